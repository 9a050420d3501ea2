// guide/debug/rsdoctor: how Rsbuild 1.7.6 reacts to RSDOCTOR. @rsdoctor/rspack-plugin is not
// installed in tools/rsbuild-v1, so the report itself is not covered; what is proven is that only
// the exact string "true" enables the integration, which then looks for the plugin package.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { makeProject, runCli } from './harness';

describe('Use Rsdoctor', () => {
  const dir = makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'rsdoctor');

  test('RSDOCTOR=true enables the integration, which asks for @rsdoctor/rspack-plugin when it is missing', async () => {
    const result = await runCli(dir, ['build'], { env: { RSDOCTOR: 'true' } });
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /`process\.env\.RSDOCTOR` enabled, please install @rsdoctor\/rspack-plugin package\./);
  });

  test('RSDOCTOR=1 does nothing', async () => {
    const result = await runCli(dir, ['build'], { env: { RSDOCTOR: '1' } });
    assert.equal(result.code, 0, result.output);
    assert.doesNotMatch(result.output, /RSDOCTOR/);
  });
});
