// guide/basic/typescript: what the build does with TypeScript sources and tsconfig files.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import { buildProject, listFiles, makeProject, outputFile, runCli, type BuildResult, type CliResult } from './harness';

/** Runs a web bundle's JS in a bare context and returns what it logged. */
function runBundle(js: string): string[] {
  const logged: string[] = [];
  vm.runInNewContext(js, { console: { log: (...args: unknown[]) => logged.push(args.join(' ')) } });
  return logged;
}

// The layout of Vite's templates: the root tsconfig only references the app and node projects.
const viteLayoutTsconfigs = {
  'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }, { path: './tsconfig.node.json' }] }),
  'tsconfig.app.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } }, include: ['src'] }),
  'tsconfig.node.json': JSON.stringify({ include: ['rsbuild.config.ts'] }),
};

const appSources = {
  'src/components/Button.ts': "export const buttonLabel = 'button-from-alias';\n",
  'src/greet.ts': "export const greet = (name: string) => 'hello ' + name;\n",
  'src/types.ts': 'export interface User { name: string }\n',
  'src/api.ts': "export { User } from './types';\nexport const api = 'api-module';\n",
  'src/colors.ts': "export enum Color { Red = 'red-enum-value', Blue = 'blue-enum-value' }\n",
  'src/side-effect.ts': "console.log('side-effect-ran');\nexport const unused = 1;\n",
  'src/index.ts': [
    "import { buttonLabel } from '@/components/Button';",
    "import { greet } from './greet.js';",
    "import { api, User } from './api';",
    "import { Color } from './colors';",
    "import { unused } from './side-effect';",
    "const count: number = 'ten';",
    'const user: User = { name: greet(buttonLabel) };',
    'console.log(user.name, api, Color.Red, count);',
    '',
  ].join('\n'),
};

const decoratorSource = [
  'const seen: string[] = [];',
  'function log(...args: any[]): any {',
  "  if (args.length === 3) seen.push(['legacy', typeof args[0], args[1], typeof args[2]].join(','));",
  "  else seen.push(['standard', typeof args[0], args[1].kind, args[1].name].join(','));",
  '}',
  'class Greeter {',
  '  field = 1;',
  '  @log',
  '  hello(name: string): string { return name; }',
  '}',
  "console.log('decorator:' + seen.join('|'), new Greeter().field);",
  '',
].join('\n');

let app: BuildResult;
let verbatim: BuildResult;
let legacy: BuildResult;
let standard: BuildResult;
let broken: BuildResult;
let unreferenced: BuildResult;
let configOrder: CliResult;
let nativeLoader: CliResult;

// Fixtures are written at load time: makeProject registers their removal with the file's after().
const appDir = makeProject({ ...viteLayoutTsconfigs, ...appSources }, 'ts-app');
// The same sources, with the paths inherited through `extends`, and SWC told to keep imports as written.
const verbatimDir = makeProject(
  {
    'tsconfig.base.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
    'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json', include: ['src'] }),
    ...appSources,
  },
  'ts-verbatim',
);
const legacyDir = makeProject({ 'src/index.ts': decoratorSource }, 'ts-legacy');
const standardDir = makeProject({ 'src/index.ts': decoratorSource }, 'ts-standard');
const brokenDir = makeProject(
  {
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
    'src/components/Button.ts': "export const buttonLabel = 'x';\n",
    'src/shapes.d.ts': "export declare const enum Shape { Circle = 'circle' }\n",
    'src/index.ts': "import { buttonLabel } from '@/components/Button';\nimport { Shape } from './shapes';\nconsole.log(buttonLabel, Shape.Circle);\n",
  },
  'ts-broken',
);
const unreferencedDir = makeProject(
  { ...viteLayoutTsconfigs, 'tsconfig.json': JSON.stringify({ files: [] }), 'src/components/Button.ts': "export const buttonLabel = 'x';\n", 'src/index.ts': "import { buttonLabel } from '@/components/Button';\nconsole.log(buttonLabel);\n" },
  'ts-unreferenced',
);
const configOrderDir = makeProject(
  {
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'dist-mjs' } } };\n",
    'rsbuild.config.ts': "export default { output: { distPath: { root: 'dist-ts' } } };\n",
    'src/index.js': "console.log('config order');\n",
  },
  'ts-config-order',
);
const nativeDir = makeProject(
  { 'rsbuild.config.ts': "const root: string = 'dist';\nexport default { output: { distPath: { root } } };\n", 'src/index.js': "console.log('native');\n" },
  'ts-native',
);
before(async () => {
  const unminified = { output: { minify: false } } as const;
  [app, verbatim, legacy, standard, broken, unreferenced, configOrder, nativeLoader] = await Promise.all([
    buildProject(appDir),
    buildProject(verbatimDir, { tools: { swc: { jsc: { transform: { verbatimModuleSyntax: true } } } } }),
    buildProject(legacyDir, { ...unminified, source: { decorators: { version: 'legacy' } } }),
    buildProject(standardDir, unminified),
    buildProject(brokenDir, { resolve: { aliasStrategy: 'prefer-alias' } }),
    buildProject(unreferencedDir),
    runCli(configOrderDir, ['build']),
    runCli(nativeDir, ['build', '--config-loader', 'native']),
  ]);
});

describe('TypeScript › How TypeScript is compiled', () => {
  test('a type error does not fail the build or warn', () => {
    assert.deepEqual(app.errors, []);
    assert.deepEqual(app.warnings, []);
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /"ten"/);
  });
});

describe('TypeScript › Isolated modules', () => {
  const appJs = () => outputFile(app.dist, /^static\/js\/index\.[0-9a-f]+\.js$/);
  test('a plain `export { User }` of a type-only name still bundles', () => {
    assert.deepEqual(runBundle(appJs()), ['hello button-from-alias api-module red-enum-value ten']);
  });
  test('an import whose names are never used is dropped with its side effects', () => {
    assert.doesNotMatch(appJs(), /side-effect-ran/);
  });
  test('tools.swc verbatimModuleSyntax keeps the import and its side effects', () => {
    assert.deepEqual(verbatim.errors, []);
    const logged = runBundle(outputFile(verbatim.dist, /^static\/js\/index\.[0-9a-f]+\.js$/));
    assert.deepEqual(logged, ['side-effect-ran', 'hello button-from-alias api-module red-enum-value ten']);
  });
  test('an enum imported from another module is inlined in production builds', () => {
    assert.match(appJs(), /"red-enum-value"/);
    assert.doesNotMatch(appJs(), /blue-enum-value/);
  });
  test('a `declare const enum` in a .d.ts file fails with Module not found', () => {
    assert.ok(
      broken.errors.some((error) => error.includes("Module not found: Can't resolve './shapes'")),
      broken.errors.join('\n'),
    );
  });
});

describe('TypeScript › tsconfig.json', () => {
  test('with a tsconfig, an import of ./greet.js resolves to greet.ts', () => {
    assert.deepEqual(app.errors, []);
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /"hello button-from-alias"/);
  });
  test('Rsbuild looks for rsbuild.config.mjs before rsbuild.config.ts', () => {
    assert.equal(configOrder.code, 0, configOrder.output);
    assert.ok(listFiles(configOrderDir).includes('dist-mjs/index.html'));
    assert.ok(!listFiles(configOrderDir).some((file) => file.startsWith('dist-ts/')));
  });
  test('--config-loader native fails on a .ts config where Node.js has no TypeScript support', () => {
    assert.notEqual(nativeLoader.code, 0);
    assert.match(nativeLoader.output, /ERR_UNKNOWN_FILE_EXTENSION/);
    // The message guide/basic/cli quotes.
    assert.match(nativeLoader.output, /Unknown file extension "\.ts"/);
  });
});

describe('TypeScript › Path aliases', () => {
  test('paths of a project listed in `references` resolve (Vite layout: tsconfig.json → tsconfig.app.json)', () => {
    assert.deepEqual(app.errors, []);
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /button-from-alias/);
  });
  test('paths inherited through `extends` resolve', () => {
    assert.deepEqual(verbatim.errors, []);
    assert.match(outputFile(verbatim.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /button-from-alias/);
  });
  test('paths in a tsconfig the root file does not reference fail with Module not found', () => {
    assert.ok(
      unreferenced.errors.some((error) => error.includes("Module not found: Can't resolve '@/components/Button'")),
      unreferenced.errors.join('\n'),
    );
  });
  test("resolve.aliasStrategy 'prefer-alias' makes the build ignore paths", () => {
    assert.ok(
      broken.errors.some((error) => error.includes("Module not found: Can't resolve '@/components/Button'")),
      broken.errors.join('\n'),
    );
  });
});

describe('TypeScript › Decorators', () => {
  const run = (result: BuildResult) => runBundle(outputFile(result.dist, /^static\/js\/index\.[0-9a-f]+\.js$/));
  test("the default '2022-03' version passes the method and a context object", () => {
    assert.deepEqual(run(standard), ['decorator:standard,function,method,hello 1']);
  });
  test("'legacy' passes the prototype, the name and the descriptor", () => {
    assert.deepEqual(run(legacy), ['decorator:legacy,object,hello,object 1']);
  });
  test("'legacy' emits decorator metadata and assigns class fields", () => {
    const js = outputFile(legacy.dist, /^static\/js\/index\.[0-9a-f]+\.js$/);
    assert.match(js, /design:paramtypes/);
    assert.match(js, /this\.field = 1/);
    assert.doesNotMatch(outputFile(standard.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /design:paramtypes|this\.field = 1/);
  });
});
