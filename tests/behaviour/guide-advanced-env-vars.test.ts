// guide/advanced/env-vars: what the CLI inlines from .env files, the shell and the built-ins, in
// which order files override each other, and what --env-mode and --no-env change.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { LoadEnvResult } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { makeProject, outputFile, rsbuildCore, runCli } from './harness';

const source = `const name = 'PUBLIC_API_URL';
const { PUBLIC_API_URL: destructured } = typeof process === 'undefined' ? {} : process.env;
window.result = {
  api: import.meta.env.PUBLIC_API_URL,
  apiViaProcess: process.env.PUBLIC_API_URL,
  docs: import.meta.env.PUBLIC_DOCS_URL,
  title: import.meta.env.PUBLIC_APP_TITLE,
  exported: import.meta.env.PUBLIC_EXPORTED,
  order: import.meta.env.PUBLIC_ORDER,
  shell: import.meta.env.PUBLIC_FROM_SHELL,
  secret: process.env.API_URL,
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
  prod: import.meta.env.PROD,
  base: import.meta.env.BASE_URL,
  assetPrefix: import.meta.env.ASSET_PREFIX,
  nodeEnv: process.env.NODE_ENV,
  dynamic: import.meta.env[name],
  optional: import.meta.env?.PUBLIC_APP_TITLE,
  missing: import.meta.env.PUBLIC_NOT_SET,
  shellWins: import.meta.env.PUBLIC_SHELL_WINS,
  destructured,
};
if (import.meta.env.DEV) {
  console.log('marker-dev-only-branch');
}
`;

const files = {
  'src/index.js': source,
  '.env': `# Shared by every mode
PUBLIC_API_URL=https://api.example.com
PUBLIC_DOCS_URL=\${PUBLIC_API_URL}/docs
PUBLIC_APP_TITLE="My App"
export PUBLIC_EXPORTED=yes
PUBLIC_ORDER=env
API_URL=https://internal.example.com
PUBLIC_SHELL_WINS=from-file
`,
  '.env.local': 'PUBLIC_ORDER=env.local\n',
  '.env.production': 'PUBLIC_ORDER=env.production\n',
  '.env.production.local': 'PUBLIC_ORDER=env.production.local\n',
  '.env.development': 'PUBLIC_ORDER=env.development\n',
  '.env.staging': 'PUBLIC_API_URL=https://staging-api.example.com\nPUBLIC_ORDER=env.staging\n',
  // Read only with --env-dir config-env
  'config-env/.env': 'PUBLIC_ORDER=config-env\n',
  // The config reads an unprefixed variable through process.env
  'rsbuild.config.mjs': `export default { output: { minify: { js: true, jsOptions: { minimizerOptions: { mangle: false, compress: { dead_code: true } } } }, filenameHash: false }, html: { title: process.env.API_URL } };\n`,
};

describe('Environment variables', () => {
  const dir = makeProject(files, 'env-vars');
  const dist = path.join(dir, 'dist');
  const js = () => outputFile(dist, /^static\/js\/index\.js$/);
  let build = '';
  let devModeBuild = '';
  let staging = '';
  let noEnv = '';
  let html = '';
  let noneMode = '';
  let envDir = '';

  before(async () => {
    const env = { PUBLIC_FROM_SHELL: 'from-shell', PUBLIC_SHELL_WINS: 'from-shell' };
    assert.equal((await runCli(dir, ['build'], { env })).code, 0);
    build = js();
    html = outputFile(dist, /^index\.html$/);
    assert.equal((await runCli(dir, ['build', '--mode', 'development'], { env })).code, 0);
    devModeBuild = js();
    assert.equal((await runCli(dir, ['build', '--env-mode', 'staging'], { env })).code, 0);
    staging = js();
    assert.equal((await runCli(dir, ['build', '--no-env'], { env })).code, 0);
    noEnv = js();
    assert.equal((await runCli(dir, ['build', '--mode', 'none'], { env })).code, 0);
    noneMode = js();
    assert.equal((await runCli(dir, ['build', '--env-dir', 'config-env'], { env })).code, 0);
    envDir = js();
  });

  test('--env-dir config-env reads only that folder (relative to the root): the root .env files are ignored', () => {
    assert.match(envDir, /order:\s*"config-env"/);
    assert.doesNotMatch(envDir, /api\.example\.com/);
    assert.match(envDir, /shell:\s*"from-shell"/);
  });

  test('PUBLIC_ variables from .env are inlined in both forms; unprefixed ones are not', () => {
    assert.match(build, /api:\s*"https:\/\/api\.example\.com"/);
    assert.match(build, /apiViaProcess:\s*"https:\/\/api\.example\.com"/);
    assert.match(build, /secret:\s*process\.env\.API_URL/);
  });

  test('the config file reads unprefixed variables through process.env', () => {
    assert.match(html, /<title>https:\/\/internal\.example\.com<\/title>/);
  });

  test('.env syntax: ${NAME} expansion, quotes and the export prefix', () => {
    assert.match(build, /docs:\s*"https:\/\/api\.example\.com\/docs"/);
    assert.match(build, /title:\s*"My App"/);
    assert.match(build, /exported:\s*"yes"/);
  });

  test('load order: .env.[mode].local wins over .env.[mode], .env.local and .env', () => {
    assert.match(build, /order:\s*"env\.production\.local"/);
  });

  test('shell variables with the PUBLIC_ prefix are inlined', () => {
    assert.match(build, /shell:\s*"from-shell"/);
  });

  test('built-in variables in a production build', () => {
    assert.match(build, /mode:\s*"production"/);
    assert.match(build, /dev:\s*!1/);
    assert.match(build, /prod:\s*!0/);
    assert.match(build, /base:\s*"\/"/);
    assert.match(build, /assetPrefix:\s*""/);
    assert.match(build, /nodeEnv:\s*"production"/);
  });

  test('a variable set in the shell wins over the same name in the .env files', () => {
    assert.match(build, /shellWins:\s*"from-shell"/);
  });

  test("mode 'none': process.env.NODE_ENV is left untouched, import.meta.env.MODE is 'none'", () => {
    assert.match(noneMode, /nodeEnv:\s*process\.env\.NODE_ENV/);
    assert.match(noneMode, /mode:\s*"none"/);
  });

  test('the import.meta.env.DEV branch is removed from a production build', () => {
    assert.doesNotMatch(build, /marker-dev-only-branch/);
  });

  test('dynamic access, optional chaining and destructuring are not replaced', () => {
    assert.doesNotMatch(build, /dynamic:\s*"https/);
    assert.doesNotMatch(build, /optional:\s*"My App"/);
    assert.match(build, /process\.env/);
  });

  test('import.meta.env[name] reads an object of the built-in variables only; a missing variable is a lookup on it', () => {
    const builtIns = /\(\{\s*"MODE":\s*"none",\s*"DEV":\s*false,\s*"PROD":\s*false,\s*"BASE_URL":\s*"\/",\s*"ASSET_PREFIX":\s*""\s*\}\)/;
    assert.match(noneMode, new RegExp(`dynamic:\\s*${builtIns.source}\\[name\\]`));
    assert.match(noneMode, new RegExp(`missing:\\s*${builtIns.source}\\.PUBLIC_NOT_SET`));
  });

  test('--mode development still loads .env.production (the env mode follows NODE_ENV)', () => {
    assert.match(devModeBuild, /order:\s*"env\.production\.local"/);
    assert.match(devModeBuild, /mode:\s*"development"/);
  });

  test('--env-mode staging loads .env.staging and keeps a production build', () => {
    assert.match(staging, /api:\s*"https:\/\/staging-api\.example\.com"/);
    assert.match(staging, /mode:\s*"production"/);
  });

  test('--no-env skips the files and shell PUBLIC_ variables alike', () => {
    assert.doesNotMatch(noEnv, /api\.example\.com/);
    assert.doesNotMatch(noEnv, /from-shell/);
  });

  test('--env-mode local is rejected', async () => {
    const result = await runCli(dir, ['build', '--env-mode', 'local']);
    assert.notEqual(result.code, 0);
    assert.match(result.output, /local cannot be used as a value for env mode, because .env.local represents a/);
  });
});

describe('Custom prefixes with loadEnv', () => {
  test('loadEnv returns parsed, filePaths, rawPublicVars, publicVars and cleanup; the shell wins except for NODE_ENV', async () => {
    const { loadEnv } = await rsbuildCore();
    const dir = makeProject({ '.env': 'REACT_APP_API=from-file\nREACT_APP_SHELL=from-file\nNODE_ENV=development\nSECRET=s\n', '.env.staging': 'REACT_APP_API=from-staging\n' }, 'env-vars-loadenv');
    const processEnv: Record<string, string> = { NODE_ENV: 'production', REACT_APP_SHELL: 'from-shell' };
    const result: LoadEnvResult = loadEnv({ cwd: dir, mode: 'staging', prefixes: ['REACT_APP_'], processEnv });
    assert.deepEqual(Object.keys(result).sort(), ['cleanup', 'filePaths', 'parsed', 'publicVars', 'rawPublicVars']);
    assert.deepEqual(result.filePaths.map((file) => path.basename(file)), ['.env', '.env.staging']);
    assert.equal(result.parsed.REACT_APP_API, 'from-staging');
    assert.equal(processEnv.REACT_APP_SHELL, 'from-shell');
    assert.equal(processEnv.NODE_ENV, 'development');
    assert.deepEqual(result.rawPublicVars, { REACT_APP_SHELL: 'from-shell', REACT_APP_API: 'from-staging' });
    assert.equal(result.publicVars['import.meta.env.REACT_APP_API'], '"from-staging"');
    assert.equal(result.publicVars['process.env.REACT_APP_API'], '"from-staging"');
    assert.equal(result.publicVars['process.env.SECRET'], undefined);
    result.cleanup();
    assert.equal(processEnv.SECRET, undefined);
    assert.equal(processEnv.REACT_APP_API, undefined);
  });
});

describe('Custom prefixes with loadEnv › the config sample', () => {
  test('with the sample config, REACT_APP_ variables are inlined in both forms and PUBLIC_ keeps working', async () => {
    const config = `import { defineConfig, loadEnv } from '@rsbuild/core';

export default defineConfig(({ envMode }) => {
  const { publicVars } = loadEnv({
    mode: envMode,
    prefixes: ['REACT_APP_'],
  });

  return {
    source: {
      define: publicVars,
    },
  };
});
`;
    const dir = makeProject(
      {
        'rsbuild.config.ts': config,
        '.env': 'REACT_APP_API=https://react.example.com\nPUBLIC_KEPT=kept\n',
        'src/index.js': 'window.result = [process.env.REACT_APP_API, import.meta.env.REACT_APP_API, import.meta.env.PUBLIC_KEPT];\n',
      },
      'env-vars-react-app',
    );
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(js, /\["https:\/\/react\.example\.com","https:\/\/react\.example\.com","kept"\]/);
  });
});

// tsc on a project whose src/env.d.ts holds the page's declarations (ES library only, no DOM).
const typeOptions: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts'] };
const sharedSourceFiles = new Map<string, ts.SourceFile | undefined>();
function typeCheck(files: Record<string, string>): string {
  const cwd = makeProject(files, 'env-vars-types');
  const host = ts.createCompilerHost(typeOptions);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (fileName.startsWith(cwd + path.sep) && !fileName.includes('node_modules')) return getSourceFile(fileName, languageVersion, ...rest);
    if (!sharedSourceFiles.has(fileName)) sharedSourceFiles.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
    return sharedSourceFiles.get(fileName);
  };
  const rootNames = Object.keys(files).map((file) => path.join(cwd, file));
  return ts
    .getPreEmitDiagnostics(ts.createProgram({ rootNames, options: typeOptions, host }))
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
      return `${diagnostic.file ? path.relative(cwd, diagnostic.file.fileName) : ''}(${line}): TS${diagnostic.code}`;
    })
    .join('\n');
}

describe('Type declarations', () => {
  const reference = '/// <reference types="@rsbuild/core/types" />\n';
  const probe = [
    "export const mode: 'development' | 'production' | 'none' = import.meta.env.MODE;",
    'export const dev: boolean = import.meta.env.DEV;',
    'export const prefix: string = import.meta.env.ASSET_PREFIX;',
    'export const nodeEnv: string = process.env.NODE_ENV;',
    'export const api: string = import.meta.env.PUBLIC_API_URL;',
    'export const typo: number = import.meta.env.PUBLIC_API_UR;',
    '',
  ].join('\n');

  test('the reference types the built-ins and process.env; other keys are any, declared keys take their type', () => {
    assert.equal(typeCheck({ 'src/env.d.ts': reference, 'src/index.ts': probe }), '');
    const declared = typeCheck({ 'src/env.d.ts': `${reference}\ninterface ImportMetaEnv {\n  readonly PUBLIC_API_URL: number;\n}\n`, 'src/index.ts': probe });
    assert.equal(declared, 'src/index.ts(5): TS2322');
  });

  test('with strictImportMetaEnv, a misspelled name is a type error; without the reference, import.meta.env is unknown', () => {
    const strict = `${reference}\ninterface RsbuildTypeOptions {\n  strictImportMetaEnv: true;\n}\n\ninterface ImportMetaEnv {\n  readonly PUBLIC_API_URL: string;\n}\n`;
    assert.equal(typeCheck({ 'src/env.d.ts': strict, 'src/index.ts': probe }), 'src/index.ts(6): TS2551');
    assert.match(typeCheck({ 'src/index.ts': probe }), /src\/index\.ts\(1\): TS2339/);
  });
});

describe('Security', () => {
  test('source.define with the whole process.env prints a warning', async () => {
    const { createRsbuild, logger } = await rsbuildCore();
    const warnings: string[] = [];
    const warn = logger.warn;
    logger.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const rsbuild = await createRsbuild({
        cwd: makeProject({ 'src/index.js': '' }, 'env-vars-define'),
        rsbuildConfig: { source: { define: { 'process.env': JSON.stringify(process.env) } } },
      });
      await rsbuild.initConfigs();
    } finally {
      logger.warn = warn;
    }
    assert.ok(
      warnings.some((text) => text.includes('option includes an object with the key "PATH" under "process.env", indicating potential exposure of all environment variables')),
      warnings.join('\n'),
    );
  });
});
