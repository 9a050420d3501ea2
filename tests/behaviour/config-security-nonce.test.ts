// docs/{en,zh}/config/security/nonce: where @rsbuild/core 1.7.6 writes the nonce (one production
// build, one environment per case, the page's sample imported as written), and what Chromium runs
// under a nonce-only Content Security Policy, with the placeholder kept, replaced in the HTML only,
// or missing.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageSamples, pageText, readText, waitFor, launchChromium } from './harness';

const NONCE = 'CSP_NONCE_PLACEHOLDER';
const page = 'config/security/nonce';
/** A plugin that adds an inline script through modifyHTMLTags. */
const pluginScript: RsbuildPlugin = {
  name: 'plugin-script',
  setup: (api) => api.modifyHTMLTags(({ headTags, bodyTags }) => ({ headTags: [...headTags, { tag: 'script', children: 'window.fromPlugin = 1;' }], bodyTags })),
};

describe('security.nonce', () => {
  const dir = makeProject({
    'src/index.js': `import './index.css';
document.body.dataset.ready = 'yes';
import('./lazy.js').then(({ lazy }) => {
  document.body.dataset.lazy = lazy;
});
`,
    'src/lazy.js': "import './lazy.css';\nexport const lazy = 'loaded';\n",
    'src/lazy.css': 'p { margin: 3px; }\n',
    'src/index.css': 'body { color: rgb(1, 2, 3); }\n',
    'template.html': '<!doctype html><html><head><script>window.fromTemplate = 1;</script><style>p { padding: 0; }</style></head><body><div id="root"></div></body></html>',
  }, 'nonce');
  const html: Record<string, string> = {};
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;

  before(async () => {
    const sampleFile = path.join(dir, 'sample.config.ts');
    writeFileSync(sampleFile, pageSamples(page, 'en')[0]);
    const sample: RsbuildConfig = (await import(pathToFileURL(sampleFile).href)).default;
    const dist = (root: string) => ({ distPath: { root } });
    const { errors } = await buildProject(dir, {
      mode: 'production',
      security: sample.security,
      output: { filenameHash: false },
      environments: {
        web: { plugins: [pluginScript], performance: { preload: true }, html: { tags: [{ tag: 'script', attrs: { src: 'https://cdn.example.com/a.js' } }] } },
        template: { output: dist('dist-template'), html: { template: './template.html' } },
        inline: { output: { ...dist('dist-inline'), inlineScripts: true, inlineStyles: true }, security: { nonce: 'INLINE_NONCE' } },
        inject: { output: { ...dist('dist-inject'), injectStyles: true } },
        node: { output: { ...dist('dist-node'), target: 'node' } },
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['dist', 'dist-inline', 'dist-inject', 'dist-template']) html[name] = readText(path.join(dir, name), 'index.html');
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
  });

  /** Opens dist's index.html with a CSP header; `rewrite` replaces the placeholder in the HTML only. */
  async function open(distName: string, csp: string, rewrite?: string) {
    const page = await browser!.newPage();
    try {
      await page.route('http://built.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        const file = path.join(dir, distName, pathname === '/' ? 'index.html' : pathname);
        if (!existsSync(file)) return route.fulfill({ status: 404, body: '' });
        if (pathname !== '/') return route.fulfill({ path: file });
        const body = readFileSync(file, 'utf8');
        return route.fulfill({ body: rewrite ? body.replaceAll(NONCE, rewrite) : body, contentType: 'text/html', headers: { 'content-security-policy': csp } });
      });
      const violations: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && /Content Security Policy/.test(message.text()) && violations.push(message.text())));
      await page.goto('http://built.test/');
      // The lazy chunk either ran or was refused.
      await waitFor('the page settled', async () =>
        (await page.evaluate(() => document.body.dataset.lazy)) === 'loaded' || violations.some((text) => text.includes('script')));
      return {
        ready: await page.evaluate(() => document.body.dataset.ready ?? null),
        lazy: await page.evaluate(() => document.body.dataset.lazy ?? null),
        color: await page.evaluate(() => getComputedStyle(document.body).color),
        // The stylesheet links on the page, each with the nonce the browser holds for it.
        links: await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => `${link.getAttribute('href')} nonce=${link.nonce}`)),
        violations,
      };
    } finally {
      await page.close();
    }
  }

  test("the page's sample: the entry script gets the nonce, the stylesheet link after it does not", () => {
    assert.deepEqual(pageSamples(page, 'zh'), pageSamples(page, 'en'));
    // Between the two: the preload links of this environment's lazy chunk.
    assert.match(html.dist, new RegExp(`<script defer src="/static/js/index\\.js" nonce="${NONCE}"></script>(<link [^>]+ rel="preload" [^>]+>)*<link href="/static/css/index\\.css" rel="stylesheet">`));
  });

  test('the preload of a lazy chunk\'s script and a plugin\'s script get the nonce; the preload of its CSS and html.tags scripts do not', () => {
    assert.match(html.dist, new RegExp(`<link href="/static/js/async/\\d+\\.js" rel="preload" as="script" nonce="${NONCE}">`));
    assert.match(html.dist, /<link href="\/static\/css\/async\/\d+\.css" rel="preload" as="style">/);
    assert.ok(html.dist.includes(`<script nonce="${NONCE}">window.fromPlugin = 1;</script>`), html.dist);
    assert.ok(html.dist.includes('<script src="https://cdn.example.com/a.js"></script>'));
  });

  test("a custom template's own script and style tags get no nonce; the injected script does", () => {
    assert.ok(
      html['dist-template'].startsWith(
        `<!doctype html><html><head><script>window.fromTemplate = 1;</script><style>p { padding: 0; }</style><title>Rsbuild App</title>`,
      ),
      html['dist-template'],
    );
    assert.ok(html['dist-template'].includes(`<script defer src="/static/js/index.js" nonce="${NONCE}"></script>`), html['dist-template']);
    assert.ok(pageText(page, 'en').includes('Tags that Rsbuild does not inject are left as they are: a `<script>` or `<style>` tag written into a custom [html.template](/config/html/template)'));
    assert.ok(pageText(page, 'zh').includes('不是由 Rsbuild 注入的标签保持原样：直接写在自定义 [html.template](/config/html/template) 里的 `<script>`、`<style>` 标签'));
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(!pageText(page, lang).includes(lang === 'en' ? '- every `<script>` tag, including' : '- 所有 `<script>` 标签'), lang);
    }
  });

  test("inlined scripts and styles get the nonce, here an environment's own value", () => {
    assert.ok(html['dist-inline'].includes('<script defer nonce="INLINE_NONCE">(()=>{'));
    assert.ok(html['dist-inline'].includes('<style nonce="INLINE_NONCE">body{color:#010203}</style>'));
    assert.ok(!html['dist-inline'].includes(NONCE));
  });

  test('the entry chunk holds the value for the runtime; an environment without HTML gets nothing', () => {
    assert.ok(readText(path.join(dir, 'dist/static/js'), 'index.js').includes(`.nc="${NONCE}"`));
    const nodeFiles = listFiles(path.join(dir, 'dist-node'));
    assert.ok(nodeFiles.includes('index.js'));
    for (const file of nodeFiles) assert.ok(!readText(path.join(dir, 'dist-node'), file).includes(NONCE), file);
  });

  test('under a nonce-only CSP the page runs, its lazy chunk loads and the style tag inserted by injectStyles applies', async () => {
    const result = await open('dist-inject', `script-src 'nonce-${NONCE}'; style-src 'nonce-${NONCE}'`);
    assert.deepEqual(result, { ready: 'yes', lazy: 'loaded', color: 'rgb(1, 2, 3)', links: [], violations: [] });
  });

  test('the stylesheet link the runtime creates for a lazy chunk\'s CSS gets the nonce; the one in the HTML does not', async () => {
    const result = await open('dist', `script-src 'nonce-${NONCE}'; style-src 'self'`);
    assert.deepEqual(result.lazy, 'loaded');
    assert.deepEqual(result.links.map((link) => link.replace(/\/\d+\.css/, '/N.css')), ['/static/css/index.css nonce=', `/static/css/async/N.css nonce=${NONCE}`]);
    assert.ok(pageText(page, 'en').includes('and on the `<link rel="stylesheet">` tags it creates for their CSS files'));
    assert.ok(pageText(page, 'zh').includes('以及为这些 chunk 的 CSS 文件创建的 `<link rel="stylesheet">` 标签'));
  });

  test("rewriting only the HTML: the lazy chunk and the style tag, which carry no matching nonce, are refused; 'strict-dynamic' lets the chunk run, not the style tag", async () => {
    const htmlOnly = await open('dist-inject', "script-src 'nonce-R4nd0m'; style-src 'nonce-R4nd0m'", 'R4nd0m');
    assert.deepEqual([htmlOnly.ready, htmlOnly.lazy, htmlOnly.color], ['yes', null, 'rgb(0, 0, 0)']);
    assert.ok(htmlOnly.violations.length > 0);
    const strictDynamic = await open('dist-inject', "script-src 'nonce-R4nd0m' 'strict-dynamic'; style-src 'nonce-R4nd0m'", 'R4nd0m');
    assert.deepEqual([strictDynamic.ready, strictDynamic.lazy, strictDynamic.color], ['yes', 'loaded', 'rgb(0, 0, 0)']);
  });

  test('the page says strict-dynamic does not cover style tags', () => {
    assert.ok(pageText('config/security/nonce', 'en').includes("`'strict-dynamic'` only covers scripts"));
    assert.ok(pageText('config/security/nonce', 'zh').includes("`'strict-dynamic'` 只对脚本生效"));
  });
});
