// The heading the phone bar and the outline both name (theme/doc/headingBeingRead.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headingBeingRead } from '../../theme/doc/headingBeingRead';

const headings = [
  { id: 'install', top: -900 },
  { id: 'run', top: -100 },
  { id: 'output', top: 300 },
  { id: 'next-steps', top: 650 },
];

test('while reading: the last heading above the reading line, for both', () => {
  assert.deepEqual(headingBeingRead(headings, 105, 800, false), { scrolledId: 'run', activeId: 'run' });
});

test('at the end of the page: the last heading on screen, for both', () => {
  assert.deepEqual(headingBeingRead(headings, 105, 800, true), { scrolledId: 'next-steps', activeId: 'next-steps' });
});

test('before the first heading: the bar names none, the outline marks the first on screen', () => {
  const below = headings.map((heading) => ({ ...heading, top: heading.top + 1200 }));
  assert.deepEqual(headingBeingRead(below, 105, 800, false), { scrolledId: undefined, activeId: 'install' });
});
