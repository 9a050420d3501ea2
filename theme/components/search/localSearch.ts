import MiniSearch, { type SearchResult } from 'minisearch';

/** The compact index written at build time (scripts/lib/search-index.mjs). */
export interface CompactIndex {
  version: 2;
  pages: [route: string, lvl0: string, lvl1: string, sections: [anchor: string, lvl2: string, lvl3: string, lvl4: string][]][];
  records: [page: number, section: number, content: string][];
}

export interface SearchRecord {
  objectID: string;
  type: string;
  url: string;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  content: string | null;
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/**
 * Words for the index and for queries: Latin words split on anything that is not a letter or
 * digit (so `output.distPath` gives `output` and `distpath`), Chinese text as character
 * bigrams, which find Chinese words without a dictionary.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const lower = text.toLowerCase();
  for (const word of lower.replace(CJK_RUN, ' ').split(/[^\p{L}\p{N}_$]+/u)) {
    if (word) tokens.push(word);
  }
  for (const run of lower.match(CJK_RUN) ?? []) {
    if (run.length === 1) tokens.push(run);
    for (let i = 0; i < run.length - 1; i++) tokens.push(run.slice(i, i + 2));
  }
  return tokens;
}

export function expandIndex(index: CompactIndex): SearchRecord[] {
  return index.records.map(([page, section, content], i) => {
    const [route, lvl0, lvl1, sections] = index.pages[page];
    const [anchor, lvl2, lvl3, lvl4] = section >= 0 ? sections[section] : ['', '', '', ''];
    const deepest = lvl4 ? 'lvl4' : lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1';
    return {
      objectID: String(i),
      type: content ? 'content' : section >= 0 ? deepest : 'lvl1',
      url: anchor ? `${route}#${anchor}` : route,
      hierarchy: { lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: lvl4 || null, lvl5: null, lvl6: null },
      content: content || null,
    };
  });
}

/** The text a record is found by: its title for pages, its own heading for sections. */
function ownHeading(record: SearchRecord) {
  return record.type === 'lvl1' || record.type === 'content' ? '' : (record.hierarchy[record.type as 'lvl2'] ?? '');
}

export function createIndex(records: SearchRecord[]) {
  const miniSearch = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: ['title', 'heading', 'content'],
    extractField: (record, field) => {
      if (field === 'title') return record.type === 'lvl1' ? (record.hierarchy.lvl1 ?? '') : '';
      if (field === 'heading') return ownHeading(record);
      if (field === 'content') return record.content ?? '';
      return (record as unknown as Record<string, string>)[field];
    },
    tokenize,
    searchOptions: {
      tokenize,
      // Pages and headings named by the query come before paragraphs that mention it.
      boost: { title: 10, heading: 3, content: 1 },
      combineWith: 'AND',
      // Whole words rank above words the query only begins (MiniSearch weighs prefixes lower).
      prefix: (term) => term.length >= 2 && !CJK.test(term),
      fuzzy: false,
    },
  });
  miniSearch.addAll(records);
  return miniSearch;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex matching the words to mark: the matched index terms and the query's own words. */
export function markPattern(terms: string[]) {
  const parts = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return parts.length ? new RegExp(parts.join('|'), 'gi') : undefined;
}

/**
 * `text` as safe HTML with matches wrapped in `preTag`/`postTag`: the text is escaped first,
 * so nothing in a page or in a query can become markup.
 */
export function highlight(text: string, pattern: RegExp | undefined, preTag = '<mark>', postTag = '</mark>') {
  if (!pattern) return { value: escapeHtml(text), matched: false };
  let matched = false;
  let result = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (!match[0]) continue;
    matched = true;
    result += escapeHtml(text.slice(last, match.index)) + preTag + escapeHtml(match[0]) + postTag;
    last = match.index! + match[0].length;
  }
  return { value: result + escapeHtml(text.slice(last)), matched };
}

/**
 * About `words` words of `text` around its first match, with an ellipsis where it was cut.
 * Chinese has no spaces, so there a word counts as two characters.
 */
export function snippet(text: string, pattern: RegExp | undefined, wordCount: number, ellipsis = '…') {
  const first = pattern ? text.search(new RegExp(pattern.source, 'i')) : -1;
  if (CJK.test(text) && !/\s\S+\s\S+\s/.test(text.slice(Math.max(0, first - 20), first + 20))) {
    const size = wordCount * 2;
    const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(size / 3), text.length - size));
    const end = Math.min(text.length, start + size);
    return `${start > 0 ? ellipsis : ''}${text.slice(start, end)}${end < text.length ? ellipsis : ''}`;
  }
  const words: { start: number; end: number }[] = [];
  for (const match of text.matchAll(/\S+/g)) words.push({ start: match.index!, end: match.index! + match[0].length });
  if (words.length <= wordCount) return text;
  const hitWord = Math.max(0, words.findIndex((word) => word.end > first));
  const startWord = Math.max(0, Math.min(hitWord - Math.floor(wordCount / 3), words.length - wordCount));
  const endWord = startWord + wordCount;
  const slice = text.slice(words[startWord].start, words[endWord - 1].end);
  return `${startWord > 0 ? ellipsis : ''}${slice}${endWord < words.length ? ellipsis : ''}`;
}

export interface HitOptions {
  snippetWords: number;
  ellipsis: string;
  preTag: string;
  postTag: string;
}

type Field = { value: string; matchLevel: 'none' | 'full'; matchedWords: string[] };

/** One search result in the shape of a hosted-search hit, highlighted and snippeted. */
export function toHit(record: SearchRecord, result: SearchResult, queryTerms: string[], options: HitOptions) {
  const pattern = markPattern([...queryTerms, ...result.terms]);
  const field = (text: string | null): Field | undefined => {
    if (text == null) return undefined;
    const { value, matched } = highlight(text, pattern, options.preTag, options.postTag);
    return { value, matchLevel: matched ? 'full' : 'none', matchedWords: matched ? result.terms : [] };
  };
  const hierarchyHighlight = Object.fromEntries(
    Object.entries(record.hierarchy).map(([level, text]) => [level, field(text)]),
  );
  const snippetText = record.content == null ? null : snippet(record.content, pattern, options.snippetWords, options.ellipsis);
  return {
    ...record,
    _highlightResult: { hierarchy: hierarchyHighlight, content: field(record.content) },
    _snippetResult: { hierarchy: hierarchyHighlight, content: field(snippetText) },
  };
}

export interface QueryRequest {
  query: string;
  indexName: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

/** Runs one request against the index, returning a hosted-search-shaped result. */
export function runQuery(index: MiniSearch<SearchRecord>, byId: Map<string, SearchRecord>, request: QueryRequest) {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const snippetSetting = request.attributesToSnippet?.find((attribute) => attribute.startsWith('content:'));
  const snippetWords = Number(snippetSetting?.split(':')[1] ?? 10);
  const results = request.query.trim() ? index.search(request.query) : [];
  const queryTerms = tokenize(request.query);
  const hits = results.slice(0, hitsPerPage).map((result) =>
    toHit(byId.get(String(result.id))!, result, queryTerms, {
      snippetWords,
      ellipsis: request.snippetEllipsisText ?? '…',
      preTag: request.highlightPreTag ?? '<mark>',
      postTag: request.highlightPostTag ?? '</mark>',
    }),
  );
  return {
    hits,
    nbHits: results.length,
    page: 0,
    nbPages: Math.ceil(results.length / hitsPerPage),
    hitsPerPage,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
}

/** An error the search modal shows as its error screen ("Unable to fetch results"). */
export function retryError(cause: unknown) {
  const error = new Error(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  error.name = 'RetryError';
  return error;
}

/**
 * A search client for one language's index: loads it on first use (again after a failure),
 * builds the in-memory index once, and answers `search({ requests })` like the hosted client.
 */
export function createLocalSearchClient(indexUrl: string, fetcher: typeof fetch = fetch) {
  let ready: Promise<{ index: MiniSearch<SearchRecord>; byId: Map<string, SearchRecord> }> | undefined;
  const load = () => {
    ready ??= fetcher(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json() as Promise<CompactIndex>;
      })
      .then((compact) => {
        const records = expandIndex(compact);
        return { index: createIndex(records), byId: new Map(records.map((record) => [record.objectID, record])) };
      })
      .catch((error) => {
        ready = undefined;
        throw retryError(error);
      });
    return ready;
  };
  return {
    load,
    async search({ requests }: { requests: QueryRequest[] }) {
      const { index, byId } = await load();
      return { results: requests.map((request) => runQuery(index, byId, request)) };
    },
  };
}
