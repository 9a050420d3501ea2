#!/usr/bin/env node
// Measures the local search on the built site: index sizes, keystroke-to-results time, and what
// the search button adds to a page's first-load JavaScript.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const USAGE = `Usage: node scripts/bench-search.mjs [--dir doc_build]

Prints, for the built site:
  - the search index of each language, raw and gzip bytes;
  - the time from a keystroke to rendered results in the search modal, for 20 queries
    (English and Chinese), median and worst, measured in Debian's Chromium;
  - the first-load JavaScript of a doc page (gzip), and the part of it that is the search
    button (its module bundled alone, React and the framework left out).
Build first: npm run build. Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirIndex = args.indexOf('--dir');
const siteDir = path.resolve(root, dirIndex >= 0 ? args[dirIndex + 1] : (process.env.SITE_DIR ?? 'doc_build'));
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const QUERIES = {
  en: ['distPath', 'port', 'proxy', 'tailwind', 'source map', 'alias', 'env', 'HMR', 'minify', 'chunk split',
    'plugin', 'define', 'html template', 'sass', 'module federation'],
  zh: ['产物目录', '热更新', '环境变量', '插件', '代理'],
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Search index per language');
for (const lang of Object.keys(QUERIES)) {
  const raw = readFileSync(path.join(siteDir, 'search-index', `${lang}.json`));
  console.log(`  ${lang}: ${kb(raw.length)} raw, ${kb(gzipSync(raw).length)} gzip`);
}

const { server, url } = await startServer({ root: siteDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();

  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), (await response.body()).length && gzipSync(await response.body()).length);
  });
  await page.goto('/guide/start/', { waitUntil: 'networkidle' });
  const firstLoad = [...scripts.values()].reduce((a, b) => a + b, 0);
  const button = await build({
    entryPoints: [path.join(root, 'theme/components/Search.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', '@rspress/*', './search/SearchModal'],
    logLevel: 'silent',
  });
  const buttonBytes = gzipSync(button.outputFiles[0].contents).length;
  console.log('First-load JavaScript of /guide/start/ (gzip)');
  console.log(`  with the search button: ${kb(firstLoad)}; the button's own code: ${buttonBytes} bytes; without it: ${kb(firstLoad - buttonBytes)}`);

  const times = [];
  for (const lang of Object.keys(QUERIES)) {
    await page.goto(lang === 'en' ? '/guide/start/' : '/zh/guide/start/', { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    // Warm up: the first query waits for the index download, which is not typing latency.
    await page.locator('.DocSearch-Input').fill(QUERIES[lang][0]);
    await page.locator('.DocSearch-Hit').first().waitFor();
    for (const query of QUERIES[lang]) {
      // From an empty box (the start screen) to the query's results: the rendered list must change.
      await page.locator('.DocSearch-Input').fill('');
      await page.locator('.DocSearch-StartScreen, .DocSearch-Hit-source').first().waitFor();
      await page.waitForTimeout(50);
      const elapsed = await page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const input = document.querySelector('.DocSearch-Input');
            const dropdown = document.querySelector('.DocSearch-Dropdown');
            const start = performance.now();
            const check = () => {
              const rendered = dropdown.querySelector('.DocSearch-Hits mark, .DocSearch-NoResults');
              if (rendered && !dropdown.querySelector('.DocSearch-StartScreen')) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            setter.call(input, text);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            check();
          }),
        query,
      );
      times.push({ query, elapsed });
    }
    await page.keyboard.press('Escape');
  }
  times.sort((a, b) => a.elapsed - b.elapsed);
  const median = times[Math.floor(times.length / 2)].elapsed;
  const worst = times.at(-1);
  console.log(`Keystroke to rendered results, ${times.length} queries`);
  console.log(`  median ${median.toFixed(1)} ms, worst ${worst.elapsed.toFixed(1)} ms ("${worst.query}")`);
} finally {
  await browser.close();
  server.close();
}
