// docs/{en,zh}/config/resolve/extensions: which file @rsbuild/core 1.7.6 picks for an import
// without an extension, with the default list, the page's example, lists that replace the
// default or the top-level list, and the resolution rules Rsbuild adds on its own (TypeScript's
// `.js` imports, extension-free imports in ES modules) and what the default list leaves out (`.mts`).
// Three builds, one environment per case.
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { before, describe, test } from 'node:test';
import type { RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, pageSamples, pageText, plugin, readText, rsbuildCore } from './harness';

const mark = (name: string) => `export default '${name}';\n`;
const files = {
  'tsconfig.json': '{ "compilerOptions": { "strict": true, "jsx": "react-jsx" } }\n',
  'src/utils.ts': mark('utils.ts'),
  'src/utils.js': mark('utils.js'),
  'src/components/index.ts': mark('components/index.ts'),
  'src/Button.web.tsx': mark('Button.web.tsx'),
  'src/Button.tsx': mark('Button.tsx'),
  'src/Button.js': mark('Button.js'),
  'src/Card.tsx': mark('Card.tsx'),
  'src/helper.ts': mark('helper.ts'),
  'src/App.tsx': mark('App.tsx'),
  'src/jquery.min.js': mark('jquery.min.js'),
  'src/data.json': '{ "from": "data.json" }\n',
  'src/data.json.ts': mark('data.json.ts'),
  'src/esm/package.json': '{ "type": "module" }\n',
  'src/esm/util.js': mark('esm/util.js'),
  'src/esm/entry.js': "import util from './util';\nconsole.log('picked:' + util);\n",
  'src/x.mts': mark('x.mts'),
  'src/module.mjs': "import util from './utils';\nconsole.log('picked:' + util);\n",
  // One entry per import, each logging the file it got.
  'src/utils-entry.ts': "import u from './utils';\nconsole.log('picked:' + u);\n",
  'src/folder-entry.ts': "import c from './components';\nconsole.log('picked:' + c);\n",
  'src/button-entry.ts': "import b from './Button';\nconsole.log('picked:' + b);\n",
  'src/card-entry.ts': "import c from './Card';\nconsole.log('picked:' + c);\n",
  'src/js-import-entry.ts': "import h from './helper.js';\nimport a from './App.jsx';\nconsole.log('picked:' + h + ',' + a);\n",
  'src/mts-full-entry.ts': "import x from './x.mts';\nconsole.log('picked:' + x);\n",
  'src/mts-bare-entry.ts': "import x from './x';\nconsole.log('picked:' + x);\n",
  'src/mts-mjs-entry.ts': "import x from './x.mjs';\nconsole.log('picked:' + x);\n",
  'src/dotted-entry.ts': "import j from './jquery.min';\nimport d from './data.json';\nconsole.log('picked:' + j + ',' + d.from);\n",
};

const entries = {
  utils: './src/utils-entry.ts',
  folder: './src/folder-entry.ts',
  button: './src/button-entry.ts',
  card: './src/card-entry.ts',
  jsImport: './src/js-import-entry.ts',
  dotted: './src/dotted-entry.ts',
  esm: './src/esm/entry.js',
  mjs: './src/module.mjs',
  mtsFull: './src/mts-full-entry.ts',
};

// The list of the page's example, read from the page so that the test follows it.
const exampleList = (lang: 'en' | 'zh') => {
  const sample = pageSamples('config/resolve/extensions', lang)[0];
  return [...sample.match(/extensions: \[([\s\S]*?)\]/)![1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
};

describe('resolve.extensions', () => {
  const dir = makeProject(files, 'resolve-extensions');
  /** environment → entry → the file the import resolved to ('' when the entry was not built). */
  const picked: Record<string, Record<string, string>> = {};
  let thirdErrors: string[] = [];
  let vueExtensions: unknown;
  let svelteExtensions: unknown;
  let defaultList: unknown;

  /** Runs each built entry and keeps what it logged after `picked:`. */
  const read = (env: string) => {
    const jsDir = path.join(dir, 'dist', env, 'static/js');
    picked[env] = {};
    for (const file of listFiles(jsDir).filter((name) => name.endsWith('.js'))) {
      const logged: string[] = [];
      const page: Record<string, any> = { console: { log: (text: string) => logged.push(text) } };
      page.self = page;
      try {
        vm.runInNewContext(readText(jsDir, file), page);
      } catch (error) {
        logged.push(`throws: ${(error as Error).message}`);
      }
      picked[env][file.replace(/\.js$/, '')] = logged.join().replace(/^picked:/, '');
    }
  };

  before(async () => {
    const env = (name: string, extensions?: string[], entry: Record<string, string> = entries) => ({
      source: { entry },
      output: { distPath: { root: `dist/${name}` } },
      ...(extensions ? { resolve: { extensions } } : {}),
    });
    const first = await buildProject(dir, {
      mode: 'development',
      output: { filenameHash: false },
      tools: { htmlPlugin: false },
      environments: {
        default: env('default'),
        example: env('example', exampleList('en'), { button: entries.button, card: entries.card }),
        jsFirst: env('jsFirst', ['.js', '.json'], { utils: entries.utils }),
        mtsListed: env('mtsListed', ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json', '.mts'], { mtsBare: './src/mts-bare-entry.ts' }),
      },
    });
    assert.deepEqual(first.errors, []);
    // A top-level list, and an environment that sets its own.
    const second = await buildProject(dir, {
      mode: 'development',
      output: { filenameHash: false },
      tools: { htmlPlugin: false },
      resolve: { extensions: ['.js', '.json'] },
      environments: {
        topLevel: env('topLevel', undefined, { button: entries.button }),
        ownList: env('ownList', exampleList('en'), { button: entries.button }),
      },
    });
    assert.deepEqual(second.errors, []);
    const third = await buildProject(dir, {
      mode: 'development',
      output: { filenameHash: false },
      tools: { htmlPlugin: false },
      environments: {
        onlyWebJs: env('onlyWebJs', ['.web.js'], { utils: entries.utils }),
        dots: env('dots', ['.web.tsx', '...'], { button: entries.button, utils: entries.utils, card: entries.card }),
        mts: env('mts', undefined, { mtsBare: './src/mts-bare-entry.ts', mtsMjs: './src/mts-mjs-entry.ts' }),
      },
    });
    thirdErrors = third.errors;
    for (const name of ['default', 'example', 'jsFirst', 'mtsListed', 'topLevel', 'ownList', 'dots']) read(name);
    // What the framework plugins add to a list of one's own (the generated Rspack config only).
    const { createRsbuild } = await rsbuildCore();
    const extensionsWith = async (plugin: RsbuildPlugin) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', resolve: { extensions: ['.ts', '.js'] }, plugins: [plugin] } });
      const [config] = await rsbuild.initConfigs();
      return config.resolve?.extensions;
    };
    const plain = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    await plain.initConfigs();
    defaultList = plain.getNormalizedConfig().resolve.extensions;
    vueExtensions = await extensionsWith((await plugin('@rsbuild/plugin-vue')).pluginVue());
    svelteExtensions = await extensionsWith((await plugin('@rsbuild/plugin-svelte')).pluginSvelte());
  });

  test("the default list finds utils.ts for './utils' when utils.js sits beside it, and components/index.ts for './components'", () => {
    assert.equal(picked.default.utils, 'utils.ts');
    assert.equal(picked.default.folder, 'components/index.ts');
  });

  test("the page's example list: './Button' loads Button.web.tsx when it exists and Card.tsx when there is no web file", () => {
    assert.deepEqual(exampleList('en'), exampleList('zh'));
    assert.equal(picked.example.button, 'Button.web.tsx');
    assert.equal(picked.example.card, 'Card.tsx');
  });

  test("a list replaces the default: ['.js', '.json'] picks utils.js, ['.web.js'] alone cannot resolve './utils'", () => {
    assert.equal(picked.jsFirst.utils, 'utils.js');
    assert.ok(thirdErrors.some((error) => error.includes("Can't resolve './utils'")), thirdErrors.join('\n'));
  });

  test("'...' stands for Rspack's own defaults, without .ts and .tsx: utils.js is picked and './Card' (Card.tsx) is not found", () => {
    assert.equal(picked.dots.button, 'Button.web.tsx');
    assert.equal(picked.dots.utils, 'utils.js');
    assert.equal(picked.dots.card, "throws: Cannot find module './Card'");
    assert.ok(thirdErrors.some((error) => error.includes("Can't resolve './Card'")), thirdErrors.join('\n'));
  });

  test("an environment's list replaces the top-level list; without one, the environment uses the top-level list", () => {
    assert.equal(picked.topLevel.button, 'Button.js');
    assert.equal(picked.ownList.button, 'Button.web.tsx');
  });

  test('the Vue and Svelte plugins add .vue and .svelte after a list of your own', () => {
    assert.deepEqual(vueExtensions, ['.ts', '.js', '.vue']);
    assert.deepEqual(svelteExtensions, ['.ts', '.js', '.svelte']);
  });

  test("with a tsconfig.json, './helper.js' finds helper.ts and './App.jsx' finds App.tsx", () => {
    assert.equal(picked.default.jsImport, 'helper.ts,App.tsx');
  });

  test("the default list has no .mts or .cts: './x' and './x.mjs' do not find x.mts, './x.mts' does, and a list with '.mts' finds it for './x'", () => {
    assert.deepEqual(defaultList, ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json']);
    assert.ok(thirdErrors.some((error) => error.includes("Module not found: Can't resolve './x' in")), thirdErrors.join('\n'));
    assert.ok(thirdErrors.some((error) => error.includes("Can't resolve './x.mjs' in")), thirdErrors.join('\n'));
    assert.equal(picked.default.mtsFull, 'x.mts');
    assert.equal(picked.mtsListed.mtsBare, 'x.mts');
    assert.ok(pageText('config/resolve/extensions', 'en').includes('The default list has no `.mts` or `.cts`.'));
    assert.ok(pageText('config/resolve/extensions', 'zh').includes('默认列表中没有 `.mts` 和 `.cts`。'));
    assert.ok(pageText('config/resolve/extensions', 'en').includes('There is no such rule for `.mjs`: `./x.mjs` does not find `x.mts`.'));
    assert.ok(pageText('config/resolve/extensions', 'zh').includes('`.mjs` 没有对应的规则：导入 `./x.mjs` 找不到 `x.mts`。'));
  });

  test('extension-free imports work in a "type": "module" package and in a .mjs file', () => {
    assert.equal(picked.default.esm, 'esm/util.js');
    assert.equal(picked.default.mjs, 'utils.ts');
  });

  test("the list is tried on any request that names no existing file: './jquery.min' finds jquery.min.js, './data.json' is data.json itself", () => {
    assert.equal(picked.default.dotted, 'jquery.min.js,data.json');
  });

  test("the page says what '...' does and which requests the list applies to", () => {
    const en = pageText('config/resolve/extensions', 'en');
    const zh = pageText('config/resolve/extensions', 'zh');
    assert.ok(!en.includes("`'...'` is not supported here"));
    assert.ok(!zh.includes("这里不支持 `'...'`"));
    assert.ok(en.includes("Rspack's own defaults"));
    assert.ok(zh.includes('Rspack 自身的默认值'));
    assert.ok(!en.includes('The list only affects requests without an extension.'));
    assert.ok(en.includes('`./jquery.min` still finds `jquery.min.js`'));
    assert.ok(zh.includes('`./jquery.min` 仍然会找到 `jquery.min.js`'));
  });
});
