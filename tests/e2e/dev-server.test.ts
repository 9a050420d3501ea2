// `npm run dev` (the README's way to write pages) starts and shows pages in both languages: the
// build-time plugins must also work on the dev server's output, which has no content hashes and
// carries React Refresh's code (the server once stopped at start-up on both).
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { RSPRESS_CLI, repoRoot } from './harness';

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let origin = '';
let log = '';

before(async () => {
  server = spawn(process.execPath, [RSPRESS_CLI, 'dev', '--port', '4377'], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    detached: true,
  });
  // The port may be taken; the server then says which one it chose.
  origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server did not start within 300 s:\n${log}`)), 300_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const local = /Local:\s+(http:\/\/localhost:\d+)/.exec(log);
      if (local) {
        clearTimeout(timer);
        resolve(local[1]);
      }
    };
    server?.stdout?.on('data', read);
    server?.stderr?.on('data', read);
    server?.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the dev server exited with ${code}:\n${log}`));
    });
  });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await once(server, 'exit');
  }
});

for (const [route, heading] of [
  ['/guide/start/quick-start', 'Quick start'],
  ['/zh/config/output/dist-path', 'output.distPath'],
]) {
  test(`the dev server shows ${route} with its sidebar, without errors`, async () => {
    assert.ok(browser);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The first request compiles the page: minutes when the machine is busy (npm test runs the
    // accessibility crawl beside it).
    await page.goto(new URL(route, origin).href, { timeout: 300_000 });
    const h1 = page.locator('h1').first();
    await h1.waitFor({ timeout: 300_000 });
    assert.equal((await h1.textContent())?.replace(/^#/, '').trim(), heading);
    assert.ok((await page.locator('.rp-doc-layout__sidebar a').count()) > 10, 'the sidebar lists pages');
    assert.deepEqual(errors, []);
    assert.doesNotMatch(log, /Build error/, 'no build error on the dev server');
    await page.close();
  });
}
