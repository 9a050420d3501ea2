// Claims of plugins/list/plugin-svgr, checked with @rsbuild/plugin-svgr 1.3.1 and @rsbuild/core 1.7.6:
// builds with the plugin's options, and tsc runs on the page's type declarations.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import ts from 'typescript';
import type { PluginSvgrOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-svgr';
import { buildProject, createTypeProgram, listFiles, makeProject, outputFile, pageText, plugin, repoRoot, rsbuildCore } from './harness';

// The options type, key by key (tsc fails if the page's types drift from the package's).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type RuleSetCondition = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').Rspack.RuleSetCondition;
export type OptionTypes = [
  Expect<Equal<keyof PluginSvgrOptions, 'svgrOptions' | 'mixedImport' | 'query' | 'exclude' | 'excludeImporter'>>,
  Expect<Equal<PluginSvgrOptions['mixedImport'], boolean | undefined>>,
  Expect<Equal<PluginSvgrOptions['query'], RegExp | undefined>>,
  Expect<Equal<PluginSvgrOptions['exclude'], RuleSetCondition | undefined>>,
  Expect<Equal<PluginSvgrOptions['excludeImporter'], RuleSetCondition | undefined>>,
];

// The logo has an id so that SVGO's prefixIds shows in the output, and a viewBox to keep.
const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="a"/></defs><rect width="10" height="10" fill="url(#a)"/></svg>';

async function build(files: Record<string, string>, options: PluginSvgrOptions, withReact = true) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginReact } = await plugin('@rsbuild/plugin-react');
  const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
  const cwd = makeProject({ 'src/logo.svg': logo, ...files }, 'svgr');
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      plugins: withReact ? [pluginSvgr(options), pluginReact()] : [pluginSvgr(options)],
      output: { minify: false, filenameHash: false },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      logLevel: 'silent',
    },
  });
  // The JS API throws only "Rspack build failed"; the compile error itself is in the stats.
  let error = '';
  // The first line of each error message without its × mark, as the CLI prints it.
  let errorLines: string[] = [];
  rsbuild.onAfterBuild(({ stats }) => {
    if (!stats?.hasErrors()) return;
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    error = JSON.stringify(errors);
    errorLines = errors.map((item) => item.message.split('\n')[0]);
  });
  try {
    await rsbuild.build();
  } catch {
    return { dist: '', js: '', error, errorLines };
  }
  const dist = path.join(cwd, 'dist');
  return { dist, js: outputFile(dist, /^static\/js\/index\.js$/), error, errorLines };
}

// Type checks run in this process with the root's TypeScript 5 (a tsc process per fixture took
// seconds each). React's types come from the root: tools/rsbuild-v1 has none.
const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  paths: {
    react: [path.join(repoRoot, 'node_modules/@types/react')],
    'react/*': [path.join(repoRoot, 'node_modules/@types/react/*')],
  },
};

/** Type-checks the fixture's `src` like `tsc -p .`; returns tsc's lines `file(line,col): error TS…: …`. */
function typeCheck(files: Record<string, string>, overrides: ts.CompilerOptions = {}): string {
  const cwd = makeProject(files, 'svgr-types');
  const rootNames = Object.keys(files).filter((file) => file.startsWith('src/')).map((file) => path.join(cwd, file));
  const program = createTypeProgram(ts, { rootNames, options: { ...compilerOptions, ...overrides } });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return `error TS${diagnostic.code}: ${message}`;
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${path.relative(cwd, diagnostic.file.fileName)}(${line + 1},${character + 1}): error TS${diagnostic.code}: ${message}`;
    })
    .join('\n');
}

/** An SVG file of exactly `bytes` bytes (ASCII), padded with a comment. */
const svgOfSize = (bytes: number) => {
  const head = '<svg xmlns="http://www.w3.org/2000/svg"><!--';
  const tail = '--></svg>';
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
};

// With a title and a size, for svgoConfig overrides and SVGR's icon option.
const titled = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 10 10"><title>Badge</title><rect width="10" height="10"/></svg>';

// The logo with a class attribute.
const classed = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="a"/></defs><rect class="st0" width="10" height="10" fill="url(#a)"/></svg>';

// A class that only the file's own <style> rule uses, on one element.
const styled = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>.st0{fill:red}</style><rect class="st0" width="10" height="10"/></svg>';

// The first line type-checks only if Logo is a component; the second fails on purpose, and its
// message names the type TypeScript gave the import.
const useDefaultSvg = {
  'src/App.tsx': "import Logo from './logo.svg';\nexport const App = () => <Logo width={40} />;\nexport const probe: number = Logo;\n",
};

const results: Record<string, Awaited<ReturnType<typeof build>>> = {};
const typeRuns: Record<string, string> = {};

before(async () => {
  const entry = [
    "import Logo from './logo.svg?react';",
    "import logoUrl from './logo.svg?url';",
    "import logoInline from './logo.svg?inline';",
    "import logoRaw from './logo.svg?raw';",
    "import plain from './logo.svg';",
    "import at4096 from './at-4096.svg';",
    "import at4097 from './at-4097.svg';",
    // ?inline inlines even a file above output.dataUriLimit.
    "import at4097Inline from './at-4097.svg?inline';",
    // The default query /react/ is tested against the whole query string.
    "import LogoV from './logo.svg?react&v=2';",
    // Two names that differ only in '.' and '_', and a class attribute, for SVGO's prefixIds.
    "import Dotted from './logo.dark.svg?react';",
    "import Underscored from './logo_dark.svg?react';",
    // A <style> rule for a class used by one element only.
    "import Styled from './styled.svg?react';",
    'window.out = { Logo, logoUrl, logoInline, logoRaw, plain, at4096, at4097, at4097Inline, LogoV, Dotted, Underscored, Styled };',
  ].join('\n');
  const pageOrderFiles = {
    ...useDefaultSvg,
    'src/env.d.ts': '/// <reference path="./svg-component.d.ts" />\n/// <reference types="@rsbuild/core/types" />\n',
    'src/svg-component.d.ts':
      "declare module '*.svg' {\n  import type { FunctionComponent, SVGProps } from 'react';\n  const SvgComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n  export default SvgComponent;\n}\n",
  };
  const [defaults, mixed, exportDefault, customQuery, noReact, importErrors, pageOrder, referenceFirst, reactQuery, mixedTypes, noDeclaration, pageOrderLibCheck, componentQuery] = await Promise.all([
    build({ 'src/index.js': entry, 'src/at-4096.svg': svgOfSize(4096), 'src/at-4097.svg': svgOfSize(4097), 'src/logo.dark.svg': classed, 'src/logo_dark.svg': classed, 'src/styled.svg': styled }, {}),
    build(
      {
        'src/index.js': [
          "import url, { ReactComponent } from './logo.svg';",
          "import illustration from './illustrations/logo.svg';",
          "import Illustration from './illustrations/logo.svg?react';",
          "import { ReactComponent as Titled } from './titled.svg';",
          "import { ReactComponent as RcIcon } from './rc/icon.svg';",
          "import namedUrl, { Icon } from './named/icon.svg';",
          'window.out = { url, ReactComponent, illustration, Illustration, Titled, RcIcon, namedUrl, Icon };',
        ].join('\n'),
        'src/illustrations/logo.svg': logo,
        'src/titled.svg': titled,
        'src/rc/icon.svg': titled,
        // SVGR's own config file, found from the SVG's folder: it wins over the plugin's icon: false.
        'src/rc/.svgrrc': '{ "icon": true }\n',
        // SVGR's namedExport renames the component export of mixed imports.
        'src/named/icon.svg': logo,
        'src/named/.svgrrc': '{ "namedExport": "Icon" }\n',
      },
      {
        mixedImport: true,
        exclude: /[\\/]illustrations[\\/]/,
        svgrOptions: {
          icon: false,
          svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false } } }, 'removeDimensions'] },
        },
      },
    ),
    build(
      {
        'src/index.js': "import Logo from './logo.svg';\nimport legacyUrl from './legacy/widget.js';\nimport './index.css';\nwindow.out = { Logo, legacyUrl };",
        // Even with exportType 'default', an SVG referenced from CSS stays an asset.
        'src/index.css': ".logo { background: url('./logo.svg'); }\n",
        // excludeImporter applies to plain imports only: ?react from the legacy folder is still a component.
        'src/legacy/widget.js': "import url from '../logo.svg';\nimport LegacyLogo from '../logo.svg?react';\nwindow.legacy = LegacyLogo;\nexport default url;",
      },
      { svgrOptions: { exportType: 'default' }, excludeImporter: /[\\/]src[\\/]legacy[\\/]/ },
    ),
    build({ 'src/index.js': "import Icon from './logo.svg?component';\nimport notComponent from './logo.svg?react';\nwindow.out = { Icon, notComponent };" }, { query: /component/ }),
    build({ 'src/index.js': "import Logo from './logo.svg?react';\nwindow.out = Logo;" }, {}, false),
    // Both import errors of "Common problems" in one failing build.
    build(
      {
        'src/index.js': "import logo from './logo.svg';\nimport { ReactComponent } from './illustrations/logo.svg';\nwindow.out = { logo, ReactComponent };",
        'src/illustrations/logo.svg': logo,
      },
      { svgrOptions: { exportType: 'named' }, exclude: /[\\/]illustrations[\\/]/ },
    ),
    typeCheck(pageOrderFiles),
    typeCheck({
      ...useDefaultSvg,
      'src/env.d.ts':
        "/// <reference types=\"@rsbuild/core/types\" />\n\ndeclare module '*.svg' {\n  import type { FunctionComponent, SVGProps } from 'react';\n  const SvgComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n  export default SvgComponent;\n}\n",
    }),
    typeCheck({
      'src/App.tsx': "import Logo from './logo.svg?react';\nimport url from './logo.svg?url';\nexport const App = () => <Logo width={40} />;\nexport const href: string = url;\n",
      'src/env.d.ts':
        "/// <reference types=\"@rsbuild/core/types\" />\n\ndeclare module '*.svg?react' {\n  import type { FunctionComponent, SVGProps } from 'react';\n  const SvgComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n  export default SvgComponent;\n}\n",
    }),
    typeCheck({
      'src/App.tsx': "import badgeUrl, { ReactComponent as Badge } from './badge.svg';\nexport const App = () => <Badge width={16} />;\nexport const bg: string = badgeUrl;\n",
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'src/svg.d.ts': "declare module '*.svg' {\n  import type { FunctionComponent, SVGProps } from 'react';\n  export const ReactComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n}\n",
    }),
    typeCheck({
      'src/App.tsx': "import Logo from './logo.svg?react';\nexport const App = () => <Logo width={40} />;\n",
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
    }),
    typeCheck(pageOrderFiles, { skipLibCheck: false }),
    // query: /component/ with the pattern declared as the page says; ?react is then an unknown module.
    typeCheck({
      'src/App.tsx': "import Icon from './icon.svg?component';\nimport Old from './icon.svg?react';\nexport const App = () => <Icon width={40} />;\nexport const old = Old;\n",
      'src/env.d.ts':
        "/// <reference types=\"@rsbuild/core/types\" />\n\ndeclare module '*.svg?component' {\n  import type { FunctionComponent, SVGProps } from 'react';\n  const SvgComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n  export default SvgComponent;\n}\n",
    }),
  ]);
  Object.assign(results, { defaults, mixed, exportDefault, customQuery, noReact, importErrors });
  Object.assign(typeRuns, { pageOrder, referenceFirst, reactQuery, mixedTypes, noDeclaration, pageOrderLibCheck, componentQuery });
});

/**
 * The bodies of the concatenated modules whose id is `id` (e.g. `./src/logo.svg?url`), in bundle
 * order: Rspack heads each with `// CONCATENATED MODULE: <id>` when minify is off.
 */
function modules(js: string, id: string): string[] {
  return js
    .split(';// CONCATENATED MODULE: ')
    .slice(1)
    .filter((part) => part.startsWith(`${id}\n`))
    .map((part) => part.slice(id.length + 1));
}

const component = /const SvgLogo = \(props\)=>\/\*#__PURE__\*\/ \(0,jsx_runtime\.jsxs\)\("svg", \{\n\s+xmlns: "http:\/\/www\.w3\.org\/2000\/svg",\n\s+viewBox: "0 0 10 10",\n\s+\.\.\.props,/;
const dataUri = '"data:image/svg+xml;base64,PHN2ZyB4bWxucz0i';

describe('SVGR plugin', () => {
  test('Import SVG files: ?react gives a component whose props come after the file\'s attributes', () => {
    const [body] = modules(results.defaults.js, './src/logo.svg?react');
    assert.match(body, component);
    assert.match(body, /export default \*\/ const logoreact = \(SvgLogo\);/);
  });

  test('Import SVG files: the default SVGO settings keep viewBox and prefix ids with the file name', () => {
    const [body] = modules(results.defaults.js, './src/logo.svg?react');
    assert.match(body, /viewBox: "0 0 10 10"/);
    assert.match(body, /id: "logo_svg__a"/);
    assert.match(body, /fill: "url\(#logo_svg__a\)"/);
  });

  test('Import SVG files: the id prefix is the file name only, so logo.svg in two folders gets the same ids', () => {
    // src/logo.svg (mixed import) and src/illustrations/logo.svg?react, both with <linearGradient id="a"/>.
    assert.match(modules(results.mixed.js, './src/logo.svg')[0], /id: "logo_svg__a"/);
    assert.match(modules(results.mixed.js, './src/illustrations/logo.svg?react')[0], /id: "logo_svg__a"/);
  });

  test('Import SVG files: the prefix turns "." into "_", so logo.dark.svg and logo_dark.svg share logo_dark_svg__; class names are prefixed too', () => {
    for (const id of ['./src/logo.dark.svg?react', './src/logo_dark.svg?react']) {
      const [body] = modules(results.defaults.js, id);
      assert.match(body, /id: "logo_dark_svg__a"/, id);
      assert.match(body, /className: "logo_dark_svg__st0"/, id);
      assert.doesNotMatch(body, /"st0"/, id);
    }
  });

  test('Import SVG files: a class whose <style> rule applies to one element is dropped, and the rule moves into the element\'s style', () => {
    const [body] = modules(results.defaults.js, './src/styled.svg?react');
    assert.match(body, /style: \{\n\s+fill: "red"\n\s+\}/);
    assert.doesNotMatch(body, /className|st0/);
  });

  test('Import SVG files: the page says the prefix covers ids and class names, and that different file names can share it', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-svgr', lang);
      assert.ok(text.includes('`logo.dark.svg` 和 `logo_dark.svg`') || text.includes('`logo.dark.svg` and `logo_dark.svg` both turn it into `logo_dark_svg__a`'), lang);
      assert.ok(text.includes('`class="st0"` becomes `className: "logo_svg__st0"`') || text.includes('`class="st0"` 变成 `className: "logo_svg__st0"`'), lang);
      assert.ok(text.includes("moves that rule into the element's `style` and drops the class.") || text.includes('把这条规则移到该元素的 `style` 中，并去掉这个类名。'), lang);
      assert.ok(!text.includes('cannot clash') && !text.includes('来自不同文件名的内联 SVG 不会'), lang);
    }
  });

  test('Import SVG files: ?url emits the file, ?inline and a small plain import give data URIs, ?raw the source', () => {
    const { js, dist } = results.defaults;
    assert.ok(listFiles(dist).includes('static/svg/logo.svg'), listFiles(dist).join());
    assert.match(modules(js, './src/logo.svg?url')[0], /= __webpack_require__\.p \+ "static\/svg\/logo\.svg";/);
    assert.ok(modules(js, './src/logo.svg?inline')[0].includes(dataUri), '?inline');
    assert.ok(modules(js, './src/logo.svg')[0].includes(dataUri), 'plain');
    assert.ok(modules(js, './src/logo.svg?raw')[0].includes('= "<svg xmlns=\\"http://www.w3.org/2000/svg\\" viewBox=\\"0 0 10 10\\">'));
  });

  test('Import SVG files: ?inline gives a data URI even for a file above output.dataUriLimit (4097 bytes)', () => {
    assert.match(modules(results.defaults.js, './src/at-4097.svg?inline')[0], /= "data:image\/svg\+xml;base64,PHN2ZyB4bWxucz0i[\w+/=]+";/);
  });

  test('Import SVG files: a plain import is a data URI up to 4096 bytes (4096 inlined), a URL from 4097 bytes', () => {
    const { js, dist } = results.defaults;
    assert.match(modules(js, './src/at-4096.svg')[0], /"data:image\/svg\+xml;base64,/);
    assert.match(modules(js, './src/at-4097.svg')[0], /= __webpack_require__\.p \+ "static\/svg\/at-4097\.svg";/);
    assert.ok(listFiles(dist).includes('static/svg/at-4097.svg'), listFiles(dist).join());
    assert.ok(!listFiles(dist).includes('static/svg/at-4096.svg'), listFiles(dist).join());
  });

  test('Register the plugin: without pluginReact, a ?react import fails with "Expected \'>\', got \'ident\'"', () => {
    assert.match(results.noReact.error, /Expected '>', got 'ident'/);
    assert.match(results.noReact.error, /Syntax Error/);
  });

  test('Register the plugin: without pluginReact, an <svg> tag without attributes fails with "Expected \'>\', got \'{\'" instead', async () => {
    const bare = await build({ 'src/bare.svg': '<svg><rect/></svg>', 'src/index.js': "import Bare from './bare.svg?react';\nwindow.out = Bare;" }, {}, false);
    assert.match(bare.error, /Expected '>', got '\{'/);
    assert.doesNotMatch(bare.error, /got 'ident'/);
    assert.match(bare.error, /Syntax Error/);
  });

  test('Register the plugin: the order inside plugins does not matter (pluginSvgr listed before pluginReact builds)', () => {
    assert.equal(results.defaults.error, '');
    assert.equal(modules(results.defaults.js, './src/logo.svg?react').length, 1);
  });

  test('Type declarations: without a declaration, tsc reports "Cannot find module \'./logo.svg?react\'"', () => {
    assert.equal(typeRuns.noDeclaration, "src/App.tsx(1,18): error TS2307: Cannot find module './logo.svg?react' or its corresponding type declarations.");
  });

  test("Type declarations: with query /component/, a declaration of '*.svg?component' types the component, and ?react is no longer declared", () => {
    assert.equal(typeRuns.componentQuery, "src/App.tsx(2,17): error TS2307: Cannot find module './icon.svg?react' or its corresponding type declarations.");
  });

  test('Type declarations: the ?react declaration on the page type-checks a component and a ?url string', () => {
    assert.equal(typeRuns.reactQuery, '');
  });

  test('Type declarations: the mixedImport declaration merges with the string default export', () => {
    assert.equal(typeRuns.mixedTypes, '');
  });

  test('Type declarations: with exportType "default", the component declaration read before @rsbuild/core/types types plain imports as components', () => {
    // Only the deliberate `probe: number` line fails, and it names the component type.
    assert.equal(
      typeRuns.pageOrder,
      "src/App.tsx(3,14): error TS2322: Type 'FunctionComponent<SVGProps<SVGSVGElement>>' is not assignable to type 'number'.",
    );
  });

  test("Type declarations: with skipLibCheck false, the component declaration read first gives Duplicate identifier 'src' in both declaration files", () => {
    // Whole lines, in either order: tsc lists them in an order that varies from one checkout to another.
    assert.match(typeRuns.pageOrderLibCheck, /\/@rsbuild\/core\/types\.d\.ts\(113,18\): error TS2300: Duplicate identifier 'src'\.$/m);
    assert.match(typeRuns.pageOrderLibCheck, /^src\/svg-component\.d\.ts\(4,18\): error TS2300: Duplicate identifier 'src'\.$/m);
  });

  test('Type declarations: the same declaration after the @rsbuild/core/types reference leaves plain imports typed as string', () => {
    assert.equal(
      typeRuns.referenceFirst,
      "src/App.tsx(2,32): error TS2322: Type '{ width: number; }' is not assignable to type 'IntrinsicAttributes'.\n  Property 'width' does not exist on type 'IntrinsicAttributes'.\nsrc/App.tsx(3,14): error TS2322: Type 'string' is not assignable to type 'number'.",
    );
  });

  test('mixedImport: a plain import gives the URL (a data URI when small) as default export and the component beside it', () => {
    const [body] = modules(results.mixed.js, './src/logo.svg');
    assert.match(body, component);
    assert.ok(body.includes(`/* export default */ const logo = (${dataUri}`));
  });

  test('svgrOptions: svgoConfig plugins merge with the defaults (removeTitle off, removeDimensions added, viewBox kept)', () => {
    const [body] = modules(results.mixed.js, './src/titled.svg');
    assert.match(body, /viewBox: "0 0 10 10",\n\s+\.\.\.props,\n\s+children: \[\n\s+\/\*#__PURE__\*\/ \(0,jsx_runtime\.jsx\)\("title", \{\n\s+children: "Badge"/);
    assert.doesNotMatch(body, /width: "20"|height: "20"/);
  });

  test('svgrOptions: an .svgrrc next to the SVG overrides the options set in the plugin', () => {
    const [body] = modules(results.mixed.js, './src/rc/icon.svg');
    assert.match(body, /width: "1em",\n\s+height: "1em"/);
    assert.doesNotMatch(modules(results.mixed.js, './src/titled.svg')[0], /1em/);
  });

  test('exclude: an excluded SVG is a plain asset for plain imports, and still a component with ?react', () => {
    assert.ok(modules(results.mixed.js, './src/illustrations/logo.svg')[0].includes(dataUri));
    assert.doesNotMatch(modules(results.mixed.js, './src/illustrations/logo.svg')[0], /SvgLogo/);
    assert.match(modules(results.mixed.js, './src/illustrations/logo.svg?react')[0], /const \w*SvgLogo = \(props\)=>/);
  });

  test("Common problems: the named ReactComponent of a plain asset and the default export under exportType 'named' fail with the page's texts", () => {
    const { error, errorLines } = results.importErrors;
    assert.notEqual(error, '');
    // The whole first line of each error, as the CLI prints it below the File: line, × mark included.
    assert.ok(errorLines.includes("  × ESModulesLinkingError: Can't import the named export 'ReactComponent' (imported as 'ReactComponent') from default-exporting module (only default export is available)"), errorLines.join('\n'));
    assert.ok(errorLines.includes("  × ESModulesLinkingError: export 'default' (imported as 'logo') was not found in './logo.svg' (possible exports: ReactComponent)"), errorLines.join('\n'));
  });

  test('excludeImporter: with exportType "default", plain imports are components except from the excluded folder, which gets the URL', () => {
    const [fromApp, fromLegacy] = modules(results.exportDefault.js, './src/logo.svg');
    assert.match(fromApp, component);
    assert.match(fromApp, /export default \*\/ const logo = \(SvgLogo\);/);
    assert.ok(fromLegacy.includes(dataUri));
    assert.doesNotMatch(fromLegacy, /SvgLogo/);
  });

  test('excludeImporter: an import with the component query from an excluded folder still gives a component', () => {
    const [body] = modules(results.exportDefault.js, './src/logo.svg?react');
    assert.match(body, /const \w*SvgLogo = \(props\)=>/);
    assert.match(body, /\/\* export default \*\/ const logoreact = \(\w*SvgLogo\);/);
  });

  test("Import SVG files: an SVG referenced from CSS is an asset, even with exportType 'default'", () => {
    const css = outputFile(results.exportDefault.dist, /^static\/css\/index\.css$/);
    assert.ok(css.includes('.logo {\n  background: url(data:image/svg+xml;base64,PHN2ZyB4bWxucz0i'), css);
  });

  test("mixedImport: SVGR's namedExport sets the name of the component export", () => {
    // import { Icon } builds without "export 'Icon' … was not found", and it is the component.
    assert.equal(results.mixed.error, '');
    const [body] = modules(results.mixed.js, './src/named/icon.svg');
    assert.match(body, /const icon_SvgIcon = \(props\)=>/);
    assert.match(results.mixed.js, /Icon: icon_SvgIcon\b/);
  });

  test('query: the default /react/ matches any query string containing react, such as ?react&v=2', () => {
    const [body] = modules(results.defaults.js, './src/logo.svg?react&v=2');
    // Concatenation renames the component (logoreact_v_2_SvgLogo); the body is the same.
    assert.match(body, /const \w*SvgLogo = \(props\)=>\/\*#__PURE__\*\/ \(0,jsx_runtime\.jsxs\)\("svg", \{\n\s+xmlns: "http:\/\/www\.w3\.org\/2000\/svg",\n\s+viewBox: "0 0 10 10",\n\s+\.\.\.props,/);
  });

  test('query: /component/ makes ?component a component and ?react an ordinary asset', () => {
    const { js } = results.customQuery;
    assert.match(modules(js, './src/logo.svg?component')[0], component);
    assert.ok(modules(js, './src/logo.svg?react')[0].includes(dataUri));
  });
});

describe('SVGR plugin: in a Preact project', () => {
  // pluginPreact() and pluginSvgr(), no pluginReact().
  const plugins = async () => [(await plugin('@rsbuild/plugin-preact')).pluginPreact(), (await plugin('@rsbuild/plugin-svgr')).pluginSvgr()];

  test('Install: with pluginPreact instead of pluginReact, a production build succeeds and the ?react component returns a Preact <svg> element with the props', async () => {
    const dir = makeProject({ 'src/logo.svg': logo, 'src/index.jsx': "import Logo from './logo.svg?react';\nwindow.out = Logo;\n" }, 'svgr-preact');
    const built = await buildProject(dir, { mode: 'production', output: { minify: false, filenameHash: false }, performance: { chunkSplit: { strategy: 'all-in-one' } }, plugins: await plugins() });
    assert.deepEqual(built.errors, []);
    const js = outputFile(built.dist, /^static\/js\/index\.js$/);
    // react resolves to preact/compat, and the JSX goes through Preact's runtime.
    assert.match(js, /CONCATENATED MODULE: [^\n]*node_modules\/preact\/compat\/dist\/compat\.mjs\n/);
    assert.match(js, /CONCATENATED MODULE: [^\n]*node_modules\/preact\/jsx-runtime\/dist\/jsxRuntime\.mjs\n/);
    const window: { out?: (props: object) => { type: string; props: Record<string, unknown>; constructor: unknown } } = {};
    vm.runInNewContext(js, { window, self: window });
    const element = window.out!({ width: 40, 'data-from': 'preact' });
    assert.equal(element.type, 'svg');
    assert.equal(element.props.viewBox, '0 0 10 10');
    assert.equal(element.props.width, 40);
    assert.equal(element.props['data-from'], 'preact');
    // Preact 11 marks its elements with constructor: Symbol.for('pv').
    assert.equal(element.constructor, Symbol.for('pv'));
  });

  test('Install: in development mode, ?react modules are compiled by SWC with the Preact plugin\'s JSX settings (importSource preact), refresh off', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'svgr-preact-dev'), rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: await plugins() } });
    const [config] = await rsbuild.initConfigs({ action: 'dev' });
    type Use = { loader: string; options?: { jsc?: { transform?: { react?: Record<string, unknown> } } } };
    type Rule = { test?: RegExp; resourceQuery?: RegExp; use?: Use[]; oneOf?: Rule[] };
    const svgReact = (config.module?.rules as Rule[]).find((rule) => String(rule.test) === '/\\.svg$/')?.oneOf?.find((rule) => String(rule.resourceQuery) === '/react/');
    assert.equal(svgReact?.use?.[0].loader, 'builtin:swc-loader');
    assert.deepEqual(svgReact?.use?.[0].options?.jsc?.transform?.react, { development: true, refresh: false, runtime: 'automatic', importSource: 'preact' });
  });

  test('the page names pluginPreact() as the React plugin\'s stand-in in a Preact project, in both languages', () => {
    const en = pageText('plugins/list/plugin-svgr', 'en');
    assert.ok(en.includes('In a Preact project, [`@rsbuild/plugin-preact`](/plugins/list/plugin-preact) takes the React plugin\'s place'));
    assert.ok(en.includes('Without `pluginReact()`, or `pluginPreact()` in a Preact project, SWC is not configured for JSX'));
    assert.ok(!en.includes('The plugin generates JSX, so the project needs React'));
    const zh = pageText('plugins/list/plugin-svgr', 'zh');
    assert.ok(zh.includes('在 Preact 项目中，由 [`@rsbuild/plugin-preact`](/plugins/list/plugin-preact) 代替 React 插件'));
    assert.ok(zh.includes('缺少 `pluginReact()`（在 Preact 项目中则是 `pluginPreact()`）时'));
    assert.ok(!zh.includes('所以项目中还需要 React 和'));
  });
});

describe('SVGR plugin: the component\'s compilation', () => {
  test('Import SVG files: ?react modules go through the project\'s SWC loader with React Fast Refresh off, which other code keeps in dev', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'svgr-refresh'),
      rsbuildConfig: { mode: 'development', logLevel: 'silent', plugins: [pluginReact(), pluginSvgr()] },
    });
    const [config] = await rsbuild.initConfigs({ action: 'dev' });
    type Use = { loader: string; options?: { jsc?: { transform?: { react?: { refresh?: boolean } } } } };
    type Rule = { test?: RegExp; resourceQuery?: RegExp; use?: Use[]; oneOf?: Rule[] };
    const rules = config.module?.rules as Rule[];
    const refresh = (uses: Use[] = []) => uses.map((use) => [path.basename(use.loader), use.options?.jsc?.transform?.react?.refresh]);
    const svgReact = rules.find((rule) => String(rule.test) === '/\\.svg$/')?.oneOf?.find((rule) => String(rule.resourceQuery) === '/react/');
    assert.deepEqual(refresh(svgReact?.use), [['builtin:swc-loader', false], ['loader.mjs', undefined]]);
    const js = rules.find((rule) => String(rule.test) === '/\\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/');
    assert.deepEqual(refresh(js?.use), [['builtin:swc-loader', true]]);
  });
});

describe('SVGR plugin: config files of SVGR and SVGO', () => {
  // One build: an svgr.config.js in one folder, an "svgr" key in a package.json in another, and an
  // svgo.config.js (plugins: [], so no prefixIds) in a third. The folders' package.json files have
  // no "type", so their .js config files are CommonJS as in most projects.
  let configFiles: Awaited<ReturnType<typeof build>>;
  let runtimeConfigOff: Awaited<ReturnType<typeof build>>;
  let svgoDir = '';
  before(async () => {
    // runtimeConfig: false in svgrOptions: the same .svgrrc is no longer read.
    const rcOff = build({ 'src/index.js': "import A from './rc/icon.svg?react';\nwindow.out = A;", 'src/rc/icon.svg': titled, 'src/rc/.svgrrc': '{ "icon": true }\n' }, { svgrOptions: { runtimeConfig: false } });
    configFiles = await build(
      {
        'src/index.js': [
          "import A from './cfg/icon.svg?react';",
          "import B from './pkgkey/icon.svg?react';",
          "import C from './svgo/logo.svg?react';",
          "import D from './cfg/deep/icon.svg?react';",
          'window.out = { A, B, C, D };',
        ].join('\n'),
        'src/cfg/package.json': '{ "name": "cfg" }\n',
        'src/cfg/svgr.config.js': 'module.exports = { icon: true };\n',
        'src/cfg/icon.svg': titled,
        // Found from a folder below as well: SVGR searches upward from the SVG's folder.
        'src/cfg/deep/icon.svg': titled,
        'src/pkgkey/package.json': '{ "name": "pkgkey", "svgr": { "icon": true } }\n',
        'src/pkgkey/icon.svg': titled,
        'src/svgo/package.json': '{ "name": "svgo-dir" }\n',
        'src/svgo/svgo.config.js': 'module.exports = { plugins: [] };\n',
        'src/svgo/logo.svg': logo,
      },
      { svgrOptions: { icon: false } },
    );
    runtimeConfigOff = await rcOff;
    svgoDir = path.join(path.dirname(configFiles.dist), 'src/svgo');
  });

  test("svgrOptions: an .svgrrc with exportType 'named' still wins for ?react, so a default import fails; the named import works", async () => {
    const files = { 'src/rc/logo.svg': logo, 'src/rc/.svgrrc': '{ "exportType": "named" }\n' };
    const failed = await build({ ...files, 'src/index.js': "import Logo from './rc/logo.svg?react';\nwindow.out = Logo;" }, {});
    assert.ok(failed.errorLines.some((line) => line.includes("export 'default' (imported as 'Logo') was not found in './rc/logo.svg?react'")), failed.error);
    assert.match(failed.error, /ESModulesLinkingError/);
    const named = await build({ ...files, 'src/index.js': "import { ReactComponent } from './rc/logo.svg?react';\nwindow.out = ReactComponent;" }, {});
    assert.equal(named.error, '');
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-svgr', lang);
      assert.ok(text.includes('`{ "exportType": "named" }`'), lang);
      assert.ok(text.includes("`ESModulesLinkingError: export 'default' (imported as 'Logo') was not found`"), lang);
      assert.ok(text.includes('`ReactComponent`'), lang);
    }
  });

  test('Options seem to be ignored: an svgr.config.js (also one in a parent folder) and an "svgr" key in package.json override the plugin\'s options', () => {
    assert.equal(configFiles.error, '');
    for (const id of ['./src/cfg/icon.svg?react', './src/cfg/deep/icon.svg?react', './src/pkgkey/icon.svg?react']) {
      assert.match(modules(configFiles.js, id)[0], /width: "1em",\n\s+height: "1em"/, id);
    }
  });

  test('Options seem to be ignored: runtimeConfig: false in svgrOptions stops SVGR from reading .svgrrc', () => {
    assert.equal(runtimeConfigOff.error, '');
    const [body] = modules(runtimeConfigOff.js, './src/rc/icon.svg?react');
    assert.match(body, /width: 20,\n\s+height: 20,/);
    assert.doesNotMatch(body, /1em/);
  });

  test('svgrOptions: an svgo.config.js is not read, because the plugin always passes svgoConfig (ids still prefixed)', async () => {
    const [body] = modules(configFiles.js, './src/svgo/logo.svg?react');
    assert.match(body, /id: "logo_svg__a"/);
    // Control: SVGR without svgoConfig does read that svgo.config.js, whose empty plugin list keeps the id.
    const { transform } = await plugin('@svgr/core');
    const { default: svgo } = await plugin('@svgr/plugin-svgo');
    const { default: jsx } = await plugin('@svgr/plugin-jsx');
    const code: string = await transform(logo, { plugins: [svgo, jsx] }, { filePath: path.join(svgoDir, 'logo.svg') });
    assert.match(code, /id="a"/);
    assert.doesNotMatch(code, /logo_svg__a/);
  });
});

describe('SVGR plugin: mixedImport with svgrOptions.exportType', () => {
  // The two rows of the table not covered above: mixedImport true with exportType 'default' and
  // with 'named'; and the four queries, which keep working with mixedImport.
  const entry = [
    "import * as ns from './logo.svg';",
    "import R from './logo.svg?react';",
    "import u from './logo.svg?url';",
    "import i from './logo.svg?inline';",
    "import r from './logo.svg?raw';",
    'window.out = { ns, R, u, i, r };',
  ].join('\n');
  let withDefault: Awaited<ReturnType<typeof build>>;
  let withNamed: Awaited<ReturnType<typeof build>>;
  before(async () => {
    [withDefault, withNamed] = await Promise.all([
      build({ 'src/index.js': entry }, { mixedImport: true, svgrOptions: { exportType: 'default' } }),
      build(
        {
          'src/index.js': `${entry}\nimport at4096 from './at-4096.svg';\nimport at4097 from './at-4097.svg';\nwindow.sizes = { at4096, at4097 };`,
          'src/at-4096.svg': svgOfSize(4096),
          'src/at-4097.svg': svgOfSize(4097),
        },
        { mixedImport: true, svgrOptions: { exportType: 'named' } },
      ),
    ]);
  });
  /** The export names of ./src/logo.svg, from the getters Rspack defines on its namespace object. */
  const exportsOf = (js: string) => /__webpack_require__\.d\(logo_namespaceObject, \{([^}]*)\}/.exec(js)?.[1].replace(/\s+/g, ' ').trim();

  test("mixedImport: with mixedImport true and exportType 'default', a plain import is a component and has no ReactComponent export", () => {
    assert.equal(withDefault.error, '');
    assert.equal(exportsOf(withDefault.js), '"default": () => (logo)');
    const [body] = modules(withDefault.js, './src/logo.svg');
    assert.match(body, component);
    assert.match(body, /\/\* export default \*\/ const logo = \(SvgLogo\);/);
  });

  test("mixedImport: with mixedImport true and exportType 'named', a plain import is the URL (here a data URI) with ReactComponent beside it", () => {
    assert.equal(withNamed.error, '');
    assert.equal(exportsOf(withNamed.js), 'ReactComponent: () => (SvgLogo), "default": () => (logo)');
    assert.ok(modules(withNamed.js, './src/logo.svg')[0].includes(`/* export default */ const logo = (${dataUri}`));
  });

  test('mixedImport: the default export follows output.dataUriLimit like a plain import (4096 bytes inlined, 4097 a URL)', () => {
    assert.ok(modules(withNamed.js, './src/at-4096.svg')[0].includes('/* export default */ const at_4096 = ("data:image/svg+xml;base64,'), 'at-4096');
    assert.match(modules(withNamed.js, './src/at-4097.svg')[0], /\/\* export default \*\/ const at_4097 = \(__webpack_require__\.p \+ "static\/svg\/at-4097\.svg"\);/);
  });

  test('mixedImport: only SVGs imported from script or MDX files go through SVGR (the issuer condition of the rule)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'svgr-issuer'), rsbuildConfig: { logLevel: 'silent', plugins: [pluginReact(), pluginSvgr({ mixedImport: true })] } });
    const [config] = await rsbuild.initConfigs();
    type Rule = { test?: RegExp; resourceQuery?: RegExp; issuer?: RegExp[]; oneOf?: Rule[] };
    const svg = (config.module?.rules as Rule[]).find((rule) => String(rule.test) === '/\\.svg$/');
    const withIssuer = svg?.oneOf?.filter((rule) => rule.issuer) ?? [];
    assert.deepEqual(withIssuer.map((rule) => rule.issuer?.map(String)), [['/\\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/', '/\\.mdx$/']]);
  });

  // react-scripts 5.0.1 (npm pack, config/webpack.config.js): @svgr/webpack with svgo: false,
  // titleProp: true and ref: true, followed by file-loader, which always emits the file.
  test('mixedImport: unlike CRA, the plugin runs SVGO and leaves titleProp and ref unset; set in svgrOptions, they reach the ReactComponent', async () => {
    const { createRsbuild } = await rsbuildCore();
    const { pluginReact } = await plugin('@rsbuild/plugin-react');
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    type Rule = { test?: RegExp; issuer?: unknown; oneOf?: Rule[]; use?: { loader: string; options?: Record<string, unknown> }[] };
    const svgrOptionsOf = async (options: PluginSvgrOptions) => {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'svgr-cra'), rsbuildConfig: { logLevel: 'silent', plugins: [pluginReact(), pluginSvgr(options)] } });
      const [config] = await rsbuild.initConfigs();
      const mixed = (config.module?.rules as Rule[]).find((rule) => String(rule.test) === '/\\.svg$/')?.oneOf?.find((rule) => rule.issuer);
      const { svgo, titleProp, ref } = mixed?.use?.find((use) => use.loader.endsWith('loader.mjs'))?.options ?? {};
      return { svgo, titleProp, ref };
    };
    assert.deepEqual(await svgrOptionsOf({ mixedImport: true }), { svgo: true, titleProp: undefined, ref: undefined });
    assert.deepEqual(await svgrOptionsOf({ mixedImport: true, svgrOptions: { titleProp: true, ref: true } }), { svgo: true, titleProp: true, ref: true });
    const built = await build({ 'src/index.js': "import url, { ReactComponent } from './logo.svg';\nwindow.out = { url, ReactComponent };" }, { mixedImport: true, svgrOptions: { titleProp: true, ref: true } });
    assert.equal(built.error, '');
    const [body] = modules(built.js, './src/logo.svg');
    assert.match(body, /const SvgLogo = \(param, ref\)=>\{\n\s+let \{ title, titleId, \.\.\.props \} = param;/);
    assert.match(body, /ref: ref,/);
    assert.match(body, /title \? \/\*#__PURE__\*\/ \(0,jsx_runtime\.jsx\)\("title", \{\n\s+id: titleId,\n\s+children: title/);
    assert.match(body, /const ForwardRef = \/\*#__PURE__\*\/ \(0,react\.forwardRef\)\(SvgLogo\);/);
  });

  test('mixedImport: the ?react, ?url, ?inline and ?raw queries keep working', () => {
    for (const { js } of [withDefault, withNamed]) {
      assert.match(modules(js, './src/logo.svg?react')[0], /export default \*\/ const logoreact = \(logoreact_SvgLogo\);/);
      assert.match(modules(js, './src/logo.svg?url')[0], /= __webpack_require__\.p \+ "static\/svg\/logo\.svg";/);
      assert.ok(modules(js, './src/logo.svg?inline')[0].includes(dataUri), '?inline');
      assert.ok(modules(js, './src/logo.svg?raw')[0].includes('= "<svg xmlns=\\"http://www.w3.org/2000/svg\\" viewBox=\\"0 0 10 10\\">'), '?raw');
    }
  });
});

describe('SVGR plugin: svgrOptions keys named on the page (SVGR 8.1.0)', () => {
  test('titleProp adds a title prop rendered as <title>, ref forwards a ref to the <svg>, svgo: false leaves ids unprefixed', async () => {
    const { transform } = await plugin('@svgr/core');
    const { default: svgo } = await plugin('@svgr/plugin-svgo');
    const { default: jsx } = await plugin('@svgr/plugin-jsx');
    const run = (options: object) => transform(logo, { plugins: [svgo, jsx], svgoConfig: { plugins: ['prefixIds'] }, ...options }, { filePath: path.join(repoRoot, 'logo.svg'), componentName: 'SvgLogo' });
    const [withTitle, withRef, withoutSvgo] = await Promise.all([run({ titleProp: true }), run({ ref: true }), run({ svgo: false })]);
    assert.match(withTitle, /const SvgLogo = \(\{\s*title,\s*titleId,\s*\.\.\.props\s*\}\) =>/);
    assert.match(withTitle, /\{title \? <title id=\{titleId\}>\{title\}<\/title> : null\}/);
    assert.match(withRef, /const SvgLogo = \(props, ref\) => <svg[^>]*ref=\{ref\}/);
    assert.match(withRef, /const ForwardRef = forwardRef\(SvgLogo\);\nexport default ForwardRef;/);
    assert.match(withoutSvgo, /id="a"/);
    assert.doesNotMatch(withoutSvgo, /logo_svg__a/);
  });
});

describe('SVGR plugin: the package', () => {
  // Install: on 2026-12-05, `npm view @rsbuild/plugin-svgr dist-tags` gave { latest: '2.0.5' } and
  // `npm view @rsbuild/plugin-react dist-tags` { latest: '2.1.1' }, both with the peer dependency
  // @rsbuild/core ^2.0.0; in a project with @rsbuild/core 1.7.6 and @rsbuild/plugin-svgr@1,
  // `npm install @rsbuild/plugin-react -D --dry-run` stopped with "npm error ERESOLVE could not resolve".
  test('Install: the 1.x releases of both plugins accept @rsbuild/core 1.x', async () => {
    const { readFileSync } = await import('node:fs');
    const manifest = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, `tools/rsbuild-v1/node_modules/${name}/package.json`), 'utf8'));
    const [svgr, react] = [manifest('@rsbuild/plugin-svgr'), manifest('@rsbuild/plugin-react')];
    assert.deepEqual([svgr.version, svgr.peerDependencies['@rsbuild/core']], ['1.3.1', '^1.0.0 || ^2.0.0-0']);
    assert.deepEqual([react.version, react.peerDependencies['@rsbuild/core']], ['1.4.6', '^1.0.0 || ^2.0.0-0']);
  });

  test('the plugin runs SVGR 8.1.0 (exact dependencies of @rsbuild/plugin-svgr 1.3.1)', async () => {
    const { readFileSync } = await import('node:fs');
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'tools/rsbuild-v1/node_modules/@rsbuild/plugin-svgr/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.3.1');
    assert.deepEqual([pkg.dependencies['@svgr/core'], pkg.dependencies['@svgr/plugin-jsx'], pkg.dependencies['@svgr/plugin-svgo']], ['8.1.0', '8.1.0', '8.1.0']);
  });

  test('SVGR 8.1.0 optimizes with SVGO 3: @svgr/plugin-svgo depends on svgo ^3.0.2, and the svgo it loads (and the one svgoConfig is typed from) is 3.x', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const modulesDir = path.join(repoRoot, 'tools/rsbuild-v1/node_modules');
    const pluginSvgo = JSON.parse(readFileSync(path.join(modulesDir, '@svgr/plugin-svgo/package.json'), 'utf8'));
    assert.equal(pluginSvgo.dependencies.svgo, '^3.0.2');
    for (const from of ['@svgr/plugin-svgo', '@rsbuild/plugin-svgr']) {
      const svgo = JSON.parse(readFileSync(createRequire(path.join(modulesDir, from, 'package.json')).resolve('svgo/package.json'), 'utf8'));
      assert.equal(svgo.version.split('.')[0], '3', from);
    }
  });

  test('Register the plugin: the SVGR plugin declares that it runs after the React plugin (pre: rsbuild:react)', async () => {
    const { pluginSvgr } = await plugin('@rsbuild/plugin-svgr');
    const { PLUGIN_REACT_NAME } = await plugin('@rsbuild/plugin-react');
    assert.equal(PLUGIN_REACT_NAME, 'rsbuild:react');
    assert.deepEqual(pluginSvgr().pre, ['rsbuild:react']);
  });
});

describe("SVGR plugin: the page's samples (types)", () => {
  // Read from the English page (the Chinese one has the same code, checked by check-parity).
  test('every rsbuild.config.ts, src/Header.tsx and src/Badge.tsx type-checks as written with the src/env.d.ts and src/svg.d.ts of the page; svgoConfig is typed as SVGO\'s Config', async () => {
    const { readFileSync } = await import('node:fs');
    const page = pageText('plugins/list/plugin-svgr', 'en');
    const samples = [...page.matchAll(/```tsx? title="([^"]+)"\n([\s\S]*?)```/g)].map(([, title, body]) => [title, body] as const);
    const first = (title: string) => samples.find(([name]) => name === title)![1];
    const configs = samples.filter(([title]) => title === 'rsbuild.config.ts').map(([, body]) => body);
    assert.equal(configs.length, 6);
    const files: Record<string, string> = {
      'src/Header.tsx': first('src/Header.tsx'),
      'src/Badge.tsx': first('src/Badge.tsx'),
      // The first src/env.d.ts: the reference and the ?react declaration.
      'src/env.d.ts': first('src/env.d.ts'),
      'src/svg.d.ts': first('src/svg.d.ts'),
      'src/bad-svgo-plugin.ts': "import { pluginSvgr } from '@rsbuild/plugin-svgr';\nexport const p = pluginSvgr({ svgrOptions: { svgoConfig: { plugins: ['notAPlugin'] } } });\n",
    };
    configs.forEach((body, index) => (files[`src/config${index + 1}.ts`] = body));
    assert.equal(typeCheck(files), "src/bad-svgo-plugin.ts(2,70): error TS2322: Type '\"notAPlugin\"' is not assignable to type 'PluginConfig'.");
  });
});

// The plugin keeps a ?raw branch only when the core names it in CHAIN_ID.ONE_OF.SVG_RAW. `npm pack`
// of the releases: @rsbuild/core 1.3.2 has no SVG_RAW (its ?raw SVG import falls through to the
// asset rule and gives a data URI), 1.3.3 defines SVG_RAW: 'svg-asset-raw'. The plugin side of the
// mark (1.0.7 without, 1.1.1 with) is proven by scripts/behaviour-versions.ts.
test('Import SVG files: ?raw needs the SVG_RAW id of @rsbuild/core 1.3.3 or later; 1.7.6 has it and the mark says 1.3.3', async () => {
  const { readFileSync } = await import('node:fs');
  const core = readFileSync(path.join(repoRoot, 'tools/rsbuild-v1/node_modules/@rsbuild/core/dist/131.js'), 'utf8');
  assert.ok(core.includes("SVG_RAW: 'svg-asset-raw'"));
  assert.ok(pageText('plugins/list/plugin-svgr', 'en').includes('`?raw` since @rsbuild/plugin-svgr 1.1 (with @rsbuild/core 1.3.3 or later)'));
  assert.ok(pageText('plugins/list/plugin-svgr', 'zh').includes('@rsbuild/plugin-svgr 1.1 起支持 `?raw`（需 @rsbuild/core 1.3.3 及以上）'));
});
