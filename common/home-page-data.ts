import type { BenchmarkView } from './benchmark';
import type { UiTexts } from './i18n/dictionaries';

/** What the build writes into the home page's own data, and no other page's; the theme reads it. */
export interface HomePageData {
  /** The `home` section of the page language's dictionary. */
  homeTexts?: UiTexts['home'];
  /** The benchmark figures the bars draw. */
  benchmark?: BenchmarkView;
}
