// guide/optimization/optimize-bundle: measuring (printFileSize diff, BUNDLE_ANALYZE) and tree
// shaking of side-effect-free ES modules, with the 1.7.6 CLI.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, outputFile, runCli, writeProjectFiles, type CliResult } from './harness';

describe('Optimize bundle size', () => {
  const dir = makeProject(
    {
      'rsbuild.config.mjs': 'export default { performance: { printFileSize: { diff: true } } };\n',
      'src/kit.js': "export const used = () => 'marker-used';\nexport const unused = () => 'marker-unused';\n",
      'src/index.js': "import { used } from './kit.js';\nconsole.log(used());\n",
    },
    'optimize-bundle',
  );
  let second: CliResult;

  before(async () => {
    const first = await runCli(dir, ['build']);
    assert.equal(first.code, 0, first.output);
    writeProjectFiles(dir, { 'src/index.js': "import { used } from './kit.js';\nconsole.log(used(), 'a longer string so the file grows');\n" });
    second = await runCli(dir, ['build'], { env: { BUNDLE_ANALYZE: 'true' } });
  });

  test('printFileSize.diff shows the change against the previous build', () => {
    assert.equal(second.code, 0, second.output);
    assert.match(second.output, /dist\/static\/js\/index\.[0-9a-f]{8}\.js\s+[\d.]+ kB \(\+[\d.]+ kB\)/);
  });

  test('BUNDLE_ANALYZE writes a treemap to dist/report-web.html', () => {
    assert.ok(listFiles(path.join(dir, 'dist')).includes('report-web.html'));
  });

  test('exports that nothing imports are dropped from ES modules in production', () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /marker-used/);
    assert.doesNotMatch(js, /marker-unused/);
  });
});
