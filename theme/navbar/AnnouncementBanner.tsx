import { usePage } from '@rspress/core/runtime';
import { Banner } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { useUiText } from '../i18n/useUiText';
import { announcement, bannerStorageKey } from './announcement';
import './AnnouncementBanner.css';

/**
 * The home page's announcement, drawn by the framework's `Banner`: it remembers a dismissal in
 * localStorage and hides a dismissed banner before the first paint (its inline script), so the
 * page never jumps. Shown only on the home page and only when an announcement is configured.
 */
export function AnnouncementBanner() {
  const { page } = usePage();
  const t = useUiText();
  const dismissLabel = t('announcement.dismissLabel');
  const ref = useRef<HTMLDivElement>(null);
  const isHome = page.pageType === 'home';

  // The framework's close control is a bare <svg> with a click handler; make it a labelled,
  // focusable button that Enter and Space press, like any other button.
  useEffect(() => {
    const close = ref.current?.querySelector<SVGElement>('.rp-banner__close');
    if (!close) return;
    close.setAttribute('role', 'button');
    close.setAttribute('tabindex', '0');
    close.setAttribute('aria-label', dismissLabel);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      close.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    close.addEventListener('keydown', onKeyDown);
    return () => close.removeEventListener('keydown', onKeyDown);
  }, [dismissLabel, isHome]);

  if (!announcement || !isHome) return null;
  // The banner sits above the navbar, outside every landmark: its own names it for screen readers.
  return (
    <aside className="rsb-announcement-region" aria-label={t('announcement.regionLabel')}>
      <Banner
        ref={ref}
        className="rsb-announcement"
        href={announcement.href}
        message={t('announcement.message')}
        storageKey={bannerStorageKey(announcement)}
      />
    </aside>
  );
}
