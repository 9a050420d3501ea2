// docs/{en,zh}/config/output/minify: what @rsbuild/core 1.7.6 minifies in production, development
// and 'none' mode with each value (one build per mode, one environment per value), what the
// page's jsOptions sample keeps, and the minimizer options Rsbuild derives and merges
// (initConfigs), and where `inspect --mode production` writes them (inspectConfig, which the CLI calls).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, makeProject, outputFile, pageText, rsbuildCore, withNodeEnv } from './harness';

const files = {
  'src/index.js': `import './index.css';
class LongClassName {
  longMethodName() {
    return 'hello';
  }
}
function longFunctionName(value) {
  return new LongClassName().longMethodName() + value;
}
window.result = longFunctionName('!');
window.names = [LongClassName.name, longFunctionName.name];
`,
  'src/index.css': '.long-selector-name {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n}\n',
  // The entry of the ?inline and tools.lightningcssLoader: false cases.
  'src/inline.js': "import './index.css';\nimport inlineCss from './inline.css?inline';\nwindow.inlineCss = inlineCss;\n",
  'src/inline.css': '.inline-selector {\n  color: #ff0000;\n}\n',
};

const MINIFIED_CSS = '.long-selector-name{color:red;margin:0}';
const READABLE_CSS = '.long-selector-name {\n  color: red;\n  margin: 0;\n}';
/** The page's jsOptions sample. */
const jsOptionsSample = { minimizerOptions: { mangle: false, compress: { keep_classnames: true, keep_fnames: true } } };

type Minify = NonNullable<NonNullable<RsbuildConfig['output']>['minify']>;
type Case = { minify?: Minify; injectStyles?: boolean; lightningcssLoader?: false; inlineEntry?: true };
const cases: Record<'production' | 'development' | 'none', Record<string, Case>> = {
  production: {
    default: {},
    off: { minify: false },
    cssFalse: { minify: { css: false } },
    jsOptions: { minify: { jsOptions: jsOptionsSample } },
    inject: { injectStyles: true },
    injectCssFalse: { injectStyles: true, minify: { css: false } },
    inline: { inlineEntry: true },
    noLoader: { inlineEntry: true, lightningcssLoader: false },
    noLoaderInject: { inlineEntry: true, lightningcssLoader: false, injectStyles: true },
  },
  development: {
    default: {},
    jsAlways: { minify: { js: 'always' } },
    cssAlways: { minify: { css: 'always' } },
    injectCssAlways: { injectStyles: true, minify: { css: 'always' } },
  },
  none: { default: {} },
};

describe('output.minify', () => {
  const dir = makeProject(files, 'minify');
  const js: Record<string, string> = {};
  const css: Record<string, string> = {};

  before(async () => {
    // Sequential: the builds share the project folder.
    for (const [mode, environments] of Object.entries(cases)) {
      const { errors } = await buildProject(dir, {
        mode: mode as 'production' | 'development' | 'none',
        output: { filenameHash: false },
        environments: Object.fromEntries(
          Object.entries(environments).map(([name, { lightningcssLoader, inlineEntry, ...output }]) => [
            name,
            {
              output: { ...output, distPath: { root: `dist/${mode}-${name}` } },
              ...(inlineEntry ? { source: { entry: { index: './src/inline.js' } } } : {}),
              ...(lightningcssLoader === false ? { tools: { lightningcssLoader } } : {}),
            },
          ]),
        ),
      });
      assert.deepEqual(errors, []);
      for (const name of Object.keys(environments)) {
        const dist = path.join(dir, 'dist', `${mode}-${name}`);
        js[`${mode}-${name}`] = outputFile(dist, /^static\/js\/index\.js$/);
        if (existsSync(path.join(dist, 'static/css'))) css[`${mode}-${name}`] = outputFile(dist, /^static\/css\/index\.css$/);
      }
    }
  });

  const minifiedJs = (key: string) => js[key].startsWith('(()=>{"use strict";') && !js[key].includes('longFunctionName');

  test('the default true minifies JavaScript and CSS in production only, not in development or mode none', () => {
    assert.ok(minifiedJs('production-default'));
    assert.equal(css['production-default'], MINIFIED_CSS);
    for (const key of ['development-default', 'none-default']) {
      assert.ok(js[key].includes('function longFunctionName(value) {'), key);
      assert.ok(css[key].startsWith(READABLE_CSS), key);
    }
  });

  test('the mode decides, not the command: a dev server in production mode (rsbuild dev --mode production) serves minified JavaScript and CSS', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', mode: 'production', dev: { hmr: false, liveReload: false }, server: { port: await freePort() }, output: { filenameHash: false } },
    });
    // As the CLI runs `rsbuild dev`: NODE_ENV development, the mode from --mode.
    const server = await withNodeEnv('development', () => rsbuild.createDevServer());
    try {
      const { compilation } = await server.environments.web.getStats();
      const served = (name: string) => String(compilation.getAsset(name)?.source.source());
      assert.ok(served('static/js/index.js').startsWith('(()=>{"use strict";'));
      assert.ok(!served('static/js/index.js').includes('longFunctionName'));
      assert.equal(served('static/css/index.css'), MINIFIED_CSS);
    } finally {
      await server.close();
    }
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText('config/output/minify', lang), /left readable during `rsbuild dev`|执行 `rsbuild dev` 或/);
    assert.ok(pageText('config/output/minify', 'en').includes('The mode decides, not the command: `rsbuild dev --mode production` serves minified files.'));
    assert.ok(pageText('config/output/minify', 'zh').includes('起作用的是模式而不是命令：`rsbuild dev --mode production` 提供的也是压缩后的文件。'));
  });

  test('false never minifies, also in production', () => {
    assert.ok(js['production-off'].includes('function longFunctionName(value) {'));
    assert.ok(css['production-off'].startsWith(READABLE_CSS));
  });

  test('{ css: false } still minifies JavaScript in production', () => {
    assert.ok(minifiedJs('production-cssFalse'));
    assert.ok(css['production-cssFalse'].startsWith(READABLE_CSS));
  });

  test("js: 'always' and css: 'always' minify in development, each only its own kind", () => {
    assert.ok(minifiedJs('development-jsAlways'));
    assert.ok(css['development-jsAlways'].startsWith(READABLE_CSS));
    assert.equal(css['development-cssAlways'], MINIFIED_CSS);
    assert.ok(js['development-cssAlways'].includes('function longFunctionName(value) {'));
  });

  test('css also covers styles injected with output.injectStyles', () => {
    assert.ok(js['production-inject'].includes(MINIFIED_CSS));
    assert.ok(js['production-injectCssFalse'].includes('`' + READABLE_CSS));
    assert.ok(js['development-injectCssAlways'].includes(MINIFIED_CSS));
  });

  test('CSS inside JavaScript (injectStyles, ?inline) is minified only by the Lightning CSS loader; without it, only .css files are', () => {
    assert.ok(js['production-inline'].includes('.inline-selector{color:red}'));
    assert.equal(css['production-inline'], MINIFIED_CSS);
    assert.ok(js['production-noLoader'].includes('.inline-selector {\n  color: #ff0000;\n}'));
    assert.equal(css['production-noLoader'], MINIFIED_CSS);
    assert.ok(js['production-noLoaderInject'].includes('.long-selector-name {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n}'));
    assert.ok(js['production-noLoaderInject'].includes('.inline-selector {\n  color: #ff0000;\n}'));
    assert.ok(pageText('config/output/minify', 'en').includes('but only while the built-in Lightning CSS loader runs: with `tools.lightningcssLoader: false` that CSS is left as written, while emitted `.css` files are still minified.'));
    assert.ok(pageText('config/output/minify', 'zh').includes('设置 `tools.lightningcssLoader: false` 后，这部分 CSS 会保持原样，而输出的 `.css` 文件仍会被压缩。'));
  });

  test("the page's jsOptions sample keeps class and function names while still minifying", () => {
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('config/output/minify', lang).includes('          mangle: false,\n          compress: {\n            keep_classnames: true,\n            keep_fnames: true,'), lang);
    const code = js['production-jsOptions'];
    assert.ok(code.startsWith('(()=>{"use strict";class LongClassName{longMethodName(){return"hello"}}'), code);
    const page: Record<string, any> = {};
    page.window = page;
    vm.runInNewContext(code, page);
    assert.deepEqual([...page.names], ['LongClassName', 'longFunctionName']);
    assert.equal(page.result, 'hello!');
  });

  test('jsOptions and cssOptions are deep-merged into the options Rsbuild derives; arrays are concatenated', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'production',
        output: { overrideBrowserslist: ['chrome >= 87'] },
        environments: {
          derived: {
            performance: { removeConsole: true },
            output: { legalComments: 'none', charset: 'ascii', minify: { jsOptions: jsOptionsSample, cssOptions: { minimizerOptions: { errorRecovery: false } } } },
          },
          targets: { output: { minify: { cssOptions: { minimizerOptions: { targets: ['chrome >= 60'] } } } } },
          loaderQueries: { tools: { lightningcssLoader: { targets: ['chrome >= 70'], draft: { customMedia: true } } } },
          loaderObject: { tools: { lightningcssLoader: { targets: { chrome: 70 << 16 } } } },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    const options = (name: string, plugin: string) => {
      const minimizer = configs.find((config) => config.name === name)!.optimization!.minimizer as unknown as { name: string; _args: [unknown] }[];
      return minimizer.find((entry) => entry.name === plugin)!._args[0];
    };
    assert.deepEqual(options('derived', 'SwcJsMinimizerRspackPlugin'), {
      minimizerOptions: { compress: { drop_console: true, keep_classnames: true, keep_fnames: true }, format: { comments: false, asciiOnly: true }, mangle: false },
      extractComments: false,
    });
    assert.deepEqual(options('derived', 'LightningCssMinimizerRspackPlugin'), { minimizerOptions: { targets: ['chrome >= 87'], errorRecovery: false } });
    // The warning's example: the query is appended, not put in place of the browserslist.
    assert.deepEqual(options('targets', 'LightningCssMinimizerRspackPlugin'), { minimizerOptions: { targets: ['chrome >= 87', 'chrome >= 60'], errorRecovery: true } });
    // A query list in tools.lightningcssLoader.targets replaces the browserslist; draft is copied too.
    assert.deepEqual(options('loaderQueries', 'LightningCssMinimizerRspackPlugin'), { minimizerOptions: { targets: ['chrome >= 70'], draft: { customMedia: true }, errorRecovery: true } });
    // Lightning CSS's own object form there is not copied: the browserslist stays.
    assert.deepEqual(options('loaderObject', 'LightningCssMinimizerRspackPlugin'), { minimizerOptions: { targets: ['chrome >= 87'], errorRecovery: true } });
  });

  test('the cssOptions paragraph names draft and the tools.lightningcssLoader.targets query list', () => {
    const en = pageText('config/output/minify', 'en');
    assert.ok(en.includes("is the project's browserslist, or the query list in `tools.lightningcssLoader.targets` when you set one there, and a few Lightning CSS settings (`draft`, `include`,"));
    const zh = pageText('config/output/minify', 'zh');
    assert.ok(zh.includes('如果在 `tools.lightningcssLoader.targets` 中写了查询列表，则改用这个列表。另有几项 Lightning CSS 设置（`draft`、`include`、'));
  });

  test('inspect in production mode writes dist/.rsbuild/rspack.config.web.mjs with optimization.minimize and the minimizers', async () => {
    const { createRsbuild } = await rsbuildCore();
    // As `rsbuild inspect --mode production` does: the CLI sets NODE_ENV=development for inspect
    // and puts --mode in the config (inspectConfig's own `mode` option comes after the configs).
    const rsbuild = await withNodeEnv('development', () => createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'production' } }));
    await withNodeEnv('development', () => rsbuild.inspectConfig({ writeToDisk: true }));
    const written = readFileSync(path.join(dir, 'dist/.rsbuild/rspack.config.web.mjs'), 'utf8');
    assert.ok(written.includes('minimize: true,'));
    assert.ok(written.includes("/* config.optimization.minimizer('js') */\n      new SwcJsMinimizerRspackPlugin("));
    assert.ok(written.includes("/* config.optimization.minimizer('css') */\n      new LightningCssMinimizerRspackPlugin("));
  });
});
