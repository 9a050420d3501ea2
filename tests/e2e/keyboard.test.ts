import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

/**
 * Presses Tab until the focused element matches `selector` (at most `limit` presses), then checks
 * that it shows a focus ring: a visible outline or a box shadow while `:focus-visible`.
 */
async function tabTo(page: Page, selector: string, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate((wanted) => {
      const element = document.activeElement;
      if (!element?.matches(wanted)) return undefined;
      const style = getComputedStyle(element);
      return {
        focusVisible: element.matches(':focus-visible'),
        outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
        shadow: style.boxShadow !== 'none',
        background: style.backgroundColor,
      };
    }, selector);
    if (!ring) continue;
    assert.ok(ring.focusVisible, `${selector} matches :focus-visible after Tab`);
    assert.ok(ring.outline || ring.shadow, `${selector} shows a focus ring (outline or box shadow)`);
    return;
  }
  assert.fail(`Tab never reached ${selector} in ${limit} presses`);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Moves the sequential focus starting point to the page's h1, as a skip link would. */
async function startFromContent(page: Page) {
  await page.evaluate(() => {
    const heading = document.querySelector<HTMLElement>('.rp-doc h1')!;
    heading.tabIndex = -1;
    heading.focus();
    heading.removeAttribute('tabindex');
  });
}

test('search: Tab reaches the button, Enter opens the modal, Escape closes it', async () => {
  const { page } = await site.newPage();
  await open(page, '/guide/start/quick-start');
  await tabTo(page, '.rp-search-button');
  await page.keyboard.press('Enter');
  await page.locator('.DocSearch-Modal').waitFor();
  await page.keyboard.type('distPath');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
});

test('ecosystem popover: Tab reaches its button, Space opens it, Escape closes it', async () => {
  const { page } = await site.newPage();
  await open(page, '/guide/start/quick-start');
  await tabTo(page, '.rsb-eco__button');
  await page.keyboard.press(' ');
  await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.rsb-eco__panel').waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'rsb-eco__button');
});

test('language menu: Tab reaches it, Enter moves into its list, Escape closes it, Enter on 简体中文 switches', async () => {
  const { page } = await site.newPage();
  await open(page, '/guide/start/quick-start');
  await tabTo(page, '.rp-nav__others [role="button"][aria-haspopup="true"]');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('hreflang')), 'zh');
  await page.keyboard.press('Escape');
  await page.locator('.rp-nav__others .rp-hover-group a[hreflang="zh"]').waitFor({ state: 'hidden' });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/zh/guide/start/quick-start');
});

test('theme switch: Tab reaches it, Enter and Space toggle the theme', async () => {
  const { page } = await site.newPage();
  await open(page, '/guide/start/quick-start');
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('rp-dark'));
  const before = await dark();
  await tabTo(page, '.rp-nav__others .rp-switch-appearance');
  assert.equal(await page.locator('.rp-nav__others .rp-switch-appearance').getAttribute('aria-label'), 'Switch between light and dark theme');
  await page.keyboard.press('Enter');
  await page.waitForFunction((was) => document.documentElement.classList.contains('rp-dark') !== was, before);
  await page.keyboard.press(' ');
  await page.waitForFunction((was) => document.documentElement.classList.contains('rp-dark') === was, before);
});

test('Open menu: Tab reaches it, Enter opens it, Escape closes it and returns focus', async () => {
  const { page } = await site.newPage();
  await open(page, '/guide/start/quick-start');
  await tabTo(page, '.rsb-open-menu__trigger');
  await page.keyboard.press('Enter');
  await page.locator('.rsb-open-menu__list').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.rsb-open-menu__list').waitFor({ state: 'detached' });
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('rsb-open-menu__trigger')));
});

test('tabs: Tab reaches the selected tab, arrow keys and Enter choose another', async () => {
  const { page } = await site.newPage();
  await open(page, '/guide/start/quick-start');
  const tabs = page.locator('.rp-tabs').first();
  await startFromContent(page);
  await tabTo(page, '.rp-tabs__label__item[role="tab"][aria-selected="true"]');
  assert.equal((await page.evaluate(() => document.activeElement?.textContent))?.trim(), 'npm');
  await page.keyboard.press('ArrowRight');
  assert.equal((await tabs.locator('[role="tab"][aria-selected="true"]').innerText()).trim(), 'yarn');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await tabs.locator('[role="tab"][aria-selected="true"]').innerText()).trim(), 'bun');
});

test('code block: Tab shows and reaches the copy and wrap buttons, Enter presses them', async () => {
  const { page } = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  await open(page, '/config/output/dist-path');
  await startFromContent(page);
  await tabTo(page, '.rp-doc .rp-code-copy-button');
  // Visible while focused: the button fades in (a 0.2 s transition) to full opacity.
  await page.waitForFunction(() => getComputedStyle(document.activeElement!).opacity === '1');
  await page.keyboard.press('Enter');
  await page.locator('.rp-code-copy-button--copied').first().waitFor();
  await tabTo(page, '.rp-doc .rp-code-wrap-button', 3);
  await page.keyboard.press('Enter');
  await page.locator('.rp-doc .rp-code-wrap-button--wrapped').first().waitFor();
});

test('image zoom: Tab reaches a doc image, Enter zooms it, Escape closes it', async () => {
  const { page } = await site.newPage();
  await open(page, '/guide/start/');
  await page.locator('.rp-doc img[data-zoom-src]').first().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.rp-doc img[data-zoom-src]')?.classList.contains('medium-zoom-image'));
  await startFromContent(page);
  await tabTo(page, '.rp-doc img[data-zoom-src][role="button"]');
  // medium-zoom ignores Escape while its opening transition runs: wait for it to end.
  const opened = page.evaluate(
    () => new Promise<void>((resolve) => document.activeElement!.addEventListener('medium-zoom:opened', () => resolve(), { once: true })),
  );
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.body.classList.contains('medium-zoom--opened'));
  await page.locator('.medium-zoom-image--opened').first().waitFor();
  await opened;
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.body.classList.contains('medium-zoom--opened'));
});

test('mobile menu: Tab reaches the menu button, Enter opens the menu screen, Enter again closes it', async () => {
  const { page } = await site.newPage({ viewport: { width: 375, height: 740 } });
  await open(page, '/guide/start/quick-start');
  await tabTo(page, '.rp-nav-hamburger__sm');
  await page.keyboard.press('Enter');
  await page.locator('.rp-nav-screen--open').waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.rp-nav-screen--open').waitFor({ state: 'detached' });
});

test('phone: the closed sidebar is out of the focus order; opened from the keyboard, Tab moves into it', async () => {
  const { page } = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await open(page, '/config/output/dist-path');
  const focusedPlace = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (focused?.closest('.rp-doc-layout__sidebar')) return 'sidebar';
      return focused?.closest('.rp-doc') ? 'content' : 'elsewhere';
    });
  // The navbar's buttons and the Menu / On this page bar come first, then the page's own controls.
  const places: string[] = [];
  while (places.at(-1) !== 'content' && places.length < 12) {
    await page.keyboard.press('Tab');
    places.push(await focusedPlace());
  }
  assert.equal(places.at(-1), 'content', `Tab reaches the page's content within 12 presses (${places.join(', ')})`);
  assert.ok(!places.includes('sidebar'), `no Tab stop is in the closed sidebar (${places.join(', ')})`);
  // Hidden from screen readers too, not only transparent and off screen.
  const link = page.locator('.rp-doc-layout__sidebar a[href="/config/"]');
  assert.equal(await link.evaluate((element) => element.checkVisibility({ visibilityProperty: true })), false, 'the closed sidebar is hidden');

  await open(page, '/config/output/dist-path');
  await tabTo(page, '.rp-sidebar-menu__left', 6);
  await page.keyboard.press('Enter');
  await page.locator('.rp-doc-layout__sidebar--open').waitFor();
  // visibility is transitioned: hidden at the transition's very start, visible from its first frame on.
  await page.waitForFunction((element) => element.checkVisibility({ visibilityProperty: true }), await link.elementHandle());
  await tabTo(page, '.rp-doc-layout__sidebar a[href="/config/"]', 3);
});
