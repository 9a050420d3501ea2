// docs/{en,zh}/config/performance/dns-prefetch: where @rsbuild/core 1.7.6 puts the dns-prefetch
// links, from one production build with an environment per case (the page's sample is imported as
// written), and how mergeRsbuildConfig merges the option.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageSamples, pageText, rsbuildCore } from './harness';

const page = 'config/performance/dns-prefetch';
const files = {
  'src/index.js': "console.log('index');\n",
  'src/icon.png': 'not really a png',
  'own-head.html': '<!doctype html>\n<html>\n  <head>\n    <meta charset="utf-8">\n    <title>My page</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  'head-tags.html': '<!doctype html>\n<html>\n  <head>\n    <%= htmlPlugin.tags.headTags %>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
};
const hints = ['https://api.example.com', '//img.example.com/some/path'];

describe('performance.dnsPrefetch', () => {
  const dir = makeProject(files, 'dns-prefetch');
  const html = (name: string) => outputFile(path.join(dir, 'dist', name), /^index\.html$/).replace(/\.[0-9a-f]{8}\./g, '.HASH.');

  before(async () => {
    const sampleFile = path.join(dir, 'sample.config.ts');
    writeFileSync(sampleFile, pageSamples(page, 'en')[0]);
    const sample: RsbuildConfig = (await import(pathToFileURL(sampleFile).href)).default;
    const env = (name: string, config: RsbuildConfig) => ({ ...config, output: { distPath: { root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      environments: {
        sample: env('sample', sample),
        preconnect: env('preconnect', { html: { favicon: './src/icon.png' }, performance: { preconnect: ['https://api.example.com'], dnsPrefetch: hints } }),
        prepend: env('prepend', {
          html: { favicon: './src/icon.png', appIcon: { icons: [{ src: './src/icon.png', size: 180 }] }, tags: [{ tag: 'script', attrs: { src: '/first.js' }, append: false, head: true }] },
          performance: { preconnect: ['https://api.example.com'], dnsPrefetch: hints },
        }),
        'own-head': env('own-head', { html: { template: './own-head.html' }, performance: { dnsPrefetch: hints } }),
        'inject-false': env('inject-false', { html: { inject: false }, performance: { dnsPrefetch: hints } }),
        'head-tags': env('head-tags', { html: { inject: false, template: './head-tags.html' }, performance: { dnsPrefetch: hints } }),
        'no-html': env('no-html', { tools: { htmlPlugin: false }, performance: { dnsPrefetch: hints } }),
        // A function in html.tags gets the head tags with the links already in and returns a tag ahead of them.
        'tags-function': env('tags-function', { html: { tags: [(tags) => [{ tag: 'meta', attrs: { name: 'first' } }, ...tags]] }, performance: { dnsPrefetch: hints } }),
        duplicate: env('duplicate', { performance: { dnsPrefetch: ['https://api.example.com', 'https://api.example.com'] } }),
      },
    });
    assert.deepEqual(errors, []);
  });

  test("the page's sample: with the built-in template, <head> starts with one dns-prefetch link per string, in order", () => {
    assert.deepEqual(pageSamples(page, 'zh'), pageSamples(page, 'en'));
    assert.ok(
      html('sample').startsWith(
        '<!DOCTYPE html><html><head><link rel="dns-prefetch" href="https://api.example.com"><link rel="dns-prefetch" href="https://img.example.com"><title>Rsbuild App</title>',
      ),
    );
  });

  test('each string is copied into href as is; preconnect links come first, then dns-prefetch, then the favicon link and <title>', () => {
    assert.ok(
      html('preconnect').startsWith(
        '<!DOCTYPE html><html><head><link rel="preconnect" href="https://api.example.com"><link rel="dns-prefetch" href="https://api.example.com">' +
          '<link rel="dns-prefetch" href="//img.example.com/some/path"><link rel="icon" href="/icon.png"><title>Rsbuild App</title>',
      ),
    );
  });

  test('html.tags entries with append: false come before them too; the app icon link follows them', () => {
    assert.ok(
      html('prepend').startsWith(
        '<!DOCTYPE html><html><head><script src="/first.js"></script><link rel="preconnect" href="https://api.example.com"><link rel="dns-prefetch" href="https://api.example.com">' +
          '<link rel="dns-prefetch" href="//img.example.com/some/path"><link rel="apple-touch-icon" sizes="180x180" href="/static/image/icon.png"><link rel="icon" href="/icon.png"><title>Rsbuild App</title>',
      ),
      html('prepend'),
    );
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(!pageText(page, lang).includes(lang === 'en' ? 'only [performance.preconnect](/config/performance/preconnect) tags, if any, come before them' : '只有 [performance.preconnect](/config/performance/preconnect) 生成的标签（如果配置了）会排在它们前面'));
    }
    // The plugin case is proven in config-performance-preconnect.test.ts: its tags-first page opens with
    // the plugin's tag, then the preconnect link, then the dns-prefetch link.
    assert.ok(pageText(page, 'en').includes('[performance.preconnect](/config/performance/preconnect) tags, [html.tags](/config/html/tags) entries with `append: false`, tags that a function in `html.tags` returns ahead of the tags it receives, and tags that a plugin puts at the front of `headTags` in its `modifyHTMLTags` hook'));
    assert.ok(pageText(page, 'zh').includes('[html.tags](/config/html/tags) 中设置了 `append: false` 的标签、`html.tags` 中的函数在返回值里放到所接收标签之前的标签，以及插件在 `modifyHTMLTags` 钩子中放到 `headTags` 开头的标签'));
  });

  test('a function in html.tags can return a tag ahead of the links', () => {
    assert.ok(
      html('tags-function').startsWith(
        '<!DOCTYPE html><html><head><meta name="first"><link rel="dns-prefetch" href="https://api.example.com"><link rel="dns-prefetch" href="//img.example.com/some/path"><title>Rsbuild App</title>',
      ),
      html('tags-function'),
    );
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(!pageText(page, lang).includes(lang === 'en' ? 'Only three kinds of tags come before them' : '能排在它们前面的只有三类标签'), lang);
    }
  });

  test("a custom template keeps its own <head> content first; the links follow it, before </head>", () => {
    assert.ok(
      html('own-head').includes(
        '<meta charset="utf-8">\n    <title>My page</title>\n  <link rel="dns-prefetch" href="https://api.example.com"><link rel="dns-prefetch" href="//img.example.com/some/path"><meta name="viewport"',
      ),
      html('own-head'),
    );
  });

  test('with html.inject false the links are not inserted; a template prints them with htmlPlugin.tags.headTags', () => {
    assert.equal(html('inject-false'), '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>');
    assert.ok(html('head-tags').includes('<head>\n    <link rel="dns-prefetch" href="https://api.example.com"><link rel="dns-prefetch" href="//img.example.com/some/path"><title>Rsbuild App</title>'), html('head-tags'));
  });

  test('tools.htmlPlugin false: no HTML, and the option does nothing else', () => {
    const written = listFiles(path.join(dir, 'dist/no-html'));
    assert.deepEqual(written.filter((file) => !file.startsWith('static/js/')), []);
    assert.doesNotMatch(outputFile(path.join(dir, 'dist/no-html'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /dns-prefetch|example\.com/);
  });

  test("an environment's list is added after the top-level list; duplicates give identical tags", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', performance: { dnsPrefetch: ['https://top.example.com'] }, environments: { web: { performance: { dnsPrefetch: ['https://env.example.com'] } }, plain: {} } },
    });
    await rsbuild.initConfigs();
    // The per-environment config is what the resource-hints plugin turns into tags.
    const { environments } = rsbuild.getNormalizedConfig();
    assert.deepEqual(environments.web.performance.dnsPrefetch, ['https://top.example.com', 'https://env.example.com']);
    assert.deepEqual(environments.plain.performance.dnsPrefetch, ['https://top.example.com']);
    assert.ok(
      html('duplicate').startsWith('<!DOCTYPE html><html><head><link rel="dns-prefetch" href="https://api.example.com"><link rel="dns-prefetch" href="https://api.example.com"><title>Rsbuild App</title>'),
      html('duplicate'),
    );
    assert.ok(pageText(page, 'en').includes("an environment's list does not replace the top-level one: it is added after it."));
    assert.ok(pageText(page, 'zh').includes('环境中的数组不会替换顶层的数组，而是追加在它后面'));
  });

  test('mergeRsbuildConfig concatenates the arrays', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const merged = mergeRsbuildConfig({ performance: { dnsPrefetch: ['https://a.example.com'] } }, { performance: { dnsPrefetch: ['https://b.example.com'] } });
    assert.deepEqual(merged.performance?.dnsPrefetch, ['https://a.example.com', 'https://b.example.com']);
  });

  test('the page says where the links go with a custom template and with html.inject false', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('The tags are inserted at the very top of `<head>`, before `<title>`.'));
    assert.ok(en.includes('With the built-in template, every generated page then starts its `<head>` with:'));
    assert.ok(en.includes('a custom [html.template](/config/html/template) keeps its own `<head>` content first'));
    assert.ok(en.includes('`htmlPlugin.tags.headTags`'));
    assert.ok(!zh.includes('这些标签插在 `<head>` 的最前面，位于 `<title>` 之前。'));
    assert.ok(zh.includes('使用内置模板时，生成的每个页面的 `<head>` 开头都会是：'));
    assert.ok(zh.includes('自定义的 [html.template](/config/html/template) 会先保留模板自己在 `<head>` 中写的内容'));
    assert.ok(zh.includes('`htmlPlugin.tags.headTags`'));
  });
});
