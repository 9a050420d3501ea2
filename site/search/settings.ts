/**
 * The hosted search backend is used when all three ALGOLIA_* variables are set at build time;
 * otherwise the local index built from the docs. `ALGOLIA_TEST_HOST` (`host:port`, tests only)
 * sends the hosted client's requests to a local stand-in over http.
 */
export function hostedSearchDefines(env: NodeJS.ProcessEnv = process.env) {
  return {
    'process.env.ALGOLIA_APP_ID': JSON.stringify(env.ALGOLIA_APP_ID ?? ''),
    'process.env.ALGOLIA_API_KEY': JSON.stringify(env.ALGOLIA_API_KEY ?? ''),
    'process.env.ALGOLIA_INDEX_NAME': JSON.stringify(env.ALGOLIA_INDEX_NAME ?? ''),
    'process.env.ALGOLIA_TEST_HOST': JSON.stringify(env.ALGOLIA_TEST_HOST ?? ''),
  };
}
