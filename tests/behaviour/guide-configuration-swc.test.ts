// guide/configuration/swc: the `js` rule and its builtin:swc-loader options as Rsbuild 1.7.6
// generates them, and how tools.swc merges, read from initConfigs (no build).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { makeProject, plugin, rsbuildCore, rsbuildV1Dir } from './harness';

async function swcOf(rsbuildConfig: RsbuildConfig) {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'swc'), rsbuildConfig });
  const [config] = await rsbuild.initConfigs();
  return { loader: JSON.stringify(config.module?.rules ?? []) };
}

describe('Configure SWC', () => {
  test('the js rule runs builtin:swc-loader with env.targets from the browserslist and external helpers', async () => {
    const { loader } = await swcOf({ mode: 'development' });
    assert.match(loader, /builtin:swc-loader/);
    assert.match(loader, /"targets":\["chrome >= 87","edge >= 88","firefox >= 78","safari >= 14"\]/);
    assert.match(loader, /"externalHelpers":true/);
    assert.doesNotMatch(loader, /"coreJs"/);
  });

  test("output.polyfill 'usage' adds env.mode, env.coreJs and shippedProposals", async () => {
    const { loader } = await swcOf({ output: { polyfill: 'usage' } });
    assert.match(loader, /"mode":"usage"/);
    assert.match(loader, /"coreJs":"3\.\d+/);
    assert.match(loader, /"shippedProposals":true/);
  });

  test('the React plugin sets parser.tsx and the automatic runtime', async () => {
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { loader } = await swcOf({ plugins: [pluginReact()] });
    assert.match(loader, /"runtime":"automatic"/);
    assert.match(loader, /"tsx":true/);
  });

  test('tools.swc as an object is deep-merged into the defaults', async () => {
    const { loader } = await swcOf({ tools: { swc: { jsc: { transform: { useDefineForClassFields: false } } } } });
    assert.match(loader, /"useDefineForClassFields":false/);
    assert.match(loader, /"externalHelpers":true/);
  });
});

describe('Version compatibility', () => {
  test("the @rspack/core that 1.7.6 installs carries both messages the page quotes for an incompatible Wasm plugin", async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const rspackDir = path.join(rsbuildV1Dir, 'node_modules/@rspack');
    const bindingDir = readdirSync(rspackDir).find((name) => name.startsWith('binding-'));
    assert.ok(bindingDir, 'a native Rspack binding is installed');
    const binary = path.join(rspackDir, bindingDir, readdirSync(path.join(rspackDir, bindingDir)).find((name) => name.endsWith('.node')) ?? '');
    const text = readFileSync(binary).toString('latin1');
    assert.ok(text.includes("The version of the SWC Wasm plugin you're using might not be compatible with `builtin:swc-loader`."));
    assert.ok(text.includes('failed to run Wasm plugin transform'));
    assert.match(JSON.parse(readFileSync(path.join(rspackDir, 'core/package.json'), 'utf8')).version, /^1\.7\./);
  });
});
