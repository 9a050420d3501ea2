import type { Element, Root, RootContent } from 'hast';

/** Calls `visit` on every element of the tree. */
export function eachElement(tree: Root, visit: (node: Element) => void) {
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element') visit(node);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
}

export function hasClass(node: Element, name: string) {
  const className = node.properties?.className ?? node.properties?.class;
  const classes = Array.isArray(className) ? className : String(className ?? '').split(' ');
  return classes.includes(name);
}
