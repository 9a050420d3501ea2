import { isCjk, type PageText, tokenize } from '../../common/search-format';
import type { LoadedIndex, Page, Section } from './loadIndex';
import { clauseQuality, prepare, type PreparedQuery, QUALITY } from './matching';

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

export interface RankedPage {
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
export function rankPages(index: LoadedIndex, query: string): { ranked: RankedPage[]; prepared: PreparedQuery } {
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

/**
 * The best paragraphs of a page for the query, one per section at most: those matching the most
 * clauses, best matches first, at most `limit`. `section` 0 is the page's introduction.
 */
export function bestParagraphs(prepared: PreparedQuery, text: PageText, limit: number) {
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
