// guide/configuration/rspack: tools.rspack object and function forms and their utilities, and an
// entry added through tools.rspack, with @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { listFiles, makeProject, rsbuildCore } from './harness';

describe('Configure Rspack', () => {
  test('the function form gets env, isProd, target, isServer, environment, rspack, mergeConfig; a returned object replaces the config', async () => {
    const { createRsbuild, rspack } = await rsbuildCore();
    let seen: Record<string, unknown> = {};
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'rspack-function'),
      rsbuildConfig: {
        mode: 'production',
        tools: {
          rspack: (config, utils) => {
            seen = { isProd: utils.isProd, isDev: utils.isDev, target: utils.target, isServer: utils.isServer, name: utils.environment.name, sameRspack: utils.rspack === rspack };
            return utils.mergeConfig(config, { output: { chunkLoadTimeout: utils.isProd ? 30000 : 120000 } });
          },
        },
      },
    });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(seen, { isProd: true, isDev: false, target: 'web', isServer: false, name: 'web', sameRspack: true });
    assert.equal(config.output?.chunkLoadTimeout, 30000);
  });

  test('the object form is merged: arrays are concatenated after the generated ones', async () => {
    const { createRsbuild, rspack } = await rsbuildCore();
    const banner = new rspack.BannerPlugin({ banner: 'marker-banner' });
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'rspack-object'),
      rsbuildConfig: { tools: { rspack: { plugins: [banner], output: { chunkLoadTimeout: 5000 } } } },
    });
    const [config] = await rsbuild.initConfigs();
    const plugins = config.plugins ?? [];
    assert.ok(plugins.length > 1);
    assert.equal(plugins[plugins.length - 1], banner);
    assert.equal(config.output?.chunkLoadTimeout, 5000);
    assert.ok(config.output?.path);
  });

  test('an entry added through tools.rspack is compiled but gets no HTML page', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('main');\n", 'src/extra.js': "console.log('extra');\n" }, 'rspack-entry');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'development',
        tools: {
          rspack: (config) => {
            (config.entry as Record<string, unknown>).extra = { import: ['./src/extra.js'] };
          },
        },
      },
    });
    await rsbuild.build();
    const files = listFiles(path.join(dir, 'dist'));
    assert.ok(files.includes('static/js/extra.js'), files.join(', '));
    assert.ok(files.includes('index.html'));
    assert.ok(!files.includes('extra.html'));
  });
});
