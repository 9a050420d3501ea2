/**
 * `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` hide parts of a page.
 * The flags become `data-hide-*` attributes on <html>: an inline script sets them
 * before the first paint (so nothing flashes), and the theme keeps them in sync on
 * client-side navigation.
 */
export const PAGE_PART_FLAGS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type PagePartFlag = (typeof PAGE_PART_FLAGS)[number];

export const flagAttribute = (flag: PagePartFlag) => `data-hide-${flag}`;

export function hiddenParts(search: string): PagePartFlag[] {
  const query = new URLSearchParams(search);
  return PAGE_PART_FLAGS.filter((flag) => query.get(flag) === '0');
}

/** The same logic as `hiddenParts`, as a self-contained script for the document head. */
export const queryFlagsInlineScript = `(function(){try{var q=new URLSearchParams(location.search),r=document.documentElement;${JSON.stringify(
  PAGE_PART_FLAGS,
)}.forEach(function(f){if(q.get(f)==='0')r.setAttribute('data-hide-'+f,'')})}catch(e){}})()`;
