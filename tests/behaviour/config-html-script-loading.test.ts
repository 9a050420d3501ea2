// docs/{en,zh}/config/html/script-loading: the <script> tags @rsbuild/core 1.7.6 writes for each
// value, where they go with html.inject, what output.module does, and which tags keep their own
// attributes, in one production build with one environment per configuration.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText, rsbuildCore } from './harness';
import type { EnvironmentConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';

const files = {
  'src/index.js': `import('./lazy').then(({ show }) => show());\n`,
  'src/lazy.js': `export const show = () => { document.body.dataset.lazy = 'yes'; };\n`,
  'src/index.css': 'body { margin: 0; }\n',
  'template.html': `<!doctype html><html><head><script src="/legacy.js"></script></head><body><div id="root"></div></body></html>`,
};

const pluginTag: RsbuildPlugin = {
  name: 'add-tag',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }) => ({ headTags: [...headTags, { tag: 'script', attrs: { src: '/from-plugin.js' } }], bodyTags }));
  },
};

// A handler with order 'post' runs after Rsbuild's own 'post' handlers, which add crossorigin and nonce.
const pluginPostTag: RsbuildPlugin = {
  name: 'add-tag-post',
  setup(api) {
    api.modifyHTMLTags({
      order: 'post',
      handler: ({ headTags, bodyTags }) => ({ headTags: [...headTags, { tag: 'script', attrs: { src: '/from-post-plugin.js' } }], bodyTags }),
    });
  },
};

const environments: Record<string, EnvironmentConfig> = {
  defer: {},
  module: { html: { scriptLoading: 'module' } },
  blockingBody: { html: { scriptLoading: 'blocking', inject: 'body' } },
  blockingHead: { html: { scriptLoading: 'blocking' } },
  blockingTrue: { html: { scriptLoading: 'blocking', inject: true } },
  outputModule: { html: { scriptLoading: 'blocking' }, output: { module: true } },
  outputModuleHtmlPlugin: { output: { module: true }, tools: { htmlPlugin: { scriptLoading: 'defer' } } },
  inlined: { output: { inlineScripts: true } },
  relativeTag: { html: { tags: [{ tag: 'script', attrs: { src: 'from-tags.js' } }] } },
};
// Built on its own: Rsbuild 1.7.6 writes the prefixed src back into the tag object of the config,
// which the environments of one build share, so a CDN prefix here could reach the tags of the others.
const attrsEnvironment: EnvironmentConfig = {
  html: { crossorigin: true, tags: [{ tag: 'script', attrs: { src: 'from-tags.js' } }] },
  security: { nonce: 'abc' },
  output: { assetPrefix: 'https://cdn.example.com/' },
};

describe('html.scriptLoading', () => {
  const dir = makeProject(files, 'script-loading');
  const html: Record<string, string> = {};
  const js: Record<string, string> = {};

  before(async () => {
    const { errors } = await buildProject(dir, {
      output: { filenameHash: false },
      html: { template: './template.html', tags: [{ tag: 'script', attrs: { src: '/from-tags.js' } }] },
      plugins: [pluginTag],
      environments: Object.fromEntries(
        Object.entries(environments).map(([name, config]) => [name, { ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } }]),
      ),
    });
    assert.deepEqual(errors, []);
    const attrsDir = makeProject(files, 'script-loading-attrs');
    const attrs = await buildProject(attrsDir, {
      output: { filenameHash: false },
      html: { template: './template.html', tags: [{ tag: 'script', attrs: { src: '/from-tags.js' } }] },
      plugins: [pluginTag, pluginPostTag],
      environments: { attrs: attrsEnvironment },
    });
    assert.deepEqual(attrs.errors, []);
    html.attrs = outputFile(path.join(attrsDir, 'dist'), /^index\.html$/);
    for (const name of Object.keys(environments)) {
      html[name] = outputFile(path.join(dir, 'dist', name), /^index\.html$/);
      if (name !== 'inlined') js[name] = outputFile(path.join(dir, 'dist', name), /^static\/js\/index\.js$/);
    }
  });

  test("each value writes its attribute on the entry script in <head>: 'defer', 'module', nothing for 'blocking'", () => {
    const head = (page: string) => page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    assert.ok(head(html.defer).includes('<script defer src="/static/js/index.js"></script>'));
    assert.ok(head(html.module).includes('<script type="module" src="/static/js/index.js"></script>'));
    assert.ok(head(html.blockingHead).includes('<script src="/static/js/index.js"></script>'));
    for (const name of ['defer', 'module', 'blockingHead']) assert.ok(html[name].includes('<body><div id="root"></div></body>'), name);
  });

  test("the example: 'blocking' with inject 'body' puts the plain script after the mount element", () => {
    assert.ok(html.blockingBody.includes('<body><div id="root"></div><script src="/static/js/index.js"></script></body>'));
  });

  test("inject: true moves a blocking script into <body>", () => {
    assert.ok(html.blockingTrue.includes('<body><div id="root"></div><script src="/static/js/index.js"></script></body>'));
  });

  test("'module' changes only the attribute: the bundle is the same as with 'defer'", () => {
    assert.equal(js.module, js.defer);
    assert.ok(js.defer.startsWith('(()=>{'));
  });

  test("output.module writes type=\"module\" whatever scriptLoading says, and emits an ES module", () => {
    assert.ok(html.outputModule.includes('<script type="module" src="/static/js/index.js"></script>'));
    assert.ok(!js.outputModule.startsWith('(()=>{'));
  });

  test('with output.inlineScripts the entry is an inline <script defer> in <head>, without src', () => {
    const head = html.inlined.slice(html.inlined.indexOf('<head>'), html.inlined.indexOf('</head>'));
    assert.ok(head.includes('<script defer>(()=>{'));
    assert.ok(!html.inlined.includes('static/js/index.js'));
    assert.ok(html.inlined.endsWith('<body><div id="root"></div></body></html>'));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/html/script-loading', lang);
      assert.ok(text.includes('[output.inlineScripts](/config/output/inline-scripts)'), lang);
      assert.ok(text.includes('`<script defer>…</script>`'), lang);
      assert.ok(text.includes('(/config/output/inline-scripts#move-scripts-to-the-end-of-the-body)'), lang);
    }
  });

  test("tools.htmlPlugin's scriptLoading overrides output.module's 'module'", () => {
    assert.ok(html.outputModuleHtmlPlugin.includes('<script defer src="/static/js/index.js"></script>'));
    assert.ok(!html.outputModuleHtmlPlugin.includes('type="module"'));
    assert.ok(!js.outputModuleHtmlPlugin.startsWith('(()=>{'));
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('config/html/script-loading', lang).includes("`tools.htmlPlugin: { scriptLoading: 'defer' }`"), lang);
    }
  });

  test("html.tags get the asset prefix on src; modifyHTMLTags tags get crossorigin and nonce, except those of an order 'post' handler; template scripts stay as written", () => {
    assert.ok(html.relativeTag.includes('<script src="/from-tags.js"></script><script src="/from-tags.js"></script>'));
    const page = html.attrs;
    assert.ok(page.includes('<head><script src="/legacy.js"></script>'));
    assert.ok(page.includes('<script defer src="https://cdn.example.com/static/js/index.js" crossorigin="anonymous" nonce="abc"></script>'));
    assert.ok(page.includes('<script src="/from-plugin.js" crossorigin="anonymous" nonce="abc"></script>'));
    assert.ok(page.includes('<script src="/from-post-plugin.js"></script>'), 'a handler with order post adds its tag after crossorigin and nonce were set');
    assert.ok(page.includes('<script src="https://cdn.example.com/from-tags.js"></script><script src="https://cdn.example.com/from-tags.js"></script>'));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/html/script-loading', lang);
      assert.ok(text.includes('`https://cdn.example.com/from-tags.js`'), lang);
      assert.ok(text.includes('[html.crossorigin](/config/html/crossorigin)') && text.includes('[security.nonce](/config/security/nonce)'), lang);
      assert.ok(text.includes(lang === 'en' ? "A handler registered with `order: 'post'` is the exception" : "例外是以 `order: 'post'` 注册的处理函数"), lang);
      // The nonce and crossorigin pages state the same exception; this build is its proof.
      assert.ok(pageText('config/security/nonce', lang).includes(lang === 'en' ? "but not those of a handler registered with `order: 'post'`" : "以 `order: 'post'` 注册的处理函数除外"), lang);
      assert.ok(pageText('config/html/crossorigin', lang).includes(lang === 'en' ? "unless its handler is registered with `order: 'post'`" : "但以 `order: 'post'` 注册的处理函数添加的除外"), lang);
      assert.ok(!text.includes('Every other `<script>` tag keeps exactly the attributes it has') && !text.includes('其他 `<script>` 标签都会原样保留已有的属性'), lang);
    }
  });

  test('template scripts, html.tags and modifyHTMLTags tags get no defer or type="module"', () => {
    for (const name of ['module', 'blockingBody']) {
      assert.ok(html[name].includes('<script src="/legacy.js"></script>'), name);
      assert.ok(html[name].includes('<script src="/from-tags.js"></script>'), name);
      assert.ok(html[name].includes('<script src="/from-plugin.js"></script>'), name);
    }
  });

  test("the inspected Rspack configs of 'defer' and 'module' differ only in the HTML plugin's scriptLoading", async () => {
    const { createRsbuild } = await rsbuildCore();
    const lines: string[][] = [];
    for (const scriptLoading of ['defer', 'module'] as const) {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', logLevel: 'silent', html: { scriptLoading } } });
      const { bundlerConfigs } = await rsbuild.inspectConfig({ writeToDisk: false });
      lines.push(bundlerConfigs[0]!.split('\n'));
    }
    const [defer = [], module = []] = lines;
    assert.equal(defer.length, module.length);
    assert.deepEqual(defer.filter((line, i) => line !== module[i]).map((line) => line.trim()), ["scriptLoading: 'defer',"]);
    assert.deepEqual(module.filter((line, i) => line !== defer[i]).map((line) => line.trim()), ["scriptLoading: 'module',"]);
  });
});
