import { isCjk } from '../../common/search-format';

export const escapeHtml = (text: string) =>
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

/** Chinese and Japanese characters and full-width punctuation: half a word each in a snippet. */
const WIDE = '\\u3000-\\u303f\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';
/**
 * The units a snippet counts: each wide character, and each run of other text between spaces (a
 * word), so a Chinese text that quotes Latin names keeps whole names and enough text around them.
 */
const SNIPPET_UNIT = new RegExp(`[${WIDE}]|[^\\s${WIDE}]+`, 'g');
const WIDE_CHARACTER = new RegExp(`^[${WIDE}]$`);

/**
 * About `wordCount` words of `text` around its first match (a third of them before it), with an
 * ellipsis where it was cut. In Chinese a word counts as two characters.
 */
export function snippet(text: string, pattern: RegExp | undefined, wordCount: number, ellipsis = '…') {
  const first = pattern ? text.search(new RegExp(pattern.source, 'i')) : -1;
  const units = [...text.matchAll(SNIPPET_UNIT)].map((match) => ({
    start: match.index!,
    end: match.index! + match[0].length,
    // In halves of a word.
    cost: WIDE_CHARACTER.test(match[0]) ? 1 : 2,
  }));
  const budget = wordCount * 2;
  if (units.reduce((total, unit) => total + unit.cost, 0) <= budget) return text;
  const hit = Math.max(0, units.findIndex((unit) => unit.end > first));
  // Back from the match by a third of the budget, then forward while the budget lasts; near the
  // end of the text, back again with what is left.
  let start = hit;
  let spent = units[hit].cost;
  while (start > 0 && spent - units[hit].cost + units[start - 1].cost <= Math.floor(budget / 3)) spent += units[--start].cost;
  let end = hit + 1;
  while (end < units.length && spent + units[end].cost <= budget) spent += units[end++].cost;
  while (start > 0 && spent + units[start - 1].cost <= budget) spent += units[--start].cost;
  const slice = text.slice(units[start].start, units[end - 1].end);
  return `${start > 0 ? ellipsis : ''}${slice}${end < units.length ? ellipsis : ''}`;
}
