// Break opportunities after the dots of option names (site/word-breaks.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { rehypeWordBreaks } from '../../site/word-breaks';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (tagName: string, children: Root['children']) => ({ type: 'element' as const, tagName, properties: {}, children }) as never;

test('the h1 and code spans break after the dots of names; sentences, versions, other headings and code blocks do not', () => {
  const tree: Root = {
    type: 'root',
    children: [
      element('h1', [text('performance.chunkSplit')]),
      element('p', [text('See e.g. this. '), element('code', [text("output.distPath.root is 'dist'. ")])]),
      element('pre', [element('code', [text('config.output')])]),
      element('h2', [text('Keep Rsbuild 1.x '), element('code', [text('output.distPath')])]),
      element('p', [element('code', [text('v1.x')])]),
    ],
  };
  rehypeWordBreaks()(tree);
  assert.equal(
    toHtml(tree),
    "<h1>performance.<wbr>chunkSplit</h1><p>See e.g. this. <code>output.<wbr>distPath.<wbr>root is 'dist'. </code></p><pre><code>config.output</code></pre><h2>Keep Rsbuild 1.x <code>output.distPath</code></h2><p><code>v1.<wbr>x</code></p>",
  );
});

test('a flag in a code span stays on one line; hyphens inside words, minus signs and code blocks are left alone', () => {
  const tree: Root = {
    type: 'root',
    children: [
      element('p', [element('code', [text('--output inspect-prod')])]),
      element('p', [element('code', [text('-c, --config <config>')])]),
      element('p', [element('code', [text('rsbuild inspect (--environment web,node) x - 1 -1')])]),
      element('pre', [element('code', [text('rsbuild dev --open')])]),
    ],
  };
  rehypeWordBreaks()(tree);
  assert.equal(
    toHtml(tree),
    '<p><code><span style="white-space:nowrap">--output</span> inspect-prod</code></p>' +
      '<p><code><span style="white-space:nowrap">-c</span>, <span style="white-space:nowrap">--config</span> &#x3C;config></code></p>' +
      '<p><code>rsbuild inspect (<span style="white-space:nowrap">--environment</span> web,node) x - 1 -1</code></p>' +
      '<pre><code>rsbuild dev --open</code></pre>',
  );
});
