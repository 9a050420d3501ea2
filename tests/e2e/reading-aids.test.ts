import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gotoAndSettle, useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

test('a code block copies its code, shows success for 2 seconds, and toggles wrapping from the site default', async () => {
  const { page } = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto('/config/output/dist-path');
  await waitForHydration(page);
  const block = page.locator('.rp-doc pre').first().locator('xpath=ancestor::div[.//button[contains(@class,"rp-code-copy-button")]][1]');
  const code = (await page.locator('.rp-doc pre').first().innerText()).trim();
  await block.hover();
  const copy = block.locator('.rp-code-copy-button');
  await copy.click();
  await page.locator('.rp-code-copy-button--copied').first().waitFor();
  assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), code);
  const copiedAt = Date.now();
  await page.locator('.rp-code-copy-button--copied').first().waitFor({ state: 'detached', timeout: 4000 });
  const shown = Date.now() - copiedAt;
  assert.ok(shown > 1500 && shown < 3500, `success shown for about 2 s (${shown} ms)`);

  const wrap = block.locator('.rp-code-wrap-button');
  assert.equal(await wrap.evaluate((b) => b.classList.contains('rp-code-wrap-button--wrapped')), false, 'starts unwrapped (site default)');
  await wrap.click();
  assert.equal(await wrap.evaluate((b) => b.classList.contains('rp-code-wrap-button--wrapped')), true);
});

test('the scroll-to-top button appears once scrolled and brings the reader back up', async () => {
  const { page } = await site.newPage();
  // Scrolled only once the page's effects listen for scrolling.
  await gotoAndSettle(page, '/guide/start/glossary');
  const button = page.locator('.rp-scroll-to-top');
  assert.equal(await button.count(), 0, 'hidden at the top');
  await page.mouse.wheel(0, 1500);
  await button.waitFor();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
});

test('a slow client-side navigation shows the progress bar', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  // Hold the next page's chunk back for a second: the bar appears after 200 ms of waiting.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const bar = page.waitForSelector('#nprogress', { state: 'attached', timeout: 5000 });
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
  await bar;
  await page.waitForURL('**/guide/start/glossary');
});
