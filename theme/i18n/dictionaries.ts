import type { Language } from '../../site/languages.mjs';
import { en, type UiTexts } from './en';
import { zh } from './zh';

export type { UiTexts };

/** One dictionary per language of `site/languages.mjs`. */
export const dictionaries: Record<Language, UiTexts> = { en, zh };

/** Sections read only at build time (the config, the feeds): kept out of the browser's texts. */
const BUILD_TIME_SECTIONS = ['site', 'feeds'] as const;

/** Read only by the search modal, which takes them with its own code when it loads: kept out of every page's first load. */
const ON_INTENT_SECTIONS = ['search'] as const;

/**
 * Shown on the home page only: written into the home page's own data (`page.homeTexts`, see
 * site/page-data/) and read with `useHomeText`, so doc pages do not load them.
 */
const HOME_PAGE_SECTIONS = ['home'] as const;

/** Every section kept out of the framework's `i18nSource`, which every page loads. */
export const NOT_ON_EVERY_PAGE = [...BUILD_TIME_SECTIONS, ...ON_INTENT_SECTIONS, ...HOME_PAGE_SECTIONS] as const;

type BrowserTexts = Omit<UiTexts, (typeof NOT_ON_EVERY_PAGE)[number]>;

/** `home.hero.primaryText` for `{ home: { hero: { primaryText } } }`. */
export type DottedKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of a text the browser can show. */
export type UiTextKey = DottedKey<BrowserTexts>;
