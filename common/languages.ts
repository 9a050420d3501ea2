// The site's languages, the default first. Every part reads this one list: the config's locales,
// the routes (common/routes.ts), the feeds, the search index, the docs checks and the theme.

export interface SiteLanguage {
  /** The folder under docs/, the key of the UI texts and, but for the default language, the route prefix. */
  lang: string;
  /** The language switch's label. */
  label: string;
  /** The language code a feed declares. */
  feedLanguage: string;
  /** Whether a figure in running text has a thousands separator (`1,000`) or none (`1000`). */
  groupsDigits: boolean;
}

export const SITE_LANGUAGES = [
  { lang: 'en', label: 'English', feedLanguage: 'en', groupsDigits: true },
  { lang: 'zh', label: '简体中文', feedLanguage: 'zh-CN', groupsDigits: false },
] as const satisfies readonly SiteLanguage[];

export type Language = (typeof SITE_LANGUAGES)[number]['lang'];

/** The language codes, the default first. */
export const LANGS: readonly Language[] = SITE_LANGUAGES.map((language) => language.lang);

/** The language whose pages have no route prefix. */
export const DEFAULT_LANG: Language = LANGS[0];

/** A figure in running text of `lang`: `1,000` or `1000`. */
export function figureText(value: number, lang: Language): string {
  const { groupsDigits } = SITE_LANGUAGES.find((language) => language.lang === lang) ?? SITE_LANGUAGES[0];
  return value.toLocaleString('en-US', { useGrouping: groupsDigits });
}

/** A code as the framework reports it (`useLang()`, a page's `lang`), as one of ours; the default for anything else. */
export function asLanguage(code: string | undefined): Language {
  return LANGS.find((lang) => lang === code) ?? DEFAULT_LANG;
}
