// Claims of plugins/list/plugin-vue, checked with @rsbuild/plugin-vue 1.2.9 and @rsbuild/core
// 1.7.6: one production build of a small app, and the generated configs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { PluginVueOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-vue';
import type { Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { listFiles, makeProject, plugin, readText, rsbuildCore } from './harness';

const cwd = makeProject(
  {
    // Imported without the extension; its <style module> block must become a CSS Module.
    'src/App.vue': '<template><p :class="$style.note">Hello</p></template>\n<script setup>\nconst unused = 1;\n</script>\n<style module>\n.note { color: rebeccapurple; }\n</style>\n',
    'src/Extra.nvue': '<template><b>extra</b></template>\n',
    'src/index.js': "import { createApp, h } from 'vue';\nimport App from './App';\nimport Extra from './Extra.nvue';\ncreateApp({ render: () => [h(App), h(Extra)] }).mount('#root');\n",
  },
  'vue',
);

let rspack: Rspack.Configuration;
let define: Record<string, unknown>;
let files: string[] = [];
let css = '';
let js = '';

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const { pluginVue } = await plugin('@rsbuild/plugin-vue');
  const options: PluginVueOptions = { test: /\.n?vue$/ };
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginVue(options)], output: { filenameHash: false }, logLevel: 'silent' } });
  [rspack] = await rsbuild.initConfigs();
  // The plugin sets its flags per environment (modifyEnvironmentConfig).
  define = rsbuild.getNormalizedConfig().environments.web.source.define;
  await rsbuild.build();
  const dist = path.join(cwd, 'dist');
  files = listFiles(dist);
  css = files.filter((file) => file.endsWith('.css')).map((file) => readText(dist, file)).join('\n');
  js = files.filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
});

describe('Vue plugin', () => {
  test('What the plugin configures: .vue files go through rspack-vue-loader with VueLoaderPlugin, and .vue is a resolve extension', () => {
    const loaders = JSON.stringify(rspack.module!.rules);
    assert.match(loaders, /rspack-vue-loader/);
    assert.ok((rspack.plugins as any[]).some((p) => p?.constructor?.name === 'VueLoaderPlugin'));
    assert.ok(rspack.resolve!.extensions!.includes('.vue'));
    assert.ok(!rspack.resolve!.extensions!.includes('.nvue'), 'only .vue is added, whatever `test` says');
  });

  test('Feature flags: __VUE_OPTIONS_API__ true, the two production flags false', () => {
    assert.equal(define.__VUE_OPTIONS_API__, true);
    assert.equal(define.__VUE_PROD_DEVTOOLS__, false);
    assert.equal(define.__VUE_PROD_HYDRATION_MISMATCH_DETAILS__, false);
  });

  test('What the plugin configures: a <style module> block is a CSS Module (hashed class in the CSS)', () => {
    assert.match(css, /^\.src-App__note-[\w-]+ \{\n  color: #639;/m);
  });

  test('What the plugin configures: lib-vue chunk in a production build', () => {
    assert.ok(files.includes('static/js/lib-vue.js'), files.join(', '));
  });

  test('test: /\\.n?vue$/ compiles .nvue components too', () => {
    assert.match(js, /"extra"/);
  });
});
