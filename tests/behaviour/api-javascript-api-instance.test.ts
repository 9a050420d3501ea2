// Claims of api/javascript-api/instance, checked with the JS API of @rsbuild/core 1.7.6: one
// build, a dev server, initConfigs, plugin management and the action createCompiler and
// inspectConfig set, on small instances.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildInstance, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { freePort, freePortBeforeAFreeOne, gate, listFiles, makeProject, pageSamples, pageText, rsbuildCore, typeCheckProject, waitFor, within, withNodeEnv, writeProjectFiles, writeUntilServed } from './harness';

const { createRsbuild } = await rsbuildCore();
const newInstance = async (plugins: RsbuildPlugin[] = [], port?: number) =>
  createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance'), rsbuildConfig: { plugins, logLevel: 'silent', server: { port } } });

describe('Rsbuild instance', () => {
  test('rsbuild.build: writes the output to disk and returns close(), which runs onCloseBuild', async () => {
    const closed: string[] = [];
    const rsbuild = await newInstance([{ name: 'close-probe', setup: (api) => api.onCloseBuild(() => void closed.push('onCloseBuild')) }], await freePort());
    // The Hooks example: modifyRsbuildConfig on the instance moves the output to build/.
    rsbuild.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { output: { distPath: { root: 'build' } } }));
    // The addPlugins example: a plugin added on the instance, with api.modifyHTML.
    rsbuild.addPlugins([{ name: 'example:stamp', setup: (api) => api.modifyHTML((html) => html.replace('</body>', '<!-- built by CI --></body>')) }]);
    const result = await rsbuild.build();
    assert.match(readFileSync(path.join(rsbuild.context.distPath, 'index.html'), 'utf8'), /<!-- built by CI --><\/body>/);
    assert.equal(path.basename(rsbuild.context.distPath), 'build');
    assert.ok(existsSync(path.join(rsbuild.context.distPath, 'index.html')));
    assert.deepEqual(closed, []);
    await result.close();
    assert.deepEqual(closed, ['onCloseBuild']);

    // rsbuild.preview, as in its example: after build(), the same instance serves the output.
    const order: string[] = [];
    rsbuild.onBeforeStartProdServer(() => void order.push('onBeforeStartProdServer'));
    rsbuild.onAfterStartProdServer(() => void order.push('onAfterStartProdServer'));
    const { urls, port, server } = await rsbuild.preview();
    try {
      assert.equal(rsbuild.context.action, 'preview');
      assert.deepEqual(order, ['onBeforeStartProdServer', 'onAfterStartProdServer']);
      assert.equal((await fetch(urls[0])).status, 200);
      // Return value: with the default host, the localhost URL (no trailing slash), then one per network IPv4 address.
      const networkIPv4 = [...new Set(Object.values(networkInterfaces()).flat().filter((detail) => detail && detail.family === 'IPv4' && !detail.internal).map((detail) => detail!.address))];
      assert.deepEqual(urls, [`http://localhost:${port}`, ...networkIPv4.map((address) => `http://${address}:${port}`)]);
    } finally {
      await server.close();
    }
  });

  test('rsbuild.preview: checkDistDir throws "please build the project before previewing" when nothing was built', async () => {
    const rsbuild = await newInstance();
    await assert.rejects(rsbuild.preview(), /The output directory .*dist does not exist, please build the project before previewing\./);
  });

  test('rsbuild.build: watch mode resolves before the first build, without stats; a failed compile does not reject, a fix rebuilds with the hooks again', async () => {
    const cwd = makeProject({ 'src/index.js': "import missing from './missing';\nconsole.log(missing);\n" }, 'instance-watch');
    // Dated a minute back, so the watcher cannot take the file just written for a change.
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(path.join(cwd, 'src/index.js'), minuteAgo, minuteAgo);
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent' } });
    // Hook calls in order. A loaded machine's watcher may report the fix twice (truncate, then
    // write), so a third build may follow; only the first four calls are asserted.
    const calls: string[] = [];
    let builds = 0;
    rsbuild.onBeforeBuild(() => void calls.push('before'));
    rsbuild.onAfterBuild(({ isFirstCompile, stats }) => {
      builds++;
      calls.push(`after first=${isFirstCompile} errors=${Boolean(stats?.hasErrors())}`);
    });
    const result = await rsbuild.build({ watch: true });
    try {
      assert.equal(builds, 0);
      assert.equal(result.stats, undefined);
      await waitFor('the first (failing) build', () => builds === 1);
      assert.deepEqual(calls, ['before', 'after first=true errors=true']);
      writeProjectFiles(cwd, { 'src/index.js': 'console.log("fixed");\n' });
      await waitFor('a rebuild after the fix', () => builds >= 2, 60_000);
      assert.deepEqual(calls.slice(0, 4), ['before', 'after first=true errors=true', 'before', 'after first=false errors=false']);
    } finally {
      await result.close();
    }
  });

  test('rsbuild.startDevServer: resolves once the server listens, before the first compilation has finished', async () => {
    // The first compilation is held until the promise has resolved: a promise that waited for it
    // would never resolve, and the race below fails the test instead of hanging it.
    const { held, release } = gate();
    const rsbuild = await newInstance([{ name: 'hold-first-compile', setup: (api) => api.onBeforeDevCompile(() => held) }], await freePort());
    let compiled = false;
    rsbuild.onAfterDevCompile(() => void (compiled = true));
    const { server } = await within(rsbuild.startDevServer(), 30_000, 'startDevServer() waited for the first compilation');
    const compiledWhenResolved = compiled;
    release();
    await waitFor('the first dev compilation', () => compiled, 60_000);
    await server.close();
    assert.equal(compiledWhenResolved, false);
  });

  test('rsbuild.startDevServer: resolves with urls, port and server.close(), which runs onCloseDevServer', async () => {
    const closed: string[] = [];
    const port = await freePort();
    const rsbuild = await newInstance([{ name: 'dev-probe', setup: (api) => api.onCloseDevServer(() => void closed.push('onCloseDevServer')) }], port);
    // When it runs: the action, the two server hooks, then the dev compile hooks of the first compilation.
    const hooks: string[] = [];
    for (const name of ['onBeforeStartDevServer', 'onAfterStartDevServer', 'onBeforeDevCompile', 'onAfterDevCompile'] as const) rsbuild[name](() => void hooks.push(name));
    const { urls, port: used, server } = await rsbuild.startDevServer();
    assert.equal(rsbuild.context.action, 'dev');
    await waitFor('the first dev compilation', () => hooks.includes('onAfterDevCompile'), 60_000);
    assert.deepEqual(hooks.filter((name) => name.endsWith('StartDevServer')), ['onBeforeStartDevServer', 'onAfterStartDevServer']);
    assert.deepEqual(hooks.filter((name) => name.endsWith('DevCompile')), ['onBeforeDevCompile', 'onAfterDevCompile']);
    assert.equal(used, port);
    assert.ok(urls.some((url) => url === `http://localhost:${used}`), urls.join(', '));
    await server.close();
    assert.deepEqual(closed, ['onCloseDevServer']);
  });

  test('rsbuild.initConfigs: a second call regenerates configs: setup and modifyRsbuildConfig do not run again, modifyRspackConfig does', async () => {
    const calls: string[] = [];
    const rsbuild = await newInstance([
      {
        name: 'count',
        setup(api) {
          calls.push('setup');
          api.modifyRsbuildConfig(() => void calls.push('modifyRsbuildConfig'));
          api.modifyRspackConfig(() => void calls.push('modifyRspackConfig'));
        },
      },
    ]);
    const first = await rsbuild.initConfigs();
    const second = await rsbuild.initConfigs();
    assert.notEqual(first[0], second[0]);
    assert.deepEqual(calls, ['setup', 'modifyRsbuildConfig', 'modifyRspackConfig', 'modifyRspackConfig']);
  });

  test('rsbuild.getNormalizedConfig: throws "[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called." before initConfigs', async () => {
    const rsbuild = await newInstance();
    // The whole message, [rsbuild] prefix included (colours are off in the tests).
    assert.throws(() => rsbuild.getNormalizedConfig(), { message: '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.' });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().output.distPath.root, 'dist');
  });

  test('rsbuild.addPlugins / removePlugins / isPluginExists / getPlugins', async () => {
    const rsbuild = await newInstance();
    rsbuild.addPlugins([{ name: 'extra', setup() {} }]);
    assert.ok(rsbuild.isPluginExists('extra'));
    assert.ok(rsbuild.getPlugins().some((p) => p.name === 'extra'));
    rsbuild.removePlugins(['extra']);
    assert.equal(rsbuild.isPluginExists('extra'), false);
  });

  test('rsbuild.addPlugins: options.before with an unknown name warns and appends; plugins added after the config is initialized never run', async () => {
    const { logger } = await rsbuildCore();
    const rsbuild = await newInstance();
    const warnings: string[] = [];
    const warn = logger.warn;
    logger.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      rsbuild.addPlugins([{ name: 'appended', setup() {} }], { before: 'no-such-plugin' });
    } finally {
      logger.warn = warn;
    }
    assert.deepEqual(warnings, ['Plugin "no-such-plugin" does not exist.']);
    assert.equal(rsbuild.getPlugins().at(-1)?.name, 'appended');
    // A known name: the plugin takes that place, even among the built-in plugins.
    rsbuild.addPlugins([{ name: 'early', setup() {} }], { before: 'rsbuild:html' });
    const names = rsbuild.getPlugins().map((plugin) => plugin.name);
    assert.equal(names[names.indexOf('early') + 1], 'rsbuild:html');
    assert.ok(names.indexOf('early') > 0 && names[names.indexOf('early') - 1].startsWith('rsbuild:'), names.join(', '));
    let lateSetup = false;
    await rsbuild.initConfigs();
    rsbuild.addPlugins([false, null, undefined, { name: 'late', setup: () => void (lateSetup = true) }]);
    await rsbuild.initConfigs();
    assert.equal(lateSetup, false);
  });

  test('rsbuild.getPlugins: built-in plugins, all named rsbuild:*, come first; without environment only global plugins', async () => {
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-plugins'),
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [{ name: 'user', setup() {} }],
        environments: { web: {}, node: { output: { target: 'node' }, plugins: [{ name: 'node-only', setup() {} }] } },
      },
    });
    const names = rsbuild.getPlugins().map((plugin) => plugin.name);
    const firstUser = names.indexOf('user');
    assert.ok(firstUser > 0 && names.slice(0, firstUser).every((name) => name.startsWith('rsbuild:')), names.join(', '));
    assert.equal(names.includes('node-only'), false);
    assert.ok(rsbuild.getPlugins({ environment: 'node' }).some((plugin) => plugin.name === 'node-only'));
    // removePlugins with an environment only removes that environment's entries.
    rsbuild.removePlugins(['node-only', 'user'], { environment: 'web' });
    assert.ok(rsbuild.isPluginExists('user'));
    rsbuild.removePlugins(['node-only'], { environment: 'node' });
    assert.equal(rsbuild.isPluginExists('node-only', { environment: 'node' }), false);
  });

  test('rsbuild.removePlugins: removing a built-in plugin drops what it sets up (rsbuild:html: no HTML plugin)', async () => {
    const rsbuild = await newInstance();
    rsbuild.removePlugins(['rsbuild:html']);
    const [config] = await rsbuild.initConfigs();
    assert.equal(config.plugins?.some((item) => item?.constructor?.name === 'HtmlRspackPlugin'), false);
  });

  test('rsbuild.initConfigs: the example prints <root>/dist and minimize true; a second action throws', async () => {
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-init');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', logLevel: 'silent' } });
    const [webConfig] = await rsbuild.initConfigs({ action: 'build' });
    assert.equal(webConfig.output?.path, path.join(cwd, 'dist'));
    assert.equal(webConfig.optimization?.minimize, true);
    await assert.rejects(rsbuild.initConfigs({ action: 'dev' }), /initConfigs\(\) can only be called with the same action type/);
  });

  test('rsbuild.inspectConfig: writeToDisk writes rsbuild.config.mjs, rspack.config.web.mjs and <name>.config.mjs under dist/.rsbuild', async () => {
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-inspect');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', logLevel: 'silent' } });
    const { bundlerConfigs } = await rsbuild.inspectConfig({ writeToDisk: true, extraConfigs: { tool: { a: 1 } } });
    assert.match(bundlerConfigs[0], /^\{/);
    assert.deepEqual(listFiles(path.join(cwd, 'dist/.rsbuild')), ['rsbuild.config.mjs', 'rspack.config.web.mjs', 'tool.config.mjs']);
  });

  test('rsbuild.context: distPath is empty until initConfigs(); version, cachePath, callerName; assigning logs "Context is readonly"', async () => {
    const { logger } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-context');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent' } });
    assert.equal(rsbuild.context.distPath, '');
    assert.equal(rsbuild.context.version, '1.7.6');
    assert.equal(rsbuild.context.cachePath, path.join(cwd, 'node_modules/.cache'));
    assert.equal(rsbuild.context.callerName, 'rsbuild');
    assert.equal(rsbuild.context.action, undefined);
    await rsbuild.initConfigs();
    assert.equal(rsbuild.context.distPath, path.join(cwd, 'dist'));
    assert.equal(rsbuild.context.action, undefined);
    const errors: string[] = [];
    const error = logger.error;
    logger.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      (rsbuild.context as { rootPath: string }).rootPath = '/elsewhere';
    } finally {
      logger.error = error;
    }
    assert.equal(rsbuild.context.rootPath, cwd);
    assert.deepEqual(errors, ['Context is readonly, you can not assign to the "context.rootPath" prop.']);
  });

  test('rsbuild.context: console.log() and Object.keys() show internal keys such as environments, hooks and config; reading them gives undefined', async () => {
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-context-keys'), rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    const context = rsbuild.context as unknown as Record<string, unknown>;
    const shown = inspect(context, { depth: 0 });
    for (const key of ['environments', 'hooks', 'config']) {
      assert.ok(Object.keys(context).includes(key), key);
      assert.match(shown, new RegExp(`\\n  ${key}: \\[Object\\],\\n`));
      assert.equal(context[key], undefined, key);
    }
    assert.equal(context.version, '1.7.6');
  });

  test('rsbuild.getNormalizedConfig / getRsbuildConfig: the examples\' values, unknown environment and invalid stage throw', async () => {
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-config'),
      rsbuildConfig: { html: { title: 'Dashboard' }, output: { distPath: { root: 'build' } } },
    });
    await rsbuild.initConfigs();
    const config = rsbuild.getNormalizedConfig();
    assert.equal(config.server.port, 3000);
    assert.deepEqual(Object.keys(config.environments), ['web']);
    assert.equal(rsbuild.getNormalizedConfig({ environment: 'web' }).output.distPath.js, 'static/js');
    assert.throws(() => rsbuild.getNormalizedConfig({ environment: 'node' }), { message: '[rsbuild] Cannot find normalized config by environment: node.' });
    assert.equal(rsbuild.getRsbuildConfig('original').server, undefined);
    assert.equal(rsbuild.getRsbuildConfig('current').server?.port, 3000);
    assert.equal(rsbuild.getRsbuildConfig('normalized').html.title, 'Dashboard');
    assert.throws(() => rsbuild.getRsbuildConfig('final' as 'current'), /getRsbuildConfig get an invalid type param/);
  });

  test('rsbuild.expose: plugins read the value with useExposed; a second expose replaces it', async () => {
    const read: unknown[] = [];
    const rsbuild = await newInstance([{ name: 'reader', setup: (api) => void read.push(api.useExposed('example:build-info')) }]);
    rsbuild.expose('example:build-info', { first: true });
    rsbuild.expose('example:build-info', { second: true });
    await rsbuild.initConfigs();
    assert.deepEqual(read, [{ second: true }]);
  });

  test('rsbuild.isPluginExists: a plugin skipped by apply or by another plugin\'s remove still exists', async () => {
    const ran: string[] = [];
    const rsbuild = await newInstance([
      { name: 'serve-only', apply: 'serve', setup: () => void ran.push('serve-only') },
      { name: 'removed', setup: () => void ran.push('removed') },
      { name: 'remover', remove: ['removed'], setup: () => void ran.push('remover') },
    ]);
    await rsbuild.initConfigs({ action: 'build' });
    assert.deepEqual(ran, ['remover']);
    assert.equal(rsbuild.isPluginExists('serve-only'), true);
    assert.equal(rsbuild.isPluginExists('removed'), true);
  });

  test('rsbuild.addPlugins: an Rspack plugin instance by mistake throws an error pointing to tools.rspack', async () => {
    const rsbuild = await newInstance();
    const { rspack } = await rsbuildCore();
    assert.throws(() => rsbuild.addPlugins([new rspack.DefinePlugin({}) as unknown as RsbuildPlugin]), /tools\.rspack/);
  });

  test("rsbuild.createCompiler / inspectConfig: an unset context.action follows the config's mode, not NODE_ENV; one already set is kept", async () => {
    const instance = (mode?: 'development' | 'production') =>
      createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-action'), rsbuildConfig: { mode, logLevel: 'silent' } });
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      // NODE_ENV says development, the config has no mode: 'build' (1.4 chose 'dev' here)
      const noMode = await instance();
      const compiler = await noMode.createCompiler();
      assert.equal(noMode.context.action, 'build');
      await new Promise((resolve) => compiler.close(resolve));
      const development = await instance('development');
      await development.inspectConfig();
      assert.equal(development.context.action, 'dev');
      const production = await instance('production');
      await production.inspectConfig({ mode: 'development' });
      assert.equal(production.context.action, 'build');
      const preset = await instance('development');
      await preset.initConfigs({ action: 'build' });
      await preset.inspectConfig();
      assert.equal(preset.context.action, 'build');
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('rsbuild.build: a compilation with errors rejects with Error("Rspack build failed.")', async () => {
    const cwd = makeProject({ 'src/index.js': "import missing from './missing';\nconsole.log(missing);\n" }, 'instance-fail');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent' } });
    let stats: { hasErrors(): boolean } | undefined;
    rsbuild.onAfterBuild((params) => void (stats = params.stats));
    await assert.rejects(rsbuild.build(), (error: Error) => error.message === 'Rspack build failed.');
    assert.equal(stats?.hasErrors(), true);
  });

  test('rsbuild.preview: an empty output directory throws "is empty, please build the project before previewing"; checkDistDir: false serves it anyway', async () => {
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', 'dist/.keep': '' }, 'instance-preview-empty');
    rmSync(path.join(cwd, 'dist/.keep'));
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort() } } });
    await assert.rejects(rsbuild.preview(), /The output directory .*dist is empty, please build the project before previewing\./);
    const { urls, server } = await rsbuild.preview({ checkDistDir: false });
    try {
      assert.equal((await fetch(urls[0])).status, 404);
    } finally {
      await server.close();
    }
  });

  test('rsbuild.createDevServer: with runCompile: false nothing compiles and getStats, loadBundle and getTransformedHtml throw', async () => {
    let compiled = false;
    const rsbuild = await newInstance([{ name: 'compile-probe', setup: (api) => api.onBeforeCreateCompiler(() => void (compiled = true)) }], await freePort());
    const devServer = await rsbuild.createDevServer({ runCompile: false });
    try {
      assert.equal(rsbuild.context.action, 'dev');
      await assert.rejects(devServer.environments.web.getStats(), /Can not call getStats when runCompile is false/);
      await assert.rejects(devServer.environments.web.loadBundle('index'), /Can not call loadBundle when runCompile is false/);
      await assert.rejects(devServer.environments.web.getTransformedHtml('index'), /Can not call getTransformedHtml when runCompile is false/);
      assert.equal(compiled, false);
    } finally {
      await devServer.close();
    }
  });

  test('Common problems: after a dev server, NODE_ENV stays development and a later build() on a new instance builds in development mode', async () => {
    await withNodeEnv(undefined, async () => {
      const dev = await newInstance([], await freePort());
      const devServer = await dev.createDevServer({ runCompile: false });
      await devServer.close();
      assert.equal(process.env.NODE_ENV, 'development');
      const later = await newInstance();
      await (await later.build()).close();
      assert.equal(process.env.NODE_ENV, 'development');
      assert.equal(later.getNormalizedConfig().mode, 'development');
    });
  });

  test("Common problems: with NODE_ENV unset, initConfigs() and createCompiler() leave it at development, even with mode: 'production', and a later build() on a new instance builds in development mode", async () => {
    const production = async () =>
      createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-node-env-left'), rsbuildConfig: { logLevel: 'silent', mode: 'production' } });
    await withNodeEnv(undefined, async () => {
      const [config] = await (await production()).initConfigs();
      assert.equal(config.mode, 'production');
      assert.equal(process.env.NODE_ENV, 'development');
      delete process.env.NODE_ENV;
      const compiler = await (await production()).createCompiler();
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      assert.equal(process.env.NODE_ENV, 'development');
      const later = await newInstance();
      await (await later.build()).close();
      assert.equal(later.getNormalizedConfig().mode, 'development');
    });
    for (const [lang, text] of [
      ['en', "`initConfigs()` and `createCompiler()` leave the same value behind: with `NODE_ENV` unset, they set it to `development` while Rsbuild loads the PostCSS config, even when the config has `mode: 'production'`"],
      ['zh', "`initConfigs()` 和 `createCompiler()` 也会留下同样的值：`NODE_ENV` 未设置时，即使配置中写了 `mode: 'production'`，Rsbuild 加载 PostCSS 配置时也会把它设为 `development`"],
    ] as const) assert.ok(pageText('api/javascript-api/instance', lang).includes(text), lang);
  });

  test("Common problems: with NODE_ENV unset, initConfigs() fixes the mode at 'none' and a later build() keeps it", async () => {
    await withNodeEnv(undefined, async () => {
      const rsbuild = await newInstance();
      const [config] = await rsbuild.initConfigs();
      assert.equal(config.mode, 'none');
      let built: string | undefined;
      rsbuild.onBeforeBuild(({ bundlerConfigs }) => void (built = bundlerConfigs?.[0]?.mode));
      await (await rsbuild.build()).close();
      assert.equal(built, 'none');
      assert.equal(rsbuild.getNormalizedConfig().mode, 'none');
    });
  });

  test('rsbuild.build: sets NODE_ENV to production when it is unset', async () => {
    await withNodeEnv(undefined, async () => {
      const rsbuild = await newInstance();
      let nodeEnv: string | undefined;
      rsbuild.onBeforeBuild(() => void (nodeEnv = process.env.NODE_ENV));
      await (await rsbuild.build()).close();
      assert.equal(nodeEnv, 'production');
      assert.equal(rsbuild.getNormalizedConfig().mode, 'production');
    });
  });

  test('rsbuild.build: with loadEnv, a NODE_ENV line of a .env file is set while the instance is created, over the shell\'s value, and build() is a development build', async () => {
    await withNodeEnv('production', async () => {
      const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', '.env': 'NODE_ENV=development\n' }, 'instance-load-env');
      const rsbuild = await createRsbuild({ cwd, loadEnv: true, config: { logLevel: 'silent' } });
      assert.equal(process.env.NODE_ENV, 'development');
      await (await rsbuild.build()).close();
      assert.equal(rsbuild.getNormalizedConfig().mode, 'development');
      assert.ok(existsSync(path.join(cwd, 'dist/static/js/index.js')));
    });
  });

  test('rsbuild.startDevServer: with loadEnv, NODE_ENV=production in a .env file makes the dev server compile in production mode', async () => {
    await withNodeEnv(undefined, async () => {
      const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', '.env': 'NODE_ENV=production\n' }, 'instance-load-env-dev');
      const rsbuild = await createRsbuild({ cwd, loadEnv: true, config: { logLevel: 'silent', server: { port: await freePort() } } });
      // startDevServer() is createDevServer() followed by listen(); the mode is fixed when the server is created.
      const devServer = await rsbuild.createDevServer({ runCompile: false });
      try {
        assert.equal(process.env.NODE_ENV, 'production');
        assert.equal(rsbuild.getNormalizedConfig().mode, 'production');
      } finally {
        await devServer.close();
      }
    });
  });

  test('rsbuild.inspectConfig: with several environments one rsbuild.config.<env>.mjs each; an existing rspack config gets a timestamp; a relative outputPath is resolved against distPath', async () => {
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-inspect-envs');
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: { mode: 'production', logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' } } } },
    });
    await rsbuild.inspectConfig({ writeToDisk: true, outputPath: 'inspect' });
    const dir = path.join(cwd, 'dist/inspect');
    assert.deepEqual(listFiles(dir), ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
    await rsbuild.inspectConfig({ writeToDisk: true, outputPath: 'inspect' });
    const files = listFiles(dir);
    assert.equal(files.length, 6, files.join(', '));
    assert.ok(files.some((file) => /^rspack\.config\.web\.\d{13}\.mjs$/.test(file)), files.join(', '));
    assert.ok(files.some((file) => /^rspack\.config\.node\.\d{13}\.mjs$/.test(file)), files.join(', '));
  });

  test('createRsbuild: the samples\' config option and the older name rsbuildConfig both give the configuration', async () => {
    const withConfig = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'instance-config-name'), config: { html: { title: 'From config' } } });
    const withOldName = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'instance-config-name'), rsbuildConfig: { html: { title: 'From rsbuildConfig' } } });
    assert.equal(withConfig.getRsbuildConfig('original').html?.title, 'From config');
    assert.equal(withOldName.getRsbuildConfig('original').html?.title, 'From rsbuildConfig');
    // Common problems: the config file of the project is not read.
    const withFile = await createRsbuild({ cwd: makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': "export default { html: { title: 'From file' } };\n" }, 'instance-config-file') });
    assert.equal(withFile.getRsbuildConfig('original').html, undefined);
  });

  test('Hooks: every hook of the table is a method of the instance (types and runtime)', async () => {
    // A name missing from RsbuildInstance fails tsc here.
    const table = [
      'modifyRsbuildConfig', 'modifyEnvironmentConfig', 'onBeforeCreateCompiler', 'onAfterCreateCompiler', 'onBeforeBuild', 'onAfterBuild',
      'onCloseBuild', 'onBeforeEnvironmentCompile', 'onAfterEnvironmentCompile', 'onBeforeStartDevServer', 'onAfterStartDevServer',
      'onBeforeDevCompile', 'onAfterDevCompile', 'onDevCompileDone', 'onCloseDevServer', 'onBeforeStartProdServer', 'onAfterStartProdServer', 'onExit',
    ] as const satisfies readonly (keyof RsbuildInstance)[];
    const rsbuild = await newInstance();
    assert.deepEqual(table.filter((name) => typeof rsbuild[name] !== 'function'), []);
    // The bundle-shaping hooks and plugin-only helpers are not on the instance.
    assert.deepEqual(['modifyRspackConfig', 'modifyBundlerChain', 'modifyHTML', 'modifyHTMLTags', 'transform', 'processAssets', 'resolve', 'useExposed', 'logger'].filter((name) => name in rsbuild), []);
  });

  test('rsbuild.getPlugins: the list keeps registration order; enforce: pre only changes the order in which setup runs', async () => {
    const ran: string[] = [];
    const rsbuild = await newInstance([
      { name: 'first', setup: () => void ran.push('first') },
      { name: 'second', enforce: 'pre', setup: () => void ran.push('second') },
    ]);
    await rsbuild.initConfigs();
    assert.deepEqual(ran, ['second', 'first']);
    assert.deepEqual(
      rsbuild.getPlugins().map((plugin) => plugin.name).filter((name) => !name.startsWith('rsbuild:')),
      ['first', 'second'],
    );
  });
});

describe('Rsbuild instance › Lower-level steps', () => {
  const hookNames = ['onBeforeBuild', 'onAfterBuild', 'onBeforeEnvironmentCompile', 'onAfterEnvironmentCompile', 'onBeforeDevCompile', 'onAfterDevCompile'] as const;
  /** An instance of the given mode whose hooks record their calls, and the compiler from createCompiler(). */
  async function compilerWithHooks(mode: 'development' | 'production') {
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-compiler-hooks'), rsbuildConfig: { mode, logLevel: 'silent' } });
    const calls: string[] = [];
    for (const name of hookNames) rsbuild[name](() => void calls.push(name));
    const compiler = (await rsbuild.createCompiler()) as import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.Compiler;
    return { rsbuild, calls, compiler };
  }
  const closeCompiler = (compiler: { close: (callback: () => void) => void }) => new Promise<void>((resolve) => compiler.close(() => resolve()));

  test("rsbuild.createCompiler: with the 'build' action, compiler.run() triggers none of the build hooks", async () => {
    const { rsbuild, calls, compiler } = await compilerWithHooks('production');
    assert.equal(rsbuild.context.action, 'build');
    await within(new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve()))), 60_000, 'compiler.run() did not finish');
    await closeCompiler(compiler);
    assert.deepEqual(calls, []);
  });

  test("rsbuild.createCompiler: with the 'dev' action, compiler.run() triggers only the two after-hooks, compiler.watch() all four dev hooks", async () => {
    const run = await compilerWithHooks('development');
    assert.equal(run.rsbuild.context.action, 'dev');
    await within(new Promise<void>((resolve, reject) => run.compiler.run((error) => (error ? reject(error) : resolve()))), 60_000, 'compiler.run() did not finish');
    await closeCompiler(run.compiler);
    assert.deepEqual(run.calls, ['onAfterEnvironmentCompile', 'onAfterDevCompile']);
    const watched = await compilerWithHooks('development');
    await within(
      new Promise<void>((resolve, reject) => {
        const watching = watched.compiler.watch({}, (error) => (error ? reject(error) : watching.close(() => resolve())));
      }),
      60_000,
      'compiler.watch() did not report a compilation',
    );
    await closeCompiler(watched.compiler);
    assert.deepEqual(watched.calls, ['onBeforeDevCompile', 'onBeforeEnvironmentCompile', 'onAfterEnvironmentCompile', 'onAfterDevCompile']);
  });

  test('rsbuild.inspectConfig: a plugin whose apply excludes the action is not set up, so its change is missing, but its name is listed under plugins', async () => {
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-inspect-apply'),
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        plugins: [{ name: 'serve-only', apply: 'serve', setup: (api) => api.modifyRsbuildConfig((config: RsbuildConfig) => void (config.html = { title: 'Set by serve-only' })) }],
      },
    });
    const { rsbuildConfig } = await rsbuild.inspectConfig();
    assert.equal(rsbuild.context.action, 'build');
    assert.match(rsbuildConfig, /name: 'serve-only'/);
    assert.doesNotMatch(rsbuildConfig, /Set by serve-only/);
  });
});

describe('Rsbuild instance › Development', () => {
  test('rsbuild.startDevServer / Common problems: after preview() NODE_ENV is production, and a dev server created later in the process compiles in production mode', async () => {
    await withNodeEnv(undefined, async () => {
      const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', 'dist/.keep': '' }, 'instance-preview-then-dev');
      const previewing = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort() } } });
      const { server } = await previewing.preview({ checkDistDir: false });
      await server.close();
      assert.equal(process.env.NODE_ENV, 'production');
      const dev = await newInstance([], await freePort());
      const devServer = await dev.createDevServer({ runCompile: false });
      try {
        assert.equal(dev.context.action, 'dev');
        assert.equal(dev.getNormalizedConfig().mode, 'production');
      } finally {
        await devServer.close();
      }
    });
  });
});

describe('Rsbuild instance › Configuration and context', () => {
  test('rsbuild.getNormalizedConfig: without environments, the one entry is output.target in camel case (webWorker for web-worker)', async () => {
    const names: string[][] = [];
    for (const target of ['web', 'node', 'web-worker'] as const) {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-env-name'), rsbuildConfig: { logLevel: 'silent', output: { target } } });
      await rsbuild.initConfigs();
      names.push(Object.keys(rsbuild.getNormalizedConfig().environments));
      if (target === 'web-worker') assert.throws(() => rsbuild.getNormalizedConfig({ environment: 'web-worker' }), { message: '[rsbuild] Cannot find normalized config by environment: web-worker.' });
    }
    assert.deepEqual(names, [['web'], ['node'], ['webWorker']]);
  });
});

describe('Rsbuild instance › Configuration and context › getRsbuildConfig', () => {
  test("'original': loadEnv adds the loaded .env files to performance.buildCache.buildDependencies; buildCache: true becomes an object", async () => {
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', '.env': 'PUBLIC_NAME=cache\n' }, 'instance-env-cache');
    const listed = await createRsbuild({ cwd, loadEnv: true, config: { logLevel: 'silent', performance: { buildCache: true } } });
    assert.deepEqual(listed.getRsbuildConfig('original').performance?.buildCache, { buildDependencies: [path.join(cwd, '.env')] });
    const appended = await createRsbuild({ cwd, loadEnv: true, config: { logLevel: 'silent', performance: { buildCache: { buildDependencies: ['a.js'] } } } });
    assert.deepEqual(appended.getRsbuildConfig('original').performance?.buildCache, { buildDependencies: ['a.js', path.join(cwd, '.env')] });
    const original = appended.getRsbuildConfig('original');
    assert.deepEqual(original.source?.define, { 'import.meta.env.PUBLIC_NAME': '"cache"', 'process.env.PUBLIC_NAME': '"cache"' });
    assert.deepEqual(original.dev?.watchFiles, [{ paths: [path.join(cwd, '.env')], type: 'reload-server' }]);
  });
});

describe('Rsbuild instance › getPortSilently', () => {
  test('createDevServer() and preview() log "port <n> is in use, using port <n+1>." when the port is taken, and nothing with getPortSilently: true', async () => {
    const { logger } = await rsbuildCore();
    const net = await import('node:net');
    const port = await freePortBeforeAFreeOne();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    const info = logger.info;
    const logged: string[] = [];
    logger.info = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    try {
      const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', 'dist/.keep': '' }, 'instance-port-silent');
      for (const getPortSilently of [false, true]) {
        const dev = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port, printUrls: false } } });
        const devServer = await dev.createDevServer({ runCompile: false, getPortSilently });
        assert.equal(devServer.port, port + 1);
        await devServer.close();
        const previewing = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port, printUrls: false } } });
        const preview = await previewing.preview({ checkDistDir: false, getPortSilently });
        assert.equal(preview.port, port + 1);
        await preview.server.close();
      }
    } finally {
      logger.info = info;
      await new Promise((resolve) => blocker.close(resolve));
    }
    assert.deepEqual(logged, [`port ${port} is in use, using port ${port + 1}.`, `port ${port} is in use, using port ${port + 1}.`]);
  });
});

describe('Rsbuild instance › Lower-level steps › inspectConfig verbose', () => {
  test('rsbuild.inspectConfig: without verbose a function longer than 100 characters is omitted, a shorter one is printed; verbose prints both', async () => {
    // tools.rspack and tools.bundlerChain as a long and a short function.
    const long = (config: unknown) => {
      const marker = 'the body of a function that is longer than one hundred characters';
      return marker ? config : config;
    };
    const short = () => {};
    assert.ok(long.toString().length > 100 && short.toString().length <= 100);
    const report = async (verbose: boolean) => {
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-inspect-verbose'),
        rsbuildConfig: { mode: 'production', logLevel: 'silent', tools: { rspack: long as never, bundlerChain: short } },
      });
      return (await rsbuild.inspectConfig({ verbose })).rsbuildConfig;
    };
    const brief = await report(false);
    assert.match(brief, /rspack: function \(\) \{ \/\* omitted long function \*\/ \}/);
    assert.match(brief, /bundlerChain: \(\) ?=> ?\{\s*\}/);
    const full = await report(true);
    assert.match(full, /the body of a function that is longer than one hundred characters/);
    assert.match(full, /bundlerChain: \(\) ?=> ?\{\s*\}/);
  });
});

describe('Rsbuild instance › Build › rsbuild.preview server options', () => {
  test('server.base, headers and proxy apply; historyApiFallback only with htmlFallback: false; urls leave out the base', async () => {
    const http = await import('node:http');
    const target = http.createServer((request, response) => response.end(`proxied ${request.url}`));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetPort = (target.address() as import('node:net').AddressInfo).port;
    const cwd = makeProject({ 'src/index.js': '', 'dist/index.html': '<p>home</p>\n', 'dist/other.html': '<p>other</p>\n', 'dist/file.txt': 'text\n' }, 'instance-preview-options');
    const bodies: Record<string, string> = {};
    try {
      for (const htmlFallback of ['index', false] as const) {
        const port = await freePort();
        const rsbuild = await createRsbuild({
          cwd,
          rsbuildConfig: {
            logLevel: 'silent',
            server: {
              port,
              printUrls: false,
              base: '/app',
              htmlFallback,
              headers: { 'X-Preview': 'yes' },
              proxy: { '/api': `http://127.0.0.1:${targetPort}` },
              historyApiFallback: { rewrites: [{ from: /^\/deep/, to: '/other.html' }] },
            },
          },
        });
        const { urls, server } = await rsbuild.preview();
        try {
          assert.equal(urls[0], `http://localhost:${port}`);
          const file = await fetch(`http://localhost:${port}/app/file.txt`);
          assert.equal(file.status, 200);
          assert.equal(file.headers.get('x-preview'), 'yes');
          assert.equal((await file.text()).trim(), 'text');
          assert.equal(await (await fetch(`http://localhost:${port}/api/x`)).text(), 'proxied /api/x');
          bodies[String(htmlFallback)] = (await (await fetch(`http://localhost:${port}/app/deep`, { headers: { accept: 'text/html' } })).text()).trim();
        } finally {
          await server.close();
        }
      }
    } finally {
      await new Promise((resolve) => target.close(resolve));
    }
    assert.deepEqual(bodies, { index: '<p>home</p>', false: '<p>other</p>' });
  });
});

describe('Rsbuild instance › Hooks', () => {
  test('rsbuild.onBeforeStartDevServer receives { server, environments }, server being the dev server object', async () => {
    const rsbuild = await newInstance([], await freePort());
    let received: { keys: string[]; server: unknown } | undefined;
    rsbuild.onBeforeStartDevServer(({ server, environments }) => {
      received = { keys: Object.keys(environments), server };
    });
    const devServer = await rsbuild.createDevServer({ runCompile: false });
    try {
      assert.deepEqual(received?.keys, ['web']);
      assert.equal(received?.server, devServer);
      assert.equal(typeof devServer.sockWrite, 'function');
    } finally {
      await devServer.close();
    }
  });
});

describe('Rsbuild instance › SIGTERM in a script', () => {
  /** Runs `script` in a new project with node, waits for "listening", sends SIGTERM and resolves with the exit code and output. */
  async function terminate(script: string, name: string, files: Record<string, string> = {}) {
    const { spawn } = await import('node:child_process');
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n', ...files, 'script.mjs': script }, name);
    const child = spawn(process.execPath, ['script.mjs', String(await freePort())], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      await waitFor(`${name}: "listening"`, () => output.includes('listening\n') || child.exitCode !== null, 120_000);
      assert.match(output, /listening\n/);
      child.kill('SIGTERM');
      const code = await within(exit, 60_000, `${name}: the process did not end after SIGTERM`);
      return { code, output };
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }

  test('rsbuild.preview: on SIGTERM Rsbuild closes the preview server and ends the process with exit code 143', async () => {
    const { code, output } = await terminate(
      [
        "import { createRsbuild } from '@rsbuild/core';",
        "const rsbuild = await createRsbuild({ config: { logLevel: 'silent', server: { port: Number(process.argv[2]) } } });",
        'await rsbuild.preview();',
        "console.log('listening');",
        '',
      ].join('\n'),
      'instance-preview-sigterm',
      { 'dist/index.html': '<p>built</p>\n' },
    );
    assert.equal(code, 143, output);
  });

  test('rsbuild.startDevServer: on SIGTERM a process.exitCode the script already set is kept instead of 143', async () => {
    const { code, output } = await terminate(
      [
        "import { createRsbuild } from '@rsbuild/core';",
        "const rsbuild = await createRsbuild({ config: { logLevel: 'silent', server: { port: Number(process.argv[2]) } } });",
        "rsbuild.onCloseDevServer(() => console.log('server closed'));",
        'await rsbuild.startDevServer();',
        'process.exitCode = 3;',
        "console.log('listening');",
        '',
      ].join('\n'),
      'instance-dev-sigterm-exit-code',
    );
    assert.equal(code, 3, output);
    assert.match(output, /server closed\n/);
  });
});

describe('Rsbuild instance › Hooks › onExit in a script', () => {
  /** Runs a watch build of `script` with node; its output says "built" after each build. */
  async function watchScript(script: string, name: string) {
    const { spawn } = await import('node:child_process');
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n', 'script.mjs': script }, name);
    // Dated a minute back, so the watcher cannot take the file just written for a change.
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, 'src/index.js'), minuteAgo, minuteAgo);
    const child = spawn(process.execPath, ['script.mjs'], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
    const builds = () => output.match(/^built$/gm)?.length ?? 0;
    // A rebuild after an edit: the process is still running and watching.
    const rebuilds = async (code: string) => {
      const before = builds();
      await writeUntilServed(dir, 'src/index.js', code, { compiles: builds, served: async () => builds() > before });
    };
    await waitFor(`${name}: the first build`, () => builds() >= 1 || child.exitCode !== null, 120_000);
    assert.equal(child.exitCode, null, output);
    return { child, exit, rebuilds, output: () => output };
  }
  const watchBuild = (onExit: boolean, sigterm = '') =>
    [
      "import { createRsbuild } from '@rsbuild/core';",
      "const rsbuild = await createRsbuild({ config: { logLevel: 'silent' } });",
      onExit ? "rsbuild.onExit(({ exitCode }) => console.log(`onExit ${exitCode}`));" : '',
      "rsbuild.onAfterBuild(() => console.log('built'));",
      'const { close } = await rsbuild.build({ watch: true });',
      sigterm,
      '',
    ].join('\n');

  test('with onExit registered, SIGTERM runs it with 143 but the watch build goes on, and SIGINT then does not stop it', async () => {
    const { child, rebuilds, output } = await watchScript(watchBuild(true), 'instance-on-exit-sigterm');
    try {
      child.kill('SIGTERM');
      await waitFor('onExit after SIGTERM', () => output().includes('onExit 143\n'));
      await rebuilds('console.log(2);');
      child.kill('SIGINT');
      await rebuilds('console.log(3);');
      assert.equal(child.exitCode, null);
      assert.equal(output().match(/onExit/g)?.length, 1);
    } finally {
      child.kill('SIGKILL');
    }
  });
  test("a plugin's api.onExit is the instance's onExit, so registering it in a plugin does the same", async () => {
    let fromPlugin: unknown;
    const rsbuild = await newInstance([{ name: 'on-exit-probe', setup: (api) => void (fromPlugin = api.onExit) }]);
    await rsbuild.initConfigs();
    assert.equal(typeof rsbuild.onExit, 'function');
    assert.equal(fromPlugin, rsbuild.onExit);
  });
  test('without onExit, SIGTERM ends the same script', async () => {
    const { child, exit } = await watchScript(watchBuild(false), 'instance-no-on-exit-sigterm');
    try {
      child.kill('SIGTERM');
      assert.deepEqual(await within(exit, 60_000, 'the script did not end after SIGTERM'), { code: null, signal: 'SIGTERM' });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
  test("with onExit registered, the page's SIGTERM handler closes the build and ends the script with 143", async () => {
    const { child, exit, output } = await watchScript(watchBuild(true, 'process.once(\'SIGTERM\', () => close().then(() => process.exit(143)));'), 'instance-on-exit-sigterm-handler');
    try {
      child.kill('SIGTERM');
      assert.deepEqual(await within(exit, 60_000, 'the script did not end after SIGTERM'), { code: 143, signal: null });
      assert.match(output(), /onExit 143\n/);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});

describe('Rsbuild instance › Hooks › arguments', () => {
  test('instance hooks take a callback or { handler, order }: order: pre runs before a plugin\'s callback, post after', async () => {
    const calls: string[] = [];
    const rsbuild = await newInstance([{ name: 'plugin', setup: (api) => api.modifyRsbuildConfig(() => void calls.push('plugin')) }]);
    rsbuild.modifyRsbuildConfig({ handler: () => void calls.push('instance post'), order: 'post' });
    rsbuild.modifyRsbuildConfig(() => void calls.push('instance callback'));
    rsbuild.modifyRsbuildConfig({ handler: () => void calls.push('instance pre'), order: 'pre' });
    await rsbuild.initConfigs();
    assert.deepEqual(calls, ['instance pre', 'instance callback', 'plugin', 'instance post']);
  });
});

describe('Rsbuild instance › Lower-level steps › inspectConfig mode', () => {
  test('rsbuild.inspectConfig: mode sets NODE_ENV only after this call generated its configs (NODE_ENV unset: the report says mode none)', async () => {
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-inspect-mode'), rsbuildConfig: { logLevel: 'silent' } });
      const { origin } = await rsbuild.inspectConfig({ mode: 'production' });
      assert.equal(origin.bundlerConfigs[0].mode, 'none');
      assert.equal(process.env.NODE_ENV, 'production');
    });
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-inspect-mode'), rsbuildConfig: { logLevel: 'silent' } });
      await rsbuild.inspectConfig();
      assert.equal(process.env.NODE_ENV, 'development');
    });
  });
});

describe('Rsbuild instance › code samples', () => {
  test('every script sample of the page (and of its fragments) type-checks as written against the 1.x types, in both languages', () => {
    const pages = ['api/javascript-api/instance', ...['context', 'expose', 'get-normalized-config', 'get-rsbuild-config', 'is-plugin-exists'].map((name) => `shared/api/${name}`)];
    for (const lang of ['en', 'zh'] as const) {
      const files: Record<string, string> = {};
      for (const page of pages) {
        const titles = new Set([...readFileSync(path.join(import.meta.dirname, `../../docs/${lang}/${page}.mdx`), 'utf8').matchAll(/```ts title="([^"]+)"/g)].map((match) => match[1]));
        for (const title of titles) {
          pageSamples(page, lang, title).forEach((code, index) => {
            files[`${page.replace(/\//g, '-')}-${title.replace(/\./g, '_')}-${index}.ts`] = `${code}\nexport {};\n`;
          });
        }
      }
      assert.equal(Object.keys(files).length, 23, Object.keys(files).join(', '));
      assert.deepEqual(typeCheckProject(ts, files, `instance-samples-${lang}`, () => ({ types: ['node'] })), []);
    }
  });
});

describe('Rsbuild instance › Plugins › removePlugins', () => {
  test('rsbuild.removePlugins: without options.environment, a name is removed everywhere, global and per-environment', async () => {
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-remove-everywhere'),
      rsbuildConfig: { logLevel: 'silent', plugins: [{ name: 'shared', setup() {} }], environments: { web: {}, node: { output: { target: 'node' }, plugins: [{ name: 'shared', setup() {} }] } } },
    });
    assert.equal(rsbuild.getPlugins({ environment: 'node' }).filter((plugin) => plugin.name === 'shared').length, 2);
    rsbuild.removePlugins(['shared']);
    assert.deepEqual(rsbuild.getPlugins({ environment: 'node' }).filter((plugin) => plugin.name === 'shared'), []);
    assert.equal(rsbuild.isPluginExists('shared', { environment: 'node' }), false);
  });
});

describe('Rsbuild instance › Overview', () => {
  test('there is no environments property on the instance, before or after initConfigs()', async () => {
    const rsbuild = await newInstance();
    assert.equal('environments' in rsbuild, false);
    await rsbuild.initConfigs();
    assert.equal('environments' in rsbuild, false);
  });
});

describe('Rsbuild instance › Build › several environments', () => {
  test('rsbuild.build: sets the build action, runs the environment hooks once per environment, and resolves with MultiStats; addPlugins with environment registers for that environment only', async () => {
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-build-multi'),
      config: { logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } } },
    });
    rsbuild.addPlugins([{ name: 'node-only', setup() {} }], { environment: 'node' });
    assert.equal(rsbuild.isPluginExists('node-only'), false);
    assert.equal(rsbuild.isPluginExists('node-only', { environment: 'node' }), true);
    assert.equal(rsbuild.isPluginExists('node-only', { environment: 'web' }), false);
    const calls: string[] = [];
    rsbuild.onBeforeBuild(() => void calls.push('onBeforeBuild'));
    rsbuild.onBeforeEnvironmentCompile(({ environment }) => void calls.push(`onBeforeEnvironmentCompile:${environment.name}`));
    rsbuild.onAfterEnvironmentCompile(({ environment }) => void calls.push(`onAfterEnvironmentCompile:${environment.name}`));
    rsbuild.onAfterBuild(() => void calls.push('onAfterBuild'));
    const { stats, close } = await rsbuild.build();
    try {
      assert.equal(rsbuild.context.action, 'build');
      assert.equal(stats?.constructor.name, 'MultiStats');
      assert.equal((stats as import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.MultiStats).stats.length, 2);
      assert.equal(calls[0], 'onBeforeBuild');
      assert.equal(calls.at(-1), 'onAfterBuild');
      assert.deepEqual(calls.slice(1, -1).sort(), ['onAfterEnvironmentCompile:node', 'onAfterEnvironmentCompile:web', 'onBeforeEnvironmentCompile:node', 'onBeforeEnvironmentCompile:web']);
    } finally {
      await close();
    }
  });

  test('rsbuild.build resolves with Stats, and rsbuild.createCompiler with a Compiler, for one environment; createCompiler gives a MultiCompiler for several', async () => {
    const single = await newInstance();
    const { stats, close } = await single.build();
    await close();
    assert.equal(stats?.constructor.name, 'Stats');
    const one = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-compiler-kind'), config: { mode: 'production', logLevel: 'silent' } });
    const created: string[] = [];
    one.onBeforeCreateCompiler(() => void created.push('onBeforeCreateCompiler'));
    one.onAfterCreateCompiler(() => void created.push('onAfterCreateCompiler'));
    const compiler = await one.createCompiler();
    assert.equal(compiler.constructor.name, 'Compiler');
    assert.deepEqual(created, ['onBeforeCreateCompiler', 'onAfterCreateCompiler']);
    await new Promise((resolve) => compiler.close(resolve));
    const two = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-compiler-kind'),
      config: { mode: 'production', logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' } } } },
    });
    const multi = await two.createCompiler();
    assert.equal(multi.constructor.name, 'MultiCompiler');
    await new Promise((resolve) => multi.close(resolve));
  });
});

describe('Rsbuild instance › Lower-level steps › inspectConfig writeToDisk', () => {
  test('rsbuild.inspectConfig: with writeToDisk, Rsbuild logs the path of every file it wrote', async () => {
    const { logger } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance-inspect-log');
    const rsbuild = await createRsbuild({ cwd, config: { mode: 'production', logLevel: 'silent' } });
    const logged: string[] = [];
    const success = logger.success;
    logger.success = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    try {
      await rsbuild.inspectConfig({ writeToDisk: true, extraConfigs: { tool: { a: 1 } } });
    } finally {
      logger.success = success;
    }
    const dir = path.join(cwd, 'dist/.rsbuild');
    assert.deepEqual(logged, [
      `config inspection completed, generated files: \n\n  - Rsbuild config: ${path.join(dir, 'rsbuild.config.mjs')}\n  - Rspack Config (web): ${path.join(dir, 'rspack.config.web.mjs')}\n  - Tool Config: ${path.join(dir, 'tool.config.mjs')}\n`,
    ]);
  });
});
