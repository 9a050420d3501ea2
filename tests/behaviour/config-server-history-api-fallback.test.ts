// docs/{en,zh}/config/server/history-api-fallback.mdx: which requests the dev server rewrites (method,
// Accept header, rewrites, dot rule, index), the multi-page sample, the interaction with
// server.htmlFallback, server.base, and the preview server that only applies the rules when
// htmlFallback is false. One project of four pages, served in this process through the JS API.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentConfig, ServerConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, freePort, makeProject, pageText, rsbuildCore } from './harness';

const page = 'config/server/history-api-fallback';
const entries = ['index', 'admin', 'docs-en', 'docs-zh'];
const files = { ...Object.fromEntries(entries.map((name) => [`src/${name}.js`, `document.title = 'page ${name}';\n`])), 'public/notes': 'public notes\n', 'public/app.html': '<p>static page</p>\n' };
const rewrites = [
  { from: /^\/admin/, to: '/admin.html' },
  { from: /^\/docs\/(en|zh)\//, to: ({ match }: { match: RegExpMatchArray }) => `/docs-${match[1]}.html` },
];

/** Sends a request and gives the status and which page's script the answer loads ('' when none). */
function request(port: number, urlPath: string, { method = 'GET', accept = 'text/html' as string | null } = {}): Promise<{ status: number; page: string }> {
  return new Promise((resolve, reject) => {
    // `accept: null` sends no Accept header at all.
    const headers: Record<string, string> = accept === null ? {} : { accept };
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, page: /static\/js\/([\w-]+)\.js/.exec(body)?.[1] ?? '' }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Server = { port: number; close: () => Promise<void> };
const servers: Server[] = [];
async function dev(config: ServerConfig, cwd = dir, names = entries): Promise<Server> {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', source: { entry: Object.fromEntries(names.map((name) => [name, `./src/${name}.js`])) }, dev: { hmr: false, liveReload: false }, server: { port: await freePort(), printUrls: false, ...config } } });
  const { port, server } = await rsbuild.startDevServer();
  const started = { port, close: () => server.close() };
  servers.push(started);
  return started;
}
let dir: string;
let withRules: Server;
let noHtmlFallback: Server;
let withBase: Server;
let htmlOnly: Server;
let htmlOnlyStrict: Server;
let dotsAllowed: Server;
let mainOnly: Server;
let mainOnlyNoIndex: Server;
/** What a `to` function of the htmlOnlyStrict server received. */
let seenContext: { keys: string[]; match: RegExpMatchArray; parsedUrl: URL; method: string | undefined } | undefined;

before(async () => {
  dir = makeProject(files, 'history-api-fallback');
  withRules = await dev({ historyApiFallback: { rewrites } });
  noHtmlFallback = await dev({ htmlFallback: false, historyApiFallback: true });
  withBase = await dev({ base: '/app', historyApiFallback: { rewrites } });
  htmlOnly = await dev({ historyApiFallback: { htmlAcceptHeaders: ['text/html'], rewrites: [{ from: /^\/kept\//, to: '/app.html' }] } });
  htmlOnlyStrict = await dev({
    htmlFallback: false,
    historyApiFallback: {
      htmlAcceptHeaders: ['text/html'],
      rewrites: [
        {
          from: /^\/ctx\//,
          to: (context) => {
            seenContext = { keys: Object.keys(context).sort(), match: context.match, parsedUrl: context.parsedUrl, method: context.request.method };
            return '/admin.html';
          },
        },
      ],
    },
  });
  dotsAllowed = await dev({ htmlFallback: false, historyApiFallback: { disableDotRule: true, rewrites: [{ from: /^\/admin/, to: '/index.html' }, { from: /^\/kept\//, to: '/app.html' }] } });
  const mainDir = makeProject({ 'src/main.js': "document.title = 'page main';\n" }, 'history-api-fallback-main');
  mainOnly = await dev({ historyApiFallback: { index: '/main.html' } }, mainDir, ['main']);
  mainOnlyNoIndex = await dev({ historyApiFallback: true }, mainDir, ['main']);
});
after(async () => {
  for (const server of servers) await server.close();
});

describe('Which requests are rewritten', () => {
  test('GET and HEAD with Accept text/html are rewritten; POST is not (404)', async () => {
    assert.deepEqual(await request(noHtmlFallback.port, '/settings/profile'), { status: 200, page: 'index' });
    assert.equal((await request(noHtmlFallback.port, '/settings/profile', { method: 'HEAD' })).status, 200);
    assert.equal((await request(noHtmlFallback.port, '/settings/profile', { method: 'POST' })).status, 404);
  });
  test('no Accept header, or one starting with application/json, is not rewritten (404)', async () => {
    assert.equal((await request(noHtmlFallback.port, '/settings/profile', { accept: null })).status, 404);
    assert.equal((await request(noHtmlFallback.port, '/settings/profile', { accept: 'application/json, text/html' })).status, 404);
    assert.deepEqual(await request(noHtmlFallback.port, '/settings/profile', { accept: '*/*' }), { status: 200, page: 'index' });
  });
  test('the dot rule: /docs/v1.2 and /missing.js are not rewritten (404 with htmlFallback false)', async () => {
    assert.equal((await request(noHtmlFallback.port, '/docs/v1.2')).status, 404);
    assert.equal((await request(noHtmlFallback.port, '/missing.js')).status, 404);
  });
  test('files that exist, built pages and public files, are served as they are', async () => {
    assert.deepEqual(await request(noHtmlFallback.port, '/admin.html'), { status: 200, page: 'admin' });
    // A public file without a dot, which the rules would otherwise rewrite.
    assert.deepEqual(await request(noHtmlFallback.port, '/notes'), { status: 200, page: '' });
  });
  test('a path naming a built page without .html (/admin) gets that page before the rules; a rule matching /admin only sees /admin/users', async () => {
    // dotsAllowed has { from: /^\/admin/, to: '/index.html' } as its first rule.
    assert.deepEqual(await request(dotsAllowed.port, '/admin'), { status: 200, page: 'admin' });
    assert.deepEqual(await request(dotsAllowed.port, '/admin/users'), { status: 200, page: 'index' });
    assert.ok(pageText(page, 'en').includes('`/admin` is answered with `admin.html` before any rule is checked, so a rule whose `from` matches `/admin` only sees longer paths such as `/admin/users`.'));
    assert.ok(pageText(page, 'zh').includes('`/admin` 会在检查任何规则之前就得到 `admin.html`，因此 `from` 能匹配 `/admin` 的规则，实际只会处理 `/admin/users` 这类更长的路径。'));
  });
});

describe('Options', () => {
  test('index: with the only entry main, /main.html is served for unknown paths; without index they are a 404', async () => {
    assert.deepEqual(await request(mainOnly.port, '/settings/profile'), { status: 200, page: 'main' });
    assert.equal((await request(mainOnlyNoIndex.port, '/settings/profile')).status, 404);
  });
  test("htmlAcceptHeaders ['text/html'] keeps fetch()'s */* from the rules, but htmlFallback 'index' still answers it with index.html", async () => {
    assert.deepEqual(await request(htmlOnlyStrict.port, '/settings/profile'), { status: 200, page: 'index' });
    assert.equal((await request(htmlOnlyStrict.port, '/settings/profile', { accept: '*/*' })).status, 404);
    assert.deepEqual(await request(htmlOnly.port, '/settings/profile', { accept: '*/*' }), { status: 200, page: 'index' });
  });
  test('htmlAcceptHeaders: the page says htmlFallback must be false for */* requests to get no HTML, in both languages', () => {
    assert.match(pageText(page, 'en'), /narrow it to `\['text\/html'\]` and set \[server\.htmlFallback\]\(\/config\/server\/html-fallback\) to `false`/);
    assert.match(pageText(page, 'zh'), /缩小为 `\['text\/html'\]`，并把 \[server\.htmlFallback\]\(\/config\/server\/html-fallback\) 设为 `false`/);
  });
  test('disableDotRule true: /docs/v1.2 gets index.html', async () => {
    assert.deepEqual(await request(dotsAllowed.port, '/docs/v1.2'), { status: 200, page: 'index' });
  });
});

describe('rewrites', () => {
  test('the multi-page sample: /admin/users gets admin.html, /docs/zh/intro docs-zh.html, others /index.html', async () => {
    assert.deepEqual(await request(withRules.port, '/admin/users'), { status: 200, page: 'admin' });
    assert.deepEqual(await request(withRules.port, '/docs/zh/intro'), { status: 200, page: 'docs-zh' });
    assert.deepEqual(await request(withRules.port, '/docs/en/intro'), { status: 200, page: 'docs-en' });
    assert.deepEqual(await request(withRules.port, '/settings/profile'), { status: 200, page: 'index' });
  });
  test('a to function receives { match, parsedUrl, request }; from is matched against the pathname, before the dot rule', async () => {
    assert.deepEqual(await request(htmlOnlyStrict.port, '/ctx/report.js?x=1'), { status: 200, page: 'admin' });
    assert.ok(seenContext);
    assert.deepEqual(seenContext.keys, ['match', 'parsedUrl', 'request']);
    assert.equal(seenContext.match.input, '/ctx/report.js');
    assert.ok(seenContext.parsedUrl instanceof URL);
    assert.equal(seenContext.parsedUrl.search, '?x=1');
    assert.equal(seenContext.method, 'GET');
  });
  test('dev server: a to target in public/ is not served (404 with htmlFallback false, index.html with the default htmlFallback), though /app.html itself is', async () => {
    assert.deepEqual(await request(dotsAllowed.port, '/app.html'), { status: 200, page: '' });
    assert.deepEqual(await request(dotsAllowed.port, '/kept/x'), { status: 404, page: '' });
    assert.deepEqual(await request(htmlOnly.port, '/kept/x'), { status: 200, page: 'index' });
    assert.ok(pageText(page, 'en').includes("A `to: '/app.html'` that points at `public/app.html` therefore ends in a 404 there, or in `index.html` while `server.htmlFallback` is `'index'`."));
    assert.ok(pageText(page, 'zh').includes("所以指向 `public/app.html` 的 `to: '/app.html'` 在开发服务器中会得到 404；如果 `server.htmlFallback` 为 `'index'`，则会得到 `index.html`。"));
  });
  test('the sample is the one on the page, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText(page, lang);
      assert.ok(text.includes("{ from: /^\\/admin/, to: '/admin.html' }"), lang);
      assert.ok(text.includes('to: ({ match }) => `/docs-${match[1]}.html`'), lang);
    }
  });
});

describe('Interaction with htmlFallback', () => {
  test('/missing.js, declined by the dot rule, still gets index.html from htmlFallback; with htmlFallback false it is a 404', async () => {
    assert.deepEqual(await request(withRules.port, '/missing.js'), { status: 200, page: 'index' });
    assert.equal((await request(noHtmlFallback.port, '/missing.js')).status, 404);
  });
});

describe('Notes', () => {
  test('with server.base /app, the rules see the path without the base', async () => {
    assert.deepEqual(await request(withBase.port, '/app/admin/users'), { status: 200, page: 'admin' });
  });
  test('a page request matched by server.proxy goes to the proxy target, not to index.html', async () => {
    const target = http.createServer((_req, res) => res.end('from the api'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const { port: targetPort } = target.address() as import('node:net').AddressInfo;
    const proxied = await dev({ htmlFallback: false, historyApiFallback: true, proxy: { '/api': `http://127.0.0.1:${targetPort}` } });
    try {
      const body = await new Promise<string>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: proxied.port, path: '/api/users', headers: { accept: 'text/html' } }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        }).on('error', reject);
      });
      assert.equal(body, 'from the api');
    } finally {
      target.close();
    }
  });
});

test('server cannot be set inside environments (a type error)', () => {
  // @ts-expect-error EnvironmentConfig has no server key in 1.7.6.
  const environment: EnvironmentConfig = { server: { historyApiFallback: true } };
  assert.ok(environment);
});

describe('preview server', () => {
  test('with the default htmlFallback the preview answers /admin/users and /missing.php with index.html, but /legacy/page.php still reaches the rules; with htmlFallback false the rules apply to all three', async () => {
    const { createRsbuild } = await rsbuildCore();
    const previewDir = makeProject(files, 'history-api-fallback-preview');
    const source = { entry: Object.fromEntries(entries.map((name) => [name, `./src/${name}.js`])) };
    const build = await createRsbuild({ cwd: previewDir, rsbuildConfig: { logLevel: 'silent', source } });
    await (await build.build()).close();
    for (const [htmlFallback, expected] of [['index', 'index'], [false, 'admin']] as const) {
      const withPhp = [{ from: /^\/admin$/, to: '/index.html' }, ...rewrites, { from: /\.php$/, to: '/admin.html' }, { from: /^\/kept\//, to: '/app.html' }];
      const rsbuild = await createRsbuild({ cwd: previewDir, rsbuildConfig: { logLevel: 'silent', source, server: { port: await freePort(), printUrls: false, htmlFallback, historyApiFallback: { rewrites: withPhp } } } });
      const { port, server } = await rsbuild.preview();
      try {
        assert.deepEqual(await request(port, '/admin/users'), { status: 200, page: expected }, `htmlFallback ${htmlFallback}`);
        // A path with a file extension is not answered by the preview's index fallback, so the rules see it.
        assert.deepEqual(await request(port, '/legacy/page.php'), { status: 200, page: 'admin' }, `htmlFallback ${htmlFallback}`);
        // A file name directly under the root is answered by the index fallback before the rules.
        assert.deepEqual(await request(port, '/missing.php'), { status: 200, page: expected }, `htmlFallback ${htmlFallback}`);
        // /admin gets admin.html before the first rule (/^\/admin$/ -> /index.html) is checked.
        assert.deepEqual(await request(port, '/admin'), { status: 200, page: 'admin' }, `htmlFallback ${htmlFallback}`);
        // The preview serves a to target from public/: the build copied it into dist.
        if (htmlFallback === false) assert.deepEqual(await request(port, '/kept/x'), { status: 200, page: '' });
      } finally {
        await server.close();
      }
    }
  });
  test('the page says only paths that look like files reach the rules under the default htmlFallback, in both languages', () => {
    assert.ok(pageText(page, 'en').includes('only paths that look like files (with an extension, such as `/legacy/page.php`) reach these rules'));
    assert.ok(pageText(page, 'zh').includes('只有看起来像文件的路径（带扩展名，如 `/legacy/page.php`）才会进入这些规则'));
    assert.ok(pageText(page, 'en').includes('a missing file directly under the root, such as `/missing.js`, is answered with `index.html` too.'));
    assert.ok(pageText(page, 'zh').includes('直接位于根路径下的缺失文件（例如 `/missing.js`）同样会得到 `index.html`。'));
  });
});

test('the four samples type-check against the 1.x types, in both languages', () => {
  assertPageSamplesTypeCheck(ts, page, 4);
});
