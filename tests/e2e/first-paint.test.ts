import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite, type Site } from './harness';

let site: Site;
useSite((opened) => (site = opened));

// What a page's first paint waits for (a render-blocking `rel="expect"` link) and what must
// already be parsed by then; the doc content itself must not be held back.
const cases = [
  { route: '/', target: 'rsb-features', parsedBefore: ['header.rp-nav', 'section.rsb-hero'] },
  { route: '/zh/', target: 'rsb-features', parsedBefore: ['header.rp-nav', 'section.rsb-hero'] },
  { route: '/guide/start/quick-start', target: 'rsb-navbar-end', parsedBefore: ['header.rp-nav'], notHeldBack: '.rp-doc' },
  { route: '/zh/config/output/dist-path', target: 'rsb-navbar-end', parsedBefore: ['header.rp-nav'], notHeldBack: '.rp-doc' },
];

for (const { route, target, parsedBefore, notHeldBack } of cases) {
  test(`${route}: the first paint waits for #${target}, after the navbar${route.endsWith('/') ? ' and the hero' : ''}`, async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(route);
    const link = await page.locator('head link[rel="expect"]').evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.getAttribute('blocking')]));
    assert.deepEqual(link, [[`#${target}`, 'render']]);
    const order = await page.evaluate(
      ({ target, parsedBefore, notHeldBack }) => {
        const marker = document.getElementById(target);
        if (!marker) return 'missing';
        // Everything listed ends before the marker starts; the doc content starts after it.
        const endsBefore = parsedBefore.every((selector) => {
          const element = document.querySelector(selector);
          return !!element && !element.contains(marker) && !!(element.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        const content = notHeldBack ? document.querySelector(notHeldBack) : null;
        const contentAfter = !notHeldBack || (!!content && !!(marker.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING));
        return endsBefore && contentAfter ? 'ok' : 'out of order';
      },
      { target, parsedBefore, notHeldBack },
    );
    assert.equal(order, 'ok');
  });
}

test('on a wide screen the doc column is as wide before the outline has arrived as after', async () => {
  const { page } = await site.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  for (const route of ['/api/javascript-api/instance', '/zh/guide/start/quick-start']) {
    await page.goto(route);
    const docWidth = () => page.locator('.rp-doc-layout__doc').evaluate((doc) => doc.getBoundingClientRect().width);
    assert.equal(await docWidth(), 692, `${route} beside the outline`);
    // As a browser lays the page out while the HTML is still arriving: the outline comes last.
    await page.locator('.rp-doc-layout__outline').evaluate((outline) => outline.remove());
    assert.equal(await docWidth(), 692, `${route} before the outline is parsed`);
  }
});
