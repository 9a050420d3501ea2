import { useNavigate } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * Switching language keeps the section the reader is on: both languages share heading ids
 * (the parity check enforces it), so the hash is carried over to the other language's page.
 */
export function LanguageSwitchKeepsHash() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[hreflang][rel="alternate"]');
      const { hash } = window.location;
      if (!link || !hash) return;
      const target = new URL((link as HTMLAnchorElement).href);
      if (target.origin !== window.location.origin || target.hash) return;
      event.preventDefault();
      event.stopPropagation();
      navigate(`${target.pathname}${target.search}${hash}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
  return null;
}
