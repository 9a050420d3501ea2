// Claims of plugins/list/plugin-svelte, checked with @rsbuild/plugin-svelte 1.1.2, svelte 5 and
// @rsbuild/core 1.7.6: one production build of a component with TypeScript, SCSS and a runes
// module, plus the loader options and resolve settings read from initConfigs in each mode.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, plugin, rsbuildCore, type BuildResult } from './harness';

const { createRsbuild } = await rsbuildCore();
const { pluginSvelte } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-svelte')>('@rsbuild/plugin-svelte');

const files = {
  'src/index.ts': "import { mount } from 'svelte';\nimport App from './App';\nmount(App, { target: document.body });\n",
  'src/counter.svelte.ts': 'export function createCounter(start: number) {\n  let count = $state(start);\n  return { get count() { return count; }, increment: () => count++ };\n}\n',
  'src/App.svelte': `<script lang="ts">
  import { createCounter } from './counter.svelte';
  const counter = createCounter(41);
  const label: string = 'svelte-marker';
</script>

<button onclick={counter.increment}>{label} {counter.count}</button>

<style lang="scss">
  $brand: #ff3e00;
  button { color: $brand; user-select: none; }
</style>
`,
  'tsconfig.json': '{ "compilerOptions": { "verbatimModuleSyntax": true, "strict": true } }\n',
};

type Use = { loader: string; options?: Record<string, any> };

/** The svelte-loader options and resolve settings of the first environment, in a given mode. */
async function inspect(mode: 'development' | 'production') {
  const rsbuild = await createRsbuild({ cwd: makeProject(files, `svelte-${mode}`), rsbuildConfig: { logLevel: 'silent', mode, plugins: [pluginSvelte()] } });
  const [config] = await rsbuild.initConfigs();
  const rules = (config.module?.rules ?? []) as Rspack.RuleSetRule[];
  const svelteRule = rules.find((rule) => String(rule.test) === String(/\.svelte$/));
  const loader = (svelteRule?.use as Use[] | undefined)?.find((use) => use.loader.includes('svelte-loader'));
  return { config, loader, normalized: rsbuild.getNormalizedConfig({ environment: 'web' }) };
}

describe('Svelte plugin', () => {
  let build: BuildResult;
  let dev: Awaited<ReturnType<typeof inspect>>;
  let prod: Awaited<ReturnType<typeof inspect>>;

  before(async () => {
    const dir = makeProject(files, 'svelte-build');
    build = await buildProject(dir, { plugins: [pluginSvelte()], source: { entry: { index: './src/index.ts' } }, output: { minify: false } });
    dev = await inspect('development');
    prod = await inspect('production');
  });

  test('Builds a component with <script lang="ts">, <style lang="scss"> and a .svelte.ts runes module', () => {
    assert.deepEqual(build.errors, []);
    const js = outputFile(build.dist, /^static\/js\/index\.[0-9a-f]+\.js$/);
    assert.match(js, /svelte-marker/);
    assert.doesNotMatch(js, /\$state\(/);
  });

  test('Where component styles go: in production the styles are extracted into a .css file, with the prefixes Lightning CSS adds', () => {
    const cssFiles = listFiles(build.dist).filter((file) => file.endsWith('.css'));
    assert.equal(cssFiles.length, 1, cssFiles.join(', '));
    const css = outputFile(build.dist, /\.css$/);
    assert.match(css, /color: #ff3e00/);
    assert.match(css, /-webkit-user-select: none/);
  });

  test('svelteLoaderOptions default: emitCss and compilerOptions.dev by mode, hotReload in development, svelte-preprocess as preprocess', () => {
    assert.equal(prod.loader?.options?.emitCss, true);
    assert.equal(prod.loader?.options?.hotReload, false);
    assert.deepEqual(prod.loader?.options?.compilerOptions, { dev: false });
    assert.equal(dev.loader?.options?.emitCss, false);
    assert.equal(dev.loader?.options?.hotReload, true);
    assert.deepEqual(dev.loader?.options?.compilerOptions, { dev: true });
    assert.ok(prod.loader?.options?.preprocess, 'a preprocess option');
  });

  test('Resolution: .svelte in resolve.extensions, svelte first in mainFields and conditionNames, node_modules/svelte in source.include', () => {
    const resolve = prod.config.resolve!;
    assert.ok(resolve.extensions?.includes('.svelte'), String(resolve.extensions));
    assert.equal(resolve.mainFields?.[0], 'svelte');
    assert.equal(resolve.conditionNames?.[0], 'svelte');
    const include = prod.normalized.source.include ?? [];
    const runtimeFile = path.join('/project', 'node_modules', 'svelte', 'src', 'index-client.js');
    assert.ok(include.some((entry) => entry instanceof RegExp && entry.test(runtimeFile)), include.map(String).join(', '));
  });
});
