import type { RspressPlugin } from '@rspress/core';

/** Search engines show about this many characters of a meta description. */
export const DESCRIPTION_LIMIT = 160;

export function shortenDescription(text: string, limit = DESCRIPTION_LIMIT) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:，。；：]+$/, '')}…`;
}

/**
 * Every page ships the list of all pages in its first-load JavaScript, so that list is kept lean.
 * A page's outline comes from its own route module: the outlines in the list are only read by the
 * config overview, which shows the h2 headings of config pages. Descriptions (used for the meta
 * description) are cut to what search engines display.
 */
export function pluginSlimPageData(): RspressPlugin {
  return {
    name: 'rsbuild-docs:slim-page-data',
    extendPageData(pageData) {
      const isConfigPage = /^(\/zh)?\/config\//.test(pageData.routePath);
      pageData.toc = isConfigPage ? pageData.toc.filter((header) => header.depth === 2) : [];
      if (pageData.description) pageData.description = shortenDescription(pageData.description);
    },
  };
}
