// docs/{en,zh}/config/log-level: what @rsbuild/core 1.7.6 prints at each logLevel (in-process
// builds and dev servers, console captured), the logger plugins share, dev.client.logLevel's copy,
// logLevel inside environments, and two CLI runs: a failed build at 'silent', and --log-level
// overriding the config.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, makeProject, pageText, rsbuildCore, rsbuildV1Dir, runCli, waitFor, type CliResult } from './harness';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';

// A build with one warning (a require() of an expression) and one with one error (a missing module).
const warningSource = { 'src/index.js': "const name = 'dep-' + Math.random();\nconsole.log(require(name));\n" };
const errorSource = { 'src/index.js': "import './missing-module';\n" };

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Runs `run` with console.log/info/warn/error captured (the logger of @rsbuild/core writes through
 * them) and returns the printed lines, colours removed. Runs one at a time: the logger and the
 * console are shared by the whole process.
 */
async function captured(run: () => Promise<void>): Promise<string> {
  const methods = ['log', 'info', 'warn', 'error'] as const;
  const saved = methods.map((method) => console[method]);
  let printed = '';
  for (const method of methods) console[method] = (...args: unknown[]) => void (printed += `${args.map(String).join(' ')}\n`);
  try {
    await run();
  } finally {
    methods.forEach((method, index) => (console[method] = saved[index]));
  }
  return stripAnsi(printed);
}

/** Builds `files` in-process with `config`; a plugin logs three lines with the exported logger after the build. */
async function buildAt(files: Record<string, string>, name: string, config: RsbuildConfig): Promise<{ printed: string; failed: boolean }> {
  const { createRsbuild, logger } = await rsbuildCore();
  let failed = false;
  const printed = await captured(async () => {
    const rsbuild = await createRsbuild({
      cwd: makeProject(files, name),
      rsbuildConfig: {
        ...config,
        plugins: [
          {
            name: 'log-level:plugin-logger',
            setup(api) {
              api.onAfterBuild(() => {
                logger.info('plugin info line');
                logger.warn('plugin warn line');
                logger.error('plugin error line');
              });
            },
          },
        ],
      },
    });
    try {
      const { close } = await rsbuild.build();
      await close();
    } catch {
      failed = true;
    }
  });
  return { printed, failed };
}

const runs: Record<string, { printed: string; failed: boolean }> = {};
const dev: Record<string, string> = {};
let cliSilentError: CliResult;
let cliFlagOverride: CliResult;
const openServers = new Set<{ close: () => Promise<void> }>();

before(async () => {
  // The two CLI processes run while the in-process builds run one after another.
  const cli = Promise.all([
    runCli(makeProject({ ...errorSource, 'rsbuild.config.mjs': "export default { logLevel: 'silent' };\n" }, 'log-level-cli-silent'), ['build']),
    runCli(makeProject({ ...warningSource, 'rsbuild.config.mjs': "export default { logLevel: 'silent' };\n" }, 'log-level-cli-override'), ['build', '--log-level', 'info']),
  ]);
  runs.warningInfo = await buildAt(warningSource, 'log-level-info', { logLevel: 'info' });
  runs.warningWarn = await buildAt(warningSource, 'log-level-warn', { logLevel: 'warn' });
  runs.warningError = await buildAt(warningSource, 'log-level-error-warning', { logLevel: 'error' });
  runs.errorError = await buildAt(errorSource, 'log-level-error', { logLevel: 'error' });
  runs.errorSilent = await buildAt(errorSource, 'log-level-silent', { logLevel: 'silent' });
  // logLevel inside an environment: the top-level 'silent' still decides.
  runs.inEnvironment = await buildAt(warningSource, 'log-level-environment', { logLevel: 'silent', environments: { web: { logLevel: 'info' } as never /* not in EnvironmentConfig's type */ } });
  // The dev server at 'info' and at 'warn': the printed URLs.
  const { createRsbuild } = await rsbuildCore();
  for (const logLevel of ['info', 'warn'] as const) {
    const port = await freePort();
    dev[logLevel] = await captured(async () => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': "console.log('dev');\n" }, `log-level-dev-${logLevel}`), rsbuildConfig: { logLevel, server: { port, host: '127.0.0.1' } } });
      let built = false;
      rsbuild.onAfterDevCompile(() => void (built = true));
      const { server } = await rsbuild.startDevServer();
      openServers.add(server);
      await waitFor('the first dev compile', () => built);
    });
  }
  // Closed once printed: two idle dev servers would only cost CPU.
  for (const server of openServers) await server.close();
  openServers.clear();
  [cliSilentError, cliFlagOverride] = await cli;
});

after(async () => {
  for (const server of openServers) await server.close();
  // Later files in this process get the default level back.
  (await rsbuildCore()).logger.level = 'info';
});

describe('logLevel', () => {
  test("'info' prints the build start, the build time, the file size table, warnings and plugin lines", () => {
    const { printed, failed } = runs.warningInfo;
    assert.equal(failed, false);
    assert.match(printed, /^info {4}build started\.\.\.$/m);
    assert.match(printed, /^warn {4}Build warning: $/m);
    assert.match(printed, /Critical dependency: the request of a dependency is an expression/);
    assert.match(printed, /^ready {3}built in [\d.]+ s$/m);
    assert.match(printed, /^File \(web\) +Size +Gzip/m);
    assert.match(printed, /^dist\/index\.html +/m);
    assert.match(printed, /^ +Total: +/m);
    assert.match(printed, /^info {4}plugin info line$/m);
  });

  test("'info' prints the dev server URLs; 'warn' does not", () => {
    assert.match(dev.info, /Local: +http:\/\/127\.0\.0\.1:\d+\//);
    assert.doesNotMatch(dev.warn, /Local:|http:\/\//);
    assert.doesNotMatch(dev.warn, /ready|build started/);
  });

  test("'warn' prints warnings and errors only: no build start, build time or size table", () => {
    const { printed } = runs.warningWarn;
    assert.match(printed, /^warn {4}Build warning: $/m);
    assert.doesNotMatch(printed, /build started|built in|File \(web\)|Total:/);
  });

  test("'error' prints errors only; 'silent' prints nothing, and the build still fails", () => {
    assert.equal(runs.warningError.printed, 'error   plugin error line\n');
    assert.equal(runs.errorError.failed, true);
    assert.match(runs.errorError.printed, /^error {3}Build error: $/m);
    assert.match(runs.errorError.printed, /Module not found: Can't resolve '\.\/missing-module'/);
    assert.doesNotMatch(runs.errorError.printed, /^warn |build started|built in/m);
    assert.deepEqual(runs.errorSilent, { printed: '', failed: true });
  });

  test('a failed build at logLevel silent exits with code 1 from the CLI; only the greeting, printed before the config is read, appears', () => {
    assert.deepEqual({ code: cliSilentError.code, output: cliSilentError.output }, { code: 1, output: 'Rsbuild v1.7.6\n\n' });
    assert.ok(pageText('config/log-level', 'en').includes("With `'silent'` in the config file, the CLI still prints its greeting line, `Rsbuild v1.7.6`"));
    assert.ok(pageText('config/log-level', 'zh').includes("在配置文件中设置 `'silent'` 时，CLI 仍会输出问候行 `Rsbuild v1.7.6`"));
  });

  test("the level belongs to the process: a later createRsbuild without logLevel keeps the level an earlier one set, not 'info'", async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '' }, 'log-level-process');
    const saved = logger.level;
    try {
      await createRsbuild({ cwd, rsbuildConfig: { logLevel: 'silent' } });
      await createRsbuild({ cwd, rsbuildConfig: {} });
      assert.equal(logger.level, 'silent');
      logger.level = 'info';
      await createRsbuild({ cwd, rsbuildConfig: {} });
      assert.equal(logger.level, 'info');
    } finally {
      logger.level = saved;
    }
    assert.ok(pageText('config/log-level', 'en').includes("In the JavaScript API, an instance created without `logLevel` therefore keeps the level an earlier instance set, not `'info'`."));
    assert.ok(pageText('config/log-level', 'zh').includes("因此在 JavaScript API 中，后创建的实例如果没有设置 `logLevel`，会沿用之前的实例设置的级别，而不是 `'info'`。"));
  });

  test('plugins that log with the exported logger are filtered by the same level', () => {
    assert.match(runs.warningWarn.printed, /^warn {4}plugin warn line$/m);
    assert.match(runs.warningWarn.printed, /^error {3}plugin error line$/m);
    assert.doesNotMatch(runs.warningWarn.printed, /plugin info line/);
    assert.doesNotMatch(runs.warningError.printed, /plugin warn line/);
  });
});

describe('logLevel › Browser console', () => {
  test("dev.client.logLevel copies logLevel unless it is set; the page's second sample keeps 'info' for the browser", async () => {
    const { createRsbuild } = await rsbuildCore();
    const clientLevel = async (config: RsbuildConfig) => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'log-level-client'), rsbuildConfig: config });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().dev.client.logLevel;
    };
    assert.equal(await clientLevel({ logLevel: 'warn' }), 'warn');
    assert.equal(await clientLevel({ logLevel: 'error' }), 'error');
    assert.equal(await clientLevel({ logLevel: 'warn', dev: { client: { logLevel: 'info' } } }), 'info');
  });
});

describe('logLevel › The --log-level flag', () => {
  test("--log-level info overrides logLevel: 'silent' in the config", () => {
    assert.equal(cliFlagOverride.code, 0, cliFlagOverride.output);
    assert.match(cliFlagOverride.stdout, /^Rsbuild v1\.7\.6$/m);
    assert.match(cliFlagOverride.stdout, /^info {4}build started\.\.\.$/m);
    assert.match(cliFlagOverride.stdout, /^ready {3}built in [\d.]+ s$/m);
    assert.match(cliFlagOverride.stderr, /^warn {4}Build warning: $/m);
  });
});

describe('logLevel › environments', () => {
  test("EnvironmentConfig of the 1.x types has no logLevel (RsbuildConfig adds it), and one set in an environment anyway changes nothing", () => {
    // The declaration itself, read rather than type-checked: parsing the 1.x types costs ~10 s.
    // (A config with environments.web.logLevel fails tsc with TS2769: 'logLevel' does not exist in type 'EnvironmentConfig'.)
    const declarations = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    const members = (name: string) => {
      const body = new RegExp(`export interface ${name}\\b[^{]*\\{\\n([\\s\\S]*?)\\n\\}`).exec(declarations)?.[1] ?? '';
      return [...body.matchAll(/^ {4}(\w+)\?:/gm)].map((match) => match[1]);
    };
    assert.deepEqual(members('EnvironmentConfig'), ['dev', 'html', 'tools', 'resolve', 'source', 'output', 'security', 'performance', 'moduleFederation', 'plugins']);
    assert.match(declarations, /export interface RsbuildConfig extends EnvironmentConfig \{[\s\S]*?\n {4}logLevel\?: LogLevel;/);
    assert.deepEqual(runs.inEnvironment, { printed: '', failed: false });
  });
});
