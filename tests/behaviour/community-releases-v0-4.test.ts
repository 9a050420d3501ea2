// docs/{en,zh}/community/releases/v0-4: the release notes of Rsbuild 0.4. Facts about 0.4 itself
// were checked against the published @rsbuild/core, @rsbuild/shared and @rsbuild/plugin-react
// packages (0.3.x and 0.4.1) and the tags of web-infra-dev/rsbuild (6 December 2026):
// - ordered hooks: @rsbuild/shared 0.3.1, 0.3.3, 0.3.5, 0.3.8 and 0.3.9 have no HookDescriptor in
//   types/plugin.d.ts and no `order` in createHook.js; 0.3.11 has both ('pre' | 'post' |
//   'default'); the commit "feat: support declare plugin hooks order (#1472)" lies between the
//   v0.3.10 and v0.3.11 tags. So the feature came in 0.3.11, not 0.4.
// - moduleFederation, filenameHash (0.3.11: disableFilenameHash), the loadConfig return value
//   ({ content, filePath }; 0.3.11 returned the config), the removal of postcss-flexbugs-fixes
//   (0.3.11's css.js adds it after the user's PostCSS plugins, for every CSS rule) and of the
//   React plugin's antd/arco rules all come in the commits between v0.3.11 and v0.4.0.
// - 0.4.1's plugins/moduleFederation.js sets output.publicPath to 'auto' when it is
//   DEFAULT_ASSET_PREFIX, and PatchSplitChunksPlugin makes every cache group skip the chunk named
//   options.name; nothing there is about shared modules.
// - @rsbuild/plugin-react 0.3.11 added, when antd below v5 was installed, { libraryName: 'antd',
//   libraryDirectory: 'es' ('lib' for a node target), style: true }, and when
//   @arco-design/web-react was installed, { libraryDirectory: 'es', camelToDashComponentName:
//   false, style: true } plus the icon rule (react-icon); 0.4.1 has neither.
// - The v0.4.0 tag is dated 6 February 2024.
// This file proves what the page says about 1.x, with @rsbuild/core 1.7.6 and the 1.x plugins of
// tools/rsbuild-v1. postcss-flexbugs-fixes is not installed there, so the postcss.config.cjs
// sample's shape is proven with postcss-nested in its place.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, readText, rsbuildCore, typeCheckProject } from './harness';

const page = 'community/releases/v0-4';

describe('Rsbuild 0.4 release', () => {
  const dir = makeProject(
    {
      'src/index.js': `import { Button } from 'antd';
import { DatePicker } from '@arco-design/web-react';
import { IconStar } from '@arco-design/web-react/icon';
import './card.css';
window.result = [Button, DatePicker, IconStar];
`,
      'src/plain.js': "window.result = 'plain';\n",
      'src/host.js': "import('checkout/Button');\nimport('react');\n",
      'src/card.css': '.card {\n  .title {\n    color: red;\n  }\n}\n',
      // Stand-ins for the component libraries, at the paths the rules import.
      'fake/antd/es/button/index.js': "export default 'antd/es/button';\n",
      'fake/antd/es/button/style/css.js': "window.antdStyle = 'antd/es/button/style/css';\n",
      'fake/arco/es/DatePicker/index.js': "export default 'arco/es/DatePicker';\n",
      'fake/arco/es/DatePicker/style/css.js': "window.arcoStyle = 'arco/es/DatePicker/style/css';\n",
      'fake/arco/icon/react-icon/IconStar/index.js': "export default 'arco/icon/react-icon/IconStar';\n",
      // The page's postcss.config.cjs, with an installed plugin in place of postcss-flexbugs-fixes.
      'postcss.config.cjs': "module.exports = {\n  plugins: {\n    'postcss-nested': {},\n  },\n};\n",
    },
    'release-0-4',
  );
  let samples: RsbuildConfig[] = [];
  let errors: string[] = [];
  const dists: Record<string, string> = {};

  before(async () => {
    const en = pageSamples(page, 'en');
    assert.deepEqual(pageSamples(page, 'zh'), en);
    assert.equal(en.length, 5);
    samples = await Promise.all(
      en.map(async (code, index) => {
        const file = path.join(dir, `sample${index}.config.ts`);
        writeFileSync(file, code);
        return (await import(pathToFileURL(file).href)).default as RsbuildConfig;
      }),
    );
    const [host, title, noHash, antd, arco] = samples;
    const record: RsbuildPlugin = {
      name: 'record-dist',
      setup(api) {
        api.onAfterEnvironmentCompile(({ environment }) => {
          dists[environment.name] = environment.distPath;
        });
      },
    };
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      plugins: [...(host.plugins ?? []), ...(title.plugins ?? []), record],
      html: title.html,
      resolve: { alias: { antd: path.join(dir, 'fake/antd'), '@arco-design/web-react': path.join(dir, 'fake/arco') } },
      environments: {
        web: { source: { entry: { index: './src/index.js' }, transformImport: [...(antd.source?.transformImport as []), ...(arco.source?.transformImport as [])] } },
        noHash: { source: { entry: { index: './src/plain.js' } }, output: { ...noHash.output, distPath: { root: 'dist-no-hash' } } },
        hash12: { source: { entry: { index: './src/plain.js' } }, output: { filenameHash: 'contenthash:12', distPath: { root: 'dist-hash12' } } },
        host: { source: { entry: { index: './src/host.js' } }, moduleFederation: host.moduleFederation, output: { distPath: { root: 'dist-host' } } },
      },
    }));
  });

  test('the builds succeed', () => {
    assert.deepEqual(errors, []);
  });

  test('the host sample builds with the remote and its address in the entry', () => {
    const js = outputFile(dists.host, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(js.includes('{checkout:[{alias:"checkout",name:"checkout",entry:"http://localhost:3002/remoteEntry.js"'));
  });

  test('the title plugin of the sample makes the title "Orders · Acme"', () => {
    assert.match(readText(dists.web, 'index.html'), /<title>Orders · Acme<\/title>/);
  });

  test("order: 'post' runs the handler after a plugin registered later", async () => {
    const { createRsbuild } = await rsbuildCore();
    const later: RsbuildPlugin = {
      name: 'plugin-beta-title',
      setup(api) {
        api.modifyRsbuildConfig((config) => {
          config.html = { ...config.html, title: 'Orders (beta)' };
        });
      },
    };
    const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', plugins: [...(samples[1].plugins ?? []), later], html: { title: 'Orders' } } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().html.title, 'Orders (beta) · Acme');
  });

  test("order: 'pre' runs the handler before a plugin registered earlier", async () => {
    const { createRsbuild } = await rsbuildCore();
    const append = (name: string, text: string, order?: 'pre'): RsbuildPlugin => ({
      name,
      setup(api) {
        const handler = (config: RsbuildConfig) => {
          config.html = { ...config.html, title: `${config.html?.title} ${text}` };
        };
        api.modifyRsbuildConfig(order ? { order, handler } : handler);
      },
    });
    const rsbuild = await createRsbuild({ cwd: dir, config: { logLevel: 'silent', plugins: [append('plugin-a', 'A'), append('plugin-p', 'P', 'pre')], html: { title: 'Orders' } } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().html.title, 'Orders P A');
  });

  test('production file names get an 8-character content hash by default, none with filenameHash: false, 12 characters with contenthash:12', () => {
    assert.ok(listFiles(dists.web).some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), listFiles(dists.web).join('\n'));
    assert.ok(listFiles(dists.noHash).includes('static/js/index.js'), listFiles(dists.noHash).join('\n'));
    assert.ok(listFiles(dists.hash12).some((file) => /^static\/js\/index\.[0-9a-f]{12}\.js$/.test(file)), listFiles(dists.hash12).join('\n'));
  });

  test('a postcss.config.cjs in the project root is picked up', () => {
    assert.match(pageText(page, 'en'), /```js title="postcss\.config\.cjs"\nmodule\.exports = \{\n {2}plugins: \{\n {4}'postcss-flexbugs-fixes': \{\},\n {2}\},\n\};\n```/);
    assert.match(outputFile(dists.web, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.card \.title\{color:red\}/);
  });

  test('the antd and Arco rules import the components, their compiled CSS entries and the icons', () => {
    const js = outputFile(dists.web, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    for (const marker of ['antd/es/button', 'antd/es/button/style/css', 'arco/es/DatePicker', 'arco/es/DatePicker/style/css', 'arco/icon/react-icon/IconStar']) {
      assert.ok(js.includes(`"${marker}"`), marker);
    }
  });

  test('loadConfig returns content and filePath, and filePath is null without a config file', async () => {
    const { loadConfig } = await rsbuildCore();
    const empty = makeProject({}, 'release-0-4-no-config');
    assert.deepEqual(await loadConfig({ cwd: empty }), { content: {}, filePath: null });
    const withConfig = makeProject({ 'rsbuild.config.mjs': "export default { html: { title: 'Orders' } };\n" }, 'release-0-4-config');
    const { content, filePath } = await loadConfig({ cwd: withConfig });
    assert.equal(filePath, path.join(withConfig, 'rsbuild.config.mjs'));
    assert.deepEqual(content.html, { title: 'Orders' });
  });

  test('the samples type-check with the 1.x packages', () => {
    // The zh samples are the en ones (asserted here and in before()), so one language is checked.
    const [build] = pageSamples(page, 'en', 'build.ts');
    assert.deepEqual(pageSamples(page, 'zh', 'build.ts'), [build]);
    const files: Record<string, string> = { 'build.ts': build };
    pageSamples(page, 'en').forEach((code, index) => (files[`sample${index}/rsbuild.config.ts`] = code));
    assert.deepEqual(typeCheckProject(ts, files, 'release-0-4-samples'), []);
  });

  test('the page dates ordered hooks to 0.3.11 and describes the old defaults as they were', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('Since 0.3.11, a hook accepts an object'));
    assert.ok(!en.includes('From 0.4 on, a hook accepts'));
    assert.ok(zh.includes('从 0.3.11 开始，钩子除了接收普通函数'));
    assert.ok(en.includes("it set Rspack's `publicPath` to `'auto'`"));
    assert.ok(!en.includes('so that shared modules work out of the box'));
    assert.ok(zh.includes("就把 Rspack 的 `publicPath` 设为 `'auto'`"));
    assert.ok(en.includes('[antd](https://www.npmjs.com/package/antd) below v5'));
    assert.ok(en.includes('The old rules for the components set `style: true`'));
    assert.ok(zh.includes('旧的组件规则设置了 `style: true`'));
    assert.ok(zh.includes('v5 以下的 [antd]'));
  });
});
