// docs/{en,zh}/config/module-federation/options.mdx, "Example: a host": what the browser reports
// when the host's entry imports the remote and the shared react synchronously (no bootstrap
// file, no asyncStartup). Both outputs are served through request routing, at the remote URL the
// host names.
//
// Version lines (scripts/data/behaviour-versions.json, mf-options:*): checked 2026-12-07 for the
// manifest line with `npm view @rsbuild/core@<v> dependencies`: @rspack/core 1.6.0 in 1.6.0 and
// 1.6.1, 1.6.1 in 1.6.2, 1.6.3 and 1.6.5, 1.6.2 in 1.6.4, 1.6.3 in 1.6.6, 1.6.4 in 1.6.7, 1.7.0 in
// 1.7.0; `npm pack @rspack/core@1.6.1` has no `manifest` in container/ModuleFederationPlugin.d.ts,
// 1.6.2 has it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, devServerHtml, freePort, listFiles, makeProject, pageText, plugin, rsbuildCore, rsbuildV1Dir, waitFor, withNodeEnv, writeSelfSignedCertificate, launchChromium } from './harness';

const shared = { react: { singleton: true }, 'react-dom': { singleton: true } };

// One Chromium for the file's browser tests, launched by the first one.
let browserPromise: ReturnType<typeof launchChromium> | undefined;
const chromium = () => (browserPromise ??= launchChromium());
after(async () => {
  if (browserPromise) await (await browserPromise).close();
});

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
  const browser = await chromium();
  const page = await browser.newPage();
  try {
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
    await page.close();
  }
});

describe('What Rsbuild adjusts', () => {
  type Config = Awaited<ReturnType<Awaited<ReturnType<Awaited<ReturnType<typeof rsbuildCore>>['createRsbuild']>>['initConfigs']>>[number];
  const byName: Record<string, Config> = {};
  let normalized: Record<string, any>;
  const exposes = { './Button': './src/Button.js' };
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('app');\n", 'src/Button.js': 'export default 1;\n' }, 'mf-options-adjust');
    // createRsbuild sets NODE_ENV when it is unset; withNodeEnv puts the current value back.
    await withNodeEnv(process.env.NODE_ENV, async () => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          mode: 'production',
          environments: {
            remote: { moduleFederation: { options: { name: 'remote_app', exposes } } },
            host: { moduleFederation: { options: { name: 'host_app', remotes: { remote_app: 'remote_app@http://localhost:3001/remoteEntry.js' } } } },
            mine: { moduleFederation: { options: { name: 'named_app' } }, tools: { rspack: { output: { uniqueName: 'my_name' } } }, performance: { chunkSplit: { strategy: 'split-by-module' } } },
            ssr: { output: { target: 'node' }, moduleFederation: { options: { name: 'ssr_app', exposes } } },
            plain: {},
          },
        },
      });
      for (const config of await rsbuild.initConfigs()) byName[config.name!] = config;
      normalized = rsbuild.getNormalizedConfig().environments;
    });
  });
  const hasPlugin = (name: string) => (byName[name].plugins ?? []).some((item) => item?.constructor?.name === 'ModuleFederationPlugin');

  test("the plugin gets the options unchanged and is added to web environments only; output.uniqueName is options.name unless you set it", () => {
    assert.deepEqual(['remote', 'host', 'mine', 'ssr', 'plain'].map(hasPlugin), [true, true, true, false, false]);
    assert.equal(byName.remote.output?.uniqueName, 'remote_app');
    assert.equal(byName.host.output?.uniqueName, 'host_app');
    assert.equal(byName.mine.output?.uniqueName, 'my_name');
    const hostPlugin = byName.host.plugins?.find((item) => item?.constructor?.name === 'ModuleFederationPlugin') as unknown as { _options: unknown };
    assert.deepEqual(hostPlugin._options, { name: 'host_app', remotes: { remote_app: 'remote_app@http://localhost:3001/remoteEntry.js' } }, 'the options reach the plugin unchanged');
  });

  test('split-by-experience becomes custom (no lib-axios group), another strategy is kept; splitChunks.chunks is async with exposes, all without', () => {
    assert.equal(normalized.remote.performance.chunkSplit.strategy, 'custom');
    assert.equal(normalized.host.performance.chunkSplit.strategy, 'custom');
    assert.equal(normalized.mine.performance.chunkSplit.strategy, 'split-by-module');
    assert.equal(normalized.plain.performance.chunkSplit.strategy, 'split-by-experience');
    const split = (name: string) => byName[name].optimization?.splitChunks as { chunks: string; cacheGroups: Record<string, unknown> };
    assert.ok('lib-axios' in split('plain').cacheGroups);
    assert.ok(!('lib-axios' in split('host').cacheGroups));
    assert.equal(split('remote').chunks, 'async');
    assert.equal(split('host').chunks, 'all');
  });

  test('with exposes at the top level: server.cors true, dev.assetPrefix true, dev.client.port server.port or 3000, unless set; a host or an environment-only remote changes none of them', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('app');\n", 'src/Button.js': 'export default 1;\n' }, 'mf-options-server');
    const served = async (rsbuildConfig: RsbuildConfig) =>
      withNodeEnv(process.env.NODE_ENV, async () => {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', ...rsbuildConfig } });
        await rsbuild.initConfigs();
        const { server, dev } = rsbuild.getNormalizedConfig();
        return { cors: server.cors, assetPrefix: dev.assetPrefix, clientPort: dev.client.port };
      });
    const remote = { options: { name: 'remote_app', exposes } };
    assert.deepEqual(await served({ moduleFederation: remote }), { cors: true, assetPrefix: true, clientPort: 3000 });
    assert.deepEqual(await served({ server: { port: 3001 }, moduleFederation: remote }), { cors: true, assetPrefix: true, clientPort: 3001 });
    assert.deepEqual(
      await served({ server: { cors: false }, dev: { assetPrefix: '/x/', client: { port: 4000 } }, moduleFederation: remote }),
      { cors: false, assetPrefix: '/x/', clientPort: 4000 },
    );
    const untouched = { cors: { origin: /^https?:\/\/(?:(?:[^:]+\.)?localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/ }, assetPrefix: '/', clientPort: '' };
    assert.deepEqual(await served({ moduleFederation: { options: { name: 'host_app', remotes: { remote_app: 'remote_app@http://localhost:3001/remoteEntry.js' } } } }), untouched);
    assert.deepEqual(await served({ environments: { remote: { moduleFederation: remote } } }), untouched);
  });

  test("a remote's dev chunk URLs point at its own dev server: the server.host, server.base and https:// of server.https in place of http://localhost", async () => {
    const dir = makeProject({ 'src/index.js': "console.log('app');\n", 'src/Button.js': 'export default 1;\n' }, 'mf-options-dev-prefix');
    const https = writeSelfSignedCertificate(path.join(dir, 'cert/key.pem'), path.join(dir, 'cert/cert.pem'));
    const port = await freePort();
    const html = await devServerHtml(dir, { server: { port, host: '127.0.0.1', base: '/app', https }, moduleFederation: { options: { name: 'remote_app', exposes } } });
    assert.deepEqual(html.web.match(/<script[^>]*>/g), [`<script defer src="https://127.0.0.1:${port}/app/static/js/index.js">`]);
    assert.ok(pageText('config/module-federation/options', 'en').includes("(`http://127.0.0.1:<port>/app/` for `host: '127.0.0.1'` and `base: '/app'`)"));
    assert.ok(pageText('config/module-federation/options', 'zh').includes("（`host: '127.0.0.1'`、`base: '/app'` 时为 `http://127.0.0.1:<port>/app/`）"));
  });

  test('/@module-federation[\\/]/ is appended to source.include', () => {
    assert.deepEqual(normalized.host.source.include.map(String), [String(/@module-federation[\\/]/)]);
    assert.deepEqual(normalized.plain.source.include ?? [], []);
  });
});

/**
 * A static server on 127.0.0.1 (a free port) for the files of `dist`, read at each request; it sends
 * `Access-Control-Allow-Origin: *` while `cors()` is true.
 */
function serveDist(dist: string, cors: () => boolean): Promise<http.Server> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };
  const server = http.createServer((req, res) => {
    const file = path.join(dist, new URL(req.url!, 'http://localhost').pathname.replace(/^\/$/, '/index.html'));
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    if (cors()) res.setHeader('access-control-allow-origin', '*');
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (server: http.Server) => (server.address() as { port: number }).port;
function closeServer(server: http.Server | undefined): Promise<unknown> {
  server?.closeAllConnections();
  return new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
}

describe('Manifest', () => {
  let remote: Awaited<ReturnType<typeof buildProject>>;
  let host: Awaited<ReturnType<typeof buildProject>>;
  let remoteCors = false;
  let remoteServer: http.Server | undefined;
  let hostServer: http.Server | undefined;
  after(async () => {
    await closeServer(remoteServer);
    await closeServer(hostServer);
  });
  before(async () => {
    // The remote's server listens first, so the host can be built with its URL.
    const remoteDir = makeProject({ 'src/index.js': "console.log('remote');\n", 'src/Button.js': "export default () => Object.assign(document.createElement('button'), { textContent: 'Remote' });\n" }, 'mf-options-manifest-remote');
    const server = await serveDist(path.join(remoteDir, 'dist'), () => remoteCors);
    remoteServer = server;
    remote = await buildProject(
      remoteDir,
      { mode: 'production', output: { assetPrefix: 'auto' }, moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.js' }, manifest: true } } },
    );
    host = await buildProject(
      makeProject({ 'src/index.js': "import('./bootstrap');\n", 'src/bootstrap.js': "import make from 'remote_app/Button';\ndocument.getElementById('root').append(make());\n" }, 'mf-options-manifest-host'),
      { mode: 'production', moduleFederation: { options: { name: 'host_app', remotes: { remote_app: `remote_app@http://127.0.0.1:${portOf(server)}/mf-manifest.json` } } } },
    );
  });

  test('Example: a remote and Manifest: remoteEntry.js unhashed at the root of dist; manifest: true adds mf-manifest.json and mf-stats.json', () => {
    assert.deepEqual([...remote.errors, ...host.errors], []);
    assert.deepEqual(listFiles(remote.dist).filter((file) => !file.includes('/')).sort(), ['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
  });

  test('a host on another origin fetches mf-manifest.json in CORS mode; without Access-Control-Allow-Origin it is blocked and the page throws Failed to get manifest. #RUNTIME-003; with it the remote module renders', async () => {
    assert.deepEqual([...remote.errors, ...host.errors], []);
    const browser = await chromium();
    hostServer = await serveDist(host.dist, () => false);
    const hostUrl = `http://localhost:${portOf(hostServer)}/`;
    for (const cors of [false, true]) {
      remoteCors = cors;
      const page = await browser.newPage();
      try {
        const consoleErrors: string[] = [];
        const pageErrors: string[] = [];
        page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await page.goto(hostUrl);
        if (cors) {
          await waitFor('the remote button', async () => (await page.locator('#root button').count()) > 0, 30_000);
          assert.equal(await page.locator('#root').innerHTML(), '<button>Remote</button>');
          assert.deepEqual(pageErrors, []);
        } else {
          await waitFor('an uncaught error', () => pageErrors.length > 0, 30_000);
          assert.match(pageErrors[0], /^\[ Federation Runtime \]: Failed to get manifest\. #RUNTIME-003\n/);
          assert.ok(
            consoleErrors.some((text) => text.includes("has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.")),
            consoleErrors.join('\n'),
          );
          assert.equal(await page.locator('#root').innerHTML(), '');
        }
      } finally {
        await page.close();
      }
    }
  });
});

test('page text: the Manifest section says the manifest is fetched in CORS mode', () => {
  const page = 'config/module-federation/options';
  assert.ok(pageText(page, 'en').includes('must send an `Access-Control-Allow-Origin` header for `mf-manifest.json`'));
  assert.ok(pageText(page, 'zh').includes('就必须为 `mf-manifest.json` 返回 `Access-Control-Allow-Origin` 响应头'));
  for (const lang of ['en', 'zh'] as const) assert.ok(pageText(page, lang).includes('`Failed to get manifest. #RUNTIME-003`'));
});

test("@module-federation/runtime-tools is a dependency of @rspack/core, so nothing extra is installed", () => {
  const rspackCore = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rspack/core/package.json'), 'utf8'));
  assert.ok('@module-federation/runtime-tools' in rspackCore.dependencies, JSON.stringify(rspackCore.dependencies));
});
