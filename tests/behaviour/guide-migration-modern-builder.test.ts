import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { type CliResult, listFiles, makeProject, readText, rsbuildCore, runCli } from './harness';

// The page's converted Vue config, its "keep Builder's behavior" config with per-entry titles, and
// its Node.js API sample.
const vueDir = makeProject(
  {
    'src/main.ts': "import { createApp, h } from 'vue';\ncreateApp({ render: () => h('p', 'builder app') }).mount('#root');\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginVue } from '@rsbuild/plugin-vue';

export default defineConfig({
  source: {
    entry: { index: './src/main.ts' },
  },
  server: {
    port: 8080,
    open: true,
  },
  output: {
    filenameHash: false,
  },
  plugins: [pluginVue()],
});
`,
  },
  'builder-vue',
);
const keepDir = makeProject(
  {
    'src/index.js': "console.log('home');\n",
    'src/admin.js': "console.log('admin');\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

const titles: Record<string, string> = { index: 'Home', admin: 'Admin' };

export default defineConfig({
  source: {
    entry: { index: './src/index.js', admin: './src/admin.js' },
    decorators: { version: 'legacy' },
  },
  html: {
    title: ({ entryName }) => titles[entryName] ?? 'App',
    outputStructure: 'nested',
  },
  server: { port: 8080 },
  output: {
    polyfill: 'entry',
    charset: 'ascii',
    dataUriLimit: 10000,
    distPath: { html: 'html' },
    sourceMap: { js: 'source-map' },
    overrideBrowserslist: ['> 0.01%', 'not dead', 'not op_mini all'],
  },
});
`,
  },
  'builder-keep',
);
// The Node.js API sample: the config file next to it must not be read.
const apiDir = makeProject(
  {
    'src/main.js': "console.log('api build');\n",
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'from-config-file' } } };\n",
  },
  'builder-api',
);
let vue: CliResult;
let keep: CliResult;
before(async () => {
  [vue, keep] = await Promise.all([runCli(vueDir, ['build']), runCli(keepDir, ['build'])]);
});

describe('Migrate from Modern.js Builder', () => {
  test('From builder.config.ts: the converted config builds, without file name hashes', () => {
    assert.equal(vue.code, 0, vue.output);
    assert.ok(listFiles(path.join(vueDir, 'dist')).includes('static/js/index.js'));
  });

  test('From the Node.js API: createRsbuild({ config }) builds the entry and does not read rsbuild.config.*', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: apiDir,
      config: {
        source: { entry: { index: './src/main.js' } },
        output: { polyfill: 'off' },
      },
    });
    await rsbuild.build();
    assert.ok(listFiles(path.join(apiDir, 'dist')).includes('index.html'));
    assert.deepEqual(listFiles(path.join(apiDir, 'from-config-file')), []);
  });

  test('Defaults that differ: the Builder values set back give nested HTML under html/, source maps and per-entry titles', () => {
    assert.equal(keep.code, 0, keep.output);
    const dist = path.join(keepDir, 'dist');
    const files = listFiles(dist);
    assert.ok(files.includes('html/index/index.html') && files.includes('html/admin/index.html'), files.join(', '));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)));
    assert.match(readText(dist, 'html/admin/index.html'), /<title>Admin<\/title>/);
    assert.match(readText(dist, 'html/index/index.html'), /<title>Home<\/title>/);
  });

  test('Defaults that differ: Rsbuild 1.7.6 defaults', async () => {
    const { createRsbuild } = await rsbuildCore();
    let browserslist: string[] = [];
    const readBrowserslist: RsbuildPlugin = {
      name: 'read-browserslist',
      setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (browserslist = environment.browserslist)),
    };
    const rsbuild = await createRsbuild({ cwd: apiDir, config: { mode: 'production', plugins: [readBrowserslist] } });
    await rsbuild.initConfigs();
    const config = rsbuild.getNormalizedConfig();
    assert.equal(config.server.port, 3000);
    assert.equal(config.output.polyfill, 'off');
    assert.equal(config.output.charset, 'utf8');
    assert.deepEqual(config.output.dataUriLimit, { svg: 4096, font: 4096, image: 4096, media: 4096, assets: 4096 });
    assert.equal(config.html.outputStructure, 'flat');
    assert.deepEqual(config.output.sourceMap, { js: undefined, css: false });
    assert.equal(config.source.decorators.version, '2022-03');
    assert.deepEqual(browserslist, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
  });

  test('Options not covered: defineConfig reports keys Rsbuild does not know', async () => {
    const { defineConfig } = await rsbuildCore();
    // @ts-expect-error Builder's builderPlugins is not an Rsbuild key
    const config = defineConfig({ builderPlugins: [] });
    assert.ok(config);
  });
});
