import { getSocialIcons } from '@rspress/core/dist/node/utils/getSocialIcons.js';

type PresetIcon = 'github' | 'x' | 'discord' | 'bluesky';

/**
 * A navbar social link whose icon carries the site's name. The framework draws a preset icon as a
 * bare `<svg>` inside the link, which leaves the link without an accessible name; the same preset
 * SVG, marked as an image named after the site, names it in the static HTML.
 */
export function namedSocialLink(icon: PresetIcon, name: string, url: string) {
  const svg = getSocialIcons([{ icon, mode: 'link', content: url }])[icon];
  return {
    icon: { svg: svg.replace('<svg ', `<svg role="img" aria-label="${name}" `) },
    mode: 'link' as const,
    content: url,
  };
}
