// The one place to configure the dismissible banner at the top of the home page.
// Set `announcement` to null to show no banner. Give a new announcement a new `id`:
// the id is part of the storage key, so readers who closed an older one see the new one.
import type { HomeLang } from './homeLang';

export interface Announcement {
  id: string;
  /** Where the banner leads; an external address opens in a new tab. */
  href: string;
  message: Record<HomeLang, string>;
}

export const announcement: Announcement | null = {
  id: 'rsbuild-1x-docs',
  href: 'https://github.com/web-infra-dev/rsbuild/releases',
  message: {
    en: 'These docs cover Rsbuild 1.x. See the changelog for every release.',
    zh: '本文档适用于 Rsbuild 1.x，各版本的变更见更新日志。',
  },
};

/** The localStorage key that remembers a dismissal. */
export function bannerStorageKey(item: Announcement): string {
  return `rsbuild-banner-dismissed:${item.id}`;
}
