// docs/{en,zh}/config/tools/rspack: where tools.rspack runs, how objects, functions and arrays are
// applied, the utils, and the mistakes @rsbuild/core 1.7.6 catches. Most claims are about the
// final Rspack config, read with `initConfigs()` (no compilation); one production build runs the
// page's Buffer sample as written.
//
// Checked 2026-12-06 without a test (the package is not installed here): the webpack provider
// does not apply tools.rspack. `npm pack @rsbuild/webpack@1` gives 1.6.1, whose dist/index.js
// reads `tools.webpackChain` and `tools.webpack` and nothing named `tools.rspack`.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { describe, test } from 'node:test';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, rsbuildCore, withNodeEnv } from './harness';

type Config = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig;
type RspackConfig = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.Configuration;

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const project = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'tools-rspack');

/** The Rspack config of the one environment of `config`, or the message it throws. */
async function finalConfig(config: Config): Promise<RspackConfig> {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: project, rsbuildConfig: { logLevel: 'silent', ...config } });
  const [rspackConfig] = await rsbuild.initConfigs();
  return rspackConfig;
}
async function failure(config: Config): Promise<string> {
  try {
    await finalConfig(config);
  } catch (error) {
    return stripAnsi((error as Error).message);
  }
  return 'no error';
}
const ruleTests = (config: RspackConfig) => (config.module?.rules ?? []).map((rule) => String((rule as { test?: unknown }).test));
const pluginNames = (config: RspackConfig) => (config.plugins ?? []).map((plugin) => (plugin as { name?: string })?.name ?? plugin?.constructor.name);

describe('tools.rspack', () => {
  describe('When it runs', () => {
    test('after the modifyRspackConfig hooks of plugins, with the top level before an environment', async () => {
      const seen: string[] = [];
      await finalConfig({
        plugins: [{ name: 'marker', setup: (api) => api.modifyRspackConfig((config: RspackConfig) => void (config.name = 'set by the hook')) }],
        tools: { rspack: (config) => void seen.push(`top level sees ${config.name}`) },
        environments: { web: { tools: { rspack: () => void seen.push('environment') } } },
      });
      assert.deepEqual(seen, ['top level sees set by the hook', 'environment']);
    });
  });

  describe('Object form', () => {
    test("objects are merged: plugins and rules after Rsbuild's, nested objects key by key, other values replaced", async () => {
      const { rspack } = await rsbuildCore();
      const before = await finalConfig({ mode: 'development' });
      const after = await finalConfig({
        mode: 'development',
        tools: { rspack: { devtool: false, resolve: { fallback: { fs: false } }, module: { rules: [{ test: /\.glsl$/, type: 'asset/source' }] }, plugins: [new rspack.BannerPlugin({ banner: 'x' })] } },
      });
      assert.equal(before.devtool, 'cheap-module-source-map');
      assert.equal(after.devtool, false);
      assert.deepEqual(after.resolve?.fallback, { fs: false });
      assert.deepEqual(after.resolve?.extensions, before.resolve?.extensions);
      assert.deepEqual(ruleTests(after), [...ruleTests(before), '/\\.glsl$/']);
      assert.deepEqual(pluginNames(after), [...pluginNames(before), 'BannerPlugin']);
    });

    test("the page's Buffer sample builds a module that uses the global Buffer and optionally requires fs (an empty module with fs: false)", async () => {
      // A dependency written for Node.js, and a stand-in for the `buffer` package, found from src/.
      const dir = makeProject(
        {
          'src/index.js': "import { encode } from 'node-style-dep';\nwindow.result = encode('hi');\n",
          'src/node_modules/node-style-dep/package.json': '{ "name": "node-style-dep", "type": "commonjs" }\n',
          'src/node_modules/buffer/package.json': '{ "name": "buffer", "type": "commonjs" }\n',
          'src/node_modules/node-style-dep/index.js': "let fs;\ntry { fs = require('fs'); } catch {}\nexports.encode = (text) => Buffer.from(text).toString() + (typeof fs?.readFileSync === 'function' ? ' with fs' : ` without fs (${JSON.stringify(fs)})`);\n",
          'src/node_modules/buffer/index.js': 'exports.Buffer = { from: (text) => ({ toString: () => `buffer of ${text}` }) };\n',
          'rsbuild.config.ts': pageSamples('config/tools/rspack', 'en')[0],
        },
        'tools-rspack-buffer',
      );
      const { loadConfig } = await rsbuildCore();
      const { content } = await loadConfig({ cwd: dir });
      const { errors } = await withNodeEnv('production', () => buildProject(dir, { ...content, output: { filenameHash: false } }));
      assert.deepEqual(errors, []);
      const page: Record<string, any> = {};
      page.window = page;
      page.self = page;
      vm.runInNewContext(outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/), page);
      assert.equal(page.result, 'buffer of hi without fs ({})');
    });
  });

  describe('Function form', () => {
    test('a function that returns nothing keeps its changes; a returned object replaces the config; async is awaited when alone', async () => {
      assert.deepEqual((await finalConfig({ tools: { rspack: (config) => void (config.ignoreWarnings = [/Critical dependency/]) } })).ignoreWarnings, [/Critical dependency/]);
      assert.deepEqual(await finalConfig({ tools: { rspack: () => ({ name: 'replaced' }) } }), { name: 'replaced' });
      assert.equal((await finalConfig({ tools: { rspack: async (config) => void (config.name = 'async alone') } })).name, 'async alone');
    });

    test("Rsbuild sets exportsPresence 'error' in every mode; the page's mergeConfig sample makes it 'warn' in development only", async () => {
      for (const mode of ['development', 'production'] as const) assert.equal((await finalConfig({ mode })).module?.parser?.javascript?.exportsPresence, 'error', mode);
      const { loadConfig } = await rsbuildCore();
      const dir = makeProject({ 'rsbuild.config.ts': pageSamples('config/tools/rspack', 'en')[2] }, 'tools-rspack-merge');
      const { content } = await loadConfig({ cwd: dir });
      assert.equal((await finalConfig({ ...content, mode: 'development' })).module?.parser?.javascript?.exportsPresence, 'warn');
      assert.equal((await finalConfig({ ...content, mode: 'production' })).module?.parser?.javascript?.exportsPresence, 'error');
      // Round 46: the sample used to set 'error' in production, which Rsbuild already sets.
      for (const lang of ['en', 'zh'] as const) {
        assert.ok(pageSamples('config/tools/rspack', lang)[2].includes("exportsPresence: 'warn'"), lang);
        assert.doesNotMatch(pageText('config/tools/rspack', lang), /exportsPresence: 'error' \}/, lang);
      }
    });
  });

  describe('Arrays and their order', () => {
    test('items apply left to right, each on the result of the one before', async () => {
      const config = await finalConfig({ tools: { rspack: [{ name: 'a' }, (config) => void (config.name += 'b'), (config) => ({ ...config, name: `${config.name}c` })] } });
      assert.equal(config.name, 'abc');
    });

    test('inside an array an async function hands on its promise; last and returning the config it works, returning nothing it fails', async () => {
      let received: unknown;
      await failure({ tools: { rspack: [async () => {}, (config) => void (received = config)] } });
      assert.ok(received instanceof Promise);
      assert.equal((await finalConfig({ tools: { rspack: [{ name: 'a' }, async (config) => ({ ...config, name: `${config.name}b` })] } })).name, 'ab');
      assert.equal(await failure({ tools: { rspack: [{ name: 'a' }, async (config) => void (config.name = 'lost')] } }), "Cannot read properties of undefined (reading 'plugins')");
    });

    test("a top-level async function becomes an array item once an environment sets tools.rspack: the environment's function gets the promise and the build stops", async () => {
      let received: unknown;
      const message = await failure({
        tools: { rspack: async (config) => void (config.name = 'async top level') },
        environments: { web: { tools: { rspack: (config) => void (received = config) } } },
      });
      assert.ok(received instanceof Promise);
      assert.equal(message, "Cannot read properties of undefined (reading 'plugins')");
      for (const [lang, text] of [
        ['en', 'It may be `async` as long as it is the only value of `tools.rspack`'],
        ['zh', '只有当它是 `tools.rspack` 唯一的值时，函数才可以是 `async` 的'],
      ] as const) {
        assert.ok(pageText('config/tools/rspack', lang).includes(text), lang);
        assert.ok(pageText('config/tools/rspack', lang).includes("`Cannot read properties of undefined (reading 'plugins')`"), lang);
      }
    });
  });

  describe('Utils', () => {
    test('env, isDev, isProd, target, isServer, isWebWorker', async () => {
      const seen: unknown[] = [];
      const tools = { rspack: (_: unknown, utils: any) => void seen.push([utils.env, utils.isDev, utils.isProd, utils.target, utils.isServer, utils.isWebWorker]) };
      await withNodeEnv(undefined, () => finalConfig({ mode: 'development', tools }));
      await withNodeEnv('production', () => finalConfig({ mode: 'production', output: { target: 'node' }, tools }));
      await withNodeEnv('test', () => finalConfig({ mode: 'production', output: { target: 'web-worker' }, tools }));
      assert.deepEqual(seen, [
        ['', true, false, 'web', false, false],
        ['production', false, true, 'node', true, false],
        ['test', false, true, 'web-worker', false, true],
      ]);
    });

    test('addRules and prependPlugins insert at the start, appendRules and appendPlugins at the end, removePlugin by name', async () => {
      const { rspack } = await rsbuildCore();
      const before = await finalConfig({});
      const first = new rspack.DefinePlugin({ FIRST: '1' });
      const last = new rspack.BannerPlugin({ banner: 'x' });
      const after = await finalConfig({
        tools: {
          rspack: (_, { addRules, appendRules, prependPlugins, appendPlugins, removePlugin }) => {
            addRules([{ test: /\.a$/ }, { test: /\.b$/ }]);
            appendRules({ test: /\.z$/ });
            prependPlugins(first);
            appendPlugins(last);
            removePlugin('BannerPlugin');
          },
        },
      });
      assert.deepEqual(ruleTests(after), ['/\\.a$/', '/\\.b$/', ...ruleTests(before), '/\\.z$/']);
      assert.equal(after.plugins?.[0], first);
      assert.ok(!after.plugins?.includes(last));
    });

    test("a rule for .svg added with addRules loses its type to the built-in rule (a URL); added with appendRules it wins (the file's text)", async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>\n';
      const dir = makeProject({ 'src/index.js': "import url from './a.svg';\nconsole.log('SVG=' + url);\n", 'src/a.svg': svg }, 'tools-rspack-svg');
      const rule = { test: /\.svg$/, type: 'asset/source' };
      const { errors } = await buildProject(dir, {
        mode: 'production',
        output: { minify: false, dataUriLimit: 0 },
        environments: {
          first: { output: { distPath: { root: 'dist-first' } }, tools: { rspack: (_, { addRules }) => addRules(rule) } },
          last: { output: { distPath: { root: 'dist-last' } }, tools: { rspack: (_, { appendRules }) => appendRules(rule) } },
        },
      });
      assert.deepEqual(errors, []);
      const first = outputFile(path.join(dir, 'dist-first'), /^static\/js\/index\.[0-9a-f]+\.js$/);
      assert.match(first, /"static\/svg\/a\.[0-9a-f]{8}\.svg"/);
      assert.ok(!first.includes('<rect'));
      const last = outputFile(path.join(dir, 'dist-last'), /^static\/js\/index\.[0-9a-f]+\.js$/);
      assert.ok(last.includes('<svg xmlns=\\"http://www.w3.org/2000/svg\\"><rect width=\\"1\\" height=\\"1\\"/></svg>'), last);
      assert.ok(!last.includes('static/svg/'));
      assert.ok(pageText('config/tools/rspack', 'en').includes("Added with `appendRules`, at the end, its `type` wins and the same import gives the text of the file."));
      assert.ok(!pageText('config/tools/rspack', 'en').includes('runs in addition to the built-in one, not instead of it'));
      assert.ok(pageText('config/tools/rspack', 'zh').includes('用 `addRules` 加在开头时，它的 `type` 会被内置规则覆盖'));
    });

    test("the helpers edit the config Rsbuild holds: after a top-level mergeConfig, an environment's removePlugin and prependPlugins change nothing; editing config directly works", async () => {
      const { rspack } = await rsbuildCore();
      const banner = new rspack.BannerPlugin({ banner: 'x' });
      const topLevel = { rspack: (config: any, { mergeConfig }: any) => mergeConfig(config, { name: 'merged' }) } as Config['tools'];
      const viaUtils = await finalConfig({
        tools: topLevel,
        environments: { web: { tools: { rspack: (_, { removePlugin, prependPlugins }) => { removePlugin('DefinePlugin'); prependPlugins(banner); } } } },
      });
      assert.equal(viaUtils.name, 'merged');
      assert.ok(pluginNames(viaUtils).includes('DefinePlugin'));
      assert.ok(!viaUtils.plugins?.includes(banner));
      // The same inside one function: the utils edit the argument, not the object it returns.
      const single = await finalConfig({ tools: { rspack: (config, { mergeConfig, removePlugin }) => { const next = mergeConfig(config, { name: 'm' }); removePlugin('DefinePlugin'); return next; } } });
      assert.ok(pluginNames(single).includes('DefinePlugin'));
      const direct = await finalConfig({
        tools: topLevel,
        environments: { web: { tools: { rspack: (config) => void (config.plugins = [banner, ...config.plugins.filter((plugin) => plugin?.constructor.name !== 'DefinePlugin')]) } } },
      });
      assert.equal(direct.plugins?.[0], banner);
      assert.ok(!pluginNames(direct).includes('DefinePlugin'));
      assert.ok(pageText('config/tools/rspack', 'en').includes('They do not follow a config object that a function returned.'));
      assert.ok(pageText('config/tools/rspack', 'zh').includes('而不会跟随函数返回的配置对象'));
    });

    test("mergeConfig returns a new object, concatenates arrays and leaves its arguments alone; rspack is @rsbuild/core's", async () => {
      const core = await rsbuildCore();
      let utils: any;
      await finalConfig({ tools: { rspack: (_, u) => void (utils = u) } });
      const a = { plugins: [1] };
      const merged = utils.mergeConfig(a, { plugins: [2] });
      assert.deepEqual(merged, { plugins: [1, 2] });
      assert.deepEqual(a, { plugins: [1] });
      assert.equal(utils.rspack, core.rspack);
    });
  });

  describe('Mistakes Rsbuild catches', () => {
    test('an Rsbuild plugin in plugins stops with an error', async () => {
      assert.equal(
        await failure({ tools: { rspack: { plugins: [{ name: 'my-plugin', setup() {} } as any] } } }),
        '[rsbuild:plugin] "my-plugin" appears to be an Rsbuild plugin. It cannot be used as an Rspack plugin.',
      );
    });

    test('a devServer key is ignored with a warning', async () => {
      const printed: string[] = [];
      const saved = { log: console.log, warn: console.warn };
      console.log = console.warn = (...args: unknown[]) => void printed.push(stripAnsi(args.join(' ')));
      let config: RspackConfig;
      try {
        config = await finalConfig({ logLevel: 'warn', tools: { rspack: { devServer: { port: 1 } } as RspackConfig } });
      } finally {
        Object.assign(console, saved);
      }
      assert.ok(printed.some((line) => line.includes('[rsbuild:config] Find invalid Rspack config: "devServer". Note that Rspack\'s "devServer" config is not supported by Rsbuild.')), printed.join('\n'));
      assert.deepEqual(config.devServer, { port: 1 });
    });
  });

  describe('Related', () => {
    test('inspect writes the config of each environment to the .rsbuild folder of the output directory', async () => {
      const { createRsbuild } = await rsbuildCore();
      const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'tools-rspack-inspect');
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { distPath: { root: 'out' } }, environments: { web: {}, node: { output: { target: 'node' } } } } });
      await rsbuild.inspectConfig({ writeToDisk: true });
      assert.deepEqual(listFiles(path.join(dir, 'out/.rsbuild')).filter((file) => file.startsWith('rspack.')).sort(), ['rspack.config.node.mjs', 'rspack.config.web.mjs']);
      assert.ok(pageText('config/tools/rspack', 'en').includes('to the `.rsbuild` folder of the output directory (`dist/.rsbuild/` unless you changed'));
      assert.ok(pageText('config/tools/rspack', 'zh').includes('写到输出目录下的 `.rsbuild` 文件夹'));
    });
  });

  test("the page's samples type-check against the 1.x types", () => {
    assertPageSamplesTypeCheck(ts, 'config/tools/rspack', 3);
  });
});
