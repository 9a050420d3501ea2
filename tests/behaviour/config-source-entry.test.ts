// docs/{en,zh}/config/source/entry.mdx: the default entry lookup (normalized config and Rspack
// config), the page's samples (string and array values, html: false, dependOn), runtime and
// filename, entries per environment, what rsbuild build prints when no entry module exists, and
// the Module Federation exception to that error.
// One production build with one environment per case; the CLI run only for the printed error.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, readText, rsbuildCore, runCli } from './harness';

const page = 'config/source/entry';
const scripts = (html: string) => [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]);

describe('source.entry', () => {
  describe('Default entry', () => {
    test('src/index.ts is taken before src/index.js; the normalized entry is an absolute path and the Rspack entry an array of it', async () => {
      const dir = makeProject({ 'src/index.ts': "console.log('ts');\n", 'src/index.js': "console.log('js');\n" }, 'entry-default');
      const { createRsbuild } = await rsbuildCore();
      for (const entry of [undefined, {}]) {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', source: { entry } } });
        const [rspackConfig] = await rsbuild.initConfigs();
        assert.deepEqual(rsbuild.getNormalizedConfig().source.entry, { index: path.join(dir, 'src/index.ts') });
        assert.deepEqual(rspackConfig.entry, { index: [path.join(dir, 'src/index.ts')] });
      }
    });

    test('no src/index.* and no entry: Failed to build., then [rsbuild:config] Could not find any entry module …, then a stack trace', async () => {
      const dir = makeProject({ 'src/main.js': "console.log('page');\n" }, 'entry-missing');
      const { code, stderr } = await runCli(dir, ['build']);
      assert.equal(code, 1);
      assert.ok(
        stderr.startsWith(
          'error   Failed to build.\n' +
            'error   [rsbuild:config] Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mts|cts|mjs|cjs) exists, or customize entry through the source.entry configuration.\n    at ',
        ),
        stderr,
      );
    });
  });

  describe('Default entry › Module Federation', () => {
    test('no entry and no src/index.*, with moduleFederation.options: the build succeeds and writes remoteEntry.js and the exposed chunk, no HTML page', async () => {
      const dir = makeProject({ 'src/button.js': 'export const button = 1;\n' }, 'entry-mf-remote');
      const { errors } = await buildProject(dir, {
        mode: 'production',
        moduleFederation: { options: { name: 'remote', exposes: { './button': './src/button.js' }, filename: 'remoteEntry.js' } },
      });
      assert.deepEqual(errors, []);
      const out = listFiles(path.join(dir, 'dist'));
      // Only the container file and the chunk of the exposed module: no page, no other bundle.
      assert.equal(out.length, 2, out.join(', '));
      assert.equal(out[0], 'remoteEntry.js');
      assert.match(out[1], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
      assert.ok(readText(path.join(dir, 'dist'), out[1]).includes('button'), out[1]);
    });

    test('a ModuleFederationPlugin registered through tools.rspack also lifts the error, which the same project without it gets', async () => {
      const dir = makeProject({ 'src/button.js': 'export const button = 1;\n' }, 'entry-mf-tools-rspack');
      const { createRsbuild, rspack } = await rsbuildCore();
      const federated = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', tools: { rspack: { plugins: [new rspack.container.ModuleFederationPlugin({ name: 'remote', exposes: { './button': './src/button.js' } })] } } },
      });
      await federated.createCompiler();
      const plain = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
      await assert.rejects(plain.createCompiler(), /^Error: \[rsbuild:config\] Could not find any entry module, /);
    });

    test('the page states the exception and its version, in both languages', () => {
      assert.ok(pageText(page, 'en').includes('Module Federation is the exception since 1.6.7.'));
      assert.ok(pageText(page, 'zh').includes('从 1.6.7 开始，使用模块联邦（Module Federation）的项目是个例外'));
    });
  });

  describe('samples and fields', () => {
    const dir = makeProject(
      {
        'src/pages/home/main.tsx': "console.log('home main');\n",
        'src/pages/admin/setup.ts': "console.log('admin setup');\n",
        'src/pages/admin/main.tsx': "console.log('admin main');\n",
        'src/index.ts': "import { shared } from './shared';\nconsole.log('index', shared);\n",
        'src/widget/embed.ts': "console.log('widget');\n",
        'src/shared.ts': "export const shared = 'from shared';\nconsole.log('shared module');\n",
        'src/client.tsx': "console.log('client');\n",
        'src/server.tsx': "console.log('server');\n",
      },
      'entry',
    );
    const dist = (name: string) => path.join(dir, 'dist', name);

    before(async () => {
      const environments = {
        // The page's samples as written, each in its own environment.
        strings: { output: { distPath: { root: 'dist/strings' } }, source: { entry: { index: './src/pages/home/main.tsx', admin: ['./src/pages/admin/setup.ts', './src/pages/admin/main.tsx'] } } },
        widget: { output: { distPath: { root: 'dist/widget' } }, source: { entry: { index: './src/index.ts', widget: { import: './src/widget/embed.ts', html: false } } } },
        dependOn: {
          output: { distPath: { root: 'dist/depend-on' } },
          source: { entry: { shared: { import: './src/shared.ts', html: false }, index: { import: './src/index.ts', dependOn: 'shared' } } },
        },
        runtime: {
          output: { distPath: { root: 'dist/runtime' } },
          source: { entry: { a: { import: './src/client.tsx', runtime: 'shared-runtime' }, b: { import: './src/server.tsx', runtime: 'shared-runtime' } } },
        },
        filename: {
          output: { distPath: { root: 'dist/filename' }, filenameHash: true },
          source: { entry: { index: './src/index.ts', widget: { import: './src/widget/embed.ts', filename: 'embed/widget.js', html: false } } },
        },
        nested: { output: { distPath: { root: 'dist/nested' } }, html: { outputStructure: 'nested' as const }, source: { entry: { index: './src/client.tsx', admin: './src/server.tsx' } } },
        noHtmlPlugin: { output: { distPath: { root: 'dist/no-html-plugin' } }, tools: { htmlPlugin: false }, source: { entry: { index: './src/client.tsx', admin: './src/server.tsx' } } },
        web: { output: { distPath: { root: 'dist/web' } }, source: { entry: { index: './src/client.tsx' } } },
        node: { output: { distPath: { root: 'dist/node' }, target: 'node' as const }, source: { entry: { server: './src/server.tsx' } } },
        worker: { output: { distPath: { root: 'dist/worker' }, target: 'web-worker' as const }, source: { entry: { worker: { import: './src/server.tsx', html: true } } } },
      };
      const { errors } = await buildProject(dir, { mode: 'production', output: { filenameHash: false }, environments });
      assert.deepEqual(errors, []);
    });

    test('string and array values: index.html and admin.html, each loading only its own script; the array runs in the order listed', () => {
      assert.deepEqual(listFiles(dist('strings')), ['admin.html', 'index.html', 'static/js/admin.js', 'static/js/index.js']);
      assert.deepEqual(scripts(readText(dist('strings'), 'index.html')), ['/static/js/index.js']);
      assert.deepEqual(scripts(readText(dist('strings'), 'admin.html')), ['/static/js/admin.js']);
      const admin = readText(dist('strings'), 'static/js/admin.js');
      assert.ok(admin.indexOf('admin setup') < admin.indexOf('admin main'), admin);
    });

    test("a page per entry named after the key: admin.html, admin/index.html with html.outputStructure 'nested', none with tools.htmlPlugin: false", () => {
      assert.ok(listFiles(dist('strings')).includes('admin.html'));
      assert.deepEqual(listFiles(dist('nested')), ['admin/index.html', 'index/index.html', 'static/js/admin.js', 'static/js/index.js']);
      assert.deepEqual(listFiles(dist('no-html-plugin')), ['static/js/admin.js', 'static/js/index.js']);
    });

    test('html: false: no widget.html, but static/js/widget.js is emitted', () => {
      assert.deepEqual(listFiles(dist('widget')), ['index.html', 'static/js/index.js', 'static/js/widget.js']);
    });

    test("dependOn: index.html loads shared.js before index.js, and the shared module is not bundled again", () => {
      assert.deepEqual(listFiles(dist('depend-on')), ['index.html', 'static/js/index.js', 'static/js/shared.js']);
      assert.deepEqual(scripts(readText(dist('depend-on'), 'index.html')), ['/static/js/shared.js', '/static/js/index.js']);
      assert.ok(readText(dist('depend-on'), 'static/js/shared.js').includes('shared module'));
      assert.ok(!readText(dist('depend-on'), 'static/js/index.js').includes('shared module'));
    });

    test('runtime: entries with the same name share one runtime chunk, loaded by each page before the entry script', () => {
      assert.deepEqual(listFiles(dist('runtime')), ['a.html', 'b.html', 'static/js/a.js', 'static/js/b.js', 'static/js/shared-runtime.js']);
      assert.deepEqual(scripts(readText(dist('runtime'), 'a.html')), ['/static/js/shared-runtime.js', '/static/js/a.js']);
      assert.deepEqual(scripts(readText(dist('runtime'), 'b.html')), ['/static/js/shared-runtime.js', '/static/js/b.js']);
    });

    test('filename: embed/widget.js is written from the output root, without a hash, while other bundles are hashed', () => {
      const out = listFiles(dist('filename'));
      assert.ok(out.includes('embed/widget.js'), out.join(', '));
      assert.ok(out.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), out.join(', '));
    });

    test('entries per environment: the web environment gets index.html; node and web-worker targets produce no HTML, whatever html says', () => {
      assert.deepEqual(listFiles(dist('web')), ['index.html', 'static/js/index.js']);
      assert.deepEqual(listFiles(dist('node')), ['server.js']);
      assert.deepEqual(listFiles(dist('worker')), ['static/js/worker.js']);
    });
  });

  describe('Entries per environment', () => {
    test('a top-level entry is merged into every environment', async () => {
      const dir = makeProject({ 'src/main.ts': "console.log('main');\n", 'src/extra.ts': "console.log('extra');\n" }, 'entry-merge');
      const { createRsbuild } = await rsbuildCore();
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', source: { entry: { main: './src/main.ts' } }, environments: { one: {}, two: { source: { entry: { extra: './src/extra.ts' } } } } },
      });
      const configs = await rsbuild.initConfigs();
      assert.deepEqual(configs.map((config) => config.entry), [{ main: ['./src/main.ts'] }, { main: ['./src/main.ts'], extra: ['./src/extra.ts'] }]);
    });

    test('html is removed from a descriptor before it reaches Rspack; the other fields pass unchanged', async () => {
      const dir = makeProject({ 'src/index.ts': "console.log('index');\n", 'src/widget/embed.ts': "console.log('widget');\n" }, 'entry-descriptor');
      const { createRsbuild } = await rsbuildCore();
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', source: { entry: { widget: { import: './src/widget/embed.ts', html: false, filename: 'embed/widget.js', asyncChunks: false } } } },
      });
      const [rspackConfig] = await rsbuild.initConfigs();
      assert.deepEqual(rspackConfig.entry, { widget: { import: ['./src/widget/embed.ts'], filename: 'embed/widget.js', asyncChunks: false } });
    });

    test("an environment with no entry and no src/index.*, beside one with entries: Rspack's Module not found: Can't resolve './src'", async () => {
      const dir = makeProject({ 'src/main.js': "console.log('page');\n" }, 'entry-env-none');
      const { errors } = await buildProject(dir, {
        mode: 'production',
        environments: {
          withEntry: { output: { distPath: { root: 'dist/with-entry' } }, source: { entry: { main: './src/main.js' } } },
          without: { output: { distPath: { root: 'dist/without' } } },
        },
      });
      assert.deepEqual(errors.map((error) => error.trim()), [`× Module not found: Can't resolve './src' in '${dir}'`]);
    });

    test('the page states that error', () => {
      assert.ok(pageText(page, 'en').includes("the build fails with Rspack's `Module not found: Can't resolve './src' in '<root>'` instead."));
      assert.ok(pageText(page, 'zh').includes("构建会改为以 Rspack 的 `Module not found: Can't resolve './src' in '<root>'` 失败。"));
    });
  });
});
