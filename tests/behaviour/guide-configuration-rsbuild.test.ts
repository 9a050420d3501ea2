// guide/configuration/rsbuild: config file lookup, formats, the function form's parameters and
// running without a config, against @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { listFiles, makeProject, outputFile, rsbuildCore, runCli } from './harness';

// The type behind defineConfig's parameter reports misspelled keys
// @ts-expect-error 'htm' is not an option
const misspelled: RsbuildConfig = { htm: { title: 'typo' } };
void misspelled;

describe('Configure Rsbuild', () => {
  test('with both rsbuild.config.ts and rsbuild.config.mjs in the root, the .mjs file wins', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      {
        'src/index.js': '',
        'rsbuild.config.ts': "export default { html: { title: 'from-ts' } };\n",
        'rsbuild.config.mjs': "export default { html: { title: 'from-mjs' } };\n",
      },
      'config-lookup',
    );
    const { content, filePath } = await loadConfig({ cwd: dir });
    assert.equal(path.basename(String(filePath)), 'rsbuild.config.mjs');
    assert.equal((content as { html: { title: string } }).html.title, 'from-mjs');
  });

  test('defineConfig returns its argument unchanged', async () => {
    const { defineConfig } = await rsbuildCore();
    const config = { html: { title: 'same' } };
    assert.equal(defineConfig(config), config);
  });

  test('a CommonJS config with require("@rsbuild/core") works', async () => {
    const dir = makeProject(
      {
        'src/index.js': '',
        'rsbuild.config.cjs': "const { defineConfig } = require('@rsbuild/core');\nmodule.exports = defineConfig({ html: { title: 'from-cjs' } });\n",
      },
      'config-cjs',
    );
    const { loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: dir });
    assert.equal((content as { html: { title: string } }).html.title, 'from-cjs');
  });

  test('a function config receives env, command and envMode; without a config the CLI builds src/index into dist', async () => {
    const dir = makeProject(
      {
        'src/index.ts': "console.log('marker-default-entry');\n",
        'rsbuild.config.mjs': `export default ({ env, command, envMode }) => ({ html: { title: [env, command, envMode].join('|') } });\n`,
      },
      'config-function',
    );
    const build = await runCli(dir, ['build', '--env-mode', 'staging']);
    assert.equal(build.code, 0, build.output);
    assert.match(outputFile(path.join(dir, 'dist'), /^index\.html$/), /<title>production\|build\|staging<\/title>/);

    const bare = makeProject({ 'src/index.ts': "console.log('marker-default-entry');\n" }, 'config-none');
    const plain = await runCli(bare, ['build']);
    assert.equal(plain.code, 0, plain.output);
    const files = listFiles(path.join(bare, 'dist'));
    assert.ok(files.includes('index.html'));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
  });
});
