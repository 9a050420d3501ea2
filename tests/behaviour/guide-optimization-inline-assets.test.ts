// guide/optimization/inline-assets: the 4096-byte data URL limit, ?url / ?inline, and
// output.inlineScripts / inlineStyles, from production builds of @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { listFiles, makeProject, outputFile, rsbuildCore } from './harness';

// Asset modules are typed by extension, so filler bytes of the right size stand in for images.
const bytes = (size: number) => 'x'.repeat(size);

const files = {
  'src/icon.png': bytes(852),
  'src/photo.png': bytes(10_802),
  'src/edge.png': bytes(4096),
  'src/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n`,
  'src/index.js': `import iconUrl from './icon.png';
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
  'src/index.css': '.hero { background: url(./photo.png); }\n.badge { background: url(./icon.png); }\n',
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
    const inlined = await createRsbuild({ cwd: inlinedDir, rsbuildConfig: { mode: 'production', output: { inlineScripts: true, inlineStyles: true } } });
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

  test('a file of exactly 4096 bytes is still inlined: the limit is "4096 bytes or smaller"', () => {
    assert.ok(!assets.some((file) => file.startsWith('static/image/edge.')), assets.join(', '));
    assert.match(js, new RegExp(`data:image/png;base64,${Buffer.from(bytes(4096)).toString('base64').slice(0, 40)}`));
  });

  test('?url always emits a file, ?inline always gives a data URL', () => {
    assert.ok(assets.some((file) => /^static\/image\/icon\.[0-9a-f]{8}\.png$/.test(file)), assets.join(', '));
    assert.equal((js.match(/data:image\/png;base64,eHh4/g) ?? []).length >= 2, true);
  });

  test('inlineScripts and inlineStyles put the files into the HTML and remove them from dist', () => {
    assert.match(html, /<style>[^<]*\.hero/);
    assert.match(html, /<script defer>\(\(\)=>\{"use strict";/);
    assert.doesNotMatch(html, /<script[^>]+src=/);
    assert.doesNotMatch(html, /<link[^>]+stylesheet/);
    assert.ok(!inlinedFiles.some((file) => /^static\/js\/index\./.test(file)), inlinedFiles.join(', '));
    assert.ok(!inlinedFiles.some((file) => /^static\/css\/index\./.test(file)), inlinedFiles.join(', '));
  });

  test('async chunks from import() stay separate files', () => {
    assert.ok(inlinedFiles.some((file) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(file)), inlinedFiles.join(', '));
  });
});
