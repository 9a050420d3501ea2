// docs/{en,zh}/config/output/source-map: the devtool and the .map files @rsbuild/core 1.7.6 gives
// each setting (one development and one production build, an environment per setting), inlined
// files and the manifest with maps, and the page's per-mode sample run through the CLI with
// NODE_ENV unset and with NODE_ENV=test.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageSamples, pageText, plugin, readText, runCli, withNodeEnv } from './harness';

const page = 'config/output/source-map';
const files = {
  'src/index.js': "import './index.css';\nimport('./lazy').then((m) => console.log(m.default));\nconsole.log('hello');\n",
  'src/index.css': '.a { color: red; }\n.b { display: flex; }\n',
  'src/lazy.js': "import './lazy.css';\nexport default 'lazy';\n",
  'src/lazy.css': '.l { color: blue; }\n',
};

const settings: Record<string, RsbuildConfig['output']> = {
  unset: {},
  true: { sourceMap: true },
  false: { sourceMap: false },
  js: { sourceMap: { js: 'source-map' } },
  css: { sourceMap: { css: true } },
};

describe('output.sourceMap', () => {
  const dir = makeProject(files, 'source-map');
  const devtools: Record<string, unknown> = {};
  const dist = (name: string) => path.join(dir, 'dist', name);
  const maps = (name: string) => listFiles(dist(name)).filter((file) => file.endsWith('.map'));

  before(async () => {
    // The final Rspack config of each environment, as Rsbuild hands it to Rspack.
    const readDevtool = (mode: string): RsbuildPlugin => ({
      name: 'read-devtool',
      setup(api) {
        api.modifyRspackConfig({ order: 'post', handler: (config, { environment }) => void (devtools[`${mode}-${environment.name}`] = config.devtool) });
      },
    });
    for (const mode of ['development', 'production'] as const) {
      const environments: Record<string, RsbuildConfig> = {};
      for (const [name, output] of Object.entries(settings)) {
        environments[name] = { output: { ...output, filenameHash: false, distPath: { root: `dist/${mode}-${name}` } } };
      }
      if (mode === 'production') {
        environments.inlined = { output: { sourceMap: true, inlineScripts: true, inlineStyles: true, assetPrefix: '/pre/', distPath: { root: 'dist/inlined' } } };
        environments.manifest = { output: { sourceMap: true, manifest: true, filenameHash: false, distPath: { root: 'dist/manifest' } } };
        environments.hidden = { output: { sourceMap: { js: 'hidden-source-map' }, filenameHash: false, distPath: { root: 'dist/hidden' } } };
        environments.hiddenInlined = { output: { sourceMap: { js: 'hidden-source-map', css: true }, inlineScripts: true, inlineStyles: true, filenameHash: false, distPath: { root: 'dist/hiddenInlined' } } };
        environments.cssInlined = { output: { sourceMap: { css: true }, inlineStyles: true, filenameHash: false, distPath: { root: 'dist/cssInlined' } } };
      }
      const { errors } = await withNodeEnv(mode, () => buildProject(dir, { mode, environments, plugins: [readDevtool(mode)] }));
      assert.deepEqual(errors, []);
    }
  });

  test('Values at a glance: the devtool of each setting in development and production', () => {
    assert.deepEqual(devtools, {
      'development-unset': 'cheap-module-source-map',
      'development-true': 'cheap-module-source-map',
      'development-false': false,
      'development-js': 'source-map',
      'development-css': 'cheap-module-source-map',
      'production-unset': false,
      'production-true': 'source-map',
      'production-false': false,
      'production-js': 'source-map',
      'production-css': false,
      'production-inlined': 'source-map',
      'production-manifest': 'source-map',
      'production-hidden': 'hidden-source-map',
      'production-hiddenInlined': 'hidden-source-map',
      'production-cssInlined': false,
    });
  });

  test('Values at a glance: CSS maps only with true and { css: true }, in both modes; JS maps follow the devtool', () => {
    const jsMaps = ['static/js/async/src_lazy_js.js.map', 'static/js/index.js.map'];
    const cssMaps = ['static/css/async/src_lazy_js.css.map', 'static/css/index.css.map'];
    assert.deepEqual(maps('development-unset'), jsMaps);
    assert.deepEqual(maps('development-true'), [...cssMaps, ...jsMaps]);
    assert.deepEqual(maps('development-false'), []);
    assert.deepEqual(maps('development-js'), jsMaps);
    assert.deepEqual(maps('development-css'), [...cssMaps, ...jsMaps]);
    assert.deepEqual(maps('production-unset'), []);
    assert.deepEqual(maps('production-true'), ['static/css/async/950.css.map', 'static/css/index.css.map', 'static/js/async/950.js.map', 'static/js/index.js.map']);
    assert.deepEqual(maps('production-false'), []);
    assert.deepEqual(maps('production-js'), ['static/js/async/950.js.map', 'static/js/index.js.map']);
  });

  test('css: { css: true } in production writes the CSS maps and ends the CSS with a sourceMappingURL comment, with no JS maps', () => {
    assert.deepEqual(maps('production-css'), ['static/css/async/950.css.map', 'static/css/index.css.map']);
    assert.equal(readText(dist('production-css'), 'static/css/index.css'), '.a{color:red}.b{display:flex}\n/*# sourceMappingURL=index.css.map*/');
    assert.ok(!readText(dist('production-css'), 'static/js/index.js').includes('sourceMappingURL'));
  });

  test("js: 'hidden-source-map' writes the .map files without the sourceMappingURL comment; 'source-map' adds it", () => {
    assert.deepEqual(maps('hidden'), ['static/js/async/950.js.map', 'static/js/index.js.map']);
    assert.ok(!readText(dist('hidden'), 'static/js/index.js').includes('sourceMappingURL'));
    assert.ok(readText(dist('production-js'), 'static/js/index.js').endsWith('//# sourceMappingURL=index.js.map'));
  });

  test("Things to know: inlined files keep their .map file, and the comment in the HTML points to the map's public path", () => {
    const html = readText(dist('inlined'), 'index.html');
    assert.ok(!listFiles(dist('inlined')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
    assert.ok(listFiles(dist('inlined')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)));
    assert.ok(listFiles(dist('inlined')).some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css\.map$/.test(file)));
    assert.match(html, /sourceMappingURL=\/pre\/static\/js\/index\.[0-9a-f]{8}\.js\.map/);
    assert.match(html, /sourceMappingURL=\/pre\/static\/css\/index\.[0-9a-f]{8}\.css\.map/);
  });

  test("Things to know: with js: 'hidden-source-map' or with JS maps off, an inlined file's map is deleted with it", () => {
    // hidden-source-map: neither the inlined script's map nor the inlined style's map is left.
    assert.deepEqual(maps('hiddenInlined'), ['static/css/async/950.css.map', 'static/js/async/950.js.map']);
    const hiddenHtml = readText(dist('hiddenInlined'), 'index.html');
    assert.ok(hiddenHtml.includes('<style>.a{color:red}.b{display:flex}</style>'));
    assert.ok(!hiddenHtml.includes('sourceMappingURL'));
    // { css: true } alone in production: the map of the inlined CSS is deleted, the comment stays and points at nothing.
    assert.deepEqual(maps('cssInlined'), ['static/css/async/950.css.map']);
    assert.ok(!listFiles(dist('cssInlined')).includes('static/css/index.css'));
    assert.ok(readText(dist('cssInlined'), 'index.html').includes('<style>.a{color:red}.b{display:flex}\n/*# sourceMappingURL=index.css.map*/</style>'));
    const en = pageText(page, 'en');
    assert.ok(en.includes("as long as the JavaScript `devtool` is neither `false` nor `'hidden-source-map'`"));
    assert.ok(en.includes('the inlined `<style>` keeps a `sourceMappingURL` comment that points at a file that was not written'));
    assert.ok(!en.includes('its `.map` file is kept and the `sourceMappingURL` comment is rewritten to the map\'s public path.'));
    const zh = pageText(page, 'zh');
    assert.ok(zh.includes("前提是 JavaScript 的 `devtool` 既不是 `false` 也不是 `'hidden-source-map'`"));
    assert.ok(zh.includes('内联的 `<style>` 中仍保留 `sourceMappingURL` 注释，但它指向的文件并未输出'));
  });

  test("Things to know: the .map files are in the entry's assets list of the manifest", () => {
    const manifest = JSON.parse(readText(dist('manifest'), 'manifest.json'));
    assert.deepEqual([...manifest.entries.index.assets].sort(), [
      'static/css/async/950.css.map',
      'static/css/index.css.map',
      'static/js/async/950.js.map',
      'static/js/index.js.map',
    ]);
  });

  test('the official Sass, Less and Stylus plugins read output.sourceMap for their loaders', () => {
    for (const name of ['plugin-sass', 'plugin-less', 'plugin-stylus']) {
      const source = readText(path.join(dir, 'node_modules/@rsbuild', name), 'dist/index.js');
      assert.ok(source.includes("'boolean' == typeof sourceMap ? sourceMap : sourceMap.css"), name);
    }
  });
});

describe('output.sourceMap.css with the Sass, Less and Stylus plugins', () => {
  const dir = makeProject(
    {
      'src/index.js': "import './a.scss';\nimport './b.less';\nimport './c.styl';\n",
      'src/a.scss': '$c: red;\n.a {\n  .b { color: $c; }\n}\n',
      'src/b.less': '@c: red;\n.d {\n  .e { color: @c; }\n}\n',
      'src/c.styl': 'c = red\n.f\n  .g\n    color c\n',
    },
    'source-map-preprocessors',
  );
  const cssMap = (name: string) => {
    const map = JSON.parse(readText(path.join(dir, 'dist', name), 'static/css/index.css.map')) as { sources: string[]; sourcesContent: string[] };
    return { sources: map.sources.map((source) => path.posix.basename(source)), sourcesContent: map.sourcesContent };
  };

  before(async () => {
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const output = (name: string) => ({ sourceMap: { css: true }, filenameHash: false, distPath: { root: `dist/${name}` } });
    const environments: Record<string, RsbuildConfig> = {
      defaults: { output: output('defaults'), plugins: [pluginSass()] },
      noLightningcss: { output: output('noLightningcss'), tools: { lightningcssLoader: false }, plugins: [pluginSass()] },
      noRewriteUrls: { output: output('noRewriteUrls'), tools: { lightningcssLoader: false }, plugins: [pluginSass({ rewriteUrls: false })] },
    };
    const development = await withNodeEnv('development', () => buildProject(dir, { mode: 'development', environments, plugins: [pluginLess(), pluginStylus()] }));
    assert.deepEqual(development.errors, []);
    const production = await withNodeEnv('production', () =>
      buildProject(dir, { mode: 'production', environments: { production: { output: output('production') } }, plugins: [pluginSass(), pluginLess(), pluginStylus()] }),
    );
    assert.deepEqual(production.errors, []);
  });

  test('with the default settings the .css.map names the .scss, .less and .styl files but holds the compiled CSS', () => {
    assert.deepEqual(cssMap('defaults'), {
      sources: ['a.scss', 'a.scss', 'b.less', 'b.less', 'c.styl', 'c.styl'],
      sourcesContent: ['.a .b {\n  color: red;\n}', '.a .b {\n  color: red;\n}\n', '.d .e {\n  color: red;\n}\n', '.d .e {\n  color: red;\n}\n', '.f .g {\n  color: #f00;\n}\n', '.f .g {\n  color: red;\n}\n'],
    });
    // In production the minified rule maps to minified compiled CSS.
    assert.equal(readText(path.join(dir, 'dist/production'), 'static/css/index.css'), '.a .b,.d .e,.f .g{color:red}\n/*# sourceMappingURL=index.css.map*/');
    assert.deepEqual(cssMap('production'), { sources: ['a.scss'], sourcesContent: ['.a .b{color:red}'] });
  });

  test('with tools.lightningcssLoader: false, Less and Stylus maps hold the original source; Sass needs rewriteUrls: false too', () => {
    assert.deepEqual(cssMap('noLightningcss'), {
      sources: ['a.scss', 'b.less', 'c.styl'],
      sourcesContent: ['.a .b {\n  color: red;\n}', '@c: red;\n.d {\n  .e { color: @c; }\n}\n', 'c = red\n.f\n  .g\n    color c\n'],
    });
    assert.deepEqual(cssMap('noRewriteUrls').sourcesContent, ['$c: red;\n.a {\n  .b { color: $c; }\n}\n', '@c: red;\n.d {\n  .e { color: @c; }\n}\n', 'c = red\n.f\n  .g\n    color c\n']);
    const en = pageText(page, 'en');
    assert.ok(en.includes('but with the default settings the map does not lead back to your `.scss`, `.less` or `.styl` lines'));
    assert.ok(en.includes('With [tools.lightningcssLoader](/config/tools/lightningcss-loader) set to `false`, Less and Stylus maps point at the original lines; Sass maps do so only when the Sass plugin also gets `rewriteUrls: false`'));
    assert.ok(!en.includes("so with `true` the browser's style inspector points at the original"));
    const zh = pageText(page, 'zh');
    assert.ok(zh.includes('但在默认配置下，source map 并不能定位回 `.scss`、`.less` 或 `.styl` 源文件中的行'));
    assert.ok(zh.includes('把 [tools.lightningcssLoader](/config/tools/lightningcss-loader) 设为 `false` 后，Less 和 Stylus 的 source map 会指向原始行；Sass 还需要给 Sass 插件传入 `rewriteUrls: false` 才行'));
    assert.ok(!zh.includes('浏览器的样式面板会指向原始的'));
  });
});

describe('output.sourceMap: the per-mode sample through the CLI', () => {
  const dir = makeProject({ 'src/index.js': "console.log('hello');\n" }, 'source-map-cli');
  let unset: Awaited<ReturnType<typeof runCli>>;
  let nodeEnvTest: Awaited<ReturnType<typeof runCli>>;
  let inspectMode: Awaited<ReturnType<typeof runCli>>;
  let inspectNodeEnv: Awaited<ReturnType<typeof runCli>>;

  before(async () => {
    const sample = pageSamples(page, 'en')[1];
    assert.ok(sample.includes("js: isProd ? 'hidden-source-map' : 'cheap-module-source-map'"));
    writeFileSync(path.join(dir, 'rsbuild.config.ts'), sample.replace('output: {', 'output: {\n    distPath: { root: process.env.OUT_DIR },'));
    [unset, nodeEnvTest, inspectMode, inspectNodeEnv] = await Promise.all([
      runCli(dir, ['build'], { env: { OUT_DIR: 'dist-unset' } }),
      runCli(dir, ['build'], { env: { OUT_DIR: 'dist-test', NODE_ENV: 'test' } }),
      runCli(dir, ['inspect', '--mode', 'production'], { env: { OUT_DIR: 'dist-inspect-mode' } }),
      runCli(dir, ['inspect'], { env: { OUT_DIR: 'dist-inspect-env', NODE_ENV: 'production' } }),
    ]);
  });

  test('with NODE_ENV unset, rsbuild build makes it production: the sample writes hidden maps (no sourceMappingURL comment)', () => {
    assert.equal(unset.code, 0, unset.output);
    const out = path.join(dir, 'dist-unset');
    const maps = listFiles(out).filter((file) => file.endsWith('.map'));
    assert.equal(maps.length, 1);
    assert.match(maps[0], /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/);
    assert.ok(!readText(out, maps[0].replace(/\.map$/, '')).includes('sourceMappingURL'));
  });

  test("a NODE_ENV that is already set is kept: under NODE_ENV=test the sample picks 'cheap-module-source-map' (scripts end with the comment)", () => {
    assert.equal(nodeEnvTest.code, 0, nodeEnvTest.output);
    const out = path.join(dir, 'dist-test');
    // NODE_ENV=test gives the 'none' mode: no hashes in the file names.
    assert.ok(listFiles(out).includes('static/js/index.js.map'));
    assert.ok(readText(out, 'static/js/index.js').trimEnd().endsWith('//# sourceMappingURL=index.js.map'));
  });

  test("rsbuild inspect --mode production loads the sample with NODE_ENV=development (devtool 'cheap-module-source-map'); NODE_ENV=production rsbuild inspect shows 'hidden-source-map'", () => {
    assert.equal(inspectMode.code, 0, inspectMode.output);
    assert.equal(inspectNodeEnv.code, 0, inspectNodeEnv.output);
    const modeConfig = readText(path.join(dir, 'dist-inspect-mode'), '.rsbuild/rspack.config.web.mjs');
    assert.ok(modeConfig.includes("mode: 'production'"));
    assert.ok(modeConfig.includes("devtool: 'cheap-module-source-map'"));
    assert.ok(readText(path.join(dir, 'dist-inspect-env'), '.rsbuild/rspack.config.web.mjs').includes("devtool: 'hidden-source-map'"));
    assert.ok(pageText(page, 'en').includes("so with a config that reads `process.env.NODE_ENV`, such as the per-mode sample above, `rsbuild inspect --mode production` shows `'cheap-module-source-map'`; `NODE_ENV=production rsbuild inspect` shows the `'hidden-source-map'` that `rsbuild build` uses."));
    assert.ok(pageText(page, 'zh').includes("因此对于读取 `process.env.NODE_ENV` 的配置（例如上面按模式区分的示例），`rsbuild inspect --mode production` 显示的是 `'cheap-module-source-map'`；执行 `NODE_ENV=production rsbuild inspect` 才会显示 `rsbuild build` 实际使用的 `'hidden-source-map'`。"));
  });

  test('the page says the CLI sets NODE_ENV only when it is not set yet', () => {
    assert.ok(pageText(page, 'en').includes('When `NODE_ENV` is not set yet, `rsbuild build` sets it to `production`'));
    assert.ok(pageText(page, 'en').includes("under `NODE_ENV=test rsbuild build`, `isProd` is `false` and the sample picks `'cheap-module-source-map'`"));
    assert.ok(!pageText(page, 'en').includes('\n`rsbuild build` sets `NODE_ENV` to `production` before loading the config'));
    assert.ok(pageText(page, 'zh').includes('如果 `NODE_ENV` 尚未设置，`rsbuild build` 会在加载配置之前把它设为 `production`'));
    assert.ok(pageText(page, 'zh').includes("执行 `NODE_ENV=test rsbuild build` 时，`isProd` 为 `false`，示例会选用 `'cheap-module-source-map'`"));
  });
});
