// The relevance set (relevance.txt) and the rule both of its runners apply: the browser test
// (tests/e2e/search-relevance.test.ts) on the real modal, and `npm run test:search` in Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface RelevanceCase {
  query: string;
  /** Routes any one of which must be among the first three result pages. */
  expected: string[];
  lang: 'en' | 'zh';
}

/** Queries per language the set must hold at least, so that it keeps covering both sites. */
export const MIN_CASES = { en: 40, zh: 20 } as const;
/** Result pages that count as found, and hits one page may take (the page and three sections). */
const TOP_PAGES = 3;
const MOST_HITS_PER_PAGE = 4;

const RELEVANCE_FILE = path.join(import.meta.dirname, 'relevance.txt');

/** One case per line, `query → /route[, /another/route]`; routes under /zh are searched on the Chinese site. */
export function parseRelevanceCases(text: string): RelevanceCase[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [query, routes] = line.split('→').map((part) => part.trim());
      const expected = routes.split(',').map((route) => route.trim());
      return { query, expected, lang: expected[0].startsWith('/zh/') ? 'zh' : 'en' };
    });
}

export const readRelevanceCases = () => parseRelevanceCases(readFileSync(RELEVANCE_FILE, 'utf8'));

/** The result pages in screen order (from the hits' links, in screen order), and the most hits any one page has. */
export function resultPages(hrefs: string[]) {
  const counts = new Map<string, number>();
  for (const href of hrefs) {
    const route = href.split('#')[0];
    counts.set(route, (counts.get(route) ?? 0) + 1);
  }
  return { pages: [...counts.keys()], mostHitsPerPage: Math.max(0, ...counts.values()) };
}

/** The miss line a runner reports when none of a case's pages is among the first three, or undefined. */
export function missOf(item: RelevanceCase, pages: string[]) {
  if (pages.slice(0, TOP_PAGES).some((route) => item.expected.includes(route))) return undefined;
  return `${item.query} → ${item.expected.join(', ')}; shown: ${pages.slice(0, 5).join(', ') || 'nothing'}`;
}

/** What a runner reports when one page takes more hits than the modal should show for it, or undefined. */
export function crowdingOf(item: RelevanceCase, mostHitsPerPage: number) {
  if (mostHitsPerPage <= MOST_HITS_PER_PAGE) return undefined;
  return `${item.query}: at most the page and three of its sections (${mostHitsPerPage})`;
}

interface ShownHit {
  url: string;
  type: string;
  hierarchy: { lvl0: string | null; lvl1: string | null };
  _highlightResult: { hierarchy: { lvl0?: { value: string } } };
}

/** DocSearch's grouping: keys in the order of a plain object's own keys, at most `max` items per key. */
function groupBy<T>(items: T[], key: (item: T) => string, max: number) {
  const groups: Record<string, T[]> = {};
  for (const item of items) {
    const name = key(item);
    groups[name] ??= [];
    if (groups[name].length < max) groups[name].push(item);
  }
  return Object.values(groups);
}

/**
 * The hits in the order the DocSearch modal (3.9, `maxResultsPerGroup` 20 as SearchModal.tsx sets
 * it) puts them on screen: grouped by their highlighted lvl0 without marks, then within a group
 * by page title. The Node runner needs it to see what the browser test sees.
 */
export function screenOrder<T extends ShownHit>(hits: T[], maxResultsPerGroup = 20): T[] {
  const sectionOf = (hit: T) => (hit._highlightResult.hierarchy.lvl0?.value ?? hit.hierarchy.lvl0 ?? '').replace(/<\/?mark>/g, '');
  return groupBy(hits, sectionOf, maxResultsPerGroup).flatMap((group) =>
    groupBy(group, (hit) => String(hit.hierarchy.lvl1), maxResultsPerGroup).flat(),
  );
}
