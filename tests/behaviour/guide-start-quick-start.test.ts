// guide/start/quick-start: the default entry and its lookup order, the missing-entry error, the
// page per entry, the output folder, `rsbuild` without a command starting the dev server, and
// create-rsbuild 2.2.5: its prompts, templates, tools and flags, and a React template built with 1.x.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, type CliResult, freePort, listFiles, makeProject, outputFile, readText, runCli, runCreateRsbuild, rsbuildV1Dir, startCli, type BuildResult } from './harness';

// Each fixture holds two candidate entries; the one earlier in the documented order must win.
const orderPairs: [string, string][] = [
  ['index.ts', 'index.js'],
  ['index.js', 'index.tsx'],
  ['index.tsx', 'index.jsx'],
  ['index.mts', 'index.cts'],
  ['index.cts', 'index.mjs'],
  ['index.mjs', 'index.cjs'],
];
const orderDirs = orderPairs.map(([first, second]) =>
  makeProject({ [`src/${first}`]: `console.log('picked ${first}');\n`, [`src/${second}`]: `console.log('picked ${second}');\n` }, 'start-order'),
);
const noEntryDir = makeProject({ 'src/main.js': "console.log('main');\n" }, 'start-no-entry');
const pagesDir = makeProject(
  {
    'src/index.ts': "const app = document.querySelector('#root');\nif (app) {\n  app.textContent = 'Hello from Rsbuild';\n}\n",
    'src/admin/index.ts': "console.log('admin');\n",
  },
  'start-pages',
);
const outputDir = makeProject(
  {
    'public/robots.txt': 'User-agent: *\n',
    'src/index.css': 'body { margin: 0; }\n',
    'src/lazy.js': '/*! lazy module @license MIT */\nexport default 1;\n',
    'src/index.js': "import './index.css';\nimport('./lazy');\n",
    'dist/old.txt': 'from an earlier build',
  },
  'start-output',
);
const devDir = makeProject({ 'src/index.js': "console.log('dev');\n" }, 'start-dev');

// create-rsbuild: one template per framework, all tools at once on the React + TypeScript
// template, the prompts answered with Enter, and the folder rules. A run takes about a second,
// most of it Node.js starting twice, so there are few of them, two at a time.
const createDir = makeProject({ 'occupied/notes.txt': 'not empty\n', 'git-only/.git/HEAD': 'ref: refs/heads/main\n' }, 'create-rsbuild');
const templates = ['vanilla-ts', 'vue3-ts', 'lit-ts', 'preact-ts', 'svelte-ts', 'solid-ts', 'solid2-ts', 'octane-ts'];
const tools = ['rstest', 'react-compiler', 'rslint', 'eslint', 'prettier', 'biome', 'tailwindcss'];
const createdFile = (folder: string, file: string) => readFileSync(path.join(createDir, folder, file), 'utf8');
const createdPackage = (folder: string) => JSON.parse(createdFile(folder, 'package.json'));
const createdConfig = (folder: string) => createdFile(folder, existsSync(path.join(createDir, folder, 'rsbuild.config.ts')) ? 'rsbuild.config.ts' : 'rsbuild.config.js');
let created: Record<string, { code: number | null; output: string }>;
// Inside this repository's checkout the scaffolder leaves Git alone, so the git init claim runs in
// a folder of the system's temporary directory (no node_modules needed to scaffold).
const outsideRepo = mkdtempSync(path.join(tmpdir(), 'create-rsbuild-git-'));
process.once('exit', () => rmSync(outsideRepo, { recursive: true, force: true }));
let outside: { code: number | null; output: string };
let reactOnV1: CliResult;

let order: BuildResult[];
let noEntry: BuildResult | Error;
let pages: BuildResult;
let output: BuildResult;
let dev: ReturnType<typeof startCli>;
let devPort: number;

before(async () => {
  devPort = await freePort();
  // No command: the same as `rsbuild dev`.
  dev = startCli(devDir, ['--port', String(devPort)], /ready\s+built in/);
  const results = await Promise.all([
    ...orderDirs.map((dir) => buildProject(dir)),
    buildProject(noEntryDir).catch((error: Error) => error),
    buildProject(pagesDir, { source: { entry: { index: './src/index.ts', admin: './src/admin/index.ts' } } }),
    buildProject(outputDir),
    dev.started,
  ]);
  order = results.slice(0, orderDirs.length) as BuildResult[];
  [noEntry, pages, output] = results.slice(orderDirs.length) as [BuildResult | Error, BuildResult, BuildResult];
});

before(async () => {
  const runs: [string, string[], string[]?][] = [
    ['help', ['--help']],
    ['my-app', ['my-app', '--template', 'react-ts']],
    ...templates.map((template): [string, string[]] => [template, [template, '-t', template, '--no-git']]),
    ['react-plain', ['react-plain', '-t', 'react', '--no-git']],
    ['vue-tools', ['vue-tools', '-t', 'vue-ts', '--tools', 'eslint,prettier', '--no-git']],
    ['tools', ['tools', '-t', 'react-ts', '--tools', tools.join(','), '--no-git']],
    ['apps/web', ['apps/web', '-t', 'vanilla-js', '--no-git']],
    ['@acme/web', ['@acme/web', '-t', 'vanilla-js', '--no-git']],
    ['git-only', ['git-only', '-t', 'vanilla-js', '--package-name', '@acme/named', '--no-git']],
    ['occupied', ['occupied', '-t', 'vanilla-js', '--no-git'], ['"occupied" is not empty, please choose:']],
    ['prompts', [], ['Project name or path', 'Select framework', 'Select language', 'Select additional tools', 'Select optional skills']],
  ];
  created = {};
  const queue = [...runs];
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) created[next[0]] = await runCreateRsbuild(createDir, next[1], { answer: next[2] });
    }),
  );
  // my-app exists now; --override replaces its files without asking. Then it is built with 1.x.
  outside = await runCreateRsbuild(outsideRepo, ['my-app', '--template', 'react-ts']);
  created.override = await runCreateRsbuild(createDir, ['my-app', '-t', 'react-ts', '--override', '--no-git']);
  reactOnV1 = await runCli(path.join(createDir, 'my-app'), ['build']);
});

after(async () => {
  await dev?.stop();
});

describe('Quick start › Requirements', () => {
  test('create-rsbuild 2.2.5 declares engines ^20.19.0 || >=22.12.0', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild/package.json'), 'utf8'));
    assert.equal(pkg.version, '2.2.5');
    assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0');
  });
});

describe('Quick start › Create a new project', () => {
  test('the templates of 2.2.5 list @rsbuild/core ^2.2.5', () => {
    assert.equal(createdPackage('my-app').devDependencies['@rsbuild/core'], '^2.2.5');
    assert.equal(createdPackage('vanilla-ts').devDependencies['@rsbuild/core'], '^2.2.5');
  });
});

describe('Quick start › Answer the prompts', () => {
  test('five prompts with their choices and defaults; Enter at each creates a Vanilla TypeScript project in rsbuild-project', () => {
    const prompts = created.prompts;
    assert.equal(prompts.code, 0, prompts.output);
    const asked = [...prompts.output.matchAll(/◆ {2}(.+)/g)].map((match) => match[1].trim());
    assert.deepEqual(asked.slice(0, 6), [
      'Create Rsbuild Project',
      'Project name or path',
      'Select framework',
      'Select language',
      'Select additional tools (Use <space> to select, <enter> to continue)',
      'Select optional skills (Use <space> to select, <enter> to continue)',
    ]);
    assert.match(prompts.output, /◆ {2}Project name or path\n│ {2}rsbuild-project/);
    assert.match(prompts.output, /● Vanilla\n│ {2}○ React\n│ {2}○ Vue\n│ {2}○ Lit\n│ {2}○ Preact\n│ {2}○ Svelte\n│ {2}○ Solid 1\n│ {2}○ Solid 2\n│ {2}○ Octane\n/);
    assert.match(prompts.output, /● TypeScript\n│ {2}○ JavaScript\n/);
    assert.match(prompts.output, /◻ Rsbuild best practices/);
    assert.match(prompts.output, /◇ {2}Select additional tools[^\n]*\n│ {2}none/);
    assert.equal(createdPackage('rsbuild-project').name, 'rsbuild-project');
    assert.ok(existsSync(path.join(createDir, 'rsbuild-project/tsconfig.json')));
    assert.ok(!/plugins: \[/.test(createdConfig('rsbuild-project')));
  });
  test('the last path segment becomes the package name; a scoped name is kept', () => {
    assert.equal(createdPackage('apps/web').name, 'web');
    assert.equal(createdPackage('@acme/web').name, '@acme/web');
  });
  test('a non-empty folder is asked about (override or cancel); a folder with only .git is not', () => {
    assert.match(created.occupied.output, /"occupied" is not empty, please choose:\n│ {2}● Continue and override files\n│ {2}○ Cancel operation/);
    assert.equal(created.occupied.code, 0);
    assert.ok(existsSync(path.join(createDir, 'occupied/package.json')));
    assert.equal(created['git-only'].code, 0);
    assert.doesNotMatch(created['git-only'].output, /not empty/);
    assert.ok(existsSync(path.join(createDir, 'git-only/package.json')));
  });
  test('it initializes a Git repository unless the folder is inside one, prints the next steps, and installs nothing', () => {
    assert.match(outside.output, /Initialized Git repository/);
    assert.ok(existsSync(path.join(outsideRepo, 'my-app/.git')));
    assert.doesNotMatch(created['my-app'].output, /Initialized Git repository/);
    assert.ok(!existsSync(path.join(createDir, 'my-app/.git')));
    assert.match(created['my-app'].output, /1\. cd my-app\s+│\n│ {2}2\. npm install\s+│\n│ {2}3\. npm run dev/);
    assert.ok(!existsSync(path.join(createDir, 'my-app/node_modules')));
    assert.ok(!existsSync(path.join(outsideRepo, 'my-app/node_modules')));
  });
});

describe('Quick start › Templates', () => {
  const plugins: Record<string, string[]> = {
    'vanilla-ts': [],
    'my-app': ['@rsbuild/plugin-react'],
    'react-plain': ['@rsbuild/plugin-react'],
    'vue-tools': ['@rsbuild/plugin-vue'],
    'vue3-ts': ['@rsbuild/plugin-vue'],
    'lit-ts': [],
    'preact-ts': ['@rsbuild/plugin-preact'],
    'svelte-ts': ['@rsbuild/plugin-svelte'],
    'solid-ts': ['@rsbuild/plugin-babel', '@rsbuild/plugin-solid'],
    'solid2-ts': ['@rsbuild/plugin-solid'],
    'octane-ts': ['@octanejs/rsbuild-plugin'],
  };
  test('--help lists the templates, and no Vue 2 template', () => {
    assert.match(created.help.output, /Available templates: vanilla-js, vanilla-ts, react-js, react-ts, vue-js, vue-ts, lit-js, lit-ts, preact-js, preact-ts, svelte-js, svelte-ts, solid-js, solid-ts, solid2-js, solid2-ts, octane-js, octane-ts\n/);
    assert.doesNotMatch(created.help.output, /vue2/);
  });
  test('each template registers the plugins of the table; vue3-ts is vue-ts', () => {
    for (const [folder, expected] of Object.entries(plugins)) {
      assert.equal(created[folder].code, 0, created[folder].output);
      const imported = [...createdConfig(folder).matchAll(/from '([^']+)'/g)].map((match) => match[1]).filter((name) => name !== '@rsbuild/core');
      assert.deepEqual(imported.sort(), expected, folder);
    }
    assert.equal(createdPackage('solid2-ts').devDependencies['@rsbuild/plugin-solid'], '^2.0.0-rc.0');
    assert.deepEqual(listFiles(path.join(createDir, 'vue3-ts')), listFiles(path.join(createDir, 'vue-tools')).filter((file) => !/eslint|prettier/.test(file)));
  });
  test('the Lit templates enable legacy decorators', () => {
    assert.match(createdConfig('lit-ts'), /decorators: \{\s+version: 'legacy',\s+\}/);
  });
  test('a name without a suffix selects the JavaScript variant', () => {
    assert.ok(existsSync(path.join(createDir, 'react-plain/rsbuild.config.js')));
    assert.ok(!existsSync(path.join(createDir, 'react-plain/tsconfig.json')));
  });
  test('every template has the dev, build and preview scripts; dev is rsbuild', () => {
    for (const folder of [...templates, 'react-plain', 'apps/web']) {
      const { scripts } = createdPackage(folder);
      assert.ok(['build', 'dev', 'preview'].every((name) => name in scripts), folder);
      assert.equal(scripts.dev, 'rsbuild', folder);
      assert.equal(scripts.preview, 'rsbuild preview', folder);
    }
  });
});

describe('Quick start › Optional tools', () => {
  test('--help lists the tools', () => {
    assert.match(created.help.output, /Optional tools: react-compiler, rstest, eslint, rslint, biome, prettier, tailwindcss, storybook\n/);
  });
  test('what each tool adds to a React + TypeScript project', () => {
    const files = listFiles(path.join(createDir, 'tools'));
    for (const file of ['rstest.config.ts', 'rslint.config.ts', 'eslint.config.mjs', '.prettierrc', '.prettierignore', 'biome.json']) assert.ok(files.includes(file), file);
    assert.ok(files.some((file) => /^tests\/.+\.test\.tsx$/.test(file)), files.join(', '));
    const scripts = createdPackage('tools').scripts;
    assert.equal(scripts.test, 'rstest');
    assert.equal(scripts['test:watch'], 'rstest --watch');
    assert.ok(['lint', 'format', 'check'].every((name) => name in scripts), Object.keys(scripts).join(', '));
    assert.match(createdConfig('tools'), /pluginReact\(\{\s+reactCompiler: true,\s+\}\)/);
    assert.match(createdConfig('tools'), /import \{ pluginTailwindcss \} from '@rsbuild\/plugin-tailwindcss';/);
    assert.match(createdFile('tools', 'src/App.css'), /^@import 'tailwindcss';\n/);
  });
});

describe('Quick start › Non-interactive mode', () => {
  test('--help lists the flags', () => {
    for (const flag of ['-d, --dir <dir>', '-t, --template <tpl>', '--no-git', '--tools <tool>', '--skill <skill>', '--override', '--package-name <name>', '--template-version <ver>', '-h, --help']) {
      assert.ok(created.help.output.includes(`  ${flag} `), flag);
    }
    assert.match(created.help.output, /Usage: create-rsbuild \[dir\] \[options\]/);
    assert.match(created.help.output, /Optional skills: /);
  });
  test('with a folder and a template, no prompt is shown; --package-name sets the name; --override replaces files without a question; --no-git skips git init', () => {
    assert.equal(created['my-app'].code, 0);
    assert.doesNotMatch(created['my-app'].output, /Select/);
    assert.equal(createdPackage('git-only').name, '@acme/named');
    assert.equal(created.override.code, 0);
    assert.doesNotMatch(created.override.output, /not empty/);
    assert.ok(!existsSync(path.join(createDir, 'vanilla-ts/.git')));
  });
  test('-t vue-ts --tools eslint,prettier adds both tools', () => {
    const files = listFiles(path.join(createDir, 'vue-tools'));
    assert.ok(files.includes('eslint.config.mjs') && files.includes('.prettierrc'), files.join(', '));
  });
});

describe('Quick start › Keep a new project on Rsbuild 1.x', () => {
  test('the React + TypeScript template of 2.2.5 builds unchanged with @rsbuild/core 1.7.6 and @rsbuild/plugin-react 1.4.6', () => {
    assert.equal(reactOnV1.code, 0, reactOnV1.output);
    assert.match(reactOnV1.output, /Rsbuild v1\.7\.6/);
    assert.ok(listFiles(path.join(createDir, 'my-app/dist')).includes('index.html'));
  });
});

describe('Quick start › Default entry', () => {
  test('the first file in the order ts, js, tsx, jsx, mts, cts, mjs, cjs is the entry', () => {
    orderPairs.forEach(([first], index) => {
      assert.match(outputFile(order[index].dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), new RegExp(`picked ${first.replace('.', '\\.')}`), first);
    });
  });
  test('without an entry the build stops with Could not find any entry module and the list of names', () => {
    const message = noEntry instanceof Error ? noEntry.message : noEntry.errors.join('\n');
    assert.match(message, /Could not find any entry module, please make sure that src\/index\.\(ts\|js\|tsx\|jsx\|mts\|cts\|mjs\|cjs\) exists/);
  });
  test('each key of source.entry becomes a page with its own script', () => {
    assert.match(readText(pages.dist, 'index.html'), /<div id="root"><\/div>/);
    assert.match(readText(pages.dist, 'index.html'), /static\/js\/index\.[0-9a-f]{8}\.js/);
    assert.match(readText(pages.dist, 'admin.html'), /static\/js\/admin\.[0-9a-f]{8}\.js/);
  });
});

describe('Quick start › Output folder', () => {
  test('HTML at the top, public files copied, hashed CSS and JS, async chunk with its LICENSE file, old files removed', () => {
    const files = listFiles(output.dist).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.HASH.').replace(/async\/\d+\./, 'async/ID.'));
    assert.deepEqual(files, [
      'index.html',
      'robots.txt',
      'static/css/index.HASH.css',
      'static/js/async/ID.HASH.js',
      'static/js/async/ID.HASH.js.LICENSE.txt',
      'static/js/index.HASH.js',
    ]);
  });
});

describe('Quick start › CLI commands', () => {
  test('rsbuild without a command starts the dev server, which writes nothing to dist', async () => {
    const response = await fetch(`http://localhost:${devPort}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<script defer src="\/static\/js\/index\.js"><\/script>/);
    assert.deepEqual(listFiles(path.join(devDir, 'dist')), []);
  });
});
