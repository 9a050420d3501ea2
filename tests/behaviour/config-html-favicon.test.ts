// docs/{en,zh}/config/html/favicon.mdx, "Things to know": the error of a favicon file that does
// not exist.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test('a missing local file stops the build with [rsbuild:html] Failed to read the favicon file at <absolute path>.', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'favicon-missing');
  const { errors } = await buildProject(dir, { html: { favicon: './nope.png' } });
  assert.deepEqual(errors.map((error) => error.trim()), [`× [rsbuild:html] Failed to read the favicon file at ${path.join(dir, 'nope.png')}.`]);
});
