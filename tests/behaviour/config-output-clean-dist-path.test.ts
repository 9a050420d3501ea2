// docs/{en,zh}/config/output/clean-dist-path.mdx: what @rsbuild/core 1.7.6 deletes before a build,
// when a dev server starts and on watch rebuilds. Output folders are seeded with stale files, then
// one development build with an environment per case shows what each value removes; small builds
// and dev servers created without compiling cover the .rsbuild folder and the dev server.
import assert from 'node:assert/strict';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore, startCli, waitFor, withNodeEnv, writeProjectFiles, writeUntilServed } from './harness';

const page = 'config/output/clean-dist-path';
const stale = (...files: string[]) => Object.fromEntries(files.map((file) => [file, 'stale\n']));

describe('output.cleanDistPath', () => {
  const outside: string[] = [];
  after(() => {
    for (const folder of outside) rmSync(folder, { recursive: true, force: true });
  });

  describe('rsbuild build, one environment per value (development mode)', () => {
    const dir = makeProject({ 'src/a.js': "console.log('a');\n", 'src/b.js': "console.log('b');\n" }, 'clean-dist-build');
    const outsideAuto = `${dir}-outside-auto`;
    const outsideTrue = `${dir}-outside-true`;
    outside.push(outsideAuto, outsideTrue);
    let files: Record<string, string[]>;

    before(async () => {
      writeProjectFiles(dir, {
        ...stale('dist/auto/stale.js', 'dist/off/stale.js', 'dist/shared/stale.js', 'dist/root-level.txt'),
      });
      writeProjectFiles(path.dirname(dir), { [`${path.basename(outsideAuto)}/stale.js`]: 'stale\n', [`${path.basename(outsideTrue)}/stale.js`]: 'stale\n' });
      const env = (root: string, cleanDistPath: NonNullable<RsbuildConfig['output']>['cleanDistPath'] | undefined, entry = 'a'): RsbuildConfig => ({
        source: { entry: { [entry]: `./src/${entry}.js` } },
        output: { distPath: { root }, ...(cleanDistPath === undefined ? {} : { cleanDistPath }) },
      });
      const { errors } = await buildProject(dir, {
        mode: 'development',
        environments: {
          auto: env('dist/auto', undefined),
          off: env('dist/off', false),
          // Two environments share dist/shared: the first one's false wins over the second one's true.
          'shared-first': env('dist/shared', false, 'a'),
          'shared-second': env('dist/shared', true, 'b'),
          'outside-auto': env(`../${path.basename(outsideAuto)}`, 'auto'),
          'outside-true': env(`../${path.basename(outsideTrue)}`, true),
        },
      });
      assert.deepEqual(errors, []);
      // Development builds write source maps beside the scripts; they are left out here.
      const list = (folder: string) => listFiles(folder).filter((file) => !file.endsWith('.map'));
      files = Object.fromEntries(['auto', 'off', 'shared'].map((name) => [name, list(path.join(dir, 'dist', name))]));
      files['outside-auto'] = list(outsideAuto);
      files['outside-true'] = list(outsideTrue);
    });

    test("'auto' empties an output directory inside the root, in development mode too", () => {
      assert.deepEqual(files.auto, ['a.html', 'static/js/a.js']);
    });

    test('false deletes nothing: old files stay next to the new ones', () => {
      assert.deepEqual(files.off, ['a.html', 'stale.js', 'static/js/a.js']);
    });

    test('environments sharing one output directory clean it once, with the settings of the first of them', () => {
      assert.deepEqual(files.shared, ['a.html', 'b.html', 'stale.js', 'static/js/a.js', 'static/js/b.js']);
    });

    test("an output directory outside the root: 'auto' leaves it, true empties it", () => {
      assert.deepEqual(files['outside-auto'], ['a.html', 'stale.js', 'static/js/a.js']);
      assert.deepEqual(files['outside-true'], ['a.html', 'static/js/a.js']);
    });
  });

  test("the page's keep sample: dist/uploads and dist/robots.txt stay; other folders are emptied but not removed", async () => {
    const dir = makeProject(
      { 'src/index.js': "console.log('page');\n", ...stale('dist/stale.js', 'dist/old/chunk.js', 'dist/uploads/photo.png', 'dist/robots.txt', 'dist/static/robots.txt') },
      'clean-dist-keep',
    );
    const sampleFile = path.join(dir, 'keep.config.ts');
    writeFileSync(sampleFile, pageSamples(page, 'en')[0]);
    const sample: RsbuildConfig = (await import(pathToFileURL(sampleFile).href)).default;
    assert.deepEqual(sample.output!.cleanDistPath, { keep: [/dist\/uploads/, /dist\/robots\.txt$/] });
    const { errors } = await buildProject(dir, { ...sample, mode: 'production', output: { ...sample.output, filenameHash: false } });
    assert.deepEqual(errors, []);
    assert.deepEqual(listFiles(path.join(dir, 'dist')), ['index.html', 'robots.txt', 'static/js/index.js', 'uploads/photo.png']);
    assert.ok(existsSync(path.join(dir, 'dist/old')), 'the emptied folder dist/old is still there');
  });

  test("'auto' with the output directory set to the root itself does not empty it", async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'notes.txt': 'mine\n' }, 'clean-dist-root');
    const { errors } = await buildProject(dir, { mode: 'production', output: { distPath: { root: '.' }, filenameHash: false } });
    assert.deepEqual(errors, []);
    assert.ok(existsSync(path.join(dir, 'notes.txt')));
    assert.ok(existsSync(path.join(dir, 'index.html')));
  });

  describe('the .rsbuild folder', () => {
    test("it is emptied with 'auto' even when keep matches it", async () => {
      const dir = makeProject({ 'src/index.js': "console.log('page');\n", ...stale('dist/.rsbuild/old.mjs', 'dist/stale.js') }, 'clean-dist-rsbuild-keep');
      const { errors } = await buildProject(dir, { mode: 'production', output: { cleanDistPath: { keep: [/\.rsbuild/] } } });
      assert.deepEqual(errors, []);
      assert.deepEqual(listFiles(path.join(dir, 'dist/.rsbuild')), []);
      assert.ok(!existsSync(path.join(dir, 'dist/stale.js')));
    });

    // One build for two claims: both environments set false, yet dist/.rsbuild above them is emptied.
    test('with environments in dist/web and dist/server it is dist/.rsbuild, emptied even when every environment sets false: only the top-level value counts', async () => {
      const dir = makeProject(
        { 'src/index.js': "console.log('page');\n", ...stale('dist/.rsbuild/old.mjs', 'dist/notes.txt', 'dist/web/stale.js', 'dist/server/stale.js') },
        'clean-dist-rsbuild-parent',
      );
      const { errors } = await buildProject(dir, {
        mode: 'production',
        environments: {
          web: { output: { distPath: { root: 'dist/web' }, cleanDistPath: false } },
          node: { output: { target: 'node', distPath: { root: 'dist/server' }, cleanDistPath: false } },
        },
      });
      assert.deepEqual(errors, []);
      assert.deepEqual(listFiles(path.join(dir, 'dist/.rsbuild')), []);
      assert.ok(existsSync(path.join(dir, 'dist/notes.txt')));
      assert.ok(existsSync(path.join(dir, 'dist/web/stale.js')), 'the environments keep their own old files');
      assert.ok(existsSync(path.join(dir, 'dist/server/stale.js')));
      assert.ok(pageText(page, 'en').includes('(with several environments, inside the folder that holds all their output directories, such as `dist/.rsbuild` for `dist/web` and `dist/server`)'));
      assert.ok(pageText(page, 'zh').includes('（配置了多个环境时，它位于包含所有环境产物目录的上层目录中，例如环境分别输出到 `dist/web` 和 `dist/server` 时为 `dist/.rsbuild`）'));
    });
  });

  describe('when the dev server starts (created without compiling)', () => {
    async function startDevServer(name: string, rsbuildConfig: RsbuildConfig) {
      const dir = makeProject({ 'src/index.js': "console.log('page');\n", ...stale('dist/index.html', 'dist/.rsbuild/old.mjs') }, name);
      const { createRsbuild } = await rsbuildCore();
      await withNodeEnv(undefined, async () => {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig, server: { middlewareMode: true } } });
        const server = await rsbuild.createDevServer({ runCompile: false });
        await server.close();
      });
      return { html: existsSync(path.join(dir, 'dist/index.html')), inspect: listFiles(path.join(dir, 'dist/.rsbuild')) };
    }

    test("'auto' without dev.writeToDisk leaves dist alone but empties dist/.rsbuild", async () => {
      assert.deepEqual(await startDevServer('clean-dist-dev-auto', {}), { html: true, inspect: [] });
    });

    test("'auto' with dev.writeToDisk empties dist", async () => {
      assert.deepEqual(await startDevServer('clean-dist-dev-write', { dev: { writeToDisk: true } }), { html: false, inspect: [] });
    });

    test('top-level false leaves dist and dist/.rsbuild alone', async () => {
      assert.deepEqual(await startDevServer('clean-dist-dev-false', { output: { cleanDistPath: false } }), { html: true, inspect: ['old.mjs'] });
    });

    test("'auto' leaves the .rsbuild folder of an output directory outside the root", async () => {
      const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'clean-dist-dev-outside');
      const folder = `${dir}-out`;
      outside.push(folder);
      writeProjectFiles(path.dirname(dir), { [`${path.basename(folder)}/.rsbuild/old.mjs`]: 'stale\n' });
      const { createRsbuild } = await rsbuildCore();
      await withNodeEnv(undefined, async () => {
        const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { distPath: { root: `../${path.basename(folder)}` } }, server: { middlewareMode: true } } });
        await (await rsbuild.createDevServer({ runCompile: false })).close();
      });
      assert.deepEqual(listFiles(path.join(folder, '.rsbuild')), ['old.mjs']);
    });

    test('dev.writeToDisk as a function empties the whole dist, even files the function would not write', async () => {
      assert.deepEqual(await startDevServer('clean-dist-dev-write-fn', { dev: { writeToDisk: (file: string) => file.endsWith('.css') } }), { html: false, inspect: [] });
      assert.ok(pageText(page, 'en').includes('is `true` or a function. A function empties the whole directory as well, including the files it would not let the dev server write.'));
      assert.ok(pageText(page, 'zh').includes('为 `true` 或函数时。设为函数时同样会清空整个目录，包括该函数不让开发服务器写入的文件。'));
    });

    test('true empties dist even without dev.writeToDisk', async () => {
      assert.deepEqual(await startDevServer('clean-dist-dev-true', { output: { cleanDistPath: true } }), { html: false, inspect: [] });
    });
  });

  test('watch mode: a rebuild after a change does not clean again', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('one');\n" }, 'clean-dist-watch');
    const { createRsbuild } = await rsbuildCore();
    let compiles = 0;
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        output: { filenameHash: false },
        plugins: [{ name: 'count-compiles', setup: (api) => api.onAfterBuild(() => void compiles++) }],
      },
    });
    const { close } = await rsbuild.build({ watch: true });
    try {
      await waitFor('the first compilation', () => compiles === 1);
      writeProjectFiles(dir, stale('dist/stale.js'));
      await writeUntilServed(dir, 'src/index.js', "console.log('two');", {
        compiles: () => compiles,
        served: async () => compiles >= 2 && readText(dir, 'dist/static/js/index.js').includes('two'),
      });
      assert.ok(existsSync(path.join(dir, 'dist/stale.js')));
    } finally {
      await close();
    }
  });

  // One CLI run for two claims: the warnings of an environment whose output directory is outside
  // the root, and the restart after a config change, which empties dist (the web environment's) again.
  test('rsbuild build --watch: four warn lines with the absolute root and dist paths for an output directory outside the root; a change to the config file restarts the build, which empties dist again', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('one');\n" }, 'clean-dist-watch-config');
    const publicDir = `${dir}-public`;
    outside.push(publicDir);
    const config = (write: number) =>
      `export default { output: { filenameHash: false }, source: { define: { WRITE: '${write}' } }, environments: { web: {}, outside: { output: { distPath: { root: '../${path.basename(publicDir)}' } } } } };\n`;
    writeProjectFiles(dir, { 'rsbuild.config.mjs': config(0) });
    const builtWeb = /ready\s+built in [^\n]*\(web\)/;
    const watch = startCli(dir, ['build', '--watch'], builtWeb);
    try {
      await watch.started;
      assert.deepEqual(
        watch.output().split('\n').filter((line) => line.startsWith('warn')),
        [
          'warn    The dist path is not a subdir of root path, Rsbuild will not empty it.',
          'warn    Please set `output.cleanDistPath` config manually.',
          `warn    Current root path: ${dir}`,
          `warn    Current dist path: ${publicDir}`,
        ],
      );
      writeProjectFiles(dir, stale('dist/stale.js'));
      // A fresh watcher can miss the first write: write again until the restart shows.
      await writeUntilServed(dir, 'rsbuild.config.mjs', config(1), {
        compiles: () => watch.output().split('built in').length,
        served: async () => watch.output().includes('restarting build as rsbuild.config.mjs changed'),
      });
      await waitFor('the restarted build', () => new RegExp(`restarting build as rsbuild\\.config\\.mjs changed[\\s\\S]*${builtWeb.source}`).test(watch.output()));
      assert.ok(!existsSync(path.join(dir, 'dist/stale.js')));
      assert.ok(existsSync(path.join(dir, 'dist/index.html')));
    } finally {
      await watch.stop();
    }
    assert.ok(pageText(page, 'en').includes('`rsbuild build --watch` prints `restarting build as rsbuild.config.mjs changed` and empties the output directory again;'));
    assert.ok(pageText(page, 'zh').includes('`rsbuild build --watch` 会输出 `restarting build as rsbuild.config.mjs changed`，并再次清空产物目录；'));
    assert.ok(!pageText(page, 'en').includes('Rebuilds triggered by file changes in watch mode'));
  });

  test('rsbuild dev with dev.writeToDisk: a change to the config file restarts the server, which empties dist again', async () => {
    const config = (write: number) => `export default { dev: { writeToDisk: true }, source: { define: { WRITE: '${write}' } } };\n`;
    const dir = makeProject({ 'src/index.js': "console.log('one');\n", 'rsbuild.config.mjs': config(0) }, 'clean-dist-dev-restart');
    const dev = startCli(dir, ['dev', '--port', String(await freePort())], /ready\s+built in/);
    try {
      await dev.started;
      writeProjectFiles(dir, stale('dist/stale.js'));
      // A fresh watcher can miss the first write: write again until the restart shows.
      await writeUntilServed(dir, 'rsbuild.config.mjs', config(1), {
        compiles: () => dev.output().split('built in').length,
        served: async () => dev.output().includes('restarting server as rsbuild.config.mjs changed'),
      });
      await waitFor('the restarted server', () => /restarting server as rsbuild\.config\.mjs changed[\s\S]*ready\s+built in/.test(dev.output()));
      assert.ok(!existsSync(path.join(dir, 'dist/stale.js')));
      assert.ok(existsSync(path.join(dir, 'dist/index.html')));
    } finally {
      await dev.stop();
    }
    assert.ok(pageText(page, 'en').includes('`rsbuild dev` prints `restarting server as rsbuild.config.mjs changed` and empties it again when `dev.writeToDisk` is on or the value is `true`.'));
    assert.ok(pageText(page, 'zh').includes('`rsbuild dev` 会输出 `restarting server as rsbuild.config.mjs changed`，在开启了 `dev.writeToDisk` 或设置为 `true` 时同样会再次清空。'));
    assert.ok(!pageText(page, 'en').includes('Cleaning happens once'));
    assert.ok(!pageText(page, 'zh').includes('清空只在首次编译前执行一次'));
  });

  test('a compiler from createCompiler(), run by hand, empties nothing, even with true: neither dist nor dist/.rsbuild', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n", ...stale('dist/stale.js', 'dist/.rsbuild/old.mjs') }, 'clean-dist-create-compiler');
    const { createRsbuild } = await rsbuildCore();
    await withNodeEnv(undefined, async () => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { mode: 'development', logLevel: 'silent', output: { cleanDistPath: true } } });
      const compiler = await rsbuild.createCompiler();
      await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve()))));
    });
    assert.deepEqual(
      listFiles(path.join(dir, 'dist')).filter((file) => !file.endsWith('.map')),
      ['.rsbuild/old.mjs', 'index.html', 'stale.js', 'static/js/index.js'],
    );
    assert.ok(pageText(page, 'en').includes('- `true`: empty the output directory before `rsbuild build` and each time the dev server starts, even without `dev.writeToDisk` and even outside the project root.'));
    assert.ok(pageText(page, 'zh').includes('- `true`：`rsbuild build` 开始前以及每次启动开发服务器时都清空产物目录，即使没有开启 `dev.writeToDisk`、产物目录位于项目根目录之外也是如此。'));
    assert.ok(pageText(page, 'en').includes('A compiler that you create with `createCompiler()` of the JavaScript API and run yourself empties nothing, whatever the value of `output.cleanDistPath`, not even the `.rsbuild` folder;'));
    assert.ok(pageText(page, 'zh').includes('通过 JavaScript API 的 `createCompiler()` 自行创建并运行的编译器不会清空任何内容，与 `output.cleanDistPath` 的取值无关，`.rsbuild` 文件夹也不例外；'));
    assert.ok(!pageText(page, 'en').includes('always empty the output directory before the first compilation'));
  });

  test('the page says the .rsbuild folder follows the top-level value only, ignores keep and is emptied by the dev server without writeToDisk', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(!en.includes('under the same `true` / `false` / `\'auto\'` rules'));
    assert.ok(!zh.includes('遵循同样的 `true` / `false` / `\'auto\'` 规则'));
    assert.ok(en.includes('only the top-level `output.cleanDistPath` counts for it, not the values set in `environments`, and `keep` does not protect it.'));
    assert.ok(en.includes('also when the dev server starts without `dev.writeToDisk`'));
    assert.ok(zh.includes('它只看顶层的 `output.cleanDistPath`，不受 `environments` 中设置的影响；`keep` 也无法保留它。'));
    assert.ok(zh.includes('开发服务器启动时即使没有开启 `dev.writeToDisk` 也是如此'));
  });
});
