import { FEATURES_ID, NAVBAR_END_ID } from '../common/dom-ids';
import { isHomeRoute } from '../common/routes';

/**
 * A browser may paint a page before all of its HTML has arrived. On a slow machine such a paint
 * showed the navbar with only its search button, and on the home page the hero's stars placed in
 * a hero still growing; both then moved (layout shifts up to 0.014). Every page's head asks the
 * browser to hold the first paint until an element has been parsed (`rel="expect"`,
 * render-blocking; browsers without it paint as before): on the home page the feature grid, which
 * follows the navbar and the hero; on other pages the marker right after the navbar
 * (theme/navbar/NavbarEnd.tsx), so the content still paints as it arrives.
 */
export function firstPaintLink(routePath: string): Record<string, string> {
  const target = isHomeRoute(routePath) ? FEATURES_ID : NAVBAR_END_ID;
  return { rel: 'expect', href: `#${target}`, blocking: 'render' };
}
