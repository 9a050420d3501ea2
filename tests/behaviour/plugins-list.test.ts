// plugins/list: the documented plugins' 1.x versions are the ones installed beside @rsbuild/core
// 1.7.6, each accepts core 1.x as its peer, and the page's sample config builds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildPlugin, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { assertPageSamplesTypeCheck, buildProject, listFiles, makeProject, pageSamples, pageText, plugin, rsbuildCore, rsbuildV1Dir, runCli } from './harness';
import { probeTypeCheck, type TypeCheckProbe } from './type-check-probe';

const installed = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));

describe('Plugins documented on this site', () => {
  test('each "1.x version" of the table is the release installed with @rsbuild/core 1.7.6, and its peer range takes core 1.x', () => {
    const table = {
      '@rsbuild/plugin-react': '1.4.6',
      '@rsbuild/plugin-vue': '1.2.9',
      '@rsbuild/plugin-preact': '1.7.2',
      '@rsbuild/plugin-solid': '1.2.2',
      '@rsbuild/plugin-svelte': '1.1.2',
      '@rsbuild/plugin-sass': '1.5.3',
      '@rsbuild/plugin-less': '1.6.4',
      '@rsbuild/plugin-stylus': '1.3.2',
      '@rsbuild/plugin-babel': '1.2.1',
      '@rsbuild/plugin-svgr': '1.3.1',
    };
    assert.equal(installed('@rsbuild/core').version, '1.7.6');
    for (const [name, version] of Object.entries(table)) {
      const pkg = installed(name);
      assert.equal(pkg.version, version, name);
      const peer: string = pkg.peerDependencies?.['@rsbuild/core'] ?? '';
      assert.match(peer, /(^|\|\|\s*)(\^1(\.\d+){0,2}|1\.x)(\s|$)/, `${name} accepts @rsbuild/core 1.x (${peer})`);
    }
  });
});

describe('Plugins documented on this site (React row)', () => {
  test('the React plugin adds its react chunk group for the web target only; node and web-worker builds split no chunks', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'list-react-targets'),
      rsbuildConfig: { mode: 'production', plugins: [pluginReact()], environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } }, logLevel: 'silent' },
    });
    const [web, node, worker] = await rsbuild.initConfigs();
    assert.ok(Object.keys((web.optimization!.splitChunks as any).cacheGroups).includes('react'));
    assert.equal(node.optimization!.splitChunks, false);
    assert.equal(worker.optimization!.splitChunks, false);
  });
  test('the React plugin adds its lib-react group only under the default split-by-experience strategy', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const strategies = ['split-by-experience', 'split-by-module', 'single-vendor', 'split-by-size', 'custom', 'all-in-one'] as const;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'list-react-strategies'),
      rsbuildConfig: { mode: 'production', plugins: [pluginReact()], environments: Object.fromEntries(strategies.map((strategy) => [strategy, { performance: { chunkSplit: { strategy } } }])), logLevel: 'silent' },
    });
    const names = (await rsbuild.initConfigs()).map((config) => {
      const splitChunks = config.optimization!.splitChunks as false | { cacheGroups?: Record<string, { name?: string }> };
      return splitChunks ? Object.values(splitChunks.cacheGroups ?? {}).some((group) => group.name === 'lib-react') : false;
    });
    assert.deepEqual(names, [true, false, false, false, false, false]);
  });
  test('the React plugin adds Fast Refresh in development mode only for the web target with dev.hmr on', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'list-react-refresh'),
      rsbuildConfig: {
        mode: 'development',
        plugins: [pluginReact()],
        environments: { web: {}, noHmr: { dev: { hmr: false } }, node: { output: { target: 'node' } } },
        logLevel: 'silent',
      },
    });
    const hasRefresh = (config: { plugins?: unknown[] }) => (config.plugins ?? []).some((item) => (item as { constructor?: { name?: string } })?.constructor?.name === 'ReactRefreshRspackPlugin');
    assert.deepEqual((await rsbuild.initConfigs()).map(hasRefresh), [true, false, false]);
  });
});

describe('Plugins documented on this site (Preact and Solid rows)', () => {
  const configsOf = async (name: string, rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig, plugins: RsbuildPlugin[]) => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, name),
      rsbuildConfig: {
        ...rsbuildConfig,
        plugins,
        environments: { web: {}, noHmr: { dev: { hmr: false } }, node: { output: { target: 'node' } } },
        logLevel: 'silent',
      },
    });
    return (await rsbuild.initConfigs()).map((config) => JSON.stringify(config.module?.rules));
  };
  test('Prefresh: development mode, web target and dev.hmr only; never when Node.js reports win32', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const prefresh = async (mode: 'development' | 'production') => (await configsOf('list-preact-refresh', { mode }, [pluginPreact()])).map((rules) => rules.includes('plugin-prefresh'));
    assert.deepEqual(await prefresh('development'), [true, false, false]);
    assert.deepEqual(await prefresh('production'), [false, false, false]);
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { ...platform, value: 'win32' });
    try {
      assert.deepEqual(await prefresh('development'), [false, false, false]);
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });
  test('Solid Refresh: outside production mode (none included), web target and dev.hmr only', async () => {
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const refresh = async (mode: 'development' | 'none' | 'production') => (await configsOf('list-solid-refresh', { mode }, [pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()])).map((rules) => /solid-refresh[\\/]+dist[\\/]+babel/.test(rules));
    assert.deepEqual(await refresh('development'), [true, false, false]);
    assert.deepEqual(await refresh('none'), [true, false, false]);
    assert.deepEqual(await refresh('production'), [false, false, false]);
  });
});

describe('Versions for Rsbuild 1.x', () => {
  test('a peer range need not start at 1.0: plugin-svelte 1.1.2 asks for ^1.4.0 || ^2.0.0-0', () => {
    const pkg = installed('@rsbuild/plugin-svelte');
    assert.equal(pkg.version, '1.1.2');
    assert.equal(pkg.peerDependencies['@rsbuild/core'], '^1.4.0 || ^2.0.0-0');
  });
});

const pageSample = "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSass } from '@rsbuild/plugin-sass';\n\nexport default defineConfig({\n  plugins: [pluginReact(), pluginSass()],\n});\n";

describe('Plugin list', () => {
  test('a plugin is an object with a name and setup(api); a package exports a function that returns one; setup runs while Rsbuild prepares the config, before any build', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const made: RsbuildPlugin = pluginReact();
    assert.equal(made.name, 'rsbuild:react');
    assert.equal(typeof made.setup, 'function');
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const own: RsbuildPlugin = {
      name: 'my-plugin',
      setup(api) {
        calls.push('setup');
        api.modifyRspackConfig(() => {
          calls.push('modifyRspackConfig');
        });
      },
    };
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'plugin-list-setup'), rsbuildConfig: { plugins: [own] } });
    await rsbuild.initConfigs();
    assert.deepEqual(calls, ['setup', 'modifyRspackConfig']);
  });

  test('the page\'s sample (React and Sass plugins), as written in both languages, type-checks against the 1.x packages', () => {
    assertPageSamplesTypeCheck(ts, 'plugins/list/index', 1);
  });

  test('the page\'s sample (React and Sass plugins) builds with 1.7.6', async () => {
    for (const lang of ['en', 'zh'] as const) assert.deepEqual(pageSamples('plugins/list/index', lang), [pageSample], lang);
    const dir = makeProject({
      'src/index.jsx': "import './App.scss';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hi</h1>);\n",
      'src/App.scss': '$brand: #f93;\nh1 { color: $brand; }\n',
      'rsbuild.config.mjs': pageSample,
    }, 'plugin-list');
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    const css = listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.css'));
    assert.equal(css.length, 1);
    assert.match(readFileSync(path.join(dir, 'dist', css[0]), 'utf8'), /h1\{color:#f93\}/);
  });
});

describe('Other official plugins (those installed here)', () => {
  test('the installed ones: plugin-check-syntax 1.6.1, plugin-yaml 1.0.5 and plugin-toml 1.1.2 take core 1.x; YAML and TOML files are imported as objects', async () => {
    for (const [name, version] of [['@rsbuild/plugin-check-syntax', '1.6.1'], ['@rsbuild/plugin-yaml', '1.0.5'], ['@rsbuild/plugin-toml', '1.1.2']]) {
      const pkg = installed(name);
      assert.equal(pkg.version, version, name);
      assert.match(pkg.peerDependencies['@rsbuild/core'], /^\^1\.0\.0 \|\|/, name);
    }
    const { pluginYaml } = await plugin('@rsbuild/plugin-yaml');
    const { pluginToml } = await plugin('@rsbuild/plugin-toml');
    const dir = makeProject(
      {
        'src/a.yaml': 'title: from yaml\n',
        'src/b.yml': 'count: 2\n',
        'src/c.toml': 'name = "from toml"\n',
        'src/index.js': "import a from './a.yaml';\nimport b from './b.yml';\nimport c from './c.toml';\nwindow.result = [a.title, b.count, c.name].join('|');\n",
      },
      'plugin-list-data',
    );
    const result = await buildProject(dir, { mode: 'production', output: { minify: false }, plugins: [pluginYaml(), pluginToml()] });
    assert.deepEqual(result.errors, []);
    const js = listFiles(result.dist).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(result.dist, file), 'utf8')).join('\n');
    assert.match(js, /title: "from yaml"|"title":\s*"from yaml"|title:\s*'from yaml'/);
    assert.match(js, /count:\s*2|"count":\s*2/);
    assert.match(js, /name:\s*"from toml"|"name":\s*"from toml"/);
  });
});

describe('Other official plugins', () => {

  let typeCheck: TypeCheckProbe;
  before(async () => {
    typeCheck = await probeTypeCheck();
  });
  test('@rsbuild/plugin-type-check 1.6.1 takes core 1.x and checks types in a separate process during dev and build', () => {
    const pkg = installed('@rsbuild/plugin-type-check');
    assert.equal(pkg.version, '1.6.1');
    assert.match(pkg.peerDependencies['@rsbuild/core'], /^\^1\.0\.0 \|\|/);
    assert.ok(typeCheck.buildWorker, typeCheck.build.output);
    assert.match(typeCheck.build.output, /TS2322/);
    assert.ok(typeCheck.devWorker, typeCheck.devOutput);
    assert.match(typeCheck.devOutput, /TS2322/);
  });
});

describe('Other official plugins (conditions of the installed ones)', () => {
  // One Rsbuild instance per mode, with a web and a node environment, both plugins registered.
  const pluginsIn = async (mode: 'development' | 'production' | 'none') => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginCheckSyntax } = await plugin('@rsbuild/plugin-check-syntax');
    const { pluginImageCompress } = await plugin('@rsbuild/plugin-image-compress');
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, `list-build-only-${mode}`),
      rsbuildConfig: { mode, plugins: [pluginCheckSyntax(), pluginImageCompress()], environments: { web: {}, node: { output: { target: 'node' } } }, logLevel: 'silent' },
    });
    const names = (config: Rspack.Configuration) => [...(config.plugins ?? []), ...(config.optimization?.minimizer ?? [])].map((item) => (item as { constructor?: { name?: string } })?.constructor?.name ?? '').filter((name) => /CheckSyntax|ImageMinimizer/.test(name));
    return (await rsbuild.initConfigs()).map(names);
  };
  test('plugin-check-syntax checks web builds outside development mode only; plugin-image-compress compresses JPEG, PNG and ICO outside development mode only', async () => {
    assert.equal(installed('@rsbuild/plugin-image-compress').version, '1.3.3');
    const { DEFAULT_OPTIONS } = await plugin('@rsbuild/plugin-image-compress');
    assert.deepEqual(DEFAULT_OPTIONS, ['jpeg', 'png', 'ico']);
    const minimizers = ['ImageMinimizerPlugin', 'ImageMinimizerPlugin', 'ImageMinimizerPlugin'];
    assert.deepEqual(await pluginsIn('production'), [['CheckSyntaxRspackPlugin', ...minimizers], minimizers]);
    assert.deepEqual(await pluginsIn('none'), [['CheckSyntaxRspackPlugin', ...minimizers], minimizers]);
    assert.deepEqual(await pluginsIn('development'), [[], []]);
  });
});

describe('Versions for Rsbuild 1.x (core ranges of the documented plugins)', () => {
  test('the Sass, Less and Stylus releases of the table ask for core ^1.3.0, Svelte for ^1.4.0; the others for ^1.0.0', () => {
    const ranges = Object.fromEntries(
      ['react', 'vue', 'preact', 'solid', 'svelte', 'sass', 'less', 'stylus', 'babel', 'svgr'].map((name) => [name, installed(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core'].split(' || ')[0]]),
    );
    assert.deepEqual(ranges, { react: '^1.0.0', vue: '^1.0.0', preact: '^1.0.0', solid: '^1.0.0', svelte: '^1.4.0', sass: '^1.3.0', less: '^1.3.0', stylus: '^1.3.0', babel: '^1.0.0', svgr: '^1.0.0' });
  });
});

describe('Plugins documented on this site (SVGR row)', () => {
  test('SVGR: an import with the ?react query gives a React component; a plain import of the SVG gives a data URI up to output.dataUriLimit.svg (4096 bytes), a URL above it', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    const dir = makeProject(
      {
        'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
        // 4096 bytes, the default limit, and 4097 bytes, one above it.
        'src/edge.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(4096 - 47)}</svg>\n`,
        'src/big.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(4097 - 47)}</svg>\n`,
        'src/index.jsx': "import Logo from './logo.svg?react';\nimport logoUrl from './logo.svg';\nimport edgeUrl from './edge.svg';\nimport bigUrl from './big.svg';\nwindow.result = [typeof Logo, typeof logoUrl, logoUrl.slice(0, 25), Logo({}).type, edgeUrl.slice(0, 25), bigUrl];\n",
      },
      'plugin-list-svgr',
    );
    const result = await buildProject(dir, { mode: 'production', output: { target: 'node', minify: false }, plugins: [pluginReact(), pluginSvgr()] });
    assert.deepEqual(result.errors, []);
    const bundle = path.join(result.dist, 'index.js');
    const context: { window: { result?: unknown[] } } = { window: {} };
    const { runInNewContext } = await import('node:vm');
    runInNewContext(readFileSync(bundle, 'utf8'), { ...context, require: createRequire(bundle), module: { exports: {} }, exports: {} });
    const [component, type, prefix, element, edgePrefix, bigUrl] = context.window.result ?? [];
    assert.deepEqual([component, type, prefix, element, edgePrefix], ['function', 'string', 'data:image/svg+xml;base64', 'svg', 'data:image/svg+xml;base64']);
    assert.match(String(bigUrl), /^\/static\/svg\/big\.[0-9a-f]{8}\.svg$/);
    for (const [lang, wording] of [['en', 'a plain import still gives a URL, or a data URI for a file within [`output.dataUriLimit`]'], ['zh', '不带查询参数的导入仍得到 URL，不超过 [`output.dataUriLimit`]']] as const) {
      assert.ok(pageText('plugins/list/index', lang).includes(wording), lang);
    }
  });
});

describe('Other official plugins (type-check needs a tsconfig.json)', () => {
  test('plugin-type-check adds its checker only when the project has a tsconfig.json (or source.tsconfigPath names one)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginTypeCheck } = await plugin('@rsbuild/plugin-type-check');
    const checkerIn = async (files: Record<string, string>, name: string, tsconfigPath?: string) => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.ts': 'export {};\n', ...files }, name), rsbuildConfig: { mode: 'production', source: { tsconfigPath }, plugins: [pluginTypeCheck()], logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      return (config.plugins ?? []).some((item) => (item as { constructor?: { name?: string } })?.constructor?.name === 'TsCheckerRspackPlugin');
    };
    assert.equal(await checkerIn({ 'tsconfig.json': '{}\n' }, 'list-type-check-tsconfig'), true);
    assert.equal(await checkerIn({}, 'list-type-check-none'), false);
    assert.equal(await checkerIn({ 'config/tsconfig.app.json': '{}\n' }, 'list-type-check-path', './config/tsconfig.app.json'), true);
  });
});

describe('Plugins documented on this site (what each row says the plugin configures)', () => {
  // The Rspack config each plugin produces alone, read without building.
  const configOf = async (name: string, exported: string) => {
    const { createRsbuild } = await rsbuildCore();
    const made = (await plugin(`@rsbuild/plugin-${name}`))[exported]();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, `list-rows-${name}`), rsbuildConfig: { mode: 'production', plugins: [made], logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    return config;
  };
  const ruleTests = (config: Rspack.Configuration) => [...new Set((config.module?.rules ?? []).map((rule) => String((rule as { test?: unknown })?.test)))];

  test('Vue: a rule for .vue files, and the feature flags __VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__ and __VUE_PROD_HYDRATION_MISMATCH_DETAILS__ defined', async () => {
    const config = await configOf('vue', 'pluginVue');
    assert.ok(ruleTests(config).includes(String(/\.vue$/)), ruleTests(config).join(' '));
    const define = (config.plugins ?? []).find((item) => (item as { constructor?: { name?: string } })?.constructor?.name === 'DefinePlugin') as unknown as { _args: [Record<string, unknown>] };
    assert.deepEqual(Object.keys(define._args[0]).filter((key) => key.startsWith('__VUE_')), ['__VUE_OPTIONS_API__', '__VUE_PROD_DEVTOOLS__', '__VUE_PROD_HYDRATION_MISMATCH_DETAILS__']);
  });

  test('Preact: react and react-dom resolve to preact/compat', async () => {
    const alias = (await configOf('preact', 'pluginPreact')).resolve?.alias as Record<string, string>;
    assert.equal(alias.react, 'preact/compat');
    assert.equal(alias['react-dom'], 'preact/compat');
  });

  test('Svelte: .svelte components and .svelte.js / .svelte.ts rune modules (Svelte 5 installed)', async () => {
    assert.equal(installed('svelte').version.split('.')[0], '5');
    const tests = ruleTests(await configOf('svelte', 'pluginSvelte'));
    assert.ok(tests.includes(String(/\.svelte$/)) && tests.includes(String(/\.(?:svelte\.js|svelte\.ts)$/)), tests.join(' '));
  });

  test('Sass: .scss and .sass; Less: .less; Stylus: .styl and .stylus', async () => {
    assert.ok(ruleTests(await configOf('sass', 'pluginSass')).includes(String(/\.s(?:a|c)ss$/)));
    assert.ok(ruleTests(await configOf('less', 'pluginLess')).includes(String(/\.less$/)));
    assert.ok(ruleTests(await configOf('stylus', 'pluginStylus')).includes(String(/\.styl(us)?$/)));
  });
});

describe('Versions for Rsbuild 1.x', () => {
  // This machine's registry lacks the newest releases: its latest for these plugins is 1.x, but npm has
  // 2.x releases of the Vue, Preact and Svelte plugins (create-rsbuild 2.2.5's templates ask for
  // ^2.0.1, ^2.1.0, ^2.0.1) and of the Less plugin (@modern-js/builder 3.9.2 depends on 2.0.1).
  test('the page does not promise that a plain install of the Vue, Preact, Solid, Svelte, Less or Stylus plugin gives 1.x, and asks for @1 for every plugin', () => {
    for (const [lang, gone, kept] of [
      ['en', 'so a plain install works', 'Install every official plugin with the `@1` suffix'],
      ['zh', '直接安装即可', '安装任何官方插件时都请加上 `@1` 后缀'],
    ] as const) {
      const text = pageText('plugins/list/index', lang);
      assert.ok(!text.includes(gone), lang);
      assert.ok(text.includes(kept), lang);
      assert.ok(text.includes('`@modern-js/builder` 3.9.2'), lang);
    }
  });
  // The 2.x peers were read with `npm view @rsbuild/plugin-<name>@<version> peerDependencies` (react 2.1.1,
  // sass 2.0.1, babel 2.1.0, svgr 2.0.5: all '^2.0.0'; check-syntax 2.0.1, eslint 2.0.2, assets-retry
  // 2.0.2: '^1.0.0 || ^2.0.0'; css-minimizer 2.0.1: '^1.0.0 || ^2.0.0-0'). A test cannot reach the
  // registry, so the page text is pinned: no sentence rests on which release npm calls newest.
  test('page text: the React, Sass, Babel and SVGR 2.x releases are named with their ^2.0.0 core range; no claim about npm\'s latest tag or the newest 1.x', () => {
    for (const [lang, kept, gone] of [
      ['en', ['`@rsbuild/plugin-react` 2.1.1, `@rsbuild/plugin-sass` 2.0.1, `@rsbuild/plugin-babel` 2.1.0 and `@rsbuild/plugin-svgr` 2.0.5, the releases this page was checked with, all ask for `@rsbuild/core` `^2.0.0`', 'the release named in the table lists `@rsbuild/core` 1.x among its supported peers', '| Package | What it does | Version checked | Notes |', '1.x release: 1.5.2', '1.x release: 1.1.1'], ["npm's `latest` tag", 'its latest release lists', 'Latest version', 'last 1.x is', 'Last 1.x is', 'Most official plugins']],
      ['zh', ['`@rsbuild/plugin-react` 2.1.1、`@rsbuild/plugin-sass` 2.0.1、`@rsbuild/plugin-babel` 2.1.0 和 `@rsbuild/plugin-svgr` 2.0.5，对 `@rsbuild/core` 的要求都是 `^2.0.0`', '表中所列版本的 peer 范围包含 `@rsbuild/core` 1.x', '| 包名 | 作用 | 核对版本 | 备注 |', '1.x 版本可用 1.5.2', '1.x 版本可用 1.1.1'], ['`latest` 标签', '最新版本', '最后一个 1.x 版本', '大多数官方插件']],
    ] as const) {
      const text = pageText('plugins/list/index', lang);
      for (const literal of kept) assert.ok(text.includes(literal), `${lang}: ${literal}`);
      for (const literal of gone) assert.ok(!text.includes(literal), `${lang}: ${literal}`);
    }
  });
  test('the listed Vue, Preact, Solid, Svelte, Less and Stylus releases accept core 1.x and 2.x', () => {
    const ranges = Object.fromEntries(['vue', 'preact', 'solid', 'svelte', 'less', 'stylus'].map((name) => [name, installed(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core']]));
    assert.deepEqual(ranges, { vue: '^1.0.0 || ^2.0.0-0', preact: '^1.0.0 || ^2.0.0-0', solid: '^1.0.0 || ^2.0.0', svelte: '^1.4.0 || ^2.0.0-0', less: '^1.3.0 || ^2.0.0-0', stylus: '^1.3.0 || ^2.0.0-0' });
  });
});

describe('Plugins that run through @rsbuild/plugin-babel (Solid row; Vue JSX and Vue 2 JSX notes)', () => {
  // @rsbuild/plugin-vue-jsx 1.1.2 and @rsbuild/plugin-vue2-jsx 1.0.5 are not installed here. Checked
  // 2026-12-06 with `npm pack` of both: like plugin-solid 1.2.2, each only calls plugin-babel's
  // modifyBabelLoaderOptions() from a modifyBundlerChain hook, so the probe plugin below stands for them.
  test('alone, or beside a bare pluginBabel(), Solid\'s preset never reaches a rule; beside pluginBabel({ include }) or pluginBabel({ exclude }) it does', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginBabel, modifyBabelLoaderOptions } = await plugin('@rsbuild/plugin-babel');
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const applied = async (name: string, babel: RsbuildPlugin[]) => {
      let modifierRan = false;
      const probe: RsbuildPlugin = {
        name: 'babel-transform-probe',
        setup(api) {
          api.modifyBundlerChain((chain, { CHAIN_ID }) => {
            modifyBabelLoaderOptions({ chain, CHAIN_ID, modifier: (options: object) => ((modifierRan = true), options) });
          });
        },
      };
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.jsx': '' }, name), rsbuildConfig: { mode: 'production', plugins: [...babel, pluginSolid(), probe], logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      return [JSON.stringify(config.module?.rules).includes('babel-preset-solid'), modifierRan];
    };
    assert.deepEqual(await applied('list-solid-alone', []), [false, false]);
    assert.deepEqual(await applied('list-solid-bare-babel', [pluginBabel()]), [false, false]);
    assert.deepEqual(await applied('list-solid-babel-include', [pluginBabel({ include: /\.(?:jsx|tsx)$/ })]), [true, true]);
    // exclude alone also creates the babel-js rule that modifyBabelLoaderOptions (used by the Solid and Vue JSX plugins) finds.
    assert.deepEqual(await applied('list-solid-babel-exclude', [pluginBabel({ exclude: /[\\/]node_modules[\\/]/ })]), [true, true]);
  });

  test('page text: the Solid row and the Vue JSX and Vue 2 JSX notes say that pluginBabel() with an include or exclude option is registered beside them', () => {
    const en = pageText('plugins/list/index', 'en');
    const zh = pageText('plugins/list/index', 'zh');
    for (const row of ['[Solid]', '[`@rsbuild/plugin-vue-jsx`]', '[`@rsbuild/plugin-vue2-jsx`]']) {
      assert.match(en.split('\n').find((line) => line.startsWith(`| ${row}`)) ?? '', /`pluginBabel\(\)` with an `include` or `exclude` option/, row);
      assert.match(zh.split('\n').find((line) => line.startsWith(`| ${row}`)) ?? '', /带 `include` 或 `exclude` 选项的 `pluginBabel\(\)`/, row);
    }
  });
});
