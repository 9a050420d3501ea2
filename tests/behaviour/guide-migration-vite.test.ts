import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { LoadEnvResult, loadEnv, RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { assertPageSamplesTypeCheck, buildProject, type BuildResult, buildWithConfigFile, type CliResult, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, PRINTED_BUILD_TIME, readText, rsbuildCore, rsbuildV1Dir, runCli, runTsc, startCli, tscProject, typeCheckProject, waitFor, withNodeEnv, withoutInstalledPackages, writeProjectFiles, launchChromium } from './harness';

// The page's template and its complete rsbuild.config.ts, with an app that reads what the page
// says carries over from Vite.
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="<%= assetPrefix %>/logo.svg" />
    <title><%= process.env.VITE_APP_TITLE %></title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const completeConfig = `import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['VITE_'] });

  return {
    plugins: [pluginReact()],
    source: {
      entry: {
        index: './src/main.tsx',
      },
      define: {
        ...publicVars,
        __APP_VERSION__: JSON.stringify('2.4.0'),
      },
    },
    resolve: {
      alias: {
        '@': './src',
      },
    },
    html: {
      template: './index.html',
    },
    server: {
      base: '/app/',
      port: 5173,
      proxy: {
        '/api': {
          target: 'http://localhost:8000',
          changeOrigin: true,
          pathRewrite: { '^/api': '' },
        },
      },
    },
    output: {
      sourceMap: true,
    },
  };
});
`;
const app = {
  'index.html': template,
  'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.env': 'VITE_APP_TITLE=Shop\nVITE_API_URL=https://api.example.com\n',
  '.env.staging': 'VITE_APP_TITLE=Shop (staging)\n',
  'src/greeting.ts': 'export const greeting = "hello from the alias";\n',
  'src/style.css': '.title { color: teal; }\n',
  'src/data.json': '{ "raw": true }\n',
  'src/img.png': 'p'.repeat(6000),
  'src/at-limit.png': 'p'.repeat(4096),
  'src/over-limit.png': 'p'.repeat(4097),
  'src/main.tsx': `import { greeting } from '@/greeting';
import notes from '../public/logo.svg?raw';
import inlineCss from './style.css?inline';
import rawTs from './greeting.ts?raw';
import rawCss from './style.css?raw';
import rawJson from './data.json?raw';
import logoUrl from '../public/logo.svg?url';
import logoInline from '../public/logo.svg?inline';
import atLimit from './at-limit.png';
import overLimit from './over-limit.png';
import './style.css';
declare const __APP_VERSION__: string;
// A type error: Rsbuild strips types without checking them.
const typeError: number = 'not a number';
console.log(JSON.stringify({
  greeting, notes, inlineCss, rawTs, version: __APP_VERSION__,
  api: import.meta.env.VITE_API_URL, apiFromProcess: process.env.VITE_API_URL,
  mode: import.meta.env.MODE, dev: import.meta.env.DEV, prod: import.meta.env.PROD,
  base: import.meta.env.BASE_URL, assetPrefix: import.meta.env.ASSET_PREFIX,
  ssr: import.meta.env.SSR, keys: Object.keys(import.meta.env), logoUrl, rawCss, rawJson, typeError,
  imgUrl: new URL('./img.png', import.meta.url).href,
  atLimit, overLimit, logoInline,
}));
`,
  'rsbuild.config.ts': completeConfig,
};

// The page's replacement for import.meta.env.SSR: one define per environment.
const ssrConfig = `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  environments: {
    web: {
      source: {
        define: { 'import.meta.env.SSR': 'false' },
      },
    },
    node: {
      source: {
        entry: { index: './src/server.ts' },
        define: { 'import.meta.env.SSR': 'true' },
      },
      output: { target: 'node', distPath: { root: 'dist/server' } },
    },
  },
});
`;
const ssrApp = {
  // The server bundle is CommonJS; the repository's own package.json says "type": "module".
  'package.json': '{ "type": "commonjs" }',
  // No loadEnv here: a VITE_ variable in .env is loaded but nothing defines it.
  '.env': 'VITE_API_URL=https://api.example.com\n',
  'src/index.ts': 'console.log(JSON.stringify({ ssr: import.meta.env.SSR, viteWithoutLoadEnv: String(import.meta.env.VITE_API_URL) }));\n',
  'src/pages/Home.tsx': 'export default "home";\n',
  'src/pages/About.tsx': 'export default "about";\n',
  // The page's webpackContext sample.
  'src/pages.ts': `const context = import.meta.webpackContext('./pages', {
  recursive: false,
  regExp: /\\.tsx$/,
  mode: 'lazy',
});

export const pages = Object.fromEntries(
  context.keys().map((key) => [
    key.replace('./', './pages/'),
    () => context(key) as Promise<{ default: unknown }>,
  ]),
);
`,
  // { eager: true }: the same context without mode.
  'src/pages-eager.ts': "const context = import.meta.webpackContext('./pages', { recursive: false, regExp: /\\.tsx$/ });\nexport const homeNow = () => context('./Home.tsx') as { default: unknown };\n",
  'src/server.ts': `import { pages } from './pages';
import { homeNow } from './pages-eager';
export const loadHomeEager = homeNow;
export const ssr = import.meta.env.SSR;
export const pageKeys = Object.keys(pages).sort();
export const loadHome = () => pages['./pages/Home.tsx']();
export const viteGlob = () => (import.meta as any).glob('./pages/*.tsx');
// Several folders through one context on their common folder, with the page's regExp.
export const multiKeys = {
  notRecursive: import.meta.webpackContext('./multi', { recursive: false, regExp: /^\\.\\/(?:a|b)\\/[^/]+\\.ts$/ }).keys(),
  recursive: import.meta.webpackContext('./multi', { regExp: /^\\.\\/(?:a|b)\\/[^/]+\\.ts$/ }).keys(),
};
`,
  'src/multi/a/x.ts': 'export default "a";\n',
  'src/multi/b/y.ts': 'export default "b";\n',
  'src/multi/c/z.ts': 'export default "c";\n',
  'rsbuild.config.ts': ssrConfig,
};

let build: CliResult;
let staging: CliResult;
let ssrBuild: CliResult;
let noEntry: CliResult;
let noDefine: CliResult;
let rawText: CliResult;
const dir = makeProject(app, 'vite-app');
// The staging copy adds an absolute link to the template and logs what process.env holds when the
// CLI evaluates the config, before the config's own loadEnv call.
const stagingDir = makeProject(
  {
    ...app,
    // It also has a viewport tag of its own, as Vite's templates do.
    'index.html': template.replace('  </head>', '    <link rel="manifest" href="/manifest.json" />\n    <meta name="viewport" content="width=1024" />\n  </head>'),
    'rsbuild.config.ts': `console.log('config sees VITE_APP_TITLE=' + process.env.VITE_APP_TITLE);\n${completeConfig}`,
  },
  'vite-app-staging',
);
const dist = path.join(dir, 'dist');
const stagingDist = path.join(stagingDir, 'dist');
const ssrDir = makeProject(ssrApp, 'vite-ssr');
const noDefineDir = makeProject({ ...app, 'rsbuild.config.ts': completeConfig.replace('...publicVars,', '') }, 'vite-no-define');
// Query/file-type pairs that Rsbuild has no rule for: ?raw on .txt, ?url on a stylesheet, ?inline on a script.
const rawTextDir = makeProject(
  {
    'src/index.js': "import notes from './notes.txt?raw';\nimport styleUrl from './style.css?url';\nimport code from './util.ts?inline';\nconsole.log(notes, styleUrl, code);\n",
    'src/notes.txt': 'plain words\n',
    'src/style.css': '.a { color: red; }\n',
    'src/util.ts': "export const util = 'util';\n",
  },
  'vite-raw-txt',
);
// Relative base: an image referenced from CSS, with assetPrefix './' and 'auto'.
const cssImage = { 'src/index.js': "import './a.css';\n", 'src/a.css': ".a { background: url('./big.png'); }\n", 'src/big.png': 'x'.repeat(6000) };
// It also has a postcss.config.cjs, which Rsbuild reads without any option.
const dotPrefixDir = makeProject(
  {
    ...cssImage,
    'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'mark', Rule(rule) { rule.append({ prop: 'z-index', value: '7' }); } }] };\n",
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n",
  },
  'vite-dot-prefix',
);
// Its template links a public file both ways: through <%= assetPrefix %> and as a relative path.
const autoPrefixDir = makeProject(
  {
    ...cssImage,
    'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'index.html': '<!doctype html>\n<html>\n  <head>\n    <link rel="icon" href="<%= assetPrefix %>/logo.svg" />\n    <link rel="apple-touch-icon" href="./logo.svg" />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'auto' }, html: { template: './index.html' } };\n",
  },
  'vite-auto-prefix',
);
// The page's flat-folder distPath, with a lazy chunk, an image from CSS and a .wasm module.
const flatDistPath = "{ js: 'assets', jsAsync: 'assets', css: 'assets', cssAsync: 'assets', image: 'assets', svg: 'assets', font: 'assets', media: 'assets', assets: 'assets' }";
const flatSources = {
  ...cssImage,
  'src/index.js': "import './a.css';\nimport('./lazy.js');\nimport('./empty.wasm');\n",
  'src/lazy.js': 'export const lazy = 1;\n',
  'src/empty.wasm': '\0asm\x01\0\0\0',
};
// It also sets output.sourceMap to { css: true } (the counterpart of css.devSourcemap), in a production build.
const flatDir = makeProject({ ...flatSources, 'rsbuild.config.mjs': `export default { output: { sourceMap: { css: true }, distPath: ${flatDistPath.replace(' }', ", wasm: 'assets' }")} } };\n` }, 'vite-flat');
const flatNoWasmDir = makeProject({ ...flatSources, 'rsbuild.config.mjs': `export default { output: { distPath: ${flatDistPath} } };\n` }, 'vite-flat-no-wasm');
// Built in this process from their config files (no .env files, claims on the output only).
let flat: BuildResult;
let flatNoWasm: BuildResult;
let dotPrefix: BuildResult;
let autoPrefix: BuildResult;
// The tsconfig layout of Vite's react-ts template (create-vite 9.3.0), after vite.config.ts was
// deleted, with a type error in src.
const tsLayoutDir = makeProject(
  {
    'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }, { path: './tsconfig.node.json' }] }),
    'tsconfig.app.json': JSON.stringify({ compilerOptions: { noEmit: true, strict: true }, include: ['src'] }),
    'tsconfig.node.json': JSON.stringify({ compilerOptions: { noEmit: true }, include: ['vite.config.ts'] }),
    'src/main.ts': "export const count: number = 'ten';\n",
  },
  'vite-tsconfig-layout',
);
// The page's src/env.d.ts in place of vite/client, with code that uses what it declares.
const typesDir = makeProject(
  {
    'tsconfig.json': JSON.stringify({ compilerOptions: { noEmit: true, strict: true, skipLibCheck: true, types: [], lib: ['es2022', 'dom'], module: 'esnext', moduleResolution: 'bundler', target: 'es2022' }, include: ['src'] }),
    'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n\ninterface ImportMetaEnv {\n  readonly VITE_API_URL: string;\n}\n',
    'src/pages.ts': ssrApp['src/pages.ts'],
    'src/use.ts': `import logo from './logo.svg';
import styles from './app.module.css';
export const api: string = import.meta.env.VITE_API_URL;
export const mode: 'development' | 'production' | 'none' = import.meta.env.MODE;
import.meta.webpackHot?.accept();
export const used = [logo, styles.title];
`,
  },
  'vite-types',
);
// The same code with "types": ["@rsbuild/core/types"] in tsconfig.json instead of the reference.
const typesEntryDir = makeProject(
  {
    'tsconfig.json': JSON.stringify({ compilerOptions: { noEmit: true, strict: true, skipLibCheck: true, types: ['@rsbuild/core/types'], lib: ['es2022', 'dom'], module: 'esnext', moduleResolution: 'bundler', target: 'es2022' }, include: ['src'] }),
    'src/use.ts': "import logo from './logo.svg';\nimport styles from './app.module.css';\nexport const mode: 'development' | 'production' | 'none' = import.meta.env.MODE;\nimport.meta.webpackHot?.accept();\nexport const used = [logo, styles.title];\n",
  },
  'vite-types-entry',
);
let typesEntryCheck: { code: number; output: string };
// The tsconfig.app.json of create-vite 9.3.0 (template react-ts, as published), without
// tsBuildInfoFile: it points into node_modules, which is shared here. Since create-vite 8.0.0 the
// templates list vite/client in it and have no src/vite-env.d.ts (7.1.3 still had the file and no
// "types"; checked by hand with npm pack on 2026-12-05).
const createViteAppOptions = {
  target: 'es2023', lib: ['ES2023', 'DOM'], module: 'esnext', types: ['vite/client'], allowArbitraryExtensions: true, skipLibCheck: true,
  moduleResolution: 'bundler', allowImportingTsExtensions: true, verbatimModuleSyntax: true, moduleDetection: 'force', noEmit: true, jsx: 'react-jsx',
  noUnusedLocals: true, noUnusedParameters: true, erasableSyntaxOnly: true, noFallthroughCasesInSwitch: true,
};
const createViteSource = "import logo from './logo.svg';\nimport styles from './app.module.css';\nimport './index.css';\nexport const mode: 'development' | 'production' | 'none' = import.meta.env.MODE;\nexport const used = [logo, styles.title];\n";
// As the template leaves it once vite is uninstalled, and with the page's change of the entry.
const viteClientDir = makeProject({ 'tsconfig.app.json': JSON.stringify({ compilerOptions: createViteAppOptions, include: ['src'] }), 'src/main.ts': createViteSource }, 'vite-client-entry');
const viteClientReplacedDir = makeProject({ 'tsconfig.app.json': JSON.stringify({ compilerOptions: { ...createViteAppOptions, types: ['@rsbuild/core/types'] }, include: ['src'] }), 'src/main.ts': createViteSource }, 'vite-client-replaced');
let viteClientCheck: { code: number; output: string };
let viteClientReplacedCheck: { code: number; output: string };
let rootNoEmit: { code: number; output: string };
let nodeBuild: { code: number; output: string };
let typesCheck: { code: number; output: string };
const noEntryDir = makeProject({ 'src/main.tsx': 'console.log(1);\n' }, 'vite-no-entry');
// Vite's envDir as --env-dir: the .env files sit in env/, and the config keeps the page's loadEnv
// call for VITE_ variables. The .env file also has a PUBLIC_ variable, which needs no loadEnv call.
// A node environment without any SSR define shows what import.meta.env.SSR reads there.
const envDirDir = makeProject(
  {
    'package.json': '{ "type": "commonjs" }',
    'env/.env': 'VITE_API_URL=https://api.example.com\nPUBLIC_SHOP_NAME=Shop\n',
    'src/index.ts': 'console.log(JSON.stringify({ api: import.meta.env.VITE_API_URL, shop: import.meta.env.PUBLIC_SHOP_NAME, shopFromProcess: process.env.PUBLIC_SHOP_NAME, keys: Object.keys(import.meta.env), ssr: String(import.meta.env.SSR) }));\n',
    // Two import.meta.glob calls: two warnings under one plural heading.
    'src/server.ts': "export const ssr = import.meta.env.SSR;\nexport const a = () => (import.meta as any).glob('./a/*.ts');\nexport const b = () => (import.meta as any).glob('./b/*.ts');\n",
    'rsbuild.config.ts': `import { defineConfig, loadEnv } from '@rsbuild/core';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['VITE_'] });
  return {
    source: { define: publicVars },
    environments: {
      web: {},
      node: { source: { entry: { index: './src/server.ts' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
    },
  };
});
`,
  },
  'vite-env-dir',
);
let envDirBuild: CliResult;
before(async () => {
  // NODE_ENV as `rsbuild build` sets it for the builds in this process, put back afterwards.
  [build, staging, ssrBuild, noEntry, noDefine, rawText, dotPrefix, autoPrefix, flat, flatNoWasm, envDirBuild] = await withNodeEnv('production', () =>
    Promise.all([
      runCli(dir, ['build']),
      runCli(stagingDir, ['build', '--env-mode', 'staging']),
      runCli(ssrDir, ['build']),
      runCli(noEntryDir, ['build']),
      runCli(noDefineDir, ['build']),
      runCli(rawTextDir, ['build']),
      buildWithConfigFile(dotPrefixDir),
      buildWithConfigFile(autoPrefixDir),
      buildWithConfigFile(flatDir),
      buildWithConfigFile(flatNoWasmDir),
      runCli(envDirDir, ['build', '--env-dir', 'env']),
    ]),
  );
  // Sequential: both only read tsconfig files, no source (cheap).
  rootNoEmit = await runTsc(tsLayoutDir, ['--noEmit']);
  nodeBuild = await runTsc(tsLayoutDir, ['-b', 'tsconfig.node.json']);
  // `tsc -p` in this process (tscProject: tsc's own steps, the libraries parsed once).
  typesCheck = tscProject(ts, typesDir, '.');
  typesEntryCheck = tscProject(ts, typesEntryDir, '.');
  viteClientCheck = tscProject(ts, viteClientDir, 'tsconfig.app.json');
  viteClientReplacedCheck = tscProject(ts, viteClientReplacedDir, 'tsconfig.app.json');
});

// One Chromium for the file's two browser tests, started by the first and closed when the file ends.
let browser: Promise<import('playwright-core').Browser> | undefined;
const sharedBrowser = () => (browser ??= launchChromium());
after(async () => {
  await (await browser)?.close();
});

/** What the built page logs, by running its script in Node.js (it only calls console.log). */
// Run once per folder: the built files do not change after before().
const appLogs = new Map<string, any>();
function appLog(distDir: string) {
  if (!appLogs.has(distDir)) appLogs.set(distDir, runAppLog(distDir));
  return appLogs.get(distDir);
}
function runAppLog(distDir: string) {
  const script = listFiles(distDir).find((file) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(file))!;
  // The document of a page served at http://localhost/app/ (new URL(…, import.meta.url) reads its baseURI).
  const out = execFileSync(process.execPath, ['-e', `globalThis.process={env:{}};globalThis.document={baseURI:'http://localhost/app/'};${readText(distDir, script)}`], { encoding: 'utf8' });
  return JSON.parse(out);
}

describe('Migrate from Vite', () => {
  test('Turn index.html into a template: process.env.VITE_APP_TITLE is filled in because the page\'s config defines it, assetPrefix carries the base, and a viewport tag is added', () => {
    assert.equal(build.code, 0, build.output);
    const html = readText(dist, 'index.html');
    assert.match(html, /<title>Shop<\/title>/);
    assert.match(html, /<link rel="icon" type="image\/svg\+xml" href="\/app\/logo\.svg"/);
    assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1.0">/);
    assert.ok(listFiles(dist).includes('logo.svg'), 'public/ is copied into dist');
  });

  test('Turn index.html into a template: without the define, the template has no process global and the build fails', () => {
    assert.equal(noDefine.code, 1);
    assert.match(noDefine.output, /^× Template execution failed: ReferenceError: process is not defined$/m);
    assert.match(noDefine.output, /^× \[html-rspack-plugin\]: process is not defined$/m);
  });

  test('Turn index.html into a template: rsbuild build prints both errors under "error   Build errors:", then "build failed in" and "Rspack build failed." with a stack trace', () => {
    const printed = noDefine.stderr.replace(/[ \t]+$/gm, '');
    assert.ok(printed.includes(`error   Build errors:\n× Template execution failed: ReferenceError: process is not defined\n\n× [html-rspack-plugin]: process is not defined\n\nerror   build failed in `), printed);
    assert.match(printed, new RegExp(`\\nerror   build failed in ${PRINTED_BUILD_TIME}\\nerror   Rspack build failed\\.\\n    at `));
  });

  test('A complete example: alias, define, ?raw, ?inline and ?url, source maps, and static/js and static/css folders', () => {
    const log = appLog(dist);
    assert.equal(log.greeting, 'hello from the alias');
    assert.equal(log.notes, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    assert.equal(log.rawTs, 'export const greeting = "hello from the alias";\n');
    assert.ok(log.inlineCss.startsWith('.title{color:teal}'), log.inlineCss);
    assert.equal(log.version, '2.4.0');
    assert.match(log.logoUrl, /^\/app\/static\/svg\/logo\.[0-9a-f]+\.svg$/);
    // ?inline on a static asset gives a data: URL.
    assert.match(log.logoInline, /^data:image\/svg\+xml[;,]/);
    const files = listFiles(dist);
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]+\.js\.map$/.test(file)));
    assert.ok(files.some((file) => /^static\/css\/index\.[0-9a-f]+\.css\.map$/.test(file)));
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]+\.css$/), /\.title\{color:teal\}/);
  });

  test('Environment variables: VITE_ variables reach import.meta.env and process.env; built-in keys; SSR does not exist; --env-mode picks the file and reaches the config function as envMode (its loadEnv reads .env.staging), but MODE stays production', () => {
    const log = appLog(dist);
    assert.equal(log.api, 'https://api.example.com');
    assert.equal(log.apiFromProcess, 'https://api.example.com');
    assert.deepEqual([log.mode, log.dev, log.prod, log.base, log.assetPrefix], ['production', false, true, '/app/', '/app']);
    assert.equal(log.ssr, undefined);
    assert.deepEqual(log.keys, ['MODE', 'DEV', 'PROD', 'BASE_URL', 'ASSET_PREFIX']);
    assert.equal(staging.code, 0, staging.output);
    assert.match(readText(stagingDist, 'index.html'), /<title>Shop \(staging\)<\/title>/);
    assert.equal(appLog(stagingDist).mode, 'production');
  });

  test('Environment variables and Common problems: a define per environment replaces import.meta.env.SSR (true in the node bundle, false in the web one); without loadEnv, import.meta.env.VITE_API_URL from .env reads undefined', async () => {
    assert.equal(ssrBuild.code, 0, ssrBuild.output);
    const web = path.join(ssrDir, 'dist');
    assert.deepEqual(appLog(web), { ssr: false, viteWithoutLoadEnv: 'undefined' });
    const server = await import(path.join(ssrDir, 'dist/server/index.js'));
    assert.equal(server.ssr, true);
  });

  test('Replace import.meta.glob: the webpackContext sample gives Vite\'s keys and lazy modules (promises), without mode the module itself; import.meta.glob only warns at build time and fails at run time', async () => {
    const server = await import(path.join(ssrDir, 'dist/server/index.js'));
    assert.deepEqual(server.pageKeys, ['./pages/About.tsx', './pages/Home.tsx']);
    assert.equal((await server.loadHome()).default, 'home');
    assert.ok(server.loadHome() instanceof Promise);
    // Without mode, context(key) returns the module itself, not a promise.
    assert.equal(server.loadHomeEager().default, 'home');
    assert.match(ssrBuild.output, /⚠ Critical dependency: Accessing import\.meta directly is unsupported \(only property access or destructuring is supported\)\n/);
    // As printed: a File: line, the ⚠ parse warning, then the ⚠ Critical dependency line, under "warn    Build warning(s):".
    assert.match(ssrBuild.output, /\nwarn    Build warning: ?\n/);
    assert.equal(ssrBuild.output.match(/⚠ Critical dependency/g)?.length, 1);
    assert.match(ssrBuild.output, /\nFile: [^\n]+\n  ⚠ Module parse warning:\n  ╰─▶   ⚠ Critical dependency: Accessing import\.meta directly is unsupported \(only property access or destructuring is supported\)\n +╭─/);
    assert.throws(() => server.viteGlob(), (error: Error) => error instanceof TypeError && /glob is not a function/.test(error.message));
  });

  test("Replace import.meta.glob: one context on a common folder with the page's regExp finds the files of a/ and b/ only with recursive: true (the default), not with recursive: false; its keys are relative to that folder", async () => {
    const server = await import(path.join(ssrDir, 'dist/server/index.js'));
    assert.deepEqual(server.multiKeys, { notRecursive: [], recursive: ['./a/x.ts', './b/y.ts'] });
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/migration/vite', lang);
      assert.ok(text.includes('`/^\\.\\/(?:a|b)\\/[^/]+\\.ts$/`'), lang);
    }
  });

  test('Other Vite-specific APIs: ?raw on a file type Rsbuild does not handle (.txt) fails to parse', () => {
    assert.equal(rawText.code, 1);
    assert.match(rawText.output, /File: \.\/src\/notes\.txt\?raw:1:1\n\s+× Module parse failed:/);
  });

  test('Other Vite-specific APIs: ?raw works on stylesheets and JSON; ?url on a stylesheet and ?inline on a script fail the build', () => {
    const log = appLog(dist);
    assert.equal(log.rawCss, '.title { color: teal; }\n');
    assert.equal(log.rawJson, '{ "raw": true }\n');
    assert.match(rawText.output, /× ESModulesLinkingError: export 'default' \(imported as 'styleUrl'\) was not found in '\.\/style\.css\?url' \(module has no exports\)\n/);
    assert.match(rawText.output, /export 'default' \(imported as 'code'\) was not found in '\.\/util\.ts\?inline'/);
  });

  test("Map vite.config options: output.sourceMap { js: 'hidden-source-map' } and { js: 'inline-source-map' } apply to the dev server too", async () => {
    const { createRsbuild } = await rsbuildCore();
    const devtools: unknown[] = [];
    for (const js of ['hidden-source-map', 'inline-source-map'] as const) {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'silent', source: { entry: { index: './src/main.tsx' } }, output: { sourceMap: { js } } } });
      const [config] = await rsbuild.initConfigs({ action: 'dev' });
      devtools.push(config.devtool);
    }
    assert.deepEqual(devtools, ['hidden-source-map', 'inline-source-map']);
  });

  test("A complete example: output.sourceMap true gives cheap-module-source-map in development and source-map in production, and CSS source maps in both", async () => {
    const { createRsbuild } = await rsbuildCore();
    const seen: unknown[] = [];
    for (const mode of ['development', 'production'] as const) {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode, logLevel: 'silent', source: { entry: { index: './src/main.tsx' } }, output: { sourceMap: true } } });
      const [config] = await rsbuild.initConfigs();
      const cssRule = (config.module!.rules as any[]).find((rule) => String(rule?.test) === String.raw`/\.css$/`);
      const cssLoader = cssRule.use.find((use: { loader: string }) => /[\\/]css-loader[\\/]/.test(use.loader));
      seen.push(mode, config.devtool, cssLoader.options.sourceMap);
    }
    assert.deepEqual(seen, ['development', 'cheap-module-source-map', true, 'production', 'source-map', true]);
  });

  test("Map vite.config options: Rsbuild's defaults are port 3000, host 0.0.0.0 and the dist folder, and the table's option shapes type-check", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', source: { entry: { index: './src/main.tsx' } } } });
    await rsbuild.initConfigs();
    const { server, output } = rsbuild.getNormalizedConfig();
    assert.deepEqual([server.port, server.host, output.distPath.root], [3000, '0.0.0.0', 'dist']);
    const shapes: RsbuildConfig[] = [
      { server: { publicDir: { name: 'static' } } },
      { server: { publicDir: false } },
      { server: { publicDir: { copyOnBuild: false } } },
      { server: { strictPort: true, open: true, headers: { 'X-Frame-Options': 'DENY' }, proxy: { '/api': { target: 'http://localhost:8000', pathRewrite: { '^/api': '' } } } } },
      { dev: { hmr: false, client: { host: 'localhost', port: 443, path: '/ws' } } },
      { output: { distPath: { root: 'build' }, cleanDistPath: false, manifest: true, minify: false, externals: ['react'], overrideBrowserslist: ['chrome >= 87'] } },
      { output: { sourceMap: { js: 'hidden-source-map', css: true }, cssModules: { exportLocalsConvention: 'camelCaseOnly' } } },
      { performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'lib-lodash': /node_modules[\\/]lodash/ } } } },
    ];
    assert.equal(shapes.length, 8);
  });

  test('Map vite.config options: resolve.alias takes an object or a function', () => {
    const asObject: RsbuildConfig = { resolve: { alias: { '@': './src' } } };
    const asFunction: RsbuildConfig = {
      resolve: {
        alias: (alias) => {
          alias['@'] = './src';
        },
      },
    };
    assert.ok(asObject && asFunction);
  });

  test('Map vite.config options: the flat distPath sample puts every emitted file in assets/; without wasm, .wasm stays in static/wasm', () => {
    assert.deepEqual(flat.errors, []);
    const files = listFiles(path.join(flatDir, 'dist'));
    assert.ok(files.includes('index.html'));
    assert.deepEqual(files.filter((file) => file !== 'index.html' && !file.startsWith('assets/')), []);
    assert.ok(files.some((file) => /^assets\/[0-9a-f]+\.module\.wasm$/.test(file)), files.join('\n'));
    assert.ok(files.some((file) => /^assets\/big\.[0-9a-f]+\.png$/.test(file)), files.join('\n'));
    assert.ok(files.some((file) => /^assets\/index\.[0-9a-f]+\.css$/.test(file)), files.join('\n'));
    assert.ok(files.filter((file) => /^assets\/.*\.js$/.test(file)).length >= 2, files.join('\n'));
    assert.deepEqual(flatNoWasm.errors, []);
    assert.ok(listFiles(path.join(flatNoWasmDir, 'dist')).some((file) => /^static\/wasm\/[0-9a-f]+\.module\.wasm$/.test(file)));
  });

  test('Map vite.config options: output.sourceMap { css: true } emits CSS source maps in a production build (and no JavaScript ones)', () => {
    assert.deepEqual(flat.errors, []);
    const maps = listFiles(path.join(flatDir, 'dist')).filter((file) => file.endsWith('.map'));
    assert.equal(maps.length, 1, maps.join('\n'));
    assert.match(maps[0], /^assets\/index\.[0-9a-f]+\.css\.map$/);
  });

  test("Common problems: with assetPrefix './' a CSS url() points below static/css; 'auto' makes it relative to the CSS file (../../static/image)", () => {
    assert.deepEqual(dotPrefix.errors, []);
    assert.match(outputFile(path.join(dotPrefixDir, 'dist'), /^static\/css\/index\.[0-9a-f]+\.css$/), /url\(\.\/static\/image\/big\.[0-9a-f]+\.png\)/);
    assert.deepEqual(autoPrefix.errors, []);
    assert.match(outputFile(path.join(autoPrefixDir, 'dist'), /^static\/css\/index\.[0-9a-f]+\.css$/), /url\(\.\.\/\.\.\/static\/image\/big\.[0-9a-f]+\.png\)/);
  });

  test("Common problems: with assetPrefix 'auto', <%= assetPrefix %> in the template prints auto; a relative ./logo.svg is kept as written", () => {
    assert.deepEqual(autoPrefix.errors, []);
    const html = readFileSync(path.join(autoPrefixDir, 'dist/index.html'), 'utf8');
    assert.ok(html.includes('<link rel="icon" href="auto/logo.svg" />'), html);
    assert.ok(html.includes('<link rel="apple-touch-icon" href="./logo.svg" />'), html);
    assert.ok(listFiles(path.join(autoPrefixDir, 'dist')).includes('logo.svg'));
  });

  test('Map vite.config options: a postcss.config.* file is read as before, with no Rsbuild option', () => {
    assert.deepEqual(dotPrefix.errors, []);
    assert.match(outputFile(path.join(dotPrefixDir, 'dist'), /^static\/css\/index\.[0-9a-f]+\.css$/), /^\.a\{z-index:7;background:url\(/);
  });

  test('Update the scripts: once vite.config.ts is gone, tsc -b stops at tsconfig.node.json with TS18003', () => {
    assert.notEqual(nodeBuild.code, 0);
    assert.match(nodeBuild.output, /error TS18003: No inputs were found in config file '[^']*\/tsconfig\.node\.json'\. Specified 'include' paths were '\["vite\.config\.ts"\]' and 'exclude' paths were '\[\]'\.\n/);
  });

  test('Verify the migration: in the Vite layout, a bare tsc --noEmit checks no file and passes despite a type error', () => {
    assert.deepEqual(rootNoEmit, { code: 0, output: '' });
  });

  test('Common problems: "Could not find any entry module" when the app starts at src/main.tsx', () => {
    assert.equal(noEntry.code, 1);
    assert.ok(noEntry.output.includes('[rsbuild:config] Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mts|cts|mjs|cjs) exists, or customize entry through the source.entry configuration.\n'), noEntry.output);
    // As printed: "Failed to build." first, the prefixed error, then a stack trace.
    assert.ok(noEntry.stderr.includes('error   Failed to build.\nerror   [rsbuild:config] Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mts|cts|mjs|cjs) exists, or customize entry through the source.entry configuration.\n    at '), noEntry.stderr);
  });

  test('Update the scripts: a file with a type error builds, because Rsbuild strips types without checking them', () => {
    assert.equal(build.code, 0, build.output);
    assert.equal(appLog(dist).typeError, 'not a number');
  });

  test('Turn index.html into a template: an absolute URL in the template is not rewritten to include server.base', () => {
    assert.equal(staging.code, 0, staging.output);
    const html = readText(stagingDist, 'index.html');
    assert.match(html, /<link rel="manifest" href="\/manifest\.json" \/>/);
    assert.match(html, /href="\/app\/logo\.svg"/);
  });

  test('Turn index.html into a template: a template that has its own viewport tag keeps it, and Rsbuild adds no second one', () => {
    assert.equal(staging.code, 0, staging.output);
    const html = readText(stagingDist, 'index.html');
    assert.deepEqual(html.match(/<meta name="viewport"[^>]*>/g), ['<meta name="viewport" content="width=1024" />']);
  });

  test('Environment variables: the CLI has loaded the .env files of the env mode into process.env when it evaluates the config', () => {
    assert.ok(staging.output.includes('config sees VITE_APP_TITLE=Shop (staging)'), staging.output);
  });

  test('Map vite.config options: output.dataUriLimit defaults to 4096 bytes, and a file of exactly 4096 bytes is inlined while one of 4097 is emitted', () => {
    assert.ok(appLog(dist).atLimit.startsWith('data:image/png;base64,cHBw'), appLog(dist).atLimit.slice(0, 40));
    assert.deepEqual(listFiles(dist).filter((file) => file.startsWith('static/image/at-limit')), []);
    assert.match(appLog(dist).overLimit, /^\/app\/static\/image\/over-limit\.[0-9a-f]{8}\.png$/);
  });

  test("Other Vite-specific APIs: new URL('./img.png', import.meta.url) emits the image and gives its URL under the base", () => {
    const emitted = listFiles(dist).find((file) => /^static\/image\/img\.[0-9a-f]{8}\.png$/.test(file));
    assert.ok(emitted, listFiles(dist).join('\n'));
    assert.equal(appLog(dist).imgUrl, `http://localhost/app/${emitted}`);
  });

  test('Type declarations: with @rsbuild/core/types, import.meta.env (own keys included), webpackContext, webpackHot, asset and CSS Modules imports type-check', () => {
    assert.deepEqual(typesCheck, { code: 0, output: '' });
  });

  test('Type declarations: "types": ["@rsbuild/core/types"] in tsconfig.json works in place of "vite/client"', () => {
    assert.deepEqual(typesEntryCheck, { code: 0, output: '' });
  });

  test('Type declarations: in create-vite 9.3.0\'s tsconfig.app.json, the "vite/client" entry fails once vite is gone; "@rsbuild/core/types" in its place type-checks asset, CSS and import.meta.env code without any src/env.d.ts', () => {
    assert.equal(viteClientCheck.code, 2, viteClientCheck.output);
    assert.match(viteClientCheck.output, /error TS2688: Cannot find type definition file for 'vite\/client'\./);
    assert.deepEqual(viteClientReplacedCheck, { code: 0, output: '' });
  });

  test("Update the scripts: the page quotes the scripts of create-vite 9.3.0's react-ts template, without its lint script", () => {
    // template-react-ts/package.json of create-vite 9.3.0 as published (npm pack, 2026-12-05). Its
    // typescript is ~7.0.2; tsc 5.9.3, 6.0.3 and 7.0.2, run by hand on the layout of the TS18003
    // test above, printed the same TS18003 line, and all three passed a bare tsc --noEmit.
    const published = { dev: 'vite', build: 'tsc -b && vite build', lint: 'oxlint', preview: 'vite preview' };
    const { lint, ...quoted } = published;
    assert.equal(lint, 'oxlint');
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/migration/vite', lang);
      const [vite] = [...text.matchAll(/```json title="package\.json"\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]).scripts);
      assert.deepEqual(vite, quoted, lang);
    }
  });

  test('Install the packages: @rsbuild/plugin-svelte runs svelte-preprocess, which loads typescript, sass and less from the project; neither the plugin nor svelte-loader reads svelte.config.js', () => {
    const modules = path.join(rsbuildV1Dir, 'node_modules');
    const pluginCode = readFileSync(path.join(modules, '@rsbuild/plugin-svelte/dist/index.js'), 'utf8');
    assert.ok(pluginCode.includes('import { sveltePreprocess } from "svelte-preprocess";'));
    assert.ok(pluginCode.includes('preprocess: sveltePreprocess(options.preprocessOptions)'));
    const transformers = path.join(modules, 'svelte-preprocess/dist/transformers');
    assert.ok(readFileSync(path.join(transformers, 'typescript.js'), 'utf8').includes('require("typescript")'));
    assert.ok(readFileSync(path.join(transformers, 'scss.js'), 'utf8').includes("require('sass')"));
    assert.ok(readFileSync(path.join(transformers, 'less.js'), 'utf8').includes('require("less")'));
    const { dependencies, peerDependencies } = JSON.parse(readFileSync(path.join(modules, 'svelte-preprocess/package.json'), 'utf8'));
    assert.equal(dependencies, undefined);
    for (const name of ['typescript', 'sass', 'less']) assert.ok(name in peerDependencies, name);
    const readers = [
      ...listFiles(path.join(modules, '@rsbuild/plugin-svelte/dist')).map((file) => path.join(modules, '@rsbuild/plugin-svelte/dist', file)),
      ...listFiles(path.join(modules, 'svelte-loader')).filter((file) => file.endsWith('.js')).map((file) => path.join(modules, 'svelte-loader', file)),
    ];
    assert.ok(readers.length >= 4, readers.join('\n'));
    for (const file of readers) assert.ok(!readFileSync(file, 'utf8').includes('svelte.config'), file);
  });

  test('Map vite.config options: envDir becomes the --env-dir flag; the CLI loads env/.env, and the config\'s loadEnv call then exposes its VITE_ variables', () => {
    assert.equal(envDirBuild.code, 0, envDirBuild.output);
    assert.equal(appLog(path.join(envDirDir, 'dist')).api, 'https://api.example.com');
  });

  test('Environment variables: a PUBLIC_ variable reaches import.meta.env and process.env without a loadEnv call, and Object.keys(import.meta.env) still lists only the built-in keys', () => {
    assert.equal(envDirBuild.code, 0, envDirBuild.output);
    const log = appLog(path.join(envDirDir, 'dist'));
    assert.deepEqual([log.shop, log.shopFromProcess], ['Shop', 'Shop']);
    assert.deepEqual(log.keys, ['MODE', 'DEV', 'PROD', 'BASE_URL', 'ASSET_PREFIX']);
  });

  test('Replace import.meta.glob: two import.meta.glob calls give two warnings, each with its File: line, under one "Build warnings:" heading', () => {
    assert.equal(envDirBuild.code, 0, envDirBuild.output);
    assert.match(envDirBuild.output, /\nwarn    Build warnings: ?\nFile: \.\/src\/server\.ts:1:1\n  ⚠ Module parse warning:\n/);
    assert.equal(envDirBuild.output.match(/\nFile: \.\/src\/server\.ts:1:1\n  ⚠ Module parse warning:\n  ╰─▶   ⚠ Critical dependency: Accessing import\.meta directly is unsupported/g)?.length, 2);
    assert.equal(envDirBuild.output.match(/Build warnings?:/g)?.length, 1);
  });

  test('Environment variables: without a define, import.meta.env.SSR reads undefined in the web bundle and in the node bundle', async () => {
    assert.equal(envDirBuild.code, 0, envDirBuild.output);
    assert.equal(appLog(path.join(envDirDir, 'dist')).ssr, 'undefined');
    const server = await import(path.join(envDirDir, 'dist/server/index.js'));
    assert.ok('ssr' in server, Object.keys(server).join(', '));
    assert.equal(server.ssr, undefined);
  });

  test('Environment variables: loadEnv takes one options object with cwd, mode and prefixes, and returns parsed, publicVars, filePaths and cleanup', () => {
    const keys: (keyof LoadEnvResult)[] = ['parsed', 'publicVars', 'filePaths', 'cleanup'];
    const options: Array<keyof NonNullable<Parameters<typeof loadEnv>[0]>> = ['cwd', 'mode', 'prefixes'];
    assert.equal(keys.length + options.length, 7);
  });
});

// A template that still has Vite's entry script tag, served by the dev server.
describe('Migrate from Vite', () => {
  const staleDir = makeProject(
    {
      'index.html': '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
      // A VITE_ variable that no loadEnv call defines yet (the restart test below adds one).
      '.env': 'VITE_API_URL=https://api.example.com\n',
      'src/main.tsx': "console.log('app started');\nexport const api = String(import.meta.env.VITE_API_URL);\n",
      'rsbuild.config.ts': "export default { source: { entry: { index: './src/main.tsx' } }, html: { template: './index.html' } };\n",
    },
    'vite-stale-script',
  );
  let server: ReturnType<typeof startCli>;
  let port: number;
  before(async () => {
    // Requests go to the port the server prints: Rsbuild moves on to the next free port when the
    // one asked for is taken by then.
    server = startCli(staleDir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    await server.started;
    port = server.port();
  });
  after(async () => {
    await server?.stop();
  });

  test('Turn index.html into a template: a leftover /src/main.tsx script gets the HTML page (200, text/html) and the browser logs a MIME type error', async () => {
    const response = await fetch(`http://localhost:${port}/src/main.tsx`, { headers: { accept: '*/*' } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await response.text(), /<div id="root"><\/div>/);
    const page = await (await sharedBrowser()).newPage();
    try {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      await page.goto(`http://localhost:${port}/`);
      const mimeError = String(await waitFor('the MIME type error', () => logs.find((line) => /MIME type of "text\/html"/.test(line)), 30_000));
      assert.match(mimeError, /^error: .*module script/);
      assert.ok(logs.includes('log: app started'), logs.join('\n'));
      assert.ok(!logs.some((line) => /404/.test(line)), logs.join('\n'));
    } finally {
      await page.close();
    }
  });

  test('Common problems (import.meta.env.VITE_... is undefined): rsbuild dev restarts by itself when the config file changes, and again when a .env file it loaded changes', async () => {
    // A restarted server listens again, on the next free port if its own was taken meanwhile: ask
    // the one it printed last.
    const lastPort = () => Number([...server.output().matchAll(/Local:\s+https?:\/\/[^\s/]+:(\d+)/g)].at(-1)![1]);
    const bundle = async () => (await fetch(`http://localhost:${lastPort()}/static/js/index.js`)).text();
    const readyCount = () => server.output().match(/ready\s+built in/g)?.length ?? 0;
    assert.ok(!(await bundle()).includes('https://api.example.com'));
    writeProjectFiles(staleDir, {
      'rsbuild.config.ts': `import { defineConfig, loadEnv } from '@rsbuild/core';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({ mode: envMode, prefixes: ['VITE_'] });
  return { source: { entry: { index: './src/main.tsx' }, define: publicVars }, html: { template: './index.html' } };
});
`,
    });
    await waitFor('the restart after the config edit', () => readyCount() === 2, 120_000);
    assert.match(server.output(), /\ninfo    restarting server as rsbuild\.config\.ts changed\n/);
    assert.ok((await bundle()).includes('"https://api.example.com"'));
    writeProjectFiles(staleDir, { '.env': 'VITE_API_URL=https://api.example.org\n' });
    await waitFor('the restart after the .env edit', () => readyCount() === 3, 120_000);
    assert.match(server.output(), /\ninfo    restarting server as \.env changed\n/);
    assert.ok((await bundle()).includes('"https://api.example.org"'));
  });
});

// The dev server of a project with the complete example's server.base and proxy (its target a
// local backend), and a template that still has Vite's entry script tag; started with the JS API
// (one tiny compilation).
describe('Migrate from Vite', () => {
  const dir = makeProject(
    {
      'index.html': '<!doctype html>\n<html>\n  <head></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
      'src/main.tsx': "console.log('app started');\n",
      'public/robots.txt': 'robots of the app\n',
    },
    'vite-public-base',
  );
  let backend: http.Server;
  let server: { close(): Promise<void> } | undefined;
  let port: number;
  const nodeEnv = process.env.NODE_ENV;
  before(async () => {
    backend = http.createServer((request, response) => response.end(`backend got ${request.url} for host ${request.headers.host}`));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    const { createRsbuild } = await rsbuildCore();
    // The complete example's server options, with a free port and the local backend as target.
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        source: { entry: { index: './src/main.tsx' } },
        html: { template: './index.html' },
        server: { base: '/app/', port: await freePort(), printUrls: false, proxy: { '/api': { target, changeOrigin: true, pathRewrite: { '^/api': '' } } } },
      },
    });
    ({ port, server } = await rsbuild.startDevServer());
  });
  after(async () => {
    await server?.close();
    await new Promise((resolve) => backend?.close(resolve));
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('Public folder and Common problems: with server.base /app/, the dev server serves public/ files under /app/; at / they are a 404', async () => {
    const inBase = await fetch(`http://localhost:${port}/app/robots.txt`);
    assert.equal(inBase.status, 200);
    assert.equal(await inBase.text(), 'robots of the app\n');
    const atRoot = await fetch(`http://localhost:${port}/robots.txt`);
    assert.equal(atRoot.status, 404);
    assert.equal(await atRoot.text(), 'The server is configured with a base URL of /app/ - did you mean to visit /app/robots.txt instead?');
  });

  test('Map vite.config options and A complete example: the proxy with pathRewrite in place of rewrite sends /api/users?page=2 to the target as /users?page=2, with changeOrigin', async () => {
    const response = await fetch(`http://localhost:${port}/api/users?page=2`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /^backend got \/users\?page=2 for host 127\.0\.0\.1:\d+$/);
  });

  test('Turn index.html into a template and Common problems: with server.base set, a leftover /src/main.tsx script gets a 404 and the browser logs it, not a MIME type error', async () => {
    const response = await fetch(`http://localhost:${port}/src/main.tsx`, { headers: { accept: '*/*' } });
    assert.equal(response.status, 404);
    assert.equal(await response.text(), 'The server is configured with a base URL of /app/ - did you mean to visit /app/src/main.tsx instead?');
    const page = await (await sharedBrowser()).newPage();
    try {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      await page.goto(`http://localhost:${port}/app/`);
      // The bundle Rsbuild injected runs; the leftover tag's request failed by then or soon after.
      await waitFor('the app and the 404', () => logs.includes('log: app started') && logs.some((line) => /404/.test(line)), 30_000);
      assert.ok(logs.includes('error: Failed to load resource: the server responded with a status of 404 (Not Found)'), logs.join('\n'));
      assert.ok(!logs.some((line) => /MIME type/.test(line)), logs.join('\n'));
    } finally {
      await page.close();
    }
  });
});

// Vite's tsconfig layout with an alias in tsconfig.app.json, as vite-tsconfig-paths read it, built
// in this process without any plugin.
describe('Migrate from Vite', () => {
  test('Install the packages: paths of a project that tsconfig.json lists under references (tsconfig.app.json) resolve without a plugin', async () => {
    const dir = makeProject(
      {
        'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }, { path: './tsconfig.node.json' }] }),
        // No baseUrl, as in create-vite 9.3.0's tsconfig.app.json: paths are relative to the file.
        'tsconfig.app.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } }, include: ['src'] }),
        'tsconfig.node.json': JSON.stringify({ compilerOptions: {}, include: ['rsbuild.config.ts'] }),
        'src/main.ts': "import { greeting } from '@/greeting';\nconsole.log(greeting);\n",
        'src/greeting.ts': "export const greeting = 'found through tsconfig.app.json';\n",
      },
      'vite-tsconfig-references',
    );
    const nodeEnv = process.env.NODE_ENV;
    let result: Awaited<ReturnType<typeof buildProject>>;
    try {
      result = await buildProject(dir, { source: { entry: { index: './src/main.ts' } }, output: { filenameHash: false } });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    assert.deepEqual(result.errors, []);
    assert.match(outputFile(result.dist, /^static\/js\/index\.js$/), /found through tsconfig\.app\.json/);
  });
});

// In place of @vitejs/plugin-legacy: old browsers in .browserslistrc, built in this process with an
// empty node_modules (the code imports nothing; what SWC injects comes from Rsbuild's own packages).
describe('Migrate from Vite', () => {
  test("Install the packages: for old browsers, SWC lowers the syntax without a plugin; core-js polyfills come only with output.polyfill 'usage' (off by default), from Rsbuild's own core-js", async () => {
    const files = { '.browserslistrc': 'chrome 50\n', 'src/index.js': 'export const last = async (list) => list.at(-1) ?? 0;\nlast([1, 2]).then(console.log);\n' };
    const plainDir = withoutInstalledPackages(makeProject(files, 'vite-legacy-plain'));
    const polyfillDir = withoutInstalledPackages(makeProject(files, 'vite-legacy-polyfill'));
    const [plain, polyfilled] = await withNodeEnv('production', async () => [
      await buildProject(plainDir, { mode: 'production', output: { minify: false } }),
      await buildProject(polyfillDir, { mode: 'production', output: { minify: false, polyfill: 'usage' } }),
    ]);
    assert.deepEqual([plain.errors, polyfilled.errors], [[], []]);
    const plainFiles = listFiles(plain.dist);
    assert.deepEqual(plainFiles.filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.')), ['static/js/index.js']);
    const plainCode = outputFile(plain.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(!/\basync\b|\?\?/.test(plainCode), plainCode);
    assert.ok(!plainCode.includes('core_js'), plainCode);
    const polyfilledFiles = listFiles(polyfilled.dist).filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.'));
    assert.deepEqual(polyfilledFiles, ['static/js/index.js', 'static/js/lib-polyfill.js']);
    assert.ok(outputFile(polyfilled.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('core_js_modules_es_array_at_js'));
  });
});

// The page's samples as written, and what the other tests of this file run in their place.
describe('Migrate from Vite', () => {
  test("The page's rsbuild.config.ts samples (flat distPath, complete example, one define per environment) type-check as written in both languages, beside the plugin names of the table and the pluginSass example", () => {
    assertPageSamplesTypeCheck(ts, 'guide/migration/vite', 3, {
      files: {
        'plugins.ts': `import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginPreact } from '@rsbuild/plugin-preact';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginSolid } from '@rsbuild/plugin-solid';
import { pluginSvelte } from '@rsbuild/plugin-svelte';
import { pluginSvgr } from '@rsbuild/plugin-svgr';
import { pluginVue } from '@rsbuild/plugin-vue';
export const plugins = [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginPreact(), pluginReact(), pluginSolid(), pluginSvelte(), pluginSvgr(), pluginVue(), pluginSass({ sassLoaderOptions: { additionalData: '$brand: teal;' } })];
`,
      },
    });
  });

  test('The builds of this file use the samples as the page writes them: the complete config, the SSR environments, the flat distPath, src/env.d.ts and the webpackContext code', () => {
    for (const lang of ['en', 'zh'] as const) {
      const [flatSample, complete, ssr] = pageSamples('guide/migration/vite', lang);
      assert.equal(complete, completeConfig, lang);
      assert.equal(ssr, ssrConfig, lang);
      const keys = ['js', 'jsAsync', 'css', 'cssAsync', 'image', 'svg', 'font', 'media', 'assets', 'wasm'];
      assert.equal(flatSample, `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  output: {\n    distPath: {\n${keys.map((key) => `      ${key}: 'assets',\n`).join('')}    },\n  },\n});\n`, lang);
      assert.equal(flatDistPath, `{ ${keys.slice(0, -1).map((key) => `${key}: 'assets'`).join(', ')} }`);
      assert.deepEqual(pageSamples('guide/migration/vite', lang, 'src/env.d.ts'), ['/// <reference types="@rsbuild/core/types" />\n\ninterface ImportMetaEnv {\n  readonly VITE_API_URL: string;\n}\n'], lang);
      const [pagesSample] = pageSamples('guide/migration/vite', lang, 'src/pages.ts');
      assert.equal(pagesSample.replace(/^\/\/.*\n/gm, '').trimStart(), ssrApp['src/pages.ts'], lang);
    }
  });

  test('Update the scripts: with the include of create-vite 9.3.0\'s tsconfig.node.json changed to rsbuild.config.ts, tsc -b checks the page\'s complete config and passes', async () => {
    // create-vite 9.3.0 (template react-ts), without tsBuildInfoFile: it points into node_modules,
    // which is shared here.
    const nodeConfig = {
      compilerOptions: {
        target: 'es2023', lib: ['ES2023'], types: ['node'], skipLibCheck: true,
        module: 'nodenext', allowImportingTsExtensions: true, verbatimModuleSyntax: true, moduleDetection: 'force', noEmit: true,
        noUnusedLocals: true, noUnusedParameters: true, erasableSyntaxOnly: true, noFallthroughCasesInSwitch: true,
      },
      include: ['rsbuild.config.ts'],
    };
    const tscDir = makeProject(
      {
        'package.json': '{ "type": "module" }\n',
        'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.node.json' }] }),
        'tsconfig.node.json': JSON.stringify(nodeConfig),
        'rsbuild.config.ts': completeConfig,
      },
      'vite-tsc-node',
    );
    assert.deepEqual(await runTsc(tscDir, ['-b']), { code: 0, output: '' });
  });

  test('Environment variables: loadEnv reads .env, .env.local, .env.[mode] and .env.[mode].local, in that order', async () => {
    const { loadEnv } = await rsbuildCore();
    const envDir = makeProject({ '.env': 'A=1\n', '.env.local': 'A=2\n', '.env.staging': 'A=3\n', '.env.staging.local': 'A=4\n', '.env.production': 'A=5\n' }, 'vite-env-files');
    const env = loadEnv({ cwd: envDir, mode: 'staging' });
    try {
      assert.deepEqual(env.filePaths.map((file) => path.basename(file)), ['.env', '.env.local', '.env.staging', '.env.staging.local']);
      assert.equal(env.parsed.A, '4');
    } finally {
      env.cleanup();
    }
  });
});

// @vitejs/plugin-vue-jsx and vite-plugin-solid: the Rsbuild plugins add their Babel preset to the
// rule that pluginBabel creates for its include; built in this process.
describe('Migrate from Vite', () => {
  test('Install the packages: pluginSolid needs pluginBabel() with include; without include, SWC compiles the JSX of a .tsx file to React.createElement calls and fails to parse a .jsx file', async () => {
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const code = "import { render } from 'solid-js/web';\nconst App = () => <p class=\"x\">solid</p>;\nrender(() => <App />, document.body);\n";
    const withInclude = makeProject({ 'src/index.tsx': code }, 'vite-solid-include');
    const tsxWithout = makeProject({ 'src/index.tsx': code }, 'vite-solid-tsx');
    const jsxWithout = makeProject({ 'src/index.jsx': code }, 'vite-solid-jsx');
    const output = { minify: false, filenameHash: false };
    const [good, tsx, jsx] = await withNodeEnv('production', async () => [
      await buildProject(withInclude, { mode: 'production', output, plugins: [pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()] }),
      await buildProject(tsxWithout, { mode: 'production', output, plugins: [pluginBabel(), pluginSolid()] }),
      await buildProject(jsxWithout, { mode: 'production', output, plugins: [pluginBabel(), pluginSolid()] }),
    ]);
    assert.deepEqual([good.errors, tsx.errors], [[], []]);
    // babel-preset-solid compiles the JSX to a template.
    const solid = outputFile(good.dist, /^static\/js\/index\.js$/);
    assert.match(solid, /<p class=x>solid/);
    assert.ok(!solid.includes('React.createElement'));
    assert.match(outputFile(tsx.dist, /^static\/js\/index\.js$/), /React\.createElement\("p", \{/);
    assert.match(jsx.errors.join('\n'), /Module build failed \(from builtin:swc-loader\)/);
  });
});

// rsbuild preview of the built app: the server options of the config apply to it.
describe('Migrate from Vite', () => {
  test('Map vite.config options: rsbuild preview uses server.port, server.base and server.headers', async () => {
    assert.equal(build.code, 0, build.output);
    const { createRsbuild } = await rsbuildCore();
    const asked = await freePort();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', source: { entry: { index: './src/main.tsx' } }, server: { port: asked, base: '/app/', headers: { 'X-Served-By': 'preview' }, printUrls: false } } });
    const { port, server } = await rsbuild.preview();
    try {
      const response = await fetch(`http://localhost:${port}/app/logo.svg`, { signal: AbortSignal.timeout(10_000) });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-served-by'), 'preview');
      // The asked port, unless another test took it in the meantime.
      assert.ok(port >= asked && port < asked + 10, `${port} for ${asked}`);
    } finally {
      await server.close();
    }
  });
});

// The page's webpackContext sample as the entry of a web build, built in this process.
describe('Migrate from Vite', () => {
  test("Replace import.meta.glob: with mode 'lazy', each file of the folder becomes its own chunk", async () => {
    const lazyDir = makeProject({ 'src/index.ts': "import { pages } from './pages';\nconsole.log(Object.keys(pages));\n", 'src/pages.ts': ssrApp['src/pages.ts'], 'src/pages/Home.tsx': ssrApp['src/pages/Home.tsx'], 'src/pages/About.tsx': ssrApp['src/pages/About.tsx'] }, 'vite-lazy-context');
    const result = await withNodeEnv('production', () => buildProject(lazyDir, { mode: 'production' }));
    assert.deepEqual(result.errors, []);
    const chunks = listFiles(result.dist).filter((file) => /^static\/js\/async\/[^/]+\.js$/.test(file));
    assert.equal(chunks.length, 2, chunks.join('\n'));
    assert.deepEqual(chunks.map((chunk) => /"(home|about)"/.exec(readText(result.dist, chunk))?.[1]).sort(), ['about', 'home']);
  });
});

// A leftover import.meta.hot and a ?worker import, built as `rsbuild build` builds them.
describe('Migrate from Vite', () => {
  test('Other Vite-specific APIs: import.meta.hot compiles to undefined without a warning; a ?worker import builds without an error, runs the worker file on the main thread, and new Worker() throws "is not a constructor"', async () => {
    const dir = makeProject({
      'src/index.ts': "import Worker from './worker?worker';\n(globalThis as any).hot = typeof import.meta.hot;\nimport.meta.hot?.accept();\nconst worker = new Worker();\nworker.postMessage('ping');\n",
      'src/worker.ts': "self.onmessage = (event) => self.postMessage(event.data);\n",
    }, 'vite-hot-worker');
    const result = await withNodeEnv('production', () => buildProject(dir, { mode: 'production' }));
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
    const sandbox: Record<string, unknown> = {};
    sandbox.self = sandbox;
    sandbox.globalThis = sandbox;
    assert.throws(() => runInNewContext(outputFile(result.dist, /^static\/js\/index\.\w+\.js$/), sandbox), (error: Error) => error.name === 'TypeError' && / is not a constructor$/.test(error.message));
    assert.equal(sandbox.hot, 'undefined');
    assert.equal(typeof sandbox.onmessage, 'function', 'the worker file ran on the main thread');
  });
});

// The jsconfig.json of create-vite's JavaScript Svelte template (8.0.0 and 9.3.0, as published:
// npm pack, 2026-12-06) lists "types": ["vite/client"] with checkJs, like the tsconfig files of the
// TypeScript templates; its options that matter here, with a .js file that imports an asset.
describe('Migrate from Vite', () => {
  test('Type declarations: in a jsconfig.json with checkJs, as in the JavaScript Svelte template, "vite/client" fails once vite is gone and "@rsbuild/core/types" in its place type-checks asset and import.meta.env code', () => {
    const files = { 'src/main.js': "import logo from './logo.svg';\nimport './app.css';\n/** @type {string} */\nexport const mode = import.meta.env.MODE;\nexport const used = [logo];\n" };
    const jsOptions = { allowJs: true, checkJs: true, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, verbatimModuleSyntax: true, isolatedModules: true, resolveJsonModule: true, esModuleInterop: true, strict: false };
    const viteClient = typeCheckProject(ts, files, 'vite-jsconfig-client', () => ({ ...jsOptions, types: ['vite/client'] }));
    assert.ok(viteClient.some((line) => line.startsWith(": TS2688: Cannot find type definition file for 'vite/client'.")), viteClient.join('\n'));
    // Without types for it, the asset import fails as well.
    assert.ok(viteClient.includes("src/main.js: TS2307: Cannot find module './logo.svg' or its corresponding type declarations."), viteClient.join('\n'));
    assert.deepEqual(typeCheckProject(ts, files, 'vite-jsconfig-rsbuild', () => ({ ...jsOptions, types: ['@rsbuild/core/types'] })), []);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/migration/vite', lang).includes('`jsconfig.json`'), lang);
  });
});

// pluginBabel({ exclude }) creates the rule the Solid and Vue JSX plugins configure, as include does
// (plugins-list.test.ts, "… beside pluginBabel({ include }) or pluginBabel({ exclude }) it does").
test('Frameworks: the Solid and Vue JSX plugins are said to need pluginBabel() with include or exclude, in both languages', () => {
  assert.ok(pageText('guide/migration/vite', 'en').includes('The Solid and Vue JSX plugins need `pluginBabel()` with an `include` or `exclude` option next to them'));
  assert.ok(pageText('guide/migration/vite', 'zh').includes('Solid 和 Vue JSX 插件需要同时注册带 `include` 或 `exclude` 选项的 `pluginBabel()`'));
});
