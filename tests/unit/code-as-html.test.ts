import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { transformerCodeAsHtml } from '../../site/framework/code-as-html';

const span = (className: string | undefined, value: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: className ? { className: [className] } : {},
  children: [{ type: 'text', value }],
});
const line = (...tokens: Element[]): Element => ({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: tokens });

/** What Shiki hands its transformers' `root` hook for a two-line sample. */
const highlighted = (codeProperties: Element['properties'] = {}): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: { className: ['shiki', 'css-variables'], title: 'src/a.ts', lang: 'ts' },
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: codeProperties,
          children: [line(span('shiki-token-keyword', 'const'), span(undefined, ' a = ')), { type: 'text', value: '\n' }, line(span(undefined, '1 < 2 && 3'))],
        },
      ],
    },
  ],
});

const expectedHtml =
  '<span class="line"><span class="shiki-token-keyword">const</span><span> a = </span></span>\n<span class="line"><span>1 &#x3C; 2 &#x26;&#x26; 3</span></span>';

test('the sample becomes one HTML string on a <code> JSX element; <pre> keeps its properties', () => {
  const root = highlighted();
  transformerCodeAsHtml().root(root);
  const pre = root.children[0] as Element;
  assert.deepEqual(pre.properties, { className: ['shiki', 'css-variables'], title: 'src/a.ts', lang: 'ts' });
  assert.equal(pre.children.length, 1);
  const code = pre.children[0] as ElementContent as unknown as MdxJsxFlowElementHast;
  assert.equal(code.type, 'mdxJsxFlowElement');
  assert.equal(code.name, 'code');
  assert.deepEqual(code.children, []);
  assert.equal(code.attributes.length, 1);
  const [attribute] = code.attributes;
  assert.equal(attribute.type === 'mdxJsxAttribute' && attribute.name, 'dangerouslySetInnerHTML');
  const value = attribute.value;
  assert.ok(value && typeof value === 'object');
  assert.equal(value.value, `{ __html: ${JSON.stringify(expectedHtml)} }`);
  // What the MDX compiler reads: an object expression `{ __html: '…' }`.
  assert.deepEqual(value.data?.estree?.body, [
    {
      type: 'ExpressionStatement',
      expression: {
        type: 'ObjectExpression',
        properties: [
          { type: 'Property', key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: expectedHtml }, kind: 'init', method: false, shorthand: false, computed: false },
        ],
      },
    },
  ]);
});

test('a <code> element with attributes of its own, or a root that is not a <pre>, is left as it is', () => {
  const withAttributes = highlighted({ dataLanguage: 'ts' });
  transformerCodeAsHtml().root(withAttributes);
  assert.deepEqual(withAttributes, highlighted({ dataLanguage: 'ts' }));

  const notPre: Root = { type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: [] }] };
  transformerCodeAsHtml().root(notPre);
  assert.deepEqual(notPre, { type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: [] }] });
});
