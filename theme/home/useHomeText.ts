import { usePageData } from '@rspress/core/runtime';
import type { DottedKey, UiTexts } from '../i18n/dictionaries';
import { fillText, textAt } from '../i18n/fillText';
import type { BenchmarkView } from './data/benchmark';

type HomeTexts = UiTexts['home'];

/** What site/page-data/ writes into the home page's own data, and no other page's. */
interface HomePageData {
  homeTexts?: HomeTexts;
  benchmark?: BenchmarkView;
}

function useHomePageData(): HomePageData {
  return usePageData().page as HomePageData;
}

/**
 * The home page's texts (`home.*` of theme/i18n/), which come with the home page's own data
 * rather than with every page: `t('benchmark.title')`, `t('benchmark.source', { date })`.
 */
export function useHomeText() {
  const texts = useHomePageData().homeTexts;
  return (key: DottedKey<HomeTexts>, values?: Record<string, string>) => {
    if (!texts) throw new Error('useHomeText is for the home page, whose data carries its texts');
    return fillText(textAt(texts, key), values);
  };
}

/** The benchmark figures the bars draw, from the home page's own data. */
export function useHomeBenchmark(): BenchmarkView {
  const benchmark = useHomePageData().benchmark;
  if (!benchmark) throw new Error('useHomeBenchmark is for the home page, whose data carries the figures');
  return benchmark;
}
