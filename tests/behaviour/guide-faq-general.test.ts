import assert from 'node:assert/strict';
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { type BuildResult, buildProject, type CliResult, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, typeCheckProject, withNodeEnv, writeProjectFiles } from './harness';

const appDir = makeProject(
  {
    'src/index.js': "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport './style.css';\nexport const el = createElement('p', null, 'production defaults');\nconst answer = (value) => value ?? 42;\nconsole.log(el, createRoot, answer());\n",
    'src/style.css': '.title {\n  color: teal;\n}\n',
    // a target without `??` (Chrome 80 added it), so the syntax is lowered; source.alias is the
    // renamed option (now resolve.alias) that still works with a deprecation warning, as does
    // source.aliasStrategy (now resolve.aliasStrategy)
    '.browserslistrc': 'chrome >= 70\n',
    'rsbuild.config.mjs': "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { '@old': './src' }, aliasStrategy: 'prefer-alias' } };\n",
  },
  'general',
);
const dist = path.join(appDir, 'dist');
// The same app after an edit to its own code (same React, same config): the next deployment.
const editedAppDir = makeProject(
  {
    'src/index.js': "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nexport const el = createElement('p', null, 'the next deployment');\nconsole.log(el, createRoot);\n",
    '.browserslistrc': 'chrome >= 70\n',
  },
  'general-edited',
);

// The page's EnvironmentPlugin sample, verbatim, built with and without API_URL set.
const environmentPluginConfig = `import { defineConfig, rspack } from '@rsbuild/core';

export default defineConfig({
  tools: {
    rspack: {
      plugins: [new rspack.EnvironmentPlugin({ API_URL: 'http://localhost:8080' })],
    },
  },
});
`;
delete process.env.API_URL;
const envFiles = { 'src/index.js': 'console.log(process.env.API_URL);\n', 'rsbuild.config.mjs': environmentPluginConfig };
const envSetDir = makeProject(envFiles, 'general-env-set');
const envUnsetDir = makeProject(envFiles, 'general-env-unset');

// The page's webpack plugin sample, verbatim, and the same on a disk that lists `Util.js` where
// the import (resolved on this case-sensitive file system) found `util.js`, as macOS or Windows
// would let it.
const casePluginConfig = `import { defineConfig } from '@rsbuild/core';
import CaseSensitivePathsPlugin from 'case-sensitive-paths-webpack-plugin';

export default defineConfig({
  tools: {
    rspack: {
      plugins: [new CaseSensitivePathsPlugin()],
    },
  },
});
`;
const caseFiles = { 'src/util.js': "export const name = 'util';\n", 'src/index.js': "import { name } from './util';\nconsole.log(name);\n" };
const caseDir = makeProject({ ...caseFiles, 'rsbuild.config.mjs': casePluginConfig }, 'general-case');
const caseMismatchFiles = {
    ...caseFiles,
    'rsbuild.config.mjs': `import path from 'node:path';
import CaseSensitivePathsPlugin from 'case-sensitive-paths-webpack-plugin';
const diskSaysUtil = {
  apply(compiler) {
    const fs = compiler.inputFileSystem;
    const readdir = fs.readdir.bind(fs);
    const rename = (dir, files) => (files && path.basename(dir) === 'src' ? files.map((file) => (file === 'util.js' ? 'Util.js' : file)) : files);
    compiler.inputFileSystem = new Proxy(fs, {
      get: (target, key) => (key === 'readdir' ? (dir, callback) => readdir(dir, (error, files) => callback(error, rename(dir, files))) : Reflect.get(target, key)),
    });
  },
};
export default { tools: { rspack: { plugins: [diskSaysUtil, new CaseSensitivePathsPlugin()] } } };
`,
};
const caseMismatchDir = makeProject(caseMismatchFiles, 'general-case-mismatch');
// The same project for rsbuild build, which shows what the CLI prints.
const caseMismatchCliDir = makeProject(caseMismatchFiles, 'general-case-mismatch-cli');
// The page's scripts/print-version.mjs, as written.
const printVersionSample = (lang: 'en' | 'zh') => {
  const text = pageText('guide/faq/general', lang);
  return /```js title="scripts\/print-version\.mjs"\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
};
const printVersionDir = makeProject({ 'scripts/print-version.mjs': printVersionSample('en') }, 'general-print-version');

// A web app with a Node.js environment beside it; `inspect` (in production mode) after the build.
const nodeTargetDir = makeProject(
  { 'src/index.js': "console.log('both');\n", 'rsbuild.config.mjs': "export default { environments: { web: {}, node: { output: { target: 'node' } } } };\n" },
  'general-node',
);
// A TypeScript module that imports React, built for Node.js twice: CommonJS, and ES modules with
// output.module.
const formatsDir = makeProject({ 'src/index.ts': "import { createElement } from 'react';\nexport const el = (): unknown => createElement('p', null, 'both formats');\n" }, 'general-formats');
// The page's Module Federation host, verbatim apart from the file name.
const federationDir = makeProject(
  {
    'src/index.js': "import('catalog/Button').then((module) => console.log(module));\n",
    'rsbuild.config.mjs': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  moduleFederation: {
    options: {
      name: 'host',
      remotes: {
        catalog: 'catalog@http://localhost:3001/remoteEntry.js',
      },
      shared: ['react', 'react-dom'],
    },
  },
});
`,
  },
  'general-federation',
);
// A remote with Rspack's own additions to the options: manifest and runtimePlugins (typed by
// RsbuildConfig, so tsc checks that the built-in option accepts them).
const remoteOptions: NonNullable<RsbuildConfig['moduleFederation']>['options'] = {
  name: 'catalog',
  exposes: { './Button': './src/button.js' },
  manifest: true,
  runtimePlugins: ['./src/runtime-plugin.js'],
};
const remoteDir = makeProject(
  {
    'src/index.js': "import('./bootstrap.js');\n",
    'src/bootstrap.js': "console.log('remote');\n",
    'src/button.js': "export const Button = 'button';\n",
    'src/runtime-plugin.js': "export default function () {\n  return { name: 'faq-runtime-plugin' };\n}\n",
  },
  'general-federation-remote',
);
// A TypeScript config file, for the config loaders.
const tsConfigDir = makeProject({ 'src/index.js': "console.log('ts');\n", 'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nconst title: string = 'typed';\nexport default defineConfig({ html: { title } });\n" }, 'general-ts-config');

let build: CliResult;
let versionRun: CliResult;
let nativeLoader: CliResult;
let caseMismatchCli: CliResult;
let printVersion: { stdout: string; stderr: string };
let autoLoader: CliResult;
let envSet: BuildResult;
let envUnset: BuildResult;
let caseBuild: BuildResult;
let caseMismatch: BuildResult;
let nodeBuild: BuildResult;
let federation: BuildResult;
let remote: BuildResult;
let edited: BuildResult;
let inspectedFiles: string[];
let formats: BuildResult;

/** Builds a project in this process with its own config file, loaded as the CLI loads it. */
async function buildWithItsConfig(dir: string) {
  const { loadConfig } = await rsbuildCore();
  const { content } = await loadConfig({ cwd: dir });
  return buildProject(dir, content);
}

before(async () => {
  // The CLI runs (two processes at a time: the machine has two cores) ...
  const cliRuns = (async () => {
    [build, versionRun] = await Promise.all([runCli(appDir, ['build']), runCli(appDir, ['-v'])]);
    // The default loader's run is the page's `npx rsbuild inspect` (no --mode): loading the config is the claim, no build needed.
    [nativeLoader, autoLoader] = await Promise.all([runCli(tsConfigDir, ['build', '--config-loader', 'native']), runCli(tsConfigDir, ['inspect'])]);
    [caseMismatchCli, printVersion] = await Promise.all([
      runCli(caseMismatchCliDir, ['build']),
      promisify(execFile)(process.execPath, ['scripts/print-version.mjs'], { cwd: printVersionDir, timeout: 60_000 }),
    ]);
  })();
  // ... beside the builds in this process, one after another.
  process.env.API_URL = 'https://api.example.com';
  envSet = await buildWithItsConfig(envSetDir);
  delete process.env.API_URL;
  envUnset = await buildWithItsConfig(envUnsetDir);
  caseBuild = await buildWithItsConfig(caseDir);
  caseMismatch = await buildWithItsConfig(caseMismatchDir);
  federation = await buildWithItsConfig(federationDir);
  remote = await buildProject(remoteDir, { moduleFederation: { options: remoteOptions } });
  const { pluginReact } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-react')>('@rsbuild/plugin-react');
  edited = await buildProject(editedAppDir, { plugins: [pluginReact()] });
  nodeBuild = await buildWithItsConfig(nodeTargetDir);
  formats = await buildProject(formatsDir, {
    environments: {
      cjs: { output: { target: 'node', distPath: { root: 'dist/cjs' } } },
      esm: { output: { target: 'node', module: true, distPath: { root: 'dist/esm' } } },
      external: { output: { target: 'node', externals: ['react'], distPath: { root: 'dist/external' } } },
    },
  });
  const { createRsbuild, loadConfig } = await rsbuildCore();
  // NODE_ENV=production and no mode, as `NODE_ENV=production npx rsbuild inspect` runs it.
  await withNodeEnv('production', async () => {
    const rsbuild = await createRsbuild({ cwd: nodeTargetDir, rsbuildConfig: { ...(await loadConfig({ cwd: nodeTargetDir })).content, logLevel: 'silent' } });
    await rsbuild.inspectConfig({ writeToDisk: true });
  });
  inspectedFiles = listFiles(path.join(nodeTargetDir, 'dist/.rsbuild'));
  await cliRuns;
});

describe('How is Rsbuild related to Rspack?', () => {
  test('@rsbuild/core 1.7.6 depends on @rspack/core ~1.7.10', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.dependencies['@rspack/core'], '~1.7.10');
  });

  test('the rspack export of @rsbuild/core is the rspack export of the @rspack/core it depends on', async () => {
    const { rspack } = await rsbuildCore();
    const rspackCore = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rspack/core')>('@rspack/core');
    assert.equal(rspack, rspackCore.rspack);
    assert.equal(typeof rspack.EnvironmentPlugin, 'function');
  });

  test('Rspack has an HTML plugin of its own (rspack.HtmlRspackPlugin), but a plain Rspack build writes no HTML without it', async () => {
    const { rspack } = await rsbuildCore();
    assert.equal(typeof rspack.HtmlRspackPlugin, 'function');
    const dir = makeProject({ 'src/index.js': "console.log('plain rspack');\n" }, 'general-plain-rspack');
    const compiler = rspack({ mode: 'production', context: dir, entry: './src/index.js', output: { path: path.join(dir, 'dist') } });
    const stats = await new Promise<{ hasErrors(): boolean }>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    assert.equal(stats.hasErrors(), false);
    assert.deepEqual(listFiles(path.join(dir, 'dist')), ['main.js']);
  });

  test('the re-exported rspack.EnvironmentPlugin inlines API_URL, or the default when it is not set', () => {
    assert.deepEqual([envSet.errors, envUnset.errors], [[], []]);
    assert.match(outputFile(path.join(envSetDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /console\.log\("https:\/\/api\.example\.com"\)/);
    assert.match(outputFile(path.join(envUnsetDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /console\.log\("http:\/\/localhost:8080"\)/);
  });

  test("a project's own @rspack/core is another copy: import { rspack } from '@rspack/core' there gives a Rspack 2, not the 1.7.12 object that @rsbuild/core exports", async () => {
    // The project's node_modules: the 1.x @rsbuild/core, and the Rspack 2 that this site installs
    // (what an unpinned install of @rspack/core brings now that it has 2.x releases).
    const dir = makeProject({}, 'general-own-rspack');
    rmSync(path.join(dir, 'node_modules'));
    mkdirSync(path.join(dir, 'node_modules/@rsbuild'), { recursive: true });
    mkdirSync(path.join(dir, 'node_modules/@rspack'));
    symlinkSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core'), path.join(dir, 'node_modules/@rsbuild/core'), 'dir');
    symlinkSync(path.resolve(rsbuildV1Dir, '../../node_modules/@rspack/core'), path.join(dir, 'node_modules/@rspack/core'), 'dir');
    const fromProject = createRequire(path.join(dir, 'rsbuild.config.mjs'));
    type RspackModule = { rspack: { rspackVersion: string } };
    const own = (await import(pathToFileURL(fromProject.resolve('@rspack/core')).href)) as RspackModule;
    const core = (await import(pathToFileURL(fromProject.resolve('@rsbuild/core')).href)) as RspackModule;
    assert.notEqual(own.rspack, core.rspack);
    assert.deepEqual([own.rspack.rspackVersion.split('.')[0], core.rspack.rspackVersion], ['2', '1.7.12']);
    assert.ok(pageText('guide/faq/general', 'en').includes("if the project installs an `@rspack/core` of its own, `import { rspack } from '@rspack/core'` loads that copy instead"));
    assert.ok(pageText('guide/faq/general', 'zh').includes("如果项目自己另外安装了 `@rspack/core`，`import { rspack } from '@rspack/core'` 拿到的就是项目里的那一份"));
  });

  test('inspecting writes the generated Rspack config (and the Rsbuild config) per environment', () => {
    assert.deepEqual(inspectedFiles, ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
    assert.match(readText(nodeTargetDir, 'dist/.rsbuild/rspack.config.node.mjs'), /target: \[?\s*'node/);
  });

  test("rsbuild inspect without NODE_ENV writes the development config (mode: 'development'); with NODE_ENV=production it is the production one", () => {
    assert.equal(autoLoader.code, 0, autoLoader.output);
    assert.match(readText(tsConfigDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'development',$/m);
    assert.match(readText(nodeTargetDir, 'dist/.rsbuild/rspack.config.web.mjs'), /^ {2}mode: 'production',$/m);
    assert.ok(pageText('guide/faq/general', 'en').includes("Unless `NODE_ENV` is set, it writes the development configuration (`mode: 'development'`). To see the configuration of a production build, run `NODE_ENV=production npx rsbuild inspect`"));
    assert.ok(pageText('guide/faq/general', 'zh').includes("没有设置 `NODE_ENV` 时，它输出的是开发模式的配置（`mode: 'development'`）。要查看生产构建的配置，请运行 `NODE_ENV=production npx rsbuild inspect`"));
  });

  test('the RsbuildConfig type has tools.rspack, tools.bundlerChain and provider', () => {
    const config: RsbuildConfig = { tools: { rspack: {}, bundlerChain: () => {} }, provider: undefined };
    assert.ok(config.tools);
  });
});

describe('Is Rsbuild ready for production?', () => {
  test('minified JS and CSS, content hashes, React in a chunk of its own (lib-react, from the React plugin)', () => {
    assert.equal(build.code, 0, build.output);
    const files = listFiles(dist);
    assert.ok(files.some((file) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    assert.match(outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /^\.title\{color:teal\}/);
    assert.doesNotMatch(outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\n\s+/);
  });

  test('lib-react keeps its file name when only the app code changes, so browsers keep it cached', () => {
    const libReact = (files: string[]) => files.filter((file) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(file));
    const index = (files: string[]) => files.filter((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.deepEqual(edited.errors, []);
    assert.equal(libReact(listFiles(dist)).length, 1);
    assert.deepEqual(libReact(listFiles(edited.dist)), libReact(listFiles(dist)));
    assert.notDeepEqual(index(listFiles(edited.dist)), index(listFiles(dist)));
  });

  test('syntax is lowered to the target browsers (no ?? for Chrome 70)', () => {
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /production defaults/);
    assert.doesNotMatch(js, /\?\?/);
  });

  test('a renamed option keeps working with a deprecation warning (source.alias, and the other renamed one, source.aliasStrategy)', () => {
    assert.ok(build.output.includes('\nwarn    [rsbuild:config] The "source.alias" config is deprecated, use "resolve.alias" instead.\n'), build.output);
    assert.match(build.output, /warn\s+\[rsbuild:config\] The "source\.aliasStrategy" config is deprecated, use "resolve\.aliasStrategy" instead\./);
  });

  test('a minor release changed a default: lazy compilation of dynamic imports is on without a dev.lazyCompilation value', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: appDir });
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().dev.lazyCompilation, { imports: true, entries: false });
  });

  test('the lazy compilation default applies to environments whose target is web, not to node or web-worker ones', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: appDir,
      rsbuildConfig: { mode: 'development', logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } } },
    });
    const configs = await rsbuild.initConfigs({ action: 'dev' });
    assert.deepEqual(
      configs.map((config) => [config.name, config.lazyCompilation]),
      [
        ['web', { imports: true, entries: false }],
        ['node', undefined],
        ['worker', undefined],
      ],
    );
  });

  test('only the React and Vue plugins put the framework in a chunk of its own (lib-react, lib-vue); Preact, Svelte and Solid add none', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginVue } = await plugin('@rsbuild/plugin-vue');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const chunkNames: Record<string, string[]> = {};
    const frameworks = { react: [pluginReact()], vue: [pluginVue()], preact: [pluginPreact()], svelte: [pluginSvelte()], solid: [pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()] };
    for (const [name, plugins] of Object.entries(frameworks)) {
      const rsbuild = await createRsbuild({ cwd: appDir, rsbuildConfig: { mode: 'production', logLevel: 'silent', plugins } });
      const [config] = await rsbuild.initConfigs({ action: 'build' });
      const splitChunks = config.optimization?.splitChunks as { cacheGroups: Record<string, { name?: string }> };
      chunkNames[name] = Object.values(splitChunks.cacheGroups).map((group) => String(group.name));
    }
    assert.deepEqual(chunkNames, {
      react: ['lib-react', 'lib-router', 'lib-axios'],
      vue: ['lib-vue', 'lib-router', 'lib-axios'],
      preact: ['lib-axios'],
      svelte: ['lib-axios'],
      solid: ['lib-axios'],
    });
  });
});

describe('Is Rsbuild ready for production? (staying on 1.x)', () => {
  // The 2.x releases on the registry (npm view, December 2026): 2.0.0 and 2.0.1 declare
  // '^2.0.0-0', 2.1.0 and 2.1.1 '^2.0.0'; the registry is not reached from tests.
  test('the 1.x @rsbuild/plugin-react accepts @rsbuild/core 1; its 2.x releases (2.1.1 installed here) accept 2 only', () => {
    const manifest = (root: string) => JSON.parse(readFileSync(path.join(root, 'node_modules/@rsbuild/plugin-react/package.json'), 'utf8'));
    const v1 = manifest(rsbuildV1Dir);
    assert.match(v1.version, /^1\./);
    assert.equal(v1.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    // The Rspress site's own node_modules holds a 2.x release.
    const v2 = manifest(path.resolve(rsbuildV1Dir, '../..'));
    assert.equal(v2.version, '2.1.1');
    assert.equal(v2.peerDependencies['@rsbuild/core'], '^2.0.0');
  });
});

describe('Which Node.js versions does Rsbuild support?', () => {
  test('engines is >=18.12.0', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.engines.node, '>=18.12.0');
  });

  test('jiti, which the default loader falls back to, is a dependency of @rsbuild/core (not bundled into it)', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.dependencies.jiti, '^2.6.1');
    assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8'), /await import\("jiti"\)/);
  });

  test('on a Node.js without type stripping, rsbuild build --config-loader native exits with 1 and prints three errors, the last with a stack; the default loader loads it', () => {
    // This machine runs Node.js 20, which has no built-in TypeScript support.
    assert.equal((process.features as { typescript?: unknown }).typescript, undefined);
    assert.equal(nativeLoader.code, 1);
    const configFile = path.join(tsConfigDir, 'rsbuild.config.ts');
    const errorLines = nativeLoader.output.split('\n').filter((line) => line.startsWith('error'));
    assert.deepEqual(errorLines, [
      `error   Failed to load file with native loader: ${configFile}`,
      'error   Failed to build.',
      `error   TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for ${configFile}`,
    ]);
    assert.ok(nativeLoader.output.includes(`Unknown file extension ".ts" for ${configFile}\n    at `), nativeLoader.output);
    // The default loader loaded the TypeScript config: rsbuild inspect exits with 0 and shows its title.
    assert.equal(autoLoader.code, 0, autoLoader.output);
    assert.match(readText(tsConfigDir, 'dist/.rsbuild/rsbuild.config.mjs'), /title: 'typed'/);
  });
});

describe('Which Node.js versions does Rsbuild support? (auto loader fallback)', () => {
  test('auto also falls back to jiti when Node.js reports type stripping but the native load fails; native alone throws', () => {
    // Node.js 20 has no process.features.typescript: the script pretends it has type stripping, so
    // auto tries the native import first, which then fails on the .ts file. It runs in a plain
    // node process: this test process has tsx's loader, which would import the .ts file natively.
    const script = `import { loadConfig } from '@rsbuild/core';
Object.defineProperty(process.features, 'typescript', { value: 'strip', configurable: true });
const { content } = await loadConfig({ loader: 'auto' });
console.log('auto:', content.html.title);
const { content: byDefault } = await loadConfig();
console.log('default:', byDefault.html.title);
await loadConfig({ loader: 'native' }).then(() => console.log('native: loaded'), (error) => console.log('native:', error.code));
`;
    writeProjectFiles(tsConfigDir, { 'load-config.mjs': script });
    const run = spawnSync(process.execPath, ['load-config.mjs'], { cwd: tsConfigDir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, DEBUG: 'rsbuild', NODE_OPTIONS: '' } });
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.split('\n').map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''));
    assert.ok(lines.some((line) => line.includes(`Failed to load file with native loader: ${path.join(tsConfigDir, 'rsbuild.config.ts')}, fallback to jiti.`)), run.stdout);
    assert.ok(lines.includes('auto: typed'), run.stdout);
    assert.ok(lines.includes('native: ERR_UNKNOWN_FILE_EXTENSION'), run.stdout);
    // loadConfig() without loader is jiti, not the CLI's auto: it loads the file without trying the
    // native import first, so the only fallback line is that of the auto call.
    assert.ok(lines.includes('default: typed'), run.stdout);
    assert.equal(lines.filter((line) => line.includes(', fallback to jiti.')).length, 1, run.stdout);
  });

  test("the page says auto is the CLI's default and loadConfig() still defaults to loader: 'jiti'", () => {
    assert.ok(pageText('guide/faq/general', 'en').includes("These are the defaults of the CLI: [`loadConfig()`](/api/javascript-api/core#loadconfig) of the JavaScript API still defaults to `loader: 'jiti'`."));
    assert.ok(pageText('guide/faq/general', 'zh').includes("以上是 CLI 的默认值；JavaScript API 中的 [`loadConfig()`](/api/javascript-api/core#loadconfig) 默认仍为 `loader: 'jiti'`。"));
  });
});

describe('How do I check which Rsbuild version a project uses?', () => {
  test('-v prints the version, then rsbuild/<version> <platform> node-<version>', () => {
    assert.match(versionRun.output, /Rsbuild v1\.7\.6\n\nrsbuild\/1\.7\.6 linux-x64 node-v\d+\.\d+\.\d+/);
  });

  test('the scripts/print-version.mjs sample runs with plain node and prints "Building with Rsbuild 1.7.6"', () => {
    assert.equal(printVersionSample('zh'), printVersionSample('en'));
    assert.deepEqual(printVersion, { stdout: 'Building with Rsbuild 1.7.6\n', stderr: '' });
    // The same code as .mts (the file name the page used before) does not run on this Node.js 20.
    writeProjectFiles(printVersionDir, { 'scripts/print-version.mts': printVersionSample('en') });
    assert.throws(() => execFileSync(process.execPath, ['scripts/print-version.mts'], { cwd: printVersionDir, stdio: 'pipe', timeout: 60_000 }), /ERR_UNKNOWN_FILE_EXTENSION/);
  });

  test('the version export and api.context.version', async () => {
    const { version, createRsbuild } = await rsbuildCore();
    assert.equal(version, '1.7.6');
    let seen = '';
    const rsbuild = await createRsbuild({ cwd: appDir, rsbuildConfig: { plugins: [{ name: 'read-version', setup: (api) => void (seen = api.context.version) }] } });
    await rsbuild.initConfigs();
    assert.equal(seen, '1.7.6');
  });
});

describe('Can I use webpack loaders and plugins?', () => {
  test('the page\'s CaseSensitivePathsPlugin sample builds when the case matches', () => {
    assert.deepEqual(caseBuild.errors, []);
  });

  test('the plugin fails the build when the import\'s case differs from the name on disk', () => {
    assert.equal(caseMismatch.errors.length, 1);
    assert.match(caseMismatch.errors[0], /\[CaseSensitivePathsPlugin\] `[^`]*\/src\/util\.js` does not match the corresponding path on disk `Util\.js`\./);
  });
});

describe('code samples', () => {
  test("the page's other rsbuild.config.ts samples (EnvironmentPlugin, Module Federation host) type-check as written against the 1.x packages", () => {
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/faq/general', lang);
      assert.equal(samples.length, 3, lang);
      const others = samples.filter((code) => !code.includes('CaseSensitivePathsPlugin'));
      assert.equal(others.length, 2, lang);
      const files = Object.fromEntries(others.map((code, index) => [`sample${index}/rsbuild.config.ts`, code]));
      assert.deepEqual(typeCheckProject(ts, files, `general-samples-${lang}`), [], lang);
    }
  });
});

describe('Can I use webpack loaders and plugins? (types and printed output)', () => {
  test('the package ships no type declarations: with strict on, TypeScript 5.9 reports TS7016 for the sample as written; a declare module line in a .d.ts file clears it', () => {
    assert.equal(ts.version, '5.9.3');
    const pluginPackage = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/case-sensitive-paths-webpack-plugin/package.json'), 'utf8'));
    assert.deepEqual([pluginPackage.types, pluginPackage.typings], [undefined, undefined]);
    for (const lang of ['en', 'zh'] as const) {
      const sample = pageSamples('guide/faq/general', lang).find((code) => code.includes('CaseSensitivePathsPlugin')) ?? '';
      const [diagnostic, ...more] = typeCheckProject(ts, { 'rsbuild.config.ts': sample }, `general-case-types-${lang}`);
      assert.deepEqual(more, [], lang);
      assert.match(diagnostic, /^rsbuild\.config\.ts: TS7016: Could not find a declaration file for module 'case-sensitive-paths-webpack-plugin'\. '[^']*\/index\.js' implicitly has an 'any' type\.\n {2}Try /);
      const declared = { 'rsbuild.config.ts': sample, 'types.d.ts': "declare module 'case-sensitive-paths-webpack-plugin';\n" };
      assert.deepEqual(typeCheckProject(ts, declared, `general-case-declared-${lang}`), [], lang);
    }
  });

  test('on a case mismatch rsbuild build exits with 1 and prints "Build error:", the file, the × [CaseSensitivePathsPlugin] error with a stack, then "build failed in" and "Rspack build failed." with a stack', () => {
    assert.equal(caseMismatchCli.code, 1, caseMismatchCli.output);
    const output = caseMismatchCli.output;
    const start = output.indexOf('error   Build error: \nFile: ./src/index.js:1:1-30\n');
    assert.ok(start >= 0, output);
    const rest = output.slice(start);
    assert.ok(rest.includes(`\n  × Error: [CaseSensitivePathsPlugin] \`${path.join(caseMismatchCliDir, 'src/util.js')}\` does not match the corresponding path on disk \`Util.js\`.\n  │     at `), rest);
    assert.match(rest, /\n  │\n\nerror   build failed in [\d.]+ s\nerror   Rspack build failed\.\n {4}at /);
    assert.equal(output.split('\n').filter((line) => line.startsWith('error')).length, 3, output);
  });
});

describe('Can I use webpack loaders and plugins? (provider)', () => {
  // @rsbuild/webpack 1.6.1, the latest on the registry (npm view, December 2026), declares the
  // peer @rsbuild/core ^1.3.21; it is not installed here.
  test('webpack is not built in: @rsbuild/core does not depend on @rsbuild/webpack, and without provider the bundler is rspack', async () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.deepEqual(Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter((name) => name.includes('webpack')), []);
    const { createRsbuild } = await rsbuildCore();
    let bundlerType = '';
    const rsbuild = await createRsbuild({ cwd: appDir, rsbuildConfig: { logLevel: 'silent', plugins: [{ name: 'read-bundler', setup: (api) => void (bundlerType = api.context.bundlerType) }] } });
    await rsbuild.initConfigs();
    assert.equal(bundlerType, 'rspack');
  });
});

describe('Can Rsbuild build a library?', () => {
  test('output.target node in an environment writes a Node.js bundle beside the web output', () => {
    assert.deepEqual(nodeBuild.errors, []);
    assert.deepEqual(
      listFiles(path.join(nodeTargetDir, 'dist')).filter((file) => !file.startsWith('.rsbuild/')).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
      ['index.html', 'index.js', 'static/js/index.[hash].js'],
    );
    assert.match(readText(nodeTargetDir, 'dist/index.js'), /both/);
  });

  test('two environments write CommonJS and, with output.module, ES modules side by side; both bundle React unless output.externals lists it; no .d.ts is written', async () => {
    assert.deepEqual(formats.errors, []);
    const formatsDist = path.join(formatsDir, 'dist');
    assert.deepEqual(listFiles(formatsDist), ['cjs/index.js', 'cjs/index.js.LICENSE.txt', 'esm/index.js', 'esm/index.js.LICENSE.txt', 'external/index.js']);
    const external = readText(formatsDist, 'external/index.js');
    assert.match(external, /require\("react"\)/);
    assert.doesNotMatch(external, /react\.transitional\.element/);
    const cjs = readText(formatsDist, 'cjs/index.js');
    const esm = readText(formatsDist, 'esm/index.js');
    assert.match(cjs, /module\.exports=/);
    assert.match(esm, /export\{\w+ as el\};?\s*$/);
    for (const code of [cjs, esm]) {
      assert.match(code, /react\.transitional\.element/);
      assert.doesNotMatch(code, /require\("react"\)|from"react"/);
    }
    // Both run: the CommonJS file with require, the ES module with import.
    writeProjectFiles(formatsDist, { 'cjs/package.json': '{ "type": "commonjs" }\n' });
    const fromCjs = createRequire(import.meta.url)(path.join(formatsDist, 'cjs/index.js')) as { el: () => { type: string; props: { children: string } } };
    const fromEsm = (await import(pathToFileURL(path.join(formatsDist, 'esm/index.js')).href)) as typeof fromCjs;
    for (const { el } of [fromCjs, fromEsm]) assert.deepEqual([el().type, el().props.children], ['p', 'both formats']);
  });
});

describe('Does Rsbuild support Module Federation?', () => {
  test('the page\'s host config builds with no extra package and loads the remote from its URL', () => {
    assert.deepEqual(federation.errors, []);
    assert.match(outputFile(path.join(federationDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /catalog@http:\/\/localhost:3001\/remoteEntry\.js|http:\/\/localhost:3001\/remoteEntry\.js/);
  });

  test('the Rspack that 1.7.6 installs (1.7.12, later than 1.6.2, where manifest came) declares manifest in the ModuleFederationPlugin options', () => {
    // The releases before (Rspack 1.6.1, which Rsbuild 1.6.5 and those before 1.6.4 pin, lacks it;
    // 1.6.2, pinned by Rsbuild 1.6.4, has it) were checked with npm pack; the registry is not reached from tests.
    const rspackDir = path.join(rsbuildV1Dir, 'node_modules/@rspack/core');
    assert.equal(JSON.parse(readFileSync(path.join(rspackDir, 'package.json'), 'utf8')).version, '1.7.12');
    assert.match(readFileSync(path.join(rspackDir, 'dist/container/ModuleFederationPlugin.d.ts'), 'utf8'), /^\s+manifest\?: boolean \| Omit<ModuleFederationManifestPluginOptions/m);
  });

  test('the built-in options take Rspack\'s additions: manifest writes mf-manifest.json and mf-stats.json beside the HTML; runtimePlugins are bundled', () => {
    assert.deepEqual(remote.errors, []);
    const files = listFiles(remote.dist);
    for (const file of ['index.html', 'mf-manifest.json', 'mf-stats.json']) assert.ok(files.includes(file), files.join(', '));
    const manifest = JSON.parse(readText(remote.dist, 'mf-manifest.json')) as { name: string; exposes: { name: string }[] };
    assert.equal(manifest.name, 'catalog');
    assert.deepEqual(manifest.exposes.map((item) => item.name), ['Button']);
    assert.ok(files.some((file) => file.endsWith('.js') && readText(remote.dist, file).includes('faq-runtime-plugin')), files.join(', '));
  });
});

describe('How is Rsbuild related to Rslib, Rspress and Modern.js?', () => {
  // Read with npm view (December 2026); the registry is not reached from tests: @rslib/core 1.0.6
  // (latest) depends on @rsbuild/core ~2.3.1; 0.19.0 on ~1.7.0-beta.2, 0.19.6 on ~1.7.3, 0.20.0 on
  // 2.0.0-beta.8; @rspress/core 1.41.3 on 1.2.3; @rspress/core 1.47.2, the last 1.x release (round 38),
  // on ~1.3.18.
  test('@rspress/core 2.0.22 (the latest, which this site installs) depends on @rsbuild/core ^2.2.5 and takes Rsbuild plugins in builderConfig.plugins', () => {
    const rspressDir = path.resolve(rsbuildV1Dir, '../../node_modules/@rspress/core');
    const manifest = JSON.parse(readFileSync(path.join(rspressDir, 'package.json'), 'utf8'));
    assert.equal(manifest.version, '2.0.22');
    assert.equal(manifest.dependencies['@rsbuild/core'], '^2.2.5');
    assert.ok(readFileSync(path.join(rspressDir, 'dist/node/logger/hint.js'), 'utf8').includes('The "builderPlugins" option has been renamed to "builderConfig.plugins"'));
  });

  // @rsdoctor/webpack-plugin 1.6.4 (npm view, December 2026, round 38) declares the peer webpack 5.x;
  // it is not installed here.
  test('Rsdoctor works with Rsbuild: @rsdoctor/rspack-plugin is installed beside the 1.x packages, and @rsbuild/core loads it when RSDOCTOR is true', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsdoctor/rspack-plugin/package.json'), 'utf8')).version, '1.6.5');
    const code = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.ok(code.includes('@rsdoctor/rspack-plugin'));
    assert.ok(code.includes("if ('true' !== process.env.RSDOCTOR) return;"));
  });
});

describe('How do I check which Rsbuild version a project uses? (npm ls)', () => {
  test('npm ls @rsbuild/core (npm 11.19.1) prints each installed copy with its version, a second copy under the package that requires it; the peer dependency of @rsbuild/plugin-react shows the same copy again, as deduped', async () => {
    const { mkdtempSync, mkdirSync, realpathSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    // A hand-made install (no node_modules link to the shared packages): the app's copy, the React
    // plugin with its real peer fields, and a plugin that brought its own copy.
    const reactPlugin = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-react/package.json'), 'utf8'));
    assert.deepEqual([reactPlugin.version, reactPlugin.peerDependencies['@rsbuild/core']], ['1.4.6', '^1.0.0 || ^2.0.0-0']);
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'faq-npm-ls-')));
    const write = (file: string, json: object) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), JSON.stringify(json));
    };
    try {
      write('package.json', { name: 'app', version: '1.0.0', dependencies: { '@rsbuild/core': '^1.6.0', '@rsbuild/plugin-react': '^1.4.6', 'some-plugin': '1.0.0' } });
      write('node_modules/@rsbuild/core/package.json', { name: '@rsbuild/core', version: '1.7.6' });
      const { name, version, peerDependencies, peerDependenciesMeta } = reactPlugin;
      write('node_modules/@rsbuild/plugin-react/package.json', { name, version, peerDependencies, peerDependenciesMeta });
      write('node_modules/some-plugin/package.json', { name: 'some-plugin', version: '1.0.0', dependencies: { '@rsbuild/core': '1.6.0' } });
      write('node_modules/some-plugin/node_modules/@rsbuild/core/package.json', { name: '@rsbuild/core', version: '1.6.0' });
      const env = { ...process.env, npm_config_update_notifier: 'false' };
      const npm = (args: string[]) => execFileSync('npm', args, { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
      assert.equal(npm(['--version']).trim(), '11.19.1');
      assert.equal(
        npm(['ls', '@rsbuild/core']),
        `app@1.0.0 ${dir}\n├── @rsbuild/core@1.7.6\n├─┬ @rsbuild/plugin-react@1.4.6\n│ └── @rsbuild/core@1.7.6 deduped\n└─┬ some-plugin@1.0.0\n  └── @rsbuild/core@1.6.0\n\n`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Every official plugin installed here declares @rsbuild/core as a peer dependency, not as a dependency.
    const { readdirSync } = await import('node:fs');
    const plugins = readdirSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild')).filter((entry) => entry.startsWith('plugin-'));
    assert.ok(plugins.length >= 10, plugins.join(', '));
    for (const entry of plugins) {
      const manifest = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild', entry, 'package.json'), 'utf8'));
      assert.deepEqual([typeof manifest.peerDependencies?.['@rsbuild/core'], manifest.dependencies?.['@rsbuild/core']], ['string', undefined], entry);
    }
    assert.ok(pageText('guide/faq/general', 'en').includes('A line that ends in `deduped` is not a second copy'));
    assert.ok(pageText('guide/faq/general', 'zh').includes('以 `deduped` 结尾的行并不是第二份副本'));
  });
});
