// docs/{en,zh}/config/output/override-browserslist.mdx: where the list comes from and where it goes
// (the Rspack target per output.target, SWC and Lightning CSS targets, environments). No build:
// initConfigs() resolves the Rspack configs, which hold every fact asserted here.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, makeProject, outputFile, pageText, readText, rsbuildCore, runCli, withEnv, withNodeEnv } from './harness';

const page = 'config/output/override-browserslist';

/** The Rspack configs of a project, keyed by environment name (production mode, NODE_ENV as set by the caller). */
async function configsOf(dir: string, rsbuildConfig: RsbuildConfig = {}) {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'production', ...rsbuildConfig } });
  const configs = await rsbuild.initConfigs();
  return Object.fromEntries(configs.map((config) => [config.name!, config]));
}

/** The env.targets handed to builtin:swc-loader for .js files. */
function swcTargets(config: Rspack.Configuration): unknown {
  for (const rule of (config.module?.rules ?? []) as Rspack.RuleSetRule[]) {
    if (!(rule?.test instanceof RegExp) || !rule.test.test('a.js')) continue;
    const uses = (rule.use ?? (rule.oneOf ?? []).flatMap((one) => (one as Rspack.RuleSetRule).use ?? [])) as { loader?: string; options?: any }[];
    const swc = uses.find((use) => use.loader === 'builtin:swc-loader');
    if (swc) return swc.options.env.targets;
  }
  return undefined;
}

/** The env options handed to builtin:swc-loader for .js files. */
function swcEnv(config: Rspack.Configuration): unknown {
  for (const rule of (config.module?.rules ?? []) as Rspack.RuleSetRule[]) {
    if (!(rule?.test instanceof RegExp) || !rule.test.test('a.js')) continue;
    const swc = ((rule.use ?? []) as { loader?: string; options?: any }[]).find((use) => use.loader === 'builtin:swc-loader');
    if (swc) return swc.options.env;
  }
  return undefined;
}

/** The targets handed to the Lightning CSS minimizer plugin. */
function cssMinifierTargets(config: Rspack.Configuration): unknown {
  const plugin = ((config.optimization?.minimizer ?? []) as any[]).find((item) => item?.name === 'LightningCssMinimizerRspackPlugin');
  return plugin?._args?.[0]?.minimizerOptions?.targets;
}

describe('the Rspack target follows output.target and the list', () => {
  const custom = ['chrome >= 100', 'safari >= 15.4', 'firefox >= 100'];
  let configs: Record<string, Rspack.Configuration>;
  before(async () => {
    configs = await configsOf(makeProject({ 'src/index.js': '' }, 'override-targets'), {
      environments: {
        webDefault: {},
        webCustom: { output: { overrideBrowserslist: custom } },
        workerDefault: { output: { target: 'web-worker' } },
        workerCustom: { output: { target: 'web-worker', overrideBrowserslist: custom } },
        node: { output: { target: 'node', overrideBrowserslist: ['node >= 20'] } },
      },
    });
  });

  test('web: browserslist:<queries> with a custom list, es2017 with the built-in default', () => {
    assert.deepEqual(configs.webCustom.target, ['web', 'browserslist:chrome >= 100,safari >= 15.4,firefox >= 100']);
    assert.deepEqual(configs.webDefault.target, ['web', 'es2017']);
  });

  test('web-worker: es5 with a custom list (not browserslist:), es2017 with the built-in default', () => {
    assert.deepEqual(configs.workerCustom.target, ['webworker', 'es5']);
    assert.deepEqual(configs.workerDefault.target, ['webworker', 'es2017']);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText(page, lang);
      assert.doesNotMatch(text, /`web` and `web-worker` targets, Rspack|`web` 和 `web-worker` 构建目标，Rspack/, lang);
      assert.match(text, /\['webworker', 'es5'\]/, lang);
    }
  });

  test('node: target node, while SWC still gets the node list', () => {
    assert.equal(configs.node.target, 'node');
    assert.deepEqual(swcTargets(configs.node), ['node >= 20']);
    assert.deepEqual(swcTargets(configs.webCustom), custom);
  });

  test('the built-in default of web and web-worker, as in the page\'s table (no .browserslistrc in the project)', () => {
    const builtIn = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];
    assert.deepEqual(swcTargets(configs.webDefault), builtIn);
    assert.deepEqual(swcTargets(configs.workerDefault), builtIn);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText(page, lang).includes("`['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']`"), lang);
  });
});

describe('where the list comes from when the option is unset', () => {
  test('a browserslist file (no extension) in the project root is read for web', async () => {
    const { web } = await configsOf(makeProject({ 'src/index.js': '', browserslist: 'chrome >= 71\n' }, 'override-bl-file'));
    assert.deepEqual(swcTargets(web), ['chrome >= 71']);
    for (const lang of ['en', 'zh'] as const) assert.match(pageText(page, lang), /`browserslist` (file|文件)/, lang);
  });

  test('a .browserslistrc in a parent folder of the project root is read too', async () => {
    const outer = makeProject({ '.browserslistrc': 'chrome >= 72\n', 'app/src/index.js': '' }, 'override-parent');
    const { web } = await configsOf(`${outer}/app`);
    assert.deepEqual(swcTargets(web), ['chrome >= 72']);
    assert.match(pageText(page, 'en'), /in the project root and then in each parent folder/);
    assert.match(pageText(page, 'zh'), /再逐级向上查找父目录/);
  });

  test('the node target ignores .browserslistrc: node >= 16', async () => {
    const { node } = await configsOf(makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 73\n' }, 'override-node-rc'), { output: { target: 'node' } });
    assert.deepEqual(swcTargets(node), ['node >= 16']);
  });

  test('sections: the one named by NODE_ENV; lines before any section when no section matches', async () => {
    const rc = 'chrome >= 74\n\n[production]\nchrome >= 100\n\n[development]\nlast 1 chrome version\n';
    const prod = await withNodeEnv('production', async () => (await configsOf(makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'override-sec-prod'))).web);
    assert.deepEqual(swcTargets(prod), ['chrome >= 100']);
    const other = await withNodeEnv('test', async () => (await configsOf(makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'override-sec-test'))).web);
    assert.deepEqual(swcTargets(other), ['chrome >= 74']);
    assert.match(pageText(page, 'en'), /When no section matches \(for example `NODE_ENV=test`\), it uses the lines written before the first section/);
    assert.match(pageText(page, 'zh'), /如果没有匹配的分段（例如 `NODE_ENV=test`），则使用第一个分段之前的那些行/);
  });

  test('BROWSERSLIST_ENV does not pick the section while NODE_ENV is set; BROWSERSLIST and BROWSERSLIST_CONFIG are ignored', async () => {
    const rc = 'chrome >= 74\n\n[production]\nchrome >= 100\n\n[legacy]\nchrome >= 50\n';
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': rc, 'other.browserslistrc': 'chrome >= 55\n' }, 'override-bl-env');
    const vars = { BROWSERSLIST_ENV: 'legacy', BROWSERSLIST: 'chrome >= 60', BROWSERSLIST_CONFIG: `${dir}/other.browserslistrc` };
    const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
    Object.assign(process.env, vars);
    try {
      const web = await withNodeEnv('production', async () => (await configsOf(dir)).web);
      assert.deepEqual(swcTargets(web), ['chrome >= 100']);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    assert.match(pageText(page, 'en'), /The `BROWSERSLIST` and `BROWSERSLIST_CONFIG` variables are not read at all\./);
    assert.match(pageText(page, 'zh'), /`BROWSERSLIST` 和 `BROWSERSLIST_CONFIG` 这两个环境变量则完全不会被读取。/);
    assert.match(pageText(page, 'en'), /`BROWSERSLIST_ENV` variable does not choose the section while `NODE_ENV` is set: Rsbuild hands `NODE_ENV` to Browserslist directly/);
    assert.match(pageText(page, 'zh'), /`BROWSERSLIST_ENV` 变量在 `NODE_ENV` 已设置时不起作用：Rsbuild 会直接把 `NODE_ENV` 传给 Browserslist/);
  });

  test('the page\'s .browserslistrc (sections only) under NODE_ENV=test: empty list, build stops with Unknown target \'browserslist:\'', async () => {
    const rc = '[production]\nchrome >= 100\n\n[development]\nlast 1 chrome version\n';
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText(page, lang).includes('```ini title=".browserslistrc"\n' + rc + '```'), lang);
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'override-sec-empty');
    assert.deepEqual(swcTargets(await withNodeEnv('test', async () => (await configsOf(dir)).web)), []);
    await withNodeEnv('test', () => assert.rejects(buildProject(dir, { performance: { buildCache: false } }), /Unknown target 'browserslist:'/));
    assert.match(pageText(page, 'en'), /the build stops with `Unknown target 'browserslist:'`/);
    assert.match(pageText(page, 'zh'), /构建会因 `Unknown target 'browserslist:'` 而中止/);
  });

  test('overrideBrowserslist wins over .browserslistrc', async () => {
    const { web } = await configsOf(makeProject({ 'src/index.js': '', '.browserslistrc': 'chrome >= 75\n' }, 'override-wins'), { output: { overrideBrowserslist: ['firefox >= 115'] } });
    assert.deepEqual(swcTargets(web), ['firefox >= 115']);
  });
});

test('the environments sample: legacy replaces the top-level list, modern inherits it', async () => {
  const configs = await configsOf(makeProject({ 'src/index.js': '' }, 'override-envs'), {
    output: { overrideBrowserslist: ['chrome >= 87', 'firefox >= 78', 'safari >= 14'] },
    environments: {
      modern: { output: { distPath: { root: 'dist/modern' } } },
      legacy: { output: { overrideBrowserslist: ['chrome >= 61', 'safari >= 11'], polyfill: 'usage', distPath: { root: 'dist/legacy' } } },
    },
  });
  assert.deepEqual(swcTargets(configs.legacy), ['chrome >= 61', 'safari >= 11']);
  assert.deepEqual(swcTargets(configs.modern), ['chrome >= 87', 'firefox >= 78', 'safari >= 14']);
});

test('a node environment: plain CSS skips Lightning CSS unless emitCss is on, ?inline CSS gets the web environment\'s list, the node CSS minifier keeps the node list', async () => {
  const configs = await configsOf(makeProject({ 'src/index.js': '' }, 'override-node-css'), {
    environments: {
      web: { output: { overrideBrowserslist: ['chrome >= 70'] } },
      node: { output: { target: 'node' } },
      nodeEmit: { output: { target: 'node', emitCss: true } },
    },
  });
  const lightning = (query: string, name = 'node') =>
    ((configs[name].module?.rules ?? []) as Rspack.RuleSetRule[])
      .filter((rule) => rule?.test instanceof RegExp && rule.test.test('a.css'))
      .filter((rule) => (rule.resourceQuery instanceof RegExp ? rule.resourceQuery.test(query) : query === ''))
      .flatMap((rule) => (rule.use ?? []) as { loader?: string; options?: any }[])
      .find((use) => use.loader === 'builtin:lightningcss-loader')?.options?.targets ?? null;
  assert.equal(lightning(''), null);
  assert.deepEqual(lightning('?inline'), ['chrome >= 70']);
  // With emitCss: true, plain CSS goes through Lightning CSS with the web list too, but the CSS
  // minifier of the node environment keeps the node list; the web minifier gets the web list.
  assert.deepEqual(lightning('', 'nodeEmit'), ['chrome >= 70']);
  assert.deepEqual(lightning('?inline', 'nodeEmit'), ['chrome >= 70']);
  assert.deepEqual(cssMinifierTargets(configs.nodeEmit), ['node >= 16']);
  assert.deepEqual(cssMinifierTargets(configs.web), ['chrome >= 70']);
  assert.match(pageText(page, 'en'), /With `emitCss: true`, plain CSS imports go through Lightning CSS with that `web` list as well, while the CSS minifier of the `node` environment keeps the `node` list\./);
  assert.match(pageText(page, 'zh'), /开启 `emitCss: true` 后，普通的 CSS 导入也会经过 Lightning CSS，同样使用这份 `web` 列表；而 `node` 环境的 CSS 压缩器仍然使用 `node` 的列表。/);
  assert.match(pageText(page, 'en'), /plain CSS imports skip Lightning CSS there, and a `\?inline` import goes through it with the list of the build's `web` environment/);
  assert.match(pageText(page, 'zh'), /普通的 CSS 导入不经过 Lightning CSS；带 `\?inline` 的导入会经过 Lightning CSS，但如果这次构建中有 `web` 环境，使用的是该 `web` 环境的列表/);
});

describe('where the list does not reach, and how to check the result', () => {
  test('node target: Rspack target stays plain \'node\' and SWC gets no core-js even with output.polyfill; web and web-worker get core-js', async () => {
    const configs = await configsOf(makeProject({ 'src/index.js': '' }, 'override-node-polyfill'), {
      output: { polyfill: 'usage' },
      environments: { web: {}, worker: { output: { target: 'web-worker' } }, node: { output: { target: 'node', overrideBrowserslist: ['node >= 14'] } } },
    });
    assert.equal(configs.node.target, 'node');
    assert.deepEqual(swcEnv(configs.node), { targets: ['node >= 14'] });
    for (const name of ['web', 'worker']) {
      const env = swcEnv(configs[name]) as { mode?: string; coreJs?: string };
      assert.equal(env.mode, 'usage', name);
      assert.match(String(env.coreJs), /^3\./, name);
    }
    assert.match(pageText(page, 'en'), /core-js modules only for the `web` and `web-worker` targets/);
    assert.match(pageText(page, 'zh'), /对于 `web` 和 `web-worker` 构建目标，还据此挑选 core-js 模块（`node` 构建不会引入 core-js）/);
    assert.match(pageText(page, 'en'), /The `node` target's Rspack `target` stays plain `'node'`/);
    assert.match(pageText(page, 'zh'), /`node` 构建目标的 Rspack `target` 始终是 `'node'`/);
  });

  test('SWC skips .js in node_modules but compiles .ts (and .jsx/.tsx/.mts/.cts) there', async () => {
    const source = 'export const value = globalThis.maybe ?? "fallback";\n';
    const dir = makeProject({
      'src/index.js': "import { value as js } from './vendor/node_modules/dep/plain.js';\nimport { value as ts } from './vendor/node_modules/dep/typed.ts';\nconsole.log(js, ts);\n",
      'src/vendor/node_modules/dep/plain.js': source.replace('value', 'value /* plain-js */'),
      'src/vendor/node_modules/dep/typed.ts': source.replace('value', 'value /* typed-ts */'),
    }, 'override-node-modules');
    const configs = await configsOf(dir);
    const rule = ((configs.web.module?.rules ?? []) as Rspack.RuleSetRule[]).find((item) => Array.isArray(item?.include));
    assert.deepEqual(String(rule?.include), String([{ not: /[\\/]node_modules[\\/]/ }, /\.(?:ts|tsx|jsx|mts|cts)$/]));
    assert.deepEqual((rule?.include as unknown[]).map(String), ['[object Object]', '/\\.(?:ts|tsx|jsx|mts|cts)$/']);
    const { dist } = await buildProject(dir, { mode: 'production', output: { overrideBrowserslist: ['chrome >= 61'], minify: false }, performance: { buildCache: false } });
    const js = outputFile(dist, /^static\/js\/index\.[0-9a-f]+\.js$/);
    const plain = js.slice(js.indexOf('plain-js'));
    const typed = js.slice(js.indexOf('typed-ts'));
    assert.match(plain.slice(0, 200), /globalThis\.maybe \?\? "fallback"/);
    assert.doesNotMatch(typed.slice(0, 300), /\?\?/);
    assert.match(pageText(page, 'en'), /SWC does not compile `\.js`, `\.mjs` and `\.cjs` files inside `node_modules`.*`\.jsx`, `\.ts`, `\.tsx`, `\.mts` and `\.cts` files there are compiled/);
    assert.match(pageText(page, 'zh'), /SWC 不编译 `node_modules` 中的 `\.js`、`\.mjs` 和 `\.cjs` 文件.*`\.jsx`、`\.ts`、`\.tsx`、`\.mts` 和 `\.cts` 文件则会被编译/);
  });

  test('JS API with NODE_ENV unset: initConfigs() and inspectConfig() take the section named by BROWSERSLIST_ENV, [production] when neither is set', async () => {
    const rc = 'chrome >= 74\n\n[production]\nchrome >= 100\n\n[legacy]\nchrome >= 50\n';
    const { createRsbuild } = await rsbuildCore();
    const fresh = (name: string) => makeProject({ 'src/index.js': '', '.browserslistrc': rc }, name);
    await withEnv('BROWSERSLIST_ENV', 'legacy', async () => {
      await withNodeEnv(undefined, async () => {
        assert.deepEqual(swcTargets((await configsOf(fresh('override-bl-env-init'))).web), ['chrome >= 50']);
        // That first call leaves NODE_ENV=development behind, and the next call of the process follows it.
        assert.equal(process.env.NODE_ENV, 'development');
        assert.deepEqual((await configsOf(fresh('override-bl-env-second'))).web.target, ['web', 'browserslist:chrome >= 74']);
      });
      await withNodeEnv(undefined, async () => {
        const rsbuild = await createRsbuild({ cwd: fresh('override-bl-env-inspect'), rsbuildConfig: { logLevel: 'silent', mode: 'production' } });
        const { origin } = await rsbuild.inspectConfig();
        assert.deepEqual(origin.bundlerConfigs[0].target, ['web', 'browserslist:chrome >= 50']);
      });
      await withNodeEnv(undefined, async () => {
        const rsbuild = await createRsbuild({ cwd: fresh('override-bl-env-compiler'), rsbuildConfig: { logLevel: 'silent', mode: 'production' } });
        const compiler = await rsbuild.createCompiler();
        assert.deepEqual((compiler as Rspack.Compiler).options.target, ['web', 'browserslist:chrome >= 50']);
      });
    });
    await withNodeEnv(undefined, () =>
      withEnv('BROWSERSLIST_ENV', undefined, async () => assert.deepEqual(swcTargets((await configsOf(fresh('override-bl-env-none'))).web), ['chrome >= 100'])),
    );
    // build(), startDevServer() and createDevServer() set NODE_ENV when it is unset, so BROWSERSLIST_ENV has no say there.
    await withNodeEnv(undefined, async () => {
      await buildProject(fresh('override-bl-env-build'), { mode: 'production', performance: { buildCache: false } });
      assert.equal(process.env.NODE_ENV, 'production');
    });
    for (const method of ['startDevServer', 'createDevServer'] as const) {
      await withNodeEnv(undefined, async () => {
        const rsbuild = await createRsbuild({ cwd: fresh(`override-bl-env-${method}`), rsbuildConfig: { logLevel: 'silent', server: { port: await freePort() }, dev: { hmr: false } } });
        const close = method === 'startDevServer' ? (await rsbuild.startDevServer({ getPortSilently: true })).server.close : (await rsbuild.createDevServer({ getPortSilently: true })).close;
        try {
          assert.equal(process.env.NODE_ENV, 'development', method);
        } finally {
          await close();
        }
      });
    }
    assert.match(pageText(page, 'en'), /as do `build\(\)`, `startDevServer\(\)` and `createDevServer\(\)` of the JavaScript API when it is unset/);
    assert.match(pageText(page, 'zh'), /JavaScript API 的 `build\(\)`、`startDevServer\(\)` 和 `createDevServer\(\)` 也会设置它/);
    assert.match(pageText(page, 'en'), /`initConfigs\(\)`, `inspectConfig\(\)` and `createCompiler\(\)` of the JavaScript API do not set it first: when `NODE_ENV` is unset at the first such call of a process, Browserslist takes the section named by `BROWSERSLIST_ENV`, and `\[production\]` when neither variable is set\. That call leaves `NODE_ENV=development` behind, so later calls in the same process use the `\[development\]` section/);
    assert.match(pageText(page, 'zh'), /而 `initConfigs\(\)`、`inspectConfig\(\)` 和 `createCompiler\(\)` 不会预先设置它：如果进程中第一次调用它们时 `NODE_ENV` 未设置，Browserslist 会使用 `BROWSERSLIST_ENV` 指定的分段，两个变量都未设置时则使用 `\[production\]` 分段。这次调用会把 `NODE_ENV` 设为 `development`，因此同一进程中之后的调用使用的是 `\[development\]` 分段/);
  });

  test('rsbuild inspect runs with NODE_ENV=development: it shows the [development] list, also with mode production; NODE_ENV=production shows the build\'s list', async () => {
    const rc = 'chrome >= 74\n\n[production]\nchrome >= 100\n\n[development]\nlast 1 chrome version\n';
    const dir = makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'override-inspect');
    const inspected = await runCli(dir, ['inspect']);
    assert.equal(inspected.code, 0, inspected.output);
    const written = readText(dir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.ok(written.includes("'browserslist:last 1 chrome version'"), written);
    assert.doesNotMatch(written, /chrome >= 100/);
    // --mode production sets the config's mode, not NODE_ENV, which the CLI has set to development already.
    const withMode = await withNodeEnv('development', async () => (await configsOf(makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'override-inspect-mode'))).web);
    assert.equal(withMode.mode, 'production');
    assert.deepEqual(withMode.target, ['web', 'browserslist:last 1 chrome version']);
    const production = await withNodeEnv('production', async () => (await configsOf(makeProject({ 'src/index.js': '', '.browserslistrc': rc }, 'override-inspect-prod'))).web);
    assert.deepEqual(production.target, ['web', 'browserslist:chrome >= 100']);
    assert.match(pageText(page, 'en'), /`rsbuild inspect` runs with `NODE_ENV=development` when `NODE_ENV` is unset, and `--mode production` does not change that.*`NODE_ENV=production rsbuild inspect`/);
    assert.match(pageText(page, 'zh'), /`NODE_ENV` 未设置时，`rsbuild inspect` 以 `NODE_ENV=development` 运行，`--mode production` 也不会改变这一点.*`NODE_ENV=production rsbuild inspect`/);
  });
});
