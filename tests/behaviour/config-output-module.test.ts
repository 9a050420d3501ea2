// docs/{en,zh}/config/output/module: what @rsbuild/core 1.7.6 emits with output.module, checked in
// one build with an environment per case (the page's node sample, unminified, .mjs names,
// importMeta off, the web target, and the CommonJS default), the page's environments sample, the
// generated Rspack config, and the bundles run in Node.js.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, outputFile, pageText, readText, rsbuildCore } from './harness';

// The page's src/index.js, plus a second entry with a lazy chunk and import.meta.
const pageSource = `import { readFileSync } from 'node:fs';

export function readName(file) {
  return JSON.parse(readFileSync(file, 'utf8')).name;
}

export const answer = 42;
`;
const files = {
  // No "type" field: what Node.js does with a .js ES module in such a package.
  'package.json': '{ "name": "output-module-fixture" }\n',
  'src/index.js': pageSource,
  'src/lazy-entry.js': "export const url = import.meta.url;\nexport const dir = import.meta.dirname;\nexport const file = import.meta.filename;\nexport const load = () => import('./lazy.js');\n",
  'src/lazy.js': "export const x = 'lazy-chunk';\n",
  'src/index.client.js': "import('./lazy.js').then((m) => { document.body.textContent = m.x; });\n",
  'src/index.server.js': "export const render = () => 'server';\n",
};
const both = (text: string) => [pageText('config/output/module', 'en'), pageText('config/output/module', 'zh')].forEach((page) => assert.ok(page.includes(text), text));

/** Imports a built file in a fresh Node.js process and prints what `code` computes from it as `m`. */
function importInNode(file: string, code: string) {
  const script = `const m = await import(${JSON.stringify(file)});\nconsole.log(JSON.stringify(${code}));`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('output.module', () => {
  const dir = makeProject(files, 'output-module');
  const dist = path.join(dir, 'dist');
  const lazy = { index: './src/lazy-entry.js' };
  before(async () => {
    const { errors } = await buildProject(dir, {
      environments: {
        node: { output: { target: 'node', module: true, distPath: { root: 'dist/node' } } },
        unminified: { output: { target: 'node', module: true, minify: false, distPath: { root: 'dist/unminified' } } },
        lazy: { source: { entry: lazy }, output: { target: 'node', module: true, distPath: { root: 'dist/lazy' } } },
        mjs: { source: { entry: lazy }, output: { target: 'node', module: true, filename: { js: '[name].mjs' }, distPath: { root: 'dist/mjs' } } },
        meta: {
          source: { entry: lazy },
          output: { target: 'node', module: true, distPath: { root: 'dist/meta' } },
          tools: { rspack: { module: { parser: { javascript: { importMeta: false } } } } },
        },
        web: { source: { entry: { index: './src/index.client.js' } }, output: { module: true, distPath: { root: 'dist/web' } }, html: { scriptLoading: 'blocking' } },
        cjs: { output: { target: 'node', distPath: { root: 'dist/cjs' } } },
      },
    });
    assert.deepEqual(errors, []);
  });

  test('Example: rsbuild build minifies dist/index.js, which ends with export{s as answer,_ as readName}; Node.js imports it', () => {
    const js = readText(dist, 'node/index.js');
    assert.match(js, /export\{s as answer,_ as readName\};$/);
    assert.doesNotMatch(js, /__webpack_exports__answer/);
    const run = importInNode(path.join(dist, 'node/index.js'), '[m.answer, typeof m.readName]');
    assert.equal(run.stdout, '[42,"function"]\n');
    both('`export{s as answer,_ as readName};`');
  });

  test('Example: with output.minify false, the file ends with export { __webpack_exports__answer as answer, __webpack_exports__readName as readName };', () => {
    assert.match(readText(dist, 'unminified/index.js'), /\nexport \{ __webpack_exports__answer as answer, __webpack_exports__readName as readName \};\n*$/);
    both('[output.minify](/config/output/minify)');
    assert.ok(!pageText('config/output/module', 'en').includes('the output `dist/index.js` ends with a standard export list that Node.js can import:'));
    assert.ok(!pageText('config/output/module', 'zh').includes('输出的 `dist/index.js` 以一个标准的导出列表结尾'));
  });

  test('Default: a node build without module is CommonJS (module.exports)', () => {
    const js = readText(dist, 'cjs/index.js');
    assert.match(js, /module\.exports=\w+\}\)\(\);$/);
    assert.doesNotMatch(js, /export\{/);
  });

  test('node target: a further chunk is an ES module, loaded with import()', () => {
    assert.deepEqual(listFiles(path.join(dist, 'lazy')), ['741.js', 'index.js']);
    assert.match(readText(dist, 'lazy/741.js'), /^export const __rspack_esm_id="741";/);
    assert.match(readText(dist, 'lazy/index.js'), /import\("\.\/"\+/);
    writeFileSync(path.join(dist, 'lazy/package.json'), '{ "type": "module" }\n');
    const run = importInNode(path.join(dist, 'lazy/index.js'), '(await m.load()).x');
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, '"lazy-chunk"\n');
  });

  test('Pitfalls: a .js ES module in a package without "type": "module" makes Node.js (20.19 and later) print a [MODULE_TYPELESS_PACKAGE_JSON] warning and re-parse; with the field, no warning', () => {
    const file = path.join(dist, 'node/index.js');
    const run = importInNode(file, 'm.answer');
    assert.equal(run.stdout, '42\n');
    // Node.js 20.x words it "Module type of file:///…/index.js is not specified …", 22.x "file:///…/index.js parsed as an ES module …".
    assert.match(run.stderr, /\[MODULE_TYPELESS_PACKAGE_JSON\] Warning: (?:Module type of )?file:\/\/\S+\/dist\/node\/index\.js (?:is not specified|parsed as an ES module)/);
    writeFileSync(path.join(dist, 'node/package.json'), '{ "type": "module" }\n');
    const typed = importInNode(file, 'm.answer');
    assert.equal(typed.stderr, '');
    assert.equal(typed.stdout, '42\n');
    rmSync(path.join(dist, 'node/package.json'));
    // This Node.js is 20.19 or later; 20.18.3 and 22.6.0 (run by hand) stop with the SyntaxError.
    both('`[MODULE_TYPELESS_PACKAGE_JSON]`');
    both('`SyntaxError: Cannot use import statement outside a module`');
    assert.ok(!pageText('config/output/module', 'en').includes('newer Node.js versions print a warning'));
  });

  test("Pitfalls: filename { js: '[name].mjs' } names every chunk .mjs, and Node.js loads it without a warning", () => {
    assert.deepEqual(listFiles(path.join(dist, 'mjs')), ['741.mjs', 'index.mjs']);
    const run = importInNode(path.join(dist, 'mjs/index.mjs'), '(await m.load()).x');
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, '"lazy-chunk"\n');
  });

  test('Pitfalls: import.meta.url becomes the source file URL, import.meta.dirname and import.meta.filename are left for the runtime; importMeta: false keeps import.meta.url', () => {
    const js = readText(dist, 'lazy/index.js');
    assert.ok(js.includes(`"file://${dir}/src/lazy-entry.js"`));
    assert.match(js, /=import\.meta\.dirname[,;]/);
    assert.match(js, /=import\.meta\.filename[,;]/);
    const kept = readText(dist, 'meta/index.js');
    assert.ok(!kept.includes('src/lazy-entry.js'));
    assert.match(kept, /=import\.meta\.url[,;]/);
    writeFileSync(path.join(dist, 'meta/package.json'), '{ "type": "module" }\n');
    const run = importInNode(path.join(dist, 'meta/index.js'), '[m.url.endsWith("/dist/meta/index.js"), m.dir.endsWith("/dist/meta"), m.file.endsWith("/dist/meta/index.js")]');
    assert.equal(run.stdout, '[true,true,true]\n');
  });

  test('web target: the HTML loads the entry with <script type="module"> although html.scriptLoading is blocking; the async chunk is an ES module loaded with import()', () => {
    assert.match(readText(dist, 'web/index.html'), /<script type="module" src="\/static\/js\/index\.\w+\.js"><\/script><\/head>/);
    assert.match(outputFile(path.join(dist, 'web'), /^static\/js\/async\/.+\.js$/), /^export const __rspack_esm_id=/);
    assert.match(outputFile(path.join(dist, 'web'), /^static\/js\/index\..+\.js$/), /import\("\.\.\/\.\.\/"\+/);
  });

  test('web-worker target: the build stops with [rsbuild:config] `output.module` is not supported for web-worker target.', async () => {
    const worker = makeProject({ 'src/index.js': 'self.onmessage = () => {};\n' }, 'output-module-worker');
    await assert.rejects(buildProject(worker, { output: { target: 'web-worker', module: true } }), {
      message: '[rsbuild:config] `output.module` is not supported for web-worker target.',
    });
  });

  test('Under the hood: the Rspack config of a node and a web environment', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', environments: { node: { output: { target: 'node', module: true } }, web: { output: { module: true } } } },
    });
    const [node, web] = await rsbuild.initConfigs();
    for (const config of [node, web]) {
      assert.equal(config.output?.module, true);
      assert.equal(config.output?.chunkFormat, 'module');
      assert.equal(config.output?.chunkLoading, 'import');
      assert.equal(config.output?.workerChunkLoading, 'import');
      assert.equal(config.experiments?.outputModule, true);
      assert.deepEqual([config.node && config.node.__dirname, config.node && config.node.__filename], [false, false]);
    }
    assert.equal((node.output?.library as { type: string }).type, 'module');
    assert.equal(web.output?.library, undefined);
  });

  test("Use with environments: the page's sample builds the web app into dist and the ES module server bundle into dist/server", async () => {
    const project = makeProject(files, 'output-module-environments');
    const { errors, dist: last } = await buildProject(project, {
      environments: {
        web: { source: { entry: { index: './src/index.client.js' } } },
        node: { source: { entry: { server: './src/index.server.js' } }, output: { target: 'node', module: true, distPath: { root: 'dist/server' } } },
      },
    });
    assert.deepEqual(errors, []);
    const out = path.join(project, 'dist');
    assert.ok(listFiles(out).includes('index.html'));
    assert.match(readText(out, 'server/server.js'), /export\{\w+ as render\};$/);
    assert.match(readText(out, 'index.html'), /<script defer src="\/static\/js\/index\.\w+\.js">/);
    assert.ok(last.startsWith(out));
  });

  test('__dirname is left as written, and reading it throws ReferenceError: __dirname is not defined in ES module scope', async () => {
    const project = makeProject({ 'src/index.js': 'console.log(__dirname);\n' }, 'output-module-dirname');
    const { dist: out, errors } = await buildProject(project, { output: { target: 'node', module: true } });
    assert.deepEqual(errors, []);
    writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
    const run = spawnSync(process.execPath, [path.join(out, 'index.js')], { encoding: 'utf8' });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /\nReferenceError: __dirname is not defined in ES module scope\n/);
  });
});
