// guide/basic/server: what the dev and preview servers print and answer.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { freePort, makeProject, rsbuildCore, runCli, startCli, writeProjectFiles, type CliResult } from './harness';

const twoEntries = { 'src/index.js': "console.log('index page');\n", 'src/admin.js': "console.log('admin page');\n", 'public/robots.txt': 'User-agent: *\n' };

// A backend for the proxy: it answers with the path and Host header it received.
let backend: http.Server;
let backendPort: number;

const mainDir = makeProject(twoEntries, 'server-main');
const routedDir = makeProject(twoEntries, 'server-routed');
const middlewareModeDir = makeProject(
  { 'rsbuild.config.mjs': 'export default { html: { title: "From config" } };\n', '.env': 'PUBLIC_FROM_ENV=loaded\n', 'src/index.js': 'console.log("env:" + import.meta.env.PUBLIC_FROM_ENV);\n' },
  'server-middleware-mode',
);
const emptyDir = makeProject({ 'src/index.js': "console.log('x');\n" }, 'server-empty');

let main: ReturnType<typeof startCli>;
let routed: ReturnType<typeof startCli>;
let preview: ReturnType<typeof startCli>;
let basePreview: ReturnType<typeof startCli>;
let blocker: http.Server;
let mainPort: number;
let routedPort: number;
let previewPort: number;
let basePort: number;
let previewWithoutBuild: CliResult;

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://localhost:${port}${path}`, { headers, redirect: 'manual' });

before(async () => {
  backend = http.createServer((req, res) => res.end(JSON.stringify({ url: req.url, host: req.headers.host })));
  backendPort = await freePort();
  await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.1', resolve));
  mainPort = await freePort();
  // The routed server is asked for a port that is already taken, so it moves to the next one.
  blocker = http.createServer((_req, res) => res.end('blocker'));
  const blockedPort = await freePort();
  await new Promise<void>((resolve) => blocker.listen(blockedPort, resolve));
  routedPort = blockedPort;
  previewPort = await freePort();
  basePort = await freePort();

  writeProjectFiles(mainDir, {
    'rsbuild.config.mjs': `export default {
  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
  server: {
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin' },
    proxy: {
      '/api/short': 'http://127.0.0.1:${backendPort}',
      '/api/long': { target: 'http://127.0.0.1:${backendPort}', pathRewrite: { '^/api/long': '' } },
    },
  },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url === '/api/health') {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify({ ok: true }));
            return;
          }
          next();
        });
        middlewares.push((req, res, next) => {
          if (req.url === '/api/pushed') return res.end('pushed handler');
          next();
        });
      },
    ],
  },
};
`,
  });
  const routedConfig = `export default {
  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
  server: { htmlFallback: false, historyApiFallback: { rewrites: [{ from: /^\\/admin/, to: '/admin.html' }] } },
};
`;
  writeProjectFiles(routedDir, { 'rsbuild.config.mjs': routedConfig });
  main = startCli(mainDir, ['dev', '--port', String(mainPort)], /ready\s+built in/);
  routed = startCli(routedDir, ['dev', '--port', String(routedPort)], /ready\s+built in/);
  const build = runCli(routedDir, ['build']);
  [previewWithoutBuild] = await Promise.all([runCli(emptyDir, ['preview']), main.started, routed.started, build]);
  preview = startCli(routedDir, ['preview', '--port', String(previewPort), '--host', 'localhost'], /Local:/);
  basePreview = startCli(routedDir, ['preview', '--port', String(basePort), '--base', '/app'], /Local:/);
  await Promise.all([preview.started, basePreview.started]);
});

after(async () => {
  await Promise.all([main?.stop(), routed?.stop(), preview?.stop(), basePreview?.stop()]);
  await new Promise((resolve) => backend?.close(resolve));
  await new Promise((resolve) => blocker?.close(resolve));
});

describe('Dev server › Start the dev server', () => {
  test('prints Local and Network URLs, one line per page, then builds', () => {
    const output = main.output();
    assert.match(output, new RegExp(`➜  Local: {2}\\n {2}- {2}index {4}http://localhost:${mainPort}/\\n {2}- {2}admin {4}http://localhost:${mainPort}/admin\\n`));
    assert.match(output, /➜  Network: {2}\n {2}- {2}index {4}http:\/\/[\d.]+:\d+\//);
    assert.match(output, /ready\s+built in [\d.]+ s/);
  });
  test('/rsbuild-dev-server lists the served files', async () => {
    const text = await (await get(mainPort, '/rsbuild-dev-server')).text();
    for (const file of ['index.html', 'admin.html', 'static/js/index.js', 'static/js/admin.js']) assert.ok(text.includes(file), file);
  });
});

describe('Dev server › Port', () => {
  test('a taken port moves the server to the next one, with a message', async () => {
    assert.match(routed.output(), new RegExp(`port ${routedPort} is in use, using port ${routedPort + 1}\\.`));
    assert.equal((await get(routedPort + 1, '/')).status, 200);
  });
});

describe('Dev server › Host and printed URLs', () => {
  test('with host localhost only the Local URL is printed', () => {
    assert.match(preview.output(), /Local: {2}\n {2}- {2}index {4}http:\/\/localhost:\d+\//);
    assert.doesNotMatch(preview.output(), /Network:/);
  });
});

describe('Dev server › Proxy API requests', () => {
  test('the short form forwards the path and rewrites Host to the target', async () => {
    assert.deepEqual(await (await get(mainPort, '/api/short/users')).json(), { url: '/api/short/users', host: `127.0.0.1:${backendPort}` });
  });
  test('pathRewrite strips the prefix', async () => {
    const answer = (await (await get(mainPort, '/api/long/users')).json()) as { url: string };
    assert.equal(answer.url, '/users');
  });
});

describe('Dev server › Add custom middleware', () => {
  test('an unshifted middleware answers GET requests', async () => {
    assert.deepEqual(await (await get(mainPort, '/api/health')).json(), { ok: true });
  });
  test('a pushed middleware loses GET requests that accept */* or text/html to the HTML fallback, and gets the others', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await get(mainPort, '/api/pushed', { accept });
      assert.match(await response.text(), /<!DOCTYPE html>/i, accept);
    }
    assert.equal(await (await get(mainPort, '/api/pushed', { accept: 'application/json' })).text(), 'pushed handler');
    assert.equal(await (await fetch(`http://localhost:${mainPort}/api/pushed`, { method: 'POST' })).text(), 'pushed handler');
  });
});

describe('Dev server › Serve files from the public folder', () => {
  test('public/robots.txt answers at /robots.txt', async () => {
    assert.equal(await (await get(mainPort, '/robots.txt')).text(), 'User-agent: *\n');
  });
});

describe('Dev server › Single-page apps and history routing', () => {
  test('without options, an unknown HTML path gets index.html; /admin serves admin.html but /admin/users falls back to index', async () => {
    assert.match(await (await get(mainPort, '/settings/profile', { accept: 'text/html' })).text(), /static\/js\/index\.js/);
    assert.match(await (await get(mainPort, '/admin', { accept: 'text/html' })).text(), /static\/js\/admin\.js/);
    assert.match(await (await get(mainPort, '/admin/users', { accept: 'text/html' })).text(), /static\/js\/index\.js/);
  });
  test('historyApiFallback rewrites send a section to its page in dev and preview', async () => {
    for (const port of [routedPort + 1, previewPort]) {
      assert.match(await (await get(port, '/admin/users', { accept: 'text/html' })).text(), /static\/js\/admin\./, String(port));
      assert.match(await (await get(port, '/other', { accept: 'text/html' })).text(), /static\/js\/index\./, String(port));
    }
  });
});

describe('Dev server › Headers and CORS', () => {
  test('server.headers adds headers to responses', async () => {
    assert.equal((await get(mainPort, '/static/js/index.js')).headers.get('cross-origin-opener-policy'), 'same-origin');
  });
  test('cross-origin requests are allowed from localhost origins only', async () => {
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'http://localhost:5555' })).headers.get('access-control-allow-origin'), 'http://localhost:5555');
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'http://127.0.0.1:5555' })).headers.get('access-control-allow-origin'), 'http://127.0.0.1:5555');
    assert.equal((await get(mainPort, '/static/js/index.js', { origin: 'https://host.example.com' })).headers.get('access-control-allow-origin'), null);
  });
});

describe('Dev server › Serve under a base path', () => {
  test('/ is redirected to /app/ with 302; other paths outside the base get a 404 with a hint', async () => {
    const root = await get(basePort, '/');
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/app/');
    const other = await get(basePort, '/other');
    assert.equal(other.status, 404);
    assert.match(await other.text(), /The server is configured with a base URL of \/app - did you mean to visit \/app\/other instead\?/);
  });
  test('public files are served under the base', async () => {
    assert.equal(await (await get(basePort, '/app/robots.txt')).text(), 'User-agent: *\n');
  });
});

describe('Dev server › The preview server', () => {
  test('preview fails when there is no build output', () => {
    assert.notEqual(previewWithoutBuild.code, 0);
  });
  test('preview has no /rsbuild-dev-server page and serves the built public copy', async () => {
    assert.equal((await get(previewPort, '/rsbuild-dev-server', { accept: 'application/json' })).status, 404);
    assert.equal(await (await get(previewPort, '/robots.txt')).text(), 'User-agent: *\n');
  });
});

describe('Dev server › Use the dev server inside your own server', () => {
  test("the page's server.mjs serves Rsbuild's pages and its own route; httpServer is null; .env is not loaded", async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: middlewareModeDir });
    const port = await freePort();
    const rsbuild = await createRsbuild({
      cwd: middlewareModeDir,
      rsbuildConfig: { ...content, logLevel: 'silent', server: { ...content.server, port, middlewareMode: true } },
    });
    const devServer = await rsbuild.createDevServer();
    assert.equal(devServer.httpServer, null);
    assert.equal(devServer.port, port);
    const server = http.createServer((req, res) => {
      if (req.url === '/api/time') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ now: 1 }));
        return;
      }
      devServer.middlewares(req, res);
    });
    devServer.connectWebSocket({ server });
    await new Promise<void>((resolve) => server.listen(devServer.port, resolve));
    await devServer.afterListen();
    try {
      assert.deepEqual(await (await fetch(`http://localhost:${port}/api/time`)).json(), { now: 1 });
      assert.match(await (await fetch(`http://localhost:${port}/`)).text(), /<title>From config<\/title>/);
      const js = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      assert.match(js, /console\.log\("env:" \+ \(\{ "MODE":"development"[^)]*\}\)\.PUBLIC_FROM_ENV\)/);
      assert.doesNotMatch(js, /"loaded"/);
    } finally {
      await devServer.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
