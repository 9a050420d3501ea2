// guide/start (Introduction): the React project the page shows builds with one plugin, and the
// tools.rspack example with Rspack's CircularDependencyRspackPlugin fails the build on a cycle.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import path from 'node:path';
import { buildProject, type CliResult, listFiles, makeProject, outputFile, plugin, readText, rsbuildCore, runCli, type BuildResult } from './harness';

const reactDir = makeProject(
  {
    'src/App.tsx': "export const App = () => <h1 className=\"title\">Hello</h1>;\n",
    'src/App.css': '.title { user-select: none; }\n',
    'src/index.tsx': "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\nimport './App.css';\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
  },
  'start-react',
);
const cycleDir = makeProject(
  { 'src/a.js': "import { b } from './b';\nexport const a = () => b;\n", 'src/b.js': "import { a } from './a';\nexport const b = () => a;\n", 'src/index.js': "import { a } from './a';\nconsole.log(a);\n" },
  'start-cycle',
);

const aliasDir = makeProject(
  {
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
    'src/value.js': "export const value = 'alias-marker';\n",
    'src/index.js': "import { value } from '@/value.js';\nconsole.log(value);\n",
  },
  'start-alias',
);

let react: BuildResult;
let alias: CliResult;
let cycle: BuildResult | Error;

before(async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { rspack } = await rsbuildCore();
  [react, cycle, alias] = await Promise.all([
    buildProject(reactDir, { plugins: [pluginReact()] }),
    buildProject(cycleDir, {
      tools: {
        rspack: (_config, { appendPlugins }) => {
          appendPlugins(new rspack.CircularDependencyRspackPlugin({ failOnError: true, exclude: /node_modules/ }));
        },
      },
    }).catch((error: Error) => error),
    runCli(aliasDir, ['build']),
  ]);
});

describe('Introduction › What Rsbuild does', () => {
  test('src/index.tsx is the entry, index.html loads the script and stylesheet, React is in its own chunk', () => {
    assert.deepEqual(react.errors, []);
    const files = listFiles(react.dist);
    assert.ok(files.some((file) => /^static\/js\/lib-react\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    const html = readText(react.dist, 'index.html');
    assert.match(html, /<script defer src="\/static\/js\/lib-react\.[0-9a-f]{8}\.js"><\/script><script defer src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  });
  test('Lightning CSS adds vendor prefixes for the default targets', () => {
    const css = readText(react.dist, listFiles(react.dist).find((file) => file.startsWith('static/css/index.'))!);
    assert.match(css, /-webkit-user-select:none/);
  });
});

describe('Introduction › Why Rsbuild exists', () => {
  test('the renamed source.alias still works and the build warns that resolve.alias replaces it', () => {
    assert.equal(alias.code, 0, alias.output);
    assert.match(alias.output, /The "source\.alias" config is deprecated, use "resolve\.alias" instead\./);
    assert.match(outputFile(path.join(aliasDir, 'dist'), /^static\/js\/index\.[0-9a-f]{8}\.js$/), /alias-marker/);
  });
});

describe('Introduction › Rsbuild and Rspack', () => {
  test('CircularDependencyRspackPlugin with failOnError fails the build on a cycle', () => {
    const text = cycle instanceof Error ? cycle.message : cycle.errors.join('\n');
    assert.match(text, /Circular dependency detected/i);
  });
});
