import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { RsbuildConfig, RsbuildInstance, RsbuildPlugin, RsbuildPluginAPI } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, type BuildResult, buildWithConfigFile, type CliResult, listFiles, makeProject, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, tscProject, withNodeEnv, withoutInstalledPackages, withTakenPort, writeProjectFiles } from './harness';

// Type-level proofs: every Rsbuild option the page's tables name exists in 1.7.6 with the value
// form given there (tsc checks this file).
const tableOptions = {
  source: {
    entry: { index: './src/index.js' },
    define: { __BUILD_ENV__: JSON.stringify({ region: 'eu' }) },
    decorators: { version: '2022-03' },
  },
  resolve: { alias: { '@': './src' }, mainFields: ['browser', 'module', 'main'], extensions: ['.web.js', '.js'] },
  server: {
    port: 8080,
    host: '0.0.0.0',
    https: { key: 'key.pem', cert: 'cert.pem' },
    open: { target: '/', before: () => {} },
    proxy: { '/api': 'http://localhost:3001' },
    headers: { 'X-Test': '1' },
    historyApiFallback: true,
    compress: true,
  },
  dev: {
    hmr: true,
    liveReload: true,
    client: { overlay: true },
    writeToDisk: true,
    setupMiddlewares: [() => {}],
    lazyCompilation: true,
    progressBar: true,
    assetPrefix: '/',
  },
  output: {
    minify: { jsOptions: { minimizerOptions: { compress: true } }, cssOptions: {} },
    sourceMap: { js: 'source-map', css: true },
    filenameHash: false,
    injectStyles: true,
    inlineScripts: true,
    inlineStyles: true,
    cssModules: { localIdentName: '[local]-[hash:base64:6]', auto: (resource: string) => resource.endsWith('.css') },
    manifest: true,
    distPath: { root: 'dist', html: 'html' },
    polyfill: 'usage',
  },
  html: {
    outputStructure: 'flat',
    title: ({ entryName }) => entryName,
    meta: ({ entryName }) => ({ description: entryName }),
    favicon: ({ entryName }) => `./${entryName}.ico`,
    inject: ({ entryName }) => (entryName === 'index' ? 'head' : 'body'),
    template: ({ entryName }) => `./${entryName}.html`,
    templateParameters: (defaults, { entryName }) => ({ ...defaults, entryName }),
    tags: [(tags, { entryName }) => (entryName ? tags : tags)],
    appIcon: { icons: [{ src: './icon.png', size: 180 }] },
  },
  security: { sri: { enable: true, algorithm: 'sha384' } },
  tools: { rspack: {}, bundlerChain: () => {} },
} satisfies RsbuildConfig;
// The keys the page says kept their Builder names (a sample of them), in 1.7.6's config type.
const keptNames = {
  output: { assetPrefix: '/', copy: [{ from: './public' }], externals: { react: 'React' }, filename: { js: '[name].js' } },
  html: { template: './index.html', title: 'App' },
  source: { define: { __DEV__: 'false' }, include: [/node_modules[\\/]some-esm-package/] },
  tools: { postcss: {} },
} satisfies RsbuildConfig;
// The other top-level keys of Builder's shared config types (@modern-js/builder-shared 2.46.1) that
// the page's tables do not map: all exist in 1.7.6 under the same names.
const otherKeptNames = {
  source: { exclude: [/legacy/], preEntry: './src/polyfill.js' },
  output: { cleanDistPath: true, legalComments: 'none', cssModules: { auto: true }, charset: 'ascii', dataUriLimit: 10000, overrideBrowserslist: ['chrome >= 87'], polyfill: 'entry' },
  html: { mountId: 'app', scriptLoading: 'defer', crossorigin: 'anonymous', favicon: './favicon.ico', inject: 'body', meta: { description: 'app' }, tags: [], templateParameters: {} },
  tools: { cssLoader: {}, styleLoader: {} },
  security: { nonce: 'abc' },
} satisfies RsbuildConfig;
// Builder's disableSourceMap: true, turned over.
const noSourceMaps = { output: { sourceMap: { js: false, css: false } } } satisfies RsbuildConfig;
// In the function form and from a variable, an unknown key next to a known one is not reported
// (no @ts-expect-error here, and tsc passes).
type DefineConfigInput = Parameters<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').defineConfig>[0];
const functionForm: DefineConfigInput = () => ({ output: { disableFilenameHash: true, minify: false } });
const builtFirst = { output: { disableFilenameHash: true, minify: false } };
const fromVariable: DefineConfigInput = builtFirst;
// source.alias is still in the 1.x types.
const deprecatedAlias = { source: { alias: { '@': './src' } } } satisfies RsbuildConfig;
// @ts-expect-error 'ua' is not a polyfill mode of Rsbuild
const noUa: RsbuildConfig = { output: { polyfill: 'ua' } };
// Two options of Builder's webpack provider (@modern-js/builder-webpack-provider 2.46.1) that the
// page leaves unmapped: Rsbuild 1.x has neither tools.inspector nor an experiments key.
// @ts-expect-error no tools.inspector
const noInspector: RsbuildConfig = { tools: { inspector: {} } };
// @ts-expect-error no experiments
const noExperiments: RsbuildConfig = { experiments: { sourceBuild: true } };
// Builder's dev.beforeStartUrl took one function or an array (ArrayOrNot in @modern-js/builder-shared
// 2.45.0); server.open.before takes one function only.
// @ts-expect-error an array of functions is not accepted
const noBeforeArray: RsbuildConfig = { server: { open: { before: [() => {}] } } };
// @ts-expect-error Rsbuild 1.x has no tools.devServer
const noToolsDevServer: RsbuildConfig = { tools: { devServer: { before: [] } } };
const deprecatedAliasStrategy = { source: { aliasStrategy: 'prefer-alias' } } satisfies RsbuildConfig;
const hooks: Array<keyof RsbuildPluginAPI> = [
  'modifyBundlerChain',
  'modifyRspackConfig',
  'onBeforeCreateCompiler',
  'onAfterCreateCompiler',
  'onBeforeBuild',
  'onAfterBuild',
  'onBeforeStartDevServer',
  'onAfterStartDevServer',
  'onExit',
  'modifyRsbuildConfig',
  'getRsbuildConfig',
  'onAfterDevCompile',
  'onDevCompileDone',
];
// The members of a Builder 2.x instance (createBuilder of @modern-js/builder 2.45.0) that keep their
// names on an Rsbuild instance, and the three that do not.
const instanceMethods: Array<keyof RsbuildInstance> = [
  'build',
  'startDevServer',
  'createCompiler',
  'initConfigs',
  'inspectConfig',
  'addPlugins',
  'removePlugins',
  'isPluginExists',
  'getNormalizedConfig',
  'context',
  'onBeforeBuild',
  'onBeforeCreateCompiler',
  'onBeforeStartDevServer',
  'onAfterBuild',
  'onAfterCreateCompiler',
  'onAfterStartDevServer',
  'onDevCompileDone',
  'onExit',
  'preview',
  'getRsbuildConfig',
];
// @ts-expect-error serve() is preview() in Rsbuild
const noServe: keyof RsbuildInstance = 'serve';
// @ts-expect-error getBuilderConfig() is getRsbuildConfig()
const noGetBuilderConfig: keyof RsbuildInstance = 'getBuilderConfig';
// @ts-expect-error the instance has no getHTMLPaths()
const noGetHTMLPaths: keyof RsbuildInstance = 'getHTMLPaths';
void [noBeforeArray, keptNames, otherKeptNames, noInspector, noExperiments, tableOptions, deprecatedAlias, noUa, noToolsDevServer, deprecatedAliasStrategy, hooks, instanceMethods, noSourceMaps, functionForm, fromVariable, noServe, noGetBuilderConfig, noGetHTMLPaths];

// The page's TypeScript samples, as written (type-checked together in one tsc run below).
const vueConfig = `import { defineConfig } from '@rsbuild/core';
import { pluginVue } from '@rsbuild/plugin-vue';

export default defineConfig({
  source: {
    entry: { index: './src/main.ts' },
  },
  server: {
    port: 8080,
    open: true,
  },
  output: {
    filenameHash: false,
  },
  plugins: [pluginVue()],
});
`;
const reactConfig = `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginSvgr } from '@rsbuild/plugin-svgr';

export default defineConfig({
  plugins: [
    pluginReact(),
    // mixedImport keeps both the URL default export and the named ReactComponent export
    pluginSvgr({ mixedImport: true }),
    pluginSass(),
  ],
});
`;
const titlesConfig = `import { defineConfig } from '@rsbuild/core';

const titles: Record<string, string> = { index: 'Home', admin: 'Admin' };

export default defineConfig({
  source: {
    entry: { index: './src/index.js', admin: './src/admin.js' },
  },
  html: {
    title: ({ entryName }) => titles[entryName] ?? 'App',
  },
});
`;
const keepConfig = `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  server: { port: 8080 },
  output: {
    polyfill: 'entry',
    charset: 'ascii',
    dataUriLimit: 10000,
    distPath: { html: 'html' },
    // Builder's values, picked by NODE_ENV: hidden JavaScript source maps when it is 'production',
    // cheap ones otherwise, and CSS source maps only when it is not 'production'
    sourceMap: {
      js: process.env.NODE_ENV === 'production' ? 'hidden-source-map' : 'cheap-module-source-map',
      css: process.env.NODE_ENV !== 'production',
    },
    overrideBrowserslist: ['> 0.01%', 'not dead', 'not op_mini all'],
  },
  html: { outputStructure: 'nested' },
  source: { decorators: { version: 'legacy' } },
});
`;
const nodeApiSample = `import { createRsbuild } from '@rsbuild/core';

const rsbuild = await createRsbuild({
  config: {
    source: { entry: { index: './src/main.js' } },
    output: { polyfill: 'off' },
  },
});

if (process.argv[2] === 'build') {
  await rsbuild.build();
} else {
  await rsbuild.startDevServer();
}
`;
const pluginTitleSample = `import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginTitle = (): RsbuildPlugin => ({
  name: 'plugin-title',
  setup(api) {
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(config, { html: { title: 'My App' } }),
    );
    api.modifyBundlerChain((_chain, { environment }) => {
      console.log(environment.htmlPaths);
    });
  },
});
`;
const samplesDir = makeProject(
  {
    'vue.config.ts': vueConfig,
    'react.config.ts': reactConfig,
    'titles.config.ts': titlesConfig,
    'keep.config.ts': keepConfig,
    'build.ts': nodeApiSample,
    'plugin-title.ts': pluginTitleSample,
    'tsconfig.json': JSON.stringify({ compilerOptions: { noEmit: true, strict: true, skipLibCheck: true, types: ['node'], lib: ['es2022', 'dom'], module: 'esnext', moduleResolution: 'bundler', target: 'es2022' }, include: ['*.ts'] }),
  },
  'builder-ts-samples',
);
let samplesTsc: { code: number; output: string };

// The page's converted Vue config, its "keep Builder's behavior" config with per-entry titles, and
// its Node.js API sample.
const vueDir = makeProject(
  {
    'src/main.ts': "import { createApp, h } from 'vue';\ncreateApp({ render: () => h('p', 'builder app') }).mount('#root');\nconsole.log('你好 Grüße 😀');\n",
    'rsbuild.config.ts': vueConfig,
  },
  'builder-vue',
);
const keepDir = makeProject(
  {
    'src/index.js': "import './app.css';\nimport atLimit from './at-limit.png';\nimport overLimit from './over-limit.png';\nconsole.log('home', atLimit, overLimit);\n",
    'src/app.css': '.home { color: red; }\n',
    'src/at-limit.png': 'x'.repeat(10000),
    'src/over-limit.png': 'x'.repeat(10001),
    'src/admin.js': "console.log('admin', __BUILD_ENV__.region, typeof __BUILD_ENV__);\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

const titles: Record<string, string> = { index: 'Home', admin: 'Admin' };

export default defineConfig({
  source: {
    entry: { index: './src/index.js', admin: './src/admin.js' },
    decorators: { version: 'legacy' },
    // The page's replacement for source.globalVars.
    define: { __BUILD_ENV__: JSON.stringify({ region: 'eu' }) },
  },
  html: {
    title: ({ entryName }) => titles[entryName] ?? 'App',
    outputStructure: 'nested',
  },
  server: { port: 8080 },
  output: {
    polyfill: 'entry',
    charset: 'ascii',
    dataUriLimit: 10000,
    distPath: { html: 'html' },
    // Builder's values, picked by NODE_ENV: hidden JavaScript source maps when it is 'production',
    // cheap ones otherwise, and CSS source maps only when it is not 'production'
    sourceMap: {
      js: process.env.NODE_ENV === 'production' ? 'hidden-source-map' : 'cheap-module-source-map',
      css: process.env.NODE_ENV !== 'production',
    },
    overrideBrowserslist: ['> 0.01%', 'not dead', 'not op_mini all'],
  },
});
`,
  },
  'builder-keep',
);
// The Node.js API sample: the config file next to it must not be read.
const apiDir = makeProject(
  {
    'src/main.js': "console.log('api build');\n",
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'from-config-file' } } };\n",
  },
  'builder-api',
);
// Its config file holds two Builder keys that Rsbuild does not know (the JS API tests below pass
// their own config, so only the CLI run reads it).
const inspectDir = makeProject({ 'src/index.js': "console.log('inspect');\n", 'rsbuild.config.mjs': 'export default { builderPlugins: [], output: { disableFilenameHash: true } };\n' }, 'builder-inspect');
let vue: BuildResult;
let keep: BuildResult;
let inspect: CliResult;
// Its config file puts NODE_ENV into the title; inspected twice: with --mode production, then with
// NODE_ENV=production set for the run.
const inspectModeDir = makeProject({ 'src/index.js': "console.log('inspect mode');\n", 'rsbuild.config.mjs': "export default { html: { title: 'env:' + process.env.NODE_ENV } };\n" }, 'builder-inspect-mode');
let inspectMode: CliResult;
let inspectNodeEnv: CliResult;
// Sass and Less imports without their plugins.
const noPluginDir = makeProject({ 'src/index.js': "import './a.scss';\nimport './b.less';\n", 'src/a.scss': '$c: red;\n.a { color: $c; }\n', 'src/b.less': '@c: blue;\n.b { color: @c; }\n' }, 'builder-no-plugin');
let noPlugin: BuildResult;
let noPluginCli: CliResult;
// The HTML table's appIcon object, with the icon Builder took as a string.
const appIconDir = makeProject({ 'src/index.js': "console.log('icon');\n", 'icon.png': 'not really a png' }, 'builder-app-icon');
let appIcon: BuildResult;
// The page's React, SVGR and Sass config file, as written, with an SVG and a Sass file imported.
const reactSampleDir = makeProject(
  {
    'src/index.jsx': "import url, { ReactComponent } from './logo.svg';\nimport './app.scss';\nconsole.log(url, ReactComponent);\n",
    'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
    'src/app.scss': '$c: red;\n.app { color: $c; user-select: none; }\n',
    'rsbuild.config.ts': reactConfig,
  },
  'builder-react-sample',
);
let reactSample: BuildResult;
// A config file that sets mode: rsbuild inspect follows it instead of working in development mode.
const inspectConfigModeDir = makeProject({ 'src/index.js': "console.log('config mode');\n", 'rsbuild.config.mjs': "export default { mode: 'production' };\n" }, 'builder-inspect-config-mode');
let inspectConfigMode: CliResult;
const inspectDotEnvDir = makeProject({ 'src/index.js': "console.log('dot env');\n", '.env': 'NODE_ENV=production\n' }, 'builder-inspect-dot-env');
let inspectDotEnv: CliResult;
// The page's "keep Builder's behavior" sample as rsbuild.config.ts, built by the CLI twice: once with a mode against
// the command (--mode development), once with NODE_ENV=development set for the run, as the page advises.
const keepCssFiles = { 'src/index.js': "import './app.css';\nconsole.log('dev css');\n", 'src/app.css': '.dev { color: blue; }\n', 'rsbuild.config.ts': keepConfig };
const keepModeDir = makeProject(keepCssFiles, 'builder-keep-mode-cli');
const keepNodeEnvDir = makeProject(keepCssFiles, 'builder-keep-node-env-cli');
let keepModeCli: CliResult;
let keepNodeEnvCli: CliResult;
before(async () => {
  const inspectTwice = async () => {
    inspectMode = await runCli(inspectModeDir, ['inspect', '--mode', 'production']);
    inspectNodeEnv = await runCli(inspectModeDir, ['inspect'], { env: { NODE_ENV: 'production' } });
  };
  [inspect, noPlugin, inspectConfigMode, inspectDotEnv, keepModeCli, keepNodeEnvCli] = await Promise.all([
    runCli(inspectDir, ['inspect']),
    buildProject(noPluginDir),
    runCli(inspectConfigModeDir, ['inspect']),
    runCli(inspectDotEnvDir, ['inspect']),
    runCli(keepModeDir, ['build', '--mode', 'development']),
    runCli(keepNodeEnvDir, ['build'], { env: { NODE_ENV: 'development' } }),
    inspectTwice(),
  ]);
  // tsc's own steps, in this process (the page's samples, as a reader's tsc -p . checks them).
  samplesTsc = tscProject(ts, samplesDir);
  // The two config files loaded as rsbuild build loads them (NODE_ENV production before the file
  // is read), built with the JS API.
  [vue, keep] = await withNodeEnv('production', () => Promise.all([buildWithConfigFile(vueDir, { mode: 'production' }), buildWithConfigFile(keepDir, { mode: 'production' })]));
  // The printed errors, with Rsbuild's help lines (not part of the compilation's messages).
  noPluginCli = await runCli(noPluginDir, ['build']);
  // The config file loaded as the CLI loads it; unminified and without hashes so that the output can be read.
  const { loadConfig } = await rsbuildCore();
  const { content } = await loadConfig({ cwd: reactSampleDir });
  reactSample = await buildProject(reactSampleDir, { ...content, output: { minify: false, filenameHash: false } });
  appIcon = await buildProject(appIconDir, { html: { appIcon: { icons: [{ src: './icon.png', size: 180 }] } }, output: { filenameHash: false } });
});

describe('Migrate from Modern.js Builder', () => {
  test('From builder.config.ts: the converted config builds, without file name hashes and without JavaScript source maps', () => {
    assert.deepEqual(vue.errors, []);
    const files = listFiles(path.join(vueDir, 'dist'));
    assert.ok(files.includes('static/js/index.js'), files.join(', '));
    assert.deepEqual(files.filter((file) => file.endsWith('.map')), []);
  });

  // The webpack provider, checked by hand on 2026-12-05 (it is not installed in tools/rsbuild-v1): in a
  // fresh folder, `npm install @rsbuild/core@1.7.6 @rsbuild/webpack@1.6.1` gave webpack 5.113.0 (the
  // registry's latest, allowed by @rsbuild/webpack's "webpack": "^5.102.1"), and `npx rsbuild build`
  // with `provider: webpackProvider` in rsbuild.config.ts exited 1 with "Cannot find module
  // 'webpack/lib/MultiStats.js'" (also with 5.112.0). `npm pack webpack@X --dry-run --json` lists
  // lib/MultiStats.js up to 5.111.1 and lib/stats/MultiStats.js from 5.112.0; @rsbuild/webpack 1.6.1's
  // dist imports "webpack/lib/MultiStats.js". With `npm install @rsbuild/core@1 @rsbuild/webpack@1
  // webpack@5.111.1 -D`, `npm ls webpack` showed one webpack 5.111.1 (deduped under @rsbuild/webpack)
  // and the build passed; there, initConfigs() called tools.webpack, tools.webpackChain,
  // api.modifyWebpackChain and api.modifyWebpackConfig (and tools.bundlerChain, modifyBundlerChain),
  // not tools.rspack or modifyRspackConfig. The Rspack side is asserted here.
  test('Replace the packages: with Rspack, tools.webpack, tools.webpackChain, modifyWebpackChain and modifyWebpackConfig never run; the page pins webpack 5.111.1 for @rsbuild/webpack 1.6.1', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const tools = {
      webpack: () => void calls.push('tools.webpack'),
      webpackChain: () => void calls.push('tools.webpackChain'),
      rspack: () => void calls.push('tools.rspack'),
      bundlerChain: () => void calls.push('tools.bundlerChain'),
    } satisfies RsbuildConfig['tools'];
    const oldHooks: RsbuildPlugin = {
      name: 'old-hooks',
      setup(api) {
        api.modifyWebpackChain(() => void calls.push('modifyWebpackChain'));
        api.modifyWebpackConfig(() => void calls.push('modifyWebpackConfig'));
        api.modifyBundlerChain(() => void calls.push('modifyBundlerChain'));
        api.modifyRspackConfig(() => void calls.push('modifyRspackConfig'));
      },
    };
    const rsbuild = await createRsbuild({ cwd: apiDir, config: { logLevel: 'silent', tools, plugins: [oldHooks] } });
    await rsbuild.initConfigs();
    assert.deepEqual(calls.sort(), ['modifyBundlerChain', 'modifyRspackConfig', 'tools.bundlerChain', 'tools.rspack']);
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(types, /@requires webpack\n\s+\*\/\n\s+webpack\?: ToolsWebpackConfig;/);
    assert.match(types, /@requires webpack\n\s+\*\/\n\s+webpackChain\?: ToolsWebpackChainConfig;/);
    // The provider reference gives the same install command, for the same reason.
    for (const page of ['guide/migration/modern-builder', 'config/provider']) {
      for (const lang of ['en', 'zh'] as const) {
        const text = readFileSync(path.join(import.meta.dirname, `../../docs/${lang}/${page}.mdx`), 'utf8');
        assert.ok(text.includes('<PackageManagerTabs command="install @rsbuild/webpack@1 webpack@5.111.1 -D" />'), `${lang}/${page}`);
        assert.ok(text.includes("`Cannot find module 'webpack/lib/MultiStats.js'`"), `${lang}/${page}`);
      }
    }
  });

  // The registry, read on 2026-12-05 with npm view: @rsbuild/plugin-babel latest 2.1.0 (peer @rsbuild/core
  // ^2.0.0); the other plugins of the mapping table (check-syntax 2.0.1, css-minimizer 2.0.1,
  // styled-components 1.6.3, pug 1.3.3, type-check 1.6.1, sass and less from their @1 lines) accept core 1.
  test('Config mapping: the page installs the table\'s plugins with @1, names plugin-babel 2.1.0 and ERESOLVE, and the installed 1.2.1 accepts @rsbuild/core 1', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/migration/modern-builder', lang);
      const after = text.slice(text.indexOf('| `security.checkSyntax` | `@rsbuild/plugin-check-syntax` |'));
      const note = after.split('\n').find((line) => line.includes('`@rsbuild/plugin-babel@1`')) ?? '';
      for (const fact of ['`@1`', '2.1.0', '`^2.0.0`', '`ERESOLVE`', '1.2.1']) assert.ok(note.includes(fact), `${lang}: ${fact}`);
    }
    const babel = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-babel/package.json'), 'utf8'));
    assert.equal(babel.version, '1.2.1');
    assert.equal(babel.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
  });

  test('From the Node.js API: without cwd, createRsbuild takes process.cwd() as the root', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ config: {} });
    assert.equal(rsbuild.context.rootPath, process.cwd());
  });

  test('From the Node.js API: the instance has build, startDevServer, preview, getRsbuildConfig and the other kept members; no serve, getBuilderConfig or getHTMLPaths', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: apiDir, config: {} });
    const notFunctions = instanceMethods.filter((name) => name !== 'context' && typeof rsbuild[name] !== 'function');
    assert.deepEqual(notFunctions, []);
    assert.equal(typeof rsbuild.context, 'object');
    assert.deepEqual(['serve', 'getBuilderConfig', 'getHTMLPaths'].filter((name) => name in rsbuild), []);
  });

  test('Replace Builder plugins: without plugins there are no sass or less rules; with plugin-sass there is', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const rules = async (plugins: RsbuildPlugin[]) => {
      let ids: string[] = [];
      const rsbuild = await createRsbuild({
        cwd: apiDir,
        config: { plugins, tools: { bundlerChain: (chain) => void (ids = Object.keys(chain.module.rules.entries() ?? {})) } },
      });
      await rsbuild.initConfigs();
      return ids;
    };
    const plain = await rules([]);
    assert.ok(plain.includes('js') && !plain.includes('sass') && !plain.includes('less'), plain.join(', '));
    assert.ok((await rules([pluginSass()])).includes('sass'));
  });

  test('Replace Builder plugins: mixedImport gives a named-export SVGR loader plus url-loader; exportType default gives the component as default export without URL', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const svgUses = async (options: object) => {
      let uses: Record<string, unknown> = {};
      const rsbuild = await createRsbuild({
        cwd: apiDir,
        config: {
          plugins: [pluginReact(), pluginSvgr(options)],
          tools: {
            bundlerChain: (chain, { CHAIN_ID }) => {
              const oneOf = chain.module.rule(CHAIN_ID.RULE.SVG).oneOf(CHAIN_ID.ONE_OF.SVG);
              uses = Object.fromEntries(Object.entries(oneOf.uses.entries() ?? {}).map(([name, use]) => [name, use.get('options')?.exportType ?? 'none']));
            },
          },
        },
      });
      await rsbuild.initConfigs();
      return uses;
    };
    // swc compiles the JSX that SVGR writes.
    assert.deepEqual(await svgUses({ mixedImport: true }), { svgr: 'named', url: 'none', swc: 'none' });
    assert.deepEqual(await svgUses({ mixedImport: true, svgrOptions: { exportType: 'default' } }), { svgr: 'default', swc: 'none' });
    assert.deepEqual(await svgUses({ svgrOptions: { exportType: 'default' } }), { svgr: 'default', swc: 'none' });
  });

  test('From the Node.js API: createRsbuild({ config }) builds the entry and does not read rsbuild.config.*', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: apiDir,
      config: {
        source: { entry: { index: './src/main.js' } },
        output: { polyfill: 'off' },
      },
    });
    await rsbuild.build();
    assert.ok(listFiles(path.join(apiDir, 'dist')).includes('index.html'));
    assert.deepEqual(listFiles(path.join(apiDir, 'from-config-file')), []);
  });

  test('Defaults that differ: the Builder values set back give nested HTML under html/, hidden source maps (.map files, no sourceMappingURL comment) and per-entry titles', () => {
    assert.deepEqual(keep.errors, []);
    const dist = path.join(keepDir, 'dist');
    const files = listFiles(dist);
    assert.ok(files.includes('html/index/index.html') && files.includes('html/admin/index.html'), files.join(', '));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)));
    // Hidden, as Builder's production maps were: no sourceMappingURL comment in the JavaScript.
    const js = files.filter((file) => /^static\/js\/.*\.js$/.test(file));
    assert.ok(js.length >= 2, js.join(', '));
    assert.deepEqual(js.filter((file) => readText(dist, file).includes('sourceMappingURL')), []);
    assert.match(readText(dist, 'html/admin/index.html'), /<title>Admin<\/title>/);
    assert.match(readText(dist, 'html/index/index.html'), /<title>Home<\/title>/);
    // The css line gives no CSS source map in production, as Builder gave none.
    assert.ok(files.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)), files.join(', '));
    assert.deepEqual(files.filter((file) => file.endsWith('.css.map')), []);
  });

  // Builder 2.45.0, read on 2026-12-06 from npm pack @modern-js/builder-shared@2.45.0: its default
  // output.disableSourceMap is { js: false, css: undefined }, and isUseCssSourceMap() (dist/utils.js)
  // turns an undefined css into process.env.NODE_ENV !== 'production', so development builds had
  // CSS source maps.
  test('Defaults that differ: a development build of 1.7.6 writes no CSS source map by default; the page\'s "keep Builder\'s behavior" sample writes one under NODE_ENV=development rsbuild build', async () => {
    const plainDir = makeProject({ 'src/index.js': "import './app.css';\nconsole.log('dev css');\n", 'src/app.css': '.dev { color: blue; }\n' }, 'builder-dev-css-default');
    const plain = await buildProject(plainDir, { mode: 'development' });
    assert.deepEqual(plain.errors, []);
    const cssMaps = (dist: string) => listFiles(dist).filter((file) => /^static\/css\/.*\.css\.map$/.test(file));
    assert.deepEqual(cssMaps(plain.dist), []);
    assert.ok(listFiles(plain.dist).some((file) => /^static\/css\/.*\.css$/.test(file)), listFiles(plain.dist).join(', '));
    // The sample, built by the CLI with NODE_ENV=development: a development build (no hash) with a CSS source map
    // and cheap JavaScript source maps, linked from the JavaScript.
    assert.equal(keepNodeEnvCli.code, 0, keepNodeEnvCli.output);
    const kept = path.join(keepNodeEnvDir, 'dist');
    assert.deepEqual(cssMaps(kept), ['static/css/index.css.map']);
    assert.ok(listFiles(kept).includes('static/js/index.js.map'), listFiles(kept).join(', '));
    assert.match(readText(kept, 'static/js/index.js'), /\/\/# sourceMappingURL=index\.js\.map\s*$/);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/migration/modern-builder', lang);
      const row = lang === 'en' ? '| CSS source maps in development | Generated | Not generated (' : '| 开发构建的 CSS source map | 生成 | 不生成（';
      assert.ok(text.includes(row), lang);
    }
  });

  test('Defaults that differ: the sample\'s sourceMap lines follow the command, not the mode: rsbuild build --mode development gives a development build with hidden JavaScript source maps and no CSS source map', () => {
    assert.equal(keepModeCli.code, 0, keepModeCli.output);
    const dist = path.join(keepModeDir, 'dist');
    const files = listFiles(dist);
    // Development: no hash in the names, HTML nested under html/ as the sample sets.
    assert.ok(files.includes('html/index/index.html') && files.includes('static/css/index.css'), files.join(', '));
    // Production's values: a .map file without a sourceMappingURL comment, and no CSS source map.
    assert.ok(files.includes('static/js/index.js.map'), files.join(', '));
    assert.ok(!readText(dist, 'static/js/index.js').includes('sourceMappingURL'));
    assert.deepEqual(files.filter((file) => file.endsWith('.css.map')), []);
    const sentence = {
      en: 'The values therefore follow the command, not the [mode](/config/mode): `rsbuild build --mode development` gives a development build with the production values, hidden JavaScript source maps and no CSS source maps. For a development build with Builder\'s development source maps, run `NODE_ENV=development rsbuild build` instead.',
      zh: '因此这两个值取决于命令，而不是 [mode](/config/mode)：执行 `rsbuild build --mode development` 得到的是开发模式的产物，用的却是生产环境的取值，即 JavaScript 使用 hidden source map，CSS 不生成 source map。如果希望开发模式的构建产物带有 Builder 开发时的 source map，请改为执行 `NODE_ENV=development rsbuild build`。',
    };
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/migration/modern-builder', lang).includes(sentence[lang]), lang);
  });

  test('Source, tools and security options: source.define inserts each value as code, so a JSON.stringify-ed object arrives as an object', () => {
    const dist = path.join(keepDir, 'dist');
    const admin = listFiles(dist).find((file) => /^static\/js\/admin\.[0-9a-f]{8}\.js$/.test(file));
    // __BUILD_ENV__.region is folded to "eu"; typeof __BUILD_ENV__ gets the object literal (through SWC's typeof helper for the old browserslist).
    assert.ok(readText(dist, admin!).includes('console.log("admin","eu",'), readText(dist, admin!));
    assert.ok(readText(dist, admin!).includes('({region:"eu"})'), readText(dist, admin!));
  });

  test('Defaults that differ: with dataUriLimit 10000, a 10,000-byte image is inlined and a 10,001-byte one is emitted', () => {
    const dist = path.join(keepDir, 'dist');
    assert.deepEqual(
      listFiles(dist).filter((file) => file.startsWith('static/image/')).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
      ['static/image/over-limit.[hash].png'],
    );
    const js = listFiles(dist).find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(readText(dist, js!).includes('console.log("home","data:image/png;base64,eHh4'), 'the 10,000-byte image is inlined');
  });

  test('Defaults that differ: utf8 writes Chinese text as it is; the minifier escapes Latin-1 letters and emoji', () => {
    assert.deepEqual(vue.errors, []);
    assert.ok(readText(path.join(vueDir, 'dist'), 'static/js/index.js').includes('"你好 Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
  });

  test('Defaults that differ: Rsbuild 1.7.6 defaults', async () => {
    const { createRsbuild } = await rsbuildCore();
    let browserslist: string[] = [];
    const readBrowserslist: RsbuildPlugin = {
      name: 'read-browserslist',
      setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (browserslist = environment.browserslist)),
    };
    const rsbuild = await createRsbuild({ cwd: apiDir, config: { mode: 'production', plugins: [readBrowserslist] } });
    await rsbuild.initConfigs();
    const config = rsbuild.getNormalizedConfig();
    assert.equal(config.server.port, 3000);
    assert.equal(config.output.polyfill, 'off');
    assert.equal(config.output.charset, 'utf8');
    assert.deepEqual(config.output.dataUriLimit, { svg: 4096, font: 4096, image: 4096, media: 4096, assets: 4096 });
    assert.equal(config.html.outputStructure, 'flat');
    assert.deepEqual(config.output.sourceMap, { js: undefined, css: false });
    assert.equal(config.source.decorators.version, '2022-03');
    assert.deepEqual(browserslist, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
  });

  // Builder 2.45.0 (npm pack of @modern-js/builder, -rspack-provider and -webpack-provider, read on
  // 2026-12-06): both providers' default plugins include builder-plugin-yaml (/\.ya?ml$/ through
  // yaml-loader), builder-plugin-toml (/\.toml$/ through toml-loader), builder-plugin-antd (for an
  // antd below 5, the transformImport rule { libraryName: 'antd', libraryDirectory: 'es', style: true })
  // and builder-plugin-arco (two rules, for @arco-design/web-react and its /icon, when installed).
  // antd 4.24.16's es/button/style/index.js imports ../../style/default.less and ./index.less.
  // Without the plugins the files are parsed as JavaScript: a YAML or TOML file that happens to be valid
  // JavaScript (such as `a: b` or `[owner]`) builds; these two are not, as almost no real file is.
  test('Replace Builder plugins: .yaml, .yml and .toml imports fail without @rsbuild/plugin-yaml and -toml (a JavaScript parse error; no plugin named for .yml) and build with them', async () => {
    const files = { 'src/index.js': "import data from './data.yaml';\nimport conf from './conf.toml';\nimport short from './short.yml';\nconsole.log(data.greeting, conf.owner.name, short.greeting);\n", 'src/data.yaml': 'greeting: hello from yaml\n', 'src/short.yml': 'greeting: hello from yml\n', 'src/conf.toml': '[owner]\nname = "toml-owner"\nborn = 1979-05-27T07:32:00Z\n' };
    const { pluginYaml } = await plugin('@rsbuild/plugin-yaml');
    const { pluginToml } = await plugin('@rsbuild/plugin-toml');
    const [without, withPlugins] = await Promise.all([
      runCli(makeProject(files, 'builder-yaml-toml-none'), ['build']),
      buildProject(makeProject(files, 'builder-yaml-toml'), { plugins: [pluginYaml(), pluginToml()], output: { minify: false, filenameHash: false } }),
    ]);
    assert.equal(without.code, 1, without.output);
    for (const [file, kind, name] of [['data.yaml', 'YAML', 'yaml'], ['conf.toml', 'TOML', 'toml']]) {
      assert.ok(without.output.includes(`File: ./src/${file}:1:1`), without.output);
      assert.ok(without.output.includes(`To enable support for ${kind}, use "@rsbuild/plugin-${name}" (https://npmjs.com/package/@rsbuild/plugin-${name}).`), without.output);
    }
    assert.match(without.output, /Module parse failed:\n.*JavaScript parse error/);
    // A .yml file fails the same way, but its help line names no plugin.
    const yml = without.output.split('File: ').find((block) => block.startsWith('./src/short.yml:1:1'));
    assert.ok(yml && /Module parse failed:/.test(yml), without.output);
    assert.ok(yml.includes('You may need an appropriate loader to handle this file type.') && !yml.includes('To enable support for'), yml);
    for (const [lang, literal] of [['en', 'for `.yml` files it only says `You may need an appropriate loader to handle this file type.`'], ['zh', '对于 `.yml` 文件，提示只有一句 `You may need an appropriate loader to handle this file type.`']] as const) {
      assert.ok(pageText('guide/migration/modern-builder', lang).includes(literal), lang);
    }
    assert.deepEqual(withPlugins.errors, []);
    const js = readText(withPlugins.dist, 'static/js/index.js');
    assert.ok(js.includes('hello from yaml') && js.includes('toml-owner') && js.includes('hello from yml'));
    // Verify the result names these imports beside .scss and .less.
    const verify = { en: 'on a `.scss`, `.less`, `.yaml` or `.toml` import', zh: '在引入 `.scss`、`.less`、`.yaml` 或 `.toml` 文件时' };
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('guide/migration/modern-builder', lang).includes(verify[lang]), lang);
    }
  });

  test("Replace Builder plugins: 1.7.6 adds no transformImport rule for antd 4; Builder's rule, set in source.transformImport, imports the component's style", async () => {
    const dir = withoutInstalledPackages(makeProject({ 'src/index.js': "import { Button } from 'antd';\nconsole.log(Button());\n" }, 'builder-antd'));
    writeProjectFiles(dir, {
      'node_modules/antd/package.json': '{ "name": "antd", "version": "4.24.16", "main": "es/index.js" }\n',
      'node_modules/antd/es/index.js': "export { default as Button } from './button';\n",
      'node_modules/antd/es/button/index.js': "export default function Button() { return 'antd-button'; }\n",
      'node_modules/antd/es/button/style/index.js': "console.log('antd button style');\n",
    });
    const output = (root: string) => ({ minify: false, filenameHash: false, distPath: { root } });
    const [plain, rule] = await Promise.all([
      buildProject(dir, { output: output('dist-plain') }),
      buildProject(dir, { output: output('dist-rule'), source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: true }] } }),
    ]);
    assert.deepEqual([plain.errors, rule.errors], [[], []]);
    const js = (result: BuildResult) => readText(result.dist, 'static/js/index.js');
    assert.ok(js(plain).includes('antd-button') && !js(plain).includes('antd button style'));
    assert.ok(js(rule).includes('antd-button') && js(rule).includes('antd button style'));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/migration/modern-builder', lang);
      for (const fact of ["`{ libraryName: 'antd', libraryDirectory: 'es', style: true }`", '`@arco-design/web-react`', '`@rsbuild/plugin-yaml`', '`@rsbuild/plugin-toml`', '`@rsbuild/plugin-less`']) assert.ok(text.includes(fact), `${lang}: ${fact}`);
    }
  });

  test('Replace Builder plugins: the React, SVGR and Sass config builds; an SVG import gives the URL as default export and the component as ReactComponent', () => {
    assert.deepEqual(reactSample.errors, []);
    assert.deepEqual(listFiles(reactSample.dist), ['index.html', 'static/css/index.css', 'static/js/index.js']);
    const js = readText(reactSample.dist, 'static/js/index.js');
    assert.ok(js.includes('const SvgLogo = (props)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("svg", {'), js);
    assert.ok(js.includes('/* export default */ const logo = ("data:image/svg+xml;base64,'), js);
    assert.ok(js.includes('console.log(logo, SvgLogo);'), js);
  });

  test('Source, tools and security options: without autoprefixer, Lightning CSS adds the vendor prefixes the default browserslist needs', () => {
    assert.equal(readText(reactSample.dist, 'static/css/index.css'), '.app {\n  color: red;\n  -webkit-user-select: none;\n  user-select: none;\n}\n\n');
  });

  test('Dev server options: server.open.before takes one function (the array is a type error above); the table says so in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/migration/modern-builder', lang);
      const row = text.split('\n').find((line) => line.startsWith('| `dev.beforeStartUrl` |')) ?? '';
      assert.ok(row.includes(lang === 'en' ? 'which takes one function' : '只接受一个函数'), `${lang}: ${row}`);
    }
  });

  test("Move the configuration, Defaults that differ, HTML options, Migrate Builder plugins: the page's TypeScript samples type-check as written", () => {
    assert.deepEqual(samplesTsc, { code: 0, output: '' });
  });

  test("Move the configuration, From the Node.js API, Replace Builder plugins, HTML options, Defaults that differ, Migrate Builder plugins: the samples these tests build and type-check are the page's, as written; the Chinese page's differ only in comments and strings", () => {
    const page = 'guide/migration/modern-builder';
    const samples = (lang: 'en' | 'zh') => [...pageSamples(page, lang), pageSamples(page, lang, 'build.ts')[1], ...pageSamples(page, lang, 'plugin-title.ts')];
    assert.deepEqual(samples('en'), [vueConfig, reactConfig, titlesConfig, keepConfig, nodeApiSample, pluginTitleSample]);
    const code = (sample: string) => sample.replace(/^ *\/\/.*\n/gm, '').replace(/'[^'\n]*'/g, "''");
    assert.deepEqual(samples('zh').map(code), samples('en').map(code));
  });

  test('HTML options: appIcon with one 180-pixel icon gives an apple-touch-icon link for the icon, as Builder\'s string did (Builder wrote sizes="180*180"), and no manifest', () => {
    assert.deepEqual(appIcon.errors, []);
    const html = readText(appIcon.dist, 'index.html');
    assert.ok(html.includes('<link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon.png">'), html);
    assert.doesNotMatch(html, /rel="manifest"/);
    assert.ok(listFiles(appIcon.dist).includes('static/image/icon.png'));
  });

  test('Options not covered: the function form and a variable let an unknown key next to a known one through the type check', () => {
    assert.equal(typeof functionForm, 'function');
    assert.deepEqual(Object.keys(builtFirst.output), ['disableFilenameHash', 'minify']);
  });

  test('Options not covered: an object written in defineConfig gets its unknown keys flagged; at run time they are ignored without a message', async () => {
    const { createRsbuild, defineConfig } = await rsbuildCore();
    // @ts-expect-error Builder's builderPlugins is not an Rsbuild key
    const config = defineConfig({ builderPlugins: [], output: { disableFilenameHash: true } });
    const rsbuild = await createRsbuild({ cwd: apiDir, config });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().output.filenameHash, true);
  });

  test('Renamed and moved options: Builder\'s performance keys exist in 1.7.6 under the same names, except transformLodash, which is ignored', async () => {
    type Performance = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').PerformanceConfig;
    // The keys of Builder's SharedPerformanceConfig (@modern-js/builder-shared 2.x) other than transformLodash.
    const kept: (keyof Performance)[] = ['removeConsole', 'removeMomentLocale', 'buildCache', 'printFileSize', 'chunkSplit', 'bundleAnalyze', 'preconnect', 'dnsPrefetch', 'preload', 'prefetch', 'profile'];
    assert.equal(kept.length, 11);
    const { createRsbuild } = await rsbuildCore();
    // @ts-expect-error transformLodash is not a key of Rsbuild 1.7.6's performance config
    const performance: Performance = { transformLodash: true };
    const rsbuild = await createRsbuild({ cwd: apiDir, config: { performance } });
    // Accepted without an error, and no file of the package reads the key.
    await rsbuild.initConfigs();
    const distDir = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist');
    const readers = listFiles(distDir).filter((file) => /\.(?:c?js|mjs)$/.test(file) && readFileSync(path.join(distDir, file), 'utf8').includes('transformLodash'));
    assert.deepEqual(readers, []);
  });

  // The @deprecated tag: scripts/data/behaviour-versions.json, modern-builder:bundleAnalyze-deprecated (1.6.15 → 1.7.0).
  test('Renamed and moved options: performance.bundleAnalyze still writes its report in 1.7.6 and prints no warning, but its type is @deprecated in favour of Rsdoctor', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('analyze');\n", 'rsbuild.config.mjs': "export default { performance: { bundleAnalyze: { analyzerMode: 'static', openAnalyzer: false } } };\n" }, 'builder-bundle-analyze');
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    assert.ok(listFiles(path.join(dir, 'dist')).includes('report-web.html'));
    assert.doesNotMatch(result.output, /^warn/m);
    assert.doesNotMatch(result.output, /deprecat/i);
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(types, /@deprecated Use Rsdoctor instead\.\n\s*\*\/\n\s*bundleAnalyze\?:/);
    const sentence = { en: '`performance.bundleAnalyze`, an option of Builder\'s webpack provider, still works without a warning, but its type marks it as deprecated in favour of [Rsdoctor](/guide/debug/rsdoctor).', zh: '`performance.bundleAnalyze`（Builder webpack provider 的配置项）仍然可用，也不会打印警告，但它的类型定义已将其标记为废弃，建议改用 [Rsdoctor](/guide/debug/rsdoctor)。' };
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('guide/migration/modern-builder', lang).includes(sentence[lang]), lang);
    }
    // The config page said "since Rsbuild 1.6"; 1.6.15's types lack the tag (entry bundle-analyze:deprecated).
    assert.ok(pageText('config/performance/bundle-analyze', 'en').includes('`performance.bundleAnalyze` is deprecated since Rsbuild 1.7.0;'));
    assert.ok(pageText('config/performance/bundle-analyze', 'zh').includes('`performance.bundleAnalyze` 从 Rsbuild 1.7.0 起被标记为废弃'));
  });

  test('Source, tools and security options: source.alias and source.aliasStrategy still take effect, and the build prints a deprecation warning for each; tools.devServer is ignored without a message', async () => {
    const dir = makeProject(
      {
        'src/index.js': "console.log('alias strategy');\n",
        'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
        'rsbuild.config.mjs': "export default { source: { alias: { '@legacy': './src' }, aliasStrategy: 'prefer-alias' }, tools: { devServer: { before: [], watch: true, https: true } } };\n",
      },
      'builder-alias-strategy',
    );
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    assert.deepEqual(result.output.match(/^warn .*$/gm), [
      'warn    [rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.',
      'warn    [rsbuild:config] The "source.aliasStrategy" config is deprecated, use "resolve.aliasStrategy" instead.',
    ]);
    // Without source.aliasStrategy, the tsconfig paths reach Rspack's resolver; 'prefer-alias' keeps them out.
    const { createRsbuild } = await rsbuildCore();
    const tsConfigSet = async (config: RsbuildConfig) => {
      const [rspackConfig] = await (await createRsbuild({ cwd: dir, config: { logLevel: 'silent', ...config } })).initConfigs();
      return Boolean(rspackConfig.resolve?.tsConfig);
    };
    assert.deepEqual([await tsConfigSet({}), await tsConfigSet(deprecatedAliasStrategy)], [true, false]);
  });

  test('source.alias still works in 1.x and is marked deprecated', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: apiDir, config: { source: { alias: { '@legacy': './src' } } } });
    const [rspackConfig] = await rsbuild.initConfigs();
    assert.equal((rspackConfig.resolve?.alias as Record<string, string>)['@legacy'], path.join(apiDir, 'src'));
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.ok(types.includes('@deprecated Use `resolve.alias` instead.'));
    assert.ok(types.includes('@deprecated Use `onAfterDevCompile` instead') || readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/plugin.d.ts'), 'utf8').includes('@deprecated Use `onAfterDevCompile` instead'));
  });

  test("Migrate Builder plugins: the page's pluginTitle sets the title and sees environment.htmlPaths once per environment", async () => {
    const { createRsbuild } = await rsbuildCore();
    const seen: string[] = [];
    const pluginTitle = (): RsbuildPlugin => ({
      name: 'plugin-title',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { html: { title: 'My App' } }));
        api.modifyBundlerChain((_chain, { environment }) => {
          seen.push(`${environment.name}: ${JSON.stringify(environment.htmlPaths)}`);
        });
      },
    });
    const single = await createRsbuild({ cwd: inspectDir, config: { plugins: [pluginTitle()] } });
    await single.initConfigs();
    assert.deepEqual(seen, ['web: {"index":"index.html"}']);
    assert.equal(single.getNormalizedConfig().html.title, 'My App');
    seen.length = 0;
    const two = await createRsbuild({ cwd: inspectDir, config: { plugins: [pluginTitle()], environments: { web: {}, node: { output: { target: 'node' } } } } });
    await two.initConfigs();
    assert.deepEqual(seen.sort(), ['node: {}', 'web: {"index":"index.html"}']);
  });

  test('Migrate Builder plugins: onDevCompileDone is still accepted', async () => {
    const { createRsbuild } = await rsbuildCore();
    let type = '';
    const rsbuild = await createRsbuild({ cwd: apiDir, config: { plugins: [{ name: 'old-name', setup: (api) => void (type = typeof api.onDevCompileDone) }] } });
    await rsbuild.initConfigs();
    assert.equal(type, 'function');
    const history = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../scripts/data/version-history.json'), 'utf8')).items;
    assert.equal(history['pluginAPI:onAfterDevCompile'].added, '1.5.0');
    assert.equal(history['pluginAPI:onDevCompileDone'].added, undefined);
  });

  test('Source, tools and security options: output.minify takes SWC minimizer options in jsOptions and Lightning CSS minimizer options in cssOptions', () => {
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.ok(types.includes('jsOptions?: SwcJsMinimizerRspackPluginOptions;'));
    assert.ok(types.includes('cssOptions?: LightningCssMinimizerRspackPluginOptions;'));
  });

  test('Verify the result: rsbuild inspect writes the Rsbuild and Rspack configs to dist/.rsbuild/', () => {
    assert.equal(inspect.code, 0, inspect.output);
    assert.deepEqual(listFiles(path.join(inspectDir, 'dist/.rsbuild')), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
  });

  test('Verify the result: rsbuild inspect works in development mode, unless NODE_ENV is set in the shell (next test) or in .env, or the config sets mode', () => {
    assert.equal(inspect.code, 0, inspect.output);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'development',$/m);
    assert.equal(inspectConfigMode.code, 0, inspectConfigMode.output);
    assert.match(readText(inspectConfigModeDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'production',$/m);
    assert.equal(inspectDotEnv.code, 0, inspectDotEnv.output);
    assert.match(readText(inspectDotEnvDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'production',$/m);
  });

  test('Verify the result: inspect with NODE_ENV=development already set stays in development; NODE_ENV=test gives mode none', async () => {
    const { createRsbuild } = await rsbuildCore();
    const inspectedMode = (nodeEnv: string) =>
      withNodeEnv(nodeEnv, async () => {
        const rsbuild = await createRsbuild({ cwd: inspectDir, config: {} });
        return (await rsbuild.inspectConfig()).origin.rsbuildConfig.mode;
      });
    assert.deepEqual({ development: await inspectedMode('development'), test: await inspectedMode('test') }, { development: 'development', test: 'none' });
  });

  test('Verify the result: --mode production gives production configs while the config file still sees NODE_ENV development; NODE_ENV=production gives both; a second run adds a timestamped Rspack config', () => {
    assert.equal(inspectMode.code, 0, inspectMode.output);
    assert.equal(inspectNodeEnv.code, 0, inspectNodeEnv.output);
    const files = listFiles(path.join(inspectModeDir, 'dist/.rsbuild'));
    assert.equal(files.length, 3, files.join(', '));
    const stamped = files.find((file) => /^rspack\.config\.web\.\d{13}\.mjs$/.test(file));
    assert.deepEqual(files.filter((file) => file !== stamped), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    // The first run (--mode production), kept.
    const first = readText(inspectModeDir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(first, /^ {2}mode: 'production',$/m);
    assert.match(first, /title: 'env:development'/);
    // The second run (NODE_ENV=production): its Rspack config beside the first, its Rsbuild config in place of the first's.
    const second = readText(inspectModeDir, `dist/.rsbuild/${stamped}`);
    assert.match(second, /^ {2}mode: 'production',$/m);
    assert.match(second, /title: 'env:production'/);
    assert.match(readText(inspectModeDir, 'dist/.rsbuild/rsbuild.config.mjs'), /title: 'env:production'/);
  });

  test('Verify the result: the dev server moves to the next free port when its port is taken (3000 by default is asserted under Defaults that differ)', async () => {
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv(process.env.NODE_ENV, () =>
      withTakenPort(async (busy) => {
        const printed: string[] = [];
        const rsbuild = await createRsbuild({ cwd: apiDir, config: { logLevel: 'silent', server: { port: busy, middlewareMode: true, printUrls: ({ urls }) => (printed.push(...urls), urls) } } });
        const server = await rsbuild.createDevServer({ runCompile: false });
        assert.equal(server.port, busy + 1);
        assert.ok(printed.includes(`http://localhost:${busy + 1}`), printed.join(', '));
        await server.close();
      }),
    );
  });

  test('Options not covered: the CLI loads a config with unknown Builder keys and prints nothing about them', () => {
    assert.equal(inspect.code, 0, inspect.output);
    assert.doesNotMatch(inspect.output, /builderPlugins|disableFilenameHash/);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rsbuild.config.mjs'), /builderPlugins/);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rsbuild.config.mjs'), /filenameHash: true/);
  });

  test('Verify the result: without their plugins, .scss and .less imports fail with Module parse failed', () => {
    assert.ok(noPlugin.errors.some((error) => /Module parse failed/.test(error) && /\$c: red;/.test(error)), noPlugin.errors.join('\n'));
    assert.ok(noPlugin.errors.some((error) => /Module parse failed/.test(error) && /@c: blue;/.test(error)), noPlugin.errors.join('\n'));
  });

  test('Verify the result: rsbuild build prints Module parse failed: for each file, with a help line naming @rsbuild/plugin-sass or @rsbuild/plugin-less', () => {
    assert.equal(noPluginCli.code, 1);
    const block = (file: string) => noPluginCli.output.slice(noPluginCli.output.indexOf(`File: ./src/${file}:1:1`)).split('Import traces')[0];
    assert.match(block('a.scss'), /^File: \.\/src\/a\.scss:1:1\n\s+× Module parse failed:\n/);
    assert.match(block('a.scss'), /help: \n\s+To enable support for Sass, use "@rsbuild\/plugin-sass" \(https:\/\/npmjs\.com\/package\/@rsbuild\/plugin-sass\)\.\n/);
    assert.match(block('b.less'), /^File: \.\/src\/b\.less:1:1\n\s+× Module parse failed:\n/);
    assert.match(block('b.less'), /help: \n\s+To enable support for Less, use "@rsbuild\/plugin-less" \(https:\/\/npmjs\.com\/package\/@rsbuild\/plugin-less\)\.\n/);
  });
});
