// docs/{en,zh}/config/server/headers.mdx: which responses of the dev server and of the preview
// server carry the headers (pages, scripts, public files, 404s, proxied answers, middlewares
// before and after), arrays, duplicate spellings, the interplay with the default server.cors,
// and the cross-origin isolation sample in Chromium, through localhost and a Network URL. One dev server and one preview server of
// the same project, served in this process through the JS API, with a local backend to proxy to.
import assert from 'node:assert/strict';
import http from 'node:http';
import os from 'node:os';
import { after, before, describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, pageText, rsbuildCore, launchChromium } from './harness';

const page = 'config/server/headers';
/** A plugin that answers /from-plugin from a middleware it registers in onBeforeStartDevServer. */
const pluginMiddleware: RsbuildPlugin = {
  name: 'behaviour:plugin-middleware',
  setup(api) {
    api.onBeforeStartDevServer(({ server }) => {
      server.middlewares.use((req, res, next) => (req.url === '/from-plugin' ? res.end('from plugin') : next()));
    });
  },
};
// An address of this machine that is not loopback, as a Network URL shows it.
const lan = Object.values(os.networkInterfaces()).flat().find((item) => item?.family === 'IPv4' && !item.internal)?.address;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
function request(port: number, urlPath: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const headers = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Set-Cookie': ['theme=dark; Path=/', 'locale=en; Path=/'],
  'X-Environment': 'local',
  'x-environment': 'last spelling',
  'Access-Control-Allow-Origin': 'https://app.example.com',
};

describe('server.headers', () => {
  const dir = makeProject({ 'src/index.js': 'document.title = String(self.crossOriginIsolated);\n', 'public/notes.txt': 'notes\n' }, 'server-headers');
  let backend: http.Server;
  let dev: { port: number; close: () => Promise<void> };
  let preview: { port: number; close: () => Promise<void> };
  let chromium: ReturnType<typeof launchChromium> | undefined;

  before(async () => {
    backend = http.createServer((_req, res) => {
      res.setHeader('X-Environment', 'backend');
      res.end('from backend');
    });
    const backendPort = await freePort();
    await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.1', resolve));
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        dev: {
          hmr: false,
          liveReload: false,
          setupMiddlewares: (middlewares) => {
            middlewares.unshift((req, res, next) => (req.url === '/early' ? res.end('early') : next()));
            middlewares.push((req, res, next) => (req.url === '/late' ? res.end('late') : next()));
          },
        },
        server: { port: await freePort(), printUrls: false, headers, proxy: { '/api': `http://127.0.0.1:${backendPort}` } },
        plugins: [pluginMiddleware],
      },
    });
    const started = await rsbuild.startDevServer();
    dev = { port: started.port, close: () => started.server.close() };
    const build = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { distPath: { root: 'dist-preview' }, filenameHash: false } } });
    await (await build.build()).close();
    const previewing = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { distPath: { root: 'dist-preview' } }, server: { port: await freePort(), printUrls: false, headers } } });
    const served = await previewing.preview();
    preview = { port: served.port, close: () => served.server.close() };
  });

  after(async () => {
    await (await chromium)?.close();
    await dev?.close();
    await preview?.close();
    backend?.close();
  });

  test('the dev server sends the headers with pages, scripts, public files, 404 pages and proxied answers', async () => {
    for (const [urlPath, status] of [['/', 200], ['/static/js/index.js', 200], ['/notes.txt', 200], ['/missing.js', 404], ['/api/data', 200]] as const) {
      const answer = await request(dev.port, urlPath);
      assert.equal(answer.status, status, urlPath);
      assert.equal(answer.headers['cross-origin-opener-policy'], 'same-origin', urlPath);
    }
  });

  test('the preview server sends them with pages, scripts and public files', async () => {
    for (const [urlPath, status] of [['/', 200], ['/static/js/index.js', 200], ['/notes.txt', 200]] as const) {
      const answer = await request(preview.port, urlPath);
      assert.equal(answer.status, status, urlPath);
      assert.equal(answer.headers['cross-origin-embedder-policy'], 'require-corp', urlPath);
    }
  });

  test('an array sends the header once per value', async () => {
    assert.deepEqual((await request(dev.port, '/')).headers['set-cookie'], ['theme=dark; Path=/', 'locale=en; Path=/']);
  });

  test('two spellings of one name send one header with the value of the later key', async () => {
    const { headers: received } = await request(dev.port, '/notes.txt');
    assert.equal(received['x-environment'], 'last spelling');
  });

  test('a proxied backend that sends the same header wins', async () => {
    const answer = await request(dev.port, '/api/data');
    assert.equal(answer.body, 'from backend');
    assert.equal(answer.headers['x-environment'], 'backend');
  });

  test('a response sent by a middlewares.unshift() handler or a plugin middleware of onBeforeStartDevServer lacks the headers; a middlewares.push() handler gets them', async () => {
    const fromPlugin = await request(dev.port, '/from-plugin');
    assert.equal(fromPlugin.body, 'from plugin');
    assert.equal(fromPlugin.headers['cross-origin-opener-policy'], undefined);
    const early = await request(dev.port, '/early');
    assert.equal(early.body, 'early');
    assert.equal(early.headers['cross-origin-opener-policy'], undefined);
    const late = await request(dev.port, '/late');
    assert.equal(late.body, 'late');
    assert.equal(late.headers['cross-origin-opener-policy'], 'same-origin');
  });

  test('with the default server.cors, a GET gets the server.headers value and its preflight the requesting origin with 204 and no server.headers', async () => {
    const get = await request(dev.port, '/', { headers: { origin: 'http://localhost:5173' } });
    assert.equal(get.headers['access-control-allow-origin'], 'https://app.example.com');
    const noOrigin = await request(dev.port, '/');
    assert.equal(noOrigin.headers['access-control-allow-origin'], 'https://app.example.com');
    const preflight = await request(dev.port, '/', { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:5173');
    assert.equal(preflight.headers['cross-origin-opener-policy'], undefined);
    assert.equal(preflight.headers['set-cookie'], undefined);
  });

  test('with the default server.cors, every OPTIONS request gets 204 and none of server.headers, in dev and preview; with server.cors false a plain OPTIONS gets them', async () => {
    for (const port of [dev.port, preview.port]) {
      const plain = await request(port, '/', { method: 'OPTIONS' });
      assert.equal(plain.status, 204, String(port));
      assert.equal(plain.headers['cross-origin-opener-policy'], undefined, String(port));
      assert.equal(plain.headers['x-environment'], undefined, String(port));
    }
    const { createRsbuild } = await rsbuildCore();
    const closers: (() => Promise<void>)[] = [];
    try {
      const devOff = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', dev: { hmr: false, liveReload: false }, server: { port: await freePort(), printUrls: false, cors: false, headers } } });
      const startedOff = await devOff.startDevServer();
      closers.push(() => startedOff.server.close());
      const previewOff = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { distPath: { root: 'dist-preview' } }, server: { port: await freePort(), printUrls: false, cors: false, headers } } });
      const servedOff = await previewOff.preview();
      closers.push(() => servedOff.server.close());
      // The dev server answers 204; the preview server's static handler sends index.html with 200.
      for (const [port, status] of [[startedOff.port, 204], [servedOff.port, 200]] as const) {
        const plain = await request(port, '/', { method: 'OPTIONS' });
        assert.equal(plain.status, status, String(port));
        assert.equal(plain.headers['cross-origin-opener-policy'], 'same-origin', String(port));
        assert.equal(plain.headers['x-environment'], 'last spelling', String(port));
      }
    } finally {
      for (const close of closers) await close();
    }
  });

  test('the page says the cors middleware answers every OPTIONS request and server.cors false lets the headers through', () => {
    assert.ok(pageText(page, 'en').includes('the `server.cors` middleware answers every `OPTIONS` request on its own with `204 No Content` and ends the response, whether or not it carries `Access-Control-Request-Method`'));
    assert.ok(pageText(page, 'en').includes('With `server.cors: false`, an `OPTIONS` request gets the `server.headers` like any other request.'));
    assert.ok(pageText(page, 'en').includes('since 1.3.0 neither do the answers to `OPTIONS` requests while [server.cors](/config/server/cors) is on (the default)'));
    assert.ok(pageText(page, 'zh').includes('无论是否带有 `Access-Control-Request-Method`，`server.cors` 的中间件都会直接以 `204 No Content` 响应所有 `OPTIONS` 请求并结束'));
    assert.ok(pageText(page, 'zh').includes('把 `server.cors` 设为 `false` 时，`OPTIONS` 请求会和其他请求一样带上 `server.headers`。'));
    assert.ok(pageText(page, 'zh').includes('从 1.3.0 起，[server.cors](/config/server/cors) 开启时（默认开启）`OPTIONS` 请求的响应也不会带上'));
    assert.ok(pageText(page, 'en').includes('- **Version:** this behaviour since 1.3.0 (before, `server.cors` ran after `server.headers` and `OPTIONS` answers carried them)'));
    assert.ok(pageText(page, 'zh').includes('- **版本：** 以下行为 1.3.0 起生效（此前 `server.cors` 在 `server.headers` 之后运行，`OPTIONS` 请求的响应也会带上它们）'));
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText(page, lang), /Preflight requests\*\* \(`OPTIONS` with|带有 `Access-Control-Request-Method` 的 `OPTIONS` 请求）/);
  });

  test('with the cross-origin isolation headers, self.crossOriginIsolated is true through localhost and 127.0.0.1 and false through a Network URL', { skip: lan ? false : 'no non-loopback IPv4 address' }, async () => {
    chromium = launchChromium();
    const tab = await (await chromium).newPage();
    const isolated = async (host: string) => {
      await tab.goto(`http://${host}:${dev.port}/`);
      await tab.waitForFunction(() => document.title !== '');
      return tab.title();
    };
    assert.equal(await isolated('localhost'), 'true');
    assert.equal(await isolated('127.0.0.1'), 'true');
    assert.equal(await isolated(lan!), 'false');
  });

  test('the page says isolation needs localhost over plain HTTP', () => {
    assert.match(pageText(page, 'en'), /Through a `Network` URL such as `http:\/\/192\.168\.1\.10:3000` it stays `false` even with both headers/);
    assert.match(pageText(page, 'en'), /only pages on `localhost` or a loopback address such as `127\.0\.0\.1` count as secure/);
    assert.match(pageText(page, 'zh'), /即使两个响应头都已设置，值仍然是 `false`/);
    assert.match(pageText(page, 'zh'), /只有 `localhost` 或 `127\.0\.0\.1` 这类回环地址下的页面才算安全上下文/);
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText(page, lang), /^(?:Open the page and check|打开页面，在控制台检查)/m);
  });
});
