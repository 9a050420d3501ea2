import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, listFiles, makeProject, outputFile, readText, rsbuildCore, runCli } from './harness';

// The page's complete example, with a local loader standing in for graphql-tag/loader, and an
// HtmlWebpackPlugin-style template.
const completeConfig = `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
import pkg from './package.json';

const isProd = process.env.NODE_ENV === 'production';

export default defineConfig({
  plugins: [pluginReact(), pluginSass()],
  source: {
    entry: { index: './src/index.tsx' },
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  },
  resolve: {
    alias: { '@': './src' },
  },
  html: {
    template: './public/index.html',
    title: 'Dashboard',
  },
  output: {
    distPath: { js: 'js', css: 'css' },
    copy: [{ from: 'static', to: 'static' }],
    sourceMap: { js: isProd ? 'source-map' : 'cheap-module-source-map' },
  },
  server: {
    port: 8080,
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://localhost:4000', changeOrigin: true }],
  },
  tools: {
    rspack: {
      module: {
        rules: [{ test: /\\.(graphql|gql)$/, loader: './loaders/graphql.cjs' }],
      },
    },
  },
});
`;
const dir = makeProject(
  {
    'package.json': '{ "name": "dashboard", "version": "3.1.4" }',
    'loaders/graphql.cjs': 'module.exports = (source) => `export default ${JSON.stringify(source.trim())};`;\n',
    'static/robots.txt': 'User-agent: *\n',
    'public/index.html': '<!DOCTYPE html><html><head><title><%= htmlWebpackPlugin.options.title %></title><link rel="icon" href="<%= assetPrefix %>/favicon.ico"></head><body><div id="root"></div></body></html>',
    '.env': 'APP_NAME=dash\nOTHER=hidden\n',
    'src/query.graphql': 'query Orders { id }\n',
    'src/styles.scss': '$c: teal;\n.panel { color: $c; }\n',
    'src/util.ts': 'export const label = "from alias";\n',
    'src/index.tsx': `import { createRoot } from 'react-dom/client';
import query from './query.graphql';
import { label } from '@/util';
import './styles.scss';
declare const __APP_VERSION__: string;
createRoot(document.getElementById('root')!).render(<p>{label} {query} {__APP_VERSION__}</p>);
`,
    'rsbuild.config.ts': completeConfig,
  },
  'webpack',
);
const pluginMisplaced = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "import { rspack } from '@rsbuild/core';\nexport default { plugins: [new rspack.BannerPlugin({ banner: 'hi' })] };\n",
  },
  'webpack-misplaced',
);
const mainEntry = makeProject(
  {
    'src/main.js': 'console.log(process.env.APP_NAME, process.env.OTHER);\n',
    '.env': 'APP_NAME=dash\nOTHER=hidden\n',
    'rsbuild.config.mjs': `import { defineConfig, loadEnv } from '@rsbuild/core';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['APP_'] });
  return {
    source: {
      entry: { main: './src/main.js' },
      define: publicVars,
    },
    output: { filenameHash: false },
  };
});
`,
  },
  'webpack-main',
);
const dist = path.join(dir, 'dist');
let build: CliResult;
let misplaced: CliResult;
let main: CliResult;
before(async () => {
  [build, misplaced, main] = await Promise.all([runCli(dir, ['build']), runCli(pluginMisplaced, ['build']), runCli(mainEntry, ['build'])]);
});

describe('Migrate from webpack', () => {
  test('A complete example: js/ and css/ folders with hashes, copy, source-map in production (NODE_ENV is set before the config loads), define from package.json, alias, appended loader rule', () => {
    assert.equal(build.code, 0, build.output);
    const files = listFiles(dist);
    assert.ok(files.includes('static/robots.txt'), files.join(', '));
    assert.ok(files.some((file) => /^js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)), files.join(', '));
    assert.ok(files.some((file) => /^css\/index\.[0-9a-f]{8}\.css$/.test(file)));
    const js = outputFile(dist, /^js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /3\.1\.4/);
    assert.match(js, /from alias/);
    assert.match(js, /query Orders \{ id \}/);
  });

  test('HTML template: htmlWebpackPlugin.options.title resolves, assetPrefix has no trailing slash, tags are injected', () => {
    const html = readText(dist, 'index.html');
    assert.match(html, /<title>Dashboard<\/title>/);
    assert.match(html, /<link rel="icon" href="\/favicon\.ico">/);
    assert.match(html, /<script defer src="\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  });

  test('Entry names and HTML files: an entry called main writes main.html; loadEnv with prefixes exposes APP_ only', () => {
    assert.equal(main.code, 0, main.output);
    const mainDist = path.join(mainEntry, 'dist');
    assert.ok(listFiles(mainDist).includes('main.html'));
    const js = outputFile(mainDist, /^static\/js\/main\.js$/);
    assert.match(js, /"dash"/);
    assert.match(js, /process\.env\.OTHER/);
  });

  test('"looks like a webpack or Rspack plugin": a webpack plugin in the top-level plugins array', () => {
    assert.equal(misplaced.code, 1);
    assert.match(misplaced.output, /looks like a webpack or Rspack plugin/);
  });

  test('Map webpack options: default extensions, cleanDistPath auto, development source maps', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { mode: 'development' } });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual([...(config.resolve?.extensions ?? [])].sort(), ['.js', '.json', '.jsx', '.mjs', '.ts', '.tsx']);
    assert.equal(config.devtool, 'cheap-module-source-map');
    assert.equal(rsbuild.getNormalizedConfig().output.cleanDistPath, 'auto');
  });
});
