// guide/start (Introduction): the React project the page shows builds with one plugin, and the
// tools.rspack example with Rspack's CircularDependencyRspackPlugin fails the build on a cycle.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, plugin, readText, rsbuildCore, type BuildResult } from './harness';

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

let react: BuildResult;
let cycle: BuildResult | Error;

before(async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { rspack } = await rsbuildCore();
  [react, cycle] = await Promise.all([
    buildProject(reactDir, { plugins: [pluginReact()] }),
    buildProject(cycleDir, {
      tools: {
        rspack: (_config, { appendPlugins }) => {
          appendPlugins(new rspack.CircularDependencyRspackPlugin({ failOnError: true, exclude: /node_modules/ }));
        },
      },
    }).catch((error: Error) => error),
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

describe('Introduction › Rsbuild and Rspack', () => {
  test('CircularDependencyRspackPlugin with failOnError fails the build on a cycle', () => {
    const text = cycle instanceof Error ? cycle.message : cycle.errors.join('\n');
    assert.match(text, /Circular dependency detected/i);
  });
});
