// The hero's options and buttons: pure logic, unit-tested apart from React.
import type { Language } from '../../common/languages';
import type { UiTexts } from '../../common/i18n/dictionaries';
import { localizeHref } from '../../common/routes';
import { isExternalHref } from '../lib/links';

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

const DEFAULT_PRIMARY_LINK = '/guide/start/quick-start';
const DEFAULT_SECONDARY_LINK = '/guide/start/';

function button(text: string, href: string, lang: Language): HeroButton {
  const external = isExternalHref(href);
  return { text, href: external ? href : localizeHref(href, lang), external };
}

/** The two buttons; `texts` are the default labels in the page's language. */
export function heroButtons(
  options: HeroOptions,
  lang: Language,
  texts: UiTexts['home']['hero'],
): { primary: HeroButton; secondary: HeroButton } {
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
