#!/usr/bin/env node
// Lighthouse mobile figures of the built site. Timings vary with the machine, so this is a
// benchmark to read, not a test: npm test asserts the exact byte budgets (scripts/check-budgets.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot as root } from '../site/docs-source/index';
import { CHROMIUM_PATH, launchChromium } from './lib/chromium';
import { builtSiteDir, parseCli, SITE_DIR_OPTION } from './lib/cli';
import { CHROMIUM_ARGS, kb, measurePage, waitForHydration } from './lib/page-weight';
import { scriptsRunBeforePaint } from './lib/scripts-before-paint';
import { startServer } from './serve';

/** The pages of issue 16's table. */
export const BENCH_PAGES = ['/', '/guide/start/quick-start', '/config/output/dist-path', '/zh/guide/start/quick-start', '/plugins/list/plugin-react'];

const USAGE = `Usage: npm run bench -- [options]     (node --import tsx scripts/bench.ts [options])

Runs Lighthouse (pinned in tools/lighthouse, installed there on first use with npm ci) against the
built site served gzipped by scripts/serve.ts, in Debian's Chromium: mobile emulation, simulated
throttling unless told otherwise, performance and accessibility categories. Prints per page the
medians over --runs runs of the performance score, LCP, TBT, CLS, FCP and the accessibility
score, the page's first-load JavaScript and CSS (gzip bytes, as scripts/check-budgets.ts
counts them), and in how many runs the observed paint came before the site's scripts started
running (the simulated LCP counts the download of every script that ran before it, and of every
script downloaded before it whose evaluation took under 10 ms). Then loads
each page in Chromium on an emulated slow connection (1.6 Mbps down, 150 ms round trip, CPU 4x
slower, Lighthouse's mobile figures) and prints the medians of what a reader sees: the first
and the largest contentful paint as the browser observed them, and the moment React has
committed the hydrated page (it answers clicks), for a first visit and for a repeat visit
(scripts and styles already in the browser's cache).
Pages: ${BENCH_PAGES.join(' ')}
Timings depend on the machine's load: compare builds measured back to back.

Options:
  --dir <path>      built site (default doc_build, or $SITE_DIR)
  --page <route>    bench only this page (repeatable; default: the pages above)
  --runs <n>        Lighthouse runs per page; the median is printed (default 3)
  --throttling <m>  Lighthouse's throttling: simulate (default; the figures are computed from an
                    unthrottled load) or devtools (the load itself is slowed down and observed)
  --observed-only   skip Lighthouse: only the loads on the emulated slow link (and the weights)
  --json <file>     also write every run's figures to this file
  -h, --help        this text
Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

const { values: options } = parseCli({
  usage: USAGE,
  options: {
    dir: SITE_DIR_OPTION,
    page: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    throttling: { type: 'string', default: 'simulate' },
    json: { type: 'string' },
    'observed-only': { type: 'boolean', default: false },
  },
});
const observedOnly = options['observed-only'];

if (!['simulate', 'devtools'].includes(options.throttling)) {
  console.error(`--throttling must be simulate or devtools, not ${options.throttling}\n\n${USAGE}`);
  process.exit(2);
}
const siteDir = builtSiteDir(options.dir);
const pages = options.page ?? BENCH_PAGES;
const runs = Math.max(1, Number(options.runs));

// Lighthouse is large (about 110 MB installed), so it lives in its own workspace, installed on demand.
const workspace = path.join(root, 'tools/lighthouse');
if (!observedOnly && !existsSync(path.join(workspace, 'node_modules/lighthouse/package.json'))) {
  console.log('Installing Lighthouse into tools/lighthouse (npm ci)…');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: workspace, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status || 1);
}
const requireFromWorkspace = createRequire(path.join(workspace, 'package.json'));
const { default: lighthouse } = observedOnly ? { default: undefined } : await import(pathToFileURL(requireFromWorkspace.resolve('lighthouse')).href);
const chromeLauncher = observedOnly ? undefined : await import(pathToFileURL(requireFromWorkspace.resolve('chrome-launcher')).href);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Compressed, as a production host serves it: Lighthouse simulates the network from transfer sizes.
const { server, url } = await startServer({ root: siteDir, compress: true });
const chrome = await chromeLauncher?.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  logLevel: 'silent',
});
const browser = await launchChromium();

/** A phone on a slow link, as Lighthouse's mobile simulation assumes, applied for real. */
const SLOW_LINK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * First and largest contentful paint and hydration of `route` on the slow link, in ms from
 * navigation start.
 * `repeat`: the reader has loaded the page before, so the hashed scripts and styles come from
 * the browser's cache (scripts/serve.ts lets browsers keep them, as a production host does).
 */
/** Paint and hydration times of one load, in ms from navigation start. */
interface Load {
  fcp: number;
  lcp: number;
  hydrated: number;
}

async function throttledLoad(route: string, { repeat = false } = {}): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  const href = new URL(route, url).href;
  if (repeat) {
    await page.goto(href, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(href, { waitUntil: 'commit' });
  const hydrated = await waitForHydration(page, { polling: 'raf', timeout: 60_000 });
  const hydratedTime = (await hydrated.jsonValue()) as number;
  const painted = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) => resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN })).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { ...painted, hydrated: hydratedTime };
}

/** One Lighthouse run's figures (Lighthouse comes untyped from its own workspace). */
interface LighthouseRun {
  scriptsBeforePaint: string[];
  perf: number;
  a11y: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}
type Figure = Exclude<keyof LighthouseRun, 'scriptsBeforePaint'>;

const rows: (Record<Figure | 'paintFirst' | 'js' | 'css' | 'slowFcp' | 'slowLcp' | 'slowHydrated' | 'repeatFcp' | 'repeatLcp' | 'repeatHydrated', number> & { route: string })[] = [];
const allRuns: Record<string, { weight: { js: number; css: number }; runs: LighthouseRun[]; throttled: Load[]; repeated: Load[] }> = {};
try {
  for (const route of pages) {
    const weight = await measurePage(browser, url, route);
    const results: LighthouseRun[] = [];
    for (let run = 0; run < (observedOnly ? 0 : runs); run++) {
      const result = await lighthouse(new URL(route, url).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        throttlingMethod: options.throttling,
      });
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
      const observed = audits.metrics.details.items[0];
      results.push({
        // Kept as paths in --json, to see which scripts the simulated LCP charged.
        scriptsBeforePaint: scriptsRunBeforePaint(result.artifacts.Trace.traceEvents, observed.observedLargestContentfulPaintTs, new URL(url).origin),
        perf: Math.round(categories.performance.score * 100),
        a11y: Math.round(categories.accessibility.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
    const throttled: Load[] = [];
    const repeated: Load[] = [];
    for (let run = 0; run < runs; run++) {
      throttled.push(await throttledLoad(route));
      repeated.push(await throttledLoad(route, { repeat: true }));
    }
    allRuns[route] = { weight: { js: weight.js, css: weight.css }, runs: results, throttled, repeated };
    const pick = (key: Figure) => median(results.map((result) => result[key]));
    rows.push({
      route,
      perf: pick('perf'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      a11y: pick('a11y'),
      paintFirst: results.filter((result) => result.scriptsBeforePaint.length === 0).length,
      js: weight.js,
      css: weight.css,
      slowFcp: median(throttled.map((load) => load.fcp)),
      slowLcp: median(throttled.map((load) => load.lcp)),
      slowHydrated: median(throttled.map((load) => load.hydrated)),
      repeatFcp: median(repeated.map((load) => load.fcp)),
      repeatLcp: median(repeated.map((load) => load.lcp)),
      repeatHydrated: median(repeated.map((load) => load.hydrated)),
    });
    console.error(`  measured ${route}`);
  }
} finally {
  await browser.close();
  await chrome?.kill();
  await new Promise((resolve) => server.close(resolve));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
if (!observedOnly) {
  console.log(`\nLighthouse mobile, ${options.throttling === 'simulate' ? 'simulated' : options.throttling} throttling, median of ${runs} (${path.relative(root, siteDir) || siteDir})\n`);
  console.log('| page | first-load JS gzip | CSS gzip | perf | FCP | LCP | TBT | CLS | a11y | paint before scripts |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| \`${row.route}\` | ${kb(row.js)} | ${kb(row.css)} | ${row.perf} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls === 0 ? '0' : row.cls.toFixed(3)} | ${row.a11y} | ${row.paintFirst} of ${runs} runs |`,
    );
  }
}
console.log(`\nOn an emulated slow link (1.6 Mbps, 150 ms round trip, CPU 4x slower), median of ${runs}\n`);
console.log('| page | first-load JS gzip | FCP | LCP | hydrated | repeat visit: FCP | LCP | hydrated |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const cells = [row.slowFcp, row.slowLcp, row.slowHydrated, row.repeatFcp, row.repeatLcp, row.repeatHydrated].map(seconds);
  console.log(`| \`${row.route}\` | ${kb(row.js)} | ${cells.join(' | ')} |`);
}
if (options.json) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.resolve(options.json), `${JSON.stringify(allRuns, null, 2)}\n`);
}
