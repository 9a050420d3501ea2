// docs/{en,zh}/config/performance/prefetch: the prefetch links @rsbuild/core 1.7.6 writes, from one
// production build with an environment per case (the page's samples imported as written) and one
// development build. The home page has two lazy chunks, one with CSS and a font; the about page
// shares one of them.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, devServerHtml, listFiles, makeProject, pageSamples, pageText, readText, withNodeEnv } from './harness';

const page = 'config/performance/prefetch';
const files = {
  'src/index.js': "/*! home notice */\nimport './index.css';\ndocument.title = 'home';\nimport('./editor').then((m) => m.open());\nimport('./dialog').then((m) => m.show());\n",
  'src/index.css': '.home { color: red; }\n',
  'src/editor.js': "import './editor.css';\nexport const open = () => (document.title = 'editor');\n",
  'src/editor.css': "@font-face { font-family: icons; src: url('./icons.woff2'); }\n.editor { font-family: icons; }\n",
  // Over the 4 KiB inline limit, so the font is emitted as a file.
  'src/icons.woff2': 'x'.repeat(6000),
  'src/dialog.js': "export const show = () => (document.title = 'dialog');\n",
  'src/about.js': "import('./dialog').then((m) => m.show());\n",
  // A template that prints the head tags itself, for html.inject: false.
  'tags.html': '<!doctype html><html><head><title>t</title><%= htmlPlugin.tags.headTags %></head><body></body></html>\n',
};
const twoPages = { entry: { index: './src/index.js', about: './src/about.js' } };

/** The <link> tags of a page, in order, with content hashes replaced by HASH and chunk ids by ID. */
function links(html: string): string[] {
  return [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0].replace(/\.[0-9a-f]{8}\./g, '.HASH.').replace(/\/async\/\d+\./g, '/async/ID.'));
}

describe('performance.prefetch', () => {
  const dir = makeProject(files, 'prefetch');
  const html = (environment: string, file = 'index.html') => readText(path.join(dir, 'dist', environment), file);
  const seenPaths: string[] = [];

  before(async () => {
    const samples: RsbuildConfig[] = [];
    for (const [index, code] of pageSamples(page, 'en').entries()) {
      const file = path.join(dir, `sample${index}.config.ts`);
      writeFileSync(file, code);
      samples.push((await import(pathToFileURL(file).href)).default);
    }
    assert.equal(samples.length, 3);
    const env = (name: string, config: RsbuildConfig): RsbuildConfig => ({ ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } });
    const production = await withNodeEnv('production', () =>
      buildProject(dir, {
        mode: 'production',
        environments: {
          sample: env('sample', samples[0]),
          'two-pages': env('two-pages', { source: twoPages, performance: { prefetch: true } }),
          initial: env('initial', { source: twoPages, performance: { prefetch: { type: 'initial' } } }),
          'all-chunks': env('all-chunks', { performance: { prefetch: { type: 'all-chunks' } } }),
          'all-assets': env('all-assets', { source: twoPages, output: { sourceMap: true }, performance: { prefetch: { type: 'all-assets' } } }),
          'all-assets-sample': env('all-assets-sample', { ...samples[1], source: twoPages }),
          'include-sample': env('include-sample', samples[2]),
          include: env('include', {
            output: { assetPrefix: 'https://cdn.example.com/' },
            performance: { prefetch: { include: (file: string) => (seenPaths.push(file), true), exclude: [/\.css$/, 'woff2'] } },
          }),
          both: env('both', { performance: { prefetch: true, preload: { type: 'initial' } } }),
          'inline-scripts-true': env('inline-scripts-true', { output: { inlineScripts: true }, performance: { prefetch: true } }),
          'inline-styles-true': env('inline-styles-true', { output: { inlineStyles: true }, performance: { prefetch: true } }),
          'inline-styles-regexp': env('inline-styles-regexp', { output: { inlineStyles: /async/ }, performance: { prefetch: true } }),
          'inline-function': env('inline-function', { output: { inlineScripts: ({ name }) => name.includes('index') }, performance: { prefetch: true } }),
          'no-inject': env('no-inject', { html: { inject: false }, performance: { prefetch: true } }),
          'no-inject-template': env('no-inject-template', { html: { inject: false, template: './tags.html' }, performance: { prefetch: true } }),
        },
      }),
    );
    assert.deepEqual(production.errors, []);
    const inlineTrue: RsbuildConfig = { output: { inlineScripts: true, inlineStyles: true }, performance: { prefetch: true } };
    const development = await withNodeEnv('development', () =>
      buildProject(dir, {
        mode: 'development',
        environments: {
          dev: env('dev', samples[0]),
          'dev-inline-true': env('dev-inline-true', inlineTrue),
          'dev-inline-regexp': env('dev-inline-regexp', { output: { inlineStyles: /async/ }, performance: { prefetch: true } }),
          'dev-inline-object': env('dev-inline-object', {
            output: { inlineScripts: { enable: true, test: /dialog/ }, inlineStyles: { enable: 'auto', test: /async/ } },
            performance: { prefetch: true },
          }),
          'dev-inline-object-function': env('dev-inline-object-function', {
            output: { inlineScripts: { enable: true, test: ({ name }: { name: string }) => name.includes('dialog') } },
            performance: { prefetch: true },
          }),
        },
      }),
    );
    assert.deepEqual(development.errors, []);
    const none = await withNodeEnv('production', () => buildProject(dir, { mode: 'none', environments: { 'none-inline-true': env('none-inline-true', inlineTrue) } }));
    assert.deepEqual(none.errors, []);
  });

  const asyncFiles = [
    '<link href="/static/css/async/ID.HASH.css" rel="prefetch">',
    '<link href="/static/font/icons.HASH.woff2" rel="prefetch">',
    '<link href="/static/js/async/ID.HASH.js" rel="prefetch">',
    '<link href="/static/js/async/ID.HASH.js" rel="prefetch">',
  ];
  const stylesheet = '<link href="/static/css/index.HASH.css" rel="stylesheet">';

  test('Example: true prefetches the async chunks with their CSS and font, sorted by path, no as attribute, in <head> before the stylesheet', () => {
    assert.deepEqual(links(html('sample')), [...asyncFiles, stylesheet]);
    const head = html('sample').split('</head>')[0];
    assert.ok(head.includes('rel="prefetch"'));
    assert.ok(!html('sample').includes(' as='));
  });

  test('with several pages, the default type only takes the async chunks of the page’s own entry', () => {
    assert.deepEqual(links(html('two-pages')), [...asyncFiles, stylesheet]);
    assert.deepEqual(links(html('two-pages', 'about.html')), ['<link href="/static/js/async/ID.HASH.js" rel="prefetch">']);
  });

  test("'initial' skips the page's own scripts but prefetches its own stylesheet; 'all-chunks' adds the async files", () => {
    assert.deepEqual(links(html('initial')), ['<link href="/static/css/index.HASH.css" rel="prefetch">', stylesheet]);
    assert.deepEqual(links(html('initial', 'about.html')), []);
    assert.deepEqual(links(html('all-chunks')), [
      asyncFiles[0],
      '<link href="/static/css/index.HASH.css" rel="prefetch">',
      ...asyncFiles.slice(1),
      stylesheet,
    ]);
  });

  test("'all-assets' lists every page's files, .LICENSE.txt files included but no .map; an HTML file only appears in pages generated after it", () => {
    const about = links(html('all-assets', 'about.html'));
    const index = links(html('all-assets'));
    assert.ok(about.includes('<link href="/index.html" rel="prefetch">'));
    assert.ok(!index.some((tag) => tag.includes('.html')));
    assert.ok(index.includes('<link href="/static/js/about.HASH.js" rel="prefetch">'));
    assert.ok(about.includes('<link href="/static/js/index.HASH.js" rel="prefetch">'));
    assert.ok(!about.includes('<link href="/static/js/about.HASH.js" rel="prefetch">'));
    assert.ok(index.includes('<link href="/static/css/index.HASH.css" rel="prefetch">'));
    assert.ok(index.includes('<link href="/static/js/index.HASH.js.LICENSE.txt" rel="prefetch">'));
    assert.ok(about.includes('<link href="/static/js/index.HASH.js.LICENSE.txt" rel="prefetch">'));
    for (const tag of [...index, ...about]) assert.ok(!/\.map"/.test(tag), tag);
    // The build did write them.
    const written = listFiles(path.join(dir, 'dist/all-assets'));
    assert.ok(written.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/.test(file)));
    assert.ok(written.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js\.map$/.test(file)));
  });

  test("the page's all-assets sample leaves out the HTML and .LICENSE.txt files", () => {
    const about = links(html('all-assets-sample', 'about.html'));
    assert.ok(about.length > 0);
    assert.ok(!about.some((tag) => tag.includes('.html') || tag.includes('LICENSE')));
    assert.ok(about.includes('<link href="/static/js/index.HASH.js" rel="prefetch">'));
  });

  test('include: the include sample keeps the JS files; filters see paths without the asset prefix, and exclude wins', () => {
    assert.deepEqual(links(html('include-sample')), asyncFiles.slice(2).concat(stylesheet));
    assert.ok(seenPaths.length > 0);
    for (const file of seenPaths) assert.match(file, /^static\/(?:js|css|font)\//);
    assert.deepEqual(links(html('include')), [
      '<link href="https://cdn.example.com/static/js/async/ID.HASH.js" rel="prefetch">',
      '<link href="https://cdn.example.com/static/js/async/ID.HASH.js" rel="prefetch">',
      '<link href="https://cdn.example.com/static/css/index.HASH.css" rel="stylesheet">',
    ]);
  });

  test('exclude: in production mode, a RegExp of inlineScripts or inlineStyles (true included) excludes every matching file, inlined or not; a function excludes nothing', () => {
    assert.deepEqual(links(html('inline-scripts-true')), asyncFiles.slice(0, 2).concat(stylesheet));
    assert.deepEqual(links(html('inline-styles-true')), asyncFiles.slice(1));
    assert.deepEqual(links(html('inline-styles-regexp')), ['<link href="/static/font/icons.HASH.woff2" rel="prefetch">', stylesheet]);
    assert.deepEqual(links(html('inline-function')), [...asyncFiles, stylesheet]);
  });

  test('exclude: in development and none mode, true and a RegExp of inlineScripts or inlineStyles exclude nothing; the object form with enable: true excludes in every mode, enable: auto only in production, a function as test nothing', () => {
    const devFiles = [
      '<link href="/static/css/async/src_editor_js.css" rel="prefetch">',
      '<link href="/static/font/icons.HASH.woff2" rel="prefetch">',
      '<link href="/static/js/async/src_dialog_js.js" rel="prefetch">',
      '<link href="/static/js/async/src_editor_js.js" rel="prefetch">',
    ];
    const devStylesheet = '<link href="/static/css/index.css" rel="stylesheet">';
    assert.deepEqual(links(html('dev-inline-true')), [...devFiles, devStylesheet]);
    assert.deepEqual(links(html('dev-inline-regexp')), [...devFiles, devStylesheet]);
    assert.deepEqual(links(html('dev-inline-object')), [devFiles[0], devFiles[1], devFiles[3], devStylesheet]);
    assert.deepEqual(links(html('dev-inline-object-function')), [...devFiles, devStylesheet]);
    // mode none: numeric chunk ids, no hash in JS and CSS names, nothing inlined and nothing excluded.
    assert.deepEqual(links(html('none-inline-true')), [
      '<link href="/static/css/async/ID.css" rel="prefetch">',
      '<link href="/static/font/icons.HASH.woff2" rel="prefetch">',
      '<link href="/static/js/async/ID.js" rel="prefetch">',
      '<link href="/static/js/async/ID.js" rel="prefetch">',
      '<link href="/static/css/index.css" rel="stylesheet">',
    ]);
  });

  test('Notes: with preload as well, the preload tags come before the prefetch tags', () => {
    assert.deepEqual(links(html('both')), ['<link href="/static/css/index.HASH.css" rel="preload" as="style">', ...asyncFiles, stylesheet]);
  });

  test('Notes: prefetch tags are added in development too', () => {
    assert.deepEqual(links(html('dev')), [
      '<link href="/static/css/async/src_editor_js.css" rel="prefetch">',
      '<link href="/static/font/icons.HASH.woff2" rel="prefetch">',
      '<link href="/static/js/async/src_dialog_js.js" rel="prefetch">',
      '<link href="/static/js/async/src_editor_js.js" rel="prefetch">',
      '<link href="/static/css/index.css" rel="stylesheet">',
    ]);
  });

  test('Notes: the dev server compiles dynamic imports lazily, so its page prefetches only the proxy chunks, unless dev.lazyCompilation is false', async () => {
    const html = await devServerHtml(dir, {
      performance: { prefetch: true },
      environments: { lazy: { output: { distPath: { root: 'dist-server/lazy' } } }, eager: { dev: { lazyCompilation: false }, output: { distPath: { root: 'dist-server/eager' } } } },
    });
    assert.deepEqual(links(html.lazy), [
      '<link href="/static/js/async/src_dialog_js_lazy-compilation-proxy.js" rel="prefetch">',
      '<link href="/static/js/async/src_editor_js_lazy-compilation-proxy.js" rel="prefetch">',
      '<link href="/static/css/index.css" rel="stylesheet">',
    ]);
    assert.deepEqual(links(html.eager), [
      '<link href="/static/css/async/src_editor_js.css" rel="prefetch">',
      '<link href="/static/font/icons.HASH.woff2" rel="prefetch">',
      '<link href="/static/js/async/src_dialog_js.js" rel="prefetch">',
      '<link href="/static/js/async/src_editor_js.js" rel="prefetch">',
      '<link href="/static/css/index.css" rel="stylesheet">',
    ]);
    assert.ok(pageText(page, 'en').includes('its pages prefetch only the small `…_lazy-compilation-proxy.js` chunks'));
    assert.ok(pageText(page, 'zh').includes('页面只会预获取很小的 `…_lazy-compilation-proxy.js` chunk'));
  });

  test('the page states the HTML order and license files of all-assets, the stylesheet case and the inline exclusion (production mode only, except the object form) as fixed', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes("including the other pages' HTML files"));
    assert.ok(!en.includes('except license files'));
    assert.ok(en.includes('Source map files are never prefetched, but the `.LICENSE.txt` files that [output.legalComments](/config/output/legal-comments) writes are'));
    assert.ok(en.includes('with the entries `index` and `about`, `about.html` prefetches `/index.html`, but `index.html` does not prefetch `/about.html`'));
    assert.ok(en.includes("the page's own CSS file gets a prefetch tag next to its stylesheet link"));
    assert.ok(en.includes('In production mode, when [output.inlineScripts](/config/output/inline-scripts)'));
    assert.ok(en.includes('so in production mode `inlineScripts: true` also stops the async chunks from being prefetched. In development mode or mode `none`, `true` and a RegExp exclude nothing.'));
    assert.ok(en.includes("The object form `{ enable: true, test }` excludes the files matching its `test` RegExp in every mode (with `enable: 'auto'`, only in production mode). A function given to these options, or as `test`, excludes nothing."));
    assert.ok(!zh.includes('连其他页面的 HTML 文件也包括在内'));
    assert.ok(!zh.includes('许可证文件除外'));
    assert.ok(zh.includes('但 [output.legalComments](/config/output/legal-comments) 输出的 `.LICENSE.txt` 文件会'));
    assert.ok(zh.includes('`about.html` 会预获取 `/index.html`，而 `index.html` 不会预获取 `/about.html`'));
    assert.ok(zh.includes('页面自身的 CSS 文件除了样式表链接，还会多出一个预获取标签'));
    assert.ok(zh.includes('在生产模式下，当 [output.inlineScripts](/config/output/inline-scripts)'));
    assert.ok(zh.includes('因此在生产模式下设置 `inlineScripts: true` 后，异步 chunk 也不会再被预获取。在开发模式或 `none` 模式下，`true` 和正则都不会排除任何文件。'));
    assert.ok(zh.includes("对象写法 `{ enable: true, test }` 则在任何模式下都会排除匹配其 `test` 正则的文件（`enable: 'auto'` 时仅在生产模式下排除）。传入函数（包括作为 `test` 传入）时不会排除任何文件。"));
  });

  test('with html.inject false no prefetch tag is inserted; a template prints them through htmlPlugin.tags.headTags', () => {
    assert.deepEqual(links(html('no-inject')), []);
    assert.deepEqual(links(html('no-inject-template')).filter((tag) => tag.includes('prefetch')), links(html('sample')).filter((tag) => tag.includes('prefetch')));
    assert.ok(links(html('no-inject-template')).some((tag) => tag.includes('rel="prefetch"')));
    assert.ok(pageText(page, 'en').includes('With [html.inject](/config/html/inject) set to `false` the prefetch tags are not inserted'));
    assert.ok(pageText(page, 'zh').includes('[html.inject](/config/html/inject) 设为 `false` 时不会插入预获取标签'));
  });
});
