import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { LANGS, listPages, plainText, readPage } from '../../scripts/lib/docs.mjs';
import { CONFIG_OVERVIEW_GROUPS, configGroupOf } from '../../theme/components/configOverviewGroups';
import { openSite, type Site, waitForHydration } from './harness';

let site: Site;
before(async () => {
  site = await openSite();
});
after(() => site?.close());

const TEXTS = {
  en: { title: 'Overview', label: 'Filter', placeholder: 'Enter keyword', none: 'No matching API found' },
  zh: { title: '概览', label: '筛选', placeholder: '输入关键词', none: '未找到匹配的 API' },
};

/** Config option pages of a language by group, with their h1, from the sources. */
function optionPages(lang: string) {
  const prefix = lang === 'en' ? '' : '/zh';
  return listPages(lang)
    .filter((file: string) => file.startsWith('config/') && file !== 'config/index.mdx')
    .map((file: string) => {
      const route = `${prefix}/${file.replace(/\.mdx?$/, '')}`;
      const h1 = readPage(lang, file).headings.find((h: { depth: number }) => h.depth === 1);
      return { route, group: configGroupOf(route, prefix)!, title: plainText(h1.text) };
    });
}

const groupNames = (page: Page) => page.locator('.rp-overview > h2').allInnerTexts();
const entries = (page: Page) => page.locator('.rp-overview-group__item__title').allInnerTexts();
const filter = (page: Page) => page.locator('#api-filter');

test('the overview lists every option page as group.option, in the overview group order', async () => {
  const { page } = await site.newPage();
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : '/zh';
    const pages = optionPages(lang);
    await page.goto(`${prefix}/config/`);
    await waitForHydration(page);
    assert.equal((await page.locator('.rp-overview h1').innerText()).replace('#', '').trim(), TEXTS[lang as 'en'].title);
    const expectedGroups = CONFIG_OVERVIEW_GROUPS.filter((group) => pages.some((p: { group: string }) => p.group === group));
    assert.deepEqual((await groupNames(page)).map((t) => t.replace('#', '').trim()), expectedGroups);
    const shown = (await entries(page)).map((t) => t.trim());
    assert.deepEqual([...shown].sort(), pages.map((p: { title: string }) => p.title).sort());
    assert.ok(shown.includes('output.distPath') && shown.includes('server.port'));
  }
});

test('the filter is labelled, focused on load and matches groups, options and headings', async () => {
  const { page } = await site.newPage();
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : '/zh';
    await page.goto(`${prefix}/config/`);
    await waitForHydration(page);
    const texts = TEXTS[lang as 'en'];
    assert.equal((await page.locator('label[for="api-filter"]').innerText()).trim(), texts.label);
    assert.equal(await filter(page).getAttribute('placeholder'), texts.placeholder);
    await page.waitForFunction(() => document.activeElement?.id === 'api-filter');

    await filter(page).fill('SECURITY');
    assert.deepEqual((await groupNames(page)).map((t) => t.replace('#', '').trim()), ['security'], 'group names, any case');
    await filter(page).fill('distpath');
    assert.ok((await entries(page)).some((t) => t.trim() === 'output.distPath'), 'option names, any case');
    // Dashes count as spaces: "build-only-some" finds the heading "Build only some environments".
    const heading = lang === 'en' ? 'Build only some environments' : undefined;
    if (heading) {
      await filter(page).fill(heading.toLowerCase().split(' ').slice(0, 3).join('-'));
      const headings = (await page.locator('.rp-overview-group__item__content__item').allInnerTexts()).map((t) => t.trim());
      assert.ok(headings.includes(heading), `h2 headings match with dashes as spaces: ${headings.join(', ')}`);
    }
    await filter(page).fill('zzqq-no-such-option');
    await page.getByText(`${texts.none}: zzqq-no-such-option`).waitFor();
  }
});

test('the filter finds output.distPath however the key is written, in both languages', async () => {
  const { page } = await site.newPage();
  for (const prefix of ['', '/zh']) {
    await page.goto(`${prefix}/config/`);
    await waitForHydration(page);
    for (const query of ['dist-path', 'dist path', 'DIST PATH', 'distpath', 'distPath']) {
      await filter(page).fill(query);
      await page.waitForFunction(() => document.querySelectorAll('.rp-overview-group__item__title').length < 10);
      const shown = (await entries(page)).map((t) => t.trim());
      assert.deepEqual(shown, ['output.cleanDistPath', 'output.distPath'], `${prefix || '/'} "${query}"`);
      assert.deepEqual((await groupNames(page)).map((t) => t.replace('#', '').trim()), ['output']);
    }
  }
});
