import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

test('switching language on a page with a hash lands on the same section', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  const id = await page.locator('.rp-doc h2[id]').nth(1).getAttribute('id');
  assert.ok(id);
  await page.goto(`/guide/start/quick-start#${id}`);
  await waitForHydration(page);
  await page.locator('.rp-nav-menu__item', { hasText: 'English' }).first().hover();
  await page.locator('.rp-nav .rp-hover-group a[lang="zh"]').first().click();
  await page.waitForURL((url) => url.pathname === '/zh/guide/start/quick-start');
  if (!page.url().endsWith(`#${id}`)) {
    // The switcher keeps the path; the hash travels with the reader's position.
    assert.fail(`the language switch dropped the hash: ${page.url()}`);
  }
  const heading = page.locator(`[id="${id}"]`);
  assert.equal(await heading.count(), 1, 'the Chinese page has the same heading id');
  await page.waitForFunction((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  }, id);
});
