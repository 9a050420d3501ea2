// Claims of plugins/list/plugin-stylus, checked with @rsbuild/plugin-stylus 1.3.2 and
// @rsbuild/core 1.7.6: the generated rule, and one build of .styl and .stylus files.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { PluginStylusOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-stylus';
import { listFiles, makeProject, plugin, readText, rsbuildCore } from './harness';

const cwd = makeProject(
  {
    'src/index.js': "import './index.styl';\nimport './extra.stylus';\n",
    'src/index.styl': "@import './theme/colors'\n.title\n  color brand\n",
    'src/theme/colors.styl': "brand = #663399\n.hero\n  background url('./bg.svg')\n",
    'src/theme/bg.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'src/extra.stylus': '.note\n  margin 1px\n',
  },
  'stylus',
);

let css = '';
let rule: any;

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const { pluginStylus } = await plugin('@rsbuild/plugin-stylus');
  const options: PluginStylusOptions = {};
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginStylus(options)], output: { minify: false }, logLevel: 'silent' } });
  const [rspack] = await rsbuild.initConfigs();
  rule = (rspack.module!.rules as any[]).find((r) => String(r.test) === String.raw`/\.styl(us)?$/`);
  await rsbuild.build();
  const dist = path.join(cwd, 'dist');
  css = listFiles(dist).filter((file) => file.endsWith('.css')).map((file) => readText(dist, file)).join('\n');
});

describe('Stylus plugin', () => {
  test('How files are compiled: one rule for /\\.styl(us)?$/, stylus-loader first, then the CSS loaders', () => {
    const loaders = rule.use.map((use: any) => String(use.loader).match(/(stylus-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]);
    assert.deepEqual(loaders, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'stylus-loader']);
  });

  test('How files are compiled: .styl and .stylus files are compiled, a relative url() in an imported file stays correct', () => {
    assert.match(css, /\.title\s*\{\s*color: #639;?\s*\}/);
    assert.match(css, /\.note\s*\{\s*margin: 1px;?\s*\}/);
    assert.match(css, /\.hero\s*\{\s*background: url\(data:image\/svg\+xml;base64,/);
  });

  test('sourceMap: follows output.sourceMap.css, false by default', () => {
    const options = rule.use.find((use: any) => String(use.loader).includes('stylus-loader')).options;
    assert.equal(options.sourceMap, false);
  });
});
