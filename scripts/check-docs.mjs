#!/usr/bin/env node
// Runs the docs checks: samples compile, defaults are true, every option documented, en/zh agree,
// version marks agree with the published releases.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCliArgs, report } from './lib/cli.mjs';
import { runCoverageCheck } from './check-coverage.mjs';
import { runDefaultsCheck } from './check-defaults.mjs';
import { runParityCheck } from './check-parity.mjs';
import { runSampleCheck } from './check-samples.mjs';
import { runVersionCheck } from './check-versions.mjs';

const CHECKS = {
  samples: runSampleCheck,
  defaults: runDefaultsCheck,
  coverage: runCoverageCheck,
  parity: runParityCheck,
  versions: runVersionCheck,
};

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const args = process.argv.slice(2);
  const options = parseCliArgs(args, {
    usage: `Usage: node scripts/check-docs.mjs [--docs <dir>] [--only samples|defaults|coverage|parity|versions]

Runs the docs checks against the real @rsbuild/core 1.x:
  samples   every config sample type-checks      (scripts/check-samples.mjs)
  defaults  every stated default is the real one  (scripts/check-defaults.mjs)
  coverage  every option of RsbuildConfig has a page (scripts/check-coverage.mjs)
  parity    English and Chinese pages agree       (scripts/check-parity.mjs)
  versions  version marks agree with the releases (scripts/check-versions.mjs)
Each prints what it checked and every failure as file:line: message.`,
  });
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  let failed = 0;
  for (const [name, run] of Object.entries(CHECKS)) {
    if (only && only !== name) continue;
    console.log(`\n— ${name}`);
    failed += report(name, await run(options));
  }
  console.log(failed ? `\ndocs checks: ${failed} of them failed` : '\ndocs checks: all passed');
  process.exit(failed ? 1 : 0);
}
