// docs/{en,zh}/config/source/assets-include.mdx: what rsbuild build prints for a binary file
// that no rule handles, and that source.assetsInclude turns it into an asset.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildProject, makeProject, runCli } from './harness';

// The start of a binary glTF model: magic, version 2, total length, then the JSON chunk header.
const glb = Buffer.from([0x67, 0x6c, 0x54, 0x46, 0x02, 0, 0, 0, 0x1c, 0, 0, 0, 0x08, 0, 0, 0, 0x4a, 0x53, 0x4f, 0x4e, 0x7b, 0x7d, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20]);
const project = (name: string) => {
  const dir = makeProject({ 'src/index.js': "import scene from './models/scene.glb';\nconsole.log(scene);\n", 'src/models/scene.glb': '' }, name);
  writeFileSync(path.join(dir, 'src/models/scene.glb'), glb);
  return dir;
};

test("a .glb model without the option: Build errors:, one Module parse failed per parse error, the first Unexpected character '\\0', each with the loader hint", async () => {
  const { code, stderr } = await runCli(project('assets-include-without'), ['build']);
  assert.equal(code, 1);
  assert.ok(
    stderr.startsWith('error   Build errors: \nFile: ./src/models/scene.glb:1:1\n  × Module parse failed:\n  ╰─▶   × JavaScript parse error: Unexpected character \'\\0\'\n'),
    stderr,
  );
  assert.ok((stderr.match(/× Module parse failed:/g) ?? []).length > 1);
  assert.match(stderr, /\n {2}help: \n {8}You may need an appropriate loader to handle this file type\.\n/);
});

test('with source.assetsInclude: /\\.glb$/ the model builds as an asset', async () => {
  assert.deepEqual((await buildProject(project('assets-include-with'), { source: { assetsInclude: /\.glb$/ } })).errors, []);
});
