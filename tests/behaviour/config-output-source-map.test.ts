// docs/{en,zh}/config/output/source-map: the devtool and the .map files @rsbuild/core 1.7.6 gives
// each setting (one development and one production build, an environment per setting), inlined
// files and the manifest with maps, and the page's per-mode sample run through the CLI with
// NODE_ENV unset and with NODE_ENV=test.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageSamples, pageText, readText, runCli, withNodeEnv } from './harness';

const page = 'config/output/source-map';
const files = {
  'src/index.js': "import './index.css';\nimport('./lazy').then((m) => console.log(m.default));\nconsole.log('hello');\n",
  'src/index.css': '.a { color: red; }\n.b { display: flex; }\n',
  'src/lazy.js': "import './lazy.css';\nexport default 'lazy';\n",
  'src/lazy.css': '.l { color: blue; }\n',
};

const settings: Record<string, RsbuildConfig['output']> = {
  unset: {},
  true: { sourceMap: true },
  false: { sourceMap: false },
  js: { sourceMap: { js: 'source-map' } },
  css: { sourceMap: { css: true } },
};

describe('output.sourceMap', () => {
  const dir = makeProject(files, 'source-map');
  const devtools: Record<string, unknown> = {};
  const dist = (name: string) => path.join(dir, 'dist', name);
  const maps = (name: string) => listFiles(dist(name)).filter((file) => file.endsWith('.map'));

  before(async () => {
    // The final Rspack config of each environment, as Rsbuild hands it to Rspack.
    const readDevtool = (mode: string): RsbuildPlugin => ({
      name: 'read-devtool',
      setup(api) {
        api.modifyRspackConfig({ order: 'post', handler: (config, { environment }) => void (devtools[`${mode}-${environment.name}`] = config.devtool) });
      },
    });
    for (const mode of ['development', 'production'] as const) {
      const environments: Record<string, RsbuildConfig> = {};
      for (const [name, output] of Object.entries(settings)) {
        environments[name] = { output: { ...output, filenameHash: false, distPath: { root: `dist/${mode}-${name}` } } };
      }
      if (mode === 'production') {
        environments.inlined = { output: { sourceMap: true, inlineScripts: true, inlineStyles: true, assetPrefix: '/pre/', distPath: { root: 'dist/inlined' } } };
        environments.manifest = { output: { sourceMap: true, manifest: true, filenameHash: false, distPath: { root: 'dist/manifest' } } };
        environments.hidden = { output: { sourceMap: { js: 'hidden-source-map' }, filenameHash: false, distPath: { root: 'dist/hidden' } } };
      }
      const { errors } = await withNodeEnv(mode, () => buildProject(dir, { mode, environments, plugins: [readDevtool(mode)] }));
      assert.deepEqual(errors, []);
    }
  });

  test('Values at a glance: the devtool of each setting in development and production', () => {
    assert.deepEqual(devtools, {
      'development-unset': 'cheap-module-source-map',
      'development-true': 'cheap-module-source-map',
      'development-false': false,
      'development-js': 'source-map',
      'development-css': 'cheap-module-source-map',
      'production-unset': false,
      'production-true': 'source-map',
      'production-false': false,
      'production-js': 'source-map',
      'production-css': false,
      'production-inlined': 'source-map',
      'production-manifest': 'source-map',
      'production-hidden': 'hidden-source-map',
    });
  });

  test('Values at a glance: CSS maps only with true and { css: true }, in both modes; JS maps follow the devtool', () => {
    const jsMaps = ['static/js/async/src_lazy_js.js.map', 'static/js/index.js.map'];
    const cssMaps = ['static/css/async/src_lazy_js.css.map', 'static/css/index.css.map'];
    assert.deepEqual(maps('development-unset'), jsMaps);
    assert.deepEqual(maps('development-true'), [...cssMaps, ...jsMaps]);
    assert.deepEqual(maps('development-false'), []);
    assert.deepEqual(maps('development-js'), jsMaps);
    assert.deepEqual(maps('development-css'), [...cssMaps, ...jsMaps]);
    assert.deepEqual(maps('production-unset'), []);
    assert.deepEqual(maps('production-true'), ['static/css/async/950.css.map', 'static/css/index.css.map', 'static/js/async/950.js.map', 'static/js/index.js.map']);
    assert.deepEqual(maps('production-false'), []);
    assert.deepEqual(maps('production-js'), ['static/js/async/950.js.map', 'static/js/index.js.map']);
  });

  test('css: { css: true } in production writes the CSS maps and ends the CSS with a sourceMappingURL comment, with no JS maps', () => {
    assert.deepEqual(maps('production-css'), ['static/css/async/950.css.map', 'static/css/index.css.map']);
    assert.equal(readText(dist('production-css'), 'static/css/index.css'), '.a{color:red}.b{display:flex}\n/*# sourceMappingURL=index.css.map*/');
    assert.ok(!readText(dist('production-css'), 'static/js/index.js').includes('sourceMappingURL'));
  });

  test("js: 'hidden-source-map' writes the .map files without the sourceMappingURL comment; 'source-map' adds it", () => {
    assert.deepEqual(maps('hidden'), ['static/js/async/950.js.map', 'static/js/index.js.map']);
    assert.ok(!readText(dist('hidden'), 'static/js/index.js').includes('sourceMappingURL'));
    assert.ok(readText(dist('production-js'), 'static/js/index.js').endsWith('//# sourceMappingURL=index.js.map'));
  });

  test("Things to know: inlined files keep their .map file, and the comment in the HTML points to the map's public path", () => {
    const html = readText(dist('inlined'), 'index.html');
    assert.ok(!listFiles(dist('inlined')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
    assert.ok(listFiles(dist('inlined')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)));
    assert.ok(listFiles(dist('inlined')).some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css\.map$/.test(file)));
    assert.match(html, /sourceMappingURL=\/pre\/static\/js\/index\.[0-9a-f]{8}\.js\.map/);
    assert.match(html, /sourceMappingURL=\/pre\/static\/css\/index\.[0-9a-f]{8}\.css\.map/);
  });

  test("Things to know: the .map files are in the entry's assets list of the manifest", () => {
    const manifest = JSON.parse(readText(dist('manifest'), 'manifest.json'));
    assert.deepEqual([...manifest.entries.index.assets].sort(), [
      'static/css/async/950.css.map',
      'static/css/index.css.map',
      'static/js/async/950.js.map',
      'static/js/index.js.map',
    ]);
  });

  test('the official Sass, Less and Stylus plugins read output.sourceMap for their loaders', () => {
    for (const name of ['plugin-sass', 'plugin-less', 'plugin-stylus']) {
      const source = readText(path.join(dir, 'node_modules/@rsbuild', name), 'dist/index.js');
      assert.ok(source.includes("'boolean' == typeof sourceMap ? sourceMap : sourceMap.css"), name);
    }
  });
});

describe('output.sourceMap: the per-mode sample through the CLI', () => {
  const dir = makeProject({ 'src/index.js': "console.log('hello');\n" }, 'source-map-cli');
  let unset: Awaited<ReturnType<typeof runCli>>;
  let nodeEnvTest: Awaited<ReturnType<typeof runCli>>;

  before(async () => {
    const sample = pageSamples(page, 'en')[1];
    assert.ok(sample.includes("js: isProd ? 'hidden-source-map' : 'cheap-module-source-map'"));
    writeFileSync(path.join(dir, 'rsbuild.config.ts'), sample.replace('output: {', 'output: {\n    distPath: { root: process.env.OUT_DIR },'));
    [unset, nodeEnvTest] = await Promise.all([
      runCli(dir, ['build'], { env: { OUT_DIR: 'dist-unset' } }),
      runCli(dir, ['build'], { env: { OUT_DIR: 'dist-test', NODE_ENV: 'test' } }),
    ]);
  });

  test('with NODE_ENV unset, rsbuild build makes it production: the sample writes hidden maps (no sourceMappingURL comment)', () => {
    assert.equal(unset.code, 0, unset.output);
    const out = path.join(dir, 'dist-unset');
    const maps = listFiles(out).filter((file) => file.endsWith('.map'));
    assert.equal(maps.length, 1);
    assert.match(maps[0], /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/);
    assert.ok(!readText(out, maps[0].replace(/\.map$/, '')).includes('sourceMappingURL'));
  });

  test("a NODE_ENV that is already set is kept: under NODE_ENV=test the sample picks 'cheap-module-source-map' (scripts end with the comment)", () => {
    assert.equal(nodeEnvTest.code, 0, nodeEnvTest.output);
    const out = path.join(dir, 'dist-test');
    // NODE_ENV=test gives the 'none' mode: no hashes in the file names.
    assert.ok(listFiles(out).includes('static/js/index.js.map'));
    assert.ok(readText(out, 'static/js/index.js').trimEnd().endsWith('//# sourceMappingURL=index.js.map'));
  });

  test('the page says the CLI sets NODE_ENV only when it is not set yet', () => {
    assert.ok(pageText(page, 'en').includes('When `NODE_ENV` is not set yet, `rsbuild build` sets it to `production`'));
    assert.ok(pageText(page, 'en').includes("under `NODE_ENV=test rsbuild build`, `isProd` is `false` and the sample picks `'cheap-module-source-map'`"));
    assert.ok(!pageText(page, 'en').includes('\n`rsbuild build` sets `NODE_ENV` to `production` before loading the config'));
    assert.ok(pageText(page, 'zh').includes('如果 `NODE_ENV` 尚未设置，`rsbuild build` 会在加载配置之前把它设为 `production`'));
    assert.ok(pageText(page, 'zh').includes("执行 `NODE_ENV=test rsbuild build` 时，`isProd` 为 `false`，示例会选用 `'cheap-module-source-map'`"));
  });
});
