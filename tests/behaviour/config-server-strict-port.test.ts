// docs/{en,zh}/config/server/strict-port.mdx: what rsbuild dev and rsbuild preview print when
// the port is taken and strictPort is on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, freePortBeforeAFreeOne, makeProject, pageText, runCli, withTakenPort } from './harness';

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

/** Runs `run` with a port and the one after it both held by servers of this process. */
async function withTwoTakenPorts<T>(run: (first: number) => Promise<T>): Promise<T> {
  const net = await import('node:net');
  const first = await freePortBeforeAFreeOne();
  const blockers = [net.createServer(), net.createServer()];
  await Promise.all(blockers.map((blocker, i) => new Promise<void>((resolve) => blocker.listen(first + i, resolve))));
  try {
    return await run(first);
  } finally {
    await Promise.all(blockers.map((blocker) => new Promise((resolve) => blocker.close(resolve))));
  }
}

test('rsbuild dev: when the next port is taken as well, the second line is Failed to find an available port after 2 attempts', async () => {
  const dir = makeProject(files, 'strict-port-two');
  await withTwoTakenPorts(async (port) => {
    const { code, stderr } = await runCli(dir, ['dev', '--port', String(port)]);
    assert.equal(code, 1);
    assert.ok(stderr.startsWith(`error   Failed to start dev server.\nerror   [rsbuild:server] Failed to find an available port after 2 attempts, starting from ${port}.\n`), stderr);
  });
  assert.match(pageText('config/server/strict-port', 'en'), /Failed to find an available port after 2 attempts, starting from 3000\./);
  assert.match(pageText('config/server/strict-port', 'zh'), /Failed to find an available port after 2 attempts, starting from 3000\./);
});
