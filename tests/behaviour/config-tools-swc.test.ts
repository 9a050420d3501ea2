// docs/{en,zh}/config/tools/swc: the options @rsbuild/core 1.7.6 passes to builtin:swc-loader, how
// tools.swc objects and functions combine with them, and the jsc.target / env rule. Configs are
// read with initConfigs() (no compilation); one build proves the polyfill + jsc.target error.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildProject, makeProject, pageText, plugin, readText, rsbuildCore } from './harness';

// 2026-12-06: "env removed for jsc.target since 1.7.2" checked with `npm pack @rsbuild/core@1.7.1` and
// `@1.7.2`: dist/index.cjs of 1.7.2 has `mergedConfig.jsc?.target !== void 0 && mergedConfig.env?.targets`,
// 1.7.1 has no such line. The webpack provider (not installed here) is skipped by
// `if (... 'webpack' === api.context.bundlerType) return;` before the loader is added in 1.7.6's dist/index.cjs.

const dir = makeProject({ 'src/index.ts': 'export const answer: number = 42;\n' }, 'tools-swc');

async function jsRules(rsbuildConfig: Record<string, unknown>): Promise<any[]> {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
  const configs = await rsbuild.initConfigs();
  return configs.map((config: any) => config.module.rules.find((rule: any) => rule && String(rule.test).includes('mts') && rule.use));
}

const swcOptions = async (rsbuildConfig: Record<string, unknown>) => (await jsRules(rsbuildConfig)).map((rule) => rule.use[0].options);

describe('tools.swc', () => {
  test('the default options of a plain web project in production are the ones the page lists', async () => {
    const [options] = await swcOptions({ mode: 'production' });
    assert.deepEqual(options, {
      jsc: {
        externalHelpers: true,
        parser: { tsx: false, syntax: 'typescript', decorators: true },
        experimental: { cacheRoot: `${dir}/node_modules/.cache/.swc`, keepImportAttributes: true },
        output: { charset: 'utf8' },
        transform: { legacyDecorator: false, decoratorVersion: '2022-03' },
      },
      isModule: 'unknown',
      env: { targets: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'] },
      collectTypeScriptInfo: { typeExports: true, exportedEnum: true },
    });
  });

  test('exportedEnum is false in development', async () => {
    const [options] = await swcOptions({ mode: 'development' });
    assert.deepEqual(options.collectTypeScriptInfo, { typeExports: true, exportedEnum: false });
  });

  test('polyfill settings go into env for web targets only; a node target gets node >= 16 and no mode', async () => {
    const [web, node] = await swcOptions({
      mode: 'production',
      output: { polyfill: 'usage' },
      environments: { web: {}, server: { output: { target: 'node' } } },
    });
    assert.equal(web.env.mode, 'usage');
    assert.equal(web.env.shippedProposals, true);
    assert.match(web.env.coreJs, /^3\.\d+$/);
    assert.deepEqual(node.env, { targets: ['node >= 16'] });
    for (const lang of ['en', 'zh'] as const) assert.match(pageText('config/tools/swc', lang), /`web-worker`/);
  });

  test('an object appends to env.targets instead of replacing it', async () => {
    const [options] = await swcOptions({ mode: 'production', tools: { swc: { env: { targets: ['chrome >= 100'] } } } });
    assert.deepEqual(options.env.targets, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14', 'chrome >= 100']);
  });

  test('a function sees the settings of the React plugin; a top-level function runs before an environment one', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    let seen: any;
    await swcOptions({ mode: 'production', plugins: [pluginReact()], tools: { swc: (config: any) => { seen = structuredClone(config); } } });
    assert.equal(seen.jsc.parser.tsx, true);
    assert.equal(seen.jsc.transform.react.runtime, 'automatic');
    const order: string[] = [];
    await swcOptions({
      mode: 'production',
      tools: { swc: () => { order.push('top-level'); } },
      environments: { web: { tools: { swc: () => { order.push('environment'); } } } },
    });
    assert.deepEqual(order, ['top-level', 'environment']);
  });

  test('jsc.target removes an env that holds only targets, and keeps it when polyfills are on', async () => {
    const [plain] = await swcOptions({ mode: 'production', tools: { swc: { jsc: { target: 'es2020' } } } });
    assert.equal(plain.jsc.target, 'es2020');
    assert.equal(plain.env, undefined);
    const [withPolyfill] = await swcOptions({ mode: 'production', output: { polyfill: 'usage' }, tools: { swc: { jsc: { target: 'es2020' } } } });
    assert.equal(withPolyfill.env.mode, 'usage');
  });

  test('with output.polyfill on, jsc.target makes the build fail with SWC\'s error', async () => {
    const { errors } = await buildProject(dir, { mode: 'production', output: { polyfill: 'usage' }, tools: { swc: { jsc: { target: 'es2020' } } } });
    assert.ok(errors.some((error) => error.includes('`env` and `jsc.target` cannot be used together')), errors.join('\n'));
  });

  test('in development a web target also compiles @rsbuild/core/dist; a production build does not', async () => {
    const [dev] = await jsRules({ mode: 'development' });
    const [prod] = await jsRules({ mode: 'production' });
    const coreDist = (rule: any) => rule.include.some((condition: unknown) => String(condition).includes('@rsbuild'));
    assert.equal(coreDist(dev), true);
    assert.equal(coreDist(prod), false);
    for (const lang of ['en', 'zh'] as const) assert.match(pageText('config/tools/swc', lang), /`@rsbuild\/core\/dist`/);
  });

  test('inspectConfig with writeToDisk (what `rsbuild inspect` runs) labels the loader options config.module.rule(\'js\').use(\'swc\')', async () => {
    // Was a `rsbuild inspect` CLI process; the CLI's inspect action only calls inspectConfig({ writeToDisk: true }).
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.inspectConfig({ writeToDisk: true });
    const written = readText(dir, 'dist/.rsbuild/rspack.config.web.mjs');
    assert.ok(written.includes("/* config.module.rule('js').use('swc') */"));
    assert.ok(written.includes("loader: 'builtin:swc-loader'"));
  });

  test('the js-data-uri rule gets the same options as the js rule', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'production', tools: { swc: { jsc: { transform: { treatConstEnumAsEnum: true } } } } } });
    const [config] = await rsbuild.initConfigs();
    const rules = config.module!.rules as any[];
    const js = rules.find((rule) => rule && String(rule.test).includes('mts') && rule.use);
    const dataUri = rules.find((rule) => rule && rule.mimetype);
    assert.equal(dataUri.use[0].loader, 'builtin:swc-loader');
    assert.equal(dataUri.use[0].options.jsc.transform.treatConstEnumAsEnum, true);
    assert.deepEqual(dataUri.use[0].options, js.use[0].options);
  });

  test("coreJs is '3.47', and core-js imports are aliased to the core-js that @rsbuild/core resolves from its own folder", async () => {
    // The project's own core-js is not consulted: 2026-12-06, /tmp project with `npm install @rsbuild/core@1.7.6
    // core-js@3.30.0` (npm nests core-js 3.47.0 under @rsbuild/core): env.coreJs '3.47', alias to the nested copy.
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'production', output: { polyfill: 'entry' } } });
    const [config] = await rsbuild.initConfigs();
    const js = (config.module!.rules as any[]).find((rule) => rule && String(rule.test).includes('mts') && rule.use);
    assert.equal(js.use[0].options.env.coreJs, '3.47');
    assert.equal(js.use[0].options.env.mode, 'entry');
    assert.ok(js.resolve.alias['core-js'].endsWith(`${path.sep}node_modules${path.sep}core-js`), js.resolve.alias['core-js']);
    assert.match(readFileSync(path.join(js.resolve.alias['core-js'], 'package.json'), 'utf8'), /"version": "3\.47\./);
    for (const [lang, text] of [['en', "the core-js that Rsbuild itself depends on, `'3.47'` in 1.7.6"], ['zh', "Rsbuild 自身依赖的 core-js 的主版本号和次版本号，1.7.6 中为 `'3.47'`"]]) {
      assert.ok(pageText('config/tools/swc', lang as 'en' | 'zh').includes(text), lang);
    }
    assert.ok(!pageText('config/tools/swc', 'en').includes('the installed core-js version'));
  });

  test('source.exclude takes a .ts file out of the js rule: it is not compiled and its type syntax fails the build', async () => {
    const excluded = makeProject({ 'src/index.ts': "import { answer } from './legacy';\nconsole.log(answer);\n", 'src/legacy.ts': 'export const answer: number = 42;\n' }, 'tools-swc-exclude');
    const { errors } = await buildProject(excluded, { mode: 'production', source: { exclude: [/legacy\.ts$/] } });
    assert.ok(errors.length > 0);
    assert.ok(errors.some((error) => error.includes("export const answer: number = 42;") && error.includes('JavaScript parse error')), errors.join('\n'));
    for (const [lang, text] of [['en', 'Files that match [source.exclude](/config/source/exclude) are left out of the `js` rule'], ['zh', '匹配 [source.exclude](/config/source/exclude) 的文件不论属于上述哪种情况，都会被排除在 `js` 规则之外']]) {
      assert.ok(pageText('config/tools/swc', lang as 'en' | 'zh').includes(text), lang);
    }
  });

  test('top-level and environment objects deep-merge; an array runs left to right; a returned object replaces the config', async () => {
    const [merged] = await swcOptions({
      mode: 'production',
      tools: { swc: { jsc: { transform: { useDefineForClassFields: false } } } },
      environments: { web: { tools: { swc: { jsc: { transform: { treatConstEnumAsEnum: true } } } } } },
    });
    assert.equal(merged.jsc.transform.useDefineForClassFields, false);
    assert.equal(merged.jsc.transform.treatConstEnumAsEnum, true);
    assert.equal(merged.jsc.transform.decoratorVersion, '2022-03');
    const [replaced] = await swcOptions({
      mode: 'production',
      tools: { swc: [{ isModule: true }, (config: any) => ({ isModule: config.isModule, jsc: { target: 'es2019' } })] },
    });
    assert.deepEqual(replaced, { isModule: true, jsc: { target: 'es2019' } });
  });
});

describe('tools.swc › what the guide proves for this page', () => {
  // Proven by guide-configuration-swc.test.ts: "jsc.target with output.polyfill: env stays for web and
  // web-worker, but the node target gets no polyfill settings, so its env is removed", and "with Svelte 5,
  // plugin-svelte (1.1.2) runs builtin:swc-loader with the js rule options on .svelte files and, in a
  // svelte-js rule, on .svelte.js/.svelte.ts, which leave the js rule".
  test('the page limits the polyfill case to web and web-worker targets, and names the Svelte files SWC compiles, in both languages', () => {
    const en = pageText('config/tools/swc', 'en');
    assert.ok(en.includes('a `node` target gets no polyfill settings, so its `env` is removed'));
    assert.ok(en.includes('plus the `.svelte`, `.svelte.js` and `.svelte.ts` files that `@rsbuild/plugin-svelte` sends through `builtin:swc-loader`'));
    const zh = pageText('config/tools/swc', 'zh');
    assert.ok(zh.includes('`node` 构建目标没有 polyfill 设置，它的 `env` 仍会被移除'));
    assert.ok(zh.includes('`@rsbuild/plugin-svelte` 以相同选项交给 `builtin:swc-loader` 处理的 `.svelte`、`.svelte.js` 和 `.svelte.ts` 文件'));
  });
});
