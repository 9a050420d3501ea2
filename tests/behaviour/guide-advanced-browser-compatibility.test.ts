// guide/advanced/browser-compatibility, checked with @rsbuild/core 1.7.6 and
// @rsbuild/plugin-check-syntax 1.6.1: one production build with four environments (the default
// list without minification; a dependency in source.include; 'usage' and 'entry' minified), three
// small builds with the check-syntax plugin, and where the browser list comes from, read from
// initConfigs. A "dependency" is a folder under vendor/node_modules, which Rsbuild treats like
// any path with a node_modules segment.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, writeProjectFiles, type BuildResult } from './harness';

const { createRsbuild } = await rsbuildCore();
type CheckSyntaxModule = typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-check-syntax');
const { pluginCheckSyntax, CheckSyntax } = await plugin<CheckSyntaxModule>('@rsbuild/plugin-check-syntax');

const userJs = `export function displayName(user) {
  return user?.profile?.name ?? 'Guest';
}

export class Counter {
  count = 0;

  increment() {
    this.count += 1;
  }
}
`;
const cardCss = `.card {
  inset: 0;
  color: rgb(0 0 0 / 50%);
  user-select: none;

  &:hover {
    color: oklch(60% 0.2 30);
  }
}
`;
const files = {
  'src/user.js': userJs,
  'src/card.css': cardCss,
  'src/more.js': `export class Secret {
  #count = 1;
  #bump() { return this.#count; }
  static { this.ready = true; }
  read() { this.total ??= 0; this.total ||= 1; return 1_000 + this.#bump(); }
}
export async function load(...rest) { const { a, ...others } = rest[0]; return { ...others, a: await a }; }
export async function* stream() { yield 1; }
`,
  'src/index.js': `import { displayName, Counter } from './user.js';
import { Secret, load, stream } from './more.js';
import { last, Dep } from '../vendor/node_modules/dep/plain.js';
import { typed } from '../vendor/node_modules/dep/typed.ts';
import './card.css';
window.out = [displayName(window.user), new Counter(), new Secret(), load, stream, [1, 2, 3].at(-1), Object.hasOwn({}, 'x'), last, Dep, typed];
`,
  // Modern syntax and an API that only the dependency calls.
  'vendor/node_modules/dep/plain.js': "export class Dep { static { this.tag = 'DEP_MARK'; } }\nexport const last = [1, 2].findLast(Boolean);\n",
  'vendor/node_modules/dep/typed.ts': 'export const typed: number = 7;\nexport class TypedDep { static { this.kind = 1; } }\n',
};
const depInclude = /[\\/]node_modules[\\/]dep[\\/]/;

type Use = { loader: string; options?: Record<string, any> };
/** The SWC loader options of the js rule in a bundler config. */
const swcOptions = (config: Rspack.Configuration) =>
  ((config.module?.rules ?? []) as Rspack.RuleSetRule[]).flatMap((rule) => (rule.use as Use[] | undefined) ?? []).find((use) => use.loader.includes('swc'))?.options;

async function environmentOf(dir: string, config: RsbuildConfig = {}) {
  let browserslist: string[] = [];
  const capture: RsbuildPlugin = { name: 'capture', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (browserslist = environment.browserslist)) };
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...config, plugins: [...(config.plugins ?? []), capture] } });
  const [bundlerConfig] = await rsbuild.initConfigs();
  return { rsbuild, bundlerConfig, browserslist };
}

/** Runs a build with the check-syntax plugin; returns what it printed (no colours) and the error thrown. */
async function checkedBuild(name: string, config: RsbuildConfig, projectFiles: Record<string, string> = files) {
  const lines: string[] = [];
  const { log, info, error } = console;
  console.log = console.info = console.error = (...args: unknown[]) => void lines.push(args.map(String).join(' ').replace(/\x1b\[[0-9;]*m/g, ''));
  let thrown = '';
  let result: BuildResult | undefined;
  const dir = makeProject(projectFiles, name);
  try {
    result = await buildProject(dir, { mode: 'production', logLevel: 'info', ...config });
  } catch (caught) {
    thrown = (caught as Error).message;
  } finally {
    Object.assign(console, { log, info, error });
  }
  return { printed: lines.join('\n'), thrown, result, dir };
}

describe('Browser compatibility', () => {
  let dir: string;
  let js: string;
  let includedJs: string;
  let chrome87Js: string;
  let css: string;
  let plainCss: string;
  let postcssCss: string;
  const sizes: Record<string, number> = {};
  let noMap: Awaited<ReturnType<typeof checkedBuild>>;
  let excluded: Awaited<ReturnType<typeof checkedBuild>>;
  let mapped: Awaited<ReturnType<typeof checkedBuild>>;
  let nullish: Awaited<ReturnType<typeof checkedBuild>>;
  let nullish2020: Awaited<ReturnType<typeof checkedBuild>>;
  let spread: Awaited<ReturnType<typeof checkedBuild>>;

  before(async () => {
    dir = makeProject(files, 'browser-compat');
    const build = await buildProject(dir, {
      mode: 'production',
      environments: {
        web: { output: { minify: false, polyfill: 'usage', distPath: { root: 'dist/plain' } } },
        included: { source: { include: [depInclude] }, output: { minify: false, polyfill: 'usage', distPath: { root: 'dist/included' } } },
        usage: { output: { polyfill: 'usage', distPath: { root: 'dist/usage' } } },
        worker: { output: { target: 'web-worker', minify: false, polyfill: 'usage', distPath: { root: 'dist/worker' } } },
        // Chrome 87 alone: which APIs it lacks.
        chrome87: { output: { overrideBrowserslist: ['chrome 87'], minify: false, polyfill: 'usage', distPath: { root: 'dist/chrome87' } } },
        // A PostCSS plugin next to Lightning CSS: it copies inset into a custom property.
        entry: {
          output: { polyfill: 'entry', distPath: { root: 'dist/entry' } },
          tools: { postcss: (_options, { addPlugins }) => addPlugins({ postcssPlugin: 'mark-inset', Declaration: { inset: (decl: { cloneBefore: (props: object) => void }) => decl.cloneBefore({ prop: '--inset-mark', value: 'seen' }) } }) },
        },
      },
    });
    assert.deepEqual(build.errors, []);
    const dist = (name: string) => path.join(dir, 'dist', name);
    js = outputFile(dist('plain'), /^static\/js\/index\.[0-9a-f]{8}\.js$/) + outputFile(dist('plain'), /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    includedJs = outputFile(dist('included'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    chrome87Js = outputFile(dist('chrome87'), /^static\/js\/index\.[0-9a-f]{8}\.js$/) + outputFile(dist('chrome87'), /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    css = outputFile(dist('usage'), /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    plainCss = outputFile(dist('plain'), /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    postcssCss = outputFile(dist('entry'), /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    for (const name of ['usage', 'entry']) {
      const [file] = listFiles(dist(name)).filter((candidate) => /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/.test(candidate));
      sizes[name] = statSync(path.join(dist(name), file)).size;
    }
    // The check-syntax plugin: an inline script of es2021 in the HTML, a static block in the
    // dependency, a call of Object.hasOwn in src.
    const html = { tags: [{ tag: 'script', children: 'window.x ??= 1;' }] };
    const checkFiles = { 'src/index.js': "import { Dep } from '../vendor/node_modules/dep/plain.js';\nconsole.log(Dep, Object.hasOwn({}, 'x'));\n", 'vendor/node_modules/dep/plain.js': files['vendor/node_modules/dep/plain.js'] };
    noMap = await checkedBuild('check-syntax', { html, plugins: [pluginCheckSyntax({ exclude: /node_modules\/dep\// })] }, checkFiles);
    excluded = await checkedBuild('check-syntax-excluded', { html, output: { sourceMap: { js: 'source-map' } }, plugins: [pluginCheckSyntax({ exclude: /node_modules\/dep\//, excludeOutput: /\.html$/ })] }, checkFiles);
    mapped = await checkedBuild('check-syntax-mapped', { output: { sourceMap: { js: 'source-map' } }, plugins: [pluginCheckSyntax({ excludeErrorLogs: ['code'] })] }, checkFiles);
    // The page's src/user.js: SWC keeps ?? for the default list, which is newer than ES2017.
    const userFiles = { 'src/index.js': "import { displayName } from './user.js';\nconsole.log(displayName(window.user));\n", 'src/user.js': userJs };
    nullish = await checkedBuild('check-syntax-nullish', { plugins: [pluginCheckSyntax()] }, userFiles);
    spread = await checkedBuild('check-syntax-spread', { plugins: [pluginCheckSyntax()] }, { 'src/index.js': 'console.log({ ...window.user, a: 1 });\n' });
    nullish2020 = await checkedBuild('check-syntax-2020', { plugins: [pluginCheckSyntax({ ecmaVersion: 2020 })] }, { ...userFiles, 'src/index.js': userFiles['src/index.js'] + "import { Dep } from '../vendor/node_modules/dep/plain.js';\nconsole.log(Dep);\n", 'vendor/node_modules/dep/plain.js': files['vendor/node_modules/dep/plain.js'] });
  });

  describe('Default target browsers', () => {
    test('chrome >= 87, edge >= 88, firefox >= 78, safari >= 14, released from mid-2020 to early 2021', async () => {
      const { browserslist } = await environmentOf(makeProject({ 'src/index.js': '' }, 'browserslist-default'));
      assert.deepEqual(browserslist, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
      const { agents } = createRequire(path.join(rsbuildV1Dir, 'package.json'))('caniuse-lite/dist/unpacker/agents') as { agents: Record<string, { release_date: Record<string, number> }> };
      const released = (browser: string, version: string) => new Date(agents[browser].release_date[version] * 1000).toISOString().slice(0, 7);
      assert.deepEqual([released('firefox', '78'), released('safari', '14'), released('chrome', '87'), released('edge', '88')], ['2020-06', '2020-09', '2020-11', '2021-01']);
    });

    test('a .browserslistrc, package.json or output.overrideBrowserslist sets the list', async () => {
      const rc = await environmentOf(makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 70\nfirefox >= 68\nsafari >= 12\n' }, 'browserslist-rc'));
      assert.deepEqual(rc.browserslist, ['chrome >= 70', 'firefox >= 68', 'safari >= 12']);
      const pkg = await environmentOf(makeProject({ 'src/index.js': '', 'package.json': '{ "browserslist": ["chrome >= 100"] }\n' }, 'browserslist-pkg'));
      assert.deepEqual(pkg.browserslist, ['chrome >= 100']);
      const override = await environmentOf(makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 70\n' }, 'browserslist-override'), { output: { overrideBrowserslist: ['firefox >= 115'] } });
      assert.deepEqual(override.browserslist, ['firefox >= 115']);
    });
  });

  describe('Syntax downgrade with SWC', () => {
    test('the page example: optional chaining and the class field lowered, ?? and the class kept, as printed', () => {
      assert.ok(
        js.includes(`function displayName(user) {
    var _user_profile;
    return (user === null || user === void 0 ? void 0 : (_user_profile = user.profile) === null || _user_profile === void 0 ? void 0 : _user_profile.name) ?? 'Guest';
}
class Counter {
    increment() {
        this.count += 1;
    }
    constructor(){
        (0,_define_property._)(this, "count", 0);
    }
}`),
        js,
      );
      for (const lang of ['en', 'zh'] as const) {
        const page = pageText('guide/advanced/browser-compatibility', lang);
        const block = page.match(/```js\n([\s\S]*?)```/)?.[1];
        assert.ok(block && js.includes(block.trim()), lang);
      }
    });

    test('private fields and methods, static blocks, logical assignment and numeric separators lowered; async/await, rest/spread and async generators kept', () => {
      assert.doesNotMatch(js, /#count|#bump/);
      assert.doesNotMatch(js, /static \{\s*this\.ready/);
      assert.doesNotMatch(js, /\?\?=|\|\|=/);
      assert.doesNotMatch(js, /1_000/);
      assert.match(js, /const \{ a, \.\.\.others \} = rest\[0\];/);
      assert.match(js, /\.\.\.others,/);
      assert.match(js, /async function load\(/);
      assert.match(js, /await a/);
      assert.match(js, /async function\* stream\(\)/);
    });

    test('helpers come from @swc/helpers, a dependency of @rsbuild/core', () => {
      assert.match(js, /node_modules\/@swc\/helpers\/esm\/_define_property\.js/);
      const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
      assert.ok(pkg.dependencies['@swc/helpers']);
    });

    describe('What SWC does not compile', () => {
      test('TypeScript in node_modules is compiled; plain .js of a dependency is bundled unchanged', () => {
        assert.match(js, /static \{\s*this\.tag = 'DEP_MARK';/);
        assert.doesNotMatch(js, /static \{\s*this\.kind = 1/);
        assert.doesNotMatch(js, /typed: number/);
      });

      test('in node_modules the js rule takes .ts, .tsx, .jsx, .mts and .cts files, not .js, .mjs or .cjs; outside node_modules it takes all eight', async () => {
        const { bundlerConfig } = await environmentOf(makeProject({ 'src/index.js': '' }, 'node-modules-extensions'), { mode: 'production' });
        const rule = (bundlerConfig.module!.rules as Rspack.RuleSetRule[]).find((candidate) => candidate?.test instanceof RegExp && candidate.test.test('a.js') && JSON.stringify(candidate.use ?? '').includes('swc'))!;
        type Condition = RegExp | { not: RegExp };
        const takes = (file: string) => (rule.test as RegExp).test(file) && (rule.include as Condition[]).some((condition) => (condition instanceof RegExp ? condition.test(file) : !condition.not.test(file)));
        const extensions = ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'mts', 'cts'];
        assert.deepEqual(extensions.filter((extension) => takes(`/app/node_modules/dep/index.${extension}`)), ['jsx', 'ts', 'tsx', 'mts', 'cts']);
        assert.deepEqual(extensions.filter((extension) => takes(`/app/src/index.${extension}`)), extensions);
      });

      test("in development, web only: the js rule also takes node_modules/@rsbuild/core/dist/, where Rsbuild's client lives", async () => {
        const dir = makeProject({ 'src/index.js': "console.log('client');\n" }, 'client-rule');
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' } } } } });
        const configs = await rsbuild.initConfigs();
        const client = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js');
        const takes = (name: string) => {
          const config = configs.find((candidate) => candidate.name === name)!;
          const rule = (config.module!.rules as Rspack.RuleSetRule[]).find((candidate) => candidate?.test instanceof RegExp && candidate.test.test('a.js') && JSON.stringify(candidate.use ?? '').includes('swc'))!;
          return (rule.include as unknown[]).some((condition) => condition instanceof RegExp && condition.test(client));
        };
        assert.equal(takes('web'), true);
        assert.equal(takes('node'), false);
      });

      test('in development, Babel added by @rsbuild/plugin-babel sits in the same js rule, so it sees the dev client too', async () => {
        const { pluginBabel } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel')>('@rsbuild/plugin-babel');
        const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'client-rule-babel'), rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginBabel()] } });
        const [web] = await rsbuild.initConfigs();
        const client = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js');
        const rule = (web.module!.rules as Rspack.RuleSetRule[]).find((candidate) => candidate?.test instanceof RegExp && candidate.test.test('a.js') && JSON.stringify(candidate.use ?? '').includes('swc'))!;
        assert.ok((rule.include as unknown[]).some((condition) => condition instanceof RegExp && condition.test(client)));
        assert.deepEqual(((rule.use as Use[]) ?? []).map((use) => (use.loader.includes('babel-loader') ? 'babel-loader' : use.loader)), ['builtin:swc-loader', 'babel-loader']);
      });

      test('a plain .js file outside the project root (not in node_modules) is compiled too', async () => {
        const fixture = makeProject({ 'app/src/index.js': "import { read } from '../../shared/read.js';\nwindow.out = read(window.user);\n", 'shared/read.js': 'export const read = (user) => user?.name;\n' }, 'outside-root');
        const build = await buildProject(path.join(fixture, 'app'), { mode: 'production', output: { minify: false } });
        assert.deepEqual(build.errors, []);
        const out = outputFile(build.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
        assert.match(out, /user === null \|\| user === void 0 \? void 0 : user\.name/);
        assert.doesNotMatch(out, /user\?\.name/);
      });
    });
  });

  describe('Polyfills', () => {
    test("'usage' adds core-js modules for Array.prototype.at and Object.hasOwn, from Rsbuild's own core-js, into lib-polyfill", () => {
      assert.match(js, /tools\/rsbuild-v1\/node_modules\/core-js\/modules\/es\.array\.at\.js/);
      assert.match(js, /core-js\/modules\/es\.object\.has-own\.js/);
      const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
      assert.ok(pkg.dependencies['core-js']);
    });

    test('Chrome 87 lacks Array.prototype.at and Object.hasOwn: a build for chrome 87 alone polyfills both', () => {
      assert.match(chrome87Js, /core-js\/modules\/es\.array\.at\.js/);
      assert.match(chrome87Js, /core-js\/modules\/es\.object\.has-own\.js/);
    });

    test("'usage' misses an API called only inside a dependency; source.include fixes it", () => {
      assert.doesNotMatch(js, /es\.array\.find-last/);
      assert.match(includedJs, /es\.array\.find-last/);
    });

    test("'off' by default; 'entry' puts import \"core-js\" before each entry; polyfills for web and web-worker only", async () => {
      const project = makeProject({ 'src/index.js': '' }, 'polyfill-targets');
      const { rsbuild } = await environmentOf(project);
      assert.equal(rsbuild.getNormalizedConfig().output.polyfill, 'off');
      const mode = async (target: 'web' | 'web-worker' | 'node') => swcOptions((await environmentOf(project, { output: { target, polyfill: 'usage' } })).bundlerConfig)?.env?.mode;
      assert.deepEqual([await mode('web'), await mode('web-worker'), await mode('node')], ['usage', 'usage', undefined]);
      const entry = (await environmentOf(project, { output: { polyfill: 'entry' } })).bundlerConfig.entry as Record<string, string[]>;
      assert.equal(entry.index.length, 2);
      assert.equal(decodeURIComponent(entry.index[0]), 'data:text/javascript,import "core-js";');
    });

    test('web-worker: no chunk splitting, so the polyfills are in the worker file itself, not in lib-polyfill', () => {
      const workerDist = path.join(dir, 'dist/worker');
      const scripts = listFiles(workerDist).filter((file) => file.endsWith('.js'));
      assert.equal(scripts.length, 1, scripts.join(', '));
      assert.match(scripts[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
      assert.match(readFileSync(path.join(workerDist, scripts[0]), 'utf8'), /core-js\/modules\/es\.array\.at\.js/);
    });

    test("minified lib-polyfill chunk: about 15 kB with 'usage', about 150 kB with 'entry'", () => {
      assert.ok(sizes.usage > 12_000 && sizes.usage < 18_000, String(sizes.usage));
      assert.ok(sizes.entry > 140_000 && sizes.entry < 160_000, String(sizes.entry));
    });
  });

  describe('Compile dependencies', () => {
    test('the page regex matches the package folder with / or \\ separators and in the .pnpm layout', () => {
      const pattern = /[\\/]node_modules[\\/]@acme[\\/]charts[\\/]/;
      assert.ok(pattern.test('/app/node_modules/@acme/charts/dist/index.js'));
      assert.ok(pattern.test('C:\\app\\node_modules\\@acme\\charts\\dist\\index.js'));
      assert.ok(pattern.test('/app/node_modules/.pnpm/@acme+charts@2.0.0/node_modules/@acme/charts/dist/index.js'));
      assert.ok(!pattern.test('/app/node_modules/@acme/charts-extra/index.js'));
    });

    test('a dependency in source.include is lowered and gets usage polyfills', () => {
      assert.doesNotMatch(includedJs, /static \{/);
      assert.match(includedJs, /Dep\.tag = 'DEP_MARK';/);
      assert.match(includedJs, /es\.array\.find-last/);
    });
  });

  describe('Check the output syntax', () => {
    // The registry, read on 2026-12-05 (npm view): latest is 2.0.1, engines node ^20.19.0 || >=22.12.0;
    // the newest 1.x is 1.6.1, peer @rsbuild/core ^1.0.0 || ^2.0.0-0.
    test('the installed 1.x plugin is 1.6.1', () => {
      const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-check-syntax/package.json'), 'utf8'));
      assert.equal(pkg.version, '1.6.1');
      // The page names the releases it was checked with, not what npm's latest tag is (this machine's registry lags behind npm).
      assert.ok(pageText('guide/advanced/browser-compatibility', 'en').includes('This page describes the 1.x line of the plugin, checked with 1.6.1. The plugin also has 2.x releases, which need Node.js 20.19+ or 22.12+ (checked with 2.0.1), so pin the major version:'));
      assert.ok(pageText('guide/advanced/browser-compatibility', 'zh').includes('本文介绍的是该插件的 1.x 版本，核对时使用的是 1.6.1。该插件也有 2.x 版本，要求 Node.js 20.19+ 或 22.12+（以 2.0.1 核对），因此请锁定主版本号：'));
      for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText('guide/advanced/browser-compatibility', lang), /`latest`/);
    });

    test('every mode but development, web only: no check in development, for node or for web-worker; mode none is checked', async () => {
      const project = makeProject({ 'src/index.js': '' }, 'check-syntax-where');
      const has = async (config: RsbuildConfig) => ((await environmentOf(project, { ...config, plugins: [pluginCheckSyntax()] })).bundlerConfig.plugins ?? []).some((item) => item?.constructor?.name === 'CheckSyntaxRspackPlugin');
      assert.deepEqual(
        [await has({ mode: 'production' }), await has({ mode: 'none' }), await has({ mode: 'development' }), await has({ mode: 'production', output: { target: 'node' } }), await has({ mode: 'production', output: { target: 'web-worker' } })],
        [true, true, false, false, false],
      );
    });

    test('a dev server started with NODE_ENV=production already set compiles in production mode, and the check is added', async () => {
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'check-syntax-dev-prod'), rsbuildConfig: { logLevel: 'silent', server: { middlewareMode: true }, plugins: [pluginCheckSyntax()] } });
        const server = await rsbuild.createDevServer({ runCompile: false });
        await server.close();
        assert.equal(rsbuild.context.action, 'dev');
        assert.equal(rsbuild.getNormalizedConfig().mode, 'production');
        const [web] = await rsbuild.initConfigs();
        assert.ok((web.plugins ?? []).some((item) => item?.constructor?.name === 'CheckSyntaxRspackPlugin'));
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    });

    test('rsbuild dev with NODE_ENV=production: the plugin reads the output from disk, so the compile fails with ENOENT and a stack through CheckSyntaxRspackPlugin.check unless dev.writeToDisk is on; with it, the output is checked; either failure leaves page requests unanswered', async () => {
      const project = (writeToDisk: boolean) =>
        makeProject(
          {
            'src/index.js': 'console.log(window.a ?? 1);\n',
            'rsbuild.config.mjs': `import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { plugins: [pluginCheckSyntax()], dev: { writeToDisk: ${writeToDisk} } };\n`,
          },
          `check-syntax-dev-${writeToDisk}`,
        );
      for (const [writeToDisk, printed] of [
        // The error line, then the stack that the logger prints under it, down to the plugin's check.
        [false, /error {3}ENOENT: no such file or directory, open '[^']*[\\/]dist[\\/](?:index\.html|static[\\/]js[\\/]index\.[0-9a-f]{8}\.js)'\n(?: *│ +at [^\n]*\n)*? *│ +at async CheckSyntaxRspackPlugin\.check \(/],
        // The report goes to stdout and the two error lines to stderr, so their order varies.
        [true, /^(?=[\s\S]*error {3}\[@rsbuild\/plugin-check-syntax\] Find some syntax that does not match "ecmaVersion <= 2017":)(?=[\s\S]*code: +.*window\.a\?\?1)(?=[\s\S]*error {3}\[@rsbuild\/plugin-check-syntax\] The current build fails due to an incompatible syntax)/],
      ] as const) {
        const dir = project(writeToDisk);
        const dev = startCli(dir, ['dev', '--port', String(await freePort())], printed, { env: { NODE_ENV: 'production' } });
        try {
          await dev.started;
          if (!writeToDisk) assert.doesNotMatch(dev.output(), /plugin-check-syntax\] Find some syntax/);
          // The build never finishes: a page request still has no answer 5 s after the error (a manual try waited 30 s without one),
          // while the same server without the plugin answers within that bound (below).
          await assert.rejects(fetch(`http://localhost:${dev.port()}/`, { signal: AbortSignal.timeout(5_000) }), { name: 'TimeoutError' });
          assert.doesNotMatch(dev.output(), /ready {3}built in/);
        } finally {
          await dev.stop();
        }
      }
      // The control: without the plugin, the same production dev server answers the page within the same 5 s.
      const control = startCli(makeProject({ 'src/index.js': 'console.log(window.a ?? 1);\n' }, 'check-syntax-dev-control'), ['dev', '--port', String(await freePort())], /ready {3}built in/, { env: { NODE_ENV: 'production' } });
      try {
        await control.started;
        const response = await fetch(`http://localhost:${control.port()}/`, { signal: AbortSignal.timeout(5_000) });
        assert.equal(response.status, 200);
      } finally {
        await control.stop();
      }
    });

    test('without source maps: the emitted file and the inline HTML script, ecmaVersion <= 2017 for the default list, then the build fails; exclude on node_modules does not match', () => {
      assert.match(noMap.printed, /\[@rsbuild\/plugin-check-syntax\] Find some syntax that does not match "ecmaVersion <= 2017":/);
      assert.match(noMap.printed, /source:\s+\/dist\/index\.html:1:10\n\s+reason:\s+Unexpected token \(1:10\)\n\s+code:\s+window\.x \?\?= 1;/);
      assert.match(noMap.printed, /source:\s+\/dist\/static\/js\/index\.[0-9a-f]{8}\.js:1:\d+\n\s+reason:\s+Unexpected token \(1:\d+\)\n\s+code:\s+.*static\{this\.tag="DEP_MARK"\}/);
      assert.match(noMap.thrown, /\[@rsbuild\/plugin-check-syntax\] The current build fails due to an incompatible syntax/);
      // The files were emitted before the check; production builds write no JavaScript source map.
      const emitted = listFiles(path.join(noMap.dir, 'dist'));
      assert.ok(emitted.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), emitted.join(', '));
      assert.equal(emitted.some((file) => file.endsWith('.map')), false);
    });

    test('with a source map: the original file and the emitted one; excludeErrorLogs drops fields', () => {
      assert.match(mapped.printed, /source:\s+vendor\/node_modules\/dep\/plain\.js:1:26\n\s+output:\s+\/dist\/static\/js\/index\.[0-9a-f]{8}\.js:1:\d+\n\s+reason:\s+Unexpected token/);
      assert.doesNotMatch(mapped.printed, /code:/);
    });

    test('a source map is read from the .map file beside the emitted file; an inline source map is not', async () => {
      const map = (file: string) => JSON.stringify({ version: 3, file, sources: ['webpack:///./src/orig.js'], sourcesContent: ['a ??= 1;\n'], names: [], mappings: 'AAAA' });
      const inline = `a ??= 1;\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map('inline.js')).toString('base64')}\n`;
      const outDir = makeProject({ 'dist/inline.js': inline, 'dist/beside.js': 'a ??= 1;\n', 'dist/beside.js.map': map('beside.js') }, 'check-syntax-map-files');
      const sourceOf = async (name: string) => {
        const checker = new CheckSyntax({ ecmaVersion: 2015, rootPath: outDir });
        await checker.check(path.join(outDir, 'dist', name));
        assert.equal(checker.errors.length, 1);
        return [checker.errors[0].source.path, checker.errors[0].output?.path];
      };
      assert.deepEqual(await sourceOf('beside.js'), ['src/orig.js', '/dist/beside.js']);
      assert.deepEqual(await sourceOf('inline.js'), ['/dist/inline.js', undefined]);
    });

    test('exclude matches the original file once there is a source map; excludeOutput skips the HTML; a missing API is not reported', () => {
      assert.equal(excluded.thrown, '');
      assert.match(excluded.printed, /\[@rsbuild\/plugin-check-syntax\] Syntax check passed\./);
    });

    test('with the default list, the ?? that SWC keeps fails the check; ecmaVersion: 2020 accepts it and still reports the static block', () => {
      assert.match(nullish.printed, /does not match "ecmaVersion <= 2017"/);
      assert.match(nullish.printed, /code:\s+.*\?\?"Guest"/);
      assert.match(nullish.thrown, /The current build fails due to an incompatible syntax/);
      assert.match(nullish2020.printed, /does not match "ecmaVersion <= 2020"/);
      assert.match(nullish2020.printed, /static\{this\.tag="DEP_MARK"\}/);
      assert.doesNotMatch(nullish2020.printed, /"Guest"/);
    });

    test('with the default list, object spread, which SWC keeps, fails the check too', () => {
      assert.match(spread.printed, /does not match "ecmaVersion <= 2017"/);
      assert.match(spread.printed, /code:\s+.*\{\.\.\.window\.user,a:1\}/);
      assert.match(spread.thrown, /The current build fails due to an incompatible syntax/);
    });

    test('inline HTML scripts are checked without a type or with a JavaScript MIME type; type="module" is skipped', async () => {
      const types = ['', ' type="text/javascript"', ' type="application/javascript"', ' type="module"'];
      const outDir = makeProject(Object.fromEntries(types.map((type, index) => [`dist/${index}.html`, `<html><body><script${type}>a ??= 1;</script></body></html>\n`])), 'check-syntax-html-types');
      const reported: string[] = [];
      for (const [index, type] of types.entries()) {
        const checker = new CheckSyntax({ ecmaVersion: 2015 });
        await checker.check(path.join(outDir, 'dist', `${index}.html`));
        if (checker.errors.length) reported.push(type || 'none');
      }
      assert.deepEqual(reported, ['none', ' type="text/javascript"', ' type="application/javascript"']);
    });

    test('.js, .mjs, .cjs and .jsx files are parsed; other files are skipped', async () => {
      const names = ['a.js', 'a.mjs', 'a.cjs', 'a.jsx', 'a.ts', 'a.txt'];
      const outDir = makeProject(Object.fromEntries(names.map((name) => [`dist/${name}`, 'a ??= 1;\n'])), 'check-syntax-extensions');
      const reported: string[] = [];
      for (const name of names) {
        const checker = new CheckSyntax({ ecmaVersion: 2015 });
        await checker.check(path.join(outDir, 'dist', name));
        if (checker.errors.length) reported.push(name);
      }
      assert.deepEqual(reported, ['a.js', 'a.mjs', 'a.cjs', 'a.jsx']);
    });

    describe('Options', () => {
      test('ecmaVersion takes precedence over targets; targets replace the list', () => {
        assert.equal(new CheckSyntax({ targets: ['chrome >= 50'], ecmaVersion: 2022 }).ecmaVersion, 2022);
        assert.equal(new CheckSyntax({ targets: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'] }).ecmaVersion, 2017);
        assert.equal(new CheckSyntax({ targets: ['chrome >= 120'] }).ecmaVersion, 2024);
      });

      test('strings match path prefixes, regular expressions the path with /, functions get the path; excludeErrorMessage matches the reason', async () => {
        const errorsFor = async (options: Partial<ConstructorParameters<typeof CheckSyntax>[0]>) => {
          const checker = new CheckSyntax({ ecmaVersion: 2015, ...options });
          await checker.check('C:\\app\\dist\\a.js', 'a ??= 1;');
          return checker.errors.length;
        };
        assert.equal(await errorsFor({}), 1);
        assert.equal(await errorsFor({ exclude: 'C:\\app' }), 0);
        assert.equal(await errorsFor({ exclude: 'app' }), 1);
        assert.equal(await errorsFor({ exclude: /app\/dist\// }), 0);
        assert.equal(await errorsFor({ exclude: (file: string) => file.endsWith('a.js') }), 0);
        assert.equal(await errorsFor({ excludeErrorMessage: /Unexpected token/ }), 0);
      });
    });
  });

  test('the rsbuild.config.ts samples of the page type-check as written, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/advanced/browser-compatibility', lang);
      assert.equal(samples.length, 4);
      assert.deepEqual(typeCheckProject(ts, Object.fromEntries(samples.map((sample, index) => [`sample${index}.ts`, sample])), `browser-compat-samples-${lang}`), []);
    }
  });

  describe('CSS compatibility', () => {
    test('the page example: nesting flattened, inset expanded, colour fallbacks, -webkit-user-select', () => {
      assert.equal(
        css,
        '.card{color:#00000080;-webkit-user-select:none;user-select:none;top:0;bottom:0;left:0;right:0}.card:hover{color:#de3e2d;color:color(display-p3 .804153 .29419 .219574);color:lab(51.6908% 61.9679 48.0969)}',
      );
    });

    test('in a web environment every .css rule but ?raw runs Lightning CSS with the environment list, unless tools.lightningcssLoader is false; a node environment skips it for plain imports', async () => {
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.js': '' }, 'lightningcss-rules'),
        rsbuildConfig: {
          mode: 'production',
          logLevel: 'silent',
          output: { overrideBrowserslist: ['chrome >= 70'] },
          environments: { web: {}, node: { output: { target: 'node' } }, off: { tools: { lightningcssLoader: false } } },
        },
      });
      const configs = await rsbuild.initConfigs();
      const cssRules = (name: string) =>
        Object.fromEntries(
          ((configs.find((config) => config.name === name)!.module!.rules ?? []) as Rspack.RuleSetRule[])
            .filter((rule) => rule?.test instanceof RegExp && rule.test.test('a.css'))
            .map((rule) => {
              const query = rule.resourceQuery instanceof RegExp ? (rule.resourceQuery.test('?raw') ? 'raw' : 'inline') : 'plain';
              const lightning = ((rule.use as Use[] | undefined) ?? []).find((use) => use.loader === 'builtin:lightningcss-loader');
              return [query, lightning?.options?.targets ?? null];
            }),
        );
      assert.deepEqual(cssRules('web'), { plain: ['chrome >= 70'], inline: ['chrome >= 70'], raw: null });
      assert.equal(cssRules('node').plain, null);
      assert.deepEqual(cssRules('off'), { plain: null, inline: null, raw: null });
      assert.ok(pageText('guide/advanced/browser-compatibility', 'en').includes('unless you turn that off with [tools.lightningcssLoader](/config/tools/lightningcss-loader) set to `false`.'));
      assert.ok(pageText('guide/advanced/browser-compatibility', 'zh').includes('把 [tools.lightningcssLoader](/config/tools/lightningcss-loader) 设为 `false` 可以关闭这一步。'));
    });

    test('the output block of the page, in both languages, is the unminified CSS as emitted', () => {
      for (const lang of ['en', 'zh'] as const) {
        const page = pageText('guide/advanced/browser-compatibility', lang);
        const block = page.match(/```css\n([\s\S]*?)```/)?.[1];
        assert.equal(plainCss.trim(), block?.trim(), lang);
      }
    });

    test('a PostCSS plugin of tools.postcss runs alongside Lightning CSS', () => {
      assert.equal(
        postcssCss,
        '.card{--inset-mark:seen;color:#00000080;-webkit-user-select:none;user-select:none;top:0;bottom:0;left:0;right:0}.card:hover{color:#de3e2d;color:color(display-p3 .804153 .29419 .219574);color:lab(51.6908% 61.9679 48.0969)}',
      );
    });
  });

  describe('Checklist', () => {
    test('rsbuild inspect shows the final list in the SWC and Lightning CSS loader targets', async () => {
      const { rsbuild } = await environmentOf(makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 70\n' }, 'inspect-list'));
      const { bundlerConfigs } = await rsbuild.inspectConfig();
      const matches = bundlerConfigs[0].match(/targets: \[\s*'chrome >= 70'\s*\]/g) ?? [];
      assert.ok(matches.length >= 2, bundlerConfigs[0]);
    });

    test('the rsbuild inspect CLI sets NODE_ENV to development when it is unset, so a [development] section applies', async () => {
      const project = makeProject({ 'src/index.js': '', '.browserslistrc': '[production]\nchrome >= 101\n\n[development]\nchrome >= 121\n' }, 'inspect-cli-env');
      const result = await runCli(project, ['inspect']);
      assert.equal(result.code, 0, result.output);
      const written = readText(project, 'dist/.rsbuild/rspack.config.web.mjs');
      assert.match(written, /mode: 'development'/);
      assert.ok((written.match(/targets: \[\s*'chrome >= 121'\s*\]/g) ?? []).length >= 2, written);
      assert.doesNotMatch(written, /chrome >= 101/);
    });

    test('with a [production] section, inspect run with NODE_ENV=production shows that section\'s list', async () => {
      const project = makeProject({ 'src/index.js': '', '.browserslistrc': '[production]\nchrome >= 101\n\n[development]\nchrome >= 121\n' }, 'inspect-production');
      const nodeEnv = process.env.NODE_ENV;
      try {
        process.env.NODE_ENV = 'production';
        const { rsbuild } = await environmentOf(project);
        const { bundlerConfigs } = await rsbuild.inspectConfig();
        assert.ok((bundlerConfigs[0].match(/targets: \[\s*'chrome >= 101'\s*\]/g) ?? []).length >= 2, bundlerConfigs[0]);
        assert.doesNotMatch(bundlerConfigs[0], /chrome >= 121/);
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    });
  });

  describe('Common problems', () => {
    test("is not a function: 'entry' also polyfills an API called only inside a dependency (findLast), which 'usage' misses", () => {
      const polyfills = (name: string) => outputFile(path.join(dir, 'dist', name), /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
      assert.match(polyfills('entry'), /findLast:/);
      assert.doesNotMatch(polyfills('usage'), /findLast/);
    });

    test('the list is read once per process: a second instance in the same process, as after a config restart, keeps the old list; a NODE_ENV section applies', async () => {
      const project = makeProject({ 'src/index.js': '', '.browserslistrc': '[production]\nchrome >= 100\n\n[development]\nchrome >= 120\n' }, 'browserslist-cache');
      const nodeEnv = process.env.NODE_ENV;
      try {
        process.env.NODE_ENV = 'development';
        assert.deepEqual((await environmentOf(project)).browserslist, ['chrome >= 120']);
        process.env.NODE_ENV = 'production';
        assert.deepEqual((await environmentOf(project)).browserslist, ['chrome >= 100']);
        writeProjectFiles(project, { '.browserslistrc': '[production]\nchrome >= 110\n' });
        assert.deepEqual((await environmentOf(project)).browserslist, ['chrome >= 100']);
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    });

    test('rsbuild dev: after a config change restarts the server, an edited .browserslistrc is still not read; a changed overrideBrowserslist is', async () => {
      const project = makeProject({ 'src/index.js': 'window.read = (user) => user?.name;\n', '.browserslistrc': 'chrome >= 70\n', 'rsbuild.config.mjs': 'export default {};\n' }, 'browserslist-dev-restart');
      const dev = startCli(project, ['dev', '--port', String(await freePort())], /ready {3}built in/);
      const lowered = 'user === null || user === void 0 ? void 0 : user.name';
      try {
        await dev.started;
        const script = async () => (await fetch(`http://localhost:${dev.port()}/static/js/index.js`)).text();
        assert.ok((await script()).includes(lowered));
        // The n-th restart, then the build after it.
        const restarted = (count: number) =>
          waitFor(`restart ${count} and its build`, () => {
            const parts = dev.output().split('restarting server as rsbuild.config.mjs changed');
            return parts.length > count && /ready {3}built in/.test(parts[count]);
          }, 120_000);
        writeProjectFiles(project, { '.browserslistrc': 'chrome >= 120\n', 'rsbuild.config.mjs': 'export default { dev: {} };\n' });
        await restarted(1);
        assert.ok((await script()).includes(lowered));
        writeProjectFiles(project, { 'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['chrome >= 120'] } };\n" });
        await restarted(2);
        const kept = await script();
        assert.ok(kept.includes('user?.name') && !kept.includes(lowered), kept);
      } finally {
        await dev.stop();
      }
    });

    test('the browserslist field of package.json is cached too; a changed output.overrideBrowserslist is read by the next instance', async () => {
      const project = makeProject({ 'src/index.js': '', 'package.json': '{ "browserslist": ["chrome >= 101"] }\n' }, 'browserslist-cache-pkg');
      assert.deepEqual((await environmentOf(project)).browserslist, ['chrome >= 101']);
      writeProjectFiles(project, { 'package.json': '{ "browserslist": ["chrome >= 111"] }\n' });
      assert.deepEqual((await environmentOf(project)).browserslist, ['chrome >= 101']);
      assert.deepEqual((await environmentOf(project, { output: { overrideBrowserslist: ['chrome >= 105'] } })).browserslist, ['chrome >= 105']);
      assert.deepEqual((await environmentOf(project, { output: { overrideBrowserslist: ['chrome >= 115'] } })).browserslist, ['chrome >= 115']);
    });

    test('a browserslist file (no extension) is read once per process as well, and the page names all three sources in both languages', async () => {
      const project = makeProject({ 'src/index.js': '', browserslist: 'chrome >= 102\n' }, 'browserslist-cache-file');
      assert.deepEqual((await environmentOf(project)).browserslist, ['chrome >= 102']);
      writeProjectFiles(project, { browserslist: 'chrome >= 112\n' });
      assert.deepEqual((await environmentOf(project)).browserslist, ['chrome >= 102']);
      assert.ok(pageText('guide/advanced/browser-compatibility', 'en').includes('Rsbuild reads a `.browserslistrc`, a `browserslist` file or the `browserslist` field of `package.json` once per process'));
      assert.ok(pageText('guide/advanced/browser-compatibility', 'zh').includes('`.browserslistrc`、`browserslist` 文件或 `package.json` 中的 `browserslist` 字段在每个进程中只读取一次'));
    });

    test('the page names performance.buildCache as another cause, in both languages (the builds that prove it are in guide-advanced-browserslist.test.ts, "Set your target browsers › performance.buildCache")', () => {
      assert.ok(pageText('guide/advanced/browser-compatibility', 'en').includes('With [performance.buildCache](/config/performance/build-cache) on, a new build reuses the modules compiled for the old list when the list is in a `browserslist` file or in a parent folder'));
      assert.ok(pageText('guide/advanced/browser-compatibility', 'zh').includes('开启 [performance.buildCache](/config/performance/build-cache) 后，如果列表写在 `browserslist` 文件或父目录中，新的构建仍会复用按旧列表编译的模块'));
    });
  });
});
