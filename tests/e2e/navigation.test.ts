import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const NAV = {
  en: ['Guide', 'Config', 'Plugin', 'API', 'Community'],
  zh: ['指南', '配置', '插件', 'API', '社区'],
};
const TARGETS = ['/guide/start/', '/config/', '/plugins/list/', '/api/start/', '/community/'];

test('top navigation links per language, with the active section marked', async () => {
  const { page } = await site.newPage();
  for (const lang of ['en', 'zh'] as const) {
    const prefix = lang === 'en' ? '' : '/zh';
    await page.goto(`${prefix}/guide/start/quick-start`);
    const items = page.locator('.rp-nav-menu--right > .rp-nav-menu__item > a');
    assert.deepEqual(await items.allInnerTexts(), NAV[lang]);
    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(hrefs, TARGETS.map((target) => `${prefix}${target}`));
    assert.equal(await page.locator('.rp-nav-menu__item--active').first().innerText(), NAV[lang][0]);
  }
});

test('the version menu opens the changelog and the 0.x docs in a new tab', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await page.locator('.rp-nav-menu__item', { hasText: 'v1.x' }).first().hover();
  const changelog = page.locator('.rp-hover-group a', { hasText: 'Changelog' });
  await changelog.waitFor();
  assert.equal(await changelog.getAttribute('href'), 'https://github.com/web-infra-dev/rsbuild/releases');
  const v0 = page.locator('.rp-hover-group a', { hasText: 'v0.x' });
  assert.equal(await v0.getAttribute('href'), 'https://v0.rsbuild.rs/');
  for (const link of [changelog, v0]) {
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  }
});

test('the logo links to the language root and social links are present', async () => {
  const { page } = await site.newPage();
  await page.goto('/zh/guide/start/');
  assert.equal(await page.locator('.rp-nav__title a').getAttribute('href'), '/zh/');
  await page.goto('/guide/start/');
  assert.equal(await page.locator('.rp-nav__title a').getAttribute('href'), '/');
  const social = await page.locator('.rp-nav .rp-social-links a').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  assert.deepEqual(social.slice(0, 4), [
    'https://github.com/web-infra-dev/rsbuild',
    'https://x.com/rspack_dev',
    'https://discord.gg/XsaKEEk4mW',
    'https://bsky.app/profile/rspack.rs',
  ]);
});

test('on a phone the menu opens the sidebar and closes on navigation', async () => {
  const { page } = await site.newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  await page.goto('/guide/start/');
  await waitForHydration(page);
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  const right = () => sidebar.evaluate((aside) => aside.getBoundingClientRect().right);
  assert.ok((await right()) <= 0, 'the sidebar starts off screen');
  await page.locator('.rp-sidebar-menu__left').click();
  await sidebar.locator('a[href="/guide/start/glossary"]').waitFor({ state: 'visible' });
  await sidebar.locator('a[href="/guide/start/glossary"]').click();
  await page.waitForURL('**/guide/start/glossary');
  await page.waitForFunction(() => {
    const aside = document.querySelector('.rp-doc-layout__sidebar');
    return !!aside && aside.getBoundingClientRect().right <= 0;
  });
});

test('the hamburger opens the nav screen, which closes on navigation', async () => {
  const { page } = await site.newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  await page.goto('/guide/start/');
  await waitForHydration(page);
  await page.locator('.rp-nav-hamburger__sm').click();
  const screen = page.locator('.rp-nav-screen');
  await screen.waitFor({ state: 'visible' });
  await screen.locator('a', { hasText: 'Config' }).first().click();
  await page.waitForURL('**/config/');
  await screen.waitFor({ state: 'hidden' });
});
