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
        // A function in html.tags gets the head tags with the links already in: it puts a tag ahead and reverses the rest.
        'tags-function': env('tags-function', { html: { tags: [(tags) => [{ tag: 'meta', attrs: { name: 'first' } }, ...tags.reverse()]] }, performance: { preconnect: ['https://api.example.com'] } }),
        duplicate: env('duplicate', { performance: { preconnect: ['https://api.example.com', 'https://api.example.com'] } }),
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

  test("html.tags with append: false and a plugin's modifyHTMLTags tags go before the preconnect links; app icons, favicon, title, meta and scripts follow them", () => {
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

  test('a function in html.tags can put a tag ahead of the links and move them below the other head tags', () => {
    assert.ok(
      html('tags-function').startsWith(
        '<!DOCTYPE html><html><head><meta name="first"><script defer src="/static/js/index.',
      ),
      html('tags-function'),
    );
    assert.match(html('tags-function'), /<\/script><meta name="viewport" content="width=device-width, initial-scale=1\.0"><meta charset="utf-8"><title>Rsbuild App<\/title><link rel="preconnect" href="https:\/\/api\.example\.com"><\/head>/);
  });

  test('the page names html.tags with append: false, a function in html.tags and plugins as what can go before the links', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('Only tags you add yourself can go before them'));
    assert.ok(en.includes('Three kinds of tags can go before them: [html.tags](/config/html/tags) entries with `append: false`, tags that a function in `html.tags` returns ahead of the tags it receives, and tags that a plugin puts at the front of `headTags` in its `modifyHTMLTags` hook.'));
    assert.ok(en.includes('so it can also move them further down'));
    assert.ok(!zh.includes('只有你自己添加的标签可能排在它们前面'));
    assert.ok(zh.includes('有三类标签可以排到它们前面：[html.tags](/config/html/tags) 中设置了 `append: false` 的标签、`html.tags` 中的函数在返回值里放到所接收标签之前的标签，以及插件在 `modifyHTMLTags` 钩子中放到 `headTags` 开头的标签。'));
    assert.ok(zh.includes('因此也可以把它们挪到后面'));
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

  test("an environment's list is appended to the top-level list; duplicates give identical tags", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', performance: { preconnect: ['https://top.example.com'] }, environments: { web: { performance: { preconnect: [{ href: 'https://env.example.com', crossorigin: true }] } }, plain: {} } },
    });
    await rsbuild.initConfigs();
    // The per-environment config is what the resource-hints plugin turns into tags.
    const { environments } = rsbuild.getNormalizedConfig();
    assert.deepEqual(environments.web.performance.preconnect, ['https://top.example.com', { href: 'https://env.example.com', crossorigin: true }]);
    assert.deepEqual(environments.plain.performance.preconnect, ['https://top.example.com']);
    assert.ok(
      html('duplicate').startsWith('<!DOCTYPE html><html><head><link rel="preconnect" href="https://api.example.com"><link rel="preconnect" href="https://api.example.com"><title>Rsbuild App</title>'),
      html('duplicate'),
    );
    assert.ok(!pageText(page, 'en').includes('It can be set per environment in [environments](/config/environments). When configs'));
    assert.ok(pageText(page, 'en').includes("an environment's list is appended to the top-level list instead of replacing it."));
    assert.ok(pageText(page, 'zh').includes('环境中的数组不会替换顶层的数组，而是拼接在它后面'));
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
