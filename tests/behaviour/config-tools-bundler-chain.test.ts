// docs/{en,zh}/config/tools/bundler-chain.mdx: what the chain holds when the function runs in a
// plain web project (production and development), the utils it receives, the order of several
// functions (array, then the environment's), what the Sass and React plugins add, the Lightning CSS
// sample (an error in a plain .css file only) and the environments whose css rule has no Lightning
// CSS loader (the sample's empty entry, the guarded sample built as written), the comment and the
// minimizers `rsbuild inspect` writes, and the plugin samples (the banner, the Markdown rule, the
// HTML title) built as written.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, makeProject, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, runCli, withNodeEnv } from './harness';

/** The chain names of a list of uses, plugins or minimizers, in the chain's order. */
const names = (entries: unknown[]) => entries.map((entry) => (entry as { name: string }).name);

type Seen = { rules: string[]; cssUses: string[]; jsUses: string[]; plugins: string[]; minimizers: string[]; utils: string[]; bundler: string[]; env: string; chainIdExported: boolean };

describe('tools.bundlerChain', () => {
  const dir = makeProject({ 'src/index.js': "import './a.css';\nconsole.log('page');\n", 'src/a.css': '.a { color: red; }\n' }, 'bundler-chain');
  const seen: Record<'production' | 'development', Seen> = {} as never;
  const order: string[] = [];

  before(async () => {
    const core = await rsbuildCore();
    for (const mode of ['production', 'development'] as const) {
      const rsbuild = await core.createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          mode,
          logLevel: 'silent',
          tools: {
            bundlerChain: (chain, utils) => {
              seen[mode] = {
                rules: Object.keys(chain.module.rules.entries()),
                cssUses: names(chain.module.rule('css').uses.values()),
                jsUses: names(chain.module.rule('js').uses.values()),
                plugins: names(chain.plugins.values()),
                minimizers: names(chain.optimization.minimizers.values()),
                utils: Object.keys(utils).sort(),
                bundler: Object.keys(utils.bundler).sort(),
                env: utils.env,
                chainIdExported: 'CHAIN_ID' in core,
              };
            },
          },
        },
      });
      await withNodeEnv(undefined, () => rsbuild.initConfigs());
    }
    const rsbuild = await core.createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        tools: {
          bundlerChain: [
            async () => {
              await new Promise((resolve) => setImmediate(resolve));
              order.push('top-level first');
            },
            () => {
              order.push('top-level second');
            },
          ],
        },
        environments: { web: { tools: { bundlerChain: () => void order.push('environment') } } },
      },
    });
    await withNodeEnv(undefined, () => rsbuild.initConfigs());
  });

  test('a plain web project has the rules, loaders and plugins the page lists', () => {
    for (const mode of ['production', 'development'] as const) {
      assert.deepEqual(seen[mode].rules, ['mjs', 'css', 'css-inline', 'css-raw', 'js', 'js-raw', 'js-data-uri', 'image', 'svg', 'media', 'font', 'json', 'wasm']);
      assert.deepEqual(seen[mode].cssUses, ['mini-css-extract', 'css', 'lightningcss']);
      assert.deepEqual(seen[mode].jsUses, ['swc']);
    }
    assert.deepEqual(seen.production.plugins, ['mini-css-extract', 'RsbuildCorePlugin', 'html-index', 'rsbuild-html-plugin', 'define']);
    assert.deepEqual(seen.development.plugins, ['mini-css-extract', 'RsbuildCorePlugin', 'hmr', 'html-index', 'rsbuild-html-plugin', 'define']);
  });

  test('the minimizers js and css exist in production builds only', () => {
    assert.deepEqual(seen.production.minimizers, ['js', 'css']);
    assert.deepEqual(seen.development.minimizers, []);
  });

  test('the utils argument has the properties of the table; CHAIN_ID is not exported by @rsbuild/core', () => {
    assert.deepEqual(seen.production.utils, ['CHAIN_ID', 'HtmlPlugin', 'bundler', 'env', 'environment', 'environments', 'isDev', 'isProd', 'isServer', 'isWebWorker', 'rspack', 'target']);
    assert.deepEqual(seen.production.bundler, ['BannerPlugin', 'DefinePlugin', 'HotModuleReplacementPlugin', 'IgnorePlugin', 'ProvidePlugin', 'SourceMapDevToolPlugin']);
    assert.equal(seen.production.chainIdExported, false);
    // NODE_ENV is unset while the production config is generated.
    assert.equal(seen.production.env, '');
  });

  test('an array runs in order, each async function awaited, then the function of the environment', () => {
    assert.deepEqual(order, ['top-level first', 'top-level second', 'environment']);
  });

  test('the Lightning CSS sample makes unparsable CSS a build error in plain .css files, not in ?inline imports', async () => {
    const bad = '.a { color: red; }\n@media (min-width: ) { .b { color: blue; } }\n';
    const project = makeProject(
      {
        'src/index.js': "import './plain.css';\nimport inline from './inline.css?inline';\nconsole.log(inline);\n",
        'src/plain.css': bad,
        'src/inline.css': bad,
      },
      'bundler-chain-lightningcss',
    );
    const tap = (mode: 'css' | 'none') =>
      buildProject(project, {
        mode: 'production',
        output: { distPath: { root: `dist-${mode}` } },
        tools: {
          bundlerChain: (chain, { CHAIN_ID }) => {
            if (mode === 'none') return;
            chain.module
              .rule(CHAIN_ID.RULE.CSS)
              .use(CHAIN_ID.USE.LIGHTNINGCSS)
              .tap((options) => ({ ...options, errorRecovery: false }));
          },
        },
      });
    const withSample = await tap('css');
    assert.ok(withSample.errors.length > 0);
    for (const error of withSample.errors) {
      assert.doesNotMatch(error, /inline\.css/);
    }
    assert.match(withSample.errors[0], /Invalid media query at .*src\/plain\.css/);
    assert.deepEqual((await tap('none')).errors, []);
  });

  test('the css rule has no lightningcss loader for node and web-worker targets, output.emitCss false or tools.lightningcssLoader false: the sample as written adds an entry without a loader; the guarded sample skips them', async () => {
    const { createRsbuild } = await rsbuildCore();
    const environments = {
      web: {},
      node: { output: { target: 'node' as const } },
      worker: { output: { target: 'web-worker' as const } },
      noEmitCss: { output: { emitCss: false } },
      noLightningcss: { tools: { lightningcssLoader: false as const } },
      nodeEmitCss: { output: { target: 'node' as const, emitCss: true } },
    };
    const uses: Record<string, string[]> = {};
    const has: Record<string, boolean> = {};
    /** The loaders of the `css` rule (test /\.css$/, the first of the three) of each environment's Rspack config; an entry without a loader shows as '(none)'. */
    const cssLoaders = async (sample: 'as written' | 'guarded') => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          mode: 'production',
          logLevel: 'silent',
          environments,
          tools: {
            bundlerChain: (chain, { CHAIN_ID, environment }) => {
              const rule = chain.module.rule(CHAIN_ID.RULE.CSS);
              if (sample === 'as written') {
                uses[environment.name] = names(rule.uses.values());
                chain.module
                  .rule(CHAIN_ID.RULE.CSS)
                  .use(CHAIN_ID.USE.LIGHTNINGCSS)
                  .tap((options) => ({ ...options, errorRecovery: false }));
                return;
              }
              has[environment.name] = rule.uses.has(CHAIN_ID.USE.LIGHTNINGCSS);
              if (rule.uses.has(CHAIN_ID.USE.LIGHTNINGCSS)) {
                rule.use(CHAIN_ID.USE.LIGHTNINGCSS).tap((options) => ({ ...options, errorRecovery: false }));
              }
            },
          },
        },
      });
      const configs = await withNodeEnv(undefined, () => rsbuild.initConfigs());
      return Object.fromEntries(
        configs.map((config) => {
          const rule = config.module!.rules!.find((entry) => entry && typeof entry === 'object' && String(entry.test) === String(/\.css$/)) as { use: { loader?: string; options?: { errorRecovery?: boolean } }[] };
          return [config.name, rule.use.map((use) => (use.loader ? (use.loader.startsWith('builtin:') ? use.loader : path.basename(path.dirname(use.loader)) + '/' + path.basename(use.loader)) + (use.options?.errorRecovery === false ? ' errorRecovery:false' : '') : '(none)'))];
        }),
      );
    };
    const asWritten = await cssLoaders('as written');
    assert.deepEqual(uses, {
      web: ['mini-css-extract', 'css', 'lightningcss'],
      node: ['ignore-css', 'css'],
      worker: ['ignore-css', 'css'],
      noEmitCss: ['ignore-css', 'css'],
      noLightningcss: ['mini-css-extract', 'css'],
      nodeEmitCss: ['mini-css-extract', 'css', 'lightningcss'],
    });
    // The loader-less entry is what makes Rspack throw TypeError: Cannot read properties of
    // undefined (reading 'startsWith'), shown in its own process by the misspelled-name test below.
    assert.deepEqual(asWritten, {
      web: ['dist/cssExtractLoader.js', 'css-loader/index.js', 'builtin:lightningcss-loader errorRecovery:false'],
      node: ['dist/ignoreCssLoader.mjs', 'css-loader/index.js', '(none)'],
      worker: ['dist/ignoreCssLoader.mjs', 'css-loader/index.js', '(none)'],
      noEmitCss: ['dist/ignoreCssLoader.mjs', 'css-loader/index.js', '(none)'],
      noLightningcss: ['dist/cssExtractLoader.js', 'css-loader/index.js', '(none)'],
      nodeEmitCss: ['dist/cssExtractLoader.js', 'css-loader/index.js', 'builtin:lightningcss-loader errorRecovery:false'],
    });
    assert.deepEqual(await cssLoaders('guarded'), {
      web: ['dist/cssExtractLoader.js', 'css-loader/index.js', 'builtin:lightningcss-loader errorRecovery:false'],
      node: ['dist/ignoreCssLoader.mjs', 'css-loader/index.js'],
      worker: ['dist/ignoreCssLoader.mjs', 'css-loader/index.js'],
      noEmitCss: ['dist/ignoreCssLoader.mjs', 'css-loader/index.js'],
      noLightningcss: ['dist/cssExtractLoader.js', 'css-loader/index.js'],
      nodeEmitCss: ['dist/cssExtractLoader.js', 'css-loader/index.js', 'builtin:lightningcss-loader errorRecovery:false'],
    });
    assert.deepEqual(has, { web: true, node: false, worker: false, noEmitCss: false, noLightningcss: false, nodeEmitCss: true });
  });

  test('the guarded Lightning CSS sample, as written on the page, builds a web and a node environment; unparsable CSS is still an error in the web one', async () => {
    const project = makeProject(
      { 'src/index.js': "import './plain.css';\nconsole.log('page');\n", 'src/plain.css': '.a { color: red; }\n@media (min-width: ) { .b { color: blue; } }\n' },
      'bundler-chain-guarded',
    );
    for (const lang of ['en', 'zh'] as const) {
      // The guarded sample is the page's second one; its function is taken from the page as written.
      const sample = pageSamples('config/tools/bundler-chain', lang)[1];
      assert.ok(sample.includes('if (rule.uses.has(CHAIN_ID.USE.LIGHTNINGCSS)) {'), sample);
      const fn = sample.slice(sample.indexOf('bundlerChain: ') + 'bundlerChain: '.length, sample.lastIndexOf('},\n  },\n});') + 1);
      const bundlerChain = new Function(`return ${fn};`)() as NonNullable<NonNullable<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig['tools']>['bundlerChain']>;
      const { errors } = await buildProject(project, {
        mode: 'production',
        environments: {
          web: { output: { distPath: { root: `dist-${lang}/web` } } },
          node: { output: { target: 'node', distPath: { root: `dist-${lang}/node` } } },
        },
        tools: { bundlerChain },
      });
      // Both messages are the web environment's (Lightning CSS, reported again by the CSS extract loader).
      assert.equal(errors.length, 2, errors.join('\n'));
      assert.match(errors[0], /Invalid media query at .*src\/plain\.css/);
      for (const error of errors) assert.match(error, /Module build failed \(from builtin:lightningcss-loader\)/);
      assert.ok(existsSync(path.join(project, `dist-${lang}/node/index.js`)));
    }
  });

  test('the page warns that the sample needs the lightningcss loader and shows the guard', () => {
    assert.ok(pageText('config/tools/bundler-chain', 'en').includes("It has none when [output.emitCss](/config/output/emit-css) is off, which is the default for an environment whose [output.target](/config/output/target) is `'node'` or `'web-worker'`, or when [tools.lightningcssLoader](/config/tools/lightningcss-loader) is `false`. There `.use(CHAIN_ID.USE.LIGHTNINGCSS)` creates an empty loader entry, and the build stops with `TypeError: Cannot read properties of undefined (reading 'startsWith')`"));
    assert.ok(pageText('config/tools/bundler-chain', 'zh').includes("以下情况下并没有这个 loader：关闭了 [output.emitCss](/config/output/emit-css)（[output.target](/config/output/target) 为 `'node'` 或 `'web-worker'` 的环境默认关闭），或者将 [tools.lightningcssLoader](/config/tools/lightningcss-loader) 设为了 `false`。此时 `.use(CHAIN_ID.USE.LIGHTNINGCSS)` 会新建一个空的 loader 条目，构建随即中止，报错为 `TypeError: Cannot read properties of undefined (reading 'startsWith')`"));
  });

  test("the page's five rsbuild.config.ts samples type-check against the 1.x types, in both languages", () => {
    assertPageSamplesTypeCheck(ts, 'config/tools/bundler-chain', 5);
  });

  test('rsbuild inspect shows the development config by default, without minimizers; with --mode production it shows MINIMIZER.JS and MINIMIZER.CSS', async () => {
    const { createRsbuild } = await rsbuildCore();
    const minimizers: Record<string, string[]> = {};
    // `rsbuild inspect` sets NODE_ENV to development when it is unset; `--mode production` sets the config's mode.
    for (const mode of ['default', 'production'] as const) {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', ...(mode === 'production' ? { mode } : {}), output: { distPath: { root: `dist-inspect-${mode}` } } },
      });
      await withNodeEnv('development', () => rsbuild.inspectConfig({ writeToDisk: true }));
      minimizers[mode] = readText(dir, `dist-inspect-${mode}/.rsbuild/rspack.config.web.mjs`).match(/\/\* config\.optimization\.minimizer\('\w+'\) \*\//g) ?? [];
    }
    assert.deepEqual(minimizers, {
      default: [],
      production: ["/* config.optimization.minimizer('js') */", "/* config.optimization.minimizer('css') */"],
    });
    assert.ok(pageText('config/tools/bundler-chain', 'en').includes('By default it inspects the development config, which has no minimizers; run `npx rsbuild inspect --mode production` to see `MINIMIZER.JS` and `MINIMIZER.CSS` too.'));
    assert.ok(pageText('config/tools/bundler-chain', 'zh').includes('它默认输出开发模式的配置，其中没有压缩器；要同时看到 `MINIMIZER.JS` 和 `MINIMIZER.CSS`，请运行 `npx rsbuild inspect --mode production`。'));
  });

  test('the chain the function sees holds what plugins add: the Sass plugin adds rules with their loaders, the React plugin adds no rule but the react-fast-refresh plugin (development)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSass } = await plugin('@rsbuild/plugin-sass');
    const seenWith: Record<string, { rules: string[]; plugins: string[]; sassUses: string[] }> = {};
    for (const [name, plugins] of [['none', []], ['react', [pluginReact()]], ['sass', [pluginSass()]]] as const) {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          mode: 'development',
          logLevel: 'silent',
          plugins: [...plugins],
          tools: {
            bundlerChain: (chain) => {
              seenWith[name] = {
                rules: Object.keys(chain.module.rules.entries()),
                plugins: names(chain.plugins.values()),
                sassUses: chain.module.rules.has('sass') ? names(chain.module.rule('sass').uses.values()) : [],
              };
            },
          },
        },
      });
      await withNodeEnv(undefined, () => rsbuild.initConfigs());
    }
    assert.deepEqual(seenWith.react.rules, seenWith.none.rules);
    assert.deepEqual(seenWith.react.plugins.filter((name) => !seenWith.none.plugins.includes(name)), ['react-fast-refresh']);
    assert.deepEqual(seenWith.sass.rules.filter((name) => !seenWith.none.rules.includes(name)), ['sass', 'sass-raw', 'sass-inline']);
    assert.ok(seenWith.sass.sassUses.includes('sass'), seenWith.sass.sassUses.join(', '));
    assert.ok(pageText('config/tools/bundler-chain', 'en').includes('your function sees the complete chain, including the rules, loaders and plugins that plugins such as the Sass or React plugin add.'));
    assert.ok(pageText('config/tools/bundler-chain', 'zh').includes('你的函数能看到完整的链式对象，包括 Sass、React 等插件添加的规则、loader 和插件。'));
  });

  test('rsbuild inspect marks each entry with its chain path in dist/.rsbuild/rspack.config.<environment>.mjs', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { distPath: { root: 'dist-inspect' } } } });
    await withNodeEnv(undefined, () => rsbuild.inspectConfig({ writeToDisk: true }));
    const file = path.join('dist-inspect', '.rsbuild', 'rspack.config.web.mjs');
    assert.ok(existsSync(path.join(dir, file)));
    assert.ok(readText(dir, file).includes("/* config.module.rule('css').use('lightningcss') */"));
  });

  test("the samples 'Add a plugin and a rule' and 'Remove or reconfigure a built-in plugin' work as written; the banner goes to the .LICENSE.txt file unless output.legalComments is 'inline'", async () => {
    const project = makeProject({ 'src/index.js': "import notes from './notes.md';\nconsole.log(notes);\n", 'src/notes.md': '# Release notes\n' }, 'bundler-chain-samples');
    const build = (legalComments: 'linked' | 'inline') =>
      buildProject(project, {
        mode: 'production',
        output: { legalComments, distPath: { root: `dist-${legalComments}` } },
        tools: {
          bundlerChain: [
            (chain, { bundler, CHAIN_ID, isProd }) => {
              if (isProd) {
                chain.plugin('license-banner').use(bundler.BannerPlugin, [{ banner: 'Copyright 2025 Example Inc.' }]);
              }
              chain.module.rule('markdown').test(/\.md$/).type('asset/source').before(CHAIN_ID.RULE.JS);
            },
            (chain, { CHAIN_ID }) => {
              chain.plugins.delete(CHAIN_ID.PLUGIN.PROGRESS);
              const html = `${CHAIN_ID.PLUGIN.HTML}-index`;
              if (chain.plugins.has(html)) {
                chain.plugin(html).tap(([options]) => [{ ...options, title: 'Dashboard' }]);
              }
            },
          ],
        },
      });
    for (const legalComments of ['linked', 'inline'] as const) {
      assert.deepEqual((await build(legalComments)).errors, []);
      const dist = path.join(project, `dist-${legalComments}`);
      const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]+\.js$/);
      assert.ok(js.includes('console.log("# Release notes\\n")'), js);
      assert.match(readText(dist, 'index.html'), /<title>Dashboard<\/title>/);
      if (legalComments === 'linked') {
        assert.match(js, /^\/\*! For license information please see index\.[0-9a-f]+\.js\.LICENSE\.txt \*\/\n/);
        assert.equal(outputFile(dist, /^static\/js\/index\.[0-9a-f]+\.js\.LICENSE\.txt$/), '/*! Copyright 2025 Example Inc. */');
      } else {
        assert.ok(js.startsWith('/*! Copyright 2025 Example Inc. */'), js);
      }
    }
  });

  test("html-<entryName> exists only where HTML is written: .tap() without the guard throws for a node or web-worker target, tools.htmlPlugin false and an entry with html: false; the page's guarded sample passes them", async () => {
    const { createRsbuild } = await rsbuildCore();
    const project = makeProject({ 'src/index.js': "console.log('page');\n" }, 'bundler-chain-html-tap');
    type BundlerChain = NonNullable<NonNullable<import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig['tools']>['bundlerChain']>;
    const unguarded: BundlerChain = (chain, { CHAIN_ID }) => {
      chain.plugin(`${CHAIN_ID.PLUGIN.HTML}-index`).tap(([options]) => [{ ...options, title: 'Dashboard' }]);
    };
    const withoutHtml: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig[] = [
      { environments: { web: {}, node: { output: { target: 'node' } } } },
      { output: { target: 'web-worker' } },
      { tools: { htmlPlugin: false } },
      { source: { entry: { index: { import: './src/index.js', html: false } } } },
    ];
    for (const config of withoutHtml) {
      const rsbuild = await createRsbuild({ cwd: project, rsbuildConfig: { logLevel: 'silent', ...config, tools: { ...config.tools, bundlerChain: unguarded } } });
      await assert.rejects(
        withNodeEnv('production', () => rsbuild.initConfigs()),
        { message: "Cannot call .tap() on a plugin that has not yet been defined. Call plugin('html-index').use(<Plugin>) first." },
      );
    }
    for (const lang of ['en', 'zh'] as const) {
      // The sample of "Remove or reconfigure a built-in plugin", its function as written on the page.
      const sample = pageSamples('config/tools/bundler-chain', lang)[3];
      assert.ok(sample.includes('if (chain.plugins.has(html)) {'), sample);
      const fn = sample.slice(sample.indexOf('bundlerChain: ') + 'bundlerChain: '.length, sample.lastIndexOf('},\n  },\n});') + 1);
      const bundlerChain = new Function(`return ${fn};`)() as BundlerChain;
      const rsbuild = await createRsbuild({
        cwd: project,
        rsbuildConfig: { logLevel: 'silent', environments: { web: {}, node: { output: { target: 'node' } } }, tools: { bundlerChain } },
      });
      const configs = await withNodeEnv('production', () => rsbuild.initConfigs());
      const titles = configs.map((config) => (config.plugins ?? []).flatMap((p) => (p as unknown as { options?: { title?: string } } | undefined)?.options?.title ?? []));
      assert.deepEqual(titles, [['Dashboard'], []]);
    }
    for (const [lang, text] of [
      ['en', "Calling `.tap()` on a plugin that is not in the chain throws, and the build stops with `Cannot call .tap() on a plugin that has not yet been defined. Call plugin('html-index').use(<Plugin>) first.`"],
      ['zh', "对链式对象中不存在的插件调用 `.tap()` 会抛出异常，构建随即中止，报错为 `Cannot call .tap() on a plugin that has not yet been defined. Call plugin('html-index').use(<Plugin>) first.`"],
    ] as const) {
      assert.ok(pageText('config/tools/bundler-chain', lang).includes(text), lang);
    }
  });

  test('the page says where the banner goes with the default output.legalComments', () => {
    assert.ok(pageText('config/tools/bundler-chain', 'en').includes("the production minifier moves the banner, a `/*! … */` comment, into `static/js/index.[hash].js.LICENSE.txt`"));
    assert.ok(pageText('config/tools/bundler-chain', 'zh').includes("生产构建的压缩器会把这条 `/*! … */` 形式的 banner 移到 `static/js/index.[hash].js.LICENSE.txt` 中"));
  });

  test("a misspelled rule and loader name make a new entry without a loader: rsbuild build stops with TypeError: Cannot read properties of undefined (reading 'startsWith')", async () => {
    // In the CLI's own process: the error is thrown outside the promise of build(), so in this
    // process it would be uncaught.
    const project = makeProject(
      {
        'src/index.js': "console.log('page');\n",
        'rsbuild.config.mjs': "export default {\n  tools: {\n    bundlerChain: (chain) => {\n      chain.module.rule('csss').use('lightningcs').options({ errorRecovery: false });\n    },\n  },\n};\n",
      },
      'bundler-chain-misspelled',
    );
    const { code, output } = await runCli(project, ['build']);
    assert.equal(code, 1);
    assert.ok(output.includes("TypeError: Cannot read properties of undefined (reading 'startsWith')"), output);
    assert.ok(pageText('config/tools/bundler-chain', 'en').includes("the build stops inside Rspack with `TypeError: Cannot read properties of undefined (reading 'startsWith')`"));
    assert.ok(pageText('config/tools/bundler-chain', 'zh').includes("构建在 Rspack 内部中止，报错为 `TypeError: Cannot read properties of undefined (reading 'startsWith')`"));
  });
});
