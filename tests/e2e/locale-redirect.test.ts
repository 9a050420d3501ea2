import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gotoAndSettle, useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

test('a first visit with a Chinese browser goes to the Chinese page, once', async () => {
  const { page } = await site.newPage({ locale: 'zh-CN' }, { firstVisit: true });
  await page.goto('/guide/start/features');
  await page.waitForURL((url) => url.pathname === '/zh/guide/start/features');
  // The Chinese page settles first: its router's history update on hydration is not the next visit's.
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('.rp-switch-appearance[role="button"]') !== null);
  assert.deepEqual(await gotoAndSettle(page, '/guide/start/features'), ['/guide/start/features'], 'only the first visit is redirected');
});

test('crawlers are never redirected', async () => {
  const { page } = await site.newPage(
    { locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    { firstVisit: true },
  );
  assert.deepEqual(await gotoAndSettle(page, '/guide/start/features'), ['/guide/start/features']);
});

test('an English browser stays on English pages', async () => {
  const { page } = await site.newPage({ locale: 'en-GB' }, { firstVisit: true });
  assert.deepEqual(await gotoAndSettle(page, '/guide/start/features'), ['/guide/start/features']);
});
