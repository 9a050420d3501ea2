// docs/{en,zh}/config/output/filename.mdx: what rsbuild build prints when two entries are
// written to one file name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeProject, runCli } from './harness';

test('a name without [name] for several entries fails with Conflict: … to the same filename static/js/bundle.js, then the output.filename hint', async () => {
  const dir = makeProject(
    {
      'src/a.js': "console.log('a');\n",
      'src/b.js': "console.log('b');\n",
      'rsbuild.config.mjs': "export default { source: { entry: { a: './src/a.js', b: './src/b.js' } }, output: { filename: { js: 'bundle.js' } } };\n",
    },
    'filename-conflict',
  );
  const { code, stderr } = await runCli(dir, ['build']);
  assert.equal(code, 1);
  assert.ok(
    stderr.startsWith(
      'error   Build error: \n' +
        '× Conflict: Multiple assets emit different content to the same filename static/js/bundle.js\n\n' +
        'You may need to adjust output.filename configuration to prevent name conflicts. (See https://rsbuild.rs/config/output/filename)\n',
    ),
    stderr,
  );
});
