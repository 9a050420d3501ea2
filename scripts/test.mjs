#!/usr/bin/env node
// The one test command: installs what the browser tests need, then runs every check and test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot as root, walkFiles } from '../site/docs-source/index.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { parseCli } from './lib/cli.mjs';

const { values } = parseCli({
  usage: `Usage: node --import tsx scripts/test.mjs [--skip-build] [--only unit|checks|e2e]

Runs, in order: the type-check (tsc), knip (unused files, exports and dependencies; knip.jsonc) and
the docs checks (scripts/check-docs.mjs), the unit tests (tests/unit),
a production build of the site, the browser tests (tests/e2e) against it, the accessibility crawl
(scripts/check-a11y.mjs) and the page budgets (scripts/check-budgets.mjs: first-load JavaScript
and CSS, layout shift, the home page's extras).
Installs Debian's Chromium with apt-get when /usr/bin/chromium is missing.
--skip-build reuses doc_build/ from an earlier build.`,
  options: { 'skip-build': { type: 'boolean' }, only: { type: 'string' } },
});
const { only } = values;
const wants = (step) => !only || only === step;

function run(title, command, commandArgs, options = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

const chromium = CHROMIUM_PATH;
if (wants('e2e') && !existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`${chromium} is missing: install Debian's chromium package (apt-get install -y chromium).`);
    process.exit(1);
  }
  run('Install Chromium (apt-get)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
}

/** Test files under `dir` (Node 20's runner does not expand globs itself). */
function testFiles(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return walkFiles(full)
    .filter((file) => /\.test\.[cm]?[jt]s$/.test(file))
    .map((file) => path.relative(root, file));
}
const nodeTest = (dir) => ['--import', 'tsx', '--test', '--test-concurrency=1', ...testFiles(dir)];

if (wants('checks')) {
  run('Type-check the site code and tests', process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.']);
  run('Unused files, exports and dependencies (knip)', process.execPath, ['node_modules/knip/bin/knip.js']);
  run('Docs checks', process.execPath, ['--import', 'tsx', 'scripts/check-docs.mjs']);
}
if (wants('unit')) run('Unit tests', process.execPath, nodeTest('tests/unit'));
if (wants('e2e')) {
  if (!values['skip-build']) run('Build the site (npm run build)', 'npm', ['run', 'build']);
  run('Browser tests', process.execPath, nodeTest('tests/e2e'));
  run('Accessibility crawl (axe-core on every page, console and uncaught errors, malformed URLs)', process.execPath, ['--import', 'tsx', 'scripts/check-a11y.mjs']);
  run('Page budgets (first-load JS and CSS, CLS, popover requests)', process.execPath, ['--import', 'tsx', 'scripts/check-budgets.mjs']);
}
console.log('\nAll checks and tests passed.');
