// Break opportunities after the dots of option names (site/word-breaks.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { rehypeBreaksAfterDots } from '../../site/word-breaks';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (tagName: string, children: Root['children']) => ({ type: 'element' as const, tagName, properties: {}, children }) as never;

test('headings and code spans break after the dots of names; sentences and code blocks do not', () => {
  const tree: Root = {
    type: 'root',
    children: [
      element('h1', [text('performance.chunkSplit')]),
      element('p', [text('See e.g. this. '), element('code', [text("output.distPath.root is 'dist'. ")])]),
      element('pre', [element('code', [text('config.output')])]),
    ],
  };
  rehypeBreaksAfterDots()(tree);
  assert.equal(
    toHtml(tree),
    "<h1>performance.<wbr>chunkSplit</h1><p>See e.g. this. <code>output.<wbr>distPath.<wbr>root is 'dist'. </code></p><pre><code>config.output</code></pre>",
  );
});
