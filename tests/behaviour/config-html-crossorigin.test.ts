// docs/{en,zh}/config/html/crossorigin.mdx: the tags @rsbuild/core 1.7.6 writes with each value
// (scripts, stylesheets, preload links, html.tags, an attribute a tag already has), the runtime
// that loads async chunks and CSS, and the entry hash. One production build, one environment per case.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { EnvironmentConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, rsbuildCore, withNodeEnv, freePort, listFiles, makeProject, outputFile, pageText, waitFor, launchChromium } from './harness';

const page = 'config/html/crossorigin';
const cdn = { output: { assetPrefix: 'https://cdn.example.com/' } };
const cases = {
  anonymous: { ...cdn, html: { crossorigin: 'anonymous', template: './src/template.html' } },
  credentials: { ...cdn, html: { crossorigin: 'use-credentials' } },
  sameOrigin: { html: { crossorigin: true } },
  off: { ...cdn },
  kept: { ...cdn, html: { crossorigin: 'anonymous' } },
  // html.crossorigin left at false, with Subresource Integrity on.
  sri: { ...cdn, security: { sri: { enable: true } } },
  sriAnonymous: { ...cdn, html: { crossorigin: 'anonymous' }, security: { sri: { enable: true } } },
  sriTrue: { ...cdn, html: { crossorigin: true }, security: { sri: { enable: true } } },
  // No HTML pages: the option is ignored. offNoHtml is the same without it.
  noHtml: { ...cdn, html: { crossorigin: 'anonymous' }, tools: { htmlPlugin: false } },
  noHtmlCredentials: { ...cdn, html: { crossorigin: 'use-credentials' }, tools: { htmlPlugin: false } },
  noHtmlEntry: { ...cdn, html: { crossorigin: 'anonymous' }, source: { entry: { index: { import: './src/index.js', html: false } } } },
  offNoHtml: { ...cdn, tools: { htmlPlugin: false } },
  // The way out: Rspack's option set directly.
  noHtmlRspack: { ...cdn, tools: { htmlPlugin: false, rspack: { output: { crossOriginLoading: 'anonymous' } } } },
} satisfies Record<string, EnvironmentConfig>;
type Case = keyof typeof cases;

/** Gives the entry script of the `kept` environment its own crossorigin before Rsbuild's 'post' handler, and adds a script and a stylesheet of its own to `anonymous`. */
const ownAttribute: RsbuildPlugin = {
  name: 'own-attribute',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }, { environment }) => {
      if (environment.name === 'kept') {
        for (const tag of headTags) if (tag.tag === 'script') tag.attrs = { ...tag.attrs, crossorigin: 'use-credentials' };
      }
      if (environment.name === 'anonymous') {
        headTags.push({ tag: 'script', attrs: { src: 'https://plugin.example.com/plugin.js' } }, { tag: 'link', attrs: { rel: 'stylesheet', href: 'https://plugin.example.com/plugin.css' } });
      }
      return { headTags, bodyTags };
    });
  },
};

const html = {} as Record<Case, string>;
const entryJs = {} as Record<Case, string>;
const entryName = {} as Record<Case, string>;
let dir: string;

before(async () => {
  dir = makeProject({
    'src/index.js': "import './index.css';\nimport('./lazy.js').then((lazy) => lazy.run());\n",
    'src/lazy.js': "import './lazy.css';\nexport const run = () => { document.title = 'lazy'; };\n",
    'src/index.css': 'body { color: red; }\n',
    'src/lazy.css': 'p { color: blue; }\n',
    'src/template.html': '<!doctype html><html><head><script src="https://template.example.com/template.js"></script></head><body><div id="<%= mountId %>"></div></body></html>\n',
  }, 'html-crossorigin');
  const environments = Object.fromEntries(Object.entries(cases).map(([name, config]) => [name, { ...config, output: { ...(config as EnvironmentConfig).output, distPath: { root: `dist/${name}` } } }]));
  const { errors } = await buildProject(dir, {
    plugins: [ownAttribute],
    performance: { preload: true },
    html: { tags: [{ tag: 'script', attrs: { src: 'https://other.example.com/tag.js' } }] },
    environments,
  });
  assert.deepEqual(errors, []);
  for (const name of Object.keys(cases) as Case[]) {
    const dist = path.join(dir, 'dist', name);
    if (listFiles(dist).includes('index.html')) html[name] = outputFile(dist, /^index\.html$/);
    entryName[name] = listFiles(dist).find((file) => /^static\/js\/index\.\w+\.js$/.test(file))!;
    entryJs[name] = outputFile(dist, /^static\/js\/index\.\w+\.js$/);
  }
});

describe('html.crossorigin', () => {
  test("'anonymous' writes crossorigin=\"anonymous\" on the entry script and stylesheet", () => {
    assert.match(html.anonymous, /<script defer src="https:\/\/cdn\.example\.com\/static\/js\/index\.\w{8}\.js" crossorigin="anonymous"><\/script>/);
    assert.match(html.anonymous, /<link href="https:\/\/cdn\.example\.com\/static\/css\/index\.\w{8}\.css" rel="stylesheet" crossorigin="anonymous">/);
  });
  test("true writes crossorigin=\"anonymous\"; 'use-credentials' writes its own value; false writes none", () => {
    assert.match(html.sameOrigin, /<script defer src="\/static\/js\/index\.\w{8}\.js" crossorigin="anonymous"><\/script>/);
    assert.match(html.sameOrigin, /<link href="\/static\/css\/index\.\w{8}\.css" rel="stylesheet" crossorigin="anonymous">/);
    assert.match(html.credentials, /<script defer src="https:\/\/cdn\.example\.com\/static\/js\/index\.\w{8}\.js" crossorigin="use-credentials"><\/script>/);
    assert.match(html.credentials, /rel="stylesheet" crossorigin="use-credentials">/);
    assert.doesNotMatch(html.off, /crossorigin/);
  });
});

describe('Which tags are affected', () => {
  test('an attribute a tag already has is kept', () => {
    assert.match(html.kept, /<script defer src="https:\/\/cdn\.example\.com\/static\/js\/index\.\w{8}\.js" crossorigin="use-credentials"><\/script>/);
    assert.match(html.kept, /rel="stylesheet" crossorigin="anonymous">/);
  });
  test('script and stylesheet tags that a plugin adds in modifyHTMLTags get the attribute too; a script written in the template does not', () => {
    assert.match(html.anonymous, /<script src="https:\/\/template\.example\.com\/template\.js"><\/script>/);
    assert.match(html.anonymous, /<script src="https:\/\/plugin\.example\.com\/plugin\.js" crossorigin="anonymous"><\/script>/);
    assert.match(html.anonymous, /<link rel="stylesheet" href="https:\/\/plugin\.example\.com\/plugin\.css" crossorigin="anonymous">/);
  });
  test('false with security.sri on: the tags get crossorigin="anonymous" beside integrity, and the runtime loads chunks in anonymous mode', () => {
    assert.match(html.sri, /<script defer src="https:\/\/cdn\.example\.com\/static\/js\/index\.\w{8}\.js" integrity="sha384-[\w+/=]+" crossorigin="anonymous"><\/script>/);
    assert.match(html.sri, /<link href="https:\/\/cdn\.example\.com\/static\/css\/index\.\w{8}\.css" rel="stylesheet" integrity="sha384-[\w+/=]+" crossorigin="anonymous">/);
    assert.match(entryJs.sri, /\.src\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="anonymous"\)/);
    assert.match(entryJs.sri, /\.href\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="anonymous"\)/);
    assert.doesNotMatch(entryJs.off, /crossOrigin/);
  });
  test('the page names plugin tags, template tags and the security.sri case, in both languages', () => {
    assert.ok(pageText(page, 'en').includes('and such tags that a plugin adds in the [`api.modifyHTMLTags`](/plugins/dev/hooks#modifyhtmltags) hook'));
    assert.ok(pageText(page, 'en').includes('Tags written in your [HTML template](/config/html/template) are not changed.'));
    assert.ok(pageText(page, 'zh').includes('直接写在 [HTML 模板](/config/html/template)里的标签不会被修改。'));
    assert.ok(pageText(page, 'zh').includes('插件在 [`api.modifyHTMLTags`](/plugins/dev/hooks#modifyhtmltags) 钩子中添加的同类标签也包括在内'));
    assert.ok(pageText(page, 'en').includes('Even at `false`, the tags can carry the attribute: when [security.sri](/config/security/sri) adds `integrity` attributes'));
    assert.ok(pageText(page, 'zh').includes('即使保持 `false`，标签也可能带上该属性：当 [security.sri](/config/security/sri) 为构建添加 `integrity` 属性时，script 和样式表标签会同时带上 `crossorigin="anonymous"`'));
  });
  test('tags from html.tags are not changed', () => {
    for (const name of Object.keys(cases) as Case[]) if (html[name] !== undefined) assert.match(html[name], /<script src="https:\/\/other\.example\.com\/tag\.js"><\/script>/);
  });
  test('preload links: crossorigin="" with anonymous and a prefix other than /, none with /, use-credentials always', () => {
    assert.match(html.anonymous, /<link href="https:\/\/cdn\.example\.com\/static\/js\/async\/\w+\.\w{8}\.js" rel="preload" as="script" crossorigin="">/);
    assert.match(html.anonymous, /<link href="https:\/\/cdn\.example\.com\/static\/css\/async\/\w+\.\w{8}\.css" rel="preload" as="style" crossorigin="">/);
    assert.match(html.sameOrigin, /<link href="\/static\/js\/async\/\w+\.\w{8}\.js" rel="preload" as="script">/);
    assert.match(html.credentials, /rel="preload" as="script" crossorigin="use-credentials">/);
    assert.match(html.credentials, /rel="preload" as="style" crossorigin="use-credentials">/);
  });
  test('the runtime sets anonymous only on chunks from another origin, use-credentials on every chunk', () => {
    for (const name of ['anonymous', 'sameOrigin'] as const) {
      // One check for script chunks (.src) and one for CSS chunks (.href).
      assert.match(entryJs[name], /\.src\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="anonymous"\)/);
      assert.match(entryJs[name], /\.href\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="anonymous"\)/);
    }
    assert.match(entryJs.credentials, /\.src=\w+,\w+\.crossOrigin="use-credentials"\)/);
    assert.match(entryJs.credentials, /\.href=\w+,\w+\.crossOrigin="use-credentials",/);
    assert.doesNotMatch(entryJs.credentials, /window\.location\.origin/);
    assert.doesNotMatch(entryJs.off, /crossOrigin/);
  });
  test('with async chunks, turning the option on changes the entry hash', () => {
    assert.notEqual(entryName.anonymous, entryName.off);
  });
  test('security.sri on: true and \'anonymous\' change neither the entry hash nor the tags (only the order of two attributes)', () => {
    assert.equal(entryName.sriAnonymous, entryName.sri);
    assert.equal(entryName.sriTrue, entryName.sri);
    assert.equal(entryJs.sriAnonymous, entryJs.sri);
    const sriOrder = html.sri.replace(/ (integrity="[^"]+") crossorigin="anonymous"/g, ' crossorigin="anonymous" $1');
    assert.notEqual(sriOrder, html.sri);
    assert.equal(html.sriAnonymous, sriOrder);
    assert.equal(html.sriTrue, sriOrder);
  });
  test('the page says that security.sri already gives the anonymous runtime, in both languages', () => {
    assert.ok(pageText(page, 'en').includes("With [security.sri](/config/security/sri) on, the runtime already loads chunks in `anonymous` mode, so `true` or `'anonymous'` changes neither the runtime nor the hash."));
    assert.ok(pageText(page, 'zh').includes("开启 [security.sri](/config/security/sri) 后，运行时本来就以 `anonymous` 模式加载 chunk，此时设为 `true` 或 `'anonymous'` 既不会改变运行时代码，也不会改变哈希。"));
  });
  test('the page states the use-credentials and preload cases in both languages', () => {
    assert.doesNotMatch(pageText(page, 'en'), /- Async chunks loaded at runtime\. The generated runtime only sets/);
    assert.doesNotMatch(pageText(page, 'zh'), /- 运行时加载的异步 chunk。生成的运行时代码只在/);
    assert.match(pageText(page, 'en'), /With `'use-credentials'` it sets the attribute on every chunk/);
    assert.match(pageText(page, 'zh'), /取值为 `'use-credentials'` 时，每个 chunk 都会带上该属性/);
    assert.match(pageText(page, 'en'), /`<link rel="preload">` tags that \[performance\.preload\]/);
    assert.match(pageText(page, 'zh'), /\[performance\.preload\]\(\/config\/performance\/preload\) 生成的 `<link rel="preload">` 标签/);
  });
});

describe('html.crossorigin', () => {
  test('tools.htmlPlugin: false or html: false on every entry: the option is ignored, the runtime has no crossOrigin and the entry hash is unchanged', () => {
    for (const name of ['noHtml', 'noHtmlCredentials', 'noHtmlEntry', 'offNoHtml'] as const) {
      assert.equal(html[name], undefined);
      assert.doesNotMatch(entryJs[name], /crossOrigin/);
    }
    assert.equal(entryName.noHtml, entryName.offNoHtml);
    assert.equal(entryName.noHtmlCredentials, entryName.offNoHtml);
    assert.equal(entryName.noHtmlEntry, entryName.offNoHtml);
    // The same entry with HTML pages does get the runtime code.
    assert.match(entryJs.kept, /crossOrigin="anonymous"/);
  });
  test('an output.target other than web: Rspack\'s crossOriginLoading is not set; with web it is', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await withNodeEnv('production', () => createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        html: { crossorigin: 'use-credentials' },
        environments: { web: {}, node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } },
      },
    }));
    const configs = await withNodeEnv('production', () => rsbuild.initConfigs());
    assert.deepEqual(configs.map((config) => [config.name, config.output?.crossOriginLoading]), [['web', 'use-credentials'], ['node', undefined], ['worker', undefined]]);
  });
  test('tools.rspack output.crossOriginLoading gives the runtime its mode without HTML', () => {
    assert.equal(html.noHtmlRspack, undefined);
    assert.match(entryJs.noHtmlRspack, /\.src\.indexOf\(window\.location\.origin\+"\/"\)&&\(\w+\.crossOrigin="anonymous"\)/);
    assert.notEqual(entryName.noHtmlRspack, entryName.offNoHtml);
  });
  test('the page says the option needs HTML pages and names tools.rspack, in both languages', () => {
    assert.ok(pageText(page, 'en').includes('The option only works in an environment for which Rsbuild writes HTML pages.'));
    assert.ok(pageText(page, 'en').includes("set Rspack's option yourself with [tools.rspack](/config/tools/rspack)"));
    assert.ok(pageText(page, 'zh').includes('这个配置项只在 Rsbuild 会为其生成 HTML 页面的环境中生效。'));
    assert.ok(pageText(page, 'zh').includes('请通过 [tools.rspack](/config/tools/rspack) 自行设置 Rspack 的该选项'));
    assert.ok(pageText(page, 'en').includes('When an environment with HTML pages has async chunks, the runtime code that loads them changes'));
    assert.ok(pageText(page, 'zh').includes('如果生成 HTML 页面的环境中有异步 chunk，负责加载它们的运行时代码会发生变化'));
  });
});

describe('The server must send CORS headers', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const cdnServers: http.Server[] = [];
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    for (const server of cdnServers) await new Promise((resolve) => server.close(resolve));
  });
  /**
   * Opens the 'anonymous' build at http://127.0.0.1:pagePort/ with its assets on a real HTTP server
   * on 127.0.0.1 at another port, another origin, which sends Access-Control-Allow-Origin or not. The server
   * rewrites the CDN URL of the build to its own address.
   */
  async function open(allowOrigin: boolean) {
    const dist = path.join(dir, 'dist/anonymous');
    const [pagePort, port] = [await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${port}/`;
    const handler: http.RequestListener = (req, res) => {
      if (req.url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html.anonymous.replaceAll('https://cdn.example.com/', origin));
      const file = path.join(dist, new URL(req.url ?? '/', origin).pathname);
      if (!existsSync(file) || !/\.(js|css)$/.test(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/css', ...(allowOrigin ? { 'access-control-allow-origin': '*' } : {}) });
      res.end(readFileSync(file, 'utf8').replaceAll('https://cdn.example.com/', origin));
    };
    // Two real servers, so that Chromium sees two loopback origins (a routed page would not count as loopback).
    for (const listenPort of [pagePort, port]) {
      const server = http.createServer(handler);
      cdnServers.push(server);
      await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
    }
    const tab = await browser.newPage();
    await tab.route('https://other.example.com/**', (route) => route.fulfill({ status: 404, body: '' }));
    await tab.goto(`http://127.0.0.1:${pagePort}/`);
    return tab;
  }
  test('with Access-Control-Allow-Origin, the entry, its CSS and the async chunk load', async () => {
    const tab = await open(true);
    await waitFor('the async chunk', () => tab.evaluate(() => document.title === 'lazy'));
    assert.equal(await tab.evaluate(() => getComputedStyle(document.body).color), 'rgb(255, 0, 0)');
    await tab.close();
  });
  test('without it, neither the script nor the stylesheet loads', async () => {
    const tab = await open(false);
    // goto() waited for the load event, which comes after the failed script and stylesheet.
    assert.equal(await tab.evaluate(() => document.title), 'Rsbuild App');
    assert.equal(await tab.evaluate(() => getComputedStyle(document.body).color), 'rgb(0, 0, 0)');
    await tab.close();
  });
});
