// docs/{en,zh}/config/server/https: the dev server and the preview server of @rsbuild/core 1.7.6
// (JS API, in this process) with a self-signed certificate from openssl standing in for the
// page's certs/ files: protocols, URLs, dev.assetPrefix: true (also without a dev server), server.open,
// and environments (a type-level check, and a JavaScript config whose environment value is ignored). The wss:// hot-update connection is proven in Chromium by guide-faq-hmr.test.ts.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, makeProject, negotiatedProtocol, pageText, rsbuildCore, waitFor, withNodeEnv, writeProjectFiles, writeSelfSignedCertificate } from './harness';

const alpn = negotiatedProtocol;

/** An HTTPS GET over HTTP/1.1 that accepts the self-signed certificate. */
const httpsGet = async (port: number, pathname: string) => {
  const https = await import('node:https');
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    https
      .get({ host: 'localhost', port, path: pathname, rejectUnauthorized: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
};

describe('server.https', () => {
  const dir = makeProject({ 'src/index.js': "document.title = 'secure';\n" }, 'server-https');
  const key = path.join(dir, 'certs/localhost-key.pem');
  const cert = path.join(dir, 'certs/localhost.pem');
  // A stand-in browser for server.open: it writes the URL it is given.
  const openedLog = path.join(dir, 'opened.txt');
  writeProjectFiles(dir, { 'browser.sh': `#!/bin/sh\necho "$@" >> '${openedLog}'\n` });
  chmodSync(path.join(dir, 'browser.sh'), 0o755);
  const savedNodeEnv = process.env.NODE_ENV;
  const savedBrowser = process.env.BROWSER;
  const servers: { close: () => Promise<void> }[] = [];

  const start = async (kind: 'dev' | 'preview', server: Record<string, unknown> = {}, dev: Record<string, unknown> = {}) => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        dev: { hmr: false, liveReload: false, ...dev },
        server: { port: await freePort(), https: { key: readFileSync(key), cert: readFileSync(cert) }, ...server },
      },
    });
    const started = kind === 'dev' ? await rsbuild.startDevServer() : await rsbuild.preview();
    servers.push(started.server);
    return started;
  };

  before(async () => {
    writeSelfSignedCertificate(key, cert);
    const { errors } = await buildProject(dir);
    assert.deepEqual(errors, []);
    process.env.BROWSER = path.join(dir, 'browser.sh');
  });

  after(async () => {
    for (const server of servers) await server.close();
    if (savedNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = savedNodeEnv;
    if (savedBrowser === undefined) delete process.env.BROWSER;
    else process.env.BROWSER = savedBrowser;
  });

  test('dev server: https:// URLs, HTTP/2 with HTTP/1.1 for clients that ask, plain http:// fails, dev.assetPrefix: true becomes https://localhost:<port>/', async () => {
    process.env.NODE_ENV = 'development';
    const { urls, port } = await start('dev', {}, { assetPrefix: true });
    assert.ok(urls.length > 0 && urls.every((url) => url.startsWith('https://')), urls.join(', '));
    assert.equal(await alpn(port), 'h2');
    assert.equal(await alpn(port, ['http/1.1']), 'http/1.1');
    const page = await httpsGet(port, '/');
    assert.equal(page.status, 200);
    assert.ok(page.body.includes(`<script defer src="https://localhost:${port}/static/js/index.js"></script>`), page.body);
    await assert.rejects(fetch(`http://localhost:${port}/`));
  });

  test('dev server with server.proxy: HTTPS on HTTP/1.1 only, same page', async () => {
    process.env.NODE_ENV = 'development';
    const { port } = await start('dev', { proxy: { '/api': 'http://127.0.0.1:9' } });
    assert.equal(await alpn(port), 'http/1.1');
    assert.equal((await httpsGet(port, '/')).status, 200);
  });

  test('preview server: https:// URLs and HTTP/2, but server.open: true opens an http:// address; a full https:// URL is opened as given', async () => {
    process.env.NODE_ENV = 'production';
    const { urls, port } = await start('preview', { open: true });
    assert.ok(urls.length > 0 && urls.every((url) => url.startsWith('https://')), urls.join(', '));
    assert.equal(await alpn(port), 'h2');
    assert.match((await httpsGet(port, '/')).body, /<title>/);
    const opened = await waitFor('the stand-in browser started by server.open', () => existsSync(openedLog) && readFileSync(openedLog, 'utf8').trim());
    assert.equal(opened, `http://localhost:${port}/`);
    // The page's workaround: a full https:// URL is opened as given.
    const second = await freePort();
    await start('preview', { port: second, open: 'https://localhost:<port>/' });
    const both = await waitFor('the second server.open', () => existsSync(openedLog) && readFileSync(openedLog, 'utf8').trim().split('\n').length === 2 && readFileSync(openedLog, 'utf8').trim().split('\n'));
    assert.deepEqual(both, [`http://localhost:${port}/`, `https://localhost:${second}/`]);
  });

  test('middleware mode: no server is created, but dev.assetPrefix: true still becomes https://localhost:<port>/', async () => {
    const { createRsbuild } = await rsbuildCore();
    const publicPath = async (https?: { key: Buffer; cert: Buffer }) => {
      let seen: unknown;
      const probe: RsbuildPlugin = {
        name: 'public-path',
        setup: (api) => api.onAfterCreateCompiler(({ compiler }) => void (seen = ('compilers' in compiler ? compiler.compilers[0] : compiler).options.output.publicPath)),
      };
      const port = await freePort();
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          mode: 'development',
          dev: { hmr: false, liveReload: false, assetPrefix: true },
          server: { middlewareMode: true, port, https },
          plugins: [probe],
        },
      });
      const server = await withNodeEnv('development', () => rsbuild.createDevServer());
      await server.close();
      return { port, seen };
    };
    const plain = await publicPath();
    assert.equal(plain.seen, `http://localhost:${plain.port}/`);
    const secure = await publicPath({ key: readFileSync(key), cert: readFileSync(cert) });
    assert.equal(secure.seen, `https://localhost:${secure.port}/`);
    assert.ok(pageText('config/server/https', 'en').includes('with [dev.assetPrefix](/config/dev/asset-prefix) set to `true`, assets are loaded from `https://localhost:<port>/`'));
    assert.ok(!pageText('config/server/https', 'en').includes('`server.https` is ignored'));
    assert.ok(pageText('config/server/https', 'zh').includes('[dev.assetPrefix](/config/dev/asset-prefix) 设为 `true` 时，资源会从 `https://localhost:<port>/` 加载'));
    assert.ok(!pageText('config/server/https', 'zh').includes('`server.https` 不会生效'));
  });

  test('dev.assetPrefix: true in a development build without a dev server stays http://localhost:3000/ with server.https set', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', mode: 'development', dev: { assetPrefix: true }, server: { https: { key: readFileSync(key), cert: readFileSync(cert) } } },
    });
    const [config] = await rsbuild.initConfigs();
    assert.equal(config.output?.publicPath, 'http://localhost:3000/');
    assert.ok(pageText('config/server/https', 'en').includes('A development build without a dev server, such as `rsbuild build --mode development`, still gets `http://localhost:3000/` from `true`.'));
    assert.ok(!pageText('config/server/https', 'en').includes('set to `true`, and the hot module replacement connection all switch'));
    assert.ok(pageText('config/server/https', 'zh').includes('但在没有开发服务器的开发模式构建中（例如 `rsbuild build --mode development`），`true` 得到的仍是 `http://localhost:3000/`。'));
  });

  test('a server.https inside environments is ignored without an error: the dev server prints http:// URLs and answers plain HTTP', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        dev: { cliShortcuts: false },
        server: { port: await freePort() },
        // Not an environment option (a type error), so written as a JavaScript config would have it.
        environments: { web: { ...({ server: { https: { key: readFileSync(key), cert: readFileSync(cert) } } } as object) } },
      },
    });
    const devServer = await rsbuild.createDevServer({ runCompile: false });
    const { urls, server } = await devServer.listen();
    try {
      assert.ok(urls.length > 0 && urls.every((url) => url.startsWith('http://')), urls.join(', '));
      const response = await fetch(`http://localhost:${devServer.port}/`);
      await response.body?.cancel();
      assert.ok(response.status > 0);
    } finally {
      await server.close();
    }
    assert.ok(pageText('config/server/https', 'en').includes('in a JavaScript config a value there is ignored without an error or a warning, so the server stays on HTTP'));
    assert.ok(pageText('config/server/https', 'zh').includes('写在那里的值会被直接忽略，既不报错也没有警告，服务器仍然使用 HTTP'));
  });

  test('server (and so server.https) is not an option of an environment: a type error, checked by tsc on this file', () => {
    const environment: EnvironmentConfig = {
      // @ts-expect-error 'server' does not exist in type 'EnvironmentConfig'
      server: { https: {} },
    };
    assert.ok(environment);
  });
});
