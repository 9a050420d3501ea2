// docs/{en,zh}/config/server/host: the addresses @rsbuild/core 1.7.6's dev server listens on, the
// URLs it prints and the URL server.open opens, for the default host, 127.0.0.1, localhost and '::',
// for an app of two pages and for one without HTML (whose environment's server.host is ignored).
// Each server is started without compiling (listening and printing need no build); the browser is
// a script named by BROWSER that writes down the URL it is given.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, pageText, rsbuildCore, waitFor } from './harness';

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const page = 'config/server/host';

/** Whether something answers HTTP on host:port (any status), or the connection error's code. */
function reach(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get({ host, port, path: '/', timeout: 5_000, agent: false }, (response) => {
      response.resume();
      resolve('answered');
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

// A non-loopback IPv4 address of this machine, if it has one.
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((detail) => detail && detail.family === 'IPv4' && !detail.internal)?.address;

interface Started {
  port: number;
  printed: string;
  reach: Record<string, string>;
}

describe('server.host', () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'src/foo.js': "console.log('foo');\n", 'browser.sh': '#!/bin/sh\necho "$@" >> "$(dirname "$0")/opened.txt"\n' }, 'server-host');
  chmodSync(path.join(dir, 'browser.sh'), 0o755);
  const opened = path.join(dir, 'opened.txt');
  const started: Record<string, Started> = {};
  let localOnly: { local: string; lan?: string } = { local: '' };
  const savedBrowser = process.env.BROWSER;

  before(async () => {
    process.env.BROWSER = path.join(dir, 'browser.sh');
    const { createRsbuild } = await rsbuildCore();
    const variants: Record<string, RsbuildConfig> = {
      default: { server: { open: true } },
      '127.0.0.1': { server: { host: '127.0.0.1' } },
      localhost: { server: { host: 'localhost' } },
      '::': { server: { host: '::', open: true } },
      // Two entries, so two pages, under a specific host.
      twoPages: { server: { host: '127.0.0.1' }, source: { entry: { index: './src/index.js', foo: './src/foo.js' } } },
      // No HTML page: a single node environment, given a server.host of its own (not an environment
      // option, so JavaScript config only) that would make the server answer on [::1] only.
      noHtml: { environments: { node: { output: { target: 'node' }, ...({ server: { host: '::1' } } as object) } } },
    };
    for (const [host, variant] of Object.entries(variants)) {
      const port = await freePort();
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { ...variant, dev: { cliShortcuts: false }, server: { port, ...variant.server } },
      });
      // The URLs are printed while the server is created, and the page opened once it listens.
      const lines: string[] = [];
      const log = console.log;
      console.log = (...args: unknown[]) => void lines.push(args.join(' '));
      let devServer!: Awaited<ReturnType<typeof rsbuild.createDevServer>>;
      try {
        devServer = await rsbuild.createDevServer({ runCompile: false });
        await devServer.listen();
      } finally {
        console.log = log;
      }
      try {
        const reachable: Record<string, string> = {};
        for (const address of ['127.0.0.1', '::1', ...(lanAddress ? [lanAddress] : [])]) reachable[address] = await reach(address, devServer.port);
        started[host] = { port: devServer.port, printed: stripAnsi(lines.join('\n')), reach: reachable };
      } finally {
        await devServer.close();
      }
    }
    // Middleware mode: Rsbuild does not listen; the page's own server (as in guide/basic/server's
    // sample, server.listen(devServer.port)) decides the address, whatever server.host says.
    {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { dev: { cliShortcuts: false }, server: { port: await freePort(), host: 'localhost', middlewareMode: true } },
      });
      const lines: string[] = [];
      const log = console.log;
      console.log = (...args: unknown[]) => void lines.push(args.join(' '));
      let devServer!: Awaited<ReturnType<typeof rsbuild.createDevServer>>;
      try {
        devServer = await rsbuild.createDevServer({ runCompile: false });
      } finally {
        console.log = log;
      }
      const own = http.createServer((req, res) => devServer.middlewares(req, res));
      try {
        await new Promise<void>((resolve) => own.listen(devServer.port, resolve));
        const reachable: Record<string, string> = {};
        for (const address of ['127.0.0.1', '::1', ...(lanAddress ? [lanAddress] : [])]) reachable[address] = await reach(address, devServer.port);
        started.middlewareMode = { port: devServer.port, printed: stripAnsi(lines.join('\n')), reach: reachable };
      } finally {
        own.closeAllConnections();
        await new Promise((resolve) => own.close(resolve));
      }
      // The same server, given 'localhost' as the second argument of listen, is local only.
      const local = http.createServer((req, res) => devServer.middlewares(req, res));
      try {
        await new Promise<void>((resolve) => local.listen(devServer.port, 'localhost', resolve));
        localOnly = { local: await reach('localhost', devServer.port), ...(lanAddress ? { lan: await reach(lanAddress, devServer.port) } : {}) };
      } finally {
        local.closeAllConnections();
        await new Promise((resolve) => local.close(resolve));
        await devServer.close();
      }
    }
  });
  after(() => {
    if (savedBrowser === undefined) delete process.env.BROWSER;
    else process.env.BROWSER = savedBrowser;
  });

  test("the default '0.0.0.0' listens on every IPv4 address, and prints a localhost Local URL and one Network URL per IPv4 address", () => {
    const { port, printed, reach } = started.default;
    const network = Object.values(os.networkInterfaces())
      .flat()
      .filter((detail) => detail && detail.family === 'IPv4' && !detail.internal)
      .map((detail) => `  ➜  Network:  http://${detail!.address}:${port}/\n`);
    assert.equal(printed, `  ➜  Local:    http://localhost:${port}/\n${network.join('')}`);
    assert.equal(reach['127.0.0.1'], 'answered');
    assert.notEqual(reach['::1'], 'answered');
    if (lanAddress) assert.equal(reach[lanAddress], 'answered');
  });

  test('a specific host prints one URL built from it, and the server is not reachable on other addresses', () => {
    assert.equal(started['127.0.0.1'].printed, `  ➜  Local:    http://127.0.0.1:${started['127.0.0.1'].port}/\n`);
    assert.equal(started.localhost.printed, `  ➜  Local:    http://localhost:${started.localhost.port}/\n`);
    assert.equal(started['127.0.0.1'].reach['127.0.0.1'], 'answered');
    if (lanAddress) {
      assert.notEqual(started['127.0.0.1'].reach[lanAddress], 'answered');
      assert.notEqual(started.localhost.reach[lanAddress], 'answered');
    }
  });

  test('with several pages, a specific host prints its label alone on a line, then one URL per page', () => {
    const { port, printed, reach } = started.twoPages;
    assert.equal(printed, `  ➜  Local:  \n  -  index    http://127.0.0.1:${port}/\n  -  foo      http://127.0.0.1:${port}/foo\n`);
    assert.equal(reach['127.0.0.1'], 'answered');
  });

  test('without an HTML page (a single node environment), no URL is printed', () => {
    assert.equal(started.noHtml.printed, '');
  });

  test('a server.host inside environments is ignored without an error: the server still listens on 0.0.0.0', () => {
    const { reach } = started.noHtml;
    assert.equal(reach['127.0.0.1'], 'answered');
    assert.notEqual(reach['::1'], 'answered');
    if (lanAddress) assert.equal(reach[lanAddress], 'answered');
  });

  test('the page says what is printed for several pages and without HTML, and that a host inside environments is ignored', () => {
    assert.ok(pageText(page, 'en').includes('When the app has several pages, each label stands alone on its line and is followed by one URL per page.'));
    assert.ok(pageText(page, 'en').includes("A build without any HTML page, for example one whose only environment has `output.target: 'node'`, prints no URL at all."));
    assert.ok(pageText(page, 'en').includes('(with several pages, one URL per page under it)'));
    assert.ok(pageText(page, 'en').includes('in a JavaScript config a value there is ignored without an error or a warning'));
    assert.ok(!pageText(page, 'en').includes('Rsbuild prints a single URL'));
    assert.ok(pageText(page, 'zh').includes('应用有多个页面时，每个标签单独占一行，下面逐个列出各页面的 URL。'));
    assert.ok(pageText(page, 'zh').includes("没有任何 HTML 页面的构建（例如唯一的环境设置了 `output.target: 'node'`）不会输出任何地址。"));
    assert.ok(pageText(page, 'zh').includes('（有多个页面时，该地址下会逐个列出各页面的 URL）'));
    assert.ok(pageText(page, 'zh').includes('写在那里的值会被直接忽略，既不报错也没有警告'));
    assert.ok(!pageText(page, 'zh').includes('只输出一个基于该 host 的地址'));
  });

  test("'::' accepts IPv6 and, on this dual-stack Linux, IPv4 connections; it prints http://[::1]:<port>/", () => {
    const { port, printed, reach } = started['::'];
    assert.equal(printed, `  ➜  Network:  http://[::1]:${port}/\n`);
    assert.equal(reach['::1'], 'answered');
    assert.equal(reach['127.0.0.1'], 'answered');
  });

  test("server.open opens localhost for '0.0.0.0' and http://[::1]:<port>/ for '::'", async () => {
    const expected = [`http://localhost:${started.default.port}/`, `http://[::1]:${started['::'].port}/`];
    const urls = await waitFor('both URLs opened', () => {
      const lines = existsSync(opened) ? readFileSync(opened, 'utf8').trim().split('\n') : [];
      return lines.length >= 2 ? lines : undefined;
    }, 10_000);
    assert.deepEqual([...urls!].sort(), expected.sort());
  });

  test("in server.middlewareMode, host 'localhost' only shapes the printed URL: the page's own server.listen(port) answers on every address", () => {
    const { port, printed, reach } = started.middlewareMode;
    assert.equal(printed, `  ➜  Local:    http://localhost:${port}/\n`);
    assert.equal(reach['127.0.0.1'], 'answered');
    assert.equal(reach['::1'], 'answered');
    if (lanAddress) assert.equal(reach[lanAddress], 'answered');
  });

  test("in server.middlewareMode, the own server given 'localhost' as listen's second argument is not reachable on the LAN address", () => {
    assert.equal(localOnly.local, 'answered');
    if (lanAddress) assert.equal(localOnly.lan, 'ECONNREFUSED');
  });

  test("the pages say which addresses get a Network URL, and that in middleware mode the samples' own server listens on every address unless given a host", () => {
    assert.ok(pageText('config/server/middleware-mode', 'en').includes("`server.listen(devServer.port)` answers on every address of the machine, whatever the host"));
    assert.ok(pageText('config/server/middleware-mode', 'zh').includes('`server.listen(devServer.port)` 都会在本机的所有地址上响应'));
    assert.ok(pageText('api/javascript-api/dev-server-api', 'en').includes('`app.listen(rsbuildServer.port)` answers on every address of the machine'));
    assert.ok(pageText('api/javascript-api/dev-server-api', 'zh').includes('`app.listen(rsbuildServer.port)` 会在本机的所有地址上响应'));
    assert.ok(pageText(page, 'en').includes('one `Network` URL for each IPv4 address of the machine other than loopback'));
    assert.ok(!pageText(page, 'en').includes('one `Network` URL for each IPv4 address of the machine:'));
    assert.ok(pageText(page, 'zh').includes('并为本机除回环地址以外的每个 IPv4 地址输出一个 `Network` 地址'));
    assert.ok(pageText(page, 'en').includes('In [server.middlewareMode](/config/server/middleware-mode), Rsbuild does not listen'));
    assert.ok(pageText(page, 'zh').includes('在 [server.middlewareMode](/config/server/middleware-mode) 下，Rsbuild 不会自己监听端口'));
    assert.ok(pageText('guide/basic/server', 'en').includes('`server.host` is not used to listen: your `server.listen(devServer.port)` answers on every address'));
    assert.ok(pageText('guide/basic/server', 'en').includes("pass `'localhost'` as the second argument of `server.listen`"));
    assert.ok(pageText('guide/basic/server', 'zh').includes("请把 `'localhost'` 作为 `server.listen` 的第二个参数传入"));
    assert.ok(pageText('guide/basic/server', 'zh').includes('监听地址与 `server.host` 无关：示例中的 `server.listen(devServer.port)` 会在本机所有地址上响应'));
  });

  // The server.open test above proves 1.7.6; the version (1.1.0 always opened localhost) is the
  // server.host:open-url entry of scripts/data/behaviour-versions.json, checked against both releases.
  test('the page gives the version from which server.open follows the host', () => {
    assert.ok(pageText(page, 'en').includes('- **Version:** follows `server.host` since 1.1.1 (`localhost` was always opened before)'));
    assert.ok(pageText(page, 'zh').includes('- **版本：** 1.1.1 起跟随 `server.host`（此前总是打开 `localhost`）'));
  });

  // Proven on their own pages: the localhost-only CORS default and its version (config-server-cors.test.ts,
  // behaviour entry server.cors:localhost-default), and the host in dev.assetPrefix: true
  // (config-dev-asset-prefix.test.ts, "true with server.host set uses that host" and the '::' test).
  test('the notes on CORS and dev.assetPrefix carry the version and the link', () => {
    assert.ok(pageText(page, 'en').includes('Since 1.3.0, the default [server.cors](/config/server/cors) stops other websites from reading them in a browser (before 1.3.0 the dev server allowed every origin)'));
    assert.ok(pageText(page, 'zh').includes('从 1.3.0 起，默认的 [server.cors](/config/server/cors) 能阻止其他网站在浏览器中读取它们（1.3.0 之前开发服务器允许任意来源）'));
    assert.ok(pageText(page, 'en').includes('With [dev.assetPrefix](/config/dev/asset-prefix) set to `true`, the host also goes into the asset URLs of the dev server.'));
    assert.ok(pageText(page, 'zh').includes('[dev.assetPrefix](/config/dev/asset-prefix) 设为 `true` 时，host 还会写进开发服务器的资源 URL。'));
  });

  test('the page says how IPv6 hosts are printed and opened', () => {
    assert.ok(pageText(page, 'en').includes("`'::'` becomes `[::1]`"));
    assert.ok(pageText(page, 'en').includes('Rsbuild prints `http://[::1]:3000/` for it'));
    assert.ok(!pageText(page, 'en').includes('any other host is used as written'));
    assert.ok(pageText(page, 'zh').includes("`'::'` 会替换为 `[::1]`"));
    assert.ok(pageText(page, 'zh').includes('Rsbuild 为它输出的地址是 `http://[::1]:3000/`'));
    assert.ok(!pageText(page, 'zh').includes('其他 host 按原样使用'));
  });

  test('the server.open page says the same of the address it opens', () => {
    assert.ok(pageText('config/server/open', 'en').includes('`::` as `[::1]`, and any other IPv6 address in square brackets'));
    assert.ok(pageText('config/server/open', 'zh').includes('`::` 显示为 `[::1]`，其他 IPv6 地址会加上方括号'));
  });
});

// Type-level: server.host is not an option of an environment (tsc runs on this file).
export const hostInEnvironment: RsbuildConfig = {
  server: { host: 'localhost' },
  // @ts-expect-error server is not an environment option
  environments: { web: { server: { host: 'localhost' } } },
};
