// docs/{en,zh}/config/source/define: what @rsbuild/core 1.7.6 writes for `source.define` entries and
// its built-in definitions. Three JS API builds (production with web, node, whole-object and
// assetPrefix 'auto' environments, mode 'none' without minification, production with a raw
// string), two CLI builds (.env and shell PUBLIC_ variables, --no-env and the process.env
// warning) and the declaration samples in TypeScript.
//
// Two of these builds also read a .env file: the JS API defines its PUBLIC_ variable only with
// createRsbuild's loadEnv option (the mode none build passes it).
//
// Releases inside 1.x (npm pack of each, read in dist/, 2026-12-06), for the version lines:
// - 1.0.1 to 1.5.1 define 'import.meta.env.MODE', '.DEV', '.PROD' (and later '.BASE_URL',
//   '.ASSET_PREFIX') as flat keys, so an own 'import.meta.env.MODE' replaces the built-in one;
//   1.5.2 first defines one object, `'import.meta.env': { MODE: ... }`, as 1.7.6 does.
// - 'process.env.BASE_URL' and 'import.meta.env.BASE_URL': absent in 1.0.9, present in 1.0.10.
// - 'import.meta.env.ASSET_PREFIX': absent in 1.0.10, present in 1.0.11.
// - createRsbuild's loadEnv option: absent from CreateRsbuildOptions in 1.2.18, present in 1.2.19.
// - the "indicating potential exposure of all environment variables" warning: absent in 1.2.19,
//   present in 1.3.0.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import { builtScripts, buildProject, makeProject, outputFile, pageSamples, pageText, rsbuildV1Dir, runCli, typeCheckProject, withEnv } from './harness';

/** Runs a web bundle in a bare global and returns `window.r`. */
function run(js: string) {
  const page: Record<string, any> = {};
  page.window = page;
  page.self = page;
  vm.runInNewContext(js, page);
  return page.r;
}

describe('source.define in a production build', () => {
  const dir = makeProject({
    '.env': 'PUBLIC_FROM_ENV_FILE=fromfile\n',
    'src/index.js': `console.log(APP_VERSION, ENABLE_ANALYTICS, process.env.API_URL);
window.r = {
  bracket: process.env['API_URL'],
  type: typeof APP_VERSION,
  name: CONFIG.name,
  retries: CONFIG.retries,
  mode: import.meta.env.MODE, dev: import.meta.env.DEV, prod: import.meta.env.PROD,
  base: import.meta.env.BASE_URL, processBase: process.env.BASE_URL,
  prefix: import.meta.env.ASSET_PREFIX, processPrefix: process.env.ASSET_PREFIX,
  nodeEnv: process.env.NODE_ENV,
  own: import.meta.env.RELEASE_CHANNEL,
  nothing: NOTHING, answer: ANSWER,
  publicVar: import.meta.env.PUBLIC_FROM_ENV_FILE,
};
try { const { API_URL } = process.env; window.r.destructured = API_URL; } catch (error) { window.r.destructured = error.name; }
try { window.r.publicProcess = process.env.PUBLIC_FROM_ENV_FILE; } catch (error) { window.r.publicProcess = error.name; }
if (IS_SERVER) { console.log('SERVER_ONLY'); }
`,
  }, 'define');
  let web: string;
  let node: string;
  let whole: string;
  let auto: string;

  before(async () => {
    const result = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      source: {
        define: {
          APP_VERSION: JSON.stringify('2.4.0'),
          ENABLE_ANALYTICS: true,
          'process.env.API_URL': JSON.stringify('https://api.example.com'),
          CONFIG: { name: JSON.stringify('shop'), retries: 3 },
          'import.meta.env.RELEASE_CHANNEL': JSON.stringify('stable'),
          NOTHING: null,
          ANSWER: 42,
        },
      },
      environments: {
        web: { source: { define: { IS_SERVER: false } } },
        // As the page's sample writes it: the node bundle goes to dist/index.js, beside the web files.
        node: { output: { target: 'node' }, source: { define: { IS_SERVER: true } } },
        whole: { output: { distPath: { root: 'dist/whole' } }, source: { define: { IS_SERVER: false, 'import.meta.env': { RELEASE_CHANNEL: JSON.stringify('beta') }, 'process.env.BASE_URL': JSON.stringify('/own/') } } },
        auto: { output: { assetPrefix: 'auto', distPath: { root: 'dist/auto' } }, source: { define: { IS_SERVER: false } } },
      },
    });
    assert.deepEqual(result.errors, []);
    web = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    node = outputFile(path.join(dir, 'dist'), /^index\.js$/);
    whole = outputFile(path.join(dir, 'dist/whole'), /^static\/js\/index\.js$/);
    auto = outputFile(path.join(dir, 'dist/auto'), /^static\/js\/index\.js$/);
  });

  test('the example statement, minified', () => {
    assert.ok(web.includes('console.log("2.4.0",!0,"https://api.example.com")'), web);
  });

  test('strings, booleans, numbers, object properties, bracket access and typeof are replaced; destructuring is not', () => {
    const r = run(web);
    assert.equal(r.bracket, 'https://api.example.com');
    assert.equal(r.type, 'string');
    assert.equal(r.name, 'shop');
    assert.equal(r.retries, 3);
    assert.equal(r.nothing, null);
    assert.equal(r.answer, 42);
    assert.match(web, /nothing:null,answer:42/);
    assert.equal(r.own, 'stable');
    assert.equal(r.destructured, 'ReferenceError');
    assert.match(web, /=process\.env/);
  });

  test('built-in definitions of a default production build', () => {
    const r = run(web);
    assert.deepEqual(
      { mode: r.mode, dev: r.dev, prod: r.prod, base: r.base, processBase: r.processBase, prefix: r.prefix, processPrefix: r.processPrefix, nodeEnv: r.nodeEnv },
      { mode: 'production', dev: false, prod: true, base: '/', processBase: '/', prefix: '', processPrefix: '', nodeEnv: 'production' },
    );
  });

  test("with output.assetPrefix 'auto', ASSET_PREFIX is the string \"auto\"", () => {
    const r = run(auto);
    assert.equal(r.prefix, 'auto');
    assert.equal(r.processPrefix, 'auto');
    assert.ok(pageText('config/source/define', 'en').includes('and the string `"auto"` when the prefix is `\'auto\'`'));
    assert.ok(pageText('config/source/define', 'zh').includes('前缀为 `\'auto\'` 时则是字符串 `"auto"`'));
  });

  test("defining 'import.meta.env' or 'process.env.BASE_URL' itself replaces the built-in value", () => {
    const r = run(whole);
    assert.equal(r.processBase, '/own/');
    assert.equal(r.own, 'beta');
    assert.equal(r.mode, undefined);
    assert.equal(r.dev, undefined);
  });

  test('Built-in definitions: without loadEnv the JS API reads no .env file: import.meta.env.PUBLIC_* is undefined, process.env.PUBLIC_* is left and throws ReferenceError', () => {
    const r = run(web);
    assert.equal(r.publicVar, undefined);
    assert.equal(r.publicProcess, 'ReferenceError');
    assert.ok(!web.includes('fromfile'));
    assert.match(web, /=process\.env\.PUBLIC_FROM_ENV_FILE/);
    assert.ok(pageText('config/source/define', 'en').includes('only when it receives the [`loadEnv`](/api/javascript-api/core#option-loadenv) option'));
    assert.ok(pageText('config/source/define', 'zh').includes('只有给 `createRsbuild()` 传入 [`loadEnv`](/api/javascript-api/core#option-loadenv) 选项'));
  });

  test('environment entries merge with the top-level ones, and a false branch leaves the web bundle', () => {
    assert.ok(!web.includes('SERVER_ONLY'));
    assert.ok(node.includes('SERVER_ONLY'));
    assert.ok(node.includes('"2.4.0"'));
  });

  test('the page shows the minified statement and no longer says that every own key wins or that the built-in one always stays', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('config/source/define', lang);
      assert.ok(text.includes('console.log("2.4.0",!0,"https://api.example.com");'), lang);
      assert.ok(text.includes(`Conflicting values for 'import.meta.env.MODE'`), lang);
    }
    assert.doesNotMatch(pageText('config/source/define', 'en'), /so a key you define yourself wins/);
    assert.doesNotMatch(pageText('config/source/define', 'zh'), /键名相同时以你的配置为准/);
    assert.doesNotMatch(pageText('config/source/define', 'en'), /the built-in value stays in the bundle/);
    assert.doesNotMatch(pageText('config/source/define', 'zh'), /产物中仍是内置的值/);
  });
});

describe('an own key that the built-in import.meta.env object also has', () => {
  // One build, two environments: the same own 'import.meta.env.MODE' beside one unrelated key,
  // then beside two. Rspack warns in both, and the value that wins differs.
  const dir = makeProject({ 'src/index.js': 'window.r = { mode: import.meta.env.MODE };\n' }, 'define-conflict');
  const mode = { 'import.meta.env.MODE': JSON.stringify('custom') };
  let result: Awaited<ReturnType<typeof buildProject>>;

  before(async () => {
    result = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false },
      environments: {
        one: { output: { distPath: { root: 'dist/one' } }, source: { define: { X: '1', ...mode } } },
        two: { output: { distPath: { root: 'dist/two' } }, source: { define: { X: '1', Y: '2', ...mode } } },
      },
    });
    assert.deepEqual(result.errors, []);
  });

  test('the build warns, and which value reaches the bundle depends on the other keys: one more unrelated key switches it', () => {
    // One warning per environment; the two values are named in either order.
    const conflicts = result.warnings.filter((warning) => warning.includes(`Conflicting values for 'import.meta.env.MODE'`));
    assert.equal(conflicts.length, 2, result.warnings.join('\n'));
    for (const warning of conflicts) assert.match(warning, /\("\\"(production|custom)\\"" !== "\\"(custom|production)\\""\)/);
    assert.equal(run(outputFile(path.join(dir, 'dist/one'), /^static\/js\/index\.js$/)).mode, 'custom');
    assert.equal(run(outputFile(path.join(dir, 'dist/two'), /^static\/js\/index\.js$/)).mode, 'production');
    assert.ok(pageText('config/source/define', 'en').includes('depends on the other keys of `source.define` (one more unrelated key can switch it)'));
    assert.ok(pageText('config/source/define', 'zh').includes('取决于 `source.define` 中的其他键（多加一个无关的键，结果就可能改变）'));
  });
});

describe('raw strings and mode none', () => {
  const dir = makeProject({
    '.env': 'PUBLIC_FROM_ENV_FILE=fromfile\n',
    'src/number.js': 'window.r = { version: APP_VERSION };\n',
    'src/identifier.js': 'window.r = { mode: MODE_NAME };\n',
    'src/index.js': `window.r = {
  nodeEnv: process.env.NODE_ENV, mode: import.meta.env.MODE, dev: import.meta.env.DEV, prod: import.meta.env.PROD,
  base: import.meta.env.BASE_URL, prefix: import.meta.env.ASSET_PREFIX, processPrefix: process.env.ASSET_PREFIX,
  publicVar: import.meta.env.PUBLIC_FROM_ENV_FILE, publicProcess: process.env.PUBLIC_FROM_ENV_FILE,
};
if (IS_SERVER) { var serverName = 'SERVER_VALUE'; console.log('SERVER_ONLY', serverName); }
`,
  }, 'define-raw');
  const define = { APP_VERSION: '2.4.0', MODE_NAME: 'production', IS_SERVER: false };
  let production: Awaited<ReturnType<typeof buildProject>>;

  before(async () => {
    // loadEnv writes the file's variables to process.env; withEnv removes it again.
    const none = await withEnv('PUBLIC_FROM_ENV_FILE', undefined, () => buildProject(dir, {
      mode: 'none',
      server: { base: '/foo' },
      output: { filenameHash: false },
      source: { entry: { index: './src/index.js', number: './src/number.js', identifier: './src/identifier.js' }, define },
    }, { loadEnv: true }));
    assert.deepEqual(none.errors, []);
    production = await buildProject(dir, { mode: 'production', output: { distPath: { root: 'dist-production' } }, source: { entry: { number: './src/number.js' }, define } });
  });

  test("'2.4.0' is written as 2.4.0: the minifier fails a production build, unminified code is a SyntaxError", () => {
    assert.ok(production.errors.some((error) => error.includes('JavaScript parse error')), production.errors.join('\n'));
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/number\.js$/);
    assert.match(js, /version: 2\.4\.0/);
    assert.throws(() => run(js), { name: 'SyntaxError' });
  });

  test("'production' is written as an identifier that throws ReferenceError", () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/identifier\.js$/);
    assert.throws(() => run(js), { name: 'ReferenceError', message: 'production is not defined' });
  });

  test("with mode 'none' process.env.NODE_ENV is left as is and MODE is \"none\"", () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /nodeEnv: process\.env\.NODE_ENV/);
    assert.match(js, /mode: "none"/);
    assert.match(js, /dev: false/);
    assert.match(js, /prod: false/);
  });

  test('Built-in definitions: createRsbuild({ loadEnv: true }) defines the .env file\'s PUBLIC_ variable as import.meta.env and process.env', () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /publicVar: "fromfile",\s+publicProcess: "fromfile"/);
  });

  test('Built-in definitions: server.base alone sets both prefixes, so BASE_URL and ASSET_PREFIX are "/foo"', () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /base: "\/foo",\s+prefix: "\/foo",\s+processPrefix: "\/foo"/);
    assert.ok(pageText('config/source/define', 'en').includes('`"/foo"` with `server: { base: \'/foo\' }` alone'));
    assert.ok(pageText('config/source/define', 'zh').includes('只设置 `server: { base: \'/foo\' }` 时为 `"/foo"`'));
  });

  test('Different values per environment: an unminified build drops the statements and values of a false branch, keeping an empty if (false) with its var names', () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.ok(!js.includes('SERVER_ONLY') && !js.includes('SERVER_VALUE'), js);
    assert.match(js, /if \(false\) \{ var serverName \}/);
    assert.ok(pageText('config/source/define', 'en').includes('an unminified build keeps only an empty `if (false) { ... }` holding the names of any `var` declared in it'));
    assert.ok(pageText('config/source/define', 'zh').includes('未压缩的产物中只剩下一个空的 `if (false) { ... }`'));
  });

  test('the page says what a raw version string does in each build', () => {
    assert.match(pageText('config/source/define', 'en'), /JavaScript parse error/);
    assert.match(pageText('config/source/define', 'zh'), /JavaScript parse error/);
  });
});

describe('PUBLIC_ variables and the process.env warning (CLI)', () => {
  const dir = makeProject({
    '.env': 'PUBLIC_FROM_FILE=fromfile\nPUBLIC_OVERRIDDEN=fromfile\n',
    'rsbuild.config.mjs': `export default {
  performance: { buildCache: false },
  output: { minify: false },
  source: {
    define: {
      'process.env.PUBLIC_OVERRIDDEN': JSON.stringify('fromdefine'),
      ...(process.env.LEAK ? { 'process.env': JSON.stringify({ PATH: process.env.PATH }) } : {}),
    },
  },
};
`,
    'src/index.js': `window.r = {
  file: import.meta.env.PUBLIC_FROM_FILE, fileProcess: process.env.PUBLIC_FROM_FILE,
  shell: import.meta.env.PUBLIC_FROM_SHELL, shellProcess: process.env.PUBLIC_FROM_SHELL,
  overridden: process.env.PUBLIC_OVERRIDDEN,
};
`,
  }, 'define-env');

  test('.env and shell PUBLIC_ variables are defined twice; source.define wins', async () => {
    const result = await runCli(dir, ['build'], { env: { PUBLIC_FROM_SHELL: 'fromshell' } });
    assert.equal(result.code, 0, result.output);
    assert.deepEqual({ ...run(builtScripts(dir)) }, { file: 'fromfile', fileProcess: 'fromfile', shell: 'fromshell', shellProcess: 'fromshell', overridden: 'fromdefine' });
  });

  test('--no-env loads nothing, and a process.env definition holding PATH prints the warning', async () => {
    const result = await runCli(dir, ['build', '--no-env'], { env: { PUBLIC_FROM_SHELL: 'fromshell', LEAK: '1' } });
    assert.equal(result.code, 0, result.output);
    assert.ok(!builtScripts(dir).includes('fromfile') && !builtScripts(dir).includes('fromshell'));
    assert.match(result.output, /The "source\.define" option includes an object with the key "PATH" under "process\.env", indicating potential exposure of all environment variables\./);
  });
});

test("the declaration samples: the example type-checks with Rsbuild's client types (which also type import.meta.env); the Node.js types declare process too; with neither, process is unknown", () => {
  const samples = (lang: 'en' | 'zh') => [...pageSamples('config/source/define', lang, 'src/index.ts'), ...pageSamples('config/source/define', lang, 'src/env.d.ts')];
  // Both languages show the same samples; one check covers both.
  assert.deepEqual(samples('zh'), samples('en'));
  const [index, globals, client] = samples('en');
  assert.equal(client, '/// <reference types="@rsbuild/core/types" />\n');
  const files = { 'src/index.ts': index, 'src/env.d.ts': globals };
  // The browser's console (TypeScript's DOM library declares it; the Node.js types do too).
  const browser = { 'src/console.d.ts': 'declare const console: { log(...data: unknown[]): void };\n' };
  assert.deepEqual(typeCheckProject(ts, { ...files, ...browser }, 'define-process'), [
    "src/index.ts: TS2591: Cannot find name 'process'. Do you need to install type definitions for node? Try `npm i --save-dev @types/node` and then add 'node' to the types field in your tsconfig.",
  ]);
  const env = `const mode: 'development' | 'production' | 'none' = import.meta.env.MODE;
const dev: boolean = import.meta.env.DEV;
const version: string = APP_VERSION;
const analytics: boolean = ENABLE_ANALYTICS;
export { mode, dev, version, analytics };
`;
  assert.deepEqual(typeCheckProject(ts, { ...files, ...browser, 'src/client.d.ts': client, 'src/env.ts': env }, 'define-process-client'), []);
  // The Node.js types declare the same global (a program with them costs about 3 s of CPU, so
  // their declaration is read rather than type-checked).
  assert.match(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@types/node/globals.d.ts'), 'utf8'), /^declare var process: NodeJS\.Process;$/m);
  assert.ok(pageText('config/source/define', 'en').includes("With neither, `tsc` reports `Cannot find name 'process'` for `process.env.API_URL`."));
  assert.ok(pageText('config/source/define', 'zh').includes("两者都没有时，`tsc` 会对 `process.env.API_URL` 报 `Cannot find name 'process'`。"));
});
