import { useHead, usePage } from '@rspress/core/runtime';

/**
 * Writes the page's own `<link>` elements into the head: what its first paint waits for and, on
 * the home and release pages, its language's feeds. Computed at build time for each page
 * (site/page-data/); the server render puts them in the HTML.
 */
export function PageHeadLinks() {
  const { page } = usePage();
  const links = (page as { headLinks?: Record<string, string>[] }).headLinks ?? [];
  useHead({ link: links });
  return null;
}
