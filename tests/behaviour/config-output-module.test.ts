// docs/{en,zh}/config/output/module.mdx, "Pitfalls": what Node.js prints when an ES module
// bundle reads __dirname.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test('__dirname is left as written, and reading it throws ReferenceError: __dirname is not defined in ES module scope', async () => {
  const dir = makeProject({ 'src/index.js': 'console.log(__dirname);\n' }, 'output-module-dirname');
  const { dist, errors } = await buildProject(dir, { output: { target: 'node', module: true } });
  assert.deepEqual(errors, []);
  writeFileSync(path.join(dist, 'package.json'), '{ "type": "module" }\n');
  const run = spawnSync(process.execPath, [path.join(dist, 'index.js')], { encoding: 'utf8' });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /\nReferenceError: __dirname is not defined in ES module scope\n/);
});
