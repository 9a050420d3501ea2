// guide/advanced/hmr: the dev client, its WebSocket path, Rspack's HMR plugin, and what dev.hmr /
// dev.liveReload change, from dev servers of @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, rsbuildCore } from './harness';

async function devServe(rsbuildConfig: RsbuildConfig) {
  const { createRsbuild } = await rsbuildCore();
  const port = await freePort();
  const rsbuild = await createRsbuild({
    cwd: makeProject({ 'src/index.js': "console.log('page');\n" }, 'hmr'),
    rsbuildConfig: { ...rsbuildConfig, server: { port, host: '127.0.0.1', printUrls: false } },
  });
  let hmrPlugin = false;
  rsbuild.onAfterCreateCompiler(({ compiler }) => {
    const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
    hmrPlugin = compilers[0].options.plugins.some((p) => p?.constructor?.name === 'HotModuleReplacementPlugin');
  });
  const { server } = await rsbuild.startDevServer();
  try {
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const js = (await Promise.all(scripts.map(async (src) => (await fetch(`http://127.0.0.1:${port}${src}`)).text()))).join('\n');
    return { js, hmrPlugin };
  } finally {
    await server.close();
  }
}

describe('Hot module replacement', () => {
  // startDevServer sets NODE_ENV to 'development'; put it back for whatever runs next
  const nodeEnv = process.env.NODE_ENV;
  after(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('by default the page loads the dev client, which connects to /rsbuild-hmr, and the HotModuleReplacementPlugin is on', async () => {
    const { js, hmrPlugin } = await devServe({});
    assert.match(js, /rsbuild-hmr/);
    assert.equal(hmrPlugin, true);
  });

  test('dev.hmr and dev.liveReload both false: no HMR plugin and no dev client at all', async () => {
    const { js, hmrPlugin } = await devServe({ dev: { hmr: false, liveReload: false } });
    assert.doesNotMatch(js, /rsbuild-hmr/);
    assert.equal(hmrPlugin, false);
  });
});
