// docs/{en,zh}/config/output/copy.mdx: what @rsbuild/core 1.7.6 copies for the page's samples, how
// files, folders and globs map to the output, force and priority, minification of copied JS and
// CSS, hashing, the dev server, and the error of a missing source. One production build with one
// environment per case, and one dev server of the JS API in this process.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, pageText, readText, rsbuildCore } from './harness';

const page = 'config/output/copy';

const unminified = 'function  add ( a , b ) { return a + b ; }\nconsole.log( add( 1 , 2 ) );\n';
const files = {
  'src/index.js': "console.log('page');\n",
  'deploy/robots.txt': 'User-agent: *\n',
  'content/docs/intro.md': '# Intro\n',
  'content/docs/guide/setup.md': '# Setup\n',
  'src/locales/en.json': '{"hi": "Hello"}\n',
  'src/locales/zh/zh.json': '{"hi": "你好"}\n',
  'src/locales/en.draft.json': '{}\n',
  // Not node_modules: the fixture's node_modules is a link to the shared install.
  'vendor-src/some-widget/dist/widget.min.js': unminified,
  'extra/plain.js': unminified,
  'extra/style.css': '.a {  color : red ;  }\n',
  'p/one.txt': 'one',
  'p/two.txt': 'two',
  'p/three.txt': 'three',
  'bin/run.sh': '#!/bin/sh\necho run\n',
};

describe('output.copy', () => {
  const dir = makeProject(files, 'copy');
  const dist = (name: string) => path.join(dir, 'dist', name);

  before(async () => {
    chmodSync(path.join(dir, 'bin/run.sh'), 0o755);
    const environments = {
      // The page's first two samples as written; the third with the widget elsewhere.
      single: { output: { distPath: { root: 'dist/single' }, copy: ['./deploy/robots.txt', { from: './content/docs', to: 'docs' }] } },
      glob: {
        output: {
          distPath: { root: 'dist/glob' },
          copy: { patterns: [{ from: '**/*.json', context: 'src/locales', to: 'locales/[name][ext]', globOptions: { ignore: ['**/*.draft.json'] } }] },
        },
      },
      minify: {
        output: {
          distPath: { root: 'dist/minify' },
          copy: [
            { from: './vendor-src/some-widget/dist/widget.min.js', to: 'vendor/[name][ext]', info: { minimized: true } },
            { from: './extra', to: 'extra' },
            { from: 'src/locales/*.json' },
          ],
        },
      },
      force: {
        output: {
          distPath: { root: 'dist/force' },
          copy: [
            { from: './p/one.txt', to: 'forced.txt', force: true, priority: 5 },
            { from: './p/two.txt', to: 'forced.txt', force: true, priority: 1 },
            { from: './p/three.txt', to: 'kept.txt' },
            { from: './p/one.txt', to: 'kept.txt' },
            { from: './p/two.txt', to: 'static/js/index.js' },
          ],
        },
      },
      fields: {
        output: {
          distPath: { root: 'dist/fields' },
          copy: [
            { from: './optional', noErrorOnMissing: true },
            { from: './bin/run.sh', to: 'kept-mode/run.sh', copyPermissions: true },
            { from: './bin/run.sh', to: 'default-mode/run.sh' },
            { from: './p/one.txt', to: () => 'from-function.txt', transform: (input: Buffer) => input.toString().toUpperCase() },
            { from: './p/two.txt', to: 'from-transformer.txt', transform: { transformer: (input: Buffer) => `${input.toString()}!` } },
          ],
        },
      },
      hashed: { output: { distPath: { root: 'dist/hashed' }, filenameHash: true, copy: ['./deploy/robots.txt', { from: './p/one.txt', to: '[name].[contenthash:8][ext]' }] } },
    };
    const { errors, warnings } = await buildProject(dir, { mode: 'production', output: { filenameHash: false }, environments });
    assert.deepEqual(errors, []);
    assert.deepEqual(warnings, []);
  });

  test('a string copies a file to the output root under its own name; a folder copies its contents, keeping sub-folders', () => {
    assert.deepEqual(listFiles(dist('single')), ['docs/guide/setup.md', 'docs/intro.md', 'index.html', 'robots.txt', 'static/js/index.js']);
    assert.equal(readText(dist('single'), 'robots.txt'), 'User-agent: *\n');
  });

  test('a glob with context, to locales/[name][ext] and globOptions.ignore: flattened, drafts left out', () => {
    assert.deepEqual(listFiles(dist('glob')), ['index.html', 'locales/en.json', 'locales/zh.json', 'static/js/index.js']);
    assert.equal(readText(dist('glob'), 'locales/zh.json'), '{"hi": "你好"}\n');
  });

  test('a glob without context keeps its path from the root', () => {
    assert.ok(listFiles(dist('minify')).includes('src/locales/en.json'));
    assert.ok(listFiles(dist('minify')).includes('src/locales/en.draft.json'));
  });

  test('copied JS and CSS are minified in production; info: { minimized: true } ships the file byte for byte', () => {
    assert.equal(readText(dist('minify'), 'extra/plain.js'), 'function add(d,n){return d+n}console.log(add(1,2));');
    assert.equal(readText(dist('minify'), 'extra/style.css'), '.a{color:red}');
    assert.equal(readText(dist('minify'), 'vendor/widget.min.js'), unminified);
  });

  test('force with priority: the higher priority wins; without force an existing file (copied or built) is kept', () => {
    assert.equal(readText(dist('force'), 'forced.txt'), 'one');
    assert.equal(readText(dist('force'), 'kept.txt'), 'three');
    assert.equal(readText(dist('force'), 'static/js/index.js'), 'console.log("page");');
  });

  test('noErrorOnMissing skips a missing source; to may be a function; transform, as a function or as { transformer }, changes the content; in a fresh output folder copyPermissions keeps no executable bit', () => {
    assert.deepEqual(listFiles(dist('fields')), ['default-mode/run.sh', 'from-function.txt', 'from-transformer.txt', 'index.html', 'kept-mode/run.sh', 'static/js/index.js']);
    assert.equal(statSync(path.join(dist('fields'), 'kept-mode/run.sh')).mode & 0o111, 0);
    assert.equal(statSync(path.join(dist('fields'), 'default-mode/run.sh')).mode & 0o111, 0);
    assert.equal(readText(dist('fields'), 'from-function.txt'), 'ONE');
    assert.equal(readText(dist('fields'), 'from-transformer.txt'), 'two!');
  });

  test('copied files are not hashed by output.filenameHash, only by a placeholder in to', () => {
    const out = listFiles(dist('hashed'));
    assert.ok(out.includes('robots.txt'));
    assert.ok(out.some((file) => /^one\.[0-9a-f]{8}\.txt$/.test(file)), out.join(', '));
    assert.ok(out.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), out.join(', '));
  });
});

describe('output.copy copyPermissions', () => {
  test('the mode reaches only a file already in the output folder: lost after the default cleanDistPath, kept with cleanDistPath false', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'bin/run.sh': '#!/bin/sh\necho run\n' }, 'copy-permissions');
    chmodSync(path.join(dir, 'bin/run.sh'), 0o755);
    const modes: number[] = [];
    for (const cleanDistPath of [undefined, undefined, false]) {
      const { errors } = await buildProject(dir, { mode: 'production', output: { cleanDistPath, copy: [{ from: './bin/run.sh', copyPermissions: true }] } });
      assert.deepEqual(errors, []);
      modes.push(statSync(path.join(dir, 'dist/run.sh')).mode & 0o111);
    }
    assert.deepEqual(modes, [0, 0, 0o111]);
  });

  test('the page says so', () => {
    assert.ok(pageText(page, 'en').includes('**`copyPermissions` has no effect on a clean output folder.**'));
    assert.ok(!pageText(page, 'en').includes('Keep file modes such as the executable bit. Default `false`.'));
    assert.ok(pageText(page, 'zh').includes('**`copyPermissions` 在干净的产物目录中不起作用。**'));
    assert.ok(!pageText(page, 'zh').includes('保留文件权限，例如可执行位。默认 `false`。'));
  });
});

describe('output.copy in development', () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'deploy/robots.txt': 'User-agent: *\n' }, 'copy-dev');
  let close: () => Promise<void> = async () => {};
  let port: number;

  before(async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      // mode: an earlier production build in this process may have set NODE_ENV.
      rsbuildConfig: { mode: 'development', logLevel: 'silent', server: { port: await freePort(), printUrls: false }, output: { copy: ['./deploy/robots.txt'] } },
    });
    let compiled!: () => void;
    const done = new Promise<void>((resolve) => (compiled = resolve));
    rsbuild.onAfterDevCompile(() => compiled());
    const started = await rsbuild.startDevServer();
    port = started.port;
    close = () => started.server.close();
    await done;
  });

  after(() => close());

  test('the dev server serves a copied file from memory; nothing is written to dist', async () => {
    const response = await fetch(`http://localhost:${port}/robots.txt`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'User-agent: *\n');
    assert.equal(existsSync(path.join(dir, 'dist/robots.txt')), false);
  });
});

describe('output.copy errors', () => {
  test("a missing source fails the build with unable to locate '<root>/./deploy' glob", async () => {
    const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'copy-missing');
    const { errors } = await buildProject(dir, { output: { copy: [{ from: './deploy' }] } });
    assert.ok(errors.length > 0);
    for (const error of errors) assert.equal(error.trim(), `× unable to locate '${dir}/./deploy' glob`);
  });
});

// One project, built twice: the tip's claim (public/ and node environments) and the last paragraph's
// (top-level patterns and an environment's own).
describe('output.copy tip: server.publicDir', () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'public/robots.txt': 'User-agent: *\n', 'shared.txt': 'shared\n' }, 'copy-public');
  const environments = {
    web: { output: { distPath: { root: 'dist/web' } } },
    node: { output: { target: 'node' as const, distPath: { root: 'dist/node' } } },
    ssr: { output: { target: 'node' as const, distPath: { root: 'dist/ssr' }, copy: ['./public/robots.txt'] } },
  };
  const copied = async (file: string, copyOnBuild?: boolean) => {
    const { errors } = await buildProject(dir, { mode: 'production', output: { copy: ['./shared.txt'] }, ...(copyOnBuild ? { server: { publicDir: { copyOnBuild } } } : {}), environments });
    assert.deepEqual(errors, []);
    return ['web', 'node', 'ssr'].map((name) => existsSync(path.join(dir, 'dist', name, file)));
  };
  let robots: boolean[][] = [];
  let shared: boolean[] = [];

  before(async () => {
    robots = [await copied('robots.txt')];
    shared = ['web', 'node', 'ssr'].map((name) => existsSync(path.join(dir, 'dist', name, 'shared.txt')));
    robots.push(await copied('robots.txt', true));
  });

  test("a build copies public/ into web environments only; copyOnBuild true, or output.copy in the environment, brings it to a node environment", () => {
    assert.deepEqual(robots, [
      [true, false, true],
      [true, true, true],
    ]);
  });

  test('the page says so', () => {
    assert.ok(pageText(page, 'en').includes("By default a build leaves them out of environments whose [output.target](/config/output/target) is `node`"));
    assert.ok(pageText(page, 'zh').includes('默认情况下，构建时 [output.target](/config/output/target) 为 `node` 的环境不会得到这些文件'));
  });

  test("top-level patterns reach every environment; an environment's own output.copy adds to them, not instead of them", () => {
    assert.deepEqual(shared, [true, true, true]);
    assert.equal(robots[0][2], true);
    assert.ok(pageText(page, 'en').includes("gets its own patterns in addition to them, not instead of them"));
    assert.ok(pageText(page, 'zh').includes('它自己的 pattern 会与顶层的 pattern 一起生效，而不是替换它们'));
  });
});
