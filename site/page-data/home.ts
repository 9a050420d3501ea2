import type { PageIndexInfo } from '@rspress/core';
import benchmarkResults from '../../common/benchmark-results.json';
import { type BenchmarkResults, benchmarkView } from '../../common/benchmark';
import { dictionaries } from '../../common/i18n/dictionaries';
import type { Language } from '../../common/languages';

/**
 * The home page's texts and the benchmark's figures, carried by the home pages only
 * (`page.homeTexts`, `page.benchmark`; common/home-page-data.ts).
 */
export function homePageData(page: PageIndexInfo) {
  if ((page.frontmatter as { pageType?: string } | undefined)?.pageType !== 'home') return undefined;
  return {
    homeTexts: dictionaries[page.lang as Language].home,
    // JSON imports type each tool as a union of its own keys; the unit test checks the real shape.
    benchmark: benchmarkView(benchmarkResults as unknown as BenchmarkResults),
  };
}
