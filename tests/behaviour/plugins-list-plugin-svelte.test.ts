// Claims of plugins/list/plugin-svelte, checked with @rsbuild/plugin-svelte 1.1.2, svelte 5,
// svelte-loader 3.2.4, svelte-preprocess 6.0.3 and @rsbuild/core 1.7.6: a production build of a
// component with TypeScript, SCSS (a prepended variable), a PostCSS config and a runes module;
// two development builds (default loader options, then emitCss: true); two small builds with
// `typescript: false`; the loader options, rules and resolve settings from initConfigs in each
// mode; a fake Svelte 4 package.json for the Svelte 3/4 branch; a project without svelte.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { PluginSvelteOptions, SvelteLoaderOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-svelte';
import { assertPageSamplesTypeCheck, buildProject, builtScripts, devServerHtml, listFiles, makeProject, outputFile, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, withNodeEnv, writeProjectFiles, type CliResult, type BuildResult } from './harness';

const { createRsbuild, logger } = await rsbuildCore();
const { pluginSass } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-sass')>('@rsbuild/plugin-sass');
const { pluginSvelte } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-svelte')>('@rsbuild/plugin-svelte');

// Type-level check of the type the page prints (tsc runs on this file).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type PageSvelteLoaderOptions = {
  compilerOptions?: Omit<import('svelte/compiler').CompileOptions, 'filename' | 'format' | 'generate'>;
  hotOptions?: { preserveLocalState?: boolean; [key: string]: unknown };
  [key: string]: unknown;
};
type PagePreprocessOptions = NonNullable<Parameters<typeof import('../../tools/rsbuild-v1/node_modules/svelte-preprocess').sveltePreprocess>[0]>;
const typeChecks: [Same<SvelteLoaderOptions, PageSvelteLoaderOptions>, Same<NonNullable<PluginSvelteOptions['preprocessOptions']>, PagePreprocessOptions>] = [true, true];
// The compiler options the page names, and the languages of preprocessOptions with true, false,
// an options object or a function.
const compilerKeys: (keyof NonNullable<SvelteLoaderOptions['compilerOptions']>)[] = ['runes', 'customElement', 'css', 'cssHash'];
const preprocessSample: PagePreprocessOptions = {
  typescript: { tsconfigFile: './tsconfig.app.json' },
  scss: { prependData: '$brand: #ff3e00;' },
  sass: true,
  less: false,
  stylus: true,
  postcss: true,
  pug: false,
  coffeescript: false,
  babel: ({ content }) => ({ code: content }),
  aliases: [['styl', 'stylus']],
  replace: [['__VERSION__', '1.0.0'], [/__YEAR__/g, '2026']],
};

const appFiles = (tsconfig: object) => ({
  'src/index.ts': "import { mount } from 'svelte';\nimport App from './App';\nmount(App, { target: document.body });\n",
  'src/counter.svelte.ts': 'export function createCounter(start: number) {\n  let count = $state(start);\n  return { get count() { return count; }, increment: () => count++ };\n}\n',
  'src/App.svelte': `<script lang="ts">
  import { createCounter } from './counter.svelte';
  const counter = createCounter(41);
  const label: string = 'svelte-marker';
</script>

<button onclick={counter.increment}>{label} {counter.count}</button>
<div onclick={counter.increment}>area</div>

<style lang="scss">
  button { color: $brand; user-select: none; }
</style>
`,
  'tsconfig.json': JSON.stringify(tsconfig),
});
// Adds a custom property to every rule: shows whether PostCSS ran on a component's styles.
const postcssConfig = "module.exports = { plugins: [{ postcssPlugin: 'mark', Rule(rule) { if (!rule.nodes.some((node) => node.prop === '--postcss')) rule.append({ prop: '--postcss', value: 'ran' }); } }] };\n";

const prependScss = { scss: { prependData: '$brand: #ff3e00;' } };
type Warning = { code: string };
const svelteOptions: PluginSvelteOptions = {
  preprocessOptions: prependScss,
  // The page's svelteLoaderOptions example: runes mode and one warning hidden.
  svelteLoaderOptions: {
    compilerOptions: {
      runes: true,
    },
    onwarn: (warning: Warning, handle: (w: unknown) => void) => {
      if (warning.code === 'a11y_click_events_have_key_events') return;
      handle(warning);
    },
  },
};

type Use = { loader: string; options?: Record<string, any> };
const loaders = (rule?: Rspack.RuleSetRule) => ((rule?.use as Use[] | undefined) ?? []).map((use) => (use.loader.includes('svelte-loader') ? 'svelte' : use.loader.includes('swc') ? 'swc' : use.loader));
const svelteLoader = (rule?: Rspack.RuleSetRule) => ((rule?.use as Use[] | undefined) ?? []).find((use) => use.loader.includes('svelte-loader'));
const swcLoader = (rule?: Rspack.RuleSetRule) => ((rule?.use as Use[] | undefined) ?? []).find((use) => use.loader.includes('swc'));

/** The rules, svelte-loader options and resolve settings of the first environment. */
async function inspect(config: RsbuildConfig, cwd = makeProject(appFiles({}), 'svelte-inspect')) {
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', ...config } });
  const [bundlerConfig] = await rsbuild.initConfigs();
  const rules = (bundlerConfig.module?.rules ?? []) as Rspack.RuleSetRule[];
  const svelteRule = rules.find((rule) => String(rule.test) === String(/\.svelte$/));
  const moduleRule = rules.find((rule) => String(rule.test) === String(/\.(?:svelte\.js|svelte\.ts)$/));
  const jsRule = rules.find((rule) => loaders(rule).includes('swc') && rule !== svelteRule && rule !== moduleRule);
  return { config: bundlerConfig, rules, svelteRule, moduleRule, jsRule, loader: svelteLoader(svelteRule), normalized: rsbuild.getNormalizedConfig({ environment: 'web' }) };
}

const scratch: string[] = [];
/** A folder outside this repository (no node_modules above it), removed after the file. */
function outsideProject(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svelte-outside-'));
  scratch.push(dir);
  writeProjectFiles(dir, files);
  return dir;
}
after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('Svelte plugin', () => {
  let prodBuild: BuildResult;
  let devBuild: BuildResult;
  let devEmitBuild: BuildResult;
  let tsOff: BuildResult;
  let tsOffEnum: BuildResult;
  let asyncBuild: BuildResult;
  let sassShared: BuildResult;
  let includePathsBuild: BuildResult;
  let formatBuild: BuildResult;
  let postcssBuild: BuildResult;
  const tsWarnings: string[] = [];
  let formatWarnings: string[] = [];
  let postcssPlain: BuildResult;
  let keysBuild: BuildResult;
  let sampleBuild: CliResult;
  let sampleDir: string;
  let relativeTsconfigDir: string;
  let relativeTsconfig: BuildResult;
  let absoluteTsconfig: BuildResult;
  let serverDir: string;
  let serverBuild: BuildResult;
  let libraryBuild: BuildResult;
  let dev: Awaited<ReturnType<typeof inspect>>;
  let prod: Awaited<ReturnType<typeof inspect>>;

  before(async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void tsWarnings.push(args.map(String).join(' '));
    try {
      // verbatimModuleSyntax on: svelte-preprocess stays quiet.
      prodBuild = await buildProject(makeProject({ ...appFiles({ compilerOptions: { verbatimModuleSyntax: true } }), 'postcss.config.cjs': postcssConfig }, 'svelte-prod'), {
        mode: 'production',
        plugins: [pluginSvelte(svelteOptions)],
        source: { entry: { index: './src/index.ts' } },
        output: { minify: false },
      });
      // No verbatimModuleSyntax in either: the warning comes once in this process.
      const devOptions: RsbuildConfig = { mode: 'development', source: { entry: { index: './src/index.ts' } } };
      devBuild = await buildProject(makeProject(appFiles({}), 'svelte-dev'), { ...devOptions, plugins: [pluginSvelte({ preprocessOptions: prependScss })] });
      devEmitBuild = await buildProject(makeProject(appFiles({}), 'svelte-dev-emit'), { ...devOptions, plugins: [pluginSvelte({ preprocessOptions: prependScss, svelteLoaderOptions: { emitCss: true } })] });
    } finally {
      console.warn = warn;
    }
    const tsOffFiles = (script: string) => ({ 'src/index.js': "import { mount } from 'svelte';\nimport App from './App.svelte';\nmount(App, { target: document.body });\n", 'src/App.svelte': `<script lang="ts">\n${script}\n</script>\n\n<p>{label}</p>\n` });
    const tsOffConfig: RsbuildConfig = { plugins: [pluginSvelte({ preprocessOptions: { typescript: false } })], output: { minify: false } };
    tsOff = await buildProject(makeProject(tsOffFiles("  const label: string = 'annotated-only';"), 'svelte-ts-off'), tsOffConfig);
    tsOffEnum = await buildProject(makeProject(tsOffFiles("  enum Kind { A }\n  const label: string = String(Kind.A);"), 'svelte-ts-off-enum'), tsOffConfig);
    // compilerOptions.experimental.async, with await inside $derived in a component and in a .svelte.js module.
    asyncBuild = await buildProject(
      makeProject(
        {
          'src/index.js': "import { mount } from 'svelte';\nimport App from './App.svelte';\nimport { load } from './data.svelte.js';\nmount(App, { target: document.body });\nload();\n",
          'src/App.svelte': "<script>\n  let value = $derived(await Promise.resolve('component-await'));\n</script>\n\n<p>{value}</p>\n",
          'src/data.svelte.js': 'export async function load() {\n  const value = $derived(await Promise.resolve(1));\n  return value;\n}\n',
        },
        'svelte-async',
      ),
      { output: { minify: false }, plugins: [pluginSvelte({ svelteLoaderOptions: { compilerOptions: { experimental: { async: true } } } })] },
    );
    // scss.includePaths: a component in a subfolder @uses a partial from a folder that is only on the load paths.
    const includeDir = makeProject(
      {
        'src/index.js': "import App from './components/App.svelte';\nconsole.log(App);\n",
        'src/components/App.svelte': "<p>x</p>\n\n<style lang=\"scss\">\n  @use 'tokens' as *;\n  p { color: $tone; }\n</style>\n",
        'design/_tokens.scss': '$tone: olive;\n',
      },
      'svelte-include-paths',
    );
    includePathsBuild = await buildProject(includeDir, {
      output: { minify: false, filenameHash: false },
      plugins: [pluginSvelte({ preprocessOptions: { scss: { includePaths: [path.join(includeDir, 'design')] } } })],
    });
    sassShared = await buildProject(
      makeProject({ 'src/index.js': "import App from './App.svelte';\nconsole.log(App);\n", 'src/App.svelte': '<p>x</p>\n\n<style lang="scss">\n  p { color: $brand; }\n</style>\n' }, 'svelte-sass-plugin'),
      { plugins: [pluginSass({ sassLoaderOptions: { additionalData: '$brand: red;' } }), pluginSvelte()] },
    );
    // format through a cast (the type leaves it out): the loader warns once and still passes it on.
    const loaderWarnings: string[] = [];
    console.warn = (...args: unknown[]) => void loaderWarnings.push(args.map(String).join(' '));
    try {
      formatBuild = await buildProject(makeProject({ 'src/index.js': "import App from './App.svelte';\nconsole.log(App);\n", 'src/App.svelte': '<p>x</p>\n' }, 'svelte-format'), {
        plugins: [pluginSvelte({ svelteLoaderOptions: { compilerOptions: { format: 'esm' } as SvelteLoaderOptions['compilerOptions'] } })],
      });
    } finally {
      console.warn = warn;
    }
    formatWarnings = loaderWarnings;
    // preprocessOptions.postcss with a marking plugin: a <style lang="scss">, a plain <style> and a <style lang="postcss">.
    const mark = { postcssPlugin: 'mark', Rule(rule: any) { if (!rule.nodes.some((node: any) => node.prop === '--mark')) rule.append({ prop: '--mark', value: 'ran' }); } };
    postcssBuild = await buildProject(
      makeProject(
        {
          'src/index.js': "import A from './A.svelte';\nimport B from './B.svelte';\nimport C from './C.svelte';\nconsole.log(A, B, C);\n",
          'src/A.svelte': '<p>a</p>\n\n<style lang="scss">\n  $c: teal;\n  p { color: $c; }\n</style>\n',
          'src/B.svelte': '<span>b</span>\n\n<style>\n  span { color: navy; }\n</style>\n',
          'src/C.svelte': '<em>c</em>\n\n<style lang="postcss">\n  em { color: olive; }\n</style>\n',
        },
        'svelte-postcss',
      ),
      { plugins: [pluginSvelte({ preprocessOptions: { postcss: { plugins: [mark] } } })], output: { minify: false, filenameHash: false } },
    );
    // No PostCSS config file: Rsbuild's own PostCSS step gets its one plugin from tools.postcss.
    const rsbuildMark = { postcssPlugin: 'rsbuild-mark', Rule(rule: any) { if (!rule.nodes.some((node: any) => node.prop === '--tools-postcss')) rule.append({ prop: '--tools-postcss', value: 'ran' }); } };
    postcssPlain = await buildProject(makeProject({ 'src/index.js': "import C from './C.svelte';\nconsole.log(C);\n", 'src/C.svelte': '<em>c</em>\n\n<style lang="postcss">\n  em { color: olive; }\n</style>\n' }, 'svelte-postcss-lang'), {
      plugins: [pluginSvelte()],
      output: { minify: false, filenameHash: false },
      tools: { postcss: { postcssOptions: { plugins: [rsbuildMark] } } },
    });
    // aliases, replace, and a function in place of the less compiler.
    keysBuild = await buildProject(
      makeProject(
        {
          'src/index.js': "import A from './A.svelte';\nimport B from './B.svelte';\nconsole.log(A, B);\n",
          'src/A.svelte': '<p>v__VERSION__ (c) __YEAR__ __YEAR__</p>\n\n<style lang="sassy">\n  $c: teal;\n  p { color: $c; }\n</style>\n',
          'src/B.svelte': '<em>b</em>\n\n<style lang="less">\n  em { color: LESS_COLOR; }\n</style>\n',
        },
        'svelte-keys',
      ),
      {
        output: { minify: false, filenameHash: false },
        plugins: [
          pluginSvelte({
            preprocessOptions: {
              aliases: [['sassy', 'scss']],
              replace: [['__VERSION__', '1.0.0'], [/__YEAR__/g, '2026']],
              less: ({ content }) => ({ code: content.replace('LESS_COLOR', 'maroon') }),
            },
          }),
        ],
      },
    );
    // The page's preprocessOptions sample, as written, built by the CLI from the project folder.
    // Were tsconfig.app.json not read, svelte-preprocess would find this repository's tsconfig.json,
    // which lacks verbatimModuleSyntax, and print its notice.
    sampleDir = makeProject(
      {
        'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginSvelte } from '@rsbuild/plugin-svelte';

export default defineConfig({
  plugins: [
    pluginSvelte({
      preprocessOptions: {
        typescript: {
          tsconfigFile: './tsconfig.app.json',
        },
        scss: {
          prependData: \`$brand: #ff3e00;\`,
        },
      },
    }),
  ],
});
`,
        'tsconfig.app.json': '{ "compilerOptions": { "target": "ES2022", "verbatimModuleSyntax": true } }\n',
        'src/index.ts': "import { mount } from 'svelte';\nimport App from './App.svelte';\nmount(App, { target: document.body });\n",
        'src/App.svelte': '<script lang="ts">\n  enum Tone { Warm = \'warm-tone\' }\n  const label: string = Tone.Warm;\n</script>\n\n<p>{label}</p>\n\n<style lang="scss">\n  p { color: $brand; }\n</style>\n',
      },
      'svelte-sample',
    );
    sampleBuild = await runCli(sampleDir, ['build']);
    // The same tsconfig.app.json given as a relative and as an absolute tsconfigFile, in a JS API build
    // whose cwd is the project folder while process.cwd() is another one.
    const tsconfigFiles = () => ({ ...tsOffFiles("  enum Tone { Warm = 'warm-tone' }\n  const label: string = Tone.Warm;"), 'tsconfig.app.json': '{ "compilerOptions": { "target": "ES2022", "verbatimModuleSyntax": true } }\n' });
    relativeTsconfigDir = makeProject(tsconfigFiles(), 'svelte-tsconfig-relative');
    relativeTsconfig = await buildProject(relativeTsconfigDir, { plugins: [pluginSvelte({ preprocessOptions: { typescript: { tsconfigFile: './tsconfig.app.json' } } })], output: { minify: false } });
    const absoluteDir = makeProject(tsconfigFiles(), 'svelte-tsconfig-absolute');
    absoluteTsconfig = await buildProject(absoluteDir, { plugins: [pluginSvelte({ preprocessOptions: { typescript: { tsconfigFile: path.join(absoluteDir, 'tsconfig.app.json') } } })], output: { minify: false } });
    // Production builds for the node and web-worker targets: emitCss is on, but Rsbuild's CSS rule
    // only runs css-loader there, so the component's styles reach no file.
    serverDir = makeProject({ 'src/index.js': "import App from './App.svelte';\nconsole.log(App);\n", 'src/App.svelte': '<p>x</p>\n\n<style>\n  p { user-select: none; color: rebeccapurple; }\n</style>\n' }, 'svelte-server');
    serverBuild = await buildProject(serverDir, {
      mode: 'production',
      plugins: [pluginSvelte()],
      output: { minify: false },
      environments: { node: { output: { target: 'node', distPath: { root: 'dist/node' } } }, worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } }, nodeCss: { output: { target: 'node', emitCss: true, distPath: { root: 'dist/node-css' } } }, webNoCss: { output: { target: 'web', emitCss: false, distPath: { root: 'dist/web-no-css' } } }, workerCss: { output: { target: 'web-worker', emitCss: true, distPath: { root: 'dist/worker-css' } } } },
    });
    // Two component libraries that ship compiled JavaScript and their Svelte source: one through an
    // export condition, one through a package.json field. The project has node_modules of its own.
    const libraryRoot = makeProject({}, 'svelte-libraries');
    const library = (field: object) => ({ name: 'lib', version: '1.0.0', main: './dist/index.js', ...field });
    const libraryApp = path.join(libraryRoot, 'app');
    writeProjectFiles(libraryApp, {
      'src/index.js': "import { mount } from 'svelte';\nimport ByCondition from 'lib-condition';\nimport ByField from 'lib-field';\nmount(ByCondition, { target: document.body });\nmount(ByField, { target: document.body });\n",
      'node_modules/lib-condition/package.json': JSON.stringify(library({ name: 'lib-condition', exports: { '.': { svelte: './src/Lib.svelte', default: './dist/index.js' } } })),
      'node_modules/lib-condition/src/Lib.svelte': '<p>condition-source-marker</p>\n',
      'node_modules/lib-condition/dist/index.js': "export default function Lib() { console.log('condition-dist-marker'); }\n",
      'node_modules/lib-field/package.json': JSON.stringify(library({ name: 'lib-field', svelte: './src/Lib.svelte' })),
      'node_modules/lib-field/src/Lib.svelte': '<p>field-source-marker</p>\n',
      'node_modules/lib-field/dist/index.js': "export default function Lib() { console.log('field-dist-marker'); }\n",
    });
    libraryBuild = await buildProject(libraryApp, { plugins: [pluginSvelte()], output: { minify: false, filenameHash: false } });
    dev = await inspect({ mode: 'development', plugins: [pluginSvelte()] });
    prod = await inspect({ mode: 'production', plugins: [pluginSvelte()] });
  });

  describe('What the plugin configures', () => {
    test('builds a component with <script lang="ts">, <style lang="scss"> and a .svelte.ts runes module', () => {
      assert.deepEqual(prodBuild.errors, []);
      const js = outputFile(prodBuild.dist, /^static\/js\/index\.[0-9a-f]+\.js$/);
      assert.match(js, /svelte-marker/);
      assert.doesNotMatch(js, /\$state\(/);
      assert.doesNotMatch(js, /label: string/);
    });

    test('a .svelte rule: svelte-loader, then SWC with the options of the js rule (Svelte 5), so with the Node.js targets in a node environment', async () => {
      // Loaders run from the last to the first.
      assert.deepEqual(loaders(prod.svelteRule), ['swc', 'svelte']);
      assert.deepEqual(swcLoader(prod.svelteRule)?.options, swcLoader(prod.jsRule)?.options);
      // An environment named web (inspect reads that name) with the node target.
      const node = await inspect({ environments: { web: { output: { target: 'node' } } }, plugins: [pluginSvelte()] });
      assert.deepEqual(swcLoader(node.svelteRule)?.options, swcLoader(node.jsRule)?.options);
      assert.deepEqual(swcLoader(node.svelteRule)?.options?.env?.targets, ['node >= 16']);
    });

    test('.svelte.js and .svelte.ts leave the js rule for a rule of their own: SWC first, then svelte-loader', () => {
      assert.deepEqual(loaders(prod.moduleRule), ['svelte', 'swc']);
      assert.ok((prod.jsRule?.exclude as unknown[]).some((condition) => String(condition) === String(/\.(?:svelte\.js|svelte\.ts)$/)), String(prod.jsRule?.exclude));
    });

    test('Resolution: .svelte in resolve.extensions, svelte first in mainFields and conditionNames, no alias for Svelte 5', () => {
      const resolve = prod.config.resolve!;
      assert.ok(resolve.extensions?.includes('.svelte'), String(resolve.extensions));
      assert.equal(resolve.mainFields?.[0], 'svelte');
      assert.equal(resolve.conditionNames?.[0], 'svelte');
      assert.equal((resolve.alias as Record<string, unknown>)?.svelte, undefined);
    });

    test('Svelte 3 and 4: svelte aliased to src/runtime, no SWC in the .svelte rule, no module rule', async () => {
      const root = makeProject({}, 'svelte-4');
      // A project folder of its own with a Svelte 4 package.json; the rest resolves above it.
      const app = path.join(root, 'app');
      writeProjectFiles(app, { 'node_modules/svelte/package.json': '{ "name": "svelte", "version": "4.2.19" }\n', 'src/index.js': '' });
      const four = await inspect({ plugins: [pluginSvelte()] }, app);
      assert.equal((four.config.resolve!.alias as Record<string, unknown>).svelte, path.join(app, 'node_modules/svelte/src/runtime'));
      assert.deepEqual(loaders(four.svelteRule), ['svelte']);
      assert.equal(four.moduleRule, undefined);
    });

    test('Resolution: component libraries resolve to their Svelte source, by the svelte export condition or the svelte field', () => {
      assert.deepEqual(libraryBuild.errors, []);
      const js = builtScripts(path.dirname(libraryBuild.dist));
      assert.match(js, /condition-source-marker/);
      assert.match(js, /field-source-marker/);
      assert.doesNotMatch(js, /-dist-marker/);
    });

    test('the Svelte runtime: node_modules/svelte in source.include', () => {
      const include = prod.normalized.source.include ?? [];
      const runtimeFile = path.join('/project', 'node_modules', 'svelte', 'src', 'index-client.js');
      assert.ok(include.some((entry) => entry instanceof RegExp && entry.test(runtimeFile)), include.map(String).join(', '));
    });

    describe('Where component styles go', () => {
      test('production: extracted into a .css file, through PostCSS and Lightning CSS prefixes', () => {
        const cssFiles = listFiles(prodBuild.dist).filter((file) => file.endsWith('.css'));
        assert.equal(cssFiles.length, 1, cssFiles.join(', '));
        const css = outputFile(prodBuild.dist, /\.css$/);
        assert.match(css, /color: #ff3e00/);
        assert.match(css, /-webkit-user-select: none/);
        assert.match(css, /--postcss: ran/);
      });

      test('the page says generate is left to the compiler, so a node environment gets browser code (the build that shows it, render() throwing "document is not defined", is in guide-framework-svelte.test.ts)', () => {
        assert.ok(pageText('plugins/list/plugin-svelte', 'en').includes("so the compiler's default is used, which is browser code even in a `node` environment"));
        assert.ok(pageText('plugins/list/plugin-svelte', 'zh').includes('编译器使用其默认值，即使在 `node` 环境中生成的也是浏览器端代码'));
      });

      test('production: without a PostCSS config file, plugins from tools.postcss still run over component styles', () => {
        assert.deepEqual(postcssPlain.errors, []);
        assert.match(outputFile(postcssPlain.dist, /\.css$/), /em\.svelte-[a-z0-9]+ \{\s*color: olive;\s*--tools-postcss: ran;\s*\}/);
        assert.ok(pageText('plugins/list/plugin-svelte', 'en').includes('PostCSS when a PostCSS config file or [`tools.postcss`](/config/tools/postcss) gives it plugins,'));
        assert.ok(pageText('plugins/list/plugin-svelte', 'zh').includes('PostCSS 配置文件或 [`tools.postcss`](/config/tools/postcss) 提供了插件时运行 PostCSS，'));
      });

      test('node and web-worker targets, and web with output.emitCss: false: emitCss is on in production, yet the styles reach neither a .css file nor the JavaScript', () => {
        assert.deepEqual(serverBuild.errors, []);
        for (const target of ['node', 'worker', 'web-no-css']) {
          const dist = path.join(serverDir, 'dist', target);
          const files = listFiles(dist);
          assert.ok(files.some((file) => file.endsWith('.js')), files.join(', '));
          assert.ok(!files.some((file) => file.endsWith('.css')), files.join(', '));
          const js = files.filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
          assert.doesNotMatch(js, /rebeccapurple|user-select/);
        }
        // output.emitCss false is the default for node and web-worker, so only true changes this.
        assert.ok(pageText('plugins/list/plugin-svelte', 'en').includes('Setting `output.emitCss: false` for the `web` target loses the component styles in the same way.'));
        assert.ok(pageText('plugins/list/plugin-svelte', 'zh').includes('反过来，如果为 `web` 目标设置 `output.emitCss: false`，组件样式也会这样丢失。'));
        assert.ok(pageText('plugins/list/plugin-svelte', 'en').includes("but unless [`output.emitCss`](/config/output/emit-css) is `true`, Rsbuild's CSS rule runs only css-loader there"));
        assert.ok(pageText('plugins/list/plugin-svelte', 'zh').includes('但只要 [`output.emitCss`](/config/output/emit-css) 不为 `true`，Rsbuild 的 CSS 规则在这些目标下只运行 css-loader'));
      });

      test('node and web-worker targets with output.emitCss: true: the component styles are written to a .css file', () => {
        for (const target of ['node-css', 'worker-css']) {
          const dist = path.join(serverDir, 'dist', target);
          const cssFiles = listFiles(dist).filter((file) => file.endsWith('.css'));
          assert.equal(cssFiles.length, 1, listFiles(dist).join(', '));
          // Lightning CSS writes rebeccapurple as #639.
          assert.match(readText(dist, cssFiles[0]), /^p\.svelte-\w+ \{\n(?:  -webkit-user-select: none;\n)?  user-select: none;\n  color: #639;\n\}/, target);
        }
      });

      test('emitCss only in production without injectStyles', async () => {
        assert.equal(prod.loader?.options?.emitCss, true);
        assert.equal(dev.loader?.options?.emitCss, false);
        const injected = await inspect({ mode: 'production', output: { injectStyles: true }, plugins: [pluginSvelte()] });
        assert.equal(injected.loader?.options?.emitCss, false);
      });

      test('the mode decides, not the command: a dev server in production mode serves the component styles as an extracted .css file', async () => {
        // serverDir holds one component with a <style> block and no other CSS.
        const { web } = await devServerHtml(serverDir, { mode: 'production', plugins: [pluginSvelte()] });
        assert.match(web, /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
        // The page says so, in both languages.
        assert.ok(pageText('plugins/list/plugin-svelte', 'en').includes("The mode decides, not the command: `rsbuild build` runs in production mode by default, but a dev server started with `mode: 'production'` gets `emitCss: true` as well"));
        assert.ok(pageText('plugins/list/plugin-svelte', 'zh').includes("起决定作用的是模式，而不是命令：`rsbuild build` 默认使用生产模式，但以 `mode: 'production'` 启动的开发服务器同样会拿到 `emitCss: true`"));
      });

      test('development: styles injected from JavaScript, without the -webkit- prefix; emitCss: true sends them through the pipeline', () => {
        assert.deepEqual(devBuild.errors, []);
        assert.ok(!listFiles(devBuild.dist).some((file) => file.endsWith('.css')), listFiles(devBuild.dist).join(', '));
        const js = outputFile(devBuild.dist, /^static\/js\/index\.js$/);
        assert.match(js, /user-select: none/);
        assert.doesNotMatch(js, /-webkit-user-select/);
        assert.deepEqual(devEmitBuild.errors, []);
        assert.match(outputFile(devEmitBuild.dist, /\.css$/), /-webkit-user-select: none/);
      });
    });
  });

  // Checked 2026-12-06 with npm 11.19.1 (registry, not runnable offline): in a folder whose package.json
  // has "@rsbuild/core": "1.3.22", `npm install @rsbuild/plugin-svelte@1 -D --dry-run` prints
  // "npm error ERESOLVE could not resolve" (peerOptional @rsbuild/core "^1.4.0 || ^2.0.0-0" from
  // @rsbuild/plugin-svelte@1.1.2), while `npm install @rsbuild/plugin-svelte@1.0 -D --dry-run` adds
  // @rsbuild/plugin-svelte 1.0.8; `npm view @rsbuild/plugin-svelte@1.0.8 peerDependencies` is
  // { "@rsbuild/core": "1.x" }, and its dist/index.js (npm pack) has neither svelteRule.use(CHAIN_ID.USE.SWC)
  // nor /node_modules[\\/]svelte[\\/]/, the two changes marked "since @rsbuild/plugin-svelte 1.1".
  describe('Install', () => {
    test('the page tells readers on @rsbuild/core below 1.4 to install @rsbuild/plugin-svelte@1.0 (npm facts in the dated comment above)', () => {
      const page = (lang: 'en' | 'zh') => pageText('plugins/list/plugin-svelte', lang);
      assert.ok(page('en').includes('`npm install @rsbuild/plugin-svelte@1 -D` stops with `npm error ERESOLVE could not resolve` (npm 11.19.1, `@rsbuild/core` 1.3.22). There, install `@rsbuild/plugin-svelte@1.0`: its release 1.0.8, checked here, declares `1.x`'));
      assert.ok(page('zh').includes('这种情况下请安装 `@rsbuild/plugin-svelte@1.0`：本页核对过的 1.0.8 版本声明的是 `1.x`'));
      // This machine's registry lacks the newest releases: the page names the releases it was checked with, never npm's latest or newest.
      assert.ok(page('en').includes('a TypeScript 7 that the preprocessor loads (checked with 7.0.2) makes its TypeScript step throw'));
      assert.ok(page('zh').includes('预处理器一旦加载到 TypeScript 7（已用 7.0.2 核对），其 TypeScript 步骤就会抛错'));
      for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(page(lang), /newest release|npm's `latest`|最新版本|`latest` 是/);
    });

    test('peer @rsbuild/core ^1.4.0 || ^2.0.0-0; svelte-preprocess 6.0.3 a dependency for Svelte 4 and 5, with optional compilers', () => {
      const modules = path.join(rsbuildV1Dir, 'node_modules');
      const pkg = JSON.parse(readFileSync(path.join(modules, '@rsbuild/plugin-svelte/package.json'), 'utf8'));
      assert.equal(pkg.version, '1.1.2');
      assert.equal(pkg.peerDependencies['@rsbuild/core'], '^1.4.0 || ^2.0.0-0');
      assert.equal(pkg.dependencies['svelte-preprocess'], '6.0.3');
      assert.equal(pkg.dependencies['svelte-loader'], '3.2.4');
      const preprocess = JSON.parse(readFileSync(path.join(modules, 'svelte-preprocess/package.json'), 'utf8'));
      assert.equal(preprocess.peerDependencies.svelte, '^4.0.0 || ^5.0.0-next.100 || ^5.0.0');
      for (const name of ['typescript', 'sass', 'less', 'stylus']) assert.equal(preprocess.peerDependenciesMeta[name].optional, true, name);
    });

    test('typescript from the 5.x line: svelte-preprocess 6.0.3 accepts ^5.0.0 and calls convertCompilerOptionsFromJson, which the typescript 7.0.2 main entry lacks (that entry is checked in the Svelte guide\'s test)', () => {
      const modules = path.join(rsbuildV1Dir, 'node_modules');
      assert.equal(JSON.parse(readFileSync(path.join(modules, 'svelte-preprocess/package.json'), 'utf8')).peerDependencies.typescript, '^5.0.0');
      assert.match(readFileSync(path.join(modules, 'svelte-preprocess/dist/transformers/typescript.js'), 'utf8'), /typescript_1\.default\.convertCompilerOptionsFromJson\(/);
    });
  });

  describe('Options', () => {
    test("the page's four rsbuild.config.ts samples type-check as written, in both languages", () => {
      assertPageSamplesTypeCheck(ts, 'plugins/list/plugin-svelte', 4);
    });

    test('the types PluginSvelteOptions and SvelteLoaderOptions are what the page prints (checked by tsc)', () => {
      assert.deepEqual(typeChecks, [true, true]);
      assert.deepEqual(compilerKeys, ['runes', 'customElement', 'css', 'cssHash']);
      assert.ok(preprocessSample.typescript);
    });

    describe('svelteLoaderOptions', () => {
      test('default: emitCss and compilerOptions.dev by mode, hotReload in development while dev.hmr is on, svelte-preprocess as preprocess', async () => {
        assert.equal(prod.loader?.options?.hotReload, false);
        assert.deepEqual(prod.loader?.options?.compilerOptions, { dev: false });
        assert.equal(dev.loader?.options?.hotReload, true);
        assert.deepEqual(dev.loader?.options?.compilerOptions, { dev: true });
        assert.deepEqual(Object.keys(prod.loader?.options?.preprocess ?? {}).sort(), ['markup', 'script', 'style']);
        const noHmr = await inspect({ mode: 'development', dev: { hmr: false }, plugins: [pluginSvelte()] });
        assert.equal(noHmr.loader?.options?.hotReload, false);
      });

      test('compilerOptions merge over { dev }; any other key, preprocess included, replaces the plugin value', async () => {
        const own = { markup: () => undefined };
        const custom = await inspect({ mode: 'development', plugins: [pluginSvelte({ svelteLoaderOptions: { preprocess: own, hotReload: false, compilerOptions: { runes: true } }, preprocessOptions: prependScss })] });
        assert.deepEqual(custom.loader?.options?.compilerOptions, { dev: true, runes: true });
        assert.equal(custom.loader?.options?.hotReload, false);
        assert.deepEqual(Object.keys(custom.loader?.options?.preprocess), ['markup']);
      });

      test('the page example (runes: true, onwarn) builds; its onwarn drops a11y_click_events_have_key_events and passes the rest on', () => {
        assert.deepEqual(prodBuild.errors, []);
        const text = prodBuild.warnings.join('\n');
        assert.match(text, /a11y_no_static_element_interactions/);
        assert.doesNotMatch(text, /a11y_click_events_have_key_events/);
      });

      test('filename, format and generate: the loader sets filename, nobody sets generate; format set on Svelte 5 is warned about, passed on, and fails the build with options_removed', () => {
        assert.deepEqual(formatWarnings.filter((text) => text.includes('[svelte-loader]')), [
          `[svelte-loader] Svelte's "format" compiler option was removed in version 4, the output is always ESM now. Remove the format option from your webpack config to remove this warning.`,
        ]);
        assert.ok(formatBuild.errors.some((error) => error.includes('CompileError: options_removed: Invalid compiler option: The format option has been removed in Svelte 4')), formatBuild.errors.join('\n'));
        // @ts-expect-error generate is left out of the compilerOptions type
        const withGenerate: SvelteLoaderOptions = { compilerOptions: { generate: 'server' } };
        assert.ok(withGenerate);
        const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/index.js'), 'utf8');
        assert.match(source, /const compileOptions = \{\s*filename: this\.resourcePath,/);
        assert.match(source, /if \(getMajor\(\) === 3\) \{\s*compileOptions\.format = /);
        assert.doesNotMatch(source, /compileOptions\.generate =/);
        assert.deepEqual(prod.loader?.options?.compilerOptions, { dev: false });
        assert.deepEqual(dev.loader?.options?.compilerOptions, { dev: true });
      });

      test('compilerOptions reach components, not .svelte.js modules: with experimental.async, await in $derived builds in a component and fails in a module with CompileError: experimental_async', () => {
        // The one error is the module's; the component compiled.
        assert.equal(asyncBuild.errors.length, 1, asyncBuild.errors.join('\n'));
        const error = asyncBuild.errors[0];
        assert.match(error, /Module build failed \(from [^\n]*\/svelte-loader\/index\.js\):/);
        assert.ok(error.includes('Error: CompileError: experimental_async: Cannot use `await` in deriveds and template expressions, or at the top level of a component, unless the `experimental.async` compiler option is `true`'), error);
        assert.match(error, /src\/data\.svelte\.js:2:\d+/);
        assert.doesNotMatch(asyncBuild.errors.join('\n'), /App\.svelte/);
        // svelte-loader 3.2.4 compiles a module with dev and generate only.
        assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/index.js'), 'utf8'), /svelte\.compileModule\(\s*source,\s*\{ filename: this\.resourcePath, dev: compileOptions\.dev, generate: compileOptions\.generate \}\s*\)/);
        const page = (lang: 'en' | 'zh') => pageText('plugins/list/plugin-svelte', lang);
        assert.ok(page('en').includes('They reach components only: for `.svelte.js` and `.svelte.ts` modules, `svelte-loader` 3.2.4 gives the compiler nothing from them but `dev` and `generate`.'));
        assert.ok(page('zh').includes('编译 `.svelte.js` 和 `.svelte.ts` 模块时，`svelte-loader` 3.2.4 只从中取出 `dev` 和 `generate` 交给编译器。'));
      });

      test('Svelte 5: a development build with hotReload on holds no svelte-hmr code', () => {
        const js = outputFile(devBuild.dist, /^static\/js\/index\.js$/);
        assert.doesNotMatch(js, /svelte-hmr|hot-api/);
      });

      test('hotOptions go to svelte-hmr, which svelte-loader 3.2.4 only applies below Svelte 5 (its source)', () => {
        const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/index.js'), 'utf8');
        assert.match(source, /if \(options\.hotReload && !isProduction && !isServer && getMajor\(\) < 5\) \{\r?\n\t\t\tconst hotOptions = \{ \.\.\.options\.hotOptions \};\r?\n\t\t\tconst makeHot = buildMakeHot\(hotOptions\);/);
        assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-loader/lib/make-hot.js'), 'utf8'), /require\('svelte-hmr'\)/);
      });
    });

    describe('preprocessOptions', () => {
      test('scss.prependData makes $brand available in every SCSS block', () => {
        assert.match(outputFile(prodBuild.dist, /\.css$/), /color: #ff3e00/);
      });

      test('postcss names no language: PostCSS runs over every style block, scss, plain and lang="postcss"; without the option lang="postcss" is plain CSS', () => {
        assert.deepEqual(postcssBuild.errors, []);
        const css = outputFile(postcssBuild.dist, /\.css$/);
        assert.match(css, /p\.svelte-[a-z0-9]+ \{\s*color: teal;\s*--mark: ran;\s*\}/);
        assert.match(css, /span\.svelte-[a-z0-9]+ \{\s*color: navy;\s*--mark: ran;\s*\}/);
        assert.match(css, /em\.svelte-[a-z0-9]+ \{\s*color: olive;\s*--mark: ran;\s*\}/);
        assert.deepEqual(postcssPlain.errors, []);
        // --tools-postcss comes from Rsbuild's PostCSS step (tools.postcss), not from svelte-preprocess.
        assert.match(outputFile(postcssPlain.dist, /\.css$/), /^em\.svelte-[a-z0-9]+ \{\s*color: olive;\s*--tools-postcss: ran;\s*\}\s*$/);
      });

      test('aliases map a lang to a language, replace rewrites the markup, a function replaces a language\'s compiler', () => {
        assert.deepEqual(keysBuild.errors, []);
        assert.match(outputFile(keysBuild.dist, /\.css$/), /p\.svelte-[a-z0-9]+ \{\s*color: teal;\s*\}/);
        assert.match(outputFile(keysBuild.dist, /\.css$/), /em\.svelte-[a-z0-9]+ \{\s*color: maroon;\s*\}/);
        const js = outputFile(keysBuild.dist, /^static\/js\/index\.js$/);
        assert.match(js, /v1\.0\.0 \(c\) 2026 2026/);
        assert.doesNotMatch(js, /__VERSION__|__YEAR__/);
      });

      test('the page\'s sample builds as written: tsconfig.app.json is read (no verbatimModuleSyntax notice), $brand reaches the SCSS block', () => {
        assert.equal(sampleBuild.code, 0, sampleBuild.output);
        assert.doesNotMatch(sampleBuild.output, /verbatimModuleSyntax/);
        const dist = path.join(sampleDir, 'dist');
        assert.match(outputFile(dist, /\.css$/), /p\.svelte-[a-z0-9]+\{color:#ff3e00\}/);
        assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /warm-tone/);
      });

      test('a relative tsconfigFile is resolved from process.cwd(), not the root: elsewhere the build fails with TS5083; an absolute path works', () => {
        assert.notEqual(process.cwd(), relativeTsconfigDir);
        const message = `Error: error TS5083: Cannot read file '${path.join(process.cwd(), 'tsconfig.app.json')}'.`;
        const error = relativeTsconfig.errors.find((text) => text.includes('TS5083')) ?? '';
        assert.match(error, /Module build failed \(from [^\n]*\/svelte-loader\/index\.js\):/);
        assert.ok(error.split('\n').map((line) => line.replace(/^[\s│╰─▶×]+/, '')).includes(message), error);
        assert.deepEqual(absoluteTsconfig.errors, []);
        assert.match(outputFile(absoluteTsconfig.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /warm-tone/);
      });

      test('scss.includePaths are the Sass load paths of the components\' SCSS blocks', () => {
        assert.deepEqual(includePathsBuild.errors, []);
        assert.match(outputFile(includePathsBuild.dist, /\.css$/), /p\.svelte-[a-z0-9]+ \{\s*color: olive;\s*\}/);
      });

      test('the style plugins do not reach components: pluginSass additionalData leaves $brand undefined in <style lang="scss">, the build fails', () => {
        assert.ok(sassShared.errors.some((error) => error.includes('Undefined variable')), sassShared.errors.join('\n'));
      });

      test('the style plugins do not reach components: under svelte-loader\'s Module build failed, Sass reports "Error: Undefined variable.", a code frame and a stack trace', () => {
        const error = sassShared.errors.find((text) => text.includes('Undefined variable')) ?? '';
        assert.match(error, /Module build failed \(from [^\n]*\/svelte-loader\/index\.js\):/);
        const lines = error.split('\n').map((line) => line.replace(/^[\s│╰─▶×]+/, ''));
        const at = lines.indexOf('Error: Undefined variable.');
        assert.notEqual(at, -1, error);
        assert.ok(lines.slice(at + 1, at + 6).includes('2 │   p { color: $brand; }'), error);
        assert.ok(lines.slice(at + 1).some((line) => line.startsWith('at ')), error);
      });

      test('babel names no language: it runs over every script after the language step (svelte-preprocess 6.0.3 source)', () => {
        const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/svelte-preprocess/dist/autoProcess.js'), 'utf8');
        assert.match(source, /const transformResult = await scriptTransformer\(\{[\s\S]*?\}\);\s*let \{ code, map, dependencies, diagnostics \} = transformResult;\s*if \(transformers\.babel\) \{\s*const transformed = await \(0, exports\.transform\)\('babel'/);
        assert.match(source, /const markupTransformer = getTransformerTo\('markup', 'html'\);/);
      });

      test('typescript: false: the enum error whole: the CompileError text, the link, the component path with line and column, a code frame, one svelte-loader stack line', () => {
        const message = 'Error: CompileError: typescript_invalid_feature: TypeScript language features like enums are not natively supported, and their use is generally discouraged. Outside of `<script>` tags, these features are not supported. For use within `<script>` tags, you will need to use a preprocessor to convert it to JavaScript before it gets passed to the Svelte compiler. If you are using `vitePreprocess`, make sure to specifically enable preprocessing script tags (`vitePreprocess({ script: true })`)';
        const error = tsOffEnum.errors.find((text) => text.includes(message)) ?? '';
        assert.match(error, /Module build failed \(from [^\n]*\/svelte-loader\/index\.js\):/);
        const lines = error.split('\n').map((line) => line.replace(/^[\s│╰─▶×]+/, ''));
        const at = lines.indexOf(message);
        assert.notEqual(at, -1, error);
        assert.equal(lines[at + 1], 'https://svelte.dev/e/typescript_invalid_feature');
        assert.match(lines[at + 2], /^\/.+\/src\/App\.svelte:2:2$/);
        // A code frame follows.
        assert.equal(lines[at + 3], '1: <script lang="ts">');
        assert.equal(lines[at + 4], '2:   enum Kind { A }');
        // After the code frame, one stack line in svelte-loader.
        const stack = lines.slice(at + 5).filter((line) => line.startsWith('at '));
        assert.equal(stack.length, 1, error);
        assert.match(stack[0], /^at [^\n]*\/svelte-loader\/index\.js:\d+:\d+$/);
      });

      test('typescript: false: Svelte 5 strips annotations by itself, an enum fails', () => {
        assert.deepEqual(tsOff.errors, []);
        assert.match(outputFile(tsOff.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /annotated-only/);
        assert.ok(tsOffEnum.errors.some((error) => error.includes('CompileError: typescript_invalid_feature: TypeScript language features like enums are not natively supported')), tsOffEnum.errors.join('\n'));
      });
    });
  });

  describe('Common problems', () => {
    test('no svelte from the project root: the log line, then "[rsbuild:svelte] Failed to resolve"; a sibling package\'s copy is not found', async () => {
      const repo = outsideProject({ 'packages/app/src/index.js': '', 'packages/ui/node_modules/svelte/package.json': '{ "name": "svelte", "version": "5.0.0" }\n' });
      const logged: string[] = [];
      const error = logger.error;
      logger.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
      try {
        const rsbuild = await createRsbuild({ cwd: path.join(repo, 'packages/app'), rsbuildConfig: { logLevel: 'silent', plugins: [pluginSvelte()] } });
        await assert.rejects(rsbuild.initConfigs(), /^Error: \[rsbuild:svelte\] Failed to resolve `svelte` package$/);
      } finally {
        logger.error = error;
      }
      assert.deepEqual(logged, ['Cannot resolve `svelte` package under the project directory, did you forget to install it?']);
    });

    test('no svelte from the project root: rsbuild build prints the log line, Failed to build. and the [rsbuild:svelte] error, in that order, then a stack trace and the cause with its require stack, and exits with code 1', async () => {
      const modules = path.join(rsbuildV1Dir, 'node_modules');
      const dir = outsideProject({ 'package.json': '{ "name": "no-svelte", "private": true }\n', 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "import { pluginSvelte } from '@rsbuild/plugin-svelte';\n\nexport default { plugins: [pluginSvelte()] };\n" });
      mkdirSync(path.join(dir, 'node_modules'));
      for (const entry of readdirSync(modules)) if (entry !== 'svelte') symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
      const result = await runCli(dir, ['build']);
      assert.equal(result.code, 1);
      assert.ok(result.output.includes('error   Cannot resolve `svelte` package under the project directory, did you forget to install it?\nerror   Failed to build.\nerror   [rsbuild:svelte] Failed to resolve `svelte` package\n'), result.output);
      const plain = result.output.replace(/\x1b\[[0-9;]*m/g, '');
      const tail = plain.slice(plain.indexOf('[rsbuild:svelte] Failed to resolve `svelte` package\n'));
      assert.match(tail, /^\[rsbuild:svelte\] Failed to resolve `svelte` package\n    at setup \([^\n]*\/@rsbuild\/plugin-svelte\/dist\/index\.js:\d+:\d+\)\n/);
      assert.match(tail, /\n  \[cause\]: Cannot find module 'svelte\/package\.json'\nRequire stack:\n- [^\n]*\/@rsbuild\/plugin-svelte\/dist\/index\.js\n    at /);
    });

    test('svelte is looked up when Rsbuild sets up its plugins (initConfigs, preview), not when the instance is created; a copy in a node_modules folder above the project root is found', async () => {
      const repo = outsideProject({ 'packages/app/src/index.js': '', 'node_modules/svelte/package.json': '{ "name": "svelte", "version": "5.0.0" }\n' });
      const hoisted = await createRsbuild({ cwd: path.join(repo, 'packages/app'), rsbuildConfig: { logLevel: 'silent', plugins: [pluginSvelte()] } });
      const [config] = await hoisted.initConfigs();
      assert.ok(config.resolve?.extensions?.includes('.svelte'));
      // Without any svelte: creating the instance succeeds, the plugins' setup fails.
      const empty = outsideProject({ 'src/index.js': '' });
      const error = logger.error;
      logger.error = () => {};
      try {
        const rsbuild = await createRsbuild({ cwd: empty, rsbuildConfig: { logLevel: 'silent', plugins: [pluginSvelte()] } });
        await assert.rejects(rsbuild.initConfigs(), /Failed to resolve `svelte` package/);
        // preview() sets the plugins up too, before it looks at the output directory.
        const previewed = await createRsbuild({ cwd: empty, rsbuildConfig: { logLevel: 'silent', plugins: [pluginSvelte()] } });
        await withNodeEnv(process.env.NODE_ENV, () => assert.rejects(previewed.preview({ checkDistDir: false }), /Failed to resolve `svelte` package/));
        // So does an inspection.
        const inspected = await createRsbuild({ cwd: empty, rsbuildConfig: { logLevel: 'silent', plugins: [pluginSvelte()] } });
        await assert.rejects(inspected.inspectConfig(), /Failed to resolve `svelte` package/);
      } finally {
        logger.error = error;
      }
    });

    test('verbatimModuleSyntax: the options come from typescript.compilerOptions and the nearest tsconfig.json above the component; no tsconfig.json at all, or a src/tsconfig.json without it, prints the notice', () => {
      const message = 'The TypeScript option verbatimModuleSyntax is now required when using Svelte files with lang="ts". Please add it to your tsconfig.json.';
      // The notice comes once per process, and this process has printed it already: each case runs
      // svelte-preprocess 6.0.3 on one component in a Node.js process of its own.
      const script = `import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(path.join(rsbuildV1Dir, 'node_modules/'))});
const { sveltePreprocess } = require('svelte-preprocess');
const { preprocess } = require('svelte/compiler');
await preprocess('<script lang="ts">\\n  const a: number = 1;\\n</script>\\n', sveltePreprocess(JSON.parse(process.argv[2])), { filename: process.argv[1] });
`;
      const notice = (component: string, options: PluginSvelteOptions['preprocessOptions'] = {}) => {
        const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, component, JSON.stringify(options)], { encoding: 'utf8', timeout: 60_000 });
        assert.equal(run.status, 0, run.stderr);
        // console.warn writes to stderr.
        return (run.stdout + run.stderr).replace(/\x1b\[[0-9;]*m/g, '').trim();
      };
      const on = '{ "compilerOptions": { "verbatimModuleSyntax": true } }\n';
      // Outside this repository, so that no tsconfig.json above the folders is found.
      const none = outsideProject({ 'src/App.svelte': '' });
      const nested = outsideProject({ 'tsconfig.json': on, 'src/tsconfig.json': '{ "compilerOptions": { "strict": true } }\n', 'src/ui/App.svelte': '' });
      const rootOnly = outsideProject({ 'tsconfig.json': on, 'src/ui/App.svelte': '' });
      assert.equal(notice(path.join(none, 'src/App.svelte')), message);
      assert.equal(notice(path.join(nested, 'src/ui/App.svelte')), message);
      assert.equal(notice(path.join(rootOnly, 'src/ui/App.svelte')), '');
      assert.equal(notice(path.join(none, 'src/App.svelte'), { typescript: { compilerOptions: { verbatimModuleSyntax: true } } }), '');
      // The page says so, in both languages.
      const page = (lang: 'en' | 'zh') => pageText('plugins/list/plugin-svelte', lang);
      assert.ok(page('en').includes('So the notice also appears when no `tsconfig.json` is found at all, and when a `tsconfig.json` in a subfolder such as `src` lacks the option although the one in the project root has it.'));
      assert.ok(page('zh').includes('因此，完全找不到 `tsconfig.json` 时也会出现这条提示；`src` 这类子目录中的 `tsconfig.json` 没有开启该选项时同样会出现，即使项目根目录的 `tsconfig.json` 已经开启。'));
    });

    test('verbatimModuleSyntax: svelte-preprocess warns once per process when tsconfig.json lacks it', () => {
      const message = 'The TypeScript option verbatimModuleSyntax is now required when using Svelte files with lang="ts". Please add it to your tsconfig.json.';
      assert.equal(tsWarnings.filter((text) => text.includes(message)).length, 1, tsWarnings.join('\n'));
      assert.deepEqual(devEmitBuild.errors, []);
    });
  });
});
