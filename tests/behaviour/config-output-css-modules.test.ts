// docs/{en,zh}/config/output/css-modules.mdx: which files are CSS Modules, the class names and
// keys they export in production and development, each exportLocalsConvention, exportGlobals, auto (false, the page's
// function), namedExport, and the 'node' target's mapping. One production build with one
// environment per configuration, one development build, and one build that fails.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageText, withNodeEnv } from './harness';

const files = {
  'src/index.js': `import styles from './Card.module.css';
import many from './x.modules.css';
import * as plain from './plain.css';
globalThis.out = { styles, many, plain: { ...plain } };
`,
  'src/Card.module.css': '.card-title { font-weight: 600; }\n:global(.dark) .card-title { color: white; }\n',
  'src/x.modules.css': '.foo { color: red; }\n',
  'src/plain.css': '.bar { color: red; }\n',
  // auto: false
  'src/auto-false.js': `import * as card from './Card.module.css';
import icss from './theme.icss.css';
globalThis.out = { card: { ...card }, icss };
`,
  'src/theme.icss.css': ':export { primary: red; }\n',
  // the page's auto function
  'src/components.js': `import button from './components/Button.css';
import * as other from './other.css';
import card from './Card.module.css';
globalThis.out = { button, other: { ...other }, card };
`,
  'src/components/Button.css': '.primary { color: red; }\n',
  'src/other.css': '.other { color: red; }\n',
  // namedExport with the page's sample
  'src/named.js': `import * as styles from './Card.module.css';
import { cardTitle } from './Card.module.css';
import { usedOne } from './n.module.css';
globalThis.out = { same: styles.cardTitle === cardTitle, usedOne };
`,
  // exportLocalsConvention: one class with a dash, one with an underscore
  'src/conv.js': "import * as styles from './conv.module.css';\nglobalThis.out = Object.keys(styles.default ?? styles).sort();\n",
  'src/conv.module.css': '.card-title { color: red; }\n.snake_case { color: blue; }\n',
  'src/n.module.css': '.used-one { color: red; }\n.unused-one { color: blue; }\n',
  // localIdentName without a hash: three files that all declare .title, two of them named One.module.css
  'src/clash.js': `import one from './clash/One.module.css';
import two from './clash/Two.module.css';
import subOne from './clash/sub/One.module.css';
globalThis.out = [one.title, two.title, subOne.title];
`,
  'src/clash/One.module.css': '.title { color: red; }\n',
  'src/clash/Two.module.css': '.title { color: blue; }\n',
  'src/clash/sub/One.module.css': '.title { color: green; }\n',
};

/** Runs a bundle (a web script or a CommonJS 'node' bundle) and gives what it put in globalThis.out. */
function run(js: string): any {
  const context: Record<string, any> = { module: { exports: {} }, document: { getElementsByTagName: () => [], querySelectorAll: () => [] } };
  context.exports = context.module.exports;
  context.self = context;
  vm.runInNewContext(js, context);
  return JSON.parse(JSON.stringify(context.out));
}

const conventions = ['asIs', 'camelCase', 'camelCaseOnly', 'dashes', 'dashesOnly'] as const;

describe('output.cssModules', () => {
  const dir = makeProject(files, 'css-modules');
  const out: Record<string, any> = {};
  let namedJs: string;

  before(async () => {
    const env = (name: string, entry: string, output: Record<string, any> = {}) => ({
      [name]: { source: { entry: { index: entry } }, output: { ...output, distPath: { root: `dist/${name}` } } },
    });
    const { errors } = await withNodeEnv(undefined, () =>
      buildProject(dir, {
        mode: 'production',
        output: { filenameHash: false },
        environments: {
          ...env('web', './src/index.js'),
          ...env('node', './src/index.js', { target: 'node' }),
          ...env('globals', './src/index.js', { cssModules: { exportGlobals: true } }),
          ...env('autoFalse', './src/auto-false.js', { cssModules: { auto: false } }),
          // The function of the page's sample, as written there.
          ...env('components', './src/components.js', {
            cssModules: { auto: (resourcePath: string) => /\.module\.\w+$/i.test(resourcePath) || resourcePath.includes('/src/components/') },
          }),
          // Each exportLocalsConvention in a 'node' environment (no HTML, no CSS file).
          ...Object.assign(
            {},
            ...conventions.map((convention) => env(convention, './src/conv.js', { target: 'node', cssModules: { exportLocalsConvention: convention } })),
          ),
          ...env('named', './src/named.js', { cssModules: { namedExport: true, exportLocalsConvention: 'camelCaseOnly' } }),
          ...env('localOnly', './src/clash.js', { target: 'node', cssModules: { localIdentName: '[local]' } }),
          ...env('nameOnly', './src/clash.js', { target: 'node', cssModules: { localIdentName: '[name]__[local]' } }),
          ...env('pathName', './src/clash.js', { target: 'node', cssModules: { localIdentName: '[path][name]__[local]' } }),
        },
      }),
    );
    assert.deepEqual(errors, []);
    for (const name of ['web', 'globals', 'autoFalse', 'components', 'named']) out[name] = run(outputFile(path.join(dir, 'dist', name), /^static\/js\/index\.js$/));
    for (const convention of conventions) out[convention] = run(outputFile(path.join(dir, 'dist', convention), /^index\.js$/));
    out.node = run(outputFile(path.join(dir, 'dist/node'), /^index\.js$/));
    for (const name of ['localOnly', 'nameOnly', 'pathName']) out[name] = run(outputFile(path.join(dir, 'dist', name), /^index\.js$/));
    namedJs = outputFile(path.join(dir, 'dist/named'), /^static\/js\/index\.js$/);
    const development = await withNodeEnv(undefined, () => buildProject(dir, { mode: 'development', output: { distPath: { root: 'dist/development' } } }));
    assert.deepEqual(development.errors, []);
    out.development = run(outputFile(development.dist, /^static\/js\/index\.js$/));
  });

  test('with the defaults, *.module.css and *.modules.css files are CSS Modules used with a default import; a plain .css file exports nothing', () => {
    assert.deepEqual(out.web.many, { foo: 'foo-ZgpzoL' });
    assert.deepEqual(out.web.plain, {});
  });

  test("'camelCase' (the default) exports card-title and cardTitle; the class is card-title-<hash> in production and src-Card-module__card-title-<hash> in development", () => {
    assert.deepEqual(out.web.styles, { 'card-title': 'card-title-DBYo1Q', cardTitle: 'card-title-DBYo1Q' });
    assert.deepEqual(out.development.styles, { 'card-title': 'src-Card-module__card-title-DBYo1Q', cardTitle: 'src-Card-module__card-title-DBYo1Q' });
  });

  test('localIdentName without a hash: [local] alone clashes; [name] clashes only for files of the same name; [path][name] tells them apart', () => {
    assert.deepEqual(out.localOnly, ['title', 'title', 'title']);
    assert.deepEqual(out.nameOnly, ['One-module__title', 'Two-module__title', 'One-module__title']);
    assert.deepEqual(out.pathName, ['src-clash-One-module__title', 'src-clash-Two-module__title', 'src-clash-sub-One-module__title']);
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText('config/output/css-modules', lang), /without one, two files that both declare|否则两个文件都声明了/);
    assert.ok(pageText('config/output/css-modules', 'en').includes('With `[local]` alone, two files that both declare `.title` both get the class `title`, and their rules clash.'));
    assert.ok(pageText('config/output/css-modules', 'zh').includes('只写 `[local]` 时，两个都声明了 `.title` 的文件得到同一个类名 `title`，样式会互相冲突。'));
  });

  test('exportLocalsConvention: the keys each value exports for .card-title and .snake_case', () => {
    assert.deepEqual(
      Object.fromEntries(conventions.map((convention) => [convention, out[convention]])),
      {
        asIs: ['card-title', 'snake_case'],
        camelCase: ['card-title', 'cardTitle', 'snakeCase', 'snake_case'],
        camelCaseOnly: ['cardTitle', 'snakeCase'],
        dashes: ['card-title', 'cardTitle', 'snake_case'],
        dashesOnly: ['cardTitle', 'snake_case'],
      },
    );
  });

  test("exportGlobals: true also exports a :global(.dark) class under its own name ('dark'); by default it is not exported", () => {
    assert.deepEqual(out.globals.styles, { 'card-title': 'card-title-DBYo1Q', cardTitle: 'card-title-DBYo1Q', dark: 'dark' });
    assert.equal('dark' in out.web.styles, false);
  });

  test('auto: false: *.module.css is not a CSS Module, but a *.icss.css file still gets ICSS (:export) handling', () => {
    assert.deepEqual(out.autoFalse, { card: {}, icss: { primary: 'red' } });
  });

  test("the page's auto function: files under src/components are CSS Modules as well as *.module.* files; other .css files are not", () => {
    assert.deepEqual(out.components, { button: { primary: 'primary-BBZ5YH' }, other: {}, card: { 'card-title': 'card-title-DBYo1Q', cardTitle: 'card-title-DBYo1Q' } });
  });

  test("namedExport with 'camelCaseOnly': the page's sample gives styles.cardTitle === cardTitle, and a class no script imports is left out of the JavaScript", () => {
    assert.deepEqual(out.named, { same: true, usedOne: 'used-one-DJm0nk' });
    assert.ok(!namedJs.includes('unused-one'), namedJs);
  });

  test("for the 'node' target (no CSS emitted), CSS Modules export the same mapping as the web build", () => {
    assert.deepEqual(out.node, out.web);
    assert.deepEqual(out.node.styles, { 'card-title': 'card-title-DBYo1Q', cardTitle: 'card-title-DBYo1Q' });
  });

  test("the page says that auto: false still leaves *.icss.* files to ICSS handling", () => {
    assert.ok(pageText('config/output/css-modules', 'en').includes('- `false`: no file is a CSS Module. Files matching `/\\.icss\\.\\w+$/i` still get ICSS handling.'));
    assert.ok(pageText('config/output/css-modules', 'zh').includes('- `false`：所有文件都不是 CSS Modules，但匹配 `/\\.icss\\.\\w+$/i` 的文件仍按 ICSS 处理。'));
  });
});

describe('output.cssModules: namedExport errors', () => {
  test("namedExport: a default import fails with ESModulesLinkingError: export 'default' (imported as 'styles') was not found in './x.module.css' (possible exports: <class names>), and a misspelled class name fails the build too", async () => {
    const dir = makeProject(
      {
        'src/index.js': "import styles from './x.module.css';\nimport { titel } from './y.module.css';\nconsole.log(styles, titel);\n",
        'src/x.module.css': '.title { color: red; }\n.card { color: blue; }\n',
        'src/y.module.css': '.title { color: red; }\n',
      },
      'css-modules-named',
    );
    const { errors } = await withNodeEnv(undefined, () => buildProject(dir, { mode: 'production', output: { cssModules: { namedExport: true } } }));
    assert.equal(errors.length, 2, errors.join('\n'));
    assert.match(errors[0].trim(), /^× ESModulesLinkingError: export 'default' \(imported as 'styles'\) was not found in '\.\/x\.module\.css' \(possible exports: (card, title|title, card)\)$/m);
    assert.match(errors[1].trim(), /^× ESModulesLinkingError: export 'titel' \(imported as 'titel'\) was not found in '\.\/y\.module\.css' \(possible exports: title\)$/m);
  });
});
