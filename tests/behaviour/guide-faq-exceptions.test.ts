import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import type { PluginBabelOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel';
import { type BuildResult, buildProject, buildWithConfigFile, type CliResult, freePort, listFiles, makeProject, openBuiltApp, outputFile, pageSamples, pageText, plugin, PRINTED_BUILD_TIME, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, launchChromium, withNodeEnv } from './harness';
import { probeTypeCheck, type TypeCheckProbe } from './type-check-probe';

// One build that hits most of the page's errors at once (Rspack reports every failing module),
// and one build with each of the page's fixes applied.
const broken = makeProject(
  {
    'src/index.js': `import './App.vue';
import { sum } from './util';
import './style.scss';
import './user.graphql';
import '@/utils';
import 'fs';
import './index.css';
import './Widget.jsx';
import './Card.js';
import 'node:path';
import './chain/a.js';
import { total } from './cjs.js';
import './reexport.ts';
import './theme.less';
import './theme.styl';
import './Button.svelte';
import './post.mdx';
import './data.toml';
import './data.yaml';
console.log(sum(1, 2), total);
`,
    // A type that a package declares only in its .d.ts, re-exported like a value, and a type of
    // the project's own .ts file re-exported the same way.
    'src/reexport.ts': "export { Options, fn } from 'fakelib';\nexport { User } from './types';\n",
    'src/types.ts': 'export interface User { name: string }\n',
    'src/node_modules/fakelib/package.json': '{ "name": "fakelib", "main": "index.js", "types": "index.d.ts" }\n',
    'src/node_modules/fakelib/index.js': 'export const fn = () => 1;\n',
    'src/node_modules/fakelib/index.d.ts': 'export interface Options { a: number }\nexport declare const fn: () => number;\n',
    'src/cjs.js': 'exports.add = (a, b) => a + b;\n',
    'src/chain/a.js': "import './b.js';\n",
    'src/chain/b.js': "import './c.js';\n",
    'src/chain/c.js': "import './d.js';\n",
    'src/chain/d.js': "import './e.js';\n",
    'src/chain/e.js': "import './missing.js';\n",
    'src/Widget.jsx': 'export const Widget = () => <p>widget</p>;\n',
    'src/Card.js': 'export const Card = () => <b>card</b>;\n',
    'src/App.vue': '<template><div>hi</div></template>\n',
    'src/util.js': 'export const add = (a, b) => a + b;\n',
    'src/style.scss': '$color: red;\n.title { color: $color; .inner { margin: 0; } }\n',
    'src/user.graphql': 'query User { name }\n',
    // The other extensions that get a plugin hint.
    'src/theme.less': '@color: red;\n.a { color: @color; }\n',
    'src/theme.styl': 'color = red\n.a\n  color color\n',
    'src/Button.svelte': '<script>\n  let count = 0;\n</script>\n<button>{count}</button>\n',
    'src/post.mdx': '# Title\n\n<Note>hi</Note>\n',
    'src/data.toml': 'title = "x" # comment\n',
    'src/data.yaml': 'name: hello world\n',
    'src/utils/index.js': 'export {};\n',
    'src/index.css': '.hero { background: url(/images/hero.png); }\n',
    'public/images/hero.png': 'png',
    'src/a/logo.png': 'first',
    'src/b/logo.png': 'second, longer than four bytes so both stay files'.repeat(200),
    'rsbuild.config.mjs': `export default {
  resolve: { alias: { '@': 'src' } },
};
`,
  },
  'exceptions-broken',
);

const fixed = makeProject(
  {
    'src/index.ts': `import { sum } from './util';
import fs from 'fs';
import a from './a/logo.png';
import b from './b/logo.png';
import { value } from 'modern-pkg';
import './index.css';
import { marker } from '@app/marker';
import { fn } from './reexport';
import { qs } from 'query-string';
const count: number = 'three' as any as number;
const typo: number = 'three';
console.log(sum, fs, a, b, value, count, typo, process.env.API_URL, () => ({ x: 1 })?.x ?? 2);
console.log(marker, fn, qs);
console.log('replaced', process.env.BASE_URL, process.env.ASSET_PREFIX, process.env.PUBLIC_API_URL, process.env.PUBLIC_SHELL_VAR, process.env.PUBLIC_UNSET);
console.log('node-global', Buffer.from('x'), process.version);
`,
    'src/reexport.ts': "export type { Options } from 'fakelib';\nexport { fn } from 'fakelib';\n",
    'src/node_modules/fakelib/package.json': '{ "name": "fakelib", "main": "index.js", "types": "index.d.ts" }\n',
    'src/node_modules/fakelib/index.js': 'export const fn = () => 1;\n',
    'src/node_modules/fakelib/index.d.ts': 'export interface Options { a: number }\nexport declare const fn: () => number;\n',
    // The package of the page's source.include sample.
    'src/node_modules/query-string/package.json': '{ "name": "query-string", "main": "index.js" }',
    'src/node_modules/query-string/index.js': "const q = {};\nexport const qs = q?.value ?? 'qs-fallback';\n",
    'src/util.js': 'export const add = (a, b) => a + b;\n',
    'src/a/logo.png': 'x'.repeat(5000),
    'src/b/logo.png': 'y'.repeat(5000),
    'src/index.css': '.hero { background: url(/images/hero.png); }\n.rel { background: url(images/rel.png); }\n.alias { background: url(@assets/pic.png); }\n.cdn { background: url(https://example.com/bg.png); }\n',
    'src/images/rel.png': 'r'.repeat(5000),
    'src/assets/pic.png': 'p'.repeat(5000),
    'public/images/hero.png': 'png',
    '.env': 'PUBLIC_API_URL=https://api.example.com\n',
    // The paths live in tsconfig.app.json, which tsconfig.json lists in references; resolve.alias
    // points the same prefix elsewhere.
    'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }\n',
    'tsconfig.app.json': '{ "compilerOptions": { "composite": true, "paths": { "@app/*": ["./src/*"] } }, "include": ["src"] }\n',
    'src/marker.ts': "export const marker = 'tsconfig-ref-mark';\n",
    'src/alias-target/marker.ts': "export const marker = 'alias-mark';\n",
    'src/node_modules/modern-pkg/package.json': '{ "name": "modern-pkg", "main": "index.js" }',
    'src/node_modules/modern-pkg/index.js': "const obj = {};\nexport const value = obj?.value ?? 'fallback';\n",
    'rsbuild.config.mjs': `export default {
  resolve: { alias: { fs: false, '@app': './src/alias-target', '@assets': './src/assets' } },
  source: { include: [/[\\\\/]node_modules[\\\\/]query-string[\\\\/]/] },
  output: {
    filenameHash: false,
    filename: { image: '[path][name][ext]' },
    overrideBrowserslist: ['ie >= 11'],
    minify: false,
  },
  tools: {
    cssLoader: { url: { filter: (url) => !url.startsWith('/') } },
    rspack: { module: { parser: { javascript: { exportsPresence: 'warn' } } } },
  },
};
`,
  },
  'exceptions-fixed',
);

const conflict = makeProject(
  {
    'src/index.js': "import a from './a/logo.png';\nimport b from './b/logo.png';\nconsole.log(a, b);\n",
    'src/a/logo.png': 'x'.repeat(5000),
    'src/b/logo.png': 'y'.repeat(5000),
    'src/other.js': "console.log('other');\n",
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.js', other: './src/other.js' } }, output: { filenameHash: false, filename: { js: 'bundle.js' } } };\n",
  },
  'exceptions-conflict',
);

// The page's url.filter sample on a site served under a base path and from a CDN.
const prefixed = makeProject(
  {
    // process.env.API_URL: the page's source.define sample makes it a constant.
    'src/index.js': "import './index.css';\nimport './Badge.tsx';\nconsole.log('api', process.env.API_URL);\n",
    // JSX in a .tsx file, with no framework plugin.
    'src/Badge.tsx': "console.log(<b title={'badge' as string}>badge</b>);\n",
    'src/index.css': '.hero { background: url(/images/hero.png); }\n.icon { background: url(./icon.png); }\n',
    'src/icon.png': 'i'.repeat(5000),
    'public/images/hero.png': 'png',
  },
  'exceptions-prefixed',
);

// The same long import chain, built with DEBUG=rsbuild: the trace is printed in full.
const debugChain = makeProject(
  {
    'src/index.js': "import './chain/a.js';\n",
    'src/chain/a.js': "import './b.js';\n",
    'src/chain/b.js': "import './c.js';\n",
    'src/chain/c.js': "import './d.js';\n",
    'src/chain/d.js': "import './e.js';\n",
    'src/chain/e.js': "import './missing.js';\n",
  },
  'exceptions-debug-chain',
);

// The page's samples, each a project of its own: a code frame shows the lines around the error
// and the import trace starts at the entry, so each sample needs exactly the files it shows.
const samples = {
  sum: makeProject({ 'src/index.js': "import { sum } from './util';\nconsole.log(sum(1, 2));\n", 'src/util.js': 'export const add = (a, b) => a + b;\n' }, 'exceptions-sample-sum'),
  sumWarn: makeProject(
    {
      'src/index.js': "import { sum } from './util';\nconsole.log(sum(1, 2));\n",
      'src/util.js': 'export const add = (a, b) => a + b;\n',
      'rsbuild.config.mjs': "export default { tools: { rspack: { module: { parser: { javascript: { exportsPresence: 'warn' } } } } } };\n",
    },
    'exceptions-sample-sum-warn',
  ),
  alias: makeProject({ 'src/index.ts': "import { x } from '@/utils';\nconsole.log(x);\n" }, 'exceptions-sample-alias'),
  fs: makeProject({ 'src/index.js': "import fs from 'fs';\nconsole.log(fs);\n" }, 'exceptions-sample-fs'),
  nodeFs: makeProject({ 'src/index.js': "import fs from 'node:fs';\nconsole.log(fs);\n" }, 'exceptions-sample-node-fs'),
  // Round 36: a subpath of a built-in module, without the node: prefix.
  fsSubpath: makeProject({ 'src/index.js': "import * as fsp from 'fs/promises';\nconsole.log(fsp);\n" }, 'exceptions-sample-fs-subpath'),
  cssUrl: makeProject({ 'src/index.js': "import './index.css';\n", 'src/index.css': '.hero { background: url(/images/hero.png); }\n', 'public/images/hero.png': 'png' }, 'exceptions-sample-css-url'),
  reexport: makeProject(
    {
      'src/index.ts': "export { Options, createClient } from 'some-lib';\n",
      'src/node_modules/some-lib/package.json': '{ "name": "some-lib", "main": "index.js", "types": "index.d.ts" }\n',
      'src/node_modules/some-lib/index.js': 'export const createClient = () => ({});\n',
      'src/node_modules/some-lib/index.d.ts': 'export interface Options { a: number }\nexport declare const createClient: () => object;\n',
    },
    'exceptions-sample-reexport',
  ),
};
// An alias that only tsconfig.json defines, built with resolve.aliasStrategy: 'prefer-alias'; and a
// default import of a module that has only named exports.
const preferAlias = makeProject(
  {
    'src/index.ts': "import { x } from '@/utils';\nimport util from './util';\nconsole.log(x, util);\n",
    'src/utils/index.ts': 'export const x = 1;\n',
    'src/util.js': 'export const add = (a, b) => a + b;\n',
    'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
  },
  'exceptions-prefer-alias',
);

const sampleBuilds = {} as Record<keyof typeof samples, CliResult>;

/**
 * The printed text as the page writes it: the project's path as /home/me/my-app, its
 * node_modules where an installed project has it (the fixtures link tools/rsbuild-v1's, which
 * Rspack prints by its real path), no trailing spaces, and no stack lines after `error   Rspack build failed.`.
 */
function asOnPage(dir: string, output: string): string {
  const modules = realpathSync(path.join(rsbuildV1Dir, 'node_modules'));
  const root = realpathSync(dir);
  return output
    .replaceAll(path.relative(path.join(root, 'src'), modules), '../node_modules')
    .replaceAll(`(from ${path.relative(root, modules)}`, '(from ./node_modules')
    .replaceAll(modules, '/home/me/my-app/node_modules')
    .replaceAll(root, '/home/me/my-app')
    .replace(/[ \t]+$/gm, '');
}

// One Chromium for the file, launched by the first group that opens a page and closed after the
// last test.
let chromium: Promise<Browser> | undefined;
const sharedBrowser = () => (chromium ??= launchChromium());
after(async () => {
  await chromium?.then((browser) => browser.close(), () => undefined);
});

let brokenBuild: CliResult;
let debugChainBuild: CliResult;
let conflictBuild: CliResult;
let fixedBuild: CliResult;
let typeCheck: TypeCheckProbe;
let prefixedBuild: BuildResult;
let preferAliasBuild: BuildResult;
before(async () => {
  [brokenBuild, fixedBuild, conflictBuild, prefixedBuild, debugChainBuild] = await Promise.all([
    runCli(broken, ['build']),
    // PUBLIC_SHELL_VAR: a PUBLIC_ variable set in the environment rather than in .env.
    runCli(fixed, ['build'], { env: { PUBLIC_SHELL_VAR: 'from-shell' } }),
    runCli(conflict, ['build']),
    buildProject(prefixed, {
      server: { base: '/app' },
      output: { assetPrefix: 'https://cdn.example.com/', filenameHash: false },
      tools: { cssLoader: { url: { filter: (url: string) => !url.startsWith('/') } } },
      // The page's sample, with API_URL as the shell would set it.
      source: { define: { 'process.env.API_URL': JSON.stringify('https://api.example.com') } },
    }),
    runCli(debugChain, ['build'], { env: { DEBUG: 'rsbuild' } }),
    ...Object.entries(samples).map(async ([name, dir]) => {
      sampleBuilds[name as keyof typeof samples] = await runCli(dir, ['build']);
    }),
  ]);
  typeCheck = await probeTypeCheck();
  preferAliasBuild = await buildProject(preferAlias, { resolve: { aliasStrategy: 'prefer-alias' } });
});

describe('Exceptions FAQ', () => {
  // Each sample block of the page, as printed whole for the code it shows.
  const scssBlock = `File: ./src/style.scss:1:1
  × Module parse failed:
  ╰─▶   × JavaScript parse error: Expression expected
         ╭─[2:0]
       1 │ $color: red;
       2 │ .title { color: $color; .inner { margin: 0; } }
         · ─
         ╰────

  help:
        To enable support for Sass, use "@rsbuild/plugin-sass" (https://npmjs.com/package/@rsbuild/plugin-sass).

Import traces (entry → error):
  ./src/index.js
  ./src/style.scss ×
`;
  test('the page\'s samples are printed whole: .scss and .graphql parse errors with code frame, help and import trace', () => {
    const printed = asOnPage(broken, brokenBuild.output);
    assert.ok(printed.includes(scssBlock), printed);
    assert.ok(
      printed.includes(`File: ./src/user.graphql:1:1
  × Module parse failed:
  ╰─▶   × JavaScript parse error: Expected ';', '}' or <eof>
         ╭────
       1 │ query User { name }
         ·       ────
         ╰────

  help:
        You may need an appropriate loader to handle this file type.
Import traces (entry → error):
  ./src/index.js
  ./src/user.graphql ×
`),
      printed,
    );
  });

  test('the page\'s samples are printed whole: the export error with its closed code frame, under "error   Build error:"', () => {
    const printed = asOnPage(samples.sum, sampleBuilds.sum.output);
    assert.ok(
      printed.includes(`error   Build error:
File: ./src/index.js:2:13-15
  × ESModulesLinkingError: export 'sum' (imported as 'sum') was not found in './util' (possible exports: add)
   ╭─[2:12]
 1 │ import { sum } from './util';
 2 │ console.log(sum(1, 2));
   ·             ───
   ╰────

error   build failed in`),
      printed,
    );
  });

  test('How do I read an Rsbuild build error: after the last error, "build failed in" and "Rspack build failed." with a stack trace of Rsbuild\'s and Rspack\'s code only; exit code 1', () => {
    const result = sampleBuilds.sum;
    assert.equal(result.code, 1);
    const match = result.stderr.match(new RegExp(`╰────\\n\\nerror   build failed in ${PRINTED_BUILD_TIME}\\nerror   Rspack build failed\\.\\n((?:    at .*\\n)+)`));
    assert.ok(match, result.stderr);
    for (const frame of match[1].trimEnd().split('\n')) assert.match(frame, /node_modules\/@(?:rsbuild\/core|rspack\/core)\//, frame);
    // Both packages appear: the trace starts in Rsbuild and goes on in Rspack.
    assert.match(match[1], /node_modules\/@rsbuild\/core\//);
    assert.match(match[1], /node_modules\/@rspack\/core\//);
  });

  test('the page\'s samples are printed whole: with exportsPresence: warn, the same text under "warn    Build warning:", and the build goes on', () => {
    assert.equal(sampleBuilds.sumWarn.code, 0, sampleBuilds.sumWarn.output);
    const printed = asOnPage(samples.sumWarn, sampleBuilds.sumWarn.output);
    assert.ok(
      printed.includes(`warn    Build warning:
File: ./src/index.js:2:13-15
  ⚠ ESModulesLinkingWarning: export 'sum' (imported as 'sum') was not found in './util' (possible exports: add)
   ╭─[2:12]
 1 │ import { sum } from './util';
 2 │ console.log(sum(1, 2));
   ·             ───
   ╰────
`),
      printed,
    );
  });

  test('the page\'s samples are printed whole: a type re-exported like a value names the package and its possible exports', () => {
    assert.ok(sampleBuilds.reexport.output.includes("\n  × ESModulesLinkingError: export 'Options' (reexported as 'Options') was not found in 'some-lib' (possible exports: createClient)\n"), sampleBuilds.reexport.output);
  });

  test('the page\'s samples are printed whole: an undefined alias, with its code frame', () => {
    const printed = asOnPage(samples.alias, sampleBuilds.alias.output);
    assert.ok(
      printed.includes(`error   Build error:
File: ./src/index.ts:1:1-28
  × Module not found: Can't resolve '@/utils' in '/home/me/my-app/src'
   ╭─[1:0]
 1 │ import { x } from '@/utils';
   · ────────────────────────────
 2 │ console.log(x);
   ╰────

error   build failed in`),
      printed,
    );
  });

  const solution = `Solution: Check if you need to import Node.js module.
  - If not needed, remove the import.
  - If needed, use "@rsbuild/plugin-node-polyfill" to polyfill it. (See https://npmjs.com/package/@rsbuild/plugin-node-polyfill)

error   build failed in`;
  test('the page\'s samples are printed whole: fs with its code frame and Solution lines; node:fs with Rspack\'s three lines and the node:* advice', () => {
    const fsPrinted = asOnPage(samples.fs, sampleBuilds.fs.output);
    assert.ok(
      fsPrinted.includes(`error   Build error:
File: ./src/index.js:1:1-20
  × Module not found: Can't resolve 'fs' in '/home/me/my-app/src'
   ╭─[1:0]
 1 │ import fs from 'fs';
   · ────────────────────
 2 │ console.log(fs);
   ╰────

Error: "fs" is a built-in Node.js module and cannot be imported in client-side code.

${solution}`),
      fsPrinted,
    );
    const nodePrinted = asOnPage(samples.nodeFs, sampleBuilds.nodeFs.output);
    assert.ok(
      nodePrinted.includes(`error   Build error:
File: node:fs:1:1
  × Module build failed:
  ╰─▶   × Reading from "node:fs" is not handled by plugins (Unhandled scheme).
        │ Rspack supports "data:" and "file:" URIs by default.
        │ You may need an additional plugin to handle "node:" URIs.

Import traces (entry → error):
  ./src/index.js
  node:fs ×

Error: "node:*" is a built-in Node.js module and cannot be imported in client-side code.

${solution}`),
      nodePrinted,
    );
  });

  test('the page\'s samples are printed whole: a missing url() file is reported twice, by the CSS module and by the extract loader', () => {
    const printed = asOnPage(samples.cssUrl, sampleBuilds.cssUrl.output);
    assert.ok(
      printed.includes(`error   Build errors:
File: ./src/index.css:1:1
  × Module not found: Can't resolve '/images/hero.png' in '/home/me/my-app/src'
   ╭─[5:36]
 3 │ import ___CSS_LOADER_API_IMPORT___ from "../node_modules/@rsbuild/core/compiled/css-loader/api.js";
 4 │ import ___CSS_LOADER_GET_URL_IMPORT___ from "../node_modules/@rsbuild/core/compiled/css-loader/getUrl.js";
 5 │ var ___CSS_LOADER_URL_IMPORT_0___ = new URL("/images/hero.png", import.meta.url);
   ·                                     ────────────────────────────────────────────
 6 │ var ___CSS_LOADER_EXPORT___ = ___CSS_LOADER_API_IMPORT___(___CSS_LOADER_API_NO_SOURCEMAP_IMPORT___);
 7 │ var ___CSS_LOADER_URL_REPLACEMENT_0___ = ___CSS_LOADER_GET_URL_IMPORT___(___CSS_LOADER_URL_IMPORT_0___);
   ╰────

File: ./src/index.css:1:1
  × Module build failed (from ./node_modules/@rspack/core/dist/cssExtractLoader.js):
  ╰─▶   × Error: Module not found: Can't resolve '/images/hero.png' in '/home/me/my-app/src'
        │     at /home/me/my-app/node_modules/@rspack/core/dist/index.js:3331:107

Import traces (entry → error):
  ./src/index.js
  ./src/index.css ×

error   build failed in`),
      printed,
    );
  });

  test('the page\'s samples are printed whole: JSX in a .jsx file gives SWC\'s Unterminated regexp literal between the two lines', () => {
    const block = brokenBuild.output.split('\nFile: ').find((part) => part.startsWith('./src/Widget.jsx'));
    assert.match(block ?? '', /× Module build failed \(from builtin:swc-loader\):\n\s+├─▶\s+×\s+x Unterminated regexp literal\n[\s\S]*1 \| export const Widget = \(\) => <p>widget<\/p>;[\s\S]*╰─▶\s+× Syntax Error/);
  });

  test('How do I read an Rsbuild build error: File line, × message and import traces from the entry', () => {
    assert.equal(brokenBuild.code, 1);
    assert.match(brokenBuild.output, /error\s+Build errors?:/);
    assert.match(brokenBuild.output, /File: \.\/src\/App\.vue:1:1\n\s+× Module parse failed:/);
    assert.match(brokenBuild.output, /Import traces \(entry → error\):\n\s+\.\/src\/index\.js\n\s+\.\/src\/App\.vue ×/);
  });

  test('Why does the build fail with "export \'x\' (imported as \'x\') was not found": an error by default, a warning with exportsPresence: warn', () => {
    assert.match(brokenBuild.output, /× ESModulesLinkingError: export 'sum' \(imported as 'sum'\) was not found in '\.\/util' \(possible exports: add\)/);
    assert.match(brokenBuild.output, /× ESModulesLinkingError: export 'total' \(imported as 'total'\) was not found in '\.\/cjs\.js' \(possible exports: add\)/);
    assert.match(fixedBuild.output, /⚠ ESModulesLinkingWarning: export 'sum' \(imported as 'sum'\) was not found in '\.\/util' \(possible exports: add\)/);
  });

  test('Why do I get "Module parse failed": a hint naming the plugin for .scss, a generic help for other types', () => {
    assert.match(brokenBuild.output, /To enable support for Sass, use "@rsbuild\/plugin-sass"/);
    assert.match(brokenBuild.output, /File: \.\/src\/user\.graphql:1:1\n\s+× Module parse failed:[\s\S]*?You may need an appropriate loader to handle this file type\./);
  });

  test('Why do I get "Module parse failed": the plugin hint for .less, .styl, .vue, .svelte, .mdx, .toml and .yaml files', () => {
    for (const [file, plugin, keyword] of [
      ['theme.less', 'less', 'Less'],
      ['theme.styl', 'stylus', 'Stylus'],
      ['App.vue', 'vue', 'Vue'],
      ['Button.svelte', 'svelte', 'Svelte'],
      ['post.mdx', 'mdx', 'MDX'],
      ['data.toml', 'toml', 'TOML'],
      ['data.yaml', 'yaml', 'YAML'],
    ]) {
      const block = brokenBuild.output.split('\nFile: ').find((part) => part.startsWith(`./src/${file}:`));
      assert.ok(block, file);
      assert.ok(block.includes(`To enable support for ${keyword}, use "@rsbuild/plugin-${plugin}" (https://npmjs.com/package/@rsbuild/plugin-${plugin}).`), block);
    }
  });

  test('Why do I get "Module parse failed": JSX in a .js or .jsx file without a framework plugin fails in builtin:swc-loader with a Syntax Error', () => {
    for (const file of ['Widget.jsx', 'Card.js']) {
      const block = brokenBuild.output.split('\nFile: ').find((part) => part.startsWith(`./src/${file}`));
      assert.ok(block, file);
      assert.match(block, /Module build failed \(from builtin:swc-loader\)[\s\S]*?Syntax Error/);
    }
  });

  test('Why do I get "Module parse failed": JSX in a .tsx file compiles without a framework plugin, into React.createElement calls', () => {
    assert.deepEqual(prefixedBuild.errors, []);
    assert.match(outputFile(prefixedBuild.dist, /^static\/js\/index\.js$/), /React\.createElement\("b",\{title:"badge"\},"badge"\)/);
  });

  test('How do I read an Rsbuild build error: no import trace for an error in the entry, no File line for a file name conflict', () => {
    const aliasError = brokenBuild.output.split('\nFile: ').find((block) => block.includes("Cannot find module '@/utils'"));
    assert.ok(aliasError?.startsWith('./src/index.js:'), aliasError);
    assert.doesNotMatch(aliasError!, /Import traces/);
    assert.match(conflictBuild.output, /Build errors?: \n× Conflict:/);
    assert.doesNotMatch(conflictBuild.output, /File:/);
  });

  test('Why does the build fail with "export \'x\' ... was not found": a type from a package\'s .d.ts re-exported like a value fails; own .ts types and export type do not', async () => {
    assert.match(brokenBuild.output, /× ESModulesLinkingError: export 'Options' \(reexported as 'Options'\) was not found in 'fakelib' \(possible exports: fn\)/);
    assert.doesNotMatch(brokenBuild.output, /'User'/);
    assert.doesNotMatch(fixedBuild.output, /'Options'/);
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: fixed, rsbuildConfig: { logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    assert.equal(config.module?.parser?.javascript?.typeReexportsPresence, 'tolerant');
    assert.equal(config.module?.parser?.javascript?.exportsPresence, 'error');
  });

  test('Why does an alias fail: with resolve.aliasStrategy \'prefer-alias\', the paths of tsconfig.json are not read at all', () => {
    assert.ok(
      preferAliasBuild.errors.some((error) => error.startsWith("  × Module not found: Can't resolve '@/utils' in ")),
      preferAliasBuild.errors.join('\n'),
    );
  });

  test('Why does the build fail with "export \'x\' ... was not found": a default import of a module with only named exports gives export \'default\'', () => {
    assert.ok(
      preferAliasBuild.errors.some((error) => error.startsWith("  × ESModulesLinkingError: export 'default' (imported as 'util') was not found in './util' (possible exports: add)\n")),
      preferAliasBuild.errors.join('\n'),
    );
  });

  test('Why does an alias fail: a value without ./ is a package name', () => {
    assert.match(brokenBuild.output, /Cannot find module '@\/utils' for matched aliased key '@'/);
  });

  test('Why does an alias fail: paths of a tsconfig listed in references apply, and win over resolve.alias', () => {
    assert.equal(fixedBuild.code, 0, fixedBuild.output);
    const js = outputFile(path.join(fixed, 'dist'), /^static\/js\/index\.js$/);
    assert.ok(js.includes('tsconfig-ref-mark'));
    assert.ok(!js.includes('alias-mark'));
  });

  test('Why do I get "Can\'t resolve \'fs\'": the message names the built-in module; alias fs: false builds', () => {
    assert.match(brokenBuild.output, /Module not found: Can't resolve 'fs' in '.*\/src'/);
    assert.match(brokenBuild.output, /"fs" is a built-in Node\.js module and cannot be imported in client-side code\./);
    assert.match(brokenBuild.output, /Reading from "node:path" is not handled by plugins \(Unhandled scheme\)\./);
    assert.equal(fixedBuild.code, 0, fixedBuild.output);
  });

  test('Why do I get "Can\'t resolve \'fs\'": a subpath such as fs/promises gets the error and its code frame without the advice; alias fs: false covers it', async () => {
    const printed = asOnPage(samples.fsSubpath, sampleBuilds.fsSubpath.output);
    assert.equal(sampleBuilds.fsSubpath.code, 1, printed);
    assert.ok(
      printed.includes(`error   Build error:
File: ./src/index.js:1:1-35
  × Module not found: Can't resolve 'fs/promises' in '/home/me/my-app/src'
   ╭─[1:0]
 1 │ import * as fsp from 'fs/promises';
   · ───────────────────────────────────
 2 │ console.log(fsp);
   ╰────

error   build failed in `),
      printed,
    );
    assert.doesNotMatch(printed, /built-in Node\.js module|Solution:|plugin-node-polyfill/);
    const { errors } = await buildProject(samples.fsSubpath, { resolve: { alias: { fs: false } } });
    assert.deepEqual(errors, []);
  });

  test('Why can\'t a url() in CSS be resolved: absolute paths fail even when the public file exists; the filter keeps url(/images/hero.png)', () => {
    assert.match(brokenBuild.output, /Can't resolve '\/images\/hero\.png'/);
    const dist = path.join(fixed, 'dist');
    assert.match(outputFile(dist, /^static\/css\/index\.css$/), /url\("?\/images\/hero\.png"?\)/);
    assert.ok(listFiles(dist).includes('images/hero.png'));
  });

  test('Why can\'t a url() in CSS be resolved: a URL the filter leaves alone gets neither server.base nor the CDN prefix', () => {
    assert.deepEqual(prefixedBuild.errors, []);
    const css = outputFile(prefixedBuild.dist, /^static\/css\/index\.css$/);
    assert.match(css, /url\("?\/images\/hero\.png"?\)/);
    assert.match(css, /url\("?https:\/\/cdn\.example\.com\/static\/image\/icon\.png"?\)/);
    assert.ok(listFiles(prefixedBuild.dist).includes('images/hero.png'));
  });

  test('Why can\'t a url() in CSS be resolved: a relative path without ./ is resolved from the CSS file, and aliases work', () => {
    const dist = path.join(fixed, 'dist');
    const css = outputFile(dist, /^static\/css\/index\.css$/);
    assert.match(css, /url\("?https:\/\/example\.com\/bg\.png"?\)/);
    assert.match(css, /url\("?\/static\/image\/src\/images\/rel\.png"?\)/);
    assert.match(css, /url\("?\/static\/image\/src\/assets\/pic\.png"?\)/);
    const files = listFiles(dist);
    for (const file of ['static/image/src/images/rel.png', 'static/image/src/assets/pic.png']) assert.ok(files.includes(file), files.join(', '));
  });

  test('Why does the build crash with "JavaScript heap out of memory": a production build writes no source maps by default', () => {
    const files = listFiles(path.join(fixed, 'dist'));
    assert.deepEqual(files.filter((file) => file.endsWith('.map')), []);
    assert.doesNotMatch(outputFile(path.join(fixed, 'dist'), /^static\/js\/index\.js$/), /sourceMappingURL/);
  });

  test('Why does the build crash with "JavaScript heap out of memory": PostCSS runs only when a PostCSS config supplies a plugin; Babel has include/exclude', async () => {
    const { createRsbuild } = await rsbuildCore();
    const usesPostcss = async (files: Record<string, string>, name: string) => {
      const dir = makeProject({ 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n', ...files }, name);
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      return JSON.stringify(config.module?.rules).includes('postcss-loader');
    };
    assert.equal(await usesPostcss({}, 'exceptions-no-postcss'), false);
    assert.equal(await usesPostcss({ 'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'noop', Once() {} }] };\n" }, 'exceptions-postcss'), true);
    const babelOptions: PluginBabelOptions = { include: /[\\/]src[\\/]/, exclude: /[\\/]legacy[\\/]/ };
    assert.ok(babelOptions.include && babelOptions.exclude);
  });

  test('Why does the build crash with "JavaScript heap out of memory": with a PostCSS plugin, a web environment runs PostCSS on every stylesheet; node and web-worker environments (no CSS written) only on ?inline imports', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject(
      {
        'src/index.js': "import './a.css';\n",
        'src/a.css': '.a { color: red; }\n',
        'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'noop', Once() {} }] };\n",
      },
      'exceptions-postcss-targets',
    );
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } },
      },
    });
    const configs = await rsbuild.initConfigs();
    // For each environment: does the CSS rule for plain imports, and the one for ?inline imports, hold postcss-loader?
    const postcssIn = (config: (typeof configs)[number]) => {
      const cssRules = (config.module?.rules ?? []).filter((rule: any) => rule?.test instanceof RegExp && rule.test.test('a.css') && rule.type === 'javascript/auto');
      const has = (rule: any) => JSON.stringify(rule.use).includes('postcss-loader');
      const inline = cssRules.find((rule: any) => rule.resourceQuery instanceof RegExp && rule.resourceQuery.test('?inline'));
      const plain = cssRules.find((rule: any) => rule !== inline);
      return { plain: has(plain), inline: has(inline) };
    };
    assert.deepEqual(configs.map((config) => [config.name, postcssIn(config)]), [
      ['web', { plain: true, inline: true }],
      ['node', { plain: false, inline: true }],
      ['worker', { plain: false, inline: true }],
    ]);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/faq/exceptions', lang);
      assert.ok(text.includes(lang === 'en' ? 'runs PostCSS only on `?inline` imports' : 'PostCSS 只处理带 `?inline` 的导入'), lang);
      assert.ok(!text.includes(lang === 'en' ? 'Rsbuild runs it on every stylesheet as soon as' : 'Rsbuild 就会对每个样式文件运行它'), lang);
    }
  });

  test('What does "Multiple assets emit different content to the same filename" mean: a fixed output.filename.js clashes with one entry too, as soon as it has async chunks or a split chunk such as lib-react', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const dir = makeProject(
      {
        'src/lazy.js': "import('./a.js').then(console.log);\nimport('./b.js').then(console.log);\n",
        'src/a.js': "export const a = 'first';\n",
        'src/b.js': "export const b = 'second';\n",
        'src/app.js': "import { createRoot } from 'react-dom/client';\nconsole.log(createRoot);\n",
      },
      'exceptions-conflict-one-entry',
    );
    const { errors } = await buildProject(dir, {
      mode: 'production',
      plugins: [pluginReact()],
      // No minification: the clash happens when the files are emitted, and minifying react-dom would only cost time.
      output: { filenameHash: false, filename: { js: 'bundle.js' }, minify: false },
      environments: {
        lazy: { source: { entry: { index: './src/lazy.js' } }, output: { distPath: { root: 'dist/lazy' } } },
        app: { source: { entry: { index: './src/app.js' } }, output: { distPath: { root: 'dist/app' } } },
      },
    });
    assert.ok(errors.some((error) => error.includes('Conflict: Multiple assets emit different content to the same filename static/js/async/bundle.js')), errors.join('\n'));
    assert.ok(errors.some((error) => error.includes('Conflict: Multiple assets emit different content to the same filename static/js/bundle.js')), errors.join('\n'));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/faq/exceptions', lang);
      assert.ok(text.includes(lang === 'en' ? 'also with a single entry, once the build has more than one JavaScript file' : '即使只有一个入口，只要构建产出多个 JavaScript 文件'), lang);
      assert.ok(!text.includes(lang === 'en' ? "`output.filename.js: 'bundle.js'` with more than one entry." : '或者有多个入口，却使用了'), lang);
    }
  });

  test('Why doesn\'t the build fail on TypeScript errors, and process.env stays as written', () => {
    const js = outputFile(path.join(fixed, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /process\.env\.API_URL/);
  });

  test('Why does the browser report "process is not defined": the source.define sample turns process.env.API_URL into a constant', () => {
    const js = outputFile(prefixedBuild.dist, /^static\/js\/index\.js$/);
    assert.match(js, /console\.log\("api","https:\/\/api\.example\.com"\)/);
    assert.doesNotMatch(js, /process\.env/);
  });

  test('Why does the browser report "process is not defined": with the CLI, NODE_ENV, BASE_URL, ASSET_PREFIX and PUBLIC_ variables set in .env or the environment are replaced, the rest stays', () => {
    const js = outputFile(path.join(fixed, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /console\.log\('replaced', "\/", "", "https:\/\/api\.example\.com", "from-shell", process\.env\.PUBLIC_UNSET\)/);
    // Buffer and other process expressions are left as written, with nothing provided for them.
    assert.match(js, /console\.log\('node-global', Buffer\.from\('x'\), process\.version\)/);
    assert.doesNotMatch(js, /buffer\/index\.js|process\/browser/);
  });

  test('How do I read an Rsbuild build error: long import chains keep the first two and last two modules', () => {
    assert.match(brokenBuild.output, /Import traces \(entry → error\):\n {2}\.\/src\/index\.js\n {2}\.\/src\/chain\/a\.js\n {2}… \(2 hidden\)\n {2}\.\/src\/chain\/d\.js\n {2}\.\/src\/chain\/e\.js ×/);
  });

  test('How do I read an Rsbuild build error: DEBUG=rsbuild prints the whole import chain', () => {
    assert.equal(debugChainBuild.code, 1, debugChainBuild.output);
    assert.ok(debugChainBuild.output.includes('Import traces (entry → error):\n  ./src/index.js\n  ./src/chain/a.js\n  ./src/chain/b.js\n  ./src/chain/c.js\n  ./src/chain/d.js\n  ./src/chain/e.js ×'), debugChainBuild.output);
    assert.ok(!debugChainBuild.output.includes('hidden)'), debugChainBuild.output);
  });

  test('Why doesn\'t the build fail on TypeScript errors: @rsbuild/plugin-type-check prints them during rsbuild dev, from a separate process', () => {
    assert.match(typeCheck.devOutput, /TS2322: Type 'string' is not assignable to type 'number'\./);
    assert.ok(typeCheck.devWorker);
  });

  test('Why does an old browser throw a syntax error from a dependency: node_modules code stays as published, own code is lowered', () => {
    const js = outputFile(path.join(fixed, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /obj\?\.value \?\? 'fallback'/);
    assert.doesNotMatch(js, /\(\{ x: 1 \}\)\?\.x/);
  });

  test('Why does an old browser throw a syntax error: in development mode, a web build compiles Rsbuild\'s own dev client from node_modules, and no other node_modules .js file', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'exceptions-dev-client-rule'), rsbuildConfig: { mode: 'development', logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    const jsRule = (config.module?.rules as any[]).find((rule) => rule?.use?.some?.((use: any) => use.loader === 'builtin:swc-loader') && String(rule.test).includes('mjs'));
    const compiled = (file: string) => (jsRule.include as any[]).some((condition) => (condition instanceof RegExp ? condition.test(file) : !condition.not.test(file)));
    assert.equal(compiled('/app/node_modules/@rsbuild/core/dist/client/hmr.js'), true);
    assert.equal(compiled('/app/node_modules/query-string/index.js'), false);
  });
  test('Why does an old browser throw a syntax error: the page\'s source.include sample makes SWC compile query-string', () => {
    const js = outputFile(path.join(fixed, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /'qs-fallback'/);
    assert.doesNotMatch(js, /q\?\.value/);
    assert.doesNotMatch(js, /\?\? 'qs-fallback'/);
  });

  test('What does "Multiple assets emit different content to the same filename" mean: [path] keeps same-named images apart', () => {
    assert.equal(conflictBuild.code, 1);
    assert.match(conflictBuild.output, /× Conflict: Multiple assets emit different content to the same filename static\/image\/logo\.png/);
    assert.match(conflictBuild.output, /You may need to adjust output\.filename configuration to prevent name conflicts\./);
    // The page's block, whole.
    assert.ok(
      conflictBuild.output.includes(
        '× Conflict: Multiple assets emit different content to the same filename static/image/logo.png\n\nYou may need to adjust output.filename configuration to prevent name conflicts. (See https://rsbuild.rs/config/output/filename)\n',
      ),
      conflictBuild.output,
    );
    assert.match(conflictBuild.output, /× Conflict: Multiple assets emit different content to the same filename static\/js\/bundle\.js/);
    const files = listFiles(path.join(fixed, 'dist'));
    assert.ok(files.includes('static/image/src/a/logo.png'), files.join(', '));
    assert.ok(files.includes('static/image/src/b/logo.png'));
  });
});

// The registry, read on 2026-12-05 (npm view, npm 11): @rsbuild/plugin-sass latest is 2.0.1, whose peer
// range is @rsbuild/core ^2.0.0; `npm install @rsbuild/plugin-sass -D --dry-run` in a project with
// @rsbuild/core 1.7.6 printed "npm error code ERESOLVE", "npm error ERESOLVE could not resolve", exit
// code 1. The newest 1.x release is 1.5.3, the one installed here. The dry run repeated with
// @rsbuild/plugin-sass@2.0.1 named (npm 11, 2026-12-06) gave ERESOLVE, exit code 1. The page names that release
// and not the `latest` tag, which this registry cannot prove.
describe('Exceptions FAQ › Why do I get "Module parse failed"? (the plugin to install)', () => {
  test('the page installs @rsbuild/plugin-sass@1, whose release 1.5.3 accepts @rsbuild/core 1.7.6; it names 2.0.1, whose peer is @rsbuild/core ^2.0.0, as the release that fails with ERESOLVE', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-sass/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.5.3');
    // ^1.3.0 takes the installed @rsbuild/core 1.7.6.
    assert.equal(pkg.peerDependencies['@rsbuild/core'], '^1.3.0 || ^2.0.0-0');
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8')).version, '1.7.6');
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/faq/exceptions', lang);
      assert.deepEqual(page.match(/install @rsbuild\/plugin-sass\S* -D/g), ['install @rsbuild/plugin-sass@1 -D'], lang);
      // the reason names the release checked (2.0.1, peer ^2.0.0), not what the `latest` tag gives.
      assert.ok(page.includes('`@rsbuild/plugin-sass` 2.0.1') && page.includes('`@rsbuild/core` `^2.0.0`') && page.includes('`npm error code ERESOLVE`'), lang);
    }
  });
});

// @rsbuild/plugin-node-polyfill is not installed in tools/rsbuild-v1, so its sample is left out. Its
// release 1.4.6 (the latest, peer @rsbuild/core ^1.0.0 || ^2.0.0), read from `npm pack` on 2026-12-05:
// resolve.fallback maps buffer, crypto, path, stream and others to browser packages and fs, net,
// child_process and others to false; ProvidePlugin provides Buffer and process; node: prefixes are stripped.
describe('Exceptions FAQ › code samples', () => {
  test('every rsbuild.config.ts sample of the page but the node-polyfill one type-checks as written (strict), in both languages', () => {
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/faq/exceptions', lang);
      assert.equal(samples.length, 8, lang);
      samples.filter((code) => !code.includes('@rsbuild/plugin-node-polyfill')).forEach((code, index) => (files[`${lang}-${index}.ts`] = code));
    }
    assert.equal(Object.keys(files).length, 14);
    assert.deepEqual(typeCheckProject(ts, files, 'exceptions-samples'), []);
  });
});

// The first answer's claim about rsbuild dev, with a server and a browser of its own.
describe('Exceptions FAQ › How do I read an Rsbuild build error? (rsbuild dev)', () => {
  const devDir = makeProject({ 'src/index.js': "import { sum } from './util';\nconsole.log(sum(1, 2));\n", 'src/util.js': 'export const add = (a, b) => a + b;\n' }, 'exceptions-dev');
  let browser: Browser;
  let server: ReturnType<typeof startCli>;
  let port: number;
  before(async () => {
    port = await freePort();
    server = startCli(devDir, ['dev', '--port', String(port)], /Build errors?:/);
    await server.started;
    browser = await sharedBrowser();
  });
  after(async () => {
    await server?.stop();
  });

  test('the same error is printed in the terminal and shown in the browser overlay', async () => {
    assert.match(server.output(), /× ESModulesLinkingError: export 'sum' \(imported as 'sum'\) was not found in '\.\/util' \(possible exports: add\)/);
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    const overlay = page.locator('rsbuild-error-overlay .content', { hasText: 'ESModulesLinkingError' });
    await overlay.waitFor({ timeout: 60_000 });
    const text = await overlay.innerText();
    assert.match(text, /File: \.\/src\/index\.js:2:13-15/);
    assert.match(text, /export 'sum' \(imported as 'sum'\) was not found in '\.\/util' \(possible exports: add\)/);
    await page.close();
  });
});

// The fixed project's build in a browser: it reads process.env.API_URL, which Rsbuild leaves as written.
describe('Exceptions FAQ › Why does the browser report "process is not defined"? (browser)', () => {
  let browser: Browser;
  before(async () => {
    browser = await sharedBrowser();
  });

  test('the build succeeds, and the page throws ReferenceError: process is not defined', async () => {
    assert.equal(fixedBuild.code, 0, fixedBuild.output);
    const { errors } = await openBuiltApp(browser, path.join(fixed, 'dist'), 'never-rendered');
    assert.deepEqual(errors, ['ReferenceError: process is not defined']);
  });
});

// The tsc output the page quotes, from the TypeScript of tools/rsbuild-v1 ("types": [] keeps the
// @types of the folders above the fixture out, and "lib": ["ES5"] TypeScript's DOM library, which
// the one-line source does not use and which costs each of the four tsc runs seconds). A terminal is stood in
// for by a preload that marks stdout as a TTY, which is what tsc asks before it prints its pretty form.
describe('Exceptions FAQ › Why doesn\'t the build fail on TypeScript errors? (tsc output)', () => {
  const dir = makeProject(
    {
      'src/index.ts': "const count: number = 'three';\n",
      'tsconfig.json': '{ "compilerOptions": { "strict": true, "noEmit": true, "types": [], "lib": ["ES5"] }, "include": ["src"] }\n',
      'tty.cjs': 'process.stdout.isTTY = true;\n',
    },
    'exceptions-tsc',
  );
  const tsc = (preload: string[], env: Record<string, string | undefined>, args: string[] = []) =>
    new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
      for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
      const child = spawn(process.execPath, [...preload, path.join(rsbuildV1Dir, 'node_modules/typescript/bin/tsc'), '--noEmit', ...args], { cwd: dir, env: childEnv });
      let stdout = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout: stdout.replace(/\x1b\[[0-9;]*m/g, '') }));
    });

  test('in a terminal, tsc prints the error with its code frame and a count; piped or with NO_COLOR, one line per error; exit code 2 either way', async () => {
    const [terminal, piped, noColor] = await Promise.all([
      tsc(['--require', './tty.cjs'], { NO_COLOR: undefined, FORCE_COLOR: undefined }),
      tsc([], { NO_COLOR: undefined, FORCE_COLOR: undefined }),
      tsc(['--require', './tty.cjs'], { NO_COLOR: '1' }),
    ]);
    assert.equal(
      terminal.stdout,
      "src/index.ts:1:7 - error TS2322: Type 'string' is not assignable to type 'number'.\n\n1 const count: number = 'three';\n        ~~~~~\n\n\nFound 1 error in src/index.ts:1\n\n",
    );
    const oneLine = "src/index.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\n";
    assert.equal(piped.stdout, oneLine);
    assert.equal(noColor.stdout, oneLine);
    for (const run of [terminal, piped, noColor]) assert.equal(run.code, 2);
  });

  test('piped, --pretty gives the terminal form (code frame and count)', async () => {
    const pretty = await tsc([], { NO_COLOR: undefined, FORCE_COLOR: undefined }, ['--pretty']);
    assert.equal(
      pretty.stdout,
      "src/index.ts:1:7 - error TS2322: Type 'string' is not assignable to type 'number'.\n\n1 const count: number = 'three';\n        ~~~~~\n\n\nFound 1 error in src/index.ts:1\n\n",
    );
    assert.equal(pretty.code, 2);
  });

  // Round 36: the page names the TypeScript releases whose tsc prints this text. 7.0.2 (npm's latest,
  // the native port) was installed and run by hand on 2026-12-05 on the same project: in a terminal
  // and with --pretty piped it printed the code-frame form and "Found 1 error in src/index.ts:1",
  // piped or with NO_COLOR the one-line form, the same texts as asserted above (it exits with 1, not 2).
  test('the text above is that of TypeScript 5.9.3, the release installed here; the page names it and 7.0.2', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/typescript/package.json'), 'utf8')).version, '5.9.3');
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/faq/exceptions', lang);
      assert.match(page, /TypeScript 5\.9\.3 (and|与) 7\.0\.2 (print the same text|输出的文字相同)/, lang);
      // which release npm's `latest` tag names is not provable here (this registry lacks the newest releases).
      assert.ok(!page.includes('`latest`'), lang);
    }
  });
});

// What Node.js prints when JavaScript fills the heap, with a limit small enough to reach at once,
// and the NODE_OPTIONS setting the page gives to raise the limit.
describe('Exceptions FAQ › Why does the build crash with "JavaScript heap out of memory"? (Node.js)', () => {
  const node = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout, stderr });
      });
    });

  test('Node.js prints its last garbage collections, the two lines the page quotes, then a native stack trace', async () => {
    const { stderr, signal } = await node(['--max-old-space-size=20', '-e', 'const kept = []; for (;;) kept.push({ items: new Array(1000).fill(1) });'], {});
    assert.notEqual(signal, 'SIGKILL', 'the heap did not fill within 60 s');
    const gcs = stderr.indexOf('<--- Last few GCs --->');
    const quoted = stderr.indexOf('<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n');
    const native = stderr.indexOf('----- Native stack trace -----');
    assert.ok(gcs >= 0 && quoted > gcs && native > quoted, stderr);
  });

  test('NODE_OPTIONS=--max-old-space-size=8192 raises the heap limit to 8192 MB', async () => {
    const { stdout } = await node(['-e', "console.log(require('node:v8').getHeapStatistics().heap_size_limit)"], { NODE_OPTIONS: '--max-old-space-size=8192' });
    const limit = Number(stdout.trim());
    assert.ok(limit >= 8192 * 1024 * 1024 && limit < 8400 * 1024 * 1024, String(limit));
  });
});

// @rsbuild/plugin-check-syntax 1.6.1 (installed in tools/rsbuild-v1) on a dependency that ships ?. and ??,
// with ie >= 11 as target: a production build without and with JavaScript source maps, and a development build.
describe('Exceptions FAQ › Why does an old browser throw a syntax error from a dependency? (@rsbuild/plugin-check-syntax)', () => {
  const checkSyntaxProject = (name: string, output: string) =>
    makeProject(
      {
        'src/index.js': "import { value } from './node_modules/modern-pkg/index.js';\nconsole.log(value);\n",
        'src/node_modules/modern-pkg/index.js': "const obj = {};\nexport const value = obj?.value ?? 'fallback';\n",
        '.browserslistrc': 'ie >= 11\n',
        'rsbuild.config.mjs': `import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';\nexport default { ${output}plugins: [pluginCheckSyntax()] };\n`,
      },
      name,
    );
  const noMaps = checkSyntaxProject('exceptions-check-syntax', '');
  const withMaps = checkSyntaxProject('exceptions-check-syntax-maps', "output: { sourceMap: { js: 'source-map' } }, ");
  const devProject = checkSyntaxProject('exceptions-check-syntax-dev', '');
  const noneProject = checkSyntaxProject('exceptions-check-syntax-none', '');
  let prod: CliResult;
  let prodMaps: CliResult;
  let dev: BuildResult;
  let none: unknown;
  before(async () => {
    // The development and 'none' builds are about the output, not the CLI: built in this process.
    [prod, prodMaps] = await Promise.all([runCli(noMaps, ['build']), runCli(withMaps, ['build'])]);
    dev = await buildWithConfigFile(devProject, { mode: 'development' });
    none = await buildWithConfigFile(noneProject, { mode: 'none' }).then(
      () => 'built',
      (error: Error) => error,
    );
  });

  test('a production build fails, printing the reason and the code; without source maps it names the output chunk, not the dependency', () => {
    assert.equal(prod.code, 1, prod.output);
    assert.match(prod.output, /error {3}\[@rsbuild\/plugin-check-syntax\] Find some syntax that does not match "ecmaVersion <= 5":/);
    assert.match(prod.output, /^ {2}source: {2}\/dist\/static\/js\/index\.[0-9a-f]+\.js:1:\d+$/m);
    assert.match(prod.output, /^ {2}reason: {2}Unexpected token \(1:\d+\)$/m);
    assert.match(prod.output, /^ {2}code: {4}.*\?\?"fallback"/m);
    assert.doesNotMatch(prod.output, /modern-pkg/);
  });

  test('with JavaScript source maps written, it names the dependency\'s source file and shows its code', () => {
    assert.equal(prodMaps.code, 1, prodMaps.output);
    assert.match(prodMaps.output, /^ {2}source: {2}src\/node_modules\/modern-pkg\/index\.js:\d+:\d+$/m);
    assert.match(prodMaps.output, /^ {2}output: {2}\/dist\/static\/js\/index\.[0-9a-f]+\.js:1:\d+$/m);
    assert.match(prodMaps.output, /export const value = obj\?\.value \?\? 'fallback';/);
  });

  test('the page names the 1.x line and the release checked here, 1.6.1', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-check-syntax/package.json'), 'utf8')).version, '1.6.1');
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/faq/exceptions', lang);
      assert.ok(page.includes('`@rsbuild/plugin-check-syntax@1`') && page.includes('1.6.1'), lang);
    }
  });

  test('a development build is not checked: it succeeds with the syntax left in', () => {
    assert.deepEqual(dev.errors, []);
    assert.match(outputFile(path.join(devProject, 'dist'), /^static\/js\/index\.js$/), /obj\?\.value \?\? 'fallback'/);
  });

  test("a build in mode 'none' is checked too: it fails like the production build", () => {
    assert.ok(none instanceof Error, String(none));
    assert.match(none.message, /^ {2}× Error: \[@rsbuild\/plugin-check-syntax\] The current build fails due to an incompatible syntax, which can be fixed in the following ways:\n/);
  });

  test('the page says every mode but development is checked, not production builds only', () => {
    const en = pageText('guide/faq/exceptions', 'en');
    const zh = pageText('guide/faq/exceptions', 'zh');
    assert.ok(en.includes('It checks every build whose mode is not `development` (so `rsbuild build`, but not `rsbuild dev`), and only for a `web` target'));
    assert.ok(!en.includes('It checks production builds for a `web` target only'));
    assert.ok(zh.includes('它只检查面向 `web` 目标、且 `mode` 不为 `development` 的构建（因此 `rsbuild build` 会被检查，`rsbuild dev` 不会）'));
    assert.ok(!zh.includes('它只检查面向 `web` 目标的生产构建'));
  });
});

// The extensions at the edge of Rsbuild's hint list: .stylus gets the Stylus hint, .yml the generic help.
describe('Exceptions FAQ › Why do I get "Module parse failed" or "You may need an appropriate loader"? (.stylus and .yml)', () => {
  const dir = makeProject(
    {
      'src/index.js': "import './theme.stylus';\nimport './data.yml';\n",
      'src/theme.stylus': 'color = red\n.a\n  color color\n',
      'src/data.yml': 'title: hello world\n',
    },
    'exceptions-stylus-yml',
  );
  let build: CliResult;
  before(async () => {
    build = await runCli(dir, ['build']);
  });

  test('a .stylus file gets the @rsbuild/plugin-stylus hint; a .yml file gets the generic help line, not the YAML hint', () => {
    assert.equal(build.code, 1, build.output);
    const block = (file: string) => build.output.replace(/[ \t]+$/gm, '').split('\nFile: ').find((part) => part.startsWith(`./src/${file}:`)) ?? '';
    assert.ok(block('theme.stylus').includes('To enable support for Stylus, use "@rsbuild/plugin-stylus" (https://npmjs.com/package/@rsbuild/plugin-stylus).'), build.output);
    assert.ok(block('data.yml').includes('  help:\n        You may need an appropriate loader to handle this file type.'), build.output);
    assert.ok(!block('data.yml').includes('@rsbuild/plugin-yaml'), build.output);
  });
});

describe('Exceptions FAQ › How do I read an Rsbuild build error? (the heading)', () => {
  test('one error is printed under "Build error:", several under "Build errors:"', () => {
    assert.match(sampleBuilds.sum.output, /^error {3}Build error: ?\nFile: \.\/src\/index\.js:2:13-15$/m);
    assert.doesNotMatch(sampleBuilds.sum.output, /Build errors:/);
    assert.match(sampleBuilds.cssUrl.output, /^error {3}Build errors: ?\nFile: \.\/src\/index\.css:1:1$/m);
  });
});

describe('Exceptions FAQ › Why does the build fail with "export \'x\' (imported as \'x\') was not found"? (at runtime)', () => {
  test('with exportsPresence: warn, the missing import is undefined when the built code runs', async () => {
    const { runInNewContext } = await import('node:vm');
    const js = outputFile(path.join(fixed, 'dist'), /^static\/js\/index\.js$/);
    const logged: unknown[][] = [];
    runInNewContext(js, { console: { log: (...args: unknown[]) => logged.push(args) }, Buffer, process: { env: {}, version: 'v0' } }, { timeout: 10_000 });
    // The first console.log of the fixture prints `sum` first.
    assert.equal(logged[0].length, 9);
    assert.equal(logged[0][0], undefined);
  });
});

// Round 43: PUBLIC_ variables are replaced by the CLI, which loads the environment and the .env
// files; createRsbuild loads them only when it gets loadEnv.
describe('Exceptions FAQ › Why does the browser report "process is not defined"? (JavaScript API)', () => {
  const dir = makeProject(
    {
      'src/index.js': "console.log('public', process.env.PUBLIC_API_URL, process.env.PUBLIC_SHELL_VAR);\n",
      '.env': 'PUBLIC_API_URL=https://api.example.com\n',
    },
    'exceptions-public-js-api',
  );
  const build = async (loadEnv: boolean, root: string) => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, ...(loadEnv ? { loadEnv: true } : {}), rsbuildConfig: { logLevel: 'silent', output: { minify: false, filenameHash: false, distPath: { root } } } });
    const { close } = await rsbuild.build();
    await close();
    return outputFile(path.join(dir, root), /^static\/js\/index\.js$/);
  };
  test('createRsbuild without loadEnv replaces no PUBLIC_ variable, from .env or the environment; with loadEnv: true it replaces both', async () => {
    const saved = process.env.PUBLIC_SHELL_VAR;
    process.env.PUBLIC_SHELL_VAR = 'from-shell';
    try {
      assert.match(await build(false, 'dist-no-env'), /console\.log\('public', process\.env\.PUBLIC_API_URL, process\.env\.PUBLIC_SHELL_VAR\)/);
      assert.match(await build(true, 'dist-load-env'), /console\.log\('public', "https:\/\/api\.example\.com", "from-shell"\)/);
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_SHELL_VAR;
      else process.env.PUBLIC_SHELL_VAR = saved;
    }
  });
});

// process.env.NODE_ENV is replaced through the mode (Rspack's optimization.nodeEnv), so a build in
// mode 'none' leaves it as written and the browser, which has no process global, throws.
describe('Exceptions FAQ › Why does the browser report "process is not defined"? (mode \'none\')', () => {
  test("with NODE_ENV=test and no mode in the config, the build is in mode 'none' and process.env.NODE_ENV stays as written; running it without a process global throws ReferenceError: process is not defined", async () => {
    const dir = makeProject({ 'src/index.js': 'window.nodeEnv = process.env.NODE_ENV;\n' }, 'exceptions-mode-none');
    await withNodeEnv('test', () => buildProject(dir, { output: { filenameHash: false } }));
    const js = readText(dir, 'dist/static/js/index.js');
    assert.match(js, /window\.nodeEnv = process\.env\.NODE_ENV/);
    assert.throws(() => vm.runInNewContext(js, { window: {} }), (error: Error) => error.name === 'ReferenceError' && error.message === 'process is not defined');
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/faq/exceptions', lang).includes('`NODE_ENV=test rsbuild build`'), lang);
  });
});
