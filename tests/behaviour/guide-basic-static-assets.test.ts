// guide/basic/static-assets: imported assets, inlining limits, import queries, extra file types
// and the public folder, checked on production builds.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import vm from 'node:vm';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, pageText, createTypeProgram, freePort, listFiles, makeProject, outputFile, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, startCli, within, PRINTED_BUILD_TIME, type BuildResult, type CliResult } from './harness';

// ASCII text of exactly `size` bytes (fixture files are written as UTF-8).
const bytes = (size: number) => randomBytes(size).toString('base64').slice(0, size);
const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>\n';
const heroBytes = bytes(20_000);
const assets = {
  'src/assets/hero.png': heroBytes,
  // The same bytes under another name: the hash in the output name comes from the content alone.
  'src/assets/hero-copy.png': heroBytes,
  'src/assets/mid.png': bytes(8_000),
  'src/assets/icon.png': bytes(1_000),
  'src/assets/logo.svg': logoSvg,
  'src/assets/inter.woff2': bytes(15_000),
  'src/assets/guide.pdf': '%PDF-1.4\n' + bytes(6_000),
  'src/assets/notes.txt': bytes(100),
  // An added type at the default `assets` limit and one byte over it.
  'src/assets/edge.txt': bytes(4096),
  'src/assets/over.txt': bytes(4097),
};

const appDir = makeProject(
  {
    ...assets,
    'public/robots.txt': 'User-agent: *\n',
    'public/site.webmanifest': '{"name":"app"}\n',
    'public/favicon.png': bytes(200),
    'index.html': '<!doctype html><html><head><link rel="manifest" href="<%= assetPrefix %>/site.webmanifest" /></head><body><div id="root"></div></body></html>\n',
    'src/data.json': '{ "a": 1 }\n',
    'src/card.css': '.card { color: red; }\n',
    'src/snippet.js': "export const answer = 42; // snippet source\n",
    'src/typed.ts': "export const typed: number = 1; // typed source\n",
    'src/index.css': "@font-face { font-family: Inter; src: url('@/assets/inter.woff2') format('woff2'); }\n.hero { background-image: url('./assets/hero.png'); }\n.bg { background: url('/images/bg.png'); }\n",
    'src/index.js': [
      "import './index.css';",
      "import hero from './assets/hero.png';",
      "import mid from './assets/mid.png';",
      "import heroCopy from './assets/hero-copy.png';",
      "import logo from './assets/logo.svg';",
      "import iconUrl from './assets/icon.png?url';",
      "import iconWithQuery from './assets/icon.png?url&v=2';",
      "import heroDataUrl from './assets/hero.png?inline';",
      "import logoRaw from './assets/logo.svg?raw';",
      "import cardCss from './card.css?inline';",
      "import snippet from './snippet.js?raw';",
      "import typedRaw from './typed.ts?raw';",
      "import guideUrl from './assets/guide.pdf';",
      "import notesUrl from './assets/notes.txt';",
      "import dataRaw from './data.json?raw';",
      "import cardRaw from './card.css?raw';",
      "import notesRaw from './assets/notes.txt?raw';",
      "import notesFile from './assets/notes.txt?url';",
      "import guideInline from './assets/guide.pdf?inline';",
      "import publicRel from '../public/favicon.png?url';",
      "import edgeTxt from './assets/edge.txt';",
      "import overTxt from './assets/over.txt';",
      'console.log(JSON.stringify({ typedRaw, hero, heroCopy, mid, logo, iconUrl, iconWithQuery, heroDataUrl: heroDataUrl.slice(0, 22), logoRaw, cardCss, snippet, guideUrl, notesUrl: notesUrl.slice(0, 23), dataRaw, cardRaw, notesRaw, notesFile, guideInline: guideInline.slice(0, 28), publicRel, edgeTxt: edgeTxt.slice(0, 23), overTxt, assetPrefix: import.meta.env.ASSET_PREFIX }));',
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
    'src/assets/logo.svg': logoSvg,
    'src/index.css': ".bg { background: url('/images/bg.png'); }\n.tilde { background: url('~/assets/a.png'); }\n",
    'src/index.js': "import './index.css';\nimport guide from './assets/guide.pdf';\nimport icon from '/favicon.png';\nimport missing from './assets/missing.png';\nimport Logo from './assets/logo.svg?react';\nconsole.log(guide, icon, missing, Logo);\n",
  },
  'assets-broken',
);
// The same ?react import with both the SVGR plugin and the React plugin registered.
const svgrDir = makeProject({ 'src/assets/logo.svg': logoSvg, 'src/index.js': "import Logo from './assets/logo.svg?react';\nconsole.log(Logo);\n" }, 'assets-svgr');
// Also a favicon in public/ while html.favicon names another icon, an ?inline import, and
// root-relative paths that name files in the project folder (from JavaScript and from url()).
const noInlineDir = makeProject(
  {
    ...assets,
    'public/favicon.ico': bytes(200),
    'favicon.png': bytes(300),
    'images/bg.png': bytes(300),
    'src/assets/empty.png': '',
    'src/root.css': ".bg { background: url('/images/bg.png'); }\n",
    // source.assetsInclude conditions other than a regular expression: an absolute path, a function,
    // { and, not }; the files they leave out are valid JavaScript, so they build as modules.
    'src/extra/model.glb': bytes(300),
    'src/extra/mesh.bin': bytes(300),
    'src/extra/table.dat': bytes(300),
    'src/extra/skip.dat': "export default 'skip.dat parsed as JavaScript';\n",
    'src/extra/notes.md': "export default 'notes.md parsed as JavaScript';\n",
    'src/index.js': "import './root.css';\nimport icon from './assets/icon.png';\nimport iconInline from './assets/icon.png?inline';\nimport empty from './assets/empty.png';\nimport rootIcon from '/favicon.png';\nimport model from './extra/model.glb';\nimport mesh from './extra/mesh.bin';\nimport table from './extra/table.dat';\nimport skip from './extra/skip.dat';\nimport notes from './extra/notes.md';\nconsole.log(JSON.stringify({ icon, iconInline: iconInline.slice(0, 22), empty, rootIcon, conditions: [model, mesh, table, skip, notes] }));\n",
  },
  'assets-no-inline',
);
// Default limits: one image of exactly 4096 bytes and one of 4097.
const defaultsDir = makeProject(
  {
    'src/edge.png': bytes(4096),
    'src/over.png': bytes(4097),
    // One file above the limit per row of the table of file types.
    'src/pic.jfif': bytes(5000),
    'src/pointer.cur': bytes(5000),
    'src/face.ttc': bytes(5000),
    'src/clip.mov': bytes(5000),
    'src/song.opus': bytes(5000),
    // The only favicon of public/ is an SVG one.
    'public/favicon.svg': logoSvg,
    // Two more pages with html.inject false: one with the default template, one whose template
    // places htmlPlugin.tags.headTags itself.
    'src/plain.js': "console.log('plain');\n",
    'src/tags.js': "console.log('tags');\n",
    'tags.html': '<!doctype html><html><head><%= htmlPlugin.tags.headTags %></head><body></body></html>\n',
    'src/index.js': "import edge from './edge.png';\nimport over from './over.png';\nimport pic from './pic.jfif';\nimport pointer from './pointer.cur';\nimport face from './face.ttc';\nimport clip from './clip.mov';\nimport song from './song.opus';\nconsole.log(JSON.stringify({ edge: edge.slice(0, 22), over, more: [pic, pointer, face, clip, song] }));\n",
  },
  'assets-defaults',
);
// A dev server with server.base, started while the builds run.
const baseDir = makeProject(
  {
    'rsbuild.config.mjs': "export default { server: { base: '/app' } };\n",
    'public/robots.txt': 'User-agent: *\n',
    'src/index.js': 'console.log(import.meta.env.BASE_URL, import.meta.env.ASSET_PREFIX);\n',
  },
  'assets-base',
);
let baseServer: ReturnType<typeof startCli> | undefined;
const basePort = freePort().then(async (port) => {
  baseServer = startCli(baseDir, ['dev', '--port', String(port)], /ready\s+built in/);
  await baseServer.started;
  return port;
});
after(() => baseServer?.stop());
// output.assetPrefix 'auto': the template parameter and import.meta.env.ASSET_PREFIX.
const autoFiles = {
    'index.html': '<!doctype html><html><head><link rel="manifest" href="<%= assetPrefix %>/site.webmanifest" /></head><body><div id="root"></div></body></html>\n',
    'src/index.js': 'console.log(JSON.stringify({ assetPrefix: import.meta.env.ASSET_PREFIX }));\n',
};
// It also has two public folders of other names, set with server.publicDir.
const autoDir = makeProject({ ...autoFiles, 'www/hello.txt': 'hello\n', 'more/extra.txt': 'extra\n', 'public/ignored.txt': 'ignored\n' }, 'assets-auto');
// The same in development mode, where the prefix comes from dev.assetPrefix instead.
// It also has all three favicons in public/: only favicon.ico, the first, is linked.
const autoDevDir = makeProject({ ...autoFiles, 'public/favicon.ico': bytes(200), 'public/favicon.png': bytes(200), 'public/favicon.svg': logoSvg }, 'assets-auto-dev');
const nodeDir = makeProject({ 'public/robots.txt': 'User-agent: *\n', 'src/index.js': "console.log('node');\n" }, 'assets-node');

// The page's error block is what `rsbuild build` prints for an unknown file type.
const pdfCliDir = makeProject({ 'src/assets/guide.pdf': '%PDF-1.4\n', 'src/index.js': "import guide from './assets/guide.pdf';\nconsole.log(guide);\n" }, 'assets-pdf-cli');
let pdfCli: CliResult;

let app: BuildResult;
let broken: BuildResult;
let noInline: BuildResult;
let defaults: BuildResult;
let nodeBuild: BuildResult;
let autoBuild: BuildResult;
let autoDevBuild: BuildResult;
let svgrBuild: BuildResult;
let values: Record<string, string>;
let defaultValues: Record<string, string>;

const runLogged = (code: string) => {
  const logged: string[] = [];
  vm.runInNewContext(code, { console: { log: (text: string) => logged.push(text) } });
  return JSON.parse(logged[0]);
};

before(async () => {
  const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  [app, broken, noInline, defaults, nodeBuild, autoBuild, autoDevBuild, svgrBuild] = await Promise.all([
    buildProject(appDir, {
      html: { template: './index.html' },
      resolve: { alias: { '@': './src' } },
      source: { assetsInclude: /\.(pdf|txt|glb)$/ },
      output: { dataUriLimit: { image: 10 * 1024, svg: 0 } },
      tools: { cssLoader: { url: { filter: (url: string) => !url.startsWith('/') } } },
    }),
    buildProject(brokenDir, { resolve: { alias: { '~': './src' } }, plugins: [pluginSvgr()] }),
    buildProject(noInlineDir, {
      output: { dataUriLimit: 0 },
      html: { favicon: './src/assets/icon.png' },
      source: { assetsInclude: [path.join(noInlineDir, 'src/extra/model.glb'), 'src/extra/notes.md', (file: string) => file.endsWith('.bin'), { and: [/\.dat$/, { not: /skip/ }] }] },
    }),
    buildProject(defaultsDir, {
      source: { entry: { index: './src/index.js', plain: './src/plain.js', tags: './src/tags.js' } },
      html: {
        inject: ({ entryName }) => (entryName === 'index' ? 'head' : false),
        template: ({ entryName }) => (entryName === 'tags' ? './tags.html' : undefined),
      },
    }),
    buildProject(nodeDir, { output: { target: 'node' } }),
    buildProject(autoDir, { html: { template: './index.html' }, output: { assetPrefix: 'auto' }, server: { publicDir: [{ name: 'www' }, { name: 'more' }] } }),
    buildProject(autoDevDir, { mode: 'development', html: { template: './index.html' }, output: { assetPrefix: 'auto', sourceMap: false } }),
    buildProject(svgrDir, { plugins: [pluginSvgr(), pluginReact()] }),
  ]);
  pdfCli = await runCli(pdfCliDir, ['build']);
  values = runLogged(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/));
  defaultValues = runLogged(outputFile(defaults.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/));
});

describe('Static assets › Import a file from JavaScript', () => {
  test('an imported image above the limit is a hashed URL under /static/image/', () => {
    assert.deepEqual(app.errors, []);
    assert.match(values.hero, /^\/static\/image\/hero\.[0-9a-f]{8}\.png$/);
    assert.ok(listFiles(app.dist).includes(values.hero.slice(1)));
  });
  test('the hash in the name follows the content: the same bytes under another name get the same hash, other bytes another one', () => {
    const hash = (url: string) => /\.([0-9a-f]{8})\.png$/.exec(url)?.[1];
    assert.match(values.heroCopy, /^\/static\/image\/hero-copy\.[0-9a-f]{8}\.png$/);
    assert.equal(hash(values.heroCopy), hash(values.hero));
    const overHash = /\.([0-9a-f]{8})\.png$/.exec(defaultValues.over)?.[1];
    assert.ok(overHash && overHash !== hash(values.hero), `${defaultValues.over} ${values.hero}`);
  });
});

describe('Static assets › Import a file from JavaScript (missing file)', () => {
  test('importing a file that does not exist fails the build', () => {
    assert.ok(broken.errors.some((error) => error.includes("Module not found: Can't resolve './assets/missing.png'")), broken.errors.join('\n'));
  });
});

describe('Static assets › Reference a file from CSS', () => {
  test('url() paths, also through a resolve.alias, point at the hashed copies', () => {
    const css = outputFile(app.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(css, /url\(\/static\/font\/inter\.[0-9a-f]{8}\.woff2\)/);
    assert.match(css, /url\(\/static\/image\/hero\.[0-9a-f]{8}\.png\)/);
  });
});

describe('Static assets › Supported file types', () => {
  test('jfif and cur go to static/image, ttc to static/font, mov and opus to static/media', () => {
    const more = (defaultValues.more as unknown as string[]).map((url) => url.replace(/\.[0-9a-f]{8}\./, '.'));
    assert.deepEqual(more, ['/static/image/pic.jfif', '/static/image/pointer.cur', '/static/font/face.ttc', '/static/media/clip.mov', '/static/media/song.opus']);
  });
});

describe('Static assets › Supported file types (SVGR)', () => {
  test('with pluginSvgr alone, a ?react import fails with an SWC Syntax Error; with pluginReact too it builds a component (both plugins 1.x)', () => {
    for (const name of ['plugin-svgr', 'plugin-react']) assert.match(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild', name, 'package.json'), 'utf8')).version, /^1\./, name);
    const svgError = broken.errors.find((error) => error.includes('Syntax Error'));
    assert.ok(svgError, broken.errors.join('\n'));
    assert.match(svgError, /Module build failed \(from builtin:swc-loader\)/);
    assert.match(svgError, /const SvgLogo = props => <svg xmlns=/);
    assert.match(svgError, /Expected '>', got 'ident'/);
    assert.match(svgError, /× Syntax Error/);
    assert.deepEqual(svgrBuild.errors, []);
    const js = listFiles(svgrBuild.dist).filter((file) => file.startsWith('static/js/') && file.endsWith('.js')).map((file) => readText(svgrBuild.dist, file)).join('\n');
    // The SVG markup became a React element: its attributes are props of a "svg" element.
    assert.match(js, /"svg",\{xmlns:"http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});

describe('Static assets › Inline small files', () => {
  test('default limit: an image of 4096 bytes is a data URL, one of 4097 bytes is a file', () => {
    assert.deepEqual(defaults.errors, []);
    assert.equal(defaultValues.edge, 'data:image/png;base64,');
    assert.match(defaultValues.over, /^\/static\/image\/over\.[0-9a-f]{8}\.png$/);
    assert.deepEqual(listFiles(defaults.dist).filter((file) => file.startsWith('static/image/') && file.includes('.png')).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.')), ['static/image/over.png']);
  });
  test('per-type dataUriLimit: an 8 kB image is inlined under a 10 KiB limit, an SVG with limit 0 is a file', () => {
    assert.match(values.mid, /^data:image\/png;base64,/);
    assert.match(values.logo, /^\/static\/svg\/logo\.[0-9a-f]{8}\.svg$/);
  });
  test('dataUriLimit: 0 writes even a 1 kB image as a file; an ?inline import is still a data URL', () => {
    assert.deepEqual(noInline.errors, []);
    const js = outputFile(noInline.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /"static\/image\/icon\.[0-9a-f]{8}\.png"/);
    assert.match(js, /"data:image\/png;base64,/);
  });
  test('dataUriLimit: 0 still inlines an empty file (0 bytes is not above the limit)', () => {
    const logged = runLogged(outputFile(noInline.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/));
    assert.equal(logged.empty, 'data:image/png;base64,');
    assert.ok(!listFiles(noInline.dist).some((file) => file.startsWith('static/image/empty.')));
    assert.ok(pageText('guide/basic/static-assets', 'en').includes('An empty file is the other exception: 0 bytes is not above a limit of 0, so it is still inlined.'));
    assert.ok(pageText('guide/basic/static-assets', 'zh').includes('空文件是另一个例外：0 字节并未超过阈值 0，所以仍会被内联。'));
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
  test('?raw gives the file content as written, also for a JavaScript or TypeScript module', () => {
    assert.equal(values.logoRaw, logoSvg);
    assert.equal(values.snippet, "export const answer = 42; // snippet source\n");
    assert.equal(values.typedRaw, "export const typed: number = 1; // typed source\n");
  });
  test('?raw on a JSON file gives its text, not the parsed object', () => {
    assert.equal(values.dataRaw, '{ "a": 1 }\n');
  });
  test('?raw on a CSS file gives its text before any processing', () => {
    assert.equal(values.cardRaw, '.card { color: red; }\n');
  });
});

describe('Static assets › Common problems, as printed', () => {
  test("a root-relative url() in src/index.css gives Module not found: Can't resolve '/images/bg.png' in <project>/src twice", () => {
    const text = `Module not found: Can't resolve '/images/bg.png' in '${path.join(brokenDir, 'src')}'`;
    assert.equal(broken.errors.filter((error) => error.includes(text)).length, 2, broken.errors.join('\n'));
  });
  test("import icon from '/favicon.png' in src/index.js gives Module not found: Can't resolve '/favicon.png' in <project>/src", () => {
    assert.ok(broken.errors.some((error) => error.includes(`Module not found: Can't resolve '/favicon.png' in '${path.join(brokenDir, 'src')}'`)), broken.errors.join('\n'));
  });
});

describe('Static assets › Add other file types', () => {
  test("an unknown type whose text parses as JavaScript builds without an error and fails when the bundle runs (ReferenceError: hello is not defined); a production build drops a bare import './notes.txt'", async () => {
    const run = async (index: string, name: string) => {
      const dir = makeProject({ 'src/notes.txt': 'hello\n', 'src/index.js': index }, name);
      const result = await buildProject(dir, { mode: 'production' });
      assert.deepEqual(result.errors, []);
      const logged: unknown[][] = [];
      let thrown: unknown;
      try {
        vm.runInNewContext(outputFile(result.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), { console: { log: (...args: unknown[]) => logged.push(args) } });
      } catch (error) {
        thrown = error;
      }
      return { thrown: thrown ? `${(thrown as Error).name}: ${(thrown as Error).message}` : undefined, logged };
    };
    assert.deepEqual(await run("import notes from './notes.txt';\nconsole.log('index ran', notes);\n", 'assets-txt-used'), { thrown: 'ReferenceError: hello is not defined', logged: [] });
    assert.deepEqual(await run("import './notes.txt';\nconsole.log('index ran');\n", 'assets-txt-bare'), { thrown: undefined, logged: [['index ran']] });
    const expected = {
      en: "a file whose text happens to be valid JavaScript (a `.txt` file containing only `hello`, for example) builds without an error: the bundle fails only when it runs (here with `ReferenceError: hello is not defined`), and a production build drops a bare `import './notes.txt'` altogether, so nothing fails at all.",
      zh: "如果文件内容恰好是合法的 JavaScript（例如一个只包含 `hello` 的 `.txt` 文件），构建不会报错：直到产物运行时才会出错（此例中为 `ReferenceError: hello is not defined`）；而生产构建会直接移除只有副作用的 `import './notes.txt'`，因此完全不会报错。",
    };
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/basic/static-assets', lang).replace(/\s+/g, ' ').includes(expected[lang]), lang);
  });
  test('an unknown type fails with a JavaScript parse error', () => {
    const pdfError = broken.errors.find((error) => error.includes('Module parse failed'));
    assert.ok(pdfError, broken.errors.join('\n'));
    assert.match(pdfError, /%PDF-1\.4/);
    assert.match(pdfError, /JavaScript parse error: Expression expected/);
    assert.match(pdfError, /You may need an appropriate loader to handle this file type\./);
  });
  test("rsbuild build prints the error block of the page whole, from Build error: to Rspack build failed., then a stack trace of Rsbuild's and Rspack's code, and exits with 1", () => {
    assert.equal(pdfCli.code, 1);
    const block = [
      'info    build started...',
      'error   Build error:',
      'File: ./src/assets/guide.pdf:1:1',
      '  × Module parse failed:',
      '  ╰─▶   × JavaScript parse error: Expression expected',
      '         ╭────',
      '       1 │ %PDF-1.4',
      '         · ─',
      '         ╰────',
      '',
      '  help:',
      '        You may need an appropriate loader to handle this file type.',
      'Import traces (entry → error):',
      '  ./src/index.js',
      '  ./src/assets/guide.pdf ×',
      '',
    ].join('\n');
    // The printed block, trailing spaces aside ("Build error:" and "help:" end in one, its empty line holds six).
    const printed = pdfCli.output.replace(/[ \t]+$/gm, '');
    assert.ok(printed.includes(block), printed);
    const tail = printed.slice(printed.indexOf(block) + block.length);
    assert.match(tail, new RegExp(String.raw`^\nerror   build failed in ${PRINTED_BUILD_TIME}\nerror   Rspack build failed\.\n {4}at `));
    // The stack trace runs through Rsbuild's code and Rspack's, not the project's.
    assert.match(tail, /^ {4}at .*node_modules\/@rsbuild\/core\/dist\//m);
    assert.match(tail, /^ {4}at .*node_modules\/@rspack\/core\/dist\//m);
  });
  test('with source.assetsInclude the file is emitted under static/assets/', () => {
    assert.match(values.guideUrl, /^\/static\/assets\/guide\.[0-9a-f]{8}\.pdf$/);
  });
  test('?raw, ?url and ?inline work for a type added with source.assetsInclude', () => {
    assert.equal(values.notesRaw, assets['src/assets/notes.txt']);
    assert.match(values.notesFile, /^\/static\/assets\/notes\.[0-9a-f]{8}\.txt$/);
    assert.equal(values.guideInline, 'data:application/pdf;base64,');
  });
  test('an added type up to the default `assets` limit of 4096 bytes is inlined, one of 4097 bytes is a file', () => {
    assert.equal(values.edgeTxt, 'data:text/plain;base64,');
    assert.match(values.overTxt, /^\/static\/assets\/over\.[0-9a-f]{8}\.txt$/);
  });
  test('source.assetsInclude takes an absolute path, a function and an { and, not } object; a relative path matches nothing', () => {
    const logged = runLogged(outputFile(noInline.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/));
    const conditions = (logged.conditions as string[]).map((url) => url.replace(/\.[0-9a-f]{8}\./, '.'));
    assert.deepEqual(conditions, ['/static/assets/model.glb', '/static/assets/mesh.bin', '/static/assets/table.dat', 'skip.dat parsed as JavaScript', 'notes.md parsed as JavaScript']);
  });
  test('an added type below the `assets` limit is inlined (a 100-byte .txt)', () => {
    assert.equal(values.notesUrl, 'data:text/plain;base64,');
    assert.ok(!listFiles(app.dist).some((file) => file.endsWith('.txt') && file.startsWith('static/') && file !== values.notesFile.slice(1) && file !== values.overTxt.slice(1)));
  });
});

// rsbuild preview of what is already in dir/dist: the status of a missing path and of the built page,
// with Accept */* (the page's HTML, if any, is at the second path).
async function previewStatuses(dir: string, config: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig): Promise<Record<string, number>> {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
  const { port, server } = await within(rsbuild.preview(), 60_000, 'the preview server');
  try {
    const statuses: Record<string, number> = {};
    const html = listFiles(path.join(dir, 'dist')).find((file) => file.endsWith('.html'))!;
    for (const pathname of ['/about', `/${html}`]) {
      const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { accept: '*/*' } });
      statuses[pathname] = response.status;
      await response.body?.cancel();
    }
    return statuses;
  } finally {
    await server.close();
  }
}

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
  test('import.meta.env.BASE_URL and import.meta.env.ASSET_PREFIX are "/app" under server.base "/app" (no trailing slash)', async () => {
    const port = await basePort;
    const js = await (await fetch(`http://127.0.0.1:${port}/app/static/js/index.js`)).text();
    assert.match(js, /console\.log\("\/app", "\/app"\)/);
  });
  test('a public/favicon.svg is linked as the icon too', () => {
    const html = readText(defaults.dist, 'index.html');
    assert.ok(html.includes('<link rel="icon" href="/favicon.svg" type="image/svg+xml">'), html);
  });
  test('with html.inject false the favicon of public/ is not linked, unless the template places htmlPlugin.tags.headTags', () => {
    assert.doesNotMatch(readText(defaults.dist, 'plain.html'), /rel="icon"/);
    assert.ok(readText(defaults.dist, 'tags.html').includes('<link rel="icon" href="/favicon.svg" type="image/svg+xml">'));
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/basic/static-assets', lang).includes('`htmlPlugin.tags.headTags`'), lang);
  });
  test("server.publicDir defaults to the folder public with copyOnBuild 'auto'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: nodeDir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    const [publicDir] = rsbuild.getNormalizedConfig().server.publicDir;
    assert.equal(publicDir.name, path.join(nodeDir, 'public'));
    assert.equal(publicDir.copyOnBuild, 'auto');
  });
  test('with favicon.ico, favicon.png and favicon.svg in public/, only the first, favicon.ico, is linked', () => {
    const html = readText(autoDevBuild.dist, 'index.html');
    assert.deepEqual(html.match(/<link rel="icon"[^>]*>/g), ['<link rel="icon" href="/favicon.ico">']);
  });
  test('server.publicDir: name picks other folders, several in an array, and public/ is then not copied', () => {
    assert.equal(readText(autoBuild.dist, 'hello.txt'), 'hello\n');
    assert.equal(readText(autoBuild.dist, 'extra.txt'), 'extra\n');
    assert.ok(!listFiles(autoBuild.dist).includes('ignored.txt'));
  });
  test('with html.favicon set, only that icon is linked, not the favicon of public/', () => {
    const html = readText(noInline.dist, 'index.html');
    assert.match(html, /<link rel="icon" href="\/icon\.png">/);
    assert.doesNotMatch(html, /favicon\.ico"/);
    assert.ok(listFiles(noInline.dist).includes('favicon.ico'));
  });
  test('a page for which an html.favicon function returns nothing still links the favicon of public/', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('index');\n", 'src/admin.js': "console.log('admin');\n", 'src/icon.png': bytes(300), 'public/favicon.png': bytes(200) }, 'assets-favicon-fn');
    const result = await buildProject(dir, {
      source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
      html: { favicon: ({ entryName }) => (entryName === 'index' ? './src/icon.png' : undefined) },
    });
    assert.deepEqual(readText(result.dist, 'index.html').match(/<link rel="icon"[^>]*>/g), ['<link rel="icon" href="/icon.png">']);
    assert.deepEqual(readText(result.dist, 'admin.html').match(/<link rel="icon"[^>]*>/g), ['<link rel="icon" href="/favicon.png">']);
    for (const [lang, text, gone] of [
      ['en', 'A page for which an `html.favicon` function returns nothing still gets the icon from `public/`.', 'is set: then only that icon is linked'],
      ['zh', '函数没有返回值的页面仍会链接 `public/` 中的图标', '但如果设置了 [html.favicon]'],
    ] as const) {
      assert.ok(pageText('guide/basic/static-assets', lang).includes(text), lang);
      assert.ok(!pageText('guide/basic/static-assets', lang).includes(gone), lang);
    }
  });
  test('<%= assetPrefix %> in the template is the prefix without its trailing slash', () => {
    assert.match(readText(app.dist, 'index.html'), /<link rel="manifest" href="\/site\.webmanifest"/);
  });
  test("with output.assetPrefix 'auto', <%= assetPrefix %> and import.meta.env.ASSET_PREFIX are the text auto", () => {
    assert.deepEqual(autoBuild.errors, []);
    assert.match(readText(autoBuild.dist, 'index.html'), /<link rel="manifest" href="auto\/site\.webmanifest"/);
    assert.deepEqual(runLogged(outputFile(autoBuild.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/)), { assetPrefix: 'auto' });
  });
  test("in development mode output.assetPrefix 'auto' is not used: <%= assetPrefix %> and import.meta.env.ASSET_PREFIX are empty (dev.assetPrefix)", () => {
    assert.deepEqual(autoDevBuild.errors, []);
    assert.match(readText(autoDevBuild.dist, 'index.html'), /<link rel="manifest" href="\/site\.webmanifest"/);
    // Unminified: the define leaves the empty string in the source.
    assert.match(outputFile(autoDevBuild.dist, /^static\/js\/index\.js$/), /console\.log\(JSON\.stringify\(\{\s*assetPrefix: ""\s*\}\)\)/);
  });
  test("a dev server in production mode uses output.assetPrefix 'auto': <%= assetPrefix %> and import.meta.env.ASSET_PREFIX are the text auto", async () => {
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    const rsbuild = await createRsbuild({
      cwd: autoDir,
      rsbuildConfig: { mode: 'production', logLevel: 'silent', html: { template: './index.html' }, output: { assetPrefix: 'auto' }, server: { port, publicDir: [{ name: 'www' }, { name: 'more' }] } },
    });
    const { server } = await rsbuild.startDevServer();
    try {
      const html = await (await fetch(`http://localhost:${port}/`)).text();
      assert.match(html, /<link rel="manifest" href="auto\/site\.webmanifest"/);
      const src = html.match(/<script defer src="(static\/js\/index\.[0-9a-f]{8}\.js)"/)?.[1];
      assert.ok(src, html);
      // The served bundle also carries the dev client, so it is read, not run.
      assert.match(await (await fetch(`http://localhost:${port}/${src}`)).text(), /JSON\.stringify\(\{\s*assetPrefix:\s*"auto"\s*\}\)/);
    } finally {
      await server.close();
    }
    for (const [lang, text] of [
      ['en', 'a dev server in production mode (`mode: \'production\'`) uses `output.assetPrefix` and gets `auto` as well'],
      ['zh', '以生产模式（`mode: \'production\'`）运行的开发服务器使用 `output.assetPrefix`，同样会得到 `auto`'],
    ] as const) assert.ok(pageText('guide/basic/static-assets', lang).includes(text), lang);
  });
  test('the public folder is copied for the web-worker target too, only node gets no copy', async () => {
    const dir = makeProject({ 'public/robots.txt': 'User-agent: *\n', 'src/index.js': "console.log('worker');\n" }, 'assets-worker');
    const worker = await buildProject(dir, { output: { target: 'web-worker' } });
    assert.deepEqual(worker.errors, []);
    assert.equal(readText(worker.dist, 'robots.txt'), 'User-agent: *\n');
  });

  test('with output.target "node" the public folder is not copied', () => {
    assert.deepEqual(nodeBuild.errors, []);
    assert.ok(listFiles(nodeBuild.dist).includes('index.js'), listFiles(nodeBuild.dist).join(', '));
    assert.ok(!listFiles(nodeBuild.dist).includes('robots.txt'), listFiles(nodeBuild.dist).join(', '));
  });
  test('with server.base "/app" the dev server serves public files under /app/', async () => {
    const port = await basePort;
    const underBase = await fetch(`http://127.0.0.1:${port}/app/robots.txt`);
    assert.equal(underBase.status, 200);
    assert.equal(await underBase.text(), 'User-agent: *\n');
    const atRoot = await fetch(`http://127.0.0.1:${port}/robots.txt`, { redirect: 'manual' });
    assert.equal(atRoot.status, 404);
  });
  test('Import or public folder: in development a missing public file requested with Accept */* (what fetch() sends) gets index.html with status 200; with Accept application/json, a 404', async () => {
    const port = await basePort;
    const missing = `http://127.0.0.1:${port}/app/data/countries.json`;
    const plain = await fetch(missing);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.match(await plain.text(), /^<!DOCTYPE html><html><head><title>Rsbuild App<\/title>/);
    assert.equal((await fetch(missing, { headers: { accept: '*/*' } })).status, 200);
    const json = await fetch(missing, { headers: { accept: 'application/json' } });
    assert.equal(json.status, 404);
    await json.body?.cancel();
    // The header is searched for the texts text/html and */*: text/*, which allows HTML, is not one of them.
    const wildcard = await fetch(missing, { headers: { accept: 'text/*' } });
    assert.equal(wildcard.status, 404);
    await wildcard.body?.cancel();
    assert.ok(pageText('guide/basic/static-assets', 'en').includes('contains the text `text/html` or `*/*` (`text/*` does not count)'));
    assert.ok(pageText('guide/basic/static-assets', 'zh').includes('含有 `text/html` 或 `*/*` 字样（`text/*` 不算）'));
  });
  test('Import or public folder: only GET or HEAD gets the fallback; a missing file requested without an Accept header, or by POST, gets a 404', async () => {
    const port = await basePort;
    const status = (method: string, headers: Record<string, string>) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: '/app/data/countries.json', method, headers, timeout: 30_000 }, (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
        request.on('error', reject);
        request.end();
      });
    assert.equal(await status('GET', {}), 404);
    assert.equal(await status('POST', { accept: '*/*' }), 404);
    assert.equal(await status('HEAD', { accept: '*/*' }), 200);
  });
  test('Import or public folder: without an entry named index (so no index.html) a missing file gets a 404 even with Accept */*; /favicon.ico at the root gets a 204', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/main.js': "console.log('main');\n", 'public/robots.txt': 'User-agent: *\n' }, 'assets-no-index');
    // writeToDisk leaves the output in dist for the preview server below.
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', dev: { writeToDisk: true }, source: { entry: { main: './src/main.js' } }, server: { port: await freePort(), printUrls: false } } });
    const { port, server } = await within(rsbuild.startDevServer(), 60_000, 'the dev server of an app with a main entry');
    try {
      // The dev middleware answers once the first compilation is done.
      const page = await within(fetch(`http://127.0.0.1:${port}/main.html`), 60_000, 'main.html');
      assert.equal(page.status, 200);
      await page.body?.cancel();
      // Without server.base, the public folder is served at the server root.
      const robots = await fetch(`http://127.0.0.1:${port}/robots.txt`);
      assert.equal(robots.status, 200);
      assert.equal(await robots.text(), 'User-agent: *\n');
      const missing = await fetch(`http://127.0.0.1:${port}/data/countries.json`, { headers: { accept: '*/*' } });
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
      const icon = await fetch(`http://127.0.0.1:${port}/favicon.ico`, { headers: { accept: 'text/html' } });
      assert.equal(icon.status, 204);
      assert.equal(await icon.text(), '');
    } finally {
      await server.close();
    }
    assert.ok(listFiles(path.join(dir, 'dist')).includes('main.html'));
    assert.deepEqual(await previewStatuses(dir, {}), { '/about': 404, '/main.html': 200 });
  });
  test('Import or public folder: with html.outputStructure nested (index/index.html) a missing file gets a 404 from rsbuild dev and rsbuild preview', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': "console.log('nested');\n" }, 'assets-nested');
    const config = { html: { outputStructure: 'nested' as const } };
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent', dev: { writeToDisk: true }, server: { port: await freePort(), printUrls: false } } });
    const { port, server } = await within(rsbuild.startDevServer(), 60_000, 'the dev server of a nested app');
    try {
      const page = await within(fetch(`http://127.0.0.1:${port}/index/index.html`), 60_000, 'index/index.html');
      assert.equal(page.status, 200);
      await page.body?.cancel();
      for (const pathname of ['/data/countries.json', '/about']) {
        const missing = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { accept: '*/*' } });
        assert.equal(missing.status, 404, pathname);
        await missing.body?.cancel();
      }
    } finally {
      await server.close();
    }
    assert.ok(listFiles(path.join(dir, 'dist')).includes('index/index.html'));
    assert.deepEqual(await previewStatuses(dir, config), { '/about': 404, '/index/index.html': 200 });
    for (const [lang, text, gone] of [
      ['en', 'has an `index.html` at its root, which an entry named `index` writes in the default flat HTML layout', 'as long as the build has an `index.html`, that is an entry named `index`, as by default'],
      ['zh', '前提是产物目录的根目录下有 `index.html`，即存在名为 `index` 的入口，并且 HTML 采用默认的平铺结构', '也就是存在名为 `index` 的入口（默认如此）'],
    ] as const) {
      const text2 = pageText('guide/basic/static-assets', lang);
      assert.ok(text2.includes(text), lang);
      assert.ok(!text2.includes(gone), lang);
    }
  });
  test('Import or public folder: in Chromium, fetch() of a missing public file from a dev server page gets the HTML with status 200 and response.json() throws', async () => {
    const port = await basePort;
    const { launchChromium } = await import('./harness');
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      // Only the origin matters: the fetch() below runs as soon as the document has arrived.
      await page.goto(`http://127.0.0.1:${port}/app/`, { timeout: 60_000, waitUntil: 'commit' });
      const seen = await page.evaluate(async () => {
        const response = await fetch('/app/data/countries.json');
        const json = await response.clone().json().then(() => 'parsed', (error: Error) => error.name);
        return { status: response.status, type: response.headers.get('content-type'), start: (await response.text()).slice(0, 15), json };
      });
      assert.deepEqual(seen, { status: 200, type: 'text/html; charset=utf-8', start: '<!DOCTYPE html>', json: 'SyntaxError' });
    } finally {
      await browser.close();
    }
  });
  test('Import or public folder: rsbuild preview answers a missing file name with an extension inside a folder with a 404 whatever the Accept header, /favicon.ico with an empty 204, and any other missing path (also a file at the root) with index.html whatever the method and Accept header', async () => {
    const { createRsbuild } = await rsbuildCore();
    // The production build of before() is in defaultsDir/dist; preview serves it.
    const rsbuild = await createRsbuild({ cwd: defaultsDir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
    const { port, server } = await within(rsbuild.preview(), 60_000, 'the preview server');
    try {
      const url = (pathname: string) => `http://127.0.0.1:${port}${pathname}`;
      assert.equal((await fetch(url('/favicon.svg'))).status, 200);
      // No favicon.ico in the build: an empty 204, as from the dev server.
      const icon = await fetch(url('/favicon.ico'), { headers: { accept: '*/*' } });
      assert.equal(icon.status, 204);
      assert.equal(await icon.text(), '');
      for (const accept of ['*/*', 'text/html']) {
        const missing = await fetch(url('/data/countries.json'), { headers: { accept } });
        assert.equal(missing.status, 404, accept);
        await missing.body?.cancel();
      }
      // The server strips the asset prefix (/) before sirv's check for a file name, which then
      // needs a "/" in front: /data/countries.json is one, /countries.json is not.
      for (const [pathname, method, accept] of [['/about', 'GET', 'application/json'], ['/about', 'POST', '*/*'], ['/countries.json', 'GET', '*/*']]) {
        const route = await fetch(url(pathname), { method, headers: { accept } });
        assert.equal(route.status, 200, `${pathname} ${method} ${accept}`);
        // The built index.html of defaultsDir (it links public/favicon.svg).
        assert.match(await route.text(), /^<!DOCTYPE html><html><head><link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"><title>Rsbuild App<\/title>/, `${pathname} ${method} ${accept}`);
      }
    } finally {
      await server.close();
    }
    // The server.htmlFallback table's last column: with false, the preview server gives 404 for the same path.
    const off = await createRsbuild({ cwd: defaultsDir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), printUrls: false, htmlFallback: false } } });
    const closed = await within(off.preview(), 60_000, 'the preview server with htmlFallback false');
    try {
      const missing = await fetch(`http://127.0.0.1:${closed.port}/data/missing.json`, { headers: { accept: '*/*' } });
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
    } finally {
      await closed.server.close();
    }
  });
  test('Import or public folder: the page says so, in both languages', () => {
    assert.ok(pageText('guide/basic/static-assets', 'en').includes('except for `/favicon.ico` (an empty 204, as above) and for a path that ends in a file name with an extension inside a folder, such as `/data/countries.json`, which gets a 404. Without `server.base`, a missing file directly under the root, such as `/countries.json`, still gets `index.html`.'));
    assert.ok(pageText('guide/basic/static-assets', 'en').includes('gets the page\'s HTML from `rsbuild dev` and a 404 from `rsbuild preview`'));
    assert.ok(pageText('guide/basic/static-assets', 'zh').includes('但有两个例外：`/favicon.ico` 与上文一样返回内容为空的 204；位于某个目录下、以带扩展名的文件名结尾的路径（例如 `/data/countries.json`）会得到 404。未设置 `server.base` 时，直接位于根路径下的缺失文件（例如 `/countries.json`）仍然返回 `index.html`。'));
    assert.ok(pageText('guide/basic/static-assets', 'zh').includes('`rsbuild dev` 返回的是页面的 HTML，`rsbuild preview` 返回的则是 404'));
    // The server.htmlFallback page said the preview server answers every missing path with index.html.
    assert.ok(pageText('config/server/html-fallback', 'en').includes('with two exceptions: `/favicon.ico` gets an empty 204 response as in the dev server, and a path that ends in a file name with an extension inside a folder, such as `/data/countries.json`, gets a 404.'));
    assert.ok(pageText('config/server/html-fallback', 'en').includes('| `GET /data/missing.json`, `Accept: */*` | `index.html` | 404 | 404 |'));
    assert.ok(pageText('config/server/html-fallback', 'zh').includes('但有两个例外：`/favicon.ico` 和开发服务器一样得到空的 204 响应；位于某个目录下、以带扩展名的文件名结尾的路径（例如 `/data/countries.json`）会得到 404。'));
    assert.ok(pageText('config/server/html-fallback', 'zh').includes('| `GET /data/missing.json`，`Accept: */*` | `index.html` | 404 | 404 |'));
  });
  test('Import or public folder: a missing /favicon.ico gets an empty 204, also when HTML is accepted', async () => {
    const port = await basePort;
    for (const accept of ['*/*', 'text/html', 'application/json']) {
      const response = await fetch(`http://127.0.0.1:${port}/app/favicon.ico`, { headers: { accept } });
      assert.equal(response.status, 204, accept);
      assert.equal(await response.text(), '', accept);
    }
  });
});

// tsc on a project that references @rsbuild/core/types from src/env.d.ts, as the page shows. Only
// the ES library: the DOM one is not needed here.
const typeOptions: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts'] };
function typeCheck(files: Record<string, string>, extra: ts.CompilerOptions = {}): string {
  const cwd = makeProject(files, 'assets-types');
  const options = { ...typeOptions, ...extra };
  const rootNames = Object.keys(files).filter((file) => file.startsWith('src/')).map((file) => path.join(cwd, file));
  const program = createTypeProgram(ts, { rootNames, options });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return `TS${diagnostic.code}: ${message}`;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${path.relative(cwd, diagnostic.file.fileName)}(${line + 1}): TS${diagnostic.code}: ${message}`;
    })
    .join('\n');
}

describe('Static assets › Type declarations', () => {
  test('with the reference, assets, the three queries, CSS Modules classes and import.meta.env prefixes are strings; an added type needs its own declaration', () => {
    const probe = [
      "import logo from './logo.png';",
      "import u from './icon.png?url';",
      "import i from './style.css?inline';",
      "import r from './snippet.js?raw';",
      "import pdf from './guide.pdf';",
      "import styles from './card.module.css';",
      'export const all: string[] = [logo, u, i, r, pdf, styles.card, import.meta.env.ASSET_PREFIX, import.meta.env.BASE_URL];',
      'export const wrong: number = logo;',
      '',
    ].join('\n');
    const reference = '/// <reference types="@rsbuild/core/types" />\n';
    const pdfModule = "declare module '*.pdf' {\n  const url: string;\n  export default url;\n}\n";
    const withDeclaration = typeCheck({ 'src/env.d.ts': reference + '\n' + pdfModule, 'src/index.ts': probe });
    assert.equal(withDeclaration, "src/index.ts(8): TS2322: Type 'string' is not assignable to type 'number'.");
    const withoutPdf = typeCheck({ 'src/env.d.ts': reference, 'src/index.ts': probe });
    assert.match(withoutPdf, /src\/index\.ts\(5\): TS2307: Cannot find module '\.\/guide\.pdf'/);
    // The other way: "types": ["@rsbuild/core/types"] in tsconfig.json instead of the reference.
    const viaTypes = typeCheck({ 'src/pdf.d.ts': pdfModule, 'src/index.ts': probe }, { types: ['@rsbuild/core/types'] });
    assert.equal(viaTypes, "src/index.ts(8): TS2322: Type 'string' is not assignable to type 'number'.");
  });
  test('the reference declares every extension of the table of supported file types as a string import', () => {
    const extensions = ['png', 'jpg', 'jpeg', 'pjpeg', 'pjp', 'gif', 'bmp', 'webp', 'ico', 'apng', 'avif', 'tif', 'tiff', 'jfif', 'cur', 'svg', 'woff', 'woff2', 'eot', 'ttf', 'otf', 'ttc', 'mp4', 'webm', 'ogg', 'mov', 'mp3', 'wav', 'flac', 'aac', 'm4a', 'opus'];
    const probe = extensions.map((extension, index) => `import a${index} from './file.${extension}';`).join('\n') + `\nexport const all: string[] = [${extensions.map((_, index) => `a${index}`).join(', ')}];\n`;
    assert.equal(typeCheck({ 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n', 'src/index.ts': probe }), '');
    assert.equal(typeCheck({ 'src/index.ts': probe }).split('\n').length, extensions.length);
  });
  test('a types list is an allow-list: with only @rsbuild/core/types, @types/node is no longer included', () => {
    // Buffer comes from @types/node (process.env alone is declared by @rspack/core/module).
    const files = { 'src/index.ts': "import logo from './logo.png';\nexport const url: string = logo;\nexport const size: number = Buffer.byteLength('x');\n" };
    assert.match(typeCheck(files, { types: ['@rsbuild/core/types'] }), /^src\/index\.ts\(3\): TS2591: Cannot find name 'Buffer'/);
    // Control: without a types list, every @types package of node_modules is loaded, @types/node among them.
    assert.equal(typeCheck({ ...files, 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' }, { types: undefined }), '');
  });
});

describe('Static assets › samples', () => {
  test('the rsbuild.config.ts samples (3) and the src/env.d.ts samples (2) type-check as written, in both languages', () => {
    assertPageSamplesTypeCheck(ts, 'guide/basic/static-assets', 3);
    assertPageSamplesTypeCheck(ts, 'guide/basic/static-assets', 2, { title: 'src/env.d.ts' });
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
  test('a root-relative path in url() or in an import is resolved from the project root', () => {
    assert.match(outputFile(noInline.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), /\.bg\{background:url\(\/static\/image\/bg\.[0-9a-f]{8}\.png\)\}/);
    assert.match(outputFile(noInline.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /"static\/image\/favicon\.[0-9a-f]{8}\.png"/);
  });
  test('importing a file from public/ fails with Module not found', () => {
    assert.ok(broken.errors.some((error) => error.includes("Module not found: Can't resolve '/favicon.png'")), broken.errors.join('\n'));
  });
  test('a relative import of a public file builds, as an ordinary hashed asset beside the unchanged copy', () => {
    assert.match(values.publicRel, /^\/static\/image\/favicon\.[0-9a-f]{8}\.png$/);
    assert.ok(listFiles(app.dist).includes(values.publicRel.slice(1)));
    assert.ok(listFiles(app.dist).includes('favicon.png'));
  });
});
