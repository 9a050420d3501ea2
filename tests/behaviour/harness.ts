// What the behaviour tests share: tiny projects built, served and run with the documented
// @rsbuild/core 1.x and its official plugins from tools/rsbuild-v1 (never the Rsbuild 2 that
// Rspress brings along), so that a page's claim is checked against the real tool.
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import tls from 'node:tls';
import { pathToFileURL } from 'node:url';

// The pages describe Rsbuild on a developer's machine, so the tests run it the same way in CI:
// with CI set, Rsbuild turns colours on (texts are asserted without them) and the dev server's
// keyboard shortcuts off. This holds for the in-process JS API and for every CLI process started.
process.env.NO_COLOR = '1';
delete process.env.FORCE_COLOR;
delete process.env.CI;

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The npm workspace that holds @rsbuild/core 1.x, the official 1.x plugins and the UI libraries. */
export const rsbuildV1Dir = path.join(repoRoot, 'tools/rsbuild-v1');
const v1Modules = path.join(rsbuildV1Dir, 'node_modules');
const v1Require = createRequire(path.join(rsbuildV1Dir, 'package.json'));

type RsbuildCore = typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core');

/**
 * Resolves requests as an ES import in `fromDir` would be resolved by the build: Rspack's own
 * resolver, made from the Rsbuild instance's generated config (one environment). Gives the path
 * below the last `node_modules`, e.g. `preact/compat/client.mjs`.
 */
export async function esmResolver(rsbuild: Awaited<ReturnType<RsbuildCore['createRsbuild']>>, fromDir: string) {
  const compiler = (await rsbuild.createCompiler()) as import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.Compiler;
  const { resolve } = compiler.options;
  const resolver = compiler.resolverFactory.get('normal', { ...resolve, ...resolve.byDependency?.esm, conditionNames: ['import', 'module', 'browser', 'default'] });
  return (request: string) => String(resolver.resolveSync({}, fromDir, request)).split(/[\\/]node_modules[\\/]/).pop();
}

/** `@rsbuild/core` 1.x itself, refusing any other major. */
export async function rsbuildCore(): Promise<RsbuildCore> {
  const version = JSON.parse(readFileSync(path.join(v1Modules, '@rsbuild/core/package.json'), 'utf8')).version as string;
  if (!version.startsWith('1.')) throw new Error(`Expected @rsbuild/core 1.x in tools/rsbuild-v1, found ${version}`);
  return import(pathToFileURL(v1Require.resolve('@rsbuild/core')).href);
}

/** An official plugin package from tools/rsbuild-v1, e.g. `await plugin('@rsbuild/plugin-react')`. */
export async function plugin<T = any>(name: string): Promise<T> {
  return import(pathToFileURL(v1Require.resolve(name)).href);
}

const scratchRoot = path.join(repoRoot, '.tmp', 'behaviour');

// Fixtures are removed when the test file's process exits, after every hook has run. An after()
// registered inside a before() hook or a test would run as soon as that hook or test ends, and
// one registered at the top level could run before the hooks that stop servers using them.
const fixtures: string[] = [];
process.once('exit', () => {
  if (process.env.KEEP_FIXTURES) return;
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/**
 * Writes a project of `files` (path → text) into a fresh folder under .tmp/behaviour whose
 * node_modules is tools/rsbuild-v1's, so its imports (`react`, `@rsbuild/core`, plugins) resolve
 * to the documented packages. Removed when the test file ends unless KEEP_FIXTURES is set, also
 * when made inside a hook or a test. The folder sits below this repository, whose package.json
 * says "type": "module"; a fixture that runs a CommonJS bundle in Node.js needs a package.json of
 * its own.
 */
export function makeProject(files: Record<string, string>, name = 'project'): string {
  mkdirSync(scratchRoot, { recursive: true });
  const dir = mkdtempSync(path.join(scratchRoot, `${name}-`));
  symlinkSync(v1Modules, path.join(dir, 'node_modules'), 'dir');
  writeProjectFiles(dir, files);
  fixtures.push(dir);
  return dir;
}

/**
 * Gives a project an empty node_modules instead of tools/rsbuild-v1's, for a claim about a package
 * that is not installed (the CLI still runs from tools/rsbuild-v1; optional packages such as
 * @rsdoctor/rspack-plugin are looked up from the project). The project may import nothing.
 */
export function withoutInstalledPackages(dir: string): string {
  rmSync(path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'node_modules'));
  return dir;
}

/** Writes (or overwrites) files of a project, creating their folders. */
// Files are written beside the fixtures and renamed into place: a plain write first empties the
// file, and on a busy machine a dev server's watcher can build that empty state.
const stagingRoot = path.join(repoRoot, '.tmp', 'behaviour-staging');
let staged = 0;

export function writeProjectFiles(dir: string, files: Record<string, string>) {
  mkdirSync(stagingRoot, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    const temporary = path.join(stagingRoot, `${process.pid}-${staged++}`);
    writeFileSync(temporary, text);
    renameSync(temporary, full);
  }
}

/** Every file below `dir`, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${entry}` : entry;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

export const readText = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** The one output file whose relative path matches `pattern`; fails when none or several match. */
/** The JavaScript files a web build of `projectDir` wrote to `dist/static/js`, joined: for claims about what the bundle holds. */
export function builtScripts(projectDir: string): string {
  const jsDir = path.join(projectDir, 'dist/static/js');
  return listFiles(jsDir).filter((file) => file.endsWith('.js')).map((file) => readText(jsDir, file)).join('\n');
}

export function outputFile(dist: string, pattern: RegExp): string {
  const matches = listFiles(dist).filter((file) => pattern.test(file));
  if (matches.length !== 1) throw new Error(`Expected one file matching ${pattern} in ${dist}, found: ${matches.join(', ') || 'none'}`);
  return readText(dist, matches[0]);
}

/**
 * A build time as Rsbuild 1.x prints it after `built in`: `0.52 s`, `30.8 s`, `1 m 5.1 s` or
 * `2 m`. A busy machine can take over a minute, so tests match this rather than seconds alone.
 */
export const PRINTED_BUILD_TIME = String.raw`(?:\d+ m(?: [\d.]+ s)?|[\d.]+ s)`;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, ANSI colours removed. */
  output: string;
}

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

// How long a CLI command may run before it counts as hung. Generous: a build that compiles SWC's
// Wasm plugins takes many times longer when the machine is busy, and that is not a failure.
export const CLI_TIMEOUT_MS = 180_000;
/**
 * Builds that run SWC Wasm plugins compile each plugin's Wasm module first: a few CPU-heavy
 * seconds each on a quiet machine, minutes when the cores are shared.
 */
export const WASM_PLUGIN_BUILD_TIMEOUT_MS = 420_000;
/** How long a CLI process may take to end after a signal before it is killed. */
const SIGNAL_GRACE_MS = 30_000;

/** The 1.x CLI the tests run. */
const RSBUILD_BIN = path.join(v1Modules, '@rsbuild/core/bin/rsbuild.js');

/** The environment of a CLI run: no colours, and no NODE_ENV unless `env` sets one (the CLI picks it). */
function cliEnv(env: Record<string, string>): Record<string, string | undefined> {
  const childEnv: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env };
  if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;
  return childEnv;
}

/**
 * Runs the `rsbuild` CLI of 1.x in `cwd` (`runCli(dir, ['build'])`) in its own process, so the
 * environment, `.env` files and exit code are the real ones. Colours off; `env` is added to a
 * copy of this process's environment without NODE_ENV.
 */
export function runCli(cwd: string, args: string[], { env = {}, timeoutMs = CLI_TIMEOUT_MS }: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<CliResult> {
  const childEnv = cliEnv(env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RSBUILD_BIN, ...args], { cwd, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`rsbuild ${args.join(' ')} did not end within ${timeoutMs} ms:\n${stripAnsi(stdout + stderr)}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: stripAnsi(stdout), stderr: stripAnsi(stderr), output: stripAnsi(stdout + stderr) });
    });
  });
}

/**
 * Starts a long-running CLI command (`rsbuild dev`, `rsbuild preview`) and resolves once its
 * output matches `ready` (the dev server prints `ready   built in …`); `stop()` ends it. The port
 * is chosen by the caller (`--port`, from `freePort()`).
 */
export function startCli(cwd: string, args: string[], ready: RegExp, { env = {}, timeoutMs = CLI_TIMEOUT_MS }: { env?: Record<string, string>; timeoutMs?: number } = {}) {
  const childEnv = cliEnv(env);
  const child = spawn(process.execPath, [RSBUILD_BIN, ...args], { cwd, env: childEnv });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`rsbuild ${args.join(' ')} printed nothing matching ${ready} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += stripAnsi(String(chunk));
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`rsbuild ${args.join(' ')} exited (${code}) before it was ready:\n${output}`));
    });
  });
  /**
   * Sends `name` and resolves once the process has ended. A process that ignores the signal is
   * killed after a grace period, so that the test fails on what it checks instead of keeping the
   * whole suite waiting.
   */
  const endWith = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), SIGNAL_GRACE_MS);
      child.once('close', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill(name);
    });
  return {
    started,
    output: () => output,
    /**
     * The port of the first `Local:` URL printed (one URL, or one per page). The asked-for port can be taken between
     * `freePort()` and the server's start (by a server of another test file), and Rsbuild then
     * moves to the next free one without failing; requests must go where the server listens.
     */
    port: () => {
      const printed = /Local:\s+(?:-\s+\S+\s+)?https?:\/\/[^\s/]+:(\d+)/.exec(output)?.[1];
      if (!printed) throw new Error(`rsbuild ${args.join(' ')} printed no Local: URL:\n${output}`);
      return Number(printed);
    },
    /** Whether the process is still alive (it has neither exited nor been ended by a signal). */
    running: () => child.exitCode === null && child.signalCode === null,
    /** Sends a signal (`'SIGINT'` is what Ctrl+C sends) and resolves once the process has ended. */
    signal: endWith,
    stop: () => endWith('SIGTERM'),
  };
}

/**
 * Ports `freePort()` hands out: below Linux's ephemeral range (32768 and up by default), from which
 * the kernel picks the local port of every outgoing connection. A port taken from that range was
 * sometimes the local end of some other test's connection by the time a server asked for it, and
 * Rsbuild then silently served on the next port.
 */
const FREE_PORT_RANGE = { first: 20_000, last: 32_767 } as const;

/** A port nothing listens on, from `FREE_PORT_RANGE` (for `server.port` or `--port`). */
export async function freePort(): Promise<number> {
  const { first, last } = FREE_PORT_RANGE;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = first + Math.floor(Math.random() * (last - first + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${first} and ${last} in 100 attempts`);
}

/** Whether `port` can be listened on right now (on every interface, as a server with no host does). */
async function canListen(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * A free port whose next port is free as well, for a claim about what happens when the asked-for
 * port is taken (Rsbuild moves to the next one). A port from `freePort()` alone is not enough: with
 * several test files serving at once, its successor is sometimes in use, and the server then moves
 * two ports on. Occupy the returned port yourself.
 */
export async function freePortBeforeAFreeOne(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await freePort();
    if (port < 65535 && (await canListen(port + 1))) return port;
  }
  throw new Error('No free port followed by a free port in 50 attempts');
}

/**
 * Runs `run` with a port held by a server of this process, a port whose next one is free, for a
 * claim about a taken port (Rsbuild then moves to the next one); the port is freed afterwards.
 */
export async function withTakenPort<T>(run: (taken: number) => Promise<T>): Promise<T> {
  const net = await import('node:net');
  const taken = await freePortBeforeAFreeOne();
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(taken, resolve));
  try {
    return await run(taken);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
}

/** A promise held until `release()` is called: pass `held` to a hook to stop the work behind it. */
export function gate(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** `promise`, or a rejection naming `what` after `timeoutMs`: for a claim that something does not wait. */
export function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  const timeout = new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(what)), timeoutMs).unref());
  return Promise.race([promise, timeout]);
}

/**
 * Polls `check` until it returns a truthy value (returned) or `timeoutMs` passes (throws with
 * `what`). For conditions outside a browser page: a file written, a log line printed. The default
 * is generous because a dev server's first compile on a loaded machine (four test files at a time
 * beside other work) can take many seconds; a condition that holds costs nothing extra.
 */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Debian's Chromium, one per process, shared by the files of a shard (`shared-chromium.ts`); each file closes its handle. */
export { launchChromium } from './shared-chromium';

/** Serves a built `dist` to a Chromium page at http://built.test/ (a 404 for a file it does not have). */
export async function routeBuiltDist(page: import('playwright-core').Page, dist: string): Promise<void> {
  await page.route('http://built.test/**', (route) => {
    const { pathname } = new URL(route.request().url());
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
  });
}

/**
 * Opens a built `dist` in a new page of `browser` (files served through request routing, no
 * server), waits for a `rendered` element in #root or an uncaught error, and gives the uncaught
 * errors and the HTML rendered into #root.
 */
export async function openBuiltApp(browser: import('playwright-core').Browser, dist: string, rendered: string, { consoleErrors }: { consoleErrors?: string[] } = {}) {
  const page = await browser.newPage();
  try {
    await routeBuiltDist(page, dist);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    // The console's error lines go to `consoleErrors` when the caller passes an array for them.
    if (consoleErrors) page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    await page.goto('http://built.test/');
    await waitFor('the app rendered or an uncaught error', async () => errors.length > 0 || (await page.locator(`#root ${rendered}`).count()) > 0);
    return { errors, html: await page.locator('#root').innerHTML() };
  } finally {
    await page.close();
  }
}

export interface BuildResult {
  /** The project's output folder (`dist` unless the config moves it). */
  dist: string;
  /** Error and warning messages of the compilation, ANSI colours removed; empty when clean. */
  errors: string[];
  warnings: string[];
}

/**
 * Runs `run` with this process's NODE_ENV set to `value` (removed when undefined), and puts the
 * old value back afterwards: builds, previews and dev servers of @rsbuild/core set it when unset,
 * and the other tests of a file run in the same process.
 */
export function withNodeEnv<T>(value: string | undefined, run: () => Promise<T>): Promise<T> {
  return withEnv('NODE_ENV', value, run);
}

/** Runs `run` with process.env[name] set to `value` (removed when undefined), and puts the old value back afterwards. */
export async function withEnv<T>(name: string, value: string | undefined, run: () => Promise<T>): Promise<T> {
  const saved = process.env[name];
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  }
}

/**
 * Runs `run` with `process.argv` replaced by `argv` and puts the old one back afterwards: for what
 * `loadConfig()` reads from it (`command` is the first argument after the script name), as a
 * custom server started with `node server.mjs` would have it.
 */
export async function withArgv<T>(argv: string[], run: () => Promise<T>): Promise<T> {
  const saved = process.argv;
  process.argv = argv;
  try {
    return await run();
  } finally {
    process.argv = saved;
  }
}

/**
 * Builds `dir` once in this process with the JS API of 1.x (`createRsbuild` + `build()`),
 * using `rsbuildConfig` (the project's config file is not read). Unlike `build()`, a failed
 * compilation does not throw: its messages are returned, so a test can assert an error text.
 * Logging is silenced unless the config sets `logLevel`. Like `build()`, it sets `NODE_ENV` to
 * production when it is unset and leaves it so: the files that build several times rely on it,
 * and a file that needs it unset again uses `withNodeEnv()`.
 */
export async function buildProject(
  dir: string,
  rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig = {},
  /** Other `createRsbuild()` options, such as `loadEnv`. */
  createOptions: Pick<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').CreateRsbuildOptions, 'loadEnv'> = {},
): Promise<BuildResult> {
  const { createRsbuild } = await rsbuildCore();
  const result: BuildResult = { dist: path.join(dir, 'dist'), errors: [], warnings: [] };
  const collect: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPlugin = {
    name: 'behaviour:collect-stats',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        const json = stats?.toJson({ all: false, errors: true, warnings: true });
        result.errors = (json?.errors ?? []).map((error) => stripAnsi(error.message));
        result.warnings = (json?.warnings ?? []).map((warning) => stripAnsi(warning.message));
      });
      api.onAfterEnvironmentCompile(({ environment }) => {
        result.dist = environment.distPath;
      });
    },
  };
  const rsbuild = await createRsbuild({
    ...createOptions,
    cwd: dir,
    rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig, plugins: [...(rsbuildConfig.plugins ?? []), collect] },
  });
  try {
    const { close } = await rsbuild.build();
    await close();
  } catch (error) {
    if (!result.errors.length) throw error;
  }
  return result;
}

/**
 * Asks the server on `port` to upgrade `path` to a WebSocket and gives the status it answers
 * with: 101 when it upgrades, else the plain response's status. The socket is closed at once.
 */
/**
 * The HTML a dev server of the 1.x JS API gives for `entry` in each environment of `rsbuildConfig`
 * (`createDevServer()`, which compiles on the first request and never listens). Development mode,
 * no HMR or live reload, and silent logs, unless the config says otherwise.
 */
export async function devServerHtml(dir: string, rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig, entry = 'index'): Promise<Record<string, string>> {
  const { createRsbuild } = await rsbuildCore();
  const mode = rsbuildConfig.mode ?? 'development';
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: { logLevel: 'silent', dev: { hmr: false, liveReload: false }, server: { port: await freePort() }, ...rsbuildConfig, mode },
  });
  const server = await withNodeEnv(mode, () => rsbuild.createDevServer());
  try {
    const html: Record<string, string> = {};
    for (const [name, environment] of Object.entries(server.environments)) html[name] = await environment.getTransformedHtml(entry);
    return html;
  } finally {
    await server.close();
  }
}

export function webSocketUpgradeStatus(port: number, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: 'localhost',
      port,
      path,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': Buffer.from('0123456789abcdef').toString('base64') },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode);
    });
    request.on('response', (response) => resolve(response.statusCode));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Builds `dir` in this process as `rsbuild build` does, from the project's own `rsbuild.config.*`
 * (read with `loadConfig`, as the CLI reads it), for claims about the output rather than about the
 * CLI: `mode` stands for `--mode`. Like the CLI's build, it sets `NODE_ENV` to production when it
 * is unset, before the config is read, and leaves it so (see `buildProject`). No `.env` files are
 * loaded: use it for projects without them. Failed compilations return their messages.
 */
export async function buildWithConfigFile(dir: string, { mode }: { mode?: 'development' | 'production' | 'none' } = {}): Promise<BuildResult> {
  const { loadConfig } = await rsbuildCore();
  if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
  const { content } = await loadConfig({ cwd: dir });
  return buildProject(dir, mode ? { ...content, mode } : content);
}

/**
 * Runs `create-rsbuild` (the release installed in tools/rsbuild-v1) in `cwd` with `args`, stdin a
 * pipe and not a terminal. For each text of `answer`, in order, it waits until that prompt is
 * shown and presses Enter, which takes the highlighted choice; then stdin ends. Resolves with
 * the exit code and the printed text without colours and cursor codes; rejects when the run has
 * not ended after `timeoutMs`.
 */
export function runCreateRsbuild(cwd: string, args: string[], { answer = [], timeoutMs = 20_000 }: { answer?: string[]; timeoutMs?: number } = {}): Promise<{ code: number | null; output: string }> {
  const bin = path.join(v1Modules, 'create-rsbuild/bin.js');
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  // The local templates need no network; loading extra CA certificates costs each start time.
  delete env.NODE_EXTRA_CA_CERTS;
  const child = spawn(process.execPath, [bin, ...args], { cwd, env });
  let output = '';
  const clean = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
  child.stdout.on('data', (chunk) => (output += clean(String(chunk))));
  child.stderr.on('data', (chunk) => (output += clean(String(chunk))));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`create-rsbuild ${args.join(' ')} did not end within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    (async () => {
      for (const prompt of answer) {
        await waitFor(`the prompt ${prompt}`, () => output.includes(`◆  ${prompt}`), timeoutMs);
        child.stdin.write('\r');
      }
      // Without answers left, stdin ends, as with `< /dev/null`: a run that only needs flags
      // otherwise waits for input before it starts.
      child.stdin.end();
    })().catch(reject);
  });
}

/**
 * Like `runCli`, but stdout and stderr go to one file, as in a terminal: `output` keeps the
 * order in which the lines were printed (warnings go to stderr, so `runCli`'s joined output
 * puts them after everything printed to stdout).
 */
export async function runCliInterleaved(cwd: string, args: string[], { env = {}, timeoutMs = CLI_TIMEOUT_MS }: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<{ code: number | null; output: string }> {
  const childEnv = cliEnv(env);
  mkdirSync(stagingRoot, { recursive: true });
  const file = path.join(stagingRoot, `${process.pid}-${staged++}.log`);
  const fd = openSync(file, 'w');
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [RSBUILD_BIN, ...args], { cwd, env: childEnv, stdio: ['ignore', fd, fd] });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`rsbuild ${args.join(' ')} did not end within ${timeoutMs} ms`));
      }, timeoutMs);
      child.on('error', reject);
      child.on('close', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    return { code, output: stripAnsi(readFileSync(file, 'utf8')) };
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
}

type TypeScript = typeof import('typescript');
/** Declaration files below node_modules, parsed once per process and per TypeScript module. */
const sharedDeclarations = new WeakMap<object, Map<string, import('typescript').SourceFile | undefined>>();

/**
 * `ts.createProgram` for type-level tests. A test process checks many small projects, and parsing
 * TypeScript's DOM library alone costs more than checking a project: declaration files below
 * node_modules (TypeScript's libraries, @types, the packages' own types) are parsed once per
 * process and shared between programs, as an editor shares them between projects. The project's
 * own files, its .d.ts files included, are read afresh each time. Options are used as given; add
 * `skipDefaultLibCheck: true` unless the test is about errors inside TypeScript's library files.
 */
export function createTypeProgram(
  ts: TypeScript,
  {
    rootNames,
    options,
    host = ts.createCompilerHost(options),
    ...more
  }: Pick<import('typescript').CreateProgramOptions, 'projectReferences' | 'configFileParsingDiagnostics'> & { rootNames: readonly string[]; options: import('typescript').CompilerOptions; host?: import('typescript').CompilerHost },
): import('typescript').Program {
  let cache = sharedDeclarations.get(ts);
  if (!cache) sharedDeclarations.set(ts, (cache = new Map()));
  const shared = cache;
  const getSourceFile = host.getSourceFile.bind(host);
  const sharedHost: import('typescript').CompilerHost = {
    ...host,
    getSourceFile(fileName, languageVersionOrOptions, ...rest) {
      if (!/[\\/]node_modules[\\/].*\.d\.[cm]?ts$/.test(fileName)) return getSourceFile(fileName, languageVersionOrOptions, ...rest);
      const settings = typeof languageVersionOrOptions === 'object' ? [languageVersionOrOptions.languageVersion, languageVersionOrOptions.impliedNodeFormat, languageVersionOrOptions.jsDocParsingMode] : [languageVersionOrOptions];
      const key = `${fileName}\0${settings.join('/')}`;
      if (!shared.has(key)) shared.set(key, getSourceFile(fileName, languageVersionOrOptions, ...rest));
      return shared.get(key);
    },
  };
  return ts.createProgram({ rootNames, options, host: sharedHost, ...more });
}

/**
 * What `tsc -p <project>` of the TypeScript module `ts` prints, piped (not a terminal), and its exit
 * code, in `folder`, for the same result as `runTsc(cwd, ['-p', project])` without a process of its own:
 * the steps of tsc's command line (TypeScript 5.9's `executeCommandLine` for `-p` and
 * `performCompilation`), the config read with `parseConfigFileWithSystem`, diagnostics reported and
 * files emitted by `emitFilesAndReportErrorsAndGetExitStatus` with tsc's reporter. The program is
 * made by `createTypeProgram`, so the declaration files of node_modules (TypeScript's libraries
 * included) are parsed once per process and TypeScript module (pass the test file's own `ts`); they are still checked unless the config says
 * otherwise. Only plain `-p` runs: a config with `pretty`, `watch`, `incremental`, `composite` or
 * `(extended)diagnostics` throws (use `runTsc`).
 */
export function tscProject(typescript: TypeScript, folder: string, project = '.'): { code: number; output: string } {
  const cwd = path.resolve(folder);
  // The steps of tsc that TypeScript exports without declaring them.
  type Internals = {
    createDiagnosticReporter(system: import('typescript').System, pretty?: boolean): import('typescript').DiagnosticReporter;
    parseConfigFileWithSystem(
      configFileName: string,
      optionsToExtend: import('typescript').CompilerOptions,
      extendedConfigCache: Map<string, unknown> | undefined,
      watchOptionsToExtend: import('typescript').WatchOptions | undefined,
      system: import('typescript').System,
      reportDiagnostic: import('typescript').DiagnosticReporter,
    ): import('typescript').ParsedCommandLine | undefined;
    emitFilesAndReportErrorsAndGetExitStatus(program: import('typescript').Program, reportDiagnostic: import('typescript').DiagnosticReporter, write: (text: string) => void): number;
  };
  const ts = typescript as TypeScript & Internals;
  let output = '';
  const system: import('typescript').System = { ...ts.sys, getCurrentDirectory: () => cwd, write: (text) => void (output += text), writeOutputIsTTY: () => false };
  const reportDiagnostic = ts.createDiagnosticReporter(system, false);
  const fileOrDirectory = path.resolve(cwd, project);
  const configFileName = system.directoryExists(fileOrDirectory) ? path.join(fileOrDirectory, 'tsconfig.json') : fileOrDirectory;
  if (!system.fileExists(configFileName)) throw new Error(`tscProject: no ${configFileName}`);
  const config = ts.parseConfigFileWithSystem(configFileName, { project: fileOrDirectory }, new Map(), undefined, system, reportDiagnostic);
  if (!config) return { code: 1, output };
  const { options } = config;
  for (const unsupported of ['pretty', 'watch', 'incremental', 'composite', 'diagnostics', 'extendedDiagnostics'] as const) {
    if (options[unsupported] !== undefined) throw new Error(`tscProject: ${configFileName} sets ${unsupported}; run tsc with runTsc`);
  }
  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => cwd;
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const program = createTypeProgram(ts, {
    rootNames: config.fileNames,
    options,
    host,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const code = ts.emitFilesAndReportErrorsAndGetExitStatus(program, reportDiagnostic, (text) => system.write(text + system.newLine));
  return { code, output };
}

/** The source of a page, `docs/<lang>/<page>.mdx` (`page` as `guide/basic/cli`). */
export function pageText(page: string, lang: 'en' | 'zh'): string {
  return readFileSync(path.join(repoRoot, `docs/${lang}/${page}.mdx`), 'utf8');
}

/**
 * The code of every ```ts sample titled `title` on a page (`docs/<lang>/<page>.mdx`), as written,
 * in page order: the samples a reader copies, so tests check these rather than retyped copies.
 */
export function pageSamples(page: string, lang: 'en' | 'zh', title = 'rsbuild.config.ts'): string[] {
  const text = pageText(page, lang);
  const fence = new RegExp('```ts title="' + title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '"\\n([\\s\\S]*?)```', 'g');
  return [...text.matchAll(fence)].map((match) => match[1]);
}

/**
 * Type-checks `files` as one strict ES2022 project whose node_modules is tools/rsbuild-v1's (the
 * 1.x packages), without @types and TypeScript's DOM library. Returns one line per diagnostic,
 * `<file>: TS<code>: <message>`, so a test can assert `[]` and show what failed.
 */
export function typeCheckProject(
  ts: TypeScript,
  files: Record<string, string>,
  name: string,
  /** Options to add or override, given the project's folder (for `paths`, `types: ['node']`). */
  moreOptions: (dir: string) => import('typescript').CompilerOptions = () => ({}),
): string[] {
  const dir = makeProject(files, name);
  const options: import('typescript').CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    skipDefaultLibCheck: true,
    ...moreOptions(dir),
  };
  const program = createTypeProgram(ts, { rootNames: Object.keys(files).map((file) => path.join(dir, file)), options });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => `${diagnostic.file ? path.relative(dir, diagnostic.file.fileName) : ''}: TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

/**
 * Writes `code` to `file` of a dev server's project and waits until `served()` is true. A watcher
 * that has just started can miss a write, so the file is written again (with a counter comment
 * after the code) when `compiles()`, the number of finished compilations, has not moved 10 s
 * after a write.
 */
export async function writeUntilServed(
  dir: string,
  file: string,
  code: string,
  { compiles, served, timeoutMs = 90_000 }: { compiles: () => number; served: () => Promise<boolean>; timeoutMs?: number },
): Promise<void> {
  const compilesBefore = compiles();
  let writes = 0;
  let lastWrite = 0;
  await waitFor(
    `the dev server to serve the new ${file}`,
    async () => {
      if (writes === 0 || (compiles() === compilesBefore && Date.now() - lastWrite > 10_000)) {
        writeProjectFiles(dir, { [file]: `${code}\n/* ${++writes} */\n` });
        lastWrite = Date.now();
      }
      return served();
    },
    timeoutMs,
  );
}

/**
 * Asserts that a page has `count` samples titled `title` in each language and that they type-check
 * as written: each sample is `sample<N>/<title>` of one project per language, beside `files` (type
 * declarations or a package.json the samples need), checked by `typeCheckProject`.
 */
export function assertPageSamplesTypeCheck(
  ts: TypeScript,
  page: string,
  count: number,
  { title = 'rsbuild.config.ts', files = {}, moreOptions }: { title?: string; files?: Record<string, string>; moreOptions?: (dir: string) => import('typescript').CompilerOptions } = {},
): void {
  for (const lang of ['en', 'zh'] as const) {
    const samples = pageSamples(page, lang, title);
    assert.equal(samples.length, count, `${page} (${lang}): samples titled ${title}`);
    const project = { ...Object.fromEntries(samples.map((code, index) => [`sample${index}/${title}`, code])), ...files };
    assert.deepEqual(typeCheckProject(ts, project, `${page.replaceAll('/', '-')}-samples-${lang}`, moreOptions), [], `${page} (${lang})`);
  }
}

/** Runs tools/rsbuild-v1's TypeScript compiler (`tsc -p .` by default) in `cwd`; resolves with its exit code and its output. */
export function runTsc(cwd: string, args: string[] = ['-p', '.']): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(rsbuildV1Dir, 'node_modules/typescript/bin/tsc'), ...args], { cwd, timeout: CLI_TIMEOUT_MS }, (error, stdout, stderr) => {
      // A tsc stopped at the time limit has no exit code: say so, rather than report code 0.
      if (error?.killed) reject(new Error(`tsc ${args.join(' ')} in ${cwd} did not end within ${CLI_TIMEOUT_MS / 1000} s`));
      else resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });
}

/** Writes a self-signed certificate for localhost (openssl) to the paths `key` and `cert`, creating their folder. */
export function writeSelfSignedCertificate(key: string, cert: string): { key: Buffer; cert: Buffer } {
  mkdirSync(path.dirname(key), { recursive: true });
  mkdirSync(path.dirname(cert), { recursive: true });
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** The protocol a TLS server on localhost:`port` agrees on (ALPN) with a client that offers `protocols`, in that order. */
export function negotiatedProtocol(port: number, protocols = ['h2', 'http/1.1']): Promise<string | false | null> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: 'localhost', port, ALPNProtocols: protocols, rejectUnauthorized: false }, () => {
      resolve(socket.alpnProtocol);
      socket.end();
    });
    socket.on('error', reject);
  });
}
