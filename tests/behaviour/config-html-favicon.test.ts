// docs/{en,zh}/config/html/favicon.mdx: the tag, the copied file, URLs, the asset prefix and
// output.distPath.favicon, the per-entry function and arrays, the favicon found in the public
// folder, custom templates, the node target, and the error of a missing file. Two builds: one
// project with an environment per case, and a small one whose public folder holds favicon.ico.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, readText } from './harness';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n';

describe('html.favicon', () => {
  const dir = makeProject(
    {
      'src/index.ts': "console.log('index');\n",
      'src/admin.ts': "console.log('admin');\n",
      'src/assets/logo.svg': svg,
      'src/assets/site.png': 'site png\n',
      'src/assets/admin.png': 'admin png\n',
      // The public folder holds a PNG and an SVG: the PNG is taken.
      'public/favicon.png': 'public png\n',
      'public/favicon.svg': svg,
      'src/tags.html': '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body></body></html>',
      'src/template.html': '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="/old.ico"><title>Shop</title></head><body><div id="root"></div></body></html>',
    },
    'favicon',
  );
  const icoDir = makeProject({ 'src/index.js': "console.log('page');\n", 'public/favicon.ico': 'ico\n', 'public/favicon.png': 'png\n' }, 'favicon-ico');
  const calls: string[] = [];
  const seenByArrayFunction: string[] = [];
  const dist = (env: string) => path.join(dir, 'dist', env);
  const html = (env: string, file = 'index.html') => readText(dist(env), file);
  const head = (env: string, file?: string) => html(env, file).match(/<head>(.*)<\/head>/)![1];
  let errors: string[] = [];
  let icoHtml: string;

  before(async () => {
    const environments = {
      sample: { html: { favicon: './src/assets/logo.svg' } },
      url: { html: { favicon: 'https://cdn.example.com/brand/favicon.png' } },
      perEntry: {
        source: { entry: { index: './src/index.ts', admin: './src/admin.ts' } },
        html: {
          favicon: ({ entryName, value }: { entryName: string; value: string }) => {
            calls.push(`${entryName}:${JSON.stringify(value)}`);
            return entryName === 'admin' ? './src/assets/admin.png' : './src/assets/site.png';
          },
        },
      },
      array: {
        html: {
          favicon: [
            './src/assets/site.png',
            ({ value }: { value: string }) => {
              seenByArrayFunction.push(value);
            },
          ],
        },
      },
      prefixed: { html: { favicon: './src/assets/logo.svg' }, output: { assetPrefix: 'https://cdn.example.com/app/', distPath: { favicon: 'static/icon' } } },
      template: { html: { favicon: './src/assets/logo.svg', template: './src/template.html' } },
      noInject: { html: { favicon: './src/assets/logo.svg', inject: false } },
      noInjectTags: { html: { favicon: './src/assets/logo.svg', inject: false, template: './src/tags.html' } },
      autoPrefix: { html: { favicon: './src/assets/logo.svg' }, output: { assetPrefix: 'auto' } },
      fromPublic: {},
      functionReturnsNothing: { html: { favicon: () => undefined } },
      server: { html: { favicon: './src/assets/logo.svg' }, output: { target: 'node' as const } },
      // html.appIcon and an html.tags entry with append: false both come before the favicon.
      beforeIcon: {
        html: {
          favicon: './src/assets/logo.svg',
          appIcon: { name: 'Shop', icons: [{ src: './src/assets/site.png', size: 180 }] },
          tags: [{ tag: 'meta', attrs: { name: 'x-prepend' }, append: false }],
        },
      },
    };
    const result = await buildProject(dir, {
      environments: Object.fromEntries(
        Object.entries(environments).map(([name, config]) => [
          name,
          { ...config, output: { ...(config as { output?: object }).output, distPath: { ...(config as { output?: { distPath?: object } }).output?.distPath, root: `dist/${name}` } } },
        ]),
      ),
    });
    errors = result.errors;
    const ico = await buildProject(icoDir);
    assert.deepEqual(ico.errors, []);
    icoHtml = readText(path.join(icoDir, 'dist'), 'index.html');
  });

  test('the builds have no errors', () => {
    assert.deepEqual(errors, []);
  });

  test("the page's sample writes dist/logo.svg (no hash in the name) and puts <link rel=\"icon\" href=\"/logo.svg\" type=\"image/svg+xml\"> first in the default template's <head>", () => {
    assert.equal(readText(dist('sample'), 'logo.svg'), svg);
    assert.ok(head('sample').startsWith('<link rel="icon" href="/logo.svg" type="image/svg+xml"><title>Rsbuild App</title><meta charset="utf-8">'), head('sample'));
  });

  test('the tags of html.appIcon and an html.tags entry with append: false come before the favicon link', () => {
    assert.match(
      head('beforeIcon'),
      /^<meta name="x-prepend"><link rel="apple-touch-icon" sizes="180x180" href="\/static\/image\/site\.png"><link rel="manifest" href="\/manifest\.webmanifest"><link rel="icon" href="\/logo\.svg" type="image\/svg\+xml"><title>Rsbuild App<\/title>/,
    );
    const en = pageText('config/html/favicon', 'en');
    assert.ok(en.includes('the tags of [html.appIcon](/config/html/app-icon) and the [html.tags](/config/html/tags) entries with `append: false` come before it. With the default template and none of those, that is the very start of the `<head>`.'));
    assert.ok(!en.includes('With the default template and neither of those'));
    const zh = pageText('config/html/favicon', 'zh');
    assert.ok(zh.includes('[html.appIcon](/config/html/app-icon) 生成的标签，以及 [html.tags](/config/html/tags) 中设置了 `append: false` 的标签会排在它之前。使用默认模板且以上这些都没有时，它就位于 `<head>` 的开头'));
    assert.ok(!zh.includes('没有这两类链接时'));
  });

  test('a value starting with https is the href unchanged, no file is copied and no type is added', () => {
    assert.ok(head('url').startsWith('<link rel="icon" href="https://cdn.example.com/brand/favicon.png"><title>'), head('url'));
    assert.deepEqual(listFiles(dist('url')).filter((file) => !file.startsWith('static/')), ['favicon.png', 'favicon.svg', 'index.html']);
    assert.equal(readText(dist('url'), 'favicon.png'), 'public png\n'); // the public folder's own copy
  });

  test('output.distPath.favicon moves the file and the tag follows it, with the asset prefix in front', () => {
    assert.equal(readText(dist('prefixed'), 'static/icon/logo.svg'), svg);
    assert.ok(!listFiles(dist('prefixed')).includes('logo.svg'));
    assert.ok(head('prefixed').startsWith('<link rel="icon" href="https://cdn.example.com/app/static/icon/logo.svg" type="image/svg+xml">'), head('prefixed'));
  });

  test('with html.inject false no favicon link is added, but logo.svg is still copied; a template can print it with htmlPlugin.tags.headTags', () => {
    assert.equal(head('noInject'), '');
    assert.equal(readText(dist('noInject'), 'logo.svg'), svg);
    assert.ok(head('noInjectTags').startsWith('<link rel="icon" href="/logo.svg" type="image/svg+xml">'), head('noInjectTags'));
    assert.ok(pageText('config/html/favicon', 'en').includes('With [html.inject](/config/html/inject) set to `false`, Rsbuild adds no tags to the page, so no favicon link either, though the icon file is still copied. A template of your own can print the link itself with `<%= htmlPlugin.tags.headTags %>`.'));
    assert.ok(pageText('config/html/favicon', 'zh').includes('如果把 [html.inject](/config/html/inject) 设为 `false`，Rsbuild 不会向页面注入任何标签，favicon 链接也不例外，但图标文件仍会被复制。自定义模板可以通过 `<%= htmlPlugin.tags.headTags %>` 自行输出这个链接。'));
  });

  test("with output.assetPrefix 'auto' the href is relative, href=\"logo.svg\", with no prefix", () => {
    assert.equal(readText(dist('autoPrefix'), 'logo.svg'), svg);
    assert.ok(head('autoPrefix').startsWith('<link rel="icon" href="logo.svg" type="image/svg+xml"><title>'), head('autoPrefix'));
    assert.ok(pageText('config/html/favicon', 'en').includes("With [output.assetPrefix](/config/output/asset-prefix) set to `'auto'`, there is no prefix: the `href` is relative, for example `href=\"logo.svg\"`."));
    assert.ok(pageText('config/html/favicon', 'zh').includes("如果 [output.assetPrefix](/config/output/asset-prefix) 设为 `'auto'`，则不带前缀，`href` 是相对路径，例如 `href=\"logo.svg\"`。"));
  });

  test('the function runs once per HTML entry with an empty value and the entryName; each page gets its own icon', () => {
    assert.deepEqual(calls.sort(), ['admin:""', 'index:""']);
    assert.ok(head('perEntry', 'index.html').startsWith('<link rel="icon" href="/site.png"><title>'));
    assert.ok(head('perEntry', 'admin.html').startsWith('<link rel="icon" href="/admin.png"><title>'));
    assert.equal(readText(dist('perEntry'), 'admin.png'), 'admin png\n');
  });

  test('in an array, a function sees the value of the items before it, and returning nothing keeps it', () => {
    assert.deepEqual(seenByArrayFunction, ['./src/assets/site.png']);
    assert.ok(head('array').startsWith('<link rel="icon" href="/site.png"><title>'));
  });

  test('with a custom template, the template keeps its own icon link and Rsbuild adds its tag after the head content of the template', () => {
    assert.ok(
      head('template').startsWith('<meta charset="utf-8"><link rel="icon" href="/old.ico"><title>Shop</title><link rel="icon" href="/logo.svg" type="image/svg+xml">'),
      head('template'),
    );
  });

  test('without html.favicon, or when its function returns nothing, the public folder gives the icon: favicon.png before favicon.svg', () => {
    for (const env of ['fromPublic', 'functionReturnsNothing']) {
      assert.ok(head(env).startsWith('<link rel="icon" href="/favicon.png"><title>'), `${env}: ${head(env)}`);
    }
  });

  test('a project with public/favicon.ico gets <link rel="icon" href="/favicon.ico"> without any config (favicon.ico before favicon.png)', () => {
    assert.match(icoHtml, /<head><link rel="icon" href="\/favicon\.ico"><title>/);
  });

  test('the node target writes no HTML, so no tag and no copied icon', () => {
    assert.deepEqual(listFiles(dist('server')).filter((file) => !file.endsWith('.map')), ['index.js']);
  });

  test('two pages with different icons of the same file name share one copied file; with a favicon subfolder the build fails with a Conflict', async () => {
    const same = makeProject(
      { 'src/index.js': "console.log('index');\n", 'src/admin.js': "console.log('admin');\n", 'src/site/icon.png': 'site\n', 'src/admin/icon.png': 'admin\n' },
      'favicon-same-name',
    );
    const favicon = ({ entryName }: { entryName: string }) => (entryName === 'admin' ? './src/admin/icon.png' : './src/site/icon.png');
    const { errors } = await buildProject(same, {
      source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
      environments: {
        root: { html: { favicon } },
        subfolder: { html: { favicon }, output: { distPath: { root: 'dist/subfolder', favicon: 'static/icon' } } },
      },
    });
    assert.deepEqual(errors.map((error) => error.trim()), ['× Conflict: Multiple assets emit different content to the same filename static/icon/icon.png']);
    const rootDist = path.join(same, 'dist');
    assert.deepEqual(listFiles(rootDist).filter((file) => file.endsWith('.png')), ['icon.png']);
    assert.equal(readText(rootDist, 'icon.png'), 'site\n');
    for (const file of ['index.html', 'admin.html']) assert.match(readText(rootDist, file), /<head><link rel="icon" href="\/icon\.png"><title>/, file);
  });

  test('a missing local file stops the build with [rsbuild:html] Failed to read the favicon file at <absolute path>.', async () => {
    const missing = makeProject({ 'src/index.js': "console.log('page');\n" }, 'favicon-missing');
    const { errors } = await buildProject(missing, { html: { favicon: './nope.png' } });
    assert.deepEqual(errors.map((error) => error.trim()), [`× [rsbuild:html] Failed to read the favicon file at ${path.join(missing, 'nope.png')}.`]);
  });

  test('the page warns that icons of the same file name collide', () => {
    assert.ok(pageText('config/html/favicon', 'en').includes("Only the file name of an icon is kept when it is copied, so give each page's icon its own name."));
    assert.ok(pageText('config/html/favicon', 'en').includes('the build fails instead, with `Conflict: Multiple assets emit different content to the same filename static/icon/icon.png`.'));
    assert.ok(pageText('config/html/favicon', 'zh').includes('图标复制时只保留文件名，所以每个页面的图标都要用不同的文件名。'));
    assert.ok(pageText('config/html/favicon', 'zh').includes('构建则会直接失败，报错 `Conflict: Multiple assets emit different content to the same filename static/icon/icon.png`。'));
  });

  test('the page says where the tag goes with the default template and with a custom one', () => {
    const en = pageText('config/html/favicon', 'en');
    assert.ok(en.includes('tag near the front of the tags that Rsbuild adds to the `<head>` of each HTML page'));
    assert.ok(!en.includes('puts it first among the tags'));
    assert.ok(en.includes('With a template of your own, whatever its `<head>` already contains comes before the tags Rsbuild adds.'));
    assert.ok(!en.includes('tag at the start of the `<head>` of each HTML page'));
    const zh = pageText('config/html/favicon', 'zh');
    assert.ok(zh.includes('放在 Rsbuild 向每个 HTML 页面 `<head>` 注入的标签的靠前位置'));
    assert.ok(!zh.includes('注入的所有标签的最前面'));
    assert.ok(zh.includes('使用自定义模板时，模板 `<head>` 中原有的内容会排在 Rsbuild 注入的标签之前。'));
    assert.ok(!zh.includes('插入到每个 HTML 页面 `<head>` 的最前面'));
    // The order against preconnect and dns-prefetch links: tests/behaviour/config-performance-preconnect.test.ts.
    assert.ok(en.includes('only the links of [performance.preconnect](/config/performance/preconnect) and [performance.dnsPrefetch](/config/performance/dns-prefetch), the tags of'));
    assert.ok(zh.includes('只有 [performance.preconnect](/config/performance/preconnect) 和 [performance.dnsPrefetch](/config/performance/dns-prefetch) 生成的链接、'));
  });
});
