// What a page costs a reader on first load, measured in Chromium with playwright-core: shared by
// the budgets (scripts/check-budgets.ts) and the benchmark (scripts/bench.ts).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** The same browser flags as tests/e2e/harness.ts. */
export { CHROMIUM_ARGS } from './chromium';

/** A phone-sized screen, as Lighthouse's mobile emulation uses. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

export const KB = 1024;
export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/**
 * A fresh browser context on `baseURL` with its first page, recording layout shifts the way CLS
 * sums them (shifts right after input do not count) in `window.__layoutShift`.
 */
/** What the init script records in the page. */
interface LayoutShiftState {
  cls: number;
  sources: string[];
}
declare global {
  interface Window {
    __layoutShift: LayoutShiftState;
  }
}

/** A layout-shift performance entry (not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  hadRecentInput: boolean;
  value: number;
  sources?: { node: Node | null }[];
}

export async function newMeasuredPage(browser: Browser, baseURL: string, contextOptions: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', ...contextOptions });
  // As in the browser tests: not a first visit, so the locale redirect stays out of the way.
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await context.addInitScript(() => {
    const state: LayoutShiftState = { cls: 0, sources: [] };
    window.__layoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          state.sources.push(node && node.nodeType === 1 ? `${(node as Element).tagName.toLowerCase()}.${[...(node as Element).classList].join('.')}` : String(node?.nodeName));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { context, page: await context.newPage() };
}

/**
 * Run in the page: when React has committed the hydrated page (it answers clicks from then on),
 * the page's clock at that moment, else 0. React's key on the root appears when hydration starts;
 * the committed tree then replaces the root fiber's empty one.
 */
function hydratedAt() {
  const root = document.getElementById('__rspress_root');
  const key = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer')) : undefined;
  return key && (root as unknown as Record<string, { stateNode?: { current?: { child?: unknown } } } | undefined>)[key]?.stateNode?.current?.child ? performance.now() : 0;
}

/** Waits until React has committed the hydrated page. */
export const waitForHydration = (page: Page, options?: { timeout?: number; polling?: number | 'raf' }) => page.waitForFunction(hydratedAt, undefined, options);

/** How long a page may go without painting before a frame wait fails. */
const FRAME_TIMEOUT_MS = 15_000;

/**
 * Waits for two animation frames, so that what the last step changed has been laid out. Playwright
 * gives page.evaluate no time limit: a page that stops painting would keep the whole run waiting,
 * so the wait fails by itself, saying whether the page was hidden.
 */
export const nextFrames = (page: Page, timeoutMs = FRAME_TIMEOUT_MS) =>
  page.evaluate(
    (timeout) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no animation frame within ${timeout} ms (the page is ${document.visibilityState})`)), timeout);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          }),
        );
      }),
    timeoutMs,
  );

/** Scrolls to the bottom in steps (programmatic scrolling is not input, so its shifts count). */
export async function scrollThrough(page: Page, settle: () => Promise<unknown> = () => nextFrames(page)) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settle();
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
}

/** The layout shift recorded so far on a page opened with `newMeasuredPage`. */
export const layoutShift = (page: Page): Promise<LayoutShiftState> => page.evaluate(() => ({ cls: window.__layoutShift.cls, sources: [...new Set(window.__layoutShift.sources)] }));

/**
 * First-load JavaScript and CSS of `route`, in gzip bytes (level 9): every script and stylesheet
 * fetched until the page has hydrated and the network is idle, plus inline scripts and styles;
 * then its layout shift while scrolling to the bottom. Opens its own context (a phone unless told otherwise).
 */
/** A script or stylesheet the page fetched, with its gzip size. */
interface LoadedFile {
  type: string;
  file: string;
  gzip: number;
}

export async function measurePage(browser: Browser, baseURL: string, route: string, contextOptions: BrowserContextOptions = PHONE) {
  const { context, page } = await newMeasuredPage(browser, baseURL, contextOptions);
  try {
    return await measureOpenPage(page, route);
  } finally {
    await context.close();
  }
}

async function measureOpenPage(page: Page, route: string) {
  const bodies: Promise<LoadedFile>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const file = new URL(response.url()).pathname;
    bodies.push(response.body().then((body) => ({ type, file, gzip: gzip(body) }), () => ({ type, file, gzip: 0 })));
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  // Count until the page has hydrated and the network is quiet again: what hydration requests is
  // first-load weight too.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() => ({
    scripts: Array.from(document.querySelectorAll<HTMLScriptElement>('script:not([src])'))
      .filter((script) => !script.type || /javascript|module/.test(script.type))
      .map((script) => script.textContent ?? ''),
    styles: Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? ''),
  }));
  // What loads later (while scrolling, on intent) is not first-load weight.
  const files = await Promise.all(bodies.slice());
  await scrollThrough(page);
  const { cls, sources } = await layoutShift(page);
  const sum = (items: LoadedFile[]) => items.reduce((total, item) => total + item.gzip, 0);
  const scripts = files.filter((file) => file.type === 'script');
  const styles = files.filter((file) => file.type === 'stylesheet');
  return {
    js: sum(scripts) + inline.scripts.reduce((total, text) => total + gzip(text), 0),
    scripts,
    css: sum(styles) + inline.styles.reduce((total, text) => total + gzip(text), 0),
    styles,
    cls,
    sources,
  };
}
