import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGS, listPages, readPage } from '../../site/docs-source/index';
import { routeOf } from '../../common/routes';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

/** English pages that render package-manager tabs. */
const pagesWithTabs = listPages('en')
  .filter((file: string) => readPage('en', file).source.includes('<PackageManagerTabs'))
  .map((file: string) => routeOf('en', file))
  // Guides first: the quick start is the page most readers choose a package manager on.
  .sort((a: string, b: string) => Number(b.startsWith('/guide/start')) - Number(a.startsWith('/guide/start')) || Number(b.startsWith('/guide/')) - Number(a.startsWith('/guide/')));

const labels = (page: import('playwright-core').Page) =>
  page.locator('.rp-tabs').first().locator('.rp-tabs__label__item').allInnerTexts();

test('package-manager tabs show exactly npm, yarn, pnpm and bun with our command rules', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/quick-start');
  const tabs = page.locator('.rp-tabs').first();
  assert.deepEqual((await labels(page)).map((t) => t.trim()), ['npm', 'yarn', 'pnpm', 'bun']);
  const commands = (await tabs.locator('.rp-tabs__content__item').allTextContents()).map((t) => t.trim());
  assert.deepEqual(commands, ['npm create rsbuild', 'yarn create rsbuild', 'pnpm create rsbuild', 'bun create rsbuild']);
  const install = page.locator('.rp-tabs', { hasText: '@rsbuild/core' }).first();
  const installCommands = (await install.locator('.rp-tabs__content__item').allTextContents()).map((t) => t.trim());
  assert.equal(installCommands.length, 4);
  assert.match(installCommands[0], /^npm install /);
  for (const command of installCommands.slice(1)) assert.match(command, /^(yarn|pnpm|bun) add /);
});

test('the chosen tab persists across reloads and pages', async () => {
  assert.ok(pagesWithTabs.length >= 2, 'at least two pages use package-manager tabs');
  const { page } = await site.newPage();
  const packageManagerTabs = () =>
    page.locator('.rp-tabs', { has: page.locator('.rp-tabs__label__item', { hasText: 'pnpm' }) }).first();
  const selected = async () => (await packageManagerTabs().locator('.rp-tabs__label__item--selected').innerText()).trim();
  await page.goto(pagesWithTabs[0]);
  await waitForHydration(page);
  await packageManagerTabs().locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  assert.equal(await selected(), 'pnpm');
  assert.equal(await page.evaluate(() => localStorage.getItem('rspress.tabs.package.manager')), '2');
  await page.reload();
  await waitForHydration(page);
  // The framework restores the stored choice in an effect after hydration.
  const pnpmSelected = () => packageManagerTabs().locator('.rp-tabs__label__item--selected', { hasText: 'pnpm' }).waitFor();
  await pnpmSelected();
  assert.equal(await selected(), 'pnpm', 'after a reload');
  await page.goto(pagesWithTabs[1]);
  await waitForHydration(page);
  await pnpmSelected();
  assert.equal(await selected(), 'pnpm', 'on another page');
});

test('every language renders the tabs', async () => {
  const { page } = await site.newPage();
  for (const lang of LANGS) {
    await page.goto(routeOf(lang, 'guide/start/quick-start.mdx'));
    assert.deepEqual((await labels(page)).map((t) => t.trim()), ['npm', 'yarn', 'pnpm', 'bun']);
  }
});
