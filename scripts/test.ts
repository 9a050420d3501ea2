#!/usr/bin/env node
// The one test command: installs what the browser tests need, then runs every check and test.
import { spawn, type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot as root, walkFiles } from '../site/docs-source/index';
import { CHROMIUM_PATH } from './lib/chromium';
import { parseCli } from './lib/cli';
import { cpuReport, shardFiles, writeShardModules } from './lib/test-shards';

const STEPS = ['checks', 'unit', 'behaviour', 'e2e'];
const BEHAVIOUR_SHARDS = 16;
const { values } = parseCli({
  usage: `Usage: node --import tsx scripts/test.ts [--skip-build] [--only checks|unit|behaviour|e2e|quick]

Runs, in order: side by side, the type-check (tsc), knip (unused files, exports and dependencies;
knip.jsonc), the docs checks (scripts/check-docs.ts) and the unit tests (tests/unit, two files at a
time); a production build of the site; the behaviour tests (tests/behaviour: what the guide, API
and plugin pages say, run against @rsbuild/core 1.x; several files share a process, four
processes at a time); the browser tests that
build fixture sites of their own or start the dev server (two at a time); then, side by side, the
browser tests (tests/e2e) against the built site and the accessibility crawl
(scripts/check-a11y.ts); last, alone, the
page budgets (scripts/check-budgets.ts: first-load JavaScript and CSS, layout shift, the home
page's extras). Each step prints when it started; side-by-side steps print their output when
they end.
Each test file has a time limit (10 min unit, 15 behaviour, 30 browser) and fails by name when it
is reached; each step has one too (10 to 35 min), and is stopped when it is reached.
--only quick runs the checks and the unit tests: no build, no browser (npm run test:quick).
Installs Debian's Chromium (and, for the behaviour tests, nginx-light) with apt-get when missing.
--skip-build reuses doc_build/ from an earlier build.`,
  options: { 'skip-build': { type: 'boolean' }, only: { type: 'string' } },
});
const { only } = values;
if (only && ![...STEPS, 'quick'].includes(only)) {
  console.error(`--only takes one of ${[...STEPS, 'quick'].join(', ')}`);
  process.exit(2);
}
const wants = (step: string) => !only || only === step || (only === 'quick' && (step === 'checks' || step === 'unit'));
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;

function fail(title: string, status: number | string | null): never {
  console.error(`✖ ${title} failed (exit ${status}) after ${elapsed()}`);
  process.exit(typeof status === 'number' && status ? status : 1);
}

// Every step has a time limit, well beyond what it takes on a busy machine: a step that waits
// forever (a browser that stopped painting, a server that never answers) fails by name instead
// of keeping CI waiting until it gives up with nothing named.
const MINUTE = 60_000;

function timedOut(title: string, limit: number): never {
  console.error(`✖ ${title} did not end within its ${limit / MINUTE} min and was stopped`);
  fail(title, 'timeout');
}

function run(title: string, command: string, commandArgs: string[], limit: number, options: SpawnSyncOptions = {}) {
  console.log(`\n▶ ${title} (at ${elapsed()})`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', timeout: limit, killSignal: 'SIGKILL', ...options });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') timedOut(title, limit);
  if (result.status !== 0) fail(title, result.status ?? result.signal);
}

/**
 * Runs steps side by side and prints each one's output whole when it ends, so the logs do not
 * interleave. Used where the steps leave the machine's cores idle when run one after another:
 * single-threaded checks, or browser tests that mostly wait. Fails after all have ended.
 */
/** A step: its title, the command and the command's arguments. */
type Step = [title: string, command: string, commandArgs: string[]];

async function runSideBySide(steps: Step[], limit: number) {
  console.log(`\n▶ ${steps.map(([title]) => title).join(' | ')} (side by side, at ${elapsed()})`);
  const results = await Promise.all(
    steps.map(
      ([title, command, commandArgs]) =>
        new Promise<{ title: string; status: number | string | null }>((resolve) => {
          const stepStarted = performance.now();
          const child = spawn(command, commandArgs, { cwd: root });
          let output = '';
          let late = false;
          const timer = setTimeout(() => {
            late = true;
            child.kill('SIGKILL');
          }, limit);
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('exit', () => clearTimeout(timer));
          child.on('close', (status, signal) => {
            const seconds = Math.round((performance.now() - stepStarted) / 1000);
            const outcome = late ? `STOPPED after its ${limit / MINUTE} min` : status === 0 ? `passed in ${seconds} s` : `FAILED in ${seconds} s`;
            console.log(`\n── ${title} (${outcome})\n${output.trimEnd()}`);
            resolve({ title, status: late ? 'timeout' : (status ?? signal) });
          });
        }),
    ),
  );
  const failed = results.find((result) => result.status !== 0);
  if (failed) fail(failed.title, failed.status);
}

// Debian packages the tests drive: Chromium for every browser test, nginx for the HMR FAQ's
// proxy sample. Installed with apt-get when missing (as root), else named.
const systemPackages = [
  { path: CHROMIUM_PATH, name: 'chromium', needed: wants('e2e') || wants('behaviour') },
  { path: '/usr/sbin/nginx', name: 'nginx-light', needed: wants('behaviour') },
];
const missingPackages = systemPackages.filter((p) => p.needed && !existsSync(p.path)).map((p) => p.name);
if (missingPackages.length) {
  if (process.getuid?.() !== 0) {
    console.error(`missing: install Debian's ${missingPackages.join(' and ')} (apt-get install -y ${missingPackages.join(' ')}).`);
    process.exit(1);
  }
  run(`Install ${missingPackages.join(', ')} (apt-get)`, 'sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missingPackages.join(' ')}`], 15 * MINUTE);
}

/** Test files under `dir` (Node 20's runner does not expand globs itself). */
function testFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return walkFiles(full)
    .filter((file) => /\.test\.[cm]?[jt]s$/.test(file))
    .map((file) => path.relative(root, file));
}
// The spec reporter ends with the failing tests and their errors, so a failure shows in the last
// lines of a long log (TAP, the default when the output is not a terminal, leaves it mid-log).
// A test file that hangs would keep the whole run waiting until CI gives up, with nothing named:
// each file has a time limit (Node's --test-timeout bounds a file as a whole), and a file whose
// tests have all ended exits even if a server or a timer is still open (--test-force-exit).
// Test files are ES modules: tsx's ES module hooks are enough to run them. Its CommonJS hooks
// would also process every package the tests `require` (Rspack, loaders), which cost each test
// file CPU time and proved nothing (design/0022).
const nodeTest = (files: string[], concurrency: number, fileTimeoutSeconds: number) => [
  '--import',
  'tsx/esm',
  '--test',
  '--test-reporter=spec',
  `--test-concurrency=${concurrency}`,
  `--test-timeout=${fileTimeoutSeconds * 1000}`,
  '--test-force-exit',
  ...files,
];

// The checks are mostly single-threaded: the unit tests fill the other core beside them.
const checkSteps: Step[] = [];
if (wants('checks')) {
  checkSteps.push(
    ['Type-check the site code and tests (tsc)', process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.']],
    ['Unused files, exports and dependencies (knip)', process.execPath, ['node_modules/knip/bin/knip.js']],
    ['Docs checks', process.execPath, ['--import', 'tsx', 'scripts/check-docs.ts']],
  );
}
if (wants('unit')) checkSteps.push(['Unit tests', process.execPath, nodeTest(testFiles('tests/unit'), 2, 600)]);
if (checkSteps.length) await runSideBySide(checkSteps, 15 * MINUTE);
// The site build keeps both cores busy; the behaviour tests' small builds come after it.
if (wants('e2e') && !values['skip-build']) run('Build the site (npm run build)', 'npm', ['run', 'build'], 15 * MINUTE);
if (wants('behaviour')) {
  // Most behaviour files are a few small builds: loading @rsbuild/core and Rspack again in a
  // process of their own cost about as much as their tests. Several files share a process (a
  // shard, weighed by file size); enough shards that four at a time still end together.
  const files = testFiles('tests/behaviour').map((file) => ({ file, weight: statSync(path.join(root, file)).size }));
  const shards = writeShardModules(shardFiles(files, BEHAVIOUR_SHARDS), root, 'tests/behaviour/between-files.ts');
  // Each shard notes the CPU time of every file it ran: the heaviest are where the suite's time
  // budget goes (tests/README.md), so they are printed after the step.
  const cpuLog = path.join(path.dirname(shards[0]), 'cpu.jsonl');
  run('Behaviour tests (against @rsbuild/core 1.x)', process.execPath, nodeTest(shards, 4, 900), 25 * MINUTE, { env: { ...process.env, SHARD_CPU_LOG: cpuLog } });
  if (existsSync(cpuLog)) console.log(cpuReport(readFileSync(cpuLog, 'utf8'), 15));
}
if (wants('e2e')) {
  // Files that run the framework's CLI themselves (fixture sites, the dev server; each in a
  // working folder of its own, where the framework keeps its temporary files), two at a time:
  // a build leaves part of the second core idle. Before the browser-heavy step, because Chromium
  // raises the priority of its own processes and, beside it, the dev server once took more than
  // its 300 s to start.
  const e2eFiles = testFiles('tests/e2e');
  const runsTheFramework = (file: string) => /\b(buildFixtureSite|RSPRESS_CLI)\b/.test(readFileSync(path.join(root, file), 'utf8'));
  run('Browser tests that build sites of their own', process.execPath, nodeTest(e2eFiles.filter(runsTheFramework), 2, 1800), 35 * MINUTE);
  // Browser tests mostly wait (for the page, a transition, the network), so they run beside the
  // accessibility crawl.
  await runSideBySide([
    ['Browser tests on the built site', process.execPath, nodeTest(e2eFiles.filter((file) => !runsTheFramework(file)), 2, 1800)],
    ['Accessibility crawl (axe-core on every page, console and uncaught errors, malformed URLs)', process.execPath, ['--import', 'tsx', 'scripts/check-a11y.ts']],
  ], 35 * MINUTE);
  // Alone, so that nothing else on the machine moves the layout-shift and request figures.
  run('Page budgets (first-load JS and CSS, CLS, popover requests)', process.execPath, ['--import', 'tsx', 'scripts/check-budgets.ts'], 10 * MINUTE);
}
console.log(`\nAll checks and tests passed in ${elapsed()}.`);
