// docs/{en,zh}/config/output/manifest: what @rsbuild/core 1.7.6 writes for output.manifest. One
// production build has an environment per form of the option (the page's samples are imported as
// written); a second, tiny build has a generate() that returns a string; a dev server shows what
// `rsbuild dev` writes to disk.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore, waitFor, withNodeEnv } from './harness';

const page = 'config/output/manifest';
const files = {
  'src/index.js': `import './index.css';
import logo from './logo.png';
const img = document.createElement('img');
img.src = logo;
document.body.append(img);
import('./lazy.js').then(({ show }) => show());
`,
  'src/index.css': 'body { margin: 0; }\n',
  'src/lazy.js': "import './lazy.css';\nexport const show = () => console.log('lazy');\n",
  'src/lazy.css': '.lazy { color: red; }\n',
  'public/robots.txt': 'User-agent: *\n',
  'src/admin.js': "/*! admin.js (c) Example Inc., MIT License */\nconsole.log('admin');\n",
};
// A PNG padded above the 4 KB data-URI limit, so that it is emitted as a file.
const png = Buffer.concat([
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  Buffer.alloc(5000),
]);

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const json = (dist: string, file: string) => JSON.parse(readText(dist, file));

/** The page's rsbuild.config.ts sample number `index` (English), imported as written from the project. */
async function sampleConfig(dir: string, index: number): Promise<RsbuildConfig> {
  const file = path.join(dir, `sample${index}.config.ts`);
  writeFileSync(file, pageSamples(page, 'en')[index]);
  return (await import(pathToFileURL(file).href)).default;
}

describe('output.manifest', () => {
  const dir = makeProject(files, 'manifest');
  const dist = (name: string) => path.join(dir, 'dist', name);
  const warnings: string[] = [];

  before(async () => {
    writeFileSync(path.join(dir, 'src/logo.png'), png);
    const [prefixSample, filterSample, generateSample] = await Promise.all([1, 2, 3].map((index) => sampleConfig(dir, index)));
    const env = (name: string, { output, ...rest }: RsbuildConfig) => ({ ...rest, output: { ...output, distPath: { root: `dist/${name}` } } });
    const { logger } = await rsbuildCore();
    const savedWarn = logger.warn;
    logger.override({ warn: (message: unknown) => void warnings.push(stripAnsi(String(message))) });
    try {
      const { errors } = await buildProject(dir, {
        source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
        environments: {
          example: env('example', { output: { manifest: true } }),
          string: env('string', { output: { manifest: 'meta/assets.json' } }),
          cdn: env('cdn', { output: { manifest: true, assetPrefix: 'https://cdn.example.com/' } }),
          prefix: env('prefix', prefixSample),
          filter: env('filter', { output: { ...filterSample.output, sourceMap: true } }),
          generate: env('generate', generateSample),
          sri: env('sri', { output: { manifest: true }, security: { sri: { enable: true } } }),
          sriNoHtml: env('sri-no-html', { output: { manifest: true }, security: { sri: { enable: true } }, tools: { htmlPlugin: false } }),
          sriWorker: env('sri-worker', { output: { manifest: true, target: 'web-worker' }, security: { sri: { enable: true } } }),
        },
      });
      assert.deepEqual(errors, []);
    } finally {
      logger.override({ warn: savedWarn });
    }
  });

  test('the page samples are the same in both languages (the English ones are built here as written)', () => {
    assert.deepEqual(pageSamples(page, 'zh'), pageSamples(page, 'en'));
    assert.equal(pageSamples(page, 'en').length, 4);
  });

  test('true writes dist/manifest.json in the shape of the page\'s example: allFiles, entries with assets/html/initial/async, an empty integrity', () => {
    const manifest = json(dist('example'), 'manifest.json');
    // The page's example, with content hashes and the async chunk id replaced.
    const normalise = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/\.[0-9a-f]{8}\./g, '.HASH.').replace(/async\/\d+\./g, 'async/ID.'));
    const example = JSON.parse(pageText(page, 'en').match(/```json title="dist\/manifest\.json"\n([\s\S]*?)```/)![1]);
    const actual = normalise(manifest);
    const expected = normalise(example);
    assert.deepEqual([...actual.allFiles].sort(), [...expected.allFiles].sort());
    assert.deepEqual(actual.entries, expected.entries);
    assert.deepEqual(Object.keys(actual.entries.admin), ['html', 'initial']);
    assert.deepEqual(manifest.integrity, {});
    assert.match(manifest.entries.index.assets[0], /^static\/image\/logo\.[0-9a-f]{8}\.png$/);
    assert.match(manifest.entries.index.initial.js[0], /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
  });

  test('a file copied from the public folder is written to the output directory but is not in allFiles', () => {
    assert.ok(listFiles(dist('example')).includes('robots.txt'));
    const { allFiles } = json(dist('example'), 'manifest.json');
    assert.ok(!allFiles.some((file: string) => file.includes('robots')), allFiles.join());
    assert.ok(pageText(page, 'en').includes('such as `public/robots.txt`, are written to the output directory but are not listed.'));
    assert.ok(pageText(page, 'zh').includes('（例如 `public/robots.txt`）虽然会写入产物目录，但不会出现在这里。'));
    assert.ok(!pageText(page, 'en').includes('lists every file of the build'));
  });

  test('a string is the manifest path relative to the output directory', () => {
    const written = listFiles(dist('string')).filter((file) => file.endsWith('.json'));
    assert.deepEqual(written, ['meta/assets.json']);
    assert.deepEqual(Object.keys(json(dist('string'), 'meta/assets.json')), ['allFiles', 'entries', 'integrity']);
  });

  test("prefix: paths carry output.assetPrefix; the page's prefix: false sample drops it (assets never have it)", () => {
    const cdn = json(dist('cdn'), 'manifest.json');
    assert.match(cdn.entries.index.initial.js[0], /^https:\/\/cdn\.example\.com\/static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.deepEqual(cdn.entries.index.html, ['https://cdn.example.com/index.html']);
    const bare = json(dist('prefix'), 'manifest.json');
    assert.match(bare.entries.index.initial.js[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.deepEqual(bare.entries.index.html, ['index.html']);
    assert.ok(bare.allFiles.every((file: string) => !file.startsWith('/') && !file.startsWith('https:')), bare.allFiles.join());
    assert.match(cdn.entries.index.assets[0], /^static\/image\/logo\.[0-9a-f]{8}\.png$/);
  });

  test('the default filter leaves out the .LICENSE.txt file that is written beside a bundle', () => {
    assert.ok(listFiles(dist('example')).some((file) => /^static\/js\/admin\.[0-9a-f]{8}\.js\.LICENSE\.txt$/.test(file)));
    assert.doesNotMatch(readText(dist('example'), 'manifest.json'), /LICENSE/);
  });

  test("the page's filter sample keeps .map files out of allFiles, but entries.<name>.assets still lists them", () => {
    assert.ok(listFiles(dist('filter')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)));
    const manifest = json(dist('filter'), 'manifest.json');
    assert.deepEqual(manifest.allFiles.filter((file: string) => file.endsWith('.map')), []);
    assert.ok(manifest.entries.index.assets.some((file: string) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)), manifest.entries.index.assets.join());
    assert.ok(manifest.entries.admin.assets.some((file: string) => /^static\/js\/admin\.[0-9a-f]{8}\.js\.map$/.test(file)), manifest.entries.admin.assets.join());
  });

  test("the page's generate sample writes entry-assets.json with each entry's initial CSS and JS", () => {
    assert.ok(!listFiles(dist('generate')).includes('manifest.json'));
    const manifest = json(dist('generate'), 'entry-assets.json');
    assert.deepEqual(Object.keys(manifest).sort(), ['admin', 'index']);
    assert.equal(manifest.index.length, 2);
    assert.match(manifest.index[0], /^\/static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(manifest.index[1], /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.equal(manifest.admin.length, 1);
    assert.match(manifest.admin[0], /^\/static\/js\/admin\.[0-9a-f]{8}\.js$/);
  });

  test('the page says the filter does not reach entries.<name>.assets', () => {
    assert.ok(pageText(page, 'en').includes('The `assets` list of each entry is not filtered'));
    assert.ok(pageText(page, 'en').includes('the source maps leave `allFiles` but stay in `entries.<name>.assets`'));
    assert.ok(pageText(page, 'zh').includes('每个入口的 `assets` 列表不经过过滤'));
  });

  test('generate returning something other than an object fails the build with the quoted message', async () => {
    const bad = makeProject({ 'src/index.js': "console.log('bad');\n" }, 'manifest-bad-generate');
    await assert.rejects(buildProject(bad, { output: { manifest: { generate: (() => 'not an object') as any } } }), (error: Error) => {
      assert.ok(stripAnsi(error.message).includes('[rsbuild:manifest] `manifest.generate` function must return a valid manifest object.'), error.message);
      return true;
    });
    assert.ok(!listFiles(path.join(bad, 'dist')).includes('manifest.json'));
  });

  test('environments with the same filename get a warning even when their output directories differ', () => {
    assert.deepEqual(new Set(['example', 'cdn', 'filter', 'sri'].map((name) => dist(name))).size, 4);
    const warning = warnings.find((text) => text.includes('[rsbuild:manifest]'));
    assert.ok(warning?.includes('[rsbuild:manifest] The "manifest.filename" option must be unique when there are multiple environments ('), warnings.join('\n'));
    assert.ok(warning?.includes('otherwise the manifest file will be overwritten.'));
  });

  test('the page says a distinct output directory does not silence the warning', () => {
    assert.ok(!pageText(page, 'en').includes('give each a distinct name or output directory'));
    assert.ok(pageText(page, 'en').includes('even when the environments write to different output directories'));
    assert.ok(!pageText(page, 'zh').includes('请为它们设置不同的文件名或产物目录'));
    assert.ok(pageText(page, 'zh').includes('即使各环境的产物目录不同'));
  });

  test('with security.sri on, integrity maps each script and stylesheet path to a sha384 hash', () => {
    const manifest = json(dist('sri'), 'manifest.json');
    const paths = Object.keys(manifest.integrity).sort();
    assert.equal(paths.length, 5);
    assert.ok(paths.every((file) => /^\/static\/(js|css)\/(async\/)?[\w.]+\.(js|css)$/.test(file)), paths.join());
    assert.ok(Object.values(manifest.integrity).every((hash) => /^sha384-[A-Za-z0-9+/]{64}$/.test(hash as string)));
    assert.ok(paths.includes(manifest.entries.index.initial.js[0]));
  });

  test('with security.sri on but no HTML (tools.htmlPlugin false, or a web-worker target), integrity is an empty object', () => {
    for (const name of ['sri-no-html', 'sri-worker']) {
      const manifest = json(dist(name), 'manifest.json');
      assert.ok(manifest.entries.index.initial.js.length > 0, name);
      assert.deepEqual(manifest.integrity, {}, name);
    }
    assert.ok(pageText(page, 'en').includes('The field stays empty in an environment without HTML pages, such as one with `tools.htmlPlugin: false` or a `web-worker` target.'));
    assert.ok(pageText(page, 'zh').includes('在不生成 HTML 页面的环境中（例如设置了 `tools.htmlPlugin: false` 或 `web-worker` 目标），这个字段保持为空对象。'));
  });

  describe('development', () => {
    const devDir = makeProject({ 'src/index.js': files['src/index.js'], 'src/index.css': files['src/index.css'], 'src/lazy.js': files['src/lazy.js'], 'src/lazy.css': files['src/lazy.css'] }, 'manifest-dev');
    let close = async () => {};
    let written: string[] = [];
    let manifest: any;

    before(async () => {
      writeFileSync(path.join(devDir, 'src/logo.png'), png);
      await withNodeEnv(undefined, async () => {
        const { createRsbuild } = await rsbuildCore();
        const rsbuild = await createRsbuild({ cwd: devDir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), printUrls: false }, dev: { assetPrefix: 'https://dev.example.com/' }, output: { manifest: true, assetPrefix: 'https://cdn.example.com/' } } });
        let compiles = 0;
        rsbuild.onAfterDevCompile(() => void compiles++);
        const { server } = await rsbuild.startDevServer();
        close = () => server.close();
        await waitFor('the first compilation', () => compiles >= 1, 60_000);
        written = listFiles(path.join(devDir, 'dist'));
        manifest = json(path.join(devDir, 'dist'), 'manifest.json');
      });
    });
    after(() => close());

    test('rsbuild dev writes only the manifest to disk (dev.writeToDisk off); names have no hash, the prefix is dev.assetPrefix, and source maps are listed', () => {
      assert.deepEqual(written, ['manifest.json']);
      assert.deepEqual(manifest.entries.index.initial.css, ['https://dev.example.com/static/css/index.css']);
      assert.ok(manifest.entries.index.initial.js.includes('https://dev.example.com/static/js/index.js'));
      assert.ok(manifest.allFiles.includes('https://dev.example.com/static/js/index.js.map'));
      // A chunk that only development makes: the proxy of the lazily compiled import().
      assert.ok(manifest.allFiles.some((file: string) => /^https:\/\/dev\.example\.com\/static\/js\/async\/[\w-]*lazy-compilation-proxy\.js$/.test(file)), manifest.allFiles.join());
    });
  });
});

// The dev server of a production-mode config keeps the manifest in memory: proven in
// config-dev-write-to-disk.test.ts ("a dev server whose mode is 'production' keeps the manifest in memory like the rest").
test('Development: the page limits the manifest written to disk to development mode, in both languages', () => {
  assert.ok(pageText('config/output/manifest', 'en').includes("This holds in development mode only: a dev server whose [mode](/config/mode) is `'production'` or `'none'` keeps the manifest in memory with the rest."));
  assert.ok(pageText('config/output/manifest', 'zh').includes("这只适用于开发模式：如果开发服务器的 [mode](/config/mode) 是 `'production'` 或 `'none'`，manifest 会和其他文件一样留在内存中。"));
});
