// Claims of plugins/list/plugin-sass, checked with @rsbuild/plugin-sass 1.5.3 and @rsbuild/core
// 1.7.6: builds of a stylesheet with a partial that references an image, and the loader options.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { PluginSassOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-sass';
import { listFiles, makeProject, plugin, readText, rsbuildCore } from './harness';

// A 1-pixel PNG, small enough to be inlined as a data URI once it resolves.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const files = {
  'src/index.js': "import './index.scss';\nimport './indented.sass';\n",
  'src/index.scss': "@use 'styles/partials/bg';\n.title { color: $brand; }\n",
  'src/styles/partials/_bg.scss': ".hero { background: url('./img/bg.png'); }\n",
  'src/indented.sass': '.note\n  margin: 1px\n',
  // The folder for the image, written as binary afterwards.
  'src/styles/partials/img/bg.png': '',
};

type SassLoaderOptions = Parameters<Extract<NonNullable<PluginSassOptions['sassLoaderOptions']>, (...args: any[]) => unknown>>[0];

interface Result { css: string; error: string; loaderOptions?: any; seenByFunction?: unknown; rules?: string[] }

async function build(options: PluginSassOptions): Promise<Result> {
  const { createRsbuild } = await rsbuildCore();
  const { pluginSass } = await plugin('@rsbuild/plugin-sass');
  const cwd = makeProject(files, 'sass');
  writeFileSync(path.join(cwd, 'src/styles/partials/img/bg.png'), png);
  const result: Result = { css: '', error: '' };
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      plugins: [pluginSass({
        ...options,
        sassLoaderOptions: (config: SassLoaderOptions) => {
          result.seenByFunction = structuredClone(config.sassOptions);
          config.additionalData = '$brand: rebeccapurple;';
        },
      })],
      output: { minify: false, filenameHash: false },
      logLevel: 'silent',
    },
  });
  const [rspack] = await rsbuild.initConfigs();
  const sassRule = (rspack.module!.rules as any[]).find((rule) => String(rule.test) === String.raw`/\.s(?:a|c)ss$/`);
  result.loaderOptions = sassRule.use.find((use: any) => String(use.loader).includes('sass-loader')).options;
  result.rules = sassRule?.use?.map((use: any) => String(use.loader).match(/(sass-loader|resolve-url-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]).filter(Boolean);
  rsbuild.onAfterBuild(({ stats }) => {
    if (stats?.hasErrors()) result.error = JSON.stringify(stats.toJson({ all: false, errors: true }).errors);
  });
  if (await rsbuild.build().then(() => true, () => false)) {
    const dist = path.join(cwd, 'dist');
    result.css = listFiles(dist).filter((file) => file.endsWith('.css')).map((file) => readText(dist, file)).join('\n');
  }
  return result;
}

const results: Record<string, Result> = {};
before(async () => {
  [results.defaults, results.noRewrite] = await Promise.all([build({}), build({ rewriteUrls: false })]);
});

describe('Sass plugin', () => {
  test('How files are compiled: sass-loader, then resolve-url-loader, then the CSS loaders', () => {
    assert.deepEqual(results.defaults.rules, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'resolve-url-loader', 'sass-loader']);
  });

  test('How files are compiled: .scss and indented .sass are both compiled; a relative @use finds the partial', () => {
    assert.match(results.defaults.css, /\.title \{\n  color: #639;\n\}/);
    assert.match(results.defaults.css, /\.note \{\n  margin: 1px;\n\}/);
  });

  test('sassLoaderOptions: defaults api "modern-compiler", sourceMap true, quietDeps and silenceDeprecations ["import"]', () => {
    const options = results.defaults.loaderOptions;
    assert.equal(options.api, 'modern-compiler');
    assert.equal(options.sourceMap, true);
    assert.match(options.implementation, /[\\/]sass-embedded[\\/]/);
    assert.deepEqual(options.sassOptions, { quietDeps: true, silenceDeprecations: ['import'] });
    // 'import' is added after your options are merged, so a sassLoaderOptions function does not see it.
    assert.deepEqual(results.defaults.seenByFunction, { quietDeps: true });
  });

  test('rewriteUrls: by default a url() in a partial resolves from the partial\'s folder', () => {
    assert.match(results.defaults.css, /\.hero \{\n  background: url\(data:image\/png;base64,/);
  });

  test('rewriteUrls: false makes the same path fail with Can\'t resolve \'./img/bg.png\'', () => {
    assert.match(results.noRewrite.error, /Can't resolve '\.\/img\/bg\.png'/);
    assert.equal(results.noRewrite.rules?.includes('resolve-url-loader'), false);
  });
});
