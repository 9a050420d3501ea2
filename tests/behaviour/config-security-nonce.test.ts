// docs/{en,zh}/config/security/nonce: where @rsbuild/core 1.7.6 writes the nonce (one production
// build, one environment per case), and what Chromium runs under a nonce-only Content Security
// Policy, with the placeholder kept, replaced in the HTML only, or missing.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, readText, waitFor, launchChromium } from './harness';

const NONCE = 'CSP_NONCE_PLACEHOLDER';

describe('security.nonce', () => {
  const dir = makeProject({
    'src/index.js': `import './index.css';
document.body.dataset.ready = 'yes';
import('./lazy.js').then(({ lazy }) => {
  document.body.dataset.lazy = lazy;
});
`,
    'src/lazy.js': "export const lazy = 'loaded';\n",
    'src/index.css': 'body { color: rgb(1, 2, 3); }\n',
  }, 'nonce');
  const html: Record<string, string> = {};
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;

  before(async () => {
    const dist = (root: string) => ({ distPath: { root } });
    const { errors } = await buildProject(dir, {
      mode: 'production',
      security: { nonce: NONCE },
      output: { filenameHash: false },
      environments: {
        web: { performance: { preload: true }, html: { tags: [{ tag: 'script', attrs: { src: 'https://cdn.example.com/a.js' } }] } },
        inline: { output: { ...dist('dist-inline'), inlineScripts: true, inlineStyles: true }, security: { nonce: 'INLINE_NONCE' } },
        inject: { output: { ...dist('dist-inject'), injectStyles: true } },
        node: { output: { ...dist('dist-node'), target: 'node' } },
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['dist', 'dist-inline', 'dist-inject']) html[name] = readText(path.join(dir, name), 'index.html');
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
        violations,
      };
    } finally {
      await page.close();
    }
  }

  test('the entry script and the preload of a lazy chunk get the nonce; the stylesheet link and html.tags scripts do not', () => {
    assert.ok(html.dist.includes(`<script defer src="/static/js/index.js" nonce="${NONCE}"></script>`));
    assert.ok(html.dist.includes(`<link href="/static/js/async/`));
    assert.match(html.dist, new RegExp(`<link href="/static/js/async/\\d+\\.js" rel="preload" as="script" nonce="${NONCE}">`));
    assert.ok(html.dist.includes('<link href="/static/css/index.css" rel="stylesheet">'));
    assert.ok(html.dist.includes('<script src="https://cdn.example.com/a.js"></script>'));
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
    assert.deepEqual(result, { ready: 'yes', lazy: 'loaded', color: 'rgb(1, 2, 3)', violations: [] });
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
