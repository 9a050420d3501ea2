// Claims of plugins/list/plugin-babel, checked with @rsbuild/plugin-babel 1.2.1 and
// @rsbuild/core 1.7.6: in-process builds with a recording Babel plugin (no include, an include on
// src, an include on one dependency, an exclude alone, presets replaced by an object), then the
// final loader options read from initConfigs for the defaults, the cache and babelLoaderOptions.
// A "dependency" is a folder under vendor/node_modules, which Rsbuild treats like any other
// path with a node_modules segment.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig, RsbuildPlugin, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { BabelTransformOptions, PluginBabelOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel';
import type { BabelConfigUtils, BabelLoaderOptions, BabelPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel/dist/types';
import { assertPageSamplesTypeCheck, buildProject, freePort, makeProject, outputFile, pageText, plugin, rsbuildCore, rsbuildV1Dir, waitFor, withNodeEnv } from './harness';

// Type-level checks of the types the page prints (tsc runs on this file).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type BabelLoaderOptionsFn = (config: BabelLoaderOptions, utils: BabelConfigUtils) => BabelLoaderOptions | void;
type PageBabelLoaderOptionsConfig = BabelLoaderOptions | BabelLoaderOptionsFn | Array<BabelLoaderOptions | BabelLoaderOptionsFn>;
type PageOptions = {
  include?: string | RegExp | (string | RegExp)[];
  exclude?: string | RegExp | (string | RegExp)[];
  babelLoaderOptions?: PageBabelLoaderOptionsConfig;
};
type PageLoaderExtras = { cacheDirectory?: string | boolean; cacheIdentifier?: string; cacheCompression?: boolean; customize?: string | null; metadataSubscribers?: string[] };
type PageUtils = {
  addPlugins: (plugins: BabelPlugin[]) => void;
  addPresets: (presets: BabelPlugin[]) => void;
  removePlugins: (plugins: string | string[]) => void;
  removePresets: (presets: string | string[]) => void;
  modifyPresetEnvOptions: (options: import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel').PresetEnvOptions) => void;
  modifyPresetReactOptions: (options: import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel/dist/types').PresetReactOptions) => void;
  addIncludes: (includes: string | RegExp | (string | RegExp)[]) => void;
  addExcludes: (excludes: string | RegExp | (string | RegExp)[]) => void;
};
const typeChecks: [Same<PluginBabelOptions, PageOptions>, Same<BabelLoaderOptions, BabelTransformOptions & PageLoaderExtras>, Same<BabelConfigUtils, PageUtils>] = [true, true, true];

const { createRsbuild } = await rsbuildCore();
type BabelModule = typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel');
const { pluginBabel, getBabelUtils, modifyBabelLoaderOptions } = await plugin<BabelModule>('@rsbuild/plugin-babel');
const { pluginReact } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-react')>('@rsbuild/plugin-react');
const { pluginSolid } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-solid')>('@rsbuild/plugin-solid');

// Records every file Babel receives (and whether its type annotations are still there, i.e.
// whether SWC ran before it) and rewrites the string 'BABEL_MARK', so the output shows where
// Babel ran.
const recordingPlugin = `
module.exports = () => ({
  name: 'record-files',
  pre(file) {
    (globalThis.__babelSeen ??= []).push({ file: file.opts.filename, typed: file.code.includes(': number') });
  },
  visitor: {
    StringLiteral(path) {
      if (path.node.value === 'BABEL_MARK') path.node.value = 'babel-was-here';
    },
  },
});
`;

const files = {
  'record-babel.cjs': recordingPlugin,
  // Would break every build if Babel read it.
  'babel.config.js': "module.exports = { plugins: ['babel-plugin-that-does-not-exist'] };\n",
  'src/index.ts':
    "import raw from './util.js?raw';\nimport { mark } from './util.js';\nimport { Dep } from '../vendor/node_modules/dep/plain.js';\nimport { typed } from '../vendor/node_modules/dep/typed.ts';\n" +
    'class Box { size = 1; }\nconst answer: number = 42;\nconsole.log(answer, mark, raw, Dep, typed, new Box());\n',
  'src/util.js': "export const mark = 'BABEL_MARK';\n",
  // A static block: the default browser list lacks it, so it shows whether SWC lowered the file.
  'vendor/node_modules/dep/plain.js': "export class Dep { static { this.tag = 'DEP_MARK'; } }\n",
  'vendor/node_modules/dep/typed.ts': "export const typed: number = 7;\nexport { esm } from './esm.mjs';\nexport { common } from './common.cjs';\n",
  // Plain JavaScript with another extension: outside the js rule in node_modules, like plain.js.
  'vendor/node_modules/dep/esm.mjs': "export const esm = 'ESM_MARK';\n",
  'vendor/node_modules/dep/common.cjs': "exports.common = 'CJS_MARK';\n",
};

type Seen = { file: string; typed: boolean }[];
interface Run {
  seen: Seen;
  rules: Rspack.RuleSetRule[];
  js: string;
  errors: string[];
}

async function run(name: string, options: (dir: string) => PluginBabelOptions, extra: RsbuildConfig = {}, chdir = false): Promise<Run> {
  const dir = makeProject(files, `babel-${name}`);
  const cwd = process.cwd();
  if (chdir) process.chdir(dir);
  const result: Run = { seen: [], rules: [], js: '', errors: [] };
  (globalThis as { __babelSeen?: Seen }).__babelSeen = [];
  const capture: RsbuildPlugin = {
    name: 'capture',
    setup(api) {
      api.onBeforeCreateCompiler(({ bundlerConfigs }) => void (result.rules = (bundlerConfigs[0].module?.rules ?? []) as Rspack.RuleSetRule[]));
      api.onAfterBuild(({ stats }) => void (result.errors = (stats?.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message)));
    },
  };
  const rsbuild = await createRsbuild({
    cwd: dir,
    // No Babel cache: a cache hit would skip the recording plugin.
    rsbuildConfig: { logLevel: 'silent', performance: { buildCache: false }, source: { entry: { index: './src/index.ts' } }, output: { minify: false }, ...extra, plugins: [pluginBabel(options(dir)), capture] },
  });
  try {
    await (await rsbuild.build()).close();
    result.js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]+\.js$/);
  } catch (error) {
    if (!result.errors.length) throw error;
  } finally {
    process.chdir(cwd);
  }
  result.seen = ((globalThis as { __babelSeen?: Seen }).__babelSeen ?? []).map(({ file, typed }) => ({ file: path.relative(dir, file), typed }));
  return result;
}

type Use = { loader: string; options: Record<string, any> };
const babelUse = (rule: Rspack.RuleSetRule) => (rule.use as Use[] | undefined)?.find((use) => use.loader.includes('babel-loader'));
const useLoaders = (rule: Rspack.RuleSetRule) => (rule.use as { loader: string }[] | undefined)?.map((use) => (use.loader.includes('babel-loader') ? 'babel' : use.loader.includes('swc') ? 'swc' : use.loader)) ?? [];
const babelRules = (rules: Rspack.RuleSetRule[]) => rules.filter((rule) => rule.use && useLoaders(rule).includes('babel'));

/** The final Rspack rules of an instance that only runs initConfigs. */
async function rulesOf(config: RsbuildConfig, name = 'babel-config') {
  const dir = makeProject(files, name);
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...config } });
  return { dir, rules: ((await rsbuild.initConfigs())[0].module?.rules ?? []) as Rspack.RuleSetRule[] };
}
/** The babel-loader options of the only rule that has babel-loader. */
async function babelOptionsOf(config: RsbuildConfig, name?: string) {
  const { dir, rules } = await rulesOf(config, name);
  const found = babelRules(rules);
  assert.equal(found.length, 1);
  return { dir, options: babelUse(found[0])!.options };
}
const pluginNames = (options: Record<string, any>) => (options.plugins ?? []).map((item: unknown) => (Array.isArray(item) ? item[0] : item)).map(String);

describe('Babel plugin', () => {
  let plain: Run;
  let included: Run;
  let depOnly: Run;
  let excluded: Run;
  let replaced: Run;

  before(async () => {
    // The function form adds to the defaults; the recorder goes in by absolute path.
    const addRecorder = (dir: string): BabelLoaderOptionsFn => (_config, { addPlugins }) => addPlugins([path.join(dir, 'record-babel.cjs')]);
    plain = await run('plain', (dir) => ({ babelLoaderOptions: addRecorder(dir) }));
    // A plugin given by package name too. Babel resolves it from the process's working directory,
    // which the CLI sets to the project root; this in-process build does the same.
    included = await run('include', (dir) => ({ include: /[\\/]src[\\/]/, babelLoaderOptions: [addRecorder(dir), (_config, { addPlugins }) => addPlugins(['@babel/plugin-transform-class-properties'])] }), {}, true);
    depOnly = await run('include-dep', (dir) => ({ include: /[\\/]node_modules[\\/]dep[\\/]plain\.js$/, babelLoaderOptions: addRecorder(dir) }));
    excluded = await run('exclude', (dir) => ({ exclude: /util\.js$/, babelLoaderOptions: addRecorder(dir) }));
    replaced = await run('presets', () => ({ babelLoaderOptions: { presets: [] } }));
  });

  describe('Options', () => {
    test('PluginBabelOptions, BabelLoaderOptions and BabelConfigUtils have the shapes the page prints (checked by tsc)', () => {
      assert.deepEqual(typeChecks, [true, true, true]);
    });
  });

  describe('Install', () => {
    test('@babel/core, the default presets and plugins are dependencies; babel-loader ships inside the package; 1.2.1 has the peer range ^1.0.0 || ^2.0.0-0', () => {
      const dir = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-babel');
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      assert.equal(pkg.version, '1.2.1');
      for (const name of ['@babel/core', '@babel/plugin-proposal-decorators', '@babel/plugin-transform-class-properties', '@babel/preset-typescript']) assert.ok(pkg.dependencies[name], name);
      assert.ok(existsSync(path.join(dir, 'compiled/babel-loader/index.js')));
      // The 1.x line's peer range; the 2.x line (latest, 2.1.0 via npm view when checked) has ^2.0.0.
      assert.equal(pkg.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    });
  });

  describe('Install › Pin the 1.x line', () => {
    // What npm's latest tag holds is a fact of the day the page was checked (2.1.0, peer
    // @rsbuild/core ^2.0.0, via npm view); the warning names that release and what @1 does,
    // not which 1.x release @1 installs today.
    test('the warning names the release under latest when the page was checked, and says @1 picks a 1.x release (not that it installs 1.2.1)', () => {
      const literals = {
        en: ['which was 2.1.0 when this page was checked; that release has the peer range `@rsbuild/core` `^2.0.0`', 'so that npm picks a 1.x release. This page was checked with 1.2.1'],
        zh: ['本页核对时这个版本是 2.1.0，它的 peer 范围是 `@rsbuild/core` `^2.0.0`', '让 npm 只在 1.x 版本中挑选。本页核对的是 1.2.1'],
      };
      for (const lang of ['en', 'zh'] as const) {
        const page = pageText('plugins/list/plugin-babel', lang);
        for (const literal of literals[lang]) assert.ok(page.includes(literal), `${lang}: ${literal}`);
      }
      assert.ok(!pageText('plugins/list/plugin-babel', 'en').includes('it installs 1.2.1'));
      assert.ok(!pageText('plugins/list/plugin-babel', 'zh').includes('它会安装 1.2.1'));
    });
  });

  describe('Register the plugin', () => {
    test('every rsbuild.config.ts sample of the page type-checks as written against the 1.x packages', () => {
      assertPageSamplesTypeCheck(ts, 'plugins/list/plugin-babel', 5, { moreOptions: () => ({ types: ['node'] }) });
    });

    test('with pluginReact, the order in plugins does not change the babel-loader rule', async () => {
      const shape = (rules: Rspack.RuleSetRule[]) => JSON.stringify(babelRules(rules).map((rule) => ({ loaders: useLoaders(rule), options: babelUse(rule)!.options.plugins.length })));
      const first = await rulesOf({ plugins: [pluginBabel(), pluginReact()] });
      const last = await rulesOf({ plugins: [pluginReact(), pluginBabel()] });
      assert.equal(shape(first.rules), '[{"loaders":["swc","babel"],"options":1}]');
      assert.equal(shape(last.rules), shape(first.rules));
    });

    test('pluginSolid needs pluginBabel with an include: with pluginBabel() alone a .jsx file fails in SWC; with include /\\.(?:jsx|tsx)$/ the Solid preset compiles it, in either order', async () => {
      const solidFiles = { 'src/index.jsx': "import { render } from 'solid-js/web';\nconst App = () => <h1>Hello solid</h1>;\nrender(() => <App />, document.body);\n" };
      const config = { mode: 'development', source: { entry: { index: './src/index.jsx' } }, performance: { buildCache: false } } satisfies RsbuildConfig;
      const [alone, withInclude] = await Promise.all([
        buildProject(makeProject(solidFiles, 'babel-solid-alone'), { ...config, plugins: [pluginBabel(), pluginSolid()] }),
        buildProject(makeProject(solidFiles, 'babel-solid-include'), { ...config, plugins: [pluginSolid(), pluginBabel({ include: /\.(?:jsx|tsx)$/ })] }),
      ]);
      assert.match(alone.errors.join('\n'), /× Module build failed \(from builtin:swc-loader\):[\s\S]*× Syntax Error/, alone.errors.join('\n'));
      assert.deepEqual(withInclude.errors, []);
      // babel-preset-solid turns the markup into a template, not into React.createElement calls.
      assert.ok(outputFile(withInclude.dist, /^static\/js\/index\.js$/).includes('.template)(`<h1>Hello solid`)'));
      // Without include the Solid preset is nowhere; with it, it is in the babel-js rule whatever the order.
      const presets = async (plugins: RsbuildPlugin[]) => ((await babelOptionsOf({ mode: 'development', plugins })).options.presets as unknown[][]).map((preset) => String(preset[0]));
      assert.ok(!(await presets([pluginBabel(), pluginSolid()])).some((name) => name.includes('babel-preset-solid')));
      for (const plugins of [[pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()], [pluginSolid(), pluginBabel({ include: /\.(?:jsx|tsx)$/ })]]) {
        assert.ok((await presets(plugins)).some((name) => name.includes('babel-preset-solid')));
      }
      assert.ok(pageText('plugins/list/plugin-babel', 'en').includes('Give `pluginBabel()` an `include` that covers your JSX files, such as `pluginBabel({ include: /\\.(?:jsx|tsx)$/ })`'));
      assert.ok(pageText('plugins/list/plugin-babel', 'zh').includes('因此要给 `pluginBabel()` 设置一个覆盖 JSX 文件的 `include`，例如 `pluginBabel({ include: /\\.(?:jsx|tsx)$/ })`'));
    });
  });

  describe('How Babel fits into the build', () => {
    describe('Without include or exclude', () => {
      test('babel-loader joins the built-in js rule, after SWC in the list, so Babel runs first on the typed source', () => {
        const jsRules = babelRules(plain.rules);
        assert.equal(jsRules.length, 1);
        assert.deepEqual(useLoaders(jsRules[0]), ['swc', 'babel']);
        assert.deepEqual([...plain.seen].sort((a, b) => a.file.localeCompare(b.file)), [
          { file: 'src/index.ts', typed: true },
          { file: 'src/util.js', typed: false },
          { file: 'vendor/node_modules/dep/typed.ts', typed: true },
        ]);
      });

      test('Babel sees what SWC compiles: TypeScript from node_modules yes, plain .js, .mjs and .cjs from node_modules and ?raw no', () => {
        assert.ok(!plain.seen.some(({ file }) => file.endsWith('plain.js')));
        assert.ok(!plain.seen.some(({ file }) => file.endsWith('esm.mjs') || file.endsWith('common.cjs')));
        // The same files reach Babel once a rule matches them (exclude alone).
        for (const file of ['vendor/node_modules/dep/esm.mjs', 'vendor/node_modules/dep/common.cjs']) assert.ok(excluded.seen.some((seen) => seen.file === file), JSON.stringify(excluded.seen));
        assert.match(plain.js, /export const mark = 'BABEL_MARK';/);
        // Neither SWC nor Babel touched the dependency's plain JavaScript.
        assert.match(plain.js, /static \{\s*this\.tag = 'DEP_MARK';/);
      });

      test('a data:text/javascript URI module is compiled by SWC in the js-data-uri rule, which gets no babel-loader', async () => {
        const { rules } = await rulesOf({ plugins: [pluginBabel()] }, 'babel-data-uri');
        const dataUri = rules.find((rule) => JSON.stringify(rule.mimetype) === '{"or":["text/javascript","application/javascript"]}');
        assert.ok(dataUri, 'the js-data-uri rule');
        assert.deepEqual(useLoaders(dataUri), ['swc']);
        for (const [lang, literal] of [
          ['en', 'Nor is a module imported from a `data:text/javascript,…` URI: SWC compiles it through a rule of its own, `js-data-uri`, which the plugin leaves alone.'],
          ['zh', '通过 `data:text/javascript,…` URI 引入的模块同样不经过 Babel：SWC 用另一条规则 `js-data-uri` 编译它们，插件不会改动这条规则。'],
        ] as const) assert.ok(pageText('plugins/list/plugin-babel', lang).includes(literal), lang);
        assert.ok(!pageText('plugins/list/plugin-babel', 'en').includes('sees exactly the files that SWC compiles'));
        assert.ok(!pageText('plugins/list/plugin-babel', 'zh').includes('与 SWC 编译的文件完全相同'));
      });

      test("under rsbuild dev or startDevServer() of the JavaScript API (web target, development mode), Babel also receives Rsbuild's client from node_modules/@rsbuild/core/dist/client, unless dev.hmr and dev.liveReload are both off; a dev server in production mode keeps it from Babel", async () => {
        /** The files Babel receives in one dev compilation of the in-process dev server. */
        const devSeen = async (name: string, dev: RsbuildConfig['dev'], mode: 'development' | 'production' = 'development') => {
          const dir = makeProject(files, `babel-dev-${name}`);
          (globalThis as { __babelSeen?: Seen }).__babelSeen = [];
          await withNodeEnv('development', async () => {
            const rsbuild = await createRsbuild({
              cwd: dir,
              rsbuildConfig: {
                logLevel: 'silent',
                mode,
                dev,
                server: { port: await freePort() },
                performance: { buildCache: false },
                source: { entry: { index: './src/index.ts' } },
                plugins: [pluginBabel({ babelLoaderOptions: (_config, { addPlugins }) => addPlugins([path.join(dir, 'record-babel.cjs')]) })],
              },
            });
            let compiled = false;
            rsbuild.onAfterDevCompile(() => void (compiled = true));
            const { server } = await rsbuild.startDevServer();
            try {
              await waitFor('the first dev compilation', () => compiled);
            } finally {
              await server.close();
            }
          });
          return ((globalThis as { __babelSeen?: Seen }).__babelSeen ?? []).map(({ file }) => file.split(path.sep).join('/'));
        };
        const withClient = await devSeen('default', {});
        assert.ok(withClient.some((file) => file.endsWith('/node_modules/@rsbuild/core/dist/client/hmr.js')), withClient.join('\n'));
        assert.ok(!withClient.some((file) => file.endsWith('/dep/plain.js')));
        const withoutClient = await devSeen('no-client', { hmr: false, liveReload: false });
        assert.ok(withoutClient.some((file) => file.endsWith('/src/index.ts')), withoutClient.join('\n'));
        assert.ok(!withoutClient.some((file) => file.includes('/@rsbuild/core/dist/')), withoutClient.join('\n'));
        // The client is still injected in production mode, but the js rule adds Rsbuild's dist only in development mode.
        const production = await devSeen('production', {}, 'production');
        assert.ok(production.some((file) => file.endsWith('/src/index.ts')), production.join('\n'));
        assert.ok(!production.some((file) => file.includes('/@rsbuild/core/dist/')), production.join('\n'));
      });

      test('a file added with source.include goes through Babel too', async () => {
        const withInclude = await run('source-include', (dir) => ({ babelLoaderOptions: (_config, { addPlugins }) => addPlugins([path.join(dir, 'record-babel.cjs')]) }), {
          source: { entry: { index: './src/index.ts' }, include: [/[\\/]dep[\\/]plain\.js$/] },
        });
        assert.ok(withInclude.seen.some(({ file }) => file === 'vendor/node_modules/dep/plain.js'), JSON.stringify(withInclude.seen));
        assert.doesNotMatch(withInclude.js, /static \{/);
      });

      test('a babel.config.js in the project is ignored', () => {
        assert.deepEqual(plain.errors, []);
        assert.match(plain.js, /"babel-was-here"/);
      });
    });

    describe('With include or exclude', () => {
      test('a separate babel-js rule after the js rule, testing the eight script extensions; SWC still compiles src after Babel', async () => {
        const found = babelRules(included.rules);
        assert.equal(found.length, 1);
        assert.deepEqual(useLoaders(found[0]), ['babel']);
        assert.equal(String(found[0].test), String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/));
        const swcIndex = included.rules.findIndex((rule) => rule.use && useLoaders(rule).includes('swc'));
        assert.ok(included.rules.indexOf(found[0]) > swcIndex);
        assert.deepEqual(included.seen.map(({ file }) => file).sort(), ['src/index.ts', 'src/util.js', 'src/util.js']);
        // Babel received the typed source: SWC ran after it.
        assert.equal(included.seen.find(({ file }) => file === 'src/index.ts')?.typed, true);
        assert.doesNotMatch(included.js, /const answer: number/);
      });

      test('the rule ids: js without include or exclude, babel-js with them', async () => {
        // Rspack rules carry no id; the chain has them.
        const ids = async (options: PluginBabelOptions) => {
          let found: string[] = [];
          await rulesOf({ plugins: [pluginBabel(options)], tools: { bundlerChain: (chain, { CHAIN_ID }) => void (found = Object.keys(chain.module.rules.entries()).filter((id) => chain.module.rule(id).uses.has(CHAIN_ID.USE.BABEL))) } });
          return found;
        };
        assert.deepEqual(await ids({}), ['js']);
        assert.deepEqual(await ids({ include: /src/ }), ['babel-js']);
        assert.deepEqual(await ids({ exclude: /src/ }), ['babel-js']);
      });

      test('an include on one dependency: only that file goes through Babel, and nothing lowers its syntax', () => {
        assert.deepEqual(depOnly.seen.map(({ file }) => file), ['vendor/node_modules/dep/plain.js']);
        assert.match(depOnly.js, /class Dep\{static\{this\.tag='DEP_MARK';\}\}/);
        assert.match(depOnly.js, /export const mark = 'BABEL_MARK';/);
      });

      test('the babel-js rule does not skip ?raw, the raw import holds Babel output', () => {
        // Babel's compact output of src/util.js, as a string.
        assert.match(included.js, /raw_namespaceObject = "export const mark=\\"babel-was-here\\";"/);
      });
    });

    describe('Default Babel options', () => {
      let production: Record<string, any>;
      let development: Record<string, any>;
      before(async () => {
        production = (await babelOptionsOf({ mode: 'production', plugins: [pluginBabel()] })).options;
        development = (await babelOptionsOf({ mode: 'development', plugins: [pluginBabel()] })).options;
      });

      test('babelrc and configFile false, the decorators plugin 2022-03, the TypeScript preset, compact only in production', () => {
        assert.equal(production.babelrc, false);
        assert.equal(production.configFile, false);
        assert.equal(production.compact, true);
        assert.equal(development.compact, false);
        assert.equal(production.cacheCompression, false);
        assert.match(String(production.cacheDirectory), /node_modules[\\/]\.cache[\\/]babel-loader$/);
        assert.equal(production.plugins.length, 1);
        assert.match(String(production.plugins[0][0]), /plugin-proposal-decorators/);
        assert.deepEqual(production.plugins[0][1], { version: '2022-03' });
        assert.equal(production.presets.length, 1);
        assert.match(String(production.presets[0][0]), /preset-typescript/);
        assert.deepEqual(production.presets[0][1], { allowNamespaces: true, allExtensions: true, allowDeclareFields: true, optimizeConstEnums: true, isTSX: true });
      });

      test('no preset-react: with pluginBabel alone a .tsx file builds with React.createElement calls, and a .jsx file fails in SWC with one error for <div id=\'x\' /> and two for <h1>Hello</h1>, framed on Babel\'s output; with pluginReact both build', async () => {
        const jsx = { 'src/index.jsx': "const element = <div id='x' />;\nconsole.log(element);\n", 'src/heading.jsx': 'const heading = <h1>Hello</h1>;\nconsole.log(heading);\n' };
        const config = { mode: 'production', source: { entry: { index: './src/index.jsx', heading: './src/heading.jsx' } }, performance: { buildCache: false } } satisfies RsbuildConfig;
        const tsx = { 'src/card.tsx': "const card = <p id='c'>Hi</p>;\nconsole.log(card);\n" };
        // The .tsx file gets a build of its own: the failed .jsx entries stop a production build from emitting.
        const [alone, tsxAlone] = await Promise.all([
          buildProject(makeProject(jsx, 'babel-jsx-alone'), { ...config, plugins: [pluginBabel()] }),
          buildProject(makeProject(tsx, 'babel-tsx-alone'), { ...config, source: { entry: { card: './src/card.tsx' } }, plugins: [pluginBabel()] }),
        ]);
        assert.deepEqual(tsxAlone.errors, []);
        assert.ok(outputFile(tsxAlone.dist, /^static\/js\/card\.[0-9a-f]+\.js$/).includes('React.createElement("p",{id:"c"},"Hi")'));
        const errorOf = (file: string) => alone.errors.find((error) => error.includes('builtin:swc-loader') && error.includes(file)) ?? '';
        assert.match(errorOf('index.jsx'), /Module build failed \(from builtin:swc-loader\):[\s\S]*Expected '>', got 'ident'/, alone.errors.join('\n'));
        assert.match(errorOf('heading.jsx'), /Unterminated regexp literal/, alone.errors.join('\n'));
        assert.doesNotMatch(errorOf('heading.jsx'), /Expected '>', got 'ident'/);
        // One SWC error for the attribute, two for the element with text; each ends with "× Syntax Error".
        const swcErrors = (error: string) => error.match(/\bx [A-Z][^\n]*/g) ?? [];
        assert.deepEqual(swcErrors(errorOf('index.jsx')), ["x Expected '>', got 'ident'"]);
        assert.deepEqual(swcErrors(errorOf('heading.jsx')), ['x Unterminated regexp literal', 'x Expression expected']);
        for (const file of ['index.jsx', 'heading.jsx']) assert.match(errorOf(file), /× Module build failed \(from builtin:swc-loader\):[\s\S]*× Syntax Error/);
        // The code frame quotes Babel's compact production output, not the source as written.
        assert.ok(errorOf('heading.jsx').includes('const heading=<h1>Hello</h1>;console.log(heading);'), errorOf('heading.jsx'));
        const withReact = await buildProject(makeProject({ ...jsx, ...tsx }, 'babel-jsx-react'), { ...config, source: { entry: { ...config.source.entry, card: './src/card.tsx' } }, plugins: [pluginBabel(), pluginReact()] });
        assert.deepEqual(withReact.errors, []);
        assert.match(outputFile(withReact.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /id:"x"/);
        assert.ok(!outputFile(withReact.dist, /^static\/js\/card\.[0-9a-f]+\.js$/).includes('React.createElement'));
      });

      test('the page says what pluginBabel alone does to JSX per extension (.tsx builds with React.createElement, .jsx fails), not that SWC compiles JSX only with a framework plugin', () => {
        const literals = {
          en: ['with `pluginBabel()` alone the extension decides what happens. A `.tsx` file builds, but SWC turns its JSX into `React.createElement(...)` calls', 'A `.jsx` file fails with `× Module build failed (from builtin:swc-loader):`'],
          zh: ['只注册 `pluginBabel()` 时，结果取决于文件扩展名。`.tsx` 文件可以构建成功，但 SWC 会把其中的 JSX 编译成 `React.createElement(...)` 调用', '`.jsx` 文件则会构建失败，先报 `× Module build failed (from builtin:swc-loader):`'],
        };
        for (const lang of ['en', 'zh'] as const) {
          const page = pageText('plugins/list/plugin-babel', lang);
          for (const literal of literals[lang]) assert.ok(page.includes(literal), `${lang}: ${literal}`);
        }
        assert.ok(!pageText('plugins/list/plugin-babel', 'en').includes('it compiles JSX once a framework plugin'));
        assert.ok(!pageText('plugins/list/plugin-babel', 'zh').includes('JSX 也由 SWC 编译，但前提是注册了'));
      });

      test('every .ts file is read as TSX: <number>value fails in babel-loader with "Unterminated JSX contents. (2:18)", which SWC alone accepts; value as number and <T>(x: T) => x build', async () => {
        const sources = {
          'src/assertion.ts': 'const value: unknown = 42;\nconst n = <number>value;\nconsole.log(n);\n',
          'src/cast.ts': 'const value: unknown = 42;\nconst n = value as number;\nconst id = <T>(x: T) => x;\nconsole.log(n, id(1));\n',
        };
        const config = { source: { entry: { assertion: './src/assertion.ts', cast: './src/cast.ts' } }, performance: { buildCache: false } } satisfies RsbuildConfig;
        const [withBabel, swcAlone] = await Promise.all([
          buildProject(makeProject(sources, 'babel-tsx-assertion'), { ...config, plugins: [pluginBabel()] }),
          buildProject(makeProject(sources, 'babel-tsx-assertion-swc'), config),
        ]);
        assert.equal(withBabel.errors.length, 1, withBabel.errors.join('\n'));
        assert.match(withBabel.errors[0], /Module build failed \(from [^)\n]*babel-loader[\\/]index\.js\):/);
        assert.match(withBabel.errors[0], /SyntaxError: [^\n]*[\\/]src[\\/]assertion\.ts: Unterminated JSX contents\. \(2:18\)/);
        assert.match(withBabel.errors[0], /> 2 \| const n = <number>value;/);
        assert.doesNotMatch(withBabel.errors[0], /cast\.ts/);
        assert.deepEqual(swcAlone.errors, []);
      });

      test("source.decorators 'legacy' is copied and adds @babel/plugin-transform-class-properties", async () => {
        const { options } = await babelOptionsOf({ source: { decorators: { version: 'legacy' } }, plugins: [pluginBabel()] });
        assert.deepEqual(options.plugins[0][1], { version: 'legacy' });
        assert.match(String(options.plugins[1]), /plugin-transform-class-properties/);
      });

      test('a cacheIdentifier with the Babel version is added unless one is set; buildCache false turns the cache off; buildCache.cacheDirectory moves it', async () => {
        assert.match(String(production.cacheIdentifier), /^production\{.*\}@babel\/core@7\.\d+\.\d+babel-loader@\d+\.\d+\.\d+$/);
        // A cacheIdentifier of your own is kept as it is.
        const own = (await babelOptionsOf({ plugins: [pluginBabel({ babelLoaderOptions: { cacheIdentifier: 'mine' } })] })).options;
        assert.equal(own.cacheIdentifier, 'mine');
        const off = (await babelOptionsOf({ performance: { buildCache: false }, plugins: [pluginBabel()] })).options;
        assert.equal(off.cacheDirectory, undefined);
        assert.equal(off.cacheIdentifier, undefined);
        const moved = await babelOptionsOf({ performance: { buildCache: { cacheDirectory: 'my-cache' } }, plugins: [pluginBabel()] });
        assert.equal(moved.options.cacheDirectory, path.join(moved.dir, 'my-cache', 'babel-loader'));
      });
    });
  });

  describe('Options', () => {
    describe('include', () => {
      test('a string matches absolute paths that start with it', async () => {
        const { rules } = await rulesOf({ plugins: [pluginBabel({ include: '/abs/src' })] });
        const [rule] = babelRules(rules);
        assert.deepEqual(rule.include, ['/abs/src']);
        // Rspack's string condition is a path prefix: src/util.js only, src2 not.
        const stringRun = await run('include-string', (dir) => ({ include: path.join(dir, 'src', 'util'), babelLoaderOptions: (_c, { addPlugins }) => addPlugins([path.join(dir, 'record-babel.cjs')]) }));
        assert.deepEqual([...new Set(stringRun.seen.map(({ file }) => file))], ['src/util.js']);
      });

      test('a relative string matches nothing: include "src" gives Babel no file, exclude "src/util.js" skips nothing, and both builds succeed', async () => {
        const record = (dir: string): BabelLoaderOptionsFn => (_config, { addPlugins }) => addPlugins([path.join(dir, 'record-babel.cjs')]);
        // One after the other: the recorder writes to one global list.
        const relativeInclude = await run('include-relative', (dir) => ({ include: 'src', babelLoaderOptions: record(dir) }));
        const relativeExclude = await run('exclude-relative', (dir) => ({ include: /[\\/]src[\\/]/, exclude: 'src/util.js', babelLoaderOptions: record(dir) }));
        assert.deepEqual([relativeInclude.errors, relativeInclude.seen], [[], []]);
        assert.match(relativeInclude.js, /export const mark = 'BABEL_MARK';/);
        assert.deepEqual(relativeExclude.errors, []);
        assert.ok(relativeExclude.seen.some(({ file }) => file === 'src/util.js'), JSON.stringify(relativeExclude.seen));
      });
    });

    describe('exclude', () => {
      test('exclude alone matches every other script, plain JavaScript in node_modules included', () => {
        const seen = excluded.seen.map(({ file }) => file);
        assert.deepEqual(seen.filter((file) => !file.startsWith('..')).sort(), ['src/index.ts', 'vendor/node_modules/dep/common.cjs', 'vendor/node_modules/dep/esm.mjs', 'vendor/node_modules/dep/plain.js', 'vendor/node_modules/dep/typed.ts']);
        // Rsbuild's own helper imports too, from node_modules/@swc/helpers.
        assert.ok(seen.some((file) => /node_modules[\\/]@swc[\\/]helpers[\\/]/.test(file)), seen.join(', '));
      });
    });

    describe('babelLoaderOptions', () => {
      test('an object replaces keys whole: plugins drops the decorators plugin; presets: [] fails in babel-loader with "SyntaxError: …/src/index.ts: Missing initializer in const declaration. (6:12)" and a code frame', async () => {
        const { options } = await babelOptionsOf({ plugins: [pluginBabel({ babelLoaderOptions: { plugins: ['some-plugin'] } })] });
        assert.deepEqual(options.plugins, ['some-plugin']);
        assert.equal(options.presets.length, 1);
        // Line 6 of src/index.ts is `const answer: number = 42;`.
        assert.equal(replaced.errors.length, 1, replaced.errors.join('\n'));
        assert.match(replaced.errors[0], /Module build failed \(from [^)\n]*babel-loader[\\/]index\.js\):/);
        assert.match(replaced.errors[0], /SyntaxError: [^\n]*[\\/]src[\\/]index\.ts: Missing initializer in const declaration\. \(6:12\)/);
        assert.match(replaced.errors[0], /> 6 \| const answer: number = 42;/);
      });

      test('a function may return a new object that replaces the options; an array applies in order', async () => {
        const returned = (await babelOptionsOf({ plugins: [pluginBabel({ babelLoaderOptions: () => ({ presets: ['only'] }) })] })).options;
        assert.deepEqual(returned.presets, ['only']);
        assert.equal(returned.plugins, undefined);
        const chained = (await babelOptionsOf({ plugins: [pluginBabel({ babelLoaderOptions: [{ plugins: ['a'] }, (config) => void config.plugins!.push('b'), (_config, { addPlugins }) => addPlugins(['c'])] })] })).options;
        assert.deepEqual(chained.plugins, ['a', 'b', 'c']);
      });

      test('a plugin given by package name is resolved from the working directory, here the project root', () => {
        assert.deepEqual(included.errors, []);
        // Babel's own helper, not SWC's _define_property.
        assert.match(included.js, /_defineProperty\(this, "size", 1\)|_defineProperty\(this,"size",1\)/);
      });

      test('the page example: addPlugins appends after the decorators plugin, removePlugins drops it', async () => {
        const { options } = await babelOptionsOf({
          plugins: [pluginBabel({ include: /src/, babelLoaderOptions: (_config, { addPlugins, removePlugins }) => { addPlugins(['babel-plugin-macros']); removePlugins('plugin-proposal-decorators'); } })],
        });
        assert.deepEqual(options.plugins, ['babel-plugin-macros']);
        const unshifted = (await babelOptionsOf({ plugins: [pluginBabel({ babelLoaderOptions: (config, { addPlugins }) => { addPlugins(['x']); config.plugins?.unshift('first'); } })] })).options;
        assert.deepEqual(pluginNames(unshifted).map((name: string) => (name.includes('decorators') ? 'decorators' : name)), ['first', 'decorators', 'x']);
      });
    });

    describe('Helpers', () => {
      test('addPlugins and addPresets append; removePlugins and removePresets drop names that contain a string', () => {
        const config: BabelTransformOptions = { plugins: ['/x/node_modules/@babel/plugin-a/lib/index.js', ['plugin-b', {}]], presets: ['preset-c'] };
        const utils = getBabelUtils(config);
        utils.addPlugins(['plugin-d']);
        utils.addPresets(['preset-e']);
        assert.deepEqual(config.plugins, ['/x/node_modules/@babel/plugin-a/lib/index.js', ['plugin-b', {}], 'plugin-d']);
        utils.removePlugins(['plugin-a', 'b']);
        assert.deepEqual(config.plugins, ['plugin-d']);
        utils.removePresets('preset-c');
        assert.deepEqual(config.presets, ['preset-e']);
      });

      test('modifyPreset… helpers merge into a preset already there and never add one; addIncludes and addExcludes do nothing', () => {
        const empty: BabelTransformOptions = { presets: [] };
        getBabelUtils(empty).modifyPresetEnvOptions({ bugfixes: true });
        getBabelUtils(empty).modifyPresetReactOptions({ runtime: 'automatic' });
        assert.deepEqual(empty.presets, []);
        const config: BabelTransformOptions = { presets: [['@babel/preset-env', { targets: 'defaults' }], '@babel/preset-react'] };
        const utils = getBabelUtils(config);
        utils.modifyPresetEnvOptions({ bugfixes: true });
        utils.modifyPresetReactOptions({ runtime: 'automatic' });
        utils.addIncludes(/x/);
        utils.addExcludes(/y/);
        assert.deepEqual(config, { presets: [['@babel/preset-env', { targets: 'defaults', bugfixes: true }], ['@babel/preset-react', { runtime: 'automatic' }]] });
      });
    });
  });

  describe('Common problems', () => {
    test('A ?raw import returns compiled code: excluding the file gives back its source', () => {
      assert.match(excluded.js, /export const mark = 'BABEL_MARK';/);
    });

    test('modifyBabelLoaderOptions skips the built-in js rule and reaches the include rule; tools.bundlerChain reaches both', async () => {
      const viaHelper: RsbuildPlugin = {
        name: 'via-helper',
        setup: (api) => api.modifyBundlerChain((chain, { CHAIN_ID }) => modifyBabelLoaderOptions({ chain, CHAIN_ID, modifier: (config) => ({ ...config, sourceType: 'unambiguous' }) })),
      };
      const without = (await babelOptionsOf({ plugins: [pluginBabel(), viaHelper] })).options;
      assert.equal(without.sourceType, undefined);
      const withInclude = (await babelOptionsOf({ plugins: [pluginBabel({ include: /src/ }), viaHelper] })).options;
      assert.equal(withInclude.sourceType, 'unambiguous');
      const viaChain = (await babelOptionsOf({
        plugins: [pluginBabel()],
        tools: { bundlerChain: (chain, { CHAIN_ID }) => void chain.module.rule(CHAIN_ID.RULE.JS).use(CHAIN_ID.USE.BABEL).tap((options) => ({ ...options, sourceType: 'unambiguous' })) },
      })).options;
      assert.equal(viaChain.sourceType, 'unambiguous');
    });
  });
});
