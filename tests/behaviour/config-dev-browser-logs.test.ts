// docs/{en,zh}/config/dev/browser-logs.mdx: the two terminal lines of the page's sample, an
// error thrown in src/util.js and a rejected Promise in src/index.js, forwarded from Chromium.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchChromium } from '../../scripts/lib/chromium';
import { freePort, makeProject, startCli, waitFor } from './harness';

test('the default prints error   [browser] Uncaught (in promise) Error: rejected! (src/index.js:3:0) and error   [browser] Uncaught Error: boom from util at explode (src/util.js:2:0)', async () => {
  const dir = makeProject(
    {
      'src/util.js': "export function explode() {\n  throw new Error('boom from util');\n}\n",
      'src/index.js': "import { explode } from './util';\n\nPromise.reject(new Error('rejected!'));\nsetTimeout(() => explode(), 100);\n",
    },
    'browser-logs',
  );
  const port = await freePort();
  const server = startCli(dir, ['dev', '--port', String(port)], /ready /);
  const browser = await launchChromium();
  try {
    await server.started;
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await waitFor('two [browser] lines', () => (server.output().match(/\[browser\]/g) ?? []).length >= 2, 30_000);
    const lines = server.output().split('\n').filter((line) => line.includes('[browser]'));
    assert.deepEqual(lines, [
      'error   [browser] Uncaught (in promise) Error: rejected! (src/index.js:3:0)',
      'error   [browser] Uncaught Error: boom from util at explode (src/util.js:2:0)',
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
});
