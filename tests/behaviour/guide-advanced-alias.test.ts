// guide/advanced/alias: tsconfig paths, resolve.alias values, strategies, `$`, arrays, `false`,
// the function form, per-environment aliases and the common problems, each proven by which marker
// string ends up in the bundle (or which error the build reports), with @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, freePort, makeProject, outputFile, pageText, plugin, PRINTED_BUILD_TIME, readText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, runCliInterleaved, startCli, tscProject, waitFor, writeProjectFiles, writeUntilServed } from './harness';

const marker = (name: string) => `export const value = 'marker-${name}';\n`;

const files = {
  // The paths live in a base file that tsconfig.json extends.
  'tsconfig.base.json': JSON.stringify({
    compilerOptions: {
      paths: {
        '@/*': ['./src/*'],
        '@lib/*': ['./src/lib-a/*'],
        '@utils/*': ['./src/utils/*'],
        'exact-lib': ['./src/shims/exact.ts'],
        '@miss/*': ['./src/nowhere/*'],
      },
    },
  }),
  'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json' }),
  'src/components/Button.ts': "export const button = 'marker-button-via-paths';\n",
  'src/lib-a/format.ts': "export const format = 'marker-lib-a';\n",
  'src/lib-b/format.ts': "export const format = 'marker-lib-b';\n",
  'src/utils/date.ts': "export const date = 'marker-utils-date';\n",
  'src/shims/date-fns.ts': "export const shim = 'marker-exact-shim';\n",
  'src/shims/exact.ts': marker('paths-exact-key'),
  'src/miss-alias/y.ts': marker('paths-target-missing-falls-to-alias'),
  'node_modules_local/date-fns/format.js': "export const real = 'marker-real-subpath';\n",
  'src/theme-custom/colors.ts': "export const colors = 'marker-theme-custom';\n",
  'src/theme-default/colors.ts': "export const colors = 'marker-theme-default';\n",
  'src/theme-default/spacing.ts': "export const spacing = 'marker-theme-default-spacing';\n",
  'src/fn/value.ts': "export const viaFunction = 'marker-function-form';\n",
  // Packages installed next to the importing file (src/node_modules): a scoped one, and lodash-es.
  'src/node_modules/@scope/pkg/package.json': '{"name":"@scope/pkg","main":"index.js"}',
  'src/node_modules/@scope/pkg/index.js': marker('scoped-package'),
  'src/node_modules/lodash-es/package.json': '{"name":"lodash-es","main":"index.js"}',
  'src/node_modules/lodash-es/index.js': marker('lodash-es-index'),
  'src/node_modules/lodash-es/debounce.js': marker('lodash-es-debounce'),
  // Key order: `@s` is written before `@s/legacy`, `@l/legacy` before `@l`.
  'src/legacy/thing.ts': marker('legacy-through-short-key'),
  'src/legacy-impl/thing.ts': marker('legacy-impl'),
  'src/index.ts': `import { button } from '@/components/Button';
import { format } from '@lib/format';
import { date } from '@utils/date';
import { shim } from 'date-fns';
import { real } from 'date-fns/format';
import { colors } from '@theme/colors';
import { spacing } from '@theme/spacing';
import * as optional from 'optional-native-module';
import { viaFunction } from '@fn/value';
import { value as exactKey } from 'exact-lib';
import { value as missing } from '@miss/y';
import { value as scoped } from '@scope/pkg';
import { value as lodash } from 'lodash';
import { value as debounce } from 'lodash/debounce';
import { value as shortFirst } from '@s/legacy/thing';
import { value as longFirst } from '@l/legacy/thing';
console.log(button, format, date, shim, real, colors, spacing, Object.keys(optional).length, viaFunction, exactKey, missing, scoped, lodash, debounce, shortFirst, longFirst);
`,
};

// Rsbuild resolves packages to their real location; in a git worktree tools/rsbuild-v1/node_modules
// is a link to the main checkout's, so the expected folders are taken from where it really is.
const v1Modules = realpathSync(path.join(rsbuildV1Dir, 'node_modules'));
const swcHelpersDir = path.join(v1Modules, '@swc/helpers');
const dir = makeProject(files, 'alias');
let js: string;
let functionSawDefault = false;
let rspackAlias: Record<string, unknown>;

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      logLevel: 'silent',
      source: { entry: { index: './src/index.ts' } },
      mode: 'development',
      resolve: {
        alias: (alias) => {
          functionSawDefault = '@swc/helpers' in alias;
          alias['@'] = './src';
          alias['@lib'] = './src/lib-b';
          alias['@miss'] = './src/miss-alias';
          alias['date-fns$'] = './src/shims/date-fns.ts';
          alias['date-fns'] = './node_modules_local/date-fns';
          alias['@theme'] = ['./src/theme-custom', './src/theme-default'];
          alias['optional-native-module'] = false;
          alias['@fn'] = './src/fn';
          alias.lodash = 'lodash-es';
          alias['@s'] = './src';
          alias['@s/legacy'] = './src/legacy-impl';
          alias['@l/legacy'] = './src/legacy-impl';
          alias['@l'] = './src';
        },
      },
    },
  });
  const [config] = await rsbuild.initConfigs();
  rspackAlias = config.resolve?.alias as Record<string, unknown>;
  const { close } = await rsbuild.build();
  await close();
  js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
});

describe('Quick start', () => {
  test('tsconfig.json paths are read by the build without any config, also through extends', () => {
    assert.match(js, /marker-button-via-paths/);
  });

  test('only tsconfig.json is picked up by itself; source.tsconfigPath selects jsconfig.json or tsconfig.app.json', async () => {
    const { createRsbuild } = await rsbuildCore();
    const jsDir = makeProject(
      { 'jsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }), 'tsconfig.app.json': '{}', 'src/a.js': marker('jsconfig-paths'), 'src/index.js': "import { value } from '@/a';\nconsole.log(value);\n" },
      'alias-jsconfig',
    );
    const tsConfigOf = async (tsconfigPath?: string) => {
      const rsbuild = await createRsbuild({ cwd: jsDir, rsbuildConfig: { logLevel: 'silent', source: { tsconfigPath } } });
      const [config] = await rsbuild.initConfigs();
      return (config.resolve as { tsConfig?: { configFile: string } }).tsConfig?.configFile;
    };
    assert.equal(await tsConfigOf(), undefined);
    assert.equal(await tsConfigOf('./jsconfig.json'), path.join(jsDir, 'jsconfig.json'));
    assert.equal(await tsConfigOf('./tsconfig.app.json'), path.join(jsDir, 'tsconfig.app.json'));
    const built = await buildProject(jsDir, { source: { tsconfigPath: './jsconfig.json' } });
    assert.deepEqual(built.errors, []);
    assert.match(outputFile(built.dist, /^static\/js\/index(\.[0-9a-f]{8})?\.js$/), /marker-jsconfig-paths/);
  });
});

describe('Quick start › referenced projects', () => {
  // Vite's layout: the root tsconfig.json has "files": [] and references tsconfig.app.json, which holds the paths.
  test('the paths of a project the root tsconfig.json lists under references apply without source.tsconfigPath; a file it neither extends nor references is not read', async () => {
    const app = JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } }, include: ['src'] });
    const common = { 'tsconfig.app.json': app, 'src/a.ts': marker('referenced-paths'), 'src/index.ts': "import { value } from '@/a';\nconsole.log(value);\n" };
    const [referenced, unrelated] = await Promise.all([
      buildProject(makeProject({ ...common, 'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }) }, 'alias-references'), { source: { entry: { index: './src/index.ts' } } }),
      buildProject(makeProject({ ...common, 'tsconfig.json': JSON.stringify({ files: [] }) }, 'alias-unreferenced'), { source: { entry: { index: './src/index.ts' } } }),
    ]);
    assert.deepEqual(referenced.errors, []);
    assert.match(outputFile(referenced.dist, /^static\/js\/index(\.[0-9a-f]{8})?\.js$/), /marker-referenced-paths/);
    assert.match(unrelated.errors.join('\n'), /Module not found: Can't resolve '@\/a'/);
  });
});

describe('Use resolve.alias', () => {
  test("a value starting with '.' becomes an absolute path from the root; other strings are kept as module names", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', resolve: { alias: { '@': './src', up: '../shared', abs: '/opt/lib', pkg: 'lodash-es' } } } });
    const [config] = await rsbuild.initConfigs();
    const alias = config.resolve?.alias as Record<string, unknown>;
    assert.equal(alias['@'], path.join(dir, 'src'));
    assert.equal(alias.up, path.join(dir, '../shared'));
    assert.equal(alias.abs, '/opt/lib');
    assert.equal(alias.pkg, 'lodash-es');
    // An object is merged with the one default alias, which stays.
    assert.equal(alias['@swc/helpers'], swcHelpersDir);
    assert.deepEqual(Object.keys(alias).sort(), ['@', '@swc/helpers', 'abs', 'pkg', 'up']);
  });

  test('Rsbuild 1.7.6 has one default alias: @swc/helpers, to the copy @rsbuild/core depends on', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'alias-default'), rsbuildConfig: { logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(config.resolve?.alias, { '@swc/helpers': swcHelpersDir });
    const core = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(core.dependencies['@swc/helpers'], '^0.5.20');
  });
});

describe('paths or resolve.alias?', () => {
  test('a paths key without * is an exact match', async () => {
    assert.match(js, /marker-paths-exact-key/);
    const exactDir = makeProject(
      { 'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { 'exact-lib': ['./src/shims/exact.ts'] } } }), 'src/shims/exact.ts': marker('exact'), 'src/index.ts': "import { value } from 'exact-lib/sub';\nconsole.log(value);\n" },
      'alias-exact-paths',
    );
    const built = await buildProject(exactDir, { source: { entry: { index: './src/index.ts' } } });
    assert.match(built.errors.join('\n'), /Can't resolve 'exact-lib\/sub'/);
  });
});

describe('Alias strategy', () => {
  test("the default is 'prefer-tsconfig'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().resolve.aliasStrategy, 'prefer-tsconfig');
  });
});

describe('prefer-tsconfig', () => {
  test('a paths match wins over resolve.alias with the same key', () => {
    assert.match(js, /marker-lib-a/);
    assert.doesNotMatch(js, /marker-lib-b/);
    assert.match(js, /marker-utils-date/);
  });

  test('when paths does not match, or its target does not exist, resolve.alias is used', () => {
    assert.match(js, /marker-function-form/);
    assert.match(js, /marker-paths-target-missing-falls-to-alias/);
  });

  test('rsbuild dev restarts the server when the tsconfig file changes, but not when a file it extends or references changes', async () => {
    const root = '{ "extends": "./tsconfig.base.json", "references": [{ "path": "./tsconfig.app.json" }] }';
    const devDir = makeProject({ 'tsconfig.json': root, 'tsconfig.base.json': '{}', 'tsconfig.app.json': '{}', 'src/index.js': "console.log('dev');\n" }, 'alias-dev');
    // Only the tsconfig file itself is in the watched files that restart the server.
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: devDir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().dev.watchFiles, [{ paths: [path.join(devDir, 'tsconfig.json')], type: 'reload-server' }]);
    const port = await freePort();
    const server = startCli(devDir, ['dev', '--port', String(port)], /ready\s+built in/);
    const builds = () => (server.output().match(/ready\s+built in/g) ?? []).length;
    const edit = (text: string) =>
      writeUntilServed(devDir, 'src/index.js', `console.log('${text}');`, {
        compiles: builds,
        served: async () => (await fetch(`http://localhost:${server.port()}/static/js/index.js`).then((response) => response.text())).includes(text),
      });
    try {
      await server.started;
      // The watcher is up once an edit is served; the other two files change after that, then one more edit.
      await edit('first-edit');
      const paths = '{ "compilerOptions": { "paths": { "#x/*": ["./src/*"] } } }';
      writeProjectFiles(devDir, { 'tsconfig.base.json': paths, 'tsconfig.app.json': paths });
      await edit('after-base-change');
      assert.doesNotMatch(server.output(), /restarting server/);
      const buildsBefore = builds();
      writeProjectFiles(devDir, { 'tsconfig.json': '{ "extends": "./tsconfig.base.json", "references": [{ "path": "./tsconfig.app.json" }], "compilerOptions": {} }' });
      await waitFor('the restart message', () => /restarting server as tsconfig\.json changed/.test(server.output()), 60_000);
      // Stopped once the new server is ready, not in the middle of its restart.
      await waitFor('the restarted server', () => builds() > buildsBefore, 60_000);
    } finally {
      await server.stop();
    }
  });
});

describe('prefer-tsconfig › the restart follows the top-level strategy', () => {
  test('an environment\'s prefer-tsconfig under a top-level prefer-alias reads paths but is not watched; the default top level watches even when every environment sets prefer-alias', async () => {
    const { createRsbuild } = await rsbuildCore();
    const tsconfig = path.join(dir, 'tsconfig.json');
    const envOnly = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', resolve: { aliasStrategy: 'prefer-alias' }, environments: { web: { resolve: { aliasStrategy: 'prefer-tsconfig' } } } },
    });
    const [envConfig] = await envOnly.initConfigs();
    assert.equal((envConfig.resolve as { tsConfig?: { configFile: string } }).tsConfig?.configFile, tsconfig);
    assert.deepEqual(envOnly.getNormalizedConfig().dev.watchFiles, []);
    const topOnly = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', environments: { web: { resolve: { aliasStrategy: 'prefer-alias' } } } },
    });
    const [topConfig] = await topOnly.initConfigs();
    assert.equal((topConfig.resolve as { tsConfig?: unknown }).tsConfig, undefined);
    assert.deepEqual(topOnly.getNormalizedConfig().dev.watchFiles, [{ paths: [tsconfig], type: 'reload-server' }]);
    assert.ok(pageText('guide/advanced/alias', 'en').includes("The watch follows the top-level `resolve.aliasStrategy` only: an environment that sets `'prefer-tsconfig'` under a top-level `'prefer-alias'` reads `paths` but gets no restart, while under the default top-level strategy the tsconfig file is watched even when every environment sets `'prefer-alias'`."));
    assert.ok(pageText('guide/advanced/alias', 'zh').includes("是否监听只取决于顶层的 `resolve.aliasStrategy`：顶层为 `'prefer-alias'` 时，即使某个环境设置了 `'prefer-tsconfig'` 并读取了 `paths`，tsconfig 变化也不会触发重启；"));
  });
});

describe('prefer-alias', () => {
  test('resolve.alias wins and tsconfig paths are ignored entirely: Module not found: Can\'t resolve \'@utils/date\' in \'…\'', async () => {
    const preferDir = makeProject({ ...files, 'src/index.ts': "import { format } from '@lib/format';\nimport { date } from '@utils/date';\nconsole.log(format, date);\n" }, 'alias-prefer');
    const built = await buildProject(preferDir, { source: { entry: { index: './src/index.ts' } }, resolve: { aliasStrategy: 'prefer-alias', alias: { '@lib': './src/lib-b' } } });
    const text = built.errors.join('\n');
    assert.ok(text.replace(/\x1b\[[0-9;]*m/g, '').includes(`× Module not found: Can't resolve '@utils/date' in '${path.join(preferDir, 'src')}'\n`), text);
    assert.doesNotMatch(text, /Can't resolve '@lib/);
  });

  test('prefer-alias hands no tsconfig to the resolver and does not watch it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', resolve: { aliasStrategy: 'prefer-alias' } } });
    const [config] = await rsbuild.initConfigs();
    assert.equal((config.resolve as { tsConfig?: unknown }).tsConfig, undefined);
    assert.deepEqual(rsbuild.getNormalizedConfig().dev.watchFiles, []);
  });
});

describe('Point a package name elsewhere', () => {
  test('lodash → lodash-es: the bare name and subpaths follow, resolved from the importing file', () => {
    assert.match(js, /marker-lodash-es-index/);
    assert.match(js, /marker-lodash-es-debounce/);
  });

  test('resolve.dedupe maps each package to its folder found from the root, and skips names already aliased, and packages it cannot find without a warning', async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { resolve: { dedupe: ['react', 'react-dom', 'not-installed-anywhere'], alias: { 'react-dom': '/custom/react-dom' } } } });
    const printed: string[] = [];
    const saved = { warn: logger.warn, error: logger.error };
    logger.warn = logger.error = (...args: unknown[]) => void printed.push(args.join(' '));
    const [config] = await rsbuild.initConfigs().finally(() => Object.assign(logger, saved));
    const alias = config.resolve?.alias as Record<string, unknown>;
    assert.equal(alias.react, path.join(v1Modules, 'react'));
    assert.equal(alias['react-dom'], '/custom/react-dom');
    assert.equal('not-installed-anywhere' in alias, false);
    assert.deepEqual(printed, []);
  });
});

describe('Point a package name elsewhere › dedupe and false', () => {
  test('an entry set to false does not stop dedupe: the package is mapped to its folder found from the root', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', resolve: { dedupe: ['react', 'react-dom'], alias: { react: false, 'react-dom': 'preact/compat' } } } });
    const [config] = await rsbuild.initConfigs();
    const alias = config.resolve?.alias as Record<string, unknown>;
    assert.equal(alias.react, path.join(v1Modules, 'react'));
    assert.equal(alias['react-dom'], 'preact/compat');
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/alias', lang);
      assert.ok(text.includes(lang === 'en' ? 'An entry set to `false` does not count' : '但值为 `false` 的条目不算在内'), lang);
      assert.ok(!text.includes(lang === 'en' ? 'If `resolve.alias` already has an entry for a package, `dedupe` skips it.' : '如果 `resolve.alias` 中已经有某个包的别名，`dedupe` 会跳过这个包。'), lang);
    }
  });
});

describe('Exact matches with $', () => {
  test('a key ending in $ matches only the bare name; subpaths use the other key', () => {
    assert.match(js, /marker-exact-shim/);
    assert.match(js, /marker-real-subpath/);
  });

  test('the @ key leaves scoped packages such as @scope/pkg alone', () => {
    assert.match(js, /marker-scoped-package/);
  });
});

describe('Fallbacks with arrays', () => {
  test('an array falls back to the next folder when the first lacks the file', () => {
    assert.match(js, /marker-theme-custom/);
    assert.doesNotMatch(js, /marker-theme-default'/);
    assert.match(js, /marker-theme-default-spacing/);
  });
});

describe('Ignore a module with false', () => {
  test('false reaches Rspack as false and the import builds (the empty module is shown under Per-environment aliases)', () => {
    assert.equal(rspackAlias['optional-native-module'], false);
    assert.match(js, /marker-button-via-paths/);
  });
});

describe('Change aliases with a function', () => {
  // 1.1.7, read and run by hand on 2026-12-04: its default @swc/helpers alias sat in the source.alias
  // defaults, so a resolve.alias function received {} and a returned { '@': './src' } left
  // ['@swc/helpers', '@'] in the Rspack config; from 1.1.8 on the default is among the resolve.alias
  // defaults (dist/index.cjs: "'@swc/helpers': swcHelpersPath" followed by aliasStrategy).
  test('the function receives the default @swc/helpers entry and changes the map in place', () => {
    assert.ok(functionSawDefault);
    assert.equal(rspackAlias['@swc/helpers'], swcHelpersDir);
    assert.equal(rspackAlias['@fn'], path.join(dir, 'src/fn'));
  });

  test('a returned object replaces the whole map, default entry included', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', resolve: { alias: () => ({ '@': './src' }) } } });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(config.resolve?.alias, { '@': path.join(dir, 'src') });
  });

  test("the function also receives the entries plugins added (plugin-preact's react → preact/compat), and a returned object drops them", async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    let seen: Record<string, unknown> = {};
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', plugins: [pluginPreact()], resolve: { alias: (alias) => { seen = { ...alias }; return { '@': './src' }; } } },
    });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(Object.keys(seen).sort(), ['@swc/helpers', 'react', 'react-dom', 'react-dom/test-utils', 'react/jsx-runtime']);
    assert.equal(seen.react, 'preact/compat');
    assert.equal(seen['react-dom'], 'preact/compat');
    assert.equal(seen['react-dom/test-utils'], 'preact/test-utils');
    assert.equal(seen['react/jsx-runtime'], 'preact/jsx-runtime');
    assert.deepEqual(config.resolve?.alias, { '@': path.join(dir, 'src') });
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('guide/advanced/alias', lang).includes(lang === 'en' ? 'a returned object drops them too, so imports of `react` no longer reach Preact' : '返回新对象会把这些条目一并去掉'), lang);
    }
  });
});

describe('Per-environment aliases', () => {
  test('both environments keep the shared alias and resolve @platform/storage to their own file; false gives an empty module; tsconfigPath per environment', async () => {
    const envDir = makeProject(
      {
        'package.json': '{"type":"commonjs"}',
        'tsconfig.web.json': JSON.stringify({ compilerOptions: { paths: { '#which': ['./src/which.web.ts'] } } }),
        'tsconfig.node.json': JSON.stringify({ compilerOptions: { paths: { '#which': ['./src/which.node.ts'] } } }),
        'src/which.web.ts': marker('tsconfig-web'),
        'src/which.node.ts': marker('tsconfig-node'),
        'src/platform/storage.browser.ts': marker('storage-browser'),
        'src/platform/storage.node.ts': marker('storage-node'),
        'src/shared.ts': marker('shared'),
        'src/index.ts': "import { value as storage } from '@platform/storage';\nimport { value as shared } from '@/shared';\nimport { value as which } from '#which';\nimport * as optional from 'optional-native-module';\nconsole.log(storage, shared, which, JSON.stringify(Object.keys(optional)));\n",
      },
      'alias-env',
    );
    const built = await buildProject(envDir, {
      mode: 'development',
      source: { entry: { index: './src/index.ts' } },
      resolve: { alias: { '@': './src', 'optional-native-module': false } },
      environments: {
        web: { source: { tsconfigPath: './tsconfig.web.json' }, resolve: { alias: { '@platform/storage': './src/platform/storage.browser.ts' } } },
        node: { source: { tsconfigPath: './tsconfig.node.json' }, output: { target: 'node' }, resolve: { alias: { '@platform/storage': './src/platform/storage.node.ts' } } },
      },
    });
    assert.deepEqual(built.errors, []);
    const web = readText(path.join(envDir, 'dist'), 'static/js/index.js');
    assert.match(web, /marker-storage-browser/);
    assert.doesNotMatch(web, /marker-storage-node/);
    assert.match(web, /marker-shared/);
    assert.match(web, /marker-tsconfig-web/);
    const printed = execFileSync(process.execPath, [path.join(envDir, 'dist/index.js')], { encoding: 'utf8' });
    assert.equal(printed.trim(), 'marker-storage-node marker-shared marker-tsconfig-node []');
  });
});

describe('Per-environment aliases › strategy', () => {
  test('resolve.aliasStrategy set in one environment: only the other one hands its tsconfig to the resolver', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' }, resolve: { aliasStrategy: 'prefer-alias' } } } },
    });
    const configs = await rsbuild.initConfigs();
    const tsConfigs = configs.map((config) => (config.resolve as { tsConfig?: { configFile: string } }).tsConfig?.configFile);
    assert.deepEqual(tsConfigs, [path.join(dir, 'tsconfig.json'), undefined]);
  });
});

describe('Editor and type support', () => {
  test('without a paths entry, tsc prints src/index.ts:1:19 - error TS2307: Cannot find module … in a terminal (--pretty), src/index.ts(1,19): … when piped, while the build (resolve.alias) succeeds', async () => {
    const tsDir = makeProject(
      {
        // No @types and no DOM library, so that tsc reads only these two files.
        'tsconfig.json': JSON.stringify({ compilerOptions: { noEmit: true, types: [], lib: ['es2022'], module: 'esnext', moduleResolution: 'bundler', target: 'es2022' }, include: ['src'] }),
        'src/utils.ts': 'export const u = 1;\n',
        'src/index.ts': "import { u } from '@/utils';\nexport const x = u;\n",
      },
      'alias-editor',
    );
    const built = await buildProject(tsDir, { source: { entry: { index: './src/index.ts' } }, resolve: { alias: { '@': './src' } } });
    assert.deepEqual(built.errors, []);
    // Piped, in this process (tscProject: tsc's own steps, with the TypeScript 5.9.3 of the tsc below).
    const { output } = tscProject(ts, tsDir);
    assert.ok(output.startsWith("src/index.ts(1,19): error TS2307: Cannot find module '@/utils' or its corresponding type declarations.\n"), output);
    // In a terminal tsc defaults to --pretty (its output is then a TTY): its pretty reporter, the one
    // tsc uses then, run here in this process on the same project instead of a second tsc process.
    // TypeScript 7.0.2, the latest on the registry, printed both forms the same way when run by hand on 2026-12-05.
    const internals = ts as typeof ts & { createDiagnosticReporter(system: import('typescript').System, pretty?: boolean): import('typescript').DiagnosticReporter };
    let pretty = '';
    const system: import('typescript').System = { ...ts.sys, getCurrentDirectory: () => tsDir, write: (text) => void (pretty += text), writeOutputIsTTY: () => true };
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(tsDir, 'tsconfig.json'), {}, { ...system, onUnRecoverableConfigFileDiagnostic: () => {} });
    assert.ok(parsed);
    const report = internals.createDiagnosticReporter(system, true);
    ts.getPreEmitDiagnostics(ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options })).forEach(report);
    pretty = pretty.replace(/\x1b\[[0-9;]*m/g, '');
    assert.ok(pretty.startsWith("src/index.ts:1:19 - error TS2307: Cannot find module '@/utils' or its corresponding type declarations.\n\n1 import { u } from '@/utils';\n"), pretty);
    assert.equal(JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/typescript/package.json'), 'utf8')).version, '5.9.3');
    assert.equal(ts.version, '5.9.3');
  });
});

describe('Editor and type support › a package pointed elsewhere', () => {
  test("a paths entry to a declaration file: the default strategy bundles it (ESModulesLinkingError … (module has no exports)), prefer-alias builds with the alias, and tsc takes the types from it", async () => {
    const dtsFiles = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { noEmit: true, types: [], lib: ['es2022', 'dom'], module: 'esnext', moduleResolution: 'bundler', target: 'es2022', paths: { lodash: ['./types/lodash-es.d.ts'] } }, include: ['src'] }),
      'types/lodash-es.d.ts': 'export declare const debounce: () => string;\n',
      'src/node_modules/lodash-es/package.json': '{"name":"lodash-es","main":"index.js"}',
      'src/node_modules/lodash-es/index.js': "export const debounce = () => 'marker-real-debounce';\n",
      'src/index.ts': "import { debounce } from 'lodash';\nconsole.log(debounce());\n",
    };
    const [defaultDir, preferDir] = [makeProject(dtsFiles, 'alias-dts-default'), makeProject(dtsFiles, 'alias-dts-prefer')];
    const config = { mode: 'development' as const, source: { entry: { index: './src/index.ts' } } };
    const [byDefault, preferAlias] = await Promise.all([
      buildProject(defaultDir, { ...config, resolve: { alias: { lodash: 'lodash-es' } } }),
      buildProject(preferDir, { ...config, resolve: { alias: { lodash: 'lodash-es' }, aliasStrategy: 'prefer-alias' } }),
    ]);
    // `tsc -p .` in this process (tscProject: tsc's own steps).
    const tsc = tscProject(ts, preferDir);
    assert.match(byDefault.errors.join('\n'), /× ESModulesLinkingError: export 'debounce' \(imported as 'debounce'\) was not found in 'lodash' \(module has no exports\)\n/);
    assert.deepEqual(preferAlias.errors, []);
    assert.match(readText(preferAlias.dist, 'static/js/index.js'), /marker-real-debounce/);
    assert.deepEqual(tsc, { code: 0, output: '' });
  });
});

describe('Common problems', () => {
  // The wording comes from Rspack's resolver. Run by hand on 2026-12-04 with source.alias
  // { '@': 'src' }: @rsbuild/core 1.0.1 (its range ~1.0.3 installed Rspack 1.0.14) failed with
  // "× Module not found: Can't resolve '@/utils' in '<project>/src'"; 1.1.0 with Rspack 1.1.0 and
  // 1.1.8, and 1.2.0, 1.3.0 and 1.5.0, with "× Cannot find module '@/utils' for matched aliased key '@'".
  test("a bare value such as 'src' is read as a package name: rsbuild build exits with 1 and prints Build error, the file and × Cannot find module … for matched aliased key, then two more errors", async () => {
    const bareDir = makeProject(
      { 'src/utils.ts': 'export const u = 1;\n', 'src/index.ts': "import { u } from '@/utils';\nconsole.log(u);\n", 'rsbuild.config.mjs': "export default { resolve: { alias: { '@': 'src' } } };\n" },
      'alias-bare',
    );
    const built = await runCli(bareDir, ['build']);
    assert.equal(built.code, 1, built.output);
    assert.ok(
      built.stderr.startsWith("error   Build error: \nFile: ./src/index.ts:1:1-28\n  × Cannot find module '@/utils' for matched aliased key '@'\n\nerror   build failed in "),
      built.stderr,
    );
    assert.match(built.stderr, new RegExp(`\\nerror   build failed in ${PRINTED_BUILD_TIME}\\nerror   Rspack build failed\\.\\n {4}at `));
  });

  test('keys are checked in the order written: the first match wins, so write the longer key first', () => {
    assert.match(js, /marker-legacy-through-short-key/);
    assert.match(js, /marker-legacy-impl/);
  });
  test('the longer key written second is not tried when the first key\'s target lacks the file: Cannot find module … for matched aliased key \'@\'', async () => {
    const orderDir = makeProject({ 'src/legacy-impl/thing.ts': marker('legacy-impl-only'), 'src/index.ts': "import { value } from '@/legacy/thing';\nconsole.log(value);\n" }, 'alias-order-missing');
    const built = await buildProject(orderDir, { source: { entry: { index: './src/index.ts' } }, resolve: { alias: { '@': './src', '@/legacy': './src/legacy-impl' } } });
    assert.match(built.errors.join('\n'), /Cannot find module '@\/legacy\/thing' for matched aliased key '@'/);
  });

  test('resolve.alias, resolve.aliasStrategy and resolve.dedupe arrived in 1.1.7, resolve.extensions later (the release data of scripts/data)', () => {
    const { items } = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/version-history.json'), 'utf8'));
    for (const key of ['config:resolve.alias', 'config:resolve.aliasStrategy', 'config:resolve.dedupe']) {
      assert.equal(items[key].added, '1.1.7', key);
      assert.equal(items[key].lastWithout, '1.1.6', key);
    }
    // Not every resolve.* option came with them.
    assert.equal(items['config:resolve.extensions'].added, '1.1.9');
  });

  test('rsbuild build and rsbuild dev print "warn    [rsbuild:config] The \"source.alias\" config is deprecated, …" right after the version line, before the build starts', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('old alias');\n", 'rsbuild.config.mjs': "export default { source: { alias: { '@old': './src' } } };\n" }, 'alias-deprecated-cli');
    const warning = 'warn    [rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.\n';
    // The dev server of this copy ends itself once its first compilation is done.
    const devDir = makeProject(
      {
        'src/index.js': "console.log('old alias');\n",
        'rsbuild.config.mjs': "export default { source: { alias: { '@old': './src' } }, plugins: [{ name: 'end-after-first-compile', setup(api) { api.onAfterDevCompile(() => setTimeout(() => process.exit(0), 100)); } }] };\n",
      },
      'alias-deprecated-dev',
    );
    const port = await freePort();
    const [build, dev] = await Promise.all([runCliInterleaved(dir, ['build']), runCliInterleaved(devDir, ['dev', '--port', String(port)])]);
    assert.equal(build.code, 0, build.output);
    assert.ok(build.output.startsWith(`Rsbuild v1.7.6\n\n${warning}info    build started...\n`), build.output);
    assert.ok(dev.output.startsWith(`Rsbuild v1.7.6\n\n${warning}  ➜  Local:    http://localhost:${port}/\n`), dev.output);
    assert.match(dev.output, /\nstart   build started\.\.\.\n/);
  });

  test('source.alias and source.aliasStrategy still work and print a deprecation warning', async () => {
    const { createRsbuild } = await rsbuildCore();
    const printed: string[] = [];
    const original = { log: console.log, warn: console.warn };
    console.log = console.warn = (...args: unknown[]) => printed.push(args.join(' '));
    try {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'warn', source: { alias: { '@old': './src' }, aliasStrategy: 'prefer-alias' } } });
      const [config] = await rsbuild.initConfigs();
      assert.equal((config.resolve?.alias as Record<string, unknown>)['@old'], path.join(dir, 'src'));
      assert.equal((config.resolve as { tsConfig?: unknown }).tsConfig, undefined);
    } finally {
      Object.assign(console, original);
    }
    const text = printed.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
    assert.match(text, /\[rsbuild:config\] The "source\.alias" config is deprecated, use "resolve\.alias" instead\./);
    assert.match(text, /\[rsbuild:config\] The "source\.aliasStrategy" config is deprecated, use "resolve\.aliasStrategy" instead\./);
  });
});

describe('Common problems › Cannot find module for matched aliased key', () => {
  test("the same × line when the value is a path but the folder holds no such module ('@': './src' without src/utils)", async () => {
    const missingDir = makeProject({ 'src/index.ts': "import { u } from '@/utils';\nconsole.log(u);\n" }, 'alias-missing-module');
    const built = await buildProject(missingDir, { source: { entry: { index: './src/index.ts' } }, resolve: { alias: { '@': './src' } } });
    assert.match(built.errors.join('\n').replace(/\x1b\[[0-9;]*m/g, ''), /× Cannot find module '@\/utils' for matched aliased key '@'\n/);
  });
});

describe('Common problems › A warning about source.alias', () => {
  test('source.aliasStrategy gets a line of the same form naming resolve.aliasStrategy, after the source.alias one and before the build starts', async () => {
    const bothDir = makeProject({ 'src/index.js': "console.log('old');\n", 'rsbuild.config.mjs': "export default { source: { alias: { '@old': './src' }, aliasStrategy: 'prefer-alias' } };\n" }, 'alias-deprecated-both');
    const built = await runCliInterleaved(bothDir, ['build']);
    assert.equal(built.code, 0, built.output);
    assert.ok(
      built.output.startsWith(
        'Rsbuild v1.7.6\n\nwarn    [rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.\nwarn    [rsbuild:config] The "source.aliasStrategy" config is deprecated, use "resolve.aliasStrategy" instead.\ninfo    build started...\n',
      ),
      built.output,
    );
  });
});

describe('Common problems › A warning about source.alias (environments)', () => {
  test('the check runs once per environment: with two environments, each of the two lines is printed twice', async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const printed: string[] = [];
    const saved = logger.warn;
    logger.warn = (...args: unknown[]) => void printed.push(args.join(' ').replace(/\x1b\[[0-9;]*m/g, ''));
    try {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { source: { alias: { '@old': './src' }, aliasStrategy: 'prefer-alias' }, environments: { web: {}, node: { output: { target: 'node' } } } },
      });
      await rsbuild.initConfigs();
    } finally {
      logger.warn = saved;
    }
    const aliasLine = '[rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.';
    const strategyLine = '[rsbuild:config] The "source.aliasStrategy" config is deprecated, use "resolve.aliasStrategy" instead.';
    assert.deepEqual(printed, [aliasLine, strategyLine, aliasLine, strategyLine]);
  });
});

describe('Page samples', () => {
  test("the page's ten rsbuild.config.ts samples type-check as written, in both languages", () => {
    assertPageSamplesTypeCheck(ts, 'guide/advanced/alias', 10);
  });
});
