import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
import rehypeShiki from '@shikijs/rehype';
import type { Element, Root } from 'hast';
import { unified } from 'unified';
import { siteShikiTransformers } from '../../site/code-highlighting';
import { listSourceFiles, parseMdx } from '../../site/docs-source/index';
import { type CodeSample, cannotHighlightAhead, codeSamplesOf, highlightSamples } from '../../site/highlight-ahead';
import { HighlightedCodeCache } from '../../site/highlight-cache';

test('the line scan reads fences as the Markdown parser does: language, meta, indentation, longer fences', () => {
  const source = [
    '# Title',
    '',
    '```ts title="src/a.ts"',
    'const a = 1;',
    '',
    '```',
    '',
    '1. Step',
    '',
    '   ```bash',
    '   npm run build',
    '     --watch',
    '   ```',
    '',
    '````md',
    '```js',
    'x',
    '```',
    '````',
    '',
    '~~~',
    'plain',
    '~~~',
  ].join('\n');
  assert.deepEqual(codeSamplesOf(source), [
    { lang: 'ts', meta: 'title="src/a.ts"', code: 'const a = 1;\n' },
    { lang: 'bash', meta: '', code: 'npm run build\n  --watch' },
    { lang: 'md', meta: '', code: '```js\nx\n```' },
    { lang: '', meta: '', code: 'plain' },
  ]);
});

test('every code block of the docs is found by the line scan as the MDX parser reads it', () => {
  const files = listSourceFiles('docs');
  let blocks = 0;
  for (const { path, source } of files) {
    const scanned = new Set(codeSamplesOf(source).map((sample) => JSON.stringify(sample)));
    for (const { lang, meta, code } of parseMdx(source, { mdx: path.endsWith('.mdx') }).codeBlocks) {
      blocks++;
      assert.ok(scanned.has(JSON.stringify({ lang, meta, code })), `${path}: ${lang} ${meta} ${code.slice(0, 60)}`);
    }
  }
  assert.ok(blocks > 2000, `${blocks} code blocks`);
});

/** A fenced block as the Markdown compiler hands it to the Shiki plugin. */
const fencedBlock = ({ lang, meta, code }: CodeSample): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: lang ? { className: [`language-${lang}`] } : {},
      data: { meta } as Element['data'],
      children: [{ type: 'text', value: `${code}\n` }],
    },
  ],
});

class RecordingCache extends HighlightedCodeCache {
  readonly stored: [string, Root][] = [];
  set(key: string, highlighted: Root) {
    this.stored.push([key, structuredClone(highlighted)]);
    return super.set(key, highlighted);
  }
}

test('samples highlighted ahead are what the framework’s Shiki plugin stores, under the keys it looks up', async () => {
  const samples: CodeSample[] = [
    { lang: 'ts', meta: 'title="rsbuild.config.ts"', code: "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});" },
    { lang: 'bash', meta: '', code: 'npx rsbuild build --watch' },
    { lang: '', meta: '', code: 'dist/index.html' },
    { lang: 'vue', meta: '', code: '<template><p>{{ msg }}</p></template>' },
  ];
  const cache = new RecordingCache();
  const options = createRehypeShikiOptions(false, false, undefined, { transformers: siteShikiTransformers(), cache });
  const tree: Root = { type: 'root', children: samples.map(fencedBlock) };
  await unified().use(rehypeShiki, options).run(tree);

  const ahead: [string, Root][] = [];
  for await (const entry of highlightSamples(samples, { showLineNumbers: false, defaultWrapCode: false })) ahead.push(entry);
  assert.deepEqual(ahead.map(([key]) => key), [
    JSON.stringify(['ts', 'title="rsbuild.config.ts"', "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n"]),
    JSON.stringify(['bash', '', 'npx rsbuild build --watch\n']),
    JSON.stringify(['txt', '', 'dist/index.html\n']),
    JSON.stringify(['vue', '', '<template><p>{{ msg }}</p></template>\n']),
  ]);
  // The plugin stores samples of languages it loads on demand last; Maps compare in any order.
  assert.equal(cache.stored.length, 4);
  assert.deepEqual(new Map(ahead), new Map(cache.stored));
});

test('the worker highlights only for the Shiki options it knows: the cache and the site’s transformers', () => {
  assert.equal(cannotHighlightAhead({ shiki: { cache: new HighlightedCodeCache(), transformers: siteShikiTransformers() } }), undefined);
  assert.equal(cannotHighlightAhead({}), 'markdown.shiki.transformers are not siteShikiTransformers() ()');
  assert.equal(cannotHighlightAhead({ shiki: { transformers: siteShikiTransformers(), langAlias: { vue3: 'vue' } } }), 'markdown.shiki has langAlias');
  assert.equal(
    cannotHighlightAhead({ shiki: { transformers: [{ name: 'rsbuild-docs:token-classes' }] } }),
    'markdown.shiki.transformers are not siteShikiTransformers() (rsbuild-docs:token-classes)',
  );
});
