// docs/{en,zh}/community/releases/v1-0: what the 1.0 release post says a 1.x project does, run against
// @rsbuild/core 1.7.6. One production build in before() loads the page's own samples with loadConfig
// (the plugin, the web + node environments, polyfill: 'usage' and the legacy decorators, the last two
// as extra environments) and records the normalized defaults; a second, failing build runs the page's
// postcss.config.cjs without autoprefixer installed. The facts about 0.7 and 1.0.1 themselves
// (0.7's api.getHTMLPaths and server.open, 1.0.1's Rspack config validation) were checked by
// installing those releases under /tmp; the tests here keep the page's sentences as fixed.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { NormalizedConfig, RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { assertPageSamplesTypeCheck, buildProject, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore } from './harness';

const page = 'community/releases/v1-0';

const files = {
  // The node bundle is CommonJS; this repository's package.json says "type": "module".
  'package.json': '{ "name": "release-v1-0", "private": true }\n',
  'src/client.tsx': "import './style.css';\nconst label: string = '你好';\ndocument.title = label;\nconsole.log([1, 2, 3].at(-1), Promise.withResolvers);\n",
  'src/style.css': '.card { user-select: none; .title { color: red; } }\n',
  // Records how the class decorator was called: (value, context) in the standard proposal, (target) in legacy.
  'src/server.tsx':
    "const seen: string[] = [];\nfunction mark(value: any, context?: any) {\n  seen.push(context && typeof context === 'object' ? `standard:${context.kind}` : 'legacy');\n}\n@mark\nclass Page {}\nexport const decorators = seen;\nexport const page = Page;\n",
  'template.html': '<!DOCTYPE html>\n<html>\n  <head>\n    <!-- not minified -->\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
};

describe('Rsbuild 1.0 release', () => {
  const dir = makeProject(
    { ...files, ...Object.fromEntries(pageSamples(page, 'en').map((code, index) => [`sample${index}/rsbuild.config.ts`, code])) },
    'release-v1-0',
  );
  const dist = path.join(dir, 'dist');
  let errors: string[] = [];
  let normalized: NormalizedConfig;
  const seen: Record<string, unknown> = {};

  before(async () => {
    const { loadConfig, mergeRsbuildConfig } = await rsbuildCore();
    const sample = async (index: number) => (await loadConfig({ cwd: dir, path: `sample${index}/rsbuild.config.ts` })).content as RsbuildConfig;
    const [plugin, environments, polyfill, decorators] = await Promise.all([0, 1, 2, 3].map(sample));
    const record: RsbuildPlugin = {
      name: 'release-v1-0:record',
      setup(api) {
        api.onBeforeBuild(({ environments: contexts }) => {
          normalized = api.getNormalizedConfig();
          seen.webKeys = Object.keys(contexts.web).sort();
          seen.webTarget = contexts.web.config.output.target;
          seen.nodeTarget = contexts.node.config.output.target;
          seen.htmlPaths = contexts.web.htmlPaths;
          seen.entry = contexts.web.entry;
          seen.getHTMLPaths = (api as Record<string, unknown>).getHTMLPaths;
          seen.contextEntry = (api.context as Record<string, unknown>).entry;
          seen.contextTargets = (api.context as Record<string, unknown>).targets;
        });
      },
    };
    const config = mergeRsbuildConfig(plugin, environments, {
      mode: 'production',
      output: { filenameHash: false },
      html: { template: './template.html' },
      plugins: [record],
      environments: {
        usage: mergeRsbuildConfig(polyfill, { source: { entry: { index: './src/client.tsx' } }, output: { distPath: { root: 'dist-usage' } } }),
        legacy: mergeRsbuildConfig(decorators, {
          source: { entry: { index: './src/server.tsx' } },
          output: { target: 'node' as const, distPath: { root: 'dist-legacy' } },
        }),
      },
    });
    ({ errors } = await buildProject(dir, config));
  });

  test('Plugins: the sample plugin writes build-info.json with the build time to the output directory', () => {
    assert.deepEqual(errors, []);
    assert.ok(listFiles(dist).includes('build-info.json'), listFiles(dist).join('\n'));
    assert.match(readText(dist, 'build-info.json'), /^\{"builtAt":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"\}$/);
  });

  test('Plugins: a plugin is an object; passing the function itself stops Rsbuild', async () => {
    const { createRsbuild } = await rsbuildCore();
    const factory = () => ({ name: 'factory', setup() {} });
    await assert.rejects(
      async () => {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', plugins: [factory as unknown as RsbuildPlugin] } });
        await rsbuild.initConfigs();
      },
      /Expect Rsbuild plugin instance to be an object, but got function\./,
    );
  });

  test('Environments: the sample writes the web bundle and index.html to dist and the node bundle to dist/server', () => {
    const output = listFiles(dist);
    for (const file of ['index.html', 'static/js/index.js', 'static/css/index.css', 'server/index.js']) assert.ok(output.includes(file), `${file}\n${output.join('\n')}`);
    assert.ok(!output.includes('server/index.html'));
  });

  test('Plugin API: environments carry htmlPaths and entry but no target field; the target is config.output.target, and api.getHTMLPaths, api.context.entry and api.context.targets are gone', () => {
    assert.ok(!(seen.webKeys as string[]).includes('target'), String(seen.webKeys));
    assert.equal(seen.webTarget, 'web');
    assert.equal(seen.nodeTarget, 'node');
    assert.deepEqual(seen.htmlPaths, { index: 'index.html' });
    assert.deepEqual(seen.entry, { index: './src/client.tsx' });
    assert.equal(seen.getHTMLPaths, undefined);
    assert.equal(seen.contextEntry, undefined);
    assert.equal(seen.contextTargets, undefined);
  });

  test('Lightning CSS: CSS nesting is lowered and -webkit-user-select added for the default browsers, without autoprefixer', () => {
    assert.equal(readText(dist, 'static/css/index.css'), '.card{-webkit-user-select:none;user-select:none}.card .title{color:red}');
  });

  test("Polyfills are off by default; the page's polyfill: 'usage' adds core-js in lib-polyfill.js", () => {
    assert.equal(normalized.environments.web.output.polyfill, 'off');
    assert.ok(!listFiles(path.join(dist, 'static/js')).some((file) => file.startsWith('lib-polyfill')));
    assert.ok(!readText(dist, 'static/js/index.js').includes('Denis Pushkarev'));
    const usage = path.join(dir, 'dist-usage');
    assert.ok(listFiles(usage).includes('static/js/lib-polyfill.js'), listFiles(usage).join('\n'));
    assert.ok(readText(usage, 'static/js/lib-polyfill.js').includes('Denis Pushkarev'));
  });

  test("Decorators: the default is '2022-03' (a class decorator gets a context); the page's version: 'legacy' calls it with the class alone", () => {
    assert.deepEqual(normalized.environments.web.source.decorators, { version: '2022-03' });
    const require = createRequire(path.join(dir, 'package.json'));
    assert.deepEqual(require(path.join(dir, 'dist/server/index.js')).decorators, ['standard:class']);
    assert.deepEqual(require(path.join(dir, 'dist-legacy/index.js')).decorators, ['legacy']);
  });

  test("Other changes: HTML is not minified; output.charset defaults to 'utf8'; dev.client.port defaults to ''", () => {
    const html = readText(dist, 'index.html');
    assert.ok(html.includes('<!-- not minified -->'), html);
    assert.ok(html.includes('<html>\n  <head>'), html);
    assert.equal(normalized.environments.web.output.charset, 'utf8');
    assert.ok(readText(dist, 'static/js/index.js').includes('document.title="你好"'));
    assert.equal(normalized.dev.client.port, '');
  });

  test('the four rsbuild.config.ts samples type-check as written, in both languages; TypeScript has no target on EnvironmentContext, no getHTMLPaths on the plugin API and no dev.startUrl, and server.open takes before', () => {
    // Each @ts-expect-error that flags nothing would fail the check (TS2578).
    const removed = `import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
export const plugin: RsbuildPlugin = {
  name: 'check',
  setup(api) {
    api.onBeforeBuild(({ environments }) => {
      const target: string = environments.web.config.output.target;
      // @ts-expect-error EnvironmentContext has no target
      console.log(target, environments.web.htmlPaths, environments.web.entry, environments.web.target);
      // @ts-expect-error the plugin API has no getHTMLPaths
      console.log(api.getHTMLPaths);
    });
  },
};
export const open = defineConfig({ server: { open: { target: '/', before: () => {} } } });
// @ts-expect-error dev.startUrl was removed
export const removed = defineConfig({ dev: { startUrl: true } });
`;
    assertPageSamplesTypeCheck(ts, page, 4, { files: { 'removed.ts': removed } });
  });
});

describe('Rsbuild 1.0 release › Lightning CSS transforms CSS by default', () => {
  test("the page's postcss.config.cjs needs autoprefixer installed: without it the build stops with Cannot find module 'autoprefixer'", async () => {
    const postcssConfig = /```js title="postcss\.config\.cjs"\n([\s\S]*?)```/.exec(pageText(page, 'en'))?.[1];
    assert.ok(postcssConfig);
    const dir = makeProject({ 'src/index.js': "import './a.css';\n", 'src/a.css': '.a { color: red; }\n', 'postcss.config.cjs': postcssConfig }, 'release-v1-0-autoprefixer');
    const failure = await buildProject(dir, { mode: 'production' }).then(
      ({ errors }) => errors.join('\n'),
      (error: Error) => error.message,
    );
    assert.match(failure, /Cannot find module 'autoprefixer'/);
  });
});

describe('Rsbuild 1.0 release › the corrected sentences', () => {
  test('en and zh: a plugin is an object; autoprefixer must be installed; dev.startUrl was removed; api.getHTMLPaths and config.output.target', () => {
    const en = pageText(page, 'en');
    assert.ok(en.includes('An Rsbuild plugin is an object with a `name` and a `setup` method'));
    assert.ok(en.includes('install `autoprefixer` as a dev dependency'));
    assert.ok(en.includes('`dev.startUrl` and `dev.beforeStartUrl`, already deprecated in 0.7, were removed'));
    assert.ok(en.includes("`api.context.targets` by each environment's `config.output.target`"));
    assert.ok(!en.includes('was renamed to [server.open]'));
    assert.ok(!en.includes('api.getHtmlPaths'));
    assert.ok(!en.includes('`entry` and `target` fields'));
    const zh = pageText(page, 'zh');
    assert.ok(zh.includes('Rsbuild 插件是一个带有 `name` 和 `setup` 方法的对象'));
    assert.ok(zh.includes('把 `autoprefixer` 安装为开发依赖'));
    assert.ok(zh.includes('移除了在 0.7 中就已废弃的 `dev.startUrl` 和 `dev.beforeStartUrl`'));
    assert.ok(zh.includes('`api.context.targets` 则由每个环境的 `config.output.target` 取代'));
    assert.ok(!zh.includes('改名为 [server.open]'));
    assert.ok(!zh.includes('api.getHtmlPaths'));
    assert.ok(!zh.includes('`entry` 和 `target` 字段'));
  });
});
