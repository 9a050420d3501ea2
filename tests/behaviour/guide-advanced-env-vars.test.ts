// guide/advanced/env-vars: what the CLI inlines from .env files, the shell and the built-ins, in
// which order files override each other, and what --env-mode and --no-env change.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import ts from 'typescript';
import type { LoadEnvResult } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, createTypeProgram, freePort, makeProject, outputFile, pageSamples, pageText, readText, rsbuildCore, runCli, startCli, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles } from './harness';

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
  shellEmpty: import.meta.env.PUBLIC_SHELL_EMPTY,
  feature: import.meta.env.PUBLIC_FEATURE,
  single: import.meta.env.PUBLIC_SINGLE,
  commented: import.meta.env.PUBLIC_COMMENTED,
  orderLocal: import.meta.env.PUBLIC_ORDER_LOCAL,
  orderMode: import.meta.env.PUBLIC_ORDER_MODE,
  destructured,
  bracket: import.meta.env['PUBLIC_API_URL'],
  bracketViaProcess: process.env['PUBLIC_API_URL'],
  stagingLocal: import.meta.env.PUBLIC_STAGING_LOCAL,
  brandColor: import.meta.env.PUBLIC_BRAND_COLOR,
  home: import.meta.env.PUBLIC_HOME,
  quotedColor: import.meta.env.PUBLIC_QUOTED_COLOR,
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
PUBLIC_SHELL_EMPTY=from-file
PUBLIC_FEATURE=false
PUBLIC_SINGLE='single quoted'
# PUBLIC_COMMENTED=commented
PUBLIC_ORDER_LOCAL=env
PUBLIC_ORDER_MODE=env
PUBLIC_BRAND_COLOR=#0a7cff
PUBLIC_HOME=https://example.com/#/home
PUBLIC_QUOTED_COLOR="#0a7cff"
`,
  '.env.local': 'PUBLIC_ORDER=env.local\nPUBLIC_ORDER_LOCAL=env.local\nPUBLIC_ORDER_MODE=env.local\n',
  '.env.production': 'PUBLIC_ORDER=env.production\nPUBLIC_ORDER_MODE=env.production\n',
  '.env.production.local': 'PUBLIC_ORDER=env.production.local\n',
  '.env.development': 'PUBLIC_ORDER=env.development\n',
  '.env.staging': 'PUBLIC_API_URL=https://staging-api.example.com\nPUBLIC_ORDER=env.staging\n',
  '.env.staging.local': 'PUBLIC_STAGING_LOCAL=env.staging.local\n',
  // Read only with --env-dir config-env
  'config-env/.env': 'PUBLIC_ORDER=config-env\n',
  // The config reads an unprefixed variable through process.env, and the env mode from its
  // function's parameter
  'rsbuild.config.mjs': `export default ({ envMode }) => ({ output: { minify: { js: true, jsOptions: { minimizerOptions: { mangle: false, compress: { dead_code: true } } } }, filenameHash: false }, html: { title: \`\${process.env.API_URL} \${envMode}\` } });\n`,
};

describe('Environment variables', () => {
  const dir = makeProject(files, 'env-vars');
  const dist = path.join(dir, 'dist');
  const js = () => outputFile(dist, /^static\/js\/index\.js$/);
  let build = '';
  let devModeBuild = '';
  let staging = '';
  let stagingHtml = '';
  let noEnv = '';
  let html = '';
  let noneMode = '';
  let envDir = '';

  before(async () => {
    const env = { PUBLIC_FROM_SHELL: 'from-shell', PUBLIC_SHELL_WINS: 'from-shell', PUBLIC_SHELL_EMPTY: '' };
    assert.equal((await runCli(dir, ['build'], { env })).code, 0);
    build = js();
    html = outputFile(dist, /^index\.html$/);
    assert.equal((await runCli(dir, ['build', '--mode', 'development'], { env })).code, 0);
    devModeBuild = js();
    assert.equal((await runCli(dir, ['build', '--env-mode', 'staging'], { env })).code, 0);
    staging = js();
    stagingHtml = outputFile(dist, /^index\.html$/);
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

  test('the config file reads unprefixed variables through process.env; envMode is NODE_ENV, or the value of --env-mode', () => {
    assert.match(html, /<title>https:\/\/internal\.example\.com production<\/title>/);
    assert.match(stagingHtml, /<title>https:\/\/internal\.example\.com staging<\/title>/);
  });

  test('.env syntax: ${NAME} expansion, quotes and the export prefix', () => {
    assert.match(build, /docs:\s*"https:\/\/api\.example\.com\/docs"/);
    assert.match(build, /title:\s*"My App"/);
    assert.match(build, /exported:\s*"yes"/);
  });

  test('load order: .env.[mode].local wins over .env.[mode], .env.local and .env', () => {
    assert.match(build, /order:\s*"env\.production\.local"/);
  });

  test('load order: .env.[mode] wins over .env.local, and .env.local over .env', () => {
    assert.match(build, /orderMode:\s*"env\.production"/);
    assert.match(build, /orderLocal:\s*"env\.local"/);
  });

  test(".env syntax: every value is a string (PUBLIC_FEATURE=false gives 'false'), single quotes are removed, a # line is a comment", () => {
    assert.match(build, /feature:\s*"false"/);
    assert.match(build, /single:\s*"single quoted"/);
    assert.doesNotMatch(build, /"commented"/);
  });

  test('.env syntax: a # in an unquoted value starts a comment (PUBLIC_BRAND_COLOR=#0a7cff is empty, the URL loses #/home); a quoted value keeps it', () => {
    assert.match(build, /brandColor:\s*""/);
    assert.match(build, /home:\s*"https:\/\/example\.com\/"/);
    assert.match(build, /quotedColor:\s*"#0a7cff"/);
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/advanced/env-vars', lang);
      assert.ok(text.includes('`PUBLIC_BRAND_COLOR=#0a7cff`') && text.includes('`https://example.com/`') && text.includes('`PUBLIC_BRAND_COLOR="#0a7cff"`'), lang);
    }
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

  test('Load order: a shell variable set to an empty value does not win; the value from the .env files is inlined', () => {
    assert.match(build, /shellEmpty:\s*"from-file"/);
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

  test("The variable is undefined in the browser: the bracket form with the name in quotes is replaced in both forms", () => {
    assert.match(build, /bracket:\s*"https:\/\/api\.example\.com"/);
    assert.match(build, /bracketViaProcess:\s*"https:\/\/api\.example\.com"/);
  });

  test('import.meta.env[name] reads an object of the built-in variables only; a missing variable is a lookup on it', () => {
    const builtIns = /\(\{\s*"MODE":\s*"none",\s*"DEV":\s*false,\s*"PROD":\s*false,\s*"BASE_URL":\s*"\/",\s*"ASSET_PREFIX":\s*""\s*\}\)/;
    assert.match(noneMode, new RegExp(`dynamic:\\s*${builtIns.source}\\[name\\]`));
    assert.match(noneMode, new RegExp(`missing:\\s*${builtIns.source}\\.PUBLIC_NOT_SET`));
  });

  test('Type declarations: a declared variable missing at build time reads as undefined when the bundle runs', () => {
    const window: { result?: Record<string, unknown> } = {};
    vm.runInNewContext(noneMode, { window, process: { env: {} } });
    assert.ok(window.result && 'missing' in window.result);
    assert.equal(window.result.missing, undefined);
    assert.equal(window.result.mode, 'none');
  });

  test('--mode development still loads .env.production (the env mode follows NODE_ENV)', () => {
    assert.match(devModeBuild, /order:\s*"env\.production\.local"/);
    assert.match(devModeBuild, /mode:\s*"development"/);
  });

  test("built-in variables in mode 'development': DEV is true, PROD false, NODE_ENV 'development'", () => {
    assert.match(devModeBuild, /dev:\s*(?:!0|true)/);
    assert.match(devModeBuild, /prod:\s*(?:!1|false)/);
    assert.match(devModeBuild, /nodeEnv:\s*"development"/);
  });

  test('--env-mode staging loads .env.staging and .env.staging.local, and keeps a production build', () => {
    assert.match(staging, /api:\s*"https:\/\/staging-api\.example\.com"/);
    assert.match(staging, /stagingLocal:\s*"env\.staging\.local"/);
    assert.doesNotMatch(build, /"env\.staging\.local"/);
    assert.match(staging, /mode:\s*"production"/);
  });

  test('--no-env skips the files and shell PUBLIC_ variables alike', () => {
    assert.doesNotMatch(noEnv, /api\.example\.com/);
    assert.doesNotMatch(noEnv, /from-shell/);
  });

  test('--env-mode local is rejected: Failed to build., the whole [rsbuild:loadEnv] error and its stack, exit code 1', async () => {
    const result = await runCli(dir, ['build', '--env-mode', 'local']);
    assert.equal(result.code, 1);
    assert.ok(
      result.output.includes(
        'error   Failed to build.\nerror   [rsbuild:loadEnv] local cannot be used as a value for env mode, because .env.local represents a temporary local file. Please use another value.\n    at loadEnv (',
      ),
      result.output,
    );
  });
});

describe('Environment variables › .env files › quotes and $', () => {
  test('backtick quotes are stripped, $NAME expands like ${NAME} even in single quotes, only \\$ keeps a $, \\n is a newline only in double quotes', async () => {
    const { loadEnv } = await rsbuildCore();
    const dir = makeProject(
      {
        '.env': [
          'PUBLIC_BT=`back tick`',
          'PUBLIC_BASE=abc',
          'PUBLIC_BARE=$PUBLIC_BASE/x',
          'PUBLIC_BRACED=${PUBLIC_BASE}/y',
          "PUBLIC_SQ='$PUBLIC_BASE/z'",
          'PUBLIC_Q="a$bcd-x"',
          'PUBLIC_R=a\\$bcd',
          'PUBLIC_DQ_NL="one\\ntwo"',
          "PUBLIC_SQ_NL='one\\ntwo'",
          'PUBLIC_PLAIN_NL=one\\ntwo',
          '',
        ].join('\n'),
      },
      'env-vars-quotes-dollar',
    );
    const { parsed } = loadEnv({ cwd: dir, processEnv: {} });
    assert.deepEqual(parsed, {
      PUBLIC_BT: 'back tick',
      PUBLIC_BASE: 'abc',
      PUBLIC_BARE: 'abc/x',
      PUBLIC_BRACED: 'abc/y',
      PUBLIC_SQ: 'abc/z',
      PUBLIC_Q: 'a-x',
      PUBLIC_R: 'a$bcd',
      PUBLIC_DQ_NL: 'one\ntwo',
      PUBLIC_SQ_NL: 'one\\ntwo',
      PUBLIC_PLAIN_NL: 'one\\ntwo',
    });
    const en = pageText('guide/advanced/env-vars', 'en');
    assert.ok(en.includes('values may be wrapped in single, double or backtick quotes'));
    assert.ok(en.includes('`${NAME}` or a bare `$NAME` expands another variable. Quotes, even single ones, do not stop that expansion'));
    assert.ok(en.includes('`PUBLIC_KEY="a$bcd-x"` gives `a-x`. Write `\\$` to keep the `$` (`PUBLIC_KEY=a\\$bcd` gives `a$bcd`)'));
    assert.ok(en.includes('Inside double quotes `\\n` becomes a newline; inside single quotes or an unquoted value it stays as the two characters `\\n`'));
    const zh = pageText('guide/advanced/env-vars', 'zh');
    assert.ok(zh.includes('值可以用单引号、双引号或反引号包裹'));
    assert.ok(zh.includes('`${NAME}` 或不带花括号的 `$NAME` 会展开为另一个变量的值。引号（包括单引号）不会阻止这种展开'));
    assert.ok(zh.includes('`PUBLIC_KEY="a$bcd-x"` 得到 `a-x`。要保留 `$`，请写成 `\\$`（`PUBLIC_KEY=a\\$bcd` 得到 `a$bcd`）'));
    assert.ok(zh.includes('在双引号中，`\\n` 会变成换行符；在单引号中或未加引号的值里，它仍是 `\\n` 这两个字符'));
  });
});

describe('Custom prefixes with loadEnv', () => {
  test('loadEnv returns parsed, filePaths, rawPublicVars, publicVars and cleanup; a non-empty shell value wins except for NODE_ENV', async () => {
    const { loadEnv } = await rsbuildCore();
    const dir = makeProject({ '.env': 'REACT_APP_API=from-file\nREACT_APP_SHELL=from-file\nREACT_APP_EMPTY=from-file\nNODE_ENV=development\nSECRET=s\n', '.env.staging': 'REACT_APP_API=from-staging\n' }, 'env-vars-loadenv');
    const processEnv: Record<string, string> = { NODE_ENV: 'production', REACT_APP_SHELL: 'from-shell', REACT_APP_EMPTY: '' };
    const result: LoadEnvResult = loadEnv({ cwd: dir, mode: 'staging', prefixes: ['REACT_APP_'], processEnv });
    assert.deepEqual(Object.keys(result).sort(), ['cleanup', 'filePaths', 'parsed', 'publicVars', 'rawPublicVars']);
    assert.deepEqual(result.filePaths.map((file) => path.basename(file)), ['.env', '.env.staging']);
    assert.equal(result.parsed.REACT_APP_API, 'from-staging');
    assert.equal(processEnv.REACT_APP_SHELL, 'from-shell');
    assert.equal(processEnv.NODE_ENV, 'development');
    // A shell value wins only when it is not empty.
    assert.equal(result.parsed.REACT_APP_EMPTY, 'from-file');
    assert.deepEqual(result.rawPublicVars, { REACT_APP_SHELL: 'from-shell', REACT_APP_EMPTY: 'from-file', REACT_APP_API: 'from-staging' });
    assert.equal(result.publicVars['import.meta.env.REACT_APP_API'], '"from-staging"');
    assert.equal(result.publicVars['process.env.REACT_APP_API'], '"from-staging"');
    assert.equal(result.publicVars['process.env.SECRET'], undefined);
    result.cleanup();
    assert.equal(processEnv.SECRET, undefined);
    assert.equal(processEnv.REACT_APP_API, undefined);
    // A NODE_ENV taken from a file stays; a shell variable that a file also names holds its own
    // value in parsed, and cleanup() deletes it as well.
    assert.equal(processEnv.NODE_ENV, 'development');
    assert.equal(result.parsed.REACT_APP_SHELL, 'from-shell');
    assert.equal(processEnv.REACT_APP_SHELL, undefined);
  });
});

describe('Custom prefixes with loadEnv › processEnv', () => {
  test('values from outside the files come only from processEnv: with processEnv: {}, a shell PUBLIC_ variable is not public and ${NAME} of a shell variable expands to nothing', async () => {
    const { loadEnv } = await rsbuildCore();
    const dir = makeProject({ '.env': 'PUBLIC_FROM_FILE=file\nPUBLIC_EXPANDED=${ENV_VARS_SHELL_ONLY}-x\n' }, 'env-vars-loadenv-processenv');
    process.env.PUBLIC_ENV_VARS_SHELL = 'shell';
    process.env.ENV_VARS_SHELL_ONLY = 'shell';
    try {
      const target: Record<string, string> = {};
      const separate = loadEnv({ cwd: dir, mode: 'production', processEnv: target });
      assert.deepEqual(separate.rawPublicVars, { PUBLIC_FROM_FILE: 'file', PUBLIC_EXPANDED: '-x' });
      assert.deepEqual(target, { PUBLIC_FROM_FILE: 'file', PUBLIC_EXPANDED: '-x' });
      assert.equal(process.env.PUBLIC_FROM_FILE, undefined);
      const shared = loadEnv({ cwd: dir, mode: 'production' });
      try {
        assert.equal(shared.rawPublicVars.PUBLIC_ENV_VARS_SHELL, 'shell');
        assert.equal(shared.rawPublicVars.PUBLIC_EXPANDED, 'shell-x');
      } finally {
        shared.cleanup();
      }
    } finally {
      delete process.env.PUBLIC_ENV_VARS_SHELL;
      delete process.env.ENV_VARS_SHELL_ONLY;
    }
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/advanced/env-vars', lang).includes('`processEnv: {}`'), lang);
  });
});

describe('Custom prefixes with loadEnv › defaults', () => {
  test("loadEnv() with no options: cwd is process.cwd(), mode is NODE_ENV, prefixes ['PUBLIC_'], variables are written to process.env", async () => {
    const { loadEnv } = await rsbuildCore();
    const dir = makeProject({ '.env': 'PUBLIC_DEFAULTS_A=env\nDEFAULTS_SECRET=secret\n', '.env.staging': 'PUBLIC_DEFAULTS_B=env.staging\n' }, 'env-vars-loadenv-defaults');
    const cwd = process.cwd();
    const seen = await withNodeEnv('staging', async () => {
      process.chdir(dir);
      try {
        const result = loadEnv();
        const written = [process.env.PUBLIC_DEFAULTS_A, process.env.PUBLIC_DEFAULTS_B, process.env.DEFAULTS_SECRET];
        result.cleanup();
        return { files: result.filePaths.map((file) => path.basename(file)), written, raw: [result.rawPublicVars.PUBLIC_DEFAULTS_A, result.rawPublicVars.PUBLIC_DEFAULTS_B, result.rawPublicVars.DEFAULTS_SECRET], after: process.env.PUBLIC_DEFAULTS_A };
      } finally {
        process.chdir(cwd);
      }
    });
    assert.deepEqual(seen, { files: ['.env', '.env.staging'], written: ['env', 'env.staging', 'secret'], raw: ['env', 'env.staging', undefined], after: undefined });
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
function typeCheck(files: Record<string, string>): string {
  const cwd = makeProject(files, 'env-vars-types');
  const rootNames = Object.keys(files).map((file) => path.join(cwd, file));
  return ts
    .getPreEmitDiagnostics(createTypeProgram(ts, { rootNames, options: typeOptions }))
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

  test('the reference types the built-ins, process.env and static asset imports; other keys are any, declared keys take their type', () => {
    const asset = "import logoUrl from './logo.png';\nexport const url: string = logoUrl;\n";
    assert.equal(typeCheck({ 'src/env.d.ts': reference, 'src/index.ts': probe, 'src/asset.ts': asset }), '');
    assert.equal(typeCheck({ 'src/asset.ts': asset }), 'src/asset.ts(1): TS2307');
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
  test('source.define with the whole process.env prints the [rsbuild:config] warning, whole', async () => {
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
      // Only the object under the process.env key is checked.
      const other = await createRsbuild({
        cwd: makeProject({ 'src/index.js': '' }, 'env-vars-define-other'),
        rsbuildConfig: { source: { define: { 'import.meta.env.ALL': JSON.stringify(process.env) } } },
      });
      await other.initConfigs();
    } finally {
      logger.warn = warn;
    }
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.ok(
      warnings
        .map((text) => text.replace(/\x1b\[[0-9;]*m/g, ''))
        .includes(
          '[rsbuild:config] The "source.define" option includes an object with the key "PATH" under "process.env", indicating potential exposure of all environment variables. This can lead to security risks and should be avoided.',
        ),
      warnings.join('\n'),
    );
  });
});


describe('Security › the whole environment in source.define (also the source.define page)', () => {
  // the object is copied wherever the code reads process.env, but a production minifier folds a lone
  // process.env.FOO into void 0, so a quick check with process.env.FOO alone would wrongly look safe.
  test('without minification every process.env.FOO carries the whole object; minified, a lone process.env.FOO becomes void 0, while const { FOO } = process.env keeps the whole object', async () => {
    const defined = JSON.stringify({ PATH: process.env.PATH, BUILD_MACHINE_SECRET: 'secret-from-the-build-machine' });
    const dir = makeProject({ 'src/lone.js': 'window.lone = process.env.FOO;\n', 'src/whole.js': 'const { FOO } = process.env;\nwindow.whole = FOO;\n' }, 'env-vars-define-whole');
    await buildProject(dir, {
      mode: 'production',
      source: { entry: { lone: './src/lone.js', whole: './src/whole.js' }, define: { 'process.env': defined } },
      output: { filenameHash: false },
      environments: {
        minified: { output: { distPath: { root: 'dist/minified' } } },
        plain: { output: { minify: false, distPath: { root: 'dist/plain' } } },
      },
    });
    const js = (env: string, name: string) => readText(dir, `dist/${env}/static/js/${name}.js`);
    assert.match(js('plain', 'lone'), /secret-from-the-build-machine/);
    assert.doesNotMatch(js('minified', 'lone'), /secret-from-the-build-machine/);
    assert.match(js('minified', 'lone'), /window\.lone=void 0/);
    assert.match(js('minified', 'whole'), /secret-from-the-build-machine/);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/advanced/env-vars', lang).includes('`const { FOO } = process.env`'), lang);
    assert.ok(pageText('config/source/define', 'en').includes('wherever the code reads `process.env`: at each `process.env.FOO` when the output is not minified'));
    assert.ok(pageText('config/source/define', 'zh').includes('即使是压缩后的生产构建，像 `const { FOO } = process.env` 这样整体使用该对象的地方也会保留全部变量'));
    assert.ok(!pageText('config/source/define', 'en').includes('tokens included, would be written into the bundle'));
  });
});

describe('Environment variables › Load order', () => {
  test('rsbuild dev reads .env.development and rsbuild preview .env.production, before the config runs; rsbuild --root . build reads .env.development', async () => {
    const dir = makeProject(
      {
        '.env.development': 'PUBLIC_ORDER=env.development\n',
        '.env.production': 'PUBLIC_ORDER=env.production\n',
        // A probe: it records what the config sees, then stops the command.
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nexport default ({ command, envMode }) => {\n  writeFileSync(`seen-${command}.txt`, `${envMode} ${process.env.PUBLIC_ORDER}`);\n  throw new Error('probe only');\n};\n",
      },
      'env-vars-commands',
    );
    await Promise.all([runCli(dir, ['dev']), runCli(dir, ['preview']), runCli(dir, ['--root', '.', 'build'])]);
    assert.equal(readText(dir, 'seen-dev.txt'), 'development env.development');
    assert.equal(readText(dir, 'seen-preview.txt'), 'production env.production');
    // NODE_ENV comes from the first argument: with a flag before build, it is 'development'.
    assert.equal(readText(dir, 'seen---root.txt'), 'development env.development');
  });

  test('Other directories: --env-dir is relative to the project root (--root), not to the working directory; a root set in the config file does not move where the .env files are read', async () => {
    const dir = makeProject(
      {
        'env/.env': 'PUBLIC_ORDER=cwd-env\n',
        'app/env/.env': 'PUBLIC_ORDER=root-env\n',
        'app/.env': 'PUBLIC_ORDER=root\n',
        // A probe: it records what the config sees (in the working directory), then stops the command.
        'app/rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nexport default () => {\n  writeFileSync('seen-env-dir.txt', String(process.env.PUBLIC_ORDER));\n  throw new Error('probe only');\n};\n",
      },
      'env-vars-env-dir-root',
    );
    // A root set in the config file: the .env files of the working folder are the ones read.
    const configRoot = makeProject(
      {
        '.env': 'PUBLIC_ORDER=cwd\n',
        'app/.env': 'PUBLIC_ORDER=config-root\n',
        'app/src/index.js': 'window.order = import.meta.env.PUBLIC_ORDER;\n',
        'rsbuild.config.mjs': "export default { root: 'app', output: { minify: false, filenameHash: false } };\n",
      },
      'env-vars-config-root',
    );
    const [, configRootBuild] = await Promise.all([runCli(dir, ['build', '--root', 'app', '--env-dir', 'env']), runCli(configRoot, ['build'])]);
    assert.equal(readText(dir, 'seen-env-dir.txt'), 'root-env');
    assert.equal(configRootBuild.code, 0, configRootBuild.output);
    assert.match(readText(configRoot, 'app/dist/static/js/index.js'), /window\.order = "cwd";/);
    assert.ok(pageText('guide/advanced/env-vars', 'en').includes('Here the project root is the folder you run the command in, or the one given with `--root`: a [root](/config/root) set in the config file does not move it, because the files have already been read by then.'));
    assert.ok(pageText('guide/advanced/env-vars', 'zh').includes('这里的项目根目录是执行命令时所在的目录，或者 `--root` 指定的目录；配置文件中设置的 [root](/config/root) 不会改变它，因为此时这些文件已经读取完毕。'));
  });

  test('a NODE_ENV line in a file replaces the value from the shell or the one the CLI set; the files were already picked by the first value', async () => {
    const dir = makeProject(
      {
        '.env': 'NODE_ENV=development\n',
        '.env.production': 'PUBLIC_ORDER=env.production\n',
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nexport default () => {\n  writeFileSync(`seen-${process.env.PROBE}.txt`, `${process.env.NODE_ENV} ${process.env.PUBLIC_ORDER}`);\n  throw new Error('probe only');\n};\n",
      },
      'env-vars-node-env-line',
    );
    await Promise.all([runCli(dir, ['build'], { env: { NODE_ENV: 'production', PROBE: 'shell' } }), runCli(dir, ['build'], { env: { PROBE: 'cli' } })]);
    assert.equal(readText(dir, 'seen-shell.txt'), 'development env.production');
    assert.equal(readText(dir, 'seen-cli.txt'), 'development env.production');
  });
});

describe('Environment variables › Load order › NODE_ENV in a file', () => {
  test('with NODE_ENV=development in .env, rsbuild build makes a development build: MODE and NODE_ENV are development, the output is not minified', async () => {
    const dir = makeProject(
      {
        '.env': 'NODE_ENV=development\n',
        'src/index.js': 'window.result = [import.meta.env.MODE, process.env.NODE_ENV];\n',
        'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n',
      },
      'env-vars-node-env-build',
    );
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    assert.match(readText(dir, 'dist/static/js/index.js'), /window\.result = \[\n\s+"development",\n\s+"development"\n\];/);
  });
});

describe('Environment variables › Choose another file with --env-mode', () => {
  test("NODE_ENV=staging makes the default mode 'none'", async () => {
    const { createRsbuild } = await rsbuildCore();
    const mode = await withNodeEnv('staging', async () => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'env-vars-staging') });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig().mode;
    });
    assert.equal(mode, 'none');
  });
});

describe('Environment variables › Built-in variables', () => {
  test("ASSET_PREFIX is dev.assetPrefix in development and output.assetPrefix in production and in mode 'none', without the trailing slash", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '' }, 'env-vars-prefix');
    const defines: Record<string, unknown> = {};
    for (const mode of ['development', 'production', 'none'] as const) {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode, dev: { assetPrefix: '/dev-assets/' }, output: { assetPrefix: 'https://cdn.example.com/' } } });
      const [config] = await rsbuild.initConfigs();
      const define = config.plugins?.find((item) => item?.constructor.name === 'DefinePlugin') as unknown as { _args: [Record<string, any>] };
      defines[mode] = [define._args[0]['import.meta.env'].ASSET_PREFIX, define._args[0]['process.env.ASSET_PREFIX']];
    }
    assert.deepEqual(defines, { development: ['"/dev-assets"', '"/dev-assets"'], production: ['"https://cdn.example.com"', '"https://cdn.example.com"'], none: ['"https://cdn.example.com"', '"https://cdn.example.com"'] });
  });
});

describe('Environment variables › Built-in variables › ASSET_PREFIX with auto', () => {
  test("with the prefix 'auto' (dev.assetPrefix in development, output.assetPrefix in production), ASSET_PREFIX is the string 'auto' in both forms", async () => {
    const { createRsbuild } = await rsbuildCore();
    const values: Record<string, string[]> = {};
    for (const [mode, rsbuildConfig] of [
      ['development', { mode: 'development', dev: { assetPrefix: 'auto' } }],
      ['production', { mode: 'production', output: { assetPrefix: 'auto' } }],
    ] as const) {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'env-vars-asset-prefix-auto'), rsbuildConfig });
      const [config] = await rsbuild.initConfigs();
      const define = config.plugins?.find((item) => item?.constructor.name === 'DefinePlugin') as unknown as { _args: [Record<string, any>] };
      values[mode] = [define._args[0]['import.meta.env'].ASSET_PREFIX, define._args[0]['process.env.ASSET_PREFIX']];
    }
    assert.deepEqual(values, { development: ['"auto"', '"auto"'], production: ['"auto"', '"auto"'] });
  });
});

describe('Environment variables › Built-in variables › BASE_URL', () => {
  test('BASE_URL is the value of server.base in both forms; with no prefix set, ASSET_PREFIX follows server.base too, in development and production', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '' }, 'env-vars-base');
    const values: Record<string, string[]> = {};
    for (const mode of ['development', 'production'] as const) {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode, server: { base: '/app' } } });
      const [config] = await rsbuild.initConfigs();
      const define = config.plugins?.find((item) => item?.constructor.name === 'DefinePlugin') as unknown as { _args: [Record<string, any>] };
      values[mode] = [define._args[0]['import.meta.env'].BASE_URL, define._args[0]['process.env.BASE_URL'], define._args[0]['import.meta.env'].ASSET_PREFIX, define._args[0]['process.env.ASSET_PREFIX']];
    }
    assert.deepEqual(values, { development: ['"/app"', '"/app"', '"/app"', '"/app"'], production: ['"/app"', '"/app"', '"/app"', '"/app"'] });
  });
});

describe('Environment variables › Use variables in the config file', () => {
  test("the page's config sample: PORT from process.env, source maps for the staging env mode (1.0 shape of output.sourceMap)", async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const sample = `import { defineConfig } from '@rsbuild/core';

export default defineConfig(({ envMode }) => ({
  server: {
    port: Number(process.env.PORT ?? 3000),
  },
  output: {
    sourceMap: { js: envMode === 'staging' ? 'source-map' : false },
  },
}));
`;
    const cwd = makeProject({ 'src/index.js': '', 'rsbuild.config.ts': sample }, 'env-vars-config-sample');
    const savedPort = process.env.PORT;
    process.env.PORT = '4321';
    try {
      const configs = [];
      for (const envMode of ['staging', 'production']) {
        const { content } = await loadConfig({ cwd, envMode });
        const rsbuild = await createRsbuild({ cwd, rsbuildConfig: content });
        await rsbuild.initConfigs();
        const { server, output } = rsbuild.getNormalizedConfig();
        configs.push([server.port, output.sourceMap]);
      }
      assert.deepEqual(configs, [
        [4321, { js: 'source-map', css: false }],
        [4321, { js: false, css: false }],
      ]);
    } finally {
      if (savedPort === undefined) delete process.env.PORT;
      else process.env.PORT = savedPort;
    }
  });

  test('rsbuild dev restarts when a loaded .env file changes; a file created after the start is not watched, and is read at the next restart; Load order: after the restart, a shell variable that a file also sets gives way to the file', async () => {
    const dir = makeProject(
      {
        '.env': 'PUBLIC_WATCHED=first\nPUBLIC_SHELL_SET=from-file\n',
        'src/index.js': 'window.watched = import.meta.env.PUBLIC_WATCHED;\nwindow.shellSet = import.meta.env.PUBLIC_SHELL_SET;\n',
        'rsbuild.config.mjs': 'export default { server: { printUrls: false } };\n',
      },
      'env-vars-dev',
    );
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/, { env: { PUBLIC_SHELL_SET: 'from-shell' } });
    const js = () =>
      fetch(`http://localhost:${port}/static/js/index.js`)
        .then((response) => response.text())
        .catch(() => '');
    const builds = () => server.output().match(/built in/g)?.length ?? 0;
    try {
      await server.started;
      assert.match(await js(), /window\.watched = "first"/);
      assert.match(await js(), /window\.shellSet = "from-shell"/);
      writeProjectFiles(dir, { '.env.local': 'PUBLIC_WATCHED=from-new-file\n' });
      // An edit of a source file: once it is rebuilt, the file system events before it are handled.
      const before = builds();
      writeProjectFiles(dir, { 'src/index.js': 'window.watched = import.meta.env.PUBLIC_WATCHED;\nwindow.shellSet = import.meta.env.PUBLIC_SHELL_SET;\nwindow.edited = true;\n' });
      await waitFor('the rebuild after the source edit', () => builds() > before);
      assert.doesNotMatch(server.output(), /restarting/);
      assert.match(await js(), /window\.watched = "first"/);
      writeProjectFiles(dir, { '.env': 'PUBLIC_WATCHED=second\nPUBLIC_SHELL_SET=from-file\n' });
      await waitFor('the new value after the restart', async () => /window\.watched = "from-new-file"/.test(await js()));
      assert.deepEqual(server.output().match(/restarting server as .*/g), ['restarting server as .env changed']);
      // The restart deleted the shell's value (the loader's cleanup), so the file's value is inlined.
      assert.match(await js(), /window\.shellSet = "from-file"/);
    } finally {
      await server.stop();
    }
  });
});

describe('Environment variables › Use variables in the config file › build --watch', () => {
  test('rsbuild build --watch restarts the build when a loaded .env file changes, printing info    restarting build as .env changed; Load order: after a restart for the config file, a shell variable that a file also sets gives way to the file', async () => {
    const dir = makeProject(
      {
        '.env': 'PUBLIC_WATCHED=first\nPUBLIC_SHELL_SET=from-file\n',
        'src/index.js': 'window.watched = import.meta.env.PUBLIC_WATCHED;\nwindow.shellSet = import.meta.env.PUBLIC_SHELL_SET;\n',
        'rsbuild.config.mjs': 'export default { output: { filenameHash: false, minify: false } };\n',
      },
      'env-vars-build-watch',
    );
    const watch = startCli(dir, ['build', '--watch'], /ready\s+built in/, { env: { PUBLIC_SHELL_SET: 'from-shell' } });
    const js = () => {
      try {
        return readText(dir, 'dist/static/js/index.js');
      } catch {
        return '';
      }
    };
    try {
      await watch.started;
      assert.match(js(), /window\.watched = "first"/);
      assert.match(js(), /window\.shellSet = "from-shell"/);
      writeProjectFiles(dir, { 'rsbuild.config.mjs': 'export default { output: { filenameHash: false, minify: false }, html: { title: "edited" } };\n' });
      await waitFor('the rebuilt bundle after the config change', () => /window\.shellSet = "from-file"/.test(js()));
      assert.match(watch.output(), /^info {4}restarting build as rsbuild\.config\.mjs changed$/m);
      writeProjectFiles(dir, { '.env': 'PUBLIC_WATCHED=second\nPUBLIC_SHELL_SET=from-file\n' });
      await waitFor('the rebuilt bundle with the new value', () => /window\.watched = "second"/.test(js()));
      assert.match(watch.output(), /^info {4}restarting build as \.env changed$/m);
    } finally {
      await watch.stop();
    }
  });
});

describe('Environment variables › Custom prefixes with loadEnv (JavaScript API)', () => {
  const files = {
    '.env': 'PUBLIC_API_URL=https://api.example.com\nPUBLIC_JS_API_FILE=env\n',
    '.env.production': 'PUBLIC_JS_API_FILE=env.production\n',
    // The Quick start's module, imported by an entry
    'src/api.ts': 'export async function getUsers() {\n  const response = await fetch(`${import.meta.env.PUBLIC_API_URL}/users`);\n  return response.json();\n}\n',
    'src/index.ts': "import { getUsers } from './api';\n(window as any).getUsers = getUsers;\n(window as any).file = import.meta.env.PUBLIC_JS_API_FILE;\n",
  };
  const clean = () => {
    delete process.env.PUBLIC_API_URL;
    delete process.env.PUBLIC_JS_API_FILE;
  };

  test('without loadEnv no file is read; loadEnv: true reads them in createRsbuild, so with NODE_ENV unset .env.production is skipped', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject(files, 'env-vars-js-api');
    const defines = await withNodeEnv(undefined, async () => {
      try {
        const plain = await createRsbuild({ cwd: dir });
        await plain.initConfigs();
        const loaded = await createRsbuild({ cwd: dir, loadEnv: true });
        const atCreate = process.env.PUBLIC_JS_API_FILE;
        await loaded.initConfigs();
        return [plain.getNormalizedConfig().source.define['import.meta.env.PUBLIC_JS_API_FILE'], atCreate, loaded.getNormalizedConfig().source.define['import.meta.env.PUBLIC_JS_API_FILE']];
      } finally {
        clean();
      }
    });
    assert.deepEqual(defines, [undefined, 'env', '"env"']);
  });

  test("loadEnv reads the files from the cwd of createRsbuild, unless the loadEnv object sets its own cwd", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ ...files, 'other/.env': 'PUBLIC_JS_API_FILE=other\n' }, 'env-vars-js-api-cwd');
    assert.notEqual(process.cwd(), dir);
    const values = await withNodeEnv(undefined, async () => {
      const read = async (loadEnv: true | { cwd: string }) => {
        try {
          const rsbuild = await createRsbuild({ cwd: dir, loadEnv });
          await rsbuild.initConfigs();
          return rsbuild.getNormalizedConfig().source.define['import.meta.env.PUBLIC_JS_API_FILE'];
        } finally {
          clean();
        }
      };
      return [await read(true), await read({ cwd: path.join(dir, 'other') })];
    });
    assert.deepEqual(values, ['"env"', '"other"']);
  });

  test("the page's build script with loadEnv: { mode: 'production' } reads .env.production; Quick start: the URL is inlined", async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject(files, 'env-vars-js-api-build');
    await withNodeEnv(undefined, async () => {
      try {
        const rsbuild = await createRsbuild({ cwd: dir, loadEnv: { mode: 'production' }, rsbuildConfig: { logLevel: 'silent', output: { minify: false, filenameHash: false } } });
        const { close } = await rsbuild.build();
        await close();
      } finally {
        clean();
      }
    });
    const js = readText(dir, 'dist/static/js/index.js');
    assert.match(js, /async function getUsers\(\) \{\s+const response = await fetch\(`\$\{"https:\/\/api\.example\.com"\}\/users`\);\s+return response\.json\(\);\s+\}/);
    assert.match(js, /window\.file = "env\.production"/);
  });
});

describe('Environment variables › Destructuring and dynamic access are not replaced', () => {
  test('the sample fails with ReferenceError: process is not defined where there is no process global', async () => {
    const dir = makeProject(
      { 'src/index.ts': "const { PUBLIC_API_URL } = process.env;\nconst name = 'PUBLIC_API_URL';\nconst apiUrl = import.meta.env[name];\nconst title = import.meta.env?.PUBLIC_APP_TITLE;\n" },
      'env-vars-wrong',
    );
    const result = await withNodeEnv(undefined, () => buildProject(dir, { output: { minify: false, filenameHash: false } }));
    assert.deepEqual(result.errors, []);
    const code = readText(result.dist, 'static/js/index.js');
    // V8, as in Chromium, without Node.js's globals
    assert.throws(
      () => vm.runInNewContext(code, {}),
      (error: Error) => error.name === 'ReferenceError' && error.message === 'process is not defined',
    );
  });
});

describe('Environment variables › Define other values', () => {
  test('source.define inserts each value as code: JSON.stringify gives a string, a bare string becomes an expression', async () => {
    const dir = makeProject({ 'src/index.js': 'window.result = [import.meta.env.APP_VERSION, import.meta.env.BUILD_TIME, import.meta.env.RAW];\n' }, 'env-vars-define-values');
    const result = await withNodeEnv(undefined, () =>
      buildProject(dir, {
        output: { minify: false, filenameHash: false },
        source: {
          define: {
            'import.meta.env.APP_VERSION': JSON.stringify('1.2.3'),
            'import.meta.env.BUILD_TIME': JSON.stringify('2026-01-01T00:00:00.000Z'),
            'import.meta.env.RAW': '1 + 1',
          },
        },
      }),
    );
    assert.deepEqual(result.errors, []);
    assert.match(readText(result.dist, 'static/js/index.js'), /window\.result = \[\s*"1\.2\.3",\s*"2026-01-01T00:00:00\.000Z",\s*1 \+ 1\s*\]/);
  });
});

describe('Environment variables › the code samples', () => {
  test('every rsbuild.config.ts sample, scripts/build.ts and the src/*.ts modules type-check as written, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const files: Record<string, string> = {};
      pageSamples('guide/advanced/env-vars', lang).forEach((code, index) => (files[`config-${index}/rsbuild.config.ts`] = code));
      assert.equal(Object.keys(files).length, 3, lang);
      for (const title of ['scripts/build.ts', 'src/api.ts', 'src/logo.ts', 'src/debug.ts', 'src/config.ts']) {
        const [code] = pageSamples('guide/advanced/env-vars', lang, title);
        assert.ok(code, `${lang} ${title}`);
        files[title] = code;
      }
      files['src/env.d.ts'] = pageSamples('guide/advanced/env-vars', lang, 'src/env.d.ts')[1];
      assert.deepEqual(typeCheckProject(ts, files, `env-vars-samples-${lang}`, () => ({ types: ['node'] })), [], lang);
    }
  });
});

describe('Environment variables › Define other values › npm_package_version', () => {
  test('npm (11.19.1 here) sets npm_package_version to the package.json version for npm run and npx; plain node leaves it unset, and the sample then inlines undefined', async () => {
    const { execFileSync } = await import('node:child_process');
    const print = 'console.log(String(process.env.npm_package_version))';
    const dir = makeProject({ 'package.json': JSON.stringify({ name: 'env-vars-npm', version: '1.2.3', scripts: { print: `node -e "${print}"` } }), 'src/index.js': 'window.result = [import.meta.env.APP_VERSION];\n' }, 'env-vars-npm-version');
    const env: Record<string, string | undefined> = { ...process.env, npm_config_update_notifier: 'false' };
    delete env.npm_package_version;
    const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: dir, env, encoding: 'utf8', timeout: 60_000 }).trim();
    assert.match(run('npm', ['--version']), /^11\.19\.1$/);
    assert.equal(run('npm', ['run', '-s', 'print']), '1.2.3');
    assert.equal(run('npx', ['--no', '--', 'node', '-e', print]), '1.2.3');
    assert.equal(run(process.execPath, ['-e', print]), 'undefined');
    // Without it, the page's define entry is JSON.stringify(undefined), and the expression reads as undefined.
    const result = await withNodeEnv(undefined, () =>
      buildProject(dir, { output: { minify: false, filenameHash: false }, source: { define: { 'import.meta.env.APP_VERSION': JSON.stringify(env.npm_package_version) } } }),
    );
    assert.deepEqual(result.errors, []);
    const window: { result?: unknown[] } = {};
    vm.runInNewContext(readText(result.dist, 'static/js/index.js'), { window });
    assert.equal(window.result?.length, 1);
    assert.equal(window.result[0], undefined);
  });
});

describe('Environment variables › Custom prefixes with loadEnv (JavaScript API) › shell variables', () => {
  test('without loadEnv, createRsbuild inlines no PUBLIC_ shell variable either; with loadEnv: true it does', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '' }, 'env-vars-js-api-shell');
    const saved = process.env.PUBLIC_JS_API_SHELL;
    process.env.PUBLIC_JS_API_SHELL = 'from-shell';
    try {
      const defines = await withNodeEnv(undefined, async () => {
        const read = async (loadEnv: boolean) => {
          const rsbuild = await createRsbuild({ cwd: dir, loadEnv });
          await rsbuild.initConfigs();
          return rsbuild.getNormalizedConfig().source.define['import.meta.env.PUBLIC_JS_API_SHELL'];
        };
        return [await read(false), await read(true)];
      });
      assert.deepEqual(defines, [undefined, '"from-shell"']);
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_JS_API_SHELL;
      else process.env.PUBLIC_JS_API_SHELL = saved;
    }
  });
});
