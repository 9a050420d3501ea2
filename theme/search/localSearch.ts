import {
  decodePostings,
  isCjk,
  type PageText,
  type SearchIndexFile,
  slugTerms,
  tokenize,
} from '../../common/search-format';
import { SYNONYMS } from './synonyms';

type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

interface SearchRecord {
  objectID: string;
  type: string;
  url: string;
  hierarchy: Record<Levels, string | null>;
  content: string | null;
}

interface Section {
  anchor: string;
  depth: number;
  /** lvl2–lvl4 of the section: its heading and the headings it sits under. */
  path: Record<'lvl2' | 'lvl3' | 'lvl4', string | null>;
  terms: Set<string>;
}

interface Page {
  id: number;
  route: string;
  section: string;
  title: string;
  /** The words of the title and of the URL slug (`env-vars` → `env`, `vars`, `envvars`). */
  titleTerms: Set<string>;
  /** The title's option key or slug written as one word (`distpath`), for exact-name matches. */
  names: Set<string>;
  sections: Section[];
}

export interface LoadedIndex {
  pages: Page[];
  /** Word → the pages it occurs in (text, title or headings). */
  postings: Map<string, number[]>;
  /** Every word, for prefix and typo matching. */
  vocabulary: string[];
}

/** Words split for headings and titles (pairs for Chinese, so `产物目录` matches as a phrase). */
const headingTerms = (text: string) => new Set(tokenize(text));

function loadIndex(file: SearchIndexFile): LoadedIndex {
  const postings = new Map<string, number[]>();
  for (const [term, encoded] of Object.entries(file.postings)) postings.set(term, decodePostings(encoded));
  const addPosting = (term: string, page: number) => {
    const list = postings.get(term);
    if (!list) postings.set(term, [page]);
    else if (!list.includes(page)) list.push(page);
  };
  const pages = file.pages.map(([route, section, title, sections], id): Page => {
    const path: Section['path'] = { lvl2: null, lvl3: null, lvl4: null };
    const page: Page = {
      id,
      route,
      section,
      title,
      titleTerms: new Set([...tokenize(title), ...slugTerms(route)]),
      names: new Set([slugTerms(route).at(-1)!, ...title.split(/[\s.]+/).map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))]),
      sections: sections.map(([anchor, depth, heading]) => {
        const level = `lvl${depth}` as keyof Section['path'];
        path[level] = heading;
        if (depth < 4) path.lvl4 = null;
        if (depth < 3) path.lvl3 = null;
        return { anchor, depth, path: { ...path }, terms: headingTerms(heading) };
      }),
    };
    for (const term of page.titleTerms) addPosting(term, id);
    for (const section of page.sections) for (const term of section.terms) addPosting(term, id);
    return page;
  });
  for (const list of postings.values()) list.sort((a, b) => a - b);
  return { pages, postings, vocabulary: [...postings.keys()] };
}

/** True when `a` and `b` differ by one inserted, deleted, replaced or swapped letter. */
export function oneEditApart(a: string, b: string) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA.slice(1) === restB.slice(1)) return true; // replaced
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true; // deleted or inserted
  return restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2); // swapped
}

const QUALITY = { exact: 1, prefix: 0.7, typo: 0.5 } as const;
const TYPO_MIN_LENGTH = 5;

/** Index words a query word stands for, with how closely: itself, words it begins, one-letter typos. */
function matchingTerms(index: LoadedIndex, token: string): Map<string, number> {
  const matches = new Map<string, number>();
  // Chinese pairs of body text are not in the index (only their characters), so a pair always
  // stands for itself: it is looked for in headings and in the text of the pages loaded.
  if (index.postings.has(token) || isCjk(token)) matches.set(token, QUALITY.exact);
  if (isCjk(token)) return matches;
  for (const term of index.vocabulary) {
    if (term === token) continue;
    if (token.length >= 2 && term.startsWith(token)) matches.set(term, QUALITY.prefix);
    else if (token.length >= TYPO_MIN_LENGTH && oneEditApart(token, term)) matches.set(term, QUALITY.typo);
  }
  return matches;
}

/** One word of the query, or a group of words or phrases any of which may match (synonyms). */
export interface Clause {
  alternatives: string[][];
}

const synonymGroups = SYNONYMS.map((group) => group.map((entry) => tokenize(entry)));

/**
 * The query as clauses that must all match: its words (split as the index splits them), where a
 * word or phrase of the synonym list becomes a choice between it and its synonyms. A lone
 * Chinese character next to other words (`从 webpack 迁移`) is left out: it matches everywhere.
 */
export function parseQuery(query: string): Clause[] {
  let tokens = [...new Set(tokenize(query))];
  if (tokens.some((token) => !(isCjk(token) && token.length === 1))) {
    tokens = tokens.filter((token) => !(isCjk(token) && token.length === 1));
  }
  const clauses: Clause[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched: { group: string[][]; length: number } | undefined;
    for (const group of synonymGroups) {
      for (const entry of group) {
        if (entry.length && entry.every((token, k) => tokens[i + k] === token) && entry.length > (matched?.length ?? 0)) {
          matched = { group, length: entry.length };
        }
      }
    }
    if (matched) {
      clauses.push({ alternatives: matched.group });
      i += matched.length;
    } else {
      clauses.push({ alternatives: [[tokens[i]]] });
      i++;
    }
  }
  return clauses;
}

interface PreparedQuery {
  clauses: Clause[];
  matches: Map<string, Map<string, number>>;
  /** The query as one word: `env vars` → `envvars`, to recognise a page's own name. */
  joined: string;
}

function prepare(index: LoadedIndex, query: string): PreparedQuery {
  const clauses = parseQuery(query);
  const matches = new Map<string, Map<string, number>>();
  for (const clause of clauses) {
    for (const token of clause.alternatives.flat()) if (!matches.has(token)) matches.set(token, matchingTerms(index, token));
  }
  return { clauses, matches, joined: query.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') };
}

/** How well a clause matches a set of words: 0 for not at all, 1 for exactly. */
function clauseQuality(prepared: PreparedQuery, clause: Clause, terms: Set<string>) {
  let best = 0;
  for (const alternative of clause.alternatives) {
    let worst = 1;
    for (const token of alternative) {
      const matches = prepared.matches.get(token)!;
      let quality = 0;
      // Prefixes can stand for hundreds of words: walk whichever side is smaller.
      if (terms.size < matches.size) {
        for (const term of terms) quality = Math.max(quality, matches.get(term) ?? 0);
      } else {
        for (const [term, q] of matches) if (q > quality && terms.has(term)) quality = q;
      }
      worst = Math.min(worst, quality);
      if (!worst) break;
    }
    best = Math.max(best, worst);
  }
  return best;
}

/** Pages a token occurs in, with how closely. A Chinese pair occurs where both its characters do. */
function tokenPages(index: LoadedIndex, prepared: PreparedQuery, token: string) {
  const pages = new Map<number, number>();
  for (const [term, quality] of prepared.matches.get(token)!) {
    for (const page of index.postings.get(term) ?? []) pages.set(page, Math.max(pages.get(page) ?? 0, quality));
  }
  if (isCjk(token) && token.length === 2) {
    const second = new Set(index.postings.get(token[1]) ?? []);
    for (const page of index.postings.get(token[0]) ?? []) if (second.has(page) && !pages.has(page)) pages.set(page, QUALITY.prefix);
  }
  return pages;
}

interface RankedPage {
  page: Page;
  score: number;
  /** The page's own title or slug matches the whole query. */
  titleMatch: boolean;
  /** Sections whose heading (with the page title) matches the whole query, best first. */
  headingMatches: Section[];
}

/**
 * Pages matching every clause somewhere, best first: pages whose title, option key or slug
 * matches the whole query, then pages with a heading that does, then pages that mention it.
 * Within each tier, exact words beat prefixes beat typos, and rare words weigh more.
 */
function rankPages(index: LoadedIndex, query: string): { ranked: RankedPage[]; prepared: PreparedQuery } {
  const prepared = prepare(index, query);
  const { clauses } = prepared;
  if (!clauses.length) return { ranked: [], prepared };
  const total = index.pages.length;
  const clausePages = clauses.map((clause) => {
    const pages = new Map<number, number>();
    for (const alternative of clause.alternatives) {
      let common: Map<number, number> | undefined;
      for (const token of alternative) {
        const found = tokenPages(index, prepared, token);
        common = common
          ? new Map([...common].filter(([page]) => found.has(page)).map(([page, q]) => [page, Math.min(q, found.get(page)!)]))
          : found;
      }
      for (const [page, quality] of common ?? []) pages.set(page, Math.max(pages.get(page) ?? 0, quality));
    }
    return pages;
  });
  const weights = clausePages.map((pages) => Math.log(1 + total / (1 + pages.size)));
  const [first, ...rest] = [...clausePages].sort((a, b) => a.size - b.size);
  const candidates = [...first.keys()].filter((page) => rest.every((pages) => pages.has(page)));

  const ranked = candidates.map((id): RankedPage => {
    const page = index.pages[id];
    const inTitle = clauses.map((clause) => clauseQuality(prepared, clause, page.titleTerms));
    const titleMatch = inTitle.every((q) => q > 0);
    const headingScores = page.sections
      .map((section) => {
        const inHeading = clauses.map((clause) => clauseQuality(prepared, clause, section.terms));
        const combined = inHeading.map((q, c) => Math.max(q, inTitle[c]));
        const matches = inHeading.some((q) => q > 0) && combined.every((q) => q > 0);
        return { section, matches, score: inHeading.reduce((sum, q, c) => sum + q * weights[c], 0) };
      })
      .filter((entry) => entry.matches)
      .sort((a, b) => b.score - a.score);
    let score = 0;
    clauses.forEach((_, c) => {
      const inText = clausePages[c].get(id)!;
      const inHeading = Math.max(0, ...headingScores.map((entry) => clauseQuality(prepared, clauses[c], entry.section.terms)));
      score += weights[c] * Math.max(3 * inTitle[c], 2 * inHeading, inText);
    });
    const tier = titleMatch ? 2 : headingScores.length ? 1 : 0;
    const named = page.names.has(prepared.joined) ? 5 : 0;
    // A short title that the query fills ranks above a long one that merely contains it.
    const coverage = titleMatch ? clauses.length / Math.max(clauses.length, page.titleTerms.size) : 0;
    return {
      page,
      score: tier * 1000 + named + score + coverage,
      titleMatch,
      headingMatches: headingScores.map((entry) => entry.section),
    };
  });
  ranked.sort((a, b) => b.score - a.score || a.page.route.length - b.page.route.length);
  return { ranked, prepared };
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
  if (isCjk(text) && !/\s\S+\s\S+\s/.test(text.slice(Math.max(0, first - 20), first + 20))) {
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

/** The words to mark in results: the query's words and the index words they matched exactly or as typos. */
function markTerms(prepared: PreparedQuery, query: string) {
  const terms = [...prepared.matches.keys(), ...(query.match(/[\u3400-\u9fff]+/g) ?? [])];
  for (const matches of prepared.matches.values()) {
    for (const [term, quality] of matches) if (quality === QUALITY.typo) terms.push(term);
  }
  return terms;
}

/** The best paragraphs of a page for the query: those matching the most clauses, at most `limit` sections. */
const paragraphTerms = new WeakMap<PageText, Set<string>[][]>();

/** The words of each paragraph of a page, worked out once per page. */
function termsOf(text: PageText) {
  let terms = paragraphTerms.get(text);
  if (!terms) {
    terms = text.map((paragraphs) => paragraphs.map((paragraph) => new Set(tokenize(paragraph))));
    paragraphTerms.set(text, terms);
  }
  return terms;
}

function bestParagraphs(prepared: PreparedQuery, text: PageText, limit: number) {
  const found: { section: number; paragraph: string; matched: number; quality: number }[] = [];
  const pageTerms = termsOf(text);
  text.forEach((paragraphs, section) => {
    let best: (typeof found)[number] | undefined;
    for (const [p, paragraph] of paragraphs.entries()) {
      const terms = pageTerms[section][p];
      const qualities = prepared.clauses.map((clause) => clauseQuality(prepared, clause, terms));
      const matched = qualities.filter((q) => q > 0).length;
      const quality = qualities.reduce((a, b) => a + b, 0);
      if (matched && (!best || matched > best.matched || (matched === best.matched && quality > best.quality))) {
        best = { section, paragraph, matched, quality };
      }
    }
    if (best) found.push(best);
  });
  const most = Math.max(0, ...found.map((entry) => entry.matched));
  return found
    .filter((entry) => entry.matched === most)
    .sort((a, b) => b.quality - a.quality || a.section - b.section)
    .slice(0, limit);
}

interface HitOptions {
  snippetWords: number;
  ellipsis: string;
  preTag: string;
  postTag: string;
}

type Field = { value: string; matchLevel: 'none' | 'full'; matchedWords: string[] };

/** One result in the shape of a hosted-search hit, highlighted and snippeted. */
function toHit(record: SearchRecord, pattern: RegExp | undefined, options: HitOptions) {
  const field = (text: string | null): Field | undefined => {
    if (text == null) return undefined;
    const { value, matched } = highlight(text, pattern, options.preTag, options.postTag);
    return { value, matchLevel: matched ? 'full' : 'none', matchedWords: [] };
  };
  const hierarchyHighlight = Object.fromEntries(
    Object.entries(record.hierarchy).map(([level, text]) => [level, field(text)]),
  ) as Record<Levels, Field | undefined>;
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

/** Sections shown per page, besides the page itself. */
const SECTIONS_PER_PAGE = 3;
/**
 * Pages shown for a query. Past ten, results are passing mentions nobody scrolls to, and each
 * would load its page's text: ten keeps a first query under 150 KB gzip.
 */
const PAGES_SHOWN = 10;

function record(page: Page, sectionIndex: number, type: string, content: string | null): SearchRecord {
  const section = sectionIndex >= 0 ? page.sections[sectionIndex] : undefined;
  return {
    objectID: `${page.id}:${sectionIndex}:${type}`,
    type,
    url: section ? `${page.route}#${section.anchor}` : page.route,
    hierarchy: {
      lvl0: page.section,
      lvl1: page.title,
      lvl2: section?.path.lvl2 ?? null,
      lvl3: section?.path.lvl3 ?? null,
      lvl4: section?.path.lvl4 ?? null,
      lvl5: null,
      lvl6: null,
    },
    content,
  };
}

/**
 * The records to show for ranked pages, in rank order: a page named by the query, then its
 * sections whose heading matches; for a page that only mentions the query, its best
 * paragraphs (from the page's text, loaded on demand).
 */
async function recordsFor(
  ranked: RankedPage[],
  prepared: PreparedQuery,
  limit: number,
  pageText: (page: number) => Promise<PageText | undefined>,
) {
  const shown: { ranked: RankedPage; needsText: boolean }[] = [];
  let count = 0;
  for (const entry of ranked) {
    if (count >= limit || shown.length === PAGES_SHOWN) break;
    const headingHits = Math.min(entry.headingMatches.length, SECTIONS_PER_PAGE);
    const needsText = !entry.titleMatch && !headingHits;
    shown.push({ ranked: entry, needsText });
    count += needsText ? 1 : (entry.titleMatch ? 1 : 0) + headingHits;
  }
  const texts = await Promise.all(shown.map(({ ranked: entry, needsText }) => (needsText ? pageText(entry.page.id) : undefined)));
  const records: SearchRecord[] = [];
  shown.forEach(({ ranked: entry, needsText }, i) => {
    const { page } = entry;
    if (entry.titleMatch) records.push(record(page, -1, 'lvl1', null));
    for (const section of entry.headingMatches.slice(0, SECTIONS_PER_PAGE)) {
      records.push(record(page, page.sections.indexOf(section), `lvl${section.depth}`, null));
    }
    if (!needsText) return;
    const paragraphs = texts[i] ? bestParagraphs(prepared, texts[i]!, 2) : [];
    if (!paragraphs.length) records.push(record(page, -1, 'lvl1', null));
    for (const { section, paragraph } of paragraphs) records.push(record(page, section - 1, 'content', paragraph));
  });
  return records.slice(0, limit);
}

/**
 * DocSearch groups results under their lvl0 section in the order each section first appears.
 * So that the screen keeps the rank order, a section that comes back after another one starts
 * a group of its own: its group key (the highlighted lvl0) gets an invisible suffix.
 */
export function keepRankOrder<T extends { hierarchy: Record<Levels, string | null>; _highlightResult: { hierarchy: Record<Levels, Field | undefined> } }>(hits: T[]) {
  const runs = new Map<string, number>();
  let previous: string | null = null;
  for (const hit of hits) {
    const lvl0 = hit.hierarchy.lvl0 ?? '';
    if (lvl0 !== previous) runs.set(lvl0, (runs.get(lvl0) ?? -1) + 1);
    previous = lvl0;
    const field = hit._highlightResult.hierarchy.lvl0;
    if (field) field.value = escapeHtml(lvl0) + '\u200b'.repeat(runs.get(lvl0)!);
  }
  return hits;
}

/** Runs one request against the index, returning a hosted-search-shaped result. */
async function runQuery(index: LoadedIndex, request: QueryRequest, pageText: (page: number) => Promise<PageText | undefined>) {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const snippetSetting = request.attributesToSnippet?.find((attribute) => attribute.startsWith('content:'));
  const snippetWords = Number(snippetSetting?.split(':')[1] ?? 10);
  const { ranked, prepared } = request.query.trim() ? rankPages(index, request.query) : { ranked: [], prepared: undefined };
  const records = prepared ? await recordsFor(ranked, prepared, hitsPerPage, pageText) : [];
  const pattern = prepared ? markPattern(markTerms(prepared, request.query)) : undefined;
  const options = {
    snippetWords,
    ellipsis: request.snippetEllipsisText ?? '…',
    preTag: request.highlightPreTag ?? '<mark>',
    postTag: request.highlightPostTag ?? '</mark>',
  };
  const hits = keepRankOrder(records.map((r) => toHit(r, pattern, options)));
  return {
    hits,
    nbHits: ranked.length,
    page: 0,
    nbPages: ranked.length ? 1 : 0,
    hitsPerPage,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
}

/** An error the search modal shows as its error screen ("Unable to fetch results"). */
function retryError(cause: unknown) {
  const error = new Error(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  error.name = 'RetryError';
  return error;
}

/**
 * A search client for one language's index: loads it on first use (again after a failure),
 * fetches each page's text the first time a result needs it, and answers
 * `search({ requests })` like the hosted client.
 */
export function createLocalSearchClient(
  urls: { index: string; pageText: (page: number) => string },
  fetcher: typeof fetch = fetch,
) {
  let ready: Promise<LoadedIndex> | undefined;
  const texts = new Map<number, Promise<PageText | undefined>>();
  const load = () => {
    ready ??= fetcher(urls.index)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then(loadIndex)
      .catch((error) => {
        ready = undefined;
        throw retryError(error);
      });
    return ready;
  };
  // A page whose text cannot be loaded is still shown, as the page itself; the next query retries.
  const pageText = (page: number) => {
    let text = texts.get(page);
    if (!text) {
      text = fetcher(urls.pageText(page))
        .then((response) => (response.ok ? (response.json() as Promise<PageText>) : undefined))
        .catch(() => undefined)
        .then((result) => {
          if (!result) texts.delete(page);
          return result;
        });
      texts.set(page, text);
    }
    return text;
  };
  return {
    load,
    async search({ requests }: { requests: QueryRequest[] }) {
      const index = await load();
      return { results: await Promise.all(requests.map((request) => runQuery(index, request, pageText))) };
    },
  };
}
