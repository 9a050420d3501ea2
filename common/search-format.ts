/**
 * The local search index as written at build time (`records.ts`) and read in the browser
 * (`theme/search/localSearch.ts`), and the tokenizer both sides must agree on.
 *
 * Per language, two kinds of files under `/search-index/<lang>/`:
 * - `index.json` (`SearchIndexFile`), loaded when the modal opens: every page with its title
 *   and headings, and which pages each word of the text occurs in. It is what a query is
 *   matched and ranked against.
 * - `<page>.json` (`PageText`), loaded for the pages a query shows: the paragraphs of one page,
 *   for choosing its best sections and for the snippets under the results.
 */
export const SEARCH_INDEX_DIR = 'search-index';
export const INDEX_VERSION = 3;

export const searchIndexUrl = (lang: string) => `/${SEARCH_INDEX_DIR}/${lang}/index.json`;
export const pageTextUrl = (lang: string, page: number) => `/${SEARCH_INDEX_DIR}/${lang}/${page}.json`;

/** A heading below the h1: its anchor, its level (2–4) and its text. */
export type SectionEntry = [anchor: string, depth: number, heading: string];

/** A page: route, navigation section (lvl0), title (lvl1) and its sections in page order. */
export type PageEntry = [route: string, section: string, title: string, sections: SectionEntry[]];

export interface SearchIndexFile {
  version: typeof INDEX_VERSION;
  pages: PageEntry[];
  /**
   * For each word of the pages' text (`textTerms`), the pages it occurs in: ascending page
   * numbers as differences from the previous one, in base 36, joined by commas.
   */
  postings: Record<string, string>;
}

/** The paragraphs of one page: index 0 is its introduction, index i + 1 its section i. */
export type PageText = string[][];

export function encodePostings(pages: number[]) {
  return pages.map((page, i) => (page - (i ? pages[i - 1] : 0)).toString(36)).join(',');
}

export function decodePostings(encoded: string) {
  let page = 0;
  return encoded.split(',').map((step) => (page += parseInt(step, 36)));
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

const CAMEL_CASE = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
const HUMPS = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

export const isCjk = (text: string) => CJK.test(text);

/**
 * Words for the index and for queries, lower case:
 * - Latin text splits on anything that is not a letter or digit, and camelCase words split at
 *   their humps while also kept whole: `output.distPath` → `output`, `distpath`, `dist`, `path`,
 *   so `distPath`, `dist path`, `dist-path` and `distpath` all find it.
 * - Chinese text becomes overlapping character pairs (`产物目录` → `产物`, `物目`, `目录`), which
 *   find Chinese words without a dictionary. (Node 20's `Intl.Segmenter` splits common words such
 *   as 构建 and 模块 into single characters, so pairs match better.)
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.replace(CJK_RUN, ' ').split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const lower = word.toLowerCase();
    tokens.push(lower);
    if (word === lower || !CAMEL_CASE.test(word)) continue;
    for (const hump of word.match(HUMPS) ?? []) tokens.push(hump.toLowerCase());
  }
  for (const run of text.match(CJK_RUN) ?? []) {
    if (run.length === 1) tokens.push(run);
    for (let i = 0; i < run.length - 1; i++) tokens.push(run.slice(i, i + 2));
  }
  return tokens;
}

/**
 * The words of a URL slug or an option key, whole and split: `env-vars` → `env`, `vars`,
 * `envvars`; the last path segment names the page (`/config/output/dist-path` → `dist-path`).
 */
export function slugTerms(route: string): string[] {
  const segment = route.replace(/\/$/, '').split('/').pop() ?? '';
  const words = tokenize(segment);
  const joined = segment.toLowerCase().replace(/[^a-z0-9]/g, '');
  return [...new Set([...words, joined].filter(Boolean))];
}

/**
 * The words of body text as the index stores them: Latin words as `tokenize` gives them, and
 * Chinese as single characters. Pairs of characters would make the Chinese index three times
 * larger; a pair is looked up as its two characters, and the pair itself is checked in the
 * page's text once it is loaded.
 */
export function textTerms(text: string): string[] {
  return [...tokenize(text.replace(CJK_RUN, ' ')), ...(text.match(CJK_RUN) ?? []).flatMap((run) => [...run])];
}
