import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESCRIPTION_LIMIT, pluginSlimPageData, shortenDescription } from '../../site/slim-page-data-plugin';

test('descriptions are cut at a word to the limit, with an ellipsis', () => {
  const long = 'Rsbuild is a build tool '.repeat(20);
  const short = shortenDescription(long);
  assert.ok(short.length <= DESCRIPTION_LIMIT, `${short.length}`);
  assert.ok(short.endsWith('…'));
  assert.ok(long.startsWith(short.slice(0, -1)));
  assert.equal(shortenDescription('Short one.'), 'Short one.');
});

test('only config pages keep their h2 outline in the page list', () => {
  const plugin = pluginSlimPageData();
  const toc = [
    { id: 'a', text: 'A', depth: 2, charIndex: 0 },
    { id: 'b', text: 'B', depth: 3, charIndex: 0 },
  ];
  const config = { routePath: '/zh/config/output/dist-path', toc: [...toc], description: 'x' };
  const guide = { routePath: '/guide/start/', toc: [...toc], description: 'y' };
  plugin.extendPageData!(config as never, true);
  plugin.extendPageData!(guide as never, true);
  assert.deepEqual(config.toc.map((h) => h.id), ['a']);
  assert.deepEqual(guide.toc, []);
});
