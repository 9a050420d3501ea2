// docs/{en,zh}/config/dev/live-reload.mdx: the console text when an update cannot be applied and
// live reload is off (the browser test of guide-advanced-hmr sees it in Chromium, with no reload
// following; this file checks the text the 1.7.6 client logs and that every reload goes through
// one switch), and the reload the server asks for when an edit changes a page's initial chunks:
// a dev server of the JS API in this process, whose WebSocket messages a Node client reads. Which
// edits reload: a second dev server whose page Chromium keeps open (an .ejs template is rebuilt
// without a reload; an .html template, or an .html file used as an asset, reloads).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { freePort, launchChromium, makeProject, pageText, rsbuildCore, rsbuildV1Dir, waitFor, writeProjectFiles, writeUntilServed } from './harness';

const page = 'config/dev/live-reload';
const client = () => readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
// The ws client that @rsbuild/core bundles (Node.js 20 has no WebSocket of its own).
type Socket = { on(event: 'message', listener: (data: Buffer) => void): void; close(): void };
const WebSocket: new (url: string) => Socket = createRequire(import.meta.url)(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/ws/index.js'));

test('an update nothing accepts: the error [rsbuild] HMR update failed, performing full reload: with the reason', () => {
  assert.ok(client().includes("logger.error('[rsbuild] HMR update failed, performing full reload:', err)"));
});

test('every reload of the client goes through reloadPage, which reloads only when liveReload is on', () => {
  const source = client();
  assert.ok(source.includes('function reloadPage() {\n        if (liveReload) window.location.reload();\n    }'));
  assert.equal(source.match(/location\.reload\(\)/g)!.length, 1);
  // A sockWrite of either message type from a middleware reloads through the same switch.
  assert.ok(source.includes("case 'static-changed':\n            case 'content-changed':\n                reloadPage();"));
  assert.ok(pageText(page, 'en').includes("`server.sockWrite('static-changed')` or `server.sockWrite('content-changed')`"));
  assert.ok(pageText(page, 'zh').includes("`server.sockWrite('static-changed')` 或 `server.sockWrite('content-changed')`"));
});

// Without the HMR runtime (a dev server in mode 'production' or 'none': config-dev-hmr.test.ts shows
// the plugin missing, api-start.test.ts a CSS change reloading the page in Chromium), every update
// goes to reloadPage.
test("without the HMR runtime each update goes to reloadPage, so a dev server that is not in development mode reloads or does nothing; the page says so", () => {
  assert.ok(client().includes('            return;\n        }\n        reloadPage();\n    }'));
  assert.ok(client().includes('        if (import.meta.webpackHot) {'));
  assert.ok(pageText(page, 'en').includes("The hot updates in the first two rows need development mode: a dev server whose [mode](/config/mode) is `'production'` or `'none'` has no HMR"));
  assert.ok(pageText(page, 'zh').includes("前两行中的热更新只在开发模式下发生：[mode](/config/mode) 为 `'production'` 或 `'none'` 的开发服务器没有 HMR"));
});

describe('dev.liveReload', () => {
  const index = "import.meta.webpackHot.accept();\ndocument.title = 'v1';\n";
  let dir: string;
  let port: number;
  let close: () => Promise<void>;
  let compiles = 0;
  let socket: Socket;
  const messages: string[] = [];

  before(async () => {
    dir = makeProject({ 'src/index.js': index }, 'live-reload-chunks');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'development',
        server: { port: await freePort(), printUrls: false },
        plugins: [{ name: 'count-compiles', setup: (api) => api.onAfterDevCompile(() => void compiles++) }],
      },
    });
    ({ port, server: { close } } = await rsbuild.startDevServer());
    await waitFor('the first compile', () => compiles > 0);
    const token = createHash('sha256').update(`${realpathSync(dir)}web`).digest('hex').slice(0, 16);
    socket = new WebSocket(`ws://127.0.0.1:${port}/rsbuild-hmr?token=${token}`);
    socket.on('message', (data) => messages.push(JSON.parse(String(data)).type));
    await waitFor('ok on connection', () => messages.includes('ok'));
  });
  after(async () => {
    socket?.close();
    await close?.();
  });

  test('an edit that adds an initial chunk (import react: a vendors chunk) makes the server send static-changed, a reload, instead of hash and ok', async () => {
    const html = async () => (await fetch(`http://127.0.0.1:${port}/`)).text();
    // An edit the module accepts itself: hash, then ok; no reload is asked for.
    let mark = messages.length;
    await writeUntilServed(dir, 'src/index.js', index.replace('v1', 'v2'), { compiles: () => compiles, served: async () => messages.slice(mark).includes('ok') });
    assert.ok(!messages.slice(mark).includes('static-changed'), messages.join());
    const scriptsBefore = (await html()).match(/<script [^>]*><\/script>/g)!;
    assert.ok(scriptsBefore.includes('<script defer src="/static/js/index.js"></script>') && !scriptsBefore.some((tag) => tag.includes('react')), scriptsBefore.join());
    // The same module now imports react, which the default chunk split of a development build puts in a vendors chunk (with the dev client's overlay, under a new name).
    mark = messages.length;
    await writeUntilServed(dir, 'src/index.js', `import 'react';\n${index}`, { compiles: () => compiles, served: async () => messages.slice(mark).includes('static-changed') });
    assert.ok(!messages.slice(mark).includes('ok'), messages.join());
    const scripts = (await html()).match(/<script [^>]*><\/script>/g)!;
    assert.notDeepEqual(scripts, scriptsBefore);
    assert.equal(scripts.filter((tag) => /^<script defer src="\/static\/js\/vendors-[\w-]*node_modules_react_[\w-]*\.js"><\/script>$/.test(tag)).length, 1, scripts.join());
  });
  test('the page lists the initial-chunk reload, in both languages', () => {
    assert.ok(pageText(page, 'en').includes('when a rebuild changes the initial chunks a page loads'));
    assert.ok(pageText(page, 'zh').includes('重新构建后页面的初始 chunk 发生变化时'));
  });
});

describe('dev.liveReload › a changed HTML template', () => {
  const template = (extra: string) => `<!doctype html><html><head></head><body><div id="<%= mountId %>"></div>${extra}</body></html>\n`;
  // The entry also uses an .html file that is not a template, as an asset.
  const index = "import.meta.webpackHot.accept();\ndocument.body.dataset.fragment = new URL('./fragment.html', import.meta.url).href;\ndocument.title = 'v1';\n";
  let dir: string;
  let port: number;
  let close: () => Promise<void>;
  let browser: Browser;
  let compiles = 0;

  before(async () => {
    dir = makeProject(
      { 'src/index.js': index, 'src/other.js': "document.title = 'other';\n", 'src/index.ejs': template(''), 'src/other.html': template(''), 'src/fragment.html': '<p>fragment</p>\n' },
      'live-reload-templates',
    );
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'development',
        source: { entry: { index: './src/index.js', other: './src/other.js' } },
        html: { template: ({ entryName }) => (entryName === 'index' ? './src/index.ejs' : './src/other.html') },
        // The client logs nothing at logLevel 'silent'; its 'WebSocket connected.' line tells the test it is listening.
        dev: { client: { logLevel: 'info' } },
        server: { port: await freePort(), printUrls: false },
        plugins: [{ name: 'count-compiles', setup: (api) => api.onAfterDevCompile(() => void compiles++) }],
      },
    });
    ({ port, server: { close } } = await rsbuild.startDevServer());
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await close?.();
  });

  test('an .ejs template edit is served but does not reload the open page; an edit of an .html template, or of another .html file the build uses, reloads it', async () => {
    const page = await browser.newPage();
    let loads = 0;
    page.on('load', () => void loads++);
    const logs: string[] = [];
    page.on('console', (message) => void logs.push(message.text()));
    await page.goto(`http://127.0.0.1:${port}/`);
    await waitFor('the dev client to connect', () => logs.some((text) => text.includes('[rsbuild] WebSocket connected.')));
    const served = async () => (await fetch(`http://127.0.0.1:${port}/`)).text();
    // The .ejs template of this page: the server serves the new HTML, the page is not reloaded.
    await writeUntilServed(dir, 'src/index.ejs', template('<p id="ejs-edit">ejs</p>'), { compiles: () => compiles, served: async () => (await served()).includes('ejs-edit') });
    // A later hot update settles the client: had the template edit reloaded the page, it would have done so before this one applies.
    await writeUntilServed(dir, 'src/index.js', index.replace('v1', 'v2'), { compiles: () => compiles, served: async () => (await page.title()) === 'v2' });
    assert.equal(loads, 1);
    assert.equal(await page.locator('#ejs-edit').count(), 0);
    // The .html template of the other entry (same environment): the pages of the environment reload, and this one now shows the .ejs edit.
    writeProjectFiles(dir, { 'src/other.html': template('<p>html edit</p>') });
    await waitFor('a reload after the .html template edit', () => loads === 2);
    await page.waitForLoadState('load');
    assert.equal(await page.locator('#ejs-edit').count(), 1);
    // An .html file the build uses that is not a template reloads the page as well.
    await waitFor('the dev client to connect again', () => logs.filter((text) => text.includes('[rsbuild] WebSocket connected.')).length === 2);
    writeProjectFiles(dir, { 'src/fragment.html': '<p>fragment, edited</p>\n' });
    await waitFor('a reload after the fragment.html edit', () => loads === 3);
    await page.close();
  });
  test('the page says a change to an .html file the build uses reloads, a template with another extension does not, in both languages', () => {
    assert.ok(!pageText(page, 'en').includes('when an HTML template used by the build changes'));
    // The HMR guide lists the same reloads.
    assert.ok(pageText('guide/advanced/hmr', 'en').includes('a file that the build uses and whose name ends in `.html` changes, such as the HTML template or an `.html` file referenced as an asset'));
    assert.ok(pageText('guide/advanced/hmr', 'zh').includes('构建用到的、文件名以 `.html` 结尾的文件发生变化，例如 HTML 模板或作为资源引用的 `.html` 文件'));
    assert.ok(pageText(page, 'en').includes('when a file that the build uses and whose name ends in `.html` changes, such as the [HTML template](/config/html/template) or an `.html` file referenced as an asset. A template with another extension, such as `.ejs`, brings no reload'));
    assert.ok(pageText(page, 'zh').includes('构建用到的、文件名以 `.html` 结尾的文件发生变化，例如 [HTML 模板](/config/html/template)，或作为资源引用的 `.html` 文件。其他扩展名的模板（例如 `.ejs`）改动后不会触发刷新'));
  });
});
