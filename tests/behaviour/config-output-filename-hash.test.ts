// docs/{en,zh}/config/output/filenameHash: which default file names of @rsbuild/core 1.7.6 carry a
// hash in development and production, for true, false and strings, for the web and 'node' targets.
// Two builds (production, development) of one project with one environment per value.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, rsbuildCore } from './harness';

// The smallest valid WebAssembly module: the magic number and version 1, no sections.
const emptyWasm = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

describe('output.filenameHash', () => {
  const dir = makeProject(
    {
      'src/index.js': `import './index.css';
import logo from './logo.png';
document.body.dataset.logo = logo;
import('./lazy.js');
import('./empty.wasm');
`,
      'src/lazy.js': 'export const lazy = 1;\n',
      'src/index.css': 'body { color: red; }\n',
      'src/server.js': 'import logo from "./logo.png";\nexport const url = logo;\n',
      'src/assets.js': 'import icon from "./icon.svg";\nimport clip from "./clip.mp4";\nimport font from "./font.woff2";\nimport data from "./data.pdf";\ndocument.body.dataset.x = [icon, clip, font, data].join();\n',
      // An SVG above the 4 KB inline limit.
      'src/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>\n`,
    },
    'filename-hash',
  );
  const files: Record<string, string[]> = {};

  before(async () => {
    // A 5 KB PNG-named file, above the 4 KB inline limit, so it is emitted as a file.
    writeFileSync(path.join(dir, 'src/logo.png'), Buffer.alloc(5000, 1));
    writeFileSync(path.join(dir, 'src/empty.wasm'), emptyWasm);
    for (const file of ['clip.mp4', 'font.woff2', 'data.pdf']) writeFileSync(path.join(dir, 'src', file), Buffer.alloc(5000, 2));
    const web = (name: string, filenameHash: boolean | string) => ({
      [name]: { output: { filenameHash, distPath: { root: `dist/${name}` } } },
    });
    for (const mode of ['production', 'development'] as const) {
      const { errors } = await buildProject(dir, {
        mode,
        environments: {
          ...web(`${mode}-true`, true),
          ...web(`${mode}-false`, false),
          ...(mode === 'production'
            ? {
                ...web('production-16', 'contenthash:16'),
                ...web('production-fullhash', 'fullhash:8'),
                'production-chunkhash': { source: { entry: { index: './src/index.js', assets: './src/assets.js' }, assetsInclude: /\.pdf$/ }, output: { filenameHash: 'chunkhash:8', distPath: { root: 'dist/production-chunkhash' } } },
                'production-own': { output: { filenameHash: false, filename: { js: '[name].[contenthash:4].js' }, distPath: { root: 'dist/production-own' } } },
              }
            : { 'development-assets': { source: { entry: { assets: './src/assets.js' }, assetsInclude: /\.pdf$/ }, output: { distPath: { root: 'dist/development-assets' } } } }),
          [`${mode}-node`]: {
            source: { entry: { server: './src/server.js' } },
            output: { target: 'node', distPath: { root: `dist/${mode}-node` } },
          },
        },
      });
      assert.deepEqual(errors, []);
    }
    for (const name of listFiles(path.join(dir, 'dist')).map((file) => file.split('/')[0])) {
      files[name] ??= listFiles(path.join(dir, 'dist', name)).filter((file) => !file.endsWith('.LICENSE.txt') && !file.endsWith('.map'));
    }
  });

  // Hashes are replaced by `#` so that each list is a literal of names and hash lengths.
  const names = (name: string) => files[name].map((file) => file.replace(/[0-9a-f]{16}/g, '#16').replace(/[0-9a-f]{8}/g, '#8').replace(/[0-9a-f]{4}(?=\.js$)/g, '#4'));

  test('true: production names carry [contenthash:8], HTML does not', () => {
    assert.deepEqual(names('production-true'), [
      'index.html',
      'static/css/index.#8.css',
      'static/image/logo.#8.png',
      'static/js/async/610.#8.js',
      'static/js/async/741.#8.js',
      'static/js/index.#8.js',
      'static/wasm/#8.module.wasm',
    ]);
  });

  test("true: in development (rsbuild build with mode 'development') only assets and WebAssembly carry a hash", () => {
    assert.deepEqual(names('development-true'), [
      'index.html',
      'static/css/index.css',
      'static/image/logo.#8.png',
      'static/js/async/src_empty_wasm.js',
      'static/js/async/src_lazy_js.js',
      'static/js/index.js',
      'static/wasm/#8.module.wasm',
    ]);
  });

  test('true: in development SVG, font, media and other asset files carry a hash too', () => {
    assert.deepEqual(names('development-assets'), [
      'assets.html',
      'static/assets/data.#8.pdf',
      'static/font/font.#8.woff2',
      'static/js/assets.js',
      'static/media/clip.#8.mp4',
      'static/svg/icon.#8.svg',
    ]);
  });

  test("the 'node' target: JavaScript without a hash, assets with one, in both modes", () => {
    assert.deepEqual(names('production-node'), ['server.js', 'static/image/logo.#8.png']);
    assert.deepEqual(names('development-node'), ['server.js', 'static/image/logo.#8.png']);
  });

  test('false: no hash in either mode, except the WebAssembly file', () => {
    assert.deepEqual(names('production-false'), [
      'index.html',
      'static/css/index.css',
      'static/image/logo.png',
      'static/js/async/610.js',
      'static/js/async/741.js',
      'static/js/index.js',
      'static/wasm/#8.module.wasm',
    ]);
    assert.ok(names('development-false').includes('static/image/logo.png'));
    assert.ok(names('development-false').includes('static/wasm/#8.module.wasm'));
  });

  test("'contenthash:16': sixteen characters in every hashed name, WebAssembly included", () => {
    assert.deepEqual(names('production-16'), [
      'index.html',
      'static/css/index.#16.css',
      'static/image/logo.#16.png',
      'static/js/async/610.#16.js',
      'static/js/async/741.#16.js',
      'static/js/index.#16.js',
      'static/wasm/#16.module.wasm',
    ]);
  });

  test("'chunkhash:8': image, SVG, font, media, other asset and WebAssembly names keep the literal placeholder", () => {
    assert.ok(files['production-chunkhash'].includes('static/image/logo.[chunkhash:8].png'));
    assert.ok(files['production-chunkhash'].includes('static/svg/icon.[chunkhash:8].svg'));
    assert.ok(files['production-chunkhash'].includes('static/font/font.[chunkhash:8].woff2'));
    assert.ok(files['production-chunkhash'].includes('static/media/clip.[chunkhash:8].mp4'));
    assert.ok(files['production-chunkhash'].includes('static/assets/data.[chunkhash:8].pdf'));
    assert.ok(files['production-chunkhash'].includes('static/wasm/[chunkhash:8].module.wasm'));
    assert.ok(names('production-chunkhash').includes('static/js/assets.#8.js'));
    assert.ok(names('production-chunkhash').includes('static/js/index.#8.js'));
  });

  test("'fullhash:8': every JavaScript and CSS file carries the same hash, assets their own", () => {
    const hashes = new Set(files['production-fullhash'].filter((file) => /\.(js|css)$/.test(file)).map((file) => /\.([0-9a-f]{8})\.(js|css)$/.exec(file)![1]));
    assert.equal(files['production-fullhash'].filter((file) => /\.(js|css)$/.test(file)).length, 4);
    assert.equal(hashes.size, 1);
    const logo = files['production-fullhash'].find((file) => file.startsWith('static/image/logo.'))!;
    assert.match(logo, /^static\/image\/logo\.[0-9a-f]{8}\.png$/);
    assert.ok(!hashes.has(/logo\.([0-9a-f]{8})/.exec(logo)![1]));
  });

  test("mode 'none' counts as development: JavaScript and CSS without a hash, assets and WebAssembly with one", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'none', logLevel: 'silent' } });
    const [web] = await rsbuild.initConfigs();
    // Every file name pattern in the Rspack config, once each.
    const patterns = new Set<string>();
    JSON.stringify(web, (key, value) => {
      if (/filename$/i.test(key) && typeof value === 'string') patterns.add(value);
      return value;
    });
    assert.equal(web.mode, 'none');
    assert.deepEqual([...patterns].sort(), [
      'index.html',
      'static/assets/[name].[contenthash:8][ext]',
      'static/css/[name].css',
      'static/css/async/[name].css',
      'static/font/[name].[contenthash:8][ext]',
      'static/image/[name].[contenthash:8][ext]',
      'static/js/[name].js',
      'static/js/async/[name].js',
      'static/media/[name].[contenthash:8][ext]',
      'static/svg/[name].[contenthash:8].svg',
      'static/wasm/[contenthash:8].module.wasm',
    ]);
  });

  test('the page ties the columns to the mode and names mode none', () => {
    assert.ok(pageText('config/output/filename-hash', 'en').includes("The columns follow the [mode](/config/mode), not the command: `rsbuild build` with `mode: 'development'` writes the development names. Mode `'none'` counts as development here"));
    assert.ok(pageText('config/output/filename-hash', 'zh').includes("mode 为 `'none'` 时也按开发模式处理，JavaScript 和 CSS 不带 hash"));
  });

  test('a key set in output.filename is used as written', () => {
    assert.ok(names('production-own').includes('static/js/index.#4.js'));
    assert.ok(names('production-own').includes('static/css/index.css'));
  });

  test('the page names every asset kind and WebAssembly among the files that keep a literal [chunkhash:8]', () => {
    assert.ok(pageText('config/output/filename-hash', 'en').includes('every other hashed file, that is images, SVG, fonts, media, other assets and WebAssembly, would be written with a literal `[chunkhash:8]` in its name.'));
    assert.ok(pageText('config/output/filename-hash', 'zh').includes('其余带 hash 的文件，也就是图片、SVG、字体、音视频、其他资源和 WebAssembly 文件，名称中都会原样出现 `[chunkhash:8]`。'));
    assert.ok(!pageText('config/output/filename-hash', 'en').includes('image, font and WebAssembly files would'));
  });
});
