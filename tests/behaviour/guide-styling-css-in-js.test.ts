import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, makeProject, outputFile, runCli } from './harness';

// No CSS-in-JS library is installed here. The tests prove what Rsbuild does for the page's
// setups: `swcReactOptions.importSource` sends JSX to Emotion's runtime (a stub package stands
// in for @emotion/react), and a loader added to the JS rule through tools.bundlerChain, as for
// wyw-in-js, runs before SWC and sees the source as written.
const dir = makeProject(
  {
    'src/node_modules/@emotion/react/package.json': '{ "name": "@emotion/react", "exports": { "./jsx-runtime": "./jsx-runtime.js" } }',
    'src/node_modules/@emotion/react/jsx-runtime.js': "export const jsx = (type, props) => ({ runtime: 'emotion stub', type, props });\nexport const jsxs = jsx;\nexport const Fragment = 'fragment';\n",
    'loaders/record-source.cjs': "module.exports = function (source) {\n  const sawJsx = /<h1 css=/.test(source);\n  return source + `\\nexport const loaderSawJsx = ${sawJsx};\\n`;\n};\n",
    'src/index.jsx': "export const title = <h1 css={{ color: 'hotpink' }}>Hello</h1>;\nconsole.log(title);\n",
    'rsbuild.config.ts': `import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [
    pluginReact({
      swcReactOptions: {
        importSource: '@emotion/react',
      },
    }),
  ],
  output: { filenameHash: false, minify: false },
  tools: {
    bundlerChain(chain, { CHAIN_ID }) {
      chain.module
        .rule(CHAIN_ID.RULE.JS)
        .use('record-source')
        .loader(path.resolve('loaders/record-source.cjs'));
    },
  },
});
`,
  },
  'css-in-js',
);
let build: CliResult;
before(async () => {
  build = await runCli(dir, ['build']);
});

describe('CSS-in-JS', () => {
  test('Emotion (Rsbuild side): importSource compiles JSX with the runtime of @emotion/react', () => {
    assert.equal(build.code, 0, build.output);
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /emotion stub/);
    assert.doesNotMatch(js, /node_modules\/react\//);
  });

  test('Linaria (Rsbuild side): a loader appended to the JS rule with bundlerChain runs before SWC', () => {
    const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
    assert.match(js, /loaderSawJsx = true/);
  });
});
