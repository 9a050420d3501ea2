import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

test('unknown pages show the 404 screen with a home link in the current language', async () => {
  const { page } = await site.newPage();
  for (const [path, home, text, link] of [
    ['/no/such/page', '/', 'PAGE NOT FOUND', 'Take me home'],
    ['/zh/no/such/page', '/zh/', '页面未找到', '返回首页'],
  ]) {
    const response = await page.goto(path);
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    await page.getByText('404', { exact: true }).first().waitFor();
    await page.getByText(text).first().waitFor();
    assert.equal(await page.title(), '404 - Rsbuild');
    const homeLink = page.locator('.rp-not-found__home-link');
    assert.equal((await homeLink.innerText()).trim(), link);
    await homeLink.click();
    await page.waitForURL((url) => url.pathname === home);
  }
});
