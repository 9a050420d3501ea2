// docs/{en,zh}/config/source/decorators.mdx: what the bundles of each version do when run (the
// page's 2022-03 sample as written, the arguments decorators receive, metadata and class fields
// with 'legacy'), that tsconfig.json's experimentalDecorators is not read, source.include for a
// package under node_modules, @rsbuild/plugin-babel, the sample's type check, and the error of an
// unknown version. One build with an environment per case, one that fails, one with Babel.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import { buildProject, makeProject, pageSamples, pageText, plugin, readText, typeCheckProject } from './harness';

const page = 'config/source/decorators';
const [logged] = pageSamples(page, 'en', 'src/logged.ts');
const [cart] = pageSamples(page, 'en', 'src/cart.ts');

const legacySource = `const seen: unknown[] = [];
function record(target: any, key: string, descriptor?: PropertyDescriptor) {
  seen.push(typeof target, key, typeof descriptor);
}
class Product {
  @record name: string = 'pen';
  @record price(rate: number): string { return String(rate); }
}
const product = new Product();
(globalThis as any).result = { seen, name: product.name };
`;

/** Runs a bundle built with the all-in-one chunk split; returns its `result` and what it logged. */
function run(js: string, reflectMetadata = false) {
  const logs: string[] = [];
  const context: Record<string, any> = { console: { log: (message: string) => logs.push(message) } };
  context.self = context;
  if (reflectMetadata) {
    context.Reflect = { ...Reflect, metadata: (key: string, value: { name: string } | { name: string }[]) => () => void logs.push(`${key}: ${Array.isArray(value) ? `[${value.map((type) => type.name)}]` : value.name}`) };
  }
  vm.runInNewContext(js, context);
  return { result: JSON.parse(JSON.stringify(context.result ?? null)), logs };
}

describe('source.decorators', () => {
  const dir = makeProject(
    {
      // Read by nothing: the default version stays 2022-03.
      'tsconfig.json': JSON.stringify({ compilerOptions: { experimentalDecorators: true, emitDecoratorMetadata: true } }),
      'src/logged.ts': logged,
      'src/cart.ts': cart,
      'src/standard.ts': "import { Cart } from './cart';\n\nconst cart = new Cart();\ncart.add('apple');\n(globalThis as any).result = cart.items;\n",
      'src/kinds.ts': `const seen: string[] = [];
function record(value: unknown, context: DecoratorContext) {
  seen.push(typeof value, context.kind, String(context.name));
}
@record
class Shelf {
  @record size = 1;
  @record add() {}
}
new Shelf();
(globalThis as any).result = seen;
export {};
`,
      'src/legacy.ts': legacySource,
      // A class decorator in a file with no import or export, then the same file with export {}.
      'src/script.ts': "function tag(value: unknown, context: ClassDecoratorContext) {}\n\n@tag\nclass Widget {}\n\n(globalThis as any).result = typeof new Widget();\n",
      'src/script-module.ts': "function tag(value: unknown, context: ClassDecoratorContext) {}\n\n@tag\nclass Widget {}\n\n(globalThis as any).result = typeof new Widget();\nexport {};\n",
      'src/library.js': "import { Library } from '../vendor/node_modules/decorated-lib/index.js';\n\nglobalThis.result = new Library().name();\n",
      'vendor/node_modules/decorated-lib/index.js': "function rename(value, context) {\n  return () => `renamed ${context.kind}`;\n}\n\nexport class Library {\n  @rename name() {\n    return 'plain';\n  }\n}\n",
    },
    'decorators',
  );
  const bundle = (env: string) => readText(path.join(dir, 'dist', env), 'static/js/index.js');
  let errors: string[] = [];
  let withoutInclude: string[] = [];
  let babel: { errors: string[]; legacy: string; standard: string };

  before(async () => {
    const env = (name: string, entry: string, more: object = {}) => ({ ...more, source: { entry: { index: entry }, ...(more as { source?: object }).source }, output: { distPath: { root: `dist/${name}` } } });
    const common = { output: { filenameHash: false, minify: false }, performance: { chunkSplit: { strategy: 'all-in-one' as const } } };
    ({ errors } = await buildProject(dir, {
      ...common,
      environments: {
        standard: env('standard', './src/standard.ts'),
        kinds: env('kinds', './src/kinds.ts'),
        legacy: env('legacy', './src/legacy.ts', { source: { decorators: { version: 'legacy' } } }),
        included: env('included', './src/library.js', { source: { include: [/[\\/]decorated-lib[\\/]/] } }),
        script: env('script', './src/script.ts'),
        scriptModule: env('scriptModule', './src/script-module.ts'),
      },
    }));
    ({ errors: withoutInclude } = await buildProject(dir, { ...common, environments: { excluded: env('excluded', './src/library.js') } }));
    const { pluginBabel } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel')>('@rsbuild/plugin-babel');
    const babelResult = await buildProject(dir, {
      ...common,
      plugins: [pluginBabel()],
      environments: {
        babelLegacy: env('babelLegacy', './src/legacy.ts', { source: { decorators: { version: 'legacy' } } }),
        babelStandard: env('babelStandard', './src/standard.ts'),
      },
    });
    babel = { errors: babelResult.errors, legacy: bundle('babelLegacy'), standard: bundle('babelStandard') };
  });

  test('the builds have no errors', () => {
    assert.deepEqual(errors, []);
  });

  test("the page's 2022-03 sample (logged.ts and cart.ts as written) logs calling add and still adds the item, with experimentalDecorators on in tsconfig.json", () => {
    assert.deepEqual(run(bundle('standard')), { result: ['apple'], logs: ['calling add'] });
  });

  test("by default, decorators get (value, context) with context.kind 'method', 'field' and 'class' (methods first, as the proposal says)", () => {
    assert.deepEqual(run(bundle('kinds')).result, ['function', 'method', 'add', 'undefined', 'field', 'size', 'function', 'class', 'Shelf']);
  });

  test("'legacy': decorators get (target, propertyKey, descriptor), SWC emits design:type metadata, and fields are plain assignments", () => {
    assert.deepEqual(run(bundle('legacy')).result, { seen: ['object', 'name', 'undefined', 'object', 'price', 'object'], name: 'pen' });
    const js = bundle('legacy');
    assert.ok(js.includes('_ts_metadata._("design:type", String)'));
    assert.ok(js.includes("this.name = 'pen';"));
    assert.ok(!bundle('kinds').includes('_ts_metadata'));
  });

  test("'legacy': the metadata calls record something only when Reflect.metadata exists", () => {
    assert.deepEqual(run(bundle('legacy')).logs, []);
    assert.deepEqual(run(bundle('legacy'), true).logs, ['design:type: String', 'design:returntype: String', 'design:paramtypes: [Number]', 'design:type: Function']);
  });

  test('by default, a class decorator in a file with no import or export gives a bundle that throws ReferenceError: Widget is not defined; export {} avoids it', () => {
    assert.throws(() => run(bundle('script')), { name: 'ReferenceError', message: 'Widget is not defined' });
    assert.equal(run(bundle('scriptModule')).result, 'object');
  });

  test('a package under node_modules with untranspiled decorators fails to parse unless source.include adds it; then it gets the same version', () => {
    assert.equal(withoutInclude.length, 1);
    assert.match(withoutInclude[0], /JavaScript parse error: Unexpected token `@`/);
    assert.equal(run(bundle('included')).result, 'renamed method');
  });

  test('@rsbuild/plugin-babel compiles the decorators with the same version: legacy with Babel\'s legacy helper, 2022-03 with its 2022-03 helper', () => {
    assert.deepEqual(babel.errors, []);
    assert.ok(babel.legacy.includes('_applyDecoratedDescriptor'));
    assert.deepEqual(run(babel.legacy).result, { seen: ['object', 'name', 'object', 'object', 'price', 'object'], name: 'pen' });
    assert.ok(babel.standard.includes('applyDecs2203'));
    assert.deepEqual(run(babel.standard), { result: ['apple'], logs: ['calling add'] });
  });

  test("the 2022-03 sample type-checks with experimentalDecorators off and fails with it on", () => {
    const files = { 'src/logged.ts': logged, 'src/cart.ts': cart, 'src/console.d.ts': 'declare const console: { log(message: string): void };\n' };
    // The Chinese page has the same samples, so one check covers both.
    assert.deepEqual([pageSamples(page, 'zh', 'src/logged.ts')[0], pageSamples(page, 'zh', 'src/cart.ts')[0]], [logged, cart]);
    assert.deepEqual(typeCheckProject(ts, files, 'decorators-types'), []);
    const legacy = typeCheckProject(ts, files, 'decorators-types-legacy', () => ({ experimentalDecorators: true }));
    assert.ok(legacy.some((line) => line.startsWith('src/cart.ts: TS1241')), legacy.join('\n'));
  });

  test('version: any other string stops the build with [rsbuild:swc] Unknown decorators version: <value>', async () => {
    const unknown = makeProject({ 'src/index.js': "console.log('page');\n" }, 'decorators-unknown');
    await assert.rejects(buildProject(unknown, { source: { decorators: { version: '2023-01' as never } } }), { message: '[rsbuild:swc] Unknown decorators version: 2023-01' });
  });

  test('the page warns about class decorators in a file with no import or export', () => {
    assert.ok(pageText(page, 'en').includes('Watch out for class decorators in a file that has no `import` or `export` statement.'));
    assert.ok(pageText(page, 'en').includes('the bundle throws a `ReferenceError` (for example `Widget is not defined`)'));
    assert.ok(pageText(page, 'zh').includes('打包后的代码会在该文件按名称引用这个类的地方抛出 `ReferenceError`（例如 `Widget is not defined`）'));
    assert.ok(pageText(page, 'zh').includes('在文件中加上 `export {};` 就能避免。'));
  });

  // Checked against the mobx tarballs: 6.10.2 has no support for 2022-03 decorators, 6.11.0 adds it (is20223Decorator).
  test('the page names MobX before 6.11 as legacy, not only MobX 5 and earlier', () => {
    const en = pageText(page, 'en');
    assert.ok(en.includes('NestJS and MobX before 6.11 follow that older model'));
    assert.ok(en.includes('MobX 6.11 and later also support 2022-03 decorators.'));
    assert.ok(!en.includes('MobX 5 and earlier'));
    const zh = pageText(page, 'zh');
    assert.ok(zh.includes('NestJS 以及 6.11 之前的 MobX 都采用这种旧模型'));
    assert.ok(zh.includes('MobX 从 6.11 起也支持 2022-03 装饰器。'));
    assert.ok(!zh.includes('MobX 5 及更早版本'));
  });
});
