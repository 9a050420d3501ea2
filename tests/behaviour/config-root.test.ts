// docs/{en,zh}/config/root: the default root (createRsbuild's cwd), what @rsbuild/core 1.7.6
// resolves against `root` (entry, output, public folder, tsconfig.json, alias, build cache,
// browserslist, Rspack's context), that SWC also compiles files outside the root, that an output
// folder outside the root is not emptied, and how the config option and the CLI's --root flag differ
// (config file, .env files, which wins). One build through the JS API and two `rsbuild build` runs.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, type CliResult, listFiles, makeProject, pageText, readText, rsbuildCore, runCli } from './harness';

const page = 'config/root';

const app = {
  'website/src/index.ts': `import { Shared } from '../../shared/shared.js';
import { label } from '@label';
const where: string = import.meta.env.PUBLIC_WHERE;
console.log('entry website', where, label, Shared.ready);
`,
  'website/src/label.ts': "export const label = 'label from alias';\n",
  'website/public/robots.txt': 'User-agent: *\n',
  'website/tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
  // A class static block: the default browserslist (Chrome 87) lacks it, so SWC rewrites it.
  'shared/shared.js': 'export class Shared {\n  static {\n    Shared.ready = "static-block-ran";\n  }\n}\n',
  'src/index.ts': "console.log('entry at the working directory');\n",
  // The root's own browserslist wins over the one of a parent folder (chrome 80 still lacks static blocks).
  'website/package.json': '{ "browserslist": ["chrome 80"] }\n',
  '.browserslistrc': 'chrome 70\n',
};

describe('root', () => {
  const dir = makeProject(app, 'root');
  const seen: { rootPath?: string; context?: string; tsconfigPath?: string; publicDir?: string; browserslist?: string[] } = {};
  const probe: RsbuildPlugin = {
    name: 'probe-root',
    setup(api) {
      seen.rootPath = api.context.rootPath;
      api.modifyBundlerChain((chain, { environment }) => {
        if (environment.name !== 'web') return;
        seen.context = chain.get('context');
        seen.tsconfigPath = environment.config.source.tsconfigPath;
        seen.browserslist = environment.browserslist;
        seen.publicDir = api.getNormalizedConfig().server.publicDir[0].name;
      });
    },
  };

  const cliDir = makeProject(
    {
      ...app,
      'website/src/index.ts': "const where: string = import.meta.env.PUBLIC_WHERE;\nconsole.log('entry website', where);\n",
      // Two more environments write outside the root, into folders that hold a file of an "earlier build".
      'rsbuild.config.mjs': `export default {
  root: './website',
  output: { filenameHash: false },
  environments: {
    web: {},
    outside: { output: { distPath: { root: '../dist-outside' } } },
    outsideCleaned: { output: { distPath: { root: '../cleaned-outside' }, cleanDistPath: true } },
  },
};
`,
      'dist-outside/old.txt': 'from an earlier build\n',
      'cleaned-outside/old.txt': 'from an earlier build\n',
      'website/dist/old.txt': 'from an earlier build\n',
      'website/rsbuild.config.mjs': "export default { root: './elsewhere', output: { filenameHash: false, distPath: { root: 'dist-website-config' } } };\n",
      '.env': 'PUBLIC_WHERE=working-directory\n',
      'website/.env': 'PUBLIC_WHERE=website-folder\n',
      'elsewhere/src/index.ts': "console.log('entry elsewhere');\n",
    },
    'root-cli',
  );
  let withOption: CliResult;
  let withFlag: CliResult;

  before(async () => {
    const [built, option, flag] = await Promise.all([
      buildProject(dir, {
        root: './website',
        resolve: { alias: { '@label': './src/label.ts' } },
        output: { filenameHash: false },
        plugins: [probe],
        environments: {
          web: {},
          // Control: the same shared file kept away from SWC; the build cache on, to see where it goes.
          excluded: {
            source: { exclude: [/[\\/]shared[\\/]/] },
            output: { distPath: { root: 'dist-excluded' } },
            performance: { buildCache: true },
          },
        },
      }),
      runCli(cliDir, ['build']),
      runCli(cliDir, ['build', '--root', 'website']),
    ]);
    assert.deepEqual(built.errors, []);
    [withOption, withFlag] = [option, flag];
    assert.equal(withOption.code, 0, withOption.output);
    assert.equal(withFlag.code, 0, withFlag.output);
  });

  test("a relative root takes the entry, output, public folder and tsconfig.json from that folder", () => {
    const files = listFiles(path.join(dir, 'website/dist'));
    assert.deepEqual(files, ['index.html', 'robots.txt', 'static/js/index.js']);
    const js = readText(dir, 'website/dist/static/js/index.js');
    assert.ok(js.includes('entry website'));
    assert.ok(!existsSync(path.join(dir, 'dist')));
    assert.equal(seen.tsconfigPath, path.join(dir, 'website/tsconfig.json'));
    assert.equal(seen.publicDir, path.join(dir, 'website/public'));
  });

  test("with the JavaScript API, a relative root is resolved against createRsbuild's cwd option, not the working directory", () => {
    // buildProject() passes cwd: dir, and this process runs elsewhere.
    assert.notEqual(process.cwd(), dir);
    assert.equal(seen.rootPath, path.join(dir, 'website'));
    assert.ok(pageText(page, 'en').includes('With the JavaScript API, a relative `root` is resolved against the `cwd` option of `createRsbuild()`'));
    assert.ok(pageText(page, 'zh').includes('通过 JavaScript API 使用时，相对路径形式的 `root` 基于 `createRsbuild()` 的 `cwd` 选项解析'));
  });

  test('alias values that start with . are resolved against the root', () => {
    assert.ok(readText(dir, 'website/dist/static/js/index.js').includes('label from alias'));
  });

  test("Rspack's context and api.context.rootPath are the absolute root", () => {
    assert.equal(seen.rootPath, path.join(dir, 'website'));
    assert.equal(seen.context, path.join(dir, 'website'));
  });

  test('SWC compiles files outside the root too (any file not in node_modules)', () => {
    const compiled = readText(dir, 'website/dist/static/js/index.js');
    const excluded = readText(dir, 'website/dist-excluded/static/js/index.js');
    assert.ok(compiled.includes('static-block-ran'));
    assert.ok(!compiled.includes('static{'), 'the static block is rewritten');
    assert.ok(excluded.includes('static{'), 'kept when the file is excluded from SWC');
  });

  test('with performance.buildCache on, the cache is written to node_modules/.cache/rspack under the root', () => {
    assert.ok(existsSync(path.join(dir, 'website/node_modules/.cache/rspack')));
  });

  test('the config option: the config file and .env come from the working directory, the rest from the root', () => {
    const js = readText(cliDir, 'website/dist/static/js/index.js');
    assert.ok(js.includes('entry website'));
    assert.ok(js.includes('working-directory'));
    assert.ok(!js.includes('website-folder'));
  });

  test('the --root flag: rsbuild.config.* and .env are read in that folder, and the flag wins over the root option', () => {
    const js = readText(cliDir, 'website/dist-website-config/static/js/index.js');
    assert.ok(js.includes('entry website'));
    assert.ok(js.includes('website-folder'));
    assert.ok(!existsSync(path.join(cliDir, 'elsewhere/dist-website-config')));
  });

  test("the default root is createRsbuild's cwd option with the JavaScript API, the working directory without it", async () => {
    const { createRsbuild } = await rsbuildCore();
    const withCwd = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent' } });
    assert.equal(withCwd.context.rootPath, dir);
    assert.notEqual(process.cwd(), dir);
    const withoutCwd = await createRsbuild({ rsbuildConfig: { logLevel: 'silent' } });
    assert.equal(withoutCwd.context.rootPath, process.cwd());
    assert.ok(pageText(page, 'en').includes('- **Default:** the working directory (`process.cwd()`); with the JavaScript API, the `cwd` option of `createRsbuild()`'));
    assert.ok(pageText(page, 'zh').includes('- **默认值：** 当前工作目录（`process.cwd()`）；通过 JavaScript API 使用时为 `createRsbuild()` 的 `cwd` 选项'));
  });

  test("the browserslist config is the root's own, else the nearest parent folder's", async () => {
    // The root (website/) has a browserslist in package.json; the folder above has a .browserslistrc.
    assert.deepEqual(seen.browserslist, ['chrome 80']);
    // A root without one: the parent folder's .browserslistrc applies.
    const { createRsbuild } = await rsbuildCore();
    const parentOnly = makeProject({ 'website/src/index.ts': 'console.log(1);\n', '.browserslistrc': 'chrome 70\n' }, 'root-browserslist');
    const rsbuild = await createRsbuild({ cwd: parentOnly, rsbuildConfig: { logLevel: 'silent', root: './website' } });
    const [config] = await rsbuild.initConfigs();
    assert.deepEqual(config.target, ['web', 'browserslist:chrome 70']);
  });

  test('an output folder outside the root is not emptied (a warning is printed); cleanDistPath: true empties it', () => {
    assert.ok(withOption.output.includes('The dist path is not a subdir of root path, Rsbuild will not empty it.'), withOption.output);
    assert.deepEqual(listFiles(path.join(cliDir, 'dist-outside')), ['index.html', 'old.txt', 'robots.txt', 'static/js/index.js']);
    assert.deepEqual(listFiles(path.join(cliDir, 'cleaned-outside')), ['index.html', 'robots.txt', 'static/js/index.js']);
    assert.ok(!existsSync(path.join(cliDir, 'website/dist/old.txt')), 'the folder inside the root is emptied');
  });

  test('the page no longer limits SWC to files inside the root, and names the real cache folder', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText(page, lang);
      assert.ok(text.includes('`node_modules/.cache/rspack`'), lang);
      assert.ok(!text.includes('| `node_modules/.cache` |'), lang);
    }
    assert.ok(!pageText(page, 'en').includes('every file inside the root that is not under `node_modules`'));
    assert.ok(pageText(page, 'en').includes('SWC does not look at the root'));
    assert.ok(!pageText(page, 'zh').includes('根目录内、且不在 `node_modules` 中的所有文件'));
    assert.ok(pageText(page, 'zh').includes('SWC 的编译范围与根目录无关'));
    // TypeScript and JSX inside node_modules are compiled too (tests/behaviour/config-source-transform-import.test.ts).
    assert.ok(pageText(page, 'en').includes('(and TypeScript and JSX files even there)'));
    assert.ok(pageText(page, 'zh').includes('TypeScript 和 JSX 文件即使在 `node_modules` 中也会编译'));
  });
});

// Type-level: root is a top-level option, not an option of an environment (tsc runs on this file).
export const rootInEnvironment: RsbuildConfig = {
  root: './website',
  // @ts-expect-error root is not an environment option
  environments: { web: { root: './website' } },
};
