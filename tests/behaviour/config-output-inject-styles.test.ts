// docs/{en,zh}/config/output/injectStyles: what @rsbuild/core 1.7.6 writes with the default
// (extracted CSS) and with `injectStyles: true`, for web and node targets, in one production build
// with one environment per case; and the CLI's NODE_ENV rule that the "development only" sample uses.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { existsSync } from 'node:fs';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageText, plugin, readText, rsbuildCore, runCli, launchChromium, withNodeEnv } from './harness';

const files = {
  'src/index.js': `import './index.css';
import './theme.scss';
import './extra.less';
import './more.styl';
import styles from './card.module.css';
document.getElementById('root').innerHTML = '<p class="' + styles.card + '">hi</p>';
`,
  'src/theme.scss': '$gap: 3px;\n.sass-rule { padding: $gap; }\n',
  'src/extra.less': '@gap: 5px;\n.less-rule { padding: @gap; }\n',
  'src/more.styl': 'gap = 7px\n.stylus-rule\n  padding gap\n',
  'src/index.css': 'body {\n  color: rgb(255, 0, 0);\n}\n',
  'src/card.module.css': '.card {\n  margin: 0px;\n}\n',
};

describe('output.injectStyles', () => {
  const dir = makeProject(files, 'inject-styles');
  const dist = (name: string) => path.join(dir, 'dist', name);

  before(async () => {
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const { errors } = await buildProject(dir, {
      mode: 'production',
      plugins: [pluginSass(), pluginLess(), pluginStylus()],
      environments: {
        extract: { output: { distPath: { root: 'dist/extract' } } },
        inject: { output: { injectStyles: true, distPath: { root: 'dist/inject' } } },
        attributes: { output: { injectStyles: true, distPath: { root: 'dist/attributes' } }, tools: { styleLoader: { attributes: { 'data-widget': 'demo' } } } },
        worker: { output: { target: 'web-worker', injectStyles: true, distPath: { root: 'dist/worker' } } },
        inline: { output: { injectStyles: true, inlineStyles: true, distPath: { root: 'dist/inline' } } },
        node: { output: { target: 'node', injectStyles: true, distPath: { root: 'dist/node' } } },
        noLightning: { output: { injectStyles: true, distPath: { root: 'dist/no-lightning' } }, tools: { lightningcssLoader: false } },
        nodeEmit: { output: { target: 'node', injectStyles: true, emitCss: true, distPath: { root: 'dist/node-emit' } } },
      },
    });
    assert.deepEqual(errors, []);
  });

  test('by default the CSS goes to static/css and the HTML links it', () => {
    const list = listFiles(dist('extract'));
    assert.ok(list.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)), list.join(', '));
    assert.match(outputFile(dist('extract'), /^index\.html$/), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  });

  test('with true no .css file is written, the HTML has no stylesheet link, and the script holds the minified CSS', () => {
    const list = listFiles(dist('inject'));
    assert.deepEqual(list.filter((file) => file.endsWith('.css')), []);
    assert.doesNotMatch(outputFile(dist('inject'), /^index\.html$/), /stylesheet/);
    const js = outputFile(dist('inject'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    // Minified by output.minify: `rgb(255, 0, 0)` becomes `red`, whitespace is gone.
    assert.ok(js.includes('body{color:red}'), 'minified CSS in the script');
    // style-loader's runtime inserts <style> elements.
    assert.ok(js.includes('"style"') || js.includes("'style'"), 'creates style elements');
  });

  test("in development the Lightning CSS loader minifies injected CSS only when output.minify.css is 'always'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'development',
        output: { injectStyles: true },
        environments: { always: { output: { minify: { css: 'always' } } }, plain: {} },
      },
    });
    const configs = await rsbuild.initConfigs();
    const minify = configs.map((config) => {
      const rule = (config.module?.rules ?? []).find((item) => item && typeof item === 'object' && String(item.test) === String(/\.css$/)) as { use?: { loader?: string; options?: { minify?: boolean } }[] };
      return rule.use?.find((use) => use.loader === 'builtin:lightningcss-loader')?.options?.minify;
    });
    assert.deepEqual(minify, [true, undefined]);
    assert.ok(pageText('config/output/inject-styles', 'en').includes("and in development too when `output.minify.css` is `'always'`."));
    assert.ok(pageText('config/output/inject-styles', 'zh').includes("如果 `output.minify.css` 设为 `'always'`，开发环境下同样会压缩。"));
  });

  test('with tools.lightningcssLoader: false the injected CSS is not minified', () => {
    const js = outputFile(dist('no-lightning'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(js.includes('color: rgb(255, 0, 0)'), 'CSS as written');
    assert.ok(!js.includes('body{color:red}'), 'not minified');
    assert.ok(pageText('config/output/inject-styles', 'en').includes('with `tools.lightningcssLoader: false` the injected CSS stays unminified'));
    assert.ok(pageText('config/output/inject-styles', 'zh').includes('如果设置了 `tools.lightningcssLoader: false`，注入的 CSS 就不会被压缩'));
  });

  test('production bundles carry no HMR code', () => {
    for (const name of ['extract', 'inject']) assert.doesNotMatch(outputFile(dist(name), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /webpackHot|\.hot\b/, name);
  });

  test('web-worker drops CSS like node; inlineStyles has nothing to inline', () => {
    const worker = listFiles(dist('worker'));
    assert.deepEqual(worker.filter((file) => file.endsWith('.css')), []);
    for (const file of worker.filter((f) => f.endsWith('.js'))) assert.ok(!readText(dist('worker'), file).includes('color:red'), file);
    assert.doesNotMatch(outputFile(dist('inline'), /^index\.html$/), /<style/);
    assert.ok(outputFile(dist('inline'), /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('body{color:red}'));
  });

  test('the page says an extracted-CSS update replaces every stylesheet link (proven in guide-advanced-hmr)', () => {
    assert.match(pageText('config/output/inject-styles', 'en'), /\[HMR\] Reload all CSS/);
    assert.doesNotMatch(pageText('config/output/inject-styles', 'en'), /swaps the changed `<link>` element/);
    assert.match(pageText('config/output/inject-styles', 'zh'), /\[HMR\] Reload all CSS/);
  });

  test('Sass, Less and Stylus output is injected as well', () => {
    const js = outputFile(dist('inject'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    for (const rule of ['.sass-rule{padding:3px}', '.less-rule{padding:5px}', '.stylus-rule{padding:7px}']) assert.ok(js.includes(rule), rule);
  });

  test('in Chromium the styles apply, as <style> elements at the end of <head> that carry tools.styleLoader attributes', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.route('http://built.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        const file = path.join(dist('attributes'), pathname === '/' ? 'index.html' : pathname);
        return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
      });
      await page.goto('http://built.test/');
      await page.locator('#root p').waitFor();
      const seen = await page.evaluate(() => ({
        color: getComputedStyle(document.body).color,
        styles: document.querySelectorAll('style').length,
        tagsAfterLastStyle: document.querySelectorAll('head style:last-of-type ~ *').length,
        lastInHead: document.head.lastElementChild?.tagName,
        attribute: document.querySelector('style')?.getAttribute('data-widget'),
        links: document.querySelectorAll('link[rel="stylesheet"]').length,
      }));
      assert.deepEqual(seen, { color: 'rgb(255, 0, 0)', styles: 5, tagsAfterLastStyle: 0, lastInHead: 'STYLE', attribute: 'demo', links: 0 });
    } finally {
      await browser.close();
    }
  });

  test('the style-loader runtime adds about 4 kB to the entry', () => {
    const size = (name: string) => outputFile(dist(name), /^static\/js\/index\.[0-9a-f]{8}\.js$/).length;
    const css = outputFile(dist('extract'), /^static\/css\/index\.[0-9a-f]{8}\.css$/).length;
    // What the injected entry has beyond the extracted entry and the CSS text it now carries.
    // 2026-12-06: 97 bytes extracted, 5383 injected, 108 bytes of CSS: 5178 bytes for five
    // stylesheets. With two (index.css and a CSS Module) it was 61 -> 4445, about 4.3 kB: so about
    // 4 kB of runtime and a few hundred bytes per stylesheet.
    const runtime = size('inject') - size('extract') - css;
    assert.ok(runtime > 4500 && runtime < 5800, `runtime ${runtime}, css ${css}`);
  });

  test('CSS Modules still export the class names when injected', () => {
    const js = outputFile(dist('inject'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /card:"[\w-]+"/);
  });

  test('the node target drops CSS unless emitCss is on', () => {
    const node = listFiles(dist('node')).map((file) => path.join(dist('node'), file)).join('\n');
    assert.ok(!/\.css$/m.test(node));
    const nodeJs = outputFile(dist('node'), /^index\.js$/);
    assert.ok(!nodeJs.includes('color:red') && !nodeJs.includes('color: rgb'), 'no CSS in the node bundle');
    const emitJs = outputFile(dist('node-emit'), /^index\.js$/);
    assert.ok(emitJs.includes('body{color:red}'), 'CSS injected once emitCss is true');
  });
});

describe('NODE_ENV in the config file', () => {
  const dir = makeProject({
    'rsbuild.config.mjs': `console.log('NODE_ENV=' + process.env.NODE_ENV);
export default { output: { injectStyles: process.env.NODE_ENV === 'development' }, performance: { buildCache: false } };
`,
    'src/index.js': "import './index.css';\n",
    'src/index.css': 'body {\n  color: red;\n}\n',
  }, 'inject-styles-env');

  test('rsbuild build sets production when unset, even with --mode development (the CSS is extracted), and keeps a value that is already set (the CSS is injected)', async () => {
    const unset = await runCli(dir, ['build', '--mode', 'development']);
    assert.equal(unset.code, 0, unset.output);
    assert.match(unset.output, /NODE_ENV=production/);
    // A development-mode build: no hash in the name, and the CSS still in its own file.
    assert.deepEqual(listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.css')), ['static/css/index.css']);
    const set = await runCli(dir, ['build'], { env: { NODE_ENV: 'development' } });
    assert.equal(set.code, 0, set.output);
    assert.match(set.output, /NODE_ENV=development/);
    assert.deepEqual(listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.css')), []);
    for (const [lang, text] of [
      ['en', '`rsbuild build --mode development` still extracts the CSS, because the CLI has set `NODE_ENV` to `production` by then.'],
      ['zh', '执行 `rsbuild build --mode development` 时，CLI 已经先把 `NODE_ENV` 设成了 `production`，所以 CSS 照样会被抽取。'],
    ] as const) assert.ok(pageText('config/output/inject-styles', lang).includes(text), lang);
  });

  test('JavaScript API: loadConfig() with NODE_ENV unset gives injectStyles: false; createDevServer() sets development only afterwards and extracts the CSS; NODE_ENV set first gives true', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    await withNodeEnv(undefined, async () => {
      const { content } = await loadConfig({ cwd: dir });
      assert.equal(content.output?.injectStyles, false);
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { ...content, logLevel: 'silent', dev: { hmr: false, liveReload: false }, server: { port: await freePort() } },
      });
      assert.equal(process.env.NODE_ENV, undefined);
      const server = await rsbuild.createDevServer();
      try {
        assert.equal(process.env.NODE_ENV, 'development');
        assert.equal(rsbuild.getNormalizedConfig().mode, 'development');
        const html = await server.environments.web.getTransformedHtml('index');
        assert.match(html, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
      } finally {
        await server.close();
      }
    });
    await withNodeEnv('development', async () => {
      const { content } = await loadConfig({ cwd: dir });
      assert.equal(content.output?.injectStyles, true);
    });
    for (const [lang, text] of [
      ['en', 'a custom dev server that calls `loadConfig()` while `NODE_ENV` is unset gets `injectStyles: false`, and its CSS is extracted.'],
      ['zh', '自定义开发服务器如果在 `NODE_ENV` 未设置时调用 `loadConfig()`，拿到的就是 `injectStyles: false`，CSS 仍会被抽取。'],
    ] as const) assert.ok(pageText('config/output/inject-styles', lang).includes(text), lang);
  });

  test('a NODE_ENV line in .env replaces the value from the shell before the config loads', async () => {
    const withEnvFile = makeProject({
      'rsbuild.config.mjs': "console.log('NODE_ENV=' + process.env.NODE_ENV);\nexport default { performance: { buildCache: false } };\n",
      'src/index.js': 'console.log(1);\n',
      '.env': 'NODE_ENV=development\n',
    }, 'inject-styles-env-file');
    const result = await runCli(withEnvFile, ['build'], { env: { NODE_ENV: 'production' } });
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /NODE_ENV=development/);
    assert.ok(pageText('config/output/inject-styles', 'en').includes('A `NODE_ENV` line in a [`.env` file](/guide/advanced/env-vars) that Rsbuild loads replaces both, even a value from the shell'));
    assert.ok(pageText('config/output/inject-styles', 'zh').includes('中写了 `NODE_ENV`，就会以它为准，连 shell 中设置的值也会被覆盖'));
  });

  test('the page gives the measured growth, not an unreproducible 2 kB to 6 kB', () => {
    assert.match(pageText('config/output/inject-styles', 'en'), /about 4 kB/);
    assert.doesNotMatch(pageText('config/output/inject-styles', 'en'), /about 2 kB/);
    assert.match(pageText('config/output/inject-styles', 'zh'), /约 4 kB/);
    assert.doesNotMatch(pageText('config/output/inject-styles', 'zh'), /约 2 kB/);
  });

  test('the page says the CLI only sets NODE_ENV when it is not set', () => {
    assert.match(pageText('config/output/inject-styles', 'en'), /When `NODE_ENV` is not set already/);
    assert.match(pageText('config/output/inject-styles', 'zh'), /`NODE_ENV` 尚未设置时/);
  });
});
