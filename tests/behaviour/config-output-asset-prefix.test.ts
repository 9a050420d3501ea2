// docs/{en,zh}/config/output/asset-prefix: where @rsbuild/core 1.7.6 writes output.assetPrefix
// (HTML tags, CSS url(), imported asset URLs, the runtime's public path, ASSET_PREFIX), with a CDN
// prefix, 'auto' and the default; how server.base fills it in; and that a development-mode build
// ignores it. Three small builds: one with an environment per prefix, one with server.base, one in
// development mode.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, devServerHtml, makeProject, outputFile, pageText } from './harness';

const files = {
  'src/index.js': `import './index.css';
import logo from './logo.png';
window.out = { logo, prefix: import.meta.env.ASSET_PREFIX, fromProcess: process.env.ASSET_PREFIX };
import('./lazy.js').then((lazy) => lazy.run());
`,
  'src/lazy.js': 'export const run = () => 1;\n',
  'src/index.css': '.logo { background: url(./logo.png); }\n',
  // Larger than the 4 KiB data URI limit, so it is emitted as a file.
  'src/logo.png': 'x'.repeat(10_000),
};

const page = 'config/output/asset-prefix';

describe('output.assetPrefix', () => {
  const dir = makeProject(files, 'asset-prefix');
  const dist = (name: string) => path.join(dir, 'dist', name);
  const html = (name: string, file = 'index.html') => outputFile(dist(name), new RegExp(`^${file.replace('.', '\\.')}$`));
  const js = (name: string) => outputFile(dist(name), /^static\/js\/index\.js$/);
  const css = (name: string) => outputFile(dist(name), /^static\/css\/index\.css$/);

  before(async () => {
    const output = (name: string, assetPrefix?: string) => ({ ...(assetPrefix && { assetPrefix }), distPath: { root: `dist/${name}` } });
    const builds: RsbuildConfig[] = [
      {
        output: { filenameHash: false },
        environments: {
          cdn: { output: output('cdn', 'https://cdn.example.com/my-app') },
          auto: { output: output('auto', 'auto') },
          nested: { output: output('nested', 'auto'), html: { outputStructure: 'nested' as const } },
          default: { output: output('default') },
        },
      },
      {
        server: { base: '/app' },
        output: { filenameHash: false },
        environments: {
          base: { output: output('base') },
          both: { output: output('both', 'https://cdn.example.com/my-app/') },
        },
      },
      { mode: 'development' as const, output: { filenameHash: false, assetPrefix: 'https://cdn.example.com/my-app/', distPath: { root: 'dist/development' } } },
    ];
    // One after another: the builds share the project folder.
    for (const config of builds) {
      const { errors } = await buildProject(dir, config);
      assert.deepEqual(errors, []);
    }
  });

  test('a CDN prefix without a trailing slash gets one and lands in the HTML tags, CSS url() and the runtime public path', () => {
    assert.match(html('cdn'), /<script defer src="https:\/\/cdn\.example\.com\/my-app\/static\/js\/index\.js"><\/script><link href="https:\/\/cdn\.example\.com\/my-app\/static\/css\/index\.css" rel="stylesheet">/);
    assert.ok(css('cdn').includes('url(https://cdn.example.com/my-app/static/image/logo.png)'));
    assert.ok(js('cdn').includes('.p="https://cdn.example.com/my-app/"'));
  });

  test("the default '/' gives root paths, and ASSET_PREFIX is an empty string", () => {
    assert.match(html('default'), /<script defer src="\/static\/js\/index\.js"><\/script><link href="\/static\/css\/index\.css" rel="stylesheet">/);
    assert.ok(css('default').includes('url(/static/image/logo.png)'));
    assert.ok(js('default').includes('.p="/"'));
    assert.ok(js('default').includes('prefix:"",fromProcess:""'));
  });

  test('import.meta.env.ASSET_PREFIX and process.env.ASSET_PREFIX hold the prefix without its trailing slash', () => {
    assert.ok(js('cdn').includes('prefix:"https://cdn.example.com/my-app",fromProcess:"https://cdn.example.com/my-app"'));
  });

  test("'auto' writes paths relative to the HTML file, '../' with the nested structure, and the runtime works the prefix out", () => {
    assert.match(html('auto'), /<script defer src="static\/js\/index\.js"><\/script><link href="static\/css\/index\.css" rel="stylesheet">/);
    assert.match(html('nested', 'index/index.html'), /<script defer src="\.\.\/static\/js\/index\.js"><\/script><link href="\.\.\/static\/css\/index\.css" rel="stylesheet">/);
    // No public path is written in; the runtime throws this where it cannot find the running script.
    assert.ok(!js('auto').includes('.p="'));
    assert.ok(js('auto').includes('Automatic publicPath is not supported in this browser'));
  });

  test("with 'auto', ASSET_PREFIX is the string 'auto', so `${ASSET_PREFIX}/logo.svg` gives the relative path auto/logo.svg", () => {
    assert.ok(js('auto').includes('prefix:"auto",fromProcess:"auto"'));
  });

  test('server.base is copied into output.assetPrefix when the prefix is not set', () => {
    assert.match(html('base'), /<script defer src="\/app\/static\/js\/index\.js"><\/script>/);
    assert.ok(css('base').includes('url(/app/static/image/logo.png)'));
  });

  test('when both are set, output.assetPrefix wins in the build output', () => {
    assert.match(html('both'), /<script defer src="https:\/\/cdn\.example\.com\/my-app\/static\/js\/index\.js"><\/script>/);
  });

  test("a build in development mode ignores output.assetPrefix (dev.assetPrefix's default '/' applies)", () => {
    const built = outputFile(dist('development'), /^index\.html$/);
    assert.match(built, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.ok(!built.includes('cdn.example.com'));
  });

  test("the choice follows the mode, not the command: a dev server in mode 'production' serves pages that load from the CDN prefix", async () => {
    const html = await devServerHtml(dir, { mode: 'production', output: { assetPrefix: 'https://cdn.example.com/my-app/', distPath: { root: 'dist/dev-server-production' } } });
    assert.match(html.web, /<script defer src="https:\/\/cdn\.example\.com\/my-app\/static\/js\/index\.\w{8}\.js"><\/script>/);
    assert.ok(pageText(page, 'en').includes("The rule follows the mode, not the command: a dev server whose mode is `'production'`"));
    assert.ok(!pageText(page, 'en').includes('so a CDN prefix never leaks into local development'));
    assert.ok(pageText(page, 'zh').includes("这条规则取决于模式，而不是命令：如果开发服务器的模式是 `'production'`"));
  });

  test("the page warns that the ASSET_PREFIX pattern does not work with 'auto'", () => {
    assert.ok(pageText(page, 'en').includes("With `'auto'` this pattern gives the relative path `auto/logo.svg`"));
    assert.ok(pageText(page, 'zh').includes("使用 `'auto'` 时，这种写法得到的是相对路径 `auto/logo.svg`"));
  });
});
