// Which language a home-page or ecosystem component speaks, shared by all of them.

export type HomeLang = 'en' | 'zh';

/**
 * The spec's rule (§4): the `lang` prop wins; without it, Chinese when the path has a `zh`
 * segment, else English; English when there is no path to look at (no `window`).
 * A `zh` segment, not any "zh" substring, so a slug such as `/guide/zhihu` stays English.
 */
export function chooseLang(lang?: string | null, pathname?: string): HomeLang {
  if (lang) return lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  if (pathname === undefined) return 'en';
  return pathname.split('/').includes('zh') ? 'zh' : 'en';
}

/** The current path, or undefined while rendering on the server (no `window`). */
export function currentPathname(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.pathname;
}

/** Whether a link leaves the site (it then opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || /^(mailto|tel):/.test(href);
}

/**
 * Root-relative site links in frontmatter are written once, without a language prefix;
 * the Chinese page needs them under `/zh`. External and hash links are left alone.
 */
export function localizeHref(href: string, lang: HomeLang): string {
  if (lang !== 'zh' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === '/zh' || href.startsWith('/zh/')) return href;
  return `/zh${href}`;
}
