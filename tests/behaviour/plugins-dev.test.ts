// Claims of plugins/dev/index (Plugin development), checked with @rsbuild/core 1.7.6: the page's
// build-info plugin in one build (with apply recorders), a failing build, then plugin order,
// apply, remove, expose/useExposed and the errors of the common problems on instances that only
// run initConfigs, the commands that set the action, `node --test`'s file patterns, and one dev
// server restarted by a config change for onExit.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig, RsbuildPlugin, RsbuildPluginAPI } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { type CliResult, createTypeProgram, freePort, makeProject, pageSamples, pageText, plugin, readText, repoRoot, rsbuildCore, runCli, startCli, waitFor, withNodeEnv, writeProjectFiles, typeCheckProject } from './harness';

const core = await rsbuildCore();
const { createRsbuild, logger } = core;
const { pluginReact, PLUGIN_REACT_NAME } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-react')>('@rsbuild/plugin-react');

// Type-level check of the shape the page prints (tsc runs on this file).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type PagePlugin = {
  name: string;
  setup: (api: RsbuildPluginAPI) => Promise<void> | void;
  apply?: 'serve' | 'build' | ((config: RsbuildConfig, context: { action?: 'dev' | 'build' | 'preview' }) => boolean);
  enforce?: 'pre' | 'post';
  pre?: string[];
  post?: string[];
  remove?: string[];
};
const pluginTypeCheck: Same<Required<RsbuildPlugin>['apply'] extends infer A ? A : never, Required<PagePlugin>['apply']> = true;
const pluginKeysCheck: Same<keyof RsbuildPlugin, keyof PagePlugin> = true;

// The page's example plugin, as printed (only the time is fixed for the assertions).
type PluginBuildInfoOptions = { filename?: string; metaTag?: boolean };
const pluginBuildInfo = (options: PluginBuildInfoOptions = {}): RsbuildPlugin => ({
  name: 'rsbuild-plugin-build-info',
  setup(api) {
    const { filename = 'build-info.json', metaTag = true } = options;
    const buildTime = '2026-01-02T03:04:05.000Z';
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { source: { define: { __BUILD_TIME__: JSON.stringify(buildTime) } } }));
    if (metaTag) {
      api.modifyHTMLTags(({ headTags, bodyTags }) => {
        headTags.push({ tag: 'meta', attrs: { name: 'build-time', content: buildTime } });
        return { headTags, bodyTags };
      });
    }
    api.onAfterBuild(async ({ environments, stats }) => {
      if (stats?.hasErrors()) return;
      for (const environment of Object.values(environments)) {
        const info = { buildTime, environment: environment.name };
        await writeFile(path.join(environment.distPath, filename), `${JSON.stringify(info, null, 2)}\n`);
      }
      api.logger.info(`[build-info] wrote ${filename}`);
    });
  },
});

// The page's pluginLocales and pluginChinese.
type LocalesAPI = { add: (locale: string) => void };
const LOCALES_API = Symbol.for('my-app:locales');
const pluginLocales = (): RsbuildPlugin => ({
  name: 'my-app:locales',
  setup(api) {
    const locales = ['en'];
    api.expose<LocalesAPI>(LOCALES_API, { add: (locale) => locales.push(locale) });
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { source: { define: { __LOCALES__: JSON.stringify(locales) } } }));
  },
});
const pluginChinese = (pre = ['my-app:locales']): RsbuildPlugin => ({
  name: 'my-app:chinese',
  pre,
  setup(api) {
    const locales = api.useExposed<LocalesAPI>(LOCALES_API);
    if (!locales) {
      api.logger.warn('my-app:chinese needs my-app:locales.');
      return;
    }
    locales.add('zh');
  },
});

const newInstance = (config: RsbuildConfig) => createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'plugins-dev'), rsbuildConfig: { logLevel: 'silent', ...config } });

/** A plugin that records its setup in `log`. */
const recorder = (log: string[], name: string, extra: Partial<RsbuildPlugin> = {}): RsbuildPlugin => ({ name, setup: () => void log.push(name), ...extra });
/** Plugins limited by apply, recording which were set up. */
const applyRecorders = (log: string[]) => [
  recorder(log, 'serve-only', { apply: 'serve' }),
  recorder(log, 'build-only', { apply: 'build' }),
  recorder(log, 'by-function', { apply: (_config, { action }) => action === 'preview' }),
];
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Runs `fn` with console.log and console.warn captured (Rsbuild's logger prints through them). */
async function captureConsole<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const { log, warn } = console;
  console.log = (...args: unknown[]) => void lines.push(stripAnsi(args.map(String).join(' ')));
  console.warn = console.log;
  try {
    return { result: await fn(), lines };
  } finally {
    Object.assign(console, { log, warn });
  }
}

describe('Plugin development', () => {
  let dist: string;
  let buildLog: string[];
  const buildApplied: string[] = [];
  let failedBuildErrors: boolean | undefined;

  before(async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(__BUILD_TIME__, OWN);\n' }, 'plugins-dev-build-info');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'info',
        source: { define: { OWN: JSON.stringify('own-define') } },
        output: { minify: false },
        plugins: [pluginBuildInfo({ filename: 'meta.json' }), ...applyRecorders(buildApplied)],
      },
    });
    buildLog = (await captureConsole(async () => (await rsbuild.build()).close())).lines;
    dist = rsbuild.context.distPath;
    // onAfterBuild after a failed compilation.
    const failing = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'import "./missing.js";\n' }, 'plugins-dev-failing'),
      rsbuildConfig: { logLevel: 'silent', plugins: [{ name: 'after', setup: (api: RsbuildPluginAPI) => api.onAfterBuild(({ stats }) => void (failedBuildErrors = stats?.hasErrors())) }] },
    });
    await assert.rejects(async () => (await failing.build()).close());
  });

  describe('The plugin object', () => {
    test('RsbuildPlugin has the fields and apply type the page prints (checked by tsc)', () => {
      assert.equal(pluginTypeCheck, true);
      assert.equal(pluginKeysCheck, true);
    });

    test('setup may be async: Rsbuild waits for it before setting up the next plugin', async () => {
      const log: string[] = [];
      const slow: RsbuildPlugin = { name: 'slow', setup: async () => { await new Promise((resolve) => setImmediate(resolve)); log.push('slow done'); } };
      const rsbuild = await newInstance({ plugins: [slow, recorder(log, 'next')] });
      await rsbuild.initConfigs();
      assert.deepEqual(log, ['slow done', 'next']);
    });

    test("enforce: 'pre' sets a plugin up before Rsbuild's built-in plugins; a plugin without enforce comes after them", async () => {
      const log: string[] = [];
      const rsbuild = await newInstance({ plugins: [recorder(log, 'my-app:normal'), recorder(log, 'my-app:pre', { enforce: 'pre' })] });
      // The built-in plugins are fresh objects of this instance: record their setup too.
      for (const builtIn of rsbuild.getPlugins().filter((item) => item.name.startsWith('rsbuild:'))) {
        const { setup } = builtIn;
        builtIn.setup = (api) => (log.push(builtIn.name), setup(api));
      }
      await rsbuild.initConfigs();
      assert.equal(log[0], 'my-app:pre');
      assert.equal(log[1], 'rsbuild:basic');
      assert.equal(log.at(-1), 'my-app:normal');
      assert.ok(log.slice(1, -1).length > 10 && log.slice(1, -1).every((name) => name.startsWith('rsbuild:')), log.join(', '));
    });

    test('setup: called once per instance, however many times initConfigs(), inspectConfig() and build() run on it', async () => {
      let calls = 0;
      const rsbuild = await newInstance({ plugins: [{ name: 'counted', setup: () => void calls++ }] });
      await rsbuild.initConfigs();
      await rsbuild.initConfigs({ action: 'build' });
      await rsbuild.inspectConfig();
      await (await rsbuild.build()).close();
      assert.equal(calls, 1);
    });

    test('name: api.isPluginExists() finds a plugin by its name', async () => {
      const seen: boolean[] = [];
      const rsbuild = await newInstance({
        plugins: [recorder([], 'my-app:target'), { name: 'asks', setup: (api) => void seen.push(api.isPluginExists('my-app:target'), api.isPluginExists('my-app:absent')) }],
      });
      await rsbuild.initConfigs();
      assert.deepEqual(seen, [true, false]);
    });

    test("remove: the removed plugin's setup never runs", async () => {
      const log: string[] = [];
      const rsbuild = await newInstance({ plugins: [recorder(log, 'remover', { remove: ['victim'] }), recorder(log, 'victim')] });
      await rsbuild.initConfigs();
      assert.deepEqual(log, ['remover']);
    });

    test('remove: the list applies even when the plugin itself does not run, skipped by apply or removed by another plugin', async () => {
      const log: string[] = [];
      const rsbuild = await newInstance({
        plugins: [
          recorder(log, 'dev-replacement', { apply: 'serve', remove: ['original'] }),
          recorder(log, 'original'),
          recorder(log, 'a', { remove: ['b'] }),
          recorder(log, 'b', { remove: ['c'] }),
          recorder(log, 'c'),
        ],
      });
      await rsbuild.initConfigs({ action: 'build' });
      assert.deepEqual(log, ['a']);
      for (const [lang, literal] of [['en', 'a plugin that `apply` skips, or that another plugin removes, still removes the plugins it names'], ['zh', '它的 `remove` 列表依然生效']] as const) {
        assert.ok(pageText('plugins/dev/index', lang).includes(literal), lang);
      }
    });

    test('apply: a bare initConfigs() does not check it; initConfigs({ action }) does (serve = dev and preview, build = build)', async () => {
      const run = async (action?: 'dev' | 'build' | 'preview') => {
        const log: string[] = [];
        const rsbuild = await newInstance({ plugins: applyRecorders(log) });
        await rsbuild.initConfigs(action ? { action } : undefined);
        return log;
      };
      assert.deepEqual(await run(), ['serve-only', 'build-only', 'by-function']);
      assert.deepEqual(await run('dev'), ['serve-only']);
      assert.deepEqual(await run('build'), ['build-only']);
      assert.deepEqual(await run('preview'), ['serve-only', 'by-function']);
    });

    test("apply: build(), startDevServer(), createDevServer() and preview() set the action; createCompiler() and inspectConfig() set it from the mode", async () => {
      assert.deepEqual(buildApplied, ['build-only']);
      const devServerLog: string[] = [];
      const server = await (await newInstance({ plugins: applyRecorders(devServerLog) })).createDevServer();
      await server.close();
      assert.deepEqual(devServerLog, ['serve-only']);
      const startLog: string[] = [];
      const started = await (await newInstance({ server: { port: await freePort() }, plugins: applyRecorders(startLog) })).startDevServer();
      await started.server.close();
      assert.deepEqual(startLog, ['serve-only']);
      const previewLog: string[] = [];
      const preview = await createRsbuild({ cwd: path.dirname(dist), rsbuildConfig: { logLevel: 'silent', server: { port: await freePort() }, plugins: applyRecorders(previewLog) } });
      const { server: previewServer } = await preview.preview();
      await previewServer.close();
      assert.deepEqual(previewLog, ['serve-only', 'by-function']);
      const compilerLog: string[] = [];
      await (await newInstance({ mode: 'development', plugins: applyRecorders(compilerLog) })).createCompiler();
      assert.deepEqual(compilerLog, ['serve-only']);
      const inspectLog: string[] = [];
      await (await newInstance({ mode: 'production', plugins: applyRecorders(inspectLog) })).inspectConfig();
      assert.deepEqual(inspectLog, ['build-only']);
    });

    test('apply: createCompiler() and inspectConfig() without mode in the config set build, even with NODE_ENV development (the mode is development)', async () => {
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'development';
      try {
        const log: string[] = [];
        const rsbuild = await newInstance({ plugins: applyRecorders(log) });
        await rsbuild.createCompiler();
        assert.deepEqual(log, ['build-only']);
        assert.equal(rsbuild.context.action, 'build');
        assert.equal(rsbuild.getNormalizedConfig().mode, 'development');
        const inspectLog: string[] = [];
        await (await newInstance({ plugins: applyRecorders(inspectLog) })).inspectConfig();
        assert.deepEqual(inspectLog, ['build-only']);
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    });

    test("apply: a function receives the user's config as written", async () => {
      const seen: unknown[] = [];
      const rsbuild = await newInstance({
        source: { define: { FROM_USER: '1' } },
        plugins: [
          { name: 'adds-define', setup: (api: RsbuildPluginAPI) => api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { source: { define: { FROM_PLUGIN: '1' } } })) },
          { name: 'inspects', apply: (config: RsbuildConfig) => (seen.push(config.source?.define), true), setup: () => {} },
        ],
      });
      await rsbuild.initConfigs({ action: 'build' });
      assert.deepEqual(seen, [{ FROM_USER: '1' }]);
    });
  });

  describe('Naming conventions', () => {
    test("Rsbuild's built-in plugins are named rsbuild:…", async () => {
      const rsbuild = await newInstance({ plugins: [recorder([], 'mine')] });
      const names = rsbuild.getPlugins().map((item) => item.name);
      assert.equal(names.at(-1), 'mine');
      assert.ok(names.length > 10);
      assert.ok(names.slice(0, -1).every((name) => name.startsWith('rsbuild:')), names.join(', '));
    });
  });

  describe('Write a plugin', () => {
    test('dist/meta.json holds the time and environment web, index.html has the meta tag, both defines reach the code', () => {
      assert.equal(readText(dist, 'meta.json'), '{\n  "buildTime": "2026-01-02T03:04:05.000Z",\n  "environment": "web"\n}\n');
      assert.match(readText(dist, 'index.html'), /<meta name="build-time" content="2026-01-02T03:04:05.000Z">/);
      const js = readText(dist, path.join('static/js', (readText(dist, 'index.html').match(/static\/js\/(index\.[0-9a-f]+\.js)/) ?? [])[1] ?? 'missing'));
      assert.match(js, /2026-01-02T03:04:05\.000Z/);
      assert.match(js, /own-define/);
    });

    test('the log ends with [build-info] wrote meta.json, after the default file size table', () => {
      assert.match(buildLog.at(-1) ?? '', /^info\s+\[build-info\] wrote meta\.json$/, buildLog.join('\n'));
      assert.ok(buildLog.slice(0, -1).some((line) => /dist\/index\.html/.test(line)), buildLog.join('\n'));
    });

    test("the page's TypeScript samples type-check as written (plugin, both rsbuild.config.ts, env.d.ts, plugins.ts), in both languages", () => {
      for (const lang of ['en', 'zh'] as const) {
        const page = pageText('plugins/dev/index', lang);
        const samples = [...page.matchAll(/```ts title="([^"]+)"\n([\s\S]*?)```/g)].map(([, title, code]) => ({ title, code }));
        assert.deepEqual(samples.map(({ title }) => title), ['src/index.ts', 'rsbuild.config.ts', 'src/env.d.ts', 'rsbuild.config.ts', 'src/plugins.ts', 'rslib.config.ts']);
        // The plugin is the package 'rsbuild-plugin-build-info'; the two configs go in two files; Rslib is not installed here.
        // By hand on 2026-12-06 with what npm install gives (@rslib/core 1.0.6, typescript 7.0.2, @types/node, @rsbuild/core 1.7.6):
        // the page's package.json, rslib.config.ts, tsconfig.json, src/index.ts and tests/index.test.mjs with
        // fixtures/basic/src/index.js: npm test writes exactly dist/index.js, index.cjs and index.d.ts and both tests pass;
        // without tsconfig.json, rslib build prints the two quoted error lines and exits 1; without @types/node it fails (TS2688).
        const files: Record<string, string> = {
          'plugin/index.ts': samples[0].code,
          'rsbuild.config.ts': samples[1].code,
          'src/env.d.ts': samples[2].code,
          'src/index.ts': 'export const time: string = __BUILD_TIME__;\n',
          'order.config.ts': samples[3].code,
          'src/plugins.ts': samples[4].code,
        };
        const options = (dir: string) => ({ types: ['node'], baseUrl: dir, paths: { 'rsbuild-plugin-build-info': ['./plugin/index.ts'] } });
        assert.deepEqual(typeCheckProject(ts, files, `plugins-dev-types-${lang}`, options), [], lang);
      }
    });

    test('the JSON file is written after a development-mode build too', async () => {
      const dir = makeProject({ 'src/index.js': 'console.log(__BUILD_TIME__);\n' }, 'plugins-dev-build-info-dev');
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginBuildInfo()] } });
      await (await rsbuild.build()).close();
      assert.equal(readText(rsbuild.context.distPath, 'build-info.json'), '{\n  "buildTime": "2026-01-02T03:04:05.000Z",\n  "environment": "web"\n}\n');
      assert.ok(readText(rsbuild.context.distPath, 'index.html').includes('<script defer src="/static/js/index.js">'));
    });

    test('onAfterBuild runs for each compilation of a build: in watch mode, after the first build and after every rebuild', async () => {
      const dir = makeProject({ 'src/index.js': 'console.log(__BUILD_TIME__);\n' }, 'plugins-dev-build-info-watch');
      const calls: boolean[] = [];
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', plugins: [pluginBuildInfo(), { name: 'counts', setup: (api: RsbuildPluginAPI) => api.onAfterBuild(({ isFirstCompile }) => void calls.push(isFirstCompile)) }] },
      });
      const result = await rsbuild.build({ watch: true });
      try {
        await waitFor('the first build', () => calls.length >= 1);
        assert.equal(JSON.parse(readText(rsbuild.context.distPath, 'build-info.json')).environment, 'web');
        // The watcher gets ready in the background: the file is written again until a rebuild comes.
        let edits = 0;
        await waitFor('a rebuild', () => calls.length >= 2 || (writeProjectFiles(dir, { 'src/index.js': `console.log(__BUILD_TIME__, ${++edits});\n` }), false));
        assert.deepEqual(calls.slice(0, 2), [true, false]);
      } finally {
        await result.close();
      }
    });

    test('the dev server never calls onAfterBuild, even with dev.writeToDisk: no JSON file; its compilations fire onAfterDevCompile', async () => {
      const dir = makeProject({ 'src/index.js': 'console.log(__BUILD_TIME__);\n' }, 'plugins-dev-build-info-server');
      const calls: string[] = [];
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          dev: { writeToDisk: true },
          server: { port: await freePort() },
          plugins: [
            pluginBuildInfo(),
            { name: 'counts', setup: (api: RsbuildPluginAPI) => (api.onAfterBuild(() => void calls.push('onAfterBuild')), api.onAfterDevCompile(() => void calls.push('onAfterDevCompile'))) },
          ],
        },
      });
      const { server } = await rsbuild.startDevServer();
      try {
        await waitFor('the first dev compilation', () => calls.length > 0);
        // The page was written to disk; the plugin's JSON file was not.
        assert.ok(readText(rsbuild.context.distPath, 'index.html').includes('<meta name="build-time"'));
        assert.throws(() => readText(rsbuild.context.distPath, 'build-info.json'), /ENOENT/);
        assert.deepEqual(calls, ['onAfterDevCompile']);
      } finally {
        await server.close();
      }
    });

    test('onAfterBuild runs after a failed build too, with stats.hasErrors() true', () => {
      assert.equal(failedBuildErrors, true);
    });

    test('api.logger respects logLevel', async () => {
      const { lines } = await captureConsole(async () => {
        const rsbuild = await newInstance({ logLevel: 'warn', plugins: [{ name: 'talks', setup: (api) => { api.logger.info('info-from-plugin'); api.logger.warn('warn-from-plugin'); } }] });
        await rsbuild.initConfigs();
      });
      assert.deepEqual(lines.filter((line) => line.includes('-from-plugin')).map((line) => line.replace(/\s+/g, ' ')), ['warn warn-from-plugin']);
    });
  });

  describe('Plugin order', () => {
    test('the page example sets up rsbuild:react, my-app:react-extras, my-app:report', async () => {
      const log: string[] = [];
      const rsbuild = await newInstance({
        plugins: [
          recorder(log, 'my-app:report', { enforce: 'post' }),
          recorder(log, 'my-app:react-extras', { pre: [PLUGIN_REACT_NAME] }),
          { ...pluginReact(), setup: () => void log.push(PLUGIN_REACT_NAME) },
        ],
      });
      await rsbuild.initConfigs();
      assert.deepEqual(log, ['rsbuild:react', 'my-app:react-extras', 'my-app:report']);
    });

    test('enforce pre first; post names a later plugin; pre and post win over enforce; unknown names ignored; a cycle throws', async () => {
      const log: string[] = [];
      await (await newInstance({ plugins: [recorder(log, 'a', { pre: ['not-registered'] }), recorder(log, 'b', { enforce: 'pre' })] })).initConfigs();
      assert.deepEqual(log, ['b', 'a']);
      const posts: string[] = [];
      await (await newInstance({ plugins: [recorder(posts, 'late'), recorder(posts, 'early', { post: ['late'] })] })).initConfigs();
      assert.deepEqual(posts, ['early', 'late']);
      const wins: string[] = [];
      await (await newInstance({ plugins: [recorder(wins, 'normal'), recorder(wins, 'wants-pre', { enforce: 'pre', pre: ['normal'] })] })).initConfigs();
      assert.deepEqual(wins, ['normal', 'wants-pre']);
      await assert.rejects(
        async () => (await newInstance({ plugins: [recorder([], 'x', { pre: ['y'] }), recorder([], 'y', { pre: ['x'] })] })).initConfigs(),
        (error: Error) => stripAnsi(error.message) === '[rsbuild:plugin] Plugins dependencies has loop: y,x',
      );
    });

    test('a cycle error also names the plugins that wait for a plugin in the cycle, not the others', async () => {
      const plugins = [recorder([], 'z', { pre: ['x'] }), recorder([], 'x', { pre: ['y'] }), recorder([], 'y', { pre: ['x'] }), recorder([], 'w', { post: ['x'] })];
      await assert.rejects(
        async () => (await newInstance({ plugins })).initConfigs(),
        (error: Error) => stripAnsi(error.message) === '[rsbuild:plugin] Plugins dependencies has loop: x,z,y',
      );
      assert.ok(pageText('plugins/dev/index', 'en').includes('names the plugins in the cycle, together with every plugin that has to be set up after one of them.'));
      assert.ok(pageText('plugins/dev/index', 'zh').includes('列出循环中的插件，以及所有必须排在其中某个插件之后初始化的插件。'));
    });

    test('callbacks inside a hook run in setup order', async () => {
      const calls: string[] = [];
      const hooked = (name: string, extra: Partial<RsbuildPlugin> = {}): RsbuildPlugin => ({ name, setup: (api) => api.modifyRsbuildConfig(() => void calls.push(name)), ...extra });
      await (await newInstance({ plugins: [hooked('first'), hooked('last', { enforce: 'post' }), hooked('second')] })).initConfigs();
      assert.deepEqual(calls, ['first', 'second', 'last']);
    });
  });

  describe('Share data between plugins', () => {
    test('__LOCALES__ becomes ["en","zh"] in either order; without pre and listed first, useExposed returns undefined', async () => {
      const locales = async (plugins: RsbuildPlugin[]) => {
        const rsbuild = await newInstance({ logLevel: 'warn', plugins });
        await rsbuild.initConfigs();
        return rsbuild.getNormalizedConfig().source.define.__LOCALES__;
      };
      assert.equal(await locales([pluginLocales(), pluginChinese()]), '["en","zh"]');
      assert.equal(await locales([pluginChinese(), pluginLocales()]), '["en","zh"]');
      const { result, lines } = await captureConsole(() => locales([pluginChinese([]), pluginLocales()]));
      assert.equal(result, '["en"]');
      assert.ok(lines.some((line) => line.includes('my-app:chinese needs my-app:locales.')), lines.join('\n'));
    });
  });

  describe('Publish a plugin', () => {
    test('Test with createRsbuild: the config key, getNormalizedConfig().source.define, context.distPath; onCloseBuild runs on close()', async () => {
      const events: string[] = [];
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'plugins-dev-config-key'),
        config: { logLevel: 'silent', plugins: [pluginBuildInfo(), { name: 'closer', setup: (api) => api.onCloseBuild(() => void events.push('onCloseBuild')) }] },
      });
      await rsbuild.initConfigs();
      assert.equal(typeof rsbuild.getNormalizedConfig().source.define.__BUILD_TIME__, 'string');
      const { close } = await rsbuild.build();
      assert.deepEqual(events, []);
      await close();
      assert.deepEqual(events, ['onCloseBuild']);
      assert.equal(JSON.parse(readText(rsbuild.context.distPath, 'build-info.json')).environment, 'web');
    });

    test('the peer range starts at 1.4: api.logger, which the example calls, arrived in 1.4 (the release data of scripts/data)', async () => {
      const { items } = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/version-history.json'), 'utf8'));
      // The plugin object: logLevel arrived with it; the logger export is there from the first 1.x releases.
      assert.equal(items['config:logLevel'].added, '1.4');
      assert.equal(items['exports:logger'].firstWith, '1.0.1');
      assert.equal(items['pluginAPI:logger'].added, '1.4');
      assert.equal(items['pluginAPI:logger'].lastWithout, '1.3.22');
      // In 1.7.6 it is the logger Rsbuild itself prints with.
      const seen: unknown[] = [];
      await (await newInstance({ plugins: [{ name: 'logs', setup: (api) => void seen.push(api.logger) }] })).initConfigs();
      assert.equal(seen[0], logger);
    });

    test("Package fields: the plugin only imports types from @rsbuild/core, so its JavaScript does not import it; only index.d.ts does, for RsbuildPlugin", () => {
      const source = /```ts title="src\/index\.ts"\n([\s\S]*?)```/.exec(pageText('plugins/dev/index', 'en'))?.[1];
      assert.ok(source);
      const dir = makeProject({ 'src/index.ts': source }, 'plugins-dev-emit');
      // The options of the page's tsconfig.json, with declarations as Rslib's dts: true asks for them (target and lib
      // as in typeCheckProject, so that the parsed declaration files of this process are shared; they do not change the imports).
      const options = { strict: true, skipLibCheck: true, skipDefaultLibCheck: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], rootDir: path.join(dir, 'src'), outDir: path.join(dir, 'dist'), types: ['node'], declaration: true };
      const emitted: Record<string, string> = {};
      const program = createTypeProgram(ts, { rootNames: [path.join(dir, 'src/index.ts')], options });
      const result = program.emit(undefined, (file, text) => void (emitted[path.relative(dir, file)] = text));
      assert.deepEqual(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), []);
      assert.equal(result.emitSkipped, false);
      assert.deepEqual(Object.keys(emitted).sort(), ['dist/index.d.ts', 'dist/index.js']);
      assert.doesNotMatch(emitted['dist/index.js'], /@rsbuild\/core/);
      assert.match(emitted['dist/index.d.ts'], /^import type \{ RsbuildPlugin \} from '@rsbuild\/core';$/m);
    });

    test('a package imports itself by its own name through exports', () => {
      const dir = makeProject(
        {
          'package.json': JSON.stringify({ name: 'rsbuild-plugin-build-info', type: 'module', exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } } }),
          'dist/index.js': "export const format = 'esm';\n",
          'dist/index.cjs': "exports.format = 'cjs';\n",
          'tests/index.test.mjs': "import { format } from 'rsbuild-plugin-build-info';\nimport { createRequire } from 'node:module';\nconsole.log(format, createRequire(import.meta.url)('rsbuild-plugin-build-info').format);\n",
        },
        'self-reference',
      );
      const { stdout, stderr } = spawnSync(process.execPath, ['tests/index.test.mjs'], { cwd: dir, encoding: 'utf8' });
      assert.equal(stdout, 'esm cjs\n', stderr);
    });

    test('node --test runs every .js file under a folder named test, not under fixtures', () => {
      const dir = makeProject({ 'test/fixture/src/index.js': "console.log('fixture-ran');\n", 'fixtures/basic/src/index.js': "console.log('kept-out');\n", 'tests/index.test.mjs': "console.log('test-file-ran');\n" }, 'node-test');
      // Without this runner's own context, the child runs as a test runner of its own.
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('NODE_TEST')));
      const { stdout } = spawnSync(process.execPath, ['--test'], { cwd: dir, encoding: 'utf8', env });
      assert.match(stdout, /fixture-ran/);
      assert.match(stdout, /test-file-ran/);
      assert.doesNotMatch(stdout, /kept-out/);
    });
  });

  describe('Common problems', () => {
    test('getNormalizedConfig throws in setup, modifyRsbuildConfig and modifyEnvironmentConfig, works from modifyBundlerChain', async () => {
      const outcome: Record<string, string> = {};
      const attempt = (where: string, api: RsbuildPluginAPI) => {
        try {
          api.getNormalizedConfig();
          outcome[where] = 'ok';
        } catch (error) {
          outcome[where] = stripAnsi((error as Error).message);
        }
      };
      const early: RsbuildPlugin = {
        name: 'early',
        setup(api) {
          attempt('setup', api);
          api.modifyRsbuildConfig(() => attempt('modifyRsbuildConfig', api));
          api.modifyEnvironmentConfig(() => attempt('modifyEnvironmentConfig', api));
          api.modifyBundlerChain(() => attempt('modifyBundlerChain', api));
        },
      };
      await (await newInstance({ plugins: [early] })).initConfigs();
      const message = '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.';
      assert.deepEqual(outcome, { setup: message, modifyRsbuildConfig: message, modifyEnvironmentConfig: message, modifyBundlerChain: 'ok' });
    });

    test('getNormalizedConfig also works in onBeforeStartDevServer, before modifyBundlerChain, and in onBeforeStartProdServer and onAfterStartProdServer of a preview', async () => {
      const seen: string[] = [];
      const probe: RsbuildPlugin = {
        name: 'probe',
        setup(api) {
          const read = (where: string) => void seen.push(`${where}: ${api.getNormalizedConfig().output.target}`);
          api.onBeforeStartDevServer(() => read('onBeforeStartDevServer'));
          api.modifyBundlerChain(() => read('modifyBundlerChain'));
          api.onBeforeStartProdServer(() => read('onBeforeStartProdServer'));
          api.onAfterStartProdServer(() => read('onAfterStartProdServer'));
        },
      };
      // createDevServer() and preview() set NODE_ENV when it is unset: keep this process's value.
      await withNodeEnv(process.env.NODE_ENV, async () => {
        await (await (await newInstance({ plugins: [probe] })).createDevServer()).close();
        const { server } = await (await newInstance({ server: { port: await freePort() }, plugins: [probe] })).preview({ checkDistDir: false });
        await server.close();
      });
      assert.deepEqual(seen, ['onBeforeStartDevServer: web', 'modifyBundlerChain: web', 'onBeforeStartProdServer: web', 'onAfterStartProdServer: web']);
    });

    test('the page says the normalized config exists once the last modifyEnvironmentConfig callback has returned, in both languages', () => {
      const en = pageText('plugins/dev/index', 'en');
      assert.match(en, /exists as soon as the last `modifyEnvironmentConfig` callback has returned/);
      assert.doesNotMatch(en, /exists from `modifyBundlerChain` on/);
      const zh = pageText('plugins/dev/index', 'zh');
      assert.match(zh, /最后一个 `modifyEnvironmentConfig` 回调返回后，规范化后的配置就已生成/);
      assert.doesNotMatch(zh, /从 `modifyBundlerChain` 开始才可用/);
    });

    test('changing plugins in modifyRsbuildConfig warns and is ignored; nested plugin arrays are flattened', async () => {
      const log: string[] = [];
      const early: RsbuildPlugin = { name: 'early', setup: (api) => api.modifyRsbuildConfig((config) => void config.plugins?.push(recorder([], 'late'))) };
      const warnings: string[] = [];
      const warn = logger.warn;
      logger.warn = (...args: unknown[]) => void warnings.push(stripAnsi(args.join(' ')));
      try {
        const rsbuild = await newInstance({ plugins: [early, [recorder(log, 'nested-a'), [recorder(log, 'nested-b')]]] });
        await rsbuild.initConfigs();
        assert.equal(rsbuild.isPluginExists('late'), false);
      } finally {
        logger.warn = warn;
      }
      assert.deepEqual(warnings, ['[rsbuild] Cannot change plugins via modifyRsbuildConfig as plugins are already initialized when it executes.']);
      assert.deepEqual(log, ['nested-a', 'nested-b']);
    });

    test('after a restart caused by the config file, onExit callbacks run once per instance; the old instance\'s onCloseDevServer runs at the restart', async () => {
      const config = (comment: string) =>
        `// ${comment}\nimport { appendFileSync } from 'node:fs';\nexport default {\n  plugins: [{ name: 'exit-counter', setup(api) { appendFileSync('setup.log', 'setup\\n'); api.onExit(() => appendFileSync('exit.log', 'exit\\n')); api.onCloseDevServer(() => appendFileSync('close.log', 'close\\n')); } }],\n};\n`;
      const dir = makeProject({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': config('first') }, 'plugins-dev-restart');
      const server = startCli(dir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
      try {
        await server.started;
        writeProjectFiles(dir, { 'rsbuild.config.mjs': config('second') });
        await waitFor('the restart', () => /restarting server as rsbuild\.config\.mjs changed[\s\S]*ready\s+built in/.test(server.output()), 30_000);
        // The old instance's server was closed before the new instance was set up.
        assert.equal(readFileSync(path.join(dir, 'close.log'), 'utf8'), 'close\n');
      } finally {
        await server.signal('SIGINT');
      }
      assert.equal(readFileSync(path.join(dir, 'setup.log'), 'utf8'), 'setup\nsetup\n');
      assert.equal(readFileSync(path.join(dir, 'exit.log'), 'utf8'), 'exit\nexit\n');
    });
  });
});

// What `rsbuild build` prints: the page's build-info plugin (as JavaScript) next to a plugin that
// pushes to `plugins` in modifyRsbuildConfig, a pre cycle, and getNormalizedConfig() in setup.
const BUILD_INFO_CONFIG = `import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const pluginBuildInfo = (options = {}) => ({
  name: 'rsbuild-plugin-build-info',
  setup(api) {
    const { filename = 'build-info.json', metaTag = true } = options;
    const buildTime = new Date().toISOString();
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(config, { source: { define: { __BUILD_TIME__: JSON.stringify(buildTime) } } }),
    );
    if (metaTag) {
      api.modifyHTMLTags(({ headTags, bodyTags }) => {
        headTags.push({ tag: 'meta', attrs: { name: 'build-time', content: buildTime } });
        return { headTags, bodyTags };
      });
    }
    api.onAfterBuild(async ({ environments, stats }) => {
      if (stats?.hasErrors()) {
        return;
      }
      for (const environment of Object.values(environments)) {
        const info = { buildTime, environment: environment.name };
        await writeFile(join(environment.distPath, filename), \`\${JSON.stringify(info, null, 2)}\\n\`);
      }
      api.logger.info(\`[build-info] wrote \${filename}\`);
    });
  },
});

const pluginAddsLate = () => ({
  name: 'adds-late',
  setup(api) {
    api.modifyRsbuildConfig((config) => {
      config.plugins.push({ name: 'late', setup() {} });
    });
  },
});

export default { plugins: [pluginBuildInfo({ filename: 'meta.json' }), pluginAddsLate()] };
`;

describe('Plugin development: what rsbuild build prints', () => {
  let buildInfoRun: CliResult;
  let buildInfoDir: string;
  let loopRun: CliResult;
  let earlyConfigRun: CliResult;
  let inspectRun: CliResult;
  let inspectDir: string;
  let inspectDevRun: CliResult;
  let inspectDevDir: string;
  let orderRun: CliResult;

  before(async () => {
    buildInfoDir = makeProject({ 'src/index.js': 'console.log(__BUILD_TIME__);\n', 'rsbuild.config.mjs': BUILD_INFO_CONFIG }, 'plugins-dev-cli-build-info');
    const loopDir = makeProject(
      { 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "export default { plugins: [{ name: 'x', pre: ['y'], setup() {} }, { name: 'y', pre: ['x'], setup() {} }] };\n" },
      'plugins-dev-cli-loop',
    );
    const earlyDir = makeProject(
      { 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "export default { plugins: [{ name: 'early', setup(api) { api.getNormalizedConfig(); } }] };\n" },
      'plugins-dev-cli-early',
    );
    inspectDir = makeProject(
      {
        'src/index.js': 'console.log(1);\n',
        'rsbuild.config.mjs':
          "const recorder = (name, apply) => ({ name, apply, setup(api) { api.logger.info(`setup: ${name}`); } });\nexport default { plugins: [recorder('serve-only', 'serve'), recorder('build-only', 'build')] };\n",
      },
      'plugins-dev-cli-inspect',
    );
    // The same plugins, inspected with --mode development, in a folder of their own (inspect writes dist/.rsbuild).
    inspectDevDir = makeProject({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': readText(inspectDir, 'rsbuild.config.mjs') }, 'plugins-dev-cli-inspect-dev');
    // The Plugin order sample, as written, in its own project.
    const orderSample = pageSamples('plugins/dev/index', 'en').find((code) => code.includes('my-app:react-extras'));
    assert.ok(orderSample);
    const orderDir = makeProject({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.ts': orderSample }, 'plugins-dev-cli-order');
    [buildInfoRun, loopRun, earlyConfigRun, inspectRun, orderRun, inspectDevRun] = await Promise.all([
      runCli(buildInfoDir, ['build']),
      runCli(loopDir, ['build']),
      runCli(earlyDir, ['build']),
      runCli(inspectDir, ['inspect']),
      runCli(orderDir, ['inspect']),
      runCli(inspectDevDir, ['inspect', '--mode', 'development']),
    ]);
  });

  test('Write a plugin: the last line of the log, below the file table, is "info    [build-info] wrote meta.json"', () => {
    assert.equal(buildInfoRun.code, 0, buildInfoRun.output);
    const lines = buildInfoRun.stdout.trimEnd().split('\n');
    assert.equal(lines.at(-1), 'info    [build-info] wrote meta.json', buildInfoRun.output);
    assert.match(lines.at(-3) ?? '', /^ +Total: /, buildInfoRun.output);
    assert.equal(JSON.parse(readText(buildInfoDir, 'dist/meta.json')).environment, 'web');
    assert.match(readText(buildInfoDir, 'dist/index.html'), /<meta name="build-time" content="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
  });

  test("The plugin object: rsbuild inspect without --mode sets up the apply: 'build' plugin, not the 'serve' one, and writes a development-mode config", () => {
    assert.equal(inspectRun.code, 0, inspectRun.output);
    const setups = inspectRun.stdout.split('\n').filter((line) => line.includes('setup: '));
    assert.deepEqual(setups, ['info    setup: build-only'], inspectRun.output);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'development',$/m);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rsbuild.config.mjs'), /^ {2}mode: 'development',$/m);
  });

  test("The plugin object: rsbuild inspect --mode development sets up the apply: 'serve' plugin, not the 'build' one", () => {
    assert.equal(inspectDevRun.code, 0, inspectDevRun.output);
    const setups = inspectDevRun.stdout.split('\n').filter((line) => line.includes('setup: '));
    assert.deepEqual(setups, ['info    setup: serve-only'], inspectDevRun.output);
    assert.match(readText(inspectDevDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'development',$/m);
  });

  test("Plugin order: the page's sample, as written, sets up my-app:react-extras before my-app:report (rsbuild inspect)", () => {
    assert.equal(orderRun.code, 0, orderRun.output);
    const setups = orderRun.stdout.split('\n').filter((line) => line.includes('setup: '));
    assert.deepEqual(setups, ['info    setup: my-app:react-extras', 'info    setup: my-app:report'], orderRun.output);
  });

  test('Plugin order: a pre cycle prints "error   Failed to build." then "error   [rsbuild:plugin] Plugins dependencies has loop: y,x" and a stack trace; exit code 1', () => {
    assert.equal(loopRun.code, 1, loopRun.output);
    assert.ok(loopRun.output.includes('error   Failed to build.\nerror   [rsbuild:plugin] Plugins dependencies has loop: y,x\n    at '), loopRun.output);
  });

  test('Common problems: getNormalizedConfig() in setup prints "error   Failed to build." then "error   [rsbuild] Cannot access normalized config until modifyRsbuildConfig is called." and a stack trace; exit code 1', () => {
    assert.equal(earlyConfigRun.code, 1, earlyConfigRun.output);
    assert.ok(
      earlyConfigRun.output.includes('error   Failed to build.\nerror   [rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.\n    at '),
      earlyConfigRun.output,
    );
  });

  test('Common problems: changing plugins in modifyRsbuildConfig prints the whole warn line, and the build goes on', () => {
    assert.ok(buildInfoRun.output.split('\n').includes('warn    [rsbuild] Cannot change plugins via modifyRsbuildConfig as plugins are already initialized when it executes.'), buildInfoRun.output);
    assert.match(buildInfoRun.output, /ready {3}built in/);
  });
});
