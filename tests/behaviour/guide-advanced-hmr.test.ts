// guide/advanced/hmr, against @rsbuild/core 1.7.6 and the official 1.x plugins: the dev client and
// its socket, the messages and requests of a hot update, what dev.hmr / dev.liveReload change,
// accept handlers, CSS, what forces a full reload, and the framework plugins' HMR settings.
// One CLI dev server with one environment per setting serves every browser claim; the pages are
// open side by side in one Chromium.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Request } from 'playwright-core';
import ts from 'typescript';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { builtScripts, buildProject, createTypeProgram, freePort, openBuiltApp, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, startCli, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles, writeUntilServed, PRINTED_BUILD_TIME, launchChromium } from './harness';

// ---------------------------------------------------------------------------------------------
// The dev server of the browser claims.

// A plugin of the fixture that records, per environment, whether Rspack's HotModuleReplacementPlugin
// is in the config and whether the compiled modules include the dev client (client/hmr.js).
const probePlugin = `const probe = {
  name: 'probe',
  setup(api) {
    api.onAfterCreateCompiler(({ compiler }) => {
      const found = {};
      for (const child of compiler.compilers ?? [compiler]) {
        found[child.name] = { hmrPlugin: child.options.plugins.some((p) => p?.constructor?.name === 'HotModuleReplacementPlugin') };
        child.hooks.done.tap('probe', (stats) => {
          found[child.name].client = [...stats.compilation.modules].some((m) => /client[\\\\/]hmr\\.js/.test(m.identifier()));
          found[child.name].overlay = [...stats.compilation.modules].some((m) => /client[\\\\/]overlay\\.js/.test(m.identifier()));
          writeFileSync('probe.tmp', JSON.stringify(found));
          renameSync('probe.tmp', 'probe.json');
        });
      }
    });
  },
};`;

const devConfig = (comment = '') => `import { renameSync, writeFileSync } from 'node:fs';
import { defineConfig } from '@rsbuild/core';
${probePlugin}
${comment}
export default defineConfig({
  plugins: [probe],
  server: { printUrls: false, publicDir: { name: 'public', watch: true } },
  dev: {
    watchFiles: { paths: 'src/watched.txt', type: 'reload-page' },
    setupMiddlewares: (middlewares, server) => {
      middlewares.unshift((req, res, next) => {
        if (req.url !== '/notify') return next();
        server.sockWrite('static-changed');
        res.end('sent');
      });
    },
  },
  environments: {
    web: { source: { entry: { index: './src/index.js' } }, html: { template: './src/template.html' } },
    noreload: { source: { entry: { noreload: './src/noreload/index.js' } }, dev: { liveReload: false, client: { port: '<port>', reconnect: 1 } } },
    nohmr: { source: { entry: { nohmr: './src/nohmr/index.js' } }, dev: { hmr: false, client: { overlay: false } } },
    off: { source: { entry: { off: './src/off/index.js' } }, dev: { hmr: false, liveReload: false } },
    inject: { source: { entry: { inject: './src/inject/index.js' } }, output: { injectStyles: true }, dev: { client: { port: 1 } } },
    ssr: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' } },
  },
});
`;

// A plain page: a stylesheet, a message module nothing accepts, and a marker set on load.
const plainPage = (folder: string) => ({
  [`src/${folder}/index.js`]: `import './style.css';\nimport { message } from './message.js';\ndocument.body.dataset.message = message;\n`,
  [`src/${folder}/style.css`]: 'body { color: rgb(255, 0, 0); }\n',
  [`src/${folder}/message.js`]: "export const message = 'first';\n",
});

const renderModule = (text: string) => `export function render() {\n  document.body.dataset.render = '${text}';\n}\n`;
// The page's src/poll.ts, with the interval callback and the dispose handler leaving traces.
const pollModule = (version: string, extra = '') => `function poll() {
  window.polls = (window.polls || 0) + 1;
}

const timer = setInterval(poll, 5000);
document.body.dataset.poll = '${version}';
${extra}
if (import.meta.webpackHot) {
  if (import.meta.webpackHot.data) document.body.dataset.carried = import.meta.webpackHot.data.from;
  import.meta.webpackHot.dispose((data) => {
    clearInterval(timer);
    window.disposed = (window.disposed || 0) + 1;
    data.from = '${version}';
  });
  import.meta.webpackHot.accept();
}
`;
// An ES module that accepts itself through module.hot.
const legacyModule = (version: string) => `export const legacy = '${version}';\ndocument.body.dataset.legacy = legacy;\nif (module.hot) {\n  module.hot.accept();\n}\n`;
// A module that declines its updates although the entry accepts them, and one that accepts
// itself but invalidates the update once it arrives.
const declinedModule = (version: string) => `document.body.dataset.declined = '${version}';\nimport.meta.webpackHot.decline();\n`;
const invalidatedModule = (version: string) =>
  `document.body.dataset.invalidated = '${version}';\nimport.meta.webpackHot.dispose(() => {});\nimport.meta.webpackHot.accept();\nif (import.meta.webpackHot.data) import.meta.webpackHot.invalidate();\n`;
const reactApp = (text: string) => `import { useState } from 'react';
import { Label } from './Label.jsx';
import styles from './app.module.css';
export default function App() {
  const [count, setCount] = useState(0);
  return <button id="app" className={styles.box} onClick={() => setCount(count + 1)}>${text} {count} <Label /></button>;
}
`;
const reactLabel = (text: string) => `export const labelText = '${text}';\nexport function Label() {\n  return <span id="label">{labelText}</span>;\n}\n`;

const dir = makeProject(
  {
    'rsbuild.config.mjs': devConfig(),
    // A stylesheet of the template that no module imports: a CSS edit re-fetches it as well.
    'src/template.html': '<!doctype html><html><head><title>one</title><link rel="stylesheet" href="/extra.css"></head><body><div id="root"></div></body></html>\n',
    'public/extra.css': 'h1 { margin: 0; }\n',
    'src/index.js': `import './style.css';
import styles from './card.module.css';
import { message } from './message.js';
import { render } from './render.js';
import './poll.js';
import './declined.js';
import './invalidated.js';
import './legacy.js';

document.body.dataset.message = message;
document.body.dataset.card = styles.card;
document.body.classList.add(styles.card);
render();

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('./render.js', () => {
    render();
  });
  import.meta.webpackHot.accept('./declined.js');
}
`,
    'src/style.css': 'body { color: rgb(255, 0, 0); }\n',
    'src/card.module.css': '.card { background-color: rgb(0, 128, 0); }\n',
    'src/message.js': "export const message = 'first';\n",
    'src/render.js': renderModule('one'),
    'src/poll.js': pollModule('v1'),
    'src/declined.js': declinedModule('one'),
    'src/invalidated.js': invalidatedModule('one'),
    'src/legacy.js': legacyModule('one'),
    'src/watched.txt': 'one\n',
    'public/notes.txt': 'one\n',
    ...plainPage('noreload'),
    ...plainPage('nohmr'),
    ...plainPage('off'),
    ...plainPage('inject'),
    'src/server.js': "export const render = () => 'server one';\n",
  },
  'hmr',
);

// React Fast Refresh needs the React plugin, which stays out of the plain pages above: a second
// dev server.
const reactDir = makeProject(
  {
    'rsbuild.config.mjs': "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\nexport default defineConfig({ plugins: [pluginReact()], server: { printUrls: false } });\n",
    'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
    'src/App.jsx': reactApp('Clicks'),
    'src/Label.jsx': reactLabel('first'),
    'src/app.module.css': '.box { color: rgb(0, 0, 255); }\n',
  },
  'hmr-react',
);

let browser: Browser;
let server: ReturnType<typeof startCli>;
let reactServer: ReturnType<typeof startCli>;
let port: number;
const pages: Record<string, Page> = {};
const logs: Record<string, string[]> = {};
/** The console messages of type error, per page. */
const errorLogs: Record<string, string[]> = {};
const frames: string[] = [];
const socketUrls: string[] = [];
const requests: string[] = [];

const mark = (page: Page) => page.evaluate(() => ((window as any).marker = 1));
const marked = (page: Page) => page.evaluate(() => (window as any).marker === 1).catch(() => false);
const dataset = (page: Page, key: string) => page.evaluate((k) => document.body.dataset[k], key).catch(() => undefined);
const color = (page: Page, selector = 'body', property = 'color') =>
  page.evaluate(([s, p]) => getComputedStyle(document.querySelector(s)!).getPropertyValue(p), [selector, property]).catch(() => undefined);
const logged = (name: string, pattern: RegExp) =>
  waitFor(`${pattern} in the console of ${name}`, () => logs[name].find((line) => pattern.test(line)), 30_000).catch((error: Error) => {
    throw new Error(`${error.message}; it shows:\n${logs[name].join('\n')}`);
  });
const connections = (name: string) => logs[name].filter((line) => line === '[rsbuild] WebSocket connected.').length;
/**
 * Call before the change; the returned function waits until the page was loaded again (its marker
 * is gone) and the new document's client has connected, then marks the new document.
 */
function expectReload(name: string) {
  const connected = connections(name);
  return async () => {
    await waitFor(`a reload of ${name}`, async () => !(await marked(pages[name])), 30_000);
    await waitFor(`the socket of the reloaded ${name}`, () => connections(name) > connected, 30_000);
    // One edit can be seen as two file events and reload the page twice; mark the document that
    // stays, not one that a second reload replaces while it is being marked.
    await waitFor(`a loaded document of ${name} to mark`, async () => {
      await pages[name].waitForLoadState('load');
      return mark(pages[name]).then(
        () => true,
        (error: Error) => {
          if (/Execution context was destroyed/.test(error.message)) return false;
          throw error;
        },
      );
    }, 30_000);
  };
}
const probe = () => JSON.parse(readFileSync(path.join(dir, 'probe.json'), 'utf8')) as Record<string, { hmrPlugin: boolean; client: boolean; overlay: boolean }>;

before(async () => {
  port = await freePort();
  const reactPort = await freePort();
  server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
  reactServer = startCli(reactDir, ['dev', '--port', String(reactPort)], /ready\s+built in/);
  [browser] = await Promise.all([launchChromium(), server.started, reactServer.started]);
  // Every environment has compiled once before the first page asks for its files.
  await waitFor('the probe of all environments', () => existsSync(path.join(dir, 'probe.json')) && Object.values(probe()).every((found) => found.client !== undefined), 60_000);
  await Promise.all(
    ['index', 'noreload', 'nohmr', 'inject', 'react'].map(async (name) => {
      const page = await browser.newPage();
      pages[name] = page;
      logs[name] = [];
      errorLogs[name] = [];
      page.on('console', (message) => {
        logs[name].push(message.text());
        if (message.type() === 'error') errorLogs[name].push(message.text());
      });
      if (name === 'index') {
        // Only the client's own socket: the first one, and again after the server restarts.
        page.on('websocket', (socket) => {
          socketUrls.push(socket.url());
          if (socket.url() === socketUrls[0]) socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
        });
        page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
      }
      await page.goto(name === 'react' ? `http://localhost:${reactPort}/` : `http://localhost:${port}/${name === 'index' ? '' : `${name}.html`}`);
      await logged(name, /^\[rsbuild\] WebSocket connected\.$/);
      await mark(page);
    }),
  );
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await reactServer?.stop();
});

describe('Hot module replacement › How it works', () => {
  test('the dev client is added to every entry of every web environment, not to a node one, and not when dev.hmr and dev.liveReload are both false', () => {
    const found = probe();
    for (const name of ['web', 'noreload', 'nohmr', 'inject']) assert.equal(found[name].client, true, name);
    assert.equal(found.ssr.client, false);
    assert.equal(found.off.client, false);
  });
  test('the client brings the error overlay, except where dev.client.overlay is false', () => {
    const found = probe();
    for (const name of ['web', 'noreload', 'inject']) assert.equal(found[name].overlay, true, name);
    assert.equal(found.nohmr.overlay, false);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/hmr', lang);
      assert.ok(text.includes('[dev.client.overlay](/config/dev/client#overlay) 为 `false`') || text.includes('[dev.client.overlay](/config/dev/client#overlay) is `false`'), lang);
    }
  });
  test('Rspack\'s HotModuleReplacementPlugin is in the config of a web environment only while dev.hmr is on', () => {
    const found = probe();
    for (const name of ['web', 'noreload', 'inject']) assert.equal(found[name].hmrPlugin, true, name);
    for (const name of ['nohmr', 'off', 'ssr']) assert.equal(found[name].hmrPlugin, false, name);
  });
  test('the client logs [rsbuild] WebSocket connected. and connects to the page\'s host and port on /rsbuild-hmr with a 16-character token', () => {
    assert.match(socketUrls[0], new RegExp(`^ws://localhost:${port}/rsbuild-hmr\\?token=[0-9a-f]{16}$`));
    // The token is the first 16 hex digits of the SHA-256 of the project root followed by the environment's name.
    assert.equal(new URL(socketUrls[0]).searchParams.get('token'), createHash('sha256').update(`${realpathSync(dir)}web`).digest('hex').slice(0, 16));
  });
  test('on connection the server sends hash with the build\'s hash, then ok', () => {
    assert.match(frames[0], /^\{"type":"hash","data":"[0-9a-f]{16}"\}$/);
    assert.equal(frames[1], '{"type":"ok"}');
  });
  test('the server closes a socket without a token or with another token', async () => {
    const outcome = (query: string) =>
      pages.index.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const socket = new WebSocket(url);
            socket.onopen = () => {
              socket.close();
              resolve('open');
            };
            socket.onerror = () => resolve('refused');
          }),
        `ws://localhost:${port}/rsbuild-hmr${query}`,
      );
    const token = new URL(socketUrls[0]).searchParams.get('token');
    assert.equal(await outcome(''), 'refused');
    await logged('index', new RegExp(`^WebSocket connection to 'ws://localhost:${port}/rsbuild-hmr' failed`));
    assert.equal(await outcome('?token=0000000000000000'), 'refused');
    const count = frames.length;
    assert.equal(await outcome(`?token=${token}&probe`), 'open');
    // A new socket with the page's token makes the server send hash and ok to every socket of it.
    await waitFor('the stats sent on connection', () => frames.length >= count + 2);
  });
  test('a build with a warning sends hash, then warnings instead of ok, and the update is applied as on ok; a build with an error sends hash, then errors: the console shows them, the overlay opens, nothing is applied; the fix reloads the page, after an HMR update failed message with the build error', async () => {
    const { createRsbuild } = await rsbuildCore();
    const nodeEnv = process.env.NODE_ENV;
    // A self-accepting entry whose every version keeps a warning (a require of an expression).
    const warned = (version: string) =>
      `const name = window.name;\nif (name) console.log(require(name));\ndocument.body.dataset.version = '${version}';\nimport.meta.webpackHot.accept();\n`;
    const cwd = makeProject({ 'src/index.js': warned('one') }, 'hmr-issues');
    const issuesPort = await freePort();
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', dev: { client: { logLevel: 'info' } }, server: { port: issuesPort, host: '127.0.0.1', printUrls: false } } });
    const { server: issuesServer } = await rsbuild.startDevServer();
    const page = await browser.newPage();
    try {
      const received: string[] = [];
      const consoleErrors: string[] = [];
      page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => received.push(String(payload))));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`http://127.0.0.1:${issuesPort}/`);
      await waitFor('the stats sent on connection', () => received.length >= 2, 30_000);
      assert.match(received[0], /^\{"type":"hash","data":"[0-9a-f]{16}"\}$/);
      assert.match(received[1], /^\{"type":"warnings","data":\{"text":\[".*Critical dependency: the request of a dependency is an expression/);
      await mark(page);
      // An edit that still has the warning: warnings again, no ok, and the update is applied in place.
      let count = received.length;
      writeProjectFiles(cwd, { 'src/index.js': warned('two') });
      await waitFor('the update of a build with a warning', async () => (await dataset(page, 'version')) === 'two', 30_000);
      assert.equal(await marked(page), true, 'no reload');
      assert.match(received[count], /^\{"type":"hash","data":"[0-9a-f]{16}"\}$/);
      assert.match(received[count + 1], /^\{"type":"warnings","data":/);
      const twoHash = JSON.parse(received[count]).data as string;
      // A broken edit: errors, printed to the console and shown in the overlay; the old code keeps running.
      count = received.length;
      writeProjectFiles(cwd, { 'src/index.js': 'const = ;\n' });
      await waitFor('the stats of the broken build', () => received.length >= count + 2, 30_000);
      assert.match(received[count], /^\{"type":"hash","data":"[0-9a-f]{16}"\}$/);
      assert.match(received[count + 1], /^\{"type":"errors","data":\{"text":\[/);
      assert.ok(!received.includes('{"type":"ok"}'), received.join('\n'));
      await waitFor('the error overlay', () => page.evaluate(() => document.querySelectorAll('rsbuild-error-overlay').length === 1), 30_000);
      await waitFor('the error in the console', () => consoleErrors.length > 0, 30_000);
      assert.match(consoleErrors[0], /^File: \.\/src\/index\.js:1:1\n {2}× Module build failed/);
      assert.equal(await dataset(page, 'version'), 'two');
      assert.equal(await marked(page), true, 'no reload');
      // The fix: the page first applies the update of the failed build, whose module throws the
      // build error, and reloads.
      const fetched: string[] = [];
      page.on('response', (response) => fetched.push(`${response.status()} ${new URL(response.url()).pathname}`));
      writeProjectFiles(cwd, { 'src/index.js': warned('three') });
      await waitFor('the reload after the fix', async () => !(await marked(page)) && (await dataset(page, 'version')) === 'three', 30_000);
      assert.ok(fetched.includes(`200 /index.${twoHash}.hot-update.json`), fetched.join('\n'));
      const failed = consoleErrors.find((line) => line.startsWith('[rsbuild] HMR update failed'));
      assert.match(failed ?? consoleErrors.join('\n'), /^\[rsbuild\] HMR update failed, performing full reload: Error: {3}× Module build failed \(from builtin:swc-loader\):\n/);
    } finally {
      await page.close();
      await issuesServer.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
  test('an accepted edit: hash and ok, then the manifest and the update are fetched under the hash of the build the page runs', async () => {
    const before = JSON.parse(frames.filter((frame) => frame.includes('"hash"')).at(-1)!).data as string;
    const count = frames.length;
    writeProjectFiles(dir, { 'src/render.js': renderModule('two') });
    await waitFor('the new render', async () => (await dataset(pages.index, 'render')) === 'two', 30_000);
    assert.equal(await marked(pages.index), true, 'no reload');
    const after = frames.slice(count);
    assert.match(after[0], /^\{"type":"hash","data":"[0-9a-f]{16}"\}$/);
    assert.notEqual(JSON.parse(after[0]).data, before, [before, ...after, ...requests].join("\n"));
    assert.equal(after[1], '{"type":"ok"}');
    assert.ok(requests.includes(`/index.${before}.hot-update.json`), requests.join('\n'));
    assert.ok(requests.includes(`/index.${before}.hot-update.js`), requests.join('\n'));
  });
});

describe('Hot module replacement', () => {
  test("a dev server in mode 'none' adds the client but no HMR runtime: a CSS edit reloads the page", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "import './style.css';\n", 'src/style.css': 'body { color: rgb(255, 0, 0); }\n' }, 'hmr-none');
    const nonePort = await freePort();
    let hmrPlugin: boolean | undefined;
    let reloaded = false;
    let colour: string | undefined;
    // startDevServer() sets NODE_ENV when it is unset; withNodeEnv puts this process's value back.
    await withNodeEnv(process.env.NODE_ENV, async () => {
      const rsbuild = await createRsbuild({
        cwd,
        rsbuildConfig: { mode: 'none', logLevel: 'silent', dev: { client: { logLevel: 'info' } }, server: { port: nonePort, host: '127.0.0.1', printUrls: false } },
      });
      rsbuild.onAfterCreateCompiler(({ compiler }) => {
        const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
        hmrPlugin = compilers[0].options.plugins.some((p) => p?.constructor?.name === 'HotModuleReplacementPlugin');
      });
      const { server: noneServer } = await rsbuild.startDevServer();
      const page = await browser.newPage();
      try {
        const lines: string[] = [];
        page.on('console', (message) => lines.push(message.text()));
        await page.goto(`http://127.0.0.1:${nonePort}/`);
        await waitFor('the socket of the none-mode page', () => lines.includes('[rsbuild] WebSocket connected.'), 30_000);
        await mark(page);
        writeProjectFiles(cwd, { 'src/style.css': 'body { color: rgb(0, 0, 255); }\n' });
        reloaded = await waitFor('a reload of the none-mode page', async () => !(await marked(page)), 30_000);
        await page.waitForLoadState('load');
        colour = await waitFor('the new colour on the none-mode page', async () => ((await color(page)) === 'rgb(0, 0, 255)' ? 'rgb(0, 0, 255)' : undefined), 30_000);
      } finally {
        await page.close();
        await noneServer.close();
      }
    });
    assert.deepEqual({ hmrPlugin, reloaded, colour }, { hmrPlugin: false, reloaded: true, colour: 'rgb(0, 0, 255)' });
  });
  test("a dev server in production mode has no HotModuleReplacementPlugin either; in development mode it has", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "console.log('modes');\n" }, 'hmr-modes');
    const seen: Record<string, boolean> = {};
    await withNodeEnv(process.env.NODE_ENV, async () => {
      for (const mode of ['production', 'development'] as const) {
        const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode, logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
        const devServer = await rsbuild.createDevServer({ runCompile: false });
        try {
          const { bundlerConfigs } = await rsbuild.inspectConfig();
          seen[mode] = /new HotModuleReplacementPlugin\(\)/.test(bundlerConfigs[0]);
        } finally {
          await devServer.close();
        }
      }
    });
    assert.deepEqual(seen, { production: false, development: true });
  });
  test("rsbuild dev with NODE_ENV already set: production selects mode 'production', test selects mode 'none'; neither gets the HotModuleReplacementPlugin", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "console.log('node env');\n" }, 'hmr-node-env');
    const seen: Record<string, { mode: string | undefined; hmrPlugin: boolean }> = {};
    for (const nodeEnv of ['production', 'test', 'development']) {
      await withNodeEnv(nodeEnv, async () => {
        const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
        const devServer = await rsbuild.createDevServer({ runCompile: false });
        try {
          const { bundlerConfigs } = await rsbuild.inspectConfig();
          seen[nodeEnv] = { mode: rsbuild.getNormalizedConfig().mode, hmrPlugin: /new HotModuleReplacementPlugin\(\)/.test(bundlerConfigs[0]) };
        } finally {
          await devServer.close();
        }
      });
    }
    assert.deepEqual(seen, {
      production: { mode: 'production', hmrPlugin: false },
      test: { mode: 'none', hmrPlugin: false },
      development: { mode: 'development', hmrPlugin: true },
    });
  });
});

describe('Hot module replacement › Write your own accept handlers', () => {
  test('a self-accepting module runs again; dispose ran on the old one and its data reaches the new one', async () => {
    writeProjectFiles(dir, { 'src/poll.js': pollModule('v2') });
    await waitFor('the new poll module', async () => (await dataset(pages.index, 'poll')) === 'v2', 30_000);
    assert.equal(await marked(pages.index), true, 'no reload');
    assert.equal(await pages.index.evaluate(() => (window as any).disposed), 1);
    assert.equal(await dataset(pages.index, 'carried'), 'v1');
  });
});

describe('Hot module replacement › Write your own accept handlers › module.hot', () => {
  test('module.hot works in an ES module: a module that accepts itself with module.hot.accept() runs again without a reload', async () => {
    assert.equal(await dataset(pages.index, 'legacy'), 'one');
    writeProjectFiles(dir, { 'src/legacy.js': legacyModule('two') });
    await waitFor('the new legacy module', async () => (await dataset(pages.index, 'legacy')) === 'two', 30_000);
    assert.equal(await marked(pages.index), true, 'no reload');
  });
});

describe('Hot module replacement › CSS', () => {
  test('a CSS edit is applied in place and logs [HMR] Reload all CSS; every stylesheet link of the page is re-fetched with a timestamp query', async () => {
    const hrefs = () => pages.index.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname + new URL((link as HTMLLinkElement).href).search).sort());
    const start = Date.now();
    writeProjectFiles(dir, { 'src/style.css': 'body { color: rgb(0, 0, 255); }\n' });
    await waitFor('the new color', async () => (await color(pages.index)) === 'rgb(0, 0, 255)', 30_000);
    assert.equal(await marked(pages.index), true, 'no reload');
    await logged('index', /^\[HMR\] Reload all CSS$/);
    // The old <link> elements are removed once their copies have loaded. A second reload that
    // starts before the first one's copies have loaded (a busy machine can rebuild twice) may
    // leave two copies of a link for a while, so the paths are compared without repeats.
    const reloaded = await waitFor('both stylesheet links re-fetched after the edit', async () => {
      const now = await hrefs();
      return now.length >= 2 && now.every((href) => Number(/\?(\d+)$/.exec(href)?.[1]) >= start) ? now : undefined;
    }, 30_000);
    assert.ok(reloaded);
    assert.deepEqual([...new Set(reloaded.map((href) => href.replace(/\?\d+$/, '?<time>')))], ['/extra.css?<time>', '/static/css/index.css?<time>']);
  });
  test('a CSS Modules edit that keeps the class names is applied in place', async () => {
    writeProjectFiles(dir, { 'src/card.module.css': '.card { background-color: rgb(0, 0, 128); }\n' });
    await waitFor('the new background', async () => (await color(pages.index, 'body', 'background-color')) === 'rgb(0, 0, 128)', 30_000);
    assert.equal(await marked(pages.index), true, 'no reload');
  });
  test('with output.injectStyles, the <style> tag is replaced in place', async () => {
    writeProjectFiles(dir, { 'src/inject/style.css': 'body { color: rgb(0, 0, 255); }\n' });
    await waitFor('the new color', async () => (await color(pages.inject)) === 'rgb(0, 0, 255)', 30_000);
    assert.equal(await marked(pages.inject), true, 'no reload');
    assert.equal(await pages.inject.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length), 0);
    assert.match(await pages.inject.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n')), /color: #00f/);
  });
});

describe('Hot module replacement › Turn HMR or live reload off', () => {
  test('dev.liveReload false: a CSS edit applies in place; a JavaScript edit nothing accepts logs [rsbuild] HMR update failed, performing full reload: …, yet the page is not reloaded and keeps the old code', async () => {
    const page = pages.noreload;
    writeProjectFiles(dir, { 'src/noreload/style.css': 'body { color: rgb(0, 0, 255); }\n' });
    await waitFor('the new color', async () => (await color(page)) === 'rgb(0, 0, 255)', 30_000);
    writeProjectFiles(dir, { 'src/noreload/message.js': "export const message = 'second';\n" });
    const failed = await logged('noreload', /^\[rsbuild\] HMR update failed/);
    // The full text announces a reload that does not come.
    assert.match(failed ?? '', /^\[rsbuild\] HMR update failed, performing full reload: Error: Aborted because \.\/src\/noreload\/message\.js is not accepted\n/);
    assert.equal(await marked(page), true, 'no reload');
    assert.equal(await dataset(page, 'message'), 'first');
  });
  test('dev.hmr false: a CSS edit reloads the page, and so does a JavaScript edit', async () => {
    const page = pages.nohmr;
    let reload = expectReload('nohmr');
    writeProjectFiles(dir, { 'src/nohmr/style.css': 'body { color: rgb(0, 0, 255); }\n' });
    await reload();
    assert.equal(await color(page), 'rgb(0, 0, 255)');
    reload = expectReload('nohmr');
    writeProjectFiles(dir, { 'src/nohmr/message.js': "export const message = 'second';\n" });
    await reload();
    assert.equal(await dataset(page, 'message'), 'second');
  });
  test('both false: the page\'s script has no client', async () => {
    const html = await (await fetch(`http://localhost:${port}/off.html`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(scripts.length > 0);
    for (const src of scripts) assert.doesNotMatch(await (await fetch(`http://localhost:${port}${src}`)).text(), /rsbuild-hmr/);
  });
});

describe('Hot module replacement › Framework integration (React)', () => {
  test('a file whose exports are all components: the edit re-renders the component and keeps its state', async () => {
    const page = pages.react;
    await page.click('#app');
    await page.click('#app');
    writeProjectFiles(reactDir, { 'src/App.jsx': reactApp('Taps') });
    await waitFor('the new text', async () => /^Taps 2 /.test((await page.textContent('#app').catch(() => '')) ?? ''), 30_000);
    assert.equal(await marked(page), true, 'no reload');
  });
  test('a file that also exports a constant, imported by a component file: the importing component re-renders and keeps its state', async () => {
    const page = pages.react;
    writeProjectFiles(reactDir, { 'src/Label.jsx': reactLabel('second') });
    await waitFor('the new label', async () => (await page.textContent('#label').catch(() => '')) === 'second', 30_000);
    assert.match((await page.textContent('#app')) ?? '', /^Taps 2 /);
    assert.equal(await marked(page), true, 'no reload');
  });
  test('a CSS Modules edit that changes the class names: the component re-renders with the new names and keeps its state', async () => {
    const page = pages.react;
    writeProjectFiles(reactDir, { 'src/app.module.css': '.wide { color: rgb(0, 128, 0); }\n.box { color: rgb(0, 128, 0); }\n' });
    await waitFor('the new color', async () => (await color(page, '#app')) === 'rgb(0, 128, 0)', 30_000);
    assert.match((await page.textContent('#app')) ?? '', /^Taps 2 /);
    assert.equal(await marked(page), true, 'no reload');
  });
  test('a component file that also exports a constant, imported only by the entry: the page reloads with the is not accepted message', async () => {
    const reload = expectReload('react');
    writeProjectFiles(reactDir, { 'src/App.jsx': `export const title = 'app';\n${reactApp('Presses')}` });
    await reload();
    assert.match((await pages.react.textContent('#app')) ?? '', /^Presses 0 /);
    const failed = logs.react.find((line) => line.startsWith('[rsbuild] HMR update failed, performing full reload'));
    assert.match(failed ?? '', /^\[rsbuild\] HMR update failed, performing full reload: Error: Aborted because \.\/src\/App\.jsx is not accepted\nUpdate propagation: \.\/src\/App\.jsx -> \.\/src\/index\.jsx(\n|$)/);
  });
});

describe('Hot module replacement › What forces a full reload', () => {
  test('a change in a node environment rebuilds it; the web pages are neither updated nor reloaded', async () => {
    const before = server.output().length;
    const frameCount = frames.length;
    writeProjectFiles(dir, { 'src/server.js': "export const render = () => 'server two';\n" });
    await waitFor('the rebuild of ssr', () => new RegExp(String.raw`building src/server\.js\s+ready\s+built in ${PRINTED_BUILD_TIME} \(ssr\)`).test(server.output().slice(before)), 30_000);
    assert.equal(await marked(pages.index), true, 'no reload');
    assert.ok(frames.slice(frameCount).every((frame) => frame === '{"type":"ok"}'), frames.slice(frameCount).join('\n'));
  });
  test('a change that breaks the node environment sends its errors to the web page (console and overlay); after the fix only ok arrives and the overlay stays until the page\'s own code changes', async () => {
    const overlays = () => pages.index.evaluate(() => document.querySelectorAll('rsbuild-error-overlay').length);
    const webHash = JSON.parse(frames.filter((frame) => frame.includes('"hash"')).at(-1)!).data as string;
    const frameCount = frames.length;
    writeProjectFiles(dir, { 'src/server.js': 'export const = ;\n' });
    await waitFor('the errors of ssr on the web page', () => frames.slice(frameCount).some((frame) => frame.startsWith('{"type":"errors"') && frame.includes('./src/server.js')), 30_000);
    await logged('index', /^File: \.\/src\/server\.js:1:1\n {2}× Module build failed/);
    await waitFor('the error overlay', async () => (await overlays()) === 1, 30_000);
    const before = server.output().length;
    const fixedAt = frames.length;
    writeProjectFiles(dir, { 'src/server.js': "export const render = () => 'server three';\n" });
    await waitFor('the fixed build of ssr', () => new RegExp(String.raw`ready\s+built in ${PRINTED_BUILD_TIME} \(ssr\)`).test(server.output().slice(before)) && frames.at(-1) === '{"type":"ok"}', 30_000);
    // No new build of the page's own code: hash frames, if any, repeat the hash the page runs.
    assert.ok(frames.slice(fixedAt).every((frame) => frame === '{"type":"ok"}' || frame.startsWith('{"type":"errors"') || frame === `{"type":"hash","data":"${webHash}"}`), frames.slice(fixedAt).join('\n'));
    assert.equal(await overlays(), 1, 'the overlay stays after the fix');
    assert.equal(await marked(pages.index), true, 'no reload');
    // An update of the page's own code closes it.
    writeProjectFiles(dir, { 'src/render.js': renderModule('three') });
    await waitFor('the new render', async () => (await dataset(pages.index, 'render')) === 'three', 30_000);
    await waitFor('the overlay closed', async () => (await overlays()) === 0, 30_000);
    assert.equal(await marked(pages.index), true, 'no reload');
    for (const [lang, text] of [['en', 'the overlay stays open until you close it, reload the page, or change the page\'s own code after the fix'], ['zh', '错误浮层仍然留在页面上，直到你手动关闭它、刷新页面，或者在修复之后再修改页面自身的代码']] as const) {
      assert.ok(pageText('guide/advanced/hmr', lang).includes(text), lang);
    }
  });
  test('applying an update throws: HMR update failed with the error, then a reload', async () => {
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/poll.js': pollModule('v3', "if (import.meta.webpackHot?.data) throw new Error('poll v3 failed');") });
    await reload();
    const failed = logs.index.find((line) => line.startsWith('[rsbuild] HMR update failed, performing full reload'));
    assert.match(failed ?? logs.index.join('\n'), /Error: poll v3 failed/);
  });
  test('an edit nothing accepts reloads the page with the HMR update failed message, whose two lines are followed by the stack of the error', async () => {
    logs.index.length = 0;
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/message.js': "export const message = 'second';\n" });
    await reload();
    assert.equal(await dataset(pages.index, 'message'), 'second');
    const failed = logs.index.find((line) => line.startsWith('[rsbuild] HMR update failed, performing full reload'));
    assert.match(failed ?? '', /^\[rsbuild\] HMR update failed, performing full reload: Error: Aborted because \.\/src\/message\.js is not accepted\nUpdate propagation: \.\/src\/message\.js -> \.\/src\/index\.js(\n|$)/);
    // The page's quote ends with "at applyHandler (…/static/js/index.js:…)" and "…": the stack follows.
    assert.match(failed ?? '', new RegExp(`\\nUpdate propagation: [^\\n]+\\n {4}at applyHandler \\(http://localhost:${port}/static/js/index\\.js:\\d+:\\d+\\)\\n {4}at `));
  });
  test('a CSS Modules edit that changes the class names, with nothing accepting it above, reloads the page', async () => {
    logs.index.length = 0;
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/card.module.css': '.card { background-color: rgb(0, 0, 128); }\n.wide { width: 100%; }\n' });
    await reload();
    assert.ok(logs.index.some((line) => line.includes('Aborted because ./src/card.module.css is not accepted')), logs.index.join('\n'));
  });
  test('an edit of the entry file reloads the page', async () => {
    logs.index.length = 0;
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/index.js': `${readText(dir, 'src/index.js')}// edited\n` });
    await reload();
    assert.ok(logs.index.some((line) => /^\[rsbuild\] HMR update failed, performing full reload: Error: Aborted because \.\/src\/index\.js is not accepted\nUpdate propagation: \.\/src\/index\.js(\n|$)/.test(line)), logs.index.join('\n'));
  });
  test('decline(): an edit of a module that declines, although the entry accepts it, reloads the page', async () => {
    logs.index.length = 0;
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/declined.js': declinedModule('two') });
    await reload();
    assert.equal(await dataset(pages.index, 'declined'), 'two');
    assert.ok(logs.index.some((line) => line.startsWith('[rsbuild] HMR update failed, performing full reload: Error: Aborted because of self decline: ./src/declined.js')), logs.index.join('\n'));
  });
  test('invalidate(): an accepted update that the new module invalidates travels on to the entry and reloads the page', async () => {
    logs.index.length = 0;
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/invalidated.js': invalidatedModule('two') });
    await reload();
    assert.equal(await dataset(pages.index, 'invalidated'), 'two');
    assert.ok(logs.index.some((line) => line.includes('Aborted because ./src/invalidated.js is not accepted')), logs.index.join('\n'));
  });
  test('an edit that changes the initial chunks of an entry (a first import of react, which lands in a vendors chunk of its own) sends static-changed and reloads the page', async () => {
    const { createRsbuild } = await rsbuildCore();
    const nodeEnv = process.env.NODE_ENV;
    const cwd = makeProject({ 'src/index.js': "document.body.dataset.step = 'one';\n" }, 'hmr-chunks');
    const chunksPort = await freePort();
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port: chunksPort, host: '127.0.0.1', printUrls: false } } });
    const { server: chunksServer } = await rsbuild.startDevServer();
    const page = await browser.newPage();
    try {
      const received: string[] = [];
      const hashes: string[] = [];
      const scripts: string[] = [];
      page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => received.push(String(payload))));
      page.on('request', (request: Request) => scripts.push(new URL(request.url()).pathname));
      await page.goto(`http://127.0.0.1:${chunksPort}/`);
      await waitFor('the stats sent on connection', () => received.includes('{"type":"ok"}'), 30_000);
      await mark(page);
      writeProjectFiles(cwd, { 'src/index.js': "import { version } from 'react';\ndocument.body.dataset.step = version ? 'two' : 'none';\n" });
      await waitFor('a reload', async () => !(await marked(page)) && (await dataset(page, 'step')) === 'two', 30_000);
      assert.ok(received.includes('{"type":"static-changed"}'), received.join('\n'));
      const reactChunks = scripts.filter((script) => /^\/static\/js\/vendors-.*node_modules_react_index_js.*\.js$/.test(script));
      assert.equal(reactChunks.length, 1, scripts.join('\n'));
      assert.ok(scripts.lastIndexOf('/') < scripts.indexOf(reactChunks[0]), 'loaded by the new document');
    } finally {
      await page.close();
      await chunksServer.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
  test('an edit of the HTML template reloads the page', async () => {
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/template.html': '<!doctype html><html><head><title>two</title></head><body><div id="root"></div></body></html>\n' });
    await reload();
    assert.equal(await pages.index.title(), 'two');
  });
  test('a change of a dev.watchFiles file of type reload-page reloads the page', async () => {
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'src/watched.txt': 'two\n' });
    await reload();
  });
  test('a change in a public folder watched with watch: true reloads the page', async () => {
    const reload = expectReload('index');
    writeProjectFiles(dir, { 'public/notes.txt': 'two\n' });
    await reload();
  });
  test('static-changed sent with sockWrite from a middleware reloads the page', async () => {
    const reload = expectReload('index');
    assert.equal(await (await fetch(`http://localhost:${port}/notify`)).text(), 'sent');
    await reload();
  });
  test('a change of rsbuild.config.* restarts the server with the line info    restarting server as rsbuild.config.mjs changed; the page reconnects', async () => {
    const connected = connections('index');
    writeProjectFiles(dir, { 'rsbuild.config.mjs': devConfig('// edited') });
    await waitFor('the restart message', () => /^info {4}restarting server as rsbuild\.config\.mjs changed$/m.test(server.output()), 30_000);
    await logged('index', /^\[rsbuild\] WebSocket connection lost\. Reconnecting\.\.\.$/);
    await waitFor('the socket again', () => connections('index') > connected, 60_000);
  });
});

// Round 31: the template reload depends on the template's file name.
describe('Hot module replacement › What forces a full reload (a template not named .html)', () => {
  const templateDir = makeProject(
    {
      'rsbuild.config.mjs': "export default { server: { printUrls: false }, html: { template: './src/index.ejs' } };\n",
      // The page logs a reload as it starts, and keeps the statuses of its HMR runtime.
      'src/index.js':
        "window.addEventListener('beforeunload', () => console.log('unloading'));\nimport.meta.webpackHot.addStatusHandler((status) => {\n  document.body.dataset.statuses = `${document.body.dataset.statuses ?? ''} ${status}`;\n});\n",
      'src/index.ejs': '<!doctype html><html><head><title>one</title></head><body><div id="root"></div></body></html>\n',
    },
    'hmr-ejs-template',
  );
  let templateServer: ReturnType<typeof startCli>;
  let templatePort: number;
  before(async () => {
    templatePort = await freePort();
    templateServer = startCli(templateDir, ['dev', '--port', String(templatePort)], /ready\s+built in/);
    await templateServer.started;
  });
  after(async () => {
    await templateServer?.stop();
  });
  test('an edit of an index.ejs template is rebuilt and served, but the open page gets no static-changed and is not reloaded', async () => {
    const page = await browser.newPage();
    try {
      const received: string[] = [];
      const hashes: string[] = [];
      const lines: string[] = [];
      page.on('console', (message) => lines.push(message.text()));
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload));
          received.push(message.type);
          if (message.type === 'hash') hashes.push(message.data);
        }),
      );
      await page.goto(`http://localhost:${templatePort}/`);
      await waitFor('the socket of the ejs page', () => lines.includes('[rsbuild] WebSocket connected.'), 30_000);
      await mark(page);
      const start = received.length;
      writeProjectFiles(templateDir, { 'src/index.ejs': '<!doctype html><html><head><title>two</title></head><body><div id="root"></div></body></html>\n' });
      await waitFor('the rebuild of index.ejs', () => /^start {3}building src\/index\.ejs$/m.test(templateServer.output()), 30_000);
      // The server sends no static-changed: only the rebuild's hash and ok.
      await waitFor('hash and ok after the edit', () => received.slice(start).includes('ok'), 30_000);
      assert.deepEqual(received.slice(start), ['hash', 'ok']);
      // A new hash makes the client check for an update; wait until its runtime is idle again.
      if (hashes.at(-1) !== hashes.at(-2)) {
        await waitFor('the update check to end', async () => /\bcheck\b.*\b(idle|fail|abort)$/.test((await dataset(page, 'statuses')) ?? ''), 30_000);
      }
      assert.match(await (await fetch(`http://localhost:${templatePort}/`)).text(), /<title>two<\/title>/);
      assert.equal(await marked(page), true);
      assert.equal(await page.title(), 'one');
      assert.ok(!lines.includes('unloading'), lines.join('\n'));
    } finally {
      await page.close();
    }
  });
});

describe('Hot module replacement › Proxies, tunnels and other devices', () => {
  test('the defaults of dev.client: path /rsbuild-hmr, empty host and port, no protocol, reconnect 100', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'hmr-defaults') });
    await rsbuild.initConfigs();
    const { client } = rsbuild.getNormalizedConfig().dev;
    assert.deepEqual({ path: client.path, host: client.host, port: client.port, protocol: client.protocol, reconnect: client.reconnect }, { path: '/rsbuild-hmr', host: '', port: '', protocol: undefined, reconnect: 100 });
  });
  test('the client takes an empty host and port from the page, and wss on an https: page, ws otherwise; reconnect delays grow', () => {
    const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
    assert.match(client, /const hostname = \(fallback \? serverHost : config\.host\) \|\| location\.hostname;/);
    assert.match(client, /const port = \(fallback \? serverPort : config\.port\) \|\| location\.port;/);
    assert.match(client, /const protocol = config\.protocol \|\| \('https:' === location\.protocol \? 'wss' : 'ws'\);/);
    // The count goes up before the wait: 1.5 s first, then 1.5 times longer each time.
    assert.match(client, /reconnectCount\+\+;\s*setTimeout\(connect, 1000 \* 1\.5 \*\* reconnectCount\);/);
  });
  test('port: \'<port>\' is replaced with the port the dev server listens on', async () => {
    const html = await (await fetch(`http://localhost:${port}/noreload.html`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const js = (await Promise.all(scripts.map(async (src) => (await fetch(`http://localhost:${port}${src}`)).text()))).join('\n');
    assert.match(js, new RegExp(`"?port"?:\\s*${port}\\b`));
    assert.doesNotMatch(js, /<port>/);
  });
  test('dev.assetPrefix: true makes the script URLs of the page absolute, on the port the dev server listens on', async () => {
    const { createRsbuild } = await rsbuildCore();
    const prefixPort = await freePort();
    const html = await withNodeEnv(process.env.NODE_ENV, async () => {
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.js': "console.log('prefix');\n" }, 'hmr-asset-prefix'),
        rsbuildConfig: { logLevel: 'silent', dev: { assetPrefix: true }, server: { port: prefixPort, printUrls: false } },
      });
      const { server: prefixServer } = await rsbuild.startDevServer();
      try {
        return await (await fetch(`http://localhost:${prefixPort}/`)).text();
      } finally {
        await prefixServer.close();
      }
    });
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(scripts.includes(`http://localhost:${prefixPort}/static/js/index.js`), scripts.join('\n'));
    assert.ok(scripts.every((src) => src.startsWith(`http://localhost:${prefixPort}/`)), scripts.join('\n'));
  });
  test('the page\'s three rsbuild.config.ts samples (dev.hmr off, the backend setup, the TLS proxy) type-check as written, in both languages', () => {
    // One program for both languages.
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/advanced/hmr', lang);
      assert.equal(samples.length, 3, lang);
      samples.forEach((code, i) => (files[`${lang}/config${i}.ts`] = code));
    }
    assert.deepEqual(typeCheckProject(ts, files, 'hmr-samples'), []);
  });
  test('when the configured address fails, the console shows two errors (the browser\'s and the client\'s fallback message), then the client connects to the dev server directly', () => {
    const fallback = logs.inject.indexOf('[rsbuild] WebSocket connection failed. Trying direct connection fallback.');
    assert.ok(fallback >= 0, logs.inject.join('\n'));
    assert.ok(logs.inject.indexOf('[rsbuild] WebSocket connected.') > fallback, logs.inject.join('\n'));
    const token = createHash('sha256').update(`${realpathSync(dir)}inject`).digest('hex').slice(0, 16);
    assert.deepEqual(errorLogs.inject.slice(0, 2), [
      `WebSocket connection to 'ws://localhost:1/rsbuild-hmr?token=${token}' failed: Error in connection establishment: net::ERR_UNSAFE_PORT`,
      '[rsbuild] WebSocket connection failed. Trying direct connection fallback.',
    ]);
  });
  test("the failed address shows up in Chromium's console as WebSocket connection to '…/rsbuild-hmr?token=…' failed: and the reason", () => {
    // dev.client.port 1 of this page: Chromium refuses the port itself (net::ERR_UNSAFE_PORT).
    assert.ok(
      logs.inject.includes(`WebSocket connection to 'ws://localhost:1/rsbuild-hmr?token=${createHash('sha256').update(`${realpathSync(dir)}inject`).digest('hex').slice(0, 16)}' failed: Error in connection establishment: net::ERR_UNSAFE_PORT`),
      logs.inject.join('\n'),
    );
  });
});

describe('Hot module replacement › Troubleshooting', () => {
  test("with logLevel 'warn', dev.client.logLevel is 'warn' and the client's info message [rsbuild] WebSocket connected. is not printed", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'hmr-log-level'), rsbuildConfig: { logLevel: 'warn' } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().dev.client.logLevel, 'warn');
    const clientDir = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client');
    assert.match(readFileSync(path.join(clientDir, 'hmr.js'), 'utf8'), /logger\.level = logLevel;[\s\S]*logger\.info\('\[rsbuild\] WebSocket connected\.'\)/);
    // The client's logger: info is printed only at level 'info'.
    assert.match(readFileSync(path.join(clientDir, '59.js'), 'utf8'), /info \(\.\.\.messages\) \{\s*if \(LOG_LEVEL\.info > LOG_LEVEL\[logger\.level\]\) return;/);
  });
  test("the Reconnecting... line is an info message too, hidden under logLevel 'warn'; the give-up line is a warning", () => {
    const clientDir = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client');
    const client = readFileSync(path.join(clientDir, 'hmr.js'), 'utf8');
    assert.match(client, /logger\.info\('\[rsbuild\] WebSocket connection lost\. Reconnecting\.\.\.'\)/);
    assert.match(client, /logger\.warn\('\[rsbuild\] WebSocket connection failed after maximum retry attempts\.'\)/);
    // The client's logger: warn is printed at 'warn' and 'info', not at 'error' or 'silent'.
    assert.match(readFileSync(path.join(clientDir, '59.js'), 'utf8'), /warn \(\.\.\.messages\) \{\s*if \(LOG_LEVEL\.warn > LOG_LEVEL\[logger\.level\]\) return;/);
  });
  test("with logLevel 'silent', dev.client.logLevel is 'silent' and the client prints no message at all, errors included: neither the build errors nor HMR update failed", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'hmr-log-level-silent'), rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().dev.client.logLevel, 'silent');
    const clientDir = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client');
    const client = readFileSync(path.join(clientDir, 'hmr.js'), 'utf8');
    assert.match(client, /logger\.error\('\[rsbuild\] HMR update failed, performing full reload:', err\)/);
    assert.match(client, /function handleErrors\(\{ text, html \}\) \{\s*clearBuildErrors\(\);\s*hasBuildErrors = true;\s*for \(const error of text\)logger\.error\(error\);/);
    // The client's logger: error is printed at every level but 'silent' (-1).
    const logger = readFileSync(path.join(clientDir, '59.js'), 'utf8');
    assert.match(logger, /silent: -1,\s*error: 0,/);
    assert.match(logger, /error \(\.\.\.messages\) \{\s*if \(LOG_LEVEL\.error > LOG_LEVEL\[logger\.level\]\) return;/);
  });
  test('after dev.client.reconnect attempts the client logs WebSocket connection failed after maximum retry attempts.', async () => {
    await server.stop();
    await logged('noreload', /^\[rsbuild\] WebSocket connection failed after maximum retry attempts\.$/);
  });
});

// Round 36: the page of a backend on another origin loads each hot update from the dev server with
// fetch, a cross-origin request that server.cors must allow. The backend listens on 127.0.0.2, an
// address outside the localhost-only default (since 1.3.0), and serves the dev server's HTML.
describe('Hot module replacement › Proxies, tunnels and other devices (a backend at another origin)', () => {
  const selfModule = (text: string) => `document.body.dataset.self = '${text}';\nimport.meta.webpackHot.accept();\n`;
  async function backendPage(cors: 'default' | 'backend') {
    const { createRsbuild, defaultAllowedOrigins } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "import './self.js';\n", 'src/self.js': selfModule('one') }, 'hmr-backend-origin');
    const devPort = await freePort();
    const backendPort = await freePort();
    const backendOrigin = `http://127.0.0.2:${backendPort}`;
    return withNodeEnv(process.env.NODE_ENV, async () => {
      let compiles = 0;
      const rsbuild = await createRsbuild({
        cwd,
        rsbuildConfig: {
          logLevel: 'silent',
          dev: { assetPrefix: true, client: { port: '<port>', logLevel: 'info' } },
          server: { port: devPort, printUrls: false, ...(cors === 'backend' ? { cors: { origin: [defaultAllowedOrigins, backendOrigin] } } : {}) },
        },
      });
      rsbuild.onDevCompileDone(() => void compiles++);
      const { server: devServer } = await rsbuild.startDevServer();
      const html = await (await fetch(`http://localhost:${devPort}/`)).text();
      const backend = createServer((_req, res) => res.setHeader('content-type', 'text/html').end(html));
      await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.2', resolve));
      const page = await browser.newPage();
      const lines: string[] = [];
      page.on('console', (message) => lines.push(message.text()));
      try {
        await page.goto(`${backendOrigin}/`);
        await waitFor('the socket of the backend page', () => lines.includes('[rsbuild] WebSocket connected.'), 30_000);
        await mark(page);
        const updated = async () => (await dataset(page, 'self')) === 'two';
        await writeUntilServed(cwd, 'src/self.js', selfModule('two'), { compiles: () => compiles, served: updated });
        // A reload reconnects the page; wait for that before reading what happened.
        if (!(await marked(page))) await waitFor('the socket of the reloaded page', () => lines.filter((line) => line === '[rsbuild] WebSocket connected.').length > 1, 30_000);
        return { reloaded: !(await marked(page)), lines };
      } finally {
        await page.close();
        await new Promise((resolve) => backend.close(resolve));
        await devServer.close();
      }
    });
  }
  test('the default origins: localhost and its subdomains, 127.0.0.1 and [::1], on any port; not 127.0.0.2 or the page\'s example 192.168.1.20', async () => {
    const { createRsbuild, defaultAllowedOrigins } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'hmr-cors-default') });
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().server.cors, { origin: defaultAllowedOrigins });
    for (const origin of ['http://localhost:8080', 'https://app.localhost:5173', 'http://127.0.0.1:1', 'http://[::1]:3000']) assert.ok(defaultAllowedOrigins.test(origin), origin);
    for (const origin of ['http://127.0.0.2:8080', 'http://192.168.1.20:8080']) assert.ok(!defaultAllowedOrigins.test(origin), origin);
  });
  test('with the default server.cors, the hot update is blocked by CORS: HMR update failed … TypeError: Failed to fetch, then a reload', async () => {
    const { reloaded, lines } = await backendPage('default');
    assert.equal(reloaded, true, lines.join('\n'));
    assert.ok(lines.some((line) => /^Access to fetch at 'http:\/\/localhost:\d+\/index\.[0-9a-f]+\.hot-update\.json' from origin 'http:\/\/127\.0\.0\.2:\d+' has been blocked by CORS policy/.test(line)), lines.join('\n'));
    assert.ok(lines.some((line) => line.startsWith('[rsbuild] HMR update failed, performing full reload: TypeError: Failed to fetch')), lines.join('\n'));
  });
  test('with the backend origin added to server.cors.origin beside defaultAllowedOrigins, the update is applied in place', async () => {
    const { reloaded, lines } = await backendPage('backend');
    assert.equal(reloaded, false, lines.join('\n'));
    assert.ok(!lines.some((line) => line.includes('HMR update failed')), lines.join('\n'));
  });
});

// ---------------------------------------------------------------------------------------------
// The JavaScript API's dev servers, production output, the samples' types, and the framework
// plugins' HMR settings: no browser.

/** Starts a dev server of a tiny project with the JS API and returns the scripts its page loads. */
async function apiDevServer(how: 'startDevServer' | 'createDevServer') {
  const { createRsbuild } = await rsbuildCore();
  const apiPort = await freePort();
  const rsbuild = await createRsbuild({
    cwd: makeProject({ 'src/index.js': "console.log('page');\n" }, 'hmr-api'),
    rsbuildConfig: { logLevel: 'silent', server: { port: apiPort, host: '127.0.0.1', printUrls: false } },
  });
  let hmrPlugin = false;
  rsbuild.onAfterCreateCompiler(({ compiler }) => {
    const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
    hmrPlugin = compilers[0].options.plugins.some((p) => p?.constructor?.name === 'HotModuleReplacementPlugin');
  });
  let close: () => Promise<void>;
  if (how === 'startDevServer') close = (await rsbuild.startDevServer()).server.close;
  else {
    const devServer = await rsbuild.createDevServer();
    await devServer.listen();
    close = devServer.close;
  }
  try {
    const html = await (await fetch(`http://127.0.0.1:${apiPort}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const js = (await Promise.all(scripts.map(async (src) => (await fetch(`http://127.0.0.1:${apiPort}${src}`)).text()))).join('\n');
    return { js, hmrPlugin };
  } finally {
    await close();
  }
}

// Only what the samples use from the DOM: lib.dom.d.ts alone costs seconds of CPU per program.
const domShim = 'declare const document: { querySelector(selector: string): { textContent: string | null } | null; body: { textContent: string | null } };\ndeclare function setInterval(handler: () => void, ms: number): number;\ndeclare function clearInterval(id: number): void;\n';
// The page's two samples, as written, and a module that uses module.hot.
const samples = {
  'src/index.ts': "import { render } from './render';\nimport './poll';\nimport './legacy';\n\nrender();\n\nif (import.meta.webpackHot) {\n  import.meta.webpackHot.accept('./render', () => {\n    // `render` now refers to the updated module\n    render();\n  });\n}\n",
  'src/render.ts': "export function render() {\n  document.body.textContent = 'rendered';\n}\n",
  'src/poll.ts': 'function poll() {\n  // ...\n}\n\nconst timer = setInterval(poll, 5000);\n\nif (import.meta.webpackHot) {\n  // Runs on the old module before the new one executes\n  import.meta.webpackHot.dispose(() => {\n    clearInterval(timer);\n  });\n  import.meta.webpackHot.accept();\n}\n',
  'src/legacy.js': "if (module.hot) {\n  module.hot.accept();\n}\nexport const legacy = 'legacy';\n",
};

describe('Hot module replacement › In the JavaScript API and in production', () => {
  // startDevServer sets NODE_ENV to 'development'; put it back for whatever runs next
  const nodeEnv = process.env.NODE_ENV;
  after(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('startDevServer() and createDevServer(): the page loads the dev client, which connects to /rsbuild-hmr, and the HotModuleReplacementPlugin is on', async () => {
    for (const how of ['startDevServer', 'createDevServer'] as const) {
      const { js, hmrPlugin } = await apiDevServer(how);
      assert.match(js, /rsbuild-hmr/, how);
      assert.equal(hmrPlugin, true, how);
    }
  });

  test('a production build has no HMR code: import.meta.webpackHot and module.hot become false and their blocks are emptied; rsbuild preview serves the files as built', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject(samples, 'hmr-prod');
    const previewPort = await freePort();
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', logLevel: 'silent', output: { minify: false }, server: { port: previewPort, host: '127.0.0.1', printUrls: false } } });
    await (await rsbuild.build()).close();
    const dist = path.join(cwd, 'dist');
    const js = listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
    assert.doesNotMatch(js, /webpackHot|module\.hot|accept|clearInterval|hot-update|rsbuild-hmr/);
    assert.equal(js.match(/if \(false\) \{\}/g)?.length, 3);
    const { server: preview } = await rsbuild.preview();
    try {
      const html = await (await fetch(`http://127.0.0.1:${previewPort}/`)).text();
      const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      assert.ok(scripts.length > 0);
      for (const src of scripts) assert.equal(await (await fetch(`http://127.0.0.1:${previewPort}${src}`)).text(), readText(dist, src.slice(1)));
    } finally {
      await preview.close();
    }
  });

  test('with the default minifier of a production build, the emptied if blocks are removed altogether', async () => {
    const cwd = makeProject(samples, 'hmr-prod-minified');
    const { dist, errors } = await withNodeEnv(process.env.NODE_ENV, () => buildProject(cwd, { mode: 'production' }));
    assert.deepEqual(errors, []);
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /setInterval\(/);
    assert.doesNotMatch(js, /webpackHot|module\.hot|accept|clearInterval|if\s*\(\s*(?:false|!1|0)\s*\)/);
  });
  test('the samples type-check with src/env.d.ts referencing @rsbuild/core/types, and not without it', () => {
    const check = (withEnv: boolean) => {
      const cwd = makeProject({ ...samples, 'src/dom.d.ts': domShim, ...(withEnv ? { 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' } : {}) }, 'hmr-types');
      const rootNames = ['src/index.ts', 'src/render.ts', 'src/poll.ts', 'src/dom.d.ts', ...(withEnv ? ['src/env.d.ts'] : [])].map((file) => path.join(cwd, file));
      const program = createTypeProgram(ts, { rootNames, options: { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts'], types: [], skipLibCheck: true } });
      return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    };
    assert.deepEqual(check(true), []);
    assert.ok(check(false).some((line) => line === "TS2339: Property 'webpackHot' does not exist on type 'ImportMeta'."), check(false).join('\n'));
  });
});

describe('Hot module replacement › Framework integration (plugin settings)', () => {
  type Found = { web: Rspack.Configuration; nohmr: Rspack.Configuration; node: Rspack.Configuration; prod: Rspack.Configuration; none: Rspack.Configuration };
  const found: Record<string, Found> = {};
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const setups: Record<string, () => RsbuildConfig['plugins']> = {
      react: () => [pluginReact()],
      preact: () => [pluginPreact()],
      solid: () => [pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()],
      svelte: () => [pluginSvelte()],
      vue: () => [pluginVue()],
    };
    const cwd = makeProject({ 'src/index.js': "console.log('x');\n" }, 'hmr-plugins');
    await Promise.all(
      Object.entries(setups).map(async ([name, plugins]) => {
        const environments = { web: {}, node: { output: { target: 'node' as const } } };
        const [web, node] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', plugins: plugins(), environments } })).initConfigs();
        const [nohmr] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', dev: { hmr: false }, plugins: plugins() } })).initConfigs();
        const [prod] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', plugins: plugins() } })).initConfigs();
        const [none] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'none', plugins: plugins() } })).initConfigs();
        found[name] = { web, nohmr, node, prod, none };
      }),
    );
  });
  const pluginNames = (config: Rspack.Configuration) => (config.plugins ?? []).map((p: any) => p?.constructor?.name);
  const loaderUses = (config: Rspack.Configuration, loader: RegExp) =>
    JSON.stringify(config.module?.rules, (_key, value) => (value instanceof RegExp ? String(value) : value)).match(new RegExp(loader.source, 'g')) ?? [];
  const ruleUse = (config: Rspack.Configuration, loader: RegExp): any =>
    (config.module!.rules as any[]).flatMap((rule) => [rule, ...(rule.oneOf ?? [])]).flatMap((rule) => rule.use ?? []).find((use: any) => loader.test(String(use.loader)));

  test('React and Preact: a development-mode build while NODE_ENV is production (what rsbuild build --mode development sets when it is unset) calls $RefreshSig$() with nothing defining it, and the page fails with ReferenceError: $RefreshSig$ is not defined', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const react = makeProject({ 'src/index.jsx': "import { useState } from 'react';\nexport function App() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n" }, 'hmr-dev-build-react');
    const preact = makeProject({ 'src/index.jsx': "import { useState } from 'preact/hooks';\nexport function App() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n" }, 'hmr-dev-build-preact');
    await withNodeEnv('production', async () => {
      await buildProject(react, { mode: 'development', plugins: [pluginReact()] });
      await buildProject(preact, { mode: 'development', plugins: [pluginPreact()] });
    });
    for (const dir of [react, preact]) {
      const source = builtScripts(dir);
      assert.match(source, /\$RefreshSig\$\(\)/, dir);
      assert.doesNotMatch(source, /\$RefreshSig\$ =/, dir);
      // The page itself fails as soon as the module runs.
      const { errors } = await openBuiltApp(browser, path.join(dir, 'dist'), 'p');
      assert.deepEqual(errors, ['ReferenceError: $RefreshSig$ is not defined'], dir);
    }
  });

  test('a component without hooks in such a build calls $RefreshReg$() with nothing defining it, and the page fails with ReferenceError: $RefreshReg$ is not defined; the one with hooks calls $RefreshSig$() before it', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const plainReact = makeProject({ 'src/index.jsx': 'export function App() {\n  return <p>plain</p>;\n}\n' }, 'hmr-dev-build-plain-react');
    const plainPreact = makeProject({ 'src/index.jsx': 'export function App() {\n  return <p>plain</p>;\n}\n' }, 'hmr-dev-build-plain-preact');
    const hooksPreact = makeProject({ 'src/index.jsx': "import { useState } from 'preact/hooks';\nexport function App() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n" }, 'hmr-dev-build-plain-preact-hooks');
    await withNodeEnv('production', async () => {
      await buildProject(plainReact, { mode: 'development', plugins: [pluginReact()] });
      await buildProject(plainPreact, { mode: 'development', plugins: [pluginPreact()] });
      await buildProject(hooksPreact, { mode: 'development', plugins: [pluginPreact()] });
    });
    for (const dir of [plainReact, plainPreact]) {
      const source = builtScripts(dir);
      assert.match(source, /\$RefreshReg\$\(_c, "App"\)/, dir);
      assert.doesNotMatch(source, /\$RefreshReg\$ =|\$RefreshSig\$/, dir);
      const { errors } = await openBuiltApp(browser, path.join(dir, 'dist'), 'p');
      assert.deepEqual(errors, ['ReferenceError: $RefreshReg$ is not defined'], dir);
    }
    const source = builtScripts(hooksPreact);
    assert.ok(source.indexOf('$RefreshSig$()') !== -1 && source.indexOf('$RefreshSig$()') < source.indexOf('$RefreshReg$('), source);
  });
  test('the remedies: fastRefresh: false or prefreshEnabled: false, or NODE_ENV=development set first, and the --mode development page runs', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const reactApp = "import { createRoot } from 'react-dom/client';\nimport { useState } from 'react';\nfunction App() {\n  const [n] = useState(7);\n  return <p>{n}</p>;\n}\ncreateRoot(document.getElementById('root')).render(<App />);\n";
    const preactApp = "import { render } from 'preact';\nimport { useState } from 'preact/hooks';\nfunction App() {\n  const [n] = useState(7);\n  return <p>{n}</p>;\n}\nrender(<App />, document.getElementById('root'));\n";
    const builds = [
      { nodeEnv: 'production', files: reactApp, plugins: [pluginReact({ fastRefresh: false })] },
      { nodeEnv: 'production', files: preactApp, plugins: [pluginPreact({ prefreshEnabled: false })] },
      // NODE_ENV=development set first, shown with React.
      { nodeEnv: 'development', files: reactApp, plugins: [pluginReact()] },
    ];
    for (const { nodeEnv, files, plugins } of builds) {
      const cwd = makeProject({ 'src/index.jsx': files }, 'hmr-dev-build-remedy');
      const { dist, errors } = await withNodeEnv(nodeEnv, () => buildProject(cwd, { mode: 'development', plugins }));
      assert.deepEqual(errors, []);
      const opened = await openBuiltApp(browser, dist, 'p');
      assert.deepEqual(opened, { errors: [], html: '<p>7</p>' }, `${nodeEnv} ${files.slice(0, 40)}`);
    }
  });
  test('React: ReactRefreshRspackPlugin only in development, with dev.hmr on and a web target; fastRefresh defaults to true', () => {
    assert.ok(pluginNames(found.react.web).includes('ReactRefreshRspackPlugin'));
    for (const key of ['nohmr', 'node', 'prod', 'none'] as const) assert.ok(!pluginNames(found.react[key]).includes('ReactRefreshRspackPlugin'), key);
  });
  test('Preact: PreactRefreshRspackPlugin only in development, with dev.hmr on and a web target; prefreshEnabled defaults to true and is turned off on Windows', () => {
    assert.ok(pluginNames(found.preact.web).includes('PreactRefreshRspackPlugin'));
    for (const key of ['nohmr', 'node', 'prod', 'none'] as const) assert.ok(!pluginNames(found.preact[key]).includes('PreactRefreshRspackPlugin'), key);
    const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-preact/dist/index.js'), 'utf8');
    assert.match(source, /'win32' === process\.platform && \(options\.prefreshEnabled = !1\)/);
  });
  test("Solid: the solid-refresh Babel plugin in every mode but production (mode 'none' too), with dev.hmr on and a web target", () => {
    assert.equal(loaderUses(found.solid.web, /solid-refresh/).length, 1);
    assert.equal(loaderUses(found.solid.none, /solid-refresh/).length, 1);
    for (const key of ['nohmr', 'node', 'prod'] as const) assert.equal(loaderUses(found.solid[key], /solid-refresh/).length, 0, key);
  });
  test('Svelte: svelte-loader\'s hotReload is on only in development with dev.hmr; svelte-loader 3.2.4 hot-reloads only below Svelte 5, with hotOptions', () => {
    assert.equal(ruleUse(found.svelte.web, /svelte-loader/).options.hotReload, true);
    assert.equal(ruleUse(found.svelte.nohmr, /svelte-loader/).options.hotReload, false);
    assert.equal(ruleUse(found.svelte.prod, /svelte-loader/).options.hotReload, false);
    // The table: the plugin's svelte-loader, which brings svelte-hmr.
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-svelte/package.json'), 'utf8')).dependencies['svelte-loader'], '3.2.4');
    assert.ok(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/package.json'), 'utf8')).dependencies['svelte-hmr']);
    const loader = readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/index.js'), 'utf8');
    assert.match(loader, /if \(options\.hotReload && !isProduction && !isServer && getMajor\(\) < 5\) \{\s*const hotOptions = \{ \.\.\.options\.hotOptions \};/);
  });
  test('Vue: rspack-vue-loader, without a hotReload option from the plugin; the loader adds hot reload code outside production and Node.js builds, behind module.hot', () => {
    const use = ruleUse(found.vue.web, /rspack-vue-loader/);
    assert.ok(use);
    assert.equal('hotReload' in use.options, false);
    const loader = readFileSync(path.join(rsbuildV1Dir, 'node_modules/rspack-vue-loader/dist/index.js'), 'utf8');
    assert.match(loader, /const isServer = \(_a = options\.isServerBuild\) !== null && _a !== void 0 \? _a : target === 'node';/);
    assert.match(loader, /const needsHotReload = \(!isServer \|\| options\.hotReload === true\) &&\s*!isProduction &&/);
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/rspack-vue-loader/dist/hotReload.js'), 'utf8'), /if \(module\.hot\) \{/);
  });
  test("Vue: the hot reload code stays only in development mode with NODE_ENV not production; NODE_ENV production (rsbuild build --mode development) or mode 'none' leaves none", async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    // A component without a template: no import of vue, so the bundles stay small.
    const files = { 'src/App.vue': '<script>\nexport default { name: "App" };\n</script>\n', 'src/index.js': "import App from './App.vue';\nconsole.log(App);\n" };
    const hotCode = async (nodeEnv: string, mode: 'development' | 'none') => {
      const { dist, errors } = await withNodeEnv(nodeEnv, () => buildProject(makeProject(files, 'hmr-vue'), { mode, plugins: [pluginVue()], output: { minify: false } }));
      assert.deepEqual(errors, []);
      return listFiles(dist).filter((file) => file.endsWith('.js')).some((file) => readText(dist, file).includes('.__hmrId = "'));
    };
    assert.equal(await hotCode('development', 'development'), true);
    assert.equal(await hotCode('production', 'development'), false);
    assert.equal(await hotCode('development', 'none'), false);
  });
});
