// docs/{en,zh}/config/output/inline-styles: which stylesheets @rsbuild/core 1.7.6 inlines into the
// HTML with each value form, in a production build and a development build (each with one
// environment per case), and what the inlined CSS holds.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageText, rsbuildCore, waitFor, withNodeEnv, writeUntilServed, launchChromium } from './harness';

const files = {
  'src/index.js': "import './index.css';\nimport('./lazy.js');\n",
  'src/index.css': 'body {\n  margin: 0;\n}\n',
  'src/lazy.js': "import './lazy.css';\nexport default 1;\n",
  'src/lazy.css': '.lazy {\n  color: red;\n}\n',
  'src/big.js': "import './big.css';\n",
  // About 6 kB of CSS after minification.
  // The quote holds two characters of two bytes each in UTF-8.
  'src/big.css': Array.from({ length: 400 }, (_, i) => `.rule-${i} { width: ${i}px; }`).join('\n') + '\n.quote::before { content: "éé"; }\n',
  'src/logo.js': "import './logo.css';\n",
  'src/logo.css': '.logo {\n  background: url(./logo.png);\n}\n',
  // Over the 4 kB data URI limit, so it is emitted as a file.
  'src/logo.png': 'x'.repeat(6000),
};

describe('output.inlineStyles', () => {
  const dir = makeProject(files, 'inline-styles');
  const seen: { name: string; size: number }[] = [];
  const out = (env: string) => path.join(dir, 'dist', env);
  const html = (env: string, page = 'index') => outputFile(out(env), new RegExp(`^${page}\\.html$`));

  before(async () => {
    const env = (name: string, extra: Record<string, any>) => ({ ...extra, output: { ...extra.output, distPath: { root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      mode: 'production',
      source: { entry: { index: './src/index.js', big: './src/big.js', logo: './src/logo.js' } },
      environments: {
        all: env('all', { output: { inlineStyles: true, sourceMap: { css: true } } }),
        auto: env('auto', { output: { inlineStyles: true, assetPrefix: 'auto' } }),
        maps: env('maps', { output: { inlineStyles: true, sourceMap: { js: 'source-map', css: true } } }),
        hiddenMaps: env('hiddenMaps', { output: { inlineStyles: true, sourceMap: { js: 'hidden-source-map', css: true } } }),
        fn: env('fn', { output: { inlineStyles: ({ name, size }: { name: string; size: number }) => (seen.push({ name, size }), size < 5 * 1024) } }),
        obj: env('obj', { output: { inlineStyles: { enable: 'auto', test: /[\\/]index\.\w+\.css$/ } } }),
        objNoEnable: env('objNoEnable', { output: { inlineStyles: { test: /\.css$/ } } }),
        injected: env('injected', { output: { inlineStyles: true, injectStyles: true } }),
        autoNested: env('autoNested', { output: { inlineStyles: true, assetPrefix: 'auto' }, html: { outputStructure: 'nested' } }),
        single: env('single', { output: { inlineStyles: true, inlineScripts: true } }),
        nonce: env('nonce', { output: { inlineStyles: true }, security: { nonce: 'r4nd0m' } }),
      },
    });
    assert.deepEqual(errors, []);
    const dev = await buildProject(dir, {
      mode: 'development',
      source: { entry: { index: './src/index.js' } },
      environments: {
        devTrue: env('devTrue', { output: { inlineStyles: true } }),
        devEnable: env('devEnable', { output: { inlineStyles: { enable: true, test: /\.css$/ } } }),
        devNoEnable: env('devNoEnable', { output: { inlineStyles: { test: /\.css$/ } } }),
        devRegExp: env('devRegExp', { output: { inlineStyles: /\.css$/ } }),
        devAuto: env('devAuto', { output: { inlineStyles: { enable: 'auto', test: /\.css$/ } } }),
        devCssMap: env('devCssMap', { output: { inlineStyles: { enable: true, test: /\.css$/ }, sourceMap: { css: true } } }),
      },
    });
    assert.deepEqual(dev.errors, []);
    // No mode in the config: NODE_ENV=test, which build() keeps as the CLI does, gives mode 'none'.
    const none = await withNodeEnv('test', () =>
      buildProject(dir, {
        source: { entry: { index: './src/index.js' } },
        environments: { none: env('none', { output: { inlineStyles: true } }) },
      }),
    );
    assert.deepEqual(none.errors, []);
  });

  const css = (env: string) => listFiles(out(env)).filter((file) => file.endsWith('.css'));

  test('true replaces the <link> of every initial stylesheet with a <style> and removes the .css file; async CSS stays in static/css/async', () => {
    assert.ok(html('fn').includes('</script><style>body{margin:0}</style></head>'));
    assert.ok(!html('all').includes('rel="stylesheet"'));
    assert.deepEqual(css('all').map((file) => file.replace(/\.\w{8}\./, '.[hash].')), ['static/css/async/950.[hash].css']);
  });

  test('with inlineScripts as well, a page without lazy chunks needs no other file; the JavaScript stays a file with inlineStyles alone', () => {
    const page = html('single', 'big');
    assert.ok(!/ src=| href=/.test(page));
    assert.ok(page.includes('<style>.rule-0{width:0}'));
    assert.ok(html('fn', 'big').includes('<script defer src="/static/js/big.'));
    assert.ok(pageText('config/output/inline-styles', 'en').includes('Together with [output.inlineScripts](/config/output/inline-scripts), it lets a page whose code has no lazily loaded chunks ship as a single HTML file.'));
    assert.ok(!pageText('config/output/inline-styles', 'en').includes('and it lets a page ship as a single HTML file'));
    assert.ok(pageText('config/output/inline-styles', 'zh').includes('再配合 [output.inlineScripts](/config/output/inline-scripts)，没有懒加载 chunk 的页面就能以单个 HTML 文件交付。'));
  });

  test("the page's example: the <head> of index.html holds body{margin:0} in a <style> after the title", () => {
    assert.match(html('fn'), /<head><title>Rsbuild App<\/title>.*<style>body\{margin:0\}<\/style><\/head>/);
  });

  test('a function gets the path relative to the output folder and the size in bytes; the 5 kB sample keeps the large stylesheet as a file', () => {
    assert.deepEqual(seen.map(({ name }) => name.replace(/\.\w{8}\./, '.[hash].')), ['static/css/index.[hash].css', 'static/css/big.[hash].css', 'static/css/logo.[hash].css']);
    assert.equal(seen[0].size, 'body{margin:0}'.length);
    assert.ok(seen[1].size > 5 * 1024);
    // Bytes, not characters: the two é of big.css count twice each.
    const big = outputFile(out('fn'), /^static\/css\/big\.\w{8}\.css$/);
    assert.ok(big.includes('.quote:before{content:"éé"}'));
    assert.equal(seen[1].size, big.length + 2);
    assert.deepEqual(css('fn').map((file) => file.replace(/\.\w{8}\./, '.[hash].')), ['static/css/async/950.[hash].css', 'static/css/big.[hash].css']);
  });

  test("the object sample with enable 'auto' inlines only index.<hash>.css in production", () => {
    assert.ok(html('obj').includes('<style>body{margin:0}</style>'));
    assert.ok(html('obj', 'big').includes('rel="stylesheet"'));
    assert.deepEqual(css('obj').map((file) => file.replace(/\.\w{8}\./, '.[hash].')), ['static/css/async/950.[hash].css', 'static/css/big.[hash].css', 'static/css/logo.[hash].css']);
  });

  test('the object form without enable inlines nothing, in production and in development', () => {
    assert.ok(!html('objNoEnable').includes('<style>'));
    assert.ok(html('devNoEnable').includes('<link href="/static/css/index.css" rel="stylesheet">'));
  });

  test("in development true, a RegExp and enable 'auto' inline nothing; enable true inlines", () => {
    for (const env of ['devTrue', 'devRegExp', 'devAuto']) {
      assert.ok(html(env).includes('<link href="/static/css/index.css" rel="stylesheet">'), env);
      assert.ok(!html(env).includes('<style>'), env);
    }
    assert.ok(html('devEnable').includes('<style>body {\n  margin: 0;\n}\n'));
    assert.deepEqual(css('devEnable'), ['static/css/async/src_lazy_js.css']);
  });

  test('in rsbuild dev with enable true, editing the inlined stylesheet leaves the old rules in the open page until a reload', async () => {
    const project = makeProject({ 'src/index.js': "import './index.css';\ndocument.body.dataset.ready = '1';\n", 'src/index.css': 'body { color: rgb(255, 0, 0); }\n' }, 'inline-styles-dev');
    let compiles = 0;
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: project,
      rsbuildConfig: {
        mode: 'development',
        logLevel: 'silent',
        server: { port: await freePort() },
        output: { inlineStyles: { enable: true, test: /\.css$/ } },
        plugins: [{ name: 'count-compiles', setup: (api) => api.onAfterDevCompile(() => void compiles++) }],
      },
    });
    const { port, server } = await rsbuild.startDevServer();
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.goto(`http://localhost:${port}/`);
      await page.waitForSelector('body[data-ready]', { state: 'attached' });
      const color = () => page.evaluate(() => getComputedStyle(document.body).color);
      assert.equal(await color(), 'rgb(255, 0, 0)');
      assert.equal(await page.locator('link[rel="stylesheet"]').count(), 0);
      await page.evaluate(() => ((window as any).kept = true));
      await writeUntilServed(project, 'src/index.css', 'body { color: rgb(0, 0, 255); }', { compiles: () => compiles, served: async () => messages.includes('[HMR] Reload all CSS') });
      // The update was applied without a reload, and the inlined rules are the old ones.
      assert.equal(await page.evaluate(() => (window as any).kept), true);
      assert.equal(await color(), 'rgb(255, 0, 0)');
      await page.reload();
      await waitFor('the new color after a reload', async () => (await color()) === 'rgb(0, 0, 255)', 30_000);
    } finally {
      await browser.close();
      await server.close();
    }
    assert.ok(pageText('config/output/inline-styles', 'en').includes('the hot update finds no `<link>` to refresh, and the old rules stay until you reload the page'));
    assert.ok(pageText('config/output/inline-styles', 'zh').includes('热更新找不到可以刷新的 `<link>`，旧的样式规则会一直保留，直到手动刷新页面'));
  });

  test('with injectStyles there are no CSS files and nothing to inline', () => {
    assert.deepEqual(css('injected'), []);
    assert.ok(!html('injected').includes('<style>'));
  });

  test("url() in inlined CSS is absolute with the default prefix and relative to the old CSS file with assetPrefix 'auto'", () => {
    assert.ok(html('fn', 'logo').includes('<style>.logo{background:url(/static/image/logo.33cba211.png)}</style>'));
    assert.ok(html('auto', 'logo').includes('<style>.logo{background:url(../../static/image/logo.33cba211.png)}</style>'));
  });

  test("with assetPrefix 'auto' and nested HTML files, the links start with ../ and nothing is inlined", () => {
    const page = outputFile(out('autoNested'), /^index\/index\.html$/);
    assert.match(page, /<link href="\.\.\/static\/css\/index\.\w{8}\.css" rel="stylesheet">/);
    assert.ok(!page.includes('<style>'));
    assert.deepEqual(css('autoNested').map((file) => file.replace(/\.\w{8}\./, '.[hash].')), ['static/css/async/950.[hash].css', 'static/css/big.[hash].css', 'static/css/index.[hash].css', 'static/css/logo.[hash].css']);
    assert.ok(pageText('config/output/inline-styles', 'en').includes('their links start with `../` (`href="../static/css/index.eae34699.css"`) and nothing is inlined at all'));
    assert.ok(pageText('config/output/inline-styles', 'zh').includes('其中的链接会以 `../` 开头（`href="../static/css/index.eae34699.css"`），此时任何样式都不会被内联'));
  });

  test("the relative url() resolves against the page: right at the site root, outside /app/ for a page under it", () => {
    const url = html('auto', 'logo').match(/url\((\.\.\/\.\.\/static\/image\/logo\.\w{8}\.png)\)/)![1];
    assert.equal(new URL(url, 'https://example.com/logo.html').pathname, '/static/image/logo.33cba211.png');
    assert.equal(new URL(url, 'https://example.com/app/logo.html').pathname, '/static/image/logo.33cba211.png');
    assert.ok(pageText('config/output/inline-styles', 'en').includes('the URL becomes `/static/image/...` and misses `/app/`'));
    assert.ok(pageText('config/output/inline-styles', 'zh').includes('解析结果是 `/static/image/...`，丢掉了 `/app/`'));
  });

  test("with CSS source maps only, or JavaScript maps 'hidden-source-map', the map is removed along with the inlined file", () => {
    assert.match(html('all'), /<style>body\{margin:0\}\n\/\*# sourceMappingURL=index\.\w{8}\.css\.map\*\/<\/style>/);
    assert.ok(!listFiles(out('all')).some((file) => /^static\/css\/index\..*\.map$/.test(file)));
    assert.ok(!listFiles(out('hiddenMaps')).some((file) => /^static\/css\/index\..*\.map$/.test(file)));
    assert.ok(listFiles(out('hiddenMaps')).some((file) => /^static\/js\/index\..*\.js\.map$/.test(file)));
  });

  test('with JavaScript source maps on as well, the map is kept and the comment points to its public path', () => {
    const map = listFiles(out('maps')).filter((file) => /^static\/css\/index\.\w{8}\.css\.map$/.test(file));
    assert.equal(map.length, 1);
    assert.ok(html('maps').includes(`/*# sourceMappingURL=/${map[0]}*/</style>`));
  });

  test("in development, CSS maps alone with enable true keep the map: JavaScript maps default to cheap-module-source-map there", () => {
    assert.ok(listFiles(out('devCssMap')).includes('static/css/index.css.map'));
    assert.ok(listFiles(out('devCssMap')).includes('static/js/index.js.map'));
    assert.match(html('devCssMap'), /<style>body \{\n  margin: 0;\n\}\n+\/\*# sourceMappingURL=\/static\/css\/index\.css\.map\*\/<\/style>/);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('config/output/inline-styles', lang).includes('`/static/css/index.css.map`'), lang);
    assert.ok(pageText('config/output/inline-styles', 'en').includes('In a production build, where JavaScript source maps are off by default, `sourceMap: { css: true }` alone deletes the map'));
    assert.ok(pageText('config/output/inline-styles', 'zh').includes('生产构建默认不生成 JavaScript 的 source map，此时如果只设置 `sourceMap: { css: true }`'));
  });

  test("a build under NODE_ENV=test runs in mode 'none', where true inlines nothing", () => {
    assert.ok(html('none').includes('<link href="/static/css/index.css" rel="stylesheet">'));
    assert.ok(!html('none').includes('<style>'));
    assert.ok(listFiles(out('none')).includes('static/css/index.css'));
    assert.ok(pageText('config/output/inline-styles', 'en').includes("so `NODE_ENV=test rsbuild build` builds in `'none'` mode. In `'none'` mode, as during `rsbuild dev`, the first four forms inline nothing."));
    assert.ok(!pageText('config/output/inline-styles', 'en').includes("the default of `rsbuild build`. During"));
    assert.ok(pageText('config/output/inline-styles', 'zh').includes("因此 `NODE_ENV=test rsbuild build` 会以 `'none'` 模式构建。在 `'none'` 模式下，和执行 `rsbuild dev` 时一样，前四种写法都不会内联任何文件。"));
  });

  test('security.nonce puts its nonce on the inlined <style> as well', () => {
    assert.ok(html('nonce').includes('<style nonce="r4nd0m">body{margin:0}</style>'));
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('config/output/inline-styles', lang).includes('(/config/security/nonce)'), lang);
      assert.ok(pageText('config/output/inline-styles', lang).includes('`<style nonce="r4nd0m">`'), lang);
    }
  });

  test('the page states when the CSS map survives', () => {
    assert.ok(pageText('config/output/inline-styles', 'en').includes('the map survives only when JavaScript source maps are on as well'));
    assert.ok(!pageText('config/output/inline-styles', 'en').includes('the map is kept and the `sourceMappingURL` comment in the inlined CSS is rewritten'));
    assert.ok(pageText('config/output/inline-styles', 'zh').includes('只有同时开启了 JavaScript 的 source map'));
  });
});
