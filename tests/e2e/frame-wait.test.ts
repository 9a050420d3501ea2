// The frame wait of the measurements and browser tests (nextFrames in scripts/lib/page-weight.ts):
// Playwright gives page.evaluate no time limit, so a page that stops painting must fail the wait
// by itself instead of keeping the run waiting (a CI run once waited until it was stopped).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { nextFrames } from '../../scripts/lib/page-weight';

let browser: Browser;
let page: Page;
before(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  await page.goto('data:text/html,<title>frames</title><p>probe</p>');
});
after(() => browser.close());

test('on a page that paints, the wait ends after two frames', async () => {
  await nextFrames(page, 5_000);
  assert.equal(await page.evaluate(() => document.visibilityState), 'visible');
});

test('on a page that never paints, the wait fails by itself and says whether the page was hidden', { timeout: 10_000 }, async () => {
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await assert.rejects(nextFrames(page, 300), /no animation frame within 300 ms \(the page is visible\)/);
});
