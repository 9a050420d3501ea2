import type { Language } from '../languages';
import { en, type UiTexts } from './en';
import { zh } from './zh';
import { type Delivery, SECTION_DELIVERY } from './delivery';

export type { UiTexts };

/** One dictionary per language of `common/languages.ts`. */
export const dictionaries: Record<Language, UiTexts> = { en, zh };

/** Every section kept out of the framework's `i18nSource`, which every page loads. */
export const NOT_ON_EVERY_PAGE = Object.keys(SECTION_DELIVERY) as (keyof typeof SECTION_DELIVERY)[];

type SectionsDelivered<How extends Delivery> = { [S in keyof typeof SECTION_DELIVERY]: (typeof SECTION_DELIVERY)[S] extends How ? S : never }[keyof typeof SECTION_DELIVERY];

/** Sections that reach the browser whole (not as the framework's flat keys): a component may read one as an object. */
type WholeSection = SectionsDelivered<'home page' | 'search modal'>;

/** Every text the browser can show. */
export type BrowserTexts = Omit<UiTexts, SectionsDelivered<'build'>>;

/** `home.hero.primaryText` for `{ home: { hero: { primaryText } } }`. */
type DottedKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every object below a section, as a dotted key: `search.modal`, `search.modal.footer`. */
type DottedGroupKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | DottedGroupKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of a text the browser can show. */
export type UiTextKey = DottedKey<BrowserTexts>;

/** A key of a group of texts a component may take as one object (DocSearch wants its texts so). */
export type UiTextGroupKey = DottedGroupKey<Pick<BrowserTexts, WholeSection>>;

/** What a dotted key names: `TextAt<'home.hero'>` is `{ primaryText: string; … }`. */
export type TextAt<Key extends string, T = BrowserTexts> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<Rest, T[Head]>
    : never
  : Key extends keyof T
    ? T[Key]
    : never;
