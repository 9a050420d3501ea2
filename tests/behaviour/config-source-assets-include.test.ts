// docs/{en,zh}/config/source/assets-include.mdx: what rsbuild build prints for a binary file
// that no rule handles, and what @rsbuild/core 1.7.6 makes of matched files: one production
// build with an environment per case, whose bundles are run to read what each import returns.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, runCli, typeCheckProject } from './harness';

const page = 'config/source/assets-include';

// The start of a binary glTF model: magic, version 2, total length, then the JSON chunk header.
const glb = Buffer.from([0x67, 0x6c, 0x54, 0x46, 0x02, 0, 0, 0, 0x1c, 0, 0, 0, 0x08, 0, 0, 0, 0x4a, 0x53, 0x4f, 0x4e, 0x7b, 0x7d, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20]);
const project = (name: string) => {
  const dir = makeProject({ 'src/index.js': "import scene from './models/scene.glb';\nconsole.log(scene);\n", 'src/models/scene.glb': '' }, name);
  writeFileSync(path.join(dir, 'src/models/scene.glb'), glb);
  return dir;
};

test("a .glb model without the option: Build errors:, one Module parse failed per parse error, the first Unexpected character '\\0', each with the loader hint", async () => {
  const { code, stderr } = await runCli(project('assets-include-without'), ['build']);
  assert.equal(code, 1);
  assert.ok(
    stderr.startsWith('error   Build errors: \nFile: ./src/models/scene.glb:1:1\n  × Module parse failed:\n  ╰─▶   × JavaScript parse error: Unexpected character \'\\0\'\n'),
    stderr,
  );
  assert.ok((stderr.match(/× Module parse failed:/g) ?? []).length > 1);
  assert.match(stderr, /\n {2}help: \n {8}You may need an appropriate loader to handle this file type\.\n/);
});

test('a data file that happens to be valid JavaScript (a,b / 1,2 CSV) builds with no error or warning and throws a is not defined when run', async () => {
  const dir = makeProject({ 'src/index.js': "import data from './data.csv';\nglobalThis.data = data;\n", 'src/data.csv': 'a,b\n1,2\n' }, 'assets-include-csv');
  const { errors, warnings, dist } = await buildProject(dir, { mode: 'production' });
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  const context: Record<string, any> = {};
  context.self = context;
  assert.throws(() => vm.runInNewContext(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), context), (error: Error) => error.name === 'ReferenceError' && error.message === 'a is not defined');
  const en = pageText(page, 'en');
  const zh = pageText(page, 'zh');
  assert.ok(en.includes('is parsed as JavaScript when you import it, so the build usually fails. A file whose bytes happen to be valid JavaScript, such as a CSV file with the lines `a,b` and `1,2`, builds with no error or warning and fails only at run time, when its code runs (`ReferenceError: a is not defined`).'));
  assert.ok(!en.includes('and the build fails.'));
  assert.ok(zh.includes('被引入时会被当作 JavaScript 解析，构建通常会因此失败。如果文件内容恰好是合法的 JavaScript，例如两行分别为 `a,b` 和 `1,2` 的 CSV 文件，构建既不报错也没有警告，要到运行时执行这段代码才会出错（`ReferenceError: a is not defined`）。'));
  assert.ok(!zh.includes('导致构建失败'));
});

describe('source.assetsInclude', () => {
  const filler = (size: number) => 'x'.repeat(size);
  const dir = makeProject(
    {
      'src/models/at-limit.glb': filler(4096),
      'src/models/over-limit.glb': filler(4097),
      'src/models/small.glb': filler(100),
      'src/models/scene.gltf': '{"asset":{"version":"2.0"}}',
      'src/docs/manual.pdf': filler(5000),
      'src/index.js': `import atLimit from './models/at-limit.glb';
import overLimit from './models/over-limit.glb';
import smallUrl from './models/small.glb?url';
import overInline from './models/over-limit.glb?inline';
import gltfText from './models/scene.gltf?raw';
import manual from './docs/manual.pdf';
globalThis.imports = { atLimit, overLimit, smallUrl, overInline, gltfText, manual };
`,
    },
    'assets-include',
  );
  const results: Record<string, { imports: Record<string, string>; files: string[] }> = {};
  const [sampleConfig] = pageSamples(page, 'en');
  const sampleCondition = /\.(?:glb|gltf|pdf)$/;

  before(async () => {
    assert.ok(sampleConfig.includes(`assetsInclude: ${sampleCondition.toString()},`), 'the sample condition is the one built here');
    const env = (name: string, config: RsbuildConfig = {}): RsbuildConfig => ({ ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      mode: 'production',
      source: { assetsInclude: sampleCondition },
      environments: {
        sample: env('sample'),
        prefix: env('prefix', { output: { assetPrefix: 'https://cdn.example.com/app/' } }),
        'no-emit': env('no-emit', { output: { emitAssets: false } }),
        'no-hash': env('no-hash', { output: { filenameHash: false } }),
        // A string matches absolute paths that start with it; a function receives the absolute path.
        string: env('string', { source: { assetsInclude: [path.join(dir, 'src/models'), (file: string) => file === path.join(dir, 'src/docs/manual.pdf')] } }),
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['sample', 'prefix', 'no-emit', 'no-hash', 'string']) {
      const dist = path.join(dir, 'dist', name);
      const context: Record<string, any> = {};
      context.self = context;
      vm.runInNewContext(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$|^static\/js\/index\.js$/), context);
      results[name] = { imports: context.imports, files: listFiles(dist).filter((file) => !file.startsWith('static/js/') && file !== 'index.html') };
    }
  });

  test('a matched file over 4096 bytes is emitted to static/assets with an 8-character content hash, and the import is its URL', () => {
    assert.match(results.sample.imports.overLimit, /^\/static\/assets\/over-limit\.[0-9a-f]{8}\.glb$/);
    assert.match(results.sample.imports.manual, /^\/static\/assets\/manual\.[0-9a-f]{8}\.pdf$/);
    assert.deepEqual(
      results.sample.files.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.')),
      ['static/assets/manual.HASH.pdf', 'static/assets/over-limit.HASH.glb', 'static/assets/small.HASH.glb'],
    );
  });

  test('a file of 4096 bytes or less is inlined as a base64 data: URI', () => {
    assert.equal(results.sample.imports.atLimit, `data:model/gltf-binary;base64,${Buffer.from(filler(4096)).toString('base64')}`);
  });

  test('?url always emits a file, ?inline always inlines, ?raw gives the content as a string', () => {
    assert.match(results.sample.imports.smallUrl, /^\/static\/assets\/small\.[0-9a-f]{8}\.glb$/);
    assert.equal(results.sample.imports.overInline, `data:model/gltf-binary;base64,${Buffer.from(filler(4097)).toString('base64')}`);
    assert.equal(results.sample.imports.gltfText, '{"asset":{"version":"2.0"}}');
  });

  test('the URL is prefixed with output.assetPrefix', () => {
    assert.match(results.prefix.imports.overLimit, /^https:\/\/cdn\.example\.com\/app\/static\/assets\/over-limit\.[0-9a-f]{8}\.glb$/);
  });

  test('output.emitAssets false: the URL is still generated, no file is written', () => {
    assert.match(results['no-emit'].imports.overLimit, /^\/static\/assets\/over-limit\.[0-9a-f]{8}\.glb$/);
    assert.deepEqual(results['no-emit'].files, []);
  });

  test('output.filenameHash false: the file name has no hash', () => {
    assert.equal(results['no-hash'].imports.overLimit, '/static/assets/over-limit.glb');
    assert.deepEqual(results['no-hash'].files, ['static/assets/manual.pdf', 'static/assets/over-limit.glb', 'static/assets/small.glb']);
  });

  test('a string condition matches the paths that start with it, a function is called with the absolute path; both work in an array and per environment', () => {
    assert.match(results.string.imports.overLimit, /^\/static\/assets\/over-limit\.[0-9a-f]{8}\.glb$/);
    assert.match(results.string.imports.manual, /^\/static\/assets\/manual\.[0-9a-f]{8}\.pdf$/);
  });

  test('the page names the conditions: a type no rule handles, the 4096-byte inlining of the example, output.filenameHash false', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('A file of a type that no rule handles, such as a 3D model'));
    assert.ok(!en.includes('Any other file you import'));
    assert.ok(en.includes('A model of 4096 bytes or less is inlined instead (see below).'));
    assert.ok(en.includes('with a content hash in the file name unless [output.filenameHash](/config/output/filename-hash) is `false`'));
    assert.ok(zh.includes('而没有任何规则处理的文件类型，例如 3D 模型'));
    assert.ok(!zh.includes('引入其他类型的文件时'));
    assert.ok(zh.includes('不超过 4096 字节的模型则会被内联（见下文）。'));
    assert.ok(zh.includes('除非 [output.filenameHash](/config/output/filename-hash) 为 `false`，文件名中会带有内容 hash'));
  });

  test('the samples type-check as written, with the declaration of src/env.d.ts', () => {
    for (const lang of ['en', 'zh'] as const) {
      const [config] = pageSamples(page, lang);
      const [index] = pageSamples(page, lang, 'src/index.ts');
      const [env] = pageSamples(page, lang, 'src/env.d.ts');
      assert.deepEqual(
        typeCheckProject(ts, { 'rsbuild.config.ts': config, 'src/index.ts': index, 'src/env.d.ts': env }, `assets-include-samples-${lang}`, () => ({ lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] })),
        [],
        lang,
      );
    }
  });
});
