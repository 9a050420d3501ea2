import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import ts from 'typescript';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { assertPageSamplesTypeCheck, buildProject, type BuildResult, type CliResult, listFiles, makeProject, outputFile, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli } from './harness';

// One production build combining the page's answers: a local loader, ES5 output with polyfills
// and a compiled dependency, folders and a 12-character hash, removeConsole, the gzip plugin and
// a template per entry. `rsbuild inspect` runs next to it.
const dir = makeProject(
  {
    'loaders/graphql-loader.cjs': `module.exports = function graphqlLoader(source) {
  const query = source.replace(/#.*$/gm, '').trim();
  return \`export default \${JSON.stringify(query)};\`;
};
`,
    'src/user.graphql': '# the current user\nquery User { name }\n',
    'src/notes.txt': 'notes-marker-text\n',
    'src/pages/home.ts': `import query from '../user.graphql';
import notes from '../notes.txt';
console.warn(notes);
import { value } from 'query-string';
import nodeFetch from 'node-fetch';
console.log('home log', [1, 2].includes(2));
const loadLocale = (name: string) => require('moment/locale/' + name);
console.warn(nodeFetch, loadLocale);
try {
  require('pg-native');
} catch (error) {
  console.error(error);
}
console.warn(query, value);
console.info('home info');
console.warn('home warn');
console.error('home error');
export const double = (n: number) => n * 2;
`,
    'src/pages/admin.ts': "console.warn('admin page');\n",
    // pnpm's layout: the package lives in .pnpm and node_modules/query-string is a symlink to it.
    'src/node_modules/.pnpm/query-string@9.3.1/node_modules/query-string/package.json': '{ "name": "query-string", "main": "index.js" }',
    'src/node_modules/moment/locale/de.js': "module.exports = 'marker-locale-de';\n",
    'src/node_modules/moment/locale/fr.js': "module.exports = 'marker-locale-fr';\n",
    'src/node_modules/moment/locale/ja.js': "module.exports = 'marker-locale-ja';\n",
    'src/node_modules/.pnpm/query-string@9.3.1/node_modules/query-string/index.js': "const obj = {};\nexport const value = obj?.value ?? 'fallback';\n",
    'templates/default.html': '<!doctype html><html><head><meta name="page" content="<%= page %>"></head><body><div id="home"></div></body></html>\n',
    'templates/admin.html': '<!doctype html><html><head><title>Admin console</title></head><body><div id="admin"></div></body></html>\n',
    'rsbuild.config.ts': `import { gzipSync } from 'node:zlib';
import { defineConfig, rspack, type RsbuildPlugin } from '@rsbuild/core';

const pluginGzip = (): RsbuildPlugin => ({
  name: 'my-app:gzip',
  apply: 'build',
  setup(api) {
    api.processAssets({ stage: 'optimize-transfer' }, ({ assets, compilation, sources }) => {
      for (const name of Object.keys(assets)) {
        if (!/\\.(?:js|css|html|svg)$/.test(name)) continue;
        const compressed = gzipSync(assets[name].buffer());
        compilation.emitAsset(\`\${name}.gz\`, new sources.RawSource(compressed));
      }
    });
  },
});

export default defineConfig({
  plugins: [pluginGzip()],
  source: {
    entry: {
      home: './src/pages/home.ts',
      admin: './src/pages/admin.ts',
    },
    include: [/[\\\\/]node_modules[\\\\/]query-string[\\\\/]/],
  },
  html: {
    template: ({ entryName }) =>
      entryName === 'admin' ? './templates/admin.html' : './templates/default.html',
    title: ({ entryName }) => (entryName === 'admin' ? 'Admin' : 'Home'),
    templateParameters: (params, { entryName }) => ({ ...params, page: entryName }),
  },
  output: {
    overrideBrowserslist: ['ie >= 11'],
    polyfill: 'usage',
    distPath: {
      js: 'assets/js',
      css: 'assets/css',
    },
    filenameHash: 'contenthash:12',
  },
  performance: {
    removeConsole: ['log', 'info'],
  },
  resolve: {
    alias: {
      'node-fetch': false,
    },
  },
  tools: {
    rspack: (config, { addRules }) => {
      addRules([
        {
          test: /\\.graphql$/,
          type: 'javascript/auto',
          use: [{ loader: './loaders/graphql-loader.cjs' }],
        },
        { test: /\\.txt$/, type: 'asset/source' },
      ]);
      config.plugins.push(
        new rspack.ContextReplacementPlugin(/moment[\\/]locale$/, /^\\.\\/(de|fr)$/),
        new rspack.IgnorePlugin({ resourceRegExp: /^pg-native$/ }),
      );
    },
  },
});
`,
  },
  'features',
);
symlinkSync('.pnpm/query-string@9.3.1/node_modules/query-string', path.join(dir, 'src/node_modules/query-string'));
// A plugin whose apply method is longer than 100 characters, to see how inspect prints functions.
const longPlugin = "{ apply(compiler) { const message = 'a plugin whose apply method is longer than one hundred characters'; return [compiler, message]; } }";
const inspectDir = makeProject(
  {
    'rsbuild.config.mjs': `export default { performance: { removeConsole: true }, tools: { rspack: { plugins: [${longPlugin}] } } };\n`,
    'src/index.js': 'console.log(1);\n',
  },
  'features-inspect',
);
// A config function that records the env it was called with and NODE_ENV at load time.
// It also sets removeConsole only in its production branch.
const recordEnv = "source: { define: { __CONFIG_ENV__: JSON.stringify(env + '/' + process.env.NODE_ENV) } }, performance: { removeConsole: env === 'production' }";
const inspectEnvDir = makeProject(
  {
    'rsbuild.config.mjs': `export default ({ env }) => ({ environments: { web: {}, node: { output: { target: 'node' } } }, ${recordEnv}, tools: { rspack: { plugins: [${longPlugin}] } } });\n`,
    'src/index.js': 'console.log(1);\n',
  },
  'features-inspect-env',
);
const inspectNodeEnvDir = makeProject(
  {
    'rsbuild.config.mjs': `export default ({ env }) => ({ ${recordEnv} });\n`,
    'src/index.js': 'console.log(1);\n',
  },
  'features-inspect-node-env',
);
// NODE_ENV=production in .env (the shell says development); and mode in the config (the shell says production).
const inspectDotenvDir = makeProject(
  {
    '.env': 'NODE_ENV=production\n',
    'rsbuild.config.mjs': `export default ({ env }) => ({ ${recordEnv} });\n`,
    'src/index.js': 'console.log(1);\n',
  },
  'features-inspect-dotenv',
);
const inspectConfigModeDir = makeProject(
  {
    'rsbuild.config.mjs': `const mark = (apply) => ({ name: 'mark-' + apply, apply, setup(api) { api.modifyRsbuildConfig((config) => { config.source.define['__APPLY_' + apply.toUpperCase() + '__'] = 'true'; }); } });\nexport default ({ env }) => ({ mode: 'development', plugins: [mark('build'), mark('serve')], ${recordEnv} });\n`,
    'src/index.js': 'console.log(1);\n',
  },
  'features-inspect-config-mode',
);
// alias false, removeMomentLocale with an explicit locale import, and removeConsole without minification.
const unminifiedDir = makeProject(
  {
    'src/node_modules/node-fetch/index.js': 'module.exports = function fetch() {};\n',
    'src/node_modules/moment/package.json': JSON.stringify({ name: 'moment', main: 'moment.js' }),
    'src/node_modules/moment/moment.js': "exports.load = function (name) { return require('./locale/' + name); };\n",
    'src/node_modules/moment/locale/de.js': "module.exports = 'marker-locale-de';\n",
    'src/node_modules/moment/locale/ja.js': "module.exports = 'marker-locale-ja';\n",
    'src/index.js': [
      "import nodeFetch from 'node-fetch';",
      "import { load } from 'moment';",
      "import de from 'moment/locale/de';",
      "console.log('kept-when-unminified');",
      'globalThis.result = { nodeFetch, de, load };',
      '',
    ].join('\n'),
  },
  'features-unminified',
);
// A dependency with syntax newer than ES5 that source.include does not list, checked by plugin-check-syntax.
const checkSyntaxDir = makeProject(
  {
    'src/node_modules/modern-dep/package.json': JSON.stringify({ name: 'modern-dep', main: 'index.js' }),
    'src/node_modules/modern-dep/index.js': "const obj = {};\nexport const value = obj?.value ?? 'modern';\n",
    'src/index.js': "import { value } from 'modern-dep';\nconsole.log(value);\n",
    'rsbuild.config.mjs': "import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\n\nexport default {\n  plugins: [pluginCheckSyntax()],\n  output: {\n    overrideBrowserslist: ['ie >= 11'],\n  },\n};\n",
  },
  'features-check-syntax',
);
// The same dependency in web-worker and node environments, which plugin-check-syntax skips.
const checkSyntaxOtherTargetsDir = makeProject(
  {
    'src/node_modules/modern-dep/package.json': JSON.stringify({ name: 'modern-dep', main: 'index.js' }),
    'src/node_modules/modern-dep/index.js': "const obj = {};\nexport const value = obj?.value ?? 'modern';\n",
    'src/index.js': "import { value } from 'modern-dep';\nconsole.log(value);\n",
  },
  'features-check-syntax-targets',
);
// Every console method, for removeConsole: true in a production build.
const removeAllDir = makeProject(
  {
    'src/index.js': ["console.log('all-log');", "console.info('all-info');", "console.warn('all-warn');", "console.error('all-error');", "console.debug('all-debug');", "globalThis.kept = 'all-kept';", ''].join('\n'),
  },
  'features-remove-console-all',
);
// Two plugins that set apply, each leaving a define behind, for the plugins rsbuild inspect sets up.
const inspectApplyDir = makeProject(
  {
    'rsbuild.config.mjs': "const mark = (apply) => ({ name: `mark-${apply}`, apply, setup(api) { api.modifyRsbuildConfig((config) => { config.source = { ...config.source, define: { ...config.source?.define, [`__APPLY_${apply.toUpperCase()}__`]: 'true' } }; }); } });\nexport default { plugins: [mark('build'), mark('serve')] };\n",
    'src/index.js': 'console.log(1);\n',
  },
  'features-inspect-apply',
);
// Two environments writing to different folders (dist and server-dist): inspect writes to their common parent.
const inspectSplitConfig = { environments: { web: {}, node: { output: { target: 'node' as const, distPath: { root: 'server-dist' } } } } };
const inspectSplitDir = makeProject(
  { 'rsbuild.config.mjs': `export default ${JSON.stringify(inspectSplitConfig)};\n`, 'src/index.js': 'console.log(1);\n' },
  'features-inspect-split',
);
const apiDir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'features-inspect-api');
const apiEnvDir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'features-inspect-api-env');
const dist = path.join(dir, 'dist');
// The page's gzip plugin with brotliCompressSync and .br names, as its last sentence suggests.
const pluginBrotli = (): RsbuildPlugin => ({
  name: 'my-app:brotli',
  apply: 'build',
  setup(api) {
    api.processAssets({ stage: 'optimize-transfer' }, ({ assets, compilation, sources }) => {
      for (const name of Object.keys(assets)) {
        if (!/\.(?:js|css|html|svg)$/.test(name)) continue;
        const compressed = brotliCompressSync(assets[name].buffer());
        compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
      }
    });
  },
});

let build: CliResult;
let inspect: CliResult;
let inspectAgain: CliResult;
let inspectEnv: CliResult;
let inspectNodeEnv: CliResult;
let inspectDotenv: CliResult;
let inspectConfigMode: CliResult;
let inspectApply: CliResult;
let inspectApplyDev: CliResult;
let inspectSplit: CliResult;
let envInspected: Awaited<ReturnType<Awaited<ReturnType<Core['createRsbuild']>>['inspectConfig']>>;
let unminified: BuildResult;
let unminifiedNone: BuildResult;
let removeAll: BuildResult;
let unminifiedResult: { nodeFetch: unknown; de: string; load: (name: string) => unknown };
let checkSyntax: CliResult;
let checkSyntaxOtherTargets: BuildResult;
let envInspectFiles: string[];
let inspected: Awaited<ReturnType<Awaited<ReturnType<Core['createRsbuild']>>['inspectConfig']>>;
before(async () => {
  [build, inspect, inspectEnv, unminified, unminifiedNone, checkSyntax, inspectNodeEnv, inspectDotenv, inspectConfigMode, inspectApply, inspectApplyDev, inspectSplit] = await Promise.all([
    runCli(dir, ['build'], { env: { BUNDLE_ANALYZE: 'true', DEBUG: 'rsbuild' } }),
    runCli(inspectDir, ['inspect']),
    runCli(inspectEnvDir, ['inspect', '--environment', 'node', '--output', 'custom', '--verbose', '--mode', 'production']),
    buildProject(unminifiedDir, {
      output: { minify: false },
      performance: { removeConsole: true, removeMomentLocale: true },
      resolve: { alias: { 'node-fetch': false } },
    }),
    buildProject(unminifiedDir, { mode: 'none', plugins: [pluginBrotli()], performance: { removeConsole: true }, resolve: { alias: { 'node-fetch': false } }, output: { distPath: { root: 'dist-none' } } }),
    // In the CLI: a failed check in the JS API's build() leaves it pending.
    runCli(checkSyntaxDir, ['build']),
    runCli(inspectNodeEnvDir, ['inspect'], { env: { NODE_ENV: 'production' } }),
    runCli(inspectDotenvDir, ['inspect', '--mode', 'production'], { env: { NODE_ENV: 'development' } }),
    runCli(inspectConfigModeDir, ['inspect'], { env: { NODE_ENV: 'production' } }),
    runCli(inspectApplyDir, ['inspect', '--output', 'bare']),
    runCli(inspectApplyDir, ['inspect', '--mode', 'development', '--output', 'dev']),
    runCli(inspectSplitDir, ['inspect', '--output', 'inspect']),
  ]);
  inspectAgain = await runCli(inspectDir, ['inspect', '--mode', 'production']);
  removeAll = await buildProject(removeAllDir, { mode: 'production', performance: { removeConsole: true } });
  const { pluginCheckSyntax } = await plugin('@rsbuild/plugin-check-syntax');
  checkSyntaxOtherTargets = await buildProject(checkSyntaxOtherTargetsDir, {
    plugins: [pluginCheckSyntax()],
    output: { overrideBrowserslist: ['ie >= 11'] },
    environments: {
      worker: { output: { target: 'web-worker', distPath: { root: 'dist-worker' } } },
      server: { output: { target: 'node', distPath: { root: 'dist-server' } } },
    },
  });
  const context: { globalThis?: unknown; result?: typeof unminifiedResult } = {};
  context.globalThis = context;
  vm.runInNewContext(outputFile(unminified.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), context);
  unminifiedResult = context.result!;
  // The JS API, in development mode, with both rule helpers of tools.rspack.
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({
    cwd: apiDir,
    rsbuildConfig: {
      mode: 'development',
      logLevel: 'silent',
      tools: {
        rspack: (_config, { addRules, appendRules }) => {
          addRules([{ test: /\.graphql$/, type: 'javascript/auto' }]);
          appendRules([{ test: /\.appended$/, type: 'asset/source' }]);
        },
      },
    },
  });
  inspected = await rsbuild.inspectConfig();
  // Two environments, written to disk as rsbuild inspect does.
  const withEnvironments = await createRsbuild({
    cwd: apiEnvDir,
    rsbuildConfig: { mode: 'development', logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' } } } },
  });
  envInspected = await withEnvironments.inspectConfig({ writeToDisk: true });
  envInspectFiles = listFiles(path.join(apiEnvDir, 'dist/.rsbuild'));
  // The default folder when the environments write to dist and server-dist.
  await (await createRsbuild({ cwd: inspectSplitDir, rsbuildConfig: { logLevel: 'silent', ...inspectSplitConfig } })).inspectConfig({ writeToDisk: true });
});

const homeJs = () => outputFile(dist, /^assets\/js\/home\.[0-9a-f]{12}\.js$/);

describe('Features FAQ', () => {
  test('How do I see the final Rspack config: rsbuild inspect writes the Rsbuild config and one Rspack config per environment', () => {
    assert.equal(inspect.code, 0, inspect.output);
    assert.match(inspect.output, /config inspection completed, generated files:/);
    assert.match(inspect.output, /- Rsbuild config: .*\/dist\/\.rsbuild\/rsbuild\.config\.mjs/);
    assert.match(inspect.output, /- Rspack Config \(web\): .*\/dist\/\.rsbuild\/rspack\.config\.web\.mjs/);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /\/\* config\.module\.rule\('js'\) \*\//);
  });

  test('How do I see the final Rspack config: the printed block, line by line, with the project folder in place of /home/me/my-app', () => {
    const printed = inspect.output.replaceAll(inspectDir, '/home/me/my-app').split('\n').map((line) => line.trimEnd()).join('\n');
    assert.ok(
      printed.includes(
        [
          'Rsbuild v1.7.6',
          '',
          'success config inspection completed, generated files:',
          '',
          '  - Rsbuild config: /home/me/my-app/dist/.rsbuild/rsbuild.config.mjs',
          '  - Rspack Config (web): /home/me/my-app/dist/.rsbuild/rspack.config.web.mjs',
        ].join('\n'),
      ),
      printed,
    );
  });

  test('How do I see the final Rspack config: rules and plugins set up through the chain carry a comment with their id; those added with tools.rspack carry none', () => {
    const rspack = readText(dist, '.rsbuild/rspack.config.web.mjs');
    assert.match(rspack, /\/\* config\.plugin\('mini-css-extract'\) \*\/\n\s*new CssExtractRspackPlugin\(/);
    const commentBefore = (marker: string) => {
      const at = rspack.indexOf(marker);
      assert.ok(at > 0, marker);
      // The line before the one that opens the object holding the marker, where the chain puts its comment.
      const start = rspack.lastIndexOf('{', rspack.lastIndexOf('\n', at));
      const lineStart = rspack.lastIndexOf('\n', start);
      return /\/\* config\./.test(rspack.slice(rspack.lastIndexOf('\n', lineStart - 1), start));
    };
    assert.equal(commentBefore(String.raw`test: /\.m?js/,`), true);
    assert.equal(commentBefore(String.raw`test: /\.graphql$/`), false);
    assert.equal(commentBefore("name: 'ContextReplacementPlugin'"), false);
  });

  test('How do I see the final Rspack config: a second run adds a timestamp to the Rspack file and overwrites the Rsbuild file', () => {
    assert.equal(inspectAgain.code, 0, inspectAgain.output);
    assert.match(inspectAgain.output, /- Rspack Config \(web\): .*\/dist\/\.rsbuild\/rspack\.config\.web\.\d{13}\.mjs/);
    assert.match(inspectAgain.output, /- Rsbuild config: .*\/dist\/\.rsbuild\/rsbuild\.config\.mjs\n/);
  });

  test('How do I see the final Rspack config: without --mode, the development config (no hashes, HMR, source maps; images still hashed)', () => {
    const rspack = readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(rspack, /mode: 'development'/);
    assert.match(rspack, /filename: 'static\/js\/\[name\]\.js'/);
    assert.match(rspack, /filename: 'static\/css\/\[name\]\.css'/);
    assert.match(rspack, /filename: 'static\/image\/\[name\]\.\[contenthash:8\]\[ext\]'/);
    assert.match(rspack, /new HotModuleReplacementPlugin\(\)/);
    assert.match(rspack, /devtool: 'cheap-module-source-map'/);
    assert.match(rspack, /minimize: false/);
  });

  test('How do I see the final Rspack config: --mode production shows hashed names and the minimizer options in effect', () => {
    const file = listFiles(path.join(inspectDir, 'dist/.rsbuild')).find((name) => /^rspack\.config\.web\.\d{13}\.mjs$/.test(name));
    assert.ok(file);
    const rspack = readText(inspectDir, `dist/.rsbuild/${file}`);
    assert.match(rspack, /mode: 'production'/);
    assert.match(rspack, /filename: 'static\/js\/\[name\]\.\[contenthash:8\]\.js'/);
    assert.match(rspack, /filename: 'static\/css\/\[name\]\.\[contenthash:8\]\.css'/);
    assert.match(rspack, /minimize: true/);
    assert.match(rspack, /new SwcJsMinimizerRspackPlugin\([\s\S]*drop_console: true/);
    assert.doesNotMatch(rspack, /HotModuleReplacementPlugin/);
  });

  test('How do I see the final Rspack config: --mode production still loads the config file with NODE_ENV development; NODE_ENV=production without --mode loads and inspects production', () => {
    const withMode = readText(inspectEnvDir, 'dist/custom/rsbuild.config.mjs');
    assert.match(withMode, /\n  mode: 'production',\n/);
    assert.match(withMode, /__CONFIG_ENV__: '"development\/development"'/);
    assert.equal(inspectNodeEnv.code, 0, inspectNodeEnv.output);
    const withNodeEnv = readText(inspectNodeEnvDir, 'dist/.rsbuild/rsbuild.config.mjs');
    assert.match(withNodeEnv, /\n  mode: 'production',\n/);
    assert.match(withNodeEnv, /__CONFIG_ENV__: '"production\/production"'/);
  });

  test("How do I see the final Rspack config: a NODE_ENV line in .env beats the shell, so --mode production loads the config with 'production'; mode in the config beats NODE_ENV", () => {
    assert.equal(inspectDotenv.code, 0, inspectDotenv.output);
    assert.match(readText(inspectDotenvDir, 'dist/.rsbuild/rsbuild.config.mjs'), /__CONFIG_ENV__: '"production\/production"'/);
    assert.equal(inspectConfigMode.code, 0, inspectConfigMode.output);
    const configMode = readText(inspectConfigModeDir, 'dist/.rsbuild/rsbuild.config.mjs');
    assert.match(configMode, /\n  mode: 'development',\n/);
    assert.match(configMode, /__CONFIG_ENV__: '"production\/production"'/);
  });

  test("How do I see the final Rspack config: a bare rsbuild inspect shows the development config with the apply: 'build' plugins; --mode development gives the apply: 'serve' ones", () => {
    assert.equal(inspectApply.code, 0, inspectApply.output);
    assert.equal(inspectApplyDev.code, 0, inspectApplyDev.output);
    const bare = readText(inspectApplyDir, 'dist/bare/rspack.config.web.mjs');
    assert.match(bare, /mode: 'development'/);
    assert.match(bare, /__APPLY_BUILD__/);
    assert.doesNotMatch(bare, /__APPLY_SERVE__/);
    const dev = readText(inspectApplyDir, 'dist/dev/rspack.config.web.mjs');
    assert.match(dev, /mode: 'development'/);
    assert.match(dev, /__APPLY_SERVE__/);
    assert.doesNotMatch(dev, /__APPLY_BUILD__/);
  });

  test("How do I see the final Rspack config: a config whose mode is 'development' also gets the apply: 'serve' plugins", () => {
    assert.match(readText(inspectConfigModeDir, 'dist/.rsbuild/rspack.config.web.mjs'), /__APPLY_SERVE__/);
    assert.doesNotMatch(readText(inspectConfigModeDir, 'dist/.rsbuild/rspack.config.web.mjs'), /__APPLY_BUILD__/);
  });

  test('How do I see the final Rspack config: a function over 100 characters is omitted unless --verbose', () => {
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /apply: function \(\) \{ \/\* omitted long function \*\/ \}/);
    assert.match(readText(inspectEnvDir, 'dist/custom/rspack.config.node.mjs'), /apply\(compiler\) \{ const message = 'a plugin whose apply method/);
  });

  test('How do I see the final Rspack config: --output is relative to dist; --environment leaves one environment and rsbuild.config.mjs', () => {
    assert.equal(inspectEnv.code, 0, inspectEnv.output);
    assert.deepEqual(listFiles(path.join(inspectEnvDir, 'dist')), ['custom/rsbuild.config.mjs', 'custom/rspack.config.node.mjs']);
    assert.match(inspectEnv.output, /- Rspack Config \(node\): .*\/dist\/custom\/rspack\.config\.node\.mjs/);
    assert.doesNotMatch(inspectEnv.output, /\(web\)/);
  });

  test('How do I see the final Rspack config: with environments in dist and server-dist, .rsbuild and --output inspect are in the project root', () => {
    assert.equal(inspectSplit.code, 0, inspectSplit.output);
    assert.deepEqual(listFiles(path.join(inspectSplitDir, 'inspect')), ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
    assert.ok(inspectSplit.output.includes(`- Rspack Config (node): ${inspectSplitDir}/inspect/rspack.config.node.mjs`), inspectSplit.output);
    assert.deepEqual(listFiles(path.join(inspectSplitDir, '.rsbuild')), ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
    assert.ok(!existsSync(path.join(inspectSplitDir, 'dist')));
    assert.ok(!existsSync(path.join(inspectSplitDir, 'server-dist')));
    // The CLI guide's --output row says the same.
    assert.ok(pageText('guide/basic/cli', 'en').includes('When the environments write to different folders, the deepest folder that holds all of them takes the output folder\'s place: with `dist` and `server-dist`, that is the project root.'));
    assert.ok(pageText('guide/basic/cli', 'zh').includes('如果各个环境的产物目录不同，则以包含它们的最深一级公共目录代替产物目录：例如 `dist` 和 `server-dist` 的公共目录就是项目根目录。'));
  });

  test('How do I see the final Rspack config: rsbuild.inspectConfig() also returns environmentConfigs, the strings of the per-environment Rsbuild config files', () => {
    assert.deepEqual(Object.keys(envInspected), ['rsbuildConfig', 'environmentConfigs', 'bundlerConfigs', 'origin']);
    assert.equal(envInspected.environmentConfigs.length, 2);
    assert.equal(readText(apiEnvDir, 'dist/.rsbuild/rsbuild.config.web.mjs'), `export default ${envInspected.environmentConfigs[0]}`);
    assert.equal(readText(apiEnvDir, 'dist/.rsbuild/rsbuild.config.node.mjs'), `export default ${envInspected.environmentConfigs[1]}`);
  });

  test('How do I see the final Rspack config: with several environments, one Rsbuild config file per environment', () => {
    assert.deepEqual(envInspectFiles, ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
  });

  test('How do I change output file names and folders: images, fonts and media get an 8-character content hash in development as in production', () => {
    const production = listFiles(path.join(inspectDir, 'dist/.rsbuild')).find((name) => /^rspack\.config\.web\.\d{13}\.mjs$/.test(name));
    assert.ok(production);
    for (const file of ['dist/.rsbuild/rspack.config.web.mjs', `dist/.rsbuild/${production}`]) {
      const rspack = readText(inspectDir, file);
      assert.match(rspack, /filename: 'static\/image\/\[name\]\.\[contenthash:8\]\[ext\]'/);
      assert.match(rspack, /filename: 'static\/font\/\[name\]\.\[contenthash:8\]\[ext\]'/);
      assert.match(rspack, /filename: 'static\/media\/\[name\]\.\[contenthash:8\]\[ext\]'/);
    }
  });

  test('How do I compile a package from node_modules: the js rule takes files outside node_modules and every .ts, .tsx, .jsx, .mts and .cts file', () => {
    const rspack = readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs');
    const rule = rspack.slice(rspack.indexOf("/* config.module.rule('js') */"), rspack.indexOf("/* config.module.rule('js').use('swc') */")).replace(/\s+/g, ' ');
    assert.ok(rule.includes(String.raw`test: /\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/,`), rule);
    assert.ok(rule.includes(String.raw`include: [ { not: /[\\/]node_modules[\\/]/ }, /\.(?:ts|tsx|jsx|mts|cts)$/,`), rule);
  });

  test('How do I change output file names and folders: in development the sample leaves JavaScript and CSS hash-free but gives images, SVG, fonts, media, other assets and WebAssembly the 12-character hash; a pattern in output.filename applies to development too', async () => {
    const { createRsbuild } = await rsbuildCore();
    const devConfig = async (output: RsbuildConfig['output']) => {
      const rsbuild = await createRsbuild({ cwd: apiDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', output } });
      const [web] = await rsbuild.initConfigs();
      return web;
    };
    const distPath = { js: 'assets/js', css: 'assets/css' };
    // Every file name pattern in the Rspack config, once each.
    const names = new Set<string>();
    JSON.stringify(await devConfig({ distPath, filenameHash: 'contenthash:12' }), (key, value) => {
      if (/filename$/i.test(key) && typeof value === 'string') names.add(value);
      return value;
    });
    assert.deepEqual([...names].sort(), [
      'assets/css/[name].css',
      'assets/css/async/[name].css',
      'assets/js/[name].js',
      'assets/js/async/[name].js',
      'index.html',
      'static/assets/[name].[contenthash:12][ext]',
      'static/font/[name].[contenthash:12][ext]',
      'static/image/[name].[contenthash:12][ext]',
      'static/media/[name].[contenthash:12][ext]',
      'static/svg/[name].[contenthash:12].svg',
      'static/wasm/[contenthash:12].module.wasm',
    ]);
    assert.equal((await devConfig({ distPath, filename: { js: '[name].[contenthash:8].js' } })).output?.filename, 'assets/js/[name].[contenthash:8].js');
  });

  test('How do I change output file names and folders: the page no longer says development names are all hash-free', () => {
    assert.ok(pageText('guide/faq/features', 'en').includes('In development, JavaScript and CSS names stay hash-free, but images and the other assets get the 12-character hash there as well'));
    assert.ok(pageText('guide/faq/features', 'zh').includes('开发模式下 JavaScript 和 CSS 的文件名仍然不带哈希，但图片等其他资源同样会带上 12 位哈希'));
    assert.ok(!pageText('guide/faq/features', 'en').includes('development files have none'));
  });

  test('How do I change output file names: production JavaScript for a node target has no hash', () => {
    const rspack = readText(inspectEnvDir, 'dist/custom/rspack.config.node.mjs');
    assert.match(rspack, /mode: 'production'/);
    assert.match(rspack, /filename: '\[name\]\.js'/);
  });

  test('How do I see the final Rspack config: DEBUG=rsbuild writes the same files during a build', () => {
    assert.ok(existsSync(path.join(dist, '.rsbuild/rspack.config.web.mjs')));
    assert.ok(existsSync(path.join(dist, '.rsbuild/rsbuild.config.mjs')));
  });

  test('How do I see the final Rspack config: rsbuild.inspectConfig() returns the configs as strings and writes nothing by default', () => {
    assert.equal(typeof inspected.rsbuildConfig, 'string');
    assert.equal(inspected.bundlerConfigs.length, 1);
    assert.match(inspected.bundlerConfigs[0], /\/\* config\.module\.rule\('js'\) \*\//);
    assert.ok(!existsSync(path.join(apiDir, 'dist')));
  });

  test('How do I add a custom loader: addRules puts rules in front of Rsbuild\'s, appendRules after them', () => {
    const rules = inspected.origin.bundlerConfigs[0].module!.rules!;
    assert.equal(String((rules[0] as { test: RegExp }).test), '/\\.graphql$/');
    assert.equal(String((rules[rules.length - 1] as { test: RegExp }).test), '/\\.appended$/');
    assert.ok(rules.length > 5);
  });

  test('How do I compile a package from node_modules: a .js dependency not in source.include is not lowered, and plugin-check-syntax fails the build', () => {
    assert.equal(checkSyntax.code, 1);
    assert.match(checkSyntax.output, /\[@rsbuild\/plugin-check-syntax\] The current build fails due to an incompatible syntax/);
    assert.match(outputFile(path.join(checkSyntaxDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\?\?"modern"/);
  });

  test('How do I compile a package from node_modules: the source.include pattern matches the package folder with either path separator', () => {
    const include = /[\\/]node_modules[\\/]query-string[\\/]/;
    for (const file of [
      '/home/me/my-app/node_modules/query-string/index.js',
      'C:\\my-app\\node_modules\\query-string\\index.js',
      '/home/me/my-app/node_modules/.pnpm/query-string@9.3.1/node_modules/query-string/base.js',
    ]) assert.ok(include.test(file), file);
    assert.ok(!include.test('/home/me/my-app/node_modules/query-string-extra/index.js'));
  });

  test('How do I make the output run in ES5 browsers: plugin-check-syntax checks every mode but development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginCheckSyntax } = await plugin('@rsbuild/plugin-check-syntax');
    const checked = async (mode: 'production' | 'none' | 'development') => {
      const [web] = await (await createRsbuild({ cwd: checkSyntaxOtherTargetsDir, rsbuildConfig: { mode, logLevel: 'silent', plugins: [pluginCheckSyntax()] } })).initConfigs();
      return (web.plugins ?? []).some((item) => item?.constructor?.name === 'CheckSyntaxRspackPlugin');
    };
    assert.deepEqual([await checked('production'), await checked('none'), await checked('development')], [true, true, false]);
  });

  test('How do I make the output run in ES5 browsers: plugin-check-syntax skips web-worker and node environments', () => {
    assert.deepEqual(checkSyntaxOtherTargets.errors, []);
    assert.match(outputFile(path.join(checkSyntaxOtherTargetsDir, 'dist-worker'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\?\?"modern"/);
    assert.match(readText(checkSyntaxOtherTargetsDir, 'dist-server/index.js'), /\?\?"modern"/);
  });

  test('How do I leave out a module: alias false gives an empty object; removeMomentLocale drops ./locale, an imported locale stays', () => {
    assert.deepEqual(unminified.errors, []);
    assert.deepEqual(JSON.parse(JSON.stringify(unminifiedResult.nodeFetch)), {});
    assert.equal(unminifiedResult.de, 'marker-locale-de');
    assert.throws(() => unminifiedResult.load('ja'), /Cannot find module/);
    assert.doesNotMatch(outputFile(unminified.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /marker-locale-ja/);
  });

  test('How do I leave out a module: only the de and fr locales are bundled, node-fetch is empty, pg-native throws Cannot find module', () => {
    const js = homeJs();
    assert.match(js, /marker-locale-de/);
    assert.match(js, /marker-locale-fr/);
    assert.doesNotMatch(js, /marker-locale-ja/);
    assert.match(js, /Cannot find module 'pg-native'/);
  });

  test('How do I add a custom loader: the local loader from addRules returns the query text without comments', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(homeJs(), /"query User \{ name \}"/);
  });

  test("How do I add a custom loader: type 'asset/source' imports a file's content as a string without a loader", () => {
    assert.match(homeJs(), /"notes-marker-text\\n"/);
  });

  test("How do I make the output run in ES5 browsers: no const, let or arrow functions; the included dependency, installed in pnpm's .pnpm layout, is lowered", () => {
    const js = homeJs();
    assert.doesNotMatch(js, /\bconst\b|\blet\b|=>/);
    assert.doesNotMatch(js, /\?\.|\?\?/);
    assert.match(js, /fallback/);
    // Every script of the output: both entries, the polyfill chunk and Rspack's runtime in them.
    const scripts = listFiles(path.join(dist, 'assets/js')).filter((file) => file.endsWith('.js'));
    assert.ok(scripts.length >= 3, scripts.join(', '));
    for (const file of scripts) assert.doesNotMatch(readText(dist, `assets/js/${file}`), /\bconst |\blet |=>/, file);
  });

  test('How do I make the output run in ES5 browsers: targets in a .browserslistrc file reach SWC and Rspack\'s runtime target like overrideBrowserslist', async () => {
    const browserslistrcDir = makeProject({ '.browserslistrc': 'ie >= 11\n', 'src/index.js': 'console.log(1);\n' }, 'features-browserslistrc');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: browserslistrcDir, rsbuildConfig: { mode: 'production', logLevel: 'silent' } });
    const [web] = (await rsbuild.inspectConfig()).origin.bundlerConfigs;
    assert.deepEqual(web.target, ['web', 'browserslist:ie >= 11']);
    const jsRule = web.module!.rules!.find((rule) => String((rule as { test?: RegExp }).test).includes('mts')) as unknown as { use: { options: { env: { targets: string[] } } }[] };
    assert.deepEqual(jsRule.use[0].options.env.targets, ['ie >= 11']);
  });

  test('How do I make the output run in ES5 browsers: output.polyfill usage adds core-js modules, in a lib-polyfill chunk', () => {
    const polyfill = outputFile(dist, /^assets\/js\/lib-polyfill\.[0-9a-f]{12}\.js$/);
    assert.match(polyfill, /core-js/);
    assert.doesNotMatch(polyfill, /\bconst\b|=>/);
  });

  // Checked outside the suite on 2026-12-05 (no registry access in tests): `npm view` gives latest 2.0.1, whose
  // peerDependencies are '^1.0.0 || ^2.0.0', engines.node '^20.19.0 || >=22.12.0' and "type": "module"; 1.6.1 is the
  // last 1.x version. 2.0.1, installed by `npm pack`/`npm install` in a scratch folder with @rsbuild/core 1.7.6 on
  // Node.js 20.20.2, failed the modern-dep build below with the same "[@rsbuild/plugin-check-syntax] The current build
  // fails due to an incompatible syntax" error.
  test('How do I make the output run in ES5 browsers: the answer was checked with @rsbuild/plugin-check-syntax 1.6.1, whose peer range takes @rsbuild/core 1.x', () => {
    const checkSyntax = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-check-syntax/package.json'), 'utf8'));
    assert.equal(checkSyntax.version, '1.6.1');
    assert.equal(checkSyntax.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    // the page names the releases checked (1.6.1 and 2.0.1, whose peer range is quoted whole), not which one
    // npm's `latest` tag or "the last 1.x release" is: this registry lacks the newest releases.
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/faq/features', lang);
      assert.ok(page.includes('1.6.1') && page.includes('2.0.1') && page.includes('`^1.0.0 || ^2.0.0`'), lang);
      assert.ok(!page.includes('`latest`') && !page.includes('the last 1.x release') && !page.includes('1.x 的最后一个版本'), lang);
    }
  });

  test('How do I make the output run in ES5 browsers: @rsbuild/core depends on core-js itself, so the project need not install it', () => {
    const core = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(core.dependencies['core-js'], '~3.47.0');
  });

  test("How do I make the output run in ES5 browsers: with output.polyfill, the js rule aliases core-js to the copy @rsbuild/core resolves", () => {
    const coreDir = realpathSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core'));
    const coreJs = path.dirname(createRequire(path.join(coreDir, 'package.json')).resolve('core-js/package.json'));
    const rspack = readText(dist, '.rsbuild/rspack.config.web.mjs');
    assert.ok(rspack.includes(`'core-js': '${coreJs}'`), coreJs);
  });

  test('How do I change output file names and folders: assets/js with a 12-character content hash', () => {
    assert.ok(listFiles(dist).some((file) => /^assets\/js\/admin\.[0-9a-f]{12}\.js$/.test(file)));
  });

  test('How do I remove or keep console calls: without removeConsole a production build keeps console.log', () => {
    assert.match(outputFile(path.join(checkSyntaxOtherTargetsDir, 'dist-worker'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /console\.log\(/);
  });

  test('How do I remove or keep console calls: NODE_ENV=production npx rsbuild inspect shows drop_console that the config sets only for production; --mode production alone does not', () => {
    const modeOnly = readText(inspectEnvDir, 'dist/custom/rspack.config.node.mjs');
    assert.match(modeOnly, /minimize: true/);
    assert.doesNotMatch(modeOnly, /drop_console/);
    const withNodeEnv = readText(inspectNodeEnvDir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(withNodeEnv, /minimize: true/);
    assert.match(withNodeEnv, /drop_console: true/);
  });

  test('How do I remove or keep console calls: removeConsole [log, info] keeps warn and error', () => {
    const js = homeJs();
    assert.doesNotMatch(js, /home log|home info/);
    assert.match(js, /home warn/);
    assert.match(js, /home error/);
  });

  test('How do I remove or keep console calls: with minification turned off, removeConsole removes nothing', () => {
    assert.deepEqual(unminified.errors, []);
    assert.match(outputFile(unminified.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /console\.log\('kept-when-unminified'\)/);
  });

  test('How do I remove or keep console calls: removeConsole true removes every console method in a production build', () => {
    assert.deepEqual(removeAll.errors, []);
    const js = outputFile(removeAll.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /all-kept/);
    assert.doesNotMatch(js, /console|all-log|all-info|all-warn|all-error|all-debug/);
  });

  test("How do I remove or keep console calls: in mode 'none' nothing is minified, so removeConsole removes nothing", () => {
    assert.deepEqual(unminifiedNone.errors, []);
    assert.match(outputFile(unminifiedNone.dist, /^static\/js\/index\.js$/), /console\.log\('kept-when-unminified'\)/);
  });

  test("How do I generate .gz files: apply: 'build' keeps the page's plugin out of the dev server (no setup for dev), and build sets it up", async () => {
    const { createRsbuild } = await rsbuildCore();
    // The page's plugin, verbatim, with its setup counted.
    const pluginGzip = (): RsbuildPlugin => ({
      name: 'my-app:gzip',
      apply: 'build',
      setup(api) {
        api.processAssets({ stage: 'optimize-transfer' }, ({ assets, compilation, sources }) => {
          for (const name of Object.keys(assets)) {
            if (!/\.(?:js|css|html|svg)$/.test(name)) continue;
            const compressed = gzipSync(assets[name].buffer());
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(compressed));
          }
        });
      },
    });
    const setUps = async (action: 'dev' | 'build') => {
      const gzip = pluginGzip();
      let count = 0;
      const setup = gzip.setup;
      gzip.setup = (api) => {
        count++;
        return setup(api);
      };
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { plugins: [gzip] } });
      await rsbuild.initConfigs({ action });
      return count;
    };
    assert.deepEqual([await setUps('dev'), await setUps('build')], [0, 1]);
  });

  test('How do I generate .gz files: without such a plugin a production build writes no compressed copies', () => {
    assert.deepEqual(removeAll.errors, []);
    const files = listFiles(removeAll.dist);
    assert.ok(files.includes('index.html'), files.join(', '));
    assert.deepEqual(files.filter((file) => /\.(?:gz|br)$/.test(file)), []);
  });

  test('How do I generate .gz files: every JS and HTML file gets a .gz copy, listed in the size table', () => {
    const files = listFiles(dist);
    for (const file of files.filter((name) => /\.(js|html)$/.test(name) && name !== 'report-web.html')) assert.ok(files.includes(`${file}.gz`), file);
    assert.match(build.output, /dist\/home\.html\.gz/);
    assert.match(build.output, /dist\/assets\/js\/home\.[0-9a-f]{12}\.js\.gz/);
  });

  test('How do I generate .gz files: with brotliCompressSync and .br names, each JS and HTML file gets a Brotli copy of the same content', () => {
    assert.deepEqual(unminifiedNone.errors, []);
    for (const file of ['index.html', 'static/js/index.js']) {
      const original = readFileSync(path.join(unminifiedNone.dist, file));
      assert.ok(brotliDecompressSync(readFileSync(path.join(unminifiedNone.dist, `${file}.br`))).equals(original), file);
    }
  });

  test('How do I analyze the bundle size: BUNDLE_ANALYZE prints where the report was saved', () => {
    assert.ok(build.output.split('\n').includes(`Webpack Bundle Analyzer saved report to ${dist}/report-web.html`), build.output);
    assert.ok(listFiles(dist).includes('report-web.html'));
  });

  test('How do I use a different HTML template for each entry: one page per entry with its own scripts; a template <title> wins over html.title', () => {
    const home = readText(dist, 'home.html');
    const admin = readText(dist, 'admin.html');
    assert.match(home, /<title>Home<\/title>/);
    assert.match(home, /<div id="home">/);
    // html.templateParameters as a function: the entry name arrives in its second argument.
    assert.match(home, /<meta name="page" content="home">/);
    assert.doesNotMatch(home, /admin\./);
    assert.match(admin, /<title>Admin console<\/title>/);
    assert.doesNotMatch(admin, /<title>Admin<\/title>/);
    assert.doesNotMatch(admin, /home\./);
  });

  test('the nine rsbuild.config.ts samples of the page type-check as written, in both languages (Node.js types for node:zlib)', () => {
    assertPageSamplesTypeCheck(ts, 'guide/faq/features', 9, { moreOptions: () => ({ types: ['node'] }) });
  });
});

// The page's config samples type-check against the 1.x types (tsc covers this file).
type Core = typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core');
type RsbuildConfig = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig;
function pageSamples(rspack: Core['rspack']) {
  return [
    {
      tools: {
        rspack: (_config, { addRules }) => {
          addRules([{ test: /\.graphql$/, type: 'javascript/auto', use: [{ loader: './loaders/graphql-loader.cjs' }] }]);
        },
      },
    },
    { source: { include: [/[\\/]node_modules[\\/]query-string[\\/]/] }, output: { overrideBrowserslist: ['ie >= 11'], polyfill: 'usage' } },
    {
      resolve: { alias: { 'node-fetch': false } },
      tools: {
        rspack: {
          plugins: [new rspack.ContextReplacementPlugin(/moment[\\/]locale$/, /^\.\/(de|fr)$/), new rspack.IgnorePlugin({ resourceRegExp: /^pg-native$/ })],
        },
      },
    },
    { output: { distPath: { js: 'assets/js', css: 'assets/css' }, filenameHash: 'contenthash:12' } },
    { performance: { removeConsole: ['log', 'info'] } },
    { html: { templateParameters: (params, { entryName }) => ({ ...params, page: entryName }) } },
    {
      source: { entry: { home: './src/pages/home.ts', admin: './src/pages/admin.ts' } },
      html: {
        template: ({ entryName }) => (entryName === 'admin' ? './templates/admin.html' : './templates/default.html'),
        title: ({ entryName }) => (entryName === 'admin' ? 'Admin' : 'Home'),
      },
    },
  ] satisfies RsbuildConfig[];
}
void pageSamples;
