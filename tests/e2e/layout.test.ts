// Layout as a reader sees it, measured by boxes and points in Chromium: the defects of issue 29
// (numbered as there) and the general checks that would have caught them. In-page measurements
// are in layout-probes.js.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { nextFrames, useSite, type Site, waitForHydration } from './harness';

const PROBES = path.join(import.meta.dirname, 'layout-probes.js');
const PHONE = { width: 390, height: 800 };
const TABLET = { width: 1024, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const SMALL_PHONE = { width: 320, height: 640 };

interface Probes {
  isShown(element: Element): boolean;
  paintersAt(points: [number, number][], containers: string[]): { x: number; y: number; inside: number; element: string }[];
  clippedTexts(rootSelector: string): { text: string; clippedBy: string }[];
  touchingControls(rootSelector: string, minimumGap?: number): string[];
  lineTexts(element: Element): string[];
}
declare global {
  interface Window {
    layoutProbes: Probes;
  }
}

let site: Site;
useSite((opened) => (site = opened));

/** Opens `path` in a fresh context of that size, with the probes installed, once it has hydrated. */
async function open(pagePath: string, viewport: { width: number; height: number }, options: BrowserContextOptions = {}) {
  const { page, context } = await site.newPage({ viewport, ...options });
  await context.addInitScript({ path: PROBES });
  await page.goto(pagePath);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
  return page;
}

/** Scrolls by wheel, as a reader does, and waits until the page has got there and painted. */
async function wheel(page: Page, deltaY: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(page.viewportSize()!.width / 2, page.viewportSize()!.height / 2);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction((start) => window.scrollY !== start, before);
  // Let smooth scrolling and the scroll handlers finish: the position holds for two frames.
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
  await nextFrames(page);
}

/** Points across the top `height` pixels of the viewport: five columns, rows every 15 px. */
function stripPoints(width: number, height: number): [number, number][] {
  const points: [number, number][] = [];
  for (let y = 2; y < height; y += 15) for (const x of [0.02, 0.25, 0.5, 0.75, 0.98]) points.push([Math.round(width * x), y]);
  return points;
}

// The navbar (the page's banner landmark), below 1280 px the bar naming the heading being read,
// and the page's columns below them (the sidebar and the outline are the page's `aside`s).
const TOP_BARS = ['header', '.rp-doc-layout__menu', 'aside'];

async function assertOnlyBarsInTopStrip(page: Page, when: string) {
  const { width } = page.viewportSize()!;
  // The strip down to the bottom of the last bar: 64 px of navbar, plus 46 px of bar below 1280 px.
  const bottom = await page.evaluate(() => {
    const bars = [document.querySelector('header'), document.querySelector('.rp-doc-layout__menu')];
    return Math.max(64, ...bars.filter((bar) => bar && window.layoutProbes.isShown(bar)).map((bar) => bar!.getBoundingClientRect().bottom));
  });
  const painters = await page.evaluate(([points, bars]) => window.layoutProbes.paintersAt(points, bars), [stripPoints(width, bottom), TOP_BARS] as const);
  const strays = painters.filter((point) => point.inside < 0).map((point) => `${point.element} at ${point.x},${point.y}`);
  assert.deepEqual(strays.slice(0, 6), [], `${width} px, ${when}: only the bars are painted in the top ${Math.round(bottom)} px`);
}

describe('the top of doc pages', () => {
  for (const viewport of [PHONE, TABLET, DESKTOP]) {
    test(`(1) ${viewport.width} px: after scrolling down and back up, only the navbar and the page's bars are in the top strip`, async () => {
      for (const pagePath of ['/guide/start/quick-start', '/zh/guide/start/quick-start']) {
        const page = await open(pagePath, viewport);
        await wheel(page, 1600);
        await assertOnlyBarsInTopStrip(page, `${pagePath} scrolled down`);
        const navBottom = await page.locator('header').evaluate((header) => header.getBoundingClientRect().bottom);
        assert.equal(navBottom, 64, 'the navbar stays in place');
        await wheel(page, -400);
        await assertOnlyBarsInTopStrip(page, `${pagePath} scrolled back up`);
        await page.context().close();
      }
    });
  }

  test('(4) the navbar is opaque near the top of a doc page, in both themes', async () => {
    for (const [colorScheme, background] of [
      ['light', 'rgb(255, 255, 255)'],
      ['dark', 'rgb(18, 18, 18)'],
    ] as const) {
      const page = await open('/guide/start/quick-start', DESKTOP, { colorScheme });
      await wheel(page, 50);
      assert.ok((await page.evaluate(() => window.scrollY)) < 100, 'still within the first 100 px');
      const color = await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
      assert.equal(color, background, `${colorScheme}: the navbar's background`);
      await page.context().close();
    }
  });
});

describe("the phone and tablet bar naming the page's headings", () => {
  /** The gap between the ends of "Menu"'s text and the outline title's text, in px. */
  const menuToTitleGap = (page: Page) =>
    page.evaluate(() => {
      const bar = document.querySelector('.rp-sidebar-menu')!;
      const [menu, outline] = [bar.querySelector('.rp-sidebar-menu__left span')!, bar.querySelector('.rp-sidebar-menu__right__text')!];
      const range = document.createRange();
      range.selectNodeContents(menu);
      const menuRight = range.getBoundingClientRect().right;
      range.selectNodeContents(outline);
      return { gap: range.getBoundingClientRect().left - menuRight, title: outline.textContent };
    });

  test('(2) phone: the outline title stands apart from "Menu", in both languages, at the top and while reading', async () => {
    for (const [pagePath, title] of [
      ['/guide/start/quick-start', 'ON THIS PAGE'],
      ['/zh/guide/start/quick-start', '目录'],
    ]) {
      const page = await open(pagePath, PHONE);
      const atTop = await menuToTitleGap(page);
      assert.equal(atTop.title, title);
      assert.ok(atTop.gap >= 16, `${pagePath}: "${atTop.title}" starts ${atTop.gap} px after "Menu"`);
      await wheel(page, 1600);
      const reading = await menuToTitleGap(page);
      assert.notEqual(reading.title, title, 'the bar names a heading once scrolled');
      assert.ok(reading.gap >= 16, `${pagePath}: "${reading.title}" starts ${reading.gap} px after "Menu"`);
      await page.context().close();
    }
  });

  test('(3) tablet: the outline title is not under the sidebar', async () => {
    const page = await open('/guide/start/quick-start', TABLET);
    const hit = await page.evaluate(() => {
      const text = document.querySelector('.rp-sidebar-menu__right__text')!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      const element = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return { text: text.textContent, onTop: Boolean(element && text.contains(element)), painter: element?.className };
    });
    assert.equal(hit.text, 'ON THIS PAGE');
    assert.ok(hit.onTop, `the title's first letters are drawn, not ${hit.painter}`);
  });

  test('(11) a page without headings shows no dead outline control', async () => {
    for (const viewport of [PHONE, TABLET]) {
      const page = await open('/config/', viewport);
      const control = page.getByRole('button', { name: 'ON THIS PAGE' });
      if ((await control.count()) > 0 && (await control.isDisabled())) {
        assert.equal(await control.evaluate((element) => window.layoutProbes.isShown(element)), false, `${viewport.width} px: a disabled outline control is drawn`);
      }
      await page.context().close();
    }
  });

  test('(13) phone, end of a page: the bar and the outline name the same heading', async () => {
    for (const pagePath of ['/guide/start/quick-start', '/zh/guide/start/quick-start']) {
      const page = await open(pagePath, PHONE);
      await wheel(page, 100_000);
      await page.locator('.rp-sidebar-menu__right').click();
      await page.locator('.rp-doc-layout__outline--open').waitFor();
      await nextFrames(page);
      const barText = (await page.locator('.rp-sidebar-menu__right__text').textContent())?.trim();
      const outlineText = (await page.locator('.rp-doc-layout__outline .rp-toc-item--active').textContent())?.trim();
      assert.ok(barText && barText !== 'ON THIS PAGE' && barText !== '目录', `${pagePath}: the bar names a heading (${barText})`);
      assert.equal(outlineText, barText, pagePath);
      await page.context().close();
    }
  });
});

describe('search', () => {
  async function openSearch(page: Page) {
    const { width } = page.viewportSize()!;
    await page.locator(width <= 768 ? '.rp-search-button--mobile' : '.rp-search-button').click();
    await page.getByRole('searchbox').or(page.locator('.DocSearch-Input')).first().waitFor();
    await nextFrames(page);
  }

  test('(5) home, phone: the search modal covers the banner and everything else', async () => {
    for (const pagePath of ['/', '/zh/']) {
      const page = await open(pagePath, PHONE);
      await openSearch(page);
      const { width, height } = page.viewportSize()!;
      const points: [number, number][] = [];
      for (let y = 2; y < height; y += 40) for (let x = 2; x < width; x += 48) points.push([x, y]);
      const painters = await page.evaluate((grid) => window.layoutProbes.paintersAt(grid, ['.DocSearch-Container']), points);
      const strays = painters.filter((point) => point.inside < 0).map((point) => `${point.element} at ${point.x},${point.y}`);
      assert.deepEqual(strays.slice(0, 6), [], `${pagePath}: every point of the screen is the modal's`);
      await page.context().close();
    }
  });

  test('(6, 9) desktop: one focus ring around the search box; the shortcut reads as two keys', async () => {
    const page = await open('/guide/start/quick-start', DESKTOP);
    const keys = await page.locator('.rp-search-button__hotkey span').evaluateAll((spans) => {
      const [first, second] = spans.map((span) => span.getBoundingClientRect());
      return { text: spans.map((span) => span.textContent), gap: second.left - first.right };
    });
    assert.deepEqual(keys.text, ['Ctrl', 'K']);
    assert.ok(keys.gap >= 2, `the key names are ${keys.gap} px apart`);
    await openSearch(page);
    const input = await page.locator('.DocSearch-Input').evaluate((element) => ({
      focused: element.matches(':focus-visible'),
      outline: getComputedStyle(element).outlineStyle,
    }));
    assert.deepEqual(input, { focused: true, outline: 'none' });
  });

  test('(8) dark: the search modal uses the page\'s own background', async () => {
    const page = await open('/guide/start/quick-start', DESKTOP, { colorScheme: 'dark' });
    await openSearch(page);
    await page.keyboard.type('dist path');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const colors = await page.evaluate(() => ({
      modal: getComputedStyle(document.querySelector('.DocSearch-Modal')!).backgroundColor,
      footer: getComputedStyle(document.querySelector('.DocSearch-Footer')!).backgroundColor,
    }));
    assert.deepEqual(colors, { modal: 'rgb(18, 18, 18)', footer: 'rgb(18, 18, 18)' });
  });

  test('(16) phone: the results reach the bottom of the screen, with no empty footer bar below them', async () => {
    const page = await open('/guide/start/quick-start', PHONE);
    await openSearch(page);
    await page.keyboard.type('environment variables');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await nextFrames(page);
    const dropdownBottom = await page.locator('.DocSearch-Dropdown').evaluate((element) => element.getBoundingClientRect().bottom);
    assert.equal(Math.round(dropdownBottom), PHONE.height);
  });

  test('(7) phone: no result title or snippet is cut without an ellipsis, in both languages', async () => {
    for (const [pagePath, query] of [
      ['/guide/start/quick-start', 'transform import'],
      ['/guide/start/quick-start', 'html template'],
      ['/zh/guide/start/quick-start', 'distPath'],
    ]) {
      const page = await open(pagePath, PHONE);
      await openSearch(page);
      await page.keyboard.type(query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      await nextFrames(page);
      assert.deepEqual(await page.evaluate(() => window.layoutProbes.clippedTexts('.DocSearch-Dropdown')), [], pagePath);
      await page.context().close();
    }
  });
});

describe('the navbar', () => {
  test('(12) 769–1023 px: the site title never runs under the search button', async () => {
    const page = await open('/guide/start/quick-start', { width: 770, height: 700 });
    for (const width of [770, 785, 799, 900, 1023]) {
      await page.setViewportSize({ width, height: 700 });
      await nextFrames(page);
      const boxes = await page.evaluate(() => ({
        title: document.querySelector('header a[href="/"]')!.getBoundingClientRect().right,
        search: document.querySelector('header .rp-search-button')!.getBoundingClientRect().left,
      }));
      assert.ok(boxes.search - boxes.title >= 8, `${width} px: title ends at ${boxes.title}, search starts at ${boxes.search}`);
    }
  });

  test("no two of the navbar's or the bar's controls touch, 320 to 1440 px", async () => {
    const page = await open('/guide/start/quick-start', SMALL_PHONE);
    for (const width of [320, 390, 780, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      assert.deepEqual(await page.evaluate(() => window.layoutProbes.touchingControls('header')), [], `${width} px: navbar`);
      assert.deepEqual(await page.evaluate(() => window.layoutProbes.touchingControls('.rp-doc-layout__menu')), [], `${width} px: bar`);
    }
  });
});

describe('the home page', () => {
  test('(14) phone: the banner shows its whole message, in both languages', async () => {
    for (const [pagePath, viewport] of [
      ['/', PHONE],
      ['/', SMALL_PHONE],
      ['/zh/', PHONE],
    ] as const) {
      const page = await open(pagePath, viewport);
      const link = await page.getByRole('complementary', { name: /Announcement|公告/ }).getByRole('link').evaluate((element) => ({
        overflows: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
        text: element.textContent,
      }));
      assert.equal(link.overflows, false, `${pagePath} at ${viewport.width} px: "${link.text}" is cut`);
      await page.context().close();
    }
  });

  test('(15) 320×640: the ecosystem popover fits the screen below the banner', async () => {
    const page = await open('/', SMALL_PHONE);
    await page.getByRole('button', { name: 'Rstack ecosystem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rstack ecosystem' });
    await dialog.waitFor();
    const box = await dialog.evaluate((element) => {
      const card = element.firstElementChild!.getBoundingClientRect();
      return { top: card.top, bottom: card.bottom, left: card.left, right: card.right };
    });
    assert.ok(box.top >= 0 && box.left >= 0 && box.right <= 320 && box.bottom <= 640, `the popover's box: ${JSON.stringify(box)}`);
  });

  test('(17) targets of at least 24 px: the versions toggle and the code buttons', async () => {
    const home = await open('/', DESKTOP);
    const toggle = await home.getByText('Every package version measured').boundingBox();
    assert.ok(toggle && toggle.height >= 24, `the toggle is ${toggle?.height} px tall`);
    const doc = await open('/guide/start/quick-start', DESKTOP);
    const buttons = await doc.locator('.rp-code-button-group__button').evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).slice(0, 4).map((element) => {
        const box = element.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)];
      }),
    );
    assert.ok(buttons.length >= 2);
    for (const [width, height] of buttons) assert.ok(width >= 24 && height >= 24, `a code button of ${width}×${height} px`);
  });

  test('a footer with the license line and the main links, in both languages', async () => {
    for (const [pagePath, guide, license] of [
      ['/', 'Guide', 'Rsbuild is released under the MIT License.'],
      ['/zh/', '指南', 'Rsbuild 基于 MIT 许可证发布。'],
    ]) {
      const page = await open(pagePath, PHONE);
      const footer = page.getByRole('contentinfo');
      assert.equal(await footer.count(), 1, `${pagePath}: one footer landmark`);
      assert.match((await footer.textContent()) ?? '', new RegExp(license.replace(/[.]/g, '\\.')));
      assert.equal(await footer.getByRole('link', { name: guide, exact: true }).getAttribute('href'), pagePath === '/' ? '/guide/start/' : '/zh/guide/start/');
      assert.ok(await footer.getByRole('link', { name: /GitHub/ }).isVisible());
      await page.context().close();
    }
  });
});

describe('long names on phones', () => {
  test('(18) an h1 naming an option breaks after a dot, not inside a word', async () => {
    const page = await open('/config/performance/chunk-split', { width: 320, height: 640 });
    const lines = await page.locator('h1').first().evaluate((h1) => window.layoutProbes.lineTexts(h1));
    assert.ok(lines.length >= 2, `the h1 takes ${lines.length} line(s): ${lines.join(' | ')}`);
    assert.deepEqual(lines, ['performance.', 'chunkSplit']);
  });

  test('a command-line flag in a narrow table cell keeps its dashes with its name', async () => {
    const page = await open('/guide/debug/debug-mode', PHONE);
    const cells = page.locator('td:first-child code');
    const lines: Record<string, string[]> = {};
    for (const label of ['--output <output>', '--environment <name>', '--env-mode <mode>', '-c, --config <config>']) {
      lines[label] = await cells.filter({ hasText: label }).first().evaluate((code) => window.layoutProbes.lineTexts(code));
    }
    assert.deepEqual(lines, {
      '--output <output>': ['--output', '<output>'],
      '--environment <name>': ['--environment', '<name>'],
      '--env-mode <mode>': ['--env-mode', '<mode>'],
      '-c, --config <config>': ['-c, --config', '<config>'],
    });
  });

  test('(18) a code span over several lines draws its padding on every line', async () => {
    const page = await open('/config/output/dist-path', PHONE);
    const insets = await page.evaluate(() => {
      // The longest code span in the text: the default value.
      const code = [...document.querySelectorAll('.rp-doc p code, .rp-doc li code')].sort((a, b) => b.textContent!.length - a.textContent!.length)[0];
      const fragments = [...code.getClientRects()];
      const range = document.createRange();
      const text = code.firstChild!;
      const firstLeft: number[] = [];
      for (let i = 0; i < text.textContent!.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getBoundingClientRect();
        const line = fragments.findIndex((fragment) => box.top >= fragment.top - 1 && box.bottom <= fragment.bottom + 1);
        if (line >= 0 && firstLeft[line] === undefined && text.textContent![i].trim()) firstLeft[line] = box.left - fragments[line].left;
      }
      return { lines: fragments.length, insets: firstLeft.map(Math.round) };
    });
    assert.ok(insets.lines >= 2, 'the default wraps on a phone');
    for (const inset of insets.insets) assert.ok(inset >= 6, `a line of the code span starts ${inset} px from its box: ${insets.insets}`);
  });
});

describe('general layout', () => {
  const PAGES = ['/', '/guide/start/quick-start', '/config/', '/zh/config/output/dist-path'];

  test('no horizontal overflow from 320 to 1440 px', async () => {
    for (const pagePath of PAGES) {
      const page = await open(pagePath, SMALL_PHONE);
      for (const width of [320, 390, 768, 820, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await nextFrames(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= width, `${pagePath} at ${width} px is ${scrollWidth} px wide`);
      }
      await page.context().close();
    }
  });

  test('(10) no text of the navbar, the bars or the pages is cut without an ellipsis', async () => {
    for (const pagePath of PAGES) {
      const page = await open(pagePath, SMALL_PHONE);
      for (const width of [320, 390, 820, 860, 1024, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await nextFrames(page);
        const clipped = await page.evaluate(() => window.layoutProbes.clippedTexts('header, .rp-doc-layout__menu, main, footer'));
        assert.deepEqual(clipped, [], `${pagePath} at ${width} px`);
      }
      await page.context().close();
    }
  });

  test('menus and popovers fit a 320×640 screen', async () => {
    const page = await open('/guide/start/quick-start', SMALL_PHONE);
    const fits = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.left >= 0 && box.right <= 320 && box.bottom <= 640;
      });
    // The navbar's menu (the hamburger), then the page's sidebar and outline.
    await page.locator('.rp-nav-hamburger__sm').click();
    await page.locator('.rp-nav-screen').waitFor();
    assert.ok(await fits('.rp-nav-screen'), 'the navbar menu');
    await page.locator('.rp-nav-hamburger__sm').click();
    await page.locator('.rp-nav-screen').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Menu' }).click();
    // It slides in from the left.
    await page.waitForFunction(() => document.querySelector('.rp-doc-layout__sidebar--open')?.getBoundingClientRect().left === 0);
    assert.ok(await fits('.rp-doc-layout__sidebar'), 'the sidebar');
  });
});

describe('landmarks in the HTML the server sends', () => {
  test('the sidebar is named before any script runs', async () => {
    for (const [pagePath, label] of [
      ['/guide/start/quick-start', 'Pages in this section'],
      ['/zh/guide/start/quick-start', '本部分页面'],
    ]) {
      const response = await fetch(new URL(pagePath, site.url));
      const html = await response.text();
      assert.match(html, new RegExp(`<aside aria-label="${label}" class="rp-doc-layout__sidebar`), pagePath);
    }
  });
});
