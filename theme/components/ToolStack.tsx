import { normalizeImagePath } from '@rspress/core/runtime';
import { type ToolCard, toolCards } from './ecosystemData';
import { logoSrc, toolCardDesc } from './ecosystemText';
import { homeTexts } from './homeTexts';
import { useHomeLang } from './useHomeLang';
import './HomeCard.css';
import './ToolStack.css';
import './visuallyHidden.css';

/**
 * The landing block for the Rstack family: a heading, a tagline and one card per tool, each
 * opening the tool's site in a new tab. Logos load lazily (they sit far down the page) and
 * carry their size, so nothing moves when they arrive.
 */
export function ToolStack({ tools = toolCards, lang: langProp }: { tools?: ToolCard[]; lang?: string }) {
  const lang = useHomeLang(langProp);
  const texts = homeTexts[lang];
  return (
    <section className="rsb-tools" aria-labelledby="rsb-tools-title">
      <h2 className="rsb-tools__title" id="rsb-tools-title">
        {texts.toolStack.title}
      </h2>
      <p className="rsb-tools__tagline">{texts.toolStack.tagline}</p>
      <ul className="rsb-tools__grid">
        {tools.map((tool) => {
          const logo = logoSrc(tool.logo);
          return (
            <li key={tool.name}>
              <a className="rsb-home-card rsb-tools__card" href={tool.url} target="_blank" rel="noopener noreferrer">
                <img
                  className="rsb-tools__logo"
                  // normalizeImagePath adds the site base to paths and leaves data: URIs alone.
                  src={normalizeImagePath(logo)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
                <span className="rsb-tools__text">
                  <span className="rsb-tools__name">{tool.name}</span>
                  <span className="rsb-tools__desc">{toolCardDesc(tool, lang)}</span>
                  <span className="rsb-tools__url">{tool.urlText}</span>
                </span>
                <span className="rsb-visually-hidden"> {texts.newTab}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
