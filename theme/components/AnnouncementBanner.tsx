import { usePage } from '@rspress/core/runtime';
import { Banner } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { type Announcement, announcement as configured, bannerStorageKey } from './announcement';
import { useHomeLang } from './useHomeLang';
import './AnnouncementBanner.css';

const CLOSE_LABEL = { en: 'Dismiss announcement', zh: '关闭公告' };
const REGION_LABEL = { en: 'Announcement', zh: '公告' };

/**
 * The home page's announcement, drawn by the framework's `Banner`: it remembers a dismissal in
 * localStorage and hides a dismissed banner before the first paint (its inline script), so the
 * page never jumps. Shown only on the home page and only when an announcement is configured.
 */
export function AnnouncementBanner({ announcement = configured, lang: langProp }: { announcement?: Announcement | null; lang?: string }) {
  const { page } = usePage();
  const lang = useHomeLang(langProp);
  const ref = useRef<HTMLDivElement>(null);
  const isHome = page.pageType === 'home';

  // The framework's close control is a bare <svg> with a click handler; make it a labelled,
  // focusable button that Enter and Space press, like any other button.
  useEffect(() => {
    const close = ref.current?.querySelector<SVGElement>('.rp-banner__close');
    if (!close) return;
    close.setAttribute('role', 'button');
    close.setAttribute('tabindex', '0');
    close.setAttribute('aria-label', CLOSE_LABEL[lang]);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      close.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    close.addEventListener('keydown', onKeyDown);
    return () => close.removeEventListener('keydown', onKeyDown);
  }, [lang, isHome]);

  if (!announcement || !isHome) return null;
  // The banner sits above the navbar, outside every landmark: its own names it for screen readers.
  return (
    <aside className="rsb-announcement-region" aria-label={REGION_LABEL[lang]}>
      <Banner
        ref={ref}
        className="rsb-announcement"
        href={announcement.href}
        message={announcement.message[lang]}
        storageKey={bannerStorageKey(announcement)}
      />
    </aside>
  );
}
