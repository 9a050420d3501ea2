// guide/optimization/code-splitting: where dynamic imports land, chunk names, magic comments and
// the default lib-react chunk, from one production build of @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { buildProject, freePort, listFiles, makeProject, pageText, plugin, readText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, runCliInterleaved, typeCheckProject, waitFor, type BuildResult, launchChromium } from './harness';

describe('Code splitting', () => {
  const dir = makeProject(
    {
      'src/index.jsx': `import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
const Settings = lazy(() => import(/* webpackChunkName: "settings" */ './pages/Settings'));
document.querySelector('#show-chart')?.addEventListener('click', async () => {
  const { renderChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  renderChart();
});
window.loadAdminA = () => import(/* webpackChunkName: "admin" */ './admin-a.js');
window.loadAdminB = () => import(/* webpackChunkName: "admin" */ './admin-b.js');
window.loadUnnamed = () => import('./unnamed.js');
window.loadOutside = () => /* webpackChunkName: "outside" */ import('./outside.js');
window.loadLocale = (lang) => import(/* webpackChunkName: "locale-[request]" */ \`./locales/\${lang}\`);
window.loadLocaleJson = (lang) => import(/* webpackChunkName: "locale-[request]" */ \`./strings/\${lang}.json\`);
window.loadEager = () => import(/* webpackMode: "eager" */ './eager.js');
window.loadText = (lang) => import(/* webpackChunkName: "text-[request]", webpackInclude: /\.json$/ */ './texts/' + lang);
window.loadFixed = () => import(/* webpackChunkName: "x-[request]" */ './fixed.js');
window.startWorker = () => new Worker(new URL('./worker.js', import.meta.url));
window.loadIgnored = () => import(/* webpackIgnore: true */ 'https://example.com/remote.js');
import { both } from './both.js';
console.log(both);
window.loadBoth = () => import('./both.js');
createRoot(document.getElementById('root')).render(<Settings />);
`,
      'src/pages/Settings.jsx': "export default function Settings() { return <p>marker-settings</p>; }\n",
      'src/chart.js': "export function renderChart() { console.log('marker-chart'); }\n",
      'src/admin-a.js': "export const a = 'marker-admin-a';\n",
      'src/admin-b.js': "export const b = 'marker-admin-b';\n",
      'src/unnamed.js': "export const u = 'marker-unnamed';\n",
      'src/outside.js': "export const o = 'marker-outside';\n",
      'src/eager.js': "export const e = 'marker-eager';\n",
      'src/both.js': "export const both = 'marker-both';\n",
      'src/locales/en.json': '{ "hello": "marker-en" }\n',
      'src/locales/zh.json': '{ "hello": "marker-zh" }\n',
      'src/locales/sub/fr.json': '{ "hello": "marker-fr" }\n',
      // The same file names for the template that ends in .json (a folder of its own, since a
      // module already in a named chunk is not put into a second one).
      'src/strings/en.json': '{ "hello": "marker-strings-en" }\n',
      'src/strings/zh.json': '{ "hello": "marker-strings-zh" }\n',
      // A path built with + instead of a template literal; webpackInclude keeps the .txt out.
      'src/texts/en.json': '{ "hello": "marker-texts-en" }\n',
      'src/texts/zh.json': '{ "hello": "marker-texts-zh" }\n',
      'src/texts/notes.txt': 'not JSON, would fail to parse\n',
      'src/fixed.js': "export const f = 'marker-fixed';\n",
      'src/worker.js': "self.postMessage('marker-worker');\n",
      // html.inject: false, with the built-in template and with one that prints the head tags
      'src/small.js': "window.loadSettings = () => import(/* webpackChunkName: \"settings\" */ './chart.js');\n",
      'head-tags.html': '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body><div id="root"></div></body></html>\n',
    },
    'code-splitting',
  );
  const dist = path.join(dir, 'dist');
  let files: string[];
  let entry: string;
  let html: string;
  let noInjectHtml: string;
  let headTagsHtml: string;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const small = (root: string, html: object) => ({ source: { entry: { index: './src/small.js' } }, html, output: { distPath: { root } } });
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        plugins: [pluginReact()],
        source: { entry: { index: './src/index.jsx' } },
        performance: { prefetch: PREFETCH_SAMPLE.performance.prefetch, preload: { type: 'async-chunks', include: [/chart/] } },
        environments: { web: {}, noInject: small('dist-no-inject', { inject: false }), headTags: small('dist-head-tags', { inject: false, template: './head-tags.html' }) },
      },
    });
    await rsbuild.build();
    html = readText(dist, 'index.html');
    noInjectHtml = readText(dir, 'dist-no-inject/index.html');
    headTagsHtml = readText(dir, 'dist-head-tags/index.html');
    files = listFiles(dist).filter((file) => file.endsWith('.js'));
    const entryFile = files.find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(entryFile, files.join(', '));
    entry = readText(dist, entryFile);
  });

  const asyncFile = (pattern: RegExp) => files.filter((file) => pattern.test(file));

  test('named dynamic imports land in static/js/async/<name>.<hash>.js', () => {
    assert.equal(asyncFile(/^static\/js\/async\/settings\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/chart\.[0-9a-f]{8}\.js$/).length, 1);
    assert.doesNotMatch(entry, /marker-chart/);
  });

  test('an unnamed async chunk gets a numeric id', () => {
    const unnamed = files.filter((file) => file.startsWith('static/js/async/') && readText(dist, file).includes('marker-unnamed'));
    assert.equal(unnamed.length, 1);
    assert.match(unnamed[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
  });

  test('Common problems: a webpackChunkName comment in front of import(), outside its parentheses, has no effect: the chunk gets a numeric id', () => {
    assert.equal(asyncFile(/^static\/js\/async\/outside\./).length, 0);
    const outside = files.filter((file) => file.startsWith('static/js/async/') && readText(dist, file).includes('marker-outside'));
    assert.equal(outside.length, 1);
    assert.match(outside[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
  });

  test('equal webpackChunkName values merge into one chunk', () => {
    const admin = asyncFile(/^static\/js\/async\/admin\.[0-9a-f]{8}\.js$/);
    assert.equal(admin.length, 1);
    const text = readText(dist, admin[0]);
    assert.match(text, /marker-admin-a/);
    assert.match(text, /marker-admin-b/);
  });

  test('[request] becomes the path below the template\'s folder as the template spells it: locale-en, locale-zh, locale-sub-fr; with ${lang}.json, locale-en-json and locale-zh-json', () => {
    assert.equal(asyncFile(/^static\/js\/async\/locale-en\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/locale-zh\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/locale-sub-fr\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/locale-en-json\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/locale-zh-json\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/locale-/).length, 5);
  });

  test("[request] and webpackInclude work on a path built with + as well: text-en and text-zh, no chunk for the .txt", () => {
    assert.equal(asyncFile(/^static\/js\/async\/text-en\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/text-zh\.[0-9a-f]{8}\.js$/).length, 1);
    assert.equal(asyncFile(/^static\/js\/async\/text-/).length, 2);
  });

  test('with a fixed path, [request] stays in the file name as written: x-[request].<hash>.js', () => {
    assert.equal(asyncFile(/^static\/js\/async\/x-\[request\]\.[0-9a-f]{8}\.js$/).length, 1);
  });

  test('a worker started with new Worker(new URL(...)) gets a numbered file of its own in static/js/async/', () => {
    const worker = files.filter((file) => readText(dist, file).includes('marker-worker'));
    assert.equal(worker.length, 1, files.join(', '));
    assert.match(worker[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
  });

  test('page text: workers are named as a third source of chunks in both languages', () => {
    assert.ok(pageText('guide/optimization/code-splitting', 'en').includes("Workers are a third case: `new Worker(new URL('./worker.js', import.meta.url))`"));
    assert.ok(pageText('guide/optimization/code-splitting', 'zh').includes("Worker 是第三种情况：`new Worker(new URL('./worker.js', import.meta.url))`"));
    assert.ok(!pageText('guide/optimization/code-splitting', 'en').includes('\nRsbuild produces chunks from two sources:'));
    assert.ok(!pageText('guide/optimization/code-splitting', 'zh').includes('\nRsbuild 中的 chunk 有两个来源：'));
  });

  test('page text: [request] and webpackInclude are not limited to template literals any more, and the fixed-path case is given', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/optimization/code-splitting', lang);
      assert.doesNotMatch(text, /works when the path is a template literal|For template-literal paths|在路径是模板字符串时生效|路径为模板字符串时/);
      for (const literal of ["'./locales/' + lang", 'x-[request].<hash>.js']) assert.ok(text.includes(literal), `${lang}: ${literal}`);
    }
  });

  test('page text: [request] is not described as "the file name" any more, and both languages give the .json and subfolder names', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/optimization/code-splitting', lang);
      assert.doesNotMatch(text, /expands to the file name|会被替换为文件名/);
      for (const name of ['locale-sub-fr.<hash>.js', 'locale-en-json.<hash>.js', 'locale-zh-json.<hash>.js']) assert.ok(text.includes(name), `${lang}: ${name}`);
    }
  });

  test('webpackMode "eager" creates no chunk; webpackIgnore leaves import() for the browser', () => {
    assert.match(entry, /marker-eager/);
    assert.match(entry, /import\("https:\/\/example\.com\/remote\.js"\)/);
  });

  test('a module that is also imported statically gets no async chunk of its own', () => {
    assert.match(entry, /marker-both/);
    assert.ok(!files.some((file) => file.startsWith('static/js/async/') && readText(dist, file).includes('marker-both')));
  });

  test('the runtime names a failed chunk load ChunkLoadError: Loading chunk <id> failed., then (<type>: <url>) on a second line', () => {
    assert.match(entry, /\w+\.message="Loading chunk "\+\w+\+" failed\.\\n\("\+\w+\+": "\+\w+\+"\)",\w+\.name="ChunkLoadError"/);
    assert.match(entry, /\w+&&\("load"===\w+\.type\?"missing":\w+\.type\)/);
    assert.match(entry, /\.name="ChunkLoadError"/);
  });

  test('in Chromium, an async chunk the server no longer has rejects the import() with ChunkLoadError: Loading chunk <id> failed., then (error: <url>)', async () => {
    const unnamed = files.find((file) => file.startsWith('static/js/async/') && readText(dist, file).includes('marker-unnamed'));
    assert.ok(unnamed);
    const id = /^static\/js\/async\/(\d+)\./.exec(unnamed)![1];
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      // The deploy removed the chunk: everything else is served, the old chunk gets a 404.
      await page.route('https://example.com/**', (route) => {
        const { pathname } = new URL(route.request().url());
        const file = pathname === '/' ? 'index.html' : pathname.slice(1);
        return file === unnamed ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ path: path.join(dist, file) });
      });
      await page.goto('https://example.com/');
      await page.waitForFunction(() => typeof (window as unknown as { loadUnnamed?: unknown }).loadUnnamed === 'function', undefined, { timeout: 30_000 });
      const error = await page.evaluate(() => (window as unknown as { loadUnnamed: () => Promise<unknown> }).loadUnnamed().then(() => null, (reason: Error) => [reason.name, reason.message]));
      assert.deepEqual(error, ['ChunkLoadError', `Loading chunk ${id} failed.\n(error: https://example.com/${unnamed})`]);
    } finally {
      await browser.close();
    }
  });

  test('performance.prefetch with include [/settings/] adds a prefetch link for the settings chunk only', () => {
    assert.match(html, /<link href="\/static\/js\/async\/settings\.[0-9a-f]{8}\.js" rel="prefetch">/);
    assert.equal((html.match(/rel="prefetch"/g) ?? []).length, 1);
  });

  test('Prefetch from the HTML instead: with html.inject false the links are left out, unless the template prints htmlPlugin.tags.headTags', () => {
    assert.equal(noInjectHtml, '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
    assert.match(headTagsHtml, /<head>.*<link href="\/static\/js\/async\/settings\.[0-9a-f]{8}\.js" rel="prefetch"><\/head>/);
    assert.ok(pageText('guide/optimization/code-splitting', 'en').includes('with [html.inject](/config/html/inject) set to `false`, the page has none unless your template prints `<%= htmlPlugin.tags.headTags %>`'));
    assert.ok(pageText('guide/optimization/code-splitting', 'zh').includes('把 [html.inject](/config/html/inject) 设为 `false` 后，页面中就不会有它们，除非模板自己输出 `<%= htmlPlugin.tags.headTags %>`'));
  });

  test('performance.preload with type async-chunks adds a preload link for an async chunk as well', () => {
    assert.match(html, /<link href="\/static\/js\/async\/chart\.[0-9a-f]{8}\.js" rel="preload" as="script">/);
    assert.equal((html.match(/rel="preload"/g) ?? []).length, 1);
  });

  test('the default performance.chunkSplit is { strategy: "split-by-experience" }', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'code-splitting-default'), rsbuildConfig: { mode: 'production', logLevel: 'silent' } });
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().performance.chunkSplit, { strategy: 'split-by-experience' });
  });

  test('lib-react comes from the default chunk splitting strategy', () => {
    const [libReact] = asyncFile(/^static\/js\/lib-react\.[0-9a-f]{8}\.js$/);
    assert.ok(libReact);
    // The page's file table: React 19.2 gives a lib-react chunk of about 189 kB
    const kB = statSync(path.join(dist, libReact)).size / 1000;
    assert.ok(kB > 180 && kB < 200, `lib-react is ${kB} kB`);
  });
});

// Magic comments, in a production build left unminified and without hashes so that the runtime
// can be read; and the same project in development, for the file names.
describe('Code splitting › Magic comments', () => {
  let result: BuildResult;
  let development: BuildResult;
  let none: BuildResult;
  let entry: string;
  const has = (pattern: RegExp) => assert.ok(pattern.test(entry), `index.js does not match ${pattern}`);
  before(async () => {
    const dir = makeProject(
      {
        'src/index.js': [
          "window.a = () => import(/* webpackChunkName: \"editor\", webpackPrefetch: true */ './editor.js');",
          "window.b = () => import(/* webpackChunkName: \"chart\" */ /* webpackPrefetch: true */ './chart.js');",
          "window.c = () => import(/* webpackChunkName: \"pre\", webpackPreload: true */ './pre.js');",
          "window.d = () => import(/* webpackChunkName: \"hi\", webpackFetchPriority: \"high\" */ './hi.js');",
          "const lang = navigator.language.startsWith('zh') ? 'zh' : 'en';",
          'window.e = () => import(/* webpackInclude: /\\.json$/ */ `./locales/${lang}`);',
          'window.g = () => import(/* webpackExclude: /\\.txt$/ */ `./locales/${lang}`);',
          "window.f = () => import(/* webpackChunkName: \"outer\" */ './outer.js');",
          "window.h = () => import(/* webpackChunkName: \"lo\", webpackFetchPriority: \"low\" */ './lo.js');",
          "window.i = () => import(/* webpackChunkName: \"au\", webpackFetchPriority: \"auto\" */ './au.js');",
          '',
        ].join('\n'),
        'src/editor.js': "export const e = 'marker-editor';\n",
        'src/chart.js': "export const c = 'marker-chart';\n",
        'src/pre.js': "export const p = 'marker-pre';\n",
        'src/hi.js': "export const h = 'marker-hi';\n",
        'src/lo.js': "export const l = 'marker-lo';\n",
        'src/au.js': "export const a = 'marker-au';\n",
        'src/outer.js': "export const inner = () => import(/* webpackChunkName: \"inner\", webpackPreload: true */ './inner.js');\n",
        'src/inner.js': "export const i = 'marker-inner';\n",
        'src/locales/en.json': '{ "hello": "marker-en" }\n',
        'src/locales/zh.json': '{ "hello": "marker-zh" }\n',
        'src/locales/notes.txt': 'marker-notes\n',
      },
      'code-splitting-magic',
    );
    const devDir = makeProject({ 'src/index.js': "window.b = () => import(/* webpackChunkName: \"chart\" */ './chart.js');\nwindow.u = () => import('./plain.js');\n", 'src/chart.js': "export const c = 'marker-chart';\n", 'src/plain.js': "export const p = 'marker-plain';\n" }, 'code-splitting-dev');
    const noneDir = makeProject({ 'src/index.js': "window.b = () => import(/* webpackChunkName: \"chart\" */ './chart.js');\nwindow.u = () => import('./plain.js');\n", 'src/chart.js': "export const c = 'marker-chart';\n", 'src/plain.js': "export const p = 'marker-plain';\n" }, 'code-splitting-none');
    [result, development, none] = await Promise.all([
      buildProject(dir, { mode: 'production', output: { minify: false, filenameHash: false } }),
      buildProject(devDir, { mode: 'development' }),
      buildProject(noneDir, { mode: 'none' }),
    ]);
    entry = readText(result.dist, 'static/js/index.js');
  });

  test('in development the async chunk is static/js/async/chart.js, without a hash', () => {
    assert.deepEqual(development.errors, []);
    assert.deepEqual(listFiles(development.dist).filter((file) => file.endsWith('.js')), ['static/js/async/chart.js', 'static/js/async/src_plain_js.js', 'static/js/index.js']);
    // A development build (no dev server, so no lazy compilation) puts the module's code in chart.js itself.
    assert.match(readText(development.dist, 'static/js/async/chart.js'), /marker-chart/);
  });
  test("with mode 'none' file names carry no hash either, and an unnamed async chunk gets a number: async/0.js", () => {
    assert.deepEqual(none.errors, []);
    assert.deepEqual(listFiles(none.dist).filter((file) => file.endsWith('.js')), ['static/js/async/0.js', 'static/js/async/chart.js', 'static/js/index.js']);
  });
  test('in development an unnamed async chunk is named after its path, not a number: src_plain_js.js', () => {
    assert.ok(listFiles(development.dist).includes('static/js/async/src_plain_js.js'), listFiles(development.dist).join(', '));
  });

  test('webpackPrefetch: once the entry chunk has loaded, the runtime appends <link rel="prefetch" as="script"> for both comment styles', () => {
    assert.deepEqual(result.errors, []);
    has(/link\.rel = 'prefetch';\nlink\.as = 'script';/);
    const ids = (name: string) => entry.match(new RegExp(`/\\* import\\(\\) \\| ${name} \\*/ "(\\d+)"`))![1];
    has(new RegExp(`\\[${['editor', 'chart'].map((name) => `"${ids(name)}"`).join(',')}\\]\\.map\\(__webpack_require__\\.E\\)`));
  });

  test('webpackPreload: a preload link only for a chunk imported from an async chunk; none for the entry\'s import()', () => {
    has(/link\.rel = 'preload';\nlink\.as = 'script';/);
    const children = JSON.parse(entry.match(/var chunkToChildrenMap = (\{.*\});/)![1]);
    assert.equal(Object.keys(children).length, 1);
    const [[parent, [child]]] = Object.entries(children) as [string, string[]][];
    assert.match(readText(result.dist, 'static/js/async/outer.js'), new RegExp(`\\[\\["${parent}"\\]`));
    assert.match(readText(result.dist, 'static/js/async/inner.js'), new RegExp(`\\[\\["${child}"\\]`));
  });

  test('webpackFetchPriority: "high" reaches the fetchpriority attribute of the chunk\'s <script>', () => {
    has(/\/\* import\(\) \| hi \*\/ "\d+", "high"\)/);
    has(/script\.setAttribute\("fetchpriority", fetchPriority\);/);
  });

  test('webpackFetchPriority: "low" and "auto" are passed on to the runtime as well', () => {
    has(/\/\* import\(\) \| lo \*\/ "\d+", "low"\)/);
    has(/\/\* import\(\) \| au \*\/ "\d+", "auto"\)/);
  });

  test('webpackInclude / webpackExclude: only the .json files of the folder become chunks (a .txt would fail to parse)', () => {
    const numbered = listFiles(result.dist).filter((file) => /^static\/js\/async\/\d+\.js$/.test(file)).map((file) => readText(result.dist, file));
    assert.equal(numbered.length, 2);
    assert.ok(numbered.some((text) => text.includes('marker-en')));
    assert.ok(numbered.some((text) => text.includes('marker-zh')));
    assert.ok(!listFiles(result.dist).some((file) => file.endsWith('.js') && readText(result.dist, file).includes('marker-notes')));
  });

  test('dev.lazyCompilation defaults to { imports: true, entries: false } in development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'code-splitting-lazy'), rsbuildConfig: { mode: 'development', logLevel: 'silent' } });
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().dev.lazyCompilation, { imports: true, entries: false });
  });
});

// The page's React.lazy example and its strategy comparison: one production build with one
// environment per strategy. First screen: React, clsx and nanoid; three lazy pages use js-yaml,
// immutable and toml (all installed in tools/rsbuild-v1).
const APP_TSX = `import { lazy, Suspense, useState } from 'react';

// The Settings page is only downloaded when it is first rendered
const Settings = lazy(() => import(/* webpackChunkName: "settings" */ './pages/Settings'));

// React.lazy needs a default export; map a named export to \`default\`
const Reports = lazy(() =>
  import(/* webpackChunkName: "reports" */ './pages/Reports').then((mod) => ({
    default: mod.Reports,
  })),
);

export function App() {
  const [page, setPage] = useState<'home' | 'settings' | 'reports'>('home');
  return (
    <>
      <nav>
        <button onClick={() => setPage('settings')}>Settings</button>
        <button onClick={() => setPage('reports')}>Reports</button>
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        {page === 'settings' && <Settings />}
        {page === 'reports' && <Reports />}
      </Suspense>
    </>
  );
}
`;
const strategyApp = `import { lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import clsx from 'clsx';
import { nanoid } from 'nanoid';
const Config = lazy(() => import('./pages/Config'));
const Data = lazy(() => import('./pages/Data'));
const Notes = lazy(() => import('./pages/Notes'));
function App() {
  const [page, setPage] = useState('home');
  return (
    <div className={clsx('app', page)} id={nanoid()}>
      <button onClick={() => setPage('config')}>Config</button>
      <button onClick={() => setPage('data')}>Data</button>
      <button onClick={() => setPage('notes')}>Notes</button>
      <Suspense fallback={<p>Loading</p>}>
        {page === 'config' && <Config />}
        {page === 'data' && <Data />}
        {page === 'notes' && <Notes />}
      </Suspense>
    </div>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`;
// The page's three rsbuild.config.ts samples, type-checked by tsc against the 1.7.6 config type
// (the custom sample's pluginReact() is added where it is built).
const PREFETCH_SAMPLE = {
  performance: {
    prefetch: {
      type: 'async-chunks',
      include: [/settings/],
    },
  },
} satisfies RsbuildConfig;
const FORCE_SAMPLE = {
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      forceSplitting: {
        'lib-yaml': /node_modules[\\/]js-yaml/,
        'lib-immutable': /node_modules[\\/]immutable/,
      },
    },
  },
} satisfies RsbuildConfig;
const CUSTOM_SAMPLE = {
  performance: {
    chunkSplit: {
      strategy: 'custom',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: {
            test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
            name: 'framework',
            priority: 10,
          },
          ui: {
            test: /node_modules[\\/](?:clsx|nanoid)[\\/]/,
            name: 'lib-ui',
            // create the chunk even though it is smaller than minSize
            enforce: true,
          },
        },
      },
    },
  },
} satisfies RsbuildConfig;
const strategies = {
  experience: { strategy: 'split-by-experience' },
  module: { strategy: 'split-by-module' },
  vendor: { strategy: 'single-vendor' },
  size: { strategy: 'split-by-size', minSize: 20000, maxSize: 60000 },
  one: { strategy: 'all-in-one' },
  // The page's forceSplitting and custom samples, with this app's packages.
  force: FORCE_SAMPLE.performance.chunkSplit,
  custom: CUSTOM_SAMPLE.performance.chunkSplit,
} as const;

describe('Code splitting › strategies and the React.lazy example', () => {
  const dir = makeProject(
    {
      'src/index.jsx': strategyApp,
      'src/pages/Config.jsx': "import yaml from 'js-yaml';\nexport default function Config() { return <pre>{yaml.dump({ a: 1 })}</pre>; }\n",
      'src/pages/Data.jsx': "import { List } from 'immutable';\nexport default function Data() { return <p>{List([1, 2]).size}</p>; }\n",
      'src/pages/Notes.jsx': "import toml from 'toml';\nexport default function Notes() { return <p>{JSON.stringify(toml.parse('a = 1'))}</p>; }\n",
      'src/lazy/App.tsx': APP_TSX,
      'src/lazy/index.tsx': "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
      'src/lazy/pages/Settings.tsx': 'export default function Settings() {\n  return <h1>Settings</h1>;\n}\n',
      'src/lazy/pages/Reports.tsx': 'export function Reports() {\n  return <h1>Reports</h1>;\n}\n',
    },
    'code-splitting-strategies',
  );
  // name → [file without hash, size as the build prints it] of the JS files index.html loads, and of all JS files
  const initial: Record<string, string[]> = {};
  const all: Record<string, string[]> = {};
  // Sizes as the build's file table prints them: kilobytes of 1000 bytes, two decimals below 1 kB.
  const sized = (dist: string, file: string) => {
    const kB = statSync(path.join(dist, file)).size / 1000;
    return `${file.replace(/\.[0-9a-f]{8}\.js$/, '.js')} ${kB.toFixed(kB < 1 ? 2 : 1)} kB`;
  };
  let lazyHtmlSize = '';
  // The hashed lib-react file names of the React.lazy example and of the strategy app (twice)
  let libReactNames: string[] = [];
  let sizeChunkText = '';
  let inspected: { code: number | null; config: string };

  const inspectDir = makeProject({ 'src/index.js': '' }, 'code-splitting-inspect');

  before(async () => {
    // The CLI runs in its own process while this one builds.
    const inspecting = runCli(inspectDir, ['inspect', '--mode', 'production']);
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const environments: Record<string, object> = {
      lazy: { source: { entry: { index: './src/lazy/index.tsx' } }, output: { distPath: { root: 'dist/lazy' } } },
    };
    for (const [name, chunkSplit] of Object.entries(strategies)) {
      environments[name] = { source: { entry: { index: './src/index.jsx' } }, performance: { chunkSplit }, output: { distPath: { root: `dist/${name}` } } };
    }
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins: [pluginReact()], environments } });
    await rsbuild.build();
    lazyHtmlSize = `${(statSync(path.join(dir, 'dist/lazy/index.html')).size / 1000).toFixed(2)} kB`;
    libReactNames = ['lazy', 'experience', 'force'].map((name) => listFiles(path.join(dir, 'dist', name)).find((file) => /^static\/js\/lib-react\./.test(file)) ?? name);
    const sizeDist = path.join(dir, 'dist/size');
    const biggest = listFiles(sizeDist).filter((file) => file.endsWith('.js')).sort((a, b) => statSync(path.join(sizeDist, b)).size - statSync(path.join(sizeDist, a)).size)[0];
    sizeChunkText = readText(sizeDist, biggest);
    inspected = { code: (await inspecting).code, config: readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs') };
    for (const name of Object.keys(environments)) {
      const dist = path.join(dir, 'dist', name);
      initial[name] = [...readText(dist, 'index.html').matchAll(/<script defer src="\/(static\/js\/[^"]+)"/g)].map((match) => sized(dist, match[1]));
      all[name] = listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => sized(dist, file));
    }
  });

  test('the React.lazy example builds to reports, settings, index and lib-react (React 19.2)', () => {
    assert.deepEqual(all.lazy, ['static/js/async/reports.js 0.18 kB', 'static/js/async/settings.js 0.19 kB', 'static/js/index.js 3.1 kB', 'static/js/lib-react.js 189.0 kB']);
    assert.equal(lazyHtmlSize, '0.31 kB');
  });

  test('the React.lazy example also writes lib-react.<hash>.js.LICENSE.txt (React\'s @license comments), which the page names next to the table', () => {
    const license = listFiles(path.join(dir, 'dist/lazy')).filter((file) => file.endsWith('.LICENSE.txt'));
    assert.equal(license.length, 1, license.join(', '));
    assert.match(license[0], /^static\/js\/lib-react\.[0-9a-f]{8}\.js\.LICENSE\.txt$/);
    assert.match(readText(path.join(dir, 'dist/lazy'), license[0]), /@license React/);
    assert.ok(pageText('guide/optimization/code-splitting', 'en').includes("The build also writes `dist/static/js/lib-react.<hash>.js.LICENSE.txt`, which holds React's `@license` comments; the size table that `rsbuild build` prints leaves it out."));
    assert.ok(pageText('guide/optimization/code-splitting', 'zh').includes('构建还会写出 `dist/static/js/lib-react.<hash>.js.LICENSE.txt`，其中是 React 的 `@license` 注释；`rsbuild build` 打印的文件大小表不包含它。'));
  });

  test('the React.lazy example in a project whose package.json has "name": "my-app": the runtime sets and checks data-rspack, the chunk global is webpackChunkmy_app, every JS file grows; index 3.2 kB, reports 0.19 kB, settings 0.20 kB (the page\'s figures are measured without a package.json)', async () => {
    const named = makeProject(
      {
        'src/index.tsx': "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
        'src/App.tsx': APP_TSX,
        'src/pages/Settings.tsx': 'export default function Settings() {\n  return <h1>Settings</h1>;\n}\n',
        'src/pages/Reports.tsx': 'export function Reports() {\n  return <h1>Reports</h1>;\n}\n',
        'package.json': '{ "name": "my-app", "private": true }\n',
      },
      'code-splitting-named',
    );
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const result = await buildProject(named, { mode: 'production', plugins: [pluginReact()] });
    assert.deepEqual(result.errors, []);
    const js = listFiles(result.dist).filter((file) => file.endsWith('.js'));
    assert.deepEqual(js.filter((file) => !file.includes('lib-react')).map((file) => sized(result.dist, file)), ['static/js/async/reports.js 0.19 kB', 'static/js/async/settings.js 0.20 kB', 'static/js/index.js 3.2 kB']);
    const index = readText(result.dist, js.find((file) => file.startsWith('static/js/index.'))!);
    assert.ok(index.includes('.getAttribute("data-rspack")=="my-app:"+'), 'the runtime checks data-rspack');
    assert.ok(index.includes('.setAttribute("data-rspack","my-app:"+'), 'the runtime sets data-rspack');
    assert.ok(index.includes('self.webpackChunkmy_app=self.webpackChunkmy_app||[]'));
    // Every JavaScript file grows, lib-react too (by a few bytes: still 189.0 kB).
    const bytes = (root: string, prefix: string) => statSync(path.join(root, listFiles(root).find((file) => file.startsWith(prefix) && file.endsWith('.js'))!)).size;
    for (const prefix of ['static/js/index.', 'static/js/lib-react.', 'static/js/async/reports.', 'static/js/async/settings.']) {
      assert.ok(bytes(result.dist, prefix) > bytes(path.join(dir, 'dist/lazy'), prefix), prefix);
    }
    assert.ok(readText(result.dist, js.find((file) => file.startsWith('static/js/async/reports.'))!).startsWith('"use strict";(self.webpackChunkmy_app=self.webpackChunkmy_app||[]).push('));
    assert.ok(!readText(path.join(dir, 'dist/lazy'), listFiles(path.join(dir, 'dist/lazy')).find((file) => file.startsWith('static/js/index.'))!).includes('data-rspack'));
    assert.ok(pageText('guide/optimization/code-splitting', 'en').includes('the global array that loads chunks is named after the package (`webpackChunkmy_app` for `"name": "my-app"`). With that name, `index` is 3.2 kB, `reports` 0.19 kB and `settings` 0.20 kB. Expect figures up to about 0.1 kB above those on this page.'));
    assert.ok(pageText('guide/optimization/code-splitting', 'zh').includes('加载 chunk 所用的全局数组也会以包名命名（`"name": "my-app"` 对应 `webpackChunkmy_app`）。使用这个名称时，`index` 为 3.2 kB，`reports` 为 0.19 kB，`settings` 为 0.20 kB。实际数值会比本页给出的多出最多约 0.1 kB。'));
  });

  test('split-by-experience (default): index.html loads lib-react and index', () => {
    assert.deepEqual(initial.experience, ['static/js/lib-react.js 189.0 kB', 'static/js/index.js 3.9 kB']);
  });

  test("split-by-experience: other packages follow Rspack's default cache groups, async chunks too: js-yaml and immutable get numbered async chunks of their own", () => {
    // The default vendors group (node_modules, above minSize) splits the lazy pages' large packages
    // off the pages' own code: the same sizes as lib-yaml and lib-immutable under forceSplitting.
    const asyncFiles = all.experience.filter((file) => file.startsWith('static/js/async/'));
    assert.ok(asyncFiles.some((file) => /^static\/js\/async\/\d+\.js 42\.2 kB$/.test(file)), asyncFiles.join(', '));
    assert.ok(asyncFiles.some((file) => /^static\/js\/async\/\d+\.js 63\.5 kB$/.test(file)), asyncFiles.join(', '));
  });

  test('lib-react is not fixed by the React version: two apps whose own code differs get different lib-react hashes', () => {
    for (const name of libReactNames) assert.match(name, /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/);
    assert.notEqual(libReactNames[0], libReactNames[1]);
    // The same app in another environment (forceSplitting only moves async packages) gets the same file.
    assert.equal(libReactNames[1], libReactNames[2]);
    // …although both files are 189.0 kB (see the tests of the page's tables).
  });

  test('split-by-module: one npm.<package> chunk per package, six initial files', () => {
    assert.deepEqual(initial.module, ['static/js/npm.react.js 7.9 kB', 'static/js/npm.react-dom.js 177.8 kB', 'static/js/npm.scheduler.js 3.6 kB', 'static/js/npm.nanoid.js 0.27 kB', 'static/js/npm.clsx.js 0.46 kB', 'static/js/index.js 3.5 kB']);
    assert.ok(all.module.includes('static/js/async/npm.js-yaml.js 42.2 kB'), all.module.join(', '));
  });

  test('single-vendor: the lazy pages\' packages move into the initial vendor file', () => {
    assert.deepEqual(initial.vendor, ['static/js/vendor.js 322.0 kB', 'static/js/index.js 3.4 kB']);
    // What stays async is the three pages' own code, each below 1 kB.
    const asyncFiles = all.vendor.filter((file) => file.startsWith('static/js/async/'));
    assert.equal(asyncFiles.length, 3);
    assert.ok(asyncFiles.every((file) => / 0\.\d\d kB$/.test(file)), asyncFiles.join(', '));
  });

  test('split-by-size with minSize 20000 and maxSize 60000: three initial files, ten JS files in all', () => {
    assert.equal(initial.size.length, 3);
    assert.equal(all.size.length, 10);
  });

  test('split-by-size: react-dom alone is a 174.1 kB chunk, above maxSize', () => {
    assert.ok(initial.size.some((file) => file.endsWith(' 174.1 kB')), initial.size.join(', '));
    assert.ok(sizeChunkText.includes('react-dom'), 'the largest chunk holds react-dom');
  });

  test('all-in-one: a single initial index file; dynamic imports still make async chunks', () => {
    assert.deepEqual(initial.one, ['static/js/index.js 192.3 kB']);
    assert.equal(all.one.filter((file) => file.startsWith('static/js/async/')).length, 3);
  });

  test('forceSplitting: lib-yaml and lib-immutable are async chunks, since only lazy pages import them', () => {
    assert.ok(all.force.includes('static/js/async/lib-yaml.js 42.2 kB'), all.force.join(', '));
    assert.ok(all.force.includes('static/js/async/lib-immutable.js 63.5 kB'), all.force.join(', '));
    assert.deepEqual(initial.force, ['static/js/lib-react.js 189.0 kB', 'static/js/index.js 3.9 kB']);
  });

  test('custom: framework and lib-ui, and no lib-react from the React plugin', () => {
    assert.deepEqual(initial.custom, ['static/js/framework.js 189.0 kB', 'static/js/lib-ui.js 0.66 kB', 'static/js/index.js 3.4 kB']);
    assert.ok(!all.custom.some((file) => file.includes('lib-react')));
  });

  test('rsbuild inspect --mode production writes optimization.splitChunks', () => {
    assert.equal(inspected.code, 0);
    assert.match(inspected.config, /splitChunks: \{/);
  });
});

describe('Code splitting › Choose a chunk splitting strategy', () => {
  // The named groups of split-by-experience, read from the Rspack config without building.
  const groupsOf = async (plugins: any[], polyfill?: 'usage' | 'entry' | 'off') => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'code-splitting-groups'), rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins, output: polyfill ? { polyfill } : {} } });
    const [config] = await rsbuild.initConfigs();
    const { splitChunks } = config.optimization as { splitChunks: { chunks: string; cacheGroups: Record<string, { name?: string }> } };
    return [splitChunks.chunks, ...Object.values(splitChunks.cacheGroups).map((group) => group.name)];
  };

  test('split-by-experience: lib-axios always, lib-react and lib-router with React, lib-vue and lib-router with Vue, lib-polyfill with polyfill "usage" or "entry"', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    assert.deepEqual(await groupsOf([]), ['all', 'lib-axios']);
    assert.deepEqual((await groupsOf([pluginReact()])).sort(), ['all', 'lib-axios', 'lib-react', 'lib-router']);
    assert.deepEqual((await groupsOf([pluginVue()])).sort(), ['all', 'lib-axios', 'lib-router', 'lib-vue']);
    assert.deepEqual((await groupsOf([], 'usage')).sort(), ['all', 'lib-axios', 'lib-polyfill']);
    assert.deepEqual((await groupsOf([], 'entry')).sort(), ['all', 'lib-axios', 'lib-polyfill']);
  });

  test("the React and Vue plugins' splitChunks option: { react: false, router: true } adds lib-router only, false adds neither group", async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    assert.deepEqual((await groupsOf([pluginReact({ splitChunks: { react: false, router: true } })])).sort(), ['all', 'lib-axios', 'lib-router']);
    assert.deepEqual(await groupsOf([pluginReact({ splitChunks: false })]), ['all', 'lib-axios']);
    assert.deepEqual(await groupsOf([pluginVue({ splitChunks: false })]), ['all', 'lib-axios']);
    assert.ok(pageText('guide/optimization/code-splitting', 'en').includes('`pluginReact({ splitChunks: { react: false, router: true } })` adds only `lib-router`'));
    assert.ok(pageText('guide/optimization/code-splitting', 'zh').includes('`pluginReact({ splitChunks: { react: false, router: true } })` 只添加 `lib-router`'));
  });
});

describe('Code splitting › Tune or replace `splitChunks`', () => {
  test('the React and Vue plugins add their lib-* groups under split-by-experience only', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const named: Record<string, string[]> = {};
    for (const strategy of ['split-by-experience', 'split-by-module', 'single-vendor', 'split-by-size', 'custom'] as const) {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'code-splitting-plugin-groups'), rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins: [pluginReact(), pluginVue()], performance: { chunkSplit: { strategy } } } });
      const [config] = await rsbuild.initConfigs();
      const { cacheGroups } = config.optimization?.splitChunks as { cacheGroups: Record<string, { name?: unknown }> };
      named[strategy] = Object.values(cacheGroups).flatMap((group) => (typeof group.name === 'string' && group.name.startsWith('lib-') ? [group.name] : [])).sort();
    }
    assert.deepEqual(named, { 'split-by-experience': ['lib-axios', 'lib-react', 'lib-router', 'lib-vue'], 'split-by-module': [], 'single-vendor': [], 'split-by-size': [], custom: [] });
  });
});

describe('Code splitting › Choose a chunk splitting strategy (Module Federation)', () => {
  test("with moduleFederation.options the default strategy becomes custom (no lib-axios, no lib-react); with exposes, chunks is 'async'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const splitChunksWith = async (options: object) => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'code-splitting-mf'), rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins: [pluginReact()], moduleFederation: { options: options as never } } });
      const [config] = await rsbuild.initConfigs();
      const { chunks, cacheGroups } = config.optimization?.splitChunks as { chunks: string; cacheGroups: Record<string, unknown> };
      return [chunks, Object.keys(cacheGroups)];
    };
    assert.deepEqual(await splitChunksWith({ name: 'host', remotes: { remote: 'remote@http://localhost:3001/remoteEntry.js' } }), ['all', []]);
    assert.deepEqual(await splitChunksWith({ name: 'remote', exposes: { './Button': './src/index.js' } }), ['async', []]);
  });
});

describe('Code splitting › Force a package into its own chunk', () => {
  // The splitChunks object Rsbuild hands to Rspack, read without building.
  const splitChunksOf = async (chunkSplit: object) => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'code-splitting-force'), rsbuildConfig: { mode: 'production', logLevel: 'silent', performance: { chunkSplit } } });
    const [config] = await rsbuild.initConfigs();
    return config.optimization?.splitChunks as false | { minSize?: number; cacheGroups: Record<string, { name?: string; enforce?: boolean }> };
  };
  const force = { 'lib-yaml': /node_modules[\\/]js-yaml/ };

  test('forceSplitting and override act under every strategy but all-in-one', async () => {
    for (const strategy of ['split-by-experience', 'split-by-module', 'single-vendor', 'split-by-size', 'custom'] as const) {
      const splitChunks = await splitChunksOf({ strategy, forceSplitting: force, override: { minSize: 12345 } });
      assert.ok(splitChunks, strategy);
      assert.equal(splitChunks.cacheGroups['lib-yaml'].name, 'lib-yaml');
      assert.equal(splitChunks.cacheGroups['lib-yaml'].enforce, true);
      assert.equal(splitChunks.minSize, 12345);
    }
  });

  test("custom with splitChunks: chunks 'all' unless set, forceSplitting groups added, override ignored", async () => {
    const splitChunks = await splitChunksOf({ strategy: 'custom', forceSplitting: force, override: { minSize: 12345 }, splitChunks: { cacheGroups: { ui: { test: /node_modules[\\/]clsx[\\/]/, name: 'lib-ui' } } } });
    assert.ok(splitChunks);
    assert.equal((splitChunks as { chunks?: string }).chunks, 'all');
    assert.equal(splitChunks.minSize, undefined);
    assert.deepEqual(Object.values(splitChunks.cacheGroups).map((group) => group.name).sort(), ['lib-ui', 'lib-yaml']);
    const own = await splitChunksOf({ strategy: 'custom', splitChunks: { chunks: 'async', cacheGroups: {} } });
    assert.ok(own);
    assert.equal((own as { chunks?: string }).chunks, 'async');
  });

  test('split-by-size without minSize and maxSize: minSize 0 and maxSize Infinity (the strategy table says so in both languages)', async () => {
    const splitChunks = await splitChunksOf({ strategy: 'split-by-size' });
    assert.ok(splitChunks);
    assert.equal(splitChunks.minSize, 0);
    assert.equal((splitChunks as { maxSize?: number }).maxSize, Infinity);
    const row = (lang: 'en' | 'zh') => pageText('guide/optimization/code-splitting', lang).split('\n').find((line) => line.startsWith('| `split-by-size` |'));
    assert.match(row('en') ?? '', /left unset, they are `0` and unlimited/);
    assert.match(row('zh') ?? '', /未设置时分别为 `0` 和不限大小/);
  });

  test('all-in-one ignores forceSplitting and override: splitChunks is false, although the config types accept them', async () => {
    // Type-checked by tsc: the ChunkSplit type of 1.7.6 takes forceSplitting and override with all-in-one.
    const allInOne: NonNullable<NonNullable<RsbuildConfig['performance']>['chunkSplit']> = { strategy: 'all-in-one', forceSplitting: force, override: { minSize: 12345 } };
    assert.equal(await splitChunksOf(allInOne), false);
  });
});

describe('Code splitting › Magic comments', () => {
  test('Rsbuild 1.7.6 depends on @rspack/core ~1.7.10, and 1.7.12 is the installed one', () => {
    const pkg = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(pkg('@rsbuild/core').version, '1.7.6');
    assert.equal(pkg('@rsbuild/core').dependencies['@rspack/core'], '~1.7.10');
    assert.equal(pkg('@rspack/core').version, '1.7.12');
  });
});

describe('Code splitting › other targets', () => {
  // One production build with a node and a web-worker environment, both asking for split-by-module,
  // and a second web-worker environment whose import() carries webpackMode: "lazy".
  let splitChunks: Record<string, unknown> = {};
  let files: Record<string, string[]> = {};
  let workerJs = '';
  let workerLazyChunk = '';
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject(
      {
        'src/index.js': "globalThis.load = () => import('./lazy.js');\n",
        'src/lazy.js': "export const lazy = 'marker-lazy';\n",
        'src/lazy-mode.js': "globalThis.load = () => import(/* webpackMode: \"lazy\" */ './lazy.js');\n",
      },
      'code-splitting-targets',
    );
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        performance: { chunkSplit: { strategy: 'split-by-module' } },
        environments: {
          node: { output: { target: 'node', distPath: { root: 'dist/node' } } },
          worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } },
          workerLazy: { source: { entry: { index: './src/lazy-mode.js' } }, output: { target: 'web-worker', distPath: { root: 'dist/worker-lazy' } } },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    splitChunks = Object.fromEntries(configs.map((config) => [config.name, config.optimization?.splitChunks]));
    await (await rsbuild.build()).close();
    files = { node: listFiles(path.join(dir, 'dist/node')), worker: listFiles(path.join(dir, 'dist/worker')), workerLazy: listFiles(path.join(dir, 'dist/worker-lazy')) };
    workerJs = readText(path.join(dir, 'dist/worker'), files.worker[0]);
    workerLazyChunk = readText(path.join(dir, 'dist/worker-lazy'), files.workerLazy[0]);
  });

  test('node and web-worker: splitChunks is false whatever chunkSplit says', () => {
    assert.deepEqual(splitChunks, { node: false, worker: false, workerLazy: false });
  });

  test('web-worker: the dynamically imported module is bundled into the worker file, no async chunk', () => {
    assert.equal(files.worker.length, 1);
    assert.match(files.worker[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(workerJs, /marker-lazy/);
  });

  test('web-worker: a webpackMode "lazy" comment overrides that default, and the module gets an async chunk in static/js/async/', () => {
    assert.equal(files.workerLazy.length, 2, files.workerLazy.join(', '));
    assert.match(files.workerLazy[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
    assert.match(workerLazyChunk, /marker-lazy/);
    assert.ok(pageText('guide/optimization/code-splitting', 'en').includes('A `webpackMode: "lazy"` comment in the `import()` (see [Magic comments](#magic-comments)) overrides that default'));
    assert.ok(pageText('guide/optimization/code-splitting', 'zh').includes('如果 `import()` 中写了 `webpackMode: "lazy"` 注释'));
  });

  test('node: the async chunk is written next to the entry, as <id>.js, not in static/js/async/', () => {
    assert.equal(files.node.length, 2);
    assert.ok(files.node.includes('index.js'), files.node.join(', '));
    assert.match(files.node.find((file) => file !== 'index.js') ?? '', /^\d+\.js$/);
  });
});

// The dev server's lazy compilation: a named import() first gets a proxy under its name, and the
// module's code is compiled on request into a chunk named after its path.
describe('Code splitting › Name async chunks (rsbuild dev)', () => {
  const dir = makeProject(
    {
      'src/index.js': "window.b = () => import(/* webpackChunkName: \"chart\" */ './chart.js');\nwindow.u = () => import('./plain.js');\n",
      'src/chart.js': "export const c = 'marker-chart';\n",
      'src/plain.js': "export const p = 'marker-plain';\n",
    },
    'code-splitting-dev-server',
  );
  const asyncDir = path.join(dir, 'dist/static/js/async');
  let close: (() => Promise<void>) | undefined;
  let port = 0;
  let firstFiles: string[] = [];
  let compiles = 0;
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'warn', server: { port: await freePort() }, dev: { writeToDisk: true } } });
    rsbuild.onAfterDevCompile(() => void (compiles += 1));
    // The port the server reports: it moves on by itself when the one asked for is taken by then.
    const { server, port: listening } = await rsbuild.startDevServer();
    port = listening;
    close = () => server.close();
    await waitFor('the first dev compilation', () => compiles > 0, 60_000);
    firstFiles = listFiles(asyncDir);
  });
  after(async () => {
    await close?.();
  });

  /** Asks the dev server to compile the module behind a proxy chunk, as the page would, and waits for that compilation to end with `file` written. */
  const activate = async (proxyFile: string, file: string) => {
    const data = /var data = "([^"]+)"/.exec(readText(asyncDir, proxyFile))![1];
    const before = compiles;
    const response = await fetch(`http://127.0.0.1:${port}/lazy-compilation-using-`, { method: 'POST', body: data, headers: { 'content-type': 'text/plain' }, signal: AbortSignal.timeout(15_000) });
    assert.equal(response.status, 200);
    await waitFor(file, () => compiles > before && listFiles(asyncDir).includes(file), 60_000);
  };

  test('chart.js holds only a lazy-compilation proxy; the unnamed import gets src_plain_js_lazy-compilation-proxy.js', () => {
    assert.deepEqual(firstFiles.filter((file) => file.endsWith('.js')), ['chart.js', 'src_plain_js_lazy-compilation-proxy.js']);
    assert.doesNotMatch(readText(asyncDir, 'chart.js'), /marker-chart/);
    assert.match(readText(asyncDir, 'chart.js'), /lazy-compilation-proxy/);
  });

  test('on request, the code of chart.js is compiled into src_chart_js.js, and the unnamed one into src_plain_js.js', async () => {
    await activate('chart.js', 'src_chart_js.js');
    assert.match(readText(asyncDir, 'src_chart_js.js'), /marker-chart/);
    await activate('src_plain_js_lazy-compilation-proxy.js', 'src_plain_js.js');
    assert.match(readText(asyncDir, 'src_plain_js.js'), /marker-plain/);
  });
});

// The page's two src/index.js samples, built as written, and the top-level await that the
// "Name async chunks" sample used to show.
const SPLIT_SAMPLE = `const button = document.querySelector('#show-chart');

button.addEventListener('click', async () => {
  // chart.js and everything it imports go into a separate file
  const { renderChart } = await import('./chart.js');
  renderChart(document.querySelector('#chart'));
});
`;
const NAMED_SAMPLE = `const button = document.querySelector('#show-chart');

button.addEventListener('click', async () => {
  // the chunk is named chart instead of a number
  const { renderChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  renderChart(document.querySelector('#chart'));
});
`;
const TOP_LEVEL_AWAIT = `const { renderChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
renderChart(document.querySelector('#chart'));
`;
describe('Code splitting › Name async chunks (the samples as written)', () => {
  const chart = "export function renderChart(element) { element.textContent = 'marker-chart'; }\n";
  // The split sample again, with a page that has the #show-chart button and the #chart element it
  // expects, and a chart.js that counts its calls; opened in Chromium.
  const clickDir = makeProject(
    {
      'src/index.js': SPLIT_SAMPLE,
      'src/chart.js': "let calls = 0;\nexport function renderChart(element) { calls += 1; element.textContent = `marker-chart ${calls}`; }\n",
      'index.html': '<!doctype html><html><head></head><body><button id="show-chart">Show</button><div id="chart"></div></body></html>\n',
    },
    'code-splitting-sample-click',
  );
  let clicks: { before: number; first: string; afterFirst: number; second: string; afterSecond: number; errors: string[] };
  const results: Record<'split' | 'named' | 'topLevel' | 'topLevelWithImport' | 'topLevelWithExport', BuildResult> = {} as never;
  before(async () => {
    const project = (index: string, name: string) => makeProject({ 'src/index.js': index, 'src/chart.js': chart, 'src/other.js': 'export const other = 1;\n' }, name);
    const [split, named, topLevel, topLevelWithImport, topLevelWithExport] = await Promise.all([
      buildProject(project(SPLIT_SAMPLE, 'code-splitting-sample-split'), { mode: 'production' }),
      buildProject(project(NAMED_SAMPLE, 'code-splitting-sample-named'), { mode: 'production' }),
      buildProject(project(TOP_LEVEL_AWAIT, 'code-splitting-sample-tla'), { mode: 'production' }),
      buildProject(project(`import './other.js';\n${TOP_LEVEL_AWAIT}`, 'code-splitting-sample-tla-import'), { mode: 'production' }),
      buildProject(project(`export const ready = true;\n${TOP_LEVEL_AWAIT}`, 'code-splitting-sample-tla-export'), { mode: 'production' }),
    ]);
    Object.assign(results, { split, named, topLevel, topLevelWithImport, topLevelWithExport });
    const clickDist = (await buildProject(clickDir, { mode: 'production', html: { template: './index.html' } })).dist;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const asyncRequests: string[] = [];
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await page.route('http://built.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname.startsWith('/static/js/async/')) asyncRequests.push(pathname);
        return route.fulfill({ path: path.join(clickDist, pathname === '/' ? 'index.html' : pathname) });
      });
      await page.goto('http://built.test/', { waitUntil: 'load', timeout: 30_000 });
      const before = asyncRequests.length;
      await page.click('#show-chart', { timeout: 30_000 });
      await page.waitForFunction(() => document.querySelector('#chart')?.textContent === 'marker-chart 1', undefined, { timeout: 30_000 });
      const first = (await page.textContent('#chart')) ?? '';
      const afterFirst = asyncRequests.length;
      await page.click('#show-chart', { timeout: 30_000 });
      await page.waitForFunction(() => document.querySelector('#chart')?.textContent === 'marker-chart 2', undefined, { timeout: 30_000 });
      clicks = { before, first, afterFirst, second: (await page.textContent('#chart')) ?? '', afterSecond: asyncRequests.length, errors };
    } finally {
      await browser.close();
    }
  });
  const jsFiles = (result: BuildResult) => listFiles(result.dist).filter((file) => file.endsWith('.js'));

  test('Split at a dynamic import: the sample builds, and chart.js lands in static/js/async/ with a numeric id', () => {
    assert.deepEqual(results.split.errors, []);
    const files = jsFiles(results.split);
    assert.equal(files.length, 2, files.join(', '));
    assert.match(files[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
    assert.match(readText(results.split.dist, files[0]), /marker-chart/);
    assert.match(files[1], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  });

  test('Split at a dynamic import, in Chromium: nothing async is fetched on load, the first click fetches the chunk, a second click reuses the loaded module', () => {
    assert.deepEqual(clicks.errors, []);
    assert.equal(clicks.before, 0);
    assert.equal(clicks.first, 'marker-chart 1');
    assert.equal(clicks.afterFirst, 1);
    assert.equal(clicks.second, 'marker-chart 2');
    assert.equal(clicks.afterSecond, 1);
  });

  test('Name async chunks: the sample builds to static/js/async/chart.<hash>.js', () => {
    assert.deepEqual(results.named.errors, []);
    const files = jsFiles(results.named);
    assert.equal(files.length, 2, files.join(', '));
    assert.match(files[0], /^static\/js\/async\/chart\.[0-9a-f]{8}\.js$/);
  });

  test('a top-level await import() fails without an import or export statement: Module parse failed:, then JavaScript parse error: Top-level-await is only supported in EcmaScript Modules', () => {
    assert.equal(results.topLevel.errors.length, 1, results.topLevel.errors.join('\n---\n'));
    const [error] = results.topLevel.errors;
    assert.match(error, /× Module parse failed:\n\s*╰─▶\s+× JavaScript parse error: Top-level-await is only supported in EcmaScript Modules\n/);
  });

  test('with an import or an export statement in the file, the same top-level await import() builds to async/chart.<hash>.js', () => {
    for (const result of [results.topLevelWithImport, results.topLevelWithExport]) {
      assert.deepEqual(result.errors, []);
      assert.ok(jsFiles(result).some((file) => /^static\/js\/async\/chart\.[0-9a-f]{8}\.js$/.test(file)), jsFiles(result).join(', '));
    }
  });
});

describe('Code splitting › Split at a dynamic import (output.distPath and output.filename)', () => {
  test('the async folder is output.distPath.jsAsync, and async chunk names follow output.filename.js', async () => {
    const dir = makeProject({ 'src/index.js': NAMED_SAMPLE, 'src/chart.js': "export function renderChart(element) { element.textContent = 'marker-chart'; }\n" }, 'code-splitting-dist-path');
    const result = await buildProject(dir, { mode: 'production', output: { distPath: { jsAsync: 'lazy' }, filename: { js: '[name].[contenthash:4].js' } } });
    assert.deepEqual(result.errors, []);
    const files = listFiles(result.dist).filter((file) => file.endsWith('.js'));
    assert.equal(files.length, 2, files.join(', '));
    assert.match(files[0], /^lazy\/chart\.[0-9a-f]{4}\.js$/);
    assert.match(files[1], /^static\/js\/index\.[0-9a-f]{4}\.js$/);
  });
});

describe('Code splitting › Use React.lazy (the sample type-checks)', () => {
  test('src/App.tsx as written, with a Settings page that has a default export and a Reports page with a named one, has no type error', () => {
    const files = {
      'src/App.tsx': APP_TSX,
      'src/pages/Settings.tsx': 'export default function Settings() {\n  return <h1>Settings</h1>;\n}\n',
      'src/pages/Reports.tsx': 'export function Reports() {\n  return <h1>Reports</h1>;\n}\n',
    };
    // React's types come from the root (tools/rsbuild-v1 has React 19.2 without @types/react).
    const reactFromRoot = () => ({
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      paths: { react: [path.join(repoRoot, 'node_modules/@types/react')], 'react/*': [path.join(repoRoot, 'node_modules/@types/react/*')] },
    });
    assert.deepEqual(typeCheckProject(ts, files, 'code-splitting-types', reactFromRoot), []);
    // Without the .then() mapping, the named export alone is a type error.
    const unmapped = { ...files, 'src/App.tsx': APP_TSX.replace(/\.then\(\(mod\) => \(\{\n    default: mod\.Reports,\n  \}\)\)/, '') };
    assert.notEqual(unmapped['src/App.tsx'], APP_TSX);
    const unmappedErrors = typeCheckProject(ts, unmapped, 'code-splitting-types-unmapped', reactFromRoot);
    assert.ok(unmappedErrors.some((line) => /^src\/App\.tsx: TS(2322|2345):/.test(line)), `the named export needs mapping to default:\n${unmappedErrors.join('\n')}`);
  });
});

describe('Code splitting › Common problems (lazy compilation in the dev server)', () => {
  // The Rspack configs that the dev server (action 'dev') or rsbuild build would use, read without starting either.
  const lazyConfigs = async (rsbuildConfig: RsbuildConfig, action: 'dev' | 'build' = 'dev') => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'code-splitting-lazy-off'), rsbuildConfig: { mode: 'development', logLevel: 'silent', ...rsbuildConfig } });
    return (await rsbuild.initConfigs({ action })).map((config) => config.lazyCompilation);
  };

  test("rsbuild dev compiles dynamic imports lazily for the web target only; dev.lazyCompilation: false turns it off", async () => {
    assert.deepEqual(await lazyConfigs({ environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } }), [{ entries: false, imports: true }, undefined, undefined]);
    assert.deepEqual(await lazyConfigs({ dev: { lazyCompilation: false } }), [undefined]);
  });

  test('Split at a dynamic import (version line): it is the dev server that compiles on request, in production mode too; rsbuild build in development mode does not', async () => {
    assert.deepEqual(await lazyConfigs({ mode: 'production' }), [{ entries: false, imports: true }]);
    assert.deepEqual(await lazyConfigs({ mode: 'development' }, 'build'), [undefined]);
    assert.ok(pageText('guide/optimization/code-splitting', 'en').includes('- **Version:** the dev server compiles dynamic imports on request by default since 1.5.0 (off before)'));
    assert.ok(pageText('guide/optimization/code-splitting', 'zh').includes('- **版本：** 1.5.0 起开发服务器默认按需编译动态导入的模块（此前默认关闭）'));
  });
});

describe('Code splitting › Name async chunks (top-level await with the CLI)', () => {
  test('rsbuild build on a top-level await import() without import or export: Build error, the two parse error lines, build failed, Rspack build failed. with a stack, exit code 1', async () => {
    const dir = makeProject({ 'src/index.js': TOP_LEVEL_AWAIT, 'src/chart.js': 'export function renderChart() {}\n' }, 'code-splitting-tla-cli');
    const { code, output } = await runCliInterleaved(dir, ['build']);
    assert.equal(code, 1, output);
    const lines = output.split('\n').map((line) => line.trimEnd());
    const at = (text: string) => {
      const index = lines.indexOf(text);
      assert.ok(index >= 0, `no line ${JSON.stringify(text)} in:\n${output}`);
      return index;
    };
    const start = at('error   Build error:');
    assert.equal(lines[start + 1], 'File: ./src/index.js:1:1');
    assert.equal(lines[start + 2], '  × Module parse failed:');
    assert.equal(lines[start + 3], '  ╰─▶   × JavaScript parse error: Top-level-await is only supported in EcmaScript Modules');
    const failed = lines.findIndex((line) => /^error {3}build failed in \d+(\.\d+)? m?s$/.test(line));
    assert.ok(failed > start, output);
    assert.equal(lines[failed + 1], 'error   Rspack build failed.');
    assert.match(lines[failed + 2], /^ {4}at /);
  });
});
