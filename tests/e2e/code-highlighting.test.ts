import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openSite, type Site } from './harness';

let site: Site;
before(async () => {
  site = await openSite();
});
after(() => site?.close());

/** The computed colour of the first token with `className` in the page's code blocks, and of its block. */
const colours = (page: Page, className: string) =>
  page.evaluate((name) => {
    const token = document.querySelector(`pre.shiki .line span.${name}`)!;
    return { token: getComputedStyle(token).color, block: getComputedStyle(token.closest('pre')!).color };
  }, className);

/** Tokens in the foreground colour carry neither class nor style: they take their block's colour. */
const plainTokenColours = (page: Page) =>
  page.evaluate(() => {
    const token = [...document.querySelectorAll('pre.shiki .line > span')].find((span) => !span.className && !span.getAttribute('style'))!;
    return { token: getComputedStyle(token).color, block: getComputedStyle(token.closest('pre')!).color };
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`code tokens are painted by class in the ${colorScheme} theme, in the theme's colours`, async () => {
    const { page } = await site.newPage({ colorScheme });
    await page.goto('/guide/start/quick-start');
    const keyword = await colours(page, 'shiki-token-keyword');
    const comment = await colours(page, 'shiki-token-comment');
    const plain = await plainTokenColours(page);
    if (colorScheme === 'light') {
      assert.equal(keyword.token, 'rgb(207, 39, 39)');
      assert.equal(comment.token, 'rgb(99, 107, 116)');
    } else {
      assert.equal(keyword.token, 'rgb(244, 116, 129)');
      assert.equal(comment.token, 'rgb(141, 150, 160)');
    }
    assert.equal(plain.token, plain.block);
    assert.notEqual(keyword.token, keyword.block);
    assert.equal(await page.locator('pre.shiki:not(.rp-tabs pre) .line span[style]').count(), 0, 'no token keeps an inline style');
  });
}
