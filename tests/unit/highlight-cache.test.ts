import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'hast';
import { HighlightedCodeCache } from '../../site/highlight-cache';

const key = JSON.stringify(['ts', '', 'export default {};']);
const highlighted = (): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [{ type: 'text', value: 'export default {};' }] }],
});

test('a highlighted block is found again under its key, and nothing under another', () => {
  const cache = new HighlightedCodeCache();
  assert.equal(cache.set(key, highlighted()), cache);
  assert.deepEqual(cache.get(key), highlighted());
  assert.equal(cache.get(JSON.stringify(['js', '', 'export default {};'])), undefined);
});

test('each page gets its own copy: changing one changes neither the cache nor the next page', () => {
  const cache = new HighlightedCodeCache();
  const firstPage = highlighted();
  cache.set(key, firstPage);
  (firstPage.children[0] as { tagName: string }).tagName = 'div';
  const secondPage = cache.get(key)!;
  assert.equal((secondPage.children[0] as { tagName: string }).tagName, 'pre');
  (secondPage.children[0] as { properties: Record<string, unknown> }).properties.tabIndex = 0;
  assert.deepEqual(cache.get(key), highlighted());
});

test('a tree highlighted ahead is found under its key, and each page still gets its own copy', () => {
  const cache = new HighlightedCodeCache();
  cache.prefill(key, highlighted());
  const first = cache.get(key)!;
  assert.deepEqual(first, highlighted());
  first.children = [];
  assert.deepEqual(cache.get(key), highlighted());
});
