#!/usr/bin/env node
// Times Rsbuild 1.x, Vite and webpack on the generated app and writes the figures the home page
// draws. Every server it starts runs in its own process group and is killed before the next one.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/lib/chromium';
import { ROOT_COMPONENT, componentSource, generateApp, rootText } from './generate-app.mjs';

const benchDir = import.meta.dirname;
const repoRoot = path.resolve(benchDir, '../..');
const workDir = path.join(benchDir, 'generated');
const appDir = path.join(workDir, 'app');
const binDir = path.join(benchDir, 'node_modules', '.bin');
const configDir = path.join(benchDir, 'configs');
const defaultOut = path.join(repoRoot, 'common', 'benchmark-results.json');

/** The setups in the order the page draws them; `packages` are the versions the data names. */
const TOOLS = [
  {
    id: 'rsbuild',
    label: 'Rsbuild',
    headline: ['@rsbuild/core', 'Rsbuild'],
    packages: ['@rsbuild/core', '@rsbuild/plugin-react'],
    dev: () => ['rsbuild', ['dev', '-c', path.join(configDir, 'rsbuild.config.mjs')]],
    build: () => ['rsbuild', ['build', '-c', path.join(configDir, 'rsbuild.config.mjs')]],
  },
  {
    id: 'vite',
    label: 'Vite + SWC',
    headline: ['vite', 'Vite'],
    packages: ['vite', '@vitejs/plugin-react-swc', '@swc/core'],
    dev: () => ['vite', ['--config', path.join(configDir, 'vite.config.mjs')]],
    build: () => ['vite', ['build', '--config', path.join(configDir, 'vite.config.mjs')]],
    caches: ['vite-cache'],
  },
  {
    id: 'webpack-swc',
    label: 'webpack + SWC',
    headline: ['webpack', 'webpack'],
    packages: ['webpack', 'webpack-cli', 'webpack-dev-server', 'swc-loader', '@swc/core', '@pmmmwh/react-refresh-webpack-plugin', 'react-refresh', 'terser-webpack-plugin', 'css-loader', 'style-loader', 'mini-css-extract-plugin', 'html-webpack-plugin'],
    dev: () => ['webpack', ['serve', '--config', path.join(configDir, 'webpack-swc.config.mjs'), '--mode', 'development']],
    build: () => ['webpack', ['--config', path.join(configDir, 'webpack-swc.config.mjs'), '--mode', 'production']],
  },
  {
    id: 'webpack-babel',
    label: 'webpack + Babel',
    headline: ['webpack', 'webpack'],
    packages: ['webpack', 'webpack-cli', 'webpack-dev-server', 'babel-loader', '@babel/core', '@babel/preset-env', '@babel/preset-react', '@pmmmwh/react-refresh-webpack-plugin', 'react-refresh', 'terser-webpack-plugin', 'css-loader', 'style-loader', 'mini-css-extract-plugin', 'html-webpack-plugin'],
    dev: () => ['webpack', ['serve', '--config', path.join(configDir, 'webpack-babel.config.mjs'), '--mode', 'development']],
    build: () => ['webpack', ['--config', path.join(configDir, 'webpack-babel.config.mjs'), '--mode', 'production']],
  },
];

const HELP = `Usage: npm run bench:tools -- [options]

Generates a React app with 1,000 components and times, for each tool, the dev cold start (server
launch to the app rendered in Chromium), the production build (caches cleared) and HMR (saving an
edit to the root component to the change rendered), as the median of --runs runs after one
warm-up, plus the production JS size in gzip. Writes the figures, with the date, the machine and
every package version, to the home page's data file.

Options:
  --runs N          measured runs per figure, after one warm-up (default 5, at least 5 for the page)
  --tools LIST      comma-separated subset of: ${TOOLS.map((tool) => tool.id).join(', ')} (default: all)
  --out FILE        where to write the results (default: ${path.relative(process.cwd(), defaultOut)})
  --timeout SEC     give up on one start, build or update after this long (default 600)
  --merge           keep the other setups' entries already in --out (measure a few setups again)
  -h, --help        show this help`;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    tools: { type: 'string' },
    out: { type: 'string', default: defaultOut },
    timeout: { type: 'string', default: '600' },
    merge: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
const timeoutMs = Number(values.timeout) * 1000;
if (!(timeoutMs > 0)) throw new Error(`--timeout must be a positive number of seconds, got ${values.timeout}`);
const selected = values.tools ? values.tools.split(',').map((id) => id.trim()) : TOOLS.map((tool) => tool.id);
for (const id of selected) if (!TOOLS.some((tool) => tool.id === id)) throw new Error(`Unknown tool "${id}"; known: ${TOOLS.map((tool) => tool.id).join(', ')}`);
if (!existsSync(binDir)) throw new Error('The benchmark packages are not installed: run `npm ci --prefix tools/bench` (npm run bench:tools does it).');

const WARMUPS = 1;
const COMPONENTS = 1000;

const round3 = (seconds) => Math.round(seconds * 1000) / 1000;
const median = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function packageVersion(name) {
  return JSON.parse(readFileSync(path.join(benchDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a tool's command in its own process group, so that killing it takes its workers too. */
/** Every tool process still alive, so that an interrupted run can stop them all. */
const running = new Set();

function launch(tool, command, env) {
  const [bin, args] = tool[command]();
  const child = spawn(path.join(binDir, bin), args, {
    cwd: benchDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, NODE_ENV: command === 'dev' ? 'development' : 'production', BROWSER: 'none', NO_COLOR: '1' },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  running.add(child);
  exited.then(() => running.delete(child));
  return { child, exited, output: () => output };
}

async function stop({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
  const gone = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))]);
  if (!gone) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
    await exited;
  }
}

function withTimeout(promise, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${timeoutMs / 1000}s`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

function toolDirs(tool) {
  const base = path.join(workDir, 'out', tool.id);
  return { base, dist: path.join(base, 'dist') };
}

function clearCaches(tool) {
  const { base } = toolDirs(tool);
  rmSync(base, { recursive: true, force: true });
  // Loaders and plugins that cache on disk do it here unless told otherwise.
  rmSync(path.join(benchDir, 'node_modules', '.cache'), { recursive: true, force: true });
  rmSync(path.join(appDir, 'node_modules'), { recursive: true, force: true });
}

function writeRoot(revision) {
  writeFileSync(path.join(appDir, ROOT_COMPONENT), componentSource(0, COMPONENTS, revision));
}

/** Waits until the dev server answers on loopback, checking the process is still alive. */
async function waitForServer(url, server) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the dev server exited early:\n${server.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One dev session: cold start to rendered, then one edit of the root component to rendered. */
async function devSession(tool, browser) {
  clearCaches(tool);
  writeRoot(0);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const start = performance.now();
  const server = launch(tool, 'dev', { BENCH_APP_DIR: appDir, BENCH_DIST_DIR: toolDirs(tool).dist, BENCH_PORT: String(port) });
  try {
    await withTimeout(
      (async () => {
        await waitForServer(url, server);
        await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
        await page.waitForSelector(`[data-bench-id="${COMPONENTS - 1}"]`, { timeout: timeoutMs });
      })(),
      `${tool.id} dev start`,
    );
    const dev = (performance.now() - start) / 1000;
    // A marker that a full page reload would wipe: the update must be a hot one.
    await page.evaluate(() => {
      window.__benchBeforeUpdate = true;
    });
    // Watchers settle after the first compilation; an edit in that window can be folded into it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const expected = rootText(1);
    const editedAt = performance.now();
    writeRoot(1);
    await page.waitForFunction((text) => document.querySelector('.root-title')?.textContent === text, expected, {
      timeout: timeoutMs,
      polling: 'raf',
    });
    const hmr = (performance.now() - editedAt) / 1000;
    const reloaded = !(await page.evaluate(() => window.__benchBeforeUpdate === true));
    return { dev, hmr, reloaded };
  } finally {
    await context.close();
    await stop(server);
    writeRoot(0);
  }
}

function gzipSizeOfScripts(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (file.endsWith('.js') && statSync(file).isFile()) total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

async function buildOnce(tool) {
  clearCaches(tool);
  const start = performance.now();
  const build = launch(tool, 'build', { BENCH_APP_DIR: appDir, BENCH_DIST_DIR: toolDirs(tool).dist });
  try {
    const { code } = await withTimeout(build.exited, `${tool.id} build`);
    if (code !== 0) throw new Error(`${tool.id} build failed (exit ${code}):\n${build.output()}`);
  } finally {
    await stop(build);
  }
  return (performance.now() - start) / 1000;
}

async function measure(tool, browser, samples) {
  let hmrFullReloads = 0;
  for (let run = 0; run < WARMUPS + runs; run++) {
    const warm = run < WARMUPS;
    const session = await devSession(tool, browser);
    const build = await buildOnce(tool);
    console.log(
      `  ${tool.id} ${warm ? 'warm-up' : `run ${run - WARMUPS + 1}/${runs}`}: dev ${session.dev.toFixed(3)}s, build ${build.toFixed(3)}s, hmr ${session.hmr.toFixed(3)}s${session.reloaded ? ' (full reload)' : ''}`,
    );
    if (warm) continue;
    samples.dev.push(round3(session.dev));
    samples.hmr.push(round3(session.hmr));
    samples.build.push(round3(build));
    if (session.reloaded) hmrFullReloads++;
  }
  return {
    dev: round3(median(samples.dev)),
    build: round3(median(samples.build)),
    hmr: round3(median(samples.hmr)),
    jsGzipBytes: gzipSizeOfScripts(toolDirs(tool).dist),
    hmrFullReloads,
    samples,
  };
}

function machine(browserVersion, loadAtStart) {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const distro = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(osRelease)?.[1] ?? os.type();
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${distro}, ${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    browser: `Chromium ${browserVersion}`,
    loadAverage: { start: loadAtStart.map((load) => Math.round(load * 100) / 100), end: os.loadavg().map((load) => Math.round(load * 100) / 100) },
  };
}

const startedAt = new Date();
const loadAtStart = os.loadavg();
generateApp({ appDir, count: COMPONENTS });
const browser = await launchChromium();
const browserVersion = browser.version();
const results = [];
const previous = values.merge && existsSync(values.out) ? JSON.parse(readFileSync(values.out, 'utf8')) : undefined;
const started = TOOLS.filter((candidate) => selected.includes(candidate.id));
/** The setup being measured and the samples it has so far, for an interrupted run's record. */
let current;

/** Written after every setup, so that a long run stopped part-way keeps what it measured. */
function writeResults() {
  const data = {
    case: { components: COMPONENTS, framework: 'React', reactVersion: packageVersion('react') },
    date: startedAt.toISOString().slice(0, 10),
    runs,
    warmups: WARMUPS,
    durationMinutes: Math.round((Date.now() - startedAt.getTime()) / 6000) / 10,
    machine: machine(browserVersion, loadAtStart),
    // Kept entries from an earlier run stay in the page's order, each with its own date.
    tools: TOOLS.flatMap((tool) => {
      const fresh = results.find((entry) => entry.id === tool.id);
      const kept = !selected.includes(tool.id) && previous?.tools.find((entry) => entry.id === tool.id);
      return fresh ? [fresh] : kept ? [kept] : [];
    }),
  };
  if (previous) {
    // One record of both sittings: the first one's date and starting load, the total time.
    data.date = previous.date;
    data.machine.loadAverage.start = previous.machine.loadAverage.start;
    data.durationMinutes = Math.round((data.durationMinutes + (previous.durationMinutes ?? 0)) * 10) / 10;
  }
  writeFileSync(values.out, `${JSON.stringify(data, null, 2)}\n`);
  return data;
}

// Stopped part-way (Ctrl+C, a deadline): kill every server, record what was and was not measured.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
    if (current) results.push({ ...current.entry, error: 'the run was stopped before this setup finished its runs', samples: current.samples });
    for (const tool of started.slice(results.length)) {
      results.push({ id: tool.id, label: tool.label, versions: Object.fromEntries(tool.packages.map((name) => [name, packageVersion(name)])), error: 'the run was stopped before this setup was measured' });
    }
    writeResults();
    console.error(`Stopped by ${signal}; wrote what was measured to ${values.out}`);
    browser.close().finally(() => process.exit(1));
  });
}

try {
  for (const tool of started) {
    console.log(`${tool.label}`);
    const versions = Object.fromEntries(tool.packages.map((name) => [name, packageVersion(name)]));
    const [headlinePackage, headlineName] = tool.headline;
    const entry = { id: tool.id, label: tool.label, description: `${headlineName} ${versions[headlinePackage]}`, versions };
    const samples = { dev: [], build: [], hmr: [] };
    current = { entry, samples };
    try {
      Object.assign(entry, await measure(tool, browser, samples));
    } catch (error) {
      // No figures rather than made-up ones: the page leaves out a setup that did not run.
      console.error(`  ${tool.id} failed: ${error.message}`);
      entry.error = error.message.split('\n')[0];
    }
    current = undefined;
    results.push(entry);
    writeResults();
  }
} finally {
  await browser.close().catch(() => {});
}

const data = writeResults();
console.log(`Wrote ${path.relative(process.cwd(), values.out)} in ${data.durationMinutes} min`);
for (const tool of results) {
  console.log(tool.error ? `${tool.label}: failed (${tool.error})` : `${tool.label}: dev ${tool.dev}s, build ${tool.build}s, hmr ${tool.hmr}s, JS ${tool.jsGzipBytes} B gzip`);
}
if (results.some((tool) => tool.error)) process.exitCode = 1;
