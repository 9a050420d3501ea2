import type { Group } from '@rspress/core/theme-original';

const CAMEL_HUMP = /(\p{Ll})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu;

/**
 * Text as the overview filter compares it: lower case, with camelCase humps, dots, dashes and
 * underscores as spaces (`output.distPath` → `output dist path`).
 */
export function filterWords(text: string) {
  return text
    .replace(CAMEL_HUMP, (_, lower, upper, upper2, rest) => (lower ? `${lower} ${upper}` : `${upper2} ${rest}`))
    .toLowerCase()
    .replace(/[\s._-]+/g, ' ')
    .trim();
}

/**
 * Whether `text` contains the query, however either writes a key: `dist-path`, `dist path`,
 * `DIST PATH`, `distpath` and `distPath` all find `output.distPath`.
 */
export function matchesFilter(text: string, query: string) {
  const words = filterWords(query);
  if (!words) return true;
  const target = filterWords(text);
  return target.includes(words) || target.replace(/ /g, '').includes(words.replace(/ /g, ''));
}

/**
 * The groups the overview shows for a query: a group whose name matches, whole; otherwise its
 * options whose name matches, and for the others the h2 headings that match.
 */
export function filterGroups(groups: Group[], query: string): Group[] {
  if (!filterWords(query)) return groups;
  return groups.flatMap((group) => {
    if (matchesFilter(group.name, query)) return [group];
    const items = group.items.flatMap((item) => {
      if (matchesFilter(item.text ?? '', query)) return [item];
      const headers = item.headers?.filter((header) => matchesFilter(header.text, query)) ?? [];
      return headers.length ? [{ ...item, headers }] : [];
    });
    return items.length ? [{ ...group, items }] : [];
  });
}
