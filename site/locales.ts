import { dictionaries, NOT_ON_EVERY_PAGE } from '../common/i18n/dictionaries';
import { SITE_LANGUAGES } from '../common/languages';

/** The config's locales (the same for the site and its theme): label, title and description per language. */
export const siteLocales = SITE_LANGUAGES.map(({ lang, label }) => ({
  lang,
  label,
  title: dictionaries[lang].site.title,
  description: dictionaries[lang].site.description,
}));

/**
 * The dictionaries as the framework's `i18nSource` wants them: `{ 'home.hero.primaryText': { en, zh } }`,
 * build-time sections, the search modal's and the home page's texts left out.
 */
export function toI18nSource(byLang: Record<string, object>, skip: readonly string[] = []) {
  const source: Record<string, Record<string, string>> = {};
  const add = (lang: string, value: unknown, key: string) => {
    if (typeof value === 'string') {
      source[key] ??= {};
      source[key][lang] = value;
      return;
    }
    for (const [child, nested] of Object.entries(value as object)) add(lang, nested, key ? `${key}.${child}` : child);
  };
  for (const [lang, texts] of Object.entries(byLang)) {
    add(lang, Object.fromEntries(Object.entries(texts).filter(([key]) => !skip.includes(key))), '');
  }
  return source;
}

export const i18nSource = toI18nSource(dictionaries, NOT_ON_EVERY_PAGE);

