// docs/{en,zh}/config/dev/hmr.mdx: the console text when an update cannot be applied. The
// browser test of guide-advanced-hmr sees it in Chromium with dev.liveReload off; this file checks
// the text the 1.7.6 client logs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { rsbuildV1Dir } from './harness';

test('an update nothing accepts: the error [rsbuild] HMR update failed, performing full reload: with the reason', () => {
  const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
  assert.ok(client.includes("logger.error('[rsbuild] HMR update failed, performing full reload:', err)"));
});
