// docs/{en,zh}/community/releases/v0-3: the release notes of Rsbuild 0.3. Facts about 0.3 itself
// were checked against the published @rsbuild/core and @rsbuild/shared 0.2.18 and 0.3.1 packages
// and the v0.3.0 tag of web-infra-dev/rsbuild (6 December 2026): 0.3.1 depends on
// @rspack/core 0.5.0; 0.2.18's core has plugins/toml.js and plugins/yaml.js and 0.3.1's has
// neither; 0.2.18's StartDevServerOptions has logger and printURLs, and its PreviewServerOptions
// has printURLs, while 0.3.1 has neither in either type; the default browserslist for node went
// from 'node >= 14' (0.2.18) to 'node >= 16' (0.3.1), and SERVER_DIST_DIR from "bundles" to
// "server"; the CLI's dev and preview options went from "--open [url]" to "-o --open [url]".
// @rspack/core 0.4.5's Builtins interface has css, treeShaking and 15 more fields (progress,
// define, provide, html, copy, banner, react, pluginImport, emotion, relay, ...); 0.5.0's has
// only css and treeShaking.
// The v0.3.0 tag is dated 10 January 2024. This file proves what the page says about 1.x, with
// @rsbuild/core 1.7.6 and the 1.x plugins of tools/rsbuild-v1.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import {
  buildProject,
  freePort,
  makeProject,
  outputFile,
  pageSamples,
  pageText,
  rsbuildCore,
  runCli,
  typeCheckProject,
  withNodeEnv,
} from './harness';

const page = 'community/releases/v0-3';

describe('Rsbuild 0.3 release', () => {
  const dir = makeProject(
    {
      'src/index.js': `import shop from './shop.toml';
import staff from './staff.yaml';
import pkg from './pkg.json';
window.result = [shop.title, staff[0].name, pkg.version];
`,
      'src/shop.toml': 'title = "Corner Shop"\n',
      'src/staff.yaml': '- name: Alice Baker\n',
      'src/pkg.json': '{ "version": "7.3.1" }\n',
    },
    'release-0-3',
  );
  let errors: string[] = [];
  let js = '';
  const printed: string[] = [];
  let devUrls: string[] = [];
  let devPort = 0;

  before(async () => {
    const [sample] = pageSamples(page, 'en');
    const file = path.join(dir, 'sample.config.ts');
    writeFileSync(file, sample);
    const config: RsbuildConfig = (await import(pathToFileURL(file).href)).default;
    let dist: string;
    ({ errors, dist } = await buildProject(dir, { mode: 'production', plugins: config.plugins, output: { filenameHash: false } }));
    js = outputFile(dist, /^static\/js\/index\.js$/);

    // The dev.ts sample's server.printUrls, with Rsbuild's printing captured.
    const { createRsbuild, logger } = await rsbuildCore();
    const saved = { log: logger.log, start: logger.start, ready: logger.ready, info: logger.info, success: logger.success };
    const quiet = () => {};
    logger.override({ log: (message: unknown) => void printed.push(String(message)), start: quiet, ready: quiet, info: quiet, success: quiet });
    try {
      await withNodeEnv('development', async () => {
        const rsbuild = await createRsbuild({
          cwd: dir,
          config: {
            logLevel: 'info',
            server: {
              port: await freePort(),
              printUrls: ({ urls }) => urls.filter((url) => url.includes('localhost')),
            },
          },
        });
        const { urls, port, server } = await rsbuild.startDevServer();
        devUrls = urls;
        devPort = port;
        await server.close();
      });
    } finally {
      logger.override(saved);
    }
  });

  test('the TOML and YAML plugins of the sample load .toml and .yaml imports, and .json needs no plugin', () => {
    assert.deepEqual(errors, []);
    assert.match(js, /Corner Shop/);
    assert.match(js, /Alice Baker/);
    assert.match(js, /7\.3\.1/);
  });

  test('the printUrls function of the dev.ts sample prints only the localhost address', () => {
    assert.ok(pageText(page, 'en').includes("printUrls: ({ urls }) => urls.filter((url) => url.includes('localhost')),"));
    const text = printed.join('\n');
    assert.ok(text.includes(`http://localhost:${devPort}/`), text);
    for (const url of devUrls.filter((url) => !url.includes('localhost'))) assert.ok(!text.includes(url), `${url} printed:\n${text}`);
  });

  test('the samples type-check with the 1.x packages, and output.distPath has no server field', () => {
    // One program for both languages' samples and the old option.
    const files: Record<string, string> = {
      'old/rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ output: { target: 'node', distPath: { server: 'bundles' } } });\n",
    };
    for (const lang of ['en', 'zh'] as const) {
      for (const title of ['rsbuild.config.ts', 'dev.ts']) {
        const samples = pageSamples(page, lang, title);
        assert.equal(samples.length, 1, `${lang} ${title}`);
        files[`${lang}/${title}`] = samples[0];
      }
    }
    const diagnostics = typeCheckProject(ts, files, 'release-0-3-samples');
    assert.equal(diagnostics.length, 1, diagnostics.join('\n'));
    assert.match(diagnostics[0], /^old\/rsbuild\.config\.ts: .*Object literal may only specify known properties, and 'server' does not exist in type 'DistPathConfig'\.$/s);
  });

  test('node output still defaults to node >= 16, in dist like any environment', async () => {
    const { createRsbuild } = await rsbuildCore();
    const seen: Record<string, { browserslist: string[]; distPath: string }> = {};
    const record: RsbuildPlugin = {
      name: 'record-environment',
      setup(api) {
        api.modifyBundlerChain((_chain, { environment }) => {
          seen[environment.name] = { browserslist: environment.browserslist, distPath: environment.distPath };
        });
      },
    };
    const rsbuild = await createRsbuild({
      cwd: dir,
      config: {
        logLevel: 'silent',
        environments: { node: { output: { target: 'node' } } },
        plugins: [record],
      },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(seen.node.browserslist, ['node >= 16']);
    assert.equal(path.relative(dir, seen.node.distPath), 'dist');
  });

  test('-o is still an alias of --open', async () => {
    const { code, output } = await runCli(dir, ['dev', '--help']);
    assert.equal(code, 0);
    assert.match(output, /-o, --open \[url\]/);
  });

  test('the page says Rspack 0.5 kept builtins.css and builtins.treeShaking', () => {
    assert.ok(pageText(page, 'en').includes('0.5 removed all of them except `builtins.css` and `builtins.treeShaking`'));
    assert.ok(pageText(page, 'zh').includes('0.5 移除了其中除 `builtins.css` 和 `builtins.treeShaking` 以外的全部字段'));
  });

  test('the page says printURLs also left preview()', () => {
    assert.ok(pageText(page, 'en').includes('`rsbuild.preview()` lost its `printURLs` option too'));
    assert.ok(pageText(page, 'en').includes('and the `printURLs` option of `preview()`'));
    assert.ok(pageText(page, 'zh').includes('`rsbuild.preview()` 的 `printURLs` 选项也一并移除'));
    assert.ok(pageText(page, 'zh').includes('以及 `preview()` 的 `printURLs` 选项'));
  });

});
