// Claims of plugins/list/plugin-less, checked with @rsbuild/plugin-less 1.6.4 and @rsbuild/core
// 1.7.6: one build, and the less-loader options in the generated config.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { PluginLessOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-less';
import { listFiles, makeProject, plugin, readText, rsbuildCore } from './harness';

const cwd = makeProject(
  {
    'src/index.js': "import './index.less';\n",
    // An imported file's relative url() must stay correct from the importing file (relativeUrls).
    'src/index.less': "@import './theme/colors.less';\n.title { color: @brand; width: `1 + 1`px; }\n",
    'src/theme/colors.less': "@brand: #663399;\n.hero { background: url('./bg.svg'); }\n",
    'src/theme/bg.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
  'less',
);

let css = '';
let loaderOptions: any;
let ruleLoaders: string[] = [];

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const { pluginLess } = await plugin('@rsbuild/plugin-less');
  const options: PluginLessOptions = {};
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginLess(options)], output: { minify: false, filenameHash: false }, logLevel: 'silent' } });
  const [rspack] = await rsbuild.initConfigs();
  const rule = (rspack.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.less$/`);
  ruleLoaders = rule.use.map((use: any) => String(use.loader).match(/(less-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]);
  loaderOptions = rule.use.find((use: any) => String(use.loader).includes('less-loader')).options;
  await rsbuild.build();
  const dist = path.join(cwd, 'dist');
  css = listFiles(dist).filter((file) => file.endsWith('.css')).map((file) => readText(dist, file)).join('\n');
});

describe('Less plugin', () => {
  test('How files are compiled: less-loader first, then the CSS loaders', () => {
    assert.deepEqual(ruleLoaders, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'less-loader']);
  });

  test('How files are compiled: a relative url() in an imported file stays correct from the importing file', () => {
    assert.match(css, /\.hero \{\n  background: url\(data:image\/svg\+xml;base64,/);
  });

  test('lessLoaderOptions: defaults javascriptEnabled true, paths [<root>/node_modules], sourceMap follows output.sourceMap.css (false)', () => {
    assert.equal(loaderOptions.lessOptions.javascriptEnabled, true);
    assert.deepEqual(loaderOptions.lessOptions.paths, [path.join(cwd, 'node_modules')]);
    assert.equal(loaderOptions.sourceMap, false);
  });

  test('lessLoaderOptions: inline JavaScript works because javascriptEnabled is on', () => {
    assert.match(css, /\.title \{\n  color: #639;\n  width: 2 px;\n\}/);
  });
});
