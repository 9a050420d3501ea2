import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useSite, type Site, waitForHydration } from './harness';

/** The eight ecosystem entries the spec requires, in order, with the sites they open. */
export const ECOSYSTEM_ENTRIES: [name: string, url: string][] = [
  ['Rspack', 'https://rspack.rs'],
  ['Rsbuild', 'https://rsbuild.rs'],
  ['Rspress', 'https://rspress.rs'],
  ['Rslib', 'https://rslib.rs'],
  ['Rsdoctor', 'https://rsdoctor.rs'],
  ['Rstest', 'https://rstest.rs'],
  ['Rslint', 'https://rslint.rs'],
  ['Awesome Rstack', 'https://github.com/rstackjs/awesome-rstack'],
];

let site: Site;
useSite((opened) => (site = opened));

const ENTRIES = ECOSYSTEM_ENTRIES;
const CJK = /[\u4e00-\u9fa5]/;

const isOpen = (page: Page) => page.locator('.rsb-eco__panel').evaluate((panel) => !(panel as HTMLElement).hidden);
const button = (page: Page) => page.locator('.rsb-eco__button');

async function ready(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('the button sits before the navbar title and says what it controls', async () => {
  const { page } = await site.newPage();
  for (const [path, label] of [
    ['/guide/start/', 'Rstack ecosystem'],
    ['/zh/', 'Rstack 生态'],
  ]) {
    await ready(page, path);
    const order = await page.locator('.rp-nav__left').evaluate((left) => {
      const children = [...left.children];
      return [children.findIndex((node) => node.classList.contains('rsb-eco')), children.findIndex((node) => node.classList.contains('rp-nav__title'))];
    });
    assert.ok(order[0] >= 0 && order[0] < order[1], `${path}: before the title`);
    assert.equal(await button(page).getAttribute('aria-label'), label);
    assert.equal(await button(page).getAttribute('aria-expanded'), 'false');
    const controls = await button(page).getAttribute('aria-controls');
    assert.equal(await page.locator(`[id="${controls}"]`).count(), 1, 'aria-controls names the panel');
  }
});

test('hover opens it below the button, anchored left; it closes 150 ms after the pointer leaves', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await ready(page, '/guide/start/');
  await button(page).hover();
  await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
  assert.equal(await button(page).getAttribute('aria-expanded'), 'true');
  const buttonBox = (await button(page).boundingBox())!;
  const panelBox = (await page.locator('.rsb-eco__card').boundingBox())!;
  assert.ok(panelBox.y >= buttonBox.y + buttonBox.height, 'below the button');
  assert.ok(Math.abs(panelBox.x - buttonBox.x) < 2, 'left edges aligned');
  assert.equal(await page.locator('.rsb-eco__panel [class*="arrow"]').count(), 0, 'no arrow');

  // The page's timers run on a clock the test moves, so the 150 ms are measured exactly
  // however slow the machine is.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  // Moving into the panel keeps it open.
  await page.mouse.move(panelBox.x + 40, panelBox.y + 60, { steps: 5 });
  await page.clock.runFor(300);
  assert.equal(await isOpen(page), true);

  // Leaving: still open 149 ms later, closed at 150 ms.
  await page.mouse.move(900, 600);
  await page.clock.runFor(149);
  assert.equal(await isOpen(page), true, 'not closed before 150 ms');
  await page.clock.runFor(1);
  await page.locator('.rsb-eco__panel').waitFor({ state: 'hidden', timeout: 2000 });
  assert.equal(await button(page).getAttribute('aria-expanded'), 'false');
});

test('eight entries and a header open in new tabs, with English or Chinese descriptions', async () => {
  const { page } = await site.newPage();
  for (const [path, chinese] of [
    ['/guide/start/', false],
    ['/zh/guide/start/', true],
  ] as const) {
    await ready(page, path);
    await button(page).click();
    const entries = await page.locator('.rsb-eco__entry').evaluateAll((links) =>
      links.map((link) => {
        const img = link.querySelector('img')!;
        return {
          name: link.querySelector('.rsb-eco__name')!.textContent,
          desc: link.querySelector('.rsb-eco__desc')!.textContent ?? '',
          href: link.getAttribute('href'),
          target: link.getAttribute('target'),
          rel: link.getAttribute('rel'),
          src: img.getAttribute('src'),
          size: [img.getAttribute('width'), img.getAttribute('height')],
          transform: img.style.transform,
        };
      }),
    );
    assert.deepEqual(
      entries.map((entry) => [entry.name, entry.href]),
      ENTRIES,
    );
    for (const entry of entries) {
      assert.equal(entry.target, '_blank', `${entry.name} target`);
      assert.equal(entry.rel, 'noopener noreferrer', `${entry.name} rel`);
      assert.equal(CJK.test(entry.desc), chinese, `${path} ${entry.name}: ${entry.desc}`);
      assert.match(entry.src ?? '', /^\/ecosystem\/.+\.svg$/);
      assert.deepEqual(entry.size, ['40', '40']);
    }
    assert.ok(entries.some((entry) => entry.transform === 'scale(0.95)'), 'some logos are scaled to 0.95');
    const org = page.locator('.rsb-eco__org');
    assert.equal(await org.getAttribute('href'), 'https://github.com/web-infra-dev');
    assert.equal(await org.getAttribute('target'), '_blank');
    assert.equal(await org.getAttribute('rel'), 'noopener noreferrer');
    const loaded = await page.locator('.rsb-eco__logo').evaluateAll(async (images) => {
      await Promise.all(images.map((img) => (img as HTMLImageElement).decode().catch(() => undefined)));
      return images.every((img) => (img as HTMLImageElement).naturalWidth > 0);
    });
    assert.ok(loaded, 'every logo loads from the site itself');
    await page.keyboard.press('Escape');
  }
});

test('keyboard: Enter or Space opens it and focuses the first entry; Escape closes it and returns focus', async () => {
  const { page } = await site.newPage();
  await ready(page, '/guide/start/');
  for (const key of ['Enter', ' ']) {
    await button(page).focus();
    await page.keyboard.press(key);
    await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
    assert.equal(await button(page).getAttribute('aria-expanded'), 'true');
    await page.waitForFunction(() => document.activeElement?.classList.contains('rsb-eco__org') || document.activeElement?.classList.contains('rsb-eco__entry'));
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.rsb-eco__panel') !== null), true, `${key}: focus moved into the panel`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.rsb-eco__panel') !== null), true, 'Tab moves through the entries');
    await page.keyboard.press('Escape');
    await page.locator('.rsb-eco__panel').waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('rsb-eco__button')), true, `${key}: focus is back on the button`);
    assert.equal(await button(page).getAttribute('aria-expanded'), 'false');
  }
});

test('click toggles it and a click outside closes it', async () => {
  const { page } = await site.newPage({ hasTouch: true });
  await ready(page, '/guide/start/');
  await button(page).tap();
  await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
  await button(page).tap();
  await page.locator('.rsb-eco__panel').waitFor({ state: 'hidden' });
  await button(page).click();
  await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
  await page.mouse.click(900, 500);
  await page.locator('.rsb-eco__panel').waitFor({ state: 'hidden' });
});

test('its logos cost no request until it opens', async () => {
  const { page } = await site.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await ready(page, '/guide/start/');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(requested.filter((file) => file.startsWith('/ecosystem/')), []);
  assert.equal(await page.locator('.rsb-eco__entry').count(), 0, 'no entries rendered while closed');
  await button(page).hover();
  await page.locator('.rsb-eco__entry').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(requested.filter((file) => file.startsWith('/ecosystem/')).length, 8);
});
