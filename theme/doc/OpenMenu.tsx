import { copyToClipboard, useMdUrl } from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState } from 'react';
import { useUiText } from '../i18n/useUiText';
import { chatPrompt, openMenuLinks } from './openMenuLinks';
import './OpenMenu.css';

/**
 * The "Open" menu after each page's h1: copy the link to the page's Markdown,
 * or open it in an AI chat. Replaces the framework's unlabelled arrow button.
 */
export function OpenMenu() {
  const t = useUiText();
  const { pathname } = useMdUrl();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!pathname) return null;

  const markdownUrl = typeof window === 'undefined' ? pathname : new URL(pathname, window.location.origin).toString();
  const links = openMenuLinks(chatPrompt(markdownUrl));

  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div className="rsb-open-menu" ref={rootRef} onKeyDown={moveFocus}>
      <button
        ref={buttonRef}
        type="button"
        className="rp-llms-button rsb-open-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('openMenuText')}
        <svg className="rsb-open-menu__chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className="rsb-open-menu__list" role="menu" id={menuId}>
          <button
            type="button"
            role="menuitem"
            className="rsb-open-menu__item"
            onClick={() => {
              copyToClipboard(markdownUrl);
              setOpen(false);
            }}
          >
            {t('copyMarkdownLinkText')}
          </button>
          {links.map((link) => (
            <a
              key={link.name}
              role="menuitem"
              className="rsb-open-menu__item"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              {t('openInText', { name: link.name })}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
