// docs/{en,zh}/config/security/sri.mdx, "enable": the warning of a development build with
// enable: true.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test('enable: true in development: the build warning SubresourceIntegrity: SubResourceIntegrityPlugin may interfere with hot reloading. …', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'sri-development');
  const { errors, warnings } = await buildProject(dir, { mode: 'development', security: { sri: { enable: true } } });
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings.map((warning) => warning.trim()), ['⚠ SubresourceIntegrity: SubResourceIntegrityPlugin may interfere with hot reloading. Consider disabling this plugin in development mode.']);
});
