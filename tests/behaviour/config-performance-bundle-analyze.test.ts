// docs/{en,zh}/config/performance/bundle-analyze.mdx: what @rsbuild/core 1.7.6 writes and prints
// with performance.bundleAnalyze: one production build with four environments (the page's {},
// analyzerMode 'json' without a reportFilename, performance.profile alone, and compressionAlgorithm
// with an excludeAssets array), and the normalized config (no build) for dev.writeToDisk,
// BUNDLE_ANALYZE, profile and bundleAnalyze at different levels, and the type's deprecation note.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageText, readText, rsbuildCore, rsbuildV1Dir, waitFor, withNodeEnv } from './harness';

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const page = 'config/performance/bundle-analyze';

let dir: string;
let printed: string[] = [];
let errors: string[];

// The analyzer takes compressionAlgorithm ('gzip', 'brotli' or 'zstd'), but the 1.7.6 type of
// bundleAnalyze does not list it: the expect-error fails type-checking once the type has it.
const brotliAnalyze: RsbuildConfig['performance'] = {
  bundleAnalyze: {
    // @ts-expect-error 'compressionAlgorithm' does not exist in type 'Options'
    compressionAlgorithm: 'brotli',
    excludeAssets: ['never-matches', /other/],
  },
};

before(async () => {
  dir = makeProject({ 'src/index.js': "console.log('analyze');\n", 'src/other.js': "console.log('other');\n" }, 'bundle-analyze');
  const saved = { log: console.log, info: console.info };
  console.log = console.info = (...args: unknown[]) => void printed.push(stripAnsi(args.join(' ')));
  try {
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      environments: {
        web: { performance: { bundleAnalyze: {} } },
        json: { output: { distPath: { root: 'dist-json' } }, performance: { bundleAnalyze: { analyzerMode: 'json' } } },
        prof: { output: { distPath: { root: 'dist-prof' } }, performance: { profile: true } },
        brotli: { source: { entry: { index: './src/index.js', other: './src/other.js' } }, output: { distPath: { root: 'dist-brotli' } }, performance: brotliAnalyze },
      },
    }));
  } finally {
    Object.assign(console, saved);
  }
});

/** The normalized config of a project (no build). */
async function normalized(rsbuildConfig: Record<string, unknown>) {
  const { createRsbuild } = await rsbuildCore();
  // createRsbuild sets NODE_ENV when it is unset; withNodeEnv puts the current value back.
  return withNodeEnv(process.env.NODE_ENV, async () => {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', ...rsbuildConfig } });
    const [bundlerConfig] = await rsbuild.initConfigs();
    return { config: rsbuild.getNormalizedConfig(), bundlerConfig };
  });
}

describe('performance.bundleAnalyze', () => {
  test('bundleAnalyze: {} writes report-web.html (an HTML report) into dist, and prints Webpack Bundle Analyzer saved report to …/dist/report-web.html', () => {
    assert.deepEqual(errors, []);
    assert.ok(listFiles(path.join(dir, 'dist')).includes('report-web.html'));
    assert.match(readText(dir, 'dist/report-web.html'), /^<!DOCTYPE html>/i);
    assert.ok(printed.includes(`Webpack Bundle Analyzer saved report to ${path.join(dir, 'dist/report-web.html')}`), printed.join('\n'));
  });

  test("analyzerMode 'json' without a reportFilename saves the JSON report under the .html name", () => {
    const files = listFiles(path.join(dir, 'dist-json'));
    assert.ok(files.includes('report-json.html') && !files.some((file) => file.endsWith('.json')), files.join(', '));
    assert.ok(readText(dir, 'dist-json/report-json.html').startsWith('[{"label":"static/js/index.'));
    assert.ok(printed.includes(`Webpack Bundle Analyzer saved JSON report to ${path.join(dir, 'dist-json/report-json.html')}`), printed.join('\n'));
  });

  test("compressionAlgorithm 'brotli' (missing from the type) reaches the analyzer: the report shows Brotli sizes in place of gzip sizes; excludeAssets takes an array", () => {
    const report = readText(dir, 'dist-brotli/report-brotli.html');
    assert.ok(report.includes('window.compressionAlgorithm = "brotli"'));
    const chartData = report.match(/window\.chartData = (.*);/)?.[1] ?? '';
    assert.match(chartData, /^\[\{"label":"static\/js\/index\.[0-9a-f]{8}\.js","isAsset":true,"statSize":\d+,"parsedSize":\d+,"brotliSize":\d+,/);
    assert.ok(!chartData.includes('gzipSize'));
    // The other entry is built but hidden by the RegExp of the excludeAssets array.
    assert.ok(listFiles(path.join(dir, 'dist-brotli')).some((file) => /^static\/js\/other\.[0-9a-f]{8}\.js$/.test(file)));
    assert.ok(!chartData.includes('static/js/other.'));
  });

  test("performance.profile without bundleAnalyze: analyzerMode 'disabled' and generateStatsFile, so stats.json and no report", () => {
    const files = listFiles(path.join(dir, 'dist-prof'));
    assert.ok(files.includes('stats.json'), files.join(', '));
    assert.ok(!files.some((file) => file.startsWith('report')), files.join(', '));
    assert.ok(printed.includes(`Webpack Bundle Analyzer saved stats file to ${path.join(dir, 'dist-prof/stats.json')}`), printed.join('\n'));
  });

  test('performance.profile alone: bundleAnalyze becomes { analyzerMode: disabled, generateStatsFile: true } and dev.writeToDisk true; with bundleAnalyze set, generateStatsFile: true is added', async () => {
    const { config } = await normalized({ performance: { profile: true } });
    assert.deepEqual(config.performance.bundleAnalyze, { analyzerMode: 'disabled', generateStatsFile: true });
    assert.equal(config.dev.writeToDisk, true);
    const both = await normalized({ performance: { profile: true, bundleAnalyze: { defaultSizes: 'gzip' } } });
    assert.deepEqual(both.config.performance.bundleAnalyze, { generateStatsFile: true, defaultSizes: 'gzip' });
  });

  test('profile and bundleAnalyze at different levels (top level and environment, either way): the environment gets analyzerMode disabled in place of the bundleAnalyze object', async () => {
    const analyzerOf = async (rsbuildConfig: Record<string, unknown>) => {
      const { bundlerConfig } = await normalized(rsbuildConfig);
      const plugin = bundlerConfig.plugins?.find((item) => item?.constructor?.name === 'BundleAnalyzerPlugin') as { opts: Record<string, unknown> } | undefined;
      return plugin && { analyzerMode: plugin.opts.analyzerMode, generateStatsFile: plugin.opts.generateStatsFile };
    };
    const disabled = { analyzerMode: 'disabled', generateStatsFile: true };
    assert.deepEqual(await analyzerOf({ performance: { profile: true }, environments: { web: { performance: { bundleAnalyze: {} } } } }), disabled);
    assert.deepEqual(await analyzerOf({ performance: { bundleAnalyze: {} }, environments: { web: { performance: { profile: true } } } }), disabled);
    assert.deepEqual(await analyzerOf({ environments: { web: { performance: { profile: true, bundleAnalyze: {} } } } }), { analyzerMode: 'static', generateStatsFile: true });
    // The profile page says the same in its notes.
    assert.ok(pageText('config/performance/profile', 'en').includes("With one of the two at the top level and the other inside an environment, that environment gets `analyzerMode: 'disabled'` instead of your settings: `stats.json`, but no report."));
    assert.ok(pageText('config/performance/profile', 'zh').includes("如果两者一个写在顶层、另一个写在某个环境中，该环境得到的是 `analyzerMode: 'disabled'`，你的设置不会生效：只有 `stats.json`，没有分析报告。"));
  });

  test('Rsbuild sets analyzerMode static, openAnalyzer false, reportFilename report-<environment>.html; your fields override them; dev.writeToDisk is forced to true', async () => {
    const { config, bundlerConfig } = await normalized({ performance: { bundleAnalyze: { openAnalyzer: true } }, dev: { writeToDisk: false } });
    assert.equal(config.dev.writeToDisk, true);
    const plugin = bundlerConfig.plugins?.find((item) => item?.constructor?.name === 'BundleAnalyzerPlugin') as { opts: Record<string, unknown> } | undefined;
    assert.ok(plugin);
    assert.equal(plugin.opts.analyzerMode, 'static');
    assert.equal(plugin.opts.openAnalyzer, true);
    assert.equal(plugin.opts.reportFilename, 'report-web.html');
  });

  test('rsbuild dev (dev server) writes its files and report-web.html into dist; an environment with its own dev.writeToDisk false gets only its report on disk', async () => {
    const devDir = makeProject({ 'src/index.js': "console.log('dev');\n" }, 'bundle-analyze-dev');
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({
        cwd: devDir,
        rsbuildConfig: {
          mode: 'development',
          logLevel: 'silent',
          server: { middlewareMode: true, printUrls: false },
          performance: { bundleAnalyze: { logLevel: 'silent' } },
          environments: { web: {}, keep: { dev: { writeToDisk: false }, output: { distPath: { root: 'dist-keep' } } } },
        },
      });
      const server = await rsbuild.createDevServer();
      try {
        const { environments } = rsbuild.getNormalizedConfig();
        assert.equal(environments.web.dev.writeToDisk, true);
        assert.equal(environments.keep.dev.writeToDisk, false);
        await Promise.all([server.environments.web.getStats(), server.environments.keep.getStats()]);
        await waitFor('dist/report-web.html', () => existsSync(path.join(devDir, 'dist/report-web.html')), 30_000);
        assert.ok(listFiles(path.join(devDir, 'dist')).includes('static/js/index.js'), listFiles(path.join(devDir, 'dist')).join(', '));
        await waitFor('dist-keep/report-keep.html', () => existsSync(path.join(devDir, 'dist-keep/report-keep.html')), 30_000);
        assert.deepEqual(listFiles(path.join(devDir, 'dist-keep')), ['report-keep.html']);
      } finally {
        await server.close();
      }
    });
  });

  test('Enable it with an environment variable: any non-empty BUNDLE_ANALYZE (even "false") adds the analyzer; without it, no analyzer', async () => {
    const saved = process.env.BUNDLE_ANALYZE;
    const hasAnalyzer = async () => ((await normalized({})).bundlerConfig.plugins ?? []).some((item) => item?.constructor?.name === 'BundleAnalyzerPlugin');
    try {
      delete process.env.BUNDLE_ANALYZE;
      assert.equal(await hasAnalyzer(), false);
      for (const value of ['true', 'false']) {
        process.env.BUNDLE_ANALYZE = value;
        assert.equal(await hasAnalyzer(), true, value);
      }
    } finally {
      if (saved === undefined) delete process.env.BUNDLE_ANALYZE;
      else process.env.BUNDLE_ANALYZE = saved;
    }
  });

  test('the type is deprecated with "Use Rsdoctor instead"; the bundled webpack-bundle-analyzer is 5.3.0', () => {
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(types, /@deprecated Use Rsdoctor instead\.\n\s+\*\/\n\s+bundleAnalyze\?: BundleAnalyzerPlugin\.Options;/);
    const wba = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/webpack-bundle-analyzer/package.json'), 'utf8'));
    assert.equal(wba.version, '5.3.0');
  });

  test('page text: profile and bundleAnalyze at one level, the per-environment dev.writeToDisk, compressionAlgorithm, and RSDOCTOR=true keeping the command running', () => {
    // The Rsdoctor server that keeps `rsbuild build` running without CI, and the build that ends
    // with CI set, are proven in guide-debug-rsdoctor.test.ts ("without CI, a server on 127.0.0.1
    // serves the report after the build, ... and the command keeps running").
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('that environment gets `analyzerMode: \'disabled\'` in place of your `bundleAnalyze` object, so it writes `stats.json` and no report.'));
    assert.ok(zh.includes('该环境的 `bundleAnalyze` 对象会被替换为 `analyzerMode: \'disabled\'` 的配置，最终只输出 `stats.json`，不生成报告。'));
    assert.ok(en.includes('An environment that sets `dev.writeToDisk: false` in its own config keeps that value: the dev server then writes only the report of that environment'));
    assert.ok(zh.includes('如果某个环境在自己的配置中设置了 `dev.writeToDisk: false`，这个值会被保留：开发服务器只会把该环境的报告写入磁盘'));
    for (const lang of ['en', 'zh'] as const) assert.ok(!pageText(page, lang).includes('Rsbuild also forces [dev.writeToDisk]') && !pageText(page, lang).includes('强制设为 `true`，所以执行'));
    assert.ok(en.includes('does not list `compressionAlgorithm`, so in `rsbuild.config.ts` TypeScript reports it as an unknown property'));
    assert.ok(zh.includes('该选项的类型没有包含 `compressionAlgorithm`，因此在 `rsbuild.config.ts` 里使用它时，TypeScript 会提示这是一个未知属性'));
    assert.ok(en.includes('The command does not end after the build: Rsdoctor prints the address of its report'));
    assert.ok(zh.includes('构建完成后命令并不会退出：Rsdoctor 会打印报告的访问地址'));
  });

  test('page text: the profile sentence says profile alone enables the analyzer in disabled mode', () => {
    assert.ok(pageText(page, 'en').includes("If `bundleAnalyze` is not set, `profile` enables the analyzer by itself with `analyzerMode: 'disabled'`: the build writes `stats.json` but no report"));
    assert.ok(pageText(page, 'zh').includes("即使没有设置 `bundleAnalyze`，`profile` 也会自行启用分析器，并使用 `analyzerMode: 'disabled'`：构建只输出 `stats.json`，不生成报告"));
    for (const lang of ['en', 'zh'] as const) assert.ok(!pageText(page, lang).includes('also sets `generateStatsFile: true` on this option.'));
  });
});
