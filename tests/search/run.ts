// `npm run test:search`: the relevance set in Node, against the search index of the built site.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageTextUrl, searchIndexUrl } from '../../common/search-format';
import { createLocalSearchClient } from '../../theme/search/localSearchClient';
import { crowdingOf, MIN_CASES, missOf, type RelevanceCase, readRelevanceCases, resultPages, screenOrder } from './relevance';

const USAGE = `Usage: npm run test:search [-- [--dir doc_build] [--lang en|zh] [--query "text"]]

Runs the relevance set (tests/search/relevance.txt) in Node, in seconds, with the ranking code the
browser runs (theme/search/) against the search index of the built site (<dir>/search-index/).
Prints each query's first result pages and fails, as tests/e2e/search-relevance.test.ts does,
when a query's expected page is not among the first three or one page takes more than four hits.

Needs a built site: run \`npm run build\` first. Changes to theme/search/ need no new build; after
changing the docs or site/search/, rewrite just the index instead of building the site:
  node --import tsx site/search/write-index.ts docs doc_build/search-index en zh

  --dir <dir>      the built site (default: $SITE_DIR or doc_build)
  --lang en|zh     only the queries of one language
  --query "text"   no relevance set: print every hit of this query (with --lang, default en)`;

const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];

function parseCommandLine() {
  try {
    const { values } = parseArgs({
      options: {
        dir: { type: 'string', default: process.env.SITE_DIR ?? 'doc_build' },
        lang: { type: 'string' },
        query: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.lang && !LANGS.includes(values.lang as Lang)) throw new Error(`--lang must be one of ${LANGS.join(', ')}`);
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

/** A client reading the built index from disk, as the browser reads it over http. */
function clientFor(siteDir: string, lang: Lang) {
  const indexFile = path.join(siteDir, searchIndexUrl(lang));
  if (!existsSync(indexFile)) {
    console.error(`No search index at ${indexFile}.\nnpm run test:search reads the built site: run \`npm run build\` first (or pass --dir).`);
    process.exit(1);
  }
  const fetcher = async (url: string) => {
    const file = path.join(siteDir, url);
    return existsSync(file) ? new Response(readFileSync(file)) : new Response('', { status: 404, statusText: 'Not Found' });
  };
  return createLocalSearchClient({ index: searchIndexUrl(lang), pageText: (page) => pageTextUrl(lang, page) }, fetcher as typeof fetch);
}

/** The hits the modal shows for `query`, in screen order: the request is the one DocSearch sends on a desktop screen. */
async function shownHits(client: ReturnType<typeof clientFor>, query: string) {
  const { results } = await client.search({
    requests: [
      {
        query,
        indexName: 'relevance',
        hitsPerPage: 20,
        attributesToSnippet: ['content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  });
  return screenOrder(results[0].hits);
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
/** A highlighted field as plain text, its marks shown as `*`. */
const plain = (html: string | undefined) => (html ?? '').replace(/<\/?mark>/g, '*').replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]);

async function printQuery(siteDir: string, lang: Lang, query: string) {
  const hits = await shownHits(clientFor(siteDir, lang), query);
  if (!hits.length) console.log('no results');
  for (const hit of hits) {
    const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4'] as const).map((level) => hit._highlightResult.hierarchy[level]?.value).filter(Boolean);
    const text = hit.type === 'content' ? plain(hit._snippetResult.content?.value) : levels.map(plain).join(' › ');
    console.log(`${hit.type.padEnd(7)} ${hit.url}\n        ${text}`);
  }
}

async function runSet(siteDir: string, langs: readonly Lang[]) {
  const cases = readRelevanceCases();
  const failures: string[] = [];
  for (const lang of LANGS) {
    const count = cases.filter((item) => item.lang === lang).length;
    if (count < MIN_CASES[lang]) failures.push(`the relevance set has ${count} ${lang} queries, fewer than ${MIN_CASES[lang]}`);
  }
  const started = performance.now();
  let run = 0;
  for (const lang of langs) {
    const client = clientFor(siteDir, lang);
    for (const item of cases.filter((entry: RelevanceCase) => entry.lang === lang)) {
      const { pages, mostHitsPerPage } = resultPages((await shownHits(client, item.query)).map((hit) => hit.url));
      const problems = [missOf(item, pages), crowdingOf(item, mostHitsPerPage)].filter((problem) => problem !== undefined);
      console.log(`${problems.length ? '✗' : '✓'} ${lang} ${item.query} → ${pages.slice(0, 5).join(', ') || 'nothing'}`);
      failures.push(...problems.map((problem) => `${lang}: ${problem}`));
      run++;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length) {
    console.error(`\n${failures.length} problem(s) in ${run} queries (${seconds} s):\n${failures.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nAll ${run} queries find their page among the first three result pages (${seconds} s).`);
}

const options = parseCommandLine();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const siteDir = path.resolve(process.cwd(), options.dir);
if (options.query !== undefined) await printQuery(siteDir, (options.lang as Lang) ?? 'en', options.query);
else await runSet(siteDir, options.lang ? [options.lang as Lang] : LANGS);
