// guide/start/glossary: the facts inside the definitions (inlining limit, asset prefix, the size
// table, chunks, tree shaking, source maps, HMR defaults, the re-exported Rspack).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withNodeEnv, writeProjectFiles, writeUntilServed, type CliResult, launchChromium } from './harness';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';

const ascii = (size: number) => 'x'.repeat(size);
const projectDir = makeProject(
  {
    'src/at-limit.png': ascii(4096),
    'src/over-limit.png': ascii(4097),
    'src/index.css': '.a { color: red; }\n',
    'src/tiny.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    'src/utils.js': "export const used = () => 'used-export';\nexport const unused = () => 'unused-export';\n",
    'src/lazy.js': "export default 'lazy';\n",
    'src/card.module.css': '.card-title { color: blue; }\n',
    'src/list.modules.css': '.item-row { color: green; }\n',
    // The smallest valid WebAssembly module (8 bytes): far below the inlining limit.
    'src/empty.wasm': '\0asm\x01\0\0\0',
    'src/node_modules/pure-pkg/package.json': '{"name":"pure-pkg","sideEffects":false,"main":"index.js"}',
    'src/node_modules/pure-pkg/index.js': "export { pureA } from './a.js';\nexport { pureB } from './b.js';\n",
    'src/node_modules/pure-pkg/a.js': "export const pureA = 'pure-a-export';\n",
    'src/node_modules/pure-pkg/b.js': "console.log('pure-b-side-effect');\nexport const pureB = 'pure-b-export';\n",
    'src/node_modules/flagless-pkg/package.json': '{"name":"flagless-pkg","main":"index.js"}',
    'src/node_modules/flagless-pkg/index.js': "export { flagA } from './a.js';\nexport { flagB } from './b.js';\n",
    'src/node_modules/flagless-pkg/a.js': "export const flagA = 'flag-a-export';\n",
    'src/node_modules/flagless-pkg/b.js': "console.log('flagless-b-side-effect');\nexport const flagB = 'flag-b-export';\n",
    'public/robots.txt': 'User-agent: *\n',
    'rsbuild.config.mjs': "export default { html: { title: 'from-rsbuild-config-mjs' } };\n",
    'src/index.js': "import './index.css';\nimport { pureA } from 'pure-pkg';\nimport { flagA } from 'flagless-pkg';\nconsole.log(pureA, flagA);\nimport card from './card.module.css';\nimport atLimit from './at-limit.png';\nimport overLimit from './over-limit.png';\nimport { used } from './utils';\nimport('./lazy');\nconsole.log(atLimit, overLimit, used(), card.cardTitle);\nimport tinySvg from './tiny.svg';\nconsole.log(tinySvg);\nimport list from './list.modules.css';\nconsole.log(list['item-row'], list.itemRow, card['card-title']);\nimport('./empty.wasm');\n",
  },
  'glossary',
);

let build: CliResult;
let normalized: {
  output: { assetPrefix: string; sourceMap: { css: boolean }; dataUriLimit: Record<string, number>; distPath: Record<string, string>; polyfill: string; cssModules: { exportLocalsConvention: string } };
  dev: { hmr: boolean; liveReload: boolean; assetPrefix: string };
  performance: { chunkSplit: { strategy: string } };
  html: { mountId: string };
};
let rspackVersion: string;
const dist = path.join(projectDir, 'dist');

before(async () => {
  build = await runCli(projectDir, ['build']);
  const core = await rsbuildCore();
  const rsbuild = await core.createRsbuild({ cwd: projectDir, rsbuildConfig: { logLevel: 'silent' } });
  await rsbuild.initConfigs();
  normalized = rsbuild.getNormalizedConfig() as unknown as typeof normalized;
  rspackVersion = core.rspack.rspackVersion;
  [production, development] = await Promise.all([inspect({ mode: 'production', environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } }), inspect({ mode: 'development' })]);
});

// What Rsbuild sets up, per environment: its context (name, browserslist, HTML pages) and the
// Rspack config it generates (devtool, loaders by rule, minimizers, plugins, split chunk groups).
interface Inspected {
  environments: Record<string, { browserslist: string[]; htmlPaths: Record<string, string> }>;
  rspack: Record<string, { devtool: unknown; splitChunks: unknown; loaders: (test: RegExp) => string[]; ruleLoaders: (test: RegExp) => { query: string; loaders: string[] }[]; loaderOptions: (test: RegExp, loader: string) => any; minimizers: string[]; plugins: string[]; cacheGroups: string[] }>;
}
let production: Inspected;
let development: Inspected;
async function inspect(config: RsbuildConfig, dir = makeProject({ 'src/index.js': '' }, 'glossary-inspect')): Promise<Inspected> {
  const { createRsbuild } = await rsbuildCore();
  const environments: Inspected['environments'] = {};
  const capture: RsbuildPlugin = {
    name: 'capture-environments',
    setup(api) {
      api.modifyBundlerChain((_chain, { environment }) => {
        environments[environment.name] = { browserslist: environment.browserslist, htmlPaths: environment.htmlPaths };
      });
    },
  };
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...config, plugins: [...(config.plugins ?? []), capture] } });
  const configs = await rsbuild.initConfigs();
  const rspack: Inspected['rspack'] = {};
  for (const c of configs) {
    const rules = (c.module?.rules ?? []) as any[];
    rspack[c.name!] = {
      devtool: c.devtool,
      splitChunks: c.optimization?.splitChunks,
      loaders: (test) =>
        rules
          .filter((rule) => String(rule.test) === String(test))
          .flatMap((rule) => rule.use ?? [])
          .map((use: any) => String(use.loader).replace(/^.*node_modules[\\/]/, '').replace(/^@rsbuild[\\/]core[\\/]compiled[\\/]|[\\/]index\.js$|^@rspack[\\/]core[\\/]dist[\\/]/g, '')),
      ruleLoaders: (test) =>
        rules
          .filter((rule) => String(rule.test) === String(test))
          .map((rule) => ({ query: JSON.stringify(rule.resourceQuery, (_key, value) => (value instanceof RegExp ? String(value) : value)) ?? '', loaders: ((rule.use ?? []) as any[]).map((use) => String(use.loader).replace(/^.*[\\/]/, '')) })),
      loaderOptions: (test, loader) =>
        rules
          .filter((rule) => String(rule.test) === String(test))
          .flatMap((rule) => rule.use ?? [])
          .find((use: any) => String(use.loader).includes(loader))?.options,
      minimizers: ((c.optimization?.minimizer ?? []) as any[]).map((m) => m.constructor.name),
      plugins: ((c.plugins ?? []) as any[]).filter(Boolean).map((p) => p.constructor.name),
      cacheGroups: Object.entries(((c.optimization?.splitChunks || {}) as any).cacheGroups ?? {}).map(([key, group]: [string, any]) => group?.name ?? key),
    };
  }
  return { environments, rspack };
}

describe('Glossary › Asset', () => {
  test('an image of 4096 bytes is inlined; 4097 bytes is written to static/ with a hash', () => {
    const files = listFiles(dist);
    assert.ok(!files.some((file) => file.includes('at-limit')), files.join(', '));
    assert.ok(files.some((file) => /^static\/image\/over-limit\.[0-9a-f]{8}\.png$/.test(file)), files.join(', '));
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /data:image\/png;base64,/);
  });

  test('a small SVG is inlined as a base64 data URI too', () => {
    assert.ok(!listFiles(dist).some((file) => file.endsWith('.svg')));
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /"data:image\/svg\+xml;base64,PHN2Zy/);
  });

  test('a Wasm file is never inlined: even an 8-byte module goes to static/wasm/ with a hash as its name', () => {
    assert.ok(listFiles(dist).some((file) => /^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/.test(file)), listFiles(dist).join(', '));
  });

  test('images, SVG, fonts and media: the inlining limit is 4096 bytes; wasm goes to static/wasm', () => {
    assert.deepEqual(normalized.output.dataUriLimit, { svg: 4096, font: 4096, image: 4096, media: 4096, assets: 4096 });
    assert.equal(normalized.output.distPath.wasm, 'static/wasm');
  });

  test('in development too, emitted images keep the hash in their names, and the dev server keeps them in memory (dev.writeToDisk false)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'glossary-asset-dev'), rsbuildConfig: { logLevel: 'silent', mode: 'development' } });
    const [config] = await rsbuild.initConfigs({ action: 'dev' });
    type Rule = { test?: RegExp; oneOf?: { generator?: { filename?: string } }[] };
    const image = (config.module?.rules as Rule[]).find((rule) => rule.test?.test('photo.png'));
    const filenames = image?.oneOf?.map((branch) => branch.generator?.filename).filter(Boolean);
    assert.ok(filenames?.length && filenames.every((name) => name === 'static/image/[name].[contenthash:8][ext]'), JSON.stringify(filenames));
    assert.equal(config.output?.webassemblyModuleFilename, 'static/wasm/[contenthash:8].module.wasm');
    assert.equal(rsbuild.getNormalizedConfig().dev.writeToDisk, false);
  });
});

describe('Glossary › Asset prefix', () => {
  test("output.assetPrefix defaults to '/'", () => {
    assert.equal(normalized.output.assetPrefix, '/');
  });

  test("dev.assetPrefix also defaults to '/'", () => {
    assert.equal(normalized.dev.assetPrefix, '/');
  });

  test('with server.base set, both asset prefixes default to it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'glossary-base'), rsbuildConfig: { logLevel: 'silent', server: { base: '/app' } } });
    await rsbuild.initConfigs();
    const config = rsbuild.getNormalizedConfig();
    assert.deepEqual([config.output.assetPrefix, config.dev.assetPrefix], ['/app', '/app']);
  });
});

describe('Glossary › Bundle', () => {
  test('the build prints each file with its size and a gzip size for scripts, stylesheets and HTML', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(build.output, /File \(web\)\s+Size\s+Gzip/);
    for (const file of [/dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+[\d.]+ kB\s+[\d.]+ kB/, /dist\/static\/css\/index\.[0-9a-f]{8}\.css\s+[\d.]+ kB\s+[\d.]+ kB/, /dist\/index\.html\s+[\d.]+ kB\s+[\d.]+ kB/]) {
      assert.match(build.output, file);
    }
  });
});

describe('Glossary › Bundle (node builds)', () => {
  test('the size table of a node build has no gzip sizes; the web build of the same run has', async () => {
    const { gzipTotals } = await downgradeBuild();
    assert.equal(gzipTotals.node, 0);
    assert.ok(gzipTotals.web > 0, JSON.stringify(gzipTotals));
  });
});

describe('Glossary › Bundle (what the size table leaves out)', () => {
  test('a PNG is listed without a gzip size; source maps and license files are not listed; SVG and JSON get a gzip size', () => {
    assert.match(build.output, /dist\/static\/image\/over-limit\.[0-9a-f]{8}\.png\s+[\d.]+ kB[ \t]*$/m);
    // Files copied from public/ are in dist but not in the table.
    assert.equal(readText(dist, 'robots.txt'), 'User-agent: *\n');
    assert.doesNotMatch(build.output, /robots\.txt/);
    const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.match(core, /EXCLUDE_ASSET_REGEX = \/\\\.\(\?:map\|LICENSE\\\.txt\|d\\\.ts\)\$\//);
    assert.match(core, /COMPRESSIBLE_REGEX = \/\\\.\(\?:js\|css\|html\|json\|svg\|txt\|xml\|xhtml\|wasm\|manifest\|md\)\$\/i/);
  });
});

describe('Glossary › Bundle (when the table is printed)', () => {
  // The size table's total line is rendered by a function here: each call is one printed table.
  test('no size table after a build with errors; in watch mode, only after the first build', async () => {
    let tables = 0;
    const total = () => {
      tables++;
      return '';
    };
    const failed = await buildProject(makeProject({ 'src/index.js': "import './missing.js';\n" }, 'glossary-size-error'), { performance: { printFileSize: { total } } });
    assert.match(failed.errors.join('\n'), /missing\.js/);
    assert.equal(tables, 0);

    const dir = makeProject({ 'src/index.js': "console.log('first');\n" }, 'glossary-size-watch');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', performance: { printFileSize: { total } } } });
    const builds: boolean[] = [];
    // 'post': after Rsbuild's own onAfterBuild handlers, the one that prints the table included.
    rsbuild.onAfterBuild({ order: 'post', handler: ({ isFirstCompile }) => void builds.push(isFirstCompile) });
    const { close } = await rsbuild.build({ watch: true });
    try {
      await waitFor('the first build', () => builds.length >= 1);
      assert.equal(tables, 1);
      await writeUntilServed(dir, 'src/index.js', "console.log('second');", { compiles: () => builds.length, served: async () => builds.length >= 2 });
      assert.deepEqual(builds.slice(0, 2), [true, false]);
      assert.equal(tables, 1);
    } finally {
      await close();
    }
  });
});

describe('Glossary › Bundle (performance.printFileSize)', () => {
  test('performance.printFileSize: false turns the size table off: of two environments built together, only the other one prints its table', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('sized');\n" }, 'glossary-size-off');
    const { createRsbuild, logger } = await rsbuildCore();
    const printed: string[] = [];
    const saved = { log: logger.log };
    logger.override({ log: (message: unknown) => void printed.push(String(message)) });
    try {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'info',
          mode: 'production',
          environments: {
            shown: { output: { distPath: { root: 'dist-shown' } } },
            hidden: { output: { distPath: { root: 'dist-hidden' } }, performance: { printFileSize: false } },
          },
        },
      });
      const { close } = await rsbuild.build();
      await close();
    } finally {
      logger.override(saved);
    }
    const text = printed.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
    assert.match(text, /File \(shown\)/);
    assert.match(text, /dist-shown\/index\.html/);
    assert.doesNotMatch(text, /File \(hidden\)|dist-hidden/);
    assert.equal(readText(path.join(dir, 'dist-hidden'), 'index.html').includes('<div id="root"></div>'), true);
  });
  test("logLevel 'warn' prints no size table either (nothing at all for a successful build)", async () => {
    const dir = makeProject({ 'src/index.js': "console.log('quiet');\n" }, 'glossary-size-warn');
    const { createRsbuild } = await rsbuildCore();
    const printed: string[] = [];
    const saved = { log: console.log, warn: console.warn, error: console.error, info: console.info };
    console.log = console.warn = console.error = console.info = (...args: unknown[]) => void printed.push(args.join(' '));
    try {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'warn', mode: 'production' } });
      const { close } = await rsbuild.build();
      await close();
    } finally {
      Object.assign(console, saved);
    }
    assert.deepEqual(printed, []);
    assert.ok(listFiles(path.join(dir, 'dist')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
  });
  test('page text: the Bundle entry says performance.printFileSize: false, and logLevel warn, turn the table off', () => {
    assert.ok(pageText('guide/start/glossary', 'en').includes("Setting [`performance.printFileSize`](/config/performance/print-file-size) to `false` turns the table off, and so does a [`logLevel`](/config/log-level) of `'warn'` or stricter."));
    assert.ok(pageText('guide/start/glossary', 'zh').includes("将 [`performance.printFileSize`](/config/performance/print-file-size) 设为 `false` 即可关闭这张表；把 [`logLevel`](/config/log-level) 设为 `'warn'` 或更严格的级别，同样不会输出这张表。"))
  });
});

describe('Glossary › links to the options', () => {
  test('page text: Code splitting links performance.chunkSplit and Module federation links moduleFederation.options, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/start/glossary', lang);
      assert.ok(text.includes('[`performance.chunkSplit`](/config/performance/chunk-split)'), lang);
      assert.ok(text.includes('[`moduleFederation.options`](/config/module-federation/options)'), lang);
    }
  });
});

describe('Glossary › Chunk', () => {
  test('a dynamic import() becomes an async chunk in static/js/async/', () => {
    assert.ok(listFiles(dist).some((file) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(file)));
  });

  test('node: the async chunk sits next to the entry at the root of the output folder; web-worker: no async chunk, the import is bundled into the worker file', async () => {
    const { files, errors } = await downgradeBuild();
    assert.deepEqual(errors, []);
    assert.ok(files.web.includes('static/js/async/src_later_js.js'), files.web.join(', '));
    assert.deepEqual(files.node, ['index.js', 'src_later_js.js']);
    assert.deepEqual(files.worker, ['robots.txt', 'static/js/index.js']);
  });

  test('splitting rules only for web: node and web-worker builds turn splitChunks off', () => {
    assert.deepEqual(production.rspack.web.cacheGroups, ['lib-axios']);
    assert.equal(production.rspack.node.splitChunks, false);
    assert.equal(production.rspack.worker.splitChunks, false);
  });

  test('split chunk groups: lib-axios with the core alone, lib-react with the React plugin', async () => {
    assert.deepEqual(production.rspack.web.cacheGroups, ['lib-axios']);
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const withReact = await inspect({ mode: 'production', plugins: [pluginReact()] });
    assert.ok(withReact.rspack.web.cacheGroups.includes('lib-react'), withReact.rspack.web.cacheGroups.join(', '));
  });
});

describe('Glossary › Tree shaking', () => {
  test('an export nothing imports is dropped from the production output', () => {
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /used-export/);
    assert.doesNotMatch(js, /unused-export/);
  });

  test('"sideEffects": false lets Rspack skip a file nothing uses; without it the file stays', () => {
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /pure-a-export/);
    assert.doesNotMatch(js, /pure-b-side-effect/);
    assert.match(js, /flagless-b-side-effect/);
  });
});

describe('Glossary › Source map', () => {
  test('CSS source maps are off, and production JS has none', () => {
    assert.equal(normalized.output.sourceMap.css, false);
    assert.ok(!listFiles(dist).some((file) => file.endsWith('.map')));
  });

  test('JavaScript: cheap-module-source-map in development, none in production', () => {
    assert.equal(development.rspack.web.devtool, 'cheap-module-source-map');
    assert.equal(production.rspack.web.devtool, false);
  });

  test("JavaScript: mode 'none' gets cheap-module-source-map too", async () => {
    assert.equal((await inspect({ mode: 'none' })).rspack.web.devtool, 'cheap-module-source-map');
  });
});

describe('Glossary › Live reload', () => {
  // The dev client shipped with 1.7.6 (read, not run in a browser): it reloads the page when an
  // update fails or HMR is not available, and only when dev.liveReload is on.
  test('the dev client reloads when an update fails or HMR is off, if liveReload is on', () => {
    const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
    assert.match(client, /if \(err\) logger\.error\('\[rsbuild\] HMR update failed, performing full reload:', err\);\s*reloadPage\(\);/);
    assert.match(client, /if \(import\.meta\.webpackHot\) \{[\s\S]*?return;\s*\}\s*reloadPage\(\);/);
    assert.match(client, /function reloadPage\(\) \{\s*if \(liveReload\) window\.location\.reload\(\);/);
  });  test("HMR is off in a dev server outside development mode: no HotModuleReplacementPlugin with mode 'production' or with NODE_ENV=production", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "console.log('modes');\n" }, 'glossary-hmr-modes');
    const count = (nodeEnv: string, mode?: 'production') =>
      withNodeEnv(nodeEnv, async () => {
        const rsbuild = await createRsbuild({ cwd, rsbuildConfig: mode ? { mode, logLevel: 'silent' } : { logLevel: 'silent' } });
        const [web] = await rsbuild.initConfigs({ action: 'dev' });
        return (web.plugins ?? []).filter((item: any) => item?.constructor?.name === 'HotModuleReplacementPlugin').length;
      });
    assert.deepEqual([await count('development'), await count('development', 'production'), await count('production')], [1, 0, 0]);
  });
});

describe('Glossary › HMR', () => {
  test('the WebSocket announces a rebuild (its hash); the page then fetches the update with webpackHot.check', () => {
    const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
    assert.match(client, /new WebSocket\(/);
    assert.match(client, /case 'hash':\s*lastHash = message\.data;/);
    assert.match(client, /import\.meta\.webpackHot\.check\(true\)\.then\(/);
  });

  test('HMR and live reload are on by default', () => {
    assert.equal(normalized.dev.hmr, true);
    assert.equal(normalized.dev.liveReload, true);
  });
});

describe('Glossary › Rspack', () => {
  test('@rsbuild/core re-exports Rspack 1.7 as rspack', () => {
    assert.match(rspackVersion, /^1\.7\.\d+$/);
  });

  test('@rsbuild/core 1.7.6 depends on @rspack/core ~1.7.10', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.7.6');
    assert.equal(pkg.dependencies['@rspack/core'], '~1.7.10');
  });
});

describe('Glossary › Browserslist', () => {
  test('defaults: chrome >= 87, edge >= 88, firefox >= 78, safari >= 14 for web and web-worker; node >= 16 for node', () => {
    assert.deepEqual(production.environments.web.browserslist, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
    assert.deepEqual(production.environments.worker.browserslist, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
    assert.deepEqual(production.environments.node.browserslist, ['node >= 16']);
  });

  test('passed to SWC and Lightning CSS as their targets', () => {
    const list = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];
    assert.deepEqual(production.rspack.web.loaderOptions(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/, 'swc-loader').env.targets, list);
    assert.deepEqual(production.rspack.web.loaderOptions(/\.css$/, 'lightningcss-loader').targets, list);
  });

  test("the exception: with a web environment beside it, a node build's Lightning CSS gets the web list; alone, node >= 16", async () => {
    const web = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];
    assert.deepEqual(production.rspack.node.loaderOptions(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/, 'swc-loader').env.targets, ['node >= 16']);
    // In a node build only the ?inline rule has the loader (see Lightning CSS below).
    assert.deepEqual(production.rspack.node.loaderOptions(/\.css$/, 'lightningcss-loader').targets, web);
    const alone = await inspect({ mode: 'production', output: { target: 'node' } });
    assert.deepEqual(alone.rspack.node.loaderOptions(/\.css$/, 'lightningcss-loader').targets, ['node >= 16']);
  });

  test('read from .browserslistrc or the browserslist field of package.json for web and web-worker; node ignores them', async () => {
    const [fromRc, fromPackage] = await Promise.all([
      inspect({}, makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n' }, 'glossary-browserslistrc')),
      inspect({}, makeProject({ 'src/index.js': '', 'package.json': '{"browserslist":["firefox >= 115"]}' }, 'glossary-browserslist-pkg')),
    ]);
    assert.deepEqual(fromRc.environments.web.browserslist, ['chrome >= 100']);
    const targets = await inspect({ environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } }, makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 100\n' }, 'glossary-browserslist-targets'));
    assert.deepEqual(targets.environments.worker.browserslist, ['chrome >= 100']);
    assert.deepEqual(targets.environments.node.browserslist, ['node >= 16']);
    assert.deepEqual(fromPackage.environments.web.browserslist, ['firefox >= 115']);
  });

  test('also read from a file named browserslist (no dot), and from a parent folder of the project root', async () => {
    const parent = makeProject({ '.browserslistrc': 'safari >= 16\n', 'app/src/index.js': '' }, 'glossary-browserslist-parent');
    const [plainFile, fromParent] = await Promise.all([
      inspect({}, makeProject({ 'src/index.js': '', browserslist: 'chrome >= 101\n' }, 'glossary-browserslist-file')),
      inspect({}, path.join(parent, 'app')),
    ]);
    assert.deepEqual(plainFile.environments.web.browserslist, ['chrome >= 101']);
    assert.deepEqual(fromParent.environments.web.browserslist, ['safari >= 16']);
  });
});

describe('Glossary › Code splitting', () => {
  test("performance.chunkSplit defaults to 'split-by-experience'", () => {
    assert.equal(normalized.performance.chunkSplit.strategy, 'split-by-experience');
  });
});

describe('Glossary › CSR', () => {
  test('the default page has <div id="root"></div>, from html.mountId', () => {
    assert.equal(normalized.html.mountId, 'root');
    assert.match(readText(dist, 'index.html'), /<body><div id="root"><\/div><\/body>/);
  });
});

describe('Glossary › CSS Modules', () => {
  test('*.module.css class names are exported in camelCase: .card-title is read as cardTitle', () => {
    assert.equal(normalized.output.cssModules.exportLocalsConvention, 'camelCase');
    // card.cardTitle is replaced by the generated name at build time.
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /"used-export","card-title-[\w-]{6}"\)/);
  });

  test("*.modules.css is a CSS Module too, and each class is exported both as written and in camelCase: list['item-row'], list.itemRow and card['card-title'] all resolve", () => {
    // Each property read is replaced by the generated class name at build time; a missing one would be undefined.
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /console\.log\("item-row-([\w-]{6})","item-row-\1","card-title-[\w-]{6}"\)/);
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.item-row-[\w-]{6}\{color:green\}/);
  });
});

describe('Glossary › Entry', () => {
  test('the default entry is index, the first of src/index.ts, .js, .tsx, .jsx, .mts, .cts, .mjs, .cjs; each entry gets an HTML page', async () => {
    const { createRsbuild } = await rsbuildCore();
    const entryOf = async (files: string[]) => {
    const dir = makeProject(Object.fromEntries(files.map((file) => [`src/index.${file}`, ''])), 'glossary-entry');
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
      await rsbuild.initConfigs();
      return Object.entries(rsbuild.getNormalizedConfig().source.entry ?? {}).map(([name, file]) => `${name}:${path.basename(String(file))}`);
    };
    const order = ['ts', 'js', 'tsx', 'jsx', 'mts', 'cts', 'mjs', 'cjs'];
    const results = await Promise.all(order.map((_ext, index) => entryOf(order.slice(index))));
    assert.deepEqual(results, order.map((ext) => [`index:index.${ext}`]));
    assert.deepEqual(production.environments.web.htmlPaths, { index: 'index.html' });
  });
  test('no page for an entry with html: false, and none at all with tools.htmlPlugin: false', async () => {
    const { createRsbuild } = await rsbuildCore();
    const htmlPaths: Record<string, Record<string, string>> = {};
    const rsbuild = await createRsbuild({
      cwd: projectDir,
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [{ name: 'behaviour:html-paths', setup: (api: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPluginAPI) => api.modifyRspackConfig((_config, { environment }) => void (htmlPaths[environment.name] = environment.htmlPaths)) }],
        environments: {
          partial: { source: { entry: { index: './src/index.js', shared: { import: './src/lazy.js', html: false } } } },
          off: { tools: { htmlPlugin: false } },
        },
      },
    });
    const [partial, off] = await rsbuild.initConfigs();
    // The pages Rsbuild writes for each environment, and the HTML plugins it adds to Rspack.
    assert.deepEqual(htmlPaths, { partial: { index: 'index.html' }, off: {} });
    const pages = (config: typeof partial) => (config.plugins ?? []).filter((item) => (item as { constructor?: { name?: string } })?.constructor?.name === 'HtmlRspackPlugin').map((item) => (item as unknown as { options: { filename: string } }).options.filename);
    assert.deepEqual([pages(partial), pages(off)], [['index.html'], []]);
    assert.ok(pageText('guide/start/glossary', 'en').includes('an entry also gets its own HTML page, unless it sets `html: false` in the object form of `source.entry` or `tools.htmlPlugin` is `false`.'));
    assert.ok(pageText('guide/start/glossary', 'zh').includes('以对象形式书写并设置了 `html: false` 的入口除外，`tools.htmlPlugin` 为 `false` 时则所有入口都不生成页面。'));
  });
});

describe('Glossary › Environment', () => {
  test('without environments, one environment named after output.target: web, node, webWorker', async () => {
    const names = await Promise.all((['web', 'node', 'web-worker'] as const).map(async (target) => Object.keys((await inspect({ output: { target } })).environments)));
    assert.deepEqual(names, [['web'], ['node'], ['webWorker']]);
    assert.deepEqual(Object.keys(development.environments), ['web']);
  });

  test('each environment gets its own Rspack configuration', () => {
    assert.deepEqual(Object.keys(production.rspack), ['web', 'node', 'worker']);
  });
});

describe('Glossary › Lightning CSS', () => {
  test('builtin:lightningcss-loader on web stylesheets and on ?inline imports in every build, not on plain imports in web-worker and node builds; the minimizer in production', () => {
    assert.deepEqual(production.rspack.web.loaders(/\.css$/).slice(0, 3), ['cssExtractLoader.js', 'css-loader', 'builtin:lightningcss-loader']);
    // web-worker (like node) emits no CSS: a plain import is ignored without Lightning CSS; ?inline gets it everywhere.
    const worker = production.rspack.worker.ruleLoaders(/\.css$/);
    const node = production.rspack.node.ruleLoaders(/\.css$/);
    for (const rules of [worker, node]) {
      const plain = rules.find((rule) => rule.loaders.includes('ignoreCssLoader.mjs'));
      assert.ok(plain && !plain.loaders.includes('builtin:lightningcss-loader'), JSON.stringify(rules));
      const inline = rules.find((rule) => !rule.query.includes('not') && /inline/.test(rule.query));
      assert.ok(inline?.loaders.includes('builtin:lightningcss-loader'), JSON.stringify(rules));
    }
    for (const rule of production.rspack.web.ruleLoaders(/\.css$/).filter((rule) => rule.query.includes('not') || !/raw/.test(rule.query))) assert.ok(rule.loaders.includes('builtin:lightningcss-loader'), JSON.stringify(rule));
    assert.ok(production.rspack.web.minimizers.includes('LightningCssMinimizerRspackPlugin'));
  });
  test('with output.emitCss true, node and web-worker builds extract CSS and run Lightning CSS on plain imports', async () => {
    const emitting = await inspect({ mode: 'production', output: { emitCss: true }, environments: { node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } });
    for (const name of ['node', 'worker']) {
      assert.deepEqual(emitting.rspack[name].loaders(/\.css$/).slice(0, 3), ['cssExtractLoader.js', 'css-loader', 'builtin:lightningcss-loader'], name);
      assert.ok(emitting.rspack[name].plugins.includes('CssExtractRspackPlugin'), name);
    }
  });
});

describe('Glossary › Loader', () => {
  test('builtin:swc-loader handles scripts; css-loader and builtin:lightningcss-loader handle stylesheets', () => {
    assert.ok(production.rspack.web.loaders(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/).includes('builtin:swc-loader'));
    assert.ok(production.rspack.web.loaders(/\.css$/).includes('css-loader'));
  });
});

describe('Glossary › Polyfill', () => {
  test("output.polyfill defaults to 'off'", () => {
    assert.equal(normalized.output.polyfill, 'off');
  });

  test("with output.polyfill 'usage', SWC injects core-js for web and web-worker builds against their list; a node build gets no polyfill mode; web splits lib-polyfill; overrideBrowserslist applies to node too", async () => {
    const list = ['chrome >= 120'];
    const js = /\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/;
    const polyfilled = await inspect({ mode: 'production', output: { polyfill: 'usage', overrideBrowserslist: list }, environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } });
    for (const name of ['web', 'worker']) {
      const env = polyfilled.rspack[name].loaderOptions(js, 'swc-loader').env;
      assert.deepEqual([env.mode, env.targets], ['usage', list], name);
      assert.match(env.coreJs, /^3\.\d+$/, name);
    }
    assert.deepEqual(polyfilled.rspack.node.loaderOptions(js, 'swc-loader').env, { targets: list });
    assert.deepEqual(polyfilled.rspack.web.cacheGroups, ['lib-axios', 'lib-polyfill']);
    const polyfillGroup = (polyfilled.rspack.web.splitChunks as { cacheGroups: Record<string, { test: RegExp }> }).cacheGroups['lib-polyfill'];
    assert.equal(String(polyfillGroup.test), String(/node_modules[\\/](?:tslib|core-js|@swc[\\/]helpers)[\\/]/));
  });
});

describe('Glossary › Polyfill (node builds)', () => {
  test("a node build gets no core-js with output.polyfill 'entry' or 'usage'; a web build with 'usage' does, in a lib-polyfill chunk", async () => {
    const dir = makeProject({ 'src/index.js': 'const { promise, resolve } = Promise.withResolvers();\nresolve([1, 2].at(-1));\npromise.then(console.log);\n' }, 'glossary-polyfill-node');
    const environments = {
      web: { output: { polyfill: 'usage' as const } },
      nodeEntry: { output: { target: 'node' as const, polyfill: 'entry' as const, distPath: { root: 'dist-node-entry' } } },
      nodeUsage: { output: { target: 'node' as const, polyfill: 'usage' as const, distPath: { root: 'dist-node-usage' } } },
    };
    const built = await buildProject(dir, { mode: 'development', output: { sourceMap: { js: false } }, environments });
    assert.deepEqual(built.errors, []);
    const scripts = (root: string) => listFiles(path.join(dir, root)).filter((file) => file.endsWith('.js')).map((file) => readText(path.join(dir, root), file)).join('\n');
    assert.match(scripts('dist'), /node_modules\/core-js\/modules\/es\.promise\.with-resolvers\.js/);
    // The web build's polyfills sit in their own chunk, lib-polyfill.
    assert.ok(listFiles(path.join(dir, 'dist')).includes('static/js/lib-polyfill.js'), listFiles(path.join(dir, 'dist')).join(', '));
    assert.match(readText(path.join(dir, 'dist'), 'static/js/lib-polyfill.js'), /es\.promise\.with-resolvers/);
    for (const root of ['dist-node-entry', 'dist-node-usage']) assert.doesNotMatch(scripts(root), /core-js/, root);
  });
});

describe('Glossary › Public directory', () => {
  test('public/ files are copied unchanged to the root of dist by rsbuild build', () => {
    assert.equal(readText(dist, 'robots.txt'), 'User-agent: *\n');
  });

  test('a node build gets no copy; web and web-worker builds do', async () => {
    const { files } = await downgradeBuild();
    assert.ok(files.web.includes('robots.txt'));
    assert.ok(files.worker.includes('robots.txt'));
    assert.ok(!files.node.includes('robots.txt'), files.node.join(', '));
  });

  test('the dev server serves them from the site root, unchanged', async () => {
    const dir = makeProject({ 'src/index.js': '', 'public/robots.txt': 'User-agent: *\n' }, 'glossary-public-dev');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort() } } });
    const { server, port } = await rsbuild.startDevServer();
    try {
      const response = await fetch(`http://localhost:${port}/robots.txt`);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'User-agent: *\n');
    } finally {
      await server.close();
    }
  });

  test("with server.base: '/app', the dev and preview servers serve them under /app: /app/robots.txt answers 200, /robots.txt 404", async () => {
    const dir = makeProject({ 'src/index.js': '', 'public/robots.txt': 'User-agent: *\n' }, 'glossary-public-base');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { base: '/app', port: await freePort() } } });
    const statuses = async (port: number) => {
      const underBase = await fetch(`http://localhost:${port}/app/robots.txt`);
      const atRoot = await fetch(`http://localhost:${port}/robots.txt`);
      return { underBase: underBase.status, body: await underBase.text(), atRoot: atRoot.status };
    };
    const dev = await rsbuild.startDevServer();
    try {
      assert.deepEqual(await statuses(dev.port), { underBase: 200, body: 'User-agent: *\n', atRoot: 404 });
    } finally {
      await dev.server.close();
    }
    await rsbuild.build();
    const preview = await rsbuild.preview({ checkDistDir: true });
    try {
      assert.deepEqual(await statuses(preview.port), { underBase: 200, body: 'User-agent: *\n', atRoot: 404 });
    } finally {
      await preview.server.close();
    }
  });

  test('the preview server serves them from the site root', async () => {
    // Requests go to the port the server prints: Rsbuild moves on to the next free port when the
    // one asked for is taken by then.
    const preview = startCli(projectDir, ['preview', '--port', String(await freePort()), '--host', 'localhost'], /Local:\s+http:\/\/localhost:\d+/);
    try {
      await preview.started;
      const port = preview.port();
      const response = await fetch(`http://localhost:${port}/robots.txt`);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'User-agent: *\n');
    } finally {
      await preview.stop();
    }
  });
});

describe('Glossary › Rsbuild', () => {
  test('@rsbuild/core provides the rsbuild command and reads rsbuild.config.mjs', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.deepEqual(pkg.bin, { rsbuild: './bin/rsbuild.js' });
    assert.match(readText(dist, 'index.html'), /<title>from-rsbuild-config-mjs<\/title>/);
  });
});

describe('Glossary › SWC', () => {
  test('the SWC minimizer compresses JavaScript in production builds', () => {
    assert.ok(production.rspack.web.minimizers.includes('SwcJsMinimizerRspackPlugin'));
  });
  test('the loader strips TypeScript types and compiles decorators: the node build of a decorated TypeScript class runs in Node.js', async () => {
    // A TypeScript class with a decorator of the 2022-03 proposal (Rsbuild's default version).
    const dir = makeProject(
      {
        'package.json': '{"type":"commonjs"}',
        'src/index.ts': "function logged(value: () => string, context: ClassMethodDecoratorContext) {\n  return function (this: unknown) {\n    return `decorated ${String(context.name)}: ${value.call(this)}`;\n  };\n}\nclass Greeter {\n  @logged hello(): string {\n    return 'hi';\n  }\n}\nconsole.log(new Greeter().hello());\n",
      },
      'glossary-decorators',
    );
    const built = await buildProject(dir, { output: { target: 'node' } });
    assert.deepEqual(built.errors, []);
    assert.doesNotMatch(readText(path.join(dir, 'dist'), 'index.js'), /@logged|ClassMethodDecoratorContext/);
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(dir, 'dist/index.js')], { cwd: dir });
    assert.match(stdout, /^decorated hello: hi$/m);
  });
});

// One build of two environments proves Syntax downgrade, Target and the gzip column of Bundle.
let downgrade: Promise<{ errors: string[]; web: string; server: string; gzipTotals: Record<string, number>; files: Record<'web' | 'node' | 'worker', string[]> }> | undefined;
const downgradeBuild = () =>
  (downgrade ??= (async () => {
    const staticBlock = (name: string) => `export class ${name} { static { globalThis.${name} = 1; } }\n`;
    const dir = makeProject(
      {
        'src/node_modules/modern-pkg/package.json': '{"name":"modern-pkg","main":"index.js"}',
        'src/node_modules/modern-pkg/index.js': staticBlock('FromPackage'),
        'src/node_modules/modern-pkg/extra.mjs': staticBlock('FromMjs'),
        'src/node_modules/modern-pkg/extra.cjs': staticBlock('FromCjs').replace('export ', '') + 'module.exports = { FromCjs };\n',
        'src/node_modules/modern-pkg/component.jsx': staticBlock('FromJsx'),
        'src/node_modules/modern-pkg/typed.ts': staticBlock('FromTs'),
        'src/node_modules/dual-pkg/package.json': '{"name":"dual-pkg","main":"main.js","browser":"browser.js"}',
        'src/node_modules/dual-pkg/main.js': "export const side = 'dual-main';\n",
        'src/node_modules/dual-pkg/browser.js': "export const side = 'dual-browser';\n",
        'src/own.js': staticBlock('FromSource'),
        'src/index.js': "import { FromPackage } from 'modern-pkg';\nimport { FromMjs } from 'modern-pkg/extra.mjs';\nimport { FromCjs } from 'modern-pkg/extra.cjs';\nimport { FromJsx } from 'modern-pkg/component.jsx';\nimport { FromTs } from 'modern-pkg/typed.ts';\nimport { FromSource } from './own';\nimport { side } from 'dual-pkg';\nconsole.log(FromPackage, FromMjs, FromCjs, FromJsx, FromTs, FromSource, side);\nimport('./later');\n",
        // A second output file: with one file only, the size table prints no total line.
        'src/later.js': "export const later = 1;\n",
        'package.json': '{"type":"commonjs"}',
        'public/robots.txt': 'User-agent: *\n',
      },
      'glossary-downgrade',
    );
    // The size table's total line, handed to a function: its gzip total is 0 when no file got a gzip size.
    const gzipTotals: Record<string, number> = {};
    const total = ({ environmentName, totalGzipSize }: { environmentName: string; totalGzipSize: number }) => {
      gzipTotals[environmentName] = totalGzipSize;
      return '';
    };
    // Each environment writes to a folder of its own, none inside another (public/ is copied once into nested ones).
    const built = await buildProject(dir, {
      mode: 'development',
      output: { sourceMap: { js: false } },
      performance: { printFileSize: { total } },
      environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'build-server' } } }, worker: { output: { target: 'web-worker', distPath: { root: 'build-worker' } } } },
    });
    const files = { web: listFiles(path.join(dir, 'dist')), node: listFiles(path.join(dir, 'build-server')), worker: listFiles(path.join(dir, 'build-worker')) };
    return { errors: built.errors, web: readText(path.join(dir, 'dist'), 'static/js/index.js'), server: readText(path.join(dir, 'build-server'), 'index.js'), gzipTotals, files };
  })());

describe('Glossary › Syntax downgrade', () => {
  test("in development mode for web, the JavaScript rule also includes @rsbuild/core/dist, where the dev client's hmr.js lives; not in production or for node", async () => {
    const { createRsbuild } = await rsbuildCore();
    const jsInclude = async (config: RsbuildConfig) => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'glossary-js-rule'), rsbuildConfig: { logLevel: 'silent', ...config } });
      const [c] = await rsbuild.initConfigs();
      const rule = (c.module!.rules as any[]).find((r) => r && String(r.test) === String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/));
      return (rule.include as unknown[]).filter((condition): condition is RegExp => condition instanceof RegExp);
    };
    const client = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js');
    const dev = await jsInclude({ mode: 'development' });
    assert.ok(dev.some((condition) => String(condition) === String(/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/) && condition.test(client)), dev.join(' '));
    for (const config of [{ mode: 'production' }, { mode: 'development', output: { target: 'node' } }] as RsbuildConfig[]) {
      assert.ok(!(await jsInclude(config)).some((condition) => condition.test(client)));
    }
  });

  test('SWC lowers syntax in src/ but not a .js file in node_modules', async () => {
    const { errors, web } = await downgradeBuild();
    assert.deepEqual(errors, []);
    assert.ok(web.includes('class FromSource'));
    assert.ok(web.includes('class FromSource {\n}\nglobalThis.FromSource = 1;'), web.slice(web.indexOf('class FromSource'), web.indexOf('class FromSource') + 120));
    assert.match(web, /class FromPackage \{ static \{ globalThis\.FromPackage = 1; \} \}/);
  });

  test('a plain .js file outside the project root (a sibling package) is lowered too', async () => {
    const dir = makeProject(
      {
        'shared/sibling.js': 'export class FromSibling { static { globalThis.FromSibling = 1; } }\n',
        'app/src/index.js': "import { FromSibling } from '../../shared/sibling.js';\nconsole.log(FromSibling);\n",
      },
      'glossary-outside-root',
    );
    const root = path.join(dir, 'app');
    const built = await buildProject(root, { mode: 'development', output: { sourceMap: { js: false } } });
    assert.deepEqual(built.errors, []);
    const web = readText(path.join(root, 'dist'), 'static/js/index.js');
    const at = web.indexOf('class FromSibling');
    assert.ok(web.includes('class FromSibling {\n}\nglobalThis.FromSibling = 1;'), web.slice(at, at + 120));
  });

  test('a .js file in node_modules is lowered once source.include names its package', async () => {
    const dir = makeProject(
      {
        'src/node_modules/included-pkg/package.json': '{"name":"included-pkg","main":"index.js"}',
        'src/node_modules/included-pkg/index.js': 'export class FromIncluded { static { globalThis.FromIncluded = 1; } }\n',
        'src/index.js': "import { FromIncluded } from 'included-pkg';\nconsole.log(FromIncluded);\n",
      },
      'glossary-source-include',
    );
    const built = await buildProject(dir, { mode: 'development', output: { sourceMap: { js: false } }, source: { include: [/[\\/]node_modules[\\/]included-pkg[\\/]/] } });
    assert.deepEqual(built.errors, []);
    const web = readText(path.join(dir, 'dist'), 'static/js/index.js');
    const at = web.indexOf('class FromIncluded');
    assert.ok(web.includes('class FromIncluded {\n}\nglobalThis.FromIncluded = 1;'), web.slice(at, at + 120));
  });

  test('.mjs and .cjs files in node_modules are left as written; .jsx and TypeScript files there are lowered', async () => {
    const { web } = await downgradeBuild();
    assert.match(web, /class FromMjs \{ static \{ globalThis\.FromMjs = 1; \} \}/);
    assert.match(web, /class FromCjs \{ static \{ globalThis\.FromCjs = 1; \} \}/);
    for (const name of ['FromJsx', 'FromTs']) {
      const at = web.indexOf(`class ${name}`);
      assert.ok(web.includes(`class ${name} {\n}\nglobalThis.${name} = 1;`), web.slice(at, at + 120));
    }
  });
});

describe('Glossary › Target', () => {
  test('package entry fields: node resolves main where web takes browser', async () => {
    const { web, server } = await downgradeBuild();
    assert.match(web, /dual-browser/);
    assert.match(server, /dual-main/);
  });

  test('HTML pages only for web; web-worker and node builds have none', () => {
    assert.ok(production.rspack.web.plugins.includes('HtmlRspackPlugin'));
    assert.ok(!production.rspack.node.plugins.includes('HtmlRspackPlugin'));
    assert.ok(!production.rspack.worker.plugins.includes('HtmlRspackPlugin'));
    assert.deepEqual(production.environments.node.htmlPaths, {});
  });
});

// In a browser: a CSS edit under the default dev server (development mode) is applied in place,
// while a dev server started with mode 'production' has no HMR and reloads the page on an edit.
// The page's state is a property set on window after load; a reload loses it.
describe('Glossary › HMR and Live reload in the browser', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  /** Starts a dev server of `dir` in this process, opens it, marks the page's state and returns what a test needs. */
  async function open(dir: string, mode: 'development' | 'production') {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode, logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
    const { server, port } = await rsbuild.startDevServer();
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(() => document.body.textContent?.includes('v1'), undefined, { timeout: 60_000 });
    await page.evaluate(() => Object.assign(window, { pageState: 'kept' }));
    // Reads the page, or undefined while it is navigating (a reload destroys the context).
    const read = () => page.evaluate(() => ({ text: document.body.textContent, color: getComputedStyle(document.body).color, state: (window as { pageState?: string }).pageState })).catch(() => undefined);
    return { page, read, close: async () => { await page.close(); await server.close(); } };
  }

  test('HMR: in development, a CSS edit applies without a reload, and the page keeps its state', async () => {
    await withNodeEnv('development', async () => {
      const dir = makeProject({ 'src/index.js': "import './style.css';\ndocument.body.append('v1');\n", 'src/style.css': 'body { color: rgb(1, 2, 3); }\n' }, 'glossary-hmr-css');
      const { read, close } = await open(dir, 'development');
      try {
        assert.equal((await read())?.color, 'rgb(1, 2, 3)');
        writeProjectFiles(dir, { 'src/style.css': 'body { color: rgb(4, 5, 6); }\n' });
        const after = await waitFor('the new color', async () => { const now = await read(); return now?.color === 'rgb(4, 5, 6)' ? now : undefined; }, 90_000);
        assert.ok(after);
        assert.equal(after.state, 'kept');
      } finally {
        await close();
      }
    });
  });

  test("Live reload: a dev server with mode 'production' has no HMR, so an edit reloads the page and its state is gone", async () => {
    await withNodeEnv('development', async () => {
      const dir = makeProject({ 'src/index.js': "document.body.append('v1');\n" }, 'glossary-live-reload-production');
      const { read, close } = await open(dir, 'production');
      try {
        writeProjectFiles(dir, { 'src/index.js': "document.body.append('v2');\n" });
        const after = await waitFor('the edited page', async () => { const now = await read(); return now?.text?.includes('v2') ? now : undefined; }, 90_000);
        assert.ok(after);
        assert.equal(after.state, undefined);
        assert.equal(after.text, 'v2');
      } finally {
        await close();
      }
    });
  });
});

describe('Glossary › Module federation and Plugin', () => {
  test('moduleFederation.options is an Rsbuild option; an Rsbuild plugin is an object with a name and setup(api)', () => {
    const federation: RsbuildConfig = { moduleFederation: { options: { name: 'host', remotes: { remote: 'remote@http://localhost:3001/mf-manifest.json' }, shared: ['react'] } } };
    const rsbuildPlugin: RsbuildPlugin = { name: 'my-plugin', setup(api) { api.modifyRsbuildConfig((config) => config); } };
    assert.deepEqual([Object.keys(federation.moduleFederation!), Object.keys(rsbuildPlugin)], [['options'], ['name', 'setup']]);
  });
});
