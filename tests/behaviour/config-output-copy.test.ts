// docs/{en,zh}/config/output/copy.mdx, "Things to know": the error of a pattern whose source is
// missing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test("a missing source fails the build with unable to locate '<root>/./deploy' glob", async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'copy-missing');
  const { errors } = await buildProject(dir, { output: { copy: [{ from: './deploy' }] } });
  assert.ok(errors.length > 0);
  for (const error of errors) assert.equal(error.trim(), `× unable to locate '${dir}/./deploy' glob`);
});
