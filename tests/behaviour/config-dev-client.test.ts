// docs/{en,zh}/config/dev/client.mdx: the console texts of the dev client. The browser tests of
// guide-advanced-hmr and guide-faq-hmr see them in Chromium; this file checks the client that
// @rsbuild/core 1.7.6 injects logs them at the stated levels.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { rsbuildV1Dir } from './harness';

const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');

test('a failed first connection logs the error [rsbuild] WebSocket connection failed. Trying direct connection fallback.', () => {
  assert.ok(client.includes("logger.error('[rsbuild] WebSocket connection failed. Trying direct connection fallback.')"));
});

test('logLevel: [rsbuild] WebSocket connected. is logged at info', () => {
  assert.ok(client.includes("logger.info('[rsbuild] WebSocket connected.')"));
});
