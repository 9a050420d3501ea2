// A page's route and language, derived from its file the way the framework does for a site without
// versions, and from the language list. The one place that knows how routes and languages relate;
// the build (route table, feeds, first paint, config overview, redirects), the theme and the
// checks all ask here.
import { DEFAULT_LANG, type Language, LANGS } from './languages';

/**
 * A docs file's route: the default language's folder is dropped, the extension goes, and an
 * `index` file is its folder's route. `en/guide/start/quick-start.mdx` → `/guide/start/quick-start`,
 * `zh/config/index.mdx` → `/zh/config/`. The browser's route table runs this very function
 * (site/slim-route-table.ts serializes it), so it must not use anything from its scope.
 */
export function routePathOfFile(relativePath: string, defaultLang: string): string {
  const withoutExtension = relativePath.replace(/\.mdx?$/, '');
  const withoutDefaultLang = withoutExtension.startsWith(`${defaultLang}/`) ? withoutExtension.slice(defaultLang.length + 1) : withoutExtension;
  return `/${withoutDefaultLang}`.replace(/(^|\/)index$/, '$1');
}

/** `docs/zh/guide/start/index.mdx` (or `zh/guide/start/index.mdx`) → route `/zh/guide/start/`, language `zh`. */
export function pageOfFile(file: string): { route: string; lang: Language } {
  const relative = file.replace(/\\/g, '/').replace(/^(?:\.\/)?docs\//, '');
  const folder = relative.split('/')[0];
  const lang = LANGS.find((code) => code === folder);
  if (!lang) throw new Error(`${file} is not in the folder of one of the site's languages (${LANGS.join(', ')})`);
  return { route: routePathOfFile(relative, DEFAULT_LANG), lang };
}

/** The route of `docs/<lang>/<file>`: `routeOf('zh', 'guide/start/index.mdx')` → `/zh/guide/start/`. */
export function routeOf(lang: string, file: string): string {
  return routePathOfFile(`${lang}/${file}`, DEFAULT_LANG);
}

/** What a language's routes start with: '' for the default language, `/<lang>` for the others. */
export function routePrefix(lang: Language): '' | `/${string}` {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/** The prefixes of the languages other than the default, e.g. for a pattern that keeps the reader's language. */
export const PREFIXED_ROUTE_STARTS = LANGS.filter((lang) => lang !== DEFAULT_LANG).map(routePrefix);

/** The language a route belongs to: `/zh/guide/` → `zh`, `/guide/` → the default language. */
export function languageOfRoute(route: string): Language {
  const prefixed = LANGS.find((lang) => lang !== DEFAULT_LANG && (route === routePrefix(lang) || route.startsWith(`${routePrefix(lang)}/`)));
  return prefixed ?? DEFAULT_LANG;
}

/** The home page of a language: `/` or `/zh/`. */
export const homeRoute = (lang: Language) => `${routePrefix(lang)}/`;

export const isHomeRoute = (route: string) => route === homeRoute(languageOfRoute(route));

/** The config overview of a language: `/config/` or `/zh/config/`. */
export const configOverviewRoute = (lang: Language) => routeOf(lang, 'config/index.mdx');

/**
 * A root-relative site link written once, without a language prefix (`/guide/start/`), as the
 * page of `lang` links it (`/zh/guide/start/`). External and hash links, and links that already
 * carry the prefix, are left alone.
 */
export function localizeHref(href: string, lang: Language): string {
  const prefix = routePrefix(lang);
  if (!prefix || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === prefix || href.startsWith(`${prefix}/`)) return href;
  return `${prefix}${href}`;
}
