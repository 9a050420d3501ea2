// docs/{en,zh}/config/output/charset: how @rsbuild/core 1.7.6 writes non-ASCII characters with
// 'utf8' and 'ascii', in a minified production build and an unminified development build (two
// builds, each with one environment per charset), and what the bundles evaluate to.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText } from './harness';

const files = {
  'src/index.js': `import './index.css';
import { word } from './vendor/node_modules/dep.js';
import data from './data.json';
// 注释：中文
window.dep = word;
window.data = data.text;
const greeting = '你好，世界';
document.title = greeting;
window.samples = {
  string: '你好 Grüße 😀',
  others: 'Ā α я €',
  template: \`模板 \${document.title.length} café 😀\`,
  regex: /[你好]/.source,
  matches: /[你好é]/.test('é'),
};
`,
  // A path with a node_modules folder is outside what SWC compiles by default (source.include).
  'src/vendor/node_modules/dep.js': "export const word = '世界 from a dependency';\n",
  // SWC never compiles JSON modules.
  'src/data.json': '{ "text": "数据" }\n',
  // A template with its own charset tag (html.meta's tag is then left out).
  'src/template.html': '<!doctype html><html><head><meta charset="gbk"></head><body><div id="root"></div></body></html>\n',
  'src/index.css': '.greeting::before { content: "你好 Grüße 😀"; }\n',
};

type Variant = 'production-utf8' | 'production-ascii' | 'development-utf8' | 'development-ascii' | 'development-ascii-include' | 'development-always-utf8' | 'development-always-ascii';
const variants: Variant[] = ['production-utf8', 'production-ascii', 'development-utf8', 'development-ascii'];

/** Runs a bundle with just enough of a page for it (the development CSS runtime looks up <link>s). */
function evaluate(js: string) {
  const page: Record<string, any> = { document: { title: '', getElementsByTagName: () => [], querySelectorAll: () => [] } };
  page.window = page;
  page.self = page;
  vm.runInNewContext(js, page);
  return { title: page.document.title as string, samples: JSON.parse(JSON.stringify(page.samples)) };
}

describe('output.charset', () => {
  const dir = makeProject(files, 'charset');
  const js = {} as Record<Variant, string>;
  const css = {} as Record<Variant, string>;
  let html: string;
  let templateHtml: string;

  before(async () => {
    const environments = (mode: string) => ({
      utf8: { output: { charset: 'utf8' as const, distPath: { root: `dist/${mode}-utf8` } } },
      ascii: { output: { charset: 'ascii' as const, distPath: { root: `dist/${mode}-ascii` } } },
      ...(mode === 'development' && {
        include: {
          source: { include: [/[\\/]vendor[\\/]node_modules[\\/]/] },
          output: { charset: 'ascii' as const, distPath: { root: `dist/${mode}-ascii-include` } },
        },
        // output.minify js: 'always' minifies a development build too.
        alwaysUtf8: { output: { charset: 'utf8' as const, minify: { js: 'always' as const }, distPath: { root: `dist/${mode}-always-utf8` } } },
        alwaysAscii: { output: { charset: 'ascii' as const, minify: { js: 'always' as const }, distPath: { root: `dist/${mode}-always-ascii` } } },
      }),
      ...(mode === 'production' && {
        template: { html: { template: './src/template.html' }, output: { charset: 'ascii' as const, distPath: { root: `dist/${mode}-template` } } },
      }),
    });
    // Sequential: both builds share the project folder and its cache.
    for (const mode of ['production', 'development'] as const) {
      const { errors } = await buildProject(dir, { mode, output: { filenameHash: false }, environments: environments(mode) });
      assert.deepEqual(errors, []);
    }
    for (const variant of [...variants, 'development-ascii-include', 'development-always-utf8', 'development-always-ascii'] as const) {
      const dist = path.join(dir, 'dist', variant);
      js[variant] = outputFile(dist, /^static\/js\/index\.js$/);
      css[variant] = outputFile(dist, /^static\/css\/index\.css$/);
    }
    html = outputFile(path.join(dir, 'dist/production-ascii'), /^index\.html$/);
    templateHtml = outputFile(path.join(dir, 'dist/production-template'), /^index\.html$/);
  });

  test("the default 'utf8' in production keeps Chinese text but the minifier escapes U+0080–U+00FF as \\xNN and emoji in strings as a \\u pair", () => {
    assert.ok(js['production-utf8'].includes('document.title="你好，世界"'));
    assert.ok(js['production-utf8'].includes('string:"你好 Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
    assert.ok(js['production-utf8'].includes('others:"Ā α я €"'));
    // Template literals: \xNN for é, the emoji kept; regular expressions untouched.
    assert.ok(js['production-utf8'].includes('template:`模板 ${document.title.length} caf\\xe9 😀`'));
    assert.ok(js['production-utf8'].includes('regex:/[你好]/.source'));
  });

  test("'utf8' in development (not minified) keeps every character as written", () => {
    assert.ok(js['development-utf8'].includes("string: '你好 Grüße 😀'"));
    assert.ok(js['development-utf8'].includes('template: `模板 ${document.title.length} café 😀`'));
    assert.ok(js['development-utf8'].includes('regex: /[你好]/.source'));
  });

  test("'ascii' writes the page's example as document.title=\"\\u4F60\\u597D\\uFF0C\\u4E16\\u754C\"", () => {
    assert.ok(js['production-ascii'].includes('document.title="\\u4F60\\u597D\\uFF0C\\u4E16\\u754C"'));
  });

  test("'ascii' escapes in every mode: \\xNN up to U+00FF, \\uXXXX above, emoji as a \\u pair in strings and \\u{…} in templates; the files are ASCII only", () => {
    assert.ok(js['production-ascii'].includes('string:"\\u4F60\\u597D Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
    assert.ok(js['production-ascii'].includes('template:`\\u{6A21}\\u{677F} ${document.title.length} caf\\xe9 \\u{1F600}`'));
    assert.ok(js['development-ascii'].includes('string: "\\u4F60\\u597D Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
    assert.ok(js['development-ascii'].includes('template: `\\u{6A21}\\u{677F} ${document.title.length} caf\\xe9 \\u{1F600}`'));
    assert.ok(js['development-ascii'].includes('document.title = greeting'));
    assert.ok(js['development-ascii'].includes('const greeting = "\\u4F60\\u597D\\uFF0C\\u4E16\\u754C"'));
    assert.match(js['production-ascii'], /^[\x00-\x7f]*$/);
    for (const variant of ['production-utf8', 'development-utf8'] as const) assert.doesNotMatch(js[variant], /^[\x00-\x7f]*$/, variant);
  });

  test("'ascii' in development leaves comments, a node_modules file SWC does not compile and a JSON file as written; source.include adds only the dependency; production escapes all of them", () => {
    assert.ok(js['development-ascii'].includes("const word = '世界 from a dependency';"));
    assert.ok(js['development-ascii'].includes('// 注释：中文'));
    assert.ok(js['development-ascii'].includes('数据'));
    // the comment, the dependency's line and the JSON text are the only non-ASCII text of the development bundle
    assert.deepEqual(js['development-ascii'].match(/[^\x00-\x7f]+/g)?.sort(), ['世界', '数据', '注释：中文']);
    assert.ok(js['development-ascii-include'].includes('const word = "\\u4E16\\u754C from a dependency";'));
    assert.deepEqual(js['development-ascii-include'].match(/[^\x00-\x7f]+/g)?.sort(), ['数据', '注释：中文']);
    assert.ok(js['production-ascii'].includes('"\\u4E16\\u754C from a dependency"'));
    assert.ok(js['production-ascii'].includes('"\\u6570\\u636E"'));
    assert.doesNotMatch(js['production-ascii'], /\\u6CE8\\u91CA/);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/output/charset', lang);
      assert.ok(text.includes('[source.include](/config/source/include)'), lang);
      assert.ok(!text.includes(lang === 'en' ? 'when SWC transforms each module (in every mode, so development builds are escaped too)' : 'SWC 转换每个模块时（所有模式下都生效，因此开发构建的产物也会被转义）'), lang);
    }
  });

  test("the page says template literals get \\u{…} for every character above U+00FF, not \\uXXXX (round 46)", () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/output/charset', lang);
      assert.ok(text.includes('`模` → `\\u{6A21}`'), lang);
      assert.ok(!text.includes('`\\u{XXXXX}`'), lang);
    }
  });

  test("strings keep their value at run time in every variant; only a regular expression's source shows the escapes", () => {
    for (const variant of variants) {
      const { title, samples } = evaluate(js[variant]);
      assert.equal(title, '你好，世界', variant);
      assert.equal(samples.string, '你好 Grüße 😀', variant);
      assert.equal(samples.others, 'Ā α я €', variant);
      assert.equal(samples.template, '模板 5 café 😀', variant);
      assert.equal(samples.matches, true, variant);
      assert.equal(samples.regex, variant.endsWith('ascii') ? '[\\u4f60\\u597d]' : '[你好]', variant);
    }
  });

  test("with output.minify js: 'always', a development build is minified: 'utf8' escapes like production, 'ascii' leaves no non-ASCII byte", () => {
    assert.ok(js['development-always-utf8'].includes('string:"你好 Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
    assert.ok(js['development-always-ascii'].includes('string:"\\u4F60\\u597D Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
    assert.match(js['development-always-ascii'], /^[\x00-\x7f]*$/);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('config/output/charset', lang).includes("`js: 'always'`"), lang);
  });

  test("the size: a CJK character grows from 3 bytes to 6 in a string and 8 in a template literal, an emoji in a string from 4 to 12", () => {
    assert.ok(js['production-ascii'].includes('"\\u4F60\\u597D '));
    assert.ok(js['production-ascii'].includes('`\\u{6A21}\\u{677F} '));
    assert.ok(js['production-ascii'].includes(' \\uD83D\\uDE00"'));
    assert.deepEqual(
      ['你', '\\u4F60', '\\u{6A21}', '😀', '\\uD83D\\uDE00'].map((text) => Buffer.byteLength(text)),
      [3, 6, 8, 4, 12],
    );
    assert.ok(pageText('config/output/charset', 'en').includes('a CJK character takes six bytes in a string (`\\u4F60`) and eight in a template literal (`\\u{6A21}`)'));
    assert.ok(pageText('config/output/charset', 'zh').includes('在模板字符串中占 8 个字节（`\\u{6A21}`）'));
  });

  test('CSS and the HTML are not affected', () => {
    for (const variant of variants) assert.ok(css[variant].includes('你好 Grüße 😀'), variant);
    assert.ok(html.includes('<meta charset="utf-8">'));
  });

  test('a custom template with its own <meta charset> keeps it, and html.meta adds no second one', () => {
    assert.equal(templateHtml.match(/<meta charset/g)?.length, 1, templateHtml);
    assert.ok(templateHtml.includes('<meta charset="gbk">'), templateHtml);
  });
});
