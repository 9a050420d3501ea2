// docs/{en,zh}/config/tools/css-loader.mdx, "url": the error of an absolute url() that css-loader
// tries to resolve.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

test("url(/images/hero.png) fails with Module not found: Can't resolve '/images/hero.png' in '<root>/src'; a url.filter that skips it builds", async () => {
  const files = { 'src/index.js': "import './hero.css';\n", 'src/hero.css': '.hero { background: url(/images/hero.png); }\n' };
  const dir = makeProject(files, 'css-loader-absolute-url');
  const { errors } = await buildProject(dir);
  assert.ok(errors.length > 0);
  assert.ok(errors[0].trim().startsWith(`× Module not found: Can't resolve '/images/hero.png' in '${path.join(dir, 'src')}'\n`), errors[0]);
  const filtered = await buildProject(makeProject(files, 'css-loader-filter'), { tools: { cssLoader: { url: { filter: (url: string) => !url.startsWith('/') } } } });
  assert.deepEqual(filtered.errors, []);
});
