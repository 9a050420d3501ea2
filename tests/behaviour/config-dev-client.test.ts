// docs/{en,zh}/config/dev/client.mdx: the console texts of the dev client. The browser tests of
// guide-advanced-hmr and guide-faq-hmr see them in Chromium; this file checks the client that
// @rsbuild/core 1.7.6 injects logs them at the stated levels.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { makeProject, pageText, rsbuildCore, rsbuildV1Dir } from './harness';

const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');

test('a failed first connection logs the error [rsbuild] WebSocket connection failed. Trying direct connection fallback.', () => {
  assert.ok(client.includes("logger.error('[rsbuild] WebSocket connection failed. Trying direct connection fallback.')"));
});

test('logLevel: [rsbuild] WebSocket connected. is logged at info', () => {
  assert.ok(client.includes("logger.info('[rsbuild] WebSocket connected.')"));
});

// port: a Module Federation remote (moduleFederation.options with exposes) gets server.port as its
// client port unless dev.client.port is set; the normalized config of 1.7.6 shows it.
test("port: with moduleFederation exposes, '' becomes server.port (3000 by default) unless set", async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': 'export {};\n', 'src/button.js': 'export default 1;\n' }, 'dev-client-mf');
  const portOf = async (rsbuildConfig: Parameters<typeof createRsbuild>[0]['rsbuildConfig']) => {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
    await rsbuild.initConfigs();
    return rsbuild.getNormalizedConfig().dev.client.port;
  };
  const exposes = { moduleFederation: { options: { name: 'remote', exposes: { './button': './src/button.js' } } } };
  assert.equal(await portOf(exposes), 3000);
  assert.equal(await portOf({ ...exposes, server: { port: 3002 } }), 3002);
  assert.equal(await portOf({ ...exposes, dev: { client: { port: '<port>' } } }), '<port>');
  assert.equal(await portOf({}), '');
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

test('page: the fallback happens on every failed attempt, not only the first, in both languages', () => {
  assert.match(pageText('config/dev/client', 'en'), /Whenever a connection attempt fails/);
  assert.doesNotMatch(pageText('config/dev/client', 'en'), /If the first connection fails/);
  assert.match(pageText('config/dev/client', 'zh'), /每当一次连接尝试失败/);
  assert.doesNotMatch(pageText('config/dev/client', 'zh'), /如果首次连接失败/);
});
