// guide/basic/json-files: JSON imports, their tree shaking in production, ?raw, async chunks,
// emitted files through new URL(), the errors the page names, and YAML and TOML imports through
// @rsbuild/plugin-yaml 1.0.5 and @rsbuild/plugin-toml 1.1.2.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import { buildProject, rsbuildCore, type CliResult, createTypeProgram, listFiles, makeProject, outputFile, pageText, plugin, PRINTED_BUILD_TIME, rsbuildV1Dir, runCli, type BuildResult, waitFor, launchChromium } from './harness';

const configJson = JSON.stringify(
  { appName: 'Shop', version: '2.3.1', api: { baseUrl: 'https://api.example.com', timeout: 5000 }, supportEmail: 'help@example.com' },
  null,
  2,
);
const project = (index: string, extra: Record<string, string> = {}) => ({ 'src/config.json': configJson, 'src/index.js': index, ...extra });

const defaultDir = makeProject(project("import config from './config.json';\n\ndocument.title = config.appName;\nconsole.log(config.api.baseUrl);\n"), 'json-default');
const namedDir = makeProject(project("import { appName, api } from './config.json';\n\ndocument.title = appName;\nconsole.log(api.baseUrl);\n"), 'json-named');
const escapeDir = makeProject(project("import config from './config.json';\nwindow.appConfig = config;\n"), 'json-escape');
// Passed to a function, spread, looped over: each keeps every key as well.
const passedDir = makeProject(project("import config from './config.json';\nconst show = (o) => o.appName;\nconsole.log(show(config));\n"), 'json-passed');
const spreadDir = makeProject(project("import config from './config.json';\nconsole.log({ ...config }.appName);\n"), 'json-spread');
const loopDir = makeProject(project("import config from './config.json';\nfor (const key in config) console.log(key);\n"), 'json-loop');
const computedDir = makeProject(project("import config from './config.json';\nconst key = location.hash.slice(1);\nconsole.log(config[key]);\n"), 'json-computed');
const formsDir = makeProject(
  project(
    [
      "import withAttribute from './config.json' with { type: 'json' };",
      "import configText from './config.json?raw';",
      "import withUrlQuery from './config.json?url';",
      "import { 'support-email' as supportEmail } from './contact.json';",
      "const countriesUrl = new URL('./countries.json', import.meta.url).href;",
      "console.log(JSON.stringify({ appName: withAttribute.appName, configText, urlQueryType: typeof withUrlQuery, urlQueryName: withUrlQuery.appName, countriesUrl, supportEmail }));",
      "globalThis.load = () => import('./big.json');",
      '',
    ].join('\n'),
    { 'src/countries.json': '["fr","de"]\n', 'src/big.json': '{"big":true}\n', 'src/contact.json': '{ "support-email": "help@example.com", "phone": "555" }\n' },
  ),
  'json-forms',
);
// The dynamic import of a JSON file in a node and a web-worker environment.
const asyncTargetsDir = makeProject(
  { 'src/big.json': '{"big":true}\n', 'src/index.js': "globalThis.load = () => import('./big.json');\n" },
  'json-async-targets',
);
// The default-import sample with the import attribute, built in production and in development.
const attributeDir = makeProject(
  project("import config from './config.json' with { type: 'json' };\n\ndocument.title = config.appName;\nconsole.log(config.api.baseUrl);\n"),
  'json-attribute',
);
const developmentDir = makeProject(project("import config from './config.json';\n\ndocument.title = config.appName;\nconsole.log(config.api.baseUrl);\n"), 'json-development');
const brokenDir = makeProject(
  project("import { timeout } from './config.json';\nimport commented from './commented.json';\nconsole.log(timeout, commented);\n", {
    'src/commented.json': '{\n  // a comment\n  "a": 1\n}\n',
  }),
  'json-broken',
);
// The page's missing-key example alone, for the whole block rsbuild build prints.
const missingKeyDir = makeProject(project("import { timeout } from './config.json';\nconsole.log(timeout);\n"), 'json-missing-key');
const navigationYaml = 'title: Shop\nlinks:\n  - label: Home\n    href: /\n  - label: Cart\n    href: /cart\n';
const settingsToml = 'title = "Shop"\n\n[checkout]\ncurrency = "EUR"\nmax_items = 50\n';
// The same YAML as a .yml file as well, which gets no plugin hint.
const yamlDir = makeProject(
  { 'src/navigation.yaml': navigationYaml, 'src/links.yml': navigationYaml, 'src/index.js': "import navigation from './navigation.yaml';\nimport links from './links.yml';\nconsole.log(navigation, links);\n" },
  'json-yaml',
);
const tomlDir = makeProject({ 'src/settings.toml': settingsToml, 'src/index.js': "import settings from './settings.toml';\nglobalThis.result = settings;\n" }, 'json-toml');
// The page's samples with the plugins registered: a .yaml and a .yml file, the TOML file as an
// ES module, and the TOML file with esModule: false loaded with require().
const pluginsDir = makeProject(
  {
    'src/navigation.yaml': navigationYaml,
    'src/extra.yml': 'count: 2\n',
    'src/settings.toml': settingsToml,
    'src/index.js': [
      "import navigation from './navigation.yaml';",
      "import * as navigationModule from './navigation.yaml';",
      "import extra from './extra.yml';",
      "import settings from './settings.toml';",
      "import * as settingsModule from './settings.toml';",
      'globalThis.result = { navigation, navigationExports: Object.keys(navigationModule), extra, settings, settingsExports: Object.keys(settingsModule) };',
      '',
    ].join('\n'),
  },
  'json-plugins',
);
// A named import of a missing key that the code never uses.
const unusedMissingDir = makeProject(project("import { timeout } from './config.json';\nconsole.log('x');\n"), 'json-unused-missing');
// Flat YAML that is valid JavaScript (labelled statements), and TOML that is not, both without plugins.
const flatYamlDir = makeProject(
  { 'src/flat.yaml': 'count: 2\nlimit: 10\n', 'src/flat2.yml': 'count: 2\n', 'src/index.js': "import flat from './flat.yaml';\nimport flat2 from './flat2.yml';\nglobalThis.result = { flat, flat2 };\n" },
  'json-flat-yaml',
);
const dashedTomlDir = makeProject({ 'src/limits.toml': 'max-items = 50\n', 'src/index.js': "import limits from './limits.toml';\nglobalThis.result = limits;\n" }, 'json-dashed-toml');
const requireDir = makeProject({ 'src/settings.toml': settingsToml, 'src/index.js': "globalThis.result = require('./settings.toml');\n" }, 'json-toml-cjs');

let results: Record<'unusedMissing' | 'flatYaml' | 'dashedToml' | 'defaults' | 'named' | 'escape' | 'computed' | 'forms' | 'broken' | 'yaml' | 'toml' | 'plugins' | 'cjs' | 'attribute' | 'development' | 'passed' | 'spread' | 'loop' | 'asyncTargets', BuildResult>;
const mainJs = (result: BuildResult) => outputFile(result.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
/** Runs the built entry and returns what it stored in globalThis.result. */
const run = (result: BuildResult) => {
  const context: { result?: unknown } = {};
  vm.runInNewContext(mainJs(result), context);
  return JSON.parse(JSON.stringify(context.result));
};

before(async () => {
  const { pluginYaml } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-yaml')>('@rsbuild/plugin-yaml');
  const { pluginToml } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-toml')>('@rsbuild/plugin-toml');
  const [defaults, named, escape, computed, forms, broken, yaml, toml, attribute, passed, spread, loop, plugins, cjs, development, asyncTargets] = await Promise.all([
    ...[defaultDir, namedDir, escapeDir, computedDir, formsDir, brokenDir, yamlDir, tomlDir, attributeDir, passedDir, spreadDir, loopDir].map((dir) => buildProject(dir)),
    buildProject(pluginsDir, { plugins: [pluginYaml(), pluginToml()] }),
    buildProject(requireDir, { plugins: [pluginToml({ esModule: false })], output: { minify: false } }),
    buildProject(developmentDir, { mode: 'development' }),
    buildProject(asyncTargetsDir, {
      environments: {
        node: { output: { target: 'node', distPath: { root: 'dist/server' } } },
        worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } },
      },
    }),
  ]);
  const [unusedMissing, flatYaml] = await Promise.all([unusedMissingDir, flatYamlDir].map((dir) => buildProject(dir)));
  // The error as Rsbuild prints it (its logger adds the plugin hint), caught in this process.
  const { logger } = await rsbuildCore();
  const error = logger.error;
  logger.error = (...args: unknown[]) => void dashedTomlPrinted.push(args.join(' ').replace(/\x1b\[[0-9;]*m/g, ''));
  let dashedToml: BuildResult;
  try {
    dashedToml = await buildProject(dashedTomlDir);
  } finally {
    logger.error = error;
  }
  results = { unusedMissing, flatYaml, dashedToml, defaults, named, escape, computed, forms, broken, yaml, toml, plugins, cjs, attribute, development, passed, spread, loop, asyncTargets };
  // The printed blocks of the two failing projects, once their in-process builds are done.
  [jsonCli, yamlCli, missingKeyCli] = await Promise.all([runCli(brokenDir, ['build']), runCli(yamlDir, ['build']), runCli(missingKeyDir, ['build'])]);
});
let missingKeyCli: CliResult;
const dashedTomlPrinted: string[] = [];
let jsonCli: CliResult;
let yamlCli: CliResult;

describe('Import JSON files › Import a JSON file', () => {
  test('a named import of a missing key stops the build with ESModulesLinkingError', () => {
    assert.ok(
      results.broken.errors.some((error) =>
        error.includes("export 'timeout' (imported as 'timeout') was not found in './config.json' (possible exports: api, appName, supportEmail, version)"),
      ),
      results.broken.errors.join('\n'),
    );
  });
  test('rsbuild build prints the missing key as the quoted line: "× ESModulesLinkingError: export \'timeout\' … (possible exports: …)", exit 1', () => {
    assert.equal(jsonCli.code, 1);
    assert.ok(
      jsonCli.output.includes("\n  × ESModulesLinkingError: export 'timeout' (imported as 'timeout') was not found in './config.json' (possible exports: api, appName, supportEmail, version)\n"),
      jsonCli.output,
    );
  });
  test('rsbuild build prints the page\'s block for the missing key as written: the code frame at the line that uses it, then a stack trace; exit 1', () => {
    assert.equal(missingKeyCli.code, 1);
    const printed = missingKeyCli.output.replace(/[ \t]+$/gm, '');
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/basic/json-files', lang);
      const block = /```text\n(error   Build error:\n[\s\S]*?ESModulesLinkingError[\s\S]*?)\n```/.exec(text)?.[1];
      assert.ok(block, lang);
      const pattern = block
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('build failed in 0\\.45 s', `build failed in ${PRINTED_BUILD_TIME}`)
        .replace('    at …', '    at \\S');
      assert.match(printed, new RegExp(pattern), lang);
    }
  });
  test('a named import of a missing key that the code never uses builds without an error', () => {
    assert.deepEqual(results.unusedMissing.errors, []);
    assert.match(mainJs(results.unusedMissing), /console\.log\("x"\)/);
  });
  test('the page says the missing key stops the build only when it is used, in both languages', () => {
    assert.ok(pageText('guide/basic/json-files', 'en').includes('A named import of a key that the file does not have stops the build once the code uses that name; an import that is never used builds.'));
    assert.ok(pageText('guide/basic/json-files', 'zh').includes('如果具名导入的键在文件中不存在，只要代码用到了这个名称，构建就会失败；从未使用的导入则能正常构建。'));
  });
  test('a key that is not a JavaScript name is imported by its string name', () => {
    assert.deepEqual(results.forms.errors, []);
    assert.match(mainJs(results.forms), /help@example\.com/);
    assert.doesNotMatch(mainJs(results.forms), /555/);
  });
  test('the data is bundled: no .json file is emitted', () => {
    assert.ok(!listFiles(results.defaults.dist).some((file) => file.endsWith('.json')));
  });
});

describe('Import JSON files › Tree shaking', () => {
  test('default and named imports build to the same output, with unused keys removed', () => {
    assert.equal(mainJs(results.defaults), `(()=>{"use strict";var e=JSON.parse('{"JB":"Shop","FH":{"p":"https://api.example.com"}}');document.title=e.JB,console.log(e.FH.p)})();`);
    assert.equal(mainJs(results.named), mainJs(results.defaults));
  });
  test('in development every key stays in the bundle', () => {
    assert.deepEqual(results.development.errors, []);
    const js = outputFile(results.development.dist, /^static\/js\/index\.js$/);
    for (const value of ['2.3.1', 'help@example.com', '5000']) assert.ok(js.includes(value), value);
  });
  test('in none mode every key stays in the bundle too', async () => {
    const none = await buildProject(developmentDir, { mode: 'none', output: { distPath: { root: 'dist-none' } } });
    assert.deepEqual(none.errors, []);
    const js = outputFile(none.dist, /^static\/js\/index\.js$/);
    for (const value of ['2.3.1', 'help@example.com', '5000']) assert.ok(js.includes(value), value);
  });
  test('an escaping object, a computed key, a function call, a spread or a loop keeps every key', () => {
    for (const result of [results.escape, results.computed, results.passed, results.spread, results.loop]) {
      const js = mainJs(result);
      for (const value of ['2.3.1', 'help@example.com', '5000']) assert.ok(js.includes(value), `${value} in ${js}`);
    }
  });
});

describe('Import JSON files › Import attributes', () => {
  test('Node.js without bundling requires the attribute and allows only the default import', async () => {
    const { spawnSync } = await import('node:child_process');
    const dir = makeProject({ 'config.json': configJson, 'plain.mjs': "import config from './config.json';\n", 'named.mjs': "import { appName } from './config.json' with { type: 'json' };\n", 'default.mjs': "import config from './config.json' with { type: 'json' };\nconsole.log(config.appName);\n" }, 'json-node');
    const run = (file: string) => spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
    assert.match(run('plain.mjs').stderr, /needs an import attribute of/);
    assert.match(run('named.mjs').stderr, /SyntaxError: The requested module '\.\/config\.json' does not provide an export named 'appName'/);
    assert.equal(run('default.mjs').stdout, 'Shop\n');
  });
  test('a browser without bundling (Chromium) requires the attribute and allows only the default import', async () => {
    const dir = makeProject({ 'config.json': configJson, 'plain.html': "<script type=\"module\">import config from './config.json';</script>", 'named.html': "<script type=\"module\">import { appName } from './config.json' with { type: 'json' };</script>", 'default.html': "<script type=\"module\">import config from './config.json' with { type: 'json' };\ndocument.title = config.appName;</script>" }, 'json-browser');
    const server = http.createServer((req, res) => {
      const file = path.join(dir, path.basename(req.url ?? ''));
      if (!existsSync(file)) return void res.writeHead(404).end();
      res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'text/html');
      res.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await launchChromium();
    try {
      const { port } = server.address() as AddressInfo;
      const open = async (file: string) => {
        const page = await browser.newPage();
        const problems: string[] = [];
        page.on('console', (message) => problems.push(message.text()));
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(`http://127.0.0.1:${port}/${file}`);
        if (file === 'default.html') await page.waitForFunction(() => document.title === 'Shop', undefined, { timeout: 30_000 });
        else await waitFor(`an error in ${file}`, () => problems.length > 0, 30_000);
        return { title: await page.title(), problems };
      };
      assert.match((await open('plain.html')).problems.join('\n'), /Expected a JavaScript-or-Wasm module script but the server responded with a MIME type of "application\/json"/);
      assert.match((await open('named.html')).problems.join('\n'), /The requested module '\.\/config\.json' does not provide an export named 'appName'/);
      assert.deepEqual(await open('default.html'), { title: 'Shop', problems: [] });
    } finally {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  test("`with { type: 'json' }` is accepted and changes nothing in the output", () => {
    assert.deepEqual(results.forms.errors, []);
    assert.equal(mainJs(results.attribute), mainJs(results.defaults));
  });
});

describe('Import JSON files › Get the text or a URL instead', () => {
  let values: Record<string, string>;
  before(() => {
    const logged: string[] = [];
    vm.runInNewContext(mainJs(results.forms), { URL, console: { log: (text: string) => logged.push(text) }, document: { baseURI: 'http://localhost/' }, location: { href: 'http://localhost/' }, self: {}, globalThis: {} });
    values = JSON.parse(logged[0]);
  });
  test('the import attribute and ?url both give the parsed object', () => {
    assert.equal(values.appName, 'Shop');
    assert.equal(values.urlQueryType, 'object');
    assert.equal(values.urlQueryName, 'Shop');
  });
  test('the string-named import gives the value of that key', () => {
    assert.equal(values.supportEmail, 'help@example.com');
  });
  test('?raw gives the file text as written', () => {
    assert.equal(values.configText, configJson);
  });
  test('new URL(…, import.meta.url) emits static/assets/countries.[hash].json', () => {
    assert.match(values.countriesUrl, /\/static\/assets\/countries\.[0-9a-f]{8}\.json$/);
    assert.ok(listFiles(results.forms.dist).some((file) => /^static\/assets\/countries\.[0-9a-f]{8}\.json$/.test(file)));
  });
  test('a dynamic import puts the JSON in an async chunk', () => {
    const async = listFiles(results.forms.dist).filter((file) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(file));
    assert.equal(async.length, 1);
    assert.match(outputFile(results.forms.dist, /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/), /big/);
  });
  test('a node build writes the chunk beside the entry as [id].js; a web-worker build keeps the JSON in its one file', () => {
    assert.deepEqual(results.asyncTargets.errors, []);
    const server = listFiles(path.join(asyncTargetsDir, 'dist/server'));
    assert.ok(server.includes('index.js'), server.join(', '));
    const chunks = server.filter((file) => /^\d+\.js$/.test(file));
    assert.equal(chunks.length, 1, server.join(', '));
    assert.match(readFileSync(path.join(asyncTargetsDir, 'dist/server', chunks[0]), 'utf8'), /big/);
    const worker = listFiles(path.join(asyncTargetsDir, 'dist/worker')).filter((file) => file.endsWith('.js'));
    assert.equal(worker.length, 1, worker.join(', '));
    assert.match(worker[0], /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.match(readFileSync(path.join(asyncTargetsDir, 'dist/worker', worker[0]), 'utf8'), /big/);
  });
});

describe('Import JSON files › Import YAML files', () => {
  test('the installed @rsbuild/plugin-yaml is 1.0.5 and @rsbuild/plugin-toml 1.1.2, both with a peer range that accepts @rsbuild/core 1.x', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
    for (const [name, version] of [['@rsbuild/plugin-yaml', '1.0.5'], ['@rsbuild/plugin-toml', '1.1.2']]) {
      const { version: installed, peerDependencies } = manifest(name);
      assert.equal(installed, version, name);
      assert.equal(peerDependencies['@rsbuild/core'], '^1.0.0 || ^2.0.0-0', name);
    }
    assert.match(manifest('@rsbuild/core').version, /^1\./);
  });
  test('the page names the plugin releases it was checked with (1.0.5, 1.1.2) and TypeScript 7.0.2, not what is current or latest on npm', () => {
    const named = {
      en: ['checked with `@rsbuild/plugin-yaml` 1.0.5, whose peer range accepts `@rsbuild/core` 1.x', 'checked with `@rsbuild/plugin-toml` 1.1.2, which has the same peer range', 'TypeScript 7.0.2, the 7.x release this page was checked with'],
      zh: ['本文基于 `@rsbuild/plugin-yaml` 1.0.5 验证', '本文基于 `@rsbuild/plugin-toml` 1.1.2 验证', '本文还用 TypeScript 7.0.2 做了验证'],
    };
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/basic/json-files', lang);
      for (const literal of named[lang]) assert.ok(text.includes(literal), `${lang}: ${literal}`);
      assert.doesNotMatch(text, /current releases|at the time of writing|npm's `latest`|撰写本文时|当前的版本/, lang);
    }
  });
  test('with pluginYaml(), .yaml and .yml files import as their parsed data', () => {
    assert.deepEqual(results.plugins.errors, []);
    const { navigation, extra } = run(results.plugins);
    assert.deepEqual(navigation, { title: 'Shop', links: [{ label: 'Home', href: '/' }, { label: 'Cart', href: '/cart' }] });
    assert.deepEqual(extra, { count: 2 });
  });
  test('a YAML module has a default export and nothing else', () => {
    assert.deepEqual(run(results.plugins).navigationExports, ['default']);
  });
  test('pluginYaml() takes no options', () => {
    // [] only: a function with an optional options parameter would make this type `false`.
    const noOptions: Parameters<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-yaml').pluginYaml> extends [] ? true : false = true;
    assert.equal(noOptions, true);
  });
});

describe('Import JSON files › Import TOML files', () => {
  test('with pluginToml(), the default export of a .toml file is the parsed object', () => {
    assert.deepEqual(run(results.plugins).settings, { title: 'Shop', checkout: { currency: 'EUR', max_items: 50 } });
  });
  test('without options (esModule true), a .toml module is an ES module with a default export and nothing else', () => {
    // Generated as `module.exports = …`, the module's keys would show up as named exports too.
    assert.deepEqual(run(results.plugins).settingsExports, ['default']);
  });
  test('esModule, the one option, is true by default; false generates module.exports = … for require()', () => {
    type Options = NonNullable<Parameters<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-toml').pluginToml>[0]>;
    const keys: (keyof Options)[] = ['esModule'];
    assert.deepEqual(keys, ['esModule']);
    assert.match(mainJs(results.cjs), /module\.exports = \{\s+"title": "Shop"/);
    assert.deepEqual(run(results.cjs), { title: 'Shop', checkout: { currency: 'EUR', max_items: 50 } });
  });
});

describe('Import JSON files › TypeScript', () => {
  // The page's tsconfig.json without resolveJsonModule, checked with the TypeScript of this repository (5.9).
  const typesDir = makeProject(
    {
      'src/config.json': configJson,
      'src/settings.toml': settingsToml,
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'src/index.ts': [
        "import config from './config.json';",
        "import { appName } from './config.json';",
        "import settings from './settings.toml';",
        "import text from './config.json?raw';",
        "import navigation from './navigation.yaml';",
        "import extra from './extra.yml';",
        'type Exact<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
        'const yamlExact: Exact<typeof navigation, Record<string, any>> = true;',
        'const ymlExact: Exact<typeof extra, Record<string, any>> = true;',
        'const tomlExact: Exact<typeof settings, Record<string, any>> = true;',
        'const rawExact: Exact<typeof text, string> = true;',
        'console.log(yamlExact, ymlExact, tomlExact, rawExact);',
        'const name: string = config.appName;',
        'const timeout: number = config.api.timeout;',
        'const named: string = appName;',
        'const raw: string = text;',
        'const anything: Record<string, any> = settings;',
        'console.log(name, timeout, named, raw, anything, config.appNmae);',
        '',
      ].join('\n'),
      // ES module files for module node20 / nodenext, with and without the import attribute.
      'src/node-attribute.mts': "import config from './config.json' with { type: 'json' };\nconst timeout: number = config.api.timeout;\nconsole.log(timeout, config.appNmae);\n",
      'src/node-plain.mts': "import config from './config.json';\nconsole.log(config.appName);\n",
      'src/node-named.mts': "import { appName } from './config.json' with { type: 'json' };\nimport { version } from './config.json';\nconsole.log(appName, version);\n",
      // moduleResolution node with resolveJsonModule: a default and a named import, each in its own file.
      'src/resolve-default.ts': "import config from './config.json';\nconsole.log(config.appName);\n",
      'src/resolve-named.ts': "import { appName } from './config.json';\nconsole.log(appName);\n",
      // Exact types for a YAML file: a plain annotation, then a cast.
      'src/exact-annotation.ts': "import navigation from './navigation.yaml';\ninterface Navigation { title: string; links: { label: string; href: string }[] }\nconst nav: Navigation = navigation;\nconsole.log(nav);\n",
      'src/exact-annotation-one.ts': "import settings from './settings.toml';\ninterface Settings { title: string }\nconst s: Settings = settings;\nconsole.log(s);\n",
      'src/exact-cast.ts': "import navigation from './navigation.yaml';\ninterface Navigation { title: string; links: { label: string; href: string }[] }\nconst nav = navigation as Navigation;\nconst href: string = nav.links[0].href;\nconsole.log(href);\n",
    },
    'json-types',
  );
  const diagnostics = async (moduleResolution: 'Bundler' | 'Node10', withReference = true) => {
    const ts = (await import('typescript')).default;
    const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind[moduleResolution], strict: true, noEmit: true, skipLibCheck: true, skipDefaultLibCheck: true, types: [] };
    const program = createTypeProgram(ts, { rootNames: [path.join(typesDir, 'src/index.ts'), ...(withReference ? [path.join(typesDir, 'src/env.d.ts')] : [])], options });
    return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  };
  test('with moduleResolution bundler, JSON imports are typed without resolveJsonModule; a misspelled key is an error; .yaml, .yml and .toml are exactly Record<string, any> and ?raw a string', async () => {
    assert.deepEqual(await diagnostics('Bundler'), [`TS2551: Property 'appNmae' does not exist on type '{ appName: string; version: string; api: { baseUrl: string; timeout: number; }; supportEmail: string; }'. Did you mean 'appName'?`]);
  });
  test("Common problems: without the @rsbuild/core/types reference, tsc reports Cannot find module './settings.toml'", async () => {
    assert.ok((await diagnostics('Bundler', false)).includes("TS2307: Cannot find module './settings.toml' or its corresponding type declarations."));
  });
  test('with module node20 or nodenext, JSON imports are typed without resolveJsonModule, and an ES module file needs the import attribute (TS1543)', async () => {
    const ts = (await import('typescript')).default;
    for (const [module, name] of [[ts.ModuleKind.NodeNext, 'NodeNext'], [ts.ModuleKind.Node20, 'Node20']] as const) {
      const options = { module, strict: true, noEmit: true, skipLibCheck: true, skipDefaultLibCheck: true, types: [] };
      const program = createTypeProgram(ts, { rootNames: [path.join(typesDir, 'src/node-attribute.mts'), path.join(typesDir, 'src/node-plain.mts')], options });
      const found = ts.getPreEmitDiagnostics(program).map((d) => `${path.basename(d.file?.fileName ?? '')} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      assert.deepEqual(found, [
        `node-attribute.mts TS2551: Property 'appNmae' does not exist on type '{ appName: string; version: string; api: { baseUrl: string; timeout: number; }; supportEmail: string; }'. Did you mean 'appName'?`,
        `node-plain.mts TS1543: Importing a JSON file into an ECMAScript module requires a 'type: "json"' import attribute when 'module' is set to '${name}'.`,
      ]);
    }
  });
  test('with module node20 or nodenext, a named JSON import in an ES module file fails with TS1544, with or without the attribute', async () => {
    const ts = (await import('typescript')).default;
    for (const [module, name] of [[ts.ModuleKind.NodeNext, 'NodeNext'], [ts.ModuleKind.Node20, 'Node20']] as const) {
      const options = { module, strict: true, noEmit: true, skipLibCheck: true, skipDefaultLibCheck: true, types: [] };
      const program = createTypeProgram(ts, { rootNames: [path.join(typesDir, 'src/node-named.mts')], options });
      const found = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? ts.getLineAndCharacterOfPosition(d.file, d.start ?? 0).line + 1 : 0} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      const named = `Named imports from a JSON file into an ECMAScript module are not allowed when 'module' is set to '${name}'.`;
      assert.deepEqual(found, [
        `1 TS1544: ${named}`,
        `2 TS1544: ${named}`,
        `2 TS1543: Importing a JSON file into an ECMAScript module requires a 'type: "json"' import attribute when 'module' is set to '${name}'.`,
      ]);
    }
  });
  // TypeScript 7.0.2 (installed under /tmp), checked by hand on 2026-12-05 and again on 2026-12-06 with tsc --ignoreConfig: moduleResolution bundler
  // without resolveJsonModule, node20 and nodenext gave the same diagnostics as 5.9 here, no options at all typed the JSON
  // import, and --moduleResolution node stopped with "error TS5108: Option 'moduleResolution=node10' has been removed."
  test('with moduleResolution node and resolveJsonModule, a named import passes but a default import fails with TS1259 until esModuleInterop or allowSyntheticDefaultImports is on', async () => {
    const ts = (await import('typescript')).default;
    const check = (file: string, extra: Record<string, boolean> = {}) => {
      const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Node10, resolveJsonModule: true, strict: true, noEmit: true, skipLibCheck: true, skipDefaultLibCheck: true, types: [], ...extra };
      const program = createTypeProgram(ts, { rootNames: [path.join(typesDir, 'src', file)], options });
      return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    };
    assert.deepEqual(check('resolve-named.ts'), []);
    const failed = check('resolve-default.ts');
    assert.equal(failed.length, 1, failed.join('\n'));
    assert.match(failed[0], /^TS1259: Module '".*config"' can only be default-imported using the 'allowSyntheticDefaultImports' flag$/);
    assert.deepEqual(check('resolve-default.ts', { esModuleInterop: true }), []);
    assert.deepEqual(check('resolve-default.ts', { allowSyntheticDefaultImports: true }), []);
  });
  test('exact types for a YAML file: a cast to the interface passes, a plain annotation fails with TS2739', async () => {
    const ts = (await import('typescript')).default;
    const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, skipLibCheck: true, skipDefaultLibCheck: true, types: [] };
    const check = (file: string) => {
      const program = createTypeProgram(ts, { rootNames: [path.join(typesDir, 'src', file), path.join(typesDir, 'src/env.d.ts')], options });
      return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    };
    assert.deepEqual(check('exact-cast.ts'), []);
    assert.deepEqual(check('exact-annotation.ts'), ["TS2739: Type 'Record<string, any>' is missing the following properties from type 'Navigation': title, links"]);
    assert.deepEqual(check('exact-annotation-one.ts'), ["TS2741: Property 'title' is missing in type 'Record<string, any>' but required in type 'Settings'."]);
    assert.ok(pageText('guide/basic/json-files', 'en').includes('(TS2739, or TS2741 when the interface requires a single property)'));
    assert.ok(pageText('guide/basic/json-files', 'zh').includes('（TS2739；接口只要求一个属性时为 TS2741）'));
  });
  test('with other settings (moduleResolution node), a JSON import needs resolveJsonModule', async () => {
    assert.ok((await diagnostics('Node10')).some((text) => text.startsWith("TS2732: Cannot find module './config.json'. Consider using '--resolveJsonModule'")));
  });
});

describe('Import JSON files › Common problems', () => {
  test('a JSON file with comments fails with a JSON parse error', () => {
    assert.ok(results.broken.errors.some((error) => /JSON parse error: Unexpected character '?\/'?/.test(error)), results.broken.errors.join('\n'));
  });
  test('rsbuild build prints the JSON parse error under Module parse failed, with a code frame at the comment and the help about a loader', () => {
    assert.equal(jsonCli.code, 1);
    const printed = jsonCli.output.replace(/[ \t]+$/gm, '');
    assert.ok(printed.includes('  × Module parse failed:\n  ╰─▶   × JSON parse error: Unexpected character /\n'), printed);
    assert.ok(printed.includes('       2 │   // a comment\n         ·    ─\n'), printed);
    assert.ok(printed.includes('  help:\n        You may need an appropriate loader to handle this file type.\n'), printed);
  });
  test('rsbuild build names the YAML plugin under the parse error of a .yaml file', () => {
    assert.equal(yamlCli.code, 1);
    const printed = yamlCli.output.replace(/[ \t]+$/gm, '');
    assert.ok(printed.includes('  help:\n        To enable support for YAML, use "@rsbuild/plugin-yaml" (https://npmjs.com/package/@rsbuild/plugin-yaml).\n'), printed);
  });
  test('rsbuild build gives a .yml file only the generic help line, not the YAML plugin hint', () => {
    const printed = yamlCli.output.replace(/[ \t]+$/gm, '');
    const block = printed.slice(printed.indexOf('File: ./src/links.yml:'));
    assert.ok(block.startsWith('File: ./src/links.yml:1:1\n  × Module parse failed:\n'), printed);
    const help = block.slice(block.indexOf('  help:\n'));
    assert.ok(help.startsWith('  help:\n        You may need an appropriate loader to handle this file type.\n'), printed);
    assert.equal(printed.match(/To enable support for YAML/g)?.length, 1, printed);
  });
  test('the whole file in a development build is expected: every key stays there, while production drops the unused ones (both languages say so)', () => {
    const js = outputFile(results.development.dist, /^static\/js\/index\.js$/);
    for (const value of ['2.3.1', 'help@example.com', '5000']) assert.ok(js.includes(value), value);
    assert.doesNotMatch(mainJs(results.defaults), /2\.3\.1|help@example\.com|5000/);
    assert.ok(pageText('guide/basic/json-files', 'en').includes('If you are looking at a development build, this is expected: only production builds remove unused keys.'));
    assert.ok(pageText('guide/basic/json-files', 'zh').includes('如果你看的是开发构建的产物，这属于正常现象：只有生产构建才会移除未使用的键。'));
  });
  test('a .yaml file without its plugin fails with Module parse failed', () => {
    assert.ok(results.yaml.errors.some((error) => error.includes('Module parse failed')), results.yaml.errors.join('\n'));
  });
  test('flat YAML that is valid JavaScript builds without its plugin, with no error or warning, and imports as {}', () => {
    assert.deepEqual(results.flatYaml.errors, []);
    assert.deepEqual(results.flatYaml.warnings, []);
    assert.deepEqual(run(results.flatYaml), { flat: {}, flat2: {} });
    assert.ok(pageText('guide/basic/json-files', 'en').includes('A flat file that happens to be valid JavaScript, such as `count: 2`, is not caught:'));
    assert.ok(pageText('guide/basic/json-files', 'zh').includes('恰好也是合法 JavaScript 的扁平文件（例如 `count: 2`）不会报错：'));
  });
  test('TOML that is not valid JavaScript fails without its plugin with Module parse failed and the TOML plugin hint', () => {
    assert.ok(results.dashedToml.errors.some((error) => error.includes('Module parse failed')), results.dashedToml.errors.join('\n'));
    const printed = dashedTomlPrinted.join('\n').replace(/[ \t]+$/gm, '');
    assert.ok(printed.includes('File: ./src/limits.toml:1:1\n  × Module parse failed:\n'), printed);
    assert.ok(printed.includes('  help:\n        To enable support for TOML, use "@rsbuild/plugin-toml" (https://npmjs.com/package/@rsbuild/plugin-toml).\n'), printed);
    assert.ok(pageText('guide/basic/json-files', 'en').includes('Other TOML, such as `max-items = 50`, fails at build time with `Module parse failed`'));
    assert.ok(pageText('guide/basic/json-files', 'zh').includes('其他 TOML（例如 `max-items = 50`）则会在构建时报 `Module parse failed`'));
    assert.ok(pageText('guide/basic/json-files', 'en').includes('- **A `.toml` import fails in the browser, or with `Module parse failed`.**'));
    assert.ok(pageText('guide/basic/json-files', 'zh').includes('- **`.toml` 导入在浏览器中出错，或构建时报 `Module parse failed`。**'));
  });
  test('the sample .toml file without its plugin builds without an error or warning, and throws checkout is not defined when it runs', () => {
    assert.deepEqual(results.toml.errors, []);
    assert.deepEqual(results.toml.warnings, []);
    assert.throws(() => run(results.toml), { name: 'ReferenceError', message: 'checkout is not defined' });
  });
});
