import type { Root } from 'hast';
import { eachElement, hasClass } from '../hast-elements';
import { FrameworkCoupling } from './coupling';

/** The class of the `#` link the framework puts in every Markdown heading. */
const HEADING_ANCHOR_CLASS = 'rp-header-anchor';

export const headingAnchorCoupling = new FrameworkCoupling(
  'heading anchors out of the Tab order',
  `the class "${HEADING_ANCHOR_CLASS}" of the link the framework's rehype pass adds to each Markdown heading`,
);

/**
 * The framework puts a `#` link in every Markdown heading and hides it from assistive technology
 * (`aria-hidden`), yet leaves it in the Tab order: a keyboard reader lands on a link that screen
 * readers cannot name. Taking it out of the Tab order keeps the mouse permalink; keyboard readers
 * reach every section's link through the page outline.
 */
export function rehypeHeadingAnchorsOutOfTabOrder() {
  return (tree: Root) =>
    eachElement(tree, (node) => {
      if (/^h[2-6]$/.test(node.tagName)) headingAnchorCoupling.candidate();
      if (node.tagName !== 'a' || !hasClass(node, HEADING_ANCHOR_CLASS)) return;
      node.properties.tabIndex = -1;
      headingAnchorCoupling.matched();
    });
}
