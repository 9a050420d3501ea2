// guide/styling/tailwindcss: Tailwind CSS 4.3.5 with @tailwindcss/postcss 4.3.5 on Rsbuild 1.7.6.
// Tailwind's scanner applies the .gitignore files above the folder it scans, and this repository
// ignores .tmp/, where the harness puts its fixtures. So these projects live in the system's
// temporary directory, with a node_modules folder of their own that links the two Tailwind
// packages from tools/rsbuild-v1 (the rsbuild CLI is started from there by runCli). KEEP_FIXTURES
// keeps them, as for the harness's fixtures.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import ts from 'typescript';
import { buildProject, type CliResult, createTypeProgram, freePort, makeProject, outputFile, pageText, plugin, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withNodeEnv, writeProjectFiles, launchChromium } from './harness';

const root = mkdtempSync(path.join(tmpdir(), 'tailwindcss-'));
process.once('exit', () => { if (!process.env.KEEP_FIXTURES) rmSync(root, { recursive: true, force: true }); });

function tailwindProject(name: string, files: Record<string, string>, packages = ['tailwindcss', '@tailwindcss/postcss']) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'node_modules/@tailwindcss'), { recursive: true });
  for (const pkg of packages) symlinkSync(path.join(rsbuildV1Dir, 'node_modules', pkg), path.join(dir, 'node_modules', pkg), 'dir');
  writeProjectFiles(dir, { 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n', ...files });
  return dir;
}

const postcssConfig = "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n};\n";
const indexJs = `import './index.css';

document.querySelector('#root').innerHTML = \`
  <main class="mx-auto max-w-md p-6">
    <h1 class="text-3xl font-bold text-sky-600 underline">Hello, Tailwind</h1>
  </main>
\`;
`;
const base = { 'postcss.config.mjs': postcssConfig, 'src/index.css': "@import 'tailwindcss';\n", 'src/index.js': indexJs };

const projects: Record<string, { dir: string; cwd?: string; args?: string[] }> = {
  // The page's setup, plus what the scanner must skip and a class assembled at runtime.
  setup: {
    dir: tailwindProject('setup', {
      ...base,
      'src/index.js': `${indexJs}const color = 'red';\ndocument.body.className = \`text-\${color}-600\`;\n`,
      '.gitignore': 'generated/\n',
      'generated/a.js': 'export const a = "bg-green-500";\n',
      'node_modules/fake-lib/index.js': 'export const a = "bg-red-500";\n',
      'src/unused.css': '/* bg-blue-500 */\n',
    }),
  },
  theme: {
    dir: tailwindProject('theme', {
      ...base,
      // The page's tokens, plus one that only a var() of another stylesheet uses and one that nothing uses.
      'src/index.css': "@import 'tailwindcss';\n\n@theme {\n  --color-brand: #0a7cff;\n  --font-display: 'Inter', sans-serif;\n  --color-accent: #ff7a00;\n  --color-unused: #123123;\n}\n",
      'src/own.css': '.own { color: var(--color-accent); }\n',
      // Not code, but a scanned file: its class names are generated too.
      'README.md': 'Buttons: bg-pink-500\n',
      // Lock files are skipped too; other JSON and YAML files are scanned.
      'package-lock.json': '{ "name": "bg-purple-500" }\n',
      'pnpm-lock.yaml': "lockfileVersion: 'bg-orange-500'\n",
      'data.json': '{ "name": "bg-indigo-500" }\n',
      'settings.yaml': "theme: 'bg-fuchsia-500'\n",
      // A CSS Module that reads a token with var() and no @reference.
      'src/Panel.module.css': '.panel { color: var(--color-brand); }\n',
      // A CSS file that nothing imports: its class names are not generated, but its var() keeps a theme token.
      'src/unimported.css': '.x { color: var(--color-emerald-700); } /* bg-teal-500 */\n',
      // A JavaScript config that no @config loads: its bg-legacy is not generated.
      'tailwind.config.js': "module.exports = {\n  theme: { extend: { colors: { legacy: '#123456' } } },\n};\n",
      'src/index.js': "import './index.css';\nimport './own.css';\nimport panel from './Panel.module.css';\ndocument.body.className = 'bg-brand text-brand border-brand font-display bg-legacy ' + panel.panel;\n",
    }),
  },
  jsConfig: {
    dir: tailwindProject('js-config', {
      ...base,
      'src/index.css': "@import 'tailwindcss';\n@config '../tailwind.config.js';\n",
      // corePlugins is a v3 option that v4 does not honour.
      'tailwind.config.js': "module.exports = {\n  corePlugins: { preflight: false },\n  theme: { extend: { colors: { legacy: '#123456' } } },\n};\n",
      'src/index.js': "import './index.css';\ndocument.body.className = 'bg-legacy';\n",
    }),
  },
  source: {
    dir: tailwindProject('source', {
      ...base,
      'src/index.css': "@import 'tailwindcss';\n@source '../node_modules/@acme/ui';\n",
      'node_modules/@acme/ui/index.js': 'export const a = "bg-amber-500";\n',
    }),
  },
  sourceFn: {
    dir: tailwindProject('source-fn', {
      ...base,
      'src/index.css': "@import 'tailwindcss' source('../src');\n",
      'docs/page.html': '<p class="bg-lime-500"></p>\n',
    }),
  },
  rsbuildConfig: {
    dir: tailwindProject('rsbuild-config', {
      'src/index.css': base['src/index.css'],
      'src/index.js': indexJs,
      'rsbuild.config.mjs': "import tailwindcss from '@tailwindcss/postcss';\n\nexport default {\n  output: { filenameHash: false },\n  tools: {\n    postcss: (options, { addPlugins }) => {\n      addPlugins(tailwindcss());\n    },\n  },\n};\n",
    }),
  },
  applyNoReference: {
    dir: tailwindProject('apply', {
      ...base,
      'src/Card.module.css': '.card {\n  @apply rounded-lg p-4 text-sky-600;\n}\n',
      'src/index.js': "import './index.css';\nimport styles from './Card.module.css';\ndocument.body.className = styles.card;\n",
    }),
  },
  applyReference: {
    dir: tailwindProject('apply-reference', {
      ...base,
      'src/Card.module.css': "@reference './index.css';\n\n.card {\n  @apply rounded-lg p-4 text-sky-600;\n}\n",
      'src/index.js': "import './index.css';\nimport styles from './Card.module.css';\ndocument.body.className = styles.card;\n",
    }),
  },
  // @reference 'tailwindcss' without a custom theme; plain CSS nesting in the Tailwind file.
  applyReferenceTailwind: {
    dir: tailwindProject('apply-reference-tailwind', {
      ...base,
      'src/index.css': "@import 'tailwindcss';\n\n.panel {\n  .title {\n    color: red;\n  }\n}\n",
      'src/Card.module.css': "@reference 'tailwindcss';\n\n.card {\n  @apply rounded-lg p-4 text-sky-600;\n}\n",
      'src/index.js': "import './index.css';\nimport styles from './Card.module.css';\ndocument.body.className = styles.card;\n",
    }),
  },
  // Rsbuild's Lightning CSS steps off (loader and minifier): what Tailwind's PostCSS plugin writes.
  lightningcssOff: {
    dir: tailwindProject('lightningcss-off', {
      ...base,
      'rsbuild.config.mjs': 'export default { output: { filenameHash: false, minify: false }, tools: { lightningcssLoader: false } };\n',
      'src/index.js': "import './index.css';\ndocument.body.className = 'text-sky-600 select-none';\n",
    }),
  },
  // Only the loader off: in production the CSS minifier still runs Lightning CSS.
  lightningcssLoaderOff: {
    dir: tailwindProject('lightningcss-loader-off', {
      ...base,
      'rsbuild.config.mjs': 'export default { output: { filenameHash: false }, tools: { lightningcssLoader: false } };\n',
      'src/index.js': "import './index.css';\ndocument.body.className = 'text-sky-600';\n",
    }),
  },
  asPlugin: {
    dir: tailwindProject('as-plugin', { ...base, 'postcss.config.mjs': "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n" }),
  },
  v3Directives: {
    dir: tailwindProject('v3-directives', { ...base, 'src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n' }),
  },
};
// A monorepo: packages/web built with --root from a sibling package, and from the repository root.
const monorepo = path.join(root, 'monorepo');
const web = tailwindProject('monorepo/packages/web', base);
mkdirSync(path.join(monorepo, 'packages/tools'), { recursive: true });
projects.fromSibling = { dir: web, cwd: path.join(monorepo, 'packages/tools'), args: ['build', '--root', '../web'] };
projects.fromRepoRoot = { dir: web, cwd: monorepo, args: ['build', '--root', 'packages/web'] };
// The page's postcss.config.mjs with a fixed base, built with --root from the sibling package.
const webWithBase = tailwindProject('monorepo/packages/web-base', {
  ...base,
  'postcss.config.mjs': "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\n\nconst dirname = path.dirname(fileURLToPath(import.meta.url));\n\nexport default {\n  plugins: {\n    '@tailwindcss/postcss': { base: dirname },\n  },\n};\n",
});
projects.baseOption = { dir: webWithBase, cwd: path.join(monorepo, 'packages/tools'), args: ['build', '--root', '../web-base'] };
// The page's source('../src'), built with --root from the sibling package as well.
const webWithSource = tailwindProject('monorepo/packages/web-source', { ...base, 'src/index.css': "@import 'tailwindcss' source('../src');\n" });
projects.sourceFromSibling = { dir: webWithSource, cwd: path.join(monorepo, 'packages/tools'), args: ['build', '--root', '../web-source'] };

const devDir = tailwindProject('dev', base);
let dev: ReturnType<typeof startCli>;
let devPort: number;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
after(async () => {
  await browser?.close();
  await dev?.stop();
});

const results: Record<string, { build: CliResult; css: string }> = {};
const cssOf = (name: string) => results[name].css;

before(async () => {
  const build = async (name: string) => {
    const { dir, cwd = dir, args = ['build'] } = projects[name];
    const result = await runCli(cwd, args);
    results[name] = { build: result, css: result.code === 0 ? outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/) : '' };
  };
  const queue = Object.keys(projects).filter((name) => !name.startsWith('from'));
  // Three builds at a time on two cores.
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) await build(name);
    }),
  );
  // The two monorepo builds write the same dist, so they run one after the other.
  await build('fromSibling');
  await build('fromRepoRoot');
  devPort = await freePort();
  dev = startCli(devDir, ['dev', '--port', String(devPort)], /ready\s+built in/);
  await dev.started;
});

describe('Tailwind CSS', () => {
  test('the setup: the CSS holds the theme variables, Preflight and the utilities used, about 7 kB', () => {
    const { build, css } = results.setup;
    assert.equal(build.code, 0, build.output);
    assert.match(css, /--color-sky-600:/);
    assert.match(css, /@layer base\{\*,:after,:before\{box-sizing:border-box;border:0 solid;margin:0;padding:0\}/);
    for (const utility of ['mx-auto', 'max-w-md', 'p-6', 'text-3xl', 'font-bold', 'text-sky-600', 'underline']) assert.ok(css.includes(`.${utility}{`), utility);
    assert.ok(css.length > 6_000 && css.length < 8_000, String(css.length));
  });

  test('in rsbuild dev, a class added to a source file is generated', async () => {
    const css = () => fetch(`http://localhost:${devPort}/static/css/index.css`).then((response) => response.text());
    assert.ok((await css()).includes('.text-sky-600 {'));
    assert.ok(!(await css()).includes('.bg-rose-500 {'));
    writeProjectFiles(devDir, { 'src/index.js': `${indexJs}document.body.className = 'bg-rose-500';\n` });
    await waitFor('bg-rose-500 in the served CSS', async () => (await css()).includes('.bg-rose-500 {'), 30_000);
  });

  test('in rsbuild dev, the heading appears styled, and the open page updates on its own when a class is added', async () => {
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`http://localhost:${devPort}/`, { timeout: 60_000 });
    const heading = page.locator('h1');
    await heading.waitFor({ timeout: 60_000 });
    await waitFor('the heading styled', async () => {
      const style = await heading.evaluate((element) => {
        const computed = getComputedStyle(element);
        return `${computed.fontSize} ${computed.fontWeight} ${computed.textDecorationLine}`;
      });
      return style === '30px 700 underline';
    }, 60_000);
    writeProjectFiles(devDir, { 'src/index.js': `${indexJs}document.body.className = 'bg-lime-500';\n` });
    // No reload from the test: the dev server's update does it.
    await waitFor('bg-lime-500 applied in the open page', () =>
      page.evaluate(() => document.body.className === 'bg-lime-500' && getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)').catch(() => false), 60_000);
  });
});

describe('Tailwind CSS › Install the packages', () => {
  test('the packages the steps were checked with: tailwindcss 4.3.5 and @tailwindcss/postcss 4.3.5', () => {
    // npm view on 2026-12-05: 4.3.5 is the latest release of both, so the install command gives it.
    for (const name of ['tailwindcss', '@tailwindcss/postcss']) {
      assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8')).version, '4.3.5', name);
    }
  });
  test('PostCSS is bundled with Rsbuild: the plugins run in @rsbuild/core/compiled/postcss', () => {
    assert.match(results.asPlugin.build.output, /at LazyResult\.runOnRoot \([^\n]*\/@rsbuild\/core\/compiled\/postcss\/index\.js:/);
  });
});

describe('Tailwind CSS › Register the PostCSS plugin', () => {
  test('postcss.config.mjs is picked up without any Rsbuild config for it', () => {
    assert.ok(cssOf('setup').includes('.text-sky-600{'));
    assert.doesNotMatch(cssOf('setup'), /@import/);
  });
});

describe('Tailwind CSS › Customize the theme', () => {
  test('@theme tokens create utilities and CSS variables', () => {
    const css = cssOf('theme');
    assert.match(css, /--color-brand:#0a7cff/);
    for (const rule of ['.bg-brand{background-color:var(--color-brand)}', '.text-brand{color:var(--color-brand)}', '.border-brand{border-color:var(--color-brand)}', '.font-display{font-family:var(--font-display)}']) {
      assert.ok(css.includes(rule), rule);
    }
  });
  test('a token is written as a CSS variable when a utility or a var() in your own CSS uses it, and left out when nothing does', () => {
    const css = cssOf('theme');
    assert.match(css, /--color-accent:#ff7a00/);
    assert.match(css, /\.own\{color:var\(--color-accent\)\}/);
    assert.doesNotMatch(css, /--color-unused/);
  });
  test('a JavaScript config works with @config, and is not loaded without it', () => {
    assert.match(cssOf('jsConfig'), /\.bg-legacy\{background-color:#123456\}/);
    assert.equal(results.theme.build.code, 0, results.theme.build.output);
    assert.doesNotMatch(cssOf('theme'), /bg-legacy/);
  });
  test('corePlugins: { preflight: false } in the JavaScript config leaves Preflight in the output', () => {
    assert.match(cssOf('jsConfig'), /@layer base\{\*,:after,:before\{box-sizing:border-box;border:0 solid;margin:0;padding:0\}/);
  });
});

describe('Tailwind CSS › How Tailwind finds your classes', () => {
  test('files in .gitignore, node_modules and CSS files are skipped', () => {
    const css = cssOf('setup');
    assert.doesNotMatch(css, /bg-green-500/);
    assert.doesNotMatch(css, /bg-red-500/);
    assert.doesNotMatch(css, /bg-blue-500/);
  });
  test('lock files (package-lock.json, pnpm-lock.yaml) are skipped', () => {
    assert.equal(results.theme.build.code, 0, results.theme.build.output);
    assert.doesNotMatch(cssOf('theme'), /bg-purple-500|bg-orange-500/);
    // Control: the same content in other JSON and YAML files is found.
    assert.match(cssOf('theme'), /\.bg-indigo-500\{/);
    assert.match(cssOf('theme'), /\.bg-fuchsia-500\{/);
  });
  test('class names in any scanned file, such as a README, are generated', () => {
    assert.match(cssOf('theme'), /\.bg-pink-500\{/);
  });
  test('a class assembled at runtime is not generated', () => {
    assert.doesNotMatch(cssOf('setup'), /text-red-600/);
  });
});

describe('Tailwind CSS › Add or restrict sources', () => {
  test('@source adds a folder of node_modules', () => {
    assert.match(cssOf('source'), /\.bg-amber-500\{/);
  });
  test("source('../src') scans only that folder", () => {
    assert.ok(cssOf('sourceFn').includes('.text-sky-600{'));
    assert.doesNotMatch(cssOf('sourceFn'), /bg-lime-500/);
  });
  test("with source('../src'), a build with --root from a sibling package finds the classes", () => {
    assert.equal(results.sourceFromSibling.build.code, 0, results.sourceFromSibling.build.output);
    assert.ok(results.sourceFromSibling.css.includes('.text-sky-600{'));
  });
  test('with base set to the folder of postcss.config.mjs, a build with --root from a sibling package finds the classes', () => {
    assert.equal(results.baseOption.build.code, 0, results.baseOption.build.output);
    assert.ok(results.baseOption.css.includes('.text-sky-600{'));
  });
});

describe('Tailwind CSS › Register the plugin in the Rsbuild config', () => {
  test('tools.postcss with addPlugins gives the same CSS as postcss.config.mjs', () => {
    assert.equal(results.rsbuildConfig.build.code, 0, results.rsbuildConfig.build.output);
    assert.equal(cssOf('rsbuildConfig'), readFileSync(path.join(projects.rsbuildConfig.dir, '../setup/dist/static/css/index.css'), 'utf8').replace(/\.text-red-600\{[^}]*\}/, ''));
  });
});

describe('Tailwind CSS › Register the plugin in the Rsbuild config (types)', () => {
  test('the rsbuild.config.ts sample type-checks as written (strict)', () => {
    const sample = "import tailwindcss from '@tailwindcss/postcss';\nimport { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  tools: {\n    postcss: (options, { addPlugins }) => {\n      addPlugins(tailwindcss());\n    },\n  },\n});\n";
    const cwd = makeProject({ 'rsbuild.config.ts': sample }, 'tailwindcss-config-types');
    const program = createTypeProgram(ts, {
      rootNames: [path.join(cwd, 'rsbuild.config.ts')],
      options: { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts'], types: [], skipLibCheck: true, skipDefaultLibCheck: true },
    });
    assert.deepEqual(ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`), []);
  });
});

describe('Tailwind CSS › Register the plugin in the Rsbuild config (both ways)', () => {
  test('with postcss.config.mjs and tools.postcss together, the PostCSS plugin list holds Tailwind twice', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { default: tailwindcss } = await plugin('@tailwindcss/postcss');
    const rsbuild = await createRsbuild({
      cwd: projects.setup.dir,
      rsbuildConfig: { tools: { postcss: (_options, { addPlugins }) => addPlugins(tailwindcss()) } },
    });
    const [config] = await rsbuild.initConfigs();
    const cssRule = (config.module?.rules as any[]).find((rule) => String(rule?.test) === String(/\.css$/));
    const loaders = (cssRule.oneOf ?? [cssRule]).flatMap((item: any) => item.use ?? []);
    const postcss = loaders.find((use: any) => String(use.loader).includes('postcss-loader'));
    const names = postcss.options.postcssOptions.plugins.map((p: any) => p.postcssPlugin);
    assert.deepEqual(names, ['@tailwindcss/postcss', '@tailwindcss/postcss']);
  });
});

describe('Tailwind CSS › Use @apply in CSS Modules', () => {
  test('a CSS Module that uses a theme variable through var() builds without @reference', () => {
    assert.equal(results.theme.build.code, 0, results.theme.build.output);
    assert.match(cssOf('theme'), /\.panel-[\w-]+\{color:var\(--color-brand\)\}/);
  });
  test('without @reference the build fails with Cannot apply unknown utility class', () => {
    assert.notEqual(results.applyNoReference.build.code, 0);
    assert.match(results.applyNoReference.build.output, /Cannot apply unknown utility class `rounded-lg`\. Are you using CSS modules or similar and missing `@reference`\?/);
  });
  test('with @reference the utilities are applied', () => {
    assert.equal(results.applyReference.build.code, 0, results.applyReference.build.output);
    assert.match(cssOf('applyReference'), /\.card-[\w-]+\{border-radius:var\(--radius-lg,\.5rem\);padding:calc\(var\(--spacing,\.25rem\)\*4\);color:var\(--color-sky-600,#0084cc\)\}/);
  });
});

describe('Tailwind CSS › Use @apply in CSS Modules (nothing emitted twice)', () => {
  test('with @reference, the theme and Preflight layers are in the CSS once, not again for the CSS Module', () => {
    for (const name of ['applyReference', 'applyReferenceTailwind']) {
      const css = cssOf(name);
      for (const once of ['@layer theme{', '@layer base{', '*,:after,:before{box-sizing:border-box']) {
        assert.equal(css.split(once).length - 1, 1, `${name}: ${once}`);
      }
    }
  });
});

describe('Tailwind CSS › Use @apply in CSS Modules (no custom theme)', () => {
  test("@reference 'tailwindcss' is enough without a custom theme", () => {
    assert.equal(results.applyReferenceTailwind.build.code, 0, results.applyReferenceTailwind.build.output);
    assert.match(cssOf('applyReferenceTailwind'), /\.card-[\w-]+\{border-radius:var\(--radius-lg,\.5rem\);padding:calc\(var\(--spacing,\.25rem\)\*4\);color:var\(--color-sky-600,#0084cc\)\}/);
  });
});

describe('Tailwind CSS › Browser support', () => {
  test("Rsbuild's default browserslist for a web build: chrome >= 87, edge >= 88, firefox >= 78, safari >= 14", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: projects.setup.dir, rsbuildConfig: { logLevel: 'silent' } });
    const [config] = await rsbuild.initConfigs();
    // The targets SWC is given are the project's browserslist; this project has none of its own.
    const jsRule = (config.module?.rules as any[]).find((rule) => String(rule?.test).includes('mjs'));
    assert.deepEqual(jsRule.use[0].options.env.targets, ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
  });

  test('production: hex colors with display-p3 and lab() in @supports; without the Lightning CSS loader and minifier the oklch() values stay', () => {
    assert.match(cssOf('setup'), /@supports \(color:color\(display-p3 0 0 0\)\)\{:root,:host\{--color-sky-600:color\(display-p3 /);
    const { build, css } = results.lightningcssOff;
    assert.equal(build.code, 0, build.output);
    assert.match(css, /--color-sky-600:oklch\(58\.8% \.158 241\.966\);/);
    assert.doesNotMatch(css, /#0084cc/);
  });

  test('development as well: the CSS the dev server serves has the hex value and the display-p3 and lab() versions (the loader alone, no minifier)', async () => {
    const css = await fetch(`http://localhost:${devPort}/static/css/index.css`).then((response) => response.text());
    assert.ok(css.includes('--color-sky-600: #0084cc;'), css.slice(0, 2000));
    assert.ok(css.includes('--color-sky-600: color(display-p3 '), css.slice(0, 2000));
    assert.ok(css.includes('--color-sky-600: lab('), css.slice(0, 2000));
    assert.equal(css.includes('--color-sky-600: oklch('), false);
  });

  test('production with tools.lightningcssLoader: false: the CSS minifier alone still writes the hex value and the @supports versions', () => {
    const { build, css } = results.lightningcssLoaderOff;
    assert.equal(build.code, 0, build.output);
    assert.match(css, /--color-sky-600:#0084cc;/);
    assert.match(css, /@supports \(color:color\(display-p3 0 0 0\)\)\{:root,:host\{--color-sky-600:color\(display-p3 /);
    assert.doesNotMatch(css, /--color-sky-600:oklch\(/);
  });

  test("the hex values come from the browserslist: with Tailwind's minimum (chrome >= 111, safari >= 16.4, firefox >= 128) the colors stay in oklch(), beside the default list in the same build", async () => {
    // In this process; source(none) keeps Tailwind from scanning the working directory, and the
    // var() in the stylesheet is what writes the token.
    const dir = tailwindProject('modern-browserslist', { ...base, 'src/index.css': "@import 'tailwindcss' source(none);\n\n.title { color: var(--color-sky-600); }\n", 'src/index.js': "import './index.css';\n" });
    const built = await withNodeEnv(process.env.NODE_ENV, () =>
      buildProject(dir, {
        mode: 'production',
        output: { filenameHash: false },
        environments: { web: {}, modern: { output: { overrideBrowserslist: ['chrome >= 111', 'safari >= 16.4', 'firefox >= 128'], distPath: { root: 'dist-modern' } } } },
      }),
    );
    assert.deepEqual(built.errors, []);
    const defaultCss = readFileSync(path.join(dir, 'dist/static/css/index.css'), 'utf8');
    const modernCss = readFileSync(path.join(dir, 'dist-modern/static/css/index.css'), 'utf8');
    assert.match(defaultCss, /--color-sky-600:#0084cc;/);
    assert.match(modernCss, /--color-sky-600:oklch\(58\.8% \.158 241\.966\)[;}]/);
    assert.doesNotMatch(modernCss, /#0084cc|display-p3/);
    for (const [lang, text] of [
      ['en', "with Tailwind's minimum as your browserslist (`chrome >= 111`, `safari >= 16.4`, `firefox >= 128`), Lightning CSS leaves the colors in `oklch()`"],
      ['zh', '如果 browserslist 设为 Tailwind 的最低要求（`chrome >= 111`、`safari >= 16.4`、`firefox >= 128`），Lightning CSS 会保留 `oklch()` 颜色'],
    ] as const) {
      assert.ok(pageText('guide/styling/tailwindcss', lang).includes(text), lang);
    }
  });

  test('Lightning CSS adds hex fallbacks for oklch() colors and keeps @layer and @property', () => {
    const css = cssOf('setup');
    assert.match(css, /--color-sky-600:#0084cc;/);
    assert.match(css, /@supports \(color:lab\(0% 0 0\)\)\{:root,:host\{--color-sky-600:lab\(/);
    assert.ok(['@layer theme{', '@layer base{', '@layer utilities{'].every((layer) => css.includes(layer)));
    assert.match(css, /@property --tw-font-weight\{/);
  });
});

describe('Tailwind CSS › Use @apply in CSS Modules › the printed errors', () => {
  test('without @reference: postcss-loader\'s whole message with position, path and link, then the extract loader\'s second error; Tailwind\'s own print comes first', () => {
    const { output } = results.applyNoReference.build;
    const file = path.join(projects.applyNoReference.dir, 'src/Card.module.css');
    const whole = `(1:1) from "tailwindcss" plugin: ${file} Cannot apply unknown utility class \`rounded-lg\`. Are you using CSS modules or similar and missing \`@reference\`? https://tailwindcss.com/docs/functions-and-directives#reference-directive`;
    assert.ok(output.includes(whole), output);
    assert.match(output, /× Module build failed \(from [^\n]*\/@rspack\/core\/dist\/cssExtractLoader\.js\):\n\s+╰─▶\s+× Error: Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\):/);
    const own = output.indexOf('Error: Cannot apply unknown utility class `rounded-lg`. Are you using CSS modules or similar and missing `@reference`? https://tailwindcss.com/docs/functions-and-directives#reference-directive\n    at ');
    assert.ok(own !== -1 && own < output.indexOf(whole), output);
  });
});

describe('Tailwind CSS › Use @apply in CSS Modules › the printed errors (order)', () => {
  test("without @reference: Tailwind's own print, then postcss-loader's error, then the extract loader's error", () => {
    const { output } = results.applyNoReference.build;
    const own = output.indexOf('Error: Cannot apply unknown utility class `rounded-lg`.');
    const first = output.indexOf('(1:1) from "tailwindcss" plugin: ');
    const second = output.search(/× Module build failed \(from [^\n]*\/@rspack\/core\/dist\/cssExtractLoader\.js\):/);
    assert.ok(own !== -1 && first !== -1 && second !== -1, output);
    assert.ok(own < first && first < second, output);
  });
});

describe('Tailwind CSS › Common problems (order)', () => {
  test("tailwindcss as a PostCSS plugin: postcss-loader's error comes first, the extract loader's second", () => {
    const { output } = results.asPlugin.build;
    const first = output.search(/× Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\):\n\s+╰─▶\s+× Error: It looks like/);
    const second = output.search(/× Module build failed \(from [^\n]*\/@rspack\/core\/dist\/cssExtractLoader\.js\):/);
    assert.ok(first !== -1 && second !== -1 && first < second, output);
  });
});

describe('Tailwind CSS › Common problems', () => {
  test('tailwindcss as a PostCSS plugin: the whole message, then the extract loader\'s second error', () => {
    const { output } = results.asPlugin.build;
    assert.ok(output.includes("× Error: It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin. The PostCSS plugin has moved to a separate package, so to continue using Tailwind CSS with PostCSS you'll need to install `@tailwindcss/postcss` and update your PostCSS configuration.\n"), output);
    assert.match(output, /× Module build failed \(from [^\n]*\/@rspack\/core\/dist\/cssExtractLoader\.js\):/);
  });

  test('tailwindcss as a PostCSS plugin: the block as the page shows it, File line, postcss-loader\'s × line, the message, then a stack trace', () => {
    // The fixture's node_modules is a link, so Rspack prints the loader's path from the real folder.
    const output = results.asPlugin.build.output.replace(/\(from [^\n]*?\/node_modules\/@rsbuild\//g, '(from ./node_modules/@rsbuild/');
    const block = `File: ./src/index.css:1:1
  × Module build failed (from ./node_modules/@rsbuild/core/compiled/postcss-loader/index.js):
  ╰─▶   × Error: It looks like you're trying to use \`tailwindcss\` directly as a PostCSS plugin. The PostCSS plugin has moved to a separate package, so to continue using Tailwind CSS with PostCSS you'll need to install \`@tailwindcss/postcss\` and update your PostCSS configuration.
        │     at `;
    assert.ok(output.includes(block), output);
  });

  test('tailwindcss as a PostCSS plugin fails with its message', () => {
    assert.notEqual(results.asPlugin.build.code, 0);
    assert.match(results.asPlugin.build.output, /It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin/);
  });
  test('Sass, Less or Stylus: plain CSS nesting in the Tailwind file is lowered for the default browsers', () => {
    assert.match(cssOf('applyReferenceTailwind'), /\.panel \.title\{color:red\}/);
  });
  test('the v3 directives give a few utilities but no theme', () => {
    const css = cssOf('v3Directives');
    assert.equal(results.v3Directives.build.code, 0);
    assert.equal(css, '.mx-auto{margin-inline-start:auto;margin-inline-end:auto}.underline{text-decoration-line:underline}');
  });
  test('built with --root from a sibling package the classes are missing; from the repository root they are found', () => {
    assert.equal(results.fromSibling.build.code, 0, results.fromSibling.build.output);
    assert.doesNotMatch(results.fromSibling.css, /text-sky-600\{/);
    assert.equal(results.fromRepoRoot.build.code, 0, results.fromRepoRoot.build.output);
    assert.ok(results.fromRepoRoot.css.includes('.text-sky-600{'));
  });
});

describe('Tailwind CSS › Use @apply in CSS Modules › the printed errors (the block)', () => {
  test("without @reference: postcss-loader's error as the page shows it, a SyntaxError with Tailwind's message and a code frame of the rule", () => {
    // The fixture's node_modules is a link, so Rspack prints the loader's path from the real folder.
    const output = results.applyNoReference.build.output
      .replace(/\(from [^\n]*?\/node_modules\/@rsbuild\//g, '(from ./node_modules/@rsbuild/')
      .replaceAll(projects.applyNoReference.dir, '/path/to/project');
    const block = `File: ./src/Card.module.css:1:1
  × Module build failed (from ./node_modules/@rsbuild/core/compiled/postcss-loader/index.js):
  ╰─▶   ×
        │ SyntaxError
        │
        │ (1:1) from "tailwindcss" plugin: /path/to/project/src/Card.module.css Cannot apply unknown utility class \`rounded-lg\`. Are you using CSS modules or similar and missing \`@reference\`? https://tailwindcss.com/docs/functions-and-directives#reference-directive
        │
        │ > 1 | .card {
        │     | ^
        │   2 |   @apply rounded-lg p-4 text-sky-600;
        │   3 | }
`;
    assert.ok(output.includes(block), output);
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/styling/tailwindcss', lang);
      assert.ok(page.includes(`\`\`\`text\n${block}\`\`\``), lang);
    }
  });
});

describe('Tailwind CSS › How Tailwind finds your classes (CSS files)', () => {
  test('a var() in a CSS file that no entry imports keeps the theme token in the output; its class names are not generated', () => {
    const css = cssOf('theme');
    assert.match(css, /--color-emerald-700:/);
    assert.doesNotMatch(css, /--color-emerald-600:|\.x\{/);
    assert.doesNotMatch(css, /bg-teal-500/);
  });
});

describe('Tailwind CSS › Install the packages (Node.js)', () => {
  // npm view '@tailwindcss/oxide@>=4.0.0 <4.4.0' engines.node on 2026-12-06: the 37 releases of 4.0
  // and 4.1 (up to 4.1.18) declare ">= 10", the 11 of 4.2 and 4.3 (4.2.0 to 4.3.5) ">= 20". No Node.js 18 is installed
  // here, so what npm or the scanner does on it is not run; the page only states the declarations.
  test('@tailwindcss/oxide 4.3.5, which @tailwindcss/postcss installs, declares Node.js >= 20; @rsbuild/core 1.7.6 declares >= 18.12.0', () => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(manifest('@tailwindcss/postcss').dependencies['@tailwindcss/oxide'], '4.3.5');
    assert.deepEqual([manifest('@tailwindcss/oxide').version, manifest('@tailwindcss/oxide').engines], ['4.3.5', { node: '>= 20' }]);
    assert.deepEqual(manifest('@rsbuild/core').engines, { node: '>=18.12.0' });
    for (const [lang, text] of [
      ['en', 'Use Node.js 20 or later for a Tailwind v4 project. From 4.2.0 on, `@tailwindcss/oxide`'],
      ['zh', 'Tailwind v4 项目请使用 Node.js 20 或更高版本。从 4.2.0 起'],
    ] as const) {
      assert.ok(pageText('guide/styling/tailwindcss', lang).includes(text), lang);
    }
  });
});

describe('Tailwind CSS › Editor setup (Prettier)', () => {
  // Checked by hand on 2026-12-06 in a scratch project (prettier 3.10.2, prettier-plugin-tailwindcss
  // 0.8.1, whose peer dependency is prettier ^3.0, tailwindcss 4.3.5), formatting
  // <h1 className="underline text-sky-600 p-4 font-bold bg-brand mx-auto"> with
  // `@theme { --color-brand: #0a7cff; }` in src/index.css:
  //   no Prettier config (plugin installed only): the order stays as written;
  //   { "plugins": ["prettier-plugin-tailwindcss"] }: "bg-brand mx-auto p-4 font-bold text-sky-600 underline";
  //   plus "tailwindStylesheet": "./src/index.css": "mx-auto bg-brand p-4 font-bold text-sky-600 underline".
  // Prettier and the plugin are not installed in tools/rsbuild-v1, so the suite does not rerun this.
  test('the page lists the plugin in the Prettier config and sets tailwindStylesheet (both languages)', () => {
    const sample = '```json title=".prettierrc"\n{\n  "plugins": ["prettier-plugin-tailwindcss"],\n  "tailwindStylesheet": "./src/index.css"\n}\n```';
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('guide/styling/tailwindcss', lang);
      assert.ok(page.includes(sample), lang);
      assert.match(page, /[(（]0\.8\.1 /, lang);
    }
  });
});

describe('Tailwind CSS › the printed errors with output.injectStyles', () => {
  // Built in this process. Neither project lets Tailwind scan (the CSS Module does not import
  // Tailwind, and the misplaced plugin throws first), so the working directory does not matter.
  test('with output.injectStyles, @apply without @reference and tailwindcss as a PostCSS plugin are each reported once, by postcss-loader, not by the CSS extract loader', async () => {
    const apply = tailwindProject('inject-styles-apply', {
      ...base,
      'src/Card.module.css': '.card {\n  @apply rounded-lg p-4 text-sky-600;\n}\n',
      'src/index.js': "import styles from './Card.module.css';\ndocument.body.className = styles.card;\n",
    });
    const asPlugin = tailwindProject('inject-styles-as-plugin', { ...base, 'postcss.config.mjs': "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n" });
    const [applyResult, asPluginResult] = await withNodeEnv(process.env.NODE_ENV, () =>
      Promise.all([apply, asPlugin].map((dir) => buildProject(dir, { mode: 'production', output: { injectStyles: true } }))),
    );
    for (const [result, message] of [
      [applyResult, 'Cannot apply unknown utility class `rounded-lg`.'],
      [asPluginResult, "It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin."],
    ] as const) {
      assert.equal(result.errors.length, 1, result.errors.join('\n'));
      assert.match(result.errors[0], /Module build failed \(from [^\n]*\/@rsbuild\/core\/compiled\/postcss-loader\/index\.js\)/);
      assert.ok(result.errors[0].includes(message), result.errors[0]);
      assert.doesNotMatch(result.errors[0], /cssExtractLoader/);
    }
    for (const [lang, texts] of [
      ['en', ['When CSS is extracted into files, as it is by default, Rsbuild reports two errors for the file.', 'With [output.injectStyles](/config/output/inject-styles) enabled, CSS is not extracted and only the first error is reported.', 'When CSS is extracted into files (the default), a second `Module build failed` error of the CSS extract loader follows']],
      ['zh', ['在默认把 CSS 提取为单独文件的情况下，Rsbuild 会为这个文件报出两条错误。', '如果开启了 [output.injectStyles](/config/output/inject-styles)，CSS 不会被提取，只会报出第一条错误。', '在默认把 CSS 提取为单独文件的情况下，随后还有一条来自 CSS 提取 loader 的 `Module build failed` 错误']],
    ] as const) {
      const page = pageText('guide/styling/tailwindcss', lang);
      for (const text of texts) assert.ok(page.includes(text), `${lang}: ${text}`);
    }
  });
});
