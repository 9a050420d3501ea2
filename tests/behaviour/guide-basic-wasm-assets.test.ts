// guide/basic/wasm-assets: Wasm imports without setup, where the files go, their names, the
// failing forms, the Node.js target, and what the dev server sends.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, outputFile, rsbuildCore, startCli, type BuildResult } from './harness';

// Hand-assembled modules (every byte is below 0x80, so they survive being written as text):
// add.wasm exports add(i32, i32) → i32; logger.wasm imports log from ./imports.js and exports run(),
// which calls log(42).
const addWasm = Buffer.from('0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b', 'hex').toString('latin1');
const loggerWasm = Buffer.from(
  '0061736d0100000001080260017f006000000214010c2e2f696d706f7274732e6a73036c6f670000030201010707010372756e00010a08010600412a10000b',
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

const webDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex }, 'wasm-web');
const noHashDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex }, 'wasm-nohash');
const longHashDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex }, 'wasm-longhash');
const namedDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex }, 'wasm-named');
const brokenDir = makeProject(
  { 'src/add.wasm': addWasm, 'src/index.js': "import add from './add.wasm';\nimport wasmUrl from './add.wasm?url';\nconsole.log(add, wasmUrl);\n" },
  'wasm-broken',
);
// The repository's own package.json says "type": "module"; this fixture's says CommonJS.
const nodeDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex, 'package.json': '{"type":"commonjs"}\n' }, 'wasm-node');
const esmDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex, 'package.json': '{"type":"module"}\n' }, 'wasm-esm');
const esmFixedDir = makeProject({ ...wasmFiles, 'src/index.js': appIndex, 'package.json': '{"type":"module"}\n' }, 'wasm-esm-cjs');
const devDir = makeProject({ 'src/add.wasm': addWasm, 'src/index.js': "import { add } from './add.wasm';\nconsole.log(add(1, 2));\n" }, 'wasm-dev');

let web: BuildResult;
let noHash: BuildResult;
let longHash: BuildResult;
let named: BuildResult;
let broken: BuildResult;
let node: BuildResult;
let esm: BuildResult;
let esmFixed: BuildResult;
let asyncWebAssembly: unknown;
let dev: ReturnType<typeof startCli>;
let devPort: number;

before(async () => {
  devPort = await freePort();
  dev = startCli(devDir, ['dev', '--port', String(devPort)], /ready\s+built in/);
  const { createRsbuild } = await rsbuildCore();
  const inspected = await createRsbuild({ cwd: webDir, rsbuildConfig: { logLevel: 'silent' } });
  [web, noHash, longHash, named, broken, node, esm, esmFixed] = await Promise.all([
    buildProject(webDir),
    buildProject(noHashDir, { output: { filenameHash: false, distPath: { wasm: 'assets/wasm' } } }),
    buildProject(longHashDir, { output: { filenameHash: 'contenthash:16' } }),
    buildProject(namedDir, { output: { filename: { wasm: '[name].[contenthash:8].wasm' } } }),
    buildProject(brokenDir),
    buildProject(nodeDir, { output: { target: 'node' } }),
    buildProject(esmDir, { output: { target: 'node' } }),
    buildProject(esmFixedDir, { output: { target: 'node', filename: { js: '[name].cjs' } } }),
    dev.started,
  ]);
  const [rspackConfig] = await inspected.initConfigs();
  asyncWebAssembly = rspackConfig.experiments?.asyncWebAssembly;
});

after(async () => {
  await dev?.stop();
});

const wasmFilesIn = (dist: string) => listFiles(dist).filter((file) => file.endsWith('.wasm'));

describe('Import Wasm assets › Import a Wasm module', () => {
  test('Rsbuild turns on experiments.asyncWebAssembly', () => {
    assert.equal(asyncWebAssembly, true);
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

describe('Import Wasm assets › Wasm modules that import JavaScript', () => {
  test('in the Node.js bundle, add(2, 3) is 5 and the Wasm import calls ./imports.js', () => {
    const result = spawnSync(process.execPath, [path.join(node.dist, 'index.js')], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'add 5 true\ncalled from Wasm with 42\n');
  });
});

describe('Import Wasm assets › Get the URL of a Wasm file', () => {
  test('new URL() and import share one emitted file per module', () => {
    assert.equal(wasmFilesIn(web.dist).length, 2);
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

describe('Import Wasm assets › Node.js target', () => {
  test('the node build writes dist/index.js next to static/wasm and reads the file from disk', () => {
    const files = listFiles(node.dist);
    assert.ok(files.includes('index.js'));
    assert.equal(wasmFilesIn(node.dist).length, 2);
    assert.match(outputFile(node.dist, /^index\.js$/), /readFile/);
  });
  test('under "type": "module" the CommonJS bundle stops with require is not defined', () => {
    const result = spawnSync(process.execPath, [path.join(esm.dist, 'index.js')], { encoding: 'utf8' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /ReferenceError: require is not defined in ES module scope/);
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
    const wasmPath = listing.match(/static\/wasm\/[0-9a-f]{8}\.module\.wasm/)?.[0];
    assert.ok(wasmPath, listing);
    const response = await fetch(`http://localhost:${devPort}/${wasmPath}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/wasm');
    assert.equal(response.headers.get('content-encoding'), null);
  });
});
