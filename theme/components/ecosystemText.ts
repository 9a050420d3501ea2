// Choosing what an ecosystem entry or tool card shows: pure, so unit tests can import it.
import type { EcosystemGroup, EcosystemLink, ToolCard } from './ecosystemData';
import type { HomeLang } from './homeLang';

/** A transparent 1×1 GIF: keeps the logo's box (no layout shift) when an entry has no logo. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The English variant on English pages when it exists and is not empty; otherwise the default. */
export function pickVariant<T>(fallback: T, english: T | undefined | null, lang: HomeLang): T {
  if (lang === 'en' && english !== undefined && english !== null && english !== '') return english;
  return fallback;
}

/** A logo path, or the blank image when the entry has none. */
export function logoSrc(logo: string | undefined | null): string {
  return logo && logo.trim() ? logo.trim() : BLANK_IMAGE;
}

export interface EcosystemEntryView {
  name: string;
  desc: string;
  url: string;
  logo: string;
  logoScale: number;
}

/** What one popover entry shows in the given language. */
export function ecosystemEntry(link: EcosystemLink, lang: HomeLang): EcosystemEntryView {
  return {
    name: link.name,
    desc: pickVariant(link.desc, link.descEn, lang),
    url: pickVariant(link.url, link.urlEn, lang),
    logo: logoSrc(link.logo),
    logoScale: link.logoScale ?? 1,
  };
}

export function ecosystemGroupTitle(group: EcosystemGroup, lang: HomeLang): string {
  return pickVariant(group.title, group.titleEn, lang);
}

/** A tool card's description in the page's language (cards hold English first). */
export function toolCardDesc(card: ToolCard, lang: HomeLang): string {
  return lang === 'zh' && card.descZh ? card.descZh : card.desc;
}
