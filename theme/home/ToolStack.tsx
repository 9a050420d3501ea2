import { normalizeImagePath } from '@rspress/core/runtime';
import { useUiText } from '../i18n/useUiText';
import { rstackProjects, TOOL_CARD_IDS } from './data/ecosystem';
import { HomeSection } from './HomeSection';
import '../lib/visuallyHidden.css';
import './HomeCard.css';
import './ToolStack.css';

const tools = TOOL_CARD_IDS.map((id) => rstackProjects.find((project) => project.id === id)!);

/**
 * The landing block for the Rstack family: a heading, a tagline and one card per tool, each
 * opening the tool's site in a new tab. Logos load lazily (they sit far down the page) and
 * carry their size, so nothing moves when they arrive.
 */
export function ToolStack() {
  const t = useUiText();
  return (
    <HomeSection name="tools" title={t('home.toolStack.title')} lead={t('home.toolStack.tagline')}>
      <ul className="rsb-tools__grid">
        {tools.map((tool) => (
          <li key={tool.id}>
            <a className="rsb-home-card rsb-tools__card" href={tool.url} target="_blank" rel="noopener noreferrer">
              <img
                className="rsb-tools__logo"
                src={normalizeImagePath(tool.logo)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
              <span className="rsb-tools__text">
                <span className="rsb-tools__name">{tool.name}</span>
                <span className="rsb-tools__desc">{t(`ecosystem.tools.${tool.id}`)}</span>
                <span className="rsb-tools__url">{new URL(tool.url).host}</span>
              </span>
              <span className="rsb-visually-hidden"> {t('newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
