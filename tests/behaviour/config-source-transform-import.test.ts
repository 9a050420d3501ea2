// docs/{en,zh}/config/source/transformImport: what @rsbuild/core 1.7.6 (through Rspack's SWC loader)
// rewrites named imports into, for each rule field and the function form. One production build
// with one environment per rule; the rewritten imports are kept as CommonJS externals, so each
// bundle shows the exact request strings the rule produced.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, listFiles, makeProject, pageText, readText } from './harness';

const app = `import { Button, DatePicker } from 'acme-ui';
import { debounce } from 'lodash';
import * as UI from 'acme-ui';
import { vendored } from '../vendor/node_modules/helper/index.js';
import { typed } from '../vendor/node_modules/helper/typed.ts';
import { Select, whole } from './barrel.js';
console.log(Button, DatePicker, debounce, UI, vendored, typed);
console.log(Select, whole);
`;

type Rules = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig['source'] extends infer S
  ? S extends { transformImport?: infer T } ? T : never
  : never;

const rules: Record<string, Rules> = {
  sample: [
    { libraryName: 'acme-ui', libraryDirectory: 'es', style: true },
    { libraryName: 'lodash', customName: 'lodash/{{ member }}' },
  ],
  defaults: [{ libraryName: 'acme-ui' }],
  noDash: [{ libraryName: 'acme-ui', camelToDashComponentName: false }],
  named: [{ libraryName: 'acme-ui', transformToDefaultImport: false }],
  styleCss: [{ libraryName: 'acme-ui', style: 'css' }],
  stylePlain: [{ libraryName: 'acme-ui', style: 'less' }],
  styleTemplate: [{ libraryName: 'acme-ui', style: '{{ member }}/style/index.css' }],
  styleDir: [{ libraryName: 'acme-ui', style: true, styleLibraryDirectory: 'styles' }],
  custom: [
    {
      libraryName: 'acme-ui',
      customName: 'acme-ui/es/components/{{ kebabCase member }}',
      customStyleName: 'acme-ui/es/styles/{{ kebabCase member }}.css',
    },
  ],
  fn: [
    { libraryName: 'acme-ui', style: true },
    (imports) => imports.map((rule) => (rule.libraryName === 'acme-ui' ? { ...rule, libraryDirectory: 'es' } : rule)),
  ],
  fnInPlace: (imports) => {
    imports.push({ libraryName: 'lodash', customName: 'lodash/{{ member }}' });
  },
};

describe('source.transformImport', () => {
  const dir = makeProject(
    {
      'src/index.js': app,
      // A default import and a re-export: neither is rewritten.
      'src/barrel.js': "import Whole from 'acme-ui';\nexport { Select } from 'acme-ui';\nexport const whole = Whole;\n",
      'vendor/node_modules/helper/index.js': "import { Button } from 'acme-ui';\nexport const vendored = Button;\n",
      'vendor/node_modules/helper/typed.ts': "import { Button } from 'acme-ui';\nexport const typed = Button;\n",
    },
    'transform-import',
  );
  const js: Record<string, string> = {};
  let errors: string[] = [];
  /** The modules a bundle requires, sorted: each is a request string the rule produced. */
  const requests = (name: string) => [...new Set([...js[name].matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]))].sort();

  before(async () => {
    const environments = Object.fromEntries(
      Object.entries(rules).map(([name, transformImport]) => [
        name,
        {
          // In noDash, typed.ts is excluded from SWC (it is written as plain JavaScript, so Rspack still parses it).
          source: { transformImport, ...(name === 'noDash' ? { exclude: [/typed\.ts$/] } : {}) },
          output: { distPath: { root: `dist/${name}` } },
          tools: { rspack: { externalsType: 'commonjs' as const, externals: [/^acme-ui(\/|$)/, /^lodash(\/|$)/] } },
        },
      ]),
    );
    // Without externals, the rewritten path is resolved for real: acme-ui is not installed.
    environments.missing = { source: { transformImport: rules.defaults }, output: { distPath: { root: 'dist/missing' } } } as any;
    ({ errors } = await buildProject(dir, {
      mode: 'production',
      output: { minify: false, filenameHash: false },
      environments,
    }));
    for (const name of Object.keys(rules)) js[name] = readText(path.join(dir, 'dist', name), 'static/js/index.js');
  });

  test('the sample: es folder, a /style import per component, lodash/{{ member }}', () => {
    assert.deepEqual(requests('sample'), [
      'acme-ui',
      'acme-ui/es/button',
      'acme-ui/es/button/style',
      'acme-ui/es/date-picker',
      'acme-ui/es/date-picker/style',
      'lodash/debounce',
    ]);
  });

  test('defaults: lib folder, kebab-case names, default imports, no stylesheet', () => {
    assert.deepEqual(requests('defaults'), ['acme-ui', 'acme-ui/lib/button', 'acme-ui/lib/date-picker', 'lodash']);
    assert.match(js.defaults, /__webpack_require__\.n\(button_namespaceObject\)/);
  });

  test('camelToDashComponentName: false keeps the export spelling', () => {
    assert.deepEqual(requests('noDash'), ['acme-ui', 'acme-ui/lib/Button', 'acme-ui/lib/DatePicker', 'lodash']);
  });

  test('transformToDefaultImport: false keeps the named import', () => {
    assert.deepEqual(requests('named'), ['acme-ui', 'acme-ui/lib/button', 'acme-ui/lib/date-picker', 'lodash']);
    assert.match(js.named, /button_namespaceObject\.Button/);
    assert.doesNotMatch(js.named, /__webpack_require__\.n\((?:button|date_picker)_namespaceObject\)/);
  });

  test("style: any plain string adds /style/css, a template is rendered with the component path", () => {
    const css = ['acme-ui', 'acme-ui/lib/button', 'acme-ui/lib/button/style/css', 'acme-ui/lib/date-picker', 'acme-ui/lib/date-picker/style/css', 'lodash'];
    assert.deepEqual(requests('styleCss'), css);
    assert.deepEqual(requests('stylePlain'), css);
    assert.deepEqual(requests('styleTemplate'), [
      'acme-ui',
      'acme-ui/lib/button',
      'acme-ui/lib/button/style/index.css',
      'acme-ui/lib/date-picker',
      'acme-ui/lib/date-picker/style/index.css',
      'lodash',
    ]);
  });

  test('styleLibraryDirectory: the stylesheet comes from that folder and style is ignored', () => {
    assert.deepEqual(requests('styleDir'), ['acme-ui', 'acme-ui/lib/button', 'acme-ui/lib/date-picker', 'acme-ui/styles/button', 'acme-ui/styles/date-picker', 'lodash']);
  });

  test('customName and customStyleName with kebabCase', () => {
    assert.deepEqual(requests('custom'), [
      'acme-ui',
      'acme-ui/es/components/button',
      'acme-ui/es/components/date-picker',
      'acme-ui/es/styles/button.css',
      'acme-ui/es/styles/date-picker.css',
      'lodash',
    ]);
  });

  test('function form: the sample changes the earlier rule; a lone function may change the list in place', () => {
    assert.deepEqual(requests('fn'), ['acme-ui', 'acme-ui/es/button', 'acme-ui/es/button/style', 'acme-ui/es/date-picker', 'acme-ui/es/date-picker/style', 'lodash']);
    assert.deepEqual(requests('fnInPlace'), ['acme-ui', 'lodash/debounce']);
  });

  test('a namespace import is left as it is', () => {
    assert.match(js.defaults, /const external_acme_ui_namespaceObject = require\("acme-ui"\);/);
    assert.match(js.defaults, /console\.log\(\(button_default\(\)\), \(date_picker_default\(\)\), external_lodash_namespaceObject\.debounce, external_acme_ui_namespaceObject, vendored, typed\);/);
  });

  test('a default import and a re-export (export { Select } from) are left as they are: no acme-ui/lib/select, both read the main entry', () => {
    // requests('defaults') above has no 'acme-ui/lib/select' and no default-import path either.
    assert.doesNotMatch(js.defaults, /acme-ui\/lib\/select|acme-ui\/lib\/whole/);
    assert.match(js.defaults, /const whole = \(external_acme_ui_default\(\)\);/);
    assert.match(js.defaults, /console\.log\(external_acme_ui_namespaceObject\.Select, whole\);/);
    for (const [lang, text] of [
      ['en', 'Only named imports are rewritten. A namespace import such as `import * as UI from \'acme-ui\'`, a default import such as `import UI from \'acme-ui\'` and a re-export such as `export { Select } from \'acme-ui\'` are left as they are and still load the library\'s main entry.'],
      ['zh', '只有具名导入会被改写。命名空间导入（如 `import * as UI from \'acme-ui\'`）、默认导入（如 `import UI from \'acme-ui\'`）和重新导出（如 `export { Select } from \'acme-ui\'`）都保持原样，仍然会加载组件库的主入口。'],
    ] as const) {
      assert.ok(pageText('config/source/transform-import', lang).includes(text), lang);
    }
  });

  test('a path that does not exist fails with Module not found naming the rewritten path', () => {
    assert.ok(errors.some((error) => error.includes("Module not found: Can't resolve 'acme-ui/lib/button'")));
    assert.ok(errors.some((error) => error.includes('import DatePicker from "acme-ui/lib/date-picker";')));
  });

  test('JavaScript in node_modules is left alone, TypeScript there is rewritten', () => {
    // vendored (a .js file below node_modules) reads Button from the whole library;
    // typed (a .ts file there) reads it from the rewritten path.
    assert.match(js.defaults, /const vendored = external_acme_ui_namespaceObject\.Button;/);
    assert.match(js.defaults, /const typed = \(button_default\(\)\);/);
  });

  test('a file removed with source.exclude is not rewritten', () => {
    assert.match(js.noDash, /const typed = external_acme_ui_namespaceObject\.Button;/);
  });

  test('the page names the files SWC compiles', () => {
    assert.match(pageText('config/source/transform-import', 'en'), /TypeScript and JSX files \(`\.ts`, `\.tsx`, `\.jsx`, `\.mts`, `\.cts`\), also inside `node_modules`/);
    assert.match(pageText('config/source/transform-import', 'zh'), /TypeScript 和 JSX 文件（`\.ts`、`\.tsx`、`\.jsx`、`\.mts`、`\.cts`），即使位于 `node_modules` 中/);
    assert.doesNotMatch(pageText('config/source/transform-import', 'en'), /which are your own code plus anything added/);
  });
});
