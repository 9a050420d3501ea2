// Claims of plugins/dev/core (Plugin API), checked with @rsbuild/core 1.7.6: one production build
// of a web and a node environment with a plugin using api.transform, api.processAssets and
// api.resolve, an environment-scoped plugin, and a failing transform in a second small build.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, readText, rsbuildCore } from './harness';

const core = await rsbuildCore();
const { createRsbuild } = core;

const files = {
  'src/index.ts': "import text from './note.md';\nimport config from 'virtual:config';\nimport raw from './data.txt?stamp';\nconst typed: number = 1;\nconsole.log(text, config, raw, typed, '__BUILD_DATE__', 'SCOPED_MARK', 'HOOK_MARK');\n",
  'src/note.md': '# Note from markdown\n',
  'src/data.txt': 'plain data\n',
  'src/config.client.ts': "export default 'client-config';\n",
  'src/config.server.ts': "export default 'server-config';\n",
};

interface Seen {
  loggerIsExport?: boolean;
  defaultOrderTyped?: boolean;
  postOrderTyped?: boolean;
  transformEnvironments: Set<string>;
  resolveEnvironments: Set<string>;
  stages: Record<string, { names: string[]; jsSample: string }>;
}

const pluginUnderTest = (seen: Seen): RsbuildPlugin => ({
  name: 'example:core',
  setup(api) {
    seen.loggerIsExport = api.logger === core.logger;
    api.transform({ test: /\.md$/ }, ({ code }) => `export default ${JSON.stringify(code)};`);
    api.transform({ test: /src[\\/]index\.ts$/, targets: ['web'] }, ({ code, environment }) => {
      seen.transformEnvironments.add(environment.name);
      seen.defaultOrderTyped = code.includes('const typed: number');
      return code.replace('__BUILD_DATE__', 'stamped-for-web');
    });
    api.transform({ test: /src[\\/]index\.ts$/, order: 'post', environments: ['web'] }, ({ code }) => {
      seen.postOrderTyped = code.includes('const typed: number');
      return code;
    });
    api.transform({ test: /\.txt$/, resourceQuery: /stamp/ }, ({ code, resourceQuery, emitFile }) => {
      emitFile('emitted-by-transform.txt', 'from emitFile');
      return { code: `export default ${JSON.stringify(`${code.trim()} ${resourceQuery}`)};`, map: null };
    });
    api.resolve(({ resolveData, environment }) => {
      seen.resolveEnvironments.add(environment.name);
      if (resolveData.request !== 'virtual:config') return;
      const file = environment.config.output.target === 'node' ? 'config.server.ts' : 'config.client.ts';
      resolveData.request = path.join(api.context.rootPath, 'src', file);
    });
    for (const stage of ['additional', 'optimize', 'optimize-size', 'summarize', 'optimize-hash', 'report'] as const) {
      api.processAssets({ stage, environments: ['web'] }, ({ assets }) => {
        const names = Object.keys(assets).sort();
        const js = names.find((name) => name.startsWith('static/js/index'));
        seen.stages[stage] = { names, jsSample: js ? String(assets[js].source()).slice(0, 200) : '' };
      });
    }
    api.processAssets({ stage: 'report', targets: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset('asset-report.json', new sources.RawSource('{"ok":true}'));
    });
    // Registered too late: the loader rules are already generated.
    api.onBeforeBuild(() => api.transform({ test: /index\.ts$/ }, ({ code }) => code.replace('HOOK_MARK', 'changed-in-hook')));
  },
});

// Bound to the node environment only.
const nodeOnly: RsbuildPlugin = {
  name: 'example:node-only',
  setup(api) {
    api.transform({ test: /src[\\/]index\.ts$/ }, ({ code }) => code.replace('SCOPED_MARK', 'scoped-to-node'));
  },
};

describe('Plugin API', () => {
  const seen: Seen = { transformEnvironments: new Set(), resolveEnvironments: new Set(), stages: {} };
  let dir: string;
  let webJs: string;
  let nodeJs: string;
  let failure: string[];

  before(async () => {
    dir = makeProject(files, 'plugin-api');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [pluginUnderTest(seen)],
        environments: {
          web: { source: { entry: { index: './src/index.ts' } } },
          node: { source: { entry: { index: './src/index.ts' } }, output: { target: 'node', distPath: { root: 'dist/server' } }, plugins: [nodeOnly] },
        },
      },
    });
    await (await rsbuild.build()).close();
    const webFile = listFiles(path.join(dir, 'dist/static/js')).find((file) => /^index\.[0-9a-f]+\.js$/.test(file))!;
    webJs = readText(dir, `dist/static/js/${webFile}`);
    nodeJs = readText(dir, 'dist/server/index.js');

    const failing = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'plugin-api-throw');
    const result = await buildProject(failing, {
      plugins: [{ name: 'throws', setup: (api) => api.transform({ test: /index\.js$/ }, () => { throw new Error('transform refused this module'); }) }],
    });
    failure = result.errors;
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

  test('api.transform order: the default order sees the TypeScript source, order: \'post\' sees compiled JavaScript', () => {
    assert.equal(seen.defaultOrderTyped, true);
    assert.equal(seen.postOrderTyped, false);
  });

  test('api.transform: resourceQuery matches ?stamp; { code, map } is accepted; emitFile writes an extra output file', () => {
    assert.match(webJs, /plain data \?stamp/);
    assert.equal(readText(dir, 'dist/emitted-by-transform.txt'), 'from emitFile');
  });

  test('api.transform: a thrown error fails the module with its message', () => {
    assert.ok(failure.some((message) => message.includes('transform refused this module')), failure.join('\n'));
  });

  test('api.resolve: called in every environment; the page\'s example redirects virtual:config per target', () => {
    assert.deepEqual([...seen.resolveEnvironments].sort(), ['node', 'web']);
    assert.match(webJs, /client-config/);
    assert.match(nodeJs, /server-config/);
  });

  test('Global and environment plugins: a plugin in environments.node.plugins only transforms node modules', () => {
    assert.match(nodeJs, /scoped-to-node/);
    assert.match(webJs, /SCOPED_MARK/);
  });

  test('Common mistakes: api.transform called inside onBeforeBuild has no effect', () => {
    assert.match(webJs, /HOOK_MARK/);
    assert.doesNotMatch(webJs + nodeJs, /changed-in-hook/);
  });

  test('api.processAssets stages: HTML from summarize on, minified JS at optimize-size, final hashed names from optimize-hash on', () => {
    const { stages } = seen;
    assert.equal(stages.optimize.names.includes('index.html'), false);
    assert.equal(stages.summarize.names.includes('index.html'), true);
    assert.match(stages.optimize.jsSample, /\n/);
    assert.doesNotMatch(stages['optimize-size'].jsSample, /\n/);
    const finalJs = `static/js/${listFiles(path.join(dir, 'dist/static/js')).find((file) => /^index\.[0-9a-f]+\.js$/.test(file))}`;
    assert.ok(stages['optimize-hash'].names.includes(finalJs), stages['optimize-hash'].names.join(', '));
    assert.ok(stages.report.names.includes(finalJs));
    assert.ok(stages.additional.names.every((name) => !name.endsWith('.html')));
  });

  test('api.processAssets: compilation.emitAsset with sources.RawSource adds a file at report, for web only', () => {
    assert.equal(readText(dir, 'dist/asset-report.json'), '{"ok":true}');
    assert.equal(listFiles(path.join(dir, 'dist/server')).includes('asset-report.json'), false);
  });
});
