// guide/advanced/module-federation: the built-in Module Federation 1.5 (moduleFederation.options)
// of @rsbuild/core 1.7.6. The @module-federation/rsbuild-plugin package is not installed in
// tools/rsbuild-v1, so the plugin's own claims are not covered here.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, plugin, readText, rsbuildCore } from './harness';

const shared = { react: { singleton: true }, 'react-dom': { singleton: true } };

describe('Module Federation: the built-in Module Federation 1.5', () => {
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
  let remoteFiles: string[];
  let hostFiles: string[];

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
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
    await remote.initConfigs();
    await host.initConfigs();
    remoteConfig = remote.getNormalizedConfig();
    hostConfig = host.getNormalizedConfig();
    await Promise.all([remote.build(), host.build()]);
    remoteFiles = listFiles(path.join(remoteDir, 'dist'));
    hostFiles = listFiles(path.join(hostDir, 'dist'));
  });

  test('the remote writes remoteEntry.js, unhashed, at the root of dist', () => {
    assert.ok(remoteFiles.includes('remoteEntry.js'), remoteFiles.join(', '));
    assert.match(readText(path.join(remoteDir, 'dist'), 'remoteEntry.js'), /remote_app/);
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
