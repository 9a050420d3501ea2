// docs/{en,zh}/config/html/template.mdx: the error of a template file that does not exist, and
// the errors of a template that uses a name that is not a template parameter, and which meta tags
// a template of its own keeps.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject, pageText } from './harness';

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
