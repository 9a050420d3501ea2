// docs/{en,zh}/config/environments: the page's three samples run as written with @rsbuild/core
// 1.7.6 and @rsbuild/plugin-react (the web + Node.js build, the merge example, the dev server that
// renders through loadBundle), how a top-level entry reaches every environment, and which names
// the `environment` filter accepts (through createRsbuild + initConfigs, no build).
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, rsbuildCore, withNodeEnv } from './harness';

const { createRsbuild, loadConfig } = await rsbuildCore();
const page = 'config/environments';

/** Loads the page's `index`-th rsbuild.config.ts sample (English) as the project's config file. */
async function pageConfig(dir: string, index: number) {
  const sample = pageSamples(page, 'en')[index];
  assert.ok(sample, `sample ${index}`);
  const file = path.join(dir, `sample-${index}.config.ts`);
  writeFileSync(file, sample);
  return (await loadConfig({ cwd: dir, path: file })).content;
}

const reactFiles = {
  'src/client.tsx': "import { hydrateRoot } from 'react-dom/client';\nimport { App } from './App';\nhydrateRoot(document.getElementById('root')!, <App url={location.pathname} />);\n",
  'src/server.tsx': "import { renderToString } from 'react-dom/server';\nimport { App } from './App';\nexport const render = (url: string) => renderToString(<App url={url} />);\n",
  'src/App.tsx': 'export const App = ({ url }: { url: string }) => <h1>Rendered for {url}</h1>;\n',
};

describe('environments', () => {
  test('the samples on the page are the same in both languages, comments aside', () => {
    const code = (lang: 'en' | 'zh') => pageSamples(page, lang).map((sample) => sample.replace(/^\s*\/\/.*\n/gm, ''));
    assert.deepEqual(code('zh'), code('en'));
  });

  test('Example: web and Node.js: web writes the HTML page and hashed assets to dist, ssr writes dist/server/server.js and no HTML', async () => {
    const dir = makeProject(reactFiles, 'environments-example');
    const config = await pageConfig(dir, 0);
    // Not minified, to save time: minifying React is most of this build's work.
    const { errors } = await buildProject(dir, { ...config, output: { ...config.output, minify: false } });
    assert.deepEqual(errors, []);
    const files = listFiles(path.join(dir, 'dist'));
    assert.ok(files.includes('index.html'), files.join(', '));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    assert.ok(files.includes('server/server.js'), files.join(', '));
    assert.deepEqual(files.filter((file) => file.endsWith('.html')), ['index.html']);
  });

  test('the merge example: both environments get APP_NAME, each its own IS_SERVER; web is minified, node is not', async () => {
    const dir = makeProject({ 'src/index.js': 'console.log("app", APP_NAME, "server", IS_SERVER);\n' }, 'environments-merge');
    const config = await pageConfig(dir, 1);
    const { errors } = await buildProject(dir, { ...config, output: { ...config.output, filenameHash: false } });
    assert.deepEqual(errors, []);
    const web = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    const node = outputFile(path.join(dir, 'dist'), /^index\.js$/);
    assert.ok(web.includes('console.log("app","shop","server",!1)'), web);
    assert.ok(node.includes('console.log("app", "shop", "server", true)'), node);
    // In development mode the same config minifies nothing: neither environment gets a minimizer.
    const rsbuild = await createRsbuild({ cwd: dir, config: { ...config, mode: 'development', logLevel: 'silent' } });
    const configs = await withNodeEnv('development', () => rsbuild.initConfigs({ action: 'dev' }));
    assert.deepEqual(configs.map((item) => item.optimization?.minimize), [false, false]);
    assert.ok(pageText('config/environments', 'en').includes("output is minified\n    // (in production mode: `minify: true` does nothing in development)"));
    assert.ok(pageText('config/environments', 'zh').includes('产物会被压缩\n    // （仅在生产模式下：开发模式中 `minify: true` 不起作用）'));
  });

  test('a top-level source.entry is merged into every environment, next to its own entries', async () => {
    const dir = makeProject({ 'src/shared.js': '', 'src/client.js': '', 'src/server.js': '' }, 'environments-entry');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        source: { entry: { shared: './src/shared.js' } },
        environments: {
          web: { source: { entry: { index: './src/client.js' } } },
          ssr: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' } },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    assert.deepEqual(
      configs.map((config) => [config.name, config.entry]),
      [
        ['web', { shared: ['./src/shared.js'], index: ['./src/client.js'] }],
        ['ssr', { shared: ['./src/shared.js'], server: ['./src/server.js'] }],
      ],
    );
  });
});

describe('environments › Build only some environments', () => {
  const dir = makeProject({ 'src/client.js': '', 'src/server.js': '' }, 'environments-filter');
  const run = async (environment: string[]) => {
    const seen: string[] = [];
    const spy = (name: string): RsbuildPlugin => ({
      name: `spy-${name}`,
      setup(api) {
        seen.push(`setup ${name}`);
        api.modifyBundlerChain((_chain, { environment }) => {
          seen.push(`modifyBundlerChain of ${name} in ${environment.name}`);
        });
      },
    });
    const rsbuild = await createRsbuild({
      cwd: dir,
      environment,
      rsbuildConfig: {
        logLevel: 'silent',
        environments: {
          web: { source: { entry: { index: './src/client.js' } }, plugins: [spy('web')] },
          ssr: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' }, plugins: [spy('ssr')] },
        },
      },
    });
    const configs = await rsbuild.initConfigs();
    return { names: configs.map((config) => config.name), seen };
  };

  test("a plugin in one environment's plugins runs its modifyBundlerChain for that environment only", async () => {
    const { names, seen } = await run(['web', 'ssr']);
    assert.deepEqual(names, ['web', 'ssr']);
    assert.deepEqual(seen, ['setup web', 'setup ssr', 'modifyBundlerChain of web in web', 'modifyBundlerChain of ssr in ssr']);
  });

  test('the plugins of a skipped environment are not loaded', async () => {
    const { names, seen } = await run(['web']);
    assert.deepEqual(names, ['web']);
    assert.deepEqual(seen, ['setup web', 'modifyBundlerChain of web in web']);
  });

  test('a name that matches nothing, listed next to one that matches, is ignored without an error', async () => {
    const { names } = await run(['web', 'nope']);
    assert.deepEqual(names, ['web']);
  });

  test('only when no listed name matches does it stop with an error', async () => {
    await assert.rejects(
      run(['nope']),
      new Error('[rsbuild:config] The current build is specified to run only in the nope environment, but the configuration of the specified environment was not found.'),
    );
  });

  test('the page says the error comes only when no name matches, in both languages', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('A name that matches no environment stops the build with an error.'));
    assert.ok(en.includes('The build stops with an error only when none of the listed names matches an environment'));
    assert.ok(!zh.includes('如果名称与任何环境都不匹配，构建会报错并终止。'));
    assert.ok(zh.includes('只有列出的名称都匹配不到任何环境时，构建才会报错并终止'));
  });
});

describe('environments › Use the Node.js bundle in development', () => {
  let close: (() => Promise<void>) | undefined;
  let port = 0;
  let dir = '';

  before(async () => {
    dir = makeProject(reactFiles, 'environments-dev');
    const content = await pageConfig(dir, 2);
    port = await freePort();
    const rsbuild = await withNodeEnv('development', () =>
      createRsbuild({ cwd: dir, rsbuildConfig: { ...content, logLevel: 'silent', server: { port, strictPort: true, printUrls: false } } }),
    );
    ({ server: { close } } = await withNodeEnv('development', () => rsbuild.startDevServer()));
  });

  after(async () => {
    await close?.();
  });

  test('the middleware answers / with the web page whose mount point holds the server-rendered HTML', async () => {
    const response = await fetch(`http://localhost:${port}/`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/html');
    const html = await response.text();
    assert.ok(html.includes('<div id="root"><h1>Rendered for <!-- -->/</h1></div>'), html);
    assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/);
  });

  test('the dev server keeps the ssr bundle in memory: no dist folder is written', () => {
    assert.equal(existsSync(path.join(dir, 'dist')), false);
  });
});
