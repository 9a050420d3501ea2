import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

// The framework keeps its navbar in place (Rspress 2.0.22 declares `hideNavbar` but does not act
// on it), as the reference site does; the site no longer slides it away (design/0017).
test('the navbar stays at the top of the window while reading down and back up', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 700 } });
  await page.goto('/guide/start/glossary');
  await waitForHydration(page);
  const navbarTop = () => page.evaluate(() => document.querySelector('.rp-nav')!.getBoundingClientRect().top);
  await page.mouse.wheel(0, 800);
  await page.waitForFunction(() => window.scrollY >= 700);
  assert.equal(await navbarTop(), 0, 'after scrolling down');
  await page.mouse.wheel(0, -300);
  await page.waitForFunction(() => window.scrollY <= 500);
  assert.equal(await navbarTop(), 0, 'after scrolling up');
});
