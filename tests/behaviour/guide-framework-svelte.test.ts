// guide/framework/svelte: what @rsbuild/plugin-svelte 1.1.2 does on @rsbuild/core 1.7.6 with
// Svelte 5: the scaffolder's templates, the resolver, the loader options, styles in production and
// development, the TypeScript step of svelte-preprocess, hot updates in Chromium, and the errors.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { PluginSvelteOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-svelte';
import { assertPageSamplesTypeCheck, buildProject, pageSamples, freePort, listFiles, makeProject, outputFile, pageText, plugin, PRINTED_BUILD_TIME, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, runTsc, startCli, writeProjectFiles, type BuildResult, type CliResult, launchChromium } from './harness';

const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));

const appSvelte = `<script lang="ts">
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
`;
const indexTs = `import { mount } from 'svelte';
import App from './App.svelte';

mount(App, {
  target: document.getElementById('root')!,
  props: { name: 'Rsbuild' },
});
`;
// The page's component and entry, a .svelte.ts module with a rune, and a <style lang="scss"> whose
// variable comes from the page's options sample (runes mode, prependData with @use from the root).
// The TypeScript step is off here: Svelte 5 strips the annotations itself.
const dir = makeProject(
  {
    'src/App.svelte': appSvelte,
    'src/Scss.svelte': '<p>scss</p>\n\n<style lang="scss">\n  p { color: $accent; }\n</style>\n',
    'src/styles/_variables.scss': '$accent: teal;\n',
    'src/counter.svelte.ts': 'export const createCounter = () => { let value = $state(0); return { get value() { return value; } }; };\n',
    'src/index.ts': `${indexTs}import Scss from './Scss.svelte';
import { createCounter } from './counter.svelte';
mount(Scss, { target: document.body });
console.log(createCounter().value);
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginSvelte } from '@rsbuild/plugin-svelte';

export default defineConfig({
  plugins: [
    pluginSvelte({
      svelteLoaderOptions: { compilerOptions: { runes: true } },
      preprocessOptions: { typescript: false, scss: { prependData: \`@use 'src/styles/variables' as *;\` } },
    }),
  ],
  output: { filenameHash: false },
});
`,
  },
  'svelte',
);
const dist = path.join(dir, 'dist');

// The TypeScript step on: an enum (emits code), a type error, and the page's tsconfig.json or one
// without verbatimModuleSyntax. svelte-preprocess finds the tsconfig.json next to the component.
const tsComponent = "<script lang=\"ts\">\n  enum Size { Small = 'small-size', Large = 'large-size' }\n  const wrong: number = 'not a number';\n</script>\n\n<p>{Size.Small} {wrong}</p>\n";
const pageTsconfig = `{
  "compilerOptions": {
    "target": "ES2022",
    "moduleResolution": "bundler",
    "verbatimModuleSyntax": true,
    "noEmit": true,
    "types": ["@rsbuild/core/types", "svelte"]
  },
  "include": ["src"]
}
`;
const tsProject = (tsconfig: string, name: string) =>
  makeProject(
    {
      'tsconfig.json': tsconfig,
      'src/Enum.svelte': tsComponent,
      // A second lang="ts" component: the warning is printed once per process, not per component.
      'src/Other.svelte': '<script lang="ts">\n  const label: string = \'other\';\n</script>\n\n<p>{label}</p>\n',
      'src/index.ts': "import { mount } from 'svelte';\nimport Enum from './Enum.svelte';\nimport Other from './Other.svelte';\nmount(Enum, { target: document.body });\nmount(Other, { target: document.body });\n",
      'rsbuild.config.mjs': "import { pluginSvelte } from '@rsbuild/plugin-svelte';\nexport default { plugins: [pluginSvelte()], output: { filenameHash: false } };\n",
    },
    name,
  );
const tsDir = tsProject(pageTsconfig, 'svelte-ts');
const looseTsDir = tsProject('{ "compilerOptions": { "target": "ES2022" } }\n', 'svelte-ts-loose');

// A project whose folder cannot resolve svelte: node_modules holds only @rsbuild/core and the plugin.
function projectWithoutSvelte() {
  const root = path.join(repoRoot, '.tmp', 'behaviour');
  mkdirSync(root, { recursive: true });
  const project = mkdtempSync(path.join(root, 'svelte-missing-'));
  mkdirSync(path.join(project, 'node_modules/@rsbuild'), { recursive: true });
  for (const name of ['core', 'plugin-svelte']) symlinkSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild', name), path.join(project, 'node_modules/@rsbuild', name), 'dir');
  writeProjectFiles(project, {
    'src/index.js': "console.log('no svelte');\n",
    'rsbuild.config.mjs': "import { pluginSvelte } from '@rsbuild/plugin-svelte';\nexport default { plugins: [pluginSvelte()] };\n",
  });
  withoutSvelte = project;
  return project;
}
let withoutSvelte: string | undefined;
let withoutSass: string | undefined;
let withTypescript7: string | undefined;

// Development: a component, an imported CSS file, served for the hot update claims.
const hmrDir = makeProject(
  {
    'src/App.svelte': '<script>\n  let count = $state(0);\n</script>\n\n<button id="counter" onclick={() => count++}>Count {count}</button>\n',
    'src/page.css': '#counter { color: rgb(255, 0, 0); }\n',
    'src/index.js': "import { mount } from 'svelte';\nimport App from './App.svelte';\nimport './page.css';\nmount(App, { target: document.getElementById('root') });\n",
    'rsbuild.config.mjs': "import { pluginSvelte } from '@rsbuild/plugin-svelte';\nexport default { plugins: [pluginSvelte()], server: { printUrls: false } };\n",
  },
  'svelte-hmr',
);

let build: CliResult;
let tsBuild: CliResult;
let looseTsBuild: CliResult;
let missing: CliResult;
let devBuild: BuildResult;
let serverBuild: BuildResult;
const serverDir = makeProject({ 'src/App.svelte': appSvelte, 'src/index.ts': "import App from './App.svelte';\nconsole.log(App);\n" }, 'svelte-server');
let browser: Browser;
let port: number;
let server: ReturnType<typeof startCli>;
before(async () => {
  port = await freePort();
  server = startCli(hmrDir, ['dev', '--port', String(port)], /ready\s+built in/);
  const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
  // A development build of the page's component with compilerOptions.hmr (in this process, so
  // the development mode comes from the config).
  const devDir = makeProject({ 'src/App.svelte': appSvelte, 'src/index.ts': indexTs }, 'svelte-dev');
  [build, tsBuild, looseTsBuild, missing, browser] = await Promise.all([
    runCli(dir, ['build']),
    runCli(tsDir, ['build']),
    runCli(looseTsDir, ['build']),
    runCli(projectWithoutSvelte(), ['build']),
    launchChromium(),
    server.started,
  ]);
  // The page's component built in production for the node and web-worker targets.
  serverBuild = await buildProject(serverDir, {
    mode: 'production',
    output: { minify: false },
    plugins: [pluginSvelte({ preprocessOptions: { typescript: false } })],
    environments: {
      node: { output: { target: 'node', distPath: { root: 'dist/node' } } },
      worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } },
      nodeEmit: { output: { target: 'node', emitCss: true, distPath: { root: 'dist/node-emit' } } },
      webNoEmit: { output: { target: 'web', emitCss: false, distPath: { root: 'dist/web-no-emit' } } },
    },
  });
  devBuild = await buildProject(devDir, {
    mode: 'development',
    output: { filenameHash: false },
    plugins: [pluginSvelte({ preprocessOptions: { typescript: false }, svelteLoaderOptions: { compilerOptions: { hmr: true } } })],
  });
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (withoutSvelte && !process.env.KEEP_FIXTURES) rmSync(withoutSvelte, { recursive: true, force: true });
  if (withoutSass && !process.env.KEEP_FIXTURES) rmSync(withoutSass, { recursive: true, force: true });
  if (withTypescript7 && !process.env.KEEP_FIXTURES) rmSync(withTypescript7, { recursive: true, force: true });
});

async function svelteLoaderOptions(rsbuildConfig: RsbuildConfig, options?: PluginSvelteOptions) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...rsbuildConfig, plugins: [pluginSvelte(options)] } });
  const [config] = await rsbuild.initConfigs();
  const rule = (config.module?.rules as any[]).find((r) => r && String(r.test) === String(/\.svelte$/));
  const loaders = (rule.use as any[]).map((use) => use.loader as string);
  return { options: (rule.use as any[]).find((use) => /svelte-loader/.test(use.loader)).options, loaders, config };
}

let production: ReturnType<typeof svelteLoaderOptions> | undefined;
/** The loader options and config of pluginSvelte() in production, computed once. */
const productionLoader = () => (production ??= svelteLoaderOptions({ mode: 'production' }));

describe('Svelte › Create a Svelte project', () => {
  const bin = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/bin.js');
  test('the scaffolder checked here is create-rsbuild 2.2.5 (2.2.9 was compared by hand: same choice and templates); the page names no release as npm\'s latest', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/package.json'), 'utf8')).version, '2.2.5');
    // This machine's registry lacks the newest releases, so which one is `latest` on npm is not provable here.
    const en = pageText('guide/framework/svelte', 'en');
    const zh = pageText('guide/framework/svelte', 'zh');
    assert.ok(en.includes('(checked with `create-rsbuild` 2.2.5 and 2.2.9: both offer the choice and templates above)'));
    assert.ok(zh.includes('（已用 `create-rsbuild` 2.2.5 和 2.2.9 核对，两者提供的选项和模板与上文一致）'));
    assert.ok(en.includes('when the project installs `typescript` 7 (checked with 7.0.2), npm 11.19.1 puts'));
    assert.ok(zh.includes('项目安装 `typescript` 7 时（已用 7.0.2 核对），npm 11.19.1'));
    for (const text of [en, zh]) assert.doesNotMatch(text, /`latest` (?:release|版本|为)|npm's `latest`|newest 4\.x|4\.x 的最新版本/);
  });
  test('the prompt offers Svelte; svelte-js and svelte-ts are templates', () => {
    assert.match(execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' }), /Available templates: .*\bsvelte-js, svelte-ts\b/);
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/dist/index.js'), 'utf8'), /value: 'svelte',\s*label: 'Svelte'/);
  });
  test('my-app --template svelte-ts: Svelte 5, pluginSvelte() registered, @rsbuild/core 2', () => {
    const parent = makeProject({}, 'svelte-create');
    execFileSync(process.execPath, [bin, 'my-app', '--template', 'svelte-ts'], { cwd: parent, encoding: 'utf8' });
    const created = JSON.parse(readFileSync(path.join(parent, 'my-app/package.json'), 'utf8'));
    assert.match(created.dependencies.svelte, /^\^5\./);
    assert.match(created.devDependencies['@rsbuild/core'], /^\^2\./);
    assert.ok(created.devDependencies['@rsbuild/plugin-svelte']);
    assert.match(readFileSync(path.join(parent, 'my-app/rsbuild.config.ts'), 'utf8'), /plugins: \[pluginSvelte\(\)\]/);
  });
});

describe('Svelte › Create a Svelte project › svelte-js', () => {
  test('the svelte-js template also adds Svelte 5 and registers pluginSvelte()', () => {
    const template = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/template-svelte-js');
    assert.match(JSON.parse(readFileSync(path.join(template, 'package.json'), 'utf8')).dependencies.svelte, /^\^5\./);
    assert.match(readFileSync(path.join(template, 'rsbuild.config.js'), 'utf8'), /plugins: \[pluginSvelte\(\)\]/);
  });
});

describe('Svelte › Add Svelte to an existing project', () => {
  test('Register the plugin: svelte in main fields and export conditions, .svelte resolved, the svelte package compiled', async () => {
    const { config } = await productionLoader();
    assert.ok(config.resolve?.mainFields?.includes('svelte'), String(config.resolve?.mainFields));
    assert.ok(config.resolve?.conditionNames?.includes('svelte'), String(config.resolve?.conditionNames));
    assert.ok(config.resolve?.extensions?.includes('.svelte'), String(config.resolve?.extensions));
    const { createRsbuild } = await rsbuildCore();
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { plugins: [pluginSvelte()] } });
    await rsbuild.initConfigs();
    const include = rsbuild.getNormalizedConfig({ environment: 'web' }).source.include ?? [];
    assert.ok(include.some((item) => String(item) === String(/node_modules[\\/]svelte[\\/]/)), include.map(String).join(', '));
  });

  test('Mount a component: the page\'s component and entry build on Svelte 5', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(outputFile(dist, /^static\/js\/index\.js$/), /clicked/);
  });

  test('Mount a component: production extracts the scoped styles into the CSS file', () => {
    assert.match(outputFile(dist, /^static\/css\/index\.css$/), /button\.svelte-[a-z0-9]+\{font-weight:600\}/);
  });

  test('Mount a component: in development the component injects its styles; no CSS file', () => {
    assert.deepEqual(devBuild.errors, []);
    assert.ok(!listFiles(devBuild.dist).some((file) => file.endsWith('.css')), listFiles(devBuild.dist).join(', '));
    assert.match(outputFile(devBuild.dist, /^static\/js\/index\.js$/), /append_styles\([^)]*\$\$css\)/);
  });

  test('Mount a component: for the node and web-worker targets, and for web with output.emitCss false, a production build writes no CSS file, and the styles reach no output file', () => {
    assert.deepEqual(serverBuild.errors, []);
    for (const target of ['node', 'worker', 'web-no-emit']) {
      const out = path.join(serverDir, 'dist', target);
      const files = listFiles(out);
      assert.ok(files.some((file) => file.endsWith('.js')), files.join(', '));
      assert.ok(!files.some((file) => file.endsWith('.css')), files.join(', '));
      assert.doesNotMatch(files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(out, file), 'utf8')).join('\n'), /font-weight: ?600/);
    }
  });

  test('Mount a component: with output.emitCss true, a production build for the node target writes the component styles to a CSS file', () => {
    const out = path.join(serverDir, 'dist', 'node-emit');
    const css = listFiles(out).filter((file) => file.endsWith('.css'));
    assert.equal(css.length, 1, listFiles(out).join(', '));
    assert.match(readFileSync(path.join(out, css[0]!), 'utf8'), /button\.svelte-[a-z0-9]+ ?\{\s*font-weight: ?600/);
    assert.ok(pageText('guide/framework/svelte', 'en').includes('A production build that emits no CSS, for `node` or `web-worker` unless [`output.emitCss`](/config/output/emit-css) is `true`, or for any target with `output.emitCss: false`, writes no CSS file'));
    assert.ok(pageText('guide/framework/svelte', 'zh').includes('不输出 CSS 的生产构建（目标为 `node` 或 `web-worker` 且 [`output.emitCss`](/config/output/emit-css) 不为 `true`，或者任意目标设置了 `output.emitCss: false`）不会生成 CSS 文件'));
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText('guide/framework/svelte', lang), /This holds for the `web` target: a production build|以上针对 `web` 目标：以/);
  });

  test('Mount a component: with mode none the component injects its styles too (emitCss false, dev false)', async () => {
    const none = await svelteLoaderOptions({ mode: 'none' });
    assert.equal(none.options.emitCss, false);
    assert.equal(none.options.hotReload, false);
    assert.deepEqual(none.options.compilerOptions, { dev: false });
  });

  test('Mount a component: output.injectStyles true keeps the styles in the JavaScript', async () => {
    assert.equal((await svelteLoaderOptions({ mode: 'production', output: { injectStyles: true } })).options.emitCss, false);
  });
});

describe('Svelte › Supported Svelte versions', () => {
  test('one peer dependency, @rsbuild/core ^1.4.0 || ^2.0.0-0, marked optional; the loader and preprocessor are exact dependencies', () => {
    const own = manifest('@rsbuild/plugin-svelte');
    assert.deepEqual(own.peerDependencies, { '@rsbuild/core': '^1.4.0 || ^2.0.0-0' });
    assert.deepEqual(own.peerDependenciesMeta, { '@rsbuild/core': { optional: true } });
    assert.deepEqual(own.dependencies, { 'svelte-loader': '3.2.4', 'svelte-preprocess': '6.0.3' });
  });
  test('the svelte ranges of svelte-loader 3.2.4 and svelte-preprocess 6.0.3', () => {
    assert.equal(manifest('svelte-loader').peerDependencies.svelte, '^3.0.0 || ^4.0.0-next.0 || ^5.0.0-next.1');
    assert.equal(manifest('svelte-preprocess').peerDependencies.svelte, '^4.0.0 || ^5.0.0-next.100 || ^5.0.0');
    assert.equal(manifest('svelte-preprocess').peerDependenciesMeta?.svelte, undefined, 'svelte is a required peer');
  });
  test('.svelte.ts modules with runes compile on Svelte 5', () => {
    assert.doesNotMatch(outputFile(dist, /^static\/js\/index\.js$/), /\$state\(/);
  });
});

describe('Svelte › TypeScript', () => {
  test('with the page\'s tsconfig, lang="ts" with an enum builds, no warning, and type errors are not reported', () => {
    assert.equal(tsBuild.code, 0, tsBuild.output);
    assert.doesNotMatch(tsBuild.output, /verbatimModuleSyntax/);
    assert.match(outputFile(path.join(tsDir, 'dist'), /^static\/js\/index\.js$/), /small-size/);
  });
  test('without verbatimModuleSyntax the build prints the whole warning, both sentences, once for two lang="ts" components', () => {
    assert.equal(looseTsBuild.code, 0, looseTsBuild.output);
    assert.match(looseTsBuild.output, /The TypeScript option verbatimModuleSyntax is now required when using Svelte files with lang="ts"\. Please add it to your tsconfig\.json\./);
    assert.equal(looseTsBuild.output.split('verbatimModuleSyntax is now required').length - 1, 1);
  });
  test('install typescript@5: svelte-preprocess 6.0.3 declares typescript ^5.0.0 as an optional peer and calls convertCompilerOptionsFromJson and transpileModule', () => {
    const preprocess = manifest('svelte-preprocess');
    assert.equal(preprocess.peerDependencies.typescript, '^5.0.0');
    assert.deepEqual(preprocess.peerDependenciesMeta.typescript, { optional: true });
    const transformer = readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-preprocess/dist/transformers/typescript.js'), 'utf8');
    assert.match(transformer, /typescript_1\.default\.convertCompilerOptionsFromJson\(/);
    assert.match(transformer, /typescript_1\.default\.transpileModule\(/);
  });
  test('with the main entry of typescript 7.0.2 (it exports only the version), the TypeScript step throws "typescript_1.default.convertCompilerOptionsFromJson is not a function"', () => {
    // typescript@7.0.2 maps "." to lib/version.cjs, whose three lines are copied here; svelte-preprocess
    // is copied next to it so that its require('typescript') finds this one.
    const project = (withTypescript7 = mkdtempSync(path.join(os.tmpdir(), 'svelte-ts7-')));
    cpSync(path.join(rsbuildV1Dir, 'node_modules/svelte-preprocess'), path.join(project, 'node_modules/svelte-preprocess'), { recursive: true });
    writeProjectFiles(project, {
      'node_modules/typescript/package.json': '{ "name": "typescript", "version": "7.0.2", "exports": { "./package.json": "./package.json", ".": "./lib/version.cjs" } }\n',
      'node_modules/typescript/lib/version.cjs': 'const { version } = require("../package.json");\nexports.version = version;\nexports.versionMajorMinor = "7.0";\n',
      'run.cjs': [
        "const { sveltePreprocess } = require('svelte-preprocess');",
        "const { preprocess } = require('svelte/compiler');",
        "preprocess('<script lang=\"ts\">let a: number = 1;</script>', sveltePreprocess(), { filename: 'App.svelte' })",
        "  .then((result) => console.log('compiled ' + result.code), (error) => console.log(error.name + ': ' + error.message));",
        '',
      ].join('\n'),
    });
    // svelte and the preprocessor's other dependencies come from tools/rsbuild-v1.
    const printed = execFileSync(process.execPath, [path.join(project, 'run.cjs')], { cwd: project, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NODE_PATH: path.join(rsbuildV1Dir, 'node_modules') } });
    assert.equal(printed, 'TypeError: typescript_1.default.convertCompilerOptionsFromJson is not a function\n');
  });
  test('npm 11.19.1 with typescript 7 in the project nests svelte-preprocess and a typescript 5.x under the plugin, and the TypeScript step then works', () => {
    // The layout, from `npm install --ignore-scripts` by hand on 2026-12-05 (npm 11.19.1) of a package.json
    // with svelte 5.57.3, @rsbuild/plugin-svelte 1.1.2 and typescript 7.0.2: node_modules/typescript is
    // 7.0.2, and node_modules/@rsbuild/plugin-svelte/node_modules holds svelte-preprocess 6.0.3 and
    // typescript 5.9.3. Rebuilt here: the typescript 7 main entry as above at the root, the copy of
    // svelte-preprocess and tools/rsbuild-v1's typescript 5.9.3 under the plugin.
    const ts5 = path.join(rsbuildV1Dir, 'node_modules/typescript');
    assert.equal(JSON.parse(readFileSync(path.join(ts5, 'package.json'), 'utf8')).version, '5.9.3');
    const project = mkdtempSync(path.join(os.tmpdir(), 'svelte-ts7-npm-'));
    try {
      const nested = path.join(project, 'node_modules/@rsbuild/plugin-svelte/node_modules');
      mkdirSync(nested, { recursive: true });
      cpSync(path.join(rsbuildV1Dir, 'node_modules/svelte-preprocess'), path.join(nested, 'svelte-preprocess'), { recursive: true });
      symlinkSync(ts5, path.join(nested, 'typescript'), 'dir');
      writeProjectFiles(project, {
        'node_modules/typescript/package.json': '{ "name": "typescript", "version": "7.0.2", "exports": { "./package.json": "./package.json", ".": "./lib/version.cjs" } }\n',
        'node_modules/typescript/lib/version.cjs': 'const { version } = require("../package.json");\nexports.version = version;\nexports.versionMajorMinor = "7.0";\n',
        'tsconfig.json': '{ "compilerOptions": { "verbatimModuleSyntax": true } }\n',
        'run.cjs': [
          "const { sveltePreprocess } = require('./node_modules/@rsbuild/plugin-svelte/node_modules/svelte-preprocess');",
          "const { preprocess } = require('svelte/compiler');",
          "console.log('root typescript ' + require('typescript').version);",
          "preprocess('<script lang=\"ts\">let a: number = 1;</script>', sveltePreprocess(), { filename: 'App.svelte' })",
          "  .then((result) => console.log('compiled ' + result.code), (error) => console.log(error.name + ': ' + error.message));",
          '',
        ].join('\n'),
      });
      const printed = execFileSync(process.execPath, [path.join(project, 'run.cjs')], { cwd: project, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NODE_PATH: path.join(rsbuildV1Dir, 'node_modules') } });
      assert.equal(printed, 'root typescript 7.0.2\ncompiled <script lang="ts">let a = 1;\n</script>\n');
    } finally {
      if (!process.env.KEEP_FIXTURES) rmSync(project, { recursive: true, force: true });
    }
  });
  test('preprocessOptions: { typescript: false }: Svelte 5 strips type annotations itself, but an enum needs the preprocessor', () => {
    const { compile } = createRequire(path.join(rsbuildV1Dir, 'package.json'))('svelte/compiler');
    assert.doesNotThrow(() => compile('<script lang="ts">\n  let size: number = 1;\n</script>\n\n<p>{size}</p>\n', { filename: 'Typed.svelte' }));
    assert.throws(() => compile("<script lang=\"ts\">\n  enum Size { Small = 'small-size' }\n</script>\n\n<p>{Size.Small}</p>\n", { filename: 'Enum.svelte' }), /TypeScript language features like enums are not natively supported/);
  });
  test('the svelte package declares *.svelte modules; @rsbuild/core/types declares assets and CSS Modules', () => {
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte/types/index.d.ts'), 'utf8'), /declare module '\*\.svelte'/);
    const coreTypes = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/types.d.ts'), 'utf8');
    assert.match(coreTypes, /declare module '\*\.png'/);
    assert.match(coreTypes, /declare module '\*\.module\.css'/);
  });
});

describe('Svelte › Plugin options', () => {
  test('svelteLoaderOptions: the plugin values in production and development, yours spread over them', async () => {
    const prod = await productionLoader();
    assert.equal(prod.options.emitCss, true);
    assert.equal(prod.options.hotReload, false);
    assert.deepEqual(prod.options.compilerOptions, { dev: false });
    assert.equal(typeof prod.options.preprocess, 'object');
    const dev = await svelteLoaderOptions({ mode: 'development' });
    assert.equal(dev.options.emitCss, false);
    assert.equal(dev.options.hotReload, true);
    assert.equal((await svelteLoaderOptions({ mode: 'development', dev: { hmr: false } })).options.hotReload, false);
    const mine = await svelteLoaderOptions({ mode: 'development' }, { svelteLoaderOptions: { compilerOptions: { runes: true }, onwarn: () => {} } });
    assert.deepEqual(mine.options.compilerOptions, { dev: true, runes: true });
    assert.equal(typeof mine.options.onwarn, 'function');
  });
  test('with Svelte 5, the compiled component goes through SWC after svelte-loader', async () => {
    const { loaders } = await productionLoader();
    assert.equal(loaders.length, 2);
    assert.match(loaders[0], /builtin:swc-loader/);
    assert.match(loaders[1], /svelte-loader/);
  });
  test('.svelte.js and .svelte.ts modules (read from svelte-loader 3.2.4): compileModule gets the file name and only dev and generate of compilerOptions', () => {
    const loader = readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/index.js'), 'utf8');
    assert.ok(loader.includes(String.raw`const svelte_module_regex = /\.svelte(\.[^./\\]+)*\.(js|ts)$/;`), 'module pattern');
    assert.match(loader, /svelte\.compileModule\(\s+source,\s+\{ filename: this\.resourcePath, dev: compileOptions\.dev, generate: compileOptions\.generate \}\s+\)/);
    assert.equal(loader.match(/svelte\.compileModule\(/g)?.length, 1);
  });
  test('compilerOptions reach the compiler over the loader\'s own css value', async () => {
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const injected = await buildProject(makeProject({ 'src/App.svelte': appSvelte, 'src/index.ts': indexTs }, 'svelte-css-injected'), {
      output: { filenameHash: false },
      plugins: [pluginSvelte({ preprocessOptions: { typescript: false }, svelteLoaderOptions: { compilerOptions: { css: 'injected' } } })],
    });
    assert.deepEqual(injected.errors, []);
    assert.ok(!listFiles(injected.dist).some((file) => file.endsWith('.css')));
    assert.match(outputFile(injected.dist, /^static\/js\/index\.js$/), /font-weight:600/);
  });
  test('the page\'s sample: runes mode for every component, and prependData @use \'src/styles/variables\' reaches each <style lang="scss">', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(outputFile(dist, /^static\/css\/index\.css$/), /p\.svelte-[a-z0-9]+\{color:teal\}/);
  });
  test('the page\'s prependData path is found from process.cwd(), not the root: from another folder every SCSS component fails with "Can\'t find stylesheet to import."; scss.includePaths with the project folder fixes it', async () => {
    // The CLI build of the sample above runs in the project folder; this one runs in this process, whose cwd is elsewhere.
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const files = {
      'src/index.js': "import A from './A.svelte';\nimport B from './components/B.svelte';\nconsole.log(A, B);\n",
      'src/A.svelte': '<p>a</p>\n\n<style lang="scss">\n  p { color: $accent; }\n</style>\n',
      'src/components/B.svelte': '<em>b</em>\n\n<style lang="scss">\n  em { color: $accent; }\n</style>\n',
      'src/styles/_variables.scss': '$accent: teal;\n',
    };
    const prependData = `@use 'src/styles/variables' as *;`;
    const elsewhere = makeProject(files, 'svelte-prepend-cwd');
    assert.notEqual(process.cwd(), elsewhere);
    const failed = await buildProject(elsewhere, { mode: 'production', plugins: [pluginSvelte({ preprocessOptions: { typescript: false, scss: { prependData } } })] });
    assert.equal(failed.errors.length, 2, failed.errors.join('\n'));
    for (const [error, file] of failed.errors.map((error, index) => [error, ['A.svelte', 'B.svelte'][index]] as const)) {
      assert.match(error, /Error: Can't find stylesheet to import\./);
      assert.ok(failed.errors.some((e) => e.includes(`/${file} 1:1`)), file);
      assert.ok(error.includes("@use 'src/styles/variables' as *;"), error);
    }
    const fixed = makeProject(files, 'svelte-prepend-include');
    const built = await buildProject(fixed, { mode: 'production', output: { filenameHash: false }, plugins: [pluginSvelte({ preprocessOptions: { typescript: false, scss: { prependData, includePaths: [fixed] } } })] });
    assert.deepEqual(built.errors, []);
    const css = outputFile(built.dist, /^static\/css\/index\.css$/);
    // The minifier merges the two rules: p.svelte-…,em.svelte-…{color:teal}.
    assert.match(css, /^(?:p\.svelte-[a-z0-9]+,em\.svelte-[a-z0-9]+|em\.svelte-[a-z0-9]+,p\.svelte-[a-z0-9]+)\{color:teal\}$/);
    assert.ok(pageText('guide/framework/svelte', 'en').includes("every component with `<style lang=\"scss\">` fails with `Error: Can't find stylesheet to import.`; add the project folder to `scss.includePaths` as an absolute path"));
    assert.ok(pageText('guide/framework/svelte', 'zh').includes("每个带 `<style lang=\"scss\">` 的组件都会编译失败，报错 `Error: Can't find stylesheet to import.`。为避免这种情况，可以把项目目录的绝对路径加入 `scss.includePaths`"));
  });

  test('preprocessOptions: <style lang="scss"> compiles with sass installed and no @rsbuild/plugin-sass; the preprocessor loads the sass package', () => {
    assert.match(outputFile(dist, /^static\/css\/index\.css$/), /p\.svelte-[a-z0-9]+\{color:teal\}/);
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-preprocess/dist/transformers/scss.js'), 'utf8'), /require\('sass'\)/);
  });
  test('preprocessOptions: the postcss option runs PostCSS over every <style> block, scss or plain', async () => {
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const mark = { postcssPlugin: 'mark', Rule(rule: any) { if (!rule.nodes.some((node: any) => node.prop === '--mark')) rule.append({ prop: '--mark', value: 'ran' }); } };
    const result = await buildProject(
      makeProject({ 'src/index.js': "import A from './A.svelte';\nimport B from './B.svelte';\nconsole.log(A, B);\n", 'src/A.svelte': '<p>a</p>\n\n<style lang="scss">\n  $c: teal;\n  p { color: $c; }\n</style>\n', 'src/B.svelte': '<span>b</span>\n\n<style>\n  span { color: navy; }\n</style>\n' }, 'svelte-postcss'),
      { output: { filenameHash: false, minify: false }, plugins: [pluginSvelte({ preprocessOptions: { postcss: { plugins: [mark] } } })] },
    );
    assert.deepEqual(result.errors, []);
    const css = outputFile(result.dist, /^static\/css\/index\.css$/);
    assert.match(css, /p\.svelte-[a-z0-9]+ \{\s*color: teal;\s*--mark: ran;\s*\}/);
    assert.match(css, /span\.svelte-[a-z0-9]+ \{\s*color: navy;\s*--mark: ran;\s*\}/);
  });
  test('the page\'s sample type-checks', () => {
    const options: PluginSvelteOptions = {
      svelteLoaderOptions: { compilerOptions: { runes: true } },
      preprocessOptions: { scss: { prependData: `@use 'src/styles/variables' as *;` } },
    };
    assert.ok(options);
  });
});

// The page's server-rendering samples (the same code in both languages), built as written with one
// more node environment that has no tools.bundlerChain (the plugin's default for the node target).
const ssrSamples = (lang: 'en' | 'zh') => ({
  config: pageSamples('guide/framework/svelte', lang).filter((sample) => sample.includes("generate: 'server'")),
  serverTs: pageSamples('guide/framework/svelte', lang, 'src/server.ts'),
});
let ssrBuilt: Promise<string> | undefined;
const ssrProject = () =>
  (ssrBuilt ??= (async () => {
    const { loadConfig } = await rsbuildCore();
    const { config, serverTs } = ssrSamples('en');
    assert.equal(config.length, 1);
    assert.equal(serverTs.length, 1);
    // A package.json of its own: the node bundles are CommonJS, and this repository's says "type": "module".
    const project = makeProject({ 'package.json': '{ "private": true }\n', 'tsconfig.json': pageTsconfig, 'src/App.svelte': appSvelte, 'src/index.ts': indexTs, 'src/server.ts': serverTs[0]!, 'rsbuild.config.ts': config[0]! }, 'svelte-ssr');
    const { content } = await loadConfig({ cwd: project });
    const plainNode = { source: { entry: { server: './src/server.ts' } }, output: { target: 'node' as const, distPath: { root: 'dist-plain-node' } } };
    const result = await buildProject(project, { ...content, environments: { ...content.environments, plainNode } });
    assert.deepEqual(result.errors, []);
    return project;
  })());

describe('Svelte › Render on the server', () => {
  test('with the plugin\'s defaults, a node environment compiles components for the browser: render() from svelte/server throws "ReferenceError: document is not defined"', async () => {
    const server = createRequire(import.meta.url)(path.join(await ssrProject(), 'dist-plain-node/server.js'));
    assert.throws(() => server.renderApp(), { name: 'ReferenceError', message: 'document is not defined' });
  });

  test('the plugin\'s options apply to every environment, and their type for compilerOptions leaves out generate', async () => {
    // @ts-expect-error: generate is left out of SvelteLoaderOptions['compilerOptions'] (checked by tsc -p .)
    const rejected: PluginSvelteOptions = { svelteLoaderOptions: { compilerOptions: { generate: 'server' } } };
    assert.ok(rejected);
    const { createRsbuild } = await rsbuildCore();
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { mode: 'production', environments: { web: {}, node: { output: { target: 'node' } } }, plugins: [pluginSvelte({ svelteLoaderOptions: { compilerOptions: { runes: true } } })] },
    });
    const compilerOptions = (await rsbuild.initConfigs()).map((config) => {
      const rule = (config.module?.rules as any[]).find((r) => r && String(r.test) === String(/\.svelte$/));
      return (rule.use as any[]).find((use) => /svelte-loader/.test(use.loader)).options.compilerOptions;
    });
    assert.deepEqual(compilerOptions, [{ dev: false, runes: true }, { dev: false, runes: true }]);
  });

  test('the page\'s sample (tools.bundlerChain sets generate server in the node environment) builds as written (same code in both languages): renderApp() returns the button\'s HTML, the web bundle keeps the CSS file', async () => {
    assert.deepEqual(ssrSamples('zh'), ssrSamples('en'), 'the zh samples are the en ones');
    const project = await ssrProject();
    const server = createRequire(import.meta.url)(path.join(project, 'dist/server.js'));
    assert.equal(server.renderApp().replace(/svelte-[a-z0-9]+/, 'svelte-HASH'), '<!--[--><button type="button" class="svelte-HASH">Hello Rsbuild, clicked 0 times</button><!--]-->');
    assert.match(outputFile(path.join(project, 'dist'), /^static\/css\/index\.[a-f0-9]+\.css$/), /button\.svelte-[a-z0-9]+\{font-weight:600\}/);
    assert.match(outputFile(path.join(project, 'dist'), /^static\/js\/index\.[a-f0-9]+\.js$/), /clicked/);
  });
});

describe('Svelte › Hot updates', () => {
  test('compilerOptions.hmr: the import.meta.hot block is compiled away in development', () => {
    assert.deepEqual(devBuild.errors, []);
    const js = outputFile(devBuild.dist, /^static\/js\/index\.js$/);
    assert.match(js, /if \(false\) \{\}/);
    assert.doesNotMatch(js, /import\.meta\.hot/);
  });
  test('Svelte 4 (read from svelte-loader 3.2.4): svelte-hmr code only below Svelte 5, with hotOptions; svelte-hmr resets local state by default', () => {
    const loader = readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/index.js'), 'utf8');
    assert.match(loader, /if \(options\.hotReload && !isProduction && !isServer && getMajor\(\) < 5\) \{\s*const hotOptions = \{ \.\.\.options\.hotOptions \};/);
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-hmr/lib/make-hot.js'), 'utf8'), /preserveLocalState: false,/);
  });
  // Svelte 4 is not installed here. Checked by hand on 2026-12-06 in a project with svelte@^4 (4.2.20),
  // @rsbuild/core 1.7.6 and @rsbuild/plugin-svelte 1.1.2 (svelte-loader 3.2.4,
  // svelte-hmr 0.14.12): a Svelte 4 component (export let, on:click, a <style>) built, its styles in
  // the CSS file; in the dev server, in Chromium, an edit of the component's text was swapped in
  // without a reload and its count went back to 0; with hotOptions: { preserveLocalState: true } the
  // same edit kept the count.
  test('Svelte 4: the page names the releases its hot update sentence was checked with, in both languages; svelte-loader 3.2.4 brings svelte-hmr 0.14.12', () => {
    assert.equal(manifest('svelte-loader').dependencies['svelte-hmr'], '^0.14.2');
    assert.equal(manifest('svelte-hmr').version, '0.14.12');
    const expected = {
      en: 'so that edits are swapped in without a reload (checked with Svelte 4.2.20 and svelte-hmr 0.14.12).',
      zh: '修改后无需刷新即可替换（已用 Svelte 4.2.20 和 svelte-hmr 0.14.12 核对）。',
    };
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(readFileSync(path.join(repoRoot, 'docs', lang, 'guide/framework/svelte.mdx'), 'utf8').includes(expected[lang]), lang);
    }
  });
  test('in the browser: a component edit reloads the page; an imported CSS file updates without a reload', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`http://localhost:${port}/`);
      await page.locator('#counter', { hasText: 'Count 0' }).click();
      await page.locator('#counter', { hasText: 'Count 1' }).waitFor();
      await page.evaluate(() => ((window as any).beforeEdit = true));

      writeProjectFiles(hmrDir, { 'src/page.css': '#counter { color: rgb(0, 0, 255); }\n' });
      await page.waitForFunction(() => getComputedStyle(document.getElementById('counter')!).color === 'rgb(0, 0, 255)');
      assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload for CSS');
      assert.equal(await page.locator('#counter').textContent(), 'Count 1');

      const reloaded = page.waitForEvent('load');
      writeProjectFiles(hmrDir, { 'src/App.svelte': '<script>\n  let count = $state(0);\n</script>\n\n<button id="counter" onclick={() => count++}>Clicks {count}</button>\n' });
      await reloaded;
      await page.locator('#counter', { hasText: 'Clicks 0' }).waitFor();
      assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'reloaded');
    } finally {
      await page.close();
    }
  });
});

describe('Svelte › Common problems', () => {
  test('without svelte in the project, the build logs "Cannot resolve `svelte` package under the project directory, did you forget to install it?" and stops with "[rsbuild:svelte] Failed to resolve `svelte` package"', () => {
    assert.equal(missing.code, 1);
    assert.match(missing.output, /Cannot resolve `svelte` package under the project directory, did you forget to install it\?/);
    assert.match(missing.output, /\[rsbuild:svelte\] Failed to resolve `svelte` package/);
  });

  test('without svelte, the three printed lines: the plugin\'s log, "Failed to build." (dev: "Failed to start dev server."), the thrown [rsbuild:svelte] error, then a stack trace; exit code 1', async () => {
    const lines = (middle: string) => `error   Cannot resolve \`svelte\` package under the project directory, did you forget to install it?\nerror   ${middle}\nerror   [rsbuild:svelte] Failed to resolve \`svelte\` package\n    at `;
    assert.ok(missing.stderr.startsWith(lines('Failed to build.')), missing.stderr);
    const dev = await runCli(withoutSvelte!, ['dev', '--port', String(await freePort())]);
    assert.equal(dev.code, 1, dev.output);
    assert.ok(dev.stderr.startsWith(lines('Failed to start dev server.')), dev.stderr);
  });

  test('a svelte in a node_modules folder above the project root (a monorepo root) is found', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const repo = mkdtempSync(path.join(os.tmpdir(), 'svelte-hoisted-'));
    try {
      writeProjectFiles(repo, { 'packages/app/src/index.js': '', 'node_modules/svelte/package.json': '{ "name": "svelte", "version": "5.0.0" }\n' });
      const rsbuild = await createRsbuild({ cwd: path.join(repo, 'packages/app'), rsbuildConfig: { logLevel: 'silent', plugins: [pluginSvelte()] } });
      const [config] = await rsbuild.initConfigs();
      assert.ok(config.resolve?.extensions?.includes('.svelte'));
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  test('<style lang="scss"> without sass: svelte-preprocess requires it; rsbuild build prints the Build error with "Error: Cannot find module \'sass\'" and its require stack, then "build failed" and "Rspack build failed.", exit code 1; @rsbuild/plugin-sass depends on sass-embedded, not sass', async () => {
    // Outside this repository, so that nothing above it holds sass: tools/rsbuild-v1's packages
    // linked, except sass, and the plugin and svelte-preprocess copied, so that require('sass')
    // starts from the project.
    const modules = path.join(rsbuildV1Dir, 'node_modules');
    const project = (withoutSass = mkdtempSync(path.join(os.tmpdir(), 'svelte-no-sass-')));
    mkdirSync(path.join(project, 'node_modules/@rsbuild'), { recursive: true });
    for (const entry of readdirSync(modules)) if (!['sass', 'svelte-preprocess', '@rsbuild'].includes(entry)) symlinkSync(path.join(modules, entry), path.join(project, 'node_modules', entry));
    for (const entry of readdirSync(path.join(modules, '@rsbuild'))) if (entry !== 'plugin-svelte') symlinkSync(path.join(modules, '@rsbuild', entry), path.join(project, 'node_modules/@rsbuild', entry));
    cpSync(path.join(modules, '@rsbuild/plugin-svelte'), path.join(project, 'node_modules/@rsbuild/plugin-svelte'), { recursive: true });
    cpSync(path.join(modules, 'svelte-preprocess'), path.join(project, 'node_modules/svelte-preprocess'), { recursive: true });
    writeProjectFiles(project, {
      'src/index.js': "import App from './App.svelte';\nconsole.log(App);\n",
      'src/App.svelte': '<p>x</p>\n\n<style lang="scss">\n  $c: red;\n  p { color: $c; }\n</style>\n',
    });
    writeProjectFiles(project, { 'rsbuild.config.mjs': "import { pluginSvelte } from '@rsbuild/plugin-svelte';\nexport default { plugins: [pluginSvelte()] };\n" });
    const result = await runCli(project, ['build']);
    assert.equal(result.code, 1, result.output);
    // The page's block, line by line; what it shortens with … may be anything here.
    const printed = new RegExp(
      [
        String.raw`error   Build error: \n`,
        String.raw`File: \./src/App\.svelte:1:1\n`,
        String.raw`  × Module build failed \(from [^\n]*/svelte-loader/index\.js\):\n`,
        String.raw`  ╰─▶   × Error: Cannot find module 'sass'\n`,
        String.raw`        │ Require stack:\n`,
        String.raw`        │ - [^\n]*/node_modules/svelte-preprocess/dist/transformers/scss\.js\n`,
        String.raw`[\s\S]*\n *\nImport traces \(entry → error\):\n`,
        String.raw`  \./src/index\.js\n`,
        String.raw`  \./src/App\.svelte ×\n\n`,
        String.raw`error   build failed in ${PRINTED_BUILD_TIME}\n`,
        String.raw`error   Rspack build failed\.\n    at `,
      ].join(''),
    );
    assert.match(result.stderr, printed);
    const sassPlugin = manifest('@rsbuild/plugin-sass');
    assert.ok(sassPlugin.dependencies['sass-embedded']);
    assert.equal(sassPlugin.dependencies.sass, undefined);
    assert.equal(sassPlugin.peerDependencies?.sass, undefined);
  });
});

describe('Svelte › samples', () => {
  test('the page\'s tsconfig.json, App.svelte and index.ts, as written in both languages: tsc -p . exits 0', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/framework/svelte', lang);
      const block = (title: string) => new RegExp('```\\w+ title="' + title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '"\\n([\\s\\S]*?)```').exec(text)![1];
      const project = makeProject({ 'tsconfig.json': block('tsconfig.json'), 'src/App.svelte': block('src/App.svelte'), 'src/index.ts': block('src/index.ts') }, `svelte-tsc-${lang}`);
      assert.deepEqual(await runTsc(project), { code: 0, output: '' }, lang);
    }
  });

  test('the page\'s three rsbuild.config.ts samples type-check as written, in both languages', async () => {
    const ts = (await import('typescript')).default;
    assertPageSamplesTypeCheck(ts, 'guide/framework/svelte', 3);
  });
});
