// docs/{en,zh}/config/tools/css-extract.mdx, "pluginOptions": the order warning that ignoreOrder
// false brings back, for two entries that import the same stylesheets in opposite orders into
// one CSS chunk.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildProject, makeProject } from './harness';

const files = {
  'src/a.js': "import './x.css';\nimport './y.css';\n",
  'src/b.js': "import './y.css';\nimport './x.css';\n",
  'src/x.css': '.x { color: red; }\n',
  'src/y.css': '.y { color: blue; }\n',
};
const config = (ignoreOrder?: boolean) => ({
  source: { entry: { a: './src/a.js', b: './src/b.js' } },
  ...(ignoreOrder === undefined ? {} : { tools: { cssExtract: { pluginOptions: { ignoreOrder } } } }),
  performance: { chunkSplit: { strategy: 'custom' as const, splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all' as const, enforce: true } } } } },
});

test('ignoreOrder false: chunk styles [css-extract-rspack-plugin], then Conflicting order. Following module has been added: and the modules; none with the default', async () => {
  const loud = await buildProject(makeProject(files, 'css-extract-order'), config(false));
  assert.equal(loud.warnings.length, 1);
  assert.match(loud.warnings[0], /^ {2}⚠ chunk styles \[css-extract-rspack-plugin\]\n {2}│ Conflicting order\. Following module has been added:\n {2}│ {2}\* css .*\.\/src\/x\.css\n/);
  const quiet = await buildProject(makeProject(files, 'css-extract-order-default'), config());
  assert.deepEqual(quiet.warnings, []);
});
