import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PRINTED_BUILD_TIME } from '../behaviour/harness';

// Rsbuild 1.x prints seconds below a minute and minutes with seconds above; a build on a busy
// machine can pass a minute, and a test that only knew seconds failed on CI.
test('the build-time pattern matches every form Rsbuild 1.x prints after "built in"', () => {
  const line = new RegExp(String.raw`^ready   built in ${PRINTED_BUILD_TIME} \(web\)$`);
  for (const printed of ['0.005 s', '0.52 s', '30.8 s', '1 m 5.1 s', '2 m 3 s', '2 m']) {
    assert.match(`ready   built in ${printed} (web)`, line);
  }
  for (const other of ['5.1', '1 m5 s', 's', '']) {
    assert.doesNotMatch(`ready   built in ${other} (web)`, line);
  }
});
