import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGS, listPages, plainText, readPage } from '../../site/docs-source/index';
import { routeOf } from '../../common/routes';
import { useSite, waitForPathname, type Site } from './harness';

let site: Site;
useSite((opened) => (site = opened));

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
      // A page with `outline: false` in its frontmatter shows none.
      outline: frontmatter.outline === false ? 0 : headings.filter((h: { depth: number }) => h.depth >= 2 && h.depth <= 4).length,
    };
  }),
);

test('every page is served in both languages with its title, h1 and outline in the HTML', async () => {
  // The HTML as the server sends it, parsed by the browser without running the page: what a reader
  // sees before JavaScript runs. The accessibility crawl renders every page again with its scripts
  // and fails on any console error (a hydration mismatch on the pages it loads in full).
  const { page } = await site.newPage();
  await page.goto('/404.html');
  for (const info of pages) {
    const response = await fetch(new URL(info.route, site.url));
    assert.equal(response.status, 200, info.route);
    const shown = await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return {
        lang: doc.documentElement.lang,
        title: doc.title,
        h1: doc.querySelector('.rp-doc h1')?.textContent,
        outline: doc.querySelectorAll('.rp-doc-layout__outline .rp-toc-item').length,
      };
    }, await response.text());
    assert.equal(shown.lang, info.lang, `${info.route} lang`);
    if (info.home) {
      assert.equal(shown.title, 'Rsbuild', `${info.route} title`);
      continue;
    }
    assert.equal(shown.h1?.replace(/#\s*/, '').trim(), info.h1 ?? info.title, `${info.route} h1`);
    assert.equal(shown.title, `${info.title ?? info.h1} - Rsbuild`, `${info.route} title`);
    assert.equal(shown.outline, info.outline, `${info.route} outline lists every h2-h4`);
  }
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
  await waitForPathname(page, '/guide/start/quick-start');
  await page.goto('/guide/start/index');
  await waitForPathname(page, '/guide/start/');
  assert.equal(await page.locator('.rp-doc h1').count(), 1);
  const response = await page.goto('/shared/any-fragment');
  assert.equal(response?.status(), 404);
});
