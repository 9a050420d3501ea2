import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { readPage } from '../../site/docs-source/index';
import { nextFrames, useSite, type Site, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    primary: 'Get Started',
    benchmark: 'Quick at every step',
    benchCase: 'a React app with 1,000 components',
    allVersions: 'Every package version measured',
    tools: 'Part of the Rstack toolchain',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    primary: '快速开始',
    benchmark: '每一步都很快',
    benchCase: '包含 1000 个组件的 React 应用',
    allVersions: '所测全部依赖的版本',
    tools: 'Rstack 工具链的一员',
  },
] as const;
/** The committed run of `npm run bench:tools`: its date, machine and headline versions. */
const BENCH_RUN = ['2026-11-26', 'Intel(R) Xeon(R) Processor', 'Rsbuild 1.7.6 · Vite 8.3.8 · webpack 5.113.0'];
const CJK = /[\u4e00-\u9fa5]/;

/** The feature titles and the hero subtitle, read from the page's frontmatter. */
function frontmatterOf(lang: string) {
  const { frontmatter } = readPage(lang, 'index.md');
  return {
    features: (frontmatter.features as { title: string }[]).map((feature) => feature.title),
    subtitle: frontmatter.hero.text as string,
  };
}

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const barFractions = (page: Page) =>
  page.locator('.rsb-bench__row').evaluateAll((rows) =>
    rows.map((row) => {
      const bar = row.querySelector('.rsb-bench__bar')!.getBoundingClientRect().width;
      const track = row.querySelector('.rsb-bench__track')!.getBoundingClientRect().width;
      return bar / track;
    }),
  );
const timeLabels = (page: Page) => page.locator('.rsb-bench__time').allInnerTexts();

// The committed run's medians, one panel per metric (dev start, build, HMR), one row per measured
// setup inside it (Rsbuild, Vite + SWC, webpack + SWC, webpack + Babel). Update with the data file
// after a new run.
const expectedTimes = [2.616, 6.634, 9.395, 13.15, 1.405, 0.801, 6.227, 13.179, 0.258, 0.296, 1.337, 1.365];
const expectedLabels = ['2.62s', '6.63s', '9.39s', '13.15s', '1.41s', '801ms', '6.23s', '13.18s', '258ms', '296ms', '1.34s', '1.36s'];
const longest = 13.179;

test('every home section renders in both languages', async () => {
  const { page } = await site.newPage();
  const errors = watchErrors(page);
  for (const { lang, prefix, primary, benchmark, benchCase, allVersions, tools } of LANGS) {
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    const { features, subtitle } = frontmatterOf(lang);
    // Hero.
    assert.equal(await page.locator('h1#rsb-hero-title').innerText(), 'Rsbuild');
    assert.equal(await page.locator('.rsb-hero__subtitle').innerText(), subtitle);
    assert.equal(await page.locator('.rsb-hero__logo').getAttribute('width'), '112');
    const primaryButton = page.locator('.rsb-hero__action--primary');
    assert.equal(await primaryButton.innerText(), primary);
    assert.equal(await primaryButton.getAttribute('href'), `${prefix}/guide/start/quick-start`);
    const secondary = page.locator('.rsb-hero__action--secondary');
    assert.match(await secondary.innerText(), /^GitHub/);
    assert.equal(await secondary.getAttribute('href'), 'https://github.com/web-infra-dev/rsbuild');
    assert.equal(await secondary.getAttribute('target'), '_blank');
    assert.equal(await secondary.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(await page.locator('.rsb-star-field[aria-hidden="true"] .rsb-star-field__star').count(), 35);
    assert.equal(await page.locator('.rsb-hero__oval[aria-hidden="true"]').count(), 1);
    assert.equal(await page.locator('.rp-home-background.rsb-landing-bg').count(), 1, 'the landing background');
    // Feature cards: every frontmatter feature, linking to pages of the same language.
    assert.deepEqual(await page.locator('.rsb-features__title').allInnerTexts(), features);
    for (const href of await page.locator('a.rsb-features__card').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      assert.ok(lang === 'zh' ? href?.startsWith('/zh/') : !href?.startsWith('/zh/'), `${lang} feature link ${href}`);
    }
    assert.equal(await page.locator('.rsb-features__icon img[width="28"][height="28"]').count(), features.length);
    // Benchmark: title, twelve bars (four measured setups), then the case, date, machine and versions of the run.
    assert.equal(await page.locator('#rsb-bench-title').innerText(), benchmark);
    assert.equal(await page.locator('.rsb-bench__bar').count(), 12);
    const sourceText = await page.locator('.rsb-bench__source').innerText();
    for (const fact of [benchCase, ...BENCH_RUN]) assert.ok(sourceText.includes(fact), `${lang}: "${fact}" in "${sourceText}"`);
    const versions = page.locator('.rsb-bench__versions');
    assert.equal(await versions.getAttribute('open'), null, 'the full version list starts closed');
    assert.equal(await versions.locator('summary').innerText(), allVersions);
    await versions.locator('summary').click();
    const versionItems = await versions.locator('li').allInnerTexts();
    assert.equal(versionItems.length, 5, 'one line per measured setup and one for Node.js, Chromium and React');
    assert.ok(versionItems[0].startsWith('Rsbuild: @rsbuild/core 1.7.6, @rsbuild/plugin-react 1.4.6'), versionItems[0]);
    assert.ok(versionItems[2].includes('swc-loader 0.2.7, @swc/core 1.16.22'), versionItems[2]);
    assert.ok(versionItems[3].includes('babel-loader 10.1.1, @babel/core 7.29.13'), versionItems[3]);
    // Tool stack.
    assert.equal(await page.locator('#rsb-tools-title').innerText(), tools);
    assert.equal(await page.locator('.rsb-tools__card').count(), 6);
    // Chinese pages speak Chinese in every section of ours.
    const texts = [await page.locator('.rsb-bench__lead').innerText(), await page.locator('.rsb-tools__lead').innerText()];
    for (const text of texts) assert.equal(CJK.test(text), lang === 'zh', `${lang}: ${text}`);
  }
  assert.deepEqual(errors, []);
});

test('the six tool cards open each tool in a new tab, with lazy, sized logos', async () => {
  const { page } = await site.newPage();
  const expected = [
    ['Rspack', 'https://rspack.rs', 'rspack.rs'],
    ['Rsbuild', 'https://rsbuild.rs', 'rsbuild.rs'],
    ['Rspress', 'https://rspress.rs', 'rspress.rs'],
    ['Rslib', 'https://rslib.rs', 'rslib.rs'],
    ['Rsdoctor', 'https://rsdoctor.rs', 'rsdoctor.rs'],
    ['Rstest', 'https://rstest.rs', 'rstest.rs'],
  ];
  for (const { lang, prefix } of LANGS) {
    await page.goto(`${prefix}/`);
    const cards = await page.locator('.rsb-tools__card').evaluateAll((links) =>
      links.map((link) => {
        const img = link.querySelector('img')!;
        return {
          name: link.querySelector('.rsb-tools__name')!.textContent,
          desc: link.querySelector('.rsb-tools__desc')!.textContent ?? '',
          url: link.querySelector('.rsb-tools__url')!.textContent,
          href: link.getAttribute('href'),
          target: link.getAttribute('target'),
          rel: link.getAttribute('rel'),
          loading: img.getAttribute('loading'),
          size: [img.getAttribute('width'), img.getAttribute('height')],
          src: img.getAttribute('src'),
        };
      }),
    );
    assert.deepEqual(
      cards.map((card) => [card.name, card.href, card.url]),
      expected,
    );
    for (const card of cards) {
      assert.equal(card.target, '_blank', `${card.name} target`);
      assert.equal(card.rel, 'noopener noreferrer', `${card.name} rel`);
      assert.equal(card.loading, 'lazy', `${card.name} logo is lazy`);
      assert.deepEqual(card.size, ['48', '48'], `${card.name} logo has its size`);
      assert.match(card.src ?? '', /^\/ecosystem\/.+\.svg$/);
      assert.equal(CJK.test(card.desc), lang === 'zh', `${lang} ${card.name} description`);
    }
  }
});

test('benchmark bars start empty and grow once, when in view, to time ÷ the longest time', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
  const chart = page.locator('.rsb-bench__chart');
  assert.equal(await chart.getAttribute('data-state'), 'waiting');
  assert.ok((await barFractions(page)).every((fraction) => fraction === 0), 'no bar has grown before it is seen');
  assert.ok((await timeLabels(page)).every((label) => label === '0ms'));

  await chart.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.rsb-bench__chart')?.getAttribute('data-state') === 'running');
  // Part-way: once the longest bar has visibly grown, it is still short of its end and its label
  // still counting.
  const longestIndex = expectedTimes.indexOf(longest);
  await page.waitForFunction((index) => {
    const row = document.querySelectorAll('.rsb-bench__row')[index];
    const bar = row.querySelector('.rsb-bench__bar')!.getBoundingClientRect().width;
    return bar / row.querySelector('.rsb-bench__track')!.getBoundingClientRect().width > 0.05;
  }, longestIndex);
  const midway = await barFractions(page);
  assert.ok(midway[longestIndex] < 0.9, `longest bar midway at ${midway[longestIndex]}`);
  const midLabel = (await timeLabels(page))[longestIndex];
  assert.notEqual(midLabel, expectedLabels[longestIndex], 'the label is still counting');

  await page.waitForFunction(() => document.querySelector('.rsb-bench__chart')?.getAttribute('data-state') === 'done', undefined, {
    timeout: (longest + 3) * 1000,
  });
  // The CSS transitions end with the JS clock, give or take a frame.
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => (animation.effect as KeyframeEffect | null)?.target?.classList.contains('rsb-bench__bar')),
  );
  const fractions = await barFractions(page);
  expectedTimes.forEach((time, index) => {
    assert.ok(Math.abs(fractions[index] - time / longest) < 0.01, `bar ${index}: ${fractions[index]} vs ${time / longest}`);
  });
  assert.deepEqual(await timeLabels(page), expectedLabels);

  // Scrolling away and back does not replay it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  await chart.scrollIntoViewIfNeeded();
  await nextFrames(page);
  assert.equal(await chart.getAttribute('data-state'), 'done');
  assert.deepEqual(await barFractions(page), fractions);
});

test('reduced motion: final bars at once, no twinkle, no glow animation, stars stay put', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('.rsb-bench__chart')?.getAttribute('data-state') === 'done');
  const fractions = await barFractions(page);
  expectedTimes.forEach((time, index) => assert.ok(Math.abs(fractions[index] - time / longest) < 0.01, `bar ${index}`));
  assert.deepEqual(await timeLabels(page), expectedLabels);
  const animations = await page.evaluate(() => ({
    star: getComputedStyle(document.querySelector('.rsb-star-field__star')!).animationName,
    oval: getComputedStyle(document.querySelector('.rsb-hero__oval')!).animationName,
    bar: getComputedStyle(document.querySelector('.rsb-bench__bar')!).transitionDuration,
  }));
  assert.deepEqual(animations, { star: 'none', oval: 'none', bar: '0s' });
  const star = await page.locator('.rsb-star-field__star').nth(10).boundingBox();
  await page.mouse.move(star!.x + 20, star!.y + 10);
  // The field answers a pointer on its next frames; under reduced motion it must not.
  await nextFrames(page);
  await nextFrames(page);
  assert.equal(await page.locator('.rsb-star-field__star').nth(10).evaluate((node) => (node as HTMLElement).style.translate), '');
});

test('stars lean toward a pointer within 100 px and settle when it leaves', async () => {
  const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/');
  await waitForHydration(page);
  const boxes = await page.locator('.rsb-star-field__star').evaluateAll((stars) =>
    stars.map((star) => {
      const box = star.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  // A star clear of the navbar, with room on its right for the pointer.
  const index = boxes.findIndex((box) => box.y > 150 && box.x > 100 && box.x < 1000);
  assert.ok(index >= 0, 'found a star to test');
  const star = page.locator('.rsb-star-field__star').nth(index);
  // The field starts listening when its effect has run, which may be after hydration on a slow
  // machine: nudge the pointer by a pixel until the star answers (a bounded wait on a condition).
  const leaning = () => star.evaluate((node) => (node as HTMLElement).style.translate !== '');
  for (let attempt = 0; attempt < 100 && !(await leaning()); attempt++) {
    await page.mouse.move(boxes[index].x + 60 + (attempt % 2), boxes[index].y);
  }
  assert.ok(await leaning(), 'the star leans toward the pointer');
  const [dx] = (await star.evaluate((node) => (node as HTMLElement).style.translate)).split(' ').map(Number.parseFloat);
  assert.ok(dx > 0, 'the star moves toward the pointer (to its right)');
  await page.mouse.move(boxes[index].x + 400, boxes[index].y + 200 > 700 ? boxes[index].y - 200 : boxes[index].y + 200);
  await page.waitForFunction((i) => (document.querySelectorAll('.rsb-star-field__star')[i] as HTMLElement).style.translate === '', index);
});

test('the announcement banner shows on the home page only and stays dismissed', async () => {
  const { page } = await site.newPage();
  await page.goto('/guide/start/');
  assert.equal(await page.locator('.rsb-announcement').count(), 0, 'not on doc pages');
  await page.goto('/zh/');
  await waitForHydration(page);
  const banner = page.locator('.rsb-announcement');
  assert.equal(await banner.locator('.rp-banner__link').innerText(), '本文档适用于 Rsbuild 1.x，另见 Rsbuild 2 文档。');
  assert.equal(await banner.locator('.rp-banner__link').getAttribute('href'), 'https://rsbuild.rs/');
  // The close control is a labelled button that the keyboard can press.
  // The control is completed by an effect after hydration: wait for it rather than race it.
  const close = banner.locator('.rp-banner__close[role="button"]');
  await close.waitFor();
  assert.equal(await close.getAttribute('role'), 'button');
  assert.equal(await close.getAttribute('aria-label'), '关闭公告');
  await close.focus();
  await page.keyboard.press('Enter');
  await banner.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), 'rsbuild-banner-dismissed:rsbuild-2x-docs'), 'true');
  await page.goto('/');
  await waitForHydration(page);
  assert.equal(await page.locator('.rsb-announcement').isVisible(), false, 'still dismissed after a reload');
});

test('no console errors on the home pages, light and dark, desktop and mobile', async () => {
  for (const options of [
    { colorScheme: 'light' as const, viewport: { width: 1280, height: 800 } },
    { colorScheme: 'dark' as const, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  ]) {
    const { page } = await site.newPage(options);
    const errors = watchErrors(page);
    for (const { prefix } of LANGS) {
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      await page.locator('.rsb-tools').scrollIntoViewIfNeeded();
      await page.locator('.rsb-eco__button').click();
      await page.locator('.rsb-eco__panel:not([hidden])').waitFor();
      await page.waitForLoadState('networkidle');
    }
    assert.deepEqual(errors, [], `${options.colorScheme} ${options.viewport.width}px`);
  }
});
