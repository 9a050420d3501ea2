// docs/{en,zh}/config/tools/html-plugin: the options @rsbuild/core 1.7.6 passes to its bundled
// html-rspack-plugin, and what the object, function, array and boolean forms of tools.htmlPlugin
// do, in one production build (one environment per case), one development build, one config
// resolution for the environment merge rules and one inspectConfig() (what `rsbuild inspect` runs).
//
// The page's html-minifier-terser sample was run by hand on 2026-12-06: html-minifier-terser 7.2.0
// (`npm view` latest) installed under /tmp with @rsbuild/core 1.7.6, the sample copied verbatim
// as rsbuild.config.ts, `rsbuild build` exit 0, dist/index.html minified (whitespace removed,
// `defer="defer"`, `initial-scale=1`). It is not installed for the tests.
//
// "The dev server then has no HTML page to open" was checked by hand on 2026-12-06, not here (the
// suite is over its time budget): startDevServer() of 1.7.6 with tools.htmlPlugin: false answered
// GET / with 404 "This page could not be found" and served /static/js/index.js with 200.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, readText, rsbuildCore } from './harness';

const files = {
  'src/index.js': "document.title = 'index';\n",
  'src/main.ts': "document.title = 'main';\n",
  'src/legacy.ts': "document.title = 'legacy';\n",
  'src/vendor.js': 'window.vendor = 1;\n',
  'src/pre.js': 'window.pre = 1;\n',
  'template.html': '<!doctype html><html><head></head><body><main id="root"></main></body></html>\n',
  'icon.png': 'not a real png\n',
  'rsbuild.config.mjs': `export default {
  source: { entry: { index: './src/index.js', legacy: './src/legacy.ts' } },
};
`,
};

type Seen = { entryName: string; entryValue: unknown; options: Record<string, unknown> };

// Filled by the environments test's config resolution.
let entryValues: Record<'pre' | 'polyfill', unknown> | undefined;
let esmScriptLoading: unknown;

describe('tools.htmlPlugin', () => {
  const dir = makeProject(files, 'html-plugin');
  const seen: Record<string, Seen[]> = { default: [], dependOn: [], template: [] };
  const html = (env: string, file = 'index.html') => readText(path.join(dir, 'dist', env), file);
  const record = (into: Seen[]) => (options: any, { entryName, entryValue }: { entryName: string; entryValue: unknown }) => {
    into.push({ entryName, entryValue, options: { ...options } });
  };
  const sampleEntry = { main: './src/main.ts', legacy: './src/legacy.ts' };

  before(async () => {
    const env = (name: string, config: Record<string, any>) => ({
      [name]: { ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } },
    });
    const { errors } = await buildProject(dir, {
      mode: 'production',
      environments: {
        ...env('default', { tools: { htmlPlugin: record(seen.default) } }),
        // The function of the page's sample, after an object with a minify function.
        ...env('sample', {
          source: { entry: sampleEntry },
          tools: {
            htmlPlugin: [
              { minify: (text: string) => `${text}<!-- minified -->` },
              (options: any, { entryName }: { entryName: string }) => {
                if (entryName === 'legacy') options.xhtml = true;
              },
            ],
          },
        }),
        ...env('meta', {
          tools: {
            htmlPlugin: { meta: { description: 'replaced' } },
            bundlerChain: (chain: any) => chain.plugin('html-index').tap(([options]: any[]) => [{ ...options, title: 'Chained' }]),
          },
        }),
        ...env('native', { html: { implementation: 'native' }, tools: { htmlPlugin: { title: 'Native' } } }),
        // html.appIcon still emits its files when HTML generation is off.
        ...env('off', { html: { appIcon: { name: 'Off', icons: [{ src: './icon.png', size: 192 }] } }, tools: { htmlPlugin: false } }),
        ...env('replaced', { tools: { htmlPlugin: (options: any) => ({ ...options, title: 'Replaced' }) } }),
        ...env('returned-template', {
          tools: { htmlPlugin: (options: any) => ({ ...options, templateContent: '<!doctype html><html><head></head><body><div id="root"></div></body></html>' }) },
        }),
        ...env('worker', { output: { target: 'web-worker' }, tools: { htmlPlugin: true } }),
        ...env('depend-on', {
          source: {
            entry: { vendor: './src/vendor.js', main: { import: './src/main.ts', dependOn: 'vendor' }, nohtml: { import: './src/legacy.ts', html: false } },
          },
          tools: { htmlPlugin: record(seen.dependOn) },
        }),
        ...env('template', { html: { template: './template.html' }, tools: { htmlPlugin: record(seen.template) } }),
      },
    });
    assert.deepEqual(errors, []);
  });

  test('the options computed for the index entry of a default project', () => {
    assert.equal(seen.default.length, 1);
    const { templateParameters, ...rest } = seen.default[0].options;
    assert.equal(typeof templateParameters, 'function');
    assert.deepEqual(rest, {
      meta: { charset: { charset: 'utf-8' }, viewport: 'width=device-width, initial-scale=1.0' },
      chunks: ['index'],
      inject: 'head',
      filename: 'index.html',
      entryName: 'index',
      scriptLoading: 'defer',
      title: 'Rsbuild App',
    });
    assert.equal(seen.default[0].entryName, 'index');
  });

  test('entryValue holds the entry as written in source.entry, and the detected default entry as an absolute path', () => {
    assert.deepEqual(seen.default[0].entryValue, [path.join(dir, 'src/index.js')]);
    const main = seen.dependOn.find((item) => item.entryName === 'main');
    assert.deepEqual(main?.entryValue, [{ import: './src/main.ts', dependOn: 'vendor' }]);
  });

  test('an entry with dependOn gets the depended-on chunks first in chunks, and chunksSortMode manual', () => {
    const main = seen.dependOn.find((item) => item.entryName === 'main')!;
    assert.deepEqual(main.options.chunks, ['vendor', 'main']);
    assert.equal(main.options.chunksSortMode, 'manual');
    const vendor = seen.dependOn.find((item) => item.entryName === 'vendor')!;
    assert.deepEqual(vendor.options.chunks, ['vendor']);
    assert.equal('chunksSortMode' in vendor.options, false);
  });

  test('an entry with html: false in source.entry gets no plugin instance and no HTML file', () => {
    assert.deepEqual(seen.dependOn.map((item) => item.entryName).sort(), ['main', 'vendor']);
    const written = listFiles(path.join(dir, 'dist/depend-on'));
    assert.deepEqual(written.filter((file) => file.endsWith('.html')), ['main.html', 'vendor.html']);
    assert.ok(written.some((file) => /^static\/js\/nohtml\.\w+\.js$/.test(file)), written.join('\n'));
  });

  test('with html.template, options.template holds the absolute path of the template', () => {
    assert.equal(seen.template[0].options.template, path.join(dir, 'template.html'));
    assert.equal('templateContent' in seen.template[0].options, false);
    assert.match(html('template'), /<main id="root"><\/main>/);
  });

  test('the sample writes one HTML file per entry, with xhtml tags for legacy only, and minify runs in production', () => {
    assert.deepEqual(listFiles(path.join(dir, 'dist/sample')).filter((file) => file.endsWith('.html')), ['legacy.html', 'main.html']);
    assert.match(html('sample', 'legacy.html'), /<meta charset="utf-8"\/>/);
    assert.match(html('sample', 'main.html'), /<meta charset="utf-8">/);
    assert.match(html('sample', 'main.html'), /<!-- minified -->$/);
    assert.match(html('sample', 'legacy.html'), /<!-- minified -->$/);
  });

  test('without a minify function the HTML is written as the template gives it', () => {
    assert.equal(
      html('default'),
      '<!DOCTYPE html><html><head><title>Rsbuild App</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><script defer src="/static/js/index.' +
        html('default').match(/index\.(\w+)\.js/)![1] +
        '.js"></script></head><body><div id="root"></div></body></html>',
    );
  });

  test('an object is merged shallowly: meta replaces the charset and viewport tags', () => {
    assert.match(html('meta'), /<meta name="description" content="replaced">/);
    assert.doesNotMatch(html('meta'), /charset|viewport/);
  });

  test('tools.bundlerChain reaches the instance as html-<entryName>', () => {
    assert.match(html('meta'), /<title>Chained<\/title>/);
  });

  test("with html.implementation: 'native' the options go to Rspack's HtmlRspackPlugin", () => {
    assert.match(html('native'), /<title>Native<\/title>/);
  });

  test('false writes no HTML file; a web-worker build has none even with true', () => {
    assert.deepEqual(listFiles(path.join(dir, 'dist/off')).filter((file) => file.endsWith('.html')), []);
    assert.ok(listFiles(path.join(dir, 'dist/off')).some((file) => /^static\/js\/index\.\w+\.js$/.test(file)));
    assert.deepEqual(listFiles(path.join(dir, 'dist/worker')).filter((file) => file.endsWith('.html')), []);
  });

  test('false: html.appIcon still emits its icon and, with name set, the web app manifest', () => {
    const written = listFiles(path.join(dir, 'dist/off'));
    assert.ok(written.includes('static/image/icon.png'), written.join('\n'));
    assert.equal(readText(path.join(dir, 'dist/off'), 'manifest.webmanifest'), '{"name":"Off","icons":[{"src":"/static/image/icon.png","sizes":"192x192","type":"image/png"}]}');
    for (const [lang, literal, gone] of [
      ['en', '[html.appIcon](/config/html/app-icon) is the exception: its icon files are still emitted', 'the `html.*` options then have no effect'],
      ['zh', '[html.appIcon](/config/html/app-icon) 是个例外：图标文件照常输出', '`html.*` 配置项随之失效'],
    ] as const) {
      const text = pageText('config/tools/html-plugin', lang);
      assert.ok(text.includes(literal), lang);
      assert.ok(!text.includes(gone), lang);
    }
  });

  test('a function that returns a new object loses the built-in template: no #root, title and meta written twice', () => {
    const replaced = html('replaced');
    assert.doesNotMatch(replaced, /<div id="root">/);
    assert.equal(replaced.match(/<title>Replaced<\/title>/g)?.length, 2);
    assert.equal(replaced.match(/<meta charset="utf-8">/g)?.length, 2);
    // Setting templateContent in the returned object keeps a template of your own.
    assert.match(html('returned-template'), /<body><div id="root"><\/div><\/body>/);
  });

  test("minify is not called in development, nor with mode 'none'", async () => {
    for (const mode of ['development', 'none'] as const) {
      const { errors } = await buildProject(dir, {
        mode,
        tools: { htmlPlugin: { minify: () => 'MINIFIED' } },
        output: { distPath: { root: `dist/${mode}` } },
      });
      assert.deepEqual(errors, []);
      assert.match(html(mode), /^<!DOCTYPE html><html><head><title>Rsbuild App<\/title>/, mode);
    }
    for (const [lang, literal] of [
      ['en', "it is skipped with [mode](/config/mode) `'development'` and `'none'`"],
      ['zh', "[mode](/config/mode) 为 `'development'` 或 `'none'` 时都不会调用"],
    ] as const) {
      assert.ok(pageText('config/tools/html-plugin', lang).includes(literal), lang);
    }
  });

  test('environments: objects deep-merge, functions run top level first, a boolean replaces the top-level value', async () => {
    const { createRsbuild } = await rsbuildCore();
    const calls: string[] = [];
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        tools: { htmlPlugin: (options: any) => void calls.push(`top:${options.title}`) },
        environments: {
          fn: { html: { title: 'fn' }, tools: { htmlPlugin: (options: any) => void calls.push(`env:${options.title}`) } },
          off: { tools: { htmlPlugin: false } },
          on: { html: { title: 'on' }, tools: { htmlPlugin: true } },
        },
      },
    });
    const htmlPaths: Record<string, unknown> = {};
    rsbuild.addPlugins([
      {
        name: 'behaviour:html-paths',
        setup(api) {
          api.modifyBundlerChain((_chain, { environment }) => void (htmlPaths[environment.name] = environment.htmlPaths));
        },
      },
    ]);
    await rsbuild.initConfigs();
    assert.deepEqual(calls, ['top:fn', 'env:fn']);
    assert.deepEqual(htmlPaths, { fn: { index: 'index.html' }, off: {}, on: { index: 'index.html' } });

    // The same config resolution records entryValue with preEntry and the core-js entry, and the
    // scriptLoading that output.module gives (the function runs when the configs are made).
    const more: Record<string, Seen[]> = { pre: [], polyfill: [], esm: [] };
    const merged = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        tools: { htmlPlugin: { meta: { a: 'top' } } as any },
        environments: {
          web: { tools: { htmlPlugin: { meta: { b: 'env' } } as any } },
          pre: { source: { entry: { main: './src/main.ts' }, preEntry: './src/pre.js' }, tools: { htmlPlugin: record(more.pre) } },
          polyfill: { source: { entry: { main: './src/main.ts' } }, output: { polyfill: 'entry' }, tools: { htmlPlugin: record(more.polyfill) } },
          esm: { output: { module: true }, tools: { htmlPlugin: record(more.esm) } },
        },
      },
    });
    await merged.initConfigs();
    const { environments } = merged.getNormalizedConfig();
    assert.deepEqual(environments.web.tools.htmlPlugin, { meta: { a: 'top', b: 'env' } });
    entryValues = { pre: more.pre[0].entryValue, polyfill: more.polyfill[0].entryValue };
    esmScriptLoading = more.esm[0].options.scriptLoading;

    const topFalse = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', tools: { htmlPlugin: false }, environments: { web: { tools: { htmlPlugin: { title: 'env' } } } } },
    });
    await topFalse.initConfigs();
    assert.deepEqual(topFalse.getNormalizedConfig().environments.web.tools.htmlPlugin, { title: 'env' });
  });

  test('entryValue also holds source.preEntry first, and with output.polyfill entry a core-js module before the entry', () => {
    assert.deepEqual(entryValues?.pre, ['./src/pre.js', './src/main.ts']);
    assert.deepEqual(entryValues?.polyfill, ['data:text/javascript,import%20%22core-js%22%3B', './src/main.ts']);
    for (const [lang, literal] of [
      ['en', 'For example, with `preEntry: \'./src/pre.js\'`, the array is `[\'./src/pre.js\', \'./src/main.ts\']`.'],
      ['zh', '例如设置 `preEntry: \'./src/pre.js\'` 后，数组为 `[\'./src/pre.js\', \'./src/main.ts\']`。'],
    ] as const) {
      assert.ok(pageText('config/tools/html-plugin', lang).includes(literal), lang);
    }
  });

  test("with output.module, scriptLoading is 'module'", () => {
    assert.equal(esmScriptLoading, 'module');
  });

  test('the page marks html.implementation as added in 1.6.2', () => {
    assert.ok(pageText('config/tools/html-plugin', 'en').includes("[html.implementation](/config/html/implementation) set to `'native'` (added in 1.6.2)"));
    assert.ok(pageText('config/tools/html-plugin', 'zh').includes("[html.implementation](/config/html/implementation) 设为 `'native'` 时（1.6.2 新增）"));
  });

  // `rsbuild inspect` calls inspectConfig({ writeToDisk: true }) in development mode; the JS API
  // writes the same file without the cost of a CLI process.
  test('rsbuild inspect shows one html-<entryName> plugin per entry', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', source: { entry: { index: './src/index.js', legacy: './src/legacy.ts' } } } });
    await rsbuild.inspectConfig({ mode: 'development', writeToDisk: true });
    const written = readText(dir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.match(written, /\/\* config\.plugin\('html-index'\) \*\//);
    assert.match(written, /\/\* config\.plugin\('html-legacy'\) \*\//);
  });

  test('the page text matches these results (returned object, default entryValue, dependOn, html: false, booleans in environments)', () => {
    const expected = {
      en: [
        "A returned object does not get the built-in template",
        "Without `source.entry`, it holds the absolute path",
        "preceded by the entries named in its `dependOn`",
        "except entries declared with `html: false`",
        "if either value is a boolean, the environment's value alone is used",
      ],
      zh: [
        '但返回的对象不会带上内置模板',
        '未配置 `source.entry` 时，其中是 Rsbuild 找到的入口文件的绝对路径',
        '并把其 `dependOn` 中列出的入口排在前面',
        '声明了 `html: false` 的入口除外',
        '任意一方为布尔值时，只使用环境中的值',
      ],
    };
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/tools/html-plugin', lang);
      assert.doesNotMatch(text, /after your options are applied|在应用你的选项之后|when an entry has several chunks|入口包含多个 chunk 时/);
      for (const sentence of expected[lang]) assert.ok(text.includes(sentence), `${lang}: ${sentence}`);
    }
  });
});
