import type { PageText } from '../../common/search-format';
import type { Page } from './loadIndex';
import type { PreparedQuery } from './matching';
import { bestParagraphs, type RankedPage } from './ranking';

export type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** One result as the hosted search stores it: a page, one of its sections or one of its paragraphs. */
export interface SearchRecord {
  objectID: string;
  type: string;
  url: string;
  hierarchy: Record<Levels, string | null>;
  content: string | null;
}

/** Sections shown per page, besides the page itself. */
const SECTIONS_PER_PAGE = 3;
/**
 * Pages shown for a query. Past ten, results are passing mentions nobody scrolls to, and each
 * would load its page's text: ten keeps a first query's downloads small.
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
export async function recordsFor(
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
