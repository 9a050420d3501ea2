import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openSite, repoRoot, type Site, waitForHydration } from './harness';

// The relevance set (tests/search/relevance.txt): each query, typed into the real modal on the
// built site, must show one of its expected pages among the first three result pages.
const CASES = readFileSync(path.join(repoRoot, 'tests/search/relevance.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [query, routes] = line.split('→').map((part) => part.trim());
    const expected = routes.split(',').map((route) => route.trim());
    return { query, expected, lang: expected[0].startsWith('/zh/') ? 'zh' : 'en' };
  });

let site: Site;
before(async () => {
  site = await openSite();
});
after(() => site?.close());

/** The result pages in screen order, and the most hits any one page has. */
async function resultPages(page: Page, query: string) {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await page.locator('.DocSearch-StartScreen').waitFor();
  await input.fill(query);
  await page.waitForFunction(
    () => !document.querySelector('.DocSearch-StartScreen') && !!document.querySelector('.DocSearch-Hit a, .DocSearch-NoResults'),
  );
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const counts = new Map<string, number>();
  for (const href of hrefs) {
    const route = href.split('#')[0];
    counts.set(route, (counts.get(route) ?? 0) + 1);
  }
  return { pages: [...counts.keys()], mostHitsPerPage: Math.max(0, ...counts.values()) };
}

test('the relevance set has at least 40 English and 20 Chinese queries', () => {
  assert.ok(CASES.filter((item) => item.lang === 'en').length >= 40);
  assert.ok(CASES.filter((item) => item.lang === 'zh').length >= 20);
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
      const { pages, mostHitsPerPage } = await resultPages(page, item.query);
      if (!pages.slice(0, 3).some((route) => item.expected.includes(route))) {
        misses.push(`${item.query} → ${item.expected.join(', ')}; shown: ${pages.slice(0, 5).join(', ') || 'nothing'}`);
      }
      assert.ok(mostHitsPerPage <= 4, `${item.query}: at most the page and three of its sections (${mostHitsPerPage})`);
    }
    assert.deepEqual(misses, []);
  });
}
