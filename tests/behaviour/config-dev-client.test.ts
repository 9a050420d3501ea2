// docs/{en,zh}/config/dev/client.mdx: the console texts of the dev client, its fallback, the port
// of a Module Federation remote and overlay.runtime. The browser tests of guide-advanced-hmr and
// guide-faq-hmr cover the defaults, '<port>', protocol, reconnect and logLevel in Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { freePort, makeProject, pageSamples, pageText, rsbuildCore, rsbuildV1Dir, waitFor, withNodeEnv, launchChromium } from './harness';

const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');

test('a failed connection logs the error [rsbuild] WebSocket connection failed. Trying direct connection fallback.', () => {
  assert.ok(client.includes("logger.error('[rsbuild] WebSocket connection failed. Trying direct connection fallback.')"));
});

test('logLevel: [rsbuild] WebSocket connected. is logged at info', () => {
  assert.ok(client.includes("logger.info('[rsbuild] WebSocket connected.')"));
});

// port: a Module Federation remote (moduleFederation.options with exposes) gets server.port as its
// client port unless dev.client.port is set; the normalized config of 1.7.6 shows it.
test("port: with moduleFederation exposes, '' becomes server.port (3000 by default) unless set; not for exposes inside environments", async () => {
  // initConfigs() sets an empty NODE_ENV; withNodeEnv puts it back for the other files of the shard.
  await withNodeEnv('development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': 'export {};\n', 'src/button.js': 'export default 1;\n' }, 'dev-client-mf');
    const portOf = async (rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().dev.client.port;
    };
    const exposes = { moduleFederation: { options: { name: 'remote', exposes: { './button': './src/button.js' } } } };
    assert.equal(await portOf(exposes), 3000);
    assert.equal(await portOf({ ...exposes, server: { port: 3002 } }), 3002);
    assert.equal(await portOf({ ...exposes, dev: { client: { port: '<port>' } } }), '<port>');
    assert.equal(await portOf({}), '');
    // Only the top-level moduleFederation counts: set inside environments, the port stays ''.
    const environmentRsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', environments: { web: exposes } } });
    await environmentRsbuild.initConfigs();
    assert.equal(environmentRsbuild.getNormalizedConfig().environments.web.dev.client.port, '');
    assert.ok(pageText('config/dev/client', 'en').includes("This only follows the top-level `moduleFederation`: when the `exposes` are set inside [environments](/config/environments), `port` stays `''`"));
    assert.ok(pageText('config/dev/client', 'zh').includes("这项处理只看顶层的 `moduleFederation`：如果 `exposes` 写在 [environments](/config/environments) 中，`port` 仍然是 `''`"));
  });
});

// logLevel: unset, it takes the top-level logLevel (so logLevel: 'silent' for a quiet terminal also
// silences the browser console); set, it wins. The normalized config of 1.7.6 shows it.
test("logLevel: the default is the top-level logLevel ('info' unless changed); a value of its own wins", async () => {
  // initConfigs() sets an empty NODE_ENV; withNodeEnv puts it back for the other files of the shard.
  await withNodeEnv('development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': 'export {};\n' }, 'dev-client-loglevel');
    const levelOf = async (rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().dev.client.logLevel;
    };
    assert.equal(await levelOf({}), 'info');
    assert.equal(await levelOf({ logLevel: 'warn' }), 'warn');
    assert.equal(await levelOf({ logLevel: 'silent' }), 'silent');
    assert.equal(await levelOf({ logLevel: 'silent', dev: { client: { logLevel: 'error' } } }), 'error');
  });
});

test('page: the port section names the Module Federation remote case in both languages', () => {
  assert.match(pageText('config/dev/client', 'en'), /\[moduleFederation\.options\]\(\/config\/module-federation\/options\) contains `exposes`/);
  assert.match(pageText('config/dev/client', 'zh'), /\[moduleFederation\.options\]\(\/config\/module-federation\/options\) 中包含 `exposes`/);
});

// The fallback, run for real: the client of 1.7.6 in Node.js with a stand-in WebSocket whose
// sockets the test opens, fails and closes, on a page at http://app.example.test:8080 and a dev
// server at localhost:3000. Every failed attempt at the page's address (not only the first) logs
// the fallback error and retries at the dev server; a reconnect goes back to the page's address.
test('fallback: each failed connection to the configured address, also after a reconnect, is retried once at the dev server', async (t) => {
  const urls: string[] = [];
  const logs: string[] = [];
  class StandInSocket {
    OPEN = 1;
    readyState = 0;
    listeners: Record<string, ((event: unknown) => void)[]> = {};
    constructor(url: string) {
      urls.push(url);
      sockets.push(this);
    }
    addEventListener(type: string, listener: (event: unknown) => void) {
      (this.listeners[type] ||= []).push(listener);
    }
    removeEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((other) => other !== listener);
    }
    emit(type: string) {
      if (type === 'open') this.readyState = 1;
      for (const listener of [...(this.listeners[type] ?? [])]) listener({});
    }
    send() {}
  }
  const sockets: StandInSocket[] = [];
  const saved = { WebSocket: globalThis.WebSocket, self: (globalThis as { self?: unknown }).self, info: console.info, warn: console.warn, error: console.error };
  t.after(() => {
    Object.assign(globalThis, { WebSocket: saved.WebSocket, self: saved.self });
    Object.assign(console, { info: saved.info, warn: saved.warn, error: saved.error });
  });
  Object.assign(globalThis, { WebSocket: StandInSocket, self: { location: { hostname: 'app.example.test', port: '8080', protocol: 'http:' } } });
  for (const level of ['info', 'warn', 'error'] as const) console[level] = (...message: unknown[]) => logs.push(`${level}: ${message.join(' ')}`);
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
  const { init } = await import(pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js')).href);
  init('token', { path: '/rsbuild-hmr', port: '', host: '', reconnect: 100 }, 'localhost', 3000, true, false, 'info');
  sockets.at(-1)?.emit('error');
  sockets.at(-1)?.emit('open'); // the fallback socket connects
  sockets.at(-1)?.emit('close'); // the dev server restarts
  t.mock.timers.tick(1500);
  sockets.at(-1)?.emit('error');
  assert.deepEqual(urls, [
    'ws://app.example.test:8080/rsbuild-hmr?token=token',
    'ws://localhost:3000/rsbuild-hmr?token=token',
    'ws://app.example.test:8080/rsbuild-hmr?token=token',
    'ws://localhost:3000/rsbuild-hmr?token=token',
  ]);
  assert.deepEqual(logs.filter((line) => line.includes('[rsbuild]')), [
    'info: [rsbuild] WebSocket connecting...',
    'error: [rsbuild] WebSocket connection failed. Trying direct connection fallback.',
    'info: [rsbuild] WebSocket connecting...',
    'info: [rsbuild] WebSocket connected.',
    'info: [rsbuild] WebSocket connection lost. Reconnecting...',
    'error: [rsbuild] WebSocket connection failed. Trying direct connection fallback.',
  ]);
});

// The sample's URLs, run for real: the client of 1.7.6 in Node.js with a stand-in WebSocket that
// records the URL it is given, for a page location and a dev.client config.
async function clientUrl(location: { hostname: string; port: string; protocol: string }, config: Record<string, unknown>): Promise<string> {
  const urls: string[] = [];
  class StandInSocket {
    OPEN = 1;
    readyState = 0;
    constructor(url: string) {
      urls.push(url);
    }
    addEventListener() {}
    removeEventListener() {}
    send() {}
  }
  const saved = { WebSocket: globalThis.WebSocket, self: (globalThis as { self?: unknown }).self, info: console.info };
  Object.assign(globalThis, { WebSocket: StandInSocket, self: { location } });
  console.info = () => {};
  try {
    const { init } = await import(pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js')).href);
    init('token', { path: '/rsbuild-hmr', port: '', host: '', reconnect: 0, ...config }, 'localhost', 3000, true, false, 'info');
  } finally {
    Object.assign(globalThis, { WebSocket: saved.WebSocket, self: saved.self });
    console.info = saved.info;
  }
  return urls[0];
}

test('example: a proxy that forwards the socket at the page address needs nothing; host, port 443 and wss reach a proxy elsewhere', async () => {
  // A page loaded through an HTTPS proxy: the defaults already use that proxy's address with wss.
  assert.equal(await clientUrl({ hostname: 'app.example.test', port: '', protocol: 'https:' }, {}), 'wss://app.example.test/rsbuild-hmr?token=token');
  // A page at http://localhost:8080 with the socket behind an HTTPS proxy on hmr.example.test.
  const page = { hostname: 'localhost', port: '8080', protocol: 'http:' };
  assert.equal(await clientUrl(page, {}), 'ws://localhost:8080/rsbuild-hmr?token=token');
  assert.equal(await clientUrl(page, { host: 'hmr.example.test', port: 443, protocol: 'wss' }), 'wss://hmr.example.test/rsbuild-hmr?token=token');
  for (const lang of ['en', 'zh'] as const) {
    const sample = pageSamples('config/dev/client', lang)[1];
    assert.ok(sample.includes("host: 'hmr.example.test',\n      port: 443,\n      protocol: 'wss',"));
    assert.ok(!pageText('config/dev/client', lang).includes('app.example.test'));
  }
  assert.ok(pageText('config/dev/client', 'en').includes("and also behind a reverse proxy that forwards the WebSocket at the page's own address"));
  assert.ok(pageText('config/dev/client', 'en').includes('the client connects to `wss://hmr.example.test/rsbuild-hmr`; with the defaults it would try `ws://localhost:8080/rsbuild-hmr`'));
  assert.ok(pageText('config/dev/client', 'zh').includes('经过反向代理时，只要代理在页面自身的地址上转发 WebSocket，默认值同样可用'));
  assert.ok(pageText('config/dev/client', 'zh').includes('客户端会连接 `wss://hmr.example.test/rsbuild-hmr`；如果使用默认值，它会尝试连接 `ws://localhost:8080/rsbuild-hmr`'));
  // The Chinese no longer says that a proxy always makes the connection fail.
  assert.ok(!pageText('config/dev/client', 'zh').includes('浏览器控制台就会报告 WebSocket 连接失败'));
});

// Proven in Chromium by guide-advanced-hmr.test.ts, "with the default server.cors, the hot update is
// blocked by CORS: HMR update failed … TypeError: Failed to fetch, then a reload" (a backend page on
// 127.0.0.2) and "with the backend origin added to server.cors.origin beside defaultAllowedOrigins,
// the update is applied in place".
test('page: the backend sample needs an origin the default server.cors allows, or the update fails and the page reloads', () => {
  assert.ok(pageText('config/dev/client', 'en').includes("This works as long as the backend's origin is one that the default [server.cors](/config/server/cors) allows"));
  assert.ok(pageText('config/dev/client', 'en').includes('`[rsbuild] HMR update failed, performing full reload: TypeError: Failed to fetch`'));
  assert.ok(pageText('config/dev/client', 'zh').includes('前提是后端页面的来源属于默认 [server.cors](/config/server/cors) 允许的范围'));
  assert.ok(pageText('config/dev/client', 'zh').includes('`[rsbuild] HMR update failed, performing full reload: TypeError: Failed to fetch`'));
});

// Per environment: the client code of each environment takes its own dev.client, but the dev
// server's socket handler reads context.normalizedConfig.dev (the top level) for overlay.runtime,
// and the socket server takes the top-level path.
test('environments: overlay.runtime set only in an environment stays out of the top-level dev.client the server reads', async () => {
  await withNodeEnv('development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': 'export {};\n' }, 'dev-client-env-overlay');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', environments: { web: { dev: { client: { overlay: { runtime: true } } } } } } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().dev.client.overlay, true);
    assert.deepEqual(rsbuild.getNormalizedConfig().environments.web.dev.client.overlay, { runtime: true });
  });
  const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
  assert.ok(core.includes("let payload = JSON.parse('string' == typeof data ? data : data.toString()), { context } = this, config = context.normalizedConfig;"));
  assert.ok(core.includes('let { browserLogs, client } = config.dev;'));
  assert.ok(core.includes("'object' == typeof client.overlay && client.overlay.runtime"));
  assert.ok(core.includes('path: this.options.client?.path'));
  assert.ok(pageText('config/dev/client', 'en').includes('The dev server itself reads only the top-level `dev.client`: `path`, and `overlay.runtime`'));
  assert.ok(pageText('config/dev/client', 'en').includes('`overlay: { runtime: true }` set only inside an environment loads the overlay, but runtime errors never appear in it'));
  assert.ok(pageText('config/dev/client', 'zh').includes('但开发服务器本身只读取顶层的 `dev.client`：包括 `path`，以及决定是否把运行时错误回传给浮层的 `overlay.runtime`'));
  assert.ok(pageText('config/dev/client', 'zh').includes('只在某个环境中设置 `overlay: { runtime: true }` 时，浮层代码会被加载，但运行时错误永远不会出现在浮层中'));
  assert.ok(!pageText('config/dev/client', 'en').includes('only `path` must stay the same everywhere'));
});

test('page: the fallback happens on every failed attempt, not only the first, in both languages', () => {
  assert.match(pageText('config/dev/client', 'en'), /Whenever a connection attempt fails/);
  assert.doesNotMatch(pageText('config/dev/client', 'en'), /If the first connection fails/);
  assert.match(pageText('config/dev/client', 'zh'), /每当一次连接尝试失败/);
  assert.doesNotMatch(pageText('config/dev/client', 'zh'), /如果首次连接失败/);
});

// overlay.runtime in Chromium: a dev server per case, a page that throws once it has loaded.
describe('dev.client › overlay.runtime (Chromium)', () => {
  let browser: Browser;
  const files = { 'src/index.js': "document.body.dataset.loaded = 'yes';\nsetTimeout(() => {\n  throw new Error('thrown at runtime');\n}, 0);\n" };
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });
  async function open(dev: Record<string, unknown>, name: string) {
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    const rsbuild = await createRsbuild({ cwd: makeProject(files, name), rsbuildConfig: { logLevel: 'silent', dev, server: { port, host: '127.0.0.1', printUrls: false } } });
    const { server } = await rsbuild.startDevServer();
    const page = await browser.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    return { page, consoleLines, close: async () => (await page.close(), await server.close()) };
  }

  test("{ runtime: true }: the overlay opens with Runtime errors, the error and its place in src/index.js (so the object form also turns the overlay on)", async () => {
    const { page, close } = await open({ client: { overlay: { runtime: true } } }, 'dev-client-runtime');
    try {
      const overlay = page.locator('rsbuild-error-overlay .root', { hasText: 'thrown at runtime' });
      await overlay.waitFor({ timeout: 30_000 });
      const text = (await overlay.textContent()) ?? '';
      assert.match(text, /Runtime errors/);
      assert.match(text, /Uncaught Error: thrown at runtime/);
      assert.match(text, /src\/index\.js:3/);
    } finally {
      await close();
    }
  });

  test('{ runtime: true } with dev.browserLogs false: the client sends nothing, so no overlay opens, though the overlay code is loaded', async () => {
    const { page, consoleLines, close } = await open({ browserLogs: false, client: { overlay: { runtime: true }, logLevel: 'info' } }, 'dev-client-runtime-nologs');
    try {
      await waitFor('the connection and the thrown error', () => consoleLines.includes('[rsbuild] WebSocket connected.') && consoleLines.includes('pageerror: thrown at runtime'));
      // the client registers no error listener at all without browserLogs (dist/client/hmr.js), so nothing is pending
      assert.equal(await page.locator('rsbuild-error-overlay').count(), 0);
      assert.equal(await page.evaluate(() => Boolean(customElements.get('rsbuild-error-overlay'))), true);
    } finally {
      await close();
    }
  });
});

describe('dev.client › overlay', () => {
  // The behaviour is proven in Chromium by guide-advanced-hmr.test.ts, "a change that breaks the node
  // environment sends its errors to the web page (console and overlay); after the fix only ok arrives
  // and the overlay stays until the page's own code changes".
  test("the page says a new build of the page's own environment removes the overlay, and a fix in another environment does not", () => {
    assert.ok(pageText('config/dev/client', 'en').includes("The overlay is removed as soon as a new build of the page's own environment reaches it."));
    assert.ok(pageText('config/dev/client', 'en').includes('fixing them does not remove it'));
    assert.ok(pageText('config/dev/client', 'zh').includes('页面所属环境的新构建结果到达后，浮层会立即移除。'));
    assert.ok(pageText('config/dev/client', 'zh').includes('修复之后浮层不会自动消失'));
  });
});
