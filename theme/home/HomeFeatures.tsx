import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { Feature } from '@rspress/core';
import { FEATURES_ID } from '../../common/dom-ids';
import { featureSpan } from './featureGrid';
import { localizeHref } from '../../common/routes';
import { isExternalHref } from '../lib/links';
import { useLanguage } from '../lib/useLanguage';
import './HomeCard.css';
import './HomeFeatures.css';

/**
 * A feature may carry `iconSrc`, our drawn icon, beside `icon`: the page shows the drawing (an
 * emoji depends on the reader's fonts), while the Markdown copy of the home page, which the
 * framework writes from `icon`, keeps the emoji rather than a file path.
 */
type HomeFeature = Feature & { iconSrc?: string };

function FeatureIcon({ feature }: { feature: HomeFeature }) {
  const src = feature.iconSrc ?? (/^(\/|https?:|data:)/.test(feature.icon) ? feature.icon : undefined);
  if (src) {
    return <img className="rsb-features__icon-image" src={normalizeImagePath(src)} alt="" width={28} height={28} />;
  }
  // An emoji or a short text: decorative, the title says what the card is about.
  return <span className="rsb-features__icon-text">{feature.icon}</span>;
}

/**
 * The feature grid, replacing the framework's `HomeFeature` export. Cards with a link are real
 * links (keyboard and middle-click work, and Chinese pages link to Chinese pages); each card
 * spans 2, 3, 4 (default) or 6 of 12 columns on wide screens.
 */
export function HomeFeatures() {
  const { frontmatter } = useFrontmatter();
  const lang = useLanguage();
  const features: HomeFeature[] = frontmatter?.features ?? [];
  if (features.length === 0) return null;

  return (
    <section className="rsb-features" id={FEATURES_ID}>
      <ul className="rsb-features__grid">
        {features.map((feature) => {
          const body = (
            <>
              {(feature.iconSrc || feature.icon) && (
                <span className="rsb-features__icon" aria-hidden="true">
                  <FeatureIcon feature={feature} />
                </span>
              )}
              <h2 className="rsb-features__title">{feature.title}</h2>
              <p className="rsb-features__details">{feature.details}</p>
            </>
          );
          const link = feature.link;
          return (
            <li key={feature.title} className={`rsb-features__item rsb-features__item--span-${featureSpan(feature.span)}`}>
              {link ? (
                isExternalHref(link) ? (
                  <a className="rsb-home-card rsb-features__card rsb-features__card--link" href={link} target="_blank" rel="noopener noreferrer">
                    {body}
                  </a>
                ) : (
                  <Link className="rsb-home-card rsb-features__card rsb-features__card--link" href={localizeHref(link, lang)}>
                    {body}
                  </Link>
                )
              ) : (
                <div className="rsb-home-card rsb-features__card">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
