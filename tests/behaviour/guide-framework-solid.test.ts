// guide/framework/solid: what @rsbuild/plugin-solid 1.2.2 with @rsbuild/plugin-babel 1.2.1 does
// on @rsbuild/core 1.7.6: the Babel rule it needs, the options it passes to babel-preset-solid,
// the export conditions, solid-refresh, and hot updates in Chromium.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { PluginSolidOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-solid';
import { assertPageSamplesTypeCheck, buildProject, type CliResult, createTypeProgram, freePort, listFiles, makeProject, openBuiltApp, outputFile, pageText, plugin, readText, routeBuiltDist, rsbuildCore, rsbuildV1Dir, runCli, startCli, waitFor, withoutInstalledPackages, writeProjectFiles, launchChromium } from './harness';

const app = {
  'src/App.tsx': `import { createSignal } from 'solid-js';

export function App() {
  const [count, setCount] = createSignal(0);

  return (
    <button type="button" onClick={() => setCount(count() + 1)}>
      Clicked {count()} times
    </button>
  );
}
`,
  'src/index.tsx': `import { render } from 'solid-js/web';
import { App } from './App';

const container = document.getElementById('root');

if (container) {
  render(() => <App />, container);
}
`,
};
const config = (babel: string) => `import { defineConfig } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginSolid } from '@rsbuild/plugin-solid';

export default defineConfig({
  plugins: [
    ${babel},
    pluginSolid(),
  ],
  output: { filenameHash: false, minify: false },
});
`;
const dir = makeProject({ ...app, 'rsbuild.config.ts': config("pluginBabel({\n      include: /\\.(?:jsx|tsx)$/,\n    })") }, 'solid');
const bareDir = makeProject({ ...app, 'rsbuild.config.ts': config('pluginBabel()') }, 'solid-bare');

// Hot updates: per refresh mode, a module with two sibling components, a wrapper around the second
// and a component whose signal lives in another module; and a module importing a `@refresh skip` file.
const pair = (prefix: string, label: string, pragma = '') => `${pragma}import { createSignal } from 'solid-js';
import { shared, setShared } from './store';

export function First() {
  const [count, setCount] = createSignal(0);
  return <button type="button" id="${prefix}-first" onClick={() => setCount(count() + 1)}>First {count()}</button>;
}

export const Stored = () => <button type="button" id="${prefix}-stored" onClick={() => setShared(shared() + 1)}>Stored {shared()}</button>;

function Second() {
  const [count, setCount] = createSignal(0);
  return <button type="button" id="${prefix}-second" onClick={() => setCount(count() + 1)}>${label} {count()}</button>;
}

export function Wrapper() {
  const [count, setCount] = createSignal(0);
  return (
    <div>
      <button type="button" id="${prefix}-wrapper" onClick={() => setCount(count() + 1)}>Wrapper {count()}</button>
      <Second />
    </div>
  );
}
`;
// A .tsx file, so that Babel and solid-refresh see it: without its pragma, solid-refresh would accept
// the edit of its component in place, and the importer would keep its count.
const skipped = (label: string) => `/* @refresh skip */\nexport const label = '${label}';\nexport function Label() {\n  return <i id="label">{label}</i>;\n}\n`;
const hmrDir = makeProject(
  {
    'src/Plain.tsx': pair('plain', 'Second'),
    'src/Granular.tsx': pair('granular', 'Second', '/* @refresh granular */\n'),
    'src/Reload.tsx': pair('reload', 'Second', '/* @refresh reload */\n'),
    'src/label.tsx': skipped('Label'),
    'src/store.ts': "import { createSignal } from 'solid-js';\nexport const [shared, setShared] = createSignal(0);\n",
    'src/Importer.tsx': `import { createSignal } from 'solid-js';
import { label, Label } from './label';

export function Importer() {
  const [count, setCount] = createSignal(0);
  return <button type="button" id="importer" onClick={() => setCount(count() + 1)}>{label} {count()}<Label /></button>;
}
`,
    'src/index.tsx': `import { render } from 'solid-js/web';
import * as Plain from './Plain';
import * as Granular from './Granular';
import * as Reload from './Reload';
import { Importer } from './Importer';

render(
  () => (
    <>
      <Plain.First />
      <Plain.Stored />
      <Plain.Wrapper />
      <Granular.First />
      <Granular.Wrapper />
      <Reload.Wrapper />
      <Importer />
    </>
  ),
  document.getElementById('root')!,
);
`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginSolid } from '@rsbuild/plugin-solid';

export default defineConfig({
  plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginSolid()],
  server: { printUrls: false },
});
`,
  },
  'solid-hmr',
);

// Common problems: a counter served with pluginSolid({ refresh: { disabled: true } }).
const counter = (label: string) => `import { createSignal } from 'solid-js';\n\nexport function App() {\n  const [count, setCount] = createSignal(0);\n  return <button type="button" id="counter" onClick={() => setCount(count() + 1)}>${label} {count()}</button>;\n}\n`;
const noRefreshDir = makeProject(
  {
    'src/App.tsx': counter('Count'),
    'src/index.tsx': app['src/index.tsx'],
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginSolid } from '@rsbuild/plugin-solid';

export default defineConfig({
  plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginSolid({ refresh: { disabled: true } })],
  server: { printUrls: false },
});
`,
  },
  'solid-no-refresh',
);

// Common problems: the same counter with the default plugin options and dev.hmr off.
const noHmrDir = makeProject(
  {
    'src/App.tsx': counter('Count'),
    'src/index.tsx': app['src/index.tsx'],
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginSolid } from '@rsbuild/plugin-solid';

export default defineConfig({
  plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginSolid()],
  dev: { hmr: false },
  server: { printUrls: false },
});
`,
  },
  'solid-no-hmr',
);

let build: CliResult;
let bare: CliResult;
let browser: Browser;
let port: number;
let server: ReturnType<typeof startCli>;
let noRefreshPort: number;
let noRefreshServer: ReturnType<typeof startCli>;
let noHmrPort: number;
let noHmrServer: ReturnType<typeof startCli>;
before(async () => {
  port = await freePort();
  noRefreshPort = await freePort();
  noHmrPort = await freePort();
  server = startCli(hmrDir, ['dev', '--port', String(port)], /ready\s+built in/);
  noRefreshServer = startCli(noRefreshDir, ['dev', '--port', String(noRefreshPort)], /ready\s+built in/);
  noHmrServer = startCli(noHmrDir, ['dev', '--port', String(noHmrPort)], /ready\s+built in/);
  [build, bare, browser] = await Promise.all([runCli(dir, ['build']), runCli(bareDir, ['build']), launchChromium(), server.started, noRefreshServer.started, noHmrServer.started]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await noRefreshServer?.stop();
  await noHmrServer?.stop();
});

/** The Rspack config of the first environment for `rsbuildConfig` (the project's config file is not read). */
async function rspackConfig(rsbuildConfig: RsbuildConfig, index = 0): Promise<Rspack.Configuration> {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig });
  return (await rsbuild.initConfigs())[index];
}
const solidPlugins = async (babel: object | undefined, solid?: PluginSolidOptions) => {
  const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
  const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
  return [pluginBabel(babel), pluginSolid(solid)];
};
const include = { include: /\.(?:jsx|tsx)$/ };

type Use = { loader?: string; options?: any };
/** Every loader use of every rule, flattened (rules, oneOf and nested rules). */
function uses(config: Rspack.Configuration): Use[] {
  const out: Use[] = [];
  const walk = (rules: any[] = []) => {
    for (const rule of rules) {
      if (!rule || typeof rule !== 'object') continue;
      for (const use of Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : []) out.push(typeof use === 'string' ? { loader: use } : use);
      walk(rule.oneOf);
      walk(rule.rules);
    }
  };
  walk(config.module?.rules as any[]);
  return out;
}
const babelUses = (config: Rspack.Configuration) => uses(config).filter((use) => /babel-loader/.test(use.loader ?? ''));
/** The options of the one Babel loader, with the preset and plugin paths shortened to package names. */
async function babelOptions(rsbuildConfig: RsbuildConfig, index = 0) {
  const found = babelUses(await rspackConfig(rsbuildConfig, index));
  assert.equal(found.length, 1, 'one Babel loader');
  return found[0].options;
}
/** The Babel loader options of the page's config (include on .jsx and .tsx), computed once per mode. */
const pageOptions = new Map<string, Promise<any>>();
const pageBabelOptions = (mode: 'development' | 'production' | 'none') => {
  if (!pageOptions.has(mode)) pageOptions.set(mode, solidPlugins(include).then((plugins) => babelOptions({ mode, plugins })));
  return pageOptions.get(mode)!;
};
const packageOf = (entry: any) => {
  const file = Array.isArray(entry) ? entry[0] : entry;
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(String(file).replace(/\\/g, '/'))?.[1];
};
const presetOptions = (options: any) => {
  const solid = options.presets.find((preset: any) => packageOf(preset) === 'babel-preset-solid');
  assert.ok(solid, 'babel-preset-solid is a preset');
  return solid[1];
};

/** Compiles `code` with @babel/core and the loader options Rsbuild generated, as babel-loader does. */
async function compile(options: any, code: string, filename = path.join(dir, 'src/Test.tsx')) {
  const babel = createRequire(path.join(rsbuildV1Dir, 'package.json'))('@babel/core');
  const { cacheDirectory, cacheIdentifier, cacheCompression, ...babelOpts } = options;
  return (await babel.transformAsync(code, { ...babelOpts, filename, sourceType: 'module' })).code as string;
}

describe('Solid', () => {
  test('the page covers @rsbuild/plugin-solid 1.2.2 and @rsbuild/plugin-babel 1.2.1 with @rsbuild/core 1.7.6', () => {
    const version = (name: string) => JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    assert.deepEqual([version('@rsbuild/plugin-solid'), version('@rsbuild/plugin-babel'), version('@rsbuild/core')], ['1.2.2', '1.2.1', '1.7.6']);
  });
});

describe('Solid › Why Solid needs Babel', () => {
  test('SWC alone turns each element into a React.createElement call (a bare pluginBabel() leaves JSX to SWC)', () => {
    assert.equal(bare.code, 0, bare.output);
    assert.match(outputFile(path.join(bareDir, 'dist'), /^static\/js\/index\.js$/), /React\.createElement\("button", \{/);
  });

  test('babel-preset-solid builds on babel-plugin-jsx-dom-expressions; a template is created once per module and cloned when the component renders', () => {
    const preset = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/babel-preset-solid/package.json'), 'utf8'));
    assert.ok(preset.dependencies['babel-plugin-jsx-dom-expressions']);
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /^var _tmpl\$ = .*template\b.*\(`<button type=button>Clicked <!> times`\);$/m);
    assert.match(js, /function App\(\) \{[\s\S]*_tmpl\$\(\)[\s\S]*insert\b/);
  });

  test('pluginSolid() alone adds no Babel loader', async () => {
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    assert.deepEqual(babelUses(await rspackConfig({ mode: 'production', plugins: [pluginSolid()] })), []);
  });
  test('with include, Babel gets only Solid\'s preset and leaves TypeScript to SWC', async () => {
    const options = await pageBabelOptions('production');
    assert.deepEqual(options.presets.map(packageOf), ['babel-preset-solid']);
    assert.deepEqual(options.parserOpts, { plugins: ['jsx', 'typescript'] });
    // Babel keeps the types of a typed component; the build (SWC after Babel) has none left.
    const typed = "type Props = { label: string };\nexport const Tag = (props: Props) => <i>{props.label as string}</i>;\n";
    assert.match(await compile(options, typed), /type Props\s*=\s*\{\s*label:\s*string;?\s*\};?[\s\S]*\(props:\s*Props\)[\s\S]*as string/);
    const result = await buildProject(makeProject({ 'src/index.tsx': `import { render } from 'solid-js/web';\n${typed}render(() => <Tag label="typed" />, document.body);\n` }, 'solid-typed'), {
      output: { filenameHash: false, minify: false },
      plugins: await solidPlugins(include),
    });
    assert.deepEqual(result.errors, []);
    const js = readText(result.dist, 'static/js/index.js');
    assert.match(js, /`<i>`/);
    assert.doesNotMatch(js, /Props|as string|: string/);
  });
});

describe('Solid › Register the plugins', () => {
  test('with include, JSX is compiled by Solid\'s preset into DOM templates', () => {
    assert.equal(build.code, 0, build.output);
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /<button type=button>Clicked <!> times/);
    assert.doesNotMatch(js, /React\.createElement|react\/jsx-runtime/);
  });

  test('with a bare pluginBabel() the build succeeds but JSX is compiled as React code', () => {
    assert.equal(bare.code, 0, bare.output);
    const js = outputFile(path.join(bareDir, 'dist'), /^static\/js\/index\.js$/);
    assert.doesNotMatch(js, /<button type=button>/);
    assert.match(js, /React\.createElement\("button"/);
  });

  test('with a bare pluginBabel() the page throws "React is not defined"', () => {
    const dist = path.join(bareDir, 'dist');
    const scripts = [...readText(dist, 'index.html').matchAll(/<script defer src="\/([^"]+)"/g)].map((match) => match[1]);
    const context: Record<string, unknown> = { document: { getElementById: () => ({ firstChild: null }) }, console };
    context.window = context.self = context;
    vm.createContext(context);
    assert.throws(() => {
      for (const file of scripts) vm.runInContext(readText(dist, file), context);
    }, (error: Error) => error.name === 'ReferenceError' && error.message === 'React is not defined');
  });

  test('with a bare pluginBabel() JSX in a .jsx file stops the build with an SWC syntax error whose text depends on the markup', async () => {
    // q.jsx: <p>a</p> with more JSX after it in the file.
    const files = {
      'src/index.jsx': 'export const A = () => <div class="x">a</div>;\n',
      'src/p.jsx': 'export const P = () => <p>a</p>;\n',
      'src/q.jsx': "const App = () => <p>a</p>;\nrender(() => <App />, document.getElementById('root'));\n",
    };
    const entry = { index: './src/index.jsx', p: './src/p.jsx', q: './src/q.jsx' };
    const build = async (mode: 'development' | 'production') => buildProject(makeProject(files, 'solid-bare-jsx'), { mode, source: { entry }, plugins: await solidPlugins(undefined) });
    const development = await build('development');
    const result = await build('production');
    assert.equal(development.errors.length, 3, development.errors.join('\n'));
    assert.equal(result.errors.length, 3, result.errors.join('\n'));
    const of = (errors: string[], file: string) => errors.find((error) => error.includes(file)) ?? '';
    // In development, q.jsx gives the same message as p.jsx; in production, Babel (compact output)
    // has put the module on one line before SWC reads it, and the JSX after <p>a</p> changes the message.
    assert.match(of(development.errors, 'src/q.jsx'), /x Unterminated regexp literal/);
    assert.match(of(development.errors, 'src/p.jsx'), /x Unterminated regexp literal/);
    assert.match(of(development.errors, 'src/index.jsx'), /x Expected '>', got 'class'/);
    const q = of(result.errors, 'src/q.jsx');
    assert.match(q, /x Expression expected/);
    assert.match(q, /1 \| const App=\(\)=><p>a<\/p>;render\(\(\)=><App\/>/);
    assert.doesNotMatch(q, /Unterminated regexp literal/);
    const div = result.errors.find((error) => /src\/index\.jsx/.test(error)) ?? '';
    assert.match(div, /Expected '>', got 'class'/);
    const p = result.errors.find((error) => /src\/p\.jsx/.test(error)) ?? '';
    assert.match(p, /Unterminated regexp literal/);
    assert.doesNotMatch(p, /Expected '>'/);
  });

  test('the include pattern is the rule\'s only condition, so .jsx files in node_modules match it too', async () => {
    const config = await rspackConfig({ mode: 'production', plugins: await solidPlugins(include) });
    const rule = (config.module?.rules as any[]).find((r) => r && Array.isArray(r.use) && r.use.some((u: any) => /babel-loader/.test(u.loader)));
    assert.deepEqual(rule.include, [/\.(?:jsx|tsx)$/]);
    assert.equal(rule.exclude, undefined);
    const lib: import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-babel').PluginBabelOptions = { include: [/\.(?:jsx|tsx)$/, /[\\/]node_modules[\\/]solid-lib[\\/].*\.js$/] };
    assert.ok(lib);
  });

  test('with exclude instead of include, the rule is configured with Solid\'s preset too', async () => {
    const options = await babelOptions({ mode: 'production', plugins: await solidPlugins({ exclude: /[\\/]node_modules[\\/]/ }) });
    assert.deepEqual(options.presets.map(packageOf), ['babel-preset-solid']);
  });
});

describe('Solid › Render the app', () => {
  // The page's tsconfig.json, checked with TypeScript 5.9 (tools/rsbuild-v1) against the page's App.tsx and index.tsx.
  const pageTsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      jsx: 'preserve',
      jsxImportSource: 'solid-js',
      moduleResolution: 'bundler',
      noEmit: true,
      types: ['@rsbuild/core/types'],
    },
    include: ['src'],
  };
  const typeCheck = (tsconfig: any) => {
    const ts = createRequire(path.join(rsbuildV1Dir, 'package.json'))('typescript');
    const parsed = ts.parseJsonConfigFileContent(tsconfig, ts.sys, dir);
    // The page's own options; TypeScript's library files are not what it is about.
    const program = createTypeProgram(ts, { rootNames: parsed.fileNames, options: { ...parsed.options, skipDefaultLibCheck: true } });
    return ts.getPreEmitDiagnostics(program).map((d: any) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  };

  test('the App.tsx, index.tsx and tsconfig.json checked here are the page\'s, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const fence = (kind: string, title: string) => [...pageText('guide/framework/solid', lang).matchAll(new RegExp('```' + kind + ' title="' + title.replace(/\./g, '\\.') + '"\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]);
      assert.deepEqual(fence('tsx', 'src/App.tsx'), [app['src/App.tsx']], lang);
      assert.deepEqual(fence('tsx', 'src/index.tsx'), [app['src/index.tsx']], lang);
      assert.deepEqual(fence('json', 'tsconfig.json').map((json) => JSON.parse(json)), [pageTsconfig], lang);
    }
  });

  test('the page\'s App.tsx and index.tsx, built with the page\'s two plugins, render the button into #root, and a click updates its text (Chromium)', async () => {
    assert.equal(build.code, 0, build.output);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    try {
      await routeBuiltDist(page, path.join(dir, 'dist'));
      await page.goto('http://built.test/');
      const button = page.locator('#root > button[type="button"]');
      await button.waitFor();
      assert.equal(await button.textContent(), 'Clicked 0 times');
      await button.click();
      await page.locator('#root > button', { hasText: 'Clicked 1 times' }).waitFor();
      assert.equal(await page.locator('#root button').count(), 1);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });

  test('the page\'s tsconfig.json type-checks the page\'s App.tsx and index.tsx', () => {
    assert.deepEqual(typeCheck(pageTsconfig), []);
  });

  test('with TypeScript 5.9.3, without target and module (ES5 and CommonJS), tsc rejects moduleResolution bundler with TS5095', () => {
    // "TypeScript 6.0.3 and 7.0.2 accept the file without them" and "with all three releases, the file above
    // type-checks the two source files" were checked on 2026-12-05 by installing typescript 6.0.3 and 7.0.2
    // and running their tsc -p on the page's tsconfig.json, App.tsx and index.tsx, with and
    // without target and module: no output, exit code 0 each time. Checked again on 2026-12-06 the same way
    // (typescript 6.0.3 and 7.0.2 installed under /tmp, the page's files, node_modules from tools/rsbuild-v1):
    // exit code 0 with and without target and module, and a deliberate type error in src/ was reported.
    assert.equal(createRequire(path.join(rsbuildV1Dir, 'package.json'))('typescript').version, '5.9.3');
    const { target, module, ...rest } = pageTsconfig.compilerOptions;
    assert.equal(typeof target + typeof module, 'stringstring');
    const errors = typeCheck({ ...pageTsconfig, compilerOptions: rest });
    assert.equal(errors[0], "TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later.");
    assert.ok(errors.includes("TS2583: Cannot find name 'Set'. Do you need to change your target library? Try changing the 'lib' compiler option to 'es2015' or later."));
  });
});

describe('Solid › Create a Solid project', () => {
  const bin = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/bin.js');
  test('the scaffolder checked here is create-rsbuild 2.2.5 (2.2.9 was compared by hand: same choices and templates)', () => {
    assert.equal(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/package.json'), 'utf8')).version, '2.2.5');
  });
  test('the prompt offers Solid 1 and Solid 2; solid-js, solid-ts, solid2-js and solid2-ts are templates', async () => {
    const { execFileSync } = await import('node:child_process');
    const help = execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    assert.match(help, /Available templates: .*\bsolid-js, solid-ts, solid2-js, solid2-ts\b/);
    const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/dist/index.js'), 'utf8');
    assert.match(source, /value: 'solid',\s*label: 'Solid 1'/);
    assert.match(source, /value: 'solid2',\s*label: 'Solid 2'/);
  });
  test('my-app --template solid-ts: solid-js, both plugins with Babel on .jsx and .tsx, and @rsbuild/core 2', async () => {
    const { execFileSync } = await import('node:child_process');
    const parent = makeProject({}, 'solid-create');
    execFileSync(process.execPath, [bin, 'my-app', '--template', 'solid-ts'], { cwd: parent, encoding: 'utf8' });
    const manifest = JSON.parse(readText(parent, 'my-app/package.json'));
    assert.ok(manifest.dependencies['solid-js']);
    assert.match(manifest.devDependencies['@rsbuild/core'], /^\^2\./);
    assert.match(manifest.devDependencies['@rsbuild/plugin-babel'], /^\^2\./);
    assert.ok(manifest.devDependencies['@rsbuild/plugin-solid']);
    const config = readText(parent, 'my-app/rsbuild.config.ts');
    assert.match(config, /pluginBabel\(\{\s*include: \/\\\.\(\?:jsx\|tsx\)\$\/,\s*\}\),\s*pluginSolid\(\),/);
  });
  test('the warning\'s advice: the solid-ts project, with @rsbuild/core 1.7.6, @rsbuild/plugin-babel 1.2.1 and @rsbuild/plugin-solid 1.2.2 in place of the 2.x packages, builds with its own config and renders in Chromium', async () => {
    const { execFileSync } = await import('node:child_process');
    // The parent folder's node_modules is tools/rsbuild-v1's: the 1.x packages the page names.
    const parent = makeProject({}, 'solid-create-v1');
    execFileSync(process.execPath, [bin, 'my-app', '--template', 'solid-ts'], { cwd: parent, encoding: 'utf8' });
    const project = path.join(parent, 'my-app');
    const { loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: project });
    const result = await buildProject(project, { ...content, mode: 'production' });
    assert.deepEqual(result.errors, []);
    const js = listFiles(path.join(result.dist, 'static/js')).filter((file) => file.endsWith('.js')).map((file) => readText(path.join(result.dist, 'static/js'), file)).join('\n');
    assert.match(js, /<div class=content><h1>Rsbuild with Solid/);
    const { errors, html } = await openBuiltApp(browser, result.dist, 'h1');
    assert.deepEqual(errors, []);
    assert.equal(html, '<div class="content"><h1>Rsbuild with Solid</h1><p>Start building amazing things with Rsbuild.</p></div>');
  });
  test('the solid-js template: solid-js, both plugins with Babel on .jsx and .tsx', () => {
    const template = path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/template-solid-js');
    assert.ok(JSON.parse(readText(template, 'package.json')).dependencies['solid-js']);
    assert.match(readText(template, 'rsbuild.config.js'), /pluginBabel\(\{\s*include: \/\\\.\(\?:jsx\|tsx\)\$\/,\s*\}\),\s*pluginSolid\(\),/);
  });
});

describe('Solid › What the plugin configures', () => {
  test('babel-preset-solid replaces the presets given to pluginBabel() through babelLoaderOptions', async () => {
    const options = await babelOptions({ mode: 'production', plugins: await solidPlugins({ ...include, babelLoaderOptions: { presets: [['@babel/preset-env', { targets: 'defaults' }]] } }) });
    assert.deepEqual(options.presets.map(packageOf), ['babel-preset-solid']);
  });

  test('the solid condition always, development only in development', async () => {
    const conditions = async (mode: 'development' | 'production' | 'none', solid?: PluginSolidOptions) =>
      (await rspackConfig({ mode, plugins: await solidPlugins(include, solid) })).resolve?.conditionNames ?? [];
    const dev = await conditions('development');
    const prod = await conditions('production');
    assert.ok(dev.includes('solid') && dev.includes('development'), dev.join(', '));
    assert.ok(prod.includes('solid') && !prod.includes('development'), prod.join(', '));
    const none = await conditions('none');
    assert.ok(none.includes('solid') && !none.includes('development'), none.join(', '));
  });

  test("solid-refresh is a Babel plugin in every mode except production, mode 'none' included", async () => {
    const dev = await pageBabelOptions('development');
    const none = await pageBabelOptions('none');
    const prod = await pageBabelOptions('production');
    assert.ok((dev.plugins ?? []).map(packageOf).includes('solid-refresh'));
    assert.ok((none.plugins ?? []).map(packageOf).includes('solid-refresh'));
    assert.ok(!(prod.plugins ?? []).map(packageOf).includes('solid-refresh'));
  });

  test("solid-refresh only with dev.hmr on and a web target, in mode 'none' too", async () => {
    const refresh = (options: any) => (options.plugins ?? []).map(packageOf).includes('solid-refresh');
    assert.equal(refresh(await babelOptions({ mode: 'none', dev: { hmr: false }, plugins: await solidPlugins(include) })), false);
    assert.equal(refresh(await babelOptions({ mode: 'none', output: { target: 'web-worker' }, plugins: await solidPlugins(include) })), false);
  });
});

describe('Solid › Plugin options', () => {
  test('the documented keys type-check', () => {
    const options: PluginSolidOptions = {
      solid: { generate: 'universal', hydratable: true, moduleName: 'solid-js/web', delegateEvents: true, wrapConditionals: true, builtIns: [], validate: true, omitNestedClosingTags: true, omitLastClosingTag: true, omitQuotes: true },
      solidPresetOptions: {},
      ssr: false,
      dev: true,
      refresh: { disabled: false },
    };
    assert.ok(options);
  });

  test('solid: its keys reach babel-preset-solid; with solidPresetOptions the keys are merged and solid wins on a shared key', async () => {
    const options = await babelOptions({ mode: 'production', plugins: await solidPlugins(include, { solidPresetOptions: { generate: 'universal', validate: false }, solid: { generate: 'dom' } }) });
    assert.deepEqual(presetOptions(options), { generate: 'dom', validate: false });
  });

  test('solid.omitNestedClosingTags leaves out closing tags the parser can infer', async () => {
    const code = 'export const Card = () => <section><div><p>Text</p></div><div>More</div></section>;\n';
    const plain = await compile(await pageBabelOptions('production'), code);
    const omit = await compile(await babelOptions({ mode: 'production', plugins: await solidPlugins(include, { solid: { omitNestedClosingTags: true } }) }), code);
    assert.match(plain, /`<section><div><p>Text<\/p><\/div><div>More`/);
    assert.match(omit, /`<section><div><p>Text<\/div><div>More`/);
  });

  test('dev: true bundles Solid\'s development build in production; false leaves it in development, where Rspack\'s default conditions hold development; node and web-worker environments get the server build either way', async () => {
    const conditions = async (mode: 'development' | 'production', dev: boolean) =>
      (await rspackConfig({ mode, plugins: await solidPlugins(include, { dev }) })).resolve?.conditionNames ?? [];
    assert.deepEqual(await conditions('production', true), ['solid', 'development', '...']);
    assert.deepEqual(await conditions('development', false), ['solid', '...']);
    // A warning only Solid's development build (solid-js/dist/dev.js) contains.
    const devOnly = 'computations created outside a `createRoot` or `render` will never be disposed';
    assert.ok(!outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/).includes(devOnly), 'the regular build in production by default');
    // A message only Solid's server build (solid-js/dist/server.js) contains.
    const serverOnly = 'cannot be used under non-hydrating context';
    // The page's app in a web, a node and a web-worker environment; the JavaScript of each.
    const bundle = async (mode: 'development' | 'production', dev: boolean) => {
      const project = makeProject(app, `solid-dev-${dev}`);
      const result = await buildProject(project, {
        mode,
        output: { filenameHash: false },
        plugins: await solidPlugins(include, { dev }),
        environments: {
          web: { output: { distPath: { root: 'dist/web' } } },
          node: { output: { target: 'node', distPath: { root: 'dist/node' } } },
          worker: { output: { target: 'web-worker', distPath: { root: 'dist/worker' } } },
        },
      });
      assert.deepEqual(result.errors, []);
      const js = (env: string) => {
        const out = path.join(project, 'dist', env);
        return listFiles(out).filter((file) => file.endsWith('.js')).map((file) => readText(out, file)).join('\n');
      };
      return { web: js('web'), node: js('node'), worker: js('worker') };
    };
    const production = await bundle('production', true);
    const development = await bundle('development', false);
    assert.ok(production.web.includes(devOnly), 'development build in production with dev: true');
    assert.ok(development.web.includes(devOnly), 'development build in development with dev: false');
    // node and web-worker: solid-js lists its node and worker conditions before development.
    for (const [name, text] of Object.entries({ 'production node': production.node, 'production worker': production.worker, 'development node': development.node, 'development worker': development.worker })) {
      assert.ok(text.includes(serverOnly) && !text.includes(devOnly), `server build, not the development build, in ${name}`);
    }
    assert.ok(!production.web.includes(serverOnly) && !development.web.includes(serverOnly));
  });

  test('dev and the development condition: in node and web-worker environments solid-js resolves to its server build in every mode (the page says so)', () => {
    assert.ok(pageText('guide/framework/solid', 'en').includes('In `node` and `web-worker` environments `solid-js` resolves to its server build (`dist/server.js`) in every mode'));
    assert.ok(pageText('guide/framework/solid', 'en').includes('In `node` and `web-worker` environments, `solid-js` resolves to its server build in every mode, whatever the value.'));
    assert.ok(pageText('guide/framework/solid', 'zh').includes('所以无论什么模式都会解析到它的服务端版本（`dist/server.js`）'));
    assert.ok(pageText('guide/framework/solid', 'zh').includes('无论该选项取什么值、处于什么模式，`solid-js` 都解析到服务端版本'));
  });

  test('ssr: a node environment gets generate ssr, a web or web-worker one dom, all hydratable; solid overrides them', async () => {
    const environments: RsbuildConfig['environments'] = {
      web: { source: { entry: { index: './src/index.tsx' } } },
      node: { source: { entry: { server: './src/index.tsx' } }, output: { target: 'node' } },
      worker: { source: { entry: { worker: './src/index.tsx' } }, output: { target: 'web-worker' } },
    };
    const withSsr = async (solid?: PluginSolidOptions['solid'], index = 0) =>
      presetOptions(await babelOptions({ mode: 'production', environments, plugins: await solidPlugins(include, { ssr: true, solid }) }, index));
    assert.deepEqual(await withSsr(undefined, 0), { generate: 'dom', hydratable: true });
    assert.deepEqual(await withSsr(undefined, 1), { generate: 'ssr', hydratable: true });
    assert.deepEqual(await withSsr(undefined, 2), { generate: 'dom', hydratable: true });
    assert.deepEqual(await withSsr({ hydratable: false }, 1), { generate: 'ssr', hydratable: false });
  });

  test('refresh.disabled drops solid-refresh and keeps dev.hmr on', async () => {
    const config = await rspackConfig({ mode: 'development', plugins: await solidPlugins(include, { refresh: { disabled: true } }) });
    assert.ok(!(babelUses(config)[0].options.plugins ?? []).map(packageOf).includes('solid-refresh'));
    assert.ok(config.plugins?.some((p: any) => p?.constructor?.name === 'HotModuleReplacementPlugin'));
  });
});

describe('Solid › Plugin options › ssr', () => {
  test('the page\'s sample builds; the node bundle renders hydratable HTML and the web bundle hydrates it in Chromium', async () => {
    const ssrDir = makeProject(
      {
        'package.json': '{"type":"commonjs"}',
        'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginSolid } from '@rsbuild/plugin-solid';

export default defineConfig({
  plugins: [
    pluginBabel({
      include: /\\.(?:jsx|tsx)$/,
    }),
    pluginSolid({ ssr: true }),
  ],
  environments: {
    web: {
      source: {
        entry: { index: './src/entry-client.tsx' },
      },
    },
    node: {
      source: {
        entry: { server: './src/entry-server.tsx' },
      },
      output: {
        target: 'node',
      },
    },
  },
});
`,
        'src/App.tsx': app['src/App.tsx'],
        'src/entry-client.tsx': "import { hydrate } from 'solid-js/web';\nimport { App } from './App';\n\nhydrate(() => <App />, document.getElementById('root')!);\n",
        'src/entry-server.tsx': "import { renderToString } from 'solid-js/web';\nimport { App } from './App';\n\nexport const render = () => renderToString(() => <App />);\n",
      },
      'solid-ssr',
    );
    const built = await runCli(ssrDir, ['build']);
    assert.equal(built.code, 0, built.output);
    const req = createRequire(path.join(ssrDir, 'package.json'));
    const markup: string = req('./dist/server.js').render();
    assert.equal(markup, '<button data-hk="00" type="button">Clicked <!--$-->0<!--/--> times</button>');
    const { generateHydrationScript } = req('solid-js/web/dist/server.cjs');
    const html = readText(ssrDir, 'dist/index.html')
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
      .replace('</head>', `${generateHydrationScript()}</head>`);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    try {
      await page.route('**/*', (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
        return route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(ssrDir, 'dist', pathname)) });
      });
      await page.goto('http://solid-ssr.test/');
      await page.locator('button').click();
      await page.locator('button', { hasText: 'Clicked 1 times' }).waitFor();
      assert.equal(await page.locator('button').count(), 1, 'hydrated in place, not rendered a second time');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});

describe('Solid › Hot updates', () => {
  test('solid-refresh needs dev.hmr on and a web target', async () => {
    const refresh = (options: any) => (options.plugins ?? []).map(packageOf).includes('solid-refresh');
    assert.equal(refresh(await babelOptions({ mode: 'development', dev: { hmr: false }, plugins: await solidPlugins(include) })), false);
    assert.equal(refresh(await babelOptions({ mode: 'development', output: { target: 'node' }, plugins: await solidPlugins(include) })), false);
  });

  test('components are swapped in place only in development mode: a none-mode dev server has solid-refresh but no HMR runtime, so the client reloads', async () => {
    const { createRsbuild } = await rsbuildCore();
    const devConfig = async (mode: 'none' | 'development') => (await (await createRsbuild({ cwd: dir, rsbuildConfig: { mode, plugins: await solidPlugins(include) } })).initConfigs({ action: 'dev' }))[0];
    const hmrPlugins = (config: Rspack.Configuration) => (config.plugins ?? []).filter((p: any) => p?.constructor?.name === 'HotModuleReplacementPlugin').length;
    const none = await devConfig('none');
    assert.ok(babelUses(none)[0].options.plugins.map(packageOf).includes('solid-refresh'));
    assert.equal(hmrPlugins(none), 0);
    assert.equal(hmrPlugins(await devConfig('development')), 1);
    // Without the HMR runtime, the dev client reloads the page after a rebuild (dev.liveReload is on by default).
    const client = readText(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/client'), 'hmr.js');
    assert.match(client, /if \(import\.meta\.webpackHot\) \{[\s\S]*?return;\s*\}\s*reloadPage\(\);/);
  });

  test('components are found by a capitalized name: top-level function declarations and variables holding a function', async () => {
    const options = await pageBabelOptions('development');
    const code = await compile(options, 'function Declared() { return <p />; }\nconst Arrow = () => <p />;\nconst Expression = function () { return <p />; };\nexport function Exported() { return <p />; }\nfunction lower() { return <p />; }\nexport { Declared, Arrow, Expression, lower };\n');
    const registered = [...code.matchAll(/\$\$component\([^,]+, "(\w+)"/g)].map((match) => match[1]).sort();
    assert.deepEqual(registered, ['Arrow', 'Declared', 'Exported', 'Expression']);
  });

  test('components are found whether exported or not: an unexported top-level function or arrow function is wrapped too', async () => {
    const options = await pageBabelOptions('development');
    const code = await compile(options, 'function Hidden() { return <p />; }\nconst HiddenArrow = () => <p />;\nexport const App = () => <div><Hidden /><HiddenArrow /></div>;\n');
    const registered = [...code.matchAll(/\$\$component\([^,]+, "(\w+)"/g)].map((match) => match[1]).sort();
    assert.deepEqual(registered, ['App', 'Hidden', 'HiddenArrow']);
  });

  test('components are functions with at most one parameter that are neither async nor generators: the others are left unwrapped', async () => {
    const options = await pageBabelOptions('development');
    const code = await compile(options, 'export function One(props) { return <p>{props.a}</p>; }\nexport function Two(props, extra) { return <p>{extra}</p>; }\nexport const TwoArrow = (a, b) => <p>{b}</p>;\nexport async function Loader() { return <p />; }\nexport function* Steps() { yield 1; }\n');
    const registered = [...code.matchAll(/\$\$component\([^,]+, "(\w+)"/g)].map((match) => match[1]).sort();
    assert.deepEqual(registered, ['One']);
    assert.ok(pageText('guide/framework/solid', 'en').includes('that takes at most one parameter and is neither `async` nor a generator'));
    assert.ok(pageText('guide/framework/solid', 'zh').includes('最多只有一个参数、且不是 `async` 函数或生成器函数'));
  });

  test('in the browser: an edit re-creates every component of the file without a reload, a store module keeps its signal; granular re-creates the edited component and its users only; skip moves the update to the importer; reload reloads', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`http://localhost:${port}/`);
      for (const id of ['plain-first', 'plain-stored', 'plain-wrapper', 'plain-second', 'granular-first', 'granular-wrapper', 'granular-second', 'importer']) {
        await page.locator(`#${id}`).click();
        await page.locator(`#${id}`, { hasText: '1' }).waitFor();
      }
      await page.evaluate(() => ((window as any).beforeEdit = true));
      const text = (id: string) => page.locator(`#${id}`).textContent();

      writeProjectFiles(hmrDir, { 'src/Plain.tsx': pair('plain', 'Edited') });
      await page.locator('#plain-second', { hasText: 'Edited 0' }).waitFor();
      assert.equal(await text('plain-first'), 'First 0');
      assert.equal(await text('plain-wrapper'), 'Wrapper 0');
      assert.equal(await text('plain-stored'), 'Stored 1');
      // Components in other files keep their state.
      assert.equal(await text('granular-first'), 'First 1');
      assert.equal(await text('importer'), 'Label 1Label');

      writeProjectFiles(hmrDir, { 'src/Granular.tsx': pair('granular', 'Edited', '/* @refresh granular */\n') });
      await page.locator('#granular-second', { hasText: 'Edited 0' }).waitFor();
      assert.equal(await text('granular-first'), 'First 1');
      assert.equal(await text('granular-wrapper'), 'Wrapper 0');

      writeProjectFiles(hmrDir, { 'src/label.tsx': skipped('Tag') });
      await page.locator('#importer', { hasText: 'Tag 0Tag' }).waitFor();
      assert.equal(await page.evaluate(() => (window as any).beforeEdit), true, 'no reload so far');

      const reloaded = page.waitForEvent('load');
      writeProjectFiles(hmrDir, { 'src/Reload.tsx': pair('reload', 'Edited', '/* @refresh reload */\n') });
      await reloaded;
      await page.locator('#reload-second', { hasText: 'Edited 0' }).waitFor();
      assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'reloaded');
    } finally {
      await page.close();
    }
  });
});

describe('Solid › Common problems', () => {
  test('"React is not defined": JSX in a .js or a .ts file is not matched by the include pattern and stops the build with an SWC syntax error', async () => {
    const result = await buildProject(
      makeProject({ 'src/a.js': 'export const A = () => <div class="x">a</div>;\n', 'src/b.ts': 'export const B = () => <div class="x">b</div>;\n', 'src/c.js': 'export const C = () => <button type="button">c</button>;\n' }, 'solid-js-ts-jsx'),
      { source: { entry: { a: './src/a.js', b: './src/b.ts', c: './src/c.js' } }, plugins: await solidPlugins(include) },
    );
    assert.equal(result.errors.length, 3, result.errors.join('\n'));
    for (const file of ['src/a.js', 'src/b.ts']) {
      const error = result.errors.find((message) => message.includes(file)) ?? '';
      assert.match(error, /Expected '>', got 'class'/, file);
    }
    // The text follows the markup: another first attribute, another text.
    assert.match(result.errors.find((message) => message.includes('src/c.js')) ?? '', /Expected '>', got 'type'/);
  });
  /** Clicks the counter to 1, edits App.tsx, asserts the page reloaded with the new text at 0; returns the console messages. */
  const editAndSeeReload = async (port: number, dir: string) => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    try {
      await page.goto(`http://localhost:${port}/`);
      await page.locator('#counter', { hasText: 'Count 0' }).click();
      await page.locator('#counter', { hasText: 'Count 1' }).waitFor();
      await page.evaluate(() => ((window as any).beforeEdit = true));
      const reloaded = page.waitForEvent('load');
      writeProjectFiles(dir, { 'src/App.tsx': counter('Clicks') });
      await reloaded;
      await page.locator('#counter', { hasText: 'Clicks 0' }).waitFor();
      assert.equal(await page.evaluate(() => (window as any).beforeEdit), undefined, 'reloaded');
      return messages;
    } finally {
      await page.close();
    }
  };
  test('Components update but lose their state: with refresh.disabled, nothing accepts a component\'s update, the console shows "HMR update failed, performing full reload", the error with its Update propagation line and a stack, and the page reloads', async () => {
    const messages = await editAndSeeReload(noRefreshPort, noRefreshDir);
    assert.ok(messages.some((text) => text.startsWith('[rsbuild] HMR update failed, performing full reload: Error: Aborted because ./src/App.tsx is not accepted\nUpdate propagation: ./src/App.tsx -> ./src/index.tsx\n    at ')), messages.join('\n'));
  });

  test('Components update but lose their state: with dev.hmr false, solid-refresh is left out and every edit reloads the page, without the "HMR update failed" message', async () => {
    const refresh = (options: any) => (options.plugins ?? []).map(packageOf).includes('solid-refresh');
    assert.equal(refresh(await babelOptions({ mode: 'development', dev: { hmr: false }, plugins: await solidPlugins(include) })), false);
    const messages = await editAndSeeReload(noHmrPort, noHmrDir);
    assert.ok(!messages.some((text) => text.includes('HMR update failed')), messages.join('\n'));
  });

  test('A Solid library fails with "JavaScript parse error": JSX in a .js file of a library under the solid condition stops the build; the extra include entry compiles it, and its .jsx file is compiled either way', async () => {
    // A project whose node_modules holds tools/rsbuild-v1's packages plus solid-lib, a library
    // whose solid condition points at uncompiled JSX in a .js file that re-exports a .jsx one.
    const libDir = withoutInstalledPackages(makeProject({ 'src/index.tsx': "import { render } from 'solid-js/web';\nimport { Badge, Tag } from 'solid-lib';\n\nrender(() => <><Badge label=\"lib\" /><Tag label=\"tag\" /></>, document.getElementById('root')!);\n" }, 'solid-lib'));
    const modules = path.join(rsbuildV1Dir, 'node_modules');
    for (const entry of readdirSync(modules)) symlinkSync(path.join(modules, entry), path.join(libDir, 'node_modules', entry));
    writeProjectFiles(libDir, {
      'node_modules/solid-lib/package.json': '{ "name": "solid-lib", "version": "1.0.0", "exports": { ".": { "solid": "./dist/index.js", "default": "./dist/compiled.js" } } }\n',
      'node_modules/solid-lib/dist/index.js': "export { Badge } from './Badge.jsx';\nexport const Tag = (props) => <em class=\"tag\">{props.label}</em>;\n",
      'node_modules/solid-lib/dist/Badge.jsx': 'export const Badge = (props) => <strong class="badge">{props.label}</strong>;\n',
      'node_modules/solid-lib/dist/compiled.js': "export const Badge = () => 'compiled';\nexport const Tag = Badge;\n",
    });
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const failed = await buildProject(libDir, { plugins: [pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()] });
    // Every error is a parse error of the .js file (its code frame shows the <em> line); the .jsx file parses.
    assert.ok(failed.errors.length > 0, 'the build failed');
    for (const error of failed.errors) {
      assert.match(error, /Module parse failed:[\s\S]*JavaScript parse error/);
      assert.match(error, /2 │ export const Tag = \(props\) => <em class="tag">\{props\.label\}<\/em>;/);
      assert.match(error, /help: \n\s+You may need an appropriate loader to handle this file type\./);
    }
    // Three errors for the one line of JSX, their texts following the markup.
    assert.deepEqual(failed.errors.map((error) => /× (JavaScript parse error: [^\n]+)/.exec(error)?.[1]).sort(), [
      'JavaScript parse error: Expected a semicolon',
      'JavaScript parse error: Expression expected',
      'JavaScript parse error: Expression expected',
    ]);
    const built = await buildProject(libDir, {
      output: { filenameHash: false },
      plugins: [pluginBabel({ include: [/\.(?:jsx|tsx)$/, /[\\/]node_modules[\\/]solid-lib[\\/].*\.js$/] }), pluginSolid()],
    });
    assert.deepEqual(built.errors, []);
    const js = listFiles(path.join(built.dist, 'static/js')).map((file) => readText(path.join(built.dist, 'static/js'), file)).join('\n');
    assert.match(js, /`<strong class=badge>`/);
    assert.match(js, /`<em class=tag>`/);
    assert.doesNotMatch(js, /'compiled'/);
  });
});

describe('Solid › checked releases', () => {
  test('the page names the releases it checked instead of npm\'s latest tag, and says that ssr gives web-worker environments dom output', () => {
    const en = pageText('guide/framework/solid', 'en');
    const zh = pageText('guide/framework/solid', 'zh');
    assert.ok(en.includes('This page checked the command with `create-rsbuild` 2.2.5 and 2.2.9: both scaffold Rsbuild 2 projects'));
    assert.ok(en.includes('`solid-js` also has 2.x releases (2.0.3 was checked), and a Solid 2 app does not build with the 1.x plugins'));
    assert.ok(en.includes('any other target (`web` or `web-worker`) with `generate: \'dom\'`'));
    assert.ok(zh.includes('本页用 `create-rsbuild` 2.2.5 和 2.2.9 核对过上面的命令：两者生成的都是 Rsbuild 2 项目'));
    assert.ok(zh.includes('`solid-js` 已有 2.x 版本（本页核对了 2.0.3），而 Solid 2 应用无法用 1.x 插件构建'));
    assert.ok(zh.includes('其他目标（`web` 或 `web-worker`）的环境则以 `generate: \'dom\'`'));
    for (const text of [en, zh]) assert.ok(!/latest` (?:release|for)|`latest` 版本|上的 `latest`|npm's `latest`/.test(text), 'no claim about npm\'s latest tag');
  });
});

describe('Solid › samples', () => {
  test('the page\'s three rsbuild.config.ts samples (Register the plugins, solid, ssr) type-check as written, in both languages', async () => {
    const ts = createRequire(path.join(rsbuildV1Dir, 'package.json'))('typescript');
    assertPageSamplesTypeCheck(ts, 'guide/framework/solid', 3);
  });
});
