// guide/debug/rsdoctor: RSDOCTOR=true with Rsbuild 1.7.6 and the real @rsdoctor/rspack-plugin 1.6.5
// from tools/rsbuild-v1. Every build runs the CLI in its own process. Builds that must end set CI
// (Rsdoctor then writes its data without a server); the one test of the report server gives
// xdg-open a BROWSER that only records the URL, and stops the process once it has served a page.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import ts from 'typescript';
import { before, describe, test } from 'node:test';
import { type CliResult, buildProject, freePort, listFiles, makeProject, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, withEnv, withoutInstalledPackages, writeProjectFiles } from './harness';

// One project for every build. Env vars of the test pick the variant:
// RD_OPTIONS (JSON) registers RsdoctorRspackPlugin in tools.rspack with these options,
// RD_ENVS=1 builds a web and a node environment, RD_WEB_ONLY=1 registers the plugin for the web
// environment only. A small plugin prints how many Rsdoctor plugins
// each compiler holds. vendor/a and vendor/b bring the package `lib` in versions 1 and 2.
const files: Record<string, string> = {
  'package.json': '{ "name": "doctor-app", "version": "1.0.0", "type": "module" }\n',
  'rsbuild.config.mjs': `import { defineConfig } from '@rsbuild/core';
import { RsdoctorRspackPlugin } from '@rsdoctor/rspack-plugin';

const count = {
  name: 'count-rsdoctor',
  setup(api) {
    api.onAfterCreateCompiler(({ compiler }) => {
      const compilers = compiler.compilers ?? [compiler];
      const counts = compilers.map((c) => c.options.plugins.filter((p) => p?.constructor?.name === 'RsdoctorRspackPlugin').length);
      console.log('rsdoctor instances: ' + counts.join(','));
    });
  },
};

export default defineConfig({
  plugins: [count],
  ...(process.env.RD_ENVS ? { environments: { web: {}, node: { output: { target: 'node' } } } } : {}),
  tools: {
    rspack(config, { appendPlugins, environment }) {
      if (process.env.RD_OPTIONS && (!process.env.RD_WEB_ONLY || environment.name === 'web')) {
        appendPlugins(new RsdoctorRspackPlugin(JSON.parse(process.env.RD_OPTIONS)));
      }
    },
  },
});
`,
  'src/index.js': "import a from '../vendor/a/index.js';\nimport b from '../vendor/b/index.js';\nconsole.log(a, b);\n",
  'vendor/a/index.js': "export { default } from 'lib';\n",
  'vendor/b/index.js': "export { default } from 'lib';\n",
  'vendor/a/node_modules/lib/package.json': '{ "name": "lib", "version": "1.0.0" }\n',
  'vendor/a/node_modules/lib/index.js': "export default 'lib 1 ' + 'x'.repeat(50);\n",
  'vendor/b/node_modules/lib/package.json': '{ "name": "lib", "version": "2.0.0" }\n',
  'vendor/b/node_modules/lib/index.js': "export default 'lib 2 ' + 'y'.repeat(50);\n",
};

/** A fresh copy of the project, built once with `env`; the build must end by itself. */
async function buildWith(env: Record<string, string>, name: string) {
  const dir = makeProject(files, `rsdoctor-${name}`);
  const result = await runCli(dir, ['build'], { env });
  assert.equal(result.code, 0, result.output);
  return { dir, result };
}

/** One data file of normal mode (`dist/.rsdoctor/<name>/0`): base64 of deflated JSON. */
function readData(dir: string, name: string, base = 'dist/.rsdoctor'): any {
  const raw = readFileSync(path.join(dir, base, name, '0'), 'utf8');
  return JSON.parse(inflateSync(Buffer.from(raw, 'base64')).toString('utf8'));
}

const manifest = (dir: string, base = 'dist/.rsdoctor') => JSON.parse(readText(dir, `${base}/manifest.json`));

/** What `run` prints through console.log, info, warn and error, which Rsbuild's logger writes to; put back afterwards. */
async function captureConsole<T>(run: () => Promise<T>): Promise<{ value: T; printed: string }> {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const lines: string[] = [];
  for (const key of Object.keys(saved) as (keyof typeof saved)[]) console[key] = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  try {
    const value = await run();
    return { value, printed: lines.join('\n') };
  } finally {
    Object.assign(console, saved);
  }
}

/**
 * GET through node:http. Rsdoctor serves its report on a random port, and fetch() refuses the
 * ports on the WHATWG list of bad ports (6000, 6665 to 6669, 10080 and others) with "bad port".
 */
function httpGet(url: string): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    // A connection of its own (no keep-alive agent): a socket kept from an earlier request would
    // end with ECONNRESET once the server closes, instead of the ECONNREFUSED of a closed port.
    const request = http.get(url, { timeout: 10_000, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

/** Runs `run` with RSDOCTOR=true in this process, and puts the old value back. */
const withRsdoctorEnv = <T>(run: () => Promise<T>): Promise<T> => withEnv('RSDOCTOR', 'true', run);

// `RSDOCTOR=true rsbuild build` with CI set, shared by the sections about enabling and the report.
// The builds that end by themselves run side by side, each in its own process, so that the file's
// wall time is that of the slowest build rather than of their sum.
type Built = { dir: string; result: CliResult };
let enabled: Built;
let envs: Built;
let one: Built;
let manual: Built;
let combo: Built;
let brief: Built;
let json: Built;
let inspected: Built;
let missing: Built;
let broken: Built;
before(async () => {
  const inspectDir = makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'rsdoctor-inspect');
  const missingDir = withoutInstalledPackages(makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'rsdoctor-missing'));
  // A package that resolves but throws when imported: the path Windows users of releases before 1.2.5 took.
  const brokenDir = withoutInstalledPackages(makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'rsdoctor-broken'));
  writeProjectFiles(brokenDir, {
    'node_modules/@rsdoctor/rspack-plugin/package.json': '{ "name": "@rsdoctor/rspack-plugin", "version": "0.0.0", "main": "index.js" }\n',
    'node_modules/@rsdoctor/rspack-plugin/index.js': "throw new Error('broken on purpose');\n",
  });
  [enabled, envs, one, manual, combo, brief, json, inspected, missing, broken] = await Promise.all([
    buildWith({ RSDOCTOR: 'true', CI: 'true' }, 'enable'),
    buildWith({ RSDOCTOR: 'true', CI: 'true', RD_ENVS: '1' }, 'envs'),
    buildWith({ RSDOCTOR: '1', CI: 'true' }, 'one'),
    // The page's tools.rspack sample, with disableClientServer so that the build ends without CI,
    // registered for the web environment of two (web, then node).
    buildWith({ RSDOCTOR: 'true', CI: '', RD_ENVS: '1', RD_WEB_ONLY: '1', RD_OPTIONS: JSON.stringify({ disableClientServer: true, features: ['loader', 'plugins', 'bundle', 'resolver'] }) }, 'manual'),
    // CI set, and options that leave the server on, analyse only the bundle and move the data.
    buildWith({ CI: 'true', RD_OPTIONS: JSON.stringify({ disableClientServer: false, features: ['bundle', 'treeShaking'], output: { reportDir: 'report' } }) }, 'combo'),
    buildWith({ CI: 'true', RD_OPTIONS: JSON.stringify({ disableClientServer: true, output: { mode: 'brief' } }) }, 'brief'),
    buildWith({ RSDOCTOR: 'true', CI: 'true', RSDOCTOR_OUTPUT: 'json' }, 'json'),
    runCli(inspectDir, ['inspect'], { env: { RSDOCTOR: 'true', CI: 'true' } }).then((result) => ({ dir: inspectDir, result })),
    runCli(missingDir, ['build'], { env: { RSDOCTOR: 'true', CI: 'true' } }).then((result) => ({ dir: missingDir, result })),
    runCli(brokenDir, ['build'], { env: { RSDOCTOR: 'true', CI: 'true' } }).then((result) => ({ dir: brokenDir, result })),
  ]);
});

describe('Install the plugin', () => {
  test('the installed @rsdoctor/rspack-plugin is 1.6.5', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsdoctor/rspack-plugin/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.6.5');
    // The version the page was checked with, not a claim about the registry's latest release.
    for (const [lang, text, gone] of [['en', 'This page was checked with its version 1.6.5.', 'latest version on npm'], ['zh', '本文基于它的 1.6.5 版本验证。', '最新版本是 1.6.5']] as const) {
      const source = pageText('guide/debug/rsdoctor', lang);
      assert.ok(source.includes(text) && !source.includes(gone), lang);
    }
  });

  // The webpack provider, checked by hand on 2026-12-06 in /tmp with npm install @rsbuild/core@1.7.6
  // @rsbuild/webpack@1.6.1 webpack@5.111.1 @rsdoctor/webpack-plugin (1.6.4, the registry's latest that
  // day; the registry has no 1.6.5 of it): CI=1 RSDOCTOR=true rsbuild build printed
  // `info    @rsdoctor/webpack-plugin enabled.` and `Rsdoctor v1.6.4`, the compiler held one
  // RsdoctorWebpackPlugin, and dist/.rsdoctor/ was written. With only @rsdoctor/rspack-plugin installed
  // there, it printed ``warn    `process.env.RSDOCTOR` enabled, please install @rsdoctor/webpack-plugin
  // package.`` and the compiler held no Rsdoctor plugin. (@rsbuild/webpack is not in tools/rsbuild-v1.)
  test('the page sends webpack-provider projects to @rsdoctor/webpack-plugin (1.6.4), in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/debug/rsdoctor', lang);
      assert.ok(text.includes('<PackageManagerTabs command="install @rsdoctor/webpack-plugin -D" />'), lang);
      for (const fact of ['`webpackProvider`', '`RsdoctorWebpackPlugin`', '`info    @rsdoctor/webpack-plugin enabled.`', '1.6.4']) assert.ok(text.includes(fact), `${lang}: ${fact}`);
    }
  });
});

describe('Enable it with `RSDOCTOR=true`', () => {
  // cross-env is checked by hand (see the note in guide-debug-debug-mode.test.ts: 10.1.0 needs
  // Node.js 20, 7.0.3 runs on 18, and a bare `cross-env` in a shell is not found). This page must
  // give the same advice for RSDOCTOR as that one gives for DEBUG.
  test('the Windows advice runs cross-env through npx or a package.json script, and names cross-env@7 for Node.js 18', () => {
    const pages = { en: 'docs/en/guide/debug/rsdoctor.mdx', zh: 'docs/zh/guide/debug/rsdoctor.mdx' };
    for (const [lang, file] of Object.entries(pages)) {
      const text = readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');
      assert.ok(text.includes('`npx cross-env RSDOCTOR=true rsbuild build`'), lang);
      assert.ok(text.includes('`cross-env RSDOCTOR=true rsbuild build`'), lang);
      assert.ok(text.includes('10.1.0') && text.includes('`cross-env@7`'), lang);
      assert.ok(!text.includes('the latest release at the time of writing') && !text.includes('撰写本文时 cross-env 的最新版本'), lang);
    }
  });

  test('rsbuild build logs `info    @rsdoctor/rspack-plugin enabled.` and adds one plugin', () => {
    assert.match(enabled.result.output, /^info {4}@rsdoctor\/rspack-plugin enabled\.$/m);
    assert.match(enabled.result.output, /^rsdoctor instances: 1$/m);
  });

  test('the data is written to dist/.rsdoctor/, with manifest.json', () => {
    const data = listFiles(path.join(enabled.dir, 'dist/.rsdoctor'));
    assert.ok(data.includes('manifest.json'), data.join(', '));
    for (const name of ['loader/0', 'plugin/0', 'chunkGraph/0', 'moduleGraph/0', 'packageGraph/0', 'summary/0', 'errors/0']) {
      assert.ok(data.includes(name), `${name} missing from ${data.join(', ')}`);
    }
  });

  test('RSDOCTOR=true adds the plugin to every environment', async () => {
    const { result } = envs;
    assert.match(result.output, /^rsdoctor instances: 1,1$/m);
  });

  test('a web and a node environment share dist, so they share dist/.rsdoctor/ and overwrite each other\'s files: its bundle data holds the assets of one of them only', () => {
    assert.ok(existsSync(path.join(envs.dir, 'dist/index.html')) && existsSync(path.join(envs.dir, 'dist/index.js')), 'both environments wrote to dist');
    const assets = readData(envs.dir, 'chunkGraph').assets.map((asset: any) => asset.path as string);
    const web = assets.includes('index.html');
    const node = assets.includes('index.js');
    assert.ok(web !== node, assets.join(', '));
    for (const [lang, text] of [['en', 'overwrite each other\'s files'], ['zh', '互相覆盖文件']] as const) {
      assert.ok(pageText('guide/debug/rsdoctor', lang).includes(text), lang);
    }
  });

  test('RSDOCTOR=1 does nothing', async () => {
    const { dir, result } = one;
    assert.doesNotMatch(result.output, /rsdoctor\/rspack-plugin|Rsdoctor v/);
    assert.match(result.output, /^rsdoctor instances: 0$/m);
    assert.equal(existsSync(path.join(dir, 'dist/.rsdoctor')), false);
  });

  test('rsbuild inspect ignores RSDOCTOR=true: no log line, no data', () => {
    const { dir, result } = inspected;
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /config inspection completed/);
    assert.doesNotMatch(result.output, /@rsdoctor\/rspack-plugin|process\.env\.RSDOCTOR|\[RSDOCTOR/);
    assert.equal(existsSync(path.join(dir, 'dist/.rsdoctor')), false);
  });

  test('without the package installed, it warns and the build succeeds without analysis', () => {
    const { dir, result } = missing;
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /^warn {4}`process\.env\.RSDOCTOR` enabled, please install @rsdoctor\/rspack-plugin package\.$/m);
    assert.ok(existsSync(path.join(dir, 'dist/index.html')));
    assert.equal(existsSync(path.join(dir, 'dist/.rsdoctor')), false);
  });

  // Before 1.2.5 (scripts/data/behaviour-versions.json, rsdoctor:windows-file-url), the plugin passed the
  // resolved path to import() on every platform; on Windows that is a drive-letter path, which Node.js
  // rejects, so the import failed as the broken package's does here.
  test('a package that resolves but cannot be imported: the `failed to load` error, and the build succeeds without analysis; a drive-letter path is such a case for import()', async () => {
    const { dir, result } = broken;
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /^error {3}`process\.env\.RSDOCTOR` enabled, but failed to load @rsdoctor\/rspack-plugin module\.$/m);
    assert.ok(existsSync(path.join(dir, 'dist/index.html')));
    assert.equal(existsSync(path.join(dir, 'dist/.rsdoctor')), false);
    const windowsPath: string = 'C:\\project\\node_modules\\@rsdoctor\\rspack-plugin\\dist\\index.cjs';
    await assert.rejects(import(windowsPath), { code: 'ERR_UNSUPPORTED_ESM_URL_SCHEME' });
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/debug/rsdoctor', lang);
      assert.ok(text.includes('``error   `process.env.RSDOCTOR` enabled, but failed to load @rsdoctor/rspack-plugin module.``'), lang);
      assert.ok(text.includes('1.2.5') && text.includes('`file://`'), lang);
    }
  });

  test('rsbuild dev is analysed too: the same log line, and data in dist/.rsdoctor/', async () => {
    const dir = makeProject(files, 'rsdoctor-dev');
    const port = await freePort();
    const dev = startCli(dir, ['dev', '--port', String(port)], /ready {3}built in/, { env: { RSDOCTOR: 'true', CI: 'true' } });
    try {
      await dev.started;
      assert.match(dev.output(), /^info {4}@rsdoctor\/rspack-plugin enabled\.$/m);
      await waitFor('dist/.rsdoctor/manifest.json in dev', () => existsSync(path.join(dir, 'dist/.rsdoctor/manifest.json')), 30_000);
    } finally {
      await dev.stop();
    }
  });

  test('without CI, a server on 127.0.0.1 serves the report after the build, prints the whole address line, the browser is asked to open it under localhost, and the command keeps running; `web` is the environment name, and each environment (here web and node) gets its own server, port, line and browser tab', async () => {
    const dir = makeProject({ ...files, 'browser.sh': '#!/bin/sh\necho "$@" >> "$(dirname "$0")/opened.txt"\n' }, 'rsdoctor-server');
    chmodSync(path.join(dir, 'browser.sh'), 0o755);
    // xdg-open outside a desktop session hands the URL to $BROWSER.
    // An empty CI counts as unset for Rsdoctor, whatever the machine running the tests has set.
    const env = { RSDOCTOR: 'true', CI: '', RD_ENVS: '1', BROWSER: path.join(dir, 'browser.sh'), DISPLAY: '', WAYLAND_DISPLAY: '', XDG_CURRENT_DESKTOP: '', DESKTOP_SESSION: '' };
    const line = (name: string) => new RegExp(`^\\[RSDOCTOR INFO\\] ${name} compiler's analyzer running on: (http:\\/\\/127\\.0\\.0\\.1:\\d+\\/index\\.html)$`, 'm');
    const build = startCli(dir, ['build'], /^(?=[\s\S]*web compiler's analyzer running on: \S+\n)(?=[\s\S]*node compiler's analyzer running on: \S+\n)/, { env });
    try {
      await build.started;
      const urls = ['web', 'node'].map((name) => line(name).exec(build.output())?.[1] ?? '');
      assert.ok(urls.every(Boolean), build.output());
      const ports = urls.map((url) => new URL(url).port);
      assert.notEqual(ports[0], ports[1]);
      for (const url of urls) {
        const response = await httpGet(url);
        assert.equal(response.status, 200);
        assert.match(response.text, /<html/i);
      }
      const opened = await waitFor('the two URLs handed to BROWSER', () => {
        const text = existsSync(path.join(dir, 'opened.txt')) ? readText(dir, 'opened.txt') : '';
        return text.trim().split('\n').length === 2 ? text : '';
      }, 15_000);
      assert.deepEqual(opened.trim().split('\n').sort(), ports.map((port) => `http://localhost:${port}/index.html`).sort());
      assert.match(build.output(), /ready {3}built in/);
      assert.equal(existsSync(path.join(dir, 'dist/.rsdoctor/manifest.json')), true);
    } finally {
      await build.stop();
    }
  });
});

describe('Add the plugin in `tools.rspack`', () => {
  // `manual` is the page's sample and `combo` the options below, both built in the top-level before().
  test('with the plugin already in the config of one environment, RSDOCTOR=true adds none, to it or to the other, and logs no `enabled.` line', () => {
    assert.match(manual.result.output, /^rsdoctor instances: 1,0$/m);
    assert.doesNotMatch(manual.result.output, /rspack-plugin enabled/);
  });

  test('disableClientServer: true writes the data, prints no report address and ends, even without CI', () => {
    assert.ok(existsSync(path.join(manual.dir, 'dist/.rsdoctor/manifest.json')));
    assert.doesNotMatch(manual.result.output, /analyzer running on/);
  });

  test('disableClientServer: true still runs the local server during the build, and closes it when the build ends; a node environment with its own distPath root gets its own .rsdoctor/', async () => {
    const { RsdoctorRspackPlugin } = await plugin('@rsdoctor/rspack-plugin');
    const doctor = new RsdoctorRspackPlugin({ disableClientServer: true }) as { _bootstrapTask?: Promise<void>; sdk: { server: { port: number } } };
    const nodeDoctor = new RsdoctorRspackPlugin({ disableClientServer: true });
    let port = 0;
    let during: number | undefined;
    const probe = {
      name: 'probe-rsdoctor-server',
      setup(api: any) {
        // After the compiler is created (the plugin applied) and before the build starts.
        api.onBeforeBuild(async () => {
          await doctor._bootstrapTask;
          port = doctor.sdk.server.port;
          during = (await httpGet(`http://127.0.0.1:${port}/`)).status;
        });
      },
    };
    const dir = makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'rsdoctor-server-life');
    const result = await buildProject(dir, {
      plugins: [probe],
      environments: {
        web: { tools: { rspack: { plugins: [doctor as any] } } },
        node: { output: { target: 'node', distPath: { root: 'dist/server' } }, tools: { rspack: { plugins: [nodeDoctor] } } },
      },
    });
    assert.deepEqual(result.errors, []);
    assert.ok(port > 0 && typeof during === 'number', `port ${port}, status ${during}`);
    assert.ok(existsSync(path.join(dir, 'dist/.rsdoctor/manifest.json')));
    assert.ok(readData(dir, 'chunkGraph').assets.some((asset: any) => asset.path === 'index.html'));
    assert.deepEqual(readData(dir, 'chunkGraph', 'dist/server/.rsdoctor').assets.map((asset: any) => asset.path), ['index.js']);
    await assert.rejects(httpGet(`http://127.0.0.1:${port}/`), { code: 'ECONNREFUSED' });
  });

  test('output.mode brief without CI or disableClientServer: the line `[RSDOCTOR] generated brief report: <absolute path>` instead of the address, the browser is asked to open the file (file://), and the command keeps running', async () => {
    const dir = makeProject({ ...files, 'browser.sh': '#!/bin/sh\necho "$@" >> "$(dirname "$0")/opened.txt"\n' }, 'rsdoctor-brief-local');
    chmodSync(path.join(dir, 'browser.sh'), 0o755);
    const env = { CI: '', RD_OPTIONS: JSON.stringify({ output: { mode: 'brief' } }), BROWSER: path.join(dir, 'browser.sh'), DISPLAY: '', WAYLAND_DISPLAY: '', XDG_CURRENT_DESKTOP: '', DESKTOP_SESSION: '' };
    const build = startCli(dir, ['build'], /generated brief report: \S+\n/, { env });
    try {
      await build.started;
      const report = path.join(dir, 'dist/rsdoctor-report.html');
      assert.ok(build.output().split('\n').includes(`[RSDOCTOR] generated brief report: ${report}`), build.output());
      assert.doesNotMatch(build.output(), /analyzer running on/);
      const opened = await waitFor('the file handed to BROWSER', () => (existsSync(path.join(dir, 'opened.txt')) ? readText(dir, 'opened.txt') : ''), 15_000);
      assert.equal(opened.trim(), `file:///${report}`);
      assert.ok(existsSync(report));
      assert.equal(build.running(), true, 'the command is still running after the browser was asked to open the report');
    } finally {
      await build.stop();
    }
  });

  test('features decides the report pages: the defaults are loader, plugins and bundle; resolver adds Compile.ModuleResolve', () => {
    assert.deepEqual(manifest(manual.dir).client.enableRoutes, ['Overall', 'Compile.WebpackLoaders', 'Compile.ModuleResolve', 'Compile.WebpackPlugins', 'Bundle.ModuleGraph', 'Bundle.BundleSize']);
    assert.deepEqual(manifest(enabled.dir).client.enableRoutes, ['Overall', 'Compile.WebpackLoaders', 'Compile.WebpackPlugins', 'Bundle.ModuleGraph', 'Bundle.BundleSize']);
  });

  test('features: [\'bundle\'] leaves the loader and plugin pages out', () => {
    assert.deepEqual(manifest(combo.dir, 'report/.rsdoctor').client.enableRoutes, ['Overall', 'Bundle.ModuleGraph', 'Bundle.BundleSize']);
  });

  test('treeShaking with Rspack only logs the whole line `[RSDOCTOR INFO] Rspack currently does not support treeShaking capabilities.`', () => {
    assert.match(combo.result.output, /^\[RSDOCTOR INFO\] Rspack currently does not support treeShaking capabilities\.$/m);
  });

  test('output.reportDir moves the data to <reportDir>/.rsdoctor/, relative to the project', () => {
    assert.ok(existsSync(path.join(combo.dir, 'report/.rsdoctor/manifest.json')));
    assert.equal(existsSync(path.join(combo.dir, 'dist/.rsdoctor')), false);
  });

  test('with CI set, disableClientServer: false still serves no report: no address printed, and the build ends', () => {
    assert.equal(combo.result.code, 0);
    assert.doesNotMatch(combo.result.output, /analyzer running on/);
  });

  test("the page's tools.rspack samples (options, then CI) type-check as written against Rsbuild 1.7.6 and Rsdoctor 1.6.5, in both languages", () => {
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/debug/rsdoctor', lang);
      assert.equal(samples.length, 2, lang);
      assert.match(samples[0], /features: \['loader', 'plugins', 'bundle', 'resolver'\]/);
      assert.match(samples[1], /mode: 'brief'/);
      const sampleFiles = Object.fromEntries(samples.map((sample, index) => [`sample${index}.ts`, sample]));
      assert.deepEqual(typeCheckProject(ts, sampleFiles, `rsdoctor-samples-${lang}`, () => ({ types: ['node'] })), [], lang);
    }
  });
});

describe('What the report shows', () => {
  test('manifest.json lists the data files of the table, which are compressed (base64 of deflated JSON) rather than plain JSON', () => {
    const { data } = manifest(enabled.dir);
    for (const name of ['summary', 'loader', 'plugin', 'chunkGraph', 'moduleGraph', 'packageGraph', 'errors']) {
      assert.deepEqual(data[name], [path.join(enabled.dir, 'dist/.rsdoctor', name, '0')], name);
    }
    const raw = readFileSync(path.join(enabled.dir, 'dist/.rsdoctor/summary/0'), 'utf8');
    assert.match(raw, /^[A-Za-z0-9+/]+=*$/);
    assert.throws(() => JSON.parse(raw), SyntaxError);
  });

  test('summary holds the build phases with their durations', () => {
    const { costs } = readData(enabled.dir, 'summary');
    assert.ok(costs.some((c: any) => c.name === 'beforeCompile->afterCompile' && typeof c.costs === 'number'), JSON.stringify(costs));
  });

  test('loader holds, per file, each loader call with its input, its result and its start and end time', () => {
    const loader = readData(enabled.dir, 'loader');
    const entry = loader.find((item: any) => item.resource.path === path.join(enabled.dir, 'src/index.js'));
    assert.ok(entry, JSON.stringify(loader).slice(0, 500));
    assert.equal(entry.loaders[0].loader, 'builtin:swc-loader');
    assert.ok(entry.loaders[0].endAt >= entry.loaders[0].startAt);
    assert.match(entry.loaders[0].input, /console\.log\(a, b\);/);
    assert.match(entry.loaders[0].result, /console\.log\(a, b\);/);
  });

  test('plugin holds, per compiler hook, each tap with its time', () => {
    const hooks = readData(enabled.dir, 'plugin');
    const taps = Object.values(hooks).flat() as any[];
    assert.ok(taps.some((tap) => tap.tapName === 'HtmlRspackPlugin' && typeof tap.costs === 'number'));
  });

  test('chunkGraph holds each asset with its size and gzip size, and the chunks with their modules', () => {
    const { assets, chunks } = readData(enabled.dir, 'chunkGraph');
    const js = assets.find((asset: any) => /^static\/js\/index\.\w+\.js$/.test(asset.path));
    assert.ok(js.size > 0 && js.gzipSize > 0);
    assert.ok(chunks.find((chunk: any) => chunk.name === 'index').modules.length > 0);
  });

  test('packageGraph holds each package with its name, version and sizes', () => {
    const { packages } = readData(enabled.dir, 'packageGraph');
    const libs = packages.filter((pkg: any) => pkg.name === 'lib').map((pkg: any) => pkg.version).sort();
    assert.deepEqual(libs, ['1.0.0', '2.0.0']);
    assert.ok(packages.every((pkg: any) => typeof pkg.size.parsedSize === 'number'));
  });

  test('moduleGraph holds the import requests that connect modules', () => {
    const { dependencies } = readData(enabled.dir, 'moduleGraph');
    assert.ok(dependencies.some((dep: any) => dep.request === '../vendor/a/index.js' && dep.resolvedRequest === path.join(enabled.dir, 'vendor/a/index.js')));
  });

  test('Rsdoctor 1.6.5 has the nine rules of the table, each a warning, with its category', async () => {
    const { rules } = await plugin('@rsdoctor/core/rules');
    const table = rules.map((rule: any) => `${rule.meta.code} ${rule.meta.title} ${rule.meta.category} ${rule.meta.severity}`).sort();
    assert.deepEqual(table, [
      'E1001 duplicate-package bundle 1',
      'E1002 cross-chunks-package bundle 1',
      'E1003 loader-performance-optimization compile 1',
      'E1004 ecma-version-check bundle 1',
      'E1005 default-import-check compile 1',
      'E1006 module-mixed-chunks bundle 1',
      'E1007 tree-shaking-side-effects-only bundle 1',
      'E1008 cjs-require bundle 1',
      'E1009 esm-resolved-to-cjs bundle 1',
    ]);
  });

  test('a match is printed as a build warning in the terminal and stored for the report', () => {
    assert.match(enabled.result.output, /^warn {4}Build warning: \n⚠ \[E1001:Warn:DUPLICATE-PACKAGE\] Multiple packages of lib found:\n {2}│ {3}1\.0\.0 24 B vendor\/a\/node_modules\/lib\n {2}│ {3}2\.0\.0 24 B vendor\/b\/node_modules\/lib$/m);
    assert.equal(enabled.result.code, 0);
    const errors = readData(enabled.dir, 'errors');
    assert.ok(errors.some((error: any) => error.code === 'E1001' && error.level === 'warn'));
  });
});

describe('Use Rsdoctor in CI', () => {
  test('any non-empty CI, even CI=false or CI=0, turns disableClientServer: false into true; an empty CI leaves it false', async () => {
    const { RsdoctorRspackPlugin } = await plugin('@rsdoctor/rspack-plugin');
    const previous = process.env.CI;
    const seen: Record<string, boolean> = {};
    try {
      for (const value of ['true', 'false', '0', '']) {
        process.env.CI = value;
        // The options are normalized in the constructor; the server only starts when the plugin is applied.
        seen[value] = new RsdoctorRspackPlugin({ disableClientServer: false }).options.disableClientServer;
      }
    } finally {
      if (previous === undefined) delete process.env.CI;
      else process.env.CI = previous;
    }
    assert.deepEqual(seen, { true: true, false: true, 0: true, '': false });
  });

  test('the page\'s CI sample writes one HTML file, dist/rsdoctor-report.html, that loads nothing from the network', async () => {
    const { dir } = brief;
    const written = listFiles(path.join(dir, 'dist')).filter((file) => !file.startsWith('static/'));
    assert.deepEqual(written, ['index.html', 'rsdoctor-report.html']);
    // With CI and disableClientServer set, no line points to the file (nor is it opened).
    assert.doesNotMatch(brief.result.output, /generated brief report/);
    const html = readText(dir, 'dist/rsdoctor-report.html');
    assert.doesNotMatch(html, /<(script|link)[^>]+(src|href)="https?:/);
    assert.match(html, /<script/);
  });

  test('RSDOCTOR_OUTPUT=json writes dist/rsdoctor-data.json instead, with the rule results', async () => {
    const { dir } = json;
    const written = listFiles(path.join(dir, 'dist')).filter((file) => !file.startsWith('static/'));
    assert.deepEqual(written, ['index.html', 'rsdoctor-data.json']);
    const data = JSON.parse(readText(dir, 'dist/rsdoctor-data.json'));
    assert.ok(data.data.errors.some((error: any) => error.code === 'E1001'));
  });
});

describe('Common problems', () => {
  test("logLevel applies to the plugin's messages: 'error' hides the warning about a missing package, which 'warn' prints", async () => {
    const dir = withoutInstalledPackages(makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'rsdoctor-missing-quiet'));
    const { createRsbuild } = await rsbuildCore();
    const printed = async (logLevel: 'warn' | 'error') =>
      withRsdoctorEnv(async () => {
        const { value: compiler, printed } = await captureConsole(async () => (await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel } })).createCompiler());
        await new Promise((resolve) => compiler.close(resolve));
        return printed;
      });
    assert.match(await printed('warn'), /`process\.env\.RSDOCTOR` enabled, please install/);
    assert.equal(await printed('error'), '');
    for (const [lang, text] of [['en', "`'warn'` hides the `enabled.` line"], ['zh', "设为 `'warn'` 时看不到 `enabled.` 那一行"]] as const) {
      assert.ok(pageText('guide/debug/rsdoctor', lang).includes(text), lang);
    }
  });

  test('the package is resolved from the project root the Node.js way: a node_modules above the root (a workspace root) is found too', async () => {
    // The app lives in packages/app with no node_modules of its own; the folder above holds the
    // installed packages. createCompiler() runs onBeforeCreateCompiler, where the plugin is added.
    const workspace = makeProject({ 'packages/app/src/index.js': "console.log('nested');\n" }, 'rsdoctor-workspace');
    const appDir = path.join(workspace, 'packages/app');
    assert.equal(existsSync(path.join(appDir, 'node_modules')), false);
    const { createRsbuild } = await rsbuildCore();
    await withRsdoctorEnv(async () => {
      // With logLevel 'warn' the plugin is added without the `enabled.` line.
      const rsbuild = await createRsbuild({ cwd: appDir, rsbuildConfig: { logLevel: 'warn' } });
      const { value: compiler, printed } = await captureConsole(() => rsbuild.createCompiler());
      assert.doesNotMatch(printed, /enabled\./);
      const plugins = ('compilers' in compiler ? compiler.compilers : [compiler]).flatMap((one) => one.options.plugins);
      const names = plugins.map((p) => (p as { constructor?: { name?: string } } | null)?.constructor?.name);
      assert.ok(names.includes('RsdoctorRspackPlugin'), names.join(', '));
      // Applying the plugin started Rsdoctor's local server, which a build would close at its end;
      // without a build, close it here, or it keeps this test file's process alive.
      for (const doctor of plugins.filter((p) => (p as { constructor?: { name?: string } } | null)?.constructor?.name === 'RsdoctorRspackPlugin') as unknown as { _bootstrapTask?: Promise<void>; sdk: { dispose(): Promise<void> } }[]) {
        await doctor._bootstrapTask;
        await doctor.sdk.dispose();
      }
      await new Promise((resolve) => compiler.close(resolve));
    });
  });
});
