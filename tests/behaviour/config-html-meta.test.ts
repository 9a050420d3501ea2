// docs/{en,zh}/config/html/meta.mdx: the <meta> tags @rsbuild/core 1.7.6 writes, from one
// production build with an environment per case (the page's three samples imported as written,
// the value forms, an array, and custom templates).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, outputFile, pageSamples, pageText } from './harness';

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

  test('Injection off: with html.inject false the page gets no meta tags', () => {
    assert.equal(html('noInject'), '<!doctype html><html><head><title>Mine</title></head><body></body></html>\n');
  });

  test('Injection off: a template that prints htmlPlugin.tags.headTags gets the meta tags, the viewport one too', () => {
    assert.equal(
      html('headTags'),
      '<!doctype html><html><head><meta name="viewport" content="width=1024"><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.js"></script></head><body></body></html>\n',
    );
  });
});
