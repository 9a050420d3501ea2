// The local search client as the DocSearch modal uses it: hosted-search-shaped responses, what is
// fetched when, and failures (theme/search/localSearchClient.ts, theme/search/results.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createLocalSearchClient, keepRankOrder } from '../../theme/search/localSearchClient';
import { clientFor, distPathSite, enPage, query, siteOf, zhPage } from './search-site';

describe('querying', () => {
  test('every way of writing a key puts its page first, as the page itself', async () => {
    const { client } = clientFor(distPathSite);
    for (const text of ['distPath', 'dist path', 'dist-path', 'DIST PATH', 'distpath', 'output.distPath', 'DistPath']) {
      const result = await query(client, text);
      assert.equal(result.hits[0].url, '/config/output/dist-path', text);
      assert.equal(result.hits[0].type, 'lvl1', text);
    }
  });

  test('the page named by the query, then a page with a heading naming it, then a page that mentions it', async () => {
    const { client, requested } = clientFor(distPathSite);
    const result = await query(client, 'dist path');
    assert.deepEqual(
      result.hits.map((hit) => `${hit.type} ${hit.url}`),
      ['lvl1 /config/output/dist-path', 'lvl3 /guide/basic/cli#dist-path-flag', 'content /config/plugins#plugin-hooks'],
    );
    assert.equal(result.hits[2].content, 'A paragraph that mentions output.distPath and the dist path once.');
    assert.match(result.hits[2]._snippetResult.content!.value, /<mark>dist<\/mark> <mark>path<\/mark>/);
    assert.deepEqual(requested, ['/index.json', '/text/0.json'], 'only the text of the page shown for a mention loads');
  });

  test('a hit carries its place in the page: section, title and the headings above it', async () => {
    const { client } = clientFor(distPathSite);
    const [, heading] = (await query(client, 'dist path')).hits;
    assert.deepEqual(heading.hierarchy, {
      lvl0: 'Guide',
      lvl1: 'CLI',
      lvl2: 'Options',
      lvl3: 'The dist path flag',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    assert.equal(heading._highlightResult.hierarchy.lvl3!.value, 'The <mark>dist</mark> <mark>path</mark> flag');
    assert.equal(heading._highlightResult.hierarchy.lvl3!.matchLevel, 'full');
    assert.equal(heading._highlightResult.hierarchy.lvl2!.matchLevel, 'none');
    assert.equal(heading._highlightResult.hierarchy.lvl4, undefined);
    assert.equal(heading.objectID, '1:1:lvl3');
  });

  test('the response has the hosted shape: counts, the request echoed, snippets of the asked length', async () => {
    const { client } = clientFor(distPathSite);
    const {
      results: [result],
    } = await client.search({
      requests: [{ query: 'mentions', indexName: 'docs', hitsPerPage: 5, attributesToSnippet: ['content:3'], snippetEllipsisText: '...' }],
    });
    const { hits, ...rest } = result;
    assert.deepEqual(rest, {
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 5,
      query: 'mentions',
      params: '',
      index: 'docs',
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    });
    assert.equal(hits[0]._snippetResult.content!.value, '...that <mark>mentions</mark> output.distPath...');
  });

  test('the screen keeps rank order: a section seen before starts a new group', async () => {
    const { client } = clientFor(distPathSite);
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
    assert.equal(result.hits[1]._highlightResult.hierarchy.lvl1!.value, '<mark>Tailwind</mark> CSS');
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
    assert.equal(result.nbHits, 12);
    assert.equal(requested.filter((url) => url.startsWith('/text/')).length, 10);
  });

  test('a page shows itself and at most three sections', async () => {
    const headings = ['## Dist path one', '## Dist path two', '## Dist path three', '## Dist path four'].join('\n\nText.\n\n');
    const { client } = clientFor([{ route: '/guide/dist-path', source: `# Dist path\n\n${headings}\n`, section: 'Guide' }]);
    assert.deepEqual(
      (await query(client, 'dist path')).hits.map((hit) => hit.url),
      ['/guide/dist-path', '/guide/dist-path#dist-path-one', '/guide/dist-path#dist-path-two', '/guide/dist-path#dist-path-three'],
    );
  });

  test('no query, no hits; unknown words, no hits', async () => {
    const { client } = clientFor(distPathSite);
    assert.equal((await query(client, 'zzzqqq')).nbHits, 0);
    assert.equal((await query(client, '   ')).nbHits, 0);
    assert.equal((await query(client, '   ')).nbPages, 0);
  });

  test('page text and queries never become markup', async () => {
    const { client } = clientFor([{ route: '/config/output/dist-path', source: enPage, section: 'Config' }]);
    const [hit] = (await query(client, 'tags')).hits;
    assert.equal(hit.content, 'Pages that print <script> tags stay safe.');
    assert.equal(hit._highlightResult.content!.value, 'Pages that print &lt;script&gt; <mark>tags</mark> stay safe.');
    assert.equal((await query(client, '<img src=x onerror=alert(1)>')).nbHits, 0);
  });
});

describe('loading', () => {
  test('a failed index load is a RetryError, and the next search tries again', async () => {
    const { index, texts } = siteOf([{ route: '/a', source: enPage, section: 'Config' }]);
    let calls = 0;
    const client = createLocalSearchClient({ index: '/index.json', pageText: () => '/text/0.json' }, (async (url: string) => {
      if (url === '/text/0.json') return new Response(JSON.stringify(texts[0]));
      calls++;
      if (calls === 1) return new Response('', { status: 500, statusText: 'Server Error' });
      return new Response(JSON.stringify(index));
    }) as typeof fetch);
    await assert.rejects(query(client, 'distPath'), { name: 'RetryError', message: 'The search index could not be loaded: 500 Server Error' });
    assert.equal((await query(client, 'distPath')).hits[0].url, '/a');
  });

  test('a page whose text cannot be loaded is still shown, as the page', async () => {
    const { index } = siteOf(distPathSite);
    const client = createLocalSearchClient({ index: '/index.json', pageText: (page) => `/text/${page}.json` }, (async (url: string) =>
      url === '/index.json' ? new Response(JSON.stringify(index)) : new Response('', { status: 404 })) as typeof fetch);
    const result = await query(client, 'dist path');
    assert.deepEqual(
      result.hits.map((hit) => `${hit.type} ${hit.url}`),
      ['lvl1 /config/output/dist-path', 'lvl3 /guide/basic/cli#dist-path-flag', 'lvl1 /config/plugins'],
    );
  });
});
