import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filterGroups, filterWords, matchesFilter } from '../../theme/doc/overviewFilter';

test('keys read as words: humps, dots, dashes and underscores are spaces', () => {
  assert.equal(filterWords('output.distPath'), 'output dist path');
  assert.equal(filterWords('DIST-PATH'), 'dist path');
  assert.equal(filterWords('  tools.cssLoader '), 'tools css loader');
  assert.equal(filterWords('HTMLPlugin'), 'html plugin');
});

test('every way of writing distPath finds output.distPath, and nothing else is found by accident', () => {
  for (const query of ['dist-path', 'dist path', 'DIST PATH', 'distpath', 'distPath', 'output.distPath', 'Dist']) {
    assert.ok(matchesFilter('output.distPath', query), query);
  }
  assert.ok(!matchesFilter('output.distPath', 'dist paths'));
  assert.ok(!matchesFilter('output.filename', 'dist path'));
  assert.ok(matchesFilter('Build only some environments', 'build-only-some'));
  assert.ok(matchesFilter('产物目录', '目录'));
});

test('a matching group is kept whole; otherwise matching options, then matching headings', () => {
  const groups = [
    {
      name: 'output',
      items: [
        { text: 'output.distPath', link: '/config/output/dist-path', headers: [{ id: 'example', text: 'Example', depth: 2 }] },
        {
          text: 'output.filename',
          link: '/config/output/filename',
          headers: [
            { id: 'query-hash', text: 'Query hash', depth: 2 },
            { id: 'dist-path-notes', text: 'Dist path notes', depth: 2 },
          ],
        },
      ],
    },
    { name: 'security', items: [{ text: 'security.sri', link: '/config/security/sri', headers: [] }] },
  ];
  assert.deepEqual(filterGroups(groups, 'SECURITY'), [groups[1]]);
  assert.deepEqual(filterGroups(groups, 'dist-path'), [
    {
      name: 'output',
      items: [
        groups[0].items[0],
        { ...groups[0].items[1], headers: [{ id: 'dist-path-notes', text: 'Dist path notes', depth: 2 }] },
      ],
    },
  ]);
  assert.deepEqual(filterGroups(groups, 'zzqq'), []);
  assert.equal(filterGroups(groups, '  '), groups);
});
