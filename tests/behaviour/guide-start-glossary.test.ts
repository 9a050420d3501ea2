// guide/start/glossary: the facts inside the definitions (inlining limit, asset prefix, the size
// table, chunks, tree shaking, source maps, HMR defaults, the re-exported Rspack).
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, outputFile, rsbuildCore, runCli, type CliResult } from './harness';

const ascii = (size: number) => 'x'.repeat(size);
const projectDir = makeProject(
  {
    'src/at-limit.png': ascii(4096),
    'src/over-limit.png': ascii(4097),
    'src/index.css': '.a { color: red; }\n',
    'src/utils.js': "export const used = () => 'used-export';\nexport const unused = () => 'unused-export';\n",
    'src/lazy.js': "export default 'lazy';\n",
    'src/index.js': "import './index.css';\nimport atLimit from './at-limit.png';\nimport overLimit from './over-limit.png';\nimport { used } from './utils';\nimport('./lazy');\nconsole.log(atLimit, overLimit, used());\n",
  },
  'glossary',
);

let build: CliResult;
let normalized: { output: { assetPrefix: string; sourceMap: { css: boolean } }; dev: { hmr: boolean; liveReload: boolean } };
let rspackVersion: string;
const dist = path.join(projectDir, 'dist');

before(async () => {
  build = await runCli(projectDir, ['build']);
  const core = await rsbuildCore();
  const rsbuild = await core.createRsbuild({ cwd: projectDir, rsbuildConfig: { logLevel: 'silent' } });
  await rsbuild.initConfigs();
  normalized = rsbuild.getNormalizedConfig() as unknown as typeof normalized;
  rspackVersion = core.rspack.rspackVersion;
});

describe('Glossary › Asset', () => {
  test('an image of 4096 bytes is inlined; 4097 bytes is written to static/ with a hash', () => {
    const files = listFiles(dist);
    assert.ok(!files.some((file) => file.includes('at-limit')), files.join(', '));
    assert.ok(files.some((file) => /^static\/image\/over-limit\.[0-9a-f]{8}\.png$/.test(file)), files.join(', '));
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /data:image\/png;base64,/);
  });
});

describe('Glossary › Asset prefix', () => {
  test("output.assetPrefix defaults to '/'", () => {
    assert.equal(normalized.output.assetPrefix, '/');
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

describe('Glossary › Chunk', () => {
  test('a dynamic import() becomes an async chunk in static/js/async/', () => {
    assert.ok(listFiles(dist).some((file) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(file)));
  });
});

describe('Glossary › Tree shaking', () => {
  test('an export nothing imports is dropped from the production output', () => {
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /used-export/);
    assert.doesNotMatch(js, /unused-export/);
  });
});

describe('Glossary › Source map', () => {
  test('CSS source maps are off, and production JS has none', () => {
    assert.equal(normalized.output.sourceMap.css, false);
    assert.ok(!listFiles(dist).some((file) => file.endsWith('.map')));
  });
});

describe('Glossary › HMR', () => {
  test('HMR and live reload are on by default', () => {
    assert.equal(normalized.dev.hmr, true);
    assert.equal(normalized.dev.liveReload, true);
  });
});

describe('Glossary › Rspack', () => {
  test('@rsbuild/core re-exports Rspack 1.7 as rspack', () => {
    assert.match(rspackVersion, /^1\.7\.\d+$/);
  });
});
