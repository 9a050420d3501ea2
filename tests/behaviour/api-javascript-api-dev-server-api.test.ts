// Claims of api/javascript-api/dev-server-api, checked with @rsbuild/core 1.7.6: one dev server
// in middleware mode for a web and a node environment, mounted in a plain node:http server with
// its own route first, as the page's custom-server and SSR examples do.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, watch } from 'node:fs';
import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import net, { type Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Connect, EnvironmentContext, Rspack, RsbuildConfig, RsbuildDevServer, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, freePortBeforeAFreeOne, gate, makeProject, pageText, rsbuildCore, rsbuildV1Dir, waitFor, withArgv, withNodeEnv, writeProjectFiles, writeSelfSignedCertificate, launchChromium } from './harness';

// The reload messages take no data; messages with data need it in Rsbuild's own shape.
const typed = (server: RsbuildDevServer) => {
  server.sockWrite('static-changed');
  server.sockWrite('hash', 'abc');
  // @ts-expect-error 'hash' carries a string, not an object
  server.sockWrite('hash', { text: [] });
};
void typed;

// The page's RsbuildDevServer block, as written, is the type that @rsbuild/core exports.
type PageHTTPServer = import('node:http').Server | import('node:http2').Http2SecureServer;
type PageDevServer = {
  middlewares: Connect.Server;
  httpServer: import('node:http').Server | import('node:http2').Http2SecureServer | null;
  port: number;
  listen: () => Promise<{ port: number; urls: string[]; server: { close: () => Promise<void> } }>;
  afterListen: () => Promise<void>;
  connectWebSocket: (options: { server: PageHTTPServer }) => void;
  close: () => Promise<void>;
  printUrls: () => void;
  open: () => Promise<void>;
  sockWrite: RsbuildDevServer['sockWrite'];
  environments: Record<
    string,
    {
      getStats: () => Promise<Rspack.Stats>;
      loadBundle: <T = unknown>(entryName: string) => Promise<T>;
      getTransformedHtml: (entryName: string) => Promise<string>;
      context: EnvironmentContext;
    }
  >;
};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const pageTypeIsExported: Same<PageDevServer, RsbuildDevServer> = true;
void pageTypeIsExported;

const { createRsbuild } = await rsbuildCore();

/** Opens a WebSocket on `path` with a bare HTTP upgrade; resolves with the socket and what it received. */
function openWebSocket(port: number, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; socket: Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': randomBytes(16).toString('base64') },
    });
    request.on('upgrade', (response, socket) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      resolve({ status: response.statusCode ?? 0, headers: response.headers, socket, received: () => text });
    });
    request.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
}

const get = (port: number, path: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });

/**
 * A stand-in browser that records the URLs it is started with: `whileBrowser` runs `run` with
 * BROWSER naming it and puts BROWSER back; `opened` lists the recorded starts.
 */
function standInBrowser(name: string) {
  const dir = makeProject({}, name);
  const log = path.join(dir, 'opened.txt');
  writeProjectFiles(dir, { 'browser.sh': `#!/bin/sh\necho "$@" >> '${log}'\n` });
  chmodSync(path.join(dir, 'browser.sh'), 0o755);
  return {
    opened: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
    async whileBrowser<T>(run: () => Promise<T>): Promise<T> {
      const browser = process.env.BROWSER;
      process.env.BROWSER = path.join(dir, 'browser.sh');
      try {
        return await run();
      } finally {
        if (browser === undefined) delete process.env.BROWSER;
        else process.env.BROWSER = browser;
      }
    },
  };
}

describe('Dev server API', () => {
  const nodeEnv = process.env.NODE_ENV;
  const seen: Record<string, unknown> = {};
  const hooks: string[] = [];
  let rsbuildServer: RsbuildDevServer;
  let httpServer: http.Server;
  let port: number;
  let socket: Socket | undefined;
  // One Chromium for the browser tests of this suite, each in its own page.
  let chromium: Promise<import('playwright-core').Browser> | undefined;
  const browserPage = async () => (await (chromium ??= launchChromium())).newPage();
  /**
   * The dev server's page, open once its HMR client has received a message on /rsbuild-hmr (the
   * client logs nothing with logLevel 'silent', so its socket is watched instead); `loads()`
   * counts the page's load events from the first.
   */
  const openConnectedPage = async () => {
    const page = await browserPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', () => void sockets.push(new URL(ws.url()).pathname)));
    let loads = 0;
    page.on('load', () => void loads++);
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      await waitFor('a message on the HMR socket', () => sockets.includes('/rsbuild-hmr'));
    } catch (error) {
      await page.close();
      throw error;
    }
    return { page, loads: () => loads };
  };
  const otherSockets: Socket[] = [];
  let projectDir: string;
  // A WebSocket backend behind server.proxy with ws: true; it answers every upgrade itself.
  const backend = http.createServer((_req, res) => res.end('backend'));
  backend.on('upgrade', (_req, backendSocket: Socket) => {
    otherSockets.push(backendSocket);
    backendSocket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nx-answered-by: proxy-backend\r\n\r\n');
  });
  // Gates that hold a rebuild at two points: in Rsbuild's onBeforeDevCompile hook (before the
  // rebuild has started for the dev server) and in the web compiler's make phase (while it runs).
  const gates: { beforeDevCompile?: Promise<void>; make?: Promise<void>; beforeDevCompileReached: boolean; makeReached: boolean } = { beforeDevCompileReached: false, makeReached: false };
  const makeGate = {
    apply(compiler: Rspack.Compiler) {
      compiler.hooks.watchRun.tap('watch-run-probe', () => void hooks.push('watchRun'));
      compiler.hooks.watchClose.tap('watch-close-probe', () => void hooks.push('watchClose'));
      compiler.hooks.make.tapPromise('make-gate', async () => {
        if (!gates.make) return;
        gates.makeReached = true;
        await gates.make;
      });
    },
  };

  const probe: RsbuildPlugin = {
    name: 'dev-server-probe',
    setup(api) {
      seen.setup ??= `action ${api.context.action}, NODE_ENV ${process.env.NODE_ENV}`;
      api.onBeforeStartDevServer(({ server }) => void ((seen.hookServer = server), (seen.action = api.context.action), hooks.push('onBeforeStartDevServer')));
      api.onAfterStartDevServer(({ port }) => void hooks.push(`onAfterStartDevServer ${port}`));
      api.onCloseDevServer(() => void hooks.push('onCloseDevServer'));
      api.onAfterCreateCompiler(() => void hooks.push('onAfterCreateCompiler'));
      api.onAfterDevCompile(({ isFirstCompile }) => void hooks.push(`onAfterDevCompile first=${isFirstCompile}`));
      api.onBeforeDevCompile(async ({ isFirstCompile }) => {
        if (isFirstCompile || !gates.beforeDevCompile) return;
        gates.beforeDevCompileReached = true;
        await gates.beforeDevCompile;
      });
      api.modifyHTMLTags(({ headTags, bodyTags }) => ({ headTags: [...headTags, { tag: 'meta', attrs: { name: 'from-modify-html-tags' } }], bodyTags }));
      api.modifyHTML((html) => html.replace('</body>', '<!-- from modifyHTML --></body>'));
    },
  };

  before(async () => {
    delete process.env.NODE_ENV;
    port = await freePort();
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const backendPort = (backend.address() as net.AddressInfo).port;
    projectDir = makeProject(
      {
        'src/index.js': 'console.log("client");\n',
        'src/index.server.js':
          'export function render(url) { return `<h1>Rendered on the server for ${url}</h1>`; }\nexport const later = () => import(\'./later.js\').then((module) => module.value);\n',
        'src/later.js': "export const value = 'from a lazy chunk';\n",
      },
      'dev-server-api',
    );
    const rsbuild = await createRsbuild({
      cwd: projectDir,
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [probe],
        server: { port, middlewareMode: true, printUrls: ({ urls }) => (hooks.push('printUrls'), urls), proxy: { '/ws-proxied': { target: `http://127.0.0.1:${backendPort}`, ws: true } } },
        dev: { setupMiddlewares: (_middlewares, server) => void ((seen.setupMiddlewaresServer = server), hooks.push('setupMiddlewares')) },
        environments: {
          web: {
            source: { entry: { index: './src/index.js', page: './src/index.js', 'no-html': { import: './src/index.js', html: false }, bare: './src/index.js' } },
            // The bare page's HTML gets no tags injected (html.inject false for that entry only).
            html: { inject: ({ value, entryName }) => (entryName === 'bare' ? false : value) },
            tools: { rspack: { plugins: [makeGate] } },
          },
          node: { source: { entry: { index: './src/index.server.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
        },
      },
    });
    const sigtermBefore = process.listenerCount('SIGTERM');
    rsbuildServer = await rsbuild.createDevServer();
    // Called at once, the helper waits for the first compilation, which has not finished yet.
    seen.compiledWhenCreated = hooks.some((hook) => hook.startsWith('onAfterDevCompile'));
    seen.earlyStats = rsbuildServer.environments.web.getStats().then((stats) => (stats.toJson({ all: false, assets: true }).assets ?? []).map((asset) => asset.name));
    seen.sigtermAdded = process.listenerCount('SIGTERM') - sigtermBefore;
    seen.nodeEnv = process.env.NODE_ENV;
    seen.hooksAfterCreate = [...hooks];
    // Added after creation: it runs after the middlewares Rsbuild registered, so '/' stays Rsbuild's.
    rsbuildServer.middlewares.use((req, res, next) => (req.url === '/' || req.url === '/added-later' ? res.end('added with use()') : next()));
    httpServer = http.createServer(async (req, res) => {
      if (req.url === '/ssr') {
        const bundle = (await rsbuildServer.environments.node.loadBundle('index')) as { render: (url: string) => string };
        const template = await rsbuildServer.environments.web.getTransformedHtml('index');
        res.setHeader('content-type', 'text/html');
        res.end(template.replace('<div id="root"></div>', `<div id="root">${bundle.render(req.url)}</div>`));
        return;
      }
      rsbuildServer.middlewares(req, res, () => {
        res.statusCode = 404;
        res.end('not rsbuild');
      });
    });
    await new Promise<void>((resolve) => httpServer.listen(rsbuildServer.port, '127.0.0.1', resolve));
    await rsbuildServer.afterListen();
    // An upgrade handler of the custom server itself, for a path that is neither HMR nor proxied.
    httpServer.on('upgrade', (req, ownSocket: Socket) => {
      if (req.url !== '/own-ws') return;
      otherSockets.push(ownSocket);
      ownSocket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nx-answered-by: own-handler\r\n\r\n');
    });
    rsbuildServer.connectWebSocket({ server: httpServer });
  });

  after(async () => {
    if (chromium) await (await chromium).close();
    socket?.destroy();
    for (const other of otherSockets) other.destroy();
    if (rsbuildServer) await rsbuildServer.close();
    httpServer?.closeAllConnections();
    await new Promise((resolve) => httpServer?.close(resolve));
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('createDevServer: context.action is dev, NODE_ENV becomes development, onBeforeStartDevServer gets the same object as server; then URLs printed, compiler created, middlewares assembled, watch started', async () => {
    assert.equal(seen.action, 'dev');
    assert.equal(seen.nodeEnv, 'development');
    // Set before the configuration is initialized: a plugin's setup already sees both.
    assert.equal(seen.setup, 'action dev, NODE_ENV development');
    assert.equal(seen.hookServer, rsbuildServer);
    assert.deepEqual((seen.hooksAfterCreate as string[]).filter((hook) => !hook.startsWith('onAfterDevCompile') && hook !== 'watchRun').slice(0, 4), ['onBeforeStartDevServer', 'printUrls', 'onAfterCreateCompiler', 'setupMiddlewares']);
    // The watch run of the first compilation comes last (waited for here, as it may start just after createDevServer() returns).
    await rsbuildServer.environments.web.getStats();
    const early = ['onBeforeStartDevServer', 'printUrls', 'onAfterCreateCompiler', 'setupMiddlewares', 'watchRun'];
    assert.deepEqual(hooks.filter((hook) => early.includes(hook)).slice(0, 5), early);
  });

  test('port: server.port when it is free; afterListen runs onAfterStartDevServer with it', () => {
    assert.equal(rsbuildServer.port, port);
    assert.ok(hooks.includes(`onAfterStartDevServer ${port}`), hooks.join(', '));
  });

  test('httpServer: null in middleware mode, where Rsbuild adds no SIGTERM handler; listen() rejects', async () => {
    assert.equal(rsbuildServer.httpServer, null);
    assert.equal(seen.sigtermAdded, 0);
    await assert.rejects(async () => rsbuildServer.listen(), { message: '[rsbuild:server] Can not listen dev server as server.middlewareMode is enabled.' });
  });

  test('middlewares: serve the HTML page from memory; unknown paths fall through to next()', async () => {
    const page = await get(port, '/');
    assert.equal(page.status, 200);
    assert.match(page.body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    const unknown = await get(port, '/nothing-here.txt');
    assert.deepEqual(unknown, { status: 404, body: 'not rsbuild' });
  });

  test('Use it in a custom server: the mounted middlewares answer CORS requests as server.cors says (by default, localhost origins only)', async () => {
    const cors = async (origin: string) => (await fetch(`http://127.0.0.1:${port}/`, { headers: { Origin: origin } })).headers.get('access-control-allow-origin');
    assert.equal(await cors('http://localhost:5173'), 'http://localhost:5173');
    assert.equal(await cors('https://other.example.com'), null);
  });

  test('middlewares: a handler added with middlewares.use() runs after the ones Rsbuild registered', async () => {
    assert.deepEqual(await get(port, '/added-later'), { status: 200, body: 'added with use()' });
    assert.match((await get(port, '/')).body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
  });

  test('Use it in a custom server: the mounted stack also has the /rsbuild-dev-server page of served files, /__open-in-editor and an empty 204 answer to /favicon.ico', async () => {
    const report = await get(port, '/rsbuild-dev-server');
    assert.equal(report.status, 200);
    assert.match(report.body, /<h1>Assets Report<\/h1>/);
    assert.match(report.body, /<h2>Environment: web<\/h2>/);
    assert.match(report.body, /<li><a target="_blank" href="static\/js\/index\.js">static\/js\/index\.js<\/a><\/li>/);
    assert.deepEqual(await get(port, '/__open-in-editor'), { status: 500, body: 'launch-editor-middleware: required query param "file" is missing.' });
    assert.deepEqual(await get(port, '/favicon.ico'), { status: 204, body: '' });
  });

  test('Use it in a custom server: the mounted stack answers a page path without an extension with its emitted .html file, and .hot-update.json requests that match no file with a 404', async () => {
    const page = await get(port, '/page', { accept: 'text/html' });
    assert.equal(page.status, 200);
    assert.match(page.body, /<script defer src="\/static\/js\/page\.js"><\/script>/);
    assert.doesNotMatch(page.body, /static\/js\/index\.js/);
    // Answered by Rsbuild, not passed on to the custom server's own 404 ('not rsbuild').
    assert.deepEqual(await get(port, '/static/js/index.0123456789abcdef.hot-update.json'), { status: 404, body: 'This page could not be found' });
  });

  test('Use it in a custom server: the stack has lazy compilation and server.historyApiFallback when they are on (read from the 1.x code)', () => {
    const code = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.match(code, /compiler\.options\.lazyCompilation\) && middlewares\.push\(rspack_rspack\.lazyCompilationMiddleware\(compiler\)\)/);
    assert.match(code, /return server\.historyApiFallback && \(middlewares\.push\(historyApiFallback_historyApiFallbackMiddleware\(/);
  });

  test('Example: server-side rendering: a route before the middlewares renders with loadBundle and getTransformedHtml', async () => {
    const page = await get(port, '/ssr');
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id="root"><h1>Rendered on the server for \/ssr<\/h1><\/div>/);
    assert.match(page.body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
  });

  test('Example: server-side rendering: another page path such as /about falls through to the HTML fallback, which gives the template with nothing rendered', async () => {
    const page = await get(port, '/about', { accept: 'text/html' });
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id="root"><\/div>/);
    assert.doesNotMatch(page.body, /Rendered on the server/);
    assert.match(page.body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
  });

  test('environments: called right after createDevServer(), getStats waits for the first compilation', async () => {
    assert.equal(seen.compiledWhenCreated, false);
    assert.ok(((await seen.earlyStats) as string[]).includes('static/js/index.js'));
  });

  test('getStats: the stats of the latest compilation, with the output files', async () => {
    const stats = await rsbuildServer.environments.web.getStats();
    const { assets = [] } = stats.toJson({ all: false, assets: true });
    assert.ok(assets.some((asset) => asset.name === 'static/js/index.js'), assets.map((asset) => asset.name).join(', '));
  });

  test('loadBundle: an entry name the environment does not have rejects with "[rsbuild:loadBundle] Can\'t find entry: <name>"', async () => {
    await assert.rejects(rsbuildServer.environments.node.loadBundle('missing'), { message: "[rsbuild:loadBundle] Can't find entry: missing" });
  });

  test('open: without BROWSER, macOS first tries a running Chromium-based browser (found with ps), then the default one', () => {
    // Not runnable on Linux: read from the 1.x code that opens the browser.
    const code = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.match(code, /if \('darwin' === process\.platform && \(!browser \|\| !browserArgs\) && \(!browser \|\| supportedChromiumBrowsers\.includes/);
    assert.match(code, /let \{ stdout: ps \} = await execAsync\('ps cax'\);\s*return supportedChromiumBrowsers\.find\(\(b\)=>ps\.includes\(b\)\);/);
    assert.match(code, /supportedChromiumBrowsers = \[\s*'Google Chrome Canary',[^\]]*'Microsoft Edge',[^\]]*'Chromium'\s*\]/);
    // When no such browser runs (or AppleScript fails), it falls through to the open package, which uses the default browser.
    assert.match(code, /src_logger\.debug\('failed to find the target browser\.'\);[\s\S]{0,300}\} = await import\("\.\/0~open\.js"\)/);
  });

  test('open: starts the BROWSER program with the first page; every call opens it again', async () => {
    const browser = standInBrowser('dev-server-open');
    await browser.whileBrowser(async () => {
      await rsbuildServer.open();
      await rsbuildServer.open();
    });
    const opened = await waitFor('two recorded browser starts', () => {
      const lines = browser.opened();
      return lines.length === 2 && lines;
    });
    assert.deepEqual(opened, [`http://localhost:${port}/`, `http://localhost:${port}/`]);
  });

  test('loadBundle: chunks of a dynamic import() are loaded from the same output; a web entry rejects with "self is not defined"', async () => {
    const bundle = (await rsbuildServer.environments.node.loadBundle('index')) as { later: () => Promise<string> };
    assert.equal(await bundle.later(), 'from a lazy chunk');
    const stats = await rsbuildServer.environments.node.getStats();
    const names = (stats.toJson({ all: false, assets: true }).assets ?? []).map((asset) => asset.name).sort();
    assert.deepEqual(names, ['index.js', 'src_later_js.js']);
    await assert.rejects(rsbuildServer.environments.web.loadBundle('index'), /self is not defined/);
  });

  test('getTransformedHtml: the generated HTML with modifyHTMLTags and modifyHTML applied; rejects for a node environment and an entry with html: false', async () => {
    const html = await rsbuildServer.environments.web.getTransformedHtml('index');
    assert.match(html, /<meta name="from-modify-html-tags">/);
    assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(html, /<!-- from modifyHTML --><\/body>/);
    await assert.rejects(rsbuildServer.environments.node.getTransformedHtml('index'), { message: '[rsbuild:getTransformedHtml] Failed to get HTML file by entryName: index' });
    await assert.rejects(rsbuildServer.environments.web.getTransformedHtml('no-html'), { message: '[rsbuild:getTransformedHtml] Failed to get HTML file by entryName: no-html' });
  });

  test("Use it in a custom server: NODE_ENV set before loadConfig() gives a config function env and envMode 'development', but command stays undefined: it is the first argument after the script name, which node server.mjs lacks", async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.mjs': 'export default ({ env, envMode, command }) => ({ html: { title: JSON.stringify({ env, envMode, command: command ?? null }) } });\n' }, 'dev-server-load-config');
    const loaded = (args: string[]) =>
      withNodeEnv('development', () => withArgv([process.execPath, path.join(dir, 'server.mjs'), ...args], async () => JSON.parse(String((await loadConfig({ cwd: dir })).content.html?.title))));
    // As `node server.mjs` starts it.
    assert.deepEqual(await loaded([]), { env: 'development', envMode: 'development', command: null });
    // As `node server.mjs dev` would.
    assert.deepEqual(await loaded(['dev']), { env: 'development', envMode: 'development', command: 'dev' });
  });

  test('getTransformedHtml: with html.inject false for the entry, no tag is injected (no script, no title, no modifyHTMLTags tag); modifyHTML still applies', async () => {
    assert.equal(await rsbuildServer.environments.web.getTransformedHtml('bare'), '<!DOCTYPE html><html><head></head><body><div id="root"></div><!-- from modifyHTML --></body></html>');
  });

  test('The dev server object: dev.setupMiddlewares receives its sockWrite and environments', () => {
    const server = seen.setupMiddlewaresServer as Pick<RsbuildDevServer, 'sockWrite' | 'environments'>;
    assert.deepEqual(Object.keys(server).sort(), ['environments', 'sockWrite']);
    assert.equal(server.environments, rsbuildServer.environments);
    assert.equal(server.sockWrite, rsbuildServer.sockWrite);
  });

  test('connectWebSocket: the HMR path /rsbuild-hmr upgrades with the environment token; sockWrite reaches the page', async () => {
    const token = rsbuildServer.environments.web.context.webSocketToken;
    const ws = await openWebSocket(port, `/rsbuild-hmr?token=${token}`);
    socket = ws.socket;
    assert.equal(ws.status, 101);
    rsbuildServer.sockWrite('static-changed');
    await waitFor('the static-changed message', () => ws.received().includes('{"type":"static-changed"}'));
  });

  test('connectWebSocket: upgrades on other paths are left to the custom server; a server.proxy entry with ws: true gets those it matches', async () => {
    const own = await openWebSocket(port, '/own-ws');
    assert.equal(own.status, 101);
    assert.equal(own.headers['x-answered-by'], 'own-handler');
    const proxied = await openWebSocket(port, '/ws-proxied');
    assert.equal(proxied.status, 101);
    assert.equal(proxied.headers['x-answered-by'], 'proxy-backend');
    otherSockets.push(own.socket, proxied.socket);
  });

  test("sockWrite: the client reloads the page on 'static-changed' and 'content-changed' only when dev.liveReload is on", () => {
    const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
    assert.match(client, /case 'static-changed':\s*case 'content-changed':\s*reloadPage\(\);/);
    assert.match(client, /function reloadPage\(\) \{\s*if \(liveReload\) window\.location\.reload\(\);\s*\}/);
  });

  test('reload-on-change.mjs: a change in a watched ./content folder sends static-changed to the pages', async () => {
    const token = rsbuildServer.environments.web.context.webSocketToken;
    const ws = await openWebSocket(port, `/rsbuild-hmr?token=${token}`);
    otherSockets.push(ws.socket);
    writeProjectFiles(projectDir, { 'content/intro.md': '# Intro\n' });
    // The page's sample, with the project's folder instead of the working folder.
    const watcher = watch(path.join(projectDir, 'content'), { recursive: true }, () => {
      rsbuildServer.sockWrite('static-changed');
    });
    try {
      // The watcher gets ready in the background: the file is written again until the message comes.
      let edits = 0;
      await waitFor('the static-changed message', () => {
        if (ws.received().includes('{"type":"static-changed"}')) return true;
        writeProjectFiles(projectDir, { 'content/intro.md': `# Intro, edit ${++edits}\n` });
        return false;
      });
    } finally {
      watcher.close();
    }
  });

  test("Common problems: without connectWebSocket the page loads, Chromium logs \"WebSocket connection to 'ws://…/rsbuild-hmr?token=…' failed: …\" on each retry, and the page gets no updates", async () => {
    // As if connectWebSocket had not been called: the upgrade listeners are taken off for this test.
    const listeners = httpServer.listeners('upgrade') as ((...args: unknown[]) => void)[];
    httpServer.removeAllListeners('upgrade');
    const page = await browserPage();
    try {
      const errors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      const frames: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', () => void frames.push(ws.url())));
      let loads = 0;
      page.on('load', () => void loads++);
      await page.goto(`http://127.0.0.1:${port}/`);
      const failed = new RegExp(`^WebSocket connection to 'ws://127\\.0\\.0\\.1:${port}/rsbuild-hmr\\?token=[0-9a-f]+' failed: `);
      await waitFor('a failed WebSocket connection in the console', () => errors.some((text) => failed.test(text)));
      rsbuildServer.sockWrite('static-changed');
      // The client retries; by its second failure no frame has reached the page, which was never reloaded.
      await waitFor('a second failed connection', () => errors.filter((text) => failed.test(text)).length >= 2);
      assert.deepEqual(frames, []);
      assert.equal(loads, 1);
    } finally {
      await page.close();
      for (const listener of listeners) httpServer.on('upgrade', listener);
    }
  });

  test("sockWrite: 'static-changed' reloads an open page whose HMR client connected through connectWebSocket", async () => {
    const { page, loads } = await openConnectedPage();
    try {
      assert.equal(loads(), 1);
      rsbuildServer.sockWrite('static-changed');
      await waitFor('the page to reload', () => loads() === 2);
    } finally {
      await page.close();
    }
  });

  test('Use it in a custom server: a source edit reaches the page over the HMR WebSocket; a module that accepts no hot update reloads the page', async () => {
    const { page, loads } = await openConnectedPage();
    try {
      writeProjectFiles(projectDir, { 'src/index.js': 'document.body.dataset.version = "edited";\n' });
      await waitFor('the page to reload with the edited code', async () => loads() >= 2 && (await page.evaluate(() => document.body.dataset.version).catch(() => undefined)) === 'edited');
      assert.equal(loads(), 2);
    } finally {
      await page.close();
    }
  });

  test('environments: a rebuild under way is waited for; before it has started (during onBeforeDevCompile) the previous stats come back', async () => {
    const web = rsbuildServer.environments.web;
    const previous = await web.getStats();
    const beforeDevCompile = gate();
    const makePhase = gate();
    gates.beforeDevCompile = beforeDevCompile.held;
    gates.make = makePhase.held;
    writeProjectFiles(projectDir, { 'src/index.js': 'console.log("edited client");\n' });
    await waitFor('the rebuild to reach onBeforeDevCompile', () => gates.beforeDevCompileReached);
    assert.equal(await web.getStats(), previous);
    gates.beforeDevCompile = undefined;
    beforeDevCompile.release();
    await waitFor("the web compiler's make phase", () => gates.makeReached);
    let settled = false;
    const during = web.getStats().then((stats) => ((settled = true), stats));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(settled, false);
    gates.make = undefined;
    makePhase.release();
    const latest = await during;
    assert.notEqual(latest, previous);
    assert.match(String(latest.compilation.getAsset('static/js/index.js')?.source.source()), /edited client/);
  });

  test('loadBundle: repeated calls give the cached exports until the next compilation, which gives the new bundle', async () => {
    const node = rsbuildServer.environments.node;
    const first = await node.loadBundle<{ render: (url: string) => string }>('index');
    assert.equal(await node.loadBundle('index'), first);
    writeProjectFiles(projectDir, { 'src/index.server.js': 'export function render(url) { return `<h1>Edited for ${url}</h1>`; }\n' });
    const next = await waitFor('the rebuilt server bundle', async () => {
      const bundle = await node.loadBundle<{ render: (url: string) => string }>('index');
      return bundle !== first ? bundle : undefined;
    });
    assert.equal(next?.render('/x'), '<h1>Edited for /x</h1>');
  });

  test("close: runs onCloseDevServer, then stops the compiler's watcher; a second call waits for the first close and runs nothing again", async () => {
    assert.equal(hooks.includes('watchClose'), false);
    await Promise.all([rsbuildServer.close(), rsbuildServer.close()]);
    await rsbuildServer.close();
    assert.deepEqual(hooks.filter((hook) => hook === 'onCloseDevServer' || hook === 'watchClose'), ['onCloseDevServer', 'watchClose']);
  });

  test('close: the dev.watchFiles watchers are closed with the compiler', () => {
    // Read from the 1.x code: closing waits for the middlewares (which close the compiler) and the watchFiles watcher together.
    const code = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.match(code, /await context\.hooks\.onCloseDevServer\.callBatch\(\), await Promise\.all\(\[\s*devMiddlewares\?\.close\(\),\s*fileWatcher\?\.close\(\)\s*\]\)/);
    assert.match(code, /fileWatcher = await setupWatchFiles\(/);
  });
});

describe('Dev server API: runCompile false', () => {
  /** A dev server without compilation (cheap: no compiler is created); the caller closes it. */
  async function serverWithoutCompile(rsbuildConfig: RsbuildConfig) {
    const nodeEnv = process.env.NODE_ENV;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'dev-server-no-compile'),
      rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig, server: { middlewareMode: true, ...rsbuildConfig.server } },
    });
    try {
      return await rsbuild.createDevServer({ runCompile: false });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }

  test('environments: without environments in the config, the one key is named after output.target (web, node, webWorker)', async () => {
    const keys: string[][] = [];
    for (const target of [undefined, 'node', 'web-worker'] as const) {
      const server = await serverWithoutCompile({ server: { port: await freePort() }, output: target ? { target } : {} });
      keys.push(Object.keys(server.environments));
      await server.close();
    }
    assert.deepEqual(keys, [['web'], ['node'], ['webWorker']]);
  });

  test('port: server.port is 3000 by default', async () => {
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'dev-server-default-port'), rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().server.port, 3000);
  });

  test('port: a busy server.port moves to the next free port, which the printed URLs use; with server.strictPort it rejects', async () => {
    const busy = await freePortBeforeAFreeOne();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(busy, resolve));
    try {
      const printed: string[] = [];
      const server = await serverWithoutCompile({ server: { port: busy, printUrls: ({ urls }) => (printed.push(...urls), urls) } });
      assert.equal(server.port, busy + 1);
      // The URLs Rsbuild prints use that port.
      assert.ok(printed.includes(`http://localhost:${busy + 1}`), printed.join(', '));
      await server.close();
      await assert.rejects(serverWithoutCompile({ server: { port: busy, strictPort: true } }), new RegExp(`Port ${busy} is occupied, please choose another one\\.`));
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  test('listen: serves on the port, runs onAfterStartDevServer through afterListen(), resolves with the URLs (localhost first) and the close method, answers OPTIONS with 204 and other requests with 404, so a handler added with middlewares.use() after listen() is never reached (one added before is); printUrls() prints again; close stops it', async () => {
    const listenPort = await freePort();
    const printed: string[] = [];
    const started: number[] = [];
    const server = await serverWithoutCompile({
      server: { port: listenPort, middlewareMode: false, printUrls: ({ urls }) => (printed.push(...urls), urls) },
      plugins: [{ name: 'after-listen-probe', setup: (api) => api.onAfterStartDevServer(({ port }) => void started.push(port)) } satisfies RsbuildPlugin],
    });
    const local = `http://localhost:${listenPort}`;
    try {
      assert.deepEqual(printed.filter((url) => url === local), [local], 'createDevServer() printed the URLs once');
      server.middlewares.use('/before-listen', (_req, res) => res.end('added before listen()'));
      const { port: listened, urls, server: handle } = await server.listen();
      server.middlewares.use('/after-listen', (_req, res) => res.end('added after listen()'));
      assert.equal(listened, listenPort);
      assert.deepEqual(started, [listenPort]);
      assert.equal(handle.close, server.close);
      assert.equal(urls[0], local);
      assert.equal(server.httpServer?.listening, true);
      const options = await new Promise<number>((resolve, reject) =>
        http.request({ host: '127.0.0.1', port: listenPort, path: '/anything', method: 'OPTIONS' }, (response) => (response.resume(), resolve(response.statusCode ?? 0))).on('error', reject).end(),
      );
      assert.equal(options, 204);
      assert.deepEqual(await get(listenPort, '/missing.txt'), { status: 404, body: 'This page could not be found' });
      assert.deepEqual(await get(listenPort, '/before-listen'), { status: 200, body: 'added before listen()' });
      assert.deepEqual(await get(listenPort, '/after-listen'), { status: 404, body: 'This page could not be found' });
      server.printUrls();
      assert.deepEqual(printed.filter((url) => url === local), [local, local]);
      await handle.close();
      assert.equal(server.httpServer?.listening, false);
    } finally {
      await server.close();
    }
  });

  test('httpServer: under server.https an HTTP/2 server that also answers HTTP/1 requests, an HTTPS server when a proxy is set as well, a plain http.Server otherwise', async () => {
    // A self-signed certificate from openssl.
    const certDir = makeProject({}, 'dev-server-certs');
    const key = path.join(certDir, 'key.pem');
    const cert = path.join(certDir, 'cert.pem');
    const tls = writeSelfSignedCertificate(key, cert);
    const kinds: string[] = [];
    for (const server of [{ https: tls }, { https: tls, proxy: { '/api': 'http://127.0.0.1:9' } }, {}]) {
      const serverPort = await freePort();
      const devServer = await serverWithoutCompile({ server: { port: serverPort, middlewareMode: false, ...server } });
      try {
        const created = devServer.httpServer;
        kinds.push(created instanceof https.Server ? 'https.Server' : created instanceof http.Server ? 'http.Server' : String(created?.constructor.name));
        if (created?.constructor.name === 'Http2SecureServer') {
          // An HTTP/1.1 request to the listening HTTP/2 server is answered (the 404 fallback of listen()).
          await devServer.listen();
          const status = await new Promise<number>((resolve, reject) =>
            https.get({ host: '127.0.0.1', port: serverPort, path: '/missing.txt', rejectUnauthorized: false }, (response) => (response.resume(), resolve(response.statusCode ?? 0))).on('error', reject),
          );
          kinds.push(`HTTP/1.1 request answered ${status}`);
        }
      } finally {
        await devServer.close();
      }
    }
    assert.deepEqual(kinds, ['Http2SecureServer', 'HTTP/1.1 request answered 404', 'https.Server', 'http.Server']);
  });

  test('open: a URL listed twice in server.open opens once; paths are resolved against the server', async () => {
    const openPort = await freePort();
    const browser = standInBrowser('dev-server-open-list');
    const server = await serverWithoutCompile({ server: { port: openPort, open: ['/a', '/a', '/b'] } });
    try {
      await browser.whileBrowser(() => server.open());
    } finally {
      await server.close();
    }
    const opened = await waitFor('two recorded browser starts', () => {
      const lines = browser.opened();
      return lines.length >= 2 ? lines : undefined;
    });
    assert.deepEqual([...(opened ?? [])].sort(), [`http://localhost:${openPort}/a`, `http://localhost:${openPort}/b`]);
  });

  test('open: with server.open as an object, opens its target and awaits its before callback first, on every call', async () => {
    const openPort = await freePort();
    const browser = standInBrowser('dev-server-open-before');
    const befores: number[] = [];
    const server = await serverWithoutCompile({
      server: {
        port: openPort,
        open: { target: ['/a'], before: async () => void befores.push(browser.opened().length) },
      },
    });
    try {
      await browser.whileBrowser(async () => {
        await server.open();
        await waitFor('the first browser start', () => browser.opened().length > 0);
        await server.open();
      });
    } finally {
      await server.close();
    }
    const opened = await waitFor('two recorded browser starts', () => {
      const lines = browser.opened();
      return lines.length >= 2 ? lines : undefined;
    });
    // The callback ran before each call opened its URL: first with nothing opened, then with one.
    assert.deepEqual(befores, [0, 1]);
    assert.deepEqual(opened, [`http://localhost:${openPort}/a`, `http://localhost:${openPort}/a`]);
  });

  test("open: does nothing while the CSB environment variable is 'true'", async () => {
    const openPort = await freePort();
    const dir = makeProject({}, 'dev-server-open-csb');
    const log = path.join(dir, 'opened.txt');
    // Two stand-in browsers that record which of them was started.
    writeProjectFiles(dir, {
      'csb.sh': `#!/bin/sh\necho "csb $@" >> '${log}'\n`,
      'plain.sh': `#!/bin/sh\necho "plain $@" >> '${log}'\n`,
    });
    chmodSync(path.join(dir, 'csb.sh'), 0o755);
    chmodSync(path.join(dir, 'plain.sh'), 0o755);
    const server = await serverWithoutCompile({ server: { port: openPort } });
    const { BROWSER: browser, CSB: csb } = process.env;
    try {
      process.env.CSB = 'true';
      process.env.BROWSER = path.join(dir, 'csb.sh');
      await server.open();
      // Then a call without CSB: its browser is started after any the first call would have started.
      delete process.env.CSB;
      process.env.BROWSER = path.join(dir, 'plain.sh');
      await server.open();
    } finally {
      if (browser === undefined) delete process.env.BROWSER;
      else process.env.BROWSER = browser;
      if (csb === undefined) delete process.env.CSB;
      else process.env.CSB = csb;
      await server.close();
    }
    const opened = await waitFor('the second call to start its browser', () => {
      const lines = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
      return lines.some((line) => line.startsWith('plain ')) ? lines : undefined;
    });
    assert.deepEqual(opened, [`plain http://localhost:${openPort}/`]);
  });

  test('createDevServer: the HTTP server exists, not listening, when onBeforeStartDevServer runs; no compiler is created', async () => {
    const nodeEnv = process.env.NODE_ENV;
    const seen: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'dev-server-http-before-hook'),
      rsbuildConfig: {
        logLevel: 'silent',
        server: { port: await freePort() },
        plugins: [
          {
            name: 'http-server-probe',
            setup(api) {
              api.onBeforeStartDevServer(({ server }: { server: RsbuildDevServer }) => void seen.push(`httpServer ${server.httpServer ? 'created' : 'null'}, listening ${server.httpServer?.listening}`));
              api.onBeforeCreateCompiler(() => void seen.push('onBeforeCreateCompiler'));
            },
          },
        ],
      },
    });
    const server = await rsbuild.createDevServer({ runCompile: false });
    try {
      assert.deepEqual(seen, ['httpServer created, listening false']);
      assert.equal(server.httpServer?.listening, false);
    } finally {
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('Use it in a custom server: without middleware mode createDevServer() adds a SIGTERM handler, which closes the dev server (onCloseDevServer runs) and ends the process with exit code 143', async () => {
    const before = process.listenerCount('SIGTERM');
    const server = await serverWithoutCompile({ server: { port: await freePort(), middlewareMode: false } });
    try {
      assert.equal(process.listenerCount('SIGTERM'), before + 1);
    } finally {
      await server.close();
    }
    assert.equal(process.listenerCount('SIGTERM'), before);
    // The effect, in a process of its own: Rsbuild's own server listening, then a SIGTERM.
    const dir = makeProject(
      {
        'term.mjs': `import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: { logLevel: 'silent', server: { port: Number(process.argv[2]) }, plugins: [{ name: 'close-probe', setup: (api) => api.onCloseDevServer(() => console.log('onCloseDevServer ran')) }] } });
const server = await rsbuild.createDevServer({ runCompile: false });
await server.listen();
console.log('listening');
`,
      },
      'dev-server-sigterm',
    );
    const child = spawn(process.execPath, ['term.mjs', String(await freePort())], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    try {
      await waitFor('the child server to listen', () => output.includes('listening'));
      child.kill('SIGTERM');
      assert.deepEqual(await exited, { code: 143, signal: null });
      assert.equal(output, 'listening\nonCloseDevServer ran\n');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });

  test('Use it in a custom server: while debug logging is on (DEBUG=rsbuild), the mounted stack logs each request', async () => {
    const dir = makeProject(
      {
        'log.mjs': `import http from 'node:http';
import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: { server: { port: Number(process.argv[2]), middlewareMode: true, printUrls: false } } });
const server = await rsbuild.createDevServer({ runCompile: false });
const own = http.createServer((req, res) => server.middlewares(req, res, () => res.end()));
await new Promise((resolve) => own.listen(0, '127.0.0.1', resolve));
await fetch(\`http://127.0.0.1:\${own.address().port}/favicon.ico\`);
own.close();
await server.close();
`,
      },
      'dev-server-request-log',
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['log.mjs', String(await freePort())], { cwd: dir, env: { ...process.env, DEBUG: 'rsbuild' }, timeout: 60_000 });
    assert.match(stdout, /rsbuild \d\d:\d\d:\d\d 204 GET \/favicon\.ico [\d.]+ ms/);
  });

  test('Use it in a custom server: with server.base, the mounted stack redirects / to the base', async () => {
    const server = await serverWithoutCompile({ server: { port: await freePort(), base: '/base' } });
    const own = http.createServer((req, res) => server.middlewares(req, res, () => ((res.statusCode = 404), res.end('not rsbuild'))));
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    try {
      const { status, location } = await new Promise<{ status: number; location?: string }>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port: (own.address() as net.AddressInfo).port, path: '/' }, (response) => (response.resume(), resolve({ status: response.statusCode ?? 0, location: response.headers.location }))).on('error', reject),
      );
      assert.deepEqual({ status, location }, { status: 302, location: '/base/' });
    } finally {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
      await server.close();
    }
  });

  test('sockWrite: with runCompile false nothing is sent (no HMR socket exists) and the call does not throw', async () => {
    const server = await serverWithoutCompile({ server: { port: await freePort() } });
    try {
      assert.equal(server.sockWrite('static-changed'), undefined);
      assert.equal(server.sockWrite('content-changed'), undefined);
    } finally {
      await server.close();
    }
  });

  test('The environment helpers reject with "[rsbuild:server] Can not call getStats when runCompile is false", loadBundle and getTransformedHtml with their own names', async () => {
    const nodeEnv = process.env.NODE_ENV;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'dev-server-no-compile'),
      rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), middlewareMode: true } },
    });
    const server = await rsbuild.createDevServer({ runCompile: false });
    try {
      await assert.rejects(server.environments.web.getStats(), { message: '[rsbuild:server] Can not call getStats when runCompile is false' });
      await assert.rejects(server.environments.web.loadBundle('index'), { message: '[rsbuild:server] Can not call loadBundle when runCompile is false' });
      await assert.rejects(server.environments.web.getTransformedHtml('index'), { message: '[rsbuild:server] Can not call getTransformedHtml when runCompile is false' });
    } finally {
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('Dev server API › Example: server-side rendering › the / route', () => {
  test('Rsbuild answers / with its index.html itself, not through the HTML fallback: with server.htmlFallback false, a route after the middlewares still never gets / (it gets /about)', async () => {
    const nodeEnv = process.env.NODE_ENV;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log("client");\n' }, 'dev-server-root-route'),
      rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), middlewareMode: true, printUrls: false, htmlFallback: false } },
    });
    const server = await rsbuild.createDevServer();
    const own = http.createServer((req, res) => server.middlewares(req, res, () => res.end('route after the middlewares')));
    try {
      await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
      await server.environments.web.getStats();
      const ownPort = (own.address() as net.AddressInfo).port;
      const root = await get(ownPort, '/', { accept: 'text/html' });
      assert.equal(root.status, 200);
      assert.match(root.body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
      assert.deepEqual(await get(ownPort, '/about', { accept: 'text/html' }), { status: 200, body: 'route after the middlewares' });
    } finally {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    assert.ok(pageText('api/javascript-api/dev-server-api', 'en').includes('so it answers `/` before Rsbuild can send its own `index.html`. Rsbuild serves that file for `/` directly, not through the HTML fallback'));
    assert.ok(pageText('api/javascript-api/dev-server-api', 'zh').includes('Rsbuild 是直接为 `/` 返回这个文件的，并不经过 HTML 回退'));
    for (const lang of ['en', 'zh'] as const) assert.ok(!pageText('api/javascript-api/dev-server-api', lang).includes(lang === 'en' ? 'so it wins over the HTML fallback' : '所以它优先于 HTML 回退'), lang);
  });
});

describe('Dev server API › loadBundle › ES module output', () => {
  // A node environment with output.module: the bundle is an ES module, which Rsbuild runs with
  // node:vm's SourceTextModule, only there when Node.js runs with --experimental-vm-modules.
  const config = `{
  logLevel: 'silent',
  server: { port: PORT, middlewareMode: true, printUrls: false },
  environments: { node: { source: { entry: { index: './src/index.server.js' } }, output: { target: 'node', module: true } } },
}`;
  const files = {
    'src/index.server.js': 'export function render(url) { return `<h1>Rendered on the server for ${url}</h1>`; }\n',
    'load.mjs': `import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({ rsbuildConfig: ${config.replace('PORT', 'Number(process.argv[2])')} });
const server = await rsbuild.createDevServer();
try {
  const bundle = await server.environments.node.loadBundle('index');
  console.log(bundle.render('/esm'));
} finally {
  await server.close();
}
`,
  };

  test("loadBundle: with output.module, Node.js needs --experimental-vm-modules; without it the call rejects with \"[rsbuild:runner] Running ESM bundle needs add Node.js option --experimental-vm-modules.\"", async () => {
    const dir = makeProject(files, 'dev-server-esm-bundle');
    const nodeEnv = process.env.NODE_ENV;
    // This test process runs without the flag.
    assert.equal(process.execArgv.includes('--experimental-vm-modules'), false);
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        server: { port: await freePort(), middlewareMode: true, printUrls: false },
        environments: { node: { source: { entry: { index: './src/index.server.js' } }, output: { target: 'node', module: true } } },
      },
    });
    const server = await rsbuild.createDevServer();
    try {
      await assert.rejects(server.environments.node.loadBundle('index'), { message: '[rsbuild:runner] Running ESM bundle needs add Node.js option --experimental-vm-modules.' });
    } finally {
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    // The same server script, started with the flag, gets the entry's exports.
    const { stdout } = await promisify(execFile)(process.execPath, ['--experimental-vm-modules', '--no-warnings', 'load.mjs', String(await freePort())], { cwd: dir, timeout: 120_000 });
    assert.equal(stdout.trim(), '<h1>Rendered on the server for /esm</h1>');
  });
});

describe('Dev server API › loadBundle › production mode', () => {
  test("loadBundle: a config with mode 'production' rejects with \"[rsbuild:loadBundle] Failed to get bundle by entryName: index\" even with NODE_ENV unset; mode 'development' resolves even under NODE_ENV=production", async () => {
    const dir = makeProject({ 'src/index.js': "export const value = 'from the node bundle';\n" }, 'dev-server-production-bundle');
    const load = (mode: RsbuildConfig['mode'], env: string | undefined) => withNodeEnv(env, async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode, logLevel: 'silent', output: { target: 'node' }, server: { port: await freePort(), middlewareMode: true, printUrls: false } } });
      const server = await rsbuild.createDevServer();
      try {
        return await server.environments.node.loadBundle('index');
      } finally {
        await server.close();
      }
    });
    await assert.rejects(load('production', undefined), { message: '[rsbuild:loadBundle] Failed to get bundle by entryName: index' });
    assert.deepEqual({ ...((await load('development', 'production')) as object) }, { value: 'from the node bundle' });
  });
});

describe('Dev server API › loadBundle › a browser environment', () => {
  test('loadBundle: a web entry rejects with "self is not defined" while dev.hmr or dev.liveReload is on; with both off it runs in Node.js and resolves with an empty object, not its exports', async () => {
    const nodeEnv = process.env.NODE_ENV;
    const dir = makeProject({ 'src/index.js': 'export const value = 1;\nglobalThis.__webEntryRan = (globalThis.__webEntryRan ?? 0) + 1;\n' }, 'dev-server-web-bundle');
    const global = globalThis as { __webEntryRan?: number };
    const load = async (dev: RsbuildConfig['dev']) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', dev, server: { port: await freePort(), middlewareMode: true, printUrls: false } } });
      const server = await rsbuild.createDevServer();
      try {
        return await server.environments.web.loadBundle('index');
      } finally {
        await server.close();
      }
    };
    try {
      await assert.rejects(load({ hmr: false }), /self is not defined/);
      assert.deepEqual(await load({ hmr: false, liveReload: false }), {});
      assert.equal(global.__webEntryRan, 1);
    } finally {
      delete global.__webEntryRan;
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
});
