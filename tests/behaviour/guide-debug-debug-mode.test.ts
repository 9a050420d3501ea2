// guide/debug/debug-mode: DEBUG=rsbuild, the files in dist/.rsbuild, rsbuild inspect options,
// inspectConfig() of the JS API and the page's banner plugin, run with the 1.7.6 CLI.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import { buildProject, CLI_TIMEOUT_MS, freePort, listFiles, makeProject, outputFile, pageText, plugin, pageSamples, readText, repoRoot, rsbuildCore, runCli, startCli, typeCheckProject, waitFor, withEnv, withNodeEnv, type CliResult } from './harness';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';

// The page's banner plugin and config, plus logLevel 'error' and a plugin that logs with
// api.logger.debug().
const bannerPlugin = `import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginBanner = (text: string): RsbuildPlugin => ({
  name: 'my:banner',
  setup(api) {
    api.modifyBundlerChain((chain, { bundler, isProd }) => {
      if (!isProd) return;
      chain.plugin('my-banner').use(bundler.BannerPlugin, [{ banner: text }]);
    });
  },
});
`;
const config = `import { defineConfig } from '@rsbuild/core';
import { pluginBanner } from './plugins/pluginBanner';

export default defineConfig({
  logLevel: 'error',
  plugins: [
    pluginBanner('(c) Example Inc.'),
    { name: 'my:log', setup(api) { api.onBeforeBuild(() => api.logger.debug('my:log debug line')); } },
    {
      name: 'my:serve-only',
      apply: 'serve',
      setup(api) {
        api.modifyBundlerChain((chain, { bundler }) => {
          chain.plugin('my-serve-only').use(bundler.DefinePlugin, [{ SERVE_ONLY: 'true' }]);
        });
      },
    },
  ],
});
`;

// Five modules in a row, the last one importing a file that does not exist, and a plugin that adds
// an error (with a JavaScript stack) to the compilation.
const chainConfig = `export default { tools: { rspack: { plugins: [{ apply(compiler) {
  compiler.hooks.thisCompilation.tap('my-failing-plugin', (compilation) => {
    compilation.hooks.processAssets.tap('my-failing-plugin', () => {
      compilation.errors.push(new compiler.webpack.WebpackError('my plugin failed'));
    });
  });
} }] } } };
`;
const chain = {
  'src/index.js': "import './a.js';\n",
  'src/a.js': "import './b.js';\n",
  'src/b.js': "import './c.js';\n",
  'src/c.js': "import './d.js';\n",
  'src/d.js': "import './e.js';\n",
  'src/e.js': "import './missing.js';\n",
};

describe('Debug mode', () => {
  const dir = makeProject({ 'src/index.js': "console.log('debug');\n", 'plugins/pluginBanner.ts': bannerPlugin, 'rsbuild.config.ts': config }, 'debug-mode');
  const dist = path.join(dir, 'dist');
  // Its .env file gets a line of its own in the debug log.
  const chainDir = makeProject({ ...chain, '.env': 'PUBLIC_CHAIN=1\n', 'rsbuild.config.mjs': chainConfig }, 'debug-chain');
  const devDir = makeProject(
    // A config file that exports a function.
    // Its plugin names the environment of each modifyBundlerChain and modifyRspackConfig run.
    {
      'src/index.js': "console.log('dev');\n",
      'rsbuild.config.mjs': `export default () => ({
  environments: { web: {}, node: { output: { target: 'node' } } },
  plugins: [{ name: 'my:order', setup(api) {
    api.modifyBundlerChain((chain, { environment }) => api.logger.debug('modifyBundlerChain ran for ' + environment.name));
    api.modifyRspackConfig((config, { environment }) => api.logger.debug('modifyRspackConfig ran for ' + environment.name));
  } }],
});
`,
    },
    'debug-dev',
  );
  let debugBuild: CliResult;
  let debugFiles: string[];
  let chainBuild: CliResult;
  let plainChainBuild: CliResult;
  let inspectHelp: CliResult;
  let devOutput = '';
  let devFiles: string[] = [];
  let devPort: number;
  let dev: ReturnType<typeof startCli> | undefined;

  before(async () => {
    devPort = await freePort();
    dev = startCli(devDir, ['dev', '--port', String(devPort)], /ready\s+built in/, { env: { DEBUG: '*' } });
    [debugBuild, chainBuild, inspectHelp] = await Promise.all([
      runCli(dir, ['build'], { env: { DEBUG: 'vite,RSBUILD' } }),
      runCli(chainDir, ['build'], { env: { DEBUG: 'builder' } }),
      runCli(dir, ['inspect', '--help']),
      dev.started,
    ]);
    // After the debug build of the same folder, which it would otherwise race to clean.
    plainChainBuild = await runCli(chainDir, ['build'], { env: { DEBUG: '' } });
    debugFiles = listFiles(path.join(dist, '.rsbuild'));
    await fetch(`http://localhost:${devPort}/`, { headers: { accept: 'text/html' } });
    await fetch(`http://localhost:${devPort}/foo/bar`, { headers: { accept: 'text/html' } });
    devOutput = await waitFor('the request log lines', () => (/GET \/foo\/bar fallback to \/index\.html[\s\S]*200 GET \/foo\/bar/.test(dev!.output()) ? dev!.output() : ''));
    devFiles = await waitFor('dist/.rsbuild written by the dev server', () => {
      const files = listFiles(path.join(devDir, 'dist/.rsbuild'));
      return files.length === 4 ? files : false;
    }).then((files) => (files === false ? [] : files));
  });

  after(async () => {
    await dev?.stop();
  });

  test('DEBUG is a comma-separated, case-insensitive list; debug lines appear even with logLevel "error"', () => {
    assert.equal(debugBuild.code, 0, debugBuild.output);
    assert.match(debugBuild.output, /rsbuild \d\d:\d\d:\d\d configuration loaded from: .*rsbuild\.config\.ts/);
    assert.match(debugBuild.output, /rsbuild \d\d:\d\d:\d\d applying modifyEnvironmentConfig hook \(web\)/);
    assert.match(debugBuild.output, /rsbuild \d\d:\d\d:\d\d using Rspack v1\.\d+\.\d+/);
    assert.match(debugBuild.output, /config inspection completed, generated files:/);
  });

  test('DEBUG=builder and DEBUG=* turn debug mode on too', () => {
    assert.match(chainBuild.output, /rsbuild \d\d:\d\d:\d\d configuration loaded from:/);
    assert.match(devOutput, /rsbuild \d\d:\d\d:\d\d registering default plugins/);
  });

  test('a config file that exports a function gets no "configuration loaded from" line', () => {
    assert.match(devOutput, /rsbuild \d\d:\d\d:\d\d applied modifyRspackConfig hook/);
    assert.doesNotMatch(devOutput, /configuration loaded from/);
  });

  test('the step-by-step log covers the four configuration hooks; onBeforeBuild, which a plugin taps, gets no line', () => {
    for (const line of ['applied modifyRsbuildConfig hook', 'applied modifyEnvironmentConfig hook (web)', 'applied modifyBundlerChain hook', 'applied modifyRspackConfig hook']) {
      assert.ok(debugBuild.output.includes(line), line);
    }
    // The fixture's my:log plugin taps onBeforeBuild.
    assert.doesNotMatch(debugBuild.output, /onBeforeBuild/);
  });

  test('the log names each .env file loaded; the dev server adds lines for its own steps (create dev server, listen dev server)', () => {
    assert.match(chainBuild.output, new RegExp(`rsbuild \\d\\d:\\d\\d:\\d\\d loaded env file: ${path.join(chainDir, '.env').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
    assert.doesNotMatch(debugBuild.output, /loaded env file/);
    assert.match(devOutput, /rsbuild \d\d:\d\d:\d\d create dev server\n/);
    assert.match(devOutput, /rsbuild \d\d:\d\d:\d\d listen dev server\n/);
    assert.ok(pageText('guide/debug/debug-mode', 'en').includes('The `rsbuild` lines show each `.env` file that was loaded (`loaded env file: <path>`)'));
    assert.ok(pageText('guide/debug/debug-mode', 'zh').includes('以 `rsbuild` 开头的行会显示加载了哪些 `.env` 文件（`loaded env file: <路径>`）'));
  });

  test('the modifyEnvironmentConfig lines appear once per environment', () => {
    assert.equal(devOutput.match(/applying modifyEnvironmentConfig hook \(web\)/g)?.length, 1);
    assert.equal(devOutput.match(/applying modifyEnvironmentConfig hook \(node\)/g)?.length, 1);
  });

  test('modifyBundlerChain and modifyRspackConfig run once per environment too, in the order of the config, with no name on their lines', () => {
    const lines = devOutput
      .split('\n')
      .filter((line) => /modifyBundlerChain|modifyRspackConfig/.test(line))
      .map((line) => line.replace(/^ {2}rsbuild \d\d:\d\d:\d\d /, ''));
    const forEnvironment = (name: string) => [
      'applying modifyBundlerChain hook',
      `modifyBundlerChain ran for ${name}`,
      'applied modifyBundlerChain hook',
      'applying modifyRspackConfig hook',
      `modifyRspackConfig ran for ${name}`,
      'applied modifyRspackConfig hook',
    ];
    assert.deepEqual(lines, [...forEnvironment('web'), ...forEnvironment('node')]);
  });

  test('debug mode writes rsbuild.config.mjs and rspack.config.web.mjs to dist/.rsbuild', () => {
    assert.deepEqual(debugFiles, ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
  });

  test('with several environments, there is one Rsbuild config file per environment and no rsbuild.config.mjs', () => {
    assert.deepEqual(devFiles, ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
  });

  test('the files are verbose: functions appear in full', () => {
    assert.doesNotMatch(readText(dist, '.rsbuild/rspack.config.web.mjs'), /omitted long function/);
  });

  test('import traces are printed in full in debug mode', () => {
    assert.equal(chainBuild.code, 1);
    assert.match(chainBuild.output, /Import traces \(entry → error\):\n {2}\.\/src\/index\.js\n {2}\.\/src\/a\.js\n {2}\.\/src\/b\.js\n {2}\.\/src\/c\.js\n {2}\.\/src\/d\.js\n {2}\.\/src\/e\.js ×/);
    assert.doesNotMatch(chainBuild.output, /hidden\)/);
    assert.equal(plainChainBuild.code, 1);
    assert.match(plainChainBuild.output, /Import traces \(entry → error\):\n {2}\.\/src\/index\.js\n {2}\.\/src\/a\.js\n {2}… \(2 hidden\)\n {2}\.\/src\/d\.js\n {2}\.\/src\/e\.js ×/);
  });

  test("a plugin's error is printed with its JavaScript stack in debug mode only", () => {
    assert.match(chainBuild.output, /× my plugin failed\n+Error: my plugin failed\n {4}at .*rsbuild\.config\.mjs/);
    assert.match(plainChainBuild.output, /× my plugin failed/);
    assert.doesNotMatch(plainChainBuild.output, /Error: my plugin failed\n {4}at /);
  });

  test('the dev server logs each request with status and duration, and the fallback to index.html', () => {
    assert.match(devOutput, /rsbuild \d\d:\d\d:\d\d 200 GET \/ \d+\.\d{3} ms/);
    assert.match(devOutput, /rsbuild \d\d:\d\d:\d\d {5}GET \/foo\/bar fallback to \/index\.html/);
  });

  test('the preview server logs each request with status and duration too', async () => {
    // dist holds the debug build of the before() hook.
    const port = await freePort();
    const preview = startCli(dir, ['preview', '--port', String(port)], /➜\s+Local:/, { env: { DEBUG: 'rsbuild' } });
    try {
      await preview.started;
      const response = await fetch(`http://localhost:${port}/`);
      assert.equal(response.status, 200);
      await waitFor('the request line of the preview server', () => /rsbuild \d\d:\d\d:\d\d 200 GET \/ \d+\.\d{3} ms/.test(preview.output()), 30_000);
    } finally {
      await preview.stop();
    }
  });

  test('api.logger.debug() prints only in debug mode', async () => {
    assert.match(debugBuild.output, /rsbuild \d\d:\d\d:\d\d my:log debug line/);
  });

  test('the next plain build removes dist/.rsbuild; the banner ends up in the .LICENSE.txt file (legalComments linked)', async () => {
    const plain = await runCli(dir, ['build'], { env: { DEBUG: '' } });
    assert.equal(plain.code, 0, plain.output);
    assert.doesNotMatch(plain.output, /my:log debug line/);
    assert.deepEqual(listFiles(path.join(dist, '.rsbuild')), []);
    const js = listFiles(dist).filter((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.equal(js.length, 1);
    assert.ok(readText(dist, js[0]).startsWith(`/*! For license information please see ${path.basename(js[0])}.LICENSE.txt */`));
    assert.equal(readText(dist, `${js[0]}.LICENSE.txt`).trim(), '/*! (c) Example Inc. */');
  });

  test('rsbuild inspect shows the development config by default, or the mode of a NODE_ENV set in the shell; --mode production and --output change it', async () => {
    const inspect = await runCli(dir, ['inspect']);
    assert.equal(inspect.code, 0, inspect.output);
    assert.match(readText(dist, '.rsbuild/rspack.config.web.mjs'), /mode: 'development'/);
    const [prod, shellProd] = await Promise.all([
      runCli(dir, ['inspect', '--mode', 'production', '--output', 'inspect-prod']),
      runCli(dir, ['inspect', '--output', 'inspect-node-env'], { env: { NODE_ENV: 'production' } }),
    ]);
    assert.equal(prod.code, 0, prod.output);
    assert.equal(shellProd.code, 0, shellProd.output);
    assert.match(readText(dist, 'inspect-node-env/rspack.config.web.mjs'), /mode: 'production'/);
    assert.match(readText(dist, 'inspect-node-env/rspack.config.web.mjs'), /banner: '\(c\) Example Inc\.'/);
    const rspackProd = readText(dist, 'inspect-prod/rspack.config.web.mjs');
    assert.match(rspackProd, /mode: 'production'/);
    assert.match(rspackProd, /omitted long function/);
    // Step 1 and 2 of "Debug a plugin's effect".
    assert.match(readText(dist, 'inspect-prod/rsbuild.config.mjs'), /name: 'my:banner'/);
    assert.match(rspackProd, /\/\* config\.plugin\('my-banner'\) \*\/\n\s+new BannerPlugin\(\n\s+\{\n\s+banner: '\(c\) Example Inc\.'/);
    assert.doesNotMatch(readText(dist, '.rsbuild/rspack.config.web.mjs'), /my-banner/);
    // Landmarks of "Read the Rspack config".
    assert.match(rspackProd, /\/\* config\.module\.rule\('css'\)\.use\('lightningcss'\) \*\//);
    assert.match(rspackProd, /\/\* config\.plugin\('html-index'\) \*\//);
    for (const name of ['rsbuild:css', 'rsbuild:split-chunks']) assert.match(readText(dist, 'inspect-prod/rsbuild.config.mjs'), new RegExp(`name: '${name}'`));
  });

  test('NODE_ENV=production in .env makes a plain rsbuild inspect show the production config, over a shell NODE_ENV=development; --mode development wins, and so does mode in the config file', async () => {
    const envDir = makeProject({ 'src/index.js': "console.log('env');\n", '.env': 'NODE_ENV=production\n' }, 'debug-env-file');
    // The same .env with mode: 'development' in the config file, and NODE_ENV=production in the shell.
    const configModeDir = makeProject({ 'src/index.js': "console.log('env');\n", '.env': 'NODE_ENV=production\n', 'rsbuild.config.mjs': "export default { mode: 'development' };\n" }, 'debug-config-mode');
    const [plain, shellDev, modeDev, configMode] = await Promise.all([
      runCli(envDir, ['inspect']),
      runCli(envDir, ['inspect', '--output', 'inspect-shell-dev'], { env: { NODE_ENV: 'development' } }),
      runCli(envDir, ['inspect', '--mode', 'development', '--output', 'inspect-mode-dev']),
      runCli(configModeDir, ['inspect'], { env: { NODE_ENV: 'production' } }),
    ]);
    for (const run of [plain, shellDev, modeDev, configMode]) assert.equal(run.code, 0, run.output);
    const envDist = path.join(envDir, 'dist');
    assert.match(readText(envDist, '.rsbuild/rspack.config.web.mjs'), /mode: 'production'/);
    assert.match(readText(envDist, 'inspect-shell-dev/rspack.config.web.mjs'), /mode: 'production'/);
    assert.match(readText(envDist, 'inspect-mode-dev/rspack.config.web.mjs'), /mode: 'development'/);
    // A mode in the config file wins over .env and the shell.
    assert.match(readText(path.join(configModeDir, 'dist'), '.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'development',$/m);
  });

  test('a second inspect keeps rspack.config.web.mjs and writes a timestamped copy; rsbuild.config.mjs is replaced', async () => {
    const again = await runCli(dir, ['inspect']);
    assert.equal(again.code, 0, again.output);
    const files = listFiles(path.join(dist, '.rsbuild'));
    assert.equal(files.length, 3, files.join(', '));
    assert.equal(files[0], 'rsbuild.config.mjs');
    assert.match(files[1], /^rspack\.config\.web\.\d{13}\.mjs$/);
    assert.equal(files[2], 'rspack.config.web.mjs');
  });

  test('rsbuild inspect --help lists the options of the table; there is no --env option', () => {
    assert.equal(inspectHelp.code, 0, inspectHelp.output);
    for (const option of [/-m, --mode <mode>/, /--output <output>/, /--verbose/, /--environment <name>/, /--env-mode <mode>/, /-c, --config <config>/, /--env-dir <dir>/, /--no-env/]) {
      assert.match(inspectHelp.output, option);
    }
    assert.doesNotMatch(inspectHelp.output, /--env(?![-\w])/);
  });

  test('rsbuild inspect --environment writes the files of the named environment only', async () => {
    const web = await runCli(devDir, ['inspect', '--environment', 'web', '--output', 'inspect-web']);
    assert.equal(web.code, 0, web.output);
    assert.deepEqual(listFiles(path.join(devDir, 'dist/inspect-web')), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
  });

  test('rsbuild inspect takes several environments as a repeated --environment or as names separated by commas', async () => {
    const threeDir = makeProject(
      { 'src/index.js': "console.log('three');\n", 'rsbuild.config.mjs': "export default { environments: { web: {}, node: { output: { target: 'node' } }, other: {} } };\n" },
      'debug-three-environments',
    );
    const [repeated, comma] = await Promise.all([
      runCli(threeDir, ['inspect', '--environment', 'web', '--environment', 'node', '--output', 'repeated']),
      runCli(threeDir, ['inspect', '--environment', 'web,node', '--output', 'comma']),
    ]);
    const expected = ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs'];
    for (const [run, folder] of [[repeated, 'repeated'], [comma, 'comma']] as const) {
      assert.equal(run.code, 0, run.output);
      assert.deepEqual(listFiles(path.join(threeDir, 'dist', folder)), expected, folder);
    }
  });

  test("without --mode, rsbuild inspect sets up no 'serve' plugin, so lazyCompilation and a serve-only plugin's changes are missing; --mode development and DEBUG=rsbuild rsbuild dev have them", async () => {
    const plain = readText(dist, '.rsbuild/rspack.config.web.mjs');
    assert.match(plain, /mode: 'development'/);
    assert.doesNotMatch(plain, /lazyCompilation/);
    assert.doesNotMatch(plain, /my-serve-only/);
    const devMode = await runCli(dir, ['inspect', '--mode', 'development', '--output', 'inspect-dev-mode']);
    assert.equal(devMode.code, 0, devMode.output);
    const withMode = readText(dist, 'inspect-dev-mode/rspack.config.web.mjs');
    assert.match(withMode, /lazyCompilation: \{\n\s+imports: true,\n\s+entries: false/);
    assert.match(withMode, /\/\* config\.plugin\('my-serve-only'\) \*\//);
    assert.match(readText(devDir, 'dist/.rsbuild/rspack.config.web.mjs'), /lazyCompilation: \{\n\s+imports: true,\n\s+entries: false/);
  });
});

describe("Debug mode › Debug a plugin's effect", () => {
  // The page's banner plugin, with output.legalComments: 'inline'.
  const pluginBanner = (text: string): RsbuildPlugin => ({
    name: 'my:banner',
    setup(api) {
      api.modifyBundlerChain((chain, { bundler, isProd }) => {
        if (!isProd) return;
        chain.plugin('my-banner').use(bundler.BannerPlugin, [{ banner: text }]);
      });
    },
  });
  const withImport = makeProject({ 'src/index.js': "import { a } from './a.js';\nconsole.log(a);\n", 'src/a.js': 'export const a = Math.random();\n' }, 'debug-inline');
  const alone = makeProject({ 'src/index.js': "console.log('alone');\n" }, 'debug-inline-alone');
  let dists: string[] = [];
  before(async () => {
    const config = { plugins: [pluginBanner('(c) Example Inc.')], output: { legalComments: 'inline' as const } };
    dists = (await Promise.all([buildProject(withImport, config), buildProject(alone, config)])).map((result) => result.dist);
  });

  test("legalComments 'inline' keeps the banner at the top of a script whose entry imports a module", () => {
    const js = outputFile(dists[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(js.startsWith('/*! (c) Example Inc. */(()=>{'), js);
    assert.ok(!listFiles(dists[0]).some((file) => file.endsWith('.LICENSE.txt')));
  });

  test("legalComments 'inline' drops the banner from the unwrapped script of an entry that imports nothing", () => {
    const js = outputFile(dists[1], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.equal(js.trim(), 'console.log("alone");');
    assert.ok(!listFiles(dists[1]).some((file) => file.endsWith('.LICENSE.txt')));
  });
});

describe('Debug mode › What debug mode changes', () => {
  // Inspection files left from an earlier run, beside an older build output.
  const earlier = { 'src/index.js': "console.log('clean');\n", 'dist/.rsbuild/rspack.config.web.mjs': 'export default {};\n', 'dist/old.js': '1;\n' };

  test('a dev server start deletes the files in dist/.rsbuild too, and only them; with output.cleanDistPath false a build keeps dist/.rsbuild', async () => {
    const { createRsbuild } = await rsbuildCore();
    const devDir = makeProject(earlier, 'debug-clean-dev');
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: devDir, config: { logLevel: 'silent', server: { port: await freePort() } } });
      const server = await rsbuild.createDevServer({ runCompile: false });
      await server.close();
    });
    assert.deepEqual(listFiles(path.join(devDir, 'dist/.rsbuild')), []);
    // Only dist/.rsbuild: with the default dev.writeToDisk false, the rest of dist stays.
    assert.ok(existsSync(path.join(devDir, 'dist/old.js')));
    const keepDir = makeProject(earlier, 'debug-clean-off');
    await withNodeEnv(undefined, () => buildProject(keepDir, { output: { cleanDistPath: false } }));
    assert.ok(existsSync(path.join(keepDir, 'dist/.rsbuild/rspack.config.web.mjs')));
    assert.ok(existsSync(path.join(keepDir, 'dist/old.js')));
  });
});

describe('Debug mode › What debug mode changes (output folder outside the project root)', () => {
  test('with the default cleanDistPath, a build whose output folder lies outside the project root leaves dist/.rsbuild and the rest alone', async () => {
    const outside = makeProject({ '.rsbuild/rspack.config.web.mjs': 'export default {};\n', 'old.js': '1;\n' }, 'debug-clean-outside-dist');
    const projectDir = makeProject({ 'src/index.js': "console.log('outside');\n" }, 'debug-clean-outside');
    await withNodeEnv(undefined, () => buildProject(projectDir, { output: { distPath: { root: outside } } }));
    assert.ok(existsSync(path.join(outside, 'index.html')));
    assert.ok(existsSync(path.join(outside, '.rsbuild/rspack.config.web.mjs')));
    assert.ok(existsSync(path.join(outside, 'old.js')));
  });
});

describe('Debug mode › Read the Rspack config', () => {
  test("a plugin's split-chunks group (lib-react) and its name in the plugins list (rsbuild:react)", async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const dir = makeProject({ 'src/index.js': "console.log('react');\n" }, 'debug-react');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', logLevel: 'error', plugins: [pluginReact()] } });
    const { rsbuildConfig, bundlerConfigs } = await rsbuild.inspectConfig();
    assert.match(bundlerConfigs[0], /splitChunks: \{[\s\S]*cacheGroups: \{\n\s+react: \{\n\s+name: 'lib-react',/);
    assert.match(rsbuildConfig, /name: 'rsbuild:react'/);
  });
});

describe('Debug mode › Use the JavaScript API', () => {
  const apiDir = makeProject({ 'src/index.js': "console.log('api');\n" }, 'debug-api');

  test("the page's script: the stringified configs, the objects in origin, and the files in dist/inspect", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: apiDir, rsbuildConfig: { mode: 'production', logLevel: 'error' } });
    const { rsbuildConfig, bundlerConfigs, environmentConfigs, origin } = await rsbuild.inspectConfig({ verbose: true, writeToDisk: true, outputPath: 'inspect' });
    assert.equal(origin.bundlerConfigs[0].devtool, false);
    assert.equal(typeof rsbuildConfig, 'string');
    assert.equal(environmentConfigs.length, 1);
    assert.equal(typeof environmentConfigs[0], 'string');
    assert.equal(typeof bundlerConfigs[0], 'string');
    assert.equal(readText(apiDir, 'dist/inspect/rspack.config.web.mjs'), `export default ${bundlerConfigs[0]}`);
    assert.ok(existsSync(path.join(apiDir, 'dist/inspect/rsbuild.config.mjs')));
  });

  test("mode 'development' in the config, with no --mode, also sets up the 'serve' plugins: lazyCompilation is in the inspected config", async () => {
    const { createRsbuild } = await rsbuildCore();
    const inDevelopment = await createRsbuild({ cwd: apiDir, rsbuildConfig: { mode: 'development', logLevel: 'error' } });
    assert.deepEqual((await inDevelopment.inspectConfig()).origin.bundlerConfigs[0].lazyCompilation, { imports: true, entries: false });
    const unset = await createRsbuild({ cwd: apiDir, rsbuildConfig: { logLevel: 'error' } });
    const saved = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      const { origin } = await unset.inspectConfig();
      assert.equal(origin.bundlerConfigs[0].mode, 'development');
      assert.equal(origin.bundlerConfigs[0].lazyCompilation, undefined);
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
  });

  test('an absolute outputPath is used as it is', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: apiDir, rsbuildConfig: { mode: 'production', logLevel: 'error' } });
    const target = path.join(apiDir, 'elsewhere');
    await rsbuild.inspectConfig({ writeToDisk: true, outputPath: target });
    assert.deepEqual(listFiles(target), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
  });

  test("inspectConfig({ mode }) does not switch the result; NODE_ENV counts when inspectConfig() is called; without either, or with NODE_ENV 'test', the mode is 'none'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const saved = process.env.NODE_ENV;
    try {
      delete process.env.NODE_ENV;
      const plain = await createRsbuild({ cwd: apiDir, rsbuildConfig: { logLevel: 'error' } });
      assert.equal((await plain.inspectConfig()).origin.bundlerConfigs[0].mode, 'none');
      delete process.env.NODE_ENV;
      const late = await createRsbuild({ cwd: apiDir, rsbuildConfig: { logLevel: 'error' } });
      process.env.NODE_ENV = 'production';
      const { origin } = await late.inspectConfig({ mode: 'development' });
      assert.equal(origin.bundlerConfigs[0].mode, 'production');
      assert.equal(origin.bundlerConfigs[0].devtool, false);
      // NODE_ENV 'test', as test runners set it, is neither 'production' nor 'development'.
      const underTest = await createRsbuild({ cwd: apiDir, rsbuildConfig: { logLevel: 'error' } });
      process.env.NODE_ENV = 'test';
      assert.equal((await underTest.inspectConfig()).origin.bundlerConfigs[0].mode, 'none');
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
  });
});

// The page's first sample: the whole output of a debug build of a minimal project, file size
// table included (times as HH:MM:SS, the project's path as /tmp/my-app).
describe('Debug mode › the printed log of a minimal project', () => {
  test('DEBUG=rsbuild rsbuild build prints the page\'s block, file size table included', async () => {
    const minimal = makeProject({ 'rsbuild.config.ts': 'export default {};\n', 'src/index.js': "console.log('hello');\n" }, 'debug-minimal');
    const result = await runCli(minimal, ['build'], { env: { DEBUG: 'rsbuild' } });
    assert.equal(result.code, 0, result.output);
    const printed = result.output
      .replaceAll(minimal, '/tmp/my-app')
      .replace(/rsbuild \d\d:\d\d:\d\d /g, 'rsbuild HH:MM:SS ')
      .replace(/built in [\d.]+ m?s/, 'built in 0.04 s')
      .replace(/[ \t]+$/gm, '');
    const step = (text: string) => `  rsbuild HH:MM:SS ${text}`;
    const expected = [
      'Rsbuild v1.7.6',
      '',
      step('configuration loaded from: /tmp/my-app/rsbuild.config.ts'),
      step('registering default plugins'),
      step('default plugins registered'),
      step('creating compiler'),
      step('initializing plugins'),
      step('plugins initialized'),
      step('applying modifyRsbuildConfig hook'),
      step('applied modifyRsbuildConfig hook'),
      step('applying modifyEnvironmentConfig hook (web)'),
      step('applied modifyEnvironmentConfig hook (web)'),
      step('applying modifyBundlerChain hook'),
      step('applied modifyBundlerChain hook'),
      step('applying modifyRspackConfig hook'),
      step('applied modifyRspackConfig hook'),
      step('compiler created'),
      'info    build started...',
      step('using Rspack v1.7.12'),
      'success config inspection completed, generated files:',
      '',
      '  - Rsbuild config: /tmp/my-app/dist/.rsbuild/rsbuild.config.mjs',
      '  - Rspack Config (web): /tmp/my-app/dist/.rsbuild/rspack.config.web.mjs',
      '',
      'ready   built in 0.04 s',
      '',
      'File (web)                         Size      Gzip',
      'dist/static/js/index.3f2142a5.js   0.02 kB   0.04 kB',
      'dist/index.html                    0.25 kB   0.20 kB',
      '',
      '                          Total:   0.27 kB   0.25 kB',
      '',
    ].join('\n');
    assert.equal(printed.trimEnd() + '\n', expected);
  });
});

describe('Debug mode › Inspect the config with rsbuild inspect', () => {
  test("npx rsbuild inspect prints the page's block and builds nothing; without --verbose a long function reads function () { /* omitted long function */ }", async () => {
    const minimal = makeProject({ 'rsbuild.config.ts': 'export default {};\n', 'src/index.js': "console.log('hello');\n" }, 'debug-inspect-print');
    const result = await runCli(minimal, ['inspect']);
    assert.equal(result.code, 0, result.output);
    const printed = result.output.replaceAll(minimal, '/tmp/my-app').replace(/[ \t]+$/gm, '');
    assert.equal(
      printed.trimEnd(),
      [
        'Rsbuild v1.7.6',
        '',
        'success config inspection completed, generated files:',
        '',
        '  - Rsbuild config: /tmp/my-app/dist/.rsbuild/rsbuild.config.mjs',
        '  - Rspack Config (web): /tmp/my-app/dist/.rsbuild/rspack.config.web.mjs',
      ].join('\n'),
    );
    assert.ok(readText(minimal, 'dist/.rsbuild/rspack.config.web.mjs').includes('function () { /* omitted long function */ }'));
    // The same file names as debug mode, and nothing built.
    assert.deepEqual(listFiles(path.join(minimal, 'dist')), ['.rsbuild/rsbuild.config.mjs', '.rsbuild/rspack.config.web.mjs']);
  });
});

describe('Debug mode › Turn on debug mode', () => {
  test("DEBUG='vite, rsbuild', with a space after the comma, does not turn debug mode on", async () => {
    const dir = makeProject({ 'src/index.js': "console.log('space');\n" }, 'debug-space');
    const result = await runCli(dir, ['inspect'], { env: { DEBUG: 'vite, rsbuild' } });
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /config inspection completed/);
    assert.doesNotMatch(result.output, /rsbuild \d\d:\d\d:\d\d /);
    // The file is not verbose either: debug mode is off.
    assert.ok(readText(dir, 'dist/.rsbuild/rspack.config.web.mjs').includes('/* omitted long function */'));
  });
});

describe('Debug mode › Read the Rspack config (js rule)', () => {
  test('the js rule has include by default and exclude only once source.exclude is set', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('js rule');\n" }, 'debug-js-rule');
    const jsRule = async (exclude?: RegExp[]) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', logLevel: 'error', source: exclude ? { exclude } : {} } });
      const { bundlerConfigs } = await rsbuild.inspectConfig();
      const start = bundlerConfigs[0].indexOf("/* config.module.rule('js') */");
      assert.ok(start >= 0);
      return bundlerConfigs[0].slice(start, bundlerConfigs[0].indexOf("/* config.module.rule('js').use('swc') */", start));
    };
    const plain = await jsRule();
    assert.match(plain, /\n\s+include: \[/);
    assert.doesNotMatch(plain, /exclude:/);
    assert.match(await jsRule([/legacy/]), /\n\s+exclude: \[\n\s+\/legacy\//);
  });
});

describe("Debug mode › Debug a plugin's effect (logger)", () => {
  test("api.logger is the logger that @rsbuild/core exports", async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    let same: boolean | undefined;
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'debug-logger'),
      rsbuildConfig: { logLevel: 'error', plugins: [{ name: 'my:logger', setup: (api) => void (same = api.logger === logger) }] },
    });
    await rsbuild.initConfigs();
    assert.equal(same, true);
  });
});

describe('Debug mode › the code samples', () => {
  test('plugins/pluginBanner.ts and the rsbuild.config.ts that imports it type-check as written, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const files = {
        'plugins/pluginBanner.ts': pageSamples('guide/debug/debug-mode', lang, 'plugins/pluginBanner.ts')[0],
        'rsbuild.config.ts': pageSamples('guide/debug/debug-mode', lang)[0],
      };
      assert.ok(files['plugins/pluginBanner.ts'] && files['rsbuild.config.ts'], lang);
      assert.deepEqual(typeCheckProject(ts, files, `debug-mode-samples-${lang}`), [], lang);
    }
  });

  test('node scripts/inspect.mjs, as written, prints the message of writeToDisk, then false and the first 200 characters after export default', async () => {
    const text = pageText('guide/debug/debug-mode', 'en');
    const script = /```js title="scripts\/inspect\.mjs"\n([\s\S]*?)```/.exec(text)?.[1];
    assert.ok(script);
    const dir = makeProject({ 'src/index.js': "console.log('script');\n", 'scripts/inspect.mjs': script }, 'debug-inspect-script');
    const env = { ...process.env };
    delete env.NODE_ENV;
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['scripts/inspect.mjs'], { cwd: dir, env, timeout: CLI_TIMEOUT_MS }, (error, out) => (error ? reject(error) : resolve(out))),
    );
    const file = readText(dir, 'dist/inspect/rspack.config.web.mjs');
    assert.ok(file.startsWith('export default '));
    // writeToDisk prints the CLI's message first.
    assert.equal(
      stdout.replace(/[ \t]+$/gm, ''),
      `success config inspection completed, generated files:\n\n  - Rsbuild config: ${dir}/dist/inspect/rsbuild.config.mjs\n  - Rspack Config (web): ${dir}/dist/inspect/rspack.config.web.mjs\n\nfalse\n${file.slice('export default '.length, 'export default '.length + 200).replace(/[ \t]+$/gm, '')}\n`,
    );
    assert.doesNotMatch(file, /omitted long function/);
  });
});

describe('Debug mode › Inspect the config with rsbuild inspect (--verbose)', () => {
  test('without --verbose a function longer than 100 characters is omitted and a shorter one kept; rsbuild inspect --verbose prints both in full', async () => {
    const long = `() => ({ title: 'a title long enough to pass the limit of one hundred characters, counted in full' })`;
    const short = `() => ({ title: 'a short one' })`;
    assert.ok(long.length > 100 && short.length < 100);
    const dir = makeProject({ 'src/index.js': "console.log('verbose');\n", 'rsbuild.config.mjs': `export default { html: { templateParameters: ${long}, tags: ${short} } };\n` }, 'debug-verbose');
    const [plain, verbose] = await Promise.all([runCli(dir, ['inspect', '--output', 'plain']), runCli(dir, ['inspect', '--verbose', '--output', 'verbose'])]);
    assert.equal(plain.code, 0, plain.output);
    assert.equal(verbose.code, 0, verbose.output);
    const plainConfig = readText(dir, 'dist/plain/rsbuild.config.mjs');
    assert.ok(plainConfig.includes('templateParameters: function () { /* omitted long function */ }'), plainConfig);
    assert.ok(plainConfig.includes(`tags: ${short}`), plainConfig);
    const verboseConfig = readText(dir, 'dist/verbose/rsbuild.config.mjs');
    assert.ok(verboseConfig.includes(`templateParameters: ${long}`), verboseConfig);
    assert.ok(verboseConfig.includes(`tags: ${short}`), verboseConfig);
  });
});

describe('Debug mode › Inspect the config with rsbuild inspect (--env-mode)', () => {
  test('rsbuild inspect --env-mode staging loads .env.staging, as the other commands do', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('env mode');\n", '.env': 'PUBLIC_STAGE=from-plain\n', '.env.staging': 'PUBLIC_STAGE=from-staging\n' }, 'debug-env-mode');
    const [staging, plain] = await Promise.all([runCli(dir, ['inspect', '--env-mode', 'staging', '--output', 'staging']), runCli(dir, ['inspect', '--output', 'plain'])]);
    assert.equal(staging.code, 0, staging.output);
    assert.equal(plain.code, 0, plain.output);
    assert.ok(readText(dir, 'dist/staging/rsbuild.config.mjs').includes(`'process.env.PUBLIC_STAGE': '"from-staging"'`));
    assert.ok(readText(dir, 'dist/plain/rsbuild.config.mjs').includes(`'process.env.PUBLIC_STAGE': '"from-plain"'`));
  });
});

describe('Debug mode › What debug mode changes (log level)', () => {
  test('in debug mode neither logLevel nor --log-level quiets the terminal; logLevel still sets dev.client.logLevel', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('log level');\n", 'rsbuild.config.mjs': "export default { logLevel: 'error' };\n" }, 'debug-log-level');
    const [debug, plain] = await Promise.all([
      runCli(dir, ['inspect', '--log-level', 'error', '--output', 'debug'], { env: { DEBUG: 'rsbuild' } }),
      runCli(dir, ['inspect', '--log-level', 'error', '--output', 'plain'], { env: { DEBUG: '' } }),
    ]);
    assert.equal(debug.code, 0, debug.output);
    assert.equal(plain.code, 0, plain.output);
    assert.match(debug.output, /rsbuild \d\d:\d\d:\d\d applied modifyRspackConfig hook/);
    assert.match(debug.output, /success config inspection completed, generated files:/);
    // Outside debug mode, --log-level error hides both.
    assert.doesNotMatch(plain.output, /applied modifyRspackConfig hook|config inspection completed/);
    // The browser side: dev.client.logLevel defaults to logLevel, debug mode or not.
    assert.match(readText(dir, 'dist/debug/rsbuild.config.mjs'), /\n {2}dev: \{[\s\S]*?\n {4}client: \{[^}]*\n {6}logLevel: 'error'/);
  });
});

describe('Debug mode › Use the JavaScript API (NODE_ENV left behind)', () => {
  test("inspectConfig() without mode sets an unset NODE_ENV to 'development' afterwards, so a second instance gets the development config", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('second');\n" }, 'debug-api-second');
    const saved = process.env.NODE_ENV;
    try {
      delete process.env.NODE_ENV;
      const first = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'error' } });
      assert.equal((await first.inspectConfig()).origin.bundlerConfigs[0].mode, 'none');
      assert.equal(process.env.NODE_ENV, 'development');
      const second = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'error' } });
      assert.equal((await second.inspectConfig()).origin.bundlerConfigs[0].mode, 'development');
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
  });
});

describe('Debug mode › Turn on debug mode (cross-env on Windows)', () => {
  // Checked by hand on 2026-12-05 and 2026-12-06 (the registry is not reached from tests): npm view
  // gives cross-env 10.1.0 with engines.node '>=20' and the bins cross-env and cross-env-shell, and
  // no release between 7.0.3 and 10.0.0; 7.0.3 declares '>=10.14'. This machine's registry lacks
  // some newest releases, so the page names only the version it was checked with. With either one installed as a development dependency,
  // `npx cross-env DEBUG=rsbuild rsbuild build` and a package.json script
  // `cross-env DEBUG=rsbuild rsbuild build` printed the debug lines of 1.7.6; typed bare in a shell,
  // `cross-env` was not found.
  test('@rsbuild/core 1.7.6 supports Node.js 18.12.0 and later and installs its CLI as the rsbuild bin, which npx and package.json scripts find', () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'tools/rsbuild-v1/node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(manifest.version, '1.7.6');
    assert.deepEqual(manifest.engines, { node: '>=18.12.0' });
    assert.equal(manifest.bin.rsbuild, './bin/rsbuild.js');
  });

  test('the page names the cross-env version it was checked with, not a "latest release"', () => {
    const en = pageText('guide/debug/debug-mode', 'en');
    const zh = pageText('guide/debug/debug-mode', 'zh');
    assert.ok(en.includes('This page was checked with cross-env 10.1.0, which requires Node.js 20 or later'));
    assert.ok(zh.includes('本文基于 cross-env 10.1.0 验证，该版本要求 Node.js 20 及以上'));
    assert.ok(!en.includes('the latest release at the time of writing'));
    assert.ok(!zh.includes('撰写本文时 cross-env 的最新版本'));
  });
});

describe('Debug mode › What debug mode changes (no config file)', () => {
  test('a project without a config file gets the line "no config file found." instead of "configuration loaded from"', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('no config');\n" }, 'debug-no-config');
    const result = await runCli(dir, ['inspect'], { env: { DEBUG: 'rsbuild' } });
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /\n {2}rsbuild \d\d:\d\d:\d\d no config file found\.\n {2}rsbuild \d\d:\d\d:\d\d registering default plugins\n/);
    assert.doesNotMatch(result.output, /configuration loaded from/);
  });
});

describe('Debug mode › What debug mode changes (warnings)', () => {
  test('a warning gets its import trace only in debug mode (an error gets one either way: see "import traces are printed in full in debug mode")', async () => {
    // src/b.js, imported through src/a.js, requires an expression: Rspack warns.
    const files = { 'src/index.js': "import './a.js';\n", 'src/a.js': "import './b.js';\n", 'src/b.js': 'const name = String(Math.random());\nrequire(name);\n' };
    const [debug, plain] = await Promise.all([
      runCli(makeProject(files, 'debug-warning-trace'), ['build'], { env: { DEBUG: 'rsbuild' } }),
      runCli(makeProject(files, 'debug-warning-trace-plain'), ['build'], { env: { DEBUG: '' } }),
    ]);
    for (const run of [debug, plain]) {
      assert.equal(run.code, 0, run.output);
      assert.ok(run.output.includes('warn    Build warning: \nFile: ./src/b.js:2:1-13\n  ⚠ Critical dependency: the request of a dependency is an expression\n'), run.output);
    }
    assert.ok(debug.output.includes('\nImport traces (entry → warning):\n  ./src/index.js\n  ./src/a.js\n  ./src/b.js ×\n'), debug.output);
    assert.doesNotMatch(plain.output, /Import traces/);
  });
});

describe('Debug mode › Inspect the config with rsbuild inspect (NODE_ENV test)', () => {
  test('with NODE_ENV=test in the shell, a plain rsbuild inspect shows the config of mode none', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('node env test');\n" }, 'debug-inspect-node-env-test');
    const result = await runCli(dir, ['inspect'], { env: { NODE_ENV: 'test' } });
    assert.equal(result.code, 0, result.output);
    assert.match(readText(dir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'none',$/m);
  });
});

// Two environments whose output folders are siblings: .rsbuild goes into their nearest common
// folder, here the project root, and so does a relative --output / outputPath.
describe('Debug mode › What debug mode changes (several output folders)', () => {
  test('with the output folders dist-web and dist-node, debug mode writes .rsbuild in the project root, a relative outputPath lands there too, and the next build empties it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('two folders');\n" }, 'debug-two-dists');
    const config = {
      mode: 'production' as const,
      environments: {
        web: { output: { distPath: { root: 'dist-web' } } },
        node: { output: { target: 'node' as const, distPath: { root: 'dist-node' } } },
      },
    };
    await withEnv('DEBUG', 'rsbuild', () => withNodeEnv(undefined, () => buildProject(dir, config)));
    assert.deepEqual(listFiles(path.join(dir, '.rsbuild')), ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
    assert.ok(existsSync(path.join(dir, 'dist-web/index.html')));
    assert.deepEqual([existsSync(path.join(dir, 'dist-web/.rsbuild')), existsSync(path.join(dir, 'dist-node/.rsbuild'))], [false, false]);

    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'error' } });
    await rsbuild.inspectConfig({ writeToDisk: true, outputPath: 'inspect-prod' });
    assert.deepEqual(listFiles(path.join(dir, 'inspect-prod')), ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);

    await withNodeEnv(undefined, () => buildProject(dir, config));
    assert.deepEqual(listFiles(path.join(dir, '.rsbuild')), []);
    assert.ok(existsSync(path.join(dir, 'dist-web/index.html')));
  });

  test('the page says where .rsbuild goes with several output folders, and that --output is resolved from there', () => {
    const en = pageText('guide/debug/debug-mode', 'en');
    const zh = pageText('guide/debug/debug-mode', 'zh');
    assert.ok(en.includes('but `.rsbuild/` in the project root for `dist-web` and `dist-node`'));
    assert.ok(zh.includes('为 `dist-web` 和 `dist-node` 时则是项目根目录下的 `.rsbuild/`'));
    assert.ok(en.includes('A relative path is resolved in the folder that holds `.rsbuild`'));
    assert.ok(zh.includes('相对路径基于 `.rsbuild` 所在的目录解析'));
    assert.ok(!en.includes('A relative path is resolved inside the output folder'));
    assert.ok(!zh.includes('相对路径会在产物目录内解析'));
    assert.ok(en.includes('The next `rsbuild build` deletes the files in `.rsbuild`, also when that folder lies in the project root'));
    assert.ok(zh.includes('下一次执行 `rsbuild build` 时，`.rsbuild` 中的文件会被删除，即使它位于项目根目录下也是如此'));
  });
});
