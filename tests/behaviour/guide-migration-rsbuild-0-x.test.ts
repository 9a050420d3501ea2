import assert from 'node:assert/strict';
import path from 'node:path';
import { chmodSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import type { RsbuildConfig, RsbuildContext, RsbuildDevServer, RsbuildPlugin, RsbuildPluginAPI, TransformDescriptor } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, buildWithConfigFile, type BuildResult, type CliResult, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, readText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles, launchChromium } from './harness';

// A 1.x project that still carries some 0.x leftovers (output.targets, a devServer key, source.alias)
// next to the page's migrated plugin-pages.ts; and two 0.x leftovers that stop the build.
const pluginPages = `import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginPages = (): RsbuildPlugin => ({
  name: 'pages',
  setup(api) {
    api.onBeforeBuild(({ isFirstCompile, environments }) => {
      // Runs before every rebuild in watch mode; do one-time work only once
      if (!isFirstCompile) return;
      for (const env of Object.values(environments)) {
        console.log(\`\${env.name} entries: \${Object.keys(env.entry).join(', ')}\`);
      }
    });

    api.modifyBundlerChain((_chain, { environment, target }) => {
      console.log(\`\${environment.name} (\${target}) html: \${JSON.stringify(environment.htmlPaths)}\`);
    });

    api.onAfterEnvironmentCompile(({ environment }) => {
      console.log(\`\${environment.name} built\`);
    });
  },
});
`;
const dir = makeProject(
  {
    'plugin-pages.ts': pluginPages,
    'src/index.js': "import { x } from '@lib/x';\nimport './style.css';\nconsole.log('你好 Grüße 😀', x);\n",
    // Lightning CSS adds the prefix; the PostCSS config's plugin adds a declaration.
    // On .c it adds two prefixes the way autoprefixer 10.7.1 does for its default browsers: Lightning CSS, which
    // runs after PostCSS, keeps -webkit-initial-letter and drops -moz-user-select, which its targets do not need.
    'src/style.css': '.a { backdrop-filter: blur(2px); }\n.b { color: red; }\n.c { user-select: none; initial-letter: 2; }\n',
    'postcss.config.cjs':
      "module.exports = { plugins: [{ postcssPlugin: 'mark', Rule(rule) { if (rule.selector === '.b' && !rule.some((node) => node.prop === 'order')) rule.append({ prop: 'order', value: '7' }); if (rule.selector === '.c' && !rule.some((node) => node.prop.startsWith('-'))) { rule.prepend({ prop: '-moz-user-select', value: 'none' }); rule.append({ prop: '-webkit-initial-letter', value: '2' }); } } }] };\n",
    'src/about.js': "console.log('about');\n",
    'lib/x.js': 'export const x = 1;\n',
    'template.html': '<!DOCTYPE html>\n<html>\n  <head>\n    <!-- a comment a minifier would drop -->\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginPages } from './plugin-pages';

export default defineConfig({
  plugins: [pluginPages()],
  source: {
    entry: { index: './src/index.js', about: './src/about.js' },
    alias: { '@lib': './lib' },
    aliasStrategy: 'prefer-tsconfig',
  },
  html: { template: './template.html' },
  output: { targets: ['web', 'node'], filenameHash: false } as any,
  dev: { startUrl: true } as any,
  tools: { rspack: { devServer: { port: 1 } }, autoprefixer: {} } as any,
});
`,
  },
  'rsbuild-0x',
);
const aliasFunction = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "export default { source: { alias: (alias, { target }) => { if (target === 'node') alias.x = false; } } };\n",
  },
  'rsbuild-0x-alias',
);
const appIconString = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'src/assets/icon.png': 'png',
    'rsbuild.config.mjs': "export default { html: { appIcon: './src/assets/icon.png' } };\n",
  },
  'rsbuild-0x-app-icon',
);
const manifestWithoutName = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'src/assets/icon.png': '\x89PNG\r\n',
    'rsbuild.config.mjs': "export default { html: { appIcon: { icons: [{ src: './src/assets/icon.png', size: 192, target: 'web-app-manifest' }] } } };\n",
  },
  'rsbuild-0x-manifest-no-name',
);
// The page's environments example, as written.
const environmentsDir = makeProject(
  {
    'src/web/common.js': "export const where = 'web common';\n",
    'src/node/common.js': "export const where = 'node common';\n",
    'src/index.client.js': "import { where } from '@common';\nconsole.log(where);\n",
    'src/index.server.js': "import { where } from '@common';\nconsole.log(where);\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  environments: {
    web: {
      source: {
        entry: { index: './src/index.client.js' },
      },
      resolve: {
        alias: { '@common': './src/web/common' },
      },
      output: {
        target: 'web',
        overrideBrowserslist: ['iOS >= 9', 'Android >= 4.4'],
      },
    },
    node: {
      source: {
        entry: { index: './src/index.server.js' },
      },
      resolve: {
        alias: { '@common': './src/node/common' },
      },
      output: {
        target: 'node',
        overrideBrowserslist: ['node >= 20'],
        emitAssets: false,
        distPath: { root: 'dist/server' },
      },
    },
  },
});
`,
  },
  'rsbuild-0x-environments',
);
// Two Rspack config checks that stop the build before anything is compiled.
const rsbuildPluginInRspack = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "export default { tools: { rspack: { plugins: [{ name: 'my-plugin', setup() {} }] } } };\n",
  },
  'rsbuild-0x-rspack-plugin',
);
const relativeOutputPath = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "export default { tools: { rspack: { output: { path: 'relative-out' } } } };\n",
  },
  'rsbuild-0x-output-path',
);
// The page's server.open with a before callback, run by `rsbuild preview`; BROWSER names a script
// that records the URL instead of opening a browser.
const previewOpen = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'fake-browser.sh': '#!/bin/sh\necho "$@" > "$(dirname "$0")/opened.txt"\n',
    'rsbuild.config.mjs': `export default {
  server: {
    open: {
      target: 'http://localhost:<port>/home',
      before: async () => {
        console.log('before callback ran');
      },
    },
  },
};
`,
  },
  'rsbuild-0x-preview-open',
);
// onBeforeBuild and onAfterBuild in `rsbuild build --watch`.
const watchDir = makeProject(
  {
    'src/index.js': "console.log('one');\n",
    'rsbuild.config.mjs': `export default {
  plugins: [
    {
      name: 'log-build-hooks',
      setup(api) {
        api.onBeforeBuild(({ isFirstCompile, isWatch }) => console.log(\`before build: first=\${isFirstCompile} watch=\${isWatch}\`));
        api.onAfterBuild(({ isFirstCompile, isWatch }) => console.log(\`after build: first=\${isFirstCompile} watch=\${isWatch}\`));
      },
    },
  ],
};
`,
  },
  'rsbuild-0x-watch',
);
const dist = path.join(dir, 'dist');
// A 0.x source.entry function left in place: it throws if 1.x ever calls it. With src/index.js, and without it.
const entryFunctionConfig = "export default { source: { entry({ target }) { throw new Error('entry function called for ' + target); } } };\n";
const entryFunction = makeProject(
  { 'rsbuild.config.mjs': entryFunctionConfig, 'src/index.js': "console.log('default-entry-marker');\n", 'src/main.js': "console.log('main-entry-marker');\n" },
  'rsbuild-0x-entry-function',
);
const entryFunctionNoIndex = makeProject({ 'rsbuild.config.mjs': entryFunctionConfig, 'src/main.js': "console.log('main-entry-marker');\n" }, 'rsbuild-0x-entry-function-no-index');
let entry: CliResult;
let entryNoIndex: CliResult;
let build: CliResult;
let alias: CliResult;
let appIcon: CliResult;
let manifestNoName: CliResult;
let environments: BuildResult;
let rspackPlugin: CliResult;
let outputPath: CliResult;
let watch: ReturnType<typeof startCli>;
before(async () => {
  watch = startCli(watchDir, ['build', '--watch'], /after build: first=true/);
  // The environments example is about the output, not the CLI: built in this process.
  environments = await withNodeEnv('production', () => buildWithConfigFile(environmentsDir, { mode: 'production' }));
  [build, alias, appIcon, rspackPlugin, outputPath, manifestNoName, entry, entryNoIndex] = await Promise.all([
    runCli(dir, ['build']),
    runCli(aliasFunction, ['build']),
    runCli(appIconString, ['build']),
    runCli(rsbuildPluginInRspack, ['build']),
    runCli(relativeOutputPath, ['build']),
    runCli(manifestWithoutName, ['build']),
    runCli(entryFunction, ['build']),
    runCli(entryFunctionNoIndex, ['build']),
  ]);
  await watch.started;
});
after(() => watch?.stop());

// Type-level: defineConfig's RsbuildConfig flags the removed 0.x keys, and the plugin API and
// context of 1.x no longer have the removed members (tsc checks this file).
export const removedConfigKeys: RsbuildConfig[] = [
  // @ts-expect-error output.targets was removed in 1.0
  { output: { targets: ['web', 'node'] } },
  // @ts-expect-error dev.startUrl was removed in 1.0
  { dev: { startUrl: true } },
  // @ts-expect-error tools.autoprefixer was removed in 1.0
  { tools: { autoprefixer: {} } },
  // @ts-expect-error html.appIcon no longer takes a string
  { html: { appIcon: './src/assets/icon.png' } },
  // @ts-expect-error output.overrideBrowserslist no longer takes an object keyed by target
  { output: { overrideBrowserslist: { web: ['chrome >= 87'] } } },
  // @ts-expect-error dev.beforeStartUrl was removed in 1.0
  { dev: { beforeStartUrl: () => {} } },
  // @ts-expect-error output.minify.html was removed in 1.0
  { output: { minify: { html: true } } },
  // @ts-expect-error output.minify.htmlOptions was removed in 1.0
  { output: { minify: { htmlOptions: {} } } },
  // @ts-expect-error output.distPath.server was removed in 1.0
  { output: { distPath: { server: 'server' } } },
  // @ts-expect-error output.emitAssets no longer takes a function
  { output: { emitAssets: () => true } },
  // @ts-expect-error source.entry no longer takes a function
  { source: { entry: () => ({ index: './src/index.js' }) } },
  { server: { open: { target: 'http://localhost:<port>/home', before: async () => {} } } },
  { server: { open: ['http://localhost:<port>/a', 'http://localhost:<port>/b'] } },
  { html: { appIcon: { icons: [{ src: './src/assets/icon.png', size: 180, target: 'apple-touch-icon' }] } } },
];
// What defineConfig accepts: in the function form and from a variable, a removed key next to a key
// Rsbuild knows is not reported (no @ts-expect-error here, and tsc passes).
type DefineConfigInput = Parameters<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').defineConfig>[0];
export const functionForm: DefineConfigInput = () => ({ output: { targets: ['web', 'node'], minify: false } });
const builtFirst = { output: { targets: ['web', 'node'], minify: false }, dev: { startUrl: true, hmr: true } };
export const fromVariable: DefineConfigInput = builtFirst;
export const pluginApiMembers: (keyof RsbuildPluginAPI)[] = [
  'onBeforeEnvironmentCompile',
  'onAfterEnvironmentCompile',
  'onAfterDevCompile',
  'onDevCompileDone',
  // @ts-expect-error api.getHTMLPaths() was removed in 1.0
  'getHTMLPaths',
];
export const contextMembers: (keyof RsbuildContext)[] = [
  'rootPath',
  // @ts-expect-error api.context.entry was removed in 1.0
  'entry',
  // @ts-expect-error api.context.targets was removed in 1.0
  'targets',
  // @ts-expect-error api.context.tsconfigPath was removed in 1.0
  'tsconfigPath',
];
export const devServerMembers: (keyof RsbuildDevServer)[] = [
  'connectWebSocket',
  // @ts-expect-error the dev server's onHTTPUpgrade was removed in 1.0
  'onHTTPUpgrade',
];

describe('Upgrading from 0.x to 1.0', () => {
  test('Before you start: @rsbuild/core 1.7.6 declares Node.js >=18.12.0', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.7.6');
    assert.deepEqual(pkg.engines, { node: '>=18.12.0' });
  });

  test('Before you start: @rsbuild/plugin-react 1.4.6 accepts @rsbuild/core 1.x; Rspack config checks: 1.7.6 installs @rspack/core 1.7', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
    const react = manifest('@rsbuild/plugin-react');
    assert.equal(react.version, '1.4.6');
    assert.deepEqual(react.peerDependencies, { '@rsbuild/core': '^1.0.0 || ^2.0.0-0' });
    assert.equal(manifest('@rsbuild/core').dependencies['@rspack/core'], '~1.7.10');
    assert.match(manifest('@rspack/core').version, /^1\.7\./);
  });

  test('Before you start: the Node.js minimum of engines rose to 16.10.0 in 1.3.8 and to 18.12.0 in 1.5.0', () => {
    // The release data, verified from the published package.json files by scripts/behaviour-versions.ts.
    const { changes } = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/behaviour-versions.json'), 'utf8'));
    const find = (id: string) => changes.find((change: { id: string }) => change.id === id);
    const node1610 = find('rsbuild-0x:engines-node-16-10');
    assert.deepEqual([node1610.lastWithout, node1610.firstWith, node1610.evidence[0].text], ['1.3.7', '1.3.8', '"node": ">=16.10.0"']);
    const node1812 = find('rsbuild-0x:engines-node-18-12');
    assert.deepEqual([node1812.lastWithout, node1812.firstWith, node1812.evidence[0].text], ['1.4.16', '1.5.0', '"node": ">=18.12.0"']);
  });

  test('Before you start: output.targets, dev.startUrl and tools.autoprefixer are ignored without a warning; TypeScript flags them', () => {
    assert.equal(build.code, 0, build.output);
    const warnings = build.output.split('\n').filter((line) => /^warn/.test(line));
    // The only warnings come from the devServer key and the deprecated source.* options.
    assert.equal(warnings.length, 3, warnings.join('\n'));
    for (const line of warnings) assert.match(line, /"devServer"|"source\.alias"|"source\.aliasStrategy"/);
    assert.doesNotMatch(build.output, /targets|startUrl|autoprefixer/);
    assert.equal(removedConfigKeys.length, 14);
  });

  test('Before you start: in the function form and from a variable, TypeScript misses a removed key next to known keys', () => {
    assert.equal(typeof functionForm, 'function');
    assert.deepEqual(Object.keys(builtFirst.output), ['targets', 'minify']);
  });

  test('Before you start: with TypeScript 5.9, defineConfig({ … }) flags each removed key; the function form and a variable miss one next to a known key', () => {
    assert.match(ts.version, /^5\.9\./);
    const head = "import { defineConfig } from '@rsbuild/core';\n";
    const lines = typeCheckProject(
      ts,
      {
        'direct.ts': `${head}export default defineConfig({ output: { targets: ['web'], minify: false }, dev: { startUrl: true, hmr: true }, tools: { autoprefixer: {}, rspack: {} } });\n`,
        'function-next-to-known.ts': `${head}export default defineConfig(() => ({ output: { targets: ['web'], minify: false } }));\n`,
        'variable-next-to-known.ts': `${head}const config = { output: { targets: ['web'], minify: false } };\nexport default defineConfig(config);\n`,
        'function-alone.ts': `${head}export default defineConfig(() => ({ output: { targets: ['web'] } }));\n`,
      },
      'rsbuild-0x-define-config',
    );
    const text = lines.join('\n');
    for (const key of ["'targets' does not exist in type 'OutputConfig'", "'startUrl' does not exist in type 'DevConfig'", "'autoprefixer' does not exist in type 'ToolsConfig'"]) assert.ok(text.includes(key), text);
    assert.deepEqual([...new Set(lines.filter((line) => /^\S+\.ts: TS/.test(line)).map((line) => line.split(':')[0]))], ['direct.ts', 'function-alone.ts'], text);
    assert.match(text, /Type '\{ targets: string\[\]; \}' has no properties in common with type 'OutputConfig'/);
  });

  test("Code samples: the page's rsbuild.config.ts samples and plugin-pages.ts type-check against the 1.x packages as written (en and zh)", () => {
    const page = 'guide/migration/rsbuild-0-x';
    for (const lang of ['en', 'zh'] as const) {
      const files: Record<string, string> = { 'mock-server.ts': 'export async function startMockServer() {}\n', 'plugin-pages.ts': pageSamples(page, lang, 'plugin-pages.ts')[0] };
      // The html-minifier-terser sample needs a package that is not installed in tools/rsbuild-v1.
      // Checked by hand on 2026-12-05 with rsbuild-plugin-html-minifier-terser 1.1.5 (npm's latest;
      // peerDependencies { '@rsbuild/core': '^1.0.0 || ^2.0.0' }): the sample type-checks and a 1.7.6
      // build with it writes a minified index.html. The page's postcss.config.cjs was checked the same
      // day with autoprefixer 10.7.1: with tools.lightningcssLoader false, its prefixes are in the CSS.
      // Rechecked on 2026-12-05 with autoprefixer 10.7.1, Lightning CSS on and no browserslist config: autoprefixer
      // alone wrote -moz-user-select, ::-moz-placeholder and -o-tab-size (its own default browsers); after Lightning CSS
      // those were gone and -webkit-initial-letter was still there, as the .c rule of the PostCSS test below shows.
      const samples = pageSamples(page, lang).filter((code) => !code.includes('rsbuild-plugin-html-minifier-terser'));
      assert.equal(samples.length, 9);
      samples.forEach((code, index) => void (files[`sample-${index}.ts`] = code));
      assert.deepEqual(typeCheckProject(ts, files, `rsbuild-0x-samples-${lang}`), []);
    }
  });

  test('Lightning CSS replaces autoprefixer: the default build adds vendor prefixes, and a PostCSS config is still applied', () => {
    const css = outputFile(dist, /^static\/css\/index\.css$/);
    assert.ok(css.includes('.a{-webkit-backdrop-filter:blur(2px);backdrop-filter:blur(2px)}'), css);
    assert.ok(css.includes('.b{color:red;order:7}'), css);
  });

  test('Lightning CSS replaces autoprefixer: Lightning CSS runs after PostCSS, keeps a prefix it does not handle and drops one the targets do not need', () => {
    const css = outputFile(dist, /^static\/css\/index\.css$/);
    assert.ok(css.includes('.c{-webkit-user-select:none;user-select:none;initial-letter:2;-webkit-initial-letter:2}'), css);
  });

  test('Lightning CSS replaces autoprefixer: in node and web-worker builds a CSS import runs css-loader only, without Lightning CSS or PostCSS', async () => {
    const { createRsbuild } = await rsbuildCore();
    // The project of the build above, with its PostCSS config.
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } } });
    const configs = await rsbuild.initConfigs();
    // The rule for plain `.css` imports; each loader by its package path or builtin name.
    const cssLoaders = (config: (typeof configs)[number]) => {
      const rule = (config.module?.rules ?? []).find((item) => item && typeof item === 'object' && String(item.test) === String(/\.css$/)) as { use: { loader: string }[] };
      return rule.use.map(({ loader }) => loader.replace(/^.*[\\/]node_modules[\\/]/, ''));
    };
    const [web, node, worker] = configs.map(cssLoaders);
    assert.ok(web.includes('builtin:lightningcss-loader') && web.some((loader) => loader.includes('postcss-loader')), web.join());
    // Besides css-loader, only Rsbuild's ignoreCssLoader, which drops the CSS and keeps the class names.
    for (const loaders of [node, worker]) assert.deepEqual(loaders, ['@rsbuild/core/dist/ignoreCssLoader.mjs', '@rsbuild/core/compiled/css-loader/index.js']);
    // The rule for `?inline` imports (the CSS as a string) keeps Lightning CSS and PostCSS in every target.
    const inlineLoaders = (config: (typeof configs)[number]) => {
      const rule = (config.module?.rules ?? []).find((item) => item && typeof item === 'object' && String(item.test) === String(/\.css$/) && item.resourceQuery instanceof RegExp && item.resourceQuery.test('?inline')) as { use: { loader: string }[] };
      return rule.use.map(({ loader }) => loader.replace(/^.*[\\/]node_modules[\\/]/, ''));
    };
    for (const config of configs) assert.deepEqual(inlineLoaders(config), ['@rsbuild/core/compiled/css-loader/index.js', 'builtin:lightningcss-loader', '@rsbuild/core/compiled/postcss-loader/index.js'], config.name);
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('guide/migration/rsbuild-0-x', lang).includes(lang === 'en' ? 'only a `?inline` import, which gives the CSS as a string, still goes through both' : '只有以字符串形式返回 CSS 的 `?inline` 导入仍会经过这两者'), lang);
    }
  });

  test('Multiple targets move to environments: the example writes dist/index.html, the web bundle and dist/server/index.js', () => {
    assert.deepEqual(environments.errors, []);
    const files = listFiles(path.join(environmentsDir, 'dist'));
    assert.deepEqual(
      files.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js')),
      ['index.html', 'server/index.js', 'static/js/index.[hash].js'],
    );
    assert.match(readText(path.join(environmentsDir, 'dist'), 'server/index.js'), /node common/);
    assert.match(outputFile(path.join(environmentsDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /web common/);
  });

  // 0.7.10, checked by hand on 2026-12-06 (npm install @rsbuild/core@0.7.10 under /tmp): its RsbuildTarget
  // type has 'service-worker', and `output: { targets: ['web', 'service-worker'] }` wrote dist/index.html,
  // dist/static/js/index.[hash].js and dist/worker/index.js.
  // The Invalid value message arrived in 1.4.7 (npm pack: 1.4.6's dist has no such check, 1.4.7's has it); run by hand on
  // 2026-12-06, 1.4.6 stopped on output.target 'service-worker' too, with "TypeError: Cannot read properties of undefined (reading 'join')".
  test("Service worker builds: the page's web-worker environment writes dist/worker/index.js next to index.html; a 'service-worker' target stops the command, and in output.targets it is ignored", async () => {
    const sample = pageSamples('guide/migration/rsbuild-0-x', 'en').find((code) => code.includes("target: 'web-worker'"));
    assert.ok(sample);
    assert.equal(pageSamples('guide/migration/rsbuild-0-x', 'zh').find((code) => code.includes("target: 'web-worker'")), sample);
    const cwd = makeProject({ 'src/index.js': "self.addEventListener('install', () => console.log('installed'));\n", 'rsbuild.config.ts': sample }, 'rsbuild-0x-service-worker');
    const built = await withNodeEnv('production', () => buildWithConfigFile(cwd, { mode: 'production' }));
    assert.deepEqual(built.errors, []);
    const files = listFiles(path.join(cwd, 'dist'));
    assert.deepEqual(files.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js')), ['index.html', 'static/js/index.[hash].js', 'worker/index.js']);
    assert.match(readText(path.join(cwd, 'dist'), 'worker/index.js'), /installed/);
    const { createRsbuild } = await rsbuildCore();
    const target = 'service-worker' as unknown as 'web';
    const invalid = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: { logLevel: 'silent', output: { target } } });
    await assert.rejects(invalid.initConfigs(), { message: '[rsbuild:config] Invalid value of output.target: "service-worker", valid values are: web, node, web-worker' });
    const ignored = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: { logLevel: 'silent', output: { targets: ['web', 'service-worker'] } as object } });
    assert.deepEqual((await ignored.initConfigs()).map((config) => [config.name, config.target]), [['web', ['web', 'es2017']]]);
    // The utilities of modifyBundlerChain and modifyRspackConfig have no isServiceWorker; isWebWorker and target tell a worker build.
    const flags: string[] = [];
    const probe: RsbuildPlugin = {
      name: 'worker-flags',
      setup(api) {
        api.modifyBundlerChain((_chain, utils) => void flags.push(`chain ${utils.environment.name}: ${utils.target} ${utils.isWebWorker} ${(utils as { isServiceWorker?: boolean }).isServiceWorker}`));
        api.modifyRspackConfig((_config, utils) => void flags.push(`rspack ${utils.environment.name}: ${utils.target} ${utils.isWebWorker} ${(utils as { isServiceWorker?: boolean }).isServiceWorker}`));
      },
    };
    const worker = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: { logLevel: 'silent', mode: 'production', plugins: [probe], environments: { worker: { output: { target: 'web-worker' } } } } });
    const [production] = await worker.initConfigs();
    assert.deepEqual(flags, ['chain worker: web-worker true undefined', 'rspack worker: web-worker true undefined']);
    // Without filenameHash: false, a web-worker environment's files go to static/js, hashed in production builds only.
    const development = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: { logLevel: 'silent', mode: 'development', environments: { worker: { output: { target: 'web-worker' } } } } });
    const [developmentConfig] = await development.initConfigs();
    assert.deepEqual([production.output?.filename, developmentConfig.output?.filename], ['static/js/[name].[contenthash:8].js', 'static/js/[name].js']);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/migration/rsbuild-0-x', lang).includes("`target === 'web-worker'`"));
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/migration/rsbuild-0-x', lang).includes('Invalid value of output.target: "service-worker", valid values are: web, node, web-worker'));
  });

  // The publication dates were read with `npm view @rsbuild/core time` and `npm view @rsbuild/plugin-react time`
  // on 2026-12-06: 1.0.0 on 2023-11-22, 1.0.1 on 2024-09-10; `npm view @rsbuild/plugin-react@1.0.0 dependencies`
  // lists "@rsbuild/shared": "1.0.0" and "@rspack/plugin-react-refresh": "0.4.0".
  test('Before you start: the stable 1.0 is 1.0.1; the 1.0.0 of @rsbuild/core depends on Rspack 0.4.0, those of plugin-react and plugin-svgr on the 0.x @rsbuild/shared', () => {
    // The release data, read from the published packages by `npm run versions`.
    const { baselines } = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/version-history.json'), 'utf8'));
    assert.deepEqual(baselines['@rsbuild/core'], { version: '1.0.1', skipped: [{ version: '1.0.0', reason: 'depends on @rspack/core 0.4.0, not Rspack 1.x' }] });
    const shared = 'has no peer dependency on @rsbuild/core 1.x (it depends on the pre-1.0 @rsbuild/shared)';
    const skippedOnes = Object.entries(baselines as Record<string, { skipped: { version: string; reason: string }[] }>).filter(([, baseline]) => baseline.skipped.length);
    assert.deepEqual(
      skippedOnes.map(([name, baseline]) => [name, baseline.skipped]),
      [
        ['@rsbuild/core', [{ version: '1.0.0', reason: 'depends on @rspack/core 0.4.0, not Rspack 1.x' }]],
        ['@rsbuild/plugin-react', [{ version: '1.0.0', reason: shared }]],
        ['@rsbuild/plugin-svgr', [{ version: '1.0.0', reason: shared }]],
      ],
    );
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'en').includes('The stable 1.0 release was published as `@rsbuild/core` 1.0.1 on September 10, 2024.'));
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'zh').includes('1.0 正式版于 2024 年 9 月 10 日以 `@rsbuild/core` 1.0.1 的版本号发布。'));
  });

  test('Multiple targets move to environments: output.targets is ignored and only the web bundle is built', () => {
    assert.equal(build.code, 0, build.output);
    assert.deepEqual(listFiles(dist).filter((file) => file.endsWith('.js')), ['static/js/about.js', 'static/js/index.js']);
    assert.match(build.output, /web \(web\) html: \{"index":"index\.html","about":"about\.html"\}/);
    assert.match(build.output, /web entries: index, about/);
    assert.match(build.output, /^web built$/m);
  });

  test('Multiple targets: an alias function that destructures its second argument fails', () => {
    assert.equal(alias.code, 1);
    assert.match(alias.output, /TypeError: Cannot destructure property 'target' of 'undefined' as it is undefined\./);
  });

  test("Multiple targets, as printed: the alias function's failure is \"Failed to build.\", then the TypeError line with its prefix, then a stack trace", () => {
    assert.ok(
      alias.output.includes("\nerror   Failed to build.\nerror   TypeError: Cannot destructure property 'target' of 'undefined' as it is undefined.\n    at alias ("),
      alias.output,
    );
  });

  test('Multiple targets: a source.entry function is never called and prints no warning; the default entry src/index.js is built', () => {
    assert.equal(entry.code, 0, entry.output);
    assert.deepEqual(entry.output.split('\n').filter((line) => /^warn|entry function called/.test(line)), []);
    const js = listFiles(path.join(entryFunction, 'dist')).filter((file) => file.endsWith('.js'));
    assert.deepEqual(js.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '.js')), ['static/js/index.js']);
    const code = readText(path.join(entryFunction, 'dist'), js[0]);
    assert.ok(code.includes('default-entry-marker') && !code.includes('main-entry-marker'), code);
  });

  test('Multiple targets, as printed: with a source.entry function and no src/index.*, the build stops with "Could not find any entry module"', () => {
    assert.equal(entryNoIndex.code, 1);
    assert.ok(
      entryNoIndex.output.includes(
        '\nerror   Failed to build.\nerror   [rsbuild:config] Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mts|cts|mjs|cjs) exists, or customize entry through the source.entry configuration.\n',
      ),
      entryNoIndex.output,
    );
    assert.ok(!entryNoIndex.output.includes('entry function called'), entryNoIndex.output);
  });

  test('html.appIcon takes an object: a string stops the build', () => {
    assert.equal(appIcon.code, 1);
    assert.match(appIcon.output, /caused by plugins in Compilation\.hooks\.processAssets/);
    assert.match(appIcon.output, /TypeError: Cannot read properties of undefined \(reading 'map'\)/);
  });

  test("html.appIcon takes an object: the page's icons list writes an apple-touch-icon link; a 'web-app-manifest' icon adds manifest.webmanifest and needs appIcon.name", async () => {
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n', 'src/assets/icon.png': '\x89PNG\r\n' }, 'rsbuild-0x-app-icon-object');
    const built = await withNodeEnv('production', () => buildProject(cwd, { html: { appIcon: { icons: [{ src: './src/assets/icon.png', size: 180 }] } } }));
    assert.deepEqual(built.errors, []);
    assert.ok(readText(built.dist, 'index.html').includes('<link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon.png">'), readText(built.dist, 'index.html'));
    assert.ok(!listFiles(built.dist).includes('manifest.webmanifest'));
    const manifestIcon = { src: './src/assets/icon.png', size: 192, target: 'web-app-manifest' } as const;
    assert.equal(manifestNoName.code, 1);
    assert.ok(manifestNoName.output.includes('\nerror   Build error: \n× [rsbuild:app-icon] "appIcon.name" is required when "target" is "web-app-manifest".\n'), manifestNoName.output);
    const withManifest = await withNodeEnv('production', () => buildProject(cwd, { html: { appIcon: { name: 'App', icons: [manifestIcon] } }, output: { distPath: { root: 'dist-manifest' } } }));
    assert.ok(listFiles(withManifest.dist).includes('manifest.webmanifest'), listFiles(withManifest.dist).join());
    assert.ok(readText(withManifest.dist, 'index.html').includes('<link rel="manifest" href="/manifest.webmanifest">'));
  });

  test('html.appIcon takes an object, as printed: "Failed to build.", then the processAssets line, then the TypeError under it with a stack trace', () => {
    const lines = appIcon.output.split('\n');
    const failed = lines.indexOf('error   Failed to build.');
    assert.ok(failed >= 0, appIcon.output);
    assert.equal(lines[failed + 1], 'error     × caused by plugins in Compilation.hooks.processAssets');
    assert.equal(lines[failed + 2].trim(), "╰─▶   × TypeError: Cannot read properties of undefined (reading 'map')");
    assert.match(lines[failed + 3], /^\s+│\s+at /);
  });

  test('HTML is no longer minified; output.charset utf8 keeps Chinese text, the minifier escapes Latin-1 and emoji', () => {
    assert.match(readText(dist, 'index.html'), /\n    <!-- a comment a minifier would drop -->\n/);
    // Chinese text stays as written; the minifier still escapes Latin-1 letters and emoji.
    assert.ok(outputFile(dist, /^static\/js\/index\.js$/).includes('"你好 Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
  });

  test('Rspack config checks: a devServer key is reported and ignored; source.alias prints a deprecation warning but works', () => {
    assert.ok(
      build.output.includes(`Find invalid Rspack config: "devServer". Note that Rspack's "devServer" config is not supported by Rsbuild. You can use Rsbuild's "dev" config to configure the Rsbuild dev server.`),
      build.output,
    );
    assert.match(build.output, /source\.alias.*deprecated|deprecated.*source\.alias/i);
  });

  test('Rspack config checks, as printed: the devServer warning with its prefix; "Failed to build." then the plugin error with the plugin\'s name, then a stack trace', async () => {
    assert.ok(
      build.output.includes(`\nwarn    [rsbuild:config] Find invalid Rspack config: "devServer". Note that Rspack's "devServer" config is not supported by Rsbuild. You can use Rsbuild's "dev" config to configure the Rsbuild dev server.\n`),
      build.output,
    );
    assert.ok(
      rspackPlugin.output.includes('\nerror   Failed to build.\nerror   [rsbuild:plugin] "my-plugin" appears to be an Rsbuild plugin. It cannot be used as an Rspack plugin.\n    at '),
      rspackPlugin.output,
    );
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    assert.equal(pluginReact().name, 'rsbuild:react');
  });

  test('Rspack config checks: an Rsbuild plugin in tools.rspack plugins and a relative output.path stop the build', () => {
    assert.equal(rspackPlugin.code, 1);
    assert.match(rspackPlugin.output, /"my-plugin" appears to be an Rsbuild plugin\. It cannot be used as an Rspack plugin\./);
    assert.equal(outputPath.code, 1);
    assert.match(outputPath.output, /Invalid Rspack configuration: "output\.path" must be an absolute path/);
  });

  test('Rspack config checks, as printed: a relative output.path prints "Failed to build.", then the whole Invalid Rspack configuration line with the value, then a stack trace', () => {
    assert.ok(
      outputPath.output.includes('\nerror   Failed to build.\nerror   Invalid Rspack configuration: "output.path" must be an absolute path, get "relative-out".\n    at '),
      outputPath.output,
    );
  });

  // "since 1.7.0" was checked by hand on 2026-12-04 with npm pack: the types of 1.6.15 have no
  // @deprecated on performance.bundleAnalyze, those of 1.7.0 have it.
  test('Deprecations after 1.0: performance.bundleAnalyze is marked deprecated but still writes dist/report-web.html, with no warning in the code', async () => {
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(types, /@deprecated Use Rsdoctor instead\.\n\s*\*\/\n\s*bundleAnalyze\?:/);
    const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    assert.deepEqual(core.split('\n').filter((line) => line.includes('bundleAnalyze') && /warn|deprecat/i.test(line)), []);
    const analyzed = await withNodeEnv('production', () => buildProject(makeProject({ 'src/index.js': 'console.log(1);\n' }, 'rsbuild-0x-bundle-analyze'), { performance: { bundleAnalyze: {} } }));
    assert.ok(listFiles(analyzed.dist).includes('report-web.html'), listFiles(analyzed.dist).join(', '));
  });

  test('Deprecations after 1.0: source.aliasStrategy prints a deprecation warning; onAfterDevCompile and onDevCompileDone both exist', () => {
    assert.match(build.output, /The "source\.aliasStrategy" config is deprecated, use "resolve\.aliasStrategy" instead\./);
    assert.deepEqual(pluginApiMembers.slice(2, 4), ['onAfterDevCompile', 'onDevCompileDone']);
  });

  test('Deprecations after 1.0: a transform descriptor takes enforce and its replacement order, which arrived in 1.4.9', () => {
    // Type-level: both fields exist in 1.7.6 (tsc checks this file).
    const descriptors: TransformDescriptor[] = [{ test: /\.js$/, enforce: 'pre' }, { test: /\.js$/, order: 'pre' }];
    assert.equal(descriptors.length, 2);
    // The release data, verified from the published code by scripts/behaviour-versions.ts.
    const { changes } = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/behaviour-versions.json'), 'utf8'));
    const order = changes.find((change: { id: string }) => change.id === 'vite-plugin:transform-order');
    assert.deepEqual([order.since, order.lastWithout, order.firstWith], ['1.4.9', '1.4.8', '1.4.9']);
  });

  test('Plugin API changes: onBeforeBuild runs before every watch rebuild with isFirstCompile and isWatch; onAfterBuild gets the same flags', async () => {
    assert.match(watch.output(), /before build: first=true watch=true/);
    writeProjectFiles(watchDir, { 'src/index.js': "console.log('two');\n" });
    await waitFor('the watch rebuild', () => /after build: first=false watch=true/.test(watch.output()), 120_000);
    assert.match(watch.output(), /before build: first=false watch=true/);
    assert.deepEqual(contextMembers.slice(0, 1), ['rootPath']);
    assert.deepEqual(devServerMembers.slice(0, 1), ['connectWebSocket']);
  });

  test('Plugin API changes: htmlPaths is empty in a node environment and with tools.htmlPlugin false, and leaves out an entry with html: false; rsbuild.getHTMLPaths() is gone too', async () => {
    const { createRsbuild } = await rsbuildCore();
    const paths: Record<string, Record<string, string>> = {};
    const htmlPathsPlugin: RsbuildPlugin = {
      name: 'html-paths',
      setup: (api) => api.modifyBundlerChain((_chain, { environment }) => void (paths[environment.name] = environment.htmlPaths)),
    };
    const rsbuild = await createRsbuild({
      cwd: aliasFunction,
      rsbuildConfig: {
        source: { entry: { index: './src/index.js', about: './src/index.js', noPage: { import: './src/index.js', html: false } } },
        environments: { web: {}, node: { output: { target: 'node' } }, noHtml: { tools: { htmlPlugin: false } } },
        plugins: [htmlPathsPlugin],
      },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(paths, { web: { index: 'index.html', about: 'about.html' }, node: {}, noHtml: {} });
    assert.equal((rsbuild as { getHTMLPaths?: unknown }).getHTMLPaths, undefined);
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'en').includes('an entry whose description sets `html: false` is left out'));
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'zh').includes('设置了 `html: false` 的入口不会出现在其中'));
    assert.equal(typeof rsbuild.getNormalizedConfig, 'function');
  });

  // 0.7.10's RsbuildContext has tsconfigPath (read on 2026-12-06 in its published types and dist).
  test('Plugin API changes: api.context.tsconfigPath is gone; environment.tsconfigPath is the absolute path of the tsconfig.json, undefined without one', async () => {
    const { createRsbuild } = await rsbuildCore();
    const withTsconfig = makeProject({ 'src/index.js': 'console.log(1);\n', 'tsconfig.json': '{}\n' }, 'rsbuild-0x-tsconfig-path');
    const seen: string[] = [];
    const probe: RsbuildPlugin = {
      name: 'tsconfig-path',
      setup(api) {
        api.modifyBundlerChain((_chain, { environment }) => {
          seen.push(`context: ${(api.context as { tsconfigPath?: string }).tsconfigPath}`, `environment: ${environment.tsconfigPath}`);
        });
      },
    };
    for (const cwd of [withTsconfig, aliasFunction]) await (await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', plugins: [probe] } })).initConfigs();
    assert.deepEqual(seen, ['context: undefined', `environment: ${path.join(withTsconfig, 'tsconfig.json')}`, 'context: undefined', 'environment: undefined']);
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'en').includes('- `api.context.tsconfigPath` was removed. Read `environment.tsconfigPath`'));
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'zh').includes('- 移除 `api.context.tsconfigPath`。请读取 `environment.tsconfigPath`'));
  });

  test('Changed defaults: polyfill off, decorators 2022-03, charset utf8, dev.client.port empty', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: {} });
    await rsbuild.initConfigs();
    const config = rsbuild.getNormalizedConfig();
    assert.equal(config.output.polyfill, 'off');
    assert.equal(config.source.decorators.version, '2022-03');
    assert.equal(config.output.charset, 'utf8');
    assert.equal(config.dev.client.port, '');
  });

  test("source.decorators: by default a stage 3 decorator gets (value, context) and a legacy decorator fails at run time; version 'legacy' makes it work", async () => {
    const decorators = makeProject(
      {
        'src/stage3.ts': "const seen: string[] = [];\nfunction logged(_value: unknown, context: ClassMethodDecoratorContext) {\n  seen.push(`${context.kind} ${String(context.name)}`);\n}\nclass A {\n  @logged\n  run() {}\n}\nconsole.log(seen.join(), typeof A);\n",
        'src/legacy.ts': "function wrap(_target: object, _key: string, descriptor: PropertyDescriptor) {\n  const original = descriptor.value;\n  descriptor.value = () => `wrapped ${original()}`;\n}\nclass B {\n  @wrap\n  run() {\n    return 'run';\n  }\n}\nconsole.log(new B().run());\n",
      },
      'rsbuild-0x-decorators',
    );
    const entry = { stage3: './src/stage3.ts', legacy: './src/legacy.ts' };
    const run = (dist: string, file: string) => spawnSync(process.execPath, [path.join(dist, file)], { encoding: 'utf8', timeout: 30_000 });
    const byDefault = await withNodeEnv('production', () => buildProject(decorators, { source: { entry }, output: { target: 'node' } }));
    assert.deepEqual(byDefault.errors, []);
    assert.equal(run(byDefault.dist, 'stage3.js').stdout, 'method run function\n');
    const failed = run(byDefault.dist, 'legacy.js');
    assert.equal(failed.status, 1);
    assert.match(failed.stderr, /^TypeError: Cannot read properties of undefined \(reading 'value'\)$/m);
    const legacy = await withNodeEnv('production', () => buildProject(decorators, { source: { entry, decorators: { version: 'legacy' } }, output: { target: 'node', distPath: { root: 'dist-legacy' } } }));
    assert.equal(run(legacy.dist, 'legacy.js').stdout, 'wrapped run\n');
  });

  test("output.polyfill: 'usage' and 'entry' apply to web and web-worker builds only; 'entry' adds core-js to each entry", async () => {
    const { createRsbuild } = await rsbuildCore();
    const seen: string[] = [];
    for (const polyfill of ['usage', 'entry'] as const) {
      const rsbuild = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: { output: { polyfill }, environments: { web: {}, worker: { output: { target: 'web-worker' } }, node: { output: { target: 'node' } } } } });
      for (const config of await rsbuild.initConfigs()) {
        // The SWC loader's env.mode is what makes SWC add core-js imports.
        const swcRule = (config.module?.rules ?? []).find((rule) => JSON.stringify(rule).includes('builtin:swc-loader'));
        const mode = /"mode":"(usage|entry)"/.exec(JSON.stringify(swcRule))?.[1] ?? 'none';
        const coreJsEntry = JSON.stringify(config.entry).includes(encodeURIComponent('import "core-js";'));
        seen.push(`${polyfill} ${config.name}: ${mode}${coreJsEntry ? ' + core-js entry' : ''}`);
      }
    }
    assert.deepEqual(seen, ['usage web: usage', 'usage worker: usage', 'usage node: none', 'entry web: entry + core-js entry', 'entry worker: entry + core-js entry', 'entry node: none']);
  });

  test('Multiple targets: a leftover overrideBrowserslist object keyed by target is ignored; web and node fall back to the default targets', async () => {
    const { createRsbuild } = await rsbuildCore();
    const lists: Record<string, string[]> = {};
    const probe = { name: 'probe', setup: (api: RsbuildPluginAPI) => api.modifyBundlerChain((_chain, { environment }) => void (lists[environment.name] = environment.browserslist)) };
    const overrideBrowserslist = { web: ['iOS >= 9', 'Android >= 4.4'], node: ['node >= 20'] } as unknown as string[];
    const rsbuild = await createRsbuild({
      cwd: aliasFunction,
      rsbuildConfig: { mode: 'production', plugins: [probe], output: { overrideBrowserslist }, environments: { web: {}, node: { output: { target: 'node' } } } },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(lists, { web: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'], node: ['node >= 16'] });
  });

  test('Defaults that stayed the same: the default browserslist of web and node environments', async () => {
    // "As in late 0.x releases": checked by hand on 2026-12-05 with npm pack: @rsbuild/shared 0.7.10, which
    // @rsbuild/core 0.7.10 depends on, has the same DEFAULT_BROWSERSLIST for web and node.
    const { createRsbuild } = await rsbuildCore();
    const lists: Record<string, string[]> = {};
    const probe = { name: 'probe', setup: (api: RsbuildPluginAPI) => api.modifyBundlerChain((_chain, { environment }) => void (lists[environment.name] = environment.browserslist)) };
    const rsbuild = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: { plugins: [probe], environments: { web: {}, node: { output: { target: 'node' } } } } });
    await rsbuild.initConfigs();
    assert.deepEqual(lists, { web: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'], node: ['node >= 16'] });
  });

  test('dev.startUrl is now server.open: rsbuild preview opens server.open.target with <port> replaced, after the before callback', async () => {
    // The build is only the preview's input: built in this process.
    const built = await withNodeEnv('production', () => buildWithConfigFile(previewOpen, { mode: 'production' }));
    assert.deepEqual(built.errors, []);
    const fakeBrowser = path.join(previewOpen, 'fake-browser.sh');
    chmodSync(fakeBrowser, 0o755);
    const port = await freePort();
    const preview = startCli(previewOpen, ['preview', '--port', String(port)], /before callback ran/, { env: { BROWSER: fakeBrowser } });
    try {
      await preview.started;
      const opened = await waitFor('the fake browser', () => {
        try {
          return readFileSync(path.join(previewOpen, 'opened.txt'), 'utf8');
        } catch {
          return '';
        }
      });
      assert.equal(opened.trim(), `http://localhost:${port}/home`);
    } finally {
      await preview.stop();
    }
  });
  // 0.7.10, checked by hand on 2026-12-06 (npm install @rsbuild/core@0.7.10 under /tmp): its dev server answered
  // `/` and `/static/js/index.js` with `Access-Control-Allow-Origin: *` to a request with `Origin: https://example.com`.
  // `cors: true` answering every origin with * is proven in config-server-cors.test.ts.
  test("server.cors: the default allows only local origins; the page's sample adds https://dev.example.com and keeps localhost", async () => {
    const { createRsbuild, defaultAllowedOrigins, loadConfig } = await rsbuildCore();
    const sample = pageSamples('guide/migration/rsbuild-0-x', 'en').find((code) => code.includes('defaultAllowedOrigins'));
    assert.ok(sample);
    assert.equal(pageSamples('guide/migration/rsbuild-0-x', 'zh').find((code) => code.includes('defaultAllowedOrigins')), sample);
    const cwd = makeProject({ 'src/index.js': "console.log('cors');\n", 'rsbuild.config.ts': sample }, 'rsbuild-0x-cors');
    const byDefault = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent' } });
    await byDefault.initConfigs();
    assert.deepEqual(byDefault.getNormalizedConfig().server.cors, { origin: defaultAllowedOrigins });
    const { content } = await loadConfig({ cwd });
    const port = await freePort();
    const origins: string[] = [];
    await withNodeEnv(process.env.NODE_ENV, async () => {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...content, logLevel: 'silent', server: { ...content.server, port, host: '127.0.0.1', printUrls: false } } });
      const { server } = await rsbuild.startDevServer();
      try {
        for (const origin of ['https://example.com', 'http://localhost:5173', 'https://dev.example.com']) {
          const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { Origin: origin } });
          origins.push(`${origin} ${response.status} ${response.headers.get('access-control-allow-origin')}`);
        }
      } finally {
        await server.close();
      }
    });
    assert.deepEqual(origins, ['https://example.com 200 null', 'http://localhost:5173 200 http://localhost:5173', 'https://dev.example.com 200 https://dev.example.com']);
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'en').includes('The 0.7 dev server sent `Access-Control-Allow-Origin: *` with every response'));
    assert.ok(pageText('guide/migration/rsbuild-0-x', 'zh').includes('0.7 的开发服务器会在每个响应中带上 `Access-Control-Allow-Origin: *`'));
  });

  test("dev.client.port: with the default port '', a page behind a proxy that drops WebSockets logs the fallback error, then connects to the dev server's own port", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "console.log('client port');\n" }, 'rsbuild-0x-client-port');
    const devPort = await freePort();
    const proxyPort = await freePort();
    // Forwards HTTP requests to the dev server and closes every WebSocket upgrade, as a proxy
    // that changes the port and does not pass WebSockets would.
    const proxy = http.createServer((req, res) => {
      const forwarded = http.request({ host: '127.0.0.1', port: devPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forwarded.on('error', () => res.destroy());
      req.pipe(forwarded);
    });
    proxy.on('upgrade', (_req, socket) => socket.destroy());
    await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
    const lines: string[] = [];
    const sockets: string[] = [];
    let browser: Browser | undefined;
    try {
      // startDevServer() sets NODE_ENV when it is unset; withNodeEnv puts this process's value back.
      await withNodeEnv(process.env.NODE_ENV, async () => {
        // logLevel 'silent' keeps the test's output clean; dev.client.logLevel, which otherwise follows
        // logLevel, is put back to 'info', the default of both.
        const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', dev: { client: { logLevel: 'info' } }, server: { port: devPort, host: '127.0.0.1', printUrls: false } } });
        const { server } = await rsbuild.startDevServer();
        try {
          assert.equal(rsbuild.getNormalizedConfig().dev.client.port, '');
          browser = await launchChromium();
          const page = await browser.newPage();
          page.on('console', (message) => lines.push(message.text()));
          page.on('websocket', (socket) => sockets.push(new URL(socket.url()).port));
          await page.goto(`http://127.0.0.1:${proxyPort}/`, { timeout: 60_000 });
          await waitFor('the direct connection', () => lines.includes('[rsbuild] WebSocket connected.'), 60_000);
        } finally {
          await browser?.close();
          await server.close();
        }
      });
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
    const fallback = lines.indexOf('[rsbuild] WebSocket connection failed. Trying direct connection fallback.');
    assert.ok(fallback >= 0, lines.join('\n'));
    assert.ok(lines.indexOf('[rsbuild] WebSocket connected.') > fallback, lines.join('\n'));
    assert.deepEqual(sockets, [String(proxyPort), String(devPort)]);
  });
});
