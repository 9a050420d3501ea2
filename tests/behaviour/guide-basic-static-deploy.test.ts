// guide/basic/static-deploy: what a production build gives a static host, how the preview
// server behaves (flags, config, fallback, headers), what server.base and output.assetPrefix write
// into the files, and which environment variables are replaced.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  assertPageSamplesTypeCheck,
  buildProject,
  type BuildResult,
  type CliResult,
  freePort,
  listFiles,
  makeProject,
  outputFile,
  pageText,
  plugin,
  readText,
  rsbuildCore,
  rsbuildV1Dir,
  runCli,
  startCli,
  waitFor,
  writeProjectFiles,
  withNodeEnv,
  withTakenPort,
  launchChromium,
} from './harness';

const app = {
  'public/robots.txt': 'User-agent: *\n',
  'public/_redirects': '/*    /index.html   200\n',
  'public/_headers': '/static/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  'src/logo.png': randomBytes(9000).toString('base64'),
  // At the inline limit (4096 bytes) and one byte over it.
  'src/icon.png': randomBytes(3072).toString('base64'),
  'src/badge.png': `${randomBytes(3072).toString('base64')}=`,
  'src/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
  'src/index.css': ".logo { background: url('./logo.png'); }\n.icon { background: url('./icon.png'); }\n.badge { background: url('./badge.png'); }\n.dot { background: url('./dot.svg'); }\n",
  'src/about.js': "console.log('about');\n",
  'src/lazy.js': "export default 'lazy';\n",
  'src/index.js':
    "import './index.css';\nimport('./lazy');\nconsole.log('env', import.meta.env.BASE_URL, import.meta.env.ASSET_PREFIX);\nconsole.log('vars', import.meta.env.PUBLIC_API_URL, process.env.PUBLIC_API_URL, process.env.API_SECRET);\nconsole.log('mode', process.env.NODE_ENV, import.meta.env.MODE);\n",
};
const entries = { source: { entry: { index: './src/index.js', about: './src/about.js' } } };
const entriesConfig = "export default { source: { entry: { index: './src/index.js', about: './src/about.js' } } };\n";

const rootDir = makeProject(app, 'deploy-root');
// Built by the CLI with --base, with environment variables set for the build only.
// Its .env.development sets NODE_ENV=development, which rsbuild build does not load.
const baseDir = makeProject({ ...app, 'rsbuild.config.mjs': entriesConfig, '.env.development': 'NODE_ENV=development\n' }, 'deploy-base');
const cdnDir = makeProject(app, 'deploy-cdn');
const autoDir = makeProject(app, 'deploy-auto');
const badBaseDir = makeProject({ ...app, 'rsbuild.config.mjs': "export default { server: { base: 'my-app' } };\n" }, 'deploy-bad-base');
const unbuiltDir = makeProject({ 'src/index.js': "console.log('not built');\n" }, 'deploy-unbuilt');
// `rsbuild build` where NODE_ENV is already development (a CI job or Docker image).
const presetNodeEnvDir = makeProject({ 'src/index.js': "console.log('preset node env');\n" }, 'deploy-preset-node-env');
// `rsbuild build` with NODE_ENV unset, in a project whose .env file sets it.
const dotenvNodeEnvDir = makeProject({ '.env': 'NODE_ENV=development\n', 'src/index.js': "console.log('dotenv node env');\n" }, 'deploy-dotenv-node-env');
// `rsbuild build --mode development` where both NODE_ENV and the config say production.
const flagModeDir = makeProject({ 'rsbuild.config.mjs': "export default { mode: 'production' };\n", 'src/index.js': "console.log('flag mode');\n" }, 'deploy-flag-mode');
// Built where NODE_ENV is test: neither production nor development.
const testNodeEnvDir = makeProject({ 'src/index.js': "console.log('test node env', process.env.NODE_ENV, import.meta.env.MODE);\n" }, 'deploy-test-node-env');
// A config with mode: 'development', built where NODE_ENV is production.
const configModeDir = makeProject({ 'src/index.js': "console.log('config mode');\n" }, 'deploy-config-mode');

let root: BuildResult;
let base: CliResult;
let cdn: BuildResult;
let auto: BuildResult;
let badBase: CliResult;
let unbuilt: CliResult;
let previewHelp: CliResult;
let devHelp: CliResult;
let presetNodeEnv: CliResult;
let dotenvNodeEnv: CliResult;
let flagMode: CliResult;
let configMode: BuildResult;
let testNodeEnv: BuildResult;
const baseDist = path.join(baseDir, 'dist');

// An upstream for the preview's server.proxy.
let upstream: Server;
let upstreamPort: number;
let previewPort: number;
let noFallbackPort: number;
let basePreviewPort: number;
let baseDevPort: number;
const servers: ReturnType<typeof startCli>[] = [];

before(async () => {
  [upstreamPort, previewPort, noFallbackPort, basePreviewPort, baseDevPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  upstream = createServer((request, response) => response.end(`upstream saw ${request.url}`));
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  // What the preview server reads; the in-process builds of rootDir do not read it.
  writeProjectFiles(rootDir, {
    'rsbuild.config.mjs': `export default { server: { headers: { 'X-Deploy': 'preview' }, proxy: { '/api': 'http://127.0.0.1:${upstreamPort}' } } };\n`,
    'rsbuild.no-fallback.mjs': "export default { server: { htmlFallback: false, headers: { 'Cache-Control': 'public, max-age=3600' } } };\n",
  });
  [root, base, cdn, auto, badBase, unbuilt, previewHelp, devHelp] = await Promise.all([
    buildProject(rootDir, entries),
    runCli(baseDir, ['build', '--base', '/my-app'], { env: { PUBLIC_API_URL: 'https://api.example.com', API_SECRET: 'do-not-ship' } }),
    buildProject(cdnDir, { ...entries, server: { base: '/my-app' }, output: { assetPrefix: 'https://cdn.example.com/my-app/' } }),
    buildProject(autoDir, { ...entries, output: { assetPrefix: 'auto' }, html: { favicon: './src/logo.png' } }),
    runCli(badBaseDir, ['build']),
    runCli(unbuiltDir, ['preview']),
    runCli(unbuiltDir, ['preview', '--help']),
    runCli(unbuiltDir, ['dev', '--help']),
  ]);
  [presetNodeEnv, dotenvNodeEnv, flagMode, configMode, testNodeEnv] = await Promise.all([
    runCli(presetNodeEnvDir, ['build'], { env: { NODE_ENV: 'development' } }),
    runCli(dotenvNodeEnvDir, ['build']),
    runCli(flagModeDir, ['build', '--mode', 'development'], { env: { NODE_ENV: 'production' } }),
    withNodeEnv('production', () => buildProject(configModeDir, { mode: 'development' })),
    withNodeEnv('test', () => buildProject(testNodeEnvDir)),
  ]);
  servers.push(
    startCli(rootDir, ['preview', '--port', String(previewPort)], /Local:\s+(?:-\s+\S+\s+)?http\S+:\d+\//),
    startCli(rootDir, ['preview', '-c', 'rsbuild.no-fallback.mjs', '--port', String(noFallbackPort)], /Local:\s+(?:-\s+\S+\s+)?http\S+:\d+\//),
    startCli(baseDir, ['preview', '--base', '/my-app', '--port', String(basePreviewPort)], /Local:\s+(?:-\s+\S+\s+)?http\S+:\d+\//),
    startCli(baseDir, ['dev', '--base', '/my-app', '--port', String(baseDevPort)], /ready\s+built in/),
  );
  await Promise.all(servers.map((server) => server.started));
  // Where each server listens: an asked-for port taken in the meantime moves it to the next one.
  [previewPort, noFallbackPort, basePreviewPort, baseDevPort] = servers.map((server) => server.port());
});

after(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await new Promise((resolve) => upstream?.close(resolve));
});

const mainJs = (dist: string) => outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
const css = (dist: string) => outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
const get = (port: number, url: string, init?: RequestInit) => fetch(`http://localhost:${port}${url}`, { redirect: 'manual', ...init });

describe('Deploy static site › What the build produces', () => {
  test('one HTML file per entry at the top, hashed files under static/, public files copied unchanged', () => {
    assert.deepEqual(root.errors, []);
    const files = listFiles(root.dist).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.').replace(/^static\/js\/async\/\d+\./, 'static/js/async/ID.'));
    assert.deepEqual(files, [
      '_headers',
      '_redirects',
      'about.html',
      'index.html',
      'robots.txt',
      'static/css/index.HASH.css',
      'static/image/badge.HASH.png',
      'static/image/logo.HASH.png',
      'static/js/about.HASH.js',
      'static/js/async/ID.HASH.js',
      'static/js/index.HASH.js',
    ]);
    assert.equal(readText(root.dist, '_redirects'), '/*    /index.html   200\n');
  });
  test('the HTML refers to scripts and styles with absolute paths from the domain root', () => {
    const html = readText(root.dist, 'index.html');
    assert.match(html, /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js">/);
    assert.match(html, /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  });
  test('PUBLIC_ variables are replaced at build time; others stay as written', () => {
    assert.equal(base.code, 0, base.output);
    assert.match(mainJs(baseDist), /"vars","https:\/\/api\.example\.com","https:\/\/api\.example\.com",process\.env\.API_SECRET\)/);
    assert.doesNotMatch(mainJs(baseDist), /do-not-ship/);
  });
  test('with NODE_ENV=development already set, rsbuild build keeps it: unhashed, unminified output', () => {
    assert.equal(presetNodeEnv.code, 0, presetNodeEnv.output);
    const files = listFiles(path.join(presetNodeEnvDir, 'dist'));
    assert.ok(files.includes('static/js/index.js'), files.join(', '));
    assert.match(readText(path.join(presetNodeEnvDir, 'dist'), 'static/js/index.js'), /console\.log\('preset node env'\);\n/);
  });
  test('with NODE_ENV unset, a NODE_ENV=development line in .env replaces the production the CLI set: unhashed, unminified output', () => {
    assert.equal(dotenvNodeEnv.code, 0, dotenvNodeEnv.output);
    const files = listFiles(path.join(dotenvNodeEnvDir, 'dist'));
    assert.ok(files.includes('static/js/index.js'), files.join(', '));
    assert.match(readText(path.join(dotenvNodeEnvDir, 'dist'), 'static/js/index.js'), /console\.log\('dotenv node env'\);\n/);
  });
  test('rsbuild build loads .env, .env.local, .env.production and .env.production.local; a NODE_ENV line in any of them replaces NODE_ENV', async () => {
    const { loadEnv } = await rsbuildCore();
    const dir = makeProject(
      {
        '.env': 'A=1\n',
        '.env.local': 'B=1\n',
        '.env.production': 'NODE_ENV=development\n',
        '.env.production.local': 'C=1\n',
        '.env.development': 'D=1\n',
        '.env.development.local': 'E=1\n',
      },
      'deploy-env-files',
    );
    // The mode rsbuild build loads env files for is NODE_ENV, which the CLI has set to production.
    const processEnv: Record<string, string> = { NODE_ENV: 'production' };
    const { filePaths } = loadEnv({ cwd: dir, mode: 'production', processEnv });
    assert.deepEqual(filePaths.map((file) => path.basename(file)), ['.env', '.env.local', '.env.production', '.env.production.local']);
    assert.equal(processEnv.NODE_ENV, 'development');
  });
  test('a NODE_ENV=development line in .env.development does not affect rsbuild build: production mode, hashed names', () => {
    assert.equal(base.code, 0, base.output);
    assert.equal(readText(baseDir, '.env.development'), 'NODE_ENV=development\n');
    assert.match(mainJs(baseDist), /"mode","production","production"\)/);
    assert.ok(listFiles(baseDist).includes('robots.txt'));
  });
  test("a config's mode wins over NODE_ENV: mode 'development' with NODE_ENV=production gives unhashed, unminified output", () => {
    assert.deepEqual(configMode.errors, []);
    assert.deepEqual(listFiles(configMode.dist).filter((file) => file.endsWith('.js')), ['static/js/index.js']);
    assert.match(readText(configMode.dist, 'static/js/index.js'), /console\.log\('config mode'\);\n/);
  });
  test("the --mode flag wins over the config's mode and NODE_ENV: rsbuild build --mode development gives unhashed, unminified output", () => {
    assert.equal(flagMode.code, 0, flagMode.output);
    const dist = path.join(flagModeDir, 'dist');
    assert.deepEqual(listFiles(dist).filter((file) => file.endsWith('.js')), ['static/js/index.js']);
    assert.match(readText(dist, 'static/js/index.js'), /console\.log\('flag mode'\);\n/);
  });
  test("with NODE_ENV=test the mode is 'none': unhashed, unminified output, and process.env.NODE_ENV left as written", () => {
    assert.deepEqual(testNodeEnv.errors, []);
    assert.deepEqual(listFiles(testNodeEnv.dist).filter((file) => file.endsWith('.js')), ['static/js/index.js']);
    assert.match(readText(testNodeEnv.dist, 'static/js/index.js'), /console\.log\('test node env', process\.env\.NODE_ENV, "none"\);\n/);
  });
  test("Rsbuild's own values are replaced too: process.env.NODE_ENV and import.meta.env.MODE are 'production'", () => {
    assert.match(mainJs(baseDist), /"mode","production","production"\)/);
  });
});

describe('Deploy static site › What the build produces (inlined assets)', () => {
  test('an imported image of 4096 bytes gets no file and is inlined as a base64 data URI; one of 4097 bytes is emitted', () => {
    assert.equal(app['src/icon.png'].length, 4096);
    assert.equal(app['src/badge.png'].length, 4097);
    const files = listFiles(root.dist);
    assert.ok(!files.some((file) => file.includes('icon')), files.join(', '));
    assert.ok(files.some((file) => /^static\/image\/badge\.[0-9a-f]{8}\.png$/.test(file)), files.join(', '));
    assert.match(css(root.dist), /\.icon\{background:url\(data:image\/png;base64,[A-Za-z0-9+/]+=*\)\}/);
    assert.match(css(root.dist), /\.badge\{background:url\(\/static\/image\/badge\.[0-9a-f]{8}\.png\)\}/);
    // A small SVG file is inlined as base64 as well.
    assert.match(css(root.dist), /\.dot\{background:url\(data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*\)\}/);
  });
  test('the 4096-byte limit is the default for images, SVG files, fonts and media files', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: unbuiltDir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().output.dataUriLimit, { svg: 4096, font: 4096, image: 4096, media: 4096, assets: 4096 });
  });
});

describe('Deploy static site › What the build produces (favicon)', () => {
  test('a favicon set with html.favicon is copied to the top of dist under its own name, without a hash', () => {
    const files = listFiles(auto.dist);
    assert.ok(files.includes('logo.png'), files.join(', '));
    assert.ok(!files.some((file) => /^static\/.*favicon|^logo\.[0-9a-f]{8}\.png$/.test(file)), files.join(', '));
    assert.match(readText(auto.dist, 'index.html'), /<link rel="icon" href="logo\.png">/);
  });
});

describe('Deploy static site › Preview the build locally', () => {
  test('preview takes --open, --port, --host and --base, as dev does', () => {
    for (const help of [previewHelp, devHelp]) {
      for (const flag of [/-o, --open \[url\]/, /--port <port>/, /--host <host>/, /--base <base>/]) assert.match(help.output, flag);
    }
  });
  // create-rsbuild 2.2.9, the registry's latest (npm pack by hand on 2026-12-06), is the same: its
  // 18 framework templates have dev `rsbuild`, build `rsbuild build` (vue-ts: `vue-tsc && rsbuild build`)
  // and preview `rsbuild preview`.
  test('every framework template of create-rsbuild 2.2.5 has dev, build and preview scripts', () => {
    const root = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild');
    const templates = readdirSync(root).filter((name) => /^template-.+-(js|ts)$/.test(name));
    assert.equal(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version, '2.2.5');
    assert.equal(templates.length, 18, templates.join(', '));
    for (const template of templates) {
      const { scripts } = JSON.parse(readFileSync(path.join(root, template, 'package.json'), 'utf8'));
      // dev is plain `rsbuild`, whose default command is dev; vue-ts type-checks before its build.
      assert.equal(scripts.dev, 'rsbuild', template);
      assert.match(scripts.build, /(^|&& )rsbuild build$/, template);
      assert.equal(scripts.preview, 'rsbuild preview', template);
    }
  });
  test('the preview server listens on port 3000 by default', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: unbuiltDir });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().server.port, 3000);
  });
  test('when the port is taken, the preview server takes the next free one', async () => {
    await withTakenPort(async (port) => {
      const { createRsbuild } = await rsbuildCore();
      const rsbuild = await createRsbuild({ cwd: rootDir, rsbuildConfig: { logLevel: 'silent', server: { port } } });
      const { port: used, server } = await rsbuild.preview();
      await server.close();
      assert.equal(used, port + 1);
    });
  });
  test('without a build, preview exits with code 1 after two whole error lines and a stack trace', () => {
    assert.equal(unbuilt.code, 1);
    const lines = unbuilt.stderr.split('\n');
    assert.deepEqual(lines.slice(0, 2), [
      'error   Failed to start preview server.',
      `error   [rsbuild:preview] The output directory ${path.join(unbuiltDir, 'dist')} does not exist, please build the project before previewing.`,
    ]);
    assert.match(lines[2], /^    at /);
  });
  test('with an empty dist folder, preview exits with code 1 and the second line ends in "is empty, please build the project before previewing."', async () => {
    const emptyDir = makeProject({ 'src/index.js': "console.log('empty dist');\n" }, 'deploy-empty-dist');
    mkdirSync(path.join(emptyDir, 'dist'));
    const empty = await runCli(emptyDir, ['preview']);
    assert.equal(empty.code, 1);
    assert.deepEqual(empty.stderr.split('\n').slice(0, 2), [
      'error   Failed to start preview server.',
      `error   [rsbuild:preview] The output directory ${path.join(emptyDir, 'dist')} is empty, please build the project before previewing.`,
    ]);
  });
  test('an unknown route without an extension gets index.html; one with an extension gets 404', async () => {
    const response = await get(previewPort, '/settings/profile', { headers: { accept: 'text/html' } });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /static\/js\/index\.[0-9a-f]{8}\.js/);
    assert.equal((await get(previewPort, '/settings/profile.json', { headers: { accept: 'text/html' } })).status, 404);
  });
  test("a path without extension that names an entry's HTML file gets that file: /about answers about.html", async () => {
    const response = await get(previewPort, '/about', { headers: { accept: 'text/html' } });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<script defer src="\/static\/js\/about\.[0-9a-f]{8}\.js">/);
  });
  test('every file is sent with Cache-Control: no-cache', async () => {
    const js = listFiles(root.dist).find((file) => file.startsWith('static/js/index.'))!;
    for (const url of ['/', `/${js}`, '/robots.txt']) {
      assert.equal((await get(previewPort, url)).headers.get('cache-control'), 'no-cache', url);
    }
  });
  test('a Cache-Control header set in server.headers replaces no-cache on every file', async () => {
    const js = listFiles(root.dist).find((file) => file.startsWith('static/js/index.'))!;
    for (const url of ['/', `/${js}`, '/robots.txt']) {
      assert.equal((await get(noFallbackPort, url)).headers.get('cache-control'), 'public, max-age=3600', url);
    }
    assert.ok(pageText('guide/basic/static-deploy', 'en').includes('unless [server.headers](/config/server/headers) sets a `Cache-Control` header: then every file gets that value instead.'));
    assert.ok(!pageText('guide/basic/static-deploy', 'en').includes('for every file, so it tells you nothing'));
    assert.ok(pageText('guide/basic/static-deploy', 'zh').includes('如果 [server.headers](/config/server/headers) 设置了 `Cache-Control`，所有文件都会改用这个值。'));
    assert.ok(!pageText('guide/basic/static-deploy', 'zh').includes('`Cache-Control: no-cache`，无法反映'));
  });
  test('the config file applies: server.headers, server.proxy, server.compress', async () => {
    assert.equal((await get(previewPort, '/')).headers.get('x-deploy'), 'preview');
    assert.equal(await (await get(previewPort, '/api/user')).text(), 'upstream saw /api/user');
    const js = listFiles(root.dist).find((file) => file.startsWith('static/js/index.'))!;
    assert.equal((await get(previewPort, `/${js}`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-encoding'), 'gzip');
  });
});

describe('Deploy static site › Deploy under a sub-path', () => {
  test('--base becomes the asset prefix in HTML and CSS, and BASE_URL; the layout does not change', () => {
    assert.equal(base.code, 0, base.output);
    assert.match(readText(baseDist, 'index.html'), /<script defer src="\/my-app\/static\/js\/index\.[0-9a-f]{8}\.js">/);
    assert.match(css(baseDist), /url\(\/my-app\/static\/image\/logo\.[0-9a-f]{8}\.png\)/);
    assert.match(mainJs(baseDist), /"env","\/my-app","\/my-app"/);
    assert.deepEqual(listFiles(baseDist).filter((file) => !file.includes('/')), ['_headers', '_redirects', 'about.html', 'index.html', 'robots.txt']);
  });
  test('a base without a leading slash stops the build', () => {
    assert.equal(badBase.code, 1);
    assert.match(badBase.output, /The "server.base" option should start with a slash, for example: "\/base"/);
  });
  test('preview and dev serve the app under the base and redirect / there', async () => {
    for (const port of [basePreviewPort, baseDevPort]) {
      const root = await get(port, '/');
      assert.ok(root.status >= 301 && root.status <= 308, `${port}: ${root.status}`);
      assert.equal(root.headers.get('location'), '/my-app/');
      const page = await get(port, '/my-app/');
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<script defer src="\/my-app\/static\/js\/index(\.[0-9a-f]{8})?\.js">/);
    }
  });
  test('dev and preview print the Local URL under the base on the port they use (3000 only while it is free)', () => {
    // servers[2] is `rsbuild preview --base /my-app`, servers[3] `rsbuild dev --base /my-app`, each asked for a free port;
    // with two entries, each URL is listed under `Local:` by entry name.
    assert.match(servers[2].output(), new RegExp(`Local:\\s+(?:-\\s+index\\s+)?http://localhost:${basePreviewPort}/my-app/\n`));
    assert.match(servers[3].output(), new RegExp(`Local:\\s+(?:-\\s+index\\s+)?http://localhost:${baseDevPort}/my-app/\n`));
  });
  test('in development, the base is the dev asset prefix', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: rootDir, rsbuildConfig: { mode: 'development', server: { base: '/my-app' } } });
    const [config] = await rsbuild.initConfigs();
    assert.equal(config.output?.publicPath, '/my-app/');
  });
});

describe('Deploy static site › Serve assets from a CDN', () => {
  test('an explicit assetPrefix wins over the base; ASSET_PREFIX drops the trailing slash, BASE_URL stays', () => {
    assert.match(readText(cdn.dist, 'index.html'), /src="https:\/\/cdn\.example\.com\/my-app\/static\/js\/index\.[0-9a-f]{8}\.js"/);
    assert.match(mainJs(cdn.dist), /"env","\/my-app","https:\/\/cdn\.example\.com\/my-app"/);
  });
  test("assetPrefix 'auto' makes references relative to the file", () => {
    assert.match(readText(auto.dist, 'index.html'), /<script defer src="static\/js\/index\.[0-9a-f]{8}\.js">/);
    assert.match(css(auto.dist), /url\(\.\.\/\.\.\/static\/image\/logo\.[0-9a-f]{8}\.png\)/);
  });
  test("with assetPrefix 'auto', import.meta.env.ASSET_PREFIX is the string 'auto'", () => {
    assert.match(mainJs(auto.dist), /"env","\/","auto"\)/);
    assert.ok(pageText('guide/basic/static-deploy', 'en').includes("With `'auto'`, `import.meta.env.ASSET_PREFIX` is the string `'auto'`, not a URL"));
    assert.ok(pageText('guide/basic/static-deploy', 'zh').includes("设为 `'auto'` 时，`import.meta.env.ASSET_PREFIX` 的值就是字符串 `'auto'`"));
  });
});

describe('Deploy static site › Serve assets from a CDN (CORS, in Chromium)', () => {
  // The HTML comes from localhost:<origin>, the scripts from 127.0.0.1:<cdn>, another origin; the
  // CDN sends Access-Control-Allow-Origin only while `cors` is on.
  let browser: Browser;
  let cors = false;
  const servers: Server[] = [];
  let originPort: number;
  let cdnPort: number;
  let classicDir: string;
  let moduleDir: string;
  let crossoriginDir: string;
  let classicHtml: string;
  let moduleHtml: string;
  let crossoriginHtml: string;
  const serve = (port: number, handler: (url: string) => { status: number; body?: Buffer; type?: string }) =>
    new Promise<void>((resolve) => {
      const server = createServer((request, response) => {
        const { status, body, type } = handler(request.url ?? '/');
        response.writeHead(status, { 'Content-Type': type ?? 'text/plain', ...(cors && port === cdnPort ? { 'Access-Control-Allow-Origin': '*' } : {}) });
        response.end(body);
      });
      servers.push(server);
      server.listen(port, resolve);
    });

  before(async () => {
    [originPort, cdnPort] = await Promise.all([freePort(), freePort()]);
    const files = { 'src/index.js': "console.log('cdn script ran');\n" };
    classicDir = makeProject(files, 'deploy-cdn-classic');
    moduleDir = makeProject(files, 'deploy-cdn-module');
    const output = { assetPrefix: `http://127.0.0.1:${cdnPort}/` };
    // html.crossorigin, with a stylesheet: the attribute goes on the <script> and on the <link rel="stylesheet">.
    crossoriginDir = makeProject(
      { 'src/index.css': 'body { color: rgb(1, 2, 3); }\n', 'src/index.js': "import './index.css';\nconsole.log('cdn script ran');\n" },
      'deploy-cdn-crossorigin',
    );
    const [classic, module, crossorigin] = await Promise.all([
      buildProject(classicDir, { output }),
      buildProject(moduleDir, { output: { ...output, module: true } }),
      buildProject(crossoriginDir, { output, html: { crossorigin: true } }),
    ]);
    classicHtml = readText(classic.dist, 'index.html');
    moduleHtml = readText(module.dist, 'index.html');
    crossoriginHtml = readText(crossorigin.dist, 'index.html');
    // The origin serves /classic/, /module/ and /crossorigin/ (each build's index.html); the CDN serves the dist folders.
    await serve(originPort, (url) => ({ status: 200, type: 'text/html', body: Buffer.from(url.startsWith('/module/') ? moduleHtml : url.startsWith('/crossorigin/') ? crossoriginHtml : classicHtml) }));
    await serve(cdnPort, (url) => {
      const file = [moduleDir, classicDir, crossoriginDir].map((dir) => path.join(dir, 'dist', url)).find((candidate) => existsSync(candidate));
      return file ? { status: 200, type: file.endsWith('.css') ? 'text/css' : 'text/javascript', body: readFileSync(file) } : { status: 404 };
    });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const open = async (route: string) => {
    const page = await browser.newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(`http://localhost:${originPort}${route}`, { waitUntil: 'load', timeout: 60_000 });
    return { page, logs };
  };

  test('without a crossorigin attribute, a classic script from the CDN runs without CORS headers', async () => {
    assert.match(classicHtml, new RegExp(`<script defer src="http://127\\.0\\.0\\.1:${cdnPort}/static/js/index\\.[0-9a-f]{8}\\.js"></script>`));
    cors = false;
    const { page, logs } = await open('/classic/');
    try {
      await waitFor('the classic script', () => logs.includes('cdn script ran'), 60_000);
    } finally {
      await page.close();
    }
  });

  test('with output.module: true, the <script type="module"> from the CDN is blocked until the CDN sends CORS headers', async () => {
    assert.match(moduleHtml, new RegExp(`<script type="module" src="http://127\\.0\\.0\\.1:${cdnPort}/static/js/index\\.[0-9a-f]{8}\\.js"></script>`));
    assert.doesNotMatch(moduleHtml, /crossorigin/);
    cors = false;
    let { page, logs } = await open('/module/');
    try {
      await waitFor('the CORS error', () => logs.some((line) => line.includes('has been blocked by CORS policy')), 60_000);
      assert.ok(logs.some((line) => line.startsWith(`Access to script at 'http://127.0.0.1:${cdnPort}/static/js/index.`) && line.includes(`from origin 'http://localhost:${originPort}' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.`)), logs.join('\n'));
      assert.ok(!logs.includes('cdn script ran'));
    } finally {
      await page.close();
    }
    cors = true;
    ({ page, logs } = await open('/module/'));
    try {
      await waitFor('the module script with CORS headers', () => logs.includes('cdn script ran'), 60_000);
    } finally {
      await page.close();
    }
  });

  test('with html.crossorigin, the script and the stylesheet from the CDN are both blocked until the CDN sends CORS headers', async () => {
    const prefix = `http://127\\.0\\.0\\.1:${cdnPort}/static`;
    assert.match(crossoriginHtml, new RegExp(`<script defer src="${prefix}/js/index\\.[0-9a-f]{8}\\.js" crossorigin="anonymous"></script><link href="${prefix}/css/index\\.[0-9a-f]{8}\\.css" rel="stylesheet" crossorigin="anonymous">`));
    const color = (page: Awaited<ReturnType<typeof open>>['page']) => page.evaluate(() => getComputedStyle(document.body).color);
    cors = false;
    let { page, logs } = await open('/crossorigin/');
    const blocked = (kind: string) => logs.some((line) => line.startsWith(`Access to ${kind} at 'http://127.0.0.1:${cdnPort}/static/`) && line.includes("has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource."));
    try {
      await waitFor('the CORS errors of the script and the stylesheet', () => blocked('script') && blocked('CSS stylesheet'), 60_000);
      assert.ok(!logs.includes('cdn script ran'));
      assert.notEqual(await color(page), 'rgb(1, 2, 3)');
    } finally {
      await page.close();
    }
    cors = true;
    ({ page, logs } = await open('/crossorigin/'));
    try {
      await waitFor('the script with CORS headers', () => logs.includes('cdn script ran'), 60_000);
      assert.equal(await color(page), 'rgb(1, 2, 3)');
    } finally {
      await page.close();
    }
  });
});

describe('Deploy static site › Deploy to a static host', () => {
  test('no pre-compressed .gz or .br files are written', () => {
    assert.ok(!listFiles(root.dist).some((file) => /\.(gz|br)$/.test(file)));
  });
});

describe('Deploy static site › Cache headers', () => {
  test('with output.filenameHash false the names under static/ carry no hash', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: rootDir, rsbuildConfig: { mode: 'production', output: { filenameHash: false } } });
    const [config] = await rsbuild.initConfigs();
    assert.equal(config.output?.filename, 'static/js/[name].js');
  });
});

describe('Deploy static site › Troubleshooting', () => {
  test('with server.htmlFallback false the preview answers an unknown route with 404', async () => {
    assert.equal((await get(noFallbackPort, '/settings/profile', { headers: { accept: 'text/html' } })).status, 404);
    assert.equal((await get(noFallbackPort, '/')).status, 200);
  });
});

describe('Deploy static site › samples', () => {
  test('the two rsbuild.config.ts samples type-check as written, in both languages', async () => {
    const ts = (await plugin<any>('typescript')).default;
    assertPageSamplesTypeCheck(ts, 'guide/basic/static-deploy', 2);
  });
});

// Images and other assets keep their hash in every mode (config-mode.test.ts).
test('a development or none-mode build is said to drop the hash from JavaScript and CSS names only, in both languages', () => {
  assert.ok(pageText('guide/basic/static-deploy', 'en').includes('gets an unminified build without hashes in its JavaScript and CSS file names (images and other assets keep theirs).'));
  assert.ok(pageText('guide/basic/static-deploy', 'en').includes("such as `test`: no minification, no hashes in JavaScript and CSS file names, and"));
  assert.ok(pageText('guide/basic/static-deploy', 'zh').includes('得到的就是未压缩的产物，JavaScript 和 CSS 文件名也不带哈希（图片等资源文件仍带哈希）。'));
  assert.ok(pageText('guide/basic/static-deploy', 'zh').includes("构建模式为 `'none'`：产物不压缩，JavaScript 和 CSS 文件名不带哈希，"));
});
