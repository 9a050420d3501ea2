// docs/{en,zh}/config/server/proxy: what @rsbuild/core 1.7.6 forwards, and how, from its preview
// server (a hand-written dist, no build) and its dev server, to a small Node.js backend that
// answers with the path and Host header it received.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentConfig, RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, negotiatedProtocol, pageText, rsbuildCore, within, writeSelfSignedCertificate } from './harness';

type Answer = { status: number; from: string | null; body: string };

describe('server.proxy', () => {
  const dir = makeProject({
    'dist/index.html': 'INDEX PAGE',
    'dist/other.html': 'OTHER PAGE',
    'dist/api/data.json': '{"from":"dist"}',
    'src/index.js': "document.title = 'proxy';\n",
  }, 'proxy');
  const backends: http.Server[] = [];
  const closers: (() => Promise<void>)[] = [];
  let backend: string;
  let backend2: string;
  const bypassSeen: string[] = [];
  const printed: string[] = [];
  const answers = new Map<string, Answer>();
  const alpn: Record<string, string | false | null> = {};
  let upgraded = '';
  const mixedPrinted: string[] = [];
  const contextFunctionSaw: string[] = [];

  async function startBackend() {
    const server = http.createServer((req, res) => {
      res.setHeader('x-from', 'backend');
      res.end(`path=${req.url} host=${req.headers.host}`);
    });
    server.on('upgrade', (req, socket) => {
      socket.end(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Path: ${req.url}\r\n\r\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    backends.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** Starts a preview (or dev) server with `server`, sends each request, stores its answer under `name path`. */
  async function serve(name: string, server: RsbuildConfig['server'], requests: [string, Record<string, string>?][], action: 'preview' | 'dev' = 'preview', extra?: (port: number) => Promise<void>, cwd = dir) {
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', dev: { writeToDisk: false }, server: { port, ...server } } });
    const started = action === 'dev' ? await rsbuild.startDevServer() : await rsbuild.preview();
    closers.push(() => started.server.close());
    await extra?.(started.port);
    for (const [path, headers] of requests) {
      const response = await fetch(`http://localhost:${started.port}${path}`, { headers });
      answers.set(`${name} ${path}`, { status: response.status, from: response.headers.get('x-from'), body: await response.text() });
    }
  }

  before(async () => {
    backend = await startBackend();
    backend2 = await startBackend();
    {
      await serve('key-value', {
        headers: { 'x-from': 'rsbuild' },
        proxy: { '/api': backend, '/auth': { target: backend2, pathRewrite: { '^/auth': '' } } },
      }, [['/api/users'], ['/api-docs'], ['/auth/login'], ['/api/data.json'], ['/other.html']]);
      await serve('array', { proxy: [{ context: ['/api', '/auth', '/uploads'], target: backend }] }, [['/uploads/a.png'], ['/other.html']]);
      // http-proxy-middleware's logger is one object per process, which the key-value form points
      // at Rsbuild's logger; here it prints to a provider of the test's own, at its default level.
      const provider = { log: () => {}, debug: () => {}, info: () => {}, warn: () => {}, error: (message: unknown) => printed.push(String(message)) };
      await serve('array-without-context', { proxy: [{ target: backend, logLevel: 'info', logProvider: () => provider }] }, [['/api/users'], ['/other.html']]);
      await serve('object-without-context', { proxy: { target: backend } }, [['/api/users']]);
      await serve('base', { base: '/app', proxy: { '/api': backend, '/app/v2': backend2 } }, [['/app/api/users'], ['/app/v2/users']]);
      await serve('bypass-old-sample', {
        proxy: {
          '/account': {
            target: backend,
            bypass: (req) => {
              bypassSeen.push(req.url!);
              return req.headers.accept?.includes('text/html') ? '/index.html' : null;
            },
          },
        },
      }, [['/other.html', { accept: 'text/html' }], ['/static/js/index.js']]);
      // The page's sample as now written.
      await serve('bypass-sample', {
        proxy: {
          '/account': {
            target: backend,
            bypass: (req) => {
              if (req.url?.startsWith('/account') && req.headers.accept?.includes('text/html')) {
                return '/index.html';
              }
              return null;
            },
          },
        },
      }, [['/other.html', { accept: 'text/html' }], ['/account/settings', { accept: 'text/html' }], ['/account/orders', { accept: 'application/json' }]]);
      await serve('bypass-values', {
        proxy: {
          '/a': { target: backend, bypass: (req) => (req.url === '/a/false' ? false : req.url === '/a/true' ? true : req.url === '/a/string' ? '/other.html' : Promise.resolve(null)) },
        },
      }, [['/a/false'], ['/a/true'], ['/a/string'], ['/a/promise']]);
      // WebSocket upgrades, with ws: true.
      await serve('ws', { proxy: { '/ws': { target: backend, ws: true } } }, [], 'preview', async (port) => {
        upgraded = await within(new Promise<string>((resolve, reject) => {
          const request = http.request({ port, path: '/ws/chat', headers: { connection: 'Upgrade', upgrade: 'websocket' } });
          request.on('upgrade', (response, socket) => {
            socket.destroy();
            resolve(`${response.statusCode} ${response.headers['x-path']}`);
          });
          request.on('error', reject);
          request.end();
        }), 10_000, 'the proxied upgrade');
      });
      // HTTPS: the protocol the server agrees on with a client that offers HTTP/2 first.
      const tmp = makeProject({}, 'proxy-cert');
      const https = writeSelfSignedCertificate(`${tmp}/key.pem`, `${tmp}/cert.pem`);
      const negotiate = (port: number) => within(negotiatedProtocol(port), 10_000, 'the TLS handshake');
      await serve('https', { https }, [], 'preview', async (port) => void (alpn.plain = await negotiate(port)));
      await serve('https-proxy', { https, proxy: { '/api': backend } }, [], 'preview', async (port) => void (alpn.proxy = await negotiate(port)));
      await serve('dev', {
        proxy: { '/api': backend, '/a': { target: backend, bypass: (req) => (req.url === '/a/false' ? false : null) } },
      }, [['/api/users'], ['/a/false']], 'dev');
      // Last, because the [HPM] logger now prints to this provider: an array that mixes a plain
      // path with a glob, and a context function, which sees the path without the query string.
      const mixedProvider = { log: () => {}, debug: () => {}, info: () => {}, warn: () => {}, error: (message: unknown) => mixedPrinted.push(String(message)) };
      await serve('mixed', {
        proxy: [
          { context: ['/api', '/data/**/*.json'], target: backend, logProvider: () => mixedProvider },
          { context: (pathname) => (contextFunctionSaw.push(pathname), pathname.startsWith('/x/')), target: backend },
        ],
      }, [['/api/users'], ['/data/a/b.json'], ['/x/y?q=1']]);
      // bypass false in the dev server, with files of the public folder.
      const withPublic = makeProject({
        'src/index.js': "document.title = 'proxy';\n",
        'public/robots.txt': 'User-agent: *\n',
        'public/icons/logo.png': 'not really a png\n',
      }, 'proxy-public');
      await serve('dev-public', { proxy: { '/api': { target: backend, bypass: () => false } } },
        [['/robots.txt'], ['/icons/logo.png'], ['/static/js/index.js'], ['/index.html'], ['/nothing']], 'dev', undefined, withPublic);
    }
  });

  after(async () => {
    for (const close of closers) await close();
    for (const server of backends) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }

  });

  const answer = (key: string) => {
    const found = answers.get(key);
    assert.ok(found, `no answer for ${key}`);
    return found;
  };
  const port = (url: string) => new URL(url).port;

  test('the key-value sample: /api/users keeps its path, /auth/login reaches the second target as /login', () => {
    assert.equal(answer('key-value /api/users').body, `path=/api/users host=127.0.0.1:${port(backend)}`);
    assert.equal(answer('key-value /auth/login').body, `path=/login host=127.0.0.1:${port(backend2)}`);
  });

  test("the key-value form sets changeOrigin (the target's host arrives); the array form does not (localhost and the server's port arrive)", () => {
    assert.match(answer('key-value /api/users').body, new RegExp(`host=127\\.0\\.0\\.1:${port(backend)}$`));
    assert.match(answer('array /uploads/a.png').body, /^path=\/uploads\/a\.png host=localhost:\d+$/);
    assert.doesNotMatch(answer('array /uploads/a.png').body, new RegExp(`:${port(backend)}$`));
    assert.equal(answer('array /other.html').body, 'OTHER PAGE');
  });

  test("a string context matches by prefix: '/api' also forwards /api-docs", () => {
    assert.equal(answer('key-value /api-docs').body, `path=/api-docs host=127.0.0.1:${port(backend)}`);
  });

  test('without context, the array and object forms forward nothing and print an [HPM] Invalid context error per request', () => {
    assert.equal(answer('array-without-context /api/users').body, 'INDEX PAGE');
    assert.equal(answer('object-without-context /api/users').body, 'INDEX PAGE');
    // Two requests to the array form, one to the object form (the logger is still the test's).
    assert.deepEqual(printed.map((message) => message.split('\n')[0]), Array(3).fill('Error: [HPM] Invalid context. Expecting something like: "/api" or ["/api", "/ajax"]'));
    assert.equal(answer('array-without-context /other.html').body, 'OTHER PAGE');
  });

  test('the path matched includes server.base', () => {
    assert.equal(answer('base /app/v2/users').body, `path=/app/v2/users host=127.0.0.1:${port(backend2)}`);
    assert.notEqual(answer('base /app/api/users').from, 'backend');
  });

  test('a proxied path wins over a file of the output; a target header replaces the same server.headers header', () => {
    assert.equal(answer('key-value /api/data.json').body, `path=/api/data.json host=127.0.0.1:${port(backend)}`);
    assert.equal(answer('key-value /api/data.json').from, 'backend');
    assert.equal(answer('key-value /other.html').from, 'rsbuild');
  });

  test('bypass runs for every request that reaches the proxy, not only matching ones: the old sample served index.html for /other.html', () => {
    assert.deepEqual(bypassSeen, ['/other.html', '/static/js/index.js']);
    assert.equal(answer('bypass-old-sample /other.html').body, 'INDEX PAGE');
  });

  test("the page's bypass sample: pages under /account get index.html, /other.html stays itself, data requests are forwarded", () => {
    assert.equal(answer('bypass-sample /other.html').body, 'OTHER PAGE');
    assert.equal(answer('bypass-sample /account/settings').body, 'INDEX PAGE');
    assert.equal(answer('bypass-sample /account/orders').body, `path=/account/orders host=127.0.0.1:${port(backend)}`);
  });

  test('bypass values: true and a string are served locally, a promise of null forwards, false sets 404 that preview later overrides with 200', () => {
    assert.equal(answer('bypass-values /a/true').body, 'INDEX PAGE');
    assert.equal(answer('bypass-values /a/string').body, 'OTHER PAGE');
    assert.equal(answer('bypass-values /a/promise').body, `path=/a/promise host=127.0.0.1:${port(backend)}`);
    assert.deepEqual([answer('bypass-values /a/false').status, answer('bypass-values /a/false').body], [200, 'INDEX PAGE']);
  });

  test('the dev server forwards too, and keeps the 404 of bypass false while serving its fallback page', () => {
    assert.equal(answer('dev /api/users').body, `path=/api/users host=127.0.0.1:${port(backend)}`);
    assert.equal(answer('dev /a/false').status, 404);
    assert.match(answer('dev /a/false').body, /^<!DOCTYPE html><html><head><title>Rsbuild App<\/title>/);
  });

  test("an array that mixes plain paths and globs forwards nothing and prints an [HPM] Invalid context error per request", () => {
    assert.deepEqual([answer('mixed /api/users').status, answer('mixed /api/users').body], [200, 'INDEX PAGE']);
    assert.equal(answer('mixed /data/a/b.json').status, 404);
    assert.notEqual(answer('mixed /data/a/b.json').from, 'backend');
    assert.deepEqual(mixedPrinted.map((message) => message.split('\n')[0]), Array(3).fill('Error: [HPM] Invalid context. Expecting something like: ["/api", "/ajax"] or ["/api/**", "!**.html"]'));
  });

  test('the path matched has no query string: a context function gets /x/y for /x/y?q=1, and the target still receives the query', () => {
    assert.deepEqual(contextFunctionSaw, ['/api/users', '/data/a/b.json', '/x/y']);
    assert.match(answer('mixed /x/y?q=1').body, /^path=\/x\/y\?q=1 host=localhost:\d+$/);
  });

  test('bypass false in the dev server: a file of the public folder is still served with 200, other paths keep the 404', () => {
    assert.deepEqual(answer('dev-public /robots.txt'), { status: 200, from: null, body: 'User-agent: *\n' });
    assert.deepEqual(answer('dev-public /icons/logo.png'), { status: 200, from: null, body: 'not really a png\n' });
    for (const path of ['/static/js/index.js', '/index.html', '/nothing']) assert.equal(answer(`dev-public ${path}`).status, 404, path);
  });

  test('the page states the context and bypass-false conditions', () => {
    const en = pageText('config/server/proxy', 'en');
    const zh = pageText('config/server/proxy', 'zh');
    assert.ok(en.includes('An array must hold only plain paths or only globs: an array that mixes them forwards nothing'));
    assert.ok(en.includes('The path is matched without the query string, and includes [server.base](/config/server/base).'));
    assert.ok(!en.includes('The full URL is matched'));
    assert.ok(en.includes('except a file of a public folder ([server.publicDir](/config/server/public-dir)), which it serves with 200'));
    assert.ok(zh.includes('数组中只能全是普通路径或全是 glob：混用时该规则不会转发任何请求'));
    assert.ok(zh.includes('匹配的是不含查询字符串的路径，并且包含 [server.base](/config/server/base)。'));
    assert.ok(zh.includes('公共目录（[server.publicDir](/config/server/public-dir)）中的文件除外，开发服务器会以 200 返回它'));
  });

  test('ws: true forwards WebSocket upgrades on matching paths', () => {
    assert.equal(upgraded, '101 /ws/chat');
  });

  test('with server.https, the server speaks HTTP/2 without a proxy and HTTP/1.1 with one', () => {
    assert.deepEqual(alpn, { plain: 'h2', proxy: 'http/1.1' });
  });

  test('server.proxy cannot be set inside environments', () => {
    // @ts-expect-error environments take no server config
    const environment: EnvironmentConfig = { server: { proxy: {} } };
    assert.ok(environment);
  });

  test('the page states the corrected bypass facts', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/server/proxy', lang);
      assert.ok(text.includes("req.url?.startsWith('/account') && req.headers.accept?.includes('text/html')"), lang);
      assert.ok(text.includes('[HPM] Invalid context'), lang);
    }
    assert.ok(!pageText('config/server/proxy', 'en').includes('A function called for each matching request'));
    assert.ok(!pageText('config/server/proxy', 'en').includes('`false`: do not forward; respond with 404.'));
  });
});
