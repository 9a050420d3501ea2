// useSite() in the harness: a test's browser contexts are closed when the test ends (an open page
// keeps animating and takes CPU from the tests after it); contexts of a before hook stay.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { useSite, type Site } from './harness';

let site: Site;
useSite((opened) => (site = opened));

test('a test that opens a context sees it open', async () => {
  await site.newPage();
  assert.equal(site.browser.contexts().length, 1);
});

test('the next test starts with that context closed', () => {
  assert.equal(site.browser.contexts().length, 0);
});

describe('a context opened in a before hook', () => {
  before(async () => {
    await site.newPage();
  });
  test('is open in the first test of its block', () => {
    assert.equal(site.browser.contexts().length, 1);
  });
  test('and still open in the second', () => {
    assert.equal(site.browser.contexts().length, 1);
  });
});
