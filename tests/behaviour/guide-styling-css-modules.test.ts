import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, makeProject, outputFile, runCli } from './harness';

// The page's Button, Panel and composes samples, built in production and in development (the
// same files), plus the builds whose errors the page quotes.
const button = `.base {
  padding: 8px 16px;
  border-radius: 6px;
}

.primary-button {
  composes: base;
  composes: reset from './reset.module.css';
  composes: visually-bold from global;
  background: #0a7cff;
}
`;
const panel = `.panel {
  display: none;
}

/* "is-open" is toggled by other code and keeps its name */
:global(.is-open) .panel {
  display: block;
}

@keyframes fade {
  from {
    opacity: 0;
  }
}

.panel {
  /* refers to the local, renamed "fade" */
  animation: fade 0.2s ease-out;
}
`;
const app = {
  'src/components/Button.module.css': button,
  'src/components/reset.module.css': '.reset { margin: 0; }\n',
  'src/components/Panel.module.css': panel,
  'src/components/Box.css': '.box { color: red; }\n',
  'src/node_modules/ui-kit/package.json': '{ "name": "ui-kit" }',
  'src/node_modules/ui-kit/card.module.css': '.card { color: green; }\n',
  'src/index.js': `import styles from './components/Button.module.css';
import panel from './components/Panel.module.css';
import box from './components/Box.css';
import card from 'ui-kit/card.module.css';
console.log(JSON.stringify({ styles, panel, box, card }));
`,
  'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  output: {
    filenameHash: false,
    cssModules: {
      auto: (resourcePath) =>
        /\\.module\\.\\w+$/i.test(resourcePath) ||
        /[\\\\/]src[\\\\/]components[\\\\/]/.test(resourcePath),
      exportGlobals: true,
    },
  },
});
`,
};
const prodDir = makeProject(app, 'css-modules');
const devDir = makeProject(app, 'css-modules-dev');
const namedDir = makeProject(
  {
    'src/Button.module.css': '.button { padding: 0; }\n.primary-button { color: red; }\n',
    'src/legacy.modules.css': '.legacy { color: blue; }\n',
    'src/index.js': "import { button, primaryButon } from './Button.module.css';\nimport { legacy } from './legacy.modules.css';\nconsole.log(button, primaryButon, legacy);\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  output: {
    cssModules: {
      namedExport: true,
      exportLocalsConvention: 'camelCaseOnly',
    },
  },
});
`,
  },
  'css-modules-named',
);
const brokenDir = makeProject(
  {
    'src/hover.module.css': '.base { color: red; }\n.primary-button:hover { composes: base; }\n',
    'src/order.module.css': '.primary-button { composes: base; }\n.base { color: red; }\n',
    'src/plain.css': '.title { color: red; }\n',
    'src/index.js': "import './hover.module.css';\nimport './order.module.css';\nimport styles from './plain.css';\nconsole.log(styles);\n",
  },
  'css-modules-broken',
);
let prod: CliResult;
let dev: CliResult;
let named: CliResult;
let broken: CliResult;
before(async () => {
  [prod, dev, named, broken] = await Promise.all([
    runCli(prodDir, ['build']),
    runCli(devDir, ['build', '--mode', 'development']),
    runCli(namedDir, ['build']),
    runCli(brokenDir, ['build']),
  ]);
});

const exported = (dir: string) => {
  const js = outputFile(path.join(dir, 'dist'), /^static\/js\/index\.js$/);
  return JSON.parse(execFileSync(process.execPath, ['-e', js], { encoding: 'utf8' }));
};

describe('CSS Modules', () => {
  test('Generated class names: [local]-hash in production, [path][name]__[local]-hash in development, the same hash', () => {
    assert.equal(prod.code, 0, prod.output);
    assert.equal(dev.code, 0, dev.output);
    const prodName = exported(prodDir).styles.base as string;
    const hash = prodName.match(/^base-([\w-]{6})$/)?.[1];
    assert.ok(hash, prodName);
    // The development bundle carries the HMR runtime, so its stylesheet is read instead of running it.
    const devCss = outputFile(path.join(devDir, 'dist'), /^static\/css\/index\.css$/);
    assert.ok(devCss.includes(`.src-components-Button-module__base-${hash} {`), devCss);
  });

  test('Names of the exported keys: camelCase exports both spellings', () => {
    const { styles } = exported(prodDir);
    assert.equal(styles.primaryButton, styles['primary-button']);
  });

  test('Compose classes: the value lists the local name, the composed local names and the global class', () => {
    const { styles } = exported(prodDir);
    assert.match(styles.primaryButton, /^primary-button-[\w-]{6} base-[\w-]{6} reset-[\w-]{6} visually-bold$/);
  });

  test('Global and local selectors: :global keeps the name, keyframes are local, exportGlobals adds the global key', () => {
    const { panel } = exported(prodDir);
    assert.equal(panel.isOpen, 'is-open');
    const css = outputFile(path.join(prodDir, 'dist'), /^static\/css\/index\.css$/);
    assert.match(css, /\.is-open \.panel-[\w-]{6}\{display:block\}/);
    assert.match(css, /@keyframes fade-[\w-]{6}/);
  });

  test('Choose which files are CSS Modules: the auto function adds src/components, .modules.css counts by default, node_modules modules are compiled', () => {
    const { box, card } = exported(prodDir);
    assert.match(box.box, /^box-[\w-]{6}$/);
    // With the default auto, the named import from legacy.modules.css resolves (only the typo fails).
    assert.doesNotMatch(named.output, /imported as 'legacy'/);
    assert.match(card.card, /^card-[\w-]{6}$/);
  });

  test('Use named exports: a misspelled name fails the build', () => {
    assert.equal(named.code, 1);
    assert.match(named.output, /ESModulesLinkingError: export 'primaryButon' \(imported as 'primaryButon'\) was not found in '\.\/Button\.module\.css' \(possible exports: button, primaryButton\)/);
  });

  test('Compose classes and Common problems: the quoted errors', () => {
    assert.equal(broken.code, 1);
    assert.match(broken.output, /composition is only allowed when selector is single :local class name/);
    assert.match(broken.output, /referenced class name "base" in composes not found/);
    assert.match(broken.output, /export 'default' \(imported as 'styles'\) was not found/);
  });
});
