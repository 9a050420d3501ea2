// Claims of plugins/dev/core (Plugin API), checked with @rsbuild/core 1.7.6: one production build
// of a web and a node environment with a plugin using api.transform, api.processAssets and
// api.resolve, an environment-scoped plugin, and a failing transform in a second small build;
// then the members that need no compilation (instances with initConfigs(), one CLI inspect, one
// dev server) and one watch build for addDependency.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin, RsbuildPluginAPI } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, builtScripts, freePort, pageText, typeCheckProject, rsbuildV1Dir, listFiles, makeProject, outputFile, plugin, readText, repoRoot, rsbuildCore, runCli, waitFor, withNodeEnv, writeProjectFiles, type CliResult } from './harness';

const core = await rsbuildCore();
const { createRsbuild } = core;

const files = {
  'src/index.ts': "import text from './note.md';\nimport config from 'virtual:config';\nimport raw from './data.txt?stamp';\nimport aliased from '@app/aliased';\nconst typed: number = 1;\nconsole.log(text, config, raw, aliased, typed, '__BUILD_DATE__', 'SCOPED_MARK', 'HOOK_MARK');\n",
  // Outside src/, so that the transform test's list of src modules stays as it is.
  'aliased/web.ts': "export default 'aliased-for-web';\n",
  'aliased/node.ts': "export default 'aliased-for-node';\n",
  'src/note.md': '# Note from markdown\n',
  'src/data.txt': 'plain data\n',
  'src/config.client.ts': "export default 'client-config';\n",
  'src/config.server.ts': "export default 'server-config';\n",
};

interface Seen {
  loggerIsExport?: boolean;
  apiKeys?: string[];
  action?: string;
  distPath?: string;
  missingHooks?: string[];
  rawIsBuffer?: boolean;
  stampContext?: Record<string, unknown>;
  mdQuery?: string;
  everyModule: Set<string>;
  sourceClasses?: string[];
  resolveContext?: string;
  defaultOrderTyped?: boolean;
  postOrderTyped?: boolean;
  preOrderTyped?: boolean;
  transformEnvironments: Set<string>;
  resolveEnvironments: Set<string>;
  stages: Record<string, { names: string[]; jsSample: string }>;
  lateResolveCalls?: number;
  stageOrder: string[];
  /** What the plugin in environments.node.plugins saw, hook by hook: the environment names. */
  scoped: Record<string, string[]>;
}

const pluginUnderTest = (seen: Seen): RsbuildPlugin => ({
  name: 'example:core',
  setup(api) {
    seen.loggerIsExport = api.logger === core.logger;
    seen.apiKeys = Object.keys(api).sort();
    const hooks = [
      'modifyRsbuildConfig', 'modifyEnvironmentConfig', 'modifyRspackConfig', 'modifyBundlerChain', 'modifyHTML', 'modifyHTMLTags', 'modifyWebpackChain', 'modifyWebpackConfig',
      'onBeforeBuild', 'onAfterBuild', 'onCloseBuild', 'onBeforeEnvironmentCompile', 'onAfterEnvironmentCompile',
      'onBeforeStartDevServer', 'onAfterStartDevServer', 'onBeforeDevCompile', 'onAfterDevCompile', 'onCloseDevServer', 'onDevCompileDone',
      'onBeforeCreateCompiler', 'onAfterCreateCompiler', 'onBeforeStartProdServer', 'onAfterStartProdServer', 'onExit',
    ];
    seen.missingHooks = hooks.filter((name) => typeof (api as unknown as Record<string, unknown>)[name] !== 'function');
    // A descriptor without conditions: every module of both environments.
    api.transform({}, ({ code, resourcePath }) => {
      if (resourcePath.includes(`${path.sep}src${path.sep}`)) seen.everyModule.add(path.basename(resourcePath));
      return code;
    });
    api.transform({ test: /\.txt$/, raw: true }, ({ code }) => {
      seen.rawIsBuffer = Buffer.isBuffer(code);
      return code;
    });
    api.onBeforeBuild(() => {
      seen.action = api.context.action;
      seen.distPath = api.context.distPath;
    });
    api.transform({ test: /\.md$/ }, ({ code }) => `export default ${JSON.stringify(code)};`);
    api.transform({ test: /src[\\/]index\.ts$/, targets: ['web'] }, ({ code, environment }) => {
      seen.transformEnvironments.add(environment.name);
      seen.defaultOrderTyped = code.includes('const typed: number');
      return code.replace('__BUILD_DATE__', 'stamped-for-web');
    });
    api.transform({ test: /src[\\/]index\.ts$/, order: 'pre', environments: ['web'] }, ({ code }) => {
      seen.preOrderTyped = code.includes('const typed: number');
      return code;
    });
    api.transform({ test: /src[\\/]index\.ts$/, order: 'post', environments: ['web'] }, ({ code }) => {
      seen.postOrderTyped = code.includes('const typed: number');
      return code;
    });
    api.transform({ test: /\.md$/ }, ({ code, resourceQuery }) => {
      seen.mdQuery = resourceQuery;
      return code;
    });
    api.transform({ test: /\.txt$/, resourceQuery: /stamp/ }, ({ code, resourceQuery, emitFile, resource, resourcePath, context }) => {
      seen.stampContext = { resource, resourcePath, resourceQuery, context };
      emitFile('emitted-by-transform.txt', 'from emitFile');
      return { code: `export default ${JSON.stringify(`${code.trim()} ${resourceQuery}`)};`, map: null };
    });
    api.resolve(({ resolveData, environment }) => {
      seen.resolveEnvironments.add(environment.name);
      if (resolveData.request === './note.md') seen.resolveContext = resolveData.context;
      if (resolveData.request !== 'virtual:config') return;
      const file = environment.config.output.target === 'node' ? 'config.server.ts' : 'config.client.ts';
      resolveData.request = path.join(api.context.rootPath, 'src', file);
    });
    // Registered in reverse, so the order they are called in comes from the stages alone.
    const allStages = ['additional', 'pre-process', 'derived', 'additions', 'none', 'optimize', 'optimize-count', 'optimize-compatibility', 'optimize-size', 'dev-tooling', 'optimize-inline', 'summarize', 'optimize-hash', 'optimize-transfer', 'analyse', 'report'] as const;
    for (const stage of [...allStages].reverse()) {
      api.processAssets({ stage, environments: ['web'] }, ({ assets }) => {
        seen.stageOrder.push(stage);
        const names = Object.keys(assets).sort();
        const js = names.find((name) => name.startsWith('static/js/index'));
        seen.stages[stage] = { names, jsSample: js ? String(assets[js].source()).slice(0, 200) : '' };
      });
    }
    api.processAssets({ stage: 'report', targets: ['web'] }, ({ compilation, sources }) => {
      const classes = ['RawSource', 'ConcatSource', 'ReplaceSource', 'OriginalSource', 'SourceMapSource', 'CachedSource', 'PrefixSource', 'SizeOnlySource', 'CompatSource', 'Source'] as const;
      seen.sourceClasses = classes.filter((name) => typeof sources[name] === 'function');
      compilation.emitAsset('asset-report.json', new sources.RawSource('{"ok":true}'));
    });
    // emitAsset, then deleteAsset at a later stage; updateAsset replaces the HTML file.
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => compilation.emitAsset('doomed.txt', new sources.RawSource('deleted later')));
    api.processAssets({ stage: 'optimize-transfer', environments: ['web'] }, ({ assets, compilation, sources }) => {
      compilation.deleteAsset('doomed.txt');
      compilation.updateAsset('index.html', new sources.RawSource(`${assets['index.html'].source()}<!-- updated -->`));
    });
    // Registered too late: the loader rules are already generated.
    api.onBeforeBuild(() => api.transform({ test: /index\.ts$/ }, ({ code }) => code.replace('HOOK_MARK', 'changed-in-hook')));
    // resolve from onBeforeBuild comes too late as well (the compiler exists); processAssets does not:
    // it is read when each compilation starts, which is after onBeforeBuild.
    api.onBeforeBuild(() => {
      seen.lateResolveCalls = 0;
      api.resolve(() => {
        seen.lateResolveCalls!++;
      });
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => compilation.emitAsset('late-asset.txt', new sources.RawSource('late')));
    });
  },
});

// Bound to the node environment only; it records which environments its hooks are called for.
const nodeOnly = (seen: Seen): RsbuildPlugin => ({
  name: 'example:node-only',
  setup(api) {
    const record = (hook: string, names: string[]) => (seen.scoped[hook] ??= []).push(...names);
    api.transform({ test: /src[\\/]index\.ts$/ }, ({ code }) => code.replace('SCOPED_MARK', 'scoped-to-node'));
    api.processAssets({ stage: 'report' }, ({ environment, compilation, sources }) => {
      record('processAssets', [environment.name]);
      compilation.emitAsset('scoped-asset.txt', new sources.RawSource('node only'));
    });
    api.resolve(({ environment, resolveData }) => {
      if (resolveData.request === './note.md') record('resolve', [environment.name]);
    });
    api.modifyEnvironmentConfig((_config, { name }) => void record('modifyEnvironmentConfig', [name]));
    api.modifyBundlerChain((_chain, { environment }) => void record('modifyBundlerChain', [environment.name]));
    api.modifyRspackConfig((_config, { environment }) => void record('modifyRspackConfig', [environment.name]));
    api.modifyHTMLTags((tags, { environment }) => (record('modifyHTMLTags', [environment.name]), tags));
    api.onBeforeEnvironmentCompile(({ environment }) => void record('onBeforeEnvironmentCompile', [environment.name]));
    api.onAfterEnvironmentCompile(({ environment }) => void record('onAfterEnvironmentCompile', [environment.name]));
    api.modifyRsbuildConfig(() => void record('modifyRsbuildConfig', ['called']));
    api.onBeforeBuild(({ environments }) => void record('onBeforeBuild', Object.keys(environments).sort()));
    api.onAfterBuild(({ environments }) => void record('onAfterBuild', Object.keys(environments).sort()));
    api.onCloseBuild(() => void record('onCloseBuild', ['called']));
  },
});

describe('Plugin API', () => {
  const seen: Seen = { transformEnvironments: new Set(), resolveEnvironments: new Set(), stages: {}, everyModule: new Set(), stageOrder: [], scoped: {} };
  let dir: string;
  let webJs: string;
  let nodeJs: string;
  let failure: string[];
  let markdownErrors: string[];

  before(async () => {
    dir = makeProject(files, 'plugin-api');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [pluginUnderTest(seen)],
        environments: {
          web: { source: { entry: { index: './src/index.ts' } }, resolve: { alias: { '@app/aliased': path.join(dir, 'aliased/web.ts') } } },
          node: { source: { entry: { index: './src/index.ts' } }, resolve: { alias: { '@app/aliased': path.join(dir, 'aliased/node.ts') } }, output: { target: 'node', distPath: { root: 'dist/server' } }, plugins: [nodeOnly(seen)] },
        },
      },
    });
    await (await rsbuild.build()).close();
    const webFile = listFiles(path.join(dir, 'dist/static/js')).find((file) => /^index\.[0-9a-f]+\.js$/.test(file))!;
    webJs = readText(dir, `dist/static/js/${webFile}`);
    nodeJs = readText(dir, 'dist/server/index.js');

    // Its second entry imports virtual:config, which resolve.alias alone cannot redirect.
    const failing = makeProject({ 'src/index.js': 'console.log(1);\n', 'src/scheme.js': "import config from 'virtual:config';\nconsole.log(config);\n", 'src/config.js': "export default 'aliased';\n" }, 'plugin-api-throw');
    const result = await buildProject(failing, {
      source: { entry: { index: './src/index.js', scheme: './src/scheme.js' } },
      resolve: { alias: { 'virtual:config': path.join(failing, 'src/config.js') } },
      plugins: [{ name: 'throws', setup: (api) => api.transform({ test: /index\.js$/ }, () => { throw new Error('transform refused this module'); }) }],
    });
    failure = result.errors;

    const withoutTransform = makeProject({ 'src/index.js': "import notes from './notes.md';\nconsole.log(notes);\n", 'src/notes.md': '# Release notes\n\nSome *text* here.\n' }, 'plugin-api-md');
    markdownErrors = (await buildProject(withoutTransform)).errors;
  });

  test('api.transform example: the .md error is Module parse failed: with a parse error (# Release notes gives Expected \';\', \'}\' or <eof>), then the help line', () => {
    assert.match(markdownErrors[0], /Module parse failed:\n\s+╰─▶\s+× JavaScript parse error: Expected ';', '}' or <eof>\n[\s\S]*help:\s+You may need an appropriate loader to handle this file type\./);
  });

  test('api.context in a build: action is build; with two environments distPath is the folder holding both outputs', () => {
    assert.equal(seen.action, 'build');
    assert.equal(seen.distPath, path.join(dir, 'dist'));
  });

  test('api.logger: the same object as the logger export of @rsbuild/core', () => {
    assert.equal(seen.loggerIsExport, true);
  });

  test('api.transform: a .md file becomes a string module; targets: [\'web\'] only runs for web', () => {
    assert.match(webJs, /# Note from markdown/);
    assert.match(webJs, /stamped-for-web/);
    assert.match(nodeJs, /__BUILD_DATE__/);
    assert.deepEqual([...seen.transformEnvironments], ['web']);
  });

  test('api.transform order: the default order and order: \'pre\' see the TypeScript source, order: \'post\' sees compiled JavaScript', () => {
    assert.equal(seen.defaultOrderTyped, true);
    assert.equal(seen.preOrderTyped, true);
    assert.equal(seen.postOrderTyped, false);
  });

  test('api.transform: resourceQuery matches ?stamp; { code, map } is accepted; emitFile writes an extra output file', () => {
    assert.match(webJs, /plain data \?stamp/);
    assert.equal(readText(dir, 'dist/emitted-by-transform.txt'), 'from emitFile');
  });

  test('api.transform handler context: resource with query, resourcePath, resourceQuery (\'\' without one), context is the folder; raw: true gives a Buffer', () => {
    assert.deepEqual(seen.stampContext, {
      resource: path.join(dir, 'src/data.txt?stamp'),
      resourcePath: path.join(dir, 'src/data.txt'),
      resourceQuery: '?stamp',
      context: path.join(dir, 'src'),
    });
    assert.equal(seen.mdQuery, '');
    assert.equal(seen.rawIsBuffer, true);
  });

  test('api.transform: a descriptor without conditions receives every module', () => {
    assert.deepEqual([...seen.everyModule].sort(), ['config.client.ts', 'config.server.ts', 'data.txt', 'index.ts', 'note.md']);
  });

  test('Hooks: every hook the page lists is a function of api', () => {
    assert.deepEqual(seen.missingHooks, []);
  });

  test('api.resolve: resolveData.context is the folder the request is resolved from', () => {
    assert.equal(seen.resolveContext, path.join(dir, 'src'));
  });

  test('api.processAssets: sources carries Rspack\'s source classes', () => {
    assert.equal(seen.sourceClasses?.length, 10, seen.sourceClasses?.join(', '));
  });

  test('api.transform example: without a transform, importing a .md file fails with Module parse failed (read as JavaScript)', () => {
    assert.equal(markdownErrors.length, 1, markdownErrors.join('\n'));
    assert.match(markdownErrors[0], /Module parse failed/);
    assert.match(markdownErrors[0], /JavaScript parse error/);
    assert.match(markdownErrors[0], /You may need an appropriate loader to handle this file type\./);
  });

  test('api.transform: a thrown error fails the module with its message', () => {
    assert.ok(failure.some((message) => message.includes('transform refused this module')), failure.join('\n'));
  });

  test('api.resolve: called in every environment; the page\'s example redirects virtual:config per target', () => {
    assert.deepEqual([...seen.resolveEnvironments].sort(), ['node', 'web']);
    assert.match(webJs, /client-config/);
    assert.match(nodeJs, /server-config/);
  });

  test('api.resolve: environments.<name>.resolve.alias gives each environment its own target; an alias for virtual:config fails with "Unhandled scheme"', () => {
    assert.match(webJs, /aliased-for-web/);
    assert.doesNotMatch(webJs, /aliased-for-node/);
    assert.match(nodeJs, /aliased-for-node/);
    assert.ok(failure.some((message) => message.includes('Reading from "virtual:config" is not handled by plugins (Unhandled scheme).')), failure.join('\n'));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/dev/core', lang);
      assert.ok(text.includes('`environments.<name>.resolve.alias`'), lang);
      assert.ok(text.includes('`Reading from "virtual:config" is not handled by plugins (Unhandled scheme).`'), lang);
    }
    assert.ok(!pageText('plugins/dev/core', 'en').includes('do not depend on the environment'));
  });

  test('Global and environment plugins: a plugin in environments.node.plugins only transforms node modules', () => {
    assert.match(nodeJs, /scoped-to-node/);
    assert.match(webJs, /SCOPED_MARK/);
  });

  test('Global and environment plugins: the per-environment hooks, api.processAssets and api.resolve of an environment plugin run for its environment only; modifyRsbuildConfig, onBeforeBuild, onAfterBuild and onCloseBuild run as for a global plugin', () => {
    // modifyHTMLTags is bound as well: only web has HTML, so a callback bound to node never runs
    // (a global plugin's would run for web).
    assert.equal('modifyHTMLTags' in seen.scoped, false);
    assert.deepEqual(seen.scoped, {
      modifyRsbuildConfig: ['called'],
      modifyEnvironmentConfig: ['node'],
      modifyBundlerChain: ['node'],
      modifyRspackConfig: ['node'],
      onBeforeBuild: ['node', 'web'],
      onBeforeEnvironmentCompile: ['node'],
      onAfterEnvironmentCompile: ['node'],
      onAfterBuild: ['node', 'web'],
      onCloseBuild: ['called'],
      processAssets: ['node'],
      resolve: ['node'],
    });
    assert.equal(readText(dir, 'dist/server/scoped-asset.txt'), 'node only');
    assert.equal(existsSync(path.join(dir, 'dist/scoped-asset.txt')), false);
  });

  test('Common mistakes: api.transform called inside onBeforeBuild has no effect', () => {
    assert.match(webJs, /HOOK_MARK/);
    assert.doesNotMatch(webJs + nodeJs, /changed-in-hook/);
  });
  test('Common mistakes: api.resolve called inside onBeforeBuild is never called; api.processAssets from there still applies', () => {
    assert.equal(seen.lateResolveCalls, 0);
    assert.equal(readText(dir, 'dist/late-asset.txt'), 'late');
  });

  test('api.processAssets stages: HTML from summarize on, minified JS at optimize-size, final hashed names from optimize-hash on', () => {
    const { stages } = seen;
    const order = Object.keys(stages);
    assert.deepEqual(order.filter((stage) => stages[stage].names.includes('index.html')), ['summarize', 'optimize-hash', 'optimize-transfer', 'analyse', 'report'].filter((stage) => order.includes(stage)));
    assert.equal(stages['optimize-inline'].names.includes('index.html'), false);
    assert.equal(stages.summarize.names.includes('index.html'), true);
    assert.match(stages.optimize.jsSample, /\n/);
    assert.doesNotMatch(stages['optimize-size'].jsSample, /\n/);
    const finalJs = `static/js/${listFiles(path.join(dir, 'dist/static/js')).find((file) => /^index\.[0-9a-f]+\.js$/.test(file))}`;
    assert.ok(stages['optimize-hash'].names.includes(finalJs), stages['optimize-hash'].names.join(', '));
    assert.equal(stages.summarize.names.includes(finalJs), false, stages.summarize.names.join(', '));
    assert.ok(stages.report.names.includes(finalJs));
    assert.ok(stages.additional.names.every((name) => !name.endsWith('.html')));
  });

  test('api.processAssets stages: the handlers run in the order of the stage table, whatever order they were registered in', () => {
    assert.deepEqual(seen.stageOrder, ['additional', 'pre-process', 'derived', 'additions', 'none', 'optimize', 'optimize-count', 'optimize-compatibility', 'optimize-size', 'dev-tooling', 'optimize-inline', 'summarize', 'optimize-hash', 'optimize-transfer', 'analyse', 'report']);
  });

  test('api.processAssets: compilation.emitAsset with sources.RawSource adds a file at report, for web only', () => {
    assert.equal(readText(dir, 'dist/asset-report.json'), '{"ok":true}');
    assert.equal(listFiles(path.join(dir, 'dist/server')).includes('asset-report.json'), false);
  });

  test('api.processAssets: compilation.updateAsset replaces a file\'s content; compilation.deleteAsset removes a file from the output', () => {
    assert.ok(seen.stages['pre-process'].names.includes('doomed.txt'));
    assert.equal(existsSync(path.join(dir, 'dist/doomed.txt')), false);
    assert.match(readText(dir, 'dist/index.html'), /<\/html><!-- updated -->$/);
  });

  test('Overview: api has exactly the members of the table, the hooks listed under Hooks included', () => {
    const hooks = [
      'modifyRsbuildConfig', 'modifyEnvironmentConfig', 'modifyRspackConfig', 'modifyBundlerChain', 'modifyHTML', 'modifyHTMLTags', 'modifyWebpackChain', 'modifyWebpackConfig',
      'onBeforeBuild', 'onAfterBuild', 'onCloseBuild', 'onBeforeEnvironmentCompile', 'onAfterEnvironmentCompile',
      'onBeforeStartDevServer', 'onAfterStartDevServer', 'onBeforeDevCompile', 'onAfterDevCompile', 'onCloseDevServer', 'onDevCompileDone',
      'onBeforeCreateCompiler', 'onAfterCreateCompiler', 'onBeforeStartProdServer', 'onAfterStartProdServer', 'onExit',
    ];
    const members = ['context', 'logger', 'getRsbuildConfig', 'getNormalizedConfig', 'isPluginExists', 'expose', 'useExposed', 'transform', 'processAssets', 'resolve'];
    assert.deepEqual(seen.apiKeys, [...members, ...hooks].sort());
  });
});

// The members of api that need no compilation: context, logger, the config readers, isPluginExists,
// expose and useExposed, checked on instances with initConfigs(), one CLI inspect and one dev server.
const contextFields = (context: object) => {
  const read = context as Record<string, unknown>;
  return Object.fromEntries(['version', 'rootPath', 'cachePath', 'callerName', 'bundlerType', 'action', 'devServer', 'distPath'].map((key) => [key, read[key]]));
};

/** The messages a logger method prints while `run` runs. */
async function captureLogger(method: 'error' | 'warn', run: () => void | Promise<void>) {
  const messages: string[] = [];
  const saved = core.logger[method];
  core.logger[method] = (message?: unknown) => void messages.push(String(message));
  try {
    await run();
  } finally {
    core.logger[method] = saved;
  }
  return messages;
}

describe('Plugin API › api.context', () => {
  test('distPath: the closest directory holding every environment\'s output, or an empty string when they share only the file-system root', async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'plugin-api-context-dist');
    const distPathOf = async (elsewhere: string) => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node', distPath: { root: elsewhere } } } } },
      });
      // initConfigs() sets an empty NODE_ENV; put it back.
      await withNodeEnv('production', () => rsbuild.initConfigs());
      return rsbuild.context.distPath;
    };
    // Nothing is written: initConfigs() only computes the paths.
    assert.equal(await distPathOf(path.join(dir, 'server/dist')), dir);
    assert.equal(await distPathOf('/rsbuild-context-elsewhere/dist'), '');
    assert.ok(pageText('shared/api/context', 'en').includes('except that it is an empty string again when the only directory they share is the file-system root.'));
    assert.ok(pageText('shared/api/context', 'zh').includes('但如果这些目录只共享文件系统根目录，它仍是空字符串。'));
  });

  test('version, rootPath (root resolved against cwd), cachePath, callerName, bundlerType; distPath is empty until initConfigs()', async () => {
    const dir = makeProject({ 'app/src/index.js': '' }, 'plugin-api-context');
    let fromSetup: Record<string, unknown> = {};
    const rsbuild = await createRsbuild({
      cwd: dir,
      callerName: 'my-tool',
      rsbuildConfig: { root: 'app', logLevel: 'silent', plugins: [{ name: 'ctx', setup: (api) => void (fromSetup = { ...contextFields(api.context), same: api.context === rsbuild.context }) }] },
    });
    assert.equal(rsbuild.context.distPath, '');
    await rsbuild.initConfigs();
    assert.deepEqual(fromSetup, {
      version: '1.7.6',
      rootPath: path.join(dir, 'app'),
      cachePath: path.join(dir, 'app/node_modules/.cache'),
      callerName: 'my-tool',
      bundlerType: 'rspack',
      action: undefined,
      devServer: undefined,
      distPath: '',
      same: true,
    });
    assert.equal(rsbuild.context.distPath, path.join(dir, 'app/dist'));
    assert.equal((await createRsbuild({ cwd: dir })).context.callerName, 'rsbuild');
  });

  test('action: build for build(), dev for createCompiler() with mode development, build for inspectConfig() without it', async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'plugin-api-action');
    const dev = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'development' } });
    await dev.createCompiler();
    assert.equal(dev.context.action, 'dev');
    const inspect = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await inspect.inspectConfig();
    assert.equal(inspect.context.action, 'build');
  });

  test('action: preview for preview(), whose call runs setup, and devServer stays undefined there; dev for createDevServer(), already in setup', async () => {
    const nodeEnv = process.env.NODE_ENV;
    const seenInSetup: Record<string, unknown> = {};
    const record = (key: string): RsbuildPlugin => ({ name: `record-${key}`, setup: (api) => void (seenInSetup[key] = api.context.action) });
    try {
      const dir = makeProject({ 'src/index.js': '', 'dist/index.html': '<p>built</p>\n' }, 'plugin-api-action-preview');
      const previewing = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), printUrls: false }, plugins: [record('preview')] } });
      assert.equal(seenInSetup.preview, undefined, 'setup has not run after createRsbuild()');
      const { server } = await previewing.preview();
      try {
        assert.equal(seenInSetup.preview, 'preview');
        assert.equal(previewing.context.action, 'preview');
        assert.equal(previewing.context.devServer, undefined);
      } finally {
        await server.close();
      }
      const developing = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), printUrls: false }, plugins: [record('dev')] } });
      const devServer = await developing.createDevServer();
      await devServer.close();
      assert.equal(seenInSetup.dev, 'dev');
      assert.equal(developing.context.action, 'dev');
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('assigning logs "Context is readonly" and changes nothing; fields outside the list read as undefined, though Object.keys() and console.log() show them', async () => {
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-readonly') });
    const messages = await captureLogger('error', () => {
      (rsbuild.context as { rootPath: string }).rootPath = '/elsewhere';
    });
    assert.deepEqual(messages, ['Context is readonly, you can not assign to the "context.rootPath" prop.']);
    assert.notEqual(rsbuild.context.rootPath, '/elsewhere');
    const context = rsbuild.context as unknown as Record<string, unknown>;
    assert.equal(context.environments, undefined);
    assert.equal(context.hooks, undefined);
    // Object.keys() and console.log() (util.inspect) show the internal object behind the proxy.
    assert.ok(['environments', 'hooks', 'config'].every((key) => Object.keys(context).includes(key)), Object.keys(context).join(', '));
    assert.match(inspect(context, { depth: 0 }), /\benvironments: \{\}[\s\S]*\bhooks: \[Object\][\s\S]*\bconfig: \[Object\]/);
  });

  test('devServer: set by createDevServer() with the configured host, the port actually used and https', async () => {
    const busy = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-dev-server'),
      rsbuildConfig: { logLevel: 'silent', server: { port, host: '127.0.0.1' } },
    });
    const nodeEnv = process.env.NODE_ENV;
    const server = await rsbuild.createDevServer();
    try {
      const devServer = rsbuild.context.devServer!;
      assert.equal(devServer.hostname, '127.0.0.1');
      assert.equal(devServer.https, false);
      assert.ok(devServer.port > port, String(devServer.port));
      assert.equal(devServer.port, server.port);
    } finally {
      await server.close();
      busy.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('Plugin API › api.logger', () => {
  test('error and warn go to console.error and console.warn, the others to console.log; labels; an Error prints its stack; debug only at verbose', async () => {
    const calls: [string, string][] = [];
    const saved = { log: console.log, warn: console.warn, error: console.error };
    const level = core.logger.level;
    for (const method of ['log', 'warn', 'error'] as const) console[method] = (...args: unknown[]) => void calls.push([method, args.join(' ')]);
    try {
      core.logger.level = 'info';
      core.logger.error('e1');
      core.logger.warn('w1');
      core.logger.info('i1');
      core.logger.start('s1');
      core.logger.ready('r1');
      core.logger.success('ok1');
      core.logger.log('plain');
      core.logger.debug('hidden');
      core.logger.error(new Error('boom'));
      core.logger.level = 'verbose';
      core.logger.debug('shown');
      core.logger.level = 'warn';
      core.logger.info('filtered');
    } finally {
      Object.assign(console, saved);
      core.logger.level = level;
    }
    assert.deepEqual(calls.slice(0, 7), [
      ['error', 'error   e1'],
      ['warn', 'warn    w1'],
      ['log', 'info    i1'],
      ['log', 'start   s1'],
      ['log', 'ready   r1'],
      ['log', 'success ok1'],
      ['log', 'plain'],
    ]);
    assert.equal(calls[7][0], 'error');
    assert.match(calls[7][1], /^error   boom\n\s+at /);
    assert.equal(calls.length, 9);
    assert.match(calls[8][1], /rsbuild \d\d:\d\d:\d\d shown/);
  });
});

describe('Plugin API › api.logger (shared)', () => {
  test('override and level change Rsbuild\'s own messages too: the logger is shared by the process', async () => {
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-logger-shared') });
    const context = rsbuild.context as { version: string };
    const overridden: string[] = [];
    const printed: unknown[] = [];
    const saved = { error: core.logger.error, level: core.logger.level, consoleError: console.error };
    try {
      core.logger.override({ error: (message?: unknown) => void overridden.push(String(message)) });
      context.version = '0.0.0';
      core.logger.override({ error: saved.error });
      console.error = (...args: unknown[]) => void printed.push(args);
      core.logger.level = 'silent';
      context.version = '0.0.1';
    } finally {
      console.error = saved.consoleError;
      core.logger.level = saved.level;
      core.logger.override({ error: saved.error });
    }
    assert.deepEqual(overridden, ['Context is readonly, you can not assign to the "context.version" prop.']);
    assert.deepEqual(printed, []);
    assert.equal(core.logger.error, saved.error);
  });
});

describe('Plugin API › api.logger (new processes)', () => {
  test('the level is verbose when DEBUG, split at commas, has rsbuild, builder or *; rsbuild:* or a longer name does not count', () => {
    const coreUrl = pathToFileURL(createRequire(path.join(rsbuildV1Dir, 'package.json')).resolve('@rsbuild/core')).href;
    const levelWith = (debug: string) => execFileSync(process.execPath, ['--input-type=module', '-e', `const { logger } = await import(${JSON.stringify(coreUrl)}); process.stdout.write(logger.level);`], { env: { ...process.env, DEBUG: debug }, encoding: 'utf8' });
    assert.equal(levelWith('foo,rsbuild'), 'verbose');
    assert.equal(levelWith('builder'), 'verbose');
    assert.equal(levelWith('*'), 'verbose');
    assert.equal(levelWith('rsbuild:*'), 'info');
    assert.equal(levelWith('myrsbuild'), 'info');
  });
  test('logLevel: createRsbuild() sets the shared level from the config, except in debug mode, where it stays verbose', () => {
    const coreUrl = pathToFileURL(createRequire(path.join(rsbuildV1Dir, 'package.json')).resolve('@rsbuild/core')).href;
    const cwd = makeProject({ 'src/index.js': '' }, 'plugin-api-log-level');
    const levelAfterCreate = (debug: string) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', `const { createRsbuild, logger } = await import(${JSON.stringify(coreUrl)}); await createRsbuild({ cwd: ${JSON.stringify(cwd)}, config: { logLevel: 'warn' } }); process.stdout.write(logger.level);`], { env: { ...process.env, DEBUG: debug }, encoding: 'utf8' })
        // in debug mode, Rsbuild's own debug lines come first
        .split('\n')
        .pop();
    assert.equal(levelAfterCreate(''), 'warn');
    assert.equal(levelAfterCreate('rsbuild'), 'verbose');
  });
  test('greet: bold gradient with true colour, bold cyan with 256 colours, plain text otherwise', () => {
    const coreUrl = pathToFileURL(createRequire(path.join(rsbuildV1Dir, 'package.json')).resolve('@rsbuild/core')).href;
    const greet = (env: Record<string, string>) => {
      const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
      delete childEnv.NO_COLOR;
      if (!('COLORTERM' in env)) delete childEnv.COLORTERM;
      return execFileSync(process.execPath, ['--input-type=module', '-e', `const { logger } = await import(${JSON.stringify(coreUrl)}); logger.greet('Hi');`], { env: childEnv, encoding: 'utf8' });
    };
    assert.equal(greet({ FORCE_COLOR: '1', COLORTERM: 'truecolor' }), '\x1b[1m\x1b[38;2;132;225;199mH\x1b[39m\x1b[38;2;74;194;154mi\x1b[39m\x1b[22m\n');
    assert.equal(greet({ FORCE_COLOR: '1', TERM: 'xterm-256color' }), '\x1b[1m\x1b[36mHi\x1b[39m\x1b[22m\n');
    assert.equal(greet({ FORCE_COLOR: '0' }), 'Hi\n');
  });
});

describe('Plugin API › api.getRsbuildConfig and api.getNormalizedConfig', () => {
  const cliDir = makeProject(
    {
      'src/index.js': '',
      '.env': 'PUBLIC_FROM_ENV=cli\nPRIVATE_FROM_ENV=hidden\n',
      'rsbuild.config.mjs':
        "export default { html: { title: 'From file' }, plugins: [{ name: 'show', setup(api) { api.modifyRsbuildConfig(() => { const { plugins, ...rest } = api.getRsbuildConfig('original'); console.log('ORIGINAL ' + JSON.stringify(rest)); }); } }] };\n",
    },
    'plugin-api-cli-original',
  );
  let cliOriginal: CliResult;
  before(async () => {
    cliOriginal = await runCli(cliDir, ['inspect', '--mode', 'production']);
  });

  test('original, current and normalized on an instance, as in the page\'s example; another type throws', async () => {
    const dir = makeProject({ 'src/index.js': '', '.env': 'PUBLIC_FROM_FILE=yes\n' }, 'plugin-api-config');
    const rsbuild = await createRsbuild({
      cwd: dir,
      loadEnv: { processEnv: {} },
      config: { logLevel: 'silent', html: { title: 'Dashboard' }, plugins: [{ name: 'modify', setup: (api) => api.modifyRsbuildConfig((config: RsbuildConfig) => void (config.output = { ...config.output, cleanDistPath: false })) }] },
    });
    await rsbuild.initConfigs();
    const original = rsbuild.getRsbuildConfig('original');
    assert.equal(original.server, undefined);
    assert.equal(original.output, undefined);
    assert.equal(original.source?.define?.['import.meta.env.PUBLIC_FROM_FILE'], '"yes"');
    assert.deepEqual(original.dev?.watchFiles, [{ paths: [path.join(dir, '.env')], type: 'reload-server' }]);
    assert.equal(rsbuild.getRsbuildConfig('current').server?.port, 3000);
    assert.equal(rsbuild.getRsbuildConfig('current').output?.cleanDistPath, false);
    assert.equal(rsbuild.getRsbuildConfig('normalized').html.title, 'Dashboard');
    assert.equal(rsbuild.getRsbuildConfig('normalized'), rsbuild.getNormalizedConfig());
    assert.throws(() => rsbuild.getRsbuildConfig('final' as 'current'), /getRsbuildConfig get an invalid type param/);
  });

  test('under the CLI, original holds the file\'s export plus flag values, dev.cliShortcuts, the config file in dev.watchFiles, and (loadEnv being on) the public .env variables and the .env file', async () => {
    assert.equal(cliOriginal.code, 0, cliOriginal.output);
    const line = cliOriginal.stdout.split('\n').find((text) => text.startsWith('ORIGINAL '))!;
    const original = JSON.parse(line.slice('ORIGINAL '.length));
    assert.equal(original.html.title, 'From file');
    assert.equal(original.mode, 'production');
    assert.equal(original.dev.cliShortcuts, true);
    assert.deepEqual(original.dev.watchFiles, [
      { paths: path.join(cliDir, 'rsbuild.config.mjs'), type: 'reload-server' },
      { paths: [path.join(cliDir, '.env')], type: 'reload-server' },
    ]);
    assert.deepEqual(original.server, {});
    // The file has no source: the CLI's empty object, holding only what loadEnv defines.
    assert.deepEqual(original.source, { define: { 'import.meta.env.PUBLIC_FROM_ENV': '"cli"', 'process.env.PUBLIC_FROM_ENV': '"cli"' } });
  });

  test('getNormalizedConfig: throws in setup; environments named after output.target; an environment\'s config has server; unknown names throw', async () => {
    let inSetup = '';
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-normalized'),
      config: { logLevel: 'silent', output: { distPath: { root: 'build' } }, plugins: [{ name: 'early', setup: (api) => void assert.throws(() => api.getNormalizedConfig(), (error: Error) => ((inSetup = error.message), true)) }] },
    });
    await rsbuild.initConfigs();
    assert.equal(inSetup, '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.');
    const config = rsbuild.getNormalizedConfig();
    assert.equal(config.server.port, 3000);
    assert.deepEqual(Object.keys(config.environments), ['web']);
    const web = rsbuild.getNormalizedConfig({ environment: 'web' });
    assert.equal(web.output.distPath.js, 'static/js');
    assert.equal(web.output.distPath.root, 'build');
    assert.equal(web.server.port, 3000);
    assert.throws(() => rsbuild.getNormalizedConfig({ environment: 'edge' }), /^Error: \[rsbuild\] Cannot find normalized config by environment: edge\.$/);
    const node = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-node'), config: { logLevel: 'silent', output: { target: 'node' } } });
    await node.initConfigs();
    assert.deepEqual(Object.keys(node.getNormalizedConfig().environments), ['node']);
  });
});

describe('Plugin API › getRsbuildConfig, getNormalizedConfig and isPluginExists details', () => {
  test("web-worker gives the environment webWorker; loadEnv puts the .env file in a buildCache: true turned into { buildDependencies }; PLUGIN_CSS_NAME is rsbuild:css and registered", async () => {
    const dir = makeProject({ 'src/index.js': '', '.env': 'PUBLIC_FROM_FILE=yes\n' }, 'plugin-api-worker-cache');
    const rsbuild = await createRsbuild({ cwd: dir, loadEnv: { processEnv: {} }, config: { logLevel: 'silent', output: { target: 'web-worker' }, performance: { buildCache: true } } });
    await rsbuild.initConfigs();
    assert.deepEqual(Object.keys(rsbuild.getNormalizedConfig().environments), ['webWorker']);
    assert.deepEqual(rsbuild.getRsbuildConfig('original').performance, { buildCache: { buildDependencies: [path.join(dir, '.env')] } });
    assert.equal(core.PLUGIN_CSS_NAME, 'rsbuild:css');
    assert.equal(core.PLUGIN_SWC_NAME, 'rsbuild:swc');
    assert.equal(rsbuild.isPluginExists(core.PLUGIN_CSS_NAME), true);
    assert.ok(rsbuild.getPlugins().every((item) => item.name.startsWith('rsbuild:')), rsbuild.getPlugins().map((item) => item.name).join(', '));
  });
});

describe('Plugin API › api.transform example (types)', () => {
  test("the page's declare module '*.md' lets TypeScript import a .md file as a string", () => {
    const ts = createRequire(path.join(rsbuildV1Dir, 'package.json'))('typescript');
    const page = pageText('plugins/dev/core', 'en');
    const declaration = /\(`(declare module '\*\.md' \{[^`]+\})`\)/.exec(page)?.[1];
    assert.equal(declaration, "declare module '*.md' { const text: string; export default text; }");
    assert.ok(pageText('plugins/dev/core', 'zh').includes(declaration));
    const files = { 'src/md.d.ts': `${declaration}\n`, 'src/index.ts': "import notes from './notes.md';\nexport const length: number = notes.length;\n" };
    assert.deepEqual(typeCheckProject(ts, files, 'plugin-api-md-types'), []);
    assert.equal(typeCheckProject(ts, { 'src/index.ts': files['src/index.ts'] }, 'plugin-api-md-types-missing')[0].split(': TS')[1].slice(0, 4), '2307');
  });
});

describe('Plugin API › Common mistakes', () => {
  test('Changing the returned config objects: getRsbuildConfig() is read-only in its types at the top level only, getNormalizedConfig() in its first two levels', () => {
    const ts = createRequire(path.join(rsbuildV1Dir, 'package.json'))('typescript');
    const plugin = [
      "import type { RsbuildPlugin } from '@rsbuild/core';",
      'export const pluginMutate = (): RsbuildPlugin => ({',
      "  name: 'example:mutate',",
      '  setup(api) {',
      '    api.onBeforeBuild(() => {',
      '      const config = api.getRsbuildConfig();',
      '      config.html = {};',
      "      config.html!.title = 'x';",
      '      config.output!.minify = false;',
      '      const normalized = api.getNormalizedConfig();',
      '      normalized.output.minify = false;',
      "      normalized.output.distPath.root = 'build';",
      "      api.getNormalizedConfig({ environment: 'web' }).output.minify = false;",
      '    });',
      '  },',
      '});',
    ].join('\n');
    const errors = typeCheckProject(ts, { 'src/plugin.ts': `${plugin}\n` }, 'plugin-api-readonly-types');
    assert.deepEqual(errors.map((error) => error.replace(/ because it is a read-only property\.$/, '')), [
      "src/plugin.ts: TS2540: Cannot assign to 'html'",
      "src/plugin.ts: TS2540: Cannot assign to 'minify'",
      "src/plugin.ts: TS2540: Cannot assign to 'minify'",
    ]);
  });

  test('Changing the returned config objects: a changed html.title reaches the HTML from setup and modifyRsbuildConfig, from modifyBundlerChain only with order: \'pre\', never from onBeforeBuild', async () => {
    const title = (dist: string) => /<title>(.*?)<\/title>/.exec(readText(dist, 'index.html'))?.[1];
    const early = makeProject({ 'src/index.js': '' }, 'plugin-api-mutate-early');
    const earlyResult = await buildProject(early, {
      html: { title: 'from-user' },
      plugins: [
        {
          name: 'example:mutate-early',
          setup(api) {
            (api.getRsbuildConfig().html as { title: string }).title = 'from-setup';
            // Both come too late: the HTML plugin has read the title already.
            api.modifyBundlerChain(() => void ((api.getNormalizedConfig({ environment: 'web' }).html as { title: string }).title = 'from-chain'));
            api.onBeforeBuild(() => void ((api.getNormalizedConfig({ environment: 'web' }).html as { title: string }).title = 'from-before-build'));
          },
        },
      ],
    });
    assert.deepEqual(earlyResult.errors, []);
    assert.equal(title(path.join(early, 'dist')), 'from-setup');
    const ordered = makeProject({ 'src/index.js': '' }, 'plugin-api-mutate-ordered');
    await buildProject(ordered, {
      html: { title: 'from-user' },
      environments: { web: {}, admin: { output: { distPath: { root: 'dist/admin' } } } },
      plugins: [
        {
          name: 'example:mutate-ordered',
          setup(api) {
            api.modifyRsbuildConfig(() => void ((api.getRsbuildConfig().html as { title: string }).title = 'from-modify'));
            api.modifyBundlerChain({
              order: 'pre',
              handler: (_chain: unknown, { environment }: { environment: { name: string } }) => {
                if (environment.name === 'admin') (api.getNormalizedConfig({ environment: 'admin' }).html as { title: string }).title = 'from-chain-pre';
              },
            });
          },
        },
      ],
    });
    assert.equal(title(path.join(ordered, 'dist')), 'from-modify');
    assert.equal(title(path.join(ordered, 'dist/admin')), 'from-chain-pre');
  });

  test('Reading the final config in setup: getRsbuildConfig() there holds no modifyRsbuildConfig change, not even from a plugin listed earlier; a hook sees it', async () => {
    const seen: Record<string, string | undefined> = {};
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-setup-config'),
      config: {
        logLevel: 'silent',
        plugins: [
          { name: 'example:first', setup: (api) => api.modifyRsbuildConfig((config: RsbuildConfig) => void (config.html = { ...config.html, title: 'from first' })) },
          {
            name: 'example:second',
            setup(api) {
              seen.setup = api.getRsbuildConfig().html?.title;
              api.modifyBundlerChain(() => void (seen.hook = api.getRsbuildConfig().html?.title));
            },
          },
        ],
      },
    });
    await rsbuild.initConfigs();
    // In setup the working copy still holds Rsbuild's base default title.
    assert.deepEqual(seen, { setup: 'Rsbuild App', hook: 'from first' });
  });
});

describe('Plugin API › api.isPluginExists, api.expose and api.useExposed', () => {
  test('isPluginExists: environment plugins only with { environment }; apply- and remove-skipped plugins count, removePlugins() ones do not', async () => {
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-exists'),
      config: {
        logLevel: 'silent',
        plugins: [
          { name: 'skipped-by-apply', apply: 'serve', setup() {} },
          { name: 'remover', remove: ['removed-by-other'], setup() {} },
          { name: 'removed-by-other', setup() {} },
          { name: 'taken-out', setup() {} },
        ],
        environments: { web: {}, node: { output: { target: 'node' }, plugins: [{ name: 'example:server-only', setup() {} }] } },
      },
    });
    assert.equal(rsbuild.isPluginExists('example:server-only'), false);
    assert.equal(rsbuild.isPluginExists('example:server-only', { environment: 'node' }), true);
    assert.equal(rsbuild.isPluginExists('remover', { environment: 'node' }), true);
    rsbuild.removePlugins(['taken-out']);
    await rsbuild.initConfigs();
    assert.equal(rsbuild.isPluginExists('skipped-by-apply'), true);
    assert.equal(rsbuild.isPluginExists('removed-by-other'), true);
    assert.equal(rsbuild.isPluginExists('taken-out'), false);
    assert.equal(rsbuild.isPluginExists(core.PLUGIN_SWC_NAME), true);
  });

  test('setup runs in plugin order, an async setup is awaited; expose stores the object itself, a second expose replaces it; rsbuild.expose shares the registry', async () => {
    const ROUTES = Symbol.for('example:routes');
    const shared = { routes: [] as string[] };
    const seen: unknown[] = [];
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-expose'),
      config: {
        logLevel: 'silent',
        plugins: [
          { name: 'early-reader', setup: (api) => void seen.push(api.useExposed(ROUTES)) },
          {
            name: 'example:routes',
            async setup(api) {
              await new Promise((resolve) => setTimeout(resolve, 20));
              api.expose(ROUTES, { routes: ['first'] });
              api.expose(ROUTES, shared);
            },
          },
          { name: 'late-reader', setup: (api) => void seen.push(api.useExposed(ROUTES), api.useExposed(Symbol.for('example:routes')), api.useExposed('from-instance')) },
        ],
      },
    });
    rsbuild.expose('from-instance', 42);
    await rsbuild.initConfigs();
    assert.deepEqual(seen, [undefined, shared, shared, 42]);
    assert.equal(seen[1], shared);
  });
});

describe('Plugin API › Hooks', () => {
  test("each hook takes a callback or { handler, order }: 'pre' runs before and 'post' after the plain callbacks, whichever plugin registered them first", async () => {
    const hooks = ['modifyRsbuildConfig', 'modifyEnvironmentConfig', 'modifyBundlerChain', 'modifyRspackConfig', 'onBeforeCreateCompiler'] as const;
    const calls: string[] = [];
    const tap = (api: RsbuildPluginAPI, hook: (typeof hooks)[number], label: string, order?: 'pre' | 'post' | 'default') => {
      const handler = () => void calls.push(`${hook}:${label}`);
      (api[hook] as (options: unknown) => void)(order ? { handler, order } : handler);
    };
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'plugin-api-hook-order'),
      config: {
        logLevel: 'silent',
        plugins: [
          { name: 'first', setup: (api) => hooks.forEach((hook) => (tap(api, hook, 'post', 'post'), tap(api, hook, 'plain'))) },
          { name: 'second', setup: (api) => hooks.forEach((hook) => (tap(api, hook, 'default', 'default'), tap(api, hook, 'pre', 'pre'))) },
        ],
      },
    });
    await rsbuild.createCompiler();
    for (const hook of hooks) {
      assert.deepEqual(calls.filter((call) => call.startsWith(`${hook}:`)), [`${hook}:pre`, `${hook}:plain`, `${hook}:default`, `${hook}:post`]);
    }
  });
});

describe('Plugin API › Global and environment plugins (dev server)', () => {
  test('a plugin added with addPlugins(plugins, { environment }) gets modifyHTML for that environment only; its dev server hooks run as a global plugin\'s, with every environment', async () => {
    const seen: Record<string, string[]> = {};
    const record = (hook: string, value: string) => void (seen[hook] ??= []).push(value);
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': "console.log('dev');\n" }, 'plugin-api-env-dev'),
      config: { logLevel: 'silent', server: { port: await freePort(), printUrls: false }, environments: { web: {}, admin: { output: { distPath: { root: 'dist/admin' } } } } },
    });
    rsbuild.addPlugins(
      [
        {
          name: 'example:admin-only',
          setup(api) {
            api.modifyHTML((html, { environment }) => (record('modifyHTML', environment.name), html));
            api.onBeforeStartDevServer(({ environments }) => record('onBeforeStartDevServer', Object.keys(environments).sort().join()));
            api.onBeforeDevCompile(({ environments }) => record('onBeforeDevCompile', Object.keys(environments).sort().join()));
            api.onAfterDevCompile(({ environments }) => record('onAfterDevCompile', Object.keys(environments).sort().join()));
            api.onAfterStartDevServer(() => record('onAfterStartDevServer', 'called'));
            api.onCloseDevServer(() => record('onCloseDevServer', 'called'));
          },
        },
      ],
      { environment: 'admin' },
    );
    const nodeEnv = process.env.NODE_ENV;
    const server = await rsbuild.createDevServer();
    try {
      await server.listen();
      await waitFor('the first dev compilation', () => seen.onAfterDevCompile && seen.modifyHTML);
    } finally {
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    assert.deepEqual(seen, {
      onBeforeStartDevServer: ['admin,web'],
      onBeforeDevCompile: ['admin,web'],
      onAfterStartDevServer: ['called'],
      modifyHTML: ['admin'],
      onAfterDevCompile: ['admin,web'],
      onCloseDevServer: ['called'],
    });
  });
});

describe('Plugin API › api.transform in watch mode', () => {
  test('the handler runs again when the module changes, when a file given to addDependency changes, when a file given to addMissingDependency appears, and when a file is added to a folder given to addContextDependency; a processAssets handler registered in onBeforeBuild is added again before each rebuild', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('__DEP__', 'first');\n", 'src/dep.txt': 'dep-one', 'src/parts/a.txt': '' }, 'plugin-api-watch');
    const runs: string[] = [];
    // How often the handler registered from onBeforeBuild ran, per compilation, in compilation order.
    const lateHandlerRuns = new Map<object, number>();
    const rsbuild = await createRsbuild({
      cwd: dir,
      config: {
        logLevel: 'silent',
        output: { filenameHash: false },
        plugins: [
          {
            name: 'inline-dep',
            setup(api: RsbuildPluginAPI) {
              api.transform({ test: /index\.js$/ }, ({ code, addDependency, addMissingDependency, addContextDependency }) => {
                const dep = path.join(dir, 'src/dep.txt');
                const missing = path.join(dir, 'src/later.txt');
                const parts = path.join(dir, 'src/parts');
                addDependency(dep);
                addMissingDependency(missing);
                addContextDependency(parts);
                runs.push(code);
                const later = existsSync(missing) ? readFileSync(missing, 'utf8') : 'no-later';
                return code.replace('__DEP__', `${readFileSync(dep, 'utf8')} ${later} ${listFiles(parts).join('+')}`);
              });
            },
          },
          {
            name: 'late-process-assets',
            setup(api: RsbuildPluginAPI) {
              api.onBeforeBuild(() =>
                api.processAssets({ stage: 'report' }, ({ compilation }) => void lateHandlerRuns.set(compilation, (lateHandlerRuns.get(compilation) ?? 0) + 1)),
              );
            },
          },
        ],
      },
    });
    const output = () => (existsSync(path.join(dir, 'dist/static/js/index.js')) ? readText(dir, 'dist/static/js/index.js') : '');
    const watching = await rsbuild.build({ watch: true });
    try {
      await waitFor('the first build', () => output().includes('dep-one'));
      writeProjectFiles(dir, { 'src/dep.txt': 'dep-two' });
      await waitFor('the rebuild after the dependency changed', () => output().includes('dep-two'), 30_000);
      writeProjectFiles(dir, { 'src/index.js': "console.log('__DEP__', 'second');\n" });
      await waitFor('the rebuild after the module changed', () => output().includes('second'), 30_000);
      writeProjectFiles(dir, { 'src/later.txt': 'later-here' });
      await waitFor('the rebuild after the missing file appeared', () => output().includes('dep-two later-here a.txt'), 30_000);
      writeProjectFiles(dir, { 'src/parts/b.txt': '' });
      await waitFor('the rebuild after a file was added to the folder', () => output().includes('later-here a.txt+b.txt'), 30_000);
      // The first build, the rerun for dep.txt (the unchanged module, so its code says 'first'), the
      // rerun for the edited module. A busy watcher may add a run for a file it saw as new, so no exact count.
      assert.ok(runs.filter((code) => code.includes("'first'")).length >= 2, runs.join('|'));
      assert.match(runs.at(-1)!, /'second'/);
      // Once in the first compilation, twice in the second, three times in the third, and so on.
      const counts = [...lateHandlerRuns.values()];
      assert.deepEqual(counts.slice(0, 3), [1, 2, 3]);
      assert.deepEqual(counts, counts.map((_count, index) => index + 1));
    } finally {
      await watching.close();
    }
  });
});

// The plugin samples of the page, taken from the English page as written (the Chinese page has
// the same code, checked by check-parity), built together by the CLI with a web and a node
// environment, so their logger lines are the real output.
describe('Plugin API › the page\'s samples', () => {
  const page = pageText('plugins/dev/core', 'en');
  const sample = (title: string, text = page) => {
    const match = text.match(new RegExp('```ts title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)```'));
    if (!match) throw new Error(`No sample titled ${title} on the page`);
    return match[1];
  };
  // The plugin samples of the sections the page shares with the instance page.
  const shared = (file: string, title: string) => sample(title, readFileSync(path.join(repoRoot, `docs/en/shared/api/${file}.mdx`), 'utf8'));
  let dir: string;
  let result: CliResult;

  before(async () => {
    dir = makeProject(
      {
        'plugin-example.ts': sample('plugin-example.ts'),
        'plugin-timer.ts': sample('plugin-timer.ts'),
        'plugin-markdown-text.ts': sample('plugin-markdown-text.ts'),
        'plugin-asset-report.ts': sample('plugin-asset-report.ts'),
        'plugin-config-module.ts': sample('plugin-config-module.ts'),
        'plugin-context-info.ts': shared('context', 'plugin-context-info.ts'),
        'plugin-check-minify.ts': shared('get-rsbuild-config', 'plugin-check-minify.ts'),
        'plugin-print-outputs.ts': shared('get-normalized-config', 'plugin-print-outputs.ts'),
        'plugins.ts': shared('expose', 'plugins.ts'),
        'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginExample } from './plugin-example';
import { pluginTimer } from './plugin-timer';
import { pluginMarkdownText } from './plugin-markdown-text';
import { pluginAssetReport } from './plugin-asset-report';
import { pluginConfigModule } from './plugin-config-module';
import { pluginContextInfo } from './plugin-context-info';
import { pluginCheckMinify } from './plugin-check-minify';
import { pluginPrintOutputs } from './plugin-print-outputs';
import { pluginDocsRoutes, pluginRoutes } from './plugins';

export default defineConfig({
  plugins: [pluginExample(), pluginTimer(), pluginMarkdownText(), pluginAssetReport(), pluginConfigModule(), pluginContextInfo(), pluginCheckMinify(), pluginPrintOutputs(), pluginRoutes(), pluginDocsRoutes()],
  // For pluginCheckMinify.
  output: { minify: false },
  environments: {
    web: {},
    node: { output: { target: 'node', distPath: { root: 'dist/server' } } },
  },
});
`,
        'src/index.ts': "import text from './note.md';\nimport config from 'virtual:config';\nimport { builtAt } from './build-info';\nconsole.log(text, config, builtAt);\ndeclare const RSBUILD_VERSION: string;\nconsole.log('built by', RSBUILD_VERSION);\n",
        'src/note.md': '# Release notes\n',
        'src/build-info.ts': "export const builtAt = '__BUILD_DATE__';\n",
        'src/config.client.ts': "export default 'client-config';\n",
        'src/config.server.ts': "export default 'server-config';\n",
      },
      'plugin-api-samples',
    );
    result = await runCli(dir, ['build']);
  });

  test('the samples build; pluginExample defines RSBUILD_VERSION from api.context.version; pluginTimer logs the build time with success', () => {
    assert.equal(result.code, 0, result.output);
    assert.ok(outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('console.log(\'built by\', "1.7.6")'), result.output);
    assert.match(result.stdout, /success build took \d+ ms\n/);
  });

  test('the shared sections\' samples: pluginContextInfo, pluginCheckMinify, pluginPrintOutputs and pluginRoutes log through the logger export', () => {
    assert.equal(result.code, 0, result.output);
    assert.ok(result.stdout.includes(`info    rsbuild is running "build" in ${dir}\n`), result.output);
    assert.ok(result.stderr.includes('warn    Minification is off, the output will be larger than it needs to be.\n'), result.output);
    assert.ok(result.stdout.includes('info    web: target "web", output in dist\n'), result.output);
    assert.ok(result.stdout.includes('info    node: target "node", output in dist/server\n'), result.output);
    assert.ok(result.stdout.includes('info    routes: /docs\n'), result.output);
  });

  test('pluginMarkdownText: the .md file is a string module in both environments; the build date is stamped for web only', () => {
    const webJs = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    const nodeJs = readText(dir, 'dist/server/index.js');
    assert.match(webJs, /# Release notes/);
    assert.match(nodeJs, /# Release notes/);
    assert.match(webJs, /["']\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z["']/);
    assert.match(nodeJs, /__BUILD_DATE__/);
  });

  test('pluginConfigModule: virtual:config is config.client.ts for web and config.server.ts for node', () => {
    const webJs = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    const nodeJs = readText(dir, 'dist/server/index.js');
    assert.match(webJs, /client-config/);
    assert.doesNotMatch(webJs, /server-config/);
    assert.match(nodeJs, /server-config/);
  });

  test('pluginTimer: a build with a compile error logs "build finished with errors" instead of the time', async () => {
    const broken = makeProject(
      {
        'plugin-timer.ts': sample('plugin-timer.ts'),
        'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginTimer } from './plugin-timer';\n\nexport default defineConfig({ plugins: [pluginTimer()] });\n",
        'src/index.js': 'export const broken = ;\n',
      },
      'plugin-api-samples-broken',
    );
    const { content } = await core.loadConfig({ cwd: broken });
    const successes: string[] = [];
    const saved = core.logger.success;
    core.logger.success = (message?: unknown) => void successes.push(String(message));
    let errors: string[] = [];
    let result: Awaited<ReturnType<typeof buildProject>> | undefined;
    try {
      errors = await captureLogger('error', async () => {
        result = await buildProject(broken, content);
      });
    } finally {
      core.logger.success = saved;
    }
    assert.ok(result && result.errors.length > 0);
    assert.ok(errors.includes('build finished with errors'), errors.join('\n'));
    assert.deepEqual(successes.filter((message) => message.startsWith('build took')), []);
  });

  test('pluginAssetReport: asset-report.json lists the web JavaScript under its final hashed name, with its size', () => {
    const report = JSON.parse(readText(dir, 'dist/asset-report.json')) as Record<string, number>;
    const jsFiles = listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.js') && !file.startsWith('server/'));
    assert.equal(jsFiles.length, 1);
    assert.match(jsFiles[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.deepEqual(Object.keys(report), jsFiles);
    assert.equal(report[jsFiles[0]], readFileSync(path.join(dir, 'dist', jsFiles[0])).length);
    assert.equal(existsSync(path.join(dir, 'dist/server/asset-report.json')), false);
  });
});

describe('Plugin API › the page\'s samples (types)', () => {
  test('every TypeScript and .mjs sample of the page and its shared sections type-checks as written, in both languages', () => {
    const ts = createRequire(path.join(rsbuildV1Dir, 'package.json'))('typescript');
    const parts = ['plugins/dev/core', 'shared/api/context', 'shared/api/get-rsbuild-config', 'shared/api/get-normalized-config', 'shared/api/is-plugin-exists', 'shared/api/expose'];
    for (const lang of ['en', 'zh']) {
      const files: Record<string, string> = {};
      for (const part of parts) {
        const text = readFileSync(path.join(repoRoot, `docs/${lang}/${part}.mdx`), 'utf8');
        for (const [, title, code] of text.matchAll(/```(?:ts|js) title="([^"]+)"\n([\s\S]*?)```/g)) {
          // The .mjs samples share names across sections: one .mts module each.
          files[title.endsWith('.mjs') ? `${title.slice(0, -4)}-${path.basename(part)}.mts` : title] = code;
        }
      }
      assert.equal(Object.keys(files).length, 15, Object.keys(files).join(', '));
      assert.deepEqual(typeCheckProject(ts, files, `plugin-api-sample-types-${lang}`, () => ({ types: ['node'] })), [], lang);
    }
  });
});

describe('Plugin API › api.transform return value and source maps', () => {
  test('{ code, map }: the map is combined with the incoming one, so output traces to the original line; a string keeps the incoming map, which no longer fits moved code', async () => {
    // A source-map reader that tools/rsbuild-v1 installs with Babel (typed here: it is not a direct dependency).
    const { TraceMap, originalPositionFor } = await plugin<{
      TraceMap: new (map: string) => object;
      originalPositionFor: (map: object, needle: { line: number; column: number }) => { source: string | null; line: number | null };
    }>('@jridgewell/trace-mapping');
    const banner = "console.log('BANNER');\n";
    const dir = makeProject({ 'src/a.ts': "const typed: number = 1;\nconsole.log('A_MARK', typed);\n", 'src/b.ts': "const typed: number = 2;\nconsole.log('B_MARK', typed);\n" }, 'plugin-api-maps');
    const result = await buildProject(dir, {
      source: { entry: { a: './src/a.ts', b: './src/b.ts' } },
      output: { sourceMap: { js: 'source-map' }, filenameHash: false, minify: false },
      plugins: [
        {
          name: 'banners',
          setup(api: RsbuildPluginAPI) {
            // Both run after the SWC transform, whose source map comes in with the code.
            api.transform({ test: /a\.ts$/, order: 'post' }, ({ code }) => banner + code);
            api.transform({ test: /b\.ts$/, order: 'post' }, ({ code, resourcePath }) => {
              const source = new core.rspack.sources.ReplaceSource(new core.rspack.sources.OriginalSource(code, resourcePath));
              source.insert(0, banner);
              return { code: String(source.source()), map: source.map() };
            });
          },
        },
      ],
    });
    assert.deepEqual(result.errors, []);
    const trace = (name: string, mark: string) => {
      const lines = readText(dir, `dist/static/js/${name}.js`).split('\n');
      const line = lines.findIndex((text) => text.includes(`'${mark}'`));
      assert.ok(line >= 0 && lines.some((text) => text.includes("'BANNER'")), lines.join('\n'));
      const { source, line: originalLine } = originalPositionFor(new TraceMap(readText(dir, `dist/static/js/${name}.js.map`)), { line: line + 1, column: lines[line].indexOf(`'${mark}'`) });
      return { source: source && path.basename(source), line: originalLine };
    };
    assert.deepEqual(trace('b', 'B_MARK'), { source: 'b.ts', line: 2 });
    assert.deepEqual(trace('a', 'A_MARK'), { source: null, line: null });
  });
});

describe('Plugin API › api.transform descriptor conditions and async handlers', () => {
  const seen: Record<string, string[]> = {};
  const mark = (key: string, value: string) => (seen[key] ??= []).push(value);
  let dir: string;
  let js: string;
  let errors: string[];
  let resolved = '';

  before(async () => {
    dir = makeProject(
      {
        'src/index.js': [
          "import a from './a.js';",
          "import b from './b.js';",
          "import data from './data.json' with { type: 'json' };",
          "import inline from 'data:text/javascript,export default \"DATA_URI_MARK\"';",
          "import './layered.js';",
          "import computed from './computed.js';",
          "import elsewhere from './elsewhere.js';",
          'console.log(a, b, data, inline, computed, elsewhere);',
        ].join('\n'),
        'src/a.js': "import shared from './shared.js';\nexport default shared + 'A';\n",
        'src/b.js': "export default 'B_MARK';\n",
        'src/shared.js': "export default 'SHARED_MARK';\n",
        'src/c.js': "export default 'C_MARK';\n",
        'src/data.json': '{ "value": "JSON_MARK" }\n',
        'src/layered.js': "import './in-layer.js';\n",
        'src/in-layer.js': "console.log('LAYER_MARK');\n",
        'src/computed.js': "export default 'COMPUTED_MARK';\n",
        'src/value.js': "export const value = 6 * 7;\n",
        'other/elsewhere.js': "export default 'ELSEWHERE_MARK';\n",
      },
      'plugin-api-descriptor',
    );
    const result = await buildProject(dir, {
      output: { minify: false },
      plugins: [
        {
          name: 'example:descriptor',
          setup(api: RsbuildPluginAPI) {
            // issuer: only modules imported from a.js.
            api.transform({ issuer: /src[\\/]a\.js$/ }, ({ code, resourcePath }) => {
              mark('issuer', path.basename(resourcePath));
              return code.replace('SHARED_MARK', 'SHARED_FROM_A');
            });
            // with: only the import with the attribute type: 'json'.
            api.transform({ with: { type: 'json' } }, ({ code, resourcePath }) => {
              mark('with', path.basename(resourcePath));
              return code.replace('JSON_MARK', 'JSON_WITH_ATTRIBUTE');
            });
            // mimetype: the data: URI module.
            api.transform({ mimetype: 'text/javascript' }, ({ code, resource }) => {
              mark('mimetype', resource.slice(0, 16));
              return code.replace('DATA_URI_MARK', 'DATA_URI_CHANGED');
            });
            // layer puts layered.js in a layer; issuerLayer then matches what it imports.
            api.transform({ test: /layered\.js$/, layer: 'example-layer' }, ({ code }) => code);
            api.transform({ issuerLayer: 'example-layer' }, ({ code, resourcePath }) => {
              mark('issuerLayer', path.basename(resourcePath));
              return code.replace('LAYER_MARK', 'LAYER_CHANGED');
            });
            // importModule runs a module at build time; the handler is async.
            api.transform({ test: /computed\.js$/ }, async ({ code, importModule, context, resolve }) => {
              const { value } = (await importModule(path.join(context!, 'value.js'))) as { value: number };
              // resolve: the loader context's method, with its callback.
              resolved = await new Promise<string>((done, fail) => resolve(context!, './value', (error, result) => (error ? fail(error) : done(String(result)))));
              return code.replace('COMPUTED_MARK', `COMPUTED_${value}`);
            });
            // Assigning resolveData.context resolves the request from another folder.
            api.resolve(({ resolveData }) => {
              if (resolveData.request === './elsewhere.js') resolveData.context = path.join(dir, 'other');
            });
            // An async resolve handler and an async processAssets handler are awaited.
            api.resolve(async ({ resolveData }) => {
              if (resolveData.request !== './b.js') return;
              await new Promise((resolve) => setImmediate(resolve));
              resolveData.request = './c.js';
            });
            api.processAssets({ stage: 'additional' }, async ({ compilation, sources }) => {
              await new Promise((resolve) => setImmediate(resolve));
              compilation.emitAsset('async-asset.txt', new sources.RawSource('emitted after await'));
            });
          },
        },
      ],
    });
    errors = result.errors;
    js = builtScripts(dir);
  });

  test('issuer matches modules imported from the given module only', () => {
    assert.deepEqual(errors, []);
    assert.deepEqual(seen.issuer, ['shared.js']);
    assert.match(js, /SHARED_FROM_A/);
  });

  test("with matches the import that carries the attribute, as in import data from './data.json' with { type: 'json' }", () => {
    assert.deepEqual(seen.with, ['data.json']);
    assert.match(js, /JSON_WITH_ATTRIBUTE/);
  });

  test('mimetype matches a data: URI module', () => {
    assert.deepEqual(seen.mimetype, ['data:text/javasc']);
    assert.match(js, /DATA_URI_CHANGED/);
  });

  test('layer puts matching modules in a layer; issuerLayer matches the modules they import', () => {
    assert.deepEqual(seen.issuerLayer, ['in-layer.js']);
    assert.match(js, /LAYER_CHANGED/);
  });

  test('importModule compiles and runs a module at build time; an async handler is awaited', () => {
    assert.match(js, /COMPUTED_42/);
  });

  test('handler context: resolve(context, request, callback) resolves a request the way the bundler does (extension added)', () => {
    assert.equal(resolved, path.join(dir, 'src/value.js'));
  });

  test('api.resolve: assigning resolveData.context resolves the request from that folder', () => {
    assert.match(js, /ELSEWHERE_MARK/);
  });

  test('api.resolve and api.processAssets: an async handler is awaited', () => {
    assert.doesNotMatch(js, /B_MARK/);
    assert.match(js, /C_MARK/);
    assert.equal(readText(dir, 'dist/async-asset.txt'), 'emitted after await');
  });
});
