// guide/debug/build-profiling: RSPACK_PROFILE traces and performance.profile, with the 1.7.6 CLI.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, runCli, type CliResult } from './harness';

describe('Build profiling', () => {
  const dir = makeProject(
    { 'src/index.js': "console.log('profile');\n", 'rsbuild.config.mjs': 'export default { performance: { profile: true } };\n' },
    'build-profiling',
  );
  let build: CliResult;

  before(async () => {
    build = await runCli(dir, ['build'], { env: { RSPACK_PROFILE: 'OVERVIEW', RSPACK_TRACE_OUTPUT: './profiles/build.pftrace' } });
  });

  test('RSPACK_PROFILE=OVERVIEW needs no @rspack/cli: the build prints where the trace was saved', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(build.output, /profile file saved to .*profiles[\\/]build\.pftrace/);
  });

  test('RSPACK_TRACE_OUTPUT sets the trace file, resolved from the current directory', () => {
    assert.ok(existsSync(path.join(dir, 'profiles/build.pftrace')));
  });

  test('performance.profile writes dist/stats.json', () => {
    assert.ok(listFiles(path.join(dir, 'dist')).includes('stats.json'));
  });

  test('without RSPACK_TRACE_OUTPUT, the trace goes to <root>/.rspack-profile-<timestamp>-<pid>/rspack.pftrace', async () => {
    const plain = await runCli(dir, ['build'], { env: { RSPACK_PROFILE: 'OVERVIEW' } });
    assert.equal(plain.code, 0, plain.output);
    const folders = readdirSync(dir).filter((name) => /^\.rspack-profile-\d+-\d+$/.test(name));
    assert.equal(folders.length, 1, readdirSync(dir).join(', '));
    assert.ok(existsSync(path.join(dir, folders[0], 'rspack.pftrace')));
  });
});
