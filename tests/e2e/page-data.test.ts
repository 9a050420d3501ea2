// Each page carries its own record (site/page-data/): the meta description in the
// HTML head, after hydration and after client-side navigation; the config overview's headings
// without JavaScript.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const QUICK_START = {
  en: 'This page takes you from an empty folder to a running Rsbuild 1.x app, either with the create-rsbuild scaffolder or by adding @rsbuild/core to a project you…',
  zh: '本页介绍如何从一个空目录开始，跑起一个 Rsbuild 1.x 应用：既可以用脚手架 create-rsbuild 创建，也可以在已有项目中手动安装 @rsbuild/core。最后介绍日常使用的命令，以及在没有任何配置时 Rsbuild 遵循的约定。',
};
const DIST_PATH = "Type: Default: { root: 'dist', js: 'static/js', css: 'static/css', svg: 'static/svg', font: 'static/font', html: './', wasm: 'static/wasm', image…";

const description = (page: Page) => page.locator('head meta[name="description"]').getAttribute('content');

test('the meta description is the page own, in the HTML and after hydration, in both languages', async () => {
  const { page } = await site.newPage();
  for (const lang of ['en', 'zh'] as const) {
    const response = await page.goto(`${lang === 'en' ? '' : '/zh'}/guide/start/quick-start`);
    const html = (await response!.text()).replaceAll('&#x27;', "'");
    assert.ok(html.includes(`<meta name="description" content="${QUICK_START[lang]}">`), `${lang} HTML head`);
    await waitForHydration(page);
    assert.equal(await description(page), QUICK_START[lang]);
    assert.equal(await page.locator('head meta[name="description"]').count(), 1);
  }
});

test('client-side navigation brings the next page description', async () => {
  const { page } = await site.newPage();
  await page.goto('/config/');
  await waitForHydration(page);
  await page.locator('.rp-overview-group__item__title a[href="/config/output/dist-path"], a.rp-overview-group__item__title[href="/config/output/dist-path"]').first().click();
  await page.waitForURL('**/config/output/dist-path');
  await page.waitForFunction((expected) => document.querySelector('meta[name="description"]')?.getAttribute('content') === expected, DIST_PATH);
});

test('the config overview lists each option page and its h2 headings without JavaScript', async () => {
  const { page } = await site.newPage({ javaScriptEnabled: false });
  await page.goto('/zh/config/');
  assert.equal(await page.locator('.rp-overview a[href="/zh/config/output/dist-path"]').count(), 1);
  assert.ok((await page.locator('.rp-overview a[href^="/zh/config/output/dist-path#"]').count()) >= 1);
  assert.equal(await page.locator('.rp-overview a[href^="/config/"]').count(), 0, 'no English page on the Chinese overview');
});
