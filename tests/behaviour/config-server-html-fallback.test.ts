// docs/{en,zh}/config/server/html-fallback.mdx: which requests for a missing path the dev server
// and the preview server answer with index.html, with 'index' and false (the page's table), the
// project without an index entry, the clean URLs that hold whatever the option says, server.base,
// and where server.historyApiFallback runs. One project of two pages, built once and served by
// dev and preview servers of the JS API in this process.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentConfig, RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, pageSamples, pageText, rsbuildCore, withNodeEnv } from './harness';

const page = 'config/server/html-fallback';
const files = { 'src/index.js': "document.title = 'page index';\n", 'src/admin.js': "document.title = 'page admin';\n" };
const source = { entry: { index: './src/index.js', admin: './src/admin.js' } };

/** Sends a request; gives the status and which page's script the answer loads ('' when none). */
function request(port: number, urlPath: string, { method = 'GET', accept = 'text/html' } = {}): Promise<{ status: number; page: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers: { accept } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, page: /static\/js\/([\w-]+)(?:\.[0-9a-f]+)?\.js/.exec(body)?.[1] ?? '' }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Server = { port: number; close: () => Promise<void> };
const servers: Server[] = [];
async function serve(kind: 'dev' | 'preview', cwd: string, config: RsbuildConfig): Promise<Server> {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: { logLevel: 'silent', mode: kind === 'dev' ? 'development' : 'production', source, dev: { hmr: false, liveReload: false }, ...config, server: { port: await freePort(), printUrls: false, ...config.server } },
  });
  const { port, server } = kind === 'dev' ? await rsbuild.startDevServer() : await rsbuild.preview();
  const started = { port, close: () => server.close() };
  servers.push(started);
  return started;
}

const table: [string, { method?: string; accept?: string }][] = [
  ['/settings/profile', { accept: 'text/html' }],
  ['/missing.js', { accept: '*/*' }],
  ['/data/missing.json', { accept: '*/*' }],
  ['/api/user', { accept: 'application/json' }],
  ['/api/user', { method: 'POST', accept: '*/*' }],
];
/** The page's table, one row per request: 'index' for index.html, else the status. */
async function column(server: Server): Promise<(string | number)[]> {
  const out: (string | number)[] = [];
  for (const [url, options] of table) {
    const { status, page } = await request(server.port, url, options);
    out.push(status === 200 ? page : status);
  }
  return out;
}

let dir: string;
let devIndex: Server;
let devOff: Server;
let previewIndex: Server;
let previewOff: Server;

before(async () => {
  dir = makeProject(files, 'html-fallback');
  await withNodeEnv(undefined, async () => {
    const { createRsbuild } = await rsbuildCore();
    const build = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'production', source } });
    await (await build.build()).close();
    previewIndex = await serve('preview', dir, {});
    previewOff = await serve('preview', dir, { server: { htmlFallback: false } });
    // The dev servers write nothing to dist (in memory), so the preview keeps serving the build.
    devIndex = await serve('dev', dir, {});
    devOff = await serve('dev', dir, { server: { htmlFallback: false } });
  });
});
after(async () => {
  for (const server of servers) await server.close();
});

describe('server.htmlFallback', () => {
  test("dev server: a GET or HEAD with Accept text/html or */* gets index.html; other methods and Accept values get 404", async () => {
    assert.deepEqual(await request(devIndex.port, '/settings/profile', { accept: 'text/html' }), { status: 200, page: 'index' });
    assert.deepEqual(await request(devIndex.port, '/settings/profile', { accept: '*/*' }), { status: 200, page: 'index' });
    assert.equal((await request(devIndex.port, '/settings/profile', { method: 'HEAD' })).status, 200);
    assert.equal((await request(devIndex.port, '/settings/profile', { method: 'POST' })).status, 404);
    assert.equal((await request(devIndex.port, '/settings/profile', { accept: 'application/json' })).status, 404);
  });
  test('dev server: /favicon.ico, missing from the project, is left out of the fallback and gets an empty 204', async () => {
    assert.deepEqual(await request(devIndex.port, '/favicon.ico', { accept: '*/*' }), { status: 204, page: '' });
    assert.deepEqual(await request(devIndex.port, '/favicon.ico', { accept: 'text/html' }), { status: 204, page: '' });
    assert.ok(!pageText(page, 'en').includes('The one path left out is `/favicon.ico`'));
    assert.ok(!pageText(page, 'zh').includes('唯一被排除的路径是 `/favicon.ico`'));
  });
  test('preview server: any method and Accept get index.html, except /favicon.ico (empty 204) and a file name inside a folder (404)', async () => {
    assert.deepEqual(await request(previewIndex.port, '/settings/profile', { method: 'PUT', accept: 'application/json' }), { status: 200, page: 'index' });
    assert.deepEqual(await request(previewIndex.port, '/favicon.ico', { accept: '*/*' }), { status: 204, page: '' });
    assert.equal((await request(previewIndex.port, '/data/countries.json', { accept: '*/*' })).status, 404);
  });
  test('dev server: a path ending in .hot-update.json gets 404 before the fallback, even with Accept text/html', async () => {
    assert.deepEqual(await request(devIndex.port, '/index.0123abcd.hot-update.json', { accept: '*/*' }), { status: 404, page: '' });
    assert.deepEqual(await request(devIndex.port, '/static/main.hot-update.json', { accept: 'text/html' }), { status: 404, page: '' });
    assert.deepEqual(await request(devIndex.port, '/static/main.hot-update.js', { accept: '*/*' }), { status: 200, page: 'index' });
    assert.ok(pageText(page, 'en').includes('The dev server leaves out two kinds of path: a path that ends in `.hot-update.json` (a hot update the server no longer has) gets a 404, and `/favicon.ico`, when the project has no favicon there, gets an empty 204 response.'));
    assert.ok(pageText(page, 'zh').includes('开发服务器会排除两类路径：以 `.hot-update.json` 结尾的路径（服务器上已不存在的热更新文件）返回 404；`/favicon.ico` 在项目里没有这个文件时，得到一个空的 204 响应。'));
  });
  test('preview server: a top-level file name falls back only when the asset prefix path is /; with server.base or another output.assetPrefix it gets 404, while the dev server still serves index.html', async () => {
    const base = await serve('preview', dir, { server: { base: '/app' } });
    assert.deepEqual(await request(base.port, '/app/settings/profile'), { status: 200, page: 'index' });
    assert.deepEqual(await request(base.port, '/app/missing.js', { accept: '*/*' }), { status: 404, page: '' });
    const cdn = await serve('preview', dir, { output: { assetPrefix: '/cdn/' } });
    assert.deepEqual(await request(cdn.port, '/settings/profile'), { status: 200, page: 'index' });
    assert.deepEqual(await request(cdn.port, '/missing.js', { accept: '*/*' }), { status: 404, page: '' });
    const url = await serve('preview', dir, { output: { assetPrefix: 'https://cdn.example.com/assets/' } });
    assert.deepEqual(await request(url.port, '/settings/profile'), { status: 200, page: 'index' });
    assert.deepEqual(await request(url.port, '/missing.js', { accept: '*/*' }), { status: 404, page: '' });
    assert.deepEqual(await request(previewIndex.port, '/missing.js', { accept: '*/*' }), { status: 200, page: 'index' });
    const devBase = await serve('dev', dir, { server: { base: '/app' } });
    assert.deepEqual(await request(devBase.port, '/app/missing.js', { accept: '*/*' }), { status: 200, page: 'index' });
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('A top-level file name such as `/missing.js` falls back only while the path of the asset prefix is `/`'));
    assert.ok(en.includes('| `GET /missing.js`, `Accept: */*` | `index.html` | `index.html` (404 with `server.base` or an asset prefix other than `/`) | 404 |'));
    assert.ok(en.includes('except that a file name such as `/app/missing.js` gets a 404 there'));
    assert.ok(zh.includes('只有资源前缀的路径为 `/` 时，`/missing.js` 这类顶层文件名才会回退'));
    assert.ok(zh.includes('| `GET /missing.js`，`Accept: */*` | `index.html` | `index.html`（设置了 `server.base` 或路径不为 `/` 的资源前缀时为 404） | 404 |'));
    assert.ok(zh.includes('`/app/missing.js` 这类文件名在预览服务器中会得到 404'));
  });
});

describe('server.htmlFallback › Dev server and preview server', () => {
  test("the table: dev 'index', preview 'index', and false in both", async () => {
    assert.deepEqual(await column(devIndex), ['index', 'index', 'index', 404, 404]);
    assert.deepEqual(await column(previewIndex), ['index', 'index', 404, 'index', 'index']);
    assert.deepEqual(await column(devOff), [404, 404, 404, 404, 404]);
    assert.deepEqual(await column(previewOff), [404, 404, 404, 404, 404]);
  });
  test('dev server: a missing script is answered with index.html, status 200, Content-Type text/html', async () => {
    const { status, type } = await new Promise<{ status: number; type: string }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: devIndex.port, path: '/static/js/missing.js', headers: { accept: '*/*' } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) });
      }).on('error', reject);
    });
    assert.deepEqual({ status, type }, { status: 200, type: 'text/html; charset=utf-8' });
  });
  test('a project whose only entry is main gets 404 in both servers; in the dev server, historyApiFallback with index /main.html serves main.html', async () => {
    const mainDir = makeProject({ 'src/main.js': "document.title = 'page main';\n" }, 'html-fallback-main');
    const mainOnly = await serve('dev', mainDir, { source: { entry: { main: './src/main.js' } } });
    const withIndex = await serve('dev', mainDir, { source: { entry: { main: './src/main.js' } }, server: { historyApiFallback: { index: '/main.html' } } });
    assert.deepEqual(await request(mainOnly.port, '/settings/profile'), { status: 404, page: '' });
    assert.deepEqual(await request(withIndex.port, '/settings/profile'), { status: 200, page: 'main' });
    // The preview server of that build: no index.html either, so no fallback.
    await withNodeEnv(undefined, async () => {
      const { createRsbuild } = await rsbuildCore();
      const build = await createRsbuild({ cwd: mainDir, rsbuildConfig: { logLevel: 'silent', mode: 'production', source: { entry: { main: './src/main.js' } } } });
      await (await build.build()).close();
    });
    const previewMain = await serve('preview', mainDir, { source: { entry: { main: './src/main.js' } } });
    assert.deepEqual(await request(previewMain.port, '/settings/profile'), { status: 404, page: '' });
  });
  test("html.outputStructure 'nested' writes index/index.html and no index.html at the root: both servers answer /settings/profile with 404, and /index with the page", async () => {
    const nestedDir = makeProject({ 'src/index.js': "document.title = 'page index';\n" }, 'html-fallback-nested');
    const nested = { source: { entry: { index: './src/index.js' } }, html: { outputStructure: 'nested' as const } };
    await withNodeEnv(undefined, async () => {
      const { createRsbuild } = await rsbuildCore();
      const build = await createRsbuild({ cwd: nestedDir, rsbuildConfig: { logLevel: 'silent', mode: 'production', ...nested } });
      await (await build.build()).close();
    });
    const preview = await serve('preview', nestedDir, nested);
    const dev = await serve('dev', nestedDir, nested);
    for (const server of [preview, dev]) {
      assert.deepEqual(await request(server.port, '/settings/profile'), { status: 404, page: '' });
      assert.deepEqual(await request(server.port, '/index'), { status: 200, page: 'index' });
    }
  });
  test("output.distPath.html 'html' writes html/index.html: both servers answer /settings/profile with 404, and /html/index.html with the page", async () => {
    const htmlDir = makeProject({ 'src/index.js': "document.title = 'page index';\n" }, 'html-fallback-html-dir');
    const config = { source: { entry: { index: './src/index.js' } }, output: { distPath: { html: 'html' } } };
    await withNodeEnv(undefined, async () => {
      const { createRsbuild } = await rsbuildCore();
      const build = await createRsbuild({ cwd: htmlDir, rsbuildConfig: { logLevel: 'silent', mode: 'production', ...config } });
      await (await build.build()).close();
    });
    assert.ok(existsSync(path.join(htmlDir, 'dist/html/index.html')));
    for (const server of [await serve('preview', htmlDir, config), await serve('dev', htmlDir, config)]) {
      assert.deepEqual(await request(server.port, '/settings/profile'), { status: 404, page: '' });
      assert.deepEqual(await request(server.port, '/html/index.html'), { status: 200, page: 'index' });
    }
  });
  test('environments writing to dist/web and dist/server: both servers look for dist/index.html and answer /settings/profile with 404', async () => {
    const envDir = makeProject({ 'src/index.js': "document.title = 'page index';\n" }, 'html-fallback-environments');
    const config: RsbuildConfig = {
      source: { entry: { index: './src/index.js' } },
      environments: { web: { output: { distPath: { root: 'dist/web' } } }, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } },
    };
    await withNodeEnv(undefined, async () => {
      const { createRsbuild } = await rsbuildCore();
      const build = await createRsbuild({ cwd: envDir, rsbuildConfig: { logLevel: 'silent', mode: 'production', ...config } });
      await (await build.build()).close();
    });
    assert.ok(existsSync(path.join(envDir, 'dist/web/index.html')));
    assert.ok(!existsSync(path.join(envDir, 'dist/index.html')));
    const preview = await serve('preview', envDir, config);
    assert.deepEqual(await request(preview.port, '/settings/profile'), { status: 404, page: '' });
    assert.deepEqual(await request(preview.port, '/web/index.html'), { status: 200, page: 'index' });
    const dev = await serve('dev', envDir, config);
    assert.deepEqual(await request(dev.port, '/settings/profile'), { status: 404, page: '' });
  });
  test('the page names the top of the output directory, the nested layout, distPath.html and environments, in both languages', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('at the root of its HTML output folder'));
    assert.ok(!zh.includes('HTML 输出目录的顶层'));
    assert.ok(en.includes('Both servers fall back only to an `index.html` at the top of the output directory (`dist` by default).'));
    assert.ok(en.includes("With [html.outputStructure](/config/html/output-structure) `'nested'`, the page is `index/index.html`"));
    assert.ok(en.includes('with [output.distPath.html](/config/output/dist-path) set to `html`, it is `html/index.html`.'));
    assert.ok(en.includes('for environments that write to `dist/web` and `dist/server`, they look for `dist/index.html`'));
    assert.ok(zh.includes('两个服务器只会回退到产物目录（默认为 `dist`）顶层的 `index.html`。'));
    assert.ok(zh.includes("使用 [html.outputStructure](/config/html/output-structure) `'nested'` 时，页面是 `index/index.html`"));
    assert.ok(zh.includes('把 [output.distPath.html](/config/output/dist-path) 设为 `html` 时，页面是 `html/index.html`。'));
    assert.ok(zh.includes('如果两个环境分别输出到 `dist/web` 和 `dist/server`，它们查找的是 `dist/index.html`'));
  });
});

describe('server.htmlFallback › Clean URLs are independent of this option', () => {
  test('with htmlFallback false, /admin serves admin.html and / serves index.html in both servers', async () => {
    for (const server of [devOff, previewOff]) {
      assert.deepEqual(await request(server.port, '/admin'), { status: 200, page: 'admin' });
      assert.deepEqual(await request(server.port, '/'), { status: 200, page: 'index' });
    }
  });
  test('the dev server maps /admin only for a page request; the preview server for any request', async () => {
    assert.equal((await request(devOff.port, '/admin', { accept: 'application/json' })).status, 404);
    assert.equal((await request(devIndex.port, '/admin', { method: 'POST' })).status, 404);
    assert.deepEqual(await request(previewOff.port, '/admin', { accept: 'application/json' }), { status: 200, page: 'admin' });
  });
  test('the page states the page-request condition of the dev server, in both languages', () => {
    assert.ok(pageText(page, 'en').includes('The dev server does this only for the page requests described above'));
    assert.ok(pageText(page, 'zh').includes('开发服务器只对上文所说的页面请求这样做'));
  });
});

describe('server.htmlFallback › Notes', () => {
  test('dev server: historyApiFallback runs first; preview server: the index fallback answers first, so a rewrite reaches only a file name inside a folder', async () => {
    const rewrites = [{ from: /^\/(settings|data)\//, to: '/admin.html' }];
    const dev = await serve('dev', dir, { server: { historyApiFallback: { rewrites } } });
    const preview = await serve('preview', dir, { server: { historyApiFallback: { rewrites } } });
    const previewStrict = await serve('preview', dir, { server: { htmlFallback: false, historyApiFallback: { rewrites } } });
    assert.deepEqual(await request(dev.port, '/settings/profile'), { status: 200, page: 'admin' });
    assert.deepEqual(await request(preview.port, '/settings/profile'), { status: 200, page: 'index' });
    assert.deepEqual(await request(preview.port, '/data/list.json'), { status: 200, page: 'admin' });
    assert.deepEqual(await request(previewStrict.port, '/settings/profile'), { status: 200, page: 'admin' });
  });
  test('the notes say where historyApiFallback runs in each server, in both languages', () => {
    assert.ok(pageText(page, 'en').includes('In the preview server, this fallback answers first'));
    assert.ok(pageText(page, 'zh').includes('在预览服务器中，本回退先响应'));
    assert.ok(!pageText(page, 'en').includes('runs before this fallback. Combine'));
  });
  test('server.base is removed before the lookup: /app/settings/profile gets index.html in both servers', async () => {
    for (const kind of ['dev', 'preview'] as const) {
      const server = await serve(kind, dir, { server: { base: '/app' } });
      assert.deepEqual(await request(server.port, '/app/settings/profile'), { status: 200, page: 'index' }, kind);
    }
  });
  test('the sample is the htmlFallback: false served above, in both languages; htmlFallback is not an environment option', () => {
    for (const lang of ['en', 'zh'] as const) {
      assert.deepEqual(pageSamples(page, lang).map((sample) => /server: \{\s*htmlFallback: false,\s*\}/.test(sample)), [true], lang);
    }
    // @ts-expect-error EnvironmentConfig has no server key in 1.7.6.
    const environment: EnvironmentConfig = { server: { htmlFallback: false } };
    assert.ok(environment);
  });
});
