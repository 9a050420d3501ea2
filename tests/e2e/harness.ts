import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const siteDir = process.env.SITE_DIR ?? path.join(repoRoot, 'doc_build');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Site {
  url: string;
  browser: Browser;
  /** A fresh browser context (own storage) with its first page. */
  newPage(options?: BrowserContextOptions, visit?: { firstVisit?: boolean }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

/** Serves the built site on 127.0.0.1 and launches Debian's Chromium. */
export async function openSite(): Promise<Site> {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(`No built site in ${siteDir}: run \`npm run build\` first (npm test does it).`);
  }
  const { server, url } = await startServer({ root: siteDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  return {
    url,
    browser,
    async newPage(options = {}, { firstVisit = false } = {}) {
      // Wide enough for the full desktop navbar (narrower widths fold it into a menu).
      const context = await browser.newContext({ baseURL: url, locale: 'en-US', viewport: { width: 1440, height: 900 }, ...options });
      contexts.push(context);
      // The locale redirect moves first-time visitors; only its own test is a first visit.
      if (!firstVisit) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      const page = await context.newPage();
      return { page, context };
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Waits until React has hydrated the page (the framework's client code is running). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
