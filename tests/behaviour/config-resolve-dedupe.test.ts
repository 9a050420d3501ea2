// docs/{en,zh}/config/resolve/dedupe: which copy of a package @rsbuild/core 1.7.6 bundles when a
// dependency has its own nested copy (a project with hand-written packages in node_modules, one
// build, one environment per dedupe list).
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, pageText, readText, withoutInstalledPackages, writeProjectFiles } from './harness';

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
export default [a, aSub, b, c, d];
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
    });
    const dist = (root: string) => ({ distPath: { root } });
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      output: { minify: false, filenameHash: false },
      resolve: { dedupe: ['lib-a', 'lib-c', 'lib-d', 'not-installed'], alias: { 'lib-c': './src/c-alias.js' } },
      environments: {
        none: { output: dist('dist-none'), resolve: { dedupe: [] } },
        top: { output: dist('dist-top') },
        more: { output: dist('dist-more'), resolve: { dedupe: ['lib-b'] } },
      },
    }));
    for (const name of ['none', 'top', 'more']) bundles[name] = readText(path.join(dir, `dist-${name}/static/js`), 'index.js');
  });

  const has = (bundle: string, ...texts: string[]) => texts.map((text) => bundles[bundle].includes(`'${text}'`) || bundles[bundle].includes(`"${text}"`));

  test('a package not installed is skipped without an error', () => {
    assert.deepEqual(errors, []);
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

  test('an alias of the same name wins over the dedupe entry', () => {
    assert.deepEqual(has('top', 'lib-c from the alias', 'lib-c@1.0.0', 'lib-c@2.0.0'), [true, false, false]);
  });

  test('an ESM-only package without a require condition or ./package.json export is skipped', () => {
    assert.deepEqual(has('top', 'lib-d@1.0.0', 'lib-d@2.0.0'), [false, true]);
  });

  test('the page names the ESM-only case', () => {
    assert.ok(pageText('config/resolve/dedupe', 'en').includes('nor a `require` or `default` condition (only `import`) is skipped'));
    assert.ok(pageText('config/resolve/dedupe', 'zh').includes('也没有 `require` 或 `default` 条件（只有 `import`），同样会被静默跳过'));
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
