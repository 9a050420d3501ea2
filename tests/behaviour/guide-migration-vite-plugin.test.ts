import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type CliResult, freePort, listFiles, makeProject, outputFile, readText, rsbuildCore, runCli, startCli } from './harness';

// The page's complete example (plugin-build-info.ts, verbatim) next to the smaller plugins of the
// page, in one project that is built once and served once.
const buildInfoPlugin = `import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

const VIRTUAL_ID = 'virtual-build-info';

export const pluginBuildInfo = (version: string): RsbuildPlugin => ({
  name: 'build-info',
  setup(api) {
    const info = { version, builtAt: new Date().toISOString() };
    const json = JSON.stringify(info, null, 2);
    // An absolute path where no real file exists
    const virtualFile = path.join(api.context.rootPath, 'node_modules/.virtual/build-info.js');

    // config → modifyRsbuildConfig
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(config, {
        source: { define: { __APP_VERSION__: JSON.stringify(version) } },
      }),
    );

    // resolveId + load → alias + a file in the compiler's file system
    api.modifyBundlerChain((chain, { rspack }) => {
      chain.resolve.alias.set(VIRTUAL_ID, virtualFile);
      chain
        .plugin('build-info-virtual-module')
        .use(rspack.experiments.VirtualModulesPlugin, [
          { [virtualFile]: \`export default \${JSON.stringify(info)};\` },
        ]);
    });

    // transformIndexHtml → modifyHTMLTags
    api.modifyHTMLTags(({ headTags, bodyTags }) => {
      headTags.push({ tag: 'meta', attrs: { name: 'app-version', content: version } });
      return { headTags, bodyTags };
    });

    // configureServer → onBeforeStartDevServer
    api.onBeforeStartDevServer(({ server }) => {
      server.middlewares.use('/__build-info', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(json);
      });
    });

    // generateBundle → processAssets
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('build-info.json', new sources.RawSource(json));
    });
  },
});
`;
const otherPlugins = `import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginMarkdownString = (): RsbuildPlugin => ({
  name: 'markdown-string',
  setup(api) {
    api.transform({ test: /\\.md$/ }, ({ code }) => {
      return \`export default \${JSON.stringify(code)};\`;
    });
  },
});

// What a post-order transform of a TypeScript file receives.
export const pluginPostOrder = (): RsbuildPlugin => ({
  name: 'post-order',
  setup(api) {
    api.transform({ test: /typed\\.ts$/, order: 'post' }, ({ code }) => {
      return code + \`\\nexport const postSawTypes = \${JSON.stringify(/: number/.test(code))};\`;
    });
  },
});

export const pluginRedirect = (): RsbuildPlugin => ({
  name: 'redirect',
  setup(api) {
    const target = path.join(api.context.rootPath, 'src/legacy-shim.js');
    api.resolve(({ resolveData }) => {
      if (resolveData.request === 'legacy-lib') {
        resolveData.request = target;
      }
    });
  },
});

export const pluginHtmlExtras = (): RsbuildPlugin => ({
  name: 'html-extras',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }) => {
      headTags.unshift({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
      bodyTags.push({ tag: 'script', attrs: { src: '/analytics.js', defer: true } });
      return { headTags, bodyTags };
    });

    api.modifyHTML((html, { filename }) => {
      return html.replace('<body>', \`<body data-page="\${filename}">\`);
    });
  },
});

export const pluginBanner = (text: string): RsbuildPlugin => ({
  name: 'banner',
  setup(api) {
    api.processAssets({ stage: 'summarize' }, ({ assets, compilation, sources }) => {
      for (const name of Object.keys(assets)) {
        if (name.endsWith('.js')) {
          compilation.updateAsset(name, new sources.ConcatSource(\`/* \${text} */\\n\`, assets[name]));
        }
      }
    });
  },
});

export const pluginHealth = (): RsbuildPlugin => ({
  name: 'health',
  setup(api) {
    api.onBeforeStartDevServer(({ server }) => {
      server.middlewares.use('/__health', (_req, res) => {
        res.end('ok');
      });
    });
  },
});

export const pluginReport = (): RsbuildPlugin => ({
  name: 'report',
  setup(api) {
    const action = api.context.action;
    api.onAfterBuild(({ environments }) => {
      console.log(\`report: action=\${action} distPath=\${environments.web.distPath}\`);
    });
  },
});
`;
const files = {
  'plugin-build-info.ts': buildInfoPlugin,
  'plugins.ts': otherPlugins,
  'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginBuildInfo } from './plugin-build-info';
import { pluginBanner, pluginHealth, pluginHtmlExtras, pluginMarkdownString, pluginPostOrder, pluginRedirect, pluginReport } from './plugins';

export default defineConfig({
  plugins: [pluginBuildInfo('1.2.0'), pluginMarkdownString(), pluginPostOrder(), pluginRedirect(), pluginHtmlExtras(), pluginBanner('built by banner'), pluginHealth(), pluginReport()],
});
`,
  'src/readme.md': '# Notes from markdown\n',
  'src/typed.ts': 'export const twice = (n: number): number => n * 2;\n',
  'src/legacy-shim.js': 'export const legacy = "redirected to the shim";\n',
  'src/index.js': `import info from 'virtual-build-info';
import text from './readme.md';
import { twice, postSawTypes } from './typed';
import { legacy } from 'legacy-lib';

console.log(\`v\${__APP_VERSION__}\`, info.builtAt, text, twice(2), postSawTypes, legacy);
`,
};
const dir = makeProject(files, 'vite-plugin');
const devDir = makeProject(files, 'vite-plugin-dev');
const virtualScheme = makeProject({ 'src/index.js': "import routes from 'virtual:routes';\nconsole.log(routes);\n" }, 'vite-plugin-scheme');
const dist = path.join(dir, 'dist');
let build: CliResult;
let scheme: CliResult;
let port: number;
let server: ReturnType<typeof startCli>;
before(async () => {
  port = await freePort();
  server = startCli(devDir, ['dev', '--port', String(port)], /ready\s+built in/);
  [build, scheme] = await Promise.all([runCli(dir, ['build']), runCli(virtualScheme, ['build']), server.started]);
});
after(() => server?.stop());

const indexJs = () => outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);

describe('Migrate Vite plugins', () => {
  test('Complete example: build-info.json next to index.html, the app-version meta tag, both values inlined', () => {
    assert.equal(build.code, 0, build.output);
    assert.ok(listFiles(dist).includes('build-info.json'));
    const info = JSON.parse(readText(dist, 'build-info.json'));
    assert.equal(info.version, '1.2.0');
    assert.match(readText(dist, 'index.html'), /<meta name="app-version" content="1\.2\.0">/);
    assert.match(indexJs(), /v1\.2\.0/);
    assert.ok(indexJs().includes(info.builtAt));
  });

  test('Complete example: the dev server answers /__build-info with the same JSON; onBeforeStartDevServer middlewares answer', async () => {
    const response = await fetch(`http://localhost:${port}/__build-info`);
    assert.equal(response.headers.get('content-type'), 'application/json');
    assert.equal((await response.json()).version, '1.2.0');
    assert.equal(await (await fetch(`http://localhost:${port}/__health`)).text(), 'ok');
  });

  test('transform: a .md file becomes a string; a post-order handler receives TypeScript already compiled', () => {
    assert.match(indexJs(), /# Notes from markdown/);
    assert.match(indexJs(), /!1/, 'postSawTypes is false');
  });

  test('Redirect an import: api.resolve with an absolute path', () => {
    assert.match(indexJs(), /redirected to the shim/);
  });

  test('transformIndexHtml: modifyHTMLTags unshift and push, modifyHTML gets the filename', () => {
    const html = readText(dist, 'index.html');
    assert.match(html, /<head><meta name="robots" content="noindex">/);
    assert.match(html, /<body data-page="index\.html">/);
    assert.match(html, /<script src="\/analytics\.js" defer><\/script><\/body>/);
  });

  test('generateBundle and writeBundle: a summarize-stage banner survives minification; onAfterBuild gets the absolute distPath; context.action is set in setup', () => {
    assert.ok(indexJs().startsWith('/* built by banner */\n'));
    assert.ok(build.output.includes(`report: action=build distPath=${dist}`), build.output);
  });

  test('Virtual modules: a virtual: id fails with Unhandled scheme', () => {
    assert.equal(scheme.code, 1);
    assert.match(scheme.output, /Reading from "virtual:routes" is not handled by plugins \(Unhandled scheme\)/);
  });

  test('Common problems: the quoted errors for getNormalizedConfig in setup, a Vite plugin in plugins, an Rsbuild plugin in tools.rspack', async () => {
    const { createRsbuild } = await rsbuildCore();
    const early = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'early', setup: (api) => void api.getNormalizedConfig() }] } });
    await assert.rejects(early.initConfigs(), /Cannot access normalized config until modifyRsbuildConfig is called\./);
    await assert.rejects(
      (async () => (await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'vite-plugin', transform: () => null } as any] } })).initConfigs())(),
      /Expect the setup function of Rsbuild plugin to be a function/,
    );
    const misplaced = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { tools: { rspack: { plugins: [{ name: 'rsbuild-plugin', setup() {} } as any] } } } });
    await assert.rejects(misplaced.build(), /appears to be an Rsbuild plugin\. It cannot be used as an Rspack plugin\./);
  });
});
