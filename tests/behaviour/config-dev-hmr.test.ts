// docs/{en,zh}/config/dev/hmr.mdx: the console text when an update cannot be applied (the browser
// test of guide-advanced-hmr sees it in Chromium with dev.liveReload off; this file checks the text
// the 1.7.6 client logs), and which environments get HMR: one development build of the page's
// per-environment sample plus a node and a web-worker environment, recording whether each
// compiler has HotModuleReplacementPlugin and whether its output has the HMR runtime.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageSamples, pageText, readText, rsbuildCore, rsbuildV1Dir, withNodeEnv } from './harness';

const page = 'config/dev/hmr';

test('an update nothing accepts: the error [rsbuild] HMR update failed, performing full reload: with the reason', () => {
  const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
  assert.ok(client.includes("logger.error('[rsbuild] HMR update failed, performing full reload:', err)"));
});

test('the page says a CSS Modules edit that changes class names is handled like JavaScript (proven in guide-advanced-hmr: a CSS Modules edit that changes the class names, with nothing accepting it above, reloads the page), in both languages', () => {
  assert.ok(pageText(page, 'en').includes('a [CSS Modules](/guide/styling/css-modules) edit that adds, removes or renames a class changes what the module exports, so it is handled like a JavaScript edit'));
  assert.ok(pageText(page, 'en').includes('A CSS Modules edit that changes class names counts as a JavaScript change here: when no importing module accepts it, the last column applies.'));
  assert.ok(pageText(page, 'zh').includes('[CSS Modules](/guide/styling/css-modules) 文件新增、删除或重命名了类时，模块的导出随之改变，这次修改会按 JavaScript 的规则处理'));
  assert.ok(pageText(page, 'zh').includes('改动了类名的 CSS Modules 修改在这里按 JavaScript 修改处理：如果没有导入它的模块接受这次更新，就适用最后一列。'));
});

// The browser side is proven in api-start.test.ts ('Start the dev server: a CSS change is applied in
// place in development mode, and reloads the page in production mode'); here, the Rspack configs of
// a dev server (action 'dev') in each mode, with dev.hmr at its default true.
test("a dev server whose mode is 'production' or 'none' gets no HotModuleReplacementPlugin, though dev.hmr is true; the page says so in both languages", async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': 'export {};\n' }, 'hmr-modes');
  const hasHmr: Record<string, boolean> = {};
  // initConfigs() sets an empty NODE_ENV; withNodeEnv restores it for the other files of the shard.
  await withNodeEnv('development', async () => {
    for (const mode of ['development', 'production', 'none'] as const) {
      const rsbuild = await createRsbuild({ cwd: dir, config: { mode, logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs({ action: 'dev' });
      hasHmr[mode] = (config.plugins ?? []).some((plugin) => plugin?.constructor?.name === 'HotModuleReplacementPlugin');
    }
  });
  assert.deepEqual(hasHmr, { development: true, production: false, none: false });
  assert.ok(pageText(page, 'en').includes("The table holds for development mode. A dev server whose [mode](/config/mode) is `'production'` or `'none'`"));
  assert.ok(pageText(page, 'en').includes('gets no HMR plugin whatever `dev.hmr` says'));
  assert.ok(pageText(page, 'zh').includes("上表适用于开发模式。如果开发服务器的 [mode](/config/mode) 是 `'production'` 或 `'none'`"));
  assert.ok(pageText(page, 'zh').includes('无论 `dev.hmr` 怎么设置都不会加入 HMR 插件'));
});

test('the page no longer calls a stale page silent: the console error is the sign, in both languages', () => {
  assert.ok(!pageText(page, 'en').includes('silently leaves the page stale'));
  assert.ok(pageText(page, 'en').includes('leaves the page stale: nothing on the page shows it, only the console error above.'));
  assert.ok(pageText(page, 'zh').includes('只有控制台里的上述错误会提示你。'));
});

describe('dev.hmr › Notes', () => {
  let dir: string;
  const hmrPlugin: Record<string, boolean> = {};
  /** Whether a built file holds Rspack's HMR runtime (the hot-update manifest loader and hotCheck). */
  const hasHmrRuntime = (file: string) => {
    const text = readText(dir, file);
    return text.includes('__webpack_require__.hmrM') && text.includes('hotCheck');
  };

  const recorder: RsbuildPlugin = {
    name: 'record-hmr-plugin',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        for (const child of 'compilers' in compiler ? compiler.compilers : [compiler]) {
          hmrPlugin[child.options.name!] = child.options.plugins.some((plugin) => plugin?.constructor?.name === 'HotModuleReplacementPlugin');
        }
      });
    },
  };

  before(async () => {
    dir = makeProject({ 'src/index.js': "console.log('web');\n", 'src/legacy.js': "console.log('legacy');\n" }, 'hmr-environments');
    await buildProject(dir, {
      mode: 'development',
      environments: {
        // The page's sample, as written.
        web: {},
        legacy: { source: { entry: { legacy: './src/legacy.js' } }, output: { distPath: { root: 'dist/legacy' } }, dev: { hmr: false } },
        node: { output: { target: 'node', distPath: { root: 'dist/node' } } },
        worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } },
      },
      plugins: [recorder],
    });
  });

  test("a build with mode development: the 'web' environment has the HotModuleReplacementPlugin and the HMR runtime, though nothing connects it to a server", () => {
    assert.equal(hmrPlugin.web, true);
    assert.ok(hasHmrRuntime('dist/static/js/index.js'));
  });
  test("'node' and 'web-worker' environments get neither", () => {
    assert.deepEqual({ node: hmrPlugin.node, worker: hmrPlugin.worker }, { node: false, worker: false });
    assert.ok(!hasHmrRuntime('dist/node/index.js'));
    assert.ok(!hasHmrRuntime('dist/worker/static/js/index.js'));
  });
  test('the per-environment sample: legacy (dev.hmr false) gets neither, web keeps HMR', () => {
    assert.equal(hmrPlugin.legacy, false);
    assert.ok(!hasHmrRuntime('dist/legacy/static/js/legacy.js'));
    for (const lang of ['en', 'zh'] as const) {
      const sample = pageSamples(page, lang).find((text) => text.includes('legacy'))!;
      assert.match(sample, /web: \{\},\s*legacy: \{\s*source: \{\s*entry: \{ legacy: '\.\/src\/legacy\.js' \},\s*\},\s*output: \{\s*distPath: \{ root: 'dist\/legacy' \},\s*\},\s*dev: \{\s*hmr: false,\s*\},/, lang);
    }
  });
  test('the page names createDevServer() beside startDevServer() (its hot updates: api-javascript-api-dev-server-api), in both languages', () => {
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText(page, lang).includes('`startDevServer()` 和 `createDevServer()`') || pageText(page, lang).includes('`startDevServer()` and `createDevServer()`'), lang);
  });
  test("the page names the 'web-worker' target, in both languages", () => {
    assert.ok(pageText(page, 'en').includes("Environments with a `'node'` or `'web-worker'` target are rebuilt but not hot-updated"));
    assert.ok(pageText(page, 'zh').includes("目标为 `'node'` 或 `'web-worker'` 的环境会重新构建，但不会热更新"));
  });
});
