// The hero's options, buttons and star field: pure logic, unit-tested apart from React.
import { type HomeLang, isExternalHref, localizeHref } from './homeLang';
import { homeTexts } from './homeTexts';

export interface HeroOptions {
  logo?: string;
  logoAlt?: string;
  title: string;
  subtitle?: string;
  description?: string;
  primaryText?: string;
  primaryLink?: string;
  secondaryText?: string;
  secondaryLink?: string;
  /** With a repository, the secondary button becomes an external "GitHub" link to it. */
  repoUrl?: string;
  showStars?: boolean;
  showOval?: boolean;
}

export interface HeroButton {
  text: string;
  href: string;
  external: boolean;
}

export const DEFAULT_PRIMARY_LINK = '/guide/start/quick-start';
export const DEFAULT_SECONDARY_LINK = '/guide/start/';

function button(text: string, href: string, lang: HomeLang): HeroButton {
  const external = isExternalHref(href);
  return { text, href: external ? href : localizeHref(href, lang), external };
}

export function heroButtons(options: HeroOptions, lang: HomeLang): { primary: HeroButton; secondary: HeroButton } {
  const texts = homeTexts[lang].hero;
  const primary = button(options.primaryText || texts.primaryText, options.primaryLink || DEFAULT_PRIMARY_LINK, lang);
  const secondary = options.repoUrl
    ? { text: texts.repositoryText, href: options.repoUrl, external: true }
    : button(options.secondaryText || texts.secondaryText, options.secondaryLink || DEFAULT_SECONDARY_LINK, lang);
  return { primary, secondary };
}

/** The frontmatter `hero` block as the framework types it, plus our own keys. */
export interface HeroFrontmatter {
  name?: string;
  text?: string;
  tagline?: string;
  image?: { src?: string | { light?: string; dark?: string }; alt?: string };
  actions?: { theme?: string; text?: string; link?: string }[];
  repoUrl?: string;
  stars?: boolean;
  oval?: boolean;
}

/** Reads the hero options from frontmatter: the `brand` action is primary, `alt` secondary. */
export function heroOptionsFromFrontmatter(hero: HeroFrontmatter | undefined): HeroOptions {
  const actions = hero?.actions ?? [];
  const primary = actions.find((action) => action.theme !== 'alt');
  const secondary = actions.find((action) => action.theme === 'alt');
  const src = hero?.image?.src;
  return {
    logo: typeof src === 'string' ? src : src?.light,
    logoAlt: hero?.image?.alt,
    title: hero?.name ?? '',
    subtitle: hero?.text,
    description: hero?.tagline,
    primaryText: primary?.text,
    primaryLink: primary?.link,
    secondaryText: secondary?.text,
    secondaryLink: secondary?.link,
    repoUrl: hero?.repoUrl,
    showStars: hero?.stars ?? false,
    showOval: hero?.oval ?? false,
  };
}

export const STAR_COUNT = 35;
/** Stars closer to the pointer than this (in CSS pixels) lean toward it. */
export const STAR_REACH = 100;

export interface Star {
  /** Position in percent of the hero's box. */
  x: number;
  y: number;
  /** Diameter in pixels: grows with the index, so later stars are larger. */
  size: number;
  /** Seconds of twinkle delay, so they do not blink in step. */
  delay: number;
}

/**
 * The star field, the same on the server and in the browser (a fixed pseudo-random sequence,
 * never Math.random), so the pre-rendered HTML already holds every star and nothing moves.
 */
export function starField(count = STAR_COUNT): Star[] {
  let seed = 0x2f6b;
  const next = () => {
    // A small linear congruential generator; quality matters less than being repeatable.
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, index) => ({
    x: Math.round(next() * 1000) / 10,
    y: Math.round(next() * 1000) / 10,
    size: Math.round((1 + (index * 3) / count) * 10) / 10,
    delay: Math.round(next() * 40) / 10,
  }));
}

/**
 * How far a star at `star` leans toward the pointer at `pointer` (both in pixels): nothing from
 * `reach` away, growing linearly to `strength` of the distance as the pointer comes closer.
 */
export function starShift(
  star: { x: number; y: number },
  pointer: { x: number; y: number },
  reach = STAR_REACH,
  strength = 0.3,
): { x: number; y: number } {
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= reach || distance === 0) return { x: 0, y: 0 };
  const pull = strength * (1 - distance / reach);
  return { x: dx * pull, y: dy * pull };
}
