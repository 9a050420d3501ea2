// docs/{en,zh}/config/tools/css-extract.mdx: the order warning that ignoreOrder false brings back
// (two entries that import the same stylesheets in opposite orders into one CSS chunk); the
// plugin options and loader placement that @rsbuild/core 1.7.6 generates (one Rsbuild instance
// whose configs are generated but not built, an environment per case, with the Sass, Less and
// Stylus plugins); and what the options do to the output (one production build, an environment
// per case).
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, rsbuildCore } from './harness';

const page = 'config/tools/css-extract';

const files = {
  'src/a.js': "import './x.css';\nimport './y.css';\n",
  'src/b.js': "import './y.css';\nimport './x.css';\n",
  'src/x.css': '.x { color: red; }\n',
  'src/y.css': '.y { color: blue; }\n',
};
const config = (ignoreOrder?: boolean) => ({
  source: { entry: { a: './src/a.js', b: './src/b.js' } },
  ...(ignoreOrder === undefined ? {} : { tools: { cssExtract: { pluginOptions: { ignoreOrder } } } }),
  performance: { chunkSplit: { strategy: 'custom' as const, splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all' as const, enforce: true } } } } },
});

test('ignoreOrder false: chunk styles [css-extract-rspack-plugin], then Conflicting order. Following module has been added: and the modules; none with the default', async () => {
  const loud = await buildProject(makeProject(files, 'css-extract-order'), config(false));
  assert.equal(loud.warnings.length, 1);
  assert.match(loud.warnings[0], /^ {2}⚠ chunk styles \[css-extract-rspack-plugin\]\n {2}│ Conflicting order\. Following module has been added:\n {2}│ {2}\* css .*\.\/src\/x\.css\n/);
  const quiet = await buildProject(makeProject(files, 'css-extract-order-default'), config());
  assert.deepEqual(quiet.warnings, []);
});

/** The page's rsbuild.config.ts sample number `index` (English), imported as written. */
async function sampleConfig(dir: string, index: number): Promise<RsbuildConfig> {
  const file = path.join(dir, `sample${index}.config.ts`);
  writeFileSync(file, pageSamples(page, 'en')[index]);
  return (await import(pathToFileURL(file).href)).default;
}

describe('tools.cssExtract', () => {
  type Rule = { test?: RegExp; resourceQuery?: unknown; use?: { loader: string; options?: unknown }[] };
  const generated: Record<string, { plugin?: Record<string, unknown>; rules: Rule[] }> = {};
  let normalized: Record<string, unknown> = {};

  before(async () => {
    const dir = makeProject({ 'src/index.js': "import './index.css';\n", 'src/index.css': '.a { color: red; }\n' }, 'css-extract-configs');
    const sample = await sampleConfig(dir, 0);
    const { createRsbuild } = await rsbuildCore();
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        plugins: [pluginSass(), pluginLess(), pluginStylus()],
        environments: {
          plain: {},
          // The "Merge behaviour" sample as written, and an environment value on top of it.
          sample: { tools: sample.tools },
          node: { output: { target: 'node' } },
          inject: { output: { injectStyles: true } },
          string: { tools: { cssLoader: { exportType: 'string', modules: { namedExport: true } } } },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    for (const rspackConfig of configs) {
      const instance = rspackConfig.plugins?.find((item) => item?.constructor?.name === 'CssExtractRspackPlugin') as { options: Record<string, unknown> } | undefined;
      generated[rspackConfig.name!] = { plugin: instance?.options, rules: (rspackConfig.module?.rules ?? []).filter(Boolean) as Rule[] };
    }
    const all = rsbuild.getNormalizedConfig().environments;
    normalized = Object.fromEntries(Object.entries(all).map(([name, value]) => [name, value.tools.cssExtract]));
  });

  test('a production build of a default project creates the plugin with static/css/[name].[contenthash:8].css, static/css/async/[name].[contenthash:8].css and ignoreOrder: true', () => {
    assert.deepEqual(generated.plain.plugin, {
      filename: 'static/css/[name].[contenthash:8].css',
      chunkFilename: 'static/css/async/[name].[contenthash:8].css',
      ignoreOrder: true,
    });
    assert.deepEqual(normalized.plain, { loaderOptions: {}, pluginOptions: { ignoreOrder: true } });
  });

  test('Merge behaviour: the sample normalizes to { loaderOptions: {}, pluginOptions: { ignoreOrder: true, attributes: { data-app: storefront } } }, spread over the computed names', () => {
    assert.deepEqual(normalized.sample, { loaderOptions: {}, pluginOptions: { ignoreOrder: true, attributes: { 'data-app': 'storefront' } } });
    assert.deepEqual(generated.sample.plugin, {
      filename: 'static/css/[name].[contenthash:8].css',
      chunkFilename: 'static/css/async/[name].[contenthash:8].css',
      ignoreOrder: true,
      attributes: { 'data-app': 'storefront' },
    });
  });

  test('When it applies: no extract plugin for target node, injectStyles true, or css-loader exportType string', () => {
    assert.equal(generated.node.plugin, undefined);
    assert.equal(generated.inject.plugin, undefined);
    assert.equal(generated.string.plugin, undefined);
    for (const name of ['node', 'inject', 'string']) {
      assert.ok(!generated[name].rules.some((rule) => rule.use?.some((use) => use.loader.endsWith('cssExtractLoader.js'))), name);
    }
  });

  test('the extract loader is first in the CSS, Sass, Less and Stylus rules, with loaderOptions as given, and in no ?inline or ?raw rule', () => {
    const withLoader = generated.plain.rules.filter((rule) => rule.use?.some((use) => use.loader.endsWith('cssExtractLoader.js')));
    assert.deepEqual(withLoader.map((rule) => String(rule.test)).sort(), ['/\\.css$/', '/\\.less$/', '/\\.s(?:a|c)ss$/', '/\\.styl(us)?$/']);
    for (const rule of withLoader) {
      assert.ok(rule.use![0].loader.endsWith('@rspack/core/dist/cssExtractLoader.js'), String(rule.test));
      assert.deepEqual(rule.resourceQuery, { not: [/[?&]raw(?:&|=|$)/, /[?&]inline(?:&|=|$)/] });
    }
    for (const rule of withLoader) {
      // The same test with resourceQuery ?inline or ?raw: a rule of its own, without the loader.
      const queryRules = generated.plain.rules.filter((other) => String(other.test) === String(rule.test) && other.resourceQuery instanceof RegExp);
      assert.deepEqual(queryRules.map((other) => String(other.resourceQuery)).sort(), ['/[?&]inline(?:&|=|$)/', '/[?&]raw(?:&|=|$)/'], String(rule.test));
      assert.ok(queryRules.every((other) => !other.use?.some((use) => use.loader.endsWith('cssExtractLoader.js'))), String(rule.test));
    }
  });

  test('pages state the loader placement and the ?inline / ?raw exception', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('in the CSS rule and in the Sass, Less and Stylus rules of the preprocessor plugins, but not in the rules for `?inline` and `?raw` imports'));
    assert.ok(zh.includes('但 `?inline` 和 `?raw` 引入所用的规则中没有它'));
    assert.ok(!en.includes('sits first in every style rule'));
    assert.ok(!zh.includes('位于每条样式规则的最前面'));
  });
});

describe('tools.cssExtract options in a build', () => {
  const dir = makeProject(
    {
      'src/index.js': "import './a.css';\nimport inlined from './b.css?inline';\nimport raw from './c.css?raw';\nwindow.texts = [inlined, raw];\nimport(/* webpackChunkName: \"lazy\" */ './lazy.js');\n",
      'src/lazy.js': "import './d.css';\n",
      'src/a.css': '.a { color: red; background: url(./img.png); }\n',
      'src/b.css': '.b { color: blue; }\n',
      'src/c.css': '.c { color: green; }\n',
      'src/d.css': '.d { color: purple; }\n',
      'src/named.js': "import styles from './m.module.css';\nwindow.className = styles.title;\n",
      'src/m.module.css': '.title { color: green; }\n',
      // Above the 4 KiB data-URI limit, so it is emitted and url() points at it.
      'src/img.png': 'x'.repeat(6000),
    },
    'css-extract-build',
  );
  const dist = (name: string) => path.join(dir, 'dist', name);
  const css = (name: string) => listFiles(dist(name)).filter((file) => file.endsWith('.css'));
  const js = (name: string) => outputFile(dist(name), /^static\/js\/index\.js$/);

  before(async () => {
    const environments: Record<string, RsbuildConfig> = {
      plain: {},
      attributes: { tools: { cssExtract: { pluginOptions: { attributes: { 'data-app': 'storefront' }, linkType: false } } } },
      noRuntime: { tools: { cssExtract: { pluginOptions: { runtime: false } } } },
      cdn: { tools: { cssExtract: { loaderOptions: { publicPath: 'https://cdn.example.com/' } } } },
      noEmit: { tools: { cssExtract: { loaderOptions: { emit: false } } } },
      auto: { output: { assetPrefix: 'auto', distPath: { css: '' } } },
      autoRelative: { output: { assetPrefix: 'auto', distPath: { css: '' } }, tools: { cssExtract: { pluginOptions: { enforceRelative: true } } } },
      defaultExport: { source: { entry: { index: './src/named.js' } }, output: { cssModules: { namedExport: true } }, tools: { cssExtract: { loaderOptions: { defaultExport: true } } } },
    };
    const { errors } = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: Object.fromEntries(
        Object.entries(environments).map(([name, value]) => [name, { ...value, output: { ...value.output, distPath: { ...(value.output?.distPath as object | undefined), root: `dist/${name}` } } }]),
      ),
    });
    assert.deepEqual(errors, []);
  });

  test('?inline and ?raw imports are not extracted: only a.css reaches static/css/index.css', () => {
    assert.deepEqual(css('plain'), ['static/css/async/lazy.css', 'static/css/index.css']);
    assert.equal(outputFile(dist('plain'), /^static\/css\/index\.css$/), '.a{color:red;background:url(/static/image/img.png)}');
    assert.ok(js('plain').includes('.b{color:#00f}'));
    assert.ok(js('plain').includes('.c { color: green; }'));
  });

  test("attributes go on the <link> the runtime creates, not on the initial HTML's; linkType false drops type text/css", () => {
    assert.ok(js('attributes').includes('setAttribute("data-app","storefront")'));
    assert.ok(!js('plain').includes('data-app'));
    const html = outputFile(dist('attributes'), /^index\.html$/);
    assert.ok(html.includes('<link href="/static/css/index.css" rel="stylesheet">'));
    assert.ok(!html.includes('data-app'));
    assert.ok(js('plain').includes('"text/css"'));
    assert.ok(!js('attributes').includes('"text/css"'));
  });

  test('runtime false leaves out the code that loads the CSS of async chunks', () => {
    assert.ok(js('plain').includes('Loading CSS chunk '));
    assert.ok(!js('noRuntime').includes('Loading CSS chunk '));
    assert.deepEqual(css('noRuntime'), ['static/css/async/lazy.css', 'static/css/index.css']);
  });

  test('loaderOptions.publicPath is the prefix of url() files; without it the asset prefix (/) is', () => {
    assert.equal(outputFile(dist('cdn'), /^static\/css\/index\.css$/), '.a{color:red;background:url(https://cdn.example.com/static/image/img.png)}');
  });

  test('loaderOptions.emit false writes no .css file', () => {
    assert.deepEqual(css('noEmit'), []);
    assert.ok(existsSync(path.join(dist('noEmit'), 'static/image/img.png')));
  });

  test('defaultExport: true gives the default import its class names (see the failing build without it below)', () => {
    const page: Record<string, any> = {};
    page.window = page;
    page.self = page;
    vm.runInNewContext(js('defaultExport'), page);
    assert.match(page.className, /^title-/);
  });

  test("enforceRelative: url(static/image/img.png) becomes url(./static/image/img.png) with assetPrefix 'auto'", () => {
    assert.equal(outputFile(dist('auto'), /^index\.css$/), '.a{color:red;background:url(static/image/img.png)}');
    assert.equal(outputFile(dist('autoRelative'), /^index\.css$/), '.a{color:red;background:url(./static/image/img.png)}');
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes("`enforceRelative` puts `./` before a relative `url()` path that would otherwise begin with a folder name, for example `./static/image/logo.png` rather than `static/image/logo.png`"));
    assert.ok(zh.includes('`enforceRelative` 会让原本以目录名开头的相对 `url()` 路径改为以 `./` 开头，例如输出 `./static/image/logo.png` 而不是 `static/image/logo.png`'));
    assert.ok(!en.includes('keeps a leading `./`'));
    assert.ok(!zh.includes('会保留相对 `url()` 路径开头的 `./`'));
  });
});

test('defaultExport: with named exports, a default import of a CSS Module fails the build without it and gives the class names with it', async () => {
  const named = makeProject({ 'src/index.js': "import styles from './m.module.css';\nwindow.className = styles.title;\n", 'src/m.module.css': '.title { color: green; }\n' }, 'css-extract-named');
  const { errors } = await buildProject(named, { mode: 'production', output: { cssModules: { namedExport: true } } });
  assert.equal(errors.length, 1);
  assert.ok(errors[0].includes("ESModulesLinkingError: export 'default' (imported as 'styles') was not found in './m.module.css' (possible exports: title)"), errors[0]);
});
