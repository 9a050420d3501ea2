// guide/optimization/optimize-bundle: measuring (printFileSize diff, BUNDLE_ANALYZE), tree shaking
// of ES and CommonJS modules, sideEffects, transformImport, the browser baseline, polyfill sizes
// and legal comments, with the 1.7.6 CLI. One project is built twice: first with the default
// targets and "sideEffects": false, then with a modern .browserslistrc and setup.js listed.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import ts from 'typescript';
import type { PluginImageCompressOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-image-compress';
import { buildProject, type BuildResult, listFiles, makeProject, outputFile, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, waitFor, withEnv, writeProjectFiles, type CliResult, pageSamples, typeCheckProject } from './harness';

const kit = (style: 'esm' | 'exports' | 'object') =>
  [0, 1, 2, 3]
    .map((i) => (style === 'esm' ? `export function fn${i}() { return 'marker-${style}-${i}'; }\n` : style === 'exports' ? `exports.fn${i} = function () { return 'marker-${style}-${i}'; };\n` : `function fn${i}() { return 'marker-${style}-${i}'; }\n`))
    .join('') + (style === 'object' ? 'module.exports = { fn0, fn1, fn2, fn3 };\n' : '');
const pkg = (name: string) => JSON.stringify({ name, main: 'index.js' });

const dir = makeProject(
  {
    'package.json': '{ "name": "my-app", "sideEffects": false }\n',
    'rsbuild.config.mjs': `export default {
  performance: { printFileSize: { diff: true } },
  source: {
    transformImport: [
      { libraryName: 'lodash', customName: 'lodash/{{ member }}' },
      { libraryName: 'kebab-kit', libraryDirectory: 'lib' },
      { libraryName: 'camel-kit', libraryDirectory: 'lib', camelToDashComponentName: false },
    ],
  },
};
`,
    'src/node_modules/esm-kit/package.json': pkg('esm-kit'),
    'src/node_modules/esm-kit/index.js': kit('esm'),
    'src/node_modules/exports-kit/package.json': pkg('exports-kit'),
    'src/node_modules/exports-kit/index.js': kit('exports'),
    'src/node_modules/object-kit/package.json': pkg('object-kit'),
    'src/node_modules/object-kit/index.js': kit('object'),
    'src/node_modules/lodash/package.json': pkg('lodash'),
    'src/node_modules/lodash/index.js': "module.exports = { debounce: require('./debounce'), groupBy: function () { return 'marker-lodash-index'; } };\n",
    'src/node_modules/lodash/debounce.js': "module.exports = function debounce() { return 'marker-lodash-debounce'; };\n",
    'src/node_modules/kebab-kit/package.json': pkg('kebab-kit'),
    'src/node_modules/kebab-kit/lib/group-by.js': "module.exports = function groupBy() { return 'marker-group-by'; };\n",
    'src/node_modules/camel-kit/package.json': pkg('camel-kit'),
    'src/node_modules/camel-kit/lib/groupBy.js': "module.exports = function groupBy() { return 'marker-camel-group-by'; };\n",
    'src/kit.js': "/*! @license kit-license-marker */\nexport const used = () => 'marker-used';\nexport const unused = () => 'marker-unused';\n",
    'src/setup.js': "window.appConfig = { marker: 'marker-setup' };\n",
    'src/index.css': '.app { color: red; }\n',
    'src/store.js': 'export class Store {\n  #items = new Map();\n  get size() {\n    return this.#items.size;\n  }\n}\n',
    'src/index.js': [
      "import { used } from './kit.js';",
      "import './setup.js';",
      "import './index.css';",
      "import { Store } from './store.js';",
      "import { fn3 as esm } from 'esm-kit';",
      "import { fn3 as exp } from 'exports-kit';",
      "import { fn3 as obj } from 'object-kit';",
      "import { debounce } from 'lodash';",
      "import { groupBy } from 'kebab-kit';",
      "import { groupBy as camelGroupBy } from 'camel-kit';",
      'console.log(used(), new Store().size, esm(), exp(), obj(), debounce(), groupBy(), camelGroupBy());',
      '',
    ].join('\n'),
  },
  'optimize-bundle',
);
const polyfillSource = `const list = [1, [2]];
console.log(
  list.at(-1),
  Object.hasOwn({}, 'x'),
  list.flat(),
  'a-a'.replaceAll('-', '+'),
  Promise.any([Promise.resolve(1)]),
  list.findLast(Boolean),
);
`;
const polyfillDir = makeProject({ 'src/index.js': polyfillSource }, 'optimize-polyfill');
// removeMomentLocale and removeConsole: a stand-in moment whose locales load through
// require('./locale/' + name), as moment's do.
const trimDir = makeProject(
  {
    'src/node_modules/moment/package.json': JSON.stringify({ name: 'moment', main: 'moment.js' }),
    'src/node_modules/moment/moment.js': "exports.load = function (name) { return require('./locale/' + name); };\n",
    'src/node_modules/moment/locale/de.js': "module.exports = 'marker-locale-de';\n",
    'src/node_modules/moment/locale/zh-cn.js': "module.exports = 'marker-locale-zh-cn';\n",
    'src/index.js': [
      "import { load } from 'moment';",
      "import locale from 'moment/locale/zh-cn';",
      "console.log('drop-log');",
      "window.logged = console.log('used-log');",
      "console.warn('drop-warn');",
      "console.error('keep-error', locale);",
      "console.info('keep-info');",
      '/*! @license inline-license-marker */',
      'window.loadLocale = load;',
      '',
    ].join('\n'),
  },
  'optimize-trim',
);
// Also the customName form of transformImport with a camel-case member (groupBy), against a
// stand-in lodash that has both lodash/groupBy.js and lodash/group-by.js.
const dropAllDir = makeProject(
  {
    'src/node_modules/lodash/package.json': pkg('lodash'),
    'src/node_modules/lodash/index.js': "module.exports = { groupBy: function () { return 'marker-custom-index'; } };\n",
    'src/node_modules/lodash/groupBy.js': "module.exports = function groupBy() { return 'marker-custom-groupBy'; };\n",
    'src/node_modules/lodash/group-by.js': "module.exports = function groupBy() { return 'marker-custom-group-by'; };\n",
    'src/index.js': "import { groupBy } from 'lodash';\nconsole.log('a');\nconsole.error('b');\nconsole.info('c');\nconsole.debug('d');\nwindow.kept = 'marker-kept';\nwindow.grouped = groupBy();\n",
  },
  'optimize-drop-console',
);
// removeConsole where nothing is minified: a development build, and a production build with output.minify: false.
const unminifiedDir = makeProject({ 'src/index.js': "console.log('kept-unminified');\n" }, 'optimize-console-unminified');
const noneDir = makeProject(
  { 'src/index.js': "/*! @license none-license-marker */\nimport photo from './photo.png';\nconsole.log('none');\nwindow.photo = photo;\n" },
  'optimize-legal-none',
);
// Legal comments: a license header above a function the minifier inlines, an @cc_on and an
// @preserve comment above statements that stay.
const legalDir = makeProject(
  {
    'src/index.js': "/*! @license header-marker */\nconst greet = () => 'hello';\n/* @cc_on cc-marker */\nwindow.cc = 1;\n/* @preserve preserve-marker */\nwindow.greeting = greet();\n/*! bang-marker */\nwindow.bang = 1;\n//! line-bang-marker\nwindow.lineBang = 1;\n// @license line-license-marker\nwindow.lineLicense = 1;\n/* plain-marker */\nwindow.plain = 1;\n",
  },
  'optimize-legal-kinds',
);
// Legal comments in CSS: a stylesheet with a /*! header and an @license comment, built once with
// three environments, one per legalComments value.
const cssLegalDir = makeProject(
  {
    'src/index.css': '/*! css-bang-marker */\n/* @license css-license-marker */\n.legal { color: red; }\n',
    'src/index.js': "import './index.css';\nwindow.legal = 1;\n",
  },
  'optimize-legal-css',
);
/** A valid PNG of `size`×`size` pixels, RGB or RGBA, whose IDAT chunk holds `idat` (deflated rows). */
function pngOf(size: number, idat: Buffer, channels: 3 | 4 = 3): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = channels === 4 ? 6 : 2; // RGBA or RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
/** A 48×48 PNG of pseudo-random pixels, which no compressor can shrink much: about 7 kB, above the 4 kB inline limit. */
function noisePng(): Buffer {
  const size = 48;
  const rows = Buffer.alloc(size * (1 + size * 3));
  let seed = 1;
  for (let i = 0; i < rows.length; i++) {
    if (i % (1 + size * 3) === 0) continue; // each row starts with filter type 0
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    rows[i] = seed >>> 24;
  }
  return pngOf(size, zlib.deflateSync(rows));
}
const photo = noisePng();
writeFileSync(path.join(noneDir, 'src/photo.png'), photo);
const dist = path.join(dir, 'dist');
const allJs = (root: string) =>
  listFiles(root)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readText(root, file))
    .join('\n');
/** Size in kB (1000 bytes) with one decimal, of the one .js file whose name matches. */
const kB = (root: string, pattern: RegExp) => {
  const file = listFiles(root).find((name) => pattern.test(name));
  return file ? (statSync(path.join(root, file)).size / 1000).toFixed(1) : 'none';
};

let first: CliResult;
let firstJs: string;
let firstCss: string[];
let firstCssText: string;
let second: CliResult;
let secondJs: string;
let polyfill: Record<'off' | 'usage' | 'entry', BuildResult>;
let trim: BuildResult;
let none: BuildResult;
let legalLinked: BuildResult;
let legalInline: BuildResult;
let dropAll: BuildResult;
let consoleInDev: BuildResult;
let consoleUnminified: BuildResult;
let consoleInNone: BuildResult;
let defaultTargets: string[] = [];
let cssLegal: BuildResult;

before(async () => {
  const polyfillBuilds = Promise.all(
    (['off', 'usage', 'entry'] as const).map((mode) =>
      buildProject(polyfillDir, {
        output: { polyfill: mode, distPath: { root: `dist-${mode}` } },
        // The targets Rsbuild uses when the project has no browserslist config.
        plugins: [{ name: 'behaviour:targets', setup: (api: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPluginAPI) => api.modifyRspackConfig((_config, { environment }) => void (defaultTargets = environment.browserslist)) }],
      }),
    ),
  );
  const trimBuild = buildProject(trimDir, { performance: { removeMomentLocale: true, removeConsole: ['log', 'warn'] }, output: { legalComments: 'inline' } });
  const noneBuild = buildProject(noneDir, { output: { legalComments: 'none' } });
  const cssLegalBuild = buildProject(cssLegalDir, {
    mode: 'production',
    environments: Object.fromEntries((['linked', 'inline', 'none'] as const).map((mode) => [mode, { output: { legalComments: mode, filenameHash: false, distPath: { root: `dist-${mode}` } } }])),
  });
  const legalBuilds = Promise.all((['linked', 'inline'] as const).map((mode) => buildProject(legalDir, { output: { legalComments: mode, distPath: { root: `dist-${mode}` } } })));
  const unminifiedBuilds = Promise.all([
    buildProject(unminifiedDir, { mode: 'development', performance: { removeConsole: true }, output: { distPath: { root: 'dist-dev' } } }),
    buildProject(unminifiedDir, { performance: { removeConsole: true }, output: { minify: false, distPath: { root: 'dist-unminified' } } }),
    buildProject(unminifiedDir, { mode: 'none', performance: { removeConsole: true }, output: { distPath: { root: 'dist-none' } } }),
  ]);
  const dropAllBuild = buildProject(dropAllDir, {
    performance: { removeConsole: true },
    source: { transformImport: [{ libraryName: 'lodash', customName: 'lodash/{{ member }}' }] },
  });
  first = await runCli(dir, ['build']);
  assert.equal(first.code, 0, first.output);
  firstJs = allJs(dist);
  firstCss = listFiles(dist).filter((file) => file.endsWith('.css'));
  firstCssText = outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  writeProjectFiles(dir, {
    // One byte more after minification (red → #00f): a change below the 10 bytes that get a note.
    'src/index.css': '.app { color: blue; }\n',
    'package.json': '{ "name": "my-app", "sideEffects": ["./src/setup.js", "*.css"] }\n',
    '.browserslistrc': 'chrome >= 120\nedge >= 120\nfirefox >= 121\nsafari >= 17.4\n',
  });
  second = await runCli(dir, ['build'], { env: { BUNDLE_ANALYZE: 'true' } });
  secondJs = allJs(dist);
  const [off, usage, entry] = await polyfillBuilds;
  polyfill = { off, usage, entry };
  trim = await trimBuild;
  none = await noneBuild;
  [legalLinked, legalInline] = await legalBuilds;
  dropAll = await dropAllBuild;
  [consoleInDev, consoleUnminified, consoleInNone] = await unminifiedBuilds;
  cssLegal = await cssLegalBuild;
});

describe('Optimize bundle size › Measure first', () => {
  test('printFileSize.diff shows the change against the previous build', () => {
    assert.equal(second.code, 0, second.output);
    assert.match(second.output, /File \(web\)\s+Size\s+Gzip/);
    assert.match(second.output, /dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+[\d.]+ kB \([+-][\d.]+ kB\)/);
  });
  test('a file whose size changed by less than 10 bytes (here 1 byte) or not at all gets no note', () => {
    assert.equal(firstCssText.length + 1, outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/).length);
    const line = (pattern: RegExp) => second.output.split('\n').find((text) => pattern.test(text)) ?? second.output;
    assert.match(line(/dist\/static\/css\/index\./), /^dist\/static\/css\/index\.[0-9a-f]{8}\.css\s+0\.02 kB\s+0\.04 kB\s*$/);
    assert.match(line(/dist\/index\.html/), /^dist\/index\.html\s+0\.31 kB\s+0\.24 kB\s*$/);
  });
  test("the page's sample table is this second build's output, hashes aside", () => {
    const table = second.output.slice(second.output.indexOf('File (web)')).trimEnd().split('\n').map((line) => line.trimEnd().replace(/\.[0-9a-f]{8}\./g, '.HASH.'));
    assert.deepEqual(table, [
      'File (web)                           Size                Gzip',
      'dist/static/css/index.HASH.css   0.02 kB             0.04 kB',
      'dist/index.html                      0.31 kB             0.24 kB',
      'dist/static/js/index.HASH.js     1.2 kB (-0.26 kB)   0.60 kB (-0.13 kB)',
      '',
      '                            Total:   1.5 kB (-0.26 kB)   0.88 kB (-0.13 kB)',
    ]);
  });
  test('gzip sizes for .js, .css, .html, .json, .svg, .txt, .xml, .xhtml, .wasm, .manifest and .md files (none for a PNG or a font), source maps and files copied from public/ not listed, and no Gzip column for a node environment', async () => {
    // A tiny build in this test, alone, so that the size tables it prints can be read from console.log.
    const mixed = makeProject(
      {
        // Both above the 4 KB inlining limit, so they are emitted as files.
        'src/pic.png': '\x89PNG' + 'x'.repeat(6000),
        'src/font.woff2': 'wOF2' + 'x'.repeat(6000),
        'src/index.css': "@font-face { font-family: F; src: url('./font.woff2'); }\n.a { background: url('./pic.png'); font-family: F; }\n",
        'src/index.js': "import './index.css';\nimport svg from './pic.svg';\nconsole.log('mixed', svg, new URL('./data.json', import.meta.url), new URL('./mod.wasm', import.meta.url), new URL('./notes.txt', import.meta.url), new URL('./feed.xml', import.meta.url), new URL('./page.xhtml', import.meta.url), new URL('./app.manifest', import.meta.url), new URL('./readme.md', import.meta.url));\n",
        'src/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg">' + '<!-- x -->'.repeat(600) + '</svg>',
        'src/data.json': JSON.stringify({ a: 'x'.repeat(100) }),
        'src/mod.wasm': '\0asm' + 'x'.repeat(100),
        'src/notes.txt': 'hello '.repeat(100),
        'src/feed.xml': '<feed>' + '<entry/>'.repeat(100) + '</feed>',
        'src/page.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml">' + '<p/>'.repeat(100) + '</html>',
        'src/app.manifest': 'CACHE MANIFEST\n' + 'index.html\n'.repeat(100),
        'src/readme.md': '# Readme\n' + 'text '.repeat(100),
        'public/copied.txt': 'copied '.repeat(100),
      },
      'optimize-bundle-gzip-column',
    );
    const printed: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    try {
      await buildProject(mixed, { logLevel: 'info', environments: { web: { output: { sourceMap: true } }, node: { output: { target: 'node', distPath: { root: 'dist-node' } } } } });
    } finally {
      console.log = log;
    }
    const lines = printed.join('\n').replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((line) => line.trimEnd());
    const line = (pattern: RegExp) => lines.find((text) => pattern.test(text)) ?? lines.join('\n');
    assert.match(line(/^File \(web\)/), /^File \(web\)\s+Size\s+Gzip$/);
    assert.match(line(/^dist\/static\/js\/index\./), /^dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+[\d.]+ kB\s+[\d.]+ kB$/);
    assert.match(line(/^dist\/static\/css\/index\./), /^dist\/static\/css\/index\.[0-9a-f]{8}\.css\s+[\d.]+ kB\s+[\d.]+ kB$/);
    assert.match(line(/^dist\/static\/image\/pic\./), /^dist\/static\/image\/pic\.[0-9a-f]{8}\.png\s+6\.0 kB$/);
    assert.match(line(/^dist\/static\/font\/font\./), /^dist\/static\/font\/font\.[0-9a-f]{8}\.woff2\s+6\.0 kB$/);
    assert.match(line(/^File \(node\)/), /^File \(node\)\s+Size$/);
    for (const file of [/^dist\/index\.html/, /^dist\/static\/svg\/pic\.[0-9a-f]{8}\.svg/, /^dist\/static\/assets\/data\.[0-9a-f]{8}\.json/, /^dist\/static\/wasm\/[0-9a-f]{8}\.module\.wasm/, /^dist\/static\/assets\/notes\.[0-9a-f]{8}\.txt/, /^dist\/static\/assets\/feed\.[0-9a-f]{8}\.xml/, /^dist\/static\/assets\/page\.[0-9a-f]{8}\.xhtml/, /^dist\/static\/assets\/app\.[0-9a-f]{8}\.manifest/, /^dist\/static\/assets\/readme\.[0-9a-f]{8}\.md/]) {
      assert.ok(lines.some((text) => file.test(text)), `no line for ${file.source}`);
      assert.match(line(file), /\s[\d.]+ kB\s+[\d.]+ kB$/, file.source);
    }
    assert.ok(listFiles(path.join(mixed, 'dist')).includes('copied.txt'));
    assert.doesNotMatch(lines.join('\n'), /copied\.txt/);
    // Source maps are emitted (output.sourceMap: true here) but not listed.
    assert.ok(listFiles(path.join(mixed, 'dist')).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)));
    assert.ok(listFiles(path.join(mixed, 'dist')).some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css\.map$/.test(file)));
    assert.doesNotMatch(lines.join('\n'), /\.map\b/);
  });
  test('in watch mode only the first build prints the size table; a rebuild prints none', async () => {
    const watched = makeProject({ 'src/index.js': "console.log('first');\n" }, 'optimize-bundle-watch');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: watched, rsbuildConfig: { logLevel: 'info' } });
    let builds = 0;
    let tablesAtFirstBuild = -1;
    const printed: string[] = [];
    const tables = () => printed.join('\n').replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => /^File \(web\)/.test(line)).length;
    // 'post': counted once Rsbuild's own onAfterBuild hooks, the size table's among them, have finished.
    rsbuild.onAfterBuild({ handler: () => void (builds += 1), order: 'post' });
    const log = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    let close: (() => Promise<void>) | undefined;
    try {
      ({ close } = await rsbuild.build({ watch: true }));
      await waitFor('the first build', () => builds >= 1, 60_000);
      tablesAtFirstBuild = tables();
      writeProjectFiles(watched, { 'src/index.js': `console.log('${'second'.repeat(20)}');\n` });
      await waitFor('the rebuild', () => builds >= 2, 60_000);
      // The rebuild wrote a second entry file, with the new hash.
      assert.equal(listFiles(path.join(watched, 'dist')).filter((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)).length, 2);
    } finally {
      console.log = log;
      await close?.();
    }
    assert.equal(tablesAtFirstBuild, 1);
    assert.equal(tables(), 1, printed.join('\n'));
  });
  test('only builds with diff on record sizes: the first build after turning it on shows no change; a file the previous build did not emit shows its whole size as the increase', async () => {
    // The config file is loaded as the CLI loads it: the snapshot's name comes from its path.
    const diffDir = makeProject({ 'rsbuild.config.mjs': 'export default {};\n', 'src/index.js': "console.log('small');\n" }, 'optimize-bundle-diff-first');
    const { loadConfig } = await rsbuildCore();
    const printed: string[] = [];
    const buildAndPrint = async () => {
      const { content } = await loadConfig({ cwd: diffDir });
      printed.length = 0;
      const log = console.log;
      console.log = (...args: unknown[]) => void printed.push(args.join(' '));
      try {
        assert.deepEqual((await buildProject(diffDir, { ...content, logLevel: 'info' })).errors, []);
      } finally {
        console.log = log;
      }
      return printed.join('\n').replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((line) => line.trimEnd());
    };
    await buildAndPrint(); // without diff
    writeProjectFiles(diffDir, { 'rsbuild.config.mjs': 'export default { performance: { printFileSize: { diff: true } } };\n', 'src/index.js': `console.log('${'much larger '.repeat(40)}');\n` });
    const firstWithDiff = await buildAndPrint();
    assert.match(firstWithDiff.find((line) => /^dist\/static\/js\/index\./.test(line)) ?? '', /^dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+0\.\d+ kB\s+0\.\d+ kB$/);
    assert.doesNotMatch(firstWithDiff.join('\n'), /\([+-][\d.]+ kB\)/);
    writeProjectFiles(diffDir, { 'src/lazy.js': `console.log('${'lazy '.repeat(40)}');\n`, 'src/index.js': `console.log('${'much larger '.repeat(40)}');\nimport('./lazy.js');\n` });
    const withNewFile = await buildAndPrint();
    const lazy = withNewFile.find((line) => /^dist\/static\/js\/async\//.test(line)) ?? withNewFile.join('\n');
    const size = /\s(\d+\.\d+ kB) \(\+(\d+\.\d+ kB)\)\s/.exec(lazy);
    assert.ok(size, lazy);
    assert.equal(size[1], size[2], lazy);
  });
  test('the snapshot it compares against is in node_modules/.cache/rsbuild/', () => {
    assert.ok(listFiles(path.join(dir, 'node_modules/.cache/rsbuild')).some((file) => /^file-sizes(-[0-9a-f]+)?\.json$/.test(file)));
  });
  test('BUNDLE_ANALYZE writes a treemap to dist/report-web.html, without a deprecation warning', () => {
    assert.ok(listFiles(dist).includes('report-web.html'));
    assert.doesNotMatch(second.output, /deprecat/i);
  });
  test('BUNDLE_ANALYZE set to any non-empty value (here 0) adds the analyzer writing report-web.html; an empty value does not', async () => {
    const { createRsbuild } = await rsbuildCore();
    const analyzers = (value: string) =>
      withEnv('BUNDLE_ANALYZE', value, async () => {
        const rsbuild = await createRsbuild({ cwd: polyfillDir, config: {} });
        const [config] = await rsbuild.initConfigs();
        return (config.plugins ?? []).filter((item) => item?.constructor?.name === 'BundleAnalyzerPlugin').map((item) => (item as unknown as { opts: { reportFilename: string } }).opts.reportFilename);
      });
    assert.deepEqual(await analyzers('0'), ['report-web.html']);
    assert.deepEqual(await analyzers(''), []);
  });
  test("BUNDLE_ANALYZE: one report per environment, named after it, in that environment's output folder; report-node.html for a node build", async () => {
    const { createRsbuild } = await rsbuildCore();
    const reports = (rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig) =>
      withEnv('BUNDLE_ANALYZE', 'true', async () => {
        const rsbuild = await createRsbuild({ cwd: polyfillDir, rsbuildConfig });
        return (await rsbuild.initConfigs()).flatMap((config) =>
          (config.plugins ?? []).filter((item) => item?.constructor?.name === 'BundleAnalyzerPlugin').map((item) => path.relative(polyfillDir, path.join(config.output?.path ?? '', (item as unknown as { opts: { reportFilename: string } }).opts.reportFilename))),
        );
      });
    assert.deepEqual(await reports({}), ['dist/report-web.html']);
    assert.deepEqual(await reports({ output: { target: 'node' } }), ['dist/report-node.html']);
    assert.deepEqual(await reports({ environments: { web: {}, server: { output: { target: 'node', distPath: { root: 'dist/server' } } } } }), ['dist/report-web.html', 'dist/server/report-server.html']);
  });
  test("page text: no size table with logLevel 'warn' (proven in guide-start-glossary.test.ts: \"logLevel 'warn' prints no size table either\", and guide-optimization-build-performance.test.ts)", () => {
    assert.ok(pageText('guide/optimization/optimize-bundle', 'en').includes("are not listed), unless [logLevel](/config/log-level) is `'warn'` or stricter."));
    assert.ok(pageText('guide/optimization/optimize-bundle', 'zh').includes("但 [logLevel](/config/log-level) 设为 `'warn'` 或更严格的级别时不会输出。"));
  });
  test('page text: the report name is given per environment in both languages', () => {
    assert.ok(pageText('guide/optimization/optimize-bundle', 'en').includes("`dist/report-web.html` for a default web build, `report-node.html` when `output.target` is `'node'`"));
    assert.ok(pageText('guide/optimization/optimize-bundle', 'zh').includes("默认的 web 构建是 `dist/report-web.html`，`output.target` 为 `'node'` 时则是 `report-node.html`"));
    assert.ok(!pageText('guide/optimization/optimize-bundle', 'en').includes('the build writes a treemap to `dist/report-web.html`'));
    assert.ok(!pageText('guide/optimization/optimize-bundle', 'zh').includes('构建会把一张矩形树图写入 `dist/report-web.html`'));
  });
  test('the Rsdoctor plugin checked is @rsdoctor/rspack-plugin 1.6.5 (its report server, browser tab and the command that keeps running without CI are proven in guide-debug-rsdoctor.test.ts)', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsdoctor/rspack-plugin/package.json'), 'utf8')).version, '1.6.5');
  });
  test('performance.bundleAnalyze is marked @deprecated in favour of Rsdoctor in the types', () => {
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(types, /@deprecated Use Rsdoctor instead\.\n\s*\*\/\n\s*bundleAnalyze\?:/);
  });
});

describe('Optimize bundle size › Let tree shaking work', () => {
  test('exports that nothing imports are dropped from ES modules in production', () => {
    assert.match(firstJs, /marker-used/);
    assert.doesNotMatch(firstJs, /marker-unused/);
    assert.match(firstJs, /marker-esm-3/);
    assert.doesNotMatch(firstJs, /marker-esm-[012]/);
  });
  test('unused exports.name assignments are dropped; a module.exports object is included whole', () => {
    assert.match(firstJs, /marker-exports-3/);
    assert.doesNotMatch(firstJs, /marker-exports-[012]/);
    for (const i of [0, 1, 2, 3]) assert.match(firstJs, new RegExp(`marker-object-${i}`));
  });
});

describe('Optimize bundle size › Mark side-effect-free code', () => {
  test('"sideEffects": false drops import "./setup.js" without a warning; listing the file brings it back', () => {
    assert.doesNotMatch(firstJs, /marker-setup/);
    assert.doesNotMatch(first.output, /warn/i);
    assert.match(secondJs, /marker-setup/);
  });
  test('the CSS rules of Rsbuild and of the Sass, Less and Stylus plugins are marked sideEffects: true', async () => {
    const { createRsbuild } = await rsbuildCore();
    const plugins = await Promise.all([['@rsbuild/plugin-sass', 'pluginSass'], ['@rsbuild/plugin-less', 'pluginLess'], ['@rsbuild/plugin-stylus', 'pluginStylus']].map(async ([name, factory]) => (await plugin(name))[factory]()));
    const rsbuild = await createRsbuild({ cwd: polyfillDir, rsbuildConfig: { logLevel: 'silent', plugins } });
    const [config] = await rsbuild.initConfigs();
    const rules = (config.module?.rules ?? []) as { test?: RegExp; sideEffects?: boolean }[];
    const ruleFor = (file: string) => rules.find((rule) => rule?.test instanceof RegExp && rule.test.test(file));
    for (const file of ['a.css', 'a.scss', 'a.sass', 'a.less', 'a.styl']) assert.equal(ruleFor(file)?.sideEffects, true, file);
  });
  test('imported CSS survives "sideEffects": false', () => {
    assert.equal(firstCss.length, 1, firstCss.join(', '));
    assert.match(firstCssText, /\.app\{color:red\}/);
  });
});

describe('Optimize bundle size › Import only what you use with source.transformImport', () => {
  test("customName 'lodash/{{ member }}' imports lodash/debounce only", () => {
    assert.match(firstJs, /marker-lodash-debounce/);
    assert.doesNotMatch(firstJs, /marker-lodash-index/);
  });
  test('customName keeps the member name as written: groupBy becomes lodash/groupBy', () => {
    const js = allJs(dropAll.dist);
    assert.match(js, /marker-custom-groupBy/);
    assert.doesNotMatch(js, /marker-custom-group-by|marker-custom-index/);
  });
  test('libraryDirectory turns groupBy into group-by; with camelToDashComponentName: false it stays groupBy', () => {
    assert.match(firstJs, /marker-group-by/);
    assert.match(firstJs, /marker-camel-group-by/);
  });
});

describe('Optimize bundle size › Drop moment.js locales', () => {
  test("removeMomentLocale leaves out locales loaded through './locale', an explicitly imported locale stays", () => {
    assert.deepEqual(trim.errors, []);
    const js = allJs(trim.dist);
    assert.doesNotMatch(js, /marker-locale-de/);
    assert.match(js, /marker-locale-zh-cn/);
  });
});

describe('Optimize bundle size › Remove console calls', () => {
  test("removeConsole ['log', 'warn'] keeps console.error and console.info", () => {
    const js = allJs(trim.dist);
    assert.doesNotMatch(js, /drop-log|drop-warn/);
    assert.match(js, /console\.error\("keep-error"/);
    assert.match(js, /console\.info\("keep-info"\)/);
  });
  test("removeConsole ['log', 'warn'] keeps a console.log call whose result is used", () => {
    assert.match(allJs(trim.dist), /window\.logged=console\.log\("used-log"\)/);
  });
  test('removeConsole keeps console calls where nothing is minified: in development, in none mode and with output.minify: false', () => {
    for (const result of [consoleInDev, consoleInNone, consoleUnminified]) {
      assert.deepEqual(result.errors, []);
      assert.match(allJs(result.dist), /console\.log\(['"]kept-unminified['"]\)/, result.dist);
    }
  });
  test("removeConsole keeps console calls in mode 'none', which does not minify", () => {
    assert.deepEqual(consoleInNone.errors, []);
    assert.match(allJs(consoleInNone.dist), /console\.log\(['"]kept-unminified['"]\)/);
  });
  test('removeConsole true removes every console call', () => {
    assert.deepEqual(dropAll.errors, []);
    const js = allJs(dropAll.dist);
    assert.match(js, /marker-kept/);
    assert.doesNotMatch(js, /console/);
  });
});

describe('Optimize bundle size › Raise the browser baseline', () => {
  test('a private field becomes a WeakMap under the default targets and stays native with the modern list', () => {
    assert.match(firstJs, /WeakMap/);
    assert.doesNotMatch(firstJs, /#\w+=new Map/);
    assert.doesNotMatch(secondJs, /WeakMap/);
    assert.match(secondJs, /class \w+\{#\w+=new Map;get size\(\)\{return this\.#\w+\.size\}\}/);
  });
});

describe('Optimize bundle size › Raise the browser baseline', () => {
  test('without a browserslist config, web output targets chrome >= 87, edge >= 88, firefox >= 78, safari >= 14', () => {
    assert.deepEqual(defaultTargets, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
  });
});

describe('Optimize bundle size › Choose the polyfill mode', () => {
  test('the sizes of the table for off, usage and entry', () => {
    const sizes = Object.fromEntries(
      Object.entries(polyfill).map(([mode, result]) => {
        assert.deepEqual(result.errors, []);
        return [mode, [kB(result.dist, /^static\/js\/index\./), kB(result.dist, /^static\/js\/lib-polyfill\./)]];
      }),
    );
    assert.deepEqual(sizes, { off: ['0.2', 'none'], usage: ['1.3', '21.4'], entry: ['3.4', '152.0'] });
  });
  test("'usage' polyfills at, Object.hasOwn, Promise.any and findLast for the default targets, and neither flat nor replaceAll", () => {
    const lib = outputFile(polyfill.usage.dist, /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    for (const method of [/[{,]at:/, /[{,]hasOwn:/, /No one promise resolved/, /[{,]findLast:/]) assert.match(lib, method);
    assert.doesNotMatch(lib, /flat|replaceAll/);
  });
  test("'usage' also polyfills String.prototype.at for list.at(-1)", () => {
    const lib = outputFile(polyfill.usage.dist, /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    assert.match(lib, /target:\s*["']String["'][^}]*\}\s*,\s*\{\s*at:/);
    assert.match(lib, /target:\s*["']Array["'][^}]*\}\s*,\s*\{\s*at:/);
  });
  test("output.polyfill is 'off' by default: a build without the option emits no lib-polyfill chunk", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: polyfillDir, config: {} });
    await rsbuild.initConfigs();
    const { output } = rsbuild.getNormalizedConfig();
    assert.equal(output.polyfill, 'off');
    assert.equal(output.legalComments, 'linked');
    assert.deepEqual(listFiles(dist).filter((file) => file.includes('lib-polyfill')), []);
  });
});

describe('Optimize bundle size › Compress images', () => {
  test('Rsbuild writes an imported PNG of about 7 kB to dist/static/image/ byte for byte', () => {
    assert.equal((photo.length / 1000).toFixed(0), '7');
    const images = listFiles(none.dist).filter((file) => file.startsWith('static/image/'));
    assert.deepEqual(images.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.')), ['static/image/photo.HASH.png']);
    assert.ok(readFileSync(path.join(none.dist, images[0])).equals(photo));
  });
  // @rsbuild/plugin-image-compress 1.3.3 on images it can shrink: four-colour stripes stored
  // without deflate, with an alpha channel and without (both above the inline limit), and a small
  // one (under it, so inlined).
  const storedPng = (size: number, channels: 3 | 4) => {
    const rows = Buffer.alloc(size * (1 + size * channels));
    for (let i = 0; i < rows.length; i++) if (i % (1 + size * channels) !== 0) rows[i] = channels === 4 && i % 4 === 0 ? 255 : (Math.floor(i / (1 + size * channels)) % 4) * 60;
    return pngOf(size, zlib.deflateSync(rows, { level: 0 }), channels);
  };
  const images = { alpha: storedPng(40, 4), opaque: storedPng(40, 3), small: storedPng(12, 3) };
  const compressDir = makeProject({ 'src/index.js': "import alpha from './alpha.png';\nimport opaque from './opaque.png';\nimport small from './small.png';\nwindow.images = [alpha, opaque, small];\n" }, 'optimize-image-compress');
  for (const [name, bytes] of Object.entries(images)) writeFileSync(path.join(compressDir, `src/${name}.png`), bytes);
  // The same PNG in public/, which Rsbuild copies to dist after the build.
  mkdirSync(path.join(compressDir, 'public'));
  writeFileSync(path.join(compressDir, 'public/public-alpha.png'), images.alpha);
  const compressed: Record<string, { alpha: Buffer; opaque: Buffer; publicAlpha: Buffer; js: string }> = {};
  before(async () => {
    const { pluginImageCompress } = await plugin('@rsbuild/plugin-image-compress');
    for (const [run, mode, options] of [['production', 'production', []], ['development', 'development', []], ['none', 'none', []], ['lossless', 'production', ['pngLossless']], ['both', 'production', ['png', 'pngLossless']], ['sample', 'production', imageCompressSample]] as const) {
      const result = await buildProject(compressDir, { mode, plugins: [pluginImageCompress([...options])], output: { distPath: { root: `dist-${run}` }, filenameHash: false } });
      assert.deepEqual(result.errors, [], run);
      const out = path.join(compressDir, `dist-${run}`);
      compressed[run] = { alpha: readFileSync(path.join(out, 'static/image/alpha.png')), opaque: readFileSync(path.join(out, 'static/image/opaque.png')), publicAlpha: readFileSync(path.join(out, 'public-alpha.png')), js: allJs(out) };
    }
  });

  test('@rsbuild/plugin-image-compress 1.3.3: peer range ^1.0.0 || ^2.0.0-0; without arguments jpeg, png and ico; svg, avif, webp and pngLossless accepted', async () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-image-compress/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.3.3');
    assert.equal(pkg.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    const { DEFAULT_OPTIONS } = await plugin('@rsbuild/plugin-image-compress');
    assert.deepEqual(DEFAULT_OPTIONS, ['jpeg', 'png', 'ico']);
  });

  test('@rsbuild/plugin-image-compress: by default a PNG with an alpha channel shrinks in production and an opaque (RGB) one is written unchanged; pngLossless instead of png shrinks it, after png it does nothing', () => {
    assert.ok(compressed.production.alpha.length < images.alpha.length / 4, `${compressed.production.alpha.length} of ${images.alpha.length} bytes`);
    assert.ok(compressed.production.opaque.equals(images.opaque));
    assert.ok(compressed.lossless.opaque.length < images.opaque.length / 4, `${compressed.lossless.opaque.length} of ${images.opaque.length} bytes`);
    // Listed after png, pngLossless finds the file already marked as minimized and skips it.
    assert.ok(compressed.both.opaque.equals(images.opaque));
  });

  test('the page\'s sample ({ use: png, minQuality: 60, maxQuality: 80 } among jpeg and ico) builds and shrinks the PNG with an alpha channel', () => {
    assert.ok(compressed.sample.alpha.length < images.alpha.length / 4, `${compressed.sample.alpha.length} of ${images.alpha.length} bytes`);
  });

  test("@rsbuild/plugin-image-compress is skipped in development only (mode 'none' compresses images, and leaves the JavaScript unminified), and never sees an inlined image", () => {
    assert.ok(compressed.development.alpha.equals(images.alpha));
    assert.ok(compressed.none.alpha.length < images.alpha.length / 4, `${compressed.none.alpha.length} of ${images.alpha.length} bytes`);
    // Although the plugin turns optimization.minimize on, the JavaScript of mode 'none' stays unminified.
    assert.match(compressed.none.js, /window\.images = \[/);
    assert.doesNotMatch(compressed.production.js, /window\.images = \[/);
    for (const run of ['production', 'development', 'lossless']) assert.ok(compressed[run].js.includes(`data:image/png;base64,${images.small.toString('base64')}`), run);
  });

  test('@rsbuild/plugin-image-compress leaves the images of public/ alone: the same PNG is compressed when imported and copied byte for byte from public/', () => {
    assert.ok(compressed.production.alpha.length < images.alpha.length / 4, `${compressed.production.alpha.length} of ${images.alpha.length} bytes`);
    assert.ok(compressed.production.publicAlpha.equals(images.alpha));
  });
  test('page text: the public/ case is stated in both languages', () => {
    assert.ok(pageText('guide/optimization/optimize-bundle', 'en').includes('and neither are the files in `public/`, which are copied to `dist` as they are.'));
    assert.ok(pageText('guide/optimization/optimize-bundle', 'zh').includes('`public/` 中的文件也一样，它们会原样复制到 `dist`。'));
  });
});

// The page's sample, checked against the plugin's types.
const imageCompressSample: PluginImageCompressOptions = [{ use: 'jpeg', quality: 75 }, { use: 'png', minQuality: 60, maxQuality: 80 }, 'ico'];
const otherCodecs: PluginImageCompressOptions = ['svg', 'avif', 'webp', 'pngLossless'];
void [imageCompressSample, otherCodecs];

describe('Optimize bundle size › Control legal comments', () => {
  test("'linked' moves license comments to a .LICENSE.txt file the script points to; the size table hides it", () => {
    const files = listFiles(dist);
    const license = files.find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/.test(file));
    assert.ok(license, files.join(', '));
    assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/), /kit-license-marker/);
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.equal(js.split('\n')[0], `/*! For license information please see ${path.basename(license)} */`);
    assert.doesNotMatch(js, /kit-license-marker/);
    assert.doesNotMatch(second.output, /LICENSE\.txt/);
  });
  test("'inline' keeps the comments in the script; 'none' removes them; neither writes a .LICENSE.txt file", () => {
    assert.match(allJs(trim.dist), /\/\*! @license inline-license-marker \*\//);
    assert.deepEqual(none.errors, []);
    assert.doesNotMatch(allJs(none.dist), /none-license-marker/);
    assert.match(allJs(none.dist), /console\.log\("none"\)/);
    for (const root of [trim.dist, none.dist]) assert.deepEqual(listFiles(root).filter((file) => file.endsWith('.LICENSE.txt')), []);
  });

  test("legal comments: @license, @preserve, @cc_on, and a text starting with ! (/*! and //!); 'linked' extracts every one, 'inline' loses the header above an inlined function", () => {
    assert.deepEqual([legalLinked.errors, legalInline.errors], [[], []]);
    const license = outputFile(legalLinked.dist, /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/);
    for (const comment of ['/*! @license header-marker */', '/* @cc_on cc-marker */', '/* @preserve preserve-marker */', '/*! bang-marker */', '//! line-bang-marker', '// @license line-license-marker']) assert.ok(license.includes(comment), license);
    // A comment with none of these is no legal comment: the minifier drops it.
    assert.ok(!license.includes('plain-marker'), license);
    assert.ok(!outputFile(legalLinked.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('plain-marker'));
    const inline = outputFile(legalInline.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(inline.includes('/* @cc_on cc-marker */') && inline.includes('/* @preserve preserve-marker */'), inline);
    assert.ok(inline.includes('"hello"'), inline);
    assert.ok(!inline.includes('header-marker'), inline);
  });
});

describe('Optimize bundle size › Control legal comments (CSS)', () => {
  test("legalComments covers JavaScript only: CSS legal comments are removed with 'linked', 'inline' and 'none', and no .LICENSE.txt is written for the stylesheet", () => {
    assert.deepEqual(cssLegal.errors, []);
    for (const mode of ['linked', 'inline', 'none']) {
      const out = path.join(cssLegalDir, `dist-${mode}`);
      assert.equal(readText(out, 'static/css/index.css'), '.legal{color:red}', mode);
      assert.deepEqual(listFiles(out).filter((file) => file.endsWith('.LICENSE.txt')), [], mode);
    }
  });
  test('page text: the CSS case is stated in both languages', () => {
    assert.ok(pageText('guide/optimization/optimize-bundle', 'en').includes('The option covers JavaScript only. Legal comments in CSS'));
    assert.ok(pageText('guide/optimization/optimize-bundle', 'zh').includes('这个选项只作用于 JavaScript。CSS 中的法律注释'));
  });
});

describe('Optimize bundle size › code samples', () => {
  test("every rsbuild.config.ts sample of the page, in both languages, type-checks as written (strict)", () => {
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/optimization/optimize-bundle', lang);
      assert.equal(samples.length, 6, lang);
      samples.forEach((code, index) => (files[`${lang}-${index}.ts`] = code));
    }
    assert.deepEqual(typeCheckProject(ts, files, 'optimize-samples'), []);
  });
});

describe('Optimize bundle size › Replace or trim heavy dependencies', () => {
  // A stand-in with the shape of moment 2.31.0 (moment.js): a UMD wrapper whose loadLocale() runs
  // `aliasedRequire = require; aliasedRequire('./locale/' + normalizedName)`. moment itself is not
  // installed in tools/rsbuild-v1; the real 2.31.0 gave the same result by hand (305.5 kB of
  // locale chunk code, none with removeMomentLocale).
  const momentDir = makeProject(
    {
      'src/node_modules/moment/package.json': JSON.stringify({ name: 'moment', version: '2.31.0', main: './moment.js' }),
      'src/node_modules/moment/moment.js': `;(function (global, factory) {
    typeof exports === 'object' && typeof module !== 'undefined' ? module.exports = factory() :
    typeof define === 'function' && define.amd ? define(factory) :
    global.moment = factory()
}(this, (function () { 'use strict';
    function loadLocale(name) {
        var aliasedRequire;
        if (typeof module !== 'undefined' && module && module.exports) {
            try {
                aliasedRequire = require;
                aliasedRequire('./locale/' + name);
            } catch (e) {}
        }
    }
    function moment() { return 'marker-moment'; }
    moment.locale = loadLocale;
    return moment;
})));
`,
      'src/node_modules/moment/locale/de.js': "module.exports = 'marker-locale-de';\n",
      'src/node_modules/moment/locale/zh-cn.js': "module.exports = 'marker-locale-zh-cn';\n",
      'src/index.js': "import moment from 'moment';\nconsole.log(moment());\n",
    },
    'optimize-moment-plain',
  );
  let built: BuildResult;
  before(async () => {
    built = await buildProject(momentDir, {
      environments: {
        plain: { output: { distPath: { root: 'dist/plain' } } },
        trimmed: { performance: { removeMomentLocale: true }, output: { distPath: { root: 'dist/trimmed' } } },
      },
    });
  });

  test("moment's loader (require('./locale/' + name)) bundles every locale on a plain import moment from 'moment'; removeMomentLocale leaves them all out", () => {
    assert.deepEqual(built.errors, []);
    const plain = allJs(path.join(momentDir, 'dist/plain'));
    const trimmed = allJs(path.join(momentDir, 'dist/trimmed'));
    for (const js of [plain, trimmed]) assert.match(js, /marker-moment/);
    assert.match(plain, /marker-locale-de/);
    assert.match(plain, /marker-locale-zh-cn/);
    assert.doesNotMatch(trimmed, /marker-locale/);
  });
});

describe('Optimize bundle size › Compress images (the inline limit)', () => {
  test('an imported PNG of 4097 bytes is written to dist/static/image/ byte for byte; one of exactly 4096 bytes is inlined as a data URL', async () => {
    const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919 + size) % 251));
    const [limit, above] = [bytes(4096), bytes(4097)];
    const dir = makeProject({ 'src/index.js': "import limit from './limit.png';\nimport above from './above.png';\nwindow.images = [limit, above];\n" }, 'optimize-inline-limit');
    writeFileSync(path.join(dir, 'src/limit.png'), limit);
    writeFileSync(path.join(dir, 'src/above.png'), above);
    const result = await buildProject(dir, { mode: 'production' });
    assert.deepEqual(result.errors, []);
    const images = listFiles(result.dist).filter((file) => file.startsWith('static/image/'));
    assert.deepEqual(images.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.')), ['static/image/above.HASH.png']);
    assert.ok(readFileSync(path.join(result.dist, images[0])).equals(above));
    assert.ok(allJs(result.dist).includes(`data:image/png;base64,${limit.toString('base64')}`));
  });
});
