import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, type BuildResult, type CliResult, listFiles, makeProject, outputFile, readText, runCli } from './harness';

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
    'src/pages/home.ts': `import query from '../user.graphql';
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
    'src/node_modules/query-string/package.json': '{ "name": "query-string", "main": "index.js" }',
    'src/node_modules/moment/locale/de.js': "module.exports = 'marker-locale-de';\n",
    'src/node_modules/moment/locale/fr.js': "module.exports = 'marker-locale-fr';\n",
    'src/node_modules/moment/locale/ja.js': "module.exports = 'marker-locale-ja';\n",
    'src/node_modules/query-string/index.js': "const obj = {};\nexport const value = obj?.value ?? 'fallback';\n",
    'templates/default.html': '<!doctype html><html><head></head><body><div id="home"></div></body></html>\n',
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
const inspectDir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'features-inspect');
const unminifiedDir = makeProject({ 'src/index.js': "console.log('kept-when-unminified');\n" }, 'features-unminified');
const dist = path.join(dir, 'dist');

let build: CliResult;
let inspect: CliResult;
let inspectAgain: CliResult;
let unminified: BuildResult;
before(async () => {
  [build, inspect, unminified] = await Promise.all([
    runCli(dir, ['build'], { env: { BUNDLE_ANALYZE: 'true' } }),
    runCli(inspectDir, ['inspect']),
    buildProject(unminifiedDir, { output: { minify: false }, performance: { removeConsole: true } }),
  ]);
  inspectAgain = await runCli(inspectDir, ['inspect']);
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

  test('How do I see the final Rspack config: a second run adds a timestamp to the Rspack file and overwrites the Rsbuild file', () => {
    assert.equal(inspectAgain.code, 0, inspectAgain.output);
    assert.match(inspectAgain.output, /- Rspack Config \(web\): .*\/dist\/\.rsbuild\/rspack\.config\.web\.\d{13}\.mjs/);
    assert.match(inspectAgain.output, /- Rsbuild config: .*\/dist\/\.rsbuild\/rsbuild\.config\.mjs\n/);
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

  test('How do I make the output run in ES5 browsers: no const, let or arrow functions; the included dependency is lowered', () => {
    const js = homeJs();
    assert.doesNotMatch(js, /\bconst\b|\blet\b|=>/);
    assert.doesNotMatch(js, /\?\.|\?\?/);
    assert.match(js, /fallback/);
  });

  test('How do I change output file names and folders: assets/js with a 12-character content hash', () => {
    assert.ok(listFiles(dist).some((file) => /^assets\/js\/admin\.[0-9a-f]{12}\.js$/.test(file)));
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

  test('How do I generate .gz files: every JS and HTML file gets a .gz copy, listed in the size table', () => {
    const files = listFiles(dist);
    for (const file of files.filter((name) => /\.(js|html)$/.test(name) && name !== 'report-web.html')) assert.ok(files.includes(`${file}.gz`), file);
    assert.match(build.output, /dist\/home\.html\.gz/);
  });

  test('How do I analyze the bundle size: BUNDLE_ANALYZE prints where the report was saved', () => {
    assert.match(build.output, /Webpack Bundle Analyzer saved report to .*\/dist\/report-web\.html/);
    assert.ok(listFiles(dist).includes('report-web.html'));
  });

  test('How do I use a different HTML template for each entry: one page per entry with its own scripts; a template <title> wins over html.title', () => {
    const home = readText(dist, 'home.html');
    const admin = readText(dist, 'admin.html');
    assert.match(home, /<title>Home<\/title>/);
    assert.match(home, /<div id="home">/);
    assert.doesNotMatch(home, /admin\./);
    assert.match(admin, /<title>Admin console<\/title>/);
    assert.doesNotMatch(admin, /<title>Admin<\/title>/);
    assert.doesNotMatch(admin, /home\./);
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
