// Claims of api/start/index (Introduction to the JavaScript API), checked with @rsbuild/core
// 1.7.6: builds through createRsbuild (a clean one, a failing one, one under a preset NODE_ENV),
// loadConfig, and one dev server on a busy port.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { freePort, gate, listFiles, makeProject, pageText, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withNodeEnv, within, writeProjectFiles, writeUntilServed, launchChromium } from './harness';

const core = await rsbuildCore();
const { createRsbuild, loadConfig } = core;

const restoreNodeEnv = (value: string | undefined) => {
  if (value === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = value;
};

/** The page's ```js sample titled `title`, as written. */
const pageJsSample = (lang: 'en' | 'zh', title: string) => {
  const text = pageText('api/start/index', lang);
  const found = text.split('```js title="' + title + '"\n')[1]?.split('```')[0];
  assert.ok(found, `${lang}: no ${title} sample`);
  return found;
};

describe('Introduction', () => {
  const nodeEnv = process.env.NODE_ENV;
  const seen: Record<string, unknown> = {};
  let dir: string;
  let assetCount: number | undefined;
  let failure: unknown;

  before(async () => {
    dir = makeProject(
      {
        'src/index.js': 'console.log("built by the API");\n',
        'src/broken.js': "import missing from './missing';\nconsole.log(missing);\n",
        // Not read by createRsbuild; loadConfig calls the exported function.
        'rsbuild.config.mjs': "export default () => ({ output: { distPath: { root: 'from-config-file' } } });\n",
      },
      'api-start',
    );
    delete process.env.NODE_ENV;
    const rsbuild = await createRsbuild({
      cwd: dir,
      config: { logLevel: 'silent', source: { entry: { index: './src/index.js' } }, output: { distPath: { root: 'build' } } },
    });
    rsbuild.addPlugins([{ name: 'example:after-build', setup: (api) => api.onAfterBuild(() => void (seen.pluginAfterBuild = true)) }]);
    rsbuild.onAfterBuild(() => void (seen.instanceAfterBuild = true));
    rsbuild.onCloseBuild(() => void (seen.closeBuild = ((seen.closeBuild as number | undefined) ?? 0) + 1));
    const result = await rsbuild.build();
    seen.resultKeys = Object.keys(result);
    seen.closeBuildBeforeClose = seen.closeBuild ?? 0;
    const { stats, close } = result;
    await close();
    assetCount = stats?.toJson({ all: false, assets: true }).assets?.length;
    seen.nodeEnvAfterBuild = process.env.NODE_ENV;
    seen.mode = rsbuild.getNormalizedConfig().mode;

    const broken = await createRsbuild({
      cwd: dir,
      config: { logLevel: 'silent', source: { entry: { index: './src/broken.js' } }, output: { distPath: { root: 'broken' } } },
    });
    failure = await broken.build().then(
      () => undefined,
      (error: unknown) => error,
    );

    // A preset NODE_ENV wins over build()'s production default.
    process.env.NODE_ENV = 'development';
    const presetDev = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', output: { distPath: { root: 'preset' } } } });
    await (await presetDev.build()).close();
    seen.presetMode = presetDev.getNormalizedConfig().mode;
    restoreNodeEnv(nodeEnv);
  });

  after(() => restoreNodeEnv(nodeEnv));

  test('Build a project: build() writes the output to output.distPath and resolves with the stats', () => {
    const files = listFiles(path.join(dir, 'build')).filter((file) => !file.endsWith('.LICENSE.txt'));
    assert.equal(files.length, 2, files.join(', '));
    assert.equal(files[0], 'index.html');
    assert.match(files[1], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.equal(assetCount, 2);
  });

  test('Build a project: build() resolves with { stats, close }, stats being Rspack\'s stats and close() running the onCloseBuild hooks', () => {
    assert.deepEqual(seen.resultKeys, ['stats', 'close']);
    // close() runs the onCloseBuild hooks: not before it is called, once after.
    assert.deepEqual([seen.closeBuildBeforeClose, seen.closeBuild], [0, 1]);
    assert.equal(typeof assetCount, 'number');
  });

  test('Build a project: production mode by default, and NODE_ENV becomes production', () => {
    assert.equal(seen.mode, 'production');
    assert.equal(seen.nodeEnvAfterBuild, 'production');
  });

  test('Build a project: a compilation error makes build() reject with "Rspack build failed."', () => {
    assert.ok(failure instanceof Error);
    assert.equal(failure.message, 'Rspack build failed.');
  });

  test('Use the configuration file: createRsbuild does not read rsbuild.config.*', () => {
    assert.equal(existsSync(path.join(dir, 'from-config-file')), false);
    assert.ok(existsSync(path.join(dir, 'build/index.html')));
  });

  test('Use the configuration file: loadConfig calls an exported function; without a file content is {}', async () => {
    const { content } = await loadConfig({ cwd: dir });
    assert.deepEqual(content.output, { distPath: { root: 'from-config-file' } });
    const empty = await loadConfig({ cwd: makeProject({}, 'api-start-no-config') });
    assert.deepEqual(empty.content, {});
  });

  test('Use the configuration file: loadConfig runs a TypeScript config file (rsbuild.config.cts)', async () => {
    const project = makeProject({ 'rsbuild.config.cts': "const root: string = 'from-ts';\nexport default { output: { distPath: { root } } };\n" }, 'api-start-ts-config');
    const { content, filePath } = await loadConfig({ cwd: project });
    assert.equal(path.basename(filePath ?? ''), 'rsbuild.config.cts');
    assert.deepEqual(content.output, { distPath: { root: 'from-ts' } });
  });

  test('Use the configuration file: .env files are only read with loadEnv: true', async () => {
    const project = makeProject({ '.env': 'PUBLIC_GREETING=hello\n' }, 'api-start-env');
    const without = await createRsbuild({ cwd: project, config: {} });
    assert.equal(without.getRsbuildConfig('original').source?.define?.['process.env.PUBLIC_GREETING'], undefined);
    const withEnv = await createRsbuild({ cwd: project, config: {}, loadEnv: true });
    delete process.env.PUBLIC_GREETING;
    assert.equal(withEnv.getRsbuildConfig('original').source?.define?.['process.env.PUBLIC_GREETING'], '"hello"');
  });

  test('Use the configuration file: with loadEnv: true, a NODE_ENV line of .env replaces the shell\'s production, and the build is a development build', async () => {
    const project = makeProject({ '.env': 'NODE_ENV=development\n', 'src/index.js': '' }, 'api-start-env-node-env');
    await withNodeEnv('production', async () => {
      const rsbuild = await createRsbuild({ cwd: project, config: { logLevel: 'silent' }, loadEnv: true });
      assert.equal(process.env.NODE_ENV, 'development');
      const [config] = await rsbuild.initConfigs();
      assert.equal(config.mode, 'development');
    });
  });

  test('Add plugins from code: addPlugins before build(), and rsbuild.onAfterBuild on the instance', () => {
    assert.equal(seen.pluginAfterBuild, true);
    assert.equal(seen.instanceAfterBuild, true);
  });

  test('Things to know: build() only sets NODE_ENV when it is empty; a preset development builds in development mode', () => {
    assert.equal(seen.presetMode, 'development');
  });

  test('Start the dev server: after build() in the same process NODE_ENV is production, and startDevServer() compiles in production mode', async () => {
    delete process.env.NODE_ENV;
    const dev = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
    let server: { close(): Promise<void> } | undefined;
    let compiled = false;
    dev.onAfterDevCompile(() => void (compiled = true));
    try {
      // What the build() of before() left behind in the process ('production', asserted above).
      process.env.NODE_ENV = String(seen.nodeEnvAfterBuild);
      ({ server } = await dev.startDevServer());
      assert.equal(dev.getNormalizedConfig().mode, 'production');
      await waitFor('the first compilation', () => compiled, 60_000);
    } finally {
      await server?.close();
      restoreNodeEnv(nodeEnv);
    }
  });

  test('Start the dev server: hot module replacement only in development mode (the HMR plugin is in its Rspack config then, not in production mode)', async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'api-start-dev-modes');
    const seen: Record<string, boolean> = {};
    try {
      for (const mode of ['development', 'production'] as const) {
        const rsbuild = await createRsbuild({ cwd: dir, config: { mode, logLevel: 'silent', server: { port: await freePort() } } });
        const server = await rsbuild.createDevServer({ runCompile: false });
        try {
          const { bundlerConfigs } = await rsbuild.inspectConfig();
          seen[mode] = /new HotModuleReplacementPlugin\(\)/.test(bundlerConfigs[0]);
        } finally {
          await server.close();
        }
      }
    } finally {
      restoreNodeEnv(nodeEnv);
    }
    assert.deepEqual(seen, { development: true, production: false });
  });

  test('Things to know: preview() sets an empty NODE_ENV to production', async () => {
    delete process.env.NODE_ENV;
    try {
      const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', output: { distPath: { root: 'build' } }, server: { port: await freePort(), printUrls: false } } });
      const { server } = await rsbuild.preview();
      assert.equal(process.env.NODE_ENV, 'production');
      await server.close();
    } finally {
      restoreNodeEnv(nodeEnv);
    }
  });

  test('Things to know: an instance initializes its configuration once; a plugin added afterwards is not set up', async () => {
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'api-start-once'), config: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    let setUp = false;
    rsbuild.addPlugins([{ name: 'example:late', setup: () => void (setUp = true) }]);
    rsbuild.modifyRsbuildConfig((config) => void (config.output = { ...config.output, distPath: { root: 'changed' } }));
    await rsbuild.initConfigs();
    assert.equal(setUp, false);
    assert.equal(rsbuild.getNormalizedConfig().output.distPath.root, 'dist');
  });

  test('Things to know: logLevel is process-wide: createRsbuild sets it on the shared logger, and a later instance without logLevel keeps it', async () => {
    const { logger } = core;
    const saved = logger.level;
    try {
      logger.level = 'info';
      await createRsbuild({ cwd: dir, config: { logLevel: 'error' } });
      assert.equal(logger.level, 'error');
      const later = await createRsbuild({ cwd: dir, config: {} });
      assert.equal(later.getRsbuildConfig('original').logLevel, undefined);
      assert.equal(logger.level, 'error');
      await createRsbuild({ cwd: dir, config: { logLevel: 'warn' } });
      assert.equal(logger.level, 'warn');
    } finally {
      logger.level = saved;
    }
  });

  test("Things to know: logLevel takes 'info', 'warn', 'error' or 'silent'", () => {
    type LogLevel = NonNullable<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig['logLevel']>;
    const levels: Record<LogLevel, true> = { info: true, warn: true, error: true, silent: true };
    const exact: [LogLevel] extends ['info' | 'warn' | 'error' | 'silent'] ? true : false = true;
    assert.ok(exact && Object.keys(levels).length === 4);
  });

  test('API reference: @rsbuild/core exports createRsbuild, loadConfig, loadEnv, mergeRsbuildConfig, defineConfig and logger', () => {
    const { loadEnv, mergeRsbuildConfig, defineConfig, logger } = core;
    assert.deepEqual([createRsbuild, loadConfig, loadEnv, mergeRsbuildConfig, defineConfig].map((fn) => typeof fn), ['function', 'function', 'function', 'function', 'function']);
    assert.equal(typeof logger.info, 'function');
  });
  test('Install: @rsbuild/core has ES module and CommonJS entries and its own types', () => {
    const manifest = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    const root = manifest.exports['.'];
    assert.ok(root.import && root.require && root.types, JSON.stringify(root));
  });
});

describe('Introduction: start the dev server', () => {
  const nodeEnv = process.env.NODE_ENV;
  const blocker = net.createServer();
  let busyPort: number;
  let started: Awaited<ReturnType<Awaited<ReturnType<typeof createRsbuild>>['startDevServer']>> | undefined;
  let compiled = false;
  let compiledWhenResolved: boolean | undefined;
  let sigtermListeners = 0;
  let sigtermWhileRunning = 0;
  let cliShortcuts: unknown;
  let devUpdates: { hmr: boolean; liveReload: boolean } | undefined;
  let compiler: { watching?: object; watchMode: boolean } | undefined;

  before(async () => {
    // Two free ports in a row are likely but not certain: take one, block it, expect the next.
    busyPort = await freePort();
    await new Promise<void>((resolve) => blocker.listen(busyPort, resolve));
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'api-start-dev'),
      config: { logLevel: 'silent', server: { port: busyPort } },
    });
    // The first compilation is held until the promise has resolved: a promise that waited for it
    // would never resolve, and the race fails the hook instead of hanging it.
    const { held, release } = gate();
    rsbuild.onBeforeDevCompile(() => held);
    rsbuild.onAfterDevCompile(() => void (compiled = true));
    rsbuild.onAfterCreateCompiler(({ compiler: created }) => void (compiler = created as unknown as typeof compiler));
    sigtermListeners = process.listenerCount('SIGTERM');
    delete process.env.NODE_ENV;
    started = await within(rsbuild.startDevServer(), 30_000, 'startDevServer() waited for the first compilation');
    compiledWhenResolved = compiled;
    cliShortcuts = rsbuild.getNormalizedConfig().dev.cliShortcuts;
    const { hmr, liveReload } = rsbuild.getNormalizedConfig().dev;
    devUpdates = { hmr, liveReload };
    release();
    sigtermWhileRunning = process.listenerCount('SIGTERM');
  });

  after(async () => {
    await started?.server.close();
    await new Promise((resolve) => blocker.close(resolve));
    restoreNodeEnv(nodeEnv);
  });

  test('startDevServer: the promise resolves once the server listens, before the first compilation finishes', () => {
    assert.equal(compiledWhenResolved, false);
  });

  test('startDevServer: Rsbuild adds its own SIGTERM handler while the server runs; server.close() stops watching files, closes the HTTP server and removes the handler', async () => {
    assert.equal(sigtermWhileRunning, sigtermListeners + 1);
    await waitFor('the first compilation', () => compiled, 60_000);
    assert.equal((await fetch(`http://localhost:${started?.port}/`)).status, 200);
    assert.deepEqual([compiler?.watchMode, compiler?.watching?.constructor.name], [true, 'Watching']);
    await started?.server.close();
    // Rspack's Watching, closed, leaves the compiler.
    assert.deepEqual([compiler?.watchMode, compiler?.watching], [false, undefined]);
    assert.equal(process.listenerCount('SIGTERM'), sigtermListeners);
    await assert.rejects(fetch(`http://localhost:${started?.port}/`), /fetch failed/);
  });

  test('Things to know: after a dev server has run in the process, NODE_ENV stays development and a later build() builds in development mode', async () => {
    assert.equal(process.env.NODE_ENV, 'development');
    const dir = makeProject({ 'src/index.js': 'console.log(2);\n' }, 'api-start-build-after-dev');
    const later = await createRsbuild({ cwd: dir, config: { logLevel: 'silent' } });
    await (await later.build()).close();
    assert.equal(later.getNormalizedConfig().mode, 'development');
    // Development output: file names without a content hash.
    assert.ok(listFiles(path.join(dir, 'dist')).includes('static/js/index.js'), listFiles(path.join(dir, 'dist')).join(', '));
  });

  test('Start the dev server: dev.hmr and dev.liveReload default to true in the JavaScript API', () => {
    assert.deepEqual(devUpdates, { hmr: true, liveReload: true });
  });

  test('startDevServer: no keyboard shortcuts, dev.cliShortcuts is false in the JavaScript API', () => {
    assert.equal(cliShortcuts, false);
  });

  test('startDevServer: with server.strictPort, a busy port makes startDevServer() reject instead of taking the next one', async () => {
    const listeners = process.listenerCount('SIGTERM');
    const strict = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'api-start-strict-port'), config: { logLevel: 'silent', server: { port: busyPort, strictPort: true } } });
    const error = await within(strict.startDevServer(), 30_000, 'startDevServer() with strictPort').then(
      () => undefined,
      (rejected: unknown) => rejected,
    );
    assert.ok(error instanceof Error);
    assert.equal(stripVTControlCharacters(error.message), `[rsbuild:server] Port ${busyPort} is occupied, please choose another one.`);
    assert.equal(process.listenerCount('SIGTERM'), listeners);
  });

  test('startDevServer: port is the port actually used: the next free one when the configured port is busy', () => {
    assert.ok(started);
    assert.ok(started.port > busyPort, `${started.port} after ${busyPort}`);
    assert.ok(started.urls.includes(`http://localhost:${started.port}`), started.urls.join(', '));
  });
});

describe('Introduction: build({ watch: true })', () => {
  const nodeEnv = process.env.NODE_ENV;
  after(() => restoreNodeEnv(nodeEnv));

  test('Build a project: { watch: true } resolves at once with close() and no stats, then rebuilds when a file changes; a compile error rejects nothing and reaches onAfterBuild in the stats; close() stops watching', async () => {
    delete process.env.NODE_ENV;
    const dir = makeProject({ 'src/index.js': "console.log('first build');\n" }, 'api-start-watch');
    const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', output: { filenameHash: false } } });
    // The first compilation is held until build() has resolved: build() must not wait for it.
    const { held, release } = gate();
    rsbuild.onBeforeBuild(({ isFirstCompile }) => (isFirstCompile ? held : undefined));
    const builds: boolean[] = [];
    rsbuild.onAfterBuild(({ isFirstCompile, stats }) => void builds.push(isFirstCompile && stats !== undefined));
    const errorBuilds: boolean[] = [];
    rsbuild.onAfterBuild(({ stats }) => void (stats?.hasErrors() && errorBuilds.push(true)));
    let compiler: { watching?: object; watchMode: boolean } | undefined;
    rsbuild.onAfterCreateCompiler(({ compiler: created }) => void (compiler = created as unknown as typeof compiler));
    const result = await within(rsbuild.build({ watch: true }), 30_000, 'build({ watch: true }) waited for the first compilation');
    try {
      assert.deepEqual(Object.keys(result), ['close']);
      assert.equal(builds.length, 0);
      release();
      await waitFor('the first build', () => builds.length === 1, 60_000);
      assert.match(readText(dir, 'dist/static/js/index.js'), /first build/);
      writeProjectFiles(dir, { 'src/index.js': "console.log('second build');\n" });
      await waitFor('onAfterBuild of the rebuild', () => builds.length >= 2, 60_000);
      await waitFor('the rebuilt file', () => readText(dir, 'dist/static/js/index.js').includes('second build'), 60_000);
      // The first call is the first compile, every later one a rebuild.
      assert.deepEqual([builds[0], builds[1]], [true, false]);
      // A compile error in watch mode: nothing rejects; the onAfterBuild hook sees it in the stats.
      writeProjectFiles(dir, { 'src/index.js': "import missing from './missing';\nconsole.log(missing);\n" });
      await waitFor('onAfterBuild of the broken rebuild', () => errorBuilds.length >= 1, 60_000);
      assert.equal(errorBuilds[0], true);
    } finally {
      release();
      await result.close();
    }
    // close() stops watching: Rspack's Watching is closed and leaves the compiler.
    assert.deepEqual([compiler?.watchMode, compiler?.watching], [false, undefined]);
  });
});

describe('Introduction: a startDevServer() script and SIGTERM', () => {
  let child: ChildProcess;
  let output = '';
  let exit: Promise<number | null>;

  before(async () => {
    const dir = makeProject(
      {
        'src/index.js': 'console.log(1);\n',
        'dev.mjs': [
          "import { createRsbuild } from '@rsbuild/core';",
          "const rsbuild = await createRsbuild({ config: { logLevel: 'silent', server: { port: Number(process.argv[2]) } } });",
          "rsbuild.onAfterDevCompile(() => console.log('compiled'));",
          "rsbuild.onCloseDevServer(() => console.log('server closed'));",
          "process.on('SIGTERM', () => console.log('own SIGTERM handler'));",
          'await rsbuild.startDevServer();',
          "console.log('listening');",
          '',
        ].join('\n'),
      },
      'api-start-dev-sigterm',
    );
    child = spawn(process.execPath, ['dev.mjs', String(await freePort())], { cwd: dir });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    exit = new Promise((resolve) => child.on('close', (code) => resolve(code)));
    await waitFor('the first compilation', () => output.includes('compiled'), 120_000);
  });

  after(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  test('SIGTERM: Rsbuild closes the server (onCloseDevServer), then ends the process with exit code 143 despite an own handler', async () => {
    child.kill('SIGTERM');
    const code = await Promise.race([exit, waitFor('the process to end', () => child.exitCode !== null, 60_000).then(() => child.exitCode)]);
    assert.equal(code, 143);
    assert.match(output, /server closed\n/);
    assert.match(output, /own SIGTERM handler\n/);
  });
});

describe('Introduction: the dev.mjs sample, run as written with node', () => {
  let child: ChildProcess | undefined;
  after(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });
  test('Start the dev server: dev.mjs prints the port it listens on and its URLs; the server answers there and SIGTERM ends it with 143', async () => {
    const asked = await freePort();
    const sample = pageJsSample('en', 'dev.mjs');
    assert.equal(pageJsSample('zh', 'dev.mjs'), sample);
    // Only the port differs from the page: 8080 may be taken by anything on the machine.
    assert.ok(sample.includes('server: { port: 8080 },'));
    const dir = makeProject({ 'src/index.js': "console.log('dev sample');\n", 'dev.mjs': sample.replace('port: 8080', `port: ${asked}`) }, 'api-start-dev-sample');
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    delete env.NODE_ENV;
    const started = spawn(process.execPath, ['dev.mjs'], { cwd: dir, env });
    child = started;
    let output = '';
    started.stdout?.on('data', (chunk) => (output += chunk));
    started.stderr?.on('data', (chunk) => (output += chunk));
    const exit = new Promise<number | null>((resolve) => started.on('close', (code) => resolve(code)));
    // console.log breaks a long array over several lines: wait for its closing bracket.
    const line = (await waitFor('the listening line', () => /^listening on port (\d+) (\[[^\]]*\])/m.exec(output), 120_000))!;
    const port = Number(line[1]);
    assert.ok(port >= asked, output);
    assert.ok(line[2].includes(`'http://localhost:${port}'`), line[0]);
    await waitFor('the page', () => fetch(`http://localhost:${port}/`).then((response) => response.ok, () => false), 60_000);
    started.kill('SIGTERM');
    assert.equal(await within(exit, 60_000, 'the dev.mjs process to end'), 143);
  });
});

// When to use the JavaScript API: server-side rendering in development. The dev server's
// environment API has the two calls the sentence describes.
type EnvironmentCalls = keyof Awaited<ReturnType<Awaited<ReturnType<typeof createRsbuild>>['createDevServer']>>['environments'][string];
const ssrCalls: EnvironmentCalls[] = ['loadBundle', 'getTransformedHtml'];

describe('Introduction: the samples, run as written with node', () => {
  const buildSample = `import { createRsbuild } from '@rsbuild/core';

const rsbuild = await createRsbuild({
  config: {
    source: { entry: { index: './src/index.js' } },
    output: { distPath: { root: 'build' } },
  },
});

try {
  const { stats } = await rsbuild.build();
  console.log(\`done, \${stats?.toJson({ all: false, assets: true }).assets?.length} files\`);
} catch (err) {
  console.error('build failed');
  process.exitCode = 1;
}
`;
  const configSample = `import { createRsbuild, loadConfig } from '@rsbuild/core';

const { content } = await loadConfig({ cwd: process.cwd() });

const rsbuild = await createRsbuild({
  cwd: process.cwd(),
  config: content,
});

await rsbuild.build();
`;
  const pluginSample = `import { createRsbuild } from '@rsbuild/core';

const rsbuild = await createRsbuild({ config: {} });

rsbuild.addPlugins([
  {
    name: 'example:log-build-time',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        console.log(\`built in \${stats?.toJson({ all: false, timings: true }).time} ms\`);
      });
    },
  },
]);

await rsbuild.build();
`;
  type Run = { code: number | null; stdout: string; stderr: string };
  const runNode = (cwd: string, file: string) =>
    within(
      new Promise<Run>((resolve, reject) => {
        // NODE_ENV unset, as in a shell: build() sets it to production.
        const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
        delete env.NODE_ENV;
        const child = spawn(process.execPath, [file], { cwd, env });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      }),
      180_000,
      `node ${file}`,
    );
  let okDir: string;
  let brokenDir: string;
  let built: Run;
  let broken: Run;
  let withConfig: Run;
  let withPlugin: Run;

  before(async () => {
    okDir = makeProject(
      {
        'src/index.js': "console.log('sample');\n",
        'build.mjs': buildSample,
        'build-with-config.mjs': configSample,
        'build-with-plugin.mjs': pluginSample,
        'rsbuild.config.ts': "const root: string = 'from-config-file';\nexport default { output: { distPath: { root } } };\n",
      },
      'api-start-samples',
    );
    brokenDir = makeProject({ 'src/index.js': "import missing from './missing';\nconsole.log(missing);\n", 'build.mjs': buildSample }, 'api-start-sample-broken');
    [built, broken] = await Promise.all([runNode(okDir, 'build.mjs'), runNode(brokenDir, 'build.mjs')]);
    // These two write to the same project, one after the other.
    withConfig = await runNode(okDir, 'build-with-config.mjs');
    withPlugin = await runNode(okDir, 'build-with-plugin.mjs');
  });

  test('Build a project: node build.mjs prints the usual logs, writes build/ and prints "done, 2 files"', () => {
    assert.equal(built.code, 0, built.stderr);
    assert.match(built.stdout, /^info {4}build started\.\.\.\nready {3}built in [\d.]+ s\n/);
    assert.ok(built.stdout.endsWith('\ndone, 2 files\n'), built.stdout);
    const files = listFiles(path.join(okDir, 'build'));
    assert.equal(files.length, 2, files.join(', '));
    assert.equal(files[0], 'index.html');
    assert.match(files[1], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  });

  test('Build a project: on a compile error Rsbuild prints the error, build() rejects, and the catch sets exit code 1', () => {
    assert.equal(broken.code, 1, broken.stdout + broken.stderr);
    assert.ok(broken.stderr.startsWith("error   Build error: \nFile: ./src/index.js:1:1-32\n  × Module not found: Can't resolve './missing' in "), broken.stderr);
    assert.match(broken.stderr, /\nerror {3}build failed in [\d.]+ s\nbuild failed\n$/);
    assert.deepEqual(listFiles(brokenDir).filter((file) => file.startsWith('build/')), []);
  });

  test('Use the configuration file: build-with-config.mjs loads rsbuild.config.ts and builds to its distPath', () => {
    assert.equal(withConfig.code, 0, withConfig.stderr);
    assert.ok(listFiles(path.join(okDir, 'from-config-file')).includes('index.html'));
  });

  test('Use the configuration file: a config function gets env and envMode from the NODE_ENV the script has (none yet) and command from process.argv[2]; under rsbuild build they are production and build', async () => {
    const dir = makeProject(
      {
        'src/index.js': "console.log('params');\n",
        'build-with-config.mjs': configSample,
        'rsbuild.config.mjs': "export default (params) => {\n  console.log('params ' + JSON.stringify(params));\n  return { logLevel: 'silent' };\n};\n",
      },
      'api-start-config-params',
    );
    const script = await runNode(dir, 'build-with-config.mjs');
    assert.equal(script.code, 0, script.stderr);
    assert.match(script.stdout, /^params \{"env":"","envMode":""\}$/m);
    const cli = await runCli(dir, ['build']);
    assert.equal(cli.code, 0, cli.output);
    assert.match(cli.output, /^params \{"env":"production","command":"build","envMode":"production"\}$/m);
    // NODE_ENV set before loadConfig reaches the function.
    const project = makeProject({ 'rsbuild.config.mjs': 'export default ({ env, envMode }) => ({ output: { distPath: { root: `${env}-${envMode}` } } });\n' }, 'api-start-config-params-set');
    const { content } = await withNodeEnv('production', () => loadConfig({ cwd: project }));
    assert.deepEqual(content.output, { distPath: { root: 'production-production' } });
  });

  test('Add plugins from code: build-with-plugin.mjs prints "built in <n> ms" after the build, which writes dist/', () => {
    assert.equal(withPlugin.code, 0, withPlugin.stderr);
    assert.match(withPlugin.stdout, /\nbuilt in \d+ ms\n$/);
    assert.ok(listFiles(path.join(okDir, 'dist')).includes('index.html'));
  });

  test('the samples run above are the ones on the page, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      assert.deepEqual(
        { build: pageJsSample(lang, 'build.mjs'), config: pageJsSample(lang, 'build-with-config.mjs'), plugin: pageJsSample(lang, 'build-with-plugin.mjs') },
        { build: buildSample, config: configSample, plugin: pluginSample },
        lang,
      );
    }
  });

  test('When to use the JavaScript API: the dev server can load the server bundle and the transformed HTML (environment API)', () => {
    assert.deepEqual(ssrCalls, ['loadBundle', 'getTransformedHtml']);
  });
});

describe('Introduction: what the dev server does when a file changes', () => {
  const nodeEnv = process.env.NODE_ENV;
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  after(async () => {
    await browser?.close();
    restoreNodeEnv(nodeEnv);
  });

  test('Start the dev server: a CSS change is applied in place in development mode, and reloads the page in production mode', async () => {
    browser = await launchChromium();
    const marker: Record<string, string> = {};
    for (const mode of ['development', 'production'] as const) {
      const dir = makeProject({ 'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p id=\"text\">text</p>';\n", 'src/index.css': '#text { color: rgb(255, 0, 0); }\n' }, `api-start-update-${mode}`);
      const rsbuild = await createRsbuild({ cwd: dir, config: { mode, logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
      let compiles = 0;
      rsbuild.onAfterDevCompile(() => void compiles++);
      const { server, port } = await rsbuild.startDevServer();
      try {
        await waitFor('the first compilation', () => compiles >= 1, 60_000);
        const page = await browser.newPage();
        await page.goto(`http://localhost:${port}/`, { timeout: 60_000 });
        // A reload destroys the page's context while it is evaluated: read again then.
        const colorOf = () => page.evaluate(() => { const text = document.getElementById('text'); return text ? getComputedStyle(text).color : ''; }).catch(() => '');
        await waitFor('the red text', async () => (await colorOf()) === 'rgb(255, 0, 0)', 60_000);
        await page.evaluate(() => void ((window as unknown as { marker: string }).marker = 'kept'));
        await writeUntilServed(dir, 'src/index.css', '#text { color: rgb(0, 0, 255); }', {
          compiles: () => compiles,
          served: async () => (await colorOf()) === 'rgb(0, 0, 255)',
        });
        marker[mode] = await waitFor('the marker', () => page.evaluate(() => (window as unknown as { marker?: string }).marker ?? 'reloaded').catch(() => ''), 30_000);
        await page.close();
      } finally {
        await server.close();
        restoreNodeEnv(nodeEnv);
      }
    }
    assert.deepEqual(marker, { development: 'kept', production: 'reloaded' });
  });
});

describe('Introduction: dev.cliShortcuts in a startDevServer() script', () => {
  // `script` (util-linux) runs the script on a pseudo-terminal, as a shell in a terminal window does.
  const scriptBin = '/usr/bin/script';
  type Run = { output: string };
  const children: ChildProcess[] = [];
  let dir: string;
  const run = async (viaTerminal: boolean, ci: boolean): Promise<Run> => {
    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    delete env.NODE_ENV;
    delete env.CI;
    if (ci) env.CI = 'true';
    const child = viaTerminal
      ? spawn(scriptBin, ['-qec', `${JSON.stringify(process.execPath)} dev.mjs ${port}`, '/dev/null'], { cwd: dir, env })
      : spawn(process.execPath, ['dev.mjs', String(port)], { cwd: dir, env });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
    await waitFor('the listening line', () => output.includes('listening'), 120_000);
    await within(closed, 60_000, 'the dev script to end');
    return { output: stripVTControlCharacters(output).replaceAll("\r", "") };
  };
  let terminal: Run;
  let pipe: Run;
  let terminalCi: Run;

  before(async () => {
    dir = makeProject(
      {
        'src/index.js': 'console.log(1);\n',
        'dev.mjs': [
          "import { createRsbuild } from '@rsbuild/core';",
          "const rsbuild = await createRsbuild({ config: { dev: { cliShortcuts: true }, server: { port: Number(process.argv[2]) } } });",
          'const { server } = await rsbuild.startDevServer();',
          "console.log('listening');",
          'await server.close();',
          'process.exit(0);',
          '',
        ].join('\n'),
      },
      'api-start-cli-shortcuts',
    );
    if (!existsSync(scriptBin)) return;
    terminal = await run(true, false);
    pipe = await run(false, false);
    terminalCi = await run(true, true);
  });

  after(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  test('Start the dev server: with dev.cliShortcuts: true the shortcuts start only when stdin is a terminal and CI is not set', { skip: !existsSync(scriptBin) && `${scriptBin} is not installed` }, () => {
    const hint = '  ➜  press h + enter to show shortcuts\n';
    assert.ok(terminal.output.includes(hint), terminal.output);
    assert.ok(terminal.output.indexOf(hint) < terminal.output.indexOf('listening'), terminal.output);
    assert.ok(!pipe.output.includes('press h + enter'), pipe.output);
    assert.ok(!terminalCi.output.includes('press h + enter'), terminalCi.output);
  });
});

describe('Introduction: SIGTERM after the script has set process.exitCode', () => {
  let child: ChildProcess | undefined;
  after(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
  });

  test('Start the dev server: on SIGTERM the process ends with the exit code the script has already set, not 143', async () => {
    const dir = makeProject(
      {
        'src/index.js': 'console.log(1);\n',
        'dev.mjs': [
          "import { createRsbuild } from '@rsbuild/core';",
          "const rsbuild = await createRsbuild({ config: { logLevel: 'silent', server: { port: Number(process.argv[2]) } } });",
          'process.exitCode = 3;',
          'await rsbuild.startDevServer();',
          "console.log('listening');",
          '',
        ].join('\n'),
      },
      'api-start-sigterm-exit-code',
    );
    const started = spawn(process.execPath, ['dev.mjs', String(await freePort())], { cwd: dir });
    child = started;
    let output = '';
    started.stdout?.on('data', (chunk) => (output += chunk));
    started.stderr?.on('data', (chunk) => (output += chunk));
    const exit = new Promise<number | null>((resolve) => started.on('close', (code) => resolve(code)));
    await waitFor('the listening line', () => output.includes('listening'), 120_000);
    started.kill('SIGTERM');
    assert.equal(await within(exit, 60_000, 'the dev script to end'), 3, output);
  });
});

describe('Introduction: what the CLI adds on top of the API', () => {
  const nodeEnv = process.env.NODE_ENV;
  after(() => restoreNodeEnv(nodeEnv));

  test("the CLI's restarts are not part of the API: under startDevServer() a changed dev.watchFiles file of type reload-server restarts nothing", async () => {
    delete process.env.NODE_ENV;
    const dir = makeProject({ 'watched.txt': 'first\n', 'src/index.js': 'console.log(1);\n' }, 'api-start-no-restart');
    const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', dev: { watchFiles: { paths: 'watched.txt', type: 'reload-server' } }, server: { port: await freePort(), printUrls: false } } });
    let compiles = 0;
    let closes = 0;
    rsbuild.onAfterDevCompile(() => void compiles++);
    rsbuild.onCloseDevServer(() => void closes++);
    const { server, port } = await rsbuild.startDevServer();
    try {
      await waitFor('the first compilation', () => compiles >= 1, 60_000);
      const script = () => fetch(`http://localhost:${port}/static/js/index.js`).then((response) => response.text());
      // The watched file first, then a source file: the rebuild of the source file comes after any reaction to the first.
      writeProjectFiles(dir, { 'watched.txt': 'second\n' });
      await writeUntilServed(dir, 'src/index.js', 'console.log(2);', { compiles: () => compiles, served: async () => (await script()).includes('console.log(2)') });
      assert.equal(closes, 0);
    } finally {
      await server.close();
      restoreNodeEnv(nodeEnv);
    }
    assert.equal(closes, 1);
  });
});

describe('Introduction: the CLI restarts on a changed config or .env file, in dev and build --watch', () => {
  const files = { '.env': 'PUBLIC_WORD=first\n', 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n', 'src/index.js': 'window.word = import.meta.env.PUBLIC_WORD;\n' };
  // Each restart prints one line; the next change is written once the restarted process is ready again.
  const changeBoth = async (cli: ReturnType<typeof startCli>, dir: string, id: 'server' | 'build') => {
    const ready = () => cli.output().match(/ready\s+built in/g)?.length ?? 0;
    writeProjectFiles(dir, { '.env': 'PUBLIC_WORD=second\n' });
    await waitFor('the restart after .env changed', () => ready() >= 2 && cli.output().includes(`restarting ${id} as .env changed`), 60_000);
    writeProjectFiles(dir, { 'rsbuild.config.mjs': 'export default { output: { filenameHash: false, minify: false } };\n' });
    await waitFor('the restart after rsbuild.config.mjs changed', () => ready() >= 3 && cli.output().includes(`restarting ${id} as rsbuild.config.mjs changed`), 60_000);
    return cli.output().match(/restarting .*/g);
  };

  test('rsbuild dev: "restarting server as .env changed", then "restarting server as rsbuild.config.mjs changed"', async () => {
    const dir = makeProject(files, 'api-start-cli-restart-dev');
    const dev = startCli(dir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    try {
      await dev.started;
      assert.deepEqual(await changeBoth(dev, dir, 'server'), ['restarting server as .env changed', 'restarting server as rsbuild.config.mjs changed']);
    } finally {
      await dev.stop();
    }
  });

  test('rsbuild build --watch: "restarting build as .env changed", then "restarting build as rsbuild.config.mjs changed"', async () => {
    const dir = makeProject(files, 'api-start-cli-restart-watch');
    const watch = startCli(dir, ['build', '--watch'], /ready\s+built in/);
    try {
      await watch.started;
      assert.deepEqual(await changeBoth(watch, dir, 'build'), ['restarting build as .env changed', 'restarting build as rsbuild.config.mjs changed']);
    } finally {
      await watch.stop();
    }
  });
});

describe('Introduction: methods that set an empty NODE_ENV to development', () => {
  const nodeEnv = process.env.NODE_ENV;
  after(() => restoreNodeEnv(nodeEnv));

  test('Things to know: initConfigs(), createCompiler() and inspectConfig() set an empty NODE_ENV to development; inspectConfig({ mode }) sets it to mode over a set value; a later build() then builds in development mode', async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'api-start-node-env-methods');
    const seen: Record<string, string | undefined> = {};
    try {
      for (const method of ['initConfigs', 'createCompiler', 'inspectConfig'] as const) {
        delete process.env.NODE_ENV;
        const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent' } });
        if (method === 'createCompiler') await (await rsbuild.createCompiler()).close(() => {});
        else await rsbuild[method]();
        seen[method] = process.env.NODE_ENV;
      }
      process.env.NODE_ENV = 'development';
      await (await createRsbuild({ cwd: dir, config: { logLevel: 'silent' } })).inspectConfig({ mode: 'production' });
      seen.inspectWithMode = process.env.NODE_ENV;
      // After inspectConfig() with NODE_ENV empty, a build() of a new instance.
      delete process.env.NODE_ENV;
      await (await createRsbuild({ cwd: dir, config: { logLevel: 'silent' } })).inspectConfig();
      const later = await createRsbuild({ cwd: dir, config: { logLevel: 'silent' } });
      await (await later.build()).close();
      seen.laterBuild = later.getNormalizedConfig().mode;
    } finally {
      restoreNodeEnv(nodeEnv);
    }
    assert.deepEqual(seen, { initConfigs: 'development', createCompiler: 'development', inspectConfig: 'development', inspectWithMode: 'production', laterBuild: 'development' });
  });
});

describe("Introduction: a NODE_ENV other than production or development gives mode 'none'", () => {
  const nodeEnv = process.env.NODE_ENV;
  after(() => restoreNodeEnv(nodeEnv));

  test("Build a project: with NODE_ENV=test, build() builds in mode 'none': no minification, no hash (static/js/index.js)", async () => {
    const dir = makeProject({ 'src/index.js': 'const longVariableName = "built under test";\nconsole.log(longVariableName);\n' }, 'api-start-node-env-test');
    const { mode, files, js } = await withNodeEnv('test', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent' } });
      await (await rsbuild.build()).close();
      assert.equal(process.env.NODE_ENV, 'test');
      return { mode: rsbuild.getNormalizedConfig().mode, files: listFiles(path.join(dir, 'dist')), js: readText(path.join(dir, 'dist'), 'static/js/index.js') };
    });
    assert.equal(mode, 'none');
    assert.deepEqual(files, ['index.html', 'static/js/index.js', 'static/js/index.js.map']);
    assert.ok(js.includes('const longVariableName = "built under test";'), js);
  });

  test("Start the dev server: with NODE_ENV=test, startDevServer() compiles in mode 'none'", async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'api-start-node-env-test-dev');
    await withNodeEnv('test', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
      let compiled = false;
      rsbuild.onAfterDevCompile(() => void (compiled = true));
      let server: { close(): Promise<void> } | undefined;
      try {
        ({ server } = await rsbuild.startDevServer());
        assert.equal(rsbuild.getNormalizedConfig().mode, 'none');
        await waitFor('the first compilation', () => compiled, 60_000);
      } finally {
        await server?.close();
      }
    });
  });

  test("the page states that NODE_ENV only sets the mode when it is production or development, in en and zh", () => {
    const en = pageText('api/start/index', 'en');
    const zh = pageText('api/start/index', 'zh');
    assert.ok(en.includes("`NODE_ENV` only sets the mode when it is `production` or `development`; any other value, such as the `test` that Jest and Vitest set, gives the mode `'none'`: no minification and no content hash in file names (`static/js/index.js`)."));
    assert.ok(en.includes("(a `NODE_ENV` other than `production` or `development`, such as `test`, gives the mode `'none'`; after a `build()`"));
    assert.ok(zh.includes("只有当 `NODE_ENV` 为 `production` 或 `development` 时才会决定构建模式；其他值（例如 Jest 和 Vitest 设置的 `test`）都会得到 `'none'` 模式：不压缩代码，文件名也不带内容哈希（`static/js/index.js`）。"));
    assert.ok(zh.includes("（`NODE_ENV` 为 `production` 和 `development` 以外的值时，例如 `test`，模式为 `'none'`；同一进程中"));
  });
});

// Install: `npm view @rsbuild/core dist-tags` gave { latest: '2.3.4' } on 2026-12-04 and
// { latest: '2.3.5' } on 2026-12-07, so @rsbuild/core has 2.x releases and the page installs
// @rsbuild/core@1. This machine's registry lacks the newest releases, so what `latest` is on npm
// is not known here: the page names the release it was checked with instead.
test('Install: the advice names the release the pages were checked with, not what latest is on npm', () => {
  const en = pageText('api/start/index', 'en');
  const zh = pageText('api/start/index', 'zh');
  assert.ok(en.includes('as `@rsbuild/core@1` (these pages were checked with 1.7.6): without `@1`, the package manager installs whatever release the `latest` tag points to when you run it, which need not be a 1.x release'));
  assert.ok(!en.includes('which is a 2.x release'));
  assert.ok(zh.includes('即 `@rsbuild/core@1`（这几页依据 1.7.6 核对）：不加 `@1` 时，包管理器安装的是执行安装那一刻 `latest` 标签指向的版本，它不一定属于 1.x'));
  assert.ok(!zh.includes('也就是 2.x'));
});
