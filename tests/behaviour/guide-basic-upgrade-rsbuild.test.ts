// guide/basic/upgrade-rsbuild: the version the CLI reports, the published 1.x packages' versions,
// peer ranges and Rspack range, the deprecation warning and the inspect comparison the page shows.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { makeProject, rsbuildV1Dir, runCli, type CliResult } from './harness';

const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));

const projectDir = makeProject(
  { 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n", 'src/index.js': "console.log('upgrade');\n" },
  'upgrade',
);

let version: CliResult;
let build: CliResult;
let inspect: CliResult;

before(async () => {
  [version, build, inspect] = await Promise.all([
    runCli(projectDir, ['-v']),
    runCli(projectDir, ['build']),
    runCli(projectDir, ['inspect', '--mode', 'production', '--output', '../rsbuild-inspect/before']),
  ]);
});

describe('Upgrade Rsbuild › Check the current version', () => {
  test('rsbuild -v prints the greeting, then version, platform and Node.js version', () => {
    assert.match(version.stdout, new RegExp(`^Rsbuild v1\\.7\\.6\\n\\nrsbuild/1\\.7\\.6 ${process.platform}-${process.arch} node-${process.version.replace(/\./g, '\\.')}\\n$`));
  });
});

describe('Upgrade Rsbuild › Upgrade within 1.x', () => {
  test('the newest 1.x versions in the table are the installed ones', () => {
    const table: Record<string, string> = {
      '@rsbuild/core': '1.7.6',
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
    for (const [name, expected] of Object.entries(table)) assert.equal(manifest(name).version, expected, name);
  });
  test('peer ranges: most plugins ^1.0.0 || ^2.0.0-0; Sass, Less and Stylus from 1.3.0; Svelte from 1.4.0', () => {
    for (const name of ['react', 'vue', 'preact', 'babel', 'svgr']) {
      assert.equal(manifest(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0', name);
    }
    for (const name of ['sass', 'less', 'stylus']) {
      assert.equal(manifest(`@rsbuild/plugin-${name}`).peerDependencies['@rsbuild/core'], '^1.3.0 || ^2.0.0-0', name);
    }
    assert.equal(manifest('@rsbuild/plugin-svelte').peerDependencies['@rsbuild/core'], '^1.4.0 || ^2.0.0-0');
    assert.equal(manifest('@rsbuild/plugin-solid').peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0');
  });
});

describe('Upgrade Rsbuild › Lock files', () => {
  test('@rsbuild/core 1.7.6 depends on @rspack/core ~1.7.10', () => {
    assert.equal(manifest('@rsbuild/core').dependencies['@rspack/core'], '~1.7.10');
  });
});

describe('Upgrade Rsbuild › Check after upgrading', () => {
  test('a deprecated option is reported with warn, and the build succeeds', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(build.output, /warn\s+\[rsbuild:config\] The "source\.alias" config is deprecated, use "resolve\.alias" instead\./);
  });
  test('inspect --output ../rsbuild-inspect/before writes into the project root', () => {
    assert.equal(inspect.code, 0, inspect.output);
    for (const file of ['rsbuild.config.mjs', 'rspack.config.web.mjs']) {
      assert.ok(existsSync(path.join(projectDir, 'rsbuild-inspect/before', file)), file);
    }
  });
});

describe('Upgrade Rsbuild › Moving to Rsbuild 2', () => {
  test('1.7.6 runs on Node.js >=18.12.0', () => {
    assert.equal(manifest('@rsbuild/core').engines.node, '>=18.12.0');
  });
});
