export interface SiteLanguage {
  /** The folder under docs/ and the key of the UI texts. */
  lang: Language;
  /** The language switch's label. */
  label: string;
  /** The route prefix ('' for the default language). */
  prefix: '' | `/${string}`;
  /** The language code a feed declares. */
  feedLanguage: string;
}
export type Language = 'en' | 'zh';
export declare const SITE_LANGUAGES: readonly SiteLanguage[];
export declare const LANGS: Language[];
