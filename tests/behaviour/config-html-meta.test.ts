// docs/{en,zh}/config/html/meta.mdx: the <meta> tags @rsbuild/core 1.7.6 writes, from one
// production build with an environment per case (the page's three samples imported as written,
// the value forms, an array, and custom templates).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { assertPageSamplesTypeCheck, buildProject, makeProject, outputFile, pageSamples, pageText, typeCheckProject } from './harness';

const page = 'config/html/meta';

/** The page's rsbuild.config.ts sample number `index` (English), imported as written. */
async function sampleConfig(dir: string, index: number): Promise<RsbuildConfig> {
  const file = path.join(dir, `sample${index}.config.ts`);
  writeFileSync(file, pageSamples(page, 'en')[index]);
  return (await import(pathToFileURL(file).href)).default;
}

/** The page's ```html blocks (English), in page order. */
const htmlBlocks = [...pageText(page, 'en').matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1].trim().split('\n'));

describe('html.meta', () => {
  const dir = makeProject(
    {
      'src/index.ts': "console.log('index');\n",
      'src/admin.ts': "console.log('admin');\n",
      'quoted.html': '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=1024"><meta name="description" content="from the template"></head><body></body></html>\n',
      'unquoted.html': '<!doctype html><html><head><meta charset=utf-8><meta name=viewport content=width=1024></head><body></body></html>\n',
      'no-inject.html': '<!doctype html><html><head><title>Mine</title></head><body></body></html>\n',
      'native.html': '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=1024"></head><body></body></html>\n',
      'title-link.html': '<!doctype html><html><head><title>Mine</title><link rel="stylesheet" href="/x.css"></head><body></body></html>\n',
      'head-tags.html': '<!doctype html><html><head><meta name="viewport" content="width=1024"><%= htmlPlugin.tags.headTags %></head><body></body></html>\n',
    },
    'html-meta',
  );
  const html = (environment: string, file = 'index.html') => outputFile(path.join(dir, 'dist', environment), new RegExp(`^${file.replace('.', '\\.')}$`));
  const metaTags = (environment: string, file?: string) => html(environment, file).match(/<meta[^>]*>/g) ?? [];
  let seenByFunction: unknown;

  before(async () => {
    const [example, noViewport, perEntry] = await Promise.all([0, 1, 2].map((index) => sampleConfig(dir, index)));
    const environments: Record<string, RsbuildConfig> = {
      example: { html: example.html },
      noViewport: { html: noViewport.html },
      perEntry: { source: perEntry.source, html: perEntry.html },
      charsetString: { html: { meta: { charset: 'utf-8' } } },
      attributes: { html: { meta: { flags: { 'data-on': true, 'data-off': false, 'data-text': 'yes' } } } },
      array: {
        html: {
          meta: [
            { description: 'first', keywords: 'hiking' },
            ({ value }) => {
              seenByFunction = structuredClone(value);
            },
            { description: 'second' },
          ],
        },
      },
      template: { html: { template: './quoted.html', meta: { charset: { charset: 'iso-8859-1' }, description: 'from the config' } } },
      unquoted: { html: { template: './unquoted.html' } },
      noInject: { html: { template: './no-inject.html', inject: false } },
      headTags: { html: { template: './head-tags.html', inject: false } },
      native: { html: { implementation: 'native', template: './native.html' } },
      nativeNoViewport: { html: { implementation: 'native', template: './native.html', meta: { viewport: false } } },
      nativeDelete: {
        html: {
          implementation: 'native',
          template: './native.html',
          meta: ({ value }) => {
            delete value.viewport;
          },
        },
      },
      nativeObject: {
        html: { implementation: 'native', meta: { 'og:title': { property: 'og:title', content: 'Trail Notes' }, named: { name: 'bar', content: 'c' }, bare: { 'data-on': '' } } },
      },
      tagsFirst: { html: { tags: [{ tag: 'script', attrs: { src: 'https://cdn.example/first.js' }, append: false }] } },
      templateFirst: { html: { template: './title-link.html', tags: [{ tag: 'script', attrs: { src: 'https://cdn.example/first.js' }, append: false }] } },
      nativeDefaultNoViewport: { html: { implementation: 'native', meta: { viewport: false, description: false } } },
    };
    const { errors } = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: Object.fromEntries(Object.entries(environments).map(([name, value]) => [name, { ...value, output: { distPath: { root: `dist/${name}` } } }])),
    });
    assert.deepEqual(errors, []);
  });

  test('by default: <meta charset="utf-8"> and the viewport tag, after the <title> and before the scripts', () => {
    assert.deepEqual(htmlBlocks[0], ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1.0">']);
    assert.ok(
      html('perEntry').includes('<title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.js"></script></head>'),
    );
  });

  test('Example: the output block of the page, tag for tag and in order (charset kept, viewport replaced in place)', () => {
    assert.deepEqual(htmlBlocks[1], [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover">',
      '<meta name="description" content="Field notes from long-distance hikes">',
      '<meta name="theme-color" content="#2f6f4f">',
      '<meta property="og:title" content="Trail Notes">',
      '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
    ]);
    assert.deepEqual(metaTags('example'), htmlBlocks[1]);
  });

  test('viewport: false removes the default viewport tag', () => {
    assert.deepEqual(metaTags('noViewport'), ['<meta charset="utf-8">']);
  });

  test('Per entry: the function starts from the defaults, its object replaces them, and returning nothing keeps them', () => {
    assert.deepEqual(metaTags('perEntry', 'admin.html'), [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
      '<meta name="robots" content="noindex, nofollow">',
    ]);
    assert.deepEqual(metaTags('perEntry'), ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1.0">']);
  });

  test('Value forms: a string is name/content (so charset: utf-8 gives <meta name="charset" content="utf-8">); in an object true is a bare attribute and false none', () => {
    assert.deepEqual(metaTags('charsetString'), ['<meta name="charset" content="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1.0">']);
    assert.deepEqual(metaTags('attributes'), ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1.0">', '<meta data-on data-text="yes">']);
  });

  test('In an array, objects merge into the value in order and a function receives the result so far', () => {
    assert.deepEqual(seenByFunction, { charset: { charset: 'utf-8' }, viewport: 'width=device-width, initial-scale=1.0', description: 'first', keywords: 'hiking' });
    assert.deepEqual(metaTags('array'), [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
      '<meta name="description" content="second">',
      '<meta name="keywords" content="hiking">',
    ]);
  });

  test("Custom templates: a quoted <meta charset> drops any charset entry, the template's viewport drops Rsbuild's, other tags are written twice; an unquoted charset or viewport is not seen", () => {
    assert.deepEqual(metaTags('template'), [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=1024">',
      '<meta name="description" content="from the template">',
      '<meta name="description" content="from the config">',
    ]);
    assert.deepEqual(metaTags('unquoted'), [
      '<meta charset=utf-8>',
      '<meta name=viewport content=width=1024>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
    ]);
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes("If the page the template prints has a `<meta name=\"viewport\">` tag, Rsbuild's viewport tag is left out."));
    assert.ok(en.includes('an unquoted `<meta charset=utf-8>` is not recognised, and the page gets two charset tags'));
    assert.ok(zh.includes('如果模板输出的页面中已有 `<meta name="viewport">` 标签，Rsbuild 就不再添加自己的 viewport 标签'));
    assert.ok(zh.includes('不带引号的 `<meta charset=utf-8>` 识别不到，页面中会出现两个 charset 标签'));
    assert.ok(en.includes('Here too the quotes matter: `<meta name=viewport ...>` is not recognised, and the page gets two viewport tags.'));
    assert.ok(zh.includes('这里同样要求带引号：`<meta name=viewport ...>` 识别不到，页面中会出现两个 viewport 标签。'));
    assert.ok(!en.includes('This check exists only for the charset'));
    assert.ok(!zh.includes('这个检查只针对 charset'));
  });

  test("Custom templates: with html.implementation 'native' the template's viewport does not drop Rsbuild's (two viewport tags; deleting the key in a function leaves one); the charset check still works", () => {
    assert.equal(
      html('native'),
      '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=1024"><title>Rsbuild App</title><meta content="width=device-width,initial-scale=1.0" name="viewport"><script defer src="/static/js/index.js"></script></head><body></body></html>',
    );
    assert.deepEqual(metaTags('nativeDelete'), ['<meta charset="utf-8">', '<meta name="viewport" content="width=1024">']);
    assert.ok(
      pageText(page, 'en').includes(
        "The viewport check is made by the JavaScript HTML plugin when it injects the tags, so the page also gets two viewport tags with [html.implementation](/config/html/implementation) set to `'native'`, and with `inject: false` and a template that prints `htmlPlugin.tags.headTags`; remove the tag from the template, or drop Rsbuild's (with `'native'`, `viewport: false` is not enough, see below). The charset check works with `'native'` too, because Rsbuild makes it itself.",
      ),
    );
    assert.ok(
      pageText(page, 'zh').includes(
        "viewport 的检查由 JavaScript HTML 插件在注入标签时完成，因此在以下两种情况下，页面同样会出现两个 viewport 标签：[html.implementation](/config/html/implementation) 设为 `'native'` 时，以及 `inject` 为 `false` 且模板输出了 `htmlPlugin.tags.headTags` 时。遇到这两种情况，请从模板中删掉该标签，或者去掉 Rsbuild 的 viewport 标签（使用 `'native'` 时仅设置 `viewport: false` 不够，见下文）。charset 的检查由 Rsbuild 自己完成，在 `'native'` 下同样有效。",
      ),
    );
  });

  test('the html.implementation page names the four meta differences of the native plugin (proven by the tests beside it)', () => {
    assert.ok(
      pageText('config/html/implementation', 'en').includes(
        "For `meta` there are four differences (see [html.meta](/config/html/meta#pitfalls)): a key set to `false` gives an empty tag, such as `<meta name=\"viewport\">`, instead of none; Rsbuild's viewport tag is written even when a custom template has its own, so the page gets two; an object without a `name` gets its key as `name`; and `true` or `false` as an attribute value in an object stops the build.",
      ),
    );
    assert.ok(
      pageText('config/html/implementation', 'zh').includes(
        '`meta` 有四处不同（参见 [html.meta](/config/html/meta#pitfalls)）：设为 `false` 的键不会被去掉，而是生成一个空标签，例如 `<meta name="viewport">`；自定义模板中已有 viewport 标签时，Rsbuild 的 viewport 标签仍会写入，页面中会出现两个；没有 `name` 的对象会把键名写成 `name`；对象中的属性值为 `true` 或 `false` 时，构建会直接失败。',
      ),
    );
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/html/implementation', lang);
      assert.ok(!text.includes('`title`, `meta`, `inject`') && !text.includes('`title`、`meta`、`inject`'), lang);
    }
  });

  test("With html.implementation 'native', a key set to false gives an empty <meta name=key> instead of no tag", () => {
    assert.deepEqual(metaTags('nativeNoViewport'), ['<meta charset="utf-8">', '<meta name="viewport" content="width=1024">', '<meta name="viewport">']);
    assert.deepEqual(metaTags('nativeDefaultNoViewport'), ['<meta charset="utf-8" name="charset">', '<meta name="viewport">', '<meta name="description">']);
    assert.ok(pageText(page, 'en').includes('| `false` | No tag. Use it to remove a default or a tag set earlier (not with the native HTML plugin, see [Pitfalls](#pitfalls)). |'));
    assert.ok(pageText(page, 'zh').includes('| `false` | 不输出标签。用来移除默认标签或之前设置过的标签（使用原生 HTML 插件时不适用，见[常见问题](#pitfalls)）。 |'));
    assert.ok(
      pageText(page, 'en').includes(
        "With [html.implementation](/config/html/implementation) set to `'native'`, a key set to `false` does not remove its tag: `viewport: false` gives an empty `<meta name=\"viewport\">` (the key as `name`, no `content`). To drop a tag there, delete its key in a function: `meta: ({ value }) => { delete value.viewport; }`.",
      ),
    );
    assert.ok(
      pageText(page, 'zh').includes(
        "当 [html.implementation](/config/html/implementation) 设为 `'native'` 时，把某个键设为 `false` 并不会移除对应的标签：`viewport: false` 会生成一个空的 `<meta name=\"viewport\">`（键名作为 `name`，没有 `content`）。这时要去掉某个标签，请在函数中删除对应的键：`meta: ({ value }) => { delete value.viewport; }`。",
      ),
    );
  });

  test("With html.implementation 'native', an object without a name property gets the key as name, and '' writes an attribute with an empty value", () => {
    const tags: string[] = metaTags('nativeObject');
    assert.ok(tags.includes('<meta charset="utf-8" name="charset">'), tags.join('\n'));
    assert.ok(tags.includes('<meta content="Trail Notes" name="og:title" property="og:title">'), tags.join('\n'));
    assert.ok(tags.includes('<meta content="c" name="bar">'), tags.join('\n'));
    assert.ok(tags.includes('<meta data-on="" name="bare">'), tags.join('\n'));
    assert.ok(
      pageText(page, 'en').includes(
        "An object without a `name` property gets the key as its `name`: `'og:title': { property: 'og:title', content: 'Trail Notes' }` gives `<meta content=\"Trail Notes\" name=\"og:title\" property=\"og:title\">`, and the default charset gives `<meta charset=\"utf-8\" name=\"charset\">`.",
      ),
    );
    assert.ok(
      pageText(page, 'zh').includes(
        "对象中没有 `name` 属性时，键名会作为 `name` 写入：`'og:title': { property: 'og:title', content: 'Trail Notes' }` 生成 `<meta content=\"Trail Notes\" name=\"og:title\" property=\"og:title\">`，默认的 charset 则生成 `<meta charset=\"utf-8\" name=\"charset\">`。",
      ),
    );
    assert.ok(pageText(page, 'en').includes('The key itself is not written (the native HTML plugin differs, see [Pitfalls](#pitfalls)). |'));
    assert.ok(pageText(page, 'zh').includes('键本身不会写入 HTML（原生 HTML 插件的行为不同，见[常见问题](#pitfalls)）。 |'));
  });

  test("With html.implementation 'native', true or false as an attribute value stops the build with an error naming RawHtmlRspackPluginOptions.meta", async () => {
    for (const value of [true, false]) {
      await assert.rejects(
        buildProject(dir, { mode: 'production', html: { implementation: 'native', meta: { flags: { 'data-on': value } } }, output: { distPath: { root: `dist/nativeBoolean-${value}` } } }),
        (error: Error & { cause?: Error }) => {
          assert.equal(error.message, 'Failed to create Rspack compiler instance, check the Rspack configuration.');
          assert.equal(error.cause?.message, `StringExpected, Failed to convert JavaScript value \`Boolean ${value} \` into rust type \`String\` on RawHtmlRspackPluginOptions.meta`);
          return true;
        },
      );
    }
    assert.ok(pageText(page, 'en').includes('Attribute values must be strings: `true` or `false` stops the build before anything is compiled, with an error that names `RawHtmlRspackPluginOptions.meta`.'));
    assert.ok(pageText(page, 'zh').includes('属性值只能是字符串：写成 `true` 或 `false` 时，构建会在编译任何文件之前失败，报错信息中会提到 `RawHtmlRspackPluginOptions.meta`。'));
  });

  test('Per entry: the samples type-check under noImplicitReturns, where a function that returns on one path only fails (TS7030)', () => {
    assertPageSamplesTypeCheck(ts, page, 3, { moreOptions: () => ({ noImplicitReturns: true }) });
    const withoutReturn = pageSamples(page, 'en')[2].replace('      return value;\n', '');
    assert.notEqual(withoutReturn, pageSamples(page, 'en')[2]);
    assert.deepEqual(
      typeCheckProject(ts, { 'rsbuild.config.ts': withoutReturn }, 'html-meta-implicit-return', () => ({ noImplicitReturns: true })),
      ['rsbuild.config.ts: TS7030: Not all code paths return a value.'],
    );
    assert.ok(pageText(page, 'en').includes('spread `value` to keep the defaults, return `value` as it is, or change `value` in place and return nothing'));
    assert.ok(pageText(page, 'zh').includes('请展开 `value`、原样返回 `value`，或者直接修改 `value` 并且不返回'));
  });


  test('Placement: html.tags with append: false and the head of a custom template stay in front of the meta tags', () => {
    assert.equal(
      html('tagsFirst'),
      '<!DOCTYPE html><html><head><script src="https://cdn.example/first.js"></script><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
    );
    assert.equal(
      html('templateFirst'),
      '<!doctype html><html><head><title>Mine</title><link rel="stylesheet" href="/x.css"><script src="https://cdn.example/first.js"></script><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.js"></script></head><body></body></html>\n',
    );
    assert.ok(
      pageText(page, 'en').includes(
        'Rsbuild places the meta tags after the `<title>` it writes and before the script and style tags it injects. When it injects them, whatever a custom template already has in its `<head>` stays in front of them, and so do [html.tags](/config/html/tags) entries with `append: false`.',
      ),
    );
    assert.ok(
      pageText(page, 'zh').includes(
        'Rsbuild 会把 meta 标签放在它写入的 `<title>` 之后、它注入的脚本和样式标签之前。注入时，自定义模板 `<head>` 中原有的内容仍排在这些 meta 标签前面，[html.tags](/config/html/tags) 中 `append: false` 的标签也是如此。',
      ),
    );
    assert.ok(!pageText(page, 'en').includes('Meta tags are placed after the `<title>` and before the script and style tags.'));
  });

  test('Injection off: with html.inject false the page gets no meta tags', () => {
    assert.equal(html('noInject'), '<!doctype html><html><head><title>Mine</title></head><body></body></html>\n');
  });

  test("Injection off: a template that prints htmlPlugin.tags.headTags gets the meta tags, the viewport one too, even beside the template's own viewport tag", () => {
    assert.equal(
      html('headTags'),
      '<!doctype html><html><head><meta name="viewport" content="width=1024"><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.js"></script></head><body></body></html>\n',
    );
  });
});
