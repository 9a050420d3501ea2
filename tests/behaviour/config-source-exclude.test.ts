// docs/{en,zh}/config/source/exclude.mdx: what an excluded file keeps (its syntax and its types),
// which paths the conditions see, exclusion over source.include, the inspect output, and the
// IgnorePlugin sample for a template-string import(). One web build with an environment per
// claim, failing builds for an excluded .ts and .jsx file, a second inspect (timestamped file),
// one node build that runs the sample, and two builds with pluginBabel (with and without include).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, outputFile, pageText, plugin, readText, rsbuildCore } from './harness';

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

  test('an excluded .jsx file fails the build the same way (Module parse failed, JavaScript parse error); the page says so', async () => {
    const jsxDir = makeProject({ 'src/index.js': "import { view } from './view.jsx';\nconsole.log(view);\n", 'src/view.jsx': 'export const view = <div>hello</div>;\n' }, 'source-exclude-jsx');
    const { errors } = await buildProject(jsxDir, { source: { exclude: [/[\\/]src[\\/]view\.jsx$/] } });
    assert.ok(errors.length > 0);
    for (const error of errors) {
      assert.match(error, /Module parse failed/);
      assert.match(error, /JavaScript parse error/);
    }
    assert.ok(pageText('config/source/exclude', 'en').includes('- Do not exclude TypeScript or JSX files.'));
    assert.ok(pageText('config/source/exclude', 'en').includes('an excluded `.ts`, `.tsx` or `.jsx` file reaches'));
    assert.ok(pageText('config/source/exclude', 'zh').includes('- 不要排除 TypeScript 或 JSX 文件。'));
    assert.ok(pageText('config/source/exclude', 'zh').includes('被排除的 `.ts`、`.tsx` 或 `.jsx` 文件会原样交给'));
  });

  test('a second inspect leaves rspack.config.<environment>.mjs as it was and writes rspack.config.<environment>.<timestamp>.mjs; the page says so', async () => {
    const { createRsbuild } = await rsbuildCore();
    const inspectDir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'source-exclude-inspect-twice');
    for (const exclude of [/[\\/]src[\\/]first[\\/]/, /[\\/]src[\\/]second[\\/]/]) {
      const rsbuild = await createRsbuild({ cwd: inspectDir, rsbuildConfig: { logLevel: 'silent', source: { exclude: [exclude] }, environments: { client: {} } } });
      await rsbuild.inspectConfig({ writeToDisk: true });
    }
    const written = listFiles(path.join(inspectDir, 'dist/.rsbuild')).filter((file) => file.startsWith('rspack.'));
    assert.equal(written.length, 2, written.join('\n'));
    assert.ok(written.includes('rspack.config.client.mjs'), written.join('\n'));
    const stamped = written.find((file) => file !== 'rspack.config.client.mjs')!;
    assert.match(stamped, /^rspack\.config\.client\.\d{13}\.mjs$/);
    assert.match(readText(path.join(inspectDir, 'dist/.rsbuild'), 'rspack.config.client.mjs'), /src\[\\\\\/\]first/);
    assert.doesNotMatch(readText(path.join(inspectDir, 'dist/.rsbuild'), 'rspack.config.client.mjs'), /src\[\\\\\/\]second/);
    assert.match(readText(path.join(inspectDir, 'dist/.rsbuild'), stamped), /src\[\\\\\/\]second/);
    assert.ok(pageText('config/source/exclude', 'en').includes('The file is named after the environment (`rspack.config.<environment>.mjs`). If it already exists, `inspect` leaves it unchanged and writes the new output to a file with a timestamp in its name'));
    assert.ok(pageText('config/source/exclude', 'zh').includes('该文件以 environment 命名（`rspack.config.<environment>.mjs`）。如果文件已经存在，`inspect` 不会覆盖它，而是把新的结果写入文件名带时间戳的文件'));
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

// "Exclusion wins" holds for the SWC rule and for loaders added to it; pluginBabel({ include })
// creates a babel-js rule of its own that never gets source.exclude. A Babel plugin of the
// fixture turns the string 'untouched' into 'babel-ran', so the bundle shows which files Babel saw.
describe('source.exclude beside pluginBabel', () => {
  const files = {
    'src/index.js': "import { sdk } from './vendor/sdk.js';\nconsole.log(sdk, 'untouched-own'.length);\n",
    'src/vendor/sdk.js': "export const sdk = 'untouched';\n",
    'babel-marker.cjs': "module.exports = () => ({ visitor: { StringLiteral(p) { if (p.node.value === 'untouched') p.node.value = 'babel-ran'; } } });\n",
  };
  const vendor = /[\\/]src[\\/]vendor[\\/]/;

  async function bundleWith(options: Record<string, unknown> | undefined, name: string) {
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const dir = makeProject(files, name);
    const marker = path.join(dir, 'babel-marker.cjs');
    const babelLoaderOptions = (opts: { plugins?: unknown[] }) => {
      opts.plugins = [...(opts.plugins ?? []), marker];
    };
    const { errors } = await buildProject(dir, {
      mode: 'production',
      output: { minify: false, filenameHash: false },
      source: { exclude: [vendor] },
      plugins: [pluginBabel(options === undefined ? { babelLoaderOptions } : { ...options, babelLoaderOptions })],
    });
    assert.deepEqual(errors, []);
    return outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
  }

  test("pluginBabel({ include }): the babel-js rule has no exclude, and an excluded file is still compiled by Babel; a bare pluginBabel() skips it; the page says so", async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const rules: Record<string, unknown> = {};
    for (const [label, options] of [['include', { include: /[\\/]src[\\/]/ }], ['include and exclude', { include: /[\\/]src[\\/]/, exclude: vendor }]] as const) {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': 'export {};\n' }, 'source-exclude-babel-rule'), rsbuildConfig: { logLevel: 'silent', source: { exclude: [vendor] }, plugins: [pluginBabel(options)] } });
      const [config] = await rsbuild.initConfigs();
      const babelRule = (config.module!.rules as any[]).find((rule) => rule?.use?.some?.((use: any) => String(use.loader).includes('babel-loader')));
      rules[label] = { include: babelRule.include, exclude: babelRule.exclude };
    }
    assert.deepEqual(rules, { include: { include: [/[\\/]src[\\/]/], exclude: undefined }, 'include and exclude': { include: [/[\\/]src[\\/]/], exclude: [vendor] } });

    const withInclude = await bundleWith({ include: /[\\/]src[\\/]/ }, 'source-exclude-babel-include');
    assert.match(withInclude, /const sdk ?= ?["']babel-ran["']/);
    assert.doesNotMatch(withInclude, /["']untouched["']/);
    const bare = await bundleWith(undefined, 'source-exclude-babel-bare');
    assert.match(bare, /const sdk = 'untouched'/);
    assert.doesNotMatch(bare, /babel-ran/);

    assert.ok(pageText('config/source/exclude', 'en').includes('with `pluginBabel({ include })`, Babel runs in a separate `babel-js` rule and still compiles an excluded file that matches its `include`. Pass the same conditions to the plugin\'s `exclude` option as well.'));
    assert.ok(pageText('config/source/exclude', 'zh').includes('使用 `pluginBabel({ include })` 时，Babel 运行在单独的 `babel-js` 规则中，被排除的文件只要匹配其 `include`，仍然会被 Babel 编译。此时请把同样的条件也传给插件的 `exclude` 选项。'));
  });
});
