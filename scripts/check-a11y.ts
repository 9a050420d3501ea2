#!/usr/bin/env node
// Loads every page of the built site in Chromium and runs axe-core on it: the accessibility gate
// of `npm test`. Also fails on console errors, uncaught errors, and on malformed URLs that do not
// end on a page or the 404 screen.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

declare global {
  interface Window {
    /** axe-core, injected into the page from its built file. */
    axe: typeof import('axe-core');
  }
}
import { isHomeRoute } from '../common/routes';
import { launchChromium } from './lib/chromium';
import { builtSiteDir, parseCli, SITE_DIR_OPTION } from './lib/cli';
import { waitForHydration } from './lib/page-weight';
import { resolveFile, startServer } from './serve';

const USAGE = `Usage: node --import tsx scripts/check-a11y.ts [--dir doc_build] [--concurrency 3] [--dark-sample 48]
                              [--only <path prefix>] [--json <file>]

Serves the built site (scripts/serve.ts), reads the page list from its sitemap.xml (the site's
origin mapped to the local server) and loads each page in Debian's Chromium (playwright-core).
On every page, in the light theme, it injects axe-core and runs the WCAG 2.2 A/AA and
best-practice rules (tags wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa, best-practice; 2.2 AA adds
target size, 24 by 24 px), leaving out a sidebar already checked in that theme on an earlier page
(the same links in the same order); in the dark theme it does the same on an even sample of --dark-sample pages across both languages, plus the 404
page in both themes. Light pages are reached as a reader's click reaches them: each worker loads
its first page, then the router renders the next ones in the same document (a full load costs
as much CPU as the client-side navigation and the axe run together, and axe runs twice as fast
once warm). Full loads, and with them hydration errors, are checked on the dark sample, the
404 screens, the malformed URLs and each worker's first page. It also loads malformed URLs
(/guide/start/%, /guide/start/%zz, a query holding %25, /%E4%B8%AD, /zh/%), which must show a
page or the 404 screen.

Fails (exit 1) with the page, rule and element of every axe finding, and with every console error
or uncaught error on any page. Prints a count per rule and the run's duration.
  --concurrency  pages checked at a time (default 3)
  --dark-sample  pages checked in the dark theme as well (default 48, at least 40 for npm test)
  --only         check only these comma-separated sitemap pages (a path ending in / is that page;
                 any other is a prefix), in both themes; the 404 screens and malformed URLs always
  --json         also write every finding to this file
  --verbose      print every page with its time as it is checked
Build first: npm run build. Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

const { values: options } = parseCli({
  usage: USAGE,
  options: {
    dir: SITE_DIR_OPTION,
    concurrency: { type: 'string', default: '3' },
    'dark-sample': { type: 'string', default: '48' },
    only: { type: 'string' },
    json: { type: 'string' },
    verbose: { type: 'boolean' },
  },
});

const siteDir = builtSiteDir(options.dir);
const concurrency = Math.max(1, Number(options.concurrency));
const darkSampleSize = Number(options['dark-sample']);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// Percent-encoding a browser may be handed by a mangled link; each must still show a page.
const MALFORMED_URLS = ['/guide/start/%', '/guide/start/%zz', '/guide/start/quick-start?q=100%25off', '/%E4%B8%AD', '/zh/%'];
const NOT_FOUND_PATHS = ['/no/such/page', '/zh/no/such/page'];
// How long the DOM must stay unchanged before a page counts as rendered.
const QUIET_MS = 300;
// The sidebar: the same links on every page of a section (only the current page's link is marked
// active), and on reference pages over a third of the page's elements. axe checks each distinct
// sidebar in full on the first page that shows it, in each theme, and leaves it out on the rest.
const SIDEBAR = '.rp-doc-layout__sidebar';
const sidebarsChecked = new Set<string>();

if (!existsSync(path.join(siteDir, 'sitemap.xml'))) {
  console.error(`No sitemap.xml in ${siteDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serves axe-core from an origin of its own as a cacheable script: Chromium then compiles it once
 * and reuses its code cache, where evaluating the source as a string parsed it again on every page.
 */
async function serveAxe(): Promise<{ axeUrl: string; axeServer: Server }> {
  const axeServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
    response.end(axeSource);
  });
  await new Promise<void>((resolve) => axeServer.listen(0, '127.0.0.1', resolve));
  return { axeUrl: `http://127.0.0.1:${(axeServer.address() as AddressInfo).port}/axe.min.js`, axeServer };
}

/** Site paths listed in the sitemap, in its order. */
function sitemapPaths() {
  const xml = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].trim());
    return `${url.pathname}${url.search}`;
  });
}

/** `count` paths spread evenly over `paths`, both home pages always among them. */
function evenSample(paths: string[], count: number): string[] {
  const picked = new Set<string>(paths.filter((p) => isHomeRoute(p) || isHomeRoute(`${p}/`)));
  const step = paths.length / Math.max(1, count - picked.size);
  for (let index = 0; picked.size < Math.min(count, paths.length); index += step) {
    picked.add(paths[Math.floor(index) % paths.length]);
    if (index > paths.length * 2) break;
  }
  return [...picked];
}

const started = performance.now();
const { server, url: origin } = await startServer({ root: siteDir });
const browser = await launchChromium();
const { axeUrl, axeServer } = await serveAxe();

const onlyPrefixes = options.only?.split(',');
// A prefix ending in `/` names that page alone (`/` is the home page, not the whole site).
const selected = (p: string) => onlyPrefixes!.some((prefix) => (prefix.endsWith('/') ? p === prefix : p.startsWith(prefix)));
const allPaths = sitemapPaths().filter((p) => !onlyPrefixes || selected(p));
const darkPaths = options.only ? allPaths : evenSample(allPaths, darkSampleSize);
type Theme = 'light' | 'dark';
/** A load to check: a page in a theme, with axe-core, or a malformed URL that must show a screen. */
interface Job {
  path: string;
  theme: Theme;
  kind: 'axe' | 'malformed';
  expectStatus?: number;
}
const jobs: Job[] = [
  ...allPaths.map((p): Job => ({ path: p, theme: 'light', kind: 'axe' })),
  ...darkPaths.map((p): Job => ({ path: p, theme: 'dark', kind: 'axe' })),
  ...NOT_FOUND_PATHS.flatMap((p) => (['light', 'dark'] as const).map((theme): Job => ({ path: p, theme, kind: 'axe', expectStatus: 404 }))),
  ...MALFORMED_URLS.map((p): Job => ({ path: p, theme: 'light', kind: 'malformed' })),
];

/** One node axe-core found in violation of a rule. */
interface Finding {
  path: string;
  theme: Theme;
  rule: string;
  impact: string | null | undefined;
  target: string;
  summary: string;
}
const findings: Finding[] = [];
const errors: { path: string; theme: Theme; message: string }[] = [];

async function newWorkerPage(theme: Theme): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, locale: 'en-US', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((appearance) => {
    // Not a first visit (the locale redirect stays out of the way); the theme under test.
    localStorage.setItem('rspress-visited', '1');
    localStorage.setItem('rspress-theme-appearance', appearance);
  }, theme);
  return { context, page: await context.newPage() };
}

/**
 * Waits until React has hydrated, the DOM has stopped changing (effects that add names and roles
 * have run) and every finite animation (appearance fades) has ended.
 */
async function settle(page: Page) {
  // Committed, not merely started: effects of the first render add roles (NavMenuKeyboard) and
  // names, and a machine under load can go quiet for longer than QUIET_MS before they run.
  await waitForHydration(page);
  await page.evaluate(
    (quietMs: number) =>
      new Promise<void>((resolve) => {
        // A method, not a named function: tsx wraps named functions in a helper (__name) that
        // exists in Node only, so code run in the page binds no function to a name.
        const quiet = {
          done() {
            observer.disconnect();
            resolve();
          },
        };
        let timer = setTimeout(quiet.done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(quiet.done, quietMs);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    QUIET_MS,
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** What the server sends for `urlPath`: the title and the h1's text, whitespace collapsed. */
function servedHeading(urlPath: string): { title: string; h1: string | undefined } {
  const file = resolveFile(siteDir, urlPath);
  if (!file) throw new Error(`no built file answers ${urlPath}`);
  const html = readFileSync(file, 'utf8');
  const text = (fragment: string | undefined) =>
    fragment
      ?.replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[name]!)
      .replace(/\s+/g, ' ')
      .trim();
  return { title: text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1]) ?? '', h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]) };
}

/**
 * Goes to `urlPath` the way a reader's click does: the router renders the page in the document
 * already loaded (pushState, then the popstate event the router listens to). Resolves once the
 * page shows the title and h1 the server sends for that path.
 */
async function navigateInPage(page: Page, urlPath: string) {
  const expected = servedHeading(urlPath);
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, urlPath);
  await page
    .waitForFunction(
      ({ title, h1 }) => document.title === title && (h1 === undefined || document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() === h1),
      expected,
      { timeout: 30_000 },
    )
    .catch(() => {
      throw new Error(`a client-side navigation did not show the title "${expected.title}" and h1 "${expected.h1}" the server sends`);
    });
}

async function checkJob(page: Page, job: Job, clientSide: boolean) {
  const pageErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // A 404 screen's own document answers 404 on purpose (unknown and malformed paths); Chromium
    // logs that as an error. Any other failed request still counts.
    const notFoundScreen = job.expectStatus === 404 || job.kind === 'malformed';
    const isDocument = !/\.[a-z0-9]+$/i.test(new URL(message.location().url || origin).pathname);
    if (notFoundScreen && /status of 404/.test(message.text()) && isDocument) return;
    pageErrors.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => pageErrors.push(`uncaught ${error.name}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const response = clientSide ? undefined : await page.goto(job.path, { waitUntil: 'domcontentloaded' });
    if (clientSide) await navigateInPage(page, job.path);
    await settle(page);
    if (job.kind === 'malformed') {
      const shown = await page.evaluate(() => ({
        notFound: !!document.querySelector('.rp-not-found'),
        doc: !!document.querySelector('.rp-doc h1, .rp-home'),
        text: (document.getElementById('__rspress_root')?.innerText ?? '').trim().length,
      }));
      if (!shown.notFound && !shown.doc) pageErrors.push(`shows neither a page nor the 404 screen (status ${response?.status()}, ${shown.text} characters of text)`);
    } else {
      if (job.expectStatus && response?.status() !== job.expectStatus) pageErrors.push(`answered ${response?.status()}, expected ${job.expectStatus}`);
      const sidebarLinks = await page.evaluate(
        (selector) => [...(document.querySelector(selector)?.querySelectorAll('a') ?? [])].map((link) => `${link.getAttribute('href')} ${link.textContent}`).join('\n'),
        SIDEBAR,
      );
      const sidebarKey = `${job.theme}\n${sidebarLinks}`;
      const sidebarSeen = sidebarLinks !== '' && sidebarsChecked.has(sidebarKey);
      sidebarsChecked.add(sidebarKey);
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: axeUrl });
      const violations = await page.evaluate(
        ([tags, exclude]) =>
          window.axe
            .run(exclude ? { exclude: [[exclude]] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
            .then((result: AxeResults) => result.violations),
        [AXE_TAGS, sidebarSeen ? SIDEBAR : null] as const,
      );
      for (const violation of violations) {
        for (const node of violation.nodes) {
          findings.push({
            path: job.path,
            theme: job.theme,
            rule: violation.id,
            impact: violation.impact,
            target: node.target.join(' '),
            summary: node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help,
          });
        }
      }
    }
  } catch (error) {
    pageErrors.push(`could not be checked: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  for (const message of pageErrors) errors.push({ path: job.path, theme: job.theme, message });
  return pageErrors.length === 0;
}

let next = 0;
let done = 0;
async function worker() {
  const pages: Partial<Record<Theme, { context: BrowserContext; page: Page; onPage: boolean }>> = {};
  while (next < jobs.length) {
    const job = jobs[next++];
    const jobStarted = performance.now();
    try {
      pages[job.theme] ??= { ...(await newWorkerPage(job.theme)), onPage: false };
      const tab = pages[job.theme]!;
      // Light pages after a worker's first: a client-side navigation from the page before (see USAGE).
      const clientSide = job.theme === 'light' && job.kind === 'axe' && !job.expectStatus && tab.onPage;
      const passed = await checkJob(tab.page, job, clientSide);
      tab.onPage = passed && job.theme === 'light' && job.kind === 'axe' && !job.expectStatus;
    } catch (error) {
      // A crashed page or context fails this page only; the next one gets a fresh context.
      errors.push({ path: job.path, theme: job.theme, message: `could not be checked: ${String((error as Error | undefined)?.message ?? error).split('\n')[0]}` });
      await pages[job.theme]?.context.close().catch(() => {});
      delete pages[job.theme];
    }
    done += 1;
    if (options.verbose) console.log(`  ${job.path} [${job.theme}] ${Math.round(performance.now() - jobStarted)} ms`);
    if (done % 50 === 0) console.log(`  ${done}/${jobs.length} checked`);
  }
  await Promise.all(Object.values(pages).map(({ context }) => context.close()));
}

console.log(
  `Checking ${allPaths.length} pages (light), ${darkPaths.length} (dark sample), ${NOT_FOUND_PATHS.length * 2} 404 screens and ${MALFORMED_URLS.length} malformed URLs, ${concurrency} at a time…`,
);
await Promise.all(Array.from({ length: concurrency }, worker));
await browser.close();
await new Promise((resolve) => server.close(resolve));
await new Promise((resolve) => axeServer.close(resolve));

for (const finding of findings) {
  console.log(`${finding.path} [${finding.theme}] ${finding.rule} (${finding.impact}) ${finding.target}: ${finding.summary}`);
}
for (const error of errors) console.log(`${error.path} [${error.theme}] ${error.message}`);

const byRule = new Map<string, { nodes: number; pages: Set<string> }>();
for (const finding of findings) {
  const entry = byRule.get(finding.rule) ?? { nodes: 0, pages: new Set() };
  entry.nodes += 1;
  entry.pages.add(`${finding.path} ${finding.theme}`);
  byRule.set(finding.rule, entry);
}
if (byRule.size) {
  console.log('\nrule: nodes, pages (page × theme)');
  for (const [rule, { nodes, pages }] of [...byRule].sort((a, b) => b[1].nodes - a[1].nodes)) console.log(`  ${rule}: ${nodes}, ${pages.size}`);
}
if (options.json) writeFileSync(options.json, `${JSON.stringify({ findings, errors }, null, 2)}\n`);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const pagesWithFindings = new Set(findings.map((f) => `${f.path} ${f.theme}`)).size;
console.log(
  `\n${jobs.length} loads in ${seconds} s: ${findings.length} axe findings on ${pagesWithFindings} page × theme, ${errors.length} console/uncaught/page errors.`,
);
process.exit(findings.length || errors.length ? 1 : 0);
