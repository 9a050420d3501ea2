// docs/{en,zh}/config/source/pre-entry: the entry lists @rsbuild/core 1.7.6 generates from
// source.preEntry (order, core-js, descriptor entries, per-environment merging), what a built page
// runs first, where a preEntry stylesheet lands, and the error for a module that does not exist.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { buildProject, freePort, makeProject, outputFile, pageText, readText, rsbuildCore, withNodeEnv } from './harness';

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

  test('in a dev server, a web environment runs the dev client (hmr.js, overlay) before the preEntry modules; not with hmr and liveReload off', async () => {
    const devDir = makeProject({ 'src/pre.js': 'console.log("pre");\n', 'src/index.js': 'console.log("index");\n' }, 'pre-entry-dev');
    const { createRsbuild } = await rsbuildCore();
    const startup = async (dev: { hmr?: boolean; liveReload?: boolean }, root: string) => {
      const rsbuild = await createRsbuild({
        cwd: devDir,
        rsbuildConfig: {
          mode: 'development',
          logLevel: 'silent',
          server: { port: await freePort() },
          dev: { ...dev, writeToDisk: true },
          output: { distPath: { root } },
          source: { preEntry: './src/pre.js', entry: { index: './src/index.js' } },
        },
      });
      const server = await withNodeEnv('development', () => rsbuild.createDevServer());
      try {
        await server.environments.web.getStats();
        const js = readText(devDir, `${root}/static/js/index.js`);
        return { js, required: [...js.matchAll(/__webpack_require__\((?:\/\*[^*]*\*\/ )?"([^"]+)"\)/g)].map((match) => match[1]) };
      } finally {
        await server.close();
      }
    };
    const withClient = (await startup({}, 'dist/dev')).required.slice(-3);
    assert.ok(withClient[0].startsWith('data:text/javascript,import%20%7B%20init%20%7D%20from%20'), withClient[0]);
    assert.ok(decodeURIComponent(withClient[0]).includes('@rsbuild/core/dist/client/hmr.js'), withClient[0]);
    assert.ok(decodeURIComponent(withClient[0]).includes('@rsbuild/core/dist/client/overlay.js'), withClient[0]);
    assert.deepEqual(withClient.slice(1), ['./src/pre.js', './src/index.js']);
    // Without hmr and liveReload there is no dev client: the two modules are inlined, pre.js first.
    const { js } = await startup({ hmr: false, liveReload: false }, 'dist/dev-off');
    assert.ok(!js.includes('client/hmr.js'), js);
    assert.ok(js.indexOf('console.log("pre")') > 0 && js.indexOf('console.log("pre")') < js.indexOf('console.log("index")'), js);
    assert.ok(pageText('config/source/pre-entry', 'en').includes('In the dev server (`rsbuild dev` or `rsbuild.createDevServer()`), the entries of a `web` environment also get the dev client'));
    assert.ok(pageText('config/source/pre-entry', 'zh').includes('在开发服务器中（`rsbuild dev` 或 `rsbuild.createDevServer()`），`web` 环境的入口还会带上开发客户端'));
  });
});
