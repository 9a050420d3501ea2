import type { Root } from 'hast';
import { eachElement } from './hast-elements';

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
