// docs/{en,zh}/config/output/override-browserslist.mdx: where the list comes from and where it goes
// (the Rspack target per output.target, SWC and Lightning CSS targets, environments). No build:
// initConfigs() resolves the Rspack configs, which hold every fact asserted here.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageText, rsbuildCore, withNodeEnv } from './harness';

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
    assert.match(pageText(page, 'en'), /`BROWSERSLIST_ENV` variable does not choose the section here: Rsbuild hands `NODE_ENV` to Browserslist directly/);
    assert.match(pageText(page, 'zh'), /`BROWSERSLIST_ENV` 变量在这里不起作用：Rsbuild 会直接把 `NODE_ENV` 传给 Browserslist/);
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
