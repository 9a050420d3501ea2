// docs/{en,zh}/config/html/title.mdx: what @rsbuild/core 1.7.6 writes for html.title, from one
// production build with an environment per case (the page's per-entry sample is imported as
// written, its index.html template is used as written), plus where <title> sits in <head>.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageSamples, pageText, readText, rsbuildCore } from './harness';

const page = 'config/html/title';
const template = pageText(page, 'en').match(/```html title="index\.html"\n([\s\S]*?)```/)![1];
const titles = (html: string) => [...html.matchAll(/<title>(.*?)<\/title>/g)].map((match) => match[1]);

describe('html.title', () => {
  const dir = makeProject(
    {
      'src/index.ts': "console.log('index');\n",
      'src/map.ts': "console.log('map');\n",
      'src/settings.ts': "console.log('settings');\n",
      'src/other.ts': "console.log('other');\n",
      'src/index.html': template,
      'src/own-title.html': '<!doctype html><html><head><title>Fixed Title</title></head><body><div id="root"></div></body></html>',
      'src/head-tags.html': '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body></body></html>',
      'src/own-head.html': '<!doctype html>\n<html>\n  <head>\n    <meta name="first-in-template" content="x">\n    <link rel="stylesheet" href="/x.css">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
    },
    'html-title',
  );
  const html = (env: string, entry = 'index') => readText(dir, `dist/${env}/${entry}.html`);
  const seen: Array<{ value: string; entryName: string }> = [];

  before(async () => {
    const sampleFile = path.join(dir, 'per-entry.config.ts');
    writeFileSync(sampleFile, pageSamples(page, 'en')[2]);
    const perEntry: RsbuildConfig = (await import(pathToFileURL(sampleFile).href)).default;
    const env = (name: string, config: RsbuildConfig): RsbuildConfig => ({ ...config, output: { distPath: { root: `dist/${name}` }, ...config.output } });
    const { errors } = await buildProject(dir, {
      mode: 'production',
      source: { entry: { index: './src/index.ts' } },
      environments: {
        default: env('default', {}),
        string: env('string', { html: { title: 'Trail Notes' } }),
        empty: env('empty', { html: { title: '' } }),
        'per-entry': env('per-entry', { ...perEntry, source: { entry: { ...(perEntry.source!.entry as Record<string, string>), other: './src/other.ts' } } }),
        probe: env('probe', {
          source: { entry: { index: './src/index.ts', map: './src/map.ts' } },
          html: { title: (merged) => void seen.push(merged) },
        }),
        array: env('array', { html: { title: ['Trail Notes', ({ value }) => value + ' (beta)'] } }),
        'template-prints': env('template-prints', { html: { title: 'Trail Notes', template: './src/index.html' } }),
        'template-prints-empty': env('template-prints-empty', { html: { title: '', template: './src/index.html' } }),
        'template-own-head': env('template-own-head', { html: { title: 'Trail Notes', template: './src/own-head.html' } }),
        'template-own': env('template-own', { html: { title: 'Trail Notes', template: './src/own-title.html' } }),
        'inject-false': env('inject-false', { html: { title: 'Trail Notes', inject: false } }),
        'inject-false-head-tags': env('inject-false-head-tags', { html: { title: 'Trail Notes', inject: false, template: './src/head-tags.html' } }),
      },
    });
    assert.deepEqual(errors, []);
  });

  test('without the option every page is titled Rsbuild App', () => {
    assert.deepEqual(titles(html('default')), ['Rsbuild App']);
  });

  test("a string becomes the only <title>, first in <head>, before <meta charset>", () => {
    assert.match(html('string'), /<head><title>Trail Notes<\/title><meta charset="utf-8">/);
    assert.deepEqual(titles(html('string')), ['Trail Notes']);
  });

  test("'' removes the <title> element", () => {
    assert.doesNotMatch(html('empty'), /<title/);
  });

  test('the per-entry sample gives each page its title; an entry the function returns nothing for keeps Rsbuild App', () => {
    assert.deepEqual(titles(html('per-entry', 'index')), ['Trail Notes']);
    assert.deepEqual(titles(html('per-entry', 'map')), ['Map · Trail Notes']);
    assert.deepEqual(titles(html('per-entry', 'settings')), ['Settings · Trail Notes']);
    assert.deepEqual(titles(html('per-entry', 'other')), ['Rsbuild App']);
  });

  test("a function runs once per HTML entry and receives value 'Rsbuild App' and the entryName", () => {
    assert.deepEqual(
      [...seen].sort((a, b) => a.entryName.localeCompare(b.entryName)),
      [
        { value: 'Rsbuild App', entryName: 'index' },
        { value: 'Rsbuild App', entryName: 'map' },
      ],
    );
    assert.deepEqual(titles(html('probe', 'map')), ['Rsbuild App']);
  });

  test("an array is applied in order: ['Trail Notes', ({ value }) => value + ' (beta)'] gives Trail Notes (beta)", () => {
    assert.deepEqual(titles(html('array')), ['Trail Notes (beta)']);
  });

  test("the page's template prints the configured title once with <%= htmlPlugin.options.title %>", () => {
    assert.deepEqual(titles(html('template-prints')), ['Trail Notes']);
    assert.match(html('template-prints'), /<div id="root"><\/div>/);
  });

  test("'' with the page's template, which prints the title itself, leaves an empty <title></title>", () => {
    assert.deepEqual(titles(html('template-prints-empty')), ['']);
    assert.match(html('template-prints-empty'), /<title><\/title>/);
    assert.ok(pageText(page, 'en').includes('A custom template that prints the title itself, like the one under [Custom templates](#custom-templates), keeps an empty `<title></title>` instead.'));
    assert.ok(pageText(page, 'zh').includes('如果自定义模板自己输出标题（例如[自定义模板](#custom-templates)中的写法），则会留下一个空的 `<title></title>`。'));
  });

  test("a custom template's own <head> tags come before the inserted <title>", () => {
    assert.match(
      html('template-own-head'),
      /<head>\n    <meta name="first-in-template" content="x">\n    <link rel="stylesheet" href="\/x\.css">\n  <title>Trail Notes<\/title><meta charset="utf-8">/,
    );
    assert.ok(pageText(page, 'en').includes("With a custom [html.template](/config/html/template) that has tags in `<head>` but no `<title>`, the title is inserted after all of the template's own `<head>` tags instead."));
    assert.ok(pageText(page, 'zh').includes('如果自定义的 [html.template](/config/html/template) 在 `<head>` 中写了标签但没有 `<title>`，标题则会插在模板自带的所有 `<head>` 标签之后。'));
  });

  test('a template with its own <title> keeps it, and no second <title> is added', () => {
    assert.deepEqual(titles(html('template-own')), ['Fixed Title']);
  });

  test('html.inject false: the built-in template has no <title>; a template printing htmlPlugin.tags.headTags has it', () => {
    assert.doesNotMatch(html('inject-false'), /<title/);
    assert.deepEqual(titles(html('inject-false-head-tags')), ['Trail Notes']);
  });
});

test('html.title: favicon and app icon links, preconnect and dns-prefetch links and html.tags with append: false come before <title>', async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'src/icon.png': 'not really a png' }, 'html-title');
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: {
      mode: 'production',
      logLevel: 'silent',
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
