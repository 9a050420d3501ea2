// docs/{en,zh}/config/security/sri.mdx: what Chromium and the runtime report for a chunk changed
// after the build, and the warning of a development build with enable: true.
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { launchChromium } from '../../scripts/lib/chromium';
import { buildProject, listFiles, makeProject } from './harness';

test('enable: true in development: the build warning SubresourceIntegrity: SubResourceIntegrityPlugin may interfere with hot reloading. …', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'sri-development');
  const { errors, warnings } = await buildProject(dir, { mode: 'development', security: { sri: { enable: true } } });
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings.map((warning) => warning.trim()), ['⚠ SubresourceIntegrity: SubResourceIntegrityPlugin may interfere with hot reloading. Consider disabling this plugin in development mode.']);
});

test('a lazily loaded chunk changed after the build: Chromium blocks it with Failed to find a valid digest …, and import() rejects with ChunkLoadError: Loading chunk <id> failed.\\n(error: <url>)', async () => {
  const dir = makeProject(
    {
      'src/index.js':
        "import('./lazy.js').then((m) => { document.title = m.message; }, (error) => { document.title = JSON.stringify([error.name, error.message]); });\n",
      'src/lazy.js': "export const message = 'loaded';\n",
    },
    'sri-changed-chunk',
  );
  const { dist } = await buildProject(dir, { security: { sri: { enable: true } } });
  const chunk = listFiles(dist).find((file) => file.startsWith('static/js/async/'))!;
  const id = chunk.match(/async\/(\w+)\./)![1];
  appendFileSync(path.join(dist, chunk), '\n// changed after the build\n');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    await page.route('http://built.test/**', (route) => {
      const { pathname } = new URL(route.request().url());
      return route.fulfill({ path: path.join(dist, pathname === '/' ? 'index.html' : pathname) });
    });
    await page.goto('http://built.test/');
    await page.waitForFunction(() => document.title.length > 0, undefined, { timeout: 30_000 });
    const url = `http://built.test/${chunk}`;
    assert.deepEqual(JSON.parse(await page.title()), ['ChunkLoadError', `Loading chunk ${id} failed.\n(error: ${url})`]);
    assert.ok(
      consoleErrors.some((text) => new RegExp(`^Failed to find a valid digest in the 'integrity' attribute for resource '${url.replace(/\./g, '\\.')}' with computed SHA-384 integrity '[A-Za-z0-9+/=]+'\\. The resource has been blocked\\.$`).test(text)),
      consoleErrors.join('\n'),
    );
  } finally {
    await browser.close();
  }
});
