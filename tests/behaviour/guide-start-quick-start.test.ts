// guide/start/quick-start: the default entry and its lookup order, the missing-entry error, the
// page per entry, the output folder, and `rsbuild` without a command starting the dev server.
// create-rsbuild is not installed here, so its prompts, templates and flags are not checked.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, outputFile, readText, startCli, type BuildResult } from './harness';

// Each fixture holds two candidate entries; the one earlier in the documented order must win.
const orderPairs: [string, string][] = [
  ['index.ts', 'index.js'],
  ['index.js', 'index.tsx'],
  ['index.tsx', 'index.jsx'],
  ['index.mts', 'index.cts'],
  ['index.cts', 'index.mjs'],
  ['index.mjs', 'index.cjs'],
];
const orderDirs = orderPairs.map(([first, second]) =>
  makeProject({ [`src/${first}`]: `console.log('picked ${first}');\n`, [`src/${second}`]: `console.log('picked ${second}');\n` }, 'start-order'),
);
const noEntryDir = makeProject({ 'src/main.js': "console.log('main');\n" }, 'start-no-entry');
const pagesDir = makeProject(
  {
    'src/index.ts': "const app = document.querySelector('#root');\nif (app) {\n  app.textContent = 'Hello from Rsbuild';\n}\n",
    'src/admin/index.ts': "console.log('admin');\n",
  },
  'start-pages',
);
const outputDir = makeProject(
  {
    'public/robots.txt': 'User-agent: *\n',
    'src/index.css': 'body { margin: 0; }\n',
    'src/lazy.js': '/*! lazy module @license MIT */\nexport default 1;\n',
    'src/index.js': "import './index.css';\nimport('./lazy');\n",
    'dist/old.txt': 'from an earlier build',
  },
  'start-output',
);
const devDir = makeProject({ 'src/index.js': "console.log('dev');\n" }, 'start-dev');

let order: BuildResult[];
let noEntry: BuildResult | Error;
let pages: BuildResult;
let output: BuildResult;
let dev: ReturnType<typeof startCli>;
let devPort: number;

before(async () => {
  devPort = await freePort();
  // No command: the same as `rsbuild dev`.
  dev = startCli(devDir, ['--port', String(devPort)], /ready\s+built in/);
  const results = await Promise.all([
    ...orderDirs.map((dir) => buildProject(dir)),
    buildProject(noEntryDir).catch((error: Error) => error),
    buildProject(pagesDir, { source: { entry: { index: './src/index.ts', admin: './src/admin/index.ts' } } }),
    buildProject(outputDir),
    dev.started,
  ]);
  order = results.slice(0, orderDirs.length) as BuildResult[];
  [noEntry, pages, output] = results.slice(orderDirs.length) as [BuildResult | Error, BuildResult, BuildResult];
});

after(async () => {
  await dev?.stop();
});

describe('Quick start › Default entry', () => {
  test('the first file in the order ts, js, tsx, jsx, mts, cts, mjs, cjs is the entry', () => {
    orderPairs.forEach(([first], index) => {
      assert.match(outputFile(order[index].dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), new RegExp(`picked ${first.replace('.', '\\.')}`), first);
    });
  });
  test('without an entry the build stops with Could not find any entry module and the list of names', () => {
    const message = noEntry instanceof Error ? noEntry.message : noEntry.errors.join('\n');
    assert.match(message, /Could not find any entry module, please make sure that src\/index\.\(ts\|js\|tsx\|jsx\|mts\|cts\|mjs\|cjs\) exists/);
  });
  test('each key of source.entry becomes a page with its own script', () => {
    assert.match(readText(pages.dist, 'index.html'), /<div id="root"><\/div>/);
    assert.match(readText(pages.dist, 'index.html'), /static\/js\/index\.[0-9a-f]{8}\.js/);
    assert.match(readText(pages.dist, 'admin.html'), /static\/js\/admin\.[0-9a-f]{8}\.js/);
  });
});

describe('Quick start › Output folder', () => {
  test('HTML at the top, public files copied, hashed CSS and JS, async chunk with its LICENSE file, old files removed', () => {
    const files = listFiles(output.dist).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.').replace(/async\/\d+\./, 'async/ID.'));
    assert.deepEqual(files, [
      'index.html',
      'robots.txt',
      'static/css/index.HASH.css',
      'static/js/async/ID.HASH.js',
      'static/js/async/ID.HASH.js.LICENSE.txt',
      'static/js/index.HASH.js',
    ]);
  });
});

describe('Quick start › CLI commands', () => {
  test('rsbuild without a command starts the dev server, which writes nothing to dist', async () => {
    const response = await fetch(`http://localhost:${devPort}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.deepEqual(listFiles(path.join(devDir, 'dist')), []);
  });
});
