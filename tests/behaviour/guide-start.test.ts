// guide/start (Introduction): the React project the page shows builds with one plugin, and the
// tools.rspack example with Rspack's CircularDependencyRspackPlugin fails the build on a cycle.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, pageText, listFiles, makeProject, plugin, readText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, withTakenPort, type CliResult, type BuildResult } from './harness';

const reactDir = makeProject(
  {
    'src/App.tsx': "export const App = () => <h1 className=\"title\">Hello</h1>;\n",
    'src/App.css': '.title { user-select: none; }\n',
    // CRA's public folder: copied as is into the build.
    'public/robots.txt': 'User-agent: *\n',
    'src/index.tsx': "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\nimport './App.css';\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
  },
  'start-react',
);
const cycleDir = makeProject(
  { 'src/a.js': "import { b } from './b';\nexport const a = () => b;\n", 'src/b.js': "import { a } from './a';\nexport const b = () => a;\n", 'src/index.js': "import { a } from './a';\nconsole.log(a);\n" },
  'start-cycle',
);

const aliasDir = makeProject(
  {
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' }, aliasStrategy: 'prefer-tsconfig' } };\n",
    'src/value.js': "export const value = 'alias-marker';\n",
    'src/index.js': "import { value } from '@/value.js';\nconsole.log(value);\n",
  },
  'start-alias',
);

// JSX without a framework plugin: in a .tsx file and in a .jsx file.
const tsxDir = makeProject({ 'src/index.tsx': 'declare const window: any;\nwindow.el = <b>hi</b>;\n' }, 'start-tsx');
const jsxDir = makeProject({ 'src/index.jsx': 'window.el = <b>hi</b>;\n' }, 'start-jsx');
// NODE_ENV unset in the shell, but named by a .env file.
const dotenvDir = makeProject({ '.env': 'NODE_ENV=development\n', 'src/index.js': "const message = 'dotenv-marker';\nconsole.log(message);\n" }, 'start-dotenv');

// A mode in the config or on the command line wins over NODE_ENV from the shell and from .env.
const configModeDir = makeProject(
  { '.env': 'NODE_ENV=development\n', 'rsbuild.config.mjs': "export default { mode: 'production' };\n", 'src/index.js': "console.log('config mode');\n" },
  'start-config-mode',
);
const modeFlagDir = makeProject({ '.env': 'NODE_ENV=production\n', 'src/index.js': "console.log('mode flag');\n" }, 'start-mode-flag');
let configMode: CliResult;
let modeFlag: CliResult;
// NODE_ENV=production from the shell, NODE_ENV=development in .env.
const dotenvOverShellDir = makeProject({ '.env': 'NODE_ENV=development\n', 'src/index.js': "console.log('dotenv over shell');\n" }, 'start-dotenv-over-shell');
let dotenvOverShell: CliResult;

let react: BuildResult;
let tsx: BuildResult;
let jsx: BuildResult;
let alias: CliResult;
let dotenv: CliResult;
let cycle: BuildResult | Error;
let devConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.Configuration;
let devPort: number;

before(async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { rspack } = await rsbuildCore();
  const plain = { mode: 'production' as const, output: { minify: false, filenameHash: false } };
  [react, cycle, alias, tsx, jsx, dotenv] = await Promise.all([
    buildProject(reactDir, { plugins: [pluginReact()] }),
    buildProject(cycleDir, {
      tools: {
        rspack: (_config, { appendPlugins }) => {
          appendPlugins(new rspack.CircularDependencyRspackPlugin({ failOnError: true, exclude: /node_modules/ }));
        },
      },
    }).catch((error: Error) => error),
    // NODE_ENV preset in the environment, as a CI job or a Docker image may do: the CLI keeps it.
    runCli(aliasDir, ['build'], { env: { NODE_ENV: 'development' } }),
    buildProject(tsxDir, plain),
    buildProject(jsxDir, plain),
    runCli(dotenvDir, ['build']),
  ]);
  [configMode, modeFlag, dotenvOverShell] = await Promise.all([
    runCli(configModeDir, ['build'], { env: { NODE_ENV: 'development' } }),
    runCli(modeFlagDir, ['build', '--mode', 'development'], { env: { NODE_ENV: 'production' } }),
    runCli(dotenvOverShellDir, ['build'], { env: { NODE_ENV: 'production' } }),
  ]);
  // The development config of a plain project, after the builds (a development instance sets NODE_ENV).
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: cycleDir, rsbuildConfig: { mode: 'development', logLevel: 'silent' } });
  [devConfig] = await rsbuild.initConfigs({ action: 'dev' });
  devPort = rsbuild.getNormalizedConfig().server.port;
});

const v1Packages = path.join(rsbuildV1Dir, 'node_modules');
const packageJson = (name: string) => JSON.parse(readFileSync(path.join(v1Packages, name, 'package.json'), 'utf8'));

describe('Introduction', () => {
  test('one package, @rsbuild/core, gives an rsbuild command with dev, build and preview', async () => {
    const help = await runCli(cycleDir, ['--help']);
    assert.equal(help.code, 0, help.output);
    assert.match(help.output, /\n {2}dev {6}Start the dev server \(default if no command is given\)\n {2}build {4}Build the app for production\n {2}preview {2}Preview the production build locally\n/);
  });
});

describe('Introduction (which release npm installs)', () => {
  // npm view on 2026-12-05: the latest tag of @rsbuild/core is 2.3.5, and the highest 1.x release is
  // 1.7.6; the registry is not reached from tests. The Rspress site's own node_modules holds a 2.x.
  test('@rsbuild/core@1 gives 1.7.6, the release installed here; the site itself runs on the 2.x line', () => {
    assert.equal(packageJson('@rsbuild/core').version, '1.7.6');
    const siteCore = JSON.parse(readFileSync(path.resolve(rsbuildV1Dir, '../../node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.match(siteCore.version, /^2\./);
  });
});

describe('Introduction › What Rsbuild does', () => {
  test('rsbuild build writes a minified production build: the React app\'s script is one line', () => {
    const script = listFiles(react.dist).find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file))!;
    assert.ok(readText(react.dist, script).trim().split('\n').length <= 2, script);
  });
  test('src/index.tsx is the entry, index.html loads the script and stylesheet, React is in its own chunk', () => {
    assert.deepEqual(react.errors, []);
    const files = listFiles(react.dist);
    assert.ok(files.some((file) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    const html = readText(react.dist, 'index.html');
    assert.match(html, /<script defer src="\/static\/js\/lib-react\.[0-9a-f]{8}\.js"><\/script><script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  });
  test('Lightning CSS adds vendor prefixes for the default targets', () => {
    const css = readText(react.dist, listFiles(react.dist).find((file) => file.startsWith('static/css/index.'))!);
    assert.match(css, /-webkit-user-select:none/);
  });
});

describe('Introduction › What Rsbuild does', () => {
  test('rsbuild dev uses port 3000 by default', () => {
    assert.equal(devPort, 3000);
  });
  test('the dev server moves to the next free port when its port is taken', async () => {
    const { createRsbuild } = await rsbuildCore();
    await withTakenPort(async (busy) => {
      const rsbuild = await createRsbuild({ cwd: cycleDir, rsbuildConfig: { logLevel: 'silent', server: { port: busy, printUrls: false } } });
      const server = await rsbuild.createDevServer({ runCompile: false });
      assert.equal(server.port, busy + 1);
      await server.close();
    });
  });
  test('rsbuild build keeps a NODE_ENV set in the environment: NODE_ENV=development writes an unminified build without hashes', () => {
    assert.equal(alias.code, 0, alias.output);
    const files = listFiles(path.join(aliasDir, 'dist')).filter((file) => file.endsWith('.js'));
    assert.deepEqual(files, ['static/js/index.js']);
    const js = readText(path.join(aliasDir, 'dist'), 'static/js/index.js');
    assert.ok(js.split('\n').length > 20, 'the script is not minified');
    // The production build of the same kind of project (react) is minified and hashed.
    assert.ok(listFiles(react.dist).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)));
  });
  test('a NODE_ENV=development line in .env, with NODE_ENV unset, also makes rsbuild build write an unminified build without hashes', () => {
    assert.equal(dotenv.code, 0, dotenv.output);
    const files = listFiles(path.join(dotenvDir, 'dist')).filter((file) => file.endsWith('.js'));
    assert.deepEqual(files, ['static/js/index.js']);
    const js = readText(path.join(dotenvDir, 'dist'), 'static/js/index.js');
    assert.match(js, /dotenv-marker/);
    assert.ok(js.split('\n').length > 20, 'the script is not minified');
  });
  test('NODE_ENV=development in .env replaces NODE_ENV=production from the shell: rsbuild build writes an unminified build without hashes', () => {
    assert.equal(dotenvOverShell.code, 0, dotenvOverShell.output);
    assert.deepEqual(listFiles(path.join(dotenvOverShellDir, 'dist')).filter((file) => file.endsWith('.js')), ['static/js/index.js']);
    assert.ok(readText(path.join(dotenvOverShellDir, 'dist'), 'static/js/index.js').split('\n').length > 20, 'the script is not minified');
  });
  test('a mode in the config or --mode wins over NODE_ENV from the shell and from .env', () => {
    assert.equal(configMode.code, 0, configMode.output);
    const configFiles = listFiles(path.join(configModeDir, 'dist')).filter((file) => file.endsWith('.js'));
    assert.ok(configFiles.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), configFiles.join(', '));
    assert.equal(modeFlag.code, 0, modeFlag.output);
    assert.deepEqual(listFiles(path.join(modeFlagDir, 'dist')).filter((file) => file.endsWith('.js')), ['static/js/index.js']);
  });
  test('HMR needs development mode: a dev server in production or none mode has no HotModuleReplacementPlugin', async () => {
    const { createRsbuild } = await rsbuildCore();
    const counts: Record<string, number> = {};
    for (const mode of ['development', 'production', 'none'] as const) {
      const rsbuild = await createRsbuild({ cwd: cycleDir, rsbuildConfig: { mode, logLevel: 'silent' } });
      const [web] = await rsbuild.initConfigs({ action: 'dev' });
      counts[mode] = (web.plugins ?? []).filter((item: any) => item?.constructor?.name === 'HotModuleReplacementPlugin').length;
    }
    assert.deepEqual(counts, { development: 1, production: 0, none: 0 });
  });
});

describe('Introduction › What Rsbuild does (typed options)', () => {
  test('every option is typed: defineConfig flags a misspelled option name and a misspelled nested one (checked by tsc)', async () => {
    const { defineConfig } = await rsbuildCore();
    // @ts-expect-error 'outptu' is not an option of RsbuildConfig
    const misspelled = defineConfig({ outptu: { minify: false } });
    // @ts-expect-error 'minfy' is not an option of output
    const nested = defineConfig({ output: { minfy: false } });
    const correct = defineConfig({ output: { minify: false } });
    assert.deepEqual([misspelled, nested, correct].map((config) => Object.keys(config)), [['outptu'], ['output'], ['output']]);
  });
});

describe('Introduction › Why Rsbuild exists', () => {
  // The @deprecated tags are in the types since 1.1.7 (npm pack 1.1.7 by hand on 2026-12-05); the
  // warning since 1.3.22 (behaviour entry introduction:source-alias-warning, scripts/behaviour-versions.ts).
  test('the renamed source.alias and source.aliasStrategy still work, are @deprecated in the types, and the build warns with the new names', () => {
    assert.equal(alias.code, 0, alias.output);
    // The whole line the page quotes, and its twin for aliasStrategy.
    assert.ok(alias.output.split('\n').includes('warn    [rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.'), alias.output);
    assert.ok(alias.output.split('\n').includes('warn    [rsbuild:config] The "source.aliasStrategy" config is deprecated, use "resolve.aliasStrategy" instead.'), alias.output);
    const types = readFileSync(path.join(v1Packages, '@rsbuild/core/dist-types/types/config.d.ts'), 'utf8');
    assert.match(types, /@deprecated Use `resolve\.alias` instead\.\n.*\n\s*\*\/\n\s*alias\?:/);
    assert.match(types, /@deprecated Use `resolve\.aliasStrategy` instead\.\n.*\n\s*\*\/\n\s*aliasStrategy\?:/);
    assert.match(readText(path.join(aliasDir, 'dist'), 'static/js/index.js'), /alias-marker/);
  });
});

describe('Introduction › Rsbuild and Rspack', () => {
  test('@rsbuild/core 1.7.6 depends on @rspack/core ~1.7.10 and exports Rspack 1.7', async () => {
    const core = packageJson('@rsbuild/core');
    assert.equal(core.version, '1.7.6');
    assert.equal(core.dependencies['@rspack/core'], '~1.7.10');
    const { rspack } = await rsbuildCore();
    assert.match(rspack.rspackVersion, /^1\.7\./);
  });
  test('postcss-loader is added only when PostCSS is configured; small assets are inlined up to 4096 bytes', () => {
    const rules = JSON.stringify(devConfig.module?.rules);
    assert.doesNotMatch(rules, /postcss-loader/);
    assert.match(rules, /builtin:lightningcss-loader/);
    assert.match(rules, /"dataUrlCondition":\{"maxSize":4096\}/);
  });
  test('Scripts: without a framework plugin, JSX in a .tsx file becomes React.createElement calls, and a .jsx file does not build', () => {
    assert.deepEqual(tsx.errors, []);
    assert.match(readText(tsx.dist, 'static/js/index.js'), /window\.el = \/\*#__PURE__\*\/ React\.createElement\("b", null, "hi"\);/);
    const errors = jsx.errors.join('\n');
    assert.match(errors, /Module build failed \(from builtin:swc-loader\)/);
    assert.match(errors, /× Syntax Error/);
    assert.deepEqual(listFiles(jsx.dist), []);
  });
  test('CircularDependencyRspackPlugin with failOnError fails the build on a cycle', () => {
    // buildProject returns the errors of a failed build (build() rejected) instead of throwing.
    assert.ok(cycle instanceof Error || cycle.errors.length > 0, 'the build did not fail');
    const text = cycle instanceof Error ? cycle.message : cycle.errors.join('\n');
    assert.match(text, /Circular dependency detected/i);
  });
});

describe('Introduction › Rsbuild and Rspack (samples)', () => {
  test('both rsbuild.config.ts samples of the page type-check as written against the 1.x packages', () => {
    assertPageSamplesTypeCheck(ts, 'guide/start/index', 2, { moreOptions: () => ({ types: ['node'] }) });
  });
});

describe('Introduction › Create React App', () => {
  test('a public folder is copied into dist as it is, as with CRA', () => {
    assert.equal(readText(react.dist, 'robots.txt'), 'User-agent: *\n');
  });
});

describe('Introduction › Supported frameworks', () => {
  test('each framework plugin brings the tools the table names', () => {
    // @rsbuild/plugin-vue2 is not installed here. npm view on 2026-12-05: 1.1.1, its latest, depends
    // on vue-loader ^15.11.1 and has the peer @rsbuild/core ^1.0.0 || ^2.0.0-0.
    const deps = (name: string) => Object.keys(packageJson(name).dependencies ?? {});
    assert.ok(deps('@rsbuild/plugin-react').includes('react-refresh'));
    assert.ok(deps('@rsbuild/plugin-vue').includes('rspack-vue-loader'));
    assert.ok(deps('@rsbuild/plugin-preact').includes('@prefresh/core'));
    assert.ok(deps('@rsbuild/plugin-svelte').includes('svelte-loader'));
    assert.deepEqual(deps('@rsbuild/plugin-solid').filter((dep) => /solid|babel/.test(dep)).sort(), ['@rsbuild/plugin-babel', 'babel-preset-solid', 'solid-refresh']);
  });
});

describe('Introduction › Supported frameworks (1.x lines)', () => {
  // npm view on 2026-12-05: the latest tags are @rsbuild/plugin-react 2.1.1 and @rsbuild/plugin-babel
  // 2.1.0, both with the peer @rsbuild/core '^2.0.0'; the highest 1.x releases are 1.4.6 and 1.2.1.
  // The latest tags of plugin-vue (1.2.9), plugin-vue2 (1.1.1), plugin-preact (1.7.2),
  // plugin-svelte (1.1.2) and plugin-solid (1.2.2) are still 1.x releases.
  test('the 1.x releases of plugin-react and plugin-babel accept @rsbuild/core 1; plugin-react 2.1.1 accepts ^2.0.0 only', () => {
    assert.deepEqual(
      ['@rsbuild/plugin-react', '@rsbuild/plugin-babel'].map((name) => [packageJson(name).version, packageJson(name).peerDependencies['@rsbuild/core']]),
      [
        ['1.4.6', '^1.0.0 || ^2.0.0-0'],
        ['1.2.1', '^1.0.0 || ^2.0.0-0'],
      ],
    );
    const siteReact = JSON.parse(readFileSync(path.resolve(rsbuildV1Dir, '../../node_modules/@rsbuild/plugin-react/package.json'), 'utf8'));
    assert.deepEqual([siteReact.version, siteReact.peerDependencies['@rsbuild/core']], ['2.1.1', '^2.0.0']);
    // The page names these as the releases it was checked with, not as what npm gives today.
    assert.ok(pageText('guide/start/index', 'en').includes('(2.1.1 and 2.1.0 when this page was checked)'));
    assert.ok(pageText('guide/start/index', 'en').includes('This page was checked with the releases that `@1` installed then, 1.4.6 and 1.2.1.'));
    assert.ok(!pageText('guide/start/index', 'en').includes('With `@1`, they install 1.4.6 and 1.2.1.'));
    assert.ok(pageText('guide/start/index', 'zh').includes('（本页核对时分别为 2.1.1 和 2.1.0）'));
    assert.ok(pageText('guide/start/index', 'zh').includes('本页核对时，加上 `@1` 装到的分别是 1.4.6 和 1.2.1。'));
    // Solid needs the Babel plugin registered next to it: plugin-solid only changes the options of its loader.
    assert.match(readFileSync(path.join(v1Packages, '@rsbuild/plugin-solid/dist/index.js'), 'utf8'), /import \{ modifyBabelLoaderOptions \} from "@rsbuild\/plugin-babel";/);
  });
});

describe('Introduction › Vite', () => {
  // Vite is not installed here. vite 8.4.1, the registry's latest (npm pack by hand on 2026-12-05):
  // dist/node/index.d.ts declares `interface Plugin<A = any> extends Rolldown.Plugin<A>`, and its
  // package.json depends on rolldown ~1.3.4.
  test('in the dev server, dynamic imports are compiled lazily by default', () => {
    assert.deepEqual(devConfig.lazyCompilation, { imports: true, entries: false });
  });
  test('lazy compilation applies to web builds in the dev server only: not to a node build, not to rsbuild build --mode development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const environments = { web: {}, node: { output: { target: 'node' as const } } };
    const served = await createRsbuild({ cwd: cycleDir, rsbuildConfig: { mode: 'development', logLevel: 'silent', environments } });
    const [webDev, nodeDev] = await served.initConfigs({ action: 'dev' });
    const built = await createRsbuild({ cwd: cycleDir, rsbuildConfig: { mode: 'development', logLevel: 'silent' } });
    const [webBuild] = await built.initConfigs({ action: 'build' });
    assert.deepEqual(webDev.lazyCompilation, { imports: true, entries: false });
    assert.equal(nodeDev.lazyCompilation, undefined);
    assert.equal(webBuild.mode, 'development');
    assert.equal(webBuild.lazyCompilation, undefined);
  });
});

describe('Introduction › Vite', () => {
  test('public variables: PUBLIC_ is the prefix; VITE_ and REACT_APP_ variables are not exposed', async () => {
    const { loadEnv } = await rsbuildCore();
    const dir = makeProject({ '.env': 'PUBLIC_API=/api\nVITE_API=/vite\nREACT_APP_API=/cra\n' }, 'start-env');
    const { publicVars, cleanup } = loadEnv({ cwd: dir });
    cleanup();
    assert.deepEqual(Object.keys(publicVars).sort(), ['import.meta.env.PUBLIC_API', 'process.env.PUBLIC_API']);
  });
});

describe('Introduction › Supported frameworks (Lit decorators)', () => {
  // Lit is not installed here; a decorator that records its arguments shows what Lit's receives.
  // (Lit 3's property() takes (prototype, name) as legacy and (value, context) as standard, where
  // it accepts context.kind 'accessor' and 'setter' and throws "Unsupported decorator location:
  // <kind>" for the rest: seen with lit 3.3.3 in Chromium, built by 1.7.6.)
  const recorder =
    'const seen: unknown[] = [];\n' +
    "function property(target: any, context: any) { seen.push(typeof context === 'object' ? ['standard', context.kind, context.name] : ['legacy', target === Plain.prototype, context]); }\n";
  const runNode = async (dist: string) => {
    const { runInNewContext } = await import('node:vm');
    const { createRequire } = await import('node:module');
    const bundle = path.join(dist, 'index.js');
    const sandbox: { result?: unknown } = {};
    runInNewContext(readFileSync(bundle, 'utf8'), { globalThis: sandbox, require: createRequire(bundle), module: { exports: {} }, exports: {} });
    return JSON.parse(String(sandbox.result));
  };
  const node = { mode: 'production' as const, output: { target: 'node' as const, minify: false } };

  test("with the default '2022-03' a field decorator gets a context of kind 'field', an accessor one of kind 'accessor'; 'legacy' gets (prototype, name) and cannot parse accessor", async () => {
    const fieldSource = `${recorder}class Plain { @property name = 'World'; }\nnew Plain();\n(globalThis as any).result = JSON.stringify(seen);\n`;
    const accessorSource = `${recorder.replace('Plain.prototype', 'null')}class WithAccessor { @property accessor name = 'World'; }\nnew WithAccessor();\n(globalThis as any).result = JSON.stringify(seen);\n`;
    const [field, accessor, legacy, legacyAccessor] = await Promise.all([
      buildProject(makeProject({ 'src/index.ts': fieldSource }, 'start-lit-field'), node),
      buildProject(makeProject({ 'src/index.ts': accessorSource }, 'start-lit-accessor'), node),
      buildProject(makeProject({ 'src/index.ts': fieldSource }, 'start-lit-legacy'), { ...node, source: { decorators: { version: 'legacy' } } }),
      buildProject(makeProject({ 'src/index.ts': accessorSource }, 'start-lit-legacy-accessor'), { ...node, source: { decorators: { version: 'legacy' } } }).catch((error: Error) => error),
    ]);
    for (const result of [field, accessor, legacy]) assert.deepEqual(result.errors, []);
    assert.deepEqual(await runNode(field.dist), [['standard', 'field', 'name']]);
    assert.deepEqual(await runNode(accessor.dist), [['standard', 'accessor', 'name']]);
    assert.deepEqual(await runNode(legacy.dist), [['legacy', true, 'name']]);
    const failed = legacyAccessor instanceof Error ? legacyAccessor.message : legacyAccessor.errors.join('\n');
    assert.match(failed, /JavaScript parse error: Unexpected token `@`/);
  });

  test("the Vue, Preact and Svelte plugins have 2.x releases: create-rsbuild 2.2.5's templates ask for ^2.0.1, ^2.1.0 and ^2.0.1, as the page says", () => {
    // This machine's registry has no 2.x of these plugins, so the templates are the evidence.
    assert.equal(packageJson('create-rsbuild').version, '2.2.5');
    const template = (name: string) => JSON.parse(readFileSync(path.join(v1Packages, `create-rsbuild/template-${name}/package.json`), 'utf8'));
    const range = (name: string, plugin: string) => ({ ...template(name).dependencies, ...template(name).devDependencies })[plugin];
    assert.equal(range('vue-js', '@rsbuild/plugin-vue'), '^2.0.1');
    assert.equal(range('preact-js', '@rsbuild/plugin-preact'), '^2.1.0');
    assert.equal(range('svelte-js', '@rsbuild/plugin-svelte'), '^2.0.1');
    assert.ok(pageText('guide/start/index', 'en').includes('The Vue, Preact and Svelte plugins have 2.x releases as well (the Rsbuild 2 templates of `create-rsbuild` 2.2.5 ask for `^2.0.1`, `^2.1.0` and `^2.0.1`)'));
    assert.ok(pageText('guide/start/index', 'zh').includes('Vue、Preact 和 Svelte 插件同样有 2.x 版本'));
  });

  test("create-rsbuild 2.2.5's lit-ts template: experimentalDecorators in tsconfig.json, decorators version 'legacy', no plugin, @rsbuild/core 2", () => {
    // create-rsbuild 2.2.9 (the registry's latest, npm pack by hand on 2026-12-05) has the same
    // rsbuild.config.ts and tsconfig.json, and lists @rsbuild/core ^2.2.9.
    assert.equal(packageJson('create-rsbuild').version, '2.2.5');
    const template = path.join(v1Packages, 'create-rsbuild/template-lit-ts');
    assert.equal(JSON.parse(readFileSync(path.join(template, 'package.json'), 'utf8')).devDependencies['@rsbuild/core'], '^2.2.5');
    const config = readFileSync(path.join(template, 'rsbuild.config.ts'), 'utf8');
    assert.match(config, /decorators: \{\s*version: 'legacy',\s*\}/);
    assert.doesNotMatch(config, /plugins/);
    assert.match(readFileSync(path.join(template, 'tsconfig.json'), 'utf8'), /"experimentalDecorators": true/);
  });
});

describe('Introduction › Create React App (public/index.html)', () => {
  test("CRA's public/index.html is overwritten by the generated page; as html.template it is used, <%= assetPrefix %> filled and %PUBLIC_URL% left as it is", async () => {
    const template = '<!doctype html><html><head><link rel="icon" href="<%= assetPrefix %>/favicon.ico"><link rel="manifest" href="%PUBLIC_URL%/manifest.json"><title>cra-template</title></head><body><div id="root"></div></body></html>\n';
    const files = { 'public/index.html': template, 'src/index.js': "console.log('cra');\n" };
    const [plain, kept] = await Promise.all([
      buildProject(makeProject(files, 'start-cra-public'), { mode: 'production' }),
      buildProject(makeProject(files, 'start-cra-template'), { mode: 'production', html: { template: './public/index.html' } }),
    ]);
    assert.deepEqual([plain.errors, kept.errors], [[], []]);
    const generated = readText(plain.dist, 'index.html');
    assert.match(generated, /<title>Rsbuild App<\/title>/);
    assert.doesNotMatch(generated, /cra-template/);
    const html = readText(kept.dist, 'index.html');
    assert.match(html, /<title>cra-template<\/title>/);
    assert.match(html, /<link rel="icon" href="\/favicon\.ico">/);
    assert.match(html, /<link rel="manifest" href="%PUBLIC_URL%\/manifest\.json">/);
    assert.match(html, /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  });
  test('the page says how to keep public/index.html', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/start/index', lang);
      assert.ok(text.includes("`html.template` 设为 `'./public/index.html'`") || text.includes("set `html.template` to `'./public/index.html'`"), lang);
      assert.ok(text.includes('`<%= assetPrefix %>`'), lang);
    }
  });
});

// A development or none-mode build drops the hash from JavaScript and CSS names only; images and
// other assets keep theirs (config-mode.test.ts, "images keep their content hash in every mode").
test('Introduction: NODE_ENV=development rsbuild build is said to drop the hash from JavaScript and CSS names only, in both languages', () => {
  assert.ok(pageText('guide/start/index', 'en').includes('writes an unminified build whose JavaScript and CSS file names have no hash.'));
  assert.ok(pageText('guide/start/index', 'zh').includes('输出的是未压缩的产物，JavaScript 和 CSS 的文件名也不带哈希。'));
});

describe('the Rstack family: which tools build on Rspack', () => {
  const deps = (file: string) => Object.keys(JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')).dependencies ?? {});
  test('Rsbuild depends on Rspack, Rspress on Rsbuild; Rsdoctor has no @rspack/core dependency; the page says so', () => {
    assert.ok(deps('tools/rsbuild-v1/node_modules/@rsbuild/core/package.json').includes('@rspack/core'));
    assert.ok(deps('node_modules/@rspress/core/package.json').includes('@rsbuild/core'));
    // @rsdoctor/core 1.6.5 uses @rspack/resolver (a resolver), not the bundler; the Rspack plugin
    // (@rsdoctor/rspack-plugin) takes @rspack/core only as a peer, from the build it analyzes.
    const doctor = deps('tools/rsbuild-v1/node_modules/@rsdoctor/core/package.json');
    assert.ok(!doctor.includes('@rspack/core') && !doctor.includes('@rsbuild/core'), doctor.join());
    // Not installed here, checked with `npm view`: @rslib/core 1.0.6 and @rstest/core 0.12.0 depend on
    // @rsbuild/core; @rslint/core 0.9.2 depends only on picomatch plus optional @rslint/native-* binaries.
    const en = pageText('guide/start/index', 'en');
    const zh = pageText('guide/start/index', 'zh');
    assert.ok(!en.includes('the foundation of every other tool here'));
    assert.ok(!zh.includes('是其余工具的基础'));
    assert.match(en, /Most of them build on Rspack, but not all of them/);
    assert.match(en, /Rsbuild builds on it, and through Rsbuild so do Rspress, Rslib and Rstest/);
    assert.match(en, /A build analyzer for Rspack and webpack builds[^|]*does not build on Rspack/);
    assert.match(en, /does not use Rspack \(checked with `@rslint\/core` 0\.9\.2\)/);
    assert.match(zh, /其中大部分基于 Rspack，但并非全部/);
    assert.match(zh, /Rspress、Rslib 和 Rstest 则通过 Rsbuild 间接基于它/);
    assert.match(zh, /面向 Rspack 和 webpack 构建的分析工具[^|]*并不基于 Rspack/);
    assert.match(zh, /不使用 Rspack（以 `@rslint\/core` 0\.9\.2 为准）/);
  });
});
