// docs/{en,zh}/config/dev/browser-logs.mdx: the two terminal lines of the page's sample, an
// error thrown in src/util.js and a rejected Promise in src/index.js, forwarded from Chromium;
// pages built without JavaScript source maps and with inline ones (more environments of the same
// dev server), a reload without a code change, which prints neither line again; and the sample
// with stackTrace 'full' (plus an environment without source maps) and 'none' (one more dev
// server each). "Per environment": an environment with browserLogs: false (its page sends nothing over the HMR socket) and one with stackTrace 'none'
// (printed in the top-level format); the hint after ReferenceError: process is not defined.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { freePort, makeProject, pageText, rsbuildCore, startCli, waitFor, withNodeEnv, launchChromium } from './harness';

const browserLines = (output: string) => output.split('\n').filter((line) => line.includes('[browser]'));

/** The page's sample: an error thrown in src/util.js and a rejected Promise in src/index.js. */
const sample = {
  'src/util.js': "export function explode() {\n  throw new Error('boom from util');\n}\n",
  'src/index.js': "import { explode } from './util';\n\nPromise.reject(new Error('rejected!'));\nsetTimeout(() => explode(), 100);\n",
};

/**
 * An inline script in <head>, run before the dev client: it counts the page's uncaught errors and
 * keeps every message the page sends over a WebSocket, so a test can see whether the client sent one.
 */
const recordSocketMessages = `window.__errors = 0;
window.__sockets = [];
window.__sent = [];
addEventListener('error', () => { window.__errors += 1; });
window.WebSocket = class extends WebSocket {
  constructor(...args) { super(...args); window.__sockets.push(this); }
  send(data) { window.__sent.push(String(data)); super.send(data); }
};`;

/** Once the page's error has been thrown and its HMR socket is open, the messages the page sent. */
async function sentAfterTheError(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as any).__errors >= 1 && (window as any).__sockets.some((socket: WebSocket) => socket.readyState === WebSocket.OPEN), undefined, { timeout: 30_000 });
  return page.evaluate(() => (window as any).__sent as string[]);
}

const noMapsPage = "function explodeHere() {\n  throw new Error('boom without a source map');\n}\nsetTimeout(() => explodeHere(), 100);\n";

describe('dev.browserLogs', () => {
  const dir = makeProject(
    {
      'src/util.js': "export function explode() {\n  throw new Error('boom from util');\n}\n",
      'src/index.js':
        "import { explode } from './util';\n\nPromise.reject(new Error('rejected!'));\nsetTimeout(() => explode(), 100);\n" +
        "setTimeout(() => {\n  throw new Error(`page load ${performance.timeOrigin}`);\n}, 200);\n",
      'src/nomaps.js': "function explodeHere() {\n  throw new Error('boom without a source map');\n}\nsetTimeout(() => explodeHere(), 100);\n",
      'src/inline.js': "function explodeInline() {\n  throw new Error('boom with an inline source map');\n}\nsetTimeout(() => explodeInline(), 100);\n",
      'src/envnone.js': "function explodeEnvNone() {\n  throw new Error('boom with stackTrace none in its environment');\n}\nsetTimeout(() => explodeEnvNone(), 100);\nconsole.error('console.error stays in the browser');\nconsole.warn('console.warn stays in the browser');\n",
      'src/proc.js': "function readPlatform() {\n  return process.platform;\n}\nsetTimeout(() => readPlatform(), 100);\n",
      'src/silent.js': "function explodeSilent() {\n  throw new Error('boom from a silent environment');\n}\nsetTimeout(() => explodeSilent(), 100);\n",
      'rsbuild.config.mjs': `export default {
  html: { tags: [{ tag: 'script', head: true, append: false, children: ${JSON.stringify(recordSocketMessages)} }] },
  environments: {
    web: {},
    nomaps: { source: { entry: { nomaps: './src/nomaps.js' } }, output: { sourceMap: { js: false } } },
    inline: { source: { entry: { inline: './src/inline.js' } }, output: { sourceMap: { js: 'inline-source-map' } } },
    envnone: { source: { entry: { envnone: './src/envnone.js', proc: './src/proc.js' } }, dev: { browserLogs: { stackTrace: 'none' } } },
    silent: { source: { entry: { silent: './src/silent.js' } }, dev: { browserLogs: false } },
  },
};
`,
    },
    'browser-logs',
  );
  const stackTraces = ['full', 'none'] as const;
  const other = Object.fromEntries(
    stackTraces.map((stackTrace) => [
      stackTrace,
      makeProject(
        stackTrace === 'full'
          ? {
              ...sample,
              // A second environment without JavaScript source maps: its page throws from a named
              // function called by an anonymous arrow function.
              'src/nomaps.js': noMapsPage,
              'rsbuild.config.mjs': `export default {
  dev: { browserLogs: { stackTrace: 'full' } },
  environments: {
    web: {},
    nomaps: { source: { entry: { nomaps: './src/nomaps.js' } }, output: { sourceMap: { js: false } } },
  },
};
`,
            }
          : { ...sample, 'rsbuild.config.mjs': `export default { dev: { browserLogs: { stackTrace: '${stackTrace}' } } };\n` },
        `browser-logs-${stackTrace}`,
      ),
    ]),
  ) as Record<(typeof stackTraces)[number], string>;
  const otherServers = {} as Record<(typeof stackTraces)[number], ReturnType<typeof startCli>>;
  let server: ReturnType<typeof startCli>;
  const sentByPage: Record<'envnone' | 'silent', string[]> = { envnone: [], silent: [] };
  let browser: Browser;
  let page: Page;
  const count = (pattern: RegExp) => browserLines(server.output()).filter((line) => pattern.test(line)).length;

  before(async () => {
    server = startCli(dir, ['dev', '--port', String(await freePort())], /ready /);
    for (const stackTrace of stackTraces) otherServers[stackTrace] = startCli(other[stackTrace], ['dev', '--port', String(await freePort())], /ready /);
    browser = await launchChromium();
    page = await browser.newPage();
    await server.started;
    await page.goto(`http://localhost:${server.port()}/`);
    await waitFor('the first page load reported', () => count(/page load/) === 1, 30_000);
    await page.goto(`http://localhost:${server.port()}/nomaps`);
    await waitFor('the error of the page without source maps', () => count(/boom without a source map/) === 1, 30_000);
    await page.goto(`http://localhost:${server.port()}/inline`);
    await waitFor('the error of the page with an inline source map', () => count(/inline source map/) === 1, 30_000);
    await page.goto(`http://localhost:${server.port()}/`);
    await waitFor('the second page load reported', () => count(/page load/) === 2, 30_000);
    await page.goto(`http://localhost:${server.port()}/envnone`);
    sentByPage.envnone = await sentAfterTheError(page);
    await waitFor("the error of the environment with stackTrace 'none'", () => count(/stackTrace none in its environment/) === 1, 30_000);
    await page.goto(`http://localhost:${server.port()}/proc`);
    await waitFor('the error about process', () => count(/process is not defined/) === 1, 30_000);
    await page.goto(`http://localhost:${server.port()}/silent`);
    sentByPage.silent = await sentAfterTheError(page);
    for (const stackTrace of stackTraces) {
      const otherServer = otherServers[stackTrace];
      await otherServer.started;
      await page.goto(`http://localhost:${otherServer.port()}/`);
      await waitFor(`two [browser] messages with '${stackTrace}'`, () => browserLines(otherServer.output()).length === 2, 30_000);
    }
    await page.goto(`http://localhost:${otherServers.full.port()}/nomaps`);
    await waitFor("the error of the page without source maps with 'full'", () => /boom without a source map\n {4}at explodeHere\n/.test(otherServers.full.output()), 30_000);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    for (const otherServer of Object.values(otherServers)) await otherServer.stop();
  });

  test('the default prints error   [browser] Uncaught (in promise) Error: rejected! (src/index.js:3:0) and error   [browser] Uncaught Error: boom from util at explode (src/util.js:2:0)', () => {
    assert.deepEqual(
      browserLines(server.output()).filter((line) => !/page load|source map|stackTrace none|process is not defined/.test(line)),
      ['error   [browser] Uncaught (in promise) Error: rejected! (src/index.js:3:0)', 'error   [browser] Uncaught Error: boom from util at explode (src/util.js:2:0)'],
    );
  });

  test("'full' prints one at line per frame, with the original location where the frame maps to a source file", () => {
    const output = otherServers.full.output();
    assert.ok(output.includes('error   [browser] Uncaught Error: boom from util\n    at explode (src/util.js:2:0)\n    at src/index.js:4:0\n'), output);
    assert.ok(output.includes('error   [browser] Uncaught (in promise) Error: rejected!\n    at src/index.js:3:0\n    at __webpack_require__\n'), output);
  });

  test("'full' without JavaScript source maps: error   [browser] Uncaught Error: boom without a source map, then only    at explodeHere; the anonymous caller gets no line; the page says so", () => {
    const output = otherServers.full.output();
    const start = output.indexOf('error   [browser] Uncaught Error: boom without a source map');
    assert.ok(start >= 0, output);
    const block = output.slice(start).split('\n');
    assert.deepEqual(block.slice(0, 2), ['error   [browser] Uncaught Error: boom without a source map', '    at explodeHere']);
    assert.doesNotMatch(block[2] ?? '', /^ {4}at /);
    assert.ok(pageText('config/dev/browser-logs', 'en').includes("With `'full'`, the frames that have a function name are still printed as `at <name>` lines, without locations."));
    assert.ok(pageText('config/dev/browser-logs', 'zh').includes("如果使用 `'full'`，有函数名的帧仍会以 `at <函数名>` 的形式逐行输出，只是不带位置。"));
    assert.ok(pageText('config/dev/browser-logs', 'en').includes('and a frame with neither a function name nor a source location gets no line. In debug mode (`DEBUG=rsbuild`) the raw bundle URL of the unmapped frames is added, so every frame gets a line.'));
    assert.ok(pageText('config/dev/browser-logs', 'zh').includes('既没有函数名、也映射不到源码位置的帧不输出任何内容。在调试模式（`DEBUG=rsbuild`）下，未映射的帧会附上原始的产物 URL，因此每一帧都会输出一行。'));
  });

  test("'none' prints the message only", () => {
    assert.deepEqual(browserLines(otherServers.none.output()).sort(), ['error   [browser] Uncaught (in promise) Error: rejected!', 'error   [browser] Uncaught Error: boom from util']);
  });

  test('reloading the page without a code change does not print the same message again', () => {
    assert.equal(count(/boom from util/), 1);
    assert.equal(count(/rejected!/), 1);
    assert.equal(count(/page load/), 2);
  });

  test('without JavaScript source maps, the message is printed without a location and without the function name', () => {
    assert.deepEqual(
      browserLines(server.output()).filter((line) => line.includes('without a source map')),
      ['error   [browser] Uncaught Error: boom without a source map'],
    );
    assert.ok(pageText('config/dev/browser-logs', 'en').includes("the first frame of the stack whose file is a script (`.js`, `.jsx`, `.ts` and the like), mapped back to its source file"));
    assert.ok(pageText('config/dev/browser-logs', 'en').includes("If that frame's file has no `.map` file, only the message is printed."));
    assert.ok(pageText('config/dev/browser-logs', 'zh').includes('调用栈中第一个文件为脚本（`.js`、`.jsx`、`.ts` 等）的帧映射回源文件后的位置'));
    assert.ok(pageText('config/dev/browser-logs', 'zh').includes('如果该帧所在的文件没有对应的 `.map` 文件，则只输出错误信息。'));
  });

  test('with a source map inlined into the bundle (no .map file), the message is printed the same way', () => {
    assert.deepEqual(
      browserLines(server.output()).filter((line) => line.includes('inline source map')),
      ['error   [browser] Uncaught Error: boom with an inline source map'],
    );
  });

  test('Per environment: browserLogs: false in an environment: its pages send no error at all; a page of another environment sends a client-error message', () => {
    assert.ok(sentByPage.envnone.some((message) => message.includes('"type":"client-error"') && message.includes('boom with stackTrace none in its environment')), JSON.stringify(sentByPage.envnone));
    assert.deepEqual(sentByPage.silent.filter((message) => message.includes('client-error')), []);
  });

  test('console.error and console.warn are not sent to the server, only the uncaught error', () => {
    assert.deepEqual(sentByPage.envnone.filter((message) => message.includes('stays in the browser')), []);
    assert.doesNotMatch(server.output(), /stays in the browser/);
  });

  test("Per environment: the server prints in the format of the top-level option: an environment's stackTrace: 'none' still gets the summary", () => {
    assert.deepEqual(browserLines(server.output()).filter((line) => line.includes('stackTrace none')), [
      'error   [browser] Uncaught Error: boom with stackTrace none in its environment at explodeEnvNone (src/envnone.js:2:0)',
    ]);
  });

  test('ReferenceError: process is not defined gets a hint about exposing environment variables', () => {
    const output = server.output();
    const start = output.indexOf('[browser] Uncaught ReferenceError: process is not defined');
    assert.ok(start >= 0, output);
    assert.equal(
      output.slice(start, output.indexOf('\n', output.indexOf('Alternatively', start)) + 1),
      '[browser] Uncaught ReferenceError: process is not defined at readPlatform (src/proc.js:2:0)\n' +
        '        - `process` is a Node.js global and not available in browsers.\n' +
        '        - To access `process.env.*`, define them in a `.env` file with the `PUBLIC_` prefix.\n' +
        '        - Or configure them via `source.define`.\n' +
        '        - Alternatively, install `@rsbuild/plugin-node-polyfill` to polyfill Node.js globals.\n',
    );
  });

  // The behaviour (no overlay opens, the client sends nothing) is proven in config-dev-client.test.ts,
  // "{ runtime: true } with dev.browserLogs false".
  test('Errors in the overlay: the page says that with browserLogs false no overlay opens, not that it stays empty', () => {
    assert.ok(pageText('config/dev/browser-logs', 'en').includes('so when `dev.browserLogs` is `false`, no overlay opens for a runtime error.'));
    assert.ok(pageText('config/dev/browser-logs', 'zh').includes('所以 `dev.browserLogs` 为 `false` 时，运行时错误不会弹出浮层。'));
    assert.ok(!pageText('config/dev/browser-logs', 'en').includes('stays empty'));
  });

  test('the page says that without a separate .map file only the message is printed', () => {
    assert.ok(pageText('config/dev/browser-logs', 'en').includes("or choose a kind that is inlined into the bundle, such as `'inline-source-map'`, the default `'summary'` prints only the message: the function name is dropped together with the location."));
    assert.ok(pageText('config/dev/browser-logs', 'zh').includes("或者选用了内联到产物里的类型（例如 `'inline-source-map'`），默认的 `'summary'` 模式只会打印错误信息本身：函数名也会和位置一起消失。"));
    assert.ok(!pageText('config/dev/browser-logs', 'en').includes('messages are printed without a location.'));
  });
});

// With no JavaScript source map the server prints the message only (the nomaps environment of the
// dev.browserLogs suite); a dev server in mode 'production' has none by default: devtool is false.
test("a dev server whose mode is 'production' has no JavaScript source maps by default (devtool false), so only the message is printed; the page says so", async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': 'export {};\n' }, 'browser-logs-production-mode');
  const devtool: Record<string, unknown> = {};
  await withNodeEnv('development', async () => {
    for (const mode of ['development', 'production'] as const) {
      const rsbuild = await createRsbuild({ cwd: dir, config: { mode, logLevel: 'silent' } });
      devtool[mode] = (await rsbuild.initConfigs({ action: 'dev' }))[0].devtool;
    }
  });
  assert.deepEqual(devtool, { development: 'cheap-module-source-map', production: false });
  assert.ok(pageText('config/dev/browser-logs', 'en').includes("The same holds for a dev server whose [mode](/config/mode) is `'production'`: that mode has no JavaScript source maps by default"));
  assert.ok(pageText('config/dev/browser-logs', 'zh').includes("[mode](/config/mode) 为 `'production'` 的开发服务器也是如此：该模式默认不生成 JavaScript 的 source map"));
});

// "Only pages served by the dev server": a custom server built on createDevServer() (middlewares
// plus connectWebSocket) forwards too. The page's socket is stood in for by a ws client that
// sends the client-error message the dev client sends.
test('a custom server on createDevServer() with devServer.middlewares and connectWebSocket() prints [browser] errors too; the page says so', async () => {
  const { createRsbuild, logger } = await rsbuildCore();
  const { createRequire } = await import('node:module');
  const http = await import('node:http');
  const WebSocket = createRequire(import.meta.url)('../../tools/rsbuild-v1/node_modules/ws');
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'browser-logs-custom-server');
  const printed: string[] = [];
  const originalError = logger.error;
  logger.override({ error: (message: unknown) => void printed.push(String(message)) });
  const port = await freePort();
  let server: import('node:http').Server | undefined;
  let devServer: any;
  try {
    await withNodeEnv('development', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', server: { middlewareMode: true, port }, logLevel: 'error' } });
      devServer = await rsbuild.createDevServer();
      server = http.createServer(devServer.middlewares);
      devServer.connectWebSocket({ server });
      await new Promise<void>((resolve) => server!.listen(port, resolve));
      await devServer.afterListen();
      const script = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      // The socket token of the environment: the first 16 hex digits of sha256(root + name).
      const { createHash } = await import('node:crypto');
      const token = createHash('sha256').update(`${dir}web`).digest('hex').slice(0, 16);
      assert.ok(script.includes(token), 'the HMR entry of the page carries the socket token');
      const socket = new WebSocket(`ws://localhost:${port}/rsbuild-hmr?token=${token}`);
      await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
      socket.send(JSON.stringify({ type: 'client-error', id: 'x', message: 'Uncaught Error: boom from a custom server' }));
      await waitFor('the [browser] line', () => printed.some((line) => line.includes('boom from a custom server')), 30_000);
      socket.close();
    });
  } finally {
    logger.override({ error: originalError });
    await devServer?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }
  assert.deepEqual(
    printed.filter((line) => line.includes('[browser]')).map((line) => line.replace(/\x1b\[[0-9;]*m/g, '')),
    ['[browser] Uncaught Error: boom from a custom server'],
  );
  assert.ok(pageText('config/dev/browser-logs', 'en').includes('Only pages served by the dev server (`rsbuild dev`, `startDevServer()`, or your own server built on `createDevServer()` that uses `devServer.middlewares` and `connectWebSocket()`)'));
  assert.ok(pageText('config/dev/browser-logs', 'zh').includes('只针对由开发服务器（`rsbuild dev`、`startDevServer()`，或基于 `createDevServer()` 并使用了 `devServer.middlewares` 和 `connectWebSocket()` 的自定义服务器）提供'));
});
