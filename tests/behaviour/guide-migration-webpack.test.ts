import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig, RsbuildTarget, Rspack, SetupMiddlewaresFn, SourceMap } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { readFileSync } from 'node:fs';
import { assertPageSamplesTypeCheck, buildProject, type CliResult, freePort, listFiles, makeProject, outputFile, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, withNodeEnv, withoutInstalledPackages, writeProjectFiles } from './harness';

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
import { stamp } from '~lib/stamp';
import './styles.scss';
declare const __APP_VERSION__: string;
createRoot(document.getElementById('root')!).render(<p>{label} {query} {__APP_VERSION__} {stamp}</p>);
import('./lazy').then(({ lazy }) => console.log(lazy));
`,
    'src/lazy.ts': 'export const lazy = "async chunk";\n',
    // Map webpack options: paths of tsconfig.json, with no TsconfigPathsPlugin.
    'tsconfig.json': '{ "compilerOptions": { "jsx": "react-jsx", "paths": { "~lib/*": ["./src/lib/*"] } } }',
    'src/lib/stamp.ts': 'export const stamp = "from tsconfig paths";\n',
    'rsbuild.config.ts': completeConfig,
    // Left over from an earlier build: cleanDistPath 'auto' empties dist/, which is inside the root.
    'dist/stale.txt': 'old build\n',
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
    'src/main.js': 'console.log(process.env.APP_NAME, process.env.OTHER, process.env.PUBLIC_API, import.meta.env.PUBLIC_API, process.env.PUBLIC_BUILD);\nconsole.log(import.meta.env.PUBLIC_LOCAL, import.meta.env.PUBLIC_MODE_LOCAL);\n',
    '.env': 'APP_NAME=dash\nOTHER=hidden\nPUBLIC_API=/api/v1\n',
    '.env.production': 'PUBLIC_BUILD=production-only\n',
    '.env.local': 'PUBLIC_LOCAL=from-local\n',
    '.env.production.local': 'PUBLIC_MODE_LOCAL=from-production-local\n',
    // Read only with --env-mode staging (Verify the migration: inspect).
    '.env.staging': 'APP_STAGE=staging-only\n',
    'public/robots.txt': 'User-agent: *\n',
    'public/static/robots.txt': 'Disallow: /static\n',
    'rsbuild.config.mjs': `import { defineConfig, loadEnv } from '@rsbuild/core';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['APP_'] });
  return {
    source: {
      entry: { main: './src/main.js' },
      define: publicVars,
    },
    output: { filenameHash: false },
    dev: {
      setupMiddlewares: [
        (middlewares) => {
          middlewares.unshift((req, res, next) => {
            if (req.url === '/health') {
              res.end('ok');
              return;
            }
            next();
          });
        },
        // Dev middleware: a returned array, as webpack-dev-server expects, is ignored.
        () => [(req, res, next) => (req.url === '/returned' ? res.end('returned') : next())],
      ],
    },
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
let devPort: number;
let dev: ReturnType<typeof startCli>;
before(async () => {
  [build, misplaced, main] = await Promise.all([runCli(dir, ['build']), runCli(pluginMisplaced, ['build']), runCli(mainEntry, ['build'])]);
  // The dev server of the project whose entry is called main, started after its build.
  devPort = await freePort();
  dev = startCli(mainEntry, ['dev', '--port', String(devPort)], /ready\s+built in/);
  await dev.started;
});
after(async () => {
  await dev?.stop();
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

  test('Verify the migration: rsbuild build prints the size of each file and the total size after the build', () => {
    assert.match(build.output, /^File \(web\)\s+Size\s+Gzip\s*$/m);
    assert.match(build.output, /^dist\/js\/index\.[0-9a-f]{8}\.js\s+[\d.]+ kB\s+[\d.]+ kB$/m);
    assert.match(build.output, /^\s+Total:\s+[\d.]+ kB\s+[\d.]+ kB$/m);
  });

  test('Map webpack options: cleanDistPath \'auto\' empties the output folder inside the project root before the build', () => {
    assert.equal(build.code, 0, build.output);
    const files = listFiles(dist);
    assert.ok(files.includes('index.html'), files.join(', '));
    assert.ok(!files.includes('stale.txt'), files.join(', '));
  });

  test('Source maps: none in a production build by default', () => {
    assert.equal(main.code, 0, main.output);
    const files = listFiles(path.join(mainEntry, 'dist'));
    assert.ok(files.includes('static/js/main.js'), files.join(', '));
    assert.deepEqual(files.filter((file) => file.endsWith('.map')), []);
  });

  test('Map webpack options: async chunks take the filename pattern in distPath.jsAsync (js/async when distPath.js is js)', () => {
    const files = listFiles(dist);
    assert.ok(files.some((file) => /^js\/async\/[\w-]+\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
  });

  test('The root URL shows "This page could not be found": no index.html, and the terminal prints the /main URL', async () => {
    assert.match(dev.output(), new RegExp(`Local:\\s+http://localhost:${devPort}/main\\n`));
    const root = await fetch(`http://localhost:${devPort}/`, { headers: { accept: 'text/html' } });
    assert.equal(root.status, 404);
    assert.equal(await root.text(), 'This page could not be found');
    assert.equal((await fetch(`http://localhost:${devPort}/main`)).status, 200);
  });

  test('Dev middleware: setupMiddlewares gets unshift and push and returns nothing; the handler answers /health', async () => {
    const handler: SetupMiddlewaresFn = (middlewares) => {
      middlewares.unshift((_req, _res, next) => next());
      middlewares.push((_req, _res, next) => next());
    };
    assert.equal(typeof handler, 'function');
    assert.equal(await (await fetch(`http://localhost:${devPort}/health`)).text(), 'ok');
  });

  test('Dev middleware: Rsbuild ignores the return value, so a middleware in a returned array never runs', async () => {
    const returned = await fetch(`http://localhost:${devPort}/returned`, { headers: { accept: 'text/html' } });
    assert.equal(returned.status, 404);
    assert.equal(await returned.text(), 'This page could not be found');
  });

  test('With tools.rspack: the function form\'s helpers and isProd, and the bundlerChain sample, type-check against 1.x; the chain adds the graphql rule and excludes the folder from the image rule', async () => {
    const { rspack } = await rsbuildCore();
    const config: RsbuildConfig = {
      tools: {
        rspack: (config, { appendPlugins, prependPlugins, removePlugin, addRules, isDev, isProd }) => {
          appendPlugins(new rspack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }));
          if (isProd) config.performance = { hints: 'warning' };
          assert.deepEqual([typeof prependPlugins, typeof removePlugin, typeof addRules, typeof isDev], ['function', 'function', 'function', 'boolean']);
        },
        bundlerChain: (chain, { CHAIN_ID }) => {
          chain.module.rule('graphql').test(/\.(graphql|gql)$/).use('graphql').loader('graphql-tag/loader');
          chain.module.rule(CHAIN_ID.RULE.IMAGE).exclude.add(/[\\/]raw-images[\\/]/);
        },
      },
      server: { proxy: [{ context: ['/api'], target: 'http://localhost:4000', changeOrigin: true }] },
    };
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { ...config, mode: 'production' } });
    const [rspackConfig] = await rsbuild.initConfigs();
    assert.deepEqual(rspackConfig.performance, { hints: 'warning' });
    assert.ok(rspackConfig.plugins!.some((plugin) => plugin?.constructor?.name === 'ProvidePlugin'));
    // With tools.bundlerChain: CHAIN_ID.RULE.IMAGE is Rsbuild's image rule, which now excludes the folder.
    const image = (rspackConfig.module?.rules ?? []).find((rule: any) => String(rule?.test).includes('png')) as any;
    assert.deepEqual(image.exclude.map(String), [String(/[\\/]raw-images[\\/]/)]);
    assert.ok(rspackConfig.module?.rules?.some((rule: any) => String(rule?.test) === String(/\.(graphql|gql)$/)));
  });

  test("The page's six rsbuild.config.ts samples type-check as written against 1.x (setupMiddlewares, tools.rspack object and function, bundlerChain, the complete example, loadEnv)", () => {
    // The complete example imports its package.json; compression-webpack-plugin is not installed
    // here, so its constructor and apply method are declared as the package's own types declare them.
    assertPageSamplesTypeCheck(ts, 'guide/migration/webpack', 6, {
      files: {
        'sample4/package.json': '{ "name": "dashboard", "version": "3.1.4" }\n',
        'compression-webpack-plugin.d.ts':
          "declare module 'compression-webpack-plugin' {\n  export default class CompressionPlugin {\n    constructor(options?: { algorithm?: string; threshold?: number; minRatio?: number });\n    apply(compiler: unknown): void;\n  }\n}\n",
      },
      moreOptions: () => ({ types: ['node'], resolveJsonModule: true }),
    });
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
    // HTML template: without a template of its own, the page has a <div id="root">.
    assert.match(readText(mainDist, 'main.html'), /<body><div id="root"><\/div><\/body>/);
    const js = outputFile(mainDist, /^static\/js\/main\.js$/);
    assert.match(js, /"dash"/);
    assert.match(js, /process\.env\.OTHER/);
  });

  test('"looks like a webpack or Rspack plugin": a webpack plugin in the top-level plugins array', () => {
    assert.equal(misplaced.code, 1);
    assert.match(misplaced.output, /looks like a webpack or Rspack plugin/);
  });

  test('"looks like a webpack or Rspack plugin": the whole printed text names the class (BannerPlugin) and shows the tools.rspack sample', () => {
    const whole = [
      'error   Failed to build.',
      'error   BannerPlugin looks like a webpack or Rspack plugin, please use `tools.rspack` to register it:',
      '',
      '  // rsbuild.config.ts',
      '  export default {',
      '    tools: {',
      '      rspack: {',
      '        plugins: [new BannerPlugin()]',
      '      }',
      '    }',
      '  };',
      '',
    ].join('\n');
    assert.ok(misplaced.output.includes(whole), misplaced.output);
  });

  test('"looks like a webpack or Rspack plugin": a stack trace follows the sample, from validatePlugin, and the exit code is 1', () => {
    assert.equal(misplaced.code, 1);
    assert.match(misplaced.output, /\n {2}\};\n\n {4}at validatePlugin \(file:\/\/\/\S+\/node_modules\/@rsbuild\/core\/dist\/131\.js:3172:19\)\n {4}at /);
  });

  test('Map webpack options: default extensions, cleanDistPath auto, development source maps', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { mode: 'development' } });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual([...(config.resolve?.extensions ?? [])].sort(), ['.js', '.json', '.jsx', '.mjs', '.ts', '.tsx']);
    assert.equal(config.devtool, 'cheap-module-source-map');
    // Built-in replacements: CSS is extracted in development too; one HTML plugin instance per entry.
    const names = (config.plugins ?? []).map((plugin) => plugin?.constructor?.name);
    assert.ok(names.includes('CssExtractRspackPlugin'), names.join(', '));
    assert.equal(names.filter((name) => name === 'HtmlRspackPlugin').length, 1);
    assert.equal(rsbuild.getNormalizedConfig().output.cleanDistPath, 'auto');
  });

  test("Source maps: cheap-module-source-map in every mode except production, mode 'none' included; none in production", async () => {
    const { createRsbuild } = await rsbuildCore();
    const devtool = async (mode: 'none' | 'production') => {
      const [config] = await (await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { mode, logLevel: 'silent' } })).initConfigs();
      return config.devtool;
    };
    assert.equal(await devtool('none'), 'cheap-module-source-map');
    assert.equal(await devtool('production'), false);
  });

  test('Map webpack options: strategy custom spreads your splitChunks over chunks: \'all\'; the default strategy splits with chunks: \'all\' too', async () => {
    const { createRsbuild } = await rsbuildCore();
    const custom = await createRsbuild({
      cwd: pluginMisplaced,
      rsbuildConfig: { mode: 'production', performance: { chunkSplit: { strategy: 'custom', splitChunks: { cacheGroups: { ui: { test: /[\\/]ui[\\/]/, name: 'ui' } } } } } },
    });
    const [customConfig] = await custom.initConfigs();
    const splitChunks = customConfig.optimization?.splitChunks as any;
    assert.equal(splitChunks.chunks, 'all');
    assert.deepEqual(Object.keys(splitChunks.cacheGroups), ['ui']);
    const byDefault = await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { mode: 'production' } });
    const [defaultConfig] = await byDefault.initConfigs();
    assert.equal((defaultConfig.optimization?.splitChunks as any).chunks, 'all');
  });

  test('With tools.bundlerChain: tools.webpack and tools.webpackChain are never called with the Rspack bundler', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: pluginMisplaced,
      rsbuildConfig: { tools: { webpack: () => { throw new Error('tools.webpack ran'); }, webpackChain: () => { throw new Error('tools.webpackChain ran'); } } },
    });
    const [config] = await rsbuild.initConfigs();
    assert.ok(config.module);
  });

  test('A complete example: @rsbuild/plugin-babel turns off .babelrc and babel.config.js (babelrc: false, configFile: false)', async () => {
    const { getDefaultBabelOptions } = await import(pathToFileURL(createRequire(path.join(mainEntry, 'package.json')).resolve('@rsbuild/plugin-babel')).href);
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: pluginMisplaced });
    await rsbuild.initConfigs();
    const options = getDefaultBabelOptions(rsbuild.getNormalizedConfig().environments.web, rsbuild.context);
    assert.equal(options.babelrc, false);
    assert.equal(options.configFile, false);
  });

  test('Verify the migration: rsbuild inspect writes the Rsbuild and Rspack configs to dist/.rsbuild; Environment variables: envMode follows --env-mode', async () => {
    const inspected = await runCli(mainEntry, ['inspect', '--env-mode', 'staging']);
    assert.equal(inspected.code, 0, inspected.output);
    const written = listFiles(path.join(mainEntry, 'dist/.rsbuild'));
    assert.deepEqual(written, ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    // loadEnv({ mode: envMode }) read .env.staging, which only --env-mode staging selects.
    assert.match(readText(mainEntry, 'dist/.rsbuild/rspack.config.web.mjs'), /'process\.env\.APP_STAGE': '"staging-only"'/);
  });

  test('NODE_ENV: rsbuild inspect --mode production loads the config with isProd false; NODE_ENV=production rsbuild inspect with isProd true', async () => {
    const files = {
      'src/index.js': "console.log('inspect');\n",
      'rsbuild.config.mjs': "const isProd = process.env.NODE_ENV === 'production';\nexport default { output: { sourceMap: { js: isProd ? 'source-map' : 'cheap-module-source-map' } } };\n",
    };
    const [modeDir, envDir] = [makeProject(files, 'webpack-inspect-mode'), makeProject(files, 'webpack-inspect-env')];
    const [byMode, byEnv] = await Promise.all([runCli(modeDir, ['inspect', '--mode', 'production']), runCli(envDir, ['inspect'], { env: { NODE_ENV: 'production' } })]);
    assert.equal(byMode.code, 0, byMode.output);
    assert.equal(byEnv.code, 0, byEnv.output);
    const byModeConfig = readText(modeDir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(byModeConfig, /mode: 'production'/);
    assert.match(byModeConfig, /devtool: 'cheap-module-source-map'/);
    const byEnvConfig = readText(envDir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(byEnvConfig, /mode: 'production'/);
    assert.match(byEnvConfig, /devtool: 'source-map'/);
  });

  test('Update the scripts: a mode in the config wins over NODE_ENV=production, so the build is a development one without hashes', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('config mode');\n" }, 'webpack-config-mode');
    const result = await withNodeEnv('production', () => buildProject(dir, { mode: 'development' }));
    assert.deepEqual(result.errors, []);
    assert.deepEqual(listFiles(result.dist).filter((file) => file.endsWith('.js')), ['static/js/index.js']);
  });

  test('Verify the migration: a mode in the config wins over NODE_ENV=production in rsbuild inspect', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('inspect');\n", 'rsbuild.config.mjs': "export default { mode: 'development' };\n" }, 'webpack-inspect-config-mode');
    const inspected = await runCli(dir, ['inspect'], { env: { NODE_ENV: 'production' } });
    assert.equal(inspected.code, 0, inspected.output);
    assert.match(readText(dir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'development',$/m);
  });

  test("Map webpack options: with cleanDistPath 'auto', a dev server empties the output folder only with dev.writeToDisk; in memory it empties only dist/.rsbuild", async () => {
    const { createRsbuild } = await rsbuildCore();
    const left: Record<string, string[]> = {};
    for (const writeToDisk of [false, true]) {
      const dir = makeProject({ 'src/index.js': "console.log('clean');\n", 'dist/stale.txt': 'old', 'dist/.rsbuild/old.mjs': 'old' }, 'webpack-dev-clean');
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', dev: { writeToDisk }, server: { printUrls: false } } });
      const server = await rsbuild.createDevServer({ runCompile: false });
      left[`writeToDisk ${writeToDisk}`] = listFiles(path.join(dir, 'dist'));
      await server.close();
    }
    assert.deepEqual(left, { 'writeToDisk false': ['stale.txt'], 'writeToDisk true': [] });
  });

  test('NODE_ENV: a NODE_ENV=development line in .env makes isProd false at the top level of rsbuild build', async () => {
    const dir = makeProject(
      {
        '.env': 'NODE_ENV=development\n',
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nconst isProd = process.env.NODE_ENV === 'production';\nwriteFileSync('seen.txt', `isProd=${isProd}`);\nthrow new Error('probe only');\n",
      },
      'webpack-dotenv-isprod',
    );
    await runCli(dir, ['build']);
    assert.equal(readText(dir, 'seen.txt'), 'isProd=false');
  });

  test('NODE_ENV: the CLI sets production for rsbuild preview and development for rsbuild dev before the config loads', async () => {
    const probe = {
      'src/index.js': "console.log('probe');\n",
      'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync('seen.txt', `NODE_ENV=${process.env.NODE_ENV}`);\nthrow new Error('probe only');\n",
    };
    const [previewDir, devDir] = [makeProject(probe, 'webpack-nodeenv-preview'), makeProject(probe, 'webpack-nodeenv-dev')];
    const [preview, dev] = await Promise.all([runCli(previewDir, ['preview']), runCli(devDir, ['dev'])]);
    assert.equal(preview.code, 1, preview.output);
    assert.equal(dev.code, 1, dev.output);
    assert.equal(readText(previewDir, 'seen.txt'), 'NODE_ENV=production');
    assert.equal(readText(devDir, 'seen.txt'), 'NODE_ENV=development');
  });

  test("HTML template: with output.assetPrefix 'auto', <%= assetPrefix %> prints auto", async () => {
    const dir = makeProject(
      {
        'src/index.js': "console.log('auto');\n",
        'public/index.html': '<!DOCTYPE html><html><head><link rel="manifest" href="<%= assetPrefix %>/manifest.json"></head><body></body></html>',
      },
      'webpack-asset-prefix-auto',
    );
    const result = await buildProject(dir, { mode: 'production', html: { template: './public/index.html' }, output: { assetPrefix: 'auto' }, server: { publicDir: false } });
    assert.deepEqual(result.errors, []);
    assert.match(readText(result.dist, 'index.html'), /<link rel="manifest" href="auto\/manifest\.json">/);
  });

  test('HTML template: the manifest link gets the base path; a favicon in public is linked by Rsbuild itself, so a template tag for it appears twice', async () => {
    // The page's two tags in an HtmlWebpackPlugin-style template, with the icon in public/ and the base path /app.
    const template = '<!DOCTYPE html><html><head><link rel="manifest" href="<%= assetPrefix %>/manifest.json"><link rel="icon" href="<%= assetPrefix %>/favicon.ico"></head><body></body></html>';
    const withTemplate = makeProject({ 'src/index.js': "console.log('icon');\n", 'index.html': template, 'public/favicon.ico': 'ico' }, 'webpack-favicon-template');
    // No template and no html.favicon: favicon.png and favicon.svg of public/ are linked as well.
    const png = makeProject({ 'src/index.js': "console.log('png');\n", 'public/favicon.png': 'png' }, 'webpack-favicon-png');
    const svg = makeProject({ 'src/index.js': "console.log('svg');\n", 'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }, 'webpack-favicon-svg');
    const [templated, pngBuild, svgBuild] = await Promise.all([
      buildProject(withTemplate, { mode: 'production', html: { template: './index.html' }, server: { base: '/app' } }),
      buildProject(png, { mode: 'production' }),
      buildProject(svg, { mode: 'production' }),
    ]);
    assert.deepEqual([templated.errors, pngBuild.errors, svgBuild.errors], [[], [], []]);
    const html = readText(templated.dist, 'index.html');
    assert.ok(html.includes('<link rel="manifest" href="/app/manifest.json">'), html);
    assert.equal(html.split('<link rel="icon" href="/app/favicon.ico">').length - 1, 2, html);
    assert.ok(readText(pngBuild.dist, 'index.html').includes('<link rel="icon" href="/favicon.png">'), readText(pngBuild.dist, 'index.html'));
    assert.ok(readText(svgBuild.dist, 'index.html').includes('<link rel="icon" href="/favicon.svg" type="image/svg+xml">'), readText(svgBuild.dist, 'index.html'));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/migration/webpack', lang);
      assert.ok(text.includes('`<link rel="manifest" href="<%= assetPrefix %>/manifest.json">`') && text.includes('`auto/manifest.json`'), lang);
      assert.ok(text.includes('`<link rel="icon" href="/app/favicon.ico">`') && text.includes('`favicon.ico`、`favicon.png` 或 `favicon.svg`') === (lang === 'zh'), lang);
      assert.ok(!text.includes('`auto/favicon.ico`'), lang);
    }
  });

  test('Map webpack options: paths in tsconfig.json are resolved without a plugin', () => {
    assert.match(outputFile(dist, /^js\/index\.[0-9a-f]{8}\.js$/), /from tsconfig paths/);
  });

  test('Map webpack options: the Rsbuild options of the table exist in 1.x; default port 3000, public folder public', async () => {
    const options: RsbuildConfig = {
      source: { entry: { index: './src/index.js' } },
      resolve: { alias: { '@': './src' }, extensions: ['.ts', '.js'] },
      output: {
        distPath: { root: 'dist', js: 'js', jsAsync: 'js/async' },
        filename: { js: '[name].[contenthash:8].js' },
        assetPrefix: '/',
        cleanDistPath: 'auto',
        sourceMap: { js: 'source-map' },
        minify: true,
        externals: { react: 'React' },
        target: 'web',
      },
      server: {
        base: '/',
        port: 8080,
        host: 'localhost',
        open: false,
        proxy: { '/api': 'http://localhost:4000' },
        historyApiFallback: true,
        publicDir: { name: 'public' },
        headers: { 'X-Frame-Options': 'DENY' },
        compress: true,
      },
      dev: { assetPrefix: '/', hmr: true, liveReload: true, client: { overlay: true }, writeToDisk: false },
      performance: { chunkSplit: { strategy: 'split-by-experience' }, buildCache: false, removeConsole: true },
    };
    assert.equal(typeof options, 'object');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    const normalized = rsbuild.getNormalizedConfig();
    assert.equal(normalized.server.port, 3000);
    assert.deepEqual(normalized.server.publicDir.map(({ name }) => path.relative(pluginMisplaced, name)), ['public']);
  });

  test("Map webpack options: output.target takes 'web', 'node' or 'web-worker'; output.sourceMap.js takes Rspack's devtool values; buildCache is marked experimental", () => {
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    const targets: Same<RsbuildTarget, 'web' | 'node' | 'web-worker'> = true;
    const devtool: Same<NonNullable<SourceMap['js']>, NonNullable<Rspack.Configuration['devtool']>> = true;
    assert.deepEqual([targets, devtool], [true, true]);
    const declarations = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(declarations, /@experimental This feature is experimental and may be changed in the future\.\n\s+\* @default false\n\s+\*\/\n\s+buildCache\?: BuildCacheOptions \| boolean;/);
  });

  test('Map webpack options: server.base becomes the asset prefix of the build and of the dev server (the output.publicPath row)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const publicPath = async (action: 'build' | 'dev', mode: 'production' | 'development') => {
      const rsbuild = await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { logLevel: 'silent', mode, server: { base: '/app' } } });
      const [config] = await rsbuild.initConfigs({ action });
      return config.output?.publicPath;
    };
    assert.equal(await publicPath('build', 'production'), '/app/');
    assert.equal(await publicPath('dev', 'development'), '/app/');
  });

  test('Chunk splitting: @rsbuild/plugin-react adds lib-react and lib-router to the default strategy', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: pluginMisplaced, rsbuildConfig: { logLevel: 'silent', mode: 'production', plugins: [pluginReact()] } });
    const [config] = await rsbuild.initConfigs();
    const groups = Object.values((config.optimization?.splitChunks as any).cacheGroups).map((group: any) => group.name);
    assert.ok(groups.includes('lib-react') && groups.includes('lib-router'), groups.join(', '));
  });

  test('Built-in replacements for common plugins: DefinePlugin for source.define, CopyRspackPlugin for output.copy, the SWC and Lightning CSS minimizers, removeConsole as drop_console', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: pluginMisplaced,
      rsbuildConfig: { logLevel: 'silent', mode: 'production', source: { define: { __APP_VERSION__: '"3.1.4"' } }, output: { copy: [{ from: 'static', to: 'static' }] }, performance: { removeConsole: true } },
    });
    const [config] = await rsbuild.initConfigs();
    const plugins = (config.plugins ?? []).map((item) => item?.constructor?.name);
    assert.ok(plugins.includes('CopyRspackPlugin'), plugins.join(', '));
    const define = (config.plugins ?? []).find((item) => item?.constructor?.name === 'DefinePlugin') as any;
    assert.equal(define?._args[0].__APP_VERSION__, '"3.1.4"');
    const minimizers = (config.optimization?.minimizer ?? []) as any[];
    assert.deepEqual(minimizers.map((item) => item.constructor.name), ['SwcJsMinimizerRspackPlugin', 'LightningCssMinimizerRspackPlugin']);
    assert.deepEqual(minimizers[0]._args[0].minimizerOptions.compress, { drop_console: true });
  });

  test('Environment variables: PUBLIC_ variables of .env and .env.[mode] reach process.env and import.meta.env; others do not', () => {
    const js = outputFile(path.join(mainEntry, 'dist'), /^static\/js\/main\.js$/);
    assert.match(js, /"\/api\/v1","\/api\/v1","production-only"/);
    // .env.local and .env.[mode].local are read as well.
    assert.match(js, /"from-local","from-production-local"/);
    assert.doesNotMatch(js, /hidden/);
  });

  test('Public folder: files are served at the site root and sub-folders keep their place, in dev and in the build', async () => {
    const mainDist = path.join(mainEntry, 'dist');
    assert.equal(readText(mainDist, 'robots.txt'), 'User-agent: *\n');
    assert.equal(readText(mainDist, 'static/robots.txt'), 'Disallow: /static\n');
    assert.equal(await (await fetch(`http://localhost:${devPort}/robots.txt`)).text(), 'User-agent: *\n');
    assert.equal(await (await fetch(`http://localhost:${devPort}/static/robots.txt`)).text(), 'Disallow: /static\n');
  });

  test('With tools.rspack: an object is merged with webpack-merge, so its rules and plugins come after Rsbuild\'s own', async () => {
    const { createRsbuild, rspack } = await rsbuildCore();
    const banner = new rspack.BannerPlugin({ banner: 'appended' });
    const rsbuild = await createRsbuild({
      cwd: pluginMisplaced,
      rsbuildConfig: { logLevel: 'silent', tools: { rspack: { module: { rules: [{ test: /\.(graphql|gql)$/, loader: 'graphql-tag/loader' }] }, plugins: [banner] } } },
    });
    const [config] = await rsbuild.initConfigs();
    const rules = config.module?.rules ?? [];
    assert.ok(rules.length > 1);
    assert.equal(String((rules.at(-1) as any).test), String(/\.(graphql|gql)$/));
    assert.ok(config.plugins!.length > 1);
    assert.equal(config.plugins!.at(-1), banner);
  });

  test('"process is not defined" in the browser: a process.env read that nothing defines stays in the output and throws where no process global exists', () => {
    const js = outputFile(path.join(mainEntry, 'dist'), /^static\/js\/main\.js$/);
    assert.match(js, /process\.env\.OTHER/);
    // A fresh V8 context has no process global, like a page.
    assert.throws(() => runInNewContext(js, { console: { log: () => {} } }), { name: 'ReferenceError', message: 'process is not defined' });
  });

  test('Entry names and HTML files (and the HtmlWebpackPlugin row): only the web target writes main.html; node and web-worker write no HTML file; an entry with html: false and tools.htmlPlugin: false get none', async () => {
    // One build, one environment per case, each in its own folder.
    const dir = makeProject({ 'src/main.js': 'console.log("main");\n', 'src/shared.js': 'console.log("shared");\n' }, 'html-per-entry');
    const result = await buildProject(dir, {
      mode: 'production',
      source: { entry: { main: './src/main.js' } },
      environments: {
        web: { output: { target: 'web', distPath: { root: 'dist/web' } } },
        node: { output: { target: 'node', distPath: { root: 'dist/node' } } },
        worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } },
        partial: { source: { entry: { main: './src/main.js', shared: { import: './src/shared.js', html: false } } }, output: { distPath: { root: 'dist/partial' } } },
        off: { tools: { htmlPlugin: false }, output: { distPath: { root: 'dist/off' } } },
      },
    });
    assert.deepEqual(result.errors, []);
    const html = (name: string) => listFiles(path.join(dir, 'dist', name)).filter((file) => file.endsWith('.html'));
    assert.deepEqual(html('web'), ['main.html']);
    assert.deepEqual(html('node'), []);
    assert.deepEqual(html('worker'), []);
    assert.deepEqual(html('partial'), ['main.html']);
    assert.ok(listFiles(path.join(dir, 'dist/partial')).some((file) => /^static\/js\/shared\.[0-9a-f]{8}\.js$/.test(file)));
    assert.deepEqual(html('off'), []);
    assert.ok(listFiles(path.join(dir, 'dist/off')).some((file) => /^static\/js\/main\.[0-9a-f]{8}\.js$/.test(file)));
    for (const [lang, text] of [
      ['en', '(an entry written as an object with `html: false` gets none, and `tools.htmlPlugin: false` turns all pages off)'],
      ['zh', '（以对象形式书写并设置了 `html: false` 的入口除外；设置 `tools.htmlPlugin: false` 时则一个都不生成）'],
      ['en', '`html-rspack-plugin`, one instance per HTML page of a `web` environment'],
      ['zh', '`html-rspack-plugin`，`web` 环境的每个 HTML 页面一个实例'],
    ] as const) assert.ok(pageText('guide/migration/webpack', lang).includes(text), text);
  });

  test('Styles look different: Lightning CSS adds the prefixes of the Browserslist targets; postcss-loader runs only when a PostCSS config gives it plugins', async () => {
    const css = '.panel { user-select: none; }\n';
    const styled = makeProject(
      {
        'package.json': '{ "name": "styled", "private": true, "browserslist": ["safari 10"] }\n',
        'src/index.js': "import './panel.css';\n",
        'src/panel.css': css,
        'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'mark', Once(root) { root.append({ selector: '.from-postcss' }); root.last.append({ prop: 'color', value: 'red' }); } }] };\n",
      },
      'webpack-styles',
    );
    // Another test's in-process dev server leaves NODE_ENV at development.
    const result = await withNodeEnv('production', () => buildProject(styled));
    assert.deepEqual(result.errors, []);
    assert.equal(outputFile(result.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), '.panel{-webkit-user-select:none;user-select:none}.from-postcss{color:red}');
    // Without a PostCSS config (and without tools.postcss), no rule uses postcss-loader.
    const { createRsbuild } = await rsbuildCore();
    const loaders = async (cwd: string, extra: RsbuildConfig = {}) => {
      const [config] = await (await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent', ...extra } })).initConfigs();
      return JSON.stringify(config.module?.rules, (_key, value) => (value instanceof RegExp ? String(value) : value));
    };
    assert.match(await loaders(styled), /postcss-loader/);
    assert.match(await loaders(pluginMisplaced), /builtin:lightningcss-loader/);
    assert.doesNotMatch(await loaders(pluginMisplaced), /postcss-loader/);
    // tools.postcss adds it when it gives plugins, not when it leaves the list empty.
    const mark = { postcssPlugin: 'mark' };
    assert.match(await loaders(pluginMisplaced, { tools: { postcss: (_options, { addPlugins }) => addPlugins(mark) } }), /postcss-loader/);
    assert.doesNotMatch(await loaders(pluginMisplaced, { tools: { postcss: { postcssOptions: { plugins: [] } } } }), /postcss-loader/);
    // A postcssOptions function adds it whatever it returns, here no plugins at all.
    assert.match(await loaders(pluginMisplaced, { tools: { postcss: { postcssOptions: () => ({}) } } }), /postcss-loader/);
    assert.ok(pageText('guide/migration/webpack', 'en').includes('a `postcssOptions` function in `tools.postcss` adds it too, whatever the function returns.'));
    assert.ok(pageText('guide/migration/webpack', 'zh').includes('`tools.postcss` 中的 `postcssOptions` 若写成函数，无论它返回什么，也会添加这个 loader。'));
  });

  test('Verify the migration: rsbuild preview serves the build with server.proxy (object and array form), server.historyApiFallback and the public folder', async () => {
    const http = await import('node:http');
    const api = http.createServer((req, res) => res.end(`api answered ${req.url}`));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as import('node:net').AddressInfo).port;
    try {
      const app = makeProject({ 'src/index.js': "console.log('preview');\n", 'public/robots.txt': 'User-agent: *\n' }, 'webpack-preview');
      const config: RsbuildConfig = {
        logLevel: 'silent',
        server: { port: await freePort(), printUrls: false, historyApiFallback: true, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
      };
      const built = await withNodeEnv('production', () => buildProject(app, config));
      assert.deepEqual(built.errors, []);
      const { createRsbuild } = await rsbuildCore();
      const { port, server } = await withNodeEnv('production', async () => (await createRsbuild({ cwd: app, rsbuildConfig: config })).preview());
      try {
        assert.equal(await (await fetch(`http://localhost:${port}/api/orders`)).text(), 'api answered /api/orders');
        const deep = await fetch(`http://localhost:${port}/orders/42`, { headers: { accept: 'text/html' } });
        assert.equal(deep.status, 200);
        assert.equal(await deep.text(), readText(built.dist, 'index.html'));
        assert.equal(await (await fetch(`http://localhost:${port}/robots.txt`)).text(), 'User-agent: *\n');
      } finally {
        await server.close();
      }
      // The array form with context, as in the complete example, proxies the same way. On a port
      // of its own: fetch keeps connections to the first server's origin, which closed them.
      const arrayForm: RsbuildConfig = { ...config, server: { ...config.server, port: await freePort(), proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}`, changeOrigin: true }] } };
      const second = await withNodeEnv('production', async () => (await createRsbuild({ cwd: app, rsbuildConfig: arrayForm })).preview());
      try {
        assert.equal(await (await fetch(`http://localhost:${second.port}/api/orders`)).text(), 'api answered /api/orders');
      } finally {
        await second.server.close();
      }
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});

describe('Migrate from webpack › Common problems › Cannot find module \'webpack\'', () => {
  const project = (requireAt: 'top' | 'apply') =>
    withoutInstalledPackages(makeProject({ 'package.json': '{ "name": "needs-webpack", "private": true }\n', 'src/index.js': 'console.log(1);\n' }, `needs-webpack-${requireAt}`));
  const pluginSource = {
    top: "const webpack = require('webpack');\nmodule.exports = class SomePlugin { apply() {} };\n",
    apply: "module.exports = class SomePlugin { apply() { require('webpack'); } };\n",
  };
  const config = "import SomePlugin from 'some-webpack-plugin';\n\nexport default { tools: { rspack: { plugins: [new SomePlugin()] } } };\n";

  test('required at the top: Failed to load file with jiti, Failed to build., Cannot find module \'webpack\', the require stack, then a stack trace from Module._resolveFilename; in apply: all but the first line', async () => {
    const [top, apply] = (['top', 'apply'] as const).map((requireAt) => {
      const dir = project(requireAt);
      writeProjectFiles(dir, {
        'node_modules/some-webpack-plugin/package.json': '{ "name": "some-webpack-plugin", "main": "index.js" }\n',
        'node_modules/some-webpack-plugin/index.js': pluginSource[requireAt],
        'rsbuild.config.ts': config,
      });
      return dir;
    });
    const [topRun, applyRun] = await Promise.all([runCli(top, ['build']), runCli(apply, ['build'])]);
    const stack = (dir: string) => `error   Failed to build.\nerror   Cannot find module 'webpack'\nRequire stack:\n- ${path.join(dir, 'node_modules/some-webpack-plugin/index.js')}\n`;
    assert.equal(topRun.code, 1);
    // The require stack is followed by a stack trace whose first frame is Node's module resolver.
    const frame = '    at Module._resolveFilename (node:internal/modules/cjs/loader:';
    assert.ok(topRun.output.includes(`error   Failed to load file with jiti: ${path.join(top, 'rsbuild.config.ts')}\n${stack(top)}${frame}`), topRun.output);
    assert.equal(applyRun.code, 1);
    assert.ok(applyRun.output.includes(`${stack(apply)}${frame}`), applyRun.output);
    assert.doesNotMatch(applyRun.output, /Failed to load file/);
  });
});


describe('Migrate from webpack › Environment variables and Public folder (conditions)', () => {
  test('Environment variables: the CLI picks .env.[mode] from NODE_ENV, not the config mode (rsbuild build with mode: \'development\' reads .env.production); createRsbuild() reads no .env file by default', async () => {
    const files = {
      'src/index.js': 'console.log(process.env.PUBLIC_FROM, import.meta.env.PUBLIC_FROM);\n',
      '.env.production': 'PUBLIC_FROM=env-production\n',
      '.env.development': 'PUBLIC_FROM=env-development\n',
    };
    const cliDir = makeProject({ ...files, 'rsbuild.config.mjs': "export default { mode: 'development' };\n" }, 'webpack-env-mode');
    const [cli, api] = await Promise.all([runCli(cliDir, ['build']), buildProject(makeProject(files, 'webpack-env-api'), { mode: 'production', output: { minify: false } })]);
    assert.equal(cli.code, 0, cli.output);
    const cliJs = outputFile(path.join(cliDir, 'dist'), /^static\/js\/index\.js$/);
    assert.ok(cliJs.includes('env-production'), cliJs);
    assert.ok(!cliJs.includes('env-development'), cliJs);
    assert.deepEqual(api.errors, []);
    const apiJs = outputFile(api.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(!apiJs.includes('env-production'), apiJs);
    assert.match(apiJs, /process\.env\.PUBLIC_FROM/);
  });

  test('Public folder: with server.base \'/app\' the dev server serves public/robots.txt at /app/robots.txt, and /robots.txt gets a 404', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': "console.log('base');\n", 'public/robots.txt': 'User-agent: *\n' }, 'webpack-public-base'),
      rsbuildConfig: { logLevel: 'silent', server: { base: '/app', port: await freePort(), strictPort: true } },
    });
    const server = await rsbuild.startDevServer();
    try {
      const underBase = await fetch(`http://localhost:${server.port}/app/robots.txt`);
      assert.deepEqual([underBase.status, await underBase.text()], [200, 'User-agent: *\n']);
      const atRoot = await fetch(`http://localhost:${server.port}/robots.txt`);
      assert.equal(atRoot.status, 404);
      await atRoot.text();
    } finally {
      await server.server.close();
    }
  });
});

// The registry, read on 2026-12-05 with npm 11.19.1: @rsbuild/plugin-babel's latest is 2.1.0, whose peer
// is @rsbuild/core ^2.0.0; next to @rsbuild/core 1.7.6, `npm install -D @rsbuild/plugin-babel --dry-run`
// stopped with "npm error ERESOLVE could not resolve", and `@rsbuild/plugin-babel@1` installed. The latest
// @rsbuild/plugin-eslint is 2.0.2 (peers @rsbuild/core ^1.0.0 || ^2.0.0 and eslint ^9.0.0 || ^10.0.0); next
// to @rsbuild/core ^1.7.6 and eslint ^8.57.1, `npm install -D @rsbuild/plugin-eslint --package-lock-only`
// stopped with "npm error code ERESOLVE", and `@rsbuild/plugin-eslint@1` resolved to ^1.3.0. The latest
// @rsbuild/plugin-type-check (1.6.1) and @rsbuild/plugin-node-polyfill (1.4.6) accept @rsbuild/core 1.
describe('Migrate from webpack › Built-in replacements and the complete example (1.x lines of other plugins)', () => {
  test('the page names @rsbuild/plugin-eslint@1 for ESLint 8 and @rsbuild/plugin-babel@1, and the installed plugin-babel 1.x accepts @rsbuild/core 1', () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/migration/webpack', lang);
      assert.match(page, /`@rsbuild\/plugin-eslint`[^\n]*2\.0\.2[^\n]*ESLint 9[^\n]*`ERESOLVE`[^\n]*`@rsbuild\/plugin-eslint@1`/, lang);
      const complete = page.slice(page.indexOf('{#complete-example}'), page.indexOf('{#environment-variables}'));
      assert.ok(complete.includes('`@rsbuild/plugin-babel@1`') && complete.includes('2.1.0') && !complete.includes('`@rsbuild/plugin-babel`'), lang);
    }
    const babel = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-babel/package.json'), 'utf8'));
    assert.equal(babel.version.split('.')[0], '1');
    assert.equal(babel.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
  });
});

// webpack 5.113.0 (npm pack, lib/index.js) exports 36 plugins at its top level; 14 of them are not on
// the rspack export of @rsbuild/core 1.7.6, among them PrefetchPlugin, AutomaticPrefetchPlugin and
// WatchIgnorePlugin.
describe('Migrate from webpack › Keep custom loaders and plugins › With tools.rspack', () => {
  test("webpack's ProvidePlugin, IgnorePlugin, ContextReplacementPlugin and EnvironmentPlugin are on the rspack export; PrefetchPlugin, AutomaticPrefetchPlugin and WatchIgnorePlugin are not", async () => {
    const { rspack } = await rsbuildCore();
    const exports = rspack as unknown as Record<string, unknown>;
    for (const name of ['ProvidePlugin', 'IgnorePlugin', 'ContextReplacementPlugin', 'EnvironmentPlugin']) {
      assert.equal(typeof exports[name], 'function', name);
    }
    for (const name of ['PrefetchPlugin', 'AutomaticPrefetchPlugin', 'WatchIgnorePlugin']) {
      assert.equal(exports[name], undefined, name);
    }
  });
});

// Install Rsbuild: on 2026-12-05, in a project whose package.json listed only webpack, removing webpack and
// css-minimizer-webpack-plugin together: `npm uninstall` (npm 11.19.1) removed webpack and said nothing of
// the other; `pnpm remove` (pnpm 10.34.9, npm pack) stopped with "ERR_PNPM_CANNOT_REMOVE_MISSING_DEPS
// Cannot remove 'css-minimizer-webpack-plugin': no such dependency found" and `yarn remove` (yarn 1.22.22,
// npm pack) with "error This module isn't specified in a package.json file." (exit code 1); both left
// package.json unchanged. pnpm and Yarn are not installed here, so the page's text is what is checked.
describe('Migrate from webpack › Install Rsbuild', () => {
  test('the page tells readers to take unlisted packages out of the remove command, naming the pnpm and Yarn versions checked', () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/migration/webpack', lang);
      const install = page.slice(page.indexOf('{#install-rsbuild}'), page.indexOf('{#update-the-scripts}'));
      assert.ok(['`pnpm remove`（pnpm 10.34.9）', '`pnpm remove` (pnpm 10.34.9)'].some((text) => install.includes(text)), lang);
      assert.ok(['`yarn remove`（Yarn 1.22.22）', '`yarn remove` (Yarn 1.22.22)'].some((text) => install.includes(text)), lang);
    }
  });
});
