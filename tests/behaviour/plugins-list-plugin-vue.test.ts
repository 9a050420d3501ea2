// Claims of plugins/list/plugin-vue, checked with @rsbuild/plugin-vue 1.2.9 and @rsbuild/core
// 1.7.6: one production build of a small app, and the generated configs.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { PluginVueOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-vue';
import type { Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, pageSamples, pageText, plugin, PRINTED_BUILD_TIME, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, withNodeEnv, writeProjectFiles, launchChromium } from './harness';

const cwd = makeProject(
  {
    // Imported without the extension; its <style module> block must become a CSS Module.
    'src/App.vue': '<template><p :class="$style.note" class="plain">Hello</p><img src="./pic.png"><Shipped /></template>\n<script setup lang="ts">\nimport Shipped from \'../vendor/node_modules/ui/Shipped.vue\';\nconst typed: number = 1;\nconsole.log(\'typed\', typed);\n</script>\n<style module>\n.note { color: rebeccapurple; }\n</style>\n<style>\n.plain { color: teal; }\n</style>\n<style lang="scss">\n$c: navy;\n.from-scss { color: $c; }\n</style>\n<style lang="postcss">\n.from-postcss { color: olive; }\n</style>\n',
    // A component that a package ships as a .vue file: its plain <script> block is compiled by SWC
    // for the old browser target below (optional chaining lowered), although it sits in node_modules.
    'vendor/node_modules/ui/Shipped.vue': '<template><i>{{ label }}</i></template>\n<script>\nexport default { computed: { label: () => globalThis.shippedLabel?.text } };\n</script>\n',
    // Above the 4 KB inlining limit, so an emitted file shows that <img src> became a module request.
    'src/pic.png': '\x89PNG' + 'x'.repeat(6000),
    'src/Extra.nvue': '<template><b>extra</b></template>\n',
    // Named *.ce.vue: compiled in custom element mode without any option.
    'src/Badge.ce.vue': '<template><b class="ce-badge">badge</b></template>\n<style>\n.ce-badge { color: crimson; }\n</style>\n',
    'src/index.js': "import { createApp, defineCustomElement, h } from 'vue';\nimport App from './App';\nimport Extra from './Extra.nvue';\nimport Badge from './Badge.ce.vue';\ncustomElements.define('ce-badge', defineCustomElement(Badge));\ncreateApp({ render: () => [h(App), h(Extra)] }).mount('#root');\n",
  },
  'vue',
);

// The arguments each cssModules.auto call received, for the page's own function.
const autoCalls: [string, string][] = [];
let rspack: Rspack.Configuration;
let defaultAuto: unknown;
let nodeLoaderOptions: any;
let define: Record<string, unknown>;
let files: string[] = [];
let css = '';
let js = '';

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const { pluginVue } = await plugin('@rsbuild/plugin-vue');
  const { pluginSass } = await plugin('@rsbuild/plugin-sass');
  const options: PluginVueOptions = { test: /\.n?vue$/ };
  // The function of the guide's "<style module> fails with …" section, recording its arguments.
  const auto = (path: string, query: string) => {
    autoCalls.push([path, query]);
    return /\.module\.\w+$/.test(path) || (path.endsWith('.vue') && new URLSearchParams(query).has('module'));
  };
  const plain = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginVue()], output: { target: 'node' } } });
  const [nodeConfig] = await plain.initConfigs();
  nodeLoaderOptions = (nodeConfig.module!.rules as any[]).find((rule) => String(rule.test) === String(/\.vue$/)).use[0].options;
  defaultAuto = plain.getNormalizedConfig().environments.node.output.cssModules.auto;
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginVue(options), pluginSass()], output: { filenameHash: false, cssModules: { auto }, overrideBrowserslist: ['chrome 70'] }, logLevel: 'silent' } });
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

  test('What the plugin configures: each block goes through the rule of its language (<style lang="scss"> through Sass, <style lang="postcss"> through the CSS rule)', () => {
    assert.match(css, /^\.from-scss \{\n  color: navy;/m);
    assert.match(css, /^\.from-postcss \{\n  color: olive;/m);
  });

  test('What the plugin configures: the <script> block of a .vue file inside node_modules is compiled by SWC (source.include /\\.vue.js$/)', () => {
    assert.match(js, /shippedLabel/);
    assert.doesNotMatch(js, /shippedLabel\?\./);
  });

  test('What the plugin configures: lib-vue chunk (this build is a development one: initConfigs() set NODE_ENV to development first)', () => {
    assert.ok(files.includes('static/js/lib-vue.js'), files.join(', '));
  });

  test('vueLoaderOptions: by default (transformAssetUrls) <img src> in a template is a module request, emitted as an asset', () => {
    assert.ok(files.includes('static/image/pic.png'), files.join(', '));
    assert.match(js, /static\/image\/pic\.png/);
  });

  test('vueLoaderOptions: customElement is unset, and a *.ce.vue component is then compiled in custom element mode (its <style> becomes a string in the component\'s styles, not CSS output); true or false applies to every component', () => {
    const web = (rspack.module!.rules as any[]).find((rule) => String(rule.test) === String(/\.n?vue$/)).use[0].options;
    assert.equal(web.customElement, undefined);
    assert.doesNotMatch(css, /ce-badge/);
    assert.match(js, /= \("\.ce-badge \{\\n  color: #dc143c;\\n\}\\n"\);/);
    assert.match(js, /\['styles',\[\w*Badge_ce_vue\w*(\["default"\])?\]\]/);
    const loader = readFileSync(createRequire(path.join(cwd, 'package.json')).resolve('rspack-vue-loader/dist/index.js'), 'utf8');
    assert.ok(loader.includes("const asCustomElement = typeof options.customElement === 'boolean'\n        ? options.customElement\n        : (options.customElement || /\\.ce\\.vue$/).test(filename);"));
  });

  test('test: /\\.n?vue$/ compiles .nvue components too', () => {
    assert.match(js, /"extra"/);
  });

  test('test: besides a regex, a string, a function or an array, an object combining conditions with and, or and not is accepted', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    // Type-checked with the repository (tsc -p .): the option's type takes the logical object.
    const options: PluginVueOptions = { test: { or: [/\.vue$/, /\.nvue$/], not: /[\\/]skipped[\\/]/ } };
    const dir = makeProject({ 'src/Extra.nvue': '<template><b>extra-logical</b></template>\n', 'src/index.js': "import { createApp } from 'vue';\nimport Extra from './Extra.nvue';\ncreateApp(Extra).mount('#root');\n" }, 'vue-test-logical');
    const result = await buildProject(dir, { mode: 'production', plugins: [pluginVue(options)], output: { filenameHash: false } });
    assert.deepEqual(result.errors, []);
    const built = listFiles(result.dist).filter((file) => file.endsWith('.js')).map((file) => readText(result.dist, file)).join('\n');
    assert.match(built, /"extra-logical"/);
  });

  test('What the plugin configures: the CSS rule also takes .postcss and .pcss', () => {
    assert.ok((rspack.module!.rules as any[]).some((rule) => String(rule.test) === String(/\.(?:css|postcss|pcss)$/)));
  });

  test('vueLoaderOptions: preserveWhitespace false; experimentalInlineMatchResource true for web, false for a node target', () => {
    const web = (rspack.module!.rules as any[]).find((rule) => String(rule.test) === String(/\.n?vue$/)).use[0].options;
    assert.equal(web.compilerOptions.preserveWhitespace, false);
    assert.equal(web.experimentalInlineMatchResource, true);
    assert.equal(nodeLoaderOptions.experimentalInlineMatchResource, false);
  });

  test('<style module> fails with "export \'default\' … was not found": the default true becomes a function; your own function is kept and sees the .vue path with the block query', () => {
    assert.equal(typeof defaultAuto, 'function');
    const vueCalls = autoCalls.filter(([file]) => file.endsWith('App.vue'));
    assert.ok(vueCalls.some(([, query]) => /type=style/.test(query) && /module=true/.test(query)), JSON.stringify(vueCalls));
    assert.ok(vueCalls.some(([, query]) => /type=style/.test(query) && !/module/.test(query)), JSON.stringify(vueCalls));
    // Every style block (plain, module, scss, postcss) arrives with the .vue path, none as App.vue.css or similar.
    assert.deepEqual([...new Set(vueCalls.map(([, query]) => new URLSearchParams(query).get('index')))].sort(), ['0', '1', '2', '3']);
    assert.deepEqual(autoCalls.filter(([file]) => /\.vue\.\w+$/.test(file)), []);
    assert.match(css, /^\.src-App__note-[\w-]+ \{/m);
    assert.match(css, /^\.plain \{\n  color: teal;/m);
  });

  test('splitChunks: an empty object turns both groups off', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', plugins: [pluginVue({ splitChunks: {} })] } });
    const [config] = await rsbuild.initConfigs();
    const names = Object.values((config.optimization?.splitChunks as any)?.cacheGroups ?? {}).map((group: any) => group?.name);
    assert.ok(!names.includes('lib-vue') && !names.includes('lib-router'), names.join(', '));
  });

  test('What the plugin configures: <script setup lang="ts"> goes through SWC (the type annotation is stripped)', () => {
    assert.match(js, /src\/App\.vue\.ts\?vue&type=script&setup=true&lang=ts!=!builtin:swc-loader/);
    assert.match(js, /const typed = 1;/);
    assert.match(js, /console\.log\('typed', typed\)/);
    assert.doesNotMatch(js, /typed: number/);
  });

  test('Feature flags: a value you set in source.define wins; the other two keep the plugin\'s values', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginVue()], source: { define: { __VUE_OPTIONS_API__: false } } } });
    await rsbuild.initConfigs();
    const { __VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__ } = rsbuild.getNormalizedConfig().environments.web.source.define;
    assert.deepEqual([__VUE_OPTIONS_API__, __VUE_PROD_DEVTOOLS__, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__], [false, false, false]);
  });

  test('vueLoaderOptions: compilerOptions are merged over preserveWhitespace: false; another key replaces the plugin\'s value', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginVue({ vueLoaderOptions: { compilerOptions: { comments: true }, experimentalInlineMatchResource: false } })] } });
    const [config] = await rsbuild.initConfigs();
    const options = (config.module!.rules as any[]).find((rule) => String(rule.test) === String(/\.vue$/)).use[0].options;
    assert.deepEqual(options.compilerOptions, { preserveWhitespace: false, comments: true });
    assert.equal(options.experimentalInlineMatchResource, false);
  });

  test('vueLoaderOptions: the dev server serves components with hot-reload code for a web target; hotReload: false leaves it out, dev.hmr: false compiles it out, a node target gets none unless hotReload: true (rspack-vue-loader 17.7.0, from ^17.5.0)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const files = { 'src/App.vue': '<template><p>{{ n }}</p></template>\n<script setup>\nconst n = 1;\n</script>\n', 'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n" };
    const served = async (options: PluginVueOptions, name: string, hmr = true) => {
      const rsbuild = await createRsbuild({ cwd: makeProject(files, name), rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginVue(options)], server: { port: await freePort(), printUrls: false }, dev: { progressBar: false, hmr } } });
      // the port the server really listens on, should the free one have been taken meanwhile
      const { server, port } = await rsbuild.startDevServer();
      try {
        // The dev server answers once the first compilation is done; bounded all the same.
        const get = async (url: string) => (await fetch(`http://localhost:${port}${url}`, { signal: AbortSignal.timeout(120_000) })).text();
        const html = await get('/');
        const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
        assert.ok(scripts.includes('/static/js/index.js'), scripts.join(', '));
        return (await Promise.all(scripts.map(get))).join('\n');
      } finally {
        await server.close();
      }
    };
    const [withHmr, without, hmrOff] = await Promise.all([served({}, 'vue-hot-reload'), served({ vueLoaderOptions: { hotReload: false } }, 'vue-no-hot-reload'), served({}, 'vue-hmr-off', false)]);
    assert.ok(withHmr.includes('api.createRecord(') && withHmr.includes('api.rerender('), 'hot-reload code in the default build');
    assert.match(withHmr, /\/\* hot reload \*\/\nif \(true\)/);
    assert.ok(!without.includes('api.createRecord(') && !without.includes('api.rerender('), 'no hot-reload code with hotReload: false');
    // dev.hmr: false: the loader's block is still there, behind a condition Rspack made false.
    assert.match(hmrOff, /\/\* hot reload \*\/\nif \(false\)/);
    assert.ok(!hmrOff.includes('api.createRecord('), 'the hot-reload calls are compiled out with dev.hmr: false');
    // A node target in development mode (NODE_ENV development, as in the dev server): no hot-reload code at all.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const nodeDir = makeProject(files, 'vue-node-target');
      const nodeBuild = await createRsbuild({ cwd: nodeDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginVue()], output: { target: 'node' } } });
      await (await nodeBuild.build()).close();
      const server = readText(nodeDir, 'dist/index.js');
      assert.ok(!server.includes('/* hot reload */') && !server.includes('api.createRecord('), 'no hot-reload code for a node target');
      // hotReload: true opts a node target in (rspack-vue-loader 17.7.0, what ^17.5.0 installs today).
      const optInDir = makeProject(files, 'vue-node-target-hot-reload');
      const optIn = await createRsbuild({ cwd: optInDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginVue({ vueLoaderOptions: { hotReload: true } })], output: { target: 'node' } } });
      await (await optIn.build()).close();
      assert.match(readText(optInDir, 'dist/index.js'), /\/\* hot reload \*\//, 'hot-reload code for a node target with hotReload: true');
      const installed = path.join(rsbuildV1Dir, 'node_modules');
      assert.equal(JSON.parse(readFileSync(path.join(installed, 'rspack-vue-loader/package.json'), 'utf8')).version, '17.7.0');
      assert.equal(JSON.parse(readFileSync(path.join(installed, '@rsbuild/plugin-vue/package.json'), 'utf8')).dependencies['rspack-vue-loader'], '^17.5.0');
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('Hot updates need development mode: a dev server in production mode serves no hot-reload code, in none mode it is compiled out (NODE_ENV development, as rsbuild dev sets it); with NODE_ENV production even development mode gets none', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const files = { 'src/App.vue': '<template><p>{{ n }}</p></template>\n<script setup>\nconst n = 1;\n</script>\n', 'src/index.js': "import App from './App.vue';\nconsole.log(App);\n" };
    const served = (mode: 'production' | 'none' | 'development', nodeEnv = 'development') =>
      withNodeEnv(nodeEnv, async () => {
        const rsbuild = await createRsbuild({ cwd: makeProject(files, `vue-dev-${mode}-${nodeEnv}`), rsbuildConfig: { mode, logLevel: 'silent', plugins: [pluginVue()], server: { port: await freePort(), printUrls: false }, dev: { progressBar: false } } });
        const { server, port } = await rsbuild.startDevServer();
        try {
          const get = async (url: string) => (await fetch(`http://localhost:${port}${url}`, { signal: AbortSignal.timeout(120_000) })).text();
          const scripts = [...(await get('/')).matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
          assert.ok(scripts.length > 0);
          return (await Promise.all(scripts.map(get))).join('\n');
        } finally {
          await server.close();
        }
      });
    const production = await served('production');
    const none = await served('none');
    // mode development, but NODE_ENV production (set in the shell or a .env file): the loader reads NODE_ENV itself.
    const developmentInProductionEnv = await served('development', 'production');
    assert.ok(!production.includes('/* hot reload */') && !production.includes('api.createRecord('), 'no hot-reload code in production mode');
    assert.match(none, /\/\* hot reload \*\/\nif \(false\)/);
    assert.ok(!none.includes('api.createRecord('), 'the hot-reload calls are compiled out in none mode');
    assert.ok(!developmentInProductionEnv.includes('/* hot reload */') && !developmentInProductionEnv.includes('api.createRecord('), 'no hot-reload code with NODE_ENV production');
    // The dev server itself still runs with HMR in that case: its client is served.
    assert.match(developmentInProductionEnv, /webpackHotUpdate|hot-update/);
  });

  test('vueLoaderOptions: isServerBuild is undefined (the loader then treats a node target as a server build), false with callerName rstest (what Rstest passes)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const loaderOptions = async (callerName?: string) => {
      const rsbuild = await createRsbuild({ cwd, callerName, rsbuildConfig: { plugins: [pluginVue()], output: { target: 'node' } } });
      const [config] = await rsbuild.initConfigs();
      return (config.module!.rules as any[]).find((rule) => String(rule.test) === String(/\.vue$/)).use[0].options;
    };
    const [plainOptions, rstestOptions] = [await loaderOptions(), await loaderOptions('rstest')];
    assert.ok('isServerBuild' in plainOptions);
    assert.equal(plainOptions.isServerBuild, undefined);
    assert.equal(rstestOptions.isServerBuild, false);
    const loader = readFileSync(createRequire(path.join(cwd, 'package.json')).resolve('rspack-vue-loader/dist/index.js'), 'utf8');
    assert.ok(loader.includes("const isServer = (_a = options.isServerBuild) !== null && _a !== void 0 ? _a : target === 'node';"));
  });

  test('Options: the page\'s three option samples type-check and give the loader options and cache groups they describe', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const samples: PluginVueOptions[] = [
      { vueLoaderOptions: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ion-') } } },
      { splitChunks: { vue: true, router: false } },
      { test: /\.n?vue$/ },
    ];
    const configs = await Promise.all(samples.map(async (options) => (await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', plugins: [pluginVue(options)] } })).initConfigs())[0]));
    const vueRule = (config: Rspack.Configuration) => (config.module!.rules as any[]).find((rule) => rule.use?.[0]?.loader?.includes('rspack-vue-loader'));
    const isCustomElement = vueRule(configs[0]).use[0].options.compilerOptions.isCustomElement;
    assert.deepEqual([isCustomElement('ion-icon'), isCustomElement('my-icon')], [true, false]);
    const names = Object.values((configs[1].optimization?.splitChunks as any).cacheGroups).map((group: any) => group?.name);
    assert.ok(names.includes('lib-vue') && !names.includes('lib-router'), names.join(', '));
    assert.equal(String(vueRule(configs[2]).test), String(/\.n?vue$/));
  });

  test('splitChunks: the default adds lib-vue (vue, @vue/*, rspack-vue-loader) and lib-router (vue-router)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', plugins: [pluginVue()] } });
    const [config] = await rsbuild.initConfigs();
    const groups = (config.optimization?.splitChunks as any).cacheGroups;
    assert.deepEqual([groups.vue.name, String(groups.vue.test)], ['lib-vue', String(/node_modules[\\/](?:vue|rspack-vue-loader|@vue[\\/]shared|@vue[\\/]reactivity|@vue[\\/]runtime-dom|@vue[\\/]runtime-core)[\\/]/)]);
    assert.deepEqual([groups.router.name, String(groups.router.test)], ['lib-router', String(/node_modules[\\/]vue-router[\\/]/)]);
  });

  test('splitChunks: no effect with a node target or another chunkSplit strategy, nor with moduleFederation.options (Rsbuild turns the default strategy into custom)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const groupNames = async (rsbuildConfig: object) => {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', plugins: [pluginVue({ splitChunks: { vue: true, router: true } })], ...rsbuildConfig } });
      const [config] = await rsbuild.initConfigs();
      const splitChunks = config.optimization?.splitChunks;
      return splitChunks ? Object.values((splitChunks as any).cacheGroups ?? {}).map((group: any) => group?.name) : [];
    };
    const federated = await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', moduleFederation: { options: { name: 'host' } }, plugins: [pluginVue({ splitChunks: { vue: true, router: true } })] } });
    const [federatedConfig] = await federated.initConfigs();
    assert.equal(federated.getNormalizedConfig().environments.web.performance.chunkSplit.strategy, 'custom');
    const federatedNames = Object.values((federatedConfig.optimization?.splitChunks as any)?.cacheGroups ?? {}).map((group: any) => group?.name);
    for (const names of [await groupNames({ output: { target: 'node' } }), await groupNames({ performance: { chunkSplit: { strategy: 'split-by-module' } } }), federatedNames]) {
      assert.ok(!names.includes('lib-vue') && !names.includes('lib-router'), names.join(', '));
    }
    for (const lang of ['en', 'zh'] as const) {
      assert.match(pageText('plugins/list/plugin-vue', lang), /\(\/config\/module-federation\/options\)[^\n]*`split-by-experience`[^\n]*`custom`/);
    }
    // The introduction names the strategy condition too, not the web target alone.
    assert.ok(pageText('plugins/list/plugin-vue', 'en').includes('in builds for the `web` target with the default chunk-splitting strategy, splits Vue into its own chunk.'));
    assert.ok(pageText('plugins/list/plugin-vue', 'zh').includes('并在使用默认拆包策略的 `web` 目标构建中，把 Vue 拆分到单独的 chunk 中。'));
  });

  test('"requires vue (>=3.2.13) or @vue/compiler-sfc": without vue, on Node.js 20 a .mjs or .js config that imports the plugin ends Node.js with the uncaught Error (its line, the Error line, a stack trace), no Rsbuild error line, exit code 1; a .ts config (jiti on Node.js 20) gives Rsbuild\'s three errors, with Failed to start dev server. under rsbuild dev', async () => {
    // Outside this repository, with copies of the plugin and the loader, so that no node_modules above them holds vue.
    const dir = mkdtempSync(path.join(tmpdir(), 'vue-missing-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const installed = path.join(rsbuildV1Dir, 'node_modules');
    for (const name of ['@rsbuild/plugin-vue', 'rspack-vue-loader']) cpSync(path.join(installed, name), path.join(dir, 'node_modules', name), { recursive: true, dereference: true });
    mkdirSync(path.join(dir, 'src'));
    symlinkSync(path.join(installed, '@rsbuild/core'), path.join(dir, 'node_modules/@rsbuild/core'), 'dir');
    writeFileSync(path.join(dir, 'src/index.js'), "import { createApp } from 'vue';\ncreateApp({}).mount('#root');\n");
    // The page's Register the plugin sample.
    const sample = "import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({\n  plugins: [pluginVue()],\n});\n";
    const message = '@vitejs/plugin-vue requires vue (>=3.2.13) or @vue/compiler-sfc to be present in the dependency tree.';
    // The page describes Node.js 20, where an error thrown by a CommonJS module under import() is
    // reported as uncaught even though Rsbuild catches the rejection.
    const node20 = process.versions.node.split('.')[0] === '20';
    for (const file of node20 ? ['rsbuild.config.mjs', 'rsbuild.config.js'] : []) {
      writeFileSync(path.join(dir, file), sample);
      const native = await runCli(dir, ['build']);
      rmSync(path.join(dir, file));
      assert.equal(native.code, 1, file);
      assert.match(native.output, /[\\/]rspack-vue-loader[\\/]dist[\\/]compiler\.js:\d+\n\s+throw new Error\(`@vitejs\/plugin-vue requires vue/);
      assert.match(native.output, /\nError: @vitejs\/plugin-vue requires vue \(>=3\.2\.13\) or @vue\/compiler-sfc to be present in the dependency tree\.\n    at Object\.<anonymous> \(\S+[\\/]rspack-vue-loader[\\/]dist[\\/]compiler\.js:\d+:\d+\)\n/);
      assert.doesNotMatch(native.output, /build started|^error /m);
    }
    // The same sample as rsbuild.config.ts: Node.js 20 has no type stripping, so jiti loads it.
    writeFileSync(path.join(dir, 'rsbuild.config.ts'), sample);
    // On a Node.js that strips types itself, the auto loader would try a native import first;
    // --config-loader jiti then gives what Node.js 20 does by default.
    const loader = (process.features as { typescript?: unknown }).typescript ? ['--config-loader', 'jiti'] : [];
    const ts = await runCli(dir, ['build', ...loader]);
    assert.equal(ts.code, 1);
    const errors = (output: string) => output.split('\n').filter((line) => line.startsWith('error '));
    assert.deepEqual(errors(ts.output), [`error   Failed to load file with jiti: ${path.join(dir, 'rsbuild.config.ts')}`, 'error   Failed to build.', `error   ${message}`]);
    const lines = ts.output.split('\n');
    assert.match(lines[lines.indexOf(`error   ${message}`) + 1], /^    at \S+[\\/]rspack-vue-loader[\\/]dist[\\/]compiler\.js:14:11$/);
    const dev = await runCli(dir, ['dev', ...loader]);
    assert.equal(dev.code, 1);
    assert.deepEqual(errors(dev.output), [`error   Failed to load file with jiti: ${path.join(dir, 'rsbuild.config.ts')}`, 'error   Failed to start dev server.', `error   ${message}`]);
  });

  test('Vue 2 or JSX components: what pluginVueJsx() 1.1.2 does (modifyBabelLoaderOptions) finds a Babel rule only with pluginBabel({ include }); with pluginVue() alone, SWC turns .tsx JSX into React.createElement and a .jsx file does not build', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const { pluginBabel, modifyBabelLoaderOptions } = await plugin('@rsbuild/plugin-babel');
    // The whole setup of @rsbuild/plugin-vue-jsx 1.1.2: one modifyBabelLoaderOptions call in modifyBundlerChain.
    const vueJsxLike = (calls: number[]) => ({
      name: 'probe:vue-jsx',
      setup: (api: any) => api.modifyBundlerChain((chain: any, { CHAIN_ID }: any) => modifyBabelLoaderOptions({ chain, CHAIN_ID, modifier: (options: unknown) => (calls.push(1), options) })),
    });
    const found = async (plugins: unknown[]) => {
      const calls: number[] = [];
      await (await createRsbuild({ cwd, rsbuildConfig: { plugins: [...(plugins as any[]), pluginVue(), vueJsxLike(calls)] } })).initConfigs();
      return calls.length > 0;
    };
    assert.deepEqual([await found([]), await found([pluginBabel()]), await found([pluginBabel({ include: /\.(?:jsx|tsx)$/ })])], [false, false, true]);
    const [tsx, jsx] = await Promise.all([
      buildProject(makeProject({ 'src/index.tsx': 'window.el = <b>hi</b>;\n' }, 'vue-jsx-tsx'), { mode: 'production', plugins: [pluginVue()], output: { minify: false, filenameHash: false } }),
      buildProject(makeProject({ 'src/index.jsx': 'window.el = <b>hi</b>;\n' }, 'vue-jsx-jsx'), { mode: 'production', plugins: [pluginVue()], output: { minify: false, filenameHash: false } }),
    ]);
    assert.deepEqual(tsx.errors, []);
    assert.match(readText(tsx.dist, 'static/js/index.js'), /window\.el = \/\*#__PURE__\*\/ React\.createElement\("b", null, "hi"\)/);
    assert.match(jsx.errors.join('\n'), /Module build failed \(from builtin:swc-loader\)/);
  });

  test('<style module> fails with "export \'default\' … was not found": an auto regex of your own that misses the block fails the compilation in development and production; rsbuild build prints three errors, the last followed by its stack trace, and exits with code 1', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const files = {
      'src/App.vue': '<template><p id="x" :class="$style.note">Hi</p></template>\n<style module>\n.note { color: red; }\n</style>\n',
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
    };
    const message = /× ESModulesLinkingError: export 'default' \(reexported as 'default'\) was not found in '\.\/App\.vue\.css\?vue&type=style&index=0&id=\w+&module=true&lang=css!=!.*' \(module has no exports\)/;
    const development = await buildProject(makeProject(files, 'vue-style-module-regex'), { mode: 'development', plugins: [pluginVue()], output: { cssModules: { auto: /\.module\.\w+$/ } } });
    assert.match(development.errors.join('\n'), message);
    const config = "import { pluginVue } from '@rsbuild/plugin-vue';\nexport default { plugins: [pluginVue()], output: { cssModules: { auto: /\\.module\\.\\w+$/ } } };\n";
    const cli = await runCli(makeProject({ ...files, 'rsbuild.config.mjs': config }, 'vue-style-module-cli'), ['build']);
    assert.equal(cli.code, 1, cli.output);
    // The page's quote: same component, so the same production id.
    assert.match(cli.output, /^error   Build error: ?\nFile: \.\/src\/App\.vue\.css\?vue&type=style&index=0&id=688b1b32&module=true&lang=css:1:1-\d+\n/m);
    assert.match(cli.output, message);
    assert.match(cli.output, new RegExp(`^error   build failed in ${PRINTED_BUILD_TIME}\nerror   Rspack build failed\.$`, 'm'));
    // Three errors, and the last one is followed by its stack trace (the page's "    at …").
    assert.deepEqual(cli.output.split('\n').filter((line) => line.startsWith('error ')).map((line) => line.trimEnd().replace(/ in \d.*$/, ' in …')), ['error   Build error:', 'error   build failed in …', 'error   Rspack build failed.']);
    const lines = cli.output.split('\n');
    assert.match(lines[lines.indexOf('error   Rspack build failed.') + 1], /^    at \S/);
  });

  test('vueLoaderOptions: experimentalInlineMatchResource follows output.emitCss when it is set, whatever the target', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const inline = async (output: object) => {
      const [config] = await (await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginVue()], output } })).initConfigs();
      return (config.module!.rules as any[]).find((rule) => String(rule.test) === String(/\.vue$/)).use[0].options.experimentalInlineMatchResource;
    };
    assert.deepEqual([await inline({ target: 'node', emitCss: true }), await inline({ target: 'web', emitCss: false }), await inline({ target: 'web-worker' })], [true, false, false]);
  });

  test('What the plugin configures: for a node or web-worker target the shipped component\'s <script> block is compiled only with output.emitCss: true (experimentalInlineMatchResource on); the project\'s own code is compiled either way', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const files = {
      'vendor/node_modules/ui/Shipped.vue': '<template><i>{{ label }}</i></template>\n<script>\nexport default { computed: { label: () => globalThis.shippedLabel?.text } };\n</script>\n',
      'src/index.js': "import Shipped from '../vendor/node_modules/ui/Shipped.vue';\nconsole.log(Shipped, globalThis.ownLabel?.text);\n",
    };
    // Node.js 12 has no optional chaining, so SWC lowers it wherever it runs.
    const built = async (emitCss: boolean | undefined, name: string, target: 'node' | 'web-worker' = 'node') => {
      const overrideBrowserslist = target === 'node' ? ['node 12'] : ['chrome 70'];
      const result = await buildProject(makeProject(files, name), { mode: 'production', plugins: [pluginVue()], output: { target, emitCss, minify: false, overrideBrowserslist } });
      assert.deepEqual(result.errors, []);
      return listFiles(result.dist).filter((file) => file.endsWith('.js')).map((file) => readText(result.dist, file)).join('\n');
    };
    // Chrome 70 has no optional chaining either: the web-worker build, whose emitCss is false too.
    const [plain, emitting, worker] = await Promise.all([built(undefined, 'vue-node-shipped'), built(true, 'vue-node-shipped-emit-css'), built(undefined, 'vue-worker-shipped', 'web-worker')]);
    for (const js of [plain, emitting, worker]) assert.ok(js.includes('ownLabel') && !js.includes('ownLabel?.'), 'the project\'s own code is lowered');
    assert.ok(plain.includes('globalThis.shippedLabel?.text'), 'the shipped block is left as it is');
    assert.ok(worker.includes('globalThis.shippedLabel?.text'), 'web-worker: the shipped block is left as it is');
    assert.ok(emitting.includes('shippedLabel') && !emitting.includes('shippedLabel?.'), 'with emitCss: true the shipped block is compiled');
  });

  test('Install: the documented release is 1.2.9; it accepts @rsbuild/core 1.x and 2.x as peers', () => {
    const manifest = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-vue/package.json'), 'utf8'));
    assert.equal(manifest.version, '1.2.9');
    assert.equal(manifest.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
  });

  test('"requires vue (>=3.2.13) or @vue/compiler-sfc": the full message; vue/compiler-sfc first, then @vue/compiler-sfc, from the loader\'s own folder', () => {
    const source = readFileSync(createRequire(path.join(cwd, 'package.json')).resolve('rspack-vue-loader/dist/compiler.js'), 'utf8');
    assert.match(source, /exports\.compiler = require\('vue\/compiler-sfc'\);\n\}\ncatch \(_a\) \{\n\s+try \{\n\s+exports\.compiler = require\('@vue\/compiler-sfc'\);/);
    assert.ok(source.includes("`@vitejs/plugin-vue requires vue (>=3.2.13) or @vue/compiler-sfc ` +\n            `to be present in the dependency tree.`"));
  });
});

// Type level: `tsc -p .` fails when a type the page names differs from what @rsbuild/plugin-vue 1.2.9
// (with rspack-vue-loader 17.7.0) declares.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type LoaderOptions = NonNullable<PluginVueOptions['vueLoaderOptions']>;
type VueTypeChecks = [
  Equal<keyof PluginVueOptions, 'vueLoaderOptions' | 'splitChunks' | 'test'>,
  Equal<PluginVueOptions['splitChunks'], { vue?: boolean; router?: boolean } | undefined>,
  Equal<PluginVueOptions['test'], Rspack.RuleSetCondition | undefined>,
  Equal<LoaderOptions['hotReload'], boolean | undefined>,
  Equal<LoaderOptions['customElement'], boolean | RegExp | undefined>,
  Equal<Extract<'isCustomElement' | 'comments' | 'whitespace', keyof NonNullable<LoaderOptions['compilerOptions']>>, 'isCustomElement' | 'comments' | 'whitespace'>,
  Equal<Extract<'transformAssetUrls' | 'experimentalInlineMatchResource' | 'isServerBuild', keyof LoaderOptions>, 'transformAssetUrls' | 'experimentalInlineMatchResource' | 'isServerBuild'>,
];

describe('Vue plugin › Options (types)', () => {
  test('the option types the page names are the ones @rsbuild/plugin-vue 1.2.9 declares: three options, splitChunks { vue, router }, test a RuleSetCondition, and the loader keys hotReload, customElement, transformAssetUrls and compilerOptions.isCustomElement/comments/whitespace', () => {
    const checks: VueTypeChecks = [true, true, true, true, true, true, true];
    assert.deepEqual(checks, [true, true, true, true, true, true, true]);
  });
});

describe('Vue plugin › Feature flags', () => {
  test('__VUE_OPTIONS_API__: false drops the Options API code from a minified production build; without minification the unused code stays', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const dir = makeProject({ 'src/index.js': "import { createApp, h, ref } from 'vue';\nconst n = ref(1);\ncreateApp({ setup: () => () => h('p', n.value) }).mount('#root');\n" }, 'vue-options-api-flag');
    const built = async (root: string, define: Record<string, unknown>, minify: boolean) => {
      const result = await buildProject(dir, { mode: 'production', plugins: [pluginVue()], source: { define }, output: { minify, filenameHash: false, distPath: { root } } });
      assert.deepEqual(result.errors, []);
      return listFiles(result.dist).filter((file) => file.endsWith('.js')).map((file) => readText(result.dist, file)).join('\n');
    };
    const [kept, dropped, unminified] = [await built('dist-default', {}, true), await built('dist-no-options', { __VUE_OPTIONS_API__: false }, true), await built('dist-no-options-unminified', { __VUE_OPTIONS_API__: false }, false)];
    // beforeCreate is read only by the Options API code (applyOptions) of Vue's runtime.
    assert.match(kept, /beforeCreate/);
    assert.doesNotMatch(dropped, /beforeCreate/);
    assert.ok(dropped.length < kept.length, `${dropped.length} < ${kept.length}`);
    assert.match(unminified, /function applyOptions\(instance\)/);
  });
});

describe('Vue plugin › samples', () => {
  test('the page\'s six rsbuild.config.ts samples type-check as written, in both languages', async () => {
    const ts = (await import('typescript')).default;
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('plugins/list/plugin-vue', lang);
      assert.equal(samples.length, 6, lang);
      const files = Object.fromEntries(samples.map((code, index) => [`sample${index}/rsbuild.config.ts`, code]));
      assert.deepEqual(typeCheckProject(ts, files, 'vue-plugin-samples-' + lang), [], lang);
    }
  });
});

describe('Vue plugin › hot updates in the dev server', () => {
  const app = (label: string) => `<template><button id="counter" type="button" @click="count++">${label} {{ count }}</button></template>\n<script setup>\nimport { ref } from 'vue';\nconst count = ref(0);\n</script>\n`;
  const dir = makeProject(
    {
      'src/App.vue': app('Count'),
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({\n  plugins: [pluginVue()],\n});\n",
    },
    'vue-hmr',
  );
  let browser: Browser;
  let server: ReturnType<typeof startCli>;
  before(async () => {
    server = startCli(dir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    [browser] = await Promise.all([launchChromium(), server.started]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('Hot updates of components need no option: with the defaults, rsbuild dev applies an edited component in place, without a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${server.port()}/`, { timeout: 120_000 });
    const button = page.locator('#counter');
    await button.filter({ hasText: 'Count 0' }).click({ timeout: 120_000 });
    await button.filter({ hasText: 'Count 1' }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(dir, { 'src/App.vue': app('Clicks') });
    await button.filter({ hasText: /^Clicks \d+$/ }).waitFor({ timeout: 120_000 });
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload after the component edit');
    await page.close();
  });

  test('Hot updates: NODE_ENV=production in a .env file makes rsbuild dev run in production mode, and the served component has no hot-reload code', async () => {
    const envDir = makeProject(
      {
        '.env': 'NODE_ENV=production\n',
        'src/App.vue': app('Count'),
        'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n",
        'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({\n  plugins: [pluginVue()],\n});\n",
      },
      'vue-hmr-dotenv',
    );
    const envServer = startCli(envDir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    try {
      await envServer.started;
      const get = async (url: string) => (await fetch(`http://localhost:${envServer.port()}${url}`, { signal: AbortSignal.timeout(120_000) })).text();
      const scripts = [...(await get('/')).matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
      // Production mode: hashed file names.
      assert.ok(scripts.some((src) => /^\/static\/js\/index\.[0-9a-f]+\.js$/.test(src)), scripts.join(', '));
      const served = (await Promise.all(scripts.map(get))).join('\n');
      assert.ok(served.includes('Count') && !served.includes('createRecord') && !served.includes('hot reload'), 'no hot-reload code');
    } finally {
      await envServer.stop();
    }
  });
});

describe('Vue plugin › CSS Modules detection', () => {
  const moduleBlock = '<template><p :class="$style.x">hi</p></template>\n<style module>\n.x { color: red; }\n</style>\n';

  test('What the plugin configures / test: the plugin\'s cssModules.auto function only recognises .vue files: with test /\\.n?vue$/ a <style module> block in an .nvue component is plain CSS and the build fails; a function of your own with /\\.n?vue$/.test(path) builds it', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const dir = makeProject({ 'src/App.nvue': moduleBlock, 'src/Plain.vue': moduleBlock, 'src/index.js': "import A from './App.nvue';\nimport P from './Plain.vue';\nconsole.log(A, P);\n" }, 'vue-nvue-module');
    const failed = await buildProject(dir, { mode: 'production', plugins: [pluginVue({ test: /\.n?vue$/ })] });
    assert.equal(failed.errors.length, 1, failed.errors.join('\n'));
    assert.match(failed.errors[0], /ESModulesLinkingError: export 'default' \(reexported as 'default'\) was not found in '\.\/App\.nvue\.css\?vue&type=style&index=0&id=[0-9a-f]{8}&module=true&lang=css!=!/);
    const calls: string[] = [];
    const fixed = await buildProject(dir, {
      mode: 'production',
      plugins: [pluginVue({ test: /\.n?vue$/ })],
      output: {
        filenameHash: false,
        cssModules: {
          auto: (file, query) => {
            calls.push(`${path.basename(file)} ${query.replace(/id=[0-9a-f]{8}/, 'id=…')}`);
            return /\.module\.\w+$/.test(file) || (/\.n?vue$/.test(file) && new URLSearchParams(query).has('module'));
          },
        },
      },
    });
    assert.deepEqual(fixed.errors, []);
    assert.deepEqual(calls.sort(), ['App.nvue ?vue&type=style&index=0&id=…&module=true&lang=css', 'Plain.vue ?vue&type=style&index=0&id=…&module=true&lang=css']);
    assert.match(readText(fixed.dist, 'static/css/index.css'), /^\.x-[\w-]{6},\.x-[\w-]{6}\{color:red\}$/m);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-vue', lang);
      assert.ok(text.includes("ESModulesLinkingError: export 'default' (reexported as 'default') was not found in './App.nvue.css?vue&type=style&index=0&id=…&module=true&lang=css…'"), lang);
      assert.ok(text.includes("`/\\.n?vue$/.test(path)`"), lang);
      assert.ok(text.includes(lang === 'en' ? 'the `<style module>` blocks of files ending in `.vue`' : '以 `.vue` 结尾的文件中的 `<style module>` 样式块'), lang);
    }
  });

  test('What the plugin configures: replacing auto: true drops css-loader\'s *.icss.* handling: :export of vars.icss.css is { brand: "red" } without the plugin, no exports with it; a function of your own that takes *.icss.* paths brings :export back as a full CSS Module', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const dir = makeProject({ 'src/vars.icss.css': ':export { brand: red; }\n', 'src/index.js': "import v from './vars.icss.css';\nconsole.log('brand=' + v.brand);\n" }, 'vue-icss');
    const plain = await buildProject(dir, { mode: 'production', output: { minify: false, filenameHash: false } });
    assert.deepEqual(plain.errors, []);
    assert.match(readText(plain.dist, 'static/js/index.js'), /"brand":"red"/);
    const withVue = await buildProject(dir, { mode: 'production', plugins: [pluginVue()] });
    assert.equal(withVue.errors.length, 1, withVue.errors.join('\n'));
    assert.match(withVue.errors[0], /ESModulesLinkingError: export 'default' \(imported as 'v'\) was not found in '\.\/vars\.icss\.css' \(module has no exports\)/);
    // A function of your own that takes *.icss.* paths brings :export back, as a full CSS Module (hashed class names).
    writeProjectFiles(dir, { 'src/vars.icss.css': ':export { brand: red; }\n.k { color: blue; }\n' });
    const own = await buildProject(dir, { mode: 'production', plugins: [pluginVue()], output: { minify: false, filenameHash: false, cssModules: { auto: (file) => /\.(module|icss)\.\w+$/.test(file) } } });
    assert.deepEqual(own.errors, []);
    assert.match(readText(own.dist, 'static/js/index.js'), /\(\{"brand":"red","k":"k-[\w-]{6}"\}\)/);
    assert.match(readText(own.dist, 'static/css/index.css'), /^\.k-[\w-]{6} \{\n  color: #00f;/m);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-vue', lang);
      assert.ok(text.includes(":export { brand: red; }") && text.includes("{ brand: 'red' }"), lang);
      assert.ok(text.includes("`export 'default' (imported as 'v') was not found in './vars.icss.css' (module has no exports)`"), lang);
      assert.ok(text.includes(lang === 'en' ? 'A function of your own that returns `true` for `*.icss.*` paths brings the `:export` values back, but such a file then becomes a full CSS Module whose class names are hashed.' : '自行编写的函数如果对 `*.icss.*` 路径返回 `true`，可以重新拿到 `:export` 的值，但这类文件会变成完整的 CSS Module，其中的类名会被加上哈希。'), lang);
    }
  });

  test('<style module> fails with …: the query of <style module="classes"> holds module=classes, not module=true, and the page\'s function still matches it', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const dir = makeProject({ 'src/App.vue': '<template><p :class="classes.x">hi</p></template>\n<style module="classes">\n.x { color: red; }\n</style>\n', 'src/index.js': "import A from './App.vue';\nconsole.log(A);\n" }, 'vue-module-name');
    const queries: string[] = [];
    const result = await buildProject(dir, {
      mode: 'production',
      plugins: [pluginVue()],
      output: { filenameHash: false, cssModules: { auto: (file, query) => { queries.push(query.replace(/id=[0-9a-f]{8}/, 'id=…')); return /\.module\.\w+$/.test(file) || (file.endsWith('.vue') && new URLSearchParams(query).has('module')); } } },
    });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(queries, ['?vue&type=style&index=0&id=…&module=classes&lang=css']);
    assert.match(readText(result.dist, 'static/css/index.css'), /^\.x-[\w-]{6}\{color:red\}$/m);
    assert.ok(pageText('plugins/list/plugin-vue', 'en').includes('(`module=classes` for `<style module="classes">`)'));
    assert.ok(pageText('plugins/list/plugin-vue', 'zh').includes('（`<style module="classes">` 则是 `module=classes`）'));
  });

  test('What the plugin configures: only the main CSS rule takes .postcss and .pcss; the ?inline and ?raw rules keep /\\.css$/, so a.pcss?inline and a.pcss?raw fail to parse while b.css?inline works', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const { createRsbuild } = await rsbuildCore();
    const files = { 'src/a.pcss': '.a { color: red; }\n', 'src/b.css': '.b { color: blue; }\n' };
    const rsbuild = await createRsbuild({ cwd: makeProject({ ...files, 'src/index.js': '' }, 'vue-pcss-rules'), rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins: [pluginVue()] } });
    const [config] = await rsbuild.initConfigs();
    const cssRules = (config.module!.rules as any[]).filter((rule) => /css/.test(String(rule.test))).map((rule) => `${rule.test} ${rule.resourceQuery instanceof RegExp ? rule.resourceQuery : ''}`.trim());
    assert.deepEqual(cssRules, ['/\\.(?:css|postcss|pcss)$/', '/\\.css$/ /[?&]inline(?:&|=|$)/', '/\\.css$/ /[?&]raw(?:&|=|$)/']);
    for (const query of ['inline', 'raw']) {
      const result = await buildProject(makeProject({ ...files, 'src/index.js': `import s from './a.pcss?${query}';\nconsole.log(s);\n` }, `vue-pcss-${query}`), { mode: 'production', plugins: [pluginVue()] });
      assert.equal(result.errors.length, 1, query);
      assert.match(result.errors[0], /Module parse failed:[\s\S]*JavaScript parse error: Expression expected[\s\S]*1 │ \.a \{ color: red; \}/, query);
    }
    const css = await buildProject(makeProject({ ...files, 'src/index.js': "import s from './b.css?inline';\nconsole.log('S=' + s);\n" }, 'vue-css-inline'), { mode: 'production', plugins: [pluginVue()], output: { minify: false, filenameHash: false } });
    assert.deepEqual(css.errors, []);
    assert.match(readText(css.dist, 'static/js/index.js'), /color: #00f;/);
    assert.ok(pageText('plugins/list/plugin-vue', 'en').includes("The rules for `?inline` and `?raw` imports keep matching `.css` only: `import styles from './a.pcss?inline'` (or `?raw`) fails with `Module parse failed`"));
    assert.ok(pageText('plugins/list/plugin-vue', 'zh').includes("处理 `?inline` 和 `?raw` 引入的规则仍然只匹配 `.css`：`import styles from './a.pcss?inline'`（或 `?raw`）会以 `Module parse failed` 失败"));
  });
});
