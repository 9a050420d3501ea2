import assert from 'node:assert/strict';
import { test } from 'node:test';
import { configGroupOf, configOverviewGroups } from '../../common/config-overview-groups';

test('pages fall into their option group; top-level options are "base" except plugins', () => {
  assert.equal(configGroupOf('/config/output/dist-path', 'en'), 'output');
  assert.equal(configGroupOf('/zh/config/module-federation/options', 'zh'), 'moduleFederation');
  assert.equal(configGroupOf('/config/root', 'en'), 'base');
  assert.equal(configGroupOf('/config/plugins', 'en'), 'plugins');
  assert.equal(configGroupOf('/config/', 'en'), undefined);
  assert.equal(configGroupOf('/guide/start/', 'en'), undefined);
  assert.equal(configGroupOf('/config/root', 'zh'), undefined);
});

test('groups come in the overview order with their h2 headings', () => {
  const page = (routePath: string, title: string) => ({
    routePath,
    title,
    toc: [
      { id: 'example', text: 'Example', depth: 2 },
      { id: 'deep', text: 'Deep', depth: 3 },
    ],
  });
  const groups = configOverviewGroups(
    [
      page('/config/plugins', 'plugins'),
      page('/config/dev/hmr', 'dev.hmr'),
      page('/config/output/target', 'output.target'),
      page('/config/output/dist-path', 'output.distPath'),
      page('/config/mode', 'mode'),
      page('/config/source/entry', 'source.entry'),
    ],
    'en',
  );
  assert.deepEqual(
    groups.map((g) => g.name),
    ['base', 'source', 'output', 'dev', 'plugins'],
  );
  assert.deepEqual(
    groups[2].items.map((i) => i.text),
    ['output.distPath', 'output.target'],
  );
  assert.deepEqual(groups[0].items[0].headers, [{ id: 'example', text: 'Example', depth: 2 }]);
});
