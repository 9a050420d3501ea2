// docs/{en,zh}/config/html/app-icon.mdx: what @rsbuild/core 1.7.6 writes for the page's samples
// (files, head tags, manifest), without `name`, with URLs and an asset prefix, for a node target
// and without the HTML plugin, for a file listed twice, and the two errors. One production build
// with one environment per case, each writing to its own folder.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, pageText, readText, rsbuildCore } from './harness';

const page = 'config/html/app-icon';
const png = 'not really a png';
const icons = [
  { src: './src/assets/icon-180.png', size: 180 },
  { src: './src/assets/icon-512.png', size: 512 },
];

describe('html.appIcon', () => {
  const dir = makeProject(
    {
      'src/index.js': "console.log('page');\n",
      'src/assets/icon-180.png': png,
      'src/assets/icon-512.png': png,
      'src/assets/apple-icon.png': png,
      'src/assets/icon-192.png': png,
      'src/assets/icon-maskable-512.png': png,
      'src/assets/shared.png': png,
      'src/assets/icon-199.png': png,
      'src/assets/icon-200.png': png,
      'src/admin.js': "console.log('admin');\n",
      'src/assets/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    'app-icon',
  );
  const dist = (name: string) => path.join(dir, 'dist', name);
  const head = (name: string) => readText(dist(name), 'index.html').match(/<head>(.*)<\/head>/)![1];

  before(async () => {
    const environments = {
      // The page's three samples, as written.
      example: { output: { distPath: { root: 'dist/example' } }, html: { appIcon: { name: 'Trail Notes', icons } } },
      purpose: {
        output: { distPath: { root: 'dist/purpose' } },
        html: {
          appIcon: {
            name: 'Trail Notes',
            icons: [
              { src: './src/assets/apple-icon.png', size: 180, target: 'apple-touch-icon' as const },
              { src: './src/assets/icon-192.png', size: 192, target: 'web-app-manifest' as const },
              { src: './src/assets/icon-maskable-512.png', size: 512, target: 'web-app-manifest' as const, purpose: 'maskable' },
            ],
          },
        },
      },
      filename: {
        output: { distPath: { root: 'dist/filename' } },
        html: { appIcon: { name: 'Trail Notes', filename: 'app.webmanifest', icons: [{ src: './src/assets/icon-512.png', size: 512 }] } },
      },
      noName: { output: { distPath: { root: 'dist/no-name' } }, html: { appIcon: { icons } } },
      prefix: {
        output: { distPath: { root: 'dist/prefix' }, assetPrefix: 'https://cdn.example.com/app/' },
        html: { appIcon: { name: 'Trail Notes', icons: [{ src: 'https://img.example.com/icon.png', size: 96 }, { src: './src/assets/icon.svg', size: 64, purpose: 'any maskable' }] } },
      },
      // The example's icons again, under another asset prefix.
      otherPrefix: { output: { distPath: { root: 'dist/other-prefix' }, assetPrefix: 'https://other.example.com/' }, html: { appIcon: { name: 'Trail Notes', icons } } },
      twice: {
        output: { distPath: { root: 'dist/twice' } },
        html: {
          appIcon: {
            name: 'Trail Notes',
            icons: [
              { src: './src/assets/shared.png', size: 512, purpose: 'any' },
              { src: './src/assets/shared.png', size: 512, purpose: 'maskable' },
              { src: './src/assets/shared.png', size: 180, target: 'apple-touch-icon' as const },
            ],
          },
        },
      },
      boundary: {
        output: { distPath: { root: 'dist/boundary' }, filenameHash: true },
        html: { appIcon: { name: 'Trail Notes', icons: [{ src: './src/assets/icon-199.png', size: 199 }, { src: './src/assets/icon-200.png', size: 200 }] } },
      },
      pages: {
        source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
        output: { distPath: { root: 'dist/pages' } },
        html: { appIcon: { name: 'Trail Notes', icons: [{ src: './src/assets/icon-180.png', size: 180 }] } },
      },
      node: { output: { distPath: { root: 'dist/node' }, target: 'node' as const }, html: { appIcon: { name: 'Trail Notes', icons } } },
      // A build (not the dev server) in development mode: the URLs take dev.assetPrefix.
      devMode: {
        mode: 'development' as const,
        dev: { assetPrefix: '/dev-prefix/' },
        output: { distPath: { root: 'dist/dev-mode' }, assetPrefix: 'https://cdn.example.com/' },
        html: { appIcon: { name: 'Trail Notes', icons: [{ src: './src/assets/icon-180.png', size: 180 }] } },
      },
      noHtml: { output: { distPath: { root: 'dist/no-html' } }, tools: { htmlPlugin: false as const }, html: { appIcon: { name: 'Trail Notes', icons } } },
    };
    const { errors } = await buildProject(dir, { mode: 'production', output: { filenameHash: false }, environments });
    assert.deepEqual(errors, []);
  });

  test('example: both PNGs are copied under their own names to static/image, the 180 px icon gets an apple-touch-icon tag, and a one-line manifest is linked', () => {
    assert.deepEqual(listFiles(dist('example')), ['index.html', 'manifest.webmanifest', 'static/image/icon-180.png', 'static/image/icon-512.png', 'static/js/index.js']);
    assert.equal(readText(dist('example'), 'static/image/icon-180.png'), png);
    assert.ok(head('example').startsWith('<link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon-180.png"><link rel="manifest" href="/manifest.webmanifest"><title>'));
    assert.equal(
      readText(dist('example'), 'manifest.webmanifest'),
      '{"name":"Trail Notes","icons":[{"src":"/static/image/icon-180.png","sizes":"180x180","type":"image/png"},{"src":"/static/image/icon-512.png","sizes":"512x512","type":"image/png"}]}',
    );
  });

  test('icons.target and icons.purpose: the sample gives one apple-touch-icon tag and two manifest entries, purpose only on the maskable one', () => {
    assert.equal((head('purpose').match(/rel="apple-touch-icon"/g) ?? []).length, 1);
    assert.ok(head('purpose').includes('<link rel="apple-touch-icon" sizes="180x180" href="/static/image/apple-icon.png">'));
    assert.equal(
      readText(dist('purpose'), 'manifest.webmanifest'),
      '{"name":"Trail Notes","icons":[{"src":"/static/image/icon-192.png","sizes":"192x192","type":"image/png"},{"src":"/static/image/icon-maskable-512.png","sizes":"512x512","purpose":"maskable","type":"image/png"}]}',
    );
  });

  test('filename: the manifest is written as app.webmanifest and the link follows; a 512 px icon gets no apple-touch-icon tag', () => {
    assert.ok(listFiles(dist('filename')).includes('app.webmanifest'));
    assert.ok(!listFiles(dist('filename')).includes('manifest.webmanifest'));
    assert.ok(head('filename').startsWith('<link rel="manifest" href="/app.webmanifest"><title>'));
  });

  test('without target: below 200 px both a tag and a manifest entry, 200 px only the manifest; icons keep their names when output.filenameHash is on', () => {
    const out = listFiles(dist('boundary'));
    assert.ok(out.includes('static/image/icon-199.png') && out.includes('static/image/icon-200.png'), out.join(', '));
    assert.ok(out.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), out.join(', '));
    assert.ok(head('boundary').startsWith('<link rel="apple-touch-icon" sizes="199x199" href="/static/image/icon-199.png"><link rel="manifest" href="/manifest.webmanifest"><title>'));
    assert.equal(
      readText(dist('boundary'), 'manifest.webmanifest'),
      '{"name":"Trail Notes","icons":[{"src":"/static/image/icon-199.png","sizes":"199x199","type":"image/png"},{"src":"/static/image/icon-200.png","sizes":"200x200","type":"image/png"}]}',
    );
  });

  test('name: without it there is no manifest and no manifest link, only the apple-touch-icon tags', () => {
    assert.deepEqual(listFiles(dist('no-name')), ['index.html', 'static/image/icon-180.png', 'static/image/icon-512.png', 'static/js/index.js']);
    assert.ok(head('no-name').startsWith('<link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon-180.png"><title>'));
  });

  test('icons.src: a URL is used as it is and nothing is copied; local files carry output.assetPrefix', () => {
    assert.deepEqual(listFiles(dist('prefix')), ['index.html', 'manifest.webmanifest', 'static/image/icon.svg', 'static/js/index.js']);
    assert.ok(
      head('prefix').startsWith(
        '<link rel="apple-touch-icon" sizes="96x96" href="https://img.example.com/icon.png">' +
          '<link rel="apple-touch-icon" sizes="64x64" href="https://cdn.example.com/app/static/image/icon.svg">' +
          '<link rel="manifest" href="https://cdn.example.com/app/manifest.webmanifest">',
      ),
    );
    assert.equal(
      readText(dist('prefix'), 'manifest.webmanifest'),
      '{"name":"Trail Notes","icons":[{"src":"https://img.example.com/icon.png","sizes":"96x96","type":"image/png"},{"src":"https://cdn.example.com/app/static/image/icon.svg","sizes":"64x64","purpose":"any maskable","type":"image/svg+xml"}]}',
    );
  });

  test('every page of an environment gets the same tags and links one shared manifest', () => {
    assert.deepEqual(listFiles(dist('pages')).filter((file) => !file.startsWith('static/js/')), ['admin.html', 'index.html', 'manifest.webmanifest', 'static/image/icon-180.png']);
    for (const html of ['index.html', 'admin.html']) {
      assert.ok(readText(dist('pages'), html).includes('<head><link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon-180.png"><link rel="manifest" href="/manifest.webmanifest"><title>'));
    }
  });

  test('environments that list the same icon under different asset prefixes each get their own URLs (1.6.15 reused the first environment\'s)', () => {
    assert.ok(head('other-prefix').startsWith('<link rel="apple-touch-icon" sizes="180x180" href="https://other.example.com/static/image/icon-180.png"><link rel="manifest" href="https://other.example.com/manifest.webmanifest">'));
    assert.ok(readText(dist('other-prefix'), 'manifest.webmanifest').includes('{"src":"https://other.example.com/static/image/icon-512.png","sizes":"512x512","type":"image/png"}'));
    assert.ok(head('example').startsWith('<link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon-180.png">'));
  });

  test('a file listed twice: the later items reuse the first item, their size, target and purpose are ignored', () => {
    // Only this environment lists shared.png: the reuse also reaches across environments that
    // share an image folder and asset prefix, in whichever order they are processed.
    const entry = '{"src":"/static/image/shared.png","sizes":"512x512","purpose":"any","type":"image/png"}';
    assert.equal(readText(dist('twice'), 'manifest.webmanifest'), `{"name":"Trail Notes","icons":[${entry},${entry},${entry}]}`);
    assert.ok(!head('twice').includes('apple-touch-icon'));
  });

  test("a build whose mode is 'development' takes dev.assetPrefix, not output.assetPrefix", () => {
    assert.ok(head('dev-mode').startsWith('<link rel="apple-touch-icon" sizes="180x180" href="/dev-prefix/static/image/icon-180.png"><link rel="manifest" href="/dev-prefix/manifest.webmanifest">'), head('dev-mode'));
    assert.equal(readText(dist('dev-mode'), 'manifest.webmanifest'), '{"name":"Trail Notes","icons":[{"src":"/dev-prefix/static/image/icon-180.png","sizes":"180x180","type":"image/png"}]}');
    for (const lang of ['en', 'zh'] as const) assert.ok(!pageText(page, lang).includes('in builds, [dev.assetPrefix]') && !pageText(page, lang).includes('构建时取 [output.assetPrefix]'), lang);
    assert.ok(pageText(page, 'en').includes("[dev.assetPrefix](/config/dev/asset-prefix) when [mode](/config/mode) is `'development'`, in the dev server and in `rsbuild build --mode development` alike"));
    assert.ok(pageText(page, 'zh').includes("[mode](/config/mode) 为 `'development'` 时取 [dev.assetPrefix](/config/dev/asset-prefix)，开发服务器和 `rsbuild build --mode development` 都是如此"));
  });
  test('a node target or tools.htmlPlugin false: no HTML, but the icons are still copied and the manifest still written', () => {
    assert.deepEqual(listFiles(dist('node')), ['index.js', 'manifest.webmanifest', 'static/image/icon-180.png', 'static/image/icon-512.png']);
    assert.deepEqual(listFiles(dist('no-html')), ['manifest.webmanifest', 'static/image/icon-180.png', 'static/image/icon-512.png', 'static/js/index.js']);
    assert.ok(readText(dist('node'), 'manifest.webmanifest').startsWith('{"name":"Trail Notes","icons":[{"src":"/static/image/icon-180.png"'));
  });

  test('the page no longer says the option has no effect for other targets, and warns about a file listed twice', () => {
    assert.ok(!pageText(page, 'en').includes('For other targets this option has no effect.'));
    assert.ok(pageText(page, 'en').includes('the icon files are copied and, when `name` is set, the manifest is written to that environment\'s output folder'));
    assert.ok(pageText(page, 'en').includes("Each file can appear only once in `icons`."));
    assert.ok(!pageText(page, 'zh').includes('其他目标下这个配置项不起作用'));
    assert.ok(pageText(page, 'zh').includes('图标文件依然会被复制，设置了 `name` 时 manifest 也依然会写入该环境的输出目录'));
    assert.ok(pageText(page, 'zh').includes('`icons` 中同一个文件只能出现一次。'));
  });
});

describe('html.appIcon in development', () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'src/assets/icon-180.png': png }, 'app-icon-dev');
  let close: () => Promise<void> = async () => {};
  let port: number;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        // An earlier production build in this process may have set NODE_ENV.
        mode: 'development',
        logLevel: 'silent',
        server: { port: await freePort(), printUrls: false },
        dev: { assetPrefix: '/dev-prefix/' },
        html: { appIcon: { name: 'Trail Notes', icons: [{ src: './src/assets/icon-180.png', size: 180 }] } },
      },
    });
    let compiled!: () => void;
    const done = new Promise<void>((resolve) => (compiled = resolve));
    rsbuild.onAfterDevCompile(() => compiled());
    const started = await rsbuild.startDevServer();
    port = started.port;
    close = () => started.server.close();
    await done;
  });

  after(() => close());

  test('the dev server links the icon and the manifest under dev.assetPrefix and serves both', async () => {
    const html = await (await fetch(`http://localhost:${port}/`)).text();
    assert.ok(html.includes('<head><link rel="apple-touch-icon" sizes="180x180" href="/dev-prefix/static/image/icon-180.png"><link rel="manifest" href="/dev-prefix/manifest.webmanifest">'), html);
    const manifest = await fetch(`http://localhost:${port}/dev-prefix/manifest.webmanifest`);
    assert.equal(manifest.status, 200);
    assert.equal(await manifest.text(), '{"name":"Trail Notes","icons":[{"src":"/dev-prefix/static/image/icon-180.png","sizes":"180x180","type":"image/png"}]}');
    const icon = await fetch(`http://localhost:${port}/dev-prefix/static/image/icon-180.png`);
    assert.equal(icon.status, 200);
    assert.equal(await icon.text(), png);
  });
});

describe('html.appIcon errors', () => {
  test('icons.src: a missing file fails the build with [rsbuild:app-icon] Failed to find the icon file at <absolute path>.', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'app-icon-missing');
    const { errors } = await buildProject(dir, { html: { appIcon: { icons: [{ src: './nope.png', size: 192 }] } } });
    assert.deepEqual(errors.map((error) => error.trim()), [`× [rsbuild:app-icon] Failed to find the icon file at ${path.join(dir, 'nope.png')}.`]);
  });

  test('icons.target: web-app-manifest without name fails with [rsbuild:app-icon] "appIcon.name" is required …', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'icon.png': 'not really a png' }, 'app-icon-name');
    const { errors } = await buildProject(dir, { html: { appIcon: { icons: [{ src: './icon.png', size: 192, target: 'web-app-manifest' }] } } });
    assert.deepEqual(errors.map((error) => error.trim()), ['× [rsbuild:app-icon] "appIcon.name" is required when "target" is "web-app-manifest".']);
  });
});
