import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { PluginVueOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-vue';
import { type CliResult, makeProject, outputFile, plugin, rsbuildCore, runCli } from './harness';

// A production build of an SFC with <style module>, reading Vue's feature flags, with the page's
// override of __VUE_OPTIONS_API__.
const dir = makeProject(
  {
    'src/index.js': `import { createApp } from 'vue';
import App from './App.vue';
createApp(App).mount('#root');
console.log('flags', __VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__);
`,
    'src/App.vue': `<script setup>
import { ref } from 'vue';
const count = ref(0);
</script>

<template>
  <button :class="$style.counter" @click="count++">Count is {{ count }}</button>
</template>

<style module>
.counter { color: teal; }
</style>
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginVue } from '@rsbuild/plugin-vue';

export default defineConfig({
  plugins: [pluginVue()],
  source: {
    define: {
      __VUE_OPTIONS_API__: false,
    },
  },
});
`,
  },
  'vue',
);
const dist = path.join(dir, 'dist');
let build: CliResult;
before(async () => {
  build = await runCli(dir, ['build']);
});

async function cacheGroups(options?: PluginVueOptions) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginVue } = await plugin('@rsbuild/plugin-vue');
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', plugins: [pluginVue(options)] } });
  const [config] = await rsbuild.initConfigs();
  const groups = (config.optimization?.splitChunks as any)?.cacheGroups ?? {};
  return Object.values(groups).map((group: any) => group?.name).filter(Boolean);
}

describe('Vue', () => {
  test('Write a component: the SFC compiles, <style module> classes reach the template, vue goes to lib-vue', () => {
    assert.equal(build.code, 0, build.output);
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /Count is /);
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.counter-[\w-]+\{color:teal\}/);
    assert.match(outputFile(dist, /^static\/js\/lib-vue\.[0-9a-f]{8}\.js$/), /createApp|runtime-dom/);
  });

  test('Feature flags: your source.define wins (__VUE_OPTIONS_API__ false); the other two keep false', () => {
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /"flags",!1,!1,!1/);
  });

  test('splitChunks: lib-vue and lib-router by default; { vue: false } turns off lib-router too', async () => {
    const defaults = await cacheGroups();
    assert.ok(defaults.includes('lib-vue') && defaults.includes('lib-router'), defaults.join(', '));
    const vueOff = await cacheGroups({ splitChunks: { vue: false } });
    assert.ok(!vueOff.includes('lib-vue') && !vueOff.includes('lib-router'), vueOff.join(', '));
    const both = await cacheGroups({ splitChunks: { vue: true, router: false } });
    assert.ok(both.includes('lib-vue') && !both.includes('lib-router'));
  });

  test('vueLoaderOptions: the page\'s isCustomElement sample type-checks', () => {
    const options: PluginVueOptions = { vueLoaderOptions: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ion-') } }, test: /\.vue$/ };
    assert.ok(options);
  });
});
