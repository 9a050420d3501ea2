// guide/basic/server: what the dev and preview servers print and answer.
import assert from 'node:assert/strict';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, freePortBeforeAFreeOne, pageText, withTakenPort, rsbuildV1Dir, listFiles, makeProject, pageSamples, readText, rsbuildCore, runCli, startCli, within, typeCheckProject, waitFor, withArgv, withNodeEnv, writeProjectFiles, negotiatedProtocol, writeSelfSignedCertificate, type CliResult, PRINTED_BUILD_TIME, launchChromium } from './harness';

const twoEntries = { 'src/index.js': "console.log('index page');\n", 'src/admin.js': "console.log('admin page');\n", 'public/robots.txt': 'User-agent: *\n' };

// A backend for the proxy: it answers with the path and Host header it received.
let backend: http.Server;
let backendPort: number;

const mainDir = makeProject({ ...twoEntries, 'dist/old-build.txt': 'from an earlier build' }, 'server-main');
const routedDir = makeProject(twoEntries, 'server-routed');
const middlewareModeDir = makeProject(
  { 'rsbuild.config.mjs': 'export default { html: { title: "From config" } };\n', '.env': 'PUBLIC_FROM_ENV=loaded\n', 'src/index.js': 'console.log("env:" + import.meta.env.PUBLIC_FROM_ENV);\n' },
  'server-middleware-mode',
);
// A stand-in browser for the routed server's --open: it records the URL it is started with.
const browserDir = makeProject({}, 'server-open-browser');
const openedLog = path.join(browserDir, 'opened.txt');
writeProjectFiles(browserDir, { 'browser.sh': `#!/bin/sh\necho "$@" >> '${openedLog}'\n` });
chmodSync(path.join(browserDir, 'browser.sh'), 0o755);
const emptyDir = makeProject({ 'src/index.js': "console.log('x');\n" }, 'server-empty');
const strictDir = makeProject({ 'src/index.js': "console.log('x');\n", 'rsbuild.config.mjs': 'export default { server: { strictPort: true } };\n' }, 'server-strict');
const emptyDistDir = makeProject({ 'src/index.js': "console.log('x');\n" }, 'server-empty-dist');
mkdirSync(path.join(emptyDistDir, 'dist'));

let main: ReturnType<typeof startCli>;
let routed: ReturnType<typeof startCli>;
let preview: ReturnType<typeof startCli>;
let basePreview: ReturnType<typeof startCli>;
let blocker: http.Server;
let mainPort: number;
let routedPort: number;
let previewPort: number;
let basePort: number;
let previewWithoutBuild: CliResult;
let previewEmptyDist: CliResult;
let strict: CliResult;
let strictBlocker: http.Server;
let strictPort: number;

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://localhost:${port}${path}`, { headers, redirect: 'manual' });

before(async () => {
  backend = http.createServer((req, res) => res.end(JSON.stringify({ url: req.url, host: req.headers.host })));
  // It accepts WebSocket upgrades and names the path it received in a header of its 101 answer.
  backend.on('upgrade', (req, socket) => socket.end(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Path: ${req.url}\r\n\r\n`));
  backendPort = await freePort();
  await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.1', resolve));
  mainPort = await freePort();
  // The routed server is asked for a port that is already taken, so it moves to the next one.
  blocker = http.createServer((_req, res) => res.end('blocker'));
  const blockedPort = await freePortBeforeAFreeOne();
  await new Promise<void>((resolve) => blocker.listen(blockedPort, resolve));
  routedPort = blockedPort;
  // A second taken port for the strictPort run. Its successor must be free: strictPort still
  // tries the next port once (a taken successor gives another error), and the middleware-mode
  // test expects its server to move there.
  strictBlocker = http.createServer((_req, res) => res.end('blocker'));
  strictPort = await freePortBeforeAFreeOne();
  await new Promise<void>((resolve) => strictBlocker.listen(strictPort, resolve));
  previewPort = await freePort();
  basePort = await freePort();

  writeProjectFiles(mainDir, {
    'rsbuild.config.mjs': `export default {
  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
  server: {
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin' },
    proxy: {
      '/api/short': 'http://127.0.0.1:${backendPort}',
      '/api/long': { target: 'http://127.0.0.1:${backendPort}', pathRewrite: { '^/api/long': '' }, ws: true },
    },
  },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        console.log('setupMiddlewares got: ' + Object.keys(middlewares).join(',') + ', array: ' + Array.isArray(middlewares));
        middlewares.unshift((req, res, next) => {
          if (req.url === '/api/health') {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify({ ok: true }));
            return;
          }
          next();
        });
        middlewares.push((req, res, next) => {
          if (req.url === '/api/pushed') return res.end('pushed handler');
          next();
        });
      },
      (middlewares, { sockWrite }) => {
        middlewares.unshift((req, res, next) => {
          if (req.url !== '/reload-pages') return next();
          sockWrite('static-changed');
          res.end('sent');
        });
      },
    ],
  },
};
`,
  });
  const routedConfig = `export default {
  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
  server: { htmlFallback: false, historyApiFallback: { rewrites: [{ from: /^\\/admin/, to: '/admin.html' }] }, printUrls: ({ urls }) => urls.filter((url) => url.includes('localhost')) },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => (req.url === '/dev-only' ? res.end('answered by setupMiddlewares') : next()));
      },
    ],
  },
};
`;
  writeProjectFiles(routedDir, { 'rsbuild.config.mjs': routedConfig });
  main = startCli(mainDir, ['dev', '--port', String(mainPort)], /ready\s+built in/);
  routed = startCli(routedDir, ['dev', '--port', String(routedPort), '--open'], /ready\s+built in/, { env: { BROWSER: path.join(browserDir, 'browser.sh') } });
  const build = runCli(routedDir, ['build']);
  [previewWithoutBuild, previewEmptyDist, strict] = await Promise.all([
    runCli(emptyDir, ['preview']),
    runCli(emptyDistDir, ['preview']),
    runCli(strictDir, ['dev', '--port', String(strictPort)]),
    main.started,
    routed.started,
    build,
  ]);
  preview = startCli(routedDir, ['preview', '--port', String(previewPort), '--host', 'localhost'], /Local:/);
  basePreview = startCli(routedDir, ['preview', '--port', String(basePort), '--base', '/app'], /Local:/);
  await Promise.all([preview.started, basePreview.started]);
});

// One Chromium for the browser tests of this file, launched by the first that needs it.
let chromium: ReturnType<typeof launchChromium> | undefined;
const browser = () => (chromium ??= launchChromium());

after(async () => {
  if (chromium) await (await chromium).close();
  await Promise.all([main?.stop(), routed?.stop(), preview?.stop(), basePreview?.stop()]);
  await new Promise((resolve) => backend?.close(resolve));
  await new Promise((resolve) => blocker?.close(resolve));
  await new Promise((resolve) => strictBlocker?.close(resolve));
});

describe('Dev server', () => {
  test('dev.hmr and dev.assetPrefix also shape a development-mode rsbuild build', async () => {
    const { createRsbuild } = await rsbuildCore();
    // Rsbuild may set NODE_ENV from the mode; the builds below need it as it was.
    const nodeEnv = process.env.NODE_ENV;
    const configFor = async (dev: object) => {
      const rsbuild = await createRsbuild({ cwd: emptyDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', dev } });
      const [rspack] = await rsbuild.initConfigs({ action: 'build' }).finally(() => {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      });
      return rspack;
    };
    const hmrPlugins = (rspack: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.Configuration) =>
      (rspack.plugins ?? []).filter((plugin) => plugin?.constructor?.name === 'HotModuleReplacementPlugin').length;
    const withDefaults = await configFor({ assetPrefix: '/dev-prefix/' });
    assert.equal(withDefaults.output?.publicPath, '/dev-prefix/');
    assert.equal(hmrPlugins(withDefaults), 1);
    assert.equal(hmrPlugins(await configFor({ hmr: false })), 0);
  });
});

describe('Dev server › code samples', () => {
  test('every rsbuild.config.ts sample of the page type-checks as written, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/basic/server', lang);
      assert.equal(samples.length, 10, lang);
      samples.forEach((sample, index) => assert.deepEqual(typeCheckProject(ts, { 'rsbuild.config.ts': sample }, 'server-sample', () => ({ types: ['node'] })), [], `${lang} sample ${index + 1}:\n${sample}`));
    }
  });
});

describe('Dev server › Start the dev server', () => {
  test('the CLI prints its version first, then a blank line; without a terminal there is no shortcut hint', () => {
    assert.ok(main.output().startsWith('Rsbuild v1.7.6\n\n  ➜  Local:'), main.output().slice(0, 80));
    assert.doesNotMatch(main.output(), /press h/);
  });
  /**
   * What a dev server in middleware mode prints (colours removed) while standard input looks like a
   * terminal and dev.cliShortcuts is on, as the CLI sets it, with `env` set for the run.
   */
  async function printedWithTerminal(env: Record<string, string> = {}): Promise<{ port: number; printed: string }> {
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    // Middleware mode: the same printed lines, without the listener that ends the process when
    // standard input closes.
    const rsbuild = await createRsbuild({ cwd: emptyDir, rsbuildConfig: { logLevel: 'info', dev: { cliShortcuts: true }, server: { port, middlewareMode: true } } });
    // createDevServer sets NODE_ENV to development when it is unset; the builds below need it as it was.
    const savedEnv = Object.fromEntries(['NODE_ENV', ...Object.keys(env)].map((name) => [name, process.env[name]]));
    const isTTY = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY');
    const log = console.log;
    let printed = '';
    console.log = (...args: unknown[]) => void (printed += args.join(' ') + '\n');
    Object.defineProperty(process.stdin, 'isTTY', { value: true, configurable: true });
    Object.assign(process.env, env);
    let devServer: Awaited<ReturnType<typeof rsbuild.createDevServer>> | undefined;
    try {
      devServer = await rsbuild.createDevServer();
      await devServer.environments.web.getStats();
      await waitFor(`the ready line in: ${printed}`, () => /ready /.test(printed), 30_000);
    } finally {
      await devServer?.close();
      console.log = log;
      if (isTTY) Object.defineProperty(process.stdin, 'isTTY', isTTY);
      else delete (process.stdin as { isTTY?: boolean }).isTTY;
      for (const [name, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    return { port, printed: printed.replace(/\x1b\[[0-9;]*m/g, '') };
  }
  test('with a terminal on standard input and dev.cliShortcuts (as the CLI sets it), one entry prints Local, Network, the shortcut hint, a blank line, then the build lines', async () => {
    const { port, printed } = await printedWithTerminal();
    assert.match(
      printed,
      new RegExp(`^  ➜  Local:    http://localhost:${port}/\n(  ➜  Network:  http://[\\d.]+:${port}/\n)+  ➜  press h \\+ enter to show shortcuts\n\nstart   build started\\.\\.\\.\nready   built in ${PRINTED_BUILD_TIME}\n$`),
    );
  });
  test('with a terminal on standard input but CI set, the shortcut hint is left out', async () => {
    const { port, printed } = await printedWithTerminal({ CI: 'true' });
    assert.match(printed, new RegExp(`^  ➜  Local:    http://localhost:${port}/\n(  ➜  Network:  http://[\\d.]+:${port}/\n)+\nstart   build started\\.\\.\\.\nready   built in ${PRINTED_BUILD_TIME}\n$`));
  });
  test('prints Local and Network URLs, one line per page, then builds', () => {
    const output = main.output();
    assert.match(output, new RegExp(`➜  Local: {2}\\n {2}- {2}index {4}http://localhost:${mainPort}/\\n {2}- {2}admin {4}http://localhost:${mainPort}/admin\\n`));
    assert.match(output, /➜  Network: {2}\n {2}- {2}index {4}http:\/\/[\d.]+:\d+\//);
    assert.match(output, new RegExp(String.raw`ready\s+built in ${PRINTED_BUILD_TIME}`));
  });
  test('nothing is written to disk, and an old dist folder is neither written nor cleaned', () => {
    assert.deepEqual(listFiles(path.join(mainDir, 'dist')), ['old-build.txt']);
  });
  test('with performance.profile on, the dev server writes its files to dist (dev.writeToDisk turned on)', async () => {
    const profileDir = makeProject({ 'src/index.js': "console.log('profiled');\n" }, 'server-profile');
    const { createRsbuild } = await rsbuildCore();
    // startDevServer() sets NODE_ENV when it is unset; withNodeEnv restores it for the other tests.
    await withNodeEnv('development', async () => {
      const rsbuild = await createRsbuild({ cwd: profileDir, rsbuildConfig: { performance: { profile: true }, server: { port: await freePort(), printUrls: false }, dev: { cliShortcuts: false } } });
      let compiled!: () => void;
      const done = new Promise<void>((resolve) => (compiled = resolve));
      rsbuild.onAfterDevCompile(() => compiled());
      const { server } = await rsbuild.startDevServer();
      try {
        await done;
        assert.equal(rsbuild.getNormalizedConfig().dev.writeToDisk, true);
        const files = listFiles(path.join(profileDir, 'dist'));
        assert.ok(files.includes('index.html') && files.includes('static/js/index.js'), files.join(', '));
      } finally {
        await server.close();
      }
    });
  });

  test('performance.bundleAnalyze turns dev.writeToDisk on: the dev server writes its files and the report to dist; BUNDLE_ANALYZE does the same', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('analyzed');\n" }, 'server-bundle-analyze');
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv('development', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', performance: { bundleAnalyze: {} }, server: { port: await freePort(), printUrls: false }, dev: { cliShortcuts: false } } });
      let compiled!: () => void;
      const done = new Promise<void>((resolve) => (compiled = resolve));
      rsbuild.onAfterDevCompile(() => compiled());
      const { server } = await rsbuild.startDevServer({ getPortSilently: true });
      try {
        await done;
        assert.equal(rsbuild.getNormalizedConfig().dev.writeToDisk, true);
        const files = listFiles(path.join(dir, 'dist'));
        for (const file of ['index.html', 'static/js/index.js', 'report-web.html']) assert.ok(files.includes(file), `${file} in ${files.join(', ')}`);
      } finally {
        await server.close();
      }
      // The environment variable, without the option: the same forced writeToDisk.
      const saved = process.env.BUNDLE_ANALYZE;
      process.env.BUNDLE_ANALYZE = 'true';
      try {
        const fromEnv = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
        await fromEnv.initConfigs();
        assert.equal(fromEnv.getNormalizedConfig().dev.writeToDisk, true);
      } finally {
        if (saved === undefined) delete process.env.BUNDLE_ANALYZE;
        else process.env.BUNDLE_ANALYZE = saved;
      }
      const plain = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
      await plain.initConfigs();
      assert.equal(plain.getNormalizedConfig().dev.writeToDisk, false);
    });
  });

  test('/rsbuild-dev-server lists the compiled files; a public file is served but not listed', async () => {
    const text = await (await get(mainPort, '/rsbuild-dev-server')).text();
    for (const file of ['index.html', 'admin.html', 'static/js/index.js', 'static/js/admin.js']) assert.ok(text.includes(file), file);
    assert.equal(await (await get(mainPort, '/robots.txt')).text(), 'User-agent: *\n');
    assert.ok(!text.includes('robots.txt'), text);
    assert.ok(text.includes('<h2>Environment: web</h2>'), text);
  });
});

describe('Dev server › Port', () => {
  test('a taken port moves the server to the next one, with a message, and the printed URLs use it', async () => {
    assert.match(routed.output(), new RegExp(`info {4}port ${routedPort} is in use, using port ${routedPort + 1}\\.`));
    assert.match(routed.output(), new RegExp(`http://localhost:${routedPort + 1}/`));
    assert.equal((await get(routedPort + 1, '/')).status, 200);
  });
  test('the hot-update connection of a page opened at that URL uses the chosen port', async () => {
    const page = await (await browser()).newPage();
    try {
      const sockets: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', () => void sockets.push(ws.url())));
      await page.goto(`http://localhost:${routedPort + 1}/`);
      await waitFor('a message on the HMR socket', () => sockets.length > 0, 60_000);
      const url = new URL(sockets[0]);
      assert.equal(url.pathname, '/rsbuild-hmr');
      assert.equal(url.port, String(routedPort + 1));
    } finally {
      await page.close();
    }
  });
  test('--open opens the page at the port actually chosen', async () => {
    const opened = await waitFor('the stand-in browser started by --open', () => existsSync(openedLog) && readFileSync(openedLog, 'utf8').trim());
    assert.equal(opened, `http://localhost:${routedPort + 1}/`);
  });
  test('with server.strictPort, a taken port stops the server with an error', () => {
    assert.equal(strict.code, 1, strict.output);
    assert.match(strict.output, new RegExp(`Port ${strictPort} is occupied, please choose another one\\.`));
  });
});

describe('Dev server › Host and printed URLs', () => {
  test('the defaults are port 3000 and host 0.0.0.0; server.printUrls: false prints no URL', async () => {
    const { createRsbuild } = await rsbuildCore();
    const defaults = await createRsbuild({ cwd: emptyDir, rsbuildConfig: { logLevel: 'silent' } });
    await withNodeEnv(process.env.NODE_ENV, () => defaults.initConfigs());
    assert.equal(defaults.getNormalizedConfig().server.port, 3000);
    assert.equal(defaults.getNormalizedConfig().server.host, '0.0.0.0');
    // Middleware mode prints the URLs as a listening server does, without taking a port.
    const rsbuild = await createRsbuild({ cwd: emptyDir, rsbuildConfig: { logLevel: 'info', server: { port: await freePort(), middlewareMode: true, printUrls: false } } });
    const log = console.log;
    let printed = '';
    console.log = (...args: unknown[]) => void (printed += args.join(' ') + '\n');
    let devServer: Awaited<ReturnType<typeof rsbuild.createDevServer>> | undefined;
    try {
      // createDevServer sets NODE_ENV to development when it is unset; withNodeEnv puts it back.
      await withNodeEnv(process.env.NODE_ENV, async () => {
        devServer = await rsbuild.createDevServer();
        await devServer.environments.web.getStats();
        await waitFor(`the ready line in: ${printed}`, () => /ready /.test(printed), 30_000);
      });
    } finally {
      await devServer?.close();
      console.log = log;
    }
    assert.doesNotMatch(printed, /Local:|Network:|http:\/\//, printed);
  });
  test('with the default host, one Network URL per non-loopback IPv4 address and none when the machine has only loopback', async () => {
    const { createRsbuild } = await rsbuildCore();
    const loopback = { address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' } as const;
    const lan = (address: string) => ({ ...loopback, address, internal: false, cidr: `${address}/24` });
    const v6 = { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '00:00:00:00:00:01', internal: false, cidr: 'fe80::1/64', scopeid: 1 } as const;
    const networkInterfaces = os.networkInterfaces;
    const urlsWith = async (interfaces: ReturnType<typeof os.networkInterfaces>) => {
      let seen: string[] = [];
      // Middleware mode resolves and passes the URLs without taking a port; the function prints nothing.
      const rsbuild = await createRsbuild({
        cwd: emptyDir,
        rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), middlewareMode: true, printUrls: ({ urls }) => {
          seen = urls;
          return [];
        } } },
      });
      os.networkInterfaces = () => interfaces;
      let devServer: Awaited<ReturnType<typeof rsbuild.createDevServer>> | undefined;
      try {
        await withNodeEnv(process.env.NODE_ENV, async () => {
          devServer = await rsbuild.createDevServer();
          await devServer.environments.web.getStats();
        });
      } finally {
        os.networkInterfaces = networkInterfaces;
        await devServer?.close();
      }
      return seen.map((url) => url.replace(/:\d+$/, ':<port>'));
    };
    assert.deepEqual(await urlsWith({ lo: [loopback] }), ['http://localhost:<port>']);
    assert.deepEqual(await urlsWith({ lo: [loopback], eth0: [lan('192.168.1.20'), v6], wlan0: [lan('10.0.0.7')] }), [
      'http://localhost:<port>',
      'http://192.168.1.20:<port>',
      'http://10.0.0.7:<port>',
    ]);
  });
  test('a printUrls function gets the URLs and prints the ones it returns: only localhost is left', () => {
    assert.match(routed.output(), /➜  Local: {2}\n {2}- {2}index {4}http:\/\/localhost:\d+\//);
    assert.doesNotMatch(routed.output(), /Network:/);
  });
  test('with host localhost only the Local URL is printed', () => {
    assert.match(preview.output(), /Local: {2}\n {2}- {2}index {4}http:\/\/localhost:\d+\//);
    assert.doesNotMatch(preview.output(), /Network:/);
  });
});

describe('Dev server › HTTPS', () => {
  // The dev and the preview server create their server with the same function; the preview
  // server of the built routed project starts without compiling. A self-signed certificate
  // from openssl stands in for the page's certs/ files.
  const certDir = makeProject({}, 'server-certs');
  const key = path.join(certDir, 'localhost-key.pem');
  const cert = path.join(certDir, 'localhost.pem');
  writeSelfSignedCertificate(key, cert);
  const alpn = negotiatedProtocol;
  const startHttps = async (proxy: boolean, moreHttps: Record<string, unknown> = {}) => {
    const { createRsbuild } = await rsbuildCore();
    const { readFileSync } = await import('node:fs');
    const rsbuild = await createRsbuild({
      cwd: routedDir,
      rsbuildConfig: {
        logLevel: 'silent',
        server: {
          port: await freePort(),
          https: { key: readFileSync(key), cert: readFileSync(cert), ...moreHttps },
          ...(proxy ? { proxy: { '/api': `http://127.0.0.1:${backendPort}` }, headers: { 'Cross-Origin-Opener-Policy': 'same-origin' } } : {}),
        },
      },
    });
    // preview() sets NODE_ENV to production when it is unset; the middleware-mode test below
    // runs in this process and needs it unset again.
    const nodeEnv = process.env.NODE_ENV;
    try {
      return await rsbuild.preview();
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  };
  test('the URLs start with https://, the server speaks HTTP/2 or, to a client that asks, HTTP/1.1, and plain HTTP gets no answer', async () => {
    const { urls, port, server } = await startHttps(false);
    try {
      assert.ok(urls.length > 0 && urls.every((url) => url.startsWith('https://')), urls.join(', '));
      assert.equal(await alpn(port), 'h2');
      assert.equal(await alpn(port, ['http/1.1']), 'http/1.1');
      assert.match(String((await httpsGet(port, '/')).headers['content-type']), /text\/html/);
      await assert.rejects(fetch(`http://localhost:${port}/`));
    } finally {
      await server.close();
    }
  });
  test('without server.proxy the object goes to http2.createSecureServer: its allowHTTP1: false leaves an HTTP/1.1-only client without a protocol', async () => {
    const { port, server } = await startHttps(false, { allowHTTP1: false });
    try {
      assert.equal(await alpn(port), 'h2');
      // An HTTP/2 server without allowHTTP1 refuses the TLS handshake of a client that offers only HTTP/1.1.
      await assert.rejects(alpn(port, ['http/1.1']), /tlsv1 alert no application protocol/);
    } finally {
      await server.close();
    }
  });
  /** An HTTPS GET that accepts the self-signed certificate: status, headers and body. */
  const httpsGet = async (port: number, pathname: string, headers: Record<string, string> = {}) => {
    const https = await import('node:https');
    return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      https
        .get({ host: 'localhost', port, path: pathname, headers, rejectUnauthorized: false }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ headers: res.headers, body }));
        })
        .on('error', reject);
    });
  };
  test('with server.proxy set, the HTTPS server speaks HTTP/1.1 only; the preview server applies proxy (with the Host rewrite), headers and CORS too', async () => {
    const { port, server } = await startHttps(true);
    try {
      assert.equal(await alpn(port), 'http/1.1');
      const proxied = await httpsGet(port, '/api/users', { origin: 'http://localhost:5555' });
      assert.equal(JSON.parse(proxied.body).url, '/api/users');
      // The short form rewrites Host in the preview server too.
      assert.equal(JSON.parse(proxied.body).host, `127.0.0.1:${backendPort}`);
      assert.equal(proxied.headers['cross-origin-opener-policy'], 'same-origin');
      assert.equal(proxied.headers['access-control-allow-origin'], 'http://localhost:5555');
    } finally {
      await server.close();
    }
  });
});

describe('Dev server › Proxy API requests', () => {
  test('the object form takes the options of http-proxy-middleware 2.x, which @rsbuild/core 1.7.6 bundles', () => {
    const bundled = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/http-proxy-middleware/package.json'), 'utf8'));
    assert.equal(bundled.name, 'http-proxy-middleware');
    assert.equal(bundled.version, '2.0.9');
  });
  test('the short form forwards the path and rewrites Host to the target', async () => {
    assert.deepEqual(await (await get(mainPort, '/api/short/users')).json(), { url: '/api/short/users', host: `127.0.0.1:${backendPort}` });
  });
  test('pathRewrite strips the prefix; the object under a path key rewrites Host too', async () => {
    const answer = (await (await get(mainPort, '/api/long/users')).json()) as { url: string; host: string };
    assert.equal(answer.url, '/users');
    assert.equal(answer.host, `127.0.0.1:${backendPort}`);
  });
  test('rules written as an array (with context) keep the original Host; changeOrigin: false in the object form keeps it too', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('proxy forms');\n" }, 'server-proxy-forms');
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          server: { port: await freePort(), proxy: [{ context: ['/api/array'], target: `http://127.0.0.1:${backendPort}` }] },
        },
      });
      const { port, server } = await rsbuild.startDevServer({ getPortSilently: true });
      try {
        assert.deepEqual(await (await get(port, '/api/array/users')).json(), { url: '/api/array/users', host: `localhost:${port}` });
      } finally {
        await server.close();
      }
      const keyed = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          server: { port: await freePort(), proxy: { '/api/kept': { target: `http://127.0.0.1:${backendPort}`, changeOrigin: false } } },
        },
      });
      const started = await keyed.startDevServer({ getPortSilently: true });
      try {
        assert.deepEqual(await (await get(started.port, '/api/kept/users')).json(), { url: '/api/kept/users', host: `localhost:${started.port}` });
      } finally {
        await started.server.close();
      }
    });
  });
  test('ws: true forwards WebSocket upgrades to the target, with the prefix stripped', async () => {
    assert.deepEqual(await upgrade(mainPort, '/api/long/live'), { status: 101, path: '/live' });
  });
});

/** Sends a WebSocket upgrade request to the dev server; resolves with the status and the path the backend saw. */
const upgrade = (port: number, path: string) =>
  new Promise<{ status: number | undefined; path: string | string[] | undefined }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers: { Connection: 'Upgrade', Upgrade: 'websocket' } });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode, path: response.headers['x-path'] });
    });
    request.on('response', (response) => resolve({ status: response.statusCode, path: undefined }));
    request.on('error', reject);
    request.end();
  });

describe('Dev server › Add custom middleware', () => {
  test('the first argument has only unshift and push (no array); the second holds sockWrite and environments', () => {
    type Middlewares = Parameters<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').SetupMiddlewaresFn>[0];
    const methods: [keyof Middlewares] extends ['unshift' | 'push'] ? (['unshift' | 'push'] extends [keyof Middlewares] ? true : false) : false = true;
    assert.equal(methods, true);
    assert.match(main.output(), /setupMiddlewares got: unshift,push, array: false/);
    type Context = Parameters<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').SetupMiddlewaresFn>[1];
    const keys: [keyof Context] extends ['sockWrite' | 'environments'] ? (['sockWrite' | 'environments'] extends [keyof Context] ? true : false) : false = true;
    const reload = (context: Context) => context.sockWrite('static-changed');
    assert.equal(keys, true);
    assert.equal(typeof reload, 'function');
  });
  test("the second argument's sockWrite('static-changed') reloads the open pages", async () => {
    const page = await (await browser()).newPage();
    try {
      const sockets: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', () => void sockets.push(new URL(ws.url()).pathname)));
      let loads = 0;
      page.on('load', () => void loads++);
      await page.goto(`http://localhost:${mainPort}/`);
      await waitFor('a message on the HMR socket', () => sockets.includes('/rsbuild-hmr'), 60_000);
      await waitFor('the first load event', () => loads === 1, 60_000);
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      assert.equal(await (await get(mainPort, '/reload-pages')).text(), 'sent');
      await waitFor('a second load event', () => loads === 2, 60_000);
      assert.equal(await page.evaluate(() => 'beforeReload' in window), false);
    } finally {
      await page.close();
    }
  });
  test('an unshifted middleware answers GET requests', async () => {
    assert.deepEqual(await (await get(mainPort, '/api/health')).json(), { ok: true });
  });
  test('a pushed middleware loses GET requests that accept */* or text/html to the HTML fallback, and gets the others', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await get(mainPort, '/api/pushed', { accept });
      assert.match(await response.text(), /<!DOCTYPE html>/i, accept);
    }
    assert.equal(await (await get(mainPort, '/api/pushed', { accept: 'application/json' })).text(), 'pushed handler');
    assert.equal(await (await fetch(`http://localhost:${mainPort}/api/pushed`, { method: 'POST' })).text(), 'pushed handler');
  });
});

/**
 * Builds a one-file project with public/robots.txt for the given environments. build() sets
 * NODE_ENV to production in this process; the in-process dev server tests after it need it as it was.
 */
async function buildWithPublicFolder(name: string, environments: NonNullable<Parameters<typeof buildProject>[1]>['environments'], server: NonNullable<Parameters<typeof buildProject>[1]>['server'] = {}) {
  const dir = makeProject({ 'src/index.js': "console.log('x');\n", 'public/robots.txt': 'User-agent: *\n' }, name);
  // The build sets NODE_ENV to production; the dev server tests of this file run in this process.
  return { dir, result: await withNodeEnv(process.env.NODE_ENV, () => buildProject(dir, { environments, server })) };
}

describe('Dev server › Serve files from the public folder', () => {
  test('public/robots.txt answers at /robots.txt', async () => {
    assert.equal(await (await get(mainPort, '/robots.txt')).text(), 'User-agent: *\n');
  });
  test('a build copies public/ into the output folder of web and web-worker environments, not of a node one', async () => {
    // Output folders whose names do not start with "dist": 1.7.6 copies the public folder only
    // once into a folder whose path begins with another environment's output path.
    const { dir, result } = await buildWithPublicFolder('server-public-targets', {
      web: {},
      worker: { output: { target: 'web-worker', distPath: { root: 'worker-out' } } },
      server: { output: { target: 'node', distPath: { root: 'server-out' } } },
    });
    assert.deepEqual(result.errors, []);
    assert.equal(readText(dir, 'dist/robots.txt'), 'User-agent: *\n');
    assert.equal(readText(dir, 'worker-out/robots.txt'), 'User-agent: *\n');
    assert.ok(listFiles(path.join(dir, 'server-out')).includes('index.js'));
    assert.ok(!listFiles(path.join(dir, 'server-out')).includes('robots.txt'));
  });
});

describe('Dev server › Serve files from the public folder (copyOnBuild)', () => {
  test("server.publicDir copyOnBuild: true copies into a node environment too; false copies into none", async () => {
    const [always, never] = await Promise.all([
      buildWithPublicFolder('server-public-copy-true', { web: {}, server: { output: { target: 'node', distPath: { root: 'server-out' } } } }, { publicDir: { copyOnBuild: true } }),
      buildWithPublicFolder('server-public-copy-false', { web: {} }, { publicDir: { copyOnBuild: false } }),
    ]);
    assert.deepEqual([always.result.errors, never.result.errors], [[], []]);
    assert.equal(readText(always.dir, 'server-out/robots.txt'), 'User-agent: *\n');
    assert.equal(readText(always.dir, 'dist/robots.txt'), 'User-agent: *\n');
    assert.ok(listFiles(path.join(never.dir, 'dist')).includes('index.html'));
    assert.ok(!listFiles(path.join(never.dir, 'dist')).includes('robots.txt'));
    assert.ok(pageText('guide/basic/server', 'en').includes("Its `copyOnBuild` option decides the copying: the default `'auto'` behaves as described here, `false` copies nothing at build time, and `true` copies into `node` environments as well."));
    assert.ok(pageText('guide/basic/server', 'en').includes('With the default settings, an environment whose target is `node` gets no copy'));
    assert.ok(pageText('guide/basic/server', 'zh').includes("是否复制由它的 `copyOnBuild` 选项决定：默认值 `'auto'` 的行为如上所述；设为 `false` 时构建时不复制任何文件；设为 `true` 时目标为 `node` 的环境也会得到副本。"));
    assert.ok(pageText('guide/basic/server', 'zh').includes('默认设置下，目标为 `node` 的环境不会得到这份副本'));
  });
});

describe('Dev server › Serve files from the public folder (output folders that share a prefix)', () => {
  test('an output folder inside another (dist/worker) gets no copy, and in 1.7.6 neither does one whose path only starts with another (dist-worker)', async () => {
    const { dir, result } = await buildWithPublicFolder('server-public-prefix', {
      web: {},
      nested: { output: { distPath: { root: 'dist/worker' } } },
      sibling: { output: { target: 'web-worker', distPath: { root: 'dist-worker' } } },
    });
    assert.deepEqual(result.errors, []);
    assert.equal(readText(dir, 'dist/robots.txt'), 'User-agent: *\n');
    // Both folders were built, and neither holds robots.txt.
    assert.deepEqual(listFiles(path.join(dir, 'dist/worker')).map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '.js')), ['index.html', 'static/js/index.js']);
    assert.deepEqual(listFiles(path.join(dir, 'dist-worker')).map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '.js')), ['static/js/index.js']);
  });
});

describe('Dev server › Single-page apps and history routing', () => {
  test('without options, an unknown HTML path gets index.html; /admin serves admin.html but /admin/users falls back to index', async () => {
    assert.match(await (await get(mainPort, '/settings/profile', { accept: 'text/html' })).text(), /static\/js\/index\.js/);
    assert.match(await (await get(mainPort, '/admin', { accept: 'text/html' })).text(), /static\/js\/admin\.js/);
    assert.match(await (await get(mainPort, '/admin/users', { accept: 'text/html' })).text(), /static\/js\/index\.js/);
  });
  test('the preview fallback looks at neither the method nor the Accept header but skips paths with an extension; the dev fallback does the opposite; left on, it answers before historyApiFallback rewrites in preview', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rewrites = [{ from: /^\/admin/, to: '/admin.html' }];
    const rsbuild = await createRsbuild({ cwd: routedDir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), historyApiFallback: { rewrites } } } });
    // preview() sets NODE_ENV to production when it is unset; other tests of this file run in this process.
    const nodeEnv = process.env.NODE_ENV;
    const { port, server } = await rsbuild.preview().finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });
    try {
      const post = await fetch(`http://localhost:${port}/api/data`, { method: 'POST', headers: { accept: 'application/json' } });
      assert.equal(post.status, 200);
      assert.match(await post.text(), /static\/js\/index\./);
      // A path whose last segment has an extension gets no fallback in preview, even for a browser.
      const missingFile = await fetch(`http://localhost:${port}/data/countries.json`, { headers: { accept: 'text/html' } });
      assert.equal(missingFile.status, 404);
      // htmlFallback left at 'index': the rewrite to admin.html is never reached.
      const section = await fetch(`http://localhost:${port}/admin/users`, { headers: { accept: 'text/html' } });
      assert.match(await section.text(), /static\/js\/index\./);
    } finally {
      await server.close();
    }
    const devMissingFile = await fetch(`http://localhost:${mainPort}/data/countries.json`, { headers: { accept: 'text/html' } });
    assert.equal(devMissingFile.status, 200);
    assert.match(await devMissingFile.text(), /static\/js\/index\.js/);
    const devPost = await fetch(`http://localhost:${mainPort}/api/data`, { method: 'POST', headers: { accept: 'application/json' } });
    assert.equal(devPost.status, 404);
    assert.doesNotMatch(await devPost.text(), /<!DOCTYPE html>/i);
  });
  test('the fallback needs index.html at the root of the output: with the only entry named main, or html.outputStructure nested, both servers answer unknown paths and / with 404, and a pushed middleware gets browser GETs', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/main.js': "console.log('main');\n" }, 'server-fallback-needs-index');
    const cases = {
      named: { source: { entry: { main: './src/main.js' } } },
      nested: { source: { entry: { index: './src/main.js' } }, html: { outputStructure: 'nested' as const } },
    };
    const html = { accept: 'text/html' };
    const pushed: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').SetupMiddlewaresFn = (middlewares) => {
      middlewares.push((req, res, next) => (req.url === '/api/pushed' ? res.end('pushed handler') : next()));
    };
    for (const [name, config] of Object.entries(cases)) {
      const rsbuildConfig = {
        ...config,
        logLevel: 'silent' as const,
        output: { distPath: { root: `dist-${name}` } },
        dev: { setupMiddlewares: [pushed] },
      };
      // Dev server (NODE_ENV as `rsbuild dev` finds it), then a build and the preview server.
      await withNodeEnv(undefined, async () => {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...rsbuildConfig, server: { port: await freePort() } } });
        const { port, server } = await rsbuild.startDevServer({ getPortSilently: true });
        try {
          await waitFor(`the ${name} page served`, async () => (await get(port, name === 'named' ? '/main' : '/index/', html)).status === 200, 60_000);
          assert.equal((await get(port, '/settings/profile', html)).status, 404, name);
          assert.equal((await get(port, '/', html)).status, 404, name);
          assert.equal(await (await get(port, '/api/pushed', html)).text(), 'pushed handler', name);
        } finally {
          await server.close();
        }
      });
      await withNodeEnv(undefined, async () => {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...rsbuildConfig, server: { port: await freePort() } } });
        await (await rsbuild.build()).close();
        const { port, server } = await rsbuild.preview({ getPortSilently: true });
        try {
          assert.equal((await get(port, name === 'named' ? '/main' : '/index/', html)).status, 200, name);
          assert.equal((await get(port, '/settings/profile', html)).status, 404, name);
          assert.equal((await get(port, '/', html)).status, 404, name);
        } finally {
          await server.close();
        }
      });
    }
  });
  test("with server.htmlFallback false, a pushed middleware gets browser GETs although the build has index.html", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('index');\n" }, 'server-fallback-off-pushed');
    const pushed: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').SetupMiddlewaresFn = (middlewares) => {
      middlewares.push((req, res, next) => (req.url === '/api/pushed' ? res.end('pushed handler') : next()));
    };
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), htmlFallback: false }, dev: { setupMiddlewares: [pushed] } },
      });
      const { port, server } = await rsbuild.startDevServer({ getPortSilently: true });
      try {
        await waitFor('the index page served', async () => (await get(port, '/', { accept: 'text/html' })).status === 200, 60_000);
        for (const accept of ['text/html', '*/*']) assert.equal(await (await get(port, '/api/pushed', { accept })).text(), 'pushed handler', accept);
      } finally {
        await server.close();
      }
    });
    assert.ok(pageText('guide/basic/server', 'en').includes("while [server.htmlFallback](/config/server/html-fallback) keeps its default `'index'` and the build has an `index.html`"));
    assert.ok(pageText('guide/basic/server', 'zh').includes("前提是 [server.htmlFallback](/config/server/html-fallback) 保持默认值 `'index'`，且构建产物中有 `index.html`"));
  });
  test('historyApiFallback rewrites send a section to its page in dev and preview', async () => {
    for (const port of [routedPort + 1, previewPort]) {
      assert.match(await (await get(port, '/admin/users', { accept: 'text/html' })).text(), /static\/js\/admin\./, String(port));
      assert.match(await (await get(port, '/other', { accept: 'text/html' })).text(), /static\/js\/index\./, String(port));
    }
  });
});

describe('Dev server › Headers and CORS', () => {
  test('server.headers adds headers to responses', async () => {
    assert.equal((await get(mainPort, '/static/js/index.js')).headers.get('cross-origin-opener-policy'), 'same-origin');
  });
  test('server.headers is not added to CORS preflight answers or to answers of unshifted middlewares', async () => {
    const preflight = await fetch(`http://localhost:${mainPort}/static/js/index.js`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5555', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:5555');
    assert.equal(preflight.headers.get('cross-origin-opener-policy'), null);
    assert.equal((await get(mainPort, '/api/health')).headers.get('cross-origin-opener-policy'), null);
  });
  test('cross-origin requests are allowed from localhost origins only', async () => {
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'http://localhost:5555' })).headers.get('access-control-allow-origin'), 'http://localhost:5555');
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'http://127.0.0.1:5555' })).headers.get('access-control-allow-origin'), 'http://127.0.0.1:5555');
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'http://[::1]:5555' })).headers.get('access-control-allow-origin'), 'http://[::1]:5555');
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'https://app.localhost' })).headers.get('access-control-allow-origin'), 'https://app.localhost');
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'https://host.example.com' })).headers.get('access-control-allow-origin'), null);
  });
  test("the page's cors sample allows https://host.example.com (and still no other origin); cors: true allows every origin", async () => {
    const { createRsbuild } = await rsbuildCore();
    const originOf = async (cors: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').ServerConfig['cors'], origin: string) => {
      const rsbuild = await createRsbuild({ cwd: emptyDir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), cors } } });
      let started: Awaited<ReturnType<typeof rsbuild.startDevServer>> | undefined;
      try {
        await withNodeEnv(process.env.NODE_ENV, async () => {
          started = await rsbuild.startDevServer({ getPortSilently: true });
        });
        return (await get(started!.port, '/static/js/index.js', { origin })).headers.get('access-control-allow-origin');
      } finally {
        await started?.server.close();
      }
    };
    assert.equal(await originOf({ origin: ['https://host.example.com'] }, 'https://host.example.com'), 'https://host.example.com');
    assert.equal(await originOf({ origin: ['https://host.example.com'] }, 'https://other.example.com'), null);
    assert.equal(await originOf(true, 'https://other.example.com'), '*');
  });
  test('a top-level moduleFederation.options with exposes and no server.cors: the dev and preview servers answer every origin with Access-Control-Allow-Origin: *', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('remote');\n", 'src/button.js': 'export const button = 1;\n' }, 'server-mf-remote');
    const config = { logLevel: 'silent' as const, moduleFederation: { options: { name: 'remote', exposes: { './button': './src/button.js' } } } };
    const origin = { origin: 'https://host.example.com' };
    // Dev server (NODE_ENV unset, as `rsbuild dev` finds it), then a build and `rsbuild preview`.
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, server: { port: await freePort() } } });
      const { port, server } = await rsbuild.startDevServer({ getPortSilently: true });
      try {
        assert.equal(rsbuild.getNormalizedConfig().server.cors, true);
        assert.equal((await get(port, '/index.html', origin)).headers.get('access-control-allow-origin'), '*');
      } finally {
        await server.close();
      }
    });
    await withNodeEnv(undefined, async () => {
      await buildProject(dir, config);
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, server: { port: await freePort() } } });
      const { port, server } = await rsbuild.preview({ getPortSilently: true });
      try {
        assert.equal((await get(port, '/index.html', origin)).headers.get('access-control-allow-origin'), '*');
      } finally {
        await server.close();
      }
    });
  });
});

describe('Dev server › Serve under a base path', () => {
  test('/ is redirected to /app/ with 302; other paths outside the base get a 404 with a hint', async () => {
    const root = await get(basePort, '/');
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/app/');
    const index = await get(basePort, '/index.html');
    assert.equal(index.status, 302);
    assert.equal(index.headers.get('location'), '/app/index.html');
    const other = await get(basePort, '/other');
    assert.equal(other.status, 404);
    assert.match(await other.text(), /The server is configured with a base URL of \/app - did you mean to visit \/app\/other instead\?/);
  });
  test('a base that does not start with / is refused', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: emptyDir, rsbuildConfig: { logLevel: 'silent', server: { base: 'app' } } });
    await assert.rejects(rsbuild.initConfigs(), /The "server.base" option should start with a slash/);
  });
  test('import.meta.env.BASE_URL holds server.base', async () => {
    const dir = makeProject({ 'src/index.js': 'console.log("base=" + import.meta.env.BASE_URL);\n' }, 'server-base-url');
    // build() sets NODE_ENV to production when it is unset; the middleware-mode test below runs in
    // this process and needs it unset again.
    const nodeEnv = process.env.NODE_ENV;
    const { dist, errors } = await buildProject(dir, { server: { base: '/app' }, output: { minify: false, filenameHash: false } }).finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });
    assert.deepEqual(errors, []);
    assert.match(readText(dist, 'static/js/index.js'), /console\.log\("base=" \+ "\/app"\)/);
  });
  test('public files are served under the base', async () => {
    assert.equal(await (await get(basePort, '/app/robots.txt')).text(), 'User-agent: *\n');
  });
  test('the dev server does the same: pages, assets and public files under /app/, / redirected with 302, a 404 with the hint elsewhere; /rsbuild-dev-server moves to /app/rsbuild-dev-server', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: routedDir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), base: '/app' } } });
    let started: Awaited<ReturnType<typeof rsbuild.startDevServer>> | undefined;
    try {
      await withNodeEnv(process.env.NODE_ENV, async () => {
        started = await rsbuild.startDevServer({ getPortSilently: true });
      });
      const port = started!.port;
      const root = await get(port, '/');
      assert.equal(root.status, 302);
      assert.equal(root.headers.get('location'), '/app/');
      const index = await get(port, '/index.html');
      assert.equal(index.status, 302);
      assert.equal(index.headers.get('location'), '/app/index.html');
      assert.equal((await get(port, '/about', { accept: 'text/html' })).status, 404);
      assert.match(await (await get(port, '/app/', { accept: 'text/html' })).text(), /<script defer src="\/app\/static\/js\/index\.js"><\/script>/);
      assert.match(await (await get(port, '/app/static/js/index.js')).text(), /index page/);
      assert.equal(await (await get(port, '/app/robots.txt')).text(), 'User-agent: *\n');
      const other = await get(port, '/other');
      assert.equal(other.status, 404);
      assert.equal(await other.text(), 'The server is configured with a base URL of /app - did you mean to visit /app/other instead?');
      // The list of served files moves under the base as well.
      const listing = await get(port, '/app/rsbuild-dev-server');
      assert.equal(listing.status, 200);
      assert.match(await listing.text(), /<h2>Environment: web<\/h2>.*static\/js\/index\.js/s);
      const unprefixed = await get(port, '/rsbuild-dev-server');
      assert.equal(unprefixed.status, 404);
      assert.equal(await unprefixed.text(), 'The server is configured with a base URL of /app - did you mean to visit /app/rsbuild-dev-server instead?');
    } finally {
      await started?.server.close();
    }
  });
});

describe('Dev server › The preview server', () => {
  test('preview fails when the output folder is missing or empty', () => {
    assert.notEqual(previewWithoutBuild.code, 0);
    assert.match(previewWithoutBuild.output, /The output directory .+ does not exist, please build the project before previewing\./);
    assert.notEqual(previewEmptyDist.code, 0);
    assert.match(previewEmptyDist.output, /The output directory .+ is empty, please build the project before previewing\./);
  });
  test('dev.setupMiddlewares runs in the dev server only, not in preview', async () => {
    assert.equal(await (await get(routedPort + 1, '/dev-only')).text(), 'answered by setupMiddlewares');
    assert.equal((await get(previewPort, '/dev-only', { accept: 'application/json' })).status, 404);
  });
  test('preview has no /rsbuild-dev-server page and serves the built public copy', async () => {
    assert.equal((await get(previewPort, '/rsbuild-dev-server', { accept: 'application/json' })).status, 404);
    assert.equal(await (await get(previewPort, '/robots.txt')).text(), 'User-agent: *\n');
  });
  test('a taken port moves the preview server to the next one, with the same message; it serves the built copy of a public file, not public/', async () => {
    // A built output folder whose robots.txt differs from the one in public/.
    const dir = makeProject({ 'src/index.js': '', 'dist/index.html': '<p>built</p>\n', 'dist/robots.txt': 'the built copy\n', 'public/robots.txt': 'the source file\n' }, 'server-preview-port');
    await withTakenPort(async (taken) => {
      // The preview server prints the message after its URLs (the dev server before them).
      const moved = startCli(dir, ['preview', '--port', String(taken)], /using port \d+\./);
      try {
        await moved.started;
        assert.match(moved.output(), new RegExp(`info {4}port ${taken} is in use, using port ${taken + 1}\\.`));
        assert.match(moved.output(), new RegExp(`http://localhost:${taken + 1}/`));
        assert.equal(await (await get(taken + 1, '/')).text(), '<p>built</p>\n');
        assert.equal(await (await get(taken + 1, '/robots.txt')).text(), 'the built copy\n');
      } finally {
        await moved.stop();
      }
    });
  });
});

describe('Dev server › Use the dev server inside your own server', () => {
  test("the page's server.mjs serves Rsbuild's pages and its own route; createDevServer starts compiling; httpServer is null; the port falls back like the CLI's; afterListen runs onAfterStartDevServer; .env is not loaded", async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: middlewareModeDir });
    const afterStart: number[] = [];
    const afterStartPlugin: RsbuildPlugin = { name: 'after-start', setup: (api) => api.onAfterStartDevServer(({ port }) => void afterStart.push(port)) };
    // server.port is the taken strictPort port: devServer.port falls back to the next one.
    const port = strictPort + 1;
    const rsbuild = await createRsbuild({
      cwd: middlewareModeDir,
      rsbuildConfig: { ...content, logLevel: 'silent', server: { ...content.server, port: strictPort, middlewareMode: true }, plugins: [afterStartPlugin] },
    });
    const devServer = await rsbuild.createDevServer();
    assert.equal(devServer.httpServer, null);
    assert.equal(devServer.port, port);
    // A connect app: a request handler with connect's use().
    assert.equal(typeof devServer.middlewares, 'function');
    assert.equal(typeof devServer.middlewares.use, 'function');
    // The first compilation finishes before any request reaches the middlewares.
    const stats = await within(devServer.environments.web.getStats(), 60_000, 'the first compilation without a request');
    assert.equal(stats.hasErrors(), false);
    const server = http.createServer((req, res) => {
      if (req.url === '/api/time') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ now: 1 }));
        return;
      }
      devServer.middlewares(req, res);
    });
    devServer.connectWebSocket({ server });
    await new Promise<void>((resolve) => server.listen(devServer.port, resolve));
    assert.deepEqual(afterStart, []);
    await devServer.afterListen();
    assert.deepEqual(afterStart, [port]);
    try {
      assert.deepEqual(await (await fetch(`http://localhost:${port}/api/time`)).json(), { now: 1 });
      assert.match(await (await fetch(`http://localhost:${port}/`)).text(), /<title>From config<\/title>/);
      const js = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      assert.match(js, /console\.log\("env:" \+ \(\{ "MODE":"development"[^)]*\}\)\.PUBLIC_FROM_ENV\)/);
      assert.doesNotMatch(js, /"loaded"/);
      assert.match(js, /"BASE_URL":"\/"/);
    } finally {
      await devServer.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  test("the page's server.mjs, run with node as written (the same code in both languages), serves its own route and Rsbuild's page", async () => {
    const sample = (lang: 'en' | 'zh') => {
      const text = pageText('guide/basic/server', lang);
      const [, code] = /```js title="server\.mjs"\n([\s\S]*?)```/.exec(text) ?? [];
      assert.ok(code, `${lang}: the server.mjs sample`);
      return code;
    };
    const withoutComments = (code: string) => code.replace(/^\s*\/\/.*\n/gm, '').replace(/\s+\/\/.*$/gm, '');
    assert.equal(withoutComments(sample('zh')), withoutComments(sample('en')));
    const dir = makeProject(
      // A config exported as a function: its title shows what loadConfig() passed to it.
      { 'server.mjs': sample('en'), 'rsbuild.config.mjs': `export default ({ env, envMode, command }) => ({ server: { port: ${await freePort()} }, html: { title: \`Own server env=\${env} envMode=\${envMode} command=\${command}\` } });\n`, 'src/index.js': "console.log('own server');\n" },
      'server-own-server',
    );
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, ['server.mjs'], { cwd: dir, env });
    let printed = '';
    child.stdout.on('data', (chunk) => (printed += chunk));
    child.stderr.on('data', (chunk) => (printed += chunk));
    const closed = new Promise((resolve) => child.on('close', resolve));
    try {
      await waitFor(`the ready line in: ${printed}`, () => /ready\s+built in/.test(printed), 60_000);
      const port = Number(/Local:\s+http:\/\/localhost:(\d+)\//.exec(printed)?.[1]);
      assert.equal(typeof (await (await fetch(`http://localhost:${port}/api/time`)).json()).now, 'number');
      // NODE_ENV unset in the shell: the config function got env '', envMode '' and command undefined.
      assert.match(await (await fetch(`http://localhost:${port}/`)).text(), /<title>Own server env= envMode= command=undefined<\/title>/);
    } finally {
      child.kill('SIGTERM');
      await within(closed, 30_000, 'node server.mjs to end');
    }
  });
  test('with process.env.NODE_ENV set to development before loadConfig(), a config function gets env and envMode development, and command stays undefined (rsbuild dev passes command dev: guide-basic-cli.test.ts)', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.mjs': 'export default ({ env, envMode, command }) => ({ html: { title: `env=${env} envMode=${envMode} command=${command}` } });\n' }, 'server-load-config-env');
    // command is process.argv[2]: `node server.mjs` has none, so the call runs with that argv.
    const { content } = await withArgv([process.execPath, path.join(dir, 'server.mjs')], () => withNodeEnv('development', () => loadConfig({ cwd: dir })));
    assert.equal(content.html?.title, 'env=development envMode=development command=undefined');
    for (const [lang, text] of [
      ['en', "here, with `NODE_ENV` unset in the shell, the function gets `env: ''`, `envMode: ''` and `command: undefined`, because `createDevServer()` sets `NODE_ENV` only later. If your config reads `env` or `envMode`, set `process.env.NODE_ENV = 'development'` before calling `loadConfig()`. `command` stays `undefined` even then"],
      ['zh', "函数收到的是 `env: ''`、`envMode: ''` 和 `command: undefined`，因为 `createDevServer()` 要到之后才设置 `NODE_ENV`。如果配置中用到了 `env` 或 `envMode`，请在调用 `loadConfig()` 之前设置 `process.env.NODE_ENV = 'development'`。即便如此，`command` 仍是 `undefined`"],
    ] as const) assert.ok(pageText('guide/basic/server', lang).includes(text), lang);
    assert.ok(pageText('config/server/middleware-mode', 'en').includes('`command` stays `undefined` even then, because `loadConfig()` takes it from the first argument after the script name.'));
    assert.ok(pageText('config/server/middleware-mode', 'zh').includes('即便如此，`command` 仍是 `undefined`，因为 `loadConfig()` 取的是命令行中脚本名后面的第一个参数。'));
  });

  test('the dev server API and server.middlewareMode pages, whose samples call loadConfig() the same way, say so too', () => {
    for (const page of ['api/javascript-api/dev-server-api', 'config/server/middleware-mode']) {
      assert.ok(pageText(page, 'en').includes("A config exported as a function gets `env: ''`, `envMode: ''` and `command: undefined` from this `loadConfig()` call"), page);
      assert.ok(pageText(page, 'zh').includes("这里的 `loadConfig()` 传给函数形式配置的是 `env: ''`、`envMode: ''` 和 `command: undefined`"), page);
    }
  });
  test('createRsbuild loads the .env files with loadEnv: true', async () => {
    const { createRsbuild } = await rsbuildCore();
    try {
      const rsbuild = await createRsbuild({ cwd: middlewareModeDir, loadEnv: true, rsbuildConfig: { logLevel: 'silent' } });
      assert.equal(rsbuild.getRsbuildConfig().source?.define?.['import.meta.env.PUBLIC_FROM_ENV'], '"loaded"');
    } finally {
      // loadEnv also writes the variables into process.env.
      delete process.env.PUBLIC_FROM_ENV;
    }
  });
});
