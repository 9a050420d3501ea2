// Claims of plugins/list/plugin-stylus, checked with @rsbuild/plugin-stylus 1.3.2 and
// @rsbuild/core 1.7.6: the generated rules, one build of .styl and .stylus files with every import
// form, the documented config sample through the CLI (build and dev), each Stylus option, the
// source map option and the error for a plugin that is not installed.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { PluginLessOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-less';
import type { PluginSassOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-sass';
import type { PluginStylusOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-stylus';
import { buildProject, freePort, listFiles, makeProject, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, withNodeEnv } from './harness';

// The exported options type, key by key (tsc fails if the page's types drift from the package's).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type StylusOptions = NonNullable<PluginStylusOptions['stylusOptions']>;
export type OptionTypes = [
  Expect<Equal<keyof PluginStylusOptions, 'stylusOptions' | 'sourceMap'>>,
  Expect<Equal<PluginStylusOptions['sourceMap'], boolean | undefined>>,
  // How files are compiled: unlike the Stylus plugin, the Sass and Less plugins have include and exclude.
  Expect<Equal<Extract<keyof PluginSassOptions, 'include' | 'exclude'>, 'include' | 'exclude'>>,
  Expect<Equal<Extract<keyof PluginLessOptions, 'include' | 'exclude'>, 'include' | 'exclude'>>,
  Expect<
    Equal<
      StylusOptions,
      {
        use?: string[];
        define?: [string, any, boolean?][];
        include?: string[];
        includeCSS?: boolean;
        import?: string[];
        resolveURL?: boolean;
        lineNumbers?: boolean;
        hoistAtrules?: boolean;
      }
    >
  >,
];

const css = (dist: string) =>
  listFiles(dist)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readText(dist, file))
    .join('\n');
const js = (dist: string) =>
  listFiles(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readText(dist, file))
    .join('\n');

const cwd = makeProject(
  {
    'src/index.js': [
      "import './index.styl';",
      "import './extra.stylus';",
      "import panel from './Panel.module.styl';",
      "import other from './Other.module.stylus';",
      "import panelCss from './inline.styl?inline';",
      "import source from './inline.styl?raw';",
      "import panelInline from './Panel.module.styl?inline';",
      'console.log(JSON.stringify(panel), JSON.stringify(other), JSON.stringify(panelCss), JSON.stringify(source), JSON.stringify(panelInline));',
      '',
    ].join('\n'),
    'src/index.styl': "@import './theme/colors'\n@import '@styles/mix'\n@require 'pkg-styl/vars'\n.title\n  color brand\n  padding pkg-gap\n",
    'src/theme/colors.styl': "brand = #663399\n.hero\n  background url('./bg.svg')\n",
    'src/theme/bg.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'src/styles/mix.styl': '.from-alias\n  margin 2px\n',
    'src/node_modules/pkg-styl/package.json': '{"name":"pkg-styl"}',
    'src/node_modules/pkg-styl/vars.styl': 'pkg-gap = 7px\n',
    'src/extra.stylus': '.note\n  margin 1px\n',
    'src/Panel.module.styl': '.panel-title\n  color blue\n',
    'src/Other.module.stylus': '.other\n  color green\n',
    'src/inline.styl': '.inline-only\n  color black\n',
  },
  'stylus',
);

let builtCss = '';
let builtJs = '';
let rule: any;
let ruleIds: string[] = [];

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
  const options: PluginStylusOptions = {};
  const readRules = {
    name: 'read-rule-ids',
    setup(api: any) {
      api.modifyBundlerChain({ order: 'post', handler: (chain: any) => {
          ruleIds = Object.keys(chain.module.rules.entries());
        },
      });
    },
  };
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: { mode: 'production', plugins: [pluginStylus(options), readRules], output: { minify: false }, resolve: { alias: { '@styles': './src/styles' } }, logLevel: 'silent' },
  });
  const [rspack] = await rsbuild.initConfigs();
  rule = (rspack.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/` && r.use?.some((use: any) => String(use.loader).includes('cssExtractLoader')));
  await (await rsbuild.build()).close();
  const dist = path.join(cwd, 'dist');
  builtCss = css(dist);
  builtJs = js(dist);
});

describe('Stylus plugin', () => {
  test('version 1.3.2 depends on stylus 0.64.0 and stylus-loader 8.1.3', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-stylus/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.3.2');
    assert.equal(pkg.dependencies.stylus, '0.64.0');
    assert.equal(pkg.dependencies['stylus-loader'], '8.1.3');
  });
  test('Install: version 1.3.2 declares @rsbuild/core ^1.3.0 || ^2.0.0-0 as its peer dependency', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-stylus/package.json'), 'utf8'));
    assert.deepEqual(pkg.peerDependencies, { '@rsbuild/core': '^1.3.0 || ^2.0.0-0' });
  });
});

describe('Register the plugin', () => {
  test('a side-effect import puts the compiled styles in the extracted CSS', () => {
    assert.match(builtCss, /\.title\s*\{\s*color: #639;\s*padding: 7px;?\s*\}/);
    assert.match(builtCss, /\.note\s*\{\s*margin: 1px;?\s*\}/);
  });

  test('*.module.styl and *.module.stylus are CSS Modules', () => {
    assert.match(builtCss, /\.panel-title-[\w-]{6}\s*\{/);
    assert.match(builtCss, /\.other-[\w-]{6}\s*\{/);
    assert.match(builtJs, /"panelTitle":\s*"panel-title-[\w-]{6}"/);
  });

  test('?inline gives the compiled CSS as a string, ?raw the Stylus source', () => {
    assert.match(builtJs, /`\.inline-only \{\n {2}color: #000;\n\}\n`/);
    assert.match(builtJs, /\.inline-only(\\n|\n) {2}color black(\\n|\n)/);
    assert.doesNotMatch(builtCss, /inline-only/);
  });

  test('?inline on a *.module.styl file skips CSS Modules: the string keeps the class name as written, the plain import maps it to a generated one', () => {
    assert.match(builtJs, /`\.panel-title \{\n {2}color: #00f;\n\}\n`/);
    assert.match(builtJs, /"panelTitle":\s*"panel-title-[\w-]{6}"/);
  });

  test('@rsbuild/core/types declares .styl, .stylus and their module forms', () => {
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/types.d.ts'), 'utf8');
    for (const name of ["'*.module.styl'", "'*.module.stylus'", "'*.styl'", "'*.stylus'", "'*?inline'", "'*?raw'"]) assert.ok(types.includes(`declare module ${name}`), name);
  });
});

describe('Stylus plugin › node and web-worker targets', () => {
  test('only css-loader and ignoreCssLoader follow stylus-loader (no Lightning CSS, no extraction), exporting only the class names; ?inline still runs Lightning CSS', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'stylus-targets'),
      rsbuildConfig: { plugins: [pluginStylus()], environments: { node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } }, logLevel: 'silent' },
    });
    for (const rspack of await rsbuild.initConfigs()) {
      const rule = (rspack.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/`);
      const loaders = rule.use.map((use: any) => String(use.loader).match(/(style-loader|cssExtractLoader|ignoreCssLoader|css-loader|lightningcss-loader|stylus-loader)/)?.[1]);
      // Rsbuild's ignoreCssLoader drops the CSS text that css-loader leaves.
      assert.deepEqual(loaders, ['ignoreCssLoader', 'css-loader', 'stylus-loader'], rspack.name);
      assert.equal(rule.use[1].options.modules.exportOnlyLocals, true, rspack.name);
      // ?inline (the rule whose resourceQuery is the inline query) still runs Lightning CSS.
      const inline = (rspack.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/` && r.use && r.resourceQuery instanceof RegExp);
      assert.deepEqual(inline.use.map((use: any) => String(use.loader).match(/(css-loader|lightningcss-loader|stylus-loader)/)?.[1]), ['css-loader', 'lightningcss-loader', 'stylus-loader'], rspack.name);
    }
  });

  test('a build for node and web-worker writes no .css file, and a *.module.styl import still returns its class names', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const dir = makeProject(
      {
        'src/index.js': "import styles from './Panel.module.styl';\nimport './plain.styl';\nexport const names = styles;\nconsole.log('names=' + JSON.stringify(styles));\n",
        'src/Panel.module.styl': '.panel-title\n  color blue\n',
        'src/plain.styl': '.plain\n  color red\n',
      },
      'stylus-targets-build',
    );
    const built = await buildProject(dir, {
      mode: 'production',
      output: { minify: false },
      environments: { node: { output: { target: 'node', distPath: { root: 'dist/node' } } }, worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } } },
      plugins: [pluginStylus()],
    });
    assert.deepEqual(built.errors, []);
    const dist = path.join(dir, 'dist');
    const files = listFiles(dist);
    assert.ok(!files.some((file) => file.endsWith('.css')), files.join(', '));
    for (const target of ['node', 'worker']) {
      const out = js(path.join(dist, target));
      assert.match(out, /"panelTitle":\s*[`"]panel-title-[\w-]{6}[`"]/, target);
      assert.doesNotMatch(out, /color: (?:blue|#00f|red)/, target);
    }
  });
});

describe('How files are compiled', () => {
  test('three rules: stylus, stylus-inline and stylus-raw, all for /\\.styl(us)?$/', () => {
    assert.deepEqual(ruleIds.filter((id) => id.startsWith('stylus')).sort(), ['stylus', 'stylus-inline', 'stylus-raw']);
  });

  test('stylus-loader first, then the CSS loaders', () => {
    const loaders = rule.use.map((use: any) => String(use.loader).match(/(stylus-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]);
    assert.deepEqual(loaders, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'stylus-loader']);
  });

  test('postcss-loader runs between stylus-loader and Lightning CSS when the PostCSS config lists plugins; style-loader replaces extraction with output.injectStyles', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const dir = makeProject({ 'src/index.js': '', 'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'noop' }] };\n" }, 'stylus-postcss');
    const chain = async (output: object) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', output, plugins: [pluginStylus()], logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      const main = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/` && r.resourceQuery?.not);
      return main.use.map((use: any) => String(use.loader).match(/(style-loader|cssExtractLoader|postcss-loader|css-loader|lightningcss-loader|stylus-loader)/)?.[1]);
    };
    assert.deepEqual(await chain({}), ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'postcss-loader', 'stylus-loader']);
    assert.deepEqual(await chain({ injectStyles: true }), ['style-loader', 'css-loader', 'lightningcss-loader', 'postcss-loader', 'stylus-loader']);
  });

  test('@import and @require resolve resolve.alias entries and package names; a relative url() in an imported file stays correct', () => {
    assert.match(builtCss, /\.from-alias\s*\{\s*margin: 2px;?\s*\}/);
    assert.match(builtCss, /padding: 7px/);
    assert.match(builtCss, /\.hero\s*\{\s*background: url\(data:image\/svg\+xml;base64,/);
  });
});

describe('Options', () => {
  test('the sample config: import, include and define; NODE_ENV, not the mode, decides $isDev: false in rsbuild build --mode development, true in rsbuild dev --mode production; a NODE_ENV set before is kept, one in .env replaces the CLI\'s, and loadConfig() sets none', async () => {
    const sampleDir = makeProject(
      {
        'rsbuild.config.ts': `import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginStylus } from '@rsbuild/plugin-stylus';

export default defineConfig({
  output: { minify: false },
  plugins: [
    pluginStylus({
      stylusOptions: {
        import: [path.resolve(__dirname, 'src/styles/theme.styl')],
        include: [path.resolve(__dirname, 'src/styles/mixins')],
        define: [['$isDev', process.env.NODE_ENV === 'development']],
      },
    }),
  ],
});
`,
        'src/index.js': "import './index.styl';\n",
        'src/styles/theme.styl': 'theme-color = #ff0000\n',
        'src/styles/mixins/shadow.styl': 'shadow()\n  box-shadow 0 0 1px theme-color\n',
        'src/index.styl': "@import 'shadow'\n.box\n  color theme-color\n  shadow()\n  if $isDev\n    outline 1px solid red\n  else\n    outline none\n",
      },
      'stylus-sample',
    );
    // rsbuild build sets NODE_ENV to production whatever the mode: a development build (no hash in
    // the CSS file name) with $isDev false.
    const built = await runCli(sampleDir, ['build', '--mode', 'development']);
    assert.equal(built.code, 0, built.output);
    assert.deepEqual(listFiles(path.join(sampleDir, 'dist')).filter((file) => file.endsWith('.css')), ['static/css/index.css']);
    const output = css(path.join(sampleDir, 'dist'));
    const box = output.match(/\.box \{[^}]*\}/)?.[0] ?? output;
    for (const line of ['color: red;', 'box-shadow: 0 0 1px red;', 'outline: none;']) assert.ok(box.includes(line), `${line} in ${box}`);

    const port = await freePort();
    // rsbuild dev sets NODE_ENV to development whatever the mode: a production build with $isDev true.
    const dev = startCli(sampleDir, ['dev', '--port', String(port), '--mode', 'production'], /ready\s+built in/);
    try {
      await dev.started;
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      const href = html.match(/href="(\/static\/css\/[^"]+\.css)"/)?.[1];
      // A production build: the CSS file name has its content hash.
      assert.match(href ?? html, /^\/static\/css\/index\.[0-9a-f]{8}\.css$/);
      const devCss = await waitFor('the dev CSS', async () => (await fetch(`http://127.0.0.1:${port}${href}`)).text());
      assert.match(devCss, /outline: 1px solid red/);
    } finally {
      await dev.stop();
    }
    // A NODE_ENV already set is kept: rsbuild build with NODE_ENV=development makes $isDev true.
    const presetEnv = await runCli(sampleDir, ['build'], { env: { NODE_ENV: 'development' } });
    assert.equal(presetEnv.code, 0, presetEnv.output);
    assert.match(css(path.join(sampleDir, 'dist')), /outline: 1px solid red/);
    // The JavaScript API: loadConfig() sets no NODE_ENV, so $isDev is false in a development config.
    await withNodeEnv(undefined, async () => {
      const { createRsbuild, loadConfig } = await rsbuildCore();
      const { content } = await loadConfig({ cwd: sampleDir });
      assert.equal(process.env.NODE_ENV, undefined);
      const rsbuild = await createRsbuild({ cwd: sampleDir, rsbuildConfig: { ...content, mode: 'development', logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      assert.equal(config.mode, 'development');
      const stylusRule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/` && r.use?.some((use: any) => String(use.loader).includes('stylus-loader')));
      const loader = stylusRule.use.find((use: any) => String(use.loader).includes('stylus-loader'));
      assert.deepEqual(loader.options.stylusOptions.define, [['$isDev', false]]);
    });
    for (const [lang, text] of [
      ['en', "The flag follows `NODE_ENV`, not the build's [mode](/config/mode): `rsbuild build --mode development` makes a development build in which the flag is `false`"],
      ['zh', '这个标志只看 `NODE_ENV`，与构建的 [mode](/config/mode) 无关：`rsbuild build --mode development` 产出的是开发构建，标志却为 `false`'],
    ] as const) {
      assert.ok(pageText('plugins/list/plugin-stylus', lang).includes(text), lang);
    }
    // NODE_ENV=development in .env replaces the CLI's production: $isDev is true in rsbuild build.
    writeFileSync(path.join(sampleDir, '.env'), 'NODE_ENV=development\n');
    const dotenv = await runCli(sampleDir, ['build']);
    assert.equal(dotenv.code, 0, dotenv.output);
    assert.match(css(path.join(sampleDir, 'dist')), /outline: 1px solid red/);
  });

  test('define with raw: an object is a hash read as theme.primary, its string a quoted string unless unquote() is used; resolveURL: false leaves url() as written', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const files = {
      'src/index.js': "import './index.styl';\n",
      'src/img.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="root-img"/>',
      'src/sub/img.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="sub-img"/>',
      'src/sub/part.styl': ".part\n  background url('./img.svg')\n",
      'src/index.styl': "@import './sub/part'\n.a\n  color theme.primary\n  border-color unquote(theme.primary)\n",
    };
    const svgIn = (output: string) => Buffer.from(output.match(/url\(data:image\/svg\+xml;base64,([^)]+)\)/)![1], 'base64').toString().match(/id="([\w-]+)"/)![1];
    const define: [string, any, boolean?][] = [['theme', { primary: '#00ff00' }, true]];
    const on = await buildProject(makeProject(files, 'stylus-define'), { output: { minify: false }, plugins: [pluginStylus({ stylusOptions: { define } })] });
    const off = await buildProject(makeProject(files, 'stylus-resolve-url'), { output: { minify: false }, plugins: [pluginStylus({ stylusOptions: { define, resolveURL: false } })] });
    assert.deepEqual([on.errors, off.errors], [[], []]);
    assert.match(css(on.dist), /\.a\s*\{\s*color: "#00ff00";\s*border-color: #0f0;?\s*\}/);
    assert.equal(svgIn(css(on.dist)), 'sub-img');
    assert.equal(svgIn(css(off.dist)), 'root-img');
  });

  test('without stylusOptions, stylus-loader adds only its Rspack importer, url() rewriting and compress in production (stylus-loader 8.1.3 source)', () => {
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/stylus-loader/dist/index.js'), 'utf8'), /styl\.set\("Evaluator", await \(0, _utils\.createEvaluator\)/);
    const utils = readFileSync(path.join(rsbuildV1Dir, 'node_modules/stylus-loader/dist/utils.js'), 'utf8');
    assert.match(utils, /stylusOptions\.resolveURL = typeof stylusOptions\.resolveURL === "boolean" && !stylusOptions\.resolveURL \? false : [\s\S]*?\{\s*nocheck: true\s*\};/);
    assert.match(utils, /if \(typeof stylusOptions\.compress === "undefined" && isProductionLikeMode\(loaderContext\)\) \{\s*stylusOptions\.compress = true;/);
  });

  test('define with raw: a function gets whole expressions, without raw only the first node of each (stylus 0.64.0 source)', () => {
    const evaluator = readFileSync(path.join(rsbuildV1Dir, 'node_modules/stylus/lib/visitor/evaluator.js'), 'utf8');
    assert.match(evaluator, /invokeBuiltin\(fn, args\) \{[\s\S]*?if \(fn\.raw\) \{\s*args = args\.nodes;\s*\} else \{/);
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/stylus/lib/renderer.js'), 'utf8'), /if \(undefined != raw\) fn\.raw = raw;/);
    const loader = readFileSync(path.join(rsbuildV1Dir, 'node_modules/stylus-loader/dist/index.js'), 'utf8');
    assert.match(loader, /styl\.define\(\.\.\.defined\)/);
  });

  test('use: each name is loaded with require and called with the options', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const useDir = makeProject(
      {
        'src/index.js': "import './index.styl';\n",
        'src/index.styl': '.a\n  content used-with\n',
        'stylus-plugin.cjs': "module.exports = (options) => (style) => style.define('used-with', 'use=' + options.use.length);\n",
      },
      'stylus-use',
    );
    const built = await buildProject(useDir, { output: { minify: false }, plugins: [pluginStylus({ stylusOptions: { use: [path.join(useDir, 'stylus-plugin.cjs')] } })] });
    assert.deepEqual(built.errors, []);
    assert.match(css(built.dist), /\.a\s*\{\s*content: "use=1";?\s*\}/);
  });

  test('use and import: a plugin that adds its folder to the lookup paths needs its name in import as well before its mixins apply', async () => {
    // A stand-in for nib (not installed here): lib.cjs adds its folder, where mixes/index.styl defines mixins.
    // nib 1.2.0 (npm pack) works this way: its plugin only calls style.include(__dirname) and defines
    // has-canvas; with use and import set as on the page, `size 10px 20px`, `absolute top left` and
    // `clearfix()` compiled to width/height, position/top/left and the :before/:after rules.
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const files = {
      'src/index.js': "import './index.styl';\n",
      'src/index.styl': '.box\n  size 10px 20px\n',
      'mixes/lib.cjs': 'module.exports = () => (style) => style.include(__dirname);\n',
      'mixes/mixes/index.styl': 'size(w, h)\n  width w\n  height h\n',
    };
    const build = async (name: string, withImport: boolean) => {
      const dir = makeProject(files, name);
      const stylusOptions = { use: [path.join(dir, 'mixes/lib.cjs')], ...(withImport ? { import: ['mixes'] } : {}) };
      const built = await buildProject(dir, { output: { minify: false }, plugins: [pluginStylus({ stylusOptions })] });
      assert.deepEqual(built.errors, []);
      return css(built.dist);
    };
    const [both, useOnly] = await Promise.all([build('stylus-use-import', true), build('stylus-use-only', false)]);
    assert.match(both, /\.box\s*\{\s*width: 10px;\s*height: 20px;?\s*\}/);
    assert.match(useOnly, /\.box\s*\{\s*size: 10px 20px;?\s*\}/);
  });

  test('includeCSS, lineNumbers and hoistAtrules change what Stylus writes, not what Rsbuild outputs', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const files = { 'src/index.js': "import './index.styl';\n", 'src/plain.css': '.from-css { color: teal; }\n', 'src/index.styl': "@import 'plain.css'\n.a\n  color red\n@charset 'utf-8'\n" };
    // Shows Stylus's own output: no Lightning CSS, and css-loader keeps @import as written.
    const stylusOutputOnly = {
      name: 'stylus-output-only',
      setup(api: any) {
        api.modifyBundlerChain((chain: any, { CHAIN_ID }: any) => {
          chain.module.rule(CHAIN_ID.RULE.STYLUS).uses.delete(CHAIN_ID.USE.LIGHTNINGCSS);
          chain.module.rule(CHAIN_ID.RULE.STYLUS).use(CHAIN_ID.USE.CSS).tap((options: any) => ({ ...options, import: false }));
        });
      },
    };
    const build = (name: string, stylusOptions: PluginStylusOptions['stylusOptions'], extra: any[] = []) =>
      buildProject(makeProject(files, name), { mode: 'development', plugins: [pluginStylus({ stylusOptions }), ...extra] }).then((built) => (assert.deepEqual(built.errors, []), css(built.dist)));
    const [plain, withIncludeCSS, withLines, withHoist, lines, hoisted] = await Promise.all([
      build('stylus-plain', {}),
      build('stylus-include-css', { includeCSS: true }),
      build('stylus-line-numbers', { lineNumbers: true }),
      build('stylus-hoist-atrules', { hoistAtrules: true }),
      build('stylus-lines', { lineNumbers: true }, [stylusOutputOnly]),
      build('stylus-hoist', { includeCSS: true, hoistAtrules: true }, [stylusOutputOnly]),
    ]);
    assert.deepEqual([withIncludeCSS, withLines, withHoist], [plain, plain, plain]);
    assert.match(plain, /\.from-css\s*\{\s*color: teal;?\s*\}/);
    assert.doesNotMatch(plain, /@charset|\/\*/);
    assert.match(lines, /\/\* line 2 : \S*src\/index\.styl \*\/\n\.a \{/);
    assert.match(hoisted, /^@charset 'utf-8';\n\.from-css \{/);
    assert.doesNotMatch(hoisted, /@import/);
  });
});

describe('sourceMap', () => {
  test('follows output.sourceMap.css, false by default, in production and in development', async () => {
    const options = rule.use.find((use: any) => String(use.loader).includes('stylus-loader')).options;
    assert.equal(options.sourceMap, false);
    const { createRsbuild } = await rsbuildCore();
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', plugins: [pluginStylus()], logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    const dev = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/` && r.use?.some((use: any) => String(use.loader).includes('cssExtractLoader')));
    assert.deepEqual(dev.use.find((use: any) => String(use.loader).includes('stylus-loader')).options, { sourceMap: false });
  });

  test('output.sourceMap: true (a boolean) turns it on and writes the .css.map', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const files = { 'src/index.js': "import './index.styl';\n", 'src/index.styl': '.mapped\n  color red\n' };
    const rsbuild = await createRsbuild({ cwd: makeProject(files, 'stylus-map-boolean-options'), rsbuildConfig: { mode: 'production', output: { sourceMap: true }, plugins: [pluginStylus()], logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    const stylusRule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/` && r.use?.some((use: any) => String(use.loader).includes('cssExtractLoader')));
    assert.equal(stylusRule.use.find((use: any) => String(use.loader).includes('stylus-loader')).options.sourceMap, true);
    const built = await buildProject(makeProject(files, 'stylus-map-boolean'), { mode: 'production', output: { sourceMap: true }, plugins: [pluginStylus()] });
    assert.deepEqual(built.errors, []);
    assert.ok(listFiles(built.dist).some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css\.map$/.test(file)), listFiles(built.dist).join(', '));
  });

  test('sourceMap: true alone writes no .css.map; with output.sourceMap.css the map holds the compiled CSS, on or off, in development and production', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const files = { 'src/index.js': "import './index.styl';\n", 'src/index.styl': '// one\n\n.mapped\n  color red\n  margin 1px\n' };
    const [alone, on, off, prodOn, prodOff] = await Promise.all([
      buildProject(makeProject(files, 'stylus-map-alone'), { plugins: [pluginStylus({ sourceMap: true })] }),
      buildProject(makeProject(files, 'stylus-map-on'), { mode: 'development', output: { sourceMap: { css: true } }, plugins: [pluginStylus({ sourceMap: true })] }),
      buildProject(makeProject(files, 'stylus-map-off'), { mode: 'development', output: { sourceMap: { css: true } }, plugins: [pluginStylus({ sourceMap: false })] }),
      buildProject(makeProject(files, 'stylus-map-prod-on'), { mode: 'production', output: { sourceMap: { css: true } }, plugins: [pluginStylus({ sourceMap: true })] }),
      buildProject(makeProject(files, 'stylus-map-prod-off'), { mode: 'production', output: { sourceMap: { css: true } }, plugins: [pluginStylus({ sourceMap: false })] }),
    ]);
    assert.deepEqual([alone.errors, on.errors, off.errors, prodOn.errors, prodOff.errors], [[], [], [], [], []]);
    assert.ok(!listFiles(alone.dist).some((file) => file.endsWith('.css.map')), listFiles(alone.dist).join(', '));
    const mapOf = (dist: string) => JSON.parse(readText(dist, listFiles(dist).find((file) => file.endsWith('.css.map'))!));
    const [mapOn, mapOff] = [mapOf(on.dist), mapOf(off.dist)];
    assert.ok(mapOn.sources.every((source: string) => source.endsWith('src/index.styl')), mapOn.sources.join(', '));
    assert.equal(mapOn.mappings, mapOff.mappings);
    // Only the path recorded for the .styl file differs.
    assert.notDeepEqual(mapOn.sources, mapOff.sources);
    assert.deepEqual(mapOn.sourcesContent, mapOff.sourcesContent);
    assert.ok(mapOn.sourcesContent.includes('.mapped {\n  color: red;\n  margin: 1px;\n}\n'), JSON.stringify(mapOn.sourcesContent));
    assert.ok(!mapOn.sourcesContent.some((content: string) => content.includes('color red')));
    // Production: the minified CSS, the same with the option on or off.
    const [prodMapOn, prodMapOff] = [mapOf(prodOn.dist), mapOf(prodOff.dist)];
    assert.ok(prodMapOn.sources.every((source: string) => source.endsWith('src/index.styl')), prodMapOn.sources.join(', '));
    assert.deepEqual([prodMapOn.sourcesContent, prodMapOn.mappings], [['.mapped{color:#f00;margin:1px}'], 'AADA']);
    assert.deepEqual([prodMapOff.sourcesContent, prodMapOff.mappings], [['.mapped{color:#f00;margin:1px}'], 'AADA']);
  });
});

describe('Common problems', () => {
  test('a name in use that is not installed: Failed to load "nib" Stylus plugin; a package in the source folders is not found either', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const [nib, local] = await Promise.all([
      buildProject(makeProject({ 'src/index.js': "import './index.styl';\n", 'src/index.styl': '.a\n  color red\n' }, 'stylus-nib'), {
        plugins: [pluginStylus({ stylusOptions: { use: ['nib'] } })],
      }),
      // The project's own code can import this package; stylus-loader resolves from its own folder.
      buildProject(
        makeProject(
          {
            'src/index.js': "import './index.styl';\nimport plugin from 'local-styl-plugin';\nconsole.log(typeof plugin);\n",
            'src/index.styl': '.a\n  color red\n',
            'src/node_modules/local-styl-plugin/package.json': '{ "name": "local-styl-plugin", "main": "index.js" }',
            'src/node_modules/local-styl-plugin/index.js': 'module.exports = () => () => {};\n',
          },
          'stylus-local-plugin',
        ),
        { plugins: [pluginStylus({ stylusOptions: { use: ['local-styl-plugin'] } })] },
      ),
    ]);
    assert.match(nib.errors.join('\n'), /Failed to load "nib" Stylus plugin\. Are you sure it's installed\?\n.*Error: Cannot find module 'nib'/);
    // Two errors for the one Stylus file: stylus-loader's, then the extract loader's repeat.
    assert.equal(nib.errors.length, 2, nib.errors.join('\n'));
    assert.match(nib.errors[0], /^ {2}× Module build failed \(from [^\n]*\/stylus-loader\/dist\/cjs\.js\):\n {2}╰─▶ {3}× Error: Failed to load "nib" Stylus plugin\. Are you sure it's installed\?\n {8}│ Error: Cannot find module 'nib'\n {8}│ Require stack:\n/);
    assert.match(nib.errors[1], /^ {2}× Module build failed \(from [^\n]*\/cssExtractLoader\.js\):\n {2}╰─▶ {3}× Error: Module build failed \(from [^\n]*\/stylus-loader\/dist\/cjs\.js\):\n/);
    assert.doesNotMatch(nib.errors[1], /nib/);
    // the JavaScript import of the same package resolves; only stylus-loader fails
    assert.doesNotMatch(local.errors.join('\n'), /Can't resolve 'local-styl-plugin'/);
    assert.match(local.errors.join('\n'), /Failed to load "local-styl-plugin" Stylus plugin\. Are you sure it's installed\?\n.*Error: Cannot find module 'local-styl-plugin'/);
  });

  test('a name in use that is not installed: the CLI prints a File: line naming the Stylus file above stylus-loader\'s error', async () => {
    const dir = makeProject(
      {
        'rsbuild.config.mjs': "import { pluginStylus } from '@rsbuild/plugin-stylus';\nexport default { plugins: [pluginStylus({ stylusOptions: { use: ['nib'] } })] };\n",
        'src/index.js': "import './index.styl';\n",
        'src/index.styl': '.a\n  color red\n',
      },
      'stylus-nib-cli',
    );
    const { code, output } = await runCli(dir, ['build']);
    assert.equal(code, 1, output);
    assert.match(output, /\nFile: \.\/src\/index\.styl:1:1\n {2}× Module build failed \(from [^\n]*\/stylus-loader\/dist\/cjs\.js\):\n {2}╰─▶ {3}× Error: Failed to load "nib" Stylus plugin\. Are you sure it's installed\?\n {8}│ Error: Cannot find module 'nib'\n {8}│ Require stack:\n/);
    assert.match(output, /\nFile: \.\/src\/index\.styl:1:1\n {2}× Module build failed \(from [^\n]*\/cssExtractLoader\.js\):/);
  });

  test('a name in use that is not installed: each Stylus file gets its two errors; with output.injectStyles only stylus-loader\'s', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const files = { 'src/index.js': "import './a.styl';\nimport './b.styl';\n", 'src/a.styl': '.a\n  color red\n', 'src/b.styl': '.b\n  color red\n' };
    const [extracted, injected] = await Promise.all([
      buildProject(makeProject(files, 'stylus-nib-two-files'), { plugins: [pluginStylus({ stylusOptions: { use: ['nib'] } })] }),
      buildProject(makeProject(files, 'stylus-nib-inject'), { output: { injectStyles: true }, plugins: [pluginStylus({ stylusOptions: { use: ['nib'] } })] }),
    ]);
    const count = (errors: string[], loader: RegExp) => errors.filter((error) => loader.test(error.split('\n')[0])).length;
    assert.equal(extracted.errors.length, 4, extracted.errors.join('\n'));
    assert.equal(count(extracted.errors, /stylus-loader/), 2);
    assert.equal(count(extracted.errors, /cssExtractLoader/), 2);
    assert.equal(injected.errors.length, 2, injected.errors.join('\n'));
    assert.equal(count(injected.errors, /stylus-loader/), 2);
  });

  test('a relative path in import is resolved from each compiled file\'s folder, not from the project root', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const files = { 'src/styles/theme.styl': 'c = red\n', 'src/index.styl': '.a\n  color c\n', 'src/pages/home.styl': '.b\n  color c\n' };
    const build = (name: string, entry: string, imported: string) =>
      buildProject(makeProject({ ...files, 'src/index.js': entry }, name), { output: { minify: false }, plugins: [pluginStylus({ stylusOptions: { import: [imported] } })] });
    const [fromFile, fromNested, fromRoot] = await Promise.all([
      build('stylus-import-from-file', "import './index.styl';\n", './styles/theme.styl'),
      build('stylus-import-nested', "import './pages/home.styl';\n", './styles/theme.styl'),
      build('stylus-import-from-root', "import './index.styl';\n", './src/styles/theme.styl'),
    ]);
    assert.deepEqual(fromFile.errors, []);
    assert.match(css(fromFile.dist), /\.a\s*\{\s*color: red;?\s*\}/);
    assert.match(fromNested.errors.join('\n'), /Stylus resolver error: failed to locate @import file \.\/styles\/theme\.styl/);
    assert.match(fromRoot.errors.join('\n'), /failed to locate @import file \.\/src\/styles\/theme\.styl/);
  });

  test('skipping files: tools.bundlerChain adds an exclude to the stylus rule, and a rule of your own handles those files', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const built = await buildProject(
      makeProject(
        {
          'src/index.js': "import './index.styl';\nimport legacy from './legacy.styl';\nconsole.log('legacy:' + JSON.stringify(legacy));\n",
          'src/index.styl': '.kept\n  color red\n',
          'src/legacy.styl': '.skipped\n  color blue\n',
        },
        'stylus-skip',
      ),
      {
        output: { minify: false },
        plugins: [pluginStylus()],
        tools: {
          bundlerChain: (chain) => {
            chain.module.rule('stylus').exclude.add(/legacy\.styl$/);
            chain.module.rule('legacy-styl').test(/legacy\.styl$/).type('asset/source');
          },
        },
      },
    );
    assert.deepEqual(built.errors, []);
    const output = css(built.dist);
    assert.match(output, /\.kept\s*\{\s*color: red;?\s*\}/);
    assert.ok(!output.includes('skipped'), output);
    assert.ok(js(built.dist).includes('".skipped\\n  color blue\\n"'), js(built.dist));
  });
});

describe('Stylus plugin › code samples', () => {
  test('every rsbuild.config.ts sample and the src/index.ts imports type-check as written (strict), in both languages', () => {
    const files: Record<string, string> = { 'src/env.d.ts': "/// <reference types=\"@rsbuild/core/types\" />\n" };
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('plugins/list/plugin-stylus', lang);
      assert.equal(samples.length, 4, lang);
      samples.forEach((code, index) => (files[`${lang}-${index}.ts`] = code));
      const [imports] = pageSamples('plugins/list/plugin-stylus', lang, 'src/index.ts');
      files[`src/${lang}-index.ts`] = imports;
    }
    assert.deepEqual(typeCheckProject(ts, files, 'stylus-samples'), []);
  });
});

describe('Stylus plugin › .env NODE_ENV, lineNumbers and hoistAtrules without Lightning CSS, and together on @charset', () => {
  test('a NODE_ENV line in .env replaces a value already set in the shell, not only the CLI\'s (loadEnv of 1.x, which the CLI calls before it loads the config)', async () => {
    const dir = makeProject({ '.env': 'NODE_ENV=development\n' }, 'stylus-dotenv-node-env');
    const { loadEnv } = await rsbuildCore();
    await withNodeEnv('production', async () => {
      loadEnv({ cwd: dir }).cleanup();
      assert.equal(process.env.NODE_ENV, 'development');
    });
    assert.ok(pageText('plugins/list/plugin-stylus', 'en').includes('replace any value already set, whether by the CLI, the shell, a CI job or a Docker image, so `NODE_ENV=development` there makes the flag `true` in `rsbuild build`, even in `NODE_ENV=production rsbuild build`'));
    assert.ok(pageText('plugins/list/plugin-stylus', 'zh').includes('并覆盖已有的值，无论它来自 CLI、shell、CI 任务还是 Docker 镜像'));
  });

  test('with tools.lightningcssLoader: false in development, lineNumbers comments (with absolute paths) and @charset reach the output; lineNumbers with hoistAtrules fails on a file with @charset with ENOENT lstat <current directory>/null', async () => {
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const withCharset = "@charset 'utf-8'\n.a\n  color red\n";
    const build = (name: string, styl: string, stylusOptions: PluginStylusOptions['stylusOptions'], config: any = {}) => {
      const dir = makeProject({ 'src/index.js': "import './index.styl';\n", 'src/index.styl': styl }, name);
      return withNodeEnv(undefined, () => buildProject(dir, { mode: 'development', ...config, plugins: [pluginStylus({ stylusOptions })] })).then((built) => ({ dir, ...built }));
    };
    const noLightning = await build('stylus-no-lightningcss', withCharset, { lineNumbers: true }, { tools: { lightningcssLoader: false } });
    assert.deepEqual(noLightning.errors, []);
    const output = css(noLightning.dist);
    assert.ok(output.includes(`/* line 2 : ${path.join(noLightning.dir, 'src/index.styl')} */`), output);
    assert.ok(output.includes("@charset 'utf-8';"), output);

    // The failed build is thrown (buildProject returns only the errors it collected from stats).
    const failure = await build('stylus-lines-hoist-charset', withCharset, { lineNumbers: true, hoistAtrules: true }).then(
      (built) => built.errors.join('\n'),
      (error: unknown) => String(error instanceof Error ? error.message : error),
    );
    assert.ok(failure.includes(`ENOENT: no such file or directory, lstat '${path.join(process.cwd(), 'null')}'`), failure);
    for (const [name, styl, options] of [
      ['stylus-lines-charset', withCharset, { lineNumbers: true }],
      ['stylus-hoist-charset', withCharset, { hoistAtrules: true }],
      ['stylus-lines-hoist', '.a\n  color red\n', { lineNumbers: true, hoistAtrules: true }],
    ] as const) {
      assert.deepEqual((await build(name, styl, options)).errors, [], name);
    }
    const en = pageText('plugins/list/plugin-stylus', 'en');
    const zh = pageText('plugins/list/plugin-stylus', 'zh');
    assert.ok(en.includes('With `tools.lightningcssLoader: false` the comments, which hold absolute file paths, reach the output of a development build'));
    assert.ok(en.includes("Together with `lineNumbers`, it fails on a file that contains `@charset`: `ENOENT: no such file or directory, lstat '<cwd>/null'`, where `<cwd>` is the folder the build runs in"));
    assert.ok(zh.includes('设置 `tools.lightningcssLoader: false` 时，这些带有绝对文件路径的注释会出现在开发构建的产物中'));
    assert.ok(zh.includes("与 `lineNumbers` 同时开启时，包含 `@charset` 的文件会编译失败：`ENOENT: no such file or directory, lstat '<cwd>/null'`（`<cwd>` 为执行构建时的当前目录）"));
  });
});
