// docs/{en,zh}/config/performance/preconnect: the preconnect links that @rsbuild/core 1.7.6 writes,
// from one production build with an environment per case (the page's sample is imported as
// written), and how mergeRsbuildConfig merges the option.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, rsbuildCore } from './harness';

const page = 'config/performance/preconnect';
const files = {
  'src/index.js': "console.log('index');\n",
  'src/icon.png': 'not really a png',
  'own-head.html': '<!doctype html>\n<html>\n  <head>\n    <meta charset="utf-8">\n    <title>My page</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  'head-tags.html': '<!doctype html>\n<html>\n  <head>\n    <%= htmlPlugin.tags.headTags %>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
};
/** A plugin that puts a tag at the front of headTags. */
const frontTag: RsbuildPlugin = {
  name: 'front-tag',
  setup: (api) => api.modifyHTMLTags(({ headTags, bodyTags }) => ({ headTags: [{ tag: 'meta', attrs: { name: 'from-plugin' } }, ...headTags], bodyTags })),
};
const hints: RsbuildConfig['performance'] = { preconnect: ['https://api.example.com', { href: 'https://fonts.example.com', crossorigin: true }] };

describe('performance.preconnect', () => {
  const dir = makeProject(files, 'preconnect');
  const html = (name: string) => outputFile(path.join(dir, 'dist', name), /^index\.html$/);

  before(async () => {
    const sampleFile = path.join(dir, 'sample.config.ts');
    writeFileSync(sampleFile, pageSamples(page, 'en')[0]);
    const sample: RsbuildConfig = (await import(pathToFileURL(sampleFile).href)).default;
    const env = (name: string, config: RsbuildConfig) => ({ ...config, output: { distPath: { root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      environments: {
        sample: env('sample', sample),
        'with-dns-prefetch': env('with-dns-prefetch', { html: { favicon: './src/icon.png' }, performance: { ...hints, dnsPrefetch: ['https://img.example.com'] } }),
        'tags-first': env('tags-first', {
          plugins: [frontTag],
          html: { favicon: './src/icon.png', appIcon: { icons: [{ src: './src/icon.png', size: 192 }] }, tags: [{ tag: 'meta', attrs: { name: 'first' }, append: false }] },
          performance: { preconnect: ['https://api.example.com'], dnsPrefetch: ['https://img.example.com'] },
        }),
        'crossorigin-false': env('crossorigin-false', { performance: { preconnect: [{ href: 'https://api.example.com', crossorigin: false }] } }),
        'own-head': env('own-head', { html: { template: './own-head.html' }, performance: hints }),
        'inject-false': env('inject-false', { html: { inject: false }, performance: hints }),
        'head-tags': env('head-tags', { html: { inject: false, template: './head-tags.html' }, performance: hints }),
        'no-html': env('no-html', { tools: { htmlPlugin: false }, performance: hints }),
      },
    });
    assert.deepEqual(errors, []);
  });

  test("the page's sample: with the built-in template, <head> starts with the two preconnect links, the second with crossorigin", () => {
    assert.deepEqual(pageSamples(page, 'zh'), pageSamples(page, 'en'));
    assert.ok(
      html('sample').startsWith(
        '<!DOCTYPE html><html><head><link rel="preconnect" href="https://api.example.com"><link rel="preconnect" href="https://fonts.example.com" crossorigin><title>Rsbuild App</title>',
      ),
      html('sample'),
    );
  });

  test('preconnect links come before the dns-prefetch links, the favicon link and <title>', () => {
    assert.ok(
      html('with-dns-prefetch').startsWith(
        '<!DOCTYPE html><html><head><link rel="preconnect" href="https://api.example.com"><link rel="preconnect" href="https://fonts.example.com" crossorigin>' +
          '<link rel="dns-prefetch" href="https://img.example.com"><link rel="icon" href="/icon.png"><title>Rsbuild App</title>',
      ),
      html('with-dns-prefetch'),
    );
  });

  test("only tags added by hand go before the preconnect links (html.tags with append: false, a plugin's modifyHTMLTags); app icons, favicon, title, meta and scripts follow them", () => {
    const out = html('tags-first');
    assert.ok(
      out.startsWith(
        '<!DOCTYPE html><html><head><meta name="first"><meta name="from-plugin"><link rel="preconnect" href="https://api.example.com"><link rel="dns-prefetch" href="https://img.example.com">' +
          '<link rel="apple-touch-icon" sizes="192x192" href="/static/image/icon.png"><link rel="icon" href="/icon.png"><title>Rsbuild App</title><meta charset="utf-8">',
      ),
      out,
    );
    assert.match(out, /<meta name="viewport" content="width=device-width, initial-scale=1\.0"><script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/head>/);
  });

  test('the page names html.tags with append: false and plugins as the only things before the links', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('The tags come first among the tags Rsbuild injects'));
    assert.ok(en.includes('Only tags you add yourself can go before them: tags of [html.tags](/config/html/tags) with `append: false`, and tags that a plugin puts at the front of `headTags` in its `modifyHTMLTags` hook.'));
    assert.ok(!zh.includes('这些标签排在最前面'));
    assert.ok(zh.includes('只有你自己添加的标签可能排在它们前面：[html.tags](/config/html/tags) 中设置了 `append: false` 的标签，以及插件在 `modifyHTMLTags` 钩子中插到 `headTags` 开头的标签。'));
  });

  test('crossorigin false adds no attribute', () => {
    assert.ok(html('crossorigin-false').startsWith('<!DOCTYPE html><html><head><link rel="preconnect" href="https://api.example.com"><title>'), html('crossorigin-false'));
  });

  test('a custom template keeps its own <head> content first; the links follow it, before </head>', () => {
    assert.ok(
      html('own-head').includes(
        '<meta charset="utf-8">\n    <title>My page</title>\n  <link rel="preconnect" href="https://api.example.com"><link rel="preconnect" href="https://fonts.example.com" crossorigin><meta name="viewport"',
      ),
      html('own-head'),
    );
  });

  test('with html.inject false the links are not inserted; a template prints them with htmlPlugin.tags.headTags', () => {
    assert.equal(html('inject-false'), '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
    assert.ok(
      html('head-tags').includes('<head>\n    <link rel="preconnect" href="https://api.example.com"><link rel="preconnect" href="https://fonts.example.com" crossorigin><title>Rsbuild App</title>'),
      html('head-tags'),
    );
  });

  test('tools.htmlPlugin false: no HTML, and the option does nothing else', () => {
    const written = listFiles(path.join(dir, 'dist/no-html'));
    assert.deepEqual(written.filter((file) => !file.startsWith('static/js/')), []);
    assert.doesNotMatch(outputFile(path.join(dir, 'dist/no-html'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /preconnect|example\.com/);
  });

  test('mergeRsbuildConfig concatenates the arrays', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const merged = mergeRsbuildConfig({ performance: { preconnect: ['https://a.example.com'] } }, { performance: { preconnect: [{ href: 'https://b.example.com', crossorigin: true }] } });
    assert.deepEqual(merged.performance?.preconnect, ['https://a.example.com', { href: 'https://b.example.com', crossorigin: true }]);
  });

  test('the page says where the links go with a custom template and with html.inject false', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('The tags are inserted at the very top of `<head>`'));
    assert.ok(en.includes('With the built-in template, every generated page then starts its `<head>` with:'));
    assert.ok(en.includes('a custom [html.template](/config/html/template) keeps its own `<head>` content first'));
    assert.ok(en.includes('`htmlPlugin.tags.headTags`'));
    assert.ok(!zh.includes('这些标签插在 `<head>` 的最前面'));
    assert.ok(zh.includes('使用内置模板时，生成的每个页面的 `<head>` 开头都会是：'));
    assert.ok(zh.includes('自定义的 [html.template](/config/html/template) 会先保留模板自己在 `<head>` 中写的内容'));
    assert.ok(zh.includes('`htmlPlugin.tags.headTags`'));
  });
});
