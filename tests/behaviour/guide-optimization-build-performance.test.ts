// guide/optimization/build-performance: the persistent cache of performance.buildCache in
// @rsbuild/core 1.7.6 (where it writes, the debug line).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { makeProject, runCli } from './harness';

describe('Improve build performance', () => {
  test('buildCache: DEBUG=rsbuild logs "Rspack persistent cache enabled", and the cache is written to cacheDirectory', async () => {
    // cacheDirectory keeps the cache out of the node_modules that fixtures share
    const dir = makeProject(
      { 'src/index.js': "console.log('cache');\n", 'rsbuild.config.mjs': "export default { performance: { buildCache: { cacheDirectory: './build-cache' } } };\n" },
      'build-cache',
    );
    const result = await runCli(dir, ['build'], { env: { DEBUG: 'rsbuild' } });
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /Rspack persistent cache enabled/);
    assert.match(result.output, /ready\s+built in [\d.]+ m?s/);
    const entries = readdirSync(path.join(dir, 'build-cache'), { recursive: true }).map(String);
    assert.ok(entries.some((entry) => entry.endsWith('snapshot_file')), entries.slice(0, 10).join(', '));
  });
});
