// docs/{en,zh}/config/performance/preload: which <link rel="preload"> tags @rsbuild/core 1.7.6
// writes for a page with one lazily loaded module (JS, CSS and a font), per option, in one
// production build with one environment per configuration.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, devServerHtml, listFiles, makeProject, outputFile, pageText } from './harness';

const files = {
  'src/index.js': `import './index.css';\nimport('./lazy').then(({ show }) => show());\n`,
  'src/index.css': 'body { margin: 0; }\n',
  'src/other.js': `document.title = 'other';\n`,
  'src/lazy.js': `import './lazy.css';\nexport const show = () => { document.body.className = 'lazy'; };\n`,
  'src/lazy.css': `@font-face { font-family: icons; src: url('./icons.woff2') format('woff2'); }\n.lazy { font-family: icons; }\n`,
  // Larger than the 4 KiB data URI limit, so the font is emitted as a file.
  'src/icons.woff2': 'x'.repeat(6000),
  // A template that prints the head tags itself, for html.inject: false.
  'tags.html': '<!doctype html><html><head><title>t</title><%= htmlPlugin.tags.headTags %></head><body></body></html>\n',
};

const preloads = (html: string) => html.match(/<link [^>]*rel="preload"[^>]*>/g) ?? [];

describe('performance.preload', () => {
  const dir = makeProject(files, 'preload');
  const html: Record<string, string> = {};
  const dev: Record<string, string> = {};

  before(async () => {
    const { errors } = await buildProject(dir, {
      output: { filenameHash: false },
      environments: {
        true: { output: { distPath: { root: 'dist/true' } }, performance: { preload: true } },
        initial: { output: { distPath: { root: 'dist/initial' } }, performance: { preload: { type: 'initial' } } },
        initialNoDedupe: { output: { distPath: { root: 'dist/initialNoDedupe' } }, performance: { preload: { type: 'initial', dedupe: false } } },
        both: {
          output: { distPath: { root: 'dist/both' } },
          performance: { preload: { type: 'async-chunks', include: /async/, exclude: (file) => file.endsWith('.css') } },
        },
        cdn: { html: { crossorigin: true }, output: { distPath: { root: 'dist/cdn' }, assetPrefix: 'https://cdn.example.com/' }, performance: { preload: true } },
        basePath: { html: { crossorigin: true }, output: { distPath: { root: 'dist/basePath' }, assetPrefix: '/base/' }, performance: { preload: true } },
        sameOrigin: { html: { crossorigin: true }, output: { distPath: { root: 'dist/sameOrigin' } }, performance: { preload: true } },
        credentials: { html: { crossorigin: 'use-credentials' }, output: { distPath: { root: 'dist/credentials' } }, performance: { preload: true } },
        sri: { security: { sri: { enable: true } }, output: { distPath: { root: 'dist/sri' }, assetPrefix: 'https://cdn.example.com/' }, performance: { preload: true } },
        sriSameOrigin: { security: { sri: { enable: true } }, output: { distPath: { root: 'dist/sriSameOrigin' } }, performance: { preload: true } },
        inlineTrue: { output: { distPath: { root: 'dist/inlineTrue' }, inlineScripts: true }, performance: { preload: true } },
        inlineRegExp: { output: { distPath: { root: 'dist/inlineRegExp' }, inlineScripts: /index\.js$/ }, performance: { preload: true } },
        inlineFn: { output: { distPath: { root: 'dist/inlineFn' }, inlineScripts: ({ name }) => name.endsWith('.js') }, performance: { preload: true } },
        noInject: { html: { inject: false }, output: { distPath: { root: 'dist/noInject' } }, performance: { preload: true } },
        noInjectTemplate: { html: { inject: false, template: './tags.html' }, output: { distPath: { root: 'dist/noInjectTemplate' } }, performance: { preload: true } },
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['true', 'initial', 'initialNoDedupe', 'both', 'cdn', 'basePath', 'sameOrigin', 'credentials', 'sri', 'sriSameOrigin', 'inlineTrue', 'inlineRegExp', 'inlineFn', 'noInject', 'noInjectTemplate']) {
      html[name] = outputFile(path.join(dir, 'dist', name), /^index\.html$/);
    }
    // Two pages in development (source maps on): `other` has no lazy module.
    const second = await buildProject(dir, {
      mode: 'development',
      source: { entry: { index: './src/index.js', other: './src/other.js' } },
      output: { filenameHash: false },
      environments: {
        asyncChunks: { output: { distPath: { root: 'dist-dev/asyncChunks' } }, performance: { preload: true } },
        allAssets: { output: { distPath: { root: 'dist-dev/allAssets' } }, performance: { preload: { type: 'all-assets' } } },
        objectForm: { output: { distPath: { root: 'dist-dev/objectForm' }, inlineScripts: { enable: true, test: /\.js$/ } }, performance: { preload: true } },
        // In development mode dev.assetPrefix is the prefix in use; output.assetPrefix is ignored.
        devPrefix: { html: { crossorigin: true }, dev: { assetPrefix: '/dev/' }, output: { distPath: { root: 'dist-dev/devPrefix' } }, performance: { preload: true } },
        outputPrefix: { html: { crossorigin: true }, output: { distPath: { root: 'dist-dev/outputPrefix' }, assetPrefix: '/out/' }, performance: { preload: true } },
      },
    });
    assert.deepEqual(second.errors, []);
    for (const env of ['asyncChunks', 'allAssets', 'objectForm', 'devPrefix', 'outputPrefix']) {
      for (const page of ['index', 'other']) dev[`${env}/${page}`] = outputFile(path.join(dir, 'dist-dev', env), new RegExp(`^${page}\\.html$`));
    }
    // server.base alone: it is the default of output.assetPrefix.
    const based = await buildProject(dir, {
      output: { filenameHash: false, distPath: { root: 'dist-base' } },
      server: { base: '/app' },
      html: { crossorigin: true },
      performance: { preload: true },
    });
    assert.deepEqual(based.errors, []);
    html.serverBase = outputFile(path.join(dir, 'dist-base'), /^index\.html$/);
  });

  test('true preloads the async chunk with its CSS and font, in <head> before the stylesheet, sorted by path', () => {
    assert.deepEqual(preloads(html.true), [
      '<link href="/static/css/async/950.css" rel="preload" as="style">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/static/js/async/950.js" rel="preload" as="script">',
    ]);
    const head = html.true.slice(0, html.true.indexOf('</head>'));
    assert.ok(head.indexOf('rel="preload"') < head.indexOf('<link href="/static/css/index.css" rel="stylesheet">'));
  });

  test("dedupe skips only scripts: with type 'initial' the page's own CSS is still preloaded", () => {
    assert.deepEqual(preloads(html.initial), ['<link href="/static/css/index.css" rel="preload" as="style">']);
    assert.deepEqual(preloads(html.initialNoDedupe), [
      '<link href="/static/css/index.css" rel="preload" as="style">',
      '<link href="/static/js/index.js" rel="preload" as="script">',
    ]);
  });

  test('a file matching both include and exclude is excluded', () => {
    assert.deepEqual(preloads(html.both), ['<link href="/static/js/async/950.js" rel="preload" as="script">']);
  });

  test('with html.crossorigin and an asset prefix on another origin, script and style preloads get crossorigin', () => {
    assert.deepEqual(preloads(html.cdn), [
      '<link href="https://cdn.example.com/static/css/async/950.css" rel="preload" as="style" crossorigin="">',
      '<link href="https://cdn.example.com/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="https://cdn.example.com/static/js/async/950.js" rel="preload" as="script" crossorigin="">',
    ]);
  });

  test('with html.crossorigin, any asset prefix other than /, a same-origin path such as /base/ too, adds crossorigin', () => {
    assert.deepEqual(preloads(html.basePath), [
      '<link href="/base/static/css/async/950.css" rel="preload" as="style" crossorigin="">',
      '<link href="/base/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/base/static/js/async/950.js" rel="preload" as="script" crossorigin="">',
    ]);
    for (const [lang, text] of [
      ['en', 'is anything other than `/` (a CDN origin, but also a path on the same origin such as `/base/`)'],
      ['zh', '不是 `/` 时（无论是 CDN 的源，还是 `/base/` 这样的同源路径）'],
    ] as const) {
      assert.ok(pageText('config/performance/preload', lang).includes(text), lang);
    }
    assert.ok(!pageText('config/performance/preload', 'en').includes('files are served from another origin'));
  });

  test("crossorigin: none on the same origin, 'use-credentials' always, and integrity plus crossorigin with security.sri", () => {
    assert.deepEqual(preloads(html.sameOrigin), preloads(html.true));
    assert.deepEqual(preloads(html.credentials), [
      '<link href="/static/css/async/950.css" rel="preload" as="style" crossorigin="use-credentials">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/static/js/async/950.js" rel="preload" as="script" crossorigin="use-credentials">',
    ]);
    for (const name of ['sri', 'sriSameOrigin']) {
      const [style = '', font = '', script = ''] = preloads(html[name]);
      for (const tag of [style, script]) {
        assert.match(tag, / integrity="sha384-[A-Za-z0-9+/]{64}"/, name);
        assert.match(tag, / crossorigin="anonymous"/, name);
      }
      assert.ok(font.endsWith('as="font" crossorigin="">'), name);
    }
  });

  test('output.inlineScripts: true drops the preload of async JS chunks, which are still emitted as files', () => {
    assert.ok(listFiles(path.join(dir, 'dist/inlineTrue')).includes('static/js/async/950.js'));
    assert.deepEqual(preloads(html.inlineTrue), [
      '<link href="/static/css/async/950.css" rel="preload" as="style">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
    ]);
  });

  test('a RegExp that does not match the async chunk, or a function, keeps its preload', () => {
    for (const name of ['inlineRegExp', 'inlineFn']) {
      assert.ok(!html[name].includes('<script defer src='), name);
      assert.deepEqual(preloads(html[name]), preloads(html.true), name);
    }
  });

  test('inlineScripts { enable: true, test } drops the async JS preload in development too', () => {
    assert.deepEqual(preloads(dev['objectForm/index']), [
      '<link href="/static/css/async/src_lazy_js.css" rel="preload" as="style">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
    ]);
    assert.ok(listFiles(path.join(dir, 'dist-dev/objectForm')).includes('static/js/async/src_lazy_js.js'));
    assert.ok(pageText('config/performance/preload', 'en').includes('so with `enable: true` this also happens in development.'));
    assert.ok(pageText('config/performance/preload', 'zh').includes('因此设置 `enable: true` 时，开发模式下也会排除。'));
  });

  test('preload tags are added in development; source maps are never preloaded', () => {
    assert.deepEqual(preloads(dev['asyncChunks/index']), [
      '<link href="/static/css/async/src_lazy_js.css" rel="preload" as="style">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/static/js/async/src_lazy_js.js" rel="preload" as="script">',
    ]);
    assert.ok(listFiles(path.join(dir, 'dist-dev/asyncChunks')).includes('static/js/async/src_lazy_js.js.map'));
    for (const page of Object.values(dev)) assert.ok(!page.includes('.map"'));
  });

  test('the dev server compiles the lazy import lazily: only the proxy chunk is preloaded, unless dev.lazyCompilation is false', async () => {
    const html = await devServerHtml(dir, {
      output: { filenameHash: false },
      performance: { preload: true },
      environments: { lazy: { output: { distPath: { root: 'dist-server/lazy' } } }, eager: { dev: { lazyCompilation: false }, output: { distPath: { root: 'dist-server/eager' } } } },
    });
    assert.deepEqual(preloads(html.lazy), ['<link href="/static/js/async/src_lazy_js_lazy-compilation-proxy.js" rel="preload" as="script">']);
    assert.deepEqual(preloads(html.eager), [
      '<link href="/static/css/async/src_lazy_js.css" rel="preload" as="style">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/static/js/async/src_lazy_js.js" rel="preload" as="script">',
    ]);
    assert.ok(pageText('config/performance/preload', 'en').includes('its page preloads only a small `…_lazy-compilation-proxy.js` chunk'));
    assert.ok(pageText('config/performance/preload', 'zh').includes('页面只会预加载一个很小的 `…_lazy-compilation-proxy.js` chunk'));
  });

  test("with several pages, 'async-chunks' keeps to the page's own chunks; 'all-assets' lists other pages' files and HTML", () => {
    assert.deepEqual(preloads(dev['asyncChunks/other']), []);
    assert.deepEqual(preloads(dev['allAssets/other']), [
      '<link href="/index.html" rel="preload" as="script">',
      '<link href="/static/css/async/src_lazy_js.css" rel="preload" as="style">',
      '<link href="/static/css/index.css" rel="preload" as="style">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/static/js/async/src_lazy_js.js" rel="preload" as="script">',
      '<link href="/static/js/index.js" rel="preload" as="script">',
    ]);
  });

  test("'all-assets' preloads the .LICENSE.txt file that output.legalComments writes, as a script", async () => {
    const licensed = makeProject({ 'src/index.js': '/*! Example licence notice */\nconsole.log(1);\n' }, 'preload-license');
    const { errors } = await buildProject(licensed, { output: { filenameHash: false }, performance: { preload: { type: 'all-assets' } } });
    assert.deepEqual(errors, []);
    // The entry script itself is left out: dedupe skips scripts the page already loads.
    assert.deepEqual(preloads(outputFile(path.join(licensed, 'dist'), /^index\.html$/)), ['<link href="/static/js/index.js.LICENSE.txt" rel="preload" as="script">']);
    for (const [lang, text] of [['en', "`.LICENSE.txt` files included |"], ['zh', '包括 `.LICENSE.txt` 文件 |']] as const) {
      assert.ok(pageText('config/performance/preload', lang).includes(text), lang);
    }
  });

  test('the page says which inlining settings exclude files, and that async chunks lose their preload', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/performance/preload', lang);
      assert.ok(!text.includes('inline through a RegExp') && !text.includes('通过正则内联的文件会被自动排除'), lang);
      assert.ok(text.includes('inlineScripts: true'), lang);
      assert.ok(text.includes('[security.sri](/config/security/sri)'), lang);
    }
  });
  test('server.base alone adds crossorigin in a production build; in development mode dev.assetPrefix counts and output.assetPrefix does not', () => {
    assert.deepEqual(preloads(html.serverBase), [
      '<link href="/app/static/css/async/950.css" rel="preload" as="style" crossorigin="">',
      '<link href="/app/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/app/static/js/async/950.js" rel="preload" as="script" crossorigin="">',
    ]);
    const scripts = (page: string) => preloads(page).filter((tag) => tag.includes('as="script"'));
    assert.deepEqual(scripts(dev['devPrefix/index']), ['<link href="/dev/static/js/async/src_lazy_js.js" rel="preload" as="script" crossorigin="">']);
    assert.deepEqual(scripts(dev['outputPrefix/index']), ['<link href="/static/js/async/src_lazy_js.js" rel="preload" as="script">']);
  });

  test('the page names dev.assetPrefix in development and server.base as the default, in both languages', () => {
    assert.ok(pageText('config/performance/preload', 'en').includes("both default to [server.base](/config/server/base), so `server.base: '/app'` alone is enough to add the attribute"));
    assert.ok(pageText('config/performance/preload', 'zh').includes("两者的默认值都是 [server.base](/config/server/base)，因此只设置 `server.base: '/app'` 也会添加这个属性"));
    assert.ok(!pageText('config/performance/preload', 'en').includes('is enabled and [output.assetPrefix](/config/output/asset-prefix) is anything other than `/`'));
  });

  test('with html.inject false no preload tag is inserted; a template prints them through htmlPlugin.tags.headTags', () => {
    assert.deepEqual(preloads(html.noInject), []);
    assert.deepEqual(preloads(html.noInjectTemplate), [
      '<link href="/static/css/async/950.css" rel="preload" as="style">',
      '<link href="/static/font/icons.woff2" rel="preload" as="font" crossorigin="">',
      '<link href="/static/js/async/950.js" rel="preload" as="script">',
    ]);
    assert.ok(pageText('config/performance/preload', 'en').includes('With [html.inject](/config/html/inject) set to `false` the preload tags are not inserted'));
    assert.ok(pageText('config/performance/preload', 'zh').includes('[html.inject](/config/html/inject) 设为 `false` 时不会插入预加载标签'));
  });
});
