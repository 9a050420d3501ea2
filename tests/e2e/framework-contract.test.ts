// The site's rewrites of the framework's output (site/framework/, theme/framework/), each checked
// by its fingerprint on a build of the real config over a small fixture. An upgrade of
// @rspress/core that moves a shape they rely on fails the build (each rewrite counts its matches)
// or one of these tests, never silently.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { startServer } from '../../scripts/serve';
import { buildFixtureSite, repoRoot, waitForHydration } from './harness';

const outDir = path.join(repoRoot, '.tmp/framework-contract-site');
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
let buildLog: string;
let url: string;
let browser: Browser;
let server: import('node:http').Server;

/** The one script every page loads first (React, the router, the framework, the site). */
const entryScript = () => {
  const name = readdirSync(path.join(outDir, 'static/js')).find((file) => /^index\.[0-9a-f]+\.js$/.test(file));
  assert.ok(name, 'static/js/index.<hash>.js');
  return read(`static/js/${name}`);
};

before(async () => {
  const build = buildFixtureSite('framework-contract');
  buildLog = build.output;
  assert.equal(build.status, 0, buildLog);
  ({ server, url } = await startServer({ root: outDir }));
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test('the build ran every rewrite: none of them reported that it matched nothing', () => {
  assert.doesNotMatch(buildLog, /framework coupling/);
});

test('page list emptied: no page description or outline in the script every page loads', () => {
  const entry = entryScript();
  assert.doesNotMatch(entry, /whose description travels with its own data only/);
  assert.doesNotMatch(entry, /What is new/);
  // The description reaches the page's own head through its own data.
  assert.match(read('guide.html'), /<meta name="description" content="The fixture guide page, whose description travels with its own data only\."/);
});

test('route table slimmed: one list of source files, routes derived in the browser', () => {
  const entry = entryScript();
  assert.match(entry, /\["en\/community\/releases\/v1-0\.md","en\/guide\.md","en\/index\.md","zh\/community\/releases\/v1-0\.md","zh\/guide\.md","zh\/index\.md"\]/);
  const asyncFiles = readdirSync(path.join(outDir, 'static/js/async'));
  assert.ok(asyncFiles.length > 0);
  for (const file of asyncFiles) assert.match(file, /^[0-9a-f]{10}\.js(\.LICENSE\.txt)?$/, 'async file names without chunk names');
});

test('sidebar source keys dropped from the site data', () => {
  assert.doesNotMatch(entryScript(), /_fileKey:"(en|zh)\//);
});

test('each page carries its own head links: feeds on the home page, what the first paint waits for', () => {
  const home = read('index.html');
  assert.match(home, /<link rel="alternate" type="application\/rss\+xml" title="Rsbuild releases \(RSS\)" href="https:\/\/rsbuild\.rs\/rss\/releases-en\.rss">/);
  assert.match(home, /<link rel="expect" href="#rsb-features" blocking="render">/);
  assert.match(read('guide.html'), /<link rel="expect" href="#rsb-navbar-end" blocking="render">/);
});

test('heading anchors out of the Tab order: every `#` link in a heading has tabindex -1', () => {
  const html = read('guide.html');
  const anchors = [...html.matchAll(/<h2[^>]*>[\s\S]*?<\/h2>/g)].flatMap((heading) => [...heading[0].matchAll(/<a\b[^>]*>#<\/a>/g)].map((a) => a[0]));
  assert.equal(anchors.length, 2, 'one anchor per h2');
  for (const anchor of anchors) assert.match(anchor, /tabindex="-1"/);
});

test('code samples as HTML strings with tokens painted by class', () => {
  const html = read('guide.html');
  assert.match(html, /<span class="shiki-token-keyword">const<\/span>/);
  assert.doesNotMatch(html, /style="color:var\(--shiki-token-/);
});

test('feeds free of framework UI: no buttons, copy texts or anchor marks; the heading is its text', () => {
  for (const lang of ['en', 'zh']) {
    const feed = read(`rss/releases-${lang}.rss`);
    assert.match(feed, /<item>/, `${lang} has its item`);
    assert.doesNotMatch(feed, /<button|Copy Markdown|复制 Markdown|>#<\/a>|<h[1-6][^>]*>\s*<a\b/, lang);
  }
  assert.match(read('rss/releases-en.rss'), / id="what-is-new">What is new<\/h2>/);
});

test('browser-side workarounds: the theme switch is a named button, the sidebar landmark is named', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  await page.goto(`${url}/guide`);
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('.rp-switch-appearance[role="button"]') !== null);
  assert.equal(await page.locator('.rp-switch-appearance[role="button"]').first().getAttribute('aria-label'), 'Switch between light and dark theme');
  assert.equal(await page.locator('aside[aria-label]').first().getAttribute('aria-label'), 'Pages in this section');
  await context.close();
});
