// docs/{en,zh}/config/output/filename.mdx: the default names in production and development,
// what output.filenameHash: false drops (WebAssembly excepted), the 'node' target, the nested
// HTML structure, the page's samples, where `rsbuild inspect` shows the templates, and what is
// printed when two entries are written to one file name. One production build with one
// environment per configuration, one development build, one inspection and one failing build.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, readText, rsbuildCore, runCli, withNodeEnv } from './harness';

const big = 'x'.repeat(5000); // above the 4 KB inline limit, so the assets are emitted as files
const files = {
  'src/index.js': `import './index.css';
import logo from './logo.svg';
import photo from './photo.png';
import data from './data.txt';
console.log(logo, photo, data);
import('./lazy.js');
import('./module.wasm');
`,
  'src/other.js': "console.log('other');\n",
  'src/lazy.js': "import './lazy.css';\nconsole.log('lazy');\n",
  'src/index.css': "@font-face { font-family: f; src: url('./font.woff2'); }\nbody { font-family: f; }\n",
  'src/lazy.css': 'p { color: blue; }\n',
  'src/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${big} --></svg>`,
  'src/font.woff2': big,
  'src/data.txt': big,
};

const hex = (length: number) => `[0-9a-f]{${length}}`;
/** The output files of `dist` except source maps and .rsbuild. */
const names = (dist: string) => listFiles(dist).filter((file) => !file.endsWith('.map') && !file.startsWith('.rsbuild/'));
/** Asserts that `list` is exactly one file per pattern, in the sorted order of the list. */
function assertNames(list: string[], patterns: string[]) {
  assert.equal(list.length, patterns.length, list.join('\n'));
  list.forEach((file, index) => assert.match(file, new RegExp(`^${patterns[index]}$`), list.join('\n')));
}

describe('output.filename', () => {
  const dir = makeProject(files, 'filename');
  const dist = (name: string) => path.join(dir, 'dist', name);
  let inspected: string;

  before(async () => {
    writeFileSync(path.join(dir, 'src/photo.png'), Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5000, 1)]));
    writeFileSync(path.join(dir, 'src/module.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    const env = (name: string, rest: Record<string, any> = {}) => ({ [name]: { ...rest, output: { ...rest.output, distPath: { root: `dist/${name}` } } } });
    const config = {
      source: { entry: { index: './src/index.js', other: './src/other.js' }, assetsInclude: /\.txt$/ },
      output: { dataUriLimit: 0 },
    };
    const production = await withNodeEnv(undefined, () =>
      buildProject(dir, {
        ...config,
        mode: 'production',
        environments: {
          ...env('default'),
          ...env('noHash', { output: { filenameHash: false } }),
          ...env('node', { source: { entry: { index: './src/other.js' } }, output: { target: 'node' } }),
          ...env('nested', { source: { entry: { index: './src/other.js' } }, html: { outputStructure: 'nested' } }),
          // The page's examples, as written there.
          ...env('longer', { output: { filename: { js: '[name].[contenthash:12].js', css: '[name].[contenthash:12].css', image: '[name].[contenthash:6][ext]' } } }),
          ...env('widget', { output: { filename: { js: (pathData: any) => (pathData.chunk?.name === 'index' ? 'widget.js' : '[name].[contenthash:8].js') } } }),
        },
      }),
    );
    assert.deepEqual(production.errors, []);
    const development = await withNodeEnv(undefined, () =>
      buildProject(dir, {
        ...config,
        mode: 'development',
        environments: { ...env('development'), ...env('customDevelopment', { output: { filename: { js: '[name].[contenthash:8].js' } } }) },
      }),
    );
    assert.deepEqual(development.errors, []);
    // What `rsbuild inspect --mode production` writes (the CLI's --mode sets the config's mode).
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent', mode: 'production', output: { ...config.output, distPath: { root: 'dist/inspect' } } } });
    await withNodeEnv(process.env.NODE_ENV, () => rsbuild.inspectConfig({ writeToDisk: true }));
    inspected = readText(dir, 'dist/inspect/.rsbuild/rspack.config.web.mjs');
  });

  test('production defaults: [name].[contenthash:8] for JS and CSS (async chunks get a numeric id as [name]), hashed assets, [contenthash:8].module.wasm, [name].html', () => {
    assertNames(names(dist('default')), [
      'index.html',
      'other.html',
      `static/assets/data\\.${hex(8)}\\.txt`,
      `static/css/async/\\d+\\.${hex(8)}\\.css`,
      `static/css/index\\.${hex(8)}\\.css`,
      `static/font/font\\.${hex(8)}\\.woff2`,
      `static/image/photo\\.${hex(8)}\\.png`,
      `static/js/async/\\d+\\.${hex(8)}\\.js`,
      `static/js/async/\\d+\\.${hex(8)}\\.js`,
      `static/js/index\\.${hex(8)}\\.js`,
      `static/js/other\\.${hex(8)}\\.js`,
      `static/svg/logo\\.${hex(8)}\\.svg`,
      `static/wasm/${hex(8)}\\.module\\.wasm`,
    ]);
  });

  test('development defaults: JS and CSS without a hash (async chunks named after their path), assets and WebAssembly still hashed', () => {
    assertNames(names(dist('development')), [
      'index.html',
      'other.html',
      `static/assets/data\\.${hex(8)}\\.txt`,
      'static/css/async/src_lazy_js\\.css',
      'static/css/index\\.css',
      `static/font/font\\.${hex(8)}\\.woff2`,
      `static/image/photo\\.${hex(8)}\\.png`,
      'static/js/async/src_lazy_js\\.js',
      'static/js/async/src_module_wasm\\.js',
      'static/js/index\\.js',
      'static/js/other\\.js',
      `static/svg/logo\\.${hex(8)}\\.svg`,
      `static/wasm/${hex(8)}\\.module\\.wasm`,
    ]);
  });

  test('output.filenameHash: false drops the hash from every default except WebAssembly', () => {
    assertNames(names(dist('noHash')), [
      'index.html',
      'other.html',
      'static/assets/data\\.txt',
      'static/css/async/\\d+\\.css',
      'static/css/index\\.css',
      'static/font/font\\.woff2',
      'static/image/photo\\.png',
      'static/js/async/\\d+\\.js',
      'static/js/async/\\d+\\.js',
      'static/js/index\\.js',
      'static/js/other\\.js',
      'static/svg/logo\\.svg',
      `static/wasm/${hex(8)}\\.module\\.wasm`,
    ]);
  });

  test("the 'node' target keeps [name].js in production; html.outputStructure: 'nested' gives [name]/index.html", () => {
    assert.deepEqual(names(dist('node')), ['index.js', 'other.js']);
    assertNames(names(dist('nested')), ['index/index\\.html', 'other/index\\.html', `static/js/index\\.${hex(8)}\\.js`, `static/js/other\\.${hex(8)}\\.js`]);
  });

  test('a value you set is used in development too: js: [name].[contenthash:8].js hashes the entry and async chunks of a development build', () => {
    const js = names(dist('customDevelopment')).filter((file) => file.startsWith('static/js/'));
    assertNames(js, [`static/js/async/src_lazy_js\\.${hex(8)}\\.js`, `static/js/async/src_module_wasm\\.${hex(8)}\\.js`, `static/js/index\\.${hex(8)}\\.js`, `static/js/other\\.${hex(8)}\\.js`]);
  });

  test("the page's first example: 12-character hashes for JS and CSS, 6 for images", () => {
    const list = names(dist('longer'));
    assert.ok(list.some((file) => new RegExp(`^static/js/index\\.${hex(12)}\\.js$`).test(file)), list.join('\n'));
    assert.ok(list.some((file) => new RegExp(`^static/css/index\\.${hex(12)}\\.css$`).test(file)), list.join('\n'));
    assert.ok(list.some((file) => new RegExp(`^static/image/photo\\.${hex(6)}\\.png$`).test(file)), list.join('\n'));
  });

  test("the page's function example: the index entry is static/js/widget.js, the other entry and the async chunks stay hashed", () => {
    const js = names(dist('widget')).filter((file) => file.startsWith('static/js/'));
    assertNames(js, [`static/js/async/\\d+\\.${hex(8)}\\.js`, `static/js/async/\\d+\\.${hex(8)}\\.js`, `static/js/other\\.${hex(8)}\\.js`, 'static/js/widget\\.js']);
  });

  test('rsbuild inspect writes dist/.rsbuild/rspack.config.web.mjs: JS templates in output.filename and chunkFilename, CSS ones in new CssExtractRspackPlugin(...), assets in the asset rules and output.assetModuleFilename', () => {
    assert.ok(inspected.includes("filename: 'static/js/[name].[contenthash:8].js',\n    chunkFilename: 'static/js/async/[name].[contenthash:8].js',"));
    assert.ok(inspected.includes("assetModuleFilename: 'static/assets/[name].[contenthash:8][ext]',"));
    assert.match(inspected, /new CssExtractRspackPlugin\(\n\s+\{\n\s+filename: 'static\/css\/\[name\]\.\[contenthash:8\]\.css',\n\s+chunkFilename: 'static\/css\/async\/\[name\]\.\[contenthash:8\]\.css',/);
    for (const template of ['static/image/[name].[contenthash:8][ext]', 'static/svg/[name].[contenthash:8].svg', 'static/media/[name].[contenthash:8][ext]', 'static/font/[name].[contenthash:8][ext]', 'static/wasm/[contenthash:8].module.wasm']) {
      assert.ok(inspected.includes(`filename: '${template}'`), template);
    }
  });

  test('the page says where inspect shows the CSS templates', () => {
    assert.ok(pageText('config/output/filename', 'en').includes('the CSS templates are the `filename` and `chunkFilename` of `new CssExtractRspackPlugin(...)`'));
    assert.ok(!pageText('config/output/filename', 'en').includes('where `output.filename`, `output.chunkFilename` and the `filename` of each asset rule hold the final templates'));
    assert.ok(pageText('config/output/filename', 'zh').includes('CSS 的模板是 `new CssExtractRspackPlugin(...)` 里的 `filename` 和 `chunkFilename`'));
  });
});

describe('output.filename: name conflicts', () => {
  test('a name without [name] for several entries fails with Conflict: … to the same filename static/js/bundle.js (or app.html), then the output.filename hint', async () => {
    const dir = makeProject({ 'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n" }, 'filename-conflict');
    const { logger } = await rsbuildCore();
    const savedError = logger.error;
    const printed: string[] = [];
    logger.override({ error: (message: unknown) => void printed.push(stripVTControlCharacters(String(message))) });
    try {
      const { errors } = await withNodeEnv(undefined, () =>
        buildProject(dir, {
          mode: 'production',
          source: { entry: { a: './src/a.js', b: './src/b.js' } },
          environments: {
            js: { output: { filename: { js: 'bundle.js' }, distPath: { root: 'dist/js' } } },
            html: { output: { filename: { html: 'app.html' }, distPath: { root: 'dist/html' } } },
          },
        }),
      );
      assert.deepEqual(errors.map((error) => error.trim()).sort(), ['× Conflict: Multiple assets emit different content to the same filename app.html', '× Conflict: Multiple assets emit different content to the same filename static/js/bundle.js']);
    } finally {
      logger.override({ error: savedError });
    }
    const text = printed.join('\n');
    const hint = 'You may need to adjust output.filename configuration to prevent name conflicts. (See https://rsbuild.rs/config/output/filename)';
    assert.ok(text.includes(`× Conflict: Multiple assets emit different content to the same filename static/js/bundle.js\n\n${hint}`), text);
    assert.ok(text.includes(`× Conflict: Multiple assets emit different content to the same filename app.html\n\n${hint}`), text);
  });
});

describe('output.filename › the NODE_ENV condition of the second example', () => {
  test('the condition follows NODE_ENV, which the CLI sets from the command: rsbuild inspect --mode production shows app-[name].js', async () => {
    const dir = makeProject(
      {
        'src/index.js': "console.log('x');\n",
        'rsbuild.config.mjs': "const isProd = process.env.NODE_ENV === 'production';\nexport default { output: { filename: { js: isProd ? 'app-[name].[contenthash:8].js' : 'app-[name].js' } } };\n",
      },
      'filename-node-env-condition',
    );
    const result = await runCli(dir, ['inspect', '--mode', 'production']);
    assert.equal(result.code, 0, result.output);
    const written = readText(dir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(written, /filename: 'static\/js\/app-\[name\]\.js'/);
    assert.match(written, /mode: 'production'/);
    assert.ok(pageText('config/output/filename', 'en').includes('So `rsbuild inspect --mode production` shows `app-[name].js`'));
    assert.ok(pageText('config/output/filename', 'zh').includes('因此 `rsbuild inspect --mode production` 显示的是 `app-[name].js`'));
  });
});

describe('output.filename › fixed names, inspect files, NODE_ENV from .env, cssExtract, mode none, distPath', () => {
  const lazyFiles = {
    'src/a.js': "console.log('a');\nimport('./x.js');\nimport('./y.js');\n",
    'src/b.js': "console.log('b');\n",
    'src/x.js': "console.log('x');\n",
    'src/y.js': "console.log('y');\n",
    'src/a.css': 'body { color: red; }\n',
  };
  const jsOf = (dist: string) => names(dist).filter((file) => file.startsWith('static/js/'));

  test('a name with a hash but no [name] does not clash for two entries; one entry with two async chunks and js: bundle.js fails with a Conflict on static/js/async/bundle.js', async () => {
    const dir = makeProject(lazyFiles, 'filename-fixed-names');
    const hashed = await withNodeEnv(undefined, () =>
      buildProject(dir, {
        mode: 'production',
        source: { entry: { a: './src/b.js', b: './src/x.js' } },
        output: { filename: { js: '[contenthash:8].js' }, distPath: { root: 'dist/hashed' } },
      }),
    );
    assert.deepEqual(hashed.errors, []);
    assertNames(jsOf(path.join(dir, 'dist/hashed')), [`static/js/${hex(8)}\\.js`, `static/js/${hex(8)}\\.js`]);
    const oneEntry = await withNodeEnv(undefined, () =>
      buildProject(dir, {
        mode: 'production',
        source: { entry: { index: './src/a.js' } },
        output: { filename: { js: 'bundle.js' }, distPath: { root: 'dist/one' } },
      }),
    );
    assert.deepEqual(
      oneEntry.errors.map((error) => error.trim()),
      ['× Conflict: Multiple assets emit different content to the same filename static/js/async/bundle.js'],
    );
    for (const [lang, text] of [
      ['en', 'a fixed name (one without `[name]`, `[id]` or a hash), such as `html: \'app.html\'` or `js: \'bundle.js\'`'],
      ['zh', '固定的文件名（不含 `[name]`、`[id]` 或 hash，例如 `html: \'app.html\'` 或 `js: \'bundle.js\'`）'],
    ] as const) {
      assert.ok(pageText('config/output/filename', lang).includes(text), lang);
    }
    assert.ok(!pageText('config/output/filename', 'en').includes('a template without `[name]`, such as'));
    assert.ok(pageText('config/output/filename', 'en').includes("A name with a hash but no `[name]`, such as `js: '[contenthash:8].js'` or the `wasm` default, gives each file its own name."));
    assert.ok(pageText('config/output/filename', 'zh').includes("带 hash 但不含 `[name]` 的文件名（例如 `js: '[contenthash:8].js'` 或 `wasm` 的默认值）会让每个文件得到各自的名称"));
  });

  test('inspectConfig({ writeToDisk: true }) does not overwrite rspack.config.web.mjs: the second run writes rspack.config.web.<timestamp>.mjs beside it', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('i');\n" }, 'filename-inspect-twice');
    const { createRsbuild } = await rsbuildCore();
    for (const mode of ['development', 'production'] as const) {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode } });
      await withNodeEnv(undefined, () => rsbuild.inspectConfig({ writeToDisk: true }));
    }
    const written = listFiles(path.join(dir, 'dist/.rsbuild')).filter((file) => file.startsWith('rspack.config.web.'));
    assert.equal(written.length, 2, written.join('\n'));
    assert.ok(written.includes('rspack.config.web.mjs'), written.join('\n'));
    const stamped = written.find((file) => file !== 'rspack.config.web.mjs')!;
    assert.match(stamped, /^rspack\.config\.web\.\d{13}\.mjs$/);
    assert.ok(readText(dir, 'dist/.rsbuild/rspack.config.web.mjs').includes("filename: 'static/js/[name].js'"));
    assert.ok(readText(dir, `dist/.rsbuild/${stamped}`).includes("filename: 'static/js/[name].[contenthash:8].js'"));
    assert.ok(pageText('config/output/filename', 'en').includes('writes `rspack.config.web.<timestamp>.mjs` beside it'));
    assert.ok(pageText('config/output/filename', 'zh').includes('写入同目录下的 `rspack.config.web.<timestamp>.mjs`'));
  });

  test('a NODE_ENV line in .env replaces the value already set (loadEnv of 1.x, which the CLI calls before it loads the config)', async () => {
    const dir = makeProject({ '.env': 'NODE_ENV=development\n' }, 'filename-dotenv-node-env');
    const { loadEnv } = await rsbuildCore();
    await withNodeEnv('production', async () => {
      const env = loadEnv({ cwd: dir });
      assert.equal(process.env.NODE_ENV, 'development');
      env.cleanup();
      assert.equal(process.env.NODE_ENV, 'development');
    });
    assert.ok(pageText('config/output/filename', 'en').includes('The CLI sets `NODE_ENV` only when it is not set yet'));
    assert.ok(pageText('config/output/filename', 'en').includes('A `NODE_ENV` line in a `.env` file, which the CLI loads before the config, replaces any value, including the shell\'s'));
    assert.ok(pageText('config/output/filename', 'zh').includes('仅在 `NODE_ENV` 尚未设置时'));
    assert.ok(pageText('config/output/filename', 'zh').includes('其中的 `NODE_ENV` 会覆盖已有的值，包括 shell 中设置的值'));
  });

  test('tools.cssExtract.pluginOptions.filename replaces output.filename.css; mode none hashes neither JS nor CSS; a js name with static/js doubles the folder', async () => {
    const dir = makeProject({ ...lazyFiles, 'src/c.js': "import './a.css';\n" }, 'filename-css-extract');
    const extract = await withNodeEnv(undefined, () =>
      buildProject(dir, {
        mode: 'production',
        source: { entry: { index: './src/c.js' } },
        output: { filename: { css: 'mine-[name].css' }, distPath: { root: 'dist/extract' } },
        tools: { cssExtract: { pluginOptions: { filename: 'other-[name].css' } } },
      }),
    );
    assert.deepEqual(extract.errors, []);
    assert.deepEqual(names(path.join(dir, 'dist/extract')).filter((file) => file.endsWith('.css')), ['other-index.css']);
    const none = await withNodeEnv(undefined, () =>
      buildProject(dir, { mode: 'none', source: { entry: { index: './src/a.js', c: './src/c.js' } }, output: { distPath: { root: 'dist/none' } } }),
    );
    assert.deepEqual(none.errors, []);
    const noneNames = names(path.join(dir, 'dist/none')).filter((file) => file.startsWith('static/'));
    assertNames(noneNames, ['static/css/c\\.css', 'static/js/async/\\d+\\.js', 'static/js/async/\\d+\\.js', 'static/js/c\\.js', 'static/js/index\\.js']);
    const doubled = await withNodeEnv(undefined, () =>
      buildProject(dir, { mode: 'production', source: { entry: { index: './src/b.js' } }, output: { filename: { js: 'static/js/[name].js' }, distPath: { root: 'dist/doubled' } } }),
    );
    assert.deepEqual(jsOf(path.join(dir, 'dist/doubled')), ['static/js/static/js/index.js']);
    const en = pageText('config/output/filename', 'en');
    const zh = pageText('config/output/filename', 'zh');
    assert.ok(en.includes("the entry's CSS is written to `other-index.css` at the root of the output folder, not under `static/css`"));
    assert.ok(zh.includes('入口的 CSS 会写到产物目录根部的 `other-index.css`，而不是 `static/css` 下'));
    assert.ok(en.includes("JavaScript and CSS names carry no hash in development (nor with [mode](/config/mode) `'none'`: only `'production'` adds it)"));
    assert.ok(zh.includes("[mode](/config/mode) 为 `'none'` 时同样不带 hash，只有 `'production'` 才会加上"));
    assert.ok(en.includes('so `filename.js` should not contain the `static/js` part: `js: \'static/js/[name].js\'` writes `static/js/static/js/index.js`'));
    assert.ok(zh.includes("`js: 'static/js/[name].js'` 会写出 `static/js/static/js/index.js`"));
  });
});

// One entry and the lib-react chunk split off from it clash at static/js/bundle.js
// (guide-faq-exceptions.test.ts, "… a fixed output.filename.js clashes with one entry too …").
test('the warning names one entry with a split chunk among the fixed-name clashes, in both languages', () => {
  assert.ok(pageText('config/output/filename', 'en').includes("or with one entry and a chunk split off from it (such as the `lib-react` chunk that the React plugin's default chunk split makes), a fixed name"));
  assert.ok(pageText('config/output/filename', 'zh').includes('或者一个入口加上从它拆分出的 chunk（例如 React 插件在默认拆包策略下生成的 `lib-react` chunk）时，固定的文件名'));
});
