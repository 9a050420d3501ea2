import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

// Every command-line tool, with the first words of its usage line. Running `--help` loads the
// tool's whole import graph, so a moved or renamed shared helper fails here, not on the day
// someone next runs the tool.
const tools: Array<[file: string, usage: string]> = [
  ['scripts/behaviour-versions.ts', 'Usage: node --import tsx scripts/behaviour-versions.ts'],
  ['scripts/bench-search.ts', 'Usage: node --import tsx scripts/bench-search.ts'],
  ['scripts/bench.ts', 'Usage: npm run bench'],
  ['scripts/check-a11y.ts', 'Usage: node --import tsx scripts/check-a11y.ts'],
  ['scripts/check-budgets.ts', 'Usage: node --import tsx scripts/check-budgets.ts'],
  ['scripts/check-coverage.ts', 'Usage: node --import tsx scripts/check-coverage.ts'],
  ['scripts/check-defaults.ts', 'Usage: node --import tsx scripts/check-defaults.ts'],
  ['scripts/check-docs.ts', 'Usage: node --import tsx scripts/check-docs.ts'],
  ['scripts/check-parity.ts', 'Usage: node --import tsx scripts/check-parity.ts'],
  ['scripts/check-samples.ts', 'Usage: node --import tsx scripts/check-samples.ts'],
  ['scripts/check-versions.ts', 'Usage: node --import tsx scripts/check-versions.ts'],
  ['scripts/rsbuild-defaults.ts', 'Usage: node --import tsx scripts/rsbuild-defaults.ts'],
  ['scripts/screenshots.ts', 'Usage: node --import tsx scripts/screenshots.ts'],
  ['scripts/serve.ts', 'Usage: node --import tsx scripts/serve.ts'],
  ['scripts/test.ts', 'Usage: node --import tsx scripts/test.ts'],
  ['scripts/version-history.ts', 'Usage: node --import tsx scripts/version-history.ts'],
  ['tools/bench/run.mjs', 'Usage: npm run bench:tools'],
];

for (const [file, usage] of tools) {
  test(`${file} --help prints its usage and exits 0`, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', file, '--help'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    assert.equal(result.status, 0, result.stderr);
    assert.ok(result.stdout.startsWith(usage), `${file} printed: ${result.stdout.slice(0, 200)}`);
  });
}
