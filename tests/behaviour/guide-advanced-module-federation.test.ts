// guide/advanced/module-federation: the built-in Module Federation 1.5 (moduleFederation.options)
// of @rsbuild/core 1.7.6, which the page uses. @module-federation/rsbuild-plugin (about 50 MB
// installed with the TypeScript it pulls in) is not in tools/rsbuild-v1; the page only names it.
// Checked 2026-12-06 with `npm view @module-federation/rsbuild-plugin dist-tags peerDependencies`:
// latest is 2.9.2, whose peerDependencies give @rsbuild/core "^1.3.21 || ^2.0.0-0" (Choose an
// implementation); `npm install @rsbuild/core@1.7.6 @module-federation/rsbuild-plugin@2.9.2` in an
// empty folder under /tmp ended without a peer conflict (one @rsbuild/core, deduped), and
// `rsbuild build` of a remote using its pluginModuleFederation wrote mf-manifest.json. Same day, for the version line of Create a host: `npm pack @rspack/core@1.7.3`
// and `@1.7.4`: dist/index.js names asyncStartup 0 times in 1.7.3 and 2 times in 1.7.4;
// `npm view @rsbuild/core@<v> dependencies.@rspack/core` gives 1.7.0 (1.7.0, 1.7.1), ~1.7.1 (1.7.2),
// ~1.7.5 (1.7.3).
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { BuildResult } from './harness';
import { buildProject, createTypeProgram, freePort, listFiles, makeProject, openBuiltApp, pageSamples, pageText, plugin, readText, repoRoot, rsbuildCore, startCli, typeCheckProject, waitFor, within, withNodeEnv, withTakenPort, writeProjectFiles, launchChromium } from './harness';

// The host's src/index.tsx, as the page shows it: built here and type-checked below.
const hostIndex = `import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const RemoteButton = lazy(() => import('remote_app/Button'));

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Host app</h1>
    <Suspense fallback={<p>Loading the remote button…</p>}>
      <RemoteButton />
    </Suspense>
  </main>,
);
`;

const shared = { react: { singleton: true }, 'react-dom': { singleton: true } };

describe('Module Federation', () => {
  const remoteSources = {
      'src/Button.tsx': `import { useState } from 'react';

export default function Button() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Remote button, clicked {count} times
    </button>
  );
}
`,
      'src/index.tsx': "import('./bootstrap');\n",
      'src/bootstrap.tsx': "import { createRoot } from 'react-dom/client';\nimport Button from './Button';\ncreateRoot(document.getElementById('root')!).render(<Button />);\n",
  };
  const remoteDir = makeProject(remoteSources, 'mf-remote');
  // The same remote without output.assetPrefix, for the default '/'.
  const defaultPrefixDir = makeProject(remoteSources, 'mf-remote-default-prefix');
  const hostDir = makeProject(
    {
      'src/index.tsx': hostIndex,
    },
    'mf-host',
  );
  let remoteConfig: any;
  let hostConfig: any;
  let corsConfig: any;
  let noPortConfig: any;
  let ownSettingsConfig: any;
  let remoteFiles: string[];
  let hostFiles: string[];
  let devPublicPath: unknown;
  let defaultPublicPath: unknown;
  // The page's remote listens on 3001; here the remote gets a free port and the host's remotes
  // entry names that port instead.
  let remotePort: number;
  let pluginsByTarget: Record<string, string[]>;
  let envLevel: { config: any; plugins: string[] };

  before(async () => {
    const { createRsbuild, defaultAllowedOrigins } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    remotePort = await freePort();
    const remote = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        plugins: [pluginReact()],
        server: { port: remotePort },
        output: { assetPrefix: 'auto' },
        moduleFederation: {
          options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' }, shared },
        },
      },
    });
    const host = await createRsbuild({
      cwd: hostDir,
      rsbuildConfig: {
        plugins: [pluginReact()],
        moduleFederation: {
          options: {
            name: 'host_app',
            remotes: { remote_app: `remote_app@http://localhost:${remotePort}/remoteEntry.js` },
            experiments: { asyncStartup: true },
            shared,
          },
        },
      },
    });
    const withCors = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        mode: 'development',
        moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } },
        server: { port: 3001, cors: { origin: [defaultAllowedOrigins, 'https://shop.example.com'] } },
      },
    });
    const noPort = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: { mode: 'production', moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } } },
    });
    const ownSettings = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } },
        server: { port: 3001 },
        dev: { assetPrefix: '/own/', client: { port: 4000 } },
      },
    });
    // Built first, as `rsbuild build` does: build() sets NODE_ENV to production only when the
    // config is initialized by it (an earlier initConfigs() would fix the mode at 'none').
    const defaultPrefix = await createRsbuild({
      cwd: defaultPrefixDir,
      rsbuildConfig: {
        plugins: [pluginReact()],
        server: { port: remotePort },
        moduleFederation: {
          options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' }, shared },
        },
      },
    });
    await Promise.all([remote.build(), host.build(), defaultPrefix.build()]);
    devPublicPath = (await withCors.initConfigs({ action: 'dev' }))[0].output?.publicPath;
    defaultPublicPath = (await noPort.initConfigs({ action: 'build' }))[0].output?.publicPath;
    await ownSettings.initConfigs();
    // One top-level moduleFederation, three environments: only the web one gets the plugin.
    const byTarget = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } },
        environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } },
      },
    });
    const rspackConfigs = await byTarget.initConfigs();
    // The same remote options under environments.web instead of the top level, in development.
    const inEnvironment = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        mode: 'development',
        server: { port: 3001 },
        environments: { web: { moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } } } },
      },
    });
    const [envRspackConfig] = await inEnvironment.initConfigs({ action: 'dev' });
    envLevel = { config: inEnvironment.getNormalizedConfig(), plugins: (envRspackConfig.plugins ?? []).map((p: any) => p?.name ?? p?.constructor?.name ?? '') };
    pluginsByTarget = Object.fromEntries(rspackConfigs.map((config) => [config.name ?? '', (config.plugins ?? []).map((p: any) => p?.name ?? p?.constructor?.name ?? '')]));
    noPortConfig = noPort.getNormalizedConfig();
    ownSettingsConfig = ownSettings.getNormalizedConfig();
    remoteConfig = remote.getNormalizedConfig();
    hostConfig = host.getNormalizedConfig();
    corsConfig = withCors.getNormalizedConfig();
    remoteFiles = listFiles(path.join(remoteDir, 'dist'));
    hostFiles = listFiles(path.join(hostDir, 'dist'));
  });

  test('Choose an implementation: ModuleFederationPlugin is added to the web environment only, not to node or web-worker', () => {
    assert.deepEqual(Object.keys(pluginsByTarget).sort(), ['node', 'web', 'worker']);
    assert.ok(pluginsByTarget.web.includes('ModuleFederationPlugin'), pluginsByTarget.web.join(', '));
    assert.ok(!pluginsByTarget.node.includes('ModuleFederationPlugin'), pluginsByTarget.node.join(', '));
    assert.ok(!pluginsByTarget.worker.includes('ModuleFederationPlugin'), pluginsByTarget.worker.join(', '));
  });
  test('Build and deploy: the remote writes remoteEntry.js, unhashed, at the root of dist next to its HTML page', () => {
    assert.ok(remoteFiles.includes('remoteEntry.js'), remoteFiles.join(', '));
    assert.ok(remoteFiles.includes('index.html'), remoteFiles.join(', '));
    assert.match(readText(path.join(remoteDir, 'dist'), 'remoteEntry.js'), /remote_app/);
  });

  test("Build and deploy: with assetPrefix 'auto' the remote entry computes its public path from the script's URL", () => {
    assert.match(readText(path.join(remoteDir, 'dist'), 'remoteEntry.js'), /currentScript/);
  });

  test('Develop both apps: a server.cors you configured is kept', () => {
    assert.notEqual(corsConfig.server.cors, true);
    assert.ok(corsConfig.server.cors.origin.includes('https://shop.example.com'));
  });

  test("Develop both apps: with the page's server.cors (defaultAllowedOrigins and https://shop.example.com) the remote's server answers those origins and no other", async () => {
    const { createRsbuild, defaultAllowedOrigins } = await rsbuildCore();
    // The page's config, served over the remote's built output.
    const rsbuild = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        logLevel: 'silent',
        server: { port: await freePort(), printUrls: false, cors: { origin: [defaultAllowedOrigins, 'https://shop.example.com'] } },
        output: { assetPrefix: 'auto' },
        moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' }, shared } },
      },
    });
    const { port, server } = await rsbuild.preview();
    try {
      const allowed = async (origin: string) => {
        const response = await fetch(`http://localhost:${port}/remoteEntry.js`, { headers: { Origin: origin } });
        assert.equal(response.status, 200);
        return response.headers.get('access-control-allow-origin');
      };
      assert.equal(await allowed('https://shop.example.com'), 'https://shop.example.com');
      assert.equal(await allowed('http://localhost:3000'), 'http://localhost:3000');
      assert.equal(await allowed('http://127.0.0.1:5173'), 'http://127.0.0.1:5173');
      assert.equal(await allowed('https://other.example.com'), null);
    } finally {
      await server.close();
    }
  });

  test('defaultAllowedOrigins matches localhost, 127.0.0.1 and [::1] on any port', async () => {
    const { defaultAllowedOrigins } = await rsbuildCore();
    for (const origin of ['http://localhost:3000', 'https://localhost', 'http://127.0.0.1:8080', 'http://[::1]:3000']) assert.ok(defaultAllowedOrigins.test(origin), origin);
    assert.ok(!defaultAllowedOrigins.test('https://shop.example.com'));
  });

  // Also the proof of the dev.client bullet on /config/module-federation/options.
  test('without server.port, dev.client.port becomes 3000; a dev.assetPrefix or dev.client.port you set is kept', () => {
    assert.equal(noPortConfig.dev.client.port, 3000);
    assert.equal(noPortConfig.dev.assetPrefix, true);
    assert.equal(ownSettingsConfig.dev.assetPrefix, '/own/');
    assert.equal(ownSettingsConfig.dev.client.port, 4000);
  });

  test('the built-in implementation writes no mf-manifest.json unless manifest is set', () => {
    assert.ok(!remoteFiles.includes('mf-manifest.json'));
  });

  test('for an app with exposes: server.cors and dev.assetPrefix become true, dev.client.port follows server.port', () => {
    assert.equal(remoteConfig.server.cors, true);
    assert.equal(remoteConfig.dev.assetPrefix, true);
    assert.equal(remoteConfig.dev.client.port, remotePort);
  });

  test('Develop both apps: with exposes under environments.<name>.moduleFederation, the environment gets ModuleFederationPlugin and chunkSplit custom, but server.cors, dev.assetPrefix and dev.client.port keep their usual values', async () => {
    const { defaultAllowedOrigins } = await rsbuildCore();
    assert.ok(envLevel.plugins.includes('ModuleFederationPlugin'), envLevel.plugins.join(', '));
    assert.equal(envLevel.config.environments.web.performance.chunkSplit.strategy, 'custom');
    // The usual values: CORS for local origins only, chunks from the page's origin, the page's port.
    assert.deepEqual(envLevel.config.server.cors, { origin: defaultAllowedOrigins });
    assert.equal(envLevel.config.environments.web.dev.assetPrefix, '/');
    assert.equal(envLevel.config.environments.web.dev.client.port, '');
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/advanced/module-federation', lang).includes('`environments.<name>.moduleFederation`'), lang);
    // The moduleFederation.options page says the same, with dev.client.port among the values to set.
    assert.ok(pageText('config/module-federation/options', 'en').includes('Set `server.cors`, `dev.assetPrefix` and the `port` of [dev.client](/config/dev/client) yourself in that case.'));
    assert.ok(pageText('config/module-federation/options', 'zh').includes('这种情况下请自行设置 `server.cors`、`dev.assetPrefix` 以及 [dev.client](/config/dev/client) 的 `port`。'));
  });

  test('chunkSplit switches from split-by-experience to custom for every federated app', () => {
    assert.equal(remoteConfig.performance.chunkSplit.strategy, 'custom');
    assert.equal(hostConfig.performance.chunkSplit.strategy, 'custom');
  });

  test('an app without exposes keeps server.cors and dev.assetPrefix as they were', () => {
    assert.notEqual(hostConfig.server.cors, true);
    assert.notEqual(hostConfig.dev.assetPrefix, true);
  });

  test('the host builds with a remote import and asyncStartup, and refers to the remote entry URL', () => {
    const js = hostFiles.filter((file) => file.endsWith('.js')).map((file) => readText(path.join(hostDir, 'dist'), file)).join('\n');
    assert.ok(js.includes(`http://localhost:${remotePort}/remoteEntry.js`));
  });

  test("Develop both apps: with dev.assetPrefix true the remote's chunk URLs are absolute, http://localhost:3001/", () => {
    assert.equal(devPublicPath, 'http://localhost:3001/');
  });

  test("Build and deploy: output.assetPrefix is '/' by default", () => {
    assert.equal(defaultPublicPath, '/');
  });

  test('Build and deploy: the built host shows the remote button, which counts clicks, while the remote sends no CORS headers; the container is the global remote_app; the start-up waits for remoteEntry.js, the heading and fallback show while the component\'s chunk downloads; the remote\'s own page shows the button too; the page downloads one copy of React and one of React DOM', async () => {
    // The remote's output, served with server.cors turned off.
    const { host, browser, close } = await previewRemoteAndHost(remoteDir, hostDir, remotePort, { cors: false });
    try {
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const corsHeaders: (string | undefined)[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`http://localhost:${remotePort}/`)) corsHeaders.push(response.headers()['access-control-allow-origin']);
      });
      await page.goto(`http://localhost:${host.port}/`);
      await page
        .getByRole('button', { name: 'Remote button, clicked 0 times', exact: true })
        .click({ timeout: 60_000 })
        .catch((error: Error) => assert.fail(`${error.message}\npage errors: ${pageErrors.join('\n')}`));
      await page.getByRole('button', { name: 'Remote button, clicked 1 times', exact: true }).waitFor({ timeout: 30_000 });
      assert.equal(await page.locator('h1').textContent(), 'Host app');
      // Create a remote: name is the container's global name, set by remoteEntry.js in the host's page.
      assert.deepEqual(await page.evaluate(() => Object.keys((window as any).remote_app ?? {}).sort()), ['get', 'init']);
      assert.ok(corsHeaders.length >= 2, `requests to the remote: ${corsHeaders.length}`);
      assert.deepEqual(new Set(corsHeaders), new Set([undefined]));
      // Shared singletons: both builds hold a copy of React and of React DOM, but the page
      // downloads one of each, from either origin.
      const loaded = (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
        .map((url) => new URL(url))
        .filter((url) => url.pathname.endsWith('.js'))
        .map((url) => readText(path.join(url.port === String(remotePort) ? remoteDir : hostDir, 'dist'), url.pathname.slice(1)));
      const copies = (marker: string, texts: string[]) => texts.filter((text) => text.includes(marker)).length;
      const built = (dir: string) => listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.js')).map((file) => readText(path.join(dir, 'dist'), file));
      for (const marker of ['.useTransition=function', '.useFormStatus=function']) {
        assert.ok(copies(marker, built(remoteDir)) >= 1 && copies(marker, built(hostDir)) >= 1, marker);
        assert.equal(copies(marker, loaded), 1, marker);
      }
      // Create a host: the start-up waits for remoteEntry.js; only the component's chunk is lazy.
      {
        const heldPage = await browser.newPage();
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let requested = false;
        await heldPage.route(`http://localhost:${remotePort}/remoteEntry.js`, async (route) => {
          requested = true;
          await held;
          await route.continue();
        });
        await heldPage.goto(`http://localhost:${host.port}/`, { waitUntil: 'commit' });
        await waitFor('the request for remoteEntry.js', () => requested, 30_000);
        // The host's own scripts have run (they asked for the remote entry) and the page has
        // painted twice since, which React would use to render: without the remote entry,
        // nothing is rendered.
        await heldPage.waitForLoadState('domcontentloaded');
        await within(heldPage.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))), 30_000, 'two frames of the host page');
        assert.equal(await heldPage.locator('#root').innerHTML(), '');
        release();
        await heldPage.getByRole('button', { name: 'Remote button, clicked 0 times', exact: true }).waitFor({ timeout: 30_000 });
        await heldPage.close();
      }
      {
        const lazyPage = await browser.newPage();
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await lazyPage.route(`http://localhost:${remotePort}/static/js/async/**`, async (route) => {
          const response = await route.fetch();
          const body = await response.text();
          // The chunk with the Button component waits; the shared modules go through.
          if (body.includes('Remote button')) await held;
          await route.fulfill({ response, body });
        });
        await lazyPage.goto(`http://localhost:${host.port}/`, { waitUntil: 'commit' });
        await lazyPage.getByText('Loading the remote button…', { exact: true }).waitFor({ timeout: 60_000 });
        assert.equal(await lazyPage.locator('h1').textContent(), 'Host app');
        assert.equal(await lazyPage.getByRole('button').count(), 0);
        release();
        await lazyPage.getByRole('button', { name: 'Remote button, clicked 0 times', exact: true }).waitFor({ timeout: 30_000 });
        await lazyPage.close();
      }
      // Create a remote: the remote's own page works on its own, through its bootstrap file.
      const remotePage = await browser.newPage();
      await remotePage.goto(`http://localhost:${remotePort}/`);
      await remotePage.getByRole('button', { name: 'Remote button, clicked 0 times', exact: true }).click({ timeout: 60_000 });
      await remotePage.getByRole('button', { name: 'Remote button, clicked 1 times', exact: true }).waitFor({ timeout: 30_000 });
    } finally {
      await close();
    }
  });
  test("Build and deploy: with the default output.assetPrefix '/', the host requests the remote's chunk from its own origin, and the host's rsbuild preview server answers 404 (Chromium logs \"Failed to load resource: …404 (Not Found)\" for each), the page throws \"Uncaught (in promise) ChunkLoadError: Loading chunk <id> failed.\" with \"(error: <URL on the host>)\" on its second line, and the remote button never shows", async () => {
    const { host, browser, close } = await previewRemoteAndHost(defaultPrefixDir, hostDir, remotePort);
    try {
      const page = await browser.newPage();
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) failed.push(response.url());
      });
      const pageErrors: string[] = [];
      // Playwright names an uncaught rejection the way Chromium's console prints it: "Uncaught (in promise) <error name>".
      const thrown: string[] = [];
      page.on('pageerror', (error) => (pageErrors.push(error.message), thrown.push(`${error.name}: ${error.message}`)));
      const consoleErrors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
      await page.goto(`http://localhost:${host.port}/`);
      const hostChunk = new RegExp(`^http://localhost:${host.port}/static/js/async/.+\\.js$`);
      await waitFor("a 404 for the remote's chunk on the host's origin", () => failed.some((url) => hostChunk.test(url)), 60_000);
      // The lazy import rejects with Rspack's chunk load error, which names the URL on the host.
      await waitFor('the failed chunk load to reach the page', () => pageErrors.some((message) => /^Loading chunk \S+ failed\.\n\(error: http:\/\/localhost:\d+\/static\/js\/async\//.test(message)), 30_000);
      assert.ok(pageErrors.every((message) => message.includes(`(error: http://localhost:${host.port}/static/js/async/`)), pageErrors.join('\n'));
      const chunkError = new RegExp(`^Uncaught \\(in promise\\) ChunkLoadError: Loading chunk \\d+ failed\\.\\n\\(error: http://localhost:${host.port}/static/js/async/\\d+\\.[0-9a-f]+\\.js\\)$`);
      assert.ok(thrown.length > 0 && thrown.every((text) => chunkError.test(text)), thrown.join('\n'));
      // One console error per failed request, each in Chromium's words.
      const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
      await waitFor('a console error for each 404', () => consoleErrors.length >= failed.length, 30_000);
      assert.deepEqual(consoleErrors, failed.map(() => notFound), failed.join('\n'));
      assert.equal(await page.getByRole('button').count(), 0, failed.join('\n'));
    } finally {
      await close();
    }
  });
});

// Serves a built remote on the port the host names, and the built host on a free port, with
// Chromium to open them.
async function previewRemoteAndHost(remoteCwd: string, hostCwd: string, remotePort: number, remoteServer: Record<string, unknown> = {}) {
  const { createRsbuild } = await rsbuildCore();
  const quiet = { logLevel: 'silent' as const };
  const remote = await (await createRsbuild({ cwd: remoteCwd, rsbuildConfig: { ...quiet, server: { port: remotePort, strictPort: true, printUrls: false, ...remoteServer } } })).preview();
  const host = await (await createRsbuild({ cwd: hostCwd, rsbuildConfig: { ...quiet, server: { port: await freePort(), printUrls: false } } })).preview();
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    await remote.server.close();
    await host.server.close();
  };
  return { host, browser, close };
}

// tsc on the page's TypeScript files, in this process with the root's TypeScript; React's types
// come from the root (tools/rsbuild-v1 has none).
function typeCheck(files: Record<string, string>): string {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    paths: {
      react: [path.join(repoRoot, 'node_modules/@types/react')],
      'react/*': [path.join(repoRoot, 'node_modules/@types/react/*')],
      'react-dom/*': [path.join(repoRoot, 'node_modules/@types/react-dom/*')],
    },
  };
  const cwd = makeProject(files, 'mf-types');
  const program = createTypeProgram(ts, { rootNames: Object.keys(files).map((file) => path.join(cwd, file)), options });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file ? path.relative(cwd, diagnostic.file.fileName) : ''}: error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`)
    .join('\n');
}

describe('Module Federation › the page\'s TypeScript files', () => {
  test("Create a remote, Create a host, Develop both apps: the page's three rsbuild.config.ts files type-check against @rsbuild/core 1.7.6", () => {
    // As written on the page, in both languages: one project per language with the two remote
    // configs and the host config, plus the host config with a misspelt key, which alone is
    // reported (so the silence about the others means something).
    const page = 'guide/advanced/module-federation';
    for (const lang of ['en', 'zh'] as const) {
      const remotes = pageSamples(page, lang, 'remote/rsbuild.config.ts');
      const hosts = pageSamples(page, lang, 'host/rsbuild.config.ts');
      assert.deepEqual([remotes.length, hosts.length], [2, 1], lang);
      const diagnostics = typeCheckProject(
        ts,
        {
          'remote0/rsbuild.config.ts': remotes[0],
          'remote1/rsbuild.config.ts': remotes[1],
          'host/rsbuild.config.ts': hosts[0],
          'wrong/rsbuild.config.ts': hosts[0].replace('asyncStartup', 'asyncStartupp'),
        },
        `mf-config-samples-${lang}`,
      );
      assert.equal(diagnostics.length, 1, diagnostics.join('\n'));
      assert.ok(diagnostics[0].startsWith('wrong/rsbuild.config.ts: TS2769: ') && diagnostics[0].includes("'asyncStartupp' does not exist"), diagnostics[0]);
    }
  });

  const remotesDts = `declare module 'remote_app/Button' {
  import type { ComponentType } from 'react';

  const Button: ComponentType;
  export default Button;
}
`;

  test('Create a host: TypeScript does not know remote_app/Button until remotes.d.ts declares it; the remote\'s files type-check', () => {
    assert.equal(typeCheck({ 'src/index.tsx': hostIndex }), "src/index.tsx: error TS2307: Cannot find module 'remote_app/Button' or its corresponding type declarations.");
    assert.equal(typeCheck({ 'src/index.tsx': hostIndex, 'src/remotes.d.ts': remotesDts }), '');
    assert.equal(
      typeCheck({
        'src/Button.tsx': "import { useState } from 'react';\n\nexport default function Button() {\n  const [count, setCount] = useState(0);\n  return (\n    <button type=\"button\" onClick={() => setCount(count + 1)}>\n      Remote button, clicked {count} times\n    </button>\n  );\n}\n",
        'src/index.tsx': "import('./bootstrap');\n",
        'src/bootstrap.tsx': "import { createRoot } from 'react-dom/client';\nimport Button from './Button';\n\ncreateRoot(document.getElementById('root')!).render(<Button />);\n",
      }),
      '',
    );
  });
});

describe('Module Federation › Develop both apps › the host\'s port', () => {
  test('rsbuild dev on a taken port starts on the next free one, prints its URL under Local: and "info    port <port> is in use, using port <next>."', async () => {
    // A host as on the page, without remotes to reach: only the port matters here.
    const host = makeProject(
      {
        'src/index.js': "console.log('host');\n",
        'rsbuild.config.mjs': "export default { moduleFederation: { options: { name: 'host_app', remotes: { remote_app: 'remote_app@http://localhost:3001/remoteEntry.js' } } } };\n",
      },
      'mf-host-port',
    );
    await withTakenPort(async (taken) => {
      const cli = startCli(host, ['dev', '--port', String(taken)], /ready {3}built in/);
      try {
        await cli.started;
        assert.equal(cli.port(), taken + 1, cli.output());
        assert.ok(cli.output().includes(`Local:    http://localhost:${taken + 1}/`), cli.output());
        assert.ok(cli.output().includes(`\ninfo    port ${taken} is in use, using port ${taken + 1}.\n`), cli.output());
      } finally {
        await cli.stop();
      }
    });
  });
});

describe('Module Federation › Develop both apps › fixed ports', () => {
  const remote = makeProject({ 'src/index.js': "import('./bootstrap');\n", 'src/bootstrap.js': "console.log('remote');\n" }, 'mf-ports');
  const remoteConfig = (port: number, strictPort: boolean): RsbuildConfig => ({
    logLevel: 'silent',
    server: { port, strictPort, printUrls: false },
    moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Bootstrap': './src/bootstrap.js' } } },
  });

  test('a taken port moves the remote to the next one; with server.strictPort it fails with "Port … is occupied"', async () => {
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv('development', () =>
      withTakenPort(async (taken) => {
        const moved = await (await createRsbuild({ cwd: remote, rsbuildConfig: remoteConfig(taken, false) })).createDevServer({ runCompile: false });
        try {
          assert.equal(moved.port, taken + 1);
        } finally {
          await moved.close();
        }
        const strict = await createRsbuild({ cwd: remote, rsbuildConfig: remoteConfig(taken, true) });
        await assert.rejects(strict.createDevServer({ runCompile: false }), { message: `[rsbuild:server] Port ${taken} is occupied, please choose another one.` });
      }),
    );
  });
});

describe('Module Federation › Create a host › asyncStartup', () => {
  test('without experiments.asyncStartup or a bootstrap file, an entry that imports shared react directly fails: the console logs "loadShareSync failed! …" and the page throws "Invalid loadShareSync function call from runtime #RUNTIME-006"; with react and react-dom eager: true the same entry renders', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const dir = makeProject({ 'src/index.tsx': "import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')!).render(<p>Host app</p>);\n" }, 'mf-no-async-startup');
    const federation = (eager: boolean) => ({ options: { name: 'host_app', shared: { react: { singleton: true, eager }, 'react-dom': { singleton: true, eager } } } });
    // One build, two environments: shared as on the page, and the same modules eager.
    const { errors } = await withNodeEnv('production', () =>
      buildProject(dir, {
        plugins: [pluginReact()],
        environments: {
          lazy: { moduleFederation: federation(false), output: { distPath: { root: 'dist/lazy' } } },
          eager: { moduleFederation: federation(true), output: { distPath: { root: 'dist/eager' } } },
        },
      }),
    );
    assert.deepEqual(errors, []);
    const browser = await launchChromium();
    try {
      const consoleErrors: string[] = [];
      const page = await openBuiltApp(browser, path.join(dir, 'dist/lazy'), 'p', { consoleErrors });
      assert.equal(page.html, '');
      assert.equal(page.errors.length, 1, page.errors.join('\n'));
      assert.ok(page.errors[0].startsWith('Error: Invalid loadShareSync function call from runtime #RUNTIME-006\n'), page.errors[0]);
      // Logged before the error is thrown.
      assert.equal(
        consoleErrors[0],
        'loadShareSync failed! The function should not be called unless you set "eager:true". If you do not set it, and encounter this issue, you can check whether an async boundary is implemented.',
        consoleErrors.join('\n'),
      );
      const eager = await openBuiltApp(browser, path.join(dir, 'dist/eager'), 'p');
      assert.deepEqual(eager.errors, []);
      assert.equal(eager.html, '<p>Host app</p>');
    } finally {
      await browser.close();
    }
  });
});

describe('Module Federation › Choose an implementation', () => {
  test("nothing to install: @rsbuild/core 1.7.6 depends on @rspack/core, which depends on the Module Federation runtime", () => {
    const manifest = (name: string) => JSON.parse(readText(path.join(repoRoot, 'tools/rsbuild-v1/node_modules', name), 'package.json'));
    assert.equal(manifest('@rsbuild/core').dependencies['@rspack/core'], '~1.7.10');
    assert.ok(manifest('@rspack/core').dependencies['@module-federation/runtime-tools'], JSON.stringify(manifest('@rspack/core').dependencies));
  });
});

describe('Module Federation › Share dependencies › singleton', () => {
  test("React's invalid hook call error names more than one copy of React in the same app as a cause", () => {
    const react = readText(path.join(repoRoot, 'tools/rsbuild-v1/node_modules/react/cjs'), 'react.development.js');
    assert.ok(react.includes('3. You might have more than one copy of React in the same app'));
  });
});

describe('Module Federation › Share dependencies › versions', () => {
  test("requiredVersion defaults to the range in the package.json nearest to the importing file; a singleton outside an app's range is still used, with the warning \"[ Federation Runtime ] Version … does not satisfy the requirement of … which needs …)\"; strictVersion: true throws instead", async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const installed = JSON.parse(readText(path.join(repoRoot, 'tools/rsbuild-v1/node_modules/react'), 'package.json')).version as string;
    assert.ok(installed.startsWith('19.'), installed);
    // The app's package.json asks for React 18; the installed React is 19. One build, two environments.
    const dir = makeProject(
      {
        'package.json': JSON.stringify({ name: 'mf-versions', private: true, dependencies: { react: '^18.3.0', 'react-dom': '^18.3.0' } }),
        'src/index.tsx': "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')!).render(<StrictMode><p>Host app</p></StrictMode>);\n",
      },
      'mf-versions',
    );
    const federation = (react: Record<string, unknown>) => ({
      options: { name: 'host_app', experiments: { asyncStartup: true }, shared: { react: { singleton: true, ...react }, 'react-dom': { singleton: true, requiredVersion: '^19.0.0' } } },
    });
    const { errors } = await withNodeEnv('production', () =>
      buildProject(dir, {
        plugins: [pluginReact()],
        environments: {
          loose: { moduleFederation: federation({}), output: { distPath: { root: 'dist/loose' } } },
          strict: { moduleFederation: federation({ strictVersion: true }), output: { distPath: { root: 'dist/strict' } } },
        },
      }),
    );
    assert.deepEqual(errors, []);
    // Each import gets the range of the package.json nearest to the importing file: the app's for
    // src/index.tsx, react-dom's peer range for react-dom's own import of react.
    const reactDomPeer = JSON.parse(readText(path.join(repoRoot, 'tools/rsbuild-v1/node_modules/react-dom'), 'package.json')).peerDependencies.react as string;
    const strictJs = listFiles(path.join(dir, 'dist/strict')).filter((file) => file.endsWith('.js')).map((file) => readText(path.join(dir, 'dist/strict'), file)).join('\n');
    assert.ok(strictJs.includes('shareKey:"react",import:"react",requiredVersion:"^18.3.0"'));
    assert.ok(strictJs.includes(`shareKey:"react",import:"react",requiredVersion:"${reactDomPeer}"`), reactDomPeer);
    const mismatch = `Version ${installed} from host_app of shared singleton module react does not satisfy the requirement of host_app which needs ^18.3.0)`;
    const browser = await launchChromium();
    try {
      // Without strictVersion: React 19 is used (the page renders) and the console warns once, for react only.
      const page = await browser.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
      await page.route('http://built.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        return route.fulfill({ path: path.join(dir, 'dist/loose', pathname === '/' ? 'index.html' : pathname) });
      });
      await page.goto('http://built.test/');
      await page.locator('#root p').getByText('Host app', { exact: true }).waitFor({ timeout: 60_000 });
      assert.deepEqual(warnings, [`[ Federation Runtime ] ${mismatch}`]);
      await page.close();
      // With strictVersion: true the same mismatch throws, and nothing renders.
      const strict = await openBuiltApp(browser, path.join(dir, 'dist/strict'), 'p');
      assert.equal(strict.html, '');
      assert.ok(strict.errors.some((error) => error.includes(`[ Federation Runtime ]: ${mismatch}`)), strict.errors.join('\n'));
    } finally {
      await browser.close();
    }
  });
});

describe('Module Federation › Share dependencies › eager', () => {
  // The app's package.json does not list clsx: see the requiredVersion test below.
  const files = { 'package.json': JSON.stringify({ name: 'mf-eager', private: true }), 'src/index.js': "import { clsx } from 'clsx';\nconsole.log(clsx('a', 'b'));\n" };
  let builds: Promise<BuildResult[]> | undefined;
  const buildBoth = () =>
    (builds ??= (async () => {
      const [eagerDir, lazyDir] = [makeProject(files, 'mf-eager'), makeProject(files, 'mf-not-eager')];
      return withNodeEnv('production', async () => [await buildProject(eagerDir, config(true)), await buildProject(lazyDir, config(false))]);
    })());
  const config = (eager: boolean): RsbuildConfig => ({
    output: { minify: false, filenameHash: false },
    moduleFederation: { options: { name: 'host_app', shared: { clsx: { eager } } } },
  });

  test('eager: true puts the shared module into the initial chunk; without it the module is in a chunk of its own, loaded asynchronously', async () => {
    const [eagerBuild, lazyBuild] = await buildBoth();
    assert.deepEqual([eagerBuild.errors, lazyBuild.errors], [[], []]);
    // Where clsx's code is, and whether index.html loads that file as an initial script.
    const clsxChunk = (dist: string) => {
      const [file, ...more] = listFiles(dist).filter((name) => name.endsWith('.js') && readText(dist, name).includes('function clsx()'));
      assert.deepEqual(more, []);
      return { file, initial: readText(dist, 'index.html').includes(`<script defer src="/${file}"></script>`) };
    };
    const eager = clsxChunk(eagerBuild.dist);
    assert.match(eager.file, /^static\/js\/[\w-]+\.js$/);
    assert.equal(eager.initial, true);
    const lazy = clsxChunk(lazyBuild.dist);
    assert.match(lazy.file, /^static\/js\/async\/[\w-]+\.js$/);
    assert.equal(lazy.initial, false);
  });

  test('Share dependencies: a shared package that the nearest package.json does not list gets the warning "No required version specified and unable to automatically determine one." and the range *', async () => {
    for (const build of await buildBoth()) {
      assert.deepEqual(build.errors, []);
      assert.equal(build.warnings.length, 1, build.warnings.join('\n'));
      assert.ok(build.warnings[0].includes('No required version specified and unable to automatically determine one. Unable to find required version for "clsx" in description file/s'), build.warnings[0]);
      assert.ok(build.warnings[0].includes('It need to be in dependencies, devDependencies or peerDependencies.'), build.warnings[0]);
      const js = listFiles(build.dist).filter((file) => file.endsWith('.js')).map((file) => readText(build.dist, file)).join('\n');
      assert.match(js, /shareKey: "clsx", import: "clsx", requiredVersion: "\*"/);
    }
    assert.ok(pageText('guide/advanced/module-federation', 'en').includes('the build warns `No required version specified and unable to automatically determine one.` and the import accepts any version (`*`)'));
    assert.ok(pageText('guide/advanced/module-federation', 'zh').includes('构建时会输出警告 `No required version specified and unable to automatically determine one.`，该导入也会接受任意版本（`*`）'));
  });
});

describe('Module Federation › Develop both apps › two dev servers', () => {
  const button = (label: string) => `import { useState } from 'react';

export default function Button() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      ${label}, clicked {count} times
    </button>
  );
}
`;
  const remoteDir = makeProject(
    {
      'src/Button.tsx': button('Remote button'),
      'src/index.tsx': "import('./bootstrap');\n",
      'src/bootstrap.tsx': "import { createRoot } from 'react-dom/client';\nimport Button from './Button';\n\ncreateRoot(document.getElementById('root')!).render(<Button />);\n",
    },
    'mf-dev-remote',
  );
  const hostDir = makeProject({ 'src/index.tsx': hostIndex }, 'mf-dev-host');

  test("the host page shows the remote's button from the remote's dev server, opens a socket to the remote's server, and an edit of Button.tsx reaches the host page", async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    await withNodeEnv('development', async () => {
      // strictPort, as the page advises: the remote's socket port is taken from server.port.
      const remotePort = await freePort();
      const remoteRsbuild = await createRsbuild({
        cwd: remoteDir,
        rsbuildConfig: {
          logLevel: 'silent',
          plugins: [pluginReact()],
          server: { port: remotePort, strictPort: true, printUrls: false },
          output: { assetPrefix: 'auto' },
          moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' }, shared } },
        },
      });
      const remote = await remoteRsbuild.startDevServer();
      const hostRsbuild = await createRsbuild({
        cwd: hostDir,
        rsbuildConfig: {
          logLevel: 'silent',
          plugins: [pluginReact()],
          server: { port: await freePort(), printUrls: false },
          moduleFederation: {
            options: { name: 'host_app', remotes: { remote_app: `remote_app@http://localhost:${remotePort}/remoteEntry.js` }, experiments: { asyncStartup: true }, shared },
          },
        },
      });
      const host = await hostRsbuild.startDevServer();
      const browser = await launchChromium();
      try {
        assert.equal(remote.port, remotePort);
        const page = await browser.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        const sockets: string[] = [];
        page.on('websocket', (socket) => sockets.push(new URL(socket.url()).port));
        const chunkHosts = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.endsWith('.js')) chunkHosts.add(url.host);
        });
        await page.goto(`http://localhost:${host.port}/`);
        await page
          .getByRole('button', { name: 'Remote button, clicked 0 times', exact: true })
          .click({ timeout: 90_000 })
          .catch((error: Error) => assert.fail(`${error.message}\npage errors: ${pageErrors.join('\n')}`));
        await page.getByRole('button', { name: 'Remote button, clicked 1 times', exact: true }).waitFor({ timeout: 30_000 });
        await waitFor('a socket to each dev server', () => sockets.includes(String(remotePort)) && sockets.includes(String(host.port)), 30_000);
        assert.ok(chunkHosts.has(`localhost:${remotePort}`), [...chunkHosts].join(', '));
        // server.cors became true: any origin may read the remote's dev files.
        const response = await fetch(`http://localhost:${remotePort}/remoteEntry.js`, { headers: { Origin: 'https://any-site.example' } });
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('access-control-allow-origin'), '*');
        // The count survives: the update came through the remote's socket, not a reload.
        writeProjectFiles(remoteDir, { 'src/Button.tsx': button('Edited remote button') });
        await page.getByRole('button', { name: 'Edited remote button, clicked 1 times', exact: true }).waitFor({ timeout: 90_000 });
      } finally {
        await browser.close();
        await host.server.close();
        await remote.server.close();
      }
    });
  });
});

describe('Module Federation › Create a remote › filename', () => {
  test('filename gives the remote entry a fixed name: without it, the container entry is written as static/js/remote_app.<hash>.js', async () => {
    const dir = makeProject({ 'src/index.js': "import('./bootstrap');\n", 'src/bootstrap.js': "console.log('remote');\n" }, 'mf-no-filename');
    const { dist, errors } = await withNodeEnv('production', () => buildProject(dir, { moduleFederation: { options: { name: 'remote_app', exposes: { './Bootstrap': './src/bootstrap.js' } } } }));
    assert.deepEqual(errors, []);
    const files = listFiles(dist);
    assert.ok(!files.includes('remoteEntry.js'), files.join(', '));
    assert.equal(files.filter((file) => /^static\/js\/remote_app\.[0-9a-f]{8}\.js$/.test(file)).length, 1, files.join(', '));
  });
});
