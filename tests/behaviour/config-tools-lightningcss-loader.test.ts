// docs/{en,zh}/config/tools/lightningcss-loader: what @rsbuild/core 1.7.6 does with the loader's
// defaults and with each form of tools.lightningcssLoader, in one production build with one
// environment per configuration, plus a build with errorRecovery: false.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText, plugin, rsbuildCore } from './harness';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';

const files = {
  'src/index.js': `import './index.css';\nimport inline from './inline.css?inline';\nwindow.inlineCss = inline;\n`,
  'src/index.css': `.card {\n  user-select: none;\n  .title {\n    color: red;\n  }\n}\n.outer >>> .inner {\n  color: blue;\n}\n`,
  'src/inline.css': `.inline {\n  color: green;\n}\n`,
};

const lightningcssLoader: Record<string, NonNullable<RsbuildConfig['tools']>['lightningcssLoader']> = {
  default: undefined,
  bareFunction: (options) => {
    options.nonStandard = { deepSelectorCombinator: true };
  },
  arrayFunction: [
    (options) => {
      calls++;
      options.nonStandard = { deepSelectorCombinator: true };
    },
  ],
  keepNesting: { targets: ['chrome >= 100', 'safari >= 16'], exclude: { nesting: true } },
  off: false,
};
let calls = 0;

describe('tools.lightningcssLoader', () => {
  const dir = makeProject(files, 'lightningcss');
  const css: Record<string, string> = {};
  const js: Record<string, string> = {};
  let warnings: string[] = [];
  let strict: string[] = [];

  before(async () => {
    const result = await buildProject(dir, {
      output: { filenameHash: false },
      environments: {
        ...Object.fromEntries(
          Object.entries(lightningcssLoader).map(([name, value]) => [
            name,
            { output: { distPath: { root: `dist/${name}` } }, tools: { lightningcssLoader: value } },
          ]),
        ),
        // `mode` works inside an environment, though the 1.x EnvironmentConfig type leaves it out.
        offDev: { mode: 'development', output: { distPath: { root: 'dist/offDev' } }, tools: { lightningcssLoader: false } } as NonNullable<RsbuildConfig['environments']>[string],
      },
    });
    assert.deepEqual(result.errors, []);
    warnings = result.warnings;
    for (const name of [...Object.keys(lightningcssLoader), 'offDev']) {
      css[name] = outputFile(path.join(dir, 'dist', name), /^static\/css\/index\.css$/);
      js[name] = outputFile(path.join(dir, 'dist', name), /^static\/js\/index\.js$/);
    }
    // errorRecovery: false beside an environment that builds cleanly.
    strict = (
      await buildProject(dir, {
        environments: {
          fine: { output: { distPath: { root: 'dist-strict/fine' } } },
          strict: { output: { distPath: { root: 'dist-strict/strict' } }, tools: { lightningcssLoader: { errorRecovery: false } } },
        },
      })
    ).errors;
  });

  test('by default, nesting is lowered and -webkit-user-select added for the default browserslist', () => {
    assert.equal(css.default, '.card{-webkit-user-select:none;user-select:none}.card .title{color:red}');
  });

  test('errorRecovery drops an unparsable rule without a warning; false makes it a build error', () => {
    assert.ok(!css.default.includes('outer'));
    assert.deepEqual(warnings, []);
    assert.match(strict.join('\n'), /Module build failed \(from builtin:lightningcss-loader\)[\s\S]*Invalid dangling combinator in selector at \S*src\/index\.css:\d+:\d+/);
  });

  test('a bare function is ignored; the same function in an array is applied', () => {
    assert.equal(css.bareFunction, '.card{-webkit-user-select:none;user-select:none}.card .title{color:red}');
    assert.equal(css.arrayFunction, '.card{-webkit-user-select:none;user-select:none}.card .title{color:red}.outer>>>.inner{color:#00f}');
  });

  test('in production the function runs three times per environment (css, css-inline, minimizer)', () => {
    assert.equal(calls, 3);
  });

  test('an object is merged in, and exclude reaches the minimizer: nesting stays nested', () => {
    assert.equal(css.keepNesting, '.card{-webkit-user-select:none;user-select:none;& .title{color:red}}');
  });

  test('?inline styles are minified by the loader in production', () => {
    assert.ok(js.default.includes('".inline{color:green}"'));
  });

  test('with the loader off, the production minimizer still lowers nesting and adds prefixes', () => {
    assert.equal(css.off, '.card{-webkit-user-select:none;user-select:none}.card .title{color:red}');
    // Without the loader nothing minifies the ?inline import.
    assert.ok(!js.off.includes('".inline{color:green}"'));
    assert.ok(js.off.includes('.inline {'));
  });

  test('with the loader off, a development build ships the CSS as written, nesting included', () => {
    assert.ok(css.offDev.includes('.card {\n  user-select: none;\n  .title {\n    color: red;\n  }\n}'), css.offDev);
  });

  test('the Sass rule of @rsbuild/plugin-sass runs the loader too, with the same options, after sass-loader', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', plugins: [pluginSass()], tools: { lightningcssLoader: { errorRecovery: false } } },
    });
    const [config] = await rsbuild.initConfigs();
    const sassRule = config!.module!.rules!.find((rule: any) => String(rule?.test) === String.raw`/\.s(?:a|c)ss$/` && Array.isArray(rule.use)) as any;
    const uses = sassRule.use.map((use: any) => (use.loader.startsWith('builtin:') || use.loader.endsWith('cssExtractLoader.js') ? path.basename(use.loader) : path.basename(path.dirname(use.loader))));
    // Listed first to last; they run last to first.
    assert.deepEqual(uses, ['cssExtractLoader.js', 'css-loader', 'builtin:lightningcss-loader', 'resolve-url-loader', 'sass-loader']);
    assert.equal(sassRule.use[2].options.errorRecovery, false);
  });
});

// "Where it runs": environments that emit no CSS (node and web-worker by default) run the loader
// on ?inline imports only; a node environment takes the web environment's browserslist; the
// function runs once fewer there. The generated Rspack configs of a production run, no build.
describe('tools.lightningcssLoader in environments without CSS files', () => {
  const calls: Record<string, number> = { web: 0, node: 0, nodeEmit: 0, worker: 0 };
  let rules: Record<string, { plain: string[]; inline: string[]; targets: unknown }>;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const count = (name: string) => ({ lightningcssLoader: [() => void calls[name]++] });
    const rsbuild = await createRsbuild({
      cwd: makeProject(files, 'lightningcss-no-emit'),
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        environments: {
          web: { output: { overrideBrowserslist: ['chrome 50'] }, tools: count('web') },
          node: { output: { target: 'node' }, tools: count('node') },
          nodeEmit: { output: { target: 'node', emitCss: true }, tools: count('nodeEmit') },
          worker: { output: { target: 'web-worker' }, tools: count('worker') },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    const loaders = (rule: any) => (rule.use as any[]).map((use) => (String(use.loader).startsWith('builtin:') ? use.loader : path.basename(path.dirname(use.loader))));
    rules = Object.fromEntries(
      configs.map((config: any) => {
        const css = config.module.rules.filter((rule: any) => String(rule?.test) === String.raw`/\.css$/` && Array.isArray(rule.use) && rule.use.length);
        const plain = css.find((rule: any) => !(rule.resourceQuery instanceof RegExp));
        const inline = css.find((rule: any) => rule.resourceQuery instanceof RegExp);
        const lightning = (rule: any) => rule.use.find((use: any) => use.loader === 'builtin:lightningcss-loader');
        return [config.name, { plain: loaders(plain), inline: loaders(inline), targets: (lightning(plain) ?? lightning(inline)).options.targets }];
      }),
    );
  });

  test('node and web-worker: plain imports have no lightningcss step, ?inline imports do; emitCss true brings it back', () => {
    assert.deepEqual(rules.web.plain, ['dist', 'css-loader', 'builtin:lightningcss-loader']);
    for (const name of ['node', 'worker']) {
      assert.deepEqual(rules[name].plain, ['dist', 'css-loader'], name);
      assert.deepEqual(rules[name].inline, ['css-loader', 'builtin:lightningcss-loader'], name);
    }
    assert.deepEqual(rules.nodeEmit.plain, ['dist', 'css-loader', 'builtin:lightningcss-loader']);
  });

  test("a node environment takes the web environment's browserslist, also with emitCss true", () => {
    assert.deepEqual(rules.node.targets, ['chrome 50']);
    assert.deepEqual(rules.nodeEmit.targets, ['chrome 50']);
  });

  test('in production the function runs three times in a web environment, twice where no CSS is emitted (css-inline, minimizer)', () => {
    assert.deepEqual(calls, { web: 3, node: 2, nodeEmit: 3, worker: 2 });
  });

  test('the pages name the exception for environments without CSS files', () => {
    const en = pageText('config/tools/lightningcss-loader', 'en');
    const zh = pageText('config/tools/lightningcss-loader', 'zh');
    assert.ok(en.includes('In such an environment the loader runs only on `?inline` imports, whose CSS text your code receives.'));
    assert.ok(en.includes('for the `css` rule (only in environments that emit CSS), for the `css-inline` rule'));
    assert.ok(!en.includes("so that server-rendered CSS matches the client's"));
    assert.ok(zh.includes('在这样的环境中，loader 只处理 `?inline` 导入，代码拿到的是它的 CSS 文本。'));
    assert.ok(zh.includes('`css` 规则一次（仅限输出 CSS 的环境）'));
    assert.ok(!zh.includes('让服务端渲染的 CSS 与客户端保持一致'));
  });
});
