import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, makeProject, outputFile, runCli } from './harness';

// UnoCSS is not installed here. A stand-in for @unocss/postcss, registered in the page's array
// form, replaces the `@unocss;` directive; the test proves the Rsbuild side: the config file is
// loaded without Rsbuild config, and Lightning CSS then processes the generated CSS for the
// browserslist (user-select gets its -webkit- prefix, nesting is flattened).
const standIn = `module.exports = () => ({
  postcssPlugin: 'stand-in-unocss',
  AtRule: {
    unocss(rule, { parse }) {
      rule.replaceWith(parse('.select-none { user-select: none; }\\n.card { & .title { color: teal; } }'));
    },
  },
});
module.exports.postcss = true;
`;
const dir = makeProject(
  {
    'stand-in-unocss.cjs': standIn,
    'postcss.config.mjs': "import UnoCSS from './stand-in-unocss.cjs';\n\nexport default {\n  plugins: [UnoCSS()],\n};\n",
    'src/index.css': '@unocss;\n',
    'src/index.js': "import './index.css';\n",
    'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n',
  },
  'unocss',
);
let build: CliResult;
before(async () => {
  build = await runCli(dir, ['build']);
});

describe('UnoCSS', () => {
  test('Configure PostCSS and UnoCSS (Rsbuild side): the array-form config runs, and Lightning CSS processes the generated CSS for the browserslist', () => {
    assert.equal(build.code, 0, build.output);
    const css = outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/);
    assert.doesNotMatch(css, /@unocss/);
    assert.match(css, /\.select-none\{-webkit-user-select:none;user-select:none\}/);
    assert.match(css, /\.card \.title\{color:teal\}/);
  });
});
