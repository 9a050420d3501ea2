// docs/{en,zh}/config/output/dist-path: where @rsbuild/core 1.7.6 writes each kind of file with
// the defaults, the page's object sample, the string form and the node target (one production
// build, one environment each), the page's web + node environments sample, and the emptying of
// a root inside and outside the project.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageSamples, pageText, rsbuildCore, writeProjectFiles } from './harness';

const page = 'config/output/dist-path';
const files = {
  'src/index.js': `import './index.css';
import logo from './assets/logo.png';
import tiny from './assets/tiny.png';
import icon from './assets/icon.svg';
import clip from './assets/clip.mp4';
import doc from './assets/guide.pdf';
window.urls = [logo, tiny, icon, clip, doc];
import('./lazy.js').then((m) => m.run());
`,
  'src/lazy.js': `import './lazy.css';
export const run = () => 'lazy';
`,
  'src/lazy.css': '.lazy { color: red; }\n',
  'src/index.css': '@font-face { font-family: Brand; src: url(./assets/brand.woff2); }\nbody { font-family: Brand; }\n',
  // Contents are not decoded; above the 4 KiB data URI limit they are emitted, below it inlined.
  'src/assets/logo.png': 'p'.repeat(5000),
  'src/assets/tiny.png': 'tiny',
  'src/assets/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`,
  'src/assets/clip.mp4': 'm'.repeat(5000),
  'src/assets/guide.pdf': 'd'.repeat(5000),
  'src/assets/brand.woff2': 'f'.repeat(5000),
  'src/favicon.ico': 'i'.repeat(100),
  'src/server.js': `export const lazy = () => import('./lazy.js');
`,
};
const hashed = (folder: string, name: string, ext: string) => new RegExp(`^${folder}${name}\\.[0-9a-f]{8}\\.${ext}$`);
const has = (list: string[], pattern: RegExp) => assert.ok(list.some((file) => pattern.test(file)), `${pattern} in ${list.join(', ')}`);

/** The page's rsbuild.config.ts sample number `index`, loaded as a reader's config file. */
async function pageConfig(dir: string, index: number) {
  const [en, zh] = [pageSamples(page, 'en')[index], pageSamples(page, 'zh')[index]];
  assert.equal(zh, en);
  writeProjectFiles(dir, { [`sample${index}.config.ts`]: en });
  const { loadConfig } = await rsbuildCore();
  return (await loadConfig({ cwd: dir, path: `sample${index}.config.ts` })).content;
}

describe('output.distPath', () => {
  const dir = makeProject(files, 'dist-path');
  const out: Record<'dist' | 'build' | 'string' | 'node', string[]> = { dist: [], build: [], string: [], node: [] };

  before(async () => {
    writeProjectFiles(dir, { 'dist/stale.txt': 'left from an older build\n' });
    const sample = await pageConfig(dir, 0);
    const { errors } = await buildProject(dir, {
      source: { assetsInclude: /\.pdf$/ },
      html: { favicon: './src/favicon.ico' },
      environments: {
        defaults: {},
        sample: { output: sample.output },
        string: { output: { distPath: 'out-string' } },
        node: { source: { entry: { index: './src/server.js' } }, output: { target: 'node', distPath: { root: 'out-node' } } },
      },
    });
    assert.deepEqual(errors, []);
    out.dist = listFiles(path.join(dir, 'dist'));
    out.build = listFiles(path.join(dir, 'build'));
    out.string = listFiles(path.join(dir, 'out-string'));
    out.node = listFiles(path.join(dir, 'out-node'));
  });

  test('the defaults: dist/index.html and every kind of file in its static/ folder; async JS and CSS in async/ below js and css', () => {
    const list = out.dist;
    assert.ok(list.includes('index.html'));
    has(list, hashed('static/js/', 'index', 'js'));
    has(list, hashed('static/js/async/', '\\d+', 'js'));
    has(list, hashed('static/css/', 'index', 'css'));
    has(list, hashed('static/css/async/', '\\d+', 'css'));
    has(list, hashed('static/image/', 'logo', 'png'));
    has(list, hashed('static/svg/', 'icon', 'svg'));
    has(list, hashed('static/font/', 'brand', 'woff2'));
    has(list, hashed('static/media/', 'clip', 'mp4'));
    // source.assetsInclude adds .pdf; it lands in the assets folder.
    has(list, hashed('static/assets/', 'guide', 'pdf'));
    // html.favicon is copied to the favicon folder, './' of the root.
    assert.ok(list.includes('favicon.ico'), list.join(', '));
  });

  test('a file inlined as a data: URI is not written', () => {
    assert.ok(!out.dist.some((file) => file.includes('tiny')), out.dist.join(', '));
  });

  test("the page's object sample writes build/js, build/css, build/img; fonts, media and the rest stay under build/static", () => {
    const list = out.build;
    assert.ok(list.includes('index.html'));
    has(list, hashed('js/', 'index', 'js'));
    has(list, hashed('js/async/', '\\d+', 'js'));
    has(list, hashed('css/', 'index', 'css'));
    has(list, hashed('img/', 'logo', 'png'));
    has(list, hashed('static/font/', 'brand', 'woff2'));
    has(list, hashed('static/media/', 'clip', 'mp4'));
    has(list, hashed('static/svg/', 'icon', 'svg'));
    assert.ok(!list.some((file) => file.startsWith('static/js') || file.startsWith('static/css') || file.startsWith('static/image')), list.join(', '));
  });

  test("a string is the root: distPath: 'out-string' keeps the default folders inside it", () => {
    assert.ok(out.string.includes('index.html'));
    has(out.string, hashed('static/js/', 'index', 'js'));
    has(out.string, hashed('static/image/', 'logo', 'png'));
  });

  test("node target: js and jsAsync default to the root, so the server bundle is out-node/index.js", () => {
    assert.ok(out.node.includes('index.js'), out.node.join(', '));
    assert.ok(out.node.some((file) => /^\d+\.js$/.test(file)), out.node.join(', '));
    assert.ok(!out.node.some((file) => file.includes('/')), out.node.join(', '));
  });

  test('the root inside the project is emptied before the build', () => {
    assert.ok(!out.dist.includes('stale.txt'));
  });

  test('a root outside the project is not emptied', async () => {
    const outside = makeProject({ 'stale.txt': 'kept\n' }, 'dist-path-outside');
    const { errors } = await buildProject(dir, { output: { distPath: { root: outside } } });
    assert.deepEqual(errors, []);
    const list = listFiles(outside);
    assert.ok(list.includes('stale.txt') && list.includes('index.html'), list.join(', '));
  });

  test("the page ties emptying to cleanDistPath: 'auto' skips the project root and folders outside it, true empties them, false never empties (proven in config-output-clean-dist-path.test.ts)", () => {
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText('config/output/dist-path', lang), /refuses to do so when it lies outside the project|如果目录位于项目之外，Rsbuild 不会清空它/);
    assert.ok(pageText('config/output/dist-path', 'en').includes("except when it is the project root itself or lies outside the project. `cleanDistPath: true` empties it in those cases too, and `false` never empties it."));
    assert.ok(pageText('config/output/dist-path', 'zh').includes('但目录就是项目根目录本身或位于项目之外时除外。设为 `cleanDistPath: true` 时，这两种情况也会清空；设为 `false` 则始终不清空。'));
  });

  test("the page's web + node environments sample writes dist/index.html and dist/server/index.js in one build", async () => {
    const project = makeProject({ 'src/index.js': "document.title = 'web';\n" }, 'dist-path-environments');
    const config = await pageConfig(project, 1);
    const { errors } = await buildProject(project, config);
    assert.deepEqual(errors, []);
    const list = listFiles(path.join(project, 'dist'));
    assert.ok(list.includes('index.html') && list.includes('server/index.js'), list.join(', '));
    has(list, hashed('static/js/', 'index', 'js'));
  });
});
