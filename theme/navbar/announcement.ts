// The one place to configure the dismissible banner at the top of the home page; its text is
// `announcement.message` in common/i18n/. Set `announcement` to null to show no banner. Give a
// new announcement a new `id`: the id is part of the storage key, so readers who closed an older
// one see the new one.

export interface Announcement {
  id: string;
  /** Where the banner leads; an external address opens in a new tab. */
  href: string;
}

export const announcement: Announcement | null = {
  id: 'rsbuild-2x-docs',
  href: 'https://rsbuild.rs/',
};

/** The localStorage key that remembers a dismissal. */
export function bannerStorageKey(item: Announcement): string {
  return `rsbuild-banner-dismissed:${item.id}`;
}
