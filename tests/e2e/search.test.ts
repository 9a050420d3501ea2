import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const input = (page: Page) => page.locator('.DocSearch-Input');
const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function openWithShortcut(page: Page) {
  // The shortcut listener is attached once the page has hydrated.
  await page.locator('.rsb-search[data-shortcuts="ready"]').first().waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
}

/**
 * Waits until the start screen's first hit has stayed the same element for three frames: on
 * opening, DocSearch renders the stored searches, loads its sources and renders them again, and a
 * hit clicked in between is replaced before its removal is stored.
 */
async function settledStartScreen(page: Page) {
  await page.locator('.DocSearch-Hit').first().waitFor();
  // Checked once per frame; no named functions inside (the test compiler would wrap them).
  await page.waitForFunction(
    () => {
      const state = window as unknown as { settledHit?: Element | null; settledFrames?: number };
      const hit = document.querySelector('.DocSearch-Hit');
      state.settledFrames = hit && hit === state.settledHit ? (state.settledFrames ?? 0) + 1 : 0;
      state.settledHit = hit;
      return state.settledFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

async function searchFor(page: Page, query: string) {
  await input(page).fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

test('the modal code and the index load only on intent', async () => {
  const { page } = await site.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const beforeIntent = requests.length;
  assert.ok(!requests.some((path) => path.includes('search-index')), 'no index on page load');
  await page.locator('.rp-search-button').hover();
  await page.waitForFunction((count) => performance.getEntriesByType('resource').length > count, 0);
  await page.waitForLoadState('networkidle');
  const onHover = requests.slice(beforeIntent);
  assert.ok(onHover.some((path) => path.endsWith('.js')), `hovering loads the modal code (${onHover.join(', ')})`);
  assert.ok(!onHover.some((path) => path.includes('search-index')), 'hovering does not load the index');
  await page.locator('.rp-search-button').click();
  await input(page).waitFor();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/search-index/en/index.json')));
});

test('opens from the button, Ctrl+K and "/", and closes on Escape and an outside click', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/features');
  await waitForHydration(page);
  await page.locator('.rp-search-button').click();
  await input(page).waitFor();
  assert.equal(await input(page).getAttribute('maxlength'), '512');
  await page.keyboard.press('Escape');
  await modal(page).waitFor({ state: 'detached' });
  await openWithShortcut(page);
  await page.mouse.click(10, 10);
  await modal(page).waitFor({ state: 'detached' });
  await page.locator('.rsb-search[data-shortcuts="ready"]').first().waitFor({ state: 'attached' });
  await page.keyboard.press('/');
  await input(page).waitFor();
  await page.keyboard.press('Escape');
  await modal(page).waitFor({ state: 'detached' });
});

test('a query shows results grouped by section, and Enter goes to the chosen section', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await searchFor(page, 'distPath');
  assert.ok((await page.locator('.DocSearch-Hit-source').allInnerTexts()).includes('Config'));
  const first = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  assert.equal(first, '/config/output/dist-path');
  assert.ok(await page.locator('.DocSearch-Hit mark').count(), 'matches are highlighted');
  await page.keyboard.press('ArrowDown');
  const chosen = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
  await page.keyboard.press('Enter');
  await modal(page).waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.pathname + url.hash === chosen);
});

test('recent and favorite searches persist across reloads and can be removed', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.getByText('No recent searches').waitFor();
  await searchFor(page, 'distPath');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/config/output/dist-path');
  await page.reload();
  await waitForHydration(page);
  await openWithShortcut(page);
  const recent = page.locator('.DocSearch-Hit', { hasText: 'output.distPath' }).first();
  await recent.waitFor();
  // A hit's actions show on the selected hit.
  await page.keyboard.press('ArrowDown');
  await page.locator('[title="Save this search"]').first().click();
  await page.getByText('Favorite').first().waitFor();
  await page.keyboard.press('Escape');
  await page.reload();
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.locator('.DocSearch-Hit', { hasText: 'output.distPath' }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.locator('[title="Remove this search from favorites"]').first().click();
  await page.getByText('No recent searches').waitFor();
});

test('a recent search can be removed from the history', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await searchFor(page, 'proxy');
  await page.keyboard.press('Enter');
  await modal(page).waitFor({ state: 'detached' });
  await openWithShortcut(page);
  await settledStartScreen(page);
  await page.keyboard.press('ArrowDown');
  await page.locator('[title="Remove this search from history"]').first().click();
  await page.getByText('No recent searches').waitFor();
  // The removal is stored by the modal; reload only once the stored history is empty.
  await page.waitForFunction(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__'))
      .every((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length === 0),
  );
  await page.reload();
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.getByText('No recent searches').waitFor();
});

test('the open modal keeps its results when the page behind it changes', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await page.locator('main a[href="/guide/start/quick-start"]').first().click();
  await page.waitForURL('**/guide/start/quick-start');
  await openWithShortcut(page);
  await searchFor(page, 'proxy');
  await page.locator('.DocSearch-Hit').first().evaluate((hit) => hit.setAttribute('data-marked', ''));
  // Back to the previous page with the modal open: the page renders again around it.
  await page.evaluate(() => history.back());
  await page.waitForURL((url) => url.pathname === '/guide/start/');
  await page.waitForFunction(() => document.querySelector('.rspress-doc h1')?.id === 'introduction');
  assert.equal(await page.locator('.DocSearch-Hit[data-marked]').count(), 1, 'the same hit elements, not new ones');
  assert.equal(await input(page).inputValue(), 'proxy');
});

test('no results: the message, suggestions and the report link', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await searchFor(page, 'distPath');
  await input(page).fill('zzqqxxnothing');
  await page.getByText('No results for').waitFor();
  assert.match(await page.locator('.DocSearch-NoResults').innerText(), /No results for "zzqqxxnothing"/);
  await page.getByText('Try searching for').waitFor();
  const suggestions = page.locator('.DocSearch-NoResults .DocSearch-Prefill');
  assert.ok((await suggestions.count()) >= 1 && (await suggestions.count()) <= 3);
  const report = page.getByRole('link', { name: 'Let us know.' });
  assert.match((await report.getAttribute('href'))!, /^https:\/\/github\.com\/web-infra-dev\/rsbuild\/issues\/new\?/);
  await page.getByText('Believe this query should return results?').waitFor();
  await suggestions.first().click();
  await page.locator('.DocSearch-Hit').first().waitFor();
});

test('a failed index request shows the error screen, and a retry works', async () => {
  const { page } = await site.newPage();
  await page.route('**/search-index/en/index.json', (route) => route.abort());
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await input(page).fill('distPath');
  await page.getByText('Unable to fetch results').waitFor();
  await page.getByText('You might want to check your network connection.').waitFor();
  await page.unroute('**/search-index/en/index.json');
  await input(page).fill('distPat');
  await page.locator('.DocSearch-Hit').first().waitFor();
});

test('the Chinese site searches the Chinese index, in Chinese and in English', async () => {
  const { page } = await site.newPage();
  await page.goto('/zh/guide/start/');
  await waitForHydration(page);
  await openWithShortcut(page);
  await page.getByText('暂无最近搜索').waitFor();
  await searchFor(page, 'distPath');
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.ok(hrefs.every((href) => href?.startsWith('/zh/')), hrefs.join(', '));
  await input(page).fill('产物目录');
  // The Chinese words are marked in the results (the English results are replaced).
  await page.locator('.DocSearch-Hit mark', { hasText: /[\u4e00-\u9fff]/ }).first().waitFor();
  assert.equal(await page.locator('.DocSearch-Hit a').first().getAttribute('href'), '/zh/guide/basic/output-files');
});

test('the selected text becomes the first query, cut to 64 characters', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const paragraph = document.querySelector('.rp-doc p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  const selected = await page.evaluate(() => window.getSelection()!.toString());
  await openWithShortcut(page);
  assert.equal(await input(page).inputValue(), selected.slice(0, 64));
  assert.ok(selected.length > 64, 'the fixture paragraph is longer than the limit');
});
