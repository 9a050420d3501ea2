// docs/{en,zh}/config/resolve/condition-names: which `exports` conditions @rsbuild/core 1.7.6 (Rspack
// 1.7) accepts by default for each target, with a list of its own, with '...', and per environment.
// Probe packages in src/node_modules each export `hit.js` under one condition and `miss.js` under
// `default`; two small production builds, one environment per case, run in node:vm.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, outputFile, pageText, plugin, rsbuildCore } from './harness';

const conditions = ['import', 'require', 'module', 'webpack', 'production', 'development', 'browser', 'node', 'worker', 'source', 'react-server'];

const files: Record<string, string> = {
  // The page's order example: `import` listed before `source`.
  'src/node_modules/order/package.json': JSON.stringify({ name: 'order', exports: { import: './built.js', source: './src.js', default: './default.js' } }),
  'src/node_modules/order/built.js': "export default 'built';\n",
  'src/node_modules/order/src.js': "export default 'src';\n",
  'src/node_modules/order/default.js': "export default 'default';\n",
  'src/esm.js': `${conditions.map((name, i) => `import p${i} from 'probe-${name}';`).join('\n')}
import order from 'order';
globalThis.esm = { ${conditions.map((name, i) => `'${name}': p${i}`).join(', ')} };
globalThis.order = order;
`,
  'src/cjs.js': `globalThis.cjs = { ${conditions.map((name) => `'${name}': require('probe-${name}')`).join(', ')} };\n`,
  'src/index.js': "import './esm.js';\nimport './cjs.js';\n",
};
for (const name of conditions) {
  files[`src/node_modules/probe-${name}/package.json`] = JSON.stringify({ name: `probe-${name}`, exports: { [name]: './hit.js', default: './miss.js' } });
  files[`src/node_modules/probe-${name}/hit.js`] = 'module.exports = true;\n';
  files[`src/node_modules/probe-${name}/miss.js`] = 'module.exports = false;\n';
}

type Accepted = { esm: string[]; cjs: string[]; order: string };

/** The conditions each kind of import accepted in one environment's bundle, and what `order` gave. */
function accepted(dist: string): Accepted {
  let js: string;
  try {
    js = outputFile(dist, /^static\/js\/index\.js$/);
  } catch {
    js = outputFile(dist, /^index\.js$/);
  }
  const context: Record<string, any> = { document: { querySelectorAll: () => [], getElementsByTagName: () => [] }, module: { exports: {} }, exports: {}, require: () => ({}) };
  context.globalThis = context.self = context.window = context;
  vm.runInNewContext(js, context);
  const hits = (found: Record<string, boolean>) => Object.keys(found).filter((name) => found[name]);
  const order = context.order;
  return { esm: hits(context.esm), cjs: hits(context.cjs), order: typeof order === 'string' ? order : order.default };
}

describe('resolve.conditionNames', () => {
  const result: Record<string, Accepted> = {};

  before(async () => {
    const dir = makeProject(files, 'condition-names');
    const at = (name: string) => ({ distPath: { root: `dist/${name}` } });
    // Build A: no top-level list.
    const a = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false, minify: false },
      environments: {
        web: { output: { ...at('web'), target: 'web' } },
        worker: { output: { ...at('worker'), target: 'web-worker' } },
        node: { output: { ...at('node'), target: 'node' } },
        sourceOnly: { output: at('sourceOnly'), resolve: { conditionNames: ['source'] } },
      },
    });
    assert.deepEqual(a.errors, []);
    // Build B: the page's top-level example, and the per-environment example.
    const b = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false, minify: false },
      resolve: { conditionNames: ['source', '...'] },
      environments: {
        inherits: { output: { ...at('inherits'), target: 'web' } },
        ssr: { output: { ...at('ssr'), target: 'node' }, resolve: { conditionNames: ['react-server', '...'] } },
      },
    });
    assert.deepEqual(b.errors, []);
    // Build C: development mode.
    const c = await buildProject(dir, { mode: 'development', output: { filenameHash: false }, environments: { dev: { output: at('dev') } } });
    assert.deepEqual(c.errors, []);
    for (const name of ['web', 'worker', 'node', 'sourceOnly', 'inherits', 'ssr', 'dev']) result[name] = accepted(path.join(dir, 'dist', name));
  });

  test('unset, the web target accepts import (ESM) or require (CommonJS), module, webpack, production and browser', () => {
    assert.deepEqual(result.web.esm, ['import', 'module', 'webpack', 'production', 'browser']);
    assert.deepEqual(result.web.cjs, ['require', 'module', 'webpack', 'production', 'browser']);
  });

  test('unset, in development mode the condition is development instead of production', () => {
    assert.deepEqual(result.dev.esm, ['import', 'module', 'webpack', 'development', 'browser']);
    assert.deepEqual(result.dev.cjs, ['require', 'module', 'webpack', 'development', 'browser']);
  });

  test('unset, web-worker adds worker to the web conditions, and node has node instead of browser', () => {
    assert.deepEqual(result.worker.esm, ['import', 'module', 'webpack', 'production', 'browser', 'worker']);
    assert.deepEqual(result.worker.cjs, ['require', 'module', 'webpack', 'production', 'browser', 'worker']);
    assert.deepEqual(result.node.esm, ['import', 'module', 'webpack', 'production', 'node']);
    assert.deepEqual(result.node.cjs, ['require', 'module', 'webpack', 'production', 'node']);
  });

  test("['source'] alone replaces every default, for ESM imports and CommonJS requires alike", () => {
    assert.deepEqual(result.sourceOnly.esm, ['source']);
    assert.deepEqual(result.sourceOnly.cjs, ['source']);
    // Without `import`, the order package falls through to its `source` entry.
    assert.equal(result.sourceOnly.order, 'src');
  });

  test("['source', '...'] keeps the defaults and adds source; a package that lists import first still gives its built file", () => {
    assert.deepEqual(result.inherits.esm, ['import', 'module', 'webpack', 'production', 'browser', 'source']);
    assert.deepEqual(result.inherits.cjs, ['require', 'module', 'webpack', 'production', 'browser', 'source']);
    assert.equal(result.inherits.order, 'built');
  });

  test("an environment's list replaces the top-level list: the ssr environment has react-server but not source", () => {
    assert.deepEqual(result.ssr.esm, ['import', 'module', 'webpack', 'production', 'node', 'react-server']);
    assert.deepEqual(result.ssr.cjs, ['require', 'module', 'webpack', 'production', 'node', 'react-server']);
  });

  test('the page keeps these claims in both languages', () => {
    assert.ok(pageText('config/resolve/condition-names', 'en').includes("`conditionNames: ['source']` alone would drop `import`, `require`, `browser` and the rest"));
    assert.ok(pageText('config/resolve/condition-names', 'zh').includes("只写 `conditionNames: ['source']` 会丢掉 `import`、`require`、`browser` 等所有默认条件"));
  });
});

describe('resolve.conditionNames: empty lists and framework plugins (the generated Rspack config)', () => {
  /** `resolve.conditionNames` of each generated Rspack config, in environment order. */
  async function generated(rsbuildConfig: RsbuildConfig): Promise<(string[] | undefined)[]> {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '' }, 'condition-names-config');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
    return (await rsbuild.initConfigs()).map((config) => config.resolve?.conditionNames);
  }

  test("without plugins, ['source'] is passed to Rspack as it is and [] is left out (Rspack's defaults)", async () => {
    assert.deepEqual(await generated({ mode: 'production' }), [undefined]);
    assert.deepEqual(await generated({ mode: 'production', resolve: { conditionNames: ['source'] } }), [['source']]);
    assert.deepEqual(await generated({ mode: 'production', resolve: { conditionNames: [] } }), [undefined]);
  });

  test("an environment's [] gives Rspack's defaults, not the top-level list", async () => {
    const lists = await generated({ mode: 'production', resolve: { conditionNames: ['source', '...'] }, environments: { a: { resolve: { conditionNames: [] } }, b: {} } });
    assert.deepEqual(lists, [undefined, ['source', '...']]);
  });

  test("plugin-svelte appends svelte and '...': unset ['svelte', '...'], ['source'] gives ['source', 'svelte', '...']", async () => {
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    for (const mode of ['development', 'production'] as const) {
      assert.deepEqual(await generated({ mode, plugins: [pluginSvelte()] }), [['svelte', '...']], mode);
      assert.deepEqual(await generated({ mode, plugins: [pluginSvelte()], resolve: { conditionNames: ['source'] } }), [['source', 'svelte', '...']], mode);
    }
  });

  test('plugin-solid puts solid first, and development in development mode or with its dev option', async () => {
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    assert.deepEqual(await generated({ mode: 'development', plugins: [pluginSolid()] }), [['solid', 'development', '...']]);
    assert.deepEqual(await generated({ mode: 'production', plugins: [pluginSolid()] }), [['solid', '...']]);
    assert.deepEqual(await generated({ mode: 'development', plugins: [pluginSolid()], resolve: { conditionNames: ['source'] } }), [['solid', 'development', 'source']]);
    assert.deepEqual(await generated({ mode: 'production', plugins: [pluginSolid()], resolve: { conditionNames: ['source'] } }), [['solid', 'source']]);
    assert.deepEqual(await generated({ mode: 'production', plugins: [pluginSolid({ dev: true })] }), [['solid', 'development', '...']]);
    assert.deepEqual(await generated({ mode: 'development', plugins: [pluginSolid({ dev: false })] }), [['solid', '...']]);
  });

  test('the page states the empty-list and plugin conditions in both languages', () => {
    const en = pageText('config/resolve/condition-names', 'en');
    const zh = pageText('config/resolve/condition-names', 'zh');
    for (const text of [
      'When the option is not set (and no framework plugin sets it, see [Framework plugins](#framework-plugins)), Rsbuild leaves the choice to Rspack',
      "Without a framework plugin that changes the list (see [below](#framework-plugins)), a list you set replaces Rspack's defaults completely",
      "An empty list counts as not set: `conditionNames: []` leaves Rspack's defaults in place.",
      "appends `svelte` and `'...'`. Unset, the list becomes `['svelte', '...']`; `['source']` becomes `['source', 'svelte', '...']`, so Rspack's defaults stay.",
      "puts `solid` first, followed by `development` in development mode (the plugin's `dev` option overrides this). Unset, the list becomes `['solid', 'development', '...']` in development and `['solid', '...']` in production; `['source']` becomes `['solid', 'development', 'source']` or `['solid', 'source']`, still without Rspack's defaults.",
      "An empty list in an environment does not bring back the top-level list: with `conditionNames: ['source', '...']` at the top level, an environment with `conditionNames: []` gets Rspack's defaults, without `source`.",
    ]) assert.ok(en.includes(text), text);
    for (const text of [
      '未设置时（并且没有框架插件修改它，见[框架插件](#framework-plugins)），Rsbuild 把选择交给 Rspack',
      '在没有框架插件修改列表的情况下（见[下文](#framework-plugins)），你设置的列表会完全替换 Rspack 的默认值',
      '空列表等同于未设置：`conditionNames: []` 会保留 Rspack 的默认值。',
      "会在末尾追加 `svelte` 和 `'...'`。未设置时，列表变为 `['svelte', '...']`；`['source']` 会变为 `['source', 'svelte', '...']`，因此 Rspack 的默认值仍然保留。",
      "会把 `solid` 放在最前面，开发模式下紧跟 `development`（插件的 `dev` 选项可以覆盖这一行为）。未设置时，列表在开发模式下变为 `['solid', 'development', '...']`，在生产模式下变为 `['solid', '...']`；`['source']` 会变为 `['solid', 'development', 'source']` 或 `['solid', 'source']`，依然不包含 Rspack 的默认值。",
      "环境中的空列表不会恢复顶层列表：顶层设置了 `conditionNames: ['source', '...']` 时，设置 `conditionNames: []` 的环境得到的是 Rspack 的默认值，不包含 `source`。",
    ]) assert.ok(zh.includes(text), text);
  });
});
