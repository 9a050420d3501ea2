// docs/{en,zh}/config/server/middleware-mode.mdx: what rsbuild dev prints in middleware mode, what
// the dev server object looks like (created without compiling), the page's server.ts run as
// written in its own process, loadConfig()'s arguments, server.https, and the preview server.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, makeProject, pageSamples, pageText, rsbuildCore, runCli, waitFor, withArgv, withNodeEnv, writeSelfSignedCertificate, webSocketUpgradeStatus } from './harness';

const page = 'config/server/middleware-mode';

test('rsbuild dev: after the URLs, Failed to start dev server., then [rsbuild:server] Can not listen dev server as server.middlewareMode is enabled.; exit code 1', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': 'export default { server: { middlewareMode: true } };\n' }, 'middleware-mode-cli');
  const port = await freePort();
  const { code, stdout, stderr } = await runCli(dir, ['dev', '--port', String(port)]);
  assert.equal(code, 1);
  assert.match(stdout, new RegExp(`  ➜  Local:    http://localhost:${port}/\\n`));
  assert.ok(stderr.startsWith('error   Failed to start dev server.\nerror   [rsbuild:server] Can not listen dev server as server.middlewareMode is enabled.\n'), stderr);
});

describe('server.middlewareMode', () => {
  /** A dev server created without compiling (no compiler is made), with the URLs it would print. */
  async function devServerWithoutCompile(rsbuildConfig: RsbuildConfig) {
    const { createRsbuild } = await rsbuildCore();
    const printed: string[] = [];
    const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'middleware-mode-api');
    const server = await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig, server: { middlewareMode: true, port: await freePort(), printUrls: ({ urls }) => void printed.push(...urls), ...rsbuildConfig.server } },
      });
      return rsbuild.createDevServer({ runCompile: false });
    });
    return { server, printed };
  }

  test('createDevServer(): httpServer is null and listen() throws the same error', async () => {
    const { server } = await devServerWithoutCompile({});
    try {
      assert.equal(server.httpServer, null);
      await assert.rejects(server.listen(), { message: '[rsbuild:server] Can not listen dev server as server.middlewareMode is enabled.' });
    } finally {
      await server.close();
    }
  });

  test('no handler for SIGTERM or for the end of standard input is registered (a dev server with its own HTTP server registers one of each)', async () => {
    const counts = () => ({ sigterm: process.listenerCount('SIGTERM'), stdinEnd: process.stdin.listenerCount('end') });
    // With CI=true Rsbuild skips the standard input handler in every mode.
    const ci = process.env.CI;
    delete process.env.CI;
    try {
      const before = counts();
      const { server } = await devServerWithoutCompile({});
      try {
        assert.deepEqual(counts(), before);
      } finally {
        await server.close();
      }
      const { server: withHttpServer } = await devServerWithoutCompile({ server: { middlewareMode: false } });
      try {
        assert.deepEqual(counts(), { sigterm: before.sigterm + 1, stdinEnd: before.stdinEnd + 1 });
      } finally {
        await withHttpServer.close();
      }
    } finally {
      if (ci !== undefined) process.env.CI = ci;
    }
  });

  test('server.https serves no TLS (httpServer stays null) but turns the printed URLs to https://', async () => {
    const certDir = makeProject({}, 'middleware-mode-cert');
    const { key, cert } = writeSelfSignedCertificate(path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem'));
    const port = await freePort();
    const { server, printed } = await devServerWithoutCompile({ server: { https: { key, cert }, port, host: 'localhost' } });
    try {
      assert.equal(server.httpServer, null);
      assert.deepEqual(printed, [`https://localhost:${port}`]);
    } finally {
      await server.close();
    }
  });

  test('devServer.port moves to the next free port when server.port is taken', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const takenPort = (taken.address() as { port: number }).port;
    const { server } = await devServerWithoutCompile({ server: { port: takenPort } });
    try {
      assert.notEqual(server.port, takenPort);
      assert.ok(server.port > takenPort);
    } finally {
      await server.close();
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  test("loadConfig() without NODE_ENV hands a config function env '', envMode '' and command undefined", async () => {
    const dir = makeProject({ 'rsbuild.config.mjs': 'export default (params) => ({ source: { define: { PARAMS: JSON.stringify(params) } } });\n' }, 'middleware-mode-load-config');
    const { loadConfig } = await rsbuildCore();
    const serverArgv = [process.execPath, path.join(dir, 'server.js')];
    const { content } = await withArgv(serverArgv, () => withNodeEnv(undefined, () => loadConfig({ cwd: dir })));
    assert.deepEqual(JSON.parse(content.source!.define!.PARAMS as string), { env: '', envMode: '' });
    const { content: withEnv } = await withArgv(serverArgv, () => withNodeEnv('development', () => loadConfig({ cwd: dir })));
    assert.deepEqual(JSON.parse(withEnv.source!.define!.PARAMS as string), { env: 'development', envMode: 'development' });
  });

  test('dev.setupMiddlewares still runs; its middlewares answer through devServer.middlewares', async () => {
    const { server } = await devServerWithoutCompile({
      dev: { setupMiddlewares: (middlewares) => void middlewares.unshift((req, res, next) => (req.url === '/hello' ? res.end('from setupMiddlewares') : next())) },
    });
    const own = http.createServer((req, res) => server.middlewares(req, res));
    try {
      await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
      const response = await fetch(`http://127.0.0.1:${(own.address() as { port: number }).port}/hello`);
      assert.equal(await response.text(), 'from setupMiddlewares');
    } finally {
      await new Promise((resolve) => own.close(resolve));
      await server.close();
    }
  });

  test('the preview server ignores the option and listens', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'middleware-mode-preview');
    assert.deepEqual((await buildProject(dir, { mode: 'production' })).errors, []);
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { middlewareMode: true, port: await freePort(), printUrls: false } } });
    const { port, server } = await rsbuild.preview();
    try {
      const response = await fetch(`http://localhost:${port}/`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<div id="root"><\/div>/);
    } finally {
      await server.close();
    }
  });

  describe("the page's server.ts, run as written", () => {
    const dir = makeProject({ 'src/index.js': "document.getElementById('root').textContent = 'hello';\n" }, 'middleware-mode-sample');
    let child: ChildProcess;
    let output = '';
    let port: number;

    // Started when the file is loaded, so that its first compilation overlaps the tests above.
    const started = (async () => {
      port = await freePort();
      const [config] = pageSamples(page, 'en');
      assert.ok(config.includes('    middlewareMode: true,\n'));
      // The page's config, with a free port instead of the default 3000.
      writeFileSync(path.join(dir, 'rsbuild.config.ts'), config.replace('    middlewareMode: true,\n', `    middlewareMode: true,\n    port: ${port},\n`));
      const [server] = pageSamples(page, 'en', 'server.ts');
      writeFileSync(path.join(dir, 'server.mjs'), ts.transpileModule(server, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
      delete env.NODE_ENV;
      child = spawn(process.execPath, ['server.mjs'], { cwd: dir, env });
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
    })();

    before(async () => {
      await started;
      await waitFor('the first compilation of the sample server', () => / built in /.test(output) || child.exitCode !== null, 120_000);
      assert.equal(child.exitCode, null, output);
    });

    after(async () => {
      if (child && child.exitCode === null && child.signalCode === null) {
        const closed = new Promise((resolve) => child.once('close', resolve));
        child.kill('SIGKILL');
        await closed;
      }
    });

    test('devServer.port is server.port, which Rsbuild prints', () => {
      assert.match(output, new RegExp(`Local: +http://localhost:${port}/`));
    });

    test('/api/health is answered by the own handler', async () => {
      const response = await fetch(`http://localhost:${port}/api/health`);
      assert.equal(response.headers.get('content-type'), 'application/json');
      assert.deepEqual(await response.json(), { ok: true });
    });

    test('devServer.middlewares serve the page, its script and the HTML fallback', async () => {
      const page = await fetch(`http://localhost:${port}/`);
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/);
      assert.equal((await fetch(`http://localhost:${port}/static/js/index.js`)).status, 200);
      const fallback = await fetch(`http://localhost:${port}/settings/profile`, { headers: { accept: 'text/html' } });
      assert.equal(await fallback.text(), html);
    });

    test('connectWebSocket: the hot module replacement socket is accepted on the same port', async () => {
      const script = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      // The client entry is a data: module, URL-encoded in the development bundle.
      const token = /init\((?:%0A|%20)*'([0-9a-f]+)'/.exec(script)?.[1];
      assert.ok(token, script.slice(script.indexOf('init('), script.indexOf('init(') + 300));
      const status = await webSocketUpgradeStatus(port, `/rsbuild-hmr?token=${token}`);
      assert.equal(status, 101);
    });
  });

  test('the page says server.https still changes the printed URLs', () => {
    assert.ok(pageText(page, 'en').includes('Rsbuild serves no TLS because it creates no server; set up TLS in your own server. The option still turns the URLs Rsbuild prints to `https://`.'));
    assert.ok(pageText(page, 'zh').includes('Rsbuild 不创建服务器，也就不会提供 TLS，请在你自己的服务器上配置 TLS。不过这个选项仍会让 Rsbuild 打印的 URL 变成 `https://`。'));
    assert.ok(!pageText(page, 'en').includes('is not used because Rsbuild creates no server'));
    assert.ok(!pageText(page, 'zh').includes('不会生效，请在你自己的服务器上配置 TLS'));
  });
});
