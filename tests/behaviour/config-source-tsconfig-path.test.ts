// docs/{en,zh}/config/source/tsconfig-path.mdx: the errors without the option and with a file
// that does not exist.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

const files = {
  'src/index.ts': "import { formatPrice } from '@lib/format';\nconsole.log(formatPrice);\n",
  'src/lib/format.ts': 'export const formatPrice = (value: number) => `$${value}`;\n',
  'tsconfig.json': '{ "compilerOptions": {} }\n',
  'tsconfig.app.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@lib/*": ["src/lib/*"] } }, "include": ["src"] }\n',
};

test("without the option and without paths in tsconfig.json: Module not found: Can't resolve '@lib/format' in '<root>/src'", async () => {
  const dir = makeProject(files, 'tsconfig-path-without');
  const { errors } = await buildProject(dir);
  assert.equal(errors.length, 1);
  assert.ok(errors[0].trim().startsWith(`× Module not found: Can't resolve '@lib/format' in '${path.join(dir, 'src')}'\n`), errors[0]);
  assert.deepEqual((await buildProject(makeProject(files, 'tsconfig-path-with'), { source: { tsconfigPath: './tsconfig.app.json' } })).errors, []);
});

test('a configured file that does not exist: Tsconfig not found, then the absolute path', async () => {
  const dir = makeProject(files, 'tsconfig-path-missing');
  const { errors } = await buildProject(dir, { source: { tsconfigPath: './tsconfig.nope.json' } });
  assert.deepEqual(errors.map((error) => error.trim()), [`× Tsconfig not found ${path.join(dir, 'tsconfig.nope.json')}`]);
});
