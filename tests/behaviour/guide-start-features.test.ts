// guide/start/features: the defaults the page names (port, host, targets, source maps, splitting,
// PostCSS), CSS and env behaviour of a build, and the debugging switches.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import vm from 'node:vm';
import ts from 'typescript';
import http from 'node:http';
import { buildProject, freePort, pageSamples, pageText, routeBuiltDist, waitFor, typeCheckProject, listFiles, makeProject, outputFile, plugin, readText, rsbuildCore, runCli, startCli, type BuildResult, type CliResult, withEnv, withNodeEnv, withoutInstalledPackages, withTakenPort, launchChromium } from './harness';
import { probeTypeCheck, type TypeCheckProbe } from './type-check-probe';

const configDir = makeProject({ 'src/index.js': "console.log('config');\n" }, 'features-config');
const appDir = makeProject(
  {
    'src/card.module.css': '.card-title { color: red; }\n',
    'src/plain.css': '.plain { color: blue; }\n',
    'src/small.png': 'x'.repeat(4096),
    'src/large.png': 'x'.repeat(4097),
    'src/small.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'src/large.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(160)}</svg>`,
    'src/large.woff2': 'f'.repeat(4097),
    'src/large.mp4': 'm'.repeat(4097),
    'public/robots.txt': 'User-agent: *\n',
    // Lightning CSS's prefixing and nesting; a TypeScript file inside node_modules.
    // A module with an export nothing imports, for tree shaking.
    // JSX in a .tsx file builds without a framework plugin.
    'src/element.tsx': 'export const makeElement = () => <b>tsx-jsx</b>;\n',
    'src/util.js': "export const used = 'used-export-marker';\nexport const unused = () => 'unused-export-marker';\n",
    'src/modern.css': '.box {\n  user-select: none;\n  .inner {\n    color: red;\n  }\n}\n',
    'src/node_modules/ts-dep/package.json': JSON.stringify({ name: 'ts-dep', main: 'index.ts' }),
    'src/node_modules/ts-dep/index.ts': "export const tsDep: string = 'ts-dep-compiled';\n",
    // Read by `rsbuild preview` only (buildProject passes its own config).
    'rsbuild.config.mjs': "export default { server: { headers: { 'X-Features': 'preview' }, proxy: { '/api': 'http://127.0.0.1:' + process.env.BACKEND_PORT } } };\n",
    'src/index.js': [
      "import styles from './card.module.css';",
      "import './plain.css';",
      "import './modern.css';",
      "import { tsDep } from 'ts-dep';",
      "import { used } from './util.js';",
      "import { makeElement } from './element.tsx';",
      'globalThis.makeElement = makeElement;',
      "import inlineCss from './plain.css?inline';",
      "import rawCss from './plain.css?raw';",
      "import small from './small.png';",
      "import large from './large.png';",
      "import smallUrl from './small.png?url';",
      "import largeInline from './large.png?inline';",
      "import smallRaw from './small.png?raw';",
      "import smallSvg from './small.svg';",
      "import largeSvg from './large.svg';",
      "import largeFont from './large.woff2';",
      "import largeMedia from './large.mp4';",
      'const env = import.meta.env;',
      'console.log(JSON.stringify({ used, tsDep, cardTitle: styles.cardTitle, inlineCss, rawCss, MODE: env.MODE, DEV: env.DEV, PROD: env.PROD, BASE_URL: env.BASE_URL, ASSET_PREFIX: env.ASSET_PREFIX, small, large, smallUrl, largeInline, smallRaw, smallSvg, largeSvg, largeFont, largeMedia }));',
      '',
    ].join('\n'),
  },
  'features-app',
);
// public/ in a project built only for Node.js.
// A stylesheet and a CSS Module imported in a node build.
const nodePublicDir = makeProject(
  {
    'src/index.js': "import './plain.css';\nimport styles from './card.module.css';\nconsole.log('node', styles.cardTitle);\n",
    'src/plain.css': '.plain { color: blue; }\n',
    'src/card.module.css': '.card-title { color: red; }\n',
    'public/robots.txt': 'User-agent: *\n',
  },
  'features-node-public',
);
let nodePublic: BuildResult;
// A JSON import, a Web Worker in TypeScript and a legal comment, in one production build.
const extrasDir = makeProject(
  {
    'src/index.js': [
      '/*! features-legal-comment */',
      "import data from './data.json';",
      "globalThis.startWorker = () => new Worker(new URL('./worker.ts', import.meta.url));",
      'console.log(data.name);',
      "import { JsDep } from 'js-dep';",
      'class Own {',
      '  static {',
      "    this.marker = 'own-static-block';",
      '  }',
      '}',
      'globalThis.markers = [JsDep.marker, Own.marker];',
      '',
    ].join('\n'),
    'src/data.json': '{ "name": "json-import-marker" }\n',
    // A class static block (Chrome 94) is newer than the default targets (chrome >= 87).
    'src/node_modules/js-dep/package.json': JSON.stringify({ name: 'js-dep', main: 'index.js' }),
    'src/node_modules/js-dep/index.js': "export class JsDep {\n  static {\n    this.marker = 'dep-static-block';\n  }\n}\n",
    'src/worker.ts': "const count: number = 1;\nself.postMessage('worker-marker-' + count);\n",
  },
  'features-extras',
);
let extras: BuildResult;

const byTarget: Record<string, { splitChunks: boolean; cssLoaders: string[] }> = {};
const jsxDir = makeProject({ 'src/index.jsx': 'const element = <div>hello</div>;\nconsole.log(element);\n' }, 'features-jsx');
// The page's build-timer sample as written (it logs with the logger export of @rsbuild/core, in
// every 1.x release, not api.logger, only since 1.4), loaded by the CLI as rsbuild.config.ts.
const timerConfig = pageSamples('guide/start/features', 'en').find((sample) => sample.includes("name: 'my-app:build-timer'"))!;
const timerDir = makeProject(
  {
    'rsbuild.config.ts': timerConfig,
    '.env': 'PUBLIC_FROM_ENV=env\nSECRET_TOKEN=secret-marker\n',
    '.env.local': 'PUBLIC_FROM_LOCAL=local\n',
    '.env.production': 'PUBLIC_FROM_MODE=mode\n',
    '.env.production.local': 'PUBLIC_FROM_MODE_LOCAL=mode-local\n',
    'src/index.js':
      "console.log(JSON.stringify([import.meta.env.PUBLIC_FROM_ENV, process.env.PUBLIC_FROM_LOCAL, import.meta.env.PUBLIC_FROM_MODE, process.env.PUBLIC_FROM_MODE_LOCAL]));\n",
  },
  'features-timer',
);
// A plugin that taps two build hooks, and a .env file, for the lines of the debug log.
const debugDir = makeProject(
  {
    'rsbuild.config.mjs':
      "export default { plugins: [{ name: 'taps-build-hooks', setup(api) { api.onBeforeBuild(() => {}); api.onAfterBuild(() => {}); } }], environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } } };\n",
    '.env': 'PUBLIC_DEBUG=yes\n',
    'src/index.js': "console.log('debug');\n",
  },
  'features-debug',
);
// A PostCSS config file with one plugin, and one with none.
const postcssDir = makeProject({ 'src/index.js': "import './a.css';\n", 'src/a.css': '.a{}\n', 'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'noop' }] };\n" }, 'features-postcss');
const postcssEmptyDir = makeProject({ 'src/index.js': "import './a.css';\n", 'src/a.css': '.a{}\n', 'postcss.config.cjs': 'module.exports = { plugins: [] };\n' }, 'features-postcss-empty');
// With a PostCSS config that has a plugin, for the loaders of each target's CSS rule.
const browserslistrcDir = makeProject(
  { 'src/index.js': "console.log('targets');\n", '.browserslistrc': 'chrome >= 100\n', 'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'noop' }] };\n" },
  'features-browserslistrc',
);
const doctorDir = withoutInstalledPackages(makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'features-doctor'));

let normalized: {
  server: { port: number; host: string; htmlFallback: unknown };
  performance: { chunkSplit: { strategy: string } };
  output: { sourceMap: { css: unknown }; manifest: unknown; inlineScripts: unknown; inlineStyles: unknown; polyfill: unknown; injectStyles: unknown };
  html: { title: unknown; inject: unknown; scriptLoading: unknown; mountId: unknown };
  source: { decorators: unknown };
};
let devWeb: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.Configuration;
let prodPlugins: Record<'web' | 'node', string[]>;
let federation: Record<'web' | 'node', string[]>;
let reactGroups: Record<string, { name?: unknown; test?: unknown }>;
let preview: { status: number; body: string };
let previewFallback: { status: number; header: string | null; html: boolean };
const browserslist: Record<string, string[]> = {};
const withBrowserslistrc: Record<string, string[]> = {};
let devtool: Record<'development' | 'production', unknown>;
let loaders: string;
let postcssLoader: Record<'configFile' | 'emptyConfigFile' | 'addPlugins' | 'optionsFunction', boolean>;
let app: BuildResult;
let jsx: BuildResult;
let timer: CliResult;
let debug: CliResult;
let doctor: { errors: string[]; output: string };
let values: Record<string, unknown>;
let typeCheck: TypeCheckProbe;
let dotenvDev: CliResult;
const dotenvDir = makeProject({ 'src/index.js': "console.log('dotenv');\n", '.env': 'NODE_ENV=development\n' }, 'features-dotenv-node-env');
// The mode's sources: the config's mode, the CLI's --mode flag, and a NODE_ENV other than production or development.
const modeSource = { 'src/index.js': "// a comment that minification would drop\nconsole.log('mode=' + import.meta.env.MODE);\n" };
const modeConfigDir = makeProject(modeSource, 'features-mode-config');
const modeFlagDir = makeProject(modeSource, 'features-mode-flag');
const modeTestEnvDir = makeProject(modeSource, 'features-mode-test-env');
let modeFlag: CliResult;
// rsbuild inspect --mode production: the config file notes the NODE_ENV it was loaded with.
const inspectDir = makeProject(
  { 'src/index.js': "console.log('inspect');\n", 'rsbuild.config.mjs': 'export default { source: { define: { LOADED_WITH: JSON.stringify(process.env.NODE_ENV) } } };\n' },
  'features-inspect',
);
let inspect: CliResult;
// NODE_ENV=production npx rsbuild inspect: the config file is loaded with production.
const inspectProdDir = makeProject(
  { 'src/index.js': "console.log('inspect');\n", 'rsbuild.config.mjs': 'export default { source: { define: { LOADED_WITH: JSON.stringify(process.env.NODE_ENV) } } };\n' },
  'features-inspect-prod',
);
let inspectProd: CliResult;
// UnoCSS through its PostCSS plugin alone: a postcss.config.mjs, no Rsbuild plugin. The UnoCSS
// config is given inline with the project as cwd, so that its config search and globs stay inside
// the fixture.
const unoDir = makeProject(
  {
    'postcss.config.mjs':
      "import UnoCSS from '@unocss/postcss';\nimport { presetWind3 } from '@unocss/preset-wind3';\nexport default { plugins: [UnoCSS({ cwd: import.meta.dirname, configOrPath: { content: { filesystem: ['./src/**/*.js'] }, presets: [presetWind3()] } })] };\n",
    'src/index.css': '@unocss;\n',
    'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<p class=\"m-4 text-sky-600\">uno</p>';\n",
  },
  'features-unocss',
);
let uno: BuildResult;
// A path alias from tsconfig.json's paths, and a WebAssembly module (add(a, b); every byte is below 0x80).
const wasmPathsDir = makeProject(
  {
    'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@lib/*': ['./src/lib/*'] } } }),
    'src/lib/thing.js': "export const libMarker = 'tsconfig-paths-marker';\n",
    'src/add.wasm': '\x00asm\x01\x00\x00\x00\x01\x07\x01\x60\x02\x7f\x7f\x01\x7f\x03\x02\x01\x00\x07\x07\x01\x03add\x00\x00\x0a\x09\x01\x07\x00\x20\x00\x20\x01\x6a\x0b',
    'src/index.js': "import { add } from './add.wasm';\nimport { libMarker } from '@lib/thing';\nconsole.log(libMarker, add(2, 3));\n",
  },
  'features-wasm-paths',
);
let wasmPaths: BuildResult;

before(async () => {
  [app, jsx, timer, debug, nodePublic, dotenvDev, modeFlag, inspect, extras, inspectProd, uno, wasmPaths] = await Promise.all([
    buildProject(appDir, { output: { sourceMap: { js: 'hidden-source-map' } } }),
    buildProject(jsxDir),
    runCli(timerDir, ['build'], { env: { BUNDLE_ANALYZE: 'true' } }),
    // NODE_ENV preset in the shell: the CLI keeps it, so this `rsbuild build` is a development build.
    runCli(debugDir, ['build', '--environment', 'web'], { env: { DEBUG: 'rsbuild', NODE_ENV: 'development' } }),
    buildProject(nodePublicDir, { output: { target: 'node' } }),
    // NODE_ENV=development in .env replaces the production value the CLI set.
    runCli(dotenvDir, ['build']),
    runCli(modeFlagDir, ['build', '--mode', 'development']),
    runCli(inspectDir, ['inspect', '--mode', 'production']),
    buildProject(extrasDir),
    runCli(inspectProdDir, ['inspect'], { env: { NODE_ENV: 'production' } }),
    buildProject(unoDir),
    buildProject(wasmPathsDir),
  ]);
  // RSDOCTOR is read from this process's environment when the compiler is created (not by the CLI):
  // set for this one build, alone, and put back; what the logger prints is collected.
  doctor = await (async () => {
    const printed: string[] = [];
    const saved = { log: console.log, warn: console.warn, error: console.error };
    console.log = console.warn = console.error = (...args: unknown[]) => void printed.push(args.join(' '));
    try {
      const result = await withEnv('RSDOCTOR', 'true', () => buildProject(doctorDir, { logLevel: 'info' }));
      return { errors: result.errors, output: printed.join('\n').replace(/\x1b\[[0-9;]*m/g, '') };
    } finally {
      Object.assign(console, saved);
    }
  })();
  // Inspected after the builds: creating an instance in development mode sets NODE_ENV for this process.
  const { createRsbuild } = await rsbuildCore();
  const inspectMode = async (mode: 'development' | 'production') => {
    const rsbuild = await createRsbuild({
      cwd: configDir,
      rsbuildConfig: {
        mode,
        logLevel: 'silent',
        environments: { web: {}, node: { output: { target: 'node' } } },
        plugins: [
          {
            name: 'behaviour:browserslist',
            setup(api: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPluginAPI) {
              api.modifyRspackConfig((_config, { environment }) => {
                browserslist[environment.name] = environment.browserslist;
              });
            },
          },
        ],
      },
    });
    const [web, node] = await rsbuild.initConfigs();
    return { rsbuild, web, node };
  };
  const [dev, prod] = await Promise.all([inspectMode('development'), inspectMode('production')]);
  normalized = dev.rsbuild.getNormalizedConfig() as unknown as typeof normalized;
  devtool = { development: dev.web.devtool, production: prod.web.devtool };
  loaders = JSON.stringify(prod.web.module?.rules);
  devWeb = dev.web;
  const pluginNames = (config: { plugins?: unknown[] }) => (config.plugins ?? []).map((item) => (item as { constructor?: { name?: string } })?.constructor?.name ?? '');
  prodPlugins = { web: pluginNames(prod.web), node: pluginNames(prod.node) };
  // Whether postcss-loader is in the CSS rules, for a PostCSS config file and for tools.postcss.
  const usesPostcss = async (cwd: string, tools: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig['tools'] = {}) => {
    const [web] = await (await createRsbuild({ cwd, rsbuildConfig: { mode: 'production', logLevel: 'silent', tools } })).initConfigs();
    return JSON.stringify(web.module?.rules).includes('postcss-loader');
  };
  // A .browserslistrc, seen by web and web-worker builds only; overrideBrowserslist in a node build.
  // The same configs give each target's chunk splitting and the loaders of its `.css` rule.
  const targetConfigs = await (
    await createRsbuild({
      cwd: browserslistrcDir,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        environments: {
          web: {},
          worker: { output: { target: 'web-worker' } },
          node: { output: { target: 'node' } },
          nodeOverride: { output: { target: 'node', overrideBrowserslist: ['node >= 20'] } },
        },
        plugins: [
          {
            name: 'behaviour:browserslistrc',
            setup(api: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPluginAPI) {
              api.modifyRspackConfig((_config, { environment }) => {
                withBrowserslistrc[environment.name] = environment.browserslist;
              });
            },
          },
        ],
      },
    })
  ).initConfigs();
  for (const [name, config] of [['web', targetConfigs[0]], ['web-worker', targetConfigs[1]], ['node', targetConfigs[2]]] as const) {
    const cssRule = (config.module?.rules ?? []).find((item) => item && typeof item === 'object' && String(item.test) === String(/\.css$/)) as { use: { loader: string }[] };
    byTarget[name] = { splitChunks: config.optimization?.splitChunks !== false, cssLoaders: cssRule.use.map(({ loader }) => loader.replace(/^.*[\\/]node_modules[\\/]/, '')) };
  }
  postcssLoader = {
    configFile: await usesPostcss(postcssDir),
    emptyConfigFile: await usesPostcss(postcssEmptyDir),
    addPlugins: await usesPostcss(configDir, { postcss: (_options, { addPlugins }) => addPlugins({ postcssPlugin: 'noop' }) }),
    optionsFunction: await usesPostcss(configDir, { postcss: { postcssOptions: () => ({}) } }),
  };
  // moduleFederation.options in a web and a node environment; the React plugin's chunk groups.
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const [mfWeb, mfNode] = await (
    await createRsbuild({
      cwd: configDir,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        environments: { web: {}, node: { output: { target: 'node' } } },
        moduleFederation: { options: { name: 'checkout', exposes: { './CartButton': './src/index.js' } } },
      },
    })
  ).initConfigs();
  federation = { web: pluginNames(mfWeb), node: pluginNames(mfNode) };
  const [reactWeb] = await (await createRsbuild({ cwd: configDir, rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins: [pluginReact()] } })).initConfigs();
  reactGroups = ((reactWeb.optimization?.splitChunks || {}) as { cacheGroups?: typeof reactGroups }).cacheGroups ?? {};
  // rsbuild preview of the app build with server.proxy to a backend in this process.
  const backend = http.createServer((req, res) => res.end(`backend saw ${req.url}`));
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const backendPort = (backend.address() as import('node:net').AddressInfo).port;
  const previewPort = await freePort();
  const server = startCli(appDir, ['preview', '--port', String(previewPort)], /Local:/, { env: { BACKEND_PORT: String(backendPort) } });
  try {
    await server.started;
    const response = await fetch(`http://127.0.0.1:${previewPort}/api/items`);
    preview = { status: response.status, body: await response.text() };
    const page = await fetch(`http://127.0.0.1:${previewPort}/some/client/route`, { headers: { accept: 'text/html' } });
    previewFallback = { status: page.status, header: page.headers.get('x-features'), html: (await page.text()).includes('<title>Rsbuild App</title>') };
  } finally {
    await server.stop();
    backend.close();
  }

  if (app.errors.length) throw new Error(app.errors.join('\n'));
  const logged: string[] = [];
  vm.runInNewContext(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), { console: { log: (text: string) => logged.push(text) } });
  values = JSON.parse(logged[0]);
  typeCheck = await probeTypeCheck();
});

describe('Features › Languages and transpiling', () => {
  test('@rsbuild/plugin-type-check reports type errors in build (which fails) and in dev', () => {
    assert.equal(typeCheck.build.code, 1, typeCheck.build.output);
    assert.match(typeCheck.build.output, /TS2322: Type 'string' is not assignable to type 'number'\./);
    assert.match(typeCheck.devOutput, /TS2322: Type 'string' is not assignable to type 'number'\./);
  });
  test('in development mode the web js rule includes @rsbuild/core/dist, where the dev client lives', async () => {
    const { createRsbuild } = await rsbuildCore();
    const [web] = await withNodeEnv(process.env.NODE_ENV, async () =>
      (await createRsbuild({ cwd: configDir, rsbuildConfig: { mode: 'development', logLevel: 'silent' } })).initConfigs({ action: 'dev' }),
    );
    const rule = (web.module?.rules ?? []).find((item) => item && typeof item === 'object' && String(item.test) === String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/)) as { include?: unknown[] };
    assert.ok((rule.include ?? []).map(String).includes(String(/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/)));
  });
  test('a TypeScript file inside node_modules is compiled', () => {
    assert.equal(values.tsDep, 'ts-dep-compiled');
  });
  test('without a framework plugin, JSX in a .tsx file becomes React.createElement calls', () => {
    assert.deepEqual(app.errors, []);
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\.createElement\("b",null,"tsx-jsx"\)/);
  });
  test('without a framework plugin a .jsx file fails to compile', () => {
    assert.ok(jsx.errors.length > 0);
    assert.match(jsx.errors.join('\n'), /src\/index\.jsx/);
  });
  test('import.meta.env MODE, DEV, PROD, BASE_URL and ASSET_PREFIX are defined', () => {
    assert.deepEqual(
      { MODE: values.MODE, DEV: values.DEV, PROD: values.PROD, BASE_URL: values.BASE_URL, ASSET_PREFIX: values.ASSET_PREFIX },
      { MODE: 'production', DEV: false, PROD: true, BASE_URL: '/', ASSET_PREFIX: '' },
    );
  });
});

describe('Features › Languages and transpiling › JSON and Web Workers', () => {
  test('a .json import gives its data; new Worker(new URL(\'./worker.ts\', import.meta.url)) gets its own compiled chunk', () => {
    assert.deepEqual(extras.errors, []);
    const logged: unknown[][] = [];
    const index = outputFile(extras.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    vm.runInNewContext(index, { console: { log: (...args: unknown[]) => logged.push(args) }, document: { baseURI: 'http://localhost/' } });
    assert.deepEqual(logged, [['json-import-marker']]);
    const chunks = listFiles(extras.dist).filter((file) => /^static\/js\/async\/.+\.js$/.test(file));
    assert.equal(chunks.length, 1, listFiles(extras.dist).join(', '));
    // The worker's TypeScript is compiled: the type annotation is gone.
    assert.equal(readText(extras.dist, chunks[0]), 'self.postMessage("worker-marker-1");');
  });
});

describe('Features › Languages and transpiling › path aliases', () => {
  test("a paths alias of tsconfig.json resolves without any Rsbuild option", () => {
    assert.deepEqual(wasmPaths.errors, []);
    assert.ok(outputFile(wasmPaths.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('tsconfig-paths-marker'));
  });
});

describe('Features › Static assets › WebAssembly', () => {
  test('an import of a .wasm module builds; the module is emitted to static/wasm/ and the runtime fetches it from there', () => {
    // Run by hand in Chromium on 2026-12-05: the built page logs "tsconfig-paths-marker 5", so add(2, 3) works.
    const wasm = listFiles(wasmPaths.dist).filter((file) => file.endsWith('.wasm'));
    assert.equal(wasm.length, 1, wasm.join());
    assert.match(wasm[0], /^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/);
    assert.equal(readFileSync(path.join(wasmPaths.dist, wasm[0])).subarray(0, 4).toString('latin1'), '\0asm');
    // The runtime fetches "static/wasm/" + the first 8 characters of the module's hash + ".module.wasm".
    const js = outputFile(wasmPaths.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(js.includes('"static/wasm/"+') && js.includes('".module.wasm"') && js.includes(`"${path.basename(wasm[0]).slice(0, 8)}`), js);
  });
});

describe('Features › Languages and transpiling › node_modules', () => {
  test('a .js file in node_modules keeps syntax newer than the targets, while the same syntax in src is lowered; source.include lowers the package', async () => {
    const index = outputFile(extras.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(index, /\{static\{this\.marker="dep-static-block"\}\}/);
    assert.doesNotMatch(index, /static\{this\.marker="own-static-block"\}/);
    const included = await buildProject(extrasDir, { source: { include: [/[\\/]js-dep[\\/]/] }, output: { distPath: { root: 'dist-include' } } });
    assert.deepEqual(included.errors, []);
    const lowered = outputFile(included.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.doesNotMatch(lowered, /static\{/);
    assert.match(lowered, /\.marker="dep-static-block"/);
  });
});

describe('Features › Languages and transpiling › environment variables', () => {
  test('.env, .env.local, .env.production and .env.production.local are read; PUBLIC_ variables reach import.meta.env and process.env, others do not', () => {
    const logged: string[] = [];
    vm.runInNewContext(outputFile(path.join(timerDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), { console: { log: (text: string) => logged.push(text) } });
    assert.deepEqual(JSON.parse(logged[0]), ['env', 'local', 'mode', 'mode-local']);
    const all = listFiles(path.join(timerDir, 'dist')).map((file) => readText(path.join(timerDir, 'dist'), file)).join('\n');
    assert.doesNotMatch(all, /secret-marker/);
  });
  test('the CLI flags: --env-dir reads the .env files of another folder, --env-mode picks the .env.[mode] file, --no-env reads none', async () => {
    const dir = makeProject(
      {
        '.env': 'PUBLIC_A=root\n',
        'envs/.env': 'PUBLIC_A=from-env-dir\n',
        'envs/.env.staging': 'PUBLIC_B=staging\n',
        'src/index.js': 'console.log(JSON.stringify([import.meta.env.PUBLIC_A, import.meta.env.PUBLIC_B]));\n',
        // Each run writes to its own folder, so that the two runs can go at once.
        'rsbuild.config.mjs': 'export default { output: { distPath: { root: process.env.FEATURES_DIST } } };\n',
      },
      'features-env-flags',
    );
    const values = async (args: string[], distPath: string) => {
      const result = await runCli(dir, ['build', ...args, '--log-level', 'warn'], { env: { FEATURES_DIST: distPath } });
      assert.equal(result.code, 0, result.output);
      return outputFile(path.join(dir, distPath), /^static\/js\/index\.[0-9a-f]{8}\.js$/).match(/JSON\.stringify\(\[[^\]]*\]\)/)?.[0];
    };
    const [flags, none] = await Promise.all([values(['--env-dir', 'envs', '--env-mode', 'staging'], 'dist-flags'), values(['--no-env'], 'dist-none')]);
    assert.equal(flags, 'JSON.stringify(["from-env-dir","staging"])');
    assert.equal(none, 'JSON.stringify([void 0,void 0])');
  });
  test('the JavaScript API reads .env files only with the loadEnv option of createRsbuild', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('env');\n", '.env': 'PUBLIC_FEATURES_API_ENV=from-dotenv\n' }, 'features-api-env');
    const { createRsbuild } = await rsbuildCore();
    const defined = async (loadEnv: boolean) =>
      withNodeEnv(process.env.NODE_ENV, async () => {
        const rsbuild = await createRsbuild({ cwd: dir, loadEnv, rsbuildConfig: { logLevel: 'silent' } });
        await rsbuild.initConfigs();
        return (rsbuild.getNormalizedConfig().source.define ?? {})['import.meta.env.PUBLIC_FEATURES_API_ENV'];
      });
    try {
      assert.equal(await defined(false), undefined);
      assert.equal(await defined(true), '"from-dotenv"');
    } finally {
      delete process.env.PUBLIC_FEATURES_API_ENV;
    }
  });
  test("decorators default to the '2022-03' version", () => {
    assert.deepEqual(normalized.source.decorators, { version: '2022-03' });
  });
});

describe('Features › Styles', () => {
  test('web builds extract CSS through Lightning CSS and PostCSS; node and web-worker builds run css-loader only and write no CSS file', () => {
    const web = byTarget.web.cssLoaders;
    assert.ok(web.includes('@rspack/core/dist/cssExtractLoader.js') && web.includes('builtin:lightningcss-loader') && web.some((loader) => loader.includes('postcss-loader')), web.join());
    for (const target of ['node', 'web-worker']) assert.deepEqual(byTarget[target].cssLoaders, ['@rsbuild/core/dist/ignoreCssLoader.mjs', '@rsbuild/core/compiled/css-loader/index.js'], target);
    assert.deepEqual(listFiles(nodePublic.dist), ['index.js']);
    // The CSS Module's class name reaches the bundle; its rules go nowhere.
    assert.match(readText(nodePublic.dist, 'index.js'), /console\.log\("node","card-title-[\w-]{6}"\)/);
    assert.doesNotMatch(readText(nodePublic.dist, 'index.js'), /color:/);
  });
  test('a node build with output.emitCss: true writes a CSS file; a ?inline import is compiled by Lightning CSS in a node build', async () => {
    const dir = makeProject(
      {
        'src/index.js': "import './plain.css';\nimport inlined from './inline.css?inline';\nconsole.log(inlined);\n",
        'src/plain.css': '.plain { color: blue; }\n',
        'src/inline.css': '.inlined { color: blue; }\n',
      },
      'features-node-emit-css',
    );
    const emitted = await buildProject(dir, { mode: 'production', output: { target: 'node', emitCss: true } });
    assert.deepEqual(emitted.errors, []);
    assert.deepEqual(listFiles(emitted.dist).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.[hash].')), ['index.js', 'static/css/index.[hash].css']);
    assert.match(outputFile(emitted.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.plain\{color:#00f\}/);
    // Lightning CSS minifies the ?inline string in production: blue becomes #00f.
    assert.match(readText(emitted.dist, 'index.js'), /\.inlined\{color:#00f\}/);
  });
  test('CSS is extracted in development too (injectStyles off), and CSS source maps are off by default', () => {
    assert.equal(normalized.output.injectStyles, false);
    assert.equal(normalized.output.sourceMap.css, false);
    assert.ok(devWeb.plugins?.some((item) => (item as { constructor?: { name?: string } })?.constructor?.name === 'CssExtractRspackPlugin'));
  });
  test('imported CSS is extracted and linked from the HTML', () => {
    assert.match(readText(app.dist, 'index.html'), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  });
  test('*.module.css classes are exported in camelCase with a hashed name', () => {
    assert.equal(typeof values.cardTitle, 'string');
    assert.notEqual(values.cardTitle, 'card-title');
    assert.match(outputFile(app.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), new RegExp(`\\.${values.cardTitle}\\{color:red\\}`));
  });
  test('?inline gives the compiled CSS, ?raw the source', () => {
    assert.equal(values.inlineCss, '.plain{color:#00f}');
    assert.equal(values.rawCss, '.plain { color: blue; }\n');
  });
  test('without a PostCSS config, postcss-loader is not in the pipeline', () => {
    assert.doesNotMatch(loaders, /postcss-loader/);
    assert.match(loaders, /builtin:lightningcss-loader/);
  });
  test('postcss-loader is added for a config file with a plugin, tools.postcss addPlugins, or a postcssOptions function; not for a config file without plugins', () => {
    assert.deepEqual(postcssLoader, { configFile: true, emptyConfigFile: false, addPlugins: true, optionsFunction: true });
  });
  test('Lightning CSS adds vendor prefixes and lowers nesting for the default targets', () => {
    const css = outputFile(app.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(css, /\.box\{-webkit-user-select:none;user-select:none\}/);
    assert.match(css, /\.box \.inner\{color:red\}/);
  });
  test('tools.lightningcssLoader: false takes builtin:lightningcss-loader out of the CSS rules', async () => {
    assert.match(loaders, /builtin:lightningcss-loader/);
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: configDir, rsbuildConfig: { mode: 'production', logLevel: 'silent', tools: { lightningcssLoader: false } } });
    const [web] = await rsbuild.initConfigs();
    assert.match(JSON.stringify(web.module?.rules), /css-loader/);
    assert.doesNotMatch(JSON.stringify(web.module?.rules), /lightningcss-loader/);
  });
});

describe('Features › Styles › UnoCSS', () => {
  test('@unocss/postcss in postcss.config.mjs, with no Rsbuild plugin, generates the utilities the code uses', () => {
    assert.deepEqual(uno.errors, []);
    const css = outputFile(uno.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(css, /\.m-4\{margin:1rem\}/);
    assert.match(css, /\.text-sky-600\{--un-text-opacity:1;color:rgb\(2 132 199\/var\(--un-text-opacity\)\)\}/);
    assert.doesNotMatch(css, /@unocss/);
  });
});

describe('Features › Static assets', () => {
  test('an image of 4096 bytes is inlined as base64, one of 4097 bytes is emitted to static/image/', () => {
    assert.equal(values.small, `data:image/png;base64,${Buffer.from('x'.repeat(4096)).toString('base64')}`);
    assert.match(String(values.large), /^\/static\/image\/large\.[0-9a-f]{8}\.png$/);
    assert.ok(listFiles(app.dist).some((file) => /^static\/image\/large\.[0-9a-f]{8}\.png$/.test(file)));
  });
  test('?url emits a file, ?inline inlines, ?raw returns the content', () => {
    assert.match(String(values.smallUrl), /^\/static\/image\/small\.[0-9a-f]{8}\.png$/);
    assert.match(String(values.largeInline), /^data:image\/png;base64,/);
    assert.equal(values.smallRaw, 'x'.repeat(4096));
  });
  test('a small SVG is inlined as base64; a font and a video over 4096 bytes go to static/font/ and static/media/', () => {
    assert.equal(values.smallSvg, `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64')}`);
    assert.match(String(values.largeFont), /^\/static\/font\/large\.[0-9a-f]{8}\.woff2$/);
    assert.match(String(values.largeMedia), /^\/static\/media\/large\.[0-9a-f]{8}\.mp4$/);
  });
  test('an SVG over 4096 bytes is emitted to static/svg/', () => {
    assert.match(String(values.largeSvg), /^\/static\/svg\/large\.[0-9a-f]{8}\.svg$/);
    assert.ok(listFiles(app.dist).some((file) => /^static\/svg\/large\.[0-9a-f]{8}\.svg$/.test(file)));
  });
  test('files of public/ are copied to the root of dist as they are', () => {
    assert.equal(readText(app.dist, 'robots.txt'), 'User-agent: *\n');
  });
  test('a node build does not copy public/ (and writes no CSS file)', () => {
    assert.deepEqual(nodePublic.errors, []);
    assert.deepEqual(listFiles(nodePublic.dist), ['index.js']);
  });
});

describe('Features › HTML', () => {
  test('the default page is titled Rsbuild App, has <div id="root"> and loads scripts with defer from <head>', () => {
    const html = readText(app.dist, 'index.html');
    assert.match(html, /<title>Rsbuild App<\/title>/);
    assert.match(html, /<body><div id="root"><\/div><\/body>/);
    assert.match(html, /<head>.*<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>.*<\/head>/s);
  });
});

describe('Features › HTML (targets)', () => {
  test('a web-worker build, like a node build, gets no HTML page', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('worker');\n" }, 'features-worker-html');
    const result = await buildProject(dir, { output: { target: 'web-worker' } });
    const files = listFiles(result.dist);
    assert.ok(files.some((file) => file.endsWith('.js')), files.join(', '));
    assert.deepEqual(files.filter((file) => file.endsWith('.html')), []);
  });
});

describe('Features › Dev server', () => {
  test('import() is compiled on request in development; unmatched HTML requests fall back to index.html', () => {
    assert.deepEqual(devWeb.lazyCompilation, { imports: true, entries: false });
    assert.equal(normalized.server.htmlFallback, 'index');
  });
  test('server.proxy also works in rsbuild preview', () => {
    assert.deepEqual(preview, { status: 200, body: 'backend saw /api/items' });
  });
  test('lazy compilation of import() is set for web environments under the dev server only: not for node, not in a development build', async () => {
    const { createRsbuild } = await rsbuildCore();
    const configs = (action: 'dev' | 'build') =>
      withNodeEnv(process.env.NODE_ENV, async () =>
        (await createRsbuild({ cwd: configDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' } } } } })).initConfigs({ action }),
      );
    const [devWebConfig, devNodeConfig] = await configs('dev');
    const [buildWebConfig] = await configs('build');
    assert.deepEqual(devWebConfig.lazyCompilation, { imports: true, entries: false });
    assert.equal(devNodeConfig.lazyCompilation, undefined);
    assert.equal(buildWebConfig.lazyCompilation, undefined);
  });
  test('rsbuild preview also applies server.headers and falls back to index.html for an unknown HTML request', () => {
    assert.deepEqual(previewFallback, { status: 200, header: 'preview', html: true });
  });
  test('the server defaults to port 3000 on 0.0.0.0', () => {
    assert.equal(normalized.server.port, 3000);
    assert.equal(normalized.server.host, '0.0.0.0');
  });
  test('keyboard shortcuts only with stdin a terminal (and CI unset): h + enter lists them, r restarts the server, o opens the page', () => {
    // The dev server's shortcut code in @rsbuild/core 1.7.6 (a TTY cannot be driven from here).
    const core = readFileSync(path.join(configDir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    assert.match(core, /isCliShortcutsEnabled = \(config\)=>config\.dev\.cliShortcuts && isTTY\('stdin'\)/);
    assert.match(core, /isTTY = \(type = 'stdout'\)=>\('stdin' === type \? process\.stdin\.isTTY : process\.stdout\.isTTY\) && !process\.env\.CI/);
    assert.match(core, /color\.dim\('press'\)\} \$\{color\.bold\('h \+ enter'\)\} \$\{color\.dim\('to show shortcuts'\)\}/);
    assert.match(core, /key: 'r',\s+description: `\$\{color\.bold\('r \+ enter'\)\}  \$\{color\.dim\('restart server'\)\}`/);
    assert.match(core, /key: 'o',\s+description: `\$\{color\.bold\('o \+ enter'\)\}  \$\{color\.dim\('open in browser'\)\}`/);
    // The CLI turns dev.cliShortcuts on unless the config sets it.
    assert.match(core, /void 0 === config\.dev\.cliShortcuts && \(config\.dev\.cliShortcuts = !0\)/);
  });
  test('the CLI watches the loaded config file and restarts the server when it changes', () => {
    // The CLI code of @rsbuild/core 1.7.6: the config file joins dev.watchFiles as a reload-server entry.
    const core = readFileSync(path.join(configDir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    assert.match(core, /filePath && \(config\.dev\.watchFiles = \[\s+\.\.\.config\.dev\.watchFiles \? helpers_castArray\(config\.dev\.watchFiles\) : \[\],\s+\{\s+paths: filePath,\s+type: 'reload-server'\s+\}\s+\]\)/);
    assert.match(core, /src_logger\.info\(`restarting \$\{id\} as \$\{color\.yellow\(filename\)\} changed\\n`\)/);
  });
  test('when the port is taken, the dev server moves to the next free one', async () => {
    await withNodeEnv(process.env.NODE_ENV, () =>
      withTakenPort(async (busy) => {
        const { createRsbuild } = await rsbuildCore();
        const rsbuild = await createRsbuild({ cwd: configDir, rsbuildConfig: { logLevel: 'silent', server: { port: busy, middlewareMode: true } } });
        const server = await rsbuild.createDevServer({ runCompile: false });
        assert.equal(server.port, busy + 1);
        await server.close();
      }),
    );
  });
});

describe('Features › Static assets › dev server', () => {
  test('rsbuild dev serves the files of public/ from the site root, unprocessed', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('public');\n", 'public/robots.txt': 'User-agent: *\n' }, 'features-public-dev');
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    try {
      await server.started;
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(60_000) });
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'User-agent: *\n');
    } finally {
      await server.stop();
    }
  });
  test('with server.base, rsbuild dev serves public/ under the base: /app/robots.txt, while /robots.txt is a 404', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('public');\n", 'public/robots.txt': 'User-agent: *\n' }, 'features-public-dev-base');
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port), '--base', '/app'], /ready\s+built in/);
    try {
      await server.started;
      const get = (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(60_000) });
      const underBase = await get('/app/robots.txt');
      assert.deepEqual([underBase.status, await underBase.text()], [200, 'User-agent: *\n']);
      const atRoot = await get('/robots.txt');
      await atRoot.arrayBuffer();
      assert.equal(atRoot.status, 404);
    } finally {
      await server.stop();
    }
  });
});

describe('Features › Production builds', () => {
  test('rsbuild build keeps a NODE_ENV set in the shell: with NODE_ENV=development it is a development build', () => {
    assert.equal(debug.code, 0, debug.output);
    assert.match(readFileSync(path.join(debugDir, 'dist/.rsbuild/rsbuild.config.mjs'), 'utf8'), /\n  mode: 'development',\n/);
    assert.ok(listFiles(path.join(debugDir, 'dist')).includes('static/js/index.js'));
  });
  test('NODE_ENV=development in .env also makes rsbuild build a development build', () => {
    assert.equal(dotenvDev.code, 0, dotenvDev.output);
    assert.ok(listFiles(path.join(dotenvDir, 'dist')).includes('static/js/index.js'));
    assert.ok(!listFiles(path.join(dotenvDir, 'dist')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
  });
  test("the config's mode decides first: mode 'development' makes a development build although NODE_ENV is production", async () => {
    const result = await withNodeEnv('production', () => buildProject(modeConfigDir, { mode: 'development' }));
    assert.match(readText(result.dist, 'static/js/index.js'), /"development"/);
    assert.ok(!listFiles(result.dist).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
  });
  test('rsbuild build --mode development makes a development build', () => {
    assert.equal(modeFlag.code, 0, modeFlag.output);
    const dist = path.join(modeFlagDir, 'dist');
    assert.ok(listFiles(dist).includes('static/js/index.js'), listFiles(dist).join(', '));
    assert.match(readText(dist, 'static/js/index.js'), /"development"/);
  });
  test("NODE_ENV=test, neither production nor development, gives mode 'none': no hashes, not minified", async () => {
    const result = await withNodeEnv('test', () => buildProject(modeTestEnvDir));
    const js = readText(result.dist, 'static/js/index.js');
    assert.match(js, /"none"/);
    assert.match(js, /a comment that minification would drop/);
    assert.ok(!listFiles(result.dist).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
  });
  test("JS source maps default to cheap-module-source-map in mode 'none' too", async () => {
    const { createRsbuild } = await rsbuildCore();
    const [web] = await withNodeEnv(process.env.NODE_ENV, async () =>
      (await createRsbuild({ cwd: configDir, rsbuildConfig: { mode: 'none', logLevel: 'silent' } })).initConfigs(),
    );
    assert.equal(web.devtool, 'cheap-module-source-map');
  });
  test('chunk splitting is on for web builds and off for node and web-worker builds', () => {
    assert.deepEqual(Object.fromEntries(Object.entries(byTarget).map(([target, { splitChunks }]) => [target, splitChunks])), { web: true, 'web-worker': false, node: false });
  });
  test('an export nothing imports is removed from the production build (tree shaking)', () => {
    const js = outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.equal(values.used, 'used-export-marker');
    assert.doesNotMatch(js, /unused-export-marker/);
  });
  test("the default splitting strategy is 'split-by-experience'", () => {
    assert.equal(normalized.performance.chunkSplit.strategy, 'split-by-experience');
  });
  test('JS source maps are cheap-module-source-map in development and off in production', () => {
    assert.deepEqual(devtool, { development: 'cheap-module-source-map', production: false });
  });
  test('the hidden-source-map sample branches on NODE_ENV, which follows the command, not --mode (rsbuild build --mode development with this config shape runs in guide-migration-modern-builder.test.ts)', () => {
    assert.ok(pageText('guide/start/features', 'en').includes('The sample reads `NODE_ENV`, which the CLI sets from the command, not from `--mode`: `rsbuild build --mode development` still gets `hidden-source-map`.'));
    assert.ok(pageText('guide/start/features', 'zh').includes('这个示例读取的是 `NODE_ENV`，它由 CLI 根据命令设置，而不是根据 `--mode`：`rsbuild build --mode development` 得到的仍然是 `hidden-source-map`。'));
  });

  test('hidden-source-map writes .map files that the scripts do not reference', () => {
    const js = listFiles(app.dist).filter((file) => file.endsWith('.js'));
    for (const file of js) {
      assert.ok(existsSync(path.join(app.dist, `${file}.map`)), file);
      assert.doesNotMatch(readText(app.dist, file), /sourceMappingURL/);
    }
  });
});

describe('Features › Production builds › license comments', () => {
  test('a /*! legal comment is moved to index.[hash].js.LICENSE.txt, which the script links', () => {
    const js = listFiles(extras.dist).find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(js);
    assert.equal(readText(extras.dist, `${js}.LICENSE.txt`), '/*! features-legal-comment */');
    assert.match(readText(extras.dist, js), new RegExp(`^/\\*! For license information please see ${path.basename(js).replace(/\./g, '\\.')}\\.LICENSE\\.txt \\*/\\n`));
    assert.doesNotMatch(readText(extras.dist, js), /features-legal-comment/);
  });
  test('without minification there is no .LICENSE.txt file: the legal comment stays in the script', async () => {
    const unminified = await buildProject(extrasDir, { output: { minify: false, distPath: { root: 'dist-unminified' } } });
    assert.deepEqual(unminified.errors, []);
    assert.deepEqual(listFiles(unminified.dist).filter((file) => file.endsWith('.LICENSE.txt')), []);
    assert.match(outputFile(unminified.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\/\*! features-legal-comment \*\//);
  });
});

describe('Features › Production builds › defaults', () => {
  test('manifest, inlined scripts and styles, and polyfills are off by default', () => {
    assert.deepEqual(
      { manifest: normalized.output.manifest, inlineScripts: normalized.output.inlineScripts, inlineStyles: normalized.output.inlineStyles, polyfill: normalized.output.polyfill },
      { manifest: false, inlineScripts: false, inlineStyles: false, polyfill: 'off' },
    );
  });
  test('with the React plugin, React and React DOM go to the lib-react chunk', () => {
    const group = Object.values(reactGroups).find((item) => item.name === 'lib-react');
    assert.ok(group, JSON.stringify(Object.keys(reactGroups)));
    assert.match(String(group.test), /react-dom/);
  });
  test('with the React plugin, a production build writes React and React DOM to static/js/lib-react.[hash].js', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const dir = makeProject(
      { 'src/index.jsx': "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<b>react</b>);\n" },
      'features-lib-react',
    );
    const result = await buildProject(dir, { mode: 'production', plugins: [pluginReact()] });
    assert.deepEqual(result.errors, []);
    const js = listFiles(result.dist).filter((file) => file.endsWith('.js'));
    assert.deepEqual(js.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.[hash].')).sort(), ['static/js/index.[hash].js', 'static/js/lib-react.[hash].js']);
    assert.match(outputFile(result.dist, /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/), /react-dom/);
  });
});

describe('Features › Multiple environments', () => {
  test('the node environment gets no HTML page', () => {
    assert.ok(prodPlugins.web.includes('HtmlRspackPlugin'), prodPlugins.web.join());
    assert.ok(!prodPlugins.node.includes('HtmlRspackPlugin'), prodPlugins.node.join());
  });
  test('rsbuild build --environment web builds only that environment', () => {
    assert.ok(existsSync(path.join(debugDir, 'dist/index.html')));
    assert.ok(!existsSync(path.join(debugDir, 'dist/server')));
  });
  test('server.* and dev.cliShortcuts, setupMiddlewares and watchFiles are refused inside an environment; other dev options are accepted', () => {
    type Environment = NonNullable<RsbuildConfig['environments']>[string];
    // @ts-expect-error server is a global option
    const server: Environment = { server: { port: 8080 } };
    // @ts-expect-error dev.cliShortcuts is global
    const shortcuts: Environment = { dev: { cliShortcuts: false } };
    // @ts-expect-error dev.setupMiddlewares is global
    const middlewares: Environment = { dev: { setupMiddlewares: [] } };
    // @ts-expect-error dev.watchFiles is global
    const watchFiles: Environment = { dev: { watchFiles: { paths: 'src/**' } } };
    const allowed: Environment = { dev: { hmr: false, liveReload: false, lazyCompilation: false, writeToDisk: true, client: {}, browserLogs: false, assetPrefix: '/', progressBar: false } };
    assert.deepEqual([server, shortcuts, middlewares, watchFiles].map((config) => Object.keys(config)), [['server'], ['dev'], ['dev'], ['dev']]);
    assert.equal(Object.keys(allowed.dev!).length, 8);
  });
  test('in a JavaScript config, server and the global dev options inside an environment are ignored without a warning', async () => {
    const { createRsbuild } = await rsbuildCore();
    const printed: string[] = [];
    const saved = { log: console.log, warn: console.warn, error: console.error };
    console.log = console.warn = console.error = (...args: unknown[]) => void printed.push(args.join(' '));
    let normalized;
    try {
      const rsbuild = await createRsbuild({
        cwd: configDir,
        rsbuildConfig: { mode: 'production', logLevel: 'info', environments: { web: { server: { port: 8080 }, dev: { setupMiddlewares: [() => {}] } } as EnvironmentConfig } },
      });
      await rsbuild.initConfigs();
      normalized = rsbuild.getNormalizedConfig();
    } finally {
      Object.assign(console, saved);
    }
    assert.equal(normalized.server.port, 3000);
    assert.equal(normalized.dev.setupMiddlewares, undefined);
    assert.deepEqual(printed, []);
  });
  test('the page says that such values are ignored without a warning', () => {
    assert.ok(pageText('guide/start/features', 'en').includes('in a JavaScript config Rsbuild ignores them without a warning'));
    assert.ok(pageText('guide/start/features', 'zh').includes('Rsbuild 会直接忽略它们，也不会给出警告'));
  });
});

describe('Features › Module federation', () => {
  test("moduleFederation.options applies Rspack's ModuleFederationPlugin to web environments only", () => {
    assert.ok(federation.web.includes('ModuleFederationPlugin'), federation.web.join());
    assert.ok(!federation.node.includes('ModuleFederationPlugin'), federation.node.join());
  });
});

describe('Features › Plugins › versions', () => {
  test('the table lists the installed 1.x releases', () => {
    const version = (name: string) => JSON.parse(readFileSync(path.join(configDir, 'node_modules', name, 'package.json'), 'utf8')).version;
    assert.deepEqual(
      Object.fromEntries(['react', 'vue', 'preact', 'svelte', 'solid', 'sass', 'less', 'stylus', 'babel', 'svgr'].map((name) => [name, version(`@rsbuild/plugin-${name}`)])),
      { react: '1.4.6', vue: '1.2.9', preact: '1.7.2', svelte: '1.1.2', solid: '1.2.2', sass: '1.5.3', less: '1.6.4', stylus: '1.3.2', babel: '1.2.1', svgr: '1.3.1' },
    );
  });
  // Checked outside the suite on 2026-12-05 (no registry access in tests): `npm view <name> dist-tags.latest` gives
  // plugin-react 2.1.1, plugin-sass 2.0.1, plugin-babel 2.1.0 and plugin-svgr 2.0.5, each with peerDependencies
  // { '@rsbuild/core': '^2.0.0' }; the other plugins the page names have a 1.x latest. In a scratch project with
  // @rsbuild/core 1.7.6, `npm install -D @rsbuild/plugin-sass` stopped with "npm error code ERESOLVE" ("peerOptional
  // @rsbuild/core@"^2.0.0" from @rsbuild/plugin-sass@2.0.1"), while `@rsbuild/plugin-sass@1 @rsbuild/plugin-react@1
  // @rsbuild/plugin-babel@1 @rsbuild/plugin-svgr@1` resolved to 1.5.3, 1.4.6, 1.2.1 and 1.3.1, the releases below.
  test('installed with @1, the plugins whose latest is 2.x are 1.x releases that accept @rsbuild/core 1.7.6; check-syntax is 1.6.1', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(configDir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(manifest('@rsbuild/core').version, '1.7.6');
    assert.deepEqual(
      Object.fromEntries(['react', 'sass', 'babel', 'svgr', 'check-syntax'].map((name) => [name, [manifest(`@rsbuild/plugin-${name}`).version, manifest(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core']]])),
      {
        react: ['1.4.6', '^1.0.0 || ^2.0.0-0'],
        sass: ['1.5.3', '^1.3.0 || ^2.0.0-0'],
        babel: ['1.2.1', '^1.0.0 || ^2.0.0-0'],
        svgr: ['1.3.1', '^1.0.0 || ^2.0.0-0'],
        'check-syntax': ['1.6.1', '^1.0.0 || ^2.0.0-0'],
      },
    );
  });
});

describe('Features › Browser compatibility', () => {
  test('@rsbuild/plugin-check-syntax checks web builds in every mode except development, and no node build', async () => {
    const { pluginCheckSyntax } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-check-syntax')>('@rsbuild/plugin-check-syntax');
    const { createRsbuild } = await rsbuildCore();
    const checked = async (mode: 'development' | 'production' | 'none', target: 'web' | 'node') => {
      const [config] = await withNodeEnv(process.env.NODE_ENV, async () =>
        (await createRsbuild({ cwd: configDir, rsbuildConfig: { mode, logLevel: 'silent', output: { target }, plugins: [pluginCheckSyntax()] } })).initConfigs(),
      );
      return (config.plugins ?? []).some((item) => item?.constructor?.name === 'CheckSyntaxRspackPlugin');
    };
    assert.deepEqual(
      [await checked('production', 'web'), await checked('none', 'web'), await checked('development', 'web'), await checked('production', 'node')],
      [true, true, false, false],
    );
  });
  test('without a browserslist config, web targets chrome >= 87, edge >= 88, firefox >= 78, safari >= 14 and node targets node >= 16', () => {
    assert.deepEqual(browserslist, { web: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'], node: ['node >= 16'] });
  });
  test('a .browserslistrc sets the targets of web and web-worker builds, not of node builds; overrideBrowserslist sets any', () => {
    assert.deepEqual(withBrowserslistrc, { web: ['chrome >= 100'], worker: ['chrome >= 100'], node: ['node >= 16'], nodeOverride: ['node >= 20'] });
  });
  test('the browserslist field of package.json sets the targets of web and web-worker builds too, not of node builds', async () => {
    const dir = makeProject({ 'package.json': JSON.stringify({ name: 'features-browserslist-field', browserslist: ['chrome >= 101'] }), 'src/index.js': "console.log('targets');\n" }, 'features-browserslist-field');
    const { createRsbuild } = await rsbuildCore();
    const lists: Record<string, string[]> = {};
    const probe = {
      name: 'behaviour:browserslist-field',
      setup: (api: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPluginAPI) =>
        api.modifyBundlerChain((_chain, { environment }) => void (lists[environment.name] = environment.browserslist)),
    };
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins: [probe], environments: { web: {}, worker: { output: { target: 'web-worker' } }, node: { output: { target: 'node' } } } },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(lists, { web: ['chrome >= 101'], worker: ['chrome >= 101'], node: ['node >= 16'] });
  });
});

describe('Features › Browser compatibility › polyfills', () => {
  test("output.polyfill 'usage' injects the core-js modules the code uses, 'entry' those the targets lack; a node build ignores the option", async () => {
    const dir = makeProject({ 'src/index.js': 'console.log([1, 2].at(-1));\n' }, 'features-polyfill');
    const modules = async (polyfill: 'usage' | 'entry', target: 'web' | 'node') => {
      const result = await withNodeEnv(process.env.NODE_ENV, () =>
        buildProject(dir, { mode: 'development', output: { polyfill, target, filenameHash: false, distPath: { root: `dist-${polyfill}-${target}` } } }),
      );
      assert.deepEqual(result.errors, []);
      const code = listFiles(result.dist).filter((file) => file.endsWith('.js')).map((file) => readText(result.dist, file)).join('\n');
      return ['es.array.at', 'es.object.has-own'].filter((name) => code.includes(`core-js/modules/${name}.js`));
    };
    // Array.prototype.at (used) and Object.hasOwn (not used) are both missing from chrome 87.
    assert.deepEqual(await modules('usage', 'web'), ['es.array.at']);
    assert.deepEqual(await modules('entry', 'web'), ['es.array.at', 'es.object.has-own']);
    assert.deepEqual(await modules('usage', 'node'), []);
  });
});

describe('Features › Plugins', () => {
  test('@rsbuild/plugin-type-check adds its checker only when the project has a tsconfig.json', async () => {
    const { pluginTypeCheck } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-type-check')>('@rsbuild/plugin-type-check');
    const { createRsbuild } = await rsbuildCore();
    const checkerIn = async (files: Record<string, string>, name: string) => {
      const [web] = await withNodeEnv(process.env.NODE_ENV, async () =>
        (await createRsbuild({ cwd: makeProject(files, name), rsbuildConfig: { logLevel: 'silent', source: { entry: { index: './src/index.ts' } }, plugins: [pluginTypeCheck()] } })).initConfigs(),
      );
      return (web.plugins ?? []).some((item) => item?.constructor?.name === 'TsCheckerRspackPlugin');
    };
    const source = { 'src/index.ts': "const count: number = 'three';\nconsole.log(count);\n" };
    assert.equal(await checkerIn(source, 'features-type-check-no-tsconfig'), false);
    assert.equal(await checkerIn({ ...source, 'tsconfig.json': '{ "include": ["src"] }' }, 'features-type-check-tsconfig'), true);
  });
  test('@rsbuild/plugin-solid applies babel-preset-solid only when @rsbuild/plugin-babel is registered too', async () => {
    const { pluginSolid } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-solid')>('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel')>('@rsbuild/plugin-babel');
    const { createRsbuild } = await rsbuildCore();
    const usesSolidPreset = async (plugins: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPlugins) => {
      const [web] = await (await createRsbuild({ cwd: configDir, rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins } })).initConfigs();
      return JSON.stringify(web.module?.rules).includes('babel-preset-solid');
    };
    assert.equal(await usesSolidPreset([pluginSolid()]), false);
    assert.equal(await usesSolidPreset([pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()]), true);
  });
  test('@rsbuild/plugin-svgr makes a component of a ?react import only; a plain SVG import is a URL; without @rsbuild/plugin-react the build fails', async () => {
    const { pluginReact } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-react')>('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-svgr')>('@rsbuild/plugin-svgr');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(300)}</svg>`;
    const dir = makeProject({ 'src/index.jsx': "import url from './logo.svg';\nimport Logo from './logo.svg?react';\nconsole.log(typeof url, typeof Logo, url);\n", 'src/logo.svg': svg }, 'features-svgr');
    const result = await buildProject(dir, { output: { filenameHash: false }, performance: { chunkSplit: { strategy: 'all-in-one' } }, plugins: [pluginReact(), pluginSvgr()] });
    assert.deepEqual(result.errors, []);
    const logged: unknown[][] = [];
    vm.runInNewContext(readText(result.dist, 'static/js/index.js'), { console: { log: (...args: unknown[]) => logged.push(args) }, document: {}, window: {}, self: {} });
    assert.deepEqual(logged, [['string', 'function', '/static/svg/logo.svg']]);
    // Without the React plugin, SWC is not set up for the JSX that SVGR writes.
    const alone = await buildProject(dir, { output: { filenameHash: false }, plugins: [pluginSvgr()] });
    assert.match(alone.errors.join('\n'), /Syntax Error/);
  });
  test('the build-timer plugin from the page logs after the build', () => {
    assert.equal(timer.code, 0, timer.output);
    assert.match(timer.output, /info\s+build finished in \d+ ms/);
  });
});

describe('Features › Debugging', () => {
  test('BUNDLE_ANALYZE=true writes dist/report-web.html', () => {
    assert.ok(existsSync(path.join(timerDir, 'dist/report-web.html')));
  });
  test('rsbuild inspect writes the Rsbuild config and each Rspack config to dist/.rsbuild/; with --mode production alone the config file is loaded with NODE_ENV development', () => {
    assert.equal(inspect.code, 0, inspect.output);
    assert.deepEqual(listFiles(path.join(inspectDir, 'dist/.rsbuild')), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    const rsbuildConfig = readText(inspectDir, 'dist/.rsbuild/rsbuild.config.mjs');
    assert.match(rsbuildConfig, /\n  mode: 'production',\n/);
    assert.match(rsbuildConfig, /LOADED_WITH: '"development"'/);
  });
  test('NODE_ENV=production rsbuild inspect writes the production config, with the config file loaded in production', () => {
    assert.equal(inspectProd.code, 0, inspectProd.output);
    const rsbuildConfig = readText(inspectProdDir, 'dist/.rsbuild/rsbuild.config.mjs');
    assert.match(rsbuildConfig, /\n  mode: 'production',\n/);
    assert.match(rsbuildConfig, /LOADED_WITH: '"production"'/);
  });
  test('DEBUG=rsbuild prints lines for the .env and config files, plugin initialization and the configuration hooks, none for build hooks, and writes the inspect files in full', () => {
    assert.equal(debug.code, 0, debug.output);
    const lines = debug.output.split('\n').filter((line) => /^ {2}rsbuild \d\d:\d\d:\d\d /.test(line)).map((line) => line.replace(/^ {2}rsbuild \d\d:\d\d:\d\d /, ''));
    for (const line of [`loaded env file: ${path.join(debugDir, '.env')}`, `configuration loaded from: ${path.join(debugDir, 'rsbuild.config.mjs')}`, 'initializing plugins', 'plugins initialized', 'applied modifyRsbuildConfig hook', 'applied modifyEnvironmentConfig hook (web)', 'applied modifyBundlerChain hook', 'applied modifyRspackConfig hook']) {
      assert.ok(lines.includes(line), `${line}\n---\n${lines.join('\n')}`);
    }
    assert.ok(!lines.some((line) => /onBeforeBuild|onAfterBuild/.test(line)), lines.join('\n'));
    assert.ok(existsSync(path.join(debugDir, 'dist/.rsbuild/rspack.config.web.mjs')));
    assert.match(readFileSync(path.join(debugDir, 'dist/.rsbuild/rsbuild.config.mjs'), 'utf8'), /^export default \{/);
    assert.doesNotMatch(readFileSync(path.join(debugDir, 'dist/.rsbuild/rspack.config.web.mjs'), 'utf8'), /omitted long function/);
  });
  test('RSDOCTOR=true without the package prints a warning that names it', () => {
    assert.deepEqual(doctor.errors, [], doctor.output);
    assert.match(doctor.output, /^warn {4}`process\.env\.RSDOCTOR` enabled, please install @rsdoctor\/rspack-plugin package\.$/m);
  });
});

// The page's config samples type-check against the 1.x types (tsc covers this file).
type RsbuildConfig = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig;
const retypedSamples = [
  { server: { port: 8080, proxy: { '/api': 'http://localhost:4000' } } },
  { output: { sourceMap: { js: process.env.NODE_ENV === 'production' ? 'hidden-source-map' : 'cheap-module-source-map' } } },
  {
    environments: {
      web: { source: { entry: { index: './src/client.tsx' } } },
      node: { source: { entry: { server: './src/server.tsx' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
    },
  },
  { output: { assetPrefix: 'https://checkout.example.com/' }, moduleFederation: { options: { name: 'checkout', filename: 'remoteEntry.js', exposes: { './CartButton': './src/CartButton.tsx' }, shared: ['react', 'react-dom'] } } },
] satisfies RsbuildConfig[];
void retypedSamples;
type EnvironmentConfig = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').EnvironmentConfig;
const environmentSamples: EnvironmentConfig[] = [
  { dev: { hmr: false, lazyCompilation: false, writeToDisk: true } },
  // @ts-expect-error server options are global
  { server: { port: 8080 } },
  // @ts-expect-error dev.cliShortcuts is global
  { dev: { cliShortcuts: false } },
  // @ts-expect-error dev.setupMiddlewares is global
  { dev: { setupMiddlewares: [] } },
  // @ts-expect-error dev.watchFiles is global
  { dev: { watchFiles: { paths: 'src' } } },
];
void environmentSamples;

describe('Features › code samples', () => {
  test('the five rsbuild.config.ts samples are the same in both languages and type-check as written against the 1.x packages', () => {
    const samples = pageSamples('guide/start/features', 'en');
    assert.equal(samples.length, 5);
    assert.deepEqual(pageSamples('guide/start/features', 'zh'), samples);
    const files = Object.fromEntries(samples.map((code, index) => [`sample-${index}/rsbuild.config.ts`, code]));
    assert.deepEqual(typeCheckProject(ts, files, 'features-samples', () => ({ types: ['node'] })), []);
  });
});

describe('Features › Static assets › public/ per target', () => {
  test('rsbuild build copies public/ to the root of a web-worker environment too', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('worker');\n", 'public/robots.txt': 'User-agent: *\n' }, 'features-worker-public');
    const result = await buildProject(dir, { output: { target: 'web-worker' } });
    assert.equal(readText(result.dist, 'robots.txt'), 'User-agent: *\n');
  });
});

describe('Features › Module federation (a remote and its host in Chromium)', () => {
  // The page's remote as written (http://remote.test/ stands for the deployed URL), the same remote
  // without filename and assetPrefix and with an entry that imports React directly, and a host.
  // Production builds, unminified to save time; each app is served to Chromium by request routing.
  const cartButton = "export default function CartButton() { return <button>Cart</button>; }\n";
  const render = (from: string, className: string) =>
    `import { createRoot } from 'react-dom/client';\nimport CartButton from '${from}';\ncreateRoot(document.getElementById('root')!).render(<p className="${className}"><CartButton /></p>);\n`;
  const shared = ['react', 'react-dom'];
  let remote: BuildResult;
  let eager: BuildResult;
  let host: BuildResult;
  let browser: import('playwright-core').Browser;
  before(async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const common = { mode: 'production' as const, plugins: [pluginReact()] };
    [remote, eager, host] = await Promise.all([
      buildProject(makeProject({ 'src/CartButton.tsx': cartButton, 'src/bootstrap.tsx': render('./CartButton', 'remote'), 'src/index.tsx': "import('./bootstrap');\n" }, 'features-mf-remote'), {
        ...common,
        output: { minify: false, assetPrefix: 'http://remote.test/' },
        moduleFederation: { options: { name: 'checkout', filename: 'remoteEntry.js', exposes: { './CartButton': './src/CartButton.tsx' }, shared } },
      }),
      buildProject(makeProject({ 'src/CartButton.tsx': cartButton, 'src/index.tsx': render('./CartButton', 'remote') }, 'features-mf-eager'), {
        ...common,
        output: { minify: false },
        moduleFederation: { options: { name: 'checkout', exposes: { './CartButton': './src/CartButton.tsx' }, shared } },
      }),
      buildProject(makeProject({ 'src/bootstrap.tsx': render('checkout/CartButton', 'host'), 'src/index.tsx': "import('./bootstrap');\n" }, 'features-mf-host'), {
        ...common,
        output: { minify: false },
        moduleFederation: { options: { name: 'shop', remotes: { checkout: 'checkout@http://remote.test/remoteEntry.js' }, shared } },
      }),
    ]);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });
  // Opens http://built.test/ (the host, or a remote alone) with the remote's dist at http://remote.test/,
  // and gives the page's uncaught errors and what it rendered into #root.
  const open = async (hostDist: string, remoteDist: string, remoteEntry = 'remoteEntry.js') => {
    const page = await browser.newPage();
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('http://remote.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        const file = path.join(remoteDist, pathname === '/remoteEntry.js' ? remoteEntry : pathname);
        return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
      });
      await routeBuiltDist(page, hostDist);
      await page.goto('http://built.test/');
      await waitFor('the button rendered or an uncaught error', async () => errors.length > 0 || (await page.locator('#root button').count()) > 0, 30_000);
      return { errors, html: await page.locator('#root').innerHTML() };
    } finally {
      await page.close();
    }
  };

  test('with filename the container is dist/remoteEntry.js; without it, static/js/checkout.[hash].js', () => {
    assert.deepEqual([remote.errors, eager.errors, host.errors], [[], [], []]);
    assert.ok(listFiles(remote.dist).includes('remoteEntry.js'), listFiles(remote.dist).join(', '));
    assert.deepEqual(listFiles(eager.dist).filter((file) => /checkout|remoteEntry/.test(file)).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.[hash].')), ['static/js/checkout.[hash].js']);
  });
  test('with moduleFederation.options, the React plugin gets no lib-react chunk (in the remote and in the host)', () => {
    // Without module federation the same plugin writes static/js/lib-react.[hash].js (Production builds › defaults).
    for (const result of [remote, eager, host]) assert.deepEqual(listFiles(result.dist).filter((file) => file.includes('lib-')), []);
  });
  test('the page says module federation turns the lib-react chunk off', () => {
    assert.ok(pageText('guide/start/features', 'en').includes('with `moduleFederation.options` set, React gets no `lib-react` chunk'));
    assert.ok(pageText('guide/start/features', 'zh').includes('设置了 `moduleFederation.options` 后，React 不会再被拆到 `lib-react` chunk 中'));
  });
  test('an entry that imports a shared package directly stops the page with RUNTIME-006; the dynamic import of a bootstrap file renders', async () => {
    const alone = await open(eager.dist, eager.dist);
    assert.equal(alone.errors.length, 1, alone.errors.join('\n'));
    assert.match(alone.errors[0], /^Invalid loadShareSync function call from runtime #RUNTIME-006\n/);
    assert.equal(alone.html, '');
    // The page's remote renders its own page: its HTML loads its scripts from its assetPrefix,
    // http://remote.test/.
    assert.deepEqual(await open(remote.dist, remote.dist), { errors: [], html: '<p class="remote"><button>Cart</button></p>' });
  });
  test('a host renders checkout/CartButton from the remote with assetPrefix; with the default /, loading its chunk fails', async () => {
    assert.deepEqual(await open(host.dist, remote.dist), { errors: [], html: '<p class="host"><button>Cart</button></p>' });
    // The remote without assetPrefix (its hashed container served as remoteEntry.js): the host asks
    // http://built.test/static/js/async/... for the exposed module's chunk.
    const container = listFiles(eager.dist).find((file) => file.startsWith('static/js/checkout.'))!;
    const failed = await open(host.dist, eager.dist, container);
    assert.equal(failed.html, '');
    assert.match(failed.errors.join('\n'), /^Loading chunk \S+ failed\.\n\(error: http:\/\/built\.test\/static\/js\/async\//m);
  });
  test('under rsbuild dev, exposes sets server.cors to true and makes asset URLs absolute with the dev server port', async () => {
    const { createRsbuild } = await rsbuildCore();
    const results: [string, unknown][] = [];
    // A development instance sets NODE_ENV when it is unset: put it back afterwards.
    await withNodeEnv(process.env.NODE_ENV, async () => {
      const cases: [Record<string, string> | undefined, boolean | undefined][] = [
        [{ './CartButton': './src/index.js' }, undefined],
        [undefined, undefined],
        // A server.cors of your own is kept.
        [{ './CartButton': './src/index.js' }, false],
      ];
      for (const [exposes, cors] of cases) {
        const rsbuild = await createRsbuild({ cwd: configDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', server: { port: 3107, cors }, moduleFederation: { options: { name: 'checkout', exposes } } } });
        const [web] = await rsbuild.initConfigs({ action: 'dev' });
        results.push([String(rsbuild.getNormalizedConfig().server.cors === true), web.output?.publicPath]);
      }
    });
    assert.deepEqual(results, [
      ['true', 'http://localhost:3107/'],
      ['false', '/'],
      ['false', 'http://localhost:3107/'],
    ]);
    assert.ok(pageText('guide/start/features', 'en').includes('Rsbuild sets [`server.cors`](/config/server/cors) to `true` unless you set it yourself'));
    assert.ok(pageText('guide/start/features', 'zh').includes('除非你自己设置了 `server.cors`'));
  });
  test('the page names the three parts and drops the old sample without filename', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/start/features', lang);
      for (const literal of ["filename: 'remoteEntry.js'", "assetPrefix: 'https://checkout.example.com/'", "import('./bootstrap');", '#RUNTIME-006', 'static/js/checkout.[hash].js', 'Loading chunk … failed']) {
        assert.ok(text.includes(literal), `${lang}: ${literal}`);
      }
    }
  });
});

describe('Features › Multiple environments (the Node.js bundle)', () => {
  test('the node environment of the sample writes dist/server/server.js, a CommonJS module that Node.js cannot load under "type": "module"', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const dir = makeProject(
      {
        'package.json': '{ "name": "ssr-sample", "private": true, "type": "module" }\n',
        'src/server.tsx': "import { renderToString } from 'react-dom/server';\nexport const render = () => renderToString(<h1>ssr</h1>);\n",
      },
      'features-ssr-node',
    );
    // Only the sample's node environment: the web one does not change this bundle.
    const result = await buildProject(dir, {
      mode: 'production',
      plugins: [pluginReact()],
      environments: { node: { source: { entry: { server: './src/server.tsx' } }, output: { target: 'node', distPath: { root: 'dist/server' }, minify: false } } },
    });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(listFiles(path.join(dir, 'dist')), ['server/server.js']);
    const bundle = readText(path.join(dir, 'dist'), 'server/server.js');
    assert.match(bundle, /^module\.exports = require\("util"\);$/m);
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, [path.join(dir, 'dist/server/server.js')], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /ReferenceError: require is not defined in ES module scope, you can use import instead/);
  });
  test('every framework template of create-rsbuild says "type": "module" in its package.json', async () => {
    const { readdirSync } = await import('node:fs');
    const root = path.join(configDir, 'node_modules/create-rsbuild');
    const templates = readdirSync(root).filter((name) => /^template-[a-z0-9]+-(ts|js)$/.test(name));
    assert.equal(templates.length, 18, templates.join(', '));
    for (const name of templates) assert.equal(JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8')).type, 'module', name);
  });
  test('the page names the bundle, the failure and where the ways out are', () => {
    assert.ok(pageText('guide/start/features', 'en').includes('it fails with `require is not defined in ES module scope`. [Server-side rendering](/guide/advanced/ssr)'));
    assert.ok(pageText('guide/start/features', 'zh').includes('会报错 `require is not defined in ES module scope`。解决办法见[服务端渲染](/guide/advanced/ssr)'));
  });
});

describe('Features › HTML and the dev server fallback without an index entry', () => {
  // One JS-API dev server (development mode, never listening itself): an entry `main`, and an
  // entry `shared` in the object form with html: false. The server's middlewares answer on a port
  // of this process.
  let answers: Record<string, { status: number; body: string }>;
  let nestedPages: Record<string, string> = {};
  const serve = async (dir: string, config: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig, urls: string[]) => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { mode: 'development', logLevel: 'silent', dev: { hmr: false, liveReload: false }, server: { port: await freePort() }, ...config },
    });
    const server = await withNodeEnv('development', () => rsbuild.createDevServer());
    const listener = http.createServer(server.middlewares);
    const answered: Record<string, { status: number; body: string }> = {};
    try {
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      const port = (listener.address() as import('node:net').AddressInfo).port;
      for (const url of urls) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { accept: 'text/html' } });
        answered[url] = { status: response.status, body: await response.text() };
      }
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await server.close();
    }
    return answered;
  };
  before(async () => {
    const dir = makeProject({ 'src/main.js': "console.log('main-entry');\n", 'src/shared.js': "console.log('shared-entry');\n", 'src/index.js': "console.log('index-entry');\n" }, 'features-no-index');
    answers = await serve(dir, { source: { entry: { main: './src/main.js', shared: { import: './src/shared.js', html: false } } } }, ['/some/client/route', '/main.html', '/shared.html', '/static/js/shared.js']);
    // 'nested' puts the index page at index/index.html (the pages Rsbuild writes, from its config; no second server).
    const { createRsbuild } = await rsbuildCore();
    const nested = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        html: { outputStructure: 'nested' },
        plugins: [{ name: 'behaviour:html-paths', setup: (api: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPluginAPI) => api.modifyRspackConfig((_config, { environment }) => void (nestedPages = environment.htmlPaths)) }],
      },
    });
    await nested.initConfigs();
  });
  test('an entry with html: false gets no page; its script is still built', () => {
    assert.equal(answers['/main.html'].status, 200);
    assert.ok(answers['/main.html'].body.includes('<title>Rsbuild App</title>'));
    assert.equal(answers['/shared.html'].status, 404);
    assert.equal(answers['/static/js/shared.js'].status, 200);
    assert.ok(answers['/static/js/shared.js'].body.includes('shared-entry'));
  });
  test('with main.html as the only page, an unmatched HTML request gets a 404, not a page', () => {
    assert.equal(answers['/some/client/route'].status, 404);
    assert.ok(!answers['/some/client/route'].body.includes('<title>Rsbuild App</title>'));
  });
  test("with html.outputStructure 'nested' the index page is index/index.html, so there is no index.html at the root to fall back to", () => {
    assert.deepEqual(nestedPages, { index: 'index/index.html' });
  });
  test('page text: the HTML section names html: false and tools.htmlPlugin: false; the fallback needs an index entry', () => {
    const en = pageText('guide/start/features', 'en');
    assert.ok(en.includes('with `html: false` gets no page of its own, and `tools.htmlPlugin: false` turns HTML generation off for the whole build.'));
    assert.ok(en.includes("When the only page is `main.html`, or when `'nested'` writes the page as `index/index.html`, such a request gets a 404."));
    const zh = pageText('guide/start/features', 'zh');
    assert.ok(zh.includes('并设置了 `html: false` 的入口，不会生成自己的页面；设置 `tools.htmlPlugin: false` 则会关闭整个构建的 HTML 生成。'));
    assert.ok(zh.includes("如果唯一的页面是 `main.html`，或者 `'nested'` 把页面写成了 `index/index.html`，这类请求会得到 404。"));
  });
});

// SVGR beside the Preact plugin instead of the React one builds and renders with Preact
// (plugins-list-plugin-svgr.test.ts, "Install: with pluginPreact instead of pluginReact, …").
test('Official plugins: the SVGR rows name the Preact plugin as the React plugin\'s stand-in, in both languages', () => {
  assert.ok(pageText('guide/start/features', 'en').includes('it needs `@rsbuild/plugin-react` registered as well, or `@rsbuild/plugin-preact` in a Preact project |'));
  assert.ok(pageText('guide/start/features', 'en').includes('with `@rsbuild/plugin-react` registered as well (`@rsbuild/plugin-preact` in a Preact project) |'));
  assert.ok(!pageText('guide/start/features', 'en').includes('it works only when `@rsbuild/plugin-react` is registered'));
  assert.ok(pageText('guide/start/features', 'zh').includes('；必须同时注册 `@rsbuild/plugin-react`（Preact 项目则注册 `@rsbuild/plugin-preact`）才能构建 |'));
  assert.ok(pageText('guide/start/features', 'zh').includes('并同时注册 `@rsbuild/plugin-react`（Preact 项目则注册 `@rsbuild/plugin-preact`） |'));
});
