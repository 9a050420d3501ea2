#!/usr/bin/env node
// Screenshots of a fixed set of pages and states, for a person to look at after a layout change.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/chromium';
import { builtSiteDir, parseCli, SITE_DIR_OPTION } from './lib/cli';
import { waitForHydration, nextFrames } from './lib/page-weight';
import { repoRoot } from '../site/docs-source/index';
import { startServer } from './serve';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
const THEMES = ['light', 'dark'] as const;

/**
 * Each shot: a name, a page and what to do before taking it. `only` limits it to one viewport.
 * The states are the ones layout defects hid in: menus open, scrolled, search open.
 */
interface Shot {
  name: string;
  path: string;
  only?: keyof typeof VIEWPORTS;
  act?: (page: Page) => Promise<unknown>;
}
const SHOTS: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'home-zh', path: '/zh/' },
  { name: 'home-footer', path: '/', act: (page) => scrollTo(page, 100_000) },
  { name: 'home-ecosystem', path: '/', act: (page) => page.getByRole('button', { name: 'Rstack ecosystem' }).click() },
  { name: 'home-search', path: '/', act: (page) => openSearch(page, 'dist path') },
  { name: 'guide', path: '/guide/start/quick-start' },
  { name: 'guide-scrolled', path: '/guide/start/quick-start', act: (page) => scrollBy(page, 1600) },
  { name: 'guide-zh-scrolled', path: '/zh/guide/start/quick-start', act: (page) => scrollBy(page, 1600) },
  { name: 'guide-menu', path: '/guide/start/quick-start', only: 'phone', act: (page) => page.getByRole('button', { name: 'Menu' }).click() },
  {
    name: 'guide-outline',
    path: '/guide/start/quick-start',
    only: 'phone',
    act: async (page) => {
      await scrollBy(page, 1600);
      await page.locator('.rp-sidebar-menu__right').click();
    },
  },
  { name: 'guide-navbar-menu', path: '/guide/start/quick-start', only: 'phone', act: (page) => page.locator('.rp-nav-hamburger__sm').click() },
  { name: 'guide-search', path: '/guide/start/quick-start', act: (page) => openSearch(page, 'dist path') },
  { name: 'guide-search-zh', path: '/zh/guide/start/quick-start', act: (page) => openSearch(page, 'distPath') },
  { name: 'config-overview', path: '/config/' },
  { name: 'config-dist-path', path: '/config/output/dist-path' },
  { name: 'config-chunk-split', path: '/config/performance/chunk-split' },
];

const USAGE = `Usage: node --import tsx scripts/screenshots.ts [--dir doc_build] [--out .tmp/screenshots] [--only <names>]

Serves the built site and saves screenshots of a fixed set of pages and states, each on a phone
(390 x 844) and a desktop (1440 x 900), in the light and the dark theme, as
<out>/<shot>-<phone|desktop>-<light|dark>.png, plus index.html showing them all on one page.
The states: the home page (top, footer, ecosystem popover, search open), a guide page in both
languages (top, scrolled, the phone's Menu, outline and navbar menu open, search open), the config
overview and two config pages. The folder is emptied first; .tmp/ is git-ignored.
Shots: ${SHOTS.map((shot) => shot.name).join(', ')}
  --only   comma-separated shot names
Build first: npm run build.`;

const { values } = parseCli({
  usage: USAGE,
  options: { dir: SITE_DIR_OPTION, out: { type: 'string', default: '.tmp/screenshots' }, only: { type: 'string' } },
});
const siteDir = builtSiteDir(values.dir);
const outDir = path.resolve(repoRoot, values.out);
const wanted = values.only?.split(',').map((name) => name.trim());
const unknown = wanted?.filter((name) => !SHOTS.some((shot) => shot.name === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown shots: ${unknown.join(', ')}\n\n${USAGE}`);
  process.exit(2);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
}

/** Scrolls by wheel, as a reader does, and waits until the position holds. */
async function scrollBy(page: Page, deltaY: number) {
  const { width, height } = page.viewportSize() ?? VIEWPORTS.desktop;
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(y > 0 && window.scrollY === y)));
      }),
  );
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await nextFrames(page);
}

async function openSearch(page: Page, query: string) {
  const mobile = (page.viewportSize()?.width ?? VIEWPORTS.desktop.width) <= 768;
  await page.locator(mobile ? '.rp-search-button--mobile' : '.rp-search-button').click();
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const { server, url } = await startServer({ root: siteDir });
const browser = await launchChromium();
const taken: string[] = [];
const failed: string[] = [];
try {
  for (const shot of SHOTS.filter((item) => !wanted || wanted.includes(item.name))) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      if (shot.only && shot.only !== device) continue;
      for (const theme of THEMES) {
        const file = `${shot.name}-${device}-${theme}.png`;
        const context = await browser.newContext({ baseURL: url, viewport, colorScheme: theme, locale: 'en-US' });
        // Not a first visit: the locale redirect would move a Chinese-less browser around.
        await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
        const page = await context.newPage();
        try {
          await page.goto(shot.path);
          await waitForHydration(page);
          await settle(page);
          if (shot.act) await shot.act(page);
          await settle(page);
          await page.screenshot({ path: path.join(outDir, file) });
          taken.push(file);
        } catch (error) {
          failed.push(`${file}: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

const figures = taken.map((file) => `<figure><img src="${file}" alt="${file}" loading="lazy"><figcaption>${file}</figcaption></figure>`);
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Screenshots</title><style>body{font:14px sans-serif;display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}img{max-height:600px;border:1px solid #999}</style>${figures.join('\n')}\n`,
);
console.log(`${taken.length} screenshots in ${path.relative(repoRoot, outDir)}/ (index.html shows them all) in ${Math.round((performance.now() - started) / 1000)} s`);
for (const line of failed) console.error(`✖ ${line}`);
process.exit(failed.length ? 1 : 0);
