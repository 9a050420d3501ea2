// guide/basic/output-files: where a build writes each kind of file, how names are hashed, and the
// folder, HTML-layout, Node.js, cleaning and manifest options the page shows.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import { buildProject, devServerHtml, freePort, listFiles, makeProject, outputFile, pageText, readText, rsbuildCore, runCli, startCli, waitFor, withNodeEnv, writeProjectFiles, type BuildResult, type CliResult, pageSamples, typeCheckProject } from './harness';

// Assets of the sizes the page gives; only their size and extension matter to the build.
// ASCII text of exactly `size` bytes (fixture files are written as UTF-8).
const bytes = (size: number) => randomBytes(size).toString('base64').slice(0, size);
const exampleProject = {
  'public/favicon.png': bytes(300),
  'public/robots.txt': 'User-agent: *\n',
  'src/assets/hero.png': bytes(20_000),
  'src/assets/icon.png': bytes(1_000),
  'src/assets/inter.woff2': bytes(15_000),
  'src/assets/intro.mp4': bytes(30_000),
  'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  'src/chart.css': '.chart { color: red; }\n',
  'src/chart.js': "import './chart.css';\nexport const draw = () => 'chart';\n",
  'src/index.css': "@font-face { font-family: Inter; src: url('./assets/inter.woff2') format('woff2'); }\n.icon { background: url('./assets/icon.png'); }\n",
  'src/index.js': [
    "/*! @license MIT */",
    "import './index.css';",
    "import hero from './assets/hero.png';",
    "import logo from './assets/logo.svg';",
    "import intro from './assets/intro.mp4';",
    'console.log(hero, logo, intro);',
    "document.addEventListener('click', () => import('./chart').then((m) => m.draw()));",
    '',
  ].join('\n'),
};
const withChunkName = (files: Record<string, string>) => ({
  ...files,
  'src/index.js': files['src/index.js'].replace("import('./chart')", 'import(/* webpackChunkName: "chart" */ \'./chart\')'),
});

const defaultDir = makeProject({ ...exampleProject, 'dist/stale.js': 'old build' }, 'out-default');
const manifestDir = makeProject(exampleProject, 'out-manifest');
const foldersDir = makeProject(exampleProject, 'out-folders');
const noHashDir = makeProject(
  {
    ...withChunkName(exampleProject),
    // A PDF above the 4096-byte inline limit, made an asset by source.assetsInclude.
    'src/admin.js': "import guide from './guide.pdf';\nconsole.log('admin', guide);\nimport('./tiny.wasm').then(console.log);\n",
    'src/tiny.wasm': '\0asm\x01\0\0\0',
    'src/guide.pdf': `%PDF-1.4\n${bytes(5_000)}\n`,
    'dist/keep/me.txt': 'kept', 'dist/absolute/me.txt': 'kept', 'dist/gone.txt': 'removed' },
  'out-nohash',
);
const DOCS = ['doc.txt', 'doc.xml', 'doc.xhtml', 'doc.manifest', 'doc.md', 'doc.pdf'];
const KINDS = ['a.jpeg', 'b.gif', 'c.webp', 'd.avif', 'e.woff', 'f.ttf', 'g.otf', 'h.eot', 'i.ttc', 'j.webm', 'k.mp3', 'l.wav'];
const nodeDir = makeProject(
  {
    // An SVG above the inline limit: the web table gives it a gzip size.
    // A Wasm module (the table gives it a gzip size) and an image of exactly 4096 bytes (inlined).
    'src/index.js': "import logo from './big.svg';\nimport edge from './edge.png';\nconsole.log('web', logo, edge);\nimport('./tiny.wasm').then(console.log);\nimport './kinds.js';\nimport './docs.js';\n",
    // Files made assets by source.assetsInclude, each above the inline limit: the table gives a gzip
    // size to .txt, .xml, .xhtml, .manifest and .md, none to .pdf.
    'src/docs.js': DOCS.map((file, index) => `import d${index} from './docs/${file}';`).join('\n') + `\nconsole.log(${DOCS.map((_, index) => `d${index}`).join(', ')});\n`,
    ...Object.fromEntries(DOCS.map((file) => [`src/docs/${file}`, bytes(5_000)])),
    // One file of each kind the folder table names by extension, each above the inline limit.
    'src/kinds.js': KINDS.map((file, index) => `import k${index} from './kinds/${file}';`).join('\n') + `\nconsole.log(${KINDS.map((_, index) => `k${index}`).join(', ')});\n`,
    ...Object.fromEntries(KINDS.map((file) => [`src/kinds/${file}`, bytes(5_000)])),
    'src/tiny.wasm': '\0asm\x01\0\0\0',
    'src/edge.png': bytes(4096),
    'src/big.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`,
    'src/server/index.js': "import '../page.css';\nimport hero from '../hero.png';\nimport tiny from '../tiny.png';\nexport const render = () => hero + tiny;\nimport('./lazy');\n",
    'src/tiny.png': bytes(100),
    'src/server/lazy.js': 'export default 1;\n',
    'src/page.css': '.page { color: red; }\n',
    'src/hero.png': bytes(20_000),
    'public/robots.txt': 'x',
    'rsbuild.config.mjs': `export default {
  source: { assetsInclude: /\\.(txt|xml|xhtml|manifest|md|pdf)$/ },
  environments: {
    web: { source: { entry: { index: './src/index.js' } } },
    node: { source: { entry: { server: './src/server/index.js' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
    nodeCss: { source: { entry: { server: './src/server/index.js' } }, output: { target: 'node', emitCss: true, distPath: { root: 'dist/server-css' } } },
  },
};
`,
  },
  'out-node',
);
const outsideName = `${path.basename(noHashDir)}-outside`;
const outsideDir = makeProject(
  {
    'rsbuild.config.mjs': `export default { output: { distPath: { root: '../${outsideName}', html: '/pages', js: '/scripts' } } };\n`,
    'src/index.js': "console.log('outside');\n",
  },
  'out-outside',
);
const outsideDist = path.join(outsideDir, '..', outsideName);
writeProjectFiles(outsideDist, { 'stale.txt': 'stays' });
// The page's writeToDisk function, which also notes each path it receives in a file outside the project.
const seenFile = path.join(makeProject({}, 'out-dev-seen'), 'seen.txt');
const devDir = makeProject(
  {
    ...exampleProject,
    'dist/stale.txt': 'old',
    'rsbuild.config.mjs': `import { appendFileSync } from 'node:fs';\nexport default { dev: { writeToDisk: (file) => (appendFileSync(${JSON.stringify(seenFile)}, \`\${file}\\n\`), !file.endsWith('.map')) } };\n`,
  },
  'out-dev',
);
// rsbuild build with NODE_ENV=development set in the shell (Common problems).
// Its legal comment stays in the unminified code: no .LICENSE.txt file.
// NODE_ENV=development in .env or .env.production, over NODE_ENV=production in the shell, and
// rsbuild build --mode development (Common problems).
const modeSource = { 'src/index.js': "// a comment that minification would drop\nconsole.log('mode');\n" };
const dotEnvDir = makeProject({ ...modeSource, '.env': 'NODE_ENV=development\n' }, 'out-dot-env');
const dotEnvProdDir = makeProject({ ...modeSource, '.env.production': 'NODE_ENV=development\n' }, 'out-dot-env-prod');
const modeFlagDir = makeProject(modeSource, 'out-mode-flag');
const nodeEnvDir = makeProject({ 'src/index.js': "/*! @license MIT */\n// a comment that minification would drop\nconsole.log('node-env');\n" }, 'out-node-env');
// rsbuild dev without writeToDisk: an old build and an `rsbuild inspect` output already in dist;
// a second environment whose output folder dist/fresh does not exist yet; a third with
// cleanDistPath: true, whose folder dist/wiped holds an old file.
const devPlainDir = makeProject(
  {
    'src/index.js': "console.log('plain');\n",
    'dist/old-build.js': 'old',
    'dist/.rsbuild/rsbuild.config.mjs': 'inspected',
    'dist/wiped/old-build.js': 'old',
    'rsbuild.config.mjs': "export default { environments: { web: {}, fresh: { output: { distPath: { root: 'dist/fresh' } } }, wiped: { output: { cleanDistPath: true, distPath: { root: 'dist/wiped' } } } } };\n",
  },
  'out-dev-plain',
);

// Two entries in three environments: the defaults; nested HTML under distPath.html with cleaning
// off; a folder outside the project root with cleanDistPath true. server.base applies to all.
const htmlDir = makeProject(
  { 'src/index.js': "console.log('index');\n", 'src/admin.js': "console.log('admin');\n", 'dist-off/stale.txt': 'stays' },
  'out-html',
);
const cleanOutsideDist = path.join(htmlDir, '..', `${path.basename(htmlDir)}-clean`);
writeProjectFiles(cleanOutsideDist, { 'stale.txt': 'removed' });

let cli: CliResult;
let htmlBuild: BuildResult;
let manifest: BuildResult;
let folders: BuildResult;
let noHash: BuildResult;
let node: CliResult;
let outside: CliResult;
let nodeEnv: CliResult;
let modeRuns: CliResult[];
let dev: ReturnType<typeof startCli>;
let devPlain: ReturnType<typeof startCli>;
let devPort: number;
let devListing: string;

before(async () => {
  devPort = await freePort();
  dev = startCli(devDir, ['dev', '--port', String(devPort)], /ready\s+built in/);
  devPlain = startCli(devPlainDir, ['dev', '--port', String(await freePort())], /ready\s+built in .*\(fresh\)/);
  [cli, manifest, folders, noHash, node, outside, nodeEnv, htmlBuild, modeRuns] = await Promise.all([
    runCli(defaultDir, ['build']),
    // distPath as a string moves only the root: the manifest build writes the default tree into build/.
    buildProject(manifestDir, { output: { manifest: true, distPath: 'build' } }),
    buildProject(foldersDir, {
      // The page's distPath object; filenameHash 'contenthash:16' proves the hash format on the same build.
      output: {
        filenameHash: 'contenthash:16',
        distPath: { root: 'build', js: 'assets/js', jsAsync: 'assets/js/chunks', css: 'assets/css', image: 'assets/img', font: 'assets/fonts', media: 'assets/media' },
      },
    }),
    buildProject(noHashDir, {
      html: { outputStructure: 'nested' },
      source: { entry: { index: './src/index.js', admin: './src/admin.js' }, assetsInclude: /\.pdf$/ },
      // The second pattern is anchored at the absolute path of the project: keep tests absolute paths.
      security: { sri: { enable: true } },
      output: { filenameHash: false, manifest: 'asset-manifest.json', cleanDistPath: { keep: [/dist[\\/]keep/, new RegExp(`^${noHashDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]dist[\\\\/]absolute`)] } },
    }),
    runCli(nodeDir, ['build']),
    runCli(outsideDir, ['build']),
    runCli(nodeEnvDir, ['build'], { env: { NODE_ENV: 'development' } }),
    buildProject(htmlDir, {
      source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
      server: { base: '/sub' },
      environments: {
        web: {},
        pages: { html: { outputStructure: 'nested' }, output: { cleanDistPath: false, distPath: { root: 'dist-off', html: 'pages' } } },
        outside: { output: { cleanDistPath: true, distPath: { root: cleanOutsideDist } } },
      },
    }),
    Promise.all([
      runCli(dotEnvDir, ['build'], { env: { NODE_ENV: 'production' } }),
      runCli(dotEnvProdDir, ['build'], { env: { NODE_ENV: 'production' } }),
      runCli(modeFlagDir, ['build', '--mode', 'development']),
    ]),
    dev.started,
    devPlain.started,
  ]);
  devListing = await (await fetch(`http://localhost:${devPort}/rsbuild-dev-server`)).text();
  await fetch(`http://localhost:${devPort}/`);
});

after(async () => {
  await Promise.all([dev?.stop(), devPlain?.stop()]);
  const { rmSync } = await import('node:fs');
  rmSync(outsideDist, { recursive: true, force: true });
  rmSync(cleanOutsideDist, { recursive: true, force: true });
});

const hashed = (folder: string, name: string, ext: string, length = 8) => new RegExp(`^${folder}/${name}\\.[0-9a-f]{${length}}\\.${ext}$`);

describe('Output files › The default layout', () => {
  test('each kind of file lands in its folder', () => {
    assert.equal(cli.code, 0, cli.output);
    const files = listFiles(path.join(defaultDir, 'dist'));
    for (const pattern of [
      // The async chunk of src/chart.js is number 142, as on the page.
      hashed('static/css/async', '142', 'css'),
      hashed('static/css', 'index', 'css'),
      hashed('static/font', 'inter', 'woff2'),
      hashed('static/image', 'hero', 'png'),
      hashed('static/js/async', '142', 'js'),
      hashed('static/js', 'index', 'js'),
      hashed('static/media', 'intro', 'mp4'),
    ]) {
      assert.equal(files.filter((file) => pattern.test(file)).length, 1, `${pattern} in ${files.join(', ')}`);
    }
    assert.ok(files.includes('index.html') && files.includes('favicon.png') && files.includes('robots.txt'));
  });
  test('files under 4096 bytes are inlined as base64 data URLs, not written', () => {
    const files = listFiles(path.join(defaultDir, 'dist'));
    assert.ok(!files.some((file) => /(^|\/)icon\.|logo|svg\//.test(file)), files.join(', '));
    assert.match(outputFile(path.join(defaultDir, 'dist'), hashed('static/css', 'index', 'css')), /url\(data:image\/png;base64,/);
    assert.match(outputFile(path.join(defaultDir, 'dist'), hashed('static/js', 'index', 'js')), /data:image\/svg\+xml;base64,/);
  });
  test('index.html links the favicon, then title, meta, the deferred script and the stylesheet', () => {
    const html = readText(defaultDir, 'dist/index.html');
    assert.match(
      html,
      /^<!DOCTYPE html><html><head><link rel="icon" href="\/favicon.png"><title>Rsbuild App<\/title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet"><\/head><body><div id="root"><\/div><\/body><\/html>$/,
    );
  });
  test('a legal comment goes into a .LICENSE.txt file next to the script', () => {
    const license = outputFile(path.join(defaultDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/);
    assert.match(license, /@license MIT/);    assert.doesNotMatch(outputFile(path.join(defaultDir, 'dist'), hashed('static/js', 'index', 'js')), /@license MIT/);
  });
  test('an unminified (development) build keeps the legal comment in the code and writes no .LICENSE.txt file', () => {
    assert.deepEqual(listFiles(path.join(nodeEnvDir, 'dist')).sort(), ['index.html', 'static/js/index.js', 'static/js/index.js.map']);
    assert.match(readText(nodeEnvDir, 'dist/static/js/index.js'), /\/\*! @license MIT \*\//);
  });
  test('the size table lists compiled files but not files copied from public/', () => {
    assert.match(cli.output, /dist\/static\/js\/index\.[0-9a-f]{8}\.js/);
    assert.match(cli.output, /dist\/index\.html/);
    assert.doesNotMatch(cli.output, /robots\.txt/);
  });
  test('the size table gives a gzip size for text files only, lists the favicon, and leaves out .LICENSE.txt files and source maps', () => {
    assert.match(cli.output, /File \(web\)\s+Size\s+Gzip/);
    assert.match(cli.output, /\ndist\/index\.html +\d+\.\d+ kB +\d+\.\d+ kB\n/);
    assert.match(cli.output, /\ndist\/static\/css\/index\.[0-9a-f]{8}\.css +\d+\.\d+ kB +\d+\.\d+ kB\n/);
    // Images, fonts, media and the favicon: a size, no gzip size.
    assert.match(cli.output, /\ndist\/static\/image\/hero\.[0-9a-f]{8}\.png +20\.0 kB *\n/);
    assert.match(cli.output, /\ndist\/static\/font\/inter\.[0-9a-f]{8}\.woff2 +15\.0 kB *\n/);
    assert.match(cli.output, /\ndist\/static\/media\/intro\.[0-9a-f]{8}\.mp4 +30\.0 kB *\n/);
    assert.match(cli.output, /\ndist\/favicon\.png +0\.30 kB *\n/);
    assert.doesNotMatch(cli.output, /LICENSE/);
    // The development build of Common problems writes index.js.map; the table leaves it out.
    assert.ok(listFiles(path.join(nodeEnvDir, 'dist')).includes('static/js/index.js.map'));
    assert.match(nodeEnv.output, /dist\/static\/js\/index\.js /);
    assert.doesNotMatch(nodeEnv.output, /\.map/);
  });
});

describe('Output files › The default layout (sizes)', () => {
  test('an image of exactly 4096 bytes is inlined as a data URL and gets no file', () => {
    const files = listFiles(path.join(nodeDir, 'dist'));
    assert.ok(!files.some((file) => file.includes('edge')), files.join(', '));
    assert.match(outputFile(path.join(nodeDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /data:image\/png;base64,/);
  });
  test('the Gzip column also covers WebAssembly, .txt, XML, XHTML, .manifest and Markdown files, and JSON by its extension; other files such as PDFs get none', () => {
    assert.equal(node.code, 0, node.output);
    assert.match(node.output, /\ndist\/static\/wasm\/[0-9a-f]{8}\.module\.wasm +\d+\.\d+ kB +\d+\.\d+ kB\n/);
    for (const ext of ['txt', 'xml', 'xhtml', 'manifest', 'md']) {
      assert.match(node.output, new RegExp(`\\ndist/static/assets/doc\\.[0-9a-f]{8}\\.${ext} +5\\.0 kB +\\d+\\.\\d+ kB\\n`), ext);
    }
    assert.match(node.output, /\ndist\/static\/assets\/doc\.[0-9a-f]{8}\.pdf +5\.0 kB *\n/);
    const core = readFileSync(path.join(nodeDir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    assert.match(core, /COMPRESSIBLE_REGEX = \/\\\.\(\?:js\|css\|html\|json\|svg\|txt\|xml\|xhtml\|wasm\|manifest\|md\)\$\/i/);
  });
});

describe('Output files › The default layout (folders of the other file types)', () => {
  test('images (JPEG, GIF, WebP, AVIF) go to static/image, fonts (WOFF, TTF, OTF, EOT, TTC) to static/font, video and audio (WebM, MP3, WAV) to static/media', () => {
    const files = listFiles(path.join(nodeDir, 'dist')).filter((file) => /^static\/(image|font|media)\//.test(file)).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.'));
    assert.deepEqual(files.sort(), [
      'static/font/e.woff', 'static/font/f.ttf', 'static/font/g.otf', 'static/font/h.eot', 'static/font/i.ttc',
      'static/image/a.jpeg', 'static/image/b.gif', 'static/image/c.webp', 'static/image/d.avif',
      'static/media/j.webm', 'static/media/k.mp3', 'static/media/l.wav',
    ]);
  });
  test('SVG, Wasm and other assets have their own folders; HTML and the favicon go to the root; the inline limit is 4096 bytes', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: defaultDir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    const { distPath, dataUriLimit } = rsbuild.getNormalizedConfig().output;
    assert.deepEqual(
      { svg: distPath.svg, wasm: distPath.wasm, assets: distPath.assets, html: distPath.html, favicon: distPath.favicon },
      { svg: 'static/svg', wasm: 'static/wasm', assets: 'static/assets', html: './', favicon: './' },
    );
    assert.deepEqual(dataUriLimit, { svg: 4096, font: 4096, image: 4096, media: 4096, assets: 4096 });
  });
  test('a PDF matched by source.assetsInclude is written to static/assets', () => {
    const files = listFiles(path.join(noHashDir, 'dist'));
    assert.ok(files.includes('static/assets/guide.pdf'), files.join(', '));
    assert.match(readText(noHashDir, 'dist/static/js/admin.js'), /"static\/assets\/guide\.pdf"/);
  });
});

describe('Output files › File names and hashes', () => {
  test("mode 'none' names JS and CSS without a hash, as development does; images and Wasm keep theirs", async () => {
    const noneDir = makeProject(
      { 'src/index.js': "import './style.css';\nimport hero from './hero.png';\nconsole.log('none', hero);\nimport('./tiny.wasm').then(console.log);\n", 'src/style.css': '.n { color: red; }\n', 'src/hero.png': bytes(5_000), 'src/tiny.wasm': '\0asm\x01\0\0\0' },
      'out-mode-none',
    );
    const result = await buildProject(noneDir, { mode: 'none' });
    const files = listFiles(result.dist);
    assert.ok(files.includes('static/js/index.js'), files.join(', '));
    assert.ok(files.includes('static/css/index.css'), files.join(', '));
    // Assets keep their hash outside production; Wasm files are named by their hash alone.
    assert.ok(files.some((file) => /^static\/image\/hero\.[0-9a-f]{8}\.png$/.test(file)), files.join(', '));
    assert.ok(files.some((file) => /^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/.test(file)), files.join(', '));
  });
  test('a webpackChunkName comment names the async JS and CSS chunks; filenameHash false drops hashes, except in Wasm names', () => {
    const files = listFiles(path.join(noHashDir, 'dist'));
    for (const file of ['static/js/async/chart.js', 'static/css/async/chart.css', 'static/js/index.js', 'static/image/hero.png', 'static/font/inter.woff2']) {
      assert.ok(files.includes(file), `${file} in ${files.join(', ')}`);
    }
    assert.deepEqual(files.filter((file) => file.startsWith('static/wasm/')).map((file) => file.replace(/[0-9a-f]{8}/, '<hash>')), ['static/wasm/<hash>.module.wasm']);
  });
});

describe('Output files › Files in development', () => {
  test('performance.profile turns on dev.writeToDisk', async () => {
    const { createRsbuild } = await rsbuildCore();
    const writeToDisk = async (profile: boolean) => {
      const rsbuild = await createRsbuild({ cwd: devPlainDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', performance: { profile } } });
      await rsbuild.initConfigs({ action: 'dev' });
      return rsbuild.getNormalizedConfig().dev.writeToDisk;
    };
    assert.deepEqual([await writeToDisk(false), await writeToDisk(true)], [false, true]);
  });
  test('dev without writeToDisk still writes the manifest file, and only that file, when output.manifest is set', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('manifest');\n" }, 'out-dev-manifest');
    // createDevServer() compiles the page without listening; writeToDisk stays off.
    await devServerHtml(dir, { output: { manifest: true } });
    const manifestDist = path.join(dir, 'dist');
    assert.deepEqual(listFiles(manifestDist), ['manifest.json']);
    const written = JSON.parse(readText(manifestDist, 'manifest.json'));
    assert.deepEqual(written.entries.index.initial.js.filter((file: string) => file === '/static/js/index.js'), ['/static/js/index.js']);
    for (const [lang, text, gone] of [
      ['en', 'with one exception: with [output.manifest](#manifest-file) set, it writes the manifest file, such as `dist/manifest.json`, to disk (and creates the folder for it). That exception holds in development mode, the default of `rsbuild dev`;', 'That is normal: the dev server does not write into it and,'],
      ['zh', '只有一个例外：设置了 [output.manifest](#manifest-file) 时，它会把清单文件（例如 `dist/manifest.json`）写入磁盘，必要时还会创建所在的目录。这个例外只在开发模式（`rsbuild dev` 的默认模式）下成立；', '这是正常现象：开发服务器不会向这个目录写入文件；'],
    ] as const) {
      const page = pageText('guide/basic/output-files', lang);
      assert.ok(page.includes(text), lang);
      assert.ok(page.includes(lang === 'en' ? '`rsbuild dev` writes this file to disk as well, even without `dev.writeToDisk`' : '`rsbuild dev` 同样会把这个文件写入磁盘，即使没有开启 `dev.writeToDisk`'), lang);
      assert.ok(!page.includes(gone), lang);
    }
  });
  test('/rsbuild-dev-server lists the served files, with a source map next to each script; a writeToDisk function writes unhashed JS and a proxy chunk, without the files it rejects', async () => {
    assert.match(devListing, /index\.html/);
    assert.match(devListing, /static\/js\/index\.js"/);
    assert.match(devListing, /static\/js\/index\.js\.map"/);
    const files = (await waitFor('dev files on disk', () => {
      const list = listFiles(path.join(devDir, 'dist'));
      return list.includes('static/js/index.js') ? list : undefined;
    })) as string[];
    assert.ok(!files.some((file) => file.endsWith('.map')), files.join(', '));
    assert.ok(files.includes('static/css/index.css'), files.join(', '));
    // Not minified: comments and line breaks stay.
    assert.match(readText(devDir, 'dist/static/js/index.js'), /\n\/\/ extracted by css-extract-rspack-plugin\n/);
    assert.ok(files.some((file) => /^static\/js\/vendors-.+\.js$/.test(file)), files.join(', '));
    assert.ok(files.includes('static/js/async/src_chart_js_lazy-compilation-proxy.js'), files.join(', '));
    assert.ok(!files.includes('robots.txt'), 'public files are not copied in dev');
    // Except the favicon, which the HTML plugin emits with the page.
    assert.ok(files.includes('favicon.png'), files.join(', '));
    // Images, fonts and media keep their content hash in development too.
    assert.ok(files.some((file) => hashed('static/image', 'hero', 'png').test(file)), files.join(', '));
  });
  test('a writeToDisk function receives the absolute path of each file', async () => {
    const seen = (await waitFor('paths passed to writeToDisk', () => {
      const text = existsSync(seenFile) ? readFileSync(seenFile, 'utf8') : '';
      return text.includes('index.js.map') ? text.split('\n') : undefined;
    })) as string[];
    const dist = path.join(realpathSync(devDir), 'dist');
    assert.ok(seen.includes(`${dist}/static/js/index.js`), seen.join('\n'));
    assert.ok(seen.includes(`${dist}/static/js/index.js.map`), seen.join('\n'));
    assert.ok(seen.includes(`${dist}/index.html`), seen.join('\n'));
  });
  test('/rsbuild-dev-server lists compiled files only: a file of public/ is served but not listed, the linked favicon is listed', async () => {
    assert.equal(await (await fetch(`http://localhost:${devPort}/robots.txt`)).text(), 'User-agent: *\n');
    assert.doesNotMatch(devListing, /robots\.txt/);
    assert.match(devListing, /favicon\.png/);
  });
  test('the vendors chunk holds the dev client (hot updates and the error overlay)', () => {
    const vendors = outputFile(path.join(devDir, 'dist'), /^static\/js\/vendors-.+\.js$/);
    assert.match(vendors, /@rsbuild\/core\/dist\/client\/hmr\.js/);
    assert.match(vendors, /@rsbuild\/core\/dist\/client\/overlay\.js/);
  });
});

describe('Output files › Change the folders', () => {
  test('a distPath object moves each file type; async CSS follows css into <css>/async; filenameHash contenthash:16 gives sixteen characters', () => {
    const files = listFiles(path.join(foldersDir, 'build'));
    for (const pattern of [
      hashed('assets/css/async', '\\d+', 'css', 16),
      hashed('assets/css', 'index', 'css', 16),
      hashed('assets/fonts', 'inter', 'woff2', 16),
      hashed('assets/img', 'hero', 'png', 16),
      hashed('assets/js/chunks', '\\d+', 'js', 16),
      hashed('assets/js', 'index', 'js', 16),
      hashed('assets/media', 'intro', 'mp4', 16),
    ]) {
      assert.equal(files.filter((file) => pattern.test(file)).length, 1, `${pattern} in ${files.join(', ')}`);
    }
    assert.match(readText(foldersDir, 'build/index.html'), /src="\/assets\/js\/index\.[0-9a-f]{16}\.js"/);
    // The script and the stylesheet point at the image and the font in their new folders.
    assert.match(outputFile(path.join(foldersDir, 'build'), hashed('assets/js', 'index', 'js', 16)), /"assets\/img\/hero\.[0-9a-f]{16}\.png"/);
    assert.match(outputFile(path.join(foldersDir, 'build'), hashed('assets/css', 'index', 'css', 16)), /url\(\/assets\/fonts\/inter\.[0-9a-f]{16}\.woff2\)/);
  });
});

describe('Output files › Change the folders (../ in a subfolder)', () => {
  test("js: '../scripts' writes the scripts next to dist, and the HTML refers to /../scripts/", async () => {
    const dir = makeProject({ 'src/index.js': "console.log('escape');\n" }, 'out-escape');
    const result = await buildProject(dir, { output: { distPath: { js: '../scripts' } } });
    assert.deepEqual(listFiles(result.dist), ['index.html']);
    assert.match(listFiles(path.join(dir, 'scripts')).join(','), /^index\.[0-9a-f]{8}\.js$/);
    assert.match(readText(result.dist, 'index.html'), /<script defer src="\/\.\.\/scripts\/index\.[0-9a-f]{8}\.js"><\/script>/);
  });
});

describe('Output files › Change the folders (a string)', () => {
  test("distPath: 'build' writes the same tree into build/", () => {
    const files = listFiles(path.join(manifestDir, 'build'));
    for (const pattern of [hashed('static/js', 'index', 'js'), hashed('static/css', 'index', 'css'), hashed('static/image', 'hero', 'png'), hashed('static/js/async', '\\d+', 'js')]) {
      assert.equal(files.filter((file) => pattern.test(file)).length, 1, `${pattern} in ${files.join(', ')}`);
    }
    assert.ok(files.includes('index.html') && files.includes('robots.txt'), files.join(', '));
    assert.ok(!existsSync(path.join(manifestDir, 'dist')));
  });
});

describe('Output files › Flat or nested HTML files', () => {
  test("'nested' writes dist/index/index.html and dist/admin/index.html", () => {
    const files = listFiles(path.join(noHashDir, 'dist'));
    assert.ok(files.includes('index/index.html') && files.includes('admin/index.html'), files.join(', '));
    assert.ok(!files.includes('index.html'));
  });
});

describe('Output files › Flat or nested HTML files (servers)', () => {
  test("with 'nested', the index page is at /index/ and / answers 404, in rsbuild dev and in rsbuild preview", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('index');\n", 'src/admin.js': "console.log('admin');\n" }, 'out-nested-servers');
    const config = { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, html: { outputStructure: 'nested' as const } };
    const statuses = async (port: number) => {
      const seen: Record<string, number> = {};
      for (const pathname of ['/index/', '/admin/', '/']) {
        const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { accept: 'text/html' } });
        seen[pathname] = response.status;
        await response.body?.cancel();
      }
      return seen;
    };
    // writeToDisk leaves the dev output in dist, which the preview server then serves.
    const dev = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent', dev: { writeToDisk: true }, server: { port: await freePort(), printUrls: false } } });
    const devServer = await dev.startDevServer();
    try {
      await waitFor('the nested index page', async () => (await fetch(`http://127.0.0.1:${devServer.port}/index/index.html`)).status === 200 || undefined);
      assert.deepEqual(await statuses(devServer.port), { '/index/': 200, '/admin/': 200, '/': 404 });
    } finally {
      await devServer.server.close();
    }
    const preview = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
    const previewServer = await preview.preview();
    try {
      assert.deepEqual(await statuses(previewServer.port), { '/index/': 200, '/admin/': 200, '/': 404 });
    } finally {
      await previewServer.server.close();
    }
    assert.ok(pageText('guide/basic/output-files', 'en').includes('its page is then at `/index/`, and `/` answers 404 in `rsbuild dev` and `rsbuild preview`'));
    assert.ok(pageText('guide/basic/output-files', 'zh').includes('它的页面地址变为 `/index/`，`rsbuild dev` 和 `rsbuild preview` 访问 `/` 时都会返回 404'));
  });
});

describe('Output files › Flat or nested HTML files (defaults and distPath.html)', () => {
  test('two entries give dist/index.html and dist/admin.html by default; distPath.html puts nested HTML in a subfolder', () => {
    assert.deepEqual(htmlBuild.errors, []);
    assert.deepEqual(listFiles(path.join(htmlDir, 'dist')).filter((file) => file.endsWith('.html')).sort(), ['admin.html', 'index.html']);
    assert.deepEqual(listFiles(path.join(htmlDir, 'dist-off')).filter((file) => file.endsWith('.html')).sort(), ['pages/admin/index.html', 'pages/index/index.html']);
  });
});

describe('Output files › Output for Node.js', () => {
  test('the node environment writes unhashed JS to its root, assets to static/, no HTML, no CSS and no public copies', () => {
    assert.equal(node.code, 0, node.output);
    const server = listFiles(path.join(nodeDir, 'dist/server'));
    assert.ok(server.includes('server.js'), server.join(', '));
    assert.ok(server.some((file) => /^\d+\.js$/.test(file)), server.join(', '));
    assert.ok(server.some((file) => hashed('static/image', 'hero', 'png').test(file)), server.join(', '));
    assert.ok(!server.some((file) => file.endsWith('.html') || file.endsWith('.css') || file === 'robots.txt'), server.join(', '));
    assert.ok(listFiles(path.join(nodeDir, 'dist')).includes('index.html'));
  });
  test('with output.emitCss: true, the node environment does emit its CSS, to static/css/', () => {
    const server = listFiles(path.join(nodeDir, 'dist/server-css'));
    assert.deepEqual(server.filter((file) => file.endsWith('.css')).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.')), ['static/css/server.HASH.css']);
    assert.match(outputFile(path.join(nodeDir, 'dist/server-css'), /\.css$/), /\.page\s*\{\s*color:\s*red/);
    assert.ok(pageText('guide/basic/output-files', 'en').includes('No HTML files are generated, and no CSS files are emitted unless [output.emitCss](/config/output/emit-css) is `true`'));
    assert.ok(pageText('guide/basic/output-files', 'zh').includes('除非把 [output.emitCss](/config/output/emit-css) 设为 `true`'));
  });
  test('the node environment inlines an asset of 4096 bytes or less as a data URI and writes no file for it', () => {
    const server = listFiles(path.join(nodeDir, 'dist/server'));
    assert.ok(!server.some((file) => /tiny/.test(file)), server.join(', '));
    assert.match(readText(nodeDir, 'dist/server/server.js'), /data:image\/png;base64,/);
  });
  test('the build prints one file table per environment', () => {
    assert.match(node.output, /File \(web\)/);
    assert.match(node.output, /File \(node\)/);
  });
  test('the node table has no Gzip column; in the web table an SVG gets a gzip size', () => {
    assert.match(node.output, /\nFile \(node\) +Size *\n/);
    assert.doesNotMatch(node.output, /\ndist\/server\/server\.js +[\d.]+ kB +[\d.]+ kB/);
    assert.match(node.output, /\nFile \(web\) +Size +Gzip *\n/);
    assert.match(node.output, /\ndist\/static\/svg\/big\.[0-9a-f]{8}\.svg +\d+\.\d+ kB +\d+\.\d+ kB\n/);
  });
});

describe('Output files › Cleaning the output folder', () => {
  test('build empties a dist inside the project root', () => {
    assert.ok(!existsSync(path.join(defaultDir, 'dist/stale.js')));
  });
  test('dev without writeToDisk leaves dist alone except dist/.rsbuild, which it empties', () => {
    assert.deepEqual(listFiles(path.join(devPlainDir, 'dist')), ['old-build.js']);
    assert.ok(existsSync(path.join(devPlainDir, 'dist/.rsbuild')));
  });
  test('.rsbuild is the folder in dist where inspect writes its files', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('inspect');\n" }, 'out-inspect');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.inspectConfig({ writeToDisk: true });
    const files = listFiles(path.join(dir, 'dist'));
    assert.ok(files.length > 0 && files.every((file) => file.startsWith('.rsbuild/')), files.join(', '));
    assert.ok(files.includes('.rsbuild/rsbuild.config.mjs'), files.join(', '));
  });
  test('dev with cleanDistPath: true empties the whole folder when it starts, even without writeToDisk', () => {
    assert.match(devPlain.output(), /ready\s+built in .*\(fresh\)/);
    assert.ok(existsSync(path.join(devPlainDir, 'dist/wiped')));
    assert.deepEqual(listFiles(path.join(devPlainDir, 'dist/wiped')), []);
    for (const [lang, text] of [
      ['en', '`cleanDistPath: true` makes it empty the whole folder'],
      ['zh', '设置 `cleanDistPath: true` 后，它会清空整个目录'],
    ] as const) {
      const page = pageText('guide/basic/output-files', lang);
      assert.ok(page.includes(text), lang);
      assert.ok(!page.includes(lang === 'en' ? 'write into it; the only change it makes there' : '也不会向其中写入文件；它对 `dist` 唯一的改动'), lang);
    }
  });
  test('dev without writeToDisk does not create the output folder', () => {
    assert.match(devPlain.output(), /ready\s+built in .*\(fresh\)/);
    assert.ok(!existsSync(path.join(devPlainDir, 'dist/fresh')));
  });
  test('dev empties the folder when writeToDisk is on', () => {
    assert.ok(!existsSync(path.join(devDir, 'dist/stale.txt')));
  });
  test('cleanDistPath.keep keeps files whose absolute path matches', () => {
    assert.ok(existsSync(path.join(noHashDir, 'dist/keep/me.txt')));
    assert.ok(existsSync(path.join(noHashDir, 'dist/absolute/me.txt')), 'a pattern anchored at the absolute path matches');
    assert.ok(!existsSync(path.join(noHashDir, 'dist/gone.txt')));
  });
  test('an html path that starts with / prints a warning; html and js paths that start with / stay inside the root folder', () => {
    assert.match(outside.output, /Absolute path is not recommended at output\.distPath\.html: "\/pages", use relative path instead\./);
    assert.ok(listFiles(outsideDist).includes('pages/index.html'), listFiles(outsideDist).join(', '));
    // A js path that starts with / stays inside the root folder too, without a warning.
    assert.ok(listFiles(outsideDist).some((file) => /^scripts\/index\.[0-9a-f]{8}\.js$/.test(file)), listFiles(outsideDist).join(', '));
    assert.doesNotMatch(outside.output, /output\.distPath\.js/);
  });
  test('cleanDistPath true empties a folder outside the project root; false leaves the folder as it is', () => {
    // That environment's distPath.root is an absolute path.
    assert.ok(path.isAbsolute(cleanOutsideDist));
    assert.ok(!existsSync(path.join(cleanOutsideDist, 'stale.txt')));
    assert.ok(listFiles(cleanOutsideDist).includes('index.html'), listFiles(cleanOutsideDist).join(', '));
    assert.equal(readText(htmlDir, 'dist-off/stale.txt'), 'stays');
  });
  test('a dist outside the project root is left alone, with a message', () => {
    assert.equal(outside.code, 0, outside.output);
    assert.match(outside.output, /The dist path is not a subdir of root path, Rsbuild will not empty it\./);
    assert.ok(existsSync(path.join(outsideDist, 'stale.txt')));
  });
  test('the warning for a dist outside the root has four lines: message, hint, root path, dist path', () => {
    const lines = outside.output.split('\n').map((line) => line.trim());
    const at = lines.findIndex((line) => /^warn\s+The dist path is not a subdir of root path, Rsbuild will not empty it\.$/.test(line));
    assert.ok(at >= 0, outside.output);
    assert.match(lines[at + 1], /^warn\s+Please set `output\.cleanDistPath` config manually\.$/);
    assert.match(lines[at + 2], /^warn\s+Current root path: \S+$/);
    assert.equal(lines[at + 2].replace(/^warn\s+Current root path: /, ''), outsideDir);
    assert.match(lines[at + 3], /^warn\s+Current dist path: \S+$/);
    assert.equal(lines[at + 3].replace(/^warn\s+Current dist path: /, ''), outsideDist);
  });
});

describe('Output files › Cleaning the output folder (dev with writeToDisk, outside the root)', () => {
  const name = `out-dev-outside-${process.pid}`;
  let dir: string;
  let server: ReturnType<typeof startCli> | undefined;
  before(async () => {
    dir = makeProject({ 'src/index.js': "console.log('dev-outside');\n", 'rsbuild.config.mjs': `export default { dev: { writeToDisk: true }, output: { distPath: { root: '../${name}' } } };\n` }, 'out-dev-outside');
    writeProjectFiles(path.join(dir, '..', name), { 'stale.txt': 'stays' });
    server = startCli(dir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    await server.started;
  });
  after(async () => {
    await server?.stop();
    const { rmSync } = await import('node:fs');
    if (dir) rmSync(path.join(dir, '..', name), { recursive: true, force: true });
  });
  test('dev with writeToDisk prints the same four warning lines and leaves the folder alone', () => {
    const lines = server!.output().split('\n').map((line) => line.trim());
    const at = lines.findIndex((line) => /^warn\s+The dist path is not a subdir of root path, Rsbuild will not empty it\.$/.test(line));
    assert.ok(at >= 0, server!.output());
    assert.match(lines[at + 1], /^warn\s+Please set `output\.cleanDistPath` config manually\.$/);
    assert.equal(lines[at + 2].replace(/^warn\s+Current root path: /, ''), dir);
    assert.equal(lines[at + 3].replace(/^warn\s+Current dist path: /, ''), path.join(dir, '..', name));
    assert.equal(readText(path.join(dir, '..', name), 'stale.txt'), 'stays');
  });
});

describe('Output files › Manifest file', () => {
  test('manifest.json lists entries with initial and async files, html, and an empty integrity; of public/ only the linked favicon', () => {
    const json = JSON.parse(readText(manifestDir, 'build/manifest.json'));
    const index = json.entries.index;
    assert.deepEqual(index.html, ['/index.html']);
    assert.match(index.initial.js[0], /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(index.initial.css[0], /^\/static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(index.async.js[0], /^\/static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
    assert.match(index.async.css[0], /^\/static\/css\/async\/\d+\.[0-9a-f]{8}\.css$/);
    assert.deepEqual([...index.assets].map((file: string) => file.replace(/\.[0-9a-f]{8}\./, '.')).sort(), [
      'static/font/inter.woff2',
      'static/image/hero.png',
      'static/media/intro.mp4',
    ]);
    assert.deepEqual(json.integrity, {});
    assert.ok(!json.allFiles.includes('/robots.txt'));
    assert.deepEqual(json.allFiles.slice(-2), ['/index.html', '/favicon.png']);
  });
});

describe('Output files › Common problems', () => {
  test("NODE_ENV=test gives mode 'none', and mode: 'development' in the config wins over NODE_ENV=production: neither has hashes or minification", async () => {
    const source = { 'src/index.js': "// a comment that minification would drop\nconsole.log('mode=' + import.meta.env.MODE);\n" };
    const testEnv = await withNodeEnv('test', () => buildProject(makeProject(source, 'out-node-env-test')));
    const configMode = await withNodeEnv('production', () => buildProject(makeProject(source, 'out-config-mode'), { mode: 'development' }));
    for (const [result, mode] of [[testEnv, 'none'], [configMode, 'development']] as const) {
      assert.ok(listFiles(result.dist).includes('static/js/index.js'), listFiles(result.dist).join(', '));
      const js = readText(result.dist, 'static/js/index.js');
      assert.match(js, /\/\/ a comment that minification would drop/);
      assert.ok(js.includes(`"${mode}"`), mode);
    }
  });
  test('NODE_ENV=development in the shell makes rsbuild build a development build: no hashes, not minified', () => {
    assert.equal(nodeEnv.code, 0, nodeEnv.output);
    assert.deepEqual(listFiles(path.join(nodeEnvDir, 'dist')).sort(), ['index.html', 'static/js/index.js', 'static/js/index.js.map']);
    assert.match(readText(nodeEnvDir, 'dist/static/js/index.js'), /\/\/ a comment that minification would drop/);
  });
});

describe('Output files › Common problems (.env and --mode)', () => {
  test('NODE_ENV=development in .env or .env.production wins over NODE_ENV=production in the shell, and rsbuild build --mode development builds without hashes or minification', () => {
    for (const [result, dir] of [[modeRuns[0], dotEnvDir], [modeRuns[1], dotEnvProdDir], [modeRuns[2], modeFlagDir]] as const) {
      assert.equal(result.code, 0, result.output);
      assert.deepEqual(listFiles(path.join(dir, 'dist')).sort(), ['index.html', 'static/js/index.js', 'static/js/index.js.map'], dir);
      assert.match(readText(dir, 'dist/static/js/index.js'), /\/\/ a comment that minification would drop/);
    }
  });
});

describe('Output files › Manifest file (a file name)', () => {
  test("manifest: 'asset-manifest.json' writes the manifest under that name", () => {
    const files = listFiles(path.join(noHashDir, 'dist'));
    assert.ok(files.includes('asset-manifest.json') && !files.includes('manifest.json'), files.join(', '));
    assert.deepEqual(JSON.parse(readText(noHashDir, 'dist/asset-manifest.json')).entries.admin.initial.js, ['/static/js/admin.js']);
  });
  test('integrity is filled when security.sri is on', () => {
    const { integrity } = JSON.parse(readText(noHashDir, 'dist/asset-manifest.json'));
    assert.match(integrity['/static/js/index.js'], /^sha384-[A-Za-z0-9+/]{64}$/);
    assert.match(integrity['/static/css/index.css'], /^sha384-[A-Za-z0-9+/]{64}$/);
  });
});

describe('Output files › Common problems (sub-path)', () => {
  test('server.base makes the HTML load scripts from the sub-path', () => {
    assert.match(readText(htmlDir, 'dist/index.html'), /<script defer src="\/sub\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  });
});

describe('Output files › Manifest file (asset prefix)', () => {
  let cdnDir: string;
  before(async () => {
    cdnDir = makeProject(exampleProject, 'out-manifest-cdn');
    await buildProject(cdnDir, { output: { manifest: true, assetPrefix: 'https://cdn.example.com/app/' } });
  });
  test('allFiles, html, initial and async carry the output.assetPrefix URL; an entry\'s assets list has paths relative to the output folder', () => {
    const json = JSON.parse(readText(cdnDir, 'dist/manifest.json'));
    const index = json.entries.index;
    assert.deepEqual(index.html, ['https://cdn.example.com/app/index.html']);
    assert.match(index.initial.js[0], /^https:\/\/cdn\.example\.com\/app\/static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(index.initial.css[0], /^https:\/\/cdn\.example\.com\/app\/static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(index.async.js[0], /^https:\/\/cdn\.example\.com\/app\/static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
    assert.match(index.async.css[0], /^https:\/\/cdn\.example\.com\/app\/static\/css\/async\/\d+\.[0-9a-f]{8}\.css$/);
    assert.ok(json.allFiles.every((file: string) => file.startsWith('https://cdn.example.com/app/')), json.allFiles.join('\n'));
    assert.ok(index.assets.some((file: string) => /^static\/image\/hero\.[0-9a-f]{8}\.png$/.test(file)), index.assets.join('\n'));
    assert.ok(index.assets.every((file: string) => file.startsWith('static/')), index.assets.join('\n'));
  });
});

describe('Output files › Manifest file (prefix: false)', () => {
  let dir: string;
  before(async () => {
    dir = makeProject(exampleProject, 'out-manifest-no-prefix');
    await buildProject(dir, { output: { manifest: { prefix: false }, assetPrefix: 'https://cdn.example.com/app/' } });
  });
  test('prefix: false writes every path relative to the output folder, without the leading /; the HTML still loads from output.assetPrefix', () => {
    const json = JSON.parse(readText(dir, 'dist/manifest.json'));
    const index = json.entries.index;
    assert.deepEqual(index.html, ['index.html']);
    assert.match(index.initial.js[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(index.async.css[0], /^static\/css\/async\/\d+\.[0-9a-f]{8}\.css$/);
    assert.deepEqual(json.allFiles.slice(-2), ['index.html', 'favicon.png']);
    assert.ok(json.allFiles.every((file: string) => file.startsWith('static/') || !file.includes('/')), json.allFiles.join('\n'));
    assert.match(readText(dir, 'dist/index.html'), /<script defer src="https:\/\/cdn\.example\.com\/app\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
    for (const [lang, text] of [['en', '`prefix: false` leaves the asset prefix out'], ['zh', '`prefix: false` 会去掉资源前缀']] as const) {
      assert.ok(pageText('guide/basic/output-files', lang).includes(text), lang);
    }
  });
});

// Every rsbuild.config.ts sample of the page, copied as written (both languages carry the same
// ones) and type-checked against @rsbuild/core 1.7.6.
describe('Output files › the rsbuild.config.ts samples type-check', () => {
  test('all five samples (writeToDisk, distPath object, nested HTML, environments, cleanDistPath.keep) compile under strict mode', () => {
    const en = pageSamples('guide/basic/output-files', 'en');
    assert.deepEqual(pageSamples('guide/basic/output-files', 'zh'), en);
    assert.equal(en.length, 5);
    const files: Record<string, string> = {};
    en.forEach((sample, index) => (files[`src/config-${index}.ts`] = sample));
    assert.deepEqual(typeCheckProject(ts, files, 'output-files-types'), []);
  });
});
