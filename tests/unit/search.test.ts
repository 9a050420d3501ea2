import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildSearchIndex, compactIndex, pageRecords } from '../../scripts/lib/search-index.mjs';
import {
  type CompactIndex,
  createLocalSearchClient,
  expandIndex,
  highlight,
  markPattern,
  snippet,
  tokenize,
} from '../../theme/components/search/localSearch';

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

const configPage = `# Overview of plugins

## Plugin hooks

A paragraph that mentions output.distPath once.
`;

function clientFor(pages: { route: string; source: string; section: string }[]) {
  const index = compactIndex(pages.flatMap((page) => pageRecords(page))) as CompactIndex;
  const fetcher = async () => new Response(JSON.stringify(index));
  return createLocalSearchClient('/index.json', fetcher as typeof fetch);
}

const query = async (client: ReturnType<typeof clientFor>, text: string) =>
  (await client.search({ requests: [{ query: text, indexName: 'local', attributesToSnippet: ['content:10'] }] })).results[0];

describe('index generation', () => {
  const records = pageRecords({ route: '/config/output/dist-path', source: enPage, section: 'Config' });

  test('a page record, heading records with anchors, and content records under their heading', () => {
    assert.deepEqual(
      records.map((r: { type: string; url: string }) => [r.type, r.url]),
      [
        ['lvl1', '/config/output/dist-path'],
        ['content', '/config/output/dist-path'],
        ['content', '/config/output/dist-path'],
        ['lvl2', '/config/output/dist-path#example'],
        ['content', '/config/output/dist-path#example'],
        ['lvl3', '/config/output/dist-path#nested'],
        ['content', '/config/output/dist-path#nested'],
        ['content', '/config/output/dist-path#nested'],
      ],
    );
    const nested = records[6];
    assert.deepEqual(nested.hierarchy, {
      lvl0: 'Config',
      lvl1: 'output.distPath',
      lvl2: 'Example',
      lvl3: 'Nested folders',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    assert.equal(nested.content, 'JavaScript goes to static/js.');
    assert.equal(records[7].content, 'Pages that print <script> tags stay safe.');
    assert.ok(records.every((r: { content: string | null }) => !r.content?.includes('export default')), 'code blocks are not indexed');
  });

  test('Chinese pages keep their explicit ids and text', () => {
    const zh = pageRecords({ route: '/zh/guide/basic/output-files', source: zhPage, section: '指南' });
    assert.equal(zh[1].url, '/zh/guide/basic/output-files#change-dir');
    assert.equal(zh[2].content, '构建产物默认输出到 dist 目录，可以通过 distPath 修改。');
    assert.equal(zh[0].hierarchy.lvl0, '指南');
  });

  test('the compact form expands back to the same records', () => {
    const expanded = expandIndex(compactIndex(records) as CompactIndex);
    assert.deepEqual(
      expanded.map((r) => [r.type, r.url, r.hierarchy, r.content]),
      records.map((r: { type: string; url: string; hierarchy: object; content: string | null }) => [r.type, r.url, r.hierarchy, r.content]),
    );
  });
});

describe('querying', () => {
  test('a page named by the query ranks above a paragraph that mentions it, exact above prefix', async () => {
    const client = clientFor([
      { route: '/config/plugins', source: configPage, section: 'Config' },
      { route: '/config/output/dist-path', source: enPage, section: 'Config' },
    ]);
    const result = await query(client, 'distPath');
    assert.equal(result.hits[0].url, '/config/output/dist-path');
    assert.equal(result.hits[0].type, 'lvl1');
    const contentHit = result.hits.findIndex((hit: { url: string }) => hit.url.startsWith('/config/plugins'));
    assert.ok(contentHit > 0, 'the mentioning paragraph comes later');
    const prefix = await query(client, 'dist');
    assert.ok(prefix.hits.length > 0, 'prefixes match');
  });

  test('the page named after an option ranks above a section of another page with that name', async () => {
    const apiPage = '# Environment API\n\n## Fields\n\n### distPath\n\nThe output folders of the environment.\n';
    const client = clientFor([
      { route: '/api/environment', source: apiPage, section: 'API' },
      { route: '/config/output/dist-path', source: enPage, section: 'Config' },
    ]);
    const result = await query(client, 'distPath');
    assert.equal(result.hits[0].url, '/config/output/dist-path');
  });

  test('a Chinese query finds the Chinese page', async () => {
    const client = clientFor([{ route: '/zh/guide/basic/output-files', source: zhPage, section: '指南' }]);
    const result = await query(client, '产物目录');
    assert.equal(result.hits[0].url, '/zh/guide/basic/output-files');
    const partial = await query(client, '输出');
    assert.equal(partial.hits[0].url, '/zh/guide/basic/output-files#change-dir');
    assert.match(partial.hits[0]._snippetResult.content!.value, /<mark>输出<\/mark>/);
    const english = await query(client, 'distPath');
    assert.equal(english.hits[0].url, '/zh/guide/basic/output-files#change-dir', 'English words in Chinese pages are found');
  });

  test('no query, no hits; unknown words, no hits', async () => {
    const client = clientFor([{ route: '/config/output/dist-path', source: enPage, section: 'Config' }]);
    assert.equal((await query(client, 'zzzqqq')).nbHits, 0);
    assert.equal((await query(client, '   ')).nbHits, 0);
  });

  test('a failed index load is a RetryError, and the next search tries again', async () => {
    let calls = 0;
    const client = createLocalSearchClient('/index.json', (async () => {
      calls++;
      if (calls === 1) return new Response('', { status: 500, statusText: 'Server Error' });
      return new Response(JSON.stringify(compactIndex(pageRecords({ route: '/a', source: enPage, section: 'Config' }))));
    }) as typeof fetch);
    await assert.rejects(query(client as never, 'distPath'), { name: 'RetryError' });
    assert.equal((await query(client as never, 'distPath')).hits[0].url, '/a');
  });
});

describe('highlighting', () => {
  test('page text and queries never become markup', async () => {
    const client = clientFor([{ route: '/config/output/dist-path', source: enPage, section: 'Config' }]);
    const hit = (await query(client, 'script')).hits.find((h: { content: string | null }) => h.content?.includes('<script>'));
    assert.ok(hit);
    assert.equal(hit._highlightResult.content!.value, 'Pages that print &lt;<mark>script</mark>&gt; tags stay safe.');
    const attack = '<img src=x onerror=alert(1)>';
    const marked = highlight(`before ${attack} after`, markPattern(tokenize(attack)));
    assert.doesNotMatch(marked.value, /<img/);
    assert.match(marked.value, /&lt;<mark>img<\/mark> <mark>src<\/mark>=<mark>x<\/mark>/);
    const noResults = await query(client, attack);
    assert.equal(noResults.nbHits, 0);
  });

  test('snippets keep about N words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen';
    const cut = snippet(text, markPattern(['twelve']), 5);
    assert.match(cut, /^….*twelve.*…$/);
    assert.equal(cut.replace(/…/g, '').trim().split(/\s+/).length, 5);
    assert.equal(snippet('short text', markPattern(['short']), 10), 'short text');
  });

  test('tokens: code-like names split into words, Chinese into character pairs', () => {
    assert.deepEqual(tokenize('output.distPath'), ['output', 'distpath']);
    assert.deepEqual(tokenize('产物目录'), ['产物', '物目', '目录']);
  });
});

test('the real index of each language stays within 1.5 MB', () => {
  for (const lang of ['en', 'zh']) {
    const bytes = Buffer.byteLength(JSON.stringify(compactIndex(buildSearchIndex(lang))));
    assert.ok(bytes <= 1.5 * 1024 * 1024, `${lang}: ${bytes} bytes`);
  }
});
