import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { type CliResult, listFiles, makeProject, outputFile, rsbuildCore, rsbuildV1Dir, runCli } from './harness';

const appDir = makeProject(
  {
    'src/index.js': "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport './style.css';\nexport const el = createElement('p', null, 'production defaults');\nconst answer = (value) => value ?? 42;\nconsole.log(el, createRoot, answer());\n",
    'src/style.css': '.title {\n  color: teal;\n}\n',
    'rsbuild.config.mjs': "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()] };\n",
  },
  'general',
);
const dist = path.join(appDir, 'dist');
let build: CliResult;
let versionRun: CliResult;
before(async () => {
  [build, versionRun] = await Promise.all([runCli(appDir, ['build']), runCli(appDir, ['-v'])]);
});

describe('General FAQ', () => {
  test('Is Rsbuild ready for production: minified JS and CSS, content hashes, React in a chunk of its own (lib-react, from the React plugin)', () => {
    assert.equal(build.code, 0, build.output);
    const files = listFiles(dist);
    assert.ok(files.some((file) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /^\.title\{color:teal\}/);
    assert.doesNotMatch(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\n\s+/);
  });

  test('Which Node.js versions does Rsbuild support: engines is >=18.12.0', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.engines.node, '>=18.12.0');
  });

  test('How do I check which Rsbuild version a project uses: -v, the version export and api.context.version', async () => {
    assert.match(versionRun.output, /rsbuild\/1\.7\.6 linux-x64 node-v\d+\.\d+\.\d+/);
    const { version, createRsbuild } = await rsbuildCore();
    assert.equal(version, '1.7.6');
    let seen = '';
    const rsbuild = await createRsbuild({ cwd: appDir, rsbuildConfig: { plugins: [{ name: 'read-version', setup: (api) => void (seen = api.context.version) }] } });
    await rsbuild.initConfigs();
    assert.equal(seen, '1.7.6');
  });

  test('Does Rsbuild support Module Federation: the page\'s host config type-checks', () => {
    const host: RsbuildConfig = {
      moduleFederation: {
        options: {
          name: 'host',
          remotes: { catalog: 'catalog@http://localhost:3001/remoteEntry.js' },
          shared: ['react', 'react-dom'],
        },
      },
      dev: { lazyCompilation: true },
    };
    assert.equal(host.moduleFederation?.options.name, 'host');
  });
});
