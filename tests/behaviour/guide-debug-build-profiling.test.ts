// guide/debug/build-profiling: RSPACK_PROFILE traces (Perfetto file, logger layer, dev server,
// commands that do not trace), node --cpu-prof and performance.profile, with the 1.7.6 CLI.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { type CliResult, freePort, listFiles, makeProject, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withNodeEnv, writeUntilServed } from './harness';

const source = { 'src/index.js': "import './style.css';\nconsole.log('profile');\n", 'src/style.css': '.profile { color: red; }\n' };
// The project sits in app/ and is built from the folder above it with --root app, so that a
// relative RSPACK_TRACE_OUTPUT shows where it is resolved from.
const dir = makeProject(
  Object.fromEntries(Object.entries({ ...source, 'rsbuild.config.mjs': 'export default { performance: { profile: true } };\n' }).map(([file, text]) => [`app/${file}`, text])),
  'build-profiling',
);
const appDir = path.join(dir, 'app');
const loggerDir = makeProject(source, 'build-profiling-logger');
// The CPU-profile project bundles and minifies react-dom, so that most of the build is Rust work.
// Its config burns CPU in a named function while it loads, and registers @rsbuild/plugin-type-check
// (its type error a warning, so the build succeeds) to show where the type check's time goes.
const cpuDir = makeProject(
  {
    ...source,
    'src/index.js': "import { createRoot } from 'react-dom/client';\nimport './style.css';\nconsole.log(createRoot);\n",
    'src/check.ts': "export const checked: number = 'not a number';\n",
    'tsconfig.json': '{ "compilerOptions": { "strict": true, "skipLibCheck": true, "types": [], "noEmit": true }, "include": ["src/check.ts"] }\n',
    'rsbuild.config.mjs': [
      "import { pluginTypeCheck } from '@rsbuild/plugin-type-check';",
      'function slowConfigStep() {',
      '  let sum = 0;',
      '  for (let i = 0; i < 5e7; i++) sum += i % 7;',
      '  return sum;',
      '}',
      'slowConfigStep();',
      "export default { plugins: [pluginTypeCheck({ tsCheckerOptions: { issue: { defaultSeverity: 'warning' } } })] };",
      '',
    ].join('\n'),
  },
  'build-profiling-cpu',
);
// The dev-server project sits in app/ too: the server is started from the folder above with
// --root app, so that the default trace folder shows it belongs to the project root.
const devParent = makeProject(Object.fromEntries(Object.entries(source).map(([file, text]) => [`app/${file}`, text])), 'build-profiling-dev');
const devDir = path.join(devParent, 'app');
let build: CliResult;
let logger: CliResult;
let inspect: CliResult;
let badLayer: CliResult;
let filtered: CliResult;
let allLevel: CliResult;
let cpu: { code: number | null; output: string };
let dev: ReturnType<typeof startCli> | undefined;
let watch: ReturnType<typeof startCli> | undefined;
// A one-off build through the JS API, in a script of its own: the path is printed when its process exits.
// It has two environments that share dist, both with performance.profile (the stats file of each goes to dist/stats.json).
const apiDir = makeProject(
  {
    ...source,
    'build.mjs': [
      "import { createRsbuild } from '@rsbuild/core';",
      "const rsbuildConfig = { performance: { profile: true }, environments: { web: {}, node: { output: { target: 'node' } } } };",
      'const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig });',
      'await rsbuild.build();',
      "console.log('build() resolved');",
      '',
    ].join('\n'),
  },
  'build-profiling-api',
);
const watchDir = makeProject(source, 'build-profiling-watch');
let api: { code: number | null; output: string };
// A dev server through the JS API: createDevServer() (which startDevServer() calls as well), closed
// once its first compilation is done, so that the process exits on its own.
const apiDevDir = makeProject(
  {
    ...source,
    'dev.mjs': [
      "import { createRsbuild } from '@rsbuild/core';",
      'const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { server: { port: Number(process.env.PORT) } } });',
      'const compiled = new Promise((resolve) => rsbuild.onDevCompileDone(resolve));',
      'const server = await rsbuild.createDevServer();',
      'await compiled;',
      'await server.close();',
      "console.log('server closed');",
      '',
    ].join('\n'),
  },
  'build-profiling-api-dev',
);
let apiDev: { code: number | null; output: string };

/** The page's command: the CLI run through node with --cpu-prof, RSPACK_PROFILE set as well. */
function runWithCpuProf(cwd: string): Promise<{ code: number | null; output: string }> {
  return runNode(cwd, ['--cpu-prof', '--cpu-prof-dir=./cpu-profiles', './node_modules/@rsbuild/core/bin/rsbuild.js', 'build']);
}

/** Runs node with `args` in `cwd`, RSPACK_PROFILE=OVERVIEW (and `extraEnv`) set and NODE_ENV unset. */
function runNode(cwd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', RSPACK_PROFILE: 'OVERVIEW', ...extraEnv };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, args, { cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

before(async () => {
  [build, logger, cpu, api, apiDev, [inspect, badLayer, filtered, allLevel]] = await Promise.all([
    runCli(dir, ['build', '--root', 'app'], { env: { RSPACK_PROFILE: 'OVERVIEW', RSPACK_TRACE_OUTPUT: './profiles/build.pftrace' } }),
    runCli(loggerDir, ['build'], { env: { RSPACK_PROFILE: 'OVERVIEW', RSPACK_TRACE_LAYER: 'logger' } }),
    runWithCpuProf(cpuDir),
    runNode(apiDir, ['build.mjs']),
    freePort().then((port) => runNode(apiDevDir, ['dev.mjs'], { PORT: String(port) })),
    (async () => [
      await runCli(devDir, ['inspect'], { env: { RSPACK_PROFILE: 'OVERVIEW' } }),
      await runCli(devDir, ['build'], { env: { RSPACK_PROFILE: 'OVERVIEW', RSPACK_TRACE_LAYER: 'chrome' } }),
      // Any other value is a tracing filter, lower-case 'overview' included: a filter for a target
      // named overview, so Rspack's info spans are gone.
      // The logger layer writes to the file RSPACK_TRACE_OUTPUT names instead of standard output.
      // --log-level warn (which sets the config's logLevel) hides the info line that names the file.
      await runCli(devDir, ['build', '--log-level', 'warn'], { env: { RSPACK_PROFILE: 'overview', RSPACK_TRACE_LAYER: 'logger', RSPACK_TRACE_OUTPUT: './events.log' } }),
      // ALL, printed as events, to compare with the OVERVIEW events of the same source in loggerDir;
      // RSPACK_TRACE_OUTPUT=stderr sends them to standard error.
      await runCli(devDir, ['build'], { env: { RSPACK_PROFILE: 'ALL', RSPACK_TRACE_LAYER: 'logger', RSPACK_TRACE_OUTPUT: 'stderr' } }),
    ])(),
  ]);
});
after(async () => {
  await dev?.stop();
  await watch?.stop();
});

const traceFolders = (root: string) => readdirSync(root).filter((name) => /^\.rspack-profile-\d+-\d+$/.test(name));

/** The one CPU profile that the --cpu-prof build wrote. */
function cpuProfile() {
  const [file] = listFiles(path.join(cpuDir, 'cpu-profiles'));
  return JSON.parse(readText(path.join(cpuDir, 'cpu-profiles'), file)) as {
    nodes: { id: number; callFrame: { functionName: string; url: string } }[];
    samples: number[];
    timeDeltas: number[];
  };
}

describe('Build profiling', () => {
  describe('Record a Rspack trace', () => {
    test('RSPACK_PROFILE=OVERVIEW needs no @rspack/cli: the build prints where the trace was saved, an absolute path by default', () => {
      assert.equal(build.code, 0, build.output);
      // RSPACK_TRACE_OUTPUT is printed as given.
      assert.ok(build.output.includes('info    profile file saved to ./profiles/build.pftrace'), build.output);
      const [folder] = traceFolders(cpuDir);
      assert.ok(cpu.output.includes(`info    profile file saved to ${path.join(cpuDir, folder, 'rspack.pftrace')}`), cpu.output);
    });

    test('RSPACK_TRACE_OUTPUT sets the trace file, resolved from the current directory (not the --root)', () => {
      assert.ok(existsSync(path.join(dir, 'profiles/build.pftrace')));
      assert.ok(!existsSync(path.join(appDir, 'profiles')));
      assert.deepEqual(traceFolders(dir), []);
      assert.deepEqual(traceFolders(appDir), []);
    });

    test('Rsbuild 1.7.6 depends on @rspack/core ~1.7.10', () => {
      const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
      assert.equal(pkg.version, '1.7.6');
      assert.equal(pkg.dependencies['@rspack/core'], '~1.7.10');
      assert.ok(!existsSync(path.join(rsbuildV1Dir, 'node_modules/@rspack/cli')), '@rspack/cli is not installed');
    });

    test('without RSPACK_TRACE_OUTPUT, the trace goes to <root>/.rspack-profile-<timestamp>-<pid>/rspack.pftrace', () => {
      assert.equal(cpu.code, 0, cpu.output);
      const folders = traceFolders(cpuDir);
      assert.equal(folders.length, 1, readdirSync(cpuDir).join(', '));
      assert.ok(existsSync(path.join(cpuDir, folders[0], 'rspack.pftrace')));
    });

    test("the JS API's rsbuild.build() records a trace too; the path is printed when the process exits, after build() has resolved", () => {
      assert.equal(api.code, 0, api.output);
      const [folder] = traceFolders(apiDir);
      const trace = path.join(apiDir, folder, 'rspack.pftrace');
      assert.ok(api.output.includes(`build() resolved\ninfo    profile file saved to ${trace}\n`), api.output);
      // A one-off build's trace gets the JavaScript CPU profile.
      assert.ok(readFileSync(trace).includes('ProfileChunk'));
    });

    test("the JS API's rsbuild.createDevServer() (and startDevServer(), which calls it) records a trace too", () => {
      assert.equal(apiDev.code, 0, apiDev.output);
      const folders = traceFolders(apiDevDir);
      assert.equal(folders.length, 1, readdirSync(apiDevDir).join(', '));
      const trace = path.join(apiDevDir, folders[0], 'rspack.pftrace');
      assert.ok(apiDev.output.includes(`server closed\ninfo    profile file saved to ${trace}\n`), apiDev.output);
      assert.ok(readFileSync(trace).includes('Main Phase'));
      assert.ok(readFileSync(trace).includes(path.join(apiDevDir, 'src/style.css')));
    });

    test('rsbuild build --watch prints the path only when stopped with Ctrl+C, and its trace has no JavaScript CPU profile', async () => {
      watch = startCli(watchDir, ['build', '--watch'], /ready\s+built in/, { env: { RSPACK_PROFILE: 'OVERVIEW' } });
      await watch.started;
      assert.ok(!watch.output().includes('profile file saved'), watch.output());
      await watch.signal('SIGINT');
      const [folder] = traceFolders(watchDir);
      const trace = path.join(watchDir, folder, 'rspack.pftrace');
      assert.ok(watch.output().includes(`info    profile file saved to ${trace}`), watch.output());
      assert.ok(readFileSync(trace).includes('Main Phase'));
      assert.ok(!readFileSync(trace).includes('ProfileChunk'));
    });

    test("with logLevel 'warn' the 'profile file saved to' line is not printed, but the trace is written; 'error' and 'silent' hide info lines too", async () => {
      assert.equal(filtered.code, 0, filtered.output);
      assert.ok(!filtered.output.includes('profile file saved'), filtered.output);
      assert.ok(!filtered.output.includes('built in'), filtered.output);
      assert.ok(readText(devDir, 'events.log').split('\n').some((line) => line.startsWith('{')));
      // The line goes through Rsbuild's logger at the info level; the levels above warn hide it as well.
      const { logger } = await rsbuildCore();
      const level = logger.level;
      const log = console.log;
      const printed: unknown[] = [];
      console.log = (...args: unknown[]) => void printed.push(args);
      try {
        for (const hiding of ['warn', 'error', 'silent'] as const) {
          logger.level = hiding;
          logger.info('profile file saved to ./t.pftrace');
        }
        logger.level = 'info';
        logger.info('profile file saved to ./t.pftrace');
      } finally {
        console.log = log;
        logger.level = level;
      }
      assert.equal(printed.length, 1);
      for (const [lang, text] of [
        ['en', "This line, like the other `profile file saved to` lines on this page, is logged at the `info` level: with [logLevel](/config/log-level) (or `--log-level`) set to `'warn'`, `'error'` or `'silent'`, it is not printed, but the trace is written all the same."],
        ['zh', "这一行和本页提到的其他 `profile file saved to` 行一样，都以 `info` 级别输出：如果把 [logLevel](/config/log-level)（或 `--log-level`）设为 `'warn'`、`'error'` 或 `'silent'`，这一行就不会输出，但 trace 文件照常写出。"],
      ] as const) {
        assert.ok(pageText('guide/debug/build-profiling', lang).includes(text), lang);
      }
    });

    // Source only: the webpack provider (@rsbuild/webpack) is not installed here. In @rsbuild/core
    // 1.7.6 (dist/131.js), the setup of the rsbuild:rspack-profile plugin starts with
    // "if ('webpack' === api.context.bundlerType) return;", before it reads RSPACK_PROFILE.
    test('the page says the trace support is for Rspack only: the webpack provider records nothing', () => {
      const dist = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
      assert.match(dist, /name: 'rsbuild:rspack-profile',\s+setup \(api\) \{\s+let traceOutput;\s+if \('webpack' === api\.context\.bundlerType\) return;\s+let \{ RSPACK_PROFILE \} = process\.env;/);
      assert.ok(pageText('guide/debug/build-profiling', 'en').includes('The support is built into Rsbuild when it bundles with Rspack, the default (with the webpack provider, `@rsbuild/webpack`, it records nothing): it reads the variable itself'));
      assert.ok(pageText('guide/debug/build-profiling', 'zh').includes('使用 Rspack 打包（默认情况）时，这项支持是 Rsbuild 内置的（使用 webpack provider，即 `@rsbuild/webpack` 时不会记录任何内容）：它自己读取环境变量'));
    });

    test('rsbuild inspect records no trace', () => {
      assert.equal(inspect.code, 0, inspect.output);
      assert.ok(!inspect.output.includes('profile file saved'), inspect.output);
      assert.deepEqual(traceFolders(devDir), []);
    });

    test("another RSPACK_PROFILE value is passed to Rspack as a tracing filter; the names are case-sensitive, so 'overview' records no Rspack span and Rspack warns", () => {
      assert.equal(filtered.code, 0, filtered.output);
      assert.ok(filtered.output.includes('warning: some trace filter directives would enable traces that are disabled statically'), filtered.output);
      assert.ok(filtered.output.includes('`overview=trace` would enable the TRACE level for the `overview` target'), filtered.output);
      const events = readText(devDir, 'events.log').split('\n').filter((line) => line.startsWith('{'));
      assert.ok(events.length > 0);
      assert.ok(!events.some((line) => JSON.parse(line).level === 'INFO'), events.slice(0, 3).join('\n'));
      // What is left are the spans of the JavaScript plugin hooks.
      assert.deepEqual([...new Set(events.map((line) => JSON.parse(line).target))], ['javascript']);
      assert.ok(pageText('guide/debug/build-profiling', 'en').includes('Use `OVERVIEW`, in capitals: the names are case-sensitive, and `RSPACK_PROFILE=overview` is passed on as a filter'));
      assert.ok(pageText('guide/debug/build-profiling', 'zh').includes('使用 `OVERVIEW` 即可，注意要大写：取值区分大小写，`RSPACK_PROFILE=overview` 会被当作'));
      // The same build with OVERVIEW (the info level) has INFO events.
      assert.ok(logger.stdout.split('\n').some((line) => line.startsWith('{') && JSON.parse(line).level === 'INFO'));
    });

    test('ALL records the same spans as OVERVIEW: nothing below the info level reaches the trace', () => {
      assert.equal(allLevel.code, 0, allLevel.output);
      // Each event as its level, its side (Rust or the JavaScript hooks) and its span, counted.
      const spans = (text: string) =>
        text
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line))
          .map((event) => `${event.level} ${event.target === 'javascript' ? 'js' : 'rust'} ${event.span?.name ?? '-'}`)
          .sort();
      // The last events before the process exits may not reach the pipe, so the two runs are
      // compared by what ALL could add (Rust spans below info), not event by event.
      const overview = spans(logger.stdout);
      const all = spans(allLevel.stderr);
      assert.ok(overview.length > 100, String(overview.length));
      assert.ok(all.length > 100, String(all.length));
      assert.deepEqual(all.filter((line) => /^(TRACE|DEBUG) rust /.test(line)), []);
      assert.deepEqual(overview.filter((line) => /^(TRACE|DEBUG) rust /.test(line)), []);
      // On a busy machine some events never reach the output (seen on CI, even the module graph's
      // span), so which spans arrive varies from run to run: both must share a Rust info span.
      assert.ok(all.some((line) => line.startsWith('INFO rust ') && overview.includes(line)), 'a Rust info span in both runs');
    });

    test('an unknown RSPACK_TRACE_LAYER stops rsbuild build with exit code 1: "Failed to build." then "unsupported trace layer: chrome" and a stack trace', () => {
      assert.equal(badLayer.code, 1, badLayer.output);
      assert.ok(badLayer.output.includes('\nerror   Failed to build.\nerror   unsupported trace layer: chrome\n    at '), badLayer.output);
    });

    test('an unknown RSPACK_TRACE_LAYER stops rsbuild dev with exit code 1: "Failed to start dev server." then "unsupported trace layer: chrome" and a stack trace', async () => {
      const badDev = await runCli(devDir, ['dev', '--port', String(await freePort())], { env: { RSPACK_PROFILE: 'OVERVIEW', RSPACK_TRACE_LAYER: 'chrome' }, timeoutMs: 60_000 });
      assert.equal(badDev.code, 1, badDev.output);
      assert.ok(badDev.output.includes('\nerror   Failed to start dev server.\nerror   unsupported trace layer: chrome\n    at '), badDev.output);
      assert.ok(!badDev.output.includes('Failed to build.'), badDev.output);
    });

    test('with the dev server the trace fills while it runs; Ctrl+C prints the path; no JavaScript CPU profile is added; the default folder is in the --root project, not the current directory', async () => {
      const port = await freePort();
      dev = startCli(devParent, ['dev', '--root', 'app', '--port', String(port)], /ready\s+built in/, { env: { RSPACK_PROFILE: 'OVERVIEW' } });
      await dev.started;
      const trace = await waitFor('the dev trace to hold the Main Phase track', () => {
        const [folder] = traceFolders(devDir);
        const file = folder && path.join(devDir, folder, 'rspack.pftrace');
        return file && existsSync(file) && readFileSync(file).includes('Main Phase') ? file : '';
      });
      assert.ok(!dev.output().includes('profile file saved'));
      await dev.signal('SIGINT');
      assert.ok(dev.output().includes(`profile file saved to ${trace}`), dev.output());
      assert.ok(!readFileSync(trace).includes('ProfileChunk'));
      assert.deepEqual(traceFolders(devParent), []);
    });

    test('after a restart of the dev server, Ctrl+C prints one path per start: the first file holds the builds after the restart too, the later folder stays empty', async () => {
      const port = await freePort();
      // A server of its own: the config gains a second entry, src/other.js, which only the restarted server builds.
      const restartDir = makeProject({ ...source, 'src/other.js': "console.log('other');\n", 'rsbuild.config.mjs': 'export default {};\n' }, 'build-profiling-restart');
      const server = startCli(restartDir, ['dev', '--port', String(port)], /ready\s+built in/, { env: { RSPACK_PROFILE: 'OVERVIEW' } });
      try {
        await server.started;
        const builds = () => server.output().match(/ready\s+built in/g)?.length ?? 0;
        await writeUntilServed(restartDir, 'rsbuild.config.mjs', "export default { source: { entry: { index: './src/index.js', other: './src/other.js' } } };", {
          compiles: builds,
          served: async () => {
            const [, after] = server.output().split('restarting server as rsbuild.config.mjs changed');
            return after !== undefined && /ready\s+built in/.test(after);
          },
        });
        await server.signal('SIGINT');
      } finally {
        await server.stop();
      }
      const saved = [...server.output().matchAll(/info {4}profile file saved to (\S+)/g)].map((match) => match[1]);
      assert.equal(saved.length, 2, server.output());
      const [first, second] = saved;
      assert.equal(path.dirname(path.dirname(first)), restartDir);
      assert.ok(readFileSync(first).includes(path.join(restartDir, 'src/other.js')), 'the first trace holds the build after the restart');
      assert.notEqual(path.dirname(second), path.dirname(first));
      assert.match(path.basename(path.dirname(second)), /^\.rspack-profile-\d+-\d+$/);
      assert.deepEqual(readdirSync(path.dirname(second)), []);
    });
  });

  describe('Open the trace in Perfetto', () => {
    test('the trace holds the Main Phase, Plugin Analysis and Module Build tracks, the phases, plugin and loader spans and a JavaScript CPU profile', () => {
      const trace = readFileSync(path.join(dir, 'profiles/build.pftrace'));
      for (const text of [
        'Main Phase',
        'Plugin Analysis',
        'Module Build',
        'Compiler:build',
        'Compiler:compile',
        'Compilation:build_module_graph',
        'Compilation:code_generation',
        'Compilation:process_assets',
        'SwcJsMinimizerRspackPlugin',
        'PluginCssExtract',
        'NormalModule:run_loaders',
        path.join(appDir, 'src/style.css'),
        'ProfileChunk',
        'disabled-by-default-v8.cpu_profiler',
      ]) {
        assert.ok(trace.includes(text), text);
      }
    });
  });

  describe('Open the trace in Perfetto (modules and loaders)', () => {
    test('Module Build has a NormalModule:build slice with the resource and module.loaders (JavaScript loaders by path); Loader Analysis has tracks for the built-in loaders only', () => {
      const trace = readFileSync(path.join(dir, 'profiles/build.pftrace')).toString('latin1');
      assert.ok(trace.includes('NormalModule:build'));
      assert.ok(trace.includes('module.loaders'));
      // Module Build is a track of the Rspack Build Detail group (the perfetto fields of the logger layer's events).
      assert.ok(trace.includes('Rspack Build Detail'));
      const moduleBuild = logger.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line).span)
        .find((span) => span?.['perfetto.track_name'] === 'Module Build');
      assert.equal(moduleBuild?.['perfetto.process_name'], 'Rspack Build Detail');
      assert.equal(moduleBuild?.name, 'NormalModule:build');
      // The loaders of style.css, css-loader among them by its path.
      assert.match(trace, /\["[^"\]]*cssExtractLoader\.js", "[^"\]]*[\\/]compiled[\\/]css-loader[\\/]index\.js\?\?[^"]*", "builtin:lightningcss-loader\?\?[^"]*"\]/);
      assert.ok(trace.includes('Loader Analysis'));
      // Track names of the Loader Analysis process: loader:<name>, not the loader runner's run_loader:<step> spans.
      const tracks = [...new Set([...trace.matchAll(/(?<![a-z_])loader:([a-z-]+)/g)].map((match) => match[1]))].sort();
      assert.deepEqual(tracks, ['builtin-swc', 'lightningcss']);
      // NormalModule:run_loaders runs inside NormalModule:build (the parents of the logger layer's events).
      const parents = logger.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => ((JSON.parse(line).spans ?? []) as { name?: string }[]).map((span) => span.name));
      assert.ok(parents.some((names) => names.includes('NormalModule:build') && names[names.indexOf('NormalModule:build') + 1] === 'NormalModule:run_loaders'));
    });
  });

  describe('Print events instead', () => {
    test('RSPACK_TRACE_LAYER=logger prints JSON lines with timestamp, level, span name and busy time among the log lines', () => {
      assert.equal(logger.code, 0, logger.output);
      const events = logger.stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
      // Which spans arrive varies when the machine is busy (see above): any Rust close event shows the form.
      const closed = events.find((event) => event.target !== 'javascript' && typeof event.span?.name === 'string' && event.fields?.message === 'close');
      assert.ok(closed, 'a close event of a span');
      assert.match(closed.timestamp, /^\d{4}-\d\d-\d\dT/);
      assert.equal(closed.level, 'INFO');
      assert.equal(typeof closed.fields['time.busy'], 'string');
      assert.ok(logger.stdout.includes('ready   built in'));
      assert.ok(logger.stdout.includes('info    profile file saved to stdout'), logger.output);
      assert.deepEqual(traceFolders(loggerDir), []);
    });

    test("the first two lines hold Rspack's version and the compiler options, with no span; nearly all the others close a span", () => {
      const events = logger.stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
      const [version, options] = events;
      assert.match(version.fields.version, /^1\.7\.\d+$/);
      assert.equal(version.span, undefined);
      assert.match(options.fields.options, /^RawOptions \{ name: Some\("web"\), mode: Some\("production"\)/);
      assert.equal(options.span, undefined);
      const closing = events.filter((event) => event.span?.name && event.fields?.message === 'close' && typeof event.fields['time.busy'] === 'string');
      assert.ok(closing.length >= events.length * 0.8, `${closing.length} of ${events.length}`);
    });

    test('with the logger layer, RSPACK_TRACE_OUTPUT=stderr writes the JSON lines to standard error, not to a file', () => {
      assert.equal(allLevel.code, 0, allLevel.output);
      assert.ok(allLevel.stderr.split('\n').filter((line) => line.startsWith('{')).length > 100, allLevel.stderr.slice(0, 500));
      assert.ok(!allLevel.stdout.split('\n').some((line) => line.startsWith('{')), allLevel.stdout);
      assert.ok(allLevel.stdout.includes('info    profile file saved to stderr'), allLevel.stdout);
      assert.ok(!existsSync(path.join(devDir, 'stderr')));
    });

    test('with RSPACK_TRACE_OUTPUT set, the logger layer writes the JSON lines to that file, not to standard output', () => {
      assert.equal(filtered.code, 0, filtered.output);
      assert.ok(!filtered.stdout.split('\n').some((line) => line.startsWith('{')), filtered.stdout);
      const first = JSON.parse(readText(devDir, 'events.log').split('\n')[0]);
      assert.match(first.timestamp, /^\d{4}-\d\d-\d\dT/);
    });
  });

  describe('Profile the JavaScript side with node --cpu-prof', () => {
    test('the folder gets a CPU.<date>.<time>.<pid>.0.001.cpuprofile file', () => {
      const files = listFiles(path.join(cpuDir, 'cpu-profiles'));
      assert.equal(files.length, 1, files.join(', '));
      assert.match(files[0], /^CPU\.\d{8}\.\d{6}\.\d+\.0\.001\.cpuprofile$/);
    });

    test("Rspack's Rust work shows as (idle): it takes more self time than any JavaScript function", () => {
      const profile = cpuProfile();
      const selfTime = new Map<number, number>();
      profile.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
      const byFunction = new Map<string, number>();
      for (const node of profile.nodes) {
        const name = `${node.callFrame.functionName} ${node.callFrame.url}`;
        byFunction.set(name, (byFunction.get(name) ?? 0) + (selfTime.get(node.id) ?? 0));
      }
      const ranked = [...byFunction].sort((a, b) => b[1] - a[1]);
      assert.equal(ranked[0][0], '(idle) ', ranked.slice(0, 5).map(([name, time]) => `${name}: ${time}`).join('\n'));
    });

    test('Sass is compiled outside Node.js: @rsbuild/plugin-sass uses sass-embedded, whose compiler is the Dart Sass executable', async () => {
      const { createRsbuild } = await rsbuildCore();
      const { pluginSass } = await plugin('@rsbuild/plugin-sass');
      const rsbuild = await createRsbuild({ cwd: devDir, config: { logLevel: 'silent', plugins: [pluginSass()] } });
      const [config] = await rsbuild.initConfigs();
      const uses = JSON.stringify(config.module?.rules ?? [], (_key, value) => (value instanceof RegExp ? String(value) : value));
      const implementation = /"implementation":"([^"]+)"/.exec(uses)?.[1] ?? '';
      assert.match(implementation, /[\\/]sass-embedded[\\/]/);
      const { compilerCommand } = createRequire(implementation)('./src/compiler-path.js') as { compilerCommand: string[] };
      assert.match(compilerCommand[0], /[\\/]dart-sass[\\/]src[\\/]dart$/);
    });
  });

  describe('Time every module with performance.profile', () => {
    test('performance.profile prints the stats line and writes dist/stats.json whose modules have total, resolving and building', () => {
      // The whole line, as the page quotes it: no log prefix.
      assert.ok(build.output.includes(`\nWebpack Bundle Analyzer saved stats file to ${path.join(appDir, 'dist/stats.json')}\n`), build.output);
      const stats = JSON.parse(readText(path.join(appDir, 'dist'), 'stats.json'));
      const index = stats.modules.find((mod: { name: string }) => mod.name === './src/index.js');
      assert.deepEqual(Object.keys(index.profile).sort(), ['building', 'resolving', 'total']);
      for (const key of ['building', 'resolving', 'total']) assert.equal(typeof index.profile[key], 'number');
      assert.deepEqual(Object.keys(stats.modules.find((mod: { name: string }) => mod.name === './src/style.css').profile).sort(), ['building', 'resolving', 'total']);
    });

    test("performance.profile turns on Rspack's profile option", async () => {
      const { createRsbuild } = await rsbuildCore();
      const configs = async (profile: boolean) => {
        const rsbuild = await createRsbuild({ cwd: devDir, config: { logLevel: 'silent', performance: { profile } } });
        return withNodeEnv(process.env.NODE_ENV, async () => (await rsbuild.initConfigs())[0]);
      };
      assert.equal((await configs(true)).profile, true);
      assert.equal((await configs(false)).profile, undefined);
    });

    test('runtime modules and concatenated modules have no profile', () => {
      const stats = JSON.parse(readText(path.join(appDir, 'dist'), 'stats.json'));
      const runtime = stats.modules.filter((mod: { name: string }) => mod.name.startsWith('webpack/runtime/'));
      assert.ok(runtime.length > 0);
      assert.ok(runtime.every((mod: { profile?: unknown }) => mod.profile === undefined));
      const concatenated = stats.modules.find((mod: { name: string }) => mod.name === './src/index.js + 1 modules');
      assert.ok(concatenated, stats.modules.map((mod: { name: string }) => mod.name).join(', '));
      assert.equal(concatenated.profile, undefined);
    });

    test('under rsbuild dev, performance.profile turns on dev.writeToDisk: stats.json and the other output files are written to dist', async () => {
      const { createRsbuild } = await rsbuildCore();
      const profiledDev = makeProject(source, 'build-profiling-dev-profile');
      await withNodeEnv('development', async () => {
        const rsbuild = await createRsbuild({ cwd: profiledDev, rsbuildConfig: { logLevel: 'silent', performance: { profile: true }, server: { port: await freePort() } } });
        const { server } = await rsbuild.startDevServer();
        try {
          assert.equal(rsbuild.getNormalizedConfig().dev.writeToDisk, true);
          await waitFor('dist/stats.json of the dev server', () => existsSync(path.join(profiledDev, 'dist/stats.json')));
        } finally {
          await server.close();
        }
      });
      const files = listFiles(path.join(profiledDev, 'dist'));
      for (const file of ['stats.json', 'index.html', 'static/js/index.js']) assert.ok(files.includes(file), files.join(', '));
    });

    test('two environments that share dist both write dist/stats.json: the line is printed twice and the file holds one environment, or is broken JSON', () => {
      assert.equal(api.code, 0, api.output);
      const line = `Webpack Bundle Analyzer saved stats file to ${path.join(apiDir, 'dist/stats.json')}\n`;
      assert.equal(api.output.split(line).length - 1, 2, api.output);
      // Both environments were built into dist: the web page and the node bundle.
      const files = listFiles(path.join(apiDir, 'dist'));
      for (const file of ['index.html', 'index.js', 'stats.json']) assert.ok(files.includes(file), files.join(', '));
      assert.deepEqual(files.filter((file) => file.endsWith('.json')), ['stats.json']);
      // The two writes run at once; when they overlap the file is not valid JSON (seen in about one run in six).
      let stats: { name?: string; children?: unknown } | undefined;
      try {
        stats = JSON.parse(readText(path.join(apiDir, 'dist'), 'stats.json'));
      } catch (error) {
        assert.ok(error instanceof SyntaxError, String(error));
      }
      if (stats) {
        assert.ok(stats.name === 'web' || stats.name === 'node', String(stats.name));
        assert.deepEqual(stats.children ?? [], []);
      }
      assert.ok(pageText('guide/debug/build-profiling', 'en').includes('each of them writes its own `stats.json` to the same path, at the same time: the line above is printed once per environment, and the file left on disk holds the modules of one environment only, or is not even valid JSON when the two writes overlap'));
      assert.ok(pageText('guide/debug/build-profiling', 'zh').includes('每个环境都会同时把自己的 `stats.json` 写到同一个路径：上面那行日志每个环境各输出一次，最后留在磁盘上的文件只包含其中一个环境的模块；如果两次写入恰好交错，文件甚至不是合法的 JSON'));
    });

    test('performance.profile inside one environment turns on the profile and the stats file of that environment only', async () => {
      const { createRsbuild } = await rsbuildCore();
      const rsbuild = await createRsbuild({
        cwd: devDir,
        config: { logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' }, performance: { profile: true } } } },
      });
      const configs = await withNodeEnv('production', async () => rsbuild.initConfigs());
      const analyzer = (config: (typeof configs)[number]) => (config.plugins ?? []).some((item) => item?.constructor.name === 'BundleAnalyzerPlugin');
      assert.deepEqual(
        configs.map((config) => [config.name, config.profile, analyzer(config)]),
        [
          ['web', undefined, false],
          ['node', true, true],
        ],
      );
    });

    test("the page's slowest-modules script prints a table of the modules", async () => {
      const script = `import { readFileSync } from 'node:fs';

const stats = JSON.parse(readFileSync('dist/stats.json', 'utf-8'));

const rows = stats.modules
  .filter((mod) => mod.profile)
  .map((mod) => ({
    module: mod.name,
    total: mod.profile.total,
    building: mod.profile.building,
    resolving: mod.profile.resolving,
  }))
  .sort((a, b) => b.total - a.total)
  .slice(0, 10);

console.table(rows);
`;
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(appDir, 'slowest-modules.mjs'), script);
      const output = await new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['slowest-modules.mjs'], { cwd: appDir });
        let text = '';
        child.stdout.on('data', (chunk) => (text += chunk));
        child.on('close', () => resolve(text));
      });
      assert.ok(output.includes('./src/index.js'), output);
      assert.match(output, /module.*total.*building.*resolving/);
    });
  });

  describe('Read the results', () => {
    test('the CPU profile names the functions of the config file; the type check runs in a child process that writes no profile', () => {
      assert.equal(cpu.code, 0, cpu.output);
      // The check ran: its error is printed, as a warning here.
      assert.match(cpu.output, /TS2322: Type 'string' is not assignable to type 'number'\./);
      const { nodes } = cpuProfile();
      assert.ok(nodes.some((node) => node.callFrame.functionName === 'slowConfigStep' && /\/rsbuild\.config\.mjs(\?|$)/.test(node.callFrame.url)));
      // TypeScript is loaded in the main process, but none of its checking runs there.
      const fromTypeScript = nodes.filter((node) => /[\\/]typescript[\\/]lib[\\/]typescript\.js$/.test(node.callFrame.url)).map((node) => node.callFrame.functionName);
      assert.ok(fromTypeScript.length > 0);
      assert.deepEqual(fromTypeScript.filter((name) => /check|Diagnostics|createProgram/i.test(name)), []);
      // And the folder holds only the main process's profile (the first test of --cpu-prof).
      assert.equal(listFiles(path.join(cpuDir, 'cpu-profiles')).length, 1);
    });

    test("performance.buildCache turns on Rspack's persistent cache on disk", async () => {
      const { createRsbuild } = await rsbuildCore();
      const rsbuild = await createRsbuild({ cwd: devDir, config: { logLevel: 'silent', performance: { buildCache: true } } });
      const [config] = await rsbuild.initConfigs();
      assert.equal(config.cache, true);
      const cache = config.experiments?.cache as { type: string; storage: { type: string } };
      assert.equal(cache.type, 'persistent');
      assert.equal(cache.storage.type, 'filesystem');
    });
  });
});
