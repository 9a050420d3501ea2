import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { PluginSolidOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-solid';
import { type CliResult, makeProject, outputFile, plugin, rsbuildCore, runCli } from './harness';

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
let build: CliResult;
let bare: CliResult;
before(async () => {
  [build, bare] = await Promise.all([runCli(dir, ['build']), runCli(bareDir, ['build'])]);
});

describe('Solid', () => {
  test('Register the plugins: with include, JSX is compiled by Solid\'s preset into DOM templates', () => {
    assert.equal(build.code, 0, build.output);
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /<button type=button>Clicked <!> times/);
    assert.doesNotMatch(js, /React\.createElement|react\/jsx-runtime/);
  });

  test('Register the plugins: with a bare pluginBabel() the build succeeds but JSX is compiled as React code', () => {
    assert.equal(bare.code, 0, bare.output);
    const js = outputFile(path.join(bareDir, 'dist'), /^static\/js\/index\.js$/);
    assert.doesNotMatch(js, /<button type=button>/);
    assert.match(js, /React\.createElement\("button"/);
  });

  test('What the plugin configures: the solid condition always, development only in development', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginSolid } = await plugin('@rsbuild/plugin-solid');
    const { pluginBabel } = await plugin('@rsbuild/plugin-babel');
    const conditions = async (mode: 'development' | 'production') => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode, plugins: [pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginSolid()] } });
      const [rspack] = await rsbuild.initConfigs();
      return rspack.resolve?.conditionNames ?? [];
    };
    const dev = await conditions('development');
    const prod = await conditions('production');
    assert.ok(dev.includes('solid') && dev.includes('development'), dev.join(', '));
    assert.ok(prod.includes('solid') && !prod.includes('development'), prod.join(', '));
  });

  test('Plugin options: the documented keys type-check', () => {
    const options: PluginSolidOptions = { solid: { omitNestedClosingTags: true, generate: 'dom' }, ssr: false, dev: true, refresh: { disabled: false } };
    assert.ok(options);
  });
});
