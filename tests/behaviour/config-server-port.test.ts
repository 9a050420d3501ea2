// docs/{en,zh}/config/server/port.mdx: a taken port moves the dev server, the preview server and
// middleware mode to the next one, what is printed, where the resolved port is used, the error
// once the configured port and the 20 after it are all busy, the page's sample for different
// ports per command, and that environments have no server option.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, pageSamples, pageText, rsbuildCore, withArgv, withNodeEnv, withTakenPort } from './harness';

/** Listens on `count` consecutive ports and gives the first one and a function that frees them all. */
async function occupyRun(count: number): Promise<{ first: number; free: () => Promise<void> }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = await freePort();
    if (first + count > 65535) continue;
    const servers: net.Server[] = [];
    const free = () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))).then(() => undefined);
    for (let port = first; port < first + count; port++) {
      const server = net.createServer();
      const listening = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(port, () => resolve(true));
      });
      if (!listening) break;
      servers.push(server);
    }
    if (servers.length === count) return { first, free };
    await free();
  }
  throw new Error(`No ${count} consecutive free ports in 50 attempts`);
}

// server.port is not an option of an environment (a type error in the reader's config).
// @ts-expect-error server is not a key of EnvironmentConfig
const environmentWithPort: EnvironmentConfig = { server: { port: 8080 } };
void environmentWithPort;

describe('server.port', () => {
  const dir = makeProject({ 'src/index.js': "document.title = 'page';\n" }, 'port');
  const seen: Record<string, any> = {};
  const closers: (() => Promise<void>)[] = [];

  before(async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const record: RsbuildPlugin = {
      name: 'record-port',
      setup(api) {
        api.onAfterStartDevServer(({ port }) => void (seen.devHook = port));
        api.onAfterStartProdServer(({ port }) => void (seen.previewHook = port));
      },
    };
    const [savedInfo, savedLog] = [logger.info, logger.log];
    // The URL block goes through logger.log, the port notice through logger.info: one list keeps their order.
    const info: string[] = [];
    const push = (message: unknown) => void info.push(stripVTControlCharacters(String(message)));
    logger.override({ info: push, log: push });
    try {
      await withTakenPort(async (taken) => {
        seen.taken = taken;
        const devServer = await createRsbuild({
          cwd: dir,
          rsbuildConfig: { logLevel: 'silent', server: { port: taken }, dev: { assetPrefix: 'http://localhost:<port>/' }, plugins: [record] },
        });
        const dev = await withNodeEnv(process.env.NODE_ENV, () => devServer.startDevServer());
        closers.push(dev.server.close);
        seen.dev = dev.port;
        seen.devUrls = dev.urls;
        seen.html = await (await fetch(`http://localhost:${dev.port}/`)).text();
        seen.devInfo = [...info];
        info.length = 0;
        await dev.server.close();

        const preview = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: taken }, plugins: [record] } });
        // No build first: the claim is about the port, not what is served.
        const previewServer = await withNodeEnv(process.env.NODE_ENV, () => preview.preview({ checkDistDir: false }));
        closers.push(previewServer.server.close);
        seen.preview = previewServer.port;
        seen.previewInfo = [...info];
        await previewServer.server.close();

        const middleware = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: taken, middlewareMode: true } } });
        const middlewareServer = await withNodeEnv(process.env.NODE_ENV, () => middleware.createDevServer({ runCompile: false }));
        closers.push(middlewareServer.close);
        seen.middleware = middlewareServer.port;
        await middlewareServer.close();
      });
    } finally {
      logger.override({ info: savedInfo, log: savedLog });
    }
  });

  after(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  test('a taken port: the dev server starts on the next one and prints port <taken> is in use, using port <next>. after the URLs', () => {
    assert.equal(seen.dev, seen.taken + 1);
    const notice = seen.devInfo.indexOf(`port ${seen.taken} is in use, using port ${seen.taken + 1}.`);
    assert.ok(notice > 0, seen.devInfo.join('\n'));
    const urls = seen.devInfo.findIndex((line: string) => /Local:\s+http:\/\/localhost:\d+\//.test(line) && line.includes(`localhost:${seen.taken + 1}/`));
    assert.ok(urls >= 0 && urls < notice, seen.devInfo.join('\n'));
  });

  test('the resolved port is in the printed URLs, in the port of onAfterStartDevServer and in the <port> placeholder of dev.assetPrefix', () => {
    assert.ok(seen.devUrls.includes(`http://localhost:${seen.taken + 1}`), seen.devUrls.join('\n'));
    assert.equal(seen.devHook, seen.taken + 1);
    assert.ok(seen.html.includes(`<script defer src="http://localhost:${seen.taken + 1}/static/js/index.js"></script>`), seen.html);
  });

  test('the preview server moves to the next port too, prints the same line, and passes that port to onAfterStartProdServer', () => {
    assert.equal(seen.preview, seen.taken + 1);
    assert.ok(seen.previewInfo.includes(`port ${seen.taken} is in use, using port ${seen.taken + 1}.`), seen.previewInfo.join('\n'));
    assert.equal(seen.previewHook, seen.taken + 1);
  });

  test('middleware mode does not listen but resolves a free port from server.port as devServer.port', () => {
    assert.equal(seen.middleware, seen.taken + 1);
  });

  test('all 21 ports busy: [rsbuild:server] Failed to find an available port after 21 attempts, starting from <port>.', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { first, free } = await occupyRun(21);
    try {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: first } } });
      // createDevServer sets an unset NODE_ENV; the other files of the process must not see it.
      await withNodeEnv(process.env.NODE_ENV, () =>
        assert.rejects(rsbuild.createDevServer({ runCompile: false }), (error: Error) => {
          assert.equal(stripVTControlCharacters(error.message), `[rsbuild:server] Failed to find an available port after 21 attempts, starting from ${first}.`);
          return true;
        }),
      );
    } finally {
      await free();
    }
  });

  test('a port held only on IPv6 [::1] does not count as taken: the dev server starts on it (host 0.0.0.0) and prints no "is in use" line', async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const port = await freePort();
    const other = http.createServer((_req, res) => res.end('other tool'));
    await new Promise<void>((resolve) => other.listen(port, '::1', resolve));
    const savedInfo = logger.info;
    const info: string[] = [];
    logger.override({ info: (message: unknown) => void info.push(stripVTControlCharacters(String(message))) });
    let close: (() => Promise<void>) | undefined;
    try {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port } } });
      const dev = await withNodeEnv(process.env.NODE_ENV, () => rsbuild.startDevServer());
      close = dev.server.close;
      assert.equal(dev.port, port);
      assert.ok(dev.urls.includes(`http://localhost:${port}`), dev.urls.join('\n'));
      assert.deepEqual(info.filter((line) => line.includes('is in use')), []);
      // The same port answers differently on each address family.
      assert.equal(await (await fetch(`http://[::1]:${port}/`)).text(), 'other tool');
      assert.match(await (await fetch(`http://127.0.0.1:${port}/`)).text(), /<script defer src="\/static\/js\/index\.js"><\/script>/);
    } finally {
      logger.override({ info: savedInfo });
      await close?.();
      await new Promise((resolve) => other.close(resolve));
    }
  });

  test("with moduleFederation.options.exposes, the HMR client gets the configured port, not the resolved one, unless dev.client.port is '<port>', which becomes the resolved one; without exposes, the client port is empty", async () => {
    const { createRsbuild } = await rsbuildCore();
    const clientPort = async (taken: number, federated: boolean, devConfig: { client?: { port?: string } } = {}) => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          server: { port: taken },
          dev: devConfig,
          ...(federated ? { moduleFederation: { options: { name: 'remote', exposes: { './page': './src/index.js' } } } } : {}),
        },
      });
      const dev = await withNodeEnv(process.env.NODE_ENV, () => rsbuild.startDevServer());
      try {
        assert.equal(dev.port, taken + 1);
        const code = await (await fetch(`http://localhost:${dev.port}/static/js/index.js`)).text();
        // The client options are in the URL-encoded data: import of the HMR client.
        const encoded = code.match(/%22port%22%3A(%22.*?%22|\d+)/)?.[1];
        return encoded === undefined ? undefined : decodeURIComponent(encoded);
      } finally {
        await dev.server.close();
      }
    };
    await withTakenPort(async (taken) => {
      assert.equal(await clientPort(taken, false), '""');
      assert.equal(await clientPort(taken, true), String(taken));
      // The page's way out: the <port> placeholder becomes the port the server moved to.
      assert.equal(await clientPort(taken, true, { client: { port: '<port>' } }), String(taken + 1));
    });
    // A dev.client.port of the reader's own is kept.
    const normalizedClientPort = async (client: { port?: number }) => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', server: { port: 4100 }, dev: { client }, moduleFederation: { options: { name: 'remote', exposes: { './page': './src/index.js' } } } },
      });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().dev.client.port;
    };
    assert.equal(await normalizedClientPort({}), 4100);
    assert.equal(await normalizedClientPort({ port: 5678 }), 5678);
  });

  test("the page names the IPv6 case, the module federation exception with its '<port>' way out, and the command read from the first argument (en and zh)", () => {
    const [en, zh] = [pageText('config/server/port', 'en'), pageText('config/server/port', 'zh')];
    assert.ok(en.includes('A port counts as busy only when it is taken on [server.host](/config/server/host)'), en);
    assert.ok(en.includes('only on IPv6 `::1`'), en);
    assert.ok(en.includes('copies the configured `server.port` into `dev.client.port` (unless you set `dev.client.port` yourself), so the client connects to the busy port'), en);
    assert.ok(zh.includes('只有在 [server.host](/config/server/host) 上被占用的端口才算被占用'), zh);
    assert.ok(zh.includes('只监听了 IPv6 的 `::1`'), zh);
    assert.ok(zh.includes('会把配置的 `server.port` 复制到 `dev.client.port`（除非你自己设置了 `dev.client.port`），因此客户端连接的是被占用的端口'), zh);
    assert.ok(en.includes("or set `dev.client.port` to `'<port>'`: Rsbuild replaces that placeholder with the port the server ends up on"), en);
    assert.ok(zh.includes("或者把 `dev.client.port` 设为 `'<port>'`：Rsbuild 会把这个占位符替换为服务器最终使用的端口"), zh);
    assert.ok(en.includes("With `rsbuild -m production preview` it is `'-m'`, and this sample gives the preview server port 3000"), en);
    assert.ok(zh.includes("执行 `rsbuild -m production preview` 时，它的值是 `'-m'`，上面的示例会让预览服务器使用 3000 端口"), zh);
  });

  test("the page's function config gives port 4173 to rsbuild preview and 3000 to rsbuild dev; the command is the first argument, so rsbuild -m production preview gets 3000 and a bare rsbuild undefined", async () => {
    const { loadConfig } = await rsbuildCore();
    const [en, zh] = [pageSamples('config/server/port', 'en'), pageSamples('config/server/port', 'zh')];
    assert.deepEqual(zh, en);
    const sample = en.find((code) => code.includes('command')) as string;
    const sampleDir = makeProject({}, 'port-command');
    // The sample has no TypeScript syntax: loaded as .mjs, natively (jiti would take seconds). Its
    // import of defineConfig (which returns its argument in 1.7.6) is replaced by the same identity
    // function: importing a second copy of @rsbuild/core from the project costs two seconds here.
    const importLine = "import { defineConfig } from '@rsbuild/core';\n";
    assert.ok(sample.startsWith(importLine), sample);
    writeFileSync(path.join(sampleDir, 'rsbuild.config.mjs'), `const defineConfig = (config) => config;\n${sample.slice(importLine.length)}`);
    const portFor = (command: string[]) => withArgv(['node', 'rsbuild', ...command], async () => (await loadConfig({ cwd: sampleDir })).content.server?.port);
    assert.equal(await portFor(['preview']), 4173);
    assert.equal(await portFor(['dev']), 3000);
    // command is process.argv[2]: an option before the command takes its place.
    assert.equal(await portFor(['-m', 'production', 'preview']), 3000);
    assert.equal(await portFor(['preview', '-m', 'production']), 4173);
    writeFileSync(path.join(sampleDir, 'record.config.mjs'), 'export default ({ command }) => ({ source: { define: { COMMAND: String(command) } } });\n');
    const commandFor = (argv: string[]) => withArgv(argv, async () => (await loadConfig({ cwd: sampleDir, path: 'record.config.mjs' })).content.source?.define?.COMMAND);
    assert.equal(await commandFor(['node', 'rsbuild', '-m', 'production', 'preview']), '-m');
    assert.equal(await commandFor(['node', 'rsbuild']), 'undefined');
    // A script of the reader's own that calls loadConfig(): its first argument.
    assert.equal(await commandFor(['node', path.join(sampleDir, 'server.mjs'), 'preview']), 'preview');
  });
});
