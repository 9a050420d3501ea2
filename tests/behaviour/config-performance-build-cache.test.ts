// docs/{en,zh}/config/performance/build-cache.mdx: what @rsbuild/core 1.7.6 puts in Rspack's
// experiments.cache for each setting (read from initConfigs(), no build), and what a cached
// build reuses or throws away (small in-process builds, each project with its cache folder
// inside it: the fixtures' node_modules is the shared install, so the default folder is never
// written by a build here).
//
// How an invalidation is made visible: the cache's snapshot is told never to re-check vendor/
// (immutablePaths), so an edit there is invisible to a cached build and the output keeps the old
// value until the whole cache is thrown away.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { makeProject, pageText, plugin, rsbuildCore, rsbuildV1Dir, runCli, readText, waitFor, withNodeEnv, writeProjectFiles } from './harness';

type RsbuildConfig = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig;
type PersistentCache = { type: string; version: string; storage: { type: string; directory: string }; buildDependencies: string[] };

/** The Rspack configs of `dir` with `rsbuildConfig`, the .env files loaded as the CLI does. */
async function rspackConfigs(dir: string, rsbuildConfig: RsbuildConfig, nodeEnv = 'production') {
  const { createRsbuild } = await rsbuildCore();
  return withNodeEnv(nodeEnv, async () => {
    const rsbuild = await createRsbuild({ cwd: dir, loadEnv: true, rsbuildConfig });
    const configs = await rsbuild.initConfigs();
    return Object.fromEntries(configs.map((config) => [config.name, config.experiments?.cache as PersistentCache | undefined]));
  });
}

const vendorTrick = (dir: string) => (config: { experiments?: { cache?: unknown } }) => {
  const cache = config.experiments?.cache as { snapshot?: unknown } | undefined;
  if (cache) cache.snapshot = { immutablePaths: [path.join(dir, 'vendor')] };
};

/** Builds `dir` in this process (loadEnv as the CLI), cache in `<dir>/cache`; returns the first `<word>-value` of index.js. */
async function cachedBuild(dir: string, rsbuildConfig: RsbuildConfig, nodeEnv = 'production', read = 'dist/static/js/index.js', pattern = /\w+-value/) {
  const { createRsbuild } = await rsbuildCore();
  return withNodeEnv(nodeEnv, async () => {
    const rsbuild = await createRsbuild({
      cwd: dir,
      loadEnv: true,
      rsbuildConfig: {
        logLevel: 'silent',
        output: { filenameHash: false, minify: false },
        tools: { rspack: vendorTrick(dir) },
        ...rsbuildConfig,
      },
    });
    const { close } = await rsbuild.build();
    await close();
    return readText(dir, read).match(pattern)?.[0];
  });
}

/** The cache folders in `directory`, one per cache version (Rspack also keeps a .temp folder there). */
const caches = (directory: string) => readdirSync(directory).filter((name) => !name.startsWith('.'));

/** The compiled code of @rsbuild/core 1.7.6, for what needs the webpack provider (not installed here). */
const coreCode = () => readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');

const vendorFiles = {
  'src/index.js': "import { value } from '../vendor/value.js';\nconsole.log(value, process.env.API_URL);\n",
  'vendor/value.js': "export const value = 'first-value';\n",
};

describe('performance.buildCache', () => {
  test('undefined (the default): no persistent cache in the Rspack config, in production and in development', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'build-cache-default');
    assert.deepEqual(await rspackConfigs(dir, {}), { web: undefined });
    assert.deepEqual(await rspackConfigs(dir, {}, 'development'), { web: undefined });
  });

  test('the page says the option is older than its Rspack support: up to 1.2.4 it configured the webpack provider only', () => {
    // Read in the compiled code of 1.2.4: the cache plugin is `'rspack' !== api.context.bundlerType &&
    // api.modifyBundlerChain(...)` and its types already have cacheDirectory and cacheDigest; 1.2.5 adds
    // experiments.cache for Rspack. scripts/data/version-history.json keeps the reason (tests/unit/version-history.test.ts).
    assert.ok(pageText('config/performance/build-cache', 'en').includes('releases up to 1.2.4 already accept `performance.buildCache` with `cacheDirectory` and `cacheDigest`, but only the webpack provider uses it; with Rspack those releases accept the value and write no persistent cache. The "added in 1.2.5" lines on this page date the Rspack side.'));
    assert.ok(pageText('config/performance/build-cache', 'zh').includes('1.2.4 及更早的版本已经接受 `performance.buildCache` 以及其中的 `cacheDirectory` 和 `cacheDigest`，但只有 webpack provider 会使用它'));
  });

  test('true: experiments.cache is persistent, in <root>/node_modules/.cache/rspack, with the build dependencies that exist (the .env files loaded by createRsbuild\'s loadEnv among them)', async () => {
    const dir = makeProject(
      {
        'src/index.js': "console.log('page');\n",
        'package.json': '{}\n',
        'tsconfig.json': '{}\n',
        '.browserslistrc': 'chrome 100\n',
        'tailwind.config.js': 'module.exports = {};\n',
        '.env': 'SECRET_TOKEN=one\n',
        '.env.production': 'SECRET_TOKEN=one\n',
        '.env.development': 'SECRET_TOKEN=one\n',
      },
      'build-cache-true',
    );
    const { web } = await rspackConfigs(dir, { performance: { buildCache: true } });
    assert.equal(web?.type, 'persistent');
    assert.deepEqual(web?.storage, { type: 'filesystem', directory: path.join(dir, 'node_modules/.cache/rspack') });
    // rspackConfigs() uses the JavaScript API (createRsbuild with loadEnv: true), not the CLI: its .env files count too.
    assert.deepEqual(web?.buildDependencies, ['package.json', 'tsconfig.json', '.browserslistrc', 'tailwind.config.js', '.env', '.env.production'].map((file) => path.join(dir, file)));
    assert.ok(pageText('config/performance/build-cache', 'en').includes('whether the CLI loaded them or, in the JavaScript API, the [loadEnv](/api/javascript-api/core#option-loadenv) option of `createRsbuild` (added in 1.2.19) did'));
    assert.ok(pageText('config/performance/build-cache', 'zh').includes('无论是由 CLI 加载，还是在 JavaScript API 中由 `createRsbuild` 的 [loadEnv](/api/javascript-api/core#option-loadenv) 选项（1.2.19 新增）加载'));
  });
});

describe('Enable the cache', () => {
  test('with DEBUG=rsbuild the log has a line rsbuild <time> Rspack persistent cache enabled', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': "export default { performance: { buildCache: { cacheDirectory: 'cache' } } };\n" }, 'build-cache-debug');
    const { code, output } = await runCli(dir, ['build'], { env: { DEBUG: 'rsbuild' } });
    assert.equal(code, 0);
    assert.match(output, /\n {2}rsbuild \d{2}:\d{2}:\d{2} Rspack persistent cache enabled\n/);
    // cacheDirectory: a relative path is resolved from the project root.
    assert.equal(caches(path.join(dir, 'cache')).length, 1);
  });

  test('the line is a debug line (printed only with DEBUG=rsbuild); the version line dates that to 1.4.7', () => {
    assert.ok(coreCode().includes("cacheEnabled && 'rspack' === api.context.bundlerType && src_logger.debug('Rspack persistent cache enabled');"));
    // 1.4.6 printed it with logger.info on every build (scripts/data/behaviour-versions.json, performance.buildCache:debug-log-line).
    assert.ok(pageText('config/performance/build-cache', 'en').includes('- **Version:** the `Rspack persistent cache enabled` line only with `DEBUG=rsbuild` since 1.4.7'));
    assert.ok(pageText('config/performance/build-cache', 'zh').includes('- **版本：** 1.4.7 起 `Rspack persistent cache enabled` 只在 `DEBUG=rsbuild` 时输出'));
  });

  test('separate caches: the version is <environment>-<NODE_ENV> (not the mode), a development build next to a production one adds a second cache, and mode development under NODE_ENV=production a third', async () => {
    const dir = makeProject(vendorFiles, 'build-cache-separate');
    const both = await rspackConfigs(dir, { performance: { buildCache: true }, environments: { web: {}, node: { output: { target: 'node' } } } });
    assert.deepEqual([both.web?.version, both.node?.version], ['web-production', 'node-production']);
    assert.equal((await rspackConfigs(dir, { performance: { buildCache: true } }, 'development')).web?.version, 'web-development');
    // The mode option does not enter Rsbuild's version string (Rspack separates it on its own, below).
    assert.equal((await rspackConfigs(dir, { mode: 'development', performance: { buildCache: true } })).web?.version, 'web-production');

    const cacheDirectory = path.join(dir, 'cache');
    assert.equal(await cachedBuild(dir, { performance: { buildCache: { cacheDirectory } } }), 'first-value');
    assert.equal(caches(cacheDirectory).length, 1);
    assert.equal(await cachedBuild(dir, { performance: { buildCache: { cacheDirectory } } }, 'development'), 'first-value');
    // Rspack may still be writing a new cache when close() resolves (one fresh-clone run counted 1 here).
    await waitFor('a second cache folder, for NODE_ENV=development', () => caches(cacheDirectory).length === 2, 30_000);
    // mode: 'development' under NODE_ENV=production reuses neither: a third cache, and an edit in
    // vendor/ (which a reused cache would hide) is in the output.
    writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'second-value';\n" });
    assert.equal(await cachedBuild(dir, { performance: { buildCache: { cacheDirectory } } }), 'first-value');
    assert.equal(await cachedBuild(dir, { mode: 'development', performance: { buildCache: { cacheDirectory } } }), 'second-value');
    await waitFor('a third cache folder, for mode development under NODE_ENV=production', () => caches(cacheDirectory).length === 3, 30_000);
  });
});

describe('cacheDirectory', () => {
  test('a relative path is resolved from the project root, an absolute one is kept', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'build-cache-directory');
    assert.equal((await rspackConfigs(dir, { performance: { buildCache: { cacheDirectory: '.cache/rspack' } } })).web?.storage.directory, path.join(dir, '.cache/rspack'));
    assert.equal((await rspackConfigs(dir, { performance: { buildCache: { cacheDirectory: '/tmp/r-cache' } } })).web?.storage.directory, '/tmp/r-cache');
  });

  test('the default folder is <root>/node_modules/.cache/<bundler>: webpack with the webpack provider (1.7.6 source)', () => {
    const code = coreCode();
    assert.ok(code.includes("cachePath = (0, external_node_path_.join)(rootPath, 'node_modules', '.cache')"));
    assert.ok(code.includes("bundlerType = userConfig.provider ? 'webpack' : 'rspack'"));
    assert.ok(code.includes('(0, external_node_path_.join)(context.cachePath, context.bundlerType)'));
    assert.ok(pageText('config/performance/build-cache', 'en').includes('- **Default:** `node_modules/.cache/rspack` inside the project root (`node_modules/.cache/webpack` with the webpack provider)'));
    assert.ok(pageText('config/performance/build-cache', 'zh').includes('- **默认值：** 项目根目录下的 `node_modules/.cache/rspack`（使用 webpack provider 时为 `node_modules/.cache/webpack`）'));
  });
});

describe('cacheDigest', () => {
  test('a Sass additionalData from a variable stays stale in a cached build until the digest changes', async () => {
    const { pluginSass } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-sass')>('@rsbuild/plugin-sass');
    const dir = makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': '.a { color: $brand; }\n' }, 'build-cache-digest');
    const cacheDirectory = path.join(dir, 'cache');
    const build = (brand: string, digest: string) =>
      cachedBuild(
        dir,
        { plugins: [pluginSass({ sassLoaderOptions: { additionalData: `$brand: ${brand};` } })], performance: { buildCache: { cacheDirectory, cacheDigest: [digest, undefined] } } },
        'production',
        'dist/static/css/index.css',
        /#\w{6}/,
      );
    assert.equal(await build('#123456', '#123456'), '#123456');
    assert.equal(await build('#abcdef', '#123456'), '#123456');
    assert.equal(await build('#abcdef', '#abcdef'), '#abcdef');
  });

  test('a changed source.define value reaches the output of a cached build without a digest', async () => {
    const dir = makeProject(vendorFiles, 'build-cache-define');
    const build = (url: string) => cachedBuild(dir, { source: { define: { 'process.env.API_URL': JSON.stringify(url) } }, performance: { buildCache: { cacheDirectory: path.join(dir, 'cache') } } });
    assert.equal(await build('https://a.example'), 'first-value');
    writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'second-value';\n" });
    assert.equal(await build('https://b.example'), 'first-value');
    assert.match(readText(dir, 'dist/static/js/index.js'), /"https:\/\/b\.example"/);
    assert.doesNotMatch(readText(dir, 'dist/static/js/index.js'), /a\.example/);
    // Up to 1.4.16 (Rspack 1.4) the same steps kept https://a.example; the version line says since 1.5.0.
    assert.ok(pageText('config/performance/build-cache', 'en').includes('- **Version:** added in 1.2.5; a changed `source.define` value reaches a cached build since 1.5.0'));
    assert.ok(pageText('config/performance/build-cache', 'zh').includes('- **版本：** 1.2.5 新增；1.5.0 起 `source.define` 的值变化后，命中缓存的构建也会使用新值'));
  });
});

describe('buildDependencies', () => {
  test('editing a loaded .env file invalidates the cached build', async () => {
    const dir = makeProject({ ...vendorFiles, '.env': 'SECRET_TOKEN=one\n', '.env.production': 'SECRET_TOKEN=one\n' }, 'build-cache-env');
    const build = () => cachedBuild(dir, { performance: { buildCache: { cacheDirectory: path.join(dir, 'cache') } } });
    assert.equal(await build(), 'first-value');
    // The cache is in use: an edit it cannot see leaves the output as it was.
    writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'second-value';\n" });
    assert.equal(await build(), 'first-value');
    writeProjectFiles(dir, { '.env': 'SECRET_TOKEN=two\n' });
    assert.equal(await build(), 'second-value');
  });

  test('a cache turned on only inside environments does not register the .env files, and editing one keeps the cache', async () => {
    const dir = makeProject({ ...vendorFiles, '.env': 'SECRET_TOKEN=one\n' }, 'build-cache-env-environments');
    const cacheDirectory = path.join(dir, 'cache');
    const config = (buildDependencies?: string[]): RsbuildConfig => ({ environments: { web: { performance: { buildCache: { cacheDirectory, buildDependencies } } } } });
    assert.deepEqual((await rspackConfigs(dir, config())).web?.buildDependencies, []);
    assert.deepEqual((await rspackConfigs(dir, config(['.env']))).web?.buildDependencies, ['.env']);

    assert.equal(await cachedBuild(dir, config()), 'first-value');
    writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'second-value';\n", '.env': 'SECRET_TOKEN=two\n' });
    assert.equal(await cachedBuild(dir, config()), 'first-value');
  });

  test('a relative path is resolved from the project root (not the working folder), like an absolute one', async () => {
    const dir = makeProject({ ...vendorFiles, 'scripts/theme.js': '// one\n' }, 'build-cache-deps');
    assert.notEqual(process.cwd(), dir);
    for (const [label, entry] of [['relative', 'scripts/theme.js'], ['absolute', path.join(dir, 'scripts/theme.js')]]) {
      const cacheDirectory = path.join(dir, `cache-${label}`);
      const build = () => cachedBuild(dir, { performance: { buildCache: { cacheDirectory, buildDependencies: [entry] } } });
      writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'first-value';\n" });
      assert.equal(await build(), 'first-value', label);
      writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'second-value';\n" });
      assert.equal(await build(), 'first-value', label);
      writeProjectFiles(dir, { 'scripts/theme.js': `// ${label}\n` });
      assert.equal(await build(), 'second-value', label);
    }
  });
});

describe('Page text', () => {
  test('the fixed sentences stay fixed in both languages', () => {
    const en = pageText('config/performance/build-cache', 'en');
    const zh = pageText('config/performance/build-cache', 'zh');
    for (const text of [en, zh]) {
      assert.match(text, /cacheDigest: \[brandColor\]/);
      assert.doesNotMatch(text, /cacheDigest: \[process\.env\.API_URL\]/);
    }
    assert.match(en, /Values passed to \[source\.define\]\(\/config\/source\/define\) do not need a digest/);
    // Run by hand in round 49: with @rsbuild/core 1.2.5, 1.3.0, 1.3.22, 1.4.2 and 1.4.16 a cached build kept
    // the old define value; 1.5.0 and 1.6.0 wrote the new one. 1.4.6 printed "info    Rspack persistent
    // cache enabled (experimental)" on every build; from 1.4.7 the line appears only with DEBUG=rsbuild.
    assert.ok(en.includes('That holds since Rsbuild 1.5.0 (Rspack 1.5); up to 1.4.16, a cached build kept the old value'));
    assert.ok(zh.includes('这从 Rsbuild 1.5.0（Rspack 1.5）开始成立；1.4.16 及更早的版本命中缓存时仍会保留旧值'));
    assert.ok(en.includes('Releases up to 1.4.6 printed `info    Rspack persistent cache enabled (experimental)` on every build instead'));
    assert.ok(zh.includes('1.4.6 及更早的版本则不需要 `DEBUG`，每次构建都会输出'));
    for (const [lang, text] of [['en', "is still versioned `web-production`, but Rspack keeps a separate cache for it"], ['zh', '版本仍是 `web-production`，但 Rspack 会为它单独存一份缓存']] as const) {
      assert.ok(pageText('guide/optimization/build-performance', lang).includes(text), lang);
    }
    for (const [lang, text] of [['en', 'the `.env` files count only when `performance.buildCache` is set at the top level'], ['zh', '只有在配置顶层设置 `performance.buildCache` 时 `.env` 文件才算在内']] as const) {
      assert.ok(pageText('guide/optimization/build-performance', lang).includes(text), lang);
    }
    assert.match(en, /a cache turned on only inside \[environments\]\(\/config\/environments\) does not register the `\.env` files/);
    assert.match(en, /A relative path is resolved from the project root, as for `cacheDirectory`/);
    assert.doesNotMatch(en, /so give absolute paths/);
    assert.doesNotMatch(en, /The cache only knows about module files/);
    assert.match(en, /Rsbuild keeps a separate cache for each \[environment\]\(\/config\/environments\) and each value of `NODE_ENV`/);
    assert.match(en, /such as `mode: 'development'` under `NODE_ENV=production`, does not reuse the production cache either/);
    assert.doesNotMatch(en, /shares the cache of production builds/);
    assert.match(zh, /传给 \[source\.define\]\(\/config\/source\/define\) 的值则不需要写进 `cacheDigest`/);
    assert.match(zh, /如果只在 \[environments\]\(\/config\/environments\) 中开启缓存，这些 `\.env` 文件不会被登记/);
    assert.match(zh, /相对路径与 `cacheDirectory` 一样基于项目根目录解析/);
    assert.doesNotMatch(zh, /所以请使用绝对路径/);
    assert.doesNotMatch(zh, /缓存只感知模块文件/);
    assert.match(zh, /Rsbuild 会按\[环境\]\(\/config\/environments\)和 `NODE_ENV` 的取值分别维护缓存/);
    assert.match(zh, /在 `NODE_ENV=production` 下以 `mode: 'development'` 构建，同样不会复用生产构建的缓存/);
  });
});
