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
