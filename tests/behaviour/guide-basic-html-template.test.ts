// guide/basic/html-template: the HTML files a production build writes from the default template,
// custom templates, template parameters, html.tags, per-entry options, icons and inject: false.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, freePort, listFiles, makeProject, pageText, PRINTED_BUILD_TIME, readText, rsbuildCore, runCli, withNodeEnv, type BuildResult, type CliResult } from './harness';

const script = (entry: string) => `<script defer src="/static/js/${entry}.HASH.js"></script>`;
/** The HTML with the eight-character hashes replaced, so the tag order can be compared literally. */
const html = (result: BuildResult, file: string) => readText(result.dist, file).replace(/\.[0-9a-f]{8}\./g, '.HASH.');

const defaultDir = makeProject({ 'src/index.js': "console.log('default');\n" }, 'html-default');
const pagesDir = makeProject(
  {
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'templates/shop.html':
      '<!doctype html>\n<html lang="<%= lang %>">\n  <head>\n    <meta name="description" content="<%- description %>" />\n    <meta name="prefix" content="<%= assetPrefix %>">\n    <meta name="raw" content="<%= description %>">\n  </head>\n  <body>\n    <% if (showBetaBanner) { %><div class="banner">Beta</div><% } %>\n    <div id="<%= mountId %>"><p class="loading">Loading…</p></div>\n    <noscript>This shop needs JavaScript.</noscript>\n  </body>\n</html>\n',
    'templates/admin.html':
      '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>Own title</title>\n  </head>\n  <body><div id="<%= mountId %>"></div><% if (showBetaBanner) { %><div class="banner">Beta</div><% } %></body>\n</html>\n',
  },
  'html-pages',
);
const missingDir = makeProject({ 'src/index.js': "console.log('missing');\n" }, 'html-missing');
const undefinedParamDir = makeProject(
  {
    'src/index.js': "console.log('params');\n",
    'index.html': '<!doctype html><html><body><div id="<%= mountId %>"></div></body></html>\n',
    // The same config for the CLI run, which shows what rsbuild build prints.
    'rsbuild.config.mjs': "export default { html: { template: './index.html', templateParameters: () => ({ lang: 'en' }) } };\n",
  },
  'html-params',
);
const iconsDir = makeProject(
  {
    'src/index.js': "console.log('icons');\n",
    'src/assets/logo.png': 'png'.repeat(2000),
    'src/assets/icon-192.png': 'a'.repeat(6000),
    'src/assets/icon-512.png': 'b'.repeat(9000),
    // inject: false with a template that has no <title> and prints both tag groups.
    'placed.html': '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body><div id="<%= mountId %>"></div><%= htmlPlugin.tags.bodyTags %></body></html>\n',
  },
  'html-icons',
);
const injectDir = makeProject(
  {
    'src/index.js': "import './index.css';\nconsole.log('inject');\n",
    'src/index.css': 'body { color: red; }\n',
    'index.html':
      '<!doctype html>\n<html>\n  <head>\n    <meta charset=utf-8>\n    <title>Shop</title>\n    <meta name="prefix" content="<%= assetPrefix %>">\n    <meta name="params" content="<%= entryName %> <%= typeof compilation.hash %> <%= rspackConfig === webpackConfig %> <%= rspackConfig.mode %> <%= htmlWebpackPlugin === htmlPlugin %> <%= htmlPlugin.options.title %> <%= htmlPlugin.files.js.length %> <%= htmlPlugin.files.css.length %>">\n    <style>.loading { font: 16px sans-serif; }</style>\n    <%= htmlPlugin.tags.headTags %>\n  </head>\n  <body>\n    <div id="<%= mountId %>"></div>\n    <%= htmlPlugin.tags.bodyTags %>\n  </body>\n</html>\n',
  },
  'html-inject',
);
// Templates with their own viewport tag: printed (kept), printed with inject: false and headTags,
// and inside an <% if %> block that prints nothing.
const viewportDir = makeProject(
  {
    'src/index.js': "console.log('viewport');\n",
    'own.html': '<!doctype html><html><head><meta name="viewport" content="width=1024"></head><body><div id="<%= mountId %>"></div></body></html>\n',
    'placed.html': '<!doctype html><html><head><meta name="viewport" content="width=1024"><%= htmlPlugin.tags.headTags %></head><body><div id="<%= mountId %>"></div></body></html>\n',
    'hidden.html': '<!doctype html><html><head><% if (false) { %><meta name="viewport" content="width=1024"><% } %></head><body><div id="<%= mountId %>"></div></body></html>\n',
  },
  'html-viewport',
);
const contentDir = makeProject({ 'src/index.js': "console.log('content');\n", 'src/later.js': "console.log('later');\n" }, 'html-content');
const prefixDir = makeProject(
  { 'src/index.js': "import './index.css';\nconsole.log('prefix');\n", 'src/index.css': 'body { color: blue; }\n', 'public/favicon.png': 'png'.repeat(100), 'index.html': '<!doctype html><html lang="<%= lang %>"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="prefix" content="<%= assetPrefix %>"></head><body><div id="<%= mountId %>"></div></body></html>\n' },
  'html-prefix',
);

// The config file sits in config/, next to a template that the project root does not have.
const configDir = makeProject(
  {
    'src/index.js': "console.log('config dir');\n",
    'config/rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    'config/index.html': '<!doctype html><html><body><div id="<%= mountId %>"></div></body></html>\n',
  },
  'html-config-dir',
);
let configDirBuild: CliResult;
let undefinedParamCli: CliResult;
// Blocking scripts: in <head> by default (index), at the end of <body> with inject 'body' (late);
// forgot uses inject: false with a template that prints no tags.
const blockingDir = makeProject(
  {
    'src/index.js': "console.log('index');\n",
    'src/late.js': "console.log('late');\n",
    'src/forgot.js': "import './forgot.css';\nconsole.log('forgot');\n",
    'src/forgot.css': 'body { color: red; }\n',
    'forgot.html': '<!doctype html><html><head></head><body><div id="<%= mountId %>"></div></body></html>\n',
    'src/placed.js': "console.log('placed');\n",
    'placed.html': '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body><div id="<%= mountId %>"></div><!-- body tags --><%= htmlPlugin.tags.bodyTags %></body></html>\n',
    // A <title> the template never prints: the check reads the template file, before it runs.
    'src/hidden.js': "console.log('hidden');\n",
    'hidden.html': '<!doctype html><html><head><% if (false) { %><title>Never printed</title><% } %></head><body><div id="<%= mountId %>"></div></body></html>\n',
  },
  'html-blocking',
);

// The automatic favicon: an .svg in public/ is linked, a .gif is not.
const faviconSvgDir = makeProject({ 'src/index.js': "console.log('svg');\n", 'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }, 'html-favicon-svg');
const faviconGifDir = makeProject({ 'src/index.js': "console.log('gif');\n", 'public/favicon.gif': 'GIF89a' }, 'html-favicon-gif');

const tagContexts: unknown[] = [];
// What the per-entry functions of html.title, template, favicon, meta and inject receive.
const optionContexts: Record<string, unknown> = {};
// The parameter names a templateContent function receives, per entry.
const contentParameters: Record<string, string[]> = {};
const valueDir = makeProject({ 'src/index.js': "console.log('value');\n" }, 'html-value');
let results: Record<'viewport' | 'noHtml' | 'blocking' | 'iconsPlaced' | 'iconsManifestWithoutName' | 'defaults' | 'module' | 'contentTitle' | 'contentNoTitle' | 'iconsTarget' | 'iconsWithoutName' | 'pages' | 'missing' | 'undefinedParam' | 'icons' | 'inject' | 'content' | 'prefix' | 'prefixAuto' | 'faviconSvg' | 'faviconGif' | 'value', BuildResult | Error>;
const ok = (name: keyof typeof results) => {
  const result = results[name];
  if (result instanceof Error) throw result;
  assert.deepEqual(result.errors, []);
  return result;
};

before(async () => {
  const builds = {
    blocking: buildProject(blockingDir, {
      source: { entry: { index: './src/index.js', late: './src/late.js', forgot: './src/forgot.js', placed: './src/placed.js', hidden: './src/hidden.js' } },
      html: {
        scriptLoading: 'blocking',
        inject: ({ entryName }) => (entryName === 'late' ? 'body' : entryName === 'forgot' || entryName === 'placed' ? false : 'head'),
        template: ({ entryName }) => (entryName === 'forgot' || entryName === 'placed' || entryName === 'hidden' ? `./${entryName}.html` : undefined),
      },
    }),
    defaults: buildProject(defaultDir),
    viewport: buildProject(viewportDir, {
      source: { entry: { own: './src/index.js', placed: './src/index.js', hidden: './src/index.js' } },
      html: { template: ({ entryName }) => `./${entryName}.html`, inject: ({ entryName }) => (entryName === 'placed' ? false : 'head') },
    }),
    // No HTML file: an entry object with html: false (entryObject), every entry with tools.htmlPlugin false (pluginOff).
    noHtml: buildProject(defaultDir, {
      environments: {
        entryObject: { source: { entry: { index: './src/index.js', widget: { import: './src/index.js', html: false } } }, output: { distPath: { root: 'dist-entry-object' } } },
        pluginOff: { tools: { htmlPlugin: false }, output: { distPath: { root: 'dist-plugin-off' } } },
      },
    }),
    // output.module with scriptLoading 'blocking': the script still becomes type="module".
    module: buildProject(defaultDir, { output: { module: true, distPath: { root: 'dist-module' } }, html: { scriptLoading: 'blocking' } }),
    faviconSvg: buildProject(faviconSvgDir),
    faviconGif: buildProject(faviconGifDir),
    value: buildProject(valueDir, {
      html: {
        title: (context) => void (optionContexts.title = context),
        template: (context) => void (optionContexts.template = context),
        favicon: (context) => void (optionContexts.favicon = context),
        meta: (context) => void (optionContexts.meta = context),
        inject: (context) => void (optionContexts.inject = context),
      },
    }),
    pages: buildProject(pagesDir, {
      source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
      output: { assetPrefix: 'https://cdn.example.com/' },
      html: {
        title: ({ entryName }) => (entryName === 'admin' ? 'Admin console' : 'Shop'),
        favicon: 'https://icons.example.com/icon.png',
        inject: ({ entryName }) => (entryName === 'admin' ? 'body' : 'head'),
        template: ({ entryName }) => (entryName === 'admin' ? './templates/admin.html' : './templates/shop.html'),
        templateParameters: (params, { entryName }) => ({ ...params, lang: 'en', description: `Page <b>${entryName}</b>`, showBetaBanner: entryName === 'index' }),
        tags: [
          { tag: 'meta', attrs: { name: 'theme-color', content: '#0a7' } },
          { tag: 'script', attrs: { src: 'https://analytics.example.com/analytics.js', defer: true } },
          // A tag that <head> does not allow, without `head`.
          { tag: 'div', attrs: { id: 'tag-without-head' } },
          { tag: 'script', attrs: { src: '/vendor/legacy-widget.js' }, head: false },
          { tag: 'script', attrs: { src: '/vendor/first.js' }, append: false, publicPath: false },
          { tag: 'script', attrs: { src: '/vendor/hashed.js' }, hash: true, publicPath: false },
          // Only tag and children: attrs is optional.
          { tag: 'script', children: 'window.inlineTag = 1;' },
          // The href of a <link> gets the asset prefix like the src of a <script>.
          { tag: 'link', attrs: { rel: 'preload', as: 'script', href: '/vendor/preload.js' } },
          (tags, context) => void tagContexts.push(context),
          (tags, { entryName }) => (entryName === 'admin' ? tags.filter((tag) => !String(tag.attrs?.src).includes('analytics')) : tags),
        ],
      },
    }),
    missing: buildProject(missingDir, { html: { template: './missing.html' } }),
    undefinedParam: buildProject(undefinedParamDir, { html: { template: './index.html', templateParameters: () => ({ lang: 'en' }) } }),
    icons: buildProject(iconsDir, {
      html: {
        favicon: './src/assets/logo.png',
        appIcon: { name: 'Shop', icons: [{ src: './src/assets/icon-192.png', size: 192 }, { src: './src/assets/icon-512.png', size: 512 }] },
      },
    }),
    // target overrides the size rule: a large apple-touch-icon, a small manifest-only icon.
    iconsTarget: buildProject(iconsDir, {
      // Also: output.distPath.favicon moves the copied favicon.
      output: { distPath: { root: 'dist-target', favicon: 'static/icons' } },
      html: { favicon: './src/assets/logo.png', appIcon: { name: 'Shop', icons: [{ src: './src/assets/icon-192.png', size: 192, target: 'web-app-manifest' }, { src: './src/assets/icon-512.png', size: 512, target: 'apple-touch-icon' }] } },
    }),
    iconsWithoutName: buildProject(iconsDir, {
      output: { distPath: { root: 'dist-without-name' } },
      // The default template (no html.template) with html.tags: also a claim of "Inject tags".
      html: { appIcon: { icons: [{ src: './src/assets/icon-192.png', size: 192 }, { src: './src/assets/icon-512.png', size: 512 }] }, tags: [{ tag: 'meta', attrs: { name: 'theme-color', content: '#0a7' } }] },
    }),
    // A manifest-only icon needs appIcon.name.
    iconsManifestWithoutName: buildProject(iconsDir, {
      output: { distPath: { root: 'dist-manifest-without-name' } },
      html: { appIcon: { icons: [{ src: './src/assets/icon-192.png', size: 192, target: 'web-app-manifest' }] } },
    }),
    // What headTags and bodyTags hold: icons, title, meta, module scripts and html.tags.
    iconsPlaced: buildProject(iconsDir, {
      output: { module: true, distPath: { root: 'dist-placed' } },
      html: {
        template: './placed.html',
        inject: false,
        favicon: './src/assets/logo.png',
        appIcon: { name: 'Shop', icons: [{ src: './src/assets/icon-192.png', size: 192 }] },
        tags: [
          { tag: 'meta', attrs: { name: 'theme-color', content: '#0a7' } },
          { tag: 'script', attrs: { src: '/late.js' }, head: false },
        ],
      },
    }),
    inject: buildProject(injectDir, { html: { template: './index.html', inject: false, tags: [{ tag: 'script', attrs: { src: '/late.js' }, head: false }] } }),
    content: buildProject(contentDir, {
      source: { entry: { index: './src/index.js', later: './src/later.js' } },
      html: { inject: false, title: 'Docs' },
      tools: {
        htmlPlugin: (config, { entryName }) => {
          const render = (parameters: { [option: string]: any }) => {
            contentParameters[entryName] = Object.keys(parameters).sort();
            const { htmlPlugin } = parameters;
            return `<!doctype html><html lang="en"><head>${htmlPlugin.tags.headTags.toString()}</head><body><main id="app"></main>${htmlPlugin.tags.bodyTags.toString()}</body></html>`;
          };
          // index: a function that returns the string; later: one that returns a promise of it.
          config.templateContent = entryName === 'index' ? render : async (parameters) => render(parameters);
        },
      },
    }),
    // A templateContent function that writes its own <title>: Rsbuild still adds html.title.
    contentNoTitle: buildProject(contentDir, {
      output: { distPath: { root: 'dist-no-title' } },
      html: { inject: false, title: '' },
      tools: {
        htmlPlugin: (config) => {
          config.templateContent = ({ htmlPlugin }) => `<!doctype html><html><head><title>Mine</title>${htmlPlugin.tags.headTags}</head><body>${htmlPlugin.tags.bodyTags}</body></html>`;
        },
      },
    }),
    contentTitle: buildProject(contentDir, {
      output: { distPath: { root: 'dist-title' } },
      html: { inject: false, title: 'Docs' },
      tools: {
        htmlPlugin: (config) => {
          config.templateContent = ({ htmlPlugin }) => `<!doctype html><html><head><title>Mine</title>${htmlPlugin.tags.headTags}</head><body>${htmlPlugin.tags.bodyTags}</body></html>`;
        },
      },
    }),
    prefix: buildProject(prefixDir, { server: { base: '/app' }, html: { template: './index.html', templateParameters: { lang: 'fr' } } }),
    prefixAuto: buildProject(prefixDir, { output: { assetPrefix: 'auto', distPath: { root: 'dist-auto' } }, html: { template: './index.html', templateParameters: { lang: 'fr' }, tags: [{ tag: 'script', attrs: { src: '/vendor/legacy-widget.js' }, head: false }, { tag: 'link', attrs: { rel: 'stylesheet', href: 'vendor/theme.css' } }] } }),
  };
  const cli = runCli(configDir, ['build', '-c', 'config/rsbuild.config.mjs']);
  const undefinedParamRun = runCli(undefinedParamDir, ['build']);
  const settled = await Promise.all(Object.values(builds).map((build) => build.catch((error: Error) => error)));
  configDirBuild = await cli;
  undefinedParamCli = await undefinedParamRun;
  results = Object.fromEntries(Object.keys(builds).map((name, index) => [name, settled[index]])) as typeof results;
});

describe('HTML template › The default template', () => {
  test('a production build writes title, meta tags and the deferred script into <head>', () => {
    assert.equal(
      html(ok('defaults'), 'index.html'),
      `<!DOCTYPE html><html><head><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">${script('index')}</head><body><div id="root"></div></body></html>`,
    );
  });
  test("html.scriptLoading: with output.module on, the script is type=\"module\" even when scriptLoading is 'blocking'", () => {
    assert.match(html(ok('module'), 'index.html'), /<script type="module" src="\/static\/js\/index\.HASH\.js"><\/script><\/head>/);
  });
  test('html.favicon by default: favicon.ico, .png or .svg from public/ is linked, another extension is not', () => {
    assert.match(html(ok('faviconSvg'), 'index.html'), /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);
    const gif = ok('faviconGif');
    assert.ok(listFiles(gif.dist).includes('favicon.gif'));
    assert.doesNotMatch(html(gif, 'index.html'), /rel="icon"/);
  });
});

describe('HTML template', () => {
  test('an entry object with html: false gets no HTML file, and with tools.htmlPlugin false no entry gets one; their scripts are still built', () => {
    ok('noHtml');
    const entryObject = listFiles(path.join(defaultDir, 'dist-entry-object'));
    assert.deepEqual(entryObject.filter((file) => file.endsWith('.html')), ['index.html']);
    assert.ok(entryObject.some((file) => /^static\/js\/widget\.[0-9a-f]{8}\.js$/.test(file)), entryObject.join('\n'));
    const pluginOff = listFiles(path.join(defaultDir, 'dist-plugin-off'));
    assert.deepEqual(pluginOff.filter((file) => file.endsWith('.html')), []);
    assert.ok(pluginOff.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), pluginOff.join('\n'));
    assert.ok(pageText('guide/basic/html-template', 'en').includes('An entry written as an object with `html: false` gets no HTML file, and no entry gets one when `tools.htmlPlugin` is `false`.'));
    assert.ok(pageText('guide/basic/html-template', 'zh').includes('以对象形式声明并设置了 `html: false` 的入口不会生成 HTML 文件；`tools.htmlPlugin` 设为 `false` 时，所有入口都不会生成。'));
  });
});

describe('HTML template › Use your own template', () => {
  test('the template keeps its markup; Rsbuild injects title, default meta and scripts into <head>', () => {
    const page = html(ok('pages'), 'index.html');
    assert.match(page, /<html lang="en">/);
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    assert.match(head, /<title>Shop<\/title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="https:\/\/cdn.example.com\/static\/js\/index.HASH.js"><\/script>/);
    assert.match(page, /<div id="root"><p class="loading">Loading…<\/p><\/div>/);
    assert.match(page, /<noscript>This shop needs JavaScript.<\/noscript>/);
  });
  test('the favicon and the stylesheet of the entry are injected into <head> of a template too', () => {
    const page = html(ok('prefix'), 'index.html');
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    assert.ok(head.includes('<link rel="icon" href="/app/favicon.png">'), head);
    assert.ok(head.includes('<link href="/app/static/css/index.HASH.css" rel="stylesheet">'), head);
  });
  test('no <title> and no charset are added when the template has them', () => {
    const page = html(ok('pages'), 'admin.html');
    assert.equal(page.match(/<title>/g)?.length, 1);
    assert.match(page, /<title>Own title<\/title>/);
    assert.equal(page.match(/charset/gi)?.length, 1);
  });
  test('the <title> check reads the template file before it runs: a <title> inside an <% if %> that prints nothing still stops Rsbuild adding one', () => {
    assert.equal(
      html(ok('blocking'), 'hidden.html'),
      '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script src="/static/js/hidden.HASH.js"></script></head><body><div id="root"></div></body></html>\n',
    );
  });
  test('a <meta charset=utf-8> whose value has no quotes is not recognized: <meta charset="utf-8"> is still added', () => {
    const page = html(ok('inject'), 'index.html');
    assert.match(page, /<meta charset=utf-8>/);
    assert.match(page, /<meta charset="utf-8">/);
  });
  test('a charset declared with http-equiv is not recognized: <meta charset="utf-8"> is still added', () => {
    const page = html(ok('prefix'), 'index.html');
    assert.match(page, /<meta charset="utf-8">/);
    assert.match(page, /<meta http-equiv="Content-Type" content="text\/html; charset=utf-8">/);
  });
  test('a viewport tag is not added when the rendered page has one; a viewport tag that the template does not print does not count, and with inject: false headTags still holds one', () => {
    const dist = path.join(viewportDir, 'dist');
    const viewports = (file: string) => readText(dist, file).match(/<meta name="viewport"[^>]*>/g);
    ok('viewport');
    assert.deepEqual(viewports('own.html'), ['<meta name="viewport" content="width=1024">']);
    assert.deepEqual(viewports('hidden.html'), ['<meta name="viewport" content="width=device-width, initial-scale=1.0">']);
    assert.deepEqual(viewports('placed.html'), ['<meta name="viewport" content="width=1024">', '<meta name="viewport" content="width=device-width, initial-scale=1.0">']);
    const en = pageText('guide/basic/html-template', 'en');
    assert.ok(en.includes('Three things it skips when the template already has them:') && !en.includes('Two things it skips'));
    assert.ok(en.includes('and no viewport meta tag when the page that the template printed has a `<meta name="viewport">` tag.'));
    const zh = pageText('guide/basic/html-template', 'zh');
    assert.ok(zh.includes('有三种情况会跳过：') && !zh.includes('有两种情况会跳过'));
    assert.ok(zh.includes('模板输出的页面中已有 `<meta name="viewport">` 标签时，不再添加 viewport meta 标签。'));
  });

  test('a missing template stops the build with "[rsbuild:html] Failed to resolve HTML template, check if the file exists:" and the absolute path', () => {
    const message = String(results.missing instanceof Error ? results.missing.message : results.missing.errors).replace(/\x1b\[[0-9;]*m/g, '');
    assert.ok(message.includes(`[rsbuild:html] Failed to resolve HTML template, check if the file exists: ${path.join(missingDir, 'missing.html')}`), message);
  });
});

describe('HTML template › Template syntax and parameters', () => {
  test('a templateParameters function adds keys; <%- %> escapes and <% if %> runs', () => {
    const index = html(ok('pages'), 'index.html');
    assert.match(index, /<meta name="description" content="Page &lt;b&gt;index&lt;\/b&gt;"/);
    // <%= %> inserts the same value as it is.
    assert.match(index, /<meta name="raw" content="Page <b>index<\/b>">/);
    assert.match(index, /<div class="banner">Beta<\/div>/);
    assert.doesNotMatch(html(ok('pages'), 'admin.html'), /banner/);
  });
  test('assetPrefix is empty by default, /app with server.base, the CDN URL from output.assetPrefix, without a trailing slash', () => {
    assert.match(html(ok('prefix'), 'index.html'), /<meta name="prefix" content="\/app">/);
    assert.match(html(ok('inject'), 'index.html'), /<meta name="prefix" content="">/);
    assert.match(html(ok('pages'), 'index.html'), /<meta name="prefix" content="https:\/\/cdn\.example\.com">/);
  });
  test("with output.assetPrefix: 'auto', assetPrefix prints auto", () => {
    assert.match(html(ok('prefixAuto'), 'index.html'), /<meta name="prefix" content="auto">/);
  });
  test("with output.assetPrefix 'auto', html.tags paths stay as written: no prefix is prepended", () => {
    const page = html(ok('prefixAuto'), 'index.html');
    assert.ok(page.includes('<script src="/vendor/legacy-widget.js"></script>'), page);
    assert.ok(page.includes('<link rel="stylesheet" href="vendor/theme.css">'), page);
    assert.ok(pageText('guide/basic/html-template', 'en').includes("Full URLs are left as they are, and so is every path while the prefix is `'auto'` (`output.assetPrefix: 'auto'` in a build)"));
    assert.ok(pageText('guide/basic/html-template', 'zh').includes("资源前缀为 `'auto'` 时（例如构建时设置了 `output.assetPrefix: 'auto'`），所有路径都保持原样"));
  });
  test('entryName, compilation, rspackConfig (also webpackConfig) and htmlPlugin (also htmlWebpackPlugin) with .options and .files are parameters', () => {
    assert.match(html(ok('inject'), 'index.html'), /<meta name="params" content="index string true production true Rsbuild App 1 1">/);
  });
  test('a templateParameters object is merged with the built-in parameters', () => {
    const page = html(ok('prefix'), 'index.html');
    assert.match(page, /<html lang="fr">/);
    assert.match(page, /<div id="root"><\/div>/);
  });
  test('a function that returns only its own keys fails with two errors: Template execution failed, then [html-rspack-plugin]', () => {
    const failure = results.undefinedParam;
    assert.ok(!(failure instanceof Error), String(failure));
    assert.deepEqual(
      failure.errors.map((error) => error.split('\n')[0]),
      ['  × Template execution failed: ReferenceError: mountId is not defined', '  × [html-rspack-plugin]: mountId is not defined'],
    );
    const text = failure.errors.join('\n');
    assert.ok(text.includes('Template execution failed: ReferenceError: mountId is not defined'), text);
    assert.ok(text.includes('[html-rspack-plugin]: mountId is not defined'), text);
  });
});

describe('HTML template › Template syntax and parameters (rsbuild build)', () => {
  test('an undefined name: rsbuild build prints "error   Build errors:", the two × errors, "build failed in", "Rspack build failed." and a stack, and exits with code 1', () => {
    assert.equal(undefinedParamCli.code, 1, undefinedParamCli.output);
    assert.ok(
      undefinedParamCli.output.includes('error   Build errors: \n× Template execution failed: ReferenceError: mountId is not defined\n\n× [html-rspack-plugin]: mountId is not defined\n'),
      undefinedParamCli.output,
    );
    assert.match(
      undefinedParamCli.stderr,
      new RegExp(String.raw`× \[html-rspack-plugin\]: mountId is not defined\n\nerror   build failed in ${PRINTED_BUILD_TIME}\nerror   Rspack build failed\.\n    at `),
    );
  });
});

describe('HTML template › Inject tags', () => {
  test('tags go to <head> or, with head: false, the end of <body>; append: false puts a tag first; a path that is not a full URL gets the asset prefix', () => {
    const page = html(ok('pages'), 'index.html');
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    const body = page.slice(page.indexOf('<body>'));
    assert.ok(head.indexOf('<script src="/vendor/first.js"></script>') < head.indexOf('https://cdn.example.com/static/js/index.HASH.js'), head);
    assert.ok(head.indexOf('https://cdn.example.com/static/js/index.HASH.js') < head.indexOf('<meta name="theme-color" content="#0a7">'), head);
    assert.ok(head.includes('<script src="https://analytics.example.com/analytics.js" defer></script>'), head);
    assert.ok(body.endsWith('<script src="https://cdn.example.com/vendor/legacy-widget.js"></script></body>\n</html>\n'), body);
  });
  test('html.tags works with the default template too: the tag is added to <head> after Rsbuild\'s own tags', () => {
    const page = html(ok('iconsWithoutName'), 'index.html');
    assert.ok(page.includes('<title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">'), page);
    assert.ok(page.endsWith(`${script('index')}<meta name="theme-color" content="#0a7"></head><body><div id="root"></div></body></html>`), page);
  });
  test('the href of a <link> tag gets the asset prefix too', () => {
    assert.match(html(ok('pages'), 'index.html'), /<link rel="preload" as="script" href="https:\/\/cdn\.example\.com\/vendor\/preload\.js">/);
  });
  test('a tag needs only tag: attrs and children are optional, children is its content', () => {
    const page = html(ok('pages'), 'index.html');
    assert.ok(page.slice(0, page.indexOf('</head>')).includes('<script>window.inlineTag = 1;</script>'), page);
  });
  test('a tag that <head> does not allow goes to <body> by default', () => {
    const page = html(ok('pages'), 'index.html');
    assert.ok(page.indexOf('<div id="tag-without-head"></div>') > page.indexOf('<body>'), page);
  });
  test('a function item gets entryName, outputName, publicPath and hash', () => {
    const index = tagContexts.find((context) => (context as { entryName: string }).entryName === 'index') as Record<string, string>;
    assert.deepEqual(Object.keys(index).sort(), ['entryName', 'hash', 'outputName', 'publicPath']);
    assert.equal(index.outputName, 'index.html');
    assert.equal(index.publicPath, 'https://cdn.example.com/');
    assert.match(index.hash, /^[0-9a-f]{16,}$/);
  });
  test('hash: true appends the build hash as a query string', () => {
    assert.match(html(ok('pages'), 'index.html'), /<script src="\/vendor\/hashed\.js\?[0-9a-f]{8,}"><\/script>/);
  });
  test('a function item can remove tags for one entry', () => {
    assert.doesNotMatch(html(ok('pages'), 'admin.html'), /analytics/);
  });
});

describe('HTML template › Titles and templates per entry', () => {
  test('html.title and html.template functions are called per entry', () => {
    assert.match(html(ok('pages'), 'index.html'), /<title>Shop<\/title>/);
    assert.match(html(ok('pages'), 'admin.html'), /<title>Own title<\/title>/);
  });
  test('html.inject takes a per-entry function too, html.favicon and html.meta accept one by type; mountId and scriptLoading are single values', () => {
    const index = html(ok('pages'), 'index.html');
    const admin = html(ok('pages'), 'admin.html');
    assert.ok(index.indexOf('static/js/index.HASH.js') < index.indexOf('</head>'), index);
    assert.ok(admin.indexOf('static/js/admin.HASH.js') > admin.indexOf('<body>'), admin);
    type Html = NonNullable<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig['html']>;
    const single: [Html['mountId'], Html['scriptLoading']] extends [string | undefined, string | undefined] ? true : false = true;
    const perEntry: Extract<Html['favicon'], Function> extends (context: { value: string; entryName: string }) => unknown ? true : false = true;
    const metaPerEntry: Extract<Html['meta'], Function> extends (context: { value: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').MetaOptions; entryName: string }) => unknown ? true : false = true;
    assert.ok(single && perEntry && metaPerEntry);
  });
});

describe('HTML template › Titles and templates per entry (context)', () => {
  test('each function gets the entryName and the current value; returning nothing keeps that value', () => {
    assert.deepEqual(optionContexts, {
      title: { value: 'Rsbuild App', entryName: 'index' },
      template: { value: '', entryName: 'index' },
      favicon: { value: '', entryName: 'index' },
      meta: { value: { charset: { charset: 'utf-8' }, viewport: 'width=device-width, initial-scale=1.0' }, entryName: 'index' },
      inject: { value: 'head', entryName: 'index' },
    });
    assert.match(html(ok('value'), 'index.html'), /^<!DOCTYPE html><html><head><title>Rsbuild App<\/title><meta charset="utf-8">/);
  });
});

describe('HTML template › Favicon and app icons', () => {
  test('a favicon.png in public/ is linked from the page without configuration', () => {
    const result = ok('prefix');
    assert.ok(listFiles(result.dist).includes('favicon.png'));
    assert.match(html(result, 'index.html'), /<link rel="icon" href="\/app\/favicon\.png">/);
  });
  test('a local favicon is copied to the output root and linked', () => {
    const result = ok('icons');
    assert.ok(listFiles(result.dist).includes('logo.png'));
    assert.match(html(result, 'index.html'), /<link rel="icon" href="\/logo.png">/);
  });
  test('a favicon URL is linked as it is', () => {
    assert.match(html(ok('pages'), 'index.html'), /<link rel="icon" href="https:\/\/icons\.example\.com\/icon\.png">/);
  });
  test('appIcon copies the icons to static/image, writes manifest.webmanifest and links it and the apple-touch-icon', () => {
    const result = ok('icons');
    const files = listFiles(result.dist);
    assert.ok(files.includes('manifest.webmanifest'), files.join(', '));
    assert.ok(files.includes('static/image/icon-192.png') && files.includes('static/image/icon-512.png'), files.join(', '));
    const manifest = JSON.parse(readText(result.dist, 'manifest.webmanifest'));
    assert.equal(manifest.name, 'Shop');
    assert.deepEqual(manifest.icons.map((icon: { sizes: string }) => icon.sizes), ['192x192', '512x512']);
    const page = html(result, 'index.html');
    assert.match(page, /<link rel="manifest" href="\/manifest.webmanifest">/);
    assert.match(page, /<link rel="apple-touch-icon" sizes="192x192" href="\/static\/image\/icon-192.png">/);
    assert.equal(page.match(/apple-touch-icon/g)?.length, 1, 'the 512-pixel icon gets no apple-touch-icon link');
  });
});

describe('HTML template › Favicon and app icons (output.distPath.favicon)', () => {
  test('with output.distPath.favicon set, a local favicon is copied to that folder and linked there', () => {
    const result = ok('iconsTarget');
    const files = listFiles(result.dist);
    assert.ok(files.includes('static/icons/logo.png') && !files.includes('logo.png'), files.join(', '));
    assert.match(html(result, 'index.html'), /<link rel="icon" href="\/static\/icons\/logo\.png">/);
  });
});

describe('HTML template › Favicon and app icons (target)', () => {
  test("target 'apple-touch-icon' links a 512-pixel icon and keeps it out of the manifest; 'web-app-manifest' keeps a 192-pixel icon only in the manifest", () => {
    const result = ok('iconsTarget');
    const manifest = JSON.parse(readText(result.dist, 'manifest.webmanifest'));
    assert.deepEqual(manifest.icons.map((icon: { src: string; sizes: string }) => [icon.src, icon.sizes]), [['/static/image/icon-192.png', '192x192']]);
    const page = html(result, 'index.html');
    assert.deepEqual(page.match(/<link rel="apple-touch-icon"[^>]*>/g), ['<link rel="apple-touch-icon" sizes="512x512" href="/static/image/icon-512.png">']);
    assert.match(page, /<link rel="manifest" href="\/manifest.webmanifest">/);
  });
});

describe('HTML template › Favicon and app icons (appIcon without name)', () => {
  test('without name: the icons are copied and the small one linked as apple-touch-icon, but no manifest.webmanifest and no manifest link', () => {
    const result = ok('iconsWithoutName');
    const files = listFiles(result.dist);
    assert.ok(files.includes('static/image/icon-192.png') && files.includes('static/image/icon-512.png'), files.join(', '));
    assert.ok(!files.includes('manifest.webmanifest'), files.join(', '));
    const page = html(result, 'index.html');
    assert.match(page, /<link rel="apple-touch-icon" sizes="192x192" href="\/static\/image\/icon-192.png">/);
    assert.doesNotMatch(page, /rel="manifest"/);
  });
});

describe('HTML template › Favicon and app icons (manifest-only icon without name)', () => {
  test("without name, an icon with target 'web-app-manifest' fails the build with \"[rsbuild:app-icon] \"appIcon.name\" is required when \"target\" is \"web-app-manifest\".\"", () => {
    const result = results.iconsManifestWithoutName;
    assert.ok(!(result instanceof Error), String(result));
    assert.deepEqual(result.errors, ['  × [rsbuild:app-icon] "appIcon.name" is required when "target" is "web-app-manifest".\n']);
  });
});

describe('HTML template › Place the tags yourself (what the groups hold)', () => {
  test("headTags: app icon and favicon links, the title when the template has none, meta tags, module scripts and html.tags head tags; bodyTags: a head: false tag", () => {
    assert.equal(
      html(ok('iconsPlaced'), 'index.html'),
      '<!doctype html><html><head><link rel="apple-touch-icon" sizes="192x192" href="/static/image/icon-192.png"><link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/logo.png"><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script type="module" src="/static/js/index.HASH.js"></script><meta name="theme-color" content="#0a7"></head><body><div id="root"></div><script src="/late.js"></script></body></html>\n',
    );
  });
});

describe('HTML template › Place the tags yourself', () => {
  test('with inject: false the template prints headTags where it writes them', () => {
    const page = html(ok('inject'), 'index.html');
    assert.ok(page.indexOf('<style>.loading') < page.indexOf('<link href="/static/css/index.HASH.css" rel="stylesheet">'), page);
    assert.ok(page.indexOf('<style>.loading') < page.indexOf(script('index')), page);
    assert.equal(page.match(/<title>/g)?.length, 1);
  });
  test('bodyTags holds a tag added with head: false, printed where the template writes it', () => {
    const page = html(ok('inject'), 'index.html');
    assert.match(page, /<div id="root"><\/div>\n {4}<script src="\/late\.js"><\/script>/);
    assert.ok(!page.slice(0, page.indexOf('</head>')).includes('late.js'), page);
  });
});

describe('HTML template › Place the tags yourself (blocking scripts)', () => {
  test("with inject: false and scriptLoading 'blocking', the script is in bodyTags, not headTags", () => {
    const page = html(ok('blocking'), 'placed.html');
    assert.ok(page.includes('<div id="root"></div><!-- body tags --><script src="/static/js/placed.HASH.js"></script></body>'), page);
    assert.ok(!page.slice(0, page.indexOf('</head>')).includes('<script'), page);
  });
});

describe('HTML template › Common problems', () => {
  test("with scriptLoading 'blocking' the script is a plain tag in <head>; inject 'body' moves it to the end of <body>", () => {
    assert.match(html(ok('blocking'), 'index.html'), /<script src="\/static\/js\/index\.HASH\.js"><\/script><\/head>/);
    assert.match(html(ok('blocking'), 'late.html'), /<div id="root"><\/div><script src="\/static\/js\/late\.HASH\.js"><\/script><\/body>/);
  });
  test('Two <title> elements: a templateContent function that writes a <title> gets html.title added in headTags as well', () => {
    assert.match(html(ok('contentTitle'), 'index.html'), /^<!doctype html><html><head><title>Mine<\/title><title>Docs<\/title><meta charset="utf-8">/);
  });
  test("with html.title '', headTags holds no title, so a <title> in templateContent is the only one", () => {
    assert.match(html(ok('contentNoTitle'), 'index.html'), /^<!doctype html><html><head><title>Mine<\/title><meta charset="utf-8">/);
    assert.equal(html(ok('contentNoTitle'), 'index.html').match(/<title>/g)?.length, 1);
    assert.ok(pageText('guide/basic/html-template', 'en').includes("it adds its own title to `headTags` whenever `html.title` is not an empty string"));
    assert.ok(!pageText('guide/basic/html-template', 'en').includes('so it always adds its own title'));
    assert.ok(pageText('guide/basic/html-template', 'zh').includes('只要 `html.title` 不是空字符串，就会在 `headTags` 中加入自己的标题'));
    assert.ok(pageText('guide/basic/html-template', 'zh').includes("请把 `html.title` 设为 `''`，这时 `headTags` 中不含标题"));
    assert.ok(pageText('guide/basic/html-template', 'en').includes("Set the title through `html.title` only, or keep your own and set `html.title` to `''`."));
    assert.ok(pageText('guide/basic/html-template', 'zh').includes("如果要保留自己写的标题，就把 `html.title` 设为 `''`。"));
  });
  test('with inject: false, a template that prints no tags gets no scripts and no styles', () => {
    const page = html(ok('blocking'), 'forgot.html');
    assert.doesNotMatch(page, /<script|<link/);
    assert.ok(listFiles(ok('blocking').dist).some((file) => /^static\/css\/forgot\.[0-9a-f]{8}\.css$/.test(file)));
  });
  test('html.template is resolved from the project root, not from the folder of the config file', () => {
    assert.equal(configDirBuild.code, 1, configDirBuild.output);
    assert.ok(configDirBuild.output.includes(`Failed to resolve HTML template, check if the file exists: ${path.join(configDir, 'index.html')}`), configDirBuild.output);
  });
  test('a missing template, as rsbuild build prints it: "Failed to build.", then the [rsbuild:html] line with the absolute path, then a stack trace', () => {
    assert.ok(configDirBuild.stderr.includes(`error   Failed to build.\nerror   [rsbuild:html] Failed to resolve HTML template, check if the file exists: ${path.join(configDir, 'index.html')}\n    at `), configDirBuild.stderr);
  });
});

describe('HTML template › Other template engines', () => {
  test('a templateContent function receives the same parameters as a template', () => {
    const names = ['assetPrefix', 'compilation', 'entryName', 'htmlPlugin', 'htmlWebpackPlugin', 'mountId', 'rspackConfig', 'webpackConfig'];
    assert.deepEqual(contentParameters, { index: names, later: names });
  });

  test('templateContent renders the page, returning a string or a promise, and Rsbuild adds its title to headTags', () => {
    for (const entry of ['index', 'later']) {
      assert.equal(
        html(ok('content'), `${entry}.html`),
        `<!doctype html><html lang="en"><head><title>Docs</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">${script(entry)}</head><body><main id="app"></main></body></html>`,
      );
    }
  });
});

describe('HTML template › code samples', () => {
  test("the page's nine rsbuild.config.ts samples type-check as written against the 1.x packages", () => {
    assertPageSamplesTypeCheck(ts, 'guide/basic/html-template', 9);
  });
});

describe('HTML template › Template syntax and parameters (development mode)', () => {
  // The same template and html.tags entry served by the dev server: output.assetPrefix set, and
  // then dev.assetPrefix as well.
  const devDir = makeProject(
    {
      'src/index.js': "console.log('dev');\n",
      'index.html': '<!doctype html><html><head><meta name="prefix" content="<%= assetPrefix %>"></head><body><div id="<%= mountId %>"></div></body></html>\n',
    },
    'html-dev-prefix',
  );
  const served: Record<'outputOnly' | 'withDev' | 'devModeBuild', string> = { outputOnly: '', withDev: '', devModeBuild: '' };
  const servers: { close(): Promise<void> }[] = [];
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv('development', async () => {
      for (const name of ['outputOnly', 'withDev'] as const) {
        const rsbuild = await createRsbuild({
          cwd: devDir,
          rsbuildConfig: {
            logLevel: 'silent',
            server: { port: await freePort(), printUrls: false },
            dev: { cliShortcuts: false, ...(name === 'withDev' ? { assetPrefix: 'http://localhost:9999/' } : {}) },
            output: { assetPrefix: 'https://cdn.example.com/' },
            html: { template: './index.html', tags: [{ tag: 'script', attrs: { src: '/vendor/legacy-widget.js' }, head: false }] },
          },
        });
        const { server, port } = await rsbuild.startDevServer();
        servers.push(server);
        served[name] = await (await fetch(`http://localhost:${port}/`)).text();
      }
    });
    // A build in development mode: the mode, not the command, picks the prefix.
    const devModeBuild = await buildProject(devDir, {
      mode: 'development',
      output: { assetPrefix: 'https://cdn.example.com/', distPath: { root: 'dist-dev-mode' } },
      html: { template: './index.html', tags: [{ tag: 'script', attrs: { src: '/vendor/legacy-widget.js' }, head: false }] },
    });
    assert.deepEqual(devModeBuild.errors, []);
    served.devModeBuild = readText(devModeBuild.dist, 'index.html');
  });
  after(async () => {
    for (const server of servers) await server.close();
  });
  test('the dev server ignores output.assetPrefix: assetPrefix is empty and an html.tags path keeps its URL', () => {
    assert.match(served.outputOnly, /<meta name="prefix" content="">/);
    assert.match(served.outputOnly, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(served.outputOnly, /<div id="root"><\/div><script src="\/vendor\/legacy-widget\.js"><\/script><\/body>/);
    assert.doesNotMatch(served.outputOnly, /cdn\.example\.com/);
  });
  test('a build with mode development ignores output.assetPrefix in the same way', () => {
    assert.match(served.devModeBuild, /<meta name="prefix" content="">/);
    assert.match(served.devModeBuild, /<script src="\/vendor\/legacy-widget\.js"><\/script><\/body>/);
    assert.doesNotMatch(served.devModeBuild, /cdn\.example\.com/);
  });
  test('in the dev server, dev.assetPrefix gives the prefix, without a trailing slash, and is prepended to html.tags paths', () => {
    assert.match(served.withDev, /<meta name="prefix" content="http:\/\/localhost:9999">/);
    assert.match(served.withDev, /<script src="http:\/\/localhost:9999\/vendor\/legacy-widget\.js"><\/script><\/body>/);
  });
});
