// docs/{en,zh}/config/html/tags: the HTML that @rsbuild/core 1.7.6 writes for the page's three
// samples (loaded as written with loadConfig) and for the fields of a tag object and a tag
// function, in one development build with one environment per case.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageSamples, pageText, readText, rsbuildCore } from './harness';

const files = {
  'src/index.ts': "import './index.css';\nconsole.log('index');\n",
  'src/index.css': 'body { color: red; }\n',
  'src/checkout.ts': "console.log('checkout');\n",
  'own-head.html': '<!doctype html><html><head><meta charset="utf-8"><title>My App</title></head><body><div id="root"></div></body></html>\n',
  'template.html': '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body><div id="root"></div><%= htmlPlugin.tags.bodyTags %></body></html>\n',
};

describe('html.tags', () => {
  const dir = makeProject(files, 'html-tags');
  /** environment → file → the HTML written. */
  const pages: Record<string, Record<string, string>> = {};
  const contexts: unknown[] = [];
  let seenByFunction: unknown[] = [];

  before(async () => {
    const { loadConfig } = await rsbuildCore();
    const samples: RsbuildConfig[] = [];
    for (const [index, code] of pageSamples('config/html/tags', 'en').entries()) {
      writeFileSync(path.join(dir, `sample${index}.config.ts`), code);
      samples.push((await loadConfig({ cwd: dir, path: `sample${index}.config.ts` })).content as RsbuildConfig);
    }
    const env = (name: string, config: RsbuildConfig) => ({ ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } });
    // Development mode: nothing is minified, which keeps nine environments quick; the HTML is the same.
    const { errors } = await buildProject(dir, {
      mode: 'development',
      output: { filenameHash: false },
      environments: {
        example: env('example', samples[0]),
        perEntry: env('perEntry', samples[1]),
        dataOwner: env('dataOwner', samples[2]),
        fields: env('fields', {
          html: {
            tags: [
              { tag: 'meta', attrs: { name: 'flags', on: true, off: false, none: null, missing: undefined }, metadata: { owner: 'team' } },
              { tag: 'style', children: 'main > p { color: red; }' },
              { tag: 'script', attrs: { src: 'vendor/prefixed.js' } },
              { tag: 'script', attrs: { src: 'vendor/hashed.js' }, hash: true },
              { tag: 'script', attrs: { src: 'vendor/versioned.js' }, hash: 'v2' },
              { tag: 'script', attrs: { src: 'vendor/as-is.js' }, publicPath: false },
              { tag: 'script', attrs: { src: 'vendor/cdn.js' }, publicPath: 'https://cdn.example.com/' },
              { tag: 'script', attrs: { src: 'https://stats.example.com/full.js' } },
              { tag: 'script', attrs: { src: '//stats.example.com/relative.js' }, publicPath: 'https://cdn.example.com/' },
              { tag: 'script', attrs: { src: 'https://stats.example.com/by-function.js' }, publicPath: (url, prefix) => `${prefix}mirror/${url.split('/').pop()}` },
              { tag: 'link', attrs: { rel: 'stylesheet', href: 'theme.css' }, hash: (url, hash) => `${url}#${hash.length}` },
              { tag: 'script', attrs: { src: 'late.js' }, head: false },
              (tags, context) => {
                contexts.push(context);
                seenByFunction = tags.map(({ tag, attrs, head, publicPath }) => ({ tag, name: attrs?.name ?? attrs?.src ?? attrs?.href, head, publicPath }));
              },
              { tag: 'meta', attrs: { name: 'after-function' } },
            ],
          },
        }),
        body: env('body', { html: { inject: 'body', tags: [{ tag: 'div', attrs: { id: 'early' }, append: false }, { tag: 'div', attrs: { id: 'late' } }] } }),
        crossorigin: env('crossorigin', { html: { crossorigin: 'anonymous', scriptLoading: 'module', tags: [{ tag: 'script', attrs: { src: 'https://stats.example.com/tracker.js' } }] } }),
        moved: env('moved', { html: { tags: [(tags) => [{ tag: 'meta', attrs: { name: 'first' } }, ...tags], (tags) => [...tags, { tag: 'meta', attrs: { name: 'forced-last' }, append: false }]] } }),
        devPrefix: env('devPrefix', { dev: { assetPrefix: '/dev-prefix/' }, output: { assetPrefix: 'https://cdn.example.com/' }, html: { tags: [{ tag: 'script', attrs: { src: 'vendor/lib.js' } }] } }),
        noInject: env('noInject', { html: { inject: false, tags: [{ tag: 'meta', attrs: { name: 'kept' } }] } }),
        ownHead: env('ownHead', { html: { template: './own-head.html', tags: [{ tag: 'script', children: 'first()', append: false }] } }),
        queryHash: env('queryHash', { html: { tags: [{ tag: 'script', attrs: { src: 'https://x.example.com/a.js?v=1' }, hash: true }] } }),
        noInjectTemplate: env('noInjectTemplate', { html: { inject: false, template: './template.html', tags: [{ tag: 'meta', attrs: { name: 'kept' } }] } }),
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['example', 'perEntry', 'dataOwner', 'fields', 'body', 'crossorigin', 'moved', 'devPrefix', 'noInject', 'noInjectTemplate', 'ownHead', 'queryHash']) {
      pages[name] = {};
      for (const file of ['index.html', 'checkout.html']) {
        try {
          pages[name][file] = readText(path.join(dir, 'dist', name), file);
        } catch {}
      }
    }
  });

  const head = (html: string) => html.match(/<head>([\s\S]*)<\/head>/)![1];
  const body = (html: string) => html.match(/<body>([\s\S]*)<\/body>/)![1];

  test('the first sample: the append: false script opens <head>, the link and tracker follow Rsbuild\'s tags, the div ends <body>', () => {
    const html = pages.example['index.html'];
    assert.equal(
      head(html),
      '<script>window.APP_CONFIG = { region: "eu" };</script><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">' +
        '<script defer src="/static/js/index.js"></script><link href="/static/css/index.css" rel="stylesheet">' +
        '<link rel="preconnect" href="https://api.example.com"><script src="https://stats.example.com/tracker.js" async></script>',
    );
    assert.equal(body(html), '<div id="root"></div><div id="modal-root"></div>');
  });

  test('the entryName sample adds the payment script to checkout.html only', () => {
    assert.ok(pages.perEntry['checkout.html'].includes('<script defer src="/static/js/checkout.js"></script><script src="https://js.payments.example.com/v3/"></script></head>'));
    assert.ok(!pages.perEntry['index.html'].includes('payments'));
  });

  test('the data-owner sample marks the entry script', () => {
    assert.ok(pages.dataOwner['index.html'].includes('<script defer src="/static/js/index.js" data-owner="web-team"></script>'));
  });

  test('attrs: true is a bare attribute, false, null and undefined leave it out; metadata is not written; children are not escaped', () => {
    const html = pages.fields['index.html'];
    assert.ok(html.includes('<meta name="flags" on><style>main > p { color: red; }</style>'), html);
    assert.ok(!html.includes('owner'));
  });

  test('publicPath and hash: prefix, ?hash, ?v2, false, a string prefix, full and // URLs kept, a function used for a full URL too', () => {
    const html = pages.fields['index.html'];
    const [context] = contexts as { hash: string }[];
    assert.match(context.hash, /^[0-9a-f]{16}$/);
    assert.ok(html.includes('<script src="/vendor/prefixed.js"></script>'));
    assert.ok(html.includes(`<script src="/vendor/hashed.js?${context.hash}"></script>`));
    assert.ok(html.includes('<script src="/vendor/versioned.js?v2"></script><script src="vendor/as-is.js"></script>'));
    assert.ok(html.includes('<script src="https://cdn.example.com/vendor/cdn.js"></script><script src="https://stats.example.com/full.js"></script><script src="//stats.example.com/relative.js"></script>'));
    assert.ok(html.includes('<script src="/mirror/by-function.js"></script>'));
    assert.ok(html.includes('<link rel="stylesheet" href="/theme.css#16">'));
  });

  test('publicPath: true uses dev.assetPrefix in development, not output.assetPrefix', () => {
    assert.ok(pages.devPrefix['index.html'].includes('<script src="/dev-prefix/vendor/lib.js"></script>'), pages.devPrefix['index.html']);
  });

  test('head: false puts a script at the end of <body>', () => {
    assert.equal(body(pages.fields['index.html']), '<div id="root"></div><script src="/late.js"></script>');
  });

  test("in <body>, injected tags follow the template's content and append: false only goes before Rsbuild's body scripts", () => {
    assert.equal(body(pages.body['index.html']), '<div id="root"></div><div id="early"></div><script defer src="/static/js/index.js"></script><div id="late"></div>');
  });

  test('a function gets the context, the generated tags with head and publicPath: false, and only the tag objects listed before it', () => {
    assert.deepEqual(contexts, [{ hash: (contexts[0] as { hash: string }).hash, entryName: 'index', outputName: 'index.html', publicPath: '/' }]);
    assert.deepEqual(seenByFunction.slice(0, 5), [
      { tag: 'title', name: undefined, head: true, publicPath: false },
      { tag: 'meta', name: undefined, head: true, publicPath: false },
      { tag: 'meta', name: 'viewport', head: true, publicPath: false },
      { tag: 'script', name: '/static/js/index.js', head: true, publicPath: false },
      { tag: 'link', name: '/static/css/index.css', head: true, publicPath: false },
    ]);
    assert.equal(seenByFunction.length, 17);
    assert.ok(!JSON.stringify(seenByFunction).includes('after-function'));
  });

  test("the sort after each item is stable: a function's tag put first stays before <title>; an append: false tag added last moves to the front", () => {
    assert.ok(head(pages.moved['index.html']).startsWith('<meta name="forced-last"><meta name="first"><title>'));
  });

  test('html.crossorigin and html.scriptLoading do not touch the tags of html.tags', () => {
    const html = pages.crossorigin['index.html'];
    assert.ok(html.includes('<script type="module" src="/static/js/index.js" crossorigin="anonymous"></script>'));
    assert.ok(html.includes('<script src="https://stats.example.com/tracker.js"></script>'));
  });

  test('with html.inject false, the tags appear only where a custom template prints htmlPlugin.tags', () => {
    assert.equal(pages.noInject['index.html'], '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
    assert.ok(pages.noInjectTemplate['index.html'].includes('<link href="/static/css/index.css" rel="stylesheet"><meta name="kept"></head>'));
  });

  test("append: false in <head> goes before the <title> Rsbuild generates, but after a custom template's own <meta charset> and <title>", () => {
    assert.ok(head(pages.example['index.html']).startsWith('<script>window.APP_CONFIG = { region: "eu" };</script><title>Rsbuild App</title>'));
    assert.equal(
      head(pages.ownHead['index.html']),
      '<meta charset="utf-8"><title>My App</title><script>first()</script><meta name="viewport" content="width=device-width, initial-scale=1.0">' +
        '<script defer src="/static/js/index.js"></script><link href="/static/css/index.css" rel="stylesheet">',
    );
  });

  test('hash: true appends ?<hash> even when the URL already has a query', () => {
    // The hash is that environment's compilation hash, 16 hex digits (the 'fields' test shows where it comes from).
    assert.match(pages.queryHash['index.html'], /<script src="https:\/\/x\.example\.com\/a\.js\?v=1\?[0-9a-f]{16}"><\/script>/);
  });

  test('metadata: not seen by api.modifyHTMLTags, read by a later tag function and as tag.meta in an html-rspack-plugin hook', async () => {
    const metaDir = makeProject({ 'src/index.ts': "console.log('index');\n" }, 'html-tags-metadata');
    const seen: { modifyHTMLTags?: boolean; laterFunction?: unknown; htmlPluginHook?: unknown[] } = {};
    const reader: RsbuildPlugin = {
      name: 'read-metadata',
      setup(api) {
        api.modifyHTMLTags((tags) => {
          seen.modifyHTMLTags = [...tags.headTags, ...tags.bodyTags].some((tag) => tag.metadata?.owner !== undefined);
          return tags;
        });
        api.modifyBundlerChain((chain, { HtmlPlugin }) => {
          chain.plugin('read-meta').use({
            apply(compiler: Rspack.Compiler) {
              compiler.hooks.compilation.tap('read-meta', (compilation) => {
                HtmlPlugin.getCompilationHooks(compilation).afterTemplateExecution.tap('read-meta', (data) => {
                  seen.htmlPluginHook = [...data.headTags, ...data.bodyTags].filter((tag) => tag.meta.owner !== undefined).map((tag) => tag.meta);
                  return data;
                });
              });
            },
          });
        });
      },
    };
    const { errors } = await buildProject(metaDir, {
      mode: 'development',
      plugins: [reader],
      html: {
        tags: [
          { tag: 'script', attrs: { src: 'https://x.example.com/a.js' }, metadata: { owner: 'a' } },
          (tags) => {
            seen.laterFunction = tags.find((tag) => tag.attrs?.src === 'https://x.example.com/a.js')?.metadata;
          },
        ],
      },
    });
    assert.deepEqual(errors, []);
    assert.deepEqual(seen, { modifyHTMLTags: false, laterFunction: { owner: 'a' }, htmlPluginHook: [{ owner: 'a' }] });
  });

  test('the page states the custom-template case of append, the existing query of hash, and who reads metadata (en and zh)', () => {
    const en = pageText('config/html/tags', 'en');
    const zh = pageText('config/html/tags', 'zh');
    assert.ok(en.includes("`append: false` puts the tag before the `<title>` that Rsbuild generates; what a custom [html.template](/config/html/template) writes in its own `<head>`, such as `<meta charset>` and `<title>`, stays before every injected tag"), en);
    assert.ok(zh.includes('`append: false` 会把标签放到 Rsbuild 生成的 `<title>` 之前；自定义 [html.template](/config/html/template) 在自己的 `<head>` 中写的内容（例如 `<meta charset>` 和 `<title>`）始终位于所有注入的标签之前'), zh);
    assert.ok(en.includes('The `?` is added even when the URL already has a query: `https://x.example.com/a.js?v=1` becomes `https://x.example.com/a.js?v=1?c53b5e335f98b68f`'), en);
    assert.ok(zh.includes('即使 URL 已经带有查询参数也是如此：`https://x.example.com/a.js?v=1` 会变成 `https://x.example.com/a.js?v=1?c53b5e335f98b68f`'), zh);
    assert.ok(en.includes("A plugin's [api.modifyHTMLTags](/plugins/dev/hooks#modifyhtmltags) runs before `html.tags` is applied, so it never sees these tags or their `metadata`."), en);
    assert.ok(zh.includes('插件的 [api.modifyHTMLTags](/plugins/dev/hooks#modifyhtmltags) 在应用 `html.tags` 之前执行，因此看不到这些标签，也看不到它们的 `metadata`。'), zh);
    assert.ok(!en.includes('for example a plugin that processes tags later'));
  });

  test('the page says that a function receives full URLs and that the sort keeps the order within a group', () => {
    const en = pageText('config/html/tags', 'en');
    const zh = pageText('config/html/tags', 'zh');
    assert.ok(!en.includes('are never prefixed, whatever this field says'));
    assert.ok(en.includes('A function receives them too'));
    assert.ok(zh.includes('函数同样会收到这些 URL'));
    assert.ok(!en.includes('so a function cannot move a tag to a position that contradicts those two fields'));
    assert.ok(en.includes('a tag without `append` that a function puts first stays first'));
    assert.ok(zh.includes('未设置 `append` 的标签会保持在最前面'));
  });
});

test('publicPath: the prefixed URL is written back into the tag object, so a top-level tag shared by environments with different prefixes gets one prefix in all; a function gives each its own', async () => {
  const tag = { tag: 'script', attrs: { src: '/t.js' } };
  const environments = {
    a: { output: { assetPrefix: 'https://a.example/', distPath: { root: 'dist/a' } } },
    b: { output: { assetPrefix: 'https://b.example/', distPath: { root: 'dist/b' } } },
  };
  const srcOf = (dir: string, env: string) => /<script src="([^"]*t\.js)"/.exec(readText(dir, `dist/${env}/index.html`))?.[1];
  const shared = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'tags-shared-object');
  const { errors } = await buildProject(shared, { output: { filenameHash: false }, html: { tags: [tag] }, environments });
  assert.deepEqual(errors, []);
  // The config's own object was rewritten: its src now carries one of the two prefixes.
  assert.match(tag.attrs.src, /^https:\/\/[ab]\.example\/t\.js$/);
  assert.equal(srcOf(shared, 'a'), tag.attrs.src);
  assert.equal(srcOf(shared, 'b'), tag.attrs.src);
  const fresh = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'tags-function');
  const built = await buildProject(fresh, { output: { filenameHash: false }, html: { tags: [(tags) => [...tags, { tag: 'script', attrs: { src: '/t.js' } }]] }, environments });
  assert.deepEqual(built.errors, []);
  assert.equal(srcOf(fresh, 'a'), 'https://a.example/t.js');
  assert.equal(srcOf(fresh, 'b'), 'https://b.example/t.js');
  // The other way round it: each environment lists its own tag object.
  const own = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'tags-per-environment');
  const perEnvironment = await buildProject(own, {
    output: { filenameHash: false },
    environments: {
      a: { ...environments.a, html: { tags: [{ tag: 'script', attrs: { src: '/t.js' } }] } },
      b: { ...environments.b, html: { tags: [{ tag: 'script', attrs: { src: '/t.js' } }] } },
    },
  });
  assert.deepEqual(perEnvironment.errors, []);
  assert.equal(srcOf(own, 'a'), 'https://a.example/t.js');
  assert.equal(srcOf(own, 'b'), 'https://b.example/t.js');
  assert.ok(pageText('config/html/tags', 'en').includes('Rsbuild 1.7.6 writes the prefixed URL back into the tag object itself.'));
  assert.ok(pageText('config/html/tags', 'zh').includes('Rsbuild 1.7.6 会把加好前缀的 URL 写回标签对象本身。'));
});
