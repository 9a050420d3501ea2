// docs/{en,zh}/config/dev/setup-middlewares.mdx: the page's four samples loaded as written (mock API,
// reload, server-side rendering, several functions) and the order of middlewares, all on one dev
// server of a web + node project started in this process through the JS API; the reload sample
// in Chromium; environment-level and preview servers that ignore the option.
import assert from 'node:assert/strict';
import http from 'node:http';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RequestHandler, RsbuildConfig, RsbuildPlugin, SetupMiddlewaresFn } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, makeProject, pageSamples, pageText, rsbuildCore, waitFor, launchChromium, withNodeEnv } from './harness';

const page = 'config/dev/setup-middlewares';

function request(port: number, urlPath: string, { method = 'GET', accept = 'application/json', trace = false } = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers: trace ? { accept, 'x-trace': '1' } : { accept } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Which handlers of the test saw a traced request (header x-trace), in the order they ran. */
let seen: string[] = [];
const mark = (name: string, answerPath?: string): RequestHandler => (req, res, next) => {
  if (!req.headers['x-trace']) return next();
  seen.push(name);
  if (answerPath && req.url === answerPath) {
    res.end(`answered by ${name}`);
    return;
  }
  next();
};

function traced(port: number, urlPath: string, options: { method?: string; accept?: string } = {}) {
  seen = [];
  return request(port, urlPath, { ...options, trace: true });
}

const orderPlugin: RsbuildPlugin = {
  name: 'order-plugin',
  setup(api) {
    api.onBeforeStartDevServer(({ server }) => {
      server.middlewares.use(mark('plugin-direct'));
      return () => {
        server.middlewares.use(mark('plugin-returned'));
      };
    });
  },
};

let dir: string;
let port: number;
const closers: (() => Promise<void>)[] = [];
type Started = { port: number; server: { close: () => Promise<void> } };
let small: Started;
let preview: Started;
const logged: string[] = [];
const originalLog = console.log;

before(async () => {
  const samples = pageSamples(page, 'en');
  assert.equal(samples.length, 4);
  dir = makeProject({
    'src/index.js': "document.title = 'client';\n",
    'src/server.ts': "export const render = () => '<p>rendered on the server</p>';\n",
    'template.html': '<!doctype html><html><head></head><body><div id="root"><!--app-content--></div></body></html>\n',
    'public/order/public.txt': 'from public\n',
  }, 'setup-middlewares');
  samples.forEach((sample, index) => writeFileSync(path.join(dir, `sample${index}.config.ts`), sample));
  const { createRsbuild, loadConfig } = await rsbuildCore();
  const fromSamples: SetupMiddlewaresFn[] = [];
  let ssrConfig: RsbuildConfig = {};
  for (let index = 0; index < samples.length; index++) {
    const { content } = await loadConfig({ cwd: dir, path: `sample${index}.config.ts` });
    if (index === 2) ssrConfig = content;
    fromSamples.push(...[content.dev!.setupMiddlewares!].flat());
  }
  const own: SetupMiddlewaresFn[] = [
    (middlewares) => {
      middlewares.unshift(mark('unshift-1a'), mark('unshift-1b'));
      middlewares.push(mark('push-1', '/order/push'));
    },
    (middlewares) => {
      middlewares.unshift(mark('unshift-2', '/static/js/index.js'));
      middlewares.push(mark('push-2'));
    },
  ];
  console.log = (...args: unknown[]) => void logged.push(args.join(' '));
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      environments: {
        ...ssrConfig.environments,
        // Set per environment, the option is dropped.
        web: { dev: { setupMiddlewares: [(middlewares: Parameters<SetupMiddlewaresFn>[0]) => middlewares.unshift(mark('environment-level'))] } as any },
      },
      logLevel: 'silent',
      plugins: [orderPlugin],
      html: { template: './template.html' },
      output: { filenameHash: false },
      server: { port: await freePort(), printUrls: false },
      dev: { setupMiddlewares: [...fromSamples, ...own] },
    },
  });
  const started = await rsbuild.startDevServer();
  port = started.port;
  closers.push(() => started.server.close());

  // A small web project without CORS, served by the dev server and, after a build, by preview.
  const smallDir = makeProject({ 'src/index.js': "document.title = 'small';\n" }, 'setup-middlewares-small');
  const smallConfig: RsbuildConfig = {
    logLevel: 'silent',
    server: { cors: false, printUrls: false },
    dev: {
      setupMiddlewares: (middlewares) => {
        middlewares.unshift(mark('small-unshift'));
        middlewares.push(mark('small-push'));
      },
    },
  };
  const smallDev = await createRsbuild({ cwd: smallDir, rsbuildConfig: { ...smallConfig, server: { ...smallConfig.server, port: await freePort() } } });
  small = await smallDev.startDevServer();
  closers.push(() => small.server.close());
  const smallBuild = await createRsbuild({ cwd: smallDir, rsbuildConfig: { ...smallConfig, server: { ...smallConfig.server, port: await freePort() } } });
  await smallBuild.build();
  preview = await smallBuild.preview();
  closers.push(() => preview.server.close());
});
after(async () => {
  console.log = originalLog;
  for (const close of closers) await close();
});

describe('dev.setupMiddlewares', () => {
  test('rsbuild preview ignores the option', async () => {
    await traced(preview.port, '/order/none');
    assert.deepEqual(seen, []);
    await traced(preview.port, '/order/none', { method: 'POST' });
    assert.deepEqual(seen, []);
  });
  test('the mock API sample answers GET /api/user with its JSON', async () => {
    assert.deepEqual(await request(port, '/api/user'), { status: 200, type: 'application/json', body: '{"id":1,"name":"Ada"}' });
  });
  test('an option set inside environments is dropped', async () => {
    await traced(port, '/order/none');
    assert.equal(seen.includes('environment-level'), false);
  });
  test('with createDevServer({ runCompile: false }) the function is called, and getStats, loadBundle and getTransformedHtml reject', async () => {
    const { createRsbuild } = await rsbuildCore();
    let calls = 0;
    let environments: Parameters<SetupMiddlewaresFn>[1]['environments'] | undefined;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': "document.title = 'no compile';\n" }, 'setup-middlewares-no-compile'),
      rsbuildConfig: { logLevel: 'silent', mode: 'development', dev: { setupMiddlewares: (_middlewares, server) => void ((calls += 1), (environments = server.environments)) } },
    });
    const server = await withNodeEnv('development', () => rsbuild.createDevServer({ runCompile: false }));
    try {
      assert.equal(calls, 1);
      assert.deepEqual(Object.keys(environments ?? {}), ['web']);
      const message = async (call: () => Promise<unknown>) => call().then(() => 'resolved', (error: Error) => error.message.replace(/\u001b\[[0-9;]*m/g, ''));
      assert.equal(await message(() => environments!.web.getStats()), '[rsbuild:server] Can not call getStats when runCompile is false');
      assert.equal(await message(() => environments!.web.loadBundle('index')), '[rsbuild:server] Can not call loadBundle when runCompile is false');
      assert.equal(await message(() => environments!.web.getTransformedHtml('index')), '[rsbuild:server] Can not call getTransformedHtml when runCompile is false');
    } finally {
      await server.close();
    }
    assert.ok(pageText(page, 'en').includes('the function is still called, but the three methods reject with an error such as `[rsbuild:server] Can not call getStats when runCompile is false`.'));
    assert.ok(pageText(page, 'zh').includes('函数照样会被调用，但这三个方法返回的 Promise 会以错误结束（reject），错误信息形如 `[rsbuild:server] Can not call getStats when runCompile is false`。'));
  });
});

describe('Order of middlewares', () => {
  test('plugin middlewares (direct and returned), then unshift (later call first), then push in order, then 404', async () => {
    const answer = await traced(port, '/order/none');
    assert.deepEqual(seen, ['plugin-direct', 'plugin-returned', 'unshift-2', 'unshift-1a', 'unshift-1b', 'push-1', 'push-2']);
    assert.deepEqual([answer.status, answer.body], [404, 'This page could not be found']);
    assert.equal((await traced(port, '/order/push')).body, 'answered by push-1');
  });
  test('an unshift handler answers a path that exists in the output', async () => {
    assert.equal((await traced(port, '/static/js/index.js')).body, 'answered by unshift-2');
    assert.match((await request(port, '/static/js/index.js')).body, /document\.title = 'client'/);
  });
  test('public files and the index.html fallback answer before push handlers', async () => {
    assert.equal((await traced(port, '/order/public.txt')).body, 'from public\n');
    assert.equal(seen.includes('push-1'), false);
    const html = await traced(port, '/app-route', { accept: 'text/html' });
    assert.match(html.body, /<div id="root"><!--app-content--><\/div>/);
    assert.equal(seen.includes('push-1'), false);
    await traced(port, '/app-route', { accept: '*/*' });
    assert.equal(seen.includes('push-1'), false);
  });
  test('push handlers see POST requests and Accept: application/json', async () => {
    await traced(port, '/app-route', { method: 'POST', accept: 'text/html' });
    assert.deepEqual(seen.slice(-2), ['push-1', 'push-2']);
    await traced(port, '/app-route');
    assert.deepEqual(seen.slice(-2), ['push-1', 'push-2']);
  });
  test('with the default server.cors, OPTIONS requests are answered (204) before any push handler', async () => {
    const answer = await traced(port, '/order/none', { method: 'OPTIONS' });
    assert.deepEqual(seen, ['plugin-direct', 'plugin-returned', 'unshift-2', 'unshift-1a', 'unshift-1b']);
    assert.equal(answer.status, 204);
  });
  test('with server.cors false, push handlers see OPTIONS requests, then the server answers 204', async () => {
    const answer = await traced(small.port, '/order/none', { method: 'OPTIONS' });
    assert.deepEqual(seen, ['small-unshift', 'small-push']);
    assert.equal(answer.status, 204);
  });
  test('URL completion answers only GET and HEAD requests that accept text/html or */*: /admin with application/json gets 404', async () => {
    const adminDir = makeProject({ 'src/index.js': "document.title = 'index';\n", 'src/admin.js': "document.title = 'admin';\n" }, 'setup-middlewares-completion');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: adminDir,
      rsbuildConfig: {
        logLevel: 'silent',
        source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
        dev: { hmr: false, liveReload: false },
        server: { htmlFallback: false, port: await freePort(), printUrls: false },
      },
    });
    const started = await rsbuild.startDevServer();
    try {
      for (const accept of ['text/html', '*/*']) {
        const answer = await request(started.port, '/admin', { accept });
        assert.equal(answer.status, 200, accept);
        assert.match(answer.body, /<script defer src="\/static\/js\/admin\.js"><\/script>/, accept);
      }
      assert.equal((await request(started.port, '/admin', { method: 'HEAD', accept: 'text/html' })).status, 200);
      assert.deepEqual(await request(started.port, '/admin', { accept: 'application/json' }), { status: 404, type: 'text/plain; charset=utf-8', body: 'This page could not be found' });
      assert.deepEqual(await request(started.port, '/admin', { method: 'POST', accept: 'text/html' }), { status: 404, type: 'text/plain; charset=utf-8', body: 'This page could not be found' });
    } finally {
      await started.server.close();
    }
  });
  test('the page says URL completion needs GET or HEAD and Accept text/html or */*', () => {
    assert.ok(pageText(page, 'en').includes('The completion, like the `index.html` fallback of step 8, only handles `GET` and `HEAD` requests whose `Accept` header includes `text/html` or `*/*`: with `htmlFallback: false` and an `admin` entry, `/admin` requested with `Accept: application/json` gets a 404.'));
    assert.ok(pageText(page, 'zh').includes('与第 8 步的 `index.html` 回退一样，URL 补全只处理 `Accept` 请求头包含 `text/html` 或 `*/*` 的 `GET` 和 `HEAD` 请求：设置 `htmlFallback: false` 并有一个 `admin` 入口时，以 `Accept: application/json` 请求 `/admin` 会得到 404。'));
  });
  test('the page says so in both languages', () => {
    assert.match(pageText(page, 'en'), /the CORS handler of step 2 answers all of them/);
    assert.match(pageText(page, 'zh'), /第 2 步的 CORS 中间件会响应所有 `OPTIONS` 请求/);
    assert.doesNotMatch(pageText(page, 'en'), /an answer for unhandled `OPTIONS` requests, then 404/);
    assert.doesNotMatch(pageText(page, 'zh'), /为未处理的 `OPTIONS` 请求返回响应/);
  });
});

describe('Example: server-side rendering in development', () => {
  test('GET / combines the node bundle with the transformed template', async () => {
    const answer = await request(port, '/', { accept: 'text/html' });
    assert.equal(answer.type, 'text/html');
    assert.match(answer.body, /<div id="root"><p>rendered on the server<\/p><\/div>/);
    assert.match(answer.body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
  });
});

describe('Several functions', () => {
  test('the sample logs each request and answers POST /api/log with 204', async () => {
    assert.equal((await request(port, '/api/log', { method: 'POST' })).status, 204);
    assert.ok(logged.includes('POST /api/log'), logged.join('\n'));
  });
});

describe('Example: reload pages from a middleware', () => {
  test('GET /__reload answers ok and the open page reloads', async () => {
    const browser = await launchChromium();
    try {
      const tab = await browser.newPage();
      await tab.goto(`http://127.0.0.1:${port}/app-route`);
      await waitFor('the HMR socket', () => tab.evaluate(() => document.title === 'client'));
      await tab.evaluate(() => ((window as any).beforeReload = true));
      // The client may still be connecting its socket: ask again until a reload happens.
      let reloaded = false;
      tab.once('load', () => (reloaded = true));
      await waitFor('a reload', async () => {
        assert.equal((await request(port, '/__reload')).body, 'ok');
        return reloaded;
      }, 20_000);
      // evaluate() fails while a navigation is under way: treat that as not yet.
      await waitFor('the reloaded page', () => tab.evaluate(() => document.title === 'client' && (window as any).beforeReload === undefined).catch(() => false));
    } finally {
      await browser.close();
    }
  });
});

describe('Order of middlewares: server.base, public files, .hot-update.json', () => {
  test('with server.base /app: outside the base any method gets 302 or 404 before push; inside, push sees req.url without the base; public files answer POST; .hot-update.json gets 404', async () => {
    const baseDir = makeProject({ 'src/index.js': "document.title = 'base';\n", 'public/data.json': '{"from":"public"}\n' }, 'setup-middlewares-base');
    const { createRsbuild } = await rsbuildCore();
    const pushed: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: baseDir,
      rsbuildConfig: {
        logLevel: 'silent',
        server: { base: '/app', port: await freePort(), printUrls: false },
        dev: {
          setupMiddlewares: (middlewares) => {
            middlewares.push((req, res, next) => {
              pushed.push(`${req.method} ${req.url} ${req.originalUrl}`);
              if (req.method === 'POST' && req.url === '/api/log') {
                res.statusCode = 204;
                res.end();
                return;
              }
              next();
            });
          },
        },
      },
    });
    const started = await rsbuild.startDevServer();
    try {
      const outside = await request(started.port, '/api/log', { method: 'POST' });
      assert.deepEqual(outside, { status: 404, type: 'text/plain', body: 'The server is configured with a base URL of /app - did you mean to visit /app/api/log instead?' });
      assert.equal((await request(started.port, '/', { method: 'POST' })).status, 302);
      assert.deepEqual(pushed, []);
      assert.equal((await request(started.port, '/app/api/log', { method: 'POST' })).status, 204);
      assert.deepEqual(pushed, ['POST /api/log /app/api/log']);
      // The public directory answers any method, before push handlers.
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const answer = await request(started.port, '/app/data.json', { method });
        assert.deepEqual([answer.status, answer.body], [200, '{"from":"public"}\n'], method);
      }
      assert.deepEqual(pushed, ['POST /api/log /app/api/log']);
      // Any non-OPTIONS request ending in .hot-update.json that no compiled file answers gets a 404 before push handlers.
      for (const method of ['GET', 'POST']) {
        const answer = await request(started.port, '/app/missing.hot-update.json', { method });
        assert.deepEqual([answer.status, answer.body], [404, 'This page could not be found'], method);
      }
      assert.deepEqual(pushed, ['POST /api/log /app/api/log']);
    } finally {
      await started.server.close();
    }
  });
});

describe('Order of middlewares: dev.writeToDisk', () => {
  test('with writeToDisk true the compiled files are served from disk; with a function, from memory', async () => {
    const { createRsbuild } = await rsbuildCore();
    const served: Record<string, string> = {};
    for (const [name, writeToDisk] of [['true', true], ['function', () => true]] as const) {
      const diskDir = makeProject({ 'src/index.js': "document.title = 'compiled';\n" }, `setup-middlewares-disk-${name}`);
      const rsbuild = await createRsbuild({
        cwd: diskDir,
        rsbuildConfig: { logLevel: 'silent', output: { filenameHash: false }, dev: { writeToDisk, hmr: false, liveReload: false }, server: { port: await freePort(), printUrls: false } },
      });
      const started = await rsbuild.startDevServer();
      try {
        const file = path.join(diskDir, 'dist/static/js/index.js');
        await waitFor('the file on disk', async () => (await request(started.port, '/static/js/index.js')).status === 200 && existsSync(file));
        writeFileSync(file, '// edited on disk\n');
        served[name] = (await request(started.port, '/static/js/index.js')).body;
      } finally {
        await started.server.close();
      }
    }
    assert.equal(served.true, '// edited on disk\n');
    assert.match(served.function, /document\.title = 'compiled'/);
  });
});

describe('Order of middlewares: the page text', () => {
  test('the page states push placement, server.base, .hot-update.json, public files for any method and writeToDisk in both languages', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    for (const text of [
      "`middlewares.push(...handlers)` puts them **after** the built-in middlewares that serve files and HTML, but before the server's own last answers, the `204` for `OPTIONS` requests and the 404 (steps 9 and 10 below).",
      "with `base: '/app'`, a `push` handler sees `POST /app/api/log` with `req.url` `/api/log`. A request outside the base ends here, whatever its method: `/` and `/index.html` get a 302 to the base, anything else a 404, so `POST /api/log` never reaches a `push` handler.",
      '(or from disk when [dev.writeToDisk](/config/dev/write-to-disk) is `true`; with a function they are still served from memory). Then any request whose URL ends in `.hot-update.json`, except `OPTIONS`, gets a 404.',
      '7. Files from the [public directory](/config/server/public-dir), for any method: `POST /data.json` gets `public/data.json` as well.',
      'as long as no file of the public directory has that path and, with a `server.base`, the path lies inside the base.',
    ]) assert.ok(en.includes(text), text);
    for (const text of [
      '`middlewares.push(...handlers)` 把处理函数放在提供文件和 HTML 的内置中间件**之后**，但在服务器自身最后的响应之前，即为 `OPTIONS` 请求返回的 `204` 和 404（见下方第 9、10 步）。',
      "设置 `base: '/app'` 时，`push` 添加的处理函数收到 `POST /app/api/log` 时，`req.url` 为 `/api/log`。基础路径外的请求无论使用什么方法都在这里结束：`/` 和 `/index.html` 会被 302 重定向到基础路径，其他请求得到 404，因此 `POST /api/log` 永远到不了 `push` 添加的处理函数。",
      '（[dev.writeToDisk](/config/dev/write-to-disk) 为 `true` 时从磁盘读取；设为函数时仍从内存读取）。接着，URL 以 `.hot-update.json` 结尾的请求（`OPTIONS` 除外）会得到 404。',
      '7. [public 目录](/config/server/public-dir)中的文件，不限请求方法：`POST /data.json` 同样会得到 `public/data.json`。',
      '前提是 public 目录中没有同路径的文件，并且设置了 `server.base` 时路径位于基础路径之内。',
    ]) assert.ok(zh.includes(text), text);
    assert.ok(!en.includes('puts them **after** all built-in middlewares'));
    assert.ok(!zh.includes('放在所有内置中间件**之后**'));
  });

  // The orders of 1.2.19 and 1.3.12 are proven from their compiled code by scripts/behaviour-versions.ts
  // (setup-middlewares:headers-after-cors, setup-middlewares:compress-after-proxy).
  test('the order of step 2 and the OPTIONS answer of step 10 carry the releases they changed in', () => {
    assert.ok(pageText(page, 'en').includes('- **Version:** `server.headers` after `server.cors` since 1.3.0 (ahead of it before); `server.compress` after `server.proxy` since 1.3.13 or 1.3.14 (first of the four before)'));
    assert.ok(pageText(page, 'zh').includes('- **版本：** 1.3.0 起 `server.headers` 位于 `server.cors` 之后（此前在它之前）；1.3.13 或 1.3.14 起 `server.compress` 位于 `server.proxy` 之后（此前排在这四项之首）'));
    assert.ok(pageText(page, 'en').includes('With the default [server.cors](/config/server/cors) of 1.3.0 and later, `OPTIONS` requests never get this far'));
    assert.ok(pageText(page, 'zh').includes('1.3.0 之前 `server.cors` 默认关闭，这些请求会走到这一步。'));
  });
});
