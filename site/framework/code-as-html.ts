import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { FrameworkCoupling } from './coupling';

export const codeAsHtmlCoupling = new FrameworkCoupling(
  'code samples as one HTML string',
  "Shiki's `<pre><code>` tree as the framework's highlighter hands it to transformers, turned into an MDX JSX element (`mdxJsxFlowElement`) that the framework's MDX compiler passes through",
);

/** `dangerouslySetInnerHTML={{ __html: html }}`, as the MDX compiler takes a JSX attribute. */
function innerHtmlAttribute(html: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{ __html: ${JSON.stringify(html)} }`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: [
                  {
                    type: 'Property',
                    key: { type: 'Identifier', name: '__html' },
                    value: { type: 'Literal', value: html },
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                  },
                ],
              },
            },
          ],
        },
      },
    },
  };
}

/**
 * A Shiki transformer that hands a highlighted sample to the page as one HTML string: the block's
 * `<code>` element gets its lines and tokens as `dangerouslySetInnerHTML` instead of as children.
 *
 * The site's samples have about 95,000 tokens. As elements, every one of them went through each
 * later Markdown plugin, the MDX compiler's JSX passes, the bundler and the minifier, and became a
 * React element that each page render and hydration walks; they were a large part of the
 * Markdown compiler's work. As a string they are one node. The `<pre>` and `<code>` elements stay what they
 * were, so the framework's code block (title, copy and wrap buttons, folding) works as before; it
 * reads the sample from the page, not from React's children. Runs last: the token classes are set
 * by then (site/framework/code-token-classes.ts).
 */
export function transformerCodeAsHtml() {
  return {
    name: 'rsbuild-docs:code-as-html',
    root(root: Root) {
      codeAsHtmlCoupling.candidate();
      const pre = root.children[0];
      if (pre?.type !== 'element' || pre.tagName !== 'pre') return;
      const index = pre.children.findIndex((child) => child.type === 'element' && child.tagName === 'code');
      const code = pre.children[index] as Element | undefined;
      // Attributes of `<code>` itself would need turning into JSX; Shiki sets none.
      if (!code || Object.keys(code.properties).length > 0) return;
      const asHtml: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'code',
        attributes: [innerHtmlAttribute(toHtml(code.children))],
        children: [],
      };
      pre.children[index] = asHtml;
      codeAsHtmlCoupling.matched();
    },
  };
}
