import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redirects } from '../../site/redirects';

// Where each rule sends a reader, and that real pages stay put, is tested in the browser through
// the plugin itself (tests/e2e/redirects.test.ts). This checks what the plugin cannot: that every
// rule is a valid pattern anchored at both ends, so it can never catch part of another path.
test('every pattern compiles and is anchored', () => {
  assert.ok(redirects.length >= 10);
  for (const { from } of redirects) {
    assert.doesNotThrow(() => new RegExp(from), from);
    assert.ok(from.startsWith('^') && from.endsWith('$'), `${from} must be anchored`);
  }
});
