// docs/{en,zh}/config/source/include: which files @rsbuild/core 1.7.6 compiles with SWC, with and
// without source.include. Each module below holds `o?.x ?? 'none'`, which SWC lowers for Chrome 60;
// a module left alone keeps it as written. One unminified production build, and the inspected
// Rspack config of a development and a production run.
import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, outputFile, pageText, plugin, readText, rsbuildCore, withNodeEnv } from './harness';

const { createRsbuild } = await rsbuildCore();

const moduleFor = (name: string) => `export const ${name} = (o) => o?.${name} ?? 'none';\n`;
const packageFiles = (folder: string, name: string, main = 'index.js') => ({
  [`${folder}/package.json`]: JSON.stringify({ name, main }),
  [`${folder}/${main}`]: main.endsWith('.ts') ? `export const ${name} = (o: any): string => o?.${name} ?? 'none';\n` : moduleFor(name),
});

const files = {
  ...packageFiles('src/node_modules/plain', 'plain'),
  ...packageFiles('src/node_modules/included', 'included'),
  ...packageFiles('src/node_modules/excluded', 'excluded'),
  ...packageFiles('src/node_modules/prefixed', 'prefixed'),
  ...packageFiles('src/node_modules/typed', 'typed', 'index.ts'),
  // A workspace package, linked into node_modules below.
  ...packageFiles('packages/linked', 'linked'),
  'src/own.js': moduleFor('own'),
  'src/index.js': `import { plain } from 'plain';
import { included } from 'included';
import { excluded } from 'excluded';
import { prefixed } from 'prefixed';
import { typed } from 'typed';
import { linked } from 'linked';
import { own } from './own.js';
window.results = [plain, included, excluded, prefixed, typed, linked, own].map((read) => read(null));
`,
};

describe('source.include', () => {
  let js = '';
  let inspected: Record<'development' | 'production', string>;
  let dir = '';

  before(async () => {
    dir = makeProject(files, 'source-include');
    symlinkSync('../../packages/linked', path.join(dir, 'src/node_modules/linked'), 'dir');
    const config: RsbuildConfig = {
      mode: 'production',
      output: { filenameHash: false, minify: false, overrideBrowserslist: ['chrome 60'] },
      source: {
        include: [
          /[\\/]node_modules[\\/]included[\\/]/,
          /[\\/]node_modules[\\/]excluded[\\/]/,
          // A string matches the paths that start with it.
          path.join(dir, 'src/node_modules/prefixed'),
        ],
        exclude: [/[\\/]excluded[\\/]/],
      },
    };
    const { errors } = await buildProject(dir, config);
    assert.deepEqual(errors, []);
    js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    inspected = {} as typeof inspected;
    for (const mode of ['development', 'production'] as const) {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, mode, logLevel: 'silent', source: { include: [/[\\/]node_modules[\\/]query-string[\\/]/] } } });
      // Development writes to the default folder, dist/.rsbuild.
      const outputPath = mode === 'development' ? undefined : 'inspect-production';
      await withNodeEnv(mode, () => rsbuild.inspectConfig({ writeToDisk: true, outputPath }));
      inspected[mode] = readText(dir, mode === 'development' ? 'dist/.rsbuild/rspack.config.web.mjs' : 'dist/inspect-production/rspack.config.web.mjs');
    }
  });

  const compiled = (name: string) => js.includes(`o === null || o === void 0 ? void 0 : o.${name}`);
  const asWritten = (name: string) => js.includes(`o?.${name} ?? 'none'`);

  test('by default, JavaScript inside node_modules is bundled as written', () => {
    assert.ok(asWritten('plain'), js);
    assert.ok(!compiled('plain'));
  });

  test('by default, your own code and TypeScript inside node_modules are compiled', () => {
    assert.ok(compiled('own'), js);
    assert.ok(compiled('typed'), js);
  });

  test('a workspace package linked into node_modules is compiled without any configuration', () => {
    assert.ok(compiled('linked'), js);
  });

  test('a regular expression in source.include compiles that package', () => {
    assert.ok(compiled('included'), js);
    assert.ok(!asWritten('included'));
  });

  test('a string in source.include compiles the paths that start with it', () => {
    assert.ok(compiled('prefixed'), js);
  });

  test('source.exclude wins over source.include', () => {
    assert.ok(asWritten('excluded'), js);
  });

  test("Check the result: the swc rule's include lists the built-in conditions, Rsbuild's client in development only, then yours", () => {
    const dev = `include: [
          {
            not: /[\\\\/]node_modules[\\\\/]/
          },
          /\\.(?:ts|tsx|jsx|mts|cts)$/,
          /[\\\\/]@rsbuild[\\\\/]core[\\\\/]dist[\\\\/]/,
          /[\\\\/]node_modules[\\\\/]query-string[\\\\/]/
        ],`;
    assert.ok(inspected.development.includes(dev), inspected.development);
    assert.ok(inspected.development.includes("loader: 'builtin:swc-loader'"));
    assert.ok(inspected.production.includes(dev.replace('          /[\\\\/]@rsbuild[\\\\/]core[\\\\/]dist[\\\\/]/,\n', '')), inspected.production);
  });
});

describe('source.include with framework plugins', () => {
  /** The include conditions of the swc rule after the built-in ones, as RegExp sources. */
  async function added(mode: 'development' | 'production', plugins: unknown[]): Promise<string[]> {
    const dir = makeProject({ 'src/index.js': '' }, 'source-include-plugins');
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode, logLevel: 'silent', plugins: plugins as any, source: { include: [/mine/] } } });
    const [config] = await rsbuild.initConfigs();
    const rule = (config.module?.rules ?? []).find((item: any) => item?.use && String(item.test) === String(/\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/)) as any;
    return rule.include.slice(2).map((condition: RegExp) => condition.source).filter((source: string) => !source.includes('@rsbuild'));
  }

  test('Svelte adds the svelte package, Vue .vue.js files, Preact @prefresh in development only; React and Solid add nothing; all before yours', async () => {
    const load = async (name: string, exported: string) => (await plugin(`@rsbuild/plugin-${name}`))[exported]();
    for (const mode of ['development', 'production'] as const) {
      assert.deepEqual(await added(mode, []), ['mine'], mode);
      assert.deepEqual(await added(mode, [await load('svelte', 'pluginSvelte')]), [String.raw`node_modules[\\/]svelte[\\/]`, 'mine'], mode);
      assert.deepEqual(await added(mode, [await load('vue', 'pluginVue')]), [String.raw`\.vue.js$`, 'mine'], mode);
      assert.deepEqual(await added(mode, [await load('preact', 'pluginPreact')]), mode === 'development' ? [String.raw`node_modules[\\/]@prefresh[\\/](core|utils)`, 'mine'] : ['mine'], mode);
      assert.deepEqual(await added(mode, [await load('react', 'pluginReact')]), ['mine'], mode);
      assert.deepEqual(await added(mode, [await load('solid', 'pluginSolid')]), ['mine'], mode);
    }
  });

  test('the page names the conditions the framework plugins add, in both languages', () => {
    assert.ok(pageText('config/source/include', 'en').includes('[@rsbuild/plugin-svelte](/plugins/list/plugin-svelte) adds `/node_modules[\\\\/]svelte[\\\\/]/`, so the JavaScript of the `svelte` package is compiled as well.'));
    assert.ok(pageText('config/source/include', 'zh').includes('[@rsbuild/plugin-svelte](/plugins/list/plugin-svelte) 会加入 `/node_modules[\\\\/]svelte[\\\\/]/`，因此 `svelte` 包中的 JavaScript 也会被编译'));
  });
});
