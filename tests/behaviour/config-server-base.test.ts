// docs/{en,zh}/config/server/base.mdx: the error of a base without a leading slash.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test('a value without a leading slash stops Rsbuild with [rsbuild:config] The "server.base" option should start with a slash, for example: "/base"', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'server-base-slash');
  await assert.rejects(buildProject(dir, { server: { base: 'app' } }), { message: '[rsbuild:config] The "server.base" option should start with a slash, for example: "/base"' });
});
