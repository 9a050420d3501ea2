// docs/{en,zh}/config/performance/print-file-size: the file size table that @rsbuild/core 1.7.6
// prints after a build, read from Rsbuild's logger. One production build with an environment per
// case (the page's samples are imported as written), then a second build for `diff`. The project
// gets a node_modules folder of its own, because `diff` writes its snapshot into node_modules/.cache.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, mock, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageSamples, pageText, rsbuildCore, waitFor, withoutInstalledPackages, writeProjectFiles, writeUntilServed } from './harness';

const page = 'config/performance/print-file-size';
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const files = {
  'src/index.js': "import './index.css';\nimport logo from './logo.png';\nconsole.log(logo);\nimport('./lazy.js').then(({ show }) => show());\n",
  'src/index.css': 'body { color: red; }\n',
  'src/lazy.js': "export const show = () => console.log('lazy');\n",
  'src/logo.png': 'x'.repeat(6000),
  'src/server.ts': "console.log('server');\n",
  // Copied into the default environment's output: a text format the table gzips, and a declaration file it leaves out.
  'src/notes.md': '# Notes\n\n' + 'Some words about the build. '.repeat(20) + '\n',
  'src/types.d.ts': 'export declare const answer: number;\n',
};

describe('performance.printFileSize', () => {
  const dir = withoutInstalledPackages(makeProject(files, 'print-file-size'));
  let printed = '';
  const samples = pageSamples(page, 'en');

  // What the build prints with console.log (the logger of @rsbuild/core ends there), colours removed.
  async function build(config: RsbuildConfig, logLevel: RsbuildConfig['logLevel'] = 'info', project = dir): Promise<string> {
    const logs: string[] = [];
    const log = mock.method(console, 'log', (...args: unknown[]) => void logs.push(stripAnsi(args.map(String).join(' '))));
    try {
      const { errors } = await buildProject(project, { ...config, logLevel });
      assert.deepEqual(errors, []);
    } finally {
      log.mock.restore();
    }
    return logs.join('\n');
  }
  // The lines of one environment's table: from its header (or summary) to the next blank line pair.
  const table = (name: string) => {
    const start = printed.search(new RegExp(String.raw`^(?:File \(${name}\)|Total size \(${name}\)|${name}: )`, 'm'));
    assert.notEqual(start, -1, `no table for ${name} in:\n${printed}`);
    return printed.slice(start).split(/\n\n(?=File \(|Total size \(|\S+: \d+ files)/)[0].trimEnd();
  };

  before(async () => {
    const configs: RsbuildConfig[] = [];
    for (const [index, sample] of samples.entries()) {
      const file = path.join(dir, `sample-${index}.config.ts`);
      writeFileSync(file, sample);
      configs.push((await import(pathToFileURL(file).href)).default);
    }
    const [disable, total, include, exclude, perEnvironment] = configs;
    const env = (name: string, config: RsbuildConfig) => ({ ...config, output: { ...config.output, sourceMap: { js: 'source-map' as const }, distPath: { root: `dist/${name}` } } });
    printed = await build({
      environments: {
        default: env('default', { output: { copy: [{ from: './src/notes.md' }, { from: './src/types.d.ts' }] } }),
        disable: env('disable', disable),
        total: env('total', total),
        include: env('include', include),
        exclude: env('exclude', exclude),
        'detail-false': env('detail-false', { performance: { printFileSize: { detail: false } } }),
        'no-gzip': env('no-gzip', { performance: { printFileSize: { compressed: false } } }),
        server: env('server', { source: { entry: { server: './src/server.ts' } }, output: { target: 'node' } }),
        diff: env('diff', { performance: { printFileSize: { diff: true } } }),
        'no-detail-no-total': env('no-detail-no-total', { performance: { printFileSize: { detail: false, total: false } } }),
        'images-only': env('images-only', { performance: { printFileSize: { include: (asset) => asset.name.endsWith('.png') } } }),
        ...Object.fromEntries(Object.entries(perEnvironment.environments!).map(([name, config]) => [name, env(name, config)])),
      },
    });
  });

  test('default: one row per file, smallest first, paths from the project root, sizes in kB; source maps and .d.ts files left out; the PNG has no gzip size, the .md file has one', () => {
    const lines = table('default').split('\n');
    assert.match(lines[0], /^File \(default\)\s+Size\s+Gzip\s*$/);
    const rows = lines.slice(1, -2);
    assert.deepEqual(
      rows.map((row) => row.split(/\s+/)[0].replace(/\.[0-9a-f]{8}\./, '.HASH.')).sort(),
      ['dist/default/index.html', 'dist/default/notes.md', 'dist/default/static/css/index.HASH.css', 'dist/default/static/image/logo.HASH.png', 'dist/default/static/js/async/741.HASH.js', 'dist/default/static/js/index.HASH.js'],
    );
    assert.ok(existsSync(path.join(dir, 'dist/default/types.d.ts')));
    assert.doesNotMatch(printed, /types\.d\.ts/);
    assert.match(rows.find((row) => row.includes('notes.md'))!, /^dist\/default\/notes\.md\s+0\.\d\d kB\s+0\.\d\d kB$/);
    const sizes = rows.map((row) => Number(row.match(/\s(\d+\.\d+) kB/)![1]));
    assert.deepEqual(sizes, [...sizes].sort((a, b) => a - b));
    const png = rows.find((row) => row.includes('.png'))!;
    assert.match(png, /^dist\/default\/static\/image\/logo\.[0-9a-f]{8}\.png\s+6\.0 kB\s*$/);
    assert.match(lines.at(-1)!, /^\s+Total:\s+\d+\.\d kB\s+\d+\.\d kB$/);
    assert.equal(lines.at(-2), '');
    assert.doesNotMatch(printed, /\.map\b/);
  });

  test('detail false with total false prints nothing for the environment; a table in which no file has a gzip size has no Gzip column', () => {
    assert.match(printed, /built in [\d.]+ m?s \(no-detail-no-total\)/);
    assert.doesNotMatch(printed, /File \(no-detail-no-total\)|Total size \(no-detail-no-total\)|dist\/no-detail-no-total\//);
    assert.match(table('images-only'), /^File \(images-only\)\s+Size\s*\ndist\/images-only\/static\/image\/logo\.[0-9a-f]{8}\.png\s+6\.0 kB$/);
  });

  test('the Disable sample prints nothing for its environment', () => {
    assert.doesNotMatch(printed, /File \(disable\)|Total size \(disable\)|dist\/disable\//);
  });

  test("the total sample prints its own line instead of the Total line", () => {
    assert.match(printed, /\n\ntotal: 5 files, \d+\.\d KiB\n/);
    assert.doesNotMatch(table('total'), /Total:/);
  });

  test('the include sample lists only .js and .css files', () => {
    const rows = table('include').split('\n').slice(1).filter((row) => row.startsWith('dist/'));
    assert.equal(rows.length, 3);
    assert.ok(rows.every((row) => /\.(?:js|css)\s/.test(row)), rows.join('\n'));
  });

  test('the exclude sample replaces the default filter: files under 1,000 bytes are gone, source maps stay excluded', () => {
    const rows = table('exclude').split('\n').slice(1).filter((row) => row.startsWith('dist/'));
    assert.ok(rows.length >= 2);
    assert.ok(rows.every((row) => !/\.map\s/.test(row) && !/\s0\.\d\d kB\s/.test(row.replace(/\s+\S+ kB$/, ''))), rows.join('\n'));
  });

  test('detail false leaves a one-line summary', () => {
    assert.match(table('detail-false'), /^Total size \(detail-false\): \d+\.\d kB \(\d+\.\d kB gzipped\)$/);
  });

  test('compressed false removes the Gzip column; a node target has none by default, and one file means no Total line', () => {
    assert.match(table('no-gzip').split('\n')[0], /^File \(no-gzip\)\s+Size\s*$/);
    assert.match(table('server'), /^File \(server\)\s+Size\s*\ndist\/server\/server\.js\s+\d+\.\d\d kB$/);
  });

  test('the per-environment sample: a table for web, none for node', () => {
    assert.deepEqual(pageSamples(page, 'zh'), samples);
    assert.match(table('web'), /^File \(web\)\s+Size\s+Gzip/);
    assert.match(printed, /dist\/web\/index\.html/);
    assert.doesNotMatch(printed, /File \(node\)|Total size \(node\)|dist\/node\//);
  });

  test("the table is printed at the info log level: logLevel 'warn' hides it", async () => {
    const quiet = await build({ environments: { quiet: { output: { distPath: { root: 'dist/quiet' } } } } }, 'warn');
    assert.equal(quiet, '');
  });

  test('diff: the first build shows no differences; the next one shows growth in parentheses (not under 10 bytes, not for the same file with a new hash, the whole size for a new file); the snapshot is in node_modules/.cache/rsbuild', async () => {
    assert.doesNotMatch(table('diff'), /\(\+|\(-/);
    assert.ok(existsSync(path.join(dir, 'node_modules/.cache/rsbuild/file-sizes.json')));
    writeProjectFiles(dir, { 'src/lazy.js': `export const show = () => console.log('${'lazy '.repeat(40)}');\n` });
    // notes.md is new in this build: the snapshot has no size for it.
    const next = await build({ environments: { diff: { output: { sourceMap: { js: 'source-map' }, distPath: { root: 'dist/diff' }, copy: [{ from: './src/notes.md' }] }, performance: { printFileSize: { diff: true } } } } });
    assert.match(next, /^dist\/diff\/notes\.md\s+0\.57 kB \(\+0\.57 kB\)\s+0\.\d\d kB \(\+0\.\d\d kB\)$/m);
    assert.match(next, /dist\/diff\/static\/js\/async\/741\.[0-9a-f]{8}\.js\s+\d+\.\d\d kB \(\+0\.\d\d kB\)\s+\d+\.\d\d kB\n/);
    assert.match(next, /dist\/diff\/static\/js\/index\.[0-9a-f]{8}\.js\s+\d+\.\d kB\s+\d+\.\d kB\n/);
    assert.match(next, /Total:\s+\d+\.\d kB \(\+0\.\d\d kB\)/);
  });

  test('the total function gets totalGzipSize 0 when compressed is off (by default for a node target); with detail on and one file it is not called, with detail false it is', async () => {
    const project = withoutInstalledPackages(
      makeProject({ 'src/index.js': "console.log('web');\n", 'src/server.ts': "console.log('server');\n", 'src/other.ts': "console.log('other');\n" }, 'print-file-size-total'),
    );
    const calls: Record<string, { totalSize: number; totalGzipSize: number; assets: number }> = {};
    const total = (params: { environmentName: string; assets: unknown[]; totalSize: number; totalGzipSize: number }) => {
      calls[params.environmentName] = { totalSize: params.totalSize, totalGzipSize: params.totalGzipSize, assets: params.assets.length };
      return `CUSTOM ${params.environmentName} ${params.totalSize} ${params.totalGzipSize}`;
    };
    const node = (name: string, entry: Record<string, string>, detail = true): RsbuildConfig => ({
      source: { entry },
      output: { target: 'node', distPath: { root: `dist/${name}` } },
      performance: { printFileSize: { total, detail } },
    });
    const out = await build(
      {
        mode: 'production',
        environments: {
          'web-gzip': { output: { distPath: { root: 'dist/web-gzip' } }, performance: { printFileSize: { total } } },
          'web-no-gzip': { output: { distPath: { root: 'dist/web-no-gzip' } }, performance: { printFileSize: { total, compressed: false } } },
          'node-two': node('node-two', { server: './src/server.ts', other: './src/other.ts' }),
          'node-one': node('node-one', { server: './src/server.ts' }),
          'node-one-summary': node('node-one-summary', { server: './src/server.ts' }, false),
        },
      },
      'info',
      project,
    );
    assert.deepEqual(Object.keys(calls).sort(), ['node-one-summary', 'node-two', 'web-gzip', 'web-no-gzip']);
    assert.ok(calls['web-gzip'].totalGzipSize > 0);
    assert.ok(calls['web-no-gzip'].totalSize > 0);
    assert.equal(calls['web-no-gzip'].totalGzipSize, 0);
    assert.equal(calls['node-two'].assets, 2);
    assert.equal(calls['node-two'].totalGzipSize, 0);
    assert.equal(calls['node-one-summary'].assets, 1);
    assert.equal(calls['node-one-summary'].totalGzipSize, 0);
    assert.match(out, /^File \(node-one\)\s+Size\s*\ndist\/node-one\/server\.js\s+\d+\.\d\d kB\n\n/m);
    assert.doesNotMatch(out, /CUSTOM node-one /);
    assert.match(out, new RegExp(`^CUSTOM node-one-summary ${calls['node-one-summary'].totalSize} 0$`, 'm'));
    assert.match(out, new RegExp(`^CUSTOM web-no-gzip ${calls['web-no-gzip'].totalSize} 0$`, 'm'));
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('- When only one file is listed, the total line is omitted (and so is the line of a custom [`total`](#total) function).'));
    assert.ok(en.includes("When [`compressed`](#compressed) is off, `totalGzipSize` is `0`; that is the default for `output.target: 'node'`. With `detail` on, a table that lists only one file has no total line, so your function is not called for it; with `detail: false`, it replaces the summary even for a single file."));
    assert.ok(zh.includes('- 只列出一个文件时，不显示总计行（自定义的 [`total`](#total) 函数所返回的那一行也不会显示）。'));
    assert.ok(zh.includes("关闭 [`compressed`](#compressed) 时，`totalGzipSize` 为 `0`；`output.target` 为 `'node'` 时默认就是关闭的。开启 `detail` 时，如果列表中只有一个文件，则没有总计行，函数也不会被调用；设为 `detail: false` 时，即使只有一个文件，函数的返回值也会替代那一行汇总。"));
  });

  test('diff with detail false: the summary shows the change of the total size, never of the gzip size', async () => {
    const project = withoutInstalledPackages(makeProject({ 'src/index.js': "console.log('summary');\n" }, 'print-file-size-diff-summary'));
    // 300 characters that gzip cannot shrink much, so that the gzip size changes by far more than 10 bytes.
    const extra = [0, 1, 2, 3, 4].map((i) => createHash('sha256').update(String(i)).digest('hex')).join('').slice(0, 300);
    const config: RsbuildConfig = { mode: 'production', performance: { printFileSize: { detail: false, diff: true } } };
    const summary = async () => {
      const line = (await build(config, 'info', project)).split('\n').find((text) => text.startsWith('Total size (web):'));
      const match = line?.match(/^Total size \(web\): (\d+\.\d\d) kB(?: \(([+-]\d+\.\d\d) kB\))? \((\d+\.\d\d) kB gzipped\)$/);
      assert.ok(match, line);
      return { size: Number(match[1]), change: match[2], gzip: Number(match[3]) };
    };
    const first = await summary();
    assert.equal(first.change, undefined);
    writeProjectFiles(project, { 'src/index.js': `console.log('summary${extra}');\n` });
    const grown = await summary();
    assert.equal(grown.change, '+0.30');
    assert.equal(Math.round((grown.size - first.size) * 100), 30);
    assert.ok(grown.gzip - first.gzip >= 0.1, `${first.gzip} -> ${grown.gzip}`);
    writeProjectFiles(project, { 'src/index.js': "console.log('summary');\n" });
    const shrunk = await summary();
    assert.equal(shrunk.change, '-0.30');
    assert.equal(shrunk.gzip, first.gzip);
    assert.ok(pageText(page, 'en').includes('prints no differences. The one-line summary of `detail: false` shows the change of the total size, but not of the gzip size: `Total size (web): 0.59 kB (+0.32 kB) (0.25 kB gzipped)`.'));
    assert.ok(!pageText(page, 'en').includes('never shows them'));
    assert.ok(pageText(page, 'zh').includes('不会显示变化。`detail: false` 的单行汇总会显示总体积的变化，但不显示 gzip 体积的变化：`Total size (web): 0.59 kB (+0.32 kB) (0.25 kB gzipped)`。'));
    assert.ok(!pageText(page, 'zh').includes('也从不显示变化'));
  });

  test('with watch, only the first compilation prints the table', async () => {
    const watched = makeProject({ 'src/index.js': "console.log('first');\n" }, 'print-file-size-watch');
    const { createRsbuild } = await rsbuildCore();
    const logs: string[] = [];
    const log = mock.method(console, 'log', (...args: unknown[]) => void logs.push(stripAnsi(args.map(String).join(' '))));
    let builds = 0;
    let close = async () => {};
    try {
      const rsbuild = await createRsbuild({ cwd: watched, rsbuildConfig: { logLevel: 'info' } });
      rsbuild.onAfterBuild(() => void builds++);
      close = (await rsbuild.build({ watch: true })).close;
      await waitFor('the first build', () => builds === 1);
      // A watcher that has just started can miss a write: written again until it rebuilds.
      await writeUntilServed(watched, 'src/index.js', "console.log('second');", { compiles: () => builds, served: async () => builds >= 2 });
    } finally {
      await close();
      log.mock.restore();
    }
    assert.equal(logs.join('\n').match(/^File \(web\)/gm)?.length, 1, logs.join('\n'));
  });

  test('the page says that logLevel hides the table', () => {
    assert.ok(pageText(page, 'en').includes("The table is an `info` message, so setting [logLevel](/config/log-level) to `'warn'`, `'error'` or `'silent'` hides it too."));
    assert.ok(pageText(page, 'zh').includes("该列表属于 `info` 级别的日志，所以把 [logLevel](/config/log-level) 设为 `'warn'`、`'error'` 或 `'silent'` 时，它同样不会出现。"));
  });
});
