import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { LANGS, listPages } from '../../site/docs-source/index';
import { routeOf } from '../../common/routes';
import { SITE_ORIGIN } from '../../site/feeds';
import { useSite, type Site, siteDir, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const clipboard = (page: import('playwright-core').Page) => page.evaluate(() => navigator.clipboard.readText());

test('Copy Markdown fetches the page .md and copies it, then shows success', async () => {
  const { page } = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  for (const route of ['/guide/start/quick-start', '/zh/guide/start/features']) {
    await page.goto(route);
    await waitForHydration(page);
    const mdRequest = page.waitForRequest((request) => request.url().endsWith(`${route}.md`));
    await page.locator('.rp-llms-copy-button').click();
    await mdRequest;
    await page.locator('.rp-llms-copy-button--success').waitFor();
    const expected = readFileSync(path.join(siteDir, `${route}.md`), 'utf8');
    assert.equal(await clipboard(page), expected);
    assert.doesNotMatch(expected, /For AI agents/, 'nothing injected into the Markdown');
    assert.match(expected, /^# /m);
    await page.locator('.rp-llms-copy-button--success').waitFor({ state: 'detached', timeout: 2000 });
  }
});

test('the Open menu copies the Markdown link and opens ChatGPT or Claude with the prompt', async () => {
  const { page } = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto('/guide/start/features');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: 'Open', exact: true });
  await trigger.click();
  const items = page.getByRole('menuitem');
  assert.deepEqual(await items.allInnerTexts(), ['Copy Markdown link', 'Open in ChatGPT', 'Open in Claude']);
  const mdUrl = `${site.url}/guide/start/features.md`;
  const prompt = `Read ${mdUrl}, I want to ask questions about it.`;
  const chatgpt = new URL((await items.nth(1).getAttribute('href'))!);
  assert.equal(chatgpt.origin + chatgpt.pathname, 'https://chatgpt.com/');
  assert.equal(chatgpt.searchParams.get('q'), prompt);
  const claude = new URL((await items.nth(2).getAttribute('href'))!);
  assert.equal(claude.origin + claude.pathname, 'https://claude.ai/new');
  assert.equal(claude.searchParams.get('q'), prompt);
  for (const i of [1, 2]) {
    assert.equal(await items.nth(i).getAttribute('target'), '_blank');
    assert.equal(await items.nth(i).getAttribute('rel'), 'noopener noreferrer');
  }
  await items.first().click();
  assert.equal(await clipboard(page), mdUrl);
  assert.equal(await page.getByRole('menu').count(), 0, 'choosing an item closes the menu');
  await trigger.click();
  await page.keyboard.press('Escape');
  assert.equal(await page.getByRole('menu').count(), 0, 'Escape closes the menu');
  await trigger.click();
  await page.mouse.click(5, 600);
  assert.equal(await page.getByRole('menu').count(), 0, 'an outside click closes the menu');
});

test('the Chinese page labels the menu in Chinese', async () => {
  const { page } = await site.newPage();
  await page.goto('/zh/guide/start/features');
  await page.getByRole('button', { name: '打开', exact: true }).waitFor();
  await page.getByRole('button', { name: '复制 Markdown' }).waitFor();
});

test('llms.txt, llms-full.txt and a .md per page are generated', async () => {
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : '/zh';
    const llms = readFileSync(path.join(siteDir, `${prefix}/llms.txt`), 'utf8');
    assert.match(llms, /^# Rsbuild/);
    for (const file of listPages(lang)) {
      const route = routeOf(lang, file);
      if (route === `${prefix}/`) continue;
      const md = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
      assert.ok(llms.includes(`(${SITE_ORIGIN}${md})`), `${lang}/llms.txt lists ${md}`);
      assert.ok(readFileSync(path.join(siteDir, md), 'utf8').length > 0);
    }
    assert.ok(readFileSync(path.join(siteDir, `${prefix}/llms-full.txt`), 'utf8').length > llms.length);
  }
});
