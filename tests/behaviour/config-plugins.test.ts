// docs/{en,zh}/config/plugins.mdx, "Common mistakes": the error of a plugin factory passed
// without calling it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeProject, runCli } from './harness';

test('Forgetting to call the factory: rsbuild build prints Failed to build., then [rsbuild:plugin] Expect Rsbuild plugin instance to be an object, but got function.', async () => {
  const dir = makeProject(
    { 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact] };\n" },
    'plugins-factory',
  );
  const { code, stderr } = await runCli(dir, ['build']);
  assert.equal(code, 1);
  assert.ok(stderr.startsWith('error   Failed to build.\nerror   [rsbuild:plugin] Expect Rsbuild plugin instance to be an object, but got function.\n'), stderr);
});
