// docs/{en,zh}/config/dev/write-to-disk: what the 1.7.6 dev server writes to the output directory
// by default, with `true`, with the page's function samples and with its per-environment sample,
// and what it empties at start: dist/.rsbuild by default, per output.cleanDistPath, and for two
// environments sharing an output directory.
// Each case is a dev server of the JS API in this process, and the samples are the English page's.
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore, withEnv, withNodeEnv, writeUntilServed } from './harness';

const page = 'config/dev/write-to-disk';
const files = { 'src/index.js': "document.title = 'first';\n", 'dist/old.txt': 'from an earlier build\n' };

type Dev = { dir: string; port: number; compiles: () => number; close: () => Promise<void> };
const servers: Dev[] = [];

/** Starts a dev server for `dir` with `config` and waits for its first compilation. */
async function dev(dir: string, config: RsbuildConfig): Promise<Dev> {
  const { createRsbuild } = await rsbuildCore();
  let compiles = 0;
  let first!: () => void;
  const compiled = new Promise<void>((resolve) => (first = resolve));
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      ...config,
      logLevel: 'silent',
      server: { port: await freePort(), printUrls: false },
      plugins: [{ name: 'behaviour:count-compiles', setup: (api) => api.onAfterDevCompile(() => { compiles += 1; first(); }) }],
    },
  });
  const { port, server } = await rsbuild.startDevServer();
  const started = { dir, port, compiles: () => compiles, close: () => server.close() };
  servers.push(started);
  await compiled;
  return started;
}

/**
 * The page's samples as a reader copies them: each is plain JavaScript apart from its file name,
 * so it is written as rsbuild.config.mjs and imported (quicker here than loadConfig's TypeScript
 * loader).
 */
async function sample(index: number, extra: Record<string, string> = {}): Promise<{ dir: string; config: RsbuildConfig }> {
  const dir = makeProject({ ...files, ...extra, 'rsbuild.config.mjs': pageSamples(page, 'en')[index] }, `write-to-disk-${index}`);
  const { default: config } = await import(pathToFileURL(path.join(dir, 'rsbuild.config.mjs')).href);
  return { dir, config };
}

/** Whether the dev server answers `file` with a body holding `text` (no keep-alive, so close() is quick). */
const served = (server: Dev, file: string, text: string) =>
  new Promise<boolean>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path: `/${file}`, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(res.statusCode === 200 && body.includes(text)));
      })
      .on('error', reject);
  });
const edit = (server: Dev) =>
  writeUntilServed(server.dir, 'src/index.js', "document.title = 'second';", { compiles: server.compiles, served: () => served(server, 'static/js/index.js', "'second'") });

let byDefault: Dev;
let allFiles: Dev;
let noHotUpdates: Dev;
let htmlOnly: Dev;
const htmlOnlyPaths: string[] = [];
let perEnvironment: Dev;
let cleanTrue: Dev;
let cleanFalse: Dev;
let webFirst: Dev;
let nodeFirst: Dev;
let analyzed: Dev;
let productionManifest: Dev;

/** Two environments with the same output root, dist: web keeps its files in memory, node writes. */
const sharedRoot = (order: 'web-first' | 'node-first'): RsbuildConfig => {
  const web = { dev: { writeToDisk: false } };
  const node = {
    output: { target: 'node' as const, distPath: { root: 'dist' } },
    source: { entry: { server: './src/server.js' } },
    dev: { writeToDisk: true },
  };
  return { environments: order === 'web-first' ? { web, node } : { node, web } };
};
const twoEnvironments = { ...files, 'src/server.js': 'export const render = () => "<p>server</p>";\n' };

before(async () => {
  const [all, skip, html, ssr] = await Promise.all([
    sample(0),
    sample(1),
    sample(2),
    sample(3, { 'src/server.ts': 'export const render = (): string => "<p>server</p>";\n', 'dist/server/old.txt': 'from an earlier build\n' }),
  ]);
  const filter = html.config.dev!.writeToDisk as (file: string) => boolean;
  [byDefault, allFiles, noHotUpdates, htmlOnly, perEnvironment] = await Promise.all([
    dev(makeProject({ ...files, 'dist/.rsbuild/old.txt': 'from rsbuild inspect\n' }, 'write-to-disk-default'), { output: { manifest: true } }),
    dev(all.dir, all.config),
    dev(skip.dir, skip.config),
    dev(html.dir, { dev: { writeToDisk: (file: string) => (htmlOnlyPaths.push(file), filter(file)) } }),
    dev(ssr.dir, ssr.config),
  ]);
  await Promise.all([edit(allFiles), edit(noHotUpdates)]);
  [cleanTrue, cleanFalse, webFirst, nodeFirst] = await Promise.all([
    dev(makeProject(files, 'write-to-disk-clean-true'), { output: { cleanDistPath: true } }),
    dev(makeProject(files, 'write-to-disk-clean-false'), { dev: { writeToDisk: true }, output: { cleanDistPath: false } }),
    dev(makeProject(twoEnvironments, 'write-to-disk-web-first'), sharedRoot('web-first')),
    dev(makeProject(twoEnvironments, 'write-to-disk-node-first'), sharedRoot('node-first')),
  ]);
  [analyzed, productionManifest] = await Promise.all([
    // performance.bundleAnalyze over a top-level false; the quiet environment keeps its own false.
    dev(makeProject({ ...files, 'src/quiet.js': "document.title = 'quiet';\n" }, 'write-to-disk-analyze'), {
      dev: { writeToDisk: false },
      performance: { bundleAnalyze: { analyzerMode: 'disabled' } },
      environments: {
        web: {},
        quiet: { source: { entry: { quiet: './src/quiet.js' } }, output: { distPath: { root: 'dist/quiet' } }, dev: { writeToDisk: false } },
      },
    }),
    dev(makeProject(files, 'write-to-disk-production-manifest'), { mode: 'production', output: { manifest: true } }),
  ]);
});
after(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

describe('dev.writeToDisk', () => {
  test('by default nothing is written and an earlier dist is left alone but for dist/.rsbuild, which is emptied; the browser still gets the files', async () => {
    // dist/.rsbuild/old.txt is gone, dist/old.txt stays.
    assert.deepEqual(listFiles(path.join(byDefault.dir, 'dist')), ['manifest.json', 'old.txt']);
    assert.equal(await served(byDefault, 'static/js/index.js', "'first'"), true);
  });

  test('the manifest is written to disk even when writeToDisk is off', () => {
    assert.match(listFiles(path.join(byDefault.dir, 'dist')).join(','), /manifest\.json/);
  });

  test('true writes the output to dist, after emptying it as a build does', () => {
    const written = listFiles(path.join(allFiles.dir, 'dist'));
    assert.equal(written.includes('old.txt'), false);
    assert.equal(written.includes('index.html'), true);
    assert.equal(written.includes('static/js/index.js'), true);
  });

  test('with true, each edit adds .hot-update.js and .hot-update.json files to the output folder', () => {
    const written = listFiles(path.join(allFiles.dir, 'dist'));
    assert.equal(written.some((file) => /^index\.[0-9a-f]+\.hot-update\.js$/.test(file)), true, written.join(', '));
    assert.equal(written.some((file) => /^index\.[0-9a-f]+\.hot-update\.json$/.test(file)), true, written.join(', '));
  });

  test('with output.cleanDistPath: true, the in-memory dev server empties the whole dist', async () => {
    assert.deepEqual(listFiles(path.join(cleanTrue.dir, 'dist')), []);
    assert.equal(await served(cleanTrue, 'static/js/index.js', "'first'"), true);
  });

  test('with output.cleanDistPath: false, writeToDisk: true empties nothing', () => {
    const written = listFiles(path.join(cleanFalse.dir, 'dist'));
    assert.equal(written.includes('old.txt'), true, written.join(', '));
    assert.equal(written.includes('index.html'), true, written.join(', '));
  });
});

describe('dev.writeToDisk: options that turn it on', () => {
  test('performance.bundleAnalyze sets the top-level value to true over a false: the dev server writes dist; an environment with its own false stays in memory', () => {
    const written = listFiles(path.join(analyzed.dir, 'dist'));
    assert.equal(written.includes('index.html'), true, written.join(', '));
    assert.equal(written.includes('static/js/index.js'), true, written.join(', '));
    assert.deepEqual(written.filter((file) => file.startsWith('quiet/')), []);
  });

  test("a dev server whose mode is 'production' keeps the manifest in memory like the rest", async () => {
    assert.deepEqual(listFiles(path.join(productionManifest.dir, 'dist')), ['old.txt']);
    assert.equal(await served(productionManifest, 'manifest.json', '"allFiles"'), true);
  });
});

// performance.profile and the BUNDLE_ANALYZE variable force the same top-level true (the dev server
// above shows what bundleAnalyze then writes); the normalized config of 1.7.6 shows it.
test('performance.profile and BUNDLE_ANALYZE also set the top-level dev.writeToDisk to true over a false', async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject(files, 'write-to-disk-forced');
  const writeToDisk = async (config: RsbuildConfig) => {
    const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', mode: 'development', ...config } });
    await rsbuild.initConfigs({ action: 'dev' });
    return rsbuild.getNormalizedConfig().dev.writeToDisk;
  };
  await withNodeEnv('development', async () => {
    assert.equal(await writeToDisk({ dev: { writeToDisk: false } }), false);
    assert.equal(await writeToDisk({ dev: { writeToDisk: false }, performance: { profile: true } }), true);
    assert.equal(await withEnv('BUNDLE_ANALYZE', 'true', () => writeToDisk({ dev: { writeToDisk: false } })), true);
  });
  assert.ok(pageText(page, 'en').includes('or the `BUNDLE_ANALYZE` environment variable is, Rsbuild sets the top-level `dev.writeToDisk` to `true`'));
  assert.ok(pageText(page, 'zh').includes('或者设置了环境变量 `BUNDLE_ANALYZE`，Rsbuild 就会把顶层的 `dev.writeToDisk` 改为 `true`'));
});

describe('Per environment: a shared output root', () => {
  test('web (false) listed before node (true) in the same dist: dist is not emptied although node writes there', () => {
    const written = listFiles(path.join(webFirst.dir, 'dist'));
    assert.equal(written.includes('old.txt'), true, written.join(', '));
    assert.equal(written.includes('server.js'), true, written.join(', '));
  });

  test('node (true) listed before web (false) in the same dist: dist is emptied', () => {
    const written = listFiles(path.join(nodeFirst.dir, 'dist'));
    assert.equal(written.includes('old.txt'), false, written.join(', '));
    assert.equal(written.includes('server.js'), true, written.join(', '));
  });
});

describe('Function form', () => {
  test('skipping .hot-update. files keeps them off disk while the edited bundle is written', () => {
    const dist = path.join(noHotUpdates.dir, 'dist');
    const written = listFiles(dist);
    assert.deepEqual(written.filter((file) => file.includes('hot-update')), []);
    assert.equal(written.includes('old.txt'), false);
    assert.match(readText(dist, 'static/js/index.js'), /'second'/);
  });

  test('the function gets absolute paths, and only the files it returns true for are written', async () => {
    const dist = path.join(htmlOnly.dir, 'dist');
    assert.equal(htmlOnlyPaths.includes(path.join(dist, 'index.html')), true);
    assert.equal(htmlOnlyPaths.includes(path.join(dist, 'static/js/index.js')), true);
    assert.deepEqual(listFiles(dist), ['index.html']);
  });

  test('files the function rejects are still served from memory', async () => {
    assert.equal(await served(htmlOnly, 'static/js/index.js', "'first'"), true);
  });
});

describe('Per environment', () => {
  test('the sample writes the node bundle to dist/server and keeps the web bundle in memory', async () => {
    const written = listFiles(path.join(perEnvironment.dir, 'dist'));
    assert.equal(written.includes('server/index.js'), true, written.join(', '));
    assert.equal(written.includes('index.html'), false, written.join(', '));
    // Only the writing environment's folder was emptied.
    assert.equal(written.includes('old.txt'), true);
    assert.equal(written.includes('server/old.txt'), false);
    assert.equal(await served(perEnvironment, 'static/js/index.js', "'first'"), true);
  });
});

describe('dev.writeToDisk: page text', () => {
  test('the page says the manifest needs no option in development mode, that the analyzers turn the option on, what the dev server empties by default, and how cleanDistPath and a shared output directory change it', () => {
    const en = pageText(page, 'en');
    assert.ok(en.includes("a [manifest](/config/output/manifest) needs no option while [mode](/config/mode) is `'development'`: the dev server then writes it to disk anyway; a dev server with another mode keeps it in memory like the rest"));
    assert.ok(en.includes('Rsbuild sets the top-level `dev.writeToDisk` to `true`, over a `false` of your own'));
    assert.ok(en.includes("Only an environment's own `dev.writeToDisk: false` under [environments](/config/environments) still keeps that environment in memory."));
    assert.doesNotMatch(en, /reads the generated HTML or the \[manifest\]/);
    assert.match(en, /When the option is on and \[output\.cleanDistPath\]\(\/config\/output\/clean-dist-path\) keeps its default `'auto'`, the dev server first empties the output directory/);
    assert.match(en, /With `output\.cleanDistPath: false`, nothing is emptied\./);
    assert.match(en, /only the folders of the environments that write are emptied; when two environments share an output directory, the one listed first under `environments` decides/);
    assert.match(en, /except for the `dist\/\.rsbuild` folder that `rsbuild inspect` writes, which the dev server empties when it starts/);
    assert.match(en, /to `true`, the dev server empties the whole output directory even though it writes nothing there/);
    assert.doesNotMatch(en, /and your `dist` folder is left alone\./);
    const zh = pageText(page, 'zh');
    assert.ok(zh.includes("[manifest](/config/output/manifest) 在 [mode](/config/mode) 为 `'development'` 时不需要这个选项，开发服务器本来就会把它写入磁盘；其他 mode 下的开发服务器会像其他产物一样把它留在内存中"));
    assert.ok(zh.includes('Rsbuild 就会把顶层的 `dev.writeToDisk` 改为 `true`，即使你自己写的是 `false` 也会被覆盖'));
    assert.ok(zh.includes('只有在 [environments](/config/environments) 中为某个环境单独设置 `dev.writeToDisk: false`，才能让该环境的产物继续留在内存中。'));
    assert.doesNotMatch(zh, /读取生成的 HTML 或 \[manifest\]/);
    assert.match(zh, /开启后，如果 \[output\.cleanDistPath\]\(\/config\/output\/clean-dist-path\) 保持默认值 `'auto'`，开发服务器会先清空输出目录/);
    assert.match(zh, /设置 `output\.cleanDistPath: false` 时，不会清空任何目录。/);
    assert.match(zh, /只会清空需要写入磁盘的那些环境的输出目录；当两个环境共用同一个输出目录时，由 `environments` 中先列出的环境决定/);
    assert.match(zh, /只有 `rsbuild inspect` 写入的 `dist\/\.rsbuild` 目录例外，开发服务器启动时会清空它/);
    assert.match(zh, /设为 `true`，即使开发服务器不向输出目录写入任何文件，也会清空整个输出目录/);
    assert.doesNotMatch(zh, /`dist` 目录也不会被改动。/);
  });
});
