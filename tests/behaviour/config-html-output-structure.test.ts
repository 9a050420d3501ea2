// docs/{en,zh}/config/html/output-structure: where @rsbuild/core 1.7.6 writes the HTML files of
// two entries with 'flat' and 'nested' (one build, one environment per case), with
// output.distPath.html and output.filename.html, and what the dev server answers and prints
// for each layout (two in-process dev servers).
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, readText, rsbuildCore, waitFor } from './harness';

const files = {
  'src/index.ts': "import './style.css';\nconsole.log('index');\n",
  'src/about.ts': "import './style.css';\nconsole.log('about');\n",
  'src/style.css': 'body { color: red; }\n',
};
const entry = { index: './src/index.ts', about: './src/about.ts' };

describe('html.outputStructure', () => {
  const dir = makeProject(files, 'html-output-structure');
  /** environment → the HTML files below its dist folder. */
  const html: Record<string, string[]> = {};
  const servers: { close: () => Promise<void> }[] = [];
  /** layout → request path → [status, the entry script the page loads]. */
  const answers: Record<string, Record<string, [number, string]>> = {};
  /** layout → the routes the dev server prints. */
  const printed: Record<string, string[]> = {};

  before(async () => {
    const env = (name: string, config: RsbuildConfig = {}, distPath: { html?: string } = {}) => ({ ...config, output: { ...config.output, distPath: { ...distPath, root: `dist/${name}` } } });
    const { errors } = await buildProject(dir, {
      source: { entry },
      output: { filenameHash: false },
      environments: {
        flat: env('flat'),
        nested: env('nested', { html: { outputStructure: 'nested' } }),
        nestedPages: env('nestedPages', { html: { outputStructure: 'nested' } }, { html: 'pages' }),
        filenameHtml: env('filenameHtml', { html: { outputStructure: 'nested' }, output: { filename: { html: 'pages/[name].html' } } }),
      },
    });
    assert.deepEqual(errors, []);
    for (const name of ['flat', 'nested', 'nestedPages', 'filenameHtml']) html[name] = listFiles(path.join(dir, 'dist', name)).filter((file) => file.endsWith('.html'));
    html.nestedAboutPage = [readText(path.join(dir, 'dist/nested'), 'about/index.html')];

    const { createRsbuild } = await rsbuildCore();
    // The two dev servers start side by side: most of their time is waiting.
    const serve = async (layout: 'flat' | 'nested') => {
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          mode: 'development',
          source: { entry },
          html: { outputStructure: layout },
          output: { distPath: { root: `dist-dev-${layout}` } },
          dev: { hmr: false, liveReload: false },
          server: { port: await freePort(), printUrls: ({ routes }) => void (printed[layout] = routes.map((route) => route.pathname)) },
        },
      });
      let compiled = false;
      rsbuild.onAfterDevCompile(() => void (compiled = true));
      const { port, server } = await rsbuild.startDevServer();
      servers.push(server);
      await waitFor(`the first compilation of the ${layout} dev server`, () => compiled);
      answers[layout] = {};
      for (const url of ['/', '/index', '/about', '/about/']) {
        const response = await fetch(`http://localhost:${port}${url}`, { headers: { accept: 'text/html' } });
        const body = await response.text();
        answers[layout][url] = [response.status, body.match(/src="([^"]+\.js)"/)?.[1] ?? ''];
      }
    };
    await Promise.all([serve('flat'), serve('nested')]);
  });

  after(async () => {
    for (const server of servers) await server.close();
  });

  test("'flat' writes <entry>.html and 'nested' writes <entry>/index.html, the index entry included", () => {
    assert.deepEqual(html.flat, ['about.html', 'index.html']);
    assert.deepEqual(html.nested, ['about/index.html', 'index/index.html']);
  });

  test('only the HTML files move: a nested page loads its script and stylesheet from /static/', () => {
    const [page] = html.nestedAboutPage;
    assert.ok(page.includes('<script defer src="/static/js/about.js"></script><link href="/static/css/about.css" rel="stylesheet">'), page);
    assert.deepEqual(listFiles(path.join(dir, 'dist/nested')).filter((file) => !file.endsWith('.html')), ['static/css/about.css', 'static/css/index.css', 'static/js/about.js', 'static/js/index.js']);
  });

  test("output.distPath.html 'pages' with 'nested' writes pages/index/index.html and pages/about/index.html", () => {
    assert.deepEqual(html.nestedPages, ['pages/about/index.html', 'pages/index/index.html']);
  });

  test("output.filename.html wins over 'nested': 'pages/[name].html' writes pages/index.html and pages/about.html", () => {
    assert.deepEqual(html.filenameHtml, ['pages/about.html', 'pages/index.html']);
  });

  test("with 'nested', the dev server prints /index and /about, serves /index, and answers / with 404", () => {
    assert.deepEqual(printed.nested, ['/index', '/about']);
    assert.deepEqual(printed.flat, ['/', '/about']);
    assert.equal(answers.nested['/'][0], 404);
    assert.equal(answers.nested['/index'][0], 200);
    assert.match(answers.nested['/index'][1], /^\/static\/js\/index\.js$/);
  });

  test("the dev server answers /about with about.html ('flat') and /about and /about/ with about/index.html ('nested')", () => {
    assert.deepEqual(answers.flat['/about'], [200, '/static/js/about.js']);
    assert.deepEqual(answers.nested['/about'], [200, '/static/js/about.js']);
    assert.deepEqual(answers.nested['/about/'], [200, '/static/js/about.js']);
  });
});
