// Claims of api/javascript-api/environment-api, checked with the JS API of @rsbuild/core 1.7.6:
// one build of two environments with a probe plugin, initConfigs for the default names, and one
// dev server for what the dev server and dev.setupMiddlewares hand out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentContext, RsbuildPlugin, RsbuildPluginAPI, SetupMiddlewaresContext, SetupMiddlewaresFn } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { freePort, makeProject, pageSamples, pageText, rsbuildCore, typeCheckProject, waitFor, withEnv, withNodeEnv, writeProjectFiles } from './harness';

// The second argument of a dev.setupMiddlewares function is a context holding `environments`,
// not the environments object itself.
const readsContext: SetupMiddlewaresFn = (_middlewares, server) => {
  const web: EnvironmentContext = server.environments.web.context;
  server.sockWrite('static-changed');
  // @ts-expect-error the environments are a property of the second argument, not the argument
  void server.web.context;
  void web;
};
// @ts-expect-error a function taking the environments as its second argument does not fit
const takesEnvironments: SetupMiddlewaresFn = (_middlewares, environments: Record<string, { context: EnvironmentContext }>) => void environments;
void readsContext;
void takesEnvironments;

const { createRsbuild } = await rsbuildCore();

/**
 * Opens a WebSocket to the dev server's HMR endpoint with `token` (a plain HTTP upgrade, no client
 * library) and collects the text frames the server sends.
 */
async function openSocket(port: number, token: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; messages: string[]; close: () => void }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: `/rsbuild-hmr?token=${encodeURIComponent(token)}`,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('error', reject);
    req.on('response', (response) => resolve({ status: response.statusCode ?? 0, messages: [], close: () => response.destroy() }));
    req.on('upgrade', (response, socket, head: Buffer) => {
      const messages: string[] = [];
      let buffer = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        // Unmasked server frames: FIN + text opcode, then a 7-bit or 16-bit length.
        while (buffer.length >= 2) {
          let length = buffer[1] & 0x7f;
          let offset = 2;
          if (length === 126) {
            if (buffer.length < 4) return;
            length = buffer.readUInt16BE(2);
            offset = 4;
          }
          if (buffer.length < offset + length) return;
          if ((buffer[0] & 0x0f) === 1) messages.push(buffer.subarray(offset, offset + length).toString());
          buffer = buffer.subarray(offset + length);
        }
      };
      // Frames the server sent at once (after a finished compilation, the stats on connect) can
      // arrive with the 101 response: Node hands them over as `head`, not as a 'data' event.
      onData(head);
      socket.on('data', onData);
      resolve({ status: response.statusCode ?? 0, messages, close: () => socket.destroy() });
    });
    req.end();
  });
}

type Seen = Record<string, unknown>;

// The page's first example, as written.
const pluginEnvironmentInfo = (): RsbuildPlugin => ({
  name: 'example:environment-info',
  setup(api) {
    api.modifyBundlerChain((chain, { environment, rspack }) => {
      chain.plugin('environment-name').use(rspack.DefinePlugin, [
        { __ENVIRONMENT__: JSON.stringify(environment.name) },
      ]);
    });

    api.onAfterEnvironmentCompile(({ environment, time }) => {
      const htmlFiles = Object.values(environment.htmlPaths);
      api.logger.info(
        `${environment.name}: ${time} ms, output in ${environment.distPath}` +
          (htmlFiles.length ? `, HTML: ${htmlFiles.join(', ')}` : ''),
      );
    });
  },
});

// The page's third example type-checks against the 1.x types.
export const pluginKeepEnvironments = (): RsbuildPlugin => ({
  name: 'example:keep-environments',
  setup(api) {
    let environments: Record<string, EnvironmentContext> = {};
    api.onBeforeCreateCompiler((params) => {
      environments = params.environments;
    });
    api.onAfterStartDevServer(({ port }) => {
      for (const { name, distPath } of Object.values(environments)) {
        api.logger.info(`${name} on port ${port}, files in ${distPath}`);
      }
    });
  },
});

// The page's second example (build.mjs), type-checked against the 1.x types here; the test
// "Reading the manifest after a build" runs the same code as build.mjs.
export async function readManifestExample() {
  const rsbuild = await createRsbuild({
    config: { output: { manifest: true } },
  });
  rsbuild.onAfterBuild(({ environments }) => {
    for (const environment of Object.values(environments)) {
      console.log(environment.name, environment.manifest);
    }
  });
  await rsbuild.build();
}

// api.resolve takes a handler only, no descriptor with `environments`.
const resolveHasNoDescriptor: RsbuildPlugin = {
  name: 'resolve-descriptor',
  setup(api) {
    // @ts-expect-error api.resolve(descriptor, handler) does not exist in 1.x
    api.resolve({ environments: ['web'] }, () => {});
  },
};
void resolveHasNoDescriptor;

/** Records what each hook receives, by hook name. */
const probe = (seen: Seen): RsbuildPlugin => ({
  name: 'environment-probe',
  setup(api) {
    api.modifyEnvironmentConfig((_config, utils) => {
      seen[`modifyEnvironmentConfig:${utils.name}`] = Object.keys(utils).sort();
    });
    api.modifyBundlerChain((_chain, { environment, environments }) => {
      seen[`modifyBundlerChain:${environment.name}`] = Object.keys(environments);
    });
    api.modifyRspackConfig((_config, { environment, environments }) => {
      seen[`modifyRspackConfig:${environment.name}`] = Object.keys(environments);
    });
    api.modifyHTML((html, { environment }) => {
      seen.modifyHTML = environment.name;
      return html;
    });
    api.onBeforeCreateCompiler(({ environments }) => {
      seen.onBeforeCreateCompiler = environments;
      seen.apiContextEnvironments = (api.context as unknown as Record<string, unknown>).environments;
      seen.sameConfig = environments.web.config === api.getNormalizedConfig({ environment: 'web' });
      // Assigning to a field logs an error and leaves it as it was.
      (environments.web as { name: string }).name = 'renamed';
      seen.nameAfterAssign = environments.web.name;
      // Not guarded: manifest takes an assignment silently, and nested objects are not frozen.
      (environments.node as { manifest?: unknown }).manifest = { assigned: true };
      seen.manifestAfterAssign = environments.node.manifest;
      // @ts-expect-error the type marks the normalized config's fields readonly; at runtime nothing stops the change
      environments.node.config.html.title = 'changed through the context';
      seen.titleAfterNestedChange = api.getNormalizedConfig({ environment: 'node' }).html.title;
    });
    api.onBeforeEnvironmentCompile(({ environment }) => {
      seen[`manifestBefore:${environment.name}`] = environment.manifest;
    });
    api.onAfterEnvironmentCompile(({ environment }) => {
      seen[`manifestAfter:${environment.name}`] = environment.manifest;
    });
    api.modifyHTMLTags((tags, { environment }) => {
      seen.modifyHTMLTags = environment.name;
      return tags;
    });
    api.transform({ test: /index\.js$/, environments: ['web'] }, ({ code, environment }) => {
      seen[`transform:${environment.name}`] = true;
      return code;
    });
    api.processAssets({ stage: 'summarize', environments: ['node'] }, ({ environment }) => {
      seen[`processAssets:${environment.name}`] = true;
    });
    // api.resolve takes no descriptor: its handler runs for every environment.
    api.resolve(({ environment }) => {
      seen[`resolve:${environment.name}`] = true;
    });
    api.onAfterBuild(({ environments }) => {
      seen.onAfterBuild = Object.keys(environments);
      seen.manifestInAfterBuild = environments.web.manifest;
    });
    api.onAfterCreateCompiler(({ compiler, environments }) => {
      seen.compilerNames = 'compilers' in compiler ? compiler.compilers.map((child) => child.name) : [compiler.name];
      seen.onAfterCreateCompiler = Object.keys(environments);
    });
    api.onBeforeBuild(({ environments }) => {
      seen.onBeforeBuild = Object.keys(environments);
    });
  },
});

describe('Environment API', () => {
  const seen: Seen = {};
  const errors: string[] = [];
  const infos: string[] = [];
  let dir: string;
  let contexts: Record<string, EnvironmentContext>;

  before(async () => {
    dir = makeProject(
      {
        'src/index.js': 'console.log("index");\n',
        'src/about.js': 'console.log("about");\n',
        'src/no-html.js': 'console.log("no html");\n',
        'src/server.js': 'export const render = () => "server:" + __ENVIRONMENT__;\n',
        'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
        // Used for the web target only; the node target keeps its default.
        '.browserslistrc': 'chrome >= 110\n',
      },
      'environment-api',
    );
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        output: { manifest: true },
        plugins: [probe(seen), pluginEnvironmentInfo()],
        tools: {
          rspack: (_config, { environment, environments }) => void ((seen[`tools.rspack:${environment.name}`] = environment.distPath), (seen['tools.rspack:environments'] = Object.keys(environments))),
          bundlerChain: (_chain, { environment, environments }) => void (seen[`tools.bundlerChain:${environment.name}`] = Object.keys(environments)),
        },
        environments: {
          web: {
            source: { entry: { index: './src/index.js', about: './src/about.js', plain: { import: './src/no-html.js', html: false } } },
            output: { overrideBrowserslist: ['chrome >= 100'] },
          },
          node: {
            source: { entry: { server: './src/server.js' } },
            output: { target: 'node', distPath: { root: 'dist/server' }, manifest: { filename: 'custom-manifest.json', generate: ({ files }) => ({ custom: true, count: files.length > 0 }) } },
          },
        },
      },
    });
    seen.instanceHasEnvironments = 'environments' in rsbuild;
    const { logger } = await rsbuildCore();
    const { error, info } = logger;
    logger.error = (...args: unknown[]) => void errors.push(args.join(' '));
    logger.info = (...args: unknown[]) => void infos.push(args.join(' '));
    try {
      const { close } = await rsbuild.build();
      await close();
    } finally {
      logger.error = error;
      logger.info = info;
    }
    contexts = seen.onBeforeCreateCompiler as Record<string, EnvironmentContext>;
  });

  test('The environment context: name and index follow the environments object', () => {
    assert.deepEqual(Object.keys(contexts), ['web', 'node']);
    assert.equal(contexts.web.index, 0);
    assert.equal(contexts.node.index, 1);
  });

  test('htmlPaths: entry name → path in the output directory; html: false entries and the node target have none', () => {
    assert.deepEqual(contexts.web.htmlPaths, { index: 'index.html', about: 'about.html' });
    assert.deepEqual(contexts.node.htmlPaths, {});
  });

  test('distPath: the absolute output directory of each environment', () => {
    assert.equal(contexts.web.distPath, path.join(dir, 'dist'));
    assert.equal(contexts.node.distPath, path.join(dir, 'dist/server'));
  });

  test('browserslist: output.overrideBrowserslist when set; the node target ignores .browserslistrc and gets node >= 16', () => {
    assert.deepEqual(contexts.web.browserslist, ['chrome >= 100']);
    assert.deepEqual(contexts.node.browserslist, ['node >= 16']);
  });

  test('index: the order of the child compilers of the MultiCompiler', () => {
    assert.deepEqual(seen.compilerNames, ['web', 'node']);
  });

  test('index: only the environments being built count; with environment: [\'node\'], node is 0', async () => {
    const indexes: Record<string, number> = {};
    const record: RsbuildPlugin = { name: 'index-probe', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (indexes[environment.name] = environment.index)) };
    const rsbuild = await createRsbuild({
      cwd: dir,
      environment: ['node'],
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [record],
        environments: { web: { source: { entry: { index: './src/index.js' } } }, node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' } } },
      },
    });
    const configs = await rsbuild.initConfigs();
    assert.deepEqual(indexes, { node: 0 });
    // The Rspack configs from initConfigs() come in the same order.
    assert.deepEqual(configs.map((config) => config.name), ['node']);
  });

  test('manifest: with a custom generate function, whatever it returned', () => {
    assert.deepEqual(seen['manifestAfter:node'], { custom: true, count: true });
  });

  test('tsconfigPath: tsconfig.json in the project root when it exists', () => {
    assert.equal(contexts.web.tsconfigPath, path.join(dir, 'tsconfig.json'));
  });

  test('config: the same object as api.getNormalizedConfig({ environment })', () => {
    assert.equal(seen.sameConfig, true);
    assert.equal(contexts.node.config.output.target, 'node');
  });

  test('manifest: undefined before the environment compiles, ManifestData afterwards', () => {
    assert.equal(seen['manifestBefore:web'], undefined);
    const manifest = seen['manifestAfter:web'] as { allFiles: string[]; entries: Record<string, unknown>; integrity: unknown };
    assert.deepEqual(Object.keys(manifest.entries).sort(), ['about', 'index', 'plain']);
    assert.ok(manifest.allFiles.includes('/index.html'), manifest.allFiles.join(', '));
  });

  test('manifest: readable in onAfterBuild, the same data as after the environment compiled', () => {
    const manifest = seen.manifestInAfterBuild as { allFiles: string[] };
    assert.equal(manifest, seen['manifestAfter:web']);
    assert.ok(manifest.allFiles.includes('/index.html'), manifest.allFiles.join(', '));
  });

  test('webSocketToken: an empty string in a build', () => {
    assert.equal(contexts.web.webSocketToken, '');
  });

  test("webSocketToken: an empty string in a build with mode: 'development' too; manifest: undefined after the build without output.manifest", async () => {
    const tokens: string[] = [];
    const manifests: unknown[] = [];
    const record: RsbuildPlugin = {
      name: 'dev-build-token',
      setup: (api) => {
        api.onBeforeBuild(({ environments }) => void tokens.push(environments.web.webSocketToken));
        api.onAfterBuild(({ environments }) => void manifests.push(environments.web.manifest));
      },
    };
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'environment-dev-build'),
      rsbuildConfig: { logLevel: 'silent', mode: 'development', plugins: [record] },
    });
    const { close } = await rsbuild.build();
    await close();
    assert.deepEqual(tokens, ['']);
    assert.deepEqual(manifests, [undefined]);
  });

  test("webSocketToken: set by createCompiler() and inspectConfig() on a new instance with mode: 'development', empty with mode: 'production'; set by initConfigs({ action: 'dev' }), empty after initConfigs() with mode: 'development'", async () => {
    const tokenAfter = async (mode: 'development' | 'production', call: 'createCompiler' | 'inspectConfig' | 'initConfigs' | 'initConfigs:dev') => {
      let token: string | undefined;
      const record: RsbuildPlugin = { name: 'compiler-token', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (token = environment.webSocketToken)) };
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'environment-compiler-token'),
        rsbuildConfig: { logLevel: 'silent', mode, plugins: [record] },
      });
      if (call === 'createCompiler') await rsbuild.createCompiler();
      else if (call === 'inspectConfig') await rsbuild.inspectConfig();
      else await rsbuild.initConfigs(call === 'initConfigs:dev' ? { action: 'dev' } : undefined);
      return token;
    };
    const developmentCompiler = await tokenAfter('development', 'createCompiler');
    assert.match(developmentCompiler ?? '', /^[0-9a-f]{16}$/);
    assert.match((await tokenAfter('development', 'inspectConfig')) ?? '', /^[0-9a-f]{16}$/);
    assert.equal(await tokenAfter('production', 'createCompiler'), '');
    assert.equal(await tokenAfter('production', 'inspectConfig'), '');
    // initConfigs() takes the action from its option only, not from the mode.
    assert.match((await tokenAfter('production', 'initConfigs:dev')) ?? '', /^[0-9a-f]{16}$/);
    assert.equal(await tokenAfter('development', 'initConfigs'), '');
    assert.ok(pageText('api/javascript-api/environment-api', 'en').includes("and when you call `rsbuild.initConfigs({ action: 'dev' })`."));
    assert.ok(pageText('api/javascript-api/environment-api', 'zh').includes("以及调用 `rsbuild.initConfigs({ action: 'dev' })` 时，它有值。"));
  });

  test('webSocketToken: an empty string in a preview; Not on the instance: a preview creates no compiler, so onBeforeCreateCompiler never runs and onAfterStartProdServer gets environments', async () => {
    let token: string | undefined;
    let prodServerEnvironments: string[] | undefined;
    let createdCompiler = false;
    const record: RsbuildPlugin = {
      name: 'preview-token',
      setup: (api) => {
        api.onBeforeCreateCompiler(() => void (createdCompiler = true));
        api.onAfterStartProdServer(({ environments }) => void ((token = environments.web.webSocketToken), (prodServerEnvironments = Object.keys(environments))));
      },
    };
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', plugins: [record], server: { port: await freePort(), printUrls: false }, source: { entry: { index: './src/index.js' } } },
    });
    const { server } = await rsbuild.preview({ checkDistDir: false });
    await server.close();
    assert.equal(token, '');
    // preview() resolves after onAfterStartProdServer: by then a compiler would have been created.
    assert.deepEqual(prodServerEnvironments, ['web']);
    assert.equal(createdCompiler, false);
    assert.ok(pageText('api/javascript-api/environment-api', 'en').includes('That hook runs only when a compiler is created, which `rsbuild preview` never does: for a preview, read them from `onAfterStartProdServer`'));
    assert.ok(pageText('api/javascript-api/environment-api', 'zh').includes('而 `rsbuild preview` 从不创建编译器：预览时请改在 `onAfterStartProdServer` 中读取'));
  });

  test('Read-only: an assignment logs "EnvironmentContext is readonly" and changes nothing', () => {
    assert.equal(seen.nameAfterAssign, 'web');
    assert.ok(
      errors.some((message) => message.includes('EnvironmentContext is readonly, you can not assign to the "environment.name" prop.')),
      errors.join('\n'),
    );
  });

  test('Read-only: only the top level; manifest takes an assignment silently, and config is not frozen', () => {
    assert.deepEqual(seen.manifestAfterAssign, { assigned: true });
    assert.ok(!errors.some((message) => message.includes('environment.manifest')), errors.join('\n'));
    assert.equal(seen.titleAfterNestedChange, 'changed through the context');
    assert.equal(errors.length, 1, errors.join('\n'));
  });

  test('Where you get it: hooks pass environment / environments; modifyEnvironmentConfig only gets the name', () => {
    assert.deepEqual(seen['modifyBundlerChain:node'], ['web', 'node']);
    assert.deepEqual(seen['modifyRspackConfig:node'], ['web', 'node']);
    assert.equal(seen.modifyHTMLTags, 'web');
    assert.equal(seen.modifyHTML, 'web');
    assert.deepEqual(seen.onAfterBuild, ['web', 'node']);
    assert.deepEqual(seen.onBeforeBuild, ['web', 'node']);
    assert.deepEqual(seen.onAfterCreateCompiler, ['web', 'node']);
    const utils = seen['modifyEnvironmentConfig:web'] as string[];
    assert.ok(utils.includes('name') && !utils.includes('environment'), utils.join(', '));
  });

  test('Plugin helpers and config functions: api.transform filtered by environments: [\'web\'], tools.rspack utils.environment', () => {
    assert.equal(seen['transform:web'], true);
    assert.equal(seen['transform:node'], undefined);
    assert.equal(seen['tools.rspack:node'], path.join(dir, 'dist/server'));
    assert.deepEqual(seen['tools.rspack:environments'], ['web', 'node']);
    assert.deepEqual(seen['tools.bundlerChain:node'], ['web', 'node']);
  });

  test('Not on the instance or api.context: api.context.environments is undefined', () => {
    assert.equal(seen.apiContextEnvironments, undefined);
    assert.equal(seen.instanceHasEnvironments, false);
  });

  test('Plugin helpers: api.processAssets filtered by environments: [\'node\']; api.resolve runs for every environment', () => {
    assert.equal(seen['processAssets:node'], true);
    assert.equal(seen['processAssets:web'], undefined);
    assert.equal(seen['resolve:web'], true);
    assert.equal(seen['resolve:node'], true);
  });

  test('Different behaviour per environment: the example plugin logs each environment\'s time, output folder and HTML files', () => {
    const lines = infos.filter((line) => /^(web|node): /.test(line)).sort();
    assert.equal(lines.length, 2, infos.join('\n'));
    // The time varies; the rest is literal.
    const withoutTime = lines.map((line) => line.replace(/^(web|node): \d+ ms, /, '$1: <n> ms, '));
    assert.deepEqual(withoutTime, [`node: <n> ms, output in ${path.join(dir, 'dist/server')}`, `web: <n> ms, output in ${path.join(dir, 'dist')}, HTML: index.html, about.html`]);
  });

  test('Different behaviour per environment: the example plugin defines __ENVIRONMENT__ as the environment name', () => {
    const server = readFileSync(path.join(dir, 'dist/server/server.js'), 'utf8');
    assert.ok(server.includes('"server:node"') || server.includes('server:node'), server);
  });

  test('entry: the entries as written in source.entry', () => {
    const entry = contexts.node.entry;
    assert.deepEqual(entry, { server: './src/server.js' });
  });

  test('htmlPaths follow html.outputStructure and output.distPath.html; tools.htmlPlugin: false gives {}; browserslist reads .browserslistrc for web', async () => {
    const found: Record<string, EnvironmentContext> = {};
    const record: RsbuildPlugin = { name: 'html-paths', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (found[environment.name] = environment)) };
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '', 'src/about.js': '', '.browserslistrc': 'chrome >= 110\n' }, 'environment-html-paths'),
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [record],
        source: { entry: { index: './src/index.js', about: './src/about.js' } },
        environments: {
          nested: { html: { outputStructure: 'nested' }, output: { distPath: { root: 'dist/nested', html: 'pages' } } },
          plain: { tools: { htmlPlugin: false }, output: { distPath: { root: 'dist/plain' } } },
        },
      },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(found.nested.htmlPaths, { index: 'pages/index/index.html', about: 'pages/about/index.html' });
    assert.deepEqual(found.plain.htmlPaths, {});
    assert.deepEqual(found.nested.browserslist, ['chrome >= 110']);
  });

  test('browserslist: a browserslist file in a folder above the project root is used for web', async () => {
    const found: string[][] = [];
    const record: RsbuildPlugin = { name: 'browserslist-file', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void found.push(environment.browserslist)) };
    const outer = makeProject({ browserslist: 'firefox >= 100\n', 'app/src/index.js': '' }, 'environment-browserslist');
    const rsbuild = await createRsbuild({ cwd: path.join(outer, 'app'), rsbuildConfig: { logLevel: 'silent', plugins: [record] } });
    await rsbuild.initConfigs();
    assert.deepEqual(found, [['firefox >= 100']]);
  });

  test('browserslist from a config in sections: the NODE_ENV section; with NODE_ENV unset at initConfigs(), the BROWSERSLIST_ENV section, else [production]', async () => {
    const rc = 'chrome >= 87\n\n[production]\nchrome >= 100\n\n[development]\nchrome >= 120\n\n[legacy]\nchrome >= 50\n';
    const listOf = async (name: string) => {
      const found: string[][] = [];
      const record: RsbuildPlugin = { name: 'browserslist-sections', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void found.push(environment.browserslist)) };
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '', '.browserslistrc': rc }, name), rsbuildConfig: { logLevel: 'silent', plugins: [record] } });
      await rsbuild.initConfigs();
      return found;
    };
    assert.deepEqual(await withNodeEnv('development', () => listOf('environment-bl-dev')), [['chrome >= 120']]);
    assert.deepEqual(await withEnv('BROWSERSLIST_ENV', 'legacy', () => withNodeEnv(undefined, () => listOf('environment-bl-env'))), [['chrome >= 50']]);
    assert.deepEqual(await withEnv('BROWSERSLIST_ENV', undefined, () => withNodeEnv(undefined, () => listOf('environment-bl-none'))), [['chrome >= 100']]);
    assert.ok(pageText('api/javascript-api/environment-api', 'en').includes('or, when `NODE_ENV` is unset at the first `initConfigs()`, `inspectConfig()` or `createCompiler()` of a process, the one named by `BROWSERSLIST_ENV`, else `[production]`'));
    assert.ok(pageText('api/javascript-api/environment-api', 'zh').includes('如果进程中第一次调用 `initConfigs()`、`inspectConfig()` 或 `createCompiler()` 时 `NODE_ENV` 尚未设置，则取 `BROWSERSLIST_ENV` 指定的那一段，两者都没有时取 `[production]`'));
  });

  test('A project without environments has one environment named after output.target: web, node, webWorker; entry is the default entry, absolute', async () => {
    const names: string[] = [];
    const defaultEntry: unknown[] = [];
    const tsconfigPaths: unknown[] = [];
    const record: RsbuildPlugin = {
      name: 'names',
      setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (names.push(environment.name), defaultEntry.push(environment.entry), tsconfigPaths.push(environment.tsconfigPath))),
    };
    for (const target of ['web', 'node', 'web-worker'] as const) {
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.ts': 'export {};\n' }, 'environment-default'),
        rsbuildConfig: {
          logLevel: 'silent',
          output: { target },
          plugins: [record],
        },
      });
      await rsbuild.initConfigs();
    }
    assert.deepEqual(names, ['web', 'node', 'webWorker']);
    assert.match(String((defaultEntry[0] as Record<string, unknown>).index), /[\\/]src[\\/]index\.ts$/);
    // No tsconfig.json in these projects.
    assert.deepEqual(tsconfigPaths, [undefined, undefined, undefined]);
  });
});

// The page's second example, run as written (node build.mjs in a project of its own).
describe('Environment API: reading the manifest after a build (build.mjs)', () => {
  test('Reading the manifest after a build: build.mjs prints the web environment and its ManifestData', async () => {
    const dir = makeProject(
      {
        'src/index.js': 'console.log("manifest");\n',
        'build.mjs': `import { createRsbuild } from '@rsbuild/core';

const rsbuild = await createRsbuild({
  config: { output: { manifest: true } },
});

rsbuild.onAfterBuild(({ environments }) => {
  for (const environment of Object.values(environments)) {
    console.log(environment.name, environment.manifest);
  }
});

await rsbuild.build();
`,
      },
      'environment-manifest-script',
    );
    const { spawn } = await import('node:child_process');
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' };
    delete env.NODE_ENV;
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['build.mjs'], { cwd: dir, env });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.on('error', reject);
      child.on('close', (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, stdout: out });
      });
    });
    assert.equal(code, 0, stdout);
    const printed = stdout.slice(stdout.indexOf('web {'));
    assert.match(printed, /^web \{\n {2}allFiles: \[[^\]]*'\/index\.html'[^\]]*\],\n {2}entries: \{ index: \{ html: \[Array\], initial: \[Object\] \} \},\n {2}integrity: \{\}\n\}/, stdout);
  });
});

describe('Environment API: dev server', () => {
  const nodeEnv = process.env.NODE_ENV;
  let server: Awaited<ReturnType<Awaited<ReturnType<typeof createRsbuild>>['createDevServer']>>;
  let middlewareContext: SetupMiddlewaresContext | undefined;
  const devCompileEnvironments: { before?: string[]; after?: string[]; beforeStart?: string[]; afterStart?: string[] } = {};
  let manifestAfterDevCompile: unknown;
  const devDir = makeProject({ 'src/index.js': 'console.log("dev");\n', 'src/admin.js': 'console.log("admin");\n' }, 'environment-dev');
  const keptInfos: string[] = [];

  before(async () => {
    const rsbuild = await createRsbuild({
      cwd: devDir,
      rsbuildConfig: {
        logLevel: 'silent',
        // Two browser environments, to tell their HMR connections apart.
        environments: { web: {}, admin: { source: { entry: { admin: './src/admin.js' } }, output: { distPath: { root: 'dist/admin' } } } },
        server: { port: await freePort() },
        output: { manifest: true },
        dev: { setupMiddlewares: (_middlewares, context) => void (middlewareContext = context) },
        plugins: [
          pluginKeepEnvironments(),
          {
            name: 'dev-compile-environments',
            setup(api: RsbuildPluginAPI) {
              api.onBeforeDevCompile(({ environments }) => void (devCompileEnvironments.before = Object.keys(environments)));
              api.onAfterDevCompile(({ environments }) => void ((manifestAfterDevCompile ??= environments.web.manifest), (devCompileEnvironments.after = Object.keys(environments))));
              api.onBeforeStartDevServer(({ environments }) => void (devCompileEnvironments.beforeStart = Object.keys(environments)));
              api.onAfterStartDevServer(({ environments }) => void (devCompileEnvironments.afterStart = Object.keys(environments)));
            },
          },
        ],
      },
    });
    server = await rsbuild.createDevServer();
    // What the page's third example logs once the server listens.
    const { logger } = await rsbuildCore();
    const { info } = logger;
    logger.info = (...args: unknown[]) => void keptInfos.push(args.join(' '));
    try {
      await server.listen();
    } finally {
      logger.info = info;
    }
  });

  after(async () => {
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('Dev server: each entry of server.environments has context, getStats, loadBundle, getTransformedHtml', () => {
    const web = server.environments.web;
    assert.equal(web.context.name, 'web');
    for (const helper of ['getStats', 'loadBundle', 'getTransformedHtml'] as const) assert.equal(typeof web[helper], 'function');
  });

  test('Keeping the contexts for later: the example plugin logs each environment kept from onBeforeCreateCompiler, with the port', () => {
    const lines = keptInfos.filter((line) => / on port /.test(line));
    assert.deepEqual(lines, [`web on port ${server.port}, files in ${path.join(devDir, 'dist')}`, `admin on port ${server.port}, files in ${path.join(devDir, 'dist/admin')}`]);
  });

  test('Plugin hooks: onBeforeDevCompile, onAfterDevCompile, onBeforeStartDevServer and onAfterStartDevServer receive environments', async () => {
    await server.environments.web.getStats();
    await waitFor('the first dev compile to end', () => devCompileEnvironments.after);
    assert.deepEqual(devCompileEnvironments, { before: ['web', 'admin'], after: ['web', 'admin'], beforeStart: ['web', 'admin'], afterStart: ['web', 'admin'] });
  });

  test('manifest: set in dev too, readable in onAfterDevCompile and through the dev server', async () => {
    await server.environments.web.getStats();
    const manifest = await waitFor('the first dev compile to end', () => manifestAfterDevCompile) as { allFiles: string[]; entries: Record<string, unknown> };
    assert.ok(manifest.allFiles.includes('/index.html'), manifest.allFiles.join(', '));
    assert.deepEqual(Object.keys(manifest.entries), ['index']);
    assert.equal(server.environments.web.context.manifest, manifest);
  });

  test('config: includes the global dev and server options', () => {
    const { config } = server.environments.admin.context;
    assert.equal(config.server.port, server.port);
    assert.equal(typeof config.dev.setupMiddlewares, 'function');
  });

  test('Dev server: the second argument of dev.setupMiddlewares is { sockWrite, environments }', () => {
    assert.ok(middlewareContext);
    assert.deepEqual(Object.keys(middlewareContext).sort(), ['environments', 'sockWrite']);
    assert.equal(middlewareContext.environments, server.environments);
    assert.equal(typeof middlewareContext.sockWrite, 'function');
  });

  test('webSocketToken: set in development; the HMR socket with it gets its own environment\'s hash, one with an unknown token is closed', async () => {
    const token = server.environments.web.context.webSocketToken;
    assert.match(token, /^\S+$/);
    await assert.rejects(openSocket(server.port, 'not-a-token'), /socket hang up/);
    const own = await openSocket(server.port, token);
    const admin = await openSocket(server.port, server.environments.admin.context.webSocketToken);
    try {
      assert.equal(own.status, 101);
      // Each connection gets the compilation hash of its own environment.
      const hashOf = (socket: { messages: string[] }) => socket.messages.map((text) => JSON.parse(text)).find((message) => message.type === 'hash')?.data;
      await waitFor('the hash messages', () => hashOf(own) && hashOf(admin));
      assert.equal(hashOf(own), (await server.environments.web.getStats()).hash);
      assert.equal(hashOf(admin), (await server.environments.admin.getStats()).hash);
      assert.notEqual(hashOf(own), hashOf(admin));
    } finally {
      own.close();
      admin.close();
    }
  });

  // Last in this block: it leaves a syntax error in src/admin.js.
  test("webSocketToken: errors are not grouped by environment: a syntax error in admin reaches the web environment's socket", async () => {
    const web = await openSocket(server.port, server.environments.web.context.webSocketToken);
    try {
      await waitFor('the first message on the web socket', () => web.messages.length > 0);
      writeProjectFiles(devDir, { 'src/admin.js': 'console.log((;\n' });
      const errors = await waitFor('an errors message on the web socket', () =>
        web.messages.map((text) => JSON.parse(text) as { type: string; data?: { text: string[] } }).find((message) => message.type === 'errors'),
      );
      assert.match(errors?.data?.text.join('\n') ?? '', /src\/admin\.js/);
    } finally {
      web.close();
    }
  });
});

describe('Environment API: tsconfigPath and browserslist', () => {
  test('The contexts are created after modifyRsbuildConfig and modifyEnvironmentConfig: they show what those hooks set', async () => {
    let context: EnvironmentContext | undefined;
    const plugin: RsbuildPlugin = {
      name: 'late-changes',
      setup(api) {
        api.modifyRsbuildConfig((config) => void (config.output = { ...config.output, distPath: { root: 'from-rsbuild-config' } }));
        api.modifyEnvironmentConfig((config) => void (config.output.overrideBrowserslist = ['chrome >= 120']));
        api.modifyBundlerChain((_chain, { environment }) => void (context = environment));
      },
    };
    const cwd = makeProject({ 'src/index.js': '' }, 'environment-late-config');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', plugins: [plugin] } });
    await rsbuild.initConfigs();
    assert.deepEqual([context?.distPath, context?.browserslist], [path.join(cwd, 'from-rsbuild-config'), ['chrome >= 120']]);
  });

  test('browserslist: a config split into sections gives the section named after NODE_ENV: production in a build, development for the dev server', async () => {
    const nodeEnv = process.env.NODE_ENV;
    const found: Record<string, string[]> = {};
    const record = (label: string): RsbuildPlugin => ({ name: 'sections', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (found[label] = environment.browserslist)) });
    const cwd = makeProject(
      {
        'src/index.js': 'console.log(1);\n',
        'package.json': JSON.stringify({ browserslist: { production: ['chrome >= 100'], development: ['last 1 chrome version'] } }),
      },
      'environment-browserslist-sections',
    );
    try {
      // As in a fresh process: build() and createDevServer() set NODE_ENV only when it is empty.
      delete process.env.NODE_ENV;
      const building = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', plugins: [record('build')] } });
      const { close } = await building.build();
      await close();
      delete process.env.NODE_ENV;
      const developing = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort() }, plugins: [record('dev')] } });
      const server = await developing.createDevServer();
      await server.close();
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    assert.deepEqual(found, { build: ['chrome >= 100'], dev: ['last 1 chrome version'] });
  });

  test('tsconfigPath: source.tsconfigPath when set, as an absolute path; browserslist: the web-worker target reads .browserslistrc too', async () => {
    const found: Record<string, EnvironmentContext> = {};
    const record: RsbuildPlugin = { name: 'tsconfig-path', setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (found[environment.name] = environment)) };
    const cwd = makeProject({ 'src/index.ts': 'export {};\n', 'tsconfig.json': '{}\n', 'tsconfig.app.json': '{}\n', '.browserslistrc': 'chrome >= 115\n' }, 'environment-tsconfig-path');
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: { logLevel: 'silent', plugins: [record], environments: { app: { source: { tsconfigPath: './tsconfig.app.json' } }, worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } } } },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(
      [found.app.tsconfigPath, found.worker.tsconfigPath, found.worker.browserslist, found.worker.htmlPaths],
      [path.join(cwd, 'tsconfig.app.json'), path.join(cwd, 'tsconfig.json'), ['chrome >= 115'], {}],
    );
  });
});

describe('Environment API: the code on the page', () => {
  test('the EnvironmentContext and ManifestData blocks are the 1.x types; both plugin examples type-check as written, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('api/javascript-api/environment-api', lang);
      const blocks = [...text.matchAll(/```ts\n(type \w+ = \{[\s\S]*?\n\};)\n```/g)].map((match) => match[1]);
      assert.equal(blocks.length, 2, lang);
      const types = `import type { EnvironmentContext, ManifestData, NormalizedEnvironmentConfig, RsbuildEntry } from '@rsbuild/core';

${blocks[0].replace('type EnvironmentContext', 'type PageEnvironmentContext')}
${blocks[1].replace('type ManifestData', 'type PageManifestData')}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameContext: Same<PageEnvironmentContext, EnvironmentContext> = true;
export const sameManifest: Same<PageManifestData, ManifestData> = true;
export type { NormalizedEnvironmentConfig, RsbuildEntry };
`;
      const files = {
        'types.ts': types,
        'plugin-environment-info.ts': pageSamples('api/javascript-api/environment-api', lang, 'plugin-environment-info.ts')[0],
        'plugin-keep-environments.ts': pageSamples('api/javascript-api/environment-api', lang, 'plugin-keep-environments.ts')[0],
      };
      assert.ok(files['plugin-environment-info.ts'] && files['plugin-keep-environments.ts'], lang);
      assert.deepEqual(typeCheckProject(ts, files, `environment-api-samples-${lang}`), [], lang);
    }
  });
});

describe('Environment API › Read-only', () => {
  test('Read-only: TypeScript flags config.html.title (two levels of readonly) but lets config.output.distPath.root and environment.name through', () => {
    const files = {
      'assign.ts': `import type { EnvironmentContext } from '@rsbuild/core';
declare const environment: EnvironmentContext;
environment.config.html.title = 'changed';
environment.config.output.distPath.root = 'out';
environment.name = 'renamed';
`,
    };
    assert.deepEqual(typeCheckProject(ts, files, 'environment-api-readonly-types'), [
      "assign.ts: TS2540: Cannot assign to 'title' because it is a read-only property.",
    ]);
  });
});
