/**
 * Search settings shared by the config and the theme. The hosted backend is used when all three
 * ALGOLIA_* variables are set at build time; otherwise the local index built from the docs.
 */
export const SEARCH_INDEX_DIR = 'search-index';

export const searchIndexUrl = (lang: string) => `/${SEARCH_INDEX_DIR}/${lang}.json`;

/** Where a reader reports a query that should have found something: a new issue on the docs repository. */
export function missingResultsUrl(query: string) {
  const params = new URLSearchParams({ title: `[Docs search] No results for "${query}"`, labels: 'documentation' });
  return `https://github.com/web-infra-dev/rsbuild/issues/new?${params}`;
}

/** Build-time values the theme reads through `process.env` (replaced by the bundler). */
export function hostedSearchDefines(env: NodeJS.ProcessEnv = process.env) {
  return {
    'process.env.ALGOLIA_APP_ID': JSON.stringify(env.ALGOLIA_APP_ID ?? ''),
    'process.env.ALGOLIA_API_KEY': JSON.stringify(env.ALGOLIA_API_KEY ?? ''),
    'process.env.ALGOLIA_INDEX_NAME': JSON.stringify(env.ALGOLIA_INDEX_NAME ?? ''),
  };
}
