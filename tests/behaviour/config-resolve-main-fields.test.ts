// docs/{en,zh}/config/resolve/main-fields: which package.json field @rsbuild/core 1.7.6 (Rspack)
// picks for a package imported by name, by target and with the page's samples. The project has its
// own node_modules of small packages whose files say which field led to them; two production
// builds, one environment per case (the second with a top-level list, for the per-environment claim).
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageSamples, pageText, plugin, readText, rsbuildCore, withoutInstalledPackages, writeProjectFiles } from './harness';

const packageFiles = (name: string, fields: Record<string, unknown>, files: string[]) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, ...fields }),
  ...Object.fromEntries(files.map((file) => [`node_modules/${name}/${file}.js`, `export default '${name}:${file}';\n`])),
});

const files = {
  ...packageFiles('pkg-all', { main: 'main.js', module: 'module.js', browser: 'browser.js', source: 'source.js' }, ['main', 'module', 'browser', 'source']),
  ...packageFiles('pkg-mm', { main: 'main.js', module: 'module.js' }, ['main', 'module', 'index']),
  ...packageFiles('pkg-main', { main: 'main.js', browser: 'browser.js' }, ['main', 'browser', 'index']),
  ...packageFiles('pkg-exp', { exports: './exp.js', main: 'main.js', module: 'module.js', browser: 'browser.js', source: 'source.js' }, ['exp', 'main', 'module', 'browser', 'source']),
  // The object form of 'browser' (a file map), with and without 'exports'.
  ...packageFiles('swap-exp', { exports: './exp.js', browser: { './exp.js': './swapped.js' } }, ['exp', 'swapped']),
  ...packageFiles('swap-main', { main: 'main.js', browser: { './main.js': './swapped.js' } }, ['main', 'swapped', 'index']),
  'src/index.js': `import all from 'pkg-all';
import mm from 'pkg-mm';
import main from 'pkg-main';
import exp from 'pkg-exp';
import swapExp from 'swap-exp';
import swapMain from 'swap-main';
globalThis.picked = [all, mm, main, exp];
globalThis.swapped = [swapExp, swapMain];
`,
};

/** The sample's `mainFields` value, read from the page's code (both languages show the same). */
function sampleMainFields(index: number): string[] {
  const [en, zh] = [pageSamples('config/resolve/main-fields', 'en')[index], pageSamples('config/resolve/main-fields', 'zh')[index]];
  assert.equal(en, zh);
  const match = /mainFields: (\[[^\]]*\])/.exec(en);
  assert.ok(match, en);
  return JSON.parse(match[1].replace(/'/g, '"'));
}

describe('resolve.mainFields', () => {
  const dir = withoutInstalledPackages(makeProject({}, 'main-fields'));
  const picked: Record<string, string[]> = {};
  const swapped: Record<string, string[]> = {};
  const environments = {
    defaults: ['web', 'worker', 'node', 'source', 'sourceOnly', 'explicit', 'noAliasFields'],
    topLevel: ['inherits', 'own'],
  };

  before(async () => {
    writeProjectFiles(dir, files);
    const env = (root: string, target: 'web' | 'web-worker' | 'node' = 'web', mainFields?: string[], aliasFields?: string[]) => ({
      output: { target, distPath: { root: `dist/${root}` } },
      ...(mainFields ? { resolve: { mainFields } } : {}),
      ...(aliasFields ? { tools: { rspack: { resolve: { aliasFields } } } } : {}),
    });
    const builds: RsbuildConfig[] = [
      {
        environments: {
          web: env('web'),
          worker: env('worker', 'web-worker'),
          node: env('node', 'node'),
          source: env('source', 'web', sampleMainFields(0)),
          sourceOnly: env('sourceOnly', 'web', ['source']),
          explicit: env('explicit', 'web', sampleMainFields(1)),
          noAliasFields: env('noAliasFields', 'web', sampleMainFields(2), []),
        },
      },
      { resolve: { mainFields: ['module', 'main'] }, environments: { inherits: env('inherits'), own: env('own', 'web', ['source', '...']) } },
    ];
    for (const config of builds) {
      const { errors } = await buildProject(dir, { mode: 'production', output: { filenameHash: false }, ...config });
      assert.deepEqual(errors, []);
    }
    for (const name of [...environments.defaults, ...environments.topLevel]) {
      const dist = path.join(dir, 'dist', name);
      const js = listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
      picked[name] = [...js.matchAll(/pkg-[a-z]+:[a-z]+/g)].map((match) => match[0]);
      swapped[name] = [...js.matchAll(/swap-[a-z]+:[a-z]+/g)].map((match) => match[0]);
    }
  });

  test("without the option, web and web-worker builds use 'browser', then 'module', then 'main'", () => {
    for (const name of ['web', 'worker']) assert.deepEqual(picked[name], ['pkg-all:browser', 'pkg-mm:module', 'pkg-main:browser', 'pkg-exp:exp'], name);
  });

  test("without the option, a node build uses 'module', then 'main', and ignores 'browser'", () => {
    assert.deepEqual(picked.node, ['pkg-all:module', 'pkg-mm:module', 'pkg-main:main', 'pkg-exp:exp']);
  });

  test("the first sample ['source', '...'] puts 'source' first and keeps the defaults after it", () => {
    assert.deepEqual(sampleMainFields(0), ['source', '...']);
    assert.deepEqual(picked.source, ['pkg-all:source', 'pkg-mm:module', 'pkg-main:browser', 'pkg-exp:exp']);
  });

  test("['source'] alone replaces the defaults: a package without 'source' falls back to its index file", () => {
    assert.deepEqual(picked.sourceOnly, ['pkg-all:source', 'pkg-mm:index', 'pkg-main:index', 'pkg-exp:exp']);
  });

  test("the second sample ['module', 'main'] skips 'browser' in a web build", () => {
    assert.deepEqual(sampleMainFields(1), ['module', 'main']);
    assert.deepEqual(picked.explicit, ['pkg-all:module', 'pkg-mm:module', 'pkg-main:main', 'pkg-exp:exp']);
  });

  test("an object 'browser' field swaps files in web and web-worker builds, also with 'exports' and whatever mainFields lists; the third sample's aliasFields: [] stops it", () => {
    for (const name of ['web', 'worker', 'source', 'explicit']) assert.deepEqual(swapped[name], ['swap-exp:swapped', 'swap-main:swapped'], name);
    assert.deepEqual(swapped.node, ['swap-exp:exp', 'swap-main:main']);
    const sample = pageSamples('config/resolve/main-fields', 'en')[2];
    assert.equal(sample, pageSamples('config/resolve/main-fields', 'zh')[2]);
    assert.match(sample, /tools: \{\s*rspack: \{\s*resolve: \{\s*aliasFields: \[\],/);
    assert.deepEqual(swapped.noAliasFields, ['swap-exp:exp', 'swap-main:main']);
    assert.deepEqual(picked.noAliasFields, ['pkg-all:module', 'pkg-mm:module', 'pkg-main:main', 'pkg-exp:exp']);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/resolve/main-fields', lang);
      assert.ok(text.includes("`resolve.aliasFields`") && text.includes("`['browser']`"), lang);
      assert.ok(!text.includes('ignores `main`, `module`, `browser` and any custom field') && !text.includes('并忽略 `main`、`module`、`browser` 以及任何自定义字段'), lang);
    }
  });

  test("a package with 'exports' gets the file 'exports' names, whatever the list", () => {
    for (const name of [...environments.defaults, ...environments.topLevel]) assert.equal(picked[name].at(-1), 'pkg-exp:exp', name);
  });

  test("an environment's list replaces the top-level list; an environment without one uses the top-level list", () => {
    assert.deepEqual(picked.inherits, ['pkg-all:module', 'pkg-mm:module', 'pkg-main:main', 'pkg-exp:exp']);
    // Replaced, not appended: 'source' comes first, and '...' stands for the target's defaults.
    assert.deepEqual(picked.own, ['pkg-all:source', 'pkg-mm:module', 'pkg-main:browser', 'pkg-exp:exp']);
  });
});

describe('resolve.mainFields with the Svelte plugin', () => {
  /** The mainFields of the generated Rspack config, one per environment (web, then node). */
  async function generated(mode: 'development' | 'production', mainFields?: string[]): Promise<unknown[]> {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const dir = makeProject({ 'src/index.js': '' }, 'main-fields-svelte');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { mode, logLevel: 'silent', plugins: [pluginSvelte()], ...(mainFields ? { resolve: { mainFields } } : {}), environments: { web: {}, node: { output: { target: 'node' } } } },
    });
    return (await rsbuild.initConfigs()).map((config) => config.resolve?.mainFields);
  }

  test("plugin-svelte appends 'svelte' and '...' for every target and mode: unset ['svelte', '...'], ['source'] and ['module', 'main'] keep the defaults after them", async () => {
    for (const mode of ['development', 'production'] as const) {
      assert.deepEqual(await generated(mode), [['svelte', '...'], ['svelte', '...']], mode);
      assert.deepEqual(await generated(mode, ['source']), [['source', 'svelte', '...'], ['source', 'svelte', '...']], mode);
      assert.deepEqual(await generated(mode, ['module', 'main']), [['module', 'main', 'svelte', '...'], ['module', 'main', 'svelte', '...']], mode);
    }
    const { createRsbuild } = await rsbuildCore();
    const plain = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'main-fields-plain'), rsbuildConfig: { logLevel: 'silent' } });
    assert.deepEqual((await plain.initConfigs()).map((config) => config.resolve?.mainFields), [undefined]);
  });

  test('the page names the Svelte exception, in both languages', () => {
    const en = pageText('config/resolve/main-fields', 'en');
    assert.ok(en.includes("`['source']` becomes `['source', 'svelte', '...']`"));
    assert.ok(en.includes("`['module', 'main']` becomes `['module', 'main', 'svelte', '...']`"));
    assert.ok(en.includes('(except with the Svelte plugin, which appends'));
    const zh = pageText('config/resolve/main-fields', 'zh');
    assert.ok(zh.includes("`['source']` 变为 `['source', 'svelte', '...']`"));
    assert.ok(zh.includes("`['module', 'main']` 变为 `['module', 'main', 'svelte', '...']`"));
    assert.ok(zh.includes('（Svelte 插件除外'));
  });
});
