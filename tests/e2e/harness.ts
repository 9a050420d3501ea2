import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, afterEach, before, beforeEach } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { waitForHydration } from '../../scripts/lib/page-weight';
import { startServer } from '../../scripts/serve';

/** Waits for two animation frames: what the last step changed has been laid out and painted. */
export { nextFrames } from '../../scripts/lib/page-weight';
/** Waits until React has committed the hydrated page, so that it answers clicks. */
export { waitForHydration };

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const siteDir = process.env.SITE_DIR ?? path.join(repoRoot, 'doc_build');

/** The framework's CLI. Test files that run it are `npm test`'s "browser tests that build sites of their own". */
export const RSPRESS_CLI = path.join(repoRoot, 'node_modules/@rspress/core/bin/rspress.js');

/**
 * Builds the fixture site `tests/fixtures/<name>` with the framework's CLI, from the fixture's own
 * folder: the framework keeps its temporary files in `node_modules/.rspress` of the working
 * folder, so builds of different fixtures can run beside each other and beside the dev server.
 */
export function buildFixtureSite(name: string, env: NodeJS.ProcessEnv = {}) {
  const cwd = path.join(repoRoot, 'tests/fixtures', name);
  const result = spawnSync(process.execPath, [RSPRESS_CLI, 'build', '-c', 'rspress.config.ts'], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  // scripts/test.ts runs these builds side by side only because of where the framework keeps its
  // temporary files: say so loudly if an upgrade moves them.
  if (result.status === 0 && !existsSync(path.join(cwd, 'node_modules/.rspress'))) {
    throw new Error(`${name}: the framework no longer keeps its temporary files in the working folder's node_modules/.rspress; fixture builds may now share them, so run them one at a time in scripts/test.ts`);
  }
  return { status: result.status, output: result.stdout + result.stderr };
}


export interface Site {
  url: string;
  browser: Browser;
  /** A fresh browser context (own storage) with its first page. */
  newPage(options?: BrowserContextOptions, visit?: { firstVisit?: boolean }): Promise<{ page: Page; context: BrowserContext }>;
  /** From now on, contexts belong to the running test. */
  beginTest(): void;
  /** Closes the contexts the running test opened. */
  endTest(): Promise<void>;
  close(): Promise<void>;
}

/** Serves the built site on 127.0.0.1 and launches Debian's Chromium. */
async function openSite(): Promise<Site> {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(`No built site in ${siteDir}: run \`npm run build\` first (npm test does it).`);
  }
  const { server, url } = await startServer({ root: siteDir });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  let testContexts: BrowserContext[] | undefined;
  return {
    url,
    browser,
    async newPage(options = {}, { firstVisit = false } = {}) {
      // Wide enough for the full desktop navbar (narrower widths fold it into a menu).
      const context = await browser.newContext({ baseURL: url, locale: 'en-US', viewport: { width: 1440, height: 900 }, ...options });
      contexts.push(context);
      testContexts?.push(context);
      // The locale redirect moves first-time visitors; only its own test is a first visit.
      if (!firstVisit) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      const page = await context.newPage();
      return { page, context };
    },
    beginTest() {
      testContexts = [];
    },
    async endTest() {
      const ended = testContexts ?? [];
      testContexts = undefined;
      await Promise.all(ended.map((context) => context.close().catch(() => {})));
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Opens the site for the test file that calls it (at its top level) and hands it to `onOpen`:
 * served before the first test, closed after the last. A test's own browser contexts close when
 * it ends; contexts opened in a `before` hook stay for the tests that share them. A page left
 * open keeps running its animations (the home page's hero never stops), and dozens of them kept
 * both cores busy for the rest of the file.
 */
export function useSite(onOpen: (site: Site) => void) {
  let site: Site | undefined;
  before(async () => {
    site = await openSite();
    onOpen(site);
  });
  beforeEach(() => site?.beginTest());
  afterEach(() => site?.endTest());
  after(() => site?.close());
}

/**
 * Waits until the tab shows `pathname` and that document has loaded. A client redirect may be
 * started twice (the plugin's effect can run again while the first `location.replace` is in
 * flight, so the browser aborts the first request); `waitForURL` fails on that aborted
 * navigation, although the reader still lands on the target. This follows the address bar.
 */
export async function waitForPathname(page: Page, pathname: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (new URL(page.url()).pathname !== pathname) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`the tab shows ${new URL(page.url()).pathname}, not ${pathname}, after ${timeout} ms`);
    await page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: left }).catch(() => {});
  }
  await page.waitForLoadState('load');
}

/**
 * Loads `path` and waits until nothing more can move the page: React has hydrated, the effects of
 * that first render have run (the client redirects are one of them; another, in the same commit,
 * makes the theme switch a button: theme/framework/KeyboardOperable.tsx) and the network is idle,
 * so a redirect the page started would be under way. Returns the pathnames the tab's main frame showed meanwhile, in order.
 */
export async function gotoAndSettle(page: Page, path: string) {
  const shown: string[] = [];
  const onNavigated = (frame: import('playwright-core').Frame) => {
    // The router's own history update on hydration reports the same path again: count it once.
    const pathname = new URL(frame.url()).pathname;
    if (frame === page.mainFrame() && shown.at(-1) !== pathname) shown.push(pathname);
  };
  page.on('framenavigated', onNavigated);
  try {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('.rp-switch-appearance[role="button"]') !== null);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('framenavigated', onNavigated);
  }
  return shown;
}
