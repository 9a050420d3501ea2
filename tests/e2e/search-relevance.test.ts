import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { crowdingOf, MIN_CASES, missOf, readRelevanceCases, resultPages } from '../search/relevance';
import { useSite, type Site, waitForHydration } from './harness';

// The relevance set (tests/search/relevance.txt): each query, typed into the real modal on the
// built site, must show one of its expected pages among the first three result pages.
// `npm run test:search` applies the same rule in Node, to the same client and index.
const CASES = readRelevanceCases();

let site: Site;
useSite((opened) => (site = opened));

/** The result pages in screen order, and the most hits any one page has. */
async function shownPages(page: Page, query: string) {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await page.locator('.DocSearch-StartScreen').waitFor();
  await input.fill(query);
  await page.waitForFunction(
    () => !document.querySelector('.DocSearch-StartScreen') && !!document.querySelector('.DocSearch-Hit a, .DocSearch-NoResults'),
  );
  return resultPages(await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')));
}

test('the relevance set has at least 40 English and 20 Chinese queries', () => {
  assert.ok(CASES.filter((item) => item.lang === 'en').length >= MIN_CASES.en);
  assert.ok(CASES.filter((item) => item.lang === 'zh').length >= MIN_CASES.zh);
});

for (const lang of ['en', 'zh']) {
  test(`every ${lang} query of the relevance set finds its page among the first three result pages`, async () => {
    const { page } = await site.newPage();
    await page.goto(lang === 'en' ? '/guide/start/' : '/zh/guide/start/');
    await waitForHydration(page);
    await page.locator('.rsb-search[data-shortcuts="ready"]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const misses: string[] = [];
    for (const item of CASES.filter((entry) => entry.lang === lang)) {
      const { pages, mostHitsPerPage } = await shownPages(page, item.query);
      const miss = missOf(item, pages);
      if (miss) misses.push(miss);
      const crowding = crowdingOf(item, mostHitsPerPage);
      assert.ok(!crowding, crowding);
    }
    assert.deepEqual(misses, []);
  });
}
