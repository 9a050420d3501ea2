import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openSite, type Site, waitForHydration } from './harness';

let site: Site;
before(async () => {
  site = await openSite();
});
after(() => site?.close());

test('the navbar hides on scroll down, returns on scroll up and is see-through near the top', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 700 } });
  await page.goto('/guide/start/glossary');
  await waitForHydration(page);
  const state = () =>
    page.evaluate(() => ({
      hidden: document.documentElement.hasAttribute('data-navbar-hidden'),
      top: document.documentElement.hasAttribute('data-navbar-top'),
      navBottom: document.querySelector('.rp-nav')!.getBoundingClientRect().bottom,
    }));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-navbar-top'));
  assert.equal((await state()).hidden, false);
  await page.mouse.wheel(0, 800);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-navbar-hidden'));
  await page.waitForFunction(() => document.querySelector('.rp-nav')!.getBoundingClientRect().bottom <= 0);
  assert.equal((await state()).top, false);
  await page.mouse.wheel(0, -300);
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-navbar-hidden'));
  await page.mouse.wheel(0, -2000);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-navbar-top'));
});
