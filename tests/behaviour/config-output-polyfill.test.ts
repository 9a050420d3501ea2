// docs/{en,zh}/config/output/polyfill: what output.polyfill adds in @rsbuild/core 1.7.6, from one
// production build with an environment per case. The project has an empty node_modules, so every
// core-js module in the output comes from the copy that @rsbuild/core depends on.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, builtScripts, listFiles, makeProject, pageSamples, pageText, readText, rsbuildV1Dir, withNodeEnv, withoutInstalledPackages, writeProjectFiles } from './harness';

const page = 'config/output/polyfill';
const files = {
  'src/index.js': "const config = { a: { b: 1 } };\nconsole.log(config?.a?.b);\nimport('./lazy.js').then(({ last, own }) => console.log(last, own));\n",
  'src/lazy.js': "export const last = [1, 2, 3].at(-1);\nexport const own = Object.hasOwn({ x: 1 }, 'x');\n",
  'src/dep.js': "import { own, deep } from 'fake-dep';\nconsole.log(own, deep, globalThis.cfg?.b);\n",
  'src/pre.js': "globalThis.preEntrySawHasOwn = typeof Object.hasOwn;\n",
  'src/plain.js': "console.log('plain entry');\n",
};
// Written only after withoutInstalledPackages() has replaced the link to the shared node_modules.
const depFiles = {
  'node_modules/fake-dep/package.json': '{ "name": "fake-dep", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/fake-dep/index.js': "exports.own = Object.hasOwn({ x: 1 }, 'x');\nexports.deep = globalThis.cfg?.a;\n",
};
const kB = (text: string) => Buffer.byteLength(text) / 1000;
const gzipKB = (text: string) => gzipSync(text).length / 1000;

describe('output.polyfill', () => {
  const dir = makeProject(files, 'polyfill');
  const dist = (name: string) => path.join(dir, 'dist', name);
  const js = (name: string, pattern: RegExp) => {
    const matches = listFiles(dist(name)).filter((file) => pattern.test(file));
    return matches.map((file) => readText(dist(name), file)).join('\n');
  };
  const scripts = (name: string) => js(name, /\.js$/);
  let sample: RsbuildConfig;
  const swcEnv: Record<string, any> = {};
  const readSwcEnv: RsbuildPlugin = {
    name: 'read-swc-env',
    setup(api) {
      api.modifyRspackConfig({
        order: 'post',
        handler: (config, { environment }) => {
          const uses = (config.module?.rules ?? []).flatMap((rule: any) => (Array.isArray(rule?.use) ? rule.use : []));
          swcEnv[environment.name] = uses.find((use: any) => use?.loader === 'builtin:swc-loader')?.options?.env;
        },
      });
    },
  };

  before(async () => {
    writeProjectFiles(withoutInstalledPackages(dir), depFiles);
    const sampleFile = path.join(dir, 'sample.config.ts');
    writeFileSync(sampleFile, pageSamples(page, 'en')[0]);
    sample = (await import(pathToFileURL(sampleFile).href)).default;
    const env = (name: string, config: RsbuildConfig) => ({ ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } });
    const named = { tools: { rspack: { optimization: { moduleIds: 'named' as const, chunkIds: 'named' as const } } } };
    const { errors } = await buildProject(dir, {
      plugins: [readSwcEnv],
      environments: {
        usage: env('usage', sample),
        'usage-named': env('usage-named', { ...sample, ...named, output: { ...sample.output, minify: false } }),
        entry: env('entry', { output: { polyfill: 'entry' } }),
        'off-chrome-70': env('off-chrome-70', { output: { overrideBrowserslist: ['chrome >= 70'], minify: false } }),
        'node-usage': env('node-usage', { output: { target: 'node', polyfill: 'usage' } }),
        'node-entry': env('node-entry', { output: { target: 'node', polyfill: 'entry' } }),
        'dep-usage': env('dep-usage', { ...named, source: { entry: { index: './src/dep.js' } }, output: { polyfill: 'usage', minify: false } }),
        'dep-chrome-70': env('dep-chrome-70', { source: { entry: { index: './src/dep.js' } }, output: { overrideBrowserslist: ['chrome >= 70'], minify: false } }),
        'dep-included': env('dep-included', { ...named, source: { entry: { index: './src/dep.js' }, include: [/[\\/]fake-dep[\\/]/] }, output: { polyfill: 'usage', minify: false } }),
        'worker-usage': env('worker-usage', { ...named, output: { target: 'web-worker', polyfill: 'usage', minify: false } }),
        'entry-pre-entry': env('entry-pre-entry', { ...named, source: { entry: { index: './src/plain.js' }, preEntry: './src/pre.js' }, output: { polyfill: 'entry', minify: false } }),
      },
    });
    assert.deepEqual(errors, []);
  });

  test("the page's sample sets 'usage'; without installing core-js, the lazy module gets the four core-js modules of the page", () => {
    assert.deepEqual(pageSamples(page, 'zh'), pageSamples(page, 'en'));
    assert.equal(sample.output?.polyfill, 'usage');
    const lazy = js('usage-named', /^static\/js\/async\/src_lazy_js\.[0-9a-f]{8}\.js$/);
    for (const module of ['es.array.at.js', 'es.string.at-alternative.js', 'esnext.string.at.js', 'es.object.has-own.js']) {
      assert.match(lazy, new RegExp(String.raw`/tools/rsbuild-v1/node_modules/core-js/modules/${module.replace(/\./g, "\\.")}"`));
    }
  });

  test("'usage': the polyfills go into a lazily loaded lib-polyfill chunk of about 15 kB (6 kB gzipped)", () => {
    const files = listFiles(dist('usage'));
    const polyfill = files.filter((file) => /lib-polyfill/.test(file));
    assert.equal(polyfill.length, 1, files.join(', '));
    assert.match(polyfill[0], /^static\/js\/async\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    const text = readText(dist('usage'), polyfill[0]);
    assert.ok(kB(text) > 13 && kB(text) < 17, `${kB(text)} kB`);
    assert.ok(gzipKB(text) > 5 && gzipKB(text) < 7, `${gzipKB(text)} kB gzipped`);
    assert.doesNotMatch(readText(dist('usage'), 'index.html'), /lib-polyfill/);
  });

  test("'entry': an initial lib-polyfill chunk of about 150 kB (49 kB gzipped), loaded before the entry script", () => {
    const html = readText(dist('entry'), 'index.html');
    assert.match(html, /<script defer src="\/static\/js\/lib-polyfill\.[0-9a-f]{8}\.js"><\/script><script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
    const text = js('entry', /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    assert.ok(kB(text) > 130 && kB(text) < 170, `${kB(text)} kB`);
    assert.ok(gzipKB(text) > 44 && gzipKB(text) < 54, `${gzipKB(text)} kB gzipped`);
  });

  test("'off' adds no core-js, but syntax is still lowered for the browserslist", () => {
    const out = scripts('off-chrome-70');
    assert.doesNotMatch(out, /core-js/);
    assert.doesNotMatch(out, /\?\./);
    assert.equal(listFiles(dist('off-chrome-70')).filter((file) => /lib-polyfill/.test(file)).length, 0);
  });

  test('syntax is lowered in the code SWC compiles, not in JavaScript of node_modules, which is bundled as published', () => {
    const out = scripts('dep-chrome-70');
    assert.ok(out.includes('exports.deep = globalThis.cfg?.a;'), out);
    assert.ok(!out.includes('globalThis.cfg?.b'));
    assert.match(out, /_globalThis_cfg === void 0 \? void 0 : _globalThis_cfg\.b/);
  });

  test("the node target ignores the option; web-worker gets polyfills", () => {
    for (const name of ['node-usage', 'node-entry']) {
      assert.doesNotMatch(scripts(name), /core-js|\bhasOwn\b.*\bglobalThis\b/, name);
      assert.equal(listFiles(dist(name)).filter((file) => /lib-polyfill/.test(file)).length, 0, name);
    }
    assert.match(scripts('worker-usage'), /core-js\/modules\/es\.object\.has-own\.js/);
  });

  test('a web-worker build gets no lib-polyfill chunk: its polyfills stay in the one worker bundle', () => {
    const files = listFiles(dist('worker-usage')).filter((file) => file.endsWith('.js'));
    assert.equal(files.length, 1, files.join(', '));
    assert.match(files[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(readText(dist('worker-usage'), files[0]), /core-js\/modules\/es\.object\.has-own\.js/);
  });

  test("'entry': the core-js import comes after source.preEntry modules, so they run before any polyfill", () => {
    const index = js('entry-pre-entry', /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    const pre = index.indexOf('__webpack_require__("./src/pre.js")');
    const coreJs = index.indexOf('__webpack_require__("data:text/javascript,import%20%22core-js%22%3B")');
    const entry = index.indexOf('__webpack_require__("./src/plain.js")');
    assert.ok(pre > 0 && coreJs > pre && entry > coreJs, `${pre} ${coreJs} ${entry}`);
  });

  test("'usage' does not see JavaScript in node_modules unless source.include adds the package", () => {
    assert.doesNotMatch(scripts('dep-usage'), /core-js/);
    assert.match(scripts('dep-included'), /core-js\/modules\/es\.object\.has-own\.js/);
  });

  test('@rsbuild/core 1.7.6 depends on core-js 3.47, and SWC is told that version', () => {
    assert.equal(swcEnv.usage.coreJs, '3.47');
    assert.equal(swcEnv.usage.mode, 'usage');
    assert.equal(swcEnv.entry.coreJs, '3.47');
    assert.equal(swcEnv.entry.mode, 'entry');
    const core = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(core.version, '1.7.6');
    assert.equal(core.dependencies['core-js'], '~3.47.0');
  });

  test("a browserslist field in package.json sets the targets too; 'usage' still adds esnext.string.at for .at()", async () => {
    const other = withoutInstalledPackages(makeProject({ ...files, 'package.json': '{ "browserslist": ["chrome >= 100"] }\n' }, 'polyfill-browserslist'));
    const { errors } = await buildProject(other, { output: { polyfill: 'usage', minify: false }, tools: { rspack: { optimization: { moduleIds: 'named' } } } });
    assert.deepEqual(errors, []);
    const out = builtScripts(other);
    assert.deepEqual([...new Set(out.match(/core-js\/modules\/[\w.-]+\.js/g))].sort(), ['core-js/modules/esnext.string.at.js']);
    assert.match(listFiles(path.join(other, 'dist')).join(' '), /static\/js\/async\/lib-polyfill\.[0-9a-f]{8}\.js/);
  });

  test('with development and production sections in the browserslist config, dev and build get different targets', async () => {
    const other = withoutInstalledPackages(makeProject({
      'src/index.js': "console.log(Object.hasOwn({ x: 1 }, 'x'));\n",
      'package.json': '{ "browserslist": { "production": ["chrome >= 87"], "development": ["last 1 chrome version"] } }\n',
    }, 'polyfill-env-sections'));
    const build = (mode: 'development' | 'production') =>
      withNodeEnv(mode, () => buildProject(other, { mode, output: { polyfill: 'usage', minify: false, distPath: { root: `dist/${mode}` } }, tools: { rspack: { optimization: { moduleIds: 'named' } } } }));
    assert.deepEqual((await build('development')).errors, []);
    assert.deepEqual((await build('production')).errors, []);
    const out = (mode: string) => listFiles(path.join(other, 'dist', mode)).filter((file) => file.endsWith('.js')).map((file) => readText(path.join(other, 'dist', mode), file)).join('\n');
    assert.doesNotMatch(out('development'), /core-js/);
    assert.match(out('production'), /core-js\/modules\/es\.object\.has-own\.js/);
  });

  test('the page states the preEntry order, the web-worker chunk and the dev targets', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('the option behaves the same in `rsbuild dev` and `rsbuild build`'));
    assert.ok(en.includes('Rsbuild reads the browserslist config for the current `NODE_ENV`'));
    assert.ok(en.includes('Modules in [source.preEntry](/config/source/pre-entry) run before that import'));
    assert.ok(en.includes('a `web-worker` build is not split into chunks'));
    assert.ok(!zh.includes('该配置项在 `rsbuild dev` 和 `rsbuild build` 中的行为相同'));
    assert.ok(zh.includes('Rsbuild 按当前的 `NODE_ENV` 读取 browserslist 配置'));
    assert.ok(zh.includes('[source.preEntry](/config/source/pre-entry) 中的模块会在这个导入之前执行'));
    assert.ok(zh.includes('`web-worker` 产物不做 chunk 拆分'));
  });

  test('the page limits syntax lowering to compiled code and the lib-polyfill chunk of .at() to a web build with the default chunk split', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('SWC always lowers syntax'));
    assert.ok(en.includes('in the code it compiles, SWC lowers syntax like optional chaining to match your browserslist'));
    assert.ok(en.includes('JavaScript files in `node_modules`, whose syntax is bundled as published'));
    assert.ok(!en.includes('always brings a small `lib-polyfill` chunk'));
    assert.ok(en.includes("so in `'usage'` mode code that calls `.at()` always brings some core-js code into the output. In a `web` build with the default [chunk split](#polyfill-chunk), that code is a small `lib-polyfill` chunk."));
    assert.ok(!zh.includes('语法是另一回事：无论这个配置项如何设置'));
    assert.ok(zh.includes('对于它编译的代码，无论这个配置项如何设置，SWC 都会按照 browserslist 降级可选链等语法'));
    assert.ok(zh.includes('`node_modules` 中的 JavaScript 文件不在编译范围内，会按发布时的语法原样打包'));
    assert.ok(!zh.includes('产物中就总会有一个小的 `lib-polyfill` chunk'));
    assert.ok(zh.includes('在使用默认 [chunk 拆分](#polyfill-chunk)的 `web` 构建中，这部分代码是一个小的 `lib-polyfill` chunk'));
  });

  test('the page names every browserslist source and the esnext.string.at edge', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('a `.browserslistrc`, or Rsbuild'));
    assert.ok(en.includes('a `.browserslistrc` file, a `browserslist` file or the `browserslist` field of `package.json`'));
    assert.ok(en.includes('`esnext.string.at.js` is added even when every target supports `.at()` (for example with `chrome >= 100`)'));
    assert.ok(!zh.includes('、`.browserslistrc` 或 Rsbuild 的默认值'));
    assert.ok(zh.includes('`.browserslistrc` 文件、`browserslist` 文件或 `package.json` 中的 `browserslist` 字段'));
    assert.ok(zh.includes('即使所有目标浏览器都支持 `.at()`（例如 `chrome >= 100`），`esnext.string.at.js` 依然会被加入'));
  });
});
