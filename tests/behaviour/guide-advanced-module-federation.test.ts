// guide/advanced/module-federation: the built-in Module Federation 1.5 (moduleFederation.options)
// of @rsbuild/core 1.7.6, which the page uses. @module-federation/rsbuild-plugin (about 50 MB
// installed with the TypeScript it pulls in) is not in tools/rsbuild-v1; the page only names it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, plugin, readText, rsbuildCore } from './harness';

const shared = { react: { singleton: true }, 'react-dom': { singleton: true } };

describe('Module Federation', () => {
  const remoteDir = makeProject(
    {
      'src/Button.tsx': "export default function Button() {\n  return <button type=\"button\">Remote button</button>;\n}\n",
      'src/index.tsx': "import('./bootstrap');\n",
      'src/bootstrap.tsx': "import { createRoot } from 'react-dom/client';\nimport Button from './Button';\ncreateRoot(document.getElementById('root')!).render(<Button />);\n",
    },
    'mf-remote',
  );
  const hostDir = makeProject(
    {
      'src/index.tsx': `import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
const RemoteButton = lazy(() => import('remote_app/Button'));
createRoot(document.getElementById('root')!).render(<Suspense fallback="…"><RemoteButton /></Suspense>);
`,
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

  before(async () => {
    const { createRsbuild, defaultAllowedOrigins } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const remote = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        plugins: [pluginReact()],
        server: { port: 3001 },
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
            remotes: { remote_app: 'remote_app@http://localhost:3001/remoteEntry.js' },
            experiments: { asyncStartup: true },
            shared,
          },
        },
      },
    });
    const withCors = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } },
        server: { port: 3001, cors: { origin: [defaultAllowedOrigins, 'https://shop.example.com'] } },
      },
    });
    const noPort = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: { moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } } },
    });
    const ownSettings = await createRsbuild({
      cwd: remoteDir,
      rsbuildConfig: {
        moduleFederation: { options: { name: 'remote_app', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.tsx' } } },
        server: { port: 3001 },
        dev: { assetPrefix: '/own/', client: { port: 4000 } },
      },
    });
    await remote.initConfigs();
    await host.initConfigs();
    await withCors.initConfigs();
    await noPort.initConfigs();
    await ownSettings.initConfigs();
    noPortConfig = noPort.getNormalizedConfig();
    ownSettingsConfig = ownSettings.getNormalizedConfig();
    remoteConfig = remote.getNormalizedConfig();
    hostConfig = host.getNormalizedConfig();
    corsConfig = withCors.getNormalizedConfig();
    await Promise.all([remote.build(), host.build()]);
    remoteFiles = listFiles(path.join(remoteDir, 'dist'));
    hostFiles = listFiles(path.join(hostDir, 'dist'));
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

  test('defaultAllowedOrigins matches localhost, 127.0.0.1 and [::1] on any port', async () => {
    const { defaultAllowedOrigins } = await rsbuildCore();
    for (const origin of ['http://localhost:3000', 'https://localhost', 'http://127.0.0.1:8080', 'http://[::1]:3000']) assert.ok(defaultAllowedOrigins.test(origin), origin);
    assert.ok(!defaultAllowedOrigins.test('https://shop.example.com'));
  });

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
    assert.equal(remoteConfig.dev.client.port, 3001);
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
    assert.match(js, /http:\/\/localhost:3001\/remoteEntry\.js/);
  });
});
