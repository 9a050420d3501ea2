import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { HeroStarField } from './HeroStarField';
import { type HeroButton, type HeroFrontmatter, heroButtons, heroOptionsFromFrontmatter } from './heroOptions';
import { useUiText } from '../i18n/useUiText';
import { useLanguage } from '../lib/useLanguage';
import '../lib/visuallyHidden.css';
import './HomeHero.css';

interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
}

function HeroAction({ button, variant, newTabText }: { button: HeroButton; variant: 'primary' | 'secondary'; newTabText: string }) {
  const className = `rsb-hero__action rsb-hero__action--${variant}`;
  if (button.external) {
    return (
      <a className={className} href={button.href} target="_blank" rel="noopener noreferrer">
        {button.text}
        <span className="rsb-visually-hidden"> {newTabText}</span>
      </a>
    );
  }
  // The framework's Link navigates on the client and preloads the page on hover.
  return (
    <Link className={className} href={button.href}>
      {button.text}
    </Link>
  );
}

/**
 * The home page's hero, replacing the framework's `HomeHero` export (the home layout renders
 * it from the theme). Texts come from the page's `hero` frontmatter, so each language has its
 * own; `repoUrl`, `stars` and `oval` there are our additions.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const lang = useLanguage();
  const t = useUiText();
  const hero = frontmatter?.hero as HeroFrontmatter | undefined;
  // A home page without a `hero` block gets no hero, rather than an empty heading.
  if (!hero) return null;
  const options = heroOptionsFromFrontmatter(hero);
  const { primary, secondary } = heroButtons(options, lang, {
    primaryText: t('home.hero.primaryText'),
    secondaryText: t('home.hero.secondaryText'),
    repositoryText: t('home.hero.repositoryText'),
  });

  return (
    <section className="rsb-hero" aria-labelledby="rsb-hero-title">
      {options.showOval && <div className="rsb-hero__oval" aria-hidden="true" />}
      {options.showStars && <HeroStarField />}
      <div className="rsb-hero__inner">
        {options.logo && (
          // Fixed width and height reserve the box before the image arrives.
          <img
            className="rsb-hero__logo"
            src={normalizeImagePath(options.logo)}
            alt={options.logoAlt ?? ''}
            width={112}
            height={112}
            fetchPriority="high"
          />
        )}
        <h1 className="rsb-hero__title" id="rsb-hero-title">
          {options.title}
        </h1>
        {options.subtitle && <p className="rsb-hero__subtitle">{options.subtitle}</p>}
        {options.description && <p className="rsb-hero__description">{options.description}</p>}
        {beforeHeroActions}
        <div className="rsb-hero__actions">
          <HeroAction button={primary} variant="primary" newTabText={t('newTab')} />
          <HeroAction button={secondary} variant="secondary" newTabText={t('newTab')} />
        </div>
        {afterHeroActions}
      </div>
    </section>
  );
}
