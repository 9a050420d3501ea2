// Links written once in frontmatter or data, shown on pages of either language.
import type { Language } from '../../site/languages.mjs';

/** Whether a link leaves the site (it then opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || /^(mailto|tel):/.test(href);
}

/**
 * Root-relative site links in frontmatter are written once, without a language prefix;
 * the Chinese page needs them under `/zh`. External and hash links are left alone.
 */
export function localizeHref(href: string, lang: Language): string {
  if (lang !== 'zh' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === '/zh' || href.startsWith('/zh/')) return href;
  return `/zh${href}`;
}
