import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import { assertPageSamplesTypeCheck, buildProject, type BuildResult, buildWithConfigFile, type CliResult, listFiles, makeProject, outputFile, pageSamples, pageText, plugin, readText, runCli, tscProject, withNodeEnv, writeProjectFiles } from './harness';

// The page's Button, Panel and composes samples, built in production and in development (the
// same files), plus the builds whose errors the page quotes.
const button = `.button {
  border: 0;
}

.base {
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

/* styling markup produced by a third-party widget */
.panel :global .rich-text p {
  margin: 0;
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
  // An id selector too, for "every class, id and @keyframes name is local".
  'src/components/reset.module.css': '.reset { margin: 0; }\n#main { margin: 0; }\n',
  'src/components/Panel.module.css': panel,
  'src/components/Box.css': '.box { color: red; }\n',
  // Outside src/components: a CSS Module only through the first pattern of the page's auto function.
  'src/legacy.modules.css': '.legacy { color: blue; }\n',
  'src/node_modules/ui-kit/package.json': '{ "name": "ui-kit" }',
  'src/node_modules/ui-kit/card.module.css': '.card { color: green; }\n',
  'src/index.js': `import styles from './components/Button.module.css';
import panel from './components/Panel.module.css';
import box from './components/Box.css';
import card from 'ui-kit/card.module.css';
import legacy from './legacy.modules.css';
console.log(JSON.stringify({ styles, panel, box, card, legacy }));
`,
  // The page's auto sample (English), with hash-free file names and exportGlobals added.
  'rsbuild.config.ts': pageSamples('guide/styling/css-modules', 'en').find((code) => code.includes('auto: (resourcePath)'))!
    .replace('  output: {\n', '  output: {\n    filenameHash: false,\n')
    .replace('    cssModules: {\n', '    cssModules: {\n      exportGlobals: true,\n'),
};
const prodDir = makeProject(app, 'css-modules');
const devDir = makeProject(app, 'css-modules-dev');
// namedExport: the page's typo and a leftover default import fail the build (environment
// "broken"); a clean production build (environment "shaken") leaves unused names out of the JS.
const namedDir = makeProject(
  {
    'src/Button.module.css': '.button { padding: 0; }\n.primary-button { color: red; }\n',
    'src/legacy.modules.css': '.legacy { color: blue; }\n',
    'src/Upper.MODULE.css': '.upper { color: blue; }\n',
    'src/Other.module.css': '.other { color: green; }\n',
    'src/index.js': "import { button, primaryButon } from './Button.module.css';\nimport { legacy } from './legacy.modules.css';\nimport { upper } from './Upper.MODULE.css';\nimport styles from './Other.module.css';\nconsole.log(button, primaryButon, legacy, upper, styles);\n",
    'src/Shaken.module.css': '.used-name { color: blue; }\n.unused-name { color: red; }\n',
    'src/shaken.js': "import { usedName } from './Shaken.module.css';\nconsole.log(usedName);\n",
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  output: {
    filenameHash: false,
    cssModules: {
      namedExport: true,
      exportLocalsConvention: 'camelCaseOnly',
    },
  },
  environments: {
    broken: { source: { entry: { index: './src/index.js' } } },
    shaken: { source: { entry: { shaken: './src/shaken.js' } }, output: { distPath: { root: 'dist-shaken' } } },
  },
});
`,
  },
  'css-modules-named',
);
// exportLocalsConvention values, the page's localIdentName, auto: false, auto as a regular
// expression (one anchored at the absolute path of the file, one at the relative path) and mode
// 'global', one environment each, on the page's first Button.module.css.
const conventions = ['camelCaseOnly', 'asIs', 'dashes', 'dashesOnly'] as const;
const conventionsDir = makeProject(
  {
    'src/components/Button.module.css': '.button {\n  padding: 8px 16px;\n}\n\n.primary-button {\n  color: white;\n}\n',
    'src/components/Global.module.css': '.plain {\n  color: red;\n}\n\n:local(.scoped) {\n  color: blue;\n}\n',
    'src/index.js': "import styles from './components/Button.module.css';\nconsole.log(JSON.stringify(styles));\n",
    'src/components/Panel.module.css': '.panel {\n  display: none;\n}\n\n:global(.is-open) .panel {\n  display: block;\n}\n',
    // An underscore, which only the camelCase values convert.
    'src/components/Snake.module.css': '.snake_case {\n  color: red;\n}\n',
    'src/conventions.js': "import styles from './components/Button.module.css';\nimport snake from './components/Snake.module.css';\nconsole.log(JSON.stringify({ ...styles, ...snake }));\n",
    'src/panel.js': "import styles from './components/Panel.module.css';\nconsole.log(JSON.stringify(styles));\n",
    'src/global.js': "import styles from './components/Global.module.css';\nconsole.log(JSON.stringify(styles));\n",
    'src/side-effect.js': "import './components/Button.module.css';\n",
    'src/components/Card.module.css': '.title {\n  font-size: 20px;\n}\n',
    'src/components/Dialog.module.css': '.title {\n  font-size: 14px;\n}\n',
    'src/titles.js': "import card from './components/Card.module.css';\nimport dialog from './components/Dialog.module.css';\nconsole.log(JSON.stringify({ card: card.title, dialog: dialog.title }));\n",
    // node and web-worker targets: only css-loader runs. Server.module.css is imported by them
    // alone; the PostCSS config records every file PostCSS sees (a no-op for the output).
    'src/components/Server.module.css': '.server-only {\n  user-select: none;\n}\n',
    'src/server.js': "import styles from './components/Button.module.css';\nimport server from './components/Server.module.css';\nconsole.log(JSON.stringify({ ...styles, ...server }));\n",
    'postcss.config.cjs': `const { appendFileSync } = require('node:fs');
const path = require('node:path');
module.exports = {
  plugins: [{ postcssPlugin: 'log-files', Once(root, { result }) { appendFileSync(path.join(__dirname, 'postcss-files.log'), path.basename(result.opts.from) + '\\n'); } }],
};
`,
  },
  'css-modules-conventions',
);
const absoluteButton = new RegExp(`^${path.join(conventionsDir, 'src/components/Button.module.css').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
writeProjectFiles(conventionsDir, {
  'rsbuild.config.mjs': `const conventions = ${JSON.stringify(conventions)};
export default {
  output: { filenameHash: false },
  environments: {
    ...Object.fromEntries(conventions.map((convention) => [convention, { source: { entry: { index: './src/conventions.js' } }, output: { cssModules: { exportLocalsConvention: convention }, distPath: { root: 'dist/' + convention } } }])),
    pattern: { source: { entry: { index: './src/conventions.js' } }, output: { cssModules: { localIdentName: '[name]__[local]--[hash:base64:5]' }, distPath: { root: 'dist/pattern' } } },
    off: { source: { entry: { index: './src/side-effect.js' } }, output: { cssModules: { auto: false }, distPath: { root: 'dist/off' } } },
    absolute: { output: { cssModules: { auto: ${absoluteButton} }, distPath: { root: 'dist/absolute' } } },
    relative: { source: { entry: { index: './src/side-effect.js' } }, output: { cssModules: { auto: /^src[\\/]components[\\/]/ }, distPath: { root: 'dist/relative' } } },
    globalsOff: { source: { entry: { index: './src/panel.js' } }, output: { distPath: { root: 'dist/globalsOff' } } },
    globalMode: { source: { entry: { index: './src/global.js' } }, output: { cssModules: { mode: 'global' }, distPath: { root: 'dist/globalMode' } } },
    localOnly: { source: { entry: { index: './src/titles.js' } }, output: { cssModules: { localIdentName: '[local]' }, distPath: { root: 'dist/localOnly' } } },
    titles: { source: { entry: { index: './src/titles.js' } }, output: { distPath: { root: 'dist/titles' } } },
    nodeTarget: { source: { entry: { index: './src/server.js' } }, output: { target: 'node', distPath: { root: 'dist/nodeTarget' } } },
    workerTarget: { source: { entry: { index: './src/server.js' } }, output: { target: 'web-worker', distPath: { root: 'dist/workerTarget' } } },
  },
};
`,
});
// The extension rule for Sass, Less and Stylus once their plugins are registered.
const preprocessorsDir = makeProject(
  {
    'src/Button.module.less': '@gap: 8px;\n.less-button { padding: @gap; }\n',
    'src/Button.module.styl': 'gap = 8px\n.styl-button\n  padding gap\n',
    'src/Button.module.scss': '$gap: 8px;\n.scss-button { padding: $gap; }\n',
    'src/index.js': "import less from './Button.module.less';\nimport styl from './Button.module.styl';\nimport scss from './Button.module.scss';\nconsole.log(JSON.stringify({ less, styl, scss }));\n",
    'rsbuild.config.mjs': `import { pluginLess } from '@rsbuild/plugin-less';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginStylus } from '@rsbuild/plugin-stylus';
export default { plugins: [pluginLess(), pluginSass(), pluginStylus()], output: { filenameHash: false } };
`,
  },
  'css-modules-preprocessors',
);
const brokenDir = makeProject(
  {
    'src/hover.module.css': '.base { color: red; }\n.primary-button:hover { composes: base; }\n',
    'src/order.module.css': '.primary-button {\n  composes: base;\n}\n.base { color: red; }\n',
    'src/plain.css': '.title { color: red; }\n',
    'src/index.js': "import './hover.module.css';\nimport './order.module.css';\nimport styles from './plain.css';\nconsole.log(styles);\n",
  },
  'css-modules-broken',
);
// TypeScript: the page's tsc messages, checked with the repository's TypeScript against the
// declarations of @rsbuild/core 1.x (`types: []`, so only the reference brings them in). Two
// programs, because a reference in one file would give its declarations to the whole program.
// noUncheckedSideEffectImports: side-effect imports of plain stylesheets are checked too.
const compilerOptions = '"compilerOptions": { "strict": true, "noEmit": true, "module": "esnext", "moduleResolution": "bundler", "noUncheckedSideEffectImports": true, "types": [] }';
const typesDir = makeProject(
  {
    'tsconfig.without.json': `{ ${compilerOptions}, "files": ["src/without-reference.ts", "src/side-effects.ts"] }\n`,
    'tsconfig.with.json': `{ ${compilerOptions}, "files": ["src/with-reference.ts"] }\n`,
    // TypeScript's own default for noUncheckedSideEffectImports, no declarations.
    'tsconfig.default.json': `{ ${compilerOptions.replace('"noUncheckedSideEffectImports": true, ', '')}, "files": ["src/side-effects.ts"] }\n`,
    'tsconfig.types.json': `{ ${compilerOptions.replace('"types": []', '"types": ["@rsbuild/core/types"]')}, "files": ["src/without-reference.ts", "src/every-module.ts", "src/side-effects.ts", "src/typed/bundler.ts"] }\n`,
    // CSS Modules that the build finds by another rule than the lowercase .module. spelling.
    'tsconfig.spellings.json': `{ ${compilerOptions.replace('"types": []', '"types": ["@rsbuild/core/types"]')}, "files": ["src/spellings.ts"] }\n`,
    'src/spellings.ts': "import legacy from './legacy.modules.css';\nimport upper from './Upper.MODULE.css';\nimport box from './components/Box.css';\nconsole.log(legacy.legacy, upper.upper, box.box);\n",
    // Side-effect imports of the six plain stylesheet extensions.
    'src/side-effects.ts': ['css', 'scss', 'sass', 'less', 'styl', 'stylus'].map((ext) => `import './theme.${ext}';`).join('\n') + '\n',
    // The six CSS Module extensions the declarations cover, each a read-only string map.
    'src/every-module.ts': [
      ...['css', 'scss', 'sass', 'less', 'styl', 'stylus'].map((ext) => `import ${ext} from './x.module.${ext}';`),
      'const names: string[] = [css.a, scss.a, sass.a, less.a, styl.a, stylus.a];',
      '// @ts-expect-error the keys are read-only',
      "css.a = 'b';",
      'console.log(names);',
      '',
    ].join('\n'),
    'src/Button.module.css': '.button { color: red; }\n',
    'src/without-reference.ts': "import styles from './Button.module.css';\nconsole.log(styles);\n",
    'src/with-reference.ts': "/// <reference types=\"@rsbuild/core/types\" />\nimport { button } from './Button.module.css';\nimport styles from './Button.module.css';\nconst key: string = styles.anything;\nconsole.log(button, key);\n",

    // "Generate exact types": the page's Button.module.css.d.ts, as the plugin writes it, next to
    // its stylesheet. bundler.ts (in tsconfig.types.json, which must print nothing) expects an error
    // for the misspelled key: with "bundler", tsc uses the generated file. nodenext.ts, in a folder
    // whose package.json says "type": "module", misspells the same key under "nodenext" and passes:
    // tsc never looks for Button.module.css.d.ts there and keeps the generic type.
    // TypeScript 6.0.3 and 7.0.2 (installed by hand on 2026-12-06) behaved the same, with "node16"
    // too; under "nodenext" in a package without "type": "module" all three used the generated file.
    'src/typed/Button.module.css': '.button { color: red; }\n.primary-button { color: blue; }\n',
    'src/typed/Button.module.css.d.ts': "// This file is automatically generated.\n// Please do not change this file!\ninterface CssExports {\n  button: string;\n  'primary-button': string;\n  primaryButton: string;\n}\ndeclare const cssExports: CssExports;\nexport default cssExports;\n",
    'src/typed/bundler.ts': "import styles from './Button.module.css';\n// @ts-expect-error the generated file has no key primaryButon\nconst key: string = styles.primaryButon;\nconsole.log(key);\n",
    'src/typed/package.json': '{ "type": "module" }\n',
    'src/typed/nodenext.ts': "import styles from './Button.module.css';\nconst key: string = styles.primaryButon;\nconsole.log(key);\n",
    'tsconfig.nodenext.json': `{ ${compilerOptions.replace('"module": "esnext", "moduleResolution": "bundler"', '"module": "nodenext", "moduleResolution": "nodenext"').replace('"types": []', '"types": ["@rsbuild/core/types"]')}, "files": ["src/typed/nodenext.ts"] }\n`,
  },
  'css-modules-types',
);
// `tsc -p <project>` in typesDir, in this process (tscProject: tsc's own steps, the libraries parsed once).
const runTypesTsc = (project: string) => tscProject(ts, typesDir, project);
// namedExport with the page's one misspelling (in the importing module only) and the page's
// `import * as styles` (src/star.js, built on its own in the test that reads it).
const typoDir = makeProject(
  {
    'src/components/Button.module.css': '.button { padding: 0; }\n.primary-button { color: red; }\n',
    'src/components/Button.jsx': "import { button, primaryButon } from './Button.module.css';\nconsole.log(button, primaryButon);\n",
    'src/index.js': "import './components/Button.jsx';\n",
    'src/star.js': "import * as styles from './components/Button.module.css';\nconsole.log(JSON.stringify(styles));\n",
    // One environment, as on the page: several would print their "build failed in" lines first.
    'rsbuild.config.mjs': `export default {
  output: { filenameHash: false, cssModules: { namedExport: true, exportLocalsConvention: 'camelCaseOnly' } },
};
`,
  },
  'css-modules-typo',
);
let typo: CliResult;
let tscWithout: { code: number; output: string };
let tscWith: { code: number; output: string };
let tscTypes: { code: number; output: string };
let tscSpellings: { code: number; output: string };
let tscNodenext: { code: number; output: string };
// The claims on the output are built in this process from each project's config file, as
// `rsbuild build` reads it; the claims on what the CLI prints (named, broken, typo) run the CLI.
let preprocessors: BuildResult;
let prod: BuildResult;
let dev: BuildResult;
let named: CliResult;
let broken: CliResult;
let conventionsBuild: BuildResult;
before(async () => {
  // NODE_ENV as `rsbuild build` sets it for the builds in this process, put back afterwards.
  [prod, dev, named, broken, conventionsBuild, preprocessors, typo, tscWithout, tscWith, tscTypes, tscSpellings, tscNodenext] = await withNodeEnv('production', () =>
    Promise.all([
      buildWithConfigFile(prodDir),
      buildWithConfigFile(devDir, { mode: 'development' }),
      runCli(namedDir, ['build']),
      runCli(brokenDir, ['build']),
      buildWithConfigFile(conventionsDir),
      buildWithConfigFile(preprocessorsDir),
      runCli(typoDir, ['build']),
      runTypesTsc('tsconfig.without.json'),
      runTypesTsc('tsconfig.with.json'),
      runTypesTsc('tsconfig.types.json'),
      runTypesTsc('tsconfig.spellings.json'),
      runTypesTsc('tsconfig.nodenext.json'),
    ]),
  );
});

// What a built index.js logs, run once in Node.js per bundle (the bundles do not change after before()).
const logged = new Map<string, any>();
const runOnce = (dist: string) => {
  if (!logged.has(dist)) logged.set(dist, JSON.parse(execFileSync(process.execPath, ['-e', outputFile(dist, /^static\/js\/index\.js$/)], { encoding: 'utf8' })));
  return logged.get(dist);
};
const exported = (dir: string) => runOnce(path.join(dir, 'dist'));
const exportedBy = (environment: string) => runOnce(path.join(conventionsDir, 'dist', environment));

describe('CSS Modules', () => {
  test('Generated class names: [local]-hash in production, [path][name]__[local]-hash in development, the same hash', () => {
    assert.deepEqual(prod.errors, []);
    assert.deepEqual(dev.errors, []);
    const prodName = exported(prodDir).styles.base as string;
    const hash = prodName.match(/^base-([\w-]{6})$/)?.[1];
    assert.ok(hash, prodName);
    // The development bundle carries the HMR runtime, so its stylesheet is read instead of running it.
    const devCss = outputFile(path.join(devDir, 'dist'), /^static\/css\/index\.css$/);
    assert.ok(devCss.includes(`.src-components-Button-module__base-${hash} {`), devCss);
  });

  test("Create a CSS Module: the page's Button.jsx and Button.module.css build with @rsbuild/plugin-react; without a framework plugin SWC stops at the JSX", async () => {
    const page = pageText('guide/styling/css-modules', 'en');
    const sample = (fence: string) => new RegExp('```' + fence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '"\\n([\\s\\S]*?)```').exec(page)?.[1];
    const files = {
      'src/components/Button.module.css': sample('css title="src/components/Button.module.css')!,
      'src/components/Button.jsx': sample('jsx title="src/components/Button.jsx')!,
      'src/index.js': "import { Button } from './components/Button.jsx';\nconsole.log(Button);\n",
    };
    assert.ok(files['src/components/Button.module.css'].includes('.primary-button {') && files['src/components/Button.jsx'].includes('<button type="button"'));
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const [react, bare] = await Promise.all([
      buildProject(makeProject(files, 'css-modules-jsx'), { plugins: [pluginReact()], output: { filenameHash: false } }),
      buildProject(makeProject(files, 'css-modules-jsx-bare'), { output: { filenameHash: false } }),
    ]);
    assert.deepEqual(react.errors, []);
    assert.match(outputFile(react.dist, /^static\/css\/index\.css$/), /\.button-sNNErJ\{/);
    assert.equal(bare.errors.length, 1);
    assert.match(bare.errors[0], /Expected '>', got 'type'/);
  });

  test("Generated class names: mode 'none' gets the long pattern, like development", async () => {
    const dir = makeProject({ 'src/components/Button.module.css': '.primary-button {\n  color: white;\n}\n', 'src/index.js': "import styles from './components/Button.module.css';\nconsole.log(styles);\n" }, 'css-modules-none');
    const { dist, errors } = await buildProject(dir, { mode: 'none', output: { filenameHash: false } });
    assert.deepEqual(errors, []);
    assert.match(outputFile(dist, /^static\/css\/index\.css$/), /^\.src-components-Button-module__primary-button-Cg2kv4 \{/);
  });

  test('Create a CSS Module: the stylesheet is minified in production mode only', () => {
    assert.match(outputFile(path.join(prodDir, 'dist'), /^static\/css\/index\.css$/), /\.button-sNNErJ\{border:0\}/);
    assert.match(outputFile(path.join(devDir, 'dist'), /^static\/css\/index\.css$/), /\.src-components-Button-module__button-sNNErJ \{\n  border: 0;\n\}/);
  });

  test('Names of the exported keys: camelCase exports both spellings', () => {
    const { styles } = exported(prodDir);
    assert.equal(styles.primaryButton, styles['primary-button']);
  });

  test('Names of the exported keys: camelCaseOnly, asIs, dashes and dashesOnly export the keys of the table', () => {
    assert.deepEqual(conventionsBuild.errors, []);
    const keys = Object.fromEntries(conventions.map((convention) => [convention, Object.keys(exportedBy(convention)).sort()]));
    assert.deepEqual(keys, {
      camelCaseOnly: ['button', 'primaryButton', 'snakeCase'],
      asIs: ['button', 'primary-button', 'snake_case'],
      dashes: ['button', 'primary-button', 'primaryButton', 'snake_case'],
      dashesOnly: ['button', 'primaryButton', 'snake_case'],
    });
    // The default, camelCase (the pattern environment), converts underscores too: "only dashes are converted" sets dashes apart.
    assert.deepEqual(Object.keys(exportedBy('pattern')).filter((key) => key.startsWith('snake')).sort(), ['snakeCase', 'snake_case']);
  });

  test('Generated class names: [name] keeps .module, and dots become dashes', () => {
    assert.equal(exportedBy('pattern').primaryButton, 'Button-module__primary-button--Cg2kv');
    assert.match(outputFile(path.join(conventionsDir, 'dist/pattern'), /^static\/css\/index\.css$/), /\.Button-module__primary-button--Cg2kv\{color:#fff\}/);
  });

  test('Generated class names: the hash depends on the file path (.title in two files gets two names, each the same in every build)', () => {
    assert.deepEqual(exportedBy('titles'), { card: 'title-H6mvT0', dialog: 'title-dSTZxT' });
  });

  test('Generated class names: with [local] alone, .title of two files gets the same name and the rules collide', () => {
    assert.deepEqual(exportedBy('localOnly'), { card: 'title', dialog: 'title' });
    // The minifier merges the two .title rules: the card's font size is lost.
    assert.equal(outputFile(path.join(conventionsDir, 'dist/localOnly'), /^static\/css\/index\.css$/), '.title{font-size:14px}');
  });

  test('Create a CSS Module: in a web build, Lightning CSS adds vendor prefixes and @import and url() are resolved', async () => {
    const dir = makeProject(
      {
        'src/Button.module.css': "@import './base.css';\n.button { user-select: none; background: url(./dot.png); }\n",
        'src/base.css': '.base-global { color: blue; }\n',
        // Larger than the 4 KiB inline limit, so url() points at an emitted file.
        'src/dot.png': 'x'.repeat(8000),
        'src/index.js': "import styles from './Button.module.css';\nconsole.log(styles.button);\n",
      },
      'css-modules-pipeline',
    );
    const { dist, errors } = await buildProject(dir, { output: { filenameHash: false } });
    assert.deepEqual(errors, []);
    assert.match(outputFile(dist, /^static\/css\/index\.css$/), /^\.base-global\{color:#00f\}\.button-[\w-]{6}\{-webkit-user-select:none;user-select:none;background:url\(\/static\/image\/dot\.png\)\}$/);
  });

  test('Choose which files are CSS Modules: auto false keeps every class name as written', () => {
    assert.equal(outputFile(path.join(conventionsDir, 'dist/off'), /^static\/css\/index\.css$/), '.button{padding:8px 16px}.primary-button{color:#fff}');
  });

  test('Create a CSS Module and Generated class names: the page\'s names for src/components/Button.module.css', () => {
    const { styles } = exported(prodDir);
    assert.equal(styles.button, 'button-sNNErJ');
    assert.equal(styles.base, 'base-gepX4p');
    assert.match(styles.primaryButton, /^primary-button-Cg2kv4 /);
    const devCss = outputFile(path.join(devDir, 'dist'), /^static\/css\/index\.css$/);
    assert.ok(devCss.includes('.src-components-Button-module__primary-button-Cg2kv4 {'), devCss);
  });

  test('Compose classes: the value lists the local name, the composed local names and the global class', () => {
    const { styles } = exported(prodDir);
    assert.equal(styles.primaryButton, 'primary-button-Cg2kv4 base-gepX4p reset-Ouvcsw visually-bold');
  });

  test('Compose classes: composes copies no declarations; each class keeps its own rule', () => {
    const css = outputFile(path.join(prodDir, 'dist'), /^static\/css\/index\.css$/);
    assert.ok(css.includes('.base-gepX4p{border-radius:6px;padding:8px 16px}') || css.includes('.base-gepX4p{padding:8px 16px;border-radius:6px}'), css);
    assert.ok(css.includes('.primary-button-Cg2kv4{background:#0a7cff}'), css);
  });

  test('Global and local selectors: :global keeps the name, ids and keyframes are local, exportGlobals adds the global key', () => {
    const { panel } = exported(prodDir);
    assert.equal(panel.isOpen, 'is-open');
    const css = outputFile(path.join(prodDir, 'dist'), /^static\/css\/index\.css$/);
    assert.match(css, /#main-[\w-]{6}\{margin:0\}/);
    assert.doesNotMatch(css, /#main\{/);
    assert.match(css, /\.is-open \.panel-[\w-]{6}\{display:block\}/);
    assert.match(css, /@keyframes fade-[\w-]{6}/);
    assert.match(css, /\.panel-[\w-]{6} \.rich-text p\{margin:0\}/);
  });

  test('Create a CSS Module: .module.scss, .module.less and .module.styl are CSS Modules once their plugins are registered', () => {
    assert.deepEqual(preprocessors.errors, []);
    const { less, styl, scss } = exported(preprocessorsDir);
    assert.match(scss.scssButton, /^scss-button-[\w-]{6}$/);
    assert.match(less.lessButton, /^less-button-[\w-]{6}$/);
    assert.match(styl.stylButton, /^styl-button-[\w-]{6}$/);
  });

  test('Choose which files are CSS Modules: the default auto ignores case (Upper.MODULE.css)', () => {
    assert.doesNotMatch(named.output, /imported as 'upper'/);
    assert.match(named.output, /imported as 'primaryButon'/);
  });

  test('Choose which files are CSS Modules: a regular expression in auto is tested against the absolute path', () => {
    assert.deepEqual(exportedBy('absolute'), { button: 'button-sNNErJ', 'primary-button': 'primary-button-Cg2kv4', primaryButton: 'primary-button-Cg2kv4' });
    // Anchored at the path relative to the project, it matches nothing: the names stay as written.
    assert.equal(outputFile(path.join(conventionsDir, 'dist/relative'), /^static\/css\/index\.css$/), '.button{padding:8px 16px}.primary-button{color:#fff}');
  });

  test('Global and local selectors: without exportGlobals, a :global class is not in the exported object', () => {
    assert.deepEqual(exportedBy('globalsOff'), { panel: 'panel-Y0NxQz' });
  });

  test("Global and local selectors: with mode 'global', only :local(...) names are renamed", () => {
    assert.deepEqual(Object.keys(exportedBy('globalMode')), ['scoped']);
    assert.match(exportedBy('globalMode').scoped, /^scoped-[\w-]{6}$/);
    assert.match(outputFile(path.join(conventionsDir, 'dist/globalMode'), /^static\/css\/index\.css$/), /^\.plain\{color:red\}\.scoped-[\w-]{6}\{color:#00f\}$/);
  });

  test('Choose which files are CSS Modules: the auto function adds src/components, .modules.css counts by default, node_modules modules are compiled', () => {
    const { box, card, legacy } = exported(prodDir);
    assert.match(box.box, /^box-[\w-]{6}$/);
    // The page's function keeps the .modules.css spelling of the default rule.
    assert.match(legacy.legacy, /^legacy-[\w-]{6}$/);
    // With the default auto, the named import from legacy.modules.css resolves (only the typo fails).
    assert.doesNotMatch(named.output, /imported as 'legacy'/);
    assert.match(card.card, /^card-[\w-]{6}$/);
  });

  test('Use named exports: a misspelled name fails the build', () => {
    assert.equal(named.code, 1);
    assert.match(named.output, /ESModulesLinkingError: export 'primaryButon' \(imported as 'primaryButon'\) was not found in '\.\/Button\.module\.css' \(possible exports: button, primaryButton\)/);
  });

  test('Use named exports: the misspelled name as printed, a × line below "error   Build error:" and the importing module\'s File: line', () => {
    assert.match(named.stderr, /^error   Build errors?: ?\nFile: \.\/src\/index\.js:[\d:-]+\n/m);
    assert.match(named.stderr, /\nFile: \.\/src\/index\.js:[\d:-]+\n  × ESModulesLinkingError: export 'primaryButon' \(imported as 'primaryButon'\) was not found in '\.\/Button\.module\.css' \(possible exports: button, primaryButton\)\n/);
  });

  test('Use named exports: one misspelling prints "error   Build error: ", the File: line, then the × line; several print "Build errors: "', () => {
    assert.equal(typo.code, 1, typo.output);
    assert.ok(
      `\n${typo.stderr}`.includes("\nerror   Build error: \nFile: ./src/components/Button.jsx:2:21-32\n  × ESModulesLinkingError: export 'primaryButon' (imported as 'primaryButon') was not found in './Button.module.css' (possible exports: button, primaryButton)\n"),
      typo.stderr,
    );
    // The named build has two errors: the misspelling and a leftover default import.
    assert.match(named.stderr, /^error   Build errors: \nFile: /m);
  });

  test('Use named exports: after the × line come a code frame and the import trace, then "error   build failed in", "error   Rspack build failed." with a stack trace, and exit code 1', () => {
    assert.equal(typo.code, 1, typo.output);
    const printed = typo.stderr.replace(/[ \t]+$/gm, '');
    const block = [
      'error   Build error:',
      'File: ./src/components/Button.jsx:2:21-32',
      "  × ESModulesLinkingError: export 'primaryButon' (imported as 'primaryButon') was not found in './Button.module.css' (possible exports: button, primaryButton)",
      '   ╭─[2:20]',
      " 1 │ import { button, primaryButon } from './Button.module.css';",
      ' 2 │ console.log(button, primaryButon);',
      '   ·                     ────────────',
      '   ╰────',
      'Import traces (entry → error):',
      '  ./src/index.js',
      '  ./src/components/Button.jsx ×',
      '',
      '',
    ].join('\n');
    assert.ok(printed.includes(block), printed);
    assert.match(printed.slice(printed.indexOf(block) + block.length), /^error   build failed in [\d.]+ m?s\nerror   Rspack build failed\.\n    at /);
    // No import trace when the failing module is the entry itself (src/index.js of the named build).
    assert.match(named.stderr, /File: \.\/src\/index\.js:/);
    assert.doesNotMatch(named.stderr, /Import traces/);
  });

  test('Use named exports: import * as styles gives an object of the named exports', async () => {
    const { dist, errors } = await buildProject(typoDir, {
      source: { entry: { star: './src/star.js' } },
      output: { filenameHash: false, distPath: { root: 'dist-star' }, cssModules: { namedExport: true, exportLocalsConvention: 'camelCaseOnly' } },
    });
    assert.deepEqual(errors, []);
    const js = outputFile(dist, /^static\/js\/star\.js$/);
    assert.deepEqual(JSON.parse(execFileSync(process.execPath, ['-e', js], { encoding: 'utf8' })), { button: 'button-sNNErJ', primaryButton: 'primary-button-Cg2kv4' });
  });

  test('Use named exports: a default import of a CSS Module then fails', () => {
    assert.match(named.output, /export 'default' \(imported as 'styles'\) was not found in '\.\/Other\.module\.css'/);
  });

  test('Use named exports: in production, names no module imports are left out of the JS; their rules stay in the CSS', () => {
    const shakenDist = path.join(namedDir, 'dist-shaken');
    const js = outputFile(shakenDist, /^static\/js\/shaken\.js$/);
    assert.match(js, /"used-name-[\w-]{6}"/);
    assert.doesNotMatch(js, /unused-name/);
    assert.match(outputFile(shakenDist, /^static\/css\/shaken\.css$/), /\.unused-name-[\w-]{6}\{color:red\}/);
  });

  test('Create a CSS Module: node and web-worker builds write no CSS file and skip PostCSS; the import still gets the names of the web build', () => {
    const absolute = exportedBy('absolute');
    for (const environment of ['nodeTarget', 'workerTarget']) {
      const dist = path.join(conventionsDir, 'dist', environment);
      const files = listFiles(dist);
      assert.deepEqual(files.filter((file) => file.endsWith('.css')), [], environment);
      const js = outputFile(dist, /index\.js$/);
      const names = JSON.parse(execFileSync(process.execPath, ['-e', js], { encoding: 'utf8' }));
      assert.equal(names.primaryButton, absolute.primaryButton, environment);
      assert.equal(names.button, absolute.button, environment);
      assert.match(names.serverOnly, /^server-only-[\w-]{6}$/, environment);
    }
    // The web environments send Button.module.css through PostCSS; Server.module.css, imported
    // only by the node and web-worker environments, never reaches it.
    const seen = readText(conventionsDir, 'postcss-files.log').trim().split('\n');
    assert.ok(seen.includes('Button.module.css'), seen.join(', '));
    assert.ok(!seen.includes('Server.module.css'), seen.join(', '));
  });

  test('Compose classes and Common problems: the quoted errors', () => {
    assert.equal(broken.code, 1);
    assert.match(broken.output, /composition is only allowed when selector is single :local class name/);
    assert.match(broken.output, /referenced class name "base" in composes not found/);
    assert.match(broken.output, /export 'default' \(imported as 'styles'\) was not found/);
  });

  test('Compose classes: the :hover rule fails with css-loader\'s whole message, then a stack trace', () => {
    assert.ok(broken.output.includes(`  ╰─▶   × Error: composition is only allowed when selector is single :local class name not in ":local(.primary-button):hover"\n        │     at `), broken.output);
  });

  test('Compose classes: a class composed above its declaration fails with postcss-modules-scope\'s SyntaxError, (2:3) and the absolute path, then a code frame', () => {
    const printed = broken.output.replace(/[ \t]+$/gm, '');
    assert.ok(printed.includes(`│ SyntaxError\n        │\n        │ (2:3) from "postcss-modules-scope" plugin: ${path.join(brokenDir, 'src/order.module.css')} referenced class name "base" in composes not found\n        │\n        │   1 | .primary-button {\n        │ > 2 |   composes: base;`), printed);
  });

  test('Compose classes: each broken file is reported twice, by css-loader and by cssExtractLoader', () => {
    for (const file of ['hover', 'order']) {
      const reports = broken.output.split(`File: ./src/${file}.module.css:1:1\n`).slice(1).map((report) => report.split('\n')[0]);
      assert.equal(reports.length, 2, file);
      assert.match(reports[0], /^  × Module build failed \(from .*\/@rsbuild\/core\/compiled\/css-loader\/index\.js\):$/);
      assert.match(reports[1], /^  × Module build failed \(from .*\/@rspack\/core\/dist\/cssExtractLoader\.js\):$/);
    }
  });

  test('Compose classes: with output.injectStyles a broken file is reported once, by css-loader only', async () => {
    const dir = makeProject({ 'src/index.js': "import s from './Button.module.css';\nconsole.log(s);\n", 'src/Button.module.css': '.primary-button:hover { composes: base; }\n.base { color: red; }\n' }, 'css-modules-inject-broken');
    const { errors } = await buildProject(dir, { mode: 'production', output: { injectStyles: true } });
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^ {2}× Module build failed \(from .*\/@rsbuild\/core\/compiled\/css-loader\/index\.js\):/);
    assert.ok(pageText('guide/styling/css-modules', 'en').includes('With [output.injectStyles](/config/output/inject-styles) there is no extract loader, and only the css-loader error is reported.'));
    assert.ok(pageText('guide/styling/css-modules', 'zh').includes('开启 [output.injectStyles](/config/output/inject-styles) 时没有提取 loader，只会报告 css-loader 的那一条错误。'));
  });

  test('Common problems: the export \'default\' message ends with (module has no exports) for a plain file, with (possible exports: …) for a CSS Module under namedExport', () => {
    assert.ok(broken.output.includes("export 'default' (imported as 'styles') was not found in './plain.css' (module has no exports)"), broken.output);
    assert.ok(named.output.includes("export 'default' (imported as 'styles') was not found in './Other.module.css' (possible exports: other)"), named.output);
  });
});

// "Generate exact types" was checked by hand on 2026-12-04: @rsbuild/plugin-typed-css-modules is
// not installed in tools/rsbuild-v1. 1.2.4 (npm pack; the newest 1.x, peer @rsbuild/core ^1.0.0 ||
// ^2.0.0) with @rsbuild/core 1.7.6 wrote the page's Button.module.css.d.ts byte for byte (keys sorted,
// 'primary-button' quoted), `export const button: string;` lines with namedExport, the index signature
// with looseTyping, nothing for an imported-by-no-script module, nothing for output.target 'node' or
// 'web-worker'; tsc then reported `Property 'primaryButon' does not exist on type 'CssExports'`.
// "Since 1.4" (plain stylesheets declared as modules) was checked by hand on 2026-12-05 with npm
// pack: types.d.ts of @rsbuild/core 1.3.22 declares no `*.css` module, that of 1.4.2 (the first 1.4
// release the registry has) declares `*.css`, `*.less`, `*.stylus` and the others as `{}`.
describe('TypeScript', () => {
  // @rsbuild/plugin-typed-css-modules is not installed here. Its 1.2.4 tarball (npm pack), in
  // dist/loader.cjs: `function codegen(keys, namedExport, looseTyping) { … if (namedExport) return
  // `${bannerMessage}\n${cssModuleToNamedExports(keys)}\n`; … cssModuleToInterface(keys, looseTyping) … }`,
  // and only cssModuleToInterface writes `[key: string]: string;` (when looseTyping is set), so
  // with namedExport the option adds nothing.
  test('Generate exact types: the page says looseTyping adds its index signature only without namedExport', () => {
    assert.ok(pageText('guide/styling/css-modules', 'en').includes('Without `namedExport`, the plugin option `looseTyping: true` adds an index signature to the `CssExports` interface'));
    assert.ok(pageText('guide/styling/css-modules', 'en').includes('with `namedExport: true` the file has no interface, and `looseTyping` adds nothing.'));
    assert.ok(pageText('guide/styling/css-modules', 'zh').includes('未开启 `namedExport` 时，插件选项 `looseTyping: true` 会在 `CssExports` 接口中额外添加索引签名'));
    assert.ok(pageText('guide/styling/css-modules', 'zh').includes('开启 `namedExport: true` 时，生成的文件中没有这个接口，`looseTyping` 不会添加任何内容。'));
  });

  test('the page\'s four rsbuild.config.ts samples type-check as written, in both languages', () => {
    // @rsbuild/plugin-typed-css-modules is not installed in tools/rsbuild-v1: its declarations,
    // copied from dist/index.d.ts of 1.2.4 (npm pack), stand in for the package.
    const typedCssModules = `import type { RsbuildPlugin } from '@rsbuild/core';
export declare const PLUGIN_TYPED_CSS_MODULES_NAME = "rsbuild:typed-css-modules";
export type PluginOptions = { looseTyping?: boolean };
export declare const pluginTypedCSSModules: (options?: PluginOptions) => RsbuildPlugin;
`;
    assertPageSamplesTypeCheck(ts, 'guide/styling/css-modules', 4, {
      files: { 'stub/plugin-typed-css-modules.d.ts': typedCssModules },
      moreOptions: (dir) => ({ paths: { '@rsbuild/plugin-typed-css-modules': [path.join(dir, 'stub/plugin-typed-css-modules.d.ts')] } }),
    });
  });

  test('Declare the module types: with noUncheckedSideEffectImports, side-effect imports of plain stylesheets fail without the declarations and pass with them', () => {
    assert.deepEqual(
      tscWithout.output.trim().split('\n').filter((line) => line.startsWith('src/side-effects.ts')),
      ['css', 'scss', 'sass', 'less', 'styl', 'stylus'].map((ext, index) => `src/side-effects.ts(${index + 1},8): error TS2307: Cannot find module './theme.${ext}' or its corresponding type declarations.`),
    );
    // tsconfig.types.json lists src/side-effects.ts with "@rsbuild/core/types": no error at all.
    assert.equal(tscTypes.output, '');
  });

  // TypeScript 6.0.3 and 7.0.2 (npm's latest), installed by hand on 2026-12-05 and run on the same
  // files with @rsbuild/core 1.7.6: without noUncheckedSideEffectImports in the tsconfig and without
  // the declarations, both printed `src/side.ts(1,8): error TS2882: Cannot find module or type
  // declarations for side-effect import of './index.css'.` (the option is on by default; false
  // silenced it), and `"types": ["@rsbuild/core/types"]` gave no error. Both printed the page's
  // TS2307 and TS2614 lines word for word; 6.0.3 exited with code 2, 7.0.2 with code 1.
  test('Declare the module types: TypeScript 5.9.3 leaves noUncheckedSideEffectImports off, so side-effect imports pass without the declarations', async () => {
    assert.equal(JSON.parse(readText(path.join(typesDir, 'node_modules/typescript'), 'package.json')).version, '5.9.3');
    // tscProject runs the steps of this TypeScript module, the same release.
    assert.equal(ts.version, '5.9.3');
    assert.deepEqual(await runTypesTsc('tsconfig.default.json'), { code: 0, output: '' });
  });

  test('Declare the module types: "@rsbuild/core/types" in compilerOptions.types works like the reference; .module.css, .scss, .sass, .less, .styl and .stylus are read-only string maps', () => {
    assert.equal(tscTypes.code, 0, tscTypes.output);
    assert.equal(tscTypes.output, '');
  });
  test('Generate exact types: before the files exist, tsc falls back to the generic type (any key of a default import passes, a named import fails)', () => {
    // src/with-reference.ts reads styles.anything and imports { button }; only the named import is an error.
    assert.deepEqual(tscWith.output.trim().split('\n').map((line) => line.replace(/:.*/, '')), ['src/with-reference.ts(2,10)']);
  });

  test('Declare the module types: without the reference tsc cannot find the module; the generic type accepts any key but has no named exports', () => {
    assert.equal(tscWithout.code, 2, tscWithout.output);
    assert.equal(tscWithout.output.trim().split('\n').filter((line) => line.startsWith('src/without-reference.ts')).join('\n'), "src/without-reference.ts(1,20): error TS2307: Cannot find module './Button.module.css' or its corresponding type declarations.");
    assert.equal(tscWith.code, 2, tscWith.output);
    // One error only: the default import and the arbitrary key type-check.
    assert.equal(tscWith.output.trim().split('\n').length, 1, tscWith.output);
    assert.match(tscWith.output, /^src\/with-reference\.ts\(2,10\): error TS2614: Module '"\*\.module\.css"' has no exported member 'button'/);
  });

  // TypeScript 6.0.3 and 7.0.2 (installed by hand on 2026-12-06) printed the same three lines for
  // the same files, exiting with 2 and 1. @rsbuild/plugin-typed-css-modules 1.2.4 with the page's
  // auto function wrote legacy.modules.css.d.ts, Upper.MODULE.css.d.ts and components/Box.css.d.ts
  // (and Button.module.css.d.ts, after rsbuild dev as after rsbuild build); with them in place, tsc
  // 5.9.3 and 7.0.2 passed.
  test('Declare the module types: .modules.css, .MODULE.css and a file that auto adds fall under the *.css declaration, which has no exports (TS2339)', () => {
    assert.equal(tscSpellings.code, 2, tscSpellings.output);
    assert.deepEqual(tscSpellings.output.trim().split('\n'), [
      `src/spellings.ts(4,20): error TS2339: Property 'legacy' does not exist on type 'typeof import("*.css")'.`,
      `src/spellings.ts(4,34): error TS2339: Property 'upper' does not exist on type 'typeof import("*.css")'.`,
      `src/spellings.ts(4,45): error TS2339: Property 'box' does not exist on type 'typeof import("*.css")'.`,
    ]);
  });

  test('Generate exact types: with "bundler" tsc uses Button.module.css.d.ts and rejects a misspelled key; with "nodenext" in a "type": "module" package it keeps the generic type and passes', () => {
    // tsconfig.types.json holds src/typed/bundler.ts, whose @ts-expect-error is used: no output.
    assert.deepEqual(tscTypes, { code: 0, output: '' });
    assert.deepEqual(tscNodenext, { code: 0, output: '' });
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('guide/styling/css-modules', lang);
      assert.ok(text.includes('"nodenext"') && text.includes('"node16"') && text.includes('"type": "module"'), lang);
    }
  });

  test('Declare the module types: the named import\'s TS2614 message, whole', () => {
    assert.equal(tscWith.output.trim(), `src/with-reference.ts(2,10): error TS2614: Module '"*.module.css"' has no exported member 'button'. Did you mean to use 'import button from "*.module.css"' instead?`);
  });
});
