import assert from 'node:assert/strict';
import { test } from 'node:test';
import { navbarState, throttle, TOP_ARRIVED_THRESHOLD } from '../../theme/navbar/navbarState';

test('auto hides on scroll down and shows on scroll up, never near the top', () => {
  assert.deepEqual(navbarState('auto', 300, 400), { hidden: true, atTop: false });
  assert.deepEqual(navbarState('auto', 400, 300), { hidden: false, atTop: false });
  assert.deepEqual(navbarState('auto', 0, TOP_ARRIVED_THRESHOLD - 1), { hidden: false, atTop: true });
  assert.equal(TOP_ARRIVED_THRESHOLD, 100);
});

test('never and always ignore the scroll direction', () => {
  assert.equal(navbarState('never', 300, 900).hidden, false);
  assert.equal(navbarState('always', 900, 300).hidden, true);
});

test('throttle runs at once, then once per wait with the latest arguments', async () => {
  const calls: number[] = [];
  const throttled = throttle((n: number) => calls.push(n), 50);
  throttled(1);
  throttled(2);
  throttled(3);
  assert.deepEqual(calls, [1]);
  await new Promise((resolve) => setTimeout(resolve, 80));
  assert.deepEqual(calls, [1, 3]);
  throttled(4);
  throttled.cancel();
  await new Promise((resolve) => setTimeout(resolve, 80));
  assert.deepEqual(calls, [1, 3], 'a cancelled trailing call never runs');
  throttled(5);
  assert.deepEqual(calls, [1, 3, 5]);
});
