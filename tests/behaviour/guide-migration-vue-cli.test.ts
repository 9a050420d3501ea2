// The @rsbuild/plugin-eslint sentence (Lint errors no longer show in the terminal) was read from the
// registry on 2026-12-04 with `npm view`: 2.0.2, the only 2.x release, declares the peers
// @rsbuild/core ^1.0.0 || ^2.0.0 and eslint ^9.0.0 || ^10.0.0 and engines.node >=20.20.2; 1.3.0, the
// newest 1.x, declares @rsbuild/core ^1.0.0 || ^2.0.0-0 and eslint ^8.0.0 || ^9.0.0 || ^10.0.0 and no
// engines. The package is not installed in tools/rsbuild-v1. Read again on 2026-12-05: the same, and eslint's
// latest was 10.16.0, so the 2.x peer range covers ESLint 9 and 10 only.
// The Vue 2 sentences were read the same day: @rsbuild/plugin-vue2's latest is 1.1.1, which depends
// on vue-loader ^15.11.1 and whose README says it only supports Vue >= 2.7.0 (npm pack); vue 2.7.16
// exports ./compiler-sfc and depends on @vue/compiler-sfc 2.7.16 (npm view). Neither is installed here.
// The first paragraph's webpack versions were read on 2026-12-05 with npm view: @vue/cli-service's latest is
// 5.0.9, which depends on webpack ^5.54.0; its 4.x releases (4.0.0 to 4.5.19) depend on webpack ^4.0.0.
// The vue-tsc sentence (Type errors no longer fail the build) was checked on 2026-12-05 with npm
// installs of vue-tsc 3.3.14 (peer typescript >=5.0.0) and vue 3.5.45 next to typescript 5.9.3, 6.0.3
// and 7.0.2 (npm's latest): with 5.9.3 and 6.0.3, `vue-tsc --noEmit` reports a type error in a .vue
// file (TS2322, exit code 2); with 7.0.2 it throws ERR_PACKAGE_PATH_NOT_EXPORTED from resolveTscPath,
// whose default is require.resolve('typescript/lib/tsc'). The test below repeats that resolution.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import tls from 'node:tls';
import vm from 'node:vm';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, type BuildResult, type CliResult, freePort, listFiles, makeProject, openBuiltApp, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, typeCheckProject, withNodeEnv, writeProjectFiles, launchChromium } from './harness';

// A Vue CLI project moved over with the page's complete example and edited template.
const template = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="apple-touch-icon" href="<%= assetPrefix %>/apple-touch-icon.png" />
    <title><%= htmlWebpackPlugin.options.title %></title>
  </head>
  <body>
    <noscript>Please enable JavaScript to use <%= htmlWebpackPlugin.options.title %>.</noscript>
    <div id="app"></div>
  </body>
</html>
`;
const completeConfig = `import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginVue } from '@rsbuild/plugin-vue';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['VUE_APP_'] });

  return {
    plugins: [
      pluginVue(),
      pluginSass({
        sassLoaderOptions: {
          additionalData: \`@use "@/styles/variables" as *;\`,
        },
      }),
    ],
    source: {
      entry: {
        index: './src/main.ts',
      },
      define: publicVars,
      include: [/[\\\\/]node_modules[\\\\/]query-string[\\\\/]/],
    },
    resolve: {
      alias: {
        '@': './src',
        '~lib': './lib',
      },
    },
    html: {
      template: './public/index.html',
      title: 'Shop',
    },
    server: {
      base: '/shop/',
      port: 8080,
      proxy: {
        '/api': { target: 'http://localhost:4000', changeOrigin: true },
      },
    },
  };
});
`;
const dir = makeProject(
  {
    'public/index.html': template,
    'public/favicon.ico': 'icon',
    '.env': 'VUE_APP_API_URL=https://api.example.com\n',
    '.env.production': 'VUE_APP_MODE_FILE=production\n',
    '.env.development': 'VUE_APP_MODE_FILE=development\n',
    'lib/format.ts': "export const format = (n: number) => 'lib ' + n;\n",
    'src/styles/_variables.scss': '$brand: teal;\n',
    'src/App.vue': '<template><p class="price">{{ label }}</p></template>\n<script setup lang="ts">\nimport { format } from \'~lib/format\';\nconst label = format(1);\n</script>\n<style lang="scss">\n.price { color: $brand; }\n</style>\n',
    'src/main.ts': `import { createApp } from 'vue';
import App from './App.vue';
import { value } from 'query-string';
createApp(App).mount('#app');
console.log(JSON.stringify({ api: process.env.VUE_APP_API_URL, metaApi: import.meta.env.VUE_APP_API_URL, modeFile: process.env.VUE_APP_MODE_FILE, base: process.env.BASE_URL, metaBase: import.meta.env.BASE_URL, nodeEnv: process.env.NODE_ENV, value }));
`,
    'src/node_modules/query-string/package.json': '{ "name": "query-string", "main": "index.js" }',
    'src/node_modules/query-string/index.js': "const obj = {};\nexport const value = obj?.value ?? 'fallback';\n",
    'rsbuild.config.ts': completeConfig,
    '.browserslistrc': 'ie 11\n',
  },
  'vue-cli',
);
const baseUrlTemplate = makeProject(
  { 'public/index.html': '<!DOCTYPE html><html><head><link rel="icon" href="<%= BASE_URL %>favicon.ico"></head><body><div id="app"></div></body></html>', 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n" },
  'vue-cli-base-url',
);
// The page's `pages` sample, verbatim apart from the file name.
const pagesDir = makeProject(
  {
    'public/index.html': '<!DOCTYPE html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body><div id="app"></div></body></html>',
    'public/admin.html': '<!DOCTYPE html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body><div id="admin"></div></body></html>',
    'src/main.ts': "console.log('shop page');\n",
    'src/admin/main.ts': "console.log('admin page');\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginVue } from '@rsbuild/plugin-vue';

export default defineConfig({
  plugins: [pluginVue()],
  source: {
    entry: {
      index: './src/main.ts',
      admin: './src/admin/main.ts',
    },
  },
  html: {
    template: ({ entryName }) =>
      entryName === 'admin' ? './public/admin.html' : './public/index.html',
    title: ({ entryName }) => (entryName === 'admin' ? 'Admin' : 'Shop'),
  },
});
`,
  },
  'vue-cli-pages',
);
// --env-mode with the complete example's loadEnv call, without Vue and Sass.
const envModeDir = makeProject(
  {
    '.env': 'VUE_APP_STAGE=default\n',
    '.env.staging': 'VUE_APP_STAGE=staging\n',
    '.env.local': 'VUE_APP_LOCAL=local\n',
    '.env.staging.local': 'VUE_APP_STAGE_LOCAL=staging-local\n',
    '.env.production': 'VUE_APP_PRODUCTION=production\n',
    'src/index.js': 'console.log(JSON.stringify({ stage: process.env.VUE_APP_STAGE, mode: import.meta.env.MODE, local: process.env.VUE_APP_LOCAL, stageLocal: process.env.VUE_APP_STAGE_LOCAL, production: process.env.VUE_APP_PRODUCTION }));\n',
    'rsbuild.config.ts': `import { defineConfig, loadEnv } from '@rsbuild/core';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['VUE_APP_'] });
  return { source: { define: publicVars } };
});
`,
  },
  'vue-cli-env-mode',
);
// The same files and config, plus .env.development, built where NODE_ENV is already development.
const presetNodeEnvDir = makeProject(
  {
    '.env.development': 'VUE_APP_STAGE=development\n',
    '.env.production': 'VUE_APP_STAGE=production\n',
    'src/index.js': 'console.log(JSON.stringify({ stage: process.env.VUE_APP_STAGE }));\n',
    'rsbuild.config.ts': `import { defineConfig, loadEnv } from '@rsbuild/core';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['VUE_APP_'] });
  return { source: { define: publicVars } };
});
`,
  },
  'vue-cli-preset-node-env',
);
// A NODE_ENV line in the .env file of the env mode, as Vue CLI projects have them.
const envNodeEnvDir = makeProject(
  { '.env.staging': 'NODE_ENV=development\n', 'src/index.js': 'console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, mode: import.meta.env.MODE }));\n' },
  'vue-cli-env-node-env',
);
// Small projects built in this process.
const cssImageFiles = { 'src/index.js': "import './style.css';\n", 'src/style.css': ".hero { background: url('./hero.png'); }\n.icon { background: url('./icon.png'); }\n" };
const dotPrefixDir = makeProject(cssImageFiles, 'vue-cli-dot-prefix');
// The 'auto' project also has a template with both forms of a link to a file of public/.
const autoPrefixDir = makeProject(
  {
    ...cssImageFiles,
    'public/apple-touch-icon.png': 'png',
    'public/index.html': '<!DOCTYPE html>\n<html>\n  <head>\n    <link rel="apple-touch-icon" href="<%= assetPrefix %>/apple-touch-icon.png" />\n    <link rel="apple-touch-icon" sizes="180x180" href="apple-touch-icon.png" />\n  </head>\n  <body><div id="app"></div></body>\n</html>\n',
  },
  'vue-cli-auto-prefix',
);
// an image above the 4 KB inlining limit, so CSS refers to it by URL
for (const project of [dotPrefixDir, autoPrefixDir]) writeFileSync(path.join(project, 'src/hero.png'), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(6000)]));
// 4096 bytes exactly: inlined, so the prefix never reaches it.
for (const project of [dotPrefixDir, autoPrefixDir]) writeFileSync(path.join(project, 'src/icon.png'), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4092)]));
const cdnDir = makeProject({ 'src/index.js': 'console.log(JSON.stringify({ base: process.env.BASE_URL }));\n' }, 'vue-cli-cdn');
const duplicateIconDir = makeProject(
  { 'public/favicon.ico': 'icon', 'public/index.html': '<!DOCTYPE html><html><head><link rel="icon" href="/favicon.ico"></head><body><div id="app"></div></body></html>', 'src/index.js': "console.log('icon');\n" },
  'vue-cli-icon',
);
const rawTemplateDir = makeProject(
  { 'public/app.html': '<!DOCTYPE html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body><div id="app"></div></body></html>', 'public/logo.png': 'logo', 'src/index.js': "console.log('raw');\n" },
  'vue-cli-raw-template',
);
const unhandledDir = makeProject({ '.env': 'VUE_APP_API_URL=https://api.example.com\n', 'src/index.js': 'window.api = process.env.VUE_APP_API_URL;\n' }, 'vue-cli-unhandled');
const problemsDir = makeProject(
  {
    'src/main.ts': "import { answer } from '@/answer';\nconst count: number = 'not a number';\nconst modules = require.context('./parts', false, /\\.ts$/);\nconsole.log(answer, count, modules.keys().join(','));\n",
    'src/answer.ts': 'export const answer = 42;\n',
    'src/parts/one.ts': "export default 'one';\n",
    'src/parts/two.ts': "export default 'two';\n",
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./src/*"] } } }\n',
  },
  'vue-cli-problems',
);
const noAliasDir = makeProject({ 'src/main.js': "import { answer } from '@/answer';\nconsole.log(answer);\n", 'src/answer.js': 'export const answer = 42;\n' }, 'vue-cli-no-alias');
// The CLI without a source.entry, and with Vue CLI's html plugin tap in tools.bundlerChain.
const noEntryCliDir = makeProject({ 'src/main.js': 'console.log(1);\n' }, 'vue-cli-no-entry-cli');
const tapCliDir = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "export default { tools: { bundlerChain: (chain) => { chain.plugin('html').tap((args) => { args[0].title = 'Shop'; return args; }); } } };\n",
  },
  'vue-cli-tap-cli',
);
const devDir = makeProject({ 'public/logo.png': 'logo', 'src/index.js': "console.log('dev');\n" }, 'vue-cli-dev');
// A postcss.config.js (ESM here: the fixtures sit below this repository's "type": "module").
const postcssDir = makeProject(
  {
    'src/index.js': "import './style.css';\n",
    'src/style.css': '.note { color: red; }\n',
    'postcss.config.js': "export default { plugins: [{ postcssPlugin: 'to-teal', Declaration: { color: (decl) => { decl.value = 'teal'; } } }] };\n",
  },
  'vue-cli-postcss',
);
// A template in public/ named like its entry, with the HTML files moved to html/.
const distPathHtmlDir = makeProject(
  { 'public/index.html': '<!DOCTYPE html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body><div id="app"></div></body></html>', 'src/index.js': "console.log('html folder');\n" },
  'vue-cli-html-folder',
);
const runtimeCompilerDir = makeProject({ 'src/index.js': "import { createApp } from 'vue';\ncreateApp({ template: '<p>{{ 1 + 1 }}</p>' }).mount('#root');\n" }, 'vue-cli-runtime-compiler');

const dist = path.join(dir, 'dist');
let build: CliResult;
let baseUrlBuild: CliResult;
let envModeBuild: CliResult;
let presetNodeEnvBuild: CliResult;
let noEntryCli: CliResult;
let tapCli: CliResult;
let pagesBuild: BuildResult;
let dotPrefix: BuildResult;
let autoPrefix: BuildResult;
let cdn: BuildResult;
let duplicateIcon: BuildResult;
let rawTemplate: BuildResult;
let unhandled: BuildResult;
let problems: BuildResult;
let noAlias: BuildResult;
let noEntry: BuildResult;
let postcss: BuildResult;
let distPathHtml: BuildResult;
let runtimeCompiler: BuildResult;
let envNodeEnv: { nodeEnv?: string; mode?: string; files: string[] };
let tapError = '';
let inspectedRspack = '';
let devServer: { close: () => Promise<void> } | undefined;
let devPort = 0;

before(async () => {
  // The CLI, two processes at a time, beside the builds in this process.
  const cliRuns = (async () => {
    [build, baseUrlBuild] = await Promise.all([runCli(dir, ['build']), runCli(baseUrlTemplate, ['build'])]);
    [envModeBuild, presetNodeEnvBuild] = await Promise.all([
      runCli(envModeDir, ['build', '--env-mode', 'staging']),
      runCli(presetNodeEnvDir, ['build'], { env: { NODE_ENV: 'development' } }),
    ]);
    [noEntryCli, tapCli] = await Promise.all([runCli(noEntryCliDir, ['build']), runCli(tapCliDir, ['build'])]);
  })();
  const { createRsbuild, loadConfig } = await rsbuildCore();
  pagesBuild = await buildProject(pagesDir, (await loadConfig({ cwd: pagesDir })).content);
  dotPrefix = await buildProject(dotPrefixDir, { output: { assetPrefix: './' } });
  autoPrefix = await buildProject(autoPrefixDir, { html: { template: './public/index.html' }, output: { assetPrefix: 'auto' } });
  cdn = await buildProject(cdnDir, { output: { assetPrefix: 'https://cdn.example.com/' } });
  duplicateIcon = await buildProject(duplicateIconDir, {
    html: { template: './public/index.html' },
    environments: { web: {}, noInject: { html: { inject: false }, output: { distPath: { root: 'dist-no-inject' } } } },
  });
  rawTemplate = await buildProject(rawTemplateDir, { html: { template: './public/app.html' } });
  unhandled = await buildProject(unhandledDir, {});
  problems = await buildProject(problemsDir, { source: { entry: { index: './src/main.ts' } } });
  noAlias = await buildProject(noAliasDir, { source: { entry: { index: './src/main.js' } } });
  noEntry = await buildProject(noAliasDir, {}).catch((error: Error) => ({ dist: '', errors: [String(error.message)], warnings: [] }));
  postcss = await buildProject(postcssDir, { mode: 'production' });
  distPathHtml = await buildProject(distPathHtmlDir, { mode: 'production', html: { template: './public/index.html' }, output: { distPath: { html: 'html' } } });
  runtimeCompiler = await buildProject(runtimeCompilerDir, { mode: 'production', resolve: { alias: { vue$: 'vue/dist/vue.esm-bundler.js' } }, output: { minify: false } });
  tapError = await buildProject(pagesDir, {
    tools: {
      bundlerChain: (chain) => {
        chain.plugin('html').tap((args) => {
          args[0].title = 'Shop';
          return args;
        });
      },
    },
  }).then(
    () => '',
    (error: Error) => error.message,
  );
  // What `rsbuild build --env-mode staging` does in a shell with NODE_ENV=production: the CLI keeps
  // that NODE_ENV and gives createRsbuild() loadEnv with the env mode, as here.
  envNodeEnv = await withNodeEnv('production', async () => {
    const rsbuild = await createRsbuild({ cwd: envNodeEnvDir, loadEnv: { mode: 'staging' }, rsbuildConfig: { logLevel: 'silent' } });
    await (await rsbuild.build()).close();
    return { nodeEnv: process.env.NODE_ENV, mode: rsbuild.getNormalizedConfig().mode, files: listFiles(path.join(envNodeEnvDir, 'dist')) };
  });
  const inspector = await createRsbuild({ cwd: pagesDir, rsbuildConfig: { ...(await loadConfig({ cwd: pagesDir })).content, logLevel: 'silent' } });
  await inspector.inspectConfig({ writeToDisk: true });
  inspectedRspack = readText(pagesDir, 'dist/.rsbuild/rspack.config.web.mjs');
  devPort = await freePort();
  const devRsbuild = await createRsbuild({ cwd: devDir, rsbuildConfig: { logLevel: 'silent', mode: 'development', server: { base: '/shop/', port: devPort, printUrls: false }, dev: { progressBar: false } } });
  const started = await devRsbuild.startDevServer();
  devServer = started.server;
  await cliRuns;
});
after(async () => {
  await devServer?.close();
});

const indexJs = () => outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);

// Install the packages: @vue/cli-plugin-babel/preset is @vue/babel-preset-app, whose 5.0.9 (npm's latest,
// read with npm view on 2026-12-05) depends on @vue/babel-plugin-jsx (Vue 3 JSX) and @vue/babel-preset-jsx
// (Vue 2 JSX). The fix was built by hand the same day in a scratch project with @rsbuild/core 1.7.6,
// @rsbuild/plugin-vue 1.2.9, @rsbuild/plugin-vue-jsx 1.1.2 (not installed here) and @rsbuild/plugin-babel
// 1.2.1: with pluginBabel({ include: /\.(?:jsx|tsx)$/ }) and pluginVueJsx(), the .jsx component below
// built and its JSX became Vue's createTextVNode calls; with pluginVueJsx() alone it failed as below.
describe('Install the packages', () => {
  // @vue/babel-preset-app 5.0.9 (npm pack, 2026-12-05) destructures its options with useBuiltIns = 'usage'
  // and passes it, with the installed core-js version, to @babel/preset-env.
  test("no core-js polyfill by default (output.polyfill is 'off'); with 'usage' the targets' polyfills are imported", async () => {
    // Rsbuild's default targets (Chrome 87 and up) lack Array.prototype.at and Object.hasOwn.
    const files = { 'src/index.js': 'console.log([1, 2].at(-1), Object.hasOwn({}, "a"));\n' };
    const off = await buildProject(makeProject(files, 'vue-cli-polyfill-off'), { mode: 'development' });
    // development: the module ids are the paths of the core-js modules
    const usage = await buildProject(makeProject(files, 'vue-cli-polyfill-usage'), { mode: 'development', output: { polyfill: 'usage' } });
    assert.deepEqual([off.errors, usage.errors], [[], []]);
    const scripts = (result: BuildResult) => listFiles(result.dist).filter((file) => file.endsWith('.js')).map((file) => readText(result.dist, file)).join('\n');
    assert.doesNotMatch(scripts(off), /core-js/);
    // The entry now requires core-js modules for the APIs it calls (.at() of an unknown type: the string one too).
    const required = new Set([...scripts(usage).matchAll(/__webpack_require__\("[^"]*\/node_modules\/core-js\/modules\/([\w.-]+)\.js"\)/g)].map((match) => match[1]));
    assert.ok(required.has('es.array.at') && required.has('es.object.has-own'), [...required].join(', '));
  });

  const jsxComponent = 'export default { setup() { return () => <p class="note">hello jsx</p>; } };\n';

  test('with pluginVue() alone, a .jsx component stops the build with a Syntax Error from builtin:swc-loader', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const project = makeProject({ 'src/main.js': "import { createApp } from 'vue';\nimport App from './App.jsx';\ncreateApp(App).mount('#app');\n", 'src/App.jsx': jsxComponent }, 'vue-cli-jsx');
    const result = await buildProject(project, { plugins: [pluginVue()], source: { entry: { index: './src/main.js' } } });
    assert.equal(result.errors.length, 1);
    assert.match(result.errors[0], /Module build failed \(from builtin:swc-loader\):/);
    assert.match(result.errors[0], /× Syntax Error/);
  });

  test('with pluginVue() alone, the JSX of a .tsx component becomes React.createElement calls', async () => {
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const project = makeProject({ 'src/main.ts': "import { createApp } from 'vue';\nimport App from './App';\ncreateApp(App).mount('#app');\n", 'src/App.tsx': jsxComponent }, 'vue-cli-tsx');
    const result = await buildProject(project, { plugins: [pluginVue()], source: { entry: { index: './src/main.ts' } }, output: { minify: false } });
    assert.deepEqual(result.errors, []);
    assert.match(outputFile(result.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /React\.createElement\("p", \{\s*class: "note"\s*\}, "hello jsx"\)/);
  });
});

describe('Update the scripts', () => {
  test('--env-mode picks the .env.[mode] file, and the config function receives it as envMode; --mode stays production', () => {
    assert.equal(envModeBuild.code, 0, envModeBuild.output);
    assert.match(outputFile(path.join(envModeDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /stage:"staging",mode:"production"/);
  });

  test('the CLI has --mode (development | production | none) and --env-mode', async () => {
    const help = await runCli(envModeDir, ['build', '--help']);
    assert.match(help.output, /--env-mode <mode>\s+Set the env mode to load the `\.env\.\[mode\]` file/);
    assert.match(help.output, /-m, --mode <mode>\s+Set the build mode \(development \| production \| none\)/);
  });

  test('inspect writes the Rsbuild and Rspack configs to dist/.rsbuild', () => {
    assert.deepEqual(listFiles(path.join(pagesDir, 'dist/.rsbuild')), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
  });
});

/** The lines of a CLI run that the logger printed as errors (`error   …`), in order. */
const errorLines = (result: CliResult) => result.output.split('\n').filter((line) => line.startsWith('error'));

describe('Create the config file', () => {
  test('without source.entry, rsbuild build exits with 1 before compiling: Failed to build., then the whole [rsbuild:config] error and a stack', () => {
    assert.equal(noEntryCli.code, 1);
    assert.deepEqual(errorLines(noEntryCli), [
      'error   Failed to build.',
      'error   [rsbuild:config] Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mts|cts|mjs|cjs) exists, or customize entry through the source.entry configuration.',
    ]);
    assert.match(noEntryCli.output, /source\.entry configuration\.\n {4}at /);
    assert.doesNotMatch(noEntryCli.output, /build started/);
  });

  test('src/main.js is not a default entry, and @ is not a default alias', () => {
    assert.match(noEntry.errors.join('\n'), /Could not find any entry module, please make sure that src\/index\.\(ts\|js\|tsx\|jsx\|mts\|cts\|mjs\|cjs\) exists/);
    assert.equal(noAlias.errors.length, 1);
    assert.match(noAlias.errors[0], /Module not found: Can't resolve '@\/answer'/);
  });
});

describe('Map vue.config.js options', () => {
  test('defaults: dist, static/ folders, hashed names, port 3000, no production source maps, CSS extracted in development too', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: envModeDir, rsbuildConfig: { logLevel: 'silent', mode: 'development' } });
    const [rspackConfig] = await rsbuild.initConfigs();
    const { output, server } = rsbuild.getNormalizedConfig();
    assert.equal(output.distPath.root, 'dist');
    assert.deepEqual([output.distPath.js, output.distPath.css, output.distPath.image, output.distPath.svg, output.distPath.font, output.distPath.media], ['static/js', 'static/css', 'static/image', 'static/svg', 'static/font', 'static/media']);
    assert.equal(output.filenameHash, true);
    assert.equal(server.port, 3000);
    assert.equal(output.injectStyles, false);
    assert.match(JSON.stringify(rspackConfig.module?.rules), /cssExtractLoader/);
    assert.deepEqual(listFiles(dist).filter((file) => file.endsWith('.map')), []);
  });

  test('assetsDir: async chunks go to static/js/async and static/css/async, WebAssembly to static/wasm, other assets to static/assets', async () => {
    const project = makeProject(
      {
        'src/index.js': "import('./lazy.js');\nconsole.log(new URL('./guide.pdf', import.meta.url).href);\nimport('./add.wasm').then((wasm) => console.log(wasm));\n",
        'src/lazy.js': "import './lazy.css';\nexport const lazy = 1;\n",
        'src/lazy.css': '.lazy { color: red; }\n',
        'src/guide.pdf': '%PDF-1.4',
      },
      'vue-cli-dist-folders',
    );
    // the smallest WebAssembly module: the magic number and version 1
    writeFileSync(path.join(project, 'src/add.wasm'), Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
    const result = await buildProject(project, { mode: 'production' });
    assert.deepEqual(result.errors, []);
    const folders = [...new Set(listFiles(result.dist).map((file) => path.posix.dirname(file)))].sort();
    assert.deepEqual(folders, ['.', 'static/assets', 'static/css/async', 'static/js', 'static/js/async', 'static/wasm']);
    assert.ok(listFiles(result.dist).some((file) => /^static\/assets\/guide\.[0-9a-f]{8}\.pdf$/.test(file)));
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: project, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    const { distPath } = rsbuild.getNormalizedConfig().output;
    assert.deepEqual([distPath.wasm, distPath.assets], ['static/wasm', 'static/assets']);
  });

  test('node_modules is not compiled by default: the SWC rule leaves its .js, .mjs and .cjs files out but takes .ts, .tsx, .jsx, .mts and .cts', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: envModeDir, rsbuildConfig: { logLevel: 'silent' } });
    const [rspackConfig] = await rsbuild.initConfigs();
    const swcRule = (rspackConfig.module?.rules as { test?: unknown; include?: unknown[]; use?: { loader: string }[] }[]).find((rule) => rule.use?.some((use) => use.loader === 'builtin:swc-loader'));
    assert.equal(String(swcRule?.test), String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/));
    assert.deepEqual(swcRule?.include?.map((condition) => (condition instanceof RegExp ? String(condition) : { not: String((condition as { not: RegExp }).not) })), [
      { not: String(/[\\/]node_modules[\\/]/) },
      String(/\.(?:ts|tsx|jsx|mts|cts)$/),
    ]);
  });

  test('css.loaderOptions.postcss: a postcss.config.js file is read', () => {
    assert.deepEqual(postcss.errors, []);
    assert.match(outputFile(postcss.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /^\.note\{color:teal\}/);
  });

  test('runtimeCompiler: a vue$ alias to vue/dist/vue.esm-bundler.js bundles the template compiler', () => {
    assert.deepEqual(runtimeCompiler.errors, []);
    const js = listFiles(runtimeCompiler.dist).filter((file) => file.endsWith('.js')).map((file) => readText(runtimeCompiler.dist, file)).join('\n');
    assert.match(js, /registerRuntimeCompiler\)\(compileToFunction\)|registerRuntimeCompiler\(compileToFunction\)/);
  });

  test('configureWebpack: an object in tools.rspack is merged with webpack-merge (arrays are appended)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: envModeDir, rsbuildConfig: { logLevel: 'silent', tools: { rspack: { resolve: { extensions: ['.vue2'] } } } } });
    const [rspackConfig] = await rsbuild.initConfigs();
    const extensions = rspackConfig.resolve?.extensions ?? [];
    assert.equal(extensions.at(-1), '.vue2');
    assert.ok(extensions.includes('.js') && extensions.includes('.ts'), extensions.join(', '));
  });

  test('parallel: no such option; JavaScript goes through builtin:swc-loader', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: envModeDir, rsbuildConfig: { logLevel: 'silent' } });
    const [rspackConfig] = await rsbuild.initConfigs();
    const jsRule = (rspackConfig.module?.rules as { test?: unknown; use?: { loader: string }[] }[]).find((rule) => rule.test instanceof RegExp && rule.test.test('a.js') && rule.test.test('a.ts'));
    assert.deepEqual(jsRule?.use?.map((use) => use.loader), ['builtin:swc-loader']);
    // @ts-expect-error Rsbuild has no parallel option
    const config: RsbuildConfig = { parallel: true };
    assert.ok(config);
  });

  test('server.proxy takes paths as keys, not a bare URL string; the other mapped options exist', () => {
    const config: RsbuildConfig = {
      server: { proxy: { '/api': { target: 'http://localhost:4000', changeOrigin: true } } },
      html: { crossorigin: true },
      security: { sri: { enable: true } },
      output: { injectStyles: true, sourceMap: { css: true }, filenameHash: false },
      dev: { client: { overlay: false } },
      tools: { rspack: {}, bundlerChain: () => {}, cssLoader: {} },
    };
    // @ts-expect-error a bare URL string is not a proxy config
    const bare: RsbuildConfig = { server: { proxy: 'http://localhost:4000' } };
    assert.ok(config && bare);
  });

  test('dev.client.overlay takes true, false or { runtime }; Vue CLI\'s { warnings, errors } object fails type checking', () => {
    const accepted: RsbuildConfig[] = [{ dev: { client: { overlay: true } } }, { dev: { client: { overlay: false } } }, { dev: { client: { overlay: { runtime: false } } } }];
    // @ts-expect-error Vue CLI's overlay object with warnings and errors
    const vueCliStyle: RsbuildConfig = { dev: { client: { overlay: { warnings: false, errors: true } } } };
    assert.equal(accepted.length + [vueCliStyle].length, 4);
  });

  test('server.https takes key and cert: https: true fails type checking and the dev server starts without a certificate, so TLS handshakes fail', async () => {
    // @ts-expect-error Vue CLI's `https: true` is not a server.https value
    const vueCliStyle: RsbuildConfig = { server: { https: true } };
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    void vueCliStyle;
    const httpsDir = makeProject({ 'src/index.js': "console.log('https');\n" }, 'vue-cli-https');
    const rsbuild = await createRsbuild({ cwd: httpsDir, rsbuildConfig: { logLevel: 'silent', mode: 'development', server: { https: true as never, port, printUrls: false }, dev: { progressBar: false } } });
    const started = await rsbuild.startDevServer();
    try {
      assert.deepEqual(started.urls.slice(0, 1), [`https://localhost:${port}`]);
      const handshake = await new Promise<string>((resolve) => {
        const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
          socket.end();
          resolve('connected');
        });
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(String(error.code)));
      });
      assert.equal(handshake, 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE');
    } finally {
      await started.server.close();
    }
  });

  test("a bare URL string in server.proxy stops rsbuild dev with code 1: 'error   Failed to start dev server.', then 'error   TypeError: Cannot use 'in' operator to search for 'target' in <url>' and a stack trace", async () => {
    const proxyDir = makeProject({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "export default { server: { proxy: 'http://localhost:4000' } };\n" }, 'vue-cli-proxy');
    const result = await runCli(proxyDir, ['dev', '--port', String(await freePort())]);
    assert.equal(result.code, 1);
    assert.deepEqual(errorLines(result), ['error   Failed to start dev server.', "error   TypeError: Cannot use 'in' operator to search for 'target' in http://localhost:4000"]);
    assert.match(result.output, /in http:\/\/localhost:4000\n {4}at /);
  });
});

describe('publicPath', () => {
  test('the dev server serves the app and public/ under server.base', async () => {
    const page = await fetch(`http://localhost:${devPort}/shop/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script defer src="\/shop\/static\/js\/index\.js"><\/script>/);
    const logo = await fetch(`http://localhost:${devPort}/shop/logo.png`);
    assert.equal(await logo.text(), 'logo');
  });

  test('the build uses server.base as the asset prefix', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(readText(dist, 'index.html'), /<script defer src="\/shop\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  });

  test('a CDN assetPrefix prefixes the assets while BASE_URL stays /', () => {
    assert.deepEqual(cdn.errors, []);
    assert.match(readText(cdnDir, 'dist/index.html'), /src="https:\/\/cdn\.example\.com\/static\/js\/index\.[0-9a-f]{8}\.js"/);
    assert.match(outputFile(path.join(cdnDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /base:"\/"/);
  });

  test("assetPrefix './' is added as is to url() in static/css/ (broken there) for an image above 4096 bytes, one of 4096 bytes is inlined; 'auto' writes a path relative to the CSS file", () => {
    assert.deepEqual([dotPrefix.errors, autoPrefix.errors], [[], []]);
    assert.match(outputFile(path.join(dotPrefixDir, 'dist'), /^static\/css\/index\.[0-9a-f]{8}\.css$/), /url\(\.\/static\/image\/hero\.[0-9a-f]{8}\.png\)/);
    // An image of 4096 bytes is inlined as a data URL, so './' does not break it.
    assert.match(outputFile(path.join(dotPrefixDir, 'dist'), /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.icon\{background:url\(data:image\/png;base64,iVBORw/);
    assert.ok(!listFiles(path.join(dotPrefixDir, 'dist')).some((file) => file.includes('icon.')));
    assert.match(outputFile(path.join(autoPrefixDir, 'dist'), /^static\/css\/index\.[0-9a-f]{8}\.css$/), /url\(\.\.\/\.\.\/static\/image\/hero\.[0-9a-f]{8}\.png\)/);
  });
});

describe('pages', () => {
  test('template and title functions get the entry name; index.html and admin.html each load their own entry', () => {
    assert.deepEqual(pagesBuild.errors, []);
    const index = readText(pagesDir, 'dist/index.html');
    const admin = readText(pagesDir, 'dist/admin.html');
    assert.match(index, /<title>Shop<\/title>/);
    assert.match(admin, /<title>Admin<\/title>[\s\S]*<div id="admin">/);
    assert.match(index, /src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);
    assert.doesNotMatch(index, /static\/js\/admin\./);
    assert.match(admin, /src="\/static\/js\/admin\.[0-9a-f]{8}\.js"/);
    assert.doesNotMatch(admin, /static\/js\/index\./);
  });
});

describe('chainWebpack and configureWebpack', () => {
  test("config.plugin('html').tap() stops rsbuild build with 1: Failed to build., then the whole Cannot call .tap() error and a stack", () => {
    assert.equal(tapCli.code, 1);
    assert.deepEqual(errorLines(tapCli), ['error   Failed to build.', "error   Cannot call .tap() on a plugin that has not yet been defined. Call plugin('html').use(<Plugin>) first."]);
    assert.match(tapCli.output, /first\.\n {4}at /);
  });

  test("config.plugin('html').tap() stops the build: the HTML plugins are named html-<entry>", () => {
    assert.match(tapError, /Cannot call \.tap\(\) on a plugin that has not yet been defined\. Call plugin\('html'\)\.use\(<Plugin>\) first\./);
    assert.match(inspectedRspack, /\/\* config\.plugin\('html-index'\) \*\//);
    assert.match(inspectedRspack, /\/\* config\.plugin\('html-admin'\) \*\//);
  });

  test('the inspected Rspack config names each rule and plugin as bundlerChain reaches it', () => {
    assert.match(inspectedRspack, /\/\* config\.module\.rule\('css'\) \*\//);
    assert.match(inspectedRspack, /\/\* config\.module\.rule\('css'\)\.use\('lightningcss'\) \*\//);
  });
});

describe('A complete example', () => {
  test('Sass additionalData through the @ alias, ~lib alias from the project root, the included dependency lowered', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.price\{color:teal\}/);
    const js = indexJs();
    assert.match(js, /"lib 1"/);
    assert.doesNotMatch(js, /\?\?/);
  });
});

describe('Environment variables', () => {
  test('.env, .env.local, .env.[mode] and .env.[mode].local are read; --env-mode staging replaces .env.production', () => {
    const js = outputFile(path.join(envModeDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /stage:"staging"/);
    assert.match(js, /local:"local"/);
    assert.match(js, /stageLocal:"staging-local"/);
    assert.match(js, /production:process\.env\.VUE_APP_PRODUCTION/);
  });

  test('VUE_APP_ through loadEnv, in process.env and import.meta.env; rsbuild build reads .env.production; BASE_URL is server.base; NODE_ENV is production', () => {
    const js = indexJs();
    assert.match(js, /api:"https:\/\/api\.example\.com"/);
    assert.match(js, /metaApi:"https:\/\/api\.example\.com"/);
    // rsbuild build without --env-mode reads .env.production
    assert.match(js, /modeFile:"production"/);
    assert.match(js, /base:"\/shop\/"/);
    assert.match(js, /metaBase:"\/shop\/"/);
    assert.match(js, /nodeEnv:"production"/);
  });

  test('NODE_ENV=development already set: rsbuild build keeps it and reads .env.development', () => {
    assert.equal(presetNodeEnvBuild.code, 0, presetNodeEnvBuild.output);
    assert.match(readText(path.join(presetNodeEnvDir, 'dist'), 'static/js/index.js'), /stage:\s*"development"/);
  });

  test('a NODE_ENV line in a loaded .env file replaces the NODE_ENV of the shell, and the build mode follows it', () => {
    assert.equal(envNodeEnv.nodeEnv, 'development');
    assert.equal(envNodeEnv.mode, 'development');
    // A development build: no hashes in file names, and the values in the unminified bundle.
    assert.ok(envNodeEnv.files.includes('static/js/index.js'), envNodeEnv.files.join(', '));
    assert.match(readText(path.join(envNodeEnvDir, 'dist'), 'static/js/index.js'), /nodeEnv: "development",\s+mode: "development"/);
  });

  test('an unhandled VUE_APP_ variable stays process.env.VUE_APP_API_URL, and a browser without process throws', () => {
    assert.deepEqual(unhandled.errors, []);
    const js = outputFile(path.join(unhandledDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /process\.env\.VUE_APP_API_URL/);
    assert.throws(() => vm.runInNewContext(js, { window: {} }), /process is not defined/);
  });

  test('in Chromium, the unhandled process.env.VUE_APP_API_URL throws ReferenceError: process is not defined', async () => {
    const browser = await launchChromium();
    try {
      const { errors } = await openBuiltApp(browser, path.join(unhandledDir, 'dist'), 'p');
      assert.deepEqual(errors, ['ReferenceError: process is not defined']);
    } finally {
      await browser.close();
    }
  });
});

describe('HTML template', () => {
  test('htmlWebpackPlugin.options.title prints html.title, assetPrefix carries the base, the favicon link is added', () => {
    assert.equal(build.code, 0, build.output);
    const html = readText(dist, 'index.html');
    assert.match(html, /<title>Shop<\/title>/);
    assert.match(html, /Please enable JavaScript to use Shop\./);
    assert.match(html, /href="\/shop\/apple-touch-icon\.png"/);
    assert.match(html, /<link rel="icon" href="\/shop\/favicon\.ico">/);
  });

  test('<%= BASE_URL %> stops the build with two errors under Build errors:, Template execution failed and [html-rspack-plugin]', () => {
    assert.equal(baseUrlBuild.code, 1);
    assert.ok(
      baseUrlBuild.output.includes('error   Build errors: \n× Template execution failed: ReferenceError: BASE_URL is not defined\n\n× [html-rspack-plugin]: BASE_URL is not defined\n\nerror   build failed in '),
      baseUrlBuild.output,
    );
    assert.equal(baseUrlBuild.output.match(/^× /gm)?.length, 2);
  });

  test('a template that keeps its own icon link next to public/favicon.ico gets two', () => {
    assert.deepEqual(duplicateIcon.errors, []);
    assert.equal(readText(duplicateIconDir, 'dist/index.html').match(/<link rel="icon" href="\/favicon\.ico">/g)?.length, 2);
  });

  test('with html.inject false no favicon link is added: the template keeps only its own', () => {
    assert.equal(readText(duplicateIconDir, 'dist-no-inject/index.html').match(/<link rel="icon"[^>]*>/g)?.join(''), '<link rel="icon" href="/favicon.ico">');
    assert.ok(pageText('guide/migration/vue-cli', 'en').includes('as long as [`html.inject`](/config/html/inject) is not `false`;'));
    assert.ok(pageText('guide/migration/vue-cli', 'zh').includes('前提是 [`html.inject`](/config/html/inject) 没有设为 `false`。'));
  });

  test("with output.assetPrefix 'auto', <%= assetPrefix %> prints auto; a path without it is relative to the HTML beside the public/ copies", () => {
    assert.deepEqual(autoPrefix.errors, []);
    const autoDist = path.join(autoPrefixDir, 'dist');
    const html = readText(autoDist, 'index.html');
    assert.match(html, /<link rel="apple-touch-icon" href="auto\/apple-touch-icon\.png" \/>/);
    assert.match(html, /<link rel="apple-touch-icon" sizes="180x180" href="apple-touch-icon\.png" \/>/);
    assert.ok(listFiles(autoDist).includes('apple-touch-icon.png'));
  });

  test('the automatic favicon link also takes public/favicon.png, and public/favicon.svg with type="image/svg+xml"; of several, favicon.ico, then favicon.png', async () => {
    const icons = { png: 'public/favicon.png', svg: 'public/favicon.svg', 'ico+png+svg': 'public/favicon.ico public/favicon.png public/favicon.svg', 'png+svg': 'public/favicon.png public/favicon.svg' };
    const links: Record<string, string[]> = {};
    for (const [name, files] of Object.entries(icons)) {
      const project = makeProject({ ...Object.fromEntries(files.split(' ').map((file) => [file, 'icon'])), 'src/index.js': "console.log('icon');\n" }, `vue-cli-favicon-${name.replaceAll('+', '-')}`);
      const result = await buildProject(project, { mode: 'production' });
      assert.deepEqual(result.errors, []);
      links[name] = readText(result.dist, 'index.html').match(/<link rel="icon"[^>]*>/g) ?? [];
    }
    assert.deepEqual(links, {
      png: ['<link rel="icon" href="/favicon.png">'],
      svg: ['<link rel="icon" href="/favicon.svg" type="image/svg+xml">'],
      'ico+png+svg': ['<link rel="icon" href="/favicon.ico">'],
      'png+svg': ['<link rel="icon" href="/favicon.png">'],
    });
  });

  test("the default title is 'Rsbuild App' and the built-in template's container is #root", async () => {
    assert.match(readText(cdnDir, 'dist/index.html'), /<title>Rsbuild App<\/title>[\s\S]*<div id="root"><\/div>/);
  });
});

describe('Public folder', () => {
  test('build copies public/; a template of another name than its entry stays in the output as a raw copy', () => {
    assert.deepEqual(rawTemplate.errors, []);
    const files = listFiles(path.join(rawTemplateDir, 'dist'));
    assert.ok(files.includes('logo.png') && files.includes('index.html') && files.includes('app.html'), files.join(', '));
    assert.match(readText(rawTemplateDir, 'dist/app.html'), /<%= htmlWebpackPlugin\.options\.title %>/);
    assert.match(readText(rawTemplateDir, 'dist/index.html'), /<title>Rsbuild App<\/title>/);
  });

  test('a generated index.html overwrites the copy of public/index.html', () => {
    assert.doesNotMatch(readText(dist, 'index.html'), /<%=/);
  });

  test('with output.distPath.html changed, the raw public/index.html stays beside the generated html/index.html', () => {
    assert.deepEqual(distPathHtml.errors, []);
    const files = listFiles(distPathHtml.dist);
    assert.ok(files.includes('index.html') && files.includes('html/index.html'), files.join(', '));
    assert.match(readText(distPathHtml.dist, 'index.html'), /<%= htmlWebpackPlugin\.options\.title %>/);
    assert.match(readText(distPathHtml.dist, 'html/index.html'), /<title>Rsbuild App<\/title>/);
  });
});

// Vue 2 projects: @rsbuild/plugin-vue2-jsx 1.0.5 (npm's latest, read with npm pack on 2026-12-05; not installed
// here) depends on @rsbuild/plugin-babel ^1.0.6 and its whole setup is one modifyBundlerChain hook that calls
// modifyBabelLoaderOptions of @rsbuild/plugin-babel to push @vue/babel-preset-jsx. The probe below does the
// same: the preset only lands where pluginBabel({ include }) has left a Babel rule. Without it, SWC compiles
// the JSX as in "Install the packages" (the two tests there).
describe('Vue 2 projects', () => {
  test('the Vue 2 JSX plugin only reaches a Babel rule that pluginBabel({ include: /\\.(?:jsx|tsx)$/ }) creates; without pluginBabel(), or without its include, there is none', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginBabel, modifyBabelLoaderOptions } = await plugin('@rsbuild/plugin-babel');
    const presetsPushed: Record<string, number> = {};
    for (const [key, babel] of [['with include', pluginBabel({ include: /\.(?:jsx|tsx)$/ })], ['without include', pluginBabel()], ['no pluginBabel', null]] as const) {
      presetsPushed[key] = 0;
      const vue2Jsx = {
        name: 'rsbuild:vue2-jsx',
        setup: (api: any) =>
          api.modifyBundlerChain((chain: any, { CHAIN_ID }: any) =>
            modifyBabelLoaderOptions({ chain, CHAIN_ID, modifier: (babelOptions: { presets?: unknown[] }) => ((babelOptions.presets ??= []).push('@vue/babel-preset-jsx'), presetsPushed[key]++, babelOptions) }),
          ),
      };
      const rsbuild = await createRsbuild({ cwd: envModeDir, rsbuildConfig: { logLevel: 'silent', plugins: [babel, vue2Jsx] } });
      await rsbuild.initConfigs();
    }
    assert.ok(presetsPushed['with include'] >= 1, JSON.stringify(presetsPushed));
    assert.equal(presetsPushed['without include'], 0);
    assert.equal(presetsPushed['no pluginBabel'], 0);
  });
});

describe('Common problems', () => {
  test("a jsconfig.json with @/* paths is not read; source.tsconfigPath './jsconfig.json' makes @/ resolve", async () => {
    const dir = makeProject(
      {
        'jsconfig.json': '{\n  "compilerOptions": {\n    "baseUrl": "./",\n    "paths": {\n      "@/*": ["src/*"]\n    }\n  }\n}\n',
        'src/index.js': "import { answer } from '@/answer';\nconsole.log(answer);\n",
        'src/answer.js': 'export const answer = 42;\n',
      },
      'vue-cli-jsconfig',
    );
    const without = await buildProject(dir);
    assert.equal(without.errors.length, 1);
    assert.match(without.errors[0], /Can't resolve '@\/answer'/);
    const withPath = await buildProject(dir, { source: { tsconfigPath: './jsconfig.json' } });
    assert.deepEqual(withPath.errors, []);
  });

  test('tsconfig paths resolve @/, require.context works, and a type error does not fail the build', () => {
    assert.deepEqual(problems.errors, []);
    const js = outputFile(path.join(problemsDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /"not a number"/);
    assert.match(js, /\.\/one\.ts/);
    assert.match(js, /\.\/two\.ts/);
  });

  test("with types: ['@rsbuild/core/types'] in place of webpack-env, require.context, module.hot, import.meta.env and an image import type-check (node and bundler resolution)", async () => {
    const ts = (await import('typescript')).default;
    const main = "import logo from './logo.png';\nconst parts = require.context('./parts', false, /\\.ts$/);\nif (module.hot) module.hot.accept();\nexport const values: string[] = [logo, import.meta.env.MODE, import.meta.env.BASE_URL, ...parts.keys()];\n";
    for (const moduleResolution of [ts.ModuleResolutionKind.Node10, ts.ModuleResolutionKind.Bundler]) {
      assert.deepEqual(typeCheckProject(ts, { 'src/main.ts': main }, 'vue-cli-types', () => ({ types: ['@rsbuild/core/types'], moduleResolution })), [], String(moduleResolution));
    }
    // Vue CLI's webpack-env entry, with @types/webpack-env gone: none of these names is declared.
    const withWebpackEnv = typeCheckProject(ts, { 'src/main.ts': main }, 'vue-cli-types-webpack-env', () => ({ types: ['webpack-env'] }));
    assert.ok(withWebpackEnv.some((line) => line.includes("TS2688: Cannot find type definition file for 'webpack-env'.")), withWebpackEnv.join('\n'));
  });

  test('@rsbuild/core/types brings the module.hot and require.context declarations of @rspack/core/module', () => {
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/types.d.ts'), 'utf8');
    assert.match(types, /^\/\/\/ <reference types="@rspack\/core\/module" \/>/);
    assert.match(types, /interface ImportMeta \{\n\s+readonly env: ImportMetaEnv;/);
    assert.match(types, /declare module '\*\.png'/);
    const moduleTypes = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rspack/core/module.d.ts'), 'utf8');
    assert.match(moduleTypes, /hot\?: Hot;/);
    assert.match(moduleTypes, /context\(/);
  });

  test('the Vue plugin and the style plugins take the options the page names', async () => {
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    assert.equal(pluginSass({ sassLoaderOptions: {} }).name, 'rsbuild:sass');
    assert.equal(pluginLess({ lessLoaderOptions: {} }).name, 'rsbuild:less');
    assert.equal(pluginStylus({ stylusOptions: {} }).name, 'rsbuild:stylus');
  });

  test('pluginSass has one rule for .sass and .scss, which gets sassLoaderOptions', async () => {
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: envModeDir, rsbuildConfig: { logLevel: 'silent', plugins: [pluginSass({ sassLoaderOptions: { additionalData: '$brand: teal;' } })] } });
    const [rspackConfig] = await rsbuild.initConfigs();
    const rules = (rspackConfig.module?.rules ?? []) as { test?: unknown; use?: { loader: string; options?: { additionalData?: string } }[] }[];
    const sassRules = rules.filter((rule) => rule.use?.some((use) => /sass-loader/.test(use.loader)));
    // the plain rule and its ?inline twin, both for one pattern
    assert.deepEqual(new Set(sassRules.map((rule) => String(rule.test))), new Set([String(/\.s(?:a|c)ss$/)]));
    assert.equal(sassRules[0].use?.find((use) => /sass-loader/.test(use.loader))?.options?.additionalData, '$brand: teal;');
  });

  test('a missing #app: the development build of Vue warns "Failed to mount app", the production build says nothing', async () => {
    // Vue's self-contained development and production builds (the bundler builds are the same code
    // with process.env.NODE_ENV replaced); the CommonJS ones would follow this process's NODE_ENV,
    // which the builds above set to production.
    const requireVue = createRequire(path.join(rsbuildV1Dir, 'package.json'));
    const warnings: Record<string, string[]> = { development: [], production: [] };
    const original = { document: (globalThis as { document?: unknown }).document, warn: console.warn };
    (globalThis as { document?: unknown }).document = { querySelector: () => null, createElement: () => ({}) };
    try {
      for (const [mode, file] of [['development', '@vue/runtime-dom/dist/runtime-dom.esm-browser.js'], ['production', '@vue/runtime-dom/dist/runtime-dom.esm-browser.prod.js']] as const) {
        const { createApp } = (await import(pathToFileURL(requireVue.resolve(file)).href)) as { createApp: (root: object) => { mount: (selector: string) => unknown } };
        console.warn = (...args: unknown[]) => warnings[mode].push(args.map(String).join(' '));
        assert.equal(createApp({ render: () => null }).mount('#app'), undefined);
      }
    } finally {
      console.warn = original.warn;
      (globalThis as { document?: unknown }).document = original.document;
    }
    assert.match(warnings.development.join('\n'), /^\[Vue warn\]: Failed to mount app: mount target selector "#app" returned null\./);
    assert.deepEqual(warnings.production, []);
  });

  test('runtimeCompiler: the Vue package has the full build that the vue$ alias points to', () => {
    for (const file of ['vue.esm-bundler.js', 'vue.runtime.esm-bundler.js']) assert.ok(listFiles(path.join(rsbuildV1Dir, 'node_modules/vue/dist')).includes(file), file);
  });

  test("Type errors no longer fail the build: vue-tsc's require.resolve('typescript/lib/tsc') works with TypeScript 5 and fails with the exports of TypeScript 7.0.2 (ERR_PACKAGE_PATH_NOT_EXPORTED, Package subpath './lib/tsc' is not defined by \"exports\")", () => {
    // TypeScript 5.9 as installed for the 1.x packages: the path vue-tsc asks for exists.
    const fromV1 = createRequire(path.join(rsbuildV1Dir, 'package.json'));
    assert.match(JSON.parse(readFileSync(fromV1.resolve('typescript/package.json'), 'utf8')).version, /^5\./);
    assert.ok(fromV1.resolve('typescript/lib/tsc').endsWith(path.join('typescript', 'lib', 'tsc.js')));
    // The package.json of typescript 7.0.2 as published (name, version and the first entries of its exports map).
    const project = mkdtempSync(path.join(os.tmpdir(), 'vue-cli-ts7-'));
    try {
      writeProjectFiles(project, {
        'node_modules/typescript/package.json': JSON.stringify({ name: 'typescript', version: '7.0.2', exports: { './package.json': './package.json', '.': './lib/version.cjs', './unstable/sync': './dist/api/sync/api.js' } }),
        'package.json': '{ "name": "app", "private": true }\n',
      });
      assert.throws(() => createRequire(path.join(project, 'package.json')).resolve('typescript/lib/tsc'), (error: NodeJS.ErrnoException) => {
        assert.equal(error.code, 'ERR_PACKAGE_PATH_NOT_EXPORTED');
        assert.equal(error.message, `Package subpath './lib/tsc' is not defined by "exports" in ${path.join(project, 'node_modules/typescript/package.json')}`);
        return true;
      });
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('Samples', () => {
  test('the page\'s four rsbuild.config.ts samples type-check as written, in both languages; only @rsbuild/plugin-vue2 (Vue 2 projects), which is not installed here, is not found', async () => {
    const ts = (await import('typescript')).default;
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/migration/vue-cli', lang);
      assert.equal(samples.length, 4, lang);
      const files = Object.fromEntries(samples.map((code, index) => [`sample${index}/rsbuild.config.ts`, code]));
      assert.deepEqual(typeCheckProject(ts, files, 'vue-cli-samples-' + lang), [
        "sample3/rsbuild.config.ts: TS2307: Cannot find module '@rsbuild/plugin-vue2' or its corresponding type declarations.",
      ], lang);
    }
  });
});

// Review round 66: this machine's registry lacks some newest releases, so its `latest` tags (read in
// the comments at the top of this file) prove which releases were checked, not which one is npm's
// newest. The page names the checked releases instead of calling them the latest or current ones.
describe('Migrate from Vue CLI › checked releases', () => {
  test('the page names the releases it was checked with (Vue CLI 5.0.9, plugin-vue2 1.1.1, TypeScript 7.0.2, plugin-eslint 2.0.2 and 1.3.0), not the latest ones, in both languages', () => {
    const en = pageText('guide/migration/vue-cli', 'en');
    const zh = pageText('guide/migration/vue-cli', 'zh');
    for (const literal of [
      'its 5.x releases (5.0.9 was checked for this page) bundle webpack 5',
      'Release 1.1.1, the one checked for this page, is based on `vue-loader` 15;',
      'but with TypeScript 7.0.2 it stops with',
      'Its 2.x line (checked with 2.0.2) needs ESLint 9 or 10 and Node.js 20.20.2 or later; for ESLint 8 or an older Node.js, install `@rsbuild/plugin-eslint@1`, whose 1.3.0 takes ESLint 8 to 10 and declares no Node.js version of its own.',
    ]) assert.ok(en.includes(literal), literal);
    for (const literal of [
      '其 5.x 版本（本文核对的是 5.0.9）内部使用 webpack 5',
      '本文核对的 1.1.1 版本基于 `vue-loader` 15',
      '但搭配 TypeScript 7.0.2 时，它会直接报错退出',
      '该插件的 2.x 版本（本文核对的是 2.0.2）要求 ESLint 9 或 10，以及 Node.js 20.20.2 及以上；如果使用 ESLint 8 或更早的 Node.js，请安装 `@rsbuild/plugin-eslint@1`，其 1.3.0 版本支持 ESLint 8 至 10，本身未声明 Node.js 版本要求。',
    ]) assert.ok(zh.includes(literal), literal);
    for (const gone of ['the latest is 5.0.9', 'current release is 1.1.1', "npm's `latest` at the time of writing", '2.0.2 is the latest']) assert.ok(!en.includes(gone), gone);
    for (const gone of ['最新为 5.0.9', '当前版本是 1.1.1', '本文写作时 npm 的 `latest`', '最新为 2.0.2']) assert.ok(!zh.includes(gone), gone);
  });
});
