import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { assertPageSamplesTypeCheck, buildProject, type BuildResult, type CliResult, makeProject, outputFile, pageText, plugin, rsbuildCore, rsbuildV1Dir, runCli, PRINTED_BUILD_TIME, WASM_PLUGIN_BUILD_TIMEOUT_MS } from './harness';

// No CSS-in-JS library is installed here. The tests prove what Rsbuild does for the page's
// setups: `swcReactOptions.importSource` sends JSX to Emotion's runtime (a stub package stands
// in for @emotion/react), and a loader added to the JS rule through tools.bundlerChain, as for
// wyw-in-js, runs before SWC and sees the source as written.
const dir = makeProject(
  {
    'src/node_modules/@emotion/react/package.json': '{ "name": "@emotion/react", "exports": { "./jsx-runtime": "./jsx-runtime.js" } }',
    'src/node_modules/@emotion/react/jsx-runtime.js': "export const jsx = (type, props) => ({ runtime: 'emotion stub', type, props });\nexport const jsxs = jsx;\nexport const Fragment = 'fragment';\n",
    'loaders/record-source.cjs': "module.exports = function (source) {\n  const sawJsx = /<h1 css=/.test(source);\n  return source + `\\nexport const loaderSawJsx = ${sawJsx};\\n`;\n};\n",
    'src/index.jsx': "export const title = <h1 css={{ color: 'hotpink' }}>Hello</h1>;\nconsole.log(title);\n",
  },
  'css-in-js',
);

// The SWC plugins as tools/rsbuild-v1 installs them: the newest majors, and an older
// @swc/plugin-emotion under the alias @swc/plugin-emotion-14. The stubs stand in for the runtime
// libraries, which the plugins only need as import sources to recognise. One build, one
// environment per plugin setup.
// SWC looks a plugin name up from the working folder, which is the project's only under the CLI;
// these in-process builds give it the Wasm file the name resolves to in the project.
type SwcPlugins = [string, Record<string, unknown>][];
const v1Require = createRequire(path.join(rsbuildV1Dir, 'package.json'));
const swcPlugins = (plugins: SwcPlugins) => ({ swc: { jsc: { experimental: { plugins: plugins.map(([name, options]): [string, Record<string, unknown>] => [v1Require.resolve(name), options]) } } } });
const runtimeStub = 'export default new Proxy(() => {}, { get: () => (template) => template });\n';
const swcDir = makeProject(
  {
    'src/node_modules/@emotion/styled/package.json': '{ "name": "@emotion/styled", "main": "index.js" }',
    'src/node_modules/@emotion/styled/index.js': runtimeStub,
    'src/node_modules/styled-components/package.json': '{ "name": "styled-components", "main": "index.js" }',
    'src/node_modules/styled-components/index.js': runtimeStub,
    'src/App.jsx': "import emotionStyled from '@emotion/styled';\nimport styled from 'styled-components';\n\nexport const Title = emotionStyled.h1`color: hotpink;`;\nexport const Button = styled.button`color: white;`;\n",
    'src/index.jsx': "import { Title, Button } from './App';\nconsole.log(Title, Button);\n",
  },
  'css-in-js-swc-plugins',
);
// The page's Emotion example (config and src/App.jsx) with the newest @swc/plugin-emotion, 16.0.0:
// what rsbuild build prints for the JSX file.
const emotionAppJsx = `import { css } from '@emotion/react';
import styled from '@emotion/styled';

const Title = styled.h1\`
  color: hotpink;
\`;

export default function App() {
  return (
    <div css={css\`padding: 16px;\`}>
      <Title>Hello</Title>
    </div>
  );
}
`;
// The same plugins on a file that contains JSX, one environment each: the newest majors fail,
// @swc/plugin-emotion 14.19.0 compiles it (and honours a jsxImportSource pragma comment).
const jsxDir = makeProject(
  {
    'src/node_modules/@emotion/react/package.json': '{ "name": "@emotion/react", "exports": { ".": "./index.js", "./jsx-runtime": "./jsx-runtime.js" } }',
    'src/node_modules/@emotion/react/index.js': 'export const css = (...args) => args;\n',
    'src/node_modules/@emotion/react/jsx-runtime.js': "export const jsx = (type, props) => ({ runtime: 'emotion stub through the pragma', type, props });\nexport const jsxs = jsx;\nexport const Fragment = 'fragment';\n",
    'src/node_modules/@emotion/styled/package.json': '{ "name": "@emotion/styled", "main": "index.js" }',
    'src/node_modules/@emotion/styled/index.js': runtimeStub,
    'src/index.jsx': "/** @jsxImportSource @emotion/react */\nexport const box = <div css={{ padding: 16 }}>Hello</div>;\nconsole.log(box);\n",
    // The page's Emotion src/App.jsx, built in the emotion14Page environment.
    'src/page/App.jsx': emotionAppJsx,
    'src/page/index.jsx': "import App from './App';\nconsole.log(App);\n",
  },
  'css-in-js-jsx',
);

const wasmErrorDir = makeProject(
  {
    'src/node_modules/@emotion/react/package.json': '{ "name": "@emotion/react", "exports": { ".": "./index.js", "./jsx-runtime": "./jsx-runtime.js" } }',
    'src/node_modules/@emotion/react/index.js': 'export const css = (template) => template;\n',
    'src/node_modules/@emotion/react/jsx-runtime.js': "export const jsx = (type, props) => ({ type, props });\nexport const jsxs = jsx;\nexport const Fragment = 'fragment';\n",
    'src/node_modules/@emotion/styled/package.json': '{ "name": "@emotion/styled", "main": "index.js" }',
    'src/node_modules/@emotion/styled/index.js': runtimeStub,
    'src/App.jsx': emotionAppJsx,
    'src/index.jsx': "import App from './App';\nconsole.log(App);\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [
    pluginReact({
      swcReactOptions: {
        importSource: '@emotion/react',
      },
    }),
  ],
  tools: {
    swc: {
      jsc: {
        experimental: {
          plugins: [
            [
              '@swc/plugin-emotion',
              {
                autoLabel: 'always',
                labelFormat: '[local]',
              },
            ],
          ],
        },
      },
    },
  },
});
`,
  },
  'css-in-js-wasm-error',
);
const installedVersion = (name: string) =>
  JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8')).version;
const withoutAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

let build: BuildResult;
let swcBuild: BuildResult;
// The errors of each environment of the JSX build, by environment name.
const jsxErrors: Record<string, string[]> = {};
let wasmErrorBuild: CliResult;
before(async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const recordErrors: RsbuildPlugin = {
    name: 'record-environment-errors',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        jsxErrors[environment.name] = (stats?.toJson({ all: false, errors: true }).errors ?? []).map((error) => withoutAnsi(error.message));
      });
    },
  };
  [build, swcBuild, , wasmErrorBuild] = await Promise.all([
    buildProject(dir, {
      mode: 'production',
      plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
      output: { filenameHash: false, minify: false },
      tools: {
        bundlerChain(chain, { CHAIN_ID }) {
          chain.module.rule(CHAIN_ID.RULE.JS).use('record-source').loader(path.join(dir, 'loaders/record-source.cjs'));
        },
      },
    }),
    buildProject(swcDir, {
      mode: 'production',
      plugins: [pluginReact()],
      output: { filenameHash: false, minify: false },
      environments: {
        newest: {
          tools: swcPlugins([
            ['@swc/plugin-emotion', { autoLabel: 'always', labelFormat: '[local]' }],
            ['@swc/plugin-styled-components', { displayName: true, ssr: true }],
          ]),
          output: { distPath: { root: 'dist-newest' } },
        },
        emotion14: { tools: swcPlugins([['@swc/plugin-emotion-14', { autoLabel: 'always', labelFormat: '[local]' }]]), output: { distPath: { root: 'dist-emotion-14' } } },
        // namespace with ssr on and off.
        ssrOn: { tools: swcPlugins([['@swc/plugin-styled-components', { namespace: 'checkout', ssr: true }]]), output: { distPath: { root: 'dist-namespace-ssr' } } },
        ssrOff: { tools: swcPlugins([['@swc/plugin-styled-components', { namespace: 'checkout', ssr: false }]]), output: { distPath: { root: 'dist-namespace-no-ssr' } } },
      },
    }),
    buildProject(jsxDir, {
      mode: 'production',
      plugins: [pluginReact(), recordErrors],
      output: { filenameHash: false, minify: false },
      environments: {
        emotion16: { tools: swcPlugins([['@swc/plugin-emotion', {}]]), output: { distPath: { root: 'dist-emotion-16' } } },
        styled14: { tools: swcPlugins([['@swc/plugin-styled-components', {}]]), output: { distPath: { root: 'dist-styled-14' } } },
        emotion14: { tools: swcPlugins([['@swc/plugin-emotion-14', {}]]), output: { distPath: { root: 'dist-emotion-14' } } },
        // The page's Emotion example: its src/App.jsx, importSource and plugin options, on 14.19.0.
        emotion14Page: {
          source: { entry: { index: './src/page/index.jsx' } },
          tools: { swc: { jsc: { ...swcPlugins([['@swc/plugin-emotion-14', { autoLabel: 'always', labelFormat: '[local]' }]]).swc.jsc, transform: { react: { importSource: '@emotion/react' } } } } },
          output: { distPath: { root: 'dist-emotion-14-page' } },
        },
      },
    }),
    runCli(wasmErrorDir, ['build'], { timeoutMs: WASM_PLUGIN_BUILD_TIMEOUT_MS }),
  ]);
});

describe('CSS-in-JS', () => {
  test('Emotion (Rsbuild side): importSource compiles JSX with the runtime of @emotion/react', () => {
    assert.deepEqual(build.errors, []);
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /emotion stub/);
    assert.doesNotMatch(js, /node_modules\/react\//);
  });

  test('Linaria (Rsbuild side): a loader appended to the JS rule with bundlerChain runs before SWC', () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /loaderSawJsx = true/);
  });
});

describe('SWC plugins and version compatibility', () => {
  // This machine's registry lacks the newest releases, so the page names the releases it was checked
  // with and does not say which ones are the newest on npm.
  test('the page names checked releases, not the newest ones on npm', () => {
    const en = pageText('guide/styling/css-in-js', 'en');
    for (const gone of ['the newest majors at the time of writing', 'the newest `@wyw-in-js/webpack-loader` is 1.0.6', '8.2.0 is its `latest` tag']) assert.ok(!en.includes(gone), gone);
    assert.ok(en.includes('`@wyw-in-js/webpack-loader` 1.0.6, the release this page was checked with'));
    const zh = pageText('guide/styling/css-in-js', 'zh');
    for (const gone of ['撰写本文时的最新主版本', '的最新版本是 1.0.6', '`latest` 标签指向 8.2.0']) assert.ok(!zh.includes(gone), gone);
    assert.ok(zh.includes('本文核对时使用的 `@wyw-in-js/webpack-loader` 1.0.6'));
  });
  // That every 1.x release pairs Rsbuild 1.N with @rspack/core 1.N was read from the registry
  // (npm view over the 128 stable releases from 1.0.1 to 1.7.6, again in round 51); here, the installed pair.
  test('Rsbuild 1.7.6 depends on an @rspack/core of its own minor version (~1.7.10, here 1.7.12) and builds with it', async () => {
    assert.equal(installedVersion('@rsbuild/core'), '1.7.6');
    assert.equal(installedVersion('@rspack/core').split('.').slice(0, 2).join('.'), installedVersion('@rsbuild/core').split('.').slice(0, 2).join('.'));
    const rsbuildDependencies = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8')).dependencies;
    assert.equal(rsbuildDependencies['@rspack/core'], '~1.7.10');
    assert.equal(installedVersion('@rspack/core'), '1.7.12');
    const core = await rsbuildCore();
    assert.equal(core.version, '1.7.6');
    assert.equal(core.rspack.rspackVersion, '1.7.12');
    assert.deepEqual(swcBuild.errors, []);
    assert.match(wasmErrorBuild.output, /Rsbuild v1\.7\.6/);
  });

  // `npm view @rsbuild/core@1.0.0 dependencies` (round 73): '@rspack/core': '0.4.0', and
  // `npm view @rsbuild/core time` gives 1.0.0 2023-11-22T07:32:15.000Z, 1.0.1 2024-09-10 (which
  // depends on ~1.0.3). So the 1.N pairing starts at 1.0.1.
  test('the page names the stray @rsbuild/core 1.0.0 (November 2023, @rspack/core 0.4.0) as the exception', () => {
    const en = pageText('guide/styling/css-in-js', 'en');
    assert.ok(en.includes('each Rsbuild 1.N release from 1.0.1 on depends on an `@rspack/core` 1.N (Rsbuild 1.7.6 accepts `~1.7.10`; the stray `@rsbuild/core` 1.0.0, published in November 2023, depends on `@rspack/core` 0.4.0)'));
    const zh = pageText('guide/styling/css-in-js', 'zh');
    assert.ok(zh.includes('从 1.0.1 起，每个 Rsbuild 1.N 版本依赖的都是 `@rspack/core` 1.N（Rsbuild 1.7.6 接受的范围是 `~1.7.10`；2023 年 11 月发布的 `@rsbuild/core` 1.0.0 是个例外，它依赖的是 `@rspack/core` 0.4.0）'));
  });

  test('the compiled Wasm plugins are cached in node_modules/.cache/.swc of the project', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: swcDir,
      rsbuildConfig: { tools: { swc: { jsc: { experimental: { plugins: [['@swc/plugin-emotion-14', {}]] } } } } },
    });
    const [config] = await rsbuild.initConfigs();
    const jsRule = (config.module?.rules ?? []).find((rule) => rule && typeof rule === 'object' && String(rule.test) === String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/));
    const uses = (jsRule as { use?: { loader: string; options: { jsc: { experimental: { cacheRoot: string } } } }[] } | undefined)?.use ?? [];
    const swc = uses.find((use) => use.loader === 'builtin:swc-loader');
    assert.equal(path.relative(swcDir, swc!.options.jsc.experimental.cacheRoot), path.join('node_modules', '.cache', '.swc'));
  });

  test('@swc/plugin-emotion 16.0.0 adds labels', () => {
    assert.equal(installedVersion('@swc/plugin-emotion'), '16.0.0');
    const js = outputFile(path.join(swcDir, 'dist-newest'), /^static\/js\/index\.js$/);
    assert.match(js, /styled\("h1", \{\s+target: "e[0-9a-z]+0",\s+label: "Title"\s+\}\)/);
  });

  test('@swc/plugin-styled-components 14.0.0 adds displayName (App__Button in src/App.jsx) and componentId', () => {
    assert.equal(installedVersion('@swc/plugin-styled-components'), '14.0.0');
    const js = outputFile(path.join(swcDir, 'dist-newest'), /^static\/js\/index\.js$/);
    assert.match(js, /\.button\.withConfig\(\{\s+displayName: "App__Button",\s+componentId: "sc-[0-9a-f]{8}-0"\s+\}\)/);
  });

  test('@swc/plugin-emotion 14.19.0 adds labels too', () => {
    assert.equal(installedVersion('@swc/plugin-emotion-14'), '14.19.0');
    const js = outputFile(path.join(swcDir, 'dist-emotion-14'), /^static\/js\/index\.js$/);
    assert.match(js, /styled\("h1", \{\s+target: "e[0-9a-z]+0",\s+label: "Title"\s+\}\)/);
    assert.doesNotMatch(js, /withConfig/);
  });

  // The page's Emotion example on 14.19.0: [local] labels the css prop's css call in App as Title too.
  // In the browser Emotion turns a label into the end of the class name: @emotion/serialize 1.3.3
  // (installed by hand in /tmp, round 73) gives serializeStyles(['padding:16px;', 'label:Title']).name
  // === '1bpckmy-Title', so the <div> gets css-1bpckmy-Title; the <h1> got css-ajeb1m-Title in Chromium.
  test('@swc/plugin-emotion 14.19.0 with labelFormat [local]: the css prop of App is labelled Title like the styled h1', () => {
    assert.deepEqual(jsxErrors.emotion14Page, []);
    const js = outputFile(path.join(jsxDir, 'dist-emotion-14-page'), /^static\/js\/index\.js$/);
    assert.match(js, /const Title = \/\*#__PURE__\*\/ styled\("h1", \{\s+target: "e[0-9a-z]+0",\s+label: "Title"\s+\}\)\("color:hotpink;"\);/);
    assert.match(js, /function App\(\) \{\s+return \/\*#__PURE__\*\/ jsx\("div", \{\s+css: \/\*#__PURE__\*\/ css\("padding:16px;", "label:Title"\),/);
    const en = pageText('guide/styling/css-in-js', 'en');
    assert.ok(!en.includes('so you can tell components apart in the element inspector'));
    assert.ok(en.includes('in this example the plugin also passes `"label:Title"` to the `css` call of the `css` prop in `App`, so both the `<div>` and the `<h1>` get a class name ending in `-Title`.'));
    const zh = pageText('guide/styling/css-in-js', 'zh');
    assert.ok(!zh.includes('便于在元素检查器里区分组件'));
    assert.ok(zh.includes('插件还会给 `App` 里 `css` 属性的 `css` 调用传入 `"label:Title"`，因此 `<div>` 和 `<h1>` 的类名都会以 `-Title` 结尾。'));
  });

  test('styled-components: namespace prefixes the componentId, which is only written with ssr on', () => {
    const withSsr = outputFile(path.join(swcDir, 'dist-namespace-ssr'), /^static\/js\/index\.js$/);
    assert.match(withSsr, /displayName: "App__Button",\s+componentId: "checkout__sc-[0-9a-f]{8}-0"/);
    const withoutSsr = outputFile(path.join(swcDir, 'dist-namespace-no-ssr'), /^static\/js\/index\.js$/);
    assert.match(withoutSsr, /\.button\.withConfig\(\{\s+displayName: "App__Button"\s+\}\)/);
    assert.doesNotMatch(withoutSsr, /componentId|checkout/);
  });

  test('@swc/plugin-emotion 16.0.0 and @swc/plugin-styled-components 14.0.0 fail on a file with JSX; 14.19.0 compiles it', () => {
    for (const name of ['emotion16', 'styled14']) {
      const errors = (jsxErrors[name] ?? []).join('\n');
      assert.match(errors, /failed to invoke plugin on 'Some\(".*src\/index\.jsx"\)'/, name);
      assert.match(errors, /The version of the SWC Wasm plugin you're using might not be compatible with `builtin:swc-loader`\./, name);
      assert.match(errors, /The `swc_core` version of the current `rspack_core` is 59\.0\.1\./, name);
    }
    assert.deepEqual(jsxErrors.emotion14, []);
  });

  test("the page's Emotion example with @swc/plugin-emotion 16.0.0: the whole builtin:swc-loader error, then 'build failed', 'Rspack build failed.' and a stack trace; exit code 1", () => {
    assert.equal(wasmErrorBuild.code, 1, wasmErrorBuild.output);
    const error = `error   Build error: ?
File: ./src/App.jsx:1:1
  × Module build failed \\(from builtin:swc-loader\\):
  ╰─▶   × plugin
        │
        │   x failed to invoke plugin on 'Some\\("${path.join(wasmErrorDir, 'src/App.jsx')}"\\)'
        │ The version of the SWC Wasm plugin you're using might not be compatible with \`builtin:swc-loader\`\\.
        │ The \`swc_core\` version of the current \`rspack_core\` is 59\\.0\\.1\\.
        │ Please check the \`swc_core\` version of SWC Wasm plugin to make sure these versions are within the compatible range\\.
        │ See this guide as a reference for selecting SWC Wasm plugin versions: https://rspack\\.rs/errors/swc-plugin-version
 *
Import traces \\(entry → error\\):
  \\./src/index\\.jsx
  \\./src/App\\.jsx ×

error   build failed in ${PRINTED_BUILD_TIME}
error   Rspack build failed\\.
    at `;
    assert.match(wasmErrorBuild.output, new RegExp(error), wasmErrorBuild.output);
  });

  test('Common problems: the @jsxImportSource pragma sends one file\'s JSX to @emotion/react', () => {
    assert.match(outputFile(path.join(jsxDir, 'dist-emotion-14'), /^static\/js\/index\.js$/), /emotion stub through the pragma/);
  });
});


// @rsbuild/plugin-styled-components and @vanilla-extract/webpack-plugin are not installed here;
// both were run by hand against this @rsbuild/core (plugin 1.6.3 with @swc/plugin-styled-components
// 12.19.0; @vanilla-extract/webpack-plugin 2.3.27; @swc/plugin-styled-jsx 13.8.0, the release
// the page's unversioned install command gives, which turns the page's Card.jsx into the class
// jsx-280136def8cacb40 in every mode and folder). These tests prove the Rsbuild side their
// behaviour rests on.
// Round 26 read the registry again on 2026-12-05 (npm view, npm pack, npm 11.19.1, Node.js 20.20.2):
// @rsbuild/plugin-styled-components 1.6.3 (latest) peers @rsbuild/core ^1.7.0 || ^2.0.0 and depends
// on @swc/plugin-styled-components ^12.10.0 (newest 12.x: 12.19.0), 1.6.0 and 1.6.1 on ^12.0.1, but
// 1.5.0 on ^10.0.0, 1.4.0 on ^8.0.1, 1.3.0 on ^7.1.0, 1.2.1 on ^6.8.2 and 1.1.0 on 5.0.0: only the 1.6
// releases bring the 12 line. Its defaults are { ssr, pure: mode === 'production', displayName: true,
// transpileTemplateLiterals: true }. `npm install @rsbuild/plugin-styled-components@1 -D` in a project
// with @rsbuild/core ~1.6.0 printed "npm error code ERESOLVE", "npm error ERESOLVE could not resolve"
// and the peerOptional range, exit code 1. @vanilla-extract/webpack-plugin 2.3.27's loader takes
// `identifiers ?? (this.mode === 'production' ? 'short' : 'debug')`. @linaria/core: latest 8.2.0
// (engines node >=22.12.0, @wyw-in-js/processor-utils 2.4.0); 7.0.0 (node >=20.0.0, processor-utils
// ^1.0.4) is what `npm install @linaria/core` picks on Node.js 20; @wyw-in-js/webpack-loader latest
// 1.0.6 depends on @wyw-in-js/transform 1.0.6.
// Round 51 ran every library sample of the page as written, by hand on 2026-12-06 (npm 11.19.1,
// Node.js 20.20.2), in one project under /tmp with @rsbuild/core 1.7.6 (Rspack 1.7.12),
// @rsbuild/plugin-react 1.4.6, react 19, and what the page's install commands gave: styled-components
// 6.6.0, @rsbuild/plugin-styled-components 1.6.3 (with @swc/plugin-styled-components 12.19.0),
// @swc/plugin-styled-components 12.19.0, @emotion/react 11.14.0 with @swc/plugin-emotion 14.19.0,
// styled-jsx 5.1.7 with @swc/plugin-styled-jsx 13.8.0, @vanilla-extract/css 1.21.3 with
// @vanilla-extract/webpack-plugin 2.3.27, @linaria/core 7.0.0 with @wyw-in-js/webpack-loader 1.0.6.
// Every `rsbuild build` of a page sample exited 0; the styled-components, Emotion, styled-jsx and
// vanilla-extract (development build) pages opened in Chromium without errors:
// - pluginStyledComponents(): <button class="App__Button-dnECUB …">, no componentId; with
//   environments { web: {}, node: { output: { target: 'node' } } } both outputs have
//   componentId "sc-73312b2c-0"; top-level output.target 'node' alone: none; { namespace:
//   'checkout' }: none, and with ssr: true "checkout__sc-73312b2c-0".
// - the direct SWC sample: displayName "App__Button", componentId "sc-73312b2c-0" (also with {}).
// - Emotion: <h1 class="css-ajeb1m-Title eiylv9f0">, pink, and the css prop's padding applied.
// - styled-jsx: <div class="jsx-280136def8cacb40 card"> with padding 16px from a
//   <style data-styled-jsx> holding ".card.jsx-280136def8cacb40{…}".
// - vanilla-extract: production CSS "._1k8esqf0{--_1k8esqf1:rebeccapurple}._1k8esqf2{color:
//   var(--_1k8esqf1);-webkit-user-select:none;user-select:none}", development class names
//   theme_themeClass__1k8esqf0 and theme_title__1k8esqf2, unminified.
// - Linaria: ".t1cus5as{color:#639;-webkit-user-select:none;user-select:none}"; with pluginReact()
//   and a typed src/index.tsx, "SyntaxError: …/src/index.tsx: Missing initializer in const declaration. (1:7)".
describe('styled-components', () => {
  // Round 44 ran this by hand on 2026-12-06 (npm 11.19.1, Node.js 20.20.2): for each Rsbuild minor, a
  // project under /tmp with `npm install @rsbuild/core@~1.N.0 @rsbuild/plugin-react@1 react react-dom
  // styled-components @rsbuild/plugin-styled-components@<release> -D`, the page's src/App.jsx, an
  // src/index.jsx without JSX that imports it, and pluginReact() with pluginStyledComponents(), then
  // `npx rsbuild build`. Built (exit 0, styled.button.withConfig in the output): 1.1.0 (5.0.0) on
  // 1.0.19 (Rspack 1.0.14) and 1.1.14 (1.1.8); 1.2.1 (6.8.2) on 1.2.19 (1.2.8); 1.3.0 (7.1.5) on
  // 1.3.22 (1.3.12); 1.4.0 (8.0.4) on 1.4.16 (1.4.11) and 1.5.17 (1.5.8); 1.5.0 (10.0.0) on 1.6.15
  // (1.6.8); 1.6.3 (12.19.0) on 1.7.6 (1.7.12). Failed (exit 1, "failed to invoke plugin on 'Some(\"…/src/index.jsx\")'", "The `swc_core`
  // version of the current `rspack_core` is …", "Rspack build failed."): 1.1.0 on 1.2.19 (=14.0.1) and
  // 1.3.22 (=23.2.0); 1.5.0 on 1.4.16 (33.0.0) and 1.5.17 (42.1.0). The page used to send every
  // project from Rsbuild 1.4 on to 1.5.0 and every older one to 1.1.0.
  test('With the official Rsbuild plugin: the page gives one plugin release per Rsbuild minor, not a peer range (both languages)', () => {
    const rows = ['| 1.6 | `@rsbuild/plugin-styled-components@1.5.0` | 10.x |', '`@rsbuild/plugin-styled-components@1.4.0` | 8.x |', '| 1.3 | `@rsbuild/plugin-styled-components@1.3.0` | 7.x |', '| 1.2 | `@rsbuild/plugin-styled-components@1.2.1` | 6.x |', '`@rsbuild/plugin-styled-components@1.1.0` | 5.0.0 |'];
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/styling/css-in-js', lang);
      for (const row of rows) assert.ok(text.includes(row), `${lang}: ${row}`);
      assert.ok(!text.includes('from Rsbuild 1.4 on, or `@1.1.0`') && !text.includes('更早的版本可以用 `@1.1.0`'), lang);
    }
    assert.ok(pageText('guide/styling/css-in-js', 'en').includes('| 1.4 and 1.5 | `@rsbuild/plugin-styled-components@1.4.0` | 8.x |'));
    assert.ok(pageText('guide/styling/css-in-js', 'zh').includes('| 1.4 和 1.5 | `@rsbuild/plugin-styled-components@1.4.0` | 8.x |'));
  });

  test('With the official Rsbuild plugin: without environments, the config has an empty environments object even with output.target node, so the plugin finds no node environment', async () => {
    // The plugin (1.6.3) computes `rsbuildConfig.environments ? Object.values(rsbuildConfig.environments)
    // .map((e) => e.output?.target || userConfig.output?.target || 'web') : [userConfig.output?.target || 'web']`
    // and turns ssr on when that list includes 'node'.
    const { createRsbuild } = await rsbuildCore();
    const targetsSeen = async (config: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig) => {
      const seen: unknown[] = [];
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          ...config,
          plugins: [{ name: 'read-environments', setup: (api) => api.modifyEnvironmentConfig((environment: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').NormalizedEnvironmentConfig) => void seen.push({ environments: api.getRsbuildConfig().environments, target: environment.output.target })) }],
        },
      });
      await rsbuild.initConfigs();
      return seen;
    };
    assert.deepEqual(await targetsSeen({ output: { target: 'node' } }), [{ environments: {}, target: 'node' }]);
    const withEnvironments = (await targetsSeen({ environments: { web: {}, ssr: { output: { target: 'node' } } } })) as { environments: Record<string, { output?: { target?: string } }> }[];
    assert.deepEqual(Object.entries(withEnvironments[0].environments).map(([name, environment]) => [name, environment.output?.target]), [['web', undefined], ['ssr', 'node']]);
  });

  // Round 51, by hand with the plugin 1.6.3 (@swc/plugin-styled-components 12.19.0) on this
  // @rsbuild/core: output.target 'node' at the top level, environments { web: { output: { target:
  // 'web' } }, node: {} }: the node output has componentId "sc-73312b2c-0", the web output has
  // displayName "App__Button" only. The plugin reads `e.output?.target || <the target of the
  // environment being configured>` for every environment e of the config, so the node environment,
  // which writes no target, counts as 'web' while the web environment is configured.
  test('With the official Rsbuild plugin: an environment that inherits output.target node from the top level has no output.target of its own in the config the plugin reads', async () => {
    const { createRsbuild } = await rsbuildCore();
    const seen: [string, unknown, string][] = [];
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        output: { target: 'node' },
        environments: { web: { output: { target: 'web' } }, node: {} },
        plugins: [{ name: 'read-environments', setup: (api) => api.modifyEnvironmentConfig((environment: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').NormalizedEnvironmentConfig, { name }: { name: string }) => void seen.push([name, api.getRsbuildConfig().environments?.node?.output?.target, environment.output.target])) }],
      },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(seen, [['web', undefined, 'web'], ['node', undefined, 'node']]);
    for (const [lang, literal] of [['en', 'only the server bundle gets `ssr: true`'], ['zh', '只有服务端产物开启了 `ssr`']] as const) {
      assert.ok(pageText('guide/styling/css-in-js', lang).includes(literal), lang);
    }
    assert.ok(!pageText('guide/styling/css-in-js', 'en').includes('The plugin only looks at `environments`'));
    assert.ok(!pageText('guide/styling/css-in-js', 'zh').includes('插件只检查 `environments`'));
  });
});

describe('styled-jsx', () => {
  // The page's Card.jsx, built with pluginReact() and no SWC plugin.
  const cardDir = makeProject(
    {
      'src/Card.jsx': "export function Card({ children }) {\n  return (\n    <div className=\"card\">\n      {children}\n      <style jsx>{`\n        .card {\n          padding: 16px;\n          border: 1px solid #ddd;\n        }\n      `}</style>\n    </div>\n  );\n}\n",
      'src/index.jsx': "import { Card } from './Card';\nconsole.log(<Card>hi</Card>);\n",
    },
    'css-in-js-styled-jsx',
  );
  let cardJs: string;
  before(async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { dist, errors } = await buildProject(cardDir, { mode: 'production', plugins: [pluginReact()], output: { filenameHash: false, minify: false } });
    assert.deepEqual(errors, []);
    cardJs = outputFile(dist, /^static\/js\/index\.js$/);
  });

  test('without the SWC plugin, the jsx attribute reaches React unchanged (jsx: true on a plain <style>) and no generated class is added', () => {
    assert.match(cardJs, /\("style", \{\s+jsx: true,\s+children: `/);
    assert.match(cardJs, /className: "card",/);
    assert.doesNotMatch(cardJs, /jsx-[0-9a-f]{16}/);
  });
});

describe('vanilla-extract', () => {
  // A loader on the JS rule reports the mode Rspack gives loaders (`this.mode`, which
  // @vanilla-extract/webpack-plugin's loader reads: 'short' class names for 'production',
  // 'debug' ones otherwise); a stylesheet shows where the CSS pipeline minifies.
  const modeDir = makeProject(
    {
      'loaders/report-mode.cjs': 'module.exports = function (source) {\n  return source + `\\nconsole.log("loaderMode=" + ${JSON.stringify(this.mode)});\\n`;\n};\n',
      'src/title.css': '.title {\n  user-select: none;\n}\n',
      // One style file per name the page lists, each imported as the page's sample does (./theme.css).
      'src/theme.css.ts': "export const fromTs: string = 'css.ts';\n",
      'src/card.css.tsx': "export const fromTsx: string = 'css.tsx';\n",
      'src/link.css.js': "export const fromJs = 'css.js';\n",
      'src/icon.css.jsx': "export const fromJsx = 'css.jsx';\n",
      'src/grid.css.mjs': "export const fromMjs = 'css.mjs';\n",
      'src/list.css.cjs': "module.exports = { fromCjs: 'css.cjs' };\n",
      'src/index.js':
        "import './title.css';\nimport { fromTs } from './theme.css';\nimport { fromTsx } from './card.css';\nimport { fromJs } from './link.css';\nimport { fromJsx } from './icon.css';\nimport { fromMjs } from './grid.css.mjs';\nimport { fromCjs } from './list.css.cjs';\nconsole.log(fromTs, fromTsx, fromJs, fromJsx, fromMjs, fromCjs);\n",
    },
    'css-in-js-modes',
  );
  const byMode: Record<string, { js: string; css: string }> = {};
  before(async () => {
    for (const mode of ['production', 'development', 'none'] as const) {
      const { dist, errors } = await buildProject(modeDir, {
        mode,
        output: { filenameHash: false, distPath: { root: `dist-${mode}` } },
        tools: {
          bundlerChain: (chain, { CHAIN_ID }) => void chain.module.rule(CHAIN_ID.RULE.JS).use('report-mode').loader(path.join(modeDir, 'loaders/report-mode.cjs')),
        },
      });
      assert.deepEqual(errors, []);
      byMode[mode] = { js: outputFile(dist, /^static\/js\/index\.js$/), css: outputFile(dist, /^static\/css\/index\.css$/) };
    }
  });

  test("loaders get this.mode 'production' only in production; 'development' and 'none' otherwise", () => {
    for (const mode of ['production', 'development', 'none']) assert.match(byMode[mode].js, new RegExp(`"loaderMode=" \\+ "${mode}"|"loaderMode=${mode}"`), mode);
  });

  // Run by hand on 2026-12-05 with @vanilla-extract/webpack-plugin 2.3.27 (@vanilla-extract/integration
  // 8.0.11, whose cssFileFilter, the plugin's default `test`, is /\.css\.(js|cjs|mjs|jsx|ts|tsx)(\?used)?$/)
  // on this @rsbuild/core: a style() in src/theme.css.tsx imported as './theme.css' and one in
  // src/b.css.mjs both ended up in static/css/index.css ('.ywhfz50 { color: red; }', '._8f842r0 { color: #00f; }').
  test('style files named .css.ts, .css.tsx, .css.js, .css.jsx, .css.mjs and .css.cjs are built as script modules, not as stylesheets; ./theme.css resolves to theme.css.ts', () => {
    for (const marker of ['css.ts', 'css.tsx', 'css.js', 'css.jsx', 'css.mjs', 'css.cjs']) assert.ok(byMode.none.js.includes(`'${marker}'`), marker);
    assert.doesNotMatch(byMode.none.js, /: string/);
    assert.equal(byMode.none.css, '.title {\n  -webkit-user-select: none;\n  user-select: none;\n}\n\n');
  });

  test('extracted CSS (vanilla-extract, and Linaria too) is prefixed in every mode and minified in production mode only', () => {
    assert.equal(byMode.production.css, '.title{-webkit-user-select:none;user-select:none}');
    for (const mode of ['development', 'none']) assert.equal(byMode[mode].css, '.title {\n  -webkit-user-select: none;\n  user-select: none;\n}\n\n', mode);
  });
});

// Linaria's loader reads each file of the JS rule with Babel. Run by hand on 2026-12-05 with
// @linaria/core 7.0.0, @linaria/react 7.0.0 and @wyw-in-js/webpack-loader 1.0.6 (@wyw-in-js/transform
// 1.0.6) on this @rsbuild/core: the page's config and src/index.js build ('.t1cus5as{color:#639;
// -webkit-user-select:none;user-select:none}'); with pluginReact(), a .jsx file stops the build with
// "SyntaxError: …/src/index.jsx: Support for the experimental syntax 'jsx' isn't currently enabled
// (8:52):" and a .ts or .tsx file with a type annotation (even one that does not import Linaria) with
// "SyntaxError: …/src/index.tsx: Missing initializer in const declaration. (3:7)", both from
// "Module build failed (from …/@wyw-in-js/webpack-loader/lib/index.js)"; babelOptions.parserOpts
// plugins ['jsx', 'typescript'] parse them but a generic arrow then fails to evaluate ("EvalError:
// Unexpected token '<'"); babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] }
// (7.28.x) builds them, and the JSX in the output is SWC's (automatic runtime, react/jsx-runtime).
// Here: the Rsbuild side, that a loader appended to the JS rule gets .jsx, .ts and .tsx files as
// written, JSX and types included.
describe('Linaria', () => {
  const receivedDir = makeProject(
    {
      'loaders/save-source.cjs': "const fs = require('node:fs');\nconst path = require('node:path');\nmodule.exports = function (source) {\n  const dir = path.join(this.rootContext, 'received');\n  fs.mkdirSync(dir, { recursive: true });\n  fs.writeFileSync(path.join(dir, path.basename(this.resourcePath)), source);\n  return source;\n};\n",
      'src/index.jsx': "import { Title } from './Title';\nimport { label } from './label';\nconsole.log(<Title>Hello</Title>, label);\n",
      'src/Title.tsx': "export const brand: string = 'rebeccapurple';\nexport const Title = (props: { children: string }) => <h1 style={{ color: brand }}>{props.children}</h1>;\n",
      'src/label.ts': "export const label: string = 'plain TypeScript';\n",
    },
    'css-in-js-linaria-source',
  );
  let errors: string[];
  before(async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    ({ errors } = await buildProject(receivedDir, {
      mode: 'production',
      plugins: [pluginReact()],
      tools: {
        bundlerChain: (chain, { CHAIN_ID }) => void chain.module.rule(CHAIN_ID.RULE.JS).use('save-source').loader(path.join(receivedDir, 'loaders/save-source.cjs')),
      },
    }));
  });

  // Read from the registry on 2026-12-05 with the npm-pick-manifest of npm 11.19.1 (what `npm install`
  // runs for an unversioned name, range '*'): @linaria/core gives 6.3.0 for Node.js 18.12.0 and
  // 18.20.8 (engines >=16.0.0), 7.0.0 for 20.0.0 to 22.11.0 (engines >=20.0.0) and 8.2.0 from 22.12.0;
  // @wyw-in-js/webpack-loader gives 0.8.1 (transform 0.8.1, engines >=16.0.0) for Node.js 18.20.8 and
  // 1.0.6 (transform 1.0.6, engines >=20.0.0) for 20.0.0 and 24.0.0.
  test('Rsbuild 1.7.6 still accepts Node.js 18 (engines >=18.12.0), below the Node.js 20 that @linaria/core 7 and @wyw-in-js/webpack-loader 1.x declare', () => {
    const engines = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8')).engines;
    assert.deepEqual(engines, { node: '>=18.12.0' });
  });

  test('a loader added to the JS rule gets .jsx, .ts and .tsx files as written, JSX and type syntax included, before SWC compiles them', () => {
    assert.deepEqual(errors, []);
    const received = path.join(receivedDir, 'received');
    assert.deepEqual(readdirSync(received).sort(), ['Title.tsx', 'index.jsx', 'label.ts']);
    assert.equal(readFileSync(path.join(received, 'index.jsx'), 'utf8'), "import { Title } from './Title';\nimport { label } from './label';\nconsole.log(<Title>Hello</Title>, label);\n");
    assert.equal(readFileSync(path.join(received, 'Title.tsx'), 'utf8'), "export const brand: string = 'rebeccapurple';\nexport const Title = (props: { children: string }) => <h1 style={{ color: brand }}>{props.children}</h1>;\n");
    assert.equal(readFileSync(path.join(received, 'label.ts'), 'utf8'), "export const label: string = 'plain TypeScript';\n");
  });
});

// @rsbuild/plugin-styled-components and @vanilla-extract/webpack-plugin are not installed here: the
// stubs are their published declarations (1.6.3 and 2.3.27) with the import they need from a package
// that is not installed (webpack's Compiler, and @vanilla-extract/integration's IdentifierOption) written in place.
const sampleStubs = {
  'stubs/plugin-styled-components.d.ts': `import type { RsbuildPlugin } from '@rsbuild/core';
import type { ConfigChain } from 'reduce-configs';
export type PluginStyledComponentsOptions = {
  displayName?: boolean;
  ssr?: boolean;
  fileName?: boolean;
  meaninglessFileNames?: string[];
  namespace?: string;
  topLevelImportPaths?: string[];
  transpileTemplateLiterals?: boolean;
  minify?: boolean;
  pure?: boolean;
  cssProp?: boolean;
};
export declare const pluginStyledComponents: (pluginOptions?: ConfigChain<PluginStyledComponentsOptions>) => RsbuildPlugin;
`,
  'stubs/vanilla-extract-webpack-plugin.d.ts': `interface PluginOptions {
  test?: unknown;
  identifiers?: 'short' | 'debug' | ((params: { hash: string; debugId?: string; filePath?: string; packageName?: string }) => string);
  outputCss?: boolean;
  externals?: any;
  allowRuntime?: boolean;
}
export declare class VanillaExtractPlugin {
  constructor(options?: PluginOptions);
  apply(compiler: { hooks: object }): void;
}
`,
};

describe('CSS-in-JS samples', () => {
  test('the six rsbuild.config.ts samples type-check as written, in both languages (with @types/node for node:module and process)', () => {
    assertPageSamplesTypeCheck(ts, 'guide/styling/css-in-js', 6, {
      files: sampleStubs,
      moreOptions: (stubDir) => ({
        types: ['node'],
        paths: {
          '@rsbuild/plugin-styled-components': [path.join(stubDir, 'stubs/plugin-styled-components.d.ts')],
          '@vanilla-extract/webpack-plugin': [path.join(stubDir, 'stubs/vanilla-extract-webpack-plugin.d.ts')],
        },
      }),
    });
  });
});
