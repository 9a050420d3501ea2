// Claims of plugins/dev/hooks: the order of hooks per command, recorded with a logging plugin
// like the page's, in CLI runs of @rsbuild/core 1.7.6 (build, failing build, inspect, preview,
// dev with a file change), plus callback `order` and environment-scoped plugins.
// The webpack-provider fragments (modifyWebpackChain, modifyWebpackConfig) cannot run here, since
// @rsbuild/webpack is not installed; on 2026-12-05 their helpers and order were read from the dist of
// @rsbuild/webpack 1.6.1 (npm pack): modifyBundlerChain (with webpack's plugin classes as `bundler`),
// then modifyWebpackChain with the chain helpers plus webpack, name and HtmlWebpackPlugin, then
// tools.webpackChain, then modifyWebpackConfig with addRules … mergeConfig added, then tools.webpack.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, CLI_TIMEOUT_MS, freePort, listFiles, makeProject, outputFile, pageText, readText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, withNodeEnv, withTakenPort, writeProjectFiles, writeUntilServed } from './harness';

// The page's logging plugin, printing the environment where a hook gets one, `isFirstCompile`
// where it is given, and the exit code of onExit.
const loggingPlugin = `
const describe = (args) => {
  const context = args.find((arg) => arg && typeof arg === 'object' && ('environment' in arg || 'isFirstCompile' in arg)) ?? {};
  const parts = [];
  if (context.environment?.name) parts.push(context.environment.name);
  if ('isFirstCompile' in context) parts.push('first=' + context.isFirstCompile);
  return parts.length ? ' ' + parts.join(' ') : '';
};
export const pluginLogHooks = (label = 'hook') => ({
  name: 'log-' + label,
  setup(api) {
    const log = (hook) => (...args) => {
      console.log('[' + label + '] ' + hook + describe(args));
      return hook === 'modifyHTMLTags' || hook === 'modifyHTML' ? args[0] : undefined;
    };
    for (const hook of ['modifyRsbuildConfig', 'modifyEnvironmentConfig', 'modifyBundlerChain', 'modifyRspackConfig',
      'modifyHTMLTags', 'modifyHTML', 'onBeforeCreateCompiler', 'onAfterCreateCompiler', 'onBeforeBuild', 'onAfterBuild',
      'onCloseBuild', 'onBeforeDevCompile', 'onAfterDevCompile', 'onDevCompileDone', 'onBeforeEnvironmentCompile',
      'onAfterEnvironmentCompile', 'onBeforeStartDevServer', 'onAfterStartDevServer', 'onCloseDevServer',
      'onBeforeStartProdServer', 'onAfterStartProdServer']) api[hook](log(hook));
    api.onExit(({ exitCode }) => console.log('[' + label + '] onExit ' + exitCode));
  },
});
`;

const order = `
// Who runs first inside modifyRspackConfig: callback order against plugin enforce.
const say = (text) => () => console.log('[order] ' + text);
export const orderPlugins = [
  { name: 'late', setup(api) {
    api.modifyBundlerChain({ order: 'post', handler: say('chain post callback') });
    api.modifyRspackConfig({ order: 'post', handler: say('post callback') });
  } },
  { name: 'plain', setup(api) { api.modifyRspackConfig(say('plain callback')); } },
  { name: 'enforced', enforce: 'pre', setup(api) { api.modifyRspackConfig(say('enforce pre plugin')); } },
  { name: 'early', setup(api) { api.modifyRspackConfig({ order: 'pre', handler: say('pre callback') }); } },
];
export const rspackTool = say('tools.rspack');
export const bundlerChainTool = say('tools.bundlerChain');
`;

const details = `
// What some hooks receive, printed as one [detail] line each.
const kind = (value) => value?.constructor?.name;
export const pluginDetails = () => ({
  name: 'details',
  setup(api) {
    const say = (text) => console.log('[detail] ' + text);
    api.modifyRsbuildConfig((config) => say('modifyRsbuildConfig server.port=' + config.server?.port));
    api.onBeforeCreateCompiler(({ bundlerConfigs }) => say('onBeforeCreateCompiler names=' + bundlerConfigs.map((c) => c.name).join(',')));
    api.onAfterCreateCompiler(({ compiler }) => say('onAfterCreateCompiler compiler=' + kind(compiler)));
    api.onBeforeBuild(({ isWatch }) => say('onBeforeBuild isWatch=' + isWatch));
    api.onAfterBuild(({ stats, isWatch }) => say('onAfterBuild stats=' + kind(stats) + ' isWatch=' + isWatch));
    api.onBeforeDevCompile(({ isWatch }) => say('onBeforeDevCompile isWatch=' + isWatch));
    api.onAfterDevCompile((params) => say('onAfterDevCompile keys=' + Object.keys(params).sort().join(',') + ' stats=' + kind(params.stats)));
    api.onAfterStartDevServer(({ routes }) => say('onAfterStartDevServer routes=' + JSON.stringify(routes)));
    api.onAfterStartProdServer(({ routes }) => say('onAfterStartProdServer routes=' + JSON.stringify(routes)));
    api.modifyHTMLTags((tags, { filename }) => { say('modifyHTMLTags filename=' + filename); return tags; });
    // No return value: the tags changed in place and the HTML text are passed on.
    api.modifyHTMLTags((tags) => { tags.headTags.push({ tag: 'meta', attrs: { name: 'changed-in-place' } }); });
    api.modifyHTML(() => undefined);
    // A second onExit callback (this plugin comes after the logging plugin), under its own label.
    api.onExit(({ exitCode }) => console.log('[second-exit] onExit ' + exitCode));
  },
});
`;

const files = (config: string) => ({
  'details.mjs': details,
  'log-hooks.mjs': loggingPlugin,
  'order.mjs': order,
  'src/index.js': 'console.log(1);\n',
  'src/about.js': 'console.log(2);\n',
  'rsbuild.config.mjs': `import { pluginLogHooks } from './log-hooks.mjs';\nimport { pluginDetails } from './details.mjs';\nimport { bundlerChainTool, orderPlugins, rspackTool } from './order.mjs';\n${config}`,
});

const oneEnvironment = "export default { plugins: [pluginLogHooks(), pluginDetails()], source: { entry: { index: './src/index.js', about: './src/about.js' } } };\n";
const twoEnvironments = `export default {
  plugins: [pluginLogHooks(), pluginDetails(), ...orderPlugins],
  tools: { rspack: rspackTool, bundlerChain: bundlerChainTool },
  html: { tags: [{ tag: 'meta', attrs: { name: 'from-html-tags' } }] },
  source: { entry: { index: './src/index.js', about: './src/about.js' } },
  environments: {
    web: {},
    node: { output: { target: 'node', distPath: { root: 'dist/server' } }, plugins: [pluginLogHooks('node-only')] },
  },
};
`;

const linesOf = (output: string, label: string) => output.split('\n').filter((line) => line.startsWith(`[${label}] `));

const runs: Record<string, { code?: number | null; output: string; runningAfterSigint?: boolean }> = {};
let builtHtml = '';
const servers: { stop: () => Promise<void> }[] = [];
after(() => Promise.all(servers.map((server) => server.stop())));

/** A dev server until its first compile is done; `then` acts on it, after which it is stopped with SIGTERM. */
async function devRun(config: string, then: (dir: string, dev: ReturnType<typeof startCli>) => Promise<void> = async () => {}) {
  const dir = makeProject(files(config), 'hooks-dev');
  const dev = startCli(dir, ['dev', '--port', String(await freePort())], /\[hook\] onDevCompileDone first=true/);
  servers.push(dev);
  await dev.started;
  await then(dir, dev);
  await dev.stop();
  return { output: dev.output() };
}

/**
 * `rsbuild dev` in a pseudo-terminal (util-linux `script`), since its keyboard shortcuts only
 * listen on a TTY; once the first compile is done and the URLs are printed, types `keys`
 * (`q` and Enter, or Ctrl+C, which the terminal turns into SIGINT).
 */
async function devInTerminal(keys: string, env: Record<string, string> = {}): Promise<{ output: string }> {
  const dir = makeProject(files(oneEnvironment), 'hooks-quit');
  const bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const command = `'${process.execPath}' '${bin}' dev --port ${await freePort()}`;
  const child = spawn('script', ['-qfc', command, '/dev/null'], { cwd: dir, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const closed = new Promise((resolve) => child.on('close', resolve));
  servers.push({ stop: async () => { if (child.exitCode === null && child.signalCode === null) { child.kill('SIGKILL'); await closed; } } });
  // The shortcut hint, when there is one, is printed in the same tick as the URLs.
  await waitFor('the first compile in the terminal', () => output.includes('onDevCompileDone first=true') && output.includes('➜  Local:'), CLI_TIMEOUT_MS);
  child.stdin.write(keys);
  await waitFor('rsbuild dev to end after the keys', () => child.exitCode !== null || child.signalCode !== null, CLI_TIMEOUT_MS);
  await closed;
  return { output: output.replace(/\r\n/g, '\n') };
}

/**
 * `rsbuild build --watch` sent SIGTERM once the first build is done: onExit runs, yet a file
 * change is still rebuilt, and after a SIGINT too; then it is killed.
 */
async function watchAfterSigterm(): Promise<{ output: string; runningAfterSigint: boolean }> {
  const dir = makeProject(files(oneEnvironment), 'hooks-watch-sigterm');
  const bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const child = spawn(process.execPath, [bin, 'build', '--watch'], { cwd: dir, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const closed = new Promise((resolve) => child.on('close', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  servers.push({ stop: async () => { if (running()) { child.kill('SIGKILL'); await closed; } } });
  const rebuilds = () => output.split('[hook] onAfterBuild first=false').length - 1;
  let before = 0;
  await waitFor('the first watch build', () => output.includes('[hook] onAfterBuild first=true'), CLI_TIMEOUT_MS);
  child.kill('SIGTERM');
  await waitFor('onExit after SIGTERM', () => output.includes('[hook] onExit 143'), CLI_TIMEOUT_MS);
  writeProjectFiles(dir, { 'src/index.js': 'console.log(5);\n' });
  await waitFor('a rebuild after SIGTERM', () => rebuilds() >= 1 || !running(), CLI_TIMEOUT_MS);
  before = rebuilds();
  child.kill('SIGINT');
  writeProjectFiles(dir, { 'src/about.js': 'console.log(6);\n' });
  await waitFor('a rebuild after SIGINT', () => rebuilds() > before || !running(), CLI_TIMEOUT_MS);
  const runningAfterSigint = running();
  if (running()) child.kill('SIGKILL');
  await closed;
  return { output, runningAfterSigint };
}

before(async () => {
  const buildDir = makeProject(files(twoEnvironments), 'hooks-build');
  const failDir = makeProject({ ...files(oneEnvironment), 'src/about.js': "import missing from './missing';\nconsole.log(missing);\n" }, 'hooks-fail');
  const watchDir = makeProject(files(oneEnvironment), 'hooks-watch');
  const watch = startCli(watchDir, ['build', '--watch'], /\[hook\] onAfterBuild first=true/);
  servers.push(watch);
  const [build, failed, inspect, dev, devTwo, restart, ctrlC, quit, ciTerminal, , watchSigterm] = await Promise.all([
    runCli(buildDir, ['build']),
    runCli(failDir, ['build']),
    runCli(makeProject(files(oneEnvironment), 'hooks-inspect'), ['inspect']),
    devRun(oneEnvironment, async (dir, server) => {
      writeProjectFiles(dir, { 'src/index.js': 'console.log(3);\n' });
      await waitFor('the rebuild after the edit', () => server.output().includes('onDevCompileDone first=false'));
    }),
    devRun(twoEnvironments),
    devRun(oneEnvironment, async (dir, server) => {
      writeProjectFiles(dir, { 'rsbuild.config.mjs': `${files(oneEnvironment)['rsbuild.config.mjs']}// changed\n` });
      await waitFor('the restart after the config change', () => server.output().split('onDevCompileDone first=true').length === 3);
    }),
    (async () => {
      const dir = makeProject(files(oneEnvironment), 'hooks-ctrl-c');
      const server = startCli(dir, ['dev', '--port', String(await freePort())], /\[hook\] onDevCompileDone first=true/);
      servers.push(server);
      await server.started;
      await server.signal('SIGINT');
      return { output: server.output() };
    })(),
    devInTerminal('q\n'),
    // With CI set, the terminal gets no shortcuts: Ctrl+C ends this one.
    devInTerminal('\x03', { CI: '1' }),
    (async () => {
      await watch.started;
      writeProjectFiles(watchDir, { 'src/index.js': 'console.log(4);\n' });
      await waitFor('the watch rebuild', () => watch.output().includes('[hook] onAfterBuild first=false'));
      // A config file change restarts the build: onCloseBuild, then a new round from setup.
      writeProjectFiles(watchDir, { 'rsbuild.config.mjs': `${files(oneEnvironment)['rsbuild.config.mjs']}// changed\n` });
      await waitFor('the restarted watch build', () => watch.output().split('[hook] onAfterBuild first=true').length === 3);
      // SIGTERM runs onExit but leaves `build --watch` running in 1.7.6; Ctrl+C ends it.
      await watch.signal('SIGINT');
    })(),
    watchAfterSigterm(),
  ]);
  const preview = startCli(buildDir, ['preview', '--port', String(await freePort())], /\[hook\] onAfterStartProdServer/);
  servers.push(preview);
  await preview.started;
  await preview.stop();
  builtHtml = readText(buildDir, 'dist/index.html');
  Object.assign(runs, { build, failed, inspect, dev, devTwo, restart, ctrlC, quit, ciTerminal, watchSigterm, watch: { output: watch.output() }, preview: { output: preview.output() } });
});

const hooks = (run: string, label = 'hook') => linesOf(runs[run].output, label).map((line) => line.slice(label.length + 3));
const detail = (run: string) => linesOf(runs[run].output, 'detail').map((line) => line.slice('[detail] '.length));
const configPhase = ['modifyRsbuildConfig', 'modifyEnvironmentConfig'];
const htmlPerFile = ['modifyHTMLTags web', 'modifyHTML web', 'modifyHTMLTags web', 'modifyHTML web'];
const chainPhase = ['modifyBundlerChain web', 'modifyRspackConfig web', 'onBeforeCreateCompiler', 'onAfterCreateCompiler'];

// Two kinds of hooks: the types of modifyHTMLTags and modifyHTML require a return value.
const typedReturns: RsbuildPlugin = {
  name: 'typed-returns',
  setup(api) {
    // @ts-expect-error the callback must return the tags
    api.modifyHTMLTags((tags) => void tags.headTags.push({ tag: 'meta' }));
    // @ts-expect-error the callback must return the HTML
    api.modifyHTML(() => {});
    api.modifyHTMLTags((tags) => tags);
  },
};
void typedReturns;

describe('Plugin hooks', () => {
  test('Two kinds of hooks: modifyHTMLTags and modifyHTML callbacks that return nothing pass the value on (tags changed in place kept)', () => {
    assert.match(builtHtml, /^<!doctype html>/i);
    assert.match(builtHtml, /<meta name="changed-in-place">/);
  });

  test('modifyHTMLTags: tags from html.tags are added after the hook', () => {
    // Both are appended to the head; the one added later comes last.
    assert.ok(builtHtml.indexOf('<meta name="changed-in-place">') < builtHtml.indexOf('<meta name="from-html-tags">'), builtHtml);
  });

  test('Order of hooks: rsbuild dev, first compile, a file change, then SIGTERM (onExit before onCloseDevServer)', () => {
    const firstCompile = ['onBeforeEnvironmentCompile web first=true', ...htmlPerFile, 'onAfterEnvironmentCompile web first=true', 'onAfterDevCompile first=true', 'onDevCompileDone first=true'];
    const lines = hooks('dev');
    const untilTheRebuild = [
      ...configPhase,
      'onBeforeStartDevServer',
      ...chainPhase,
      'onBeforeDevCompile first=true',
      'onAfterStartDevServer',
      ...firstCompile,
      'onBeforeDevCompile first=false',
      'onBeforeEnvironmentCompile web first=false',
      ...htmlPerFile,
      'onAfterEnvironmentCompile web first=false',
      'onAfterDevCompile first=false',
      'onDevCompileDone first=false',
    ];
    assert.deepEqual(lines.slice(0, untilTheRebuild.length), untilTheRebuild);
    // The watcher may start another rebuild for the same edit before SIGTERM arrives; whatever it
    // runs, the process ends with onExit, then onCloseDevServer.
    assert.deepEqual(lines.filter((line) => line === 'onExit 143' || line === 'onCloseDevServer'), ['onExit 143', 'onCloseDevServer']);
  });

  test('Order of hooks: rsbuild build, one environment (here in watch mode: steps 8 to 13 repeat; onCloseBuild only when a config file change restarts the build, which starts again from step 1; Ctrl+C gives onExit 130)', () => {
    const compile = (first: boolean) => [`onBeforeBuild first=${first}`, `onBeforeEnvironmentCompile web first=${first}`, ...htmlPerFile, `onAfterEnvironmentCompile web first=${first}`, `onAfterBuild first=${first}`];
    const round = [...configPhase, ...chainPhase, ...compile(true)];
    assert.deepEqual(hooks('watch'), [...round, ...compile(false), 'onCloseBuild', ...round, 'onExit 130', 'onExit 130']);
    assert.match(runs.watch.output, /info {4}restarting build as rsbuild\.config\.mjs changed\n/);
  });

  test('Order of hooks: rsbuild build with two environments: chain and Rspack config alternate per environment; onCloseBuild, then onExit 0', () => {
    const lines = hooks('build');
    assert.equal(runs.build.code, 0);
    assert.deepEqual(lines.slice(0, 12), [
      'modifyRsbuildConfig',
      'modifyEnvironmentConfig',
      'modifyEnvironmentConfig',
      'modifyBundlerChain web',
      'modifyRspackConfig web',
      'modifyBundlerChain node',
      'modifyRspackConfig node',
      'onBeforeCreateCompiler',
      'onAfterCreateCompiler',
      'onBeforeBuild first=true',
      'onBeforeEnvironmentCompile web first=true',
      'onBeforeEnvironmentCompile node first=true',
    ]);
    assert.deepEqual(lines.slice(-3), ['onAfterBuild first=true', 'onCloseBuild', 'onExit 0']);
    // The environments finish in either order; each web HTML file gets its two hooks before web is done.
    const middle = lines.slice(12, -3);
    assert.deepEqual([...middle].sort(), ['modifyHTML web', 'modifyHTML web', 'modifyHTMLTags web', 'modifyHTMLTags web', 'onAfterEnvironmentCompile node first=true', 'onAfterEnvironmentCompile web first=true']);
    assert.deepEqual(middle.filter((line) => line.endsWith(' web') || line.includes('web first')), [...htmlPerFile, 'onAfterEnvironmentCompile web first=true']);
  });

  test('Order of hooks: a failed compile still runs onAfterBuild, skips onCloseBuild, and onExit gets 1', () => {
    assert.equal(runs.failed.code, 1);
    assert.deepEqual(hooks('failed').slice(-3), ['onAfterEnvironmentCompile web first=true', 'onAfterBuild first=true', 'onExit 1']);
  });

  test('Order of hooks: rsbuild inspect runs steps 1 to 5, then onExit', () => {
    assert.deepEqual(hooks('inspect'), [...configPhase, 'modifyBundlerChain web', 'modifyRspackConfig web', 'onExit 0']);
  });

  test('Order of hooks: rsbuild preview runs no bundler or compile hook', () => {
    assert.deepEqual(hooks('preview'), ['modifyRsbuildConfig', 'modifyEnvironmentConfig', 'modifyEnvironmentConfig', 'onBeforeStartProdServer', 'onAfterStartProdServer', 'onExit 143']);
  });

  test('Order of hooks: with two environments, onAfterStartDevServer comes after onBeforeDevCompile, not necessarily before the environments start compiling', () => {
    const lines = hooks('devTwo');
    assert.ok(lines.indexOf('onAfterStartDevServer') > lines.indexOf('onBeforeDevCompile first=true'));
    assert.ok(lines.indexOf('onAfterStartDevServer') < lines.indexOf('onAfterDevCompile first=true'));
  });

  test('Order of hooks: a config file change calls onCloseDevServer and starts again; onExit then runs once per setup', () => {
    const lines = hooks('restart');
    const firstRound = lines.indexOf('onCloseDevServer');
    assert.equal(lines[firstRound - 1], 'onDevCompileDone first=true');
    assert.equal(lines[firstRound + 1], 'modifyRsbuildConfig');
    assert.deepEqual(lines.slice(-3), ['onExit 143', 'onExit 143', 'onCloseDevServer']);
  });

  test('onCloseDevServer: q plus Enter closes the server, then onExit runs with 0', () => {
    assert.deepEqual(hooks('quit').slice(-3), ['onDevCompileDone first=true', 'onCloseDevServer', 'onExit 0']);
  });

  test('onCloseDevServer: q plus Enter is a terminal shortcut: offered only when stdin is a TTY and CI is not set', () => {
    const hint = '➜  press h + enter to show shortcuts';
    assert.ok(runs.quit.output.includes(hint), runs.quit.output);
    // stdin a pipe (startCli), or a terminal with CI set: no hint, and nothing listens for q.
    assert.ok(runs.dev.output.includes('➜  Local:') && !runs.dev.output.includes(hint), runs.dev.output);
    assert.ok(runs.ciTerminal.output.includes('➜  Local:') && !runs.ciTerminal.output.includes(hint), runs.ciTerminal.output);
  });

  test('onCloseDevServer: Ctrl+C skips it, only onExit runs (exitCode 130)', () => {
    assert.deepEqual(hooks('ctrlC').slice(-2), ['onDevCompileDone first=true', 'onExit 130']);
  });

  test('onExit: with several callbacks, all run at the normal end and on SIGTERM; on Ctrl+C and a failed build only the first', () => {
    assert.deepEqual(hooks('build', 'second-exit'), ['onExit 0']);
    assert.deepEqual(hooks('dev', 'second-exit'), ['onExit 143']);
    assert.deepEqual(hooks('failed').slice(-1), ['onExit 1']);
    assert.deepEqual(hooks('failed', 'second-exit'), []);
    assert.deepEqual(hooks('ctrlC').slice(-1), ['onExit 130']);
    assert.deepEqual(hooks('ctrlC', 'second-exit'), []);
  });

  test('onExit: rsbuild build --watch runs the callbacks on SIGTERM (143) but goes on rebuilding, and a later SIGINT (Ctrl+C) does not stop it', () => {
    const lines = hooks('watchSigterm').filter((line) => line.startsWith('onExit') || line.startsWith('onAfterBuild'));
    // onExit once, on SIGTERM; then only rebuilds (one per edit, or more when the watcher fires twice).
    assert.deepEqual(lines.slice(0, 2), ['onAfterBuild first=true', 'onExit 143']);
    assert.ok(lines.length >= 4 && lines.slice(2).every((line) => line === 'onAfterBuild first=false'), lines.join('\n'));
    assert.deepEqual(hooks('watchSigterm', 'second-exit'), ['onExit 143']);
    assert.equal(runs.watchSigterm.runningAfterSigint, true);
  });

  test('onExit: each round of setup has its own list; on Ctrl+C after a build --watch restart, the first callback of each round runs (twice), the later ones never', () => {
    assert.deepEqual(hooks('watch').slice(-2), ['onExit 130', 'onExit 130']);
    assert.deepEqual(hooks('watch', 'second-exit'), []);
  });

  test('Control the order of callbacks: order "pre" before enforce "pre" plugins, "post" after plain ones, tools.bundlerChain and tools.rspack after all', () => {
    assert.deepEqual(linesOf(runs.build.output, 'order').slice(0, 7).map((line) => line.slice(8)), [
      'chain post callback',
      'tools.bundlerChain',
      'pre callback',
      'enforce pre plugin',
      'plain callback',
      'post callback',
      'tools.rspack',
    ]);
  });

  test('Two kinds of hooks: a plugin under environments.<name>.plugins runs per-environment hooks only for that environment, global hooks for the whole build', () => {
    const nodeOnly = hooks('build', 'node-only');
    assert.deepEqual(nodeOnly.filter((line) => /^modify(EnvironmentConfig|BundlerChain|RspackConfig|HTML)|EnvironmentCompile/.test(line)), [
      'modifyEnvironmentConfig',
      'modifyBundlerChain node',
      'modifyRspackConfig node',
      'onBeforeEnvironmentCompile node first=true',
      'onAfterEnvironmentCompile node first=true',
    ]);
    for (const global of ['modifyRsbuildConfig', 'onBeforeBuild first=true', 'onAfterBuild first=true', 'onCloseBuild', 'onExit 0']) assert.ok(nodeOnly.includes(global), global);
  });

  test('onDevCompileDone: its callbacks share one list with onAfterDevCompile, in registration order', () => {
    const output = runs.devTwo.output.split('\n').filter((line) => /^\[(hook|node-only)\] on(AfterDevCompile|DevCompileDone)/.test(line));
    assert.deepEqual(output, ['[hook] onAfterDevCompile first=true', '[hook] onDevCompileDone first=true', '[node-only] onAfterDevCompile first=true', '[node-only] onDevCompileDone first=true']);
  });

  test('Hook parameters: compiler and stats kinds, isWatch, routes, HTML file names, server.port default', () => {
    assert.deepEqual(detail('build'), [
      'modifyRsbuildConfig server.port=3000',
      'onBeforeCreateCompiler names=web,node',
      'onAfterCreateCompiler compiler=MultiCompiler',
      'onBeforeBuild isWatch=false',
      'modifyHTMLTags filename=index.html',
      'modifyHTMLTags filename=about.html',
      'onAfterBuild stats=MultiStats isWatch=false',
    ]);
    assert.deepEqual(detail('failed').slice(1, 3), ['onBeforeCreateCompiler names=web', 'onAfterCreateCompiler compiler=Compiler']);
    assert.ok(detail('watch').includes('onAfterBuild stats=Stats isWatch=true'));
    const dev = detail('dev');
    assert.ok(dev.includes('onBeforeDevCompile isWatch=true'));
    assert.ok(dev.includes('onAfterDevCompile keys=environments,isFirstCompile,stats stats=Stats'));
    assert.ok(dev.includes('onAfterStartDevServer routes=[{"entryName":"index","pathname":"/"},{"entryName":"about","pathname":"/about"}]'));
    assert.ok(detail('devTwo').includes('onAfterDevCompile keys=environments,isFirstCompile,stats stats=MultiStats'));
    assert.ok(detail('preview').includes('onAfterStartProdServer routes=[{"entryName":"index","pathname":"/"},{"entryName":"about","pathname":"/about"}]'));
  });

  test('onAfterStartProdServer: runs before the server URLs are printed', () => {
    const output = runs.preview.output;
    assert.ok(output.indexOf('[hook] onAfterStartProdServer') < output.indexOf('➜  Local:'));
  });
});

describe('onDevCompileDone', () => {
  test('onAfterDevCompile, the name to rename to, exists since 1.5.0; onDevCompileDone since 1.0 (the release data of scripts/data)', () => {
    const { items } = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/version-history.json'), 'utf8'));
    assert.equal(items['pluginAPI:onAfterDevCompile'].added, '1.5.0');
    assert.equal(items['pluginAPI:onAfterDevCompile'].lastWithout, '1.4.16');
    assert.equal(items['pluginAPI:onDevCompileDone'].firstWith, '1.0.1');
  });
});

describe('onBeforeStartDevServer', () => {
  const seen: string[] = [];
  const answers: Record<string, string> = {};

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const nodeEnv = process.env.NODE_ENV;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n', 'public/robots.txt': 'robots\n' }, 'hooks-middlewares'),
      config: {
        logLevel: 'silent',
        server: { port: await freePort() },
        dev: { setupMiddlewares: [({ push }) => push((req, _res, next) => void (seen.push(`setupMiddlewares push ${req.url}`), next()))] },
        plugins: [
          ({
            name: 'middleware-order',
            setup(api) {
              api.onBeforeStartDevServer(({ server }) => {
                server.middlewares.use((req, _res, next) => void (seen.push(`direct ${req.url}`), next()));
                return () => {
                  server.middlewares.use((req, _res, next) => void (seen.push(`returned function ${req.url}`), next()));
                };
              });
            },
          }) satisfies RsbuildPlugin,
        ],
      },
    });
    let compiled = false;
    rsbuild.onAfterDevCompile(() => void (compiled = true));
    const { urls, server } = await rsbuild.startDevServer();
    try {
      await waitFor('the first compile', () => compiled, 60_000);
      // A JSON request for an unknown path is not answered by the HTML fallback.
      for (const url of ['/static/js/index.js', '/robots.txt', '/api/unknown']) answers[url] = String((await fetch(urls[0] + url, { headers: { accept: 'application/json' } })).status);
    } finally {
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('Middlewares added in the callback and in the function it returns both run before Rsbuild\'s; setupMiddlewares push runs after them', () => {
    assert.deepEqual(answers, { '/static/js/index.js': '200', '/robots.txt': '200', '/api/unknown': '404' });
    assert.deepEqual(seen, [
      'direct /static/js/index.js',
      'returned function /static/js/index.js',
      'direct /robots.txt',
      'returned function /robots.txt',
      'direct /api/unknown',
      'returned function /api/unknown',
      'setupMiddlewares push /api/unknown',
    ]);
  });
});

describe('modifyRsbuildConfig', () => {
  test('A plugin added to config.plugins there never runs; Rsbuild warns "[rsbuild] Cannot change plugins via modifyRsbuildConfig …", prefix included', async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    let lateSetup = false;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-modify-plugins'),
      config: {
        logLevel: 'silent',
        plugins: [
          ({
            name: 'adds-a-plugin',
            setup(api) {
              api.modifyRsbuildConfig((config) => {
                config.plugins = [...(config.plugins ?? []), { name: 'late', setup: () => void (lateSetup = true) }];
              });
            },
          }) satisfies RsbuildPlugin,
        ],
      },
    });
    const warnings: string[] = [];
    const warn = logger.warn;
    logger.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await rsbuild.initConfigs();
    } finally {
      logger.warn = warn;
    }
    assert.equal(lateSetup, false);
    assert.deepEqual(warnings.map((text) => text.replace(/\x1b\[[0-9;]*m/g, '')), [
      '[rsbuild] Cannot change plugins via modifyRsbuildConfig as plugins are already initialized when it executes.',
    ]);
  });
});

describe('Plugin hooks (the samples)', () => {
  test("the samples log with the logger export of @rsbuild/core, the same object a plugin gets as api.logger in 1.7.6", async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    let apiLogger: unknown;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-logger'),
      config: { logLevel: 'silent', plugins: [{ name: 'reads-logger', setup: (api) => void (apiLogger = api.logger) }] },
    });
    await rsbuild.initConfigs();
    assert.equal(apiLogger, logger);
    assert.equal(typeof logger.info, 'function');
    assert.equal(typeof logger.warn, 'function');
    assert.equal(typeof logger.error, 'function');
  });
});

describe('onBeforeBuild and onBeforeCreateCompiler', () => {
  const failWith = async (hook: 'onBeforeBuild' | 'onBeforeCreateCompiler') => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': 'console.log(1);\n' }, `hooks-throw-${hook}`);
    const rsbuild = await createRsbuild({
      cwd,
      config: { logLevel: 'silent', plugins: [{ name: 'thrower', setup: (api) => api[hook](() => { throw new Error(`stopped in ${hook}`); }) }] },
    });
    const error = await rsbuild.build().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    return { error, wrote: listFiles(path.join(cwd, 'dist')) };
  };

  test('An error thrown in onBeforeBuild or onBeforeCreateCompiler fails the build with that error, before anything is written', async () => {
    for (const hook of ['onBeforeBuild', 'onBeforeCreateCompiler'] as const) {
      const { error, wrote } = await failWith(hook);
      assert.ok(error instanceof Error, hook);
      assert.match(error.message, new RegExp(`stopped in ${hook}`));
      assert.deepEqual(wrote, [], hook);
    }
  });
});

describe('modifyEnvironmentConfig', () => {
  /** The `utils.name` values modifyEnvironmentConfig receives while the configs are resolved. */
  const namesSeen = async (config: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig, environment?: string[]) => {
    const { createRsbuild } = await rsbuildCore();
    const names: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-environment-names'),
      environment,
      config: { logLevel: 'silent', ...config, plugins: [{ name: 'names', setup: (api) => api.modifyEnvironmentConfig((_config, { name }) => void names.push(name)) } satisfies RsbuildPlugin] },
    });
    await rsbuild.initConfigs();
    return names;
  };

  test('Without environments there is one, named after output.target: web, node, webWorker', async () => {
    assert.deepEqual(await namesSeen({}), ['web']);
    assert.deepEqual(await namesSeen({ output: { target: 'node' } }), ['node']);
    assert.deepEqual(await namesSeen({ output: { target: 'web-worker' } }), ['webWorker']);
  });

  test('With --environment (the environment option of createRsbuild), only the selected environments are visited', async () => {
    const environments = { web: {}, node: { output: { target: 'node' as const } } };
    assert.deepEqual(await namesSeen({ environments }), ['web', 'node']);
    assert.deepEqual(await namesSeen({ environments }, ['node']), ['node']);
  });
});

describe('onBeforeBuild and onAfterBuild', () => {
  test('They run for rsbuild build in development mode too, not only in production; onCloseBuild runs when close() is called on the result of build(); an async callback is awaited before the next one and before the compile', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const awaited: string[] = [];
    const nodeEnv = process.env.NODE_ENV;
    try {
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-build-development'),
        config: {
          logLevel: 'silent',
          mode: 'development',
          plugins: [
            {
              name: 'record',
              setup(api) {
                // Two kinds of hooks: a slow async callback holds the next callback and the compile.
                api.onBeforeBuild(async () => {
                  awaited.push('slow onBeforeBuild started');
                  for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
                  awaited.push('slow onBeforeBuild settled');
                });
                api.onBeforeBuild(() => void awaited.push('next onBeforeBuild'));
                api.onBeforeEnvironmentCompile(() => void awaited.push('onBeforeEnvironmentCompile'));
                api.onBeforeBuild(({ environments }) => void calls.push(`onBeforeBuild ${environments.web.config.mode}`));
                api.onAfterBuild(({ stats }) => void calls.push(`onAfterBuild errors=${stats?.hasErrors()}`));
                api.onCloseBuild(() => void calls.push('onCloseBuild'));
              },
            } satisfies RsbuildPlugin,
          ],
        },
      });
      const result = await rsbuild.build();
      // onCloseBuild: in the JavaScript API, only once close() is called.
      assert.deepEqual(calls, ['onBeforeBuild development', 'onAfterBuild errors=false']);
      await result.close();
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    assert.deepEqual(calls, ['onBeforeBuild development', 'onAfterBuild errors=false', 'onCloseBuild']);
    assert.deepEqual(awaited, ['slow onBeforeBuild started', 'slow onBeforeBuild settled', 'next onBeforeBuild', 'onBeforeEnvironmentCompile']);
  });
});

describe('onBeforeBuild (isWatch)', () => {
  test('isWatch is true for build({ watch: true }) of the JavaScript API, as for --watch', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-js-watch'),
      config: {
        logLevel: 'silent',
        plugins: [{ name: 'record', setup: (api) => {
          api.onBeforeBuild(({ isWatch, isFirstCompile }) => void calls.push(`onBeforeBuild isWatch=${isWatch} first=${isFirstCompile}`));
          api.onAfterBuild(({ isWatch }) => void calls.push(`onAfterBuild isWatch=${isWatch}`));
        } } satisfies RsbuildPlugin],
      },
    });
    await withNodeEnv(process.env.NODE_ENV, async () => {
      const { close } = await rsbuild.build({ watch: true });
      try {
        await waitFor('the first watch build', () => calls.length >= 2);
      } finally {
        await close();
      }
    });
    assert.deepEqual(calls, ['onBeforeBuild isWatch=true first=true', 'onAfterBuild isWatch=true']);
  });
});

describe('modifyRspackConfig', () => {
  test('plugins, module, resolve and output exist on the config; addRules inserts first, appendRules last; with Rspack the webpack hooks never run', async () => {
    const { createRsbuild } = await rsbuildCore();
    let present: string[] = [];
    const webpackHooks: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-rspack-config'),
      config: {
        logLevel: 'silent',
        plugins: [
          {
            name: 'rules',
            setup(api) {
              // Webpack hooks: only @rsbuild/webpack calls them.
              api.modifyWebpackChain(() => void webpackHooks.push('modifyWebpackChain'));
              api.modifyWebpackConfig(() => void webpackHooks.push('modifyWebpackConfig'));
              api.modifyRspackConfig((config, { addRules, appendRules }) => {
                present = (['plugins', 'module', 'resolve', 'output'] as const).filter((key) => config[key] !== undefined);
                addRules({ test: /\.first$/, type: 'asset/source' });
                appendRules({ test: /\.last$/, type: 'asset/source' });
              });
            },
          } satisfies RsbuildPlugin,
        ],
      },
    });
    const rules = (await rsbuild.initConfigs())[0].module?.rules ?? [];
    assert.deepEqual(present, ['plugins', 'module', 'resolve', 'output']);
    const tests = rules.map((rule) => (rule && typeof rule === 'object' ? String(rule.test) : ''));
    assert.equal(tests[0], '/\\.first$/');
    assert.equal(tests.at(-1), '/\\.last$/');
    assert.deepEqual(webpackHooks, []);
  });
});

describe('onAfterStartDevServer', () => {
  test('With createDevServer (a custom server), it runs when afterListen() is called, not before', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const nodeEnv = process.env.NODE_ENV;
    const port = await freePort();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-after-listen'),
      config: {
        logLevel: 'silent',
        server: { port },
        plugins: [{ name: 'record', setup: (api) => api.onAfterStartDevServer(({ port: reported }) => void calls.push(`onAfterStartDevServer ${reported === port}`)) } satisfies RsbuildPlugin],
      },
    });
    let compiled = false;
    rsbuild.onAfterDevCompile(() => void (compiled = true));
    const server = await rsbuild.createDevServer();
    try {
      assert.deepEqual(calls, []);
      await server.afterListen();
      assert.deepEqual(calls, ['onAfterStartDevServer true']);
    } finally {
      // Closed once the first compile has settled.
      await waitFor('the first compile', () => compiled, 60_000);
      await server.close();
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('onBeforeStartProdServer', () => {
  test('It runs only after Rsbuild has checked the output folder: preview without a build fails first and never calls it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const nodeEnv = process.env.NODE_ENV;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-preview-no-dist'),
      config: { logLevel: 'silent', plugins: [{ name: 'record', setup: (api) => api.onBeforeStartProdServer(() => void calls.push('onBeforeStartProdServer')) } satisfies RsbuildPlugin] },
    });
    try {
      await assert.rejects(rsbuild.preview(), /The output directory .*dist does not exist, please build the project before previewing\./);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    assert.deepEqual(calls, []);
  });

  test('An empty output folder fails the check too ("… is empty, please build the project before previewing."); preview({ checkDistDir: false }) skips the check and calls the hook', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-preview-empty-dist');
    mkdirSync(path.join(dir, 'dist'));
    const port = await freePort();
    const rsbuild = await createRsbuild({
      cwd: dir,
      config: {
        logLevel: 'silent',
        server: { port, strictPort: true },
        plugins: [{ name: 'record', setup: (api) => api.onBeforeStartProdServer(() => void calls.push('onBeforeStartProdServer')) } satisfies RsbuildPlugin],
      },
    });
    await withNodeEnv(process.env.NODE_ENV, async () => {
      await assert.rejects(rsbuild.preview(), (error: Error) => {
        assert.match(error.message.replace(/\x1b\[[0-9;]*m/g, ''), /^\[rsbuild:preview\] The output directory .*dist is empty, please build the project before previewing\.$/);
        return true;
      });
      assert.deepEqual(calls, []);
      const { server } = await rsbuild.preview({ checkDistDir: false });
      await server.close();
    });
    assert.deepEqual(calls, ['onBeforeStartProdServer']);
  });
});

describe('onAfterStartProdServer', () => {
  test('port is the port actually used: with server.port taken, the next one, as preview() returns', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-preview-port');
    mkdirSync(path.join(dir, 'dist'));
    const ports: number[] = [];
    await withTakenPort(async (taken) => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        config: {
          logLevel: 'silent',
          server: { port: taken },
          plugins: [{ name: 'record', setup: (api) => api.onAfterStartProdServer(({ port }) => void ports.push(port)) } satisfies RsbuildPlugin],
        },
      });
      await withNodeEnv(process.env.NODE_ENV, async () => {
        const { server, port } = await rsbuild.preview({ checkDistDir: false });
        await server.close();
        assert.deepEqual(ports, [port]);
      });
      assert.equal(ports[0], taken + 1);
    });
  });
});

describe('modifyRsbuildConfig (the page example)', () => {
  test("getRsbuildConfig('original') holds only what the user wrote: the example sets 8080 unless the user set a port", async () => {
    const { createRsbuild } = await rsbuildCore();
    const pluginDefaultPort = (): RsbuildPlugin => ({
      name: 'example:default-port',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
          if (api.getRsbuildConfig('original').server?.port) return;
          return mergeRsbuildConfig(config, { server: { port: 8080 } });
        });
      },
    });
    const portWith = async (server: { port?: number }) => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-default-port'), config: { logLevel: 'silent', server, plugins: [pluginDefaultPort()] } });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().server.port;
    };
    assert.equal(await portWith({}), 8080);
    assert.equal(await portWith({ port: 4000 }), 4000);
  });
});

describe('modifyEnvironmentConfig (the page example)', () => {
  test('mergeEnvironmentConfig gives only the node environment full source maps', async () => {
    const { createRsbuild } = await rsbuildCore();
    const pluginServerSourceMap = (): RsbuildPlugin => ({
      name: 'example:server-source-map',
      setup(api) {
        api.modifyEnvironmentConfig((config, { mergeEnvironmentConfig }) => {
          if (config.output.target !== 'node') return;
          return mergeEnvironmentConfig(config, { output: { sourceMap: { js: 'source-map' } } });
        });
      },
    });
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-server-source-map'),
      config: { logLevel: 'silent', mode: 'production', environments: { web: {}, node: { output: { target: 'node' } } }, plugins: [pluginServerSourceMap()] },
    });
    const configs = await rsbuild.initConfigs();
    assert.deepEqual(configs.map((config) => `${config.name}: ${config.devtool}`), ['web: false', 'node: source-map']);
  });
});

describe('modifyRspackConfig (the page example)', () => {
  test("appendRules with type 'asset/source' makes a .txt import the file content", async () => {
    const pluginTextFiles = (): RsbuildPlugin => ({
      name: 'example:text-files',
      setup(api) {
        api.modifyRspackConfig((_config, { appendRules }) => {
          appendRules({ test: /\.txt$/, type: 'asset/source' });
        });
      },
    });
    const nodeEnv = process.env.NODE_ENV;
    try {
      const dir = makeProject({ 'src/notes.txt': 'TEXT_FROM_NOTES\n', 'src/index.js': "import text from './notes.txt';\nconsole.log(text);\n" }, 'hooks-text-files');
      const { errors, dist } = await buildProject(dir, { mode: 'production', output: { minify: false }, plugins: [pluginTextFiles()] });
      assert.deepEqual(errors, []);
      assert.match(outputFile(dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /"TEXT_FROM_NOTES\\n"/);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('modifyHTMLTags and modifyHTML (the page examples)', () => {
  test('the analytics script is added to the body of index.html; the comment names the file before </body>', async () => {
    const pluginAnalytics = (): RsbuildPlugin => ({
      name: 'example:analytics',
      setup(api) {
        api.modifyHTMLTags(({ headTags, bodyTags }, { filename }) => {
          if (filename === 'index.html') bodyTags.push({ tag: 'script', attrs: { src: 'https://analytics.example.com/a.js', defer: true } });
          return { headTags, bodyTags };
        });
      },
    });
    const pluginCommitComment = (): RsbuildPlugin => ({
      name: 'example:commit-comment',
      setup(api) {
        api.modifyHTML((html, { filename }) => {
          const commit = process.env.GIT_COMMIT ?? 'unknown';
          return html.replace('</body>', `<!-- ${filename} @ ${commit} --></body>`);
        });
      },
    });
    const nodeEnv = process.env.NODE_ENV;
    const gitCommit = process.env.GIT_COMMIT;
    delete process.env.GIT_COMMIT;
    try {
      const dir = makeProject({ 'src/index.js': 'console.log(1);\n', 'src/about.js': 'console.log(2);\n' }, 'hooks-html-examples');
      const { errors, dist } = await buildProject(dir, { mode: 'production', source: { entry: { index: './src/index.js', about: './src/about.js' } }, plugins: [pluginAnalytics(), pluginCommitComment()] });
      assert.deepEqual(errors, []);
      const index = readText(dist, 'index.html');
      assert.match(index, /<script src="https:\/\/analytics\.example\.com\/a\.js" defer><\/script><!-- index\.html @ unknown --><\/body>/);
      const about = readText(dist, 'about.html');
      assert.doesNotMatch(about, /analytics/);
      assert.match(about, /<!-- about\.html @ unknown --><\/body>/);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
      if (gitCommit !== undefined) process.env.GIT_COMMIT = gitCommit;
    }
  });
});

describe('Hook parameters (the fragments)', () => {
  test('onBeforeEnvironmentCompile gets name, distPath, entry, browserslist and config; onAfterEnvironmentCompile gets time in ms and, with output.manifest, environment.manifest; modifyHTMLTags gets filename and assetPrefix, and the favicon, <title> and bundle <script> among the tags', async () => {
    const before: { keys: string[]; manifest: unknown }[] = [];
    const after: { time: unknown; manifest: string[] }[] = [];
    const tagContexts: { keys: string[]; filename: string; assetPrefix: string }[] = [];
    let headTags: string[] = [];
    // output.assetPrefix applies in production; an earlier test of this file may leave NODE_ENV set otherwise.
    await withNodeEnv('production', () => buildProject(makeProject({ 'src/index.js': 'console.log(1);\n', 'icon.png': 'png' }, 'hooks-parameters'), {
      output: { manifest: true, assetPrefix: '/cdn/' },
      html: { title: 'Hooks', favicon: './icon.png' },
      plugins: [{
        name: 'record-parameters',
        setup(api) {
          api.onBeforeEnvironmentCompile(({ environment }) => void before.push({ keys: Object.keys(environment), manifest: environment.manifest }));
          api.onAfterEnvironmentCompile(({ environment, time }) => void after.push({ time: typeof time, manifest: Object.keys(environment.manifest ?? {}) }));
          api.modifyHTMLTags((tags, context) => {
            tagContexts.push({ keys: Object.keys(context).sort(), filename: context.filename, assetPrefix: context.assetPrefix });
            headTags = tags.headTags.map((tag) => (tag.tag === 'link' ? `link rel=${tag.attrs?.rel}` : tag.tag));
            return tags;
          });
        },
      } satisfies RsbuildPlugin],
    }));
    assert.equal(before.length, 1);
    for (const key of ['name', 'distPath', 'entry', 'browserslist', 'config']) assert.ok(before[0].keys.includes(key), key);
    assert.equal(before[0].manifest, undefined);
    assert.deepEqual(after, [{ time: 'number', manifest: ['allFiles', 'entries', 'integrity'] }]);
    assert.deepEqual(tagContexts, [{ keys: ['assetPrefix', 'compilation', 'compiler', 'environment', 'filename'], filename: 'index.html', assetPrefix: '/cdn/' }]);
    for (const tag of ['link rel=icon', 'title', 'script']) assert.ok(headTags.includes(tag), tag);
  });

  test('Dev hooks: onBeforeStartDevServer gets a server with middlewares, httpServer, port and sockWrite; onAfterStartDevServer gets the port in use when server.port is taken; onAfterDevCompile runs for a failed compile; server.close() calls onCloseDevServer', async () => {
    const { createRsbuild } = await rsbuildCore();
    const nodeEnv = process.env.NODE_ENV;
    const calls: string[] = [];
    let serverKeys: string[] = [];
    try {
      await withTakenPort(async (taken) => {
        const rsbuild = await createRsbuild({
          cwd: makeProject({ 'src/index.js': "import './missing';\n" }, 'hooks-dev-parameters'),
          config: {
            logLevel: 'silent',
            server: { port: taken },
            plugins: [{
              name: 'record-dev',
              setup(api) {
                api.onBeforeStartDevServer(({ server }) => void (serverKeys = Object.keys(server)));
                api.onAfterStartDevServer(({ port }) => void calls.push(`onAfterStartDevServer ${port === taken ? 'taken port' : port === taken + 1 ? 'next port' : port}`));
                api.onAfterDevCompile(({ stats }) => void calls.push(`onAfterDevCompile hasErrors=${stats.hasErrors()}`));
                api.onCloseDevServer(() => void calls.push('onCloseDevServer'));
              },
            } satisfies RsbuildPlugin],
          },
        });
        const { server } = await rsbuild.startDevServer();
        try {
          await waitFor('the first dev compile', () => calls.some((call) => call.startsWith('onAfterDevCompile')), 120_000);
        } finally {
          await server.close();
        }
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    for (const key of ['middlewares', 'httpServer', 'port', 'sockWrite']) assert.ok(serverKeys.includes(key), key);
    assert.deepEqual(calls, ['onAfterStartDevServer next port', 'onAfterDevCompile hasErrors=true', 'onCloseDevServer']);
  });

  test('onBeforeCreateCompiler and onAfterCreateCompiler run for createCompiler() of the JavaScript API; compiler is a Compiler with one environment', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'hooks-create-compiler'),
      config: {
        logLevel: 'silent',
        plugins: [{
          name: 'record-compiler',
          setup(api) {
            api.onBeforeCreateCompiler(({ bundlerConfigs }) => void calls.push(`onBeforeCreateCompiler ${bundlerConfigs.map((config) => config.name).join(',')}`));
            api.onAfterCreateCompiler(({ compiler }) => void calls.push(`onAfterCreateCompiler ${compiler.constructor.name}`));
          },
        } satisfies RsbuildPlugin],
      },
    });
    await rsbuild.createCompiler();
    assert.deepEqual(calls, ['onBeforeCreateCompiler web', 'onAfterCreateCompiler Compiler']);
  });
});

describe('Plugin hooks (the samples type-check)', () => {
  test('every plugin sample of the page and of its hook fragments, in both languages, type-checks strictly against @rsbuild/core 1.7.6', () => {
    for (const lang of ['en', 'zh'] as const) {
      const fragments = path.join(repoRoot, 'docs', lang, 'shared/hooks');
      const sources = [path.join(repoRoot, 'docs', lang, 'plugins/dev/hooks.mdx'), ...readdirSync(fragments).sort().map((file) => path.join(fragments, file))];
      const files: Record<string, string> = {};
      for (const source of sources) {
        const samples = [...readFileSync(source, 'utf8').matchAll(/```ts(?: title="[^"]*")?\n([\s\S]*?)```/g)].map((match) => match[1]);
        samples.filter((code) => code.includes("from '@rsbuild/core'")).forEach((code, index) => void (files[`${path.basename(source, '.mdx')}-${index}.ts`] = code));
      }
      assert.equal(Object.keys(files).length, 26, lang);
      assert.deepEqual(typeCheckProject(ts, files, `hooks-samples-${lang}`, () => ({ types: ['node'] })), [], lang);
    }
  });
});

// The last sample of a hook fragment, as written in `lang`.
const fragmentSample = (fragment: string, lang: 'en' | 'zh') => {
  const text = readFileSync(path.join(repoRoot, 'docs', lang, 'shared/hooks', `${fragment}.mdx`), 'utf8');
  const samples = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  return samples[samples.length - 1];
};

describe('onCloseBuild and onCloseDevServer (the samples need a folder and a free port)', () => {
  const samplesRun: { watch?: { output: string; dist: string[]; runningAfterDevRun: boolean }; dev?: { code: number | null; output: string; port: number } } = {};
  before(async () => {
    for (const lang of ['en', 'zh'] as const) assert.equal(fragmentSample('on-close-build', lang), fragmentSample('on-close-build', 'en'));
    for (const lang of ['en', 'zh'] as const) assert.equal(fragmentSample('on-close-dev-server', lang), fragmentSample('on-close-dev-server', 'en'));
    const watchDir = makeProject({
      'plugin.ts': fragmentSample('on-close-build', 'en'),
      'src/index.js': 'console.log(1);\n',
      'rsbuild.config.ts': "import { pluginWatchLocales } from './plugin';\nexport default { plugins: [pluginWatchLocales()] };\n",
    }, 'hooks-watch-locales');
    const bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, [bin, 'build', '--watch'], { cwd: watchDir, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const closed = new Promise((resolve) => child.on('close', resolve));
    const alive = () => child.exitCode === null && child.signalCode === null;
    servers.push({ stop: async () => { if (alive()) { child.kill('SIGKILL'); await closed; } } });
    await waitFor('the ENOENT error and its stack', () => /ENOENT[^\n]*\n(?:\s+at [^\n]*\n){2,}/.test(output) || !alive(), CLI_TIMEOUT_MS);
    const dist = listFiles(path.join(watchDir, 'dist'));
    // Meanwhile, the sample of onCloseDevServer on a taken port.
    samplesRun.dev = await withTakenPort(async (taken) => {
      const devDir = makeProject({
        'plugin.ts': fragmentSample('on-close-dev-server', 'en').replace('backend.listen(4000)', `backend.listen(${taken})`),
        'src/index.js': 'console.log(1);\n',
        'rsbuild.config.ts': "import { pluginMockBackend } from './plugin';\nexport default { plugins: [pluginMockBackend()] };\n",
      }, 'hooks-mock-backend');
      const result = await runCli(devDir, ['dev', '--port', String(await freePort())]);
      return { code: result.code, output: result.output, port: taken };
    });
    samplesRun.watch = { output, dist: [...dist, ...listFiles(path.join(watchDir, 'dist'))], runningAfterDevRun: alive() };
    child.kill('SIGINT');
    await waitFor('build --watch to end on Ctrl+C', () => !alive(), CLI_TIMEOUT_MS);
  });

  test("onCloseBuild: without a locales folder, build --watch prints 'error   ENOENT: no such file or directory, watch './locales'' and a stack, writes nothing and does not exit", () => {
    const { output, dist, runningAfterDevRun } = samplesRun.watch!;
    assert.match(output, /^error {3}ENOENT: no such file or directory, watch '\.\/locales'\n\s+at /m);
    assert.doesNotMatch(output, /built in/);
    assert.deepEqual(dist, []);
    // Still running after the whole dev run of the next sample.
    assert.equal(runningAfterDevRun, true);
  });

  test("onCloseDevServer: with port 4000 taken, rsbuild dev exits with 1 after Node.js prints the unhandled 'error' event and EADDRINUSE with a stack", () => {
    const { code, output, port } = samplesRun.dev!;
    assert.equal(code, 1);
    assert.match(output, /throw er; \/\/ Unhandled 'error' event/);
    assert.match(output, new RegExp(String.raw`^Error: listen EADDRINUSE: address already in use (?::::|0\.0\.0\.0:)${port}\n\s+at `, 'm'));
  });
});

// The samples of the hook fragments and the page, as written (English; the Chinese ones differ only
// in comments), run together in one project: a build with CI set and a warning, a build with
// output.legalComments 'inline', a preview of the first build, and a dev server with one edit.
describe('Hook samples (run as written)', () => {
  const sampleFiles: Record<string, string> = {
    'modify-bundler-chain': 'pluginLicenseBanner',
    'on-after-build': 'pluginStrictWarnings',
    'on-before-create-compiler': 'pluginSourceMapGuard',
    'on-before-build': 'pluginBuildSummary',
    'on-before-environment-compile': 'pluginTargetsLog',
    'on-after-environment-compile': 'pluginEnvironmentTimes',
    'on-before-start-dev-server': 'pluginMockApi',
    'on-after-start-dev-server': 'pluginPageList',
    'on-before-dev-compile': 'pluginCompileTimer',
    'on-after-dev-compile': 'pluginDevStatus',
    'on-dev-compile-done': 'pluginReadyMessage',
    'on-after-create-compiler': 'pluginChangedFiles',
    'on-before-start-prod-server': 'pluginPreviewNotice',
    'on-after-start-prod-server': 'pluginPreviewPort',
    'on-exit': 'pluginCleanupMarker',
  };
  const withoutComments = (code: string) => code.replace(/\s*\/\/.*$/gm, '');
  const pageSample = (lang: 'en' | 'zh') => [...readFileSync(path.join(repoRoot, 'docs', lang, 'plugins/dev/hooks.mdx'), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]).find((code) => code.includes('example:rule-count'))!;
  let dir = '';
  const run: Record<string, { code?: number | null; output: string }> = {};
  let healthBody = '';
  let previewPortFile = '';
  let previewPort = 0;
  let previewPortLeft = true;
  before(async () => {
    const files: Record<string, string> = {
      'rule-count.ts': pageSample('en'),
      // A dynamic require: Rspack warns "Critical dependency: the request of a dependency is an expression".
      'src/index.js': 'const name = String(Date.now());\nconsole.log(require(name));\n',
      'rsbuild.config.ts': `${Object.entries(sampleFiles).map(([file, name]) => `import { ${name} } from './${file}';`).join('\n')}
import { pluginRuleCount } from './rule-count';
const inline = process.env.LEGAL_INLINE === '1';
export default {
  plugins: [${Object.values(sampleFiles).map((name) => `${name}()`).join(', ')}, pluginRuleCount()],
  output: { sourceMap: { js: 'source-map' }, ...(inline ? { legalComments: 'inline', distPath: { root: 'dist-inline' } } : {}) },
};
`,
    };
    for (const [file] of Object.entries(sampleFiles)) {
      files[`${file}.ts`] = fragmentSample(file, 'en');
      assert.equal(withoutComments(fragmentSample(file, 'zh')), withoutComments(files[`${file}.ts`]), file);
    }
    assert.equal(withoutComments(pageSample('zh')), withoutComments(pageSample('en')));
    dir = makeProject(files, 'hooks-samples-run');
    run.inline = await runCli(dir, ['build'], { env: { LEGAL_INLINE: '1' } });
    run.build = await runCli(dir, ['build'], { env: { CI: '1' } });
    const preview = startCli(dir, ['preview', '--port', String(await freePort())], /Local:/);
    servers.push(preview);
    await preview.started;
    previewPort = preview.port();
    previewPortFile = readText(dir, '.preview-port');
    await preview.stop();
    previewPortLeft = existsSync(path.join(dir, '.preview-port'));
    run.preview = { output: preview.output() };
    const dev = startCli(dir, ['dev', '--port', String(await freePort())], /ready for changes/);
    servers.push(dev);
    await dev.started;
    healthBody = await (await fetch(`http://localhost:${dev.port()}/api/health`)).text();
    writeProjectFiles(dir, { 'src/index.js': 'console.log(2);\n' });
    await waitFor('the incremental compile', () => dev.output().includes('incremental compile took'), CLI_TIMEOUT_MS);
    await dev.stop();
    run.dev = { output: dev.output() };
  });

  test("modifyBundlerChain: the banner goes to static/js/index.[hash].js.LICENSE.txt with the default legalComments, the script points to it; 'inline' keeps it in the script", () => {
    const scriptOf = (dist: string) => listFiles(path.join(dir, dist)).filter((file) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(file));
    const [script] = scriptOf('dist');
    const name = path.basename(script);
    assert.equal(readText(dir, `dist/${script}.LICENSE.txt`).trim(), '/*! Copyright (c) Example Inc. */');
    const code = readText(dir, `dist/${script}`);
    assert.ok(code.startsWith(`/*! For license information please see ${name}.LICENSE.txt */\n`), code.slice(0, 120));
    assert.ok(!code.includes('Copyright (c) Example Inc.'));
    const [inlineScript] = scriptOf('dist-inline');
    assert.ok(readText(dir, `dist-inline/${inlineScript}`).startsWith('/*! Copyright (c) Example Inc. */'));
    assert.ok(!listFiles(path.join(dir, 'dist-inline')).some((file) => file.endsWith('.LICENSE.txt')));
  });

  test('onAfterBuild: with CI set and a warning, the build logs the error and exits with 1; the other build samples log their lines', () => {
    const { code, output } = run.build;
    assert.equal(code, 1);
    assert.match(output, /^warn {4}Build warning: /m);
    assert.match(output, /^error {3}Warnings are not allowed in CI builds\.$/m);
    assert.match(output, /^warn {4}Full source maps will be published for "web"\.$/m);
    assert.match(output, /^info {4}building environments: web$/m);
    assert.match(output, /^info {4}web targets: chrome >= 87, edge >= 88, firefox >= 78, safari >= 14$/m);
    assert.match(output, /^info {4}web finished in \d+ ms$/m);
    assert.match(output, /^info {4}web: \d+ module rules$/m);
    assert.equal(run.inline.code, 0, run.inline.output);
  });

  test('preview samples: the notice names the output folder, .preview-port holds the port, and onExit removes it (SIGTERM: exit code 143 logged)', () => {
    assert.match(run.preview.output, new RegExp(`^info {4}serving the files in ${path.join(dir, 'dist').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    assert.equal(previewPortFile, String(previewPort));
    assert.equal(previewPortLeft, false);
    assert.match(run.preview.output, /^Rsbuild exited with code 143$/m);
  });

  test('dev samples: /api/health answers ok, the page list, compile times, ready lines and the changed file are logged', () => {
    const { output } = run.dev;
    assert.equal(healthBody, 'ok');
    assert.match(output, /^info {4}index: http:\/\/localhost:\d+\/$/m);
    assert.match(output, /^info {4}initial compile took \d+ ms$/m);
    assert.match(output, /^info {4}dev bundle ready$/m);
    assert.match(output, /^info {4}ready for changes$/m);
    assert.ok(output.includes(`info    changed: ${path.join(dir, 'src/index.js')}\n`), output);
    assert.match(output, /^info {4}incremental compile took \d+ ms$/m);
  });
});

describe('Order of hooks (a rebuild with several environments)', () => {
  test('a rebuild runs onBeforeEnvironmentCompile, modifyHTMLTags, modifyHTML and onAfterEnvironmentCompile only for the environment the edited file belongs to, in dev and in build --watch', async () => {
    const { createRsbuild } = await rsbuildCore();
    const record = (calls: string[], before: string, after: string): RsbuildPlugin => ({
      name: 'record-rebuild',
      setup(api) {
        const first = (name: string) => ({ isFirstCompile }: { isFirstCompile: boolean }) => void calls.push(`${name} first=${isFirstCompile}`);
        if (before === 'onBeforeDevCompile') api.onBeforeDevCompile(first(before));
        else api.onBeforeBuild(first(before));
        api.onBeforeEnvironmentCompile(({ environment, isFirstCompile }) => void calls.push(`onBeforeEnvironmentCompile ${environment.name} first=${isFirstCompile}`));
        api.modifyHTMLTags((tags, { environment }) => (calls.push(`modifyHTMLTags ${environment.name}`), tags));
        api.modifyHTML((html, { environment }) => (calls.push(`modifyHTML ${environment.name}`), html));
        api.onAfterEnvironmentCompile(({ environment, isFirstCompile }) => void calls.push(`onAfterEnvironmentCompile ${environment.name} first=${isFirstCompile}`));
        if (after === 'onAfterDevCompile') api.onAfterDevCompile(first(after));
        else api.onAfterBuild(first(after));
      },
    });
    const files = { 'src/web.js': 'console.log(1);\n', 'src/server.js': 'console.log(2);\n' };
    const environments = { web: { source: { entry: { index: './src/web.js' } } }, node: { output: { target: 'node' as const }, source: { entry: { server: './src/server.js' } } } };
    // One instance per edit, so that a second rebuild of one edit cannot mix with the next edit.
    const rebuild = async (kind: 'dev' | 'watch', file: string) => {
      const calls: string[] = [];
      const [before, after] = kind === 'dev' ? ['onBeforeDevCompile', 'onAfterDevCompile'] : ['onBeforeBuild', 'onAfterBuild'];
      const dir = makeProject(files, `hooks-rebuild-${kind}`);
      const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', mode: 'development', server: { port: await freePort() }, environments, plugins: [record(calls, before, after)] } });
      const { close } = kind === 'dev' ? (await rsbuild.startDevServer()).server : await rsbuild.build({ watch: true });
      const compiles = () => calls.filter((call) => call.startsWith(after)).length;
      try {
        await waitFor(`the first compile (${kind})`, () => calls.includes(`${after} first=true`));
        await writeUntilServed(dir, file, `console.log('${kind} ${file}');`, { compiles, served: async () => calls.includes(`${after} first=false`) });
      } finally {
        await close();
      }
      // The first compile visits both environments; the first rebuild runs from before(first=false) to after(first=false).
      assert.ok(calls.includes('onBeforeEnvironmentCompile node first=true') && calls.includes('onAfterEnvironmentCompile web first=true'), calls.join('\n'));
      return { firstRebuild: calls.slice(calls.indexOf(`${after} first=true`) + 1, calls.indexOf(`${after} first=false`) + 1), rebuilds: calls.slice(calls.indexOf(`${after} first=true`) + 1), before, after };
    };
    const [devWeb, devNode, watchWeb] = await withNodeEnv(process.env.NODE_ENV, () => Promise.all([rebuild('dev', 'src/web.js'), rebuild('dev', 'src/server.js'), rebuild('watch', 'src/web.js')]));
    for (const { firstRebuild, rebuilds, before, after } of [devWeb, watchWeb]) {
      assert.deepEqual(firstRebuild, [`${before} first=false`, 'onBeforeEnvironmentCompile web first=false', 'modifyHTMLTags web', 'modifyHTML web', 'onAfterEnvironmentCompile web first=false', `${after} first=false`]);
      assert.ok(!rebuilds.some((call) => call.includes('node')), rebuilds.join('\n'));
    }
    // An edit of node's file only: web, the environment with the HTML, gets no call, not even modifyHTMLTags or modifyHTML.
    assert.deepEqual(devNode.firstRebuild, ['onBeforeDevCompile first=false', 'onBeforeEnvironmentCompile node first=false', 'onAfterEnvironmentCompile node first=false', 'onAfterDevCompile first=false']);
    assert.ok(!devNode.rebuilds.some((call) => call.includes('web')), devNode.rebuilds.join('\n'));
  });

  test('the page says so in both languages', () => {
    assert.ok(pageText('plugins/dev/hooks', 'en').includes('a rebuild runs steps 11 to 14 only for the environments that the change affects'));
    assert.ok(pageText('plugins/dev/hooks', 'en').includes('(steps 9 to 12 only for the environments that the change affects, as in `rsbuild dev`)'));
    assert.ok(pageText('plugins/dev/hooks', 'zh').includes('重新编译只会为受这次变更影响的环境执行第 11～14 步'));
    assert.ok(pageText('plugins/dev/hooks', 'zh').includes('第 9～12 步只为受变更影响的环境执行'));
    const fragment = (lang: 'en' | 'zh', name: string) => readFileSync(path.join(repoRoot, 'docs', lang, 'shared/hooks', `${name}.mdx`), 'utf8');
    for (const name of ['on-before-environment-compile', 'on-after-environment-compile']) {
      assert.ok(fragment('en', name).includes('on every compile of that environment (a rebuild skips the environments that the change does not affect)'), name);
      assert.ok(fragment('zh', name).includes('该环境每次编译时都会执行（重新编译时，不受变更影响的环境不会触发）'), name);
    }
    assert.ok(fragment('en', 'modify-html-tags').includes('a rebuild that only affects other environments does not call it'));
    assert.ok(fragment('zh', 'modify-html-tags').includes('如果一次重新编译只影响其他环境，则不会触发'));
    assert.ok(fragment('en', 'modify-html').includes('once per generated HTML file on every compile of an environment that emits HTML'));
    assert.ok(fragment('zh', 'modify-html').includes('会输出 HTML 的环境每次编译时，为每个生成的 HTML 文件执行一次'));
    // The instance page's build() says the same of watch mode (the build --watch case above).
    assert.ok(pageText('api/javascript-api/instance', 'en').includes('in watch mode these run again for every rebuild, the environment hooks only for the environments that the change affects'));
    assert.ok(pageText('api/javascript-api/instance', 'zh').includes('其中环境级别的钩子只会为受这次变更影响的环境触发'));
  });
});

describe('Two kinds of hooks: a value returned by a modify* callback replaces the value', () => {
  // Expression-bodied arrows return their expression; Rsbuild takes any value but undefined as a replacement.
  const mutators = {
    rspackPush: "api.modifyRspackConfig((config) => config.plugins.push({ apply() {} }));",
    chainSet: "api.modifyBundlerChain((chain) => chain.resolve.alias.set('@', '/tmp'));",
    rsbuildAssign: "api.modifyRsbuildConfig((config) => (config.html = { title: 'App' }));",
  };
  const instance = async (setup: RsbuildPlugin['setup'], name: string) => {
    const { createRsbuild } = await rsbuildCore();
    return createRsbuild({
      cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, name),
      rsbuildConfig: { logLevel: 'silent', output: { distPath: { root: 'custom' } }, plugins: [{ name: 'mutator', setup }] },
    });
  };

  test("modifyRspackConfig with (config) => config.plugins.push(…): the build fails with [rsbuild:config] Could not find any entry module, although src/index.js exists", async () => {
    const rsbuild = await instance((api) => void api.modifyRspackConfig((config) => config.plugins.push({ apply() {} }) as never), 'hooks-return-push');
    await withNodeEnv(process.env.NODE_ENV, () => assert.rejects(rsbuild.build(), /\[rsbuild:config\] Could not find any entry module/));
  });

  test("modifyBundlerChain with (chain) => chain.resolve.alias.set(…): TypeError: (intermediate value).toConfig is not a function", async () => {
    const rsbuild = await instance((api) => void api.modifyBundlerChain((chain) => chain.resolve.alias.set('@', '/tmp') as never), 'hooks-return-chain');
    await assert.rejects(rsbuild.initConfigs(), (error: Error) => error instanceof TypeError && error.message === '(intermediate value).toConfig is not a function');
  });

  test("modifyRsbuildConfig with (config) => (config.html = { title: 'App' }): no error, but output.distPath of the config is lost", async () => {
    const rsbuild = await instance((api) => void api.modifyRsbuildConfig((config) => (config.html = { title: 'App' }) as never), 'hooks-return-assign');
    const [rspack] = await rsbuild.initConfigs();
    assert.equal(path.basename(rspack.output!.path!), 'dist');
  });

  test('with block bodies the same callbacks keep the config: the plugin is added, the alias set, output.distPath kept', async () => {
    const added = { apply() {} };
    const rsbuild = await instance((api) => {
      api.modifyRspackConfig((config) => {
        config.plugins.push(added);
      });
      api.modifyBundlerChain((chain) => {
        chain.resolve.alias.set('@', '/tmp');
      });
      api.modifyRsbuildConfig((config) => {
        config.html = { title: 'App' };
      });
    }, 'hooks-return-block');
    const [rspack] = await rsbuild.initConfigs();
    assert.ok(rspack.plugins!.includes(added));
    assert.equal((rspack.resolve!.alias as Record<string, string>)['@'], '/tmp');
    assert.equal(path.basename(rspack.output!.path!), 'custom');
  });

  test('TypeScript reports each of the three expression-bodied callbacks as TS2345', () => {
    const source = `import type { RsbuildPlugin } from '@rsbuild/core';\nexport const mutator: RsbuildPlugin = {\n  name: 'mutator',\n  setup(api) {\n    ${Object.values(mutators).join('\n    ')}\n  },\n};\n`;
    const diagnostics = typeCheckProject(ts, { 'src/plugin.ts': source }, 'hooks-return-types');
    assert.deepEqual(diagnostics.map((line) => line.split(': ').slice(0, 2).join(': ')), ['src/plugin.ts: TS2345', 'src/plugin.ts: TS2345', 'src/plugin.ts: TS2345']);
  });

  test('the page warns about expression-bodied callbacks, in both languages', () => {
    const en = pageText('plugins/dev/hooks', 'en');
    assert.ok(en.includes('Any value other than `undefined` counts as a replacement'));
    assert.ok(en.includes('`TypeError: (intermediate value).toConfig is not a function`'));
    const zh = pageText('plugins/dev/hooks', 'zh');
    assert.ok(zh.includes('除 `undefined` 以外的任何返回值都算作替换值'));
    assert.ok(zh.includes('`TypeError: (intermediate value).toConfig is not a function`'));
    assert.ok(readFileSync(path.join(repoRoot, 'docs/en/shared/hooks/modify-bundler-chain.mdx'), 'utf8').includes('Mutate the chain object and return nothing'));
    assert.ok(readFileSync(path.join(repoRoot, 'docs/zh/shared/hooks/modify-bundler-chain.mdx'), 'utf8').includes('不要返回任何值'));
  });
});
