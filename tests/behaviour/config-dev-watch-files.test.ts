// docs/{en,zh}/config/dev/watch-files.mdx: one `rsbuild dev` with the page's two kinds of entry.
// 'reload-page' on a glob: a change to a matching file reloads the open page (Chromium counts its
// loads), while a file created later that matches the pattern is not watched; on a plain directory,
// adding or deleting a file does not reload, a change to a file added later does (the CLI runs from
// the parent folder with --root: the glob is relative to the root, plain paths to the working folder). 'reload-server' on
// a plain directory: a file added inside it restarts the server, and still does after the config
// file (itself watched) turns dev.hmr and dev.liveReload off.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { freePort, makeProject, pageText, startCli, waitFor, launchChromium } from './harness';

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
