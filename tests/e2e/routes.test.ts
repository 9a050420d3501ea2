import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LANGS, listPages, plainText, readPage } from '../../site/docs-source/index.mjs';
import { routeOf } from '../../common/routes';
import { openSite, type Site } from './harness';

let site: Site;
before(async () => {
  site = await openSite();
});
after(() => site?.close());

interface PageInfo {
  lang: string;
  route: string;
  home: boolean;
  h1?: string;
  title?: string;
  outline: number;
}

const pages: PageInfo[] = LANGS.flatMap((lang) =>
  listPages(lang).map((file: string) => {
    const { frontmatter, headings } = readPage(lang, file);
    const h1 = headings.find((h: { depth: number }) => h.depth === 1);
    return {
      lang,
      route: routeOf(lang, file),
      home: frontmatter.pageType === 'home',
      h1: h1 ? plainText(h1.text) : undefined,
      title: frontmatter.title,
      outline: headings.filter((h: { depth: number }) => h.depth >= 2 && h.depth <= 4).length,
    };
  }),
);

test('every page renders in both languages with its title, h1 and outline', async () => {
  // Three tabs share the pages: each check stands alone, and one tab at a time leaves a core idle.
  const tabs = await Promise.all([0, 1, 2].map(async () => (await site.newPage()).page));
  let next = 0;
  await Promise.all(
    tabs.map(async (page) => {
      while (next < pages.length) {
        const info = pages[next++];
        const response = await page.goto(info.route);
        assert.equal(response?.status(), 200, info.route);
        assert.equal(await page.getAttribute('html', 'lang'), info.lang, `${info.route} lang`);
        if (info.home) {
          assert.equal(await page.title(), 'Rsbuild', `${info.route} title`);
          continue;
        }
        assert.equal((await page.locator('.rp-doc h1').first().innerText()).replace(/#\s*/, '').trim(), info.h1 ?? info.title, `${info.route} h1`);
        assert.equal(await page.title(), `${info.title ?? info.h1} - Rsbuild`, `${info.route} title`);
        const outline = page.locator('.rp-doc-layout__outline .rp-toc-item');
        assert.equal(await outline.count(), info.outline, `${info.route} outline lists every h2-h4`);
      }
    }),
  );
});

test('the Chinese site shows its own description and UI texts', async () => {
  const { page } = await site.newPage();
  await page.goto('/zh/');
  assert.match((await page.getAttribute('meta[name="description"]', 'content')) ?? '', /[\u4e00-\u9fa5]/);
  await page.goto('/zh/guide/start/quick-start');
  await assert.doesNotReject(page.locator('.rp-outline__title', { hasText: '目录' }).waitFor());
  await assert.doesNotReject(page.locator('.rp-edit-link', { hasText: '在 GitHub 上编辑此页' }).first().waitFor());
  await page.goto('/guide/start/quick-start');
  await assert.doesNotReject(page.locator('.rp-outline__title', { hasText: 'ON THIS PAGE' }).waitFor());
});

test('the sidebar highlights the current page and prev/next follow the sidebar order', async () => {
  const { page } = await site.newPage();
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : '/zh';
    await page.goto(`${prefix}/guide/start/quick-start`);
    const links = await page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item').evaluateAll((items) =>
      items.map((item) => new URL((item as HTMLAnchorElement).href).pathname),
    );
    const active = await page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active').getAttribute('href');
    assert.equal(active, `${prefix}/guide/start/quick-start`);
    const index = links.indexOf(active!);
    assert.ok(index > 0, 'quick start has a previous page');
    assert.equal(await page.locator('.rp-prev-next-page__prev').getAttribute('href'), links[index - 1]);
    assert.equal(await page.locator('.rp-prev-next-page__next').getAttribute('href'), links[index + 1]);
    const prevLabel = lang === 'en' ? 'Previous Page' : '上一页';
    assert.equal(await page.locator('.rp-prev-next-page__prev .rp-prev-next-page__item__desc').innerText(), prevLabel);
  }
});

test('the edit link points at the page source in the docs repository', async () => {
  const { page } = await site.newPage();
  await page.goto('/zh/guide/start/features');
  assert.equal(
    await page.locator('.rp-doc-footer .rp-edit-link').getAttribute('href'),
    'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs/zh/guide/start/features.mdx',
  );
});

test('the last-updated line shows on doc pages', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/features');
  await assert.doesNotReject(page.getByText('Last Updated').first().waitFor({ timeout: 5000 }));
});

test('.html and /index forms lead to the canonical page; shared fragments are not routed', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/quick-start.html');
  await page.waitForURL((url) => url.pathname === '/guide/start/quick-start');
  await page.goto('/guide/start/index');
  await page.waitForURL((url) => url.pathname === '/guide/start/');
  assert.equal(await page.locator('.rp-doc h1').count(), 1);
  const response = await page.goto('/shared/any-fragment');
  assert.equal(response?.status(), 404);
});
