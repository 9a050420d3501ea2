import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

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

const ENTRY_SAMPLE = "const app = document.querySelector('#root');\n\nif (app) {\n  app.textContent = 'Hello from Rsbuild';\n}";
const entrySample = (page: Page) => page.locator('.rp-codeblock', { has: page.locator('.rp-codeblock__title', { hasText: /^src\/index\.ts$/ }) });

test('a sample reaches the page as one HTML string, and reads the same when loaded, after client-side navigation and when copied', async () => {
  const { page } = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  // The page's code carries the sample's lines and tokens as markup, not as a React element each.
  const chunks = await page.locator('link[rel="preload"][href^="/static/js/async/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const code = (await Promise.all(chunks.map(async (href) => (await page.request.get(href)).text()))).join('\n');
  assert.ok(code.includes('<span class="line"><span class="shiki-token-keyword">const</span><span class="shiki-token-constant"> app</span>'), 'the sample as HTML in the page chunk');
  assert.ok(!code.includes('className:"line"'), 'no line of code as a React element');

  assert.equal(await entrySample(page).locator('pre.shiki > code').innerText(), ENTRY_SAMPLE);
  assert.equal(await entrySample(page).locator('pre.shiki .line').count(), 5);
  await entrySample(page).hover();
  await entrySample(page).locator('.rp-code-copy-button').click();
  await entrySample(page).locator('.rp-code-copy-button--copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), ENTRY_SAMPLE);

  // Rendered on the client, by the router, from the same page chunk.
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('.rp-doc a[href="/guide/start/quick-start"]').first().click();
  await page.waitForURL('**/guide/start/quick-start');
  assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no page load in between');
  assert.equal(await entrySample(page).locator('pre.shiki > code').innerText(), ENTRY_SAMPLE);
  assert.equal(await entrySample(page).locator('pre.shiki .line span.shiki-token-keyword').first().innerText(), 'const');
});
