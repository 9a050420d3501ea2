import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { startServer } from '../../scripts/serve';
import { buildFixtureSite, repoRoot, waitForHydration } from './harness';

// The hosted mode: the real config and theme on a fixture site, built with the three ALGOLIA_*
// variables, its search client sent to a local stand-in for the provider.
const outDir = path.join(repoRoot, '.tmp/search-hosted-site');
const INDEX_NAME = 'rsbuild-docs-test';

interface SentQuery {
  indexName: string;
  query: string;
  facetFilters?: unknown;
}

const sent: SentQuery[] = [];
let failWith500 = false;
let provider: Server;
let site: { server: Server; url: string };
let browser: Browser;

const hit = (lang: 'en' | 'zh') => ({
  objectID: `${lang}-dist-path`,
  type: 'lvl1',
  url: `${lang === 'zh' ? '/zh' : ''}/config/output/dist-path`,
  hierarchy: { lvl0: lang === 'zh' ? '配置' : 'Config', lvl1: 'output.distPath', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  lang,
});

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

before(async () => {
  provider = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return response.end();
    const { requests } = JSON.parse((await readBody(request)) || '{}') as { requests: SentQuery[] };
    sent.push(...requests);
    if (failWith500) {
      response.statusCode = 500;
      return response.end(JSON.stringify({ message: 'stand-in failure', status: 500 }));
    }
    const lang = JSON.stringify(requests[0].facetFilters).includes('lang:zh') ? 'zh' : 'en';
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        results: requests.map((request) => ({
          hits: [hit(lang)],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          query: request.query,
          params: '',
          index: request.indexName,
        })),
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const build = buildFixtureSite('search-hosted', { ALGOLIA_APP_ID: 'TESTAPP', ALGOLIA_API_KEY: 'test-search-key', ALGOLIA_INDEX_NAME: INDEX_NAME, ALGOLIA_TEST_HOST: host });
  assert.equal(build.status, 0, build.output);
  site = await startServer({ root: outDir });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  site?.server.close();
  provider?.close();
});

const CASES = [
  { lang: 'en', path: '/guide/advanced/env-vars', href: '/config/output/dist-path', source: 'Config', error: 'Unable to fetch results' },
  { lang: 'zh', path: '/zh/guide/advanced/env-vars', href: '/zh/config/output/dist-path', source: '配置', error: '无法获取搜索结果' },
] as const;

for (const item of CASES) {
  test(`hosted search (${item.lang}): the index name, the query and the language filter go to the provider; its hits render`, async () => {
    failWith500 = false;
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    await page.goto(item.path);
    await waitForHydration(page);
    await page.locator('.rp-search-button').click();
    await page.locator('.DocSearch-Input').fill('distPath');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    assert.equal(await page.locator('.DocSearch-Hit a').first().getAttribute('href'), item.href);
    assert.equal(await page.locator('.DocSearch-Hit-source').first().innerText(), item.source);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.searchBackend), 'hosted');
    const last = sent.at(-1)!;
    assert.equal(last.indexName, INDEX_NAME);
    assert.equal(last.query, 'distPath');
    assert.deepEqual(last.facetFilters, [`lang:${item.lang}`]);
    assert.equal(
      (await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/search-index/')).length)),
      0,
      'the local index is not loaded',
    );

    failWith500 = true;
    const before = sent.length;
    await page.locator('.DocSearch-Input').fill('distPat');
    await page.getByText(item.error).waitFor();
    assert.ok(sent.length > before && sent.at(-1)!.query === 'distPat', 'the failing query reached the provider');
    // Once the provider answers again, so does the search.
    failWith500 = false;
    await page.locator('.DocSearch-Input').fill('distPath');
    await page.locator('.DocSearch-Hit a').first().waitFor();
    await page.getByText(item.error).waitFor({ state: 'detached' });
    await context.close();
  });
}
