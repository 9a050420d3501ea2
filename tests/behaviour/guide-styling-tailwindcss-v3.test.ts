import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, makeProject, outputFile, rsbuildCore, runCli } from './harness';

// Tailwind CSS v3 is not installed here. A stand-in PostCSS plugin, registered in the page's
// object form with a `config` option, proves that Rsbuild loads the config file and hands the
// options to the plugin; the build cache test reads the Rspack config Rsbuild generates.
const standIn = `module.exports = (options = {}) => ({
  postcssPlugin: 'stand-in-tailwind-v3',
  Once(root, { Rule, Declaration }) {
    const config = require('node:path').basename(options.config || 'none');
    root.append(new Rule({ selector: '.stand-in-config', nodes: [new Declaration({ prop: '--config', value: config })] }));
  },
});
module.exports.postcss = true;
`;
const dir = makeProject(
  {
    'stand-in-tailwind.cjs': standIn,
    'tailwind.config.js': "module.exports = { content: { relative: true, files: ['./src/**/*.{html,js,ts,jsx,tsx}'] } };\n",
    'postcss.config.mjs': `import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default {
  plugins: {
    './stand-in-tailwind.cjs': { config: path.join(dirname, 'tailwind.config.js') },
  },
};
`,
    'src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    'src/index.js': "import './index.css';\n",
    'package.json': '{ "name": "tw3" }',
    '.browserslistrc': 'defaults\n',
    'config/tailwind.preset.js': 'module.exports = {};\n',
    'rsbuild.config.ts': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  output: { filenameHash: false },
  performance: {
    buildCache: {
      buildDependencies: [path.join(dirname, 'config/tailwind.preset.js')],
    },
  },
});
`,
  },
  'tailwind-v3',
);
let build: CliResult;
before(async () => {
  build = await runCli(dir, ['build']);
});

describe('Tailwind CSS v3', () => {
  test('Paths are relative to the working directory (Rsbuild side): the object-form config passes the config path to the plugin', () => {
    assert.equal(build.code, 0, build.output);
    assert.match(outputFile(path.join(dir, 'dist'), /^static\/css\/index\.css$/), /\.stand-in-config\{--config:tailwind\.config\.js\}/);
  });

  test('Tailwind config and the build cache: tailwind.config.js in the root is a build dependency next to package.json, the Rsbuild config and .browserslistrc; buildDependencies adds more', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: dir });
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: content });
    const [config] = await rsbuild.initConfigs();
    const cache = (config.experiments as any)?.cache ?? config.cache;
    const dependencies = Object.values(cache.buildDependencies ?? {}).flat().map((file: any) => path.relative(dir, file)).sort();
    assert.deepEqual(dependencies, ['.browserslistrc', 'config/tailwind.preset.js', 'package.json', 'rsbuild.config.ts', 'tailwind.config.js']);
  });
});
