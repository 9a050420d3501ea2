// guide/optimization/inline-assets: the 4096-byte data URL limit, ?url / ?inline, and
// output.inlineScripts / inlineStyles, from production builds of @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import ts from 'typescript';
import { buildProject, createTypeProgram, freePort, listFiles, makeProject, openBuiltApp, outputFile, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, waitFor, withoutInstalledPackages, type BuildResult, launchChromium } from './harness';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';

// Asset modules are typed by extension, so filler bytes of the right size stand in for images.
const bytes = (size: number) => 'x'.repeat(size);

const files = {
  'src/icon.png': bytes(852),
  'src/photo.png': bytes(10_802),
  'src/edge.png': bytes(4096),
  'src/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n`,
  // 4097 bytes: one above the svg limit.
  'src/big.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(4097 - 59)}</desc></svg>`,
  'src/index.js': `import bigSvgUrl from './big.svg';
window.bigSvgUrl = bigSvgUrl;
import iconUrl from './icon.png';
import photoUrl from './photo.png';
import edgeUrl from './edge.png';
import logoUrl from './logo.svg';
import iconFileUrl from './icon.png?url';
import photoDataUrl from './photo.png?inline';
import './index.css';
window.urls = { iconUrl, photoUrl, edgeUrl, logoUrl, iconFileUrl, photoDataUrl };
window.later = () => import('./later.js');
`,
  'src/later.js': "export const later = 'marker-async';\n",
  'src/index.css': '.hero { background: url(./photo.png); }\n.badge { background: url(./icon.png); }\n.badge-file { background: url(./icon.png?url); }\n',
};

describe('Inline static assets', () => {
  const dir = makeProject(files, 'inline-assets');
  const inlinedDir = makeProject(files, 'inline-assets-html');
  let js: string;
  let css: string;
  let assets: string[];
  let html: string;
  let inlinedFiles: string[];

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const plain = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production' } });
    const inlined = await createRsbuild({ cwd: inlinedDir, rsbuildConfig: { mode: 'production', output: { inlineScripts: true, inlineStyles: true, dataUriLimit: 0 }, security: { nonce: 'abc123' } } });
    await Promise.all([plain.build(), inlined.build()]);
    const dist = path.join(dir, 'dist');
    js = outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    css = outputFile(dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assets = listFiles(dist).filter((file) => file.startsWith('static/image/') || file.startsWith('static/svg/'));
    html = outputFile(path.join(inlinedDir, 'dist'), /^index\.html$/);
    inlinedFiles = listFiles(path.join(inlinedDir, 'dist'));
  });

  test('assets under 4096 bytes become base64 data URLs in JS and CSS; larger ones are files in static/image', () => {
    assert.match(js, /data:image\/png;base64,/);
    assert.match(js, /data:image\/svg\+xml;base64,/);
    assert.match(css, /url\(data:image\/png;base64,/);
    assert.match(css, /url\(\/static\/image\/photo\.[0-9a-f]{8}\.png\)/);
    assert.match(js, /static\/image\/photo\.[0-9a-f]{8}\.png/);
  });

  test('every dataUriLimit type defaults to 4096; inlineScripts and inlineStyles default to false', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    const { output } = rsbuild.getNormalizedConfig();
    assert.deepEqual(output.dataUriLimit, { svg: 4096, font: 4096, image: 4096, media: 4096, assets: 4096 });
    assert.deepEqual({ inlineScripts: output.inlineScripts, inlineStyles: output.inlineStyles }, { inlineScripts: false, inlineStyles: false });
  });

  test("Change the limits: with the page's object { image: 16 * 1024, svg: 0 }, the keys left out (font, media, assets) keep 4096", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { dataUriLimit: { image: 16 * 1024, svg: 0 } } } });
    await rsbuild.initConfigs();
    assert.deepEqual(rsbuild.getNormalizedConfig().output.dataUriLimit, { svg: 0, font: 4096, image: 16384, media: 4096, assets: 4096 });
  });

  test('SVG: an SVG of 4097 bytes is emitted to static/svg/, and the JS refers to that file', () => {
    assert.equal(Buffer.byteLength(files['src/big.svg']), 4097);
    assert.ok(assets.some((file) => /^static\/svg\/big\.[0-9a-f]{8}\.svg$/.test(file)), assets.join(', '));
    assert.ok(/"static\/svg\/big\.[0-9a-f]{8}\.svg"/.test(js), 'the JS refers to the emitted file');
  });

  test('a file of exactly 4096 bytes is still inlined: the limit is "4096 bytes or smaller"', () => {
    assert.ok(!assets.some((file) => file.startsWith('static/image/edge.')), assets.join(', '));
    assert.match(js, new RegExp(`data:image/png;base64,${Buffer.from(bytes(4096)).toString('base64').slice(0, 40)}`));
  });

  test('?url always emits a file, ?inline always gives a data URL', () => {
    const dataUrl = (size: number) => `"data:image/png;base64,${Buffer.from(bytes(size)).toString('base64')}"`;
    // icon.png?url is a file, while the plain import of the same icon is still inlined.
    assert.ok(assets.some((file) => /^static\/image\/icon\.[0-9a-f]{8}\.png$/.test(file)), assets.join(', '));
    assert.match(js, /static\/image\/icon\.[0-9a-f]{8}\.png"/);
    assert.ok(js.includes(dataUrl(852)), 'the plain icon import is a data URL');
    // photo.png?inline is a data URL, while the plain import of the same photo is a file.
    assert.ok(js.includes(dataUrl(10_802)), 'photo.png?inline is a data URL');
    assert.ok(assets.some((file) => /^static\/image\/photo\.[0-9a-f]{8}\.png$/.test(file)), assets.join(', '));
  });

  test('?url works in a CSS url() too: the small icon is then a file URL in the CSS, beside its inlined plain use', () => {
    assert.match(css, /\.badge\{background:url\(data:image\/png;base64,/);
    assert.match(css, /\.badge-file\{background:url\(\/static\/image\/icon\.[0-9a-f]{8}\.png\)\}/);
  });

  test('inlineScripts and inlineStyles put the files into the HTML and remove them from dist', () => {
    assert.match(html, /<style nonce="abc123">[^<]*\.hero/);
    assert.match(html, /<script defer nonce="abc123">\(\(\)=>\{"use strict";/);
    assert.doesNotMatch(html, /<script[^>]+src=/);
    assert.doesNotMatch(html, /<link[^>]+stylesheet/);
    assert.ok(!inlinedFiles.some((file) => /^static\/js\/index\./.test(file)), inlinedFiles.join(', '));
    assert.ok(!inlinedFiles.some((file) => /^static\/css\/index\./.test(file)), inlinedFiles.join(', '));
  });

  test('?inline still gives a data URL with dataUriLimit: 0, while the plain imports become files', () => {
    assert.ok(inlinedFiles.some((file) => /^static\/image\/icon\.[0-9a-f]{8}\.png$/.test(file)), inlinedFiles.join(', '));
    assert.match(html, /data:image\/png;base64,eHh4/);
  });

  test('with security.nonce the inlined <script> and <style> tags carry the nonce', () => {
    assert.match(html, /<script defer nonce="abc123">/);
    assert.match(html, /<style nonce="abc123">/);
  });

  test('async chunks from import() stay separate files', () => {
    assert.ok(inlinedFiles.some((file) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(file)), inlinedFiles.join(', '));
  });
});

// The page's example: an 852-byte icon, a 10,802-byte photo and a 188-byte logo.svg, imported as
// the page shows, built with the defaults, with the page's limits and with both HTML inlining options.
const logo188 = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#e44"/></svg>\n' + ' '.repeat(76) + '\n';
const exampleFiles = {
  'src/assets/icon.png': bytes(852),
  'src/assets/photo.png': bytes(10_802),
  'src/assets/logo.svg': logo188,
  'public/tiny.png': bytes(10),
  'src/index.js': "import './index.css';\nimport iconUrl from './assets/icon.png';\nimport photoUrl from './assets/photo.png';\nimport logoUrl from './assets/logo.svg';\n\nconsole.log(iconUrl);\nconsole.log(photoUrl);\nconsole.log(logoUrl);\n",
  'src/index.css': ".hero {\n  background: url('./assets/photo.png') no-repeat;\n}\n\n.badge {\n  background-image: url('./assets/icon.png');\n}\n",
};
// Sizes as the build's file table prints them: kilobytes of 1000 bytes, one decimal.
const kB = (dist: string, pattern: RegExp) => {
  const file = listFiles(dist).find((name) => pattern.test(name));
  assert.ok(file, `${pattern} in ${listFiles(dist).join(', ')}`);
  return `${(statSync(path.join(dist, file)).size / 1000).toFixed(file.endsWith('.html') ? 2 : 1)} kB`;
};
const withoutHash = (files: string[]) => files.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.'));

describe('Inline static assets › the page example', () => {
  let plain: BuildResult;
  let limits: BuildResult;
  let inHtml: BuildResult;
  before(async () => {
    assert.equal(logo188.length, 188);
    [plain, limits, inHtml] = await Promise.all([
      buildProject(makeProject(exampleFiles, 'inline-example'), { mode: 'production' }),
      buildProject(makeProject(exampleFiles, 'inline-example-limits'), { mode: 'production', output: { dataUriLimit: { image: 16 * 1024, svg: 0 } } }),
      buildProject(makeProject(exampleFiles, 'inline-example-html'), { mode: 'production', output: { inlineScripts: true, inlineStyles: true } }),
    ]);
  });

  test('defaults: the output is index.html, a 1.3 kB CSS file, a 1.7 kB JS file, the photo and the public file', () => {
    assert.deepEqual(withoutHash(listFiles(plain.dist)), ['index.html', 'static/css/index.css', 'static/image/photo.png', 'static/js/index.js', 'tiny.png']);
    // The public file is copied as it is, though it is far below the limit.
    assert.equal(readText(plain.dist, 'tiny.png'), bytes(10));
    assert.equal(kB(plain.dist, /^static\/css\//), '1.3 kB');
    assert.equal(kB(plain.dist, /^static\/js\//), '1.7 kB');
    const css = outputFile(plain.dist, /^static\/css\//);
    assert.match(css, /url\(\/static\/image\/photo\.[0-9a-f]{8}\.png\)/);
    assert.match(css, /url\(data:image\/png;base64,/);
    assert.match(outputFile(plain.dist, /^static\/js\//), /data:image\/svg\+xml;base64,PHN2ZyB4bWxucz0i/);
  });

  test('image 16 KiB, svg 0: the photo is inlined in both files (CSS 15.6 kB, JS 15.8 kB) and logo.svg is a file', () => {
    assert.deepEqual(withoutHash(listFiles(limits.dist)), ['index.html', 'static/css/index.css', 'static/js/index.js', 'static/svg/logo.svg', 'tiny.png']);
    assert.equal(kB(limits.dist, /^static\/css\//), '15.6 kB');
    assert.equal(kB(limits.dist, /^static\/js\//), '15.8 kB');
  });

  test("Check the result in dist: the page's data URL grep, run as written on the example, counts the icon in JS and CSS and the SVG in JS", () => {
    const counted = execFileSync('sh', ['-c', "grep -roh --include='*.js' --include='*.css' 'data:[a-z]*/[a-z+.-]*' dist/static | sort | uniq -c"], { cwd: path.dirname(plain.dist), encoding: 'utf8' });
    assert.deepEqual(counted.trim().split('\n').map((line) => line.trim().replace(/\s+/, ' ')), ['2 data:image/png', '1 data:image/svg+xml']);
  });

  test('inlineScripts and inlineStyles: index.html grows from 0.31 kB to 3.2 kB and the JS and CSS files are gone', () => {
    assert.equal(kB(plain.dist, /^index\.html$/), '0.31 kB');
    assert.equal((statSync(path.join(inHtml.dist, 'index.html')).size / 1000).toFixed(1) + ' kB', '3.2 kB');
    assert.deepEqual(withoutHash(listFiles(inHtml.dist)), ['index.html', 'static/image/photo.png', 'tiny.png']);
  });
});

// Which forms of inlineScripts / inlineStyles act in a development build and which do not.
describe('Inline static assets › Inline scripts and styles into HTML', () => {
  const small = { 'src/index.js': "import './index.css';\nconsole.log('marker-js');\n", 'src/index.css': '.marker-css { color: red; }\n' };
  let devOn: string;
  let devOff: string;
  let devFunction: string;
  let prodForms: string;
  let prodObjects: string;
  // What the page's function form receives, in the production build below.
  const seen: { name: string; size: number }[] = [];
  before(async () => {
    const results = await Promise.all([
      buildProject(makeProject(small, 'inline-dev-on'), { mode: 'development', output: { inlineScripts: { enable: true, test: /\.js$/ }, inlineStyles: /\.css$/ } }),
      buildProject(makeProject(small, 'inline-dev-off'), { mode: 'development', output: { inlineScripts: { enable: 'auto', test: /\.js$/ }, inlineStyles: true } }),
      buildProject(makeProject(small, 'inline-prod-forms'), { mode: 'production', output: { inlineScripts: { test: /\.js$/ }, inlineStyles: ({ name, size }) => (seen.push({ name, size }), size < 10 * 1000) } }),
      buildProject(makeProject(small, 'inline-dev-function'), { mode: 'development', output: { inlineScripts: () => true, inlineStyles: () => true } }),
      buildProject(makeProject(small, 'inline-prod-objects'), { mode: 'production', output: { inlineScripts: { enable: 'auto', test: /\.js$/ }, inlineStyles: { enable: true, test: /\.css$/ } } }),
    ]);
    [devOn, devOff, prodForms, devFunction, prodObjects] = results.map((result) => readText(result.dist, 'index.html'));
  });

  // These are builds (createRsbuild + build()) in development mode, as `rsbuild build --mode development` runs them.
  test('a build in development mode: { enable: true, test } inlines; a RegExp, true, a function and { enable: "auto" } do not', () => {
    assert.match(devFunction, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(devFunction, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
    assert.doesNotMatch(devOn, /<script[^>]+src=/);
    assert.match(devOn, /marker-js/);
    assert.match(devOn, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
    assert.match(devOff, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(devOff, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
  });

  test("production: { enable: 'auto', test } and { enable: true, test } inline", () => {
    assert.doesNotMatch(prodObjects, /<script[^>]+src=/);
    assert.match(prodObjects, /marker-js/);
    assert.match(prodObjects, /<style>\.marker-css\{color:red\}<\/style>/);
  });

  test("mode 'none': { enable: true, test } inlines; true, a RegExp, a function and { enable: 'auto', test } do not", async () => {
    const [on, off, forms] = await Promise.all([
      buildProject(makeProject(small, 'inline-none-on'), { mode: 'none', output: { inlineScripts: { enable: true, test: /\.js$/ }, inlineStyles: { enable: true, test: /\.css$/ } } }),
      buildProject(makeProject(small, 'inline-none-off'), { mode: 'none', output: { inlineScripts: true, inlineStyles: { enable: 'auto', test: /\.css$/ } } }),
      buildProject(makeProject(small, 'inline-none-forms'), { mode: 'none', output: { inlineScripts: /\.js$/, inlineStyles: () => true } }),
    ]);
    const [onHtml, offHtml, formsHtml] = [on, off, forms].map((result) => readText(result.dist, 'index.html'));
    assert.match(formsHtml, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(formsHtml, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
    assert.doesNotMatch(onHtml, /<script[^>]+src=/);
    assert.match(onHtml, /marker-js/);
    assert.match(onHtml, /<style>[^<]*marker-css/);
    assert.match(offHtml, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(offHtml, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
  });

  test('production: a function of { size } inlines; an object without enable inlines nothing', () => {
    assert.match(prodForms, /<style>\.marker-css\{color:red\}<\/style>/);
    // size is the file's length in bytes: the 22 bytes of the minified stylesheet, now inside <style>.
    assert.deepEqual(seen.map(({ name, size }) => ({ name: name.replace(/\.[0-9a-f]{8}\./, '.'), size })), [{ name: 'static/css/index.css', size: 22 }]);
    assert.equal(Buffer.byteLength('.marker-css{color:red}'), 22);
    assert.match(prodForms, /<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  });
});

// The common problem "works in the production build but not in the dev server": the object form
// with enable: true inlines under the dev server as well, where true does not.
describe('Inline static assets › Common problems', () => {
  test('under the dev server { enable: true, test } inlines the script and the stylesheet; true inlines nothing', async () => {
    const { createRsbuild } = await rsbuildCore();
    const small = { 'src/index.js': "import './index.css';\nconsole.log('marker-dev-js');\n", 'src/index.css': '.marker-dev-css { color: red; }\n' };
    const pages: string[] = [];
    for (const output of [{ inlineScripts: { enable: true, test: /\.js$/ }, inlineStyles: { enable: true, test: /\.css$/ } }, { inlineScripts: true, inlineStyles: true }]) {
      const rsbuild = await createRsbuild({ cwd: makeProject(small, 'inline-dev-server'), rsbuildConfig: { mode: 'development', logLevel: 'silent', server: { port: await freePort(), printUrls: false }, output } });
      let compiled = false;
      rsbuild.onAfterDevCompile(() => void (compiled = true));
      const { server, port } = await rsbuild.startDevServer();
      try {
        await waitFor('the first compilation', () => compiled, 60_000);
        pages.push(await (await fetch(`http://localhost:${port}/`)).text());
      } finally {
        await server.close();
      }
    }
    const [enabled, plain] = pages;
    assert.doesNotMatch(enabled, /<script[^>]+src=/);
    assert.doesNotMatch(enabled, /<link[^>]+stylesheet/);
    assert.match(enabled, /marker-dev-js/);
    assert.match(enabled, /<style>[^<]*marker-dev-css/);
    assert.match(plain, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(plain, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
  });
});

describe('Inline static assets › Check the result in `dist`', () => {
  let dir: string;
  // A template of one's own, written on several lines, and b.css split into a chunk of its own,
  // so that the HTML has two stylesheets to inline.
  let ownTemplate: string;
  const template = '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>App</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
  before(async () => {
    const files = { 'src/index.js': "import './a.css';\nimport './b.css';\nimport icon from './icon.png';\nconsole.log(icon);\n", 'src/a.css': '.a { color: red; }\n', 'src/b.css': '.b { color: blue; }\n', 'src/icon.png': bytes(100) };
    dir = makeProject({ ...files, 'src/index.js': files['src/index.js'] + "import('./lazy.js').then(console.log);\n", 'src/lazy.js': "import dot from './dot.svg';\nexport default dot;\n", 'src/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n' }, 'inline-grep');
    ownTemplate = makeProject({ ...files, 'index.html': template }, 'inline-grep-template');
    await Promise.all([
      buildProject(dir, { mode: 'production', output: { inlineStyles: true } }),
      buildProject(ownTemplate, { mode: 'production', html: { template: './index.html' }, output: { inlineStyles: true }, performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { b: /b\.css$/ } } } }),
    ]);
  });
  const sh = (command: string, cwd = dir) => execFileSync('sh', ['-c', command], { cwd, encoding: 'utf8' }).trim();

  test("Rsbuild writes the tags it inserts on one line: with a template of one's own on several lines, its two inlined <style> tags share a line, so grep -c counts 1 and grep -o … | wc -l counts 2", () => {
    const html = readText(ownTemplate, 'dist/index.html');
    assert.ok(html.startsWith('<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>App</title>\n'), html);
    assert.match(html, /\n {2}<meta name="viewport"[^\n]*<style>\.b\{color:#00f\}<\/style><style>\.a\{color:red\}<\/style><\/head>\n/);
    assert.equal(sh("grep -c '<style[ >]' dist/index.html", ownTemplate), '1');
    assert.equal(sh("grep -o '<style[ >]' dist/index.html | wc -l", ownTemplate), '2');
  });

  test('the HTML is one line: grep -c would count 1, grep -o … | wc -l counts each <style>', () => {
    assert.equal(readText(dir, 'dist/index.html').trim().split('\n').length, 1);
    assert.equal(sh("grep -o '<style[ >]' dist/index.html | wc -l"), '1');
  });

  test('printFileSize.diff: the first build with diff on notes no change; the next one notes the change beside each file, and the inlined script and stylesheet have no line', async () => {
    // Its own node_modules, so that the size snapshot (node_modules/.cache) belongs to this project alone.
    const diffDir = withoutInstalledPackages(makeProject({ 'src/index.js': "import './index.css';\nconsole.log('marker-diff');\n", 'src/index.css': '.diff { color: red; }\n' }, 'inline-diff'));
    const table = (output: string) => output.slice(output.indexOf('File (web)')).trimEnd().split('\n').slice(1).filter((line) => line.startsWith('dist/'));
    // In this process (the JS API prints the same table through console.log as the CLI does).
    const { createRsbuild } = await rsbuildCore();
    const build = async (output: RsbuildConfig['output']) => {
      let printed = '';
      const original = console.log;
      console.log = (...args: unknown[]) => void (printed += args.join(' ') + '\n');
      try {
        const rsbuild = await createRsbuild({ cwd: diffDir, rsbuildConfig: { mode: 'production', logLevel: 'info', performance: { printFileSize: { diff: true } }, output } });
        const { close } = await rsbuild.build();
        await close();
      } finally {
        console.log = original;
      }
      return printed.replace(/\x1b\[[0-9;]*m/g, '');
    };
    const first = table(await build({}));
    assert.equal(first.length, 3, first.join('\n'));
    assert.ok(first.every((line) => !line.includes('(')), first.join('\n'));
    const second = table(await build({ inlineScripts: true, inlineStyles: true }));
    assert.equal(second.length, 1, second.join('\n'));
    assert.match(second[0], /^dist\/index\.html\s+[\d.]+ kB \([+-][\d.]+ kB\)/);
  });

  test('the page\'s grep commands list the data URLs, those of async chunks too, and the scripts still loaded as files', () => {
    // The SVG is imported only by the async chunk in static/js/async/, which a glob of static/js/*.js would miss.
    assert.ok(listFiles(path.join(dir, 'dist')).some((file) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(file)));
    assert.equal(sh("grep -oh 'data:[a-z]*/[a-z+.-]*' dist/static/js/*.js | sort | uniq -c").replace(/ +/g, ' '), '1 data:image/png');
    assert.equal(sh("grep -roh --include='*.js' --include='*.css' 'data:[a-z]*/[a-z+.-]*' dist/static | sort | uniq -c").replace(/ +/g, ' '), '1 data:image/png\n 1 data:image/svg+xml');
    assert.match(sh(`grep -o '<script[^>]*src="[^"]*"' dist/index.html`), /^<script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"$/);
    assert.equal(sh(`grep -o '<link[^>]*stylesheet[^>]*>' dist/index.html || true`), '');
  });
});

describe('Inline static assets › queries, SVG markup and the size table', () => {
  let js: string;
  let printed = '';
  let cssFiles: string[] = [];
  let distFiles: string[] = [];
  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject(
      {
        'src/card.css': '.card { color: red; }\n',
        'src/icon.png': bytes(852),
        'src/notes.txt': bytes(100),
        'src/big.txt': bytes(5000),
        'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>\n',
        // A file of the public folder, imported from code by a relative path.
        'public/stamp.png': 'STAMP-PUBLIC',
        'src/index.js': "import cardCss from './card.css?inline';\nimport icon from './icon.png';\nimport logoMarkup from './assets/logo.svg?raw';\nimport notes from './notes.txt';\nimport big from './big.txt';\nimport stamp from '../public/stamp.png';\nwindow.out = { cardCss, icon, logoMarkup, notes, big, stamp };\n",
      },
      'inline-queries',
    );
    const original = console.log;
    console.log = (...args: unknown[]) => void (printed += args.join(' ') + '\n');
    try {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'production', logLevel: 'info', source: { assetsInclude: /\.txt$/ }, output: { filenameHash: false, minify: false } } });
      const { close } = await rsbuild.build();
      await close();
    } finally {
      console.log = original;
    }
    printed = printed.replace(/\x1b\[[0-9;]*m/g, '');
    js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    cssFiles = listFiles(path.join(dir, 'dist')).filter((file) => file.endsWith('.css'));
    distFiles = listFiles(path.join(dir, 'dist'));
  });

  test('a public file is copied as it is, but one imported from code (../public/stamp.png) is inlined like any other asset', () => {
    assert.ok(distFiles.includes('stamp.png'), distFiles.join(', '));
    assert.ok(!distFiles.some((file) => file.startsWith('static/image/')), distFiles.join(', '));
    assert.ok(js.includes('"data:image/png;base64,U1RBTVAtUFVCTElD"'), 'the import of the public file is a data URL');
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/optimization/inline-assets', lang);
      assert.ok(text.includes('`../public/logo.png`'), `${lang}: the import of a public file is named`);
      assert.ok(!text.includes(lang === 'en' ? 'Files in the `public` folder are never inlined' : '`public` 目录中的文件不会被内联'), `${lang}: the unconditional "never inlined" is gone`);
    }
  });

  test('the assets limit (4096) applies to files added with source.assetsInclude', () => {
    assert.match(js, /"data:text\/plain;base64,eHh4/);
    assert.deepEqual(distFiles.filter((file) => file.endsWith('.txt')), ['static/assets/big.txt']);
  });

  test('?inline on a CSS file gives the processed CSS as a string and adds no stylesheet', () => {
    assert.ok(js.includes('`.card {\n  color: red;\n}\n`'));
    assert.deepEqual(cssFiles, []);
  });

  test('?raw on an SVG file gives its markup unchanged', () => {
    assert.ok(js.includes('"<svg xmlns=\\"http://www.w3.org/2000/svg\\"><circle r=\\"4\\"/></svg>\\n"'));
  });

  test('the file size table has no line for an inlined asset', () => {
    assert.match(printed, /dist\/static\/js\/index\.js/);
    assert.match(printed, /dist\/index\.html/);
    assert.doesNotMatch(printed, /icon/);
    assert.match(js, /data:image\/png;base64,eHh4/);
  });

  test('dataUriLimit: 0 gives every asset rule (image, svg, font, media, and assets for source.assetsInclude) a data URL limit of 0', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'inline-limit-zero'), rsbuildConfig: { logLevel: 'silent', source: { assetsInclude: /\.txt$/ }, output: { dataUriLimit: 0 } } });
    const [config] = await rsbuild.initConfigs();
    const limits = new Map<string, number>();
    const walk = (rules: any[], name: string) => {
      for (const rule of rules ?? []) {
        const maxSize = rule?.parser?.dataUrlCondition?.maxSize;
        if (typeof maxSize === 'number') limits.set(name, maxSize);
        walk(rule?.oneOf, String(rule?.test ?? name));
      }
    };
    walk(config.module!.rules as any[], '');
    assert.equal(limits.size, 5, [...limits.keys()].join(' | '));
    assert.deepEqual([...new Set(limits.values())], [0]);
  });
});

describe('Inline static assets › SVG files', () => {
  // The registry on 2026-12-05 (npm 11.19.1): @rsbuild/plugin-svgr latest 2.0.5 and @rsbuild/plugin-react
  // latest 2.1.1, both with peerDependencies { "@rsbuild/core": "^2.0.0" }. In a project with
  // "@rsbuild/core": "^1.7.6", `npm install @rsbuild/plugin-svgr -D --package-lock-only` printed
  // "npm error code ERESOLVE", "While resolving: @rsbuild/plugin-svgr@2.0.5", "Found: @rsbuild/core@1.7.6"
  // (the same for @rsbuild/plugin-react: "While resolving: @rsbuild/plugin-react@2.1.1"); with @1 it locked 1.3.1.
  test('the page installs the 1.x lines: the installed plugin-svgr 1.3.1 and plugin-react 1.4.6 accept @rsbuild/core 1.x, and the page names 2.0.5, 2.1.1, npm 11.19.1 and ERESOLVE as found when it was checked', () => {
    for (const [name, version] of [['plugin-svgr', '1.3.1'], ['plugin-react', '1.4.6']]) {
      const pkg = JSON.parse(readText(path.join(rsbuildV1Dir, `node_modules/@rsbuild/${name}`), 'package.json'));
      assert.equal(pkg.version, version);
      assert.equal(pkg.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    }
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/optimization/inline-assets', lang);
      const bullet = text.split('\n').find((line) => line.includes('`@rsbuild/plugin-svgr@1 @rsbuild/plugin-react@1`')) ?? '';
      for (const literal of ['1.3.1', '1.4.6', '2.0.5', '2.1.1', '`@rsbuild/core` 2', '11.19.1', '`ERESOLVE`']) assert.ok(bullet.includes(literal), `${lang}: ${literal}`);
      // This machine's registry lacks the newest releases: the versions are those of the check, not "today's".
      assert.ok(bullet.includes(lang === 'en' ? 'when this page was checked' : '本页验证时'), `${lang}: versions dated to the check`);
      for (const stale of ['today', '目前', 'The bare names install 2.0.5']) assert.ok(!bullet.includes(stale), `${lang}: ${stale}`);
    }
  });

  test("the page's ?raw sample, built with the default template, puts the SVG markup into #root in Chromium; with a #logo selector it throws", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="currentColor"/></svg>\n';
    const sample = (selector: string) => ({ 'src/assets/logo.svg': svg, 'src/index.js': `import logoMarkup from './assets/logo.svg?raw';\n\ndocument.querySelector('${selector}').innerHTML = logoMarkup;\n` });
    const [root, logo] = await Promise.all([buildProject(makeProject(sample('#root'), 'inline-raw-root')), buildProject(makeProject(sample('#logo'), 'inline-raw-logo'))]);
    const browser = await launchChromium();
    try {
      const shown = await openBuiltApp(browser, root.dist, 'svg circle');
      assert.deepEqual(shown.errors, []);
      assert.equal(shown.html, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="currentColor"></circle></svg>\n');
      const missing = await openBuiltApp(browser, logo.dist, 'svg');
      assert.deepEqual(missing.errors, ["TypeError: Cannot set properties of null (setting 'innerHTML')"]);
    } finally {
      await browser.close();
    }
  });

  test('@rsbuild/plugin-svgr turns logo.svg?react into a React component rendering <svg>', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    const dir = makeProject(
      {
        'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n',
        'src/index.jsx': "import { renderToStaticMarkup } from 'react-dom/server';\nimport Logo from './logo.svg?react';\nconsole.log(renderToStaticMarkup(<Logo width={20} />));\n",
        'package.json': '{"type":"commonjs"}',
      },
      'inline-svgr',
    );
    const built = await buildProject(dir, { source: { entry: { index: './src/index.jsx' } }, output: { target: 'node', filenameHash: false }, plugins: [pluginReact(), pluginSvgr()] });
    assert.deepEqual(built.errors, []);
    const printed = execFileSync(process.execPath, [path.join(built.dist, 'index.js')], { encoding: 'utf8' }).trim();
    assert.equal(printed, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="20"><circle cx="5" cy="5" r="4"></circle></svg>');
  });

  test('@rsbuild/plugin-svgr 1.3.1 without @rsbuild/plugin-react: SWC is not set up for JSX and the ?react import fails with a Syntax Error', async () => {
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    assert.equal(JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-svgr'), 'package.json')).version, '1.3.1');
    const dir = makeProject({ 'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n', 'src/index.js': "import Logo from './logo.svg?react';\nconsole.log(Logo);\n" }, 'inline-svgr-alone');
    const built = await buildProject(dir, { plugins: [pluginSvgr()] });
    const text = built.errors.join('\n');
    assert.match(text, /Module build failed \(from builtin:swc-loader\)/);
    assert.match(text, /Expected '>', got 'ident'/);
    assert.match(text, /× Syntax Error/);
  });
});

// The page's two config samples, type-checked as written against @rsbuild/core 1.7.6, with the
// forms of the table and the object without enable that the page warns about.
describe('Inline static assets › Inline scripts and styles into HTML (types)', () => {
  test('the samples type-check; the function gets { name, size }; { test } without enable is accepted by the types', () => {
    const files = {
      'limits.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  output: {\n    dataUriLimit: {\n      // inline images up to 16 KiB\n      image: 16 * 1024,\n      // always emit SVG files\n      svg: 0,\n    },\n  },\n});\n",
      'styles.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  output: {\n    inlineStyles: ({ size }) => size < 10 * 1000,\n  },\n});\n",
      'forms.ts': [
        "import { defineConfig } from '@rsbuild/core';",
        'export const forms = [',
        '  defineConfig({ output: { inlineScripts: true, inlineStyles: /\\.css$/, dataUriLimit: 0 } }),',
        "  defineConfig({ output: { inlineScripts: ({ name, size }) => name.endsWith('.js') && size < 1000 } }),",
        "  defineConfig({ output: { inlineScripts: { enable: true, test: /\\.js$/ }, inlineStyles: { enable: 'auto', test: /\\.css$/ } } }),",
        '  defineConfig({ output: { inlineScripts: { test: /\\.js$/ } } }),',
        '];',
        "// @ts-expect-error size is a number of bytes, not a string",
        "defineConfig({ output: { inlineStyles: ({ size }: { size: string }) => size === '1' } });",
        '',
      ].join('\n'),
    };
    const cwd = makeProject(files, 'inline-types');
    const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, skipLibCheck: true, skipDefaultLibCheck: true, types: [], lib: ['lib.es2022.d.ts'] };
    const program = createTypeProgram(ts, { rootNames: Object.keys(files).map((file) => path.join(cwd, file)), options });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    assert.deepEqual(diagnostics, []);
  });
});
