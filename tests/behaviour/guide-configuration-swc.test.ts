// guide/configuration/swc: the `js` rule and its builtin:swc-loader options as Rsbuild 1.7.6
// generates them, and how tools.swc merges, read from initConfigs (no build).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageSamples, pageText, plugin, rsbuildCore, rsbuildV1Dir, runCli, typeCheckProject, PRINTED_BUILD_TIME, WASM_PLUGIN_BUILD_TIMEOUT_MS } from './harness';

async function swcOf(rsbuildConfig: RsbuildConfig) {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'swc'), rsbuildConfig });
  const [config] = await rsbuild.initConfigs();
  const rules = (config.module?.rules ?? []) as any[];
  const swcOptions = (rule: any) => rule?.use?.find((use: any) => use.loader === 'builtin:swc-loader')?.options;
  const jsRule = rules.find((rule) => String(rule?.test) === String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/) && rule.use);
  const dataUriRule = rules.find((rule) => rule?.mimetype);
  return { rules, loader: JSON.stringify(rules), jsRule, options: swcOptions(jsRule), dataUriOptions: swcOptions(dataUriRule) };
}

describe('Configure SWC', () => {
  test('the js rule runs builtin:swc-loader with env.targets from the browserslist and external helpers', async () => {
    const { loader } = await swcOf({ mode: 'development' });
    assert.match(loader, /builtin:swc-loader/);
    assert.match(loader, /"targets":\["chrome >= 87","edge >= 88","firefox >= 78","safari >= 14"\]/);
    assert.match(loader, /"externalHelpers":true/);
    assert.doesNotMatch(loader, /"coreJs"/);
  });

  test("output.polyfill 'usage' adds env.mode, env.coreJs and shippedProposals", async () => {
    const { loader } = await swcOf({ output: { polyfill: 'usage' } });
    assert.match(loader, /"mode":"usage"/);
    assert.match(loader, /"coreJs":"3\.\d+/);
    assert.match(loader, /"shippedProposals":true/);
  });

  test('the React plugin sets parser.tsx and the automatic runtime', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { loader } = await swcOf({ plugins: [pluginReact()] });
    assert.match(loader, /"runtime":"automatic"/);
    assert.match(loader, /"tsx":true/);
  });

  test("the React plugin turns on React Refresh in development mode for the web target with dev.hmr on only, and not with its fastRefresh option false", async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const refreshOf = async (rsbuildConfig: RsbuildConfig, options = {}) => (await swcOf({ ...rsbuildConfig, plugins: [pluginReact(options)] })).options.jsc.transform.react.refresh;
    assert.equal(await refreshOf({ mode: 'development' }), true);
    assert.equal(await refreshOf({ mode: 'development' }, { fastRefresh: false }), false);
    assert.ok(pageText('guide/configuration/swc', 'en').includes("React Refresh, unless the plugin's own `fastRefresh` option is `false` (it defaults to `true`)"));
    assert.ok(pageText('guide/configuration/swc', 'zh').includes('除非把插件自身的 `fastRefresh` 选项设为 `false`（默认为 `true`）'));
    assert.equal(await refreshOf({ mode: 'development', dev: { hmr: false } }), false);
    assert.equal(await refreshOf({ mode: 'development', output: { target: 'node' } }), false);
    assert.equal(await refreshOf({ mode: 'production' }), false);
  });

  test('tools.swc as an object is deep-merged into the defaults', async () => {
    const { loader } = await swcOf({ tools: { swc: { jsc: { transform: { useDefineForClassFields: false } } } } });
    assert.match(loader, /"useDefineForClassFields":false/);
    assert.match(loader, /"externalHelpers":true/);
  });

  test('arrays are concatenated: plugins listed by two objects are both kept, in order', async () => {
    const { options } = await swcOf({
      tools: { swc: [{ jsc: { experimental: { plugins: [['first-plugin', {}]] } } }, { jsc: { experimental: { plugins: [['second-plugin', {}]] } } }] },
    });
    assert.deepEqual(options.jsc.experimental.plugins, [['first-plugin', {}], ['second-plugin', {}]]);
  });

  test('env.targets set in the object form is appended to the browserslist, not used instead of it', async () => {
    const { options } = await swcOf({ tools: { swc: { env: { targets: ['chrome >= 100'] } } } });
    assert.deepEqual(options.env.targets, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14', 'chrome >= 100']);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/configuration/swc', lang);
      assert.ok(text.includes(lang === 'en' ? 'a list you set there is appended to the browserslist instead of replacing it' : '在这里设置的列表会追加到 browserslist 之后，而不是替换它'), lang);
    }
  });

  test("Emotion: the React plugin's swcReactOptions.importSource becomes jsc.transform.react.importSource", async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { options } = await swcOf({ mode: 'development', plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })] });
    assert.equal(options.jsc.transform.react.importSource, '@emotion/react');
    assert.equal(options.jsc.transform.react.runtime, 'automatic');
    // React Refresh in development only.
    assert.equal(options.jsc.transform.react.refresh, true);
    const production = await swcOf({ mode: 'production', plugins: [pluginReact()] });
    assert.notEqual(production.options.jsc.transform.react.refresh, true);
  });
});

describe('Default options: JSX without a framework plugin', () => {
  test('JSX in a .tsx file becomes React.createElement calls; JSX in a .jsx file fails with a Syntax Error from builtin:swc-loader', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const dir = makeProject({ 'src/index.tsx': "console.log(<span title={'b' as string}>B</span>);\n", 'src/index.jsx': 'console.log(<i>x</i>);\n' }, 'swc-jsx');
    const result = await buildProject(dir, {
      output: { filenameHash: false, minify: false },
      environments: {
        tsx: { source: { entry: { index: './src/index.tsx' } }, output: { distPath: { root: 'dist-tsx' } } },
        jsx: { source: { entry: { index: './src/index.jsx' } }, output: { distPath: { root: 'dist-jsx' } } },
      },
    });
    assert.match(readFileSync(path.join(dir, 'dist-tsx/static/js/index.js'), 'utf8'), /React\.createElement\("span", \{/);
    assert.equal(result.errors.length, 1, result.errors.join('\n'));
    assert.match(result.errors[0], /Module build failed \(from builtin:swc-loader\)/);
    assert.match(result.errors[0], /Syntax Error/);
    assert.match(result.errors[0], /src\/index\.jsx/);
  });
});

describe('Which files SWC compiles', () => {
  test('the js rule: script extensions, outside node_modules plus TypeScript/JSX inside it, plus @rsbuild/core/dist in web development', async () => {
    const { jsRule } = await swcOf({ mode: 'development' });
    assert.equal(String(jsRule.test), String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/));
    assert.deepEqual(jsRule.include.map(String), ['[object Object]', String(/\.(?:ts|tsx|jsx|mts|cts)$/), String(/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/)]);
    assert.deepEqual(jsRule.include[0], { not: /[\\/]node_modules[\\/]/ });
    const production = await swcOf({ mode: 'production' });
    assert.equal(production.jsRule.include.length, 2);
  });

  test('plugins and options add packages: plugin-svelte svelte, plugin-preact @prefresh while Prefresh is on, moduleFederation.options @module-federation/', async () => {
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    // What follows the two conditions every js rule has ({ not: node_modules } and TypeScript/JSX files).
    const added = async (rsbuildConfig: RsbuildConfig) => (await swcOf(rsbuildConfig)).jsRule.include.slice(2).map(String);
    assert.deepEqual(await added({ mode: 'production', plugins: [pluginSvelte()] }), [String(/node_modules[\\/]svelte[\\/]/)]);
    assert.deepEqual(await added({ mode: 'development', plugins: [pluginPreact()] }), [String(/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/), String(/node_modules[\\/]@prefresh[\\/](core|utils)/)]);
    assert.deepEqual(await added({ mode: 'development', dev: { hmr: false }, plugins: [pluginPreact()] }), [String(/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/)]);
    assert.deepEqual(await added({ mode: 'development', plugins: [pluginPreact({ prefreshEnabled: false })] }), [String(/[\\/]@rsbuild[\\/]core[\\/]dist[\\/]/)]);
    assert.deepEqual(await added({ mode: 'production', plugins: [pluginPreact()] }), []);
    assert.deepEqual(await added({ mode: 'production', moduleFederation: { options: { name: 'host' } } }), [String(/@module-federation[\\/]/)]);
  });

  test('with Svelte 5, plugin-svelte (1.1.2) runs builtin:swc-loader with the js rule options on .svelte files and, in a svelte-js rule, on .svelte.js/.svelte.ts, which leave the js rule', async () => {
    const { pluginSvelte } = await plugin('@rsbuild/plugin-svelte');
    const v1 = createRequire(path.join(rsbuildV1Dir, 'package.json'));
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-svelte/package.json'), 'utf8')).version, '1.1.2');
    assert.match(JSON.parse(readFileSync(v1.resolve('svelte/package.json'), 'utf8')).version, /^5\./);
    const { jsRule, options, rules } = await swcOf({ mode: 'production', plugins: [pluginSvelte()], tools: { swc: { jsc: { experimental: { plugins: [['my-wasm-plugin', {}]] } } } } });
    const swcIn = (test: string) => rules.find((rule) => rule?.test && String(rule.test) === test)?.use.find((use: any) => use.loader === 'builtin:swc-loader')?.options;
    assert.deepEqual(options.jsc.experimental.plugins, [['my-wasm-plugin', {}]]);
    assert.deepEqual(swcIn(String(/\.svelte$/)), options);
    assert.deepEqual(swcIn(String(/\.(?:svelte\.js|svelte\.ts)$/)), options);
    assert.deepEqual(jsRule.exclude.map(String), [String(/\.(?:svelte\.js|svelte\.ts)$/)]);
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('guide/configuration/swc', lang).includes(lang === 'en' ? 'in a `svelte-js` rule, which also takes them out of the `js` rule' : '由 `svelte-js` 规则处理，并且不再经过 `js` 规则'), lang);
    }
  });

  test('a script imported with ?raw skips the js rule: the js-raw rule gives its source text, types and all', async () => {
    const { jsRule } = await swcOf({ mode: 'production' });
    assert.deepEqual(jsRule.resourceQuery, { not: /[?&]raw(?:&|=|$)/ });
    const dir = makeProject({ 'src/snippet.ts': 'export const answer: number = 42;\n', 'src/index.js': "import snippet from './snippet.ts?raw';\nconsole.log(snippet);\n" }, 'swc-raw');
    const result = await buildProject(dir, { output: { filenameHash: false } });
    assert.deepEqual(result.errors, []);
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    assert.match(readFileSync(path.join(result.dist, 'static/js/index.js'), 'utf8'), /"export const answer: number = 42;\\n"/);
  });

  test('the js-data-uri rule gets the same SWC options', async () => {
    const { options, dataUriOptions } = await swcOf({ mode: 'development' });
    assert.deepEqual(dataUriOptions, options);
  });
});

describe('Default options', () => {
  test('rsbuild inspect writes the options to dist/.rsbuild/rspack.config.web.mjs', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '' }, 'swc-inspect');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.inspectConfig({ writeToDisk: true });
    const file = path.join(dir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.ok(existsSync(file));
    assert.match(readFileSync(file, 'utf8'), /loader: 'builtin:swc-loader'/);
  });

  test('rsbuild inspect run again: the file left by the first run stays, the new one is rspack.config.web.<timestamp>.mjs, and the output names it', async () => {
    const { readdirSync } = await import('node:fs');
    const path = await import('node:path');
    const dir = makeProject({ 'src/index.js': '' }, 'swc-inspect-twice');
    const first = await runCli(dir, ['inspect']);
    assert.equal(first.code, 0, first.output);
    assert.ok(first.output.includes(`  - Rspack Config (web): ${dir}/dist/.rsbuild/rspack.config.web.mjs\n`), first.output);
    const second = await runCli(dir, ['inspect']);
    assert.equal(second.code, 0, second.output);
    const printed = second.output.match(/ {2}- Rspack Config \(web\): (\S+)\n/)?.[1];
    assert.match(String(printed), /[\\/]dist[\\/]\.rsbuild[\\/]rspack\.config\.web\.\d+\.mjs$/);
    assert.deepEqual(readdirSync(path.join(dir, 'dist/.rsbuild')).filter((name) => name.startsWith('rspack.config.web.')).sort(), ['rspack.config.web.mjs', path.basename(String(printed))].sort());
    assert.match(readFileSync(String(printed), 'utf8'), /loader: 'builtin:swc-loader'/);
  });

  test('development defaults as listed; exportedEnum turns true in production', async () => {
    const { options } = await swcOf({ mode: 'development' });
    assert.deepEqual(options.jsc.parser, { tsx: false, syntax: 'typescript', decorators: true });
    assert.deepEqual(options.jsc.transform, { legacyDecorator: false, decoratorVersion: '2022-03' });
    assert.deepEqual(options.jsc.output, { charset: 'utf8' });
    assert.equal(options.jsc.experimental.keepImportAttributes, true);
    assert.match(options.jsc.experimental.cacheRoot, /[\\/]node_modules[\\/]\.cache[\\/]\.swc$/);
    assert.equal(options.isModule, 'unknown');
    assert.deepEqual(options.collectTypeScriptInfo, { typeExports: true, exportedEnum: false });
    assert.deepEqual((await swcOf({ mode: 'production' })).options.collectTypeScriptInfo, { typeExports: true, exportedEnum: true });
  });

  test('source.transformImport adds rspackExperiments.import; polyfills are not added for the node target', async () => {
    const { options } = await swcOf({ source: { transformImport: [{ libraryName: 'lib', libraryDirectory: 'es' }] } });
    assert.equal(options.rspackExperiments.import[0].libraryName, 'lib');
    const node = await swcOf({ output: { target: 'node', polyfill: 'usage' } });
    assert.equal(node.options.env.mode, undefined);
  });
});

describe('Use tools.swc', () => {
  test('a function receives the options after the React plugin has added its own, and an array is applied in order', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const seen: string[] = [];
    await swcOf({
      plugins: [pluginReact()],
      tools: {
        swc: [
          (config) => {
            seen.push(`fn1:${config.jsc?.transform?.react?.runtime}`);
          },
          { jsc: { transform: { useDefineForClassFields: false } } },
          (config) => {
            seen.push(`fn2:${config.jsc?.transform?.useDefineForClassFields}`);
          },
        ],
      },
    });
    assert.deepEqual(seen, ['fn1:automatic', 'fn2:false']);
  });

  test('a returned object replaces the options', async () => {
    const { options } = await swcOf({ tools: { swc: () => ({ jsc: { target: 'es2015' } }) } });
    assert.deepEqual(options, { jsc: { target: 'es2015' } });
  });
});

describe('Common problems', () => {
  test('jsc.target: env holding only targets is removed (since 1.7.2, see behaviour-versions.json); with output.polyfill env stays (and SWC rejects the pair)', async () => {
    const alone = await swcOf({ tools: { swc: { jsc: { target: 'es2015' } } } });
    assert.equal(alone.options.env, undefined);
    const withPolyfill = await swcOf({ output: { polyfill: 'usage' }, tools: { swc: { jsc: { target: 'es2015' } } } });
    assert.equal(withPolyfill.options.env.mode, 'usage');
  });

  test('jsc.target with output.polyfill: env stays for web and web-worker, but the node target gets no polyfill settings, so its env is removed', async () => {
    for (const target of ['web', 'web-worker'] as const) {
      const { options } = await swcOf({ output: { target, polyfill: 'usage' }, tools: { swc: { jsc: { target: 'es2015' } } } });
      assert.equal(options.env.mode, 'usage', target);
    }
    const node = await swcOf({ output: { target: 'node', polyfill: 'usage' }, tools: { swc: { jsc: { target: 'es2015' } } } });
    assert.equal(node.options.env, undefined);
    assert.equal(node.options.jsc.target, 'es2015');
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/configuration/swc', lang);
      assert.ok(text.includes(lang === 'en' ? 'enabled for a `web` or `web-worker` target' : '如果目标是 `web` 或 `web-worker`，并且开启了'), lang);
      assert.ok(text.includes(lang === 'en' ? 'The `node` target gets no polyfill settings' : '`node` 目标不会加入 polyfill 设置'), lang);
    }
  });

  test('a build with jsc.target and output.polyfill fails with "`env` and `jsc.target` cannot be used together"', async () => {
    const dir = makeProject(
      {
        'src/index.js': 'console.log([1].at(0));\n',
        'rsbuild.config.mjs': "export default { output: { polyfill: 'usage' }, tools: { swc: { jsc: { target: 'es2015' } } } };\n",
      },
      'swc-target-polyfill',
    );
    const { content } = await (await rsbuildCore()).loadConfig({ cwd: dir });
    const result = await buildProject(dir, { ...content, mode: 'production' });
    assert.match(result.errors.join('\n'), /`env` and `jsc\.target` cannot be used together/);
  });

  test('@rsbuild/plugin-babel runs Babel before SWC on the js rule, or in a rule of its own with include', async () => {
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const { jsRule } = await swcOf({ plugins: [pluginBabel()] });
    assert.deepEqual(
      jsRule.use.map((use: { loader: string }) => (use.loader.includes('babel-loader') ? 'babel' : use.loader)),
      ['builtin:swc-loader', 'babel'],
    );
    const { loader, jsRule: plainJsRule } = await swcOf({ plugins: [pluginBabel({ include: /[\\/]src[\\/]legacy[\\/]/ })] });
    assert.equal(plainJsRule.use.length, 1);
    assert.match(loader, /babel-loader/);
  });
});

describe('Version compatibility', () => {
  test("the @rspack/core that 1.7.6 installs carries both messages the page quotes for an incompatible Wasm plugin, the second up to its first full stop", async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const rspackDir = path.join(rsbuildV1Dir, 'node_modules/@rspack');
    const bindingDir = readdirSync(rspackDir).find((name) => name.startsWith('binding-'));
    assert.ok(bindingDir, 'a native Rspack binding is installed');
    const binary = path.join(rspackDir, bindingDir, readdirSync(path.join(rspackDir, bindingDir)).find((name) => name.endsWith('.node')) ?? '');
    const text = readFileSync(binary).toString('latin1');
    assert.ok(text.includes("The version of the SWC Wasm plugin you're using might not be compatible with `builtin:swc-loader`."));
    assert.ok(text.includes('failed to run Wasm plugin transform. Please ensure the version of `swc_core` used by the plugin is compatible with the host runtime.'));
    assert.ok(text.includes('`env` and `jsc.target` cannot be used together'));
    // The page names the Rspack release these checks ran against.
    assert.equal(JSON.parse(readFileSync(path.join(rspackDir, 'core/package.json'), 'utf8')).version, '1.7.12');
  });
});

describe('Version compatibility: the newest Emotion plugin and JSX', () => {
  test('@swc/plugin-emotion 16.0.0 compiles a file without JSX but fails on one with JSX; 14.19.0 compiles both; @swc/plugin-styled-components 14.0.0 fails on JSX; the whole error ends with four lines naming swc_core 59.0.1 and the guide', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const version = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    assert.equal(version('@swc/plugin-emotion'), '16.0.0');
    assert.equal(version('@swc/plugin-emotion-14'), '14.19.0');
    const swcPlugin = (name: string) => `{ swc: { jsc: { experimental: { plugins: [['${name}', {}]] } } } }`;
    const dir = makeProject(
      {
        'src/plain.js': "export const label = 'no JSX here';\nconsole.log(label);\n",
        'src/app.jsx': 'export const box = <div>Hello</div>;\nconsole.log(box);\n',
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
export default {
  plugins: [pluginReact()],
  output: { filenameHash: false, minify: false },
  environments: {
    plain16: { source: { entry: { index: './src/plain.js' } }, tools: ${swcPlugin('@swc/plugin-emotion')}, output: { distPath: { root: 'dist-plain-16' } } },
    jsx16: { source: { entry: { index: './src/app.jsx' } }, tools: ${swcPlugin('@swc/plugin-emotion')}, output: { distPath: { root: 'dist-jsx-16' } } },
    jsx14: { source: { entry: { index: './src/app.jsx' } }, tools: ${swcPlugin('@swc/plugin-emotion-14')}, output: { distPath: { root: 'dist-jsx-14' } } },
    styledJsx: { source: { entry: { index: './src/app.jsx' } }, tools: ${swcPlugin('@swc/plugin-styled-components')}, output: { distPath: { root: 'dist-styled-jsx' } } },
  },
};
`,
      },
      'swc-emotion-versions',
    );
    const result = await runCli(dir, ['build'], { timeoutMs: WASM_PLUGIN_BUILD_TIMEOUT_MS });
    assert.equal(result.code, 1);
    assert.match(result.output, new RegExp(String.raw`ready\s+built in ${PRINTED_BUILD_TIME} \(plain16\)`));
    assert.match(result.output, new RegExp(String.raw`error\s+build failed in ${PRINTED_BUILD_TIME} \(jsx16\)`));
    assert.match(result.output, new RegExp(String.raw`ready\s+built in ${PRINTED_BUILD_TIME} \(jsx14\)`));
    // styled-components: the newest release, 14.0.0, stops at the file with JSX too.
    assert.equal(version('@swc/plugin-styled-components'), '14.0.0');
    assert.match(result.output, new RegExp(String.raw`error\s+build failed in ${PRINTED_BUILD_TIME} \(styledJsx\)`));
    assert.equal(result.output.match(/The version of the SWC Wasm plugin you're using might not be compatible with `builtin:swc-loader`\./g)?.length, 2, result.output);
    assert.match(result.output, /The version of the SWC Wasm plugin you're using might not be compatible with `builtin:swc-loader`\./);
    // The whole error of the file: the loader, the plugin call with the file's path, then four lines
    // that name the swc_core version of this Rspack and link to the guide.
    const tail = [
      "The version of the SWC Wasm plugin you're using might not be compatible with `builtin:swc-loader`.",
      'The `swc_core` version of the current `rspack_core` is 59.0.1.',
      'Please check the `swc_core` version of SWC Wasm plugin to make sure these versions are within the compatible range.',
      'See this guide as a reference for selecting SWC Wasm plugin versions: https://rspack.rs/errors/swc-plugin-version',
    ]
      .map((line) => String.raw`\s+│ ` + line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join(String.raw`\n`);
    const whole = new RegExp(String.raw`× Module build failed \(from builtin:swc-loader\):\n\s+╰─▶\s+× plugin\n\s+│\n\s+│\s+x failed to invoke plugin on 'Some\("[^"]*/src/app\.jsx"\)'\n` + tail + String.raw`\n`, 'g');
    assert.equal(result.output.match(whole)?.length, 2, result.output);
    // The compiled Wasm modules are cached under node_modules/.cache/.swc/plugins.
    const { readdirSync } = await import('node:fs');
    assert.ok(readdirSync(path.join(dir, 'node_modules/.cache/.swc/plugins')).length > 0);
  });
});

describe('Default options › the page block', () => {
  test('the development options block of the page, in both languages, is exactly what 1.7.6 generates without framework plugins', async () => {
    const { options } = await swcOf({ mode: 'development' });
    const cacheRoot = options.jsc.experimental.cacheRoot as string;
    // <project> is the fixture's folder (swcOf names it swc-…).
    assert.match(cacheRoot, /[\\/]swc-[^\\/]+[\\/]node_modules[\\/]\.cache[\\/]\.swc$/);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/configuration/swc', lang);
      const block = text.match(/```js\n(\{[\s\S]*?\n\})\n```/)?.[1];
      assert.ok(block, lang);
      const fromPage = new Function(`return ${block.replace("'<project>/node_modules/.cache/.swc'", JSON.stringify(cacheRoot))};`)();
      assert.deepEqual(fromPage, options, lang);
    }
  });

  test("env.mode and env.coreJs: 'entry' adds them without shippedProposals, 'usage' adds them for web-worker too; the node target gets neither", async () => {
    const entry = (await swcOf({ output: { polyfill: 'entry' } })).options.env;
    assert.equal(entry.mode, 'entry');
    assert.match(entry.coreJs, /^3\.\d+/);
    assert.equal(entry.shippedProposals, undefined);
    const worker = (await swcOf({ output: { polyfill: 'usage', target: 'web-worker' } })).options.env;
    assert.equal(worker.mode, 'usage');
    assert.equal(worker.shippedProposals, true);
    const node = (await swcOf({ output: { polyfill: 'entry', target: 'node' } })).options.env;
    assert.deepEqual(Object.keys(node), ['targets']);
  });

  test("jsc.externalHelpers: @swc/helpers is aliased to the copy @rsbuild/core resolves from its own dependencies", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'swc-helpers'), rsbuildConfig: { logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    const own = path.dirname(createRequire(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json')).resolve('@swc/helpers/package.json'));
    assert.equal((config.resolve?.alias as Record<string, string>)['@swc/helpers'], own);
  });
});

describe('Use tools.swc › samples', () => {
  test('every rsbuild.config.ts sample of the page, in both languages, type-checks as written (strict)', () => {
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/configuration/swc', lang);
      assert.equal(samples.length, 6, lang);
      samples.forEach((code, index) => (files[`${lang}-${index}.ts`] = code));
    }
    assert.deepEqual(typeCheckProject(ts, files, 'swc-samples'), []);
  });

  test('the object form and the function form samples, loaded from rsbuild.config.ts as written, both set useDefineForClassFields: false', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const [objectForm, functionForm] = pageSamples('guide/configuration/swc', 'en');
    for (const sample of [objectForm, functionForm]) {
      const dir = makeProject({ 'src/index.js': '', 'rsbuild.config.ts': sample }, 'swc-sample-form');
      const { content } = await loadConfig({ cwd: dir });
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...content, logLevel: 'silent' } });
      const [config] = await rsbuild.initConfigs();
      const options = ((config.module?.rules ?? []) as any[]).find((rule) => rule?.use?.[0]?.loader === 'builtin:swc-loader').use[0].options;
      assert.equal(options.jsc.transform.useDefineForClassFields, false);
      assert.equal(options.jsc.transform.decoratorVersion, '2022-03');
    }
  });

  test('object form: a plugin you list is added after the one a framework plugin registered (Preact\'s Prefresh)', async () => {
    const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
    const { options } = await swcOf({ mode: 'development', plugins: [pluginPreact()], tools: { swc: { jsc: { experimental: { plugins: [['my-plugin', {}]] } } } } });
    const names = (options.jsc.experimental.plugins as [string, object][]).map(([name]) => path.basename(name));
    assert.deepEqual(names, ['swc_plugin_prefresh.wasm', 'my-plugin']);
  });
});

describe('Version compatibility › the Rspack range', () => {
  test('Rsbuild 1.7.6 depends on @rspack/core ~1.7.10', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.7.6');
    assert.equal(pkg.dependencies['@rspack/core'], '~1.7.10');
  });
});

describe('Common transforms › Emotion', () => {
  test('with {}: @swc/plugin-emotion (14) adds a target to styled components always, labels and inline source maps only while NODE_ENV is development', async () => {
    const { withNodeEnv } = await import('./harness');
    const outputOf = async (nodeEnv: 'development' | 'production') => {
      const dir = makeProject(
        { 'src/index.js': "import styled from '@emotion/styled';\nimport { css } from '@emotion/react';\nexport const Child = styled.div`color: red;`;\nexport const cls = css`color: green;`;\nconsole.log(Child, cls);\n" },
        'swc-emotion-labels',
      );
      // The in-process build resolves a plugin name from this process, so the package's .wasm is named by path.
      const wasm = createRequire(path.join(dir, 'package.json')).resolve('@swc/plugin-emotion-14');
      const result = await withNodeEnv(nodeEnv, () =>
        buildProject(dir, {
          mode: nodeEnv,
          output: { minify: false, filenameHash: false, externals: { '@emotion/styled': 'EmotionStyled', '@emotion/react': 'EmotionReact' } },
          tools: { swc: { jsc: { experimental: { plugins: [[wasm, {}]] } } } },
        }),
      );
      assert.deepEqual(result.errors, []);
      return readFileSync(path.join(result.dist, 'static/js/index.js'), 'utf8');
    };
    // The compiled module is cached under node_modules/.cache/.swc/plugins (tools/rsbuild-v1's here);
    // the second build below reuses it: every file there after the first build is left untouched.
    const { readdirSync, statSync } = await import('node:fs');
    const cacheDir = path.join(rsbuildV1Dir, 'node_modules/.cache/.swc/plugins');
    const cached = () =>
      Object.fromEntries(readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => [path.join(entry.parentPath, entry.name), statSync(path.join(entry.parentPath, entry.name)).mtimeMs]));
    const development = await outputOf('development');
    const afterFirst = cached();
    assert.ok(Object.keys(afterFirst).some((file) => file.endsWith('.wasmtime-v35')), JSON.stringify(afterFirst));
    assert.match(development, /\("div", \{\s+target: "e[a-z0-9]+0",\s+label: "Child"\s+\}\)\("color:red;", "\/\*# sourceMappingURL=data:application\/json;/);
    assert.match(development, /\.css\)\("color:green;", "label:cls;", "\/\*# sourceMappingURL=/);
    const production = await outputOf('production');
    const afterSecond = cached();
    for (const [file, mtime] of Object.entries(afterFirst)) assert.equal(afterSecond[file], mtime, file);
    assert.match(production, /\("div", \{\s+target: "e[a-z0-9]+0"\s+\}\)\("color:red;"\)/);
    assert.doesNotMatch(production, /label|sourceMappingURL=data/);
  });
});

describe('Common transforms › Emotion: the css prop', () => {
  test("swcReactOptions.importSource '@emotion/react' compiles JSX to calls of @emotion/react/jsx-runtime, which receive the css prop", async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const dir = makeProject({ 'src/index.jsx': "export const box = <div css={{ color: 'hotpink' }}>Hi</div>;\nconsole.log(box);\n" }, 'swc-emotion-css-prop');
    const result = await buildProject(dir, {
      mode: 'production',
      plugins: [pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
      output: { minify: false, filenameHash: false, externals: { '@emotion/react/jsx-runtime': 'EmotionJsxRuntime' } },
    });
    assert.deepEqual(result.errors, []);
    const js = readFileSync(path.join(result.dist, 'static/js/index.js'), 'utf8');
    assert.match(js, /external "EmotionJsxRuntime"/);
    assert.match(js, /\(0,external_EmotionJsxRuntime_namespaceObject\.jsx\)\("div", \{\s+css: \{\s+color: 'hotpink'\s+\},\s+children: "Hi"\s+\}\)/);
  });
});

describe('Common transforms › Relay', () => {
  test('__dirname in rsbuild.config.ts is the project folder, also in a "type": "module" project', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'package.json': '{ "type": "module" }\n', 'rsbuild.config.ts': 'export default { source: { define: { ROOT: JSON.stringify(__dirname) } } };\n' }, 'swc-relay-dirname');
    const { content } = await loadConfig({ cwd: dir });
    assert.equal((content.source?.define as Record<string, string>).ROOT, JSON.stringify(dir));
  });
});

describe('Common transforms › styled-components', () => {
  test('with displayName and ssr, @swc/plugin-styled-components (14.0.0, a file without JSX) adds a displayName and a stable componentId', async () => {
    const dir = makeProject({ 'src/index.js': "import styled from 'styled-components';\nexport const Button = styled.button`color: red;`;\nconsole.log(Button);\n" }, 'swc-styled-components');
    const wasm = createRequire(path.join(dir, 'package.json')).resolve('@swc/plugin-styled-components');
    const result = await buildProject(dir, {
      mode: 'production',
      output: { minify: false, filenameHash: false, externals: { 'styled-components': 'StyledComponents' } },
      tools: { swc: { jsc: { experimental: { plugins: [[wasm, { displayName: true, ssr: true }]] } } } },
    });
    assert.deepEqual(result.errors, []);
    assert.match(readFileSync(path.join(result.dist, 'static/js/index.js'), 'utf8'), /\.button\.withConfig\(\{\s+displayName: "src__Button",\s+componentId: "sc-[0-9a-f]+-0"\s+\}\)/);
  });
});

describe('Which files SWC compiles › rule IDs and source.include/exclude', () => {
  test('rsbuild inspect names the rules js (with the swc use), js-raw and js-data-uri', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '' }, 'swc-rule-ids');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.inspectConfig({ writeToDisk: true });
    const text = readFileSync(path.join(dir, 'dist/.rsbuild/rspack.config.web.mjs'), 'utf8');
    for (const id of ["rule('js')", "rule('js').use('swc')", "rule('js-raw')", "rule('js-data-uri')", "rule('js-data-uri').use('swc')"]) {
      assert.ok(text.includes(`/* config.module.${id} */`), id);
    }
  });

  test('source.include adds to the include conditions of the js rule, source.exclude to its exclude conditions', async () => {
    const { jsRule } = await swcOf({ mode: 'production', source: { include: [/[\\/]node_modules[\\/]modern-pkg[\\/]/], exclude: [/[\\/]src[\\/]legacy[\\/]/] } });
    assert.deepEqual(jsRule.include.slice(2).map(String), [String(/[\\/]node_modules[\\/]modern-pkg[\\/]/)]);
    assert.deepEqual(jsRule.exclude.map(String), [String(/[\\/]src[\\/]legacy[\\/]/)]);
  });
});

describe('Default options › where each part comes from', () => {
  test("output.charset 'ascii' becomes jsc.output.charset 'ascii'", async () => {
    assert.deepEqual((await swcOf({ output: { charset: 'ascii' } })).options.jsc.output, { charset: 'ascii' });
  });

  test("source.decorators version 'legacy' sets legacyDecorator, decoratorMetadata and useDefineForClassFields: false, and no decoratorVersion", async () => {
    const { options } = await swcOf({ source: { decorators: { version: 'legacy' } } });
    assert.deepEqual(options.jsc.transform, { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false });
  });
});

describe('Common problems › Babel', () => {
  // The registry on 2026-12-05 (npm 11.19.1): @rsbuild/plugin-babel latest 2.1.0, peerDependencies
  // { "@rsbuild/core": "^2.0.0" }. `npm install @rsbuild/plugin-babel -D --package-lock-only` in a project with
  // "@rsbuild/core": "^1.7.6" printed "npm error code ERESOLVE", "While resolving: @rsbuild/plugin-babel@2.1.0",
  // "Found: @rsbuild/core@1.7.6"; with @1 it locked 1.2.1.
  test('the page installs @rsbuild/plugin-babel@1: the installed 1.2.1 accepts @rsbuild/core 1.x, and the page names 2.1.0, npm 11.19.1 and ERESOLVE', () => {
    const babelPkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-babel/package.json'), 'utf8'));
    assert.equal(babelPkg.version, '1.2.1');
    assert.equal(babelPkg.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/configuration/swc', lang);
      const bullet = text.split('\n').find((line) => line.includes('@rsbuild/plugin-babel@1')) ?? '';
      for (const literal of ['2.1.0', '`@rsbuild/core` 2', '11.19.1', '`ERESOLVE`']) assert.ok(bullet.includes(literal), `${lang}: ${literal}`);
    }
  });

  test('@rsbuild/plugin-babel with exclude alone: a babel-js rule for every script file not excluded, node_modules not left out; the js rule keeps SWC only', async () => {
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'swc-babel-exclude'), rsbuildConfig: { plugins: [pluginBabel({ exclude: /[\\/]src[\\/]legacy[\\/]/ })] } });
    const [config] = await rsbuild.initConfigs();
    const list = (config.module?.rules ?? []) as any[];
    const babelRules = list.filter((rule) => rule?.use?.some((use: { loader: string }) => use.loader.includes('babel-loader')));
    assert.equal(babelRules.length, 1);
    const [babelRule] = babelRules;
    assert.equal(String(babelRule.test), String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/));
    assert.equal(babelRule.include, undefined);
    assert.deepEqual(babelRule.exclude.map(String), [String(/[\\/]src[\\/]legacy[\\/]/)]);
    assert.deepEqual(babelRule.use.map((use: { loader: string }) => path.basename(path.dirname(use.loader))), ['babel-loader']);
    const jsRule = list.find((rule) => String(rule?.test) === String(babelRule.test) && rule !== babelRule && rule.use);
    assert.deepEqual(jsRule.use.map((use: { loader: string }) => use.loader), ['builtin:swc-loader']);
  });
});

describe('Version compatibility › no @swc/core', () => {
  test('@rspack/core does not depend on @swc/core, none is installed, and a build still compiles TypeScript', async () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rspack/core/package.json'), 'utf8'));
    assert.equal({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies }['@swc/core'], undefined);
    assert.throws(() => createRequire(path.join(rsbuildV1Dir, 'node_modules/@rspack/core/package.json')).resolve('@swc/core'), /Cannot find module '@swc\/core'/);
    const dir = makeProject({ 'src/index.ts': 'const answer: number = 42;\nconsole.log(answer);\n' }, 'swc-no-swc-core');
    const result = await buildProject(dir, { source: { entry: { index: './src/index.ts' } }, output: { filenameHash: false, minify: false } });
    assert.deepEqual(result.errors, []);
    assert.match(readFileSync(path.join(result.dist, 'static/js/index.js'), 'utf8'), /const answer = 42;/);
  });
});

describe('Default options › minification', () => {
  test("output.minify sets up Rspack's SwcJsMinimizerRspackPlugin in production builds, not a builtin:swc-loader option", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'swc-minify'), rsbuildConfig: { mode: 'production', logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    const names = (config.optimization?.minimizer ?? []).map((minimizer) => (minimizer as object).constructor.name);
    assert.ok(names.includes('SwcJsMinimizerRspackPlugin'), names.join(', '));
    const { options } = await swcOf({ mode: 'production' });
    assert.equal(options.minify, undefined);
    assert.equal(options.jsc.minify, undefined);
  });
});

describe('Use tools.swc › Function form', () => {
  test("the function sees the polyfill settings of output.polyfill 'usage' (env.mode, env.coreJs) and Rsbuild's defaults", async () => {
    const seen: unknown[] = [];
    await swcOf({ output: { polyfill: 'usage' }, tools: { swc: (config) => void seen.push(config.env?.mode, typeof config.env?.coreJs, config.jsc?.externalHelpers) } });
    assert.deepEqual(seen, ['usage', 'string', true]);
  });
});

describe('Which files SWC compiles › new URL()', () => {
  test('a script referenced with new URL() is copied to static/assets as written (since 1.2.0, see behaviour-versions.json); one passed to new Worker() is compiled', async () => {
    const { jsRule } = await swcOf({ mode: 'production' });
    assert.deepEqual(jsRule.dependency, { not: 'url' });
    const dir = makeProject(
      {
        'src/index.js': "const url = new URL('./extra.ts', import.meta.url);\nconst worker = new Worker(new URL('./worker.ts', import.meta.url));\nconsole.log(url.href, worker);\n",
        'src/extra.ts': 'export const extra: number = 1;\n',
        'src/worker.ts': 'const inWorker: number = 2;\nconsole.log(inWorker);\n',
      },
      'swc-new-url',
    );
    const result = await buildProject(dir, { output: { filenameHash: false, minify: false } });
    assert.deepEqual(result.errors, []);
    assert.equal(readFileSync(path.join(result.dist, 'static/assets/extra.ts'), 'utf8'), 'export const extra: number = 1;\n');
    const { readdirSync } = await import('node:fs');
    const asyncDir = path.join(result.dist, 'static/js/async');
    const workerChunks = readdirSync(asyncDir).map((name) => readFileSync(path.join(asyncDir, name), 'utf8'));
    const workerChunk = workerChunks.find((text) => text.includes('inWorker'));
    assert.ok(workerChunk, workerChunks.join('\n---\n'));
    assert.match(workerChunk, /const inWorker = 2;/);
    assert.doesNotMatch(workerChunk, /inWorker: number/);
  });
});

describe('Use SWC plugins › a package name', () => {
  test('a plugin name is resolved from the working folder of the process, not the project root: the JS API with cwd elsewhere and rsbuild build --root fail with "failed to resolve plugin path"', async () => {
    const name = '@swc/plugin-emotion-14';
    // This process runs in the repository, whose node_modules does not hold the plugin; the project's does.
    assert.throws(() => createRequire(path.join(process.cwd(), 'package.json')).resolve(name), /Cannot find module/);
    const config = `export default { tools: { swc: { jsc: { experimental: { plugins: [['${name}', {}]] } } } } };\n`;
    const dir = makeProject({ 'src/index.js': "console.log('plugin');\n", 'rsbuild.config.mjs': config }, 'swc-plugin-name');
    assert.ok(createRequire(path.join(dir, 'package.json')).resolve(name).endsWith('swc_plugin_emotion.wasm'));
    const result = await buildProject(dir, { tools: { swc: { jsc: { experimental: { plugins: [[name, {}]] } } } } });
    assert.equal(result.errors.length, 1, result.errors.join('\n'));
    assert.ok(result.errors[0].includes(`failed to resolve plugin path: ${name}`), result.errors[0]);
    const fromParent = await runCli(path.dirname(dir), ['build', '--root', path.basename(dir)]);
    assert.equal(fromParent.code, 1, fromParent.output);
    assert.ok(fromParent.output.includes(`failed to resolve plugin path: ${name}`), fromParent.output);
  });

  test("the fix the page gives: require.resolve('<plugin>') in rsbuild.config.ts is the absolute path of the package's .wasm file", async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      { 'rsbuild.config.ts': "export default { tools: { swc: { jsc: { experimental: { plugins: [[require.resolve('@swc/plugin-emotion'), {}]] } } } } };\n" },
      'swc-plugin-require-resolve',
    );
    const { content } = await loadConfig({ cwd: dir });
    const [[wasm]] = (content.tools?.swc as any).jsc.experimental.plugins;
    assert.ok(path.isAbsolute(wasm), wasm);
    assert.equal(path.basename(wasm), 'swc_plugin_emotion.wasm');
    assert.equal(JSON.parse(readFileSync(path.join(path.dirname(wasm), 'package.json'), 'utf8')).main, 'swc_plugin_emotion.wasm');
  });
});
