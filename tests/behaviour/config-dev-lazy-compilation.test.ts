// docs/{en,zh}/config/dev/lazy-compilation.mdx: how a lazily compiled module reaches the page in
// Chromium with HMR on, with HMR off (live reload), and with both off; and what Rspack does with
// an object that leaves out `entries`.
// The Values table and the targets: the lazyCompilation of the Rspack configs for dev and build.
// An object per environment: merged with the top-level value (initConfigs). With a web and a node
// environment: the __0 suffix of the endpoint, and the CORS answer to a lazy request (fetch with Origin).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePort, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore, typeCheckProject, waitFor, launchChromium } from './harness';

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

describe('dev.lazyCompilation › Values (an object per environment)', () => {
  test("an object under environments.<name>.dev is merged with a top-level object (Rsbuild's default when unset) and replaces a top-level true or false; a top-level object is passed as written", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('index');\n" }, 'lazy-per-environment');
    const environments = {
      plain: { output: { distPath: { root: 'dist/plain' } } },
      imports: { dev: { lazyCompilation: { imports: true } }, output: { distPath: { root: 'dist/imports' } } },
      test: { dev: { lazyCompilation: { test: /[\\/]src[\\/]pages[\\/]/ } }, output: { distPath: { root: 'dist/test' } } },
    };
    const lazy = async (dev: Dev | undefined) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'development', dev, environments } });
      return (await rsbuild.initConfigs({ action: 'dev' })).map((config) => JSON.stringify(config.lazyCompilation));
    };
    // Nothing at the top level: the environments' keys fall back to Rsbuild's default.
    assert.deepEqual(await lazy(undefined), ['{"imports":true,"entries":false}', '{"imports":true,"entries":false}', '{"imports":true,"entries":false,"test":{}}']);
    // A top-level object is passed as written (entries left out, so Rspack's true applies), and an environment's object is merged with it.
    assert.deepEqual(await lazy({ lazyCompilation: { imports: true } }), ['{"imports":true}', '{"imports":true}', '{"imports":true,"test":{}}']);
    // A top-level boolean is replaced: the environment's object goes to Rspack alone, so entries falls back to Rspack's true.
    assert.deepEqual(await lazy({ lazyCompilation: false }), [undefined, '{"imports":true}', '{"test":{}}']);
    assert.deepEqual(await lazy({ lazyCompilation: true }), ['{"entries":false,"imports":true}', '{"imports":true}', '{"test":{}}']);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/dev/lazy-compilation', lang);
      const expected = lang === 'en'
        ? [
            "Under `environments.<name>.dev`: merged with the top-level object, or with Rsbuild's default when you have not set one; a top-level `true` or `false` is replaced, not merged.",
            'with nothing set at the top level, `{ imports: true }` there becomes `{ imports: true, entries: false }`',
            "with `lazyCompilation: false` at the top level, `{ imports: true }` in an environment makes that environment's entries lazy too.",
            "(an environment's object without it takes the value of the top-level object or of Rsbuild's default, and `true` when the top-level value is `true` or `false`)",
          ]
        : [
            '在 `environments.<name>.dev` 中设置时：与顶层的对象合并，顶层未设置时与 Rsbuild 的默认值合并；顶层为 `true` 或 `false` 时则直接替换，不做合并。',
            '顶层未设置时，其中的 `{ imports: true }` 会变成 `{ imports: true, entries: false }`',
            '顶层设置 `lazyCompilation: false`、某个环境中设置 `{ imports: true }` 时，这个环境的入口也会按需编译。',
            '（某个环境的对象不含该字段时，取顶层对象或 Rsbuild 默认值中的值；顶层为 `true` 或 `false` 时为 `true`）',
          ];
      for (const sentence of expected) assert.ok(text.includes(sentence), `${lang}: ${sentence}`);
    }
  });

  test('lazy compilation needs the Rspack bundler: the page says so (the plugin returns early for the webpack bundler, which is not installed here)', () => {
    assert.ok(pageText('config/dev/lazy-compilation', 'en').includes('only with the Rspack bundler (not under the webpack provider)'));
    assert.ok(pageText('config/dev/lazy-compilation', 'zh').includes('只在使用 Rspack 打包时生效（webpack provider 下不生效）'));
  });
});

// Two dev servers, each with a web and a node environment (as for SSR): one with the default
// prefix and the default server.cors, one with its own prefix and server.cors: true.
describe('dev.lazyCompilation › prefix and serverUrl (two environments, CORS)', () => {
  const closers: (() => Promise<unknown>)[] = [];
  let plain: { dir: string; port: number };
  let custom: { dir: string; port: number };
  before(async () => {
    [plain, custom] = await Promise.all([serve('lazy-two-envs', {}), serve('lazy-two-envs-prefix', { prefix: '/my-lazy-', cors: true })]);
  });
  after(async () => {
    for (const close of closers.reverse()) await close();
  });

  async function serve(name: string, { prefix, cors }: { prefix?: string; cors?: boolean }) {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject(files, name);
    const port = await freePort();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'development',
        logLevel: 'warn',
        server: { port, host: '127.0.0.1', ...(cors === undefined ? {} : { cors }) },
        dev: { writeToDisk: true, ...(prefix ? { lazyCompilation: { imports: true, entries: false, prefix } } : {}) },
        environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } },
      },
    });
    let compiles = 0;
    rsbuild.onAfterDevCompile(() => void (compiles += 1));
    const { server } = await rsbuild.startDevServer();
    closers.push(() => server.close());
    await waitFor('the first dev compilation', () => compiles > 0, 60_000);
    return { dir, port };
  }
  const post = (port: number, pathname: string, origin?: string) =>
    fetch(`http://127.0.0.1:${port}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'text/plain', ...(origin ? { Origin: origin } : {}) }, body: '' });
  const webJs = (dir: string) => listFiles(path.join(dir, 'dist/static/js')).filter((file) => file.endsWith('.js')).map((file) => readText(dir, path.join('dist/static/js', file))).join('\n');

  test('prefix: with a web and a node environment the endpoint is /lazy-compilation-using-__0, and a prefix you set gets the same suffix', async () => {
    assert.ok(webJs(plain.dir).includes('lazy-compilation-web.js?%2Flazy-compilation-using-__0"'));
    assert.equal((await post(plain.port, '/lazy-compilation-using-')).status, 404);
    assert.equal((await post(plain.port, '/lazy-compilation-using-__0')).status, 200);
    assert.ok(webJs(custom.dir).includes('lazy-compilation-web.js?%2Fmy-lazy-__0"'));
    assert.equal((await post(custom.port, '/my-lazy-')).status, 404);
    assert.equal((await post(custom.port, '/my-lazy-__0')).status, 200);
    assert.ok(pageText('config/dev/lazy-compilation', 'en').includes("with two or more environments, such as `web` and `node` for SSR, Rspack appends `__<n>`, so the endpoint becomes `/lazy-compilation-using-__0`, and a prefix you set gets the same suffix"));
    assert.ok(pageText('config/dev/lazy-compilation', 'zh').includes('有两个或更多环境时，例如 SSR 的 `web` 和 `node`，Rspack 会追加 `__<n>`，端点变为 `/lazy-compilation-using-__0`，自定义的前缀也会加上同样的后缀'));
  });

  test('serverUrl: the default server.cors admits a lazy request from localhost but not from another host; server.cors: true admits any origin', async () => {
    const allowed = async (port: number, pathname: string, origin: string) => (await post(port, pathname, origin)).headers.get('access-control-allow-origin');
    assert.equal(await allowed(plain.port, '/lazy-compilation-using-__0', 'http://localhost:3000'), 'http://localhost:3000');
    assert.equal(await allowed(plain.port, '/lazy-compilation-using-__0', 'http://127.0.0.1:3000'), 'http://127.0.0.1:3000');
    assert.equal(await allowed(plain.port, '/lazy-compilation-using-__0', 'http://127.0.0.2:3000'), null);
    assert.equal(await allowed(plain.port, '/lazy-compilation-using-__0', 'http://app.example:3000'), null);
    assert.equal(await allowed(custom.port, '/my-lazy-__0', 'http://127.0.0.2:3000'), '*');
    assert.ok(pageText('config/dev/lazy-compilation', 'en').includes('the default [server.cors](/config/server/cors) only admits `localhost`, `127.0.0.1` and `[::1]` origins: for a page served from any other host, also set `server.cors` (for example to `true`), otherwise the browser blocks the request and the page falls back to a full reload.'));
    assert.ok(pageText('config/dev/lazy-compilation', 'zh').includes('而默认的 [server.cors](/config/server/cors) 只允许 `localhost`、`127.0.0.1` 和 `[::1]` 这几个源：如果页面由其他主机提供，还需要设置 `server.cors`（例如设为 `true`），否则浏览器会拦截请求，页面会退回到整页刷新。'));
  });
});
