import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE, layoutShift, newMeasuredPage, scrollThrough } from '../../scripts/lib/page-weight';
import { gotoAndSettle, useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const LANGUAGES = [
  {
    prefix: '',
    versionLabel: 'Version:',
    control: 'Your Rsbuild version',
    conditionNamesFlag: 'added in 1.5.7 — not in your version (1.3)',
    conditionNamesLine: 'Version: added in 1.5.7',
    distPathStringFlag: 'string accepted since 1.6.0 — not in your version (1.4)',
    pageNote: 'Not in your version (1.3): this option was added in 1.5.7.',
    badge: '"not in 1.3"',
  },
  {
    prefix: '/zh',
    versionLabel: '版本：',
    control: '你的 Rsbuild 版本',
    conditionNamesFlag: '1.5.7 新增（你的版本 1.3 中没有）',
    conditionNamesLine: '版本： 1.5.7 新增',
    distPathStringFlag: '1.6.0 起支持 string（你的版本 1.4 中没有）',
    pageNote: '你的版本（1.3）中没有这个选项：它在 1.5.7 新增。',
    badge: '"1.3 中没有"',
  },
] as const;

/**
 * An element's text as a reader sees it: hidden parts left out, the chosen version that the
 * stylesheet draws (`.rv-choice::after`) put in.
 */
function renderedText(locator: Locator): Promise<string> {
  // No named functions inside: the test compiler would wrap them in a helper the page lacks.
  return locator.evaluate((element) => {
    const drawn = [...element.querySelectorAll('.rv-choice')].map((choice) => {
      const content = getComputedStyle(choice, '::after').content;
      const node = document.createTextNode(content && content !== 'none' ? JSON.parse(content) : '');
      choice.append(node);
      return node;
    });
    const text = (element as HTMLElement).innerText;
    drawn.forEach((node) => node.remove());
    return text.replace(/\s+/g, ' ').trim();
  });
}

/** The page's version line (the first by default), as a reader sees it. */
const versionLineText = (page: Page, label: string, index = 0) =>
  renderedText(page.locator('.rp-doc li', { has: page.locator('strong', { hasText: label }) }).nth(index));

const badgeOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((a) => getComputedStyle(a, '::after').content);

for (const lang of LANGUAGES) {
  describe(`reader version (${lang.prefix || '/'})`, () => {
    test('?rsbuild=1.3 flags resolve.conditionNames (1.5.7) in words; ?rsbuild=1.6 does not', async () => {
      const { page } = await site.newPage();
      await gotoAndSettle(page, `${lang.prefix}/config/resolve/condition-names?rsbuild=1.3`);
      assert.equal(await versionLineText(page, lang.versionLabel), `${lang.versionLabel} ${lang.conditionNamesFlag}`.replace(/\s+/g, ' '));
      // The flag is text in the accessibility tree too, the chosen version included, not colour.
      const line = page.locator('.rp-doc li', { has: page.locator('strong', { hasText: lang.versionLabel }) }).first();
      assert.ok((await line.ariaSnapshot()).includes(`text: ${lang.conditionNamesFlag}`), await line.ariaSnapshot());
      // The page's own item is newer: a note under the title says so.
      assert.equal(await renderedText(page.locator('.rp-doc .rv-page-flag')), lang.pageNote);

      await gotoAndSettle(page, `${lang.prefix}/config/resolve/condition-names?rsbuild=1.6`);
      assert.equal(await versionLineText(page, lang.versionLabel), lang.conditionNamesLine);
      assert.equal(await page.locator('.rv-page-flag').isVisible(), false);
    });

    test('choosing 1.4 in the control flags the string form of output.distPath (1.6.0), on other pages and after a reload', async () => {
      const { page } = await site.newPage();
      await gotoAndSettle(page, `${lang.prefix}/config/output/dist-path`);
      const control = page.getByLabel(lang.control);
      await control.selectOption('1.4');
      assert.equal(await versionLineText(page, lang.versionLabel), `${lang.versionLabel} ${lang.distPathStringFlag}`.replace(/\s+/g, ' '));

      // Another page, reached inside the site, then loaded afresh.
      await page.locator(`.rp-doc-layout__sidebar a[href="${lang.prefix}/config/resolve/condition-names"]`).click();
      await page.waitForURL(`**${lang.prefix}/config/resolve/condition-names`);
      await page.locator('.rv-page-flag').waitFor({ state: 'visible' });
      assert.match(await versionLineText(page, lang.versionLabel), /1\.4/);
      await page.reload();
      await waitForHydration(page);
      assert.equal(await page.getByLabel(lang.control).inputValue(), '1.4');
      assert.match(await versionLineText(page, lang.versionLabel), /1\.4/);
      assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-rsbuild-version')), '1.4');
    });

    test('the choice carries to another tab', async () => {
      const { page, context } = await site.newPage();
      await gotoAndSettle(page, `${lang.prefix}/config/output/dist-path`);
      const other = await context.newPage();
      await gotoAndSettle(other, `${lang.prefix}/config/resolve/condition-names`);
      await page.getByLabel(lang.control).selectOption('1.3');
      await other.waitForFunction(() => document.documentElement.getAttribute('data-rsbuild-version') === '1.3');
      assert.equal(await other.getByLabel(lang.control).inputValue(), '1.3');
      assert.equal(await other.locator('.rv-page-flag').isVisible(), true);
    });

    test('sidebar, config overview and search results mark the newer options', async () => {
      const { page } = await site.newPage();
      await gotoAndSettle(page, `${lang.prefix}/config/?rsbuild=1.3`);
      assert.equal(await badgeOf(page, `.rp-doc-layout__sidebar a[href="${lang.prefix}/config/resolve/condition-names"]`), lang.badge);
      assert.equal(await badgeOf(page, `.rp-overview a[href="${lang.prefix}/config/resolve/condition-names"]`), lang.badge);
      // An option 1.0 already had carries no mark.
      assert.equal(await badgeOf(page, `.rp-doc-layout__sidebar a[href="${lang.prefix}/config/output/dist-path"]`), 'none');
      assert.equal(await badgeOf(page, `.rp-overview a[href="${lang.prefix}/config/output/dist-path"]`), 'none');

      await page.locator('.rsb-search[data-shortcuts="ready"]').first().waitFor({ state: 'attached' });
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('resolve.conditionNames');
      const hit = `.DocSearch-Hit a[href="${lang.prefix}/config/resolve/condition-names"]`;
      await page.locator(hit).first().waitFor();
      assert.equal(await badgeOf(page, hit), lang.badge);
    });

    test('the release page lists resolve.conditionNames under 1.5.7 with its link, and filters by the choice', async () => {
      const { page } = await site.newPage();
      await gotoAndSettle(page, `${lang.prefix}/community/releases/v1-x`);
      const release = page.locator('section.rv-release[data-rsbuild-since="1.5.7"]');
      assert.equal(await release.locator('h2').getAttribute('id'), 'v1-5-7');
      assert.match(await release.locator('h2').innerText(), /^#?\s*1\.5\.7$/);
      const link = release.locator(`a[href="${lang.prefix}/config/resolve/condition-names"]`);
      assert.equal(await link.innerText(), 'resolve.conditionNames');
      await page.getByLabel(lang.control).selectOption('1.6');
      assert.equal(await release.isVisible(), false);
      assert.equal(await page.locator('section.rv-release[data-rsbuild-since="1.6.2"]').isVisible(), true);
      assert.equal(await page.locator('section.rv-release[data-rsbuild-since="1.6.0"]').isVisible(), false);
      assert.equal(await page.locator('.rv-release-filter').isVisible(), true);
      await page.getByLabel(lang.control).selectOption('latest');
      assert.equal(await release.isVisible(), true);
      assert.equal(await page.locator('.rv-release-filter').isVisible(), false);
    });

    test('the Version menu links the release page and the 2.x docs', async () => {
      const { page } = await site.newPage();
      await gotoAndSettle(page, `${lang.prefix}/guide/start/`);
      const menu = page.locator('.rp-nav');
      assert.equal(await menu.locator(`a[href="${lang.prefix}/community/releases/v1-x"]`).count() > 0, true);
      assert.equal(await menu.locator('a[href="https://rsbuild.rs/"]').count() > 0, true);
      await gotoAndSettle(page, `${lang.prefix}/guide/basic/upgrade-rsbuild`);
      assert.equal(await page.locator(`.rp-doc a[href="${lang.prefix}/community/releases/v1-x"]`).count(), 1);
    });
  });
}

test('a stored choice shows before any script of the page runs, and moves nothing (CLS 0 on a phone)', async () => {
  const { page, context } = await newMeasuredPage(site.browser, site.url, PHONE);
  await context.addInitScript(() => localStorage.setItem('rsbuild-reader-version', '1.3'));
  await page.route('**/static/js/**', (route: { abort(): Promise<void> }) => route.abort());
  await page.goto('/config/resolve/condition-names', { waitUntil: 'domcontentloaded' });
  assert.equal(await page.locator('.rv-page-flag').isVisible(), true);
  assert.equal(await page.locator('.rp-doc .rv-flag').first().isVisible(), true);
  await page.unroute('**/static/js/**');

  await page.goto('/config/output/dist-path');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  const { cls, sources } = await layoutShift(page);
  assert.equal(cls, 0, `shifted: ${sources.join(', ')}`);
  await context.close();
});
