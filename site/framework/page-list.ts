import { runInNewContext } from 'node:vm';
import type { PageIndexInfo } from '@rspress/core';
import { shortenDescription } from '../page-data/description';
import { FrameworkCoupling } from './coupling';

/** The framework's temporary module that lists every page, as the bundler resolves it. */
export const PAGE_LIST_MODULE = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;

export const pageListCoupling = new FrameworkCoupling(
  'page list emptied',
  'the temporary module .rspress/virtual-page-data.js (`export const pageData = {pages: [...]}; export const searchIndexHash = {...};`)',
  true,
);

/**
 * Empties the framework's list of all pages (`export const pageData = {pages: [...]}; export const
 * searchIndexHash = {...};`) for the browser and the HTML renderer. Its only readers there are the
 * framework's page-info merge, which takes the same fields from the page's own module
 * (`pageLevelData`), and the default overview, which ours replaces (`page.configOverview`); the
 * sidebar and prev/next links read the sidebar config, and our search has its own index.
 */
export function slimPageListModule(code: string): string {
  const match = /^\s*export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/.exec(code);
  if (!match) throw new Error(`framework coupling "${pageListCoupling.name}": the page-list module has an unknown shape; check site/framework/page-list.ts against this Rspress version.`);
  // A JavaScript object literal, not JSON: the framework leaves a page text's backslashes as they
  // are (a code span showing `\xe9` becomes an escape sequence there), which JSON.parse rejects.
  const pageData = runInNewContext(`(${match[1]})`, {}, { timeout: 10_000 }) as { pages: unknown[] };
  pageListCoupling.matched();
  return `export const pageData = ${JSON.stringify({ ...pageData, pages: [] })};\nexport const searchIndexHash = ${match[2]};\n`;
}

/** Fields the framework reads from the page list that now travel with each page instead. */
export function pageLevelData(page: PageIndexInfo): Record<string, unknown> {
  const { content: _content, _filepath, _flattenContent, title: _title, toc: _toc, frontmatter: _frontmatter, description, ...rest } = page;
  return { ...rest, ...(description ? { description: shortenDescription(description) } : {}) };
}
