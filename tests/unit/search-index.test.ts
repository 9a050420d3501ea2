// The index as the build writes it (site/search/records.ts, format.ts) and as the browser loads it
// (theme/search/loadIndex.ts).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { decodePostings, encodePostings, type PageText, slugTerms, tokenize } from '../../common/search-format';
import { startIndexWriter } from '../../site/search/plugin';
import { pluginReaderVersion } from '../../site/reader-version';
import { buildSearchIndex, pageEntry } from '../../site/search/records';
import { loadIndex } from '../../theme/search/loadIndex';
import { enPage, zhPage } from './search-site';

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
});

describe('the index in the browser', () => {
  const loaded = loadIndex({
    version: 3,
    pages: [
      [
        '/config/output/dist-path',
        'Config',
        'output.distPath',
        [
          ['example', 2, 'Example'],
          ['nested', 3, 'Nested folders'],
          ['deeper', 4, 'Deeper'],
          ['other', 2, 'Other'],
        ],
      ],
      ['/guide/start', 'Guide', 'Quick start', []],
    ],
    postings: { folder: '0,1', build: '1' },
  });

  test('each section knows the headings it sits under; a new h2 clears the deeper ones', () => {
    assert.deepEqual(
      loaded.pages[0].sections.map((section) => [section.anchor, section.depth, section.path]),
      [
        ['example', 2, { lvl2: 'Example', lvl3: null, lvl4: null }],
        ['nested', 3, { lvl2: 'Example', lvl3: 'Nested folders', lvl4: null }],
        ['deeper', 4, { lvl2: 'Example', lvl3: 'Nested folders', lvl4: 'Deeper' }],
        ['other', 2, { lvl2: 'Other', lvl3: null, lvl4: null }],
      ],
    );
  });

  test('a page is named by its slug written as one word and by the parts of its title', () => {
    assert.deepEqual([...loaded.pages[0].titleTerms], ['output', 'distpath', 'dist', 'path']);
    assert.deepEqual([...loaded.pages[0].names], ['distpath', 'output']);
    assert.deepEqual([...loaded.pages[1].names], ['start', 'quick']);
  });

  test('words of titles, slugs and headings join the text postings', () => {
    assert.deepEqual(loaded.postings.get('folder'), [0, 1]);
    assert.deepEqual(loaded.postings.get('build'), [1]);
    assert.deepEqual(loaded.postings.get('nested'), [0]);
    assert.deepEqual(loaded.postings.get('start'), [1]);
    assert.deepEqual(loaded.vocabulary, [
      ...['folder', 'build'],
      ...['output', 'distpath', 'dist', 'path', 'example', 'nested', 'folders', 'deeper', 'other'],
      ...['quick', 'start'],
    ]);
  });
});

test('the real index of each language loads at most 100 KB gzip up front; a page text at most 10 KB', () => {
  const docs = path.resolve(import.meta.dirname, '../../docs');
  // The release page is generated (git-ignored) when a build starts: write it as the build does.
  (pluginReaderVersion(docs).config as (config: object) => object)({});
  for (const lang of ['en', 'zh']) {
    const { index, texts } = buildSearchIndex(lang, docs);
    const releasePage = index.pages.findIndex(([route]) => route === (lang === 'en' ? '/community/releases/v1-x' : '/zh/community/releases/v1-x'));
    assert.ok(releasePage >= 0, `${lang}: the release page is indexed`);
    assert.ok(index.pages[releasePage][3].some(([id]) => id === 'v1-7-3'), `${lang}: the release page's version headings are sections`);
    assert.ok(texts[releasePage][0].length > 0 && texts[releasePage].slice(1).every((section) => section.length === 0), `${lang}: the release page gives search its introduction only`);
    const bytes = gzipSync(JSON.stringify(index)).length;
    assert.ok(bytes <= 100 * 1024, `${lang}: ${bytes} bytes`);
    const largest = Math.max(...texts.map((text: PageText) => gzipSync(JSON.stringify(text)).length));
    assert.ok(largest <= 10 * 1024, `${lang}: largest page text ${largest} bytes`);
  }
});
