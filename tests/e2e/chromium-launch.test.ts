// How every browser-driving tool starts Chromium (scripts/lib/chromium.ts): Playwright's own
// launch arguments kept; the omnibox popup of Chromium's UI and the spare renderer, which took CPU
// from the pages under test, not started.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { launchChromium } from '../../scripts/lib/chromium';

const LAUNCHER = path.join(import.meta.dirname, '../../scripts/lib/chromium-features.sh');

test('the launcher merges every --disable-features switch into one, after the other arguments', () => {
  const printed = execFileSync(LAUNCHER, ['--headless', '--disable-features=PaintHolding,MediaRouter', '--no-sandbox', '--disable-features=Extra'], {
    env: { ...process.env, CHROMIUM_PATH: '/bin/echo' },
    encoding: 'utf8',
  });
  assert.equal(printed.trim(), '--headless --no-sandbox --disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess,PaintHolding,MediaRouter,Extra');
});

test('a launched Chromium has no omnibox popup and no spare renderer beside the page', async () => {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto('data:text/html,<title>probe</title>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    assert.deepEqual(
      targetInfos.map((target) => `${target.type} ${target.url}`),
      ['page data:text/html,<title>probe</title>'],
    );
    // One renderer, the page's: no process started ahead for a next navigation.
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    assert.deepEqual(
      processInfo.map((process) => process.type).filter((type) => type === 'renderer'),
      ['renderer'],
    );
  } finally {
    await browser.close();
  }
});
