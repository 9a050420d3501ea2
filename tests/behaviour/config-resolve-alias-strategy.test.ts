// docs/{en,zh}/config/resolve/alias-strategy: how @rsbuild/core 1.7.6 combines tsconfig.json
// `paths`/`baseUrl` with resolve.alias under each strategy. One build with one environment per
// strategy, and one build whose imports only tsconfig.json covered, under 'prefer-alias'.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { stripVTControlCharacters } from 'node:util';
import { buildProject, makeProject, outputFile, pageText, rsbuildCore } from './harness';

const files = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'], '@acme/icons': ['./types/icons.d.ts'] } },
    references: [{ path: './packages/lib' }],
  }),
  // A referenced project with its own paths, used by its own files.
  'packages/lib/tsconfig.json': JSON.stringify({ compilerOptions: { composite: true, baseUrl: '.', paths: { '#lib/*': ['./src/*'] } } }),
  'packages/lib/src/value.js': "export default 'value-from-lib';\n",
  'packages/lib/src/entry.js': "import value from '#lib/value';\nconsole.log(value);\n",
  'src/api.js': "export const api = 'api-from-src';\n",
  'alt/api.js': "export const api = 'api-from-alt';\n",
  'src/utils.js': "export default 'utils-from-src';\n",
  'src/extra.js': "export default 'extra-from-alias';\n",
  'types/icons.d.ts': 'declare const icons: string;\nexport default icons;\n',
  'vendor/icons/index.js': "export default 'icons-from-vendor';\n",
  // prefer-tsconfig: '@/api' is in both paths and resolve.alias; 'src/utils' only via baseUrl; 'extra' only via resolve.alias.
  'src/tsconfig-entry.js': "import { api } from '@/api';\nimport utils from 'src/utils';\nimport extra from 'extra';\nconsole.log(api, utils, extra);\n",
  // The page's prefer-alias sample.
  'src/alias-entry.js': "import { api } from '@/api';\nimport icons from '@acme/icons';\nconsole.log(api, icons);\n",
  // source.aliasStrategy 'prefer-alias' against resolve.aliasStrategy 'prefer-tsconfig': '@' goes to alt only if paths is ignored.
  'src/deprecated-entry.js': "import { api } from '@/api';\nconsole.log(api);\n",
  // prefer-alias without resolve.alias entries: only tsconfig.json covered these.
  'src/missing-entry.js': "import { api } from '@/api';\nimport utils from 'src/utils';\nconsole.log(api, utils);\n",
};

describe('resolve.aliasStrategy', () => {
  const dir = makeProject(files, 'alias-strategy');
  const js: Record<string, string> = {};
  let missingErrors: string[];
  const printed: string[] = [];

  before(async () => {
    const common = { output: { filenameHash: false, minify: false }, tools: { htmlPlugin: false } } as const;
    const { errors } = await buildProject(dir, {
      ...common,
      environments: {
        tsconfig: {
          source: { entry: { index: './src/tsconfig-entry.js' } },
          resolve: { alias: { '@': './alt', extra: './src/extra.js' } },
          output: { distPath: { root: 'dist/tsconfig' } },
        },
        refs: {
          source: { entry: { index: './packages/lib/src/entry.js' } },
          output: { distPath: { root: 'dist/refs' } },
        },
        alias: {
          source: { entry: { index: './src/alias-entry.js' } },
          resolve: { aliasStrategy: 'prefer-alias', alias: { '@': './src', '@acme/icons': './vendor/icons/index.js' } },
          output: { distPath: { root: 'dist/alias' } },
        },
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['tsconfig', 'alias', 'refs']) js[name] = outputFile(path.join(dir, 'dist', name), /^static\/js\/index\.js$/);
    missingErrors = (await buildProject(dir, {
      ...common,
      source: { entry: { index: './src/missing-entry.js' } },
      resolve: { aliasStrategy: 'prefer-alias' },
      output: { ...common.output, distPath: { root: 'dist/missing' } },
    })).errors;
    const original = { log: console.log, warn: console.warn };
    console.log = console.warn = (...args: unknown[]) => printed.push(stripVTControlCharacters(args.join(' ')));
    try {
      const { errors: deprecatedErrors } = await buildProject(dir, {
        ...common,
        logLevel: 'warn',
        source: { entry: { index: './src/deprecated-entry.js' }, aliasStrategy: 'prefer-alias' },
        resolve: { aliasStrategy: 'prefer-tsconfig', alias: { '@': './alt' } },
        output: { ...common.output, distPath: { root: 'dist/deprecated' } },
      });
      assert.deepEqual(deprecatedErrors, []);
    } finally {
      Object.assign(console, original);
    }
    js.deprecated = outputFile(path.join(dir, 'dist/deprecated'), /^static\/js\/index\.js$/);
  });

  test("'prefer-tsconfig' resolves a `paths` match through `paths` even when resolve.alias has the same key", () => {
    assert.ok(js.tsconfig.includes('api-from-src'));
    assert.ok(!js.tsconfig.includes('api-from-alt'));
  });

  test("'prefer-tsconfig' applies baseUrl ('src/utils') and still uses resolve.alias for imports that `paths` does not cover", () => {
    assert.ok(js.tsconfig.includes('utils-from-src'));
    assert.ok(js.tsconfig.includes('extra-from-alias'));
  });

  test("'prefer-tsconfig' follows project references: a referenced project's files resolve through its own paths", () => {
    assert.ok(js.refs.includes('value-from-lib'));
  });

  test("'prefer-alias' bundles what resolve.alias points to: the page's sample builds '@/api' from src and '@acme/icons' from vendor", () => {
    assert.ok(js.alias.includes('api-from-src'));
    assert.ok(js.alias.includes('icons-from-vendor'));
  });

  test("'prefer-alias' ignores `paths` and baseUrl entirely: imports only they covered fail with Module not found", () => {
    assert.equal(missingErrors.length, 2);
    assert.ok(missingErrors.some((error) => error.includes("Can't resolve '@/api'")));
    assert.ok(missingErrors.some((error) => error.includes("Can't resolve 'src/utils'")));
    assert.ok(missingErrors.every((error) => error.includes('Module not found')));
  });

  test('source.aliasStrategy still works, wins over resolve.aliasStrategy, and prints the deprecation warning', () => {
    assert.ok(js.deprecated.includes('api-from-alt'));
    assert.ok(!js.deprecated.includes('api-from-src'));
    assert.ok(printed.some((line) => line.includes('[rsbuild:config] The "source.aliasStrategy" config is deprecated, use "resolve.aliasStrategy" instead.')), printed.join('\n'));
  });

  test("the dev server watches tsconfig.json for a restart only when the top-level value is 'prefer-tsconfig'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const watched = async (aliasStrategy: 'prefer-tsconfig' | 'prefer-alias') => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', resolve: { aliasStrategy }, environments: { web: {}, other: { resolve: { aliasStrategy: 'prefer-tsconfig' } } } },
      });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().dev.watchFiles;
    };
    assert.deepEqual(await watched('prefer-tsconfig'), [{ paths: [path.join(dir, 'tsconfig.json')], type: 'reload-server' }]);
    assert.deepEqual(await watched('prefer-alias'), []);
  });

  // The entry is of type 'reload-server', which only the CLI acts on: config-dev-watch-files.test.ts
  // restarts `rsbuild dev` through one, and api-start.test.ts shows startDevServer() ignoring one.
  test('the page says the tsconfig.json restart comes from `rsbuild dev`, not from a server of the JavaScript API', () => {
    const en = pageText('config/resolve/alias-strategy', 'en');
    const zh = pageText('config/resolve/alias-strategy', 'zh');
    assert.ok(!en.includes('In development, Rsbuild also watches the TypeScript config file'));
    assert.ok(en.includes('When you run `rsbuild dev`, Rsbuild also watches the TypeScript config file'));
    assert.ok(en.includes('The restart is done by the CLI, not by a dev server started from the JavaScript API'));
    assert.ok(!zh.includes('开发时，Rsbuild 还会监听 TypeScript 配置文件'));
    assert.ok(zh.includes('重启由 CLI 完成，通过 JavaScript API 启动的开发服务器不会重启'));
  });
});
