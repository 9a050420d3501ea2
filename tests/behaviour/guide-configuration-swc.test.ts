// guide/configuration/swc: the `js` rule and its builtin:swc-loader options as Rsbuild 1.7.6
// generates them, and how tools.swc merges, read from initConfigs (no build).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { makeProject, plugin, rsbuildCore } from './harness';

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
