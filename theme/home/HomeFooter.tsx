import { Link } from '@rspress/core/theme-original';
import { useUiText } from '../i18n/useUiText';
import { localizeHref } from '../../common/routes';
import { useLanguage } from '../lib/useLanguage';
import '../lib/visuallyHidden.css';
import './HomeFooter.css';

const REPOSITORY = 'https://github.com/web-infra-dev/rsbuild';

/** The site's sections and the project's places, in the order a reader looks for them. */
const SECTIONS = [
  { key: 'guide', href: '/guide/start/' },
  { key: 'config', href: '/config/' },
  { key: 'plugins', href: '/plugins/list/' },
  { key: 'api', href: '/api/start/' },
  { key: 'community', href: '/community/' },
] as const;
const PROJECT = [
  { key: 'github', href: REPOSITORY },
  { key: 'releases', href: `${REPOSITORY}/releases` },
  { key: 'license', href: `${REPOSITORY}/blob/main/LICENSE` },
] as const;

/**
 * The home page's footer, after its `main`: the site's sections, the project's repository,
 * releases and license, and the license line.
 */
export function HomeFooter() {
  const lang = useLanguage();
  const t = useUiText();
  return (
    <footer className="rsb-footer">
      <nav className="rsb-footer__links" aria-label={t('home.footer.linksLabel')}>
        <ul>
          {SECTIONS.map(({ key, href }) => (
            <li key={key}>
              <Link href={localizeHref(href, lang)}>{t(`home.footer.${key}`)}</Link>
            </li>
          ))}
          {PROJECT.map(({ key, href }) => (
            <li key={key}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`home.footer.${key}`)}
                <span className="rsb-visually-hidden"> {t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="rsb-footer__license">{t('home.footer.licenseLine')}</p>
    </footer>
  );
}
