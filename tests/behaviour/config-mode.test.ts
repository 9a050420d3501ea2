// docs/{en,zh}/config/mode.mdx: the table "What each mode changes" (one small build per mode, the
// development one with two more environments for output.inlineScripts), and the debug build
// `rsbuild build --mode development` with the React and Preact plugins (the CLI leaves NODE_ENV at
// production for build).
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import type { EnvironmentConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { builtScripts, buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, runCli, withEnv, withNodeEnv } from './harness';

const modes = ['development', 'production', 'none'] as const;
type Mode = (typeof modes)[number];

describe('What each mode changes', () => {
  const dir = makeProject(
    {
      'src/index.js': `import styles from './box.module.css';
import logo from './logo.png';
window.logo = logo;
window.result = {
  className: styles.box,
  nodeEnv: process.env.NODE_ENV,
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
  prod: import.meta.env.PROD,
};
`,
      'src/box.module.css': '.box {\n  color: red;\n}\n',
      // Over the 4096-byte data URI limit, so it is emitted as a file.
      'src/logo.png': 'x'.repeat(5000),
    },
    'mode-table',
  );
  const files = {} as Record<Mode, string[]>;
  const result = {} as Record<Mode, Record<string, unknown>>;
  const css = {} as Record<Mode, string>;
  const images = {} as Record<Mode, string[]>;

  before(async () => {
    for (const mode of modes) {
      const inline = mode === 'development'
        ? { environments: { web: {}, inlineObject: { output: { distPath: { root: 'dist-development-object' }, inlineScripts: { enable: true as const, test: /\.js$/ } } }, inlineRegExp: { output: { distPath: { root: 'dist-development-regexp' }, inlineScripts: /\.js$/ } } } }
        : {};
      await withNodeEnv('production', () => buildProject(dir, { mode, output: { distPath: { root: `dist-${mode}` } }, ...inline }));
      const dist = path.join(dir, `dist-${mode}`);
      files[mode] = listFiles(dist).filter((file) => file.startsWith('static/') && !file.startsWith('static/image/')).sort();
      images[mode] = listFiles(dist).filter((file) => file.startsWith('static/image/'));
      css[mode] = outputFile(dist, /^static\/css\/index.*\.css$/);
      // Just enough of a page for the bundle; `process` is the page's own, for the untouched case.
      const page: Record<string, any> = { document: { getElementsByTagName: () => [], querySelectorAll: () => [] }, process: { env: { NODE_ENV: 'set by the page' } } };
      page.window = page;
      page.self = page;
      vm.runInNewContext(outputFile(dist, /^static\/js\/index.*\.js$/), page);
      result[mode] = JSON.parse(JSON.stringify(page.result));
    }
  });

  test('file names: content hash in production only; JS source maps in development and none, not in production', () => {
    assert.deepEqual(files.development, ['static/css/index.css', 'static/js/index.js', 'static/js/index.js.map']);
    assert.deepEqual(files.none, ['static/css/index.css', 'static/js/index.js', 'static/js/index.js.map']);
    assert.equal(files.production.length, 2, files.production.join(', '));
    assert.match(files.production[0], /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(files.production[1], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  });

  test('images keep their content hash in every mode: only JavaScript and CSS names lose it outside production', () => {
    for (const mode of modes) assert.deepEqual(images[mode], ['static/image/logo.a9c6a955.png'], mode);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/mode', lang);
      assert.doesNotMatch(text, /without hashes\.|neither minified nor hashed|文件名不含哈希的产物|既不压缩也不带哈希/);
    }
    assert.ok(pageText('config/mode', 'en').includes('| Content hash in the names of images, fonts, media and other emitted assets | yes | yes | yes |'));
    assert.ok(pageText('config/mode', 'en').includes('whose JavaScript and CSS file names have no hash (images and other assets keep theirs).'));
    assert.ok(pageText('config/mode', 'zh').includes('| 图片、字体、音视频等其他产物文件名中的内容哈希 | 有 | 有 | 有 |'));
    assert.ok(pageText('config/mode', 'zh').includes('其中 JavaScript 和 CSS 的文件名不含哈希（图片等静态资源仍然带哈希）。'));
  });

  test('minification: production only (the CSS is on one line with no spaces)', () => {
    assert.match(css.production, /^\.box-[\w-]{6}\{color:red\}/);
    assert.match(css.development, /^\.src-box-module__box-[\w-]{6} \{\n  color: red;\n\}/);
    assert.match(css.none, /^\.src-box-module__box-[\w-]{6} \{\n  color: red;\n\}/);
  });

  test('CSS Modules class names, process.env.NODE_ENV and import.meta.env in each mode', () => {
    assert.match(String(result.development.className), /^src-box-module__box-[\w-]{6}$/);
    assert.match(String(result.none.className), /^src-box-module__box-[\w-]{6}$/);
    assert.match(String(result.production.className), /^box-[\w-]{6}$/);
    const { className: _d, ...development } = result.development;
    const { className: _p, ...production } = result.production;
    const { className: _n, ...none } = result.none;
    assert.deepEqual(development, { nodeEnv: 'development', mode: 'development', dev: true, prod: false });
    assert.deepEqual(production, { nodeEnv: 'production', mode: 'production', dev: false, prod: true });
    assert.deepEqual(none, { nodeEnv: 'set by the page', mode: 'none', dev: false, prod: false });
    // The intro's summary of none: what it turns off, and what it shares with development.
    assert.doesNotMatch(pageText('config/mode', 'en'), /switches off the behaviour tied to either of them/);
    assert.ok(pageText('config/mode', 'en').includes('`none` turns off minification, the content hashes of JavaScript and CSS file names, hot module replacement and the replacement of `process.env.NODE_ENV`, while keeping the source maps and CSS Modules class names of development mode.'));
    assert.ok(pageText('config/mode', 'zh').includes('`none` 则关闭压缩、JavaScript 和 CSS 文件名中的内容哈希、模块热更新以及对 `process.env.NODE_ENV` 的替换，但 source map 和 CSS Modules 类名与开发模式相同。'));
  });

  test('hot module replacement: the HMR plugin is in the development config only, so `dev --mode production` runs without it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '\n' }, 'mode-hmr');
    const plugins = (mode: Mode) =>
      withNodeEnv('development', async () => {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode } });
        const [config] = await rsbuild.initConfigs();
        return (config.plugins ?? []).map((item) => (item as { name?: string } | null)?.name);
      });
    assert.ok((await plugins('development')).includes('HotModuleReplacementPlugin'));
    assert.ok(!(await plugins('production')).includes('HotModuleReplacementPlugin'));
    assert.ok(!(await plugins('none')).includes('HotModuleReplacementPlugin'));
  });

  test('output.inlineScripts: a regular expression waits for production mode like true; the object with enable: true inlines in development mode too', () => {
    const objectHtml = readText(dir, 'dist-development-object/index.html');
    const regexpHtml = readText(dir, 'dist-development-regexp/index.html');
    assert.doesNotMatch(objectHtml, /src="\/static\/js\/index\.js"/);
    assert.match(objectHtml, /window\.result = \{/);
    assert.match(regexpHtml, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.ok(pageText('config/mode', 'en').includes('when set to `true`, a regular expression or a function, inline files in production mode only'));
    assert.ok(pageText('config/mode', 'zh').includes('设为 `true`、正则表达式或函数时，只在生产模式下内联文件'));
  });
});

test('Examples: a development-mode build under NODE_ENV production calls $RefreshSig$() with nothing defining it, for React and Preact; with their refresh off it has none', async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
  const component = (hooks: string) => `import { useState } from '${hooks}';\nexport function App() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n`;
  const builds = [
    { name: 'mode-react', hooks: 'react', plugins: [pluginReact()], refresh: true },
    { name: 'mode-preact', hooks: 'preact/hooks', plugins: [pluginPreact()], refresh: true },
    { name: 'mode-react-off', hooks: 'react', plugins: [pluginReact({ fastRefresh: false })], refresh: false },
    { name: 'mode-preact-off', hooks: 'preact/hooks', plugins: [pluginPreact({ prefreshEnabled: false })], refresh: false },
  ];
  for (const { name, hooks, plugins, refresh } of builds) {
    const dir = makeProject({ 'src/index.jsx': component(hooks) }, name);
    await withNodeEnv('production', () => buildProject(dir, { mode: 'development', plugins }));
    const source = builtScripts(dir);
    if (refresh) {
      assert.match(source, /\$RefreshSig\$\(\)/, name);
      assert.doesNotMatch(source, /\$RefreshSig\$ =/, name);
    } else {
      assert.doesNotMatch(source, /\$RefreshSig\$/, name);
    }
  }
});

test('Examples: without hooks the same build calls only $RefreshReg$(), again with nothing defining it, for React and Preact', async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
  const component = 'export function App() {\n  return <p>0</p>;\n}\n';
  for (const [name, plugins] of [['mode-react-plain', [pluginReact()]], ['mode-preact-plain', [pluginPreact()]]] as const) {
    const dir = makeProject({ 'src/index.jsx': component }, name);
    await withNodeEnv('production', () => buildProject(dir, { mode: 'development', plugins: [...plugins] }));
    const source = builtScripts(dir);
    assert.match(source, /\$RefreshReg\$\(_c, "App"\);/, name);
    assert.doesNotMatch(source, /\$RefreshReg\$ =|\$RefreshSig\$/, name);
  }
});

describe('How the default is chosen', () => {
  test('the CLI reads only the first argument: `rsbuild --log-level warn build` fills in NODE_ENV=development and writes an unhashed development build', async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(import.meta.env.MODE);\n' }, 'mode-first-argument');
    const { code, output } = await runCli(dir, ['--log-level', 'warn', 'build']);
    assert.equal(code, 0, output);
    assert.deepEqual(listFiles(path.join(dir, 'dist/static/js')).sort(), ['index.js', 'index.js.map']);
    assert.match(readText(dir, 'dist/static/js/index.js'), /console\.log\("development"\)/);
    assert.ok(pageText('config/mode', 'en').includes('Write the command first: `rsbuild --log-level warn build` sees `--log-level` there and makes a development build.'));
    assert.ok(pageText('config/mode', 'zh').includes('`rsbuild --log-level warn build` 的第一个参数是 `--log-level`，得到的是开发模式的构建。'));
  });

  test('a NODE_ENV line in a loaded .env file replaces a NODE_ENV that is already set, and the default mode follows it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '\n', '.env': 'NODE_ENV=development\n' }, 'mode-env-file');
    const mode = await withNodeEnv('production', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, loadEnv: true, rsbuildConfig: { logLevel: 'silent' } });
      assert.equal(process.env.NODE_ENV, 'development');
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().mode;
    });
    assert.equal(mode, 'development');
    assert.doesNotMatch(pageText('config/mode', 'en'), /A `NODE_ENV` that is already set is never changed/);
    assert.ok(pageText('config/mode', 'en').includes('only a `NODE_ENV` line in a loaded `.env` file replaces it, and the default mode follows that line'));
    assert.ok(pageText('config/mode', 'zh').includes('只有加载的 `.env` 文件中的 `NODE_ENV` 会覆盖它，默认模式也随之改变'));
  });
});

describe('How the default is chosen: the JavaScript API', () => {
  test('initConfigs() and inspectConfig({ mode: production }) with NODE_ENV empty give none mode configs and leave NODE_ENV set', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "import './a.css';\n", 'src/a.css': '.a {\n  color: red;\n}\n' }, 'mode-js-api');
    const afterInit = await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      return [rsbuild.getNormalizedConfig().mode, config.mode, process.env.NODE_ENV];
    });
    assert.deepEqual(afterInit, ['none', 'none', 'development']);
    const afterInspect = await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
      const { bundlerConfigs } = await rsbuild.inspectConfig({ mode: 'production' });
      return [rsbuild.getNormalizedConfig().mode, /minimize: (true|false)/.exec(bundlerConfigs[0])?.[0], process.env.NODE_ENV];
    });
    assert.deepEqual(afterInspect, ['none', 'minimize: false', 'production']);
    assert.ok(pageText('config/mode', 'en').includes("`initConfigs()` and `inspectConfig()` set nothing first: with `NODE_ENV` empty they produce `none` mode configs, even when called as `inspectConfig({ mode: 'production' })`, and they leave `NODE_ENV` set when they return"));
    assert.ok(pageText('config/mode', 'zh').includes("`NODE_ENV` 为空时，生成的是 `none` 模式的配置，即使调用的是 `inspectConfig({ mode: 'production' })` 也是如此"));
    assert.doesNotMatch(pageText('config/mode', 'en'), /If you call other methods first, such as `initConfigs\(\)`/);
  });
});

describe('What mode does not change', () => {
  test('`--mode development` under NODE_ENV=production still loads .env.production; env mode development loads .env.development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '\n', '.env.production': 'PUBLIC_WHICH=production\n', '.env.development': 'PUBLIC_WHICH=development\n' }, 'mode-env-files');
    const which = (envMode?: string) =>
      withEnv('PUBLIC_WHICH', undefined, () =>
        withNodeEnv('production', async () => {
          const rsbuild = await createRsbuild({ cwd: dir, loadEnv: envMode ? { mode: envMode } : true, rsbuildConfig: { logLevel: 'silent', mode: 'development' } });
          await rsbuild.initConfigs();
          return rsbuild.getNormalizedConfig().source.define['import.meta.env.PUBLIC_WHICH'];
        }),
      );
    assert.equal(await which(), '"production"');
    assert.equal(await which('development'), '"development"');
  });
});

// The type of environments has no mode key (checked by tsc on this file).
// @ts-expect-error `mode` is not a key of EnvironmentConfig
const environmentWithMode: EnvironmentConfig = { mode: 'production' };

describe('What mode does not change: environments', () => {
  test('the types reject mode in an environment, but at run time a mode there applies to that environment only', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '\n' }, 'mode-environments');
    const configs = await withNodeEnv('development', async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'development', environments: { plain: {}, withMode: environmentWithMode } } });
      return rsbuild.initConfigs();
    });
    assert.deepEqual(
      configs.map((config) => [config.name, config.mode, config.optimization?.minimize, config.output?.filename]),
      [
        ['plain', 'development', false, 'static/js/[name].js'],
        ['withMode', 'production', true, 'static/js/[name].[contenthash:8].js'],
      ],
    );
    assert.doesNotMatch(pageText('config/mode', 'en'), /every environment of a build uses the same mode/);
    assert.ok(pageText('config/mode', 'en').includes('a `mode` that reaches an environment anyway (from a JavaScript config file, or past a type cast) applies to that environment only'));
    assert.ok(pageText('config/mode', 'zh').includes('它只对这个环境生效，其他环境仍使用顶层的模式'));
    // The environments page's table says the same.
    assert.ok(pageText('config/environments', 'en').includes('Rsbuild 1.7.6 does not check `mode` at run time, though: a `mode` that reaches an environment anyway'));
    assert.ok(pageText('config/environments', 'zh').includes('不过 Rsbuild 1.7.6 在运行时并不检查 `mode`'));
  });
});

describe('Examples: the config function', () => {
  test('the sample as written: production mode under NODE_ENV=test, the default from NODE_ENV otherwise', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const sample = pageSamples('config/mode', 'en')[0];
    assert.equal(sample, pageSamples('config/mode', 'zh')[0]);
    const dir = makeProject({ 'rsbuild.config.ts': sample, 'src/index.js': '\n' }, 'mode-config-function');
    const modeUnder = (nodeEnv: string) =>
      withNodeEnv(nodeEnv, async () => {
        const { content } = await loadConfig({ cwd: dir });
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...content, logLevel: 'silent' } });
        await rsbuild.initConfigs();
        return rsbuild.getNormalizedConfig().mode;
      });
    assert.equal(await modeUnder('test'), 'production');
    assert.equal(await modeUnder('development'), 'development');
  });
});
