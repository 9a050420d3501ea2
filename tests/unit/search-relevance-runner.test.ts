// The relevance set's rule and its Node runner (tests/search/relevance.ts, tests/search/run.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { writeSearchIndex } from '../../site/search/write-index';
import { crowdingOf, missOf, parseRelevanceCases, resultPages, screenOrder } from '../search/relevance';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the relevance rule', () => {
  test('cases: query, expected routes, language from the first route', () => {
    assert.deepEqual(parseRelevanceCases('# comment\n\ndist path → /config/output/dist-path, /guide/a\n产物目录 → /zh/guide/basic/output-files\n'), [
      { query: 'dist path', expected: ['/config/output/dist-path', '/guide/a'], lang: 'en' },
      { query: '产物目录', expected: ['/zh/guide/basic/output-files'], lang: 'zh' },
    ]);
  });

  test('result pages from hit links, and a miss when no expected page is among the first three', () => {
    const shown = resultPages(['/a', '/a#x', '/b#y', '/c', '/d', '/a#z', '/a#w']);
    assert.deepEqual(shown, { pages: ['/a', '/b', '/c', '/d'], mostHitsPerPage: 4 });
    const item = { query: 'q', expected: ['/d', '/e'], lang: 'en' as const };
    assert.equal(missOf(item, shown.pages), 'q → /d, /e; shown: /a, /b, /c, /d');
    assert.equal(missOf({ ...item, expected: ['/c'] }, shown.pages), undefined);
    assert.equal(missOf(item, []), 'q → /d, /e; shown: nothing');
    assert.equal(crowdingOf(item, 4), undefined);
    assert.equal(crowdingOf(item, 5), 'q: at most the page and three of its sections (5)');
  });

  test('screen order: hits grouped by their marked section key, then by page title, as DocSearch shows them', () => {
    const hit = (url: string, key: string, lvl0: string, lvl1: string) => ({
      url,
      type: 'lvl1',
      hierarchy: { lvl0, lvl1 },
      _highlightResult: { hierarchy: { lvl0: { value: key } } },
    });
    const hits = [
      hit('/config/a', 'Config', 'Config', 'A'),
      hit('/guide/b', 'Guide', 'Guide', 'B'),
      hit('/config/c', '<mark>Config</mark>', 'Config', 'C'),
      hit('/config/a#x', 'Config', 'Config', 'A'),
      hit('/config/d', 'Config\u200b', 'Config', 'D'),
    ];
    assert.deepEqual(
      screenOrder(hits).map((entry) => entry.url),
      ['/config/a', '/config/a#x', '/config/c', '/guide/b', '/config/d'],
    );
    assert.deepEqual(
      screenOrder(hits, 1).map((entry) => entry.url),
      ['/config/a', '/guide/b', '/config/d'],
    );
  });
});

describe('npm run test:search', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'tests/search/run.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
  let siteDir: string;
  before(() => {
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'search-relevance-'));
    writeSearchIndex(path.join(repoRoot, 'tests/fixtures/search-hosted/docs'), path.join(siteDir, 'search-index'), ['en', 'zh']);
  });
  after(() => rmSync(siteDir, { recursive: true, force: true }));

  test('its usage says it needs a built site', () => {
    const result = run('--help');
    assert.equal(result.status, 0);
    assert.match(result.stdout, /^Usage: npm run test:search/);
    assert.match(result.stdout, /Needs a built site: run `npm run build` first/);
  });

  test('without an index it says to build first', () => {
    const missing = path.join(siteDir, 'nothing-built');
    const result = run('--dir', missing);
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr,
      `No search index at ${path.join(missing, 'search-index/en/index.json')}.\nnpm run test:search reads the built site: run \`npm run build\` first (or pass --dir).\n`,
    );
  });

  test('it prints each query with its result pages and fails on a miss, naming it', () => {
    const result = run('--dir', siteDir, '--lang', 'zh');
    assert.equal(result.status, 1);
    assert.match(result.stdout, /^✓ zh 产物目录 → \/zh\/config\/output\/dist-path$/m);
    assert.match(result.stdout, /^✗ zh 热更新 → nothing$/m);
    assert.match(result.stderr, /^ {2}zh: 热更新 → \/zh\/guide\/advanced\/hmr, \/zh\/config\/dev\/hmr; shown: nothing$/m);
    assert.doesNotMatch(result.stdout, / en /, 'only the language asked for');
  });

  test('one query: every hit the modal would show, its matches marked', () => {
    const result = run('--dir', siteDir, '--query', 'dist path');
    assert.equal(result.status, 0);
    assert.equal(result.stdout, 'lvl1    /config/output/dist-path\n        output.*dist**Path*\n');
  });
});
