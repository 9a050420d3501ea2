import type { PageText, SearchIndexFile } from '../../common/search-format';
import { escapeHtml, highlight, markPattern, snippet } from './highlight';
import { type LoadedIndex, loadIndex } from './loadIndex';
import { markTerms } from './matching';
import { rankPages } from './ranking';
import { type Levels, recordsFor, type SearchRecord } from './results';

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

/** The part of a hosted-search request the local index answers (what the DocSearch modal sends). */
export interface QueryRequest {
  query: string;
  indexName: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
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
 * `search({ requests })` like the hosted client. `fetcher` lets Node read the built files.
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
