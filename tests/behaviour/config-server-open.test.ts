// docs/{en,zh}/config/server/open: which URLs @rsbuild/core 1.7.6 opens, and when. The browser is a
// shell script named by BROWSER that appends its arguments to a file, so each opened URL is a line.
// One build; then preview servers of the JS API (the option works the same for dev and preview:
// both call the same function after the server listens), two CLI previews for --open, and one dev
// server whose first compilation is held to show when `before` runs.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, gate, makeProject, pageText, rsbuildCore, rsbuildV1Dir, startCli, waitFor, withEnv } from './harness';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';

const entry = { admin: './src/admin.js', index: './src/index.js' };

describe('server.open', () => {
  const dir = makeProject(
    {
      'src/index.js': 'document.body.textContent = "index";\n',
      'src/admin.js': 'document.body.textContent = "admin";\n',
      'browser.sh': '#!/bin/sh\necho "$@" >> "$(dirname "$0")/opened.txt"\n',
      // For the macOS path: a `ps` that lists Safari and Google Chrome as running, an `osascript`
      // and a `Chromium` that write their arguments where browser.sh does.
      'mac-bin/ps': '#!/bin/sh\necho "  PID TT  STAT  TIME COMMAND"\necho "  101 ??  S  0:01.00 Safari"\necho "  102 ??  S  0:02.00 Google Chrome"\n',
      'mac-bin/osascript': '#!/bin/sh\necho "osascript $*" >> "$(dirname "$0")/../opened.txt"\n',
      'mac-bin/Chromium': '#!/bin/sh\necho "Chromium $*" >> "$(dirname "$0")/../opened.txt"\n',
      // The same, but an `osascript` that fails.
      'mac-fail/ps': '#!/bin/sh\necho "  PID TT  STAT  TIME COMMAND"\necho "  102 ??  S  0:02.00 Google Chrome"\n',
      'mac-fail/osascript': '#!/bin/sh\nexit 1\n',
      'mac-fail/Chromium': '#!/bin/sh\necho "Chromium $*" >> "$(dirname "$0")/../opened.txt"\n',
      // server.open: false counts as unset for the --open flag.
      'no-open.config.mjs': `export default { source: { entry: ${JSON.stringify(entry)} }, server: { open: false } };\n`,
      'with-open.config.mjs': `export default { source: { entry: ${JSON.stringify(entry)} }, server: { open: '/from-config' } };\n`,
    },
    'server-open',
  );
  const browser = path.join(dir, 'browser.sh');
  const opened = path.join(dir, 'opened.txt');
  const lines = () => (existsSync(opened) ? readFileSync(opened, 'utf8').split('\n').filter(Boolean) : []);
  /** The lines that mention `port`, once `count` of them are there. */
  const linesFor = async (port: number, count: number): Promise<string[]> =>
    (await waitFor(`${count} opened line(s) for port ${port}`, () => {
      const mine = lines().filter((line) => line.includes(`:${port}/`));
      return mine.length >= count ? mine : undefined;
    }))!;
  const closers: (() => Promise<void>)[] = [];
  const savedBrowser = process.env.BROWSER;

  /** A development dev server on `port` (strictly) that opens with `open`. */
  const devConfig = (port: number, open: NonNullable<RsbuildConfig['server']>['open'], plugins: RsbuildPlugin[] = []): RsbuildConfig => ({
    mode: 'development',
    logLevel: 'silent',
    source: { entry },
    dev: { cliShortcuts: false },
    server: { port, strictPort: true, open },
    plugins,
  });

  async function preview(config: RsbuildConfig) {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', source: { entry }, dev: { cliShortcuts: false }, ...config, server: { port: await freePort(), ...config.server } },
    });
    const { port, server } = await rsbuild.preview();
    closers.push(() => server.close());
    return port;
  }

  before(async () => {
    for (const file of [browser, 'mac-bin/ps', 'mac-bin/osascript', 'mac-bin/Chromium', 'mac-fail/ps', 'mac-fail/osascript', 'mac-fail/Chromium']) chmodSync(path.resolve(dir, file), 0o755);
    process.env.BROWSER = browser;
    const { errors } = await buildProject(dir, { source: { entry }, server: { base: '/app' } });
    assert.deepEqual(errors, []);
  });

  after(async () => {
    for (const close of closers) await close();
    if (savedBrowser === undefined) delete process.env.BROWSER;
    else process.env.BROWSER = savedBrowser;
  });

  test('true opens the index page of several entries, with server.base, on localhost', async () => {
    const port = await preview({ server: { base: '/app', open: true } });
    assert.deepEqual(await linesFor(port, 1), [`http://localhost:${port}/app/`]);
  });

  test('true with several environments opens the first page of the first environment, not a later index page', async () => {
    const port = await preview({
      source: {},
      server: { open: true },
      environments: { admin: { source: { entry: { admin: './src/admin.js' } } }, web: { source: { entry: { index: './src/index.js' } } } },
    });
    assert.deepEqual(await linesFor(port, 1), [`http://localhost:${port}/admin`]);
    assert.ok(pageText('config/server/open', 'en').includes('with several [environments](/config/environments), it is the first page of the first environment that has HTML, even when a later environment has an `index` page.'));
    assert.ok(pageText('config/server/open', 'zh').includes('配置了多个 [environments](/config/environments) 时，打开的是第一个包含 HTML 的环境的第一个页面，即使后面的环境中有 `index` 页面也是如此。'));
    assert.ok(!pageText('config/server/open', 'en').includes('In a project with several entries, that is the `index` page if there is one.'));
  });

  test('true without any HTML page opens the bare server address, without server.base', async () => {
    const port = await preview({ server: { base: '/app', open: true }, tools: { htmlPlugin: false } });
    const line = await waitFor('the bare address opened', () => lines().find((opened) => opened.endsWith(`:${port}`)));
    assert.equal(line, `http://localhost:${port}`);
    assert.ok(pageText('config/server/open', 'en').includes('`true` opens the bare server address, `http://localhost:3000`, without `server.base`.'));
    assert.ok(pageText('config/server/open', 'zh').includes('`true` 打开的是不带 `server.base` 的服务器地址 `http://localhost:3000`。'));
  });

  test('the sample array: paths on the server address without server.base, <port> replaced', async () => {
    const port = await preview({ server: { base: '/app', open: ['/', '/admin', 'http://127.0.0.1:<port>/docs'] } });
    assert.deepEqual((await linesFor(port, 3)).sort(), [`http://127.0.0.1:${port}/docs`, `http://localhost:${port}/`, `http://localhost:${port}/admin`]);
  });

  test('the object form without target opens the first page; server.host is the host', async () => {
    const port = await preview({ server: { base: '/app', host: '127.0.0.1', open: {} } });
    assert.deepEqual(await linesFor(port, 1), [`http://127.0.0.1:${port}/app/`]);
  });

  test('before runs once the server listens, and the browser opens after its promise settles', async () => {
    // strictPort: the server fails rather than move, so \`before\` knows where it listens.
    const asked = await freePort();
    const events: string[] = [];
    const port = await preview({
      server: {
        base: '/app',
        port: asked,
        strictPort: true,
        open: {
          target: '/dashboard',
          before: async () => {
            events.push(`before: ${lines().filter((line) => line.includes(`:${asked}/`)).length} opened`);
            const response = await fetch(`http://localhost:${asked}/app/`);
            events.push(`served ${response.status}`);
          },
        },
      },
    });
    assert.equal(port, asked);
    assert.deepEqual(await linesFor(port, 1), [`http://localhost:${port}/dashboard`]);
    assert.deepEqual(events, ['before: 0 opened', 'served 200']);
  });

  test('preview with server.https still opens http:// for true and for paths (1.7.6)', async () => {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    const https = { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
    const port = await preview({ server: { base: '/app', https, open: [`https://localhost:<port>/secure`, '/path'] } });
    assert.deepEqual((await linesFor(port, 2)).sort(), [`http://localhost:${port}/path`, `https://localhost:${port}/secure`]);
    const portTrue = await preview({ server: { base: '/app', https, open: true } });
    assert.deepEqual(await linesFor(portTrue, 1), [`http://localhost:${portTrue}/app/`]);
  });

  test('each URL is opened once per process, also by a later server on the same port', async () => {
    const asked = await freePort();
    const first = await preview({ server: { port: asked, strictPort: true, open: '/once' } });
    await linesFor(first, 1);
    await closers.pop()!();
    const second = await preview({ server: { port: asked, strictPort: true, open: ['/once', '/second'] } });
    assert.equal(second, first);
    assert.deepEqual(await linesFor(second, 2), [`http://localhost:${second}/once`, `http://localhost:${second}/second`]);
  });

  test('devServer.open() opens an already opened URL again; before runs on every opening, also on a later server (a restart) that opens nothing new', async () => {
    const { createRsbuild } = await rsbuildCore();
    const asked = await freePort();
    let calls = 0;
    const devServer = async () => (await createRsbuild({ cwd: dir, rsbuildConfig: devConfig(asked, { target: '/again', before: () => void calls++ }) })).createDevServer();
    const first = await devServer();
    try {
      await first.listen();
      assert.deepEqual(await linesFor(asked, 1), [`http://localhost:${asked}/again`]);
      assert.equal(calls, 1);
      await first.open();
      assert.deepEqual(await linesFor(asked, 2), [`http://localhost:${asked}/again`, `http://localhost:${asked}/again`]);
      assert.equal(calls, 2);
    } finally {
      await first.close();
    }
    const second = await devServer();
    try {
      await second.listen();
      await waitFor('before on the second server', () => calls === 3 || undefined);
      // A marker instead of a quiet period: open() afterwards opens /again once more. Had the
      // restart opened it as well, that line would come first and make 4.
      await second.open();
      assert.equal(calls, 4);
      assert.equal((await linesFor(asked, 3)).length, 3);
    } finally {
      await second.close();
    }
    assert.ok(pageText('config/server/open', 'en').includes('Pressing `o` and Enter, or calling `devServer.open()`, opens the pages again even if they are already open.'));
    assert.ok(pageText('config/server/open', 'zh').includes('在终端输入 `o` 并回车，或调用 `devServer.open()`，则会再次打开这些页面，即使它们已经打开过。'));
    assert.ok(pageText('config/server/open', 'en').includes('`before` runs every time Rsbuild opens the pages: again after each dev server restart and on each `o` shortcut, even when the URLs were already opened and nothing new opens.'));
    assert.ok(pageText('config/server/open', 'zh').includes('每次 Rsbuild 打开页面时都会调用 `before`：开发服务器每次重启后、每次按下 `o` 快捷键时都会再次调用，即使这些 URL 已经打开过、这次不会打开新页面。'));
    // The `o` shortcut and devServer.open() both call the opener with clearCache: true.
    const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.ok(source.includes('clearCache && (openedURLs = []);'));
    assert.ok(source.includes('before && await before(), urls))openedURLs.includes(url) || (openBrowser(url), openedURLs.push(url));'));
    assert.ok(source.includes("key: 'o',\n            description: `${color.bold('o + enter')}  ${color.dim('open in browser')}`,\n            action: openPage"));
  });

  test('with CSB=true (CodeSandbox) nothing is opened and before is not called', async () => {
    let called = false;
    const port = await withEnv('CSB', 'true', () => preview({ server: { open: { target: '/csb', before: () => void (called = true) } } }));
    // A marker instead of a quiet period: a second server without CSB, started afterwards, opens
    // its page; the first server's opener ran before it, so its before and its page would be there.
    const marker = await preview({ server: { open: '/marker' } });
    await linesFor(marker, 1);
    assert.equal(called, false);
    assert.deepEqual(lines().filter((line) => line.includes(`:${port}/`)), []);
    assert.ok(pageText('config/server/open', 'en').includes('Nothing is opened when the environment variable `CSB` is `true`, as it is in CodeSandbox.'));
    assert.ok(pageText('config/server/open', 'zh').includes('如果环境变量 `CSB` 为 `true`（CodeSandbox 中就是如此），则不会打开任何页面。'));
  });

  test('in development, before can run while the first compilation is still under way', async () => {
    const { createRsbuild } = await rsbuildCore();
    const hold = gate();
    let compiled = false;
    const events: string[] = [];
    const asked = await freePort();
    const holdFirstCompile: RsbuildPlugin = {
      name: 'hold-first-compile',
      setup(api) {
        api.onBeforeDevCompile(() => hold.held);
        api.onAfterDevCompile(() => void (compiled = true));
      },
    };
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: devConfig(asked, { target: '/held', before: () => void events.push(`before, compiled: ${compiled}`) }, [holdFirstCompile]),
    });
    const started = rsbuild.startDevServer();
    await waitFor('before to run', () => events.length > 0 || undefined);
    hold.release();
    const { server } = await started;
    closers.push(() => server.close());
    assert.deepEqual(events, ['before, compiled: false']);
    assert.deepEqual(await linesFor(asked, 1), [`http://localhost:${asked}/held`]);
  });

  // Rsbuild reads process.platform and BROWSER when it opens the URLs, right after `before`
  // settles: `before` makes this process look like macOS with the given variables, and puts the
  // real values back on the next turn of the event loop, once the URLs are handed over.
  // The values put back are the real ones, taken once: two openings whose `before` ran in the same
  // turn would otherwise each save what the other had set, and the second would put macOS back.
  const realPlatform = Object.getOwnPropertyDescriptor(process, 'platform')!;
  const realBrowserArgs = process.env.BROWSER_ARGS;
  const asMac = (browserName: string | undefined, browserArgs: string | undefined) => () => {
    const set = (name: 'BROWSER' | 'BROWSER_ARGS', value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));
    Object.defineProperty(process, 'platform', { ...realPlatform, value: 'darwin' });
    set('BROWSER', browserName);
    set('BROWSER_ARGS', browserArgs);
    setImmediate(() => {
      Object.defineProperty(process, 'platform', realPlatform);
      set('BROWSER', browser);
      set('BROWSER_ARGS', realBrowserArgs);
    });
  };

  test('macOS: without BROWSER a running Chromium-based browser is used through AppleScript, not Safari; BROWSER=chrome or Chromium too; with BROWSER_ARGS the browser is started instead', async () => {
    await withEnv('PATH', `${path.join(dir, 'mac-bin')}:${process.env.PATH}`, async () => {
      const noBrowser = await preview({ server: { open: { target: '/mac', before: asMac(undefined, undefined) } } });
      assert.deepEqual(await linesFor(noBrowser, 1), [`osascript openChrome.applescript http://localhost:${noBrowser}/mac Google Chrome`]);
      const named = await preview({ server: { open: { target: '/mac', before: asMac('Chromium', undefined) } } });
      assert.deepEqual(await linesFor(named, 1), [`osascript openChrome.applescript http://localhost:${named}/mac Chromium`]);
      const chrome = await preview({ server: { open: { target: '/mac', before: asMac('chrome', undefined) } } });
      assert.deepEqual(await linesFor(chrome, 1), [`osascript openChrome.applescript http://localhost:${chrome}/mac Google Chrome`]);
      const withArgs = await preview({ server: { open: { target: '/mac', before: asMac('Chromium', '--incognito') } } });
      assert.deepEqual(await linesFor(withArgs, 1), [`Chromium --incognito http://localhost:${withArgs}/mac`]);
    });
    // The last `before` puts the real platform back on the next turn of the event loop.
    await waitFor('the real platform back', () => process.platform === realPlatform.value || undefined);
    // The AppleScript that ships with @rsbuild/core reloads a tab showing the URL, else uses an empty new tab.
    const script = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/static/openChrome.applescript'), 'utf8');
    assert.ok(script.includes('set found to my lookupTabWithUrl(theURL)\n      if found then\n        set targetWindow\'s active tab index to targetTabIndex\n        tell targetTab to reload'));
    assert.ok(script.includes('set found to my lookupTabWithUrl("chrome://newtab/")'));
    assert.ok(script.includes('if (theTab\'s URL as string) contains lookupUrl then'));
    for (const [lang, text] of [['en', 'even when another browser such as Safari is the system default'], ['zh', '即使系统默认浏览器是 Safari 等其他浏览器']]) {
      assert.ok(pageText('config/server/open', lang as 'en' | 'zh').includes(text), lang);
    }
    assert.ok(!pageText('config/server/open', 'en').includes('On macOS, when the browser is Chromium-based, Rsbuild first tries'));
  });

  test('BROWSER_ARGS without BROWSER is ignored; google chrome and the Canary, Dev and Beta names take the AppleScript path; a failing osascript falls back to the ordinary opener', async () => {
    await withEnv('PATH', `${path.join(dir, 'mac-bin')}:${process.env.PATH}`, async () => {
      // macOS, no BROWSER: the running Google Chrome is used through AppleScript, without the arguments.
      const argsOnly = await preview({ server: { open: { target: '/args', before: asMac(undefined, '--incognito') } } });
      assert.deepEqual(await linesFor(argsOnly, 1), [`osascript openChrome.applescript http://localhost:${argsOnly}/args Google Chrome`]);
      for (const [name, app] of [['google chrome', 'Google Chrome'], ['Google Chrome Canary', 'Google Chrome Canary'], ['Google Chrome Dev', 'Google Chrome Dev'], ['Google Chrome Beta', 'Google Chrome Beta']]) {
        const port = await preview({ server: { open: { target: '/names', before: asMac(name, undefined) } } });
        assert.deepEqual(await linesFor(port, 1), [`osascript openChrome.applescript http://localhost:${port}/names ${app}`], name);
      }
    });
    await withEnv('PATH', `${path.join(dir, 'mac-fail')}:${process.env.PATH}`, async () => {
      const port = await preview({ server: { open: { target: '/fallback', before: asMac('Chromium', undefined) } } });
      assert.deepEqual(await linesFor(port, 1), [`Chromium http://localhost:${port}/fallback`]);
    });
    // Elsewhere the arguments are only passed along with the app that BROWSER names.
    const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.ok(source.includes("let options = browser ? {\n            app: {\n                name: apps[browser] ?? browser,\n                arguments: browserArgs?.split(' ')\n            }\n        } : {};"));
    assert.ok(pageText('config/server/open', 'en').includes('`BROWSER_ARGS` is only read together with `BROWSER`; without `BROWSER` it is ignored'));
    assert.ok(pageText('config/server/open', 'zh').includes('`BROWSER_ARGS` 只有与 `BROWSER` 一起设置时才会被读取，单独设置时会被忽略'));
    assert.ok(pageText('config/server/open', 'en').includes('`BROWSER=chrome` or `BROWSER=google chrome`, or one of the application names `Google Chrome`, `Google Chrome Canary`, `Google Chrome Dev`, `Google Chrome Beta`, `Microsoft Edge`'));
    assert.ok(pageText('config/server/open', 'zh').includes('设置 `BROWSER=chrome` 或 `BROWSER=google chrome`，或 `Google Chrome`、`Google Chrome Canary`、`Google Chrome Dev`、`Google Chrome Beta`、`Microsoft Edge`'));
    assert.ok(pageText('config/server/open', 'en').includes('If `osascript` fails, Rsbuild falls back to opening the URL the ordinary way.'));
    assert.ok(pageText('config/server/open', 'zh').includes('如果 `osascript` 执行失败，Rsbuild 会退回到常规方式打开 URL。'));
  });

  test('rsbuild preview -o <path> opens that path with BROWSER_ARGS, also when the config sets server.open to false; --open is ignored when the config sets another value', async () => {
    const flagOnly = startCli(dir, ['preview', '-c', 'no-open.config.mjs', '--port', String(await freePort()), '-o', '/admin'], /Local:/, {
      env: { BROWSER: browser, BROWSER_ARGS: '--incognito --new-window' },
    });
    const withConfig = startCli(dir, ['preview', '-c', 'with-open.config.mjs', '--port', String(await freePort()), '--open', '/admin'], /Local:/, { env: { BROWSER: browser } });
    closers.push(flagOnly.stop, withConfig.stop);
    await Promise.all([flagOnly.started, withConfig.started]);
    assert.deepEqual(await linesFor(flagOnly.port(), 1), [`--incognito --new-window http://localhost:${flagOnly.port()}/admin`]);
    assert.deepEqual(await linesFor(withConfig.port(), 1), [`http://localhost:${withConfig.port()}/from-config`]);
    assert.ok(pageText('config/server/open', 'en').includes('The flag only takes effect when `server.open` is unset or `false` in the config'));
    assert.ok(pageText('config/server/open', 'zh').includes('只有配置中的 `server.open` 未设置或为 `false` 时，这个参数才会生效'));
    assert.ok(!pageText('config/server/open', 'en').includes('when the config does not already set `server.open`'));
  });

  test('server.open cannot be set inside environments', () => {
    const config: RsbuildConfig = {
      // @ts-expect-error server is not an environment option
      environments: { web: { server: { open: true } } },
    };
    assert.ok(config);
  });
});
