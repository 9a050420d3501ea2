// docs/{en,zh}/config/plugins.mdx: falsy entries, async entries and nested arrays, the order of
// setup (built-in plugins, array order, enforce, pre/post), duplicates, apply, plugins of one
// environment, and the errors of "Common mistakes". One production build and one preview server
// record what the plugins saw.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { before, describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, makeProject, outputFile, pageText, rsbuildCore, withNodeEnv } from './harness';

/** A plugin that logs `<name> setup <action>` and, per environment, `<name> chain <environment> mode=<mode set so far>`. */
function recorder(log: string[], name: string, fields: Partial<RsbuildPlugin> = {}): RsbuildPlugin {
  return {
    name,
    ...fields,
    setup(api) {
      log.push(`${name} setup ${api.context.action}`);
      api.modifyBundlerChain((chain, { environment }) => void log.push(`${name} chain ${environment.name} mode=${chain.get('mode')}`));
    },
  };
}

/** The Async plugins sample of the page, reading the file at an absolute path (the sample's './RELEASE' is relative to the project folder the CLI runs in). */
async function pluginReleaseBanner(file: string): Promise<RsbuildPlugin> {
  const banner = (await readFile(file, 'utf-8')).trim();
  return {
    name: 'release-banner',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { source: { define: { RELEASE_BANNER: JSON.stringify(banner) } } }));
    },
  };
}

describe('plugins', () => {
  const dir = makeProject({ 'src/index.js': 'console.log(RELEASE_BANNER);\n', RELEASE: 'v1.2.3\n' }, 'plugins');
  const log: string[] = [];
  const warnings: string[] = [];
  const previewLog: string[] = [];

  before(async () => {
    const duplicate = recorder(log, 'duplicate');
    const slow = new Promise<RsbuildPlugin[]>((resolve) => setTimeout(() => resolve([recorder(log, 'slow'), [recorder(log, 'nested')] as any]), 100));
    const { logger } = await rsbuildCore();
    const savedWarn = logger.warn;
    logger.override({ warn: (message: unknown) => void warnings.push(String(message)) });
    try {
      const { errors } = await withNodeEnv(undefined, () =>
        buildProject(dir, {
          mode: 'production',
          plugins: [
            recorder(log, 'first', { pre: ['not-registered'] }),
            false,
            duplicate,
            null,
            duplicate,
            recorder(log, 'late', { enforce: 'pre' }),
            recorder(log, 'needs-fast', { pre: ['fast'] }),
            recorder(log, 'eager', { enforce: 'pre', pre: ['build-only'] }),
            undefined,
            slow,
            Promise.resolve(recorder(log, 'fast')),
            Promise.resolve(false),
            recorder(log, 'last', { enforce: 'post' }),
            recorder(log, 'serve-only', { apply: 'serve' }),
            recorder(log, 'build-only', { apply: 'build' }),
            recorder(log, 'pusher', { post: ['build-only'] }),
            pluginReleaseBanner(path.join(dir, 'RELEASE')),
          ],
          environments: { web: { output: { distPath: { root: 'dist/web' } } }, admin: { plugins: [recorder(log, 'admin-only')], output: { distPath: { root: 'dist/admin' } } } },
        }),
      );
      assert.deepEqual(errors, []);
    } finally {
      logger.override({ warn: savedWarn });
    }

    // The preview server (action 'preview') with plugins limited to one command.
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        server: { port: await freePort(), printUrls: false },
        plugins: [recorder(previewLog, 'serve-only', { apply: 'serve' }), recorder(previewLog, 'build-only', { apply: 'build' })],
      },
    });
    const { server } = await withNodeEnv(process.env.NODE_ENV, () => rsbuild.preview());
    await server.close();
  });

  test('setup order: enforce: pre first, then the plain plugins in array order (a slow promise keeps its place, nested arrays are flattened, falsy entries skipped), then enforce: post; pre: [name] moves a plugin after the named one and post: [name] before it, over array order and over enforce', () => {
    assert.deepEqual(
      log.filter((line) => line.includes(' setup ')),
      [
        'late setup build',
        'first setup build',
        'duplicate setup build',
        'duplicate setup build',
        'slow setup build',
        'nested setup build',
        'fast setup build',
        'needs-fast setup build',
        'pusher setup build',
        'build-only setup build',
        'eager setup build',
        'admin-only setup build',
        'last setup build',
      ],
    );
  });

  test("the Async plugins sample: the promise's plugin defines RELEASE_BANNER from the file it read", () => {
    assert.ok(outputFile(path.join(dir, 'dist/web'), /^static\/js\/index\.\w+\.js$/).includes('console.log("v1.2.3")'));
  });

  test('the same plugin object registered twice runs its setup twice', () => {
    assert.equal(log.filter((line) => line === 'duplicate setup build').length, 2);
  });

  test("enforce: 'pre' runs before the built-in plugins: its modifyBundlerChain sees no mode yet, while the other plugins see the built-in plugins' mode", () => {
    assert.deepEqual(
      log.filter((line) => line.includes(' chain web ')),
      [
        'late chain web mode=undefined',
        'first chain web mode=production',
        'duplicate chain web mode=production',
        'duplicate chain web mode=production',
        'slow chain web mode=production',
        'nested chain web mode=production',
        'fast chain web mode=production',
        'needs-fast chain web mode=production',
        'pusher chain web mode=production',
        'build-only chain web mode=production',
        'eager chain web mode=production',
        'last chain web mode=production',
      ],
    );
  });

  test("enforce: 'pre' runs before most built-in modifyBundlerChain callbacks, not before those registered with order: 'pre' (target, resolve.extensions, CSS and JS rules)", async () => {
    const { createRsbuild } = await rsbuildCore();
    const seen: Record<string, unknown>[] = [];
    const snapshot = (chain: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RspackChain) => ({
      mode: chain.get('mode'),
      target: chain.get('target'),
      entries: Object.keys(chain.entryPoints.entries() ?? {}),
      extensions: chain.resolve.extensions.values(),
      rules: ['css', 'js', 'image'].filter((rule) => chain.module.rules.has(rule)),
      htmlPlugin: chain.plugins.has('html-index'),
    });
    const probe = (name: string, fields: Partial<RsbuildPlugin> = {}): RsbuildPlugin => ({
      name,
      ...fields,
      setup: (api) => api.modifyBundlerChain((chain) => void seen.push({ plugin: name, ...snapshot(chain) })),
    });
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'production',
        plugins: [probe('plain'), probe('early', { enforce: 'pre' })],
      },
    });
    await withNodeEnv(undefined, () => rsbuild.initConfigs());
    const extensions = ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'];
    assert.deepEqual(seen, [
      { plugin: 'early', mode: undefined, target: ['web', 'es2017'], entries: [], extensions, rules: ['css', 'js'], htmlPlugin: false },
      { plugin: 'plain', mode: 'production', target: ['web', 'es2017'], entries: ['index'], extensions, rules: ['css', 'js', 'image'], htmlPlugin: true },
    ]);
    assert.ok(pageText('config/plugins', 'en').includes("A few built-in callbacks are registered with `order: 'pre'` and still run first"));
    assert.ok(!pageText('config/plugins', 'en').includes('before the built-in plugins have filled it in'));
    assert.ok(pageText('config/plugins', 'zh').includes("不过有少数内置回调以 `order: 'pre'` 注册，仍会更早执行"));
  });

  test('a pre name that no registered plugin has is ignored: the plugin is set up, in its place, and nothing is logged as a warning', () => {
    assert.equal(log[log.indexOf('late setup build') + 1], 'first setup build');
    assert.deepEqual(warnings, []);
  });

  test('a plugin in one environment’s plugins runs its per-environment hooks for that environment only; top-level plugins run for every environment', () => {
    assert.deepEqual(log.filter((line) => line.startsWith('admin-only chain ')), ['admin-only chain admin mode=production']);
    assert.ok(log.includes('first chain admin mode=production'));
    assert.ok(log.includes('first chain web mode=production'));
  });

  test("apply: 'build' runs for a build and not for the preview server; apply: 'serve' runs for the preview server and not for a build", () => {
    assert.ok(!log.some((line) => line.startsWith('serve-only')));
    assert.deepEqual(previewLog, ['serve-only setup preview']);
  });

  test("rsbuild inspect counts as a build (apply: 'build' plugins are set up), and with mode development as the dev server (apply: 'serve' ones)", async () => {
    const { createRsbuild } = await rsbuildCore();
    const setUp = async (mode?: 'development') => {
      const seen: string[] = [];
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { mode, logLevel: 'silent', plugins: [recorder(seen, 'serve-only', { apply: 'serve' }), recorder(seen, 'build-only', { apply: 'build' })] },
      });
      await withNodeEnv(undefined, () => rsbuild.inspectConfig());
      return seen.filter((line) => line.includes(' setup '));
    };
    assert.deepEqual(await setUp(), ['build-only setup build']);
    assert.deepEqual(await setUp('development'), ['serve-only setup dev']);
    assert.ok(pageText('config/plugins', 'en').includes('`rsbuild inspect` counts as a build, so the config it prints includes the `apply: \'build\'` plugins'));
    assert.ok(pageText('config/plugins', 'zh').includes('`rsbuild inspect` 按构建处理，输出的配置包含 `apply: \'build\'` 的插件'));
    assert.ok(pageText('config/plugins', 'en').includes("with `--mode development`, or `mode: 'development'` in the config, it counts as the dev server"));
    assert.ok(pageText('config/plugins', 'zh').includes("加上 `--mode development` 或在配置中设置 `mode: 'development'` 后，则按开发服务器处理"));
  });

  test('the page says that enforce: pre comes before the built-in plugins and that unknown pre/post names are ignored', () => {
    const en = pageText('config/plugins', 'en');
    assert.ok(en.includes("`enforce: 'pre'` moves it before all other plugins, Rsbuild's built-in ones included"));
    assert.ok(en.includes('A name that no registered plugin has is ignored, without a warning.'));
    assert.ok(!en.includes('require named plugins'));
    const zh = pageText('config/plugins', 'zh');
    assert.ok(zh.includes("`enforce: 'pre'` 让插件排在所有其他插件之前，Rsbuild 的内置插件也不例外"));
    assert.ok(zh.includes('这一项会被直接忽略，也不会给出警告。'));
  });
});

describe('Common mistakes', () => {
  test('Forgetting to call the factory: [rsbuild:plugin] Expect Rsbuild plugin instance to be an object, but got function.', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-react/dist/index.js');
    await assert.rejects(createRsbuild({ cwd: makeProject({}, 'plugins-factory'), rsbuildConfig: { plugins: [pluginReact as any] } }), (error: Error) => {
      assert.equal(stripVTControlCharacters(error.message), '[rsbuild:plugin] Expect Rsbuild plugin instance to be an object, but got function.');
      return true;
    });
  });

  test('Passing an Rspack plugin: the error names the plugin and points to tools.rspack', async () => {
    const { createRsbuild } = await rsbuildCore();
    class SomeRspackPlugin {
      apply() {}
    }
    await assert.rejects(createRsbuild({ cwd: makeProject({}, 'plugins-rspack'), rsbuildConfig: { plugins: [new SomeRspackPlugin() as any] } }), (error: Error) => {
      const message = stripVTControlCharacters(error.message);
      assert.ok(message.startsWith('SomeRspackPlugin looks like a webpack or Rspack plugin, please use `tools.rspack` to register it:\n'), message);
      assert.ok(message.includes('plugins: [new SomeRspackPlugin()]'), message);
      return true;
    });
  });
});
