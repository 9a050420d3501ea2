// docs/{en,zh}/config/html/template.mdx, "Things to know": the errors of a template that uses a
// name that is not a template parameter.
import assert from 'node:assert/strict';
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
