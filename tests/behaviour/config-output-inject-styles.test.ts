// docs/{en,zh}/config/output/injectStyles: what @rsbuild/core 1.7.6 writes with the default
// (extracted CSS) and with `injectStyles: true`, for web and node targets, in one production build
// with one environment per case; and the CLI's NODE_ENV rule that the "development only" sample uses.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, outputFile, pageText, runCli } from './harness';

const files = {
  'src/index.js': `import './index.css';
import styles from './card.module.css';
document.body.className = styles.card;
`,
  'src/index.css': 'body {\n  color: rgb(255, 0, 0);\n}\n',
  'src/card.module.css': '.card {\n  margin: 0px;\n}\n',
};

describe('output.injectStyles', () => {
  const dir = makeProject(files, 'inject-styles');
  const dist = (name: string) => path.join(dir, 'dist', name);

  before(async () => {
    const { errors } = await buildProject(dir, {
      mode: 'production',
      environments: {
        extract: { output: { distPath: { root: 'dist/extract' } } },
        inject: { output: { injectStyles: true, distPath: { root: 'dist/inject' } } },
        node: { output: { target: 'node', injectStyles: true, distPath: { root: 'dist/node' } } },
        nodeEmit: { output: { target: 'node', injectStyles: true, emitCss: true, distPath: { root: 'dist/node-emit' } } },
      },
    });
    assert.deepEqual(errors, []);
  });

  test('by default the CSS goes to static/css and the HTML links it', () => {
    const list = listFiles(dist('extract'));
    assert.ok(list.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)), list.join(', '));
    assert.match(outputFile(dist('extract'), /^index\.html$/), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  });

  test('with true no .css file is written, the HTML has no stylesheet link, and the script holds the minified CSS', () => {
    const list = listFiles(dist('inject'));
    assert.deepEqual(list.filter((file) => file.endsWith('.css')), []);
    assert.doesNotMatch(outputFile(dist('inject'), /^index\.html$/), /stylesheet/);
    const js = outputFile(dist('inject'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    // Minified by output.minify: `rgb(255, 0, 0)` becomes `red`, whitespace is gone.
    assert.ok(js.includes('body{color:red}'), 'minified CSS in the script');
    // style-loader's runtime inserts <style> elements.
    assert.ok(js.includes('"style"') || js.includes("'style'"), 'creates style elements');
  });

  test('the style-loader runtime adds about 4 kB to the entry', () => {
    const size = (name: string) => outputFile(dist(name), /^static\/js\/index\.[0-9a-f]{8}\.js$/).length;
    const extract = size('extract');
    const inject = size('inject');
    // 2026-12-06: 61 bytes extracted, 4445 bytes injected for this fixture.
    assert.ok(inject - extract > 3500 && inject - extract < 5000, `extract ${extract}, inject ${inject}`);
  });

  test('CSS Modules still export the class names when injected', () => {
    const js = outputFile(dist('inject'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /card:"[\w-]+"/);
  });

  test('the node target drops CSS unless emitCss is on', () => {
    const node = listFiles(dist('node')).map((file) => path.join(dist('node'), file)).join('\n');
    assert.ok(!/\.css$/m.test(node));
    const nodeJs = outputFile(dist('node'), /^index\.js$/);
    assert.ok(!nodeJs.includes('color:red') && !nodeJs.includes('color: rgb'), 'no CSS in the node bundle');
    const emitJs = outputFile(dist('node-emit'), /^index\.js$/);
    assert.ok(emitJs.includes('body{color:red}'), 'CSS injected once emitCss is true');
  });
});

describe('NODE_ENV in the config file', () => {
  const dir = makeProject({
    'rsbuild.config.mjs': `console.log('NODE_ENV=' + process.env.NODE_ENV);
export default { output: { injectStyles: process.env.NODE_ENV === 'development' }, performance: { buildCache: false } };
`,
    'src/index.js': 'console.log(1);\n',
  }, 'inject-styles-env');

  test('rsbuild build sets production when unset, and keeps a value that is already set', async () => {
    const unset = await runCli(dir, ['build']);
    assert.equal(unset.code, 0, unset.output);
    assert.match(unset.output, /NODE_ENV=production/);
    const set = await runCli(dir, ['build'], { env: { NODE_ENV: 'development' } });
    assert.equal(set.code, 0, set.output);
    assert.match(set.output, /NODE_ENV=development/);
  });

  test('the page gives the measured growth, not an unreproducible 2 kB to 6 kB', () => {
    assert.match(pageText('config/output/inject-styles', 'en'), /about 4 kB/);
    assert.doesNotMatch(pageText('config/output/inject-styles', 'en'), /about 2 kB/);
    assert.match(pageText('config/output/inject-styles', 'zh'), /约 4 kB/);
    assert.doesNotMatch(pageText('config/output/inject-styles', 'zh'), /约 2 kB/);
  });

  test('the page says the CLI only sets NODE_ENV when it is not set', () => {
    assert.match(pageText('config/output/inject-styles', 'en'), /When `NODE_ENV` is not set already/);
    assert.match(pageText('config/output/inject-styles', 'zh'), /`NODE_ENV` 尚未设置时/);
  });
});
