import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { PluginSvelteOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-svelte';
import { type CliResult, makeProject, outputFile, plugin, rsbuildCore, runCli } from './harness';

// The page's Svelte 5 component with <script lang="ts">. The typescript package is not installed
// in the fixture, so the preprocessor's TypeScript step is off: Svelte 5 strips the annotations.
const dir = makeProject(
  {
    'src/App.svelte': `<script lang="ts">
  let { name }: { name: string } = $props();
  let count = $state(0);
</script>

<button type="button" onclick={() => count++}>
  Hello {name}, clicked {count} times
</button>

<style>
  button {
    font-weight: 600;
  }
</style>
`,
    'src/counter.svelte.ts': 'export const createCounter = () => { let value = $state(0); return { get value() { return value; } }; };\n',
    'src/index.ts': `import { mount } from 'svelte';
import App from './App.svelte';
import { createCounter } from './counter.svelte';

mount(App, {
  target: document.getElementById('root')!,
  props: { name: 'Rsbuild' },
});
console.log(createCounter().value);
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginSvelte } from '@rsbuild/plugin-svelte';

export default defineConfig({
  plugins: [pluginSvelte({ preprocessOptions: { typescript: false } })],
  output: { filenameHash: false },
});
`,
  },
  'svelte',
);
const dist = path.join(dir, 'dist');
let build: CliResult;
before(async () => {
  build = await runCli(dir, ['build']);
});

describe('Svelte', () => {
  test('Mount a component: lang="ts" with typescript: false builds on Svelte 5, and .svelte.ts modules with runes compile', () => {
    assert.equal(build.code, 0, build.output);
    const js = outputFile(dist, /^static\/js\/index\.js$/);
    assert.match(js, /clicked/);
    assert.doesNotMatch(js, /\$state\(/);
  });

  test('Mount a component: production extracts the scoped styles into the CSS file', () => {
    assert.match(outputFile(dist, /^static\/css\/index\.css$/), /button\.svelte-[a-z0-9]+\{font-weight:600\}/);
  });

  test('Register the plugin: svelte in main fields and export conditions, .svelte resolved', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', plugins: [pluginSvelte()] } });
    const [config] = await rsbuild.initConfigs();
    assert.ok(config.resolve?.mainFields?.includes('svelte'), String(config.resolve?.mainFields));
    assert.ok(config.resolve?.conditionNames?.includes('svelte'), String(config.resolve?.conditionNames));
    assert.ok(config.resolve?.extensions?.includes('.svelte'), String(config.resolve?.extensions));
  });

  test('Plugin options: the page\'s sample type-checks', () => {
    const options: PluginSvelteOptions = {
      svelteLoaderOptions: { compilerOptions: { runes: true } },
      preprocessOptions: { scss: { prependData: `@use 'src/styles/variables' as *;` } },
    };
    assert.ok(options);
  });
});
