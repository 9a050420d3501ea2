// docs/{en,zh}/community/releases/index: the table's links and dates against the release posts of
// this site, the versioning section against the installed 1.x packages (plugin-react 1.4.6 beside
// core 1.7.6, plugin-sass's core range), and which deprecated options of 1.7.6 warn and which run
// silently. The patch-release features named (resolve.alias in 1.1.7, server.cors in 1.1.11) were
// checked in the types of 1.1.6, 1.1.7, 1.1.10 and 1.1.11 (review round 51); the page-text checks
// keep the fixed sentences.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { makeProject, pageText, repoRoot, rsbuildCore, rsbuildV1Dir } from './harness';

const PAGE = 'community/releases/index';
const packageJson = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));

describe('Releases', () => {
  test('each row of the table links a release post of both languages whose published_at is the date shown', () => {
    for (const lang of ['en', 'zh'] as const) {
      const rows = [...pageText(PAGE, lang).matchAll(/^\| \[Rsbuild (\d\.\d)\]\(\/community\/releases\/(v\d-\d)\) \| (\d{4}-\d{2}-\d{2}) \|/gm)];
      assert.deepEqual(
        rows.map((row) => `${row[1]} ${row[2]} ${row[3]}`),
        ['1.0 v1-0 2024-09-10', '0.7 v0-7 2024-05-28', '0.6 v0-6 2024-04-10', '0.5 v0-5 2024-03-19', '0.4 v0-4 2024-02-06', '0.3 v0-3 2024-01-10', '0.2 v0-2 2023-12-11', '0.1 v0-1 2023-11-22'],
      );
      for (const [, , route, date] of rows) {
        const post = readFileSync(path.join(repoRoot, `docs/${lang}/community/releases/${route}.mdx`), 'utf8');
        assert.match(post, new RegExp(`^published_at: ${date} `, 'm'));
      }
    }
  });

  test('the upgrade and migration pages it links exist in both languages', () => {
    for (const lang of ['en', 'zh']) {
      for (const page of ['guide/basic/upgrade-rsbuild', 'guide/migration/rsbuild-0-x']) assert.ok(existsSync(path.join(repoRoot, `docs/${lang}/${page}.mdx`)), `${lang}/${page}`);
    }
  });

  test('@rsbuild/core 1.7.6 runs beside @rsbuild/plugin-react 1.4.6, whose peer range takes any 1.x core', () => {
    assert.equal(packageJson('@rsbuild/core').version, '1.7.6');
    assert.equal(packageJson('@rsbuild/plugin-react').version, '1.4.6');
    assert.equal(packageJson('@rsbuild/plugin-react').peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
  });

  test('@rsbuild/core 1.7.6 declares Node.js 18.12.0 or later in engines (16.7.0 up to 1.3.7, 16.10.0 from 1.3.8, 18.12.0 from 1.5.0)', () => {
    assert.deepEqual(packageJson('@rsbuild/core').engines, { node: '>=18.12.0' });
  });

  test('@rsbuild/plugin-sass 1.5.3 needs @rsbuild/core 1.3.0 or later', () => {
    assert.equal(packageJson('@rsbuild/plugin-sass').version, '1.5.3');
    assert.equal(packageJson('@rsbuild/plugin-sass').peerDependencies['@rsbuild/core'], '^1.3.0 || ^2.0.0-0');
  });

  test('deprecated options keep working: source.alias and source.aliasStrategy warn, performance.bundleAnalyze and enforce do not; server.cors allows local origins only by default', async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': 'export {};\n' }, 'releases-deprecated');
    const order: string[] = [];
    const printed: string[] = [];
    const saved = { warn: logger.warn, error: logger.error };
    logger.warn = logger.error = (...args: unknown[]) => void printed.push(args.join(' ').replace(/\x1b\[[0-9;]*m/g, ''));
    try {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          source: { alias: { '@old': './src' }, aliasStrategy: 'prefer-alias' },
          performance: { bundleAnalyze: { analyzerMode: 'disabled', generateStatsFile: false } },
          plugins: [
            { name: 'normal', setup: () => void order.push('normal') },
            { name: 'early', enforce: 'pre', setup: () => void order.push('early') },
          ],
        },
      });
      const [rspackConfig] = await rsbuild.initConfigs();
      assert.deepEqual(order, ['early', 'normal']);
      assert.equal((rspackConfig.resolve?.alias as Record<string, string>)['@old'], path.join(dir, 'src'));
      assert.ok(rspackConfig.plugins?.some((plugin) => plugin?.constructor.name === 'BundleAnalyzerPlugin'), 'BundleAnalyzerPlugin');
      // The 1.3.0 change the page names: without server.cors, only local origins are allowed.
      const { cors } = rsbuild.getNormalizedConfig().server;
      const origin = (cors as { origin: RegExp }).origin;
      assert.deepEqual(
        ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'https://example.com'].map((page) => origin.test(page)),
        [true, true, true, false],
      );
    } finally {
      Object.assign(logger, saved);
    }
    assert.deepEqual(printed, [
      '[rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.',
      '[rsbuild:config] The "source.aliasStrategy" config is deprecated, use "resolve.aliasStrategy" instead.',
    ]);
  });

  test('page: patch releases bring features, some deprecated options warn and others do not, plugins have a core range; in both languages', () => {
    const en = pageText(PAGE, 'en');
    const zh = pageText(PAGE, 'zh');
    for (const text of [en, zh]) {
      assert.equal(text.includes('(/community/releases/v1-x)'), true, '(/community/releases/v1-x)');
      assert.ok(text.includes('1.1.7') && text.includes('1.1.11'), '1.1.7, 1.1.11');
      assert.ok(text.includes('`performance.bundleAnalyze`') && text.includes('`enforce`'), 'bundleAnalyze, enforce');
      assert.equal(text.includes('`@rsbuild/plugin-sass` 1.5.3'), true, '`@rsbuild/plugin-sass` 1.5.3');
      assert.equal(text.includes('`Access-Control-Allow-Origin: *`'), true, 'cors');
      assert.ok(text.includes('16.10.0') && text.includes('1.3.8') && text.includes('18.12.0') && text.includes('1.5.0'), 'engines history');
    }
    assert.equal(en.includes('minor releases bring the new features'), false, 'minor releases bring the new features');
    assert.equal(en.includes('keep working with a deprecation warning until then'), false, 'keep working with a deprecation warning until then');
    assert.equal(zh.includes('新功能则随次版本发布'), false, '新功能则随次版本发布');
    assert.equal(zh.includes('只会输出废弃警告'), false, '只会输出废弃警告');
  });
});
