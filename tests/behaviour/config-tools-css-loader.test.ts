// docs/{en,zh}/config/tools/css-loader.mdx: the error of an absolute url() that css-loader tries to
// resolve; what the page's url.filter and import.filter samples leave in the emitted CSS (one
// production build with both); the options Rsbuild 1.7.6 gives css-loader (initConfigs, no build);
// importLoaders and the loaders that run before css-loader (a spy PostCSS plugin); exportType 'string',
// with CSS Modules and with injectStyles (the bundle run in node:vm with a tiny DOM); and, in Chromium, that an @import after other rules is ignored.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, plugin, rsbuildCore, rsbuildV1Dir, withNodeEnv, launchChromium } from './harness';

const page = 'config/tools/css-loader';
const files = { 'src/index.js': "import './hero.css';\n", 'src/hero.css': '.hero { background: url(/images/hero.png); }\n' };

type Use = { loader: string; options?: Record<string, any> };
type Rule = { test?: RegExp; resourceQuery?: unknown; use?: Use[] };

/** The css-loader options of the `css` rule (`?inline` excluded) and of the `css-inline` rule, per environment. */
async function cssLoaderOptions(rsbuildConfig: Record<string, unknown>) {
  const { createRsbuild } = await rsbuildCore();
  // createRsbuild sets NODE_ENV when it is unset; withNodeEnv puts the current value back.
  const configs = await withNodeEnv(process.env.NODE_ENV, async () => (await createRsbuild({ cwd: makeProject(files, 'css-loader-options'), rsbuildConfig })).initConfigs());
  const result: Record<string, { css: Record<string, any>; inline: Record<string, any> }> = {};
  for (const config of configs) {
    const rules = (config.module?.rules ?? []) as Rule[];
    const cssRules = rules.filter((rule) => String(rule.test) === String(/\.css$/) && rule.use?.some((use) => use.loader.includes('css-loader')));
    const options = (rule: Rule | undefined) => rule?.use?.find((use) => use.loader.includes('css-loader'))?.options ?? {};
    result[config.name!] = {
      css: options(cssRules.find((rule) => !(rule.resourceQuery instanceof RegExp))),
      inline: options(cssRules.find((rule) => rule.resourceQuery instanceof RegExp)),
    };
  }
  return result;
}

describe('tools.cssLoader', () => {
  let emitted: string;
  let errors: string[];
  before(async () => {
    // The page's two samples together: url.filter (object form) and import.filter (function form).
    const dir = makeProject(
      {
        'src/index.js': "import './app.css';\n",
        'src/app.css': "@import './legacy-theme.css';\n@import './base.css';\n.app { background: url(/images/hero.png); }\n",
        'src/legacy-theme.css': '.legacy { color: blue; }\n',
        'src/base.css': '.base { color: green; }\n',
      },
      'css-loader-filters',
    );
    const result = await buildProject(dir, {
      mode: 'production',
      output: { minify: false, filenameHash: false },
      tools: {
        cssLoader: [
          { url: { filter: (url: string) => !url.startsWith('/') } },
          (options) => {
            options.import = { filter: (url: string) => !url.includes('legacy-theme') };
          },
        ],
      },
    });
    errors = result.errors;
    emitted = readFileSync(path.join(result.dist, 'static/css/index.css'), 'utf8');
  });

  test("url(/images/hero.png) fails with Module not found: Can't resolve '/images/hero.png' in '<root>/src'; a url.filter that skips it builds", async () => {
    const dir = makeProject(files, 'css-loader-absolute-url');
    const { errors } = await buildProject(dir);
    assert.ok(errors.length > 0);
    assert.ok(errors[0].trim().startsWith(`× Module not found: Can't resolve '/images/hero.png' in '${path.join(dir, 'src')}'\n`), errors[0]);
    const filtered = await buildProject(makeProject(files, 'css-loader-filter'), { tools: { cssLoader: { url: { filter: (url: string) => !url.startsWith('/') } } } });
    assert.deepEqual(filtered.errors, []);
  });

  test('Object form and Function form samples: the skipped url() and @import stay in the emitted CSS with their paths unchanged, the kept @import after the styles of the resolved one', () => {
    assert.deepEqual(errors, []);
    assert.equal(emitted, '.base {\n  color: green;\n}\n\n@import "./legacy-theme.css";\n\n.app {\n  background: url("/images/hero.png");\n}\n\n');
  });

  test('Chromium ignores an @import that follows another rule, and applies one that comes first', async () => {
    const browser = await launchChromium();
    try {
      const tab = await browser.newPage();
      const imported = (css: string) =>
        tab.evaluate((text) => {
          const style = document.createElement('style');
          style.textContent = text;
          document.head.replaceChildren(style);
          return [...style.sheet!.cssRules].map((rule) => rule.constructor.name);
        }, css);
      const theme = '@import url("data:text/css,.legacy%7Bcolor:blue%7D");';
      assert.deepEqual(await imported(`.base { color: green; }\n${theme}`), ['CSSStyleRule']);
      assert.deepEqual(await imported(`${theme}\n.base { color: green; }`), ['CSSImportRule', 'CSSStyleRule']);
    } finally {
      await browser.close();
    }
  });

  test('Default options: modules from output.cssModules plus localIdentName ([path][name]__[local]-[hash:base64:6] in development, [local]-[hash:base64:6] in production), sourceMap false', async () => {
    const modules = { auto: true, namedExport: false, exportGlobals: false, exportLocalsConvention: 'camelCase' };
    const dev = await cssLoaderOptions({ mode: 'development' });
    assert.deepEqual(dev.web.css, { modules: { ...modules, localIdentName: '[path][name]__[local]-[hash:base64:6]' }, sourceMap: false, importLoaders: 1 });
    const prod = await cssLoaderOptions({ mode: 'production', output: { sourceMap: { css: true } } });
    assert.deepEqual(prod.web.css, { modules: { ...modules, localIdentName: '[local]-[hash:base64:6]' }, sourceMap: true, importLoaders: 1 });
  });

  test('an object is deep-merged; importLoaders is overwritten; css-inline gets modules false and exportType string; a node environment gets exportOnlyLocals; an environment function runs after the top-level object, an environment object is deep-merged with it', async () => {
    const options = await cssLoaderOptions({
      mode: 'development',
      tools: { cssLoader: { importLoaders: 5, modules: { exportLocalsConvention: 'asIs' } } },
      environments: {
        web: { tools: { cssLoader: (options: Record<string, any>) => void (options.url = options.modules.exportLocalsConvention === 'asIs' ? false : true) } },
        node: { output: { target: 'node' } },
        objects: { tools: { cssLoader: { import: false } } },
      },
    });
    const modules = { auto: true, namedExport: false, exportGlobals: false, exportLocalsConvention: 'asIs', localIdentName: '[path][name]__[local]-[hash:base64:6]' };
    assert.deepEqual(options.web.css, { modules, sourceMap: false, importLoaders: 1, url: false });
    assert.deepEqual(options.web.inline, { modules: false, sourceMap: false, importLoaders: 1, url: false, exportType: 'string' });
    assert.deepEqual(options.node.css, { modules: { ...modules, exportOnlyLocals: true }, sourceMap: false, importLoaders: 0 });
    assert.deepEqual(options.objects.css, { modules, sourceMap: false, importLoaders: 1, import: false }, 'a top-level object and an environment object are deep-merged');
  });

  test('the options reach the Sass, Less and Stylus rules of the preprocessor plugins', async () => {
    const { createRsbuild } = await rsbuildCore();
    const [{ pluginSass }, { pluginLess }, { pluginStylus }] = await Promise.all(['@rsbuild/plugin-sass', '@rsbuild/plugin-less', '@rsbuild/plugin-stylus'].map((name) => plugin(name)));
    const [config] = await withNodeEnv(process.env.NODE_ENV, async () => {
      const rsbuild = await createRsbuild({
        cwd: makeProject(files, 'css-loader-preprocessors'),
        rsbuildConfig: { mode: 'development', plugins: [pluginSass(), pluginLess(), pluginStylus()], tools: { cssLoader: { url: false } } },
      });
      return rsbuild.initConfigs();
    });
    const urlOption = (extension: string) =>
      ((config.module?.rules ?? []) as Rule[])
        .filter((rule) => rule.test instanceof RegExp && rule.test.test(`a.${extension}`) && !(rule.resourceQuery instanceof RegExp))
        .map((rule) => rule.use?.find((use) => use.loader.includes('css-loader'))?.options?.url);
    assert.deepEqual([urlOption('scss'), urlOption('less'), urlOption('styl')], [[false], [false], [false]]);
    // importLoaders counts every loader after css-loader: Lightning CSS, the preprocessor, and Sass's resolve-url-loader.
    const after = (extension: string) =>
      ((config.module?.rules ?? []) as Rule[])
        .filter((rule) => rule.test instanceof RegExp && rule.test.test(`a.${extension}`) && !(rule.resourceQuery instanceof RegExp) && rule.use?.length)
        .map((rule) => {
          const index = rule.use!.findIndex((use) => use.loader.includes('css-loader'));
          return [rule.use![index].options?.importLoaders, rule.use!.slice(index + 1).map((use) => use.loader.replace(/^builtin:/, '').replace(/^.*\/(?:compiled|node_modules)\/([^/]+)\/.*$/, '$1'))];
        });
    assert.deepEqual(after('scss'), [[3, ['lightningcss-loader', 'resolve-url-loader', 'sass-loader']]]);
    assert.deepEqual(after('less'), [[2, ['lightningcss-loader', 'less-loader']]]);
    // ?raw imports: one rule per style language, with no loader at all (so no css-loader), giving the text as written.
    const raw = ((config.module?.rules ?? []) as (Rule & { type?: string })[])
      .filter((rule) => rule.resourceQuery instanceof RegExp && rule.resourceQuery.test('?raw'))
      .map((rule) => [String(rule.test), rule.type, rule.use]);
    assert.deepEqual(raw, [
      ['/\\.css$/', 'asset/source', undefined],
      ['/\\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/', 'asset/source', undefined],
      ['/\\.s(?:a|c)ss$/', 'asset/source', undefined],
      ['/\\.less$/', 'asset/source', undefined],
      ['/\\.styl(us)?$/', 'asset/source', undefined],
    ]);
    assert.ok(pageText('config/tools/css-loader', 'en').includes("The exception is a `?raw` import, such as `import text from './a.css?raw'`: its rule has no loader at all and gives your code the file's text as written, so `tools.cssLoader` does not reach it."));
    assert.ok(pageText('config/tools/css-loader', 'zh').includes("`?raw` 导入是例外，例如 `import text from './a.css?raw'`：它的规则不含任何 loader，代码拿到的是文件的原始文本，`tools.cssLoader` 对它不起作用。"));
  });

  test("exportType 'string': no .css file is emitted and the import is the CSS text", async () => {
    const dir = makeProject({ 'src/index.js': "import text from './a.css';\nwindow.cssText = text;\n", 'src/a.css': '.a { color: red; }\n' }, 'css-loader-string');
    const { errors, dist } = await buildProject(dir, { mode: 'production', output: { minify: false, filenameHash: false }, tools: { cssLoader: { exportType: 'string' } } });
    assert.deepEqual(errors, []);
    assert.ok(!listFiles(dist).some((file) => file.endsWith('.css')), listFiles(dist).join(', '));
    assert.ok(readFileSync(path.join(dist, 'static/js/index.js'), 'utf8').includes('.push([module.id, `.a {\n  color: red;\n}\n`, ""]);'));
  });

  test('importLoaders counts the loaders listed after css-loader, which run before it: PostCSS sees the raw stylesheet and the @imported one', async () => {
    const seen: string[] = [];
    const spy = { postcssPlugin: 'spy', Once: (root: any) => void seen.push(`${path.basename(root.source.input.file)}: ${JSON.stringify(root.source.input.css)}`) };
    const dir = makeProject({ 'src/index.js': "import './b.css';\n", 'src/b.css': "@import './c.css';\n.b { color: blue; }\n", 'src/c.css': '.c { color: red; }\n' }, 'css-loader-import-loaders');
    const rsbuildConfig = { mode: 'production' as const, output: { minify: false, filenameHash: false }, tools: { postcss: (_: unknown, { addPlugins }: { addPlugins: (plugins: unknown) => void }) => addPlugins(spy) } };
    const { createRsbuild } = await rsbuildCore();
    const [config] = await withNodeEnv(process.env.NODE_ENV, async () => (await createRsbuild({ cwd: dir, rsbuildConfig })).initConfigs());
    const cssRule = ((config.module?.rules ?? []) as Rule[]).find((rule) => String(rule.test) === String(/\.css$/) && !(rule.resourceQuery instanceof RegExp) && rule.use?.length)!;
    const names = cssRule.use!.map((use) => use.loader.replace(/^.*\/(@rspack\/core|compiled)\//, '').replace(/\/index\.js$/, ''));
    assert.deepEqual(names, ['dist/cssExtractLoader.js', 'css-loader', 'builtin:lightningcss-loader', 'postcss-loader']);
    assert.equal(cssRule.use![1].options?.importLoaders, 2);
    const { errors, dist } = await buildProject(dir, rsbuildConfig);
    assert.deepEqual(errors, []);
    assert.deepEqual(seen.sort(), ['b.css: "@import \'./c.css\';\\n.b { color: blue; }\\n"', 'c.css: ".c { color: red; }\\n"']);
    assert.equal(readFileSync(path.join(dist, 'static/css/index.css'), 'utf8'), '.c {\n  color: red;\n}\n\n.b {\n  color: #00f;\n}\n\n');
  });

  test("exportType 'string': a CSS Modules file fails unless output.cssModules.namedExport is true, which makes the default import the CSS text", async () => {
    const files = { 'src/index.js': "import text, * as all from './b.module.css';\nwindow.result = [text, all.b];\n", 'src/b.module.css': '.b { color: blue; }\n' };
    const failed = await buildProject(makeProject(files, 'css-loader-string-modules'), { mode: 'production', tools: { cssLoader: { exportType: 'string' } } });
    assert.equal(failed.errors.length, 1);
    assert.ok(failed.errors[0].includes("Error: The 'exportType' option with the 'css-style-sheet' or 'string' value requires the 'modules.namedExport' option to be enabled"), failed.errors[0]);
    const named = await buildProject(makeProject(files, 'css-loader-string-named'), {
      mode: 'production',
      output: { minify: false, filenameHash: false, cssModules: { namedExport: true } },
      tools: { cssLoader: { exportType: 'string' } },
    });
    assert.deepEqual(named.errors, []);
    const window: Record<string, any> = {};
    vm.runInNewContext(readFileSync(path.join(named.dist, 'static/js/index.js'), 'utf8'), { window });
    assert.deepEqual(Array.from(window.result), ['.b-OKa7oA {\n  color: #00f;\n}\n', 'b-OKa7oA']);
  });

  test("exportType 'string' with injectStyles: true builds, but the import is undefined and style-loader adds a <style>undefined</style> per character", async () => {
    const dir = makeProject({ 'src/index.js': "import text from './a.css';\nwindow.cssText = text;\n", 'src/a.css': '.a { color: red; }\n' }, 'css-loader-string-inject');
    const { errors, dist } = await buildProject(dir, { mode: 'production', output: { minify: false, filenameHash: false, injectStyles: true }, tools: { cssLoader: { exportType: 'string' } } });
    assert.deepEqual(errors, []);
    const code = readFileSync(path.join(dist, 'static/js/index.js'), 'utf8');
    assert.ok(code.includes("Couldn't find a style target"), 'style-loader runtime is in the bundle');
    // A DOM just big enough for style-loader: <style> elements and text nodes appended to <head>.
    type Node = { tag?: string; text?: string; children: Node[]; parentNode?: Node | null; firstChild?: Node | null };
    const head: Node = { tag: 'head', children: [] };
    const append = (parent: Node) => (child: Node) => (parent.children.push(child), (child.parentNode = parent), child);
    const element = (tag: string): Node & Record<string, unknown> => {
      const node: Node & Record<string, unknown> = { tag, children: [], firstChild: null, setAttribute() {} };
      node.appendChild = append(node);
      return node;
    };
    Object.assign(head, { appendChild: append(head) });
    const document = { createElement: element, createTextNode: (text: string) => ({ text, children: [] }), querySelector: (selector: string) => (selector === 'head' ? head : null) };
    const window: Record<string, any> = {};
    vm.runInNewContext(code, { window, document });
    assert.equal(window.cssText, undefined);
    const styles = head.children.map((style) => `<${style.tag}>${style.children.map((child) => child.text).join('')}</${style.tag}>`);
    assert.equal(styles.length, '.a {\n  color: red;\n}\n'.length);
    assert.deepEqual(new Set(styles), new Set(['<style>undefined</style>']));
  });

  test('page text: importLoaders loaders run before css-loader; exportType string needs namedExport for CSS Modules and does not work with injectStyles', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('so these run **before** css-loader: they get the raw stylesheet, css-loader gets their output'));
    assert.doesNotMatch(en, /loaders that run after css-loader/);
    assert.ok(zh.includes('所以这些 loader 在 css-loader **之前**运行：它们处理的是原始样式表，css-loader 拿到的是它们的输出'));
    assert.doesNotMatch(zh, /在 css-loader 之后执行的 loader/);
    assert.ok(en.includes("unless you set [output.cssModules.namedExport](/config/output/css-modules) to `true`"));
    assert.ok(zh.includes('除非把 [output.cssModules.namedExport](/config/output/css-modules) 设为 `true`'));
    assert.ok(en.includes("`'string'` does not work with `output.injectStyles: true`"));
    assert.ok(en.includes('the import is `undefined` and the page gets one `<style>undefined</style>` per character of the CSS'));
    assert.ok(zh.includes("`'string'` 不能与 `output.injectStyles: true` 一起使用"));
    assert.ok(zh.includes('导入得到的是 `undefined`，页面上会按 CSS 文本的每个字符各插入一个 `<style>undefined</style>`'));
  });

  test("rsbuild inspect names the loader config.module.rule('css').use('css'); css-loader is version 7", async () => {
    const { createRsbuild } = await rsbuildCore();
    const { bundlerConfigs } = await withNodeEnv(process.env.NODE_ENV, async () =>
      (await createRsbuild({ cwd: makeProject(files, 'css-loader-inspect'), rsbuildConfig: { mode: 'development' } })).inspectConfig({ writeToDisk: false }),
    );
    assert.ok(bundlerConfigs[0].includes("/* config.module.rule('css').use('css') */"));
    const cssLoader = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/css-loader/package.json'), 'utf8'));
    assert.match(cssLoader.version, /^7\./);
  });

  test('page text: the Function form says where a skipped @import ends up', () => {
    assert.ok(pageText(page, 'en').includes('A rule the filter skips stays in the emitted CSS file with its path unchanged'));
    assert.ok(pageText(page, 'en').includes('browsers ignore an `@import` that follows other rules'));
    assert.ok(pageText(page, 'zh').includes('`filter` 返回 `false` 的 `@import` 规则不会被解析，而是连同原来的路径一起留在输出的 CSS 文件中'));
    assert.ok(pageText(page, 'zh').includes('浏览器会忽略出现在其他规则之后的 `@import`'));
  });
});
