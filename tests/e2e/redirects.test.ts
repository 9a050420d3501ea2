import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ASSETS_RETRY_URL } from '../../site/redirects';
import { REDIRECT_CASES } from '../redirect-cases';
import { gotoAndSettle, useSite, waitForPathname, type Site } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const CASES: [string, string][] = [
  ...REDIRECT_CASES,
  ['/en/guide/start/quick-start', '/guide/start/quick-start'],
  ['/en/', '/'],
];

test('every client redirect lands on its target, in both languages', async () => {
  const { page } = await site.newPage();
  for (const [from, to] of CASES) {
    for (const prefix of from.startsWith('/en') ? [''] : ['', '/zh']) {
      await page.goto(`${prefix}${from}`);
      await waitForPathname(page, `${prefix}${to}`);
    }
  }
});

test('the assets-retry plugin page goes to its repository', async () => {
  const { page } = await site.newPage();
  const external = new Promise<string>((resolve) => {
    page.route('https://github.com/**', (route) => {
      resolve(route.request().url());
      route.fulfill({ status: 200, body: 'ok' });
    });
  });
  await page.goto('/plugins/list/plugin-assets-retry');
  assert.equal(await external, ASSETS_RETRY_URL);
});

test('a real page is never redirected, even beside a redirected path', async () => {
  const { page } = await site.newPage();
  for (const path of [
    '/guide/start/quick-start',
    '/guide/styling/css-usage',
    '/zh/config/resolve/alias',
    '/plugins/list/',
    '/plugins/list/plugin-react',
    '/zh/plugins/list/plugin-sass',
    '/guide/configuration/rspack',
  ]) {
    assert.deepEqual(await gotoAndSettle(page, path), [path], `${path} stays put`);
  }
});
