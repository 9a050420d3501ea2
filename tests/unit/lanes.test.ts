import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mapInLanes } from '../../scripts/lib/lanes';

test('mapInLanes keeps the items order and never runs more than its lanes at once', async () => {
  let running = 0;
  let most = 0;
  const delays = [30, 5, 20, 1, 10];
  const results = await mapInLanes(delays, 2, async (delay) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, delay));
    running -= 1;
    return `done ${delay}`;
  });
  assert.deepEqual(results, ['done 30', 'done 5', 'done 20', 'done 1', 'done 10']);
  assert.equal(most, 2);
});

test('mapInLanes with no items gives no results', async () => {
  assert.deepEqual(await mapInLanes([], 3, async () => 1), []);
});
