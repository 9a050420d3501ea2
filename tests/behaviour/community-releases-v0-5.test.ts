// docs/{en,zh}/community/releases/v0-5: the release notes of Rsbuild 0.5. Facts about 0.4 and 0.5
// themselves were checked on 6 December 2026 against the published packages and the v0.x tags of
// web-infra-dev/rsbuild (this machine's registry has no @rsbuild/core 0.5.0, so 0.5.0 was read
// from its tag):
// - output.minify (with jsOptions, css, html, htmlOptions) is in @rsbuild/shared 0.4.11's types,
//   absent from 0.4.9's and the v0.4.10 tag; from 0.4.11 disableMinimize says "@deprecated will be
//   removed in v0.5.0, use `minify` instead"; 0.5.1's types and dist have no disableMinimize.
// - @rsbuild/core 0.5.1 run with `output: { disableMinimize: true }`: `rsbuild build` printed no
//   warning and wrote a minified bundle; `rsbuild inspect --env production` showed minimize: true.
// - new tree shaking: the v0.5.0 tag (2024-03-19 07:00 UTC) and the v0.5.1 tag (13:32 UTC the same day); the v0.5.0 tag's provider/plugins/transition.ts sets
//   experiments.rspackFuture.newTreeshaking = true when isProd; v0.5.1 has those lines commented
//   out (pull request #1875, "revert new tree shaking"), @rsbuild/core 0.5.1's dist never sets it,
//   its production config from `rsbuild inspect` has no rspackFuture, and @rspack/core 0.5.8 (its
//   Rspack) defaults newTreeshaking to false.
// - packages/plugin-lightningcss is new in the v0.5.0 tag (version 0.5.0); its plugin.ts adds the
//   Lightning CSS loader to the CSS, Sass, Less and Stylus rules, deletes CHAIN_ID.USE.POSTCSS from
//   each, and replaces the CSS minimizer; @rsbuild/plugin-lightningcss 0.6.15's dist does the same.
// - @rsbuild/core 0.4.15 compiles CSS with postcss-loader and autoprefixer and minifies it with
//   SwcCssMinimizerRspackPlugin; createDevServer is absent from 0.4.15 and present in 0.5.1.
// - @rsbuild/plugin-svgr 0.4.8 ran SVGR on every SVG imported from a script and, with the default
//   svgDefaultExport 'url', url-loader as well; the v0.4.15 tag marks svgDefaultExport
//   "@deprecated use `svgrOptions.exportType` instead"; 0.5.1 has mixedImport and no
//   svgDefaultExport, and a 0.5.1 build turned `./logo.svg` into an emitted .svg file and
//   `./logo.svg?react` into an SVGR component module.
// - @rsbuild/shared 0.5.1 sets DEFAULT_PORT = 8080 and 0.6.1 sets 3000; core 0.6.1 uses Rspack 0.6.1.
// This file proves what the page says about Rsbuild 1.x, with @rsbuild/core 1.7.6 and the 1.x
// plugins of tools/rsbuild-v1.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, waitFor, withNodeEnv, webSocketUpgradeStatus } from './harness';

const page = 'community/releases/v0-5';

/** The fenced samples of one language in page order, with their fence line, for the non-config files. */
function fenced(lang: 'en' | 'zh', title: string): string {
  const match = new RegExp('```\\w+ title="' + title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '"\\n([\\s\\S]*?)```').exec(pageText(page, lang));
  assert.ok(match, title);
  return match[1];
}

const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c00"/></svg>';

describe('Rsbuild 0.5 release', () => {
  const header = fenced('en', 'src/Header.tsx');
  const dir = makeProject(
    {
      // The bundles of the node environments are CommonJS; the repository says "type": "module".
      'package.json': '{"type":"commonjs"}\n',
      'src/logo.svg': logo,
      'src/Header.tsx': header,
      'src/header-entry.jsx': `import { renderToStaticMarkup } from 'react-dom/server';
import { Header } from './Header';
globalThis.headerHtml = renderToStaticMarkup(<Header />);
`,
      'src/mixed-entry.jsx': `import { renderToStaticMarkup } from 'react-dom/server';
import logoUrl, { ReactComponent as Logo } from './logo.svg';
globalThis.mixed = { url: logoUrl, html: renderToStaticMarkup(<Logo />) };
`,
      'src/names.js': `import './style.css';
function keepMeNamed(label) {
  return label + ':' + Math.random();
}
class KeptClass {
  run(label) {
    return keepMeNamed(label) + keepMeNamed(label + '!');
  }
}
// Both names are read at run time.
window.names = [keepMeNamed.name, KeptClass.name, new KeptClass().run(document.title)];
`,
      'src/style.css': '.chip {\n  user-select: none;\n}\n',
    },
    'release-0-5',
  );
  let errors: string[] = [];
  const out: Record<string, string> = {};
  let files: string[] = [];
  const rendered: { headerHtml?: string; mixed?: { url: string; html: string } } = {};

  before(async () => {
    // The 0.x Lightning CSS sample (marked no-check) is not among them: its plugin has no 1.x release.
    const samples = pageSamples(page, 'en');
    assert.equal(samples.length, 2);
    const [svgrSample, minifySample] = await Promise.all(
      samples.map(async (code, index) => {
        const file = path.join(dir, `sample${index}.config.mts`);
        writeFileSync(file, code);
        return (await import(pathToFileURL(file).href)).default as RsbuildConfig;
      }),
    );
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    // The page's SVGR sample registers React and SVGR; React is registered once for every environment here.
    const sampleSvgr = (svgrSample.plugins as RsbuildPlugin[]).filter((item) => item.name === 'rsbuild:svgr');
    assert.equal(sampleSvgr.length, 1);
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      plugins: [pluginReact()],
      output: { filenameHash: false },
      environments: {
        // The page's minify sample, as written.
        keep: { source: { entry: { index: './src/names.js' } }, output: { ...minifySample.output, distPath: { root: 'dist/keep' } } },
        plain: {
          source: { entry: { index: './src/names.js' } },
          output: { distPath: { root: 'dist/plain' }, overrideBrowserslist: ['safari 12'] },
          tools: { htmlPlugin: true },
        },
        off: { source: { entry: { index: './src/names.js' } }, output: { minify: false, distPath: { root: 'dist/off' } } },
        header: {
          plugins: [pluginSvgr()],
          source: { entry: { index: './src/header-entry.jsx' } },
          output: { target: 'node', distPath: { root: 'dist/header' } },
        },
        mixed: {
          plugins: sampleSvgr,
          source: { entry: { index: './src/mixed-entry.jsx' } },
          output: { target: 'node', distPath: { root: 'dist/mixed' } },
        },
      },
    }));
    const dist = path.join(dir, 'dist');
    files = listFiles(dist);
    for (const name of ['keep', 'plain', 'off']) out[name] = outputFile(path.join(dist, name), /^static\/js\/index\.js$/);
    out.css = outputFile(path.join(dist, 'plain'), /^static\/css\/index\.css$/);
    const require = createRequire(import.meta.url);
    require(path.join(dist, 'header/index.js'));
    require(path.join(dist, 'mixed/index.js'));
    Object.assign(rendered, { headerHtml: (globalThis as any).headerHtml, mixed: (globalThis as any).mixed });
    delete (globalThis as any).headerHtml;
    delete (globalThis as any).mixed;
  });

  test('the build of every sample environment succeeds', () => {
    assert.deepEqual(errors, []);
  });

  test('1.x: Lightning CSS is built in and lowers CSS for the targets without any plugin installed', () => {
    assert.equal(out.css, '.chip{-webkit-user-select:none;user-select:none}');
  });

  // The logo is under the 4096-byte output.dataUriLimit default, so its URL is an inline data: URL.
  const logoDataUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

  test('the Header sample: a plain import gives a (data:) URL, ?react a component rendering the SVG with its props', () => {
    assert.equal(
      rendered.headerHtml,
      `<header><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="32" height="32" aria-hidden="true"><path fill="#c00" d="M0 0h10v10H0z"></path></svg><a href="${logoDataUrl}" download="">Download logo</a></header>`,
    );
    assert.ok(pageText(page, 'en').includes('a plain import returns the URL (an SVG below the [output.dataUriLimit](/config/output/data-uri-limit) size comes back inlined as a `data:` URL)'));
    assert.ok(pageText(page, 'zh').includes('普通导入得到 URL（体积小于 [output.dataUriLimit](/config/output/data-uri-limit) 的 SVG 会被内联，得到的是 `data:` URL）'));
  });

  test('mixedImport: true brings back the URL default export and the ReactComponent named export', () => {
    assert.deepEqual(rendered.mixed, {
      url: logoDataUrl,
      html: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path fill="#c00" d="M0 0h10v10H0z"></path></svg>',
    });
  });

  test('the minify sample keeps function and class names; the default minify renames them', () => {
    assert.match(out.keep, /function keepMeNamed\(/);
    assert.match(out.keep, /class KeptClass\{/);
    assert.doesNotMatch(out.plain, /keepMeNamed/);
    assert.doesNotMatch(out.plain, /KeptClass/);
  });

  test('minify: false leaves the bundle unminified', () => {
    assert.match(out.off, /function keepMeNamed\(label\) \{\n/);
    assert.match(out.off, /\/\/ Both names are read at run time\./);
  });

  test('tools.htmlPlugin: true still writes the HTML file', () => {
    assert.ok(files.includes('plain/index.html'), files.join(', '));
  });

  test('the page says minify arrived in 0.4.11 and that 0.5 ignores disableMinimize silently', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes('Its replacement, [output.minify](/config/output/minify), was not new: it arrived in 0.4.11, and from then on `disableMinimize` was marked deprecated.'));
    assert.ok(zh.includes('取代它的 [output.minify](/config/output/minify) 并不是新配置项：它在 0.4.11 就已加入，`disableMinimize` 也从那时起被标记为废弃。'));
    assert.ok(en.includes('and the removal of `output.disableMinimize` in favour of `output.minify`, which can tune minification instead of only switching it off.'));
    assert.ok(zh.includes('以及移除 `output.disableMinimize`、统一改用既能开关也能细调压缩的 `output.minify`。'));
    assert.ok(!en.includes('the new option takes an object'));
    assert.ok(!zh.includes('新配置项除了'));
    assert.ok(en.includes('Rsbuild 0.5 does not warn about a `disableMinimize` left in the config: it ignores the option and minifies the output.'));
    assert.ok(zh.includes('配置里残留的 `disableMinimize` 在 Rsbuild 0.5 中不会触发任何警告，只会被忽略，产物照样压缩。'));
  });

  test('the page says 0.5.1 switched the new tree shaking off again', () => {
    assert.ok(pageText(page, 'en').includes("- 0.5.0 switched on Rspack's new tree shaking implementation for production builds, but 0.5.1, published the same day, switched it off again;"));
    assert.ok(pageText(page, 'zh').includes('- 0.5.0 在生产构建中启用了 Rspack 新的 tree shaking 实现，但同一天发布的 0.5.1 又把它关掉了；'));
    assert.ok(!pageText(page, 'en').includes("- Production builds switched on Rspack's new tree shaking implementation."));
    assert.ok(!pageText(page, 'zh').includes('- 生产构建启用了 Rspack 新的 tree shaking 实现。'));
  });

  test('the page says the 0.5 Lightning CSS plugin removed postcss-loader', () => {
    assert.ok(pageText(page, 'en').includes("While registered, the plugin also removed `postcss-loader` from the CSS, Sass, Less and Stylus rules, so a project's own PostCSS plugins no longer ran."));
    assert.ok(pageText(page, 'zh').includes('注册该插件后，它还会从 CSS、Sass、Less 和 Stylus 规则中移除 `postcss-loader`，因此项目自己配置的 PostCSS 插件都不再执行。'));
  });

  describe('Custom servers: the server.mjs sample', () => {
    // Express is not installed in tools/rsbuild-v1: the sample runs with a stand-in that has the
    // three methods it calls (get with res.json, use, listen), on node:http.
    const shim = `import http from 'node:http';
export default function express() {
  const stack = [];
  const app = (req, res) => {
    let index = 0;
    const next = (error) => {
      const layer = stack[index++];
      if (error || !layer) {
        res.statusCode = error ? 500 : 404;
        res.end();
      } else if (layer.path && (req.method !== 'GET' || req.url !== layer.path)) next();
      else layer.handler(req, res, next);
    };
    next();
  };
  app.get = (path, handler) => {
    stack.push({ path, handler: (req, res, next) => handler(req, Object.assign(res, { json: (value) => { res.setHeader('Content-Type', 'application/json'); res.end(JSON.stringify(value)); } }), next) });
  };
  app.use = (handler) => stack.push({ handler });
  app.listen = (port, callback) => http.createServer(app).listen(port, callback);
  return app;
}
`;
    const serverDir = makeProject({ 'src/index.js': "document.body.textContent = 'custom server page';\n", 'express-shim.mjs': shim }, 'release-0-5-server');
    let port = 0;
    let started: { devServer: any; httpServer: http.Server } | undefined;

    before(async () => {
      port = await freePort();
      const sample = fenced('en', 'server.mjs');
      assert.ok(sample.includes("import express from 'express';\n") && sample.includes('server: { middlewareMode: true },'));
      // As written, but with the stand-in for Express, a free port, and the two servers exported to close them.
      const code = `${sample.replace("from 'express'", "from './express-shim.mjs'").replace('server: { middlewareMode: true },', `server: { middlewareMode: true, port: ${port} },`)}\nexport { devServer, httpServer };\n`;
      writeFileSync(path.join(serverDir, 'server.mjs'), code);
      const cwd = process.cwd();
      process.chdir(serverDir);
      try {
        started = await withNodeEnv('development', () => import(pathToFileURL(path.join(serverDir, 'server.mjs')).href));
      } finally {
        process.chdir(cwd);
      }
      await waitFor('the custom server to listen', () => started?.httpServer.listening);
    });

    after(async () => {
      await started?.devServer.close();
      started?.httpServer.closeAllConnections();
      await new Promise((resolve) => (started ? started.httpServer.close(resolve) : resolve(undefined)));
    });

    test('the own route answers, and the Rsbuild middlewares serve the page and the bundle on the same port', async () => {
      const health = await fetch(`http://localhost:${port}/api/health`);
      assert.equal(health.headers.get('content-type'), 'application/json');
      assert.equal(await health.text(), '{"ok":true}');
      const html = await (await fetch(`http://localhost:${port}/`)).text();
      assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/);
      const script = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      assert.ok(script.includes('custom server page'));
    });

    test('connectWebSocket: the hot module replacement socket is accepted on the custom server', async () => {
      const script = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      const token = /init\((?:%0A|%20)*'([0-9a-f]+)'/.exec(script)?.[1];
      assert.ok(token);
      const status = await webSocketUpgradeStatus(port, `/rsbuild-hmr?token=${token}`);
      assert.equal(status, 101);
    });
  });

  test('both languages carry the same samples', () => {
    assert.deepEqual(pageSamples(page, 'zh'), pageSamples(page, 'en'));
    // Only the link text is translated.
    assert.equal(fenced('zh', 'src/Header.tsx'), header.replace('Download logo', '下载 Logo'));
    assert.equal(fenced('zh', 'server.mjs'), fenced('en', 'server.mjs'));
  });
});
