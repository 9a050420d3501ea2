import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { startServer } from '../../scripts/serve';
import { buildFixtureSite, repoRoot } from './harness';

// The real config and theme, built on a fixture with one page of each type.
const outDir = path.join(repoRoot, '.tmp/page-types-site');
let url: string;
let browser: Browser;
let server: import('node:http').Server;

before(async () => {
  const build = buildFixtureSite('page-types');
  assert.equal(build.status, 0, build.output);
  ({ server, url } = await startServer({ root: outDir }));
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  server?.close();
});

const CASES = [
  { path: '/', title: 'Rsbuild', navbar: true, sidebar: false, text: 'Rsbuild' },
  { path: '/doc', title: 'Doc page - Rsbuild', navbar: true, sidebar: true, text: 'Doc page' },
  { path: '/custom', title: 'Rsbuild', navbar: true, sidebar: false, text: 'Custom page' },
  { path: '/blank', title: 'Rsbuild', navbar: false, sidebar: false, text: 'Blank page' },
  { path: '/nope', title: '404 - Rsbuild', navbar: true, sidebar: false, text: 'PAGE NOT FOUND' },
  { path: '/zh/', title: 'Rsbuild', navbar: true, sidebar: false, text: 'Rsbuild' },
  { path: '/zh/doc', title: '文档页 - Rsbuild', navbar: true, sidebar: true, text: '文档页' },
  { path: '/zh/custom', title: 'Rsbuild', navbar: true, sidebar: false, text: '自定义页' },
  { path: '/zh/blank', title: 'Rsbuild', navbar: false, sidebar: false, text: '空白页' },
  { path: '/zh/nope', title: '404 - Rsbuild', navbar: true, sidebar: false, text: '页面未找到' },
];

test('home, doc, custom, blank and 404 pages render with the right title and chrome', async () => {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  for (const item of CASES) {
    await page.goto(url + item.path);
    await page.getByText(item.text).first().waitFor();
    assert.equal(await page.title(), item.title, `${item.path} title`);
    assert.equal(await page.locator('.rp-nav').count(), item.navbar ? 1 : 0, `${item.path} navbar`);
    assert.equal(await page.locator('.rp-doc-layout__sidebar').count() > 0, item.sidebar, `${item.path} sidebar`);
  }
});
