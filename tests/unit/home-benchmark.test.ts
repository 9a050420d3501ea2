import assert from 'node:assert/strict';
import { test } from 'node:test';
import { barFraction, countUpLabel, formatTime, maxTime } from '../../theme/home/barScale';

test('labels show milliseconds without decimals under a second, seconds with two decimals from one', () => {
  assert.equal(formatTime(0.08), '80ms');
  assert.equal(formatTime(1.29), '1.29s');
  assert.equal(formatTime(0), '0ms');
  assert.equal(formatTime(0.1234), '123ms');
  assert.equal(formatTime(0.9996), '1.00s', 'a value that rounds to 1000 ms is written in seconds');
  assert.equal(formatTime(1), '1.00s');
  assert.equal(formatTime(5.251), '5.25s');
});

test('a bar is its time divided by the longest time of every metric of every group', () => {
  const groups = [
    { label: 'A', description: 'A 1', metrics: [{ desc: 'dev' as const, time: 2 }, { desc: 'hmr' as const, time: 0.5 }] },
    { label: 'B', description: 'B 1', metrics: [{ desc: 'dev' as const, time: 4 }, { desc: 'hmr' as const, time: 1 }] },
  ];
  assert.equal(maxTime(groups), 4);
  assert.equal(barFraction(2, 4), 0.5);
  assert.equal(barFraction(1, 4), 0.25, 'a short metric is measured against the longest of all metrics');
  assert.equal(barFraction(4, 4), 1);
  assert.equal(barFraction(5, 4), 1, 'never wider than the track');
  assert.equal(barFraction(0, 4), 0);
  assert.equal(barFraction(1, 0), 0, 'no data, no bar');
  assert.equal(maxTime([]), 0);
});

test('the label counts up with the linear animation and stops at the metric time', () => {
  assert.equal(countUpLabel(1.29, 0), '0ms');
  assert.equal(countUpLabel(1.29, -1), '0ms');
  assert.equal(countUpLabel(1.29, 0.5), '500ms');
  assert.equal(countUpLabel(1.29, 1.1), '1.10s');
  assert.equal(countUpLabel(1.29, 9), '1.29s');
  assert.equal(countUpLabel(0.08, 3), '80ms');
});
