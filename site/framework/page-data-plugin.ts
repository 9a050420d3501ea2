import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { LANGS } from '../../common/languages';
import { rspackAsyncFileNames } from './async-chunk-names';
import { FrameworkCoupling } from './coupling';
import { PAGE_LIST_MODULE, pageLevelData, slimPageListModule } from './page-list';
import { SITE_DATA_MODULE, slimSiteDataModule } from './site-data';
import { ROUTE_TABLE_MODULE, slimRouteTableModule } from './slim-route-table';

export const pageMetaCoupling = new FrameworkCoupling(
  'data carried by the page module',
  "the MDX compiler's processor data `pageMeta` (this.data().pageMeta in a remark plugin), which the framework merges into usePageData().page",
  true,
);

/** What a page carries in its own module, given every page of the site. */
export type PageCarrier = (page: PageIndexInfo, pages: Iterable<PageIndexInfo>) => Record<string, unknown> | undefined;

interface MdxProcessorData {
  pageMeta?: Record<string, unknown>;
}

/**
 * Every page used to load the framework's list of all pages with every page's description and
 * outline. Each page's record (route, language, meta description, last-updated time, source path)
 * is now written into the page's own module, which the framework merges into
 * `usePageData().page` on that page only, with whatever the `carriers` add for it; the list is
 * emptied (`slimPageListModule`), the route table rewritten (`slimRouteTableModule`) and the
 * sidebar's source keys dropped (`slimSiteDataModule`).
 *
 * The list is emptied for the browser and the HTML renderer; the Markdown renderer (llms output)
 * keeps the full list. Nothing here changes the page records themselves, so llms.txt, the feeds
 * and the search index see full descriptions.
 */
export function pluginPageLevelData(carriers: readonly PageCarrier[]): RspressPlugin {
  const pagesByFile = new Map<string, PageIndexInfo>();

  function remarkPageLevelData(this: { data(): unknown }) {
    const data = this.data() as MdxProcessorData;
    return (_tree: unknown, file: { path?: string }) => {
      const page = file.path ? pagesByFile.get(file.path) : undefined;
      if (!page) return;
      if (!data.pageMeta) {
        throw new Error(`framework coupling "${pageMetaCoupling.name}": the MDX compiler has no pageMeta for ${page.routePath}; check site/framework/page-data-plugin.ts against this Rspress version.`);
      }
      Object.assign(data.pageMeta, pageLevelData(page));
      for (const carry of carriers) Object.assign(data.pageMeta, carry(page, pagesByFile.values()));
      pageMetaCoupling.matched();
    };
  }

  return {
    name: 'rsbuild-docs:page-level-data',
    extendPageData(pageData) {
      pagesByFile.set(pageData._filepath, pageData);
    },
    markdown: { remarkPlugins: [remarkPageLevelData] },
    builderConfig: {
      tools: { rspack: rspackAsyncFileNames },
      plugins: [
        {
          name: 'rsbuild-docs:slim-page-list',
          setup(api: { transform(descriptor: object, handler: (context: { code: string }) => string): void }) {
            api.transform({ test: PAGE_LIST_MODULE, environments: ['web', 'node'], order: 'post' }, ({ code }) => slimPageListModule(code));
            api.transform({ test: SITE_DATA_MODULE, environments: ['web'], order: 'post' }, ({ code }) => slimSiteDataModule(code));
            api.transform({ test: ROUTE_TABLE_MODULE, environments: ['web'], order: 'post' }, ({ code }) => slimRouteTableModule(code, LANGS[0], LANGS));
          },
        },
      ],
    },
  };
}
