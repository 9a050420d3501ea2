import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import vm from 'node:vm';
import type { PluginPreactOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-preact';
import { assertPageSamplesTypeCheck, buildProject, builtScripts, createTypeProgram, esmResolver, freePort, listFiles, makeProject, openBuiltApp, pageSamples, pageText, plugin, readText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, runCreateRsbuild, runTsc, startCli, withNodeEnv, writeProjectFiles, type BuildResult, launchChromium } from './harness';

// A Preact app that also imports 'react' and 'react-dom/client', as a React library would. React
// is installed next to Preact here, so the build shows which one the aliases pick.
const dir = makeProject(
  {
    'src/index.jsx': `import { render } from 'preact';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Preact count {count}</button>;
}

render(<App />, document.getElementById('root'));
console.log(createRoot);
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginPreact } from '@rsbuild/plugin-preact';

export default defineConfig({
  plugins: [pluginPreact()],
  output: { filenameHash: false },
});
`,
    // The page's tsconfig.json (TypeScript settings): its paths are read by the build too.
    'tsconfig.json': `{
  "compilerOptions": {
    "jsx": "react-jsx",
    "jsxImportSource": "preact",
    "module": "ESNext",
    "moduleResolution": "bundler",
    "paths": {
      "react": ["./node_modules/preact/compat/"],
      "react-dom": ["./node_modules/preact/compat/"]
    }
  }
}
`,
  },
  'preact',
);
const counter = (label: string) => `import { useState } from 'preact/hooks';

export function Counter() {
  const [count, setCount] = useState(0);
  return <button id="counter" onClick={() => setCount(count + 1)}>${label} {count}</button>;
}
`;
// A component exported as an anonymous default export.
const anonymous = (label: string) => `import { useState } from 'preact/hooks';

export default () => {
  const [count, setCount] = useState(0);
  return <button id="anonymous" onClick={() => setCount(count + 1)}>${label} {count}</button>;
};
`;
const hmrDir = makeProject(
  {
    'src/index.jsx': "import { render } from 'preact';\nimport { Counter } from './Counter';\nimport Anonymous from './Anonymous';\nimport { title } from './title.js';\ndocument.title = title;\nrender(<><Counter /><Anonymous /></>, document.getElementById('root'));\n",
    'src/title.js': "export const title = 'first';\n",
    'src/Counter.jsx': counter('Count'),
    'src/Anonymous.jsx': anonymous('Anonymous'),
    'rsbuild.config.mjs': "import { pluginPreact } from '@rsbuild/plugin-preact';\nexport default { plugins: [pluginPreact()], server: { printUrls: false } };\n",
  },
  'preact-hmr',
);
// The page's two samples under Render the app, as written.
const renderSample = "import { render } from 'preact';\nimport { App } from './App';\n\nconst container = document.getElementById('root');\n\nif (container) {\n  render(<App />, container);\n}\n";
const appSample = "import { useState } from 'preact/hooks';\n\nexport function App() {\n  const [clicks, setClicks] = useState(0);\n\n  return (\n    <button type=\"button\" onClick={() => setClicks(clicks + 1)}>\n      Clicked {clicks} times\n    </button>\n  );\n}\n";
const dist = path.join(dir, 'dist');
let build: BuildResult;
let browser: Browser;
let port: number;
let server: ReturnType<typeof startCli>;
before(async () => {
  port = await freePort();
  server = startCli(hmrDir, ['dev', '--port', String(port)], /ready\s+built in/);
  // The project's own rsbuild.config.ts, built in this process as \`rsbuild build\` builds it (production).
  const productionBuild = withNodeEnv('production', async () => {
    const { loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: dir });
    return buildProject(dir, { ...content, mode: 'production' });
  });
  [build, browser] = await Promise.all([productionBuild, launchChromium(), server.started]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function resolvedConfig(
  mode: 'development' | 'production',
  options?: PluginPreactOptions,
  extra: { dev?: { hmr?: boolean }; output?: { target?: 'web' | 'node' } } = {},
) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode, plugins: [pluginPreact(options)], ...extra } });
  const [config] = await rsbuild.initConfigs();
  return config;
}

describe('Preact', () => {
  test('React libraries on Preact: react and react-dom/client resolve to preact/compat, React itself is not bundled', () => {
    assert.deepEqual(build.errors, []);
    const js = listFiles(dist).filter((file) => file.endsWith('.js')).map((file) => readText(dist, file)).join('\n');
    assert.match(js, /Preact count /);
    assert.doesNotMatch(js, /react\.dev\/errors|__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/);
  });

  test('TypeScript settings: with the page\'s tsconfig.json, resolve.aliasStrategy is prefer-tsconfig and the build still bundles Preact in place of React', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: {} });
    const [config] = await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().resolve.aliasStrategy, 'prefer-tsconfig');
    assert.equal((config.resolve as any)?.tsConfig?.configFile, path.join(dir, 'tsconfig.json'));
    assert.deepEqual(build.errors, []);
  });

  test('TypeScript settings: with TypeScript 5, "moduleResolution": "bundler" needs "module" ESNext (or ES2015 and later, or preserve), or module left out and a target of ES2015 or later; with module CommonJS the target does not help: TS5095', async () => {
    // TypeScript 5.9 (the release of tools/rsbuild-v1 too, loaded once for the files of this process), given
    // the page's tsconfig.json with and without its "module" line. "TypeScript 6 and 7 accept the option
    // without them" was checked on 2026-12-05 by installing typescript 6.0.3 and 7.0.2 (npm's latest) and
    // running their tsc -p on the page's tsconfig.json without "module": no error, exit code 0.
    const ts = (await import('typescript')).default;
    assert.match(ts.version, /^5\./);
    const page = JSON.parse(readText(dir, 'tsconfig.json'));
    const problems = (compilerOptions: object) => {
      const parsed = ts.parseJsonConfigFileContent({ compilerOptions }, ts.sys, dir);
      // No files and no libraries: only the options are checked.
      const program = ts.createProgram({ rootNames: [], options: { ...parsed.options, noLib: true, types: [] } });
      return [...parsed.errors, ...program.getOptionsDiagnostics()].map((d) => `error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    };
    assert.equal(page.compilerOptions.module, 'ESNext');
    assert.deepEqual(problems(page.compilerOptions), []);
    const { module: _module, ...withoutModule } = page.compilerOptions;
    assert.deepEqual(problems(withoutModule), ["error TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later."]);
    assert.deepEqual(problems({ ...withoutModule, target: 'ES2015' }), []);
    assert.deepEqual(problems({ ...withoutModule, module: 'preserve' }), []);
    // The target helps only while module is left out: with an older module format it does not.
    assert.deepEqual(problems({ ...withoutModule, module: 'CommonJS', target: 'ES2020' }), ["error TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later."]);
    assert.deepEqual(problems({ ...withoutModule, module: 'ES2020' }), []);
  });

  test('TypeScript settings: tsc 5.9.3 on the page\'s tsconfig.json without its module line prints tsconfig.json(5,25): error TS5095 when piped, tsconfig.json:5:25 - error TS5095 in a terminal, and exits with code 2, though it still emits', async () => {
    // The page's tsconfig.json, as written in both languages, without its "module" line.
    const pageTsconfig = (lang: 'en' | 'zh') => pageText('guide/framework/preact', lang).match(/```json title="tsconfig\.json"\n([\s\S]*?)```/)![1];
    assert.equal(pageTsconfig('zh'), pageTsconfig('en'));
    assert.equal(pageTsconfig('en'), readText(dir, 'tsconfig.json'));
    const withoutModule = pageTsconfig('en').replace('    "module": "ESNext",\n', '');
    assert.notEqual(withoutModule, pageTsconfig('en'));
    // Outside this repository and without node_modules: tsc would otherwise load every @types package
    // of tools/rsbuild-v1 and of this repository (its automatic type roots), about 200 files that
    // only cost time; what it prints and emits for this project does not depend on them.
    const project = mkdtempSync(path.join(tmpdir(), 'preact-ts5095-'));
    process.once('exit', () => rmSync(project, { recursive: true, force: true }));
    writeProjectFiles(project, { 'tsconfig.json': withoutModule, 'src/index.ts': 'export const answer = 42;\n' });
    const result = await runTsc(project);
    assert.deepEqual(result, { code: 2, output: "tsconfig.json(5,25): error TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later.\n" });
    assert.deepEqual(listFiles(path.join(project, 'src')), ['index.js', 'index.ts']);
    // In a terminal tsc defaults to --pretty (its output is then a TTY); --pretty gives that form here.
    const pretty = await runTsc(project, ['-p', '.', '--pretty']);
    assert.equal(pretty.code, 2);
    assert.ok(
      pretty.output.replace(/\x1b\[[0-9;]*m/g, '').startsWith(`tsconfig.json:5:25 - error TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later.\n\n5     "moduleResolution": "bundler",\n`),
      pretty.output,
    );
    const tscVersion = JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/typescript'), 'package.json')).version;
    assert.equal(tscVersion, '5.9.3');
  });

  test('Render the app: JSX becomes jsx() from preact/jsx-runtime in production, jsxDEV() from preact/jsx-dev-runtime in development', async () => {
    const { rspack } = await rsbuildCore();
    const jsRule = ((await resolvedConfig('production')).module?.rules as any[]).find((rule) => String(rule?.test).includes('mjs'));
    // the production loader's parser and React transform (the other loader keys are Rspack's own)
    const { parser, transform } = jsRule.use[0].options.jsc;
    assert.deepEqual(transform.react, { development: false, refresh: false, runtime: 'automatic', importSource: 'preact' });
    const { code } = rspack.experiments.swc.transformSync('export const app = <p>hi</p>;\n', { filename: 'App.jsx', jsc: { parser, transform } });
    assert.match(code, /import \{ jsx as _jsx \} from "preact\/jsx-runtime";/);
    const source = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
    assert.match(source, /var preact_jsx_dev_runtime__rspack_import_\d+ = __webpack_require__/);
    assert.match(source, /\(0,preact_jsx_dev_runtime__rspack_import_\d+\.jsxDEV\)\("button", \{\n\s+id: "counter"/);
  });

  test('reactAliasesEnabled: the four aliases by default, none with false', async () => {
    const alias = (await resolvedConfig('production')).resolve?.alias as Record<string, string>;
    assert.match(alias.react, /preact[\\/]compat/);
    assert.match(alias['react-dom'], /preact[\\/]compat/);
    assert.match(alias['react-dom/test-utils'], /preact[\\/]test-utils/);
    assert.match(alias['react/jsx-runtime'], /preact[\\/]jsx-runtime/);
    const off = ((await resolvedConfig('production', { reactAliasesEnabled: false })).resolve?.alias ?? {}) as Record<string, string>;
    assert.equal(off.react, undefined);
  });

  test('reactAliasesEnabled: in that order, the first matching alias is used, so react/jsx-runtime resolves to preact/compat/jsx-runtime', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const plain = makeProject({ 'src/index.js': '' }, 'preact-aliases');
    const rsbuild = await createRsbuild({ cwd: plain, rsbuildConfig: { mode: 'production', plugins: [pluginPreact()] } });
    const alias = (await resolvedConfig('production')).resolve?.alias as Record<string, string>;
    assert.deepEqual(Object.keys(alias).filter((key) => key.startsWith('react')), ['react', 'react-dom/test-utils', 'react-dom', 'react/jsx-runtime']);
    const resolved = await esmResolver(rsbuild, path.join(plain, 'src'));
    assert.equal(resolved('react'), 'preact/compat/dist/compat.mjs');
    assert.equal(resolved('react-dom/client'), 'preact/compat/client.mjs');
    assert.equal(resolved('react-dom/test-utils'), 'preact/test-utils/dist/testUtils.mjs');
    assert.equal(resolved('react/jsx-runtime'), 'preact/compat/jsx-runtime.mjs');
    assert.match(readFileSync(path.join(plain, 'node_modules/preact/compat/jsx-runtime.mjs'), 'utf8'), /^import 'preact\/compat';\s+export \* from 'preact\/jsx-runtime';/);
  });

  test('Prefresh: a component edit is swapped in place and keeps its hook state; adding a hook resets it', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.locator('#counter', { hasText: 'Count 0' }).click();
    await page.locator('#counter', { hasText: 'Count 1' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(hmrDir, { 'src/Counter.jsx': counter('Clicks') });
    await page.locator('#counter', { hasText: 'Clicks 1' }).waitFor();
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no full reload');
    // A second edit adds a hook: the state starts again from its initial value, still without a reload.
    writeProjectFiles(hmrDir, {
      'src/Counter.jsx': counter('Clicks').replace('const [count, setCount] = useState(0);', 'const [count, setCount] = useState(0);\n  const [extra] = useState(5);').replace('{count}</button>', '{count + extra - 5}</button>'),
    });
    await page.locator('#counter', { hasText: 'Clicks 0' }).waitFor();
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no full reload after a hook is added');
  });

  test('Prefresh: an edit of a module without component exports reaches the entry and the page reloads', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.locator('#counter').waitFor();
    assert.equal(await page.title(), 'first');
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(hmrDir, { 'src/title.js': "export const title = 'second';\n" });
    await page.waitForFunction(() => document.title === 'second', undefined, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'the page reloaded');
    await page.close();
  });

  test('Prefresh: a component is a function or class whose first character upper-casing leaves unchanged (a capital, _ or $); another class extending Component only once preact/compat is loaded', async () => {
    const { isComponent } = await plugin<{ isComponent: (value: unknown) => boolean }>('@prefresh/utils');
    assert.equal(isComponent(function Card() {}), true);
    assert.equal(isComponent(function _helper() {}), true);
    assert.equal(isComponent(function $helper() {}), true);
    assert.ok(!isComponent(function helper() {}));
    assert.equal(isComponent(class Card {}), true);
    assert.ok(!isComponent({ render() {} }));
    const { Component } = await plugin<{ Component: new () => object }>('preact');
    assert.ok(!isComponent(class card extends Component {}));
    await plugin('preact/compat');
    assert.equal(isComponent(class card extends Component {}), true);
  });

  test('Prefresh: an anonymous arrow default export that uses hooks has no name after compilation, so an edit of it reloads the page', async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    const source = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
    assert.match(source, /const __rspack_default_export = \(_s\(\(\)=>\{/);
    await page.locator('#anonymous', { hasText: 'Anonymous 0' }).click();
    await page.locator('#anonymous', { hasText: 'Anonymous 1' }).waitFor();
    await page.evaluate(() => ((window as any).beforeEdit = true));
    writeProjectFiles(hmrDir, { 'src/Anonymous.jsx': anonymous('Unnamed') });
    await page.locator('#anonymous', { hasText: 'Unnamed 0' }).waitFor();
    assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'the page reloaded');
    await page.close();
  });

  test('React libraries on Preact: your own resolve.alias for react takes precedence over the plugin\'s', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', resolve: { alias: { react: './src/my-react.js' } }, plugins: [pluginPreact()] } });
    const [config] = await rsbuild.initConfigs();
    const alias = config.resolve?.alias as Record<string, string>;
    assert.equal(alias.react, path.join(dir, 'src/my-react.js'));
    assert.match(alias['react-dom'], /preact[\\/]compat/);
  });

  test('React libraries on Preact: a resolve.alias function gets the plugin\'s entries in the object it receives; an object it returns replaces them', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const aliasOf = async (alias: (aliases: Record<string, string | false | (string | false)[]>) => Record<string, string> | void) =>
      (await (await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', resolve: { alias }, plugins: [pluginPreact()] } })).initConfigs())[0].resolve?.alias as Record<string, string>;
    const changed = await aliasOf((aliases) => { aliases.mine = './src/my-react.js'; });
    assert.equal(changed.react, 'preact/compat');
    assert.equal(changed.mine, path.join(dir, 'src/my-react.js'));
    assert.deepEqual(Object.keys(await aliasOf(() => ({ mine: './src/my-react.js' }))), ['mine']);
    for (const [lang, sentence] of [
      ['en', 'A `resolve.alias` function must change the object it receives, which holds the plugin\'s entries: an object it returns replaces them.'],
      ['zh', '如果 `resolve.alias` 写成函数，应直接修改它收到的对象（其中已有插件的别名），因为函数返回的对象会把这些别名整个替换掉。'],
    ] as const) assert.ok(pageText('guide/framework/preact', lang).includes(sentence), lang);
  });

  test('pluginReact() registered as well: JSX still compiles against Preact and both refresh plugins are added in development mode with dev.hmr on and a web target', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const refreshPlugins = async (plugins: unknown[], extra: object = {}) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', plugins: plugins as any, ...extra } });
      const [config] = await rsbuild.initConfigs();
      const jsRule = (config.module?.rules as any[]).find((rule) => String(rule?.test).includes('mjs'));
      assert.equal(jsRule.use[0].options.jsc.transform.react.importSource, 'preact');
      return (config.plugins ?? []).map((p: any) => p?.constructor?.name).filter((name: string) => /RefreshRspackPlugin$/.test(name)).sort();
    };
    // in either order
    for (const plugins of [() => [pluginPreact(), pluginReact()], () => [pluginReact(), pluginPreact()]]) {
      assert.deepEqual(await refreshPlugins(plugins()), ['PreactRefreshRspackPlugin', 'ReactRefreshRspackPlugin']);
      assert.deepEqual(await refreshPlugins(plugins(), { dev: { hmr: false } }), []);
      assert.deepEqual(await refreshPlugins(plugins(), { output: { target: 'node' } }), []);
    }
  });

  test('pluginReact() registered as well: the build still succeeds, in development mode with both refresh plugins and in production', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const app = { 'src/index.jsx': "import { render } from 'preact';\nimport { useState } from 'preact/hooks';\nfunction App() {\n  const [n] = useState(0);\n  return <p>both {n}</p>;\n}\nrender(<App />, document.body);\n" };
    const development = await withNodeEnv('development', () => buildProject(makeProject(app, 'preact-and-react-dev'), { mode: 'development', plugins: [pluginPreact(), pluginReact()] }));
    const production = await withNodeEnv('production', () => buildProject(makeProject(app, 'preact-and-react-prod'), { mode: 'production', plugins: [pluginPreact(), pluginReact()] }));
    assert.deepEqual([development.errors, production.errors], [[], []]);
  });

  test('Prefresh: the refresh plugin in development mode only, with dev.hmr on and a web target; off with prefreshEnabled: false', async () => {
    const names = (config: any) => (config.plugins ?? []).map((p: any) => p?.constructor?.name);
    assert.ok(names(await resolvedConfig('development')).includes('PreactRefreshRspackPlugin'));
    assert.ok(!names(await resolvedConfig('production')).includes('PreactRefreshRspackPlugin'));
    assert.ok(!names(await resolvedConfig('development', { prefreshEnabled: false })).includes('PreactRefreshRspackPlugin'));
    assert.ok(!names(await resolvedConfig('development', undefined, { dev: { hmr: false } })).includes('PreactRefreshRspackPlugin'));
    assert.ok(!names(await resolvedConfig('development', undefined, { output: { target: 'node' } })).includes('PreactRefreshRspackPlugin'));
  });

  test('the introduction limits Prefresh to development builds for the web target and points to the Prefresh section, in both languages', () => {
    const en = pageText('guide/framework/preact', 'en');
    assert.ok(en.includes('enables Prefresh for hot updates of components in development builds for the `web` target (see [Prefresh](#prefresh) for every condition)'));
    assert.ok(!en.includes('enables Prefresh for hot updates of components, and points'));
    const zh = pageText('guide/framework/preact', 'zh');
    assert.ok(zh.includes('在面向 `web` 目标的开发构建中启用 Prefresh 实现组件热更新（全部条件见 [Prefresh](#prefresh)）'));
    assert.ok(!zh.includes('启用 Prefresh 实现组件热更新，并把'));
  });

  test('Prefresh: the @swc/plugin-prefresh SWC plugin, @prefresh/core and @prefresh/utils in source.include; Prefresh accepts Preact 10 and 11', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', plugins: [pluginPreact()] } });
    const [config] = await rsbuild.initConfigs();
    const jsRule = (config.module?.rules as any[]).find((rule) => String(rule?.test).includes('mjs'));
    const swcPlugins = jsRule.use[0].options.jsc.experimental.plugins as [string, object][];
    assert.equal(swcPlugins.length, 1);
    assert.match(swcPlugins[0][0], /[\\/]node_modules[\\/]@swc[\\/]plugin-prefresh[\\/]/);
    // The plugin sets it per environment (modifyEnvironmentConfig).
    const include = rsbuild.getNormalizedConfig().environments.web.source.include as RegExp[];
    for (const file of ['node_modules/@prefresh/core/src/index.js', 'node_modules/@prefresh/utils/dist/src/index.js']) assert.ok(include.some((condition) => condition.test(file)), file);
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(manifest('@prefresh/core').peerDependencies.preact, '^10.0.0 || ^11.0.0-0');
    assert.match(manifest('preact').version, /^11\./);
  });

  test('Prefresh: with environments, an environment with dev.hmr on under a top-level dev.hmr off gets the SWC plugin but not @rspack/plugin-preact-refresh (the page error is in plugins-list-plugin-preact.test.ts)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginPreact()], dev: { hmr: false }, environments: { web: { dev: { hmr: true } } } } });
    const [config] = await rsbuild.initConfigs({ action: 'dev' });
    const jsRule = (config.module?.rules as any[]).find((rule) => String(rule?.test).includes('mjs'));
    assert.match(jsRule.use[0].options.jsc.experimental.plugins[0][0], /[\\/]node_modules[\\/]@swc[\\/]plugin-prefresh[\\/]/);
    assert.deepEqual((config.plugins ?? []).map((p: any) => p?.constructor?.name).filter((name: string) => /Refresh/.test(name)), []);
    for (const [lang, sentence] of [
      ['en', '`dev.hmr` must be on both at the top level and in the environment: an environment that turns it on while the top level turns it off gets the SWC plugin without `@rspack/plugin-preact-refresh`'],
      ['zh', '顶层和环境中的 `dev.hmr` 都必须开启：如果顶层关闭而某个环境开启，该环境只会加上 SWC 插件，不会加上 `@rspack/plugin-preact-refresh`'],
    ] as const) assert.ok(pageText('guide/framework/preact', lang).includes(sentence), lang);
  });

  test('Prefresh: on Windows (process.platform win32) the plugin turns it off whatever prefreshEnabled says', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    // The plugin reads process.platform in setup(); only that call sees win32, with the hooks captured.
    const hooks: { environment?: (config: any, utils: any) => any; chain?: (chain: any, utils: any) => Promise<void> } = {};
    const api = {
      modifyEnvironmentConfig: (handler: any) => void (hooks.environment = handler),
      modifyBundlerChain: (handler: any) => void (hooks.chain = handler),
      getNormalizedConfig: () => ({ dev: { hmr: true } }),
      context: { rootPath: dir },
    };
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { ...platform, value: 'win32' });
    try {
      pluginPreact({ prefreshEnabled: true }).setup(api);
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
    const extra = hooks.environment!({ mode: 'development', dev: { hmr: true }, output: { target: 'web' } }, { mergeEnvironmentConfig: (added: any) => added });
    assert.equal(extra.tools.swc.jsc.transform.react.refresh, false);
    assert.equal(extra.tools.swc.jsc.experimental.plugins, undefined);
    const added: string[] = [];
    await hooks.chain!({ plugin: (name: string) => (added.push(name), { use: () => undefined }) }, { isDev: true, target: 'web' });
    assert.deepEqual(added, []);
    // The same calls on this platform turn Prefresh on.
    pluginPreact({ prefreshEnabled: true }).setup(api);
    assert.equal(hooks.environment!({ mode: 'development', dev: { hmr: true }, output: { target: 'web' } }, { mergeEnvironmentConfig: (a: any) => a }).tools.swc.jsc.transform.react.refresh, true);
    const addedHere: string[] = [];
    await hooks.chain!({ plugin: (name: string) => (addedHere.push(name), { use: () => undefined }) }, { isDev: true, target: 'web' });
    assert.deepEqual(addedHere, ['preact-refresh']);
  });
});

describe('Preact › prefreshEnabled', () => {
  const offDir = makeProject(
    {
      'src/index.jsx': "import { render } from 'preact';\nimport { Counter } from './Counter';\nrender(<Counter />, document.getElementById('root'));\n",
      'src/Counter.jsx': counter('Count'),
      'rsbuild.config.mjs': "import { pluginPreact } from '@rsbuild/plugin-preact';\nexport default { plugins: [pluginPreact({ prefreshEnabled: false })], server: { printUrls: false } };\n",
    },
    'preact-prefresh-off',
  );
  let offPort: number;
  let offServer: ReturnType<typeof startCli>;
  before(async () => {
    offPort = await freePort();
    offServer = startCli(offDir, ['dev', '--port', String(offPort)], /ready\s+built in/);
    await offServer.started;
  });
  after(async () => {
    await offServer?.stop();
  });

  // The page's other half, that with dev.liveReload off such an edit changes nothing, is proven in
  // the browser by plugins-list-plugin-preact.test.ts ('without Prefresh …'), with the same options.
  test('with false, a component edit reloads the page and its hook state is lost', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`http://localhost:${offPort}/`);
      await page.locator('#counter', { hasText: 'Count 0' }).click({ timeout: 60_000 });
      await page.locator('#counter', { hasText: 'Count 1' }).waitFor({ timeout: 60_000 });
      await page.evaluate(() => ((window as any).beforeEdit = true));
      writeProjectFiles(offDir, { 'src/Counter.jsx': counter('Clicks') });
      await page.locator('#counter', { hasText: 'Clicks 0' }).waitFor({ timeout: 60_000 });
      assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'the page reloaded');
    } finally {
      await page.close();
    }
  });
});

describe('Preact › reactAliasesEnabled', () => {
  test('false: without React installed, an import of react fails the build (Module not found), unless tsconfig.json has the paths of TypeScript settings, which send it to preact/compat', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    /** Builds outside this repository (whose node_modules holds React), with Preact as the only package. */
    const build = async (paths: boolean) => {
      const project = mkdtempSync(path.join(tmpdir(), 'preact-no-react-'));
      process.once('exit', () => rmSync(project, { recursive: true, force: true }));
      mkdirSync(path.join(project, 'node_modules'));
      symlinkSync(path.join(rsbuildV1Dir, 'node_modules/preact'), path.join(project, 'node_modules/preact'), 'dir');
      const compilerOptions = JSON.parse(readText(dir, 'tsconfig.json')).compilerOptions;
      if (!paths) delete compilerOptions.paths;
      writeProjectFiles(project, {
        'tsconfig.json': JSON.stringify({ compilerOptions }),
        'src/index.jsx': "import { useState } from 'react';\nimport { render } from 'preact';\nrender(<p>{typeof useState}</p>, document.body);\n",
      });
      return buildProject(project, { mode: 'production', plugins: [pluginPreact({ reactAliasesEnabled: false })] });
    };
    const [without, withPaths] = [await build(false), await build(true)];
    assert.equal(without.errors.length, 1, without.errors.join('\n'));
    assert.match(without.errors[0], /Module not found: Can't resolve 'react' in '.*[\\/]src'/);
    assert.deepEqual(withPaths.errors, []);
  });

  test('include and exclude: the refresh plugin gets the table\'s defaults', async () => {
    const refresh = ((await resolvedConfig('development')).plugins as any[]).find((p) => p?.constructor?.name === 'PreactRefreshRspackPlugin');
    assert.equal(String(refresh.options.include), String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/));
    assert.equal(String(refresh.options.exclude), String(/[\\/]node_modules[\\/]/));
  });
});

// Two copies of Preact, as in a monorepo: a linked package with its own node_modules/preact.
describe('Preact › Prefresh', () => {
  test('a development-mode build under NODE_ENV production (rsbuild build --mode development with NODE_ENV unset) calls $RefreshSig$() with no Prefresh runtime; prefreshEnabled: false leaves none', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const app = { 'src/index.jsx': "import { useState } from 'preact/hooks';\nexport function App() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n" };
    const on = makeProject(app, 'preact-guide-dev-build');
    const off = makeProject(app, 'preact-guide-dev-build-off');
    await withNodeEnv('production', async () => {
      await buildProject(on, { mode: 'development', plugins: [pluginPreact()] });
      await buildProject(off, { mode: 'development', plugins: [pluginPreact({ prefreshEnabled: false })] });
    });
    assert.match(builtScripts(on), /\$RefreshSig\$\(\)/);
    assert.doesNotMatch(builtScripts(on), /\$RefreshSig\$ =/);
    assert.doesNotMatch(builtScripts(off), /\$RefreshSig\$/);
  });

  test('a component without hooks in such a build calls $RefreshReg$() with nothing defining it; the one with hooks calls $RefreshSig$() before it', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const plainPreact = makeProject({ 'src/index.jsx': 'export function App() {\n  return <p>plain</p>;\n}\n' }, 'preact-guide-dev-build-plain-preact');
    const hooksPreact = makeProject({ 'src/index.jsx': "import { useState } from 'preact/hooks';\nexport function App() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n" }, 'preact-guide-dev-build-plain-preact-hooks');
    await withNodeEnv('production', async () => {
      await buildProject(plainPreact, { mode: 'development', plugins: [pluginPreact()] });
      await buildProject(hooksPreact, { mode: 'development', plugins: [pluginPreact()] });
    });
    const plain = builtScripts(plainPreact);
    assert.match(plain, /\$RefreshReg\$\(_c, "App"\)/);
    assert.doesNotMatch(plain, /\$RefreshReg\$ =|\$RefreshSig\$/);
    const source = builtScripts(hooksPreact);
    assert.ok(source.indexOf('$RefreshSig$()') !== -1 && source.indexOf('$RefreshSig$()') < source.indexOf('$RefreshReg$('), source);
  });

  test('such a build fails in the page with ReferenceError: $RefreshReg$ is not defined, or $RefreshSig$ when the component uses hooks', async () => {
    const component = (body: string, hooks: boolean) =>
      `import { render } from 'preact';\n${hooks ? "import { useState } from 'preact/hooks';\n" : ''}function App() {\n${body}}\nconst container = document.getElementById('root');\nif (container) render(<App />, container);\n`;
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const plain = makeProject({ 'src/index.jsx': component('  return <p>plain</p>;\n', false) }, 'preact-guide-dev-build-run');
    const hooks = makeProject({ 'src/index.jsx': component('  const [n] = useState(0);\n  return <p>{n}</p>;\n', true) }, 'preact-guide-dev-build-run-hooks');
    // Such a build, as in the first test of this group: development mode under NODE_ENV production, which
    // rsbuild build sets when NODE_ENV is unset (the two remedies below run that CLI command).
    await withNodeEnv('production', async () => {
      for (const projectDir of [plain, hooks]) assert.deepEqual((await buildProject(projectDir, { mode: 'development', plugins: [pluginPreact()] })).errors, [], projectDir);
    });
    /** Runs the page's scripts, in order, in a bare context without a root element (nothing renders); gives the first error. */
    const run = (projectDir: string) => {
      const dist = path.join(projectDir, 'dist');
      const html = readText(dist, 'index.html');
      const js = [...html.matchAll(/<script defer src="\/([^"]+)"/g)].map((match) => readText(dist, match[1]));
      assert.ok(js.length > 0, html);
      try {
        vm.runInNewContext(js.join('\n;\n'), { document: { getElementById: () => null }, window: {}, self: {}, setTimeout, queueMicrotask });
        return '';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    };
    assert.equal(run(plain), 'ReferenceError: $RefreshReg$ is not defined');
    assert.equal(run(hooks), 'ReferenceError: $RefreshSig$ is not defined');
  });

  test('the two remedies: with NODE_ENV=development set first, or with prefreshEnabled: false, rsbuild build --mode development gives a page that renders without an error', async () => {
    const app = "import { render } from 'preact';\nimport { useState } from 'preact/hooks';\nfunction App() {\n  const [n] = useState(7);\n  return <p>count {n}</p>;\n}\nconst container = document.getElementById('root');\nif (container) render(<App />, container);\n";
    const withNodeEnvSet = makeProject({ 'rsbuild.config.mjs': "import { pluginPreact } from '@rsbuild/plugin-preact';\nexport default { plugins: [pluginPreact()] };\n", 'src/index.jsx': app }, 'preact-guide-dev-build-node-env');
    const withoutPrefresh = makeProject({ 'rsbuild.config.mjs': "import { pluginPreact } from '@rsbuild/plugin-preact';\nexport default { plugins: [pluginPreact({ prefreshEnabled: false })] };\n", 'src/index.jsx': app }, 'preact-guide-dev-build-no-prefresh');
    const results = await Promise.all([
      runCli(withNodeEnvSet, ['build', '--mode', 'development'], { env: { NODE_ENV: 'development' } }),
      runCli(withoutPrefresh, ['build', '--mode', 'development']),
    ]);
    for (const result of results) assert.equal(result.code, 0, result.output);
    // With NODE_ENV=development the Prefresh runtime is in the bundle; without Prefresh there is nothing to call.
    assert.match(builtScripts(withNodeEnvSet), /\$RefreshSig\$ =/);
    assert.doesNotMatch(builtScripts(withoutPrefresh), /\$RefreshSig\$/);
    for (const projectDir of [withNodeEnvSet, withoutPrefresh]) {
      const { errors, html } = await openBuiltApp(browser, path.join(projectDir, 'dist'), 'p');
      assert.deepEqual({ errors, html }, { errors: [], html: '<p>count 7</p>' }, projectDir);
    }
  });
});

describe('Preact › Common problems', () => {
  test('Type errors for react imports: the page\'s samples type-check; without paths, TS2307 for react and react-dom when React is not installed, when it is, untyped imports (TS7016 under strict), or React\'s types with @types/react; the page\'s paths give Preact\'s types', async () => {
    const ts = (await import('typescript')).default;
    const pageTsconfig = JSON.parse(readText(dir, 'tsconfig.json'));
    const { paths: _paths, ...withoutPaths } = pageTsconfig.compilerOptions;
    const sources = {
      // The page's samples (Render the app) next to a file written for React.
      'src/index.tsx': renderSample,
      'src/App.tsx': appSample,
      'src/lib.tsx': "import { useState } from 'react';\nimport { createPortal } from 'react-dom';\nexport const portal = createPortal;\nexport const notAString: string = useState;\n",
    };
    const hidden = path.join(repoRoot, 'node_modules');
    /** tsc's messages for the sources under `compilerOptions`; `onlyPreact` gives the project a node_modules holding Preact alone. */
    const check = (compilerOptions: object, onlyPreact: boolean, withReactTypes = false) => {
      const project = makeProject({ ...sources, 'tsconfig.json': JSON.stringify({ compilerOptions }) }, 'preact-react-types');
      if (onlyPreact || withReactTypes) {
        rmSync(path.join(project, 'node_modules'));
        mkdirSync(path.join(project, 'node_modules/@types'), { recursive: true });
        // [package, the node_modules it comes from]: React's type packages (and their csstype) only in this repository's.
        const v1 = path.join(rsbuildV1Dir, 'node_modules');
        const links: [string, string][] = withReactTypes
          ? [['preact', v1], ['react', v1], ['react-dom', v1], ['@types/react', hidden], ['@types/react-dom', hidden], ['csstype', hidden]]
          : [['preact', v1]];
        for (const [name, from] of links) symlinkSync(path.join(from, name), path.join(project, 'node_modules', name), 'dir');
      }
      const parsed = ts.parseJsonConfigFileContent(JSON.parse(readText(project, 'tsconfig.json')), ts.sys, project);
      const host = ts.createCompilerHost(parsed.options);
      // The packages of this repository, above the project, are not visible.
      const visible = (name: string) => name !== hidden && !name.startsWith(hidden + path.sep);
      const { fileExists, directoryExists } = host;
      host.fileExists = (name) => visible(name) && fileExists(name);
      host.directoryExists = (name) => visible(name) && (directoryExists?.(name) ?? true);
      // TypeScript's own library files are not what the page is about: they are not checked.
      const program = createTypeProgram(ts, { rootNames: parsed.fileNames, options: { ...parsed.options, types: [], skipDefaultLibCheck: true }, host });
      return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.relative(project, d.file.fileName) : ''}: error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    };
    // The page's tsconfig as written (no skipLibCheck): its samples pass; only the file written for React fails.
    const written = check(pageTsconfig.compilerOptions, true);
    assert.equal(written.length, 1, written.join('\n'));
    assert.match(written[0], /^src\/lib\.tsx: error TS2322: Type '.*' is not assignable to type 'string'\./);
    const quick = { skipLibCheck: true };
    assert.deepEqual(check({ ...withoutPaths, ...quick }, true), [
      "src/lib.tsx: error TS2307: Cannot find module 'react' or its corresponding type declarations.",
      "src/lib.tsx: error TS2307: Cannot find module 'react-dom' or its corresponding type declarations.",
    ]);
    // React (without @types/react) is installed in tools/rsbuild-v1: the imports are typed any, so nothing is reported.
    assert.deepEqual(check({ ...withoutPaths, ...quick }, false), []);
    // Under strict (noImplicitAny), those untyped imports are errors.
    const strict = check({ ...withoutPaths, ...quick, strict: true }, false);
    assert.equal(strict.length, 2, strict.join('\n'));
    assert.match(strict[0], /^src\/lib\.tsx: error TS7016: Could not find a declaration file for module 'react'\. '[^']*[\\/]node_modules[\\/]react[\\/]index\.js' implicitly has an 'any' type\.\n {2}Try `npm i --save-dev @types\/react` if it exists or add a new declaration \(\.d\.ts\) file containing `declare module 'react';`$/);
    assert.match(strict[1], /^src\/lib\.tsx: error TS7016: Could not find a declaration file for module 'react-dom'\. /);
    // With @types/react and @types/react-dom installed too, the imports get React's types: useState is React's.
    const reactTypes = check({ ...withoutPaths, ...quick, strict: true }, false, true);
    assert.equal(reactTypes.length, 1, reactTypes.join('\n'));
    assert.equal(reactTypes[0], "src/lib.tsx: error TS2322: Type '{ <S>(initialState: S | (() => S)): [S, Dispatch<SetStateAction<S>>]; <S = undefined>(): [S | undefined, Dispatch<SetStateAction<S | undefined>>]; }' is not assignable to type 'string'.");
    // With the page's paths and React installed, Preact's types apply too: useState is not a string.
    const withReact = check({ ...pageTsconfig.compilerOptions, ...quick }, false);
    assert.equal(withReact.length, 1, withReact.join('\n'));
    assert.match(withReact[0], /^src\/lib\.tsx: error TS2322: Type '.*' is not assignable to type 'string'\./);
  });
  test('two copies of Preact: hooks fail with "Cannot read properties of undefined (reading \'__H\')"; resolve.dedupe: [\'preact\'] fixes it', async () => {
    const twoCopies = makeProject(
      {
        'src/index.jsx': "import { render } from 'preact';\nimport { Counter } from '../packages/ui/Counter.jsx';\nrender(<Counter />, document.getElementById('root'));\n",
        'packages/ui/Counter.jsx': "import { useState } from 'preact/hooks';\nexport function Counter() {\n  const [count] = useState(0);\n  return <p>Count {count}</p>;\n}\n",
      },
      'preact-two-copies',
    );
    cpSync(path.join(twoCopies, 'node_modules/preact'), path.join(twoCopies, 'packages/ui/node_modules/preact'), { recursive: true });
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    /** Builds for production and runs the page's scripts, in order, against a minimal DOM; gives the error and the rendered tags. */
    const renderWith = (root: string, dedupe?: string[]) =>
      withNodeEnv('production', async () => {
        const result = await buildProject(twoCopies, { plugins: [pluginPreact()], resolve: dedupe ? { dedupe } : {}, output: { distPath: { root } } });
        assert.deepEqual(result.errors, []);
        const page = readText(result.dist, 'index.html');
        const js = [...page.matchAll(/<script defer src="\/([^"]+)"/g)].map((match) => readText(result.dist, match[1])).join('\n;\n');
        type Node = { tag: string; childNodes: Node[]; [key: string]: unknown };
        const element = (tag: string): Node => ({
          tag, nodeType: 1, localName: tag, namespaceURI: 'http://www.w3.org/1999/xhtml', childNodes: [], firstChild: null, style: {},
          appendChild(child: Node) { this.childNodes.push(child); return child; },
          insertBefore(child: Node) { this.childNodes.push(child); return child; },
          setAttribute() {}, removeAttribute() {}, addEventListener() {},
        });
        const container = element('div');
        const document = { getElementById: () => container, createElement: element, createElementNS: (_ns: string, tag: string) => element(tag), createTextNode: (data: string) => ({ nodeType: 3, data }) };
        try {
          vm.runInNewContext(js, { document, window: {}, self: {}, setTimeout, queueMicrotask });
          return { error: '', rendered: container.childNodes.map((node) => node.tag) };
        } catch (error) {
          return { error: `${(error as Error).name}: ${(error as Error).message}`, rendered: container.childNodes.map((node) => node.tag) };
        }
      });
    assert.deepEqual(await renderWith('dist-two'), { error: "TypeError: Cannot read properties of undefined (reading '__H')", rendered: [] });
    assert.deepEqual(await renderWith('dist-dedupe', ['preact']), { error: '', rendered: ['p'] });
  });
  test('two copies of Preact: the page says the error can stay hidden while Prefresh is active and first appears in the production build (the dev build that renders is in plugins-list-plugin-preact.test.ts)', () => {
    for (const [lang, sentence] of [
      ['en', 'While Prefresh is active, as under `rsbuild dev`, such an app can still render, because the refresh plugin points `preact` at the copy in the project root; the error then first appears in the production build, or once Prefresh is off.'],
      ['zh', 'Prefresh 生效时（例如 `rsbuild dev` 下），这样的应用仍可能正常渲染，因为刷新插件会把 `preact` 指向项目根目录下的那一份；于是错误要到生产构建时才第一次出现，关闭 Prefresh 后也会出现。'],
    ] as const) assert.ok(pageText('guide/framework/preact', lang).includes(sentence), lang);
  });
});

// create-rsbuild 2.2.5 (the release in tools/rsbuild-v1): the preact-ts template.
describe('Preact › Create a Preact project', () => {
  const dir = makeProject({}, 'preact-create');
  const read = (file: string) => readFileSync(path.join(dir, 'my-app', file), 'utf8');
  let results: Awaited<ReturnType<typeof runCreateRsbuild>>[];
  before(async () => {
    results = await Promise.all([runCreateRsbuild(dir, ['my-app', '--template', 'preact-ts', '--no-git']), runCreateRsbuild(dir, ['js-app', '--template', 'preact-js', '--no-git'])]);
    for (const result of results) assert.equal(result.code, 0, result.output);
  });
  test('the templates list preact in dependencies but install nothing: no node_modules, and the next steps ask for an install', () => {
    for (const [app, result] of [['my-app', results[0]], ['js-app', results[1]]] as const) {
      assert.equal(existsSync(path.join(dir, app, 'node_modules')), false, app);
      assert.match(result.output, new RegExp(`1\\. cd ${app}[\\s\\S]*2\\. (?:npm|pnpm|yarn|bun) install[\\s\\S]*3\\. (?:npm|pnpm|yarn|bun) run dev`), result.output);
    }
  });
  test('preact-ts: preact, pluginPreact(), and a tsconfig set up as in TypeScript settings', () => {
    assert.deepEqual(Object.keys(JSON.parse(read('package.json')).dependencies), ['preact']);
    assert.match(read('rsbuild.config.ts'), /plugins: \[pluginPreact\(\)\]/);
    const { compilerOptions } = JSON.parse(read('tsconfig.json').replace(/\/\*.*?\*\//g, ''));
    assert.equal(compilerOptions.jsx, 'react-jsx');
    assert.equal(compilerOptions.jsxImportSource, 'preact');
    assert.equal(compilerOptions.moduleResolution, 'bundler');
    assert.deepEqual(compilerOptions.paths, { react: ['./node_modules/preact/compat/'], 'react-dom': ['./node_modules/preact/compat/'] });
  });

  test('preact-js installs preact and registers pluginPreact() too; both templates depend on Rsbuild 2 and plugin-preact 2', () => {
    const js = JSON.parse(readFileSync(path.join(dir, 'js-app/package.json'), 'utf8'));
    assert.deepEqual(Object.keys(js.dependencies), ['preact']);
    assert.match(readFileSync(path.join(dir, 'js-app/rsbuild.config.js'), 'utf8'), /plugins: \[pluginPreact\(\)\]/);
    for (const pkg of [js, JSON.parse(read('package.json'))]) {
      assert.match(pkg.devDependencies['@rsbuild/core'], /^\^2\./);
      assert.match(pkg.devDependencies['@rsbuild/plugin-preact'], /^\^2\./);
    }
  });

  test('the warning names the create-rsbuild release it was checked with (2.2.5), not what @latest fetches', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/package.json'), 'utf8')).version, '2.2.5');
    for (const [lang, sentence] of [
      ['en', '`create-rsbuild` 2.2.5, the release this page was checked with, scaffolds Rsbuild 2 projects'],
      ['zh', '本页核对时所用的 `create-rsbuild` 2.2.5 生成的是 Rsbuild 2 项目'],
    ] as const) {
      const page = pageText('guide/framework/preact', lang);
      assert.ok(page.includes(sentence), lang);
      assert.ok(!page.includes('`create-rsbuild@latest` scaffolds') && !page.includes('`create-rsbuild@latest` 生成'), lang);
    }
  });
});

describe('Preact › samples', () => {
  test('Register the plugin, Render the app: the page\'s config and samples build, and the app renders into the <div id="root"> of the default template', async () => {
    const { loadConfig } = await rsbuildCore();
    const project = makeProject(
      { 'rsbuild.config.ts': pageSamples('guide/framework/preact', 'en')[0], 'src/index.tsx': renderSample, 'src/App.tsx': appSample },
      'preact-render-sample',
    );
    const { content } = await loadConfig({ cwd: project });
    const result = await buildProject(project, content);
    assert.deepEqual(result.errors, []);
    const { errors, html } = await openBuiltApp(browser, result.dist, 'button');
    assert.deepEqual(errors, []);
    assert.equal(html, '<button type="button">Clicked 0 times</button>');
  });

  test('Render the app: the src/index.tsx and src/App.tsx samples that the type check under Type errors for react imports uses are the page\'s, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/framework/preact', lang);
      const tsx = (title: string) => [...page.matchAll(new RegExp('```tsx title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]);
      assert.deepEqual(tsx('src/index.tsx'), [renderSample], lang);
      assert.deepEqual(tsx('src/App.tsx'), [appSample], lang);
    }
  });
  test('the page\'s two rsbuild.config.ts samples type-check as written, in both languages', async () => {
    const ts = (await import('typescript')).default;
    assertPageSamplesTypeCheck(ts, 'guide/framework/preact', 2);
  });
});
