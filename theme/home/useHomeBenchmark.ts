import { usePageData } from '@rspress/core/runtime';
import type { BenchmarkView } from '../../common/benchmark';
import type { HomePageData } from '../../common/home-page-data';

/** The benchmark figures the bars draw, from the home page's own data. */
export function useHomeBenchmark(): BenchmarkView {
  const benchmark = (usePageData().page as HomePageData).benchmark;
  if (!benchmark) throw new Error('useHomeBenchmark is for the home page, whose data carries the figures');
  return benchmark;
}
