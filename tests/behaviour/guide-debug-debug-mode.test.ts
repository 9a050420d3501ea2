// guide/debug/debug-mode: DEBUG=rsbuild, the files in dist/.rsbuild, and rsbuild inspect options,
// run with the 1.7.6 CLI.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, readText, runCli, type CliResult } from './harness';

describe('Debug mode', () => {
  const dir = makeProject({ 'src/index.js': "console.log('debug');\n", 'rsbuild.config.mjs': "export default { logLevel: 'error' };\n" }, 'debug-mode');
  const dist = path.join(dir, 'dist');
  let debugBuild: CliResult;
  let debugFiles: string[];

  before(async () => {
    debugBuild = await runCli(dir, ['build'], { env: { DEBUG: 'vite,RSBUILD' } });
    debugFiles = listFiles(path.join(dist, '.rsbuild'));
  });

  test('DEBUG is a comma-separated, case-insensitive list; debug lines appear even with logLevel "error"', () => {
    assert.equal(debugBuild.code, 0, debugBuild.output);
    assert.match(debugBuild.output, /rsbuild \d\d:\d\d:\d\d configuration loaded from: .*rsbuild\.config\.mjs/);
    assert.match(debugBuild.output, /config inspection completed, generated files:/);
  });

  test('debug mode writes rsbuild.config.mjs and rspack.config.web.mjs to dist/.rsbuild', () => {
    assert.ok(debugFiles.includes('rsbuild.config.mjs'), debugFiles.join(', '));
    assert.ok(debugFiles.includes('rspack.config.web.mjs'), debugFiles.join(', '));
  });

  test('the next plain build removes dist/.rsbuild', async () => {
    const plain = await runCli(dir, ['build']);
    assert.equal(plain.code, 0, plain.output);
    assert.deepEqual(listFiles(path.join(dist, '.rsbuild')), []);
  });

  test('rsbuild inspect shows the development config by default; --mode production and --output change it', async () => {
    const inspect = await runCli(dir, ['inspect']);
    assert.equal(inspect.code, 0, inspect.output);
    assert.match(readText(dist, '.rsbuild/rspack.config.web.mjs'), /mode: 'development'/);
    const prod = await runCli(dir, ['inspect', '--mode', 'production', '--output', 'inspect-prod']);
    assert.equal(prod.code, 0, prod.output);
    assert.match(readText(dist, 'inspect-prod/rspack.config.web.mjs'), /mode: 'production'/);
    assert.match(readText(dist, 'inspect-prod/rspack.config.web.mjs'), /omitted long function/);
  });
});
