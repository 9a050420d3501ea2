// guide/basic/web-workers: what a production build makes of `new Worker(new URL(...))`,
// SharedWorker, module workers, a `web-worker` environment, and the mistakes the page names.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, outputFile, readText, type BuildResult } from './harness';

const workerSources = {
  'src/math.ts': "export const fib = (n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2));\nexport const MATH_MARK = 'math-module-mark';\n",
  'src/fib.worker.ts': "import { fib, MATH_MARK } from './math';\nself.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage([fib(event.data), MATH_MARK]);\n  import('./lazy').then((m) => m.lazy());\n};\n",
  'src/lazy.ts': "export const lazy = () => 'lazy-module-mark';\n",
  'src/plain.worker.ts': "self.onmessage = () => self.postMessage('plain-worker-mark');\n",
  'src/counter.worker.ts': "declare const self: SharedWorkerGlobalScope;\nself.onconnect = (event: MessageEvent) => event.ports[0].postMessage('counter-mark');\nexport {};\n",
};
const pageIndex = [
  "import { MATH_MARK } from './math';",
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
let envModuleError: unknown;

before(async () => {
  [app, moduleOutput, env, split] = await Promise.all([
    buildProject(appDir),
    buildProject(moduleDir, { output: { module: true } }),
    buildProject(envDir, workerEnvironments()),
    buildProject(splitDir),
  ]);
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
  test('a module both import is bundled into the page and the worker separately', () => {
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /math-module-mark/);
  });
  test('an unnamed worker gets a numeric file name', () => {
    const plain = asyncJs(app).filter((file) => readText(app.dist, file).includes('plain-worker-mark'));
    assert.equal(plain.length, 1);
    assert.match(plain[0], /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/);
  });
  test('import() inside the worker makes another async file, loaded with importScripts', () => {
    assert.ok(asyncJs(app).some((file) => readText(app.dist, file).includes('lazy-module-mark') && !file.includes('fib-worker')));
    assert.match(outputFile(app.dist, /^static\/js\/async\/fib-worker\.[0-9a-f]{8}\.js$/), /importScripts/);
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

describe('Use Web Workers › Shared workers', () => {
  test('a named SharedWorker becomes static/js/async/counter.[hash].js', () => {
    assert.match(outputFile(app.dist, /^static\/js\/async\/counter\.[0-9a-f]{8}\.js$/), /counter-mark/);
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
  test('output.module in a web-worker environment stops the build', () => {
    assert.match(String(envModuleError), /`output.module` is not supported for web-worker target\./);
  });
});

describe('Use Web Workers › Common problems', () => {
  test('a new URL() outside the Worker constructor copies the untranspiled .ts file to static/assets', () => {
    const copied = outputFile(split.dist, /^static\/assets\/fib\.worker\.[0-9a-f]{8}\.ts$/);
    assert.match(copied, /MessageEvent<number>/);
  });
});
