// guide/advanced/environments: one build, three targets; output layout per target; merge rules;
// --environment; rsbuild inspect per environment; options that cannot go into an environment.
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import type {
  EnvironmentConfig,
  EnvironmentContext,
  ModifyChainUtils,
  ModifyEnvironmentConfigUtils,
  ModifyHTMLContext,
  ModifyHTMLTagsContext,
  NormalizedEnvironmentConfig,
  OnAfterEnvironmentCompileFn,
  ProcessAssetsHandler,
  ResolveHandler,
  RsbuildConfig,
  RsbuildPluginAPI,
  OnAfterDevCompileFn,
  OnBeforeBuildFn,
  OnBeforeEnvironmentCompileFn,
  OnBeforeStartDevServerFn,
  ProcessAssetsDescriptor,
  RsbuildDevServer,
  SetupMiddlewaresContext,
  TransformDescriptor,
} from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { rsbuildV1Dir, buildProject, freePort, gate, pageText, withNodeEnv, listFiles, makeProject, readText, rsbuildCore, runCli, waitFor, within, writeProjectFiles, type CliResult, PRINTED_BUILD_TIME, pageSamples, typeCheckProject, launchChromium } from './harness';

const execFileAsync = promisify(execFile);

// In a TypeScript config, process- and server-level options are type errors inside an environment.
// @ts-expect-error server cannot be set per environment
const withServer: EnvironmentConfig = { server: { port: 3001 } };
// @ts-expect-error dev.setupMiddlewares is top level only
const withMiddlewares: EnvironmentConfig = { dev: { setupMiddlewares: [] } };
// @ts-expect-error mode is shared by the whole run
const withMode: EnvironmentConfig = { mode: 'production' };
// @ts-expect-error environments cannot be nested
const nested: EnvironmentConfig = { environments: {} };
// @ts-expect-error dev.cliShortcuts is top level only
const withShortcuts: EnvironmentConfig = { dev: { cliShortcuts: false } };
// @ts-expect-error dev.watchFiles is top level only
const withWatchFiles: EnvironmentConfig = { dev: { watchFiles: { paths: 'src/**' } } };
// @ts-expect-error root is shared by the whole run
const withRoot: EnvironmentConfig = { root: 'app' };
// @ts-expect-error logLevel is shared by the whole run
const withLogLevel: EnvironmentConfig = { logLevel: 'warn' };
// @ts-expect-error provider is shared by the whole run
const withProvider: EnvironmentConfig = { provider: {} };
void [withWatchFiles, withRoot, withLogLevel, withProvider];
// Every option of the "yes" rows is accepted inside an environment.
const allowed: EnvironmentConfig = {
  source: {},
  resolve: {},
  output: {},
  html: {},
  tools: {},
  security: {},
  performance: {},
  moduleFederation: { options: { name: 'app' } },
  plugins: [],
  dev: { hmr: true, liveReload: true, client: {}, browserLogs: false, assetPrefix: '/', progressBar: false, lazyCompilation: false, writeToDisk: false },
};
void allowed;
void withMode;
void nested;
void withShortcuts;
const withHmr: EnvironmentConfig = { dev: { hmr: false, writeToDisk: true }, output: { target: 'node' } };
void withServer;
void withMiddlewares;
void withHmr;

const config = `export default {
  server: { port: 4321 },
  source: { preEntry: ['./src/shared-pre.js'], define: { SHARED: JSON.stringify('top') } },
  output: { minify: false },
  environments: {
    // Not allowed here: a JavaScript config does not warn, the top-level port stays
    web: { source: { entry: { index: './src/index.js' } }, server: { port: 5555 } },
    node: {
      source: { entry: { server: './src/server.js' }, preEntry: ['./src/node-pre.js'] },
      output: { target: 'node', distPath: { root: 'dist/server' }, minify: true },
    },
    worker: {
      source: { entry: { worker: './src/worker.js' } },
      output: { target: 'web-worker', distPath: { root: 'dist/worker', js: '' }, filenameHash: false },
    },
  },
};
`;

describe('Multiple environments', () => {
  const dir = makeProject(
    {
      'rsbuild.config.mjs': config,
      'src/index.js': "import './index.css';\nnew Worker('/worker/worker.js');\nconsole.log(SHARED);\n",
      'src/index.css': 'body { color: red; }\n',
      'src/server.js': "import './index.css';\nexport const render = () => SHARED;\n",
      'src/worker.js': "self.onmessage = () => self.postMessage('pong');\n",
      'src/shared-pre.js': "globalThis.sharedPre = 'marker-shared-pre';\n",
      'src/node-pre.js': "globalThis.nodePre = 'marker-node-pre';\n",
    },
    'environments',
  );
  const dist = path.join(dir, 'dist');
  let build: CliResult;
  let files: string[];

  before(async () => {
    build = await runCli(dir, ['build']);
    files = listFiles(dist);
  });

  test('rsbuild build compiles every environment and prints one file table per environment', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(build.output, new RegExp(String.raw`ready\s+built in ${PRINTED_BUILD_TIME} \(worker\)`));
    assert.match(build.output, new RegExp(String.raw`ready\s+built in ${PRINTED_BUILD_TIME} \(web\)`));
    assert.match(build.output, new RegExp(String.raw`ready\s+built in ${PRINTED_BUILD_TIME} \(node\)`));
    assert.match(build.output, /File \(web\)/);
    assert.match(build.output, /File \(node\)/);
    assert.match(build.output, /File \(worker\)/);
  });

  test('the web table (several files) ends with a Total: line; the node table has no Gzip column', () => {
    const lines = build.output.split('\n');
    const webHeader = lines.findIndex((line) => /^File \(web\)\s/.test(line));
    const nodeHeader = lines.findIndex((line) => /^File \(node\)\s/.test(line));
    assert.ok(webHeader >= 0 && nodeHeader > webHeader, build.output);
    assert.match(lines[webHeader], /Size\s+Gzip/);
    assert.ok(lines.slice(webHeader, nodeHeader).some((line) => /^\s+Total:\s+[\d.]+ kB\s+[\d.]+ kB/.test(line)), build.output);
    assert.match(lines[nodeHeader], /^File \(node\)\s+Size\s*$/);
    assert.match(lines.find((line) => /^File \(worker\)\s/.test(line)) ?? '', /^File \(worker\)\s+Size\s+Gzip\s*$/);
  });

  test('the output ends with the ready lines, one blank line, then the tables web, node, worker separated by two blank lines', () => {
    const lines = build.output.trimEnd().split('\n').map((line) => line.trimEnd());
    const firstReady = lines.findIndex((line) => /^ready\s+built in /.test(line));
    assert.ok(firstReady >= 0, build.output);
    // Banner and start line before it, nothing else.
    assert.deepEqual(lines.slice(0, firstReady).filter((line) => line !== ''), ['Rsbuild v1.7.6', 'info    build started...']);
    const tail = lines.slice(firstReady).map((line) =>
      line
        .replace(new RegExp(String.raw`built in ${PRINTED_BUILD_TIME}`), 'built in T')
        .replace(/\.[0-9a-f]{8}\./g, '.HASH.')
        .replace(/[\d.]+ kB/g, 'N kB')
        .replace(/ {2,}/g, ' '),
    );
    assert.deepEqual(tail.slice(0, 3).sort(), ['ready built in T (node)', 'ready built in T (web)', 'ready built in T (worker)']);
    // The files of a table are listed from the smallest to the largest; only the layout is checked here.
    const rest = tail.slice(3);
    assert.deepEqual(rest.slice(2, 5).sort(), ['dist/index.html N kB N kB', 'dist/static/css/index.HASH.css N kB N kB', 'dist/static/js/index.HASH.js N kB N kB']);
    assert.deepEqual([...rest.slice(0, 2), ...rest.slice(5)], [
      '',
      'File (web) Size Gzip',
      '',
      ' Total: N kB N kB',
      '',
      '',
      'File (node) Size',
      'dist/server/server.js N kB',
      '',
      '',
      'File (worker) Size Gzip',
      'dist/worker/worker.js N kB N kB',
    ]);
  });

  test('new Worker("/worker/worker.js") resolves in rsbuild preview: the worker file sits inside the web output folder', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: dir });
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...content, server: { port: await freePort(), printUrls: false } } });
    // preview() sets NODE_ENV to 'production' in this process; the dev server below needs it unset
    const nodeEnv = process.env.NODE_ENV;
    let previewTokens: string[] = [];
    rsbuild.onAfterStartProdServer(({ environments }) => void (previewTokens = Object.values(environments).map((environment) => environment.webSocketToken)));
    const { port, server } = await rsbuild.preview();
    try {
      // The environment context's webSocketToken is an empty string in a preview.
      assert.deepEqual(previewTokens, ['', '', '']);
      const response = await fetch(`http://localhost:${port}/worker/worker.js`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /pong/);
    } finally {
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('rsbuild preview with environment worker alone serves dist/worker: /worker.js 200, /worker/worker.js and / 404', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: dir });
    // preview() sets NODE_ENV to production when it is unset; withNodeEnv puts the old value back.
    await withNodeEnv(process.env.NODE_ENV, async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...content, server: { port: await freePort(), printUrls: false } }, environment: ['worker'] });
      const { port, server } = await rsbuild.preview();
      try {
        const worker = await fetch(`http://localhost:${port}/worker.js`);
        assert.equal(worker.status, 200);
        assert.match(await worker.text(), /pong/);
        assert.equal((await fetch(`http://localhost:${port}/worker/worker.js`)).status, 404);
        assert.equal((await fetch(`http://localhost:${port}/`)).status, 404);
      } finally {
        await server.close();
      }
    });
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/advanced/environments', lang).includes('`rsbuild preview --environment worker`'), lang);
    assert.ok(pageText('guide/advanced/environments', 'en').includes("the server serves the common parent of the named environments' output folders"));
    assert.ok(pageText('guide/advanced/environments', 'zh').includes('服务器以所选环境输出目录的共同父目录为根目录'));
  });

  test('web: HTML per entry, hashed JS in static/js, CSS files', () => {
    assert.ok(files.includes('index.html'));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
    assert.ok(files.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)));
  });

  test('node: no HTML, no CSS, unhashed JS at the root of its folder', () => {
    const server = files.filter((file) => file.startsWith('server/') && !file.endsWith('.LICENSE.txt'));
    assert.deepEqual(server, ['server/server.js']);
  });

  test('web-worker: with js: "" and no hash, dist/worker/worker.js and no HTML', () => {
    assert.deepEqual(files.filter((file) => file.startsWith('worker/')), ['worker/worker.js']);
  });

  test('merge: arrays such as source.preEntry are concatenated, top-level items first; objects merged', () => {
    const web = files.filter((file) => /^static\/js\/index\./.test(file))[0];
    const webJs = readFileSync(path.join(dist, web), 'utf8');
    assert.match(webJs, /marker-shared-pre/);
    assert.doesNotMatch(webJs, /marker-node-pre/);
    const nodeJs = readFileSync(path.join(dist, 'server/server.js'), 'utf8');
    assert.ok(nodeJs.indexOf('marker-shared-pre') < nodeJs.indexOf('marker-node-pre'));
    assert.ok(nodeJs.indexOf('marker-shared-pre') >= 0);
    assert.match(webJs, /"top"/);
  });

  test('rsbuild inspect writes rsbuild.config.<name>.mjs and rspack.config.<name>.mjs for every environment', async () => {
    const inspect = await runCli(dir, ['inspect']);
    assert.equal(inspect.code, 0, inspect.output);
    const written = listFiles(path.join(dist, '.rsbuild'));
    for (const name of ['web', 'node', 'worker']) {
      assert.ok(written.includes(`rsbuild.config.${name}.mjs`), written.join(', '));
      assert.ok(written.includes(`rspack.config.${name}.mjs`), written.join(', '));
    }
  });

  test('merge: a plain value from the environment (output.minify: true in node) replaces the top-level one (false)', () => {
    assert.match(readFileSync(path.join(dist, '.rsbuild/rsbuild.config.node.mjs'), 'utf8'), /\n {4}minify: true,\n/);
    assert.match(readFileSync(path.join(dist, '.rsbuild/rsbuild.config.web.mjs'), 'utf8'), /\n {4}minify: false,\n/);
  });

  test('a server.port written inside an environment in a JavaScript config is silently ignored', () => {
    const web = readFileSync(path.join(dist, '.rsbuild/rsbuild.config.web.mjs'), 'utf8');
    assert.match(web, /port: 4321/);
    assert.doesNotMatch(web, /5555/);
    // and nothing is printed about it
    assert.doesNotMatch(build.output, /5555|warn/i);
  });

  test('--environment web builds only that environment, and emptying dist takes dist/server with it', async () => {
    const onlyWeb = await runCli(dir, ['build', '--environment', 'web']);
    assert.equal(onlyWeb.code, 0, onlyWeb.output);
    assert.doesNotMatch(onlyWeb.output, /\((node|worker)\)/);
    assert.ok(!listFiles(dist).some((file) => file.startsWith('server/')));
  });
});

// Environments in plugins: the members the page lists, checked against the 1.7.6 types.
type Has<T, K extends PropertyKey> = K extends keyof T ? true : false;
const chainUtils: [Has<ModifyChainUtils, 'environment'>, Has<ModifyChainUtils, 'target'>, Has<ModifyChainUtils, 'isServer'>, Has<ModifyChainUtils, 'isWebWorker'>, Has<ModifyChainUtils, 'isDev'>, Has<ModifyChainUtils, 'isProd'>] = [true, true, true, true, true, true];
const noIsWeb: [Has<ModifyChainUtils, 'isWeb'>, Has<ModifyChainUtils, 'isNode'>] = [false, false];
const envConfigUtils: [Has<ModifyEnvironmentConfigUtils, 'name'>, Has<ModifyEnvironmentConfigUtils, 'mergeEnvironmentConfig'>] = [true, true];
const contextKeys: Array<keyof EnvironmentContext> = ['name', 'index', 'entry', 'htmlPaths', 'distPath', 'browserslist', 'tsconfigPath', 'config', 'webSocketToken', 'manifest'];
const perEnvironmentHook: [Has<Parameters<OnBeforeEnvironmentCompileFn>[0], 'environment'>, Has<Parameters<OnBeforeBuildFn>[0], 'environments'>, Has<Parameters<OnAfterDevCompileFn>[0], 'environments'>] = [true, true, true];
const filters: [Has<TransformDescriptor, 'environments'>, Has<TransformDescriptor, 'targets'>, Has<ProcessAssetsDescriptor, 'environments'>, Has<ProcessAssetsDescriptor, 'targets'>] = [true, true, true, true];
const serverEnvironments: [Has<RsbuildDevServer, 'environments'>, Has<SetupMiddlewaresContext, 'environments'>, Has<Parameters<OnBeforeStartDevServerFn>[0], 'server'>] = [true, true, true];
const members: Array<keyof RsbuildDevServer['environments'][string]> = ['loadBundle', 'getTransformedHtml', 'getStats', 'context'];
const environmentInContexts: [
  Has<Parameters<OnAfterEnvironmentCompileFn>[0], 'environment'>,
  Has<ModifyHTMLContext, 'environment'>,
  Has<ModifyHTMLTagsContext, 'environment'>,
  Has<Parameters<ProcessAssetsHandler>[0], 'environment'>,
  Has<Parameters<ResolveHandler>[0], 'environment'>,
] = [true, true, true, true, true];
// api.getNormalizedConfig({ environment: 'node' }) returns one environment's config
const oneEnvironmentConfig = (api: RsbuildPluginAPI): NormalizedEnvironmentConfig => api.getNormalizedConfig({ environment: 'node' });
void [environmentInContexts, oneEnvironmentConfig];
void [chainUtils, noIsWeb, envConfigUtils, contextKeys, perEnvironmentHook, filters, serverEnvironments, members];

describe('Environments in plugins', () => {
  // The page's example plugin and config, as written (the config file is .ts, loaded by the CLI).
  const pageConfig = `import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const pluginBuildInfo = (): RsbuildPlugin => ({
  name: 'example:build-info',
  setup(api) {
    api.modifyEnvironmentConfig((config, { name, mergeEnvironmentConfig }) => {
      return mergeEnvironmentConfig(config, {
        source: {
          define: {
            __ENV_NAME__: JSON.stringify(name),
            __IS_SERVER__: JSON.stringify(config.output.target === 'node'),
          },
        },
      });
    });

    api.modifyBundlerChain((chain, { environment, isServer, isWebWorker }) => {
      api.logger.info(
        \`\${environment.name}: server=\${isServer}, worker=\${isWebWorker}\`,
      );
    });

    api.processAssets(
      { stage: 'additional' },
      ({ compilation, environment, sources }) => {
        const info = {
          environment: environment.name,
          target: environment.config.output.target,
        };
        compilation.emitAsset(
          'build-info.json',
          new sources.RawSource(JSON.stringify(info)),
        );
      },
    );
  },
});

export default defineConfig({
  plugins: [pluginBuildInfo()],
  environments: {
    web: {
      source: { entry: { index: './src/index.js' } },
    },
    node: {
      source: { entry: { server: './src/server.js' } },
      output: { target: 'node', distPath: { root: 'dist/server' } },
    },
  },
});
`;
  const dir = makeProject(
    {
      'rsbuild.config.ts': pageConfig,
      'src/index.js': 'console.log(__ENV_NAME__, __IS_SERVER__);\n',
      'src/server.js': 'export const info = [__ENV_NAME__, __IS_SERVER__];\n',
    },
    'environments-plugin',
  );
  let build: CliResult;
  before(async () => {
    build = await runCli(dir, ['build']);
  });

  test('the example logs one line per environment and writes build-info.json into each output folder', () => {
    assert.equal(build.code, 0, build.output);
    // Whole lines, with the info prefix of Rsbuild's logger.
    assert.match(build.output, /^info {4}web: server=false, worker=false$/m);
    assert.match(build.output, /^info {4}node: server=true, worker=false$/m);
    assert.deepEqual(JSON.parse(readText(dir, 'dist/build-info.json')), { environment: 'web', target: 'web' });
    assert.deepEqual(JSON.parse(readText(dir, 'dist/server/build-info.json')), { environment: 'node', target: 'node' });
    assert.match(readText(dir, 'dist/server/server.js'), /\["node",\s*(?:true|!0)\]/);
  });
});

describe('How configuration is merged', () => {
  test('without environments the one environment is named after output.target (web by default, webWorker for web-worker); tools.rspack functions run top-level first', async () => {
    const { createRsbuild } = await rsbuildCore();
    const plain = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'environments-default-web') });
    await plain.initConfigs();
    assert.deepEqual(Object.keys(plain.getNormalizedConfig().environments), ['web']);
    const worker = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'environments-default-name'), rsbuildConfig: { output: { target: 'web-worker' } } });
    await worker.initConfigs();
    assert.deepEqual(Object.keys(worker.getNormalizedConfig().environments), ['webWorker']);
    const order: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'environments-rspack-order'),
      rsbuildConfig: {
        tools: { rspack: () => void order.push('top') },
        environments: { web: { tools: { rspack: () => void order.push('web') } } },
      },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(order, ['top', 'web']);
  });
});

describe('How configuration is merged › arrays replaced as a whole', () => {
  test('resolve.extensions and output.overrideBrowserslist of an environment replace the top-level arrays; source.preEntry and plugins are concatenated, top-level first', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'environments-replace'),
      config: {
        resolve: { extensions: ['.js', '.ts'] },
        plugins: [{ name: 'top-plugin', setup() {} }],
        source: { preEntry: ['./src/top.js'] },
        output: { overrideBrowserslist: ['chrome >= 100'] },
        environments: {
          web: { resolve: { extensions: ['.mjs'] }, plugins: [{ name: 'web-plugin', setup() {} }], source: { preEntry: ['./src/web.js'] }, output: { overrideBrowserslist: ['firefox >= 100'] } },
          plain: {},
        },
      },
    });
    await rsbuild.initConfigs();
    const { web, plain } = rsbuild.getNormalizedConfig().environments;
    assert.deepEqual(web.resolve.extensions, ['.mjs']);
    assert.deepEqual(web.output.overrideBrowserslist, ['firefox >= 100']);
    assert.deepEqual(web.source.preEntry, ['./src/top.js', './src/web.js']);
    assert.deepEqual((web.plugins ?? []).map((item) => (item as { name: string }).name), ['top-plugin', 'web-plugin']);
    assert.deepEqual(plain.resolve.extensions, ['.js', '.ts']);
  });
});

describe('Output layout per environment', () => {
  const dir = makeProject(
    {
      'src/index.js': "import './style.css';\nconsole.log('marker-web');\n",
      'src/twin.js': "console.log('marker-twin');\n",
      'src/worker.js': "import './style.css';\nself.onmessage = () => self.postMessage('marker-worker');\n",
      'src/style.css': 'body { color: red; }\n',
    },
    'environments-layout',
  );
  let files: string[] = [];
  let manifest: unknown;
  let noManifest: unknown = 'not read';
  let buildTokens: string[] = [];
  let runEnvironmentNames: string[] = [];
  let beforeBuildNames: string[] = [];
  // What a plugin registered in the worker environment's plugins sees.
  const workerPluginSaw: string[] = [];
  // The environments in which that plugin's api.transform and api.resolve handlers ran.
  const workerTransformsAndResolves = new Set<string>();
  // api.getNormalizedConfig({ environment }) called in setup and in onBeforeBuild.
  let inSetup = '';
  let inBeforeBuild = '';
  let rsbuildConfigCalls = 0;
  const environmentConfigCalls: string[] = [];
  before(async () => {
    // The web environment's compile is held until the worker environment has finished: the
    // build only ends if the environments are compiled side by side.
    const workerDone = gate();
    const result = buildProject(dir, {
      mode: 'production',
      environments: {
        web: { source: { entry: { index: './src/index.js' } }, html: { title: 'from-web' }, output: { distPath: { root: 'dist/site' }, manifest: true } },
        twin: { source: { entry: { index: './src/twin.js' } }, html: { title: 'from-twin' }, output: { distPath: { root: 'dist/site' } } },
        worker: {
          source: { entry: { worker: './src/worker.js' } },
          output: { target: 'web-worker', distPath: { root: 'dist/worker' } },
          plugins: [
            {
              name: 'worker-only',
              setup(api: RsbuildPluginAPI) {
                try {
                  inSetup = api.getNormalizedConfig({ environment: 'worker' }).output.target;
                } catch (error) {
                  inSetup = (error as Error).message;
                }
                api.onBeforeBuild(() => void (inBeforeBuild = api.getNormalizedConfig({ environment: 'worker' }).output.target));
                api.modifyBundlerChain((_chain, { environment }) => void workerPluginSaw.push(`chain:${environment.name}`));
                api.onBeforeEnvironmentCompile(({ environment }) => void workerPluginSaw.push(`compile:${environment.name}`));
                api.processAssets({ stage: 'additional' }, ({ environment }) => void workerPluginSaw.push(`assets:${environment.name}`));
                api.transform({ test: /\.js$/ }, ({ code, environment }) => {
                  workerTransformsAndResolves.add(`transform:${environment.name}`);
                  return code;
                });
                api.resolve(({ environment }) => void workerTransformsAndResolves.add(`resolve:${environment.name}`));
                api.onBeforeBuild(({ environments }) => void workerPluginSaw.push(`beforeBuild:${Object.keys(environments).sort().join(',')}`));
                api.onAfterBuild(({ environments }) => void workerPluginSaw.push(`afterBuild:${Object.keys(environments).sort().join(',')}`));
              },
            },
          ],
        },
      },
      plugins: [
        {
          name: 'hold-web',
          setup(api: RsbuildPluginAPI) {
            api.onBeforeEnvironmentCompile(async ({ environment }) => {
              if (environment.name === 'web') await workerDone.held;
            });
            api.onAfterEnvironmentCompile(({ environment }) => {
              if (environment.name === 'worker') workerDone.release();
            });
            api.onBeforeBuild(({ environments }) => {
              beforeBuildNames = Object.keys(environments);
            });
            api.modifyRsbuildConfig(() => void rsbuildConfigCalls++);
            api.modifyEnvironmentConfig((_config, { name }) => void environmentConfigCalls.push(name));
            api.onAfterBuild(({ environments }) => {
              runEnvironmentNames = Object.keys(environments);
              manifest = environments.web.manifest;
              noManifest = environments.twin.manifest;
              buildTokens = Object.values(environments).map((environment) => environment.webSocketToken);
            });
          },
        },
      ],
    });
    const { errors } = await within(result, 180_000, 'the build did not end: the web environment waited for the worker environment, which did not compile meanwhile');
    assert.deepEqual(errors, []);
    files = listFiles(path.join(dir, 'dist'));
  });

  test('rsbuild build compiles the environments in parallel: one held back does not stop another from finishing', () => {
    assert.ok(files.includes('site/index.html'), files.join(', '));
  });

  test('web-worker: hashed JS in static/js, no CSS and no HTML, although the worker imports a CSS file', () => {
    const worker = files.filter((file) => file.startsWith('worker/') && !file.endsWith('.LICENSE.txt'));
    assert.equal(worker.length, 1, worker.join(', '));
    assert.match(worker[0], /^worker\/static\/js\/worker\.[0-9a-f]{8}\.js$/);
  });

  test('node and web-worker: CSS files only with output.emitCss true', async () => {
    const emitDir = makeProject({ 'src/index.js': "import './style.css';\nconsole.log('emit');\n", 'src/style.css': 'body { color: red; }\n' }, 'environments-emit-css');
    const { dist } = await buildProject(emitDir, {
      mode: 'production',
      output: { emitCss: true },
      environments: {
        server: { output: { target: 'node', distPath: { root: 'dist/server' } } },
        worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } },
      },
    });
    const css = listFiles(path.dirname(dist)).filter((file) => file.endsWith('.css'));
    assert.deepEqual(css.map((file) => file.replace(/\.[0-9a-f]{8}\.css$/, '.css')).sort(), ['server/static/css/index.css', 'worker/static/css/index.css']);
  });

  test('two web environments writing index.html into one folder leave one file, written by one of them', () => {
    assert.deepEqual(files.filter((file) => file.endsWith('.html')), ['site/index.html']);
    const titles = readText(dir, 'dist/site/index.html').match(/<title>[^<]*<\/title>/g);
    assert.equal(titles?.length, 1);
    assert.match(titles![0], /^<title>from-(web|twin)<\/title>$/);
  });

  test('onBeforeBuild and onAfterBuild, hooks of the whole run, receive environments: all contexts keyed by name', () => {
    assert.deepEqual(beforeBuildNames.sort(), ['twin', 'web', 'worker']);
    assert.deepEqual(runEnvironmentNames.sort(), ['twin', 'web', 'worker']);
  });

  test('a plugin in one environment\'s plugins: its per-environment hooks run for that environment only, onBeforeBuild and onAfterBuild once with every environment', () => {
    assert.deepEqual(workerPluginSaw.sort(), ['afterBuild:twin,web,worker', 'assets:worker', 'beforeBuild:twin,web,worker', 'chain:worker', 'compile:worker']);
    // So the environments share the top-level plugins only, as the opening paragraph says.
    assert.ok(pageText('guide/advanced/environments', 'en').includes('share one config file and the plugins of its top-level `plugins` array (an environment can add plugins of its own'));
    assert.ok(pageText('guide/advanced/environments', 'zh').includes('共用一个配置文件和顶层 `plugins` 中的插件（每个环境还可以添加只属于自己的插件'));
    assert.ok(!pageText('guide/advanced/environments', 'en').includes('one set of plugins'));
  });

  test("a plugin in one environment's plugins: its api.transform and api.resolve handlers run for that environment's compilation alone", () => {
    assert.deepEqual([...workerTransformsAndResolves].sort(), ['resolve:worker', 'transform:worker']);
  });

  test('modifyEnvironmentConfig runs once per environment, modifyRsbuildConfig once for the whole config', () => {
    assert.deepEqual(environmentConfigCalls.sort(), ['twin', 'web', 'worker']);
    assert.equal(rsbuildConfigCalls, 1);
  });

  test('api.getNormalizedConfig({ environment }) gives that environment\'s config in onBeforeBuild and throws when called directly in setup', () => {
    assert.equal(inBeforeBuild, 'web-worker');
    assert.equal(inSetup, '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.');
  });

  test('the environment context carries manifest after a build when output.manifest is on, and not otherwise', () => {
    assert.ok(manifest && typeof manifest === 'object', String(manifest));
    assert.ok(((manifest as { allFiles: string[] }).allFiles ?? []).some((file) => /^\/static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), JSON.stringify(manifest));
    assert.equal(noManifest, undefined);
  });

  test('the environment context carries webSocketToken, an empty string in a build', () => {
    assert.deepEqual(buildTokens, ['', '', '']);
  });
});

describe('How configuration is merged › source.entry', () => {
  test('an entry set at the top level is merged into every environment', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '', 'src/server.js': '' }, 'environments-entry'),
      rsbuildConfig: {
        source: { entry: { index: './src/index.js' }, define: { APP_NAME: JSON.stringify('shop') } },
        environments: { web: {}, node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' } } },
      },
    });
    await rsbuild.initConfigs();
    const { environments } = rsbuild.getNormalizedConfig();
    assert.deepEqual(Object.keys(environments.web.source.entry ?? {}), ['index']);
    assert.deepEqual(Object.keys(environments.node.source.entry ?? {}), ['index', 'server']);
    assert.equal(environments.node.source.define.APP_NAME, '"shop"');
  });
});

describe('Build or serve only some environments', () => {
  test('when no name matches an environment, the run stops with "[rsbuild:config] The current build is specified …"', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'environments-nope'),
      config: { environments: { web: {} } },
      environment: ['nope'],
    });
    await assert.rejects(rsbuild.initConfigs(), {
      message: '[rsbuild:config] The current build is specified to run only in the nope environment, but the configuration of the specified environment was not found.',
    });
  });

  test('createRsbuild() succeeds with no matching name; build() rejects with the [rsbuild:config] message', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'environments-nope-build'), config: { environments: { web: {} }, logLevel: 'silent' }, environment: ['nope'] });
    await assert.rejects(rsbuild.build(), {
      message: '[rsbuild:config] The current build is specified to run only in the nope environment, but the configuration of the specified environment was not found.',
    });
  });

  test('rsbuild build --environment nope prints "error   Failed to build.", then the [rsbuild:config] error with a stack trace, and exits with code 1', async () => {
    const dir = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': 'export default { environments: { web: {} } };\n' }, 'environments-nope-cli');
    const { code, output } = await runCli(dir, ['build', '--environment', 'nope']);
    assert.equal(code, 1, output);
    assert.match(
      output,
      /\nerror {3}Failed to build\.\nerror {3}\[rsbuild:config\] The current build is specified to run only in the nope environment, but the configuration of the specified environment was not found\.\n {4}at /,
    );
    assert.deepEqual(listFiles(path.join(dir, 'dist')), []);
  });

  test('a wrong name next to a right one is ignored: web,nope builds web alone', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'environments-nope-and-web'),
      config: { environments: { web: {}, node: { output: { target: 'node' } } } },
      environment: ['web', 'nope'],
    });
    await rsbuild.initConfigs();
    assert.deepEqual(Object.keys(rsbuild.getNormalizedConfig().environments), ['web']);
  });
});

describe('Build or serve only some environments › plugins and the CLI flag', () => {
  test('plugins in the plugins of a skipped environment are not set up at all', async () => {
    const { createRsbuild } = await rsbuildCore();
    const setUp: string[] = [];
    const probe = (name: string) => ({ name: `probe-${name}`, setup: () => void setUp.push(name) });
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'environments-skipped-plugins'),
      config: { plugins: [probe('top')], environments: { web: { plugins: [probe('web')] }, node: { output: { target: 'node' }, plugins: [probe('node')] } } },
      environment: ['web'],
    });
    await rsbuild.initConfigs();
    assert.deepEqual(setUp.sort(), ['top', 'web']);
    assert.deepEqual(Object.keys(rsbuild.getNormalizedConfig().environments), ['web']);
  });

  test('rsbuild inspect --environment a,b --environment c: commas and a repeated flag both add names', async () => {
    const dir = makeProject(
      {
        'src/index.js': '',
        'rsbuild.config.mjs': "export default { environments: { a: {}, b: {}, c: {}, d: {} } };\n",
      },
      'environments-flag',
    );
    const inspect = await runCli(dir, ['inspect', '--environment', 'a,b', '--environment', 'c']);
    assert.equal(inspect.code, 0, inspect.output);
    assert.deepEqual(listFiles(path.join(dir, 'dist/.rsbuild')), ['rsbuild.config.a.mjs', 'rsbuild.config.b.mjs', 'rsbuild.config.c.mjs', 'rspack.config.a.mjs', 'rspack.config.b.mjs', 'rspack.config.c.mjs']);
  });
});

describe('The dev server with several environments', () => {
  const dir = makeProject(
    {
      'src/first.js': "console.log('marker-first');\n",
      'src/second.js': "console.log('marker-second');\n",
      'src/twin.js': "console.log('marker-twin');\n",
      'src/server.js': "export const render = () => 'rendered-on-node';\n",
      'src/worker.js': "self.onmessage = () => self.postMessage('marker-worker');\n",
    },
    'environments-dev',
  );
  let server: Awaited<ReturnType<Awaited<ReturnType<Awaited<ReturnType<typeof rsbuildCore>>['createRsbuild']>>['createDevServer']>>;
  let base = '';
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        // As rsbuild dev sets it. createDevServer only picks development while NODE_ENV is unset,
        // and an earlier build in this process may have left it at production.
        mode: 'development',
        server: { port: await freePort(), printUrls: false },
        environments: {
          first: { source: { entry: { index: './src/first.js' } }, html: { title: 'from-first' } },
          second: { source: { entry: { index: './src/second.js' } }, html: { title: 'from-second' }, output: { distPath: { root: 'dist/second' } } },
          // A second web environment writing into the same folder as `second`,
          // with dev.hmr and dev.liveReload turned off for it alone
          twin: { source: { entry: { index: './src/twin.js' } }, html: { title: 'from-twin' }, output: { distPath: { root: 'dist/second' } }, dev: { hmr: false, liveReload: false } },
          node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
          // dev.assetPrefix '/w/': /w/<file> is looked up in dist/worker
          worker: { source: { entry: { worker: './src/worker.js' } }, output: { target: 'web-worker', distPath: { root: 'dist/worker', js: '' }, filenameHash: false }, dev: { assetPrefix: '/w/' } },
          // A node environment that emits ES modules (output.module)
          // …and writes its output to disk (dev.writeToDisk)
          esm: { source: { entry: { esm: './src/server.js' } }, output: { target: 'node', module: true, distPath: { root: 'dist/esm' } }, dev: { writeToDisk: true } },
        },
      },
    });
    server = await rsbuild.createDevServer({ getPortSilently: true });
    const { port } = await server.listen();
    base = `http://localhost:${port}`;
  });
  let browser: Browser | undefined;
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('with a web environment writing to dist, a path without a file such as /about falls back to its index.html', async () => {
    await server.environments.first.getStats();
    const response = await fetch(`${base}/about`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<title>from-first<\/title>/);
  });

  test('a path found in two output folders is answered from the environment declared first', async () => {
    await server.environments.first.getStats();
    assert.match(await (await fetch(`${base}/index.html`)).text(), /<title>from-first<\/title>/);
    assert.match(await (await fetch(`${base}/`)).text(), /<title>from-first<\/title>/);
  });

  test('in rsbuild dev, /worker/worker.js answers with the worker environment\'s file written to dist/worker', async () => {
    await server.environments.worker.getStats();
    const response = await fetch(`${base}/worker/worker.js`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /marker-worker/);
  });

  test('the output stays in memory; only the environment with dev.writeToDisk writes its files to disk', async () => {
    await server.environments.esm.getStats();
    await server.environments.first.getStats();
    const onDisk = listFiles(path.join(dir, 'dist'));
    assert.ok(onDisk.includes('esm/esm.js'), onDisk.join(', '));
    assert.deepEqual(onDisk.filter((file) => !file.startsWith('esm/')), []);
  });

  test("a path that starts with an environment's dev.assetPrefix is looked up in that environment's folder without the prefix", async () => {
    await server.environments.worker.getStats();
    // /w/worker.js is dist/worker/worker.js; no folder holds a w/worker.js
    const response = await fetch(`${base}/w/worker.js`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
    assert.match(await response.text(), /marker-worker/);
  });

  test('/rsbuild-dev-server lists the files of every environment under its name', async () => {
    const page = await (await fetch(`${base}/rsbuild-dev-server`)).text();
    for (const name of ['first', 'second', 'node']) assert.match(page, new RegExp(`<h2>Environment: ${name}</h2>`));
  });

  test('server.environments: loadBundle runs a node entry, getTransformedHtml returns the HTML, getStats and context', async () => {
    const bundle = await server.environments.node.loadBundle<{ render: () => string }>('server');
    assert.equal(bundle.render(), 'rendered-on-node');
    const html = await server.environments.first.getTransformedHtml('index');
    assert.match(html, /<title>from-first<\/title>/);
    assert.match(html, /<script[^>]+src="\/static\/js\/index\.js"/);
    assert.ok((await server.environments.node.getStats()).toJson({ all: false, errors: true }).errors?.length === 0);
    assert.equal(server.environments.node.context.name, 'node');
  });

  test("the environment context's webSocketToken is set in the dev server, one token per environment", () => {
    const tokens = ['first', 'second', 'node'].map((name) => server.environments[name].context.webSocketToken);
    for (const token of tokens) assert.match(token, /^[0-9a-f]{16}$/);
    assert.equal(new Set(tokens).size, 3);
  });

  test('loadBundle on a node environment with output.module: without --experimental-vm-modules the call rejects', async () => {
    // This test process runs without the flag.
    assert.equal(process.execArgv.includes('--experimental-vm-modules'), false);
    await assert.rejects(server.environments.esm.loadBundle('esm'), {
      message: '[rsbuild:runner] Running ESM bundle needs add Node.js option --experimental-vm-modules.',
    });
  });

  test('only web environments get the dev client', async () => {
    const webJs = await (await fetch(`${base}/static/js/index.js`)).text();
    assert.match(webJs, /rsbuild\/core\/dist\/client\/hmr/);
    const stats = (await server.environments.node.getStats()).toJson({ all: false, modules: true });
    assert.ok(!JSON.stringify(stats.modules).includes('client/hmr'));
    const workerStats = (await server.environments.worker.getStats()).toJson({ all: false, modules: true });
    assert.ok(!JSON.stringify(workerStats.modules).includes('client/hmr'));
  });
  test('dev.hmr and dev.liveReload set in one environment apply to it alone: twin (both false) gets no dev client, second keeps it', async () => {
    const modulesOf = async (name: string) => JSON.stringify((await server.environments[name].getStats()).toJson({ all: false, modules: true }).modules);
    assert.match(await modulesOf('second'), /client\/hmr/);
    assert.doesNotMatch(await modulesOf('twin'), /client\/hmr/);
  });

  test('loadBundle on a node environment with output.module works once Node.js runs with --experimental-vm-modules', async () => {
    const esmDir = makeProject(
      {
        'src/server.js': "export const render = () => 'rendered-as-esm';\n",
        'load.mjs': `import { createRsbuild } from '@rsbuild/core';
const rsbuild = await createRsbuild({
  cwd: process.cwd(),
  config: {
    mode: 'development',
    logLevel: 'warn',
    server: { port: Number(process.argv[2]), printUrls: false },
    environments: { esm: { source: { entry: { esm: './src/server.js' } }, output: { target: 'node', module: true } } },
  },
});
const server = await rsbuild.createDevServer({ getPortSilently: true });
await server.listen();
try {
  const bundle = await server.environments.esm.loadBundle('esm');
  console.log('render() =', bundle.render());
} finally {
  await server.close();
}
`,
      },
      'environments-dev-esm-flag',
    );
    const { stdout } = await execFileAsync(process.execPath, ['--experimental-vm-modules', 'load.mjs', String(await freePort())], { cwd: esmDir, timeout: 120_000 });
    assert.match(stdout, /^render\(\) = rendered-as-esm$/m);
  });

  test('two web environments writing index.html into one folder share one file in the dev server\'s memory', async () => {
    const second = await server.environments.second.getTransformedHtml('index');
    const twin = await server.environments.twin.getTransformedHtml('index');
    assert.equal(second, twin);
    assert.match(second, /<title>from-(second|twin)<\/title>/);
  });

  test('a change in a web-worker or node environment is rebuilt; the open page only receives ok and is neither updated nor reloaded', async () => {
    browser ??= await launchChromium();
    const page = await browser.newPage();
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    await page.goto(`${base}/`);
    await waitFor('the stats sent on connection', () => frames.includes('{"type":"ok"}'));
    await page.evaluate(() => ((window as any).marker = 1));

    let count = frames.length;
    writeProjectFiles(dir, { 'src/worker.js': "self.onmessage = () => self.postMessage('marker-worker-two');\n" });
    await waitFor('the rebuilt worker', async () => (await (await fetch(`${base}/worker/worker.js`)).text()).includes('marker-worker-two'));
    await waitFor('a message after the worker rebuild', () => frames.length > count);
    assert.deepEqual([...new Set(frames.slice(count))], ['{"type":"ok"}']);
    assert.equal(await page.evaluate(() => (window as any).marker), 1, 'not reloaded');

    count = frames.length;
    writeProjectFiles(dir, { 'src/server.js': "export const render = () => 'rendered-two';\n" });
    // While the node environment rebuilds, loadBundle can read stats without the entry and throw
    // "Can't find entry: server"; that is a moment of the rebuild, not its result, so ask again.
    await waitFor('the rebuilt Node.js bundle', async () => {
      const bundle = await server.environments.node.loadBundle<{ render: () => string }>('server').catch(() => undefined);
      return bundle?.render() === 'rendered-two';
    });
    await waitFor('a message after the node rebuild', () => frames.length > count);
    assert.deepEqual([...new Set(frames.slice(count))], ['{"type":"ok"}']);
    assert.equal(await page.evaluate(() => (window as any).marker), 1, 'not reloaded');
    await page.close();
  });

  // Before 1.5.16 a rebuild of node or web-worker environments alone sent the pages nothing: only
  // the done hook of web compilers reported, so no ok message and no error overlay for a syntax
  // error in the node bundle. Checked 2026-12-06 in Chromium with @rsbuild/core 1.5.15 and 1.5.16
  // installed under /tmp (a web, a node and a web-worker environment; a worker change, a node
  // change, then a node syntax error): 1.5.15 sent no frame and showed no overlay, 1.5.16 sent
  // {"type":"ok"} twice, then hash and errors, and opened the overlay. The code change is the
  // entry environments:dev-server-other-targets-notify-pages of scripts/data/behaviour-versions.json.
  test('the page says that before 1.5.16 a node or web-worker rebuild sent the pages nothing (both languages)', () => {
    const en = pageText('guide/advanced/environments', 'en');
    const zh = pageText('guide/advanced/environments', 'zh');
    assert.ok(en.includes('Before 1.5.16, a rebuild of only `node` or `web-worker` environments sent the pages nothing at all: no `ok` message, and its errors never reached the browser.'));
    assert.ok(zh.includes('在 1.5.16 之前，只有 `node` 或 `web-worker` 环境重新构建时，服务器不会向页面发送任何消息：既没有 `ok` 消息，构建错误也不会出现在浏览器中。'));
    assert.ok(en.includes('pages told of `node` and `web-worker` rebuilds (`ok` or their errors) since 1.5.16'));
    assert.ok(zh.includes('1.5.16 起 `node` 和 `web-worker` 环境重新构建后会通知页面（`ok` 或构建错误）'));
  });

  test('a build error in the node environment is sent to the web page, which opens the error overlay', async () => {
    browser ??= await launchChromium();
    const page = await browser.newPage();
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    await page.goto(`${base}/`);
    await waitFor('the stats sent on connection', () => frames.includes('{"type":"ok"}'));
    writeProjectFiles(dir, { 'src/server.js': 'export const render = () => (;\n' });
    const errors = await waitFor('an errors message', () => frames.find((frame) => frame.startsWith('{"type":"errors"')));
    assert.match(errors ?? '', /src\/server\.js/);
    await page.waitForFunction(() => document.querySelector('rsbuild-error-overlay')?.shadowRoot?.textContent?.includes('Build failed'), undefined, { timeout: 60_000 });
    assert.match((await page.evaluate(() => document.querySelector('rsbuild-error-overlay')!.shadowRoot!.textContent)) ?? '', /src\/server\.js/);
    await page.close();
  });
});

describe('What can be set per environment (a JavaScript config)', () => {
  test("mode written inside an environment is applied to that environment's compilation (the types refuse it); server.port there is ignored", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '' }, 'environments-mode-inside');
    const config = { logLevel: 'silent', mode: 'production', server: { port: 3111 }, environments: { web: { mode: 'development', server: { port: 4111 } }, node: { output: { target: 'node' } } } };
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: config as RsbuildConfig });
    const configs = await rsbuild.initConfigs();
    assert.deepEqual(configs.map((each) => [each.name, each.mode, each.optimization?.minimize]), [
      ['web', 'development', false],
      ['node', 'production', true],
    ]);
    assert.equal(rsbuild.getNormalizedConfig().server.port, 3111);
    assert.ok(pageText('guide/advanced/environments', 'en').includes('`mode` is the exception: although the types refuse it, 1.7.6 applies a `mode` written inside an environment'));
    assert.ok(pageText('guide/advanced/environments', 'zh').includes('`mode` 是个例外：虽然类型不允许'));
  });
});

describe('Common problems', () => {
  test('with sibling folders dist/client and dist/server, preview serves dist (/ is 404, /client/index.html the page) and dev answers / but not /about', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('web');\n", 'src/server.js': "export const x = 'node';\n" }, 'environments-siblings');
    const config = (port: number) => ({
      logLevel: 'silent' as const,
      server: { port, printUrls: false },
      environments: {
        web: { source: { entry: { index: './src/index.js' } }, html: { title: 'sibling-page' }, output: { distPath: { root: 'dist/client' } } },
        node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' as const, distPath: { root: 'dist/server' } } },
      },
    });
    await withNodeEnv('production', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, config: config(await freePort()) });
      await (await rsbuild.build()).close();
      const { port, server } = await rsbuild.preview();
      try {
        assert.equal((await fetch(`http://localhost:${port}/`)).status, 404);
        const page = await fetch(`http://localhost:${port}/client/index.html`);
        assert.equal(page.status, 200);
        assert.match(await page.text(), /<title>sibling-page<\/title>/);
      } finally {
        await server.close();
      }
    });
    await withNodeEnv('development', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, config: config(await freePort()) });
      const dev = await rsbuild.createDevServer({ getPortSilently: true });
      try {
        const { port } = await dev.listen();
        await dev.environments.web.getStats();
        const root = await fetch(`http://localhost:${port}/`);
        assert.equal(root.status, 200);
        assert.match(await root.text(), /<title>sibling-page<\/title>/);
        assert.equal((await fetch(`http://localhost:${port}/about`)).status, 404);
      } finally {
        await dev.close();
      }
    });
  });

  test('with sibling folders directly in the project (dist-client, dist-server), preview serves the project root, sources included, and inspect writes .rsbuild there', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('web-source');\n", 'src/server.js': "export const x = 'node';\n" }, 'environments-root-siblings');
    const config = {
      logLevel: 'silent' as const,
      server: { printUrls: false },
      environments: {
        web: { source: { entry: { index: './src/index.js' } }, output: { distPath: { root: 'dist-client' } } },
        node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' as const, distPath: { root: 'dist-server' } } },
      },
    };
    await withNodeEnv('production', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, config: { ...config, server: { ...config.server, port: await freePort() } } });
      await (await rsbuild.build()).close();
      await rsbuild.inspectConfig({ writeToDisk: true });
      assert.ok(existsSync(path.join(dir, '.rsbuild')), 'inspect wrote .rsbuild into the project root');
      const { port, server } = await rsbuild.preview();
      try {
        const source = await fetch(`http://localhost:${port}/src/index.js`);
        assert.equal(source.status, 200);
        assert.equal(await source.text(), "console.log('web-source');\n");
        assert.equal((await fetch(`http://localhost:${port}/dist-client/index.html`)).status, 200);
      } finally {
        await server.close();
      }
    });
    assert.ok(pageText('guide/advanced/environments', 'en').includes('`rsbuild preview` serves the whole project, source files included'));
    assert.ok(pageText('guide/advanced/environments', 'zh').includes('`rsbuild preview` 会把整个项目连同源码一起对外提供'));
  });

  test('building only the web environment into dist keeps dist/server when output.cleanDistPath.keep matches it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('web');\n", 'src/server.js': "export const x = 'node';\n" }, 'environments-keep');
    const config = {
      mode: 'production' as const,
      logLevel: 'silent' as const,
      output: { cleanDistPath: { keep: [/dist\/server\//] } },
      environments: {
        web: { source: { entry: { index: './src/index.js' } } },
        node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' as const, distPath: { root: 'dist/server' } } },
      },
    };
    await (await (await createRsbuild({ cwd: dir, config })).build()).close();
    assert.ok(listFiles(path.join(dir, 'dist')).includes('server/server.js'));
    await (await (await createRsbuild({ cwd: dir, config, environment: ['web'] })).build()).close();
    const files = listFiles(path.join(dir, 'dist'));
    assert.ok(files.includes('server/server.js'), files.join(', '));
    assert.ok(files.includes('index.html'), files.join(', '));
  });
});

describe('Multiple environments › code samples', () => {
  test("every rsbuild.config.ts sample of the page, in both languages, type-checks as written (strict)", () => {
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/advanced/environments', lang);
      assert.equal(samples.length, 3, lang);
      samples.forEach((code, index) => (files[`${lang}-${index}.ts`] = code));
    }
    assert.deepEqual(typeCheckProject(ts, files, 'environments-samples'), []);
  });
});

describe('Environments in plugins › environments and targets filters', () => {
  test("api.processAssets with environments: ['web'] runs for web alone; api.transform with targets: ['node'] runs for the node environment alone", async () => {
    const assetsRanFor: string[] = [];
    const transformRanFor = new Set<string>();
    const dir = makeProject({ 'src/index.js': "console.log('web');\n", 'src/server.js': "export const x = 'node';\n" }, 'environments-filters');
    const { errors } = await buildProject(dir, {
      environments: {
        web: { source: { entry: { index: './src/index.js' } } },
        node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
      },
      plugins: [
        {
          name: 'filters',
          setup(api: RsbuildPluginAPI) {
            api.processAssets({ stage: 'additional', environments: ['web'] }, ({ environment }) => void assetsRanFor.push(environment.name));
            api.transform({ test: /\.js$/, targets: ['node'] }, ({ code, environment }) => {
              transformRanFor.add(environment.name);
              return code;
            });
          },
        },
      ],
    });
    assert.deepEqual(errors, []);
    assert.deepEqual(assetsRanFor, ['web']);
    assert.deepEqual([...transformRanFor], ['node']);
  });
});

describe('Multiple environments › rsbuild inspect on a second run', () => {
  test('inspectConfig({ writeToDisk }) twice: rspack.config.<name>.mjs keeps the first run, the second goes to rspack.config.<name>.<timestamp>.mjs; one environment writes rsbuild.config.mjs into its own folder', async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(RUN);\n', 'src/server.js': 'export const run = RUN;\n' }, 'environments-inspect');
    const { createRsbuild } = await rsbuildCore();
    const inspect = async (run: string, environment?: string[]) => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        environment,
        rsbuildConfig: {
          logLevel: 'silent',
          source: { define: { RUN: JSON.stringify(run) } },
          environments: {
            web: { source: { entry: { index: './src/index.js' } } },
            node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
          },
        },
      });
      await withNodeEnv('development', () => rsbuild.inspectConfig({ writeToDisk: true }));
    };
    await inspect('first-run');
    await inspect('second-run');
    const written = listFiles(path.join(dir, 'dist/.rsbuild')).sort();
    assert.equal(written.length, 6, written.join(', '));
    assert.deepEqual(written.filter((file) => !/\.\d{13}\.mjs$/.test(file)), ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
    for (const name of ['node', 'web']) {
      const stamped = written.filter((file) => new RegExp(`^rspack\\.config\\.${name}\\.\\d{13}\\.mjs$`).test(file));
      assert.equal(stamped.length, 1, written.join(', '));
      assert.ok(readText(dir, `dist/.rsbuild/rspack.config.${name}.mjs`).includes('first-run'));
      assert.ok(readText(dir, `dist/.rsbuild/${stamped[0]}`).includes('second-run'));
      // The Rsbuild config files have no such check: the second run overwrites them.
      assert.ok(readText(dir, `dist/.rsbuild/rsbuild.config.${name}.mjs`).includes('second-run'));
    }
    await inspect('node-only', ['node']);
    assert.deepEqual(listFiles(path.join(dir, 'dist/server/.rsbuild')).sort(), ['rsbuild.config.mjs', 'rspack.config.node.mjs']);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/environments', lang);
      assert.ok(text.includes(lang === 'en' ? 'rspack.config.<name>.<timestamp>.mjs' : 'rspack.config.<name>.<timestamp>.mjs'), lang);
      assert.ok(text.includes('`dist/server/.rsbuild`'), lang);
    }
  });
});

describe('Environments in plugins › the config modifyEnvironmentConfig receives', () => {
  test('it has no server, and its dev holds only the per-environment keys; the normalized config has server and the whole dev', async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'environments-modify-config');
    const { createRsbuild } = await rsbuildCore();
    const seen: Record<string, { keys: string[]; dev: string[] }> = {};
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        dev: { setupMiddlewares: [() => {}], watchFiles: { paths: 'src/*.txt' }, cliShortcuts: false },
        server: { port: 4567 },
        environments: { web: {}, node: { output: { target: 'node' } } },
        plugins: [
          {
            name: 'seen',
            setup(api) {
              api.modifyEnvironmentConfig((config: EnvironmentConfig, { name }: ModifyEnvironmentConfigUtils) => {
                seen[name] = { keys: Object.keys(config), dev: Object.keys(config.dev ?? {}).sort() };
              });
            },
          },
        ],
      },
    });
    await withNodeEnv('development', () => rsbuild.initConfigs());
    const perEnvironmentDev = ['assetPrefix', 'browserLogs', 'client', 'hmr', 'lazyCompilation', 'liveReload', 'writeToDisk'];
    for (const name of ['web', 'node']) {
      assert.ok(!seen[name].keys.includes('server'), seen[name].keys.join(', '));
      assert.deepEqual(seen[name].dev, perEnvironmentDev);
    }
    const normalized = rsbuild.getNormalizedConfig({ environment: 'web' });
    assert.equal(normalized.server.port, 4567);
    assert.equal(normalized.dev.cliShortcuts, false);
    assert.equal(normalized.dev.setupMiddlewares?.length, 1);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/advanced/environments', lang).includes(lang === 'en' ? 'not `setupMiddlewares`, `watchFiles` or `cliShortcuts`' : '没有 `setupMiddlewares`、`watchFiles` 和 `cliShortcuts`'), lang);
  });
});

// A live proof needs a dev server, a page's socket and a node rebuild with a warning; the lines
// below are the 1.7.6 code that decides the message, read from the installed package instead.
describe('The dev server with several environments › warnings', () => {
  test('the server collects warnings of every environment and sends hash then warnings instead of ok; the client prints them and applies updates as for ok', () => {
    const core = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core');
    assert.equal(JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8')).version, '1.7.6');
    const server = readFileSync(path.join(core, 'dist/131.js'), 'utf8');
    // getStats(token): the page's own child stats for the hash, but errors and warnings of the whole multi-stats.
    assert.ok(server.includes('errors: getStatsErrors(stats),\n            warnings: getStatsWarnings(stats)'));
    assert.ok(server.includes('getStatsWarnings = ({ warnings, children })=>void 0 !== warnings && warnings.length > 0 ? warnings : children ? children.reduce((warnings, ret)=>ret.warnings ? warnings.concat(ret.warnings) : warnings, []) : []'));
    // ok alone only without errors and warnings; otherwise hash, then errors or warnings.
    assert.ok(server.includes("!force && 0 === errors.length && 0 === warnings.length && prevHash === stats.hash) return void this.sockWrite({\n                type: 'ok'\n            }, token);\n            this.sockWrite({\n                type: 'hash',"));
    assert.ok(server.includes("errors.length > 0 ? this.sendError(errors, token) : warnings.length > 0 ? this.sendWarning(warnings, token) : this.sockWrite({\n            type: 'ok'"));
    const client = readFileSync(path.join(core, 'dist/client/hmr.js'), 'utf8');
    assert.ok(client.includes('logger.warn(text[i]);\n        }\n        tryApplyUpdates();'));
    assert.ok(client.includes('function handleSuccess() {\n        clearBuildErrors();\n        tryApplyUpdates();'));
    assert.ok(pageText('guide/advanced/environments', 'en').includes('a rebuild of the `node` environment sends each page `hash` and then `warnings` instead of `ok`'));
    assert.ok(pageText('guide/advanced/environments', 'zh').includes('而是先收到 `hash`、再收到 `warnings` 消息'));
  });
});
