import type { Element, Root, RootContent } from 'hast';

/** Calls `visit` on every element of the tree. */
function eachElement(tree: Root, visit: (node: Element) => void) {
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element') visit(node);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
}

function hasClass(node: Element, name: string) {
  const className = node.properties?.className ?? node.properties?.class;
  const classes = Array.isArray(className) ? className : String(className ?? '').split(' ');
  return classes.includes(name);
}

/**
 * The framework puts a `#` link in every Markdown heading and hides it from assistive technology
 * (`aria-hidden`), yet leaves it in the Tab order: a keyboard reader lands on a link that screen
 * readers cannot name. Taking it out of the Tab order keeps the mouse permalink; keyboard readers
 * reach every section's link through the page outline.
 */
export function rehypeHeadingAnchorsOutOfTabOrder() {
  return (tree: Root) =>
    eachElement(tree, (node) => {
      if (node.tagName === 'a' && hasClass(node, 'rp-header-anchor')) node.properties.tabIndex = -1;
    });
}

/**
 * Comparison tables leave the corner cell above their row labels empty (`| | Development |
 * Production |`). An empty header cell names no column; it becomes a plain cell.
 */
export function rehypeEmptyHeaderCellsAsData() {
  return (tree: Root) =>
    eachElement(tree, (node) => {
      if (node.tagName !== 'th') return;
      const empty = node.children.every((child) => child.type === 'text' && child.value.trim() === '');
      if (empty) node.tagName = 'td';
    });
}
