// guide/basic/static-assets: imported assets, inlining limits, import queries, extra file types
// and the public folder, checked on production builds.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import { buildProject, listFiles, makeProject, outputFile, readText, type BuildResult } from './harness';

// ASCII text of exactly `size` bytes (fixture files are written as UTF-8).
const bytes = (size: number) => randomBytes(size).toString('base64').slice(0, size);
const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>\n';
const assets = {
  'src/assets/hero.png': bytes(20_000),
  'src/assets/mid.png': bytes(8_000),
  'src/assets/icon.png': bytes(1_000),
  'src/assets/logo.svg': logoSvg,
  'src/assets/inter.woff2': bytes(15_000),
  'src/assets/guide.pdf': '%PDF-1.4\n' + bytes(6_000),
};

const appDir = makeProject(
  {
    ...assets,
    'public/robots.txt': 'User-agent: *\n',
    'public/site.webmanifest': '{"name":"app"}\n',
    'public/favicon.png': bytes(200),
    'src/card.css': '.card { color: red; }\n',
    'src/snippet.js': "export const answer = 42; // snippet source\n",
    'src/index.css': "@font-face { font-family: Inter; src: url('@/assets/inter.woff2') format('woff2'); }\n.hero { background-image: url('./assets/hero.png'); }\n.bg { background: url('/images/bg.png'); }\n",
    'src/index.js': [
      "import './index.css';",
      "import hero from './assets/hero.png';",
      "import mid from './assets/mid.png';",
      "import logo from './assets/logo.svg';",
      "import iconUrl from './assets/icon.png?url';",
      "import iconWithQuery from './assets/icon.png?url&v=2';",
      "import heroDataUrl from './assets/hero.png?inline';",
      "import logoRaw from './assets/logo.svg?raw';",
      "import cardCss from './card.css?inline';",
      "import snippet from './snippet.js?raw';",
      "import guideUrl from './assets/guide.pdf';",
      'console.log(JSON.stringify({ hero, mid, logo, iconUrl, iconWithQuery, heroDataUrl: heroDataUrl.slice(0, 22), logoRaw, cardCss, snippet, guideUrl, assetPrefix: import.meta.env.ASSET_PREFIX }));',
      '',
    ].join('\n'),
  },
  'assets-app',
);
const brokenDir = makeProject(
  {
    'src/assets/guide.pdf': '%PDF-1.4\n',
    'public/favicon.png': bytes(200),
    'src/assets/a.png': bytes(100),
    'src/index.css': ".bg { background: url('/images/bg.png'); }\n.tilde { background: url('~/assets/a.png'); }\n",
    'src/index.js': "import './index.css';\nimport guide from './assets/guide.pdf';\nimport icon from '/favicon.png';\nconsole.log(guide, icon);\n",
  },
  'assets-broken',
);
const noInlineDir = makeProject({ ...assets, 'src/index.js': "import icon from './assets/icon.png';\nconsole.log(icon);\n" }, 'assets-no-inline');

let app: BuildResult;
let broken: BuildResult;
let noInline: BuildResult;
let values: Record<string, string>;

before(async () => {
  [app, broken, noInline] = await Promise.all([
    buildProject(appDir, {
      resolve: { alias: { '@': './src' } },
      source: { assetsInclude: /\.(pdf|txt|glb)$/ },
      output: { dataUriLimit: { image: 10 * 1024, svg: 0 } },
      tools: { cssLoader: { url: { filter: (url: string) => !url.startsWith('/') } } },
    }),
    buildProject(brokenDir, { resolve: { alias: { '~': './src' } } }),
    buildProject(noInlineDir, { output: { dataUriLimit: 0 } }),
  ]);
  const logged: string[] = [];
  vm.runInNewContext(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), { console: { log: (text: string) => logged.push(text) } });
  values = JSON.parse(logged[0]);
});

describe('Static assets › Import a file from JavaScript', () => {
  test('an imported image above the limit is a hashed URL under /static/image/', () => {
    assert.deepEqual(app.errors, []);
    assert.match(values.hero, /^\/static\/image\/hero\.[0-9a-f]{8}\.png$/);
    assert.ok(listFiles(app.dist).includes(values.hero.slice(1)));
  });
});

describe('Static assets › Reference a file from CSS', () => {
  test('url() paths, also through a resolve.alias, point at the hashed copies', () => {
    const css = outputFile(app.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(css, /url\(\/static\/font\/inter\.[0-9a-f]{8}\.woff2\)/);
    assert.match(css, /url\(\/static\/image\/hero\.[0-9a-f]{8}\.png\)/);
  });
});

describe('Static assets › Inline small files', () => {
  test('per-type dataUriLimit: an 8 kB image is inlined under a 10 KiB limit, an SVG with limit 0 is a file', () => {
    assert.match(values.mid, /^data:image\/png;base64,/);
    assert.match(values.logo, /^\/static\/svg\/logo\.[0-9a-f]{8}\.svg$/);
  });
  test('dataUriLimit: 0 writes even a 1 kB image as a file', () => {
    assert.match(outputFile(noInline.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /"static\/image\/icon\.[0-9a-f]{8}\.png"/);
  });
});

describe('Static assets › Import queries: `?url`, `?inline` and `?raw`', () => {
  test('?url emits a file for a small icon; with more in the query it is an ordinary import', () => {
    assert.match(values.iconUrl, /^\/static\/image\/icon\.[0-9a-f]{8}\.png$/);
    assert.match(values.iconWithQuery, /^data:image\/png;base64,/);
  });
  test('?inline gives a data URL for a 20 kB image and the CSS text for a stylesheet', () => {
    assert.equal(values.heroDataUrl, 'data:image/png;base64,');
    assert.equal(values.cardCss, '.card{color:red}');
    assert.doesNotMatch(outputFile(app.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.card/);
  });
  test('?raw gives the file content as written, also for a JavaScript module', () => {
    assert.equal(values.logoRaw, logoSvg);
    assert.equal(values.snippet, "export const answer = 42; // snippet source\n");
  });
});

describe('Static assets › Add other file types', () => {
  test('an unknown type fails with a JavaScript parse error', () => {
    const pdfError = broken.errors.find((error) => error.includes('Module parse failed'));
    assert.ok(pdfError, broken.errors.join('\n'));
    assert.match(pdfError, /%PDF-1\.4/);
    assert.match(pdfError, /JavaScript parse error/);
  });
  test('with source.assetsInclude the file is emitted under static/assets/', () => {
    assert.match(values.guideUrl, /^\/static\/assets\/guide\.[0-9a-f]{8}\.pdf$/);
  });
});

describe('Static assets › The public folder', () => {
  test('public files are copied to the output root unchanged and a favicon is linked', () => {
    const files = listFiles(app.dist);
    for (const file of ['robots.txt', 'site.webmanifest', 'favicon.png']) assert.ok(files.includes(file), file);
    assert.equal(readText(app.dist, 'site.webmanifest'), '{"name":"app"}\n');
    assert.match(readText(app.dist, 'index.html'), /<link rel="icon" href="\/favicon.png">/);
  });
  test('import.meta.env.ASSET_PREFIX has no trailing slash (empty for the default prefix)', () => {
    assert.equal(values.assetPrefix, '');
  });
});

describe('Static assets › Common problems', () => {
  test("an absolute url() in CSS fails with Can't resolve, unless tools.cssLoader filters it", () => {
    assert.ok(broken.errors.some((error) => error.includes("Can't resolve '/images/bg.png'")), broken.errors.join('\n'));
    assert.match(outputFile(app.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /url\(\/images\/bg\.png\)/);
  });
  test("a `~` alias in url() loses its `~` and fails like an absolute path", () => {
    assert.ok(broken.errors.some((error) => error.includes("Can't resolve '/assets/a.png'")), broken.errors.join('\n'));
  });
  test('importing a file from public/ fails with Module not found', () => {
    assert.ok(broken.errors.some((error) => error.includes("Module not found: Can't resolve '/favicon.png'")), broken.errors.join('\n'));
  });
});
