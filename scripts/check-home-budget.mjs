#!/usr/bin/env node
// Checks the home page's budgets against the built site, in Chromium, the way the browser tests
// drive it: first-load JavaScript against a doc page, the ecosystem popover's requests before and
// after it opens, and the home page's cumulative layout shift.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot as root } from '../site/docs-source/index.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { parseCli } from './lib/cli.mjs';
import { startServer } from './serve.mjs';

const USAGE = `Usage: node scripts/check-home-budget.mjs [--dir doc_build] [--doc /guide/start/]
                                       [--max-extra-js 15360] [--max-cls 0]

Serves the built site (scripts/serve.mjs) and loads it in Debian's Chromium with playwright-core,
then prints and checks:
  - first-load JavaScript, gzip bytes, of the home page (/ and /zh/) and of a doc page (--doc):
    every script file fetched until the network is idle, plus inline scripts. The home page may
    exceed the doc page by at most --max-extra-js bytes (default 15360, 15 KB).
  - the ecosystem popover's network requests: none before it opens, its logos after.
  - the cumulative layout shift of the home page (PerformanceObserver 'layout-shift'), English and
    Chinese, desktop and mobile, light and dark, while scrolling to the bottom and waiting for
    every animation to end. It may not exceed --max-cls (default 0).
Exits with 1 when a budget is exceeded. Build first: npm run build.
Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

const { values } = parseCli({
  usage: USAGE,
  options: {
    dir: { type: 'string', default: process.env.SITE_DIR ?? 'doc_build' },
    doc: { type: 'string', default: '/guide/start/' },
    'max-extra-js': { type: 'string', default: String(15 * 1024) },
    'max-cls': { type: 'string', default: '0' },
  },
});
const siteDir = path.resolve(root, values.dir);
const docPath = values.doc;
const maxExtraJs = Number(values['max-extra-js']);
const maxCls = Number(values['max-cls']);

// The same browser flags as tests/e2e/harness.ts.

if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`No built site in ${siteDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const { server, url } = await startServer({ root: siteDir });
const browser = await launchChromium();
const failures = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function newPage(options = {}) {
  const context = await browser.newContext({ baseURL: url, locale: 'en-US', ...options });
  // As in the browser tests: not a first visit, so the locale redirect stays out of the way.
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  return { context, page: await context.newPage() };
}

/** Gzip bytes of every script the page fetches on first load, plus its inline scripts. */
async function firstLoadJs(route) {
  const { context, page } = await newPage();
  const files = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    files.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ url: new URL(response.url()).pathname, gzip: 0 }),
      ),
    );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() =>
    Array.from(document.querySelectorAll('script:not([src])'))
      .filter((script) => !script.type || /javascript|module/.test(script.type))
      .map((script) => script.textContent ?? ''),
  );
  const external = await Promise.all(files);
  const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
  await context.close();
  return { total: external.reduce((sum, file) => sum + file.gzip, 0) + inlineGzip, files: external.length, inlineGzip };
}

console.log(`Home page budgets against ${path.relative(root, siteDir) || siteDir} (${url})\n`);

// 1. First-load JavaScript.
const doc = await firstLoadJs(docPath);
console.log(`First-load JS (gzip)   doc page ${docPath.padEnd(14)} ${kb(doc.total).padStart(9)}  (${doc.files} files, inline ${doc.inlineGzip} B)`);
for (const home of ['/', '/zh/']) {
  const result = await firstLoadJs(home);
  const extra = result.total - doc.total;
  console.log(
    `First-load JS (gzip)   home page ${home.padEnd(13)} ${kb(result.total).padStart(9)}  (${result.files} files, inline ${result.inlineGzip} B)  ${extra >= 0 ? '+' : ''}${kb(extra)} vs doc page (budget +${kb(maxExtraJs)})`,
  );
  if (extra > maxExtraJs) failures.push(`home page ${home} loads ${kb(extra)} more JavaScript than ${docPath} (budget ${kb(maxExtraJs)})`);
}

// 2. The popover costs no request until it opens. Measured on a doc page, where nothing else
// shows the ecosystem logos (the home page's tool cards use some of the same files).
{
  const { context, page } = await newPage();
  const requests = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const isPopoverRequest = (pathname) => pathname.startsWith('/ecosystem/');
  await page.goto(docPath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const before = requests.filter(isPopoverRequest);
  const countBefore = requests.length;
  await page.locator('.rsb-eco__button').first().hover();
  await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
  await page.waitForLoadState('networkidle');
  const after = requests.slice(countBefore).filter(isPopoverRequest);
  console.log(`\nPopover requests       ${docPath}: before opening ${before.length}, after opening ${after.length} (${after.map((file) => path.basename(file)).join(', ')})`);
  if (before.length > 0) failures.push(`the popover requested ${before.join(', ')} before it was opened`);
  if (after.length === 0) failures.push('the popover loaded no logos when opened');
  await context.close();
}

// 3. Cumulative layout shift of the home page.
console.log('');
const scenarios = [
  { route: '/', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { route: '/zh/', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  { route: '/', viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true, hasTouch: true },
  { route: '/zh/', viewport: { width: 390, height: 844 }, colorScheme: 'light', isMobile: true, hasTouch: true },
];
for (const { route, ...options } of scenarios) {
  const { context, page } = await newPage(options);
  await context.addInitScript(() => {
    const state = { cls: 0, sources: [] };
    window.__homeLayoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          state.sources.push(node && node.nodeType === 1 ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  // Scroll down in steps (programmatic scrolling is not user input, so shifts would count),
  // letting lazy images load and the benchmark bars run to the end.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(6000);
  await page.waitForLoadState('networkidle');
  const { cls, sources } = await page.evaluate(() => window.__homeLayoutShift);
  const label = `${route} ${options.viewport.width}×${options.viewport.height} ${options.colorScheme}`;
  const shown = cls === 0 ? '0' : cls.toPrecision(3);
  console.log(`CLS                    ${label.padEnd(24)} ${shown}${sources.length ? `  shifted: ${[...new Set(sources)].join(', ')}` : ''}`);
  if (cls > maxCls) failures.push(`home page ${label} has a CLS of ${shown} (budget ${maxCls})`);
  await context.close();
}

await browser.close();
await new Promise((resolve) => server.close(resolve));
if (failures.length) {
  console.log(`\nHome page budgets: ${failures.length} exceeded`);
  for (const failure of failures) console.log(`  ✖ ${failure}`);
  process.exit(1);
}
console.log('\nHome page budgets: ok');
