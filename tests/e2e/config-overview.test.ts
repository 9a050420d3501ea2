import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { LANGS, listPages, plainText, readPage } from '../../site/docs-source/index';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const TEXTS = {
  en: { title: 'Overview', label: 'Filter', placeholder: 'Enter keyword', none: 'No matching API found', guide: 'Configure Rsbuild' },
  zh: { title: '概览', label: '筛选', placeholder: '输入关键词', none: '未找到匹配的 API', guide: '配置 Rsbuild' },
};

/** The groups in the order readers look for them (the spec's order), every one with pages. */
const GROUPS = ['base', 'source', 'output', 'html', 'server', 'security', 'moduleFederation', 'resolve', 'dev', 'tools', 'performance', 'plugins'];

/** The h1 of every config option page of a language, from the sources. */
function optionTitles(lang: string) {
  return listPages(lang)
    .filter((file) => file.startsWith('config/') && file !== 'config/index.mdx')
    .map((file) => plainText(readPage(lang, file).headings.find((h) => h.depth === 1)!.text));
}

const groupNames = (page: Page) => page.locator('.rp-overview > h2').allInnerTexts();
const entries = (page: Page) => page.locator('.rp-overview-group__item__title').allInnerTexts();
const filter = (page: Page) => page.locator('#api-filter');

test('the overview lists every option page as group.option, in the overview group order', async () => {
  const { page } = await site.newPage();
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : '/zh';
    await page.goto(`${prefix}/config/`);
    await waitForHydration(page);
    assert.equal((await page.locator('.rp-overview h1').innerText()).replace('#', '').trim(), TEXTS[lang as 'en'].title);
    assert.deepEqual((await groupNames(page)).map((t) => t.replace('#', '').trim()), GROUPS);
    const shown = (await entries(page)).map((t) => t.trim());
    assert.deepEqual([...shown].sort(), optionTitles(lang).sort());
    for (const title of ['root', 'mode', 'output.distPath', 'server.port', 'moduleFederation.options', 'plugins']) {
      assert.ok(shown.includes(title), `${lang}: ${title} is listed`);
    }
    // Each option sits in its own group: the group's options follow its heading, in route order.
    const groupOf = await page.locator('.rp-overview-group__item__title').evaluateAll((items) =>
      items.map((item) => {
        let heading = item.closest('.rp-overview-group')?.previousElementSibling;
        while (heading && heading.tagName !== 'H2') heading = heading.previousElementSibling;
        return [item.textContent?.trim(), heading?.textContent?.replace('#', '').trim()];
      }),
    );
    assert.ok(groupOf.some(([title, group]) => title === 'output.distPath' && group === 'output'), JSON.stringify(groupOf.slice(0, 5)));
    assert.ok(groupOf.some(([title, group]) => title === 'root' && group === 'base'));
  }
});

test('an introduction links to the configuration guide, above the option groups', async () => {
  const { page } = await site.newPage();
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : '/zh';
    await page.goto(`${prefix}/config/`);
    await waitForHydration(page);
    const intro = page.locator('.rp-overview > p');
    assert.equal(await intro.count(), 1);
    // The intro also links the two deprecated options it leaves out; the guide link is the last.
    assert.deepEqual(await intro.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), [
      `${prefix}/config/resolve/alias#deprecated-sourcealias`,
      `${prefix}/config/resolve/alias-strategy#deprecated-sourcealiasstrategy`,
      `${prefix}/guide/configuration/rsbuild`,
    ]);
    const link = intro.locator(`a[href="${prefix}/guide/configuration/rsbuild"]`);
    assert.equal((await link.innerText()).trim(), TEXTS[lang as 'en'].guide);
    const introIsAboveGroups = await intro.evaluate((p) => {
      const firstGroup = p.parentElement?.querySelector(':scope > h2');
      return !!firstGroup && (p.compareDocumentPosition(firstGroup) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    assert.ok(introIsAboveGroups, 'the option groups render below the introduction');
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
