// plugins/list: the documented plugins' 1.x versions are the ones installed beside @rsbuild/core
// 1.7.6, each accepts core 1.x as its peer, and the page's sample config builds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, rsbuildV1Dir, runCli } from './harness';
import { probeTypeCheck, type TypeCheckProbe } from './type-check-probe';

const installed = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));

describe('Plugins documented on this site', () => {
  test('each "1.x version" of the table is the release installed with @rsbuild/core 1.7.6, and its peer range takes core 1.x', () => {
    const table = {
      '@rsbuild/plugin-react': '1.4.6',
      '@rsbuild/plugin-vue': '1.2.9',
      '@rsbuild/plugin-preact': '1.7.2',
      '@rsbuild/plugin-solid': '1.2.2',
      '@rsbuild/plugin-svelte': '1.1.2',
      '@rsbuild/plugin-sass': '1.5.3',
      '@rsbuild/plugin-less': '1.6.4',
      '@rsbuild/plugin-stylus': '1.3.2',
      '@rsbuild/plugin-babel': '1.2.1',
      '@rsbuild/plugin-svgr': '1.3.1',
    };
    assert.equal(installed('@rsbuild/core').version, '1.7.6');
    for (const [name, version] of Object.entries(table)) {
      const pkg = installed(name);
      assert.equal(pkg.version, version, name);
      const peer: string = pkg.peerDependencies?.['@rsbuild/core'] ?? '';
      assert.match(peer, /(^|\|\|\s*)(\^1(\.\d+){0,2}|1\.x)(\s|$)/, `${name} accepts @rsbuild/core 1.x (${peer})`);
    }
  });
});

describe('Plugin list', () => {
  test('the page\'s sample (React and Sass plugins) builds with 1.7.6', async () => {
    const dir = makeProject({
      'src/index.jsx': "import './App.scss';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hi</h1>);\n",
      'src/App.scss': '$brand: #f93;\nh1 { color: $brand; }\n',
      'rsbuild.config.mjs': "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSass } from '@rsbuild/plugin-sass';\n\nexport default defineConfig({\n  plugins: [pluginReact(), pluginSass()],\n});\n",
    }, 'plugin-list');
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    const css = listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.css'));
    assert.equal(css.length, 1);
    assert.match(readFileSync(path.join(dir, 'dist', css[0]), 'utf8'), /h1\{color:#f93\}/);
  });
});

describe('Other official plugins', () => {
  let typeCheck: TypeCheckProbe;
  before(async () => {
    typeCheck = await probeTypeCheck();
  });
  test('@rsbuild/plugin-type-check 1.6.1 takes core 1.x and checks types in a separate process during dev and build', () => {
    const pkg = installed('@rsbuild/plugin-type-check');
    assert.equal(pkg.version, '1.6.1');
    assert.match(pkg.peerDependencies['@rsbuild/core'], /^\^1\.0\.0 \|\|/);
    assert.ok(typeCheck.buildWorker, typeCheck.build.output);
    assert.match(typeCheck.build.output, /TS2322/);
    assert.ok(typeCheck.devWorker, typeCheck.devOutput);
    assert.match(typeCheck.devOutput, /TS2322/);
  });
});
