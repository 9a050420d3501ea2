import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hiddenParts, queryFlagsInlineScript } from '../../common/page-part-flags';

test('only flags set to 0 hide their part', () => {
  assert.deepEqual(hiddenParts('?navbar=0&sidebar=1&outline=0&footer=false'), ['navbar', 'outline']);
  assert.deepEqual(hiddenParts(''), []);
});

test('the inline head script marks the same parts as hiddenParts', () => {
  const attributes = new Set<string>();
  const fakeWindow = {
    location: { search: '?footer=0&sidebar=0' },
    document: { documentElement: { setAttribute: (name: string) => attributes.add(name) } },
    URLSearchParams,
  };
  new Function('location', 'document', 'URLSearchParams', queryFlagsInlineScript)(
    fakeWindow.location,
    fakeWindow.document,
    URLSearchParams,
  );
  assert.deepEqual([...attributes].sort(), ['data-hide-footer', 'data-hide-sidebar']);
});
