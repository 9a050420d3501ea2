// Claims of api/javascript-api/core, checked in-process against @rsbuild/core 1.7.6 (no compile):
// createRsbuild options, loadConfig, loadEnv, mergeRsbuildConfig, defineConfig and the constants.
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { before, describe, test } from 'node:test';
import type { LoadEnvOptions, RsbuildConfig, RsbuildPlugin, RsbuildPluginAPI } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type * as Core from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { freePort, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore, rsbuildV1Dir, runCli, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles, writeUntilServed, type CliResult } from './harness';

// Type-level checks of the signatures the page prints (tsc runs on this file).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type PageCreateRsbuildOptions = {
  cwd?: string;
  callerName?: string;
  environment?: string[];
  config?: Core.RsbuildConfig | (() => Promise<Core.RsbuildConfig>);
  rsbuildConfig?: Core.RsbuildConfig | (() => Promise<Core.RsbuildConfig>);
  loadEnv?: boolean | Core.LoadEnvOptions;
};
type PageLoadConfigOptions = { cwd?: string; path?: string; meta?: Record<string, unknown>; envMode?: string; loader?: 'auto' | 'jiti' | 'native' };
type PageLoadConfigResult = { content: Core.RsbuildConfig; filePath: string | null };
type PageLoadEnvOptions = { cwd?: string; mode?: string; prefixes?: string[]; processEnv?: Record<string, string> };
type PageLoadEnvResult = { parsed: Record<string, string>; filePaths: string[]; rawPublicVars: Record<string, string | undefined>; publicVars: Record<string, string>; cleanup: () => void };
type PageConfigParams = { env: string; command: string; envMode?: string; meta?: Record<string, unknown> };
type PageLogFunction = (message?: unknown, ...args: any[]) => void;
type PageLogger = {
  error: PageLogFunction;
  warn: PageLogFunction;
  info: PageLogFunction;
  start: PageLogFunction;
  ready: PageLogFunction;
  success: PageLogFunction;
  log: PageLogFunction;
  debug: PageLogFunction;
  greet: (message: string) => void;
  level: 'silent' | 'error' | 'warn' | 'info' | 'log' | 'verbose';
  override: (customLogger: Partial<Record<'error' | 'warn' | 'info' | 'start' | 'ready' | 'success' | 'log' | 'debug', PageLogFunction>>) => void;
};
type PageSyncFn = (env: PageConfigParams) => Core.RsbuildConfig;
type PageAsyncFn = (env: PageConfigParams) => Promise<Core.RsbuildConfig>;
type PageConfigExport = Core.RsbuildConfig | PageSyncFn | PageAsyncFn;
type PageDefineConfig = {
  (config: Core.RsbuildConfig): Core.RsbuildConfig;
  (config: PageSyncFn): PageSyncFn;
  (config: PageAsyncFn): PageAsyncFn;
  (config: PageConfigExport): PageConfigExport;
};
const signatureChecks: [
  Same<Core.CreateRsbuildOptions, PageCreateRsbuildOptions>,
  Same<typeof Core.createRsbuild, (options?: PageCreateRsbuildOptions) => Promise<Core.RsbuildInstance>>,
  Same<Core.LoadConfigOptions, PageLoadConfigOptions>,
  Same<Core.LoadConfigResult, PageLoadConfigResult>,
  Same<typeof Core.loadConfig, (options?: PageLoadConfigOptions) => Promise<PageLoadConfigResult>>,
  Same<Core.LoadEnvOptions, PageLoadEnvOptions>,
  Same<Core.LoadEnvResult, PageLoadEnvResult>,
  Same<typeof Core.loadEnv, (options?: PageLoadEnvOptions) => PageLoadEnvResult>,
  Same<typeof Core.mergeRsbuildConfig, <T = Core.RsbuildConfig>(...configs: (T | undefined)[]) => T>,
  Same<Core.ConfigParams, PageConfigParams>,
  // rslog declares Logger as Record<…> & { … }; the flat object of the page is the same type, each assignable to the other.
  Mutual<Core.Logger, PageLogger>,
  Same<typeof Core.ensureAssetPrefix, (url: string, assetPrefix?: Core.Rspack.PublicPath) => string>,
  Same<typeof Core.runCLI, () => void>,
  Same<typeof Core.version, string>,
  Same<typeof Core.defineConfig, PageDefineConfig>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

const core = await rsbuildCore();

const project = makeProject(
  {
    'src/index.js': '',
    'rsbuild.config.mjs': "export default { source: { define: { FROM: '\"mjs\"' } } };\n",
    'rsbuild.config.ts': "export default { source: { define: { FROM: '\"ts\"' } } };\n",
    'function.config.mjs': 'export default (params) => ({ source: { define: { PARAMS: JSON.stringify(params) } } });\n',
    'empty.config.mjs': 'export default () => {};\n',
    'typed.config.ts': "const answer: number = 42;\nexport default { source: { define: { ANSWER: String(answer) } } };\n",
    'url.config.mjs': 'export default { source: { define: { URL: JSON.stringify(import.meta.url) } } };\n',
    '.env': 'PUBLIC_NAME=base\nHOST_NAME=example.com\nPUBLIC_URL=https://${HOST_NAME}/api\nSHARED=from-file\n',
    '.env.local': 'PUBLIC_NAME=local\n',
    '.env.staging': 'PUBLIC_NAME=staging\nAPP_FLAG=on\n',
    '.env.staging.local': 'PUBLIC_NAME=staging-local\n',
    '.env.late': 'LATE_URL=https://${LATE_HOST}/x\nLATE_HOST=example.org\n',
  },
  'core-api',
);

describe('JavaScript API: core', () => {
  test('createRsbuild: cwd becomes context.rootPath', async () => {
    const rsbuild = await core.createRsbuild({ cwd: project });
    assert.equal(rsbuild.context.rootPath, project);
  });

  test('createRsbuild: with root in the config, root (against cwd) is context.rootPath and resolves entries, but .env files come from cwd', async () => {
    const dir = makeProject({ '.env': 'PUBLIC_FROM=cwd\n', 'app/.env': 'PUBLIC_FROM=root\n', 'app/src/index.js': '' }, 'core-cwd-root');
    const rsbuild = await core.createRsbuild({ cwd: dir, loadEnv: { processEnv: {} }, config: { root: 'app' } });
    assert.equal(rsbuild.context.rootPath, path.join(dir, 'app'));
    const original = rsbuild.getRsbuildConfig('original');
    assert.deepEqual(original.dev?.watchFiles, [{ paths: [path.join(dir, '.env')], type: 'reload-server' }]);
    assert.equal(original.source?.define?.['import.meta.env.PUBLIC_FROM'], '"cwd"');
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().environments.web.source.entry, { index: path.join(dir, 'app/src/index.js') });
  });

  test('createRsbuild: a relative cwd is kept as it is (context.rootPath relative) and build(), createCompiler() and createDevServer() reject: "context" must be an absolute path', async () => {
    const dir = makeProject({ 'app/src/index.js': '' }, 'core-relative-cwd');
    // The path of the project's app folder, relative to the folder the test runs in.
    const relative = path.relative(process.cwd(), path.join(dir, 'app'));
    assert.equal(path.isAbsolute(relative), false);
    const message = `Invalid Rspack configuration: "context" must be an absolute path, get "${relative}".`;
    const instance = () => core.createRsbuild({ cwd: relative, config: { logLevel: 'silent', server: { middlewareMode: true } } });
    await withNodeEnv('production', async () => {
      const rsbuild = await instance();
      assert.equal(rsbuild.context.rootPath, relative);
      await assert.rejects(rsbuild.build(), { message });
      await assert.rejects((await instance()).createCompiler(), { message });
      // startDevServer() is createDevServer() then listen(); middleware mode keeps Rsbuild off SIGTERM in this process.
      await assert.rejects((await instance()).createDevServer(), { message });
    });
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('api/javascript-api/core', lang).includes("`cwd: 'app'`"), lang);
      assert.ok(pageText('api/javascript-api/core', lang).includes('`Invalid Rspack configuration: "context" must be an absolute path, get "app".`'), lang);
    }
  });

  test('createRsbuild: the defaults of cwd and callerName apply only when the key is missing: cwd: undefined rejects with a TypeError, callerName: undefined stays undefined', async () => {
    await assert.rejects(core.createRsbuild({ cwd: undefined, config: { logLevel: 'silent' } }), {
      name: 'TypeError',
      message: 'The "path" argument must be of type string. Received undefined',
    });
    const rsbuild = await core.createRsbuild({ cwd: project, callerName: undefined, config: { logLevel: 'silent' } });
    assert.equal(rsbuild.context.callerName, undefined);
    assert.ok(pageText('api/javascript-api/core', 'en').includes('`cwd: undefined`, as passed from an unset variable, makes `createRsbuild` reject with `TypeError: The "path" argument must be of type string. Received undefined`.'));
    assert.ok(pageText('api/javascript-api/core', 'zh').includes('显式传入 `cwd: undefined`（例如取自一个未设置的变量）时，`createRsbuild` 会以 `TypeError: The "path" argument must be of type string. Received undefined` 报错 reject。'));
    assert.ok(pageText('api/javascript-api/core', 'en').includes('with `callerName: undefined`, `context.callerName` is `undefined`.'));
    assert.ok(pageText('api/javascript-api/core', 'zh').includes('传入 `callerName: undefined` 时，`context.callerName` 就是 `undefined`。'));
  });

  test('createRsbuild: environment limits the normalized config to the named environments; an unknown name throws', async () => {
    const rsbuildConfig: RsbuildConfig = { environments: { web: {}, node: { output: { target: 'node' } } } };
    const rsbuild = await core.createRsbuild({ cwd: project, rsbuildConfig, environment: ['web'] });
    await rsbuild.initConfigs();
    assert.deepEqual(Object.keys(rsbuild.getNormalizedConfig().environments), ['web']);
    // defaultAllowedOrigins is the default server.cors origin
    assert.equal((rsbuild.getNormalizedConfig().server.cors as { origin?: unknown }).origin, core.defaultAllowedOrigins);
    const unknown = await core.createRsbuild({ cwd: project, rsbuildConfig, environment: ['edge'] });
    await assert.rejects(unknown.initConfigs(), { message: /^\S*\[rsbuild:config\]\S* The current build is specified to run only in the \S*edge\S* environment, but the configuration of the specified environment was not found\.$/ });
    // only when none of the names exists: with one known name, the unknown one is ignored
    const partly = await core.createRsbuild({ cwd: project, rsbuildConfig, environment: ['web', 'edge'] });
    await partly.initConfigs();
    assert.deepEqual(Object.keys(partly.getNormalizedConfig().environments), ['web']);
  });

  test('loadConfig: rsbuild.config.mjs is taken before rsbuild.config.ts', async () => {
    const { content, filePath } = await core.loadConfig({ cwd: project });
    assert.equal(filePath, path.join(project, 'rsbuild.config.mjs'));
    assert.deepEqual(content.source?.define, { FROM: '"mjs"' });
  });

  test('loadConfig: without path, the names after .mjs are tried in the order .ts, .js, .cjs, .mts, .cts', async () => {
    const names = ['ts', 'js', 'cjs', 'mts', 'cts'];
    const content = (ext: string) => `${ext === 'cjs' || ext === 'cts' ? 'module.exports =' : 'export default'} { source: { define: { FROM: '"${ext}"' } } };\n`;
    const found: string[] = [];
    // Each folder holds the names from one position on, so the first of them must win.
    for (const [index, first] of names.entries()) {
      const dir = makeProject(Object.fromEntries(names.slice(index).map((ext) => [`rsbuild.config.${ext}`, content(ext)])), `core-config-order-${first}`);
      const { filePath } = await core.loadConfig({ cwd: dir });
      found.push(path.basename(filePath ?? ''));
    }
    assert.deepEqual(found, names.map((ext) => `rsbuild.config.${ext}`));
  });

  test('createRsbuild does not read rsbuild.config.* of its cwd', async () => {
    const rsbuild = await core.createRsbuild({ cwd: project });
    assert.equal(rsbuild.getRsbuildConfig('original').source?.define, undefined);
  });

  test('loadConfig: a missing path throws "[rsbuild:loadConfig] Cannot find config file: <path joined to cwd>"', async () => {
    await assert.rejects(core.loadConfig({ cwd: project, path: 'nope.config.mjs' }), { message: `[rsbuild:loadConfig] Cannot find config file: ${path.join(project, 'nope.config.mjs')}` });
  });

  test('loadConfig: a config function receives env, command, envMode and meta', async () => {
    const { content } = await core.loadConfig({ cwd: project, path: 'function.config.mjs', envMode: 'staging', meta: { from: 'test' } });
    const params = JSON.parse(content.source!.define!.PARAMS as string);
    assert.equal(params.envMode, 'staging');
    assert.deepEqual(params.meta, { from: 'test' });
    assert.equal(params.env, process.env.NODE_ENV ?? '');
    assert.equal(params.command, process.argv[2]);
  });

  test("loadConfig: jiti (the default) and 'auto' run a .ts file; a .mjs file is imported natively first; 'native' runs .ts only where Node.js strips types", async () => {
    assert.deepEqual((await core.loadConfig({ cwd: project, path: 'typed.config.ts' })).content.source?.define, { ANSWER: '42' });
    // Rsbuild's native import adds a ?t= query to the file URL; jiti would not.
    const url = JSON.parse((await core.loadConfig({ cwd: project, path: 'url.config.mjs' })).content.source!.define!.URL as string);
    assert.match(url, /^file:\/\/.*\/url\.config\.mjs\?t=\d+$/);
    assert.deepEqual((await core.loadConfig({ cwd: project, path: 'typed.config.ts', loader: 'auto' })).content.source?.define, { ANSWER: '42' });
    // 'native' in a plain Node.js process (this one runs under tsx, whose hooks would load any .ts file).
    const { execFile } = await import('node:child_process');
    const script = `import('@rsbuild/core').then(({ logger, loadConfig }) => { logger.level = 'silent'; return loadConfig({ cwd: ${JSON.stringify(project)}, path: 'typed.config.ts', loader: 'native' }); }).then((r) => console.log('loaded ' + r.content.source.define.ANSWER), (e) => console.log('failed ' + e.code)).finally(() => console.log('strips types: ' + Boolean(process.features.typescript)))`;
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.NODE_OPTIONS;
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: rsbuildV1Dir, env, timeout: 60_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
    assert.match(output, /^(loaded 42\nstrips types: true|failed ERR_UNKNOWN_FILE_EXTENSION\nstrips types: false)\n$/);
  });

  test('loadConfig: a config function that returns nothing throws', async () => {
    await assert.rejects(core.loadConfig({ cwd: project, path: 'empty.config.mjs' }));
  });

  test('loadEnv: .env, .env.local, .env.<mode>, .env.<mode>.local in this order, later files win; ${NAME} expanded', () => {
    const processEnv: Record<string, string> = {};
    const result = core.loadEnv({ cwd: project, mode: 'staging', processEnv });
    assert.deepEqual(result.filePaths, ['.env', '.env.local', '.env.staging', '.env.staging.local'].map((file) => path.join(project, file)));
    assert.equal(processEnv.PUBLIC_NAME, 'staging-local');
    assert.equal(processEnv.PUBLIC_URL, 'https://example.com/api');
  });

  test('loadEnv: a reference to a variable defined further down expands to an empty string', () => {
    const processEnv: Record<string, string> = {};
    core.loadEnv({ cwd: project, mode: 'late', processEnv });
    assert.equal(processEnv.LATE_URL, 'https:///x');
    assert.equal(processEnv.LATE_HOST, 'example.org');
  });

  test('loadEnv: publicVars under process.env.* and import.meta.env.*, JSON-stringified; prefixes choose public names', () => {
    const result = core.loadEnv({ cwd: project, mode: 'staging', processEnv: {}, prefixes: ['PUBLIC_', 'APP_'] });
    assert.deepEqual(result.rawPublicVars, { PUBLIC_NAME: 'staging-local', PUBLIC_URL: 'https://example.com/api', APP_FLAG: 'on' });
    assert.equal(result.publicVars['process.env.APP_FLAG'], '"on"');
    assert.equal(result.publicVars['import.meta.env.PUBLIC_NAME'], '"staging-local"');
  });

  test('loadEnv: a variable already in the target keeps its value; cleanup deletes parsed variables that still have it', () => {
    const processEnv: Record<string, string> = { SHARED: 'from-shell' };
    const result = core.loadEnv({ cwd: project, processEnv });
    assert.equal(processEnv.SHARED, 'from-shell');
    assert.equal(result.parsed.SHARED, 'from-shell');
    result.cleanup();
    assert.deepEqual(processEnv, {});
  });

  test("loadEnv: with processEnv: {}, the shell's variables are left out: the page says so; the behaviour is proved once, in guide-advanced-env-vars.test.ts ('Custom prefixes with loadEnv › processEnv')", () => {
    assert.ok(pageText('api/javascript-api/core', 'en').includes("the shell's variables are then left out as well"));
    assert.ok(pageText('api/javascript-api/core', 'zh').includes('不过 shell 中的变量也随之被排除在外'));
  });

  test('loadEnv: an empty variable in the target does not count: the file\'s value replaces it', () => {
    const processEnv: Record<string, string> = { SHARED: '', PUBLIC_NAME: 'from-shell' };
    const result = core.loadEnv({ cwd: project, processEnv });
    assert.equal(processEnv.SHARED, 'from-file');
    assert.equal(result.parsed.SHARED, 'from-file');
    assert.equal(processEnv.PUBLIC_NAME, 'from-shell');
  });

  test('loadEnv: a reference to a variable defined further down takes the value the target already holds', () => {
    const processEnv: Record<string, string> = { LATE_HOST: 'shell.example' };
    core.loadEnv({ cwd: project, mode: 'late', processEnv });
    assert.equal(processEnv.LATE_URL, 'https://shell.example/x');
    assert.equal(processEnv.LATE_HOST, 'shell.example');
  });

  test('loadEnv: mode "local" throws', () => {
    const options: LoadEnvOptions = { cwd: project, mode: 'local', processEnv: {} };
    assert.throws(() => core.loadEnv(options));
  });

  test('mergeRsbuildConfig: with no configs it returns {}', () => {
    assert.deepEqual(core.mergeRsbuildConfig(), {});
  });

  test('mergeRsbuildConfig: with one config, a shallow copy: new top level, output and dev, short forms expanded, source shared', () => {
    const input: RsbuildConfig = { source: { alias: { a: './a' } }, output: { distPath: 'build' }, dev: { watchFiles: { paths: 'x' } } };
    const result = core.mergeRsbuildConfig(input);
    assert.notEqual(result, input);
    assert.equal(result.source, input.source);
    assert.notEqual(result.output, input.output);
    assert.notEqual(result.dev, input.dev);
    assert.deepEqual(result.output, { distPath: { root: 'build' } });
    assert.deepEqual(result.dev, { watchFiles: [{ paths: 'x' }] });
    assert.deepEqual(input.output, { distPath: 'build' });
  });

  test('defineConfig: returns its argument unchanged', () => {
    const config: RsbuildConfig = { html: { title: 'x' } };
    assert.equal(core.defineConfig(config), config);
  });

  test('version, ensureAssetPrefix, defaultAllowedOrigins and the plugin name constants', () => {
    assert.equal(core.version, '1.7.6');
    assert.equal(core.ensureAssetPrefix('static/js/index.js'), '/static/js/index.js');
    assert.equal(core.ensureAssetPrefix('static/js/index.js', '/base/'), '/base/static/js/index.js');
    assert.equal(core.ensureAssetPrefix('static/js/index.js', 'https://cdn.example.com/app/'), 'https://cdn.example.com/app/static/js/index.js');
    assert.equal(core.ensureAssetPrefix('index.js', '//cdn.example.com'), '//cdn.example.com/index.js');
    assert.equal(core.ensureAssetPrefix('https://example.com/a.js', '/base/'), 'https://example.com/a.js');
    for (const origin of ['http://localhost:3000', 'http://localhost', 'https://app.localhost', 'http://127.0.0.1:8080', 'https://127.0.0.1', 'http://[::1]:5173', 'http://[::1]']) assert.ok(core.defaultAllowedOrigins.test(origin), origin);
    assert.ok(!core.defaultAllowedOrigins.test('https://example.com'));
    assert.equal(core.PLUGIN_SWC_NAME, 'rsbuild:swc');
    assert.equal(core.PLUGIN_CSS_NAME, 'rsbuild:css');
  });
});

describe('JavaScript API: core › exports', () => {
  test('createRsbuild, loadConfig, loadEnv, mergeRsbuildConfig, defineConfig (its overloads and ConfigParams), logger, ensureAssetPrefix and runCLI have the signatures the page prints (checked by tsc)', () => {
    assert.equal(signatureChecks.length, 15);
    assert.ok(signatureChecks.every(Boolean));
  });

  test("the page's TypeScript samples (rsbuild.config.ts and plugin-inspect-swc.ts) type-check as written against the 1.x packages", () => {
    for (const lang of ['en', 'zh'] as const) {
      const samples = [...pageSamples('api/javascript-api/core', lang), ...pageSamples('api/javascript-api/core', lang, 'plugin-inspect-swc.ts')];
      assert.equal(samples.length, 6, lang);
      const files = Object.fromEntries(samples.map((code, index) => [`sample${index}/rsbuild.config.ts`, code]));
      assert.deepEqual(typeCheckProject(ts, files, `core-samples-${lang}`, () => ({ types: ['node'] })), [], lang);
    }
  });

  test('the runtime exports are exactly the listed names, also from CommonJS', () => {
    const names = ['PLUGIN_CSS_NAME', 'PLUGIN_SWC_NAME', 'createRsbuild', 'defaultAllowedOrigins', 'defineConfig', 'ensureAssetPrefix', 'loadConfig', 'loadEnv', 'logger', 'mergeRsbuildConfig', 'rspack', 'runCLI', 'version'];
    assert.deepEqual(Object.keys(core).sort(), names);
    const cjs = createRequire(path.join(rsbuildV1Dir, 'package.json'))('@rsbuild/core');
    assert.deepEqual(Object.keys(cjs).sort(), names);
    assert.equal(typeof cjs.createRsbuild, 'function');
  });
});

describe('JavaScript API: core › createRsbuild', () => {
  // One build: loadEnv on (into process.env), a config function, and the page's BannerPlugin sample.
  const buildDir = makeProject(
    { 'src/index.js': 'console.log(import.meta.env.PUBLIC_GREETING, process.env.PUBLIC_MINE);\n', '.env': 'PUBLIC_GREETING=hello\nPUBLIC_MINE=from-file\nCORE_TEST_SECRET=s3cret\n' },
    'core-create',
  );
  let configArgs = -1;
  let secretInConfigFn: string | undefined;
  let secretBeforeClose: string | undefined;
  let setupsAfterCreate = -1;
  let distAfterCreate = true;
  before(async () => {
    // Earlier initConfigs() calls in this process leave NODE_ENV=development behind (the PostCSS
    // config loader sets it when it is empty); build() must choose production itself.
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    let setups = 0;
    const counting: RsbuildPlugin = { name: 'count', setup: () => void setups++ };
    const rsbuild = await core.createRsbuild({
      cwd: buildDir,
      loadEnv: true,
      config: async (...args: unknown[]) => {
        configArgs = args.length;
        secretInConfigFn = process.env.CORE_TEST_SECRET;
        return {
          logLevel: 'silent',
          plugins: [counting],
          source: { define: { 'process.env.PUBLIC_MINE': JSON.stringify('from-define') } },
          tools: { rspack: { plugins: [new core.rspack.BannerPlugin({ banner: 'Copyright Example Inc.' })] } },
        };
      },
    });
    setupsAfterCreate = setups;
    distAfterCreate = existsSync(path.join(buildDir, 'dist'));
    try {
      const { close } = await rsbuild.build();
      secretBeforeClose = process.env.CORE_TEST_SECRET;
      await close();
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('createRsbuild runs no setup and writes no output; the config function is awaited after loadEnv and gets no arguments', () => {
    assert.equal(setupsAfterCreate, 0);
    assert.equal(distAfterCreate, false);
    assert.equal(configArgs, 0);
    assert.equal(secretInConfigFn, 's3cret');
  });

  test('loadEnv: public variables in both forms, your own source.define wins; close() removes the variables from process.env', () => {
    const js = listFiles(path.join(buildDir, 'dist/static/js')).filter((file) => file.endsWith('.js')).map((file) => readText(buildDir, `dist/static/js/${file}`)).join('\n');
    assert.match(js, /console\.log\("hello","from-define"\)/);
    assert.equal(secretBeforeClose, 's3cret');
    assert.equal(process.env.CORE_TEST_SECRET, undefined);
  });

  test('rspack: the BannerPlugin sample; in production the banner moves to a .LICENSE.txt file beside the script', () => {
    const file = listFiles(path.join(buildDir, 'dist/static/js')).find((name) => /^index\.[0-9a-f]+\.js$/.test(name))!;
    assert.equal(readText(buildDir, `dist/static/js/${file}.LICENSE.txt`), '/*! Copyright Example Inc. */');
    assert.match(readText(buildDir, `dist/static/js/${file}`), new RegExp(`^/\\*! For license information please see ${file.replaceAll('.', '\\.')}\\.LICENSE\\.txt \\*/\n`));
  });

  test('loadEnv: the files are added to dev.watchFiles (reload-server) and to the build cache dependencies; options go to loadEnv with this cwd', async () => {
    const dir = makeProject({ 'src/index.js': '', '.env': 'PUBLIC_A=base\n', '.env.staging': 'PUBLIC_A=staging\n' }, 'core-loadenv-option');
    const rsbuild = await core.createRsbuild({ cwd: dir, loadEnv: { mode: 'staging', processEnv: {} }, config: { performance: { buildCache: true } } });
    const original = rsbuild.getRsbuildConfig('original');
    const files = [path.join(dir, '.env'), path.join(dir, '.env.staging')];
    assert.deepEqual(original.dev?.watchFiles, [{ paths: files, type: 'reload-server' }]);
    assert.deepEqual(original.performance?.buildCache, { buildDependencies: files });
    assert.equal(original.source?.define?.['import.meta.env.PUBLIC_A'], '"staging"');
  });

  test('loadEnv: true reads the mode files of NODE_ENV as it is at createRsbuild; unset, only .env and .env.local; mode: production reads .env.production', async () => {
    const dir = makeProject({ 'src/index.js': '', '.env': 'PUBLIC_CORE_MODE=base\n', '.env.production': 'PUBLIC_CORE_MODE=production\n' }, 'core-loadenv-mode');
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      const unset = await core.createRsbuild({ cwd: dir, loadEnv: true });
      assert.equal(process.env.NODE_ENV, undefined);
      assert.equal(unset.getRsbuildConfig('original').source?.define?.['import.meta.env.PUBLIC_CORE_MODE'], '"base"');
      assert.deepEqual(unset.getRsbuildConfig('original').dev?.watchFiles, [{ paths: [path.join(dir, '.env')], type: 'reload-server' }]);
      delete process.env.PUBLIC_CORE_MODE;
      const production = await core.createRsbuild({ cwd: dir, loadEnv: { mode: 'production', processEnv: {} } });
      assert.equal(production.getRsbuildConfig('original').source?.define?.['import.meta.env.PUBLIC_CORE_MODE'], '"production"');
      process.env.NODE_ENV = 'production';
      const fromNodeEnv = await core.createRsbuild({ cwd: dir, loadEnv: { processEnv: {} } });
      assert.equal(fromNodeEnv.getRsbuildConfig('original').source?.define?.['import.meta.env.PUBLIC_CORE_MODE'], '"production"');
    } finally {
      delete process.env.PUBLIC_CORE_MODE;
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test('rsbuildConfig is only used without config; callerName defaults to rsbuild; environment [] means all and drops environment plugins of others', async () => {
    const dir = makeProject({ 'src/index.js': '' }, 'core-options');
    const both = await core.createRsbuild({ cwd: dir, config: { html: { title: 'config' } }, rsbuildConfig: { html: { title: 'rsbuildConfig' } } });
    assert.equal(both.getRsbuildConfig('original').html?.title, 'config');
    assert.equal(both.context.callerName, 'rsbuild');
    const environments: RsbuildConfig['environments'] = { web: {}, node: { output: { target: 'node' }, plugins: [{ name: 'node-only', setup() {} }] } };
    const all = await core.createRsbuild({ cwd: dir, config: { environments }, environment: [] });
    await all.initConfigs();
    assert.deepEqual(Object.keys(all.getNormalizedConfig().environments), ['web', 'node']);
    const webOnly = await core.createRsbuild({ cwd: dir, config: { environments }, environment: ['web'] });
    assert.equal(webOnly.isPluginExists('node-only', { environment: 'node' }), false);
    assert.equal(all.isPluginExists('node-only', { environment: 'node' }), true);
  });
});

describe('JavaScript API: core › loadConfig, loadEnv, defineConfig', () => {
  test('loadConfig: no config file gives { content: {}, filePath: null }; envMode falls back to NODE_ENV', async () => {
    assert.deepEqual(await core.loadConfig({ cwd: makeProject({}, 'core-no-config') }), { content: {}, filePath: null });
    const { content } = await core.loadConfig({ cwd: project, path: 'function.config.mjs' });
    const params = JSON.parse(content.source!.define!.PARAMS as string);
    assert.equal(params.envMode, process.env.NODE_ENV ?? '');
  });

  test('loadConfig: content gets _privateMeta { configFilePath } (also a function\'s result); passed to createRsbuild with buildCache on, the file is a build cache dependency', async () => {
    const loaded = await core.loadConfig({ cwd: project });
    assert.deepEqual((loaded.content as { _privateMeta?: unknown })._privateMeta, { configFilePath: path.join(project, 'rsbuild.config.mjs') });
    const fromFunction = await core.loadConfig({ cwd: project, path: 'function.config.mjs' });
    assert.deepEqual((fromFunction.content as { _privateMeta?: unknown })._privateMeta, { configFilePath: path.join(project, 'function.config.mjs') });
    // initConfigs() can set NODE_ENV; withNodeEnv puts it back.
    const cacheDependencies = (config: RsbuildConfig) =>
      withNodeEnv(process.env.NODE_ENV, async () => {
        const rsbuild = await core.createRsbuild({ cwd: project, config: { ...config, logLevel: 'silent', performance: { buildCache: { cacheDirectory: 'cache' } } } });
        const [rspackConfig] = await rsbuild.initConfigs();
        return (rspackConfig.experiments?.cache as { buildDependencies: string[] }).buildDependencies;
      });
    assert.ok((await cacheDependencies(loaded.content)).includes(path.join(project, 'rsbuild.config.mjs')));
    const plain: RsbuildConfig & { _privateMeta?: unknown } = { ...loaded.content };
    delete plain._privateMeta;
    assert.ok(!(await cacheDependencies(plain)).includes(path.join(project, 'rsbuild.config.mjs')));
  });

  test('loadConfig filePath and loadEnv filePaths are cwd joined with the file name: absolute by default, relative for a relative cwd', async () => {
    const relative = path.relative(process.cwd(), project);
    assert.equal((await core.loadConfig({ cwd: relative })).filePath, path.join(relative, 'rsbuild.config.mjs'));
    assert.equal((await core.loadConfig({ cwd: project, path: path.join(project, 'function.config.mjs') })).filePath, path.join(project, 'function.config.mjs'));
    assert.deepEqual(core.loadEnv({ cwd: relative, processEnv: {} }).filePaths, [path.join(relative, '.env'), path.join(relative, '.env.local')]);
    const saved = process.cwd();
    process.chdir(project);
    try {
      assert.equal((await core.loadConfig()).filePath, path.join(project, 'rsbuild.config.mjs'));
      assert.deepEqual(core.loadEnv({ processEnv: {}, mode: 'staging' }).filePaths[0], path.join(project, '.env'));
    } finally {
      process.chdir(saved);
    }
  });

  test('loadEnv: NODE_ENV in a file replaces the target\'s value and survives cleanup; shell public variables count', () => {
    const dir = makeProject({ '.env': 'NODE_ENV=development\nPUBLIC_FILE=1\n' }, 'core-node-env');
    const processEnv: Record<string, string> = { NODE_ENV: 'production', PUBLIC_SHELL: 'shell' };
    const result = core.loadEnv({ cwd: dir, processEnv });
    assert.equal(processEnv.NODE_ENV, 'development');
    assert.deepEqual(result.rawPublicVars, { PUBLIC_SHELL: 'shell', PUBLIC_FILE: '1' });
    result.cleanup();
    assert.deepEqual(processEnv, { NODE_ENV: 'development', PUBLIC_SHELL: 'shell' });
  });

  test('loadEnv: cleanup() leaves a variable whose value changed after loadEnv', () => {
    const processEnv: Record<string, string> = {};
    const result = core.loadEnv({ cwd: project, processEnv });
    processEnv.SHARED = 'changed';
    result.cleanup();
    assert.deepEqual(processEnv, { SHARED: 'changed' });
  });

  test("loadConfig: loader defaults to 'jiti', but the CLI passes --config-loader, 'auto' unless set: on a runtime that strips types it tries the native loader first", async () => {
    // Node.js here may not strip types; a preloaded module makes process.features.typescript say it does,
    // so 'auto' tries import() first, fails on the .ts file and falls back to jiti, which DEBUG=rsbuild prints.
    const dir = makeProject(
      {
        'src/index.js': '',
        'strip-types.mjs': "Object.defineProperty(process.features, 'typescript', { value: 'strip', configurable: true });\n",
        'rsbuild.config.ts': "const loaded: string = 'LOADED';\nexport default () => { console.log(loaded); process.exit(0); };\n",
      },
      'core-cli-config-loader',
    );
    const env = { DEBUG: 'rsbuild', NODE_OPTIONS: `--import ${pathToFileURL(path.join(dir, 'strip-types.mjs')).href}` };
    const native = `Failed to load file with native loader: ${path.join(dir, 'rsbuild.config.ts')}, fallback to jiti.`;
    const { execFile } = await import('node:child_process');
    const viaApi = (options: string) =>
      new Promise<string>((resolve, reject) => {
        const script = `import('@rsbuild/core').then(({ loadConfig }) => loadConfig({ cwd: ${JSON.stringify(dir)}${options} }))`;
        execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: rsbuildV1Dir, env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 60_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
      });
    const [cli, cliJiti, apiDefault, apiAuto] = await Promise.all([runCli(dir, ['build'], { env }), runCli(dir, ['build', '--config-loader', 'jiti'], { env }), viaApi(''), viaApi(", loader: 'auto'")]);
    assert.equal(cli.code, 0, cli.output);
    assert.ok(cli.output.includes(native), cli.output);
    assert.match(cli.output, /\nLOADED\n/);
    assert.ok(!cliJiti.output.includes('native loader'), cliJiti.output);
    assert.match(cliJiti.output, /\nLOADED\n/);
    assert.ok(!apiDefault.includes('native loader'), apiDefault);
    assert.ok(apiAuto.includes(native), apiAuto);
  });
});

describe('JavaScript API: core › defineConfig', () => {
  // A config function that prints the command it receives and ends the process before any work.
  const commandDir = makeProject(
    {
      'src/index.js': '',
      'rsbuild.config.mjs': 'export default ({ command, env, envMode }) => { console.log(`COMMAND=${JSON.stringify(command) ?? "undefined"}`); console.log(`ENV=${env} ENV_MODE=${envMode}`); process.exit(0); };\n',
    },
    'core-config-command',
  );
  let bare: CliResult;
  let flagFirst: CliResult;
  let named: CliResult;
  before(async () => {
    [bare, flagFirst, named] = await Promise.all([runCli(commandDir, []), runCli(commandDir, ['--port', '4000']), runCli(commandDir, ['dev', '--env-mode', 'staging'])]);
  });
  test('command is process.argv[2]: undefined for a bare rsbuild, \'--port\' for rsbuild --port 4000, \'dev\' for rsbuild dev', () => {
    assert.match(bare.output, /COMMAND=undefined\n/);
    assert.match(flagFirst.output, /COMMAND="--port"\n/);
    assert.match(named.output, /COMMAND="dev"\n/);
  });
  test('under the CLI, env is the NODE_ENV the CLI set (development for dev), envMode the --env-mode flag, falling back to env', () => {
    assert.match(bare.output, /\nENV=development ENV_MODE=development\n/);
    assert.match(flagFirst.output, /\nENV=development ENV_MODE=development\n/);
    assert.match(named.output, /\nENV=development ENV_MODE=staging\n/);
  });
  test("the page's example: the object form of output.sourceMap (a boolean only since 1.1.5); no JS source maps for 'build', also for a bare rsbuild (undefined)", async () => {
    // Type-checked against the 1.7.6 types by tsc, and run for the three commands.
    const example = core.defineConfig(({ command, envMode }) => ({
      output: {
        sourceMap: { js: command === 'build' ? false : 'cheap-module-source-map' },
      },
      html: {
        title: envMode === 'staging' ? 'App (staging)' : 'App',
      },
    }));
    assert.equal(typeof example, 'function');
    const run = async (command: string | undefined) => (await (example as Exclude<typeof example, RsbuildConfig>)({ env: 'production', command: command as string, envMode: 'staging' })) as RsbuildConfig;
    assert.deepEqual((await run('build')).output?.sourceMap, { js: false });
    assert.deepEqual((await run('dev')).output?.sourceMap, { js: 'cheap-module-source-map' });
    assert.deepEqual((await run(undefined)).output?.sourceMap, { js: 'cheap-module-source-map' });
    assert.equal((await run('build')).html?.title, 'App (staging)');
  });
});

describe('JavaScript API: core › mergeRsbuildConfig', () => {
  test('the page\'s example: externals concatenated, title replaced; inputs unchanged', () => {
    const baseConfig: RsbuildConfig = { output: { externals: ['react'] }, html: { title: 'Base' } };
    const merged = core.mergeRsbuildConfig(baseConfig, { output: { externals: ['react-dom'] }, html: { title: 'Admin' } });
    assert.deepEqual(merged, { output: { externals: ['react', 'react-dom'] }, html: { title: 'Admin' } });
    assert.deepEqual(baseConfig.output?.externals, ['react']);
  });

  test('arrays and single values concatenate, functions collect, undefined keeps, listed options are replaced (also in environments), short forms expand', () => {
    const fn1 = () => {};
    const fn2 = () => {};
    assert.deepEqual(core.mergeRsbuildConfig({ output: { externals: ['a'] } }, { output: { externals: 'b' } }), { output: { externals: ['a', 'b'] } });
    assert.deepEqual(core.mergeRsbuildConfig({ tools: { rspack: fn1 } }, { tools: { rspack: fn2 } }), { tools: { rspack: [fn1, fn2] } });
    assert.deepEqual(core.mergeRsbuildConfig({ html: { title: 'a' } }, { html: { title: undefined } }, undefined), { html: { title: 'a' } });
    assert.deepEqual(
      core.mergeRsbuildConfig(
        { resolve: { extensions: ['.a'] }, server: { open: ['/a'] }, output: { filename: { js: 'a.js' } }, environments: { web: { resolve: { conditionNames: ['x'] } } } },
        { resolve: { extensions: ['.b'] }, server: { open: ['/b'] }, output: { filename: { js: 'b.js' } }, environments: { web: { resolve: { conditionNames: ['y'] } } } },
      ),
      { resolve: { extensions: ['.b'] }, server: { open: ['/b'] }, output: { filename: { js: 'b.js' } }, environments: { web: { resolve: { conditionNames: ['y'] } } } },
    );
    assert.deepEqual(core.mergeRsbuildConfig({ output: { distPath: 'build' } }, { output: { distPath: { js: 'js' } } }), { output: { distPath: { root: 'build', js: 'js' } } });
    assert.deepEqual(core.mergeRsbuildConfig({ output: { distPath: 'build' } }), { output: { distPath: { root: 'build' } } });
  });

  test('when either value is a boolean the later one wins, against an object, a function or an array; a function and an object or a string collect in order', () => {
    const fn = () => {};
    assert.deepEqual(core.mergeRsbuildConfig({ output: { minify: false } }, { output: { minify: { css: false } } }), { output: { minify: { css: false } } });
    assert.deepEqual(core.mergeRsbuildConfig({ tools: { htmlPlugin: fn } }, { tools: { htmlPlugin: false } }), { tools: { htmlPlugin: false } });
    assert.deepEqual(core.mergeRsbuildConfig({ source: { transformImport: [{ libraryName: 'a' }] } }, { source: { transformImport: false } }), { source: { transformImport: false } });
    assert.deepEqual(core.mergeRsbuildConfig({ tools: { rspack: { name: 'x' } } }, { tools: { rspack: fn } }), { tools: { rspack: [{ name: 'x' }, fn] } });
    assert.deepEqual(core.mergeRsbuildConfig({ tools: { rspack: fn } }, { tools: { rspack: { name: 'x' } } }), { tools: { rspack: [fn, { name: 'x' }] } });
    assert.deepEqual(core.mergeRsbuildConfig<Record<string, unknown>>({ option: 'a' }, { option: fn }), { option: ['a', fn] });
  });

  test('every option of the always-replaced list is replaced, at the top level and inside environments.<name>; an option not in the list collects', () => {
    const fn1 = () => {};
    const fn2 = () => {};
    // Two functions would otherwise end up side by side in an array.
    const at = (keys: string[], value: unknown): Record<string, unknown> => keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
    const merge = core.mergeRsbuildConfig<Record<string, unknown>>;
    const listed = ['performance.removeConsole', 'output.inlineScripts', 'output.inlineStyles', 'output.cssModules.auto', 'output.overrideBrowserslist', 'output.filename.js', 'server.open', 'server.printUrls', 'resolve.extensions', 'resolve.conditionNames', 'resolve.mainFields', 'provider'];
    for (const option of listed) {
      const keys = option.split('.');
      assert.deepEqual(merge(at(keys, fn1), at(keys, fn2)), at(keys, fn2), option);
      if (option !== 'output.filename.js' && option !== 'provider') {
        assert.deepEqual(merge(at(['environments', 'web', ...keys], fn1), at(['environments', 'web', ...keys], fn2)), at(['environments', 'web', ...keys], fn2), `environments.web.${option}`);
      }
    }
    assert.deepEqual(merge(at(['output', 'cssModules', 'exportLocalsConvention'], fn1), at(['output', 'cssModules', 'exportLocalsConvention'], fn2)), at(['output', 'cssModules', 'exportLocalsConvention'], [fn1, fn2]));
  });

  test('output.filename.* is replaced at the top level, but inside environments.<name> functions collect in an array', () => {
    const fn1 = () => 'a.js';
    const fn2 = () => 'b.js';
    assert.deepEqual(core.mergeRsbuildConfig({ output: { filename: { js: fn1 } } }, { output: { filename: { js: fn2 } } }), { output: { filename: { js: fn2 } } });
    assert.deepEqual(core.mergeRsbuildConfig({ output: { filename: { js: 'a.js' } } }, { output: { filename: { js: fn2 } } }), { output: { filename: { js: fn2 } } });
    assert.deepEqual(
      core.mergeRsbuildConfig({ environments: { web: { output: { filename: { js: fn1 } } } } }, { environments: { web: { output: { filename: { js: fn2 } } } } }),
      { environments: { web: { output: { filename: { js: [fn1, fn2] } } } } },
    );
    assert.deepEqual(
      core.mergeRsbuildConfig({ environments: { web: { output: { filename: { js: 'a.js' } } } } }, { environments: { web: { output: { filename: { js: fn2 } } } } }),
      { environments: { web: { output: { filename: { js: ['a.js', fn2] } } } } },
    );
  });
});

describe('JavaScript API: core › logger, rspack, ensureAssetPrefix, PLUGIN_SWC_NAME, runCLI', () => {
  test("logger: one level for the process; an instance without logLevel keeps what an earlier one set ('silent')", async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const before = logger.level;
    try {
      logger.level = 'info';
      await createRsbuild({ cwd: binDir, rsbuildConfig: { logLevel: 'silent' } });
      await createRsbuild({ cwd: binDir, rsbuildConfig: {} });
      assert.equal(logger.level, 'silent');
      await createRsbuild({ cwd: binDir, rsbuildConfig: { logLevel: 'info' } });
      assert.equal(logger.level, 'info');
    } finally {
      logger.level = before;
    }
    assert.ok(pageText('api/javascript-api/core', 'en').includes("after an instance created with `logLevel: 'silent'`, a later instance without `logLevel` prints nothing either"));
    assert.ok(pageText('api/javascript-api/core', 'zh').includes("用 `logLevel: 'silent'` 创建过实例之后，之后没有设置 `logLevel` 的实例同样什么都不输出"));
  });
  let cli: CliResult;
  let noEnv: CliResult;
  const binDir = makeProject(
    { 'bin/my-rsbuild.mjs': "#!/usr/bin/env node\nimport { runCLI } from '@rsbuild/core';\n\nprocess.env.PUBLIC_BUILD_ID ??= 'local';\nrunCLI();\n", 'src/index.js': '' },
    'core-run-cli',
  );
  before(async () => {
    // The wrapper of the page, run like the rsbuild binary: `node bin/my-rsbuild.mjs inspect`.
    // A second run adds --no-env and writes to another folder.
    const { spawn } = await import('node:child_process');
    const run = (args: string[]) =>
      new Promise<CliResult>((resolve) => {
        const child = spawn(process.execPath, ['bin/my-rsbuild.mjs', ...args], { cwd: binDir, env: { ...process.env, NO_COLOR: '1' } });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ code, stdout: output, stderr: '', output }));
      });
    [cli, noEnv] = await Promise.all([run(['inspect']), run(['inspect', '--no-env', '--output', 'no-env'])]);
  });

  test('runCLI runs the command of process.argv, as the binary does; the sample\'s PUBLIC_BUILD_ID becomes a public variable, but not with --no-env', () => {
    assert.equal(cli.code, 0, cli.output);
    assert.match(cli.output, /config inspection completed/);
    // the rsbuild binary does the same: it imports runCLI and calls it
    assert.match(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core'), 'bin/rsbuild.js'), /const \{ runCLI \} = await import\('\.\.\/dist\/index\.js'\);\n\s*runCLI\(\);/);
    assert.ok(existsSync(path.join(binDir, 'dist/.rsbuild/rspack.config.web.mjs')));
    // the variable the wrapper sets is a public variable of the build
    const rsbuildConfig = readText(binDir, 'dist/.rsbuild/rsbuild.config.mjs');
    assert.match(rsbuildConfig, /'import\.meta\.env\.PUBLIC_BUILD_ID': '"local"'/);
    assert.match(rsbuildConfig, /'process\.env\.PUBLIC_BUILD_ID': '"local"'/);
    // with --no-env, loadEnv is off and the variable is not defined
    assert.equal(noEnv.code, 0, noEnv.output);
    assert.doesNotMatch(readText(binDir, 'dist/no-env/rsbuild.config.mjs'), /PUBLIC_BUILD_ID/);
  });

  test('logger: logLevel of the config sets the level at createRsbuild; level filters; override replaces a method, and the replacement ignores level', async () => {
    const saved = core.logger.level;
    const savedInfo = core.logger.info;
    try {
      await core.createRsbuild({ cwd: project, config: { logLevel: 'warn' } });
      assert.equal(core.logger.level, 'warn');
      const seen: string[] = [];
      core.logger.override({ info: (message) => void seen.push(`[my-tool] ${message}`) });
      core.logger.info('building');
      assert.deepEqual(seen, ['[my-tool] building']);
      // a replacement is called whatever the level; the built-in methods are still filtered
      core.logger.level = 'silent';
      core.logger.info('while silent');
      assert.deepEqual(seen, ['[my-tool] building', '[my-tool] while silent']);
      const printed: unknown[] = [];
      const consoleWarn = console.warn;
      console.warn = (...args: unknown[]) => void printed.push(args[0]);
      try {
        core.logger.warn('hidden');
        core.logger.level = 'warn';
        core.logger.warn('shown');
      } finally {
        console.warn = consoleWarn;
      }
      assert.deepEqual(printed, ['warn    shown']);
    } finally {
      core.logger.level = saved;
      core.logger.override({ info: savedInfo });
    }
  });

  test('logger: in debug mode (DEBUG=rsbuild when createRsbuild runs) the logLevel of the config leaves the level as it is', async () => {
    const saved = core.logger.level;
    const savedDebug = process.env.DEBUG;
    try {
      core.logger.level = 'info';
      process.env.DEBUG = 'rsbuild';
      await core.createRsbuild({ cwd: project, config: { logLevel: 'error' } });
      assert.equal(core.logger.level, 'info');
      delete process.env.DEBUG;
      await core.createRsbuild({ cwd: project, config: { logLevel: 'error' } });
      assert.equal(core.logger.level, 'error');
    } finally {
      if (savedDebug === undefined) delete process.env.DEBUG;
      else process.env.DEBUG = savedDebug;
      core.logger.level = saved;
    }
  });

  test('logger: debug prints only at verbose, with rsbuild and the time instead of a label; \'log\' filters like \'info\'; DEBUG with the item rsbuild, builder or * (any case) sets verbose when @rsbuild/core loads, rsbuild:* and \' rsbuild\' do not', async () => {
    const { execFile } = await import('node:child_process');
    const levelWith = (debug: string) =>
      new Promise<string>((resolve, reject) => {
        const script = "import('@rsbuild/core').then(({ logger }) => console.log(logger.level))";
        execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: rsbuildV1Dir, env: { ...process.env, DEBUG: debug }, timeout: 60_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout.trim())));
      });
    const levels = await Promise.all(['rsbuild', 'express,builder', '*', 'rsbuild:*', 'RSBUILD', 'express, rsbuild'].map(levelWith));
    // any letter case counts; an item with a space before it does not
    assert.deepEqual(levels, ['verbose', 'verbose', 'verbose', 'info', 'verbose', 'info']);
    const saved = core.logger.level;
    const printed: string[] = [];
    const consoleLog = console.log;
    console.log = (...args: unknown[]) => void printed.push(String(args[0]));
    try {
      core.logger.level = 'info';
      core.logger.debug('hidden');
      // 'log' filters like 'info': info and log print, debug does not.
      core.logger.level = 'log';
      core.logger.debug('hidden at log');
      core.logger.info('info at log');
      core.logger.log('log at log');
      core.logger.level = 'verbose';
      core.logger.debug('shown');
    } finally {
      console.log = consoleLog;
      core.logger.level = saved;
    }
    assert.equal(printed.length, 3);
    assert.match(printed[0], /^(\x1b\[[0-9;]*m)*info {3}(\x1b\[[0-9;]*m)* info at log$/);
    assert.equal(printed[1], 'log at log');
    // no label: two spaces, rsbuild and the local time
    assert.match(printed[2].replace(/\x1b\[[0-9;]*m/g, ''), /^  rsbuild \d\d:\d\d:\d\d shown$/);
  });

  test('rspack: the compiler function of @rspack/core ~1.7.10 with its plugins; utils.rspack in tools.rspack, modifyRspackConfig and modifyBundlerChain is the same object; plugins get the same mergeRsbuildConfig, logger and version', async () => {
    assert.equal(typeof core.rspack, 'function');
    assert.match(core.rspack.rspackVersion, /^1\.7\.(1\d)$/);
    for (const name of ['DefinePlugin', 'CopyRspackPlugin', 'HtmlRspackPlugin', 'Compilation', 'BannerPlugin'] as const) assert.equal(typeof core.rspack[name], 'function', name);
    assert.equal(typeof core.rspack.sources.RawSource, 'function');
    const pkg = JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core'), 'package.json'));
    assert.equal(pkg.dependencies['@rspack/core'], '~1.7.10');
    let fromUtils: unknown;
    let fromChain: unknown;
    let fromRspackHook: unknown;
    let fromModifyConfig: unknown;
    let apiLogger: unknown;
    let apiVersion: unknown;
    const rsbuild = await core.createRsbuild({
      cwd: project,
      config: {
        logLevel: 'silent',
        tools: { rspack: (_config, utils) => void (fromUtils = utils.rspack) },
        plugins: [
          {
            name: 'chain',
            setup: (api: RsbuildPluginAPI) => {
              apiLogger = api.logger;
              apiVersion = api.context.version;
              api.modifyRsbuildConfig((_config, utils) => void (fromModifyConfig = utils.mergeRsbuildConfig));
              api.modifyBundlerChain((_chain, utils) => void (fromChain = utils.rspack));
              api.modifyRspackConfig((_config, utils) => void (fromRspackHook = utils.rspack));
            },
          },
        ],
      },
    });
    await rsbuild.initConfigs();
    assert.equal(fromUtils, core.rspack);
    assert.equal(fromChain, core.rspack);
    assert.equal(fromRspackHook, core.rspack);
    // the same functions and values reach plugins: utils.mergeRsbuildConfig, api.logger, api.context.version
    assert.equal(fromModifyConfig, core.mergeRsbuildConfig);
    assert.equal(apiLogger, core.logger);
    assert.equal(apiVersion, '1.7.6');
  });

  test('ensureAssetPrefix: the URL is unchanged with \'auto\' or a function prefix, or when it is a complete URL (data:, https:) or starts with //', () => {
    assert.equal(core.ensureAssetPrefix('static/js/index.js', 'auto'), 'static/js/index.js');
    assert.equal(core.ensureAssetPrefix('static/js/index.js', () => '/x/'), 'static/js/index.js');
    // a complete URL of any scheme is kept as it is
    assert.equal(core.ensureAssetPrefix('data:text/plain,hi', '/base/'), 'data:text/plain,hi');
    assert.equal(core.ensureAssetPrefix('https://example.com/a.js', '/base/'), 'https://example.com/a.js');
    assert.equal(core.ensureAssetPrefix('//cdn.example.com/a.js', '/base/'), '//cdn.example.com/a.js');
  });

  test('PLUGIN_SWC_NAME: the page\'s plugin runs after the SWC plugin and taps the SWC loader options', async () => {
    const tapped: unknown[] = [];
    const pluginInspectSwc: RsbuildPlugin = {
      name: 'example:inspect-swc',
      pre: [core.PLUGIN_SWC_NAME],
      setup(api) {
        api.modifyBundlerChain((chain, { CHAIN_ID }) => {
          chain.module
            .rule(CHAIN_ID.RULE.JS)
            .use(CHAIN_ID.USE.SWC)
            .tap((options) => {
              tapped.push(options);
              return options;
            });
        });
      },
    };
    const rsbuild = await core.createRsbuild({ cwd: project, config: { logLevel: 'silent', plugins: [pluginInspectSwc] } });
    await rsbuild.initConfigs();
    assert.equal(tapped.length, 1);
    assert.equal(typeof (tapped[0] as { jsc?: unknown }).jsc, 'object');
  });
});

describe('JavaScript API: core › the .mjs samples, run as written with node', () => {
  /** The page's ```ts/```js samples whose title ends in .mjs, in page order; the same in both languages. */
  const mjsSamples = (lang: 'en' | 'zh') => {
    const text = readText(path.join(import.meta.dirname, `../../docs/${lang}/api/javascript-api`), 'core.mdx');
    return [...text.matchAll(/```(?:ts|js) title="([^"]+\.mjs)"\n([\s\S]*?)```/g)].map(([, title, code]) => ({ title, code }));
  };
  const samples = mjsSamples('en');
  const sample = (title: string, nth = 0) => samples.filter((found) => found.title === title)[nth].code;
  type Run = { code: number | null; stdout: string; stderr: string };
  const runNode = async (cwd: string, file: string): Promise<Run> => {
    const { spawn } = await import('node:child_process');
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, [file], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`node ${file} did not end within 180 s`))), 180_000);
      child.on('close', (exitCode) => (clearTimeout(timer), resolve(exitCode)));
    });
    return { code, stdout, stderr };
  };
  const runs: Record<string, Run> = {};
  let dir: string;

  before(async () => {
    dir = makeProject(
      {
        'package.json': '{ "type": "module" }\n',
        'src/main.ts': "const greeting: string = 'from main.ts';\nconsole.log(greeting);\n",
        'src/index.js': "console.log('from index.js');\n",
        'src/about.js': "console.log('about');\n",
        'routes.js': "export default [{ name: 'about', file: './src/about.js' }];\n",
        'create-build.mjs': sample('build.mjs', 0),
        // The sample creates the instance only; the added line shows what its config function returned.
        'create.mjs': `${sample('create.mjs')}\nconsole.log(JSON.stringify(rsbuild.getRsbuildConfig().source.entry));\n`,
        'load-config-build.mjs': sample('build.mjs', 1),
        'logger-build.mjs': sample('build.mjs', 2),
        'check-version.mjs': sample('check-version.mjs'),
      },
      'core-mjs-samples',
    );
    // One after the other: the three builds write the same dist/.
    for (const file of ['create-build.mjs', 'create.mjs', 'load-config-build.mjs', 'logger-build.mjs', 'check-version.mjs']) runs[file] = await runNode(dir, file);
  });

  test('the .mjs samples are the same in both languages', () => {
    assert.deepEqual(mjsSamples('zh'), samples);
    assert.deepEqual(
      samples.map(({ title }) => title),
      ['build.mjs', 'create.mjs', 'dev.mjs', 'build.mjs', 'build.mjs', 'check-version.mjs', 'urls.mjs', 'bin/my-rsbuild.mjs'],
    );
  });

  test('createRsbuild: the build.mjs example (entry ./src/main.ts) builds', () => {
    assert.equal(runs['create-build.mjs'].code, 0, runs['create-build.mjs'].stderr);
    assert.match(runs['create-build.mjs'].stdout, /\nready {3}built in [\d.]+ s\n/);
  });

  test('config: the create.mjs example awaits the function, which imports routes.js, and uses the entries it returns', () => {
    assert.equal(runs['create.mjs'].code, 0, runs['create.mjs'].stderr);
    assert.equal(runs['create.mjs'].stdout, '{"about":"./src/about.js"}\n');
  });

  test('loadConfig: the build.mjs example warns "no rsbuild.config.* found, using defaults" without a config file, and builds', () => {
    const run = runs['load-config-build.mjs'];
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, 'no rsbuild.config.* found, using defaults\n');
    assert.match(run.stdout, /^info {4}build started\.\.\.\nready {3}built in [\d.]+ s\n/);
  });

  test("logger: the build.mjs example prints its own start and success lines, and Rsbuild's info line through the override", () => {
    const run = runs['logger-build.mjs'];
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^start {3}building the docs site\n\[my-tool\] build started\.\.\.\nready {3}built in [\d.]+ s\n/);
    assert.ok(run.stdout.endsWith('\nsuccess docs site ready\n'), run.stdout);
  });

  test('version: check-version.mjs passes silently on 1.7.6', () => {
    assert.deepEqual(runs['check-version.mjs'], { code: 0, stdout: '', stderr: '' });
  });

  test('ensureAssetPrefix: each call of urls.mjs returns what its comment says', () => {
    const lines = sample('urls.mjs').split('\n').filter((line) => line.startsWith('ensureAssetPrefix('));
    assert.equal(lines.length, 5);
    for (const line of lines) {
      const [, args, expected] = /^ensureAssetPrefix\((.*)\); \/\/ '(.*)'$/.exec(line)!;
      assert.equal(core.ensureAssetPrefix(...(new Function(`return [${args}];`)() as [string, string?])), expected, line);
    }
  });

  test('ensureAssetPrefix: a prefix starting with http that is not a URL, such as http-assets/, makes it throw a TypeError', () => {
    assert.throws(() => core.ensureAssetPrefix('static/js/index.js', 'http-assets/'), { name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE' });
  });

  test('runCLI: the wrapper run by the runCLI test is the bin/my-rsbuild.mjs sample of the page', () => {
    assert.equal(sample('bin/my-rsbuild.mjs'), "#!/usr/bin/env node\nimport { runCLI } from '@rsbuild/core';\n\nprocess.env.PUBLIC_BUILD_ID ??= 'local';\nrunCLI();\n");
  });
});

// callerName: `npm pack` of @rslib/core 0.19.6 (dependency @rsbuild/core ~1.7.3) and @rspress/core
// 1.47.2 (~1.3.18) on 2026-12-05: their dist passes `callerName: 'rslib'` and `callerName: 'rspress'`.
describe('JavaScript API: core › defineConfig and create-rsbuild', () => {
  test('defineConfig: the dev script of every create-rsbuild 2.2.5 template is a bare rsbuild (command undefined)', () => {
    const root = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild');
    assert.equal(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version, '2.2.5');
    const scripts = readdirSync(root)
      .filter((name) => name.startsWith('template-') && existsSync(path.join(root, name, 'package.json')))
      .map((name) => JSON.parse(readFileSync(path.join(root, name, 'package.json'), 'utf8')).scripts?.dev)
      .filter((dev) => dev !== undefined);
    assert.equal(scripts.length, 18);
    assert.deepEqual([...new Set(scripts)], ['rsbuild']);
  });
});

describe('JavaScript API: core › loadEnv and startDevServer()', () => {
  // The CLI half (rsbuild dev and rsbuild build --watch restart on a changed .env file) is run in
  // guide-advanced-env-vars.test.ts and api-start.test.ts; the CLI watches reload-server files only
  // when the action is dev or the build watches (onBeforeCreateCompiler in the CLI's init).
  test("loadEnv: only the CLI acts on the reload-server entry; under startDevServer() an edited .env file restarts nothing and the old value stays defined", async () => {
    const dir = makeProject({ '.env': 'PUBLIC_CORE_RESTART=first\n', 'src/index.js': 'console.log(import.meta.env.PUBLIC_CORE_RESTART, 1);\n' }, 'core-env-no-restart');
    await withNodeEnv(undefined, async () => {
      const rsbuild = await core.createRsbuild({ cwd: dir, loadEnv: true, config: { logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
      let compiles = 0;
      let closes = 0;
      rsbuild.onAfterDevCompile(() => void compiles++);
      rsbuild.onCloseDevServer(() => void closes++);
      const { server, port } = await rsbuild.startDevServer();
      try {
        await waitFor('the first compilation', () => compiles >= 1, 60_000);
        assert.deepEqual(rsbuild.getNormalizedConfig().dev.watchFiles, [{ paths: [path.join(dir, '.env')], type: 'reload-server' }]);
        const script = () => fetch(`http://localhost:${port}/static/js/index.js`).then((response) => response.text());
        assert.match(await script(), /console\.log\("first", 1\)/);
        // .env first, then a source file: the rebuild of the source file comes after any reaction to .env.
        writeProjectFiles(dir, { '.env': 'PUBLIC_CORE_RESTART=second\n' });
        await writeUntilServed(dir, 'src/index.js', 'console.log(import.meta.env.PUBLIC_CORE_RESTART, 2);', {
          compiles: () => compiles,
          served: async () => /console\.log\("(first|second)", 2\)/.test(await script()),
        });
        assert.match(await script(), /console\.log\("first", 2\)/);
        assert.equal(closes, 0);
        assert.equal(process.env.PUBLIC_CORE_RESTART, 'first');
      } finally {
        await server.close();
      }
      assert.equal(process.env.PUBLIC_CORE_RESTART, undefined);
    });
  });
});
