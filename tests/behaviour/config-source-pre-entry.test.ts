// docs/{en,zh}/config/source/pre-entry: the entry lists @rsbuild/core 1.7.6 generates from
// source.preEntry (order, core-js, descriptor entries, per-environment merging), what a built page
// runs first, where a preEntry stylesheet lands, and the error for a module that does not exist.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, rsbuildCore } from './harness';

const log = (name: string) => `(globalThis.order ||= []).push('${name}');\n`;

describe('source.preEntry', () => {
  const dir = makeProject(
    {
      'src/polyfills.ts': log('polyfills'),
      'src/monitoring.ts': log('monitoring'),
      'src/styles/reset.css': 'body { margin: 0; }\n',
      'src/dep.ts': log('dep'),
      'src/index.ts': `import './dep';\n${log('index')}`,
      'src/other.ts': log('other'),
    },
    'pre-entry',
  );
  let entries: Record<string, unknown>;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        source: {
          preEntry: './src/monitoring.ts',
          entry: { index: './src/index.ts', other: { import: './src/other.ts', html: false } },
        },
        output: { polyfill: 'entry' },
        environments: {
          web: { source: { preEntry: ['./src/polyfills.ts', './src/styles/reset.css'] } },
          page: { source: { preEntry: './src/styles/reset.css' } },
          node: { output: { target: 'node' } },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    entries = Object.fromEntries(configs.map((config) => [config.name, config.entry]));
  });

  test("entry order: preEntry modules in array order, then the core-js data: module when output.polyfill is 'entry', then the entry", () => {
    assert.deepEqual((entries.web as any).index, [
      './src/monitoring.ts',
      './src/polyfills.ts',
      './src/styles/reset.css',
      'data:text/javascript,import%20%22core-js%22%3B',
      './src/index.ts',
    ]);
  });

  test('a descriptor entry gets the same modules in front of its import list, without its html key', () => {
    assert.deepEqual((entries.web as any).other, {
      import: [
        './src/monitoring.ts',
        './src/polyfills.ts',
        './src/styles/reset.css',
        'data:text/javascript,import%20%22core-js%22%3B',
        './src/other.ts',
      ],
    });
  });

  test('an environment string is appended to a top-level string; a node environment gets no core-js', () => {
    assert.deepEqual((entries.page as any).index.slice(0, 2), ['./src/monitoring.ts', './src/styles/reset.css']);
    assert.deepEqual((entries.node as any).index, ['./src/monitoring.ts', './src/index.ts']);
  });

  test("a built page runs the preEntry modules first, before the modules the entry imports, and reset.css lands in the entry's CSS", async () => {
    const { errors } = await buildProject(dir, {
      mode: 'production',
      source: { preEntry: ['./src/monitoring.ts', './src/polyfills.ts', './src/styles/reset.css'], entry: { index: './src/index.ts' } },
      output: { filenameHash: false, distPath: { root: 'dist/built' } },
    });
    assert.deepEqual(errors, []);
    const dist = path.join(dir, 'dist/built');
    const page: Record<string, any> = {};
    page.globalThis = page;
    page.self = page;
    vm.runInNewContext(outputFile(dist, /^static\/js\/index\.js$/), page);
    assert.deepEqual([...page.order], ['monitoring', 'polyfills', 'dep', 'index']);
    assert.equal(outputFile(dist, /^static\/css\/index\.css$/), 'body{margin:0}');
  });

  test('a preEntry path that cannot be resolved fails the build with Module not found', async () => {
    const { errors } = await buildProject(dir, {
      source: { preEntry: './src/missing.ts', entry: { index: './src/other.ts' } },
      output: { distPath: { root: 'dist/missing' } },
    });
    assert.equal(errors.length, 1);
    assert.ok(errors[0].includes("Module not found: Can't resolve './src/missing.ts'"), errors[0]);
  });
});
