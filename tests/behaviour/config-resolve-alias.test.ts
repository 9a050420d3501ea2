// docs/{en,zh}/config/resolve/alias: how @rsbuild/core 1.7.6 matches alias keys and values, the
// default @swc/helpers entry, the function form, per-environment merging and the deprecated
// source.alias. The project has its own node_modules of small packages (and a stand-in
// @swc/helpers) whose modules say which file was bundled; one build with an environment per case
// evaluates each bundle, a second build holds the two requests that must fail.
import assert from 'node:assert/strict';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, outputFile, pageSamples, pageText, rsbuildCore, withoutInstalledPackages, writeProjectFiles } from './harness';

const marker = (text: string) => `export default '${text}';\n`;
const projectHelper = "export function _(target, ...sources) { globalThis.helpersFrom = 'project'; return Object.assign(target, ...sources); }\n";

const files = {
  'node_modules/lodash/package.json': '{"name":"lodash","main":"index.js"}',
  'node_modules/lodash/index.js': marker('lodash'),
  'node_modules/lodash/fp.js': marker('lodash/fp'),
  'node_modules/lodash-es/package.json': '{"name":"lodash-es","main":"index.js"}',
  'node_modules/lodash-es/index.js': marker('lodash-es'),
  'node_modules/canvas-confetti/package.json': '{"name":"canvas-confetti","main":"index.js"}',
  'node_modules/canvas-confetti/index.js': marker('canvas-confetti'),
  'node_modules/@scope/pkg/package.json': '{"name":"@scope/pkg","main":"index.js"}',
  'node_modules/@scope/pkg/index.js': marker('@scope/pkg'),
  // Another @swc/helpers in the project: used only when the default alias entry is gone.
  'node_modules/@swc/helpers/package.json': '{"name":"@swc/helpers","version":"0.0.1"}',
  'node_modules/@swc/helpers/_/_object_spread.js': projectHelper,
  'node_modules/@swc/helpers/_/_object_spread_props.js': projectHelper,
  'src/stubs/confetti.ts': marker('src/stubs/confetti.ts'),
  'src/theme.default.ts': marker('src/theme.default.ts'),
  'src/legacy/x.js': marker('src/legacy/x.js'),
  'src/x.js': marker('src/x.js'),
  'legacy/x.js': marker('legacy/x.js'),
  'legacy/y.js': marker('legacy/y.js'),
  'src/utils.js': marker('src/utils.js'),
  'src/index.js': `import lodash from 'lodash';
import fp from 'lodash/fp';
import confetti from 'canvas-confetti';
import scoped from '@scope/pkg';
import theme from 'theme';
import legacy from '@/legacy/x';
import * as optional from 'optional-native-module';
globalThis.result = { lodash, fp, confetti, scoped, theme, legacy, optional: Object.keys(optional) };
globalThis.spread = { ...globalThis.base, b: 2 };
`,
  'src/helpers.js': 'globalThis.spread = { ...globalThis.base, b: 2 };\n',
  'src/old-alias.js': "import x from '@/x';\nglobalThis.result = x;\n",
  'src/module-request.js': "import utils from 'utils';\nglobalThis.result = utils;\n",
  'src/no-fall-through.js': "import y from '@/legacy/y';\nglobalThis.result = y;\n",
};

/** Runs a bundle (a web IIFE or a CommonJS node bundle) and returns what it put on globalThis. */
function evaluate(js: string): Record<string, any> {
  const scope: Record<string, any> = { base: { a: 1 } };
  scope.self = scope;
  scope.window = scope;
  scope.globalThis = scope;
  const module = { exports: {} };
  vm.runInNewContext(js, { ...scope, module, exports: module.exports, require: () => ({}), globalThis: scope, self: scope });
  return JSON.parse(JSON.stringify({ result: scope.result, spread: scope.spread, helpersFrom: scope.helpersFrom ?? 'rsbuild' }));
}

describe('resolve.alias', () => {
  const dir = withoutInstalledPackages(makeProject({}, 'alias'));
  const run: Record<string, ReturnType<typeof evaluate>> = {};
  let failed: string[] = [];
  const printed: string[] = [];

  before(async () => {
    writeProjectFiles(dir, files);
    const web = (name: string, entry = './src/index.js', extra: RsbuildConfig = {}) => ({
      ...extra,
      source: { ...extra.source, entry: { index: entry } },
      output: { ...extra.output, distPath: { root: `dist/${name}` } },
    });
    const config: RsbuildConfig = {
      // The page's samples, top-level part.
      resolve: { alias: { '@': './src', lodash$: 'lodash-es', 'optional-native-module': false, theme: ['./src/theme.custom', './src/theme.default'] } },
      output: { filenameHash: false, overrideBrowserslist: ['chrome 50'] },
      environments: {
        web: web('web', './src/index.js', { output: { target: 'web' } }),
        ssr: web('ssr', './src/index.js', {
          output: { target: 'node' },
          resolve: { alias: { 'canvas-confetti': './src/stubs/confetti.ts', '@/legacy': './legacy' } },
        }),
        longerFirst: web('longerFirst', './src/index.js', { resolve: { alias: (alias) => ({ '@/legacy': './legacy', ...alias }) } }),
        replaced: web('replaced', './src/helpers.js', { resolve: { alias: () => ({ '@': './src' }) } }),
        oldAlias: web('oldAlias', './src/old-alias.js', { source: { alias: { '@': './legacy' } } }),
      },
    };
    const original = { log: console.log, warn: console.warn };
    console.log = console.warn = (...args: unknown[]) => printed.push(stripVTControlCharacters(args.join(' ')));
    try {
      const { errors } = await buildProject(dir, { ...config, logLevel: 'warn' });
      assert.deepEqual(errors, []);
    } finally {
      Object.assign(console, original);
    }
    for (const name of ['web', 'longerFirst', 'replaced', 'oldAlias']) run[name] = evaluate(outputFile(path.join(dir, 'dist', name), /^static\/js\/index\.js$/));
    run.ssr = evaluate(outputFile(path.join(dir, 'dist/ssr'), /^index\.js$/));

    const { errors } = await buildProject(dir, {
      environments: {
        moduleRequest: web('moduleRequest', './src/module-request.js', { resolve: { alias: { utils: 'src/utils' } } }),
        noFallThrough: web('noFallThrough', './src/no-fall-through.js', { resolve: { alias: { '@': './src', '@/legacy': './legacy' } } }),
      },
    });
    failed = errors;
  });

  test("a key matches itself and requests that continue with '/': '@' does not touch '@scope/pkg'", () => {
    assert.equal(run.web.result.legacy, 'src/legacy/x.js');
    assert.equal(run.web.result.scoped, '@scope/pkg');
  });

  test("'lodash$': 'lodash-es' redirects 'lodash' only, not 'lodash/fp'", () => {
    assert.equal(run.web.result.lodash, 'lodash-es');
    assert.equal(run.web.result.fp, 'lodash/fp');
  });

  test('false gives an empty module; an array falls back to the next value that resolves', () => {
    assert.deepEqual(run.web.result.optional, []);
    assert.equal(run.web.result.theme, 'src/theme.default.ts');
  });

  test("a value without a leading '.' is a module request: 'src/utils' does not reach the project's src/utils.js", () => {
    assert.ok(failed.some((error) => error.includes("Cannot find module 'utils' for matched aliased key 'utils'")), failed.join('\n'));
  });

  test('the first matching key wins, even when its target is missing: no fall-through to a longer key', () => {
    assert.ok(failed.some((error) => error.includes("Cannot find module '@/legacy/y' for matched aliased key '@'")), failed.join('\n'));
    assert.equal(failed.length, 2);
    // With the longer key first, it wins.
    assert.equal(run.longerFirst.result.legacy, 'legacy/x.js');
  });

  test("per environment: the environment's keys are added after the top-level ones", () => {
    assert.equal(run.ssr.result.confetti, 'src/stubs/confetti.ts');
    assert.equal(run.web.result.confetti, 'canvas-confetti');
    // The top-level '@' comes first, so the environment's '@/legacy' never applies.
    assert.equal(run.ssr.result.legacy, 'src/legacy/x.js');
  });

  test("the default @swc/helpers entry makes SWC's helpers come from Rsbuild's copy; a returned object drops it", () => {
    assert.deepEqual(run.web.spread, { a: 1, b: 2 });
    assert.equal(run.web.helpersFrom, 'rsbuild');
    assert.deepEqual(run.replaced.spread, { a: 1, b: 2 });
    assert.equal(run.replaced.helpersFrom, 'project');
  });

  test("the function sample mutates the map, which keeps @swc/helpers; a returned object replaces the map", async () => {
    const { createRsbuild } = await rsbuildCore();
    const sample = pageSamples('config/resolve/alias', 'en')[2];
    assert.ok(sample.includes("alias['@'] = './src';"), sample);
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        environments: {
          mutated: { resolve: { alias: (alias) => { alias['@'] = './src'; } } },
          returned: { resolve: { alias: () => ({ '@': './src' }) } },
          array: { resolve: { alias: [{ '@': './a' }, (alias) => { alias['@'] = `${alias['@']}-then-function`; }] } },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    const aliasOf = (name: string) => configs.find((config) => config.name === name)!.resolve!.alias as Record<string, string>;
    assert.deepEqual(Object.keys(aliasOf('mutated')), ['@swc/helpers', '@']);
    assert.equal(aliasOf('mutated')['@'], path.join(dir, 'src'));
    assert.deepEqual(aliasOf('returned'), { '@': path.join(dir, 'src') });
    assert.equal(aliasOf('array')['@'], path.join(dir, 'a-then-function'));
  });

  test("the function sees a plugin's defaults merged under the config, not aliases a plugin merges after it in modifyRsbuildConfig", async () => {
    const { createRsbuild } = await rsbuildCore();
    let seen: string[] = [];
    const aliasPlugin: RsbuildPlugin = {
      name: 'alias-plugin',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
          // A default merged under the config, then an entry merged after it.
          const withDefault = mergeRsbuildConfig({ resolve: { alias: { fromDefault: './src' } } }, config);
          return mergeRsbuildConfig(withDefault, { resolve: { alias: { fromPlugin: './legacy' } } });
        });
      },
    };
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        resolve: {
          alias: (alias) => {
            seen = Object.keys(alias);
            for (const key of Object.keys(alias)) delete alias[key];
          },
        },
        plugins: [aliasPlugin],
      },
    });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(seen, ['@swc/helpers', 'fromDefault']);
    assert.deepEqual(config.resolve!.alias, { fromPlugin: path.join(dir, 'legacy') });
    assert.ok(pageText('config/resolve/alias', 'en').includes('are merged after your function, so the function neither sees nor removes them.'));
    assert.ok(!pageText('config/resolve/alias', 'en').includes('that Rsbuild and earlier plugins have built'));
    assert.ok(pageText('config/resolve/alias', 'zh').includes('添加的别名会在函数之后合并，函数既看不到，也无法删除它们。'));
  });

  test('source.alias still works, wins over resolve.alias for the same key, and prints the deprecation warning even when resolve.alias is set too', () => {
    assert.equal(run.oldAlias.result, 'legacy/x.js');
    assert.ok(printed.some((line) => line.includes('[rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.')), printed.join('\n'));
  });

  test('the page tells plugins to write resolve.alias instead of source.alias', () => {
    assert.ok(pageText('config/resolve/alias', 'en').includes('should write to `resolve.alias` instead: while `source.alias` is set, the warning stays.'));
    assert.ok(!pageText('config/resolve/alias', 'en').includes('should write to `resolve.alias` as well'));
    assert.ok(pageText('config/resolve/alias', 'zh').includes('也应改为写入 `resolve.alias`：只要 `source.alias` 还在，警告就会一直出现。'));
  });
});
