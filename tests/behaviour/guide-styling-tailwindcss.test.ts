import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, makeProject, outputFile, runCli, writeProjectFiles } from './harness';

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
// Tailwind v4 scans from process.cwd(). A monorepo where packages/web is built with --root, once
// from a sibling package and once from the repository root; the stand-in writes the working
// directory its PostCSS run saw into the CSS.
const monorepo = makeProject(
  {
    'packages/web/record-cwd.cjs':
      "module.exports = () => ({ postcssPlugin: 'record-cwd', Once(root, { Rule, Declaration }) { root.append(new Rule({ selector: '.cwd', nodes: [new Declaration({ prop: 'content', value: JSON.stringify(process.cwd()) })] })); } });\nmodule.exports.postcss = true;\n",
    'packages/web/postcss.config.mjs': "export default {\n  plugins: {\n    './record-cwd.cjs': {},\n  },\n};\n",
    'packages/web/rsbuild.config.mjs': "export default { output: { filenameHash: false, minify: false } };\n",
    'packages/web/src/index.css': '.a { color: red; }\n',
    'packages/web/src/index.js': "import './index.css';\n",
    'packages/tools/README.md': 'another package\n',
  },
  'tailwind-monorepo',
);
const webDist = path.join(monorepo, 'packages/web/dist');
let build: CliResult;
let twiceBuild: CliResult;
let fromSibling: { result: CliResult; css: string };
let fromRepoRoot: { result: CliResult; css: string };
before(async () => {
  [build, twiceBuild] = await Promise.all([runCli(dir, ['build']), runCli(twice, ['build'])]);
  // The two monorepo builds write the same dist, so they run one after the other.
  const result = await runCli(path.join(monorepo, 'packages/tools'), ['build', '--root', '../web']);
  fromSibling = { result, css: result.code === 0 ? outputFile(webDist, /^static\/css\/index\.css$/) : '' };
  const rootResult = await runCli(monorepo, ['build', '--root', 'packages/web']);
  fromRepoRoot = { result: rootResult, css: rootResult.code === 0 ? outputFile(webDist, /^static\/css\/index\.css$/) : '' };
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

  test('Classes work in development but are missing in CI (Rsbuild side): --root leaves the working directory where the command ran, so a sibling package is what Tailwind would scan and the repository root contains the project', () => {
    assert.equal(fromSibling.result.code, 0, fromSibling.result.output);
    assert.ok(fromSibling.css.includes(`content: ${JSON.stringify(path.join(monorepo, 'packages/tools'))}`), fromSibling.css);
    assert.equal(fromRepoRoot.result.code, 0, fromRepoRoot.result.output);
    assert.ok(fromRepoRoot.css.includes(`content: ${JSON.stringify(monorepo)}`), fromRepoRoot.css);
  });
});
