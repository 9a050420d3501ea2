import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { Group } from '@rspress/core/theme-original';
import { configOverviewGroups } from '../common/config-overview-groups';
import benchmarkResults from '../common/benchmark-results.json';
import { type BenchmarkResults, benchmarkView } from '../common/benchmark';
import { dictionaries } from '../common/i18n/dictionaries';
import { feedLinks } from './feeds';
import { firstPaintLink } from './first-paint';
import { LANGS, type Language } from '../common/languages';
import { configOverviewRoute, languageOfRoute } from '../common/routes';
import { slimRouteTableModule } from './slim-route-table';

/** Search engines show about this many characters of a meta description. */
export const DESCRIPTION_LIMIT = 160;

export function shortenDescription(text: string, limit = DESCRIPTION_LIMIT) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:，。；：]+$/, '')}…`;
}

/**
 * Empties the framework's list of all pages (`export const pageData = {pages: [...]}; export const
 * searchIndexHash = {...};`) for the browser and the HTML renderer. Its only readers there are the
 * framework's page-info merge, which takes the same fields from the page's own module
 * (`pageLevelData`), and the default overview, which ours replaces (`page.configOverview`); the
 * sidebar and prev/next links read the sidebar config, and our search has its own index.
 */
export function slimPageListModule(code: string): string {
  const match = /^\s*export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/.exec(code);
  if (!match) throw new Error('slim-page-data: the framework page-list module has an unknown shape; check the plugin against this Rspress version.');
  const pageData = JSON.parse(match[1]) as { pages: unknown[] };
  return `export const pageData = ${JSON.stringify({ ...pageData, pages: [] })};\nexport const searchIndexHash = ${match[2]};\n`;
}

/**
 * Drops the sidebar items' `_fileKey` (a source path the framework's build uses to match sidebar
 * items with files; the browser reads it only in the default overview, which ours replaces) from
 * the framework's site-data module (`export default {...}`). The dev server's React Refresh
 * appends code of its own after the object, which is kept.
 */
export function slimSiteDataModule(code: string): string {
  const start = /^\s*export default /.exec(code);
  if (!start) throw new Error('slim-page-data: the framework site-data module has an unknown shape; check the plugin against this Rspress version.');
  const body = code.slice(start[0].length);
  // The object is printed over several lines: it ends at the first line that starts with `}`.
  const end = body.search(/\n\}/);
  const [object, after] = end >= 0 ? [body.slice(0, end + 2), body.slice(end + 2).replace(/^;?\s*/, '')] : [body.replace(/;?\s*$/, ''), ''];
  const slim = JSON.stringify(JSON.parse(object), (key, value) => (key === '_fileKey' ? undefined : value));
  return `export default ${slim};\n${after}`;
}

/** `static/js/async/[name].[contenthash:10].js` → `static/js/async/[contenthash:10].js`. */
export function asyncFileNameWithoutChunkName(template: string): string {
  if (!template.includes('[name].') || !template.includes('[contenthash')) {
    throw new Error(`slim-page-data: unexpected async file name template ${template}; check the plugin against this Rspress version.`);
  }
  return template.replace('[name].', '');
}

/** Fields the framework reads from the page list that now travel with each page instead. */
export function pageLevelData(page: PageIndexInfo): Record<string, unknown> {
  const { content: _content, _filepath, _flattenContent, title: _title, toc: _toc, frontmatter: _frontmatter, description, ...rest } = page;
  return { ...rest, ...(description ? { description: shortenDescription(description) } : {}) };
}

/** A page's own `<link>` elements: what its first paint waits for, and its language's feeds. */
export function pageHeadLinks(routePath: string): Record<string, string>[] {
  return [firstPaintLink(routePath), ...feedLinks(routePath)];
}

interface PageMetaData {
  pageMeta: Record<string, unknown>;
}

/**
 * Every page of the site used to load the framework's list of all pages with every page's
 * description and outline. Each page's record (route, language, meta description, last-updated
 * time, source path) is now written into the page's own module, which the framework merges into
 * `usePageData().page` on that page only, and the list is emptied (`slimPageListModule`). The
 * config overview gets its groups (each config page's title and h2 headings) the same way, as
 * `page.configOverview`.
 *
 * The list is emptied for the browser and the HTML renderer; the Markdown renderer (llms output)
 * keeps the full list. Nothing here changes the page records themselves, so llms.txt, the feeds
 * and the search index see full descriptions.
 */
export function pluginSlimPageData(): RspressPlugin {
  const pagesByFile = new Map<string, PageIndexInfo>();

  function remarkPageLevelData(this: { data(): unknown }) {
    // The framework's MDX compiler keeps the page's meta in its processor data (`pageMeta`).
    const data = this.data() as PageMetaData;
    return (_tree: unknown, file: { path?: string }) => {
      const page = file.path ? pagesByFile.get(file.path) : undefined;
      if (!page) return;
      Object.assign(data.pageMeta, pageLevelData(page));
      // Rendered into the head by theme/head/PageHeadLinks.tsx.
      data.pageMeta.headLinks = pageHeadLinks(page.routePath);
      const lang = languageOfRoute(page.routePath);
      if (page.routePath === configOverviewRoute(lang)) {
        const groups: Group[] = configOverviewGroups(
          [...pagesByFile.values()].filter((other) => other.lang === lang),
          lang,
        );
        data.pageMeta.configOverview = groups;
      }
      // The home page's texts and benchmark figures travel with the home page only
      // (common/home-page-data.ts).
      if ((page.frontmatter as { pageType?: string } | undefined)?.pageType === 'home') {
        data.pageMeta.homeTexts = dictionaries[page.lang as Language].home;
        // JSON imports type each tool as a union of its own keys; the unit test checks the real shape.
        data.pageMeta.benchmark = benchmarkView(benchmarkResults as unknown as BenchmarkResults);
      }
    };
  }

  return {
    name: 'rsbuild-docs:slim-page-data',
    extendPageData(pageData) {
      pagesByFile.set(pageData._filepath, pageData);
    },
    markdown: { remarkPlugins: [remarkPageLevelData] },
    builderConfig: {
      tools: {
        // The browser's code-loading runtime lists every async file's name; route chunks are named
        // `route-<12 hex digits>` by the framework, which put about 4 KB gzip of names into every
        // page. The names stay on the chunks (the framework finds a page's chunk by name to preload
        // it); only the file names drop them.
        // The dev server names its files without a content hash, and there the bytes do not matter.
        rspack(config: { output?: { chunkFilename?: unknown } }, { environment, isProd }: { environment: { name: string }; isProd: boolean }) {
          if (environment.name !== 'web' || !isProd) return;
          config.output = { ...config.output, chunkFilename: asyncFileNameWithoutChunkName(String(config.output?.chunkFilename)) };
        },
      },
      plugins: [
        {
          name: 'rsbuild-docs:slim-page-list',
          setup(api: { transform(descriptor: object, handler: (context: { code: string }) => string): void }) {
            api.transform(
              { test: /[\\/]\.rspress[\\/]virtual-page-data\.js$/, environments: ['web', 'node'], order: 'post' },
              ({ code }) => slimPageListModule(code),
            );
            api.transform(
              { test: /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/, environments: ['web'], order: 'post' },
              ({ code }) => slimSiteDataModule(code),
            );
            api.transform(
              { test: /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/, environments: ['web'], order: 'post' },
              ({ code }) => slimRouteTableModule(code, LANGS[0], LANGS),
            );
          },
        },
      ],
    },
  };
}
