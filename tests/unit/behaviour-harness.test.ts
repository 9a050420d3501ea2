import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { freePort, PRINTED_BUILD_TIME } from '../behaviour/harness';

// Rsbuild 1.x prints seconds below a minute and minutes with seconds above; a build on a busy
// machine can pass a minute, and a test that only knew seconds failed on CI.
test('the build-time pattern matches every form Rsbuild 1.x prints after "built in"', () => {
  const line = new RegExp(String.raw`^ready   built in ${PRINTED_BUILD_TIME} \(web\)$`);
  for (const printed of ['0.005 s', '0.52 s', '30.8 s', '1 m 5.1 s', '2 m 3 s', '2 m']) {
    assert.match(`ready   built in ${printed} (web)`, line);
  }
  for (const other of ['5.1', '1 m5 s', 's', '']) {
    assert.doesNotMatch(`ready   built in ${other} (web)`, line);
  }
});

// The kernel takes the local ports of outgoing connections from 32768 up (Linux's default
// ephemeral range); a server port from there could be taken before the server listened.
test('freePort() gives listenable ports below the ephemeral range', async () => {
  const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  const net = await import('node:net');
  for (let index = 0; index < 20; index++) {
    const port = await freePort();
    assert.ok(port >= 20_000 && port < 32_768 && port < ephemeralStart, `${port}`);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve));
    await new Promise((resolve) => server.close(resolve));
  }
});

// The behaviour files of a shard share one Chromium (tests/behaviour/shared-chromium.ts): what one
// file closes must be its own pages only, and a file run alone must not leave the browser running.
test('a shared Chromium handle closes only its own pages; the last handle ends the browser unless the shard keeps it', async () => {
  const { closeSharedChromium, keepChromiumBetweenFiles, launchChromium } = await import('../behaviour/shared-chromium');
  const first = await launchChromium();
  const second = await launchChromium();
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();
  assert.equal(first.contexts().length, 1);
  await first.close();
  assert.equal(firstPage.isClosed(), true);
  assert.equal(await secondPage.evaluate(() => 6 * 7), 42);
  assert.equal(second.isConnected(), true);
  await second.close();
  assert.equal(second.isConnected(), false);

  keepChromiumBetweenFiles();
  const third = await launchChromium();
  await (await third.newPage()).setContent('<p>kept</p>');
  await third.close();
  assert.equal(third.isConnected(), true);
  const fourth = await launchChromium();
  assert.equal(fourth.contexts().length, 0);
  await fourth.close();
  await closeSharedChromium();
  assert.equal(fourth.isConnected(), false);
});
