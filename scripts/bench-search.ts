#!/usr/bin/env node
// Measures the local search on the built site: what the first query downloads, keystroke-to-
// results time, and what the search button adds to a page's first-load JavaScript.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { routeOf } from '../common/routes';
import { repoRoot as root } from '../site/docs-source/index';
import { launchChromium } from './lib/chromium';
import { builtSiteDir, parseCli, SITE_DIR_OPTION } from './lib/cli';
import { startServer } from './serve';

const USAGE = `Usage: node --import tsx scripts/bench-search.ts [--dir doc_build] [--rounds 3]

Prints, for the built site:
  - per language, the index loaded when the modal opens and the page texts (raw and gzip bytes);
  - per language, the bytes the first query downloads (gzip), for a few first queries: the
    index plus the texts of the pages its results show;
  - the time from a keystroke to rendered results in the search modal, for 20 queries
    (English and Chinese) with the index and the texts they need loaded, median and worst
    over --rounds rounds, measured in Debian's Chromium;
  - the first-load JavaScript of a doc page (gzip), and the part of it that is the search
    button (its module bundled alone, React and the framework left out).
Build first: npm run build. Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

const { values: options } = parseCli({
  usage: USAGE,
  options: {
    dir: SITE_DIR_OPTION,
    rounds: { type: 'string', default: '3' },
  },
});
const siteDir = builtSiteDir(options.dir);

type Lang = 'en' | 'zh';
const QUERIES: Record<Lang, string[]> = {
  en: ['distPath', 'port', 'proxy', 'tailwind', 'source map', 'alias', 'env', 'HMR', 'minify', 'chunk split',
    'plugin', 'define', 'html template', 'sass', 'module federation'],
  zh: ['产物目录', '热更新', '环境变量', '插件', '代理'],
};
/** First queries whose download is measured: a key, a common word with many results, Chinese words. */
const FIRST_QUERIES: Record<Lang, string[]> = { en: ['distPath', 'plugin', 'config'], zh: ['环境变量', '插件', '配置'] };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (buffer: Buffer | Uint8Array) => gzipSync(buffer).length;

console.log('Search index per language');
for (const lang of Object.keys(QUERIES) as Lang[]) {
  const dir = path.join(siteDir, 'search-index', lang);
  const index = readFileSync(path.join(dir, 'index.json'));
  const texts = readdirSync(dir).filter((file) => file !== 'index.json').map((file) => readFileSync(path.join(dir, file)));
  const textGzip = texts.map(gzipBytes).sort((a, b) => a - b);
  console.log(
    `  ${lang}: index ${kb(index.length)} raw, ${kb(gzipBytes(index))} gzip; ${texts.length} page texts, ` +
      `${kb(texts.reduce((sum, text) => sum + text.length, 0))} raw in all, median ${kb(textGzip[textGzip.length >> 1])} gzip, largest ${kb(textGzip.at(-1)!)} gzip`,
  );
}

const { server, url } = await startServer({ root: siteDir });
const browser = await launchChromium();

/** Sets the search box to `text` and resolves with the time until its results are on screen. */
const timeQuery = (page: Page, text: string) =>
  page.evaluate(
    (query) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const dropdown = document.querySelector('.DocSearch-Dropdown')!;
        const start = performance.now();
        // A method, not a named function: tsx wraps named functions in a helper (__name) that
        // exists in Node only, so code run in the page binds no function to a name.
        const poll = {
          check() {
            const rendered = dropdown.querySelector('.DocSearch-Hits mark, .DocSearch-NoResults');
            if (rendered && !dropdown.querySelector('.DocSearch-StartScreen')) resolve(performance.now() - start);
            else requestAnimationFrame(poll.check);
          },
        };
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        poll.check();
      }),
    text,
  );

async function clearQuery(page: Page) {
  await page.locator('.DocSearch-Input').fill('');
  await page.locator('.DocSearch-StartScreen').waitFor();
}

async function openModal(context: BrowserContext, lang: Lang) {
  const page = await context.newPage();
  await page.goto(routeOf(lang, 'guide/start/index.mdx'), { waitUntil: 'networkidle' });
  await page.locator('.rsb-search[data-shortcuts="ready"]').first().waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  return page;
}

try {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));

  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then(gzipBytes));
  });
  await page.goto('/guide/start/', { waitUntil: 'networkidle' });
  const firstLoad = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  const button = await build({
    entryPoints: [path.join(root, 'theme/search/Search.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', '@rspress/*', './SearchModal'],
    logLevel: 'silent',
  });
  const buttonBytes = gzipBytes(button.outputFiles[0].contents);
  console.log('First-load JavaScript of /guide/start/ (gzip)');
  console.log(`  with the search button: ${kb(firstLoad)}; the button's own code: ${buttonBytes} bytes; without it: ${kb(firstLoad - buttonBytes)}`);
  await page.close();

  console.log('First query: search-index bytes downloaded (gzip), from a fresh page');
  for (const lang of Object.keys(FIRST_QUERIES) as Lang[]) {
    for (const query of FIRST_QUERIES[lang]) {
      const fresh = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
      await fresh.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      const downloads: Promise<number>[] = [];
      fresh.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/search-index/')) downloads.push(response.body().then(gzipBytes));
      });
      const modalPage = await openModal(fresh, lang);
      await modalPage.locator('.DocSearch-Input').fill(query);
      await modalPage.locator('.DocSearch-Hit').first().waitFor();
      await modalPage.waitForLoadState('networkidle');
      const sizes = await Promise.all(downloads);
      console.log(`  ${lang} "${query}": ${kb(sizes.reduce((a, b) => a + b, 0))} in ${sizes.length} files`);
      await fresh.close();
    }
  }

  const times: { query: string; elapsed: number }[] = [];
  const rounds = Number(options.rounds);
  for (const lang of Object.keys(QUERIES) as Lang[]) {
    const modalPage = await openModal(context, lang);
    // Warm up: every query once, so that the index and the page texts are loaded; downloads
    // are not typing latency.
    for (const query of QUERIES[lang]) {
      await clearQuery(modalPage);
      await timeQuery(modalPage, query);
    }
    for (let round = 0; round < rounds; round++) {
      for (const query of QUERIES[lang]) {
        await clearQuery(modalPage);
        times.push({ query, elapsed: await timeQuery(modalPage, query) });
      }
    }
    await modalPage.close();
  }
  times.sort((a, b) => a.elapsed - b.elapsed);
  const median = times[Math.floor(times.length / 2)].elapsed;
  const worst = times.at(-1)!;
  console.log(`Keystroke to rendered results, ${times.length / rounds} queries × ${rounds} rounds`);
  console.log(`  median ${median.toFixed(1)} ms, worst ${worst.elapsed.toFixed(1)} ms ("${worst.query}")`);
} finally {
  await browser.close();
  server.close();
}
