// guide/basic/static-deploy: what a production build gives a static host, how the preview
// server behaves, and what server.base and output.assetPrefix write into the files.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, outputFile, readText, runCli, startCli, type BuildResult, type CliResult } from './harness';

const app = {
  'public/robots.txt': 'User-agent: *\n',
  'public/_redirects': '/*    /index.html   200\n',
  'src/logo.png': randomBytes(9000).toString('base64'),
  'src/index.css': ".logo { background: url('./logo.png'); }\n",
  'src/about.js': "console.log('about');\n",
  'src/lazy.js': "export default 'lazy';\n",
  'src/index.js': "import './index.css';\nimport('./lazy');\nconsole.log('env', import.meta.env.BASE_URL, import.meta.env.ASSET_PREFIX);\n",
};
const entries = { source: { entry: { index: './src/index.js', about: './src/about.js' } } };

const rootDir = makeProject(app, 'deploy-root');
const baseDir = makeProject(app, 'deploy-base');
const cdnDir = makeProject(app, 'deploy-cdn');
const autoDir = makeProject(app, 'deploy-auto');
const badBaseDir = makeProject({ ...app, 'rsbuild.config.mjs': "export default { server: { base: 'my-app' } };\n" }, 'deploy-bad-base');

let root: BuildResult;
let base: BuildResult;
let cdn: BuildResult;
let auto: BuildResult;
let badBase: CliResult;
let preview: ReturnType<typeof startCli>;
let previewPort: number;

before(async () => {
  [root, base, cdn, auto, badBase] = await Promise.all([
    buildProject(rootDir, entries),
    buildProject(baseDir, { ...entries, server: { base: '/my-app' } }),
    buildProject(cdnDir, { ...entries, server: { base: '/my-app' }, output: { assetPrefix: 'https://cdn.example.com/my-app/' } }),
    buildProject(autoDir, { ...entries, output: { assetPrefix: 'auto' } }),
    runCli(badBaseDir, ['build']),
  ]);
  previewPort = await freePort();
  preview = startCli(rootDir, ['preview', '--port', String(previewPort)], /Local:/);
  await preview.started;
});

after(async () => {
  await preview?.stop();
});

const mainJs = (result: BuildResult) => outputFile(result.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
const css = (result: BuildResult) => outputFile(result.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);

describe('Deploy static site › What the build produces', () => {
  test('one HTML file per entry at the top, hashed files under static/, public files copied unchanged', () => {
    assert.deepEqual(root.errors, []);
    const files = listFiles(root.dist).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.').replace(/^static\/js\/async\/\d+\./, 'static/js/async/ID.'));
    assert.deepEqual(files, [
      '_redirects',
      'about.html',
      'index.html',
      'robots.txt',
      'static/css/index.HASH.css',
      'static/image/logo.HASH.png',
      'static/js/about.HASH.js',
      'static/js/async/ID.HASH.js',
      'static/js/index.HASH.js',
    ]);
    assert.equal(readText(root.dist, '_redirects'), '/*    /index.html   200\n');
  });
  test('the HTML refers to scripts with absolute paths from the domain root', () => {
    assert.match(readText(root.dist, 'index.html'), /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js">/);
  });
  test('no pre-compressed .gz or .br files are written', () => {
    assert.ok(!listFiles(root.dist).some((file) => /\.(gz|br)$/.test(file)));
  });
});

describe('Deploy static site › Preview the build locally', () => {
  test('an unknown route without an extension gets index.html', async () => {
    const response = await fetch(`http://localhost:${previewPort}/settings/profile`, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /static\/js\/index\.[0-9a-f]{8}\.js/);
  });
  test('every file is sent with Cache-Control: no-cache', async () => {
    const js = listFiles(root.dist).find((file) => file.startsWith('static/js/index.'))!;
    for (const url of ['/', `/${js}`, '/robots.txt']) {
      assert.equal((await fetch(`http://localhost:${previewPort}${url}`)).headers.get('cache-control'), 'no-cache', url);
    }
  });
});

describe('Deploy static site › Deploy under a sub-path', () => {
  test('server.base becomes the asset prefix in HTML and CSS, and BASE_URL; the layout does not change', () => {
    assert.match(readText(base.dist, 'index.html'), /<script defer src="\/my-app\/static\/js\/index\.[0-9a-f]{8}\.js">/);
    assert.match(css(base), /url\(\/my-app\/static\/image\/logo\.[0-9a-f]{8}\.png\)/);
    assert.match(mainJs(base), /"env","\/my-app","\/my-app"/);
    assert.deepEqual(listFiles(base.dist).filter((file) => !file.includes('/')), ['_redirects', 'about.html', 'index.html', 'robots.txt']);
  });
  test('a base without a leading slash stops the build', () => {
    assert.equal(badBase.code, 1);
    assert.match(badBase.output, /The "server.base" option should start with a slash, for example: "\/base"/);
  });
});

describe('Deploy static site › Serve assets from a CDN', () => {
  test('an explicit assetPrefix wins over the base; ASSET_PREFIX drops the trailing slash, BASE_URL stays', () => {
    assert.match(readText(cdn.dist, 'index.html'), /src="https:\/\/cdn\.example\.com\/my-app\/static\/js\/index\.[0-9a-f]{8}\.js"/);
    assert.match(mainJs(cdn), /"env","\/my-app","https:\/\/cdn\.example\.com\/my-app"/);
  });
  test("assetPrefix 'auto' makes references relative to the file", () => {
    assert.match(readText(auto.dist, 'index.html'), /<script defer src="static\/js\/index\.[0-9a-f]{8}\.js">/);
    assert.match(css(auto), /url\(\.\.\/\.\.\/static\/image\/logo\.[0-9a-f]{8}\.png\)/);
  });
});
