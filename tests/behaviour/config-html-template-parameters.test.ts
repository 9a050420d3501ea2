// docs/{en,zh}/config/html/template-parameters.mdx, "Function form": what a function that returns
// a new object without the built-in parameters makes the build print.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test('Function form: without the spread, the template fails with Template execution failed: ReferenceError: mountId is not defined, then [html-rspack-plugin]: mountId is not defined', async () => {
  const dir = makeProject(
    { 'src/index.js': "console.log('page');\n", 'index.html': '<!doctype html><html><body><div id="<%= mountId %>"></div></body></html>\n' },
    'template-parameters-function',
  );
  const { errors } = await buildProject(dir, { html: { template: './index.html', templateParameters: () => ({ section: 'Home' }) } });
  assert.deepEqual(errors.map((error) => error.trim()), ['× Template execution failed: ReferenceError: mountId is not defined', '× [html-rspack-plugin]: mountId is not defined']);
});
