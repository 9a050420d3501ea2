// docs/{en,zh}/config/output/legal-comments: what @rsbuild/core 1.7.6 does with legal comments
// under 'linked', 'inline' and 'none' (one production build, an environment per case, with the
// page's src/vendor.js as written and an entry holding each kind of comment), and a development
// build with and without minify.js: 'always'.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageText, readText, withNodeEnv } from './harness';

const page = 'config/output/legal-comments';
const vendor = /```js title="src\/vendor\.js"\n([\s\S]*?)```/.exec(pageText(page, 'en'))![1];
const vendorComment = '/**\n * @license tiny-vendor v2.1.0\n * Copyright (c) Example Corp.\n * Released under the MIT License.\n */';

const files = {
  'src/vendor.js': vendor,
  'src/index.js': "import './index.css';\nimport { Counter } from './vendor';\nwindow.result = new Counter().inc();\n",
  'src/index.css': '/*! css legal notice */\n/* plain css comment */\n.a { color: red; }\n/*! css notice between rules */\n.b { color: blue; }\n',
  'src/kinds.js': `/*! bang block */
//! bang line
// @license line license
/* @preserve preserve block */
/* @cc_on ccon */
/* plain comment */
window.b = [document.title, /*! kept in an expression */ document.body];
/*! notice for helper */
function helper() { return 1; }
window.r = helper();
`,
  'src/plain.js': '/* plain comment only */\nwindow.p = document.title;\n',
};
const source = { entry: { index: './src/index.js', kinds: './src/kinds.js', plain: './src/plain.js' } };

describe('output.legalComments', () => {
  const dir = makeProject(files, 'legal-comments');
  const out = (name: string) => path.join(dir, 'dist', name);
  const js = (name: string, entry = 'index') => readText(out(name), `static/js/${entry}.js`);

  before(async () => {
    const env = (name: string, output: RsbuildConfig['output'] = {}): RsbuildConfig => ({ source, output: { filenameHash: false, ...output, distPath: { root: `dist/${name}` } } });
    const production = await withNodeEnv('production', () =>
      buildProject(dir, {
        mode: 'production',
        environments: {
          linked: env('linked', { manifest: true }),
          inline: env('inline', { legalComments: 'inline' }),
          none: env('none', { legalComments: 'none' }),
          inlined: env('inlined', { inlineScripts: true, filenameHash: true }),
          unminified: env('unminified', { minify: false }),
          noExtract: env('noExtract', { minify: { jsOptions: { extractComments: false } } }),
          allComments: env('allComments', { legalComments: 'none', minify: { jsOptions: { minimizerOptions: { format: { comments: 'all' } } } } }),
          noLoader: { ...env('noLoader', { legalComments: 'none' }), tools: { lightningcssLoader: false } },
        },
      }),
    );
    assert.deepEqual(production.errors, []);
    const development = await withNodeEnv('development', () =>
      buildProject(dir, {
        mode: 'development',
        environments: {
          dev: env('dev'),
          always: env('always', { minify: { js: 'always' } }),
          devNoLoader: { ...env('devNoLoader'), tools: { lightningcssLoader: false } },
        },
      }),
    );
    assert.deepEqual(development.errors, []);
  });

  test("Example: 'linked' writes <file>.LICENSE.txt holding the sample's comment, and the script's first line points to it", () => {
    assert.ok(listFiles(out('linked')).includes('static/js/index.js.LICENSE.txt'));
    assert.equal(readText(out('linked'), 'static/js/index.js.LICENSE.txt'), vendorComment);
    assert.equal(js('linked').split('\n')[0], '/*! For license information please see index.js.LICENSE.txt */');
    assert.ok(!js('linked').includes('@license'));
  });

  test("'linked' writes a .LICENSE.txt only for scripts that have legal comments", () => {
    const linked = listFiles(out('linked'));
    assert.ok(linked.includes('static/js/plain.js'));
    assert.ok(!linked.includes('static/js/plain.js.LICENSE.txt'));
    assert.ok(!js('linked', 'plain').includes('For license information'));
  });

  test("minify.jsOptions wins: extractComments: false with 'linked' writes no .txt and drops the comments; format.comments: 'all' keeps every comment under 'none'", () => {
    assert.ok(!listFiles(out('noExtract')).some((file) => file.endsWith('.LICENSE.txt')));
    assert.ok(!js('noExtract').includes('@license'));
    assert.ok(!js('noExtract').includes('For license information'));
    assert.ok(js('allComments').includes(vendorComment));
    assert.ok(js('allComments', 'kinds').includes('/* plain comment */'));
    assert.ok(!listFiles(out('allComments')).some((file) => file.endsWith('.LICENSE.txt')));
  });

  test('the page says only scripts with legal comments get a .LICENSE.txt, and that minify.jsOptions wins', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('A script without legal comments gets no `.txt` file.'));
    assert.ok(en.includes("with `extractComments: false` and the default `'linked'`, no `.LICENSE.txt` is written and the legal comments are dropped; with `format: { comments: 'all' }`, even `'none'` keeps every comment."));
    assert.ok(zh.includes('没有法律注释的脚本不会生成 `.txt` 文件。'));
    assert.ok(zh.includes("设置 `extractComments: false` 并保持默认的 `'linked'` 时，不会生成 `.LICENSE.txt`，法律注释也会被删掉；设置 `format: { comments: 'all' }` 时，即使取值为 `'none'` 也会保留所有注释。"));
  });

  test("'inline' keeps the sample's comment in the script; 'none' removes it and writes no .txt file", () => {
    assert.ok(js('inline').includes(vendorComment));
    assert.ok(!listFiles(out('inline')).some((file) => file.endsWith('.LICENSE.txt')));
    assert.ok(!js('none').includes('@license'));
    assert.ok(!listFiles(out('none')).some((file) => file.endsWith('.LICENSE.txt')));
  });

  test("a legal comment contains @license, @preserve or @cc_on, or starts with /*! or //!, anywhere in the code: 'linked' collects them all", () => {
    const collected = readText(out('linked'), 'static/js/kinds.js.LICENSE.txt');
    for (const comment of ['/*! bang block */', '//! bang line', '// @license line license', '/* @preserve preserve block */', '/* @cc_on ccon */', '/*! kept in an expression */', '/*! notice for helper */']) {
      assert.ok(collected.includes(comment), comment);
    }
    assert.ok(!collected.includes('plain comment'));
    assert.ok(!js('linked', 'kinds').includes('plain comment'));
  });

  test("'inline' keeps them next to their code, except //! line comments, and a comment whose code was folded away", () => {
    const kinds = js('inline', 'kinds');
    for (const comment of ['/*! bang block */', '// @license line license', '/* @preserve preserve block */', '/* @cc_on ccon */', '/*! kept in an expression */document.body']) {
      assert.ok(kinds.includes(comment), comment);
    }
    assert.ok(!kinds.includes('bang line'));
    assert.ok(!kinds.includes('notice for helper'));
    assert.ok(kinds.includes('window.r=1'));
    assert.ok(!kinds.includes('plain comment'));
  });

  test('When it applies: a development build keeps every comment; with minify.js: always it applies the default linked', () => {
    assert.ok(js('dev').includes('@license tiny-vendor v2.1.0'));
    assert.ok(js('dev', 'kinds').includes('/* plain comment */'));
    assert.ok(!listFiles(out('dev')).some((file) => file.endsWith('.LICENSE.txt')));
    assert.ok(listFiles(out('always')).includes('static/js/index.js.LICENSE.txt'));
    assert.equal(js('always').split('\n')[0], '/*! For license information please see index.js.LICENSE.txt */');
  });

  test('When it applies: a production build with minify: false keeps every comment and writes no .LICENSE.txt', () => {
    assert.ok(js('unminified').includes(vendorComment));
    assert.ok(js('unminified', 'kinds').includes('/* plain comment */'));
    assert.ok(js('unminified', 'kinds').includes('//! bang line'));
    assert.ok(!listFiles(out('unminified')).some((file) => file.endsWith('.LICENSE.txt')));
  });

  test('CSS is not affected: CSS comments, legal ones included, are gone in production and in development', () => {
    assert.equal(readText(out('linked'), 'static/css/index.css'), '.a{color:red}.b{color:#00f}');
    assert.ok(!readText(out('dev'), 'static/css/index.css').includes('legal notice'));
    assert.ok(!readText(out('dev'), 'static/css/index.css').includes('plain css comment'));
  });

  test("with tools.lightningcssLoader: false, production keeps the /*! comment at the start of the CSS file even under 'none', and development keeps every CSS comment", () => {
    assert.equal(readText(out('noLoader'), 'static/css/index.css'), '/*! css legal notice */\n.a{color:red}.b{color:#00f}');
    const dev = readText(out('devNoLoader'), 'static/css/index.css');
    assert.ok(dev.includes('/*! css legal notice */') && dev.includes('/* plain css comment */') && dev.includes('/*! css notice between rules */'), dev);
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText(page, lang), /do not survive Rsbuild's Lightning CSS transform|经过 Rsbuild 的 Lightning CSS 转换后不会保留，这个配置项也改变不了这一点/);
    assert.ok(pageText(page, 'en').includes('With `tools.lightningcssLoader: false`, a development build keeps every CSS comment, and a production build keeps a `/*!` comment at the start of a CSS file and removes the others, whatever `legalComments` says.'));
    assert.ok(pageText(page, 'zh').includes('设置 `tools.lightningcssLoader: false` 后，开发构建会保留 CSS 中的全部注释；生产构建会保留 CSS 文件开头的 `/*!` 注释，删除其余注释，与 `legalComments` 的取值无关。'));
  });

  test('Things to know: the manifest leaves the .LICENSE.txt files out; an inlined script still gets its .LICENSE.txt', () => {
    const manifest = readText(out('linked'), 'manifest.json');
    assert.ok(!manifest.includes('LICENSE'));
    assert.ok(manifest.includes('/static/js/index.js'));
    const inlined = listFiles(out('inlined'));
    assert.ok(!inlined.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
    assert.ok(inlined.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/.test(file)));
    assert.match(readText(out('inlined'), 'index.html'), /For license information please see index\.[0-9a-f]{8}\.js\.LICENSE\.txt/);
  });

  test('the page defines legal comments without "statement-level", lists @cc_on and says inline drops //! line comments', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('A legal comment is a comment that contains `@license`, `@preserve` or `@cc_on`, or that starts with `/*!` or `//!`, wherever it sits in the code.'));
    assert.ok(en.includes('Line comments that start with `//!` are the exception: they are removed.'));
    assert.ok(!en.includes('statement-level'));
    assert.ok(en.includes('The comment stays attached to the code that follows it.'));
    assert.ok(zh.includes('法律注释是指包含 `@license`、`@preserve` 或 `@cc_on`，或者以 `/*!`、`//!` 开头的注释，无论它位于代码中的什么位置。'));
    assert.ok(zh.includes('例外是以 `//!` 开头的单行注释，它们会被删除。'));
    assert.ok(!zh.includes('语句级'));
    assert.ok(zh.includes('注释附着在它后面的代码上。'));
  });
});
