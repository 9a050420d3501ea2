// docs/{en,zh}/config/tools/bundler-chain.mdx: what the chain holds when the function runs in a
// plain web project (production and development), the utils it receives, the order of several
// functions (array, then the environment's), the Lightning CSS sample (an error in a plain .css
// file only), the comment `rsbuild inspect` writes for each entry, and the plugin samples (the
// banner, the Markdown rule, the HTML title) built as written.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText, readText, rsbuildCore, runCli, withNodeEnv } from './harness';

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
              chain.plugin(`${CHAIN_ID.PLUGIN.HTML}-index`).tap(([options]) => [{ ...options, title: 'Dashboard' }]);
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
