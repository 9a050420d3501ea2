import { SearchButton } from '@rspress/core/theme-original';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Language } from '../../common/languages';
import { provideSearchTexts, type UiText, useUiText } from '../i18n/useUiText';
import { useLanguage } from '../lib/useLanguage';
import './SearchButton.css';

type ModalProps = { t: UiText; lang: Language; initialQuery: string; onClose: () => void };

let modalModule: Promise<{ default: ComponentType<ModalProps> }> | undefined;
/** The modal, its styles and the search code load on the first sign of intent, once. */
const loadModal = () => {
  // The modal's own texts arrive with its code (common/i18n/delivery.ts).
  modalModule ??= import('./SearchModal').then((modal) => {
    provideSearchTexts(modal.searchTexts);
    return modal;
  });
  return modalModule;
};
const SearchModal = lazy(loadModal);

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The text the reader selected on the page, as the first query (at most 64 characters). */
const selectedText = () => window.getSelection()?.toString().slice(0, 64) ?? '';

/**
 * The navbar's search: the framework's button, opening a DocSearch modal that searches a
 * local index of the docs (or the hosted provider when configured at build time).
 */
export function Search() {
  const lang = useLanguage();
  const t = useUiText();
  const [open, setOpen] = useState<{ initialQuery: string } | null>(null);
  const [shortcutsReady, setShortcutsReady] = useState(false);

  const close = useCallback(() => setOpen(null), []);
  const show = useCallback(() => {
    loadModal();
    setOpen({ initialQuery: selectedText() });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The modal component leaves Escape to its host.
      if (event.key === 'Escape') {
        setOpen(null);
        return;
      }
      const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isEditable(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      setOpen((current) => (current && commandK ? null : current ?? { initialQuery: selectedText() }));
      loadModal();
    };
    window.addEventListener('keydown', onKeyDown);
    setShortcutsReady(true);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      className="rsb-search"
      data-shortcuts={shortcutsReady ? 'ready' : undefined}
      onPointerEnter={loadModal}
      onFocus={loadModal}
      onTouchStart={loadModal}
    >
      <SearchButton setFocused={(focused) => focused && show()} />
      {open && (
        <Suspense fallback={null}>
          <SearchModal t={t} lang={lang} initialQuery={open.initialQuery} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
