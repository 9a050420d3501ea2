// docs/{en,zh}/config/server/strict-port.mdx: what rsbuild dev and rsbuild preview print when
// the port is taken and strictPort is on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, freePort, freePortBeforeAFreeOne, makeProject, pageText, runCli, rsbuildCore, withTakenPort } from './harness';

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

/** A project built once (preview needs a dist), shared by the in-process preview tests. */
let previewDir: string | undefined;
async function builtPreviewDir(): Promise<string> {
  if (!previewDir) {
    previewDir = makeProject(files, 'strict-port-preview-api');
    assert.deepEqual((await buildProject(previewDir)).errors, []);
  }
  return previewDir;
}

/** Runs `run` while core.logger.info collects its messages (colours removed), then restores it. */
async function collectInfo<T>(run: () => Promise<T>): Promise<{ result: T; infos: string[] }> {
  const core = await rsbuildCore();
  const saved = core.logger.info;
  const infos: string[] = [];
  core.logger.info = (...args: unknown[]) => void infos.push(args.map(String).join(' ').replace(/\u001b\[[0-9;]*m/g, ''));
  try {
    return { result: await run(), infos };
  } finally {
    core.logger.info = saved;
  }
}

test('the port is checked on server.host: taken on 127.0.0.1 only, it is free for host 127.0.0.2 and preview starts on it', async () => {
  const net = await import('node:net');
  const { createRsbuild } = await rsbuildCore();
  const dir = await builtPreviewDir();
  const port = await freePortBeforeAFreeOne();
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
  try {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { host: '127.0.0.2', port, strictPort: true, printUrls: false } } });
    const { server, port: served } = await rsbuild.preview();
    try {
      assert.equal(served, port);
      assert.equal((await fetch(`http://127.0.0.2:${port}/`)).status, 200);
    } finally {
      await server.close();
    }
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
});

test('default false: preview moves to the next port and prints port <port> is in use, using port <port + 1>.', async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = await builtPreviewDir();
  await withTakenPort(async (port) => {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port, printUrls: false } } });
    const { result, infos } = await collectInfo(() => rsbuild.preview());
    try {
      assert.equal(result.port, port + 1);
      assert.ok(infos.includes(`port ${port} is in use, using port ${port + 1}.`), infos.join('\n'));
    } finally {
      await result.server.close();
    }
  });
  assert.match(pageText('config/server/strict-port', 'en'), /a notice such as `port 3000 is in use, using port 3001\.`/);
  assert.match(pageText('config/server/strict-port', 'zh'), /类似 `port 3000 is in use, using port 3001\.` 的提示/);
});

test('default false: with the port and the 20 after it taken, Failed to find an available port after 21 attempts', async () => {
  const net = await import('node:net');
  const { createRsbuild } = await rsbuildCore();
  let blockers: import('node:net').Server[] = [];
  let first = 0;
  for (let attempt = 0; attempt < 20 && !blockers.length; attempt++) {
    first = await freePort();
    const held: import('node:net').Server[] = [];
    for (let i = 0; i < 21; i++) {
      const blocker = net.createServer();
      const ok = await new Promise<boolean>((resolve) => {
        blocker.once('error', () => resolve(false));
        blocker.listen(first + i, () => resolve(true));
      });
      if (!ok) break;
      held.push(blocker);
    }
    if (held.length === 21) blockers = held;
    else await Promise.all(held.map((blocker) => new Promise((resolve) => blocker.close(resolve))));
  }
  assert.equal(blockers.length, 21, 'found 21 free ports in a row');
  try {
    const rsbuild = await createRsbuild({ cwd: makeProject(files, 'strict-port-21'), rsbuildConfig: { logLevel: 'silent', server: { port: first, middlewareMode: true } } });
    await assert.rejects(rsbuild.createDevServer(), (error: Error) => error.message.endsWith(`Failed to find an available port after 21 attempts, starting from ${first}.`));
  } finally {
    await Promise.all(blockers.map((blocker) => new Promise((resolve) => blocker.close(resolve))));
  }
  for (const lang of ['en', 'zh'] as const) assert.match(pageText('config/server/strict-port', lang), /Failed to find an available port after 21 attempts, starting from 3000\./);
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
