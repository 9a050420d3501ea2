// Claims of plugins/list/plugin-preact, checked with @rsbuild/plugin-preact 1.7.2 and
// @rsbuild/core 1.7.6 in the Rspack configs Rsbuild generates (initConfigs, no compile), and one
// build where a React import must fail once the aliases are off.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { PluginPreactOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-preact';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, esmResolver, freePort, listFiles, makeProject, openBuiltApp, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, withNodeEnv, writeProjectFiles, writeUntilServed, launchChromium } from './harness';

const cwd = makeProject(
  {
    'src/index.js': "import { useState } from 'react';\nconsole.log(useState);\n",
    // Targets of the user aliases in the reactAliasesEnabled tests.
    'src/my-react.js': 'export const mine = 1;\n',
    'src/client.js': 'export const client = 1;\n',
  },
  'preact',
);

async function generated(options: PluginPreactOptions, config: RsbuildConfig) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...config, plugins: [pluginPreact(options)], logLevel: 'silent' } });
  const [rspack] = await rsbuild.initConfigs();
  return { rspack, rsbuild };
}

const jsRule = (rspack: Rspack.Configuration) => (rspack.module!.rules as any[]).find((r) => String(r.test).includes('mjs'));
const pluginOf = (rspack: Rspack.Configuration, name: string) => (rspack.plugins as any[]).find((p) => p?.constructor?.name === name);

const runs: Record<string, Awaited<ReturnType<typeof generated>>> = {};
const bundledModules: Record<string, string[]> = {};
const buildErrors: Record<string, string[]> = {};
let prodJsFiles: string[] = [];
let hooksOnlyJsFiles: string[] = [];

before(async () => {
  runs.dev = await generated({}, { mode: 'development' });
  runs.prod = await generated({}, { mode: 'production' });
  runs.noAliases = await generated({ reactAliasesEnabled: false }, { mode: 'production' });
  runs.noPrefresh = await generated({ prefreshEnabled: false }, { mode: 'development' });
  runs.nodeTarget = await generated({}, { mode: 'development', output: { target: 'node' } });
  runs.noHmr = await generated({}, { mode: 'development', dev: { hmr: false } });
  runs.scoped = await generated({ include: /[\\/]src[\\/]components[\\/]/, exclude: [/[\\/]node_modules[\\/]/, /\.stories\.tsx$/] }, { mode: 'development' });
  // pluginReact() registered as well, before and after pluginPreact().
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
  const { createRsbuild } = await rsbuildCore();
  for (const [name, plugins] of [['reactAfter', [pluginPreact(), pluginReact()]], ['reactBefore', [pluginReact(), pluginPreact()]]] as const) {
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', plugins: [...plugins], logLevel: 'silent' } });
    runs[name] = { rspack: (await rsbuild.initConfigs())[0], rsbuild };
  }
  for (const name of ['prod', 'noAliases']) {
    runs[name].rsbuild.onAfterBuild(({ stats }) => {
      const json = stats?.toJson({ all: false, modules: true, errors: true, warnings: true });
      bundledModules[name] = (json?.modules ?? []).map((module) => String(module.name));
      buildErrors[name] = [...(json?.errors ?? []), ...(json?.warnings ?? [])].map((problem) => problem.message);
    });
  }
  // A small app with preact and preact/hooks only.
  const hooksOnly = makeProject({ 'src/index.jsx': "import { render } from 'preact';\nimport { useState } from 'preact/hooks';\nfunction App() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}\nrender(<App />, document.body);\n" }, 'preact-hooks-only');
  await buildProject(hooksOnly, { mode: 'production', plugins: [pluginPreact()] });
  hooksOnlyJsFiles = listFiles(path.join(hooksOnly, 'dist')).filter((file) => file.endsWith('.js'));
  // Sequential: both builds write to the same dist folder.
  await runs.prod.rsbuild.build();
  prodJsFiles = listFiles(path.join(cwd, 'dist')).filter((file) => file.endsWith('.js'));
  await runs.noAliases.rsbuild.build();
});

describe('Preact plugin', () => {
  test('What the plugin configures: SWC automatic runtime with importSource preact, development flag in dev only', () => {
    assert.deepEqual(jsRule(runs.dev.rspack).use[0].options.jsc.transform.react, { development: true, refresh: true, runtime: 'automatic', importSource: 'preact' });
    assert.deepEqual(jsRule(runs.prod.rspack).use[0].options.jsc.transform.react, { development: false, refresh: false, runtime: 'automatic', importSource: 'preact' });
    assert.equal(jsRule(runs.dev.rspack).use[0].options.jsc.parser.tsx, true);
  });

  test('What the plugin configures: helpers from preact/jsx-runtime, jsxDEV from preact/jsx-dev-runtime in development', async () => {
    const { rspack } = await rsbuildCore();
    const compile = (config: Rspack.Configuration) => {
      const { parser, transform } = jsRule(config).use[0].options.jsc;
      return rspack.experiments.swc.transformSync('export const app = <p>hi</p>;\n', { filename: 'App.jsx', jsc: { parser, transform } }).code;
    };
    assert.match(compile(runs.prod.rspack), /import \{ jsx as _jsx \} from "preact\/jsx-runtime";/);
    assert.match(compile(runs.dev.rspack), /import \{ jsxDEV as _jsxDEV \} from "preact\/jsx-dev-runtime";/);
  });

  test('Install: version 1.7.2 of the plugin takes @rsbuild/core 1.x or 2.x as its peer', () => {
    const { version, peerDependencies } = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-preact/package.json'), 'utf8'));
    assert.deepEqual([version, peerDependencies], ['1.7.2', { '@rsbuild/core': '^1.0.0 || ^2.0.0-0' }]);
  });

  test('Install: the plugin writes the React aliases to resolve.alias of the Rsbuild config (not the older source.alias)', () => {
    const normalized = runs.prod.rsbuild.getNormalizedConfig({ environment: 'web' });
    assert.equal((normalized.resolve.alias as Record<string, string>).react, 'preact/compat');
    assert.equal((normalized.source as { alias?: unknown }).alias, undefined);
  });

  test('What the plugin configures: the four React aliases', () => {
    const alias = runs.prod.rspack.resolve!.alias as Record<string, string>;
    assert.equal(alias.react, 'preact/compat');
    assert.equal(alias['react-dom'], 'preact/compat');
    assert.equal(alias['react/jsx-runtime'], 'preact/jsx-runtime');
    assert.equal(alias['react-dom/test-utils'], 'preact/test-utils');
  });

  test('What the plugin configures: the aliases in the order react, react-dom/test-utils, react-dom, react/jsx-runtime; the first match wins, so react/jsx-runtime resolves to preact/compat/jsx-runtime', async () => {
    const alias = runs.prod.rspack.resolve!.alias as Record<string, string>;
    assert.deepEqual(Object.keys(alias).filter((key) => key.startsWith('react')), ['react', 'react-dom/test-utils', 'react-dom', 'react/jsx-runtime']);
    const resolved = await esmResolver(runs.prod.rsbuild, path.join(cwd, 'src'));
    assert.equal(resolved('react/jsx-runtime'), 'preact/compat/jsx-runtime.mjs');
    assert.equal(resolved('react-dom/client'), 'preact/compat/client.mjs');
    assert.equal(resolved('react-dom/test-utils'), 'preact/test-utils/dist/testUtils.mjs');
  });

  test('What the plugin configures: Prefresh (SWC plugin, PreactRefreshRspackPlugin, @prefresh sources compiled) in development on web with HMR only', () => {
    const dev = jsRule(runs.dev.rspack);
    assert.match(dev.use[0].options.jsc.experimental.plugins[0][0], /@swc[\\/]plugin-prefresh[\\/]swc_plugin_prefresh\.wasm$/);
    assert.ok(pluginOf(runs.dev.rspack, 'PreactRefreshRspackPlugin'));
    assert.ok(dev.include.map(String).includes(String.raw`/node_modules[\\/]@prefresh[\\/](core|utils)/`));
    for (const name of ['prod', 'nodeTarget', 'noPrefresh', 'noHmr']) assert.equal(pluginOf(runs[name].rspack, 'PreactRefreshRspackPlugin'), undefined, name);
    // Without HMR the SWC transform gets no Prefresh plugin and no refresh flag either.
    assert.equal(jsRule(runs.noHmr.rspack).use[0].options.jsc.transform.react.refresh, false);
    assert.equal(jsRule(runs.noHmr.rspack).use[0].options.jsc.experimental?.plugins, undefined);
  });

  test('What the plugin configures: no chunk split group of its own; Preact goes to a numeric vendor chunk with preact/compat, stays in the entry file without it', () => {
    const groups = Object.values((runs.prod.rspack.optimization!.splitChunks as any).cacheGroups).map((group: any) => group.name);
    assert.ok(!groups.some((name) => /preact/.test(String(name))), groups.join(', '));
    // With react (so preact/compat) imported: a vendor chunk with a numeric name.
    assert.equal(prodJsFiles.length, 2, prodJsFiles.join(', '));
    assert.match(prodJsFiles[0], /^static\/js\/\d+\.[0-9a-f]{8}\.js$/);
    assert.match(prodJsFiles[1], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    // preact and preact/hooks alone stay in the entry's file.
    assert.deepEqual(hooksOnlyJsFiles.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.')), ['static/js/index.js']);
  });

  test('What the plugin configures: unlike it, the React and Vue plugins add chunk split groups of their own (lib-react, lib-vue, lib-router)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const groupsOf = async (registered: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPlugin) => {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins: [registered] } });
      const [rspack] = await rsbuild.initConfigs();
      return Object.values((rspack.optimization!.splitChunks as any).cacheGroups).map((group: any) => group.name);
    };
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    assert.deepEqual(await groupsOf(pluginReact()), ['lib-react', 'lib-router', 'lib-axios']);
    assert.deepEqual(await groupsOf(pluginVue()), ['lib-vue', 'lib-router', 'lib-axios']);
    // Rsbuild's own group only, with the Preact plugin.
    assert.deepEqual(Object.values((runs.prod.rspack.optimization!.splitChunks as any).cacheGroups).map((group: any) => group.name), ['lib-axios']);
  });

  test('reactAliasesEnabled: with the aliases, an import of react gets preact/compat; with false, the installed react itself', () => {
    assert.ok(bundledModules.prod.some((name) => name.includes('node_modules/preact/compat/')), bundledModules.prod.join(', '));
    assert.ok(!bundledModules.prod.some((name) => name.includes('node_modules/react/')));
    assert.deepEqual(Object.keys((runs.noAliases.rspack.resolve!.alias ?? {}) as Record<string, string>).filter((key) => key.startsWith('react')), []);
    assert.ok(bundledModules.noAliases.some((name) => name.includes('node_modules/react/')), bundledModules.noAliases.join(', '));
    // React itself next to Preact, without an error or a warning.
    assert.deepEqual(buildErrors.noAliases, []);
  });

  test('Register the plugin: with pluginReact() as well, in either order, JSX still compiles against Preact and ReactRefreshRspackPlugin is added next to Prefresh', () => {
    for (const name of ['reactAfter', 'reactBefore']) {
      assert.deepEqual(jsRule(runs[name].rspack).use[0].options.jsc.transform.react, { development: true, refresh: true, runtime: 'automatic', importSource: 'preact' }, name);
      assert.ok(pluginOf(runs[name].rspack, 'ReactRefreshRspackPlugin'), name);
      assert.ok(pluginOf(runs[name].rspack, 'PreactRefreshRspackPlugin'), name);
    }
  });

  test('include and exclude: handed to PreactRefreshRspackPlugin, defaults /\\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/ and node_modules', () => {
    const defaults = pluginOf(runs.dev.rspack, 'PreactRefreshRspackPlugin').options;
    assert.equal(String(defaults.include), String.raw`/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/`);
    assert.equal(String(defaults.exclude), String.raw`/[\\/]node_modules[\\/]/`);
    const scoped = pluginOf(runs.scoped.rspack, 'PreactRefreshRspackPlugin').options;
    assert.equal(String(scoped.include), String.raw`/[\\/]src[\\/]components[\\/]/`);
    assert.equal(String(scoped.exclude), String.raw`/[\\/]node_modules[\\/]/,/\.stories\.tsx$/`);
  });

  test('include and exclude: they do not change which files SWC compiles (the js rule is the same as with the defaults)', () => {
    const conditions = (rspack: Rspack.Configuration) => ({ test: String(jsRule(rspack).test), include: (jsRule(rspack).include ?? []).map(String), exclude: (jsRule(rspack).exclude ?? []).map(String) });
    assert.deepEqual(conditions(runs.scoped.rspack), conditions(runs.dev.rspack));
  });
});

describe('Preact plugin › prefreshEnabled', () => {
  test('on Windows (process.platform win32) Prefresh is off even with prefreshEnabled: true', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'win32' });
    try {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', plugins: [pluginPreact({ prefreshEnabled: true })], logLevel: 'silent' } });
      const [rspack] = await rsbuild.initConfigs();
      assert.equal(pluginOf(rspack, 'PreactRefreshRspackPlugin'), undefined);
      assert.equal(jsRule(rspack).use[0].options.jsc.transform.react.refresh, false);
      // HMR itself stays on, so CSS still updates in place.
      assert.ok(pluginOf(rspack, 'HotModuleReplacementPlugin'));
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });

  test('a module accepts the update when an export is a function or class whose name starts with a capital letter, _ or $; another class extending Component counts only once preact/compat is loaded (the check of @prefresh/utils)', async () => {
    const { isComponent } = await plugin<{ isComponent: (value: unknown) => boolean }>('@prefresh/utils');
    assert.equal(isComponent(function Card() {}), true);
    assert.equal(isComponent(function _card() {}), true);
    assert.equal(isComponent(function $card() {}), true);
    assert.equal(isComponent(class Card {}), true);
    assert.ok(!isComponent(function formatDate() {}));
    assert.ok(!isComponent('Card'));
    // Loading preact/compat changes what counts, for the rest of the process, and other test
    // files of the same shard may have loaded it: the before and after are seen in a fresh process.
    const script = `const load = require('node:module').createRequire(process.cwd() + '/package.json');
const { isComponent } = load('@prefresh/utils');
const { Component } = load('preact');
const seen = () => ({ lowerCaseClass: isComponent(class card {}), lowerCaseComponent: isComponent(class card extends Component {}) });
const before = seen();
load('preact/compat');
console.log(JSON.stringify({ before, after: seen() }));`;
    assert.deepEqual(JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: rsbuildV1Dir, encoding: 'utf8' })), {
      before: { lowerCaseClass: false, lowerCaseComponent: false },
      after: { lowerCaseClass: false, lowerCaseComponent: true },
    });
  });
});

describe('Preact plugin › prefreshEnabled (development builds)', () => {
  test('a development build for rsbuild build (action build, no dev server) gets PreactRefreshRspackPlugin and the Prefresh SWC plugin too', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', plugins: [pluginPreact()], logLevel: 'silent' } });
    const [rspack] = await rsbuild.initConfigs({ action: 'build' });
    assert.ok(pluginOf(rspack, 'PreactRefreshRspackPlugin'));
    assert.match(jsRule(rspack).use[0].options.jsc.experimental.plugins[0][0], /@swc[\\/]plugin-prefresh[\\/]/);
  });
});

// One Chromium for the claims about what a built page does, started on first use.
let browserStarting: Promise<import('playwright-core').Browser> | undefined;
const sharedBrowser = () => (browserStarting ??= launchChromium());
after(async () => {
  if (browserStarting) await (await browserStarting).close();
});

describe('Preact plugin › prefreshEnabled (development builds made with rsbuild build)', () => {
  const counterApp = {
    'src/index.jsx': "import { render } from 'preact';\nimport { useState } from 'preact/hooks';\nexport function App() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}\nrender(<App />, document.getElementById('root'));\n",
  };
  test('rsbuild build --mode development (NODE_ENV unset, so the CLI sets production) keeps the $RefreshSig$ calls without their runtime: the page fails with ReferenceError: $RefreshSig$ is not defined; prefreshEnabled false, or NODE_ENV=development set first, renders', async () => {
    const pluginUrl = pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-preact/dist/index.js')).href;
    const cliApp = makeProject({ ...counterApp, 'rsbuild.config.mjs': `import { pluginPreact } from '${pluginUrl}';\nexport default { plugins: [pluginPreact()] };\n` }, 'preact-dev-build');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const offApp = makeProject(counterApp, 'preact-dev-build-off');
    const presetApp = makeProject(counterApp, 'preact-dev-build-preset');
    // Chromium starts while the three apps build.
    const starting = sharedBrowser();
    const [cli] = await Promise.all([
      runCli(cliApp, ['build', '--mode', 'development']),
      (async () => {
        await withNodeEnv(undefined, () => buildProject(offApp, { mode: 'development', plugins: [pluginPreact({ prefreshEnabled: false })] }));
        await withNodeEnv('development', () => buildProject(presetApp, { mode: 'development', plugins: [pluginPreact()] }));
      })(),
    ]);
    assert.equal(cli.code, 0, cli.output);
    const bundle = listFiles(path.join(cliApp, 'dist/static/js')).filter((file) => file.endsWith('.js'));
    const source = bundle.map((file) => readText(path.join(cliApp, 'dist/static/js'), file)).join('\n');
    assert.match(source, /var _s = \$RefreshSig\$\(\);/);
    assert.match(source, /\$RefreshReg\$\(_c, "App"\);/);
    const browser = await starting;
    const [broken, off, preset] = await Promise.all([cliApp, offApp, presetApp].map((dir) => openBuiltApp(browser, path.join(dir, 'dist'), 'button')));
    assert.deepEqual(broken, { errors: ['ReferenceError: $RefreshSig$ is not defined'], html: '' });
    assert.deepEqual(off, { errors: [], html: '<button>0</button>' });
    assert.deepEqual(preset, { errors: [], html: '<button>0</button>' });
  });
  test('the same build of a component without hooks fails on $RefreshReg$ instead: ReferenceError: $RefreshReg$ is not defined', async () => {
    const plainApp = makeProject(
      {
        'src/App.jsx': 'export function App() {\n  return <button>0</button>;\n}\n',
        'src/index.jsx': "import { render } from 'preact';\nimport { App } from './App';\nrender(<App />, document.getElementById('root'));\n",
      },
      'preact-dev-build-plain',
    );
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const starting = sharedBrowser();
    await withNodeEnv('production', () => buildProject(plainApp, { mode: 'development', plugins: [pluginPreact()] }));
    const dir = path.join(plainApp, 'dist/static/js');
    const source = listFiles(dir).filter((file) => file.endsWith('.js')).map((file) => readText(dir, file)).join('\n');
    assert.match(source, /\$RefreshReg\$\(_c, "App"\);/);
    assert.doesNotMatch(source, /\$RefreshSig\$/);
    assert.deepEqual(await openBuiltApp(await starting, path.join(plainApp, 'dist'), 'button'), { errors: ['ReferenceError: $RefreshReg$ is not defined'], html: '' });
  });
});

describe('Preact plugin › prefreshEnabled (dev.hmr in environments)', () => {
  test("the SWC plugin follows an environment's own dev.hmr, PreactRefreshRspackPlugin the top-level one; dev.hmr on in an environment but off at the top level fails with ReferenceError: $RefreshSig$ is not defined", async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const app = makeProject(
      { 'src/index.jsx': "import { render } from 'preact';\nimport { useState } from 'preact/hooks';\nexport function App() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}>{count}</button>;\n}\nrender(<App />, document.getElementById('root'));\n" },
      'preact-env-hmr',
    );
    const starting = sharedBrowser();
    const parts = (rspack: Rspack.Configuration) => ({
      swcPlugin: (jsRule(rspack).use[0].options.jsc.experimental.plugins ?? []).length === 1,
      refreshPlugin: Boolean(pluginOf(rspack, 'PreactRefreshRspackPlugin')),
    });
    const envOff = await createRsbuild({ cwd: app, rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginPreact()], environments: { a: {}, b: { dev: { hmr: false } } } } });
    const [a, b] = await envOff.initConfigs();
    assert.deepEqual(parts(a), { swcPlugin: true, refreshPlugin: true });
    assert.deepEqual(parts(b), { swcPlugin: false, refreshPlugin: true });
    const topOff = { mode: 'development', plugins: [pluginPreact()], dev: { hmr: false }, environments: { web: { dev: { hmr: true } } } } satisfies RsbuildConfig;
    const [web] = await (await createRsbuild({ cwd: app, rsbuildConfig: { ...topOff, logLevel: 'silent' } })).initConfigs({ action: 'dev' });
    assert.deepEqual(parts(web), { swcPlugin: true, refreshPlugin: false });
    // NODE_ENV development, as under rsbuild dev: the page still fails, for want of the refresh plugin.
    const result = await withNodeEnv('development', () => buildProject(app, topOff));
    assert.deepEqual(result.errors, []);
    assert.deepEqual(await openBuiltApp(await starting, result.dist, 'button'), { errors: ['ReferenceError: $RefreshSig$ is not defined'], html: '' });
    for (const [lang, sentence] of [
      ['en', "an environment's own value decides whether it gets the Prefresh SWC plugin, but the top-level value decides whether it gets `PreactRefreshRspackPlugin`"],
      ['zh', '是否添加 Prefresh 的 SWC 插件，看的是各环境自己的取值；是否添加 `PreactRefreshRspackPlugin`，看的却是顶层的取值'],
    ] as const) assert.ok(pageText('plugins/list/plugin-preact', lang).includes(sentence), lang);
  });
});

describe('Preact plugin › prefreshEnabled (Windows: no Prefresh, and dev.liveReload)', () => {
  test('without Prefresh (prefreshEnabled false, as the plugin forces on Windows) a component edit reloads the page while dev.liveReload is on; with it off, the page neither updates nor reloads: the client logs [rsbuild] HMR update failed, performing full reload: and the old component stays; CSS still updates through HMR', async () => {
    const counter = (label: string) => `import { useState } from 'preact/hooks';\nexport function Counter() {\n  const [count, setCount] = useState(0);\n  return <button id="counter" onClick={() => setCount(count + 1)}>${label} {count}</button>;\n}\n`;
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const starting = sharedBrowser();
    for (const liveReload of [true, false]) {
      const dir = makeProject(
        {
          'src/index.jsx': "import { render } from 'preact';\nimport { Counter } from './Counter';\nimport './style.css';\nrender(<Counter />, document.getElementById('root'));\n",
          'src/Counter.jsx': counter('Count'),
          'src/style.css': '#counter { color: rgb(255, 0, 0); }\n',
        },
        `preact-no-prefresh-live-reload-${liveReload}`,
      );
      let compiles = 0;
      const counting = { name: 'count-compiles', setup: (api: any) => api.onAfterDevCompile(() => void compiles++) };
      const port = await freePort();
      await withNodeEnv('development', async () => {
        const rsbuild = await createRsbuild({
          cwd: dir,
          rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginPreact({ prefreshEnabled: false }), counting], dev: { liveReload, client: { logLevel: 'error' } }, server: { port, printUrls: false } },
        });
        const { server } = await rsbuild.startDevServer();
        const page = await (await starting).newPage();
        try {
          const logged: string[] = [];
          page.on('console', (message) => logged.push(message.text()));
          await page.goto(`http://localhost:${port}/`);
          await page.locator('#counter', { hasText: 'Count 0' }).click({ timeout: 60_000 });
          await page.locator('#counter', { hasText: 'Count 1' }).waitFor({ timeout: 60_000 });
          await page.evaluate(() => ((window as any).beforeEdit = true));
          const color = () => page.locator('#counter').evaluate((element) => getComputedStyle(element).color);
          if (liveReload) {
            const shown = () => page.locator('#counter').textContent({ timeout: 1_000 }).catch(() => '');
            await writeUntilServed(dir, 'src/Counter.jsx', counter('Clicks'), { compiles: () => compiles, served: async () => (await shown()) === 'Clicks 0' });
            assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'the page reloaded');
            return;
          }
          // CSS updates in place: the state and the page stay.
          await writeUntilServed(dir, 'src/style.css', '#counter { color: rgb(0, 0, 255); }', { compiles: () => compiles, served: async () => (await color()) === 'rgb(0, 0, 255)' });
          assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload for CSS');
          await writeUntilServed(dir, 'src/Counter.jsx', counter('Clicks'), { compiles: () => compiles, served: async () => logged.some((text) => text.startsWith('[rsbuild] HMR update failed, performing full reload:')) });
          assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'the page did not reload');
          assert.equal(await page.locator('#counter').textContent(), 'Count 1');
        } finally {
          await page.close();
          await server.close();
        }
      });
    }
  });
});

describe('Preact plugin › Hooks throw errors after a React library is added', () => {
  test("a package with its own copy of preact throws TypeError: Cannot read properties of undefined (reading '__H') on its hook call and nothing renders, in production and whenever Prefresh is off; with Prefresh active the app renders; resolve.dedupe ['preact'] renders it", async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    // A package linked into src/node_modules whose real folder holds its own copy of preact.
    const linkedApp = (name: string) => {
      const dir = makeProject(
        {
          'src/index.jsx': "import { render } from 'preact';\nimport { Badge } from 'lib';\nrender(<Badge />, document.getElementById('root'));\n",
          'packages/lib/package.json': '{ "name": "lib", "main": "index.js" }',
          'packages/lib/index.js': "import { h } from 'preact';\nimport { useState } from 'preact/hooks';\nexport function Badge() {\n  const [n] = useState(0);\n  return h('p', null, 'Badge ' + n);\n}\n",
        },
        name,
      );
      cpSync(path.join(rsbuildV1Dir, 'node_modules/preact'), path.join(dir, 'packages/lib/node_modules/preact'), { recursive: true, dereference: true });
      mkdirSync(path.join(dir, 'src/node_modules'));
      symlinkSync(path.join(dir, 'packages/lib'), path.join(dir, 'src/node_modules/lib'), 'dir');
      return dir;
    };
    const twoCopies = linkedApp('preact-two-copies');
    const deduped = linkedApp('preact-dedupe');
    const prefreshDev = linkedApp('preact-two-copies-prefresh');
    const noPrefreshDev = linkedApp('preact-two-copies-no-prefresh');
    const browser = sharedBrowser();
    await buildProject(twoCopies, { mode: 'production', plugins: [pluginPreact()] });
    await buildProject(deduped, { mode: 'production', plugins: [pluginPreact()], resolve: { dedupe: ['preact'] } });
    // Development builds (NODE_ENV development, as under rsbuild dev): with Prefresh active, the
    // refresh plugin aliases preact to the project root's copy; with prefreshEnabled false, it does not.
    await withNodeEnv('development', async () => {
      await buildProject(prefreshDev, { mode: 'development', plugins: [pluginPreact()] });
      await buildProject(noPrefreshDev, { mode: 'development', plugins: [pluginPreact({ prefreshEnabled: false })] });
    });
    const [broken, fixed, withPrefresh, withoutPrefresh] = await Promise.all([twoCopies, deduped, prefreshDev, noPrefreshDev].map(async (dir) => openBuiltApp(await browser, path.join(dir, 'dist'), 'p')));
    assert.deepEqual(broken, { errors: ["TypeError: Cannot read properties of undefined (reading '__H')"], html: '' });
    assert.deepEqual(fixed, { errors: [], html: '<p>Badge 0</p>' });
    assert.deepEqual(withPrefresh, { errors: [], html: '<p>Badge 0</p>' });
    assert.deepEqual(withoutPrefresh, { errors: ["TypeError: Cannot read properties of undefined (reading '__H')"], html: '' });
    // With Prefresh, one preact core is bundled (the project's); without it, two.
    const cores = (dir: string) => {
      const js = listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.js')).map((file) => readText(path.join(dir, 'dist'), file)).join('\n');
      return new Set(js.match(/"[^"]*node_modules\/preact\/dist\/preact\.mjs"/g)).size;
    };
    assert.equal(cores(prefreshDev), 1);
    assert.equal(cores(noPrefreshDev), 2);
    // The Preact release the page names.
    assert.equal(JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/preact'), 'package.json')).version, '11.2.0');
  });
});

describe('Preact plugin › Common problems', () => {
  test('The dev server fails to start because preact cannot be resolved: rsbuild dev and rsbuild build --mode development print the whole error and exit with 1', async () => {
    // Outside this repository, so that no parent node_modules holds preact.
    const dir = mkdtempSync(path.join(tmpdir(), 'preact-missing-cli-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const pluginUrl = pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-preact/dist/index.js')).href;
    writeProjectFiles(dir, { 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': `import { pluginPreact } from '${pluginUrl}';\nexport default { plugins: [pluginPreact()] };\n` });
    const [dev, build] = await Promise.all([runCli(dir, ['dev']), runCli(dir, ['build', '--mode', 'development'])]);
    const requireStack = String.raw`error   Cannot find module 'preact'\nRequire stack:\n- \S+[\\/]@rsbuild[\\/]plugin-preact[\\/]dist[\\/]index\.js\n    at `;
    assert.equal(dev.code, 1);
    assert.match(dev.output, new RegExp(String.raw`\nerror   Failed to start dev server\.\n` + requireStack));
    assert.equal(build.code, 1);
    assert.match(build.output, new RegExp(String.raw`\nerror   Failed to build\.\n` + requireStack));
  });


  test('in a monorepo, a copy of preact in another workspace package is not found', async () => {
    // Outside this repository: packages/app runs Rsbuild, only packages/ui has preact.
    const root = mkdtempSync(path.join(tmpdir(), 'preact-workspace-'));
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    const app = path.join(root, 'packages/app');
    writeProjectFiles(app, { 'src/index.js': 'console.log(1);\n' });
    mkdirSync(path.join(root, 'packages/ui/node_modules'), { recursive: true });
    symlinkSync(path.join(rsbuildV1Dir, 'node_modules/preact'), path.join(root, 'packages/ui/node_modules/preact'), 'dir');
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const rsbuild = await createRsbuild({ cwd: app, rsbuildConfig: { mode: 'development', plugins: [pluginPreact()], logLevel: 'silent' } });
    await assert.rejects(rsbuild.initConfigs(), /Cannot find module 'preact'/);
  });

  test('with Prefresh active, preact not resolvable from the project root fails with Cannot find module; a production config does not look it up', async () => {
    // Outside this repository, so that no parent node_modules holds preact.
    const dir = mkdtempSync(path.join(tmpdir(), 'preact-missing-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    writeProjectFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const config = (mode: 'development' | 'production') => createRsbuild({ cwd: dir, rsbuildConfig: { mode, plugins: [pluginPreact()], logLevel: 'silent' } }).then((rsbuild) => rsbuild.initConfigs());
    await assert.rejects(config('development'), /Cannot find module 'preact'/);
    await config('production');
    // A development build (the build() of `rsbuild build --mode development`) stops the same way.
    const developmentBuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', plugins: [pluginPreact()], logLevel: 'silent' } });
    await assert.rejects(developmentBuild.build(), /Cannot find module 'preact'/);
  });
});

describe('Preact plugin › What the plugin configures (builds)', () => {
  test('JSX compiles in .js, .jsx and .tsx files; a .ts file with JSX still fails to parse, with a Syntax Error text that depends on the markup', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const jsx = "import { render } from 'preact';\nrender(<p>hi</p>, document.body);\n";
    const errors: Record<string, string[]> = {};
    for (const ext of ['js', 'jsx', 'tsx', 'ts']) {
      const dir = makeProject({ [`src/index.${ext}`]: jsx }, `preact-jsx-${ext}`);
      errors[ext] = (await buildProject(dir, { mode: 'production', plugins: [pluginPreact()] })).errors;
    }
    assert.deepEqual({ js: errors.js, jsx: errors.jsx, tsx: errors.tsx }, { js: [], jsx: [], tsx: [] });
    assert.equal(errors.ts.length, 1);
    assert.match(errors.ts[0], /^  × Module build failed \(from builtin:swc-loader\):\n  ├─▶   ×   x Unterminated regexp literal\n[\s\S]*\n  ╰─▶   × Syntax Error/);
    // The text depends on the markup: an element with an attribute gives another one.
    const withAttribute = makeProject({ 'src/index.ts': 'export const a = <div className="x">hi</div>;\n' }, 'preact-jsx-ts-attribute');
    const { errors: attributeErrors } = await buildProject(withAttribute, { mode: 'production', plugins: [pluginPreact()] });
    assert.equal(attributeErrors.length, 1);
    assert.match(attributeErrors[0], /^  × Module build failed \(from builtin:swc-loader\):\n  ├─▶   ×   x Expected '>', got 'ident'\n[\s\S]*\n  ╰─▶   × Syntax Error/);
  });
});

describe('Preact plugin › reactAliasesEnabled (react not installed)', () => {
  test('with false, an import of react fails the build when react is not installed; with the aliases it builds on preact/compat', async () => {
    // Outside this repository, so that no parent node_modules holds react; only preact is installed.
    const dir = mkdtempSync(path.join(tmpdir(), 'preact-no-react-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    writeProjectFiles(dir, { 'src/index.js': "import { useState } from 'react';\nconsole.log(useState);\n" });
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(rsbuildV1Dir, 'node_modules/preact'), path.join(dir, 'node_modules/preact'), 'dir');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const off = await buildProject(dir, { mode: 'production', plugins: [pluginPreact({ reactAliasesEnabled: false })] });
    assert.equal(off.errors.length, 1, off.errors.join('\n'));
    assert.equal(off.errors[0].split('\n')[0], `  × Module not found: Can't resolve 'react' in '${path.join(dir, 'src')}'`);
    const on = await buildProject(dir, { mode: 'production', plugins: [pluginPreact()] });
    assert.deepEqual(on.errors, []);
  });
});

describe('Preact plugin › reactAliasesEnabled (tsconfig paths)', () => {
  test('with false, the tsconfig.json paths of the TypeScript section (react → preact/compat) still send an import of react to preact/compat, so the build does not fail', async () => {
    // Outside this repository, so that no parent node_modules holds react; only preact is installed.
    const dir = mkdtempSync(path.join(tmpdir(), 'preact-no-react-paths-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    writeProjectFiles(dir, {
      'src/index.js': "import { useState } from 'react';\nconsole.log(useState);\n",
      'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'preact', module: 'ESNext', moduleResolution: 'bundler', paths: { react: ['./node_modules/preact/compat/'], 'react-dom': ['./node_modules/preact/compat/'] } } }),
    });
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.join(rsbuildV1Dir, 'node_modules/preact'), path.join(dir, 'node_modules/preact'), 'dir');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    let modules: string[] = [];
    const collect = { name: 'collect-modules', setup: (api: any) => api.onAfterBuild(({ stats }: any) => (modules = (stats.toJson({ all: false, modules: true }).modules ?? []).map((module: any) => String(module.name)))) };
    const result = await buildProject(dir, { mode: 'production', plugins: [pluginPreact({ reactAliasesEnabled: false }), collect] });
    assert.deepEqual(result.errors, []);
    assert.ok(modules.some((name) => name.includes('node_modules/preact/compat/')), modules.join(', '));
  });
});

describe('Preact plugin › reactAliasesEnabled (your own aliases)', () => {
  test("the same name in resolve.alias replaces the plugin's target for react, react-dom and react-dom/test-utils; not for react/jsx-runtime (caught by react) nor for a name the plugin does not list, which comes after its entries", async () => {
    const resolverFor = async (alias: Record<string, string>) => {
      const { rsbuild, rspack } = await generated({}, { mode: 'production', resolve: { alias } });
      return { keys: Object.keys(rspack.resolve!.alias as Record<string, string>).filter((key) => key.startsWith('react')), resolve: await esmResolver(rsbuild, path.join(cwd, 'src')) };
    };
    const same = await resolverFor({ react: './src/my-react.js', 'react-dom': './src/client.js' });
    assert.deepEqual(same.keys, ['react', 'react-dom/test-utils', 'react-dom', 'react/jsx-runtime']);
    assert.equal(same.resolve('react'), path.join(cwd, 'src/my-react.js'));
    assert.equal(same.resolve('react-dom'), path.join(cwd, 'src/client.js'));
    const others = await resolverFor({ 'react-dom/test-utils': './src/my-react.js', 'react/jsx-runtime': './src/client.js', 'react-dom/client': './src/client.js' });
    assert.deepEqual(others.keys, ['react', 'react-dom/test-utils', 'react-dom', 'react/jsx-runtime', 'react-dom/client']);
    assert.equal(others.resolve('react-dom/test-utils'), path.join(cwd, 'src/my-react.js'));
    // The plugin's react entry catches react/jsx-runtime first, and its react-dom entry catches react-dom/client.
    assert.equal(others.resolve('react/jsx-runtime'), 'preact/compat/jsx-runtime.mjs');
    assert.equal(others.resolve('react-dom/client'), 'preact/compat/client.mjs');
  });
  test("a resolve.alias function receives the plugin's four entries; changing that object keeps them, an object it returns replaces them all", async () => {
    const aliasKeys = async (alias: (aliases: Record<string, string | false | (string | false)[]>) => Record<string, string> | void) =>
      Object.keys((await generated({}, { mode: 'production', resolve: { alias } })).rspack.resolve!.alias as Record<string, string>).filter((key) => key.startsWith('react') || key === 'mine');
    let seen: string[] = [];
    assert.deepEqual(await aliasKeys((aliases) => { seen = Object.keys(aliases); aliases.mine = './src/my-react.js'; }), ['react', 'react-dom/test-utils', 'react-dom', 'react/jsx-runtime', 'mine']);
    assert.deepEqual(seen.filter((key) => key.startsWith('react')), ['react', 'react-dom/test-utils', 'react-dom', 'react/jsx-runtime']);
    assert.deepEqual(await aliasKeys(() => ({ mine: './src/my-react.js' })), ['mine']);
    for (const [lang, sentence] of [
      ['en', "If `resolve.alias` is a function, it receives the plugin's four entries: change that object in place, because an object the function returns replaces all of them"],
      ['zh', '如果 `resolve.alias` 写成函数，函数收到的对象里已经有插件的四个别名：请直接修改这个对象；函数返回的新对象会替换掉全部别名'],
    ] as const) assert.ok(pageText('plugins/list/plugin-preact', lang).includes(sentence), lang);
  });
});

describe('Preact plugin › exclude', () => {
  test('besides your value, the refresh loader skips the preact package, the main files of @prefresh/core and @prefresh/utils, and the client files of the refresh plugin', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', plugins: [pluginPreact({ exclude: /[\\/]src[\\/]legacy[\\/]/ })], logLevel: 'silent' } });
    // The refresh plugin adds its rule when it is applied, and does nothing under NODE_ENV=production (set by the production builds above).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    const compiler = (await rsbuild.createCompiler().finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    })) as Rspack.Compiler;
    const rule = (compiler.options.module.rules as any[]).find((r) => r?.use === 'builtin:preact-refresh-loader');
    const excluded = (rule.exclude.or as unknown[]).map((condition) => (typeof condition === 'string' ? condition.split(/[\\/]node_modules[\\/]/).pop() : String(condition)));
    assert.deepEqual(excluded, [
      String.raw`/[\\/]src[\\/]legacy[\\/]/`,
      '@prefresh/utils/dist/src/index.js',
      '@prefresh/core/src/index.js',
      '@rspack/plugin-preact-refresh/client/prefresh.js',
      '@rspack/plugin-preact-refresh/client/intercept.js',
      String.raw`/node_modules[\\/]preact[\\/]/`,
    ]);
  });
});

describe('Preact plugin › samples', () => {
  test('the five rsbuild.config.ts samples type-check as written in both languages (strict, plugin 1.7.2)', () => {
    assertPageSamplesTypeCheck(ts, 'plugins/list/plugin-preact', 5);
  });
});

// The page's option samples type-check against the plugin's 1.7.2 types (tsc covers this file).
const pageOptionSamples = [
  { reactAliasesEnabled: false },
  { prefreshEnabled: false },
  { include: /[\\/]src[\\/]components[\\/].+\.[jt]sx$/ },
  { exclude: [/[\\/]node_modules[\\/]/, /[\\/]src[\\/]legacy[\\/]/] },
] satisfies PluginPreactOptions[];
void pageOptionSamples;
