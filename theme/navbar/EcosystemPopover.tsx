import { normalizeImagePath } from '@rspress/core/runtime';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { RSTACK_ORG_URL, rstackProjects } from '../home/data/ecosystem';
import { useUiText } from '../i18n/useUiText';
import '../lib/visuallyHidden.css';
import './EcosystemPopover.css';

/** The spec's hover close delay: long enough to cross from the button into the panel. */
const HOVER_CLOSE_DELAY = 150;

type OpenedBy = 'hover' | 'click' | 'keyboard';

/**
 * A grid button before the navbar title that opens a panel of the eight Rstack sites,
 * anchored below the button's left edge. Opens on mouse hover and on click, Enter or Space;
 * closes 150 ms after the mouse leaves, on Escape, on a click outside, or when focus leaves.
 * Opened from the keyboard, focus moves to the first entry, and back to the button on Escape.
 * The entries (and their logo requests) are only rendered once the panel has been opened.
 */
export function EcosystemPopover() {
  const t = useUiText();
  const [open, setOpen] = useState(false);
  const [rendered, setRendered] = useState(false);
  const openedBy = useRef<OpenedBy>('click');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();
  const titleId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);

  const show = (by: OpenedBy) => {
    cancelClose();
    openedBy.current = by;
    setRendered(true);
    setOpen(true);
  };

  const hide = useCallback((returnFocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Keyboard opening moves focus into the panel once it is on screen.
  useEffect(() => {
    if (open && openedBy.current === 'keyboard') panelRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = !!rootRef.current?.contains(document.activeElement);
      hide(focusInside || openedBy.current === 'keyboard');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, hide]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    // Enter and Space fire a click with no pointer behind it (detail 0).
    const fromKeyboard = event.detail === 0;
    if (!open) {
      show(fromKeyboard ? 'keyboard' : 'click');
    } else if (!fromKeyboard && openedBy.current === 'hover') {
      // The mouse opened it on the way to the button: a click keeps it open rather than closing it.
      openedBy.current = 'click';
    } else {
      hide(false);
    }
  };

  return (
    <div
      className="rsb-eco"
      ref={rootRef}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(open ? openedBy.current : 'hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || !open) return;
        cancelClose();
        closeTimer.current = setTimeout(() => hide(!!panelRef.current?.contains(document.activeElement)), HOVER_CLOSE_DELAY);
      }}
      onBlur={(event) => {
        // Tabbing past the last entry (or away from the button) closes the panel.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) hide(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="rsb-eco__button"
        aria-label={t('ecosystem.buttonLabel')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          {[3.5, 10, 16.5].flatMap((y) => [3.5, 10, 16.5].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.9" fill="currentColor" />))}
        </svg>
      </button>
      <div className="rsb-eco__panel" id={panelId} ref={panelRef} role="dialog" aria-labelledby={titleId} hidden={!open}>
        <div className="rsb-eco__card">
          <div className="rsb-eco__header">
            <span className="rsb-eco__title" id={titleId}>
              {t('ecosystem.title')}
            </span>
            <a className="rsb-eco__org" href={RSTACK_ORG_URL} target="_blank" rel="noopener noreferrer">
              {t('ecosystem.githubText')}
              <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
              </svg>
              <span className="rsb-visually-hidden"> {t('newTab')}</span>
            </a>
          </div>
          {rendered && (
            <ul className="rsb-eco__list">
              {rstackProjects.map((project) => (
                <li key={project.id}>
                  <a className="rsb-eco__entry" href={project.url} target="_blank" rel="noopener noreferrer" onClick={() => hide(false)}>
                    <img
                      className="rsb-eco__logo"
                      src={normalizeImagePath(project.logo)}
                      alt=""
                      width={40}
                      height={40}
                      style={project.logoScale ? { transform: `scale(${project.logoScale})` } : undefined}
                    />
                    <span className="rsb-eco__text">
                      <span className="rsb-eco__name">{project.name}</span>
                      <span className="rsb-eco__desc">{t(`ecosystem.tools.${project.id}`)}</span>
                    </span>
                    <span className="rsb-visually-hidden"> {t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
