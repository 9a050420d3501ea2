// docs/{en,zh}/config/output/emit-assets: the page's web + node example built with @rsbuild/core
// 1.7.6 (output.copy, a public folder, a ?url import, an inlined asset and an assetsInclude file
// added), then the server bundle run in Node.js to read the URLs it gives.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, pageText, readText, rsbuildCore } from './harness';

const imports = `import logo from './logo.png';
import tiny from './tiny.png';
import tinyUrl from './tiny.png?url';
import manual from './manual.pdf';
`;

describe('output.emitAssets', () => {
  const dir = makeProject({
    'package.json': '{"type":"commonjs"}\n',
    'src/logo.png': 'x'.repeat(5000),
    'src/tiny.png': 'tiny\n',
    // The HTML's icons (html.favicon, html.appIcon) of the solo build: a local file nothing imports.
    'src/icon.png': 'i'.repeat(5000),
    'src/manual.pdf': 'p'.repeat(5000),
    'public/robots.txt': 'User-agent: *\n',
    'extra/notice.txt': 'copied\n',
    // A WebAssembly module: referenced by URL in the browser code, imported in the server code.
    'src/lib.wasm': '\0asm\u0001\0\0\0',
    'src/index.client.js': `${imports}window.urls = { logo, tiny, tinyUrl, manual, wasm: new URL('./lib.wasm', import.meta.url).href };\n`,
    'src/index.server.js': `${imports}export const urls = { logo, tiny, tinyUrl, manual };\nexport const loadWasm = () => import('./lib.wasm');\n`,
  }, 'emit-assets');
  let files: string[];
  let soloFiles: string[];
  let serverUrls: Record<string, string>;

  before(async () => {
    const { errors } = await buildProject(dir, {
      mode: 'production',
      source: { assetsInclude: /\.pdf$/ },
      output: { copy: [{ from: 'extra/notice.txt' }] },
      environments: {
        web: { source: { entry: { index: './src/index.client.js' } }, output: { target: 'web' } },
        node: {
          source: { entry: { index: './src/index.server.js' } },
          output: { target: 'node', distPath: { root: 'dist/server' }, emitAssets: false },
        },
        // The page's warning: the only web build with the option off.
        solo: {
          source: { entry: { index: './src/index.client.js' } },
          output: { target: 'web', distPath: { root: 'dist-solo' }, emitAssets: false },
          html: { favicon: './src/icon.png', appIcon: { icons: [{ src: './src/icon.png', size: 192 }] } },
        },
      },
    });
    assert.deepEqual(errors, []);
    files = listFiles(path.join(dir, 'dist'));
    soloFiles = listFiles(path.join(dir, 'dist-solo'));
    serverUrls = createRequire(import.meta.url)(path.join(dir, 'dist/server/index.js')).urls;
  });

  test('the server build writes no asset; dist/server holds its JavaScript, the output.copy file and the WebAssembly module it imports', () => {
    const server = files.filter((file) => file.startsWith('server/'));
    assert.deepEqual(server.filter((file) => !file.startsWith('server/static/wasm/') && !/^server\/\d+\.js$/.test(file)), ['server/index.js', 'server/notice.txt']);
    assert.equal(server.filter((file) => /^server\/static\/wasm\/[0-9a-f]{8}\.module\.wasm$/.test(file)).length, 1, server.join('\n'));
  });

  test('a .wasm file referenced with new URL(…, import.meta.url) is an asset: written by the web build, not by the solo build', () => {
    assert.equal(files.filter((file) => /^static\/wasm\/[0-9a-f]{8}\.module\.wasm$/.test(file)).length, 1, files.join('\n'));
    assert.deepEqual(soloFiles.filter((file) => file.endsWith('.wasm')), []);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('config/output/emit-assets', lang).includes("new URL('./add.wasm', import.meta.url)"), lang);
  });

  test('the server bundle gives the URLs of the files the web build wrote', () => {
    assert.match(serverUrls.logo, /^\/static\/image\/logo\.[0-9a-f]{8}\.png$/);
    assert.match(serverUrls.tinyUrl, /^\/static\/image\/tiny\.[0-9a-f]{8}\.png$/);
    assert.match(serverUrls.manual, /^\/static\/assets\/manual\.[0-9a-f]{8}\.pdf$/);
    for (const url of [serverUrls.logo, serverUrls.tinyUrl, serverUrls.manual]) assert.ok(files.includes(url.slice(1)), url);
    assert.equal(serverUrls.tiny, 'data:image/png;base64,dGlueQo=');
  });

  test('the public folder is copied into dist only, not into the node build\'s folder', () => {
    assert.ok(files.includes('robots.txt'));
    assert.ok(!files.includes('server/robots.txt'));
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/output/emit-assets', lang);
      assert.match(text, /copyOnBuild: 'auto'/);
      assert.match(text, /source\.assetsInclude/);
    }
  });

  test('a lone web build with emitAssets: false references images it never wrote', () => {
    const script = soloFiles.find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(script, soloFiles.join('\n'));
    const text = readText(path.join(dir, 'dist-solo'), script);
    assert.match(text, /"static\/image\/logo\.[0-9a-f]{8}\.png"/);
    assert.deepEqual(soloFiles.filter((file) => (file.startsWith('static/image/') && file !== 'static/image/icon.png') || file.startsWith('static/assets/')), []);
  });

  test('the icons of html.favicon and html.appIcon are still written: the favicon at the output root, the app icon under static/image/', () => {
    assert.ok(soloFiles.includes('icon.png'), soloFiles.join('\n'));
    assert.ok(soloFiles.includes('static/image/icon.png'), soloFiles.join('\n'));
    const html = readText(path.join(dir, 'dist-solo'), 'index.html');
    assert.ok(html.includes('<link rel="icon" href="/icon.png">'), html);
    assert.ok(html.includes('<link rel="apple-touch-icon" sizes="192x192" href="/static/image/icon.png">'), html);
  });

  test('an image the lone web build never wrote: the dev server answers it with index.html and status 200, rsbuild preview with a 404', async () => {
    // What Chromium sends for an <img>; fonts are requested with */*.
    const imageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const { createRsbuild } = await rsbuildCore();
    const soloConfig = {
      logLevel: 'silent' as const,
      source: { entry: { index: './src/index.client.js' }, assetsInclude: /\.pdf$/ },
      output: { target: 'web' as const, distPath: { root: 'dist-solo' }, emitAssets: false },
    };
    const logo = readText(path.join(dir, 'dist-solo'), soloFiles.find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file))!).match(/static\/image\/logo\.[0-9a-f]{8}\.png/)![0];
    // rsbuild preview of the build above.
    const previewPort = await freePort();
    const preview = await (await createRsbuild({ cwd: dir, rsbuildConfig: { ...soloConfig, server: { port: previewPort } } })).preview();
    try {
      for (const accept of [imageAccept, '*/*']) {
        const response = await fetch(`http://localhost:${previewPort}/${logo}`, { headers: { accept } });
        assert.equal(response.status, 404, accept);
      }
    } finally {
      await preview.server.close();
    }
    // The dev server, development mode, the same config.
    const devPort = await freePort();
    const dev = await (await createRsbuild({ cwd: dir, rsbuildConfig: { ...soloConfig, mode: 'development', dev: { hmr: false, liveReload: false }, server: { port: devPort } } })).startDevServer();
    try {
      const page = await (await fetch(`http://localhost:${devPort}/`)).text();
      const script = await (await fetch(`http://localhost:${devPort}${page.match(/<script defer src="([^"]+)"/)![1]}`)).text();
      const devLogo = script.match(/static\/image\/logo\.[0-9a-f]{8}\.png/)![0];
      for (const accept of [imageAccept, '*/*']) {
        const response = await fetch(`http://localhost:${devPort}/${devLogo}`, { headers: { accept } });
        assert.equal(response.status, 200, accept);
        assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
        assert.match(await response.text(), /^<!DOCTYPE html>/);
      }
    } finally {
      await dev.server.close();
    }
    for (const [lang, text] of [
      ['en', 'but the dev server answers them with `index.html` and status 200'],
      ['zh', '开发服务器则返回 `index.html`，状态码为 200'],
    ] as const) assert.ok(pageText('config/output/emit-assets', lang).includes(text), lang);
  });
});
