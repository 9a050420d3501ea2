import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import type {
  ModifyHTMLContext,
  ModifyHTMLTagsContext,
  OnAfterBuildFn,
  OnBeforeStartProdServerFn,
  ProcessAssetsHandler,
  RsbuildConfig,
  RsbuildDevServer,
  RsbuildPlugin,
  RsbuildPluginAPI,
  TransformContext,
} from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, type CliResult, createTypeProgram, freePort, PRINTED_BUILD_TIME, listFiles, makeProject, outputFile, pageText, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withNodeEnv, writeProjectFiles } from './harness';

// rsbuild-plugin-virtual-module is not installed here. Its sentence and sample were checked by hand
// on 2026-12-03 with 0.4.1 (the registry's latest): peerDependencies { '@rsbuild/core': '1.x' },
// virtualModules typed Record<string, TransformHandler>, and the page's rsbuild.config.ts built
// with 1.7.6 an app importing 'virtual-routes' that logged "/|/about".
// Vite is not installed here either. The page's claims about it were checked by hand on 2026-12-05
// in the published dist of vite 5.4.21, 6.4.6, 7.3.8 and 8.4.1 (npm's latest): the functions that
// configureServer returns are called after the static file and html fallback middlewares and before
// indexHtmlMiddleware in all four; index.d.ts declares hotUpdate from 6 on, not in 5; the dev
// server's EnvironmentPluginContainer has buildStart, resolveId, load, transform, watchChange and
// close but no renderChunk or generateBundle (8.x also has experimental.bundledDev, default false).
// The page's two Vite samples (vite-plugin-hello.ts, vite-plugin-build-info.ts) type-check with
// vite 8.4.1 and TypeScript 5.9 under strict (checked by hand on 2026-12-05).
// Type-level proofs of the page's lists (tsc checks this file).
// onBeforeStartProdServer's callback gets no argument, so no server object.
const prodServerArgs: Parameters<OnBeforeStartProdServerFn>['length'] = 0;
void prodServerArgs;
const htmlTagsContext: Array<keyof ModifyHTMLTagsContext> = ['filename', 'environment', 'compiler', 'compilation', 'assetPrefix'];
const htmlContext: Array<keyof ModifyHTMLContext> = ['filename', 'environment', 'compiler', 'compilation'];
// @ts-expect-error modifyHTML's context has no assetPrefix
const noAssetPrefix: keyof ModifyHTMLContext = 'assetPrefix';
const afterBuild: Array<keyof Parameters<OnAfterBuildFn>[0]> = ['stats', 'environments', 'isFirstCompile', 'isWatch'];
const devServer: Array<keyof RsbuildDevServer> = ['middlewares', 'sockWrite', 'environments', 'port'];
// The handler's whole context, as the page lists it: a missing or an extra key fails tsc.
const processAssets: Record<keyof Parameters<ProcessAssetsHandler>[0], true> = { assets: true, compiler: true, compilation: true, sources: true, environment: true };
const htmlTagsWhole: Record<keyof ModifyHTMLTagsContext, true> = { filename: true, environment: true, compiler: true, compilation: true, assetPrefix: true };
const htmlWhole: Record<keyof ModifyHTMLContext, true> = { filename: true, environment: true, compiler: true, compilation: true };
// The handler's whole context, as the page lists it: a missing or an extra key fails tsc.
const transformContext: Record<keyof TransformContext, true> = {
  code: true,
  resource: true,
  resourcePath: true,
  resourceQuery: true,
  context: true,
  environment: true,
  addDependency: true,
  addMissingDependency: true,
  addContextDependency: true,
  emitFile: true,
  importModule: true,
  resolve: true,
};
const action: NonNullable<RsbuildPluginAPI['context']['action']>[] = ['dev', 'build', 'preview'];
// @ts-expect-error 'serve' is an apply value, not an action
const notAnAction: NonNullable<RsbuildPluginAPI['context']['action']> = 'serve';
// The object form { handler, order } on lifecycle and modify* hooks; apply as a function of
// (config, { action }); enforce on the plugin; order and the deprecated enforce on api.transform.
const ordered: RsbuildPlugin = {
  name: 'ordered',
  enforce: 'pre',
  apply: (_config, { action }) => action === 'build',
  setup(api) {
    api.onBeforeBuild({ handler: () => {}, order: 'pre' });
    api.modifyRspackConfig({ handler: () => {}, order: 'post' });
    api.modifyRsbuildConfig({ handler: () => {}, order: 'pre' });
    api.transform({ test: /\.txt$/, resourceQuery: /raw/, raw: true, environments: ['web'], targets: ['web'], order: 'post' }, ({ code }) => code);
    api.transform({ test: /\.txt$/, enforce: 'pre' }, ({ code }) => code);
    api.onBeforeStartDevServer(({ server }) => server.sockWrite('static-changed'));
    void api.getNormalizedConfig({ environment: 'web' });
    void api.getRsbuildConfig('original');
    void api.isPluginExists('hello');
  },
};
const watchTypes: Array<NonNullable<Extract<NonNullable<NonNullable<RsbuildConfig['dev']>['watchFiles']>, { paths: unknown }>['type']>> = ['reload-page', 'reload-server'];
// Hook mapping: every API the table names exists on the plugin API of 1.7.6.
const mappedApis: Array<keyof RsbuildPluginAPI> = [
  'modifyRsbuildConfig',
  'modifyEnvironmentConfig',
  'getNormalizedConfig',
  'onBeforeBuild',
  'onBeforeDevCompile',
  'onBeforeEnvironmentCompile',
  'resolve',
  'transform',
  'modifyHTMLTags',
  'modifyHTML',
  'onBeforeStartDevServer',
  'onBeforeStartProdServer',
  'processAssets',
  'onAfterBuild',
  'onAfterDevCompile',
  'onCloseBuild',
  'onCloseDevServer',
];
void [mappedApis, watchTypes, htmlTagsContext, htmlContext, htmlTagsWhole, htmlWhole, noAssetPrefix, afterBuild, devServer, processAssets, transformContext, action, notAnAction, ordered];

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
// More of the page's samples, verbatim: built and served in the project below, and type-checked.
const helloPlugin = `import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginHello = (): RsbuildPlugin => ({
  name: 'hello',
  enforce: 'pre',
  apply: 'build',
  setup(api) {
    api.onBeforeBuild(() => {
      console.log('build starts');
    });
  },
});
`;
const reportDistPlugin = `import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginReportDist = (): RsbuildPlugin => ({
  name: 'report-dist',
  setup(api) {
    api.onBeforeBuild(() => {
      const config = api.getNormalizedConfig();
      api.logger.info(\`writing \${config.mode} build to \${config.output.distPath.root}\`);
    });
  },
});
`;
const healthPlugin = `import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginHealth = (): RsbuildPlugin => ({
  name: 'health',
  setup(api) {
    api.onBeforeStartDevServer(({ server }) => {
      // Runs before Rsbuild's own middlewares
      server.middlewares.use('/__health', (_req, res) => {
        res.end('ok');
      });
    });

    // Runs after Rsbuild's asset and public folder middlewares
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(config, {
        dev: {
          setupMiddlewares: [
            (middlewares) => {
              middlewares.push((req, _res, next) => {
                api.logger.debug(\`unhandled \${req.url}\`);
                next();
              });
            },
          ],
        },
      }),
    );
  },
});
`;
const contentReloadPlugin = `import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginContentReload = (): RsbuildPlugin => ({
  name: 'content-reload',
  setup(api) {
    let watcher: fs.FSWatcher | undefined;

    api.onBeforeStartDevServer(({ server }) => {
      const dir = path.join(api.context.rootPath, 'content');
      watcher = fs.watch(dir, () => server.sockWrite('static-changed'));
    });

    api.onCloseDevServer(() => watcher?.close());
  },
});
`;
const pageIndex = "import info from 'virtual-build-info';\n\nconsole.log(`v${__APP_VERSION__}`, info.builtAt);\n";
const pageEnvDts = "declare const __APP_VERSION__: string;\n\ndeclare module 'virtual-build-info' {\n  const info: { version: string; builtAt: string };\n  export default info;\n}\n";
const pageConfig = "import { defineConfig } from '@rsbuild/core';\nimport { pluginBuildInfo } from './plugin-build-info';\n\nexport default defineConfig({\n  plugins: [pluginBuildInfo('1.2.0')],\n});\n";
const otherPlugins = `import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  name: 'health-probe',
  setup(api) {
    api.onBeforeStartDevServer(({ server }) => {
      console.log('health: onBeforeStartDevServer ran, sockWrite=' + typeof server.sockWrite + ' environments=' + Object.keys(server.environments) + ' port=' + typeof server.port);
      server.middlewares.use('/__health', (_req, res) => {
        res.end('ok');
      });
      // Before Rsbuild's own middlewares: this answers although public/early.txt exists.
      server.middlewares.use('/early.txt', (_req, res) => {
        res.end('answered by the early middleware');
      });

      // In 1.7.6 a returned function is called before Rsbuild adds its own middlewares, so what
      // it adds still comes first, even for files that exist.
      return () => {
        for (const url of ['/late.txt', '/index.html']) {
          server.middlewares.use(url, (_req, res) => {
            res.end('answered by the returned function');
          });
        }
      };
    });
    // dev.setupMiddlewares with push: after Rsbuild's asset and public folder middlewares.
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(config, {
        dev: {
          setupMiddlewares: [
            (middlewares) => {
              middlewares.push((req, res, next) => {
                if (req.url === '/pushed.txt' || req.url === '/__pushed') return res.end('answered by the pushed middleware');
                next();
              });
            },
          ],
        },
      }),
    );
    api.onAfterDevCompile(({ isFirstCompile }) => {
      console.log('health: onAfterDevCompile isFirstCompile=' + isFirstCompile);
    });
  },
});

// The same banner at stage 'additional', before 'optimize-size': the minifier removes it.
export const pluginEarlyBanner = (): RsbuildPlugin => ({
  name: 'early-banner',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ assets, compilation, sources }) => {
      for (const name of Object.keys(assets)) {
        if (name.endsWith('.js')) {
          compilation.updateAsset(name, new sources.ConcatSource('/* added at stage additional */\\n', assets[name]));
        }
      }
    });
  },
});

// Handlers without order and with 'pre' receive the TypeScript source as written.
export const pluginSourceOrder = (): RsbuildPlugin => ({
  name: 'source-order',
  setup(api) {
    api.transform({ test: /typed\.ts$/, order: 'pre' }, ({ code }) => {
      return code + \`\nexport const preSawTypes = \${JSON.stringify(/: number/.test(code))};\`;
    });
    api.transform({ test: /plain-order\.ts$/ }, ({ code }) => {
      return code + \`\nexport const defaultSawTypes = \${JSON.stringify(/: string/.test(code))};\`;
    });
  },
});

// addDependency: the module is transformed again when content/data.txt changes.
export const pluginDependency = (): RsbuildPlugin => ({
  name: 'dependency',
  setup(api) {
    api.transform({ test: /with-data\.js$/ }, ({ code, addDependency }) => {
      const file = path.join(api.context.rootPath, 'content/data.txt');
      addDependency(file);
      return code.replace('__DATA__', JSON.stringify(readFileSync(file, 'utf8').trim()));
    });
  },
});

// A relative request written by api.resolve is resolved from the importing file's folder.
export const pluginRelativeRedirect = (): RsbuildPlugin => ({
  name: 'relative-redirect',
  setup(api) {
    api.resolve(({ resolveData }) => {
      if (resolveData.request === 'relative-lib') {
        resolveData.request = './here.js';
      }
    });
  },
});

// test is matched against the path without the query: /\.txt$/ also matches notes.txt?raw, and
// a pattern that includes the query never matches.
export const pluginQuery = (): RsbuildPlugin => ({
  name: 'query',
  setup(api) {
    api.transform({ test: /notes\\.txt$/ }, ({ code, resourceQuery }) => \`export default \${JSON.stringify(code.trim() + ' seen by test, query=' + resourceQuery)};\`);
    api.transform({ test: /notes\\.txt\\?raw$/ }, () => 'export default "QUERY-PATTERN-RAN";');
  },
});

// raw: true hands the handler a Buffer; without it, a string.
export const pluginRaw = (): RsbuildPlugin => ({
  name: 'raw',
  setup(api) {
    api.transform({ test: /\.bin$/, raw: true }, ({ code }) => \`export default \${JSON.stringify('raw=' + Buffer.isBuffer(code))};\`);
    // context is the folder of the module.
    api.transform({ test: /\.text$/ }, ({ code, context }) => \`export default \${JSON.stringify('string=' + (typeof code) + ' context=' + path.relative(api.context.rootPath, context ?? ''))};\`);
  },
});

// getNormalizedConfig in the hooks that the page lists as running after the config is settled.
export const pluginNormalized = (): RsbuildPlugin => ({
  name: 'normalized',
  setup(api) {
    const read = (hook: string) => console.log(\`normalized in \${hook}: mode=\${api.getNormalizedConfig().mode}\`);
    api.modifyBundlerChain(() => read('modifyBundlerChain'));
    api.modifyRspackConfig(() => read('modifyRspackConfig'));
    api.onBeforeCreateCompiler(() => read('onBeforeCreateCompiler'));
    api.onBeforeBuild(() => read('onBeforeBuild'));
    api.onBeforeStartDevServer(() => read('onBeforeStartDevServer'));
  },
});

// getRsbuildConfig('original') after the modify hooks ran: no plugin's change, but what the CLI
// added to the loaded file (the fixture's config file sets no dev and no server options).
export const pluginOriginal = (): RsbuildPlugin => ({
  name: 'original',
  setup(api) {
    const show = (hook: string) => {
      const { dev, server } = api.getRsbuildConfig('original');
      console.log(\`original in \${hook}: \${JSON.stringify({ dev, server })}\`);
    };
    api.onBeforeBuild(() => show('onBeforeBuild'));
    api.onBeforeStartDevServer(() => show('onBeforeStartDevServer'));
  },
});

export const pluginReport = (): RsbuildPlugin => ({
  name: 'report',
  setup(api) {
    const action = api.context.action;
    api.onAfterBuild(({ environments, stats, isFirstCompile, isWatch }) => {
      console.log(\`report: action=\${action} distPath=\${environments.web.distPath}\`);
      const onDisk = existsSync(path.join(environments.web.distPath, 'index.html'));
      console.log(\`report: index.html on disk=\${onDisk} stats=\${Boolean(stats)} isFirstCompile=\${isFirstCompile} isWatch=\${isWatch}\`);
    });
  },
});
`;
const files = {
  'plugin-build-info.ts': buildInfoPlugin,
  'plugins.ts': otherPlugins,
  'plugin-hello.ts': helloPlugin,
  'plugin-report-dist.ts': reportDistPlugin,
  'plugin-health.ts': healthPlugin,
  'plugin-content-reload.ts': contentReloadPlugin,
  'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginBuildInfo } from './plugin-build-info';
import { pluginBanner, pluginDependency, pluginEarlyBanner, pluginHealth, pluginHtmlExtras, pluginMarkdownString, pluginNormalized, pluginOriginal, pluginPostOrder, pluginQuery, pluginRaw, pluginRedirect, pluginRelativeRedirect, pluginReport, pluginSourceOrder } from './plugins';
import { pluginHello } from './plugin-hello';
import { pluginReportDist } from './plugin-report-dist';
import { pluginHealth as pluginPageHealth } from './plugin-health';
import { pluginContentReload } from './plugin-content-reload';

export default defineConfig({
  plugins: [pluginBuildInfo('1.2.0'), pluginMarkdownString(), pluginPostOrder(), pluginSourceOrder(), pluginRedirect(), pluginRelativeRedirect(), pluginHtmlExtras(), pluginBanner('built by banner'), pluginEarlyBanner(), pluginHealth(), pluginReport(), pluginDependency(), pluginNormalized(), pluginQuery(), pluginRaw(), pluginOriginal(), pluginReportDist(), pluginHello(), pluginPageHealth(), pluginContentReload()],
});
`,
  'src/readme.md': '# Notes from markdown\n',
  'src/notes.txt': 'notes text\n',
  'src/binary.bin': '\u0000\u0001',
  'src/words.text': 'some words\n',
  'src/typed.ts': 'export const twice = (n: number): number => n * 2;\n',
  'src/plain-order.ts': 'export const label: string = "plain";\n',
  'src/legacy-shim.js': 'export const legacy = "redirected to the shim";\n',
  'src/here.js': 'export const here = "resolved from the project source folder";\n',
  'src/nested/here.js': 'export const here = "resolved next to the importing file";\n',
  'src/nested/use-relative.js': "export { here } from 'relative-lib';\n",
  'content/data.txt': 'data version one\n',
  'src/with-data.js': 'export const data = __DATA__;\n',
  'public/early.txt': 'the public early.txt\n',
  'public/late.txt': 'the public late.txt\n',
  'public/pushed.txt': 'the public pushed.txt\n',
  'src/index.js': `import info from 'virtual-build-info';
import text from './readme.md';
import { twice, postSawTypes, preSawTypes } from './typed';
import { label, defaultSawTypes } from './plain-order';
import { legacy } from 'legacy-lib';
import { here } from './nested/use-relative';
import { data } from './with-data';
import notes from './notes.txt?raw';
import binary from './binary.bin';
import words from './words.text';

console.log(\`v\${__APP_VERSION__}\`, info.builtAt, text, twice(2), 'post=' + postSawTypes, 'pre=' + preSawTypes, label, 'default=' + defaultSawTypes, legacy, here, data, notes, binary, words);
`,
};
const dir = makeProject(files, 'vite-plugin');
const devDir = makeProject(files, 'vite-plugin-dev');
const virtualScheme = makeProject({ 'src/index.js': "import routes from 'virtual:routes';\nconsole.log(routes);\n" }, 'vite-plugin-scheme');
const dist = path.join(dir, 'dist');
// The page's pluginHtmlExtras with a template of one's own, like a migrated Vite index.html.
const ownTemplate = makeProject(
  {
    'plugins.ts': otherPlugins,
    'index.html': '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    'src/index.js': "console.log('app');\n",
    // close-probe: onCloseBuild runs at the end of `rsbuild build` (the Hook mapping's closeBundle row).
    'rsbuild.config.ts':
      "import { pluginHtmlExtras } from './plugins';\nexport default { html: { template: './index.html' }, plugins: [pluginHtmlExtras(), { name: 'close-probe', setup(api) { api.onAfterBuild(() => console.log('onAfterBuild ran')); api.onCloseBuild(() => console.log('onCloseBuild ran')); } }] };\n",
  },
  'vite-plugin-own-template',
);
let build: CliResult;
let scheme: CliResult;
let ownTemplateBuild: CliResult;
// The port asked for with --port (a claim of the page is that the flag shows in the original
// config) and the port the server printed, where requests go: Rsbuild moves to the next free port
// when the asked one has been taken in between.
let askedPort: number;
let port: number;
let server: ReturnType<typeof startCli>;
before(async () => {
  askedPort = await freePort();
  server = startCli(devDir, ['dev', '--port', String(askedPort)], /ready\s+built in/);
  [build, scheme, ownTemplateBuild] = await Promise.all([runCli(dir, ['build']), runCli(virtualScheme, ['build']), runCli(ownTemplate, ['build']), server.started]);
  port = server.port();
});
after(() => server?.stop());

const indexJs = () => outputFile(dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);

// tsc on the page's TypeScript files, in this process with the root's TypeScript; @rsbuild/core
// and Node's types come from tools/rsbuild-v1.
function typeCheck(files: Record<string, string>): string {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    skipDefaultLibCheck: true,
    types: ['node'],
    lib: ['lib.es2022.d.ts'],
  };
  const cwd = makeProject(files, 'vite-plugin-types');
  const program = createTypeProgram(ts, { rootNames: Object.keys(files).map((file) => path.join(cwd, file)), options });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file ? path.relative(cwd, diagnostic.file.fileName) : ''}: error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`)
    .join('\n');
}

describe('Migrate Vite plugins', () => {
  test('Complete example: build-info.json next to index.html, the app-version meta tag, both values inlined', () => {
    assert.equal(build.code, 0, build.output);
    assert.ok(listFiles(dist).includes('build-info.json'));
    const info = JSON.parse(readText(dist, 'build-info.json'));
    assert.equal(info.version, '1.2.0');
    assert.match(readText(dist, 'index.html'), /<meta name="app-version" content="1\.2\.0">/);
    assert.match(indexJs(), /v1\.2\.0/);
    assert.ok(indexJs().includes(info.builtAt));
    // The virtual file stays in the compiler's memory: the project's node_modules is
    // tools/rsbuild-v1's, and nothing is written into it.
    assert.ok(!existsSync(path.join(rsbuildV1Dir, 'node_modules/.virtual')));
  });

  test('Complete example: processAssets runs in the dev server too, which serves /build-info.json and answers /__build-info with the same JSON; onBeforeStartDevServer middlewares answer', async () => {
    const response = await fetch(`http://localhost:${port}/__build-info`);
    assert.equal(response.headers.get('content-type'), 'application/json');
    const served = await response.json();
    assert.equal(served.version, '1.2.0');
    // The dev server's own build information: the same JSON as its /build-info.json, not the
    // production build's (each process has its own builtAt).
    assert.deepEqual(await (await fetch(`http://localhost:${port}/build-info.json`)).json(), served);
    assert.notEqual(served.builtAt, JSON.parse(readText(dist, 'build-info.json')).builtAt);
    assert.equal(await (await fetch(`http://localhost:${port}/__health`)).text(), 'ok');
  });

  test('Complete example: rsbuild dev answers on port 3000 by default, and moves up to the next free port when it is taken (server.strictPort false)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs({ action: 'dev' });
    const { server } = rsbuild.getNormalizedConfig();
    assert.deepEqual([server.port, server.strictPort], [3000, false]);
  });

  test('transform: a .md file becomes a string; handlers with order pre or none get the source as written, post gets compiled JavaScript', () => {
    assert.match(indexJs(), /# Notes from markdown/);
    assert.ok(indexJs().includes('post=false'), indexJs());
    assert.ok(indexJs().includes('pre=true'), indexJs());
    assert.ok(indexJs().includes('default=true'), indexJs());
  });

  test('transform: with raw: true the handler gets code as a Buffer, without it as a string; context is the folder of the module', () => {
    assert.ok(indexJs().includes('raw=true'), indexJs());
    assert.ok(indexJs().includes('string=string context=src'), indexJs());
  });

  test('Redirect an import: api.resolve with an absolute path; a relative request is resolved from the importing file', () => {
    assert.match(indexJs(), /redirected to the shim/);
    assert.ok(indexJs().includes('resolved next to the importing file'));
    assert.ok(!indexJs().includes('resolved from the project source folder'));
  });

  test("configureServer: middlewares run before Rsbuild's, also from a returned function; dev.setupMiddlewares push runs after the asset and public folder middlewares; only the dev server runs the hook", async () => {
    const text = async (url: string) => (await fetch(`http://localhost:${port}${url}`)).text();
    assert.equal(await text('/early.txt'), 'answered by the early middleware');
    assert.equal(await text('/late.txt'), 'answered by the returned function');
    assert.equal(await text('/index.html'), 'answered by the returned function');
    assert.equal(await text('/pushed.txt'), 'the public pushed.txt\n');
    // A request that does not accept HTML: the index.html fallback (server.htmlFallback) answers those first.
    const pushed = await fetch(`http://localhost:${port}/__pushed`, { headers: { accept: 'application/json' } });
    assert.equal(await pushed.text(), 'answered by the pushed middleware');
    // fetch()'s default Accept is */*: a GET with it gets index.html; a POST that accepts HTML reaches the pushed middleware.
    assert.match(await text('/__pushed'), /<!doctype html>/i);
    const posted = await fetch(`http://localhost:${port}/__pushed`, { method: 'POST', headers: { accept: 'text/html' } });
    assert.equal(await posted.text(), 'answered by the pushed middleware');
    assert.ok(server.output().includes('health: onBeforeStartDevServer ran, sockWrite=function environments=web port=number'), server.output());
    assert.ok(!build.output.includes('health: onBeforeStartDevServer ran'), build.output);
  });

  test("configureServer: the index.html fallback answers a GET that accepts */* (GET and HEAD) before a pushed middleware only when the build has an index.html and server.htmlFallback is 'index'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const pushed: NonNullable<NonNullable<RsbuildConfig['dev']>['setupMiddlewares']> = (middlewares) => {
      middlewares.push((req, res, next) => (req.url === '/__pushed' ? res.end('answered by the pushed middleware') : next()));
    };
    // A GET with fetch()'s default Accept (*/*) to a dev server of each config.
    const answer = async (name: string, config: RsbuildConfig) => {
      const cwd = makeProject({ 'src/index.js': "console.log('index');\n", 'src/main.js': "console.log('main');\n" }, `vite-plugin-html-fallback-${name}`);
      let compiled!: () => void;
      const firstCompile = new Promise<void>((resolve) => (compiled = resolve));
      const plugins: RsbuildPlugin[] = [{ name: 'first-compile', setup: (api) => api.onAfterDevCompile(() => compiled()) }];
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...config, plugins, logLevel: 'silent', dev: { setupMiddlewares: pushed }, server: { ...config.server, port: await freePort(), host: '127.0.0.1', printUrls: false } } });
      const { server, port } = await rsbuild.startDevServer();
      try {
        await firstCompile;
        const head = await fetch(`http://127.0.0.1:${port}/__pushed`, { method: 'HEAD' });
        return { get: await (await fetch(`http://127.0.0.1:${port}/__pushed`)).text(), headType: head.headers.get('content-type') };
      } finally {
        await server.close();
      }
    };
    // startDevServer() sets NODE_ENV when it is unset; withNodeEnv puts this process's value back.
    const [withIndex, noIndex, fallbackOff] = await withNodeEnv(process.env.NODE_ENV, () =>
      Promise.all([
        answer('index', {}),
        answer('no-index', { source: { entry: { main: './src/main.js' } } }),
        answer('off', { server: { htmlFallback: false } }),
      ]),
    );
    assert.match(withIndex.get, /<!doctype html>/i);
    assert.match(withIndex.headType ?? '', /^text\/html/);
    // The pushed middleware sets no Content-Type: a HEAD request reached it.
    assert.deepEqual(noIndex, { get: 'answered by the pushed middleware', headType: null });
    assert.deepEqual(fallbackOff, { get: 'answered by the pushed middleware', headType: null });
  });

  test('writeBundle: onAfterBuild runs with the files on disk; in the dev server onAfterDevCompile runs and nothing is written', () => {
    assert.ok(build.output.includes('report: index.html on disk=true stats=true isFirstCompile=true isWatch=false'), build.output);
    assert.ok(server.output().includes('health: onAfterDevCompile isFirstCompile=true'), server.output());
    assert.ok(!server.output().includes('report: index.html on disk'), server.output());
    assert.deepEqual(listFiles(path.join(devDir, 'dist')), []);
  });

  test('writeBundle: onAfterBuild also runs after a build in development mode, with the files on disk', async () => {
    const devBuildDir = makeProject({ 'src/index.js': "console.log('development build');\n" }, 'vite-plugin-dev-build');
    let onDisk: boolean | undefined;
    const report: RsbuildPlugin = {
      name: 'report',
      setup(api) {
        api.onAfterBuild(({ environments }) => void (onDisk = existsSync(path.join(environments.web.distPath, 'index.html'))));
      },
    };
    const result = await buildProject(devBuildDir, { mode: 'development', plugins: [report] });
    assert.deepEqual(result.errors, []);
    assert.equal(onDisk, true);
  });

  test('Hook mapping: the releases that added the newer APIs, as scripts/data/version-history.json read them from the registry', () => {
    const history = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../scripts/data/version-history.json'), 'utf8')).items;
    const added = Object.fromEntries(
      ['pluginAPI:resolve', 'config:resolve.alias', 'pluginAPI:onCloseBuild', 'pluginAPI:modifyHTML', 'devServer:sockWrite', 'pluginAPI:logger', 'pluginAPI:onBeforeDevCompile', 'pluginAPI:onAfterDevCompile'].map((key) => [key, history[key].added]),
    );
    assert.deepEqual(added, {
      'pluginAPI:resolve': '1.0.17',
      // Checked by hand on 2026-12-05 with npm pack: the types of 1.1.6 have source.alias in
      // SourceConfig and no resolve option.
      'config:resolve.alias': '1.1.7',
      'pluginAPI:onCloseBuild': '1.1.6',
      'pluginAPI:modifyHTML': '1.3.15',
      'devServer:sockWrite': '1.3.19',
      'pluginAPI:logger': '1.4',
      'pluginAPI:onBeforeDevCompile': '1.5.0',
      'pluginAPI:onAfterDevCompile': '1.5.0',
    });
    for (const key of ['pluginAPI:transform', 'pluginAPI:processAssets', 'pluginAPI:modifyHTMLTags', 'pluginAPI:onBeforeEnvironmentCompile', 'pluginAPI:onCloseDevServer', 'pluginAPI:onBeforeStartProdServer', 'config:server.htmlFallback']) {
      assert.equal(history[key].added, undefined, key);
    }
  });

  test("Two plugin shapes: the page's pluginHello prints 'build starts' in rsbuild build; enforce 'pre' runs its callback before those of plugins listed before it", () => {
    const printed = build.output;
    const hello = printed.indexOf('\nbuild starts\n');
    assert.ok(hello > 0, printed);
    // pluginNormalized and pluginReportDist come before pluginHello in the plugins array.
    assert.ok(hello < printed.indexOf('normalized in onBeforeBuild: mode=production'), printed);
    assert.ok(hello < printed.indexOf('writing production build to dist'), printed);
  });

  test("configResolved: the page's pluginReportDist prints 'info    writing production build to dist' in rsbuild build", () => {
    assert.match(build.output, /^info {4}writing production build to dist$/m);
  });

  test("generateBundle and writeBundle: the banner survives because of its stage: the same banner added at stage 'additional' is removed by the minifier", () => {
    assert.ok(indexJs().startsWith('/* built by banner */\n'), indexJs());
    assert.ok(!indexJs().includes('added at stage additional'), indexJs());
  });

  test("Two plugin shapes: other plugins name a plugin in pre, post and remove, isPluginExists looks the name up, enforce moves the whole plugin, { handler, order } moves one callback; configEnvironment: modifyEnvironmentConfig runs once per environment with its name", async () => {
    const { createRsbuild } = await rsbuildCore();
    const ran: string[] = [];
    const log = (name: string): RsbuildPlugin => ({ name, setup: (api) => api.modifyRsbuildConfig(() => void ran.push(name)) });
    const plugins: RsbuildPlugin[] = [
      log('first'),
      { ...log('late'), enforce: 'post' },
      // post: the plugins named here run after this one.
      { ...log('before-first'), post: ['first'] },
      log('gone'),
      { ...log('remover'), remove: ['gone'] },
      { ...log('early'), enforce: 'pre' },
      {
        name: 'one-callback',
        setup(api) {
          api.modifyRsbuildConfig({ handler: () => void ran.push('one-callback:pre'), order: 'pre' });
          api.modifyEnvironmentConfig((_config, { name }) => void ran.push(`environment:${name}`));
          ran.push(`exists:${api.isPluginExists('first')},${api.isPluginExists('missing')}`);
        },
      },
    ];
    const rsbuild = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { environments: { web: {}, node: { output: { target: 'node' } } }, plugins } });
    await rsbuild.initConfigs({ action: 'build' });
    assert.deepEqual(ran, ['exists:true,false', 'one-callback:pre', 'early', 'before-first', 'first', 'remover', 'late', 'environment:web', 'environment:node']);
  });

  test("Common problems: a relative request written by api.resolve that does not exist next to the importing file fails with Module not found, naming that file's folder", async () => {
    const project = makeProject({ 'src/index.js': "import './nested/use.js';\n", 'src/nested/use.js': "export { x } from 'relative-lib';\n", 'src/lib.js': 'export const x = 1;\n' }, 'vite-plugin-module-not-found');
    const redirect: RsbuildPlugin = {
      name: 'relative-redirect',
      setup(api) {
        api.resolve(({ resolveData }) => {
          if (resolveData.request === 'relative-lib') resolveData.request = './lib.js';
        });
      },
    };
    const result = await buildProject(project, { plugins: [redirect] });
    assert.ok(result.errors.some((error) => error.includes(`Module not found: Can't resolve './lib.js' in '${path.join(project, 'src/nested')}'`)), result.errors.join('\n'));
  });

  test("Complete example: the page's TypeScript samples type-check as written, and src/env.d.ts is what makes __APP_VERSION__ and 'virtual-build-info' known", () => {
    const samples = {
      'plugin-build-info.ts': buildInfoPlugin,
      'plugin-hello.ts': helloPlugin,
      'plugin-report-dist.ts': reportDistPlugin,
      'plugin-health.ts': healthPlugin,
      'plugin-content-reload.ts': contentReloadPlugin,
      // pluginMarkdownString, pluginRedirect, pluginHtmlExtras and pluginBanner, with the test's own plugins.
      'plugins.ts': otherPlugins,
      'rsbuild.config.ts': pageConfig,
      'src/index.ts': pageIndex,
    };
    assert.equal(typeCheck({ ...samples, 'src/env.d.ts': pageEnvDts }), '');
    // Without src/env.d.ts (src/index.ts alone, which imports nothing else of the project).
    assert.equal(
      typeCheck({ 'src/index.ts': pageIndex }),
      ["src/index.ts: error TS2307: Cannot find module 'virtual-build-info' or its corresponding type declarations.", "src/index.ts: error TS2304: Cannot find name '__APP_VERSION__'."].join('\n'),
    );
  });

  test('Hot updates: a file passed to addDependency is watched, and the transform runs again when it changes', async () => {
    // A keep-alive connection of an earlier test may be closed by the server just as it is reused
    // ("fetch failed"): such a request is sent again, on a new connection, at most twice.
    const served = async (): Promise<string> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
        } catch (error) {
          if (attempt === 3) throw new Error(`fetch failed three times: ${String((error as Error).cause ?? error)}\n${server.output()}`);
        }
      }
    };
    assert.ok((await served()).includes('data version one'));
    writeFileSync(path.join(devDir, 'content/data.txt'), 'data version two\n');
    await waitFor('the dev server to serve the new data', async () => (await served()).includes('data version two'), 30_000);
  });

  test("Hot updates: without a content folder, the page's pluginContentReload stops rsbuild dev with Failed to start dev server. and the ENOENT of fs.watch, then a stack trace, exit code 1", async () => {
    const project = makeProject(
      {
        'plugin-content-reload.ts': contentReloadPlugin,
        'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginContentReload } from './plugin-content-reload';\n\nexport default defineConfig({\n  plugins: [pluginContentReload()],\n});\n",
        'src/index.js': "console.log('no content folder');\n",
      },
      'vite-plugin-no-content',
    );
    const result = await runCli(project, ['dev', '--port', String(await freePort())]);
    assert.equal(result.code, 1, result.output);
    assert.ok(result.output.includes(`\nerror   Failed to start dev server.\nerror   ENOENT: no such file or directory, watch '${path.join(project, 'content')}'\n    at `), result.output);
  });

  test('Hook mapping: onBeforeStartProdServer gets no argument, and rsbuild preview does not run dev.setupMiddlewares', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': "console.log('preview');\n", 'dist/index.html': '<!doctype html><p>built page</p>\n' }, 'vite-plugin-preview-middlewares');
    const seen: string[] = [];
    const port = await freePort();
    let answer = '';
    await withNodeEnv(process.env.NODE_ENV, async () => {
      const rsbuild = await createRsbuild({
        cwd,
        rsbuildConfig: {
          logLevel: 'silent',
          server: { port, host: '127.0.0.1', printUrls: false },
          dev: {
            setupMiddlewares: [
              (middlewares) => {
                seen.push('setupMiddlewares');
                middlewares.unshift((req, res, next) => (req.url === '/__mine' ? res.end('from my middleware') : next()));
              },
            ],
          },
          plugins: [{ name: 'preview-probe', setup: (api) => api.onBeforeStartProdServer((...args: unknown[]) => void seen.push(`onBeforeStartProdServer with ${args.length} arguments`)) }],
        },
      });
      const { server } = await rsbuild.preview();
      try {
        answer = await (await fetch(`http://127.0.0.1:${port}/__mine`, { headers: { Accept: 'text/html' } })).text();
      } finally {
        await server.close();
      }
    });
    assert.deepEqual(seen, ['onBeforeStartProdServer with 0 arguments']);
    assert.equal(answer, '<!doctype html><p>built page</p>\n');
    assert.ok(pageText('guide/migration/vite-plugin', 'en').includes('`rsbuild preview` runs no middleware of yours: `dev.setupMiddlewares` applies to the dev server only.'));
    assert.ok(pageText('guide/migration/vite-plugin', 'zh').includes('`dev.setupMiddlewares` 只对开发服务器生效。'));
  });

  test('Hook mapping: onCloseBuild runs at the end of rsbuild build, and in a script only when close() is called on what rsbuild.build() returns', async () => {
    assert.equal(ownTemplateBuild.code, 0, ownTemplateBuild.output);
    const lines = ownTemplateBuild.output.split('\n');
    assert.ok(lines.indexOf('onCloseBuild ran') > lines.indexOf('onAfterBuild ran') && lines.indexOf('onAfterBuild ran') >= 0, ownTemplateBuild.output);
    const { createRsbuild } = await rsbuildCore();
    const seen: string[] = [];
    const cwd = makeProject({ 'src/index.js': "console.log('close');\n" }, 'vite-plugin-close-build');
    await withNodeEnv('production', async () => {
      const rsbuild = await createRsbuild({
        cwd,
        rsbuildConfig: { logLevel: 'silent', plugins: [{ name: 'close-probe', setup: (api) => (api.onAfterBuild(() => void seen.push('onAfterBuild')), api.onCloseBuild(() => void seen.push('onCloseBuild'))) }] },
      });
      const { close } = await rsbuild.build();
      seen.push('build() returned');
      await close();
    });
    assert.deepEqual(seen, ['onAfterBuild', 'build() returned', 'onCloseBuild']);
    assert.ok(pageText('guide/migration/vite-plugin', 'en').includes('`onCloseBuild` runs when the build is closed: at the end of `rsbuild build`, or when a script calls `close()` on what `rsbuild.build()` returns.'));
    assert.ok(pageText('guide/migration/vite-plugin', 'zh').includes('`onCloseBuild` 在构建关闭时执行'));
  });

  test('Hook mapping: every API that the table names is a function on api in 1.7.6', async () => {
    const { createRsbuild } = await rsbuildCore();
    let api: Record<string, unknown> = {};
    const rsbuild = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'api', setup: (pluginApi) => void (api = pluginApi as unknown as Record<string, unknown>) }] } });
    await rsbuild.initConfigs();
    assert.deepEqual(mappedApis.filter((name) => typeof api[name] !== 'function'), []);
  });

  test('Hot updates: the plugin API has no hook about hot updates', async () => {
    const { createRsbuild } = await rsbuildCore();
    let keys: string[] = [];
    const rsbuild = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'keys', setup: (api) => void (keys = Object.keys(api)) }] } });
    await rsbuild.initConfigs();
    assert.ok(keys.includes('transform') && keys.includes('onAfterDevCompile'), keys.join(', '));
    assert.deepEqual(keys.filter((key) => /hot|hmr|update/i.test(key)), []);
  });

  test("Hot updates: the browser client reloads the page on 'static-changed'", () => {
    const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
    assert.match(client, /case 'static-changed':\s*case 'content-changed':\s*reloadPage\(\);/);
  });

  test('transformIndexHtml: modifyHTMLTags unshift and push, modifyHTML gets the filename', () => {
    const html = readText(dist, 'index.html');
    assert.match(html, /<head><meta name="robots" content="noindex">/);
    assert.match(html, /<body data-page="index\.html">/);
    assert.match(html, /<script src="\/analytics\.js" defer><\/script><\/body>/);
  });

  test('transformIndexHtml: modifyHTMLTags runs first; modifyHTML then gets the final HTML string, with the tags already inserted', async () => {
    const seen: string[] = [];
    const order: RsbuildPlugin = {
      name: 'order',
      setup(api) {
        api.modifyHTMLTags(({ headTags, bodyTags }) => {
          seen.push('modifyHTMLTags');
          headTags.push({ tag: 'meta', attrs: { name: 'pushed', content: 'yes' } });
          return { headTags, bodyTags };
        });
        api.modifyHTML((html) => {
          seen.push(`modifyHTML sees the tag: ${html.includes('<meta name="pushed" content="yes">')}`);
          return html;
        });
      },
    };
    const result = await buildProject(makeProject({ 'src/index.js': "console.log('html order');\n" }, 'vite-plugin-html-order'), { plugins: [order] });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(seen, ['modifyHTMLTags', 'modifyHTML sees the tag: true']);
  });

  test("transformIndexHtml: with a template of one's own, the tags go before </head> and </body>, so unshift lands after the template's <title>", () => {
    assert.equal(ownTemplateBuild.code, 0, ownTemplateBuild.output);
    const html = readText(path.join(ownTemplate, 'dist'), 'index.html');
    assert.match(html, /<title>Shop<\/title>\n  <meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1\.0"><script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/head>/);
    assert.match(html, /<body data-page="index\.html">\n    <div id="root"><\/div>\n  <script src="\/analytics\.js" defer><\/script><\/body>/);
  });

  test('generateBundle and writeBundle: a summarize-stage banner survives minification; onAfterBuild gets the absolute distPath; context.action is set in setup', () => {
    assert.ok(indexJs().startsWith('/* built by banner */\n'));
    assert.ok(build.output.includes(`report: action=build distPath=${dist}`), build.output);
  });

  test('configResolved: getNormalizedConfig works in modifyBundlerChain, modifyRspackConfig, onBeforeCreateCompiler, onBeforeBuild and onBeforeStartDevServer', () => {
    for (const hook of ['modifyBundlerChain', 'modifyRspackConfig', 'onBeforeCreateCompiler', 'onBeforeBuild']) {
      assert.ok(build.output.includes(`normalized in ${hook}: mode=production`), build.output);
    }
    assert.ok(server.output().includes('normalized in onBeforeStartDevServer: mode=development'), server.output());
  });

  test("configResolved: getRsbuildConfig('original') has no plugin's change, but holds the CLI's flags (--port) and what the CLI adds: dev.cliShortcuts and a dev.watchFiles entry for the config file", () => {
    const watch = [{ paths: path.join(dir, 'rsbuild.config.ts'), type: 'reload-server' }];
    assert.ok(build.output.includes(`original in onBeforeBuild: ${JSON.stringify({ dev: { cliShortcuts: true, watchFiles: watch }, server: {} })}`), build.output);
    const devWatch = [{ paths: path.join(devDir, 'rsbuild.config.ts'), type: 'reload-server' }];
    assert.ok(server.output().includes(`original in onBeforeStartDevServer: ${JSON.stringify({ dev: { cliShortcuts: true, watchFiles: devWatch }, server: { port: askedPort } })}`), server.output());
  });

  test("config: the page's pluginAppVersion merges a partial config: keys it does not name keep the user's values, the ones it names replace them", async () => {
    const { createRsbuild } = await rsbuildCore();
    // The page's plugin-app-version.ts, verbatim.
    const pluginAppVersion = (version: string): RsbuildPlugin => ({
      name: 'app-version',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
          mergeRsbuildConfig(config, {
            source: {
              define: { __APP_VERSION__: JSON.stringify(version) },
            },
            server: { port: 8080 },
          }),
        );
      },
    });
    const rsbuild = await createRsbuild({
      cwd: virtualScheme,
      rsbuildConfig: { server: { port: 3001, host: '127.0.0.1' }, source: { define: { USER_FLAG: '"on"' } }, plugins: [pluginAppVersion('1.2.0')] },
    });
    await rsbuild.initConfigs();
    const { server, source } = rsbuild.getNormalizedConfig();
    assert.deepEqual([server.port, server.host], [8080, '127.0.0.1']);
    assert.deepEqual(source.define, { USER_FLAG: '"on"', __APP_VERSION__: '"1.2.0"' });
  });

  test('config: mergeRsbuildConfig joins arrays (user items first), makes an array of two functions, and replaces resolve.extensions and server.open', async () => {
    const { createRsbuild } = await rsbuildCore();
    const userMiddleware = () => {};
    const pluginMiddleware = () => {};
    const userRspack = () => {};
    const pluginRspack = () => {};
    let merged: RsbuildConfig | undefined;
    const plugin: RsbuildPlugin = {
      name: 'merge',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
          merged = mergeRsbuildConfig(config, {
            dev: { setupMiddlewares: [pluginMiddleware] },
            tools: { rspack: pluginRspack },
            resolve: { extensions: ['.ts'] },
            server: { open: '/plugin', port: 8080 },
          });
          return merged;
        });
      },
    };
    const rsbuild = await createRsbuild({
      cwd: virtualScheme,
      rsbuildConfig: { dev: { setupMiddlewares: [userMiddleware] }, tools: { rspack: userRspack }, resolve: { extensions: ['.js'] }, server: { open: ['/user'], port: 3001 }, plugins: [plugin] },
    });
    await rsbuild.initConfigs();
    assert.deepEqual(merged?.dev?.setupMiddlewares, [userMiddleware, pluginMiddleware]);
    assert.deepEqual(merged?.tools?.rspack, [userRspack, pluginRspack]);
    assert.deepEqual(merged?.resolve?.extensions, ['.ts']);
    assert.deepEqual([merged?.server?.open, merged?.server?.port], ['/plugin', 8080]);
  });

  test("config: in a script that calls initConfigs() without an action, api.context.action is undefined in setup", async () => {
    const { createRsbuild } = await rsbuildCore();
    const seen: Array<string | undefined> = [];
    const rsbuild = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'action', setup: (api) => void seen.push(api.context.action) }] } });
    await rsbuild.initConfigs();
    assert.deepEqual(seen, [undefined]);
  });

  test("Two plugin shapes: apply 'serve' covers dev and preview, apply 'build' only build; a function gets { action }", async () => {
    const { createRsbuild } = await rsbuildCore();
    const applied = async (action: 'dev' | 'build' | 'preview') => {
      const ran: string[] = [];
      const plugins: RsbuildPlugin[] = [
        { name: 'serve-only', apply: 'serve', setup: () => void ran.push('serve') },
        { name: 'build-only', apply: 'build', setup: () => void ran.push('build') },
        { name: 'by-function', apply: (_config, context) => (ran.push(`fn:${context.action}`), false), setup: () => void ran.push('function') },
      ];
      const rsbuild = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins } });
      await rsbuild.initConfigs({ action });
      return ran;
    };
    assert.deepEqual(await applied('dev'), ['serve', 'fn:dev']);
    assert.deepEqual(await applied('preview'), ['serve', 'fn:preview']);
    assert.deepEqual(await applied('build'), ['build', 'fn:build']);
  });

  test("Two plugin shapes: rsbuild inspect counts as 'build' (as 'dev' with mode development), so it sets up apply 'build' plugins and not apply 'serve' ones", async () => {
    const { createRsbuild } = await rsbuildCore();
    const inspected = async (mode?: 'development') => {
      const ran: string[] = [];
      const plugins: RsbuildPlugin[] = [
        { name: 'serve-only', apply: 'serve', setup: (api) => void ran.push(`serve:${api.context.action}`) },
        { name: 'build-only', apply: 'build', setup: (api) => void ran.push(`build:${api.context.action}`) },
      ];
      // The CLI's inspect calls inspectConfig() on an instance made this way; --mode sets config.mode.
      const rsbuild = await createRsbuild({ cwd: virtualScheme, config: { mode, plugins } });
      const { origin } = await rsbuild.inspectConfig();
      return { ran, mode: origin.rsbuildConfig.mode };
    };
    // NODE_ENV is development here as under `rsbuild inspect`, so the configs are development ones.
    await withNodeEnv('development', async () => {
      assert.deepEqual(await inspected(), { ran: ['build:build'], mode: 'development' });
      assert.deepEqual(await inspected('development'), { ran: ['serve:dev'], mode: 'development' });
    });
  });

  test('config: initConfigs() without an action checks no apply, so every plugin is set up', async () => {
    const { createRsbuild } = await rsbuildCore();
    const ran: string[] = [];
    const plugins: RsbuildPlugin[] = [
      { name: 'serve-only', apply: 'serve', setup: () => void ran.push('serve') },
      { name: 'build-only', apply: 'build', setup: () => void ran.push('build') },
      { name: 'never', apply: () => false, setup: () => void ran.push('function') },
    ];
    const rsbuild = await createRsbuild({ cwd: virtualScheme, config: { plugins } });
    await rsbuild.initConfigs();
    assert.deepEqual(ran, ['serve', 'build', 'function']);
  });

  test("Hot updates: the dev client that reloads is added only to web targets, with dev.hmr or dev.liveReload on, and reloads only while dev.liveReload is on", () => {
    const client = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/hmr.js'), 'utf8');
    assert.match(client, /function reloadPage\(\) \{\s*if \(liveReload\) window\.location\.reload\(\);\s*\}/);
    const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    const entry = core.slice(core.indexOf('function applyHMREntry('), core.indexOf('function applyHMREntry(') + 1200);
    assert.ok(entry.includes("Array.isArray(target) ? target.includes('web') : 'web' === target"), entry);
    assert.ok(entry.includes('!config.dev.hmr && !config.dev.liveReload) return;'), entry);
    assert.ok(entry.includes('${config.dev.liveReload},'), entry);
  });

  test("Hot updates: a 'reload-server' entry that a plugin adds in modifyRsbuildConfig restarts rsbuild dev; the dev server itself, as the JS API starts it, watches only 'reload-page' entries", async () => {
    const dir = makeProject(
      {
        'src/index.js': "console.log('restart');\n",
        'content/data.txt': '0\n',
        'rsbuild.config.mjs': `import path from 'node:path';

export default {
  plugins: [
    {
      name: 'restart-on-data',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
          mergeRsbuildConfig(config, { dev: { watchFiles: [{ paths: path.join(api.context.rootPath, 'content/data.txt'), type: 'reload-server' }] } }),
        );
      },
    },
  ],
};
`,
      },
      'vite-plugin-reload-server',
    );
    const dev = startCli(dir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    try {
      await dev.started;
      // The watcher may start a little after "ready": the file is written again every tenth poll until the restart shows.
      let polls = 0;
      await waitFor('the restart', () => {
        if (/restarting server as data\.txt changed/.test(dev.output())) return true;
        if (polls++ % 10 === 0) writeProjectFiles(dir, { 'content/data.txt': `${polls}\n` });
        return false;
      });
    } finally {
      await dev.stop();
    }
    // Only the CLI acts on 'reload-server' (see also the JavaScript API core page's test); the dev server's own watcher returns early for it.
    const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/index.cjs'), 'utf8');
    assert.ok(core.includes("async function startWatchFiles({ paths, options, type = 'reload-page' }, buildManager, root) {\n        if ('reload-page' !== type) return;"));
  });

  test('Common problems: test matches the path without the query, so /\\.txt$/ runs for ?raw imports and a pattern with ?raw never runs', () => {
    assert.ok(indexJs().includes('notes text seen by test, query=?raw'), indexJs());
    assert.ok(!indexJs().includes('QUERY-PATTERN-RAN'), indexJs());
  });

  test('Virtual modules: rsbuild build prints the Build error block for a virtual: id, then build failed and Rspack build failed, a stack trace, and exits with 1', () => {
    assert.equal(scheme.code, 1);
    // Trailing spaces of the printed lines (after `Build error:` and on the blank line) aside.
    const printed = scheme.output.replace(/[ \t]+$/gm, '');
    const block = [
      'error   Build error:',
      'File: virtual:routes:1:1',
      '  × Module build failed:',
      '  ╰─▶   × Reading from "virtual:routes" is not handled by plugins (Unhandled scheme).',
      '        │ Rspack supports "data:" and "file:" URIs by default.',
      '        │ You may need an additional plugin to handle "virtual:" URIs.',
      '',
      'Import traces (entry → error):',
      '  ./src/index.js',
      '  virtual:routes ×',
      '',
    ].join('\n');
    assert.ok(printed.includes(block), printed);
    assert.match(printed, new RegExp(`^error   build failed in ${PRINTED_BUILD_TIME}\\nerror   Rspack build failed\\.\\n    at `, 'm'));
  });

  test('Common problems: the printed texts carry their prefixes: [rsbuild] for the normalized config, [rsbuild:plugin] for a plugin in the wrong place; a Vite plugin with apply as a function gets a tools.rspack sample with new Object()', async () => {
    const { createRsbuild } = await rsbuildCore();
    const message = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a failure');
    };
    const early = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'early', setup: (api) => void api.getNormalizedConfig() }] } });
    assert.equal(await message(() => early.initConfigs()), '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.');
    const vite = await message(async () => (await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'vite-plugin', transform: () => null } as any] } })).initConfigs());
    assert.equal(vite, '[rsbuild:plugin] Expect the setup function of Rsbuild plugin to be a function, but got object.');
    const viteApply = await message(async () => (await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'vite-plugin', apply: () => true, transform: () => null } as any] } })).initConfigs());
    assert.ok(viteApply.startsWith('Object looks like a webpack or Rspack plugin, please use `tools.rspack` to register it:\n'), viteApply);
    assert.match(viteApply, /tools: \{\n {6}rspack: \{\n {8}plugins: \[new Object\(\)\]/);
    const misplaced = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { tools: { rspack: { plugins: [{ name: 'rsbuild-plugin', setup() {} } as any] } } } });
    assert.equal(await message(() => misplaced.build()), '[rsbuild:plugin] "rsbuild-plugin" appears to be an Rsbuild plugin. It cannot be used as an Rspack plugin.');
  });

  test('Virtual modules: a virtual: id fails with Unhandled scheme', () => {
    assert.equal(scheme.code, 1);
    assert.match(scheme.output, /Reading from "virtual:routes" is not handled by plugins \(Unhandled scheme\)\.\n.*\n.*You may need an additional plugin to handle "virtual:" URIs\./);
  });

  test('Common problems: the quoted errors for getNormalizedConfig in setup, modifyRsbuildConfig and modifyEnvironmentConfig, a Vite plugin in plugins (with apply as a function: taken for an Rspack plugin), an Rsbuild plugin in tools.rspack', async () => {
    const { createRsbuild } = await rsbuildCore();
    const early = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'early', setup: (api) => void api.getNormalizedConfig() }] } });
    await assert.rejects(early.initConfigs(), (error: Error) => error.message.replace(/\x1b\[[0-9;]*m/g, '') === '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.');
    const inModify = await createRsbuild({
      cwd: virtualScheme,
      rsbuildConfig: { plugins: [{ name: 'in-modify', setup: (api) => api.modifyRsbuildConfig(() => void api.getNormalizedConfig()) }] },
    });
    await assert.rejects(inModify.initConfigs(), (error: Error) => error.message.replace(/\x1b\[[0-9;]*m/g, '') === '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.');
    const inEnvironment = await createRsbuild({
      cwd: virtualScheme,
      rsbuildConfig: { plugins: [{ name: 'in-environment', setup: (api) => api.modifyEnvironmentConfig(() => void api.getNormalizedConfig()) }] },
    });
    await assert.rejects(inEnvironment.initConfigs(), (error: Error) => error.message.replace(/\x1b\[[0-9;]*m/g, '') === '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.');
    await assert.rejects(
      (async () => (await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'vite-plugin', transform: () => null } as any] } })).initConfigs())(),
      /Expect the setup function of Rsbuild plugin to be a function, but got object\./,
    );
    // A Vite plugin whose apply is a function is taken for a webpack or Rspack plugin.
    await assert.rejects(
      (async () => (await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { plugins: [{ name: 'vite-plugin', apply: () => true, transform: () => null } as any] } })).initConfigs())(),
      /Object looks like a webpack or Rspack plugin, please use `tools\.rspack` to register it:/,
    );
    const misplaced = await createRsbuild({ cwd: virtualScheme, rsbuildConfig: { tools: { rspack: { plugins: [{ name: 'rsbuild-plugin', setup() {} } as any] } } } });
    await assert.rejects(misplaced.build(), /appears to be an Rsbuild plugin\. It cannot be used as an Rspack plugin\./);
  });
});

describe('Vite plugin migration › Common problems, as the CLI prints them', () => {
  const configs = {
    early: "plugins: [{ name: 'early', setup(api) { api.getNormalizedConfig(); } }]",
    vitePlugin: "plugins: [{ name: 'vite-plugin', transform() { return null; } }]",
    applyFunction: "plugins: [{ name: 'vite-plugin', apply: () => true, transform() { return null; } }]",
    misplaced: "tools: { rspack: { plugins: [{ name: 'rsbuild-plugin', setup() {} }] } }",
  };
  const dirs = Object.fromEntries(
    Object.entries(configs).map(([name, config]) => [name, makeProject({ 'src/index.js': "console.log('x');\n", 'rsbuild.config.mjs': `export default { ${config} };\n` }, `vite-plugin-cli-${name}`)]),
  ) as Record<keyof typeof configs, string>;

  test('rsbuild build prints "Failed to build.", then the error with its [rsbuild] or [rsbuild:plugin] prefix, then a stack trace, and exits with 1 (configResolved: getNormalizedConfig() in setup, with the stack at Object.getNormalizedConfig); rsbuild dev prints "Failed to start dev server." first; all before compiling, the tools.rspack one while the Rspack config is generated', async () => {
    const [early, vitePlugin, applyFunction, misplaced, devEarly, devVitePlugin, devApplyFunction, devMisplaced] = await Promise.all([
      runCli(dirs.early, ['build']),
      runCli(dirs.vitePlugin, ['build']),
      runCli(dirs.applyFunction, ['build']),
      runCli(dirs.misplaced, ['build']),
      runCli(dirs.early, ['dev', '--port', String(await freePort())]),
      runCli(dirs.vitePlugin, ['dev', '--port', String(await freePort())]),
      runCli(dirs.applyFunction, ['dev', '--port', String(await freePort())]),
      runCli(dirs.misplaced, ['dev', '--port', String(await freePort())]),
    ]);
    const expected: [CliResult, string, string][] = [
      [early, 'Failed to build.', '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.\n    at '],
      [vitePlugin, 'Failed to build.', '[rsbuild:plugin] Expect the setup function of Rsbuild plugin to be a function, but got object.\n    at '],
      [applyFunction, 'Failed to build.', 'Object looks like a webpack or Rspack plugin, please use `tools.rspack` to register it:\n'],
      [misplaced, 'Failed to build.', '[rsbuild:plugin] "rsbuild-plugin" appears to be an Rsbuild plugin. It cannot be used as an Rspack plugin.\n    at '],
      [devEarly, 'Failed to start dev server.', '[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.\n    at '],
      [devVitePlugin, 'Failed to start dev server.', '[rsbuild:plugin] Expect the setup function of Rsbuild plugin to be a function, but got object.\n    at '],
      [devApplyFunction, 'Failed to start dev server.', 'Object looks like a webpack or Rspack plugin, please use `tools.rspack` to register it:\n'],
      [devMisplaced, 'Failed to start dev server.', '[rsbuild:plugin] "rsbuild-plugin" appears to be an Rsbuild plugin. It cannot be used as an Rspack plugin.\n    at '],
    ];
    // configResolved: rsbuild build stops on getNormalizedConfig() in setup, printing Failed to build. and then the error with its stack.
    assert.equal(early.code, 1);
    assert.match(early.output, /^error   Failed to build\.\nerror   \[rsbuild\] Cannot access normalized config until modifyRsbuildConfig is called\.\n    at Object\.getNormalizedConfig \(/m);
    // The tools.rspack mistake is found while the Rspack config is generated, not while the plugins are set up.
    assert.match(misplaced.output, /\n    at validateRspackConfig \(/);
    for (const [result, first, line] of expected) {
      assert.equal(result.code, 1, result.output);
      assert.ok(result.output.includes(`\nerror   ${first}\nerror   ${line}`), result.output);
      // Nothing was compiled.
      assert.ok(!result.output.includes('build started'), result.output);
    }
  });
});

describe('Migrate Vite plugins › transform descriptor', () => {
  test('environments and targets select where a handler runs; issuer and issuerLayer are conditions, while layer is none: it puts the matched module into that layer; a handler may return a Buffer or { code }', async () => {
    const plugin: RsbuildPlugin = {
      name: 'descriptor',
      setup(api) {
        const append = (text: string) => ({ code }: { code: string }) => `${code}\nexport const ${text} = ${JSON.stringify(text)};\n`;
        api.transform({ test: /marks\.js$/, environments: ['web'] }, append('envWeb'));
        api.transform({ test: /marks\.js$/, targets: ['node'] }, append('targetNode'));
        // layer matches a.js although a.js is in no layer, and puts it into 'marked'.
        api.transform({ test: /a\.js$/, layer: 'marked' }, append('layerRan'));
        // b.js is imported by a.js (layer 'marked'), c.js by index.js (no layer).
        api.transform({ test: /[bc]\.js$/, issuerLayer: 'marked' }, append('issuerLayerMatched'));
        api.transform({ test: /[bc]\.js$/, issuer: /index\.js$/ }, append('issuerMatched'));
        api.transform({ test: /buffer\.js$/ }, ({ code }) => Buffer.from(`${code}\nexport const fromBuffer = "fromBuffer";\n`));
        api.transform({ test: /object\.js$/ }, ({ code }) => ({ code: `${code}\nexport const fromObject = "fromObject";\n` }));
      },
    };
    const project = makeProject(
      {
        'src/index.js': "import * as marks from './marks.js';\nimport * as a from './a.js';\nimport * as c from './c.js';\nimport * as buffer from './buffer.js';\nimport * as object from './object.js';\nconsole.log(JSON.stringify({ marks, a, c, buffer, object }));\n",
        'src/marks.js': "export const base = 'marks';\n",
        'src/a.js': "export * as b from './b.js';\n",
        'src/b.js': "export const base = 'b';\n",
        'src/c.js': "export const base = 'c';\n",
        'src/buffer.js': "export const base = 'buffer';\n",
        'src/object.js': "export const base = 'object';\n",
      },
      'vite-plugin-descriptor',
    );
    // mode production, whatever NODE_ENV an earlier test left: the modules are then concatenated, each under a header.
    const result = await buildProject(project, {
      mode: 'production',
      output: { filenameHash: false, minify: false },
      environments: { web: {}, node: { output: { target: 'node', distPath: { root: 'dist-node' } } } },
      plugins: [plugin],
    });
    assert.deepEqual(result.errors, []);
    const web = readText(project, 'dist/static/js/index.js');
    const node = readText(project, 'dist-node/index.js');
    assert.ok(web.includes('"envWeb"') && !web.includes('"targetNode"'), web);
    assert.ok(node.includes('"targetNode"') && !node.includes('"envWeb"'), node);
    for (const text of [web, node]) {
      assert.ok(text.includes('"layerRan"'), text);
      for (const found of ['"fromBuffer"', '"fromObject"']) assert.ok(text.includes(found), found);
    }
    // What each module got, read from the web bundle's modules.
    const moduleOf = (file: string) => {
      const start = web.indexOf(`;// CONCATENATED MODULE: ./src/${file}\n`);
      assert.ok(start >= 0, web);
      return web.slice(start, web.indexOf(';// ', start + 1));
    };
    assert.ok(moduleOf('b.js').includes('"issuerLayerMatched"') && !moduleOf('b.js').includes('"issuerMatched"'), moduleOf('b.js'));
    assert.ok(moduleOf('c.js').includes('"issuerMatched"') && !moduleOf('c.js').includes('"issuerLayerMatched"'), moduleOf('c.js'));
  });
});

describe('Migrate Vite plugins › transformIndexHtml', () => {
  test('modifyHTMLTags and modifyHTML are called once for every generated HTML file, with its filename', async () => {
    const seen: string[] = [];
    const plugin: RsbuildPlugin = {
      name: 'per-html',
      setup(api) {
        api.modifyHTMLTags((tags, { filename }) => (seen.push(`tags:${filename}`), tags));
        api.modifyHTML((html, { filename }) => (seen.push(`html:${filename}`), html));
      },
    };
    const project = makeProject({ 'src/index.js': "console.log('index');\n", 'src/about.js': "console.log('about');\n" }, 'vite-plugin-per-html');
    const result = await buildProject(project, { source: { entry: { index: './src/index.js', about: './src/about.js' } }, plugins: [plugin] });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(seen.sort(), ['html:about.html', 'html:index.html', 'tags:about.html', 'tags:index.html']);
  });
});
