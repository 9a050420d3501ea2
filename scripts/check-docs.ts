#!/usr/bin/env node
// Runs the docs checks: samples compile, defaults are true, every option documented, en/zh agree,
// version marks agree with the published releases, install commands pin the 1.x line.
import { isMain, parseCheckArgs, report } from './lib/cli';
import { runCoverageCheck } from './check-coverage';
import { runDefaultsCheck } from './check-defaults';
import { runInstallCheck } from './check-installs';
import { runParityCheck } from './check-parity';
import { runSampleCheck } from './check-samples';
import { runVersionCheck } from './check-versions';

const CHECKS = {
  samples: runSampleCheck,
  defaults: runDefaultsCheck,
  coverage: runCoverageCheck,
  parity: runParityCheck,
  versions: runVersionCheck,
  installs: runInstallCheck,
};

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(
    `Usage: node --import tsx scripts/check-docs.ts [--docs <dir>] [--only samples|defaults|coverage|parity|versions|installs]

Runs the docs checks against the real @rsbuild/core 1.x:
  samples   every config sample type-checks      (scripts/check-samples.ts)
  defaults  every stated default is the real one  (scripts/check-defaults.ts)
  coverage  every option of RsbuildConfig has a page (scripts/check-coverage.ts)
  parity    English and Chinese pages agree       (scripts/check-parity.ts)
  versions  version marks agree with the releases (scripts/check-versions.ts)
  installs  install commands pin the 1.x plugins  (scripts/check-installs.ts)
Each prints what it checked and every failure as file:line: message.`,
    { only: { type: 'string' } },
  );
  const { only } = options;
  let failed = 0;
  for (const [name, run] of Object.entries(CHECKS)) {
    if (only && only !== name) continue;
    console.log(`\n— ${name}`);
    failed += report(name, await run(options));
  }
  console.log(failed ? `\ndocs checks: ${failed} of them failed` : '\ndocs checks: all passed');
  process.exit(failed ? 1 : 0);
}
