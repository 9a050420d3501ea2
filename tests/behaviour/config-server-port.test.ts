// docs/{en,zh}/config/server/port.mdx, "When the port is taken": the error once the configured
// port and the 20 after it are all busy.
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { freePort, makeProject, rsbuildCore, withNodeEnv } from './harness';

/** Listens on `count` consecutive ports and gives the first one and a function that frees them all. */
async function occupyRun(count: number): Promise<{ first: number; free: () => Promise<void> }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = await freePort();
    if (first + count > 65535) continue;
    const servers: net.Server[] = [];
    const free = () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))).then(() => undefined);
    for (let port = first; port < first + count; port++) {
      const server = net.createServer();
      const listening = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(port, () => resolve(true));
      });
      if (!listening) break;
      servers.push(server);
    }
    if (servers.length === count) return { first, free };
    await free();
  }
  throw new Error(`No ${count} consecutive free ports in 50 attempts`);
}

test('all 21 ports busy: [rsbuild:server] Failed to find an available port after 21 attempts, starting from <port>.', async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'port-all-busy');
  const { first, free } = await occupyRun(21);
  try {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: first } } });
    // createDevServer sets an unset NODE_ENV; the other files of the process must not see it.
    await withNodeEnv(process.env.NODE_ENV, () =>
      assert.rejects(rsbuild.createDevServer({ runCompile: false }), { message: `[rsbuild:server] Failed to find an available port after 21 attempts, starting from ${first}.` }),
    );
  } finally {
    await free();
  }
});
