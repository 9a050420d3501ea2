// docs/{en,zh}/config/server/strict-port.mdx: what rsbuild dev and rsbuild preview print when
// the port is taken and strictPort is on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, freePortBeforeAFreeOne, makeProject, pageText, runCli, rsbuildCore, startCli, withTakenPort } from './harness';

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

// 2026-12-06, checked with npm pack: the text 'Failed to find an available port after' first
// appears in @rsbuild/core 1.6.14 (dist/131.js); 1.6.13 printed 'Port <port> is occupied' here too.
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

test('the port is checked on server.host: taken on 127.0.0.1 only, it is free for --host 127.0.0.2 and preview starts on it', async () => {
  const net = await import('node:net');
  const dir = makeProject(files, 'strict-port-host');
  await buildProject(dir);
  const port = await freePortBeforeAFreeOne();
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
  const cli = startCli(dir, ['preview', '--host', '127.0.0.2', '--port', String(port)], /http:\/\/127\.0\.0\.2:\d+/);
  try {
    await cli.started;
    assert.match(cli.output(), new RegExp(`http://127\\.0\\.0\\.2:${port}/`));
    assert.doesNotMatch(cli.output(), /occupied|is in use/);
  } finally {
    await cli.stop();
    await new Promise((resolve) => blocker.close(resolve));
  }
});

test('middleware mode: createDevServer() still checks the port and rejects with the same error', async () => {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: makeProject(files, 'strict-port-middleware'), rsbuildConfig: { logLevel: 'silent' } });
  await withTakenPort(async (port) => {
    rsbuild.modifyRsbuildConfig((config) => {
      config.server = { ...config.server, port, strictPort: true, middlewareMode: true };
    });
    await assert.rejects(rsbuild.createDevServer(), (error: Error) => error.message.endsWith(`Port ${port} is occupied, please choose another one.`));
  });
});
