// guide/advanced/hmr: the dev client, its WebSocket path, Rspack's HMR plugin, and what dev.hmr /
// dev.liveReload change, from dev servers of @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, rsbuildCore, startCli, waitFor, writeProjectFiles } from './harness';

async function devServe(rsbuildConfig: RsbuildConfig) {
  const { createRsbuild } = await rsbuildCore();
  const port = await freePort();
  const rsbuild = await createRsbuild({
    cwd: makeProject({ 'src/index.js': "console.log('page');\n" }, 'hmr'),
    rsbuildConfig: { ...rsbuildConfig, server: { port, host: '127.0.0.1', printUrls: false } },
  });
  let hmrPlugin = false;
  rsbuild.onAfterCreateCompiler(({ compiler }) => {
    const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
    hmrPlugin = compilers[0].options.plugins.some((p) => p?.constructor?.name === 'HotModuleReplacementPlugin');
  });
  const { server } = await rsbuild.startDevServer();
  try {
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const js = (await Promise.all(scripts.map(async (src) => (await fetch(`http://127.0.0.1:${port}${src}`)).text()))).join('\n');
    return { js, hmrPlugin };
  } finally {
    await server.close();
  }
}

describe('Hot module replacement', () => {
  // startDevServer sets NODE_ENV to 'development'; put it back for whatever runs next
  const nodeEnv = process.env.NODE_ENV;
  after(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('by default the page loads the dev client, which connects to /rsbuild-hmr, and the HotModuleReplacementPlugin is on', async () => {
    const { js, hmrPlugin } = await devServe({});
    assert.match(js, /rsbuild-hmr/);
    assert.equal(hmrPlugin, true);
  });

  test('dev.hmr and dev.liveReload both false: no HMR plugin and no dev client at all', async () => {
    const { js, hmrPlugin } = await devServe({ dev: { hmr: false, liveReload: false } });
    assert.doesNotMatch(js, /rsbuild-hmr/);
    assert.equal(hmrPlugin, false);
  });
});

// In Chromium: the console lines the page quotes, from a dev server of a plain project whose
// modules accept nothing.
describe('Hot module replacement › In the browser', () => {
  const dir = makeProject(
    {
      'src/message.js': "export const message = 'first';\n",
      'src/style.css': 'body { color: red; }\n',
      'src/index.js': "import './style.css';\nimport { message } from './message.js';\ndocument.body.dataset.message = message;\n",
    },
    'hmr-browser',
  );
  let browser: Browser;
  let page: Page;
  let server: ReturnType<typeof startCli>;
  const logs: string[] = [];
  before(async () => {
    const port = await freePort();
    server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    [browser] = await Promise.all([launchChromium(), server.started]);
    page = await browser.newPage();
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(`http://localhost:${port}/`);
    await waitFor('the socket', () => logs.some((line) => line.includes('[rsbuild] WebSocket connected.')));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  test('the client logs [rsbuild] WebSocket connected.', () => {
    assert.ok(logs.includes('[rsbuild] WebSocket connected.'), logs.join('\n'));
  });
  test('a CSS edit is applied in place and logs [HMR] Reload all CSS', async () => {
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    writeProjectFiles(dir, { 'src/style.css': 'body { color: blue; }\n' });
    await waitFor('the new color', async () => (await page.evaluate(() => getComputedStyle(document.body).color)) === 'rgb(0, 0, 255)', 30_000);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
    await waitFor('[HMR] Reload all CSS in the console', () => logs.some((line) => line.includes('[HMR] Reload all CSS')));
  });
  test('an edit nothing accepts reloads the page with the HMR update failed message', async () => {
    writeProjectFiles(dir, { 'src/message.js': "export const message = 'second';\n" });
    await waitFor('the reloaded page', async () => (await page.evaluate(() => document.body.dataset.message).catch(() => undefined)) === 'second', 30_000);
    const failed = logs.find((line) => line.startsWith('[rsbuild] HMR update failed, performing full reload'));
    assert.ok(failed, logs.join('\n'));
    assert.match(failed, /Aborted because \.\/src\/message\.js is not accepted/);
    assert.match(failed, /Update propagation: \.\/src\/message\.js -> \.\/src\/index\.js/);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined);
  });
});
