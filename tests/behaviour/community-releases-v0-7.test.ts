// docs/{en,zh}/community/releases/v0-7: the release notes of Rsbuild 0.7. Facts about 0.7 itself
// were checked against the published 0.6.15, 0.7.0 and 0.7.1 packages and the v0.7.x tags of
// web-infra-dev/rsbuild (6 December 2026): 0.6.15 set DEFAULT_DATA_URL_SIZE = 1e4 and 0.7.x 4096;
// 0.6.15's @rsbuild/shared was 13 MB and 0.7.0's 4.7 MB (Sass and Less gone); @rsbuild/plugin-sass
// 0.7.0 passes api: "modern-compiler" and implementation sass-embedded; dev.lazyCompilation is
// absent from @rsbuild/core 0.7.0's dist and present in 0.7.1's (pull request #2454); 0.7.0's
// packages declare "type": "module" with a require export, except create-rsbuild (ES module only);
// @rsbuild/plugin-typed-css-modules 0.7.3 with @rsbuild/core 0.7.x wrote the banner, the interface
// and `declare const cssExports` for a .card-title class, while the v0.7.0 and v0.7.1 sources
// write `export const cssExports`. This file proves what the page says about Rsbuild 1.x, with
// @rsbuild/core 1.7.6 and the 1.x plugins of tools/rsbuild-v1.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, rsbuildCore, rsbuildV1Dir, typeCheckProject } from './harness';

const page = 'community/releases/v0-7';

/** The page's rsbuild.config.ts samples in both languages, and the English ones imported as written (all but the typed CSS Modules one, whose plugin tools/rsbuild-v1 does not install). */
async function pageConfigs(dir: string) {
  const [en, zh] = [pageSamples(page, 'en'), pageSamples(page, 'zh')];
  assert.deepEqual(zh, en);
  assert.equal(en.length, 6);
  assert.match(en[1], /pluginTypedCSSModules/);
  const load = async (index: number): Promise<RsbuildConfig> => {
    const file = path.join(dir, `sample${index}.config.ts`);
    writeFileSync(file, en[index]);
    return (await import(pathToFileURL(file).href)).default;
  };
  const [cssExtract, lazy, sass, less, dataUri] = await Promise.all([0, 2, 3, 4, 5].map(load));
  return { cssExtract, lazy, sass, less, dataUri };
}

describe('Rsbuild 0.7 release', () => {
  // 5000 bytes: above the 1.x default of 4096, below the old 10000.
  const image = 'x'.repeat(5000);
  const dir = makeProject(
    {
      'src/index.js': `import './theme.scss';
import './legacy.less';
import menu from './menu.module.css';
import card from './card.module.css';
import logo from './logo.png';
window.result = { menu, card, logo };
`,
      'src/theme.scss': '$accent: #c00;\n.theme { color: $accent; }\n',
      'src/legacy.less': '@gap: 4px;\n.legacy { margin: @gap; }\n',
      'src/menu.module.css': ':local(.menu):global(.is-open) > ul {\n  display: block;\n}\n',
      'src/card.module.css': '.card-title { font-weight: bold; }\n',
      'src/logo.png': image,
      'src/alert.js': "import { createApp } from 'vue';\nimport Alert from './Alert.vue';\ncreateApp(Alert).mount('#root');\n",
      'src/Alert.vue': `<template>
  <p :class="$style.warning">Disk almost full</p>
</template>

<style module>
.warning {
  color: darkorange;
}
</style>
`,
    },
    'release-0-7',
  );
  // Two entries that import the same stylesheets in opposite orders into one CSS chunk.
  const order = makeProject(
    {
      'src/a.js': "import './x.css';\nimport './y.css';\n",
      'src/b.js': "import './y.css';\nimport './x.css';\n",
      'src/x.css': '.x { color: red; }\n',
      'src/y.css': '.y { color: blue; }\n',
    },
    'release-0-7-order',
  );
  const orderConfig = {
    mode: 'production' as const,
    source: { entry: { a: './src/a.js', b: './src/b.js' } },
    performance: { chunkSplit: { strategy: 'custom' as const, splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all' as const, enforce: true } } } } },
  };
  let samples: Awaited<ReturnType<typeof pageConfigs>>;
  let orderWarnings: string[] = [];
  let defaultOrderWarnings: string[] = [];
  const bare = makeProject({ 'src/index.js': "import './theme.scss';\n", 'src/theme.scss': '$accent: #c00;\n.theme { color: $accent; }\n' }, 'release-0-7-no-sass');
  let errors: string[] = [];
  let bareErrors: string[] = [];
  let css = '';
  let js = '';
  let oldJs = '';
  let files: string[] = [];
  let oldFiles: string[] = [];

  before(async () => {
    samples = await pageConfigs(dir);
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      // The page's Sass and Less samples, as written.
      plugins: [...(samples.sass.plugins ?? []), ...(samples.less.plugins ?? []), pluginVue()],
      source: { entry: { index: './src/index.js', alert: './src/alert.js' } },
      // Vue itself is left out of the bundle: the claim is about the component's compiled code.
      output: { filenameHash: false, externals: { vue: 'Vue' } },
      environments: {
        web: {},
        // The page's sample that keeps the old threshold, with exportGlobals on.
        old: { output: { ...samples.dataUri.output, cssModules: { exportGlobals: true }, distPath: { root: 'dist-old' } } },
      },
    }));
    ({ errors: bareErrors } = await buildProject(bare, { mode: 'production' }));
    ({ warnings: orderWarnings } = await buildProject(order, { ...orderConfig, tools: samples.cssExtract.tools }));
    ({ warnings: defaultOrderWarnings } = await buildProject(order, orderConfig));
    const dist = path.join(dir, 'dist');
    files = listFiles(dist);
    oldFiles = listFiles(path.join(dir, 'dist-old'));
    css = outputFile(dist, /^static\/css\/index\.css$/);
    js = outputFile(dist, /^static\/js\/index\.js$/);
    oldJs = outputFile(path.join(dir, 'dist-old'), /^static\/js\/index\.js$/);
  });

  test('with @rsbuild/plugin-sass and @rsbuild/plugin-less registered, .scss and .less files compile', () => {
    assert.deepEqual(errors, []);
    assert.match(css, /\.theme\{color:#c00\}/);
    assert.match(css, /\.legacy\{margin:4px\}/);
  });

  test('without the Sass plugin, importing a .scss file fails: no loader handles it', () => {
    assert.equal(bareErrors.length, 1);
    assert.match(bareErrors[0], /Module parse failed/);
    assert.match(bareErrors[0], /You may need an appropriate loader to handle this file type\./);
  });

  test('the 1.x Sass plugin passes sass-embedded and the modern-compiler API to sass-loader', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const rsbuild = await createRsbuild({ cwd: bare, rsbuildConfig: { logLevel: 'silent', plugins: [pluginSass()] } });
    const [config] = await rsbuild.initConfigs();
    const uses = JSON.stringify(config.module?.rules, (_key, value) => (value instanceof RegExp ? String(value) : value));
    assert.match(uses, /"api":"modern-compiler"/);
    assert.match(uses, /"implementation":"[^"]*[\\/]sass-embedded[\\/][^"]*"/);
  });

  test('a local parent class with a global child class compiles: `:local(.menu):global(.is-open) > ul`', () => {
    assert.match(css, /\.[\w-]+\.is-open>ul\{display:block\}/);
    assert.doesNotMatch(css, /:local|:global/);
  });

  test('a Vue single-file component can use <style module> and read its class names through $style', () => {
    const alert = outputFile(path.join(dir, 'dist'), /^static\/js\/alert\.js$/);
    const name = /warning:"([\w-]+)"/.exec(alert)?.[1];
    assert.ok(name, 'the component carries a warning class name');
    assert.notEqual(name, 'warning');
    assert.match(outputFile(path.join(dir, 'dist'), /^static\/css\/alert\.css$/), new RegExp(`^\\.${name}\\{color:#ff8c00\\}`));
  });

  test('exportGlobals also exports the global class names: is-open as itself', () => {
    assert.match(oldJs, /"is-open":"is-open"/);
    assert.doesNotMatch(js, /"is-open"/);
  });

  test('the extraction plugin is created with ignoreOrder: true; the page\'s tools.cssExtract sample (ignoreOrder: false) brings the order warnings back', () => {
    assert.deepEqual(defaultOrderWarnings, []);
    assert.equal(orderWarnings.length, 1);
    assert.match(orderWarnings[0], /\[css-extract-rspack-plugin\]\n {2}│ Conflicting order\. Following module has been added:/);
  });

  test('class names are also exported in camel case by default: .card-title gives card-title and cardTitle', () => {
    assert.match(js, /"card-title":"[\w-]+"/);
    assert.match(js, /cardTitle:"[\w-]+"/);
  });

  test("typed CSS Modules: with Rsbuild's default declaration a misspelled class compiles; next to the page's generated file it is a type error", () => {
    const [declaration] = pageSamples(page, 'en', 'src/card.module.css.d.ts');
    assert.deepEqual(pageSamples(page, 'zh', 'src/card.module.css.d.ts'), [declaration]);
    const use = "import styles from './card.module.css';\nexport const names: string[] = [styles.cardTitle, styles['card-title'], styles.titel];\n";
    const diagnostics = typeCheckProject(
      ts,
      {
        'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
        'plain/index.ts': use,
        'typed/index.ts': use,
        'typed/card.module.css.d.ts': declaration,
      },
      'release-0-7-typed-css-modules',
    );
    assert.deepEqual(diagnostics, ["typed/index.ts: TS2339: Property 'titel' does not exist on type 'CssExports'."]);
  });

  test('output.dataUriLimit defaults to 4096 in 1.x: a 5000-byte image is a file; with dataUriLimit 10000 it is inlined', () => {
    assert.ok(files.includes('static/image/logo.png'), files.join('\n'));
    assert.ok(!oldFiles.includes('static/image/logo.png'), oldFiles.join('\n'));
    assert.match(oldJs, /data:image\/png;base64,eHh4/);
    assert.doesNotMatch(js, /data:image\/png/);
  });

  test('@rsbuild/core 1.x loads with import and with require: both give createRsbuild', async () => {
    const required = createRequire(path.join(rsbuildV1Dir, 'package.json'))('@rsbuild/core');
    assert.equal(typeof required.createRsbuild, 'function');
    assert.equal(typeof (await rsbuildCore()).createRsbuild, 'function');
  });

  test('dev.lazyCompilation in 1.x: unset, the dev server compiles dynamic imports lazily; true adds entries only with several entries', async () => {
    const { createRsbuild } = await rsbuildCore();
    const lazy = async (rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig) => {
      const rsbuild = await createRsbuild({ cwd: bare, rsbuildConfig: { logLevel: 'silent', mode: 'development', ...rsbuildConfig } });
      return (await rsbuild.initConfigs({ action: 'dev' }))[0].lazyCompilation;
    };
    assert.deepEqual(await lazy({}), { imports: true, entries: false });
    // The page's sample, with one entry and with two.
    assert.deepEqual(samples.lazy.dev, { lazyCompilation: true });
    assert.deepEqual(await lazy(samples.lazy), { entries: false, imports: true });
    assert.equal(await lazy({ ...samples.lazy, source: { entry: { index: './src/index.js', admin: './src/index.js' } } }), true);
    // In a build there is no lazy compilation.
    const rsbuild = await createRsbuild({ cwd: bare, rsbuildConfig: { logLevel: 'silent', mode: 'development', ...samples.lazy } });
    assert.equal((await rsbuild.initConfigs({ action: 'build' }))[0].lazyCompilation, undefined);
  });

  test('the page states the fixed facts in both languages', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.match(en, /`@rsbuild\/core` and the plugin packages now ship both/);
    assert.doesNotMatch(en, /All Rsbuild packages now ship/);
    assert.match(zh, /`@rsbuild\/core` 和各个插件包现在都同时提供/);
    for (const text of [en, zh]) {
      assert.match(text, /\/\/ This file is automatically generated\.\n\/\/ Please do not change this file!\ninterface CssExports \{\n {2}'card-title': string;\n {2}cardTitle: string;\n\}\ndeclare const cssExports: CssExports;\nexport default cssExports;/);
      assert.match(text, /0\.7\.1/);
      assert.match(text, /1\.5\.0/);
    }
    assert.match(en, /in 0\.7\.1, published the same day; 0\.7\.0 does not have the option/);
    assert.doesNotMatch(en, /In 0\.7 it was opt-in/);
    assert.match(en, /makes entries lazy as well when the app has several entries; with a single entry, 1\.4 and later still compile that entry at startup/);
    assert.match(en, /The plugin's 0\.7\.2 and later releases, 1\.x included, write the file below; 0\.7\.0 and 0\.7\.1 wrote `export const cssExports` instead of `declare const cssExports`:/);
    assert.match(zh, /下面是插件 0\.7\.2 及之后版本（包括 1\.x）生成的内容；0\.7\.0 和 0\.7\.1 生成的是 `export const cssExports`，而不是 `declare const cssExports`：/);
    assert.match(zh, /同日发布的 0\.7\.1 中新增了/);
    assert.match(zh, /如果只有一个入口，1\.4 及之后的版本仍会在启动时编译这个入口/);
    assert.match(en, /Rsbuild creates it with `ignoreOrder: true`, which keeps its warnings about conflicting CSS import order quiet, in 0\.7 as in 1\.x\./);
    assert.doesNotMatch(en, /to silence order warnings/);
    assert.match(zh, /Rsbuild 创建该插件时传入了 `ignoreOrder: true`/);
    assert.doesNotMatch(zh, /关闭顺序警告/);
  });
});
