// docs/{en,zh}/config/tools/style-loader.mdx: when Rsbuild adds style-loader (injectStyles, the
// targets that emit CSS), the options it starts from, the object, function, array and environment
// forms, Sass going through the same options, and what the samples and the pitfalls do in Chromium;
// insert and styleTagTransform as absolute paths, and the ?inline and ?raw rules without style-loader.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, buildWithConfigFile, builtScripts, listFiles, makeProject, pageSamples, pageText, plugin, routeBuiltDist, rsbuildCore, rsbuildV1Dir, waitFor, launchChromium } from './harness';

const page = 'config/tools/style-loader';
const files = {
  'src/index.js': "import './a.css';\nimport './b.css';\nconst box = document.createElement('div');\nbox.className = 'box';\nbox.textContent = 'box';\ndocument.getElementById('root').append(box);\n",
  'src/a.css': '.box { color: rgb(255, 0, 0); }\n',
  'src/b.css': '.box { color: rgb(0, 0, 255); }\n',
};

/** Every style-loader use in the generated Rspack config: the rule's test and the options. */
async function styleLoaderUses(config: RsbuildConfig, dir = makeProject(files, 'style-loader-inspect')) {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...config } });
  const [bundlerConfig] = await rsbuild.initConfigs();
  const found: { test: string; options: unknown }[] = [];
  const walk = (rules: any[] = []) => {
    for (const rule of rules) {
      if (!rule || typeof rule !== 'object') continue;
      for (const use of Array.isArray(rule.use) ? rule.use : []) {
        if (typeof use === 'object' && /style-loader/.test(String(use.loader))) found.push({ test: String(rule.test), options: use.options });
      }
      walk(rule.oneOf);
      walk(rule.rules);
    }
  };
  walk(bundlerConfig.module?.rules as any[]);
  return found;
}

type Browser = Awaited<ReturnType<typeof launchChromium>>;
let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
});

/** Opens a built dist in Chromium; gives the <style> elements of <head> (attributes, position) and the box's colour. */
async function openStyles(dist: string, { lazy = false } = {}) {
  const tab = await browser.newPage();
  try {
    await routeBuiltDist(tab, dist);
    await tab.goto('http://built.test/');
    await waitFor('the box rendered', async () => (await tab.locator('#root .box').count()) > 0);
    if (!lazy) await waitFor('a style element', async () => (await tab.locator('head style').count()) > 0);
    return await tab.evaluate(() => ({
      // Which stylesheet a <style> holds: a.css (red) or b.css (blue), however Lightning CSS printed it.
      styles: [...document.head.querySelectorAll('style')].map((style) => ({ index: [...document.head.children].indexOf(style), widget: style.getAttribute('data-widget'), css: style.textContent?.includes('red') ? 'a.css' : 'b.css' })),
      headSize: document.head.children.length,
      links: [...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href')),
      color: getComputedStyle(document.querySelector('#root .box')!).color,
    }));
  } finally {
    await tab.close();
  }
}

describe('when Rsbuild uses style-loader', () => {
  test('only with injectStyles true: the default build extracts CSS and has no style-loader', async () => {
    assert.deepEqual(await styleLoaderUses({ tools: { styleLoader: { attributes: { a: 'b' } } } }), []);
    // With nothing set, the empty options are left out of the Rspack config: style-loader's own defaults.
    assert.deepEqual(await styleLoaderUses({ output: { injectStyles: true } }), [{ test: '/\\.css$/', options: undefined }]);
  });
  test('target node emits no CSS, so no style-loader even with injectStyles; emitCss true brings it back', async () => {
    assert.deepEqual(await styleLoaderUses({ output: { target: 'node', injectStyles: true } }), []);
    assert.deepEqual(await styleLoaderUses({ output: { target: 'node', injectStyles: true, emitCss: true } }), [{ test: '/\\.css$/', options: undefined }]);
  });
  test('the style-loader bundled with @rsbuild/core 1.7.6 is version 3 (3.3.4)', () => {
    const manifest = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/style-loader/package.json'), 'utf8'));
    assert.equal(manifest.version, '3.3.4');
  });
});

describe('Default options', () => {
  test('a function receives an empty object', async () => {
    const received: unknown[] = [];
    await styleLoaderUses({ output: { injectStyles: true }, tools: { styleLoader: (options) => void received.push({ ...options }) } });
    assert.deepEqual(received, [{}]);
  });
  test("style-loader's defaults: one <style> per stylesheet, appended to the end of <head>, no extra attributes", async () => {
    const { dist } = await buildProject(makeProject(files, 'style-loader-default'), { output: { injectStyles: true } });
    assert.equal(listFiles(dist).filter((file) => file.endsWith('.css')).length, 0);
    const { styles, headSize, color } = await openStyles(dist);
    assert.deepEqual(styles.map(({ widget, css }) => ({ widget, css })), [
      { widget: null, css: 'a.css' },
      { widget: null, css: 'b.css' },
    ]);
    assert.deepEqual(styles.map(({ index }) => index), [headSize - 2, headSize - 1]);
    assert.equal(color, 'rgb(0, 0, 255)');
  });
});

describe('Object form', () => {
  test('the sample: every injected <style> carries data-widget="checkout"', async () => {
    const [sample] = pageSamples(page, 'en');
    assert.ok(sample.includes("attributes: { 'data-widget': 'checkout' }"));
    const { dist } = await buildProject(makeProject(files, 'style-loader-object'), { output: { injectStyles: true }, tools: { styleLoader: { attributes: { 'data-widget': 'checkout' } } } });
    const { styles } = await openStyles(dist);
    assert.deepEqual(styles.map(({ widget }) => widget), ['checkout', 'checkout']);
  });
  test('Sass, Less and Stylus files go through the same style-loader options', async () => {
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    const uses = await styleLoaderUses({ plugins: [pluginSass(), pluginLess(), pluginStylus()], output: { injectStyles: true }, tools: { styleLoader: { attributes: { 'data-widget': 'checkout' } } } });
    assert.deepEqual(uses.map(({ test }) => test).sort(), ['/\\.css$/', '/\\.less$/', '/\\.s(?:a|c)ss$/', '/\\.styl(us)?$/']);
    for (const use of uses) assert.deepEqual(use.options, { attributes: { 'data-widget': 'checkout' } }, use.test);
  });
});

describe('Function form', () => {
  test('an array applies left to right, a function may change the options or return new ones; a top-level function runs before an environment one', async () => {
    const mark = (name: string) => (options: { attributes?: Record<string, string> }) => {
      options.attributes = { order: `${options.attributes?.order ?? ''}${name}` };
    };
    assert.deepEqual(await styleLoaderUses({ output: { injectStyles: true }, tools: { styleLoader: [{ attributes: { order: 'object,' } }, mark('first,'), mark('second'), (options) => ({ ...options, esModule: false })] } }), [
      { test: '/\\.css$/', options: { attributes: { order: 'object,first,second' }, esModule: false } },
    ]);
    assert.deepEqual(await styleLoaderUses({ output: { injectStyles: true }, tools: { styleLoader: mark('top,') }, environments: { web: { tools: { styleLoader: mark('environment') } } } }), [
      { test: '/\\.css$/', options: { attributes: { order: 'top,environment' } } },
    ]);
  });
  test('the sample, built from rsbuild.config.ts as the CLI loads it: styles go first in <head>, so the stylesheet imported first wins', async () => {
    const samples = pageSamples(page, 'en');
    assert.equal(samples.length, 2);
    const dir = makeProject({ ...files, 'rsbuild.config.ts': samples[1] }, 'style-loader-function');
    // Was a `rsbuild build` process; buildWithConfigFile reads the file with loadConfig, as the CLI does.
    const { dist, errors } = await buildWithConfigFile(dir);
    assert.deepEqual(errors, []);
    const { styles, color } = await openStyles(dist);
    // The element inserted last (b.css) is first in <head>.
    assert.deepEqual(styles.map(({ index, css }) => ({ index, css })), [
      { index: 0, css: 'b.css' },
      { index: 1, css: 'a.css' },
    ]);
    assert.equal(color, 'rgb(255, 0, 0)');
  });
});

describe('Pitfalls', () => {
  test('the insert function is copied into the bundle as its source text, not compiled for the targets', async () => {
    const dir = makeProject(files, 'style-loader-insert-text');
    // IE 11 has no arrow functions or optional chaining; the js rule would lower both in a source file.
    await buildProject(dir, { output: { injectStyles: true, minify: false, overrideBrowserslist: ['ie 11'] }, tools: { styleLoader: { insert: function insertAtTop(element: HTMLElement) { [document.head].forEach((head) => head?.prepend(element)); } } } });
    // tsx compiled this test file; what the bundle holds is that function's toString(), unchanged by the build.
    assert.ok(builtScripts(dir).includes('options.insert = function insertAtTop(element){[document.head].forEach(head=>head?.prepend(element))};'), builtScripts(dir).match(/options\.insert = [^;]*;/)?.[0]);
  });
  test('lazyStyleTag: a plain import (b.css) adds no <style>; an imported module (a.css) adds it when use() is called', async () => {
    const lazyFiles = { ...files, 'src/index.js': files['src/index.js'].replace("import './a.css';\n", "import a from './a.css';\na.use();\n") };
    const { dist } = await buildProject(makeProject(lazyFiles, 'style-loader-lazy'), { output: { injectStyles: true }, tools: { styleLoader: { injectType: 'lazyStyleTag' } } });
    const { styles, color } = await openStyles(dist);
    assert.deepEqual(styles.map(({ css }) => css), ['a.css']);
    assert.equal(color, 'rgb(255, 0, 0)');
  });
  test('linkTag: builds without a CSS file, and the page gets no styles', async () => {
    const { dist, errors } = await buildProject(makeProject(files, 'style-loader-link'), { output: { injectStyles: true }, tools: { styleLoader: { injectType: 'linkTag' } } });
    assert.deepEqual(errors, []);
    assert.equal(listFiles(dist).filter((file) => file.endsWith('.css')).length, 0);
    const { styles, links, color } = await openStyles(dist, { lazy: true });
    assert.deepEqual(styles, []);
    assert.equal(links.length, 2);
    assert.equal(color, 'rgb(0, 0, 0)');
  });
});

describe('Options: insert and styleTagTransform as strings', () => {
  const moduleFiles = {
    'src/index.js': "import './a.css';\n",
    'src/a.css': '.box { color: rgb(255, 0, 0); }\n',
    'src/insert.js': "export default function insertMarker(element) { element.setAttribute('data-insert', 'insert-module-marker'); document.head.append(element); }\n",
    'src/transform.js': "export default function transformMarker(css, element) { element.textContent = css + '/* transform-module-marker */'; }\n",
  };
  test('an absolute path is bundled as a module; a relative insert path is a selector and a relative styleTagTransform path is dropped silently; the page says so', async () => {
    // style-loader 3.3.4: path.isAbsolute(options.insert) ? "module-path" : "selector", and for
    // styleTagTransform ? "module-path" : "default".
    const absolute = makeProject(moduleFiles, 'style-loader-absolute-paths');
    const built = await buildProject(absolute, { mode: 'production', output: { injectStyles: true, minify: false }, tools: { styleLoader: { insert: path.join(absolute, 'src/insert.js'), styleTagTransform: path.join(absolute, 'src/transform.js') } } });
    assert.deepEqual(built.errors, []);
    assert.ok(builtScripts(absolute).includes('insert-module-marker'));
    assert.ok(builtScripts(absolute).includes('transform-module-marker'));
    const relative = makeProject(moduleFiles, 'style-loader-relative-paths');
    const quiet = await buildProject(relative, { mode: 'production', output: { injectStyles: true, minify: false }, tools: { styleLoader: { insert: './src/insert.js', styleTagTransform: './src/transform.js' } } });
    assert.deepEqual([quiet.errors, quiet.warnings], [[], []]);
    const scripts = builtScripts(relative);
    assert.ok(!scripts.includes('insert-module-marker') && !scripts.includes('transform-module-marker'));
    assert.ok(scripts.includes('options.insert = insertBySelector_default().bind(null, "./src/insert.js");'), scripts.match(/options\.insert = [^;]*;/)?.[0]);
    assert.ok(scripts.includes('options.styleTagTransform = (styleTagTransform_default());'), scripts.match(/options\.styleTagTransform = [^;]*;/)?.[0]);
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('an absolute path to a module whose exported function inserts the element, or a function that inserts the element itself. Any other string, a relative path included, is used as a selector.'));
    assert.ok(en.includes('a function, or an absolute path to a module that exports one. Any other string is ignored without a warning, and the default code stays.'));
    assert.ok(zh.includes('一个模块的绝对路径（由该模块导出的函数插入元素），或者一个自行插入元素的函数。其他字符串（包括相对路径）都会被当作选择器。'));
    assert.ok(zh.includes('可以是一个函数，也可以是导出该函数的模块的绝对路径。其他字符串会被静默忽略，不会有任何警告，仍使用默认代码。'));
  });
});

describe('Pitfalls: ?inline and ?raw imports', () => {
  test('their rules have no style-loader, so even lazyStyleTag leaves them as CSS strings; the page says so', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject(files, 'style-loader-queries'), rsbuildConfig: { logLevel: 'silent', output: { injectStyles: true }, tools: { styleLoader: { injectType: 'lazyStyleTag' } } } });
    const [bundlerConfig] = await rsbuild.initConfigs();
    const cssRules = (bundlerConfig.module?.rules as any[]).filter((rule) => String(rule?.test) === '/\\.css$/');
    const loaders = (rule: any) => (rule.use ?? []).map((use: any) => String(use.loader).replace(/.*compiled\//, '').replace(/\/index\.js$/, ''));
    assert.deepEqual(
      cssRules.map((rule) => ({ query: JSON.stringify(rule.resourceQuery, (_key, value) => (value instanceof RegExp ? String(value) : value)), type: rule.type, loaders: loaders(rule) })),
      [
        { query: '{"not":["/[?&]raw(?:&|=|$)/","/[?&]inline(?:&|=|$)/"]}', type: 'javascript/auto', loaders: ['style-loader', 'css-loader', 'builtin:lightningcss-loader'] },
        { query: '"/[?&]inline(?:&|=|$)/"', type: 'javascript/auto', loaders: ['css-loader', 'builtin:lightningcss-loader'] },
        { query: '"/[?&]raw(?:&|=|$)/"', type: 'asset/source', loaders: [] },
      ],
    );
    // ?inline: css-loader exports the CSS as a string.
    assert.equal(cssRules[1].use[0].options.exportType, 'string');
    assert.ok(pageText(page, 'en').includes('Rsbuild applies the option to every stylesheet imported without a query, so normal `import \'./app.css\'` statements stop having an effect. Imports with `?inline` or `?raw` have their own rules without style-loader, so the option does not apply to them and they keep giving the CSS as a string.'));
    assert.ok(pageText(page, 'zh').includes('Rsbuild 会对所有不带查询参数导入的样式文件应用该选项，因此普通的 `import \'./app.css\'` 语句将不再生效。带 `?inline` 或 `?raw` 的导入有各自的规则，其中没有 style-loader，因此不受该选项影响，仍然以字符串形式返回 CSS。'));
  });
});

test('the two samples type-check against the 1.x types (with the DOM library for the insert function), in both languages', () => {
  assertPageSamplesTypeCheck(ts, page, 2, { moreOptions: () => ({ lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] }) });
});
