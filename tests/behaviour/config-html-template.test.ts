// docs/{en,zh}/config/html/template.mdx: the error of a template file that does not exist, and
// the errors of a template that uses a name that is not a template parameter, and which meta tags
// a template of its own keeps; then one production build with an environment per case (the
// page's templates and config samples as written) for what Rsbuild adds to a template.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageSamples, pageText } from './harness';

test('Undefined parameters fail the build with two errors: Template execution failed: ReferenceError: siteName is not defined and [html-rspack-plugin]: siteName is not defined', async () => {
  const dir = makeProject(
    { 'src/index.js': "console.log('page');\n", 'index.html': '<!doctype html><html><head><title><%= siteName %></title></head><body></body></html>\n' },
    'template-undefined',
  );
  const { errors } = await buildProject(dir, { html: { template: './index.html' } });
  assert.deepEqual(errors.map((error) => error.trim()), ['× Template execution failed: ReferenceError: siteName is not defined', '× [html-rspack-plugin]: siteName is not defined']);
});

test('a template file that does not exist stops the build with [rsbuild:html] Failed to resolve HTML template, check if the file exists: <absolute path>', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'template-missing');
  await assert.rejects(buildProject(dir, { html: { template: './nope.html' } }), {
    message: `[rsbuild:html] Failed to resolve HTML template, check if the file exists: ${path.join(dir, 'nope.html')}`,
  });
});

test("Things to know: a viewport tag the template prints is kept alone, while other html.meta tags are added beside the template's own", async () => {
  const dir = makeProject(
    {
      'src/index.js': "console.log('page');\n",
      'index.html': '<!doctype html><html><head><meta name="viewport" content="width=1024"><meta name="description" content="from the template"></head><body></body></html>\n',
    },
    'template-meta',
  );
  const { errors } = await buildProject(dir, { html: { template: './index.html', meta: { description: 'from the config' } } });
  assert.deepEqual(errors, []);
  const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.deepEqual(html.match(/<meta name="viewport"[^>]*>/g), ['<meta name="viewport" content="width=1024">']);
  assert.deepEqual(html.match(/<meta name="description"[^>]*>/g), ['<meta name="description" content="from the template">', '<meta name="description" content="from the config">']);
  assert.ok(pageText('config/html/template', 'en').includes('- **Viewport.** If the page the template prints has a `<meta name="viewport">` tag, Rsbuild adds no second one'));
  assert.ok(pageText('config/html/template', 'zh').includes('- **Viewport。** 如果模板输出的页面中已有 `<meta name="viewport">` 标签，Rsbuild 不会再添加第二个'));
  assert.ok(!pageText('config/html/template', 'en').includes('such as `viewport`, are added'));
});

/** The page's rsbuild.config.ts sample number `index` (English), imported as written. */
async function sampleConfig(dir: string, index: number): Promise<RsbuildConfig> {
  const file = path.join(dir, `sample${index}.config.ts`);
  writeFileSync(file, pageSamples('config/html/template', 'en')[index]);
  return (await import(pathToFileURL(file).href)).default;
}

describe('html.template', () => {
  // The page's two index.html templates, as written.
  const [exampleTemplate, syntaxTemplate] = [...pageText('config/html/template', 'en').matchAll(/```html title="index\.html"\n([\s\S]*?)```/g)].map((match) => match[1]);
  const dir = makeProject(
    {
      'src/index.ts': "import './index.css';\nconsole.log('index');\n",
      'src/index.css': '.page { color: red; }\n',
      'src/docs.ts': "console.log('docs');\n",
      'src/logo.png': 'x'.repeat(6000),
      'public/favicon.ico': 'icon',
      'example.html': exampleTemplate,
      'syntax.html': syntaxTemplate,
      'title.html': '<!doctype html><html><head><title><%= htmlPlugin.options.title %></title></head><body><img src="./src/logo.png"></body></html>\n',
      'head-tags.html': '<!doctype html><html><head><meta name="viewport" content="width=1024"><%= htmlPlugin.tags.headTags %></head><body></body></html>\n',
      'unquoted.html': '<!doctype html><html><head><meta charset=utf-8></head><body></body></html>\n',
      'templates/docs.html': '<!doctype html><html><head></head><body><main id="docs"></main></body></html>\n',
    },
    'template-cases',
  );
  const dist = (environment: string) => path.join(dir, 'dist', environment);
  const seen: string[] = [];
  const html = (environment: string, file = 'index.html') => readFileSync(path.join(dist(environment), file), 'utf8');

  before(async () => {
    const [example, syntax, perEntry] = await Promise.all([0, 1, 2].map((index) => sampleConfig(dir, index)));
    assert.equal(example.html?.template, './index.html');
    assert.equal(syntax.html?.template, './index.html');
    const environments: Record<string, RsbuildConfig> = {
      example: { html: { ...example.html, template: './example.html' } },
      syntax: { html: { ...syntax.html, template: './syntax.html' } },
      title: { html: { template: path.join(dir, 'title.html'), title: 'Trail Notes' } },
      unquoted: { html: { template: './unquoted.html' } },
      perEntry: { source: perEntry.source, html: perEntry.html },
      worker: { output: { target: 'web-worker' } },
      injectOff: { html: { template: './head-tags.html', inject: false } },
      // A template that prints no tags, with html.inject false: nothing is added.
      injectOffBare: { html: { template: './templates/docs.html', inject: false, favicon: './src/logo.png' } },
      values: {
        html: {
          template: [
            ({ value }) => {
              seen.push(value);
            },
            './example.html',
            ({ value }) => {
              seen.push(value);
            },
          ],
        },
      },
    };
    const { errors } = await buildProject(dir, {
      mode: 'production',
      source: { entry: { index: './src/index.ts' } },
      output: { filenameHash: false },
      environments: Object.fromEntries(Object.entries(environments).map(([name, value]) => [name, { ...value, output: { ...value.output, distPath: { root: `dist/${name}` } } }])),
    });
    assert.deepEqual(errors, []);
  });

  test('Example: the markup is kept, mountId filled in, and favicon, title, meta tags, script and stylesheet go at the end of <head>', () => {
    assert.equal(
      html('example'),
      `<!doctype html>
<html lang="en">
  <head>
    <link rel="preconnect" href="https://fonts.example.com" />
  <link rel="icon" href="/favicon.ico"><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.js"></script><link href="/static/css/index.css" rel="stylesheet"></head>
  <body>
    <noscript>This app needs JavaScript.</noscript>
    <div id="root">
      <p class="splash">Loading…</p>
    </div>
  </body>
</html>
`,
    );
  });

  test('Template syntax: with the page\'s templateParameters the banner is <p class="banner">Planned maintenance: Sat &amp; Sun</p>; assetPrefix is empty for the default /', () => {
    const out = html('syntax');
    assert.ok(out.includes('<p class="banner">Planned maintenance: Sat &amp; Sun</p>'));
    assert.ok(out.includes('<div id="root"></div>'));
    // The sample's manifest link gets the empty prefix; the only icon link is the one Rsbuild adds for
    // public/favicon.ico (a template tag for it would appear twice, as the merge rules say).
    assert.deepEqual(out.match(/<link rel="(?:icon|manifest)"[^>]*>/g), ['<link rel="manifest" href="/manifest.json" />', '<link rel="icon" href="/favicon.ico">']);
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('config/html/template', lang).includes('`<p class="banner">Planned maintenance: Sat &amp; Sun</p>`'), lang);
    }
  });

  test('the syntax template without templateParameters fails with showBanner is not defined', async () => {
    const bare = makeProject({ 'src/index.js': "console.log('page');\n", 'index.html': syntaxTemplate }, 'template-syntax-bare');
    const { errors } = await buildProject(bare, { mode: 'production', html: { template: './index.html' } });
    assert.deepEqual(errors.map((error) => error.trim()), ['× Template execution failed: ReferenceError: showBanner is not defined', '× [html-rspack-plugin]: showBanner is not defined']);
  });

  test('Title: a template with <title> gets none added, and <%= htmlPlugin.options.title %> prints html.title (absolute template path)', () => {
    assert.deepEqual(html('title').match(/<title>[^<]*<\/title>/g), ['<title>Trail Notes</title>']);
  });

  test('Files referenced in the template are not bundled: <img src="./src/logo.png"> stays and no image is emitted', () => {
    assert.ok(html('title').includes('<img src="./src/logo.png">'));
    assert.ok(!listFiles(dist('title')).some((file) => file.endsWith('.png')));
  });

  test('Charset: an unquoted <meta charset=utf-8> is not recognised and the page gets a second charset tag', () => {
    assert.deepEqual(html('unquoted').match(/<meta charset[^>]*>/g), ['<meta charset=utf-8>', '<meta charset="utf-8">']);
    assert.ok(pageText('config/html/template', 'en').includes('An unquoted `<meta charset=utf-8>` is not recognised, and the page gets a second charset tag.'));
    assert.ok(pageText('config/html/template', 'zh').includes('不带引号的 `<meta charset=utf-8>` 无法识别，页面中会多出第二个 charset 标签。'));
    assert.ok(!pageText('config/html/template', 'en').includes('the default charset from [html.meta](/config/html/meta) is skipped'));
  });

  test('One template per entry: docs uses templates/docs.html and index keeps the built-in template', () => {
    assert.ok(html('perEntry', 'docs.html').includes('<body><main id="docs"></main>'));
    assert.ok(!html('perEntry', 'docs.html').includes('<div id="root">'));
    assert.ok(html('perEntry', 'index.html').startsWith('<!DOCTYPE html><html><head>'));
    assert.ok(html('perEntry', 'index.html').endsWith('</head><body><div id="root"></div></body></html>'));
  });

  test('with html.inject false and a template that prints no tags, no title, meta, favicon, stylesheet or script is added', () => {
    assert.equal(html('injectOffBare'), '<!doctype html><html><head></head><body><main id="docs"></main></body></html>\n');
    assert.ok(pageText('config/html/template', 'en').includes('With `html.inject: false`, none of these tags is added: the template has to print them itself'));
    assert.ok(pageText('config/html/template', 'zh').includes('设置 `html.inject: false` 时，这些标签都不会加入，需要模板自己输出'));
  });

  test("Viewport: with html.inject false, headTags still holds Rsbuild's viewport tag beside the template's", () => {
    assert.deepEqual(html('injectOff').match(/<meta name="viewport"[^>]*>/g), ['<meta name="viewport" content="width=1024">', '<meta name="viewport" content="width=device-width, initial-scale=1.0">']);
  });

  test('One template per entry: value is an empty string before any path is chosen, then the path so far; returning nothing keeps it', () => {
    assert.deepEqual(seen, ['', './example.html']);
    assert.ok(html('values').includes('<link rel="preconnect" href="https://fonts.example.com" />'));
  });

  test('HTML files are only generated for the web target', () => {
    assert.deepEqual(listFiles(dist('worker')).filter((file) => file.endsWith('.html')), []);
  });
});
