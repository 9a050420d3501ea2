// guide/configuration/rsbuild: config file lookup, formats, the function form's parameters and
// running without a config, against @rsbuild/core 1.7.6.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import ts from 'typescript';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, listFiles, makeProject, outputFile, pageSamples, pageText, readText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, startCli, type CliResult, typeCheckProject, waitFor, withNodeEnv, writeProjectFiles } from './harness';

// The type behind defineConfig's parameter reports misspelled keys
// @ts-expect-error 'htm' is not an option
const misspelled: RsbuildConfig = { htm: { title: 'typo' } };
// ... and wrong value types
// @ts-expect-error server.port is a number
const wrongType: RsbuildConfig = { server: { port: '8080' } };
void [misspelled, wrongType];
// ... and so does defineConfig itself, for an object and for a function
declare const defineConfigV1: typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').defineConfig;
const defineConfigChecks = () => [
  // @ts-expect-error 'htm' is not an option
  defineConfigV1({ htm: { title: 'typo' } }),
  // @ts-expect-error server.port is a number
  defineConfigV1({ server: { port: '8080' } }),
  // @ts-expect-error 'htm' is not an option
  defineConfigV1(() => ({ htm: { title: 'typo' } })),
];
void defineConfigChecks;

describe('Configure Rsbuild', () => {
  test('with both rsbuild.config.ts and rsbuild.config.mjs in the root, the .mjs file wins', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      {
        'src/index.js': '',
        'rsbuild.config.ts': "export default { html: { title: 'from-ts' } };\n",
        'rsbuild.config.mjs': "export default { html: { title: 'from-mjs' } };\n",
      },
      'config-lookup',
    );
    const { content, filePath } = await loadConfig({ cwd: dir });
    assert.equal(path.basename(String(filePath)), 'rsbuild.config.mjs');
    assert.equal((content as { html: { title: string } }).html.title, 'from-mjs');
  });

  test('Config file names and lookup order: mjs, ts, js, cjs, mts, cts; the first that exists is loaded', () => {
    const names = ['rsbuild.config.mjs', 'rsbuild.config.ts', 'rsbuild.config.js', 'rsbuild.config.cjs', 'rsbuild.config.mts', 'rsbuild.config.cts'];
    const dir = makeProject(
      Object.fromEntries(names.map((name) => [name, /\.c[jt]s$/.test(name) ? `module.exports = { html: { title: '${name}' } };\n` : `export default { html: { title: '${name}' } };\n`])),
      'config-lookup-order',
    );
    // In a Node.js process of its own: under this process's tsx loader, import() of a .cjs file
    // gives no default export, which plain Node.js (and the CLI) does give.
    const script = `import { rmSync } from 'node:fs';
import { loadConfig } from '@rsbuild/core';
const loaded = [];
for (const name of ${JSON.stringify(names)}) {
  const { content, filePath } = await loadConfig({ cwd: process.cwd() });
  loaded.push(filePath.slice(process.cwd().length + 1) + ':' + content.html.title);
  rmSync(name);
}
loaded.push(String((await loadConfig({ cwd: process.cwd() })).filePath));
console.log(JSON.stringify(loaded));
`;
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout.trim().split('\n').at(-1)!), [...names.map((name) => `${name}:${name}`), 'null']);
  });

  test("Config file names and lookup order: the CLI looks in the directory passed with --root, not in the current one", async () => {
    const parent = makeProject(
      {
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync('seen-parent.txt', 'parent');\nexport default {};\n",
        // A probe: it records that it was loaded, then stops the command before any build.
        'app/rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nimport path from 'node:path';\nwriteFileSync(path.join(import.meta.dirname, 'seen-app.txt'), 'app');\nthrow new Error('probe only');\n",
      },
      'config-root-flag',
    );
    const run = await runCli(parent, ['build', '--root', 'app']);
    assert.equal(run.code, 1, run.output);
    assert.equal(readText(parent, 'app/seen-app.txt'), 'app');
    assert.ok(!existsSync(path.join(parent, 'seen-parent.txt')));
  });

  test("Create a config file: the page's sample loads with the React plugin, port 8080 and the title My App", async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      {
        'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  server: {
    port: 8080,
  },
  html: {
    title: 'My App',
  },
});
`,
      },
      'config-create-sample',
    );
    const { content } = await loadConfig({ cwd: dir });
    assert.deepEqual(
      { plugins: content.plugins?.map((item) => (item as { name: string }).name), server: content.server, html: content.html },
      { plugins: ['rsbuild:react'], server: { port: 8080 }, html: { title: 'My App' } },
    );
  });

  test('defineConfig returns its argument unchanged', async () => {
    const { defineConfig } = await rsbuildCore();
    const config = { html: { title: 'same' } };
    assert.equal(defineConfig(config), config);
  });

  test('a CommonJS config with require("@rsbuild/core") works', async () => {
    const dir = makeProject(
      {
        'src/index.js': '',
        'rsbuild.config.cjs': "const { defineConfig } = require('@rsbuild/core');\nmodule.exports = defineConfig({ html: { title: 'from-cjs' } });\n",
      },
      'config-cjs',
    );
    const { loadConfig } = await rsbuildCore();
    const { content } = await loadConfig({ cwd: dir });
    assert.equal((content as { html: { title: string } }).html.title, 'from-cjs');
  });

  test('a function config receives env, command and envMode; without a config the CLI builds src/index into dist', async () => {
    const dir = makeProject(
      {
        'src/index.ts': "console.log('marker-default-entry');\n",
        // The .env.staging variable is already in process.env when the config runs.
        '.env.staging': 'STAGE_NAME=from-env-file\n',
        'rsbuild.config.mjs': `export default ({ env, command, envMode }) => ({ html: { title: [env, command, envMode, process.env.STAGE_NAME].join('|') } });\n`,
      },
      'config-function',
    );
    const build = await runCli(dir, ['build', '--env-mode', 'staging']);
    assert.equal(build.code, 0, build.output);
    assert.match(outputFile(path.join(dir, 'dist'), /^index\.html$/), /<title>production\|build\|staging\|from-env-file<\/title>/);

    const bare = makeProject({ 'src/index.ts': "console.log('marker-default-entry');\n" }, 'config-none');
    const plain = await runCli(bare, ['build']);
    assert.equal(plain.code, 0, plain.output);
    const files = listFiles(path.join(bare, 'dist'));
    assert.ok(files.includes('index.html'));
    assert.ok(files.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
  });
});

describe('Configure Rsbuild › Create a config file', () => {
  test('saving the config file while rsbuild dev runs restarts the server, and the new settings take effect; saving a .env file loaded at start restarts it too', async () => {
    const config = (title: string) => `export default { html: { title: '${title}' }, server: { printUrls: false } };\n`;
    const dir = makeProject({ 'src/index.js': '', '.env': 'PUBLIC_MARK=one\n', 'rsbuild.config.mjs': config('before-save') }, 'config-dev-restart');
    const port = await freePort();
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    const title = () =>
      fetch(`http://localhost:${port}/`)
        .then((response) => response.text())
        .then((html) => html.match(/<title>(.*?)<\/title>/)?.[1])
        .catch(() => undefined);
    try {
      await server.started;
      assert.equal(await title(), 'before-save');
      writeProjectFiles(dir, { 'rsbuild.config.mjs': config('after-save') });
      await waitFor('the new title after the restart', async () => (await title()) === 'after-save');
      assert.match(server.output(), /restarting server as rsbuild\.config\.mjs changed/);
      // The .env file that was loaded at start is watched as well (a watcher that has just
      // restarted can miss a write: write again until the restart is printed).
      let lastWrite = 0;
      await waitFor('the restart for .env', () => {
        if (server.output().includes('restarting server as .env changed')) return true;
        if (Date.now() - lastWrite > 5_000) {
          writeProjectFiles(dir, { '.env': 'PUBLIC_MARK=two\n' });
          lastWrite = Date.now();
        }
        return false;
      });
      await waitFor('the build after the .env restart', () => /ready\s+built in/.test(server.output().split('restarting server as .env changed').at(-1) ?? ''));
    } finally {
      await server.stop();
    }
  });
});

describe('Configure Rsbuild › Create a config file › what a restart does not pick up', () => {
  const title = (port: number) =>
    fetch(`http://localhost:${port}/`)
      .then((response) => response.text())
      .then((html) => html.match(/<title>(.*?)<\/title>/)?.[1])
      .catch(() => undefined);
  // Writes `files` until the dev server (or build --watch) prints that it restarts for `changed` (a
  // watcher that has just started can miss a write), then waits for the restarted build.
  const saveUntilRestarted = async (dir: string, server: ReturnType<typeof startCli>, files: Record<string, string>, changed: string, what: 'server' | 'build' = 'server') => {
    let lastWrite = 0;
    const marker = `restarting ${what} as ${changed} changed`;
    await waitFor(marker, () => {
      if (server.output().includes(marker)) return true;
      if (Date.now() - lastWrite > 5_000) {
        writeProjectFiles(dir, files);
        lastWrite = Date.now();
      }
      return false;
    });
    await waitFor('the restarted build', () => /ready\s+built in/.test(server.output().split(marker).at(-1) ?? ''));
  };
  const base = (title: string) => `export const baseConfig = { html: { title: '${title}' } };\n`;
  const importing = (from: string, watched: string) =>
    `import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';\nimport { baseConfig } from '${from}';\n\nexport default defineConfig(mergeRsbuildConfig(baseConfig, { dev: { watchFiles: { paths: ['${watched}'], type: 'reload-server' } } }));\n`;

  test('the page says which files are watched besides the config file, in both languages', () => {
    assert.ok(pageText('guide/configuration/rsbuild', 'en').includes('- Besides the config file, only the `.env` files that were loaded when the command started are watched (saving one of them restarts it too;'));
    assert.ok(pageText('guide/configuration/rsbuild', 'zh').includes('- 除了配置文件本身，Rsbuild 只监听命令启动时加载的 `.env` 文件（保存这些文件同样会触发重启'));
    for (const lang of ['en', 'zh'] as const) assert.ok(!pageText('guide/configuration/rsbuild', lang).includes(lang === 'en' ? 'Only the config file itself is watched.' : 'Rsbuild 只监听配置文件本身。'), lang);
  });

  test('only the config file itself is watched for restarts: rsbuild inspect shows it as the one reload-server entry of dev.watchFiles', async () => {
    const dir = makeProject(
      {
        'src/index.js': '',
        'rsbuild.base.ts': base('base-1'),
        'rsbuild.config.ts': "import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';\nimport { baseConfig } from './rsbuild.base';\n\nexport default defineConfig(mergeRsbuildConfig(baseConfig, {}));\n",
      },
      'config-restart-watched',
    );
    const inspect = await runCli(dir, ['inspect']);
    assert.equal(inspect.code, 0, inspect.output);
    const written = readText(path.join(dir, 'dist/.rsbuild'), 'rsbuild.config.mjs');
    assert.ok(written.includes(`    watchFiles: [\n      {\n        paths: '${path.join(dir, 'rsbuild.config.ts')}',\n        type: 'reload-server'\n      }\n    ],\n`), written);
  });

  test('a CommonJS config that Node.js loads: saving it restarts rsbuild dev and rsbuild build --watch, but the restarted command keeps the settings of the first load (the same code as a .js file that jiti loads gets the new ones)', async () => {
    const config = (title: string) => `module.exports = { html: { title: '${title}' } };\n`;
    const dir = makeProject({ 'src/index.js': '', 'rsbuild.config.cjs': config('cjs-1') }, 'config-restart-cjs');
    const watchDir = makeProject({ 'src/index.js': '', 'rsbuild.config.cjs': config('cjs-1') }, 'config-restart-cjs-watch');
    // The same CommonJS code as rsbuild.config.js in a "type": "module" package: Node.js fails on it, jiti loads it.
    const jitiDir = makeProject({ 'src/index.js': '', 'package.json': '{ "type": "module" }\n', 'rsbuild.config.js': config('cjs-1') }, 'config-restart-cjs-jiti');
    const [port, jitiPort] = await Promise.all([freePort(), freePort()]);
    const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
    const jitiServer = startCli(jitiDir, ['dev', '--port', String(jitiPort)], /ready\s+built in/);
    const watch = startCli(watchDir, ['build', '--watch'], /ready\s+built in/);
    const builtTitle = () => readText(path.join(watchDir, 'dist'), 'index.html').match(/<title>(.*?)<\/title>/)?.[1];
    try {
      await Promise.all([server.started, jitiServer.started, watch.started]);
      assert.deepEqual([await title(server.port()), await title(jitiServer.port())], ['cjs-1', 'cjs-1']);
      assert.equal(builtTitle(), 'cjs-1');
      await Promise.all([
        saveUntilRestarted(dir, server, { 'rsbuild.config.cjs': config('cjs-2') }, 'rsbuild.config.cjs'),
        saveUntilRestarted(jitiDir, jitiServer, { 'rsbuild.config.js': config('cjs-2') }, 'rsbuild.config.js'),
        saveUntilRestarted(watchDir, watch, { 'rsbuild.config.cjs': config('cjs-2') }, 'rsbuild.config.cjs', 'build'),
      ]);
      assert.deepEqual([await title(server.port()), await title(jitiServer.port())], ['cjs-1', 'cjs-2']);
      // The restarted build emptied dist and wrote index.html again.
      await waitFor('the rebuilt index.html', () => existsSync(path.join(watchDir, 'dist/index.html')));
      assert.equal(builtTitle(), 'cjs-1');
    } finally {
      await Promise.all([server.stop(), jitiServer.stop(), watch.stop()]);
    }
  });

  test('the r shortcut and a watched file change call the same restartDevServer of the CLI (read from the 1.x code)', () => {
    const code = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.match(code, /restartServer: \(\)=>restartDevServer\(\{\n\s+clear: !1\n\s+\}\)/);
    assert.match(code, /isBuildWatch \? await restartBuild\(\{\n\s+filePath\n\s+\}\) : await restartDevServer\(\{\n\s+filePath\n\s+\}\)/);
  });

  test('the dev.watchFiles and dev.cliShortcuts reference pages state the same two limits of a restart', () => {
    const page = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
    assert.ok(page('docs/en/config/dev/watch-files.mdx').includes('a CommonJS config that Node.js loads itself (such as `rsbuild.config.cjs`) keeps the settings of its first load, and when Node.js loads the config (an `.mjs` file, for example), the files that the config imports keep theirs.'));
    assert.ok(page('docs/zh/config/dev/watch-files.mdx').includes('由 Node.js 自身加载的 CommonJS 配置（例如 `rsbuild.config.cjs`）始终保留首次加载时的设置；配置由 Node.js 加载时（例如 `.mjs` 文件），它所导入的文件也保留首次加载时的内容。'));
    assert.ok(page('docs/en/config/dev/cli-shortcuts.mdx').includes('with the same limits: a CommonJS config that Node.js loads keeps its old settings'));
    assert.ok(page('docs/zh/config/dev/cli-shortcuts.mdx').includes('局限也相同：由 Node.js 加载的 CommonJS 配置仍会保留旧设置'));
  });

  test('a file the config imports, listed in dev.watchFiles as reload-server: the restart reads it again under jiti (.ts), but not when Node.js loads the config (.mjs)', async () => {
    const tsDir = makeProject({ 'src/index.js': '', 'rsbuild.base.ts': base('base-1'), 'rsbuild.config.ts': importing('./rsbuild.base', 'rsbuild.base.ts') }, 'config-restart-import-ts');
    const mjsDir = makeProject({ 'src/index.js': '', 'rsbuild.base.mjs': base('base-1'), 'rsbuild.config.mjs': importing('./rsbuild.base.mjs', 'rsbuild.base.mjs') }, 'config-restart-import-mjs');
    const [tsPort, mjsPort] = await Promise.all([freePort(), freePort()]);
    const tsServer = startCli(tsDir, ['dev', '--port', String(tsPort)], /ready\s+built in/);
    const mjsServer = startCli(mjsDir, ['dev', '--port', String(mjsPort)], /ready\s+built in/);
    try {
      await Promise.all([tsServer.started, mjsServer.started]);
      assert.deepEqual([await title(tsServer.port()), await title(mjsServer.port())], ['base-1', 'base-1']);
      await Promise.all([
        saveUntilRestarted(tsDir, tsServer, { 'rsbuild.base.ts': base('base-2') }, 'rsbuild.base.ts'),
        saveUntilRestarted(mjsDir, mjsServer, { 'rsbuild.base.mjs': base('base-2') }, 'rsbuild.base.mjs'),
      ]);
      assert.deepEqual([await title(tsServer.port()), await title(mjsServer.port())], ['base-2', 'base-1']);
    } finally {
      await Promise.all([tsServer.stop(), mjsServer.stop()]);
    }
  });
});

describe('Configure Rsbuild › Create a config file › build --watch', () => {
  test('saving the config file while rsbuild build --watch runs restarts the build, which uses the new settings', async () => {
    const config = (title: string) => `export default { html: { title: '${title}' } };\n`;
    const dir = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': config('before-save') }, 'config-watch-restart');
    const watch = startCli(dir, ['build', '--watch'], /ready\s+built in/);
    // The restarted build empties dist before it writes index.html again.
    const title = () => (existsSync(path.join(dir, 'dist/index.html')) ? readText(path.join(dir, 'dist'), 'index.html').match(/<title>(.*?)<\/title>/)?.[1] : undefined);
    try {
      await watch.started;
      assert.equal(title(), 'before-save');
      // The watcher that has just started can miss a write: write again until the restart is printed.
      let lastWrite = 0;
      await waitFor('the restart message', () => {
        if (/restarting build as rsbuild\.config\.mjs changed/.test(watch.output())) return true;
        if (Date.now() - lastWrite > 5_000) {
          writeProjectFiles(dir, { 'rsbuild.config.mjs': config('after-save') });
          lastWrite = Date.now();
        }
        return false;
      });
      await waitFor('the new title after the restart', () => title() === 'after-save');
      await waitFor('the restarted build to finish', () => (watch.output().split(/restarting build as/).at(-1)?.match(/ready\s+built in/g)?.length ?? 0) >= 1);
    } finally {
      await watch.stop();
    }
  });
});

describe('Config formats', () => {
  test('a CommonJS rsbuild.config.js in a "type": "module" package fails in Node.js and is loaded by jiti instead', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      { 'package.json': '{ "type": "module" }\n', 'rsbuild.config.js': "module.exports = { html: { title: 'from-cjs-js' } };\n" },
      'config-js-fallback',
    );
    const { content } = await loadConfig({ cwd: dir, loader: 'auto' });
    assert.equal((content as { html: { title: string } }).html.title, 'from-cjs-js');
  });
});

describe('Config formats › the three samples', () => {
  test('the TypeScript, ES module and CommonJS samples load to the same configuration', async () => {
    const { loadConfig } = await rsbuildCore();
    const body = `({
  output: {
    distPath: {
      root: 'build',
    },
  },
})`;
    const samples = {
      'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig${body};\n`,
      'rsbuild.config.mjs': `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig${body};\n`,
      'rsbuild.config.cjs': `const { defineConfig } = require('@rsbuild/core');\n\nmodule.exports = defineConfig${body};\n`,
    };
    for (const [file, text] of Object.entries(samples)) {
      const dir = makeProject({ [file]: text }, 'config-format-sample');
      const { content, filePath } = await loadConfig({ cwd: dir, loader: 'auto' });
      assert.equal(path.basename(String(filePath)), file);
      assert.deepEqual({ output: content.output }, { output: { distPath: { root: 'build' } } }, file);
    }
  });
});

describe('Merge configs › the sample', () => {
  test('rsbuild.config.ts imports baseConfig from ./rsbuild.base and merges: the React plugin, distPath build, port 3100', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      {
        'rsbuild.base.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export const baseConfig = defineConfig({
  plugins: [pluginReact()],
  output: {
    distPath: {
      root: 'build',
    },
  },
});
`,
        'rsbuild.config.ts': `import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { baseConfig } from './rsbuild.base';

export default defineConfig(
  mergeRsbuildConfig(baseConfig, {
    server: {
      port: 3100,
    },
  }),
);
`,
      },
      'config-merge-sample',
    );
    const { content } = await loadConfig({ cwd: dir, loader: 'auto' });
    assert.deepEqual(
      { plugins: content.plugins?.map((item) => (item as { name: string }).name), output: content.output, server: content.server },
      { plugins: ['rsbuild:react'], output: { distPath: { root: 'build' } }, server: { port: 3100 } },
    );
  });
});

describe('Config formats › TypeScript without the typescript package', () => {
  test('jiti loads a .ts config with types, an interface and an enum while every require of typescript fails', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      {
        'rsbuild.config.ts':
          "import { defineConfig } from '@rsbuild/core';\n\ninterface Site { title: string }\nenum Port { Dev = 8080 }\nconst site: Site = { title: 'typed' };\n\nexport default defineConfig({ html: { title: site.title }, server: { port: Port.Dev as number } });\n",
      },
      'config-ts-no-typescript',
    );
    const Module = (await import('node:module')).default as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
    const resolve = Module._resolveFilename;
    const asked: string[] = [];
    Module._resolveFilename = function (request: string, ...rest: unknown[]) {
      if (request === 'typescript' || request.startsWith('typescript/')) {
        asked.push(request);
        throw Object.assign(new Error(`Cannot find module '${request}'`), { code: 'MODULE_NOT_FOUND' });
      }
      return resolve.call(this, request, ...rest);
    };
    try {
      const { content } = await loadConfig({ cwd: dir, loader: 'jiti' });
      assert.deepEqual({ html: content.html, server: content.server }, { html: { title: 'typed' }, server: { port: 8080 } });
    } finally {
      Module._resolveFilename = resolve;
    }
    assert.deepEqual(asked, []);
  });
});

describe('Export a function', () => {
  test('a function that returns nothing fails with "[rsbuild:loadConfig] The config function must return a config object."', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.mjs': 'export default () => {};\n' }, 'config-fn-undefined');
    await assert.rejects(loadConfig({ cwd: dir }), { message: '[rsbuild:loadConfig] The config function must return a config object.' });
  });

  test('rsbuild build with such a function prints "error   Failed to build.", then "error   [rsbuild:loadConfig] The config function must return a config object.", then a stack trace; exit code 1', async () => {
    const dir = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': 'export default () => {};\n' }, 'config-fn-undefined-cli');
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 1, result.output);
    assert.ok(result.stderr.includes('error   Failed to build.\nerror   [rsbuild:loadConfig] The config function must return a config object.\n    at '), result.stderr);
  });

  test("without NODE_ENV, env is '' (and envMode too)", async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.mjs': 'export default ({ env, envMode }) => ({ html: { title: JSON.stringify([env, envMode]) } });\n' }, 'config-fn-no-node-env');
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      const { content } = await loadConfig({ cwd: dir });
      assert.equal((content as { html: { title: string } }).html.title, '["",""]');
    } finally {
      if (nodeEnv !== undefined) process.env.NODE_ENV = nodeEnv;
    }
  });

  test("the CLI sets NODE_ENV from the first argument: rsbuild --root <dir> build gets 'development', command '--root'; preview gets 'production'", async () => {
    const dir = makeProject(
      {
        // A probe: it records what the config sees, then stops the command before any build.
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nexport default ({ env, command }) => {\n  writeFileSync(`seen-${process.env.PROBE}.txt`, `${env} ${command}`);\n  throw new Error('probe only');\n};\n",
      },
      'config-fn-flag-first',
    );
    await Promise.all([
      runCli(dir, ['--root', '.', 'build'], { env: { PROBE: 'flag-first' } }),
      runCli(dir, ['build', '--root', '.'], { env: { PROBE: 'command-first' } }),
      runCli(dir, ['preview'], { env: { PROBE: 'preview' } }),
    ]);
    assert.equal(readText(dir, 'seen-flag-first.txt'), 'development --root');
    assert.equal(readText(dir, 'seen-command-first.txt'), 'production build');
    assert.equal(readText(dir, 'seen-preview.txt'), 'production preview');
  });

  test("env follows NODE_ENV, not the mode: build --mode development gets 'production', dev --mode production 'development'; NODE_ENV=development rsbuild build gets 'development' for both", async () => {
    const dir = makeProject(
      {
        // A probe: it records env and the mode the build would use, then stops before any compilation.
        'rsbuild.config.mjs':
          "import { writeFileSync } from 'node:fs';\nexport default ({ env }) => ({\n  plugins: [{ name: 'probe', setup(api) {\n    api.onBeforeCreateCompiler(() => {\n      writeFileSync(`seen-${process.env.PROBE}.txt`, `${env} ${api.getNormalizedConfig().mode}`);\n      throw new Error('probe only');\n    });\n  } }],\n});\n",
      },
      'config-fn-env-not-mode',
    );
    await Promise.all([
      runCli(dir, ['build', '--mode', 'development'], { env: { PROBE: 'build-dev-mode' } }),
      runCli(dir, ['dev', '--mode', 'production'], { env: { PROBE: 'dev-prod-mode' } }),
      runCli(dir, ['build'], { env: { PROBE: 'node-env', NODE_ENV: 'development' } }),
    ]);
    assert.equal(readText(dir, 'seen-build-dev-mode.txt'), 'production development');
    assert.equal(readText(dir, 'seen-dev-prod-mode.txt'), 'development production');
    assert.equal(readText(dir, 'seen-node-env.txt'), 'development development');
    assert.ok(pageText('guide/configuration/rsbuild', 'en').includes("`env` follows `NODE_ENV`, not the build mode: `rsbuild build --mode development`, like a `mode: 'development'` in the config, still gives `'production'`"));
    assert.ok(pageText('guide/configuration/rsbuild', 'zh').includes("`env` 取自 `NODE_ENV`，而不是构建模式：执行 `rsbuild build --mode development`"));
  });

  test("command is undefined for plain rsbuild and '--port' for rsbuild --port 8080 (both run the dev server, env 'development')", async () => {
    const dir = makeProject(
      {
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nexport default ({ env, command }) => {\n  writeFileSync(`seen-${process.env.PROBE}.txt`, `${env} ${String(command)}`);\n  throw new Error('probe only');\n};\n",
      },
      'config-fn-command',
    );
    const [plain, port] = await Promise.all([runCli(dir, [], { env: { PROBE: 'plain' } }), runCli(dir, ['--port', '8080'], { env: { PROBE: 'port' } })]);
    assert.equal(readText(dir, 'seen-plain.txt'), 'development undefined');
    assert.equal(readText(dir, 'seen-port.txt'), 'development --port');
    for (const result of [plain, port]) {
      assert.equal(result.code, 1, result.output);
      assert.match(result.output, /error {3}Failed to start dev server\./);
    }
  });

  test("NODE_ENV=development in .env replaces what the CLI set: rsbuild build gets env 'development'", async () => {
    const dir = makeProject(
      {
        '.env': 'NODE_ENV=development\n',
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nexport default ({ env, command }) => {\n  writeFileSync('seen.txt', `${env} ${command}`);\n  throw new Error('probe only');\n};\n",
      },
      'config-fn-dotenv',
    );
    await runCli(dir, ['build']);
    assert.equal(readText(dir, 'seen.txt'), 'development build');
  });

  test("the page's function sample loads with the 1.0 shape of output.sourceMap", async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const sample = `import { defineConfig } from '@rsbuild/core';

export default defineConfig(({ env, command, envMode }) => ({
  html: {
    title: envMode === 'staging' ? 'My App (staging)' : 'My App',
  },
  output: {
    sourceMap: { js: env === 'production' ? false : 'source-map' },
  },
  server: {
    open: command === 'preview',
  },
}));
`;
    const cwd = makeProject({ 'src/index.js': '', 'rsbuild.config.ts': sample }, 'config-fn-sample');
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const { content } = await loadConfig({ cwd, envMode: 'staging' });
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: content });
      await rsbuild.initConfigs();
      const config = rsbuild.getNormalizedConfig();
      assert.equal(config.html.title, 'My App (staging)');
      assert.deepEqual(config.output.sourceMap, { js: 'source-map', css: false });
      assert.equal(config.server.open, false);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });

  test("Async configs: the page's sample reads package.json and defines APP_VERSION", async () => {
    const { loadConfig } = await rsbuildCore();
    const sample = `import { readFile } from 'node:fs/promises';
import { defineConfig } from '@rsbuild/core';

export default defineConfig(async () => {
  const pkg = JSON.parse(await readFile('./package.json', 'utf-8'));

  return {
    source: {
      define: {
        APP_VERSION: JSON.stringify(pkg.version),
      },
    },
  };
});
`;
    const dir = makeProject({ 'package.json': '{ "version": "2.3.4" }\n', 'rsbuild.config.ts': sample }, 'config-async-sample');
    // The sample reads ./package.json from the working folder, which the CLI runs in.
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const { content } = await loadConfig({ cwd: dir });
      assert.deepEqual((content as { source: unknown }).source, { define: { APP_VERSION: '"2.3.4"' } });
    } finally {
      process.chdir(cwd);
    }
  });

  test('meta passed to loadConfig reaches the function; an async function is awaited', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject(
      { 'rsbuild.config.mjs': 'export default async ({ meta, envMode }) => ({ html: { title: `${meta.site}|${envMode}` } });\n' },
      'config-fn-meta',
    );
    const { content } = await loadConfig({ cwd: dir, meta: { site: 'docs' }, envMode: 'staging' });
    assert.equal((content as { html: { title: string } }).html.title, 'docs|staging');
  });
});

describe('Specify a config file', () => {
  test('a missing --config file fails with "Cannot find config file: <path>", resolved from the root', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.mjs': 'export default {};\n' }, 'config-missing');
    await assert.rejects(loadConfig({ cwd: dir, path: 'config/rsbuild.prod.ts' }), (error: Error) => {
      assert.ok(error.message.includes(`[rsbuild:loadConfig] Cannot find config file: ${path.join(dir, 'config/rsbuild.prod.ts')}`), error.message);
      return true;
    });
  });
});

describe('Merge configs', () => {
  test('deep merge: objects by key, arrays concatenated, function with object gives both, replace-only options, undefined skipped', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const fn = () => {};
    const merged = mergeRsbuildConfig(
      { html: { title: 'a', meta: { x: 'x' } }, source: { preEntry: ['./a.js'] }, tools: { rspack: { name: 'base' } }, resolve: { extensions: ['.js'] }, output: { filename: { js: 'a.js' } } },
      undefined,
      { html: { title: 'b' }, source: { preEntry: ['./b.js'] }, tools: { rspack: fn }, resolve: { extensions: ['.ts'] }, output: { filename: { js: 'b.js' } } },
    );
    assert.deepEqual(merged.html, { title: 'b', meta: { x: 'x' } });
    assert.deepEqual(merged.source?.preEntry, ['./a.js', './b.js']);
    assert.deepEqual(merged.tools?.rspack, [{ name: 'base' }, fn]);
    assert.deepEqual(merged.resolve?.extensions, ['.ts']);
    assert.deepEqual(merged.output?.filename, { js: 'b.js' });
  });

  test('output.filename.* is replaced even when both values are functions (other functions are collected)', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const first = () => 'first.js';
    const second = () => 'second.js';
    const merged = mergeRsbuildConfig({ output: { filename: { js: first } } }, { output: { filename: { js: second } } });
    assert.equal(merged.output?.filename?.js, second);
  });

  test('a boolean on either side: the later value wins, also against a function, an object or an array', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const fn = () => {};
    const merged = mergeRsbuildConfig(
      { tools: { htmlPlugin: fn }, output: { minify: { js: true } }, source: { preEntry: ['./a.js'] } },
      { tools: { htmlPlugin: false }, output: { minify: false }, source: { preEntry: true as unknown as string[] } },
    );
    assert.equal(merged.tools?.htmlPlugin, false);
    assert.equal(merged.output?.minify, false);
    assert.equal(merged.source?.preEntry, true);
    assert.equal(mergeRsbuildConfig({ tools: { htmlPlugin: false } }, { tools: { htmlPlugin: fn } }).tools?.htmlPlugin, fn);
  });

  test('resolve.extensions, resolve.conditionNames and resolve.mainFields are replaced, and came in 1.1.9, 1.5.7 and 1.5.9', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const merged = mergeRsbuildConfig(
      { resolve: { extensions: ['.js'], conditionNames: ['import'], mainFields: ['module'] } },
      { resolve: { extensions: ['.ts'], conditionNames: ['require'], mainFields: ['main'] } },
    );
    assert.deepEqual(merged.resolve, { extensions: ['.ts'], conditionNames: ['require'], mainFields: ['main'] });
    const { items } = JSON.parse(readText(repoRoot, 'scripts/data/version-history.json'));
    assert.deepEqual(
      ['extensions', 'conditionNames', 'mainFields'].map((key) => items[`config:resolve.${key}`].added),
      ['1.1.9', '1.5.7', '1.5.9'],
    );
  });

  test('a key set to undefined in a later config keeps the earlier value (also for a replace-only option)', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const merged = mergeRsbuildConfig({ html: { title: 'kept' }, server: { port: 3100, open: true } }, { html: { title: undefined }, server: { port: undefined, open: undefined } });
    assert.deepEqual(merged.html, { title: 'kept' });
    assert.deepEqual(merged.server, { port: 3100, open: true });
  });

  test('an array and a single value: the value is added to the array', async () => {
    const { mergeRsbuildConfig } = await rsbuildCore();
    const merged = mergeRsbuildConfig({ source: { preEntry: ['./a.js'] } }, { source: { preEntry: './b.js' } });
    assert.deepEqual(merged.source?.preEntry, ['./a.js', './b.js']);
  });
});

describe('Common problems', () => {
  test('an .mjs config without a default export fails with "Cannot convert object to primitive value"', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.mjs': "export const config = { html: { title: 'named' } };\n" }, 'config-no-default-mjs');
    await assert.rejects(loadConfig({ cwd: dir }), /Cannot convert object to primitive value/);
  });

  test('a .ts config without a default export, loaded by jiti, does not fail: its named exports become the config', async () => {
    const { loadConfig } = await rsbuildCore();
    const dir = makeProject({ 'rsbuild.config.ts': "export const config: { html: { title: string } } = { html: { title: 'named' } };\n" }, 'config-no-default-ts');
    const { content } = await loadConfig({ cwd: dir, loader: 'jiti' });
    assert.deepEqual(Object.keys(content).filter((key) => key !== '_privateMeta'), ['config']);
  });

  test('with debug logs on, "configuration loaded from:" is printed for an object config but not for a function config', async () => {
    const { loadConfig, logger } = await rsbuildCore();
    const objectDir = makeProject({ 'rsbuild.config.mjs': 'export default {};\n' }, 'config-debug-object');
    const functionDir = makeProject({ 'rsbuild.config.mjs': 'export default () => ({});\n' }, 'config-debug-function');
    const lines: string[] = [];
    const { level } = logger;
    const log = console.log;
    logger.level = 'verbose';
    console.log = (...args: unknown[]) => void lines.push(args.join(' '));
    try {
      await loadConfig({ cwd: objectDir });
      const afterObject = lines.length;
      const expected = `configuration loaded from: ${path.join(objectDir, 'rsbuild.config.mjs')}`;
      assert.ok(lines.some((line) => new RegExp(`^  rsbuild \\d{2}:\\d{2}:\\d{2} ${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(line)), lines.join('\n'));
      await loadConfig({ cwd: functionDir });
      assert.ok(!lines.slice(afterObject).some((line) => line.includes('configuration loaded from:')), lines.join('\n'));
    } finally {
      console.log = log;
      logger.level = level;
    }
  });

  test('an Rspack plugin in the top-level plugins throws "looks like a webpack or Rspack plugin"', async () => {
    const { createRsbuild } = await rsbuildCore();
    class SomeRspackPlugin {
      apply() {}
    }
    await assert.rejects(
      async () => {
        const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'config-rspack-plugin'), rsbuildConfig: { plugins: [new SomeRspackPlugin() as never] } });
        await rsbuild.initConfigs();
      },
      /SomeRspackPlugin looks like a webpack or Rspack plugin, please use `tools.rspack` to register it/,
    );
  });
});

describe('Inspect the final config', () => {
  const dir = makeProject(
    {
      'src/index.js': '',
      // tools.rspack holds a function longer than 100 characters: inspect without --verbose abbreviates it
      'rsbuild.config.ts': "export default ({ env }: { env: string }) => ({ html: { title: `env-${env}` }, tools: { rspack: (config: object) => { const marker = 'marker-long-function-body-of-more-than-one-hundred-characters'; void marker; return config; } } });\n",
    },
    'config-inspect',
  );
  const out = path.join(dir, 'dist/.rsbuild');
  let first: CliResult;
  let second: CliResult;
  let verbose: CliResult;
  let filesAfterFirst: string[];
  let firstRsbuildConfig = '';
  before(async () => {
    first = await runCli(dir, ['inspect', '--mode', 'production']);
    filesAfterFirst = listFiles(out);
    firstRsbuildConfig = readText(out, 'rsbuild.config.mjs');
    second = await runCli(dir, ['inspect']);
    verbose = await runCli(dir, ['inspect', '--verbose', '--output', 'verbose']);
  });

  test('--output is resolved from the output directory; --verbose writes the full source of functions', () => {
    assert.equal(verbose.code, 0, verbose.output);
    const verboseDir = path.join(dir, 'dist/verbose');
    assert.deepEqual(listFiles(verboseDir), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    assert.match(readText(verboseDir, 'rsbuild.config.mjs'), /marker-long-function-body-of-more-than-one-hundred-characters/);
  });

  test('rsbuild inspect writes rsbuild.config.mjs and rspack.config.web.mjs into dist/.rsbuild and prints their paths', () => {
    assert.equal(first.code, 0, first.output);
    assert.deepEqual(filesAfterFirst, ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    assert.ok(first.output.includes(path.join(out, 'rsbuild.config.mjs')), first.output);
    assert.ok(first.output.includes(path.join(out, 'rspack.config.web.mjs')), first.output);
  });

  test('without --verbose, a function longer than 100 characters is written as function () { /* omitted long function */ }', () => {
    assert.ok(firstRsbuildConfig.includes('function () { /* omitted long function */ }'), firstRsbuildConfig);
    assert.doesNotMatch(firstRsbuildConfig, /marker-long-function-body/);
  });

  test('without environments, inspect names the Rspack config after output.target: web, node, webWorker', async () => {
    const { createRsbuild } = await rsbuildCore();
    const written: string[] = [];
    for (const target of ['web', 'node', 'web-worker'] as const) {
      const dir = makeProject({ 'src/index.js': "console.log('target');\n" }, `config-inspect-${target}`);
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output: { target } } });
      await rsbuild.inspectConfig({ writeToDisk: true });
      written.push(...listFiles(path.join(dir, 'dist/.rsbuild')).filter((file) => file.startsWith('rspack.config.')));
    }
    assert.deepEqual(written, ['rspack.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.webWorker.mjs']);
  });

  test("inspect runs with NODE_ENV 'development' even with --mode production", () => {
    assert.match(firstRsbuildConfig, /title: 'env-development'/);
    assert.match(firstRsbuildConfig, /mode: 'production'/);
  });

  test("a NODE_ENV line in .env is kept: inspect then loads the config with env 'production', over the shell's 'development'", async () => {
    const dir = makeProject(
      {
        '.env': 'NODE_ENV=production\n',
        'rsbuild.config.mjs': "import { writeFileSync } from 'node:fs';\nexport default ({ env, command }) => {\n  writeFileSync('seen.txt', `${env} ${command}`);\n  throw new Error('probe only');\n};\n",
      },
      'config-inspect-dotenv',
    );
    await runCli(dir, ['inspect', '--mode', 'production'], { env: { NODE_ENV: 'development' } });
    assert.equal(readText(dir, 'seen.txt'), 'production inspect');
    // The env row of "Export a function" says so too.
    assert.ok(pageText('guide/configuration/rsbuild', 'en').includes('A `NODE_ENV` line in a `.env` file replaces the value set by the CLI, and even one set in the shell,'));
    assert.ok(pageText('guide/configuration/rsbuild', 'zh').includes('`.env` 文件中的 `NODE_ENV` 会覆盖 CLI 设置的值，连 shell 中设置的值也会被覆盖，'));
  });

  test('a second inspect writes a Rspack config with a timestamp in its name next to the first (the Rsbuild config is overwritten)', () => {
    assert.equal(second.code, 0, second.output);
    assert.match(readText(out, 'rsbuild.config.mjs'), /mode: 'development'/);
    assert.ok(listFiles(out).some((file) => /^rspack\.config\.web\.\d{13}\.mjs$/.test(file)), listFiles(out).join(', '));
  });
});

describe('Inspect the final config › environments', () => {
  test('environments that build into different folders: .rsbuild goes into the closest folder that contains them all (dist for dist/web and dist/server, the root for build-web and build-node)', async () => {
    const { createRsbuild } = await rsbuildCore();
    const layouts = { nested: ['dist/web', 'dist/server'], siblings: ['build-web', 'build-node'] };
    const written: Record<string, string[]> = {};
    for (const [layout, [web, node]] of Object.entries(layouts)) {
      const dir = makeProject({ 'src/index.js': '' }, `config-inspect-${layout}`);
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: { logLevel: 'silent', environments: { web: { output: { distPath: { root: web } } }, node: { output: { target: 'node', distPath: { root: node } } } } },
      });
      await rsbuild.inspectConfig({ writeToDisk: true });
      // --output (outputPath) is resolved from the same folder.
      await rsbuild.inspectConfig({ writeToDisk: true, outputPath: 'insp' });
      written[`${layout}-output`] = ['dist/insp', 'insp'].filter((folder) => listFiles(path.join(dir, folder)).length > 0);
      // (listFiles of the project itself would walk the linked node_modules)
      written[layout] = ['dist/.rsbuild', '.rsbuild', `${web}/.rsbuild`].flatMap((folder) => listFiles(path.join(dir, folder)).map((file) => `${folder}/${file}`));
    }
    const files = (folder: string) => ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs'].map((file) => `${folder}/${file}`);
    assert.deepEqual(written, { nested: files('dist/.rsbuild'), 'nested-output': ['dist/insp'], siblings: files('.rsbuild'), 'siblings-output': ['insp'] });
    assert.ok(pageText('guide/configuration/rsbuild', 'en').includes('resolved from the folder that would hold `.rsbuild`'));
    assert.ok(pageText('guide/configuration/rsbuild', 'zh').includes('路径基于原本存放 `.rsbuild` 的目录解析'));
    assert.ok(pageText('guide/configuration/rsbuild', 'en').includes('When the environments build into different folders, `.rsbuild` goes into the closest folder that contains them all: `dist/.rsbuild` for `dist/web` and `dist/server`, but `.rsbuild` in the project root for `build-web` and `build-node`.'));
    assert.ok(pageText('guide/configuration/rsbuild', 'zh').includes('如果各环境的产物写入不同的目录，`.rsbuild` 会放在同时包含这些目录的最近一级目录中：产物目录为 `dist/web` 和 `dist/server` 时是 `dist/.rsbuild`，为 `build-web` 和 `build-node` 时则是项目根目录下的 `.rsbuild`。'));
  });

  test('with several environments one file of each kind per environment, named after it; --environment writes only that one, its Rsbuild config as rsbuild.config.mjs', async () => {
    const dir = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': "export default { environments: { web: {}, node: { output: { target: 'node' } } } };\n" }, 'config-inspect-environments');
    const [all, only] = await Promise.all([runCli(dir, ['inspect']), runCli(dir, ['inspect', '--environment', 'node', '--output', 'only-node'])]);
    assert.equal(all.code, 0, all.output);
    assert.equal(only.code, 0, only.output);
    assert.deepEqual(listFiles(path.join(dir, 'dist/.rsbuild')), ['rsbuild.config.node.mjs', 'rsbuild.config.web.mjs', 'rspack.config.node.mjs', 'rspack.config.web.mjs']);
    assert.deepEqual(listFiles(path.join(dir, 'dist/only-node')), ['rsbuild.config.mjs', 'rspack.config.node.mjs']);
  });
});

describe('Inspect the final config › DEBUG=rsbuild', () => {
  test('rsbuild build with DEBUG=rsbuild writes the config files of that build (NODE_ENV production), with full function bodies', async () => {
    const dir = makeProject(
      {
        'src/index.js': '',
        'rsbuild.config.ts': "export default ({ env }: { env: string }) => ({ html: { title: `env-${env}` }, tools: { rspack: (config: { name?: string }) => { config.name = 'web'; const marker = 'marker-full-function-body-of-more-than-one-hundred-characters'; void marker; } } });\n",
      },
      'config-debug-build',
    );
    const result = await runCli(dir, ['build'], { env: { DEBUG: 'rsbuild' } });
    assert.equal(result.code, 0, result.output);
    const out = path.join(dir, 'dist/.rsbuild');
    assert.deepEqual(listFiles(out), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    const written = readText(out, 'rsbuild.config.mjs');
    assert.match(written, /title: 'env-production'/);
    assert.match(written, /marker-full-function-body/);
  });
});

describe('Inspect the final config › DEBUG=rsbuild with the dev server', () => {
  test('with DEBUG=rsbuild, starting the dev server writes the config files with full function bodies', async () => {
    const { createRsbuild } = await rsbuildCore();
    const dir = makeProject({ 'src/index.js': '' }, 'config-debug-dev');
    const marker = 'marker-dev-function-body-of-more-than-one-hundred-characters';
    const debug = process.env.DEBUG;
    process.env.DEBUG = 'rsbuild';
    let close: (() => Promise<void>) | undefined;
    try {
      await withNodeEnv('development', async () => {
        const rsbuild = await createRsbuild({
          cwd: dir,
          rsbuildConfig: {
            logLevel: 'silent',
            server: { port: await freePort(), printUrls: false },
            tools: { rspack: (config) => { const note = 'marker-dev-function-body-of-more-than-one-hundred-characters'; void note; return config; } },
          },
        });
        ({ close } = (await rsbuild.startDevServer()).server);
        const out = path.join(dir, 'dist/.rsbuild');
        await waitFor('the inspected config files', () => listFiles(out).length === 2 && readText(out, 'rsbuild.config.mjs').includes(marker));
        assert.deepEqual(listFiles(out), ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
        assert.match(readText(out, 'rsbuild.config.mjs'), /mode: 'development'/);
      });
    } finally {
      await close?.();
      if (debug === undefined) delete process.env.DEBUG;
      else process.env.DEBUG = debug;
    }
  });
});

describe('Choose the config loader', () => {
  test('without native type stripping, rsbuild build (and inspect) --config-loader native on rsbuild.config.ts print the native-loader error, the command\'s failure line and the Unknown file extension ".ts" TypeError, exit code 1', { skip: Boolean((process.features as { typescript?: unknown }).typescript) && 'this Node.js strips types' }, async () => {
    const dir = makeProject({ 'src/index.js': '', 'rsbuild.config.ts': 'export default {};\n' }, 'config-native');
    const config = path.join(dir, 'rsbuild.config.ts');
    const [build, inspect] = await Promise.all([runCli(dir, ['build', '--config-loader', 'native']), runCli(dir, ['inspect', '--config-loader', 'native'])]);
    for (const [result, second] of [
      [build, 'Failed to build.'],
      [inspect, 'Failed to inspect config.'],
    ] as const) {
      assert.equal(result.code, 1, result.output);
      const lines = `error   Failed to load file with native loader: ${config}\nerror   ${second}\nerror   TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for ${config}\n    at `;
      assert.ok(result.stderr.includes(lines), result.output);
    }
  });

  // Only where Node.js strips types (checked with 22.23.5; CI's Node.js 20 skips it).
  test('Common problems: with native type stripping, an enum in rsbuild.config.ts under --config-loader native fails with ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX, exit code 1; auto falls back to jiti and builds', { skip: !(process.features as { typescript?: unknown }).typescript && 'this Node.js does not strip types' }, async () => {
    const config = "import { defineConfig } from '@rsbuild/core';\nenum Title { Main = 'from-enum' }\nexport default defineConfig({ html: { title: Title.Main } });\n";
    const nativeDir = makeProject({ 'src/index.js': '', 'rsbuild.config.ts': config }, 'config-native-enum');
    const autoDir = makeProject({ 'src/index.js': '', 'rsbuild.config.ts': config }, 'config-auto-enum');
    const [native, auto] = await Promise.all([runCli(nativeDir, ['build', '--config-loader', 'native']), runCli(autoDir, ['build'])]);
    assert.equal(native.code, 1, native.output);
    assert.ok(native.stderr.includes(`error   Failed to load file with native loader: ${path.join(nativeDir, 'rsbuild.config.ts')}\nerror   Failed to build.\nerror   `), native.output);
    // The third error names the file (as a path or a file: URL) and line 2, and shows the enum line.
    assert.match(native.stderr, /\nerror   \S*rsbuild\.config\.ts\S*:2\n[^]*\nenum Title \{ Main = 'from-enum' \}\n\^+\n/, native.output);
    assert.ok(native.stderr.includes("\nSyntaxError [ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX]: TypeScript enum is not supported in strip-only mode\n"), native.output);
    assert.equal(auto.code, 0, auto.output);
    assert.match(readText(path.join(autoDir, 'dist'), 'index.html'), /<title>from-enum<\/title>/);
  });
});

// What `rsbuild build` prints for the three config errors the page quotes: two error lines, the
// second with the message, then a stack trace.
describe('Configure Rsbuild › printed config errors (rsbuild build)', () => {
  const missingDir = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': 'export default {};\n' }, 'config-cli-missing');
  const namedDir = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': "export const config = { html: { title: 'named' } };\n" }, 'config-cli-named');
  const pluginDir = makeProject(
    { 'src/index.js': '', 'rsbuild.config.mjs': "import { rspack } from '@rsbuild/core';\n\nexport default { plugins: [new rspack.DefinePlugin({ X: '1' })] };\n" },
    'config-cli-rspack-plugin',
  );
  let missing: CliResult;
  let missingShort: CliResult;
  let named: CliResult;
  let rspackPlugin: CliResult;
  before(async () => {
    [missing, missingShort, named, rspackPlugin] = await Promise.all([
      runCli(missingDir, ['build', '--config', 'config/rsbuild.prod.ts']),
      runCli(missingDir, ['build', '-c', './rsbuild.config.local.mjs']),
      runCli(namedDir, ['build']),
      runCli(pluginDir, ['build']),
    ]);
  });

  test('a missing --config file: "Failed to build." then "[rsbuild:loadConfig] Cannot find config file:" with the absolute path, then a stack trace', () => {
    assert.equal(missing.code, 1);
    assert.ok(missing.output.includes(`\nerror   Failed to build.\nerror   [rsbuild:loadConfig] Cannot find config file: ${path.join(missingDir, 'config/rsbuild.prod.ts')}\n    at `), missing.output);
  });

  test('Specify a config file: -c is the short form of --config; a missing file fails instead of falling back to rsbuild.config.mjs', () => {
    assert.equal(missingShort.code, 1);
    assert.ok(missingShort.output.includes(`\nerror   Failed to build.\nerror   [rsbuild:loadConfig] Cannot find config file: ${path.join(missingDir, 'rsbuild.config.local.mjs')}\n    at `), missingShort.output);
  });

  test('an .mjs config without a default export: "Failed to build." then the TypeError, then a stack trace', () => {
    assert.equal(named.code, 1);
    assert.ok(named.output.includes('\nerror   Failed to build.\nerror   TypeError: Cannot convert object to primitive value\n    at '), named.output);
  });

  test('an Rspack plugin in plugins: "Failed to build." then the message naming the class, with a tools.rspack sample', () => {
    assert.equal(rspackPlugin.code, 1);
    const block = `
error   Failed to build.
error   DefinePlugin looks like a webpack or Rspack plugin, please use \`tools.rspack\` to register it:

  // rsbuild.config.ts
  export default {
    tools: {
      rspack: {
        plugins: [new DefinePlugin()]
      }
    }
  };

    at `;
    assert.ok(rspackPlugin.output.includes(block), rspackPlugin.output);
  });
});

describe('Configure Rsbuild › samples', () => {
  test('every rsbuild.config.ts sample (with rsbuild.base.ts) type-checks as written, and the ConfigParams block matches the exported type, in both languages', () => {
    const files: Record<string, string> = {};
    for (const lang of ['en', 'zh'] as const) {
      const samples = pageSamples('guide/configuration/rsbuild', lang);
      // create, TypeScript format, function, async, merge
      assert.equal(samples.length, 5, lang);
      samples.forEach((code, index) => (files[`${lang}/sample-${index}.ts`] = code));
      const [base] = pageSamples('guide/configuration/rsbuild', lang, 'rsbuild.base.ts');
      files[`${lang}/rsbuild.base.ts`] = base;
      const text = pageText('guide/configuration/rsbuild', lang);
      const block = text.match(/```ts\n(type ConfigParams = \{[\s\S]*?\};)\n```/)?.[1];
      assert.ok(block, lang);
      files[`${lang}/params.ts`] = `import type { ConfigParams as Exported } from '@rsbuild/core';\n${block}\nexport const both: [Exported, ConfigParams] = [{} as ConfigParams, {} as Exported];\n`;
    }
    assert.deepEqual(typeCheckProject(ts, files, 'config-samples', () => ({ types: ['node'] })), []);
  });
});
