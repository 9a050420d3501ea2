// docs/{en,zh}/community/releases/v0-2: the release notes of Rsbuild 0.2. Facts about 0.1 and 0.2
// themselves were checked against the published @rsbuild/core and @rsbuild/shared 0.1.0, 0.1.9
// and 0.2.1 and the v0.x tags of web-infra-dev/rsbuild (6 December 2026): 0.1.x's
// CreateRsbuildOptions has `target`, 0.2.1 has `output.targets` (default ['web']) instead and no
// `source.entries`; 0.1.x's dev server wrote every file but hot updates to disk
// (`writeToDisk: (file) => !file.includes(".hot-update.")`), 0.2.1's default is false; 0.1.x's
// `disableSourceMap` gave JS maps in both modes and CSS maps outside production, 0.2.1's
// `sourceMap` defaults to { js: undefined (cheap-module-source-map in development, none in
// production), css: false }; 0.2.1's shared config has `injectStyles` and no `disableCssExtract`;
// @rsbuild/plugin-babel's options type at the v0.1.9 tag is the Babel options themselves, at v0.2.0
// only `babelLoaderOptions`, and `include`/`exclude` arrive with pull request #833, first in the
// v0.2.2 tag; @rsbuild/core 0.3.1 depends on @rspack/core 0.5.0 (0.2.18's tag on 0.4.5); the v0.2.0
// tag is dated 11 December 2023. Run under /tmp: 0.1.0 built a `source.entries` entry and warned
// that it was renamed and would be removed in 0.2.0, 0.2.1 ignored it and built src/index.js; 0.1.0's
// production build wrote static/js/index.js.map and no CSS map, its dev server wrote dist with JS
// and CSS maps; 0.2.1's production build wrote no map. This file proves what the page says about Rsbuild 1.x, with
// @rsbuild/core 1.7.6 and the 1.x plugins of tools/rsbuild-v1.
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, readText, rsbuildCore, waitFor, withNodeEnv } from './harness';

const page = 'community/releases/v0-2';

/** The page's rsbuild.config.ts samples, the same in both languages, imported from `dir` as written (`rewrite` may change a sample's text first). */
async function pageConfigs(dir: string, name = 'sample', rewrite: (code: string, index: number) => string = (code) => code) {
  const [en, zh] = [pageSamples(page, 'en'), pageSamples(page, 'zh')];
  assert.deepEqual(zh, en);
  assert.equal(en.length, 5);
  return Promise.all(
    en.map(async (code, index): Promise<RsbuildConfig> => {
      const file = path.join(dir, `${name}${index}.config.ts`);
      writeFileSync(file, rewrite(code, index));
      return (await import(pathToFileURL(file).href)).default;
    }),
  );
}

// A Babel plugin that turns the string 'MARK' into 'BABEL', standing in for babel-plugin-macros.
const markerPlugin = `module.exports = () => ({
  visitor: {
    StringLiteral(path) {
      if (path.node.value === 'MARK') path.node.value = 'BABEL';
    },
  },
});
`;

describe('Rsbuild 0.2 release', () => {
  const dir = makeProject(
    {
      'src/index.js': "import './style.css';\nimport { old } from './legacy/old.js';\nwindow.result = ['MARK', old];\n",
      'src/legacy/old.js': "export const old = 'MARK';\n",
      'src/style.css': '.box { color: red; }\n',
      'babel-marker.cjs': markerPlugin,
    },
    'release-0-2',
  );
  const missing = makeProject({ 'src/index.js': "import './legacy/old.js';\n", 'src/legacy/old.js': "window.old = 'MARK';\n" }, 'release-0-2-no-macros');
  let samples: RsbuildConfig[] = [];
  let errors: string[] = [];
  let missingErrors: string[] = [];
  const files: Record<string, string[]> = {};
  let close: (() => Promise<void>) | undefined;
  let port = 0;

  before(async () => {
    samples = await pageConfigs(dir);
    // The Babel sample with the stand-in plugin's path in place of babel-plugin-macros.
    const babel = (await pageConfigs(dir, 'marker', (code, index) => (index === 4 ? code.replace("'babel-plugin-macros'", JSON.stringify(path.join(dir, 'babel-marker.cjs'))) : code)))[4];
    const [targets, , maps, styles] = samples;
    const root = (name: string) => ({ distPath: { root: name } });
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: {
        ...targets.environments,
        maps: { output: { ...maps.output, ...root('dist-maps') } },
        styles: { output: { ...styles.output, ...root('dist-styles') } },
        babel: { plugins: babel.plugins, output: root('dist-babel') },
      },
    }));
    for (const name of ['dist', 'dist-maps', 'dist-styles', 'dist-babel']) files[name] = listFiles(path.join(dir, name));
    ({ errors: missingErrors } = await buildProject(missing, { mode: 'production', plugins: samples[4].plugins }));
    // One dev server: the default environment keeps its files in memory, the second one is the
    // page's writeToDisk sample (its own entry name and output folder).
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv('development', async () => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          mode: 'development',
          server: { port: await freePort(), printUrls: false },
          environments: {
            memory: { output: root('dev-memory') },
            disk: { ...samples[1], source: { entry: { disk: './src/legacy/old.js' } }, output: root('dev-disk') },
          },
        },
      });
      const started = await rsbuild.startDevServer();
      close = () => started.server.close();
      port = started.port;
    });
  });

  after(async () => {
    await close?.();
  });

  test('the 1.x environments sample builds a web bundle and a Node.js bundle', () => {
    assert.deepEqual(errors, []);
    assert.ok(files.dist.includes('index.html'), files.dist.join('\n'));
    assert.ok(files.dist.includes('static/js/index.js'), files.dist.join('\n'));
    // The node environment writes its bundle to the root of the same dist folder.
    assert.ok(files.dist.includes('index.js'), files.dist.join('\n'));
    assert.match(readText(path.join(dir, 'dist'), 'index.js'), /module\.exports/);
  });

  test('production builds have no source maps by default; the sample adds JS and CSS maps', () => {
    assert.deepEqual(files.dist.filter((file) => file.endsWith('.map')), []);
    assert.ok(files['dist-maps'].includes('static/js/index.js.map'), files['dist-maps'].join('\n'));
    assert.ok(files['dist-maps'].includes('static/css/index.css.map'), files['dist-maps'].join('\n'));
  });

  test('CSS is extracted to a .css file by default; with injectStyles: true it is in the JS', () => {
    assert.match(outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/), /\.box\{color:red\}/);
    assert.deepEqual(files['dist-styles'].filter((file) => file.endsWith('.css')), []);
    assert.match(outputFile(path.join(dir, 'dist-styles'), /^static\/js\/index\.js$/), /\.box\{color:red\}/);
  });

  test('the Babel sample runs its plugin only on files under src/legacy', () => {
    const js = outputFile(path.join(dir, 'dist-babel'), /^static\/js\/index\.js$/);
    assert.match(js, /"BABEL"/);
    assert.match(js, /"MARK"/);
    assert.doesNotMatch(outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/), /BABEL/);
  });

  test('without babel-plugin-macros installed, the Babel sample as written fails to build', () => {
    assert.ok(missingErrors.length > 0);
    assert.match(missingErrors.join('\n'), /Cannot find package 'babel-plugin-macros'/);
  });

  test('the page states the fixed facts in both languages', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.match(en, /This made room at the top level for options of the plugin itself: `include` and `exclude`, which limit the files Babel processes, followed in 0\.2\.2\./);
    assert.doesNotMatch(en, /This freed the top level for options of the plugin itself, such as `include` and `exclude`/);
    assert.match(en, /The Babel plugin that the sample names must be installed in the project first, here `babel-plugin-macros` as a dev dependency; without it the build fails with `Cannot find package 'babel-plugin-macros'`\./);
    assert.match(zh, /用于限定 Babel 处理范围的 `include` 和 `exclude` 随后在 0\.2\.2 中加入。/);
    assert.doesNotMatch(zh, /顶层从而可以放插件自己的选项/);
    assert.match(zh, /这里是把 `babel-plugin-macros` 装为开发依赖；没有安装时，构建会报错 `Cannot find package 'babel-plugin-macros'`。/);
  });

  test('rsbuild dev keeps the files in memory by default; the writeToDisk sample writes them to its output folder', async () => {
    const status = (file: string) => fetch(`http://localhost:${port}/${file}`).then((response) => response.status);
    await waitFor('the dev server to serve index.html', async () => (await status('index.html')) === 200, 60_000);
    await waitFor('disk.html on disk', () => existsSync(path.join(dir, 'dev-disk/disk.html')), 60_000);
    assert.ok(existsSync(path.join(dir, 'dev-disk/static/js/disk.js')));
    assert.equal(existsSync(path.join(dir, 'dev-memory')), false);
  });

  test('in development a JS source map is served by default, and no CSS source map', async () => {
    const response = (file: string) => fetch(`http://localhost:${port}/${file}`);
    await waitFor('the dev server to serve index.html', async () => (await response('index.html')).status === 200, 60_000);
    assert.equal((await response('static/css/index.css')).status, 200);
    assert.equal((await response('static/css/index.css.map')).status, 404);
    const map = await response('static/js/index.js.map');
    assert.equal(map.status, 200);
    assert.match(await map.text(), /"sources":\[/);
  });
});
