// docs/{en,zh}/config/source/entry.mdx: what rsbuild build prints when no entry module exists.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeProject, runCli } from './harness';

test('no src/index.* and no entry: Failed to build., then [rsbuild:config] Could not find any entry module …, then a stack trace', async () => {
  const dir = makeProject({ 'src/main.js': "console.log('page');\n" }, 'entry-missing');
  const { code, stderr } = await runCli(dir, ['build']);
  assert.equal(code, 1);
  assert.ok(
    stderr.startsWith(
      'error   Failed to build.\n' +
        'error   [rsbuild:config] Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mts|cts|mjs|cjs) exists, or customize entry through the source.entry configuration.\n    at ',
    ),
    stderr,
  );
});
