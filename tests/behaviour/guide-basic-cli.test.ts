// guide/basic/cli: the rsbuild commands and flags, .env loading, and exit codes, run as the real
// CLI in its own process.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { listFiles, makeProject, outputFile, readText, runCli, startCli, waitFor, writeProjectFiles, type CliResult } from './harness';

// Client code that shows which values reached the bundle.
const envIndex = "console.log('values', import.meta.env.PUBLIC_API_URL, process.env.PUBLIC_FEATURE_X, import.meta.env.PUBLIC_STAGE, import.meta.env.PUBLIC_SHELL, typeof process.env.SECRET_KEY);\n";
const envFiles = {
  '.env': 'PUBLIC_API_URL=https://api.example.com\nPUBLIC_FEATURE_X=false\nSECRET_KEY=do-not-ship\nPUBLIC_STAGE=base\n',
  '.env.production': 'PUBLIC_STAGE=production\n',
  '.env.production.local': 'PUBLIC_FEATURE_X=true\n',
  '.env.staging': 'PUBLIC_STAGE=staging\n',
  // The config reads a key of the .env files through process.env.
  'rsbuild.config.mjs': "export default { output: { distPath: { root: process.env.SECRET_KEY ? 'dist' : 'dist-without-env' } } };\n",
  'src/index.js': envIndex,
};

const envDir = makeProject({ ...envFiles, 'src/dynamic.js': 'export const load = (name) => require(name);\n', 'src/index.js': envIndex + "import { load } from './dynamic';\nconsole.log(load);\n" }, 'cli-env');
const devModeDir = makeProject(envFiles, 'cli-devmode');
const stagingDir = makeProject(envFiles, 'cli-staging');
const noEnvDir = makeProject(envFiles, 'cli-noenv');
const nodeEnvDir = makeProject({ 'src/index.js': "console.log('node env');\n" }, 'cli-nodeenv');
const brokenDir = makeProject({ 'src/index.js': "import './missing';\n" }, 'cli-broken');
const rootDir = makeProject(
  { 'apps/web/rsbuild.web.mjs': "export default { output: { distPath: { root: 'from-web-config' } } };\n", 'apps/web/src/index.js': "console.log('web');\n" },
  'cli-root',
);
const inspectDir = makeProject({ 'src/index.js': "console.log('inspect');\n" }, 'cli-inspect');
const inspectOutputDir = makeProject({ 'src/index.js': "console.log('inspect output');\n" }, 'cli-inspect-output');
const watchDir = makeProject({ 'rsbuild.config.mjs': 'export default {};\n', 'src/index.js': "console.log('watch one');\n" }, 'cli-watch');

let runs: Record<string, CliResult>;
let watch: ReturnType<typeof startCli>;

before(async () => {
  watch = startCli(watchDir, ['build', '--watch'], /built in/);
  const entries: [string, Promise<CliResult>][] = [
    ['version', runCli(nodeEnvDir, ['-v'])],
    ['help', runCli(nodeEnvDir, ['-h'])],
    ['buildHelp', runCli(nodeEnvDir, ['build', '-h'])],
    ['env', runCli(envDir, ['build'], { env: { PUBLIC_SHELL: 'from-shell', PUBLIC_API_URL: 'https://staging.example.com' } })],
    ['devMode', runCli(devModeDir, ['build', '--mode', 'development'])],
    ['staging', runCli(stagingDir, ['build', '--env-mode', 'staging'])],
    ['localMode', runCli(stagingDir, ['inspect', '--env-mode', 'local'])],
    ['noEnv', runCli(noEnvDir, ['build', '--no-env'], { env: { PUBLIC_SHELL: 'from-shell' } })],
    ['nodeEnv', runCli(nodeEnvDir, ['build', '--log-level', 'warn'], { env: { NODE_ENV: 'development' } })],
    ['broken', runCli(brokenDir, ['build'])],
    ['missingConfig', runCli(brokenDir, ['build', '-c', 'nope.config.mjs'])],
    ['root', runCli(rootDir, ['build', '--root', 'apps/web', '-c', 'rsbuild.web.mjs'])],
    ['unknownEnvironment', runCli(nodeEnvDir, ['inspect', '--environment', 'nope'])],
    ['inspectOutput', runCli(inspectOutputDir, ['inspect', '--output', 'inspect'])],
  ];
  const results = await Promise.all(entries.map(([, run]) => run));
  runs = Object.fromEntries(entries.map(([name], index) => [name, results[index]]));
  // Two inspections in a row: the second Rspack config gets a timestamp.
  runs.inspect = await runCli(inspectDir, ['inspect']);
  runs.inspectAgain = await runCli(inspectDir, ['inspect', '--mode', 'production']);
  await watch.started;
});

after(async () => {
  await watch?.stop();
});

const mainJs = (dir: string, root = 'dist') => outputFile(path.join(dir, root), /^static\/js\/index(\.[0-9a-f]{8})?\.js$/);

describe('CLI › Run the CLI', () => {
  test('rsbuild -v prints the version, platform and Node.js version', () => {
    // After the greeting line `Rsbuild v1.7.6`.
    assert.equal(runs.version.stdout.trim().split('\n').at(-1), `rsbuild/1.7.6 ${process.platform}-${process.arch} node-${process.version}`);
  });
  test('rsbuild -h lists the four commands; rsbuild build -h lists --watch', () => {
    for (const command of ['dev', 'build', 'preview', 'inspect']) assert.match(runs.help.stdout, new RegExp(`\\n\\s+${command}\\b`), command);
    assert.match(runs.buildHelp.stdout, /-w, --watch/);
    assert.match(runs.help.stdout, /--no-env.*\(default: true\)/);
  });
});

describe('CLI › rsbuild build', () => {
  test('a build with a warning exits 0 and prints it with warn', () => {
    assert.equal(runs.env.code, 0, runs.env.output);
    assert.match(runs.env.output, /warn\s/);
  });
  test('a compile error exits 1, with the error on stderr', () => {
    assert.equal(runs.broken.code, 1);
    assert.match(runs.broken.stderr, /Module not found: Can't resolve '\.\/missing'/);
  });
});

describe('CLI › Watch mode', () => {
  test('an edit rebuilds; a config change restarts; a compile error keeps the process running', async () => {
    writeProjectFiles(watchDir, { 'src/index.js': "console.log('watch two');\n" });
    await waitFor('the rebuilt file', () => listFiles(path.join(watchDir, 'dist')).some((file) => file.endsWith('.js') && readText(path.join(watchDir, 'dist'), file).includes('watch two')));
    writeProjectFiles(watchDir, { 'rsbuild.config.mjs': 'export default { output: { minify: true } };\n' });
    await waitFor('the restart message', () => /restarting build as rsbuild\.config\.mjs changed/.test(watch.output()));
    writeProjectFiles(watchDir, { 'src/index.js': "import './missing';\n" });
    await waitFor('the compile error', () => /Can't resolve '\.\/missing'/.test(watch.output()));
    writeProjectFiles(watchDir, { 'src/index.js': "console.log('watch three');\n" });
    await waitFor('the fixed rebuild', () => listFiles(path.join(watchDir, 'dist')).some((file) => file.endsWith('.js') && readText(path.join(watchDir, 'dist'), file).includes('watch three')));
  });
});

describe('CLI › rsbuild inspect', () => {
  test('writes the Rsbuild and web Rspack configs to dist/.rsbuild and lists them', () => {
    assert.equal(runs.inspect.code, 0, runs.inspect.output);
    assert.match(runs.inspect.output, /config inspection completed, generated files:/);
    assert.match(runs.inspect.output, /Rsbuild config: .*dist\/\.rsbuild\/rsbuild\.config\.mjs/);
    assert.match(runs.inspect.output, /Rspack Config \(web\): .*dist\/\.rsbuild\/rspack\.config\.web\.mjs/);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^export default \{/);
  });
  test('a second run keeps the Rspack config and writes one with a timestamp; --mode production shows production', () => {
    const files = listFiles(path.join(inspectDir, 'dist/.rsbuild'));
    const timestamped = files.filter((file) => /^rspack\.config\.web\.\d+\.mjs$/.test(file));
    assert.equal(timestamped.length, 1, files.join(', '));
    assert.match(readText(inspectDir, `dist/.rsbuild/${timestamped[0]}`), /mode: 'production'/);
    assert.match(readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), /mode: 'development'/);
  });
  test('--output inspect writes to dist/inspect', () => {
    assert.equal(runs.inspectOutput.code, 0, runs.inspectOutput.output);
    assert.ok(existsSync(path.join(inspectOutputDir, 'dist/inspect/rspack.config.web.mjs')));
  });
});

describe('CLI › Common flags', () => {
  test('a relative -c is resolved from --root', () => {
    assert.equal(runs.root.code, 0, runs.root.output);
    assert.ok(existsSync(path.join(rootDir, 'apps/web/from-web-config/index.html')));
  });
  test('a missing -c file fails with Cannot find config file', () => {
    assert.equal(runs.missingConfig.code, 1);
    assert.match(runs.missingConfig.output, /Cannot find config file/);
  });
  test('an unknown --environment fails with its message', () => {
    assert.equal(runs.unknownEnvironment.code, 1);
    assert.match(runs.unknownEnvironment.output, /The current build is specified to run only in the nope environment, but the configuration of the specified environment was not found\./);
  });
  test('NODE_ENV=development in the shell makes build unminified and unhashed; --log-level warn hides progress', () => {
    assert.equal(runs.nodeEnv.code, 0);
    assert.ok(listFiles(path.join(nodeEnvDir, 'dist')).includes('static/js/index.js'));
    assert.match(mainJs(nodeEnvDir), /\n/);
    assert.equal(runs.nodeEnv.output.trim(), '');
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
  test('--mode development still loads .env.production', () => {
    assert.match(mainJs(devModeDir), /"production"/);
    assert.ok(listFiles(path.join(devModeDir, 'dist')).includes('static/js/index.js'));
  });
  test('--env-mode staging loads .env.staging', () => {
    assert.match(mainJs(stagingDir), /"staging"/);
  });
  test("the env mode 'local' is rejected", () => {
    assert.equal(runs.localMode.code, 1);
    assert.match(runs.localMode.output, /local/);
  });
  test('--no-env loads no file and does not replace PUBLIC_ variables from the shell', () => {
    assert.equal(runs.noEnv.code, 0, runs.noEnv.output);
    const js = mainJs(noEnvDir, 'dist-without-env');
    assert.doesNotMatch(js, /from-shell/);
    assert.doesNotMatch(js, /api\.example\.com/);
  });
});
