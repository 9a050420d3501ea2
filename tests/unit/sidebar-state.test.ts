import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SidebarData } from '@rspress/core';
import { openGroupsOfCurrentPage } from '../../theme/framework/sidebarState';

const sidebar = [
  { text: 'Guide', link: '/guide/start/', items: [{ text: 'Quick start', link: '/guide/start/quick-start' }], collapsed: true, collapsible: true },
  {
    text: 'Config',
    items: [
      { text: 'output', items: [{ text: 'output.distPath', link: '/config/output/dist-path' }], collapsed: true, collapsible: true },
      { text: 'source', items: [{ text: 'source.entry', link: '/config/source/entry' }], collapsed: true, collapsible: true },
    ],
    collapsed: true,
    collapsible: true,
  },
  { dividerType: 'solid' },
] as unknown as SidebarData;

const on = (pathname: string) => (link: string) => link === pathname;
type Entry = { text?: string; collapsed?: boolean; items?: Entry[] };
const collapsedOf = (data: SidebarData) =>
  (data as Entry[]).map((entry) =>
    entry.items ? [entry.text, entry.collapsed, entry.items.map((item) => (item.items ? [item.text, item.collapsed] : item.text))] : 'divider',
  );

test('the groups holding the current page open, at every depth; the others keep their setting', () => {
  assert.deepEqual(collapsedOf(openGroupsOfCurrentPage(sidebar, on('/config/output/dist-path'))), [
    ['Guide', true, ['Quick start']],
    ['Config', false, [['output', false], ['source', true]]],
    'divider',
  ]);
});

test("a group's own link counts as the current page", () => {
  assert.deepEqual(collapsedOf(openGroupsOfCurrentPage(sidebar, on('/guide/start/')))[0], ['Guide', false, ['Quick start']]);
});

test('the site data is not changed: groups are copies, links are shared', () => {
  const entries = openGroupsOfCurrentPage(sidebar, on('/guide/start/quick-start'));
  assert.equal((sidebar[0] as { collapsed: boolean }).collapsed, true);
  assert.notEqual(entries[0], sidebar[0]);
  assert.equal((entries[0] as { items: unknown[] }).items[0], (sidebar[0] as { items: unknown[] }).items[0]);
});

test('nested lists and empty entries are flattened away, as the framework does', () => {
  const nested = [[sidebar[0]], null, sidebar[2]] as unknown as SidebarData;
  assert.deepEqual(collapsedOf(openGroupsOfCurrentPage(nested, on('/nowhere'))), [['Guide', true, ['Quick start']], 'divider']);
});
