// docs/{en,zh}/config/output/clean-dist-path.mdx: the warnings rsbuild build prints when the
// output directory lies outside the project root.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { makeProject, runCli } from './harness';

test('an output directory outside the root is not emptied: four warn lines with the absolute root and dist paths', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': "export default { output: { distPath: { root: '../public-clean-dist' } } };\n" }, 'clean-dist-outside');
  const { code, stderr } = await runCli(dir, ['build']);
  assert.equal(code, 0);
  assert.equal(
    stderr,
    'warn    The dist path is not a subdir of root path, Rsbuild will not empty it.\n' +
      'warn    Please set `output.cleanDistPath` config manually.\n' +
      `warn    Current root path: ${dir}\n` +
      `warn    Current dist path: ${path.join(path.dirname(dir), 'public-clean-dist')}\n`,
  );
});
