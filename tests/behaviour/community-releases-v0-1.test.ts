// docs/{en,zh}/community/releases/v0-1: the release notes of Rsbuild 0.1. Facts about 0.1 itself
// were checked against the published @rsbuild/core and @rsbuild/shared 0.0.25, 0.1.0 and 0.2.1,
// 0.7.10 and 1.0.1, and the v0.x tags of web-infra-dev/rsbuild (6 December 2026): 0.0.25 and 0.1.0
// accept both `source.entry` and `source.entries`, and 0.1.0 logs "`source.entries` option has
// been renamed to `source.entry`" and "will be removed in Rsbuild v0.2.0"; 0.2.1 reads only
// `source.entry`; the default `output.polyfill` is "usage" in 0.1.0 and 0.7.10 and "off" in 1.0.1;
// the v0.1.0 tag holds plugin-react, plugin-vue, plugin-svelte, plugin-solid, plugin-type-check and
// plugin-check-syntax but no plugin-preact, which first appears in the v0.3.1 tag (not in v0.2.x
// nor v0.3.0); @rsbuild/core 0.1.0 was published on 22 November 2023, 0.2.1 on 11 December 2023,
// 1.0.1 (the 1.0 release) on 10 September 2024 and depends on @rspack/core ~1.0.3, while
// @rspack/core 1.0.0 was published on 28 August 2024. This file proves what the page says about
// Rsbuild 1.x, with @rsbuild/core 1.7.6 and the 1.x plugins of tools/rsbuild-v1.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, readText, rsbuildCore } from './harness';

const page = 'community/releases/v0-1';

/** The page's rsbuild.config.ts samples, the same in both languages, imported from `dir` as written. */
async function pageConfigs(dir: string) {
  const [en, zh] = [pageSamples(page, 'en'), pageSamples(page, 'zh')];
  assert.deepEqual(zh, en);
  assert.equal(en.length, 2);
  return Promise.all(
    en.map(async (code, index): Promise<RsbuildConfig> => {
      const file = path.join(dir, `sample${index}.config.ts`);
      writeFileSync(file, code);
      return (await import(pathToFileURL(file).href)).default;
    }),
  );
}

describe('Rsbuild 0.1 release', () => {
  const dir = makeProject(
    {
      'src/main.tsx': "import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')!).render(<h1>Stock on hand</h1>);\n",
      'src/index.ts': "const label: string = 'renamed entry';\nconsole.log(label);\n",
    },
    'release-0-1',
  );
  let errors: string[] = [];
  let reactFiles: string[] = [];
  let entryFiles: string[] = [];

  before(async () => {
    const [react, entry] = await pageConfigs(dir);
    // Both samples as written, each in an environment of its own with its own output folder.
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: {
        react: { ...react, output: { distPath: { root: 'dist-react' } } },
        entry: { ...entry, output: { distPath: { root: 'dist-entry' } } },
      },
    }));
    reactFiles = listFiles(path.join(dir, 'dist-react'));
    entryFiles = listFiles(path.join(dir, 'dist-entry'));
  });

  test('the React config of the page builds with 1.x: its custom entry and its HTML title', () => {
    assert.deepEqual(errors, []);
    assert.deepEqual(reactFiles.filter((file) => file.endsWith('.html')), ['index.html']);
    assert.match(readText(path.join(dir, 'dist-react'), 'index.html'), /<title>Inventory<\/title>/);
    assert.match(outputFile(path.join(dir, 'dist-react'), /^static\/js\/index\.js$/), /"Stock on hand"/);
  });

  test('source.entry, the renamed key, builds the entry it names', () => {
    assert.ok(entryFiles.includes('index.html'), entryFiles.join('\n'));
    assert.match(outputFile(path.join(dir, 'dist-entry'), /^static\/js\/index\.js$/), /renamed entry/);
  });

  test('output.polyfill defaults to "off" in 1.x', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'production' } });
    await rsbuild.initConfigs();
    assert.equal(rsbuild.getNormalizedConfig().output.polyfill, 'off');
  });

  test('the page states the fixed facts in both languages', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.match(en, /In 0\.1, official plugins covered React, Vue, Svelte and Solid\. The announcement also named Preact, but `@rsbuild\/plugin-preact` did not exist yet: it was added in the 0\.3 line\./);
    assert.doesNotMatch(en, /Solid and Preact were supported through plugins/);
    assert.match(zh, /0\.1 提供了 React、Vue、Svelte 和 Solid 的官方插件。发布公告里也提到了 Preact，但那时还没有 `@rsbuild\/plugin-preact`，它到 0\.3\.x 才加入。/);
    assert.doesNotMatch(zh, /Solid 和 Preact。/);
    assert.match(en, /The stable release arrived on September 10, 2024, built on Rspack 1\.0, which had come out two weeks earlier, on August 28;/);
    assert.doesNotMatch(en, /together with Rspack 1\.0/);
    assert.match(zh, /最终稳定版于 2024 年 9 月 10 日发布，基于两周前（8 月 28 日）发布的 Rspack 1\.0，/);
    assert.doesNotMatch(zh, /与 Rspack 1\.0 一同发布/);
  });
});
