// Claims of plugins/list/plugin-solid, checked with @rsbuild/plugin-solid 1.2.2,
// @rsbuild/plugin-babel 1.2.1 and @rsbuild/core 1.7.6: the generated Babel options and resolve
// settings per mode, environment and option, and two builds (Babel with and without include).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import ts from 'typescript';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { PluginSolidOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-solid';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, typeCheckProject, within, withoutInstalledPackages, writeProjectFiles, launchChromium } from './harness';

const app = { 'src/index.jsx': "import { render } from 'solid-js/web';\nconst App = () => <p class=\"greeting\">Hello</p>;\nrender(() => <App />, document.getElementById('root'));\n" };

async function create(babelOptions: object, options: PluginSolidOptions, config: RsbuildConfig, ext = 'jsx', extra: Record<string, string> = {}) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
  const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
  const cwd = makeProject({ [`src/index.${ext}`]: app['src/index.jsx'], ...extra }, 'solid');
  return createRsbuild({
    cwd,
    rsbuildConfig: { source: { entry: { index: `./src/index.${ext}` } }, output: { minify: false }, logLevel: 'silent', ...config, plugins: [pluginBabel(babelOptions), pluginSolid(options)] },
  });
}

/** The Babel loader options of a config: presets as [package folder, options], plugins as package names. */
function babel(rspack: Rspack.Configuration) {
  const uses = (rspack.module!.rules as any[]).flatMap((rule) => rule.use ?? []).filter((use: any) => String(use.loader).includes('babel-loader'));
  const name = (file: unknown) => String(Array.isArray(file) ? file[0] : file).match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)?.[1];
  return uses.map((use: any) => ({
    presets: use.options.presets?.map((preset: any) => [name(preset), preset[1]]),
    plugins: use.options.plugins?.map(name),
    parserPlugins: use.options.parserOpts?.plugins,
  }));
}

const include = { include: /\.(?:jsx|tsx)$/ };
const configs: Record<string, Rspack.Configuration[]> = {};
const bundles: Record<string, string> = {};
const errors: Record<string, string> = {};
const loaderChains: Record<string, string[]> = {};

before(async () => {
  const ssr = (mode: 'development' | 'production') => create(include, { ssr: true }, { mode, environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } });
  configs.devSsr = await (await ssr('development')).initConfigs();
  configs.prodSsr = await (await ssr('production')).initConfigs();
  configs.devOff = await (await create(include, { dev: false, refresh: { disabled: true } }, { mode: 'development' })).initConfigs();
  configs.override = await (await create(include, { ssr: true, solid: { generate: 'universal', moduleName: 'my-renderer' } }, { mode: 'production' })).initConfigs();
  configs.defaults = await (await create(include, {}, { mode: 'production' })).initConfigs();
  configs.none = await (await create(include, {}, { mode: 'none' })).initConfigs();
  configs.hmrOff = await (await create(include, {}, { mode: 'development', dev: { hmr: false } })).initConfigs();
  configs.ownConditions = await (await create(include, {}, { mode: 'development', resolve: { conditionNames: ['browser', 'import'] } })).initConfigs();
  configs.parserOpts = await (await create({ ...include, babelLoaderOptions: { parserOpts: { strictMode: false, plugins: ['decorators-legacy'] } } }, {}, { mode: 'production' })).initConfigs();
  // Babel limited to src/ by path: which loaders a .jsx file of a package in node_modules gets.
  configs.srcOnly = await (await create({ include: /[\\/]src[\\/]/ }, {}, { mode: 'production' })).initConfigs();
  configs.merged = await (await create(include, { ssr: true, solidPresetOptions: { generate: 'universal', delegateEvents: false }, solid: { delegateEvents: true } }, { mode: 'production' })).initConfigs();
  // Development builds (no dev server): what the component module looks like with and without Solid Refresh.
  for (const [name, options] of Object.entries({ refreshOn: {}, refreshOff: { refresh: { disabled: true } }, devOff: { dev: false } })) {
    const rsbuild = await create(include, options, { mode: 'development' });
    await (await rsbuild.build()).close();
    const dist = path.join(rsbuild.context.rootPath, 'dist');
    bundles[name] = listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
  }
  // withInclude also builds a typed .tsx component (Babel compiles its JSX, SWC strips the types)
  // and a plain .js module, which the include condition keeps away from Babel.
  const typed = {
    'src/Label.tsx': "export const Label = (props: { text: string }) => <span class=\"label\">{props.text}</span>;\nexport const width: number = 42;\n// A class static block: newer than Rsbuild's default browser targets, so SWC lowers it.\nexport class Store { static ready: boolean; static { Store.ready = true; } }\n",
    'src/plain.js': 'export const plainMarker = `plain-${1 + 1}`;\n',
    // A Solid component library that publishes JSX source under the solid condition.
    'src/node_modules/solid-lib/package.json': JSON.stringify({ name: 'solid-lib', exports: { '.': { solid: './index.jsx', default: './index.js' } } }),
    'src/node_modules/solid-lib/index.jsx': 'export const Badge = () => <b class="badge">lib</b>;\n',
    'src/node_modules/solid-lib/index.js': "export const Badge = () => 'precompiled-build';\n",
  };
  const builds = { withInclude: [include, 'jsx', typed], bareTsx: [{}, 'tsx', {}], bareJsx: [{}, 'jsx', {}] } as const;
  for (const [name, [babelOptions, ext, extra]] of Object.entries(builds)) {
    const typedEntry: Record<string, string> = name === 'withInclude' ? { typed: './src/typed.js' } : {};
    const rsbuild = await create(babelOptions, {}, { mode: 'production', source: { entry: { index: `./src/index.${ext}`, ...typedEntry } } }, ext, {
      ...extra,
      'src/typed.js': "import { Label, Store, width } from './Label.tsx';\nimport { plainMarker } from './plain.js';\nimport { Badge } from 'solid-lib';\nconsole.log(Label({ text: 'x' }), width, Store.ready, plainMarker, Badge());\n",
    });
    if (name === 'withInclude') {
      const [config] = await rsbuild.initConfigs();
      // Rule conditions as Rspack reads them for a plain import: a RegExp, { not }, or an array (any of).
      const matches = (condition: any, file: string): boolean =>
        condition instanceof RegExp ? condition.test(file) : Array.isArray(condition) ? condition.some((item) => matches(item, file)) : !matches(condition.not, file);
      const loadersFor = (file: string) =>
        (config.module!.rules as any[])
          .filter((rule) => rule.use && rule.test instanceof RegExp && rule.test.test(file) && (!rule.include || matches(rule.include, file)) && (!rule.resourceQuery || matches(rule.resourceQuery, '')))
          .flatMap((rule) => rule.use.map((use: any) => String(use.loader).match(/(builtin:swc-loader|babel-loader)/)?.[1]))
          .filter(Boolean);
      loaderChains.tsx = loadersFor('/p/src/Label.tsx');
      loaderChains.js = loadersFor('/p/src/plain.js');
      loaderChains.ts = loadersFor('/p/src/plain.ts');
      loaderChains.libJsx = loadersFor('/p/node_modules/solid-lib/index.jsx');
      loaderChains.libTsx = loadersFor('/p/node_modules/solid-lib/index.tsx');
      const [srcOnly] = configs.srcOnly;
      loaderChains.libJsxSrcOnly = (srcOnly.module!.rules as any[])
        .filter((rule) => rule.use && rule.test instanceof RegExp && rule.test.test('/p/node_modules/solid-lib/index.jsx') && (!rule.include || matches(rule.include, '/p/node_modules/solid-lib/index.jsx')) && (!rule.resourceQuery || matches(rule.resourceQuery, '')))
        .flatMap((rule) => rule.use.map((use: any) => String(use.loader).match(/(builtin:swc-loader|babel-loader)/)?.[1]))
        .filter(Boolean);
    }
    rsbuild.onAfterBuild(({ stats }) => {
      if (stats?.hasErrors()) errors[name] = JSON.stringify(stats.toJson({ all: false, errors: true }).errors);
    });
    const built = await rsbuild.build().then(() => true, () => false);
    if (!built) continue;
    const dist = path.join(rsbuild.context.rootPath, 'dist');
    bundles[name] = listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
  }
});

describe('Solid plugin', () => {
  test('Opening paragraph and Install: plugin-solid 1.2.2 with plugin-babel 1.2.1 and core 1.7.6; plugin-solid depends on plugin-babel 1.2.1 and accepts core ^1.0.0 || ^2.0.0', () => {
    const pkg = (name: string) => JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules', name), 'package.json'));
    assert.equal(pkg('@rsbuild/plugin-solid').version, '1.2.2');
    assert.equal(pkg('@rsbuild/plugin-babel').version, '1.2.1');
    assert.equal(pkg('@rsbuild/core').version, '1.7.6');
    assert.equal(pkg('@rsbuild/plugin-solid').dependencies['@rsbuild/plugin-babel'], '1.2.1');
    assert.equal(pkg('@rsbuild/plugin-solid').peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0');
  });

  test('Why it needs the Babel plugin: pluginSolid() adds no Babel loader of its own', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const rsbuild = await createRsbuild({ cwd: makeProject(app, 'solid-alone'), rsbuildConfig: { mode: 'production', source: { entry: { index: './src/index.jsx' } }, logLevel: 'silent', plugins: [pluginSolid()] } });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(babel(config), []);
    assert.deepEqual(config.resolve!.conditionNames, ['solid', '...']);
  });

  test('Why it needs the Babel plugin: with include, the JSX becomes Solid DOM templates', () => {
    assert.match(bundles.withInclude, /<p class=greeting>Hello/);
    assert.doesNotMatch(bundles.withInclude, /React\.createElement/);
  });

  test('Why it needs the Babel plugin: with include, SWC follows Babel for .tsx (types stripped), and plain .js goes through SWC alone', () => {
    // Rules list SWC first and Babel after it; loaders run from last to first, so Babel runs first.
    assert.deepEqual(loaderChains.tsx, ['builtin:swc-loader', 'babel-loader']);
    assert.deepEqual(loaderChains.js, ['builtin:swc-loader']);
    assert.equal(errors.withInclude, undefined);
    assert.match(bundles.withInclude, /<span class=label>/);
    assert.match(bundles.withInclude, /plain-/);
    assert.doesNotMatch(bundles.withInclude, /: (?:number|string|\{ text)/);
  });

  test('Why it needs the Babel plugin: plain .ts files skip Babel too; after Babel, SWC lowers syntax newer than the browser targets (a class static block)', () => {
    assert.deepEqual(loaderChains.ts, ['builtin:swc-loader']);
    assert.match(bundles.withInclude, /Store\.ready = true/);
    assert.doesNotMatch(bundles.withInclude, /static\s*\{/);
  });

  test('Why it needs the Babel plugin: with a bare pluginBabel(), a .tsx file builds, but its JSX becomes React.createElement calls with no React in scope', () => {
    assert.match(bundles.bareTsx, /React\.createElement\("p"/);
    assert.doesNotMatch(bundles.bareTsx, /\b(?:var|let|const|function|import) React\b/);
  });

  test('Why it needs the Babel plugin: with a bare pluginBabel(), running the .tsx bundle throws ReferenceError: React is not defined', () => {
    // The chunks of the build joined in one script, as a page loads them; self is the page's global.
    const page: Record<string, unknown> = { document: { getElementById: () => ({}) }, console: { log: () => {} } };
    page.self = page;
    assert.throws(
      () => vm.runInNewContext(bundles.bareTsx, page),
      (error: Error) => error.name === 'ReferenceError' && error.message === 'React is not defined',
    );
  });

  test('Why it needs the Babel plugin: with a bare pluginBabel(), a .jsx file fails; <p class="greeting"> gives "Expected \'>\', got \'class\'", <p>Hello</p> "Unterminated regexp literal", or "Expression expected" in production with more JSX after it', async () => {
    assert.equal(bundles.bareJsx, undefined);
    assert.match(errors.bareJsx, /Expected '>', got 'class'/);
    // One error, not two.
    assert.equal(JSON.parse(errors.bareJsx).length, 1, errors.bareJsx);
    // <p>Hello</p> followed by a render(() => <App />, …) line (index.jsx), and alone in its file (alone.jsx).
    const rsbuild = await create({}, {}, { mode: 'production', source: { entry: { index: './src/index.jsx', alone: './src/alone.jsx' } } }, 'jsx', {
      'src/index.jsx': "import { render } from 'solid-js/web';\nconst App = () => <p>Hello</p>;\nrender(() => <App />, document.getElementById('root'));\n",
      'src/alone.jsx': 'export const P = () => <p>Hello</p>;\n',
    });
    let all: { message: string; moduleName?: string; moduleIdentifier?: string }[] = [];
    rsbuild.onAfterBuild(({ stats }) => {
      if (stats?.hasErrors()) all = stats.toJson({ all: false, errors: true }).errors as typeof all;
    });
    await rsbuild.build().then((result) => result.close(), () => undefined);
    const of = (file: string) => all.filter((error) => JSON.stringify(error).includes(file));
    assert.equal(of('src/alone.jsx').length, 1, JSON.stringify(all));
    assert.match(of('src/alone.jsx')[0].message, /x Unterminated regexp literal/);
    assert.doesNotMatch(of('src/alone.jsx')[0].message, /Expression expected/);
    const messages = JSON.stringify(of('src/index.jsx'));
    assert.match(messages, /x Expression expected/);
    assert.doesNotMatch(messages, /Unterminated regexp literal/);
    // In production, Babel's compact output has put the module on one line before SWC reads it.
    const frame = of('src/index.jsx').map((error) => error.message.replace(/\x1b\[[0-9;]*m/g, '')).join('\n');
    assert.match(frame, /1 \| import\{render\}from'solid-js\/web';const App=\(\)=><p>Hello<\/p>;render\(\(\)=><App\/>/);
    // The same index.jsx in a development build: the lines are kept, and the message is the other one.
    const dev = await create({}, {}, { mode: 'development' }, 'jsx', { 'src/index.jsx': "import { render } from 'solid-js/web';\nconst App = () => <p>Hello</p>;\nrender(() => <App />, document.getElementById('root'));\n" });
    let devMessages = '';
    dev.onAfterBuild(({ stats }) => {
      if (stats?.hasErrors()) devMessages = JSON.stringify(stats.toJson({ all: false, errors: true }).errors);
    });
    await dev.build().then((result) => result.close(), () => undefined);
    assert.match(devMessages, /x Unterminated regexp literal/);
    assert.doesNotMatch(devMessages, /Expression expected/);
    // The whole error: swc-loader's Module build failed, SWC's message with its code frame, then Syntax Error.
    const whole = (json: string) => (JSON.parse(json) as { message: string }[]).map((error) => error.message.replace(/\x1b\[[0-9;]*m/g, '')).join('\n');
    assert.match(whole(errors.bareJsx), /Module build failed \(from builtin:swc-loader\):\n[^\n]*x Expected '>', got 'class'\n[\s\S]*╰─▶\s+× Syntax Error/);
    assert.match(whole(messages), /Module build failed \(from builtin:swc-loader\):\n[^\n]*x Expression expected\n[\s\S]*╰─▶\s+× Syntax Error/);
    assert.doesNotMatch(messages, /got 'class'/);
  });

  test('What the plugin configures: babel-preset-solid, parser plugins jsx and typescript, plugin-babel\'s decorators plugin kept', () => {
    const [web] = configs.prodSsr;
    assert.deepEqual(babel(web), [{ presets: [['babel-preset-solid', { generate: 'dom', hydratable: true }]], plugins: ['@babel/plugin-proposal-decorators'], parserPlugins: ['jsx', 'typescript'] }]);
  });

  test('What the plugin configures: solid first in conditionNames, development added while dev is on; solid-refresh only in web development', () => {
    const [webDev, nodeDev] = configs.devSsr;
    const [webProd] = configs.prodSsr;
    assert.deepEqual(webDev.resolve!.conditionNames, ['solid', 'development', '...']);
    assert.deepEqual(webProd.resolve!.conditionNames, ['solid', '...']);
    assert.deepEqual(babel(webDev)[0].plugins, ['@babel/plugin-proposal-decorators', 'solid-refresh']);
    assert.deepEqual(babel(nodeDev)[0].plugins, ['@babel/plugin-proposal-decorators']);
    assert.match((webDev.resolve!.alias as Record<string, string>)['solid-refresh'], /solid-refresh[\\/]dist[\\/]solid-refresh\.mjs$/);
  });

  test('Solid Refresh is added only for the web target with dev.hmr on: not for web-worker or node, not with dev.hmr false', () => {
    const [webDev, nodeDev, workerDev] = configs.devSsr;
    assert.ok(babel(webDev)[0].plugins.includes('solid-refresh'));
    for (const config of [nodeDev, workerDev, configs.hmrOff[0]]) {
      assert.deepEqual(babel(config)[0].plugins, ['@babel/plugin-proposal-decorators']);
      assert.equal((config.resolve!.alias as Record<string, string> | undefined)?.['solid-refresh'], undefined);
    }
  });

  test('ssr: web and web-worker get { generate: "dom", hydratable: true }, node { generate: "ssr", hydratable: true }', () => {
    const [web, node, worker] = configs.devSsr;
    assert.deepEqual(babel(web)[0].presets[0][1], { generate: 'dom', hydratable: true });
    assert.deepEqual(babel(node)[0].presets[0][1], { generate: 'ssr', hydratable: true });
    assert.equal(worker.name, 'worker');
    assert.deepEqual(babel(worker)[0].presets[0][1], { generate: 'dom', hydratable: true });
  });

  test('ssr: the node bundle\'s code renders an HTML string with hydration keys; the web bundle\'s code takes its elements from that HTML', () => {
    const babelCore = createRequire(path.join(rsbuildV1Dir, 'package.json'))('@babel/core');
    const compile = (config: Rspack.Configuration) => {
      const use = (config.module!.rules as any[]).flatMap((rule) => rule.use ?? []).find((item: any) => String(item.loader).includes('babel-loader'));
      const { cacheDirectory, cacheIdentifier, cacheCompression, ...options } = use.options;
      void [cacheDirectory, cacheIdentifier, cacheCompression];
      const source = 'export const App = () => <button type="button">Hi</button>;\n';
      return babelCore.transformSync(source, { ...options, plugins: [], filename: path.join(rsbuildV1Dir, 'src/App.jsx'), sourceType: 'module' }).code as string;
    };
    const [web, node] = configs.prodSsr;
    const server = compile(node);
    // The server code joins string parts with a hydration key: no DOM template is created.
    assert.ok(server.includes('import{ssr as _$ssr}from"solid-js/web"'), server);
    assert.ok(server.includes('_$ssr(_tmpl$,_$ssrHydrationKey())'), server);
    assert.doesNotMatch(server, /getNextElement|template\(/);
    assert.match(compile(web), /getNextElement\(_tmpl\$\)/);
  });

  test('What the plugin configures: parserOpts is replaced by { plugins: ["jsx", "typescript"] }, dropping parser options set through babelLoaderOptions', () => {
    const uses = (configs.parserOpts[0].module!.rules as any[]).flatMap((rule) => rule.use ?? []).filter((use: any) => String(use.loader).includes('babel-loader'));
    assert.equal(uses.length, 1);
    assert.deepEqual(uses[0].options.parserOpts, { plugins: ['jsx', 'typescript'] });
  });

  test('Common problems: a library\'s .jsx and .tsx files under the solid condition are compiled by the extension-based Babel rule; a Babel rule limited to src/ leaves them to SWC alone', () => {
    assert.match(bundles.withInclude, /<b class=badge>lib/);
    assert.doesNotMatch(bundles.withInclude, /precompiled-build/);
    assert.deepEqual(loaderChains.libJsx, ['builtin:swc-loader', 'babel-loader']);
    assert.deepEqual(loaderChains.libTsx, ['builtin:swc-loader', 'babel-loader']);
    assert.deepEqual(loaderChains.libJsxSrcOnly, ['builtin:swc-loader']);
  });

  test('Why it needs the Babel plugin: an exclude condition instead of include also gives a rule of its own that gets Solid\'s preset', async () => {
    const [config] = await (await create({ exclude: /[\\/]node_modules[\\/]/ }, {}, { mode: 'production' })).initConfigs();
    assert.deepEqual(babel(config).map((use) => use.presets), [[['babel-preset-solid', {}]]]);
  });

  test('solid: its values override those of ssr', () => {
    assert.deepEqual(babel(configs.override[0])[0].presets[0][1], { generate: 'universal', hydratable: true, moduleName: 'my-renderer' });
  });

  test('dev: false leaves out the plugin\'s own development condition (the list keeps \'...\'); refresh.disabled drops solid-refresh and keeps Rspack\'s HMR plugin', () => {
    const [web] = configs.devOff;
    assert.deepEqual(web.resolve!.conditionNames, ['solid', '...']);
    assert.deepEqual(babel(web)[0].plugins, ['@babel/plugin-proposal-decorators']);
    assert.ok(web.plugins!.some((p: any) => p?.constructor?.name === 'HotModuleReplacementPlugin'));
  });

  test('dev: defaults to true only when mode is development; with mode none no development condition is added', () => {
    assert.deepEqual(configs.devSsr[0].resolve!.conditionNames, ['solid', 'development', '...']);
    assert.deepEqual(configs.defaults[0].resolve!.conditionNames, ['solid', '...']);
    assert.deepEqual(configs.none[0].resolve!.conditionNames, ['solid', '...']);
  });

  test('dev: false does not give Solid\'s production build in development: solid-js still resolves to its development build', () => {
    // A warning only Solid's development build (solid-js/dist/dev.js) contains.
    const devOnly = 'computations created outside a `createRoot` or `render` will never be disposed';
    assert.ok(bundles.devOff.includes(devOnly), 'development build with dev: false in development');
    assert.ok(!bundles.withInclude.includes(devOnly), 'the regular build in production by default');
  });

  test('dev: true bundles Solid\'s development build into a production build', async () => {
    const rsbuild = await create(include, { dev: true }, { mode: 'production' });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(config.resolve!.conditionNames, ['solid', 'development', '...']);
    await (await rsbuild.build()).close();
    const dist = path.join(rsbuild.context.rootPath, 'dist');
    const bundle = listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
    assert.ok(bundle.includes('computations created outside a `createRoot` or `render` will never be disposed'));
    // dev only changes resolution: no Solid Refresh in this production build.
    assert.doesNotMatch(bundle, /solid-refresh/);
  });

  test('dev: it does not switch Solid Refresh: dev: false in development keeps solid-refresh, dev: true in production does not add it', async () => {
    assert.match(bundles.devOff, /solid-refresh/);
    assert.match(bundles.devOff, /\.accept\(/);
    const [config] = await (await create(include, { dev: true }, { mode: 'production' })).initConfigs();
    assert.deepEqual(babel(config)[0].plugins, ['@babel/plugin-proposal-decorators']);
  });

  test('dev: Solid\'s development build warns about computations outside createRoot or render and about two copies of Solid', () => {
    assert.ok(bundles.devOff.includes('computations created outside a `createRoot` or `render` will never be disposed'));
    assert.ok(bundles.devOff.includes('You appear to have multiple instances of Solid.'));
    assert.ok(!bundles.withInclude.includes('You appear to have multiple instances of Solid.'), 'not in the regular build');
  });

  test('Opening paragraph: Solid Refresh is added outside production mode, so a development build without the dev server contains it too', () => {
    // bundles.refreshOn comes from rsbuild.build() with mode development.
    assert.match(bundles.refreshOn, /solid-refresh/);
  });

  test('What the plugin configures: in a none-mode dev server solid-refresh is added, but there is no HotModuleReplacementPlugin; in development mode there is', async () => {
    const plugins = async (mode: 'none' | 'development') => {
      const [web] = await (await create(include, {}, { mode })).initConfigs({ action: 'dev' });
      return { babel: babel(web)[0].plugins, hmr: web.plugins!.filter((p: any) => p?.constructor?.name === 'HotModuleReplacementPlugin').length };
    };
    const none = await plugins('none');
    assert.ok(none.babel.includes('solid-refresh'), none.babel.join(', '));
    assert.equal(none.hmr, 0);
    assert.equal((await plugins('development')).hmr, 1);
    // Without the HMR runtime, the dev client reloads the page after a rebuild (dev.liveReload is on by default).
    const client = readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client'), 'hmr.js');
    assert.match(client, /if \(import\.meta\.webpackHot\) \{[\s\S]*?return;\s*\}\s*reloadPage\(\);/);
  });

  test('refresh: the component module accepts its own updates through solid-refresh; with disabled: true it accepts nothing', () => {
    assert.match(bundles.refreshOn, /solid-refresh/);
    assert.match(bundles.refreshOn, /\.accept\(/);
    assert.doesNotMatch(bundles.refreshOff, /solid-refresh|\.accept\(/);
  });

  test('What the plugin configures: conditions you set yourself are kept after solid and development', () => {
    assert.deepEqual(configs.ownConditions[0].resolve!.conditionNames, ['solid', 'development', 'browser', 'import']);
  });

  test('solid: the example\'s hydratable and delegateEvents: false give hydrating code with a listener on each element', async () => {
    const [config] = await (await create(include, { solid: { hydratable: true, delegateEvents: false } }, { mode: 'production' })).initConfigs();
    const use = (config.module!.rules as any[]).flatMap((rule) => rule.use ?? []).find((item: any) => String(item.loader).includes('babel-loader'));
    const { cacheDirectory, cacheIdentifier, cacheCompression, ...options } = use.options;
    void [cacheDirectory, cacheIdentifier, cacheCompression];
    const babelCore = createRequire(path.join(rsbuildV1Dir, 'package.json'))('@babel/core');
    const source = 'export const App = () => <button type="button" onClick={() => console.log(1)}>Hi</button>;\n';
    const { code } = babelCore.transformSync(source, { ...options, filename: path.join(rsbuildV1Dir, 'src/App.jsx'), sourceType: 'module' });
    // Hydration: the element is taken from the server-rendered HTML rather than only cloned from the template.
    assert.match(code, /getNextElement\(_tmpl\$\)/);
    assert.match(code, /addEventListener\("click"/);
    assert.doesNotMatch(code, /delegateEvents|\$\$click/);
  });

  test('solid: without options, babel-preset-solid gets an empty object (its own defaults)', () => {
    assert.deepEqual(babel(configs.defaults[0])[0].presets, [['babel-preset-solid', {}]]);
  });

  test('solidPresetOptions: applied after ssr and before solid; solid wins on a shared key, other keys are kept', () => {
    assert.deepEqual(babel(configs.merged[0])[0].presets[0][1], { generate: 'universal', hydratable: true, delegateEvents: true });
  });

  test('the documented option names and types are PluginSolidOptions', () => {
    const options: Required<PluginSolidOptions> = {
      solid: { moduleName: 'x', generate: 'dom', hydratable: true, delegateEvents: true, wrapConditionals: true, contextToCustomElements: false, builtIns: [], effectWrapper: 'effect', staticMarker: '@once', memoWrapper: 'memo', validate: true, omitNestedClosingTags: false, omitLastClosingTag: true, omitQuotes: true },
      solidPresetOptions: {},
      dev: true,
      ssr: false,
      refresh: { disabled: false },
    };
    assert.equal(Object.keys(options).length, 5);
  });
});

describe('Solid plugin › Common problems › A Solid component library fails to build or throws', () => {
  // A library in the project's own node_modules that publishes JSX under the solid condition;
  // Babel limited to src/ by path, so the library's file gets no Solid preset.
  const buildWithLibrary = async (ext: 'jsx' | 'tsx') => {
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const dir = withoutInstalledPackages(makeProject({ 'src/index.js': "import { Badge } from 'solid-lib';\nconsole.log(Badge());\n" }, 'solid-lib-src-only'));
    writeProjectFiles(dir, {
      'node_modules/solid-lib/package.json': JSON.stringify({ name: 'solid-lib', exports: { '.': { solid: `./index.${ext}`, default: './dist.js' } } }),
      [`node_modules/solid-lib/index.${ext}`]: 'export const Badge = () => <b class="badge">lib</b>;\n',
      'node_modules/solid-lib/dist.js': "export const Badge = () => 'precompiled';\n",
    });
    return buildProject(dir, { mode: 'production', output: { minify: false }, plugins: [pluginBabel({ include: /[\\/]src[\\/]/ }), pluginSolid()] });
  };

  test('with include limited to src/, a library\'s .jsx file stops the build with swc-loader\'s Module build failed and an SWC syntax error', async () => {
    const { errors } = await buildWithLibrary('jsx');
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /× Module build failed \(from builtin:swc-loader\):\n[^\n]*x Expected '>', got 'class'\n[^\n]*node_modules\/solid-lib\/index\.jsx[\s\S]*╰─▶\s+× Syntax Error/);
  });

  test('with include limited to src/, a library\'s .tsx file builds, but its JSX becomes React.createElement calls that throw React is not defined', async () => {
    const result = await buildWithLibrary('tsx');
    assert.deepEqual(result.errors, []);
    const js = listFiles(result.dist).filter((file) => file.endsWith('.js')).map((file) => readText(result.dist, file)).join('\n');
    assert.match(js, /React\.createElement\("b"/);
    const page: Record<string, unknown> = { console: { log: () => {} } };
    page.self = page;
    assert.throws(() => vm.runInNewContext(js, page), (error: Error) => error.name === 'ReferenceError' && error.message === 'React is not defined');
  });
});

describe('Solid plugin › Install', () => {
  // The registry on 2026-12-05 (npm 11.19.1): @rsbuild/plugin-babel latest 2.1.0, peerDependencies
  // { "@rsbuild/core": "^2.0.0" }. `npm install @rsbuild/plugin-babel -D --package-lock-only` in a project
  // with "@rsbuild/core": "^1.7.6" printed "npm error code ERESOLVE", "npm error ERESOLVE could not resolve",
  // "While resolving: @rsbuild/plugin-babel@2.1.0", "Found: @rsbuild/core@1.7.6". solid-js latest: 2.0.3,
  // engines node >=22.12.0.
  test('Keep both plugins on 1.x / Peer dependency conflict: a bare plugin-babel install takes 2.1.0 (peer @rsbuild/core ^2.0.0) and npm stops with ERESOLVE; the installed 1.2.1 accepts core 1.x', () => {
    const babelPkg = JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-babel'), 'package.json'));
    assert.equal(babelPkg.version, '1.2.1');
    assert.equal(babelPkg.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('plugins/list/plugin-solid', lang);
      const problem = page.slice(page.search(/^### (?:Peer dependency conflict|`@rsbuild\/plugin-babel` 出现)/m));
      for (const literal of ['2.1.0', '`@rsbuild/core` `^2.0.0`', 'npm 11.19.1', '`npm error ERESOLVE could not resolve`', '`@1`']) {
        assert.ok(problem.includes(literal), `${lang}: ${literal}`);
      }
      assert.ok(page.includes('<PackageManagerTabs command="install @rsbuild/plugin-solid@1 @rsbuild/plugin-babel@1 -D" />'), lang);
      // The warning above the samples names the same release.
      assert.equal(page.split('2.1.0').length - 1, 2, lang);
      // The latest tags are given as they were when the page was checked, not as a present fact.
      const checked = lang === 'en'
        ? ['which was 2.1.0 when this page was checked', 'the `latest` tag was on 2.x too when this page was checked (2.0.3, which requires Node.js 22.12 or later)']
        : ['本页核对时这个版本是 2.1.0', '本页核对时，`solid-js` 的 `latest` 标签同样在 2.x 上（2.0.3，要求 Node.js 22.12 及以上）'];
      for (const literal of checked) assert.ok(page.includes(literal), `${lang}: ${literal}`);
      for (const gone of ['points to 2.x', 'is 2.x too', '标签指向 2.x']) assert.ok(!page.includes(gone), `${lang}: ${gone}`);
    }
  });

  test('solid-js is installed with @1: plugin-solid 1.2.2 compiles with babel-preset-solid ^1.9.12, whose peer range is solid-js ^1.9.16', () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('plugins/list/plugin-solid', lang);
      assert.ok(page.includes('<PackageManagerTabs command="install solid-js@1" />'), lang);
      assert.ok(!page.includes('command="install solid-js"'), lang);
    }
    const pkg = (name: string) => JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules', name), 'package.json'));
    assert.equal(pkg('@rsbuild/plugin-solid').dependencies['babel-preset-solid'], '^1.9.12');
    assert.equal(pkg('babel-preset-solid').peerDependencies['solid-js'], '^1.9.16');
    assert.ok('./web' in pkg('solid-js').exports, 'solid-js 1.x has the ./web entry');
  });

  test("with a solid-js whose exports have no ./web (the entries of solid-js 2.0.3), the build fails: Package subpath './web' is not defined by \"exports\"", async () => {
    const dir = withoutInstalledPackages(makeProject({}, 'solid-2-exports'));
    // The export keys of solid-js 2.0.3 as the registry lists them: '.', './refresh', './attribution',
    // './internal', './internal/container-trace', './package.json'.
    writeProjectFiles(dir, {
      'src/index.jsx': app['src/index.jsx'],
      'node_modules/solid-js/package.json': JSON.stringify({
        name: 'solid-js', version: '2.0.3', type: 'module',
        exports: { '.': './dist/solid.js', './refresh': './dist/refresh.js', './attribution': './dist/attribution.js', './internal': './dist/internal.js', './internal/container-trace': './dist/container-trace.js', './package.json': './package.json' },
      }),
      'node_modules/solid-js/dist/solid.js': 'export const createSignal = () => [];\n',
    });
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const result = await buildProject(dir, { mode: 'production', source: { entry: { index: './src/index.jsx' } }, plugins: [pluginBabel(include), pluginSolid()] });
    assert.ok(result.errors.length >= 1, 'the build fails');
    const expected = `× Package subpath './web' is not defined by "exports" in ${path.join(dir, 'node_modules/solid-js/package.json')}`;
    assert.ok(result.errors.some((error) => error.includes(expected)), result.errors.join('\n'));
  });
});

describe('Solid plugin › Solid Refresh in development mode, with refresh.disabled, and in mode none', () => {
  // Three dev servers and the same edit to a component in each: development mode with Solid
  // Refresh, development mode with refresh.disabled, and mode none, where solid-refresh is in the
  // Babel options but Rsbuild adds no HotModuleReplacementPlugin, so the dev client reloads.
  const counter = (label: string) => `import { createSignal } from 'solid-js';\nexport const App = () => {\n  const [count, setCount] = createSignal(0);\n  return <button type="button" id="counter" onClick={() => setCount(count() + 1)}>${label} {count()}</button>;\n};\n`;
  let browser: Browser | undefined;
  const closers: (() => Promise<void>)[] = [];
  const servers: Record<string, { dir: string; port: number }> = {};
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const setups = {
      refresh: { mode: 'development', options: {} },
      disabled: { mode: 'development', options: { refresh: { disabled: true } } },
      none: { mode: 'none', options: {} },
    } as const;
    for (const [name, { mode, options }] of Object.entries(setups)) {
      const dir = makeProject({
        'src/App.jsx': counter('Count'),
        'src/index.jsx': "import { render } from 'solid-js/web';\nimport { App } from './App.jsx';\nrender(() => <App />, document.getElementById('root'));\n",
      }, `solid-dev-${name}`);
      const port = await freePort();
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { mode, logLevel: 'silent', server: { port, printUrls: false }, plugins: [pluginBabel(include), pluginSolid(options)] },
      });
      const started = await within(rsbuild.startDevServer(), 60_000, `the ${name} dev server did not start`);
      closers.push(() => started.server.close());
      servers[name] = { dir, port: started.port };
    }
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await Promise.all(closers.map((close) => close()));
  });

  /** Clicks the counter once, edits the component's label, and tells whether the page survived the edit. */
  const editOnce = async (name: string) => {
    const { dir, port } = servers[name];
    const page = await browser!.newPage();
    try {
      await page.goto(`http://localhost:${port}/`, { timeout: 90_000 });
      await page.locator('#counter', { hasText: 'Count 0' }).click({ timeout: 90_000 });
      await page.locator('#counter', { hasText: 'Count 1' }).waitFor({ timeout: 30_000 });
      await page.evaluate(() => ((window as any).beforeEdit = true));
      writeProjectFiles(dir, { 'src/App.jsx': counter('Clicks') });
      await page.locator('#counter', { hasText: /^Clicks \d+$/ }).waitFor({ timeout: 90_000 });
      return { kept: await page.evaluate(() => (window as any).beforeEdit === true), count: await page.locator('#counter').textContent() };
    } finally {
      await page.close();
    }
  };

  test('What the plugin configures: in development mode, an edited component is swapped in place, without a page reload', async () => {
    const { kept } = await editOnce('refresh');
    assert.equal(kept, true, 'the page was not reloaded');
  });

  test('refresh: with disabled: true, the same edit reloads the page', async () => {
    const { kept, count } = await editOnce('disabled');
    assert.equal(kept, false, 'the page was reloaded');
    assert.equal(count, 'Clicks 0');
  });

  test('What the plugin configures: in mode none, an edit to a component reloads the page (its state is lost) instead of swapping it', async () => {
    const { kept, count } = await editOnce('none');
    assert.equal(kept, false, 'the page was reloaded');
    assert.equal(count, 'Clicks 0');
  });
});

// Every rsbuild.config.ts sample of the page, as written (both languages carry the same ones),
// type-checked against @rsbuild/core 1.7.6, @rsbuild/plugin-babel 1.2.1 and @rsbuild/plugin-solid 1.2.2.
describe('Solid plugin › Condition names and dev: the development build is a web environment\'s', () => {
  // The builds behind this (web, node and web-worker environments, dev true and false, which file of
  // solid-js each bundles) run in guide-framework-solid.test.ts, whose page states the same.
  test('the page says node and web-worker environments get the server build of solid-js whatever dev says', () => {
    assert.ok(pageText('plugins/list/plugin-solid', 'en').includes('In `node` and `web-worker` environments `solid-js` resolves to its server build (`dist/server.js`) whatever `dev` says'));
    assert.ok(pageText('plugins/list/plugin-solid', 'en').includes('All of this holds for a `web` environment; `node` and `web-worker` environments get the server build of `solid-js` in every mode.'));
    assert.ok(pageText('plugins/list/plugin-solid', 'zh').includes('在 `node` 和 `web-worker` 环境中，无论 `dev` 取什么值，`solid-js` 都会解析到服务端版本（`dist/server.js`）'));
    assert.ok(pageText('plugins/list/plugin-solid', 'zh').includes('以上都针对 `web` 环境；`node` 和 `web-worker` 环境在任何模式下都会使用 `solid-js` 的服务端版本。'));
  });
});

describe('Solid plugin › the rsbuild.config.ts samples type-check', () => {
  test('all six samples (Register the plugins, solid, solidPresetOptions, dev, ssr, refresh) compile under strict mode', () => {
    const en = pageSamples('plugins/list/plugin-solid', 'en');
    const zh = pageSamples('plugins/list/plugin-solid', 'zh');
    // The same code in both languages; only the comments are translated.
    const code = (samples: string[]) => samples.map((sample) => sample.replace(/^\s*\/\/.*\n/gm, ''));
    assert.deepEqual(code(zh), code(en));
    assert.equal(en.length, 6);
    const files: Record<string, string> = {};
    [...en, ...zh].forEach((sample, index) => (files[`src/config-${index}.ts`] = sample));
    assert.deepEqual(typeCheckProject(ts, files, 'solid-samples', () => ({ types: ['node'] })), []);
  });
});
