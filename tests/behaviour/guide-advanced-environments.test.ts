// guide/advanced/environments: one build, three targets; output layout per target; merge rules;
// --environment; rsbuild inspect per environment; options that cannot go into an environment.
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import type { EnvironmentConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { listFiles, makeProject, runCli, type CliResult } from './harness';

// In a TypeScript config, process- and server-level options are type errors inside an environment.
// @ts-expect-error server cannot be set per environment
const withServer: EnvironmentConfig = { server: { port: 3001 } };
// @ts-expect-error dev.setupMiddlewares is top level only
const withMiddlewares: EnvironmentConfig = { dev: { setupMiddlewares: [] } };
const withHmr: EnvironmentConfig = { dev: { hmr: false, writeToDisk: true }, output: { target: 'node' } };
void withServer;
void withMiddlewares;
void withHmr;

const config = `export default {
  server: { port: 4321 },
  source: { preEntry: ['./src/shared-pre.js'], define: { SHARED: JSON.stringify('top') } },
  output: { minify: false },
  environments: {
    // Not allowed here: a JavaScript config does not warn, the top-level port stays
    web: { source: { entry: { index: './src/index.js' } }, server: { port: 5555 } },
    node: {
      source: { entry: { server: './src/server.js' }, preEntry: ['./src/node-pre.js'] },
      output: { target: 'node', distPath: { root: 'dist/server' }, minify: true },
    },
    worker: {
      source: { entry: { worker: './src/worker.js' } },
      output: { target: 'web-worker', distPath: { root: 'dist/worker', js: '' }, filenameHash: false },
    },
  },
};
`;

describe('Multiple environments', () => {
  const dir = makeProject(
    {
      'rsbuild.config.mjs': config,
      'src/index.js': "import './index.css';\nnew Worker('/worker/worker.js');\nconsole.log(SHARED);\n",
      'src/index.css': 'body { color: red; }\n',
      'src/server.js': "import './index.css';\nexport const render = () => SHARED;\n",
      'src/worker.js': "self.onmessage = () => self.postMessage('pong');\n",
      'src/shared-pre.js': "globalThis.sharedPre = 'marker-shared-pre';\n",
      'src/node-pre.js': "globalThis.nodePre = 'marker-node-pre';\n",
    },
    'environments',
  );
  const dist = path.join(dir, 'dist');
  let build: CliResult;
  let files: string[];

  before(async () => {
    build = await runCli(dir, ['build']);
    files = listFiles(dist);
  });

  test('rsbuild build compiles every environment and prints one file table per environment', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(build.output, /ready\s+built in [\d.]+ m?s \(worker\)/);
    assert.match(build.output, /ready\s+built in [\d.]+ m?s \(web\)/);
    assert.match(build.output, /ready\s+built in [\d.]+ m?s \(node\)/);
    assert.match(build.output, /File \(web\)/);
    assert.match(build.output, /File \(node\)/);
    assert.match(build.output, /File \(worker\)/);
  });

  test('web: HTML per entry, hashed JS in static/js, CSS files', () => {
    assert.ok(files.includes('index.html'));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
    assert.ok(files.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)));
  });

  test('node: no HTML, no CSS, unhashed JS at the root of its folder', () => {
    const server = files.filter((file) => file.startsWith('server/') && !file.endsWith('.LICENSE.txt'));
    assert.deepEqual(server, ['server/server.js']);
  });

  test('web-worker: with js: "" and no hash, dist/worker/worker.js and no HTML', () => {
    assert.deepEqual(files.filter((file) => file.startsWith('worker/')), ['worker/worker.js']);
  });

  test('merge: arrays such as source.preEntry are concatenated, top-level items first; objects merged', () => {
    const web = files.filter((file) => /^static\/js\/index\./.test(file))[0];
    const webJs = readFileSync(path.join(dist, web), 'utf8');
    assert.match(webJs, /marker-shared-pre/);
    assert.doesNotMatch(webJs, /marker-node-pre/);
    const nodeJs = readFileSync(path.join(dist, 'server/server.js'), 'utf8');
    assert.ok(nodeJs.indexOf('marker-shared-pre') < nodeJs.indexOf('marker-node-pre'));
    assert.ok(nodeJs.indexOf('marker-shared-pre') >= 0);
    assert.match(webJs, /"top"/);
  });

  test('rsbuild inspect writes rsbuild.config.<name>.mjs and rspack.config.<name>.mjs for every environment', async () => {
    const inspect = await runCli(dir, ['inspect']);
    assert.equal(inspect.code, 0, inspect.output);
    const written = listFiles(path.join(dist, '.rsbuild'));
    for (const name of ['web', 'node', 'worker']) {
      assert.ok(written.includes(`rsbuild.config.${name}.mjs`), written.join(', '));
      assert.ok(written.includes(`rspack.config.${name}.mjs`), written.join(', '));
    }
  });

  test('a server.port written inside an environment in a JavaScript config is silently ignored', () => {
    const web = readFileSync(path.join(dist, '.rsbuild/rsbuild.config.web.mjs'), 'utf8');
    assert.match(web, /port: 4321/);
    assert.doesNotMatch(web, /5555/);
  });

  test('--environment web builds only that environment, and emptying dist takes dist/server with it', async () => {
    const onlyWeb = await runCli(dir, ['build', '--environment', 'web']);
    assert.equal(onlyWeb.code, 0, onlyWeb.output);
    assert.doesNotMatch(onlyWeb.output, /\((node|worker)\)/);
    assert.ok(!listFiles(dist).some((file) => file.startsWith('server/')));
  });
});
