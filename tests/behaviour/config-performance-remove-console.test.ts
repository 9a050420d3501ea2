// docs/{en,zh}/config/performance/remove-console: what @rsbuild/core 1.7.6 removes with `true` and
// with an array, in a minified production build, and that unminified builds keep every call. One
// production build and one development build, each with one environment per case.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText, rsbuildCore } from './harness';

const page = 'config/performance/remove-console';

// The page's counter sample, plus one call of each method.
const files = {
  'src/index.js': `let count = 0;
const next = () => {
  count += 1;
  return count;
};

console.log('id', next());
console.info('info-call');
console.warn('warn-call');
console.error('error-call');
console.table(['table-call']);
globalThis.result = count;
`,
  // Calls whose value is used, and calls that do not name console.<method> directly.
  'src/used.js': `globalThis.arrow = () => console.log('arrow-body');
globalThis.returned = function () {
  return console.info('returned');
};
window.console.log('window-console');
const { log } = console;
log('destructured');
`,
};

type Case = 'all' | 'log' | 'logInfo' | 'noMinify' | 'always' | 'merged';

/** Runs a bundle with a console that records the methods called; gives the calls and `count`. */
function run(js: string) {
  const calls: string[] = [];
  const record = (method: string) => (...args: unknown[]) => calls.push(`${method} ${args.map(String).join(' ')}`);
  const sandbox: Record<string, any> = {
    console: { log: record('log'), info: record('info'), warn: record('warn'), error: record('error'), table: record('table') },
  };
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  vm.runInNewContext(js, sandbox);
  return { calls, count: sandbox.result as number };
}

describe('performance.removeConsole', () => {
  const dir = makeProject(files, 'remove-console');
  const js = {} as Record<Case, string>;

  before(async () => {
    const env = (name: Case, config: Record<string, any>) => ({ [name]: { ...config, output: { ...config.output, distPath: { root: `dist/${name}` } } } });
    const production = await buildProject(dir, {
      mode: 'production',
      source: { entry: { index: './src/index.js', used: './src/used.js' } },
      output: { filenameHash: false },
      environments: {
        ...env('all', { performance: { removeConsole: true } }),
        ...env('log', { performance: { removeConsole: ['log'] } }),
        ...env('logInfo', { performance: { removeConsole: ['log', 'info'] } }),
        // Own compress options beside the generated pure_funcs.
        ...env('merged', { performance: { removeConsole: ['log'] }, output: { minify: { jsOptions: { minimizerOptions: { compress: { pure_funcs: ['console.info'] } } } } } }),
        ...env('noMinify', { performance: { removeConsole: true }, output: { minify: { js: false } } }),
      },
    });
    assert.deepEqual(production.errors, []);
    const development = await buildProject(dir, {
      mode: 'development',
      output: { filenameHash: false },
      environments: {
        ...env('always', { performance: { removeConsole: true }, output: { minify: { js: 'always' } } }),
      },
    });
    assert.deepEqual(development.errors, []);
    for (const name of ['all', 'log', 'logInfo', 'noMinify', 'always', 'merged'] as Case[]) {
      js[name] = outputFile(path.join(dir, 'dist', name), /^static\/js\/index\.js$/);
    }
  });

  test('calls whose value is used stay with an array; true removes them; calls not written as console.<method>() stay with both', () => {
    const used = (name: Case) => outputFile(path.join(dir, 'dist', name), /^static\/js\/used\.js$/);
    assert.equal(used('all'), '(()=>{globalThis.arrow=()=>void 0,globalThis.returned=function(){},window.console.log("window-console");let{log:o}=console;o("destructured")})();');
    assert.equal(used('logInfo'), '(()=>{globalThis.arrow=()=>console.log("arrow-body"),globalThis.returned=function(){return console.info("returned")},window.console.log("window-console");let{log:o}=console;o("destructured")})();');
    assert.ok(pageText(page, 'en').includes("An array removes the listed methods' calls only where nothing uses the value the call returns"));
    assert.ok(pageText(page, 'en').includes('`window.console.log()` or a `log` taken out of `console` by destructuring'));
    assert.ok(pageText(page, 'zh').includes('数组形式只会移除返回值未被使用的调用'));
    assert.ok(pageText(page, 'zh').includes('`window.console.log()`，或通过解构从 `console` 中取出的 `log`'));
  });

  test('true removes every console call, and the side effects of its arguments', () => {
    assert.deepEqual(run(js.all), { calls: [], count: 0 });
    assert.doesNotMatch(js.all, /console\./);
  });

  test("['log'] removes console.log only, and still evaluates its arguments", () => {
    assert.deepEqual(run(js.log), { calls: ['info info-call', 'warn warn-call', 'error error-call', 'table table-call'], count: 1 });
  });

  test("['log', 'info'] keeps console.warn and console.error", () => {
    assert.deepEqual(run(js.logInfo), { calls: ['warn warn-call', 'error error-call', 'table table-call'], count: 1 });
  });

  test('a production build with minify.js false keeps every call', () => {
    assert.deepEqual(run(js.noMinify).calls, ['log id 1', 'info info-call', 'warn warn-call', 'error error-call', 'table table-call']);
  });

  test("a development build with minify.js 'always' removes the calls", () => {
    assert.deepEqual(run(js.always), { calls: [], count: 0 });
  });

  test('Notes: own compress options in output.minify jsOptions are merged with the generated ones', () => {
    assert.deepEqual(run(js.merged), { calls: ['warn warn-call', 'error error-call', 'table table-call'], count: 1 });
  });
});

describe('performance.removeConsole: Notes', () => {

  test('when configs are merged, a later array replaces the earlier one', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const merged = mergeRsbuildConfig({ performance: { removeConsole: ['log', 'info'] } }, { performance: { removeConsole: ['warn'] } });
    assert.deepEqual(merged.performance?.removeConsole, ['warn']);
  });
});
