// Claims of api/javascript-api/instance, checked with the JS API of @rsbuild/core 1.7.6: one
// build, a dev server, initConfigs, plugin management and the action createCompiler and
// inspectConfig set, on small instances.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, rsbuildCore } from './harness';

const { createRsbuild } = await rsbuildCore();
const newInstance = async (plugins: RsbuildPlugin[] = [], port?: number) =>
  createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'instance'), rsbuildConfig: { plugins, logLevel: 'silent', server: { port } } });

describe('Rsbuild instance', () => {
  test('rsbuild.build: writes the output to disk and returns close(), which runs onCloseBuild', async () => {
    const closed: string[] = [];
    const rsbuild = await newInstance([{ name: 'close-probe', setup: (api) => api.onCloseBuild(() => void closed.push('onCloseBuild')) }]);
    const result = await rsbuild.build();
    assert.ok(existsSync(path.join(rsbuild.context.distPath, 'index.html')));
    assert.deepEqual(closed, []);
    await result.close();
    assert.deepEqual(closed, ['onCloseBuild']);
  });

  test('rsbuild.startDevServer: resolves with urls, port and server.close(), which runs onCloseDevServer', async () => {
    const closed: string[] = [];
    const port = await freePort();
    const rsbuild = await newInstance([{ name: 'dev-probe', setup: (api) => api.onCloseDevServer(() => void closed.push('onCloseDevServer')) }], port);
    const { urls, port: used, server } = await rsbuild.startDevServer();
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

  test('rsbuild.getNormalizedConfig: throws before initConfigs', async () => {
    const rsbuild = await newInstance();
    assert.throws(() => rsbuild.getNormalizedConfig());
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
});
