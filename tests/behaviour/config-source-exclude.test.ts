// docs/{en,zh}/config/source/exclude.mdx: what an excluded file keeps (its syntax and its types),
// which paths the conditions see, exclusion over source.include, the inspect output, and the
// IgnorePlugin sample for a template-string import(). One web build with an environment per
// claim, one failing build for an excluded .ts file, and one node build that runs the sample.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, outputFile, readText, rsbuildCore } from './harness';

// `a ?? b` is lowered for Chrome 70 (nullish coalescing came in Chrome 80).
const nullish = (name: string) => `export const ${name} = globalThis.missing ?? '${name}';\n`;
const files = {
  'src/index.js': `import { sdk } from './vendor/maps-sdk.min.js';
import { generated } from './generated/api.js';
import { own } from './own.js';
import { legacy } from './legacy/old.js';
import { legacyToo } from './legacy-too/old.js';
import { chart } from 'chart-kit';
import { worker } from 'chart-kit/dist/worker.js';
console.log(sdk, generated, own, chart, worker, legacy, legacyToo);
`,
  'src/vendor/maps-sdk.min.js': nullish('sdk'),
  'src/generated/api.js': nullish('generated'),
  'src/own.js': nullish('own'),
  'src/legacy/old.js': nullish('legacy'),
  'src/legacy-too/old.js': nullish('legacyToo'),
  'node_modules/chart-kit/package.json': '{"name":"chart-kit","version":"1.0.0","main":"index.js"}\n',
  'node_modules/chart-kit/index.js': nullish('chart'),
  'node_modules/chart-kit/dist/worker.js': nullish('worker'),
};

describe('source.exclude', () => {
  let dir: string;
  let bundle: string;
  const seen: string[] = [];

  before(async () => {
    // makeProject links node_modules to the shared install: give this project its own folder
    // with a link per package it needs instead, so chart-kit can live in it.
    dir = makeProject({}, 'source-exclude');
    const shared = path.join(dir, 'node_modules');
    const real = realpathSync(shared);
    rmSync(shared);
    mkdirSync(shared);
    for (const name of ['@rsbuild', '@rspack', '@swc']) symlinkSync(path.join(real, name), path.join(shared, name));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const [sdkPattern, generatedPattern] = [/[\\/]src[\\/]vendor[\\/]maps-sdk\.min\.js$/, /[\\/]src[\\/]generated[\\/]/];
    const { errors } = await buildProject(dir, {
      mode: 'production',
      output: { overrideBrowserslist: ['chrome 70'], minify: false, filenameHash: false },
      source: {
        // The samples of the page, plus a function that records the paths it is given.
        exclude: [sdkPattern, generatedPattern, /[\\/]node_modules[\\/]chart-kit[\\/]dist[\\/]worker\.js$/, (file: string) => (seen.push(file), false), path.join(dir, 'src/legacy')],
        include: [/[\\/]node_modules[\\/]chart-kit[\\/]/],
      },
    });
    assert.deepEqual(errors, []);
    bundle = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
  });

  test('an excluded file is bundled with the syntax it was written in; other files are lowered', () => {
    for (const name of ['sdk', 'generated', 'worker']) assert.match(bundle, new RegExp(String.raw`globalThis\.missing \?\? '${name}'`), name);
    for (const name of ['own', 'chart']) {
      assert.doesNotMatch(bundle, new RegExp(String.raw`\?\? '${name}'`), name);
      assert.match(bundle, new RegExp(`'${name}'`), name);
    }
  });

  test('a string excludes every path that starts with it', () => {
    assert.match(bundle, /globalThis\.missing \?\? 'legacy'/);
    assert.match(bundle, /globalThis\.missing \?\? 'legacyToo'/);
  });

  test('exclusion wins over source.include: chart-kit is compiled except dist/worker.js', () => {
    assert.doesNotMatch(bundle, /\?\? 'chart'/);
    assert.match(bundle, /globalThis\.missing \?\? 'worker'/);
  });

  test('conditions are tested against the absolute path of each module', () => {
    assert.ok(seen.includes(path.join(dir, 'src/own.js')), seen.join('\n'));
    assert.ok(seen.every((file) => path.isAbsolute(file)), seen.join('\n'));
  });

  test('an excluded .ts file fails the build with Module parse failed and JavaScript parse error', async () => {
    const tsDir = makeProject({ 'src/index.ts': "import { value } from './typed';\nconsole.log(value);\n", 'src/typed.ts': 'export const value: number = 1;\n' }, 'source-exclude-ts');
    const { errors } = await buildProject(tsDir, { source: { exclude: [/[\\/]src[\\/]typed\.ts$/] } });
    assert.ok(errors.length > 0);
    for (const error of errors) {
      assert.match(error, /Module parse failed/);
      assert.match(error, /JavaScript parse error/);
    }
  });

  test('rsbuild inspect shows the conditions in the exclude field of the builtin:swc-loader rule in dist/.rsbuild/rspack.config.web.mjs', async () => {
    const { createRsbuild } = await rsbuildCore();
    const inspectDir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'source-exclude-inspect');
    const rsbuild = await createRsbuild({ cwd: inspectDir, rsbuildConfig: { logLevel: 'silent', source: { exclude: [/[\\/]src[\\/]generated[\\/]/] } } });
    await rsbuild.inspectConfig({ writeToDisk: true });
    const written = readFileSync(path.join(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), 'utf8');
    const swcRule = written.slice(0, written.indexOf("loader: 'builtin:swc-loader'"));
    const exclude = swcRule.slice(swcRule.lastIndexOf('exclude: ['));
    assert.match(exclude, /^exclude: \[\s*\/\[\\\\\/\]src\[\\\\\/\]generated\[\\\\\/\]\/\s*\]/);
  });
});

describe('Keep a file out of the bundle', () => {
  let dir: string;

  before(async () => {
    dir = makeProject({
      'package.json': '{"type":"commonjs"}\n',
      'src/index.js': `const load = (name) => import(\`./pages/\${name}.ts\`);
module.exports = Promise.all([
  load('Home').then((m) => m.title),
  load('Home.test').then(() => 'loaded', (error) => error.message),
]);
`,
      'src/pages/Home.ts': "export const title: string = 'home page';\n",
      'src/pages/Home.test.ts': "export const title: string = 'home test file';\n",
      'src/other/Other.test.ts': "export const title: string = 'other test file';\n",
    }, 'source-exclude-ignore');
    const sample = (await rsbuildCore()).rspack;
    const { errors } = await buildProject(dir, {
      output: { target: 'node', minify: false, filenameHash: false },
      tools: { rspack: { plugins: [new sample.IgnorePlugin({ resourceRegExp: /\.test\.ts$/, contextRegExp: /[\\/]src[\\/]pages$/ })] } },
    });
    assert.deepEqual(errors, []);
  });

  test('the IgnorePlugin sample leaves Home.test.ts out of the output and keeps the page', () => {
    const output = listFiles(path.join(dir, 'dist')).map((file) => readText(path.join(dir, 'dist'), file)).join('\n');
    assert.match(output, /'home page'/);
    assert.doesNotMatch(output, /home test file/);
  });

  test("asking for an ignored module at run time rejects with Cannot find module './Home.test.ts'", async () => {
    const script = path.join(dir, 'dist/index.js');
    const out = execFileSync(process.execPath, ['-e', `require(${JSON.stringify(script)}).then((r) => console.log(JSON.stringify(r)))`], { encoding: 'utf8' });
    assert.deepEqual(JSON.parse(out), ['home page', "Cannot find module './Home.test.ts'"]);
  });
});
