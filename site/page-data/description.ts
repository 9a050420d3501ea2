/** Search engines show about this many characters of a meta description. */
export const DESCRIPTION_LIMIT = 160;

export function shortenDescription(text: string, limit = DESCRIPTION_LIMIT) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:，。；：]+$/, '')}…`;
}
