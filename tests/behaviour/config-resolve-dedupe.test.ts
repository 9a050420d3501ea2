// docs/{en,zh}/config/resolve/dedupe: which copy of a package @rsbuild/core 1.7.6 bundles when a
// dependency has its own nested copy (a project with hand-written packages in node_modules, one
// build, one environment per dedupe list, with Rsbuild's debug lines captured), and what two copies
// of React do in Chromium without and with dedupe.
import assert from 'node:assert/strict';
import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { buildProject, launchChromium, makeProject, openBuiltApp, pageText, readText, rsbuildCore, rsbuildV1Dir, withoutInstalledPackages, writeProjectFiles } from './harness';

/** A package `name` at `at` whose entry (and `sub.js`) say `name@version`. */
function pkg(at: string, name: string, version: string, manifest: Record<string, unknown> = {}) {
  return {
    [`${at}/package.json`]: JSON.stringify({ name, version, main: 'index.js', ...manifest }),
    [`${at}/index.js`]: `export default '${name}@${version}';\n`,
    [`${at}/sub.js`]: `export default '${name}/sub@${version}';\n`,
  };
}

describe('resolve.dedupe', () => {
  const dir = withoutInstalledPackages(makeProject({ 'src/index.js': '' }, 'dedupe'));
  const bundles: Record<string, string> = {};
  let errors: string[] = [];
  const logLines: string[] = [];

  before(async () => {
    const exportsOnly = { exports: { '.': './index.js', './sub': './sub.js' } };
    writeProjectFiles(dir, {
      'src/index.js': "import values from 'consumer';\nconsole.log(values.join(' '));\n",
      'src/c-alias.js': "export default 'lib-c from the alias';\n",
      ...pkg('node_modules/consumer', 'consumer', '1.0.0'),
      'node_modules/consumer/index.js': `import a from 'lib-a';
import aSub from 'lib-a/sub';
import b from 'lib-b';
import c from 'lib-c';
import d from 'lib-d';
import e from 'lib-e';
import f from 'lib-f';
import fSub from 'lib-f/sub';
import g from 'lib-g';
import gSub from 'lib-g/sub';
export default [a, aSub, b, c, d, e, f, fSub, g, gSub];
`,
      ...pkg('node_modules/lib-a', 'lib-a', '1.0.0'),
      ...pkg('node_modules/consumer/node_modules/lib-a', 'lib-a', '2.0.0'),
      // exports without ./package.json
      ...pkg('node_modules/lib-b', 'lib-b', '1.0.0', exportsOnly),
      ...pkg('node_modules/consumer/node_modules/lib-b', 'lib-b', '2.0.0', exportsOnly),
      ...pkg('node_modules/lib-c', 'lib-c', '1.0.0'),
      ...pkg('node_modules/consumer/node_modules/lib-c', 'lib-c', '2.0.0'),
      // ESM only: an "import" condition and no ./package.json
      ...pkg('node_modules/lib-d', 'lib-d', '1.0.0', { type: 'module', exports: { '.': { import: './index.js' } } }),
      ...pkg('node_modules/consumer/node_modules/lib-d', 'lib-d', '2.0.0', { type: 'module', exports: { '.': { import: './index.js' } } }),
      // ESM with a "node" condition beside "import": require.resolve takes "node" too.
      ...pkg('node_modules/lib-e', 'lib-e', '1.0.0', { type: 'module', exports: { '.': { node: './index.js', import: './index.js' } } }),
      ...pkg('node_modules/consumer/node_modules/lib-e', 'lib-e', '2.0.0', { type: 'module', exports: { '.': { node: './index.js', import: './index.js' } } }),
      // Linked packages (real folder outside node_modules): lib-f hides package.json, lib-g exposes it.
      ...pkg('packages/lib-f', 'lib-f', '1.0.0', exportsOnly),
      ...pkg('node_modules/consumer/node_modules/lib-f', 'lib-f', '2.0.0', exportsOnly),
      ...pkg('packages/lib-g', 'lib-g', '1.0.0', { exports: { ...exportsOnly.exports, './package.json': './package.json' } }),
      ...pkg('node_modules/consumer/node_modules/lib-g', 'lib-g', '2.0.0', { exports: { ...exportsOnly.exports, './package.json': './package.json' } }),
    });
    for (const name of ['lib-f', 'lib-g']) symlinkSync(path.join(dir, 'packages', name), path.join(dir, 'node_modules', name), 'dir');
    const dist = (root: string) => ({ distPath: { root } });
    // Debug logs on, as DEBUG=rsbuild does when Rsbuild is loaded (it sets the logger to verbose);
    // Rsbuild's logger writes its lines with console.log.
    const { logger } = await rsbuildCore();
    const { level } = logger;
    const log = console.log;
    logger.level = 'verbose';
    console.log = (...args: unknown[]) => void logLines.push(stripVTControlCharacters(args.join(' ')));
    try {
      ({ errors } = await buildProject(dir, {
        // buildProject silences the logger unless the config names a level; undefined keeps verbose.
        logLevel: undefined,
        mode: 'production',
        output: { minify: false, filenameHash: false },
        resolve: { dedupe: ['lib-a', 'lib-c', 'lib-d', 'lib-e', 'lib-f', 'lib-g', 'not-installed'], alias: { 'lib-c': './src/c-alias.js' } },
        environments: {
          none: { output: dist('dist-none'), resolve: { dedupe: [] } },
          top: { output: dist('dist-top') },
          more: { output: dist('dist-more'), resolve: { dedupe: ['lib-b'] } },
        },
      }));
    } finally {
      console.log = log;
      logger.level = level;
    }
    for (const name of ['none', 'top', 'more']) bundles[name] = readText(path.join(dir, `dist-${name}/static/js`), 'index.js');
  });

  const has = (bundle: string, ...texts: string[]) => texts.map((text) => bundles[bundle].includes(`'${text}'`) || bundles[bundle].includes(`"${text}"`));

  test('a package not installed is skipped without an error', () => {
    assert.deepEqual(errors, []);
  });

  test('a package not installed, and one with an alias of the same name, get a debug line each (per environment) and no warning', () => {
    const debugLine = (text: string) => logLines.filter((line) => /^  rsbuild \d{2}:\d{2}:\d{2} /.test(line) && line.endsWith(text)).length;
    assert.equal(debugLine('[rsbuild:resolve] The package not-installed is not resolved in the project, dedupe option for not-installed will be ignored.'), 3, logLines.join('\n'));
    assert.equal(debugLine('[rsbuild:resolve] The package lib-c is already in the alias config, dedupe option for lib-c will be ignored.'), 3, logLines.join('\n'));
    assert.deepEqual(logLines.filter((line) => /^\s*(warn|error)\b/.test(line)), []);
  });

  test('the page quotes both debug lines and says they need DEBUG=rsbuild, in both languages', () => {
    const en = pageText('config/resolve/dedupe', 'en');
    const zh = pageText('config/resolve/dedupe', 'zh');
    for (const text of ['`[rsbuild:resolve] The package lib-x is not resolved in the project, dedupe option for lib-x will be ignored.`', '`[rsbuild:resolve] The package lib-x is already in the alias config, dedupe option for lib-x will be ignored.`']) {
      assert.ok(en.includes(text) && zh.includes(text), text);
    }
    assert.ok(en.includes('skipped without an error or a warning. Only with `DEBUG=rsbuild` does Rsbuild print a line about it'));
    assert.ok(zh.includes('既不报错也不警告。只有设置了 `DEBUG=rsbuild` 时，Rsbuild 才会输出一行相关日志'));
  });

  test('the listed package and its subpaths come from the root copy instead of the nested one', () => {
    assert.deepEqual(has('top', 'lib-a@1.0.0', 'lib-a/sub@1.0.0', 'lib-a@2.0.0', 'lib-a/sub@2.0.0'), [true, true, false, false]);
  });

  test('an environment list is appended to the top-level list (an empty one keeps it)', () => {
    assert.deepEqual(has('top', 'lib-b@1.0.0', 'lib-b@2.0.0'), [false, true]);
    assert.deepEqual(has('more', 'lib-a@1.0.0', 'lib-a@2.0.0', 'lib-b@1.0.0', 'lib-b@2.0.0'), [true, false, true, false]);
    assert.deepEqual(has('none', 'lib-a@1.0.0', 'lib-a@2.0.0'), [true, false]);
  });

  test('a package whose exports hide package.json is found through its entry file', () => {
    assert.deepEqual(has('more', 'lib-b@1.0.0', 'lib-b@2.0.0'), [true, false]);
  });

  test('a linked package whose exports hide package.json is aliased to its entry file: the package is deduped, its subpaths are not; exposing ./package.json dedupes both', () => {
    assert.deepEqual(has('top', 'lib-f@1.0.0', 'lib-f@2.0.0', 'lib-f/sub@1.0.0', 'lib-f/sub@2.0.0'), [true, false, false, true]);
    assert.deepEqual(has('top', 'lib-g@1.0.0', 'lib-g@2.0.0', 'lib-g/sub@1.0.0', 'lib-g/sub@2.0.0'), [true, false, true, false]);
    for (const [lang, text] of [
      ['en', 'the alias then points at that entry file, so an import of the package itself is deduped but a subpath import such as `lib-x/sub` is not'],
      ['zh', '别名就会指向这个入口文件：包本身的导入会被去重，`lib-x/sub` 这类子路径导入却不会'],
    ] as const) assert.ok(pageText('config/resolve/dedupe', lang).includes(text), lang);
  });

  test('an alias of the same name wins over the dedupe entry', () => {
    assert.deepEqual(has('top', 'lib-c from the alias', 'lib-c@1.0.0', 'lib-c@2.0.0'), [true, false, false]);
  });

  test('an ESM-only package without a require condition or ./package.json export is skipped', () => {
    assert.deepEqual(has('top', 'lib-d@1.0.0', 'lib-d@2.0.0'), [false, true]);
  });

  test('an ESM package whose exports have a node condition beside import is deduped (require resolution takes node)', () => {
    assert.deepEqual(has('top', 'lib-e@1.0.0', 'lib-e@2.0.0'), [true, false]);
  });

  test('the page names the ESM-only case', () => {
    assert.ok(pageText('config/resolve/dedupe', 'en').includes('nor any of the conditions `require` resolution accepts (`require`, `node`, `default`), for example only `import`, is skipped'));
    assert.ok(pageText('config/resolve/dedupe', 'zh').includes('也没有 `require` 解析能识别的条件（`require`、`node`、`default`），例如只有 `import`，同样会被静默跳过'));
  });
});

describe('resolve.dedupe › an alias set to false', () => {
  // Proven by guide-advanced-alias.test.ts, "an entry set to false does not stop dedupe: the package is
  // mapped to its folder found from the root" (initConfigs with dedupe and alias { react: false }).
  test('the page says an alias set to false does not stop dedupe, in both languages', () => {
    assert.ok(pageText('config/resolve/dedupe', 'en').includes('An alias set to `false` does not count: dedupe replaces it with the folder it finds.'));
    assert.ok(pageText('config/resolve/dedupe', 'zh').includes('值为 `false` 的别名不算在内：dedupe 会用它找到的目录替换这一项。'));
  });
});

describe('resolve.dedupe › two copies of React', () => {
  // The app's vendor/widget has a real copy of react in its node_modules (a symlink would resolve to
  // the same files). One production build, without dedupe and with dedupe ['react'], opened in
  // Chromium. The development build's console message is proven by guide-framework-react.test.ts
  // ("Invalid hook call: with two copies of React, a development build logs Invalid hook call…").
  const dir = makeProject(
    {
      'src/index.js':
        "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport { Widget } from '../vendor/widget/index.js';\n\ncreateRoot(document.getElementById('root')).render(createElement(Widget));\n",
      'vendor/widget/index.js':
        "import { createElement, useState } from 'react';\n\nexport function Widget() {\n  const [n] = useState(1);\n  return createElement('p', { id: 'widget' }, 'widget ' + n);\n}\n",
    },
    'dedupe-react',
  );
  cpSync(path.join(rsbuildV1Dir, 'node_modules/react'), path.join(dir, 'vendor/widget/node_modules/react'), { recursive: true });
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const dists: Record<string, string> = {};
  let errors: string[] = [];
  before(async () => {
    const collect = { name: 'collect-dists', setup: (api: any) => api.onAfterEnvironmentCompile(({ environment }: any) => void (dists[environment.name] = environment.distPath)) };
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      plugins: [collect],
      environments: {
        twice: { output: { distPath: { root: 'dist-twice' } } },
        once: { output: { distPath: { root: 'dist-once' } }, resolve: { dedupe: ['react'] } },
      },
    }));
    browser = await launchChromium();
  });
  after(async () => browser?.close());

  test("in a production build, a hook from the second copy throws TypeError: Cannot read properties of null (reading 'useState'), nothing renders, and no Invalid hook call message is logged", async () => {
    assert.deepEqual(errors, []);
    const consoleErrors: string[] = [];
    assert.deepEqual(await openBuiltApp(browser, dists.twice, '#widget', { consoleErrors }), { errors: ["TypeError: Cannot read properties of null (reading 'useState')"], html: '' });
    assert.deepEqual(consoleErrors, []);
  });

  test("dedupe ['react'] bundles the root copy and the component renders", async () => {
    const consoleErrors: string[] = [];
    assert.deepEqual(await openBuiltApp(browser, dists.once, '#widget', { consoleErrors }), { errors: [], html: '<p id="widget">widget 1</p>' });
    assert.deepEqual(consoleErrors, []);
  });

  test('the page says the Invalid hook call message is a development build\'s and quotes the TypeError, in both languages', () => {
    assert.ok(pageText('config/resolve/dedupe', 'en').includes("throws `TypeError: Cannot read properties of null (reading 'useState')` and nothing renders; React's \"Invalid hook call\" message appears in the console of a development build only"));
    assert.ok(pageText('config/resolve/dedupe', 'zh').includes("就会抛出 `TypeError: Cannot read properties of null (reading 'useState')`，页面什么也渲染不出来；React 的 \"Invalid hook call\" 提示只会出现在开发构建的控制台里"));
    assert.ok(!pageText('config/resolve/dedupe', 'en').includes('two copies of React produce the "Invalid hook call" error'));
  });
});
