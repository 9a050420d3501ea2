import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { PluginVueOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-vue';
import vm from 'node:vm';
import ts from 'typescript';
import { type BuildResult, buildProject, type CliResult, createTypeProgram, freePort, makeProject, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles, runCreateRsbuild, launchChromium } from './harness';

// A production build of an SFC with <style module>, reading Vue's feature flags, with the page's
// override of __VUE_OPTIONS_API__.
const dir = makeProject(
  {
    'src/index.js': `import { createApp } from 'vue';
import App from './App.vue';
createApp(App).mount('#root');
console.log('flags', __VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__);
`,
    'src/App.vue': `<script setup lang="ts">
import { ref } from 'vue';

const props = defineProps<{ label: string }>();
const count = ref<number>(0);
// A type error: the build does not type-check, so it still succeeds.
const typo: number = 'not a number';
</script>

<template>
  <button :class="$style.counter" @click="count++">{{ props.label }} Count is {{ count }}</button>
  <ion-icon name="star"></ion-icon>
</template>

<style module>
.counter { color: teal; }
</style>
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginVue } from '@rsbuild/plugin-vue';

export default defineConfig({
  plugins: [
    pluginVue({
      vueLoaderOptions: {
        compilerOptions: {
          isCustomElement: (tag) => tag.startsWith('ion-'),
        },
      },
    }),
  ],
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
// A counter next to a sibling component, served by the dev server, for the hot update claims;
// Counter.vue is imported without its extension. Vue is aliased to its full build, so that a
// template string compiles in the browser.
const counter = (label: string, extra = '', color = 'rgb(0, 0, 0)') => `<script setup>
import { ref } from 'vue';
const count = ref(0);${extra}
</script>

<template>
  <button id="counter" @click="count++">${label} {{ count }}</button>
</template>

<style>
#counter { color: ${color}; }
</style>
`;
const hmrDir = makeProject(
  {
    'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\ncreateApp({ template: '<b id=\"compiled\">{{ 1 + 1 }}</b>' }).mount(document.body.appendChild(document.createElement('div')));\n",
    'src/App.vue': '<script setup>\nimport { ref } from \'vue\';\nimport Counter from \'./Counter\';\nconst other = ref(0);\n</script>\n\n<template>\n  <button id="other" @click="other++">Other {{ other }}</button>\n  <Counter />\n</template>\n',
    'src/Counter.vue': counter('Count'),
    'rsbuild.config.mjs': "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()], resolve: { alias: { vue$: 'vue/dist/vue.esm-bundler.js' } }, server: { printUrls: false } };\n",
  },
  'vue-hmr',
);
// Vue JSX without the include option of pluginBabel(): JSX in a .tsx and in a .jsx file.
const jsxLine = 'window.el = <b>hi</b>;\n';
const tsxDir = makeProject({ 'src/index.tsx': `declare const window: any;\n${jsxLine}` }, 'vue-jsx-tsx');
const jsxDir = makeProject({ 'src/index.jsx': jsxLine }, 'vue-jsx-jsx');
// SFCs whose script block is TSX or JSX, with the page's include option; a Babel plugin records the
// files that the Babel rule (the rule that pluginVueJsx() adds its transform to) compiles. Without
// @vue/babel-plugin-jsx (not installed here) the JSX is left for SWC, so the build itself fails.
const sfcJsxDir = makeProject(
  {
    'src/index.js': "import A from './A.vue';\nimport B from './B.vue';\nimport C from './C.vue';\nconsole.log(A, B, C);\n",
    'src/A.vue': '<script lang="tsx">\nconst n: number = 1;\nexport default { render: () => <b>{n}</b> };\n</script>\n',
    'src/B.vue': '<script lang="jsx">\nexport default { render: () => <i>hi</i> };\n</script>\n',
    'src/C.vue': '<script lang="ts">\nexport default { name: 2 as number };\n</script>\n',
  },
  'vue-sfc-jsx',
);
const babelFiles: string[] = [];
const recordBabelFiles = () => ({ visitor: { Program: (_path: unknown, state: { filename: string }) => void babelFiles.push(state.filename.slice(sfcJsxDir.length)) } });
let sfcJsxBuild: BuildResult;
// The page's own cssModules.auto function on an SFC with a <style module> block and a plain one.
const styleDir = makeProject(
  {
    'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
    'src/App.vue': '<template>\n  <p :class="$style.counter">hi</p>\n</template>\n\n<style module>\n.counter { color: teal; }\n</style>\n\n<style>\n.plain { color: red; }\n</style>\n',
  },
  'vue-style-module',
);
const autoCalls: string[] = [];
const pageAuto = (path: string, query: string) => {
  autoCalls.push(`${path.slice(styleDir.length)} ${query}`);
  return /\.module\.\w+$/.test(path) || (path.endsWith('.vue') && new URLSearchParams(query).has('module'));
};
let styleBuild: BuildResult;
const dist = path.join(dir, 'dist');
let build: CliResult;
let tsxBuild: BuildResult;
let jsxBuild: BuildResult;
// The same app and override without minification.
let unminifiedBuild: BuildResult;
let browser: Browser;
let port: number;
let server: ReturnType<typeof startCli>;
before(async () => {
  port = await freePort();
  server = startCli(hmrDir, ['dev', '--port', String(port)], /ready\s+built in/);
  const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
  const { pluginVue } = await plugin('@rsbuild/plugin-vue');
  const jsxConfig = () => ({ mode: 'production' as const, plugins: [pluginBabel(), pluginVue()], output: { minify: false, filenameHash: false } });
  const sfcJsxConfig = {
    mode: 'production' as const,
    plugins: [pluginBabel({ include: /\.(?:jsx|tsx)$/, babelLoaderOptions: (options: { plugins?: unknown[] }) => void (options.plugins = [...(options.plugins ?? []), recordBabelFiles]) }), pluginVue()],
  };
  [build, browser, , tsxBuild, jsxBuild, styleBuild, sfcJsxBuild, unminifiedBuild] = await Promise.all([
    runCli(dir, ['build']),
    launchChromium(),
    server.started,
    buildProject(tsxDir, jsxConfig()),
    buildProject(jsxDir, jsxConfig()),
    buildProject(styleDir, { mode: 'production', plugins: [pluginVue()], output: { cssModules: { auto: pageAuto }, minify: false, filenameHash: false } }),
    buildProject(sfcJsxDir, sfcJsxConfig),
    buildProject(dir, { mode: 'production', plugins: [pluginVue()], source: { define: { __VUE_OPTIONS_API__: false } }, output: { minify: false, filenameHash: false, distPath: { root: 'dist-unminified' } } }),
  ]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// The names of the cache groups in the generated config, kept per arguments: several tests ask for
// the same config, and each createRsbuild() costs about a second.
const cacheGroupNames = new Map<string, Promise<string[]>>();
function cacheGroups(options?: PluginVueOptions, target: 'web' | 'web-worker' | 'node' = 'web', strategy?: 'split-by-module') {
  const key = JSON.stringify([options, target, strategy]);
  if (!cacheGroupNames.has(key)) {
    cacheGroupNames.set(key, (async () => {
      const { createRsbuild } = await rsbuildCore();
      const { pluginVue } = await plugin('@rsbuild/plugin-vue');
      const performance = strategy ? { chunkSplit: { strategy } } : {};
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', output: { target }, performance, plugins: [pluginVue(options)] } });
      const [config] = await rsbuild.initConfigs();
      const groups = (config.optimization?.splitChunks as any)?.cacheGroups ?? {};
      return Object.values(groups).map((group: any) => group?.name).filter(Boolean);
    })());
  }
  return cacheGroupNames.get(key)!;
}

describe('Vue', () => {
  test('Write a component: the SFC compiles, <style module> classes reach the template, vue goes to lib-vue', () => {
    assert.equal(build.code, 0, build.output);
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /Count is /);
    // <script setup lang="ts">: the types are stripped and defineProps<{ label: string }>() became a
    // runtime props declaration (a production build keeps only the key).
    assert.match(js, /props:\{label:\{\}\}/);
    assert.doesNotMatch(js, /ref<number>/);
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.counter-[\w-]+\{color:teal\}/);
    assert.match(outputFile(dist, /^static\/js\/lib-vue\.[0-9a-f]{8}\.js$/), /createApp|runtime-dom/);
  });

  test('Write a component: the build does not type-check (a type error in <script setup lang="ts"> still builds)', () => {
    assert.equal(build.code, 0, build.output);
    assert.doesNotMatch(build.output, /not a number|TS\d{4}/);
  });

  test('vueLoaderOptions: with isCustomElement, <ion-icon> is rendered as an element instead of being resolved as a component', () => {
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    // An element vnode with its props; a resolved component would be resolveComponent("ion-icon").
    assert.match(js, /\("ion-icon",\{name:"star"\}/);
    assert.doesNotMatch(js, /\("ion-icon"\)/);
  });

  test('Feature flags: __VUE_OPTIONS_API__ false removes the Options API code (its lifecycle option names) from lib-vue', () => {
    // Vue's runtime reads options.beforeCreate only in applyOptions, which the flag guards.
    const runtime = readFileSync(path.join(dir, 'node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js'), 'utf8');
    assert.match(runtime, /if \(__VUE_OPTIONS_API__ && true\) \{[\s\S]{0,120}applyOptions\(instance\)/);
    assert.match(runtime, /callHook\(options\.beforeCreate, instance, "bc"\)/);
    assert.doesNotMatch(outputFile(dist, /^static\/js\/lib-vue\.[0-9a-f]{8}\.js$/), /beforeCreate/);
  });

  test('Feature flags: the minifier drops the Options API code; an unminified production build keeps it', () => {
    assert.deepEqual(unminifiedBuild.errors, []);
    const vendor = readText(unminifiedBuild.dist, 'static/js/lib-vue.js');
    assert.match(vendor, /function applyOptions\(instance\)/);
    assert.match(vendor, /callHook\(options\.beforeCreate, instance, "bc"\)/);
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

  test('splitChunks: lib-vue takes vue, its @vue runtime packages and rspack-vue-loader; lib-router takes vue-router', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', plugins: [pluginVue()] } });
    const [config] = await rsbuild.initConfigs();
    const groups = Object.values((config.optimization?.splitChunks as any).cacheGroups) as { name?: string; test?: RegExp }[];
    const groupTest = (name: string) => String(groups.find((group) => group.name === name)?.test);
    assert.equal(groupTest('lib-vue'), String.raw`/node_modules[\\/](?:vue|rspack-vue-loader|@vue[\\/]shared|@vue[\\/]reactivity|@vue[\\/]runtime-dom|@vue[\\/]runtime-core)[\\/]/`);
    assert.equal(groupTest('lib-router'), String.raw`/node_modules[\\/]vue-router[\\/]/`);
  });

  test('splitChunks: only for the web target; web-worker and node builds get neither group', async () => {
    for (const target of ['web-worker', 'node'] as const) {
      const groups = await cacheGroups(undefined, target);
      assert.ok(!groups.includes('lib-vue') && !groups.includes('lib-router'), `${target}: ${groups.join(', ')}`);
    }
  });

  test('Vue gets its own chunk only for the web target with the default chunk split strategy', async () => {
    assert.ok((await cacheGroups(undefined, 'web')).includes('lib-vue'));
    assert.ok(!(await cacheGroups(undefined, 'node')).includes('lib-vue'));
    assert.ok(!(await cacheGroups(undefined, 'web', 'split-by-module')).includes('lib-vue'));
  });

  test('splitChunks: a web build with moduleFederation.options gets neither chunk, even with { vue: true, router: true }', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', moduleFederation: { options: { name: 'host' } }, plugins: [pluginVue({ splitChunks: { vue: true, router: true } })] } });
    const [config] = await rsbuild.initConfigs();
    const groups = Object.values((config.optimization?.splitChunks as any)?.cacheGroups ?? {}).map((group: any) => group?.name);
    assert.ok(!groups.includes('lib-vue') && !groups.includes('lib-router'), groups.join(', '));
    assert.equal(rsbuild.getNormalizedConfig().environments.web.performance.chunkSplit.strategy, 'custom');
    for (const lang of ['en', 'zh'] as const) {
      assert.match(pageText('guide/framework/vue', lang), /\(\/config\/module-federation\/options\)[^\n]*`custom`/);
    }
  });

  test('Hot updates: a <template> edit keeps the component state; a <script> edit re-creates the component while the rest of the page stays; a <style> edit applies in place', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.locator('#counter', { hasText: 'Count 0' }).click();
    await page.locator('#counter', { hasText: 'Count 1' }).waitFor();
    await page.locator('#other').click();
    await page.locator('#other', { hasText: 'Other 1' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));

    writeProjectFiles(hmrDir, { 'src/Counter.vue': counter('Clicks') });
    await page.locator('#counter', { hasText: 'Clicks 1' }).waitFor();

    const scriptRan = page.waitForEvent('console', { predicate: (message) => message.text() === 'script edited' });
    writeProjectFiles(hmrDir, { 'src/Counter.vue': counter('Clicks', "\nconsole.log('script edited');") });
    await scriptRan;
    await page.locator('#counter', { hasText: 'Clicks 0' }).waitFor();
    assert.equal(await page.locator('#other').textContent(), 'Other 1');
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no full reload');

    // A <style> edit: the new rule applies, the state stays, the page does not reload.
    await page.locator('#counter').click();
    await page.locator('#counter', { hasText: 'Clicks 1' }).waitFor();
    writeProjectFiles(hmrDir, { 'src/Counter.vue': counter('Clicks', "\nconsole.log('script edited');", 'rgb(200, 0, 0)') });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#counter')!).color === 'rgb(200, 0, 0)');
    assert.equal(await page.locator('#counter').textContent(), 'Clicks 1');
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no full reload');
  });

  test('<style module> fails with "export \'default\' … was not found": the default auto becomes the plugin\'s function; a function of your own is kept', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const auto = (path: string, query: string) => /\.module\.\w+$/.test(path) || (path.endsWith('.vue') && new URLSearchParams(query).has('module'));
    const own = await createRsbuild({ cwd: dir, rsbuildConfig: { plugins: [pluginVue()], output: { cssModules: { auto } } } });
    await own.initConfigs();
    assert.equal(own.getNormalizedConfig().environments.web.output.cssModules.auto, auto);
    const byDefault = await createRsbuild({ cwd: dir, rsbuildConfig: { plugins: [pluginVue()] } });
    await byDefault.initConfigs();
    const pluginAuto = byDefault.getNormalizedConfig().environments.web.output.cssModules.auto as (path: string, query: string) => boolean;
    assert.equal(pluginAuto('/app/src/App.vue', '?vue&type=style&index=0&module=true&lang=css'), true);
    assert.equal(pluginAuto('/app/src/App.vue', '?vue&type=style&index=1&lang=css'), false);
  });

  test('<style module> fails with "export \'default\' … was not found": the page\'s function gets the .vue path for every block, module=true only for <style module>, and makes that block a CSS Module', () => {
    assert.deepEqual(styleBuild.errors, []);
    assert.deepEqual(autoCalls.map((call) => call.replace(/&id=\w+&/, '&id=ID&')).sort(), [
      '/src/App.vue ?vue&type=style&index=0&id=ID&module=true&lang=css',
      '/src/App.vue ?vue&type=style&index=1&id=ID&lang=css',
    ]);
    const css = readText(styleBuild.dist, 'static/css/index.css');
    assert.match(css, /\.counter-[\w-]+ \{\n {2}color: teal;\n\}/);
    assert.match(css, /\n\.plain \{\n {2}color: red;\n\}/);
    assert.match(readText(styleBuild.dist, 'static/js/index.js'), /"counter":"counter-[\w-]+"/);
  });

  test('Register the plugin: .vue is a resolved extension (import Counter from \'./Counter\'); Templates in strings: the vue$ alias to the full build compiles them at runtime', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.locator('#counter', { hasText: /Count|Clicks/ }).waitFor();
    await page.locator('#compiled', { hasText: '2' }).waitFor();
    await page.close();
  });

  test('Templates in strings: the runtime-only build warns in development only', () => {
    const runtime = readFileSync(path.join(dir, 'node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js'), 'utf8');
    assert.match(runtime, /if \(!!\(process\.env\.NODE_ENV !== "production"\) && !Component\.render && instance\.render === NOOP && !isSSR\) \{\n\s+if \(!compile && Component\.template\) \{\n\s+warn\$1\(\n\s+`Component provided template option but runtime compilation is not supported in this build of Vue\.`/);
    // import 'vue' in a browser build is the runtime-only build.
    const vuePackage = JSON.parse(readFileSync(path.join(dir, 'node_modules/vue/package.json'), 'utf8'));
    assert.equal(vuePackage.module, 'dist/vue.runtime.esm-bundler.js');
  });

  test('Routing: with one page named index, the dev server answers a history URL with index.html', async () => {
    const response = await fetch(`http://localhost:${port}/orders/42`, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<div id="root"><\/div>/);
  });

  // @rsbuild/plugin-vue2-jsx 1.0.5 (latest), read on 2026-12-05 with npm pack, does the same as plugin-vue-jsx:
  // a modifyBundlerChain hook that calls modifyBabelLoaderOptions of @rsbuild/plugin-babel. Built by hand that
  // day with @rsbuild/core 1.7.6, plugin-vue2 1.1.1, plugin-babel 1.2.1 and vue 2.7.16 (the Vue 2 section):
  // with pluginBabel({ include: /\.(?:jsx|tsx)$/ }) a .jsx entry became h("p", { attrs: … }); with
  // pluginBabel() or no pluginBabel at all it failed with "Module build failed (from builtin:swc-loader)",
  // "× Syntax Error", and the same entry as .tsx without pluginBabel gave React.createElement("p", …).
  test('Vue JSX: only with include does plugin-babel 1.2.1 leave a Babel rule that modifyBabelLoaderOptions (what plugin-vue-jsx 1.1.2 and plugin-vue2-jsx 1.0.5 call) can find; without pluginBabel() there is none', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const { pluginBabel, modifyBabelLoaderOptions } = await plugin('@rsbuild/plugin-babel');
    const calls: Record<string, number> = { with: 0, without: 0, 'no plugin-babel': 0 };
    for (const [key, options] of [['with', { include: /\.(?:jsx|tsx)$/ }], ['without', {}], ['no plugin-babel', null]] as const) {
      const probe = {
        name: 'probe:vue-jsx',
        setup: (api: any) =>
          api.modifyBundlerChain((chain: any, { CHAIN_ID }: any) =>
            modifyBabelLoaderOptions({ chain, CHAIN_ID, modifier: (babelOptions: unknown) => (calls[key]++, babelOptions) }),
          ),
      };
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { plugins: [options ? pluginBabel(options) : null, pluginVue(), probe] } });
      await rsbuild.initConfigs();
    }
    assert.ok(calls.with >= 1, JSON.stringify(calls));
    assert.equal(calls.without, 0);
    // Nor does a config without pluginBabel(): plugin-vue-jsx and plugin-vue2-jsx do not register it.
    assert.equal(calls['no plugin-babel'], 0);
  });

  test('Vue JSX: without include, SWC compiles JSX on its own: in .tsx it becomes React.createElement, which throws "React is not defined"; a .jsx file does not build', () => {
    assert.deepEqual(tsxBuild.errors, []);
    const code = readText(tsxBuild.dist, 'static/js/index.js');
    assert.match(code, /window\.el = \/\*#__PURE__\*\/ React\.createElement\("b", null, "hi"\)/);
    assert.throws(
      () => vm.runInNewContext(code, { window: {} }),
      (error: Error) => error.name === 'ReferenceError' && error.message === 'React is not defined',
    );
    const errors = jsxBuild.errors.join('\n');
    assert.match(errors, /Module build failed \(from builtin:swc-loader\)/);
    assert.match(errors, /× Syntax Error/);
  });

  test('Vue JSX: with include, the Babel rule also compiles the script blocks of <script lang="tsx"> and <script lang="jsx">, not those of <script lang="ts">', () => {
    assert.deepEqual([...new Set(babelFiles)].sort(), ['/src/A.vue', '/src/B.vue']);
    // What reached SWC after Babel: the types stripped, the JSX left for the Vue JSX transform that
    // pluginVueJsx() would add to this rule.
    const errors = sfcJsxBuild.errors.join('\n');
    assert.ok(errors.includes('const n=1;export default{render:()=><b>{n}</b>};'), errors);
    assert.ok(errors.includes('export default{render:()=><i>hi</i>};'), errors);
  });

  test('Plugin options: your compilerOptions are merged over { preserveWhitespace: false }; test is /\\.vue$/; the feature flags are true, false, false', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const isCustomElement = (tag: string) => tag.startsWith('ion-');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', plugins: [pluginVue({ vueLoaderOptions: { compilerOptions: { isCustomElement } } })] } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module?.rules ?? []).find((item: any) => JSON.stringify(item?.use ?? '').includes('rspack-vue-loader')) as any;
    assert.equal(String(rule.test), '/\\.vue$/');
    const { compilerOptions } = rule.use[0].options;
    assert.deepEqual(Object.keys(compilerOptions), ['preserveWhitespace', 'isCustomElement']);
    assert.equal(compilerOptions.preserveWhitespace, false);
    assert.equal(compilerOptions.isCustomElement, isCustomElement);
    const { define } = rsbuild.getNormalizedConfig().environments.web.source;
    assert.deepEqual(
      [define.__VUE_OPTIONS_API__, define.__VUE_PROD_DEVTOOLS__, define.__VUE_PROD_HYDRATION_MISMATCH_DETAILS__],
      [true, false, false],
    );
  });

  test('vueLoaderOptions: transformAssetUrls, customElement and hotReload are keys of the loader options', () => {
    const options: PluginVueOptions = { vueLoaderOptions: { transformAssetUrls: { img: ['src'] }, customElement: /\.ce\.vue$/, hotReload: false } };
    assert.deepEqual(Object.keys(options.vueLoaderOptions ?? {}), ['transformAssetUrls', 'customElement', 'hotReload']);
  });

  test('vueLoaderOptions: the page\'s isCustomElement sample type-checks', () => {
    const options: PluginVueOptions = { vueLoaderOptions: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ion-') } }, test: /\.vue$/ };
    assert.ok(options);
  });
});

// The Vue 2 and Vue JSX sentences rest on packages that are not installed here; round 26 read
// them again on 2026-12-05 with npm pack: @rsbuild/plugin-vue2 1.1.1 (latest) peers @rsbuild/core
// ^1.0.0 || ^2.0.0-0 only, depends on vue-loader ^15.11.1, has the options vueLoaderOptions and
// splitChunks (no test), sets compilerOptions.whitespace 'condense' under yours, aliases vue$ to
// vue/dist/vue.runtime.esm.js unless vue$ is aliased, and its lib-vue test is
// /node_modules[\\/](?:vue|vue-loader)[\\/]/; vue-loader 15.11.1 uses vue/compiler-sfc for Vue >= 2.7
// and falls back to vue-template-compiler otherwise. @rsbuild/plugin-vue-jsx 1.1.2 (latest) has the
// one option vueJsxOptions and adds babel-plugin-vue-jsx-hmr when !isProd && dev.hmr && target web.
// create-rsbuild 2.2.5 (the release in tools/rsbuild-v1): the Vue templates. Read by hand on 2026-12-05
// in the npm-packed 2.2.9 (latest): the same template-vue-js and template-vue-ts folders, no Vue 2
// template, and the frameworkAlias vue3: 'vue'.
describe('Vue › Create a Vue project', () => {
  const dir = makeProject({}, 'vue-create');
  const read = (folder: string, file: string) => readFileSync(path.join(dir, folder, file), 'utf8');
  let help: string;
  before(async () => {
    for (const args of [['vue-ts', '-t', 'vue-ts', '--no-git'], ['vue3-ts', '-t', 'vue3-ts', '--no-git']]) {
      const result = await runCreateRsbuild(dir, args);
      assert.equal(result.code, 0, result.output);
    }
    help = (await runCreateRsbuild(dir, ['--help'])).output;
  });
  test('vue-ts: a Vue 3 app with pluginVue() registered; vue3-ts gives the same project', () => {
    assert.match(JSON.parse(read('vue-ts', 'package.json')).dependencies.vue, /^\^3\./);
    // The warning: the generated project is on @rsbuild/core 2.x.
    assert.match(JSON.parse(read('vue-ts', 'package.json')).devDependencies['@rsbuild/core'], /^\^2\./);
    assert.match(read('vue-ts', 'rsbuild.config.ts'), /plugins: \[pluginVue\(\)\]/);
    assert.equal(read('vue3-ts', 'rsbuild.config.ts'), read('vue-ts', 'rsbuild.config.ts'));
    assert.equal(read('vue3-ts', 'src/App.vue'), read('vue-ts', 'src/App.vue'));
  });
  test('vue-js: the JavaScript template is also a Vue 3 app with pluginVue() registered; vue3-js is mapped to it', () => {
    const template = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/template-vue-js');
    assert.match(JSON.parse(readFileSync(path.join(template, 'package.json'), 'utf8')).dependencies.vue, /^\^3\./);
    assert.match(readFileSync(path.join(template, 'rsbuild.config.js'), 'utf8'), /plugins: \[pluginVue\(\)\]/);
    // The template name's framework part goes through this alias table: vue3-js becomes vue-js.
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/dist/index.js'), 'utf8'), /const frameworkAlias = \{\s*vue3: 'vue',/);
  });
  test('there is no Vue 2 template', () => {
    assert.match(help, /Available templates: .*vue-js, vue-ts/);
    assert.doesNotMatch(help, /vue2/);
  });
});

// tsc on a project that imports an SFC (ES library only, no DOM), with and without the page's shim.
describe('Vue › Type declarations for .vue files', () => {
  const shim = "/// <reference types=\"@rsbuild/core/types\" />\n\ndeclare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n  const component: DefineComponent;\n  export default component;\n}\n";
  const check = (withShim: boolean) => {
    const cwd = makeProject({ 'src/index.ts': "import App from './App.vue';\nexport const app = App;\n", ...(withShim ? { 'src/env.d.ts': shim } : {}) }, 'vue-types');
    const rootNames = ['src/index.ts', ...(withShim ? ['src/env.d.ts'] : [])].map((file) => path.join(cwd, file));
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts'], types: [], skipLibCheck: true };
    return ts.getPreEmitDiagnostics(createTypeProgram(ts, { rootNames, options })).map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  };
  test('plain tsc reports error TS2307: Cannot find module \'./App.vue\' or its corresponding type declarations., after the file name and position; the shim fixes it', () => {
    assert.deepEqual(check(false), ["TS2307 Cannot find module './App.vue' or its corresponding type declarations."]);
    // The line as tsc prints it (without --pretty).
    const cwd = makeProject({ 'src/index.ts': "import App from './App.vue';\nexport const app = App;\n" }, 'vue-types-line');
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts'], types: [], skipLibCheck: true };
    const diagnostics = ts.getPreEmitDiagnostics(createTypeProgram(ts, { rootNames: [path.join(cwd, 'src/index.ts')], options }));
    const printed = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (file) => file, getCurrentDirectory: () => cwd, getNewLine: () => '\n' });
    assert.equal(printed, "src/index.ts(1,17): error TS2307: Cannot find module './App.vue' or its corresponding type declarations.\n");
    assert.deepEqual(check(true), []);
  });
  test('Vue JSX: the page\'s Counter.tsx type-checks with "jsx": "preserve" and "jsxImportSource": "vue"', () => {
    const counterTsx = "import { defineComponent, ref } from 'vue';\n\nexport default defineComponent(() => {\n  const count = ref(0);\n  return () => <button onClick={() => count.value++}>{count.value}</button>;\n});\n";
    const cwd = makeProject({ 'src/Counter.tsx': counterTsx }, 'vue-jsx-types');
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true, jsx: ts.JsxEmit.Preserve, jsxImportSource: 'vue' };
    const program = createTypeProgram(ts, { rootNames: [path.join(cwd, 'src/Counter.tsx')], options });
    // The JSX types came from vue/jsx-runtime, and nothing is reported.
    assert.ok(program.getSourceFiles().some((file) => /[\\/]vue[\\/]jsx-runtime[\\/]index\.d\.ts$/.test(file.fileName)));
    assert.deepEqual(ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`), []);
  });
});

// An in-process dev server with vueLoaderOptions.hotReload: false, next to the CLI dev server of the
// hot update claims, which has the default.
describe('Vue › Hot updates', () => {
  test('vueLoaderOptions.hotReload false leaves out the hot-reload code that each SFC gets by default', async () => {
    // A kept-alive socket of an earlier request may be closed by the server as it is reused: ask again.
    const fetchText = (url: string) => waitFor(`a response from ${url}`, () => fetch(url).then((response) => response.text()).catch(() => ''), 30_000);
    const served = await fetchText(`http://localhost:${port}/static/js/index.js`);
    assert.match(served, /__exports__\.__hmrId = "/);
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const cwd = makeProject({ 'src/index.js': "import App from './App.vue';\nconsole.log(App);\n", 'src/App.vue': '<template>\n  <p>no hot reload</p>\n</template>\n' }, 'vue-no-hot');
    const nodeEnv = process.env.NODE_ENV;
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginVue({ vueLoaderOptions: { hotReload: false } })], server: { port: await freePort(), printUrls: false } } });
    const devServer = await rsbuild.createDevServer();
    try {
      await devServer.listen();
      const js = await fetchText(`http://localhost:${devServer.port}/static/js/index.js`);
      assert.match(js, /no hot reload/);
      assert.doesNotMatch(js, /__hmrId/);
    } finally {
      await devServer.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
  test('Hot updates: in development mode for rsbuild dev only the web target gets the HMR runtime (HotModuleReplacementPlugin); node and web-worker do not', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const cwd = makeProject({ 'src/index.js': "console.log('targets');\n" }, 'vue-hmr-targets');
    const hmrPlugins = async (target: 'web' | 'node' | 'web-worker') => {
      const [config] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginVue()], output: { target } } })).initConfigs({ action: 'dev' });
      return (config.plugins ?? []).filter((item: any) => item?.constructor?.name === 'HotModuleReplacementPlugin').length;
    };
    assert.deepEqual([await hmrPlugins('web'), await hmrPlugins('node'), await hmrPlugins('web-worker')], [1, 0, 0]);
  });
  test('Vue JSX: a none-mode dev server has no HMR runtime (no HotModuleReplacementPlugin), so the dev client reloads the page after a rebuild', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "console.log('none');\n" }, 'vue-jsx-none');
    const [web] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'none', logLevel: 'silent' } })).initConfigs({ action: 'dev' });
    assert.equal((web.plugins ?? []).filter((item: any) => item?.constructor?.name === 'HotModuleReplacementPlugin').length, 0);
    const client = readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client'), 'hmr.js');
    assert.match(client, /if \(import\.meta\.webpackHot\) \{[\s\S]*?return;\s*\}\s*reloadPage\(\);/);
  });
  test('Hot updates need development mode: a dev server in production or none mode serves components without the hot-reload calls', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const files = { 'src/App.vue': '<template><p>{{ n }}</p></template>\n<script setup>\nconst n = 1;\n</script>\n', 'src/index.js': "import App from './App.vue';\nconsole.log(App);\n" };
    const served = (mode: 'production' | 'none') =>
      withNodeEnv('development', async () => {
        const rsbuild = await createRsbuild({ cwd: makeProject(files, `vue-guide-${mode}`), rsbuildConfig: { mode, logLevel: 'silent', plugins: [pluginVue()], server: { port: await freePort(), printUrls: false }, dev: { progressBar: false } } });
        const { server, port } = await rsbuild.startDevServer();
        try {
          const get = async (url: string) => (await fetch(`http://localhost:${port}${url}`, { signal: AbortSignal.timeout(120_000) })).text();
          const scripts = [...(await get('/')).matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
          assert.ok(scripts.some((src) => /^\/static\/js\/index(\.[0-9a-f]{8})?\.js$/.test(src)), scripts.join(', '));
          return (await Promise.all(scripts.map(get))).join('\n');
        } finally {
          await server.close();
        }
      });
    for (const mode of ['production', 'none'] as const) {
      const js = await served(mode);
      assert.ok(!js.includes('api.createRecord(') && !js.includes('api.rerender('), `no hot-reload calls in ${mode} mode`);
    }
  });
});

// A project without vue: tools/rsbuild-v1's packages linked, except vue and @vue/*, and the plugin
// and rspack-vue-loader copied into a folder outside this repository, so that the loader's
// require('vue/compiler-sfc') starts from the project.
describe('Vue › Common problems', () => {
  test('<style module> fails with "export \'default\' … was not found": an auto regex of your own that misses the block fails the build in development and production (the heading no longer says the classes are undefined)', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const files = {
      'src/App.vue': '<template><p :class="$style.note">Hi</p></template>\n<style module>\n.note { color: red; }\n</style>\n',
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
    };
    const results = await Promise.all((['development', 'production'] as const).map((mode) =>
      buildProject(makeProject(files, `vue-style-module-regex-${mode}`), { mode, plugins: [pluginVue()], output: { cssModules: { auto: /\.module\.\w+$/ } } })));
    for (const result of results) {
      assert.match(result.errors.join('\n'), /ESModulesLinkingError: export 'default' \(reexported as 'default'\) was not found in '\.\/App\.vue\.css\?vue&type=style&index=0&id=\w+&module=true&lang=css!=!/);
    }
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/framework/vue', lang);
      assert.ok(text.includes("`ESModulesLinkingError: export 'default' (reexported as 'default') was not found`"), lang);
      assert.match(text, /^### `<style module>` .*"export 'default' … was not found" \{#style-module-not-a-css-module\}$/m);
      assert.doesNotMatch(text, /classes are undefined|类名为 undefined/);
    }
  });

  test('without vue, loading the plugin fails with "@vitejs/plugin-vue requires vue (>=3.2.13) or @vue/compiler-sfc to be present in the dependency tree."', () => {
    const modules = path.join(rsbuildV1Dir, 'node_modules');
    const project = mkdtempSync(path.join(os.tmpdir(), 'vue-missing-'));
    process.once('exit', () => { if (!process.env.KEEP_FIXTURES) rmSync(project, { recursive: true, force: true }); });
    mkdirSync(path.join(project, 'node_modules/@rsbuild'), { recursive: true });
    for (const entry of readdirSync(modules)) if (!['vue', '@vue', 'rspack-vue-loader', '@rsbuild'].includes(entry)) symlinkSync(path.join(modules, entry), path.join(project, 'node_modules', entry));
    cpSync(path.join(modules, '@rsbuild/plugin-vue'), path.join(project, 'node_modules/@rsbuild/plugin-vue'), { recursive: true });
    cpSync(path.join(modules, 'rspack-vue-loader'), path.join(project, 'node_modules/rspack-vue-loader'), { recursive: true });
    // The plugin's CommonJS build: require() throws at once, where a failed ES import would also
    // leave an unhandled rejection behind.
    const require = createRequire(path.join(project, 'package.json'));
    assert.throws(() => require('@rsbuild/plugin-vue'), {
      message: '@vitejs/plugin-vue requires vue (>=3.2.13) or @vue/compiler-sfc to be present in the dependency tree.',
    });
  });
});

describe('Vue › Common problems › the printed texts', () => {
  test('without vue, rsbuild build exits with 1 and prints Failed to load file with jiti, Failed to build. and the whole @vitejs/plugin-vue message, then its stack from rspack-vue-loader, for a .ts config (jiti on Node.js 20); a .mjs config gives the uncaught Error and no Rsbuild error line', async () => {
    const modules = path.join(rsbuildV1Dir, 'node_modules');
    const project = mkdtempSync(path.join(os.tmpdir(), 'vue-missing-cli-'));
    process.once('exit', () => { if (!process.env.KEEP_FIXTURES) rmSync(project, { recursive: true, force: true }); });
    mkdirSync(path.join(project, 'node_modules/@rsbuild'), { recursive: true });
    for (const entry of readdirSync(modules)) if (!['vue', '@vue', 'rspack-vue-loader', '@rsbuild'].includes(entry)) symlinkSync(path.join(modules, entry), path.join(project, 'node_modules', entry));
    symlinkSync(path.join(modules, '@rsbuild/core'), path.join(project, 'node_modules/@rsbuild/core'));
    cpSync(path.join(modules, '@rsbuild/plugin-vue'), path.join(project, 'node_modules/@rsbuild/plugin-vue'), { recursive: true });
    cpSync(path.join(modules, 'rspack-vue-loader'), path.join(project, 'node_modules/rspack-vue-loader'), { recursive: true });
    writeProjectFiles(project, {
      'package.json': '{ "name": "vue-missing-cli", "private": true }\n',
      'src/index.js': 'console.log(1);\n',
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({ plugins: [pluginVue()] });\n",
    });
    const result = await runCli(project, ['build']);
    assert.equal(result.code, 1);
    const config = path.join(project, 'rsbuild.config.ts');
    assert.ok(result.output.includes(`error   Failed to load file with jiti: ${config}\nerror   Failed to build.\nerror   @vitejs/plugin-vue requires vue (>=3.2.13) or @vue/compiler-sfc to be present in the dependency tree.\n    at ${project}/node_modules/rspack-vue-loader/dist/compiler.js:14:11\n    at `), result.output);
    // Three errors: nothing but the stack follows the third one.
    assert.equal(result.output.match(/^error {3}/gm)?.length, 3, result.output);
    // The same config as rsbuild.config.mjs: Node.js 20 imports it itself and reports the error as
    // uncaught, with none of Rsbuild's error lines.
    if (process.versions.node.split('.')[0] === '20') {
      rmSync(config);
      writeProjectFiles(project, { 'rsbuild.config.mjs': "import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({ plugins: [pluginVue()] });\n" });
      const native = await runCli(project, ['build']);
      assert.equal(native.code, 1);
      assert.match(native.output, /\nError: @vitejs\/plugin-vue requires vue \(>=3\.2\.13\) or @vue\/compiler-sfc to be present in the dependency tree\.\n    at /);
      assert.doesNotMatch(native.output, /^error /m);
    }
  });

  test('Templates in strings: the whole warning is [Vue warn]: ... Configure your bundler to alias "vue" to "vue/dist/vue.esm-bundler.js"., with the component trace after it', () => {
    const runtime = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@vue/runtime-core/dist/runtime-core.esm-bundler.js'), 'utf8');
    assert.ok(runtime.includes('`Component provided template option but runtime compilation is not supported in this build of Vue.` + (` Configure your bundler to alias "vue" to "vue/dist/vue.esm-bundler.js".` )'));
    // warn$1 without an app warnHandler: console.warn with the prefix, then the component trace.
    assert.match(runtime, /const warnArgs = \[`\[Vue warn\]: \$\{msg\}`, \.\.\.args\];\n\s+if \(trace\.length && \/\/ avoid spamming console during tests\n\s+true\) \{\n\s+warnArgs\.push\(`\n`, \.\.\.formatTrace\(trace\)\);\n\s+\}\n\s+console\.warn\(\.\.\.warnArgs\);/);
    assert.match(runtime, /function formatTraceEntry\(\{ vnode, recurseCount \}\) \{[\s\S]*?const open = ` at <\$\{formatComponentName\(/);
  });
});

// The samples of "Write a component" and the src/env.d.ts of "Type declarations", as the page
// writes them: built with pluginVue() (the "Register the plugin" config), opened in Chromium, and
// type-checked with tsc.
describe('Vue › Write a component (the page\'s samples as written)', () => {
  const files = {
    'src/App.vue': "<script setup lang=\"ts\">\nimport { ref } from 'vue';\n\nconst props = defineProps<{ label: string }>();\nconst count = ref(0);\n</script>\n\n<template>\n  <button type=\"button\" @click=\"count++\">{{ props.label }}: {{ count }}</button>\n</template>\n\n<style scoped>\nbutton {\n  font-weight: 600;\n}\n</style>\n",
    'src/index.ts': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App, { label: 'Clicks' }).mount('#root');\n",
    'src/env.d.ts': "/// <reference types=\"@rsbuild/core/types\" />\n\ndeclare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n  const component: DefineComponent;\n  export default component;\n}\n",
  };
  const cwd = makeProject(files, 'vue-samples');
  let sampleBuild: BuildResult;
  before(async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    sampleBuild = await buildProject(cwd, { mode: 'production', plugins: [pluginVue()] });
  });
  test('App.vue and index.ts build; the button shows Clicks: 0, counts on click and gets the scoped font-weight 600', async () => {
    assert.deepEqual(sampleBuild.errors, []);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    try {
      await page.route('http://built.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        return route.fulfill({ path: path.join(sampleBuild.dist, pathname === '/' ? 'index.html' : pathname) });
      });
      await page.goto('http://built.test/');
      await page.locator('button', { hasText: 'Clicks: 0' }).click();
      await page.locator('button', { hasText: 'Clicks: 1' }).waitFor({ timeout: 60_000 });
      assert.equal(await page.locator('button').evaluate((element) => getComputedStyle(element).fontWeight), '600');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
  test('tsc accepts index.ts with the env.d.ts shim (strict, DOM library)', () => {
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true };
    const program = createTypeProgram(ts, { rootNames: ['src/index.ts', 'src/env.d.ts'].map((file) => path.join(cwd, file)), options });
    assert.deepEqual(ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`), []);
  });
});

// A dev server whose only page is named main (source.entry), in this process: the HTML fallback
// looks for index.html only.
describe('Vue › Routing', () => {
  test('with a page named main, the dev server answers a history URL with 404 (the fallback serves index.html only)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/main.js': "document.getElementById('root').textContent = 'main';\n" }, 'vue-routing-main');
    await withNodeEnv('development', async () => {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', logLevel: 'silent', source: { entry: { main: './src/main.js' } }, server: { port: await freePort(), printUrls: false }, dev: { progressBar: false } } });
      const { server, port } = await rsbuild.startDevServer();
      try {
        const get = (url: string) => fetch(`http://localhost:${port}${url}`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(120_000) });
        assert.equal((await get('/main.html')).status, 200);
        assert.equal((await get('/orders/42')).status, 404);
      } finally {
        await server.close();
      }
    });
  });
  test('with a page named index written to index/index.html (outputStructure nested) or into an output.distPath.html folder, a history URL gets 404', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "document.getElementById('root').textContent = 'index';\n" }, 'vue-routing-nested');
    const status = (rsbuildConfig: object) =>
      withNodeEnv('development', async () => {
        const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', logLevel: 'silent', server: { port: await freePort(), printUrls: false }, dev: { progressBar: false }, ...rsbuildConfig } });
        const { server, port } = await rsbuild.startDevServer();
        try {
          return (await fetch(`http://localhost:${port}/orders/42`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(120_000) })).status;
        } finally {
          await server.close();
        }
      });
    assert.equal(await status({ html: { outputStructure: 'nested' } }), 404);
    assert.equal(await status({ output: { distPath: { html: 'html' } } }), 404);
  });
});

// Vue JSX without the include option: the TSX and JSX script blocks of SFCs. Without include,
// pluginVueJsx() finds no Babel rule (see "only with include" above), so pluginBabel() and
// pluginVue() alone build what it would build. Run by hand on 2026-12-05 with @rsbuild/plugin-vue-jsx
// 1.1.2 added: "Module build failed (from builtin:swc-loader)" for ./src/B.vue.tsx?vue&type=script&lang=tsx
// and ./src/C.vue.jsx?vue&type=script&lang=jsx; with include, both render in Chromium.
describe('Vue › Vue JSX (SFC script blocks without include)', () => {
  const cwd = makeProject(
    {
      'src/index.js': "import A from './A.vue';\nimport B from './B.vue';\nconsole.log(A, B);\n",
      'src/A.vue': '<script lang="tsx">\nexport default { render: () => <b>tsx</b> };\n</script>\n',
      'src/B.vue': '<script lang="jsx">\nexport default { render: () => <i>jsx</i> };\n</script>\n',
    },
    'vue-sfc-jsx-no-include',
  );
  let result: BuildResult;
  before(async () => {
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    result = await buildProject(cwd, { mode: 'production', plugins: [pluginBabel(), pluginVue()] });
  });

  test('neither a <script lang="tsx"> nor a <script lang="jsx"> block builds: builtin:swc-loader reports a Syntax Error in each', () => {
    assert.equal(result.errors.length, 2, result.errors.join('\n'));
    for (const file of ['A', 'B']) {
      const error = result.errors.find((message) => message.includes(`/src/${file}.vue:1:1]`));
      assert.ok(error, result.errors.join('\n'));
      assert.ok(error.includes('Module build failed (from builtin:swc-loader):'), error);
      assert.ok(error.includes('× Syntax Error'), error);
    }
  });
});

// The env.d.ts shim of "Type declarations", read from the page in both languages: tsc gives every
// .vue import one type without props. vue-tsc is not installed here; run by hand on 2026-12-05 with
// vue-tsc 3.3.14 and TypeScript 5.9.3 on the page's App.vue: it needs no shim, accepts
// <App label="x" /> and reports TS2322 "Type 'number' is not assignable to type 'string'." for
// <App :label="1" /> in an SFC and <App label={1} /> in a .tsx file.
// Round 43, by hand on 2026-12-06 (npm install in /tmp): typescript's latest tag is 7.0.2, which has
// no lib/tsc; with it, npx vue-tsc --noEmit (3.3.14, whose @volar/typescript 2.4.30 peers
// typescript <7) exits with 1 after "Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath
// './lib/tsc' is not defined by "exports" in …/node_modules/typescript/package.json". With
// typescript 6.0.3 (what npm picks when vue-tsc is installed in the same command) vue-tsc exits
// with 0 on the page's App.vue and index.ts. tsc 6.0.3 and 7.0.2 print the same
// "src/index.ts(2,17): error TS2307: Cannot find module './App.vue' or its corresponding type declarations."
describe('Vue › Type declarations for .vue files (the page\'s shim as written)', () => {
  const page = 'guide/framework/vue';
  const check = (lang: 'en' | 'zh', code: string) => {
    const [shim] = pageSamples(page, lang, 'src/env.d.ts');
    const cwd = makeProject({ 'src/env.d.ts': shim, 'src/Use.tsx': code }, `vue-shim-${lang}`);
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true, skipDefaultLibCheck: true, jsx: ts.JsxEmit.Preserve, jsxImportSource: 'vue' };
    const program = createTypeProgram(ts, { rootNames: ['src/env.d.ts', 'src/Use.tsx'].map((file) => path.join(cwd, file)), options });
    return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  };
  test('the test\'s copies of env.d.ts, index.ts and App.vue are the page\'s samples in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = readFileSync(path.join(import.meta.dirname, `../../docs/${lang}/${page}.mdx`), 'utf8');
      assert.deepEqual(pageSamples(page, lang, 'src/env.d.ts'), ["/// <reference types=\"@rsbuild/core/types\" />\n\ndeclare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n  const component: DefineComponent;\n  export default component;\n}\n"]);
      assert.deepEqual(pageSamples(page, lang, 'src/index.ts'), ["import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App, { label: 'Clicks' }).mount('#root');\n"]);
      assert.ok(text.includes('```vue title="src/App.vue"\n<script setup lang="ts">\nimport { ref } from \'vue\';\n\nconst props = defineProps<{ label: string }>();\nconst count = ref(0);\n</script>\n\n<template>\n  <button type="button" @click="count++">{{ props.label }}: {{ count }}</button>\n</template>\n\n<style scoped>\nbutton {\n  font-weight: 600;\n}\n</style>\n```'), lang);
    }
  });
  test('with the shim, createApp(App, { … }) accepts any props, and <App label="Clicks" /> in a .tsx file fails with TS2322 Property \'label\' does not exist on type …', () => {
    for (const lang of ['en', 'zh'] as const) {
      assert.deepEqual(check(lang, "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App, { notAProp: 1 });\n"), [], lang);
      const errors = check(lang, "import App from './App.vue';\nexport const el = <App label=\"Clicks\" />;\n");
      assert.equal(errors.length, 1, errors.join('\n'));
      assert.match(errors[0], /^TS2322 Type '\{ label: string; \}' is not assignable to type '.*'\.\n {2}Property 'label' does not exist on type '/);
    }
  });
});

// The page's seven rsbuild.config.ts samples as written, in both languages. The Vue JSX and Vue 2
// samples import @rsbuild/plugin-vue-jsx and @rsbuild/plugin-vue2, which are not installed here;
// those two type-checked by hand on 2026-12-05 with the npm-packed 1.1.2 and 1.1.1 beside
// tools/rsbuild-v1's packages (tsc 5.9.3, strict, skipLibCheck).
describe('Vue › the page\'s rsbuild.config.ts samples', () => {
  test('seven samples in each language; the five that use only installed packages type-check as written', () => {
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/framework/vue', lang);
      assert.equal(samples.length, 7, lang);
      const installed = samples.filter((code) => !/@rsbuild\/plugin-vue(?:-jsx|2)'/.test(code));
      assert.equal(installed.length, 5, lang);
      const files = Object.fromEntries(installed.map((code, index) => [`sample${index}/rsbuild.config.ts`, code]));
      assert.deepEqual(typeCheckProject(ts, files, `vue-guide-samples-${lang}`), [], lang);
    }
  });
});

// "Hot updates": the mode of rsbuild dev. The CLI sets NODE_ENV to development when it is unset
// (initNodeEnv), then calls createRsbuild({ loadEnv }) before it reads the config; loadEnv copies a
// NODE_ENV of the .env files into process.env, and the default mode is NODE_ENV when it is
// production or development, none otherwise. This is that call, with NODE_ENV restored after.
describe('Vue › Hot updates (the mode of rsbuild dev)', () => {
  test('a NODE_ENV in a .env file names the mode: production gives production, test gives none, none at all gives development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const modeWith = (env: string | undefined) =>
      withNodeEnv('development', async () => {
        const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', ...(env ? { '.env': `NODE_ENV=${env}\n` } : {}) }, 'vue-guide-env-mode');
        const rsbuild = await createRsbuild({ cwd, loadEnv: { cwd }, rsbuildConfig: { logLevel: 'silent' } });
        await rsbuild.initConfigs();
        return rsbuild.getNormalizedConfig().mode;
      });
    assert.equal(await modeWith('production'), 'production');
    assert.equal(await modeWith('test'), 'none');
    assert.equal(await modeWith(undefined), 'development');
  });
});

describe('Vue › Type checking', () => {
  // This machine's registry lacks newer releases, so the page gives the TypeScript a plain install
  // gave when it was checked, not what it gives now.
  test('the page does not say which TypeScript a plain install gives now', () => {
    assert.ok(!pageText('guide/framework/vue', 'en').includes('`npm install typescript` now gives 7.0.2'));
    assert.ok(pageText('guide/framework/vue', 'en').includes('gave 7.0.2 when this page was checked'));
    assert.ok(!pageText('guide/framework/vue', 'zh').includes('现在执行 `npm install typescript` 装到的是 7.0.2'));
    assert.ok(pageText('guide/framework/vue', 'zh').includes('本文核对时，直接执行 `npm install typescript` 装到的是 7.0.2'));
  });

  // @volar/typescript (vue-tsc's dependency) is not installed under tools/rsbuild-v1, so the peer
  // range is checked by hand. By hand on 2026-12-06 in /tmp: `npm install vue-tsc@3.3.14`
  // then `npm install typescript` printed "up to date", saved "typescript": "^6.0.3" and kept 6.0.3;
  // `npm install typescript` (7.0.2) then `npm install vue-tsc@3.3.14` printed only
  // "npm warn ERESOLVE overriding peer dependency" (twice), kept 7.0.2, and `npx vue-tsc --noEmit`
  // then stopped with "Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './lib/tsc' is not
  // defined by "exports"". The installed node_modules/vue-tsc/node_modules/@volar/typescript
  // 2.4.30 declares peerDependencies { "typescript": "<7" } (optional).
  test('the page says which install order breaks: typescript 7 first, vue-tsc after it', () => {
    const volar = path.join(rsbuildV1Dir, 'node_modules/@volar/typescript/package.json');
    try {
      assert.equal(JSON.parse(readFileSync(volar, 'utf8')).peerDependencies.typescript, '<7');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    assert.ok(pageText('guide/framework/vue', 'en').includes('so the order of installation matters: installed first, vue-tsc gets TypeScript 6 from npm as its peer, and a later `npm install typescript` keeps that version. The other order breaks:'));
    assert.ok(pageText('guide/framework/vue', 'en').includes('installing vue-tsc after it only prints `npm warn ERESOLVE overriding peer dependency` and keeps 7.0.2, which vue-tsc 3.3.14 cannot run on'));
    assert.ok(pageText('guide/framework/vue', 'zh').includes('因此安装顺序很重要：先安装 vue-tsc 时，npm 会为它装上 TypeScript 6 作为 peer 依赖，之后再执行 `npm install typescript` 也会保留这个版本。反过来则会出问题'));
    assert.ok(pageText('guide/framework/vue', 'zh').includes('之后再安装 vue-tsc 只会输出 `npm warn ERESOLVE overriding peer dependency`，仍保留 7.0.2，而 vue-tsc 3.3.14 无法在这个版本上运行'));
  });
});
