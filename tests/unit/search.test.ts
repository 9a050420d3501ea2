import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { decodePostings, encodePostings, type PageText, slugTerms, tokenize } from '../../common/search-format';
import { startIndexWriter } from '../../site/search/plugin';
import { buildSearchIndex, pageEntry, searchIndexOf } from '../../site/search/records';
import {
  createLocalSearchClient,
  highlight,
  keepRankOrder,
  markPattern,
  oneEditApart,
  parseQuery,
  snippet,
} from '../../theme/search/localSearch';

const enPage = `# output.distPath

- **Type:** \`object\`

Sets the folder the build writes to.

## Example

Change the root folder to \`build\`:

\`\`\`ts
export default {};
\`\`\`

### Nested folders {#nested}

- JavaScript goes to \`static/js\`.
- Pages that print \`<script>\` tags stay safe.
`;

const zhPage = `# 产物目录

## 修改目录 {#change-dir}

构建产物默认输出到 dist 目录，可以通过 distPath 修改。
`;

const mentionPage = `# Overview of plugins

## Plugin hooks

A paragraph that mentions output.distPath and the dist path once.
`;

/** An index and page texts built from pages given as sources, as the build writes them. */
function siteOf(pages: { route: string; source: string; section: string }[]) {
  const entries = pages.map((page) => pageEntry(page)!);
  const texts = entries.map((entry) => entry.text);
  return { index: searchIndexOf(entries.map((entry) => entry.entry), texts), texts };
}

function clientFor(pages: { route: string; source: string; section: string }[]) {
  const { index, texts } = siteOf(pages);
  const requested: string[] = [];
  const fetcher = async (url: string) => {
    requested.push(url);
    if (url === '/index.json') return new Response(JSON.stringify(index));
    return new Response(JSON.stringify(texts[Number(/(\d+)\.json$/.exec(url)![1])]));
  };
  const client = createLocalSearchClient({ index: '/index.json', pageText: (page) => `/text/${page}.json` }, fetcher as typeof fetch);
  return { client, requested };
}

const query = async (client: ReturnType<typeof clientFor>['client'], text: string) =>
  (await client.search({ requests: [{ query: text, indexName: 'local', attributesToSnippet: ['content:10'] }] })).results[0];

describe('index generation', () => {
  const { entry, text } = pageEntry({ route: '/config/output/dist-path', source: enPage, section: 'Config' })!;

  test('a page: route, section, title, its h2–h4 with anchors, and its paragraphs per section', () => {
    assert.deepEqual(entry, [
      '/config/output/dist-path',
      'Config',
      'output.distPath',
      [
        ['example', 2, 'Example'],
        ['nested', 3, 'Nested folders'],
      ],
    ]);
    assert.deepEqual(text, [
      ['Type: object', 'Sets the folder the build writes to.'],
      ['Change the root folder to build:'],
      ['JavaScript goes to static/js.', 'Pages that print <script> tags stay safe.'],
    ]);
  });

  test('Chinese pages keep their explicit ids and text', () => {
    const zh = pageEntry({ route: '/zh/guide/basic/output-files', source: zhPage, section: '指南' })!;
    assert.deepEqual(zh.entry[3], [['change-dir', 2, '修改目录']]);
    assert.deepEqual(zh.text[1], ['构建产物默认输出到 dist 目录，可以通过 distPath 修改。']);
  });

  test('postings: page numbers as base-36 steps', () => {
    assert.equal(encodePostings([0, 1, 5, 15]), '0,1,4,a');
    assert.deepEqual(decodePostings('0,1,4,a'), [0, 1, 5, 15]);
  });

  test('a fixture site is indexed from its own docs folder', () => {
    const root = path.resolve(import.meta.dirname, '../fixtures/search-hosted/docs');
    const { index } = buildSearchIndex('en', root);
    assert.deepEqual(
      index.pages.map((page) => page[0]),
      ['/config/output/dist-path', '/guide/advanced/env-vars'],
    );
  });

  test('a production build writes the index in a process at the lowest CPU priority', async () => {
    const root = path.resolve(import.meta.dirname, '../fixtures/search-hosted/docs');
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'search-index-writer-'));
    try {
      const writer = startIndexWriter(root, outDir, ['en', 'zh']);
      assert.equal(os.getPriority(writer.pid), 19);
      assert.equal(await writer.written, outDir);
      const written = JSON.parse(readFileSync(path.join(outDir, 'en', 'index.json'), 'utf8'));
      assert.deepEqual(
        written.pages.map((page: unknown[]) => page[0]),
        ['/config/output/dist-path', '/guide/advanced/env-vars'],
      );
      assert.ok(existsSync(path.join(outDir, 'zh', 'index.json')));
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('words', () => {
  test('keys and slugs are indexed whole and split', () => {
    assert.deepEqual(tokenize('output.distPath'), ['output', 'distpath', 'dist', 'path']);
    assert.deepEqual(tokenize('DIST PATH'), ['dist', 'path']);
    assert.deepEqual(slugTerms('/guide/advanced/env-vars'), ['env', 'vars', 'envvars']);
    assert.deepEqual(tokenize('产物目录'), ['产物', '物目', '目录']);
  });

  test('a query: synonyms become choices, lone Chinese characters next to other words are dropped', () => {
    assert.deepEqual(parseQuery('env vars'), [
      { alternatives: [['env'], ['environment']] },
      { alternatives: [['vars'], ['variables']] },
    ]);
    assert.deepEqual(parseQuery('ssr'), [{ alternatives: [['ssr'], ['server', 'side', 'rendering']] }]);
    assert.deepEqual(parseQuery('hot module replacement'), [
      { alternatives: [['hmr'], ['hot', 'module', 'replacement'], ['hot', 'reload']] },
    ]);
    assert.deepEqual(parseQuery('从 webpack 迁移'), [{ alternatives: [['webpack']] }, { alternatives: [['迁移']] }]);
  });

  test('one edit apart: insert, delete, replace, swap', () => {
    assert.ok(oneEditApart('tailwnd', 'tailwind'));
    assert.ok(oneEditApart('proxxy', 'proxy'));
    assert.ok(oneEditApart('polyfell', 'polyfill'));
    assert.ok(oneEditApart('exetrnals', 'externals'));
    assert.ok(!oneEditApart('tailwnd', 'tailwindcss'));
    assert.ok(!oneEditApart('proxy', 'proxy'));
  });
});

describe('querying', () => {
  const pages = [
    { route: '/config/plugins', source: mentionPage, section: 'Config' },
    { route: '/guide/basic/cli', source: '# CLI\n\n## Options\n\n### The dist path flag {#dist-path-flag}\n\nSets the folder.\n', section: 'Guide' },
    { route: '/config/output/dist-path', source: enPage, section: 'Config' },
  ];

  test('every way of writing a key puts its page first, as the page itself', async () => {
    const { client } = clientFor(pages);
    for (const text of ['distPath', 'dist path', 'dist-path', 'DIST PATH', 'distpath', 'output.distPath', 'DistPath']) {
      const result = await query(client, text);
      assert.equal(result.hits[0].url, '/config/output/dist-path', text);
      assert.equal(result.hits[0].type, 'lvl1', text);
    }
  });

  test('the page named by the query, then a page with a heading naming it, then a page that mentions it', async () => {
    const { client, requested } = clientFor(pages);
    const result = await query(client, 'dist path');
    assert.deepEqual(
      result.hits.map((hit) => `${hit.type} ${hit.url}`),
      ['lvl1 /config/output/dist-path', 'lvl3 /guide/basic/cli#dist-path-flag', 'content /config/plugins#plugin-hooks'],
    );
    assert.equal(result.hits[2].content, 'A paragraph that mentions output.distPath and the dist path once.');
    assert.match(result.hits[2]._snippetResult.content!.value, /<mark>dist<\/mark> <mark>path<\/mark>/);
    assert.deepEqual(requested, ['/index.json', '/text/0.json'], 'only the text of the page shown for a mention loads');
  });

  test('the screen keeps rank order: a section seen before starts a new group', async () => {
    const { client } = clientFor(pages);
    const result = await query(client, 'dist path');
    assert.deepEqual(
      result.hits.map((hit) => hit._highlightResult.hierarchy.lvl0!.value),
      ['Config', 'Guide', 'Config\u200b'],
    );
    assert.deepEqual(
      result.hits.map((hit) => hit.hierarchy.lvl0),
      ['Config', 'Guide', 'Config'],
    );
    assert.equal(keepRankOrder([]).length, 0);
  });

  test('one-letter typos in long words still find the page, exact matches first', async () => {
    const { client } = clientFor([
      { route: '/guide/styling/tailwindcss', source: '# Tailwind CSS\n\nUse tailwind with Rsbuild.\n', section: 'Guide' },
      { route: '/guide/styling/tailwnd', source: '# Tailwnd\n\nA page named like the typo.\n', section: 'Guide' },
    ]);
    const result = await query(client, 'tailwnd');
    assert.deepEqual(
      result.hits.map((hit) => hit.url),
      ['/guide/styling/tailwnd', '/guide/styling/tailwindcss'],
    );
    assert.equal((await query(client, 'tailwnd')).nbHits, 2);
    assert.equal((await query(client, 'talw')).nbHits, 0, 'no typo matching below five letters');
  });

  test('Chinese: a title in character pairs, text in characters checked as pairs in the paragraph', async () => {
    const { client } = clientFor([{ route: '/zh/guide/basic/output-files', source: zhPage, section: '指南' }]);
    const title = await query(client, '产物目录');
    assert.equal(title.hits[0].url, '/zh/guide/basic/output-files');
    const heading = await query(client, '修改目录');
    assert.equal(heading.hits[0].url, '/zh/guide/basic/output-files#change-dir');
    const text = await query(client, '默认输出');
    assert.equal(text.hits[0].url, '/zh/guide/basic/output-files#change-dir');
    assert.equal(text.hits[0].type, 'content');
    assert.match(text.hits[0]._snippetResult.content!.value, /<mark>默认输出<\/mark>/);
    const english = await query(client, 'distPath');
    assert.equal(english.hits[0].url, '/zh/guide/basic/output-files#change-dir', 'English words in Chinese pages are found');
  });

  test('at most ten pages are shown, so at most ten page texts load for one query', async () => {
    const mentions = Array.from({ length: 12 }, (_, i) => ({
      route: `/guide/page-${i}`,
      source: `# Page ${i}\n\nThis page mentions the dist path.\n`,
      section: 'Guide',
    }));
    const { client, requested } = clientFor(mentions);
    const result = await query(client, 'dist path');
    assert.equal(result.hits.length, 10);
    assert.equal(requested.filter((url) => url.startsWith('/text/')).length, 10);
  });

  test('no query, no hits; unknown words, no hits', async () => {
    const { client } = clientFor(pages);
    assert.equal((await query(client, 'zzzqqq')).nbHits, 0);
    assert.equal((await query(client, '   ')).nbHits, 0);
  });

  test('a failed index load is a RetryError, and the next search tries again', async () => {
    const { index, texts } = siteOf([{ route: '/a', source: enPage, section: 'Config' }]);
    let calls = 0;
    const client = createLocalSearchClient({ index: '/index.json', pageText: () => '/text/0.json' }, (async (url: string) => {
      if (url === '/text/0.json') return new Response(JSON.stringify(texts[0]));
      calls++;
      if (calls === 1) return new Response('', { status: 500, statusText: 'Server Error' });
      return new Response(JSON.stringify(index));
    }) as typeof fetch);
    await assert.rejects(query(client, 'distPath'), { name: 'RetryError' });
    assert.equal((await query(client, 'distPath')).hits[0].url, '/a');
  });

  test('a page whose text cannot be loaded is still shown, as the page', async () => {
    const { index } = siteOf(pages);
    const client = createLocalSearchClient({ index: '/index.json', pageText: (page) => `/text/${page}.json` }, (async (url: string) =>
      url === '/index.json' ? new Response(JSON.stringify(index)) : new Response('', { status: 404 })) as typeof fetch);
    const result = await query(client, 'dist path');
    assert.deepEqual(
      result.hits.map((hit) => `${hit.type} ${hit.url}`),
      ['lvl1 /config/output/dist-path', 'lvl3 /guide/basic/cli#dist-path-flag', 'lvl1 /config/plugins'],
    );
  });
});

describe('highlighting', () => {
  test('page text and queries never become markup', async () => {
    const { client } = clientFor([{ route: '/config/output/dist-path', source: enPage, section: 'Config' }]);
    const [hit] = (await query(client, 'tags')).hits;
    assert.equal(hit.content, 'Pages that print <script> tags stay safe.');
    assert.equal(hit._highlightResult.content!.value, 'Pages that print &lt;script&gt; <mark>tags</mark> stay safe.');
    const attack = '<img src=x onerror=alert(1)>';
    const marked = highlight(`before ${attack} after`, markPattern(tokenize(attack)));
    assert.doesNotMatch(marked.value, /<img/);
    assert.match(marked.value, /&lt;<mark>img<\/mark> <mark>src<\/mark>=<mark>x<\/mark>/);
    assert.equal((await query(client, attack)).nbHits, 0);
  });

  test('snippets keep about N words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen';
    const cut = snippet(text, markPattern(['twelve']), 5);
    assert.match(cut, /^….*twelve.*…$/);
    assert.equal(cut.replace(/…/g, '').trim().split(/\s+/).length, 5);
    assert.equal(snippet('short text', markPattern(['short']), 10), 'short text');
  });
});

test('the real index of each language loads at most 100 KB gzip up front; a page text at most 8 KB', () => {
  const docs = path.resolve(import.meta.dirname, '../../docs');
  for (const lang of ['en', 'zh']) {
    const { index, texts } = buildSearchIndex(lang, docs);
    const bytes = gzipSync(JSON.stringify(index)).length;
    assert.ok(bytes <= 100 * 1024, `${lang}: ${bytes} bytes`);
    const largest = Math.max(...texts.map((text: PageText) => gzipSync(JSON.stringify(text)).length));
    assert.ok(largest <= 8 * 1024, `${lang}: largest page text ${largest} bytes`);
  }
});
