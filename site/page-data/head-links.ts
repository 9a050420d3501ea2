import { feedLinks } from '../feeds';
import { firstPaintLink } from '../first-paint';

/**
 * A page's own `<link>` elements: what its first paint waits for, and its language's feeds.
 * Rendered into the head by theme/head/PageHeadLinks.tsx.
 */
export function pageHeadLinks(routePath: string): Record<string, string>[] {
  return [firstPaintLink(routePath), ...feedLinks(routePath)];
}
