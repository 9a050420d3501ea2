// docs/{en,zh}/config/server/strict-port.mdx: what rsbuild dev and rsbuild preview print when
// the port is taken and strictPort is on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject, runCli, withTakenPort } from './harness';

const files = { 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': 'export default { server: { strictPort: true } };\n' };

test('rsbuild dev: Failed to start dev server., then [rsbuild:server] Port <port> is occupied, please choose another one.; exit code 1', async () => {
  const dir = makeProject(files, 'strict-port-dev');
  await withTakenPort(async (port) => {
    const { code, stderr } = await runCli(dir, ['dev', '--port', String(port)]);
    assert.equal(code, 1);
    assert.ok(stderr.startsWith(`error   Failed to start dev server.\nerror   [rsbuild:server] Port ${port} is occupied, please choose another one.\n`), stderr);
  });
});

test('rsbuild preview: Failed to start preview server. as the first line', async () => {
  const dir = makeProject(files, 'strict-port-preview');
  await buildProject(dir);
  await withTakenPort(async (port) => {
    const { code, stderr } = await runCli(dir, ['preview', '--port', String(port)]);
    assert.equal(code, 1);
    assert.ok(stderr.startsWith(`error   Failed to start preview server.\nerror   [rsbuild:server] Port ${port} is occupied, please choose another one.\n`), stderr);
  });
});
