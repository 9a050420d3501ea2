// docs/{en,zh}/config/server/public-dir: what @rsbuild/core 1.7.6 copies on build (per copyOnBuild
// and output.target, with a file the build also emits), what the dev server serves (under
// server.base, the build output first), the favicon found in a public folder, `false`, and the
// empty-name error. Two builds and one dev server that compiles once.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, pageText, rsbuildCore, rsbuildV1Dir, waitFor, writeProjectFiles, launchChromium } from './harness';

// The ws client that @rsbuild/core bundles (Node.js 20 has no WebSocket of its own).
type Socket = { on(event: 'message', listener: (data: Buffer) => void): void; on(event: 'open', listener: () => void): void; close(): void };
const WebSocket: new (url: string) => Socket = createRequire(import.meta.url)(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/ws/index.js'));

const page = 'config/server/public-dir';

const files = {
  'src/index.js': "document.body.append('app');\n",
  'src/still.js': "document.body.append('still');\n",
  'public/robots.txt': 'User-agent: *\n',
  'public/icons/logo.png': 'not really a png\n',
  'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n',
  'public/index.html': '<p>from public</p>\n',
  'mocks/data.json': '{"mock":true}\n',
  'shared/shared.txt': 'shared\n',
};

describe('server.publicDir', () => {
  const dir = makeProject(files, 'public-dir');
  const publicDir = (): RsbuildConfig['server'] => ({
    publicDir: [{ name: 'public' }, { name: 'mocks', copyOnBuild: false }, { name: path.join(dir, 'shared'), copyOnBuild: true }],
  });
  let devServer: { port: number; server: { close: () => Promise<void> } } | undefined;
  const get = async (pathname: string) => {
    const response = await fetch(`http://127.0.0.1:${devServer!.port}${pathname}`);
    return { status: response.status, body: await response.text() };
  };

  before(async () => {
    const built = await buildProject(dir, {
      server: publicDir(),
      output: { filenameHash: false },
      environments: {
        web: { output: { distPath: { root: 'dist/web' } } },
        server: { output: { target: 'node', distPath: { root: 'dist/server' } } },
      },
    });
    assert.deepEqual(built.errors, []);
    const off = await buildProject(dir, { server: { publicDir: false }, output: { distPath: { root: 'dist/off' } } });
    assert.deepEqual(off.errors, []);
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'development',
        logLevel: 'silent',
        dev: { cliShortcuts: false },
        server: {
          publicDir: [{ name: 'public', watch: true }, { name: 'mocks', copyOnBuild: false }, { name: path.join(dir, 'shared'), copyOnBuild: true }],
          base: '/app',
          host: '127.0.0.1',
          port: await freePort(),
          printUrls: false,
        },
        // Two pages: one with live reload (the default), one with HMR but live reload off.
        environments: {
          live: { source: { entry: { index: './src/index.js' } } },
          still: { source: { entry: { still: './src/still.js' } }, dev: { hmr: true, liveReload: false } },
        },
      },
    });
    devServer = await rsbuild.startDevServer();
  });
  after(() => devServer?.server.close());

  test('rsbuild build copies the folder into the root of the output, names unchanged, and the build writes over a file of the same name', () => {
    const web = listFiles(path.join(dir, 'dist/web'));
    for (const file of ['robots.txt', 'icons/logo.png', 'favicon.svg', 'shared.txt', 'index.html']) assert.ok(web.includes(file), file);
    assert.equal(readFileSync(path.join(dir, 'dist/web/robots.txt'), 'utf8'), 'User-agent: *\n');
    const html = readFileSync(path.join(dir, 'dist/web/index.html'), 'utf8');
    assert.ok(html.startsWith('<!DOCTYPE html>'));
    assert.ok(!html.includes('from public'));
  });

  test("copyOnBuild: 'auto' skips node targets, true copies to every environment, false copies nothing", () => {
    const server = listFiles(path.join(dir, 'dist/server'));
    assert.ok(server.includes('shared.txt'));
    assert.ok(!server.includes('robots.txt'));
    assert.ok(!listFiles(path.join(dir, 'dist/web')).includes('data.json'));
  });

  test('one copy per output folder, compared as text: dist/nested and dist-legacy beside dist get none; out/modern and out/legacy, as the page advises, get theirs', async () => {
    const siblings = makeProject({ 'src/index.js': "console.log('app');\n", 'public/robots.txt': 'User-agent: *\n' }, 'public-dir-siblings');
    const { errors } = await buildProject(siblings, {
      environments: {
        web: { output: { distPath: { root: 'dist' } } },
        legacy: { output: { distPath: { root: 'dist-legacy' } } },
        modern: { output: { distPath: { root: 'out/modern' } } },
        outLegacy: { output: { distPath: { root: 'out/legacy' } } },
        nested: { output: { distPath: { root: 'dist/nested' } } },
      },
    });
    assert.deepEqual(errors, []);
    assert.ok(listFiles(path.join(siblings, 'dist')).includes('robots.txt'));
    assert.ok(listFiles(path.join(siblings, 'dist-legacy')).includes('index.html'));
    assert.ok(!listFiles(path.join(siblings, 'dist-legacy')).includes('robots.txt'));
    assert.ok(listFiles(path.join(siblings, 'out/modern')).includes('robots.txt'));
    assert.ok(listFiles(path.join(siblings, 'out/legacy')).includes('robots.txt'));
    assert.ok(listFiles(path.join(siblings, 'dist/nested')).includes('index.html'));
    assert.ok(!listFiles(path.join(siblings, 'dist/nested')).includes('robots.txt'));
    assert.ok(pageText(page, 'en').includes('gets no copy of its own: the files land only in the outer folder'));
    assert.ok(pageText(page, 'en').includes('such as `dist-legacy` beside `dist`, gets no copy at all'));
    assert.ok(pageText(page, 'zh').includes('（例如与 `dist` 并列的 `dist-legacy`）根本不会得到副本'));
  });

  test('a favicon.svg in a public folder becomes the page favicon when html.favicon is unset', () => {
    assert.ok(readFileSync(path.join(dir, 'dist/web/index.html'), 'utf8').includes('<link rel="icon" href="/favicon.svg" type="image/svg+xml">'));
  });

  test('false copies nothing and finds no favicon', () => {
    const off = listFiles(path.join(dir, 'dist/off'));
    assert.ok(off.includes('index.html'));
    for (const file of ['robots.txt', 'favicon.svg', 'shared.txt']) assert.ok(!off.includes(file), file);
    assert.ok(!readFileSync(path.join(dir, 'dist/off/index.html'), 'utf8').includes('rel="icon"'));
  });

  test('the dev server serves every folder (copyOnBuild: false too) under server.base, and the build output wins', async () => {
    assert.deepEqual(await get('/app/robots.txt'), { status: 200, body: 'User-agent: *\n' });
    assert.deepEqual(await get('/app/icons/logo.png'), { status: 200, body: 'not really a png\n' });
    assert.deepEqual(await get('/app/data.json'), { status: 200, body: '{"mock":true}\n' });
    assert.equal((await get('/robots.txt')).status, 404);
    const page = await get('/app/index.html');
    assert.equal(page.status, 200);
    assert.ok(page.body.startsWith('<!DOCTYPE html>'));
    assert.ok(!page.body.includes('from public'));
  });

  test('watch: true reloads the page when a public file changes, which needs dev.liveReload: HMR alone does not reload', async () => {
    const browser = await launchChromium();
    try {
      const open = async (pathname: string) => {
        const tab = await browser.newPage();
        await tab.goto(`http://127.0.0.1:${devServer!.port}${pathname}`);
        await tab.waitForFunction(() => document.body.textContent!.length > 0);
        await tab.evaluate(() => Object.assign(window, { loadedBefore: true }));
        return tab;
      };
      const [live, still] = await Promise.all([open('/app/'), open('/app/still.html')]);
      assert.equal(await still.evaluate(() => document.body.textContent), 'still');
      // A watcher that has just started can miss a write: change the file until the live page reloads.
      let edits = 0;
      await waitFor('the live-reload page to reload', async () => {
        writeProjectFiles(dir, { 'public/robots.txt': `User-agent: *\n# edit ${++edits}\n` });
        return live.waitForFunction(() => !('loadedBefore' in window), undefined, { timeout: 1_000 }).then(() => true, () => false);
      }, 30_000);
      // One more change, reloading the live page again: the other page has had both messages by then.
      await live.evaluate(() => Object.assign(window, { loadedBefore: true }));
      await waitFor('a second reload', async () => {
        writeProjectFiles(dir, { 'public/robots.txt': `User-agent: *\n# edit ${++edits}\n` });
        return live.waitForFunction(() => !('loadedBefore' in window), undefined, { timeout: 1_000 }).then(() => true, () => false);
      }, 30_000);
      assert.equal(await still.evaluate(() => 'loadedBefore' in window), true);
    } finally {
      await browser.close();
    }
  });

  test('watch: only a change to an existing file sends static-changed (the reload); adding or deleting a file sends nothing', async () => {
    const token = createHash('sha256').update(`${realpathSync(dir)}live`).digest('hex').slice(0, 16);
    const socket = new WebSocket(`ws://127.0.0.1:${devServer!.port}/rsbuild-hmr?token=${token}`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)).type));
    const reloads = () => messages.filter((type) => type === 'static-changed').length;
    try {
      await waitFor('the socket to connect', () => messages.includes('ok'), 20_000);
      // Markers instead of quiet periods: each add or delete is written together with a change to
      // robots.txt, which the same watcher reports, so a reload sent for the add or delete would
      // arrive with the marker's or before it; each step counts exactly one reload.
      writeProjectFiles(dir, { 'public/added.txt': 'added\n', 'public/robots.txt': 'User-agent: *\n# marker 1\n' });
      await waitFor('the marker reload after adding a file', () => reloads() >= 1, 20_000);
      assert.equal(reloads(), 1, 'adding a file');
      writeProjectFiles(dir, { 'public/added.txt': 'added, then changed\n' });
      await waitFor('a reload for the changed new file', () => reloads() === 2, 20_000);
      rmSync(path.join(dir, 'public/added.txt'));
      writeProjectFiles(dir, { 'public/robots.txt': 'User-agent: *\n# marker 2\n' });
      await waitFor('the marker reload after deleting a file', () => reloads() >= 3, 20_000);
      assert.equal(reloads(), 3, 'deleting a file');
    } finally {
      socket.close();
    }
    assert.ok(pageText(page, 'en').includes('Only changes to existing files count: adding or deleting a file does not reload the page'));
    assert.ok(!pageText(page, 'en').includes('reloads the page whenever a file in it changes'));
    assert.ok(pageText(page, 'zh').includes('只有修改已有文件才会触发刷新：新增或删除文件不会刷新页面'));
  });

  test("with output.assetPrefix 'auto', the page's ASSET_PREFIX sample builds auto/icons/logo.png", async () => {
    const sample = makeProject({ 'src/index.js': "const logo = document.createElement('img');\nlogo.src = `${import.meta.env.ASSET_PREFIX}/icons/logo.png`;\ndocument.body.append(logo);\n" }, 'public-dir-auto');
    const { errors } = await buildProject(sample, { mode: 'production', output: { assetPrefix: 'auto', filenameHash: false, minify: false } });
    assert.deepEqual(errors, []);
    const script = readFileSync(path.join(sample, 'dist/static/js/index.js'), 'utf8');
    assert.ok(script.includes('logo.src = `${"auto"}/icons/logo.png`;'), script);
    assert.ok(pageText(page, 'en').includes("This does not work with [output.assetPrefix](/config/output/asset-prefix#auto) set to `'auto'`"));
    assert.ok(pageText(page, 'zh').includes("[output.assetPrefix](/config/output/asset-prefix#auto) 设为 `'auto'` 时不能这样写"));
  });

  test('in an HTML template <%= assetPrefix %> gives the base; import.meta.env.ASSET_PREFIX stays as plain text there', async () => {
    const sample = makeProject(
      {
        'src/index.js': "document.body.append('app');\n",
        'src/index.html': '<!doctype html><html><head><link rel="manifest" href="<%= assetPrefix %>/manifest.webmanifest"></head><body><img src="${import.meta.env.ASSET_PREFIX}/icons/logo.png"></body></html>',
      },
      'public-dir-template',
    );
    const { errors } = await buildProject(sample, { mode: 'production', server: { base: '/app' }, html: { template: './src/index.html' }, output: { filenameHash: false } });
    assert.deepEqual(errors, []);
    const html = readFileSync(path.join(sample, 'dist/index.html'), 'utf8');
    assert.ok(html.includes('<link rel="manifest" href="/app/manifest.webmanifest">'), html);
    assert.ok(html.includes('<img src="${import.meta.env.ASSET_PREFIX}/icons/logo.png">'), html);
    assert.ok(pageText(page, 'en').includes('In an HTML template, use the `assetPrefix` [template parameter](/config/html/template-parameters): `<link rel="manifest" href="<%= assetPrefix %>/manifest.webmanifest">`.'));
    assert.ok(pageText(page, 'en').includes('`import.meta.env.ASSET_PREFIX` is replaced only in code that Rsbuild bundles; in an HTML template it stays as plain text.'));
    assert.ok(pageText(page, 'zh').includes('在 HTML 模板中，请使用[模板参数](/config/html/template-parameters) `assetPrefix`：`<link rel="manifest" href="<%= assetPrefix %>/manifest.webmanifest">`。'));
    assert.ok(pageText(page, 'zh').includes('`import.meta.env.ASSET_PREFIX` 只会在 Rsbuild 打包的代码中被替换，写在 HTML 模板中会原样保留。'));
  });

  test('the page says that watch needs dev.liveReload', () => {
    assert.ok(pageText(page, 'en').includes('It reloads only while [dev.liveReload](/config/dev/live-reload) is on'));
    assert.ok(!pageText(page, 'en').includes('It only works while [dev.hmr](/config/dev/hmr) or'));
    assert.ok(pageText(page, 'zh').includes('只有开启 [dev.liveReload](/config/dev/live-reload)（默认开启）时才会刷新'));
    assert.ok(!pageText(page, 'zh').includes('只有开启 [dev.hmr](/config/dev/hmr) 或'));
  });

  test('an empty name is an error', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { publicDir: { name: '' } } } });
    await assert.rejects(rsbuild.initConfigs(), { message: '[rsbuild:config] `publicDir.name` cannot be empty string.' });
  });
});

// Type-level: server.publicDir is not an option of an environment (tsc runs on this file).
export const publicDirInEnvironment: RsbuildConfig = {
  server: { publicDir: false },
  // @ts-expect-error server is not an environment option
  environments: { web: { server: { publicDir: false } } },
};
