import { NAVBAR_END_ID } from '../../common/dom-ids';

/**
 * An empty marker right after the navbar: the first paint of a doc page waits until the HTML has
 * reached it (site/first-paint.ts), so a slow phone never paints half a navbar.
 */
export function NavbarEnd() {
  return <span id={NAVBAR_END_ID} hidden />;
}
