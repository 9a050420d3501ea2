import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { Browser, Page } from 'playwright-core';
import ts from 'typescript';
import { freePort, listFiles, makeProject, pageText, withoutInstalledPackages, outputFile, pageSamples, plugin, readText, rsbuildCore, rsbuildV1Dir, startCli, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles, PRINTED_BUILD_TIME, launchChromium } from './harness';

// A React app that imports a package from a folder named node_modules. It sits under src
// because the fixture's own node_modules is the shared install, which tests must not write to.
const kit = (label: string) => `import { createElement, useState } from 'react';
export const label = '${label}';
export function Badge() {
  const [taps, setTaps] = useState(0);
  return createElement('button', { id: 'badge', onClick: () => setTaps(taps + 1) }, 'Badge ' + taps);
}
`;
const app = (suffix = '') => `import { useState } from 'react';
import { Badge, label } from 'my-ui-kit';
export default function App() {
  const [count, setCount] = useState(0);
  return <div><button id="app" onClick={() => setCount(count + 1)}>{label}: {count}${suffix}</button><Badge /></div>;
}
`;
const reactApp = {
  'src/index.jsx': `import { createRoot } from 'react-dom/client';
import App from './App';
createRoot(document.getElementById('root')).render(<App />);
`,
  'src/App.jsx': app(),
  'src/node_modules/my-ui-kit/package.json': '{ "name": "my-ui-kit", "main": "index.js" }',
  'src/node_modules/my-ui-kit/index.js': kit('Clicks'),
};
const reactConfig = (extra = '') => `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({
  plugins: [pluginReact()],
  server: { printUrls: false },
  ${extra}
});
`;
// The page's sample, verbatim.
const watchKitConfig = reactConfig(`tools: {
    rspack: {
      watchOptions: {
        ignored: /[\\\\/]node_modules[\\\\/](?!my-ui-kit[\\\\/])/,
      },
    },
  },`);

let browser: Browser;
const stops: (() => Promise<void>)[] = [];
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  for (const stop of stops) await stop();
});

async function dev(dir: string, host = 'localhost', env: Record<string, string> = {}) {
  const port = await freePort();
  const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/, { env });
  stops.push(server.stop);
  await server.started;
  return { server, port, ...(await openPage(`http://${host}:${port}/`)) };
}

/** Opens url in a page of its own (trusting the tests' self-signed certificates), recording console messages, page errors and the WebSocket URLs it opens. */
async function openPage(url: string) {
  const page = await browser.newPage({ ignoreHTTPSErrors: true });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(url, { timeout: 120_000 });
  return { page, messages, errors, sockets };
}

/** Clicks the app's button twice and the package's once, and marks the window to spot reloads. */
async function makeState(page: Page, label = 'Clicks') {
  await page.locator('#app', { hasText: `${label}: 0` }).click();
  await page.locator('#app', { hasText: `${label}: 1` }).click();
  await page.locator('#badge').click();
  await page.locator('#badge', { hasText: 'Badge 1' }).waitFor();
  await page.evaluate(() => ((window as any).beforeEdit = true));
}
const survivedEdit = (page: Page) => page.evaluate(() => (window as any).beforeEdit === true);

/**
 * A TCP forwarder to a dev server's port, listening on a free port of its own, as a published
 * Docker port or a proxy would; with TLS options it ends TLS in front of the plain HTTP server.
 * Returns the port it listens on; it closes with the other servers after the file.
 */
async function startForwarder(targetPort: number, tlsOptions?: tls.TlsOptions): Promise<number> {
  const open = new Set<net.Socket>();
  const forward = (socket: net.Socket) => {
    open.add(socket);
    const upstream = net.connect(targetPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  };
  const server = tlsOptions ? tls.createServer(tlsOptions, forward) : net.createServer(forward);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  );
  return port;
}

describe('HMR FAQ', { concurrency: true }, () => {
  test('How do I find out why HMR is not working: a healthy session logs the socket in the console and a building/ready pair per save; a reload logs HMR update failed with the two quoted lines, then the stack trace; an error thrown by a component file is logged by Fast Refresh, with no reload and no HMR update failed', async () => {
    const dir = makeProject({ ...reactApp, 'rsbuild.config.mjs': reactConfig() }, 'hmr-healthy');
    const { server, page, messages } = await dev(dir);
    await waitFor('the socket messages', () => messages.includes('[rsbuild] WebSocket connected.'));
    assert.ok(messages.includes('[rsbuild] WebSocket connecting...'));
    await makeState(page);
    writeProjectFiles(dir, { 'src/App.jsx': app('!') });
    await page.locator('#app', { hasText: 'Clicks: 2!' }).waitFor();
    assert.ok(await survivedEdit(page), 'a component edit keeps the page');
    assert.match(server.output(), new RegExp(String.raw`start\s+building src/App\.jsx\n.*ready\s+built in ${PRINTED_BUILD_TIME}`));

    // Why does the page reload instead of updating: a constant exported next to the component.
    writeProjectFiles(dir, { 'src/App.jsx': `export const LABEL = 'Mixed';\n${app('?')}` });
    await page.locator('#app', { hasText: 'Clicks: 0?' }).waitFor();
    assert.equal(await survivedEdit(page), false, 'the page reloaded');
    // The next edit of the file that is no boundary: the console says why before the reload.
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/App.jsx': `export const LABEL = 'Mixed';\n${app('#')}` });
    await page.locator('#app', { hasText: 'Clicks: 0#' }).waitFor();
    assert.equal(await survivedEdit(page), false, 'the page reloaded again');
    // The two lines the page quotes, then the error's stack trace.
    assert.ok(
      messages.some((message) =>
        /^\[rsbuild\] HMR update failed, performing full reload: Error: Aborted because \.\/src\/App\.jsx is not accepted\nUpdate propagation: \.\/src\/App\.jsx -> \.\/src\/index\.jsx\n {4}at applyHandler \(http:\/\/localhost:\d+\/static\/js\/index\.js:\d+:\d+\)\n {4}at /.test(message),
      ),
      messages.join('\n'),
    );
    // An error thrown while a component file runs again is caught by Fast Refresh: it is logged,
    // and the page is neither reloaded nor told that the update failed.
    writeProjectFiles(dir, { 'src/App.jsx': app('+') });
    await page.locator('#app', { hasText: 'Clicks: 0+' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));
    const failures = () => messages.filter((message) => message.startsWith('[rsbuild] HMR update failed')).length;
    const failed = failures();
    writeProjectFiles(dir, { 'src/App.jsx': `throw new Error('boom in App');\n${app('+')}` });
    await waitFor('the logged error', () => messages.some((message) => message.startsWith('Error: boom in App')), 30_000);
    assert.ok(await survivedEdit(page), 'no reload');
    assert.equal(failures(), failed);
    assert.equal(await page.locator('#app').textContent(), 'Clicks: 0+');
  });

  test("How do I find out why HMR is not working: with logLevel 'warn' the terminal prints no building/ready lines and the console no [rsbuild] lines, while a CSS edit is still a hot update", async () => {
    const color = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('box')!).color).catch(() => '');
    const dir = makeProject(
      {
        'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">box</p>';\n`,
        'src/style.css': '#box { color: rgb(255, 0, 0); }\n',
        'rsbuild.config.mjs': `export default { logLevel: 'warn' };\n`,
      },
      'hmr-log-level',
    );
    const port = await freePort();
    // Nothing but the greeting is printed, so readiness is the server answering.
    const server = startCli(dir, ['dev', '--port', String(port)], /Rsbuild v1\.7\.6/);
    stops.push(server.stop);
    await server.started;
    await waitFor('the dev server', () => fetch(`http://localhost:${port}/`).then((response) => response.ok, () => false));
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`http://localhost:${port}/`, { timeout: 120_000 });
    await waitFor('red', async () => (await color(page)) === 'rgb(255, 0, 0)');
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/style.css': '#box { color: rgb(0, 0, 255); }\n' });
    await waitFor('blue', async () => (await color(page)) === 'rgb(0, 0, 255)', 30_000);
    assert.ok(await survivedEdit(page), 'a hot update');
    assert.deepEqual(messages.filter((message) => message.includes('[rsbuild]')), []);
    assert.equal(server.output().trim(), 'Rsbuild v1.7.6');
  });

  test("How do I find out why HMR is not working: dev.client.logLevel follows logLevel only while unset; 'warn' alone hides the console's [rsbuild] lines while the terminal prints its building/ready pair, and a CSS edit is still a hot update", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '1;\n' }, 'hmr-client-log-level-config');
    const clientLevel = async (rsbuildConfig: RsbuildConfig) => {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().dev.client.logLevel;
    };
    // Unset, it takes logLevel; set, it keeps its own. (The nginx test below shows the console
    // printing [rsbuild] lines with logLevel 'silent' next to dev.client.logLevel 'info'.)
    assert.deepEqual(
      [await clientLevel({}), await clientLevel({ logLevel: 'warn' }), await clientLevel({ logLevel: 'warn', dev: { client: { logLevel: 'info' } } })],
      ['info', 'warn', 'info'],
    );
    const color = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('box')!).color).catch(() => '');
    const dir = makeProject(
      {
        'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">box</p>';\n`,
        'src/style.css': '#box { color: rgb(255, 0, 0); }\n',
        'rsbuild.config.mjs': `export default { server: { printUrls: false }, dev: { client: { logLevel: 'warn' } } };\n`,
      },
      'hmr-client-log-level',
    );
    const { server, page, messages, sockets } = await dev(dir);
    await waitFor('red', async () => (await color(page)) === 'rgb(255, 0, 0)');
    // The socket is open although the console says nothing about it.
    await waitFor('the socket', () => sockets.length === 1);
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/style.css': '#box { color: rgb(0, 0, 255); }\n' });
    await waitFor('blue', async () => (await color(page)) === 'rgb(0, 0, 255)', 30_000);
    assert.ok(await survivedEdit(page), 'a hot update');
    assert.match(server.output(), new RegExp(String.raw`start\s+building src/style\.css\n.*ready\s+built in ${PRINTED_BUILD_TIME}`));
    assert.deepEqual(messages.filter((message) => message.includes('[rsbuild]')), []);
  });

  test("How do I use HMR over HTTPS: behind a proxy that ends TLS in front of a plain HTTP dev server, the client opens wss:// on the page's host and port, through the proxy, and connects", async () => {
    const dir = makeProject({ 'src/index.js': "document.body.textContent = 'hello';\n", 'rsbuild.config.mjs': `export default { server: { printUrls: false } };\n` }, 'hmr-tls-proxy');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    stops.push(server.stop);
    await server.started;
    // The proxy: TLS on its own port, plain TCP to the dev server.
    const proxyPort = await startForwarder(port, { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) });
    const { messages, sockets } = await openPage(`https://localhost:${proxyPort}/`);
    await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    assert.ok(!messages.some((message) => message.includes('fallback')), messages.join('\n'));
    assert.deepEqual(sockets.map((url) => url.replace(/token=[0-9a-f]+/, 'token=…')), [`wss://localhost:${proxyPort}/rsbuild-hmr?token=…`]);
  });

  test('Why does the page reload: without a framework, an error thrown while a self-accepting module runs again logs HMR update failed, performing full reload with that error, and the page reloads', async () => {
    const hot = (body: string) => `${body}\ndocument.getElementById('box').textContent = 'hot';\nimport.meta.webpackHot.accept();\n`;
    const dir = makeProject(
      {
        'src/index.js': `document.body.innerHTML = '<p id="box">box</p>';\nimport('./hot.js');\n`,
        'src/hot.js': hot(''),
        'rsbuild.config.mjs': `export default { server: { printUrls: false } };\n`,
      },
      'hmr-apply-error',
    );
    const { page, messages } = await dev(dir);
    await page.locator('#box', { hasText: 'hot' }).waitFor();
    await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/hot.js': hot("throw new Error('boom in hot.js');") });
    await waitFor('the reload', async () => (await survivedEdit(page).catch(() => true)) === false, 30_000);
    assert.ok(
      messages.some((message) => message.startsWith('[rsbuild] HMR update failed, performing full reload: Error: boom in hot.js\n')),
      messages.join('\n'),
    );
  });

  test('Why are changes in node_modules not detected: by default an edit of a package in node_modules triggers no rebuild', async () => {
    const dir = makeProject({ ...reactApp, 'rsbuild.config.mjs': reactConfig() }, 'hmr-unwatched');
    const { page } = await dev(dir);
    await makeState(page);
    writeProjectFiles(dir, { 'src/node_modules/my-ui-kit/index.js': kit('Taps') });
    // A later edit of a watched file rebuilds, and the package's old code is still in the bundle.
    writeProjectFiles(dir, { 'src/App.jsx': app('!') });
    await page.locator('#app', { hasText: 'Clicks: 2!' }).waitFor();
    assert.equal(await page.locator('#app').textContent(), 'Clicks: 2!');
  });

  test("Why are changes in node_modules not detected: with the page's watchOptions.ignored, a package edit is a hot update that keeps the app's state; only a component defined in the package remounts", async () => {
    const dir = makeProject({ ...reactApp, 'rsbuild.config.mjs': watchKitConfig }, 'hmr-node-modules');
    const { page } = await dev(dir);
    await makeState(page);
    writeProjectFiles(dir, { 'src/node_modules/my-ui-kit/index.js': kit('Taps') });
    await page.locator('#app', { hasText: 'Taps: 2' }).waitFor();
    assert.ok(await survivedEdit(page), 'no full reload');
    assert.equal(await page.locator('#badge').textContent(), 'Badge 0');
  });

  test('React is loaded from a CDN: with react and react-dom as externals loaded by a script tag, React 19 production build does not render, and with its development build a component edit runs but the page keeps the old output', async () => {
    // The "CDN": React and React DOM built into one script that sets the globals, served from public/.
    const dir = makeProject(
      {
        'vendor/index.js': `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
window.React = React;
window.ReactDOM = ReactDOM;
`,
        'src/index.jsx': reactApp['src/index.jsx'],
        'src/App.jsx': `import { useState } from 'react';
export default function App() {
  const [count, setCount] = useState(0);
  return <button id="app" onClick={() => setCount(count + 1)}>Clicks: {count}</button>;
}
`,
        'rsbuild.config.mjs': reactConfig(`output: { externals: { react: 'React', 'react-dom/client': 'ReactDOM' } },
  html: { tags: [{ tag: 'script', attrs: { src: '/react.js' }, head: true, append: false }] },`),
      },
      'hmr-cdn',
    );
    const { createRsbuild } = await rsbuildCore();
    const buildVendor = async (mode: 'production' | 'development') => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          mode,
          logLevel: 'warn',
          source: { entry: { react: './vendor/index.js' } },
          output: { distPath: { root: 'public', js: '' }, filenameHash: false, sourceMap: false, cleanDistPath: false },
          server: { publicDir: false },
          tools: { htmlPlugin: false },
          performance: { chunkSplit: { strategy: 'all-in-one' } },
        },
      });
      await rsbuild.build();
    };
    await buildVendor('production');
    assert.doesNotMatch(outputFile(`${dir}/public`, /^react\.js$/), /Download the React DevTools/, 'the production build of React DOM');
    const { page, errors, messages } = await dev(dir);
    // React 19's production build next to the bundle's development JSX runtime: nothing renders.
    await waitFor('the page error', () => errors.includes('TypeError: dispatcher.getOwner is not a function'));
    assert.equal(await page.locator('#root').innerHTML(), '');

    await buildVendor('development');
    await page.reload();
    await page.locator('#app', { hasText: 'Clicks: 0' }).click();
    await page.locator('#app', { hasText: 'Clicks: 1' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, {
      'src/App.jsx': `import { useState } from 'react';
window.appEdited = true;
export default function App() {
  const [count, setCount] = useState(0);
  return <button id="app" onClick={() => setCount(count + 1)}>Taps: {count}</button>;
}
`,
    });
    // The new module runs in the same page (no reload), yet React keeps rendering the old component.
    await page.waitForFunction(() => (window as any).appEdited === true);
    assert.ok(await survivedEdit(page));
    assert.equal(await page.locator('#root').innerHTML(), '<button id="app">Clicks: 1</button>');
  });
  test('React from a CDN: React 19 ships no umd folder, so no script of its own sets the React and ReactDOM globals', () => {
    // npm pack, December 2026 (the registry is not reached from tests): react 18.3.1 holds
    // umd/react.production.min.js and react-dom 18.3.1 umd/react-dom.production.min.js; react and
    // react-dom 19.3.1 (the latest) hold no umd folder, as 19.2.0 here does not.
    for (const name of ['react', 'react-dom']) {
      const dir = path.join(rsbuildV1Dir, 'node_modules', name);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      assert.equal(manifest.version, '19.2.0');
      assert.equal(existsSync(path.join(dir, 'umd')), false, name);
      assert.ok(!manifest.files.some((file: string) => file.includes('umd')), name);
      assert.deepEqual(listFiles(dir).filter((file) => /(?:^|\/)umd\//.test(file)), [], name);
    }
  });

  test('Why does the page reload: with LABEL in src/constants.js, App edits keep the count and a constants.js edit is accepted by App.jsx; a type export does not count; an anonymous default export reloads', async () => {
    const counter = (label: string, head = '') => `import { useState } from 'react';
import { LABEL } from './constants';
${head}
export default function App() {
  const [count, setCount] = useState(0);
  return <button id="app" onClick={() => setCount(count + 1)}>{LABEL}: {count}${label}</button>;
}
`;
    const dir = makeProject(
      {
        'src/index.tsx': reactApp['src/index.jsx'],
        'src/App.tsx': counter(''),
        'src/constants.js': `export const LABEL = 'Clicks';\n`,
        'rsbuild.config.mjs': reactConfig(),
      },
      'hmr-constants',
    );
    const { page } = await dev(dir);
    const mark = async (label: string) => {
      await page.locator('#app', { hasText: `${label}: 0` }).click();
      await page.locator('#app', { hasText: `${label}: 1` }).waitFor();
      await page.evaluate(() => ((window as any).beforeEdit = true));
    };
    await mark('Clicks');
    writeProjectFiles(dir, { 'src/App.tsx': counter('!') });
    await page.locator('#app', { hasText: 'Clicks: 1!' }).waitFor();
    writeProjectFiles(dir, { 'src/constants.js': `export const LABEL = 'Taps';\n` });
    await page.locator('#app', { hasText: 'Taps: 1!' }).waitFor();
    // A TypeScript type export next to the component: still a boundary.
    writeProjectFiles(dir, { 'src/App.tsx': counter('?', 'export type Props = { label: string };') });
    await page.locator('#app', { hasText: 'Taps: 1?' }).waitFor();
    assert.ok(await survivedEdit(page), 'no reload so far');
    // An anonymous default export: the next edit reloads the page.
    const anonymous = (label: string) => counter(label).replace('export default function App()', 'export default () =>').replace(/\n}\n$/, '\n};\n');
    writeProjectFiles(dir, { 'src/App.tsx': anonymous('#') });
    await page.locator('#app', { hasText: 'Taps: ' }).filter({ hasText: '#' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/App.tsx': anonymous('%') });
    await page.locator('#app', { hasText: 'Taps: 0%' }).waitFor();
    assert.equal(await survivedEdit(page), false, 'the page reloaded');
  });

  test("Why don't CSS changes show up: dev CSS has no hash by default; with a hashed CSS name in development the page keeps the old styles after [HMR] Reload all CSS", async () => {
    const files = (color: string) => ({ 'src/style.css': `#box { color: ${color}; }\n` });
    const js = { 'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">box</p>';\n` };
    const plain = makeProject({ ...js, ...files('rgb(255, 0, 0)'), 'rsbuild.config.mjs': `export default { server: { printUrls: false } };\n` }, 'hmr-css-plain');
    const hashed = makeProject(
      {
        ...js,
        ...files('rgb(255, 0, 0)'),
        'rsbuild.config.mjs': `export default { server: { printUrls: false }, output: { filename: { css: 'styles/[name].[contenthash:10].css' } } };\n`,
      },
      'hmr-css-hashed',
    );
    const color = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('box')!).color);
    const a = await dev(plain);
    const b = await dev(hashed);
    assert.deepEqual(await a.page.$$eval('link[rel=stylesheet]', (links) => links.map((l) => l.getAttribute('href'))), ['/static/css/index.css']);
    assert.match((await b.page.$$eval('link[rel=stylesheet]', (links) => links.map((l) => l.getAttribute('href')))).join(), /^\/static\/css\/styles\/index\.[0-9a-f]{10}\.css$/);
    await waitFor('red', async () => (await color(a.page)) === 'rgb(255, 0, 0)' && (await color(b.page)) === 'rgb(255, 0, 0)');
    await b.page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(plain, files('rgb(0, 0, 255)'));
    writeProjectFiles(hashed, files('rgb(0, 0, 255)'));
    await waitFor('blue on the default setup', async () => (await color(a.page)) === 'rgb(0, 0, 255)', 30_000);
    // The default setup updates by reloading every stylesheet link too.
    await waitFor('[HMR] Reload all CSS on the default setup', () => a.messages.includes('[HMR] Reload all CSS'), 30_000);
    await waitFor('[HMR] Reload all CSS on the hashed setup', () => b.messages.includes('[HMR] Reload all CSS'), 30_000);
    // The reloaded <link> replaces the old one once its stylesheet has loaded.
    const reloadedLinks = () =>
      b.page.$$eval('link[rel=stylesheet]', (links) => links.map((l) => `${l.getAttribute('href')} ${(l as HTMLLinkElement).sheet ? 'loaded' : 'pending'}`));
    await waitFor('the hashed setup reloaded its link', async () => /^\/static\/css\/styles\/index\.[0-9a-f]{10}\.css\?\d+ loaded$/.test((await reloadedLinks()).join()), 30_000);
    assert.ok(await survivedEdit(b.page), 'a CSS update, not a page reload');
    assert.equal(await color(b.page), 'rgb(255, 0, 0)');
  });
  test('Is HMR turned off: dev.hmr false reloads on a CSS edit; with dev.liveReload false too, no [rsbuild] messages and no change; an HTML template edit reloads', async () => {
    const files = (color: string, title: string) => ({
      'index.html': `<!doctype html><html><head><title>${title}</title></head><body><p id="box">box</p></body></html>\n`,
      'src/style.css': `#box { color: ${color}; }\n`,
    });
    const js = { 'src/index.js': `import './style.css';\n` };
    const config = (dev: string) => `export default { server: { printUrls: false }, html: { template: './index.html' }, dev: { ${dev} } };\n`;
    const noHmr = makeProject({ ...js, ...files('rgb(255, 0, 0)', 'T1'), 'rsbuild.config.mjs': config('hmr: false') }, 'hmr-off');
    const noClient = makeProject({ ...js, ...files('rgb(255, 0, 0)', 'T1'), 'rsbuild.config.mjs': config('hmr: false, liveReload: false') }, 'hmr-no-client');
    const healthy = makeProject({ ...js, ...files('rgb(255, 0, 0)', 'T1'), 'rsbuild.config.mjs': config('') }, 'hmr-template');
    const color = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('box')!).color).catch(() => '');
    const a = await dev(noHmr);
    const b = await dev(noClient);
    const c = await dev(healthy);
    for (const { page } of [a, b, c]) {
      await waitFor('red', async () => (await color(page)) === 'rgb(255, 0, 0)');
      await page.evaluate(() => ((window as any).beforeEdit = true));
    }
    await waitFor('the socket of the default setup', () => c.messages.includes('[rsbuild] WebSocket connected.'));
    writeProjectFiles(noHmr, { 'src/style.css': '#box { color: rgb(0, 0, 255); }\n' });
    writeProjectFiles(noClient, { 'src/style.css': '#box { color: rgb(0, 0, 255); }\n' });
    writeProjectFiles(healthy, { 'index.html': files('rgb(255, 0, 0)', 'T2')['index.html'] });
    await waitFor('blue after a reload with dev.hmr false', async () => (await color(a.page)) === 'rgb(0, 0, 255)', 30_000);
    assert.equal(await survivedEdit(a.page), false, 'dev.hmr false: the page reloaded');
    await waitFor('the new title after a template edit', async () => (await c.page.title().catch(() => '')) === 'T2', 30_000);
    assert.equal(await survivedEdit(c.page), false, 'the template edit reloaded the page');
    // Without any client: the rebuild happens, the open page stays as it was.
    await waitFor('the rebuild without a client', () => /start\s+building src\/style\.css/.test(b.server.output()), 30_000);
    await waitFor('the rebuild done', () => (b.server.output().match(/ready\s+built in/g) ?? []).length >= 2, 30_000);
    assert.equal(await color(b.page), 'rgb(255, 0, 0)');
    assert.ok(await survivedEdit(b.page));
    assert.deepEqual(b.messages.filter((message) => message.includes('[rsbuild]')), []);
  });
  test('Is HMR turned off: a dev server in any mode but development has no HMR plugin, and the client reloads the page on a CSS or JS edit (NODE_ENV=production set in the shell)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '1;\n' }, 'hmr-modes');
    const hmrPlugins: Record<string, number> = {};
    for (const mode of ['development', 'production', 'none'] as const) {
      const [web] = await (await createRsbuild({ cwd, rsbuildConfig: { mode } })).initConfigs({ action: 'dev' });
      hmrPlugins[mode] = (web.plugins ?? []).filter((p: any) => p?.constructor?.name === 'HotModuleReplacementPlugin').length;
    }
    assert.deepEqual(hmrPlugins, { development: 1, production: 0, none: 0 });

    const color = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('box')!).color).catch(() => '');
    const dir = makeProject(
      {
        'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">one</p>';\n`,
        'src/style.css': '#box { color: rgb(255, 0, 0); }\n',
        'rsbuild.config.mjs': `export default { server: { printUrls: false } };\n`,
      },
      'hmr-production-mode',
    );
    const { page, messages } = await dev(dir, 'localhost', { NODE_ENV: 'production' });
    await waitFor('red', async () => (await color(page)) === 'rgb(255, 0, 0)');
    await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/style.css': '#box { color: rgb(0, 0, 255); }\n' });
    await waitFor('blue', async () => (await color(page)) === 'rgb(0, 0, 255)', 30_000);
    assert.equal(await survivedEdit(page), false, 'the CSS edit reloaded the page');
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">two</p>';\n` });
    await page.locator('#box', { hasText: 'two' }).waitFor();
    assert.equal(await survivedEdit(page), false, 'the JS edit reloaded the page');
  });
  test('Why do hooks fail after I link a package: npm ls react lists the copy inside the linked package next to the app\'s own', () => {
    // The app's node_modules: React and a link to the package, whose own folder holds a second React.
    const root = withoutInstalledPackages(
      makeProject(
        {
          'package.json': '{ "name": "app", "version": "1.0.0", "dependencies": { "react": "19.2.0", "linked-ui": "file:packages/linked-ui" } }',
          'packages/linked-ui/package.json': '{ "name": "linked-ui", "version": "1.0.0", "peerDependencies": { "react": "*" }, "devDependencies": { "react": "19.2.0" } }',
        },
        'hmr-npm-ls',
      ),
    );
    const react = path.join(rsbuildV1Dir, 'node_modules/react');
    cpSync(react, path.join(root, 'node_modules/react'), { recursive: true, dereference: true });
    cpSync(react, path.join(root, 'packages/linked-ui/node_modules/react'), { recursive: true, dereference: true });
    symlinkSync(path.join(root, 'packages/linked-ui'), path.join(root, 'node_modules/linked-ui'), 'dir');
    // npm ls reads the folders only; it does not reach the registry.
    const output = execFileSync('npm', ['ls', 'react'], { cwd: root, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
    assert.equal(output.split('\n').slice(1).join('\n'), '├─┬ linked-ui@1.0.0 -> ./packages/linked-ui\n│ └── react@19.2.0\n└── react@19.2.0\n\n');
  });

  test('Why do hooks fail after I link a package: a linked package with its own copy of React logs Invalid hook call twice, then TypeError: Cannot read properties of null (reading useState) and An error occurred in the <Badge> component, and nothing renders; resolve.dedupe for react and react-dom renders it, and an edit of the linked package is a hot update', async () => {
    // A package linked into the app's node_modules, whose real folder holds its own copy of React.
    const files = (dedupe: string) => ({
      'src/index.jsx': `import { createRoot } from 'react-dom/client';
import { Badge } from 'linked-ui';
createRoot(document.getElementById('root')).render(<Badge />);
`,
      'packages/linked-ui/package.json': '{ "name": "linked-ui", "main": "index.js" }',
      'packages/linked-ui/index.js': `import { createElement, useState } from 'react';
export function Badge() {
  const [taps] = useState(0);
  return createElement('p', { id: 'badge' }, 'Badge ' + taps);
}
`,
      'rsbuild.config.mjs': reactConfig(dedupe),
    });
    const link = (dir: string) => {
      cpSync(path.join(rsbuildV1Dir, 'node_modules/react'), path.join(dir, 'packages/linked-ui/node_modules/react'), { recursive: true, dereference: true });
      mkdirSync(path.join(dir, 'src/node_modules'));
      symlinkSync(path.join(dir, 'packages/linked-ui'), path.join(dir, 'src/node_modules/linked-ui'), 'dir');
      return dir;
    };
    const twoCopies = link(makeProject(files(''), 'hmr-two-reacts'));
    const deduped = link(makeProject(files(`resolve: { dedupe: ['react', 'react-dom'] },`), 'hmr-dedupe'));
    const a = await dev(twoCopies);
    const b = await dev(deduped);
    const hookCall = await waitFor('the invalid hook call message', () =>
      a.messages.find((message) => message.startsWith('Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:')),
    );
    // The whole message React 19 logs, as the page quotes it.
    assert.equal(
      hookCall,
      'Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://react.dev/link/invalid-hook-call for tips about how to debug and fix this problem.',
    );
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/react/package.json'), 'utf8')).version.split('.')[0], '19');
    // Logged twice, then the uncaught error named after the first hook, and React's note on the component.
    await waitFor('the component error note', () => a.messages.some((message) => message.includes('An error occurred in the <Badge> component. Consider adding an error boundary')));
    assert.equal(a.messages.filter((message) => message === hookCall).length, 2, a.messages.join('\n'));
    assert.deepEqual(a.errors, ["TypeError: Cannot read properties of null (reading 'useState')"]);
    await b.page.locator('#badge', { hasText: 'Badge 0' }).waitFor();
    assert.equal(await a.page.locator('#root').innerHTML(), '');
    // Why are changes in node_modules not detected: the linked package's real folder is watched,
    // and an edit of it is a hot update.
    await b.page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(deduped, { 'packages/linked-ui/index.js': files('')['packages/linked-ui/index.js'].replace("'Badge '", "'Tap '") });
    await b.page.locator('#badge', { hasText: 'Tap 0' }).waitFor();
    assert.ok(await survivedEdit(b.page), 'no full reload');
  });

  test("Why does the WebSocket fail behind a proxy: dev.client.path moves the socket on the server and in the client; the server upgrades it only with the page's token", async () => {
    const dir = makeProject(
      {
        'src/index.js': `document.body.textContent = 'hello';\n`,
        'rsbuild.config.mjs': `export default { server: { printUrls: false }, dev: { client: { path: '/app/socket' } } };\n`,
      },
      'hmr-client-path',
    );
    const { messages, sockets, port } = await dev(dir);
    await waitFor('the socket on the new path', () => messages.includes('[rsbuild] WebSocket connected.'));
    assert.deepEqual(sockets.map((url) => url.replace(/token=[0-9a-f]+$/, 'token=…')), [`ws://localhost:${port}/app/socket?token=…`]);
    // What a proxy that drops the query string would send: the same upgrade without the token.
    const http = await import('node:http');
    const upgrade = (search: string) =>
      new Promise<string>((resolve) => {
        const request = http.request({ host: '127.0.0.1', port, path: `/app/socket${search}`, headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' } });
        request.on('upgrade', (response, socket) => {
          socket.destroy();
          resolve(String(response.statusCode));
        });
        request.on('response', (response) => resolve(String(response.statusCode)));
        request.on('error', (error) => resolve(error.message));
        request.end();
      });
    assert.equal(await upgrade(new URL(sockets[0]).search), '101');
    assert.equal(await upgrade(''), 'socket hang up');
    assert.equal(await upgrade('?token=0000'), 'socket hang up');
  });

  test('Why does the WebSocket fail behind a proxy: the reason after failed: depends on the proxy (a 404 when it forwards the request without Upgrade and Connection, closed before the handshake when it closes the connection); the client then falls back and connects', async () => {
    const http = await import('node:http');
    const dir = makeProject({ 'src/index.js': `document.body.textContent = 'hello';\n`, 'rsbuild.config.mjs': `export default { server: { printUrls: false } };\n` }, 'hmr-proxy');
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    stops.push(server.stop);
    await server.started;
    // A proxy that forwards HTTP only: requests go on without their Upgrade and Connection headers;
    // with closeUpgrades, an upgrade request has its connection closed instead.
    const proxyPort = async (closeUpgrades: boolean) => {
      const proxy = http.createServer((request, response) => {
        const headers = { ...request.headers };
        delete headers.upgrade;
        delete headers.connection;
        const upstream = http.request({ host: '127.0.0.1', port, path: request.url, method: request.method, headers }, (answer) => {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
        });
        request.pipe(upstream);
      });
      if (closeUpgrades) proxy.on('upgrade', (_request, socket) => socket.destroy());
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      stops.push(() => new Promise<void>((resolve) => { proxy.close(() => resolve()); proxy.closeAllConnections(); }));
      return (proxy.address() as import('node:net').AddressInfo).port;
    };
    const socketLines = async (closeUpgrades: boolean) => {
      const through = await proxyPort(closeUpgrades);
      const page = await browser.newPage();
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.goto(`http://localhost:${through}/`, { timeout: 120_000 });
      await waitFor('the fallback socket', () => messages.includes('[rsbuild] WebSocket connected.'));
      await page.close();
      return messages.filter((message) => message.includes('WebSocket')).map((message) => message.replace(/token=[0-9a-f]+/, 'token=…').replace(`:${through}/`, ':<proxy>/'));
    };
    const fallback = ['[rsbuild] WebSocket connection failed. Trying direct connection fallback.', '[rsbuild] WebSocket connecting...', '[rsbuild] WebSocket connected.'];
    assert.deepEqual(await socketLines(false), [
      '[rsbuild] WebSocket connecting...',
      "WebSocket connection to 'ws://localhost:<proxy>/rsbuild-hmr?token=…' failed: Error during WebSocket handshake: Unexpected response code: 404",
      ...fallback,
    ]);
    assert.deepEqual(await socketLines(true), [
      '[rsbuild] WebSocket connecting...',
      "WebSocket connection to 'ws://localhost:<proxy>/rsbuild-hmr?token=…' failed: Connection closed before receiving a handshake response",
      ...fallback,
    ]);
  });

  test('Why does the WebSocket fail behind a proxy: when the first socket fails, the client retries at localhost (server.host left at 0.0.0.0) on the port the dev server listens on', async () => {
    const closed = await freePort();
    const dir = makeProject(
      {
        'src/index.js': `document.body.textContent = 'hello';\n`,
        'rsbuild.config.mjs': `export default { server: { printUrls: false }, dev: { client: { port: ${closed} } } };\n`,
      },
      'hmr-fallback',
    );
    // The page is opened at 127.0.0.1, so the fallback's localhost does not come from the page.
    const { messages, sockets, port } = await dev(dir, '127.0.0.1');
    await waitFor('the fallback socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    assert.ok(messages.includes('[rsbuild] WebSocket connection failed. Trying direct connection fallback.'), messages.join('\n'));
    assert.deepEqual(sockets.map((url) => url.replace(/token=[0-9a-f]+$/, 'token=…')), [
      `ws://127.0.0.1:${closed}/rsbuild-hmr?token=…`,
      `ws://localhost:${port}/rsbuild-hmr?token=…`,
    ]);
  });
  test('Why are changes in node_modules not detected: Fast Refresh covers the files of the JS rule: outside node_modules, .jsx/.ts/.tsx/.mts/.cts anywhere, source.include and @rsbuild/core/dist', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const cwd = makeProject({ 'src/index.js': '1;\n' }, 'hmr-refresh-include');
    const rsbuildConfig = { mode: 'development' as const, plugins: [pluginReact()], source: { include: [/[\\/]my-ui-kit[\\/]/] } };
    const [web] = await (await createRsbuild({ cwd, rsbuildConfig })).initConfigs();
    const refresh: any = (web.plugins ?? []).find((p: any) => p?.constructor?.name === 'ReactRefreshRspackPlugin');
    assert.deepEqual(refresh.options.include.slice(0, 2).map(String), ['[object Object]', String(/\.(?:ts|tsx|jsx|mts|cts)$/)]);
    assert.equal(String(refresh.options.include[0].not), String(/[\\/]node_modules[\\/]/));
    // The package listed in source.include is covered too.
    assert.equal(String(refresh.options.include.at(-1)), String(/[\\/]my-ui-kit[\\/]/));
    // In web development the JS rule, and so Fast Refresh, also takes @rsbuild/core/dist (the dev client).
    assert.equal(String(refresh.options.include[2]), String(/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/));
    assert.deepEqual(refresh.options.exclude, []);
  });
  test('Why are changes in node_modules not detected: unless watchOptions.ignored is set, Rspack ignores paths with a node_modules or .git folder, and Rsbuild sets no ignored of its own', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '1;\n' }, 'hmr-watch-options');
    const [web] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'development' } })).initConfigs({ action: 'dev' });
    assert.deepEqual(web.watchOptions, { aggregateTimeout: 0 });
    const rspack = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rspack/core/dist/index.js'), 'utf8');
    assert.ok(rspack.includes(String.raw`void 0 === this.watchOptions.ignored && (this.watchOptions.ignored = /[\\/](?:\.git|node_modules)[\\/]/)`));
  });
  test('Docker or WSL: WATCHPACK_POLLING sets the polling interval (true: 5007 ms), dev.watchFiles options are chokidar options with usePolling, and the dev server host defaults to 0.0.0.0', async () => {
    const read = (file: string) => readFileSync(path.join(rsbuildV1Dir, 'node_modules', file), 'utf8');
    const watchpack = read('@rspack/core/compiled/watchpack/index.js');
    assert.match(watchpack, /`\$\{\+WATCHPACK_POLLING\}` === WATCHPACK_POLLING\s+\? \+WATCHPACK_POLLING\s+: !!WATCHPACK_POLLING && WATCHPACK_POLLING !== "false"/);
    assert.match(watchpack, /options\.poll\s+\? 5007/);
    assert.match(read('@rsbuild/core/dist-types/types/config.d.ts'), /export type WatchFiles = \{[^}]*options\?: ChokidarOptions;/);
    assert.match(read('@rsbuild/core/compiled/chokidar/index.d.ts'), /usePolling: boolean;/);
    assert.match(read('@rsbuild/core/dist/131.js'), /DEFAULT_DEV_HOST = '0\.0\.0\.0'/);
    // The page's poll sample type-checks against the 1.x config type.
    const sample: RsbuildConfig = { tools: { rspack: { watchOptions: { poll: 1000 } } }, dev: { watchFiles: { paths: 'x', options: { usePolling: true } } } };
    assert.ok(sample);
  });
});

// These tests set NODE_ENV while they run: not beside the concurrent tests above, whose CLI
// processes inherit the environment.
describe('HMR FAQ (one at a time)', () => {
  test("the page's rsbuild.config.ts samples type-check as written, in both languages", () => {
    // One program for both languages.
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/faq/hmr', lang);
      assert.equal(samples.length, 8, lang);
      samples.forEach((code, i) => (files[`${lang}/config${i}.ts`] = code));
    }
    assert.deepEqual(typeCheckProject(ts, files, 'hmr-faq-samples'), []);
  });
  test('Is HMR turned off: rsbuild build --watch rebuilds on a save, and its output has no dev client or HMR runtime; rsbuild preview serves that output as it is, without a client', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "document.body.textContent = 'one';\n" }, 'hmr-build-watch');
    const dist = path.join(cwd, 'dist');
    const scripts = () => listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
    await withNodeEnv('production', async () => {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent' } });
      let builds = 0;
      rsbuild.onAfterBuild(() => {
        builds += 1;
      });
      const { close } = await rsbuild.build({ watch: true });
      try {
        await waitFor('the first build', () => builds >= 1, 60_000);
        assert.match(scripts(), /"one"|'one'/);
        writeProjectFiles(cwd, { 'src/index.js': "document.body.textContent = 'two';\n" });
        await waitFor('the rebuild', () => builds >= 2 && /"two"|'two'/.test(scripts()), 60_000);
        assert.doesNotMatch(scripts(), /rsbuild-hmr|hot-update|webpackHot|WebSocket/);
      } finally {
        await close();
      }
    });
    // The preview server adds nothing to the page or its scripts.
    const port = await freePort();
    const preview = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port, printUrls: false } } });
    const { server } = await preview.preview();
    try {
      const html = await (await fetch(`http://localhost:${port}/`)).text();
      assert.equal(html, readText(dist, 'index.html'));
      const served = await Promise.all([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(async ([, src]) => (await fetch(`http://localhost:${port}${src}`)).text()));
      assert.ok(served.length > 0, html);
      assert.match(served.join('\n'), /"two"|'two'/);
      assert.doesNotMatch(html + served.join('\n'), /rsbuild-hmr|hot-update|webpackHot|WebSocket/);
    } finally {
      await server.close();
    }
  });
  test('Why does the WebSocket fail behind a proxy: with the nginx location block of the page, the socket goes through nginx and connects; without it, nginx answers the upgrade with a 404 and the client falls back', async () => {
    // npm test installs nginx-light when it is missing.
    assert.ok(existsSync('/usr/sbin/nginx'), '/usr/sbin/nginx is missing: apt-get install -y nginx-light');
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "document.body.textContent = 'hello';\n" }, 'hmr-nginx');
    const port = await freePort();
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', dev: { client: { logLevel: 'info' } }, server: { port, printUrls: false } } });
    const { server } = await withNodeEnv(process.env.NODE_ENV, () => rsbuild.startDevServer());
    stops.push(() => server.close());
    const block = /```nginx title="nginx\.conf"\n([\s\S]*?)```/.exec(pageText('guide/faq/hmr', 'en'))![1];
    assert.match(block, /proxy_pass http:\/\/127\.0\.0\.1:3000;/);
    const socketLines = async (withBlock: boolean) => {
      const proxyPort = await freePort();
      const prefix = path.join(cwd, `nginx-${withBlock}`);
      mkdirSync(path.join(prefix, 'logs'), { recursive: true });
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${prefix}/${name};`).join(' ');
      writeFileSync(
        path.join(prefix, 'nginx.conf'),
        `worker_processes 1; daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events {}
http {
  access_log off; ${temp}
  server {
    listen 127.0.0.1:${proxyPort};
    location / { proxy_pass http://127.0.0.1:${port}; }
${withBlock ? block.replace('127.0.0.1:3000', `127.0.0.1:${port}`) : ''}
  }
}
`,
      );
      const nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
      const stop = async () => {
        if (nginx.exitCode === null) nginx.kill();
        await exited;
      };
      stops.push(stop);
      try {
        await waitFor('nginx', () => fetch(`http://127.0.0.1:${proxyPort}/`).then((response) => response.ok, () => false), 30_000);
        const page = await browser.newPage();
        const messages: string[] = [];
        page.on('console', (message) => messages.push(message.text()));
        await page.goto(`http://127.0.0.1:${proxyPort}/`, { timeout: 120_000 });
        await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
        await page.close();
        return messages.filter((message) => message.includes('WebSocket')).map((message) => message.replace(/token=[0-9a-f]+/, 'token=…').replace(`:${proxyPort}/`, ':<nginx>/'));
      } finally {
        await stop();
      }
    };
    assert.deepEqual(await socketLines(true), ['[rsbuild] WebSocket connecting...', '[rsbuild] WebSocket connected.']);
    assert.deepEqual(await socketLines(false), [
      '[rsbuild] WebSocket connecting...',
      "WebSocket connection to 'ws://127.0.0.1:<nginx>/rsbuild-hmr?token=…' failed: Error during WebSocket handshake: Unexpected response code: 404",
      '[rsbuild] WebSocket connection failed. Trying direct connection fallback.',
      '[rsbuild] WebSocket connecting...',
      '[rsbuild] WebSocket connected.',
    ]);
  });
  test('No component sits between the change and the entry / CSS changes: without a framework plugin a JS edit reloads the page; output.injectStyles puts CSS in <style> tags that a CSS edit replaces without a reload; a public/ file edit is not watched by default', async () => {
    const color = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('box')!).color).catch(() => '');
    const dir = makeProject(
      {
        'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">one</p>';\n`,
        'src/style.css': '#box { color: rgb(255, 0, 0); }\n',
        'public/data.txt': 'one\n',
        'rsbuild.config.mjs': `export default { server: { printUrls: false }, output: { injectStyles: true } };\n`,
      },
      'hmr-inject-styles',
    );
    const { page, messages } = await dev(dir);
    await waitFor('red', async () => (await color(page)) === 'rgb(255, 0, 0)');
    await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    assert.equal(await page.locator('link[rel=stylesheet]').count(), 0);
    await page.evaluate(() => ((window as any).beforeEdit = true));
    // A public/ file edit first: nothing watches it, so the CSS update that follows finds the page unreloaded.
    writeProjectFiles(dir, { 'public/data.txt': 'two\n' });
    writeProjectFiles(dir, { 'src/style.css': '#box { color: rgb(0, 0, 255); }\n' });
    await waitFor('blue', async () => (await color(page)) === 'rgb(0, 0, 255)', 30_000);
    assert.ok(await survivedEdit(page), 'an injected-style update is a hot update, and the public/ edit did not reload');
    assert.match(await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')), /#box \{\s*color: #00f;\s*\}/);
    // No framework plugin: a JS edit reloads the page.
    writeProjectFiles(dir, { 'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">two</p>';\n` });
    await page.locator('#box', { hasText: 'two' }).waitFor({ timeout: 30_000 });
    assert.equal(await survivedEdit(page), false, 'the JS edit reloaded the page');
  });
  test('Is HMR turned off / changes in node_modules: dev.hmr and dev.liveReload default to true; public/ files with watch: true reload the page; a change that only affects the node environment is rebuilt but the open page is neither updated nor reloaded', async () => {
    const { createRsbuild } = await rsbuildCore();
    const probe = await createRsbuild({ cwd: makeProject({ 'src/index.js': '1;\n' }, 'hmr-defaults') });
    await probe.initConfigs();
    const defaults = probe.getNormalizedConfig().dev;
    assert.deepEqual([defaults.hmr, defaults.liveReload], [true, true]);
    const dir = makeProject(
      {
        'src/index.js': `document.body.innerHTML = '<p id="box">web</p>';\n`,
        'src/server.js': `export const render = () => 'one';\n`,
        'public/data.txt': 'one\n',
        'rsbuild.config.mjs': `export default {
  server: { printUrls: false, publicDir: { watch: true } },
  environments: {
    web: {},
    node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
  },
};
`,
      },
      'hmr-ssr-public',
    );
    const { server, page, messages } = await dev(dir);
    await page.locator('#box', { hasText: 'web' }).waitFor();
    await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    await page.evaluate(() => ((window as any).beforeEdit = true));
    const builds = () => (server.output().match(/ready\s+built in/g) ?? []).length;
    const before = builds();
    writeProjectFiles(dir, { 'src/server.js': `export const render = () => 'two';\n` });
    await waitFor('the rebuild of the node environment', () => /start\s+building src\/server\.js/.test(server.output()) && builds() > before, 30_000);
    // The client has no message to act on; give it a round trip to the server before looking.
    await page.evaluate(() => fetch('/data.txt').then((response) => response.text()));
    assert.ok(await survivedEdit(page), 'a node-only change does not reload the page');
    assert.equal(messages.filter((message) => /HMR|reload/i.test(message)).length, 0, messages.join('\n'));
    writeProjectFiles(dir, { 'public/data.txt': 'two\n' });
    await waitFor('the reload after a public/ edit', async () => (await survivedEdit(page).catch(() => true)) === false, 30_000);
    // Why don't CSS changes show up: a public stylesheet is not hot-updated; watched, its edit reloads the page.
    for (const [lang, text] of [['en', 'cannot hot-update it: an edit of it does nothing, or, when the public folder is watched with `watch: true`, reloads the whole page'], ['zh', '为 public 目录设置 `watch: true` 后，修改它也只会刷新整个页面']] as const) {
      const source = pageText('guide/faq/hmr', lang);
      assert.ok(source.includes(text), lang);
      assert.ok(!source.includes('cannot update it.') && !source.includes('也就无法更新它。'), lang);
    }
    // A change that breaks the node bundle does reach the open page: its build error in the console.
    writeProjectFiles(dir, { 'src/server.js': 'export const = ;\n' });
    await waitFor('the node build error in the page console', () => messages.some((message) => message.startsWith('File: ./src/server.js:1:1')), 30_000);
    for (const [lang, text] of [['en', 'A change that breaks that bundle does reach them: its build errors appear in the browser console and the error overlay'], ['zh', '如果改动导致这部分产物构建失败，错误会传到这些页面上，显示在浏览器控制台和错误浮层中']] as const) {
      assert.ok(pageText('guide/faq/hmr', lang).includes(text), lang);
    }
  });
  test('How do I use HMR over HTTPS: with server.https the client opens wss:// on the page host and port and connects; a CSS edit is a hot update', async () => {
    const dir = makeProject(
      {
        'src/index.js': `import './style.css';\ndocument.body.innerHTML = '<p id="box">box</p>';\n`,
        'src/style.css': '#box { color: rgb(255, 0, 0); }\n',
        'rsbuild.config.mjs': `import { readFileSync } from 'node:fs';
export default { server: { printUrls: false, https: { key: readFileSync('./key.pem'), cert: readFileSync('./cert.pem') } } };
`,
      },
      'hmr-https',
    );
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    stops.push(server.stop);
    await server.started;
    const { page, messages, sockets } = await openPage(`https://localhost:${port}/`);
    await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    assert.deepEqual(sockets.map((url) => url.replace(/token=[0-9a-f]+/, 'token=…')), [`wss://localhost:${port}/rsbuild-hmr?token=…`]);
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/style.css': '#box { color: rgb(0, 0, 255); }\n' });
    await waitFor('blue', () => page.evaluate(() => getComputedStyle(document.getElementById('box')!).color).then((c) => c === 'rgb(0, 0, 255)'), 30_000);
    assert.ok(await survivedEdit(page));
  });
  test("Docker or WSL / proxies: behind a forwarder on another port (standing in for -p 8080:3000), the client opens its socket on the page's port; with the page's dev.client.port sample, on the dev server's port instead; both connect without the fallback", async () => {
    const socketVia = async (clientPort: boolean) => {
      const port = await freePort();
      const config = clientPort ? `dev: { client: { port: ${port} } }, ` : '';
      const dir = makeProject({ 'src/index.js': "document.body.textContent = 'hello';\n", 'rsbuild.config.mjs': `export default { ${config}server: { printUrls: false } };\n` }, `hmr-published-port-${clientPort}`);
      const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
      stops.push(server.stop);
      await server.started;
      const published = await startForwarder(port);
      const { page, messages, sockets } = await openPage(`http://127.0.0.1:${published}/`);
      await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
      assert.ok(!messages.some((message) => message.includes('fallback')), messages.join('\n'));
      await page.close();
      return { sockets: sockets.map((url) => url.replace(/token=[0-9a-f]+/, 'token=…')), port, published };
    };
    const plain = await socketVia(false);
    assert.deepEqual(plain.sockets, [`ws://127.0.0.1:${plain.published}/rsbuild-hmr?token=…`]);
    const direct = await socketVia(true);
    assert.deepEqual(direct.sockets, [`ws://127.0.0.1:${direct.port}/rsbuild-hmr?token=…`]);
  });
  test('No component sits between the change and the entry: with React, an edit of the entry file or of a plain module that only the entry imports reloads the page', async () => {
    const entry = (title: string) => `import { createRoot } from 'react-dom/client';
import { title } from './title';
import App from './App';
document.title = title + '${title}';
createRoot(document.getElementById('root')).render(<App />);
`;
    const dir = makeProject(
      {
        'src/index.jsx': entry(''),
        'src/title.js': `export const title = 'one';\n`,
        'src/App.jsx': `import { useState } from 'react';
export default function App() {
  const [count, setCount] = useState(0);
  return <button id="app" onClick={() => setCount(count + 1)}>Clicks: {count}</button>;
}
`,
        'rsbuild.config.mjs': reactConfig(),
      },
      'hmr-entry-edit',
    );
    const { page, messages } = await dev(dir);
    await waitFor('the socket', () => messages.includes('[rsbuild] WebSocket connected.'));
    const mark = async () => {
      await page.locator('#app', { hasText: 'Clicks: 0' }).click();
      await page.locator('#app', { hasText: 'Clicks: 1' }).waitFor();
      await page.evaluate(() => ((window as any).beforeEdit = true));
    };
    await mark();
    writeProjectFiles(dir, { 'src/index.jsx': entry('!') });
    await waitFor('the entry edit', () => page.title().then((title) => title === 'one!', () => false), 30_000);
    await page.locator('#app', { hasText: 'Clicks: 0' }).waitFor();
    assert.equal(await survivedEdit(page), false, 'the entry edit reloaded the page');
    await mark();
    writeProjectFiles(dir, { 'src/title.js': `export const title = 'two';\n` });
    await waitFor('the plain module edit', () => page.title().then((title) => title === 'two!', () => false), 30_000);
    await page.locator('#app', { hasText: 'Clicks: 0' }).waitFor();
    assert.equal(await survivedEdit(page), false, 'the edit of a module only the entry imports reloaded the page');
  });
});
