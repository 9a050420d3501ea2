// guide/advanced/browserslist: where Rsbuild 1.7.6 reads the list from, per target and NODE_ENV,
// read from each environment's context after initConfigs (no build needed).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, type BuildResult, buildProject, type CliResult, freePort, makeProject, pageSamples, pageText, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withEnv, withNodeEnv, writeProjectFiles } from './harness';

const defaults = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];

async function listsOf(cwd: string, rsbuildConfig: RsbuildConfig = {}) {
  const { createRsbuild } = await rsbuildCore();
  const lists: Record<string, string[]> = {};
  const targets: Record<string, unknown> = {};
  const cssTargets: Record<string, unknown> = {};
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      ...rsbuildConfig,
      plugins: [
        {
          name: 'capture-browserslist',
          setup(api: Parameters<RsbuildPlugin['setup']>[0]) {
            api.modifyRspackConfig((config, { environment }) => {
              lists[environment.name] = environment.browserslist;
              targets[environment.name] = config.target;
              const lightningcss = (config.module?.rules ?? [])
                .flatMap((rule: any) => (rule && Array.isArray(rule.use) ? rule.use : []))
                .find((use: any) => use.loader === 'builtin:lightningcss-loader') as any;
              cssTargets[environment.name] = lightningcss?.options?.targets;
            });
          },
        },
      ],
    },
  });
  await rsbuild.initConfigs();
  return { lists, targets, cssTargets };
}

describe('Browserslist', () => {
  const nodeEnv = process.env.NODE_ENV;
  after(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('defaults per target: web and web-worker share a list, node >= 16; Rspack target es2017 for the default web list', async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'browserslist-defaults');
    const { lists, targets } = await listsOf(dir, {
      environments: { web: {}, worker: { output: { target: 'web-worker' } }, node: { output: { target: 'node' } } },
    });
    assert.deepEqual(lists.web, defaults);
    assert.deepEqual(lists.worker, defaults);
    assert.deepEqual(lists.node, ['node >= 16']);
    assert.deepEqual(targets.web, ['web', 'es2017']);
  });

  test('a .browserslistrc in the project root is used by web and web-worker, with # comments and commas; Rspack target becomes browserslist:<list>', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': '# modern only\nchrome >= 100, edge >= 100\nsafari >= 15.4\n' }, 'browserslist-rc');
    const { lists, targets } = await listsOf(dir, { environments: { web: {}, worker: { output: { target: 'web-worker' } } } });
    assert.deepEqual(lists.web, ['chrome >= 100', 'edge >= 100', 'safari >= 15.4']);
    assert.deepEqual(lists.worker, ['chrome >= 100', 'edge >= 100', 'safari >= 15.4']);
    assert.match(String(targets.web), /browserslist:chrome >= 100,edge >= 100,safari >= 15.4/);
  });

  test("an app without a list inherits the package.json list of a parent folder; the node target ignores it, except its Lightning CSS loader, which takes the web list", async () => {
    const root = makeProject({ 'package.json': JSON.stringify({ name: 'repo', browserslist: ['firefox >= 115'] }), 'apps/app/src/index.js': '' }, 'browserslist-parent');
    const { lists, cssTargets } = await listsOf(path.join(root, 'apps/app'), { environments: { web: {}, node: { output: { target: 'node' } } } });
    assert.deepEqual(lists.web, ['firefox >= 115']);
    assert.deepEqual(lists.node, ['node >= 16']);
    assert.deepEqual(cssTargets.node, ['firefox >= 115']);
  });

  test('output.overrideBrowserslist wins over config files; inside environments it replaces the top-level list', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n' }, 'browserslist-override');
    const { lists } = await listsOf(dir, {
      output: { overrideBrowserslist: ['safari >= 16'] },
      environments: { modern: {}, legacy: { output: { overrideBrowserslist: ['chrome >= 70'] } } },
    });
    assert.deepEqual(lists.modern, ['safari >= 16']);
    assert.deepEqual(lists.legacy, ['chrome >= 70']);
  });

  test('a file named browserslist (no extension) is read like .browserslistrc', async () => {
    const dir = makeProject({ 'src/index.js': '', browserslist: 'firefox >= 120\n' }, 'browserslist-plain-file');
    assert.deepEqual((await listsOf(dir)).lists.web, ['firefox >= 120']);
  });

  test('the list is read once per process: an edited .browserslistrc is not seen by a later build in the same process', async () => {
    const { writeFileSync } = await import('node:fs');
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n' }, 'browserslist-read-once');
    assert.deepEqual((await listsOf(dir)).lists.web, ['chrome >= 100']);
    writeFileSync(path.join(dir, '.browserslistrc'), 'chrome >= 120\n');
    assert.deepEqual((await listsOf(dir)).lists.web, ['chrome >= 100']);
  });

  test('two sources in one folder fail: "BrowserslistError: <folder> contains both .browserslistrc and package.json with browsers"', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n', 'package.json': JSON.stringify({ browserslist: ['chrome >= 90'] }) }, 'browserslist-both');
    await assert.rejects(listsOf(dir), { name: 'BrowserslistError', message: `${dir} contains both .browserslistrc and package.json with browsers` });
  });

  test('the other two pairs name their sources: "contains both browserslist and package.json with browsers", "contains both .browserslistrc and browserslist"', async () => {
    const filePlusPackage = makeProject({ 'src/index.js': '', browserslist: 'chrome >= 100\n', 'package.json': JSON.stringify({ browserslist: ['chrome >= 90'] }) }, 'browserslist-both-file-pkg');
    await assert.rejects(listsOf(filePlusPackage), { name: 'BrowserslistError', message: `${filePlusPackage} contains both browserslist and package.json with browsers` });
    const rcPlusFile = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n', browserslist: 'chrome >= 90\n' }, 'browserslist-both-rc-file');
    await assert.rejects(listsOf(rcPlusFile), { name: 'BrowserslistError', message: `${rcPlusFile} contains both .browserslistrc and browserslist` });
  });

  test('two sources fail only where the search reaches them: not with overrideBrowserslist, not for a node target, not above a folder that has its own list', async () => {
    const both = { 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n', 'package.json': JSON.stringify({ browserslist: ['chrome >= 90'] }) };
    const overridden = makeProject(both, 'browserslist-both-override');
    assert.deepEqual((await listsOf(overridden, { output: { overrideBrowserslist: ['safari >= 16'] } })).lists, { web: ['safari >= 16'] });
    const nodeOnly = makeProject(both, 'browserslist-both-node');
    assert.deepEqual((await listsOf(nodeOnly, { output: { target: 'node' } })).lists, { node: ['node >= 16'] });
    const nested = makeProject({ ...both, 'apps/app/src/index.js': '', 'apps/app/.browserslistrc': 'firefox >= 120\n' }, 'browserslist-both-parent');
    assert.deepEqual((await listsOf(path.join(nested, 'apps/app'))).lists, { web: ['firefox >= 120'] });
    await assert.rejects(listsOf(path.join(nested, 'src')), { name: 'BrowserslistError', message: `${nested} contains both .browserslistrc and package.json with browsers` });
  });

  test('a package.json without a browserslist field is no second source: the .browserslistrc beside it is used', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n', 'package.json': JSON.stringify({ name: 'app' }) }, 'browserslist-rc-plain-pkg');
    assert.deepEqual((await listsOf(dir)).lists.web, ['chrome >= 100']);
  });

  test('rsbuild build with two sources in the root: exit 1, "error   Failed to build." then "error   BrowserslistError: <folder> contains both …", then a stack trace; nothing compiled', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n', 'package.json': JSON.stringify({ browserslist: ['chrome >= 90'] }) }, 'browserslist-both-cli');
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 1);
    assert.ok(result.stderr.includes(`error   Failed to build.\nerror   BrowserslistError: ${dir} contains both .browserslistrc and package.json with browsers\n    at `), result.output);
    assert.doesNotMatch(result.output, /build started/);
  });

  test('rsbuild dev with two sources in the root stops too: exit 1, "error   Failed to start dev server." then the BrowserslistError; nothing compiled', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n', 'package.json': JSON.stringify({ browserslist: ['chrome >= 90'] }) }, 'browserslist-both-dev');
    const result = await runCli(dir, ['dev', '--port', String(await freePort())]);
    assert.equal(result.code, 1);
    assert.ok(result.stderr.includes(`error   Failed to start dev server.\nerror   BrowserslistError: ${dir} contains both .browserslistrc and package.json with browsers\n    at `), result.output);
    assert.doesNotMatch(result.output, /build started/);
  });

  test('the section named like NODE_ENV is used, else the default list; BROWSERSLIST_ENV has no effect', async () => {
    const rc = 'chrome >= 87\n\n[development]\nlast 1 chrome version\n';
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'browserslist-env');
    process.env.NODE_ENV = 'development';
    assert.deepEqual((await listsOf(dir)).lists.web, ['last 1 chrome version']);
    process.env.NODE_ENV = 'production';
    process.env.BROWSERSLIST_ENV = 'development';
    try {
      assert.deepEqual((await listsOf(dir)).lists.web, ['chrome >= 87']);
    } finally {
      delete process.env.BROWSERSLIST_ENV;
    }
  });

  test('JS API: initConfigs() with NODE_ENV unset reads the section BROWSERSLIST_ENV names, and [production] with neither variable', async () => {
    const rc = 'chrome >= 87\n\n[production]\nchrome >= 100\n\n[legacy]\nchrome >= 50\n';
    await withEnv('BROWSERSLIST_ENV', 'legacy', () =>
      withNodeEnv(undefined, async () => assert.deepEqual((await listsOf(makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'browserslist-env-api'))).lists.web, ['chrome >= 50'])),
    );
    await withEnv('BROWSERSLIST_ENV', undefined, () =>
      withNodeEnv(undefined, async () => assert.deepEqual((await listsOf(makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'browserslist-env-api-none'))).lists.web, ['chrome >= 100'])),
    );
    assert.ok(pageText('guide/advanced/browserslist', 'en').includes('The JavaScript API is different in one case: `initConfigs()`, `inspectConfig()` and `createCompiler()` do not set `NODE_ENV` first, so when it is unset at the first such call of a process, `BROWSERSLIST_ENV` names the section, and `[production]` is read when neither is set'));
    assert.ok(pageText('guide/advanced/browserslist', 'zh').includes('JavaScript API 有一种情况例外：`initConfigs()`、`inspectConfig()` 和 `createCompiler()` 不会预先设置 `NODE_ENV`，如果进程中第一次调用它们时 `NODE_ENV` 尚未设置，就由 `BROWSERSLIST_ENV` 决定读取哪个小节，两者都未设置时读取 `[production]`'));
  });

  test("Browserslist's BROWSERSLIST and BROWSERSLIST_CONFIG variables are ignored: the default list, SWC targets and Rspack target stay", async () => {
    const dir = makeProject({ 'src/index.js': '', 'custom/list': 'firefox >= 121\n' }, 'browserslist-env-vars');
    const saved = { BROWSERSLIST: process.env.BROWSERSLIST, BROWSERSLIST_CONFIG: process.env.BROWSERSLIST_CONFIG };
    process.env.BROWSERSLIST = 'firefox >= 120';
    process.env.BROWSERSLIST_CONFIG = path.join(dir, 'custom/list');
    try {
      const { lists, targets } = await listsOf(dir);
      assert.deepEqual(lists.web, defaults);
      assert.deepEqual(targets.web, ['web', 'es2017']);
      const { createRsbuild } = await rsbuildCore();
      const [config] = await (await createRsbuild({ cwd: dir })).initConfigs();
      const swc = (config.module?.rules as any[]).flatMap((rule) => rule?.use ?? []).find((use: any) => use.loader === 'builtin:swc-loader');
      assert.deepEqual(swc.options.env.targets, defaults);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  test('no section matches: a package.json object uses its defaults key, and without one Rsbuild falls back to its built-in default', async () => {
    const sections = { production: ['chrome >= 100'], development: ['last 1 chrome version'] };
    const withoutDefaults = makeProject({ 'src/index.js': '', 'package.json': JSON.stringify({ browserslist: sections }) }, 'browserslist-pkg-sections');
    const withDefaults = makeProject({ 'src/index.js': '', 'package.json': JSON.stringify({ browserslist: { ...sections, defaults: ['firefox >= 100'] } }) }, 'browserslist-pkg-defaults');
    process.env.NODE_ENV = 'test';
    assert.deepEqual((await listsOf(withoutDefaults)).lists.web, defaults);
    assert.deepEqual((await listsOf(withDefaults)).lists.web, ['firefox >= 100']);
    process.env.NODE_ENV = 'production';
    assert.deepEqual((await listsOf(withoutDefaults)).lists.web, ['chrome >= 100']);
  });

  test('the list does not choose the files: .js, .mjs and .cjs in node_modules are not compiled, TypeScript and JSX files there are', async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'browserslist-include');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production' } });
    const [config] = await rsbuild.initConfigs();
    const jsRule = (config.module?.rules as any[]).find((rule) => rule?.use?.some?.((use: any) => use.loader === 'builtin:swc-loader') && String(rule.test).includes('mjs'));
    const include = jsRule.include as any[];
    const compiled = (file: string) => include.some((condition) => (condition instanceof RegExp ? condition.test(file) : !condition.not.test(file)));
    assert.equal(compiled('/app/node_modules/lib/index.js'), false);
    assert.equal(compiled('/app/node_modules/lib/index.mjs'), false);
    assert.equal(compiled('/app/node_modules/lib/index.cjs'), false);
    for (const ext of ['ts', 'tsx', 'mts', 'cts', 'jsx']) assert.equal(compiled(`/app/node_modules/lib/index.${ext}`), true, ext);
    assert.equal(compiled('/app/src/index.js'), true);
    assert.equal(compiled('/app/node_modules/@rsbuild/core/dist/client/hmr.js'), false);
    // The one exception: in development mode, a web build also compiles Rsbuild's own client.
    const devRsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development' } });
    const [devConfig] = await devRsbuild.initConfigs();
    const devJsRule = (devConfig.module?.rules as any[]).find((rule) => rule?.use?.some?.((use: any) => use.loader === 'builtin:swc-loader') && String(rule.test).includes('mjs'));
    const devInclude = devJsRule.include as any[];
    const compiledInDev = (file: string) => devInclude.some((condition) => (condition instanceof RegExp ? condition.test(file) : !condition.not.test(file)));
    assert.equal(compiledInDev('/app/node_modules/@rsbuild/core/dist/client/hmr.js'), true);
    assert.equal(compiledInDev('/app/node_modules/lib/index.js'), false);
  });

  test('web-worker: Rspack target es2017 with the default list, es5 with any other', async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'browserslist-worker');
    const { targets } = await listsOf(dir, {
      environments: { plain: { output: { target: 'web-worker' } }, custom: { output: { target: 'web-worker', overrideBrowserslist: ['chrome >= 100'] } } },
    });
    assert.deepEqual(targets.plain, ['webworker', 'es2017']);
    assert.deepEqual(targets.custom, ['webworker', 'es5']);
  });

  test("a node environment built with a web environment gives the Lightning CSS loader the web environment's list", async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'browserslist-node-css');
    const { cssTargets } = await listsOf(dir, {
      environments: { web: { output: { overrideBrowserslist: ['safari >= 16'] } }, node: { output: { target: 'node' } } },
    });
    assert.deepEqual(cssTargets.web, ['safari >= 16']);
    assert.deepEqual(cssTargets.node, ['safari >= 16']);
  });

  test("with several web environments, the node environment's Lightning CSS loader takes the list of the first one in environments", async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'browserslist-node-css-first');
    const modern = { output: { overrideBrowserslist: ['chrome >= 111'] } };
    const legacy = { output: { overrideBrowserslist: ['chrome >= 61'] } };
    const node = { output: { target: 'node' as const } };
    assert.deepEqual((await listsOf(dir, { environments: { modern, legacy, node } })).cssTargets.node, ['chrome >= 111']);
    assert.deepEqual((await listsOf(dir, { environments: { legacy, node, modern } })).cssTargets.node, ['chrome >= 61']);
  });

  test("a NODE_ENV that matches no section and no default queries: Unknown target 'browserslist:'", async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': '[production]\nchrome >= 87\n\n[development]\nlast 1 chrome version\n' }, 'browserslist-empty');
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv('test', async () => {
      const rsbuild = await createRsbuild({ cwd: dir });
      await assert.rejects(rsbuild.createCompiler(), /Unknown target 'browserslist:'/);
    });
  });

  test("rsbuild build with NODE_ENV=test prints 'Failed to build.', then Rspack's Unknown target error with its list of targets, then a stack trace", async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': '[production]\nchrome >= 100\n\n[development]\nlast 1 chrome version\n' }, 'browserslist-empty-cli');
    const result = await runCli(dir, ['build'], { env: { NODE_ENV: 'test' } });
    assert.equal(result.code, 1);
    const block = [
      "error   Failed to build.",
      "error   Unknown target 'browserslist:'. The following targets are supported:",
      "* browserslist / browserslist:env / browserslist:query / browserslist:path-to-config / browserslist:path-to-config:env: Resolve features from browserslist. Will resolve browserslist config automatically. Only browser or node queries are supported (electron is not supported). Examples: 'browserslist:modern' to use 'modern' environment from browserslist config",
      "* web: Web browser.",
      "* webworker: Web Worker, SharedWorker or Service Worker.",
      "* [async-]node[X[.Y]]: Node.js in version X.Y. The 'async-' prefix will load chunks asynchronously via 'fs' and 'vm' instead of 'require()'. Examples: node14.5, async-node10.",
      "* electron[X[.Y]]-main/preload/renderer: Electron in version X.Y. Script is running in main, preload resp. renderer context.",
      "* nwjs[X[.Y]] / node-webkit[X[.Y]]: NW.js in version X.Y.",
      "* esX: EcmaScript in this version. Examples: es2020, es5.",
    ].join('\n');
    assert.ok(result.output.includes(`\n${block}\n    at `), result.output);
  });
});

describe('Common problems › The list has no effect on a dependency', () => {
  // A dependency under a node_modules folder of the project itself (the shared node_modules is read-only).
  const dir = makeProject(
    {
      'src/index.js': "import { depFn } from '../vendor/node_modules/dep/index.js';\nimport '../vendor/node_modules/dep/style.css';\nexport const srcFn = (a) => a?.srcProp;\nconsole.log(srcFn, depFn);\n",
      'vendor/node_modules/dep/index.js': 'export const depFn = (a) => a?.depProp;\n',
      'vendor/node_modules/dep/style.css': '.dep-box { user-select: none; }\n',
    },
    'browserslist-dependency',
  );
  let result: BuildResult;
  before(async () => {
    result = await buildProject(dir, {
      mode: 'production',
      output: { overrideBrowserslist: ['chrome >= 60', 'safari >= 14'], filenameHash: false },
      environments: {
        plain: { output: { distPath: { root: 'dist/plain' } } },
        included: { source: { include: [/vendor[\\/]node_modules[\\/]dep/] }, output: { distPath: { root: 'dist/included' } } },
      },
    });
  });

  test('the dependency\'s JavaScript is lowered only with source.include; its CSS gets the prefixes either way', () => {
    assert.deepEqual(result.errors, []);
    const plain = readText(dir, 'dist/plain/static/js/index.js');
    assert.match(plain, /null==\w+\?void 0:\w+\.srcProp/);
    assert.match(plain, /\w+\?\.depProp/);
    assert.match(readText(dir, 'dist/included/static/js/index.js'), /null==\w+\?void 0:\w+\.depProp/);
    for (const env of ['plain', 'included']) assert.equal(readText(dir, `dist/${env}/static/css/index.css`), '.dep-box{-webkit-user-select:none;user-select:none}');
  });
});

describe('What the list affects › CSS', () => {
  // Production build, default lists: a web environment and a node environment that emits CSS.
  let dir: string;
  before(async () => {
    dir = makeProject({ 'src/index.js': "import './box.css';\n", 'src/box.css': '.box { inset: 0; }\n' }, 'browserslist-node-minify');
    const result = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: { web: {}, node: { output: { target: 'node', emitCss: true, distPath: { root: 'dist/server' } } } },
    });
    assert.deepEqual(result.errors, []);
  });

  test("the node environment's CSS minifier keeps the node list: inset:0 there, top/bottom/left/right in the web CSS", () => {
    assert.equal(readText(dir, 'dist/static/css/index.css'), '.box{top:0;bottom:0;left:0;right:0}');
    assert.equal(readText(dir, 'dist/server/static/css/index.css'), '.box{inset:0}');
  });
});

describe('Lists per NODE_ENV', () => {
  // Each command prints NODE_ENV and the list Rsbuild chose, then ends before any compilation.
  const dir = makeProject(
    {
      'src/index.js': '',
      '.browserslistrc': 'chrome >= 87\n\n[production]\nchrome >= 100\n\n[development]\nfirefox >= 100\n',
      'rsbuild.config.mjs': `if (process.env.PRINT_AT_LOAD) {
  console.log('NODE_ENV=' + process.env.NODE_ENV + ' AT LOAD');
  process.exit(0);
}
export default {
  plugins: [{
    name: 'print-list',
    setup(api) {
      api.modifyRspackConfig((_config, { environment }) => {
        console.log('NODE_ENV=' + process.env.NODE_ENV + ' LIST=' + JSON.stringify(environment.browserslist));
        process.exit(0);
      });
    },
  }],
};
`,
    },
    'browserslist-cli-env',
  );
  // The same project with a .env file that names NODE_ENV.
  const dotenvDir = makeProject({ ...Object.fromEntries(['src/index.js', '.browserslistrc', 'rsbuild.config.mjs'].map((file) => [file, readText(dir, file)])), '.env': 'NODE_ENV=development\n' }, 'browserslist-cli-dotenv');
  // And one whose .env says production.
  const dotenvProductionDir = makeProject({ ...Object.fromEntries(['src/index.js', '.browserslistrc', 'rsbuild.config.mjs'].map((file) => [file, readText(dir, file)])), '.env': 'NODE_ENV=production\n' }, 'browserslist-cli-dotenv-production');
  const runs: Record<string, CliResult> = {};
  before(async () => {
    const commands: [string, string[], Record<string, string>][] = [
      ['rsbuild dev', ['dev'], {}],
      ['rsbuild build', ['build'], {}],
      ['rsbuild build --mode development', ['build', '--mode', 'development'], {}],
      ['NODE_ENV=development rsbuild build', ['build'], { NODE_ENV: 'development' }],
      ['rsbuild inspect', ['inspect'], {}],
      ['NODE_ENV=production rsbuild inspect', ['inspect'], { NODE_ENV: 'production' }],
      ['rsbuild --root . build', ['--root', '.', 'build'], {}],
      ['rsbuild preview', ['preview'], { PRINT_AT_LOAD: '1' }],
    ];
    await Promise.all([
      ...commands.map(async ([name, args, env]) => (runs[name] = await runCli(dir, args, { env }))),
      runCli(dotenvDir, ['build']).then((run) => (runs['rsbuild build with NODE_ENV=development in .env'] = run)),
      runCli(dotenvDir, ['build'], { env: { NODE_ENV: 'production' } }).then((run) => (runs['NODE_ENV=production rsbuild build with NODE_ENV=development in .env'] = run)),
      runCli(dotenvProductionDir, ['inspect']).then((run) => (runs['rsbuild inspect with NODE_ENV=production in .env'] = run)),
    ]);
  });

  test('a NODE_ENV=development line in .env replaces the value of the CLI or the shell: rsbuild build reads [development]', () => {
    assert.match(runs['rsbuild build with NODE_ENV=development in .env'].output, /NODE_ENV=development LIST=\["firefox >= 100"\]/);
    assert.match(runs['NODE_ENV=production rsbuild build with NODE_ENV=development in .env'].output, /NODE_ENV=development LIST=\["firefox >= 100"\]/);
  });

  test('the table: dev reads [development], build [production] even with --mode development, NODE_ENV from the shell wins; inspect reads [development]', () => {
    assert.match(runs['rsbuild dev'].output, /NODE_ENV=development LIST=\["firefox >= 100"\]/);
    assert.match(runs['rsbuild build'].output, /NODE_ENV=production LIST=\["chrome >= 100"\]/);
    assert.match(runs['rsbuild build --mode development'].output, /NODE_ENV=production LIST=\["chrome >= 100"\]/);
    assert.match(runs['NODE_ENV=development rsbuild build'].output, /NODE_ENV=development LIST=\["firefox >= 100"\]/);
    assert.match(runs['rsbuild inspect'].output, /NODE_ENV=development LIST=\["firefox >= 100"\]/);
  });

  test('NODE_ENV=production rsbuild inspect shows the production list', () => {
    assert.match(runs['NODE_ENV=production rsbuild inspect'].output, /NODE_ENV=production LIST=\["chrome >= 100"\]/);
  });

  test('a NODE_ENV=production line in .env makes rsbuild inspect show the production list', () => {
    assert.match(runs['rsbuild inspect with NODE_ENV=production in .env'].output, /NODE_ENV=production LIST=\["chrome >= 100"\]/);
  });

  test('NODE_ENV comes from the first argument: rsbuild --root . build reads [development]; rsbuild preview sets production', () => {
    assert.match(runs['rsbuild --root . build'].output, /NODE_ENV=development LIST=\["firefox >= 100"\]/);
    assert.match(runs['rsbuild preview'].output, /^NODE_ENV=production AT LOAD$/m);
  });
});

describe('Query the list', () => {
  const rc = '[production]\nchrome >= 87\n\n[development]\nlast 1 chrome version\n';
  const cli = (dir: string, args: string[], env: Record<string, string>) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
    if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;
    if (!('BROWSERSLIST_ENV' in env)) delete childEnv.BROWSERSLIST_ENV;
    for (const key of ['BROWSERSLIST', 'BROWSERSLIST_CONFIG']) if (!(key in env)) delete childEnv[key];
    return execFileSync(process.execPath, [path.join(dir, 'node_modules/browserslist/cli.js'), ...args], { cwd: dir, env: childEnv, encoding: 'utf8' });
  };

  test('the Browserslist CLI (4.29.6) picks the section of --env, else of BROWSERSLIST_ENV or NODE_ENV, else production', () => {
    const dir = makeProject({ '.browserslistrc': rc }, 'browserslist-cli');
    // 4.29.6 was also the registry's latest (npm view browserslist version) on 2026-12-06.
    assert.equal(JSON.parse(readText(path.join(dir, 'node_modules/browserslist'), 'package.json')).version, '4.29.6');
    // The page names the release it was checked with, not npm's latest tag (this machine's registry lags behind npm).
    assert.ok(pageText('guide/advanced/browserslist', 'en').includes('With Browserslist 4.29.6, the release this page was checked with, it selects'));
    assert.ok(pageText('guide/advanced/browserslist', 'zh').includes('以 Browserslist 4.29.6（核对本页时使用的版本）为例'));
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText('guide/advanced/browserslist', lang), /`latest`/);
    assert.match(cli(dir, [], {}), /^chrome 87$/m);
    const development = cli(dir, [], { NODE_ENV: 'development' }).trim().split('\n');
    assert.equal(development.length, 1);
    assert.doesNotMatch(development[0], /^chrome 87$/);
    assert.deepEqual(cli(dir, ['--env=development'], {}).trim().split('\n'), development);
    assert.deepEqual(cli(dir, [], { BROWSERSLIST_ENV: 'development', NODE_ENV: 'production' }).trim().split('\n'), development);
    assert.match(cli(dir, ['--env=production'], { BROWSERSLIST_ENV: 'development' }), /^chrome 87$/m);
  });

  test('inspect writes dist/.rsbuild/rspack.config.web.mjs, where env.targets of builtin:swc-loader and targets of builtin:lightningcss-loader hold the list', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\nsafari >= 16\n' }, 'browserslist-inspect');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.inspectConfig({ writeToDisk: true });
    const text = readText(dir, 'dist/.rsbuild/rspack.config.web.mjs');
    const list = String.raw`\[\s*'chrome >= 100',\s*'safari >= 16'\s*\]`;
    assert.match(text, new RegExp(String.raw`loader: 'builtin:lightningcss-loader',\s*options: \{\s*targets: ` + list));
    assert.match(text, new RegExp(String.raw`loader: 'builtin:swc-loader',[\s\S]*?env: \{\s*targets: ` + list));
  });

  test('NODE_ENV=production rsbuild inspect after rsbuild inspect: the first file keeps the development list, the production one is in rspack.config.web.<timestamp>.mjs, the path printed', async () => {
    const { readdirSync } = await import('node:fs');
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 87\n\n[production]\nchrome >= 100\n\n[development]\nfirefox >= 100\n' }, 'browserslist-inspect-twice');
    const first = await runCli(dir, ['inspect']);
    assert.equal(first.code, 0, first.output);
    assert.ok(first.output.includes(`  - Rspack Config (web): ${dir}/dist/.rsbuild/rspack.config.web.mjs\n`), first.output);
    const second = await runCli(dir, ['inspect'], { env: { NODE_ENV: 'production' } });
    assert.equal(second.code, 0, second.output);
    const printed = second.output.match(/ {2}- Rspack Config \(web\): (\S+)\n/)?.[1];
    assert.match(String(printed), /[\\/]dist[\\/]\.rsbuild[\\/]rspack\.config\.web\.\d+\.mjs$/);
    const files = readdirSync(path.join(dir, 'dist/.rsbuild')).filter((name) => name.startsWith('rspack.config.web.'));
    assert.deepEqual(files.sort(), ['rspack.config.web.mjs', path.basename(String(printed))].sort());
    const targets = (file: string) => readText(dir, `dist/.rsbuild/${file}`).match(/loader: 'builtin:swc-loader',[\s\S]*?env: \{\s*targets: \[\s*'([^']+)'\s*\]/)?.[1];
    assert.equal(targets('rspack.config.web.mjs'), 'firefox >= 100');
    assert.equal(targets(path.basename(String(printed))), 'chrome >= 100');
  });

  test('the Browserslist CLI uses BROWSERSLIST or BROWSERSLIST_CONFIG from the shell instead of the project config file', () => {
    const dir = makeProject({ '.browserslistrc': 'chrome >= 87\n', other: 'firefox >= 121\n' }, 'browserslist-cli-env-vars');
    const browsers = (env: Record<string, string>) => [...new Set(cli(dir, [], env).trim().split('\n').map((line) => line.split(' ')[0]))];
    assert.deepEqual(browsers({}), ['chrome']);
    assert.deepEqual(browsers({ BROWSERSLIST: 'safari >= 17' }), ['safari']);
    assert.deepEqual(browsers({ BROWSERSLIST_CONFIG: 'other' }), ['firefox']);
  });

  test('--coverage prints the share of global usage', () => {
    const dir = makeProject({}, 'browserslist-coverage');
    assert.match(cli(dir, ['--coverage', 'chrome >= 87'], {}), /These browsers account for [\d.]+% of all users globally/);
  });
});

describe('What the list affects › Polyfills', () => {
  // One development build (module ids are paths) of two environments with output.polyfill 'usage'.
  const dir = makeProject({ 'src/index.js': 'class Counter { count = 1; }\nconsole.log(new Counter(), [1, 2].at(-1));\n' }, 'browserslist-polyfill');
  let result: BuildResult;
  before(async () => {
    result = await buildProject(dir, {
      mode: 'development',
      output: { polyfill: 'usage' },
      environments: {
        modern: { output: { overrideBrowserslist: ['chrome >= 100'], distPath: { root: 'dist/modern' } } },
        old: { output: { overrideBrowserslist: ['chrome >= 60'], distPath: { root: 'dist/old' } } },
        entryModern: { output: { polyfill: 'entry', overrideBrowserslist: ['chrome >= 100'], distPath: { root: 'dist/entry-modern' } } },
        entryOld: { output: { polyfill: 'entry', overrideBrowserslist: ['chrome >= 60'], distPath: { root: 'dist/entry-old' } } },
      },
    });
  });

  test("with polyfill 'usage', the core-js module for Array.prototype.at is added for chrome >= 60 and left out for chrome >= 100", () => {
    assert.deepEqual(result.errors, []);
    assert.doesNotMatch(readText(dir, 'dist/modern/static/js/index.js'), /core-js\/modules\/es\.array\.at\.js/);
    assert.match(readText(dir, 'dist/old/static/js/index.js'), /core-js\/modules\/es\.array\.at\.js/);
  });
  test("with polyfill 'entry', the core-js module for Array.prototype.at is added for chrome >= 60 and left out for chrome >= 100", () => {
    assert.doesNotMatch(readText(dir, 'dist/entry-modern/static/js/index.js'), /core-js\/modules\/es\.array\.at\.js/);
    assert.match(readText(dir, 'dist/entry-old/static/js/index.js'), /core-js\/modules\/es\.array\.at\.js/);
  });
  test('JavaScript syntax: a class field is lowered for chrome >= 60 and kept for chrome >= 100', () => {
    assert.match(readText(dir, 'dist/modern/static/js/index.js'), /class Counter \{\s*count = 1;\s*\}/);
    assert.match(readText(dir, 'dist/old/static/js/index.js'), /class Counter \{\s*constructor\(\)\{\s*_define_property\._\(this, "count", 1\);/);
  });
});

describe('What the list affects › CSS (nesting)', () => {
  // Production build of two environments that differ only in their list.
  const css = '.a { color: blue; .b { color: red; } }\n';
  const dir = makeProject({ 'src/index.js': "import './a.css';\n", 'src/a.css': css }, 'browserslist-nesting');
  let result: BuildResult;
  before(async () => {
    result = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: {
        older: { output: { overrideBrowserslist: ['chrome >= 100'], distPath: { root: 'dist/older' } } },
        newer: { output: { overrideBrowserslist: ['chrome >= 120'], distPath: { root: 'dist/newer' } } },
      },
    });
  });

  test('CSS nesting is lowered for chrome >= 100 and kept for chrome >= 120', () => {
    assert.deepEqual(result.errors, []);
    assert.equal(readText(dir, 'dist/older/static/css/index.css'), '.a{color:#00f}.a .b{color:red}');
    assert.equal(readText(dir, 'dist/newer/static/css/index.css'), '.a{color:#00f;& .b{color:red}}');
  });
});

describe('Browserslist › samples as written', () => {
  test('output.overrideBrowserslist, Defaults per target, Per-environment lists: the three rsbuild.config.ts samples type-check as written, in both languages, and are the configs the tests below use', () => {
    assertPageSamplesTypeCheck(ts, 'guide/advanced/browserslist', 3);
    const samples = pageSamples('guide/advanced/browserslist', 'en');
    assert.deepEqual(pageSamples('guide/advanced/browserslist', 'zh'), samples);
    assert.ok(samples[0].includes("overrideBrowserslist: ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15.4'],"), samples[0]);
    assert.ok(samples[1].includes("target: 'node',\n    overrideBrowserslist: ['node >= 20'],"), samples[1]);
    for (const line of [
      "overrideBrowserslist: ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'],",
      "distPath: { root: 'dist/modern' },",
      "overrideBrowserslist: ['chrome >= 61', 'firefox >= 60', 'safari >= 11'],",
      "polyfill: 'usage',",
      "distPath: { root: 'dist/legacy' },",
    ]) {
      assert.ok(samples[2].includes(line), line);
    }
  });

  test("Query the list: npx asks 'Ok to proceed?' before it fetches a missing package in a terminal, and only warns without a terminal or in CI", () => {
    // The npm that runs npx here (libnpmexec, in npm's own node_modules).
    const npmRoot = execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim();
    const exec = readText(path.join(npmRoot, 'npm/node_modules/libnpmexec/lib'), 'index.js');
    assert.ok(exec.includes('if (noTTY() || ciInfo.isCI) {'), 'no prompt without a terminal or in CI');
    assert.ok(exec.includes('not found and will be installed: '), 'the warning printed instead');
    assert.ok(exec.includes('prompt: `Need to install the following packages:\\n${addList.join(\'\\n\')}\\nOk to proceed? `,'), 'the prompt in a terminal');
  });

  test("Defaults per target: the node sample's overrideBrowserslist ['node >= 20'] is used, a .browserslistrc beside it is not", async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n' }, 'browserslist-node-sample');
    const { lists } = await listsOf(dir, { output: { target: 'node', overrideBrowserslist: ['node >= 20'] } });
    assert.deepEqual(lists, { node: ['node >= 20'] });
  });

  test('Per-environment lists: the modern and legacy environments of the sample get their own lists, whatever the .browserslistrc says', async () => {
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n' }, 'browserslist-env-sample');
    const { lists } = await listsOf(dir, {
      environments: {
        modern: { output: { overrideBrowserslist: ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'], distPath: { root: 'dist/modern' } } },
        legacy: { output: { overrideBrowserslist: ['chrome >= 61', 'firefox >= 60', 'safari >= 11'], polyfill: 'usage', distPath: { root: 'dist/legacy' } } },
      },
    });
    assert.deepEqual(lists, {
      modern: ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'],
      legacy: ['chrome >= 61', 'firefox >= 60', 'safari >= 11'],
    });
  });

  test('Query the list: @rsbuild/plugin-babel pulls browserslist in through @babel/core, and npm puts its bin in node_modules/.bin', () => {
    const modules = path.join(rsbuildV1Dir, 'node_modules');
    const dependsOn = (pkg: string, dep: string) => Object.keys(JSON.parse(readText(path.join(modules, pkg), 'package.json')).dependencies ?? {}).includes(dep);
    assert.ok(dependsOn('@rsbuild/plugin-babel', '@babel/core'));
    assert.ok(dependsOn('@babel/core', '@babel/helper-compilation-targets'));
    assert.ok(dependsOn('@babel/helper-compilation-targets', 'browserslist'));
    assert.equal(JSON.parse(readText(path.join(modules, 'browserslist'), 'package.json')).bin.browserslist, 'cli.js');
    assert.ok(existsSync(path.join(modules, '.bin/browserslist')));
  });

  test('Query the list: @rsbuild/core does not depend on the browserslist package (npx has to fetch it)', () => {
    const manifest = JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core'), 'package.json'));
    assert.equal(manifest.version, '1.7.6');
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), ['@rspack/core', '@rspack/lite-tapable', '@swc/helpers', 'core-js', 'jiti']);
    assert.equal(manifest.peerDependencies?.browserslist, undefined);
  });
});

describe('Set your target browsers', () => {
  // rsbuild dev with .browserslistrc as a reload-server watch file; the config prints the list of each (re)start.
  const dir = makeProject(
    {
      'src/index.js': 'console.log(1);\n',
      '.browserslistrc': 'chrome >= 100\n',
      'rsbuild.config.mjs': `export default {
  dev: { watchFiles: { paths: '.browserslistrc', type: 'reload-server' } },
  plugins: [{
    name: 'print-list',
    setup(api) {
      api.modifyRspackConfig((_config, { environment }) => void console.log('LIST=' + JSON.stringify(environment.browserslist)));
    },
  }],
};
`,
    },
    'browserslist-dev-restart',
  );
  let cli: ReturnType<typeof startCli> | undefined;
  after(() => cli?.stop());

  test("a restart inside the process keeps the old list: an edit of a reload-server .browserslistrc prints 'restarting server as .browserslistrc changed', and the restarted server still has the first list", async () => {
    cli = startCli(dir, ['dev', '--port', String(await freePort())], /ready +built in/);
    await cli.started;
    // The watcher may start just after the first build: write again (a comment line added) if no restart follows within 10 s.
    let writes = 0;
    let lastWrite = 0;
    const output = await waitFor('the dev server to restart and build again', () => {
      const text = cli!.output();
      if (/info +restarting server as \.browserslistrc changed\n[\s\S]*ready +built in/.test(text)) return text;
      if (writes === 0 || Date.now() - lastWrite > 10_000) {
        writeProjectFiles(dir, { '.browserslistrc': `firefox >= 120\n# ${++writes}\n` });
        lastWrite = Date.now();
      }
      return '';
    }, 90_000);
    assert.deepEqual(output.match(/^LIST=.*$/gm), ['LIST=["chrome >= 100"]', 'LIST=["chrome >= 100"]']);
  });
});

describe('Set your target browsers › performance.buildCache', () => {
  // Each project is built twice by the CLI with the persistent cache on (in a folder of its own),
  // the list edited from chrome >= 60 to chrome >= 100 in between: optional chaining is lowered for
  // chrome 60 and kept for chrome 100, so the second output says whether the new list was used.
  const cases = {
    'browserslist file': { file: 'browserslist', app: '', dependencies: '' },
    '.browserslistrc in the root': { file: '.browserslistrc', app: '', dependencies: '' },
    'package.json in the root': { file: 'package.json', app: '', dependencies: '' },
    '.browserslistrc in a parent folder': { file: '.browserslistrc', app: 'app/', dependencies: '' },
    'browserslist file in buildDependencies': { file: 'browserslist', app: '', dependencies: "buildDependencies: [new URL('./browserslist', import.meta.url).pathname]," },
  };
  const list = (file: string, query: string) => (file === 'package.json' ? JSON.stringify({ browserslist: [query] }) : `${query}\n`);
  const keptAfterEdit: Record<string, boolean[]> = {};
  before(async () => {
    // The list in output.overrideBrowserslist of the config file, edited the same way.
    const config = (query: string) => `export default { performance: { buildCache: { cacheDirectory: 'cache' } }, output: { filenameHash: false, overrideBrowserslist: ['${query}'] } };\n`;
    const overridden = async () => {
      const dir = makeProject({ 'src/index.js': 'export const f = (a) => a?.b;\nconsole.log(f);\n', 'rsbuild.config.mjs': config('chrome >= 60') }, 'browserslist-build-cache-override');
      const build = async () => {
        const result = await runCli(dir, ['build']);
        assert.equal(result.code, 0, result.output);
        return readText(dir, 'dist/static/js/index.js').includes('?.');
      };
      const kept = [await build()];
      writeProjectFiles(dir, { 'rsbuild.config.mjs': config('chrome >= 100') });
      kept.push(await build());
      keptAfterEdit['overrideBrowserslist in the config file'] = kept;
    };
    await Promise.all([
      overridden(),
      ...Object.entries(cases).map(async ([name, { file, app, dependencies }]) => {
        const dir = makeProject(
          {
            [file]: list(file, 'chrome >= 60'),
            [`${app}src/index.js`]: 'export const f = (a) => a?.b;\nconsole.log(f);\n',
            [`${app}rsbuild.config.mjs`]: `export default { performance: { buildCache: { cacheDirectory: 'cache', ${dependencies} } }, output: { filenameHash: false } };\n`,
          },
          'browserslist-build-cache',
        );
        const root = path.join(dir, app);
        const build = async () => {
          const result = await runCli(root, ['build']);
          assert.equal(result.code, 0, result.output);
          return readText(root, 'dist/static/js/index.js').includes('?.');
        };
        const kept = [await build()];
        writeProjectFiles(dir, { [file]: list(file, 'chrome >= 100') });
        kept.push(await build());
        if (name === 'browserslist file') {
          // Without the cache directory, the same build uses the new list.
          rmSync(path.join(root, 'cache'), { recursive: true, force: true });
          kept.push(await build());
        }
        keptAfterEdit[name] = kept;
      }),
    ]);
  });

  test('an edited output.overrideBrowserslist in the config file invalidates the cache too: the next build uses the new list', () => {
    assert.deepEqual(keptAfterEdit['overrideBrowserslist in the config file'], [false, true]);
  });

  test('the page names the three files whose edits invalidate the cache, in both languages, and no longer says only two list sources do', () => {
    const en = pageText('guide/advanced/browserslist', 'en');
    const zh = pageText('guide/advanced/browserslist', 'zh');
    assert.ok(en.includes('editing the list invalidates the persistent cache only when the list is in a `.browserslistrc` or `package.json` in the project root, or in `output.overrideBrowserslist` of the Rsbuild config file'));
    assert.ok(!en.includes('the only list sources whose edits invalidate the persistent cache'));
    assert.ok(zh.includes('或者写在 Rsbuild 配置文件的 `output.overrideBrowserslist` 里时，修改列表才会让持久化缓存失效'));
    assert.ok(!zh.includes('在各种列表来源中，只有项目根目录下的'));
  });

  test('an edited .browserslistrc or package.json in the project root invalidates the cache: the next build uses the new list', () => {
    assert.deepEqual(keptAfterEdit['.browserslistrc in the root'], [false, true]);
    assert.deepEqual(keptAfterEdit['package.json in the root'], [false, true]);
  });

  test('an edited browserslist file or parent-folder .browserslistrc does not: the next build reuses the code compiled for the old list', () => {
    assert.deepEqual(keptAfterEdit['browserslist file'].slice(0, 2), [false, false]);
    assert.deepEqual(keptAfterEdit['.browserslistrc in a parent folder'], [false, false]);
  });

  test("with the file's absolute path in buildDependencies, or after deleting the cache directory, the next build uses the new list", () => {
    assert.deepEqual(keptAfterEdit['browserslist file in buildDependencies'], [false, true]);
    assert.equal(keptAfterEdit['browserslist file'][2], true);
  });
});
