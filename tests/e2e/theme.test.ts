import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const isDark = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the theme toggle persists across reloads and syncs across tabs', async () => {
  const { page, context } = await site.newPage({ colorScheme: 'light' });
  await page.goto('/guide/start/');
  await waitForHydration(page);
  assert.equal(await isDark(page), false);
  const other = await context.newPage();
  await other.goto('/guide/start/features');
  await waitForHydration(other);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await other.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await page.reload();
  assert.equal(await isDark(page), true, 'dark before hydration, from the stored choice');
  await waitForHydration(page);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await other.waitForFunction(() => !document.documentElement.classList.contains('dark'));
});

test('auto follows the system preference', async () => {
  const { page } = await site.newPage({ colorScheme: 'dark' });
  await page.goto('/guide/start/');
  assert.equal(await isDark(page), true);
});
