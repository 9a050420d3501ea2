#!/usr/bin/env node
// Page-weight budgets of the built site, checked in Chromium the way the browser tests drive it.
// Byte counts are exact (the same build gives the same figures), so they are asserted here;
// timings are not, so Lighthouse scores live in scripts/bench.ts instead.
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { LANGS } from '../common/languages';
import { homeRoute, localizeHref } from '../common/routes';
import { repoRoot as root } from '../site/docs-source/index';
import { launchChromium } from './lib/chromium';
import { builtSiteDir, parseCli, SITE_DIR_OPTION } from './lib/cli';
import { mapInLanes } from './lib/lanes';
import { KB, PHONE, kb, layoutShift, measurePage, newMeasuredPage, scrollThrough } from './lib/page-weight';
import { startServer } from './serve';

const HOME_ROUTES = LANGS.map(homeRoute);
const inEveryLanguage = (route: string) => LANGS.map((lang) => localizeHref(route, lang));

/** The pages whose weight is budgeted: every home page and representative doc pages. */
export const BUDGET_PAGES = [
  ...HOME_ROUTES,
  ...inEveryLanguage('/guide/start/quick-start'),
  ...inEveryLanguage('/config/output/dist-path'),
  '/plugins/list/plugin-react',
  '/api/javascript-api/instance',
  '/config/tools/bundler-chain',
  ...inEveryLanguage('/guide/basic/cli'),
];

const USAGE = `Usage: node --import tsx scripts/check-budgets.ts [options]

Serves the built site (scripts/serve.ts), loads it in Debian's Chromium with playwright-core and
checks, printing the figures of every page:
  - first-load JavaScript, gzip bytes (level 9), of each budgeted page: every script file fetched
    until the network is idle, plus inline scripts. At most --max-js KB.
  - first-load CSS, gzip bytes, of each budgeted page: every stylesheet fetched plus inline
    <style> elements. At most --max-css KB.
  - cumulative layout shift of each budgeted page on a phone-sized screen while scrolling to the
    bottom, and of the home page in English and Chinese, desktop and mobile, light and dark. At
    most --max-cls.
  - the home page may load at most --max-home-extra-js KB more JavaScript than --doc.
  - the ecosystem popover requests nothing before it opens, and its logos after.
Budgeted pages: ${BUDGET_PAGES.join(' ')}
(1 KB = 1024 bytes.) Exits with 1 when a budget is exceeded. Build first: npm run build.

Options:
  --dir <path>                  built site (default doc_build, or $SITE_DIR)
  --page <route>                check only this page (repeatable; default: the pages above)
  --max-js <KB>                 first-load JavaScript budget per page (default 180)
  --max-css <KB>                first-load CSS budget per page (default 18)
  --max-cls <number>            layout shift budget (default 0)
  --doc <route>                 doc page the home page is compared with (default /guide/start/)
  --max-home-extra-js <KB>      home page JavaScript beyond --doc (default 15)
  -h, --help                    this text
Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

const { values: options } = parseCli({
  usage: USAGE,
  options: {
    dir: SITE_DIR_OPTION,
    page: { type: 'string', multiple: true },
    'max-js': { type: 'string', default: '180' },
    'max-css': { type: 'string', default: '18' },
    'max-cls': { type: 'string', default: '0' },
    doc: { type: 'string', default: '/guide/start/' },
    'max-home-extra-js': { type: 'string', default: '15' },
  },
});

const siteDir = builtSiteDir(options.dir);
const pages = options.page ?? BUDGET_PAGES;
const maxJs = Number(options['max-js']) * KB;
const maxCss = Number(options['max-css']) * KB;
const maxCls = Number(options['max-cls']);
const docPath = options.doc;
const maxHomeExtraJs = Number(options['max-home-extra-js']) * KB;
const LANES = 2;


const { server, url } = await startServer({ root: siteDir });
const browser = await launchChromium();
const failures: string[] = [];
/**
 * A page's figures. A load that fails to finish (the page stopped painting, the browser dropped
 * it) says why and is measured once more in a new context: the figures, not the load, are checked.
 */
async function measure(route: string) {
  try {
    return await measurePage(browser, url, route);
  } catch (error) {
    console.log(`${route}: the measurement did not finish (${(error as Error).message.split('\n')[0]}); measuring it again`);
    return measurePage(browser, url, route);
  }
}
const newPage = (contextOptions: BrowserContextOptions = {}) => newMeasuredPage(browser, url, contextOptions);

console.log(`Budgets against ${path.relative(root, siteDir) || siteDir} (${url}): JS ≤ ${kb(maxJs)}, CSS ≤ ${kb(maxCss)}, CLS ≤ ${maxCls}\n`);
console.log(`${'page'.padEnd(32)} ${'JS gzip'.padStart(10)} ${'bytes'.padStart(8)} ${'CSS gzip'.padStart(10)} ${'bytes'.padStart(7)}  CLS`);

// 1. Every budgeted page: JavaScript, CSS, layout shift.
// Two pages at a time: a measurement mostly waits for the network to go idle and for frames.
const results = new Map((await mapInLanes(pages, LANES, measure)).map((result, index) => [pages[index], result]));
for (const [route, result] of results) {
  const shown = result.cls === 0 ? '0' : result.cls.toPrecision(3);
  console.log(
    `${route.padEnd(32)} ${kb(result.js).padStart(10)} ${String(result.js).padStart(8)} ${kb(result.css).padStart(10)} ${String(result.css).padStart(7)}  ${shown}${result.sources.length ? `  shifted: ${result.sources.join(', ')}` : ''}`,
  );
  // A count that missed the entry script (the framework and the site) or React's chunk would pass
  // any budget.
  for (const chunk of ['index', 'lib-react']) {
    const pattern = new RegExp(`/static/js/${chunk}\\.[0-9a-f]+\\.js$`);
    if (!result.scripts.some((script) => pattern.test(script.file))) failures.push(`${route}: the ${chunk} script was not among the counted ones`);
  }
  if (result.js > maxJs) failures.push(`${route} loads ${result.js} bytes (${kb(result.js)}) of JavaScript, gzip (budget ${kb(maxJs)})`);
  if (result.css > maxCss) failures.push(`${route} loads ${result.css} bytes (${kb(result.css)}) of CSS, gzip (budget ${kb(maxCss)})`);
  if (result.cls > maxCls) failures.push(`${route} has a layout shift of ${shown} on a phone (budget ${maxCls})`);
}


// 2. The home page against a doc page.
if (!options.page) {
  const doc = results.get(docPath) ?? (await measure(docPath));
  console.log('');
  for (const home of HOME_ROUTES) {
    const extra = (results.get(home) ?? (await measure(home))).js - doc.js;
    console.log(`Home page ${home.padEnd(5)} JS ${extra >= 0 ? '+' : ''}${kb(extra)} vs ${docPath} (${kb(doc.js)}; budget +${kb(maxHomeExtraJs)})`);
    if (extra > maxHomeExtraJs) failures.push(`home page ${home} loads ${kb(extra)} more JavaScript than ${docPath} (budget ${kb(maxHomeExtraJs)})`);
  }
}

// 3. The popover costs no request until it opens. Measured on a doc page, where nothing else
// shows the ecosystem logos (the home page's tool cards use some of the same files).
if (!options.page) {
  const { context, page } = await newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const isPopoverRequest = (pathname: string) => pathname.startsWith('/ecosystem/');
  await page.goto(docPath, { waitUntil: 'networkidle' });
  const before = requests.filter(isPopoverRequest);
  const countBefore = requests.length;
  await page.locator('.rsb-eco__button').first().hover();
  await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
  await page.waitForLoadState('networkidle');
  const after = requests.slice(countBefore).filter(isPopoverRequest);
  console.log(`\nPopover requests on ${docPath}: before opening ${before.length}, after opening ${after.length} (${after.map((file) => path.basename(file)).join(', ')})`);
  if (before.length > 0) failures.push(`the popover requested ${before.join(', ')} before it was opened`);
  if (after.length === 0) failures.push('the popover loaded no logos when opened');
  await context.close();
}

// 4. The home page's layout shift on every screen and colour scheme, until its animations end.
if (!options.page) {
  console.log('');
  // Each home page on a desktop and a phone screen, the colour schemes alternating.
  const screens: BrowserContextOptions[] = [{ viewport: { width: 1280, height: 800 } }, PHONE];
  const scenarios: (BrowserContextOptions & { route: string })[] = screens.flatMap((screen, s) =>
    HOME_ROUTES.map((route, r) => ({ route, ...screen, colorScheme: (s + r) % 2 === 0 ? ('light' as const) : ('dark' as const) })),
  );
  // Two at a time: each waits seconds for the benchmark bars to end.
  const measured = await mapInLanes(scenarios, LANES, async ({ route, ...contextOptions }) => {
    const { context, page } = await newPage(contextOptions);
    await page.goto(route, { waitUntil: 'networkidle' });
    // Let lazy images load and the benchmark bars run to their end on the way down.
    await scrollThrough(page, () => page.waitForTimeout(120));
    // The benchmark bars count up for several seconds once seen; their chart says when they end.
    await page.locator('.rsb-bench__chart[data-state="done"]').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const { cls, sources } = await layoutShift(page);
    await context.close();
    return { cls, sources, label: `${route} ${contextOptions.viewport!.width}×${contextOptions.viewport!.height} ${contextOptions.colorScheme}` };
  });
  for (const { cls, sources, label } of measured) {
    const shown = cls === 0 ? '0' : cls.toPrecision(3);
    console.log(`CLS home ${label.padEnd(24)} ${shown}${sources.length ? `  shifted: ${sources.join(', ')}` : ''}`);
    if (cls > maxCls) failures.push(`home page ${label} has a CLS of ${shown} (budget ${maxCls})`);
  }
}

await browser.close();
await new Promise((resolve) => server.close(resolve));
if (failures.length) {
  console.log(`\nBudgets: ${failures.length} exceeded`);
  for (const failure of failures) console.log(`  ✖ ${failure}`);
  process.exit(1);
}
console.log('\nBudgets: ok');
