// guide/basic/typescript: what the build does with TypeScript sources and tsconfig files.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import { buildProject, createTypeProgram, freePort, listFiles, makeProject, outputFile, pageSamples, pageText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, writeProjectFiles, type BuildResult, type CliResult, launchChromium } from './harness';

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
let precedence: BuildResult;
let precedenceAlias: BuildResult;
let enumDev: BuildResult;
let enumProd: BuildResult;
let classFields: BuildResult;

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
// The default decorators, under a tsconfig whose emit options would change the output if SWC read
// them; the .tsx file's JSX would import preact/jsx-runtime if jsx and jsxImportSource applied.
const standardDir = makeProject(
  {
    // verbatimModuleSyntax too: were it read, the unused import of side-effect.ts would stay with its console.log.
    'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES5', experimentalDecorators: true, emitDecoratorMetadata: true, useDefineForClassFields: false, jsx: 'react-jsx', jsxImportSource: 'preact', verbatimModuleSyntax: true } }),
    'src/view.tsx': "export const view = () => <p>jsx-check</p>;\n",
    'src/side-effect.ts': "console.log('side-effect-ran');\nexport const unused = 1;\n",
    'src/index.ts': `import { view } from './view';\nimport { unused } from './side-effect';\n${decoratorSource}console.log(typeof view);\n`,
  },
  'ts-standard',
);
// An exported const enum read from another file, and a const enum used only in its own file.
const enumSources = {
  'src/sizes.ts': "export const enum Size { Small = 'size-small-value', Large = 'size-large-value' }\n",
  'src/index.ts': "import { Size } from './sizes.ts';\nconst enum Local { A = 'local-a-value', B = 'local-b-value' }\nconsole.log(Size.Small, Local.A);\n",
};
// A base-class setter: define semantics make the field an own property and leave the setter alone,
// an assignment (tsc's useDefineForClassFields: false, set in this tsconfig) would call the setter.
const classFieldsDir = makeProject(
  {
    'tsconfig.json': JSON.stringify({ compilerOptions: { useDefineForClassFields: false } }),
    'src/index.ts':
      "class Base {\n  set value(next: number) {\n    console.log('setter-called');\n  }\n}\nclass Child extends Base {\n  value = 1;\n}\nconsole.log('own-field:' + Object.getOwnPropertyDescriptor(new Child(), 'value')?.value);\n",
  },
  'ts-class-fields',
);
const enumDevDir = makeProject(enumSources, 'ts-const-enum-dev');
const enumProdDir = makeProject(enumSources, 'ts-const-enum-prod');
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
// The same alias name in tsconfig paths (src/a) and in resolve.alias (src/b).
const precedenceDir = makeProject(
  {
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/a/*'] } } }),
    'src/a/x.ts': "export const where = 'from-tsconfig-paths';\n",
    'src/b/x.ts': "export const where = 'from-resolve-alias';\n",
    'src/index.ts': "import { where } from '@/x';\nconsole.log(where);\n",
  },
  'ts-alias-precedence',
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
  [app, verbatim, legacy, standard, broken, unreferenced, configOrder, nativeLoader, precedence, enumDev, enumProd, classFields] = await Promise.all([
    buildProject(appDir),
    buildProject(verbatimDir, { tools: { swc: { jsc: { transform: { verbatimModuleSyntax: true } } } } }),
    buildProject(legacyDir, { ...unminified, source: { decorators: { version: 'legacy' } } }),
    buildProject(standardDir, unminified),
    buildProject(brokenDir, { resolve: { aliasStrategy: 'prefer-alias' } }),
    buildProject(unreferencedDir),
    runCli(configOrderDir, ['build']),
    runCli(nativeDir, ['build', '--config-loader', 'native']),
    buildProject(precedenceDir, { resolve: { alias: { '@': './src/b' } } }),
    buildProject(enumDevDir, { mode: 'development', output: { filenameHash: false } }),
    buildProject(enumProdDir, { output: { filenameHash: false } }),
    buildProject(classFieldsDir),
  ]);
  // The same project with 'prefer-alias', after the first build (both write to its dist).
  precedenceAlias = await buildProject(precedenceDir, { output: { distPath: { root: 'dist-alias' } }, resolve: { alias: { '@': './src/b' }, aliasStrategy: 'prefer-alias' } });
});

describe('TypeScript › How TypeScript is compiled', () => {
  test('a type error does not fail the build or warn', () => {
    assert.deepEqual(app.errors, []);
    assert.deepEqual(app.warnings, []);
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /"ten"/);
  });
  test('.ts, .tsx, .mts and .cts files go through builtin:swc-loader', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.ts': '' }, 'ts-swc-rule'), config: { logLevel: 'silent' } });
    const [rspackConfig] = await rsbuild.initConfigs();
    const rules = (rspackConfig.module?.rules ?? []) as { test?: RegExp; use?: { loader?: string }[]; oneOf?: { use?: { loader?: string }[] }[] }[];
    const swcRules = rules.filter((rule) => [...(rule.use ?? []), ...(rule.oneOf ?? []).flatMap((one) => one.use ?? [])].some((use) => use.loader === 'builtin:swc-loader'));
    for (const file of ['a.ts', 'a.tsx', 'a.mts', 'a.cts']) assert.ok(swcRules.some((rule) => rule.test?.test(file)), `${file}: ${swcRules.map((rule) => String(rule.test)).join(', ')}`);
  });
  test('target, jsx, jsxImportSource, experimentalDecorators, emitDecoratorMetadata and useDefineForClassFields in tsconfig.json do not change the output', () => {
    const js = outputFile(standard.dist, /^static\/js\/index\.[0-9a-f]+\.js$/);
    // ES5 would turn the class into a function; experimentalDecorators, metadata and
    // useDefineForClassFields: false would call the decorator the legacy way and assign the field.
    assert.match(js, /class Greeter/);
    assert.deepEqual(runBundle(js), ['decorator:standard,function,method,hello 1', 'function']);
    assert.doesNotMatch(js, /design:paramtypes|this\.field = 1/);
    // jsx: 'react-jsx' with jsxImportSource 'preact' would import preact/jsx-runtime; without a framework plugin SWC keeps its own classic default.
    assert.match(js, /React\.createElement\("p", null, "jsx-check"\)/);
    assert.doesNotMatch(js, /preact|jsx-runtime/);
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
  test('verbatimModuleSyntax in tsconfig.json is not read: an import whose names are never used is still dropped', () => {
    assert.deepEqual(standard.errors, []);
    assert.doesNotMatch(outputFile(standard.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /side-effect-ran/);
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
  test('an exported const enum becomes an object in its file; a const enum used only in its own file is replaced by its values', () => {
    const js = outputFile(enumDev.dist, /^static\/js\/index\.js$/);
    assert.match(js, /Size\["Small"\] = "size-small-value";/);
    assert.match(js, /\.Size\.Small, "local-a-value"\)/);
    assert.doesNotMatch(js, /Local\[|local-b-value/);
  });
  test('tsc with isolatedModules reports TS1205 and TS2748; verbatimModuleSyntax adds TS1484; the `type` forms pass', () => {
    const files = {
      'src/types.ts': 'export interface User { name: string }\n',
      'src/api.ts': "export { User } from './types';\n",
      'src/greet.ts': "import { User } from './types';\nexport const greet = (user: User) => user.name;\n",
      'src/shapes.d.ts': "export declare const enum Shape { Circle = 'circle' }\n",
      'src/index.ts': "import { Shape } from './shapes';\nexport const shape = Shape.Circle;\n",
      'src/typed.ts': "import type { User } from './types';\nexport type { User } from './types';\nexport const name = (user: User) => user.name;\n",
    };
    const options = { ...declarationOptions, types: [] };
    assert.equal(typeCheck(files, { ...options, isolatedModules: true }), 'src/api.ts(1): TS1205\nsrc/index.ts(2): TS2748');
    assert.equal(typeCheck(files, { ...options, verbatimModuleSyntax: true }), 'src/api.ts(1): TS1205\nsrc/greet.ts(1): TS1484\nsrc/index.ts(1): TS2748');
  });
  test('without isolatedModules, tsc accepts the `declare const enum` import (TS2748 needs isolatedModules)', () => {
    const files = {
      'src/shapes.d.ts': "export declare const enum Shape { Circle = 'circle' }\n",
      'src/index.ts': "import { Shape } from './shapes';\nexport const shape = Shape.Circle;\n",
    };
    assert.equal(typeCheck(files, { ...declarationOptions, types: [] }), '');
  });
  test('in a production build, the members of an imported const enum are inlined too', () => {
    assert.deepEqual(enumProd.errors, []);
    const js = outputFile(enumProd.dist, /^static\/js\/index\.js$/);
    assert.match(js, /"size-small-value"/);
    assert.doesNotMatch(js, /size-large-value|Size\[/);
    assert.deepEqual(runBundle(js), ['size-small-value local-a-value']);
  });
  test('a `declare const enum` in a .d.ts file fails with Module not found: Can\'t resolve \'./shapes\' in the importing folder', () => {
    assert.ok(
      broken.errors.some((error) => error.includes(`Module not found: Can't resolve './shapes' in '${path.join(brokenDir, 'src')}'`)),
      broken.errors.join('\n'),
    );
  });
});

describe('TypeScript › tsconfig.json', () => {
  test('useDefineForClassFields: SWC initializes class fields with define semantics, whatever the tsconfig says: a base-class setter is not called', () => {
    assert.deepEqual(classFields.errors, []);
    assert.deepEqual(runBundle(outputFile(classFields.dist, /^static\/js\/index\.[0-9a-f]+\.js$/)), ['own-field:1']);
  });
  test('with a tsconfig, an import of ./greet.js resolves to greet.ts', () => {
    assert.deepEqual(app.errors, []);
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /"hello button-from-alias"/);
  });
  test('with a tsconfig, Rspack gets the extension aliases .js → .js, .ts, .tsx and .jsx → .jsx, .tsx', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: appDir, config: { logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(config.resolve?.extensionAlias, { '.js': ['.js', '.ts', '.tsx'], '.jsx': ['.jsx', '.tsx'] });
  });
  test("an import written with the .ts extension (import './sizes.ts') resolves", () => {
    assert.deepEqual(enumProd.errors, []);
    assert.deepEqual(enumDev.errors, []);
  });
  test('allowImportingTsExtensions: tsc reports TS5096 unless noEmit, emitDeclarationOnly or rewriteRelativeImportExtensions is set', () => {
    const files = { 'src/b.ts': 'export const b = 1;\n', 'src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n" };
    const { noEmit: _noEmit, ...emitting } = declarationOptions;
    const options = { ...emitting, allowImportingTsExtensions: true, types: [] };
    assert.equal(typeCheck(files, options), '(0): TS5096');
    assert.equal(typeCheck(files, { ...options, noEmit: true }), '');
    assert.equal(typeCheck(files, { ...options, declaration: true, emitDeclarationOnly: true }), '');
    assert.equal(typeCheck(files, { ...options, rewriteRelativeImportExtensions: true }), '');
    assert.equal(ts.version, '5.9.3');
  });
  test('Rsbuild looks for rsbuild.config.mjs before rsbuild.config.ts', () => {
    assert.equal(configOrder.code, 0, configOrder.output);
    assert.ok(listFiles(configOrderDir).includes('dist-mjs/index.html'));
    assert.ok(!listFiles(configOrderDir).some((file) => file.startsWith('dist-ts/')));
  });
  test('Rsbuild looks for rsbuild.config.mjs, .ts, .js, .cjs, .mts and .cts, in that order', async () => {
    const { loadConfig } = await rsbuildCore();
    const order = ['mjs', 'ts', 'js', 'cjs', 'mts', 'cts'];
    const dir = makeProject(Object.fromEntries(order.map((ext) => [`rsbuild.config.${ext}`, ext === 'cjs' || ext === 'cts' ? 'module.exports = {};\n' : 'export default {};\n'])), 'ts-config-lookup');
    const found: string[] = [];
    for (let i = 0; i < order.length; i++) {
      const { filePath } = await loadConfig({ cwd: dir });
      found.push(path.basename(filePath ?? ''));
      rmSync(filePath!);
    }
    assert.deepEqual(found, order.map((ext) => `rsbuild.config.${ext}`));
  });
  test('--config-loader native fails on a .ts config where Node.js has no TypeScript support', () => {
    assert.notEqual(nativeLoader.code, 0);
    assert.match(nativeLoader.output, /ERR_UNKNOWN_FILE_EXTENSION/);
    // The message guide/basic/cli quotes.
    assert.match(nativeLoader.output, /Unknown file extension "\.ts"/);
  });
  test('--config-loader native on a Node.js without TypeScript support: three error lines with the absolute path, then a stack trace', (t) => {
    if ((process.features as { typescript?: unknown }).typescript) return t.skip('this Node.js strips types');
    const file = path.join(nativeDir, 'rsbuild.config.ts');
    const block = `error   Failed to load file with native loader: ${file}\nerror   Failed to build.\nerror   TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for ${file}\n    at `;
    assert.ok(nativeLoader.output.includes(block), nativeLoader.output);
  });
});

// tsc (the TypeScript package of this repository) on tiny projects whose node_modules is tools/rsbuild-v1's.
const declarationOptions: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts'] };
const sharedDeclarations = new Map<string, ts.SourceFile | undefined>();
/** The diagnostics of `files` as `file(line): TScode`, one a line. */
function typeCheck(files: Record<string, string>, options: ts.CompilerOptions, project?: string): string {
  const cwd = project ?? makeProject({}, 'ts-declarations');
  writeProjectFiles(cwd, files);
  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => cwd;
  if (project) {
    // A project of its own: the packages of this repository, above it, are not visible.
    const hidden = path.join(repoRoot, 'node_modules');
    const visible = (name: string) => name !== hidden && !name.startsWith(hidden + path.sep);
    const { fileExists, directoryExists } = host;
    host.fileExists = (name) => visible(name) && fileExists(name);
    host.directoryExists = (name) => visible(name) && (directoryExists?.(name) ?? true);
  }
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    // Files of the project and of its own node_modules are read afresh; the libraries are parsed once.
    if (fileName.startsWith(cwd + path.sep) && (project || !fileName.includes('node_modules'))) return getSourceFile(fileName, languageVersion, ...rest);
    if (!sharedDeclarations.has(fileName)) sharedDeclarations.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
    return sharedDeclarations.get(fileName);
  };
  const rootNames = Object.keys(files).map((file) => path.join(cwd, file));
  return ts
    .getPreEmitDiagnostics(ts.createProgram({ rootNames, options, host }))
    .map((diagnostic) => {
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
      return `${diagnostic.file ? path.relative(cwd, diagnostic.file.fileName) : ''}(${line}): TS${diagnostic.code}`;
    })
    .join('\n');
}

describe('TypeScript › tsconfig.json', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`the page's tsconfig.json, with its src/types.ts, src/api.ts and src/env.d.ts samples, type-checks under tsc (${lang})`, () => {
      const page = pageText('guide/basic/typescript', lang);
      const tsconfig = /```json title="tsconfig\.json"\n([\s\S]*?)```/.exec(page)![1];
      const [types] = pageSamples('guide/basic/typescript', lang, 'src/types.ts');
      const [api] = pageSamples('guide/basic/typescript', lang, 'src/api.ts');
      const [, strictEnv] = pageSamples('guide/basic/typescript', lang, 'src/env.d.ts');
      const dir = makeProject(
        {
          'tsconfig.json': tsconfig,
          'src/types.ts': types,
          'src/api.ts': api,
          'src/env.d.ts': strictEnv,
          'src/components/Button.ts': "export const label = 'button';\n",
          // A `.ts` extension (allowImportingTsExtensions), a `paths` alias, an asset and a declared env key.
          'src/index.ts': "import { greet } from './api.ts';\nimport { label } from '@/components/Button';\nimport logo from './logo.png';\nexport const out: string[] = [greet({ name: label }), logo, import.meta.env.PUBLIC_API_URL];\n",
        },
        `ts-tsconfig-sample-${lang}`,
      );
      const parsed = ts.parseJsonConfigFileContent(JSON.parse(tsconfig), ts.sys, dir);
      assert.deepEqual(parsed.errors, []);
      const program = createTypeProgram(ts, { rootNames: parsed.fileNames, options: { ...parsed.options, skipDefaultLibCheck: true } });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
      assert.deepEqual(diagnostics, []);
      assert.equal(parsed.fileNames.length, 5);
    });
    test(`every rsbuild.config.ts sample type-checks against the 1.x packages (${lang})`, () => {
      const samples = pageSamples('guide/basic/typescript', lang);
      assert.equal(samples.length, 6);
      const files = Object.fromEntries(samples.map((code, index) => [`sample-${index}/rsbuild.config.ts`, code]));
      assert.deepEqual(typeCheckProject(ts, files, `ts-config-samples-${lang}`, () => ({ types: ['node'] })), []);
    });
  }
});

// Round 51: .mts and .cts files are found only through their own extension.
describe('TypeScript › tsconfig.json › .mts and .cts imports', () => {
  const modules = {
    'tsconfig.json': '{ "compilerOptions": {} }\n',
    'src/util.mts': "export const a = 'marker-util-mts';\n",
    'src/legacy.cts': "export const b = 'marker-legacy-cts';\n",
  };
  const wrongDir = makeProject(
    { ...modules, 'src/index.ts': "import { a } from './util.mjs';\nimport { a as plain } from './util';\nimport { b } from './legacy.cjs';\nimport { b as bare } from './legacy';\nconsole.log(a, plain, b, bare);\n" },
    'ts-mts-wrong',
  );
  const rightDir = makeProject({ ...modules, 'src/index.ts': "import { a } from './util.mts';\nimport { b } from './legacy.cts';\nconsole.log(a, b);\n" }, 'ts-mts-right');
  let wrong: BuildResult;
  let right: BuildResult;
  before(async () => {
    [wrong, right] = await Promise.all([buildProject(wrongDir), buildProject(rightDir, { output: { filenameHash: false } })]);
  });
  test(".mjs and .cjs are not mapped to .mts and .cts, and an import without an extension does not find them: Module not found", () => {
    const src = path.join(wrongDir, 'src');
    for (const request of ['./util.mjs', './util', './legacy.cjs', './legacy']) {
      assert.ok(wrong.errors.some((error) => error.includes(`Module not found: Can't resolve '${request}' in '${src}'`)), `${request}\n${wrong.errors.join('\n')}`);
    }
    assert.equal(wrong.errors.length, 4, wrong.errors.join('\n'));
  });
  test('written with their own extension, ./util.mts and ./legacy.cts resolve and are bundled', () => {
    assert.deepEqual(right.errors, []);
    assert.deepEqual(runBundle(readFileSync(path.join(right.dist, 'static/js/index.js'), 'utf8')), ['marker-util-mts marker-legacy-cts']);
  });
  test("tsc accepts './util.mjs' for util.mts, and './util.mts' only with allowImportingTsExtensions", () => {
    const files = { 'src/util.mts': modules['src/util.mts'], 'src/a.ts': "import { a } from './util.mjs';\nexport const x = a;\n", 'src/b.ts': "import { a } from './util.mts';\nexport const y = a;\n" };
    assert.equal(typeCheck(files, { ...declarationOptions, types: [], allowImportingTsExtensions: true }), '');
    assert.equal(typeCheck(files, { ...declarationOptions, types: [] }), 'src/b.ts(1): TS5097');
  });
  test('the page says so in both languages', () => {
    const en = pageText('guide/basic/typescript', 'en');
    assert.ok(en.includes("For a `util.mts`, `tsc` accepts `import { a } from './util.mjs'`, yet the build fails with `Module not found: Can't resolve './util.mjs'`."));
    assert.ok(en.includes('(`.mts` and `.cts` files only with their own extension written out; see [tsconfig.json](#tsconfigjson))'));
    assert.ok(!en.includes('can be entries or be imported like JavaScript'));
    const zh = pageText('guide/basic/typescript', 'zh');
    assert.ok(zh.includes("`tsc` 接受 `import { a } from './util.mjs'`，构建却会报错 `Module not found: Can't resolve './util.mjs'`"));
    assert.ok(zh.includes('导入 `.mts` 和 `.cts` 文件时必须写出它们自己的扩展名'));
    assert.ok(!zh.includes('也可以像 JavaScript 一样被引用'));
  });
});

describe('TypeScript › rsbuild.config.ts', () => {
  test('every command accepts -c, --config <config> and --config-loader <loader> (auto | jiti | native), auto by default', async () => {
    const helps = await Promise.all(['dev', 'build', 'preview', 'inspect'].map((command) => runCli(configOrderDir, [command, '--help'])));
    for (const help of helps) {
      assert.equal(help.code, 0, help.output);
      assert.match(help.output, /-c, --config <config> {5}Set the configuration file \(relative or absolute path\)/);
      assert.match(help.output, /--config-loader <loader> {2}Set the config file loader \(auto \| jiti \| native\) \(default: auto\)/);
    }
  });
  test('-c selects another file: rsbuild build -c rsbuild.config.ts builds with it although rsbuild.config.mjs exists', async () => {
    const dir = makeProject(
      {
        'rsbuild.config.mjs': "export default { output: { distPath: { root: 'dist-mjs' } } };\n",
        'rsbuild.config.ts': "export default { output: { distPath: { root: 'dist-ts' } } };\n",
        'src/index.js': "console.log('config flag');\n",
      },
      'ts-config-flag',
    );
    const result = await runCli(dir, ['build', '-c', 'rsbuild.config.ts']);
    assert.equal(result.code, 0, result.output);
    assert.ok(listFiles(dir).includes('dist-ts/index.html'));
    assert.ok(!listFiles(dir).some((file) => file.startsWith('dist-mjs/')));
  });
  test('the config is not type-checked when it is loaded, and the default loader (jiti on this Node.js) runs enum and namespace', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      {
        'rsbuild.config.ts':
          "enum Root { Dist = 'dist-from-enum' }\nnamespace Names { export const title: number = 'not a number'; }\nexport default { output: { distPath: { root: Root.Dist } }, html: { title: Names.title } };\n",
      },
      'ts-config-unchecked',
    );
    // 'auto' is what the CLI passes by default.
    const { content } = await loadConfig({ cwd: dir, loader: 'auto' });
    assert.deepEqual(content.output, { distPath: { root: 'dist-from-enum' } });
    assert.equal(content.html?.title, 'not a number');
  });
  test('a config that reads process.env type-checks with @types/node installed, and not without it', () => {
    const config = "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ html: { title: process.env.TITLE } });\n";
    const options = { ...declarationOptions, types: [] };
    assert.equal(typeCheck({ 'rsbuild.config.ts': config }, options), '');
    // The same file where node_modules holds @rsbuild/core and @rspack/core but no @types packages.
    const bare = makeProject({}, 'ts-config-without-node-types');
    rmSync(path.join(bare, 'node_modules'));
    for (const name of ['@rsbuild/core', '@rspack/core']) {
      mkdirSync(path.dirname(path.join(bare, 'node_modules', name)), { recursive: true });
      symlinkSync(path.join(rsbuildV1Dir, 'node_modules', name), path.join(bare, 'node_modules', name), 'dir');
    }
    assert.equal(typeCheck({ 'rsbuild.config.ts': config }, { ...options, preserveSymlinks: true }, bare), 'rsbuild.config.ts(2): TS2591');
  });
});

describe('TypeScript › Type declarations for Rsbuild features', () => {
  const reference = '/// <reference types="@rsbuild/core/types" />\n';
  const usesDeclarations = [
    "import logo from './logo.png';",
    "import font from './font.woff2';",
    "import clip from './clip.mp4';",
    "import dataUrl from './data.json?url';",
    "import inlined from './logo.svg?inline';",
    "import rawText from './notes.txt?raw';",
    "import css from './app.module.css';",
    "import scss from './app.module.scss';",
    "import less from './app.module.less';",
    "import styl from './app.module.styl';",
    "import sass from './app.module.sass';",
    "import stylus from './app.module.stylus';",
    "import './global.css';",
    "import yaml from './data.yaml';",
    "import yml from './data.yml';",
    "import toml from './data.toml';",
    'export const strings: string[] = [logo, font, clip, dataUrl, inlined, rawText, css.root, scss.a, less.b, styl.c, sass.d, stylus.e];',
    'export const data: Record<string, any>[] = [yaml, yml, toml];',
    "export const env: ['development' | 'production' | 'none', boolean, boolean, string, string] = [import.meta.env.MODE, import.meta.env.DEV, import.meta.env.PROD, import.meta.env.BASE_URL, import.meta.env.ASSET_PREFIX];",
    'export const anyKey: number = import.meta.env.SOMETHING;',
    'export const hot = import.meta.webpackHot?.accept;',
    "export const context = import.meta.webpackContext('./', { recursive: false }).keys;",
    'export const nodeEnv: string = process.env.NODE_ENV;',
    '',
  ].join('\n');
  const notDeclared = "import wasm from './add.wasm';\nimport Icon from './icon.svg?react';\nexport const both = [wasm, Icon];\n";
  const strictEnv = `${reference}\ninterface RsbuildTypeOptions {\n  strictImportMetaEnv: true;\n}\n\ninterface ImportMetaEnv {\n  readonly PUBLIC_API_URL: string;\n}\n`;
  const envUse = 'export const url: string = import.meta.env.PUBLIC_API_URL;\nexport const typo = import.meta.env.PUBLIC_API_ULR;\n';

  test('the reference types assets, queries, CSS Modules, stylesheets, YAML and TOML, import.meta.env and Rspack runtime APIs with process.env; .wasm and ?react are not declared', () => {
    const result = typeCheck({ 'src/env.d.ts': reference, 'src/uses.ts': usesDeclarations, 'src/missing.ts': notDeclared }, { ...declarationOptions, types: [] });
    assert.equal(result, 'src/missing.ts(1): TS2307\nsrc/missing.ts(2): TS2307');
  });
  test('without the reference, an image import cannot be found', () => {
    assert.equal(typeCheck({ 'src/uses.ts': "import logo from './logo.png';\nexport const url: string = logo;\n" }, { ...declarationOptions, types: [] }), 'src/uses.ts(1): TS2307');
  });
  test('without the reference, tsc prints the whole TS2307 message for the image import', () => {
    const cwd = makeProject({ 'src/uses.ts': "import logo from './logo.png';\nexport const url: string = logo;\n" }, 'ts-logo-message');
    const options = { ...declarationOptions, types: [] };
    const program = createTypeProgram(ts, { rootNames: [path.join(cwd, 'src/uses.ts')], options });
    const [diagnostic] = ts.getPreEmitDiagnostics(program);
    assert.equal(`error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`, "error TS2307: Cannot find module './logo.png' or its corresponding type declarations.");
  });
  // Round 38, checked by hand on 2026-12-05 with npm installs of typescript 6.0.2 and 7.0.2 and
  // @types/node: a file that uses `process` with no `types` in its tsconfig gets TS2591 ("Cannot
  // find name 'process'. ... add 'node' to the types field"), and passes with "types": ["node"].
  // The page's tsconfig.json with src/types.ts, src/api.ts and src/env.d.ts type-checks under 7.0.2.
  test('in compilerOptions.types, @rsbuild/core/types works and @types/node is no longer included', () => {
    // Buffer: process.env alone is declared by @rspack/core/module.
    const files = { 'src/uses.ts': "import logo from './logo.png';\nexport const url: string = logo;\nexport const size = Buffer.byteLength('x');\n" };
    assert.equal(typeCheck(files, { ...declarationOptions, types: ['@rsbuild/core/types'] }), 'src/uses.ts(3): TS2591');
    // Control: without `types`, every @types package of node_modules is loaded, @types/node among them.
    assert.equal(typeCheck({ ...files, 'src/env.d.ts': reference }, declarationOptions), '');
  });
  test('strictImportMetaEnv makes an undeclared key a type error; declared keys take their type', () => {
    assert.equal(typeCheck({ 'src/env.d.ts': strictEnv, 'src/index.ts': envUse }, { ...declarationOptions, types: [] }), 'src/index.ts(2): TS2551');
    assert.equal(typeCheck({ 'src/env.d.ts': reference, 'src/index.ts': envUse }, { ...declarationOptions, types: [] }), '');
  });
});

describe('TypeScript › Path aliases', () => {
  test("with the default alias strategy the tsconfig file is watched and a change restarts the dev server (dev.watchFiles, type 'reload-server'); not with 'prefer-alias'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const watched = async (aliasStrategy?: 'prefer-alias') => {
      const rsbuild = await createRsbuild({ cwd: precedenceDir, config: { logLevel: 'silent', resolve: aliasStrategy ? { aliasStrategy } : {} } });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().dev.watchFiles;
    };
    assert.deepEqual(await watched(), [{ paths: [path.join(precedenceDir, 'tsconfig.json')], type: 'reload-server' }]);
    assert.deepEqual(await watched('prefer-alias'), []);
  });

  test('rsbuild dev restarts the server when the tsconfig file changes: info    restarting server as tsconfig.json changed', async () => {
    const dir = makeProject({ 'tsconfig.json': '{}', 'src/index.ts': "console.log('restart');\n" }, 'ts-tsconfig-restart');
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    try {
      await server.started;
      // A watcher that has just started may miss a write: write again every 10 s until the line shows.
      let writes = 0;
      let lastWrite = 0;
      await waitFor(
        'the restart line',
        () => {
          if (Date.now() - lastWrite > 10_000) {
            writeProjectFiles(dir, { 'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true }, writes: ++writes }) });
            lastWrite = Date.now();
          }
          return /^info {4}restarting server as tsconfig\.json changed$/m.test(server.output());
        },
        90_000,
      );
      // Stopped once the new server is ready, not in the middle of its restart.
      await waitFor('the restarted server', () => (server.output().match(/ready\s+built in/g) ?? []).length >= 2, 90_000);
    } finally {
      await server.stop();
    }
  });
  test('the restart belongs to the CLI: the dev server of the JavaScript API only handles reload-page entries of dev.watchFiles', () => {
    const core = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.match(core, /async function startWatchFiles\(\{ paths, options, type = 'reload-page' \}, buildManager, root\) \{\n {4}if \('reload-page' !== type\) return;/);
    // The CLI's init wires reload-server entries to a restart, for rsbuild dev and rsbuild build --watch.
    assert.match(core, /if \('dev' !== rsbuild\.context\.action && !isBuildWatch\) return;[\s\S]{0,400}if \('reload-server' !== watchConfig\.type\) continue;/);
  });
  test('paths of a project listed in `references` resolve (Vite layout: tsconfig.json → tsconfig.app.json)', () => {
    assert.deepEqual(app.errors, []);
    assert.match(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /button-from-alias/);
  });
  test('paths inherited through `extends` resolve', () => {
    assert.deepEqual(verbatim.errors, []);
    assert.match(outputFile(verbatim.dist, /^static\/js\/index\.[0-9a-f]+\.js$/), /button-from-alias/);
  });
  test('paths in a tsconfig the root file does not reference fail with Module not found: Can\'t resolve \'@/components/Button\' in the importing folder', () => {
    assert.ok(
      unreferenced.errors.some((error) => error.includes(`Module not found: Can't resolve '@/components/Button' in '${path.join(unreferencedDir, 'src')}'`)),
      unreferenced.errors.join('\n'),
    );
  });
  test("for the same name, paths wins with the default 'prefer-tsconfig' and resolve.alias wins with 'prefer-alias'", () => {
    assert.deepEqual(precedence.errors, []);
    assert.deepEqual(runBundle(outputFile(precedence.dist, /^static\/js\/index\.[0-9a-f]+\.js$/)), ['from-tsconfig-paths']);
    assert.deepEqual(precedenceAlias.errors, []);
    assert.deepEqual(runBundle(outputFile(precedenceAlias.dist, /^static\/js\/index\.[0-9a-f]+\.js$/)), ['from-resolve-alias']);
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
    // The second line is the fixture's JSX check (typeof view).
    assert.deepEqual(run(standard), ['decorator:standard,function,method,hello 1', 'function']);
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

// ---------------------------------------------------------------------------------------------
// Type checking with @rsbuild/plugin-type-check 1.x: every fixture is built once with the CLI.

const typeError = "const count: number = 'ten';\nexport { count };\n";
// `types: []` and no DOM library: every checker parses its libraries again, and the sources use
// neither Node.js nor browser globals (the fixtures' node_modules holds @types packages).
const tsconfigSrc = JSON.stringify({ compilerOptions: { strict: true, noEmit: true, jsx: 'preserve', lib: ['ES2020'], types: [] }, include: ['src'] });

/** An rsbuild.config.ts that registers the plugin with `options` (source text). */
const typeCheckConfig = (options = '', preamble = '') =>
  `import { defineConfig } from '@rsbuild/core';\nimport { pluginTypeCheck } from '@rsbuild/plugin-type-check';\n${preamble}\nexport default defineConfig({ plugins: [pluginTypeCheck(${options})] });\n`;

/** A function-form tsCheckerOptions that writes what it receives to received.json; `body` may change the options. */
const recorder = (body = '') =>
  `{ tsCheckerOptions: (options) => { writeFileSync(new URL('./received.json', import.meta.url), JSON.stringify(options)); ${body} } }`;
const recorderImport = "import { writeFileSync } from 'node:fs';";
/** Writes the NODE_ENV seen while the config file loads to node-env.txt. */
const nodeEnvRecorder = "import { writeFileSync as recordEnv } from 'node:fs';\nrecordEnv(new URL('./node-env.txt', import.meta.url), String(process.env.NODE_ENV));";

/** A source importing a file under a node_modules folder that has a type error. */
const nodeModulesSources = {
  'vendor/node_modules/typed-lib/index.ts': "export const libValue: number = 'not-a-number';\n",
  'src/index.ts': "import { libValue } from '../vendor/node_modules/typed-lib/index';\nexport { libValue };\n",
};
const storiesSources = {
  'src/Button.stories.tsx': "export const story: number = 'story';\n",
  'src/index.ts': "import { story } from './Button.stories';\nexport { story };\n",
};

const tc = {
  error: makeProject({ 'rsbuild.config.ts': typeCheckConfig('', nodeEnvRecorder), 'tsconfig.json': tsconfigSrc, 'src/index.ts': typeError }, 'tc-error'),
  noTsconfig: makeProject({ 'rsbuild.config.ts': typeCheckConfig(), 'src/index.ts': typeError }, 'tc-no-tsconfig'),
  // Control for `merged`: an error under node_modules fails once the plugin's default exclusions are emptied by a function that returns nothing.
  nodeModulesChecked: makeProject(
    { 'rsbuild.config.ts': typeCheckConfig(recorder('options.issue.exclude = [];'), recorderImport), 'tsconfig.json': tsconfigSrc, ...nodeModulesSources },
    'tc-node-modules-checked',
  ),
  references: makeProject(
    {
      'rsbuild.config.ts': typeCheckConfig(recorder(), recorderImport),
      'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }),
      'tsconfig.app.json': JSON.stringify({ compilerOptions: { composite: true, strict: true, lib: ['ES2020'], types: [] }, include: ['src'] }),
      'src/index.ts': typeError,
    },
    'tc-references',
  ),
  // The page's `enable: process.env.NODE_ENV === 'production'` sample, built with NODE_ENV=development set in the shell.
  shellNodeEnv: makeProject(
    { 'rsbuild.config.ts': typeCheckConfig("{ enable: process.env.NODE_ENV === 'production' }", nodeEnvRecorder), 'tsconfig.json': tsconfigSrc, 'src/index.ts': typeError },
    'tc-shell-node-env',
  ),
  // The same project built with --mode none: the build waits for the check, without the log line.
  noneMode: makeProject({ 'rsbuild.config.ts': typeCheckConfig(), 'tsconfig.json': tsconfigSrc, 'src/index.ts': typeError }, 'tc-none-mode'),
  // Built with --mode development: no watcher, so the check is not asynchronous and the build waits for it.
  developmentMode: makeProject({ 'rsbuild.config.ts': typeCheckConfig(), 'tsconfig.json': tsconfigSrc, 'src/index.ts': typeError }, 'tc-development-mode'),
  disabled: makeProject({ 'rsbuild.config.ts': typeCheckConfig('{ enable: false }'), 'tsconfig.json': tsconfigSrc, 'src/index.ts': typeError }, 'tc-disabled'),
  // The page's sample object, plus an error under node_modules: the default exclusion must survive the merge.
  merged: makeProject(
    {
      // A chain: the page's object, then a function that records what the merge produced.
      'rsbuild.config.ts': typeCheckConfig(
        "{ tsCheckerOptions: [{ issue: { exclude: [{ file: '**/*.stories.tsx' }] }, typescript: { memoryLimit: 12288 } }, (options) => { writeFileSync(new URL('./received.json', import.meta.url), JSON.stringify({ ...options, excludeCount: options.issue.exclude.length })); }] }",
        recorderImport,
      ),
      'tsconfig.json': tsconfigSrc,
      ...storiesSources,
      'src/index.ts': "import { story } from './Button.stories';\nimport { libValue } from '../vendor/node_modules/typed-lib/index';\nexport { story, libValue };\n",
      'vendor/node_modules/typed-lib/index.ts': nodeModulesSources['vendor/node_modules/typed-lib/index.ts'],
    },
    'tc-merged',
  ),
  returned: makeProject(
    { 'rsbuild.config.ts': typeCheckConfig("{ tsCheckerOptions: (options) => ({ ...options, issue: { exclude: [{ file: 'src/*.stories.tsx' }] } }) }"), 'tsconfig.json': tsconfigSrc, ...storiesSources },
    'tc-returned',
  ),
  deprecated: makeProject(
    { 'rsbuild.config.ts': typeCheckConfig("{ forkTsCheckerOptions: { issue: { exclude: [{ file: '**/*.stories.tsx' }] } } }"), 'tsconfig.json': tsconfigSrc, ...storiesSources },
    'tc-deprecated',
  ),
};
const tcBuilds: Partial<Record<keyof typeof tc, CliResult>> = {};
/** Command lines of the processes whose environment names `dir`'s tsconfig.json (the checker gets it in WORKER_DATA). */
function checkerProcesses(dir: string): string[][] {
  const needle = JSON.stringify(path.join(dir, 'tsconfig.json')).slice(1, -1);
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(needle)) return [];
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')];
      } catch {
        return [];
      }
    });
}
const isIssuesWorker = (args: string[]) => args.some((arg) => arg.endsWith('ts-checker-rspack-plugin/lib/getIssuesWorker.js'));
/** The checker processes seen while the `error` fixture was building. */
const buildWorkers: string[][] = [];
const built = (name: keyof typeof tc) => tcBuilds[name]!;
const received = (name: keyof typeof tc) => JSON.parse(readFileSync(path.join(tc[name], 'received.json'), 'utf8'));

before(async () => {
  // Two at a time: every build starts a TypeScript checker of its own.
  const names = Object.keys(tc) as (keyof typeof tc)[];
  for (let i = 0; i < names.length; i += 2) {
    await Promise.all(
      names.slice(i, i + 2).map(async (name) => {
        if (name === 'shellNodeEnv') return (tcBuilds[name] = await runCli(tc[name], ['build'], { env: { NODE_ENV: 'development' } }));
        if (name === 'noneMode') return (tcBuilds[name] = await runCli(tc[name], ['build', '--mode', 'none']));
        if (name === 'developmentMode') return (tcBuilds[name] = await runCli(tc[name], ['build', '--mode', 'development']));
        if (name !== 'error') return (tcBuilds[name] = await runCli(tc[name], ['build']));
        // Sample the process table while this build runs.
        let done = false;
        const sampling = (async () => {
          while (!done && !buildWorkers.some(isIssuesWorker)) {
            buildWorkers.push(...checkerProcesses(tc.error));
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })();
        tcBuilds[name] = await runCli(tc[name], ['build']);
        done = true;
        await sampling;
      }),
    );
  }
});

describe('TypeScript › Type checking', () => {
  test('tsc does not understand .vue files: an import of ./App.vue without a declaration fails with TS2307', () => {
    const cwd = makeProject({ 'src/App.vue': '<script setup lang="ts">\nconst count = 1;\n</script>\n\n<template>\n  <p>{{ count }}</p>\n</template>\n', 'src/index.ts': "import App from './App.vue';\nexport default App;\n" }, 'ts-vue-import');
    const program = createTypeProgram(ts, { rootNames: [path.join(cwd, 'src/index.ts')], options: { ...declarationOptions, types: [], skipDefaultLibCheck: true } });
    const lines = ts.getPreEmitDiagnostics(program).map((diagnostic) => `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    assert.deepEqual(lines, ["error TS2307: Cannot find module './App.vue' or its corresponding type declarations."]);
  });
  test('the plugin is 1.6.1, accepts @rsbuild/core ^1.0.0 || ^2.0.0-0, and its checker needs typescript', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
    const pluginManifest = manifest('@rsbuild/plugin-type-check');
    assert.equal(pluginManifest.version, '1.6.1');
    assert.equal(pluginManifest.peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0');
    assert.ok(pluginManifest.dependencies['ts-checker-rspack-plugin']);
    const checker = manifest('ts-checker-rspack-plugin');
    assert.ok(checker.peerDependencies.typescript);
    assert.equal(checker.peerDependenciesMeta?.typescript?.optional, undefined);
  });
  // Round 38, checked by hand on 2026-12-05 with npm installs (the registry is not reached from tests):
  // vue-tsc 3.3.14 (peer typescript >=5.0.0) with vue and typescript 7.0.2 (npm's latest) stops with
  // ERR_PACKAGE_PATH_NOT_EXPORTED for './lib/tsc'. `npm install typescript` gives 7.0.2; with it in the
  // project, `rsbuild build` with the plugin and a type error exits with 1 and prints the same
  // "Type checker is enabled.", File: ./src/index.ts:1:7 and TS2322 lines as with TypeScript 5.9.3;
  // the process table then shows @typescript/typescript-linux-x64/lib/tsc --project <tsconfig>
  // --noEmit --pretty, and no getIssuesWorker.js process.
  // Round 51, by hand on 2026-12-06: vue-tsc 3.3.14 with typescript 6.0.3 (no "exports" in its
  // package.json) runs and reports a template error, src/App.vue(7,15): error TS2339, exit code 2.
  test("vue-tsc does not run with TypeScript 7: its require.resolve('typescript/lib/tsc') works with 5.9.3 and fails with the exports of 7.0.2", () => {
    const fromV1 = createRequire(path.join(rsbuildV1Dir, 'package.json'));
    assert.equal(JSON.parse(readFileSync(fromV1.resolve('typescript/package.json'), 'utf8')).version, '5.9.3');
    assert.ok(fromV1.resolve('typescript/lib/tsc').endsWith(path.join('typescript', 'lib', 'tsc.js')));
    // typescript 7.0.2's package.json as published: its name, version and the first entries of its exports.
    const project = makeProject({}, 'ts-vue-tsc-ts7');
    rmSync(path.join(project, 'node_modules'));
    writeProjectFiles(project, {
      'package.json': '{ "name": "app", "private": true }\n',
      'node_modules/typescript/package.json': JSON.stringify({ name: 'typescript', version: '7.0.2', exports: { './package.json': './package.json', '.': './lib/version.cjs', './unstable/sync': './dist/api/sync/api.js' } }),
    });
    assert.throws(() => createRequire(path.join(project, 'package.json')).resolve('typescript/lib/tsc'), (error: NodeJS.ErrnoException) => {
      assert.equal(error.code, 'ERR_PACKAGE_PATH_NOT_EXPORTED');
      assert.equal(error.message, `Package subpath './lib/tsc' is not defined by "exports" in ${path.join(project, 'node_modules/typescript/package.json')}`);
      return true;
    });
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/basic/typescript', lang);
      assert.ok(page.includes("`Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: Package subpath './lib/tsc' is not defined by \"exports\" in …/node_modules/typescript/package.json`"), lang);
    }
  });
  test('the plugin gets ts-checker-rspack-plugin through ^1.6.2 (1.8.0 installed), which runs the native compiler, without the memoryLimit worker, when the project has typescript 7 or later; the rest of the page runs TypeScript 5.9.3', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(manifest('@rsbuild/plugin-type-check').dependencies['ts-checker-rspack-plugin'], '^1.6.2');
    assert.equal(manifest('ts-checker-rspack-plugin').version, '1.8.0');
    assert.equal(manifest('typescript').version, '5.9.3');
    assert.equal(ts.version, '5.9.3');
    const checker = readFileSync(path.join(rsbuildV1Dir, 'node_modules/ts-checker-rspack-plugin/lib/index.js'), 'utf8');
    // A typescript package of major 7 or later counts as the native compiler (tsgo) ...
    assert.ok(checker.includes('if (versionMatch && Number(versionMatch[1]) >= 7) return "typescript";'));
    // ... and an installed one switches tsgo on unless the options turn it off.
    assert.match(checker, /const installedTsgoPackage = resolveInstalledTsgoPackage\(options\.resolveRoot\);\s+if \(installedTsgoPackage\) return \{\s+typescriptPath: installedTsgoPackage\.packageJsonPath,\s+tsgo: true,/);
    // With tsgo, the plugin returns before it starts the Node.js worker that gets memoryLimit.
    assert.match(checker, /if \(config\.typescript\.tsgo\) \{\n(?:\s+tap\w+\(compiler[^\n]*\n)+\s+return;\n\s+\}\n\s+const getIssuesWorker = createRpcWorker\([^\n]*config\.typescript\.memoryLimit\);/);
  });
  test('a production build logs "Type checker is enabled." and fails on a type error', () => {
    const result = built('error');
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /info\s+Type checker is enabled\./);
    assert.match(result.output, /TS2322: Type 'string' is not assignable to type 'number'\./);
    assert.match(result.output, /File: \.\/src\/index\.ts:1:7/);
  });
  test('a build in none mode also waits for the check and fails on a type error, without logging "Type checker is enabled."', () => {
    const result = built('noneMode');
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /TS2322: Type 'string' is not assignable to type 'number'\./);
    assert.doesNotMatch(result.output, /Type checker is enabled/);
  });
  test('a one-off build in development mode also waits for the check and fails on a type error, without logging "Type checker is enabled."', () => {
    const result = built('developmentMode');
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /File: \.\/src\/index\.ts:1:7\n  × TS2322: Type 'string' is not assignable to type 'number'\./);
    assert.match(result.output, /error {3}build failed in /);
    assert.doesNotMatch(result.output, /Type checker is enabled/);
  });
  test('during a build, the checker runs in a separate Node.js process', () => {
    assert.ok(buildWorkers.some((args) => isIssuesWorker(args) && args.includes('--max-old-space-size=8192')), JSON.stringify(buildWorkers));
  });
  test('a build without type errors passes and logs the line too', () => {
    // `merged` has errors only in excluded files.
    const result = built('merged');
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /Type checker is enabled\./);
    // Only dist: Rspack may still be moving its cache files under node_modules/.cache.
    assert.ok(listFiles(path.join(tc.merged, 'dist')).includes('index.html'));
  });
  test('without a tsconfig file, the plugin does nothing', () => {
    const result = built('noTsconfig');
    assert.equal(result.code, 0, result.output);
    assert.doesNotMatch(result.output, /Type checker is enabled|TS2322/);
  });
  test('the checker uses the tsconfig Rsbuild found and a memory limit of 8192 MB', () => {
    const options = received('nodeModulesChecked');
    assert.equal(options.typescript.configFile, path.join(tc.nodeModulesChecked, 'tsconfig.json'));
    assert.equal(options.typescript.memoryLimit, 8192);
    assert.equal(options.typescript.build, false);
  });
  test('errors in files under node_modules are ignored', () => {
    // `merged` imports vendor/node_modules/typed-lib/index.ts, whose error its own exclude glob does not match.
    assert.equal(built('merged').code, 0, built('merged').output);
    const control = built('nodeModulesChecked');
    assert.equal(control.code, 1, control.output);
    assert.match(control.output, /vendor\/node_modules\/typed-lib\/index\.ts/);
    assert.match(control.output, /TS2322/);
  });
  test('with `references`, the checker runs in build mode and checks the referenced projects', () => {
    const result = built('references');
    assert.equal(received('references').typescript.build, true);
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, /TS2322: Type 'string' is not assignable to type 'number'\./);
  });
});

describe('TypeScript › Plugin options', () => {
  test('enable: false turns the check off', () => {
    const result = built('disabled');
    assert.equal(result.code, 0, result.output);
    assert.doesNotMatch(result.output, /Type checker is enabled|TS2322/);
  });
  test('an object is deep-merged: a file glob is excluded and the node_modules exclusion is kept', () => {
    const result = built('merged');
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /Type checker is enabled\./);
    const options = received('merged');
    assert.equal(options.excludeCount, 2);
    assert.deepEqual(options.issue.exclude[1], { file: '**/*.stories.tsx' });
    assert.equal(options.typescript.memoryLimit, 12288);
    assert.equal(options.typescript.configFile, path.join(tc.merged, 'tsconfig.json'));
  });
  test('rsbuild build sets NODE_ENV to production before it loads the config', () => {
    assert.equal(readFileSync(path.join(tc.error, 'node-env.txt'), 'utf8'), 'production');
  });
  test('a NODE_ENV already set in the shell is kept: NODE_ENV=development rsbuild build skips the check of the sample', () => {
    const result = built('shellNodeEnv');
    assert.equal(readFileSync(path.join(tc.shellNodeEnv, 'node-env.txt'), 'utf8'), 'development');
    assert.equal(result.code, 0, result.output);
    assert.doesNotMatch(result.output, /Type checker is enabled|TS2322/);
  });
  test('a NODE_ENV=development line in .env reaches the config of rsbuild build too, so the sample turns the check off', async () => {
    const dir = makeProject(
      {
        '.env': 'NODE_ENV=development\n',
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync('enable.txt', String(process.env.NODE_ENV === 'production'));\nthrow new Error('probe only');\n",
      },
      'tc-dotenv-node-env',
    );
    await runCli(dir, ['build']);
    assert.equal(readFileSync(path.join(dir, 'enable.txt'), 'utf8'), 'false');
  });
  test('the NODE_ENV of .env replaces one set in the shell: NODE_ENV=production rsbuild build with NODE_ENV=development in .env still skips the check', async () => {
    const dir = makeProject(
      {
        '.env': 'NODE_ENV=development\n',
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync('enable.txt', String(process.env.NODE_ENV === 'production'));\nthrow new Error('probe only');\n",
      },
      'tc-dotenv-over-shell',
    );
    await runCli(dir, ['build'], { env: { NODE_ENV: 'production' } });
    assert.equal(readFileSync(path.join(dir, 'enable.txt'), 'utf8'), 'false');
  });
  test('a glob in issue.exclude is relative to the project root', () => {
    // `returned` excludes 'src/*.stories.tsx'.
    assert.equal(built('returned').code, 0, built('returned').output);
  });
  test('a function may change the options in place', () => {
    // nodeModulesChecked's function empties issue.exclude and returns nothing.
    assert.equal(built('nodeModulesChecked').code, 1);
  });
  test('a function may return new options', () => {
    const result = built('returned');
    assert.equal(result.code, 0, result.output);
  });
  test('an array of objects and functions is applied in order: a function placed after an object sees the merged options', async () => {
    // The plugin's own modifyBundlerChain hook, called as Rsbuild calls it, with a chain that records the checker's options.
    const { pluginTypeCheck } = await import(pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-type-check/dist/index.js')).href);
    const dir = makeProject({ 'tsconfig.json': '{}\n' }, 'tc-array-options');
    const seenByFunction: unknown[] = [];
    const plugin = pluginTypeCheck({
      tsCheckerOptions: [
        { typescript: { memoryLimit: 12288 }, issue: { exclude: [{ file: '**/*.stories.tsx' }] } },
        (options: { typescript: { memoryLimit: number }; issue: { exclude: unknown[] } }) => {
          seenByFunction.push(options.typescript.memoryLimit, options.issue.exclude.length);
          options.typescript.memoryLimit = 4096;
        },
        { typescript: { mode: 'write-references' } },
      ],
    });
    let hook: ((chain: unknown, utils: unknown) => Promise<void>) | undefined;
    plugin.setup({ logger: { info() {} }, context: { rootPath: dir }, modifyBundlerChain: (fn: typeof hook) => (hook = fn) });
    let used: { typescript: { memoryLimit: number; mode: string; configFile: string } } | undefined;
    const chain = { plugin: () => ({ use: (_checker: unknown, [options]: [typeof used]) => (used = options) }) };
    await hook?.(chain, { isProd: true, environment: { name: 'web', tsconfigPath: path.join(dir, 'tsconfig.json') }, CHAIN_ID: { PLUGIN: { TS_CHECKER: 'ts-checker' } } });
    // The function saw the object merged into the defaults (8192 replaced, the node_modules exclusion kept) ...
    assert.deepEqual(seenByFunction, [12288, 2]);
    // ... and the object after it applied to what the function left.
    assert.equal(used?.typescript.memoryLimit, 4096);
    assert.equal(used?.typescript.mode, 'write-references');
    assert.equal(used?.typescript.configFile, path.join(dir, 'tsconfig.json'));
  });
  test('the deprecated forkTsCheckerOptions still applies', () => {
    const result = built('deprecated');
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /Type checker is enabled\./);
  });
});

// The same heading's dev-server claims, with a server and a browser of their own.
describe('TypeScript › Type checking', () => {
  const devDir = makeProject({ 'rsbuild.config.ts': typeCheckConfig('', nodeEnvRecorder), 'tsconfig.json': tsconfigSrc, 'src/index.ts': typeError }, 'tc-dev');
  let browser: Browser;
  let server: ReturnType<typeof startCli>;
  let port: number;
  before(async () => {
    port = await freePort();
    server = startCli(devDir, ['dev', '--port', String(port)], /ready\s+built in/);
    await server.started;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the page is served, and the type error is printed after the dev server is ready', async () => {
    const response = await fetch(`http://localhost:${port}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<script/);
    // The checker is a process of its own; beside other type checks on a loaded machine it can take minutes.
    const output = await waitFor('the type error in the terminal', () => (/TS2322/.test(server.output()) ? server.output() : ''), 180_000);
    assert.match(output, /Type Error in .*src\/index\.ts:1:7/);
    assert.match(output, /TS2322: Type 'string' is not assignable to type 'number'\./);
    assert.ok(output.search(/ready\s+built in/) < output.indexOf('TS2322'), output);
    assert.doesNotMatch(output, /Type checker is enabled/);
  });
  test('the checker runs in a separate Node.js process started with an 8192 MB heap limit', () => {
    const workers = checkerProcesses(devDir);
    assert.ok(workers.some((args) => isIssuesWorker(args) && args.includes('--max-old-space-size=8192')), JSON.stringify(workers));
  });
  test('rsbuild dev sets NODE_ENV to development before it loads the config', () => {
    assert.equal(readFileSync(path.join(devDir, 'node-env.txt'), 'utf8'), 'development');
  });
  test("the type error appears in the browser's error overlay", async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.locator('rsbuild-error-overlay .content', { hasText: 'TS2322' }).waitFor({ timeout: 180_000 });
    const text = await page.locator('rsbuild-error-overlay .content').innerText();
    assert.match(text, /Type 'string' is not assignable to type 'number'\./);
    await page.close();
  });
});
