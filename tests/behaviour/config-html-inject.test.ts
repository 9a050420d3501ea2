// docs/{en,zh}/config/html/inject: where @rsbuild/core 1.7.6 puts the generated tags for each value
// of html.inject, from one production build with an environment per value (the page's samples are
// imported as written, and its index.html template is used as written).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, outputFile, pageSamples, pageText } from './harness';

const page = 'config/html/inject';
const template = pageText(page, 'en').match(/```html title="index\.html"\n([\s\S]*?)```/)![1];

const files = {
  'src/index.ts': "import './index.css';\ndocument.getElementById('root')!.textContent = 'index';\n",
  'src/index.css': 'body { margin: 0; }\n',
  'src/legacy.ts': "console.log('legacy');\n",
  'src/icon.png': 'not really a png',
  'index.html': template,
};

/** The page's rsbuild.config.ts sample number `index` (English), imported as written from the project. */
async function sampleConfig(dir: string, index: number): Promise<RsbuildConfig> {
  const file = path.join(dir, `sample${index}.config.ts`);
  writeFileSync(file, pageSamples(page, 'en')[index]);
  return (await import(pathToFileURL(file).href)).default;
}

/** The HTML with content hashes replaced by HASH. */
const unhashed = (html: string) => html.replace(/\.[0-9a-f]{8}\./g, '.HASH.');

describe('html.inject', () => {
  const dir = makeProject(files, 'inject');
  const html = (name: string, entry = 'index') => unhashed(outputFile(path.join(dir, 'dist', name), new RegExp(`^${entry}\\.html$`)));
  const htmlTags = [
    { tag: 'script', attrs: { src: 'https://tags.example.com/tag.js' }, head: false, append: true },
    { tag: 'meta', attrs: { name: 'from-tags' }, append: false },
  ];

  // One function shared by two environments: it records each call's entry name.
  const calls: string[] = [];
  const record = ({ entryName }: { entryName: string }) => {
    calls.push(entryName);
  };

  before(async () => {
    const [bodySample, falseSample, functionSample] = await Promise.all([0, 1, 2].map((index) => sampleConfig(dir, index)));
    const env = (name: string, config: RsbuildConfig) => ({ ...config, output: { distPath: { root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      source: { entry: { index: './src/index.ts', legacy: './src/legacy.ts' } },
      environments: {
        default: env('default', {}),
        body: env('body', bodySample),
        true: env('true', { html: { inject: true } }),
        'true-blocking': env('true-blocking', { html: { inject: true, scriptLoading: 'blocking' } }),
        'head-blocking': env('head-blocking', { html: { inject: 'head', scriptLoading: 'blocking' } }),
        false: env('false', { html: { inject: false, favicon: './src/icon.png', meta: { description: 'A page' } }, performance: { dnsPrefetch: ['https://api.example.com'] } }),
        'false-template': env('false-template', falseSample),
        function: env('function', functionSample),
        'keep-current': env('keep-current', { html: { inject: ['body', ({ entryName }) => (entryName === 'legacy' ? 'head' : undefined)] } }),
        'array-start': env('array-start', { html: { inject: [({ value }) => (value === 'head' ? 'body' : false)] } }),
        'array-value': env('array-value', { html: { inject: [false, ({ value }) => (value === false ? 'body' : 'head')] } }),
        'array-last': env('array-last', { html: { inject: [record, () => 'body', 'head'] } }),
        'html-plugin': env('html-plugin', { html: { inject: ['head', record] }, tools: { htmlPlugin: { inject: 'body' } } }),
        'tags-head': env('tags-head', { html: { inject: 'head', tags: htmlTags } }),
        'tags-false': env('tags-false', { html: { inject: false, tags: htmlTags } }),
      },
    });
    assert.deepEqual(errors, []);
  });

  test("the default 'head' puts the deferred scripts in <head> after the title and meta tags (the stylesheet link follows them)", () => {
    assert.equal(
      html('default'),
      '<!DOCTYPE html><html><head><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">' +
        '<script defer src="/static/js/index.HASH.js"></script><link href="/static/css/index.HASH.css" rel="stylesheet"></head><body><div id="root"></div></body></html>',
    );
  });

  test("the page's 'body' sample gives the page's output: scripts at the end of <body>, the stylesheet in <head>", () => {
    assert.equal(
      html('body'),
      '<!DOCTYPE html><html><head><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">' +
        '<link href="/static/css/index.HASH.css" rel="stylesheet"></head><body><div id="root"></div><script defer src="/static/js/index.HASH.js"></script></body></html>',
    );
  });

  test("true: <head> with the default 'defer', the end of <body> with 'blocking'", () => {
    assert.equal(html('true'), html('default'));
    assert.ok(html('true-blocking').endsWith('<link href="/static/css/index.HASH.css" rel="stylesheet"></head><body><div id="root"></div><script src="/static/js/index.HASH.js"></script></body></html>'));
  });

  test("'head' with 'blocking': a plain <script> in <head>, before the mount element exists", () => {
    assert.ok(html('head-blocking').includes('<link href="/static/css/index.HASH.css" rel="stylesheet"><script src="/static/js/index.HASH.js"></script></head><body><div id="root"></div></body>'));
  });

  test('false with the built-in template: no scripts, stylesheets, title, meta tags, favicon link or resource hints', () => {
    assert.equal(html('false'), '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
  });

  test("the page's false sample with its index.html: the template prints the tags (with 'defer' they are all head tags)", () => {
    const out = html('false-template');
    assert.ok(out.includes('<head>\n    <title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.HASH.js"></script><link href="/static/css/index.HASH.css" rel="stylesheet">\n  </head>'), out);
    assert.ok(out.includes('<div id="root"></div>'), out);
  });

  test("the page's function sample: 'body' for the legacy entry, 'head' for index", () => {
    assert.ok(html('function', 'legacy').includes('<body><div id="root"></div><script defer src="/static/js/legacy.HASH.js"></script></body>'));
    assert.ok(html('function').includes('<script defer src="/static/js/index.HASH.js"></script><link href="/static/css/index.HASH.css" rel="stylesheet"></head>'));
  });

  test('a function runs once for each HTML entry of each environment that uses it', () => {
    assert.deepEqual([...calls].sort(), ['index', 'index', 'legacy', 'legacy']);
    assert.ok(pageText(page, 'en').includes('The function form runs once for each HTML entry (in each environment, when there are several)'));
    assert.ok(pageText(page, 'zh').includes('函数写法会对每个 HTML 入口各执行一次（有多个环境时，每个环境各执行一次）'));
  });

  test('a function that returns nothing keeps the current value', () => {
    assert.ok(html('keep-current').includes('<body><div id="root"></div><script defer src="/static/js/index.HASH.js"></script></body>'));
    assert.ok(html('keep-current', 'legacy').includes('<script defer src="/static/js/legacy.HASH.js"></script></head>'));
  });

  test("an array is read in order from the default 'head': a function receives the value so far, a later plain value replaces what a function returned", () => {
    const inBody = '<body><div id="root"></div><script defer src="/static/js/index.HASH.js"></script></body>';
    assert.ok(html('array-start').includes(inBody), html('array-start'));
    assert.ok(html('array-value').includes(inBody), html('array-value'));
    assert.equal(html('array-last'), html('default'));
    assert.ok(pageText(page, 'en').includes("An array is read item by item, starting from the default `'head'`"));
    assert.ok(pageText(page, 'zh').includes("数组写法会从默认值 `'head'` 开始逐项处理"));
  });

  test("tools.htmlPlugin is applied after html.inject: its inject: 'body' wins over html.inject: 'head'", () => {
    assert.ok(html('html-plugin').endsWith('<link href="/static/css/index.HASH.css" rel="stylesheet"></head><body><div id="root"></div><script defer src="/static/js/index.HASH.js"></script></body></html>'), html('html-plugin'));
    assert.ok(pageText(page, 'en').includes("`tools.htmlPlugin: { inject: 'body' }` puts the scripts at the end of `<body>` even when `html.inject` is `'head'`"));
    assert.ok(pageText(page, 'zh').includes("即使 `html.inject` 为 `'head'`，设置 `tools.htmlPlugin: { inject: 'body' }` 后脚本仍会放在 `<body>` 末尾"));
  });

  test('html.tags keep their own place with a value that injects; false leaves them out too', () => {
    assert.ok(html('tags-head').startsWith('<!DOCTYPE html><html><head><meta name="from-tags"><title>'));
    assert.ok(html('tags-head').endsWith('<body><div id="root"></div><script src="https://tags.example.com/tag.js"></script></body></html>'));
    assert.equal(html('tags-false'), '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
  });

  test("the page's table and notes say where 'head' puts scripts and that false also drops html.tags (round 47)", () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('At the end of `<head>`, after the meta tags.'));
    assert.ok(en.includes("| `'head'` | In `<head>`, after the `<title>` and meta tags. |"));
    assert.ok(!zh.includes('`<head>` 末尾，位于 meta 标签之后。'));
    assert.ok(zh.includes("| `'head'` | 放在 `<head>` 中，位于 `<title>` 和 meta 标签之后。 |"));
    assert.ok(en.includes('With `false`, they are left out as well.'));
    assert.ok(zh.includes('设为 `false` 时，这些标签同样不会插入。'));
  });
});
