// docs/{en,zh}/config/html/template.mdx: the error of a template file that does not exist, and
// the errors of a template that uses a name that is not a template parameter.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

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
