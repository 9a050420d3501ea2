import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { freePort, makeProject, outputFile, rsbuildCore, startCli, waitFor, writeProjectFiles } from './harness';

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

async function dev(dir: string) {
  const port = await freePort();
  const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
  stops.push(server.stop);
  await server.started;
  const page = await browser.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://localhost:${port}/`);
  return { server, page, messages, errors };
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

describe('HMR FAQ', { concurrency: true }, () => {
  test('How do I find out why HMR is not working: a healthy session logs the socket in the console and a building/ready pair per save', async () => {
    const dir = makeProject({ ...reactApp, 'rsbuild.config.mjs': reactConfig() }, 'hmr-healthy');
    const { server, page, messages } = await dev(dir);
    await waitFor('the socket messages', () => messages.includes('[rsbuild] WebSocket connected.'));
    assert.ok(messages.includes('[rsbuild] WebSocket connecting...'));
    await makeState(page);
    writeProjectFiles(dir, { 'src/App.jsx': app('!') });
    await page.locator('#app', { hasText: 'Clicks: 2!' }).waitFor();
    assert.ok(await survivedEdit(page), 'a component edit keeps the page');
    assert.match(server.output(), /start\s+building src\/App\.jsx\n.*ready\s+built in [\d.]+ s/);

    // Why does the page reload instead of updating: a constant exported next to the component.
    writeProjectFiles(dir, { 'src/App.jsx': `export const LABEL = 'Mixed';\n${app('?')}` });
    await page.locator('#app', { hasText: 'Clicks: 0?' }).waitFor();
    assert.equal(await survivedEdit(page), false, 'the page reloaded');
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
    await waitFor('the page error', () => errors.includes('dispatcher.getOwner is not a function'));
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
});
