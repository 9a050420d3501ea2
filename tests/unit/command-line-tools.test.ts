import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

// Every command-line tool, with the first words of its usage line. Running `--help` loads the
// tool's whole import graph, so a moved or renamed shared helper fails here, not on the day
// someone next runs the tool.
const tools: Array<[file: string, usage: string]> = [
  ['scripts/behaviour-versions.mjs', 'Usage: node scripts/behaviour-versions.mjs'],
  ['scripts/bench-search.mjs', 'Usage: node scripts/bench-search.mjs'],
  ['scripts/bench.mjs', 'Usage: npm run bench'],
  ['scripts/check-a11y.mjs', 'Usage: node scripts/check-a11y.mjs'],
  ['scripts/check-budgets.mjs', 'Usage: node scripts/check-budgets.mjs'],
  ['scripts/check-coverage.mjs', 'Usage: node scripts/check-coverage.mjs'],
  ['scripts/check-defaults.mjs', 'Usage: node scripts/check-defaults.mjs'],
  ['scripts/check-docs.mjs', 'Usage: node scripts/check-docs.mjs'],
  ['scripts/check-parity.mjs', 'Usage: node scripts/check-parity.mjs'],
  ['scripts/check-samples.mjs', 'Usage: node scripts/check-samples.mjs'],
  ['scripts/check-versions.mjs', 'Usage: node scripts/check-versions.mjs'],
  ['scripts/rsbuild-defaults.mjs', 'Usage: node scripts/rsbuild-defaults.mjs'],
  ['scripts/serve.mjs', 'Usage: node scripts/serve.mjs'],
  ['scripts/test.mjs', 'Usage: node scripts/test.mjs'],
  ['scripts/version-history.mjs', 'Usage: node scripts/version-history.mjs'],
  ['tools/bench/run.mjs', 'Usage: npm run bench:tools'],
];

for (const [file, usage] of tools) {
  test(`${file} --help prints its usage and exits 0`, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', file, '--help'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    assert.equal(result.status, 0, result.stderr);
    assert.ok(result.stdout.startsWith(usage), `${file} printed: ${result.stdout.slice(0, 200)}`);
  });
}
