import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { navbarState, throttle } from './navbarState';
import './NavbarAutoHide.css';

const THROTTLE_MS = 200;

/**
 * Implements `themeConfig.hideNavbar`, which Rspress 2 declares but ignores:
 * with `auto` the navbar slides away while reading down and comes back on scroll up.
 */
export function NavbarAutoHide() {
  const { site } = useSite();
  const mode = site.themeConfig.hideNavbar ?? 'never';

  useEffect(() => {
    const root = document.documentElement;
    let lastY = window.scrollY;
    const apply = () => {
      const y = window.scrollY;
      const state = navbarState(mode, lastY, y);
      root.toggleAttribute('data-navbar-hidden', state.hidden);
      root.toggleAttribute('data-navbar-top', state.atTop);
      lastY = y;
    };
    apply();
    const onScroll = throttle(apply, THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
      root.removeAttribute('data-navbar-hidden');
      root.removeAttribute('data-navbar-top');
    };
  }, [mode]);

  return null;
}
