import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, makeProject, outputFile, runCli } from './harness';

// Tailwind CSS is not installed here. These tests prove the Rsbuild side of the page with a
// stand-in PostCSS plugin registered exactly as the page registers @tailwindcss/postcss: the
// object form of postcss.config.mjs is picked up without Rsbuild config, each stylesheet is
// processed on its own, a second registration runs the plugin twice, and Lightning CSS, which
// runs afterwards, adds hex fallbacks for oklch() but keeps @layer and @property.
// Each instance marks the files it ran on with its own random id.
const standIn = `module.exports = () => {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    postcssPlugin: 'stand-in-tailwind',
    Once(root, { Rule, Declaration }) {
      const file = require('node:path').basename(root.source.input.file).replace(/\\W/g, '-');
      root.append(new Rule({ selector: '.ran-on-' + file + '-' + id, nodes: [new Declaration({ prop: 'order', value: '1' })] }));
    },
  };
};
module.exports.postcss = true;
`;
const css = `@layer theme, base, utilities;

@property --tw-rotate {
  syntax: "*";
  inherits: false;
}

@layer utilities {
  .text-sky-600 {
    color: oklch(58.8% 0.158 241.966);
  }
}
`;
const files = {
  'stand-in-tailwind.cjs': standIn,
  'postcss.config.mjs': "export default {\n  plugins: {\n    './stand-in-tailwind.cjs': {},\n  },\n};\n",
  'src/index.css': css,
  'src/Card.module.css': '.card { color: red; }\n',
  'src/index.js': "import './index.css';\nimport styles from './Card.module.css';\nconsole.log(styles);\n",
};
const dir = makeProject({ ...files, 'rsbuild.config.mjs': 'export default { output: { filenameHash: false } };\n' }, 'tailwind');
const twice = makeProject(
  {
    ...files,
    'src/index.js': "import './index.css';\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import tailwindcss from './stand-in-tailwind.cjs';

export default defineConfig({
  output: { filenameHash: false },
  tools: {
    postcss: (options, { addPlugins }) => {
      addPlugins(tailwindcss());
    },
  },
});
`,
  },
  'tailwind-twice',
);
let build: CliResult;
let twiceBuild: CliResult;
before(async () => {
  [build, twiceBuild] = await Promise.all([runCli(dir, ['build']), runCli(twice, ['build'])]);
});

describe('Tailwind CSS', () => {
  test('Register the PostCSS plugin (Rsbuild side): the object form of postcss.config.mjs runs on every stylesheet, each file on its own', () => {
    assert.equal(build.code, 0, build.output);
    const out = outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/);
    assert.match(out, /\.ran-on-index-css-[a-z0-9]+\{order:1\}/);
    assert.match(out, /\.ran-on-Card-module-css-[a-z0-9]+-[\w-]+\{order:1\}/);
  });

  test('Register the plugin in the Rsbuild config (Rsbuild side): with a config file as well, the plugin runs twice on each file', () => {
    assert.equal(twiceBuild.code, 0, twiceBuild.output);
    const out = outputFile(path.join(twice, 'dist'), /^static\/css\/index\.css$/);
    assert.equal(out.match(/\.ran-on-index-css-[a-z0-9]+/g)?.length, 2);
  });

  test('Browser support: Lightning CSS turns oklch() into a hex fallback plus display-p3 and lab() with the default targets, and keeps @layer and @property', () => {
    const out = outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/);
    assert.match(out, /@layer theme,base;@layer utilities\{\.text-sky-600\{color:#0084cc;color:color\(display-p3 [^)]+\);color:lab\([^)]+\)\}\}/);
    assert.match(out, /@property --tw-rotate\{syntax:"\*";inherits:false\}/);
  });
});
