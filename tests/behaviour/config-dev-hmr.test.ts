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
import { buildProject, makeProject, pageSamples, pageText, readText, rsbuildV1Dir } from './harness';

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
