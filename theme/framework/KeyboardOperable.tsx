import { useEffect } from 'react';
import { useUiText } from '../i18n/useUiText';

// The images the framework's medium-zoom attaches to.
const ZOOMABLE_IMAGE = '.rspress-doc img[alt]:not([alt=""])';

const PRESSABLE = `${ZOOMABLE_IMAGE}[role="button"], .rp-tabs__label__item[role="tab"], .rp-switch-appearance[role="button"]`;

/** Gives the framework's click-only parts of a page the roles and Tab stops a keyboard needs. */
function markUp(themeSwitchLabel: string) {
  // The theme switch (navbar, and the mobile menu's screen) is a clickable `div`.
  for (const themeSwitch of document.querySelectorAll<HTMLElement>('.rp-switch-appearance')) {
    if (themeSwitch.getAttribute('aria-label') === themeSwitchLabel) continue;
    themeSwitch.tabIndex = 0;
    themeSwitch.setAttribute('role', 'button');
    themeSwitch.setAttribute('aria-label', themeSwitchLabel);
  }
  // Doc images zoom on click: each becomes a button named by its alt text.
  for (const image of document.querySelectorAll<HTMLImageElement>(`${ZOOMABLE_IMAGE}:not([role])`)) {
    image.tabIndex = 0;
    image.setAttribute('role', 'button');
  }
  // Heading anchors the framework renders at run time (config overview) miss the build-time
  // plugin that takes them out of the Tab order (site/framework/heading-anchors.ts).
  for (const anchor of document.querySelectorAll<HTMLElement>('a.rp-header-anchor[aria-hidden="true"]:not([tabindex])')) {
    anchor.tabIndex = -1;
  }
  // A code block wider than its box scrolls sideways: the keyboard must be able to reach it.
  for (const scroller of document.querySelectorAll<HTMLElement>('.rp-codeblock__content__scroll-container:not([tabindex])')) {
    if (scroller.scrollWidth > scroller.clientWidth) scroller.tabIndex = 0;
  }
  // Tabs are clickable `div`s: they become a tab list whose selected tab takes the Tab stop.
  for (const list of document.querySelectorAll('.rp-tabs__label:not([role])')) list.setAttribute('role', 'tablist');
  for (const tab of document.querySelectorAll<HTMLElement>('.rp-tabs__label__item')) {
    const selected = tab.classList.contains('rp-tabs__label__item--selected');
    if (tab.getAttribute('aria-selected') === String(selected)) continue;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}

function onKeyDown(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (!target?.matches) return;
  const press = event.key === 'Enter' || event.key === ' ';
  if (press && target.matches(PRESSABLE)) {
    event.preventDefault();
    target.click();
    return;
  }
  if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && target.matches('.rp-tabs__label__item[role="tab"]')) {
    const tabs = [...(target.parentElement?.querySelectorAll<HTMLElement>('.rp-tabs__label__item') ?? [])];
    const next = tabs[(tabs.indexOf(target) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    event.preventDefault();
    next.click();
    next.focus();
  }
}

/**
 * The theme switch, doc images (zoom) and tabs answer the mouse only in the framework. Rendered
 * once in the layout, this keeps them keyboard-operable as they render: Tab reaches them, Enter
 * and Space press them, arrow keys move between tabs; medium-zoom already closes on Escape.
 */
export function KeyboardOperable() {
  const t = useUiText();
  const themeSwitchLabel = t('themeSwitchLabel');
  useEffect(() => {
    const update = () => markUp(themeSwitchLabel);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [themeSwitchLabel]);
  return null;
}
