// docs/{en,zh}/config/security/sri.mdx: which tags get an integrity hash (one production build, one
// environment per case: 'auto', two algorithms, use-credentials, hand-written modulepreload and
// prefetch tags, a custom template with html.inject false, no HTML, a node target), the manifest's
// integrity field, 'auto' and true in a development build with its warning, output.crossOriginLoading
// set to false (a build that fails), the webpack provider (1.7.6 source), and what Chromium and the
// runtime report for a chunk changed after the build.
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageText, readText, launchChromium, rsbuildV1Dir } from './harness';

const page = 'config/security/sri';
const files = {
  'src/index.js': "import './index.css';\nimport('./lazy.js').then((m) => console.log(m.message));\n",
  'src/index.css': 'body { color: red; }\n',
  'src/lazy.js': "import './lazy.css';\nexport const message = 'loaded';\n",
  'src/lazy.css': '.lazy { color: blue; }\n',
  // With html.inject false: the tags of htmlPlugin.tags in <head>, and the entry script written by hand in <body>.
  'src/template.html':
    '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body><% for (const file of htmlPlugin.files.js) { %><script defer src="<%= file %>"></script><% } %></body></html>\n',
};
const sri = (sriConfig: NonNullable<NonNullable<RsbuildConfig['security']>['sri']>, name: string, more: RsbuildConfig['environments'] extends Record<string, infer E> | undefined ? E : never = {}) => ({
  ...more,
  security: { sri: sriConfig },
  output: { ...more.output, distPath: { root: `dist/${name}` } },
});
let dir: string;
let devDir: string;
let devWarnings: string[];
const html = (env: string) => readText(dir, `dist/${env}/index.html`);
/** The tags of a built index.html that reference a file, as written. */
const tags = (env: string) => html(env).match(/<(?:script|link)\b[^>]*>/g)!.filter((tag) => / (?:src|href)="/.test(tag));

before(async () => {
  dir = makeProject(files, 'sri-production');
  await buildProject(dir, {
    mode: 'production',
    environments: {
      auto: sri({ enable: 'auto' }, 'auto', { output: { manifest: true }, performance: { preload: { type: 'all-chunks' } } }),
      multi: sri({ enable: 'auto', algorithm: ['sha256', 'sha512'] }, 'multi'),
      credentials: sri({ enable: true }, 'credentials', { html: { crossorigin: 'use-credentials' } }),
      links: sri({ enable: true }, 'links', {
        performance: { prefetch: true },
        html: { tags: [(all) => [...all, { tag: 'link', attrs: { rel: 'modulepreload', href: all.find((tag) => tag.tag === 'script')!.attrs!.src as string } }]] },
      }),
      nohtml: sri({ enable: true }, 'nohtml', { tools: { htmlPlugin: false } }),
      node: sri({ enable: true }, 'node', { output: { target: 'node' } }),
      template: sri({ enable: true }, 'template', { html: { inject: false, template: './src/template.html' } }),
    },
  });
  devDir = makeProject(files, 'sri-development');
  ({ warnings: devWarnings } = await buildProject(devDir, {
    mode: 'development',
    environments: { on: sri({ enable: true }, 'on'), auto: sri({ enable: 'auto' }, 'auto') },
  }));
});

describe('security.sri', () => {
  test("'auto' in production: the script and stylesheet tags carry integrity=\"sha384-…\" then crossorigin=\"anonymous\"", () => {
    const [script] = tags('auto').filter((tag) => tag.startsWith('<script'));
    const stylesheet = tags('auto').find((tag) => tag.includes('rel="stylesheet"'))!;
    assert.match(script, /^<script defer src="\/static\/js\/index\.\w+\.js" integrity="sha384-[\w+/]{64}" crossorigin="anonymous">$/);
    assert.match(stylesheet, /^<link href="\/static\/css\/index\.\w+\.css" rel="stylesheet" integrity="sha384-[\w+/]{64}" crossorigin="anonymous">$/);
  });
  test("with the webpack provider, the rsbuild:sri plugin returns before adding Rspack's SubresourceIntegrityPlugin (1.7.6 source); the page says so, in en and zh", () => {
    const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.ok(
      source.includes("name: 'rsbuild:sri',\n            setup (api) {\n                api.modifyBundlerChain((chain, { environment, CHAIN_ID, rspack })=>{\n                    if ('webpack' === api.context.bundlerType) return;"),
    );
    assert.ok(source.includes('chain.plugin(CHAIN_ID.PLUGIN.SUBRESOURCE_INTEGRITY).use(rspack.SubresourceIntegrityPlugin, ['));
    assert.ok(pageText(page, 'en').includes('since 1.3.0, Rsbuild does this with Rspack\'s built-in `SubresourceIntegrityPlugin`'));
    assert.ok(pageText(page, 'en').includes('With the webpack [provider](/config/provider), those releases do not add the plugin, and `security.sri` does nothing.'));
    assert.ok(pageText(page, 'zh').includes('从 1.3.0 起，Rsbuild 借助 Rspack 内置的 `SubresourceIntegrityPlugin` 实现'));
    assert.ok(pageText(page, 'zh').includes('如果使用 webpack [provider](/config/provider)，Rsbuild 不会添加这个插件，`security.sri` 也就不起任何作用。'));
  });
});

describe('security.sri › What gets an integrity hash', () => {
  test('html.inject false: the tags a custom template prints with htmlPlugin.tags carry a hash; a script tag the template writes by hand gets none', () => {
    const [head, body] = html('template').split('<body>');
    assert.match(head, /<script defer src="\/static\/js\/index\.\w+\.js" integrity="sha384-[\w+/]{64}" crossorigin="anonymous"><\/script><link href="\/static\/css\/index\.\w+\.css" rel="stylesheet" integrity="sha384-[\w+/]{64}" crossorigin="anonymous">/);
    assert.match(body, /^<script defer src="\/static\/js\/index\.\w+\.js"><\/script><\/body>/);
    assert.equal(head.match(/src="([^"]+)"/)![1], body.match(/src="([^"]+)"/)![1]);
    assert.ok(pageText(page, 'en').includes('A tag that a template writes by hand gets no hash, even when it points to an emitted file.'));
    assert.ok(pageText(page, 'zh').includes('模板中手写的标签不会带上哈希，即使它指向的是构建产物中的文件。'));
  });
  test('the preload tags of performance.preload (rel="preload", never modulepreload) carry a hash', () => {
    const preloads = tags('auto').filter((tag) => tag.includes('rel="preload"'));
    assert.deepEqual(preloads.map((tag) => tag.match(/as="(\w+)"/)![1]).sort(), ['script', 'style', 'style']);
    for (const tag of preloads) assert.match(tag, / integrity="sha384-[\w+/]{64}" crossorigin="anonymous">$/);
    assert.ok(!html('auto').includes('modulepreload'));
  });
  test('a modulepreload tag added with html.tags carries a hash; the prefetch tags of performance.prefetch do not', () => {
    const modulepreload = tags('links').find((tag) => tag.includes('rel="modulepreload"'))!;
    assert.match(modulepreload, /^<link rel="modulepreload" href="\/static\/js\/index\.\w+\.js" integrity="sha384-[\w+/]{64}" crossorigin="anonymous">$/);
    const prefetches = tags('links').filter((tag) => tag.includes('rel="prefetch"'));
    assert.equal(prefetches.length, 2);
    for (const tag of prefetches) assert.ok(!tag.includes('integrity'), tag);
  });
  test('the hashes of the async JavaScript and CSS chunks are in the entry chunk, which sets integrity and crossOrigin on the tags it creates', () => {
    const entry = outputFile(path.join(dir, 'dist/auto'), /^static\/js\/index\.\w+\.js$/);
    const manifest = JSON.parse(readText(dir, 'dist/auto/manifest.json'));
    const asyncFiles = Object.keys(manifest.integrity).filter((file) => file.includes('/async/'));
    assert.deepEqual(asyncFiles.map((file) => file.replace(/\.\w+\.(js|css)$/, '.$1').replace(/\/\d+\./, '/<id>.')).sort(), ['/static/css/async/<id>.css', '/static/js/async/<id>.js']);
    for (const file of asyncFiles) assert.ok(entry.includes(`"${manifest.integrity[file]}"`), file);
    assert.match(entry, /\.integrity=\w+\.sriHashes\[\w+\]/);
  });
  test('enable: true in development: the build warning SubresourceIntegrity: SubResourceIntegrityPlugin may interfere with hot reloading. …', () => {
    assert.deepEqual(devWarnings.map((warning) => warning.trim()), ['⚠ SubresourceIntegrity: SubResourceIntegrityPlugin may interfere with hot reloading. Consider disabling this plugin in development mode.']);
    assert.match(readText(devDir, 'dist/on/index.html'), /<script defer src="\/static\/js\/index\.js" integrity="sha384-/);
  });
  test("'auto' in development: no integrity attribute and no crossorigin", () => {
    assert.ok(!/integrity|crossorigin/.test(readText(devDir, 'dist/auto/index.html')));
  });
  test('the page names modulepreload tags of html.tags and prefetch tags without a hash, in both languages', () => {
    assert.ok(pageText(page, 'en').includes('`performance.preload` itself writes only `rel="preload"`.'));
    assert.ok(pageText(page, 'zh').includes('`performance.preload` 本身只会生成 `rel="preload"`。'));
    assert.ok(pageText(page, 'en').includes('get no hash.'));
    assert.ok(pageText(page, 'zh').includes('不会带上哈希。'));
  });
});

describe('security.sri › algorithm', () => {
  test('two algorithms: one sha256- and one sha512- hash, separated by a space, before crossorigin', () => {
    for (const tag of tags('multi')) assert.match(tag, / integrity="sha256-[\w+/]{43}= sha512-[\w+/]{86}==" crossorigin="anonymous">$/, tag);
    for (const lang of ['en', 'zh'] as const) {
      assert.match(pageText(page, lang), /<script defer src="\/static\/js\/index\.8e1baf52\.js" integrity="sha256-[^"]+" crossorigin="anonymous"><\/script>/, lang);
    }
  });
});

describe('security.sri › Cross-origin loading', () => {
  test("html.crossorigin 'use-credentials' is used in the tags and in the runtime instead of 'anonymous'", () => {
    for (const tag of tags('credentials')) assert.match(tag, / crossorigin="use-credentials" integrity="sha384-[\w+/]{64}">$/, tag);
    const entry = outputFile(path.join(dir, 'dist/credentials'), /^static\/js\/index\.\w+\.js$/);
    assert.ok(entry.includes('.crossOrigin="use-credentials"') && !entry.includes('"anonymous"'));
  });
  test('output.crossOriginLoading set to false with tools.rspack or tools.bundlerChain: the build fails with Subresource integrity is not applied to async chunks because …', async () => {
    // No async chunk at all: the error comes anyway.
    const dir = makeProject({ 'src/index.js': "console.log('no async chunk');\n" }, 'sri-cross-origin-false');
    const { errors } = await buildProject(dir, {
      mode: 'production',
      security: { sri: { enable: true } },
      environments: {
        rspack: { tools: { rspack: { output: { crossOriginLoading: false } } }, output: { distPath: { root: 'dist/rspack' } } },
        chain: { tools: { bundlerChain: (chain) => void chain.output.crossOriginLoading(false) }, output: { distPath: { root: 'dist/chain' } } },
      },
    });
    const message = '× Subresource integrity is not applied to async chunks because the "output.crossOriginLoading" option is not set.';
    assert.deepEqual(errors.map((error) => error.trim()), [message, message]);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText(page, lang).includes(message.slice(2)), lang);
  });
});

describe('security.sri › Notes', () => {
  test('no HTML (tools.htmlPlugin false) or a node target: no integrity anywhere in the output', () => {
    for (const env of ['nohtml', 'node']) {
      const out = path.join(dir, 'dist', env);
      assert.ok(listFiles(out).some((file) => file.endsWith('.js')), env);
      for (const file of listFiles(out)) assert.ok(!/integrity|sriHashes/.test(readText(out, file)), `${env}/${file}`);
    }
  });
  test('the manifest maps each script and stylesheet path to its hash', () => {
    const manifest = JSON.parse(readText(dir, 'dist/auto/manifest.json'));
    assert.deepEqual(Object.keys(manifest.integrity).sort(), manifest.allFiles.filter((file: string) => !file.endsWith('.html')).sort());
    for (const hash of Object.values(manifest.integrity)) assert.match(hash as string, /^sha384-[\w+/]{64}$/);
  });
});

test('a lazily loaded chunk changed after the build: Chromium blocks it with Failed to find a valid digest …, and import() rejects with ChunkLoadError: Loading chunk <id> failed.\\n(error: <url>)', async () => {
  const dir = makeProject(
    {
      'src/index.js':
        "import('./lazy.js').then((m) => { document.title = m.message; }, (error) => { document.title = JSON.stringify([error.name, error.message]); });\n",
      'src/lazy.js': "export const message = 'loaded';\n",
    },
    'sri-changed-chunk',
  );
  const { dist } = await buildProject(dir, { security: { sri: { enable: true } } });
  const chunk = listFiles(dist).find((file) => file.startsWith('static/js/async/'))!;
  const id = chunk.match(/async\/(\w+)\./)![1];
  appendFileSync(path.join(dist, chunk), '\n// changed after the build\n');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    await page.route('http://built.test/**', (route) => {
      const { pathname } = new URL(route.request().url());
      return route.fulfill({ path: path.join(dist, pathname === '/' ? 'index.html' : pathname) });
    });
    await page.goto('http://built.test/');
    await page.waitForFunction(() => document.title.length > 0, undefined, { timeout: 30_000 });
    const url = `http://built.test/${chunk}`;
    assert.deepEqual(JSON.parse(await page.title()), ['ChunkLoadError', `Loading chunk ${id} failed.\n(error: ${url})`]);
    assert.ok(
      consoleErrors.some((text) => new RegExp(`^Failed to find a valid digest in the 'integrity' attribute for resource '${url.replace(/\./g, '\\.')}' with computed SHA-384 integrity '[A-Za-z0-9+/=]+'\\. The resource has been blocked\\.$`).test(text)),
      consoleErrors.join('\n'),
    );
  } finally {
    await browser.close();
  }
});
