import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { gotoAndSettle, useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const PARTS = {
  navbar: '.rp-nav',
  sidebar: '.rp-doc-layout__sidebar',
  outline: '.rp-doc-layout__outline',
  footer: '.rp-doc-footer',
} as const;

const visible = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => getComputedStyle(el).display !== 'none');

test('each flag hides its part of the page, and only that part', async () => {
  const { page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
  for (const flag of Object.keys(PARTS) as (keyof typeof PARTS)[]) {
    await page.goto(`/guide/start/quick-start?${flag}=0`);
    await waitForHydration(page);
    for (const [part, selector] of Object.entries(PARTS)) {
      assert.equal(await visible(page, selector), part !== flag, `?${flag}=0: ${part}`);
    }
  }
});

test('parts are hidden before any JavaScript of the page runs (no flash)', async () => {
  const { page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
  // No script bundle loads: what shows is the server-rendered page plus the inline head script.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0', { waitUntil: 'domcontentloaded' });
  for (const [part, selector] of Object.entries(PARTS)) {
    assert.equal(await visible(page, selector), false, `${part} hidden before hydration`);
  }
});

test('flags follow client-side navigation', async () => {
  const { page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/guide/start/quick-start?footer=0');
  await waitForHydration(page);
  assert.equal(await visible(page, PARTS.footer), false);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
  await page.waitForURL('**/guide/start/features');
  await page.locator('.rp-doc-footer').waitFor({ state: 'visible' });
});

test('globalUIComponents=0 turns off the global UI extras', async () => {
  const { page } = await site.newPage();
  // The client redirects are a global UI component: with the flag they stay off.
  assert.deepEqual(await gotoAndSettle(page, '/guide/basic/configure-rspack?globalUIComponents=0'), ['/guide/basic/configure-rspack']);
  await page.goto('/guide/basic/configure-rspack');
  await page.waitForURL('**/guide/configuration/rspack');
});
