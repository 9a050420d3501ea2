// docs/{en,zh}/config/output/inline-scripts: what @rsbuild/core 1.7.6 inlines with each form of
// output.inlineScripts, in one production build and one development build (one environment per
// form), and what happens to the inlined files, their source maps and license files.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { buildProject, listFiles, makeProject, openBuiltApp, pageText, readText, launchChromium, withNodeEnv } from './harness';

const files = {
  'src/index.js': `/*! keep-this-license */
import { createRoot } from 'react-dom/client';
window.createRoot = createRoot;
document.title = 'inline-scripts-fixture';
document.getElementById('root').innerHTML = '<p>ready</p>';
import('./lazy.js');
`,
  'src/lazy.js': 'export const lazy = 1;\n',
};

const regexSample = /[\\/]index\.\w+\.js$/;

describe('output.inlineScripts', () => {
  const dir = makeProject(files, 'inline-scripts');
  const html: Record<string, string> = {};
  const js: Record<string, string[]> = {};
  const names: string[] = [];
  let browser: Browser | undefined;
  after(() => browser?.close());

  before(async () => {
    const env = (name: string, inlineScripts: any, more: Record<string, any> = {}) => ({
      [name]: { output: { inlineScripts, distPath: { root: `dist/${name}` }, ...more } },
    });
    const production = await buildProject(dir, {
      mode: 'production',
      environments: {
        ...env('prod-true', true, { sourceMap: { js: 'source-map' } }),
        ...env('prod-hidden-map', true, { sourceMap: { js: 'hidden-source-map' } }),
        ...env('prod-regex', regexSample),
        ...env('prod-fn', ({ name, size }: { name: string; size: number }) => {
          names.push(`${name} ${typeof size}`);
          return size < 10 * 1024;
        }),
        ...env('prod-no-enable', { test: /\.js$/ }),
        ...env('prod-auto', { enable: 'auto', test: /\.js$/ }),
        'node-true': { output: { target: 'node', inlineScripts: true, distPath: { root: 'dist/node-true' } } },
        'prod-nonce': { security: { nonce: 'r4nd0m' }, output: { inlineScripts: true, distPath: { root: 'dist/prod-nonce' } } },
        'prod-auto-nested': { html: { outputStructure: 'nested' }, output: { inlineScripts: true, assetPrefix: 'auto', distPath: { root: 'dist/prod-auto-nested' } } },
        // The sample of "Move scripts to the end of the body".
        'prod-body': { html: { inject: 'body' }, output: { inlineScripts: true, distPath: { root: 'dist/prod-body' } } },
        // An inline module script is deferred: it stays in <head> and still finds #root.
        'prod-module': { html: { scriptLoading: 'module' }, output: { inlineScripts: true, distPath: { root: 'dist/prod-module' } } },
        'prod-esm': { output: { module: true, inlineScripts: true, distPath: { root: 'dist/prod-esm' } } },
      },
    });
    assert.deepEqual(production.errors, []);
    const development = await buildProject(dir, {
      mode: 'development',
      environments: {
        ...env('dev-true', true),
        ...env('dev-enable', { enable: true, test: /\.js$/ }),
        ...env('dev-auto', { enable: 'auto', test: /\.js$/ }),
      },
    });
    assert.deepEqual(development.errors, []);
    // No mode in the config: the mode follows NODE_ENV, as in `NODE_ENV=test rsbuild build`.
    const underTest = await withNodeEnv('test', () => buildProject(dir, { output: { inlineScripts: true, distPath: { root: 'dist/node-env-test' } } }));
    assert.deepEqual(underTest.errors, []);
    html['node-env-test'] = readText(path.join(dir, 'dist/node-env-test'), 'index.html');
    html['prod-auto-nested'] = readText(path.join(dir, 'dist/prod-auto-nested'), 'index/index.html');
    js['prod-auto-nested'] = listFiles(path.join(dir, 'dist/prod-auto-nested/static/js'));
    for (const name of ['prod-nonce', 'prod-body', 'prod-module', 'prod-esm', 'prod-true', 'prod-hidden-map', 'prod-regex', 'prod-fn', 'prod-no-enable', 'prod-auto', 'dev-true', 'dev-enable', 'dev-auto']) {
      const dist = path.join(dir, 'dist', name);
      html[name] = readText(dist, 'index.html');
      js[name] = listFiles(path.join(dist, 'static/js'));
    }
  });

  test('true inlines the initial scripts in production, removes their files, and keeps dynamic-import chunks as files', () => {
    assert.doesNotMatch(html['prod-true'], /<script[^>]*src=/);
    assert.match(html['prod-true'], /<script defer>[^]*?inline-scripts-fixture[^]*?<\/script><\/head>/);
    assert.deepEqual(js['prod-true'].filter((file) => /^(index|\d+)\.\w+\.js$/.test(file)), []);
    assert.equal(js['prod-true'].filter((file) => /^async\/\w+\.\w+\.js$/.test(file)).length, 1);
  });

  test('NODE_ENV=test with no mode builds in mode none, where true inlines nothing', () => {
    // Mode 'none' also leaves the file names without a hash.
    assert.ok(html['node-env-test'].includes('<script defer src="/static/js/index.js"></script>'), html['node-env-test']);
    assert.ok(pageText('config/output/inline-scripts', 'en').includes('so `NODE_ENV=test rsbuild build` builds in `\'none\'` mode. In `\'none\'` mode, as during `rsbuild dev`, the first four forms inline nothing.'));
    assert.ok(pageText('config/output/inline-scripts', 'zh').includes('因此 `NODE_ENV=test rsbuild build` 会以 `\'none\'` 模式构建'));
  });

  test('security.nonce puts its nonce on the inlined scripts', () => {
    assert.match(html['prod-nonce'], /<script defer nonce="r4nd0m">/);
    assert.ok(!js['prod-nonce'].some((file) => /^index\.[0-9a-f]{8}\.js$/.test(file)), js['prod-nonce'].join());
    assert.ok(pageText('config/output/inline-scripts', 'en').includes('[security.nonce](/config/security/nonce) puts its `nonce` attribute on the inlined scripts too'));
    assert.ok(pageText('config/output/inline-scripts', 'zh').includes('[security.nonce](/config/security/nonce) 也会给内联后的脚本加上 `nonce` 属性'));
  });

  test("with assetPrefix 'auto' and nested HTML files, the script tags start with ../ and nothing is inlined", () => {
    assert.match(html['prod-auto-nested'], /<script defer src="\.\.\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
    assert.ok(js['prod-auto-nested'].some((file) => /^index\.[0-9a-f]{8}\.js$/.test(file)), js['prod-auto-nested'].join());
    assert.ok(pageText('config/output/inline-scripts', 'en').includes("their script tags start with `../` (`src=\"../static/js/index.b5b5349c.js\"`) and nothing is inlined at all"));
    assert.ok(pageText('config/output/inline-scripts', 'zh').includes('其中的脚本标签会以 `../` 开头'));
  });

  test('the inlined script keeps defer and stays in <head> by default', () => {
    const head = html['prod-true'].split('</head>')[0];
    assert.match(head, /<script defer>/);
  });

  test('source maps of inlined scripts are still written and the comment points to their public path', () => {
    assert.equal(js['prod-true'].filter((file) => /^index\.\w+\.js\.map$/.test(file)).length, 1);
    assert.match(html['prod-true'], /\/\/# sourceMappingURL=\/static\/js\/index\.[0-9a-f]{8}\.js\.map/);
    // The map is named after the (deleted) script file, as the LICENSE file is: same 8-digit hash.
    const map = js['prod-true'].find((file) => /^index\.[0-9a-f]{8}\.js\.map$/.test(file));
    const license = js['prod-true'].find((file) => /^index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/.test(file));
    assert.equal(map?.slice(6, 14), license?.slice(6, 14));
    assert.ok(html['prod-true'].includes(`sourceMappingURL=/static/js/${map}`));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/output/inline-scripts', lang);
      assert.ok(text.includes('`/static/js/index.93a3135f.js.map`'), lang);
      assert.ok(!text.includes('`/static/js/index.js.map`'), lang);
    }
  });

  test("with 'hidden-source-map' the map of an inlined script is deleted with the script's file", () => {
    assert.deepEqual(js['prod-hidden-map'].filter((file) => /^index\.\w+\.js\.map$/.test(file)), []);
    assert.doesNotMatch(html['prod-hidden-map'], /sourceMappingURL/);
    assert.ok(pageText('config/output/inline-scripts', 'en').includes("With `'hidden-source-map'`, or with JavaScript source maps off, no map of an inlined script is kept."));
    assert.ok(pageText('config/output/inline-scripts', 'zh').includes("使用 `'hidden-source-map'` 或关闭 JavaScript source map 时，内联脚本的 map 文件不会保留。"));
  });

  test('the extracted LICENSE file stays in the output when its script is inlined', () => {
    assert.equal(js['prod-true'].filter((file) => /^index\.\w+\.js\.LICENSE\.txt$/.test(file)).length, 1);
  });

  test('the regular expression sample inlines only the index chunk and keeps the split vendor chunk (react-dom) as a file', () => {
    assert.match(html['prod-regex'], /<script defer src="\/static\/js\/\d+\.\w+\.js"><\/script>/);
    assert.doesNotMatch(html['prod-regex'], /src="\/static\/js\/index\./);
    assert.deepEqual(js['prod-regex'].filter((file) => /^index\.\w+\.js$/.test(file)), []);
    assert.equal(js['prod-regex'].filter((file) => /^\d+\.\w+\.js$/.test(file)).length, 1);
  });

  test('a function gets the path relative to the output folder and the size in bytes', () => {
    assert.ok(names.some((entry) => /^static\/js\/index\.\w+\.js number$/.test(entry)), names.join('\n'));
    assert.ok(names.some((entry) => /^static\/js\/\d+\.\w+\.js number$/.test(entry)), names.join('\n'));
    // The small index chunk is inlined; the split vendor chunk (react-dom, well over 10 kB) stays a file.
    assert.doesNotMatch(html['prod-fn'], /src="\/static\/js\/index\./);
    assert.match(html['prod-fn'], /<script defer src="\/static\/js\/\d+\.\w+\.js"><\/script>/);
  });

  test('an object without enable inlines nothing; enable: \'auto\' inlines in production only', () => {
    assert.match(html['prod-no-enable'], /<script defer src="\/static\/js\/index\.\w+\.js">/);
    assert.doesNotMatch(html['prod-auto'], /<script[^>]*src=/);
    assert.match(html['dev-auto'], /<script defer src="\/static\/js\/index\.js">/);
  });

  test('a node build writes no HTML and keeps its scripts as files', () => {
    const files = listFiles(path.join(dir, 'dist/node-true'));
    assert.ok(!files.some((file) => file.endsWith('.html')), files.join('\n'));
    assert.ok(files.includes('index.js'), files.join('\n'));
  });

  test('in development the short forms inline nothing and enable: true inlines', () => {
    assert.match(html['dev-true'], /<script defer src="\/static\/js\/index\.js">/);
    assert.doesNotMatch(html['dev-enable'], /<script[^>]*src=/);
    assert.match(html['dev-enable'], /<script defer>/);
  });

  test('an inlined script in <head> runs before #root exists; html.inject: \'body\' fixes it (Chromium)', async () => {
    browser = await launchChromium();
    const head = await openBuiltApp(browser, path.join(dir, 'dist/prod-true'), 'p');
    assert.deepEqual(head.errors, ["TypeError: Cannot set properties of null (setting 'innerHTML')"]);
    assert.equal(head.html, '');
    assert.match(html['prod-body'].split('<body>')[1], /<script defer>/);
    const body = await openBuiltApp(browser, path.join(dir, 'dist/prod-body'), 'p');
    assert.deepEqual(body.errors, []);
    assert.equal(body.html, '<p>ready</p>');
  });

  test("with html.scriptLoading 'module' (and with output.module) the inlined script keeps type=\"module\" in <head> and runs after parsing, so it finds #root (Chromium)", async () => {
    browser ??= await launchChromium();
    assert.match(html['prod-module'].split('</head>')[0], /<script type="module">/);
    assert.match(html['prod-esm'].split('</head>')[0], /<script type="module">/);
    assert.doesNotMatch(html['prod-esm'], /<script[^>]*src=/);
    assert.doesNotMatch(html['prod-module'], /<script[^>]*src=/);
    const app = await openBuiltApp(browser, path.join(dir, 'dist/prod-module'), 'p');
    assert.deepEqual(app.errors, []);
    assert.equal(app.html, '<p>ready</p>');
    assert.ok(pageText('config/output/inline-scripts', 'en').includes('Browsers defer an inline module script just like one with `src`, so it runs after the document is parsed and finds `#root` even in `<head>`.'));
    assert.ok(pageText('config/output/inline-scripts', 'zh').includes('浏览器会像对待带 `src` 的模块脚本一样延迟执行内联的模块脚本，因此它在文档解析完成后才运行，即使位于 `<head>` 中也能找到 `#root`。'));
  });
});
