// docs/{en,zh}/config/source/decorators.mdx: the error of an unknown decorators version.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test('version: any other string stops the build with [rsbuild:swc] Unknown decorators version: <value>', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'decorators-unknown');
  await assert.rejects(buildProject(dir, { source: { decorators: { version: '2023-01' as never } } }), { message: '[rsbuild:swc] Unknown decorators version: 2023-01' });
});
