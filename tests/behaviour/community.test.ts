// Claims of docs/{en,zh}/community/index that a reader acts on, checked with @rsbuild/core 1.7.6
// and create-rsbuild 2.2.5 (both from tools/rsbuild-v1): the commands of "Report a bug"
// (`NODE_ENV=production rsbuild inspect` with DEBUG=rsbuild, against `--mode production`), the
// tools Rsbuild hands work to, the minimal reproduction recipe (a create-rsbuild project for the
// newest major, built with 1.x) and the 1.x side of the breaking changes inside 1.x. `rsbuild -v`
// is run by guide-basic-cli.test.ts ('rsbuild/1.7.6 linux-x64 …').
//
// The earlier side of those changes was read from the packed releases: the 1.2.19 dev server sets
// Access-Control-Allow-Origin: * on every response whatever server.cors says (1.3.0 brought the
// localhost-only default, see config-server-cors); engines.node is ">=16.10.0" in 1.4.16
// and ">=18.12.0" in 1.5.0; a missing --config file logs "Cannot find config file" as a warning in
// 1.6.15 and throws "[rsbuild:loadConfig] Cannot find config file" in 1.7.0.
//
// Facts about GitHub that no local run can show are checked by page text only; the evidence was a
// snapshot of web-infra-dev/rsbuild (main at 64c8af5b, 2026-08-22): CONTRIBUTING.md lists the
// branches "main -> Rsbuild v2.x" and "v1.x -> Rsbuild v1.x"; the v1.x branch (1d170c63) holds
// packages/core at 1.7.6, the ten official plugins of the plugin list, create-rsbuild, e2e/ and
// website/, and takes pull requests itself (#8103 was merged there); main no longer has
// plugin-stylus (#7715 moved it to its own repository). The bug report form asks for the
// envinfo output, details, a reproduction link and steps, and its config.yml disables blank
// issues and sends questions to Discussions.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, type CliResult, listFiles, makeProject, pageText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, runCreateRsbuild } from './harness';

const page = 'community/index';

describe('Community', () => {
  // Two environments, so that "the Rspack config of every environment" has more than one.
  const inspectDir = makeProject(
    {
      'src/index.js': "import './index.css';\nconsole.log('web');\n",
      'src/index.css': 'body { color: red; }\n',
      'src/server.js': "console.log('node');\n",
      // The title shows the NODE_ENV the config file was loaded with.
      'rsbuild.config.mjs': `export default {
  html: { title: 'NODE_ENV ' + process.env.NODE_ENV },
  environments: {
    web: { source: { entry: { index: './src/index.js' } } },
    node: { source: { entry: { server: './src/server.js' } }, output: { target: 'node' } },
  },
};
`,
    },
    'community-inspect',
  );
  const modeDir = makeProject({ 'src/index.js': "console.log('web');\n", 'rsbuild.config.mjs': "export default { html: { title: 'NODE_ENV ' + process.env.NODE_ENV } };\n" }, 'community-inspect-mode');
  const createDir = makeProject({}, 'community-repro');
  let inspect: CliResult;
  let inspectMode: CliResult;
  let created: Awaited<ReturnType<typeof runCreateRsbuild>>;
  let reproBuild: Awaited<ReturnType<typeof buildProject>>;

  before(async () => {
    const scaffoldAndBuild = async () => {
      created = await runCreateRsbuild(createDir, ['repro', '--template', 'react-ts', '--no-git']);
      assert.equal(created.code, 0, created.output);
      // "then install again": the 1.x packages of tools/rsbuild-v1 (@rsbuild/core 1.7.6, @rsbuild/plugin-react 1.4.6).
      const repro = path.join(createDir, 'repro');
      symlinkSync(path.join(rsbuildV1Dir, 'node_modules'), path.join(repro, 'node_modules'), 'dir');
      const { loadConfig } = await rsbuildCore();
      const { content } = await loadConfig({ cwd: repro });
      reproBuild = await buildProject(repro, { ...content, mode: 'development' });
    };
    [inspect, inspectMode] = await Promise.all([
      runCli(inspectDir, ['inspect'], { env: { DEBUG: 'rsbuild', NODE_ENV: 'production' } }),
      runCli(modeDir, ['inspect', '--mode', 'production']),
      scaffoldAndBuild(),
    ]);
  });

  test('Include versions and configuration: `NODE_ENV=production rsbuild inspect` writes the Rsbuild config and the Rspack config of every environment to dist/.rsbuild/, without building, as `rsbuild build` configures them', () => {
    assert.equal(inspect.code, 0, inspect.output);
    assert.deepEqual(listFiles(path.join(inspectDir, 'dist')).sort(), [
      '.rsbuild/rsbuild.config.node.mjs',
      '.rsbuild/rsbuild.config.web.mjs',
      '.rsbuild/rspack.config.node.mjs',
      '.rsbuild/rspack.config.web.mjs',
    ]);
    assert.match(readFileSync(path.join(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), 'utf8'), /mode: 'production'/);
    assert.match(readFileSync(path.join(inspectDir, 'dist/.rsbuild/rsbuild.config.web.mjs'), 'utf8'), /title: 'NODE_ENV production'/);
  });

  test('Include versions and configuration: `--mode production` gives the production mode, but the config file is loaded with NODE_ENV development', () => {
    assert.equal(inspectMode.code, 0, inspectMode.output);
    assert.match(readFileSync(path.join(modeDir, 'dist/.rsbuild/rspack.config.web.mjs'), 'utf8'), /mode: 'production'/);
    assert.match(readFileSync(path.join(modeDir, 'dist/.rsbuild/rsbuild.config.mjs'), 'utf8'), /title: 'NODE_ENV development'/);
    for (const [lang, text] of [
      // A plain `rsbuild inspect` gives mode: 'development': guide-basic-cli.test.ts.
      ['en', 'Without `NODE_ENV`, the command shows the development configuration. Do not use `--mode production` instead: it still loads the config file with `NODE_ENV` set to `development` and reads `.env.development`'],
      ['zh', '不设置 `NODE_ENV` 时，输出的是开发模式的配置。不要改用 `--mode production`：它加载配置文件时 `NODE_ENV` 仍是 `development`，读取的也是 `.env.development`'],
    ] as const) {
      assert.ok(pageText(page, lang).includes(text), lang);
      assert.ok(pageText(page, lang).includes('```bash\nNODE_ENV=production npx rsbuild inspect\n```'), lang);
      assert.ok(!pageText(page, lang).includes('npx rsbuild inspect --mode production\n'), lang);
    }
  });

  test('Include versions and configuration: with DEBUG=rsbuild the command prints timestamped logs of each step', () => {
    assert.match(inspect.stdout, /^ {2}rsbuild \d\d:\d\d:\d\d initializing plugins$/m);
    assert.match(inspect.stdout, /^ {2}rsbuild \d\d:\d\d:\d\d applying modifyRspackConfig hook$/m);
  });

  test('Check before you file: Rsbuild hands bundling to Rspack, JavaScript transforms to SWC and CSS transforms to Lightning CSS', () => {
    const rspackConfig = readFileSync(path.join(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs'), 'utf8');
    assert.match(rspackConfig, /loader: 'builtin:swc-loader'/);
    assert.match(rspackConfig, /loader: 'builtin:lightningcss-loader'/);
  });

  test('Make a minimal reproduction: create-rsbuild scaffolds for the newest major (Rsbuild 2); with the 1.x packages installed, the project builds', () => {
    const pkg = JSON.parse(readFileSync(path.join(createDir, 'repro/package.json'), 'utf8'));
    assert.match(pkg.devDependencies['@rsbuild/core'], /^\^2\./);
    assert.match(pkg.devDependencies['@rsbuild/plugin-react'], /^\^2\./);
    assert.deepEqual(reproBuild.errors, []);
    assert.ok(existsSync(path.join(reproBuild.dist, 'index.html')));
  });

  test('Contribute: the page names the v1.x branch for 1.x fixes, since main holds Rsbuild 2', () => {
    const en = pageText(page, 'en');
    assert.ok(en.includes('Its `main` branch now holds Rsbuild 2. Rsbuild 1.x, the version this site documents, is maintained on the [`v1.x` branch](https://github.com/web-infra-dev/rsbuild/tree/v1.x)'));
    assert.ok(en.includes('Start a fix for 1.x from `v1.x` and open the pull request against that branch, not against `main`.'));
    assert.ok(!en.includes('which holds `@rsbuild/core`, the official plugins,'));
    const zh = pageText(page, 'zh');
    assert.ok(zh.includes('它的 `main` 分支现在已经是 Rsbuild 2；本站对应的 Rsbuild 1.x 在 [`v1.x` 分支](https://github.com/web-infra-dev/rsbuild/tree/v1.x) 上维护'));
    assert.ok(zh.includes('pull request 也要提到 `v1.x`，而不是 `main`。'));
    assert.ok(!zh.includes('中，包括 `@rsbuild/core`、官方插件'));
  });

  test('Releases and versions: breaking changes inside 1.x, as 1.7.6 has them: server.cors allows only localhost origins, Node.js 18.12.0 or later, a missing --config file is an error', async () => {
    const { createRsbuild, loadConfig } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: modeDir, rsbuildConfig: { logLevel: 'silent' } });
    await rsbuild.initConfigs();
    const { cors } = rsbuild.getNormalizedConfig().server;
    assert.equal(String((cors as { origin: RegExp }).origin), String.raw`/^https?:\/\/(?:(?:[^:]+\.)?localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/`);
    const core = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.deepEqual(core.engines, { node: '>=18.12.0' });
    // The CLI passes --config to loadConfig() as its path.
    await assert.rejects(loadConfig({ cwd: modeDir, path: 'missing.config.mjs' }), (error: Error) => error.message.replace(/\x1b\[[0-9;]*m/g, '') === `[rsbuild:loadConfig] Cannot find config file: ${path.join(modeDir, 'missing.config.mjs')}`);
    assert.ok(pageText(page, 'en').includes('Within 1.x, a few releases still shipped changes that the project marked as breaking'));
    assert.ok(pageText(page, 'zh').includes('不过在 1.x 中，也有少数版本包含了被项目标记为不兼容的变更'));
    for (const lang of ['en', 'zh'] as const) assert.ok(!pageText(page, lang).includes(lang === 'en' ? 'and breaking changes wait for a major version' : '不兼容的变更留到大版本'), lang);
  });

  test('Releases and versions: the page points to the list of what each 1.x release added, a page of this site', () => {
    assert.ok(pageText(page, 'en').includes('[What each 1.x release added](/community/releases/v1-x)'));
    assert.ok(pageText(page, 'zh').includes('[Rsbuild 1.x 各版本新增内容](/community/releases/v1-x)'));
    const nav = readFileSync(path.join(repoRoot, 'docs/en/_nav.json'), 'utf8');
    assert.ok(nav.includes('"link": "/community/releases/v1-x"'));
  });
});

// Rslint (its own native binaries) and Rsdoctor (an analyzer of Rspack and webpack builds) are not
// built on Rspack; guide-start.test.ts checks the installed dependencies of the others.
test('Related projects: Rstack is said to be mostly, not wholly, built on Rspack, in both languages', () => {
  assert.ok(pageText('community/index', 'en').includes('Rsbuild is part of Rstack, a set of tools by the same team, most of them built on Rspack:'));
  assert.ok(pageText('community/index', 'zh').includes('Rsbuild 属于 Rstack，这是同一团队打造的一组工具，其中大多数基于 Rspack：'));
});
