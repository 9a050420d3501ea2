// docs/{en,zh}/config/html/title.mdx: where Rsbuild writes <title> in <head>.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeProject, readText, rsbuildCore } from './harness';

test('html.title: favicon and app icon links, preconnect and dns-prefetch links and html.tags with append: false come before <title>', async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'src/icon.png': 'not really a png' }, 'html-title');
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      html: {
        title: 'Trail Notes',
        favicon: './src/icon.png',
        appIcon: { icons: [{ src: './src/icon.png', size: 180 }] },
        tags: [{ tag: 'meta', attrs: { name: 'first-tag' }, append: false }],
      },
      performance: { preconnect: ['https://api.example.com'], dnsPrefetch: ['https://cdn.example.com'] },
      output: { filenameHash: false },
    },
  });
  await rsbuild.build();
  const head = readText(dir, 'dist/index.html').match(/<head>(.*)<\/head>/)![1];
  const beforeTitle = head.slice(0, head.indexOf('<title>'));
  assert.equal(
    beforeTitle,
    '<meta name="first-tag">' +
      '<link rel="preconnect" href="https://api.example.com">' +
      '<link rel="dns-prefetch" href="https://cdn.example.com">' +
      '<link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon.png">' +
      '<link rel="icon" href="/icon.png">',
  );
  assert.match(head, /<title>Trail Notes<\/title><meta charset="utf-8">/);
});
