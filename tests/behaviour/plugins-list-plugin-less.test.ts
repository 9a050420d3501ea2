// Claims of plugins/list/plugin-less, checked with @rsbuild/plugin-less 1.6.4 and @rsbuild/core
// 1.7.6: one build, and the less-loader options in the generated config.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { PluginLessOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-less';
import { type CliResult, buildProject, pageSamples, pageText, typeCheckProject, listFiles, makeProject, outputFile, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, withoutInstalledPackages, writeProjectFiles, PRINTED_BUILD_TIME } from './harness';

const cwd = makeProject(
  {
    'src/index.js': "import './index.less';\nimport styles from './Sidebar.module.less';\nconsole.log(styles.menu);\n",
    'src/Sidebar.module.less': '@w: 10px;\n.menu { width: @w; }\n',
    // An imported file's relative url() must stay correct from the importing file (relativeUrls).
    'src/index.less': "@import './theme/colors.less';\n.title { color: @brand; width: `1 + 1`px; }\n",
    'src/theme/colors.less': "@brand: #663399;\n.hero { background: url('./bg.svg'); }\n",
    'src/theme/bg.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
  'less',
);

// The page's option samples together: paths replaced (without node_modules), modifyVars and
// globalVars, a mixin import through additionalData, and exclude with an asset/source rule. Its
// node_modules holds only a package with a .less file, to show that package imports still resolve.
const optionsDir = withoutInstalledPackages(
  makeProject(
    {
      'src/index.js': `import './index.less';
import raw from './raw.less?raw';
import inline from './raw.less?inline';
import theme from './themes/dark.less';
console.log(JSON.stringify({ raw, inline, theme }));
`,
      'src/index.less': "@import 'some-ui/styles/variables.less';\n@primary-color: red;\n@radius: 9px;\n.box { gap: @ui-gap; color: @primary-color; .rounded(); }\n",
      'src/raw.less': '.r { width: (1 + 1) * 1px; }\n',
      'src/themes/dark.less': '@t: 1px;\n.dark { border: @t; }\n',
      'src/styles/mixins.less': '.rounded() { border-radius: @radius; }\n',
    },
    'less-options',
  ),
);
writeProjectFiles(optionsDir, { 'node_modules/some-ui/styles/variables.less': '@ui-gap: 7px;\n' });
// Two mistakes in one CLI build (its own process: parallel loader workers would keep this one alive),
// and in more environments of the same build: a Less plugin written as an object literal with parallel,
// and a Less plugin made from a class, with and without parallel.
const failing = makeProject(
  {
    'src/index.js': "import './a.less';\nimport './themes/b.less';\n",
    'src/a.less': '.a { color: red; }\n',
    'src/themes/b.less': '.b { color: blue; }\n',
    'src/plugin.js': "import './c.less';\n",
    'src/c.less': '@h: 1px;\n.c { width: double(2px); height: @h; }\n',
    'rsbuild.config.mjs': [
      "import { pluginLess } from '@rsbuild/plugin-less';",
      'class DoublePlugin {',
      '  install(less, pluginManager, functions) {',
      "    functions.add('double', (n) => new less.tree.Dimension(n.value * 2, n.unit));",
      '  }',
      '}',
      'export default {',
      '  output: { filenameHash: false, minify: false },',
      '  environments: {',
      "    web: { plugins: [pluginLess({ parallel: true, exclude: /[\\\\/]themes[\\\\/]/, lessLoaderOptions: { additionalData: (content) => content } })] },",
      '    classPlugin: {',
      "      source: { entry: { plugin: './src/plugin.js' } },",
      "      output: { distPath: { root: 'dist-class' } },",
      "      plugins: [pluginLess({ parallel: true, lessLoaderOptions: { lessOptions: { modifyVars: { h: '3px' }, plugins: [new DoublePlugin()] } } })],",
      '    },',
      '    literalPlugin: {',
      "      source: { entry: { plugin: './src/plugin.js' } },",
      "      output: { distPath: { root: 'dist-literal' } },",
      "      plugins: [pluginLess({ parallel: true, lessLoaderOptions: { lessOptions: { plugins: [{ install(less, pluginManager, functions) {} }] } } })],",
      '    },',
      '    classPluginSerial: {',
      "      source: { entry: { plugin: './src/plugin.js' } },",
      "      output: { distPath: { root: 'dist-serial' } },",
      '      plugins: [pluginLess({ lessLoaderOptions: { lessOptions: { plugins: [new DoublePlugin()] } } })],',
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
  },
  'less-failing',
);

let css = '';
let optionsCss = '';
let optionsJs = '';
let failed: CliResult;
let loaderOptions: any;
let ruleLoaders: string[] = [];

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const { pluginLess } = await plugin('@rsbuild/plugin-less');
  const options: PluginLessOptions = {};
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginLess(options)], output: { minify: false, filenameHash: false }, logLevel: 'silent' } });
  const [rspack] = await rsbuild.initConfigs();
  const rule = (rspack.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
  ruleLoaders = rule.use.map((use: any) => String(use.loader).match(/(less-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]);
  loaderOptions = rule.use.find((use: any) => String(use.loader).includes('less-loader')).options;
  const failedRun = runCli(failing, ['build']);
  await rsbuild.build();
  const dist = path.join(cwd, 'dist');
  css = listFiles(dist).filter((file) => file.endsWith('.css')).map((file) => readText(dist, file)).join('\n');
  const optionsBuild = await buildProject(optionsDir, {
    plugins: [
      pluginLess({
        exclude: /[\\/]src[\\/]themes[\\/]/,
        lessLoaderOptions: {
          additionalData: "@import 'mixins.less';",
          lessOptions: { paths: [path.join(optionsDir, 'src/styles')], modifyVars: { 'primary-color': '#1677ff' }, globalVars: { radius: '4px' } },
        },
      } satisfies PluginLessOptions),
    ],
    tools: { rspack: { module: { rules: [{ test: /[\\/]src[\\/]themes[\\/].+\.less$/, type: 'asset/source' }] } } },
    output: { filenameHash: false, minify: false },
  });
  assert.deepEqual(optionsBuild.errors, []);
  optionsCss = outputFile(optionsBuild.dist, /^static\/css\/index\.css$/);
  optionsJs = outputFile(optionsBuild.dist, /^static\/js\/index\.js$/);
  failed = await failedRun;
});

describe('Less plugin', () => {
  test('How files are compiled: less-loader first, then the CSS loaders', () => {
    assert.deepEqual(ruleLoaders, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'less-loader']);
  });

  test('How files are compiled: a relative url() in an imported file stays correct from the importing file', () => {
    assert.match(css, /\.hero \{\n  background: url\(data:image\/svg\+xml;base64,/);
  });

  test('lessLoaderOptions: defaults javascriptEnabled true, paths [<root>/node_modules], sourceMap follows output.sourceMap.css (false)', () => {
    assert.equal(loaderOptions.lessOptions.javascriptEnabled, true);
    assert.deepEqual(loaderOptions.lessOptions.paths, [path.join(cwd, 'node_modules')]);
    assert.equal(loaderOptions.sourceMap, false);
  });

  test('lessLoaderOptions: inline JavaScript works because javascriptEnabled is on', () => {
    assert.match(css, /\.title \{\n  color: #639;\n  width: 2 px;\n\}/);
  });

  test('lessLoaderOptions: Less itself, with its own defaults, rejects backticks with Inline JavaScript is not enabled', async () => {
    const fromPlugin = createRequire(createRequire(path.join(rsbuildV1Dir, 'package.json')).resolve('@rsbuild/plugin-less'));
    const less = fromPlugin('less');
    await assert.rejects(less.render('.a { width: `1 + 1`px; }\n'), /Inline JavaScript is not enabled\. Is it set in your options\?/);
  });

  test('Register the plugin: ?raw gives the Less source, ?inline the compiled CSS', () => {
    assert.ok(optionsJs.includes('".r { width: (1 + 1) * 1px; }\\n"'), 'raw source');
    assert.match(optionsJs, /\.r \{\n  width: 2px;\n\}/);
  });

  test('lessLoaderOptions: paths is replaced (node_modules gone) yet a package import still resolves through Rspack', async () => {
    assert.match(optionsCss, /gap: 7px;/);
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginLess({ lessLoaderOptions: { lessOptions: { paths: ['/styles'] } } })] } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
    assert.deepEqual(rule.use.find((use: any) => String(use.loader).includes('less-loader')).options.lessOptions, { javascriptEnabled: true, paths: ['/styles'] });
  });

  test('lessLoaderOptions: modifyVars wins over the file, globalVars is overridden by it, additionalData imports a mixin from paths', () => {
    assert.match(optionsCss, /\.box \{\n  color: #1677ff;\n  border-radius: 9px;\n  gap: 7px;\n\}/);
  });

  test('exclude: the page\'s asset/source rule ships the excluded Less file as text', () => {
    assert.ok(optionsJs.includes('"@t: 1px;\\n.dark { border: @t; }\\n"'));
  });

  test('exclude: without a rule of its own, an excluded .less file fails with Module parse failed', () => {
    assert.equal(failed.code, 1);
    assert.match(failed.output, /File: \.\/src\/themes\/b\.less:1:1\n\s+× Module parse failed:/);
  });

  test('exclude: the whole error of an excluded .less file: Module parse failed:, JavaScript parse error: Expression expected, and the help line naming @rsbuild/plugin-less', () => {
    assert.match(failed.output, /File: \.\/src\/themes\/b\.less:1:1\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parse error: Expression expected\n/);
    const help = failed.output.slice(failed.output.indexOf('File: ./src/themes/b.less:1:1'));
    assert.match(help, /^File: [^\n]+\n(?:(?!\nFile: )[\s\S])*?help: \n\s+To enable support for Less, use "@rsbuild\/plugin-less" \(https:\/\/npmjs\.com\/package\/@rsbuild\/plugin-less\)\.\n/);
  });

  test('parallel: a function in lessLoaderOptions breaks the build with the not-cloneable error', () => {
    assert.match(failed.output, /The options for less-loader are not cloneable, which is not supported by parallelLoader/);
    assert.match(failed.output, /option "loaderContext" \(type: object\) is not cloneable: \(content\) => content could not be cloned\./);
  });

  test('parallel: the whole not-cloneable error, and the next line naming the additionalData function', () => {
    assert.match(failed.output, /File: \.\/src\/a\.less:1:1\n\s+× Module build failed \(from [^\n]*\/less-loader\/dist\/cjs\.js\):\n\s+╰─▶\s+× Error: The options for less-loader are not cloneable/);
    // The second error for the same file: the CSS extract loader points back at less-loader.
    assert.match(failed.output, /File: \.\/src\/a\.less:1:1\n\s+× Module build failed \(from [^\n]*\/@rspack\/core\/dist\/cssExtractLoader\.js\):\n\s+╰─▶\s+× Error: Module build failed \(from [^\n]*\/less-loader\/dist\/cjs\.js\):/);
    assert.ok(failed.output.includes('× Error: The options for less-loader are not cloneable, which is not supported by parallelLoader. Consider disabling parallel for this loader or removing the non-cloneable properties from the options:\n'), failed.output);
    assert.match(failed.output, /not supported by parallelLoader\. Consider disabling parallel for this loader or removing the non-cloneable properties from the options:\n\s+│ option "loaderContext" \(type: object\) is not cloneable: \(content\) => content could not be cloned\.\n/);
  });

  test('parallel: a Less plugin written as an object literal breaks the build with the not-cloneable error', () => {
    assert.match(failed.output, /option "loaderContext" \(type: object\) is not cloneable: install\(less, pluginManager, functions\) \{\} could not be cloned\./);
  });

  test('parallel: plain values such as the sample\'s modifyVars reach the worker', () => {
    // classPlugin runs less-loader in parallel with modifyVars { h: '3px' }; the file sets @h: 1px.
    assert.match(readText(failing, 'dist-class/static/css/plugin.css'), /height: 3px;/);
  });

  test('parallel: a Less plugin made from a class raises no error and silently does nothing', () => {
    // The classPlugin environment builds (its CSS is written) while double() stays uncompiled;
    // the same plugin without parallel does its work.
    assert.match(failed.output, new RegExp(String.raw`built in ${PRINTED_BUILD_TIME} \(classPlugin\)`));
    assert.equal(readText(failing, 'dist-class/static/css/plugin.css'), '.c {\n  width: double(2px);\n  height: 3px;\n}\n\n');
    assert.equal(readText(failing, 'dist-serial/static/css/plugin.css'), '.c {\n  width: 4px;\n  height: 1px;\n}\n\n');
  });

  test('lessLoaderOptions: the page\'s function sample type-checks; an array of an object and functions is applied in order, and a returned object replaces the options', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const sample: PluginLessOptions = {
      lessLoaderOptions: (options) => {
        options.lessOptions = { ...options.lessOptions, javascriptEnabled: false, math: 'always' };
      },
    };
    const chained: PluginLessOptions = {
      lessLoaderOptions: [sample.lessLoaderOptions as Exclude<PluginLessOptions['lessLoaderOptions'], undefined | unknown[]>, { additionalData: '@a: 1;' }, (options) => ({ additionalData: `${options.additionalData} @b: 2;` })],
    };
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginLess(chained)] } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
    const options = rule.use.find((use: any) => String(use.loader).includes('less-loader')).options;
    assert.deepEqual(options, { additionalData: '@a: 1; @b: 2;' });
  });

  test('Register the plugin: a *.module.less file is a CSS Module (hashed class name in the CSS)', () => {
    assert.match(css, /^\.src-Sidebar-module__menu-[\w-]+ \{\n  width: 10px;\n\}/m);
  });

  test('the result is extracted into .css files in development too', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', plugins: [pluginLess()] } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
    assert.match(String(rule.use[0].loader), /cssExtractLoader/);
  });

  test('Opening paragraph: for node and web-worker targets only css-loader follows less-loader, then Rsbuild\'s ignoreCssLoader (no extraction, no Lightning CSS), and it exports only the class names', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: {
        plugins: [pluginLess()],
        environments: { node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } }, web: { output: { target: 'web' } } },
      },
    });
    const configs = await rsbuild.initConfigs();
    const loadersOf = (config: any) => {
      const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
      return { names: rule.use.map((use: any) => String(use.loader).match(/(less-loader|lightningcss-loader|css-loader|cssExtractLoader|ignoreCssLoader)/)?.[1]), cssLoader: rule.use.find((use: any) => String(use.loader).includes('css-loader') && !String(use.loader).includes('lightningcss')) };
    };
    const [node, worker, web] = configs.map(loadersOf);
    for (const target of [node, worker]) {
      // Rsbuild's ignoreCssLoader drops the CSS text that css-loader leaves.
      assert.deepEqual(target.names, ['ignoreCssLoader', 'css-loader', 'less-loader']);
      assert.equal(target.cssLoader.options.modules.exportOnlyLocals, true);
    }
    assert.deepEqual(web.names, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'less-loader']);
    // The ?inline rule keeps Lightning CSS for every target.
    for (const config of configs) {
      const inline = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/` && String(r.resourceQuery) === String.raw`/[?&]inline(?:&|=|$)/`);
      assert.deepEqual(inline.use.map((use: any) => String(use.loader).match(/(less-loader|lightningcss-loader|css-loader)/)?.[1]), ['css-loader', 'lightningcss-loader', 'less-loader'], config.name);
    }
  });

  test('Opening paragraph: the page names ?inline as the exception, in both languages', () => {
    assert.ok(pageText('plugins/list/plugin-less', 'en').includes('A `?inline` import is the exception: its rule keeps Lightning CSS for these targets too.'));
    assert.ok(pageText('plugins/list/plugin-less', 'zh').includes('`?inline` 引入是个例外：对这两种目标，它的规则依然保留 Lightning CSS。'));
  });

  test('How files are compiled: PostCSS plugins added through tools.postcss (no config file) also put postcss-loader after less-loader', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: { plugins: [pluginLess()], tools: { postcss: (_options, { addPlugins }) => void addPlugins({ postcssPlugin: 'noop', Once() {} }) } },
    });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
    const names = rule.use.map((use: any) => String(use.loader).match(/(postcss-loader|less-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]);
    assert.deepEqual(names, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'postcss-loader', 'less-loader']);
    assert.ok(pageText('plugins/list/plugin-less', 'en').includes('PostCSS when the project has PostCSS plugins (from a PostCSS config file or added through [tools.postcss](/config/tools/postcss))'));
    assert.ok(pageText('plugins/list/plugin-less', 'zh').includes('如果项目用到了 PostCSS 插件（来自 PostCSS 配置文件，或通过 [tools.postcss](/config/tools/postcss) 添加）'));
  });

  test('How files are compiled: with output.injectStyles, style-loader takes the place of CSS extraction', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { output: { injectStyles: true }, plugins: [pluginLess()] } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
    const names = rule.use.map((use: any) => String(use.loader).match(/(style-loader|less-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]);
    assert.deepEqual(names, ['style-loader', 'css-loader', 'lightningcss-loader', 'less-loader']);
  });

  test('parallel: true marks less-loader as parallel and turns on experiments.parallelLoader', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginLess({ parallel: true })] } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
    assert.equal(rule.use.find((use: any) => String(use.loader).includes('less-loader')).parallel, true);
    assert.equal((config.experiments as any).parallelLoader, true);
  });
});

// The include option and the common problems, each in a build of its own (a failing file stops
// the others' CSS from being written).
describe('Less plugin › include and common problems', () => {
  let upperCase: Awaited<ReturnType<typeof buildProject>>;
  let folderOnly: Awaited<ReturnType<typeof buildProject>>;
  let noInlineJs: Awaited<ReturnType<typeof buildProject>>;
  let withPostcss: Awaited<ReturnType<typeof buildProject>>;
  let importerOnly: Awaited<ReturnType<typeof buildProject>>;
  let importerDefault: Awaited<ReturnType<typeof buildProject>>;
  let logAsWarning: Awaited<ReturnType<typeof buildProject>>;
  let logDefault: Awaited<ReturnType<typeof buildProject>>;
  let logPrinted: CliResult;
  let postcssLoaders: string[] = [];
  let ruleIds: string[] = [];
  before(async () => {
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const listRules = { name: 'list-rules', setup: (api: any) => api.modifyBundlerChain((chain: any) => void (ruleIds = Object.keys(chain.module.rules.entries() ?? {}))) };
    // A PostCSS config with one plugin, which adds a rule and turns every `gap` value into 7px.
    const postcssConfig = "module.exports = { plugins: [{ postcssPlugin: 'mark', Once(root) { root.append('.from-postcss { order: 7; }'); }, Declaration: { gap: (decl) => { decl.value = '7px'; } } }] };\n";
    // shared.less lies only in a folder listed in lessOptions.paths, where Less's own lookup finds it and Rspack's does not.
    const pathsProject = makeProject({ 'src/index.js': "import './a.less';\n", 'src/a.less': "@import 'shared.less';\n.a { color: @shared; }\n", 'lib/shared.less': '@shared: #123456;\n' }, 'less-importer');
    const pathsOptions = (webpackImporter?: 'only') => ({ plugins: [pluginLess({ lessLoaderOptions: { webpackImporter, lessOptions: { paths: [path.join(pathsProject, 'lib')] } } })], output: { filenameHash: false, minify: false, distPath: { root: `dist-${webpackImporter ?? 'default'}` } } });
    // An extend without a match makes Less log a warning.
    const warnProject = makeProject({ 'src/index.js': "import './a.less';\n", 'src/a.less': '.a:extend(.missing) { color: red; }\n' }, 'less-log');
    // The same file in a CLI build of two environments, without and with lessLogAsWarnOrErr: what is printed.
    const logCli = runCli(
      makeProject(
        {
          'src/index.js': "import './a.less';\n",
          'src/a.less': '.a:extend(.missing) { color: red; }\n',
          'rsbuild.config.mjs': [
            "import { pluginLess } from '@rsbuild/plugin-less';",
            'export default {',
            '  environments: {',
            "    quiet: { output: { distPath: { root: 'dist-quiet' } }, plugins: [pluginLess()] },",
            "    loud: { output: { distPath: { root: 'dist-loud' } }, plugins: [pluginLess({ lessLoaderOptions: { lessLogAsWarnOrErr: true } })] },",
            '  },',
            '};',
            '',
          ].join('\n'),
        },
        'less-log-cli',
      ),
      ['build'],
    );
    const warnOptions = (lessLogAsWarnOrErr?: boolean) => ({ plugins: [pluginLess({ lessLoaderOptions: { lessLogAsWarnOrErr } })], output: { distPath: { root: `dist-${lessLogAsWarnOrErr ?? 'default'}` } } });
    [importerOnly, importerDefault, logAsWarning, logDefault, logPrinted] = await Promise.all([buildProject(pathsProject, pathsOptions('only')), buildProject(pathsProject, pathsOptions()), buildProject(warnProject, warnOptions(true)), buildProject(warnProject, warnOptions()), logCli]);
    [upperCase, folderOnly, noInlineJs, withPostcss] = await Promise.all([
      // Also the page's additionalData sample: a mixin imported through a resolve.alias entry.
      buildProject(makeProject({ 'src/index.js': "import './Old.LESS';\n", 'src/Old.LESS': '.old { color: @c; margin: @m; .mixin(); }\n', 'src/styles/mixins.less': '.mixin() { padding: 5px; }\n' }, 'less-upper'), {
        output: { filenameHash: false, minify: false },
        resolve: { alias: { '@styles': './src/styles' } },
        plugins: [pluginLess({ include: /\.less$/i, lessLoaderOptions: { additionalData: `@import '@styles/mixins.less';`, lessOptions: { modifyVars: { '@c': 'blue', m: '3px' } } } }), listRules],
      }),
      buildProject(makeProject({ 'src/index.js': "import './a.less';\nconsole.log('marker-script');\n", 'src/a.less': '.a { color: red; }\n' }, 'less-folder'), {
        plugins: [pluginLess({ include: /[\\/]src[\\/]/ })],
      }),
      buildProject(makeProject({ 'src/index.js': "import './a.less';\n", 'src/a.less': '.a { width: `1 + 1`px; }\n' }, 'less-no-js'), {
        // lessLogAsWarnOrErr too: an error that stops Less fails the build with it as without it.
        plugins: [pluginLess({ lessLoaderOptions: { lessLogAsWarnOrErr: true, lessOptions: { javascriptEnabled: false } } })],
      }),
      buildProject(makeProject({ 'src/index.js': "import './a.less';\n", 'src/a.less': '@g: 1px;\n.a { gap: @g; }\n', 'postcss.config.cjs': postcssConfig }, 'less-postcss'), {
        output: { filenameHash: false, minify: false },
        plugins: [pluginLess(), { name: 'list-less-loaders', setup: (api: any) => api.modifyBundlerChain((chain: any) => void (postcssLoaders = chain.module.rule('less').uses.values().map((use: any) => String(use.get('loader')).match(/(less-loader|postcss-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]))) }],
      }),
    ]);
  });

  test('How files are compiled: with @rsbuild/core 1.x the plugin adds three rules: less, less-raw and less-inline', () => {
    assert.deepEqual(ruleIds.filter((id) => id.startsWith('less')), ['less', 'less-raw', 'less-inline']);
  });

  test('How files are compiled: with a PostCSS config, PostCSS runs on the output of less-loader, before Lightning CSS', () => {
    // Loaders run from last to first: less-loader, postcss-loader, lightningcss-loader, css-loader.
    assert.deepEqual(postcssLoaders, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'postcss-loader', 'less-loader']);
    assert.deepEqual(withPostcss.errors, []);
    assert.equal(outputFile(withPostcss.dist, /^static\/css\/index\.css$/), '.a {\n  gap: 7px;\n}\n\n.from-postcss {\n  order: 7;\n}\n\n');
  });

  test('include: /\\.less$/i compiles a .LESS file', () => {
    assert.deepEqual(upperCase.errors, []);
    assert.match(outputFile(upperCase.dist, /^static\/css\/index\.css$/), /\.old \{\n  color: #00f;\n  margin: 3px;\n  padding: 5px;\n\}/);
  });

  test('lessLoaderOptions: additionalData imports a mixin file through a resolve.alias entry', () => {
    assert.match(outputFile(upperCase.dist, /^static\/css\/index\.css$/), /padding: 5px;/);
  });

  test('lessLoaderOptions: sourceMap is true when output.sourceMap.css is on', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { output: { sourceMap: { css: true } }, plugins: [pluginLess()] } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
    assert.equal(rule.use.find((use: any) => String(use.loader).includes('less-loader')).options.sourceMap, true);
  });

  test('lessLoaderOptions: sourceMap also follows output.sourceMap when it is a boolean', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: { plugins: [pluginLess()], environments: { on: { output: { sourceMap: true } }, off: { output: { sourceMap: false } } } },
    });
    const values = (await rsbuild.initConfigs()).map((config) => {
      const rule = (config.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
      return rule.use.find((use: any) => String(use.loader).includes('less-loader')).options.sourceMap;
    });
    assert.deepEqual(values, [true, false]);
    assert.ok(pageText('plugins/list/plugin-less', 'en').includes('or `output.sourceMap` itself when you set it to `true` or `false`'));
    assert.ok(pageText('plugins/list/plugin-less', 'zh').includes('如果把 `output.sourceMap` 直接设为 `true` 或 `false`，则跟随这个布尔值'));
  });

  // Checked on 2026-12-06 in /tmp scratch projects with @rsbuild/plugin-less 1.6.4 and
  // `pluginLess({ parallel: true })`: with @rsbuild/core 1.3.1 and 1.3.2 (`npm install`, then
  // `rsbuild build`) the build printed "error   Failed to build." and
  // "error   TypeError: loader.parallel is not a function" (at the plugin's callback, from
  // modifyBundlerChain); with 1.3.2 and no parallel it built; with 1.4.2 and parallel: true it built
  // (an additionalData function there failed with "DataCloneError: (c) => c could not be cloned.", so
  // less-loader did run in a worker). The rule chain's `parallel` method: behaviour-versions.json,
  // entry plugin-less.parallel:core-1.4 (1.3.22 lacks it, 1.4.2 has it).
  test('parallel: the page says it needs @rsbuild/core 1.4, and names the 1.3 error', () => {
    for (const lang of ['en', 'zh'] as const) {
      const section = pageText('plugins/list/plugin-less', lang).split('### `parallel`')[1].split('\n## ')[0];
      assert.ok(section.includes('`TypeError: loader.parallel is not a function`'), lang);
      assert.ok(section.includes(lang === 'en' ? 'needs `@rsbuild/core` 1.4 or later' : '要求 `@rsbuild/core` 1.4 及以上'), lang);
    }
    // The CSS guide's short list of the plugin's options says the same.
    assert.ok(pageText('guide/styling/css-usage', 'en').includes('compiles Less files in worker threads and needs `@rsbuild/core` 1.4 or later (with 1.3, the build stops with `TypeError: loader.parallel is not a function`).'));
    assert.ok(pageText('guide/styling/css-usage', 'zh').includes('它会在 worker 线程中编译 Less 文件，需要 `@rsbuild/core` 1.4 及以上版本（在 1.3 中构建会以 `TypeError: loader.parallel is not a function` 中止）。'));
  });

  test('Install: version 1.6.4 declares @rsbuild/core ^1.3.0 || ^2.0.0-0 as its peer dependency', () => {
    const pkg = JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-less'), 'package.json'));
    assert.equal(pkg.version, '1.6.4');
    assert.deepEqual(pkg.peerDependencies, { '@rsbuild/core': '^1.3.0 || ^2.0.0-0' });
  });

  // Checked on 2026-12-05 with npm 11.19.1 (`npm install @rsbuild/plugin-less@1 -D --package-lock-only`):
  // with "@rsbuild/core": "1.2.19" or "~1.2.0" (lockfile at 1.2.19) npm printed "npm error code ERESOLVE",
  // "npm error ERESOLVE could not resolve" (peerOptional @rsbuild/core@"^1.3.0 || ^2.0.0-0" from
  // @rsbuild/plugin-less@1.6.4); with "^1.2.0" and the same lockfile it succeeded and the lockfile moved
  // @rsbuild/core to 1.7.6.
  test('Install: npm stops with ERESOLVE only when the core range takes no 1.3.0+ release; a caret range is upgraded', () => {
    assert.equal(JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core'), 'package.json')).version, '1.7.6');
    for (const lang of ['en', 'zh'] as const) {
      const install = pageText('plugins/list/plugin-less', lang).split(/^## /m)[1];
      for (const literal of ['`1.2.19`', '`~1.2.0`', 'npm 11.19.1', '`npm error ERESOLVE could not resolve`', '`^1.2.0`', '1.7.6']) {
        assert.ok(install.includes(literal), `${lang}: ${literal}`);
      }
    }
  });

  test('Install: less-loader and Less 4 are dependencies of the plugin; less-loader loads that Less', () => {
    const fromPlugin = createRequire(createRequire(path.join(rsbuildV1Dir, 'package.json')).resolve('@rsbuild/plugin-less'));
    const lessLoader = fromPlugin.resolve('less-loader');
    const less = createRequire(lessLoader)('less');
    assert.equal(less.version[0], 4);
    assert.equal(createRequire(lessLoader).resolve('less'), fromPlugin.resolve('less'));
  });

  test('include: a folder pattern alone also sends the scripts of that folder to less-loader', () => {
    const text = folderOnly.errors.join('\n');
    assert.match(text, /Module build failed \(from [^)]*less-loader\/dist\/cjs\.js\)/);
    assert.match(text, /Unrecognised input\n[\s│]+Error in \/.*\/src\/index\.js \(line 1, column 7\)/);
  });

  test("lessLoaderOptions: webpackImporter 'only' turns off Less's own lookup, so a file found only in paths is no longer found; by default it is", () => {
    assert.deepEqual(importerDefault.errors, []);
    assert.match(outputFile(importerDefault.dist, /^static\/css\/index\.css$/), /\.a \{\n  color: #123456;\n\}/);
    // less-loader's error, then the CSS extract loader's error for the same file.
    assert.equal(importerOnly.errors.length, 2, importerOnly.errors.join('\n'));
    assert.match(importerOnly.errors[0], /Module build failed \(from [^)]*less-loader\/dist\/cjs\.js\)[\s\S]*@import 'shared\.less';[\s\S]*Less resolver error:\n[\s│]*Next\n/);
    assert.match(importerOnly.errors[1], /Module build failed \(from [^)]*cssExtractLoader\.js\)/);
  });

  test("lessLoaderOptions: lessLogAsWarnOrErr is off by default; with true, a warning Less logs becomes an Rspack warning", () => {
    assert.deepEqual(logDefault.warnings, []);
    assert.equal(logAsWarning.warnings.length, 1, logAsWarning.warnings.join('\n'));
    assert.match(logAsWarning.warnings[0], /Module Warning \(from [^)]*less-loader\/dist\/cjs\.js[^)]*\):\n[\s│]*WARNING: extend ' \.missing' has no matches/);
    assert.deepEqual([logDefault.errors, logAsWarning.errors], [[], []]);
  });

  test('lessLoaderOptions: lessLogAsWarnOrErr: by default the CLI prints none of the messages Less logs; with true, the message is printed as a build warning', () => {
    // Both environments compile a.less and Less logs the unmatched extend in each; only "loud" prints it.
    assert.equal(logPrinted.code, 0, logPrinted.output);
    assert.match(logPrinted.output, new RegExp(String.raw`built in ${PRINTED_BUILD_TIME} \(quiet\)`));
    assert.equal(logPrinted.output.split("extend ' .missing' has no matches").length - 1, 1, logPrinted.output);
    assert.match(logPrinted.output, /warn {4}Build warning: \nFile: \.\/src\/a\.less:1:1\n\s+⚠ Module Warning \(from [^\n]*less-loader\/dist\/cjs\.js[^\n]*\):\n\s+│ WARNING: extend ' \.missing' has no matches/);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-less', lang);
      assert.ok(text.includes("`extend ' .missing' has no matches`"), lang);
      assert.ok(!text.includes(lang === 'en' ? "reports Less's warnings and errors as Rspack warnings and errors" : '会把 Less 的警告和错误作为 Rspack 的警告和错误报告'), lang);
    }
  });

  test('Common problems: backticks with javascriptEnabled false fail with Inline JavaScript is not enabled', () => {
    assert.match(noInlineJs.errors.join('\n'), /Inline JavaScript is not enabled\. Is it set in your options\?/);
  });

  test('lessLoaderOptions: an error that stops Less fails the build with lessLogAsWarnOrErr (Inline JavaScript) and without it (a syntax error)', () => {
    assert.match(noInlineJs.errors.join('\n'), /Module build failed \(from [^)]*less-loader\/dist\/cjs\.js\)[\s\S]*Inline JavaScript is not enabled/);
    assert.match(folderOnly.errors.join('\n'), /Module build failed \(from [^)]*less-loader\/dist\/cjs\.js\)[\s\S]*Unrecognised input/);
  });

  test('Common problems: a modifyVars name works with or without the leading @', () => {
    assert.match(outputFile(upperCase.dist, /^static\/css\/index\.css$/), /color: #00f;\n  margin: 3px;/);
  });

  test('Register the plugin: every rsbuild.config.ts sample, in both languages, type-checks as written; the src/index.ts imports are typed by @rsbuild/core/types (?raw is a string, a *.module.less import a class map)', () => {
    const files: Record<string, string> = { 'env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' };
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('plugins/list/plugin-less', lang);
      assert.equal(samples.length, 7, lang);
      samples.forEach((code, index) => (files[`${lang}-${index}.ts`] = code));
      const [index] = pageSamples('plugins/list/plugin-less', lang, 'src/index.ts');
      files[`src-${lang}/index.ts`] = `${index}const source: string = themeSource;\nconst sidebar: string | undefined = styles.sidebar;\nexport { source, sidebar };\n`;
    }
    assert.deepEqual(typeCheckProject(ts, files, 'less-samples'), []);
    // Without the reference, the same imports do not type-check.
    const bare = typeCheckProject(ts, { 'index.ts': pageSamples('plugins/list/plugin-less', 'en', 'src/index.ts')[0] }, 'less-samples-bare');
    assert.ok(bare.some((line) => line.includes("TS2307: Cannot find module './theme.less?raw'")), bare.join('\n'));
  });
});
