// docs/{en,zh}/config/dev/watch-files.mdx: one `rsbuild dev` with the page's two kinds of entry.
// 'reload-page' on a glob: a change to a matching file reloads the open page (Chromium counts its
// loads), while a file created later that matches the pattern is not watched; on a plain directory,
// adding or deleting a file does not reload, a change to a file added later does (the CLI runs from
// the parent folder with --root: the glob is relative to the root, plain paths to the working folder). 'reload-server' on
// a plain directory: a file added inside it restarts the server, and still does after the config
// file (itself watched) turns dev.hmr and dev.liveReload off.
// Paths with glob characters, on a JS-API dev server (a WebSocket on /rsbuild-hmr counts 'static-changed'):
// a real folder tpl/(group) is read as a glob and nothing in it is watched; tpl/\\(group\\) is.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, pageText, rsbuildCore, rsbuildV1Dir, startCli, waitFor, launchChromium } from './harness';

describe('dev.watchFiles', () => {
  const dir = makeProject(
    {
      'src/index.js': "document.title = 'watched';\n",
      'templates/a.html': '<p>a</p>\n',
      'partials/.keep': '',
      'mock/routes.json': '{}\n',
    },
    'watch-files',
  );
  // The CLI runs from the parent folder with --root: the glob is expanded against the project root,
  // while plain relative paths are resolved from the working folder, so they name the project folder.
  const base = path.basename(dir);
  writeFileSync(path.join(dir, 'rsbuild.config.mjs'), `export default {
  dev: {
    watchFiles: [
      { paths: 'templates/**/*.html' },
      { paths: '${base}/partials' },
      { paths: '${base}/mock', type: 'reload-server' },
    ],
  },
};
`);
  let server: ReturnType<typeof startCli>;
  let browser: Browser;
  let page: Page;
  let loads = 0;
  /** Edits a file in place (as an editor that writes the same file does) until the page has reloaded once more. */
  const editUntilReloaded = async (file: string) => {
    const before = loads;
    let writes = 0;
    let lastWrite = 0;
    await waitFor(`a reload after an edit of ${file}`, () => {
      if (loads > before) return true;
      if (Date.now() - lastWrite > 5_000) {
        writeFileSync(path.join(dir, file), `<p>edit ${++writes}</p>\n`);
        lastWrite = Date.now();
      }
      return false;
    }, 60_000);
  };

  before(async () => {
    server = startCli(path.dirname(dir), ['dev', '--root', base, '--port', String(await freePort())], /ready /);
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('load', () => void loads++);
    await server.started;
    await page.goto(`http://localhost:${server.port()}/`);
    await waitFor('the first load', () => loads === 1);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test("'reload-page': a change to a file matching the glob reloads the page", async () => {
    await editUntilReloaded('templates/a.html');
    assert.equal(loads, 2);
  });

  test("'reload-page': a file created after the start that matches the glob is not watched", async () => {
    writeFileSync(path.join(dir, 'templates/b.html'), '<p>b</p>\n');
    writeFileSync(path.join(dir, 'templates/b.html'), '<p>b, edited</p>\n');
    await editUntilReloaded('templates/a.html');
    assert.equal(loads, 3);
  });

  test("'reload-page' on a plain directory: adding or deleting a file does not reload, a change to a file added after the start does", async () => {
    const file = path.join(dir, 'partials/late.html');
    writeFileSync(file, '<p>late</p>\n');
    rmSync(file);
    // A change to a glob file settles the count: had the add or the delete reloaded the page, loads would be one more.
    await editUntilReloaded('templates/a.html');
    assert.equal(loads, 4);
    writeFileSync(file, '<p>late again</p>\n');
    await editUntilReloaded('partials/late.html');
    assert.equal(loads, 5);
  });

  test('paths: with --root from the parent folder, the glob matched under the root and the plain paths named from the working folder were watched (the tests above)', () => {
    assert.ok(pageText('config/dev/watch-files', 'en').includes('are expanded once, when the server starts, against the project root'));
    assert.ok(pageText('config/dev/watch-files', 'en').includes('A relative plain path is resolved from the current working directory of the process'));
    assert.ok(pageText('config/dev/watch-files', 'zh').includes('在服务器启动时基于项目根目录展开一次'));
    assert.ok(pageText('config/dev/watch-files', 'zh').includes('相对的普通路径基于进程的当前工作目录解析'));
  });

  test("'reload-server' on a directory: a file added inside it restarts the server", async () => {
    const before = server.output().length;
    writeFileSync(path.join(dir, 'mock/users.json'), '[]\n');
    await waitFor('the restart', () => /restarting server as users\.json changed/.test(server.output().slice(before)), 60_000);
    await waitFor('ready again', () => /ready /.test(server.output().slice(before).split('restarting server')[1] ?? ''), 60_000);
  });

  test("'reload-server' still restarts the server with dev.hmr and dev.liveReload both false", async () => {
    // The config file is itself a 'reload-server' entry: this edit restarts the server with both switches off.
    let before = server.output().length;
    writeFileSync(path.join(dir, 'rsbuild.config.mjs'), `export default {
  dev: {
    hmr: false,
    liveReload: false,
    watchFiles: [{ paths: '${base}/mock', type: 'reload-server' }],
  },
};
`);
    await waitFor('the restart for the config file', () => /restarting server as rsbuild\.config\.mjs changed/.test(server.output().slice(before)), 60_000);
    await waitFor('ready again', () => /ready /.test(server.output().slice(before).split('restarting server')[1] ?? ''), 60_000);
    before = server.output().length;
    writeFileSync(path.join(dir, 'mock/orders.json'), '[]\n');
    await waitFor('the restart for mock/orders.json', () => /restarting server as orders\.json changed/.test(server.output().slice(before)), 60_000);
    await waitFor('ready again', () => /ready /.test(server.output().slice(before).split('restarting server')[1] ?? ''), 60_000);
    assert.ok(pageText('config/dev/watch-files', 'en').includes('also when `dev.hmr` and `dev.liveReload` are both `false`'));
    assert.ok(pageText('config/dev/watch-files', 'zh').includes('（即使 `dev.hmr` 和 `dev.liveReload` 都为 `false` 也一样）'));
    // The dev.liveReload page's note, which said every dev.watchFiles watcher stops then.
    assert.ok(pageText('config/dev/live-reload', 'en').includes("Entries of type `'reload-server'` are watched by the CLI and restart the server either way."));
    assert.ok(pageText('config/dev/live-reload', 'zh').includes("`'reload-server'` 类型的条目由 CLI 监听，无论这两个开关如何都会重启服务器。"));
  });
});

describe('dev.watchFiles › paths with glob characters', () => {
  test("'reload-page': a real folder named tpl/(group) is read as a glob, matches nothing and is not watched, with no warning; tpl/\\(group\\) and a glob are watched", async () => {
    const dir = makeProject({ 'src/index.js': "document.title = 'watched';\n", 'globbed/c.html': '<p>c</p>\n', 'esc/(e)/b.html': '<p>b</p>\n', 'tpl/(group)/a.html': '<p>a</p>\n' }, 'watch-files-parens');
    const { createRsbuild } = await rsbuildCore();
    let token = '';
    const warnings: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'warn',
        server: { port: await freePort(), printUrls: false },
        dev: { watchFiles: [{ paths: 'tpl/(group)' }, { paths: 'esc/\\(e\\)' }, { paths: 'globbed/*.html' }] },
        plugins: [{ name: 'token', setup: (api) => api.onBeforeStartDevServer(({ environments }) => void (token = environments.web.webSocketToken)) } satisfies RsbuildPlugin],
      },
    });
    const { logger } = await rsbuildCore();
    const warn = logger.warn;
    logger.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    // The ws client bundled in @rsbuild/core (its package exports do not list it, so by file path).
    const WebSocket = (createRequire(import.meta.filename)(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/ws/index.js')) as { WebSocket: typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core/compiled/ws').default }).WebSocket;
    const { port, server } = await rsbuild.startDevServer();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/rsbuild-hmr?token=${token}`);
    let changed = 0;
    socket.on('message', (data: Buffer) => void (JSON.parse(String(data)).type === 'static-changed' && changed++));
    const editUntilChanged = async (file: string) => {
      const before = changed;
      let lastWrite = 0;
      await waitFor(`static-changed after an edit of ${file}`, () => {
        if (changed > before) return true;
        if (Date.now() - lastWrite > 2_000) writeFileSync(path.join(dir, file), `<p>${(lastWrite = Date.now())}</p>\n`);
        return false;
      }, 30_000);
    };
    try {
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      await editUntilChanged('globbed/c.html');
      await editUntilChanged('esc/(e)/b.html');
      const before = changed;
      for (let i = 0; i < 3; i++) writeFileSync(path.join(dir, 'tpl/(group)/a.html'), `<p>edit ${i}</p>\n`);
      // A marker instead of a quiet period: the edits above and the globbed file's edit are written
      // together, so a watcher on tpl/(group) would report them in the same batch as the marker and
      // its message would arrive with the marker's or before it (with the folder watched, this
      // counts 2); the marker's is the only one.
      await editUntilChanged('globbed/c.html');
      assert.equal(changed - before, 1);
      assert.deepEqual(warnings, []);
    } finally {
      logger.warn = warn;
      socket.close();
      await server.close();
    }
    const expected = {
      en: "any path containing one of `*`, `?`, `{`, `}`, `[`, `]`, `(`, `)`, `!`, `+` or `|`) are expanded once, when the server starts, against the project root. Only the files that existed at that moment are watched; a file created later that matches the pattern is ignored until the next restart. This also applies to a real file or folder whose name contains one of these characters: `tpl/(group)` is read as a pattern, matches nothing, and nothing is watched, without a warning. Escape the characters instead, as in `'tpl/\\\\(group\\\\)'` (the folder's files that exist at startup are then watched).",
      zh: "路径中包含 `*`、`?`、`{`、`}`、`[`、`]`、`(`、`)`、`!`、`+`、`|` 中的任意字符）在服务器启动时基于项目根目录展开一次。只有当时已经存在的文件会被监听，之后新建的匹配文件要等下一次重启才会生效。名称中真实包含这些字符的文件或目录也会按此处理：`tpl/(group)` 会被当作 glob 模式，匹配不到任何文件，因此什么都不会被监听，也没有任何警告。此时请转义这些字符，例如写成 `'tpl/\\\\(group\\\\)'`（这样会监听该目录中启动时已存在的文件）。",
    };
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('config/dev/watch-files', lang).includes(expected[lang]), lang);
  });
});
