// docs/{en,zh}/config/server/middleware-mode.mdx, "What changes": what rsbuild dev prints in
// middleware mode.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freePort, makeProject, runCli } from './harness';

test('rsbuild dev: after the URLs, Failed to start dev server., then [rsbuild:server] Can not listen dev server as server.middlewareMode is enabled.; exit code 1', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': 'export default { server: { middlewareMode: true } };\n' }, 'middleware-mode-cli');
  const port = await freePort();
  const { code, stdout, stderr } = await runCli(dir, ['dev', '--port', String(port)]);
  assert.equal(code, 1);
  assert.match(stdout, new RegExp(`  ➜  Local:    http://localhost:${port}/\\n`));
  assert.ok(stderr.startsWith('error   Failed to start dev server.\nerror   [rsbuild:server] Can not listen dev server as server.middlewareMode is enabled.\n'), stderr);
});
