import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { nextFrames, useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const IMAGE = '.rp-doc img[data-zoom-src]';
const zoomed = (page: Page) => page.locator('.medium-zoom-image--opened').count();

async function openZoom(page: Page) {
  await page.locator(IMAGE).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('medium-zoom-image'), IMAGE);
  // medium-zoom ignores close requests while its opening transition runs: wait for it to end.
  await page.evaluate((selector) => {
    const image = document.querySelector(selector)!;
    (window as unknown as { zoomOpened: Promise<void> }).zoomOpened = new Promise((resolve) =>
      image.addEventListener('medium-zoom:opened', () => resolve(), { once: true }),
    );
  }, IMAGE);
  await page.locator(IMAGE).first().click();
  await page.waitForFunction(() => document.body.classList.contains('medium-zoom--opened'));
  await page.evaluate(() => (window as unknown as { zoomOpened: Promise<void> }).zoomOpened);
}

async function waitClosed(page: Page) {
  await page.waitForFunction(() => !document.body.classList.contains('medium-zoom--opened'));
  await page.waitForFunction(() => !document.querySelector('.medium-zoom-image--opened'));
}

test('an image zooms on click, loads its high-resolution source, and closes on Escape and click', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/guide/start/');
  await waitForHydration(page);
  const hiRes = page.waitForRequest((request) => request.url().endsWith('-large.svg'));
  await openZoom(page);
  await hiRes;
  assert.ok((await zoomed(page)) >= 1);
  await page.keyboard.press('Escape');
  await waitClosed(page);
  await openZoom(page);
  await page.locator('.medium-zoom-image--opened').last().click();
  await waitClosed(page);
});

test('zoom closes on resize and on scrolling more than 40 px', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await openZoom(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await waitClosed(page);
  await openZoom(page);
  await page.evaluate(() => window.scrollBy(0, 20));
  // Scroll events are handled by the next frames.
  await nextFrames(page);
  await nextFrames(page);
  assert.ok((await zoomed(page)) >= 1, 'a small scroll keeps the zoom');
  await page.evaluate(() => window.scrollBy(0, 60));
  await waitClosed(page);
});

test('a failed high-resolution load falls back to the normal image with a warning', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/*-large.svg', (route) => route.abort());
  await page.goto('/guide/start/');
  await waitForHydration(page);
  const failedLoad = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('Unable to reach the zoom image target'));
  await openZoom(page);
  await page.waitForFunction(() => document.querySelectorAll('.medium-zoom-image--opened').length >= 1);
  await failedLoad;
  assert.ok(warnings.some((text) => text.includes('Unable to reach the zoom image target')), warnings.join('\n'));
  const shown = await page.locator('.medium-zoom-image--opened').first().getAttribute('src');
  assert.equal(shown, '/guide/rsbuild-stack-en.svg', 'the zoom shows the normal image');
});
