// docs/{en,zh}/config/module-federation/options.mdx, "Example: a host": what the browser reports
// when the host's entry imports the remote and the shared react synchronously (no bootstrap
// file, no asyncStartup). Both outputs are served through request routing, at the remote URL the
// host names.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { launchChromium } from '../../scripts/lib/chromium';
import { buildProject, makeProject, plugin } from './harness';

const shared = { react: { singleton: true }, 'react-dom': { singleton: true } };

test('without a bootstrap file or asyncStartup: loadShareSync failed! … in the console, the uncaught Error: Invalid loadShareSync function call from runtime #RUNTIME-006, and nothing rendered', async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const remoteDir = makeProject(
    { 'src/Button.tsx': 'export default function Button() {\n  return <button type="button">Remote</button>;\n}\n', 'src/index.tsx': "console.log('remote');\n" },
    'mf-options-remote',
  );
  const hostDir = makeProject(
    { 'src/index.tsx': "import { createRoot } from 'react-dom/client';\nimport Button from 'remote_app/Button';\n\ncreateRoot(document.getElementById('root')!).render(<Button />);\n" },
    'mf-options-host',
  );
  const remote = await buildProject(remoteDir, {
    plugins: [pluginReact()],
    output: { assetPrefix: 'auto' },
    moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' }, shared } },
  });
  const host = await buildProject(hostDir, {
    plugins: [pluginReact()],
    moduleFederation: { options: { name: 'host_app', remotes: { remote_app: 'remote_app@http://remote.test/remoteEntry.js' }, shared } },
  });
  assert.deepEqual([...remote.errors, ...host.errors], []);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    for (const [origin, dist] of [['http://host.test', host.dist], ['http://remote.test', remote.dist]]) {
      await page.route(`${origin}/**`, (route) => {
        const file = path.join(dist, new URL(route.request().url()).pathname.replace(/^\/$/, '/index.html'));
        return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
      });
    }
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    await page.goto('http://host.test/');
    await page.waitForFunction(() => document.readyState === 'complete');
    const deadline = Date.now() + 30_000;
    while (pageErrors.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(
      consoleErrors.includes(
        'loadShareSync failed! The function should not be called unless you set "eager:true". If you do not set it, and encounter this issue, you can check whether an async boundary is implemented.',
      ),
      consoleErrors.join('\n'),
    );
    assert.deepEqual(pageErrors.map((error) => error.split('\n').slice(0, 2).join('\n')), [
      'Error: Invalid loadShareSync function call from runtime #RUNTIME-006\nargs: {"hostName":"host_app","sharedPkgName":"react"}',
    ]);
    assert.match(pageErrors[0], /\nView the docs to see how to solve: https:\/\/module-federation\.io\/guide\/troubleshooting\/runtime\/RUNTIME-006/);
    assert.equal(await page.locator('#root').innerHTML(), '');
  } finally {
    await browser.close();
  }
});
