// Claims of plugins/list/plugin-babel, checked with @rsbuild/plugin-babel 1.2.1 and
// @rsbuild/core 1.7.6: three in-process builds with a recording Babel plugin (no include, an
// include on src, presets replaced by an object), reading the final Rspack rules and the output.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildPlugin, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { PluginBabelOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel';
import { makeProject, outputFile, plugin, rsbuildCore } from './harness';

const { createRsbuild } = await rsbuildCore();
const { pluginBabel } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel')>('@rsbuild/plugin-babel');

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
  'src/index.ts': "import raw from './util.js?raw';\nimport { mark } from './util.js';\nconst answer: number = 42;\nconsole.log(answer, mark, raw);\n",
  'src/util.js': "export const mark = 'BABEL_MARK';\n",
};

type Seen = { file: string; typed: boolean }[];
interface Run {
  seen: Seen;
  rules: Rspack.RuleSetRule[];
  js: string;
  errors: string[];
}

async function run(name: string, options: (dir: string) => PluginBabelOptions): Promise<Run> {
  const dir = makeProject(files, `babel-${name}`);
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
    rsbuildConfig: { logLevel: 'silent', performance: { buildCache: false }, source: { entry: { index: './src/index.ts' } }, output: { minify: false }, plugins: [pluginBabel(options(dir)), capture] },
  });
  try {
    await (await rsbuild.build()).close();
    result.js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]+\.js$/);
  } catch (error) {
    if (!result.errors.length) throw error;
  }
  result.seen = ((globalThis as { __babelSeen?: Seen }).__babelSeen ?? []).map(({ file, typed }) => ({ file: path.relative(dir, file), typed }));
  return result;
}

const babelUse = (rule: Rspack.RuleSetRule) =>
  (rule.use as { loader: string; options: Record<string, any> }[] | undefined)?.find((use) => use.loader.includes('babel-loader'));
const useLoaders = (rule: Rspack.RuleSetRule) => (rule.use as { loader: string }[] | undefined)?.map((use) => (use.loader.includes('babel-loader') ? 'babel' : use.loader.includes('swc') ? 'swc' : use.loader)) ?? [];

describe('Babel plugin', () => {
  let plain: Run;
  let included: Run;
  let replaced: Run;
  let defaultRules: Rspack.RuleSetRule[];

  before(async () => {
    // The function form adds to the defaults; the recorder goes in by absolute path.
    const addRecorder = (dir: string): PluginBabelOptions['babelLoaderOptions'] => (_config, { addPlugins }) => addPlugins([path.join(dir, 'record-babel.cjs')]);
    plain = await run('plain', (dir) => ({ babelLoaderOptions: addRecorder(dir) }));
    included = await run('include', (dir) => ({ include: /[\\/]src[\\/]/, babelLoaderOptions: addRecorder(dir) }));
    replaced = await run('presets', () => ({ babelLoaderOptions: { presets: [] } }));
    const defaults = await createRsbuild({ cwd: makeProject(files, 'babel-defaults'), rsbuildConfig: { logLevel: 'silent', mode: 'production', plugins: [pluginBabel()] } });
    defaultRules = ((await defaults.initConfigs())[0].module?.rules ?? []) as Rspack.RuleSetRule[];
  });

  test('Without include or exclude: babel-loader joins the built-in js rule, after SWC in the list, so Babel runs first on the typed source', () => {
    const jsRules = plain.rules.filter((rule) => rule.use && useLoaders(rule).includes('babel'));
    assert.equal(jsRules.length, 1);
    assert.deepEqual(useLoaders(jsRules[0]), ['swc', 'babel']);
    assert.deepEqual(plain.seen, [
      { file: 'src/index.ts', typed: true },
      { file: 'src/util.js', typed: false },
    ]);
  });

  test('Without include or exclude: a babel.config.js in the project is ignored, and ?raw imports skip Babel', () => {
    assert.deepEqual(plain.errors, []);
    assert.match(plain.js, /"babel-was-here"/);
    assert.match(plain.js, /export const mark = 'BABEL_MARK';/);
  });

  test('Default Babel options: babelrc and configFile false, the decorators plugin 2022-03, the TypeScript preset, compact in production', () => {
    const rule = defaultRules.find((candidate) => candidate.use && useLoaders(candidate).includes('babel'))!;
    const options = babelUse(rule)!.options;
    assert.equal(options.babelrc, false);
    assert.equal(options.configFile, false);
    assert.equal(options.compact, true);
    assert.equal(options.cacheCompression, false);
    assert.match(String(options.cacheDirectory), /node_modules[\\/]\.cache[\\/]babel-loader$/);
    assert.match(String(options.plugins[0][0]), /plugin-proposal-decorators/);
    assert.deepEqual(options.plugins[0][1], { version: '2022-03' });
    assert.match(String(options.presets[0][0]), /preset-typescript/);
    assert.deepEqual(options.presets[0][1], { allowNamespaces: true, allExtensions: true, allowDeclareFields: true, optimizeConstEnums: true, isTSX: true });
  });

  test('With include or exclude: a separate babel-js rule after the js rule; SWC still compiles src after Babel', () => {
    const babelRules = included.rules.filter((rule) => rule.use && useLoaders(rule).includes('babel'));
    assert.equal(babelRules.length, 1);
    assert.deepEqual(useLoaders(babelRules[0]), ['babel']);
    const swcIndex = included.rules.findIndex((rule) => rule.use && useLoaders(rule).includes('swc'));
    assert.ok(included.rules.indexOf(babelRules[0]) > swcIndex);
    assert.deepEqual(included.seen.map(({ file }) => file).sort(), ['src/index.ts', 'src/util.js', 'src/util.js']);
    assert.doesNotMatch(included.js, /const answer: number/);
  });

  test('With include or exclude: the babel-js rule does not skip ?raw, the raw import holds Babel output', () => {
    // Babel's compact output of src/util.js, as a string.
    assert.match(included.js, /raw_namespaceObject = "export const mark=\\"babel-was-here\\";"/);
  });

  test('babelLoaderOptions: an object replaces keys whole; presets: [] fails on a type annotation with "Missing initializer in const declaration"', () => {
    assert.ok(replaced.errors.some((error) => error.includes('Missing initializer in const declaration')), replaced.errors.join('\n'));
  });
});
