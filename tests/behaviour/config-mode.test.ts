// docs/{en,zh}/config/mode.mdx: the debug build `rsbuild build --mode development` with the React
// and Preact plugins (the CLI leaves NODE_ENV at production for build).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { builtScripts, buildProject, makeProject, plugin, withNodeEnv } from './harness';

test('Examples: a development-mode build under NODE_ENV production calls $RefreshSig$() with nothing defining it, for React and Preact; with their refresh off it has none', async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
  const component = (hooks: string) => `import { useState } from '${hooks}';\nexport function App() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n`;
  const builds = [
    { name: 'mode-react', hooks: 'react', plugins: [pluginReact()], refresh: true },
    { name: 'mode-preact', hooks: 'preact/hooks', plugins: [pluginPreact()], refresh: true },
    { name: 'mode-react-off', hooks: 'react', plugins: [pluginReact({ fastRefresh: false })], refresh: false },
    { name: 'mode-preact-off', hooks: 'preact/hooks', plugins: [pluginPreact({ prefreshEnabled: false })], refresh: false },
  ];
  for (const { name, hooks, plugins, refresh } of builds) {
    const dir = makeProject({ 'src/index.jsx': component(hooks) }, name);
    await withNodeEnv('production', () => buildProject(dir, { mode: 'development', plugins }));
    const source = builtScripts(dir);
    if (refresh) {
      assert.match(source, /\$RefreshSig\$\(\)/, name);
      assert.doesNotMatch(source, /\$RefreshSig\$ =/, name);
    } else {
      assert.doesNotMatch(source, /\$RefreshSig\$/, name);
    }
  }
});

test('Examples: without hooks the same build calls only $RefreshReg$(), again with nothing defining it, for React and Preact', async () => {
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { pluginPreact } = await plugin('@rsbuild/plugin-preact');
  const component = 'export function App() {\n  return <p>0</p>;\n}\n';
  for (const [name, plugins] of [['mode-react-plain', [pluginReact()]], ['mode-preact-plain', [pluginPreact()]]] as const) {
    const dir = makeProject({ 'src/index.jsx': component }, name);
    await withNodeEnv('production', () => buildProject(dir, { mode: 'development', plugins: [...plugins] }));
    const source = builtScripts(dir);
    assert.match(source, /\$RefreshReg\$\(_c, "App"\);/, name);
    assert.doesNotMatch(source, /\$RefreshReg\$ =|\$RefreshSig\$/, name);
  }
});
