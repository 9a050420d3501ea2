import type { ElementContent, Root, RootContent } from 'hast';

/** A dot between two parts of a name: `performance.chunkSplit`, `output.distPath` (not `1.x`). */
const DOT_IN_NAME = /(?<=[A-Za-z_$][\w$]*\.)(?=[A-Za-z_$])/;

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

/** A command-line flag: one or two dashes and a name, at the start of the text or after a space or bracket. */
const FLAG = /(?<![^\s([{])(--?[A-Za-z][\w-]*)/;

/**
 * A flag such as `--environment` broke after its dashes on a phone's narrow table cell, leaving
 * `--` alone on a line. Each flag is kept on one line (a span that does not wrap); copied text is
 * unchanged, and the code span still breaks at its spaces.
 */
function withFlagsKeptWhole(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text' || !FLAG.test(child.value)) return [child];
    // split() with a capturing group puts each flag at an odd index.
    return child.value.split(new RegExp(FLAG.source, 'g')).flatMap((value, index): ElementContent[] => {
      if (index % 2 === 0) return value ? [{ type: 'text', value }] : [];
      return [{ type: 'element', tagName: 'span', properties: { style: 'white-space:nowrap' }, children: [{ type: 'text', value }] }];
    });
  });
}

/**
 * A dotted option name too long for a phone's line (`performance.chunkSplit` in an h1, an option
 * path in a code span) broke wherever the line ended, mid-word. A `<wbr>` after each dot of a name
 * lets it break there first; the text itself is unchanged. Flags in code spans stay whole. Not in
 * h2–h6: the framework copies their markup into the page's outline as text.
 */
export function rehypeWordBreaks() {
  const walk = (node: Root | RootContent, skip: boolean) => {
    if (node.type === 'element') {
      const inside = skip || node.tagName === 'pre' || /^h[2-6]$/.test(node.tagName);
      if (!inside && node.tagName === 'code') node.children = withBreaksAfterDots(withFlagsKeptWhole(node.children));
      else if (!inside && node.tagName === 'h1') node.children = withBreaksAfterDots(node.children);
      node.children.forEach((child) => walk(child, inside));
      return;
    }
    if (node.type === 'root') node.children.forEach((child) => walk(child, skip));
  };
  return (tree: Root) => walk(tree, false);
}
