import type { UiTexts } from './en';

/**
 * How each section of the dictionaries that not every page needs reaches the browser; every
 * other section goes into the framework's `i18nSource`, which every page loads. Components read
 * them all the same way, with `useUiText()` (theme/i18n/useUiText.ts). Its own module, free of
 * the dictionaries, because the browser's first load reads it.
 * - `build`: read at build time only (the config, the feeds); never sent to the browser.
 * - `home page`: written into the home page's own data (`HomePageData.homeTexts`), so doc pages
 *   do not load them.
 * - `search modal`: arrives with the search modal's code when a reader opens it
 *   (`searchTexts` in theme/search/SearchModal.tsx).
 */
export const SECTION_DELIVERY = {
  site: 'build',
  feeds: 'build',
  home: 'home page',
  search: 'search modal',
} as const satisfies Partial<Record<keyof UiTexts, 'build' | 'home page' | 'search modal'>>;

export type Delivery = (typeof SECTION_DELIVERY)[keyof typeof SECTION_DELIVERY];
