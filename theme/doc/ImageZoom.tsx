import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './image-zoom.css';

const IMAGES = '.rspress-doc img';

/**
 * Click-to-zoom for the images of a doc page: the framework's medium-zoom behaviour, but the
 * library is fetched only on pages that show an image, instead of on every page's first load.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let left = false;
    // The page's content renders just after a client-side navigation changes the path.
    const timeout = setTimeout(async () => {
      const images = document.querySelectorAll(IMAGES);
      if (images.length === 0) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (!left) zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
    }, 100);
    return () => {
      left = true;
      clearTimeout(timeout);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
