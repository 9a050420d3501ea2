// docs/{en,zh}/config/dev/client.mdx: the console texts of the dev client. The browser tests of
// guide-advanced-hmr and guide-faq-hmr see them in Chromium; this file checks the client that
// @rsbuild/core 1.7.6 injects logs them at the stated levels.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { makeProject, pageText, rsbuildCore, rsbuildV1Dir } from './harness';

const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');

test('a failed first connection logs the error [rsbuild] WebSocket connection failed. Trying direct connection fallback.', () => {
  assert.ok(client.includes("logger.error('[rsbuild] WebSocket connection failed. Trying direct connection fallback.')"));
});

test('logLevel: [rsbuild] WebSocket connected. is logged at info', () => {
  assert.ok(client.includes("logger.info('[rsbuild] WebSocket connected.')"));
});

// port: a Module Federation remote (moduleFederation.options with exposes) gets server.port as its
// client port unless dev.client.port is set; the normalized config of 1.7.6 shows it.
test("port: with moduleFederation exposes, '' becomes server.port (3000 by default) unless set", async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': 'export {};\n', 'src/button.js': 'export default 1;\n' }, 'dev-client-mf');
  const portOf = async (rsbuildConfig: Parameters<typeof createRsbuild>[0]['rsbuildConfig']) => {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
    await rsbuild.initConfigs();
    return rsbuild.getNormalizedConfig().dev.client.port;
  };
  const exposes = { moduleFederation: { options: { name: 'remote', exposes: { './button': './src/button.js' } } } };
  assert.equal(await portOf(exposes), 3000);
  assert.equal(await portOf({ ...exposes, server: { port: 3002 } }), 3002);
  assert.equal(await portOf({ ...exposes, dev: { client: { port: '<port>' } } }), '<port>');
  assert.equal(await portOf({}), '');
});

test('page: the port section names the Module Federation remote case in both languages', () => {
  assert.match(pageText('config/dev/client', 'en'), /\[moduleFederation\.options\]\(\/config\/module-federation\/options\) contains `exposes`/);
  assert.match(pageText('config/dev/client', 'zh'), /\[moduleFederation\.options\]\(\/config\/module-federation\/options\) 中包含 `exposes`/);
});
