// docs/{en,zh}/config/source/tsconfig-path.mdx: the errors without the option and with a file
// that does not exist.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { buildProject, makeProject, pageText, rsbuildCore, rsbuildV1Dir } from './harness';

const files = {
  'src/index.ts': "import { formatPrice } from '@lib/format';\nconsole.log(formatPrice);\n",
  'src/lib/format.ts': 'export const formatPrice = (value: number) => `$${value}`;\n',
  'tsconfig.json': '{ "compilerOptions": {} }\n',
  'tsconfig.app.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@lib/*": ["src/lib/*"] } }, "include": ["src"] }\n',
};

test("without the option and without paths in tsconfig.json: Module not found: Can't resolve '@lib/format' in '<root>/src'", async () => {
  const dir = makeProject(files, 'tsconfig-path-without');
  const { errors } = await buildProject(dir);
  assert.equal(errors.length, 1);
  assert.ok(errors[0].trim().startsWith(`× Module not found: Can't resolve '@lib/format' in '${path.join(dir, 'src')}'\n`), errors[0]);
  // With the option, the same import resolves: the 'app' environment of the build below.
});

test('a configured file that does not exist: Tsconfig not found, then the absolute path', async () => {
  const dir = makeProject(files, 'tsconfig-path-missing');
  const { errors } = await buildProject(dir, { source: { tsconfigPath: './tsconfig.nope.json' } });
  assert.deepEqual(errors.map((error) => error.trim()), [`× Tsconfig not found ${path.join(dir, 'tsconfig.nope.json')}`]);
});

// "To check types, add @rsbuild/plugin-type-check: it checks the project this option points to, and
// does nothing when the option is unset." One build per case with the plugin of tools/rsbuild-v1.
test('@rsbuild/plugin-type-check checks the file source.tsconfigPath points to, and skips when it is unset', async () => {
  const { pluginTypeCheck } = await import(pathToFileURL(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-type-check/dist/index.js')).href);
  const typed = {
    'src/index.ts': "import { formatPrice } from '@lib/format';\nconst label: number = formatPrice(1);\nconsole.log(label);\n",
    'src/lib/format.ts': 'export const formatPrice = (value: number) => `$${value}`;\n',
    'tsconfig.app.json': '{ "compilerOptions": { "strict": true, "noEmit": true, "baseUrl": ".", "paths": { "@lib/*": ["src/lib/*"] } }, "include": ["src"] }\n',
  };
  const checked = await buildProject(makeProject(typed, 'tsconfig-path-type-check'), {
    source: { tsconfigPath: './tsconfig.app.json' },
    plugins: [pluginTypeCheck()],
  });
  assert.equal(checked.errors.length, 1, checked.errors.join('\n'));
  assert.match(checked.errors[0], /TS2322: Type 'string' is not assignable to type 'number'\./);
  // Without tsconfig.json in the root and without the option, the plugin adds no checker.
  const unchecked = await buildProject(makeProject({ 'src/index.ts': typed['src/index.ts'].replace("'@lib/format'", "'./lib/format'"), 'src/lib/format.ts': typed['src/lib/format.ts'] }, 'tsconfig-path-no-check'), {
    plugins: [pluginTypeCheck()],
  });
  assert.ok(!unchecked.errors.some((error) => error.includes('TS2322')), unchecked.errors.join('\n'));
});

test('page: the type checker sentence names @rsbuild/plugin-type-check in both languages', () => {
  assert.match(pageText('config/source/tsconfig-path', 'en'), /add `@rsbuild\/plugin-type-check`, which checks the project this option points to/);
  assert.match(pageText('config/source/tsconfig-path', 'zh'), /添加 `@rsbuild\/plugin-type-check`，它检查的正是本配置指向的项目/);
});

// "What Rsbuild reads from it": the normalized value, the reload-server watch entry (not with
// 'prefer-alias'), one file per environment, and the .js/.jsx imports of TypeScript files.
test('unset: the absolute path of tsconfig.json; set per environment: each absolute, all in one reload-server watchFiles entry; none with prefer-alias', async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ ...files, 'tsconfig.server.json': '{}\n' }, 'tsconfig-path-normalized');
  const normalized = async (rsbuildConfig: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig) => {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
    await rsbuild.initConfigs();
    return rsbuild.getNormalizedConfig();
  };
  const plain = await normalized({});
  assert.equal(plain.environments.web.source.tsconfigPath, path.join(dir, 'tsconfig.json'));
  assert.deepEqual(plain.dev.watchFiles, [{ paths: [path.join(dir, 'tsconfig.json')], type: 'reload-server' }]);
  const split = await normalized({
    environments: { web: { source: { tsconfigPath: './tsconfig.app.json' } }, node: { output: { target: 'node' }, source: { tsconfigPath: './tsconfig.server.json' } } },
  });
  assert.equal(split.environments.web.source.tsconfigPath, path.join(dir, 'tsconfig.app.json'));
  assert.equal(split.environments.node.source.tsconfigPath, path.join(dir, 'tsconfig.server.json'));
  assert.deepEqual(split.dev.watchFiles, [{ paths: [path.join(dir, 'tsconfig.app.json'), path.join(dir, 'tsconfig.server.json')], type: 'reload-server' }]);
  assert.deepEqual((await normalized({ resolve: { aliasStrategy: 'prefer-alias' } })).dev.watchFiles, []);
});

test("'./utils.js' resolves to utils.ts and './view.jsx' to view.tsx; not when the option points to a jsconfig.json", async () => {
  const sources = {
    'src/index.ts': "import { value } from './utils.js';\nimport { view } from './view.jsx';\nconsole.log(value, view);\n",
    'src/utils.ts': 'export const value: number = 1;\n',
    'src/view.tsx': 'export const view = 2;\n',
  };
  assert.deepEqual((await buildProject(makeProject({ ...sources, 'tsconfig.json': '{}\n' }, 'tsconfig-path-js-ts'))).errors, []);
  const { errors } = await buildProject(makeProject({ ...sources, 'jsconfig.json': '{}\n' }, 'tsconfig-path-jsconfig'), { source: { tsconfigPath: './jsconfig.json' } });
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors[0], /Module not found: Can't resolve '\.\/utils\.js'/);
  assert.match(errors[1], /Module not found: Can't resolve '\.\/view\.jsx'/);
});

// The page's sample with the option, and "Path aliases": references are followed with 'prefer-tsconfig', the file is not used with
// 'prefer-alias', and a jsconfig.json's paths work too. "Build cache": the file is a build
// dependency. One build with three environments, and one inspectConfig() (no build).
test("the sample's tsconfig.app.json paths resolve; references are followed; 'prefer-alias' ignores the file's paths; jsconfig.json paths resolve; the file is a buildCache dependency", async () => {
  const dir = makeProject(
    {
      'tsconfig.json': '{ "files": [], "references": [{ "path": "./packages/app" }] }\n',
      'packages/app/tsconfig.json': '{ "compilerOptions": { "composite": true, "baseUrl": ".", "paths": { "@app/*": ["lib/*"] } }, "include": ["src", "lib"] }\n',
      'packages/app/src/index.ts': "import { answer } from '@app/answer';\nconsole.log(answer);\n",
      'packages/app/lib/answer.ts': 'export const answer = 42;\n',
      'tsconfig.app.json': files['tsconfig.app.json'],
      'src/alias/index.ts': "import { formatPrice } from '@lib/format';\nconsole.log(formatPrice);\n",
      'src/lib/format.ts': files['src/lib/format.ts'],
      'jsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@lib/*": ["src/lib/*"] } } }\n',
      'src/js/index.js': "import { formatPrice } from '@lib/format';\nconsole.log(formatPrice);\n",
      'src/app/index.ts': files['src/index.ts'],
    },
    'tsconfig-path-aliases',
  );
  const { errors } = await buildProject(dir, {
    environments: {
      refs: { source: { entry: { index: './packages/app/src/index.ts' } }, output: { distPath: { root: 'dist/refs' } } },
      alias: {
        source: { entry: { index: './src/alias/index.ts' }, tsconfigPath: './tsconfig.app.json' },
        resolve: { aliasStrategy: 'prefer-alias' },
        output: { distPath: { root: 'dist/alias' } },
      },
      app: { source: { entry: { index: './src/app/index.ts' }, tsconfigPath: './tsconfig.app.json' }, output: { distPath: { root: 'dist/app' } } },
      js: { source: { entry: { index: './src/js/index.js' }, tsconfigPath: './jsconfig.json' }, output: { distPath: { root: 'dist/js' } } },
    },
  });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.ok(errors[0].trim().startsWith(`× Module not found: Can't resolve '@lib/format' in '${path.join(dir, 'src/alias')}'`), errors[0]);

  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: { logLevel: 'silent', source: { tsconfigPath: './tsconfig.app.json' }, performance: { buildCache: { cacheDirectory: path.join(dir, '.cache') } } },
  });
  const { origin } = await rsbuild.inspectConfig({ mode: 'production' });
  const cache = origin.bundlerConfigs[0].experiments?.cache as { buildDependencies?: string[] };
  assert.ok(cache.buildDependencies?.includes(path.join(dir, 'tsconfig.app.json')), JSON.stringify(cache));
});

// The restart on a change is the CLI's: the reload-server entry is proven above, `rsbuild dev`
// restarting on it in guide-advanced-alias.test.ts ("rsbuild dev restarts the server when the
// tsconfig file changes"), and startDevServer() of the JavaScript API ignoring reload-server entries
// in api-start.test.ts ("the CLI's restarts are not part of the API").
test('page: the restart on a change is named as rsbuild dev, not a dev server of the JavaScript API', () => {
  const en = pageText('config/source/tsconfig-path', 'en');
  assert.ok(en.includes('so editing it restarts `rsbuild dev`. The restart is the CLI\'s work: a dev server started with `startDevServer()` of the [JavaScript API](/api/javascript-api/core) keeps running with the old file.'));
  assert.ok(!en.includes('so editing it restarts the dev server.'));
  const zh = pageText('config/source/tsconfig-path', 'zh');
  assert.ok(zh.includes('修改它会让 `rsbuild dev` 重启。重启由 CLI 负责：通过 [JavaScript API](/api/javascript-api/core) 的 `startDevServer()` 启动的开发服务器不会重启，仍沿用旧的文件内容。'));
  assert.ok(!zh.includes('修改它会重启开发服务器。'));
});
