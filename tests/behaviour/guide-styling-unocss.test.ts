// guide/styling/unocss: @unocss/postcss 66.10.5 with @unocss/preset-wind3 66.10.5 on Rsbuild
// 1.7.6. The projects live in the system's temporary directory with a node_modules of their own
// that links @unocss from tools/rsbuild-v1, so that UnoCSS's globs and config search, which start
// from the working directory, see only the project (the harness's fixtures sit in a folder this
// repository's .gitignore lists).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { buildProject, type CliResult, freePort, outputFile, pageText, rsbuildV1Dir, runCli, startCli, withNodeEnv, writeProjectFiles, writeUntilServed } from './harness';

const root = mkdtempSync(path.join(tmpdir(), 'unocss-'));
process.once('exit', () => {
  if (!process.env.KEEP_FIXTURES) rmSync(root, { recursive: true, force: true });
});
function unoProject(name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(path.join(rsbuildV1Dir, 'node_modules/@unocss'), path.join(dir, 'node_modules/@unocss'), 'dir');
  writeProjectFiles(dir, { 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n', ...files });
  return dir;
}
const unoConfig = (content: string) => `import { presetWind3 } from '@unocss/preset-wind3';\n\nexport default {\n${content}  presets: [presetWind3()],\n};\n`;
const filesystem = "  content: {\n    filesystem: ['./src/**/*.{html,js,ts,jsx,tsx}'],\n  },\n";
const files = {
  'postcss.config.mjs': "import UnoCSS from '@unocss/postcss';\n\nexport default {\n  plugins: [UnoCSS()],\n};\n",
  'uno.config.ts': unoConfig(filesystem),
  'src/index.css': '@unocss;\n\n.card {\n  @apply rounded-lg p-4 shadow;\n}\n',
  'src/index.js': "import './index.css';\n\ndocument.querySelector('#root').innerHTML = `\n  <div class=\"card m-4 appearance-none text-sky-600 font-bold\">Hello, UnoCSS</div>\n`;\n",
  'docs/page.md': '<p class="bg-lime-500">outside src</p>\n',
};
const projects = {
  setup: unoProject('setup', files),
  directives: unoProject('directives', { ...files, 'src/index.css': "@unocss;\n\n@screen md {\n  .title {\n    color: theme('colors.sky.600');\n  }\n}\n" }),
  // Files of each kind the default glob lists, outside src, and one in a package.
  defaultGlobs: unoProject('default-globs', { ...files, 'uno.config.ts': unoConfig(''), 'other/page.marko': '<p class="bg-rose-500"/>\n', 'other/page.phtml': '<p class="bg-teal-500"></p>\n', 'other/page.css': '.x { --c: "bg-amber-500"; }\n', 'other/.notes/page.md': '<p class="bg-cyan-500"></p>\n', 'other/.page.md': '<p class="bg-violet-500"></p>\n', 'node_modules/some-ui/index.js': "export const badge = 'bg-pink-500';\n" }),
  // Built from a sibling folder with --root: no uno.config.* in the working directory.
  noConfig: unoProject('no-config/app', files),
  noConfigTheme: unoProject('no-config-theme/app', { ...files, 'src/index.css': "@unocss;\n\n.title {\n  color: theme('colors.sky.600');\n}\n" }),
  // The same as noConfig, with the CI variable set, and with NODE_ENV=test.
  noConfigCi: unoProject('no-config-ci/app', files),
  noConfigTest: unoProject('no-config-test/app', files),
  // TEST set, and a CI service's own variable with CI=false.
  noConfigTestVar: unoProject('no-config-test-var/app', files),
  noConfigService: unoProject('no-config-service/app', files),
};
// unocss.config.ts (the other name searched for) one folder above the working directory (work/),
// the project in app/ beside it.
const parentConfig = unoProject('parent-config', {
  'unocss.config.ts': unoConfig(''),
  'work/.gitkeep': '',
  ...Object.fromEntries(Object.entries({ ...files, 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n' }).filter(([file]) => file !== 'uno.config.ts' && !file.startsWith('docs/')).map(([file, text]) => [`app/${file}`, text])),
});
let parentConfigBuild: { result: CliResult; css: string };
const results: Record<string, { result: CliResult; css: string }> = {};
before(async () => {
  await Promise.all([
    ...Object.entries(projects).map(async ([name, dir]) => {
      const fromSibling = name.startsWith('noConfig');
      if (fromSibling) mkdirSync(path.join(dir, '../other'), { recursive: true });
      const envs: Record<string, Record<string, string>> = { noConfigCi: { CI: 'true' }, noConfigTest: { NODE_ENV: 'test' }, noConfigTestVar: { TEST: '1' }, noConfigService: { CI: 'false', GITHUB_ACTIONS: 'true' } };
      const env = envs[name] ?? {};
      const result = await runCli(fromSibling ? path.join(dir, '../other') : dir, fromSibling ? ['build', '--root', '../app'] : ['build'], { env });
      results[name] = { result, css: result.code === 0 ? outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/) : '' };
    }),
    (async () => {
      const result = await runCli(path.join(parentConfig, 'work'), ['build', '--root', '../app']);
      parentConfigBuild = { result, css: result.code === 0 ? outputFile(path.join(parentConfig, 'app/dist'), /^static\/css\/index\.css$/) : '' };
    })(),
  ]);
});

describe('UnoCSS › Configure PostCSS and UnoCSS', () => {
  test('the array-form postcss.config.mjs and uno.config.ts with presetWind3 generate m-4, text-sky-600 and font-bold', () => {
    const { result, css } = results.setup;
    assert.equal(result.code, 0, result.output);
    assert.match(css, /\.m-4\{margin:1rem\}/);
    assert.match(css, /\.text-sky-600\{/);
    assert.match(css, /\.font-bold\{font-weight:700\}/);
  });
});

describe('UnoCSS › Add the @unocss directive', () => {
  test('@unocss becomes the base variables and the utilities; @apply is expanded', () => {
    const { css } = results.setup;
    assert.doesNotMatch(css, /@unocss|@apply/);
    assert.match(css, /^\*,:before,:after\{--un-rotate:0;/);
    assert.match(css, /\.card\{[^}]*border-radius:\.5rem;[^}]*padding:1rem/);
  });
  test('the preset writes -webkit-appearance for appearance-none; Lightning CSS adds -moz-appearance for the default browserslist', async () => {
    // What the preset generates before Rsbuild's loaders see it.
    const { createGenerator } = await import(pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@unocss/core/dist/index.mjs')).href);
    const { presetWind3 } = await import(pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@unocss/preset-wind3/dist/index.mjs')).href);
    const uno = await createGenerator({ presets: [presetWind3({ preflight: false })] });
    const { css: generated } = await uno.generate('appearance-none', { preflights: false });
    assert.match(generated, /\.appearance-none\{-webkit-appearance:none;appearance:none;\}/);
    // The setup project has no browserslist, so Rsbuild's default one applies.
    assert.match(results.setup.css, /\.appearance-none\{-webkit-appearance:none;-moz-appearance:none;appearance:none\}/);
  });
  test("@screen md becomes @media (min-width: 768px), and theme('colors.sky.600') a color", () => {
    const { result, css } = results.directives;
    assert.equal(result.code, 0, result.output);
    assert.match(css, /@media \(min-width:768px\)\{\.title\{color:#0284c7\}\}/);
  });
});

describe('UnoCSS › Which files are scanned', () => {
  test('with content.filesystem only the listed files are scanned; without it a .md file outside src is scanned too', () => {
    assert.doesNotMatch(results.setup.css, /bg-lime-500/);
    assert.equal(results.defaultGlobs.result.code, 0, results.defaultGlobs.result.output);
    assert.match(results.defaultGlobs.css, /\.bg-lime-500\{/);
  });
  test('the default glob: listed extensions anywhere below the working directory (.marko, .phtml), not .css, and nothing in node_modules', () => {
    assert.match(results.defaultGlobs.css, /\.bg-rose-500\{/);
    assert.match(results.defaultGlobs.css, /\.bg-teal-500\{/);
    assert.doesNotMatch(results.defaultGlobs.css, /bg-amber-500/);
    assert.doesNotMatch(results.defaultGlobs.css, /bg-pink-500/);
  });
  test('the default glob also skips files and folders whose names start with a dot: other/.page.md and a .md file in other/.notes are not scanned', () => {
    assert.doesNotMatch(results.defaultGlobs.css, /bg-cyan-500/);
    assert.doesNotMatch(results.defaultGlobs.css, /bg-violet-500/);
  });
});

describe('UnoCSS › Common problems', () => {
  test('no config in the working directory: the build succeeds with no utilities and @apply left as is; theme() fails the build', () => {
    const { result, css } = results.noConfig;
    assert.equal(result.code, 0, result.output);
    assert.match(result.output, /\[@unocss\/config\] Config file not found in .*other - loading default config\./);
    assert.match(css, /@apply rounded-lg p-4 shadow/);
    assert.doesNotMatch(css, /\.m-4\{/);
    assert.equal(results.noConfigTheme.result.code, 1);
    assert.match(results.noConfigTheme.result.output, /theme of "colors\.sky\.600" did not found/);
  });
  test('the config search goes up from the working directory: a unocss.config.ts in the folder above it is found', () => {
    const { result, css } = parentConfigBuild;
    assert.equal(result.code, 0, result.output);
    assert.doesNotMatch(result.output, /Config file not found/);
    assert.match(css, /\.card\{[^}]*border-radius:\.5rem;[^}]*padding:1rem/);
  });
  test('no config in the working directory: @screen md fails the build too, with "breakpoint md not found"', async () => {
    // Built in this process, whose working directory is the repository, which has no uno.config.*.
    // The stylesheet has no @unocss, so nothing is scanned.
    assert.deepEqual(readdirSync(process.cwd()).filter((file) => file.startsWith('uno.config')), []);
    const dir = unoProject('no-config-screen', { ...files, 'src/index.css': '@screen md {\n  .title {\n    color: teal;\n  }\n}\n' });
    const result = await buildProject(dir, { output: { filenameHash: false } });
    assert.ok(
      result.errors.some((error) => error.includes('breakpoint md not found')),
      result.errors.join('\n'),
    );
  });
});

describe('UnoCSS › Common problems › The generated CSS is empty (printed text)', () => {
  const lines = (text: string) => text.replace(/[ \t]+$/gm, '');
  test('the missing config is printed as " ERROR  [@unocss/config] Config file not found in <working directory> - loading default config."; with CI set or NODE_ENV=test the line starts with [error]', () => {
    const other = (name: string) => path.join(projects[name as keyof typeof projects], '../other');
    assert.ok(lines(results.noConfig.result.output).includes(`\n ERROR  [@unocss/config] Config file not found in ${other('noConfig')} - loading default config.\n`), results.noConfig.result.output);
    assert.equal(results.noConfigCi.result.code, 0, results.noConfigCi.result.output);
    assert.ok(lines(results.noConfigCi.result.output).includes(`\n[error] [@unocss/config] Config file not found in ${other('noConfigCi')} - loading default config.\n`), results.noConfigCi.result.output);
    assert.equal(results.noConfigTest.result.code, 0, results.noConfigTest.result.output);
    assert.ok(lines(results.noConfigTest.result.output).includes(`\n[error] [@unocss/config] Config file not found in ${other('noConfigTest')} - loading default config.\n`), results.noConfigTest.result.output);
  });
  test('the line also starts with [error] when TEST is set, or when a CI service\'s variable (GITHUB_ACTIONS) is set even with CI=false', () => {
    for (const name of ['noConfigTestVar', 'noConfigService'] as const) {
      const { result } = results[name];
      assert.equal(result.code, 0, result.output);
      const other = path.join(projects[name], '../other');
      assert.ok(lines(result.output).includes(`\n[error] [@unocss/config] Config file not found in ${other} - loading default config.\n`), `${name}: ${result.output}`);
      assert.doesNotMatch(result.output, / ERROR /);
    }
  });
  test("theme() without a config: exit 1, the stylesheet reported twice, by postcss-loader with the UnoCSS error and then by Rspack's CSS extract loader", () => {
    const { result } = results.noConfigTheme;
    assert.equal(result.code, 1);
    const printed = lines(result.output);
    assert.match(
      printed,
      /\nerror   Build errors:\nFile: \.\/src\/index\.css:1:1\n  × Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\):\n  ╰─▶   × Error: theme of "colors\.sky\.600" did not found\n        │     at [^\n]*\/src\/index\.css:4:3\n/,
    );
    assert.match(
      printed,
      /\n\nFile: \.\/src\/index\.css:1:1\n  × Module build failed \(from [^\n]*\/@rspack\/core\/dist\/cssExtractLoader\.js\):\n  ╰─▶   × Error: Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\):\n/,
    );
    assert.equal(printed.split('Module build failed (from').length - 1, 3);
  });
  test('@screen md without a config: two errors as well, the first with "Error: breakpoint md not found"; a node environment beside web adds none', async () => {
    const dir = unoProject('no-config-screen-twice', { ...files, 'src/index.css': '@screen md {\n  .title {\n    color: teal;\n  }\n}\n' });
    const result = await buildProject(dir, { output: { filenameHash: false }, environments: { web: {}, node: { output: { target: 'node' } } } });
    assert.equal(result.errors.length, 2, result.errors.join('\n'));
    assert.match(result.errors[0], /Module build failed \(from [^\n]*postcss-loader\/index\.js\):\n[\s\S]*Error: breakpoint md not found/);
    assert.match(result.errors[1], /Module build failed \(from [^\n]*cssExtractLoader\.js\)/);
    for (const [lang, text] of [
      ['en', "An environment that emits no CSS, such as one with `output.target: 'node'` (see [output.emitCss](/config/output/emit-css)), does not run PostCSS on stylesheets at all, so it neither fails nor reports them."],
      ['zh', "不输出 CSS 的环境（例如 `output.target: 'node'` 的环境，参见 [output.emitCss](/config/output/emit-css)）根本不会用 PostCSS 处理样式表，因此既不会失败，也不会报错。"],
    ] as const) assert.ok(pageText('guide/styling/unocss', lang).includes(text), lang);
  });
});

const cwdPostcssConfig = "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nimport UnoCSS from '@unocss/postcss';\n\nconst dirname = path.dirname(fileURLToPath(import.meta.url));\n\nexport default {\n  plugins: [UnoCSS({ cwd: dirname })],\n};\n";

describe('UnoCSS › code samples', () => {
  test('the files these tests build are the samples of the page as written, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/styling/unocss', lang);
      const samples = [...text.matchAll(/```\w+ title="([^"]+)"\n([\s\S]*?)```/g)].map((match) => [match[1], match[2]]);
      assert.deepEqual(samples, [
        ['postcss.config.mjs', files['postcss.config.mjs']],
        ['uno.config.ts', files['uno.config.ts']],
        ['src/index.css', files['src/index.css']],
        ['src/index.js', files['src/index.js']],
        ['postcss.config.mjs', cwdPostcssConfig],
      ], lang);
    }
  });
});

describe('UnoCSS › Which files are scanned (cwd option)', () => {
  test('with cwd set to the project folder, a build started elsewhere finds uno.config.ts and scans only content.filesystem', async () => {
    const dir = unoProject('cwd-option', { ...files, 'postcss.config.mjs': cwdPostcssConfig });
    // In this process the working directory is the repository, not the project.
    assert.notEqual(process.cwd(), dir);
    const result = await buildProject(dir, { output: { filenameHash: false } });
    assert.deepEqual(result.errors, []);
    const css = outputFile(result.dist, /^static\/css\/index\.css$/);
    assert.match(css, /\.m-4\{margin:1rem\}/);
    assert.match(css, /\.card\{[^}]*border-radius:\.5rem/);
    assert.doesNotMatch(css, /bg-lime-500/);
  });
});

describe('UnoCSS › Which files are scanned (cwd option in a one-off build with @import)', () => {
  test('with cwd and started elsewhere, a stylesheet pulled in with @import (processed after the first) gets the config of the working directory: the error is printed, @apply is kept', async () => {
    const dir = unoProject('cwd-import/app', {
      ...files,
      'postcss.config.mjs': cwdPostcssConfig,
      'src/index.css': `@import './button.css';\n${files['src/index.css']}`,
      'src/button.css': '.button {\n  @apply m-2 font-bold;\n}\n',
    });
    const other = path.join(dir, '../other');
    mkdirSync(other);
    const result = await runCli(other, ['build', '--root', '../app']);
    assert.equal(result.code, 0, result.output);
    const css = outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/);
    // The first stylesheet, index.css, still had the config found through cwd.
    assert.match(css, /\.m-4\{margin:1rem\}/);
    assert.match(css, /\.card\{[^}]*border-radius:\.5rem/);
    assert.ok(css.includes('@apply m-2 font-bold'), css);
    assert.doesNotMatch(css, /margin:\.5rem/);
    assert.ok(result.output.replace(/[ \t]+$/gm, '').includes(`\n ERROR  [@unocss/config] Config file not found in ${other} - loading default config.\n`), result.output);
  });
});

describe('UnoCSS › Which files are scanned (cwd option in dev and watch builds)', () => {
  // A class added to the scanned src/index.js makes Rsbuild rebuild the stylesheet.
  const changedJs = files['src/index.js'].replace('font-bold', 'font-bold text-red-500');
  const compiles = (output: () => string) => () => output().split('built in').length - 1;
  const devCss = async (port: number) => (await fetch(`http://localhost:${port}/static/css/index.css`)).text();
  const builtCss = (dir: string) => {
    try {
      return readFileSync(path.join(dir, 'dist/static/css/index.css'), 'utf8');
    } catch {
      return '';
    }
  };
  test('started from the project folder, rsbuild dev rebuilds the CSS with the class added to a scanned file', async () => {
    const dir = unoProject('dev-from-root', files);
    const server = startCli(dir, ['dev', '--port', String(await freePort())], /built in/);
    try {
      await server.started;
      assert.match(await devCss(server.port()), /\.m-4 \{\n  margin: 1rem;/);
      await writeUntilServed(dir, 'src/index.js', changedJs, { compiles: compiles(server.output), served: async () => (await devCss(server.port())).includes('.text-red-500 {') });
      const css = await devCss(server.port());
      assert.match(css, /\.m-4 \{\n  margin: 1rem;/);
      assert.doesNotMatch(css, /@apply/);
      assert.doesNotMatch(server.output(), /Config file not found/);
    } finally {
      await server.stop();
    }
  });
  test('with cwd and started elsewhere, the first rebuild of rsbuild dev and of rsbuild build --watch searches the working directory: the error is printed, the utilities are gone (in dev, still after the next rebuild), @apply is kept', async () => {
    const postcss = { 'postcss.config.mjs': cwdPostcssConfig };
    const devDir = unoProject('cwd-dev/app', { ...files, ...postcss });
    const watchDir = unoProject('cwd-watch/app', { ...files, ...postcss });
    for (const dir of [devDir, watchDir]) mkdirSync(path.join(dir, '../other'));
    const devOther = path.join(devDir, '../other');
    const watchOther = path.join(watchDir, '../other');
    const server = startCli(devOther, ['dev', '--root', '../app', '--port', String(await freePort())], /built in/);
    const watcher = startCli(watchOther, ['build', '--watch', '--root', '../app'], /built in/);
    try {
      await Promise.all([server.started, watcher.started]);
      // The first build uses cwd: uno.config.ts is found.
      assert.match(await devCss(server.port()), /\.m-4 \{\n  margin: 1rem;/);
      assert.match(builtCss(watchDir), /\.m-4\{margin:1rem\}/);
      assert.doesNotMatch(server.output() + watcher.output(), /Config file not found/);
      await Promise.all([
        writeUntilServed(devDir, 'src/index.js', changedJs, { compiles: compiles(server.output), served: async () => (await devCss(server.port())).includes('@apply rounded-lg p-4 shadow;') }),
        writeUntilServed(watchDir, 'src/index.js', changedJs, { compiles: compiles(watcher.output), served: async () => builtCss(watchDir).includes('@apply rounded-lg p-4 shadow') }),
      ]);
      const rebuiltDev = await devCss(server.port());
      assert.doesNotMatch(rebuiltDev, /\.m-4 |\.text-red-500/);
      assert.doesNotMatch(builtCss(watchDir), /\.m-4\{|\.text-red-500/);
      assert.ok(server.output().replace(/[ \t]+$/gm, '').includes(`\n ERROR  [@unocss/config] Config file not found in ${devOther} - loading default config.\n`), server.output());
      assert.ok(watcher.output().replace(/[ \t]+$/gm, '').includes(`\n ERROR  [@unocss/config] Config file not found in ${watchOther} - loading default config.\n`), watcher.output());
      // From then on: the stylesheet rebuilt again after an edit of its own still gets no utilities.
      await writeUntilServed(devDir, 'src/index.css', `${files['src/index.css']}\n.second {\n  @apply m-2;\n}\n`, { compiles: compiles(server.output), served: async () => (await devCss(server.port())).includes('@apply m-2;') });
      const secondDev = await devCss(server.port());
      assert.ok(secondDev.includes('@apply rounded-lg p-4 shadow;'), secondDev);
      assert.doesNotMatch(secondDev, /\.m-4 |\.text-red-500|margin: \.5rem/);
    } finally {
      await Promise.all([server.stop(), watcher.stop()]);
    }
  });
});

describe('UnoCSS › Common problems › The generated CSS is empty (output.injectStyles)', () => {
  test('with output.injectStyles, a theme() that fails is reported once, by postcss-loader, and not by the CSS extract loader', async () => {
    // Built in this process, whose working directory (the repository) has no uno.config.*; the
    // stylesheet has no @unocss, so nothing is scanned.
    assert.deepEqual(readdirSync(process.cwd()).filter((file) => file.startsWith('uno.config')), []);
    const dir = unoProject('no-config-inject-styles', { ...files, 'src/index.css': ".title {\n  color: theme('colors.sky.600');\n}\n" });
    const result = await withNodeEnv(process.env.NODE_ENV, () => buildProject(dir, { mode: 'production', output: { injectStyles: true } }));
    assert.equal(result.errors.length, 1, result.errors.join('\n'));
    assert.match(result.errors[0], /Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\)/);
    assert.ok(result.errors[0].includes('theme of "colors.sky.600" did not found'), result.errors[0]);
    assert.doesNotMatch(result.errors[0], /cssExtractLoader/);
    for (const [lang, text] of [
      ['en', 'With [output.injectStyles](/config/output/inject-styles) enabled, CSS is not extracted and only the first report appears.'],
      ['zh', '如果开启了 [output.injectStyles](/config/output/inject-styles)，CSS 不会被提取，只会报出第一条。'],
    ] as const) {
      assert.ok(pageText('guide/styling/unocss', lang).includes(text), lang);
    }
  });
});
