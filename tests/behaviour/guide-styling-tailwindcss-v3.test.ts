import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, type BuildResult, buildProject, buildWithConfigFile, type CliResult, freePort, makeProject, outputFile, pageSamples, pageText, rsbuildCore, rsbuildV1Dir, runCli, startCli, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles } from './harness';

// The real Tailwind CSS 3.4.19 (tools/rsbuild-v1's tailwindcss-v3) is tested at the end of this
// file. Here, a stand-in PostCSS plugin, registered in the page's
// object form with a `config` option, proves that Rsbuild loads the config file and hands the
// options to the plugin; the build cache test reads the Rspack config Rsbuild generates.
const standIn = `module.exports = (options = {}) => ({
  postcssPlugin: 'stand-in-tailwind-v3',
  Once(root, { Rule, Declaration }) {
    const config = require('node:path').basename(options.config || 'none');
    root.append(new Rule({ selector: '.stand-in-config', nodes: [new Declaration({ prop: '--config', value: config })] }));
  },
});
module.exports.postcss = true;
`;
const dir = makeProject(
  {
    'stand-in-tailwind.cjs': standIn,
    'tailwind.config.js': "module.exports = { content: { relative: true, files: ['./src/**/*.{html,js,ts,jsx,tsx}'] } };\n",
    'postcss.config.mjs': `import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default {
  plugins: {
    './stand-in-tailwind.cjs': { config: path.join(dirname, 'tailwind.config.js') },
  },
};
`,
    'src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    'src/index.js': "import './index.css';\n",
    'package.json': '{ "name": "tw3" }',
    '.browserslistrc': 'defaults\n',
    'tsconfig.json': '{}\n',
    'config/tailwind.config.js': 'module.exports = {};\n',
    'rsbuild.config.ts': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  output: { filenameHash: false },
  performance: {
    buildCache: {
      buildDependencies: [path.join(dirname, 'config/tailwind.config.js')],
      // node_modules links to the shared install: keep the cache in the project.
      cacheDirectory: path.join(dirname, '.cache'),
    },
  },
});
`,
  },
  'tailwind-v3',
);
let build: BuildResult;
before(async () => {
  build = await withNodeEnv('production', () => buildWithConfigFile(dir, { mode: 'production' }));
});

describe('Tailwind CSS v3', () => {
  test('Paths are relative to the working directory (Rsbuild side): the object-form config passes the config path to the plugin', () => {
    assert.deepEqual(build.errors, []);
    assert.match(outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/), /\.stand-in-config\{--config:tailwind\.config\.js\}/);
  });

  test('Tailwind config and the build cache: tailwind.config.js in the root is a build dependency next to package.json, the Rsbuild config, tsconfig.json and .browserslistrc; buildDependencies adds more', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: dir });
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: content });
    const [config] = await rsbuild.initConfigs();
    const cache = (config.experiments as any)?.cache ?? config.cache;
    const dependencies = Object.values(cache.buildDependencies ?? {}).flat().map((file: any) => path.relative(dir, file)).sort();
    assert.deepEqual(dependencies, ['.browserslistrc', 'config/tailwind.config.js', 'package.json', 'rsbuild.config.ts', 'tailwind.config.js', 'tsconfig.json']);
  });

  test('Tailwind config and the build cache: tailwind.config.mjs in the root is recognized, one in a subfolder is not; buildDependencies paths reach Rspack unchanged', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'tailwind.config.mjs': 'export default {};\n', 'config/tailwind.config.js': 'module.exports = {};\n', 'src/index.js': '1;\n' }, 'tailwind-v3-cache');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { performance: { buildCache: { buildDependencies: ['relative/preset.js'] } } } });
    const [config] = await rsbuild.initConfigs();
    const cache = (config.experiments as any)?.cache ?? config.cache;
    assert.deepEqual(cache.buildDependencies, [path.join(cwd, 'tailwind.config.mjs'), 'relative/preset.js']);
  });
  test('Tailwind config and the build cache: with several recognized names in the root, only the first found in the order ts, js, cjs, mjs is added', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'tailwind.config.ts': 'export default {};\n', 'tailwind.config.js': 'module.exports = {};\n', 'tailwind.config.mjs': 'export default {};\n', 'src/index.js': '1;\n' }, 'tailwind-v3-cache-order');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { performance: { buildCache: true } } });
    const [config] = await rsbuild.initConfigs();
    const cache = (config.experiments as any)?.cache ?? config.cache;
    assert.deepEqual(cache.buildDependencies, [path.join(cwd, 'tailwind.config.ts')]);
  });
  test('Tailwind config and the build cache: the .env files that were loaded are build dependencies too (loadEnv as the CLI passes it)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'tailwind.config.js': 'module.exports = {};\n', '.env': 'PUBLIC_TW_CACHE=env\n', '.env.production': 'PUBLIC_TW_CACHE=env.production\n', '.env.development': 'PUBLIC_TW_CACHE=env.development\n', 'src/index.js': '1;\n' }, 'tailwind-v3-cache-env');
    // processEnv keeps the loaded variables out of this process's environment.
    const rsbuild = await createRsbuild({ cwd, loadEnv: { cwd, mode: 'production', processEnv: {} }, rsbuildConfig: { performance: { buildCache: true } } });
    const [config] = await rsbuild.initConfigs();
    const cache = (config.experiments as any)?.cache ?? config.cache;
    const dependencies = Object.values(cache.buildDependencies ?? {}).flat().map((file: any) => path.relative(cwd, file)).sort();
    assert.deepEqual(dependencies, ['.env', '.env.production', 'tailwind.config.js']);
  });
  test('Tailwind config and the build cache: the TypeScript config listed is the one source.tsconfigPath points to, tsconfig.json by default', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'tailwind.config.js': 'module.exports = {};\n', 'tsconfig.json': '{}\n', 'tsconfig.app.json': '{}\n', 'src/index.js': '1;\n' }, 'tailwind-v3-cache-tsconfig');
    const dependencies = async (rsbuildConfig: Record<string, unknown>) => {
      const [config] = await (await createRsbuild({ cwd, rsbuildConfig: { ...rsbuildConfig, performance: { buildCache: true } } })).initConfigs();
      const cache = (config.experiments as any)?.cache ?? config.cache;
      return Object.values(cache.buildDependencies ?? {}).flat().map((file: any) => path.relative(cwd, file)).sort();
    };
    assert.deepEqual(await dependencies({}), ['tailwind.config.js', 'tsconfig.json']);
    assert.deepEqual(await dependencies({ source: { tsconfigPath: './tsconfig.app.json' } }), ['tailwind.config.js', 'tsconfig.app.json']);
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('guide/styling/tailwindcss-v3', lang).includes('[source.tsconfigPath](/config/source/tsconfig-path)'), lang);
  });
  test('Tailwind config and the build cache: the rsbuild.config.ts sample type-checks as written', () => {
    assertPageSamplesTypeCheck(ts, 'guide/styling/tailwindcss-v3', 1, { moreOptions: () => ({ types: ['node'] }) });
  });
});

describe('Tailwind CSS v3 › Install and TypeScript config', () => {
  test('Install Tailwind CSS: the steps were checked with tailwindcss 3.4.19', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/tailwindcss-v3/package.json'), 'utf8')).version, '3.4.19');
  });
  test('Use a TypeScript config: the tailwind.config.ts sample type-checks against tailwindcss 3.4.19, and a wrong theme value is an error', () => {
    const paths = () => ({ paths: { tailwindcss: [path.join(rsbuildV1Dir, 'node_modules/tailwindcss-v3')] } });
    for (const lang of ['en', 'zh'] as const) {
      const [sample, ...more] = pageSamples('guide/styling/tailwindcss-v3', lang, 'tailwind.config.ts');
      assert.equal(more.length, 0, lang);
      assert.deepEqual(typeCheckProject(ts, { 'tailwind.config.ts': sample }, `tailwind-v3-ts-config-${lang}`, paths), [], lang);
      assert.deepEqual(typeCheckProject(ts, { 'tailwind.config.ts': sample.replace("'#0a7cff'", '42') }, `tailwind-v3-ts-config-wrong-${lang}`, paths), [
        "tailwind.config.ts: TS2322: Type 'number' is not assignable to type 'string | RecursiveKeyValuePair<string, string>'.",
      ]);
    }
  });
});

// Tailwind CSS 3.4.19, installed in tools/rsbuild-v1 as tailwindcss-v3 and linked as tailwindcss
// into projects in the system's temporary directory (as on the v4 page: the repository's
// .gitignore hides .tmp, where the harness's fixtures live, from Tailwind's file scanner).
const root = mkdtempSync(path.join(tmpdir(), 'tailwindcss-v3-'));
process.once('exit', () => {
  if (!process.env.KEEP_FIXTURES) rmSync(root, { recursive: true, force: true });
});
function v3Project(name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(path.join(rsbuildV1Dir, 'node_modules/tailwindcss-v3'), path.join(dir, 'node_modules/tailwindcss'), 'dir');
  writeProjectFiles(dir, { 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n', ...files });
  return dir;
}
const v3Config = "/** @type {import('tailwindcss').Config} */\nmodule.exports = {\n  content: ['./src/**/*.{html,js,ts,jsx,tsx}'],\n  theme: {\n    extend: {},\n  },\n  plugins: [],\n};\n";
const v3Files = {
  'package.json': '{ "type": "module" }\n',
  'tailwind.config.js': v3Config,
  'postcss.config.mjs': "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n",
  'src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
  'src/index.js': "import './index.css';\nconst color = 'red';\ndocument.querySelector('#root').innerHTML = `<main class=\"mx-auto max-w-md p-6 select-none bg-${color}-500\"><h1 class=\"text-3xl font-bold text-sky-600 underline\">Hello, Tailwind</h1></main>`;\n",
  'other/unlisted.js': 'export const a = "bg-lime-500";\n',
};
const v3Setup = v3Project('setup', v3Files);
// The same project with Rsbuild's Lightning CSS loader and CSS minifier off.
const v3NoLightning = v3Project('no-lightningcss', {
  ...v3Files,
  'rsbuild.config.mjs': 'export default { output: { filenameHash: false, minify: false }, tools: { lightningcssLoader: false } };\n',
});
const { 'tailwind.config.js': _jsConfig, ...v3FilesWithoutConfig } = v3Files;
const v3Ts = v3Project('ts', {
  ...v3FilesWithoutConfig,
  'tailwind.config.ts': "import type { Config } from 'tailwindcss';\n\nexport default {\n  content: ['./src/**/*.{html,js,ts,jsx,tsx}'],\n  theme: {\n    extend: {\n      colors: {\n        brand: '#0a7cff',\n      },\n    },\n  },\n  plugins: [],\n} satisfies Config;\n",
  'src/index.js': "import './index.css';\ndocument.body.className = 'bg-brand text-brand';\n",
});
// A monorepo built from its root with --root: once with the page's plain setup, once with the
// config path passed to the plugin and content.relative.
const plainRepo = v3Project('plain-repo/apps/web', v3Files);
const fixedRepo = v3Project('fixed-repo/apps/web', {
  ...v3Files,
  'postcss.config.mjs': "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\n\nconst dirname = path.dirname(fileURLToPath(import.meta.url));\n\nexport default {\n  plugins: {\n    tailwindcss: { config: path.join(dirname, 'tailwind.config.js') },\n  },\n};\n",
  'tailwind.config.js': "/** @type {import('tailwindcss').Config} */\nmodule.exports = {\n  content: {\n    relative: true,\n    files: ['./src/**/*.{html,js,ts,jsx,tsx}'],\n  },\n  theme: {\n    extend: {},\n  },\n  plugins: [],\n};\n",
});
// A broad content glob: Tailwind is loaded by path (a tailwindcss link in node_modules would be
// scanned as well, which takes many seconds), and node_modules holds one tiny package.
const broadGlob = path.join(root, 'broad-glob');
writeProjectFiles(broadGlob, {
  'package.json': '{}\n',
  'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n',
  'tailwind.config.js': "module.exports = { content: ['./**/*.js'] };\n",
  'postcss.config.mjs': `import tailwindcss from ${JSON.stringify(path.join(rsbuildV1Dir, 'node_modules/tailwindcss-v3/lib/index.js'))};\n\nexport default { plugins: [tailwindcss()] };\n`,
  'src/index.css': '@tailwind utilities;\n',
  'src/index.js': "import './index.css';\ndocument.body.className = 'underline';\n",
  'node_modules/some-ui/index.js': "export const badge = 'bg-lime-500';\n",
});
// Dev servers whose theme color is edited: a CommonJS tailwind.config.js in a "type": "module"
// package, and an ES module tailwind.config.mjs (Node.js 20.19+ loads it through require()).
// safelist: a class that no content file uses.
const themeConfig = (esm: boolean, color: string) => `${esm ? 'export default' : 'module.exports ='} { content: ['./src/**/*.js'], safelist: ['bg-red-500'], theme: { extend: { colors: { brand: '${color}' } } } };\n`;
const tsThemeConfig = (color: string) => `import type { Config } from 'tailwindcss';\n\nexport default ${themeConfig(true, color).replace('export default ', '').trim().replace(/;$/, '')} satisfies Config;\n`;
const devProjects = {
  cjs: { file: 'tailwind.config.js', dir: v3Project('dev-cjs', { 'package.json': '{ "type": "module" }\n', 'tailwind.config.js': themeConfig(false, '#111111') }) },
  esm: { file: 'tailwind.config.mjs', dir: v3Project('dev-esm', { 'package.json': '{}\n', 'tailwind.config.mjs': themeConfig(true, '#111111') }) },
  esmJs: { file: 'tailwind.config.js', dir: v3Project('dev-esm-js', { 'package.json': '{ "type": "module" }\n', 'tailwind.config.js': themeConfig(true, '#111111') }) },
  ts: { file: 'tailwind.config.ts', dir: v3Project('dev-ts', { 'package.json': '{}\n', 'tailwind.config.ts': tsThemeConfig('#111111') }) },
};
const devServers: Record<string, { server: ReturnType<typeof startCli>; port: number }> = {};
after(async () => {
  await Promise.all(Object.values(devServers).map(({ server }) => server.stop()));
});
const v3: Record<string, { result: CliResult; css: string }> = {};
before(async () => {
  for (const [name, { dir }] of Object.entries(devProjects)) {
    writeProjectFiles(dir, {
      'postcss.config.mjs': "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n",
      'src/index.css': '@tailwind utilities;\n',
      'src/index.js': "import './index.css';\ndocument.body.className = 'bg-brand';\n",
      'rsbuild.config.mjs': 'export default {};\n',
    });
    const port = await freePort();
    devServers[name] = { server: startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/), port };
  }
  await Promise.all(Object.values(devServers).map(({ server }) => server.started));
  // Rsbuild moves to the next free port when the chosen one was taken meanwhile: use the printed one.
  for (const entry of Object.values(devServers)) entry.port = entry.server.port();
});
before(async () => {
  const runs: [string, string, string, string[]][] = [
    ['setup', v3Setup, v3Setup, ['build']],
    ['ts', v3Ts, v3Ts, ['build']],
    ['noLightning', v3NoLightning, v3NoLightning, ['build']],
    ['plain', plainRepo, path.join(root, 'plain-repo'), ['build', '--root', 'apps/web']],
    ['fixed', fixedRepo, path.join(root, 'fixed-repo'), ['build', '--root', 'apps/web']],
    ['broad', broadGlob, broadGlob, ['build']],
  ];
  await Promise.all(
    runs.map(async ([name, dir, cwd, args]) => {
      const result = await runCli(cwd, args);
      v3[name] = { result, css: result.code === 0 ? outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/) : '' };
    }),
  );
});

describe('Tailwind CSS v3 › Set up Tailwind CSS v3', () => {
  test('a CommonJS tailwind.config.js in a "type": "module" package, the PostCSS config and the directives: Preflight and the utilities used', () => {
    const { result, css } = v3.setup;
    assert.equal(result.code, 0, result.output);
    assert.match(css, /\{box-sizing:border-box;border:0 solid #e5e7eb\}/);
    for (const utility of ['mx-auto', 'max-w-md', 'p-6', 'text-3xl', 'font-bold', 'text-sky-600', 'underline']) assert.ok(css.includes(`.${utility}{`), utility);
  });
  test('intro: v3 supports older browsers than v4: its output has none of the cascade layers and @property rules that v4 places its styles in', () => {
    assert.ok(v3.setup.css.includes('.text-sky-600{'));
    assert.doesNotMatch(v3.setup.css, /@layer|@property/);
    assert.doesNotMatch(v3.noLightning.css, /@layer|@property/);
  });
  test('Lightning CSS adds the -webkit- prefix to select-none; Tailwind alone does not', () => {
    assert.match(v3.setup.css, /\.select-none\{-webkit-user-select:none;user-select:none\}/);
    assert.equal(v3.noLightning.result.code, 0, v3.noLightning.result.output);
    assert.match(v3.noLightning.css, /\.select-none \{\s*user-select: none;?\s*\}/);
    assert.doesNotMatch(v3.noLightning.css, /-webkit-user-select/);
  });
});

describe('Tailwind CSS v3 › Add the Tailwind directives (what each inserts)', () => {
  test('@tailwind components alone inserts the built-in container class used in content, and no utility; unused, container is not generated', async () => {
    assert.ok(v3.setup.css.includes('.text-sky-600{'));
    assert.doesNotMatch(v3.setup.css, /\.container/);
    // Built in this process: the config path is passed to the plugin and content is relative to
    // it, since this process's working directory is not the project's.
    const dir = v3Project('components-only', {
      'tailwind.config.js': "module.exports = { content: { relative: true, files: ['./src/**/*.js'] } };\n",
      'postcss.config.mjs': `export default { plugins: { tailwindcss: { config: ${JSON.stringify(path.join(root, 'components-only/tailwind.config.js'))} } } };\n`,
      'src/index.css': '@tailwind components;\n',
      'src/index.js': "import './index.css';\ndocument.body.className = 'container p-6';\n",
    });
    const { errors } = await withNodeEnv(undefined, () => buildProject(dir, { output: { filenameHash: false } }));
    assert.deepEqual(errors, []);
    const css = outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/);
    assert.match(css, /\.container\{width:100%\}/);
    assert.match(css, /@media \(min-width:640px\)\{\.container\{max-width:640px\}\}/);
    assert.doesNotMatch(css, /\.p-6/);
  });
});

describe('Tailwind CSS v3 › Configure content', () => {
  test('files no glob matches are not scanned, and classes assembled at runtime are not generated', () => {
    assert.doesNotMatch(v3.setup.css, /bg-lime-500/);
    assert.doesNotMatch(v3.setup.css, /bg-red-500/);
  });
  test('a pattern such as ./**/*.js scans node_modules: its classes are generated and Tailwind prints the broad-pattern warning', () => {
    const { result, css } = v3.broad;
    assert.equal(result.code, 0, result.output);
    assert.ok(css.includes('.bg-lime-500{'), css);
    assert.ok(
      result.output.includes("warn - Your `content` configuration includes a pattern which looks like it's accidentally matching all of `node_modules` and can cause serious performance issues.\nwarn - Pattern: `./**/*.js`\nwarn - See our documentation for recommendations:\nwarn - https://tailwindcss.com/docs/content-configuration#pattern-recommendations\n"),
      result.output,
    );
  });
  test('a class listed in safelist is generated although no content file uses it', async () => {
    const css = await fetch(`http://localhost:${devServers.cjs.port}/static/css/index.css`).then((response) => response.text());
    assert.match(css, /\.bg-red-500 ?\{/);
  });
});

describe('Tailwind CSS v3 › Paths are relative to the working directory', () => {
  test('built with --root from the repository root, the content warning appears and the classes are missing', () => {
    assert.equal(v3.plain.result.code, 0, v3.plain.result.output);
    assert.match(v3.plain.result.output, /warn - The `content` option in your Tailwind CSS configuration is missing or empty\.\nwarn - Configure your content sources or your generated CSS will be missing styles\.\nwarn - https:\/\/tailwindcss\.com\/docs\/content-configuration\n/);
    assert.doesNotMatch(v3.plain.css, /\.text-sky-600\{/);
  });
  test('with the config path passed to the plugin and content.relative, the same build finds them', () => {
    assert.equal(v3.fixed.result.code, 0, v3.fixed.result.output);
    assert.doesNotMatch(v3.fixed.result.output, /content` option/);
    assert.ok(v3.fixed.css.includes('.text-sky-600{'));
  });
});

describe('Tailwind CSS v3 › Use a TypeScript config', () => {
  test('tailwind.config.ts is read: bg-brand and text-brand work', () => {
    assert.equal(v3.ts.result.code, 0, v3.ts.result.output);
    assert.match(v3.ts.css, /\.bg-brand\{/);
    assert.match(v3.ts.css, /\.text-brand\{/);
  });
});

describe('Tailwind CSS v3 › Create the Tailwind config', () => {
  const css = (name: string) => fetch(`http://localhost:${devServers[name].port}/static/css/index.css`).then((response) => response.text());
  const builds = (name: string) => devServers[name].server.output().match(/built in/g)?.length ?? 0;
  test('in rsbuild dev, an edit of a CommonJS config (in a "type": "module" package) changes the theme', async () => {
    assert.match(await css('cjs'), /rgb\(17 17 17 /);
    writeProjectFiles(devProjects.cjs.dir, { [devProjects.cjs.file]: themeConfig(false, '#222222') });
    await waitFor('the edited color in the served CSS', async () => /rgb\(34 34 34 /.test(await css('cjs')), 60_000);
  });
  test('in rsbuild dev, an ES module config (.mjs) is rebuilt after an edit but its first theme is kept', async () => {
    assert.match(await css('esm'), /rgb\(17 17 17 /);
    const before = builds('esm');
    writeProjectFiles(devProjects.esm.dir, { [devProjects.esm.file]: themeConfig(true, '#222222') });
    await waitFor('a rebuild after the edit', () => builds('esm') > before, 60_000);
    const after = await css('esm');
    assert.match(after, /rgb\(17 17 17 /);
    assert.doesNotMatch(after, /rgb\(34 34 34 /);
  });
  test('in rsbuild dev, an ES module tailwind.config.js (export default in a "type": "module" package) is rebuilt after an edit but its first theme is kept', async () => {
    assert.match(await css('esmJs'), /rgb\(17 17 17 /);
    const before = builds('esmJs');
    writeProjectFiles(devProjects.esmJs.dir, { [devProjects.esmJs.file]: themeConfig(true, '#222222') });
    await waitFor('a rebuild after the edit', () => builds('esmJs') > before, 60_000);
    const after = await css('esmJs');
    assert.match(after, /rgb\(17 17 17 /);
    assert.doesNotMatch(after, /rgb\(34 34 34 /);
  });
});

describe('Tailwind CSS v3 › Use a TypeScript config (dev server)', () => {
  const css = () => fetch(`http://localhost:${devServers.ts.port}/static/css/index.css`).then((response) => response.text());
  test('on Node.js 20, an edit of a tailwind.config.ts written like the sample (import type, satisfies) reaches a running rsbuild dev', { skip: process.versions.node.split('.')[0] !== '20' && 'the page states this for Node.js 20' }, async () => {
    assert.match(await css(), /rgb\(17 17 17 /);
    writeProjectFiles(devProjects.ts.dir, { [devProjects.ts.file]: tsThemeConfig('#222222') });
    await waitFor('the edited color in the served CSS', async () => /rgb\(34 34 34 /.test(await css()), 60_000);
  });
});

describe('Tailwind CSS v3 › Add the Tailwind directives', () => {
  test('in rsbuild dev, a class added to a file that content matches is generated', async () => {
    const css = () => fetch(`http://localhost:${devServers.cjs.port}/static/css/index.css`).then((response) => response.text());
    assert.doesNotMatch(await css(), /\.underline\{|\.underline \{/);
    writeProjectFiles(devProjects.cjs.dir, { 'src/index.js': "import './index.css';\ndocument.body.className = 'bg-brand underline';\n" });
    await waitFor('the added class in the served CSS', async () => /\.underline ?\{/.test(await css()), 60_000);
  });
});

// Upgrade to v4: @tailwindcss/upgrade 4.3.3 (npm's latest), run by hand on 2026-12-06 with Node.js
// 20.20.2 in a Git repository holding the page's setup (tailwindcss 3.4.19 installed with npm, the
// page's tailwind.config.js, postcss.config.mjs, src/index.css, and src/index.js with a shadow-sm
// class; the registry is not reached from tests):
// - with an uncommitted edit it printed, as the page quotes it, "≈ tailwindcss v4.3.3", then
//   "│ Git directory is not clean. Please stash or commit your changes before migrating." and
//   "│ You may use the `--force` flag to silence this warning and perform the migration." (each
//   after a blank line), and exited with 1, changing nothing;
// - committed, it exited with 0, deleted tailwind.config.js,
//   set package.json's devDependencies to "@tailwindcss/postcss": "^4.3.5" and "tailwindcss":
//   "^4.3.5" ("Updated package: `tailwindcss`", "Installed package: `@tailwindcss/postcss`"), and
//   wrote the files below: shadow-sm became shadow-xs, the directives became @import 'tailwindcss'
//   plus a compatibility rule for the v3 border color.
// Tailwind 3.3 and later read tailwind.config.ts: lib/util/resolveConfigPath.js lists
// "./tailwind.config.ts" in 3.3.0 and not in 3.2.7 (npm pack, 2026-12-06).
describe('Tailwind CSS v3 › Upgrade to v4', () => {
  test('the files @tailwindcss/upgrade 4.3.3 wrote (PostCSS config on @tailwindcss/postcss) build with Rsbuild 1.7.6 and Tailwind 4.3.5', async () => {
    const dir = path.join(root, 'upgraded');
    mkdirSync(path.join(dir, 'node_modules/@tailwindcss'), { recursive: true });
    for (const pkg of ['tailwindcss', '@tailwindcss/postcss']) symlinkSync(path.join(rsbuildV1Dir, 'node_modules', pkg), path.join(dir, 'node_modules', pkg), 'dir');
    writeProjectFiles(dir, {
      'package.json': '{"name":"proj","private":true,"type":"module","devDependencies":{"@tailwindcss/postcss":"^4.3.5","tailwindcss":"^4.3.5"}}',
      'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n',
      'postcss.config.mjs': "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n};\n",
      'src/index.css': "@import 'tailwindcss';\n\n/*\n  The default border color has changed to `currentcolor` in Tailwind CSS v4,\n  so we've added these compatibility styles to make sure everything still\n  looks the same as it did with Tailwind CSS v3.\n\n  If we ever want to remove these styles, we need to add an explicit border\n  color utility to any element that depends on these defaults.\n*/\n@layer base {\n  *,\n  ::after,\n  ::before,\n  ::backdrop,\n  ::file-selector-button {\n    border-color: var(--color-gray-200, currentcolor);\n  }\n}\n",
      'src/index.js': "import './index.css';\n\ndocument.querySelector('#root').innerHTML = `\n  <main class=\"mx-auto max-w-md p-6 shadow-xs\">\n    <h1 class=\"text-3xl font-bold text-sky-600 underline\">Hello, Tailwind</h1>\n  </main>\n`;\n",
    });
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    const css = outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/);
    for (const utility of ['shadow-xs', 'text-sky-600', 'max-w-md']) assert.ok(css.includes(`.${utility}{`), utility);
    assert.match(css, /border-color:var\(--color-gray-200,currentcolor\)/);
  });
});

describe('Tailwind CSS v3 › Common problems', () => {
  test('with tailwindcss 4 installed, rsbuild build exits with 1 and reports two errors: Tailwind\'s whole message from postcss-loader, then the CSS extract loader\'s Module build failed', async () => {
    // tools/rsbuild-v1's node_modules holds tailwindcss 4.3.5 under its own name.
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/tailwindcss/package.json'), 'utf8')).version, '4.3.5');
    const dir = makeProject(
      {
        'postcss.config.mjs': "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n",
        'src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
        'src/index.js': "import './index.css';\n",
      },
      'tailwind-v4-installed',
    );
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 1);
    const errors = result.output.split('\nFile: ./src/index.css:1:1\n').slice(1);
    assert.equal(errors.length, 2, result.output);
    assert.match(errors[0], /^ {2}× Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\):\n/);
    assert.ok(
      errors[0].includes("× Error: It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin. The PostCSS plugin has moved to a separate package, so to continue using Tailwind CSS with PostCSS you'll need to install `@tailwindcss/postcss` and update your PostCSS configuration.\n"),
      errors[0],
    );
    assert.match(errors[1], /^ {2}× Module build failed \(from [^\n]*\/@rspack\/core\/dist\/cssExtractLoader\.js\):\n {2}╰─▶ {3}× Error: Module build failed \(from [^\n]*\/postcss-loader\/index\.js\):\n/);
    assert.doesNotMatch(errors[1], /It looks like/);
  });
  test('with output.injectStyles there is no extract loader, and only the postcss-loader error is reported', async () => {
    const dir = makeProject(
      {
        'postcss.config.mjs': "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n",
        'src/index.css': '@tailwind utilities;\n',
        'src/index.js': "import './index.css';\n",
      },
      'tailwind-v4-installed-inject',
    );
    const { errors } = await withNodeEnv('production', () => buildProject(dir, { mode: 'production', output: { injectStyles: true } }));
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^ {2}× Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\):\n/);
    assert.ok(pageText('guide/styling/tailwindcss-v3', 'en').includes('with [output.injectStyles](/config/output/inject-styles) there is no second error'));
    assert.ok(pageText('guide/styling/tailwindcss-v3', 'zh').includes('开启 [output.injectStyles](/config/output/inject-styles) 时则没有这第二条错误'));
  });
});

// The build cache across builds (each in its own process, as a reader's next build is): a
// CommonJS tailwind.config.js in the root whose theme color is edited, and a config in config/
// (passed to the plugin) that imports a preset from another package of a monorepo by name
// (node_modules/shared-preset is a link to packages/preset, as a workspace install makes it).
const brand = (color: string) => `module.exports = { theme: { extend: { colors: { brand: '#${color}' } } } };\n`;
const cacheFiles = {
  'package.json': '{}\n',
  'src/index.css': '@tailwind utilities;\n',
  'src/index.js': "import './index.css';\ndocument.body.className = 'bg-brand';\n",
};
const cacheRoot = v3Project('cache-root', {
  ...cacheFiles,
  'rsbuild.config.mjs': 'export default { output: { filenameHash: false }, performance: { buildCache: true } };\n',
  'tailwind.config.js': "module.exports = { content: ['./src/**/*.js'], theme: { extend: { colors: { brand: '#111111' } } } };\n",
  'postcss.config.mjs': "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n",
});
const cachePreset = v3Project('cache-preset', {
  ...cacheFiles,
  'rsbuild.config.mjs': 'export default { output: { filenameHash: false }, performance: { buildCache: true } };\n',
  'config/tailwind.config.js': "module.exports = { presets: [require('shared-preset')], content: ['./src/**/*.js'] };\n",
  'packages/preset/package.json': '{ "name": "shared-preset", "version": "1.0.0" }\n',
  'packages/preset/index.js': brand('111111'),
  'postcss.config.mjs': "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\n\nconst dirname = path.dirname(fileURLToPath(import.meta.url));\n\nexport default {\n  plugins: {\n    tailwindcss: { config: path.join(dirname, 'config/tailwind.config.js') },\n  },\n};\n",
});
symlinkSync('../packages/preset', path.join(cachePreset, 'node_modules/shared-preset'), 'dir');
const cached: Record<string, string[]> = { root: [], preset: [] };
before(async () => {
  const buildCss = async (dir: string) => {
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    return outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/);
  };
  await Promise.all([
    (async () => {
      cached.root.push(await buildCss(cacheRoot));
      writeProjectFiles(cacheRoot, { 'tailwind.config.js': "module.exports = { content: ['./src/**/*.js'], theme: { extend: { colors: { brand: '#222222' } } } };\n" });
      cached.root.push(await buildCss(cacheRoot));
    })(),
    (async () => {
      cached.preset.push(await buildCss(cachePreset));
      writeProjectFiles(cachePreset, { 'packages/preset/index.js': brand('222222') });
      cached.preset.push(await buildCss(cachePreset));
      // The config itself, outside the root and not listed, overrides the color.
      const presetConfig = "module.exports = { presets: [require('shared-preset')], content: ['./src/**/*.js'] };\n";
      writeProjectFiles(cachePreset, { 'config/tailwind.config.js': presetConfig.replace("content:", "theme: { extend: { colors: { brand: '#444444' } } }, content:") });
      cached.preset.push(await buildCss(cachePreset));
      writeProjectFiles(cachePreset, { 'config/tailwind.config.js': presetConfig });
      // The page's rsbuild.config.ts, with the config file listed.
      writeProjectFiles(cachePreset, {
        'rsbuild.config.mjs': "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\n\nconst dirname = path.dirname(fileURLToPath(import.meta.url));\n\nexport default {\n  output: { filenameHash: false },\n  performance: {\n    buildCache: {\n      buildDependencies: [path.join(dirname, 'config/tailwind.config.js')],\n    },\n  },\n};\n",
      });
      cached.preset.push(await buildCss(cachePreset));
      writeProjectFiles(cachePreset, { 'packages/preset/index.js': brand('333333') });
      cached.preset.push(await buildCss(cachePreset));
    })(),
  ]);
});

describe('Tailwind CSS v3 › Tailwind config and the build cache', () => {
  test('with buildCache on, an edit of tailwind.config.js in the root reaches the next build', () => {
    assert.match(cached.root[0], /\.bg-brand\{[^}]*rgb\(17 17 17/);
    assert.match(cached.root[1], /\.bg-brand\{[^}]*rgb\(34 34 34/);
  });
  test('a config outside the root is not listed: an edit of a preset it imports by package name leaves the cached CSS unchanged', () => {
    assert.match(cached.preset[0], /\.bg-brand\{[^}]*rgb\(17 17 17/);
    assert.match(cached.preset[1], /\.bg-brand\{[^}]*rgb\(17 17 17/);
  });
  test('an edit of a config outside the root, not listed, still reaches the next build', () => {
    assert.match(cached.preset[2], /\.bg-brand\{[^}]*rgb\(68 68 68/);
  });
  test('with that config in buildDependencies, an edit of the preset it imports reaches the next build', () => {
    assert.match(cached.preset[3], /\.bg-brand\{[^}]*rgb\(34 34 34/);
    assert.match(cached.preset[4], /\.bg-brand\{[^}]*rgb\(51 51 51/);
  });
});
