// docs/{en,zh}/config/dev/lazy-compilation.mdx: how a lazily compiled module reaches the page in
// Chromium with HMR on, with HMR off (live reload), and with both off; and what Rspack does with
// an object that leaves out `entries`.
// The Values table and the targets: the lazyCompilation of the Rspack configs for dev and build.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePort, listFiles, makeProject, pageSamples, readText, rsbuildCore, typeCheckProject, waitFor, launchChromium } from './harness';

const files = {
  // Counts the page's loads in sessionStorage, then asks for the lazy module.
  'src/index.js': `const loads = Number(sessionStorage.getItem('loads') ?? 0) + 1;
sessionStorage.setItem('loads', String(loads));
document.body.dataset.loads = String(loads);
import('./lazy.js').then((module) => {
  document.body.dataset.result = module.value;
});
`,
  'src/lazy.js': "export const value = 'marker-lazy';\n",
};

type Dev = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').DevConfig;

describe('dev.lazyCompilation', () => {
  const closers: (() => Promise<unknown>)[] = [];
  let browser: import('playwright-core').Browser;
  let hmr: Awaited<ReturnType<typeof open>>;
  let liveReload: Awaited<ReturnType<typeof open>>;
  let neither: Awaited<ReturnType<typeof open>>;
  let testSample: { dir: string; files: string[] };
  before(async () => {
    browser = await launchChromium();
    closers.push(() => browser.close());
    // Four servers side by side, each page on its own port (so its own sessionStorage).
    [hmr, liveReload, neither, testSample] = await Promise.all([
      open('lazy-hmr', { lazyCompilation: { imports: true, serverUrl: 'http://127.0.0.1:<port>' } }),
      open('lazy-live-reload', { hmr: false }),
      open('lazy-no-reload', { hmr: false, liveReload: false }),
      firstCompile(),
    ]);
  });
  after(async () => {
    for (const close of closers.reverse()) await close();
  });

  /** Starts a dev server of a fresh project with `dev` and opens its page in Chromium; gives the page, the project and the number of finished compilations. */
  async function open(name: string, dev: Dev) {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject(files, name);
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'warn', server: { port: await freePort(), host: '127.0.0.1' }, dev: { writeToDisk: true, ...dev } } });
    const state = { compiles: 0 };
    rsbuild.onAfterDevCompile(() => void (state.compiles += 1));
    const { server, port } = await rsbuild.startDevServer();
    closers.push(() => server.close());
    await waitFor('the first dev compilation', () => state.compiles > 0, 60_000);
    const firstFiles = listFiles(path.join(dir, 'dist/static/js'));
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    return { page, dir, state, firstFiles, port };
  }

  /** The page's `test` sample as written, in a project importing one module under src/pages and one beside it: the files of the first dev compilation. */
  async function firstCompile() {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const dir = makeProject(
      {
        'rsbuild.config.ts': pageSamples('config/dev/lazy-compilation', 'en')[2],
        'src/index.js': "import('./pages/home.js');\nimport('./other.js');\n",
        'src/pages/home.js': "console.log('marker-home');\n",
        'src/other.js': "console.log('marker-other');\n",
      },
      'lazy-test-sample',
    );
    const { content } = await loadConfig({ cwd: dir });
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...content, mode: 'development', logLevel: 'warn', server: { port: await freePort(), host: '127.0.0.1' }, dev: { ...content.dev, writeToDisk: true } } });
    let compiles = 0;
    rsbuild.onAfterDevCompile(() => void (compiles += 1));
    const { server } = await rsbuild.startDevServer();
    closers.push(() => server.close());
    await waitFor('the first dev compilation', () => compiles > 0, 60_000);
    return { dir, files: listFiles(path.join(dir, 'dist/static/js/async')).filter((file) => file.endsWith('.js')).sort() };
  }

  test('the test sample: the import under src/pages is a proxy, the other one is compiled at startup', () => {
    const { dir, files: asyncFiles } = testSample;
    assert.deepEqual(asyncFiles, ['src_other_js.js', 'src_pages_home_js_lazy-compilation-proxy.js']);
    assert.match(readText(dir, 'dist/static/js/async/src_other_js.js'), /marker-other/);
    assert.doesNotMatch(readText(dir, 'dist/static/js/async/src_pages_home_js_lazy-compilation-proxy.js'), /marker-home/);
  });

  const data = (page: import('playwright-core').Page, key: string) => page.evaluate((k) => document.body?.dataset[k] ?? null, key);

  test('HMR on: the lazy module arrives as a hot update, without a reload; an object without entries makes the entry lazy too; <port> in serverUrl is the server\'s port', async () => {
    const { page, dir, firstFiles, port } = hmr;
    // The entry file of the first compilation is a proxy, without the entry's code.
    assert.ok(firstFiles.includes('index.js'), firstFiles.join(', '));
    assert.match(readText(dir, 'dist/static/js/index.js'), /lazy-compilation-proxy/);
    assert.doesNotMatch(readText(dir, 'dist/static/js/index.js'), /sessionStorage/);
    // serverUrl's <port> is the port the server listens on, and the prefix follows it.
    assert.ok(readText(dir, 'dist/static/js/index.js').includes(`lazy-compilation-web.js?http%3A%2F%2F127.0.0.1%3A${port}%2Flazy-compilation-using-"`));
    await waitFor('the lazy module', () => data(page, 'result').then((value) => value === 'marker-lazy'), 60_000);
    assert.equal(await data(page, 'loads'), '1');
  });

  test('dev.hmr false: the first request reloads the page, and the module is there after the reload', async () => {
    const { page, dir } = liveReload;
    // Without serverUrl and prefix, the requests go to /lazy-compilation-using- on the page's own origin.
    const js = listFiles(path.join(dir, 'dist/static/js')).filter((file) => file.endsWith('.js')).map((file) => readText(dir, path.join('dist/static/js', file))).join('\n');
    assert.ok(js.includes('lazy-compilation-web.js?%2Flazy-compilation-using-"'));
    await waitFor('the lazy module', () => data(page, 'result').then((value) => value === 'marker-lazy'), 60_000);
    assert.equal(await data(page, 'loads'), '2');
  });

  test('dev.hmr and dev.liveReload false: import() stays pending until the page is reloaded by hand', async () => {
    const { page, state } = neither;
    // The server compiles the module on request: wait for that second compilation.
    await waitFor('the compilation the page asked for', () => state.compiles > 1, 60_000);
    assert.equal(await data(page, 'result'), null);
    assert.equal(await data(page, 'loads'), '1');
    await page.reload();
    await waitFor('the lazy module after a reload', () => data(page, 'result').then((value) => value === 'marker-lazy'), 60_000);
    assert.equal(await data(page, 'loads'), '2');
  });
});

describe('dev.lazyCompilation › Values', () => {
  test("true: imports only with one entry, entries and imports with several; nothing in rsbuild build, nor for 'node' and 'web-worker' targets", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('index');\n", 'src/admin.js': "console.log('admin');\n" }, 'lazy-values');
    const rsbuildConfig = {
      logLevel: 'silent' as const,
      mode: 'development' as const,
      dev: { lazyCompilation: true },
      environments: {
        one: { output: { distPath: { root: 'dist/one' } } },
        several: { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, output: { distPath: { root: 'dist/several' } } },
        node: { output: { target: 'node' as const, distPath: { root: 'dist/node' } } },
        worker: { output: { target: 'web-worker' as const, distPath: { root: 'dist/worker' } } },
      },
    };
    const names = ['one', 'several', 'node', 'worker'];
    const lazy = (configs: { lazyCompilation?: unknown }[]) => Object.fromEntries(configs.map((config, index) => [names[index], JSON.stringify(config.lazyCompilation ?? null)]));
    const configsFor = async (action: 'dev' | 'build') => lazy(await (await createRsbuild({ cwd: dir, rsbuildConfig })).initConfigs({ action }));
    assert.deepEqual(await configsFor('dev'), { one: '{"entries":false,"imports":true}', several: 'true', node: 'null', worker: 'null' });
    assert.deepEqual(await configsFor('build'), { one: 'null', several: 'null', node: 'null', worker: 'null' });
  });
});
