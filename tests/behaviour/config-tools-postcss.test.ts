// docs/{en,zh}/config/tools/postcss: where @rsbuild/core 1.7.6 finds a PostCSS config file, how
// addPlugins orders plugins, what the object form and a per-file postcssOptions function do, and
// that factories flagged `postcss: true` are called. One build, one environment per form; every
// plugin appends a rule `.<its name> { --<its name>: 1 }`, so the order of the rules in the CSS output is
// the order in which the plugins ran.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText, plugin, rsbuildCore } from './harness';

/** A PostCSS plugin that appends `.<name> { --<name>: 1 }` to each stylesheet it sees. */
const marker = (name: string) => ({
  postcssPlugin: `marker-${name}`,
  Once(root: { append: (css: string) => void }) {
    root.append(`.${name} { --${name}: 1 }`);
  },
});

const markerSource = `(name) => ({ postcssPlugin: 'marker-' + name, Once(root) { root.append('.' + name + ' { --' + name + ': 1 }'); } })`;

/** The marker rules of a stylesheet, in order. */
const markers = (css: string) => [...css.matchAll(/\.([a-z-]+) \{\s*--\1: 1;?\s*\}/g)].map((match) => match[1]);

describe('tools.postcss', () => {
  // The config file sits in the parent folder of the project root: the project is `app/`.
  const dir = makeProject(
    {
      'postcss.config.cjs': `const marker = ${markerSource};\nmodule.exports = { plugins: [marker('from-file')] };\n`,
      'app/src/index.js': "import './a.css';\nimport './mobile/b.css';\n",
      'app/src/a.css': '.a { color: red; }\n',
      'app/src/mobile/b.css': '.b { color: blue; }\n',
    },
    'postcss',
  );
  const root = path.join(dir, 'app');
  const css: Record<string, { a: string; b: string }> = {};
  const seen: Record<string, any> = {};
  const flagged = Object.assign(() => marker('flagged'), { postcss: true as const });

  before(async () => {
    const env = (name: string, postcss: any) => ({ output: { distPath: { root: `dist/${name}` } }, tools: { postcss } });
    const { errors } = await buildProject(root, {
      mode: 'development',
      output: { filenameHash: false, sourceMap: false, cssModules: { auto: false } },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      environments: {
        addPlugins: env('addPlugins', (options: any, { addPlugins }: any) => {
          seen.addPlugins = structuredClone({ ...options, postcssOptions: { ...options.postcssOptions, plugins: options.postcssOptions.plugins.length } });
          addPlugins(marker('post-one'));
          addPlugins(marker('pre'), { order: 'pre' });
          addPlugins([marker('post-two'), marker('post-three')]);
        }),
        object: env('object', { postcssOptions: { plugins: [marker('from-object')] } }),
        perFile: env('perFile', {
          postcssOptions: (loaderContext: { resourcePath: string }) => ({
            plugins: loaderContext.resourcePath.includes('/mobile/') ? [marker('mobile-only')] : [],
          }),
        }),
        perFileAdd: env('perFileAdd', [
          { postcssOptions: () => ({ plugins: [marker('per-file')] }) },
          (_options: any, { addPlugins }: any) => addPlugins(marker('added')),
        ]),
        flagged: env('flagged', { postcssOptions: { plugins: [flagged] } }),
        replaced: env('replaced', () => ({ postcssOptions: { plugins: [marker('returned')] } })),
      },
    });
    assert.deepEqual(errors, []);
    for (const name of Object.keys(seen).concat(['object', 'perFile', 'perFileAdd', 'flagged', 'replaced', 'addPlugins'])) {
      const text = outputFile(path.join(root, 'dist', name), /^static\/css\/index\.css$/);
      const [a, b] = text.split('.b {');
      css[name] = { a, b };
    }
  });

  test("the file's options.cwd is the process's working folder, not the project root, and options.env is NODE_ENV (production here, in a development-mode build)", () => {
    assert.equal(seen.addPlugins.postcssOptions.options.cwd, process.cwd());
    assert.notEqual(seen.addPlugins.postcssOptions.options.cwd, root);
    assert.equal(seen.addPlugins.postcssOptions.options.env, 'production');
  });

  test('a postcss.config.cjs in a parent folder of the project root is found and its plugins run', () => {
    assert.equal(seen.addPlugins.postcssOptions.file, path.join(dir, 'postcss.config.cjs'));
    assert.equal(seen.addPlugins.postcssOptions.plugins, 1);
    assert.deepEqual(markers(css.perFile.a), ['from-file']);
  });

  test('with a config file the options received are implementation, postcssOptions { file, options, plugins } and sourceMap: false', () => {
    assert.deepEqual(Object.keys(seen.addPlugins), ['implementation', 'postcssOptions', 'sourceMap']);
    assert.match(seen.addPlugins.implementation, /\/@rsbuild\/core\/compiled\/postcss\/index\.js$/);
    assert.deepEqual(Object.keys(seen.addPlugins.postcssOptions), ['file', 'options', 'plugins']);
    assert.equal(seen.addPlugins.sourceMap, false);
  });

  test("addPlugins runs after the file's plugins; order: 'pre' goes first among the added ones, the rest keep call order", () => {
    assert.deepEqual(markers(css.addPlugins.a), ['from-file', 'pre', 'post-one', 'post-two', 'post-three']);
  });

  test('the object form replaces the config file: only its own plugin runs', () => {
    assert.deepEqual(markers(css.object.a), ['from-object']);
    assert.deepEqual(markers(css.object.b), ['from-object']);
  });

  test("a postcssOptions function runs per file after the file's plugins, and addPlugins come after it", () => {
    assert.deepEqual(markers(css.perFile.a), ['from-file']);
    assert.deepEqual(markers(css.perFile.b), ['from-file', 'mobile-only']);
    assert.deepEqual(markers(css.perFileAdd.b), ['from-file', 'per-file', 'added']);
  });

  test('a factory with postcss: true is listed without calling it and Rsbuild calls it', () => {
    assert.deepEqual(markers(css.flagged.a), ['flagged']);
  });

  test('a function that returns an object replaces the options: the file plugins no longer run', () => {
    assert.deepEqual(markers(css.replaced.a), ['returned']);
  });

  test('the search stops at the home folder: with HOME set to the project root the parent config is not found, and without plugins no postcss-loader is added', async () => {
    const { createRsbuild } = await rsbuildCore();
    const home = process.env.HOME;
    let received: any;
    let rules: string;
    process.env.HOME = root;
    try {
      const rsbuild = await createRsbuild({
        cwd: root,
        rsbuildConfig: { logLevel: 'silent', tools: { postcss: (options) => void (received = structuredClone(options)) } },
      });
      const [config] = await rsbuild.initConfigs();
      rules = JSON.stringify(config.module?.rules);
    } finally {
      process.env.HOME = home;
    }
    assert.deepEqual(received.postcssOptions, { plugins: [] });
    assert.ok(rules.includes('builtin:lightningcss-loader'));
    assert.ok(!rules.includes('postcss-loader'));
  });

  test('postcss-loader sits after css-loader and Lightning CSS and before the Sass, Less and Stylus loaders in every style rule; in a node environment only the ?inline rules have it, and the function runs for it', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const { pluginLess } = await plugin('@rsbuild/plugin-less');
    const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
    let calls = 0;
    const rsbuild = await createRsbuild({
      cwd: root,
      rsbuildConfig: {
        logLevel: 'silent',
        plugins: [pluginSass(), pluginLess(), pluginStylus()],
        // A node environment writes no CSS files: its plain imports skip PostCSS, but the function runs for it too.
        tools: { postcss: (_options, { addPlugins }) => void (calls++, addPlugins(marker('x') as never)) },
        environments: { web: {}, node: { output: { target: 'node' } } },
      },
    });
    const [config, node] = await rsbuild.initConfigs();
    const chainsOf = (bundlerConfig: typeof config) =>
      (bundlerConfig.module?.rules ?? []).flatMap((rule: any) =>
        (rule.use ?? []).some((use: any) => String(use.loader).includes('css-loader'))
          ? [rule.use.map((use: any) => String(use.loader).replace(/^.*\/(?:compiled|node_modules)\/([^/]+)\/.*$/, '$1'))]
          : [],
      );
    const chains = chainsOf(config);
    const tail = (chain: string[]) => chain.slice(chain.indexOf('css-loader')).join(' > ');
    assert.equal(calls, 2);
    // Each pair: the plain import, then the ?inline import.
    assert.deepEqual(chainsOf(node).map(tail), [
      'css-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader',
      'css-loader > resolve-url-loader > sass-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > resolve-url-loader > sass-loader',
      'css-loader > less-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > less-loader',
      'css-loader > stylus-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > stylus-loader',
    ]);
    assert.deepEqual(chains.map(tail), [
      'css-loader > builtin:lightningcss-loader > postcss-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > resolve-url-loader > sass-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > resolve-url-loader > sass-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > less-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > less-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > stylus-loader',
      'css-loader > builtin:lightningcss-loader > postcss-loader > stylus-loader',
    ]);
    // The ?raw rules of the same languages have no loader at all, so no postcss-loader.
    const raw = (config.module?.rules ?? []).flatMap((rule: any) =>
      rule.resourceQuery instanceof RegExp && rule.resourceQuery.test('?raw') && !String(rule.test).includes('js|') ? [[String(rule.test), rule.type, rule.use]] : [],
    );
    assert.deepEqual(raw, [
      ['/\\.css$/', 'asset/source', undefined],
      ['/\\.s(?:a|c)ss$/', 'asset/source', undefined],
      ['/\\.less$/', 'asset/source', undefined],
      ['/\\.styl(us)?$/', 'asset/source', undefined],
    ]);
    assert.ok(pageText('config/tools/postcss', 'en').includes("A `?raw` import, such as `import text from './a.css?raw'`, is the exception: its rule has no loader, so your plugins do not run on it and your code gets the file as written."));
    assert.ok(pageText('config/tools/postcss', 'zh').includes("`?raw` 导入是例外，例如 `import text from './a.css?raw'`：它的规则不含任何 loader，你的插件不会处理它，代码拿到的是文件的原始内容。"));
  });

  test('the pages say that environments without CSS files run PostCSS on ?inline imports only', () => {
    assert.ok(pageText('config/tools/postcss', 'en').includes('a plain stylesheet import only gives your code the CSS Modules class names and does not run PostCSS. Only `?inline` imports go through your plugins there.'));
    assert.ok(pageText('config/tools/postcss', 'zh').includes('普通的样式导入只会把 CSS Modules 的类名交给代码，不会运行 PostCSS，只有 `?inline` 导入会经过你的插件。'));
  });

  test('the page says the search goes up through the parent folders', () => {
    assert.ok(pageText('config/tools/postcss', 'en').includes('then in each parent folder up to your home folder'));
    assert.ok(pageText('config/tools/postcss', 'zh').includes('再逐级向上查找父目录'));
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(!pageText('config/tools/postcss', lang).includes("cwd: '<project>'"), lang);
      assert.ok(pageText('config/tools/postcss', lang).includes("cwd: '<cwd>'"), lang);
    }
  });
});
