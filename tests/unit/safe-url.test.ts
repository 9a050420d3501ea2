import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodableTwice, safeUrlInlineScript } from '../../site/safe-url';

test('well-formed paths, queries and hashes are left as they are', () => {
  for (const part of ['/guide/start/quick-start', '/%E4%B8%AD', '/zh/guide/start/', '?navbar=0&q=a%20b', '#default-value', '']) {
    assert.equal(decodableTwice(part), part);
  }
});

test('a stray percent sign is escaped until the part survives two decodings', () => {
  assert.equal(decodableTwice('/guide/start/%'), '/guide/start/%2525');
  assert.equal(decodableTwice('/guide/start/%zz'), '/guide/start/%2525zz');
  assert.equal(decodableTwice('/zh/%'), '/zh/%2525');
  assert.equal(decodableTwice('?q=100%25off'), '?q=100%2525off');
  assert.equal(decodableTwice('#%'), '#%2525');
  // A truncated UTF-8 sequence is as malformed as a stray sign.
  assert.equal(decodableTwice('/%E4%B8'), '/%2525E4%2525B8');
});

test('the head script rewrites a malformed address in place and leaves a good one alone', () => {
  const run = (href: { pathname: string; search: string; hash: string }) => {
    const replaced: string[] = [];
    const fakeWindow = { location: href, history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) } };
    new Function('window', safeUrlInlineScript)(fakeWindow);
    return replaced;
  };
  assert.deepEqual(run({ pathname: '/guide/start/quick-start', search: '?q=100%25off', hash: '#%' }), ['/guide/start/quick-start?q=100%2525off#%2525']);
  assert.deepEqual(run({ pathname: '/guide/start/%zz', search: '', hash: '' }), ['/guide/start/%2525zz']);
  assert.deepEqual(run({ pathname: '/zh/guide/start/', search: '?navbar=0', hash: '#default-value' }), []);
});
