// docs/{en,zh}/config/html/implementation.mdx: where the native HTML plugin of @rsbuild/core 1.7.6
// writes other meta tags than the JavaScript one, from one small production build with an
// environment per plugin.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, makeProject, pageText, readText } from './harness';

const page = 'config/html/implementation';

describe('html.implementation', () => {
  const dir = makeProject(
    {
      'src/index.js': "console.log('index');\n",
      'viewport.html': '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=1024"></head><body></body></html>\n',
    },
    'html-implementation',
  );
  const metaTags = (environment: string) => readText(path.join(dir, 'dist', environment), 'index.html').match(/<meta[^>]*>/g) ?? [];

  before(async () => {
    const environments: Record<string, RsbuildConfig> = {
      jsTemplate: { html: { implementation: 'js', template: './viewport.html' } },
      nativeTemplate: { html: { implementation: 'native', template: './viewport.html' } },
      jsFalse: { html: { implementation: 'js', meta: { viewport: false } } },
      nativeFalse: { html: { implementation: 'native', meta: { viewport: false } } },
    };
    const { errors } = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: Object.fromEntries(Object.entries(environments).map(([name, value]) => [name, { ...value, output: { distPath: { root: `dist/${name}` } } }])),
    });
    assert.deepEqual(errors, []);
  });

  test("meta differs under 'native': a template's own viewport tag does not drop Rsbuild's, and a key set to false writes an empty tag", () => {
    assert.deepEqual(metaTags('jsTemplate'), ['<meta charset="utf-8">', '<meta name="viewport" content="width=1024">']);
    assert.deepEqual(metaTags('nativeTemplate'), ['<meta charset="utf-8">', '<meta name="viewport" content="width=1024">', '<meta content="width=device-width,initial-scale=1.0" name="viewport">']);
    assert.deepEqual(metaTags('jsFalse'), ['<meta charset="utf-8">']);
    assert.deepEqual(metaTags('nativeFalse'), ['<meta charset="utf-8" name="charset">', '<meta name="viewport">']);
    assert.ok(
      pageText(page, 'en').includes(
        'For `meta` there are two differences: a key set to `false` gives an empty tag, such as `<meta name="viewport">`, instead of none, and Rsbuild\'s viewport tag is written even when a custom template has its own, so the page gets two (see [html.meta](/config/html/meta#pitfalls)).',
      ),
    );
    assert.ok(
      pageText(page, 'zh').includes(
        '`meta` 有两处不同：设为 `false` 的键不会被去掉，而是生成一个空标签，例如 `<meta name="viewport">`；自定义模板中已有 viewport 标签时，Rsbuild 的 viewport 标签仍会写入，页面中会出现两个（参见 [html.meta](/config/html/meta#pitfalls)）。',
      ),
    );
    for (const lang of ['en', 'zh'] as const) assert.ok(!pageText(page, lang).includes('`title`, `meta`, `inject`') && !pageText(page, lang).includes('`title`、`meta`、`inject`'), lang);
  });
});
