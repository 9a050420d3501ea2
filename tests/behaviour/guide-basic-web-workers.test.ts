// guide/basic/web-workers: what a production build makes of `new Worker(new URL(...))`,
// SharedWorker, module workers, a `web-worker` environment, and the mistakes the page names.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertPageSamplesTypeCheck, buildProject, createTypeProgram, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runTsc, startCli, tscProject, waitFor, withoutInstalledPackages, writeProjectFiles, type BuildResult, launchChromium } from './harness';

const workerSources = {
  'src/math.ts': "export const fib = (n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2));\nexport const MATH_MARK = 'math-module-mark';\n",
  'src/fib.worker.ts': "import { fib, MATH_MARK } from './math';\nself.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage([fib(event.data), MATH_MARK, import.meta.env.MODE]);\n  import('./lazy').then((m) => m.lazy());\n};\n",
  'src/lazy.ts': "export const lazy = () => 'lazy-module-mark';\n",
  'src/plain.worker.ts': "export type PlainApi = { mark: string };\nself.onmessage = () => self.postMessage('plain-worker-mark');\n",
  'src/counter.worker.ts': "declare const self: SharedWorkerGlobalScope;\nself.onconnect = (event: MessageEvent) => event.ports[0].postMessage('counter-mark');\nexport {};\n",
};
const pageIndex = [
  "import { MATH_MARK } from './math';",
  // A plain import (no `type`) of a name that is only a type in the worker file.
  "import { PlainApi } from './plain.worker';",
  'const typed: PlainApi | undefined = undefined;',
  'console.log(typed);',
  "const worker = new Worker(new URL('./fib.worker.ts', import.meta.url), { name: 'fib-worker', type: 'module' });",
  'worker.postMessage(30);',
  "const plain = new Worker(new URL('./plain.worker.ts', import.meta.url));",
  "const counter = new SharedWorker(new URL('./counter.worker.ts', import.meta.url), { name: 'counter' });",
  'console.log(MATH_MARK, plain, counter);',
  '',
].join('\n');

const appDir = makeProject({ ...workerSources, 'src/index.ts': pageIndex }, 'workers-app');
const moduleDir = makeProject({ ...workerSources, 'src/index.ts': pageIndex }, 'workers-module');
const envDir = makeProject(
  {
    'src/index.ts': "const worker = new Worker(`${import.meta.env.ASSET_PREFIX}/workers/worker.js`);\nconsole.log(worker);\n",
    'src/worker.ts': "self.onmessage = () => import('./lazy').then((m) => self.postMessage(m.lazy()));\n",
    'src/lazy.ts': "export const lazy = () => 'env-lazy-mark';\n",
  },
  'workers-env',
);
const envModuleDir = makeProject({ 'src/worker.ts': 'export {};\n', 'src/index.ts': 'export {};\n' }, 'workers-env-module');
const splitDir = makeProject(
  {
    ...workerSources,
    'src/index.ts': "const workerUrl = new URL('./fib.worker.ts', import.meta.url);\nconst worker = new Worker(workerUrl);\nconsole.log(worker);\n",
  },
  'workers-split',
);

// A plain string in the constructor, and a worker that accepts its own updates, built for production.
const stringDir = makeProject(
  {
    ...workerSources,
    'src/hot.worker.ts': "self.onmessage = () => self.postMessage('hot-prod-mark');\n\nimport.meta.webpackHot?.accept();\n",
    'src/index.ts': "const plain = new Worker('./fib.worker.ts');\nconst hot = new Worker(new URL('./hot.worker.ts', import.meta.url), { name: 'hot-worker' });\nconsole.log(plain, hot);\n",
  },
  'workers-string',
);

const envHashDir = makeProject(
  { 'src/index.ts': 'export {};\n', 'src/worker.ts': "self.onmessage = () => self.postMessage('hash-mark');\n" },
  'workers-env-hash',
);

// A dev server with four workers: fib.worker.ts does not accept updates, hot.worker.ts does (as
// the page shows), wasm-bad.worker.ts imports an async module statically and wasm-good.worker.ts
// is the page's fix. add.wasm exports add(i32, i32) → i32 (every byte below 0x80, so it
// survives being written as text).
const addWasm = Buffer.from('0061736d0100000001070160027f7f017f030201000707010361646400000a09010700200020016a0b', 'hex').toString('latin1');
const devDir = makeProject(
  {
    'src/add.wasm': addWasm,
    'src/math.ts': workerSources['src/math.ts'],
    'src/fib.worker.ts': "import { fib } from './math';\n\nself.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage(['fib', 'v1', fib(event.data)]);\n};\n",
    'src/hot.worker.ts': "self.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage(['hot', 'v1', event.data]);\n};\n\nimport.meta.webpackHot?.accept();\n",
    // An async module that takes a moment: a .wasm file from the dev server's memory sometimes
    // loads before the first message is dispatched, a top-level await of 300 ms never does.
    'src/slow.ts': 'await new Promise((resolve) => setTimeout(resolve, 300));\nexport const one = 1;\n',
    'src/wasm-bad.worker.ts': "import { one } from './slow';\n\nself.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage(['bad', event.data + one]);\n};\n",
    'src/wasm-good.worker.ts':
      "const wasm = import('./add.wasm');\n\nself.onmessage = async (event: MessageEvent<number>) => {\n  const { add } = await wasm;\n  self.postMessage(['good', add(event.data, 1)]);\n};\n",
    // Hot workers with a listener added by addEventListener: one without and one with dispose().
    'src/listen.worker.ts': "const reply = (event: MessageEvent<number>) => self.postMessage(['listen', 'v1', event.data]);\nself.addEventListener('message', reply);\n\nimport.meta.webpackHot?.accept();\n",
    'src/dispose.worker.ts': "const reply = (event: MessageEvent<number>) => self.postMessage(['dispose', 'v1', event.data]);\nself.addEventListener('message', reply);\n\nimport.meta.webpackHot?.accept();\nimport.meta.webpackHot?.dispose(() => self.removeEventListener('message', reply));\n",
    'src/index.ts': [
      'const workers = [',
      "  new Worker(new URL('./listen.worker.ts', import.meta.url), { name: 'listen-worker' }),",
      "  new Worker(new URL('./dispose.worker.ts', import.meta.url), { name: 'dispose-worker' }),",
      "  new Worker(new URL('./fib.worker.ts', import.meta.url), { name: 'fib-worker' }),",
      "  new Worker(new URL('./hot.worker.ts', import.meta.url), { name: 'hot-worker' }),",
      "  new Worker(new URL('./wasm-bad.worker.ts', import.meta.url), { name: 'wasm-bad' }),",
      "  new Worker(new URL('./wasm-good.worker.ts', import.meta.url), { name: 'wasm-good' }),",
      '];',
      'for (const worker of workers) {',
      "  worker.onmessage = (event) => console.log('reply ' + JSON.stringify(event.data));",
      '  worker.postMessage(1);',
      '}',
      '(window as any).ask = (n: number) => workers.forEach((worker) => worker.postMessage(n));',
      '',
    ].join('\n'),
  },
  'workers-dev',
);

const workerEnvironments = (extraOutput: Record<string, unknown> = {}) => ({
  environments: {
    web: { source: { entry: { index: './src/index.ts' } } },
    worker: {
      source: { entry: { worker: './src/worker.ts' } },
      output: { target: 'web-worker' as const, distPath: { js: 'workers' }, filename: { js: '[name].js' }, ...extraOutput },
    },
  },
});

let app: BuildResult;
let moduleOutput: BuildResult;
let env: BuildResult;
let split: BuildResult;
let stringBuild: BuildResult;
let envHash: BuildResult;
let cdn: BuildResult;
let envModuleError: unknown;
const cdnDir = makeProject({ ...workerSources, 'src/index.ts': pageIndex }, 'workers-cdn');
// The same app built (not served) in development mode.
const devModeDir = makeProject({ ...workerSources, 'src/index.ts': pageIndex }, 'workers-dev-mode');
let devMode: BuildResult;

before(async () => {
  [app, moduleOutput, env, split, envHash, cdn, devMode] = await Promise.all([
    buildProject(appDir),
    buildProject(moduleDir, { output: { module: true } }),
    buildProject(envDir, workerEnvironments()),
    buildProject(splitDir),
    // A third environment: the same worker with output.filenameHash: false instead of filename.js.
    buildProject(envHashDir, {
      environments: {
        ...workerEnvironments({ filename: {} }).environments,
        noHash: { source: { entry: { worker: './src/worker.ts' } }, output: { target: 'web-worker', distPath: { root: 'dist/no-hash', js: 'workers' }, filenameHash: false } },
      },
    }),
    // The page's fix for a CDN asset prefix.
    buildProject(cdnDir, { output: { assetPrefix: 'https://cdn.example.com/' }, tools: { rspack: { output: { workerPublicPath: '/' } } } }),
    buildProject(devModeDir, { mode: 'development' }),
  ]);
  // Also without hashes (output.filenameHash: false), for the named worker's production file name.
  stringBuild = await buildProject(stringDir, { mode: 'production', output: { filenameHash: false } });
  envModuleError = await buildProject(envModuleDir, workerEnvironments({ module: true })).then(
    () => undefined,
    (error: unknown) => error,
  );
});

const asyncJs = (result: BuildResult) => listFiles(result.dist).filter((file) => file.startsWith('static/js/async/') && file.endsWith('.js'));

describe('Use Web Workers › Create a worker', () => {
  test('the named worker is bundled to static/js/async/fib-worker.[hash].js with its imports', () => {
    assert.deepEqual(app.errors, []);
    const worker = outputFile(app.dist, /^static\/js\/async\/fib-worker\.[0-9a-f]{8}\.js$/);
    assert.match(worker, /math-module-mark/);
  });
  test('in development mode the named worker file has no hash: static/js/async/fib-worker.js', () => {
    assert.deepEqual(devMode.errors, []);
    assert.ok(listFiles(devMode.dist).includes('static/js/async/fib-worker.js'), listFiles(devMode.dist).join(', '));
    assert.ok(!listFiles(devMode.dist).some((file) => /fib-worker\.[0-9a-f]{8}\.js$/.test(file)));
  });
  test('a module both import is bundled into the page and the worker separately', () => {
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /math-module-mark/);
    assert.match(outputFile(app.dist, /^static\/js\/async\/fib-worker\.[0-9a-f]{8}\.js$/), /math-module-mark/);
  });
  test("the page's example of a module both import is conditional: its src/index.ts sample does not import math.ts", () => {
    for (const lang of ['en', 'zh'] as const) {
      const [page] = pageSamples('guide/basic/web-workers', lang, 'src/index.ts');
      assert.match(page, /new Worker\(new URL\('\.\/fib\.worker\.ts'/, lang);
      assert.doesNotMatch(page, /math/, lang);
    }
    assert.match(pageText('guide/basic/web-workers', 'en'), /A module that both the page and the worker import \(`math\.ts` here, if `src\/index\.ts` imported it too\) is bundled into both and runs separately in each of them/);
    assert.match(pageText('guide/basic/web-workers', 'zh'), /页面和 worker 都导入的模块（比如这里的 `math\.ts`，假如 `src\/index\.ts` 也导入了它）会被分别打包进两边，并在两边各自运行一份/);
  });
  test('with output.filenameHash: false, a production build names the worker static/js/async/hot-worker.js, without a hash', () => {
    const files = listFiles(stringBuild.dist).filter((file) => file.startsWith('static/js/async/'));
    assert.deepEqual(files, ['static/js/async/hot-worker.js']);
    assert.ok(pageText('guide/basic/web-workers', 'en').includes('(without the hash when [output.filenameHash](/config/output/filename-hash) is `false`)'));
    assert.ok(pageText('guide/basic/web-workers', 'zh').includes('（[output.filenameHash](/config/output/filename-hash) 为 `false` 时不带哈希）'));
  });
  test('the worker is compiled like the rest: import.meta.env.MODE is replaced', () => {
    const worker = outputFile(app.dist, /^static\/js\/async\/fib-worker\.[0-9a-f]{8}\.js$/);
    assert.match(worker, /"production"/);
    assert.doesNotMatch(worker, /import\.meta/);
  });
  test('an unnamed worker gets a numeric file name', () => {
    const plain = asyncJs(app).filter((file) => readText(app.dist, file).includes('plain-worker-mark'));
    assert.equal(plain.length, 1);
    assert.match(plain[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
  });
  test('the page computes the worker URL from the asset prefix (__webpack_require__.p) at run time', () => {
    const page = outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(page, /new Worker\(new URL\(\w+\.p\+\w+\.u\(/);
  });
  test('import() inside the worker makes another async file, loaded with importScripts', () => {
    assert.ok(asyncJs(app).some((file) => readText(app.dist, file).includes('lazy-module-mark') && !file.includes('fib-worker')));
    assert.match(outputFile(app.dist, /^static\/js\/async\/fib-worker\.[0-9a-f]{8}\.js$/), /importScripts/);
  });
  test('with output.module: true, the worker loads the file of its import() with a native import(), not importScripts', () => {
    const worker = outputFile(moduleOutput.dist, /^static\/js\/async\/fib-worker\.[0-9a-f]{8}\.js$/);
    assert.doesNotMatch(worker, /importScripts/);
    assert.match(worker, /import\("\.\.\/\.\.\/\.\.\/"\+\w+\.u\(/);
    assert.ok(asyncJs(moduleOutput).some((file) => readText(moduleOutput.dist, file).includes('lazy-module-mark') && !file.includes('fib-worker')));
  });
});

describe('Use Web Workers › Module workers', () => {
  test("by default, type: 'module' is removed and the worker is a classic script", () => {
    const page = outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    // The options are kept, and type is overwritten with undefined after them.
    assert.ok(page.includes('Object.assign({},{name:"fib-worker",type:"module"},{type:void 0})'), page);
  });
  test("with output.module: true, every worker is created with type: 'module'", () => {
    assert.deepEqual(moduleOutput.errors, []);
    const page = outputFile(moduleOutput.dist, /^static\/js\/index\.[0-9a-f]{8}\.(m?js)$/);
    assert.equal(page.match(/type:"module"/g)?.length, 3, page);
  });
});

describe('Use Web Workers › Call a worker like a module', () => {
  test("importing only a type from a worker file, even without `type`, bundles none of the worker's code into the page", () => {
    const page = outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.doesNotMatch(page, /plain-worker-mark/);
    assert.doesNotMatch(page, /PlainApi/);
  });
});

describe('Use Web Workers › Shared workers', () => {
  test('a named SharedWorker becomes static/js/async/counter.[hash].js', () => {
    assert.match(outputFile(app.dist, /^static\/js\/async\/counter\.[0-9a-f]{8}\.js$/), /counter-mark/);
  });
});

describe('Use Web Workers › Shared workers (the samples in Chromium)', () => {
  // The page's two files as written, built for production and served from a local HTTP server
  // (one origin for every tab of one browser context).
  test('every tab that connects to the same script and name talks to one instance (connections: 1, then 2); another name starts a new one', async () => {
    const [workerSample] = pageSamples('guide/basic/web-workers', 'en', 'src/counter.worker.ts');
    const indexSample = pageSamples('guide/basic/web-workers', 'en', 'src/index.ts').find((sample) => sample.includes('new SharedWorker('));
    assert.ok(indexSample);
    // Both languages show the same code.
    assert.deepEqual(pageSamples('guide/basic/web-workers', 'zh', 'src/counter.worker.ts'), [workerSample]);
    assert.ok(pageSamples('guide/basic/web-workers', 'zh', 'src/index.ts').includes(indexSample));
    const dir = makeProject({ 'src/counter.worker.ts': workerSample, 'src/index.ts': indexSample }, 'workers-shared');
    const result = await buildProject(dir);
    assert.deepEqual(result.errors, []);
    const [workerFile] = listFiles(result.dist).filter((file) => /^static\/js\/async\/counter\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(workerFile, listFiles(result.dist).join(', '));
    const server = http.createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const file = path.join(result.dist, pathname === '/' ? 'index.html' : pathname);
      if (!existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(readFileSync(file));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const openTab = async () => {
        const logs: string[] = [];
        const tab = await context.newPage();
        // Only the sample's lines (the browser also logs the 404 of /favicon.ico).
        tab.on('console', (message) => void (message.text().startsWith('connections') && logs.push(message.text())));
        await tab.goto(`http://127.0.0.1:${port}/`);
        await waitFor('a message from the shared worker', () => logs.length > 0, 30_000);
        return { tab, logs };
      };
      const first = await openTab();
      assert.deepEqual(first.logs, ['connections: 1']);
      const second = await openTab();
      assert.deepEqual(second.logs, ['connections: 2']);
      // The same script under another name is another instance; the same name reaches the first one.
      const connect = (name: string) =>
        second.tab.evaluate(
          ([url, workerName]) =>
            new Promise<string>((resolve) => {
              new SharedWorker(url, { name: workerName }).port.onmessage = (event: MessageEvent<string>) => resolve(event.data);
            }),
          [`/${workerFile}`, name],
        );
      assert.equal(await connect('counter-2'), 'connections: 1');
      assert.equal(await connect('counter'), 'connections: 3');
    } finally {
      await browser.close();
      server.close();
    }
  });
});

describe('Use Web Workers › Shared workers (types)', () => {
  test('the declare const self line is removed from the output', () => {
    assert.doesNotMatch(outputFile(app.dist, /^static\/js\/async\/counter\.[0-9a-f]{8}\.js$/), /SharedWorkerGlobalScope|declare/);
  });
});

describe('Use Web Workers › Build a worker as its own environment', () => {
  test('the web-worker environment writes dist/workers/worker.js as one file with its dynamic import, and no HTML', () => {
    assert.deepEqual(env.errors, []);
    const files = listFiles(env.dist);
    assert.ok(files.includes('workers/worker.js'), files.join(', '));
    assert.match(readText(env.dist, 'workers/worker.js'), /env-lazy-mark/);
    assert.deepEqual(files.filter((file) => file.endsWith('.html')), ['index.html']);
    assert.ok(!files.some((file) => file.startsWith('workers/') && file !== 'workers/worker.js'), files.join(', '));
  });
  test('without output.filename.js, the production file name has a hash', () => {
    assert.deepEqual(envHash.errors, []);
    assert.match(outputFile(path.join(envHashDir, 'dist'), /^workers\/worker\.[0-9a-f]{8}\.js$/), /hash-mark/);
  });
  test('with output.filenameHash: false instead of output.filename.js, the production file is workers/worker.js', () => {
    assert.deepEqual(listFiles(path.join(envHashDir, 'dist/no-hash')), ['workers/worker.js']);
    assert.match(readText(path.join(envHashDir, 'dist/no-hash'), 'workers/worker.js'), /hash-mark/);
    assert.ok(pageText('guide/basic/web-workers', 'en').includes('unless you set `output.filename.js`, as above, or turn hashes off with [output.filenameHash](/config/output/filename-hash) set to `false`'));
    assert.ok(pageText('guide/basic/web-workers', 'zh').includes('或者把 [output.filenameHash](/config/output/filename-hash) 设为 `false` 关闭哈希'));
  });
  test('in rsbuild dev, the dev server serves workers/worker.js without HMR runtime or dev client', async () => {
    const { createRsbuild } = await rsbuildCore();
    const port = await freePort();
    const dir = makeProject(
      {
        'src/index.ts': "const worker = new Worker(`${import.meta.env.ASSET_PREFIX}/workers/worker.js`);\nconsole.log(worker);\n",
        'src/worker.ts': "self.onmessage = () => self.postMessage('dev-worker-mark');\n",
      },
      'workers-env-dev',
    );
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'silent', server: { port }, ...workerEnvironments() } });
    const { server } = await rsbuild.startDevServer();
    try {
      const get = async (file: string) => (await fetch(`http://localhost:${port}/${file}`)).text();
      const worker = await get('workers/worker.js');
      assert.match(worker, /dev-worker-mark/);
      assert.doesNotMatch(worker, /WebSocket|webpackHotUpdate/);
      // The web environment, for contrast: the HMR runtime in index.js, the dev client in a chunk.
      assert.match(await get('static/js/index.js'), /webpackHotUpdate/);
      const pageFiles = [...new Set((await get('rsbuild-dev-server')).match(/static\/js\/[^"<]+\.js(?=["<])/g) ?? [])];
      const pageTexts = await Promise.all(pageFiles.map(get));
      assert.ok(pageTexts.some((text) => /WebSocket/.test(text)), pageFiles.join(', '));
    } finally {
      await server.close();
    }
  });
  test('output.module in a web-worker environment stops the build', () => {
    assert.match(String(envModuleError), /`output.module` is not supported for web-worker target\./);
  });
  test('a worker that the web-worker entry creates with new Worker(new URL()) becomes a second script, workers/async/<number>.js in production', async () => {
    const dir = makeProject(
      {
        'src/index.ts': "const worker = new Worker(`${import.meta.env.ASSET_PREFIX}/workers/worker.js`);\nconsole.log(worker);\n",
        'src/worker.ts': "const inner = new Worker(new URL('./inner.ts', import.meta.url));\nself.onmessage = (event) => inner.postMessage(event.data);\n",
        'src/inner.ts': "self.onmessage = () => self.postMessage('inner-worker-mark');\n",
      },
      'workers-env-nested',
    );
    const nested = await buildProject(dir, { mode: 'production', ...workerEnvironments() });
    assert.deepEqual(nested.errors, []);
    const workerFiles = listFiles(nested.dist).filter((file) => file.startsWith('workers/'));
    assert.equal(workerFiles.length, 2, workerFiles.join(', '));
    assert.ok(workerFiles.includes('workers/worker.js'), workerFiles.join(', '));
    const [inner] = workerFiles.filter((file) => /^workers\/async\/\d+\.js$/.test(file));
    assert.ok(inner, workerFiles.join(', '));
    assert.match(readText(nested.dist, inner), /inner-worker-mark/);
    assert.doesNotMatch(readText(nested.dist, 'workers/worker.js'), /inner-worker-mark/);
    // The outer worker starts it at run time, from its own public path.
    assert.match(readText(nested.dist, 'workers/worker.js'), /new Worker\(new URL\(/);
  });
  test("with output.assetPrefix: 'auto', the page's new Worker() URL becomes auto/workers/worker.js in production", async () => {
    const dir = makeProject(
      {
        'src/index.ts': "const worker = new Worker(`${import.meta.env.ASSET_PREFIX}/workers/worker.js`);\nconsole.log(worker);\n",
        'src/worker.ts': "self.onmessage = () => self.postMessage('auto-mark');\n",
      },
      'workers-env-auto',
    );
    const auto = await buildProject(dir, { mode: 'production', output: { assetPrefix: 'auto' }, ...workerEnvironments() });
    assert.deepEqual(auto.errors, []);
    assert.match(outputFile(auto.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /new Worker\("auto\/workers\/worker\.js"\)/);
  });
  test("the page gives both conditions (a nested worker, output.assetPrefix: 'auto'), in en and zh", () => {
    const en = pageText('guide/basic/web-workers', 'en');
    const zh = pageText('guide/basic/web-workers', 'zh');
    assert.match(en, /A worker that the entry itself creates with `new Worker\(new URL\('\.\/inner\.ts', import\.meta\.url\)\)` is the exception: it becomes a second script under `workers\/async\/` \(in production with a numeric name, such as `workers\/async\/551\.js`\)/);
    assert.match(zh, /例外是入口自己通过 `new Worker\(new URL\('\.\/inner\.ts', import\.meta\.url\)\)` 创建的 worker：它会成为 `workers\/async\/` 下的第二个脚本（生产构建中文件名是数字，例如 `workers\/async\/551\.js`）/);
    assert.doesNotMatch(en, /so each entry produces exactly one script/);
    assert.match(en, /This URL does not hold with `output\.assetPrefix: 'auto'`: in a production build `import\.meta\.env\.ASSET_PREFIX` is then the text `auto`, and the page asks for `auto\/workers\/worker\.js`/);
    assert.match(zh, /设置 `output\.assetPrefix: 'auto'` 时这个 URL 不再正确：生产构建中 `import\.meta\.env\.ASSET_PREFIX` 的值是字符串 `auto`，页面会相对于自身地址请求 `auto\/workers\/worker\.js`。/);
  });
});

describe('Use Web Workers › Common problems', () => {
  test('with workerPublicPath: \'/\', the page creates the worker from its own origin; the worker loads chunks from the CDN', () => {
    const page = outputFile(cdn.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(page, /new Worker\(new URL\("\/"\+\w+\.u\(/);
    const worker = outputFile(cdn.dist, /^static\/js\/async\/fib-worker\.[0-9a-f]{8}\.js$/);
    assert.ok(worker.includes('"https://cdn.example.com/"'), worker);
    assert.match(worker, /importScripts/);
  });
  test('a plain string in new Worker() is not bundled: the page keeps the string and no file is emitted for it', () => {
    assert.deepEqual(stringBuild.errors, []);
    const page = outputFile(stringBuild.dist, /^static\/js\/index\.js$/);
    assert.ok(page.includes('new Worker("./fib.worker.ts")'), page);
    const files = listFiles(stringBuild.dist);
    assert.ok(!files.some((file) => readText(stringBuild.dist, file).includes('math-module-mark')), files.join(', '));
    assert.ok(!files.some((file) => file.includes('fib')), files.join(', '));
  });
  test('Edits to a worker do not show up: in production, import.meta.webpackHot?.accept() leaves no HMR call', () => {
    const hot = outputFile(stringBuild.dist, /^static\/js\/async\/hot-worker\.js$/);
    assert.match(hot, /hot-prod-mark/);
    assert.doesNotMatch(hot, /accept|webpackHot|import\.meta/);
  });
  test('Edits to a worker do not show up: a build with mode development puts no dev client into the page or the worker', () => {
    assert.deepEqual(devMode.errors, []);
    const files = listFiles(devMode.dist).filter((file) => file.endsWith('.js'));
    assert.ok(files.includes('static/js/async/fib-worker.js'), files.join(', '));
    for (const file of files) assert.doesNotMatch(readText(devMode.dist, file), /WebSocket|Error overlay unavailable/, file);
  });
  test('a new URL() outside the Worker constructor copies the untranspiled .ts file to static/assets', () => {
    const copied = outputFile(split.dist, /^static\/assets\/fib\.worker\.[0-9a-f]{8}\.ts$/);
    assert.match(copied, /MessageEvent<number>/);
  });
});

describe('Use Web Workers › Common problems (in the browser, rsbuild dev)', () => {
  let browser: Browser;
  let page: Page;
  let server: ReturnType<typeof startCli>;
  const logs: string[] = [];
  const workerLogs: string[] = [];
  const errors: string[] = [];
  const namedErrors: string[] = [];
  const replies = () => logs.filter((line) => line.startsWith('reply '));
  const edit = (file: string, from: string, to: string) => writeFileSync(path.join(devDir, file), readFileSync(path.join(devDir, file), 'utf8').replace(from, to));

  before(async () => {
    const port = await freePort();
    server = startCli(devDir, ['dev', '--port', String(port)], /ready\s+built in/);
    [browser] = await Promise.all([launchChromium(), server.started]);
    page = await browser.newPage();
    page.on('console', (message) => logs.push(message.text()));
    page.on('pageerror', (error) => {
      errors.push(error.message);
      namedErrors.push(`${error.name}: ${error.message}`);
    });
    page.on('worker', (worker) => worker.on('console', (message) => workerLogs.push(`${path.basename(new URL(worker.url()).pathname)}: ${message.text()}`)));
    await page.goto(`http://localhost:${port}/`);
    await waitFor('the first replies and the dev client connected in fib-worker', () => replies().length >= 3 && workerLogs.some((line) => line === 'fib-worker.js: [rsbuild] WebSocket connected.'), 60_000);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('The first messages to a worker are lost: a static import of an async module drops message 1; the page\'s dynamic import of a .wasm file answers it', async () => {
    // On a busy machine wasm-bad may still be loading when message 2 arrives, and drops it too:
    // ask again every few seconds until both workers have answered message 2.
    let asked = 0;
    await waitFor(
      'the replies to message 2',
      async () => {
        if (Date.now() - asked > 5_000) {
          asked = Date.now();
          await page.evaluate(() => (window as any).ask(2));
        }
        return replies().includes('reply ["bad",3]') && replies().includes('reply ["good",3]');
      },
      60_000,
    );
    assert.ok(replies().includes('reply ["good",2]'), replies().join('\n'));
    assert.ok(!replies().includes('reply ["bad",2]'), replies().join('\n'));
  });

  test('the dev client in each worker logs that the error overlay is unavailable', () => {
    assert.ok(
      workerLogs.includes('fib-worker.js: [rsbuild] Error overlay unavailable: Running in non-browser environment. To suppress this message, set `dev.client.overlay: false` in your configuration.'),
      workerLogs.join('\n'),
    );
  });

  test('Edits to a worker do not show up: HMR update failed, then window is not defined, and the old worker keeps running', async () => {
    edit('src/fib.worker.ts', "'v1'", "'v2'");
    await waitFor('the failed update in fib-worker', () => errors.includes('window is not defined'), 60_000);
    const failure = workerLogs.find((line) => line.startsWith('fib-worker.js: [rsbuild] HMR update failed'));
    // The message goes on with the update's propagation, then the stack trace into the worker's script.
    assert.ok(failure?.startsWith('fib-worker.js: [rsbuild] HMR update failed, performing full reload: Error: Aborted because ./src/fib.worker.ts is not accepted\nUpdate propagation: ./src/fib.worker.ts\n    at applyHandler (http://localhost:'), workerLogs.join('\n'));
    assert.ok(namedErrors.includes('ReferenceError: window is not defined'), namedErrors.join('\n'));
    await page.evaluate(() => (window as any).ask(3));
    await waitFor('the reply to message 3', () => replies().includes('reply ["fib","v1",2]'));
    assert.ok(!replies().some((line) => line.includes('"v2"')));
  });

  test('Failed to construct \'Worker\': a worker script on another origin is refused with a SecurityError, in Chromium\'s words', async () => {
    const message = await page.evaluate(() => {
      try {
        new Worker('https://cdn.example.com/static/js/async/fib-worker.e3d1d5ba.js');
        return 'created';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    });
    // Chromium's wording, as the page says; the error is a SecurityError.
    assert.equal(message, `SecurityError: Failed to construct 'Worker': Script at 'https://cdn.example.com/static/js/async/fib-worker.e3d1d5ba.js' cannot be accessed from origin '${new URL(page.url()).origin}'.`);
  });

  test('Build a worker as its own environment: after an edit of the web-worker entry, the page is not reloaded and keeps the old worker until you reload it', async () => {
    const envDevDir = makeProject(
      {
        'rsbuild.config.mjs': `export default ${JSON.stringify(workerEnvironments())};\n`,
        'src/index.ts': "console.log('page loaded');\nconst worker = new Worker(`${import.meta.env.ASSET_PREFIX}/workers/worker.js`);\nworker.onmessage = (event) => console.log('env reply ' + event.data);\n(window as any).askEnv = () => worker.postMessage(1);\n",
        'src/worker.ts': "self.onmessage = () => self.postMessage('v1');\n",
      },
      'workers-env-reload',
    );
    const envServer = startCli(envDevDir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    const envPage = await browser.newPage();
    const envLogs: string[] = [];
    envPage.on('console', (message) => envLogs.push(message.text()));
    try {
      await envServer.started;
      await envPage.goto(`http://localhost:${envServer.port()}/`);
      await waitFor('the dev client connected', () => envLogs.includes('[rsbuild] WebSocket connected.'), 60_000);
      const printed = envServer.output().length;
      writeProjectFiles(envDevDir, { 'src/worker.ts': "self.onmessage = () => self.postMessage('v2');\n" });
      await waitFor('the rebuild of the worker environment', () => /ready\s+built in .+\(worker\)/.test(envServer.output().slice(printed)), 60_000);
      const replies = () => envLogs.filter((line) => line.startsWith('env reply '));
      await envPage.evaluate(() => (window as any).askEnv());
      await waitFor('a reply after the rebuild', () => replies().length > 0, 30_000);
      assert.deepEqual(replies(), ['env reply v1']);
      assert.equal(envLogs.filter((line) => line === 'page loaded').length, 1);
      // A reload by hand starts the new worker.
      await envPage.reload();
      await waitFor('the reply of the new worker', async () => {
        await envPage.evaluate(() => (window as any).askEnv?.());
        return envLogs.includes('env reply v2');
      }, 60_000);
    } finally {
      await envPage.close();
      await envServer.stop();
    }
  });

  test('a worker entry with import.meta.webpackHot?.accept() runs the changed module inside the running worker', async () => {
    edit('src/hot.worker.ts', "'v1'", "'v2'");
    await waitFor(
      'the updated hot-worker',
      async () => {
        await page.evaluate(() => (window as any).ask(4));
        return replies().includes('reply ["hot","v2",4]');
      },
      60_000,
    );
  });
  test('after a hot update, a listener added with addEventListener is added again and answers twice; one removed in webpackHot.dispose() answers once', async () => {
    edit('src/listen.worker.ts', "'v1'", "'v2'");
    edit('src/dispose.worker.ts', "'v1'", "'v2'");
    await waitFor(
      'the updated listen and dispose workers',
      async () => {
        await page.evaluate(() => (window as any).ask(7));
        return replies().includes('reply ["listen","v2",7]') && replies().includes('reply ["dispose","v2",7]');
      },
      60_000,
    );
    await page.evaluate(() => (window as any).ask(8));
    await waitFor('both listeners of listen-worker and the one of dispose-worker', () => replies().includes('reply ["listen","v1",8]') && replies().includes('reply ["listen","v2",8]') && replies().includes('reply ["dispose","v2",8]'), 60_000);
    // The old listener of dispose-worker was removed: message 8 gets no v1 reply from it.
    await page.evaluate(() => (window as any).ask(9));
    await waitFor('the replies to message 9', () => replies().includes('reply ["listen","v2",9]') && replies().includes('reply ["dispose","v2",9]'), 60_000);
    assert.ok(!replies().includes('reply ["dispose","v1",8]'), replies().join('\n'));
    assert.ok(!replies().includes('reply ["dispose","v1",9]'), replies().join('\n'));
  });
});

describe('Use Web Workers › Edits to a worker do not show up during development (dev.hmr and dev.liveReload)', () => {
  test('rsbuild dev puts the dev client into a worker when dev.hmr or dev.liveReload is on, and not when both are off', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/w.worker.ts': "self.onmessage = () => self.postMessage('client-mark');\n", 'src/index.ts': "console.log(new Worker(new URL('./w.worker.ts', import.meta.url), { name: 'w' }));\n" }, 'workers-client');
    const clientModules = async (dev: { hmr: boolean; liveReload: boolean }) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'silent', dev, server: { port: await freePort(), printUrls: false } } });
      const { port, server } = await rsbuild.startDevServer();
      try {
        // The dev middleware answers once the first compilation is done.
        const worker = await (await fetch(`http://localhost:${port}/static/js/async/w.js`)).text();
        assert.match(worker, /client-mark/);
        return [...new Set(worker.match(/@rsbuild\/core\/dist\/client\/\w+\.js/g) ?? [])].sort();
      } finally {
        await server.close();
      }
    };
    const client = ['@rsbuild/core/dist/client/hmr.js', '@rsbuild/core/dist/client/overlay.js'];
    assert.deepEqual(await clientModules({ hmr: true, liveReload: false }), client);
    assert.deepEqual(await clientModules({ hmr: false, liveReload: true }), client);
    assert.deepEqual(await clientModules({ hmr: false, liveReload: false }), []);
  });
});

describe('Use Web Workers › Edits to a worker do not show up during development (dev.client.overlay)', () => {
  // The dev client entry of 1.7.6 (read, not run): overlay.js, which logs "Error overlay
  // unavailable" where there is no document, is imported only when dev.client.overlay is on.
  test('with dev.client.overlay false, the client entry leaves out overlay.js, so workers log nothing and the page has no overlay', () => {
    const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.ok(core.includes("${config.dev.client.overlay ? `import '${toPosixPath((0, external_node_path_.join)(CLIENT_PATH, 'overlay.js'))}';` : ''}"));
    const overlay = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client/overlay.js'), 'utf8');
    assert.ok(overlay.includes("else logger.info('[rsbuild] Error overlay unavailable: Running in non-browser environment. To suppress this message, set `dev.client.overlay: false` in your configuration.');"));
  });
});

describe('Use Web Workers › The first messages to a worker are lost (types)', () => {
  test("the page's wasm.worker.ts needs a declaration for ./add.wasm: TS2307 without one, none with add.d.wasm.ts", async () => {
    const ts = (await plugin<any>('typescript')).default;
    const source = "const wasm = import('./add.wasm');\n\nself.onmessage = async (event: MessageEvent<number>) => {\n  const { add } = await wasm;\n  self.postMessage(add(event.data, 1));\n};\n";
    const check = (files: Record<string, string>) => {
      const dir = makeProject(files, 'workers-wasm-types');
      return ts
        .getPreEmitDiagnostics(
          createTypeProgram(ts, { rootNames: [path.join(dir, 'src/wasm.worker.ts')], options: { lib: ['lib.dom.d.ts', 'lib.es2020.d.ts'], types: [], strict: true, noEmit: true, skipDefaultLibCheck: true, allowArbitraryExtensions: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler } }),
        )
        .map((d: any) => `error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    };
    assert.deepEqual(check({ 'src/wasm.worker.ts': source }), ["error TS2307: Cannot find module './add.wasm' or its corresponding type declarations."]);
    assert.deepEqual(check({ 'src/wasm.worker.ts': source, 'src/add.d.wasm.ts': 'export declare function add(a: number, b: number): number;\n' }), []);
  });
});

describe('Use Web Workers › The first messages to a worker are lost (tsc)', () => {
  test('tsc -p . on the page\'s wasm.worker.ts without a declaration exits with code 2 and prints the TS2307 line; in pretty mode the line, a code frame and "Found 1 error"', async () => {
    const [source] = pageSamples('guide/basic/web-workers', 'en', 'src/wasm.worker.ts');
    // One check serves both pages: they carry the same file.
    assert.deepEqual(pageSamples('guide/basic/web-workers', 'zh', 'src/wasm.worker.ts'), [source]);
    const dir = makeProject(
      {
        'tsconfig.json': JSON.stringify({ compilerOptions: { lib: ['DOM', 'DOM.Iterable', 'ES2020', 'WebWorker'], skipLibCheck: true, target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true }, include: ['src'] }),
        'src/wasm.worker.ts': source,
      },
      'workers-wasm-tsc',
    );
    const plain = tscProject((await plugin<any>('typescript')).default, dir);
    assert.equal(plain.code, 2, plain.output);
    assert.equal(plain.output, "src/wasm.worker.ts(1,21): error TS2307: Cannot find module './add.wasm' or its corresponding type declarations.\n");
    // Pretty output is the real tsc's: tscProject does not print code frames.
    const pretty = await runTsc(dir, ['-p', '.', '--pretty']);
    const text = pretty.output.replace(/\x1b\[[0-9;]*m/g, '');
    assert.ok(text.startsWith("src/wasm.worker.ts:1:21 - error TS2307: Cannot find module './add.wasm' or its corresponding type declarations.\n\n1 const wasm = import('./add.wasm');\n"), text);
    assert.ok(text.includes('Found 1 error in src/wasm.worker.ts:1'), text);
  });
});

describe('Use Web Workers › samples', () => {
  test('the two rsbuild.config.ts samples type-check as written, in both languages', async () => {
    const ts = (await plugin<any>('typescript')).default;
    assertPageSamplesTypeCheck(ts, 'guide/basic/web-workers', 2);
  });
});

describe('Use Web Workers › Type the worker file', () => {
  test('DOM alone lacks DedicatedWorkerGlobalScope; DOM with WebWorker conflicts unless skipLibCheck; the page\'s worker file then checks', async () => {
    const ts = (await plugin<any>('typescript')).default;
    const dir = makeProject(
      {
        'src/double.worker.ts':
          'declare const self: DedicatedWorkerGlobalScope;\n\nself.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage(event.data * 2);\n};\n\nexport {};\n',
      },
      'workers-types',
    );
    const check = (lib: string[], skipLibCheck: boolean) =>
      ts
        .getPreEmitDiagnostics(
          createTypeProgram(ts, { rootNames: [path.join(dir, 'src/double.worker.ts')], options: { lib, skipLibCheck, types: [], strict: true, noEmit: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } }),
        )
        .map((d: any) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    assert.deepEqual(check(['lib.dom.d.ts', 'lib.es2020.d.ts'], true), ["Cannot find name 'DedicatedWorkerGlobalScope'."]);
    const both = ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2020.d.ts', 'lib.webworker.d.ts'];
    assert.ok(check(both, false).some((message: string) => message.startsWith('Definitions of the following identifiers conflict with those in another file')));
    assert.deepEqual(check(both, true), []);
  });

  test('with verbatimModuleSyntax, TypeScript requires import type for a type from the worker file', async () => {
    const ts = (await plugin<any>('typescript')).default;
    const dir = makeProject(
      {
        'src/math.worker.ts': 'const api = { fib: (n: number): number => n };\nexport type MathApi = typeof api;\nself.onmessage = () => api;\n',
        'src/plain.ts': "import { MathApi } from './math.worker';\nexport const math: MathApi | undefined = undefined;\n",
        'src/typed.ts': "import type { MathApi } from './math.worker';\nexport const math: MathApi | undefined = undefined;\n",
      },
      'workers-verbatim',
    );
    const check = (file: string) =>
      ts
        .getPreEmitDiagnostics(
          createTypeProgram(ts, { rootNames: [path.join(dir, file)], options: { lib: ['lib.dom.d.ts', 'lib.es2020.d.ts'], types: [], strict: true, noEmit: true, skipDefaultLibCheck: true, verbatimModuleSyntax: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler } }),
        )
        .map((d: any) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    assert.deepEqual(check('src/plain.ts'), ["'MathApi' is a type and must be imported using a type-only import when 'verbatimModuleSyntax' is enabled."]);
    assert.deepEqual(check('src/typed.ts'), []);
  });
});

describe('Use Web Workers › Type the worker file (a module)', () => {
  test('without an import or export {}, the declare const self line clashes with the global self: TS2451; the page\'s double and shared worker files check', async () => {
    const ts = (await plugin<any>('typescript')).default;
    const body = 'declare const self: DedicatedWorkerGlobalScope;\n\nself.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage(event.data * 2);\n};\n';
    // The page's shared worker file too: WebWorker declares SharedWorkerGlobalScope as well.
    const [shared] = pageSamples('guide/basic/web-workers', 'en', 'src/counter.worker.ts');
    const dir = makeProject({ 'src/script.worker.ts': body, 'src/double.worker.ts': `${body}\nexport {};\n`, 'src/counter.worker.ts': shared }, 'workers-module-scope');
    const check = (...files: string[]) =>
      ts
        .getPreEmitDiagnostics(
          createTypeProgram(ts, { rootNames: files.map((file) => path.join(dir, file)), options: { lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2020.d.ts', 'lib.webworker.d.ts'], skipLibCheck: true, types: [], strict: true, noEmit: true, skipDefaultLibCheck: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } }),
        )
        .map((d: any) => `error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    assert.deepEqual(check('src/script.worker.ts'), ["error TS2451: Cannot redeclare block-scoped variable 'self'."]);
    assert.deepEqual(check('src/double.worker.ts', 'src/counter.worker.ts'), []);
  });
});

describe('Use Web Workers › Edits to a worker do not show up during development (types)', () => {
  test("the page's fib.worker.ts with import.meta.webpackHot?.accept() type-checks with @rsbuild/core/types, and not without (TS2339)", async () => {
    const ts = (await plugin<any>('typescript')).default;
    const dir = makeProject(
      {
        'src/math.ts': 'export const fib = (n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2));\n',
        'src/fib.worker.ts': "import { fib } from './math';\n\nself.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage(fib(event.data));\n};\n\nimport.meta.webpackHot?.accept();\n",
      },
      'workers-hot-types',
    );
    const check = (types: string[]) =>
      ts
        .getPreEmitDiagnostics(
          createTypeProgram(ts, { rootNames: [path.join(dir, 'src/fib.worker.ts')], options: { lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2020.d.ts', 'lib.webworker.d.ts'], skipLibCheck: true, types, strict: true, noEmit: true, skipDefaultLibCheck: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler } }),
        )
        .map((d: any) => `error TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    assert.deepEqual(check(['@rsbuild/core/types']), []);
    assert.deepEqual(check([]), ["error TS2339: Property 'webpackHot' does not exist on type 'ImportMeta'."]);
  });
});

describe('Use Web Workers › Call a worker like a module (the Comlink sample)', () => {
  // comlink is not installed in tools/rsbuild-v1: a stand-in package with the same two exports
  // (written into this fixture's own node_modules) lets the page's two files build as written.
  // Checked by hand on 2026-12-06 with the real packages, installed under /tmp (npm view: comlink
  // latest 4.4.2, worker-rspack-loader latest 3.1.5, repository rstackjs/worker-rspack-loader):
  // - the page's two Comlink files, built by createRsbuild of 1.7.6 with no configuration and
  //   opened in Chromium, logged "fib(20) = 6765", and tsc 5.9.3 checked them with comlink's own
  //   types and no error (the page's tsconfig lib list, skipLibCheck, module ESNext);
  // - worker-rspack-loader registered through tools.rspack (module.rules: test /\.worker\.js$/,
  //   loader 'worker-rspack-loader', options { inline: 'no-fallback' }), with
  //   `import InlineWorker from './inline.worker.js'`, built to index.js alone (the worker inlined,
  //   started from a Blob URL), and the worker answered in Chromium. Its README registers the
  //   loader with a module rule and lists the inline option ('fallback' | 'no-fallback').
  test('the sample builds without configuration: the page keeps its top-level await, the worker gets expose() and the fib code', async () => {
    const dir = withoutInstalledPackages(
      makeProject(
        {
          'src/math.worker.ts': "import { expose } from 'comlink';\n\nconst api = {\n  fib(n: number): number {\n    return n < 2 ? n : api.fib(n - 1) + api.fib(n - 2);\n  },\n};\n\nexport type MathApi = typeof api;\n\nexpose(api);\n",
          'src/index.ts': "import { wrap } from 'comlink';\nimport type { MathApi } from './math.worker';\n\nconst worker = new Worker(new URL('./math.worker.ts', import.meta.url));\nconst math = wrap<MathApi>(worker);\n\nconsole.log('fib(20) =', await math.fib(20));\n",
        },
        'workers-comlink',
      ),
    );
    writeProjectFiles(dir, {
      'node_modules/comlink/package.json': '{ "name": "comlink", "type": "module", "main": "index.js" }\n',
      'node_modules/comlink/index.js': "export const expose = (api) => { self.onmessage = (e) => self.postMessage(['expose-mark', api.fib(e.data)]); };\nexport const wrap = (worker) => new Proxy({}, { get: () => async () => 'wrap-mark' });\n",
    });
    const result = await buildProject(dir);
    assert.deepEqual([...result.errors, ...result.warnings], []);
    const page = outputFile(result.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(page.includes('console.log("fib(20) =",await '), page);
    assert.match(page, /wrap-mark/);
    assert.doesNotMatch(page, /expose-mark/);
    const worker = asyncJs(result).map((file) => readText(result.dist, file)).filter((text) => text.includes('expose-mark'));
    assert.equal(worker.length, 1);
    assert.match(worker[0], /fib\(\w+-1\)\+\w+\.fib\(\w+-2\)/);
  });
});
