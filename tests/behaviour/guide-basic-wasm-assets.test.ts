// guide/basic/wasm-assets: Wasm imports without setup, where the files go, their names, the
// failing forms, the Node.js target, and what the dev server sends.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { assertPageSamplesTypeCheck, buildProject, type CliResult, createTypeProgram, pageSamples, pageText, PRINTED_BUILD_TIME, freePort, listFiles, makeProject, outputFile, plugin, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, type BuildResult, launchChromium } from './harness';

// Hand-assembled modules (every byte is below 0x80, so they survive being written as text):
// add.wasm exports add(i32, i32) → i32; logger.wasm imports log from ./imports.js and exports run(),
// which calls log(42). add.wasm carries twelve custom sections of padding, so that it is larger
// than the 1 KB below which the servers never compress a response.
const padding = ('007e0178' + '61'.repeat(124)).repeat(12);
const addWasm = Buffer.from('0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b' + padding, 'hex').toString('latin1');
const loggerWasm = Buffer.from(
  '0061736d0100000001080260017f006000000214010c2e2f696d706f7274732e6a73036c6f670000030201010707010372756e00010a08010600412a10000b',
  'hex',
).toString('latin1');
// logger.wasm with its import module renamed to env, as Emscripten and WASI toolchains name the host's imports.
const envWasm = Buffer.from(
  '0061736d0100000001080260017f00600000020b0103656e76036c6f670000030201010707010372756e00010a08010600412a10000b',
  'hex',
).toString('latin1');
const wasmFiles = {
  'src/add.wasm': addWasm,
  'src/logger.wasm': loggerWasm,
  'src/imports.js': "export function log(value) {\n  console.log('called from Wasm with', value);\n}\n",
};
const appIndex = [
  "import { add } from './add.wasm';",
  "import { run } from './logger.wasm';",
  "const wasmUrl = new URL('./add.wasm', import.meta.url);",
  "console.log('add', add(2, 3), String(wasmUrl).endsWith('.wasm'));",
  'run();',
  '',
].join('\n');

// The page's new URL() sample as written (no import or export, so no top-level await), and a
// file that imports something and then awaits at its top level.
const urlSample = [
  "const wasmUrl = new URL('./add.wasm', import.meta.url);",
  '',
  'WebAssembly.instantiateStreaming(fetch(wasmUrl), {}).then(({ instance }) => {',
  '  console.log(instance.exports.add(4, 5)); // 9',
  '});',
  '',
].join('\n');
const tlaWithImport = [
  "import { add } from './add.wasm';",
  "const { instance } = await WebAssembly.instantiateStreaming(fetch(new URL('./add.wasm', import.meta.url)), {});",
  "console.log('tla', add(1, 1), instance.exports.add(4, 5));",
  '',
].join('\n');
// The page's on-demand sample, called at once instead of on a click.
const lazySample = "import('./add.wasm').then(({ add }) => {\n  console.log('lazy', add(10, 1));\n});\n";
// The page's on-demand sample as written (it looks for a #run button), from the English page.
const clickSample = [...pageText('guide/basic/wasm-assets', 'en').matchAll(/```js title="src\/index\.js"\n([\s\S]*?)```/g)]
  .map((match) => match[1])
  .find((code) => code.includes("'#run'"));
assert.ok(clickSample);
const webDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex, 'src/url.js': urlSample, 'src/tla.js': tlaWithImport, 'src/lazy.js': lazySample, 'src/click.js': clickSample }, 'wasm-web');
const noHashDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex }, 'wasm-nohash');
const longHashDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex }, 'wasm-longhash');
const namedDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex }, 'wasm-named');
const brokenDir = makeProject(
  {
    'src/add.wasm': addWasm,
    'src/index.js': "import add from './add.wasm';\nimport wasmUrl from './add.wasm?url';\nconsole.log(add, wasmUrl);\n",
    // The page's sample with a top-level await instead of .then(), in a "type": "module" package.
    'src/tla.js': "const wasmUrl = new URL('./add.wasm', import.meta.url);\n\nconst { instance } = await WebAssembly.instantiateStreaming(fetch(wasmUrl), {});\nconsole.log(instance.exports.add(4, 5));\n",
    'package.json': '{"type":"module"}\n',
  },
  'wasm-broken',
);
// The same top-level await sample as the entry, built by the CLI for the printed block.
const tlaCliDir = makeProject(
  {
    'src/add.wasm': addWasm,
    'src/index.js': "const wasmUrl = new URL('./add.wasm', import.meta.url);\n\nconst { instance } = await WebAssembly.instantiateStreaming(fetch(wasmUrl), {});\nconsole.log(instance.exports.add(4, 5));\n",
    'package.json': '{"type":"module"}\n',
  },
  'wasm-tla-cli',
);
let tlaCli: CliResult;
// The page's ?url sample as the entry, built by the CLI.
const urlCliDir = makeProject({ 'src/add.wasm': addWasm, 'src/index.js': "import wasmUrl from './add.wasm?url';\nconsole.log(wasmUrl);\n" }, 'wasm-url-cli');
let urlCli: CliResult;
// The env-importing module, imported (the CLI build fails) and only referenced by new URL() (it builds).
const envCliDir = makeProject({ 'src/logger.wasm': envWasm, 'src/index.js': "import { run } from './logger.wasm';\nrun();\n" }, 'wasm-env-cli');
let envCli: CliResult;
const envUrlDir = makeProject(
  {
    'src/logger.wasm': envWasm,
    'src/index.js': "const url = new URL('./logger.wasm', import.meta.url);\nWebAssembly.instantiateStreaming(fetch(url), { env: { log: console.log } }).then(({ instance }) => instance.exports.run());\n",
  },
  'wasm-env-url',
);
let envUrl: BuildResult;
// By hand on 2026-12-06: a real wasm-pack bundler package, @typstyle/typstyle-wasm-bundler 0.14.4 from npm,
// has this layout (typstyle_wasm.js imports typstyle_wasm_bg.wasm and re-exports typstyle_wasm_bg.js) and
// ships typstyle_wasm.d.ts; imported as is, Rsbuild 1.7.6 built it for the node target and format() ran.
// wasm-pack's source (src/command/build.rs) has bundler as the default --target and writes .d.ts files
// unless --no-typescript.
// A package laid out like wasm-pack's bundler output: the entry imports the .wasm file and
// re-exports the glue file, and the .wasm file imports its functions from that glue file.
const wasmPackLike = {
  'src/node_modules/wasm-pack-like/package.json': '{ "name": "wasm-pack-like", "type": "module", "module": "wasm_pack_like.js", "sideEffects": ["./wasm_pack_like.js", "./snippets/*"] }\n',
  // The same bytes as logger.wasm with the import module renamed (same length): ./wbgglue.js.
  'src/node_modules/wasm-pack-like/wasm_pack_like_bg.wasm': loggerWasm.replace('./imports.js', './wbgglue.js'),
  'src/node_modules/wasm-pack-like/wasm_pack_like.js':
    "import * as wasm from './wasm_pack_like_bg.wasm';\nexport * from './wbgglue.js';\nimport { __wbg_set_wasm } from './wbgglue.js';\n__wbg_set_wasm(wasm);\n",
  'src/node_modules/wasm-pack-like/wbgglue.js':
    "let wasm;\nexport function __wbg_set_wasm(value) {\n  wasm = value;\n}\nexport function log(value) {\n  console.log('glue called with', value);\n}\nexport function run() {\n  wasm.run();\n}\n",
  'src/pkg.js': "import { run } from 'wasm-pack-like';\nrun();\n",
};
// The repository's own package.json says "type": "module"; this fixture's says CommonJS.
// A module that imports the .wasm file and uses it at its top level, imported in turn by the entry.
const chain = {
  'src/five.js': "import { add } from './add.wasm';\nexport const five = add(2, 3);\n",
  'src/chain.js': "import { five } from './five.js';\nconsole.log('chain', five);\n",
};
// The env-importing module next to an installed package named env: its import resolves like a bare import in src/.
const envPackage = {
  'src/env.wasm': envWasm,
  'src/node_modules/env/package.json': '{ "name": "env", "main": "index.js" }\n',
  'src/node_modules/env/index.js': "exports.log = (value) => console.log('env package called with', value);\n",
  'src/envpkg.js': "import { run } from './env.wasm';\nrun();\n",
};
const nodeDir = makeProject({ ...wasmFiles, ...wasmPackLike, ...chain, ...envPackage, 'src/index.js': appIndex, 'package.json': '{"type":"commonjs"}\n' }, 'wasm-node');
const esmDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex, 'package.json': '{"type":"module"}\n' }, 'wasm-esm');
// The page's first sample as written, alone, under "type": "module".
const esmPlainDir = makeProject({ 'src/add.wasm': addWasm, 'src/index.js': "import { add } from './add.wasm';\n\nconsole.log(add(2, 3)); // 5\n", 'package.json': '{"type":"module"}\n' }, 'wasm-esm-plain');
const esmFixedDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex, 'package.json': '{"type":"module"}\n' }, 'wasm-esm-cjs');
// The same project with output.module on: an ES module bundle.
const esmModuleDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex, 'package.json': '{"type":"module"}\n' }, 'wasm-esm-module');
// The page's add.wasm as wat2wasm encodes it (no padding): the example file name the page gives.
const exampleWasm = Buffer.from('0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b', 'hex').toString('latin1');
// The dev server: the page's add.wasm, imported and referenced by new URL(), and the padded module (above 1 KB) imported as big.wasm.
const devDir = makeProject(
  {
    'src/add.wasm': exampleWasm,
    'src/big.wasm': addWasm,
    'src/index.js': "import { add } from './add.wasm';\nimport { add as big } from './big.wasm';\nconsole.log(add(1, 2), big(1, 2), new URL('./add.wasm', import.meta.url).href);\n",
  },
  'wasm-dev',
);

let web: BuildResult;
let noHash: BuildResult;
let longHash: BuildResult;
let named: BuildResult;
let broken: BuildResult;
let node: BuildResult;
/** Runs a file of the Node.js build with Node.js. */
const runNodeBundle = (file: string) => spawnSync(process.execPath, [path.join(node.dist, file)], { encoding: 'utf8' });
let esm: BuildResult;
let esmFixed: BuildResult;
let esmModule: BuildResult;
let esmPlain: BuildResult;
let asyncWebAssembly: unknown;
let inspectedText = '';
let dev: ReturnType<typeof startCli>;
let devPort: number;

before(async () => {
  devPort = await freePort();
  dev = startCli(devDir, ['dev', '--port', String(devPort)], /ready\s+built in/);
  const { createRsbuild } = await rsbuildCore();
  const inspected = await createRsbuild({ cwd: webDir, rsbuildConfig: { logLevel: 'silent' } });
  [web, noHash, longHash, named, broken, node, esm, esmFixed, esmPlain, envUrl, esmModule] = await Promise.all([
    buildProject(webDir, { source: { entry: { index: './src/index.js', url: './src/url.js', tla: './src/tla.js', lazy: './src/lazy.js', click: './src/click.js' } } }),
    buildProject(noHashDir, { output: { filenameHash: false, distPath: { wasm: 'assets/wasm' } } }),
    buildProject(longHashDir, { output: { filenameHash: 'contenthash:16', assetPrefix: 'https://cdn.example.com/' } }),
    buildProject(namedDir, { output: { filename: { wasm: '[name].[contenthash:8].wasm' } } }),
    buildProject(brokenDir, { source: { entry: { index: './src/index.js', tla: './src/tla.js' } } }),
    buildProject(nodeDir, { output: { target: 'node' }, source: { entry: { index: './src/index.js', pkg: './src/pkg.js', chain: './src/chain.js', envpkg: './src/envpkg.js' } } }),
    buildProject(esmDir, { output: { target: 'node' } }),
    buildProject(esmFixedDir, { output: { target: 'node', filename: { js: '[name].cjs' } } }),
    buildProject(esmPlainDir, { output: { target: 'node' } }),
    buildProject(envUrlDir),
    buildProject(esmModuleDir, { output: { target: 'node', module: true } }),
    dev.started,
  ]);
  [tlaCli, urlCli, envCli] = await Promise.all([runCli(tlaCliDir, ['build']), runCli(urlCliDir, ['build']), runCli(envCliDir, ['build'])]);
  const [rspackConfig] = await inspected.initConfigs();
  asyncWebAssembly = rspackConfig.experiments?.asyncWebAssembly;
  // What `rsbuild inspect` prints for the Rspack config, without writing it to disk.
  inspectedText = (await inspected.inspectConfig({ writeToDisk: false })).bundlerConfigs.join('\n');
});

after(async () => {
  await dev?.stop();
});

const wasmFilesIn = (dist: string) => listFiles(dist).filter((file) => file.endsWith('.wasm'));

/**
 * The page's printed-output blocks (```text at the start of a line), in page order, as patterns of
 * what `rsbuild build` prints: the build time is any time, and a stack trace follows.
 */
const printedBlocks = (lang: 'en' | 'zh') =>
  [...pageText('guide/basic/wasm-assets', lang).matchAll(/^```text\n([\s\S]*?)^```/gm)].map(
    (match) => new RegExp(match[1].split(/build failed in [\d.]+ s/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(`build failed in ${PRINTED_BUILD_TIME}`) + '    at '),
  );

describe('Import Wasm assets › Import a Wasm module', () => {
  test('Rsbuild turns on experiments.asyncWebAssembly; the inspected config shows asyncWebAssembly: true', () => {
    assert.equal(asyncWebAssembly, true);
    assert.match(inspectedText, /\n\s+asyncWebAssembly: true,?\n/);
  });
  test('the .wasm files are emitted to static/wasm/[contenthash:8].module.wasm, not inlined', () => {
    assert.deepEqual(web.errors, []);
    const files = wasmFilesIn(web.dist);
    assert.equal(files.length, 2, files.join(', '));
    for (const file of files) assert.match(file, /^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/);
    assert.doesNotMatch(outputFile(web.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /AGFzbQ/);
  });
  test('a default import of a .wasm file fails to build', () => {
    assert.ok(broken.errors.some((error) => error.includes("export 'default' (imported as 'add') was not found in './add.wasm' (possible exports: add)")), broken.errors.join('\n'));
  });
});

// The page's add.wat as wat2wasm encodes it (no custom sections), imported as in the page's first
// sample: the example file name the page gives.
describe('Import Wasm assets › Import a Wasm module (the example file name)', () => {
  const exampleDir = makeProject(
    {
      'src/add.wasm': exampleWasm,
      'src/index.js': "import { add } from './add.wasm';\n\nconsole.log(add(2, 3)); // 5\n",
    },
    'wasm-example-name',
  );
  let example: BuildResult;
  before(async () => {
    example = await buildProject(exampleDir);
  });
  test('the page\'s add.wasm is emitted as dist/static/wasm/54b71075.module.wasm', () => {
    assert.deepEqual(example.errors, []);
    assert.deepEqual(wasmFilesIn(example.dist), ['static/wasm/54b71075.module.wasm']);
  });
});

describe('Import Wasm assets › Import a Wasm module (async modules)', () => {
  test('a module importing a module that imports the .wasm file runs after the Wasm module is instantiated', () => {
    const result = runNodeBundle('chain.js');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'chain 5\n');
  });
});

describe('Import Wasm assets › Wasm modules that import JavaScript', () => {
  test('in the Node.js bundle, add(2, 3) is 5 and the Wasm import calls ./imports.js', () => {
    const result = runNodeBundle('index.js');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'add 5 true\ncalled from Wasm with 42\n');
  });
  test('a package laid out like wasm-pack --target bundler output works when its entry is imported', () => {
    const result = runNodeBundle('pkg.js');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'glue called with 42\n');
  });
});

describe('Import Wasm assets › Wasm modules that import JavaScript (a module name that is no file or package)', () => {
  test('a bare module name resolves like an import in the folder of the .wasm file: an installed package named env supplies log', () => {
    const result = runNodeBundle('envpkg.js');
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'env package called with 42\n');
  });
  test("an imported module whose import names env fails: Module not found: Can't resolve 'env' in '<project>/src', exit code 1", () => {
    assert.equal(envCli.code, 1, envCli.output);
    assert.ok(envCli.output.includes(`× Module not found: Can't resolve 'env' in '${path.join(envCliDir, 'src')}'`), envCli.output);
  });
  test('the same module referenced by new URL() builds unchanged; instantiated with an env import object, it runs', async () => {
    assert.deepEqual(envUrl.errors, []);
    const [file] = wasmFilesIn(envUrl.dist);
    assert.deepEqual(wasmFilesIn(envUrl.dist), [file]);
    assert.ok(outputFile(envUrl.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes(`"${file}"`));
    const bytes = readFileSync(path.join(envUrl.dist, file));
    assert.equal(bytes.toString('latin1'), envWasm);
    const logged: number[] = [];
    const { instance } = await WebAssembly.instantiate(bytes, { env: { log: (value: number) => void logged.push(value) } });
    (instance.exports.run as () => void)();
    assert.deepEqual(logged, [42]);
  });
});

describe('Import Wasm assets › Get the URL of a Wasm file', () => {
  test('new URL() and import share one emitted file per module', () => {
    assert.equal(wasmFilesIn(web.dist).length, 2);
  });
  test('the URL includes the asset prefix', () => {
    const js = outputFile(longHash.dist, /^static\/js\/index\.[0-9a-f]{16}\.js$/);
    assert.ok(js.includes('"https://cdn.example.com/"'));
    assert.ok(wasmFilesIn(longHash.dist).some((file) => js.includes(`"${file}"`)), js);
  });
  test('a top-level await in a file without import or export fails, even with "type": "module"', () => {
    assert.ok(
      broken.errors.some((error) => error.includes('Top-level-await is only supported in EcmaScript Modules')),
      broken.errors.join('\n'),
    );
  });
  test('a top-level await in a file without import or export: rsbuild build prints the parse error whole, with the code frame of SWC\'s output and the loader help', () => {
    assert.equal(tlaCli.code, 1);
    const printed = tlaCli.output.replace(/[ \t]+$/gm, '');
    const block = `error   Build error:
File: ./src/index.js:1:1
  × Module parse failed:
  ╰─▶   × JavaScript parse error: Top-level-await is only supported in EcmaScript Modules
         ╭─[2:21]
       1 │ const wasmUrl = new URL('./add.wasm', import.meta.url);
       2 │ const { instance } = await WebAssembly.instantiateStreaming(fetch(wasmUrl), {});
         ·                      ─────
       3 │ console.log(instance.exports.add(4, 5));
         ╰────

  help:
        File was processed with these loaders:
         * builtin:swc-loader??ruleSet[1].rules[4].use[0]
        You may need an additional loader to handle the result of these loaders.

error   build failed in`;
    assert.ok(printed.includes(block), printed);
  });
  test('top-level await and ?url: each block the page quotes is printed whole, followed by build failed in …, Rspack build failed. and a stack trace; the exit code is 1 (both languages)', () => {
    assert.deepEqual([tlaCli.code, urlCli.code], [1, 1]);
    for (const lang of ['en', 'zh'] as const) {
      const blocks = printedBlocks(lang);
      assert.equal(blocks.length, 2, lang);
      const [tla, url] = blocks;
      assert.match(tlaCli.output.replace(/[ \t]+$/gm, ''), tla, lang);
      assert.match(urlCli.output.replace(/[ \t]+$/gm, ''), url, lang);
    }
  });
  test('with [name] in output.filename.wasm, import and new URL() no longer share the file: add.wasm is emitted twice, once named after it', () => {
    const contents = (file: string) => readFileSync(path.join(named.dist, file), 'latin1');
    const [imported, urlCopy] = [wasmFilesIn(named.dist).filter((file) => file.startsWith('static/wasm/[name].')), wasmFilesIn(named.dist).find((file) => /^static\/wasm\/add\.[0-9a-f]{8}\.wasm$/.test(file))];
    assert.ok(urlCopy, wasmFilesIn(named.dist).join(', '));
    assert.equal(imported.filter((file) => contents(file) === contents(urlCopy)).length, 1);
    assert.equal(contents(urlCopy), addWasm);
  });
  test('?url: rsbuild build prints the ESModulesLinkingError whole, with its code frame', () => {
    assert.equal(urlCli.code, 1);
    const block = `error   Build error:
File: ./src/index.js:2:13-19
  × ESModulesLinkingError: export 'default' (imported as 'wasmUrl') was not found in './add.wasm?url' (possible exports: add)
   ╭─[2:12]
 1 │ import wasmUrl from './add.wasm?url';
 2 │ console.log(wasmUrl);
   ·             ───────
   ╰────

error   build failed in`;
    assert.ok(urlCli.output.replace(/[ \t]+$/gm, '').includes(block), urlCli.output);
  });
  test('?url fails with ESModulesLinkingError', () => {
    assert.ok(
      broken.errors.some((error) => error.includes("export 'default' (imported as 'wasmUrl') was not found in './add.wasm?url' (possible exports: add)")),
      broken.errors.join('\n'),
    );
  });
});

describe('Import Wasm assets › Output path and file name', () => {
  test('distPath.wasm moves the files; filenameHash: false keeps the hash', () => {
    for (const file of wasmFilesIn(noHash.dist)) assert.match(file, /^assets\/wasm\/[0-9a-f]{8}\.module\.wasm$/);
    assert.ok(listFiles(noHash.dist).includes('static/js/index.js'));
  });
  test("filenameHash 'contenthash:16' gives 16-character hashes", () => {
    for (const file of wasmFilesIn(longHash.dist)) assert.match(file, /^static\/wasm\/[0-9a-f]{16}\.module\.wasm$/);
  });
  test('[name] in output.filename.wasm stays literal for imported modules (the new URL() asset gets its name)', () => {
    assert.deepEqual(
      wasmFilesIn(named.dist).map((file) => file.replace(/[0-9a-f]{8}/, 'HASH')),
      ['static/wasm/[name].HASH.wasm', 'static/wasm/[name].HASH.wasm', 'static/wasm/add.HASH.wasm'],
    );
  });
});

describe('Import Wasm assets › Output path and file name in every mode', () => {
  test('the name pattern is static/wasm/[contenthash:8].module.wasm in development, production and none mode alike', async () => {
    const { createRsbuild } = await rsbuildCore();
    for (const mode of ['development', 'production', 'none'] as const) {
      const rsbuild = await createRsbuild({ cwd: webDir, rsbuildConfig: { mode, logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      assert.equal(config.output?.webassemblyModuleFilename, 'static/wasm/[contenthash:8].module.wasm', mode);
    }
  });
});

describe('Import Wasm assets › the hash differs outside production', () => {
  test('the page\'s add.wasm, imported, is 54b71075.module.wasm in production but 7c0e4ca0.module.wasm in development, in none mode and on the dev server; there, new URL() keeps 54b71075 and the file is emitted twice', async () => {
    const dir = makeProject(
      { 'src/add.wasm': exampleWasm, 'src/index.js': "import { add } from './add.wasm';\nconsole.log(add(2, 3));\n", 'src/url.js': "import { add } from './add.wasm';\nconsole.log(add(2, 3), new URL('./add.wasm', import.meta.url).href);\n" },
      'wasm-mode-hash',
    );
    const entry = { index: './src/index.js', url: './src/url.js' };
    const [development, none, production] = await Promise.all(
      (['development', 'none', 'production'] as const).map((mode) => buildProject(dir, { mode, source: { entry: { [mode]: entry.index } }, output: { distPath: { root: `dist-${mode}` } } })),
    );
    assert.deepEqual(wasmFilesIn(development.dist), ['static/wasm/7c0e4ca0.module.wasm']);
    assert.deepEqual(wasmFilesIn(none.dist), ['static/wasm/7c0e4ca0.module.wasm']);
    assert.deepEqual(wasmFilesIn(production.dist), ['static/wasm/54b71075.module.wasm']);
    // Imported and referenced by new URL(): one file in production, two in development.
    const [devBoth, prodBoth] = await Promise.all(
      (['development', 'production'] as const).map((mode) => buildProject(dir, { mode, source: { entry: { url: entry.url } }, output: { distPath: { root: `dist-both-${mode}` } } })),
    );
    assert.deepEqual(wasmFilesIn(devBoth.dist).sort(), ['static/wasm/54b71075.module.wasm', 'static/wasm/7c0e4ca0.module.wasm']);
    assert.deepEqual(wasmFilesIn(prodBoth.dist), ['static/wasm/54b71075.module.wasm']);
    // The dev server (devDir has the same add.wasm, imported and referenced by new URL()).
    const listing = await (await fetch(`http://localhost:${devPort}/rsbuild-dev-server`)).text();
    assert.ok(listing.includes('static/wasm/7c0e4ca0.module.wasm') && listing.includes('static/wasm/54b71075.module.wasm'), listing);
    const says = {
      en: ['a production build emits it once and both use that file', 'for the page\'s `add.wasm`, `7c0e4ca0.module.wasm` next to the `new URL()` copy `54b71075.module.wasm`', 'is `54b71075.module.wasm` in a production build, but `7c0e4ca0.module.wasm` in development, on the dev server and in `none` mode'],
      zh: ['生产构建只输出一份，两种写法共用这个文件', '`new URL()` 引用的是 `54b71075.module.wasm`，旁边还会多出一个 `7c0e4ca0.module.wasm`', '在生产构建中是 `54b71075.module.wasm`，在开发模式、开发服务器和 `none` 模式下则是 `7c0e4ca0.module.wasm`'],
    };
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/basic/wasm-assets', lang);
      for (const literal of says[lang]) assert.ok(text.includes(literal), `${lang}: ${literal}`);
      assert.ok(!text.includes('both share one emitted file, as long as both get the same name') && !text.includes('只要两者的文件名相同，就共用同一个输出文件'), lang);
    }
  });
});

describe('Import Wasm assets › Node.js target', () => {
  test('the node build writes dist/index.js next to static/wasm and reads the file from disk', () => {
    const files = listFiles(node.dist);
    assert.ok(files.includes('index.js'));
    // add.wasm and logger.wasm, plus the package's .wasm file for the second entry and env.wasm for the
    // fourth, named [contenthash:8].module.wasm as for the web target.
    assert.equal(wasmFilesIn(node.dist).length, 4);
    for (const file of wasmFilesIn(node.dist)) assert.match(file, /^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/);
    // fs.readFile of path.join(__dirname, 'static/wasm/…'): relative to the bundle, not fetched.
    assert.match(outputFile(node.dist, /^index\.js$/), /\{readFile:\w+\}=require\("fs"\),\{join:\w+\}=require\("path"\);\w+\(\w+\(__dirname,"static\/wasm\/"/);
  });
  test('without the static/wasm folder next to it, the bundle fails at run time (ENOENT)', () => {
    const moved = makeProject({ 'package.json': '{"type":"commonjs"}\n', 'index.js': readFileSync(path.join(node.dist, 'index.js'), 'utf8') }, 'wasm-node-moved');
    const result = spawnSync(process.execPath, [path.join(moved, 'index.js')], { encoding: 'utf8' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /ENOENT: no such file or directory, open '[^']*[\\/]static[\\/]wasm[\\/][0-9a-f]{8}\.module\.wasm'/);
  });

  test('under "type": "module" the CommonJS bundle fails before the code runs, exit code 1: module is not defined for the import sample; require is not defined, you can use import instead, first when new URL() is used', () => {
    const treated = "This file is being treated as an ES module because it has a '.js' file extension and '";
    const plain = spawnSync(process.execPath, [path.join(esmPlain.dist, 'index.js')], { encoding: 'utf8' });
    assert.equal(plain.status, 1);
    assert.equal(plain.stdout, '');
    assert.ok(plain.stderr.includes(`\nReferenceError: module is not defined in ES module scope\n${treated}`), plain.stderr);
    assert.doesNotMatch(plain.stderr, /require is not defined/);
    // appIndex also has new URL('./add.wasm', import.meta.url): the runtime's require("url") throws first.
    const withUrl = spawnSync(process.execPath, [path.join(esm.dist, 'index.js')], { encoding: 'utf8' });
    assert.equal(withUrl.status, 1);
    assert.equal(withUrl.stdout, '');
    assert.ok(withUrl.stderr.includes(`\nReferenceError: require is not defined in ES module scope, you can use import instead\n${treated}`), withUrl.stderr);
  });
  test("output.filename.js '[name].cjs' makes it run there", () => {
    const result = spawnSync(process.execPath, [path.join(esmFixed.dist, 'index.cjs')], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'add 5 true\ncalled from Wasm with 42\n');
  });
});

describe('Import Wasm assets › Serve Wasm files', () => {
  test('the dev server sends application/wasm, uncompressed', async () => {
    const listing = await (await fetch(`http://localhost:${devPort}/rsbuild-dev-server`)).text();
    const wasmPaths = [...new Set(listing.match(/static\/wasm\/[0-9a-f]{8}\.module\.wasm/g))];
    assert.equal(wasmPaths.length, 3, listing);
    const lengths: number[] = [];
    for (const wasmPath of wasmPaths) {
      const response = await fetch(`http://localhost:${devPort}/${wasmPath}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/wasm');
      assert.equal(response.headers.get('content-encoding'), null);
      lengths.push(Number(response.headers.get('content-length')));
    }
    // big.wasm is above the 1 KB below which the server never compresses.
    assert.ok(lengths.some((length) => length > 1024), String(lengths));
    // A JavaScript file of the same server is compressed.
    const js = listing.match(/static\/js\/index\.js/)?.[0];
    const jsResponse = await fetch(`http://localhost:${devPort}/${js}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(jsResponse.headers.get('content-encoding'), 'gzip');
  });
});

describe('Import Wasm assets › Serve Wasm files (the preview server, in Chromium)', () => {
  let browser: Browser;
  let preview: { close: () => Promise<void> } | undefined;
  let origin: string;

  before(async () => {
    // The preview server in this process (rsbuild.preview(), what `rsbuild preview` starts), serving web's dist.
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: webDir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort() } } });
    const started = rsbuild.preview();
    [browser] = await Promise.all([launchChromium(), started]);
    const { server, port } = await started;
    preview = server;
    origin = `http://localhost:${port}`;
  });
  after(async () => {
    await browser?.close();
    await preview?.close();
  });

  /** Loads the built page; `wasmType` replaces the Content-Type of .wasm responses, `csp` adds a Content-Security-Policy to the HTML. */
  async function load({ wasmType, csp, page: pagePath = '/', done = 'log: called from Wasm' }: { wasmType?: string; csp?: string; page?: string; done?: string } = {}) {
    const page = await browser.newPage();
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => errors.push(error.message));
    if (wasmType) {
      await page.route('**/*.wasm', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-type': wasmType } });
      });
    }
    if (csp) {
      await page.route(`${origin}${pagePath}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
      });
    }
    await page.goto(`${origin}${pagePath}`);
    await waitFor('the page to run or fail', () => logs.some((line) => line.startsWith(done)) || errors.length > 0);
    await page.close();
    return { logs, errors };
  }

  test('the preview server sends application/wasm, uncompressed', async () => {
    const wasm = wasmFilesIn(web.dist)[0];
    const response = await fetch(`${origin}/${wasm}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/wasm');
    assert.equal(response.headers.get('content-encoding'), null);
  });

  test('the bundle fetches and instantiates the module: add(2, 3) is 5 in the browser', async () => {
    const { logs, errors } = await load();
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, ['log: add 5 true', 'log: called from Wasm with 42']);
  });

  test("the page's new URL() sample with .then() logs 9; the same file is emitted once", async () => {
    const { logs, errors } = await load({ page: '/url.html', done: 'log: 9' });
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, ['log: 9']);
    assert.equal(wasmFilesIn(web.dist).length, 2);
  });

  test('Load it on demand: the dynamic import resolves with the instantiated module (add(10, 1) is 11)', async () => {
    const { logs, errors } = await load({ page: '/lazy.html', done: 'log: lazy' });
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, ['log: lazy 11']);
  });

  test("Load it on demand: the sample as written, in Rsbuild's default template (only <div id=\"root\"></div>), throws: there is no #run button", async () => {
    assert.match(readFileSync(path.join(web.dist, 'click.html'), 'utf8'), /<body>\s*<div id="root"><\/div>\s*<\/body>/);
    const { errors } = await load({ page: '/click.html', done: 'never' });
    assert.deepEqual(errors, ["Cannot read properties of null (reading 'addEventListener')"]);
  });

  test('a top-level await works in a file that imports something', async () => {
    const { logs, errors } = await load({ page: '/tla.html', done: 'log: tla' });
    assert.deepEqual(errors, []);
    assert.deepEqual(logs, ['log: tla 2 9']);
  });

  test('another MIME type: a console warning, then the slower fallback still works', async () => {
    const { logs, errors } = await load({ wasmType: 'application/octet-stream' });
    assert.deepEqual(errors, []);
    // One warning per Wasm module (the page loads add.wasm and logger.wasm), each whole.
    const warning =
      "warning: `WebAssembly.instantiateStreaming` failed because your server does not serve wasm with `application/wasm` MIME type. Falling back to `WebAssembly.instantiate` which is slower. Original error:\n TypeError: Failed to execute 'compile' on 'WebAssembly': Incorrect response MIME type. Expected 'application/wasm'.";
    assert.equal(logs.filter((line) => line === warning).length, 2, logs.join('\n'));
    assert.ok(logs.includes('log: add 5 true'), logs.join('\n'));
  });

  test("a CSP without 'wasm-unsafe-eval' blocks the compilation; adding it fixes it", async () => {
    const blocked = await load({ csp: "script-src 'self'" });
    assert.ok(
      blocked.errors.includes(
        'WebAssembly.instantiateStreaming(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because \'unsafe-eval\' is not an allowed source of script in the following Content Security Policy directive: "script-src \'self\'".',
      ),
      blocked.errors.join('\n'),
    );
    const allowed = await load({ csp: "script-src 'self' 'wasm-unsafe-eval'" });
    assert.deepEqual(allowed.errors, []);
    assert.ok(allowed.logs.includes('log: add 5 true'));
  });
});

// TypeScript 7.0.2, what npm install gives on 2026-12-06, by hand with tsc -p: the same TS2307 line without a
// declaration; with add.d.wasm.ts and allowArbitraryExtensions, add is (a: number, b: number) => number.
// "Since TypeScript 5.0": the published tarballs (npm pack, by hand on 2026-12-05): 5.0.2, the first
// 5.0 release the registry has, knows allowArbitraryExtensions; 4.9.5's lib/typescript.js has no such
// option. The page's add.wat and logger.wat, compiled by wat2wasm of wabt 1.0.37 (npm), give exactly
// the bytes of this file's add.wasm (without its padding) and logger.wasm.
describe('Import Wasm assets › Type declarations', () => {
  test('add.d.wasm.ts with allowArbitraryExtensions types the import; instance.exports is WebAssembly.Exports', async () => {
    const ts = (await plugin<any>('typescript')).default;
    const dir = makeProject(
      {
        'src/add.d.wasm.ts': 'export declare function add(a: number, b: number): number;\n',
        'src/index.ts': "import { add } from './add.wasm';\nexport const typed = add;\nconst { instance } = await WebAssembly.instantiateStreaming(fetch(new URL('./add.wasm', import.meta.url)), {});\nexport const exports = instance.exports;\n",
        'src/other.ts': "import { add } from './missing.wasm';\nexport const untyped = add;\n",
        // The page's new URL() sample in a .ts file, as written and with the cast the page shows.
        'src/call.ts': `${urlSample}export {};\n`,
        'src/cast.ts': "const wasmUrl = new URL('./add.wasm', import.meta.url);\nWebAssembly.instantiateStreaming(fetch(wasmUrl), {}).then(({ instance }) => {\n  const sum: number = (instance.exports.add as (a: number, b: number) => number)(4, 5);\n  console.log(sum);\n});\nexport {};\n",
      },
      'wasm-types',
    );
    const check = (allowArbitraryExtensions: boolean, file: string) => {
      const program = createTypeProgram(ts, {
        rootNames: [path.join(dir, file)],
        options: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
          types: [],
          strict: true,
          noEmit: true,
          skipDefaultLibCheck: true,
          allowArbitraryExtensions,
        },
      });
      return { program, messages: ts.getPreEmitDiagnostics(program).map((d: any) => ts.flattenDiagnosticMessageText(d.messageText, ' ')) };
    };
    const { program, messages } = check(true, 'src/index.ts');
    assert.deepEqual(messages, []);
    const checker = program.getTypeChecker();
    const types = Object.fromEntries(
      checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(path.join(dir, 'src/index.ts'))!)!).map((symbol: any) => [symbol.name, checker.typeToString(checker.getTypeOfSymbol(symbol))]),
    );
    assert.deepEqual(types, { typed: '(a: number, b: number) => number', exports: 'Exports' });
    assert.match(check(true, 'src/other.ts').messages.join('\n'), /Cannot find module '\.\/missing\.wasm'/);
    // WebAssembly.Exports values are not callable: the sample's call fails with TS2349 (tsc's own line), the cast passes.
    const call = check(true, 'src/call.ts').program;
    const host = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => dir, getNewLine: () => '\n' };
    assert.match(ts.formatDiagnostics(ts.getPreEmitDiagnostics(call), host), /^src\/call\.ts\(4,32\): error TS2349: This expression is not callable\.\n/);
    assert.deepEqual(check(true, 'src/cast.ts').messages, []);
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/basic/wasm-assets', lang);
      assert.ok(page.includes('`error TS2349: This expression is not callable.`') && page.includes('`(instance.exports.add as (a: number, b: number) => number)(4, 5)`'), lang);
    }
    // @rsbuild/core/types declares no .wasm module at all.
    assert.doesNotMatch(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/types.d.ts'), 'utf8'), /wasm/i);
  });
  test("without a declaration, tsc reports error TS2307: Cannot find module './add.wasm' or its corresponding type declarations.", async () => {
    const ts = (await plugin<any>('typescript')).default;
    // With @rsbuild/core/types (and the @rspack/core/module declarations it references) in the program.
    const dir = makeProject({ 'src/index.ts': "import { add } from './add.wasm';\nconsole.log(add(2, 3));\n", 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' }, 'wasm-untyped');
    // tsc's own formatting of the diagnostic, as `tsc -p .` prints it, with and without allowArbitraryExtensions.
    for (const allowArbitraryExtensions of [false, true]) {
      const program = createTypeProgram(ts, { rootNames: [path.join(dir, 'src/index.ts'), path.join(dir, 'src/env.d.ts')], options: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [], strict: true, noEmit: true, skipDefaultLibCheck: true, allowArbitraryExtensions } });
      assert.ok(program.getSourceFiles().some((file: any) => /@rspack[\\/]core[\\/]module\.d\.ts$/.test(file.fileName)), 'the declarations are in the program');
      const host = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => dir, getNewLine: () => '\n' };
      assert.equal(
        ts.formatDiagnostics(ts.getPreEmitDiagnostics(program), host),
        "src/index.ts(1,21): error TS2307: Cannot find module './add.wasm' or its corresponding type declarations.\n",
      );
    }
  });
});

describe('Import Wasm assets › samples as written', () => {
  test("the page's rsbuild.config.ts samples (distPath.wasm, target node) type-check in both languages; its add.d.wasm.ts sample is the declaration the type test uses", async () => {
    const ts = (await plugin<any>('typescript')).default;
    assertPageSamplesTypeCheck(ts, 'guide/basic/wasm-assets', 2);
    for (const lang of ['en', 'zh'] as const) {
      assert.deepEqual(pageSamples('guide/basic/wasm-assets', lang, 'src/add.d.wasm.ts'), ['export declare function add(a: number, b: number): number;\n'], lang);
    }
  });
});

describe('Import Wasm assets › Get the URL of a Wasm file (a file that only exports)', () => {
  test('the top-level await sample builds once the file exports something (export {})', async () => {
    const dir = makeProject(
      {
        'src/add.wasm': addWasm,
        'src/index.js': "const wasmUrl = new URL('./add.wasm', import.meta.url);\n\nconst { instance } = await WebAssembly.instantiateStreaming(fetch(wasmUrl), {});\nconsole.log(instance.exports.add(4, 5));\nexport {};\n",
        'package.json': '{"type":"module"}\n',
      },
      'wasm-tla-export',
    );
    const result = await buildProject(dir);
    assert.deepEqual(result.errors, []);
    assert.equal(wasmFilesIn(result.dist).length, 1);
    assert.match(wasmFilesIn(result.dist)[0], /^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/);
  });
});

// Kept apart from the other Node.js target tests: run between the dev server's requests, their
// child processes stretched the idle time of its keep-alive connection to the server's timeout.
describe('Import Wasm assets › Node.js target', () => {
  test('with output.module on, the bundle is an ES module that reads the .wasm file relative to import.meta.url and runs under "type": "module"', () => {
    const bundle = outputFile(esmModule.dist, /^index\.js$/);
    assert.match(bundle, /import\("fs"\)/);
    assert.match(bundle, /new \w+\("static\/wasm\/"\+\w+\.slice\(0,8\)\+"\.module\.wasm",import\.meta\.url\)/);
    assert.doesNotMatch(bundle, /__dirname/);
    const result = spawnSync(process.execPath, [path.join(esmModule.dist, 'index.js')], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'add 5 true\ncalled from Wasm with 42\n');
  });
  test('the page names output.module beside [name].cjs, and the bundle is CommonJS only by default (both languages)', () => {
    const en = pageText('guide/basic/wasm-assets', 'en');
    const zh = pageText('guide/basic/wasm-assets', 'zh');
    assert.ok(en.includes('By default the bundle is CommonJS.'));
    assert.ok(!en.includes('moving or omitting the `static/wasm` folder makes the import fail at run time. The bundle is CommonJS.'));
    assert.ok(en.includes("or set [output.module](/config/output/module) to `true`: the bundle is then an ES module, which runs under `\"type\": \"module\"`"));
    assert.ok(en.includes('its `import.meta.url` with [output.module](/config/output/module) on'));
    assert.ok(zh.includes('产物默认是 CommonJS 格式。'));
    assert.ok(zh.includes('也可以把 [output.module](/config/output/module) 设为 `true`，产物会变成 ES 模块'));
    assert.ok(zh.includes('开启 [output.module](/config/output/module) 时为它的 `import.meta.url`'));
  });
});
