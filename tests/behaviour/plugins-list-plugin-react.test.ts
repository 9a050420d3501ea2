// Claims of plugins/list/plugin-react, checked with @rsbuild/plugin-react 1.4.6 and @rsbuild/core
// 1.7.6: the Rspack configs Rsbuild generates (initConfigs, no compile) per mode and option, plus
// production, development and profiling builds, a stand-in old React without jsx-runtime, and
// one dev server with fastRefresh: false driven in Chromium.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { PluginReactOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-react';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { builtScripts, buildProject, freePort, PRINTED_BUILD_TIME, listFiles, makeProject, openBuiltApp, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, withNodeEnv, writeProjectFiles, launchChromium } from './harness';

const cwd = makeProject(
  {
    'src/index.jsx': "import { createRoot } from 'react-dom/client';\nfunction App() { return <h1>Hello</h1>; }\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  },
  'react',
);

async function generated(options: PluginReactOptions, config: RsbuildConfig) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { source: { entry: { index: './src/index.jsx' } }, ...config, plugins: [pluginReact(options)] } });
  const [rspack] = await rsbuild.initConfigs();
  const { bundlerConfigs } = await rsbuild.inspectConfig();
  return { rspack, text: bundlerConfigs[0], rsbuild };
}

const swcReact = (rspack: Rspack.Configuration) => {
  const rule = (rspack.module!.rules as any[]).find((r) => String(r.test).includes('mjs'));
  return rule.use[0].options.jsc.transform.react;
};
const pluginNames = (rspack: Rspack.Configuration) => (rspack.plugins as any[]).map((p) => p?.constructor?.name);
const groups = (rspack: Rspack.Configuration) => {
  const cacheGroups = (rspack.optimization!.splitChunks as any).cacheGroups ?? {};
  return Object.values(cacheGroups).map((group: any) => group.name).filter((name) => String(name).startsWith('lib-r')).sort();
};

const runs: Record<string, Awaited<ReturnType<typeof generated>>> = {};
let distFiles: string[] = [];
let devIndex = '';
let preserveIndex = '';
let prodIndex = '';
let editedDistFiles: string[] = [];
let profilerIndex = '';
// lib-react of the production, development and profiling builds.
const libReact: Record<string, { size: number; text: string }> = {};
const readLibReact = (dist: string) => {
  const file = listFiles(dist).find((name) => /^static\/js\/lib-react(\.[0-9a-f]+)?\.js$/.test(name))!;
  return { size: statSync(path.join(dist, file)).size, text: readText(dist, file) };
};

before(async () => {
  const entries = {
    dev: generated({}, { mode: 'development' }),
    prod: generated({}, { mode: 'production' }),
    noRefresh: generated({ fastRefresh: false }, { mode: 'development' }),
    nodeTarget: generated({}, { mode: 'development', output: { target: 'node' } }),
    noHmr: generated({}, { mode: 'development', dev: { hmr: false } }),
    noneMode: generated({}, { mode: 'none' }),
    splitOff: generated({ splitChunks: false }, { mode: 'production' }),
    routerOff: generated({ splitChunks: { router: false } }, { mode: 'production' }),
    reactOnly: generated({ splitChunks: { react: true, router: false } }, { mode: 'production' }),
    allInOne: generated({}, { mode: 'production', performance: { chunkSplit: { strategy: 'all-in-one' } } }),
    custom: generated({}, { mode: 'production', performance: { chunkSplit: { strategy: 'custom', splitChunks: { chunks: 'all' } } } }),
    nodeProd: generated({}, { mode: 'production', output: { target: 'node' } }),
    webWorker: generated({}, { mode: 'production', output: { target: 'web-worker' } }),
    profiler: generated({ enableProfiler: true }, { mode: 'production', output: { distPath: { root: 'dist-profiler' } } }),
    profilerDev: generated({ enableProfiler: true }, { mode: 'development' }),
    profilerMinifyOff: generated({ enableProfiler: true }, { mode: 'production', output: { minify: false } }),
    profilerJsOff: generated({ enableProfiler: true }, { mode: 'production', output: { minify: { js: false } } }),
    profilerBothOff: generated({ enableProfiler: true }, { mode: 'production', output: { minify: { js: false, css: false } } }),
    minifyOff: generated({}, { mode: 'production', output: { minify: false } }),
    classic: generated({ swcReactOptions: { runtime: 'classic' } }, { mode: 'development' }),
    sourceExclude: generated({}, { mode: 'development', source: { exclude: [/[\\/]src[\\/]generated[\\/]/] } }),
    ownInclude: generated({ reactRefreshOptions: { include: /[\\/]src[\\/]/ } }, { mode: 'development' }),
  };
  for (const [name, run] of Object.entries(entries)) runs[name] = await run;
  await runs.prod.rsbuild.build();
  distFiles = listFiles(path.join(cwd, 'dist'));
  libReact.prod = readLibReact(path.join(cwd, 'dist'));
  prodIndex = readText(path.join(cwd, 'dist'), distFiles.find((name) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(name))!);
  // A development build (what the dev server compiles), then runtime: 'preserve' in production.
  await runs.dev.rsbuild.build();
  devIndex = readText(cwd, 'dist/static/js/index.js');
  libReact.dev = readLibReact(path.join(cwd, 'dist'));
  await runs.profiler.rsbuild.build();
  libReact.profiler = readLibReact(path.join(cwd, 'dist-profiler'));
  profilerIndex = readText(path.join(cwd, 'dist-profiler'), listFiles(path.join(cwd, 'dist-profiler')).find((name) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(name))!);
  runs.preserve = await generated({ swcReactOptions: { runtime: 'preserve' } }, { mode: 'production', output: { distPath: { root: 'dist-preserve' }, filenameHash: false } });
  await runs.preserve.rsbuild.build();
  preserveIndex = readText(cwd, 'dist-preserve/static/js/index.js');
  // The same production build after an edit of the app's own code.
  writeProjectFiles(cwd, { 'src/index.jsx': readText(cwd, 'src/index.jsx').replace('Hello', 'Hello again') });
  await runs.prod.rsbuild.build();
  editedDistFiles = listFiles(path.join(cwd, 'dist'));
});

describe('React plugin', () => {
  test('What the plugin configures: SWC uses the automatic runtime, development flag and refresh in dev, neither in production', () => {
    assert.deepEqual(swcReact(runs.dev.rspack), { development: true, refresh: true, runtime: 'automatic' });
    assert.deepEqual(swcReact(runs.prod.rspack), { development: false, refresh: false, runtime: 'automatic' });
  });

  test('What the plugin configures: Fast Refresh (ReactRefreshRspackPlugin) only in development, web target, HMR on (not in none mode)', () => {
    assert.ok(pluginNames(runs.dev.rspack).includes('ReactRefreshRspackPlugin'));
    for (const name of ['prod', 'noneMode', 'nodeTarget', 'noHmr', 'noRefresh']) {
      assert.ok(!pluginNames(runs[name].rspack).includes('ReactRefreshRspackPlugin'), name);
      assert.equal(swcReact(runs[name].rspack).refresh, false, name);
    }
  });

  test('What the plugin configures: in development the output calls jsxDEV from react/jsx-dev-runtime with the file name, line and column of each element', () => {
    assert.match(devIndex, /react_jsx_dev_runtime__rspack_import_\d+\.jsxDEV\)\("h1", \{/);
    assert.match(devIndex, /fileName: "[^"]*src\/index\.jsx",\s+lineNumber: 2,\s+columnNumber: \d+/);
  });

  test('swcReactOptions: your keys are spread over the defaults (runtime classic keeps development and refresh)', () => {
    assert.deepEqual(swcReact(runs.classic.rspack), { development: true, refresh: true, runtime: 'classic' });
  });

  test("swcReactOptions: runtime 'preserve' leaves JSX in the output and the build still parses it", () => {
    assert.match(preserveIndex, /<h1>Hello<\/h1>/);
  });

  test('What the plugin configures: lib-react and lib-router cache groups, with react-refresh in lib-react during development', () => {
    assert.deepEqual(groups(runs.prod.rspack), ['lib-react', 'lib-router']);
    const cacheGroups = (runs.dev.rspack.optimization!.splitChunks as any).cacheGroups;
    assert.equal(String(cacheGroups.react.test), String.raw`/node_modules[\\/](?:react|react-dom|scheduler|react-refresh|@rspack[\\/]plugin-react-refresh)[\\/]/`);
    assert.equal(String(cacheGroups.router.test), String.raw`/node_modules[\\/](?:react-router|react-router-dom|history|@remix-run[\\/]router)[\\/]/`);
  });

  test("What the plugin configures: lib-react takes in react-refresh in every mode except production, 'none' included", () => {
    const reactTest = (name: string) => String((runs[name].rspack.optimization!.splitChunks as any).cacheGroups.react.test);
    assert.equal(reactTest('noneMode'), String.raw`/node_modules[\\/](?:react|react-dom|scheduler|react-refresh|@rspack[\\/]plugin-react-refresh)[\\/]/`);
    assert.equal(reactTest('prod'), String.raw`/node_modules[\\/](?:react|react-dom|scheduler)[\\/]/`);
  });

  test('What the plugin configures: a production build writes a lib-react chunk', () => {
    assert.ok(distFiles.some((file) => /^static\/js\/lib-react\.[0-9a-f]+\.js$/.test(file)), distFiles.join(', '));
  });

  test('What the plugin configures: after an edit of the app, lib-react keeps its file name (and so its cache) while the app chunk gets a new one', () => {
    const named = (files: string[], name: string) => files.filter((file) => new RegExp(`^static/js/${name}\\.[0-9a-f]+\\.js$`).test(file));
    assert.equal(named(distFiles, 'lib-react').length, 1);
    assert.deepEqual(named(editedDistFiles, 'lib-react'), named(distFiles, 'lib-react'));
    assert.equal(named(editedDistFiles, 'index').length, 1);
    assert.notDeepEqual(named(editedDistFiles, 'index'), named(distFiles, 'index'));
  });

  test('reactRefreshOptions: the default covers the JavaScript rule\'s files and leaves out ?raw imports', () => {
    const refresh = (runs.dev.rspack.plugins as any[]).find((p) => p?.constructor?.name === 'ReactRefreshRspackPlugin');
    assert.deepEqual(refresh.options.resourceQuery, { not: /^\?raw$/ });
    assert.equal(refresh.options.overlay, false);
    assert.equal(refresh.options.reloadOnRuntimeErrors, false);
    assert.deepEqual(refresh.options.include.slice(0, 2), [{ not: /[\\/]node_modules[\\/]/ }, /\.(?:ts|tsx|jsx|mts|cts)$/]);
  });

  test("reactRefreshOptions: the default include takes in Rsbuild's dev client in @rsbuild/core/dist, as the development web JavaScript rule does", () => {
    const refresh = (runs.dev.rspack.plugins as any[]).find((p) => p?.constructor?.name === 'ReactRefreshRspackPlugin');
    const jsRule = (runs.dev.rspack.module!.rules as any[]).find((r) => String(r.test).includes('mjs'));
    const devClient = String.raw`/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/`;
    assert.ok(refresh.options.include.map(String).includes(devClient), refresh.options.include.map(String).join(' '));
    assert.ok(jsRule.include.map(String).includes(devClient));
  });

  test('reactRefreshOptions: reloadOnRuntimeErrors reloads only for a missing module factory ("RuntimeError: factory is undefined"); other errors are only logged', () => {
    // The refresh runtime of @rspack/plugin-react-refresh, the copy @rsbuild/plugin-react 1.4.6 uses.
    const refreshDir = path.join(rsbuildV1Dir, 'node_modules/@rspack/plugin-react-refresh');
    assert.equal(JSON.parse(readText(refreshDir, 'package.json')).version, '1.6.2');
    const utils = readText(refreshDir, 'client/refreshUtils.js');
    assert.match(utils, /function isUnrecoverableRuntimeError\(error\) \{\n\s*return error\.message\.startsWith\('RuntimeError: factory is undefined'\);\n\}/);
    assert.match(utils, /console\.error\(error\);\n\s*if \(\n\s*__reload_on_runtime_errors__ &&\n\s*isUnrecoverableRuntimeError\(error\)\n\s*\) \{\n\s*location\.reload\(\);/);
    assert.equal(utils.match(/location\.reload\(\)/g)?.length, 1);
    // Rspack's runtime in the development build throws exactly that message.
    assert.match(devIndex, /throw Error\("RuntimeError: factory is undefined \(" \+ moduleId \+ "\)"\)/);
  });

  test('reactRefreshOptions: the message is RuntimeError: factory is undefined (<module id>), and development module ids are paths such as ./src/index.jsx', () => {
    assert.match(devIndex, /throw Error\("RuntimeError: factory is undefined \(" \+ moduleId \+ "\)"\)/);
    assert.ok(devIndex.includes('"./src/index.jsx"(module, __webpack_exports__, __webpack_require__) {'), devIndex.slice(0, 2000));
  });

  test('reactRefreshOptions: source.exclude is left out; a key you set replaces the default as a whole', () => {
    const refresh = (name: string) => (runs[name].rspack.plugins as any[]).find((p) => p?.constructor?.name === 'ReactRefreshRspackPlugin');
    assert.deepEqual(refresh('sourceExclude').options.exclude, [/[\\/]src[\\/]generated[\\/]/]);
    assert.deepEqual(refresh('ownInclude').options.include, /[\\/]src[\\/]/);
    assert.deepEqual(refresh('ownInclude').options.resourceQuery, { not: /^\?raw$/ });
  });

  // Read from the registry on 2026-12-06 (npm pack): react@18.3.1's development JSX runtime keeps the
  // location as element._source and prints it in warnings ("Check your code at <file>:<line>.");
  // react@19.0.0's jsxDEV still takes a source argument but its ReactElement() never stores it, and
  // 19.2.0 (installed here) drops the argument, so no React 19 release reads the location.
  test('What the plugin configures: React 19 jsxDEV takes four parameters and so no longer reads the location', () => {
    const runtime = readText(path.join(rsbuildV1Dir, 'node_modules/react'), 'cjs/react-jsx-dev-runtime.development.js');
    assert.match(runtime, /exports\.jsxDEV = function \(type, config, maybeKey, isStaticChildren\) \{/);
  });

  test('What the plugin configures: with the webpack bundler only the chunk split part is applied, also with enableProfiler', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const calls = (bundlerType: string, options: PluginReactOptions = {}) => {
      const hooks: string[] = [];
      const api = { context: { bundlerType, rootPath: cwd }, modifyEnvironmentConfig: () => hooks.push('modifyEnvironmentConfig'), modifyBundlerChain: () => hooks.push('modifyBundlerChain') };
      pluginReact(options).setup(api as any);
      return hooks;
    };
    assert.deepEqual(calls('webpack'), ['modifyBundlerChain']);
    assert.deepEqual(calls('webpack', { enableProfiler: true }), ['modifyBundlerChain']);
    // So Fast Refresh needs the Rspack bundler: the Common problems list says so.
    assert.ok(pageText('plugins/list/plugin-react', 'en').includes('Fast Refresh needs the Rspack bundler (under the webpack provider the plugin only applies its chunk split), development mode, `dev.hmr: true`, a `web` target and `fastRefresh: true`.'));
    assert.ok(pageText('plugins/list/plugin-react', 'zh').includes('Fast Refresh 要求使用 Rspack 打包（在 webpack provider 下，插件只会应用拆包配置）、开发模式、`dev.hmr: true`、`web` 目标以及 `fastRefresh: true`。'));
    assert.deepEqual(calls('rspack'), ['modifyEnvironmentConfig', 'modifyBundlerChain', 'modifyBundlerChain']);
    assert.deepEqual(calls('rspack', { enableProfiler: true }), ['modifyEnvironmentConfig', 'modifyBundlerChain', 'modifyEnvironmentConfig', 'modifyBundlerChain', 'modifyBundlerChain']);
  });

  test('Common problems: in development lib-react holds React\'s development build and is several times larger than in production', () => {
    assert.match(libReact.dev.text, /react-dom\/cjs\/react-dom-client\.development\.js/);
    assert.doesNotMatch(libReact.prod.text, /react-dom-client\.development/);
    assert.ok(libReact.dev.size > 1_000_000, `development lib-react: ${libReact.dev.size} bytes`);
    assert.ok(libReact.prod.size < 250_000, `production lib-react: ${libReact.prod.size} bytes`);
  });

  test('enableProfiler: the production build bundles React\'s profiling build and keeps the component\'s function name', () => {
    // "Blocking Track" is a label of react-dom's profiling build, absent from its production build.
    assert.match(libReact.profiler.text, /"Blocking Track"/);
    assert.doesNotMatch(libReact.prod.text, /"Blocking Track"/);
    assert.match(profilerIndex, /function App\(\)/);
    assert.doesNotMatch(prodIndex, /function App\(/);
  });

  test('enableProfiler: the profiling lib-react is larger than the production one and carries the actualDuration timing code, which the development build has too and the production build lacks', () => {
    assert.ok(libReact.profiler.size > libReact.prod.size, `profiling ${libReact.profiler.size} bytes, production ${libReact.prod.size} bytes`);
    assert.match(libReact.profiler.text, /actualDuration/);
    assert.match(libReact.dev.text, /actualDuration/);
    assert.doesNotMatch(libReact.prod.text, /actualDuration/);
  });

  test('splitChunks: false creates neither group; an object creates only the keys set to true ({ router: false } removes both)', () => {
    assert.deepEqual(groups(runs.splitOff.rspack), []);
    assert.deepEqual(groups(runs.routerOff.rspack), []);
    assert.deepEqual(groups(runs.reactOnly.rspack), ['lib-react']);
  });

  test('splitChunks: with the all-in-one or custom strategy no group is added', () => {
    assert.deepEqual(groups(runs.allInOne.rspack), []);
    assert.deepEqual(groups(runs.custom.rspack), []);
  });

  test('splitChunks: the groups are only added for the web target (not node, not web-worker)', () => {
    assert.deepEqual(groups(runs.nodeProd.rspack), []);
    assert.deepEqual(groups(runs.webWorker.rspack), []);
    assert.deepEqual(groups(runs.prod.rspack), ['lib-react', 'lib-router']);
  });

  test('enableProfiler: in production, react-dom/client becomes react-dom/profiling and scheduler/tracing the profiling build; not in development', () => {
    const alias = runs.profiler.rspack.resolve!.alias as Record<string, string>;
    assert.equal(alias['react-dom/client$'], 'react-dom/profiling');
    assert.equal(alias['react-dom$'], undefined);
    assert.equal(alias['scheduler/tracing'], 'scheduler/tracing-profiling');
    assert.equal((runs.profilerDev.rspack.resolve!.alias as Record<string, string>)['react-dom/client$'], undefined);
  });

  test('enableProfiler: the minifier keeps class and function names', () => {
    assert.match(runs.profiler.text, /keep_classnames: true/);
    assert.match(runs.profiler.text, /keep_fnames: true/);
    assert.doesNotMatch(runs.prod.text, /keep_classnames: true/);
  });

  test('enableProfiler: with output.minify: false, the production build is minified anyway, JavaScript and CSS; the object form stays off ({ js: false } keeps only CSS minified, { js: false, css: false } nothing)', () => {
    const minimizers = (rspack: Rspack.Configuration) => ((rspack.optimization!.minimizer ?? []) as any[]).map((minimizer) => minimizer?.constructor?.name);
    assert.equal(runs.minifyOff.rspack.optimization!.minimize, false);
    assert.deepEqual(minimizers(runs.minifyOff.rspack), []);
    assert.equal(runs.profilerMinifyOff.rspack.optimization!.minimize, true);
    assert.deepEqual(minimizers(runs.profilerMinifyOff.rspack), ['SwcJsMinimizerRspackPlugin', 'LightningCssMinimizerRspackPlugin']);
    assert.match(runs.profilerMinifyOff.text, /keep_fnames: true/);
    // The plugin merges its mangle options into the object form, whose off switches it keeps.
    assert.equal(runs.profilerJsOff.rspack.optimization!.minimize, true);
    assert.deepEqual(minimizers(runs.profilerJsOff.rspack), ['LightningCssMinimizerRspackPlugin']);
    assert.equal(runs.profilerBothOff.rspack.optimization!.minimize, false);
    assert.deepEqual(minimizers(runs.profilerBothOff.rspack), []);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-react', lang);
      assert.ok(text.includes(lang === 'en'
        ? 'This overrides `output.minify: false`: with it, the production build is still minified, JavaScript and CSS alike. Only `false` is overridden; to keep minification off, use the object form: `output.minify: { js: false, css: false }` turns both off, and `{ js: false }` leaves only CSS minified.'
        : '这会覆盖 `output.minify: false`：即使配置了 `output.minify: false`，生产构建中的 JavaScript 和 CSS 依然会被压缩。只有 `false` 会被覆盖；如果要保持不压缩，请使用对象形式：`output.minify: { js: false, css: false }` 会同时关闭两者，`{ js: false }` 则只压缩 CSS。'), lang);
    }
    assert.ok(pageText('guide/framework/react', 'en').includes('It also overrides `output.minify: false`: such a build is still minified. To keep it unminified, use `output.minify: { js: false, css: false }`, which the plugin leaves off.'));
    assert.ok(pageText('guide/framework/react', 'zh').includes('它还会覆盖 `output.minify: false`：这样的构建依然会被压缩。如果要保持不压缩，请使用 `output.minify: { js: false, css: false }`，插件不会开启它。'));
  });
});

// A React release without react/jsx-runtime (16.13.1 has none): a stand-in react package in a
// folder outside this repository, whose node_modules would otherwise supply react/jsx-runtime.
// Read with npm pack on 2026-12-05: jsx-runtime.js and jsx-dev-runtime.js are in the react tarballs
// 16.14.0, 15.7.0 and 0.14.10, and in none of 16.13.1, 15.6.2 and 0.14.9.
describe('React plugin › swcReactOptions with a React that has no react/jsx-runtime', () => {
  const oldDir = mkdtempSync(path.join(tmpdir(), 'plugin-react-old-'));
  process.once('exit', () => { if (!process.env.KEEP_FIXTURES) rmSync(oldDir, { recursive: true, force: true }); });
  writeProjectFiles(oldDir, {
    'src/index.jsx': "import React from 'react';\n\nconsole.log(<p>old</p>);\n",
    'node_modules/react/package.json': '{ "name": "react", "version": "16.13.1", "main": "index.js" }',
    'node_modules/react/index.js': "exports.createElement = (type, props, ...children) => ({ type, props, children, from: 'stand-in react' });\n",
    // For the CLI run only (buildProject does not read it): the plugin from tools/rsbuild-v1.
    'rsbuild.config.mjs': `import { pluginReact } from ${JSON.stringify(pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-react/dist/index.js')).href)};\nexport default { plugins: [pluginReact()] };\n`,
  });
  let automatic: Awaited<ReturnType<typeof buildProject>>;
  let classic: Awaited<ReturnType<typeof buildProject>>;
  let development: Awaited<ReturnType<typeof buildProject>>;
  let cli: Awaited<ReturnType<typeof runCli>>;
  before(async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    // Explicit: the mode otherwise follows NODE_ENV, which the other builds of this file set.
    const config = (options: PluginReactOptions, root: string) => ({
      mode: 'production' as const,
      plugins: [pluginReact(options)],
      output: { filenameHash: false, distPath: { root } },
      performance: { chunkSplit: { strategy: 'all-in-one' as const } },
    });
    automatic = await buildProject(oldDir, config({}, 'dist-automatic'));
    classic = await buildProject(oldDir, config({ swcReactOptions: { runtime: 'classic' } }, 'dist-classic'));
    development = await buildProject(oldDir, { ...config({}, 'dist-development'), mode: 'development' });
    cli = await runCli(oldDir, ['build']);
  });
  test("rsbuild build exits with 1 and prints three errors: Build error: with the file and × Module not found: Can't resolve 'react/jsx-runtime', then build failed in …, then Rspack build failed. with its stack", () => {
    assert.equal(cli.code, 1, cli.output);
    assert.ok(cli.stderr.startsWith(`error   Build error: \nFile: ./src/index.jsx:1:1-48\n  × Module not found: Can't resolve 'react/jsx-runtime' in '${path.join(oldDir, 'src')}'\n   ╭─[1:0]\n`), cli.stderr);
    assert.match(cli.stderr, new RegExp(String.raw`\n\nerror   build failed in ${PRINTED_BUILD_TIME}\nerror   Rspack build failed\.\n    at `));
    assert.equal(cli.output.match(/^error {3}/gm)?.length, 3, cli.output);
  });
  test("in development mode the missing module is react/jsx-dev-runtime", () => {
    assert.ok(development.errors.join('\n').includes(`Module not found: Can't resolve 'react/jsx-dev-runtime' in '${path.join(oldDir, 'src')}'`), development.errors.join('\n'));
  });
  test("the default automatic runtime fails with Can't resolve 'react/jsx-runtime'", () => {
    assert.ok(automatic.errors.join('\n').includes(`Module not found: Can't resolve 'react/jsx-runtime' in '${path.join(oldDir, 'src')}'`), automatic.errors.join('\n'));
  });
  test("runtime: 'classic' compiles JSX to React.createElement calls and builds", () => {
    assert.deepEqual(classic.errors, []);
    const js = readText(classic.dist, 'static/js/index.js');
    assert.match(js, /createElement\("p",null,"old"\)/);
    assert.match(js, /stand-in react/);
  });
});

// enableProfiler with a react-dom that has no react-dom/client entry (17 and earlier): a stand-in
// react-dom in a folder outside this repository, whose node_modules would otherwise supply one.
describe('React plugin › enableProfiler with a react-dom that has no react-dom/client entry', () => {
  const legacyDir = mkdtempSync(path.join(tmpdir(), 'plugin-react-legacy-dom-'));
  process.once('exit', () => { if (!process.env.KEEP_FIXTURES) rmSync(legacyDir, { recursive: true, force: true }); });
  writeProjectFiles(legacyDir, {
    'src/index.js': "console.log('legacy');\n",
    'node_modules/react-dom/package.json': '{ "name": "react-dom", "version": "17.0.2", "main": "index.js" }',
    'node_modules/react-dom/index.js': 'module.exports = {};\n',
    'node_modules/react-dom/profiling.js': 'module.exports = {};\n',
  });
  test('in production, react-dom itself becomes react-dom/profiling, and react-dom/client is left alone', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const rsbuild = await createRsbuild({ cwd: legacyDir, rsbuildConfig: { mode: 'production', plugins: [pluginReact({ enableProfiler: true })] } });
    const [config] = await rsbuild.initConfigs();
    const alias = config.resolve!.alias as Record<string, string>;
    assert.equal(alias['react-dom$'], 'react-dom/profiling');
    assert.equal(alias['react-dom/client$'], undefined);
    assert.equal(alias['scheduler/tracing'], 'scheduler/tracing-profiling');
  });
});

// Which file extensions accept JSX, and where the automatic runtime imports from, with stand-in
// jsx-runtime modules of react and @emotion/react in a folder outside this repository.
describe('React plugin › What the plugin configures (JSX by file extension) and swcReactOptions (importSource, pragma, tools.swc)', () => {
  const extensions = ['js', 'jsx', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'ts'];
  const jsxDir = mkdtempSync(path.join(tmpdir(), 'plugin-react-jsx-'));
  process.once('exit', () => { if (!process.env.KEEP_FIXTURES) rmSync(jsxDir, { recursive: true, force: true }); });
  const runtime = (from: string) => `const jsx = (type, props) => ({ type, props, from: '${from}' });\nexports.jsx = jsx;\nexports.jsxs = jsx;\nexports.Fragment = 'fragment';\n`;
  writeProjectFiles(jsxDir, {
    ...Object.fromEntries(extensions.map((ext) => [`src/el-${ext}.${ext}`, `console.log(<p>${ext}</p>);\n`])),
    'src/emotion.jsx': "console.log(<p css={{ color: 'red' }}>emotion</p>);\n",
    'src/fragment.jsx': 'console.log(<><p>frag</p></>);\n',
    'node_modules/react/package.json': '{ "name": "react", "version": "19.0.0" }',
    'node_modules/react/jsx-runtime.js': runtime('stand-in react'),
    'node_modules/@emotion/react/package.json': '{ "name": "@emotion/react", "version": "11.0.0" }',
    'node_modules/@emotion/react/jsx-runtime.js': runtime('stand-in emotion'),
  });
  // The same app without @emotion/react installed.
  const noEmotionDir = mkdtempSync(path.join(tmpdir(), 'plugin-react-no-emotion-'));
  process.once('exit', () => { if (!process.env.KEEP_FIXTURES) rmSync(noEmotionDir, { recursive: true, force: true }); });
  writeProjectFiles(noEmotionDir, {
    'src/emotion.jsx': "console.log(<p css={{ color: 'red' }}>emotion</p>);\n",
    'node_modules/react/package.json': '{ "name": "react", "version": "19.0.0" }',
    'node_modules/react/jsx-runtime.js': runtime('stand-in react'),
  });
  let byExtension: Awaited<ReturnType<typeof buildProject>>;
  let emotion: Awaited<ReturnType<typeof buildProject>>;
  let noEmotion: Awaited<ReturnType<typeof buildProject>>;
  let noEmotionDev: Awaited<ReturnType<typeof buildProject>>;
  let pragma: Awaited<ReturnType<typeof buildProject>>;
  let toolsSwcClassic: Awaited<ReturnType<typeof buildProject>>;
  let toolsSwcPreserve: Awaited<ReturnType<typeof buildProject>>;
  before(async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const base = { mode: 'production' as const, output: { filenameHash: false, minify: false } };
    byExtension = await buildProject(jsxDir, {
      ...base,
      source: { entry: Object.fromEntries(extensions.map((ext) => [ext, `./src/el-${ext}.${ext}`])) },
      output: { ...base.output, distPath: { root: 'dist-ext' } },
      plugins: [pluginReact()],
    });
    emotion = await buildProject(jsxDir, {
      ...base,
      source: { entry: { index: './src/emotion.jsx' } },
      output: { ...base.output, distPath: { root: 'dist-emotion' } },
      plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
    });
    noEmotion = await buildProject(noEmotionDir, {
      ...base,
      source: { entry: { index: './src/emotion.jsx' } },
      plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
    });
    noEmotionDev = await buildProject(noEmotionDir, {
      ...base,
      mode: 'development',
      source: { entry: { index: './src/emotion.jsx' } },
      output: { ...base.output, distPath: { root: 'dist-dev' } },
      plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
    });
    const fragment = (root: string) => ({ ...base, source: { entry: { index: './src/fragment.jsx' } }, output: { ...base.output, distPath: { root } } });
    pragma = await buildProject(jsxDir, { ...fragment('dist-pragma'), plugins: [pluginReact({ swcReactOptions: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } })] });
    const viaToolsSwc = (runtime: 'classic' | 'preserve') => ({ swc: { jsc: { transform: { react: { runtime, pragma: 'h', pragmaFrag: 'Fragment' } } } } });
    toolsSwcClassic = await buildProject(jsxDir, { ...fragment('dist-tools-classic'), plugins: [pluginReact()], tools: viaToolsSwc('classic') });
    toolsSwcPreserve = await buildProject(jsxDir, {
      ...base,
      source: { entry: { jsx: './src/el-jsx.jsx', tsx: './src/el-tsx.tsx' } },
      output: { ...base.output, distPath: { root: 'dist-tools-preserve' } },
      plugins: [pluginReact()],
      tools: viaToolsSwc('preserve'),
    });
  });
  test('pragma and pragmaFrag are the element and fragment factories of the classic runtime', () => {
    assert.deepEqual(pragma.errors, []);
    assert.match(readText(pragma.dist, 'static/js/index.js'), /h\(Fragment, null, \/\*#__PURE__\*\/ h\("p", null, "frag"\)\)/);
  });
  test('tools.swc: the same jsc.transform.react settings work there (classic runtime with pragma and pragmaFrag)', () => {
    assert.deepEqual(toolsSwcClassic.errors, []);
    assert.match(readText(toolsSwcClassic.dist, 'static/js/index.js'), /h\(Fragment, null, \/\*#__PURE__\*\/ h\("p", null, "frag"\)\)/);
  });
  test("tools.swc: runtime 'preserve' written there leaves Rspack's JSX parsing off; each JSX file fails with Module parse failed: and a JavaScript parse error:", () => {
    const { errors } = toolsSwcPreserve;
    assert.ok(errors.length >= 2, errors.join('\n'));
    for (const error of errors) assert.match(error, /^\s*× Module parse failed:\n\s*╰─▶\s+× JavaScript parse error: /);
    // Both entries fail: the code frames show the JSX of el-jsx.jsx and of el-tsx.tsx.
    assert.ok(errors.some((error) => error.includes('console.log(<p>jsx</p>);')));
    assert.ok(errors.some((error) => error.includes('console.log(<p>tsx</p>);')));
    assert.ok(errors.some((error) => error.includes('× JavaScript parse error: Expression expected')));
  });
  test('JSX compiles in .js, .jsx, .tsx, .mjs, .cjs, .mts and .cts files; in a .ts file it is a syntax error', () => {
    assert.equal(byExtension.errors.length, 1, byExtension.errors.join('\n'));
    assert.match(byExtension.errors[0], /src\/el-ts\.ts:1:1/);
    assert.match(byExtension.errors[0], /Syntax Error/);
  });
  test("importSource: '@emotion/react' makes the automatic runtime import @emotion/react/jsx-runtime", () => {
    assert.deepEqual(emotion.errors, []);
    const js = readText(emotion.dist, 'static/js/index.js');
    assert.match(js, /stand-in emotion/);
    assert.doesNotMatch(js, /stand-in react/);
    assert.match(js, /css: \{\s*color: 'red'\s*\}/);
  });
  test("importSource: without @emotion/react installed the build fails with Can't resolve '@emotion/react/jsx-runtime'", () => {
    assert.equal(noEmotion.errors.length, 1, noEmotion.errors.join('\n'));
    assert.ok(noEmotion.errors[0].includes("Can't resolve '@emotion/react/jsx-runtime'"), noEmotion.errors[0]);
  });
  test("importSource: in development mode the missing module is @emotion/react/jsx-dev-runtime", () => {
    assert.equal(noEmotionDev.errors.length, 1, noEmotionDev.errors.join('\n'));
    assert.ok(noEmotionDev.errors[0].includes("Can't resolve '@emotion/react/jsx-dev-runtime'"), noEmotionDev.errors[0]);
    assert.ok(!noEmotionDev.errors[0].includes("'@emotion/react/jsx-runtime'"), noEmotionDev.errors[0]);
    assert.ok(pageText('plugins/list/plugin-react', 'en').includes("Without that package, the build fails: in production mode with `Can't resolve '@emotion/react/jsx-runtime'`, in development mode (as on the dev server) with `Can't resolve '@emotion/react/jsx-dev-runtime'`."));
    assert.ok(pageText('plugins/list/plugin-react', 'zh').includes("如果没有安装这个包，构建会失败：生产模式下报错 `Can't resolve '@emotion/react/jsx-runtime'`，开发模式下（例如开发服务器）报错 `Can't resolve '@emotion/react/jsx-dev-runtime'`。"));
  });
});

// The page's fastRefresh: false sample on the dev server, in Chromium: a counter component and a
// stylesheet, each edited once.
describe('React plugin › fastRefresh', () => {
  const counter = (label: string) => `import { useState } from 'react';\nimport './counter.css';\n\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button id="counter" type="button" onClick={() => setCount(count + 1)}>${label} {count}</button>;\n}\n`;
  const dir = makeProject(
    {
      'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport { Counter } from './Counter';\n\ncreateRoot(document.getElementById('root')).render(<Counter />);\n",
      'src/Counter.jsx': counter('Count'),
      'src/counter.css': '#counter { color: rgb(255, 0, 0); }\n',
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact({ fastRefresh: false })],\n});\n",
    },
    'react-no-refresh',
  );
  // The same app with the default (fastRefresh: true), plus a module that exports a component and a
  // string.
  const mixed = (text: string) => `export const mixedLabel = 'label';\n\nexport function Mixed() {\n  return <p id="mixed">${text}</p>;\n}\n`;
  const refreshDir = makeProject(
    {
      'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport { Counter } from './Counter';\nimport { Mixed } from './Mixed';\n\ncreateRoot(document.getElementById('root')).render(<><Counter /><Mixed /></>);\n",
      'src/Counter.jsx': counter('Count'),
      'src/Mixed.jsx': mixed('Mixed'),
      'src/counter.css': '#counter { color: rgb(255, 0, 0); }\n',
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n});\n",
    },
    'react-refresh',
  );
  // fastRefresh: false with dev.liveReload: false.
  const noLiveDir = makeProject(
    {
      'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport { Counter } from './Counter';\n\ncreateRoot(document.getElementById('root')).render(<Counter />);\n",
      'src/Counter.jsx': counter('Count'),
      'src/counter.css': '#counter { color: rgb(255, 0, 0); }\n',
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  dev: { liveReload: false },\n  plugins: [pluginReact({ fastRefresh: false })],\n});\n",
    },
    'react-no-refresh-no-live-reload',
  );
  let browser: Browser;
  let port: number;
  let refreshPort: number;
  let noLivePort: number;
  let server: ReturnType<typeof startCli>;
  let refreshServer: ReturnType<typeof startCli>;
  let noLiveServer: ReturnType<typeof startCli>;
  before(async () => {
    port = await freePort();
    server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    refreshPort = await freePort();
    refreshServer = startCli(refreshDir, ['dev', '--port', String(refreshPort)], /ready\s+built in/);
    noLivePort = await freePort();
    noLiveServer = startCli(noLiveDir, ['dev', '--port', String(noLivePort)], /ready\s+built in/);
    [browser] = await Promise.all([launchChromium(), server.started, refreshServer.started, noLiveServer.started]);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), refreshServer?.stop(), noLiveServer?.stop()]);
  });
  /** Opens the app, clicks the counter to 1 and marks the window to spot a reload. */
  async function counterClickedOnce(onPort: number) {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${onPort}/`);
    const button = page.locator('#counter');
    await button.filter({ hasText: 'Count 0' }).click();
    await button.filter({ hasText: 'Count 1' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));
    return { page, button };
  }

  test('true (the default): a component edit is applied in place and the page keeps its state', async () => {
    const { page, button } = await counterClickedOnce(refreshPort);
    writeProjectFiles(refreshDir, { 'src/Counter.jsx': counter('Clicks') });
    await button.filter({ hasText: 'Clicks 1' }).waitFor();
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload after the component edit');
    await page.close();
  });

  test('Common problems: an edit of a module that exports a component and a string passes the update on to the entry, and the page reloads', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${refreshPort}/`);
    const button = page.locator('#counter');
    await button.filter({ hasText: 'Clicks 0' }).click();
    await button.filter({ hasText: 'Clicks 1' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(refreshDir, { 'src/Mixed.jsx': mixed('Mixed again') });
    await page.locator('#mixed', { hasText: 'Mixed again' }).waitFor();
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'the page reloaded');
    assert.equal(await button.textContent(), 'Clicks 0');
    await page.close();
  });

  test('false: a CSS edit is applied in place, a component edit reloads the page and its state is lost', async () => {
    const { page, button } = await counterClickedOnce(port);
    writeProjectFiles(dir, { 'src/counter.css': '#counter { color: rgb(0, 128, 0); }\n' });
    await page.waitForFunction(() => getComputedStyle(document.getElementById('counter')!).color === 'rgb(0, 128, 0)');
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload after the CSS edit');
    assert.equal(await button.textContent(), 'Count 1');
    writeProjectFiles(dir, { 'src/Counter.jsx': counter('Clicks') });
    await button.filter({ hasText: 'Clicks 0' }).waitFor();
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'the page reloaded');
    await page.close();
  });

  test('false with dev.liveReload off: a CSS edit is still applied in place; a component edit logs [rsbuild] HMR update failed, performing full reload: and the page does not reload', async () => {
    const { page, button } = await counterClickedOnce(noLivePort);
    writeProjectFiles(noLiveDir, { 'src/counter.css': '#counter { color: rgb(0, 128, 0); }\n' });
    await page.waitForFunction(() => getComputedStyle(document.getElementById('counter')!).color === 'rgb(0, 128, 0)', undefined, { timeout: 60_000 });
    const failed = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('[rsbuild] HMR update failed, performing full reload:'), timeout: 60_000 });
    writeProjectFiles(noLiveDir, { 'src/Counter.jsx': counter('Clicks') });
    assert.equal((await failed).type(), 'error');
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload after the component edit');
    assert.equal(await button.textContent(), 'Count 1');
    await page.close();
  });
});

describe('React plugin › fastRefresh (development builds made with rsbuild build)', () => {
  const app = {
    'src/index.jsx': "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';\nfunction App() {\n  const [count] = useState(0);\n  return <button>{count}</button>;\n}\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  };
  test('rsbuild build --mode development with NODE_ENV unset (the CLI sets production): the bundle calls $RefreshSig$ but nothing defines it, and the page fails with ReferenceError: $RefreshSig$ is not defined; fastRefresh false, NODE_ENV=development set first, or reactRefreshOptions.forceEnable (the runtime is then bundled) renders', async () => {
    const cliApp = makeProject({ ...app, 'rsbuild.config.mjs': "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()] };\n" }, 'react-dev-build');
    const offApp = makeProject(app, 'react-dev-build-off');
    const presetApp = makeProject(app, 'react-dev-build-preset');
    const forceApp = makeProject(app, 'react-dev-build-force');
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const [cli, browser] = await Promise.all([
      runCli(cliApp, ['build', '--mode', 'development']),
      launchChromium(),
      (async () => {
        await withNodeEnv(undefined, () => buildProject(offApp, { mode: 'development', plugins: [pluginReact({ fastRefresh: false })] }));
        await withNodeEnv('development', () => buildProject(presetApp, { mode: 'development', plugins: [pluginReact()] }));
        await withNodeEnv(undefined, () => buildProject(forceApp, { mode: 'development', plugins: [pluginReact({ reactRefreshOptions: { forceEnable: true } })] }));
      })(),
    ]);
    try {
      assert.equal(cli.code, 0, cli.output);
      const source = builtScripts(cliApp);
      assert.match(source, /var _s = \$RefreshSig\$\(\);/);
      assert.doesNotMatch(source, /\$RefreshSig\$ =/);
      // reactRefreshOptions.forceEnable, with NODE_ENV set to production by build(): the refresh runtime is bundled.
      const forced = builtScripts(forceApp);
      assert.match(forced, /var _s = \$RefreshSig\$\(\);/);
      assert.match(forced, /\$RefreshSig\$ =/);
      const [broken, off, preset, force] = await Promise.all([cliApp, offApp, presetApp, forceApp].map((dir) => openBuiltApp(browser, path.join(dir, 'dist'), 'button')));
      assert.deepEqual(broken, { errors: ['ReferenceError: $RefreshSig$ is not defined'], html: '' });
      assert.deepEqual(off, { errors: [], html: '<button>0</button>' });
      assert.deepEqual(preset, { errors: [], html: '<button>0</button>' });
      assert.deepEqual(force, { errors: [], html: '<button>0</button>' });
    } finally {
      await browser.close();
    }
    assert.ok(pageText('plugins/list/plugin-react', 'en').includes('A third way keeps Fast Refresh\'s code and makes it work: `reactRefreshOptions: { forceEnable: true }`'));
    assert.ok(pageText('plugins/list/plugin-react', 'zh').includes('还有第三种做法，可以保留 Fast Refresh 的代码并让它正常运行：设置 `reactRefreshOptions: { forceEnable: true }`'));
  });
  test('the same build of a component without hooks, made with rsbuild.build() of the JavaScript API and NODE_ENV unset (build() sets production), fails on $RefreshReg$ instead: ReferenceError: $RefreshReg$ is not defined', async () => {
    const plainApp = makeProject(
      {
        'src/App.jsx': 'export function App() {\n  return <button>0</button>;\n}\n',
        'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      },
      'react-dev-build-plain',
    );
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    // buildProject() calls rsbuild.build(), which sets NODE_ENV itself; withNodeEnv() puts the old value back.
    const [, browser] = await Promise.all([withNodeEnv(undefined, () => buildProject(plainApp, { mode: 'development', plugins: [pluginReact()] })), launchChromium()]);
    try {
      const source = builtScripts(plainApp);
      assert.match(source, /\$RefreshReg\$\(_c, "App"\);/);
      assert.doesNotMatch(source, /\$RefreshSig\$/);
      assert.deepEqual(await openBuiltApp(browser, path.join(plainApp, 'dist'), 'button'), { errors: ['ReferenceError: $RefreshReg$ is not defined'], html: '' });
    } finally {
      await browser.close();
    }
    assert.ok(pageText('plugins/list/plugin-react', 'en').includes('The JavaScript API behaves the same way: `rsbuild.build()` also sets `NODE_ENV` to `production` when it is not set'));
    assert.ok(pageText('plugins/list/plugin-react', 'zh').includes('JavaScript API 也是如此：`NODE_ENV` 未设置时，`rsbuild.build()` 同样会把它设为 `production`'));
  });
});

// Install and the peer dependency conflict. Read from the registry on 2026-12-05: `npm view
// @rsbuild/plugin-react dist-tags` gives latest 2.1.1; every 2.x release declares @rsbuild/core
// ^2.0.0-0 or ^2.0.0 as its peer; with npm 11.19.1, `npm install @rsbuild/plugin-react -D` in a
// project with @rsbuild/core 1.7.6 stops with ERESOLVE (peerOptional @rsbuild/core@"^2.0.0" from
// @rsbuild/plugin-react@2.1.1), and the newest release of the @1 range is 1.4.6.
describe('React plugin › Install', () => {
  test('the 1.x release installed here, 1.4.6, accepts @rsbuild/core 1.x as its peer', () => {
    const manifest = JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-react'), 'package.json'));
    assert.equal(manifest.version, '1.4.6');
    assert.equal(manifest.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
  });

  test('the page names the release it was checked with and its peer range, not what the latest tag points to', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-react', lang);
      assert.ok(!text.includes('`latest`'), lang);
      assert.ok(text.includes(lang === 'en' ? 'This page was checked with 1.4.6, whose peer range `^1.0.0 || ^2.0.0-0` takes `@rsbuild/core` 1.x.' : '本页基于 1.4.6 核对，它的 peer 范围是 `^1.0.0 || ^2.0.0-0`'), lang);
    }
  });
});

// The option types on the page, checked against the plugin's exported PluginReactOptions.
const typedOptions: PluginReactOptions[] = [
  { fastRefresh: false },
  { splitChunks: { react: true, router: false } },
  { splitChunks: false },
  { enableProfiler: true },
  { reactRefreshOptions: { exclude: /generated/, reloadOnRuntimeErrors: true, overlay: false } },
  { swcReactOptions: { runtime: 'classic', importSource: 'preact' } },
];
// The swcReactOptions type block on the page.
const swcReactOptions: NonNullable<PluginReactOptions['swcReactOptions']> = {
  runtime: 'preserve',
  importSource: 'react',
  pragma: 'h',
  pragmaFrag: 'Fragment',
  throwIfNamespace: true,
  development: false,
  refresh: { refreshReg: '$RefreshReg$', refreshSig: '$RefreshSig$', emitFullSignatures: false },
  useBuiltins: false,
};
void swcReactOptions;
// @ts-expect-error splitChunks takes no other keys than react and router
const wrongSplit: PluginReactOptions = { splitChunks: { vendor: true } };
void typedOptions;
void wrongSplit;

// Type level: `tsc -p .` fails when a listed type differs from what the 1.4.6 package declares.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type SwcReact = NonNullable<PluginReactOptions['swcReactOptions']>;
type ReactTypeChecks = [
  Equal<keyof PluginReactOptions, 'swcReactOptions' | 'fastRefresh' | 'reactRefreshOptions' | 'splitChunks' | 'enableProfiler'>,
  Equal<keyof SwcReact, 'runtime' | 'importSource' | 'pragma' | 'pragmaFrag' | 'throwIfNamespace' | 'development' | 'refresh' | 'useBuiltins'>,
  Equal<SwcReact['runtime'], 'automatic' | 'classic' | 'preserve' | undefined>,
  Equal<SwcReact['refresh'], boolean | { refreshReg?: string; refreshSig?: string; emitFullSignatures?: boolean } | undefined>,
  Equal<
    keyof NonNullable<PluginReactOptions['reactRefreshOptions']>,
    'test' | 'include' | 'exclude' | 'resourceQuery' | 'library' | 'forceEnable' | 'overlay' | 'injectLoader' | 'injectEntry' | 'reloadOnRuntimeErrors' | 'reactRefreshLoader'
  >,
  Equal<PluginReactOptions['splitChunks'], boolean | { react?: boolean; router?: boolean } | undefined>,
];

describe('React plugin › Options (types)', () => {
  test("the page's rsbuild.config.ts samples type-check as written, in both languages", () => {
    // One program for both languages; the enableProfiler sample reads process.env.
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('plugins/list/plugin-react', lang);
      assert.equal(samples.length, 7, lang);
      samples.forEach((code, i) => (files[`${lang}/config${i}.ts`] = code));
    }
    assert.deepEqual(typeCheckProject(ts, files, 'plugin-react-samples', () => ({ types: ['node'] })), []);
  });
  test('the option types the page lists are the ones @rsbuild/plugin-react 1.4.6 declares', () => {
    const checks: ReactTypeChecks = [true, true, true, true, true, true];
    assert.deepEqual(checks, [true, true, true, true, true, true]);
  });
});
