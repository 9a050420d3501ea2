// guide/basic/cli: the rsbuild commands and flags, .env loading, and exit codes, run as the real
// CLI in its own process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageText, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withEnv, withNodeEnv, withTakenPort, writeProjectFiles, type CliResult } from './harness';

// Client code that shows which values reached the bundle.
const envIndex = "console.log('values', import.meta.env.PUBLIC_API_URL, process.env.PUBLIC_FEATURE_X, import.meta.env.PUBLIC_STAGE, import.meta.env.PUBLIC_SHELL, typeof process.env.SECRET_KEY);\n";
const envFiles = {
  '.env': 'PUBLIC_API_URL=https://api.example.com\nPUBLIC_FEATURE_X=false\nSECRET_KEY=do-not-ship\nPUBLIC_STAGE=base\n',
  '.env.production': 'PUBLIC_STAGE=production\n',
  '.env.production.local': 'PUBLIC_FEATURE_X=true\n',
  '.env.staging': 'PUBLIC_STAGE=staging\n',
  // The config reads a key of the .env files, and one of the shell, through process.env.
  'rsbuild.config.mjs': "export default { output: { distPath: { root: process.env.SECRET_KEY ? 'dist' : process.env.PUBLIC_SHELL ? 'dist-without-env' : 'dist-without-shell' } } };\n",
  'src/index.js': envIndex,
};

// Also an image above the inlining limit, for the size table.
const envDir = makeProject(
  {
    ...envFiles,
    'src/dynamic.js': 'export const load = (name) => require(name);\n',
    'src/photo.png': 'x'.repeat(6000),
    'src/index.js': envIndex + "import { load } from './dynamic';\nconsole.log(load);\nimport photo from './photo.png';\nconsole.log(photo);\n",
  },
  'cli-env',
);
const devModeDir = makeProject(envFiles, 'cli-devmode');
// With --env-mode staging: .env, .env.local, .env.staging and .env.staging.local, each setting a key.
const stagingDir = makeProject(
  { ...envFiles, '.env.local': 'PUBLIC_FEATURE_X=from-local\nPUBLIC_STAGE=local\n', '.env.staging.local': 'PUBLIC_API_URL=https://staging-local.example.com\n' },
  'cli-staging',
);
const noEnvDir = makeProject(envFiles, 'cli-noenv');
const nodeEnvDir = makeProject({ 'src/index.js': "console.log('node env');\n" }, 'cli-nodeenv');
// A single-environment project (its environment is called web) built with one known and one unknown name.
const partEnvDir = makeProject({ 'src/index.js': "console.log('part env');\n" }, 'cli-part-env');
// `rsbuild --log-level warn build`: a flag before the command.
const flagFirstDir = makeProject({ 'src/index.js': "console.log('flag first');\n" }, 'cli-flag-first');
// A config function that prints its command and NODE_ENV, and ends the process before the server starts.
const commandDir = makeProject(
  { 'src/index.js': '', 'rsbuild.config.mjs': 'export default ({ command, env }) => { console.log(`COMMAND=${JSON.stringify(command) ?? "undefined"} NODE_ENV=${env}`); process.exit(0); };\n' },
  'cli-command',
);
const brokenDir = makeProject({ 'src/index.js': "import './missing';\n" }, 'cli-broken');
// A named import that the imported module does not export.
const missingExportDir = makeProject({ 'src/index.js': "import { nope } from './a';\nconsole.log(nope);\n", 'src/a.js': 'export const yes = 1;\n' }, 'cli-missing-export');
// The config's output folder lies outside its project root (apps/web) and already holds a file.
const rootDir = makeProject(
  {
    'apps/web/rsbuild.web.mjs': "export default { output: { distPath: { root: '../from-web-config' } } };\n",
    'apps/web/src/index.js': "console.log('web');\n",
    'apps/from-web-config/stale.txt': 'stale\n',
  },
  'cli-root',
);
const inspectDir = makeProject({ 'src/index.js': "console.log('inspect');\n" }, 'cli-inspect');
// inspect --output inspect --config-loader jiti, then build. The config names the loader that
// imported it: a native import() keeps the ?t= query Rsbuild adds.
const inspectOutputDir = makeProject(
  {
    'rsbuild.config.mjs': "export default { html: { title: import.meta.url.includes('?t=') ? 'loaded-natively' : 'loaded-by-jiti' } };\n",
    'src/index.js': "console.log('inspect output');\n",
  },
  'cli-inspect-output',
);
// The mode's three sources: --mode, then mode in the config, then NODE_ENV (a .env line over the shell).
const configModeDir = makeProject({ 'rsbuild.config.mjs': "export default { mode: 'development' };\n", 'src/index.js': "console.log('config mode');\n" }, 'cli-config-mode');
const flagModeDir = makeProject({ 'rsbuild.config.mjs': "export default { mode: 'development' };\n", 'src/index.js': "console.log('flag mode');\n" }, 'cli-flag-mode');
const dotenvInspectDir = makeProject({ '.env': 'NODE_ENV=production\n', 'src/index.js': "console.log('dotenv inspect');\n" }, 'cli-dotenv-inspect');
const watchDir = makeProject({ 'rsbuild.config.mjs': 'export default {};\n', '.env': 'PUBLIC_WATCH=one\n', 'src/index.js': "console.log('watch one');\n" }, 'cli-watch');
// No dist folder at all, and an empty one.
const previewMissingDir = makeProject({ 'src/index.js': "console.log('preview');\n" }, 'cli-preview-missing');
const previewEmptyDir = makeProject({ 'src/index.js': "console.log('preview');\n" }, 'cli-preview-empty');
mkdirSync(path.join(previewEmptyDir, 'dist'));
// Prints the server options preview would use, then ends before it listens (and before it opens a browser).
const flagsDir = makeProject(
  {
    'rsbuild.config.mjs':
      "export default { server: { port: 1111, host: 'localhost', open: '/from-config' }, plugins: [{ name: 'print-server', setup(api) { api.onBeforeStartProdServer(() => { const { server } = api.getNormalizedConfig(); console.log(`server options: ${server.port} ${server.host} ${server.open} NODE_ENV=${process.env.NODE_ENV}`); process.exit(0); }); } }] };\n",
    'dist/index.html': '<p>built</p>\n',
    'src/index.js': "console.log('flags');\n",
  },
  'cli-flags',
);
const brokenConfigDir = makeProject({ 'rsbuild.config.mjs': 'export default {\n', 'src/index.js': '' }, 'cli-broken-config');
const badBaseDir = makeProject({ 'src/index.js': "console.log('base');\n" }, 'cli-bad-base');
// A project with four environments, for inspect's file names and --environment.
const multiDir = makeProject(
  {
    'rsbuild.config.mjs': "export default { environments: { web: {}, node: { output: { target: 'node' } }, edge: { output: { target: 'node' } }, extra: {} } };\n",
    'src/index.js': "console.log('multi');\n",
  },
  'cli-multi',
);
// .env files in another folder, read with --env-dir; this run also has DEBUG=rsbuild, and a
// config file that exports a function.
// preview with two environments: output folders side by side (dist and server-dist), and nested (dist and dist/server).
const previewSplitConfig = "export default {\n  environments: {\n    web: {},\n    node: { output: { target: 'node', distPath: { root: 'server-dist' } } },\n  },\n};\n";
const previewSplitDir = makeProject({ '.env': 'SECRET_KEY=from-dotenv\n', 'rsbuild.config.mjs': previewSplitConfig, 'src/index.js': "console.log('split');\n" }, 'cli-preview-split');
const previewNestedDir = makeProject({ 'rsbuild.config.mjs': previewSplitConfig.replace('server-dist', 'dist/server'), 'src/index.js': "console.log('nested');\n" }, 'cli-preview-nested');
// DEBUG values for a build: a list with RSBUILD in capitals, *, builder, and the pattern rsbuild:*; one project each.
const debugValues = { list: 'vite,RSBUILD', star: '*', builder: 'builder', pattern: 'rsbuild:*' } as const;
const debugDirs = Object.fromEntries(Object.keys(debugValues).map((name) => [name, makeProject({ 'src/index.js': '' }, `cli-debug-${name}`)])) as Record<keyof typeof debugValues, string>;
const envDirDir = makeProject({ 'envs/.env': 'PUBLIC_FROM_ENV_DIR=yes\n', 'rsbuild.config.mjs': 'export default () => ({});\n', 'src/index.js': "console.log('env dir');\n" }, 'cli-env-dir');
// DEBUG=rsbuild on a build, with a plugin that taps onBeforeBuild.
const debugBuildDir = makeProject(
  { '.env': 'PUBLIC_DEBUG=yes\n', 'rsbuild.config.mjs': "export default { plugins: [{ name: 'taps-build', setup(api) { api.onBeforeBuild(() => {}); } }] };\n", 'src/index.js': "console.log('debug');\n" },
  'cli-debug-build',
);
// A TypeScript config for --config-loader native.
const loaderDir = makeProject({ 'rsbuild.config.ts': "const title: string = 'typed';\nexport default { html: { title } };\n", 'src/index.js': "console.log('ts');\n" }, 'cli-loader');
// NODE_ENV in .env replaces the shell's value; the env mode was already chosen.
// Also a node environment beside web, for the file table of a node target (no Gzip column).
const dotenvNodeEnvDir = makeProject(
  {
    '.env': 'NODE_ENV=development\n',
    '.env.production': 'PUBLIC_FILE=production-file\n',
    'src/index.js': 'console.log(import.meta.env.PUBLIC_FILE);\n',
    'rsbuild.config.mjs': "export default { environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist/server' } } } } };\n",
  },
  'cli-dotenv-node-env',
);

// A built site for preview (preview does not compile; src/index.js gives it its route).
const previewDir = makeProject({ 'dist/index.html': '<p>built</p>\n', 'src/index.js': "console.log('preview');\n" }, 'cli-preview');
// For --log-level: a build with a warning only (a dynamic require), and one with an error only (a
// missing module; a failed build prints its errors and not its warnings, whatever the level).
const warningSource = { 'src/index.js': 'export const load = (name) => require(name);\n' };
const errorSource = { 'src/index.js': "import './missing';\n" };
const logLevelWarnDir = makeProject(warningSource, 'cli-log-level-warn');
// The same build with the level written after an equals sign: --log-level=warn.
const logLevelEqualsDir = makeProject(warningSource, 'cli-log-level-equals');
const logLevelErrorWarningDir = makeProject(warningSource, 'cli-log-level-error-warning');
const logLevelErrorDir = makeProject(errorSource, 'cli-log-level-error');
const logLevelSilentDir = makeProject(errorSource, 'cli-log-level-silent');
// A config and .env files that depend on NODE_ENV, for inspect --mode production against
// NODE_ENV=production inspect, and for build --mode production with NODE_ENV=development.
const nodeEnvDependent = {
  'rsbuild.config.mjs': "export default { output: { sourceMap: { js: process.env.NODE_ENV === 'production' ? 'hidden-source-map' : 'cheap-module-source-map' } } };\n",
  '.env.production': 'PUBLIC_WHERE=production-file\n',
  '.env.development': 'PUBLIC_WHERE=development-file\n',
  'src/index.js': 'console.log(import.meta.env.PUBLIC_WHERE);\n',
};
const inspectModeFlagDir = makeProject(nodeEnvDependent, 'cli-inspect-mode-flag');
const inspectNodeEnvDir = makeProject(nodeEnvDependent, 'cli-inspect-node-env');
const buildModeFlagDir = makeProject(nodeEnvDependent, 'cli-build-mode-flag');
// inspect --output with an absolute folder outside the output folder.
const inspectAbsoluteDir = makeProject({ 'src/index.js': "console.log('inspect absolute');\n" }, 'cli-inspect-absolute');
// NODE_ENV=test from the shell, with no mode in the config and no --mode.
const nodeEnvOtherDir = makeProject({ 'src/index.js': "console.log('node env test');\n" }, 'cli-node-env-other');
// All six config file names the CLI looks for.
const configNames = ['rsbuild.config.mjs', 'rsbuild.config.ts', 'rsbuild.config.js', 'rsbuild.config.cjs', 'rsbuild.config.mts', 'rsbuild.config.cts'];
const lookupDir = makeProject(Object.fromEntries(configNames.map((name) => [name, /\.c[jt]s$/.test(name) ? 'module.exports = {};\n' : 'export default {};\n'])), 'cli-config-lookup');
const terminalDevDir = makeProject({ 'rsbuild.config.mjs': 'export default {};\n', '.env': 'PUBLIC_DEV=one\n', 'src/index.js': "console.log('dev');\n" }, 'cli-terminal-dev');

/**
 * Runs the 1.x CLI with stdin and stdout on a pseudo-terminal (util-linux `script`), as in a
 * developer's shell: that is when the dev and preview servers set up their keyboard shortcuts.
 */
function startInTerminal(cwd: string, args: string[], extraEnv: Record<string, string> = {}) {
  const bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...extraEnv };
  delete env.NODE_ENV;
  const child = spawn('script', ['-qfec', [process.execPath, bin, ...args].join(' '), '/dev/null'], { cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk).replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '')));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  terminals.push(child);
  return { output: () => output, type: (line: string) => child.stdin.write(`${line}\r`), exited };
}
const terminals: ReturnType<typeof spawn>[] = [];

/**
 * Edits a watched file until `changed` holds: the restart watchers of a restarted server or
 * build are set up while it starts, so an edit made in that moment can go unseen; it is made
 * again (with a new value) every two seconds until the restart shows.
 */
async function editUntil(what: string, edit: (attempt: number) => void, changed: () => boolean) {
  let attempt = 0;
  let last = 0;
  await waitFor(what, () => {
    if (changed()) return true;
    if (Date.now() - last > 2_000) {
      edit(attempt++);
      last = Date.now();
    }
    return false;
  }, 60_000);
}
const count = (text: string, part: string) => text.split(part).length - 1;

let runs: Record<string, CliResult>;
let inspectOutputFiles: Record<string, string> = {};
let watch: ReturnType<typeof startCli>;

before(async () => {
  watch = startCli(watchDir, ['build', '--watch'], /built in/);
  const entries: [string, Promise<CliResult>][] = [
    ['version', runCli(nodeEnvDir, ['-v'])],
    ['silentVersion', runCli(nodeEnvDir, ['-v', '--log-level', 'silent'])],
    ['help', runCli(nodeEnvDir, ['-h'])],
    ['buildHelp', runCli(nodeEnvDir, ['build', '-h'])],
    ['previewHelp', runCli(nodeEnvDir, ['preview', '-h'])],
    ['inspectHelp', runCli(nodeEnvDir, ['inspect', '-h'])],
    ['env', runCli(envDir, ['build'], { env: { PUBLIC_SHELL: 'from-shell', PUBLIC_API_URL: 'https://staging.example.com' } })],
    ['devMode', runCli(devModeDir, ['build', '--mode', 'development'])],
    ['staging', runCli(stagingDir, ['build', '--env-mode', 'staging'])],
    ['localMode', runCli(stagingDir, ['build', '--env-mode', 'local'])],
    ['noEnv', runCli(noEnvDir, ['build', '--no-env'], { env: { PUBLIC_SHELL: 'from-shell' } })],
    ['nodeEnv', runCli(nodeEnvDir, ['build', '--log-level', 'warn'], { env: { NODE_ENV: 'development' } })],
    ['broken', runCli(brokenDir, ['build'])],
    ['missingExport', runCli(missingExportDir, ['build'])],
    ['missingConfig', runCli(brokenDir, ['build', '-c', 'nope.config.mjs'])],
    ['root', runCli(rootDir, ['build', '--root', 'apps/web', '-c', 'rsbuild.web.mjs'])],
    ['unknownEnvironment', runCli(makeProject({ 'src/index.js': '' }, 'cli-unknown-env'), ['build', '--environment', 'nope'])],
    ['partlyUnknownEnvironment', runCli(partEnvDir, ['build', '--environment', 'web,nope'])],
    ['flagFirst', runCli(flagFirstDir, ['--log-level', 'warn', 'build'])],
    ['bareCommand', runCli(commandDir, [])],
    ['devCommand', runCli(commandDir, ['dev'])],
    ['inspectOutput', runCli(inspectOutputDir, ['inspect', '--output', 'inspect', '--config-loader', 'jiti'])],
    ['devHelp', runCli(nodeEnvDir, ['dev', '-h'])],
    ['inspectVersion', runCli(multiDir, ['inspect', '-v', '--environment', 'web', '--environment', 'node,edge'])],
    ['serverFlags', runCli(flagsDir, ['preview', '--port', '4321', '--host', '127.0.0.1', '--open', '/from-flag'])],
    ['previewMissing', runCli(previewMissingDir, ['preview'])],
    ['previewEmpty', runCli(previewEmptyDir, ['preview'])],
    ['devBadBase', runCli(badBaseDir, ['dev', '--base', 'app'])],
    ['brokenConfig', runCli(brokenConfigDir, ['build'])],
    ['envDir', runCli(envDirDir, ['inspect', '--env-dir', 'envs', '--log-level', 'silent'], { env: { DEBUG: 'rsbuild' } })],
    ['debugBuild', runCli(debugBuildDir, ['build', '--log-level', 'silent'], { env: { DEBUG: 'rsbuild' } })],
    ['nativeTs', runCli(loaderDir, ['build', '--config-loader', 'native'])],
    ['dotenvNodeEnv', runCli(dotenvNodeEnvDir, ['build'], { env: { NODE_ENV: 'production' } })],
    ['configModeShell', runCli(configModeDir, ['inspect'], { env: { NODE_ENV: 'production' } })],
    ['flagOverConfigMode', runCli(flagModeDir, ['inspect', '--mode', 'production'])],
    ['dotenvInspect', runCli(dotenvInspectDir, ['inspect'], { env: { NODE_ENV: 'development' } })],
    ['logLevelWarn', runCli(logLevelWarnDir, ['build', '--log-level', 'warn'])],
    ...Object.entries(debugValues).map(([name, value]): [string, Promise<CliResult>] => [`debug-${name}`, runCli(debugDirs[name as keyof typeof debugValues], ['build', '--log-level', 'silent'], { env: { DEBUG: value } })]),
    ['previewSplitBuild', runCli(previewSplitDir, ['build'])],
    ['previewNestedBuild', runCli(previewNestedDir, ['build'])],
    ['logLevelEquals', runCli(logLevelEqualsDir, ['build', '--log-level=warn'])],
    ['silentVersionEquals', runCli(nodeEnvDir, ['-v', '--log-level=silent'])],
    ['logLevelErrorWarning', runCli(logLevelErrorWarningDir, ['build', '--log-level', 'error'])],
    ['logLevelError', runCli(logLevelErrorDir, ['build', '--log-level', 'error'])],
    ['logLevelSilent', runCli(logLevelSilentDir, ['build', '--log-level', 'silent'])],
    ['inspectModeFlag', runCli(inspectModeFlagDir, ['inspect', '--mode', 'production'])],
    ['inspectNodeEnv', runCli(inspectNodeEnvDir, ['inspect'], { env: { NODE_ENV: 'production' } })],
    ['buildModeFlag', runCli(buildModeFlagDir, ['build', '--mode', 'production'], { env: { NODE_ENV: 'development' } })],
    ['inspectAbsolute', runCli(inspectAbsoluteDir, ['inspect', '--output', path.join(inspectAbsoluteDir, 'inspect-abs')])],
    ['nodeEnvOther', runCli(nodeEnvOtherDir, ['inspect'], { env: { NODE_ENV: 'test' } })],
  ];
  const results = await Promise.all(entries.map(([, run]) => run));
  runs = Object.fromEntries(entries.map(([name], index) => [name, results[index]]));
  // Two inspections in a row: the second Rspack config gets a timestamp.
  runs.inspect = await runCli(inspectDir, ['inspect']);
  runs.inspectAgain = await runCli(inspectDir, ['inspect', '--mode', 'production']);
  // inspect, then build: the build empties dist, the inspect output included.
  inspectOutputFiles = Object.fromEntries(listFiles(path.join(inspectOutputDir, 'dist')).map((file) => [file, readText(path.join(inspectOutputDir, 'dist'), file)]));
  runs.cleanBuild = await runCli(inspectOutputDir, ['build']);
  await watch.started;
});

after(async () => {
  await watch?.stop();
  for (const child of terminals) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const mainJs = (dir: string, root = 'dist') => outputFile(path.join(dir, root), /^static\/js\/index(\.[0-9a-f]{8})?\.js$/);

describe('CLI › Run the CLI', () => {
  test('rsbuild -v prints the greeting, an empty line, then the version, platform and Node.js version; with --log-level silent only that line', () => {
    const line = `rsbuild/1.7.6 ${process.platform}-${process.arch} node-${process.version}`;
    // Under npx (npm_lifecycle_event 'npx'), bun or `node --run` the greeting starts with one more empty
    // line; under `npm run` it does not (checked by hand on 2026-12-06 with npm 11.19.1: `npx rsbuild -v`
    // starts with \n, `npm run -s v` for a script "rsbuild -v" starts with "Rsbuild v1.7.6").
    assert.equal(runs.version.stdout.trim(), `Rsbuild v1.7.6\n\n${line}`);
    assert.equal(runs.version.code, 0);
    assert.deepEqual({ code: runs.silentVersion.code, stdout: runs.silentVersion.stdout, stderr: runs.silentVersion.stderr }, { code: 0, stdout: `${line}\n`, stderr: '' });
  });
  test('a bare rsbuild passes command undefined to a config function, rsbuild dev passes \'dev\'', () => {
    assert.match(runs.bareCommand.output, /COMMAND=undefined /);
    assert.match(runs.devCommand.output, /COMMAND="dev" /);
  });
  test('rsbuild dev -h prints the same help as rsbuild -h', () => {
    assert.equal(runs.devHelp.stdout, runs.help.stdout);
    assert.match(runs.help.stdout, /-o, --open \[url\]/);
  });
  test('-v after a command is ignored: the command runs and no version is printed', () => {
    assert.equal(runs.inspectVersion.code, 0, runs.inspectVersion.output);
    assert.doesNotMatch(runs.inspectVersion.output, /rsbuild\/1\.7\.6/);
    assert.match(runs.inspectVersion.output, /config inspection completed/);
  });
  test('rsbuild -h lists the four commands; rsbuild build -h lists --watch', () => {
    for (const command of ['dev', 'build', 'preview', 'inspect']) assert.match(runs.help.stdout, new RegExp(`\\n\\s+${command}\\b`), command);
    assert.match(runs.buildHelp.stdout, /-w, --watch/);
    assert.match(runs.help.stdout, /--no-env.*\(default: true\)/);
  });
  test('each command\'s help lists the flags of the page\'s tables: the common flags everywhere, -v only at the top level', () => {
    // The flag column of each help text, in the order printed.
    const flags = (help: string) => [...help.matchAll(/^ {2}(-\S.*?)(?= {2,}|$)/gm)].map((match) => match[1]);
    const common = ['--base <base>', '-c, --config <config>', '--config-loader <loader>', '--env-dir <dir>', '--env-mode <mode>', '--environment <name>', '--log-level <level>', '-m, --mode <mode>', '-r, --root <root>', '--no-env', '-h, --help'];
    const server = ['-o, --open [url]', '--port <port>', '--host <host>'];
    assert.deepEqual(flags(runs.help.stdout), [...server, '-v, --version', ...common]);
    assert.deepEqual(flags(runs.buildHelp.stdout), ['-w, --watch', ...common]);
    assert.deepEqual(flags(runs.previewHelp.stdout), [...server, ...common]);
    assert.deepEqual(flags(runs.inspectHelp.stdout), ['--output <output>', '--verbose', ...common]);
    // The values the tables give for --config-loader, --log-level and --mode.
    assert.match(runs.help.stdout, /--config-loader <loader> +Set the config file loader \(auto \| jiti \| native\) \(default: auto\)/);
    assert.match(runs.help.stdout, /--log-level <level> +Set the log level \(info \| warn \| error \| silent\)/);
    assert.match(runs.help.stdout, /-m, --mode <mode> +Set the build mode \(development \| production \| none\)/);
  });
});

describe('CLI › Pass flags through npm scripts', () => {
  // The npm on PATH runs a script that prints the arguments it was given.
  const npmDir = makeProject({ 'package.json': '{ "name": "npm-flags", "private": true, "scripts": { "build": "node print-args.cjs" } }\n', 'print-args.cjs': 'console.log(JSON.stringify(process.argv.slice(2)));\n' }, 'cli-npm-flags');
  const npmRun = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn('npm', ['run', 'build', ...args], { cwd: npmDir, env: { ...process.env, npm_config_update_notifier: 'false' } });
      let stdout = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error('npm run did not end within 60 s'))), 60_000);
      child.on('error', reject);
      child.on('close', () => (clearTimeout(timer), resolve(stdout)));
    });
  test('without --, npm keeps --mode and hands only "development" to the script; with --, both arrive', async () => {
    assert.match(await npmRun(['--mode', 'development']), /^\["development"\]$/m);
    assert.match(await npmRun(['--', '--mode', 'development']), /^\["--mode","development"\]$/m);
  });
});

describe('CLI › Commands', () => {
  test('the dev server hot-updates only in development mode: its Rspack config has the HMR plugin then, and not in production mode', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('dev modes');\n" }, 'cli-dev-modes');
    const seen: Record<string, boolean> = {};
    // createDevServer() sets NODE_ENV when it is unset; withNodeEnv puts this process's value back.
    await withNodeEnv(process.env.NODE_ENV, async () => {
      for (const mode of ['development', 'production'] as const) {
        const rsbuild = await createRsbuild({ cwd: dir, config: { mode, logLevel: 'silent', server: { port: await freePort() } } });
        const server = await rsbuild.createDevServer({ runCompile: false });
        try {
          const { bundlerConfigs } = await rsbuild.inspectConfig();
          seen[mode] = /new HotModuleReplacementPlugin\(\)/.test(bundlerConfigs[0]);
        } finally {
          await server.close();
        }
      }
    });
    assert.deepEqual(seen, { development: true, production: false });
  });
  test('the NODE_ENV column: development for dev and a bare rsbuild, production for preview (build and inspect are proven by their output below)', () => {
    assert.match(runs.bareCommand.output, /COMMAND=undefined NODE_ENV=development\n/);
    assert.match(runs.devCommand.output, /COMMAND="dev" NODE_ENV=development\n/);
    assert.match(runs.serverFlags.stdout, /server options: .* NODE_ENV=production\n/);
  });
  test('NODE_ENV comes from the first argument: rsbuild --log-level warn build is a development build (unhashed, unminified)', () => {
    assert.equal(runs.flagFirst.code, 0, runs.flagFirst.output);
    const files = listFiles(path.join(flagFirstDir, 'dist'));
    assert.ok(files.includes('static/js/index.js'), files.join(', '));
    assert.ok(!files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
    assert.match(readText(flagFirstDir, 'dist/static/js/index.js'), /\n/);
  });
});

describe('CLI › rsbuild dev', () => {
  test('in a terminal: Local and Network URLs, the shortcut hint, h lists c/o/q/r/u, config and .env edits restart, q quits with 0', async () => {
    const port = await freePort();
    const dev = startInTerminal(terminalDevDir, ['dev', '--port', String(port)]);
    await waitFor('the shortcut hint', () => /press h \+ enter to show shortcuts/.test(dev.output()), 60_000);
    assert.match(dev.output(), new RegExp(`Local:\\s+http://localhost:${port}/`));
    const addresses = Object.values(networkInterfaces()).flat().filter((detail) => detail && detail.family === 'IPv4' && !detail.internal);
    for (const detail of addresses) assert.match(dev.output(), new RegExp(`Network:\\s+http://${detail!.address.replaceAll('.', '\\.')}:${port}/`));
    dev.type('h');
    await waitFor('the shortcut list', () => /Shortcuts:/.test(dev.output()));
    for (const line of ['c + enter  clear console', 'o + enter  open in browser', 'q + enter  quit process', 'r + enter  restart server', 'u + enter  show urls']) assert.ok(dev.output().includes(line), line);
    await waitFor('the first build', () => count(dev.output(), 'built in') === 1, 60_000);
    writeProjectFiles(terminalDevDir, { 'rsbuild.config.mjs': "export default { html: { title: 'restarted' } };\n" });
    await waitFor('the restart after the config edit', () => /restarting server as rsbuild\.config\.mjs changed/.test(dev.output()), 60_000);
    await waitFor('the server up and built again', () => count(dev.output(), 'built in') >= 2, 60_000);
    await editUntil('the restart after the .env edit', (attempt) => writeProjectFiles(terminalDevDir, { '.env': `PUBLIC_DEV=edit-${attempt}\n` }), () => /restarting server as \.env changed/.test(dev.output()));
    await waitFor('the server up and built once more', () => count(dev.output(), 'built in') >= 3, 60_000);
    dev.type('q');
    assert.equal(await dev.exited, 0);
    // The dev server kept its output in memory.
    assert.equal(existsSync(path.join(terminalDevDir, 'dist')), false);
  });
  test('the URLs are printed before the first build starts, and -o opens the server URL while that build still runs', async () => {
    // BROWSER names the program Rsbuild opens the page with: a script that records the URL. The
    // loader of src/index.js holds the first build until that record exists (at most 60 s).
    const dir = makeProject(
      {
        'open-browser.sh': '#!/bin/sh\necho "$@" > "$(dirname "$0")/opened.txt"\n',
        'wait-for-browser.cjs': `const fs = require('node:fs');
const path = require('node:path');
module.exports = function (source) {
  const callback = this.async();
  const record = path.join(this.rootContext, 'opened.txt');
  const until = Date.now() + 60000;
  const check = () => {
    const opened = fs.existsSync(record) && fs.readFileSync(record, 'utf8').trim();
    if (opened) return callback(null, source + 'console.log(' + JSON.stringify('opened during the build: ' + opened) + ');\\n');
    if (Date.now() > until) return callback(null, source + "console.log('no browser opened');\\n");
    setTimeout(check, 50);
  };
  check();
};
`,
        'rsbuild.config.mjs': "import { fileURLToPath } from 'node:url';\n\nexport default { tools: { rspack: { module: { rules: [{ test: /index\\.js$/, use: [fileURLToPath(new URL('./wait-for-browser.cjs', import.meta.url))] }] } } } };\n",
        'src/index.js': "console.log('open');\n",
      },
      'cli-open',
    );
    chmodSync(path.join(dir, 'open-browser.sh'), 0o755);
    const port = await freePort();
    const dev = startCli(dir, ['dev', '-o', '--port', String(port)], /ready\s+built in/, { env: { BROWSER: path.join(dir, 'open-browser.sh') } });
    try {
      await dev.started;
      const output = dev.output();
      const local = output.indexOf(`➜  Local:    http://localhost:${port}/`);
      assert.ok(local !== -1 && local < output.indexOf('build started...'), output);
      const js = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      assert.ok(js.includes(`opened during the build: http://localhost:${port}/`), js.slice(-400));
    } finally {
      await dev.stop();
    }
  });
  test('-o without a value opens the first page: without an index entry, the page of the first entry (/about)', async () => {
    // preview opens the page through the same step as dev, after it listens, and needs no build.
    const dir = makeProject(
      {
        'open-browser.sh': '#!/bin/sh\necho "$@" > "$(dirname "$0")/opened.txt"\n',
        'rsbuild.config.mjs': "export default { source: { entry: { about: './src/about.js', contact: './src/contact.js' } } };\n",
        'dist/about.html': '<p>about</p>\n',
        'dist/contact.html': '<p>contact</p>\n',
        'src/about.js': '',
        'src/contact.js': '',
      },
      'cli-open-first-page',
    );
    chmodSync(path.join(dir, 'open-browser.sh'), 0o755);
    const port = await freePort();
    const preview = startCli(dir, ['preview', '-o', '--port', String(port)], /Local:/, { env: { BROWSER: path.join(dir, 'open-browser.sh') } });
    try {
      await preview.started;
      const opened = await waitFor('the opened URL', () => existsSync(path.join(dir, 'opened.txt')) && readText(dir, 'opened.txt').trim());
      assert.equal(opened, `http://localhost:${port}/about`);
    } finally {
      await preview.stop();
    }
  });
  test('when the port is taken, the dev server uses the next free one', async () => {
    await withTakenPort(async (port) => {
      const { createRsbuild } = await rsbuildCore();
      const dir = makeProject({ 'src/index.js': "console.log('taken port');\n" }, 'cli-taken-port');
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port } } });
      const { port: used, server } = await rsbuild.startDevServer();
      await server.close();
      assert.equal(used, port + 1);
    });
  });
  test('the default server is port 3000 on host 0.0.0.0', () => {
    const config = readText(inspectDir, 'dist/.rsbuild/rsbuild.config.mjs');
    assert.match(config, /port: 3000,/);
    assert.match(config, /host: '0\.0\.0\.0',/);
  });
  test('a dev server that cannot start exits 1', () => {
    assert.equal(runs.devBadBase.code, 1);
    assert.match(runs.devBadBase.output, /Failed to start dev server\./);
  });
});

describe('CLI › rsbuild preview', () => {
  test('a missing output folder: "Failed to start preview server." then "[rsbuild:preview] The output directory <dist> does not exist, …", exit 1; an empty one: "… is empty, …", exit 1', () => {
    assert.equal(runs.previewMissing.code, 1);
    assert.ok(runs.previewMissing.stderr.includes(`error   Failed to start preview server.\nerror   [rsbuild:preview] The output directory ${path.join(previewMissingDir, 'dist')} does not exist, please build the project before previewing.\n    at `), runs.previewMissing.output);
    assert.equal(runs.previewEmpty.code, 1);
    assert.ok(runs.previewEmpty.stderr.includes(`error   Failed to start preview server.\nerror   [rsbuild:preview] The output directory ${path.join(previewEmptyDir, 'dist')} is empty, please build the project before previewing.\n    at `), runs.previewEmpty.output);
  });
  test('in a terminal the shortcuts are c, o, q and u (no r); q quits with 0', async () => {
    const preview = startInTerminal(previewDir, ['preview', '--port', String(await freePort())]);
    await waitFor('the shortcut hint', () => /press h \+ enter to show shortcuts/.test(preview.output()), 30_000);
    preview.type('h');
    await waitFor('the shortcut list', () => /u \+ enter  show urls/.test(preview.output()));
    for (const line of ['c + enter  clear console', 'o + enter  open in browser', 'q + enter  quit process']) assert.ok(preview.output().includes(line), line);
    assert.doesNotMatch(preview.output(), /restart server/);
    preview.type('q');
    assert.equal(await preview.exited, 0);
  });
  test('in a terminal with CI set there are no shortcuts; Ctrl+C ends the server', async () => {
    const port = await freePort();
    const preview = startInTerminal(previewDir, ['preview', '--port', String(port)], { CI: 'true' });
    await waitFor('the server URLs', () => new RegExp(`Local:\\s+http://localhost:${port}/`).test(preview.output()), 30_000);
    // The hint follows the URLs in the same step when shortcuts are on.
    assert.equal((await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(10_000) })).status, 200);
    assert.doesNotMatch(preview.output(), /press h/);
    preview.type('\x03');
    const code = await Promise.race([preview.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref())]);
    assert.notEqual(code, 'still running');
  });
  test('with environments in dist and server-dist, preview serves the project root (/ is 404; /dist/index.html, /.env and /rsbuild.config.mjs are served); with dist and dist/server it serves dist', async () => {
    assert.equal(runs.previewSplitBuild.code, 0, runs.previewSplitBuild.output);
    assert.equal(runs.previewNestedBuild.code, 0, runs.previewNestedBuild.output);
    const split = startCli(previewSplitDir, ['preview', '--port', String(await freePort())], /Local:/);
    const nested = startCli(previewNestedDir, ['preview', '--port', String(await freePort())], /Local:/);
    try {
      await Promise.all([split.started, nested.started]);
      const get = async (server: typeof split, urlPath: string) => {
        const response = await fetch(`http://localhost:${server.port()}${urlPath}`, { signal: AbortSignal.timeout(10_000) });
        return { status: response.status, body: await response.text() };
      };
      assert.equal((await get(split, '/')).status, 404);
      const page = await get(split, '/dist/index.html');
      assert.equal(page.status, 200);
      assert.match(page.body, /<title>Rsbuild App<\/title>/);
      assert.deepEqual(await get(split, '/.env'), { status: 200, body: 'SECRET_KEY=from-dotenv\n' });
      assert.deepEqual(await get(split, '/rsbuild.config.mjs'), { status: 200, body: previewSplitConfig });
      const root = await get(nested, '/');
      assert.equal(root.status, 200);
      assert.match(root.body, /<title>Rsbuild App<\/title>/);
      assert.equal((await get(nested, '/server/index.js')).status, 200);
    } finally {
      await Promise.all([split.stop(), nested.stop()]);
    }
    assert.ok(pageText('guide/basic/cli', 'en').includes('With `dist` and `server-dist`, that is the project root: `/` answers 404, the pages are under `/dist/`, and every file of the project, `rsbuild.config.mjs` and `.env` files included, is served'));
    assert.ok(pageText('guide/basic/cli', 'zh').includes('例如输出目录为 `dist` 和 `server-dist` 时，这个目录就是项目根目录：访问 `/` 会返回 404，页面位于 `/dist/` 下'));
    // The servers guide says the same in short.
    assert.ok(pageText('guide/basic/server', 'en').includes('With several environments that write to different folders, it serves the deepest folder that holds all of them, which can be the project root'));
    assert.ok(pageText('guide/basic/server', 'zh').includes('如果多个环境输出到不同的目录，它托管的是包含所有这些目录的最深一级目录，这个目录可能就是项目根目录'));
  });
  test('with stdin not a terminal there are no shortcuts', async () => {
    const preview = startCli(previewDir, ['preview', '--port', String(await freePort())], /Local:/);
    try {
      await preview.started;
      assert.doesNotMatch(preview.output(), /press h/);
    } finally {
      await preview.stop();
    }
  });
});

describe('CLI › rsbuild build', () => {
  test('a build with a warning exits 0 and prints it with warn', () => {
    assert.equal(runs.env.code, 0, runs.env.output);
    assert.match(runs.env.output, /warn\s/);
  });
  test('a compile error exits 1, with the error on stderr and the progress on stdout', () => {
    assert.equal(runs.broken.code, 1);
    assert.match(runs.broken.stderr, /Module not found: Can't resolve '\.\/missing'/);
    assert.match(runs.broken.stdout, /build started\.\.\./);
    assert.doesNotMatch(runs.broken.stdout, /Module not found/);
  });
  test('a missing export is a compile error too: exit 1', () => {
    assert.equal(runs.missingExport.code, 1);
    assert.match(runs.missingExport.stderr, /export 'nope' \(imported as 'nope'\) was not found in '\.\/a'/);
  });
  test('an output folder outside the project root is not emptied, with four warn lines naming both paths', () => {
    assert.equal(runs.root.code, 0, runs.root.output);
    const warnings = [
      'warn    The dist path is not a subdir of root path, Rsbuild will not empty it.',
      'warn    Please set `output.cleanDistPath` config manually.',
      `warn    Current root path: ${path.join(rootDir, 'apps/web')}`,
      `warn    Current dist path: ${path.join(rootDir, 'apps/from-web-config')}`,
    ].join('\n');
    assert.ok(runs.root.output.includes(`\n${warnings}\n`), runs.root.output);
    assert.equal(readText(rootDir, 'apps/from-web-config/stale.txt'), 'stale\n');
    assert.ok(existsSync(path.join(rootDir, 'apps/from-web-config/index.html')));
  });
  test('a build prints the emitted files with their sizes and gzip sizes', () => {
    assert.match(runs.env.stdout, /File \(web\)\s+Size\s+Gzip/);
    assert.match(runs.env.stdout, /dist\/index\.html\s+[\d.]+ kB\s+[\d.]+ kB/);
  });
  test('text files get a gzip size, an image gets none', () => {
    assert.match(runs.env.stdout, /^dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+[\d.]+ kB\s+[\d.]+ kB\s*$/m);
    assert.match(runs.env.stdout, /^dist\/static\/image\/photo\.[0-9a-f]{8}\.png\s+[\d.]+ kB\s*$/m);
  });
  test('gzip sizes go to .js, .css, .html, .svg and the like; a script named .mjs and a font get none', async () => {
    // An SVG and a font above the inlining limit, so that both are emitted as files.
    const dir = makeProject(
      {
        'src/index.js': "import icon from './icon.svg';\nimport font from './font.woff2';\nconsole.log('mjs table', icon, font);\n",
        'src/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(5000)} --></svg>\n`,
        'src/font.woff2': 'f'.repeat(5000),
      },
      'cli-mjs-table',
    );
    const lines: string[] = [];
    const log = console.log;
    // The table is printed with console.log; the JS API prints the same table as the CLI.
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      await withNodeEnv(process.env.NODE_ENV, () => buildProject(dir, { logLevel: 'info', output: { filename: { js: '[name].mjs' } } }));
    } finally {
      console.log = log;
    }
    const table = lines.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
    assert.match(table, /^dist\/static\/js\/index\.mjs\s+[\d.]+ kB\s*$/m);
    assert.match(table, /^dist\/index\.html\s+[\d.]+ kB\s+[\d.]+ kB\s*$/m);
    assert.match(table, /^dist\/static\/svg\/icon\.[0-9a-f]{8}\.svg\s+[\d.]+ kB\s+[\d.]+ kB\s*$/m);
    assert.match(table, /^dist\/static\/font\/font\.[0-9a-f]{8}\.woff2\s+[\d.]+ kB\s*$/m);
  });
  test('the table leaves out source maps, .LICENSE.txt and .d.ts files, which are emitted all the same', async () => {
    // A license comment goes to index.<hash>.js.LICENSE.txt; JS source maps are on; a plugin emits a .d.ts file.
    const dir = makeProject(
      {
        'src/lib.js': "/*! @license MIT Foo */\nexport const foo = () => 'foo';\n",
        'src/index.js': "import { foo } from './lib';\nconsole.log('excluded table', foo());\n",
      },
      'cli-excluded-table',
    );
    const emitTypes: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPlugin = {
      name: 'emit-types',
      setup(api) {
        api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => compilation.emitAsset('index.d.ts', new sources.RawSource('export {};\n')));
      },
    };
    const lines: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      await withNodeEnv(process.env.NODE_ENV, () => buildProject(dir, { mode: 'production', logLevel: 'info', output: { sourceMap: { js: 'source-map' } }, plugins: [emitTypes] }));
    } finally {
      console.log = log;
    }
    const table = lines.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
    const js = listFiles(path.join(dir, 'dist/static/js')).sort();
    assert.equal(js.length, 3, js.join());
    assert.match(js[0], /^index\.[0-9a-f]{8}\.js$/);
    assert.deepEqual(js.slice(1), [`${js[0]}.LICENSE.txt`, `${js[0]}.map`]);
    assert.ok(existsSync(path.join(dir, 'dist/index.d.ts')));
    const listed = [...table.matchAll(/^(dist\/\S+)\s+[\d.]+ kB/gm)].map((match) => match[1]).sort();
    assert.deepEqual(listed, ['dist/index.html', `dist/static/js/${js[0]}`]);
    assert.ok(pageText('guide/basic/cli', 'en').includes('Source maps (`.map`), license files (`.LICENSE.txt`) and type declarations (`.d.ts`) are emitted but left out of the table'));
    assert.ok(pageText('guide/basic/cli', 'zh').includes('其余文件只显示体积，不显示 gzip 后的体积'));
    assert.ok(pageText('guide/basic/cli', 'zh').includes('Source map（`.map`）、许可证文件（`.LICENSE.txt`）和类型声明（`.d.ts`）会照常输出，但不会出现在表格中'));
    assert.ok(!pageText('guide/basic/cli', 'zh').includes('其余文件一律不列'));
  });
  test('the table of a node environment has no Gzip column', () => {
    assert.equal(runs.dotenvNodeEnv.code, 0, runs.dotenvNodeEnv.output);
    assert.match(runs.dotenvNodeEnv.stdout, /^File \(web\)\s+Size\s+Gzip\s*$/m);
    assert.match(runs.dotenvNodeEnv.stdout, /^File \(node\)\s+Size\s*$/m);
    assert.match(runs.dotenvNodeEnv.stdout, /^dist\/server\/index\.js\s+[\d.]+ kB\s*$/m);
  });
});

describe('CLI › Watch mode', () => {
  test('an edit rebuilds; config and .env changes restart with "info    restarting build as … changed"; a compile error keeps the process running', async () => {
    writeProjectFiles(watchDir, { 'src/index.js': "console.log('watch two');\n" });
    await waitFor('the rebuilt file', () => listFiles(path.join(watchDir, 'dist')).some((file) => file.endsWith('.js') && readText(path.join(watchDir, 'dist'), file).includes('watch two')));
    writeProjectFiles(watchDir, { 'rsbuild.config.mjs': 'export default { output: { minify: true } };\n' });
    await waitFor('the restart message', () => /^info {4}restarting build as rsbuild\.config\.mjs changed$/m.test(watch.output()));
    writeProjectFiles(watchDir, { 'src/index.js': "import './missing';\n" });
    await waitFor('the compile error', () => /Can't resolve '\.\/missing'/.test(watch.output()));
    writeProjectFiles(watchDir, { 'src/index.js': "console.log('watch three');\n" });
    await waitFor('the fixed rebuild', () => listFiles(path.join(watchDir, 'dist')).some((file) => file.endsWith('.js') && readText(path.join(watchDir, 'dist'), file).includes('watch three')));
    await editUntil('the restart after the .env edit', (attempt) => writeProjectFiles(watchDir, { '.env': `PUBLIC_WATCH=edit-${attempt}\n` }), () => /^info {4}restarting build as \.env changed$/m.test(watch.output()));
  });
});

describe('CLI › rsbuild inspect', () => {
  test('writes the Rsbuild and web Rspack configs to dist/.rsbuild and lists them', () => {
    assert.equal(runs.inspect.code, 0, runs.inspect.output);
    const listed = [
      'success config inspection completed, generated files:',
      '',
      `  - Rsbuild config: ${path.join(inspectDir, 'dist/.rsbuild/rsbuild.config.mjs')}`,
      `  - Rspack Config (web): ${path.join(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs')}`,
      '',
    ].join('\n');
    assert.ok(runs.inspect.output.replace(/[ \t]+$/gm, '').includes(`\n${listed}`), runs.inspect.output);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^export default \{/);
  });
  test('a second run keeps the Rspack config and writes one with a timestamp; --mode production shows production', () => {
    const files = listFiles(path.join(inspectDir, 'dist/.rsbuild'));
    const timestamped = files.filter((file) => /^rspack\.config\.web\.\d+\.mjs$/.test(file));
    assert.equal(timestamped.length, 1, files.join(', '));
    assert.match(readText(inspectDir, `dist/.rsbuild/${timestamped[0]}`), /mode: 'production'/);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /mode: 'development'/);
  });
  test('the next build empties dist and so removes the inspect files', () => {
    assert.ok('inspect/rspack.config.web.mjs' in inspectOutputFiles, Object.keys(inspectOutputFiles).join(', '));
    assert.equal(runs.cleanBuild.code, 0, runs.cleanBuild.output);
    assert.ok(!listFiles(path.join(inspectOutputDir, 'dist')).some((file) => file.startsWith('inspect/')));
  });
  test('the Rsbuild config file is overwritten, not kept with a timestamp', () => {
    const files = listFiles(path.join(inspectDir, 'dist/.rsbuild'));
    assert.deepEqual(files.filter((file) => file.startsWith('rsbuild.config')), ['rsbuild.config.mjs']);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rsbuild.config.mjs'), /mode: 'production'/);
  });
  test('with several environments there is one Rsbuild config file per environment', () => {
    assert.match(runs.inspectVersion.output, /Rsbuild config \(web\): .*dist\/\.rsbuild\/rsbuild\.config\.web\.mjs/);
    assert.match(runs.inspectVersion.output, /Rsbuild config \(node\): .*dist\/\.rsbuild\/rsbuild\.config\.node\.mjs/);
    assert.match(runs.inspectVersion.output, /Rspack Config \(node\): .*dist\/\.rsbuild\/rspack\.config\.node\.mjs/);
  });
  test('long functions are shortened without --verbose', () => {
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /function \(\) \{ \/\* omitted long function \*\/ \}/);
  });
  test('--output inspect writes to dist/inspect', () => {
    assert.equal(runs.inspectOutput.code, 0, runs.inspectOutput.output);
    assert.ok('inspect/rspack.config.web.mjs' in inspectOutputFiles);
  });
  test('--mode production loads the config and .env.development with NODE_ENV development; NODE_ENV=production inspect loads them as build does', () => {
    assert.equal(runs.inspectModeFlag.code, 0, runs.inspectModeFlag.output);
    const flag = readText(inspectModeFlagDir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(flag, /^ {2}mode: 'production',$/m);
    assert.match(flag, /^ {2}devtool: 'cheap-module-source-map',$/m);
    assert.match(flag, /'import\.meta\.env\.PUBLIC_WHERE': '"development-file"'/);
    assert.equal(runs.inspectNodeEnv.code, 0, runs.inspectNodeEnv.output);
    const nodeEnv = readText(inspectNodeEnvDir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(nodeEnv, /^ {2}mode: 'production',$/m);
    assert.match(nodeEnv, /^ {2}devtool: 'hidden-source-map',$/m);
    assert.match(nodeEnv, /'import\.meta\.env\.PUBLIC_WHERE': '"production-file"'/);
  });
  test('an absolute --output folder is used as is', () => {
    const { code, output } = runs.inspectAbsolute;
    assert.equal(code, 0, output);
    const folder = path.join(inspectAbsoluteDir, 'inspect-abs');
    assert.deepEqual(readdirSync(folder).sort(), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    assert.ok(output.includes(`success config inspection completed, generated files: \n\n  - Rsbuild config: ${folder}/rsbuild.config.mjs\n  - Rspack Config (web): ${folder}/rspack.config.web.mjs\n`), output);
    assert.equal(existsSync(path.join(inspectAbsoluteDir, 'dist')), false);
  });
});

describe('CLI › Set the build mode', () => {
  test('NODE_ENV=development in the shell with --mode production: a minified, hashed build whose config and .env files saw development', () => {
    assert.equal(runs.buildModeFlag.code, 0, runs.buildModeFlag.output);
    const dist = path.join(buildModeFlagDir, 'dist');
    const js = listFiles(dist).filter((file) => file.startsWith('static/js/'));
    assert.deepEqual(js.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.[hash].')), ['static/js/index.[hash].js', 'static/js/index.[hash].js.map']);
    // Minified on one line; .env.development was read; the config chose cheap-module-source-map, which the script references.
    assert.match(readText(dist, js[0]), /^console\.log\("development-file"\);\n\/\/# sourceMappingURL=index\.[0-9a-f]{8}\.js\.map$/);
  });
  const inspected = (dir: string) => readText(dir, 'dist/.rsbuild/rspack.config.web.mjs');
  test('a NODE_ENV other than production or development gives the mode none', () => {
    assert.equal(runs.nodeEnvOther.code, 0, runs.nodeEnvOther.output);
    assert.match(inspected(nodeEnvOtherDir), /^ {2}mode: 'none',$/m);
  });
  test('mode in the config wins over NODE_ENV=production from the shell; --mode wins over the config', () => {
    assert.equal(runs.configModeShell.code, 0, runs.configModeShell.output);
    assert.match(inspected(configModeDir), /mode: 'development'/);
    assert.equal(runs.flagOverConfigMode.code, 0, runs.flagOverConfigMode.output);
    assert.match(inspected(flagModeDir), /mode: 'production'/);
  });
  test('without --mode and a config mode, inspect follows NODE_ENV, and a .env line wins over the shell', () => {
    assert.equal(runs.dotenvInspect.code, 0, runs.dotenvInspect.output);
    assert.match(inspected(dotenvInspectDir), /mode: 'production'/);
  });
});

describe('CLI › Common flags', () => {
  test('without -c the first existing file is loaded, in the order mjs, ts, js, cjs, mts, cts', async () => {
    const { loadConfig } = await rsbuildCore();
    // loadConfig() is the lookup the CLI runs; each file found is removed before the next call.
    const found: (string | null)[] = [];
    for (const name of configNames) {
      found.push((await loadConfig({ cwd: lookupDir })).filePath);
      rmSync(path.join(lookupDir, name));
    }
    assert.deepEqual(found, configNames.map((name) => path.join(lookupDir, name)));
    // None left: no file, and the defaults.
    assert.deepEqual(await loadConfig({ cwd: lookupDir }), { content: {}, filePath: null });
  });
  test('a relative -c is resolved from --root', () => {
    assert.equal(runs.root.code, 0, runs.root.output);
    // The output folder named in apps/web/rsbuild.web.mjs.
    assert.ok(existsSync(path.join(rootDir, 'apps/from-web-config/index.html')));
  });
  test('flags are written into the loaded config, except --open when the config sets server.open', () => {
    assert.equal(runs.serverFlags.code, 0, runs.serverFlags.output);
    assert.match(runs.serverFlags.stdout, /server options: 4321 127\.0\.0\.1 \/from-config/);
  });
  test('--environment may be repeated or take names separated by commas', () => {
    assert.deepEqual(listFiles(path.join(multiDir, 'dist/.rsbuild')).filter((file) => file.startsWith('rspack')), ['rspack.config.edge.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
  });
  test('--base must start with a slash', () => {
    assert.equal(runs.devBadBase.code, 1);
    assert.match(runs.devBadBase.output, /The "server\.base" option should start with a slash/);
  });
  test('the jiti fallback is a dependency of @rsbuild/core (jiti 2), not a copy inside it; the page no longer calls it bundled (both languages)', () => {
    // Packed releases (npm pack, 2026-12-06): 1.0.11, 1.1.0 and 1.2.0 ship jiti in compiled/ and do not
    // depend on it; 1.3.0 has no compiled/jiti and depends on jiti ^2.4.2.
    const core = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core');
    assert.equal(JSON.parse(readText(core, 'package.json')).dependencies.jiti, '^2.6.1');
    assert.ok(!existsSync(path.join(core, 'compiled/jiti')));
    assert.match(JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/jiti'), 'package.json')).version, /^2\./);
    const en = pageText('guide/basic/cli', 'en');
    const zh = pageText('guide/basic/cli', 'zh');
    assert.ok(en.includes('falls back to the `jiti` loader, which `@rsbuild/core` installs as one of its dependencies (`jiti` 2)') && !en.includes('bundled `jiti`'));
    assert.ok(zh.includes('`jiti`（2.x）是 `@rsbuild/core` 的依赖之一') && !zh.includes('内置的 `jiti`'));
  });
  test('--config-loader jiti still imports an .mjs config natively', () => {
    assert.equal(runs.inspectOutput.code, 0, runs.inspectOutput.output);
    assert.match(inspectOutputFiles['inspect/rsbuild.config.mjs'], /title: 'loaded-natively'/);
  });
  test('--config-loader native with rsbuild.config.ts fails on a Node.js without TypeScript support: three error lines, Unknown file extension ".ts" last, exit 1', (t) => {
    if ((process.features as { typescript?: unknown }).typescript) return t.skip('this Node.js strips types');
    assert.equal(runs.nativeTs.code, 1);
    const config = path.join(loaderDir, 'rsbuild.config.ts');
    assert.ok(
      runs.nativeTs.stderr.includes(`error   Failed to load file with native loader: ${config}\nerror   Failed to build.\nerror   TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for ${config}\n    at `),
      runs.nativeTs.output,
    );
  });
  test('DEBUG=rsbuild prints debug lines and ignores --log-level', () => {
    assert.equal(runs.envDir.code, 0, runs.envDir.output);
    assert.match(runs.envDir.output, /rsbuild \d\d:\d\d:\d\d registering default plugins/);
    assert.match(runs.envDir.output, /config inspection completed/);
  });
  test('DEBUG may be a list: vite,RSBUILD, * and builder turn debug mode on (debug lines, --log-level ignored, configs in dist/.rsbuild), rsbuild:* does not', () => {
    for (const name of ['list', 'star', 'builder'] as const) {
      assert.equal(runs[`debug-${name}`].code, 0, runs[`debug-${name}`].output);
      assert.match(runs[`debug-${name}`].output, /rsbuild \d\d:\d\d:\d\d registering default plugins/, name);
      assert.ok(listFiles(path.join(debugDirs[name], 'dist/.rsbuild')).includes('rsbuild.config.mjs'), name);
    }
    assert.deepEqual({ code: runs['debug-pattern'].code, output: runs['debug-pattern'].output }, { code: 0, output: '' });
    assert.ok(!existsSync(path.join(debugDirs.pattern, 'dist/.rsbuild')));
    assert.ok(pageText('guide/basic/cli', 'en').includes('debug mode is on when one entry is `rsbuild`, `builder` or `*`, in any letter case'));
    assert.ok(pageText('guide/basic/cli', 'zh').includes('只要其中一项是 `rsbuild`、`builder` 或 `*`（不区分大小写），就会开启调试模式'));
    // The logLevel page said "contains `rsbuild`", which `rsbuild:*` does.
    assert.ok(pageText('config/log-level', 'en').includes('read as a comma-separated list, has an entry `rsbuild`, `builder` or `*` in any letter case'));
    assert.ok(pageText('config/log-level', 'zh').includes('`DEBUG` 环境变量按逗号分隔的列表读取，当其中某一项为 `rsbuild`、`builder` 或 `*`（不区分大小写）时'));
  });
  test('DEBUG is split on commas only: "vite,rsbuild" turns debug mode on (configs in dist/.rsbuild), "vite, rsbuild" with a space does not', async () => {
    const written: Record<string, boolean> = {};
    for (const [name, value] of [['packed', 'vite,rsbuild'], ['spaced', 'vite, rsbuild']] as const) {
      const dir = makeProject({ 'src/index.js': `console.log('debug ${name}');\n` }, `cli-debug-${name}`);
      await withEnv('DEBUG', value, () => withNodeEnv(process.env.NODE_ENV, () => buildProject(dir, { mode: 'production', logLevel: 'silent' })));
      written[value] = existsSync(path.join(dir, 'dist/.rsbuild/rsbuild.config.mjs'));
    }
    assert.deepEqual(written, { 'vite,rsbuild': true, 'vite, rsbuild': false });
    assert.ok(pageText('guide/basic/cli', 'en').includes('Write the list with no spaces around the commas: `DEBUG=vite,rsbuild` turns debug mode on, `DEBUG="vite, rsbuild"` does not'));
    assert.ok(pageText('guide/basic/cli', 'zh').includes('逗号前后不能有空格：`DEBUG=vite,rsbuild` 会开启调试模式，`DEBUG="vite, rsbuild"` 则不会'));
  });
  test('DEBUG=rsbuild prints no "configuration loaded from" line for a config file that exports a function', () => {
    assert.match(runs.envDir.output, /rsbuild \d\d:\d\d:\d\d loaded env file: .*envs\/\.env/);
    assert.doesNotMatch(runs.envDir.output, /configuration loaded from/);
  });
  test('DEBUG=rsbuild on build: lines for the .env and config files, plugin initialization and the four config hooks, none for onBeforeBuild; the configs land in dist/.rsbuild', () => {
    const { code, output } = runs.debugBuild;
    assert.equal(code, 0, output);
    for (const line of ['loaded env file: ', 'configuration loaded from: ', 'initializing plugins', 'plugins initialized', 'applied modifyRsbuildConfig hook', 'applied modifyEnvironmentConfig hook (web)', 'applied modifyBundlerChain hook', 'applied modifyRspackConfig hook']) {
      assert.match(output, new RegExp(`rsbuild \\d\\d:\\d\\d:\\d\\d ${line.replace(/[()]/g, '\\$&')}`), line);
    }
    assert.doesNotMatch(output, /onBeforeBuild/);
    // --log-level silent is ignored: the build's own messages are printed too.
    assert.match(output, /built in/);
    assert.deepEqual(readdirSync(path.join(debugBuildDir, 'dist/.rsbuild')).sort(), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    // Written as with --verbose: no function is shortened.
    assert.doesNotMatch(readText(debugBuildDir, 'dist/.rsbuild/rspack.config.web.mjs'), /omitted long function/);
  });
  test('a config file that cannot be parsed exits 1', () => {
    assert.equal(runs.brokenConfig.code, 1);
    assert.match(runs.brokenConfig.stderr, /Failed to build\./);
  });
  test('a missing -c file fails with "Failed to build." then "[rsbuild:loadConfig] Cannot find config file: <root>/<file>"', () => {
    assert.equal(runs.missingConfig.code, 1);
    assert.ok(runs.missingConfig.stderr.includes(`error   Failed to build.\nerror   [rsbuild:loadConfig] Cannot find config file: ${path.join(brokenDir, 'nope.config.mjs')}\n    at `), runs.missingConfig.output);
  });
  test('a name that does not exist next to one that does is ignored: web,nope builds web, exit 0, nothing about nope', () => {
    assert.equal(runs.partlyUnknownEnvironment.code, 0, runs.partlyUnknownEnvironment.output);
    assert.ok(existsSync(path.join(partEnvDir, 'dist/index.html')));
    assert.doesNotMatch(runs.partlyUnknownEnvironment.output, /nope/);
  });
  test('an unknown --environment: exit 1, "Failed to build." then the [rsbuild:config] message', () => {
    assert.equal(runs.unknownEnvironment.code, 1);
    assert.ok(
      runs.unknownEnvironment.stderr.includes('error   Failed to build.\nerror   [rsbuild:config] The current build is specified to run only in the nope environment, but the configuration of the specified environment was not found.\n    at '),
      runs.unknownEnvironment.output,
    );
  });
  test('NODE_ENV=development in the shell makes build unminified and unhashed; --log-level warn hides progress', () => {
    // The project has no config file at all: it builds with the defaults and exits 0.
    assert.ok(!readdirSync(nodeEnvDir).some((file) => /^rsbuild\.config\./.test(file)));
    assert.equal(runs.nodeEnv.code, 0);
    assert.ok(listFiles(path.join(nodeEnvDir, 'dist')).includes('static/js/index.js'));
    assert.match(mainJs(nodeEnvDir), /\n/);
    assert.equal(runs.nodeEnv.output.trim(), '');
  });
});

describe('CLI › Control the log output', () => {
  test('--log-level warn keeps the warning and hides the greeting, progress and file sizes', () => {
    const { code, stdout, stderr } = runs.logLevelWarn;
    assert.equal(code, 0, runs.logLevelWarn.output);
    assert.equal(stdout, '');
    assert.match(stderr, /^warn {4}Build warning: $/m);
    assert.match(stderr, /Critical dependency: the request of a dependency is an expression/);
    assert.doesNotMatch(stderr, /Rsbuild v1\.7\.6|build started|File \(web\)/);
  });
  test('--log-level=warn, with an equals sign, still prints the greeting and an empty line, then applies the level; -v --log-level=silent prints the greeting too (both languages say so)', () => {
    assert.equal(runs.logLevelEquals.code, 0, runs.logLevelEquals.output);
    assert.equal(runs.logLevelEquals.stdout, 'Rsbuild v1.7.6\n\n');
    assert.match(runs.logLevelEquals.stderr, /^warn {4}Build warning: $/m);
    assert.doesNotMatch(runs.logLevelEquals.stderr, /build started|File \(web\)/);
    const line = `rsbuild/1.7.6 ${process.platform}-${process.arch} node-${process.version}`;
    assert.deepEqual({ code: runs.silentVersionEquals.code, stdout: runs.silentVersionEquals.stdout.trim() }, { code: 0, stdout: `Rsbuild v1.7.6\n\n${line}` });
    assert.ok(pageText('guide/basic/cli', 'en').includes('but `--log-level=warn` only once the config is loaded, so `rsbuild build --log-level=warn` still prints `Rsbuild v1.7.6` and an empty line before the level applies'));
    assert.ok(pageText('guide/basic/cli', 'zh').includes('而 `--log-level=warn` 要等配置加载后才生效，因此 `rsbuild build --log-level=warn` 仍会先输出 `Rsbuild v1.7.6` 和一个空行'));
    assert.ok(pageText('config/log-level', 'en').includes('The `--log-level=warn` form is read only with the config, after the greeting.'));
    assert.ok(pageText('config/log-level', 'zh').includes('`--log-level=warn` 这种写法要等到加载配置时才被读取，此时启动信息已经输出。'));
  });
  test('--log-level error hides the warning and keeps the error', () => {
    assert.deepEqual({ code: runs.logLevelErrorWarning.code, output: runs.logLevelErrorWarning.output }, { code: 0, output: '' });
    const { code, stdout, stderr } = runs.logLevelError;
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /^error {3}Build error: $/m);
    assert.match(stderr, /Module not found: Can't resolve '\.\/missing'/);
  });
  test('--log-level silent prints nothing, even when the build fails (exit 1)', () => {
    assert.deepEqual({ code: runs.logLevelSilent.code, output: runs.logLevelSilent.output }, { code: 1, output: '' });
  });
});

describe('CLI › Environment files', () => {
  test('files are layered, the shell wins, PUBLIC_ keys are replaced in both forms, other keys stay out', () => {
    const js = mainJs(envDir);
    assert.match(js, /"values","https:\/\/staging\.example\.com","true","production","from-shell",typeof process\.env\.SECRET_KEY\)/);
    assert.doesNotMatch(js, /do-not-ship/);
  });
  test('the config file reads .env keys through process.env', () => {
    assert.ok(existsSync(path.join(envDir, 'dist/index.html')));
  });
  test('NODE_ENV in .env replaces the shell value: .env.production is loaded, the build is a development build', () => {
    assert.equal(runs.dotenvNodeEnv.code, 0, runs.dotenvNodeEnv.output);
    assert.ok(listFiles(path.join(dotenvNodeEnvDir, 'dist')).includes('static/js/index.js'));
    assert.match(mainJs(dotenvNodeEnvDir), /console\.log\("production-file"\)/);
  });
  test('--env-dir reads the files from a folder relative to the root', () => {
    assert.equal(runs.envDir.code, 0, runs.envDir.output);
    assert.match(readText(envDirDir, 'dist/.rsbuild/rsbuild.config.mjs'), /'import\.meta\.env\.PUBLIC_FROM_ENV_DIR': '"yes"'/);
  });
  test('--mode development still loads .env.production', () => {
    assert.match(mainJs(devModeDir), /"production"/);
    assert.ok(listFiles(path.join(devModeDir, 'dist')).includes('static/js/index.js'));
  });
  test('--env-mode staging loads .env, .env.local, .env.staging and .env.staging.local, a later file over an earlier one', () => {
    assert.equal(runs.staging.code, 0, runs.staging.output);
    // API_URL: .env.staging.local over .env; FEATURE_X: .env.local over .env (.env.production.local
    // is not read); STAGE: .env.staging over .env.local over .env.
    assert.match(mainJs(stagingDir), /"values","https:\/\/staging-local\.example\.com","from-local","staging",/);
  });
  test("the env mode 'local' is rejected: exit 1, 'Failed to build.' then the [rsbuild:loadEnv] message", () => {
    assert.equal(runs.localMode.code, 1);
    assert.ok(
      runs.localMode.stderr.includes('error   Failed to build.\nerror   [rsbuild:loadEnv] local cannot be used as a value for env mode, because .env.local represents a temporary local file. Please use another value.\n    at '),
      runs.localMode.output,
    );
  });
  test('--no-env loads no file and does not replace PUBLIC_ variables from the shell; the config still reads the shell', () => {
    assert.equal(runs.noEnv.code, 0, runs.noEnv.output);
    // The config file chose dist-without-env: no SECRET_KEY from .env, PUBLIC_SHELL from the shell.
    const js = mainJs(noEnvDir, 'dist-without-env');
    assert.doesNotMatch(js, /from-shell/);
    assert.doesNotMatch(js, /api\.example\.com/);
  });
});

// Images and other assets keep their hash in every mode (config-mode.test.ts).
test('a build in development mode is said to drop the hash from JavaScript and CSS names only, in both languages', () => {
  assert.ok(pageText('guide/basic/cli', 'en').includes('writes an unminified build without hashes in its JavaScript and CSS file names,'));
  assert.ok(pageText('guide/basic/cli', 'en').includes('- **`rsbuild build` output is not minified, and JavaScript and CSS file names have no hash.**'));
  assert.ok(pageText('guide/basic/cli', 'zh').includes('产出未压缩的构建结果，JavaScript 和 CSS 文件名也不带哈希；'));
  assert.ok(pageText('guide/basic/cli', 'zh').includes('- **`rsbuild build` 的产物没有压缩，JavaScript 和 CSS 文件名也没有哈希。**'));
});
