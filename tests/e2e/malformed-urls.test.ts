import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

/** Loads `path` and returns what the reader sees, with every uncaught error on the way. */
async function visit(path: string, setup?: () => void) {
  const { page, context } = await site.newPage();
  if (setup) await context.addInitScript(setup);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.locator('.rp-not-found, .rp-doc h1').first().waitFor();
  // A doc h1 starts with its `#` anchor link.
  const shown = (await page.locator('.rp-not-found__title, .rp-doc h1').first().innerText()).replace(/^#/, '').trim();
  return { page, status: response?.status(), shown, errors };
}

test('a malformed path shows the 404 screen in its language, with no uncaught error', async () => {
  for (const [path, title] of [
    ['/guide/start/%', 'PAGE NOT FOUND'],
    ['/guide/start/%zz', 'PAGE NOT FOUND'],
    ['/%E4%B8%AD', 'PAGE NOT FOUND'],
    ['/zh/%', '页面未找到'],
  ]) {
    const { status, shown, errors } = await visit(path);
    assert.equal(status, 404, path);
    assert.equal(shown, title, path);
    assert.deepEqual(errors, [], path);
  }
});

test('a query or hash holding a stray percent sign still shows the page', async () => {
  for (const path of ['/guide/start/quick-start?q=100%25off', '/guide/start/quick-start#%', '/guide/start/quick-start?navbar=0#%zz']) {
    const { status, shown, errors } = await visit(path);
    assert.equal(status, 200, path);
    assert.equal(shown, 'Quick start', path);
    assert.deepEqual(errors, [], path);
  }
});

test('the language switch on a page reached with an encoded percent sign leads to the other language', async () => {
  const { page, errors } = await visit('/guide/start/quick-start?q=100%25off');
  const href = await page.locator('.rp-nav a[hreflang="zh"]').first().getAttribute('href');
  assert.match(href ?? '', /^\/zh\/guide\/start\/quick-start/);
  assert.deepEqual(errors, []);
});

test('garbage in local storage (theme, recent and saved searches) breaks nothing', async () => {
  const { page, shown, errors } = await visit('/guide/start/quick-start', () => {
    for (const key of ['rspress-theme-appearance', '__DOCSEARCH_RECENT_SEARCHES__rsbuild-docs-local', '__DOCSEARCH_FAVORITE_SEARCHES__rsbuild-docs-local']) {
      localStorage.setItem(key, '{not json%');
    }
  });
  assert.equal(shown, 'Quick start');
  await page.locator('.rp-search-button').click();
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type('dist');
  await page.locator('.DocSearch-Hit').first().waitFor();
  assert.deepEqual(errors, []);
});
