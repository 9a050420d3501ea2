// Debian's Chromium as every browser-driving tool launches it (the budgets, the search bench
// and the browser tests): no sandbox in containers, and nothing that talks to the network on
// its own, so measured requests are the page's.
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Starts CHROMIUM_PATH with features of Chromium's own UI turned off (see the script). */
const LAUNCHER = path.join(import.meta.dirname, 'chromium-features.sh');

export function launchChromium() {
  return chromium.launch({ executablePath: LAUNCHER, args: CHROMIUM_ARGS, env: { ...process.env, CHROMIUM_PATH } });
}
