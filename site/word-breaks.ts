import type { Element, ElementContent, Root, RootContent } from 'hast';

/** A dot between two parts of a name: `performance.chunkSplit`, `output.distPath`. */
const DOT_IN_NAME = /(?<=[\w$)\]]\.)(?=[A-Za-z_$])/;

function withBreaksAfterDots(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text' || !DOT_IN_NAME.test(child.value)) return [child];
    const parts = child.value.split(new RegExp(DOT_IN_NAME.source, 'g'));
    return parts.flatMap((value, index) => {
      const text: ElementContent = { type: 'text', value };
      return index === 0 ? [text] : [{ type: 'element', tagName: 'wbr', properties: {}, children: [] }, text];
    });
  });
}

const isHeading = (node: Element) => /^h[1-6]$/.test(node.tagName);

/**
 * A dotted option name too long for a phone's line (`performance.chunkSplit` in an h1, an option
 * path in a code span) broke wherever the line ended, mid-word. A `<wbr>` after each dot of a name
 * lets it break there first; the text itself is unchanged.
 */
export function rehypeBreaksAfterDots() {
  const walk = (node: Root | RootContent, inPre: boolean) => {
    if (node.type === 'element') {
      const pre = inPre || node.tagName === 'pre';
      if (isHeading(node) || (node.tagName === 'code' && !pre)) {
        node.children = withBreaksAfterDots(node.children);
        node.children.forEach((child) => walk(child, pre));
        return;
      }
      node.children.forEach((child) => walk(child, pre));
      return;
    }
    if (node.type === 'root') node.children.forEach((child) => walk(child, inPre));
  };
  return (tree: Root) => walk(tree, false);
}
